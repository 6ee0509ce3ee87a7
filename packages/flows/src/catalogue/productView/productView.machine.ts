import { assign, fromPromise, setup } from 'xstate';
import {
  fetchProduct,
  fetchProductOverrides,
  type Product,
  type VersionedOverrides,
} from '../../api/catalogue/productView';
import { fetchTemplate, type ProductTemplate } from '../../api/catalogue/templates';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';

export interface ProductViewContext {
  productId: number | undefined;
  product: Product | undefined;
  overrides: VersionedOverrides | undefined;
  /** The product's template; undefined for a product no template owns yet (id 0). */
  template: ProductTemplate | undefined;
  error: unknown;
}

export type ProductViewEvent =
  | { type: 'view.open'; productId: number }
  | { type: 'view.back' }
  | { type: 'error.acknowledge' };

/** No template to fetch: the product is not assigned to one (productTemplateId 0). */
export const NO_TEMPLATE = 0;

const empty = { product: undefined, overrides: undefined, template: undefined } as const;

/**
 * The product view (back-office-products.md §4 Product view): opening fetches the product, then
 * its overrides and its template; the view opens only when all three succeed, otherwise the
 * shared error dialog says why. Back closes it. (§9's 100 ms polling for "all three fetched or
 * errored" is the parallel state's own completion here.)
 */
export const productViewMachine = setup({
  types: {
    context: {} as ProductViewContext,
    events: {} as ProductViewEvent,
  },
  actors: {
    loadProduct: fromPromise<Product, { productId: number }>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchProduct(input.productId, signal)),
    ),
    loadOverrides: fromPromise<VersionedOverrides, { productMasterId: number }>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchProductOverrides(input.productMasterId, signal)),
    ),
    loadTemplate: fromPromise<ProductTemplate | undefined, { templateId: number }>(({ input, signal }) =>
      input.templateId === NO_TEMPLATE
        ? Promise.resolve(undefined)
        : settleUnlessAborted(signal, fetchTemplate(input.templateId, signal)),
    ),
  },
  actions: {
    fail: assign({ error: ({ event }) => (event as { error?: unknown }).error, ...empty }),
  },
}).createMachine({
  id: 'productView',
  context: { productId: undefined, ...empty, error: undefined },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'view.open': {
          target: 'loading',
          actions: assign({ productId: ({ event }) => event.productId, ...empty, error: undefined }),
        },
      },
    },
    loading: {
      description: 'The product first, then its overrides and its template side by side.',
      initial: 'product',
      states: {
        product: {
          invoke: {
            src: 'loadProduct',
            input: ({ context }) => ({ productId: context.productId ?? 0 }),
            onDone: { target: 'related', actions: assign({ product: ({ event }) => event.output }) },
            onError: { target: '#productView.failed', actions: 'fail' },
          },
        },
        related: {
          type: 'parallel',
          states: {
            overrides: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'loadOverrides',
                    input: ({ context }) => ({ productMasterId: context.product?.productMasterId ?? 0 }),
                    onDone: { target: 'fetched', actions: assign({ overrides: ({ event }) => event.output }) },
                    onError: { target: '#productView.failed', actions: 'fail' },
                  },
                },
                fetched: { type: 'final' },
              },
            },
            template: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'loadTemplate',
                    input: ({ context }) => ({ templateId: context.product?.productTemplateId ?? NO_TEMPLATE }),
                    onDone: { target: 'fetched', actions: assign({ template: ({ event }) => event.output }) },
                    onError: { target: '#productView.failed', actions: 'fail' },
                  },
                },
                fetched: { type: 'final' },
              },
            },
          },
          onDone: '#productView.open',
        },
      },
      on: { 'view.back': 'closed' },
    },
    open: {
      description: 'Heading, panel selector and panels; Back closes it.',
      on: { 'view.back': { target: 'closed', actions: assign({ ...empty }) } },
    },
    failed: {
      description: 'The shared error dialog; closing it leaves the view closed.',
      on: { 'error.acknowledge': { target: 'closed', actions: assign({ error: undefined }) } },
    },
  },
});
