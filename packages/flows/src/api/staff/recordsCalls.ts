import { defineCalls } from '../call';

/** back-office-products.md §7 Unprocessed records, Reporting and search, Background jobs. */
export const recordsCalls = defineCalls({});
