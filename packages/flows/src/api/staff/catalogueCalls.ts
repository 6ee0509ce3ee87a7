import { defineCalls } from '../call';

/** back-office-products.md §7 Session, Bricks, Series, Templates (paths under /bridgesys/). */
export const catalogueDefinitionCalls = defineCalls({});
