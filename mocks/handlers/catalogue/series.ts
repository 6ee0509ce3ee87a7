import { HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { requestMessages, seriesMessages } from '@joinery/flows/catalogue/catalogueRules';
import { bricks } from '../../data/catalogue/bricks';
import { displayTimestamp, nextSeriesId, productSeries, type StoredSeries } from '../../data/catalogue/series';
import type { Versioned } from '../../data/store';
import { badRequest, jsonBody, now, pathId, staffFailure, staffUser } from './catalogueReplies';
import { staffRoute } from '../route';

/** back-office-products.md §7 Series, over mocks/data/series.ts. */

const idList = z.array(z.number());
const seriesBodySchema = z.object({
  name: z.string(),
  notes: z.optional(z.nullable(z.string())),
  supplementalDataBricks: idList,
  JoinerySkuBricks: idList,
  displayAttributesBricks: idList,
  filteredAttributesBricks: idList,
  published: z.union([z.literal(0), z.literal(1)]),
  productSeriesId: z.optional(z.number()),
  version: z.optional(z.number()),
});
type SeriesBody = z.infer<typeof seriesBodySchema>;

type BrickLists = Pick<StoredSeries, 'supplementalDataBricks' | 'JoinerySkuBricks' | 'displayAttributesBricks' | 'filteredAttributesBricks'>;

/** The reply shape: brick ids resolved to { productBrickId, name } and the display time. */
export function seriesReply(series: StoredSeries & Versioned) {
  const refs = (ids: number[]) =>
    ids.map((id) => ({ productBrickId: id, name: bricks.find(id)?.name ?? `Brick ${id}` }));
  return {
    productSeriesId: series.productSeriesId,
    name: series.name,
    notes: series.notes,
    published: series.published,
    createdBy: series.createdBy,
    lastUpdatedAtDisplay: displayTimestamp(series.lastUpdatedAt),
    lastUpdatedAt: series.lastUpdatedAt,
    supplementalDataBricks: refs(series.supplementalDataBricks),
    JoinerySkuBricks: refs(series.JoinerySkuBricks),
    displayAttributesBricks: refs(series.displayAttributesBricks),
    filteredAttributesBricks: refs(series.filteredAttributesBricks),
    version: series.version,
  };
}

const listLabels = {
  JoinerySkuBricks: 'Joinery SKU Bricks',
  displayAttributesBricks: 'Display Attribute Bricks',
  filteredAttributesBricks: 'Filterable Attribute Bricks',
} as const;

/** §3, §5: the rules a saved series keeps. Answers the first problem, if any. */
function seriesProblem(body: SeriesBody, existing: StoredSeries | undefined): string | undefined {
  if (!body.name.trim()) return seriesMessages.nameRequired;
  const everyId = [...body.supplementalDataBricks, ...body.JoinerySkuBricks, ...body.displayAttributesBricks, ...body.filteredAttributesBricks];
  for (const id of everyId) if (!bricks.find(id)) return seriesMessages.unknownBrick(id);
  const supplemental = new Set(body.supplementalDataBricks);
  for (const key of Object.keys(listLabels) as (keyof typeof listLabels)[]) {
    const outside = body[key].find((id) => !supplemental.has(id));
    if (outside !== undefined) return seriesMessages.notSupplemental(listLabels[key], bricks.find(outside)?.name ?? String(outside));
  }
  if (body.published === 1 && body.JoinerySkuBricks.length === 0) return seriesMessages.skuBrickRequired;
  if (existing?.published === 1) {
    // §4: a published series keeps its SKU bricks, and stays published.
    if (existing.JoinerySkuBricks.some((id) => !supplemental.has(id))) return seriesMessages.skuBrickInPublishedSeries;
    if (existing.JoinerySkuBricks.join() !== body.JoinerySkuBricks.join()) return seriesMessages.skuLocked;
    if (body.published === 0) return seriesMessages.publishedCannotBeDraft;
  }
  return undefined;
}

/** Each list without repeats, in the order sent (the SKU list's order is the Code formula's). */
function storedLists(body: SeriesBody): BrickLists {
  const unique = (ids: number[]) => [...new Set(ids)];
  return {
    supplementalDataBricks: unique(body.supplementalDataBricks),
    JoinerySkuBricks: unique(body.JoinerySkuBricks),
    displayAttributesBricks: unique(body.displayAttributesBricks),
    filteredAttributesBricks: unique(body.filteredAttributesBricks),
  };
}

export const seriesHandlers: HttpHandler[] = [
  staffRoute('series.list', ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const byName = [...productSeries.all()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    return HttpResponse.json(byName.map(seriesReply));
  }),

  staffRoute<{ id: string }>('series.get', ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const series = id === undefined ? undefined : productSeries.find(id);
    return series ? HttpResponse.json(seriesReply(series)) : staffFailure(404);
  }),

  staffRoute('series.create', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = seriesBodySchema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(requestMessages.invalid);
    const problem = seriesProblem(body.data, undefined);
    if (problem) return badRequest(problem);
    const created = productSeries.insert({
      productSeriesId: nextSeriesId(),
      name: body.data.name.trim(),
      notes: body.data.notes ?? '',
      published: body.data.published,
      createdBy: user.userName,
      lastUpdatedAt: now(),
      ...storedLists(body.data),
    });
    return HttpResponse.json(seriesReply(created), { status: 201 });
  }),

  staffRoute<{ id: string }>('series.update', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const body = seriesBodySchema.safeParse(await jsonBody(request));
    if (id === undefined || !body.success) return badRequest(requestMessages.invalid);
    if (body.data.productSeriesId !== undefined && body.data.productSeriesId !== id) return badRequest(requestMessages.invalid);
    const existing = productSeries.find(id);
    if (!existing) return staffFailure(404);
    // A stale write is refused before its content is judged: the user must see the new version first.
    if (body.data.version !== undefined && body.data.version !== existing.version) return staffFailure(409);
    const problem = seriesProblem(body.data, existing);
    if (problem) return badRequest(problem);
    const result = productSeries.update(
      id,
      { name: body.data.name.trim(), notes: body.data.notes ?? '', published: body.data.published, lastUpdatedAt: now(), ...storedLists(body.data) },
      body.data.version,
    );
    if (!result.ok) return staffFailure(result.reason === 'conflict' ? 409 : 404);
    return HttpResponse.json(seriesReply(result.row));
  }),
];
