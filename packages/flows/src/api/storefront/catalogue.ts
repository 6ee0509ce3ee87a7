import { z } from 'zod/mini';
import { callJson } from '../http';

export const relatedProductSchema = z.object({
  HitId: z.string(),
  Name: z.string(),
  Url: z.string(),
  ImageUrl: z.string(),
  BRPART: z.string(),
  Price: z.number(),
});
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

export const relatedProductsReplySchema = z.object({
  products: z.array(relatedProductSchema),
  currentPage: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type RelatedProductsReply = z.infer<typeof relatedProductsReplySchema>;

export interface NameValue {
  name: string;
  value: string;
}
export interface RelatedProductsRequest {
  categoryContentLinkId: number;
  attributesToMatch: NameValue[];
  categoryAttributesToMatch: NameValue[];
  currentPage: number;
  /** 0 only asks whether any product exists. */
  pageSize: number;
}

/** POST /Product/RelatedProducts (storefront.md §7 Product pages). */
export function fetchRelatedProducts(request: RelatedProductsRequest, signal?: AbortSignal): Promise<RelatedProductsReply> {
  return callJson('catalogue.relatedProducts', relatedProductsReplySchema, { json: request, signal });
}
