export { cartLineMachine } from './cartLine.machine';
export type {
  CartLineContext,
  CartLineEvent,
  CartLineInput,
  CartLineReport,
  DeleteItemInput,
  UpdateQuantityInput,
} from './cartLine.machine';
