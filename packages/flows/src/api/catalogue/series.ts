import { z } from 'zod/mini';
import { staffJson } from '../staff/request';

/**
 * Product Series (back-office-products.md §3 ProductSeries, §7 Series). `{product}` is Joinery,
 * so the SKU list is `JoinerySkuBricks`.
 *
 * Records carry `version`; send it back with an update and a write based on a stale read is
 * answered 409.
 */

export const seriesBrickSchema = z.object({ productBrickId: z.number(), name: z.string() });
export type SeriesBrick = z.infer<typeof seriesBrickSchema>;

/** 0 draft (Unpublished), 1 published. */
export const publishedSchema = z.union([z.literal(0), z.literal(1)]);
export type Published = z.infer<typeof publishedSchema>;

export const productSeriesSchema = z.object({
  productSeriesId: z.number(),
  name: z.string(),
  notes: z.string(),
  published: publishedSchema,
  createdBy: z.string(),
  /** Shown as sent, e.g. 03/14/2025 10:22 AM. */
  lastUpdatedAtDisplay: z.string(),
  /** ISO 8601, for sorting. */
  lastUpdatedAt: z.optional(z.string()),
  supplementalDataBricks: z.array(seriesBrickSchema),
  /** Ordered by the user: the order of the Code formula. */
  JoinerySkuBricks: z.array(seriesBrickSchema),
  displayAttributesBricks: z.array(seriesBrickSchema),
  filteredAttributesBricks: z.array(seriesBrickSchema),
  version: z.optional(z.number()),
});
export type ProductSeries = z.infer<typeof productSeriesSchema>;

/** POST ProductSeries body: the four brick lists as ordered arrays of productBrickId. */
export interface SeriesDraft {
  name: string;
  notes: string;
  supplementalDataBricks: number[];
  JoinerySkuBricks: number[];
  displayAttributesBricks: number[];
  filteredAttributesBricks: number[];
  /** Save As Draft sends 0, Publish sends 1. */
  published: Published;
}

/** PUT ProductSeries/{id} body: the draft plus its id and the version it was read at. */
export interface SeriesUpdate extends SeriesDraft {
  productSeriesId: number;
  version?: number | undefined;
}

/** The four brick lists of a series as the ids a save sends. */
export function seriesBrickIds(series: ProductSeries): Pick<
  SeriesDraft,
  'supplementalDataBricks' | 'JoinerySkuBricks' | 'displayAttributesBricks' | 'filteredAttributesBricks'
> {
  const ids = (bricks: SeriesBrick[]) => bricks.map((brick) => brick.productBrickId);
  return {
    supplementalDataBricks: ids(series.supplementalDataBricks),
    JoinerySkuBricks: ids(series.JoinerySkuBricks),
    displayAttributesBricks: ids(series.displayAttributesBricks),
    filteredAttributesBricks: ids(series.filteredAttributesBricks),
  };
}

/** GET ProductSeries: every series with its brick lists. */
export function fetchSeriesList(signal?: AbortSignal): Promise<ProductSeries[]> {
  return staffJson('series.list', z.array(productSeriesSchema), { signal });
}

/** GET ProductSeries/{id}. */
export function fetchSeries(id: number, signal?: AbortSignal): Promise<ProductSeries> {
  return staffJson('series.get', productSeriesSchema, { params: { id }, signal });
}

/** POST ProductSeries: answers the saved series. */
export function createSeries(draft: SeriesDraft, signal?: AbortSignal): Promise<ProductSeries> {
  return staffJson('series.create', productSeriesSchema, { json: draft, signal });
}

/** PUT ProductSeries/{id}: answers the saved series; 409 when `version` is stale. */
export function updateSeries(series: SeriesUpdate, signal?: AbortSignal): Promise<ProductSeries> {
  return staffJson('series.update', productSeriesSchema, { params: { id: series.productSeriesId }, json: series, signal });
}
