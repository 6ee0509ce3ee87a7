import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Product, ProductAttribute } from '@joinery/flows/api/catalogue/productView';
import type { TemplateFormulaName } from '@joinery/flows/catalogue/catalogueRules';
import {
  isOverrideField,
  overrideValueError,
  recordsServerMessages,
  type ProductOverrides,
} from '@joinery/flows/catalogue/records';
import { DEFAULT_IMAGE_HOST } from '@joinery/flows/catalogue/productView';
import { bricks, brickValueOf, type StoredBrick } from '../../data/catalogue/bricks';
import { legacyRecords, swatchColours, type LegacyRecord } from '../../data/catalogue/legacyRecords';
import { productOverrides } from '../../data/catalogue/overrides';
import { productSeries } from '../../data/catalogue/series';
import {
  evaluateTemplateFormula,
  productTemplates,
  seriesBricks,
  webCategories,
} from '../../data/catalogue/templates';
import { staffRoute } from '../route';
import { badRequest, conflict, notFound, requireStaff } from './recordsShared';
import { settleRecordJobs } from './unprocessed';

/**
 * back-office-products.md §7 GET Product/{id} and productoverridetemplate: the product view's
 * product is the legacy row with its template's formulas worked out for it; overrides are
 * kept apart so unchecking a field in the editor can restore the template's value.
 */

/** Every this-many-th web product has no pictures yet (the 'noimage' placeholder and report filter 1). */
const NO_IMAGES_EVERY = 9;

export interface ProductImages {
  large: string[];
  medium: string[];
  icon: string[];
}

/** Image paths under the configured image host; only web products (owned by a template) have them. */
export function productImages(record: LegacyRecord): ProductImages {
  if (record.productTemplateId === 0 || record.brprid % NO_IMAGES_EVERY === 0)
    return { large: [], medium: [], icon: [] };
  const base = `products/${record.brmfg}/${record.brlin}/${record.brpart}`.toLowerCase();
  return {
    large: [`${base}/large-1.jpg`, `${base}/large-2.jpg`],
    medium: [`${base}/medium-1.jpg`, `${base}/medium-2.jpg`],
    icon: [`${base}/icon-1.jpg`],
  };
}

const attribute = (brick: StoredBrick, record: LegacyRecord): ProductAttribute => ({
  attributeName: brick.name,
  attributeValueName: brickValueOf(brick, record)?.name ?? null,
});

const categoryName = (code: string) =>
  webCategories.find((c) => c.code === code)?.name ?? (code || null);

/** The template's formulas for one product, by field; a formula that fails gives null. */
function formulaValues(record: LegacyRecord) {
  const template = productTemplates.find(record.productTemplateId);
  const series = template ? productSeries.find(template.productSeriesId) : undefined;
  const inSeries = series ? seriesBricks(series) : [];
  const value = (name: TemplateFormulaName): string | null => {
    if (!template || !series) return null;
    const outcome = evaluateTemplateFormula(
      name,
      template.formulas[name],
      record,
      series,
      inSeries,
    );
    return outcome.ok && outcome.value !== '' ? outcome.value : null;
  };
  const number = (name: TemplateFormulaName) => {
    const text = value(name);
    return text === null || !Number.isFinite(Number(text)) ? null : Number(text);
  };
  const flag = (name: TemplateFormulaName) => {
    const text = value(name)?.toLowerCase();
    return text === 'true' ? true : text === 'false' ? false : null;
  };
  return { template, series, value, number, flag };
}

export function productOf(record: LegacyRecord): Product {
  const { template, series, value, number, flag } = formulaValues(record);
  const brickById = new Map(bricks.all().map((b) => [b.productBrickId, b]));
  const attributes = (ids: readonly number[]) =>
    ids
      .map((id) => brickById.get(id))
      .filter((b): b is NonNullable<typeof b> => b !== undefined)
      .map((b) => attribute(b, record));
  const supplementalAttributes = series
    ? attributes(series.supplementalDataBricks)
    : Object.entries(record.supplemental).map(([name, code]) => {
        const brick = [...brickById.values()].find((b) => b.name === name);
        return {
          attributeName: name,
          attributeValueName: brick?.values.find((v) => v.code === code)?.name ?? code,
        };
      });
  const images = productImages(record);
  // The formula picks the finish's code; the swatch is that finish's colour.
  const swatchCode = value('colorSwatch');
  const colorSwatch = swatchCode === null ? null : (swatchColours[swatchCode.toLowerCase()] ?? swatchCode);
  return {
    productMasterId: record.brprid,
    productTemplateId: record.productTemplateId,
    brmfg: record.brmfg,
    brlin: record.brlin,
    brpart: record.brpart,
    code: record.JoinerySKU || value('code'),
    brupc: record.brupc,
    brcost: record.brcost,
    websiteCategory1: template ? categoryName(template.websiteCategory1) : null,
    websiteCategory2: template ? categoryName(template.websiteCategory2) : null,
    brpub: record.brpub,
    supplementalAttributes,
    displayAttributes: series ? attributes(series.displayAttributesBricks) : [],
    filterableAttributes: series ? attributes(series.filteredAttributesBricks) : [],
    brqtyaspr: record.brqtyaspr,
    brqtyaelk: record.brqtyaelk,
    brqtyaral: record.brqtyaral,
    minimumQty: number('minimumQty'),
    maximumQty: number('maximumQty'),
    inStockQuantity: number('inStockQuantity'),
    name: value('name') ?? record.name,
    description:
      value('description') ??
      [record.brdeS1, record.brdeS2, record.brdeS3].filter(Boolean).join(' '),
    manufacturerPartNumber: value('manufacturerPartNumber') ?? record.brpart,
    gtin: value('gtin') ?? record.brupc,
    overrideImageBaseName: value('overrideImageBaseName'),
    colorSwatch,
    colorTraitName: value('colorTraitName'),
    colorTraitValue: value('colorTraitValue'),
    trait1Name: value('trait1Name'),
    trait1Value: value('trait1Value'),
    trait2Name: value('trait2Name'),
    trait2Value: value('trait2Value'),
    active: flag('active'),
    showQuoteButton: flag('showQuoteButton'),
    hidePriceUntilCart: flag('hidePriceUntilCart'),
    showBuyButton: flag('showBuyButton'),
    startDate: value('startDate'),
    endDate: value('endDate'),
    weight: number('weight') ?? record.brweight,
    regularPrice: number('regularPrice'),
    salePrice: number('salePrice'),
    msrpPrice: number('msrpPrice') ?? record.brmsrp,
    mapPrice: number('mapPrice'),
    productImagesLarge: images.large,
    productImagesMedium: images.medium,
    productImagesIcon: images.icon,
    selectorImageURL: colorSwatch ? null : (images.icon[0] ?? null),
    selectorImageType: colorSwatch ? 'color' : 'image',
    swatchImageName: value('swatchImageName'),
  };
}

/** The version an If-Match header names ('"3"', 'W/"3"' or '3'); undefined when absent. */
function ifMatchVersion(request: Request): number | undefined {
  const header = request.headers.get('If-Match')?.trim();
  if (!header || header === '*') return undefined;
  const version = Number(header.replace(/^W\//, '').replaceAll('"', ''));
  return Number.isFinite(version) ? version : -1;
}

const etag = (version: number) => ({ ETag: `"${version}"` });

/** The first §5 problem of a set of overrides, or the checked set. */
function checkOverrides(
  body: unknown,
): { ok: true; fields: ProductOverrides } | { ok: false; message: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, message: recordsServerMessages.overridesNotAnObject };
  const fields: ProductOverrides = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (!isOverrideField(field))
      return { ok: false, message: recordsServerMessages.overrideNotAllowed(field) };
    const problem = overrideValueError(field, value);
    if (problem)
      return { ok: false, message: recordsServerMessages.overrideInvalid(field, problem) };
    fields[field] = value as string | number | boolean;
  }
  return { ok: true, fields };
}

/**
 * The image host (back-office-products.md §2 "a configured image host path plus the image
 * path"): in the demo every picture under the default host path is a labelled placeholder,
 * 'noimage' included, so the Image panel shows what it would load.
 */
function placeholderPicture(path: string): Response {
  const name = path.split('/').slice(-2).join('/').replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="#e8e4dc"/><text x="160" y="125" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#555">${name}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

export const productViewHandlers: HttpHandler[] = [
  http.get(`*${DEFAULT_IMAGE_HOST}*`, ({ request }) => placeholderPicture(new URL(request.url).pathname)),

  staffRoute<{ productId: string }>('productView.get', ({ request, params }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const record = legacyRecords.find(Number(params.productId));
    if (!record) return notFound(recordsServerMessages.productNotFound(params.productId));
    return HttpResponse.json(productOf(record));
  }),

  staffRoute<{ productMasterId: string }>('productView.overrides', ({ request, params }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    const id = Number(params.productMasterId);
    if (!legacyRecords.find(id))
      return notFound(recordsServerMessages.productNotFound(params.productMasterId));
    const stored = productOverrides.find(id);
    return HttpResponse.json(stored?.fields ?? {}, { headers: etag(stored?.version ?? 0) });
  }),

  staffRoute<{ productMasterId: string }>(
    'productView.saveOverrides',
    async ({ request, params }) => {
      const denied = requireStaff(request);
      if (denied) return denied;
      const id = Number(params.productMasterId);
      if (!legacyRecords.find(id))
        return notFound(recordsServerMessages.productNotFound(params.productMasterId));
      const checked = checkOverrides(await request.json().catch(() => undefined));
      if (!checked.ok) return badRequest(checked.message);
      const stored = productOverrides.find(id);
      const expected = ifMatchVersion(request);
      if (expected !== undefined && expected !== (stored?.version ?? 0))
        return conflict(recordsServerMessages.overridesChanged);
      if (!stored) {
        const row = productOverrides.insert({ productMasterId: id, fields: checked.fields });
        return HttpResponse.json(row.fields, { headers: etag(row.version) });
      }
      const saved = productOverrides.update(id, { fields: checked.fields }, stored.version);
      if (!saved.ok) return conflict(recordsServerMessages.overridesChanged);
      return HttpResponse.json(saved.row.fields, { headers: etag(saved.row.version) });
    },
  ),
];
