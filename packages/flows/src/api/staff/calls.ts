import { defineCalls } from '../call';

/** back-office-products.md §7. */
export const productsCalls = defineCalls({});
