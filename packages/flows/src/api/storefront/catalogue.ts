import * as v from 'valibot';
import { callJson } from './http';
import { RELATED_MATCH_ATTRIBUTES } from '../../storefront/relatedProducts/constants';

export const relatedProductSchema = v.object({
  HitId: v.string(),
  Name: v.string(),
  Url: v.string(),
  ImageUrl: v.string(),
  BRPART: v.string(),
  Price: v.number(),
  /** Units in stock across the product's items; absent when the search does not say. */
  TotalInStock: v.optional(v.nullable(v.number())),
});
export type RelatedProduct = v.InferOutput<typeof relatedProductSchema>;

export const relatedProductsReplySchema = v.object({
  products: v.array(relatedProductSchema),
  currentPage: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type RelatedProductsReply = v.InferOutput<typeof relatedProductsReplySchema>;

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
export function fetchRelatedProducts(
  request: RelatedProductsRequest,
  signal?: AbortSignal,
): Promise<RelatedProductsReply> {
  return callJson('catalogue.relatedProducts', relatedProductsReplySchema, {
    json: request,
    signal,
  });
}

/** storefront.md §9: with the express filter on, related products also match `{product}Express=Yes`. */
export const RELATED_EXPRESS_ATTRIBUTE: NameValue = { name: 'JoineryExpress', value: 'Yes' };

/** storefront.md §9: the product type is matched on Category 1 and Category 2. */
export function relatedCategoryMatch(productType: string): NameValue[] {
  return [
    { name: 'Category 1', value: productType },
    { name: 'Category 2', value: productType },
  ];
}

/**
 * The attributes a variation's related products must share (Brands, Species, Doorstyle,
 * Cabinet Door Shape, Cabinet Finish), plus the express attribute when the filter is on.
 */
export function relatedAttributesFor(
  variationAttributes: readonly { AttributeName: string; AttributeValueName: string }[],
  expressOnly = false,
): NameValue[] {
  const matched = RELATED_MATCH_ATTRIBUTES.flatMap((name) => {
    const attribute = variationAttributes.find((a) => a.AttributeName === name);
    return attribute ? [{ name, value: attribute.AttributeValueName }] : [];
  });
  return expressOnly ? [...matched, RELATED_EXPRESS_ATTRIBUTE] : matched;
}

/** Page size 0 only asks whether any related product exists (storefront.md §7). */
export async function hasRelatedProducts(
  request: Omit<RelatedProductsRequest, 'currentPage' | 'pageSize'>,
  signal?: AbortSignal,
): Promise<boolean> {
  const reply = await fetchRelatedProducts({ ...request, currentPage: 1, pageSize: 0 }, signal);
  return reply.totalCount > 0;
}
