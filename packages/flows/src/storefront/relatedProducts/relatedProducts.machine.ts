import { assign, fromPromise, setup } from 'xstate';
import {
  fetchRelatedProducts,
  hasRelatedProducts,
  type NameValue,
  type RelatedProduct,
  type RelatedProductsReply,
} from '../../api/storefront/catalogue';
import { RELATED_PRODUCTS_PAGE_SIZE, type RelatedProductType } from './constants';

export interface RelatedProductsInput {
  categoryContentLinkId: number;
  /** Door style, species and the rest, taken from the current variation. */
  attributesToMatch: NameValue[];
  productType: RelatedProductType;
}

export interface RelatedProductsContext extends RelatedProductsInput {
  products: RelatedProduct[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
  /**
   * After an empty page: whether any product at all matches the door style (the page-size-0
   * check). False gives "available through special order".
   */
  anyForDoorStyle: boolean;
}

export interface LoadPageInput {
  categoryContentLinkId: number;
  attributesToMatch: NameValue[];
  productType: RelatedProductType;
  page: number;
}

export type RelatedProductsEvent =
  | { type: 'productType.select'; productType: RelatedProductType }
  | { type: 'products.loadMore' }
  | { type: 'variation.change'; attributesToMatch: NameValue[] };

/**
 * The related products browser of a cabinet page (storefront.md §2.5, §4): one product type at
 * a time, 25 per page with Load More; a failed reply is treated as empty.
 */
export const relatedProductsMachine = setup({
  types: {
    input: {} as RelatedProductsInput,
    context: {} as RelatedProductsContext,
    events: {} as RelatedProductsEvent,
  },
  actors: {
    loadPage: fromPromise<RelatedProductsReply, LoadPageInput>(async ({ input, signal }) => {
      try {
        return await fetchRelatedProducts(
          {
            categoryContentLinkId: input.categoryContentLinkId,
            attributesToMatch: input.attributesToMatch,
            categoryAttributesToMatch: [
              { name: 'Category 1', value: input.productType },
              { name: 'Category 2', value: input.productType },
            ],
            currentPage: input.page,
            pageSize: RELATED_PRODUCTS_PAGE_SIZE,
          },
          signal,
        );
      } catch (error) {
        // A superseded request (the actor stopped) is not a failed reply: let it go quietly.
        if (signal.aborted) throw error;
        // storefront.md §7: a failed reply is treated as empty.
        return { products: [], currentPage: input.page, totalPages: 0, totalCount: 0 };
      }
    }),
    /** Page size 0, no category: does any product match the door style at all? */
    checkAny: fromPromise<boolean, { categoryContentLinkId: number; attributesToMatch: NameValue[] }>(
      async ({ input, signal }) => {
        try {
          return await hasRelatedProducts(
            {
              categoryContentLinkId: input.categoryContentLinkId,
              attributesToMatch: input.attributesToMatch,
              categoryAttributesToMatch: [],
            },
            signal,
          );
        } catch (error) {
          if (signal.aborted) throw error;
          // A failed reply is treated as empty: the general empty text.
          return true;
        }
      },
    ),
  },
  guards: {
    anyExists: ({ event }) => (event as unknown as { output: boolean }).output,
    hasMorePages: ({ context }) => context.currentPage < context.totalPages,
    replyLeavesListEmpty: ({ context, event }) =>
      context.products.length + (event as unknown as { output: RelatedProductsReply }).output.products.length === 0,
  },
}).createMachine({
  id: 'relatedProducts',
  context: ({ input }) => ({
    ...input,
    products: [],
    currentPage: 0,
    totalPages: 0,
    totalCount: 0,
    anyForDoorStyle: true,
  }),
  initial: 'loading',
  on: {
    'productType.select': {
      target: '.loading',
      actions: assign({ productType: ({ event }) => event.productType, products: [], currentPage: 0 }),
    },
    'variation.change': {
      target: '.loading',
      actions: assign({ attributesToMatch: ({ event }) => event.attributesToMatch, products: [], currentPage: 0 }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({
          categoryContentLinkId: context.categoryContentLinkId,
          attributesToMatch: context.attributesToMatch,
          productType: context.productType,
          page: context.currentPage + 1,
        }),
        onDone: [
          { guard: 'replyLeavesListEmpty', target: 'checking', actions: assign({ totalCount: 0 }) },
          {
            target: 'loaded',
            actions: assign({
              products: ({ context, event }) => [...context.products, ...event.output.products],
              currentPage: ({ event }) => event.output.currentPage,
              totalPages: ({ event }) => event.output.totalPages,
              totalCount: ({ event }) => event.output.totalCount,
            }),
          },
        ],
      },
    },
    loaded: {
      on: { 'products.loadMore': { guard: 'hasMorePages', target: 'loading' } },
    },
    checking: {
      invoke: {
        src: 'checkAny',
        input: ({ context }) => ({
          categoryContentLinkId: context.categoryContentLinkId,
          attributesToMatch: context.attributesToMatch,
        }),
        onDone: [
          { guard: 'anyExists', target: 'empty', actions: assign({ anyForDoorStyle: true }) },
          { target: 'empty', actions: assign({ anyForDoorStyle: false }) },
        ],
      },
    },
    empty: {},
  },
});
