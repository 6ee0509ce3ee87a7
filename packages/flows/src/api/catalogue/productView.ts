import { z } from 'zod/mini';
import { isOverrideField, type ProductOverrides } from '../../catalogue/records/overrideFields';
import type { CallId } from '../calls';
import { send, type CallOptions } from '../http';
import { parseReply, readJson } from '../reply';
import { staffAccessToken } from '../staff/request';

const optionalText = z.optional(z.nullable(z.string()));
const optionalNumber = z.optional(z.nullable(z.number()));
const optionalFlag = z.optional(z.nullable(z.boolean()));

/** §3: supplemental, display and filterable attributes, shown as 'name - value'. */
export const productAttributeSchema = z.object({
  attributeName: z.string(),
  attributeValueName: optionalText,
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** back-office-products.md §3 Product ({product} SKU is `code`). */
export const productSchema = z.object({
  productMasterId: z.number(),
  productTemplateId: z.number(),
  brmfg: z.string(),
  brlin: z.string(),
  brpart: z.string(),
  code: optionalText,
  brupc: optionalText,
  brcost: optionalNumber,
  websiteCategory1: optionalText,
  websiteCategory2: optionalText,
  /** §9: 0 Not Published, 1 first website, 2 second website, 3 both. */
  brpub: z.number(),
  supplementalAttributes: z.array(productAttributeSchema),
  displayAttributes: z.array(productAttributeSchema),
  filterableAttributes: z.array(productAttributeSchema),
  brqtyaspr: optionalNumber,
  brqtyaelk: optionalNumber,
  brqtyaral: optionalNumber,
  minimumQty: optionalNumber,
  maximumQty: optionalNumber,
  inStockQuantity: optionalNumber,
  name: optionalText,
  description: optionalText,
  manufacturerPartNumber: optionalText,
  gtin: optionalText,
  overrideImageBaseName: optionalText,
  colorSwatch: optionalText,
  colorTraitName: optionalText,
  colorTraitValue: optionalText,
  trait1Name: optionalText,
  trait1Value: optionalText,
  trait2Name: optionalText,
  trait2Value: optionalText,
  active: optionalFlag,
  showQuoteButton: optionalFlag,
  hidePriceUntilCart: optionalFlag,
  showBuyButton: optionalFlag,
  /** Month/day/year. */
  startDate: optionalText,
  endDate: optionalText,
  weight: optionalNumber,
  regularPrice: optionalNumber,
  salePrice: optionalNumber,
  msrpPrice: optionalNumber,
  mapPrice: optionalNumber,
  productImagesLarge: z.array(z.string()),
  productImagesMedium: z.array(z.string()),
  productImagesIcon: z.array(z.string()),
  selectorImageURL: optionalText,
  /** 'color' shows a colour block from colorSwatch; anything else is an image. */
  selectorImageType: optionalText,
  swatchImageName: optionalText,
});
export type Product = z.infer<typeof productSchema>;

/** GET Product/{id}: the product; its productTemplateId drives the template fetch that follows. */
export async function fetchProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  const { body } = await staffCall('productView.get', productSchema, {
    params: { productId },
    signal,
  });
  return body;
}

/** §3 Product overrides: an object keyed by field name; only overridden fields are present. */
export const productOverridesSchema = z.record(
  z.string(),
  // null: a decimal overridden to no value (docs/decisions.md).
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * The overrides and the version they were read at. The version is the reply's ETag; sending it
 * back as If-Match makes a save of stale overrides fail with 409 instead of overwriting.
 */
export interface VersionedOverrides {
  overrides: ProductOverrides;
  version: string | undefined;
}

/** Keeps the fields the editor knows; a server may send others (never overridable here). */
function knownOverrides(raw: Record<string, string | number | boolean | null>): ProductOverrides {
  const out: ProductOverrides = {};
  for (const [field, value] of Object.entries(raw)) if (isOverrideField(field)) out[field] = value;
  return out;
}

/** GET productoverridetemplate/{productMasterId}. */
export async function fetchProductOverrides(
  productMasterId: number,
  signal?: AbortSignal,
): Promise<VersionedOverrides> {
  const { body, version } = await staffCall('productView.overrides', productOverridesSchema, {
    params: { productMasterId },
    signal,
  });
  return { overrides: knownOverrides(body), version };
}

/**
 * PUT productoverridetemplate/{productMasterId}: the checked fields and their values replace
 * the product's overrides (an empty object removes them all). Pass the version that was read
 * to refuse overwriting someone else's change (409).
 */
export async function saveProductOverrides(
  productMasterId: number,
  overrides: ProductOverrides,
  version?: string,
  signal?: AbortSignal,
): Promise<VersionedOverrides> {
  const { body, version: saved } = await staffCall(
    'productView.saveOverrides',
    productOverridesSchema,
    {
      params: { productMasterId },
      json: overrides,
      headers: version ? { 'If-Match': version } : {},
      signal,
    },
  );
  return { overrides: knownOverrides(body), version: saved };
}

/** A staff JSON call that also returns the reply's ETag, which staffJson does not expose. */
async function staffCall<S extends z.ZodMiniType>(
  call: CallId,
  schema: S,
  options: CallOptions,
): Promise<{ body: z.infer<S>; version: string | undefined }> {
  const token = await staffAccessToken(call);
  const response = await send(call, {
    ...options,
    base: 'staff',
    headers: { ...options.headers, Authorization: `Bearer ${token}` },
  });
  const body = parseReply(call, schema, await readJson(call, response));
  return { body, version: response.headers.get('ETag') ?? undefined };
}
