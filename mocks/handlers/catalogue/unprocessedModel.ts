import {
  matchesProductFilter,
  parseProductFilter,
  type ProductFilter,
} from '@joinery/flows/catalogue/catalogueRules';
import { LIST_TYPES, recordsServerMessages, type SortOrder } from '@joinery/flows/catalogue/records';
import type { UnprocessedListBody, UnprocessedRecord } from '@joinery/flows/api/catalogue/unprocessed';
import { bricks, brickValueOf, type StoredBrick } from '../../data/catalogue/bricks';
import {
  joinerySkuOf,
  legacyColumnReader,
  legacyRecords,
  type LegacyRecord,
} from '../../data/catalogue/legacyRecords';
import { productSeries } from '../../data/catalogue/series';
import { productTemplates, type StoredTemplate } from '../../data/catalogue/templates';
import type { RecordUpdate } from '../../data/catalogue/jobs';

/**
 * The unprocessed-records view of the legacy product master (back-office-products.md §2, §3):
 * which rows lack a template, supplemental data or host-system attributes, and for which
 * template. Shared by the list calls, the export job's file and the import's checks.
 *
 * A template's records are the rows it owns plus, for rows no template owns yet, the rows its
 * Product Filter matches (what it would claim): so a draft template has records too.
 */

export interface TemplateInfo {
  template: StoredTemplate;
  /** Bricks whose values come from supplemental data (not from a legacy column), in series order. */
  supplementalBricks: StoredBrick[];
  filter: ProductFilter | undefined;
}

export interface TemplateIndex {
  byId: Map<number, TemplateInfo>;
  byName: Map<string, TemplateInfo>;
}

/** Templates with what the checks need, read once per request (they change as staff edit them). */
export function templateIndex(): TemplateIndex {
  const brickById = new Map(bricks.all().map((b) => [b.productBrickId, b]));
  const byId = new Map<number, TemplateInfo>();
  const byName = new Map<string, TemplateInfo>();
  for (const template of productTemplates.all()) {
    const series = productSeries.find(template.productSeriesId);
    const supplementalBricks = (series?.supplementalDataBricks ?? [])
      .map((id) => brickById.get(id))
      .filter((b): b is NonNullable<typeof b> => b !== undefined && !b.sourceField);
    const parsed = parseProductFilter(template.filter);
    const info = { template, supplementalBricks, filter: parsed.ok ? parsed.filter : undefined };
    byId.set(template.productTemplateId, info);
    byName.set(template.name.trim().toLowerCase(), info);
  }
  return { byId, byName };
}

/** 'id-name', as the template dropdowns list them. */
export const templateOption = (t: Pick<StoredTemplate, 'productTemplateId' | 'name'>) =>
  `${t.productTemplateId}-${t.name}`;

export function isSupplementalMissing(
  record: LegacyRecord,
  info: TemplateInfo | undefined,
): boolean {
  return info
    ? info.supplementalBricks.some((brick) => brickValueOf(brick, record) === null)
    : false;
}

/** True when the row belongs to the template: owned by it, or unowned and matched by its filter. */
export function isRecordOfTemplate(record: LegacyRecord, info: TemplateInfo): boolean {
  if (record.productTemplateId === info.template.productTemplateId) return true;
  return (
    record.productTemplateId === 0 &&
    !!info.filter &&
    matchesProductFilter(info.filter, legacyColumnReader(record))
  );
}

export function unprocessedRow(
  record: LegacyRecord,
  info: TemplateInfo | undefined,
): UnprocessedRecord {
  return {
    brprid: record.brprid,
    brmfg: record.brmfg,
    brlin: record.brlin,
    brpart: record.brpart,
    brdeS1: record.brdeS1,
    brdeS2: record.brdeS2,
    brdeS3: record.brdeS3,
    productTemplateId: info?.template.productTemplateId ?? 0,
    productTemplateName: info?.template.name ?? '',
    supplementalDataMissing: isSupplementalMissing(record, info),
  };
}

/** Which templates a list call may draw on: §7's three endpoints. */
export type TemplateScope = 'any' | 'published' | 'unpublished';

export type UnprocessedFilters = Pick<
  UnprocessedListBody,
  | 'listTypeFilter'
  | 'publishedTemplateFilter'
  | 'unpublishedTemplateFilter'
  | 'manufacturerFilter'
  | 'productLineFilter'
  | 'partFilter'
  | 'descriptionFilter'
>;

export type Matched =
  | { ok: true; rows: UnprocessedRecord[]; chosen: TemplateInfo | undefined }
  | { ok: false; message: string };

const none = (value: string | undefined) => !value || value.trim() === '' || value.trim() === '0';

/** The chosen template of a filter, checked against the scope. */
function chosenTemplate(filters: UnprocessedFilters, scope: TemplateScope, index: TemplateIndex) {
  const published = none(filters.publishedTemplateFilter)
    ? undefined
    : filters.publishedTemplateFilter.trim();
  const unpublished = none(filters.unpublishedTemplateFilter)
    ? undefined
    : filters.unpublishedTemplateFilter.trim();
  const id = published ?? unpublished;
  if (id === undefined) return { ok: true as const, info: undefined };
  const info = index.byId.get(Number(id));
  if (!info) return { ok: false as const, message: recordsServerMessages.unknownTemplate(id) };
  const wantsPublished = published !== undefined ? scope !== 'unpublished' : scope === 'published';
  if (wantsPublished && info.template.published !== 1)
    return {
      ok: false as const,
      message: recordsServerMessages.templateNotPublished(info.template.name),
    };
  if (!wantsPublished && info.template.published === 1)
    return {
      ok: false as const,
      message: recordsServerMessages.templatePublished(info.template.name),
    };
  return { ok: true as const, info };
}

/**
 * The rows a list call answers, before sorting and paging. List type 1: rows no template owns;
 * 2: rows lacking supplemental data for their template; 3: rows the host system has not sent
 * attributes for; 0: any of those. A chosen template narrows to its records (and is the
 * template the rows are shown and checked against); the text filters apply except for type 2.
 */
export function matchUnprocessed(
  filters: UnprocessedFilters,
  scope: TemplateScope,
  index = templateIndex(),
): Matched {
  const listType = Number(filters.listTypeFilter);
  if (!Number.isInteger(listType) || listType < 0 || listType > 3)
    return { ok: false, message: recordsServerMessages.listTypeInvalid };
  const chosen = chosenTemplate(filters, scope, index);
  if (!chosen.ok) return chosen;
  const textApplies = listType !== LIST_TYPES.missingSupplemental;
  const manufacturer =
    textApplies && !none(filters.manufacturerFilter)
      ? filters.manufacturerFilter.trim().toUpperCase()
      : undefined;
  const line =
    textApplies && !none(filters.productLineFilter)
      ? filters.productLineFilter.trim().toUpperCase()
      : undefined;
  const part = textApplies ? filters.partFilter.trim().toUpperCase() : '';
  const description = textApplies ? filters.descriptionFilter.trim().toUpperCase() : '';

  const inScope = (info: TemplateInfo | undefined) =>
    scope === 'any' ||
    (info !== undefined && info.template.published === (scope === 'published' ? 1 : 0));

  const rows: UnprocessedRecord[] = [];
  for (const record of legacyRecords.all()) {
    if (manufacturer && record.brmfg.toUpperCase() !== manufacturer) continue;
    if (line && record.brlin.toUpperCase() !== line) continue;
    if (part && !record.brpart.toUpperCase().includes(part)) continue;
    if (
      description &&
      ![record.brdeS1, record.brdeS2, record.brdeS3].some((d) =>
        d.toUpperCase().includes(description),
      )
    )
      continue;
    let info: TemplateInfo | undefined;
    if (chosen.info) {
      if (!isRecordOfTemplate(record, chosen.info)) continue;
      info = chosen.info;
    } else {
      info = index.byId.get(record.productTemplateId);
      if (!inScope(info)) continue;
    }
    const row = unprocessedRow(record, info);
    const owned = record.productTemplateId !== 0;
    const keep =
      listType === LIST_TYPES.missingTemplate
        ? // §4: "type 1 shows rows with template id 0 and supplemental data not missing", also
          // when a template is chosen (its unowned records are checked against its bricks).
          !owned && !row.supplementalDataMissing
        : listType === LIST_TYPES.missingSupplemental
          ? row.supplementalDataMissing
          : listType === LIST_TYPES.missingAs400Attribute
            ? record.as400AttributesMissing
            : !owned || row.supplementalDataMissing || record.as400AttributesMissing;
    if (keep) rows.push(row);
  }
  return { ok: true, rows, chosen: chosen.info };
}

/** §7 sort keys (after the client's mapping), case-insensitive, to row fields. */
const sortFields: Record<string, keyof UnprocessedRecord> = {
  brprid: 'brprid',
  brmfg: 'brmfg',
  brlin: 'brlin',
  brpart: 'brpart',
  brdes1: 'brdeS1',
  brdes2: 'brdeS2',
  brdes3: 'brdeS3',
  producttemplateid: 'productTemplateId',
  unprocessedrecordname: 'productTemplateName',
  supplementaldatamissing: 'supplementalDataMissing',
};

export function unprocessedSortField(sortBy: string): keyof UnprocessedRecord | undefined | false {
  if (sortBy.trim() === '') return undefined;
  return sortFields[sortBy.trim().toLowerCase()] ?? false;
}

/** Sorts rows by a field; 'Unspecified' keeps product master id order. */
export function sortRows<T>(rows: T[], field: keyof T | undefined, order: SortOrder | string): T[] {
  if (!field || order === 'Unspecified') return rows;
  const direction = order === 'Descending' ? -1 : 1;
  const text = (value: unknown) => (value === null || value === undefined ? '' : value);
  return [...rows].sort((a, b) => {
    const x = text(a[field]);
    const y = text(b[field]);
    const compared =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : typeof x === 'boolean' && typeof y === 'boolean'
          ? Number(x) - Number(y)
          : String(x).localeCompare(String(y), 'en', { numeric: true, sensitivity: 'base' });
    return compared * direction;
  });
}

/** The changes an import row makes when its job finishes: template (if published) and supplemental data. */
export function applyRecordUpdates(updates: readonly RecordUpdate[]): void {
  legacyRecords.updateMany(
    updates.flatMap((update) => {
      const record = legacyRecords.find(update.brprid);
      if (!record) return [];
      const claims = record.productTemplateId === 0 && update.productTemplateId !== 0;
      return [
        {
          brprid: update.brprid,
          patch: {
            supplemental: { ...record.supplemental, ...update.supplemental },
            ...(claims
              ? { productTemplateId: update.productTemplateId, JoinerySKU: joinerySkuOf(record) }
              : {}),
          },
        },
      ];
    }),
  );
}

/**
 * What a Template Preprocessor job does: rows no template owns that a published template's
 * filter matches are given to the first such template (by priority).
 */
export function unclaimedMatches(index = templateIndex()): RecordUpdate[] {
  const published = [...index.byId.values()]
    .filter((info) => info.template.published === 1 && info.filter)
    .sort((a, b) => a.template.priority - b.template.priority);
  const updates: RecordUpdate[] = [];
  for (const record of legacyRecords.where((r) => r.productTemplateId === 0)) {
    const read = legacyColumnReader(record);
    const owner = published.find((info) => info.filter && matchesProductFilter(info.filter, read));
    if (owner)
      updates.push({
        brprid: record.brprid,
        productTemplateId: owner.template.productTemplateId,
        supplemental: {},
      });
  }
  return updates;
}
