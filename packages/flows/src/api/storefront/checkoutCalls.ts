import { defineCalls } from '../call';

/** storefront.md §7 "Order and quote checkout". Default paths stand in for page configuration. */
export const checkoutCalls = defineCalls({});
