import { defineCalls } from '../call';

/** storefront.md §7. Ids are `<domain>.<call>`; the mock handlers are keyed by the same ids. */
export const storefrontCalls = defineCalls({
  'catalogue.relatedProducts': {
    method: 'POST',
    path: '/Product/RelatedProducts',
    spec: 'storefront.md §7 Product pages',
  },
});
