export { variationSelectionMachine } from './variationSelection.machine';
export type {
  VariationSelectionContext,
  VariationSelectionEvent,
  VariationSelectionInput,
} from './variationSelection.machine';
export * from './selection';
export * from './selectors';
export * from './traits';
