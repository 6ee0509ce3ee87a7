import { defineCalls } from '../call';

/** back-office-admin.md §7. */
export const adminCalls = defineCalls({});
