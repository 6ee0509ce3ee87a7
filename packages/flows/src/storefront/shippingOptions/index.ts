export { shippingOptionsMachine } from './shippingOptions.machine';
export type {
  FetchShippingOptionsInput,
  ShippingOptionsContext,
  ShippingOptionsEvent,
  ShippingOptionsInput,
  ShippingOptionsReport,
} from './shippingOptions.machine';
