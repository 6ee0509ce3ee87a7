import type { WebCategory } from '@joinery/flows/api/catalogue/templates';
import {
  defaultFormulas,
  evaluateFormula,
  parseProductFilter,
  skuCodeFormula,
  templateFormulaField,
  type FormulaContext,
  type FormulaFailureCause,
  type FormulaOutcome,
  type PageLayout,
  type ProductFilter,
  type ProductFilterProblem,
  type TemplateFormulaName,
  type TemplateFormulas,
} from '@joinery/flows/catalogue/catalogueRules';
import { bricks, brickValueOf, type StoredBrick } from './bricks';
import { legacyColumnReader, legacyRecords, seedTemplateClaims, type LegacyRecord } from './legacyRecords';
import { seeded } from '../random';
import { productSeries, SERIES, type StoredSeries } from './series';
import { defineTable } from '../store';

/**
 * Product templates of the embedded back end (back-office-products.md §3 ProductTemplate), and
 * the calculations the template calls run: filter evaluation over the legacy records, formula
 * evaluation for a sample product, and product group counts. Published templates own the rows
 * their filter matches (legacyRecords.ts); drafts own none. One draft overlaps published
 * templates, so its filter reports products with a different template id.
 */
export interface StoredTemplate {
  productTemplateId: number;
  name: string;
  published: 0 | 1;
  priority: number;
  filter: string;
  websiteCategory1: string;
  websiteCategory2: string;
  productSeriesId: number;
  groupMetaClassName: string;
  metaClassName: string;
  groupPageLayoutDefault: PageLayout;
  createdBy: string;
  lastUpdatedAt: string;
  /** Worked out when the template is saved: distinct group codes over the filter's products. */
  productGroupCount: number;
  /** The `en` entry's formulas. */
  formulas: TemplateFormulas;
}

export const webCategories: readonly WebCategory[] = [
  { code: 'KIT-CAB', name: 'Kitchen Cabinets' },
  { code: 'KIT-SHK', name: 'Shaker Cabinets' },
  { code: 'KIT-RPN', name: 'Raised Panel Cabinets' },
  { code: 'KIT-SLB', name: 'Modern Slab Cabinets' },
  { code: 'KIT-INS', name: 'Inset Cabinets' },
  { code: 'KIT-FIL', name: 'Fillers & Panels' },
  { code: 'KIT-MLD', name: 'Moldings & Trim' },
  { code: 'BTH-VAN', name: 'Bathroom Vanities' },
  { code: 'HDW-PUL', name: 'Cabinet Pulls' },
  { code: 'HDW-KNB', name: 'Cabinet Knobs' },
  { code: 'KIT-ACC', name: 'Kitchen Organization' },
  { code: 'SMP-DR', name: 'Sample Doors' },
];

// ---------------------------------------------------------------- calculations

export type FilterOutcome = { ok: true; filter: ProductFilter; records: LegacyRecord[] } | { ok: false; problem: ProductFilterProblem };

/** Parses a filter and runs it over the legacy records. */
export function runFilter(text: string): FilterOutcome {
  const parsed = parseProductFilter(text);
  if (!parsed.ok) return parsed;
  return { ok: true, filter: parsed.filter, records: legacyRecords.matching(parsed.filter) };
}

/** The bricks of a series (its supplemental list holds every brick the others use). */
export function seriesBricks(series: StoredSeries): StoredBrick[] {
  return series.supplementalDataBricks.map((id) => bricks.find(id)).filter((b): b is NonNullable<typeof b> => b !== undefined);
}

/** What a formula reads for one product of a series (pass the series' bricks when evaluating many). */
export function formulaContext(record: LegacyRecord, series: StoredSeries, inSeries: StoredBrick[] = seriesBricks(series)): FormulaContext {
  return {
    readColumn: legacyColumnReader(record),
    readBrick(name) {
      const brick = inSeries.find((b) => b.name.toLowerCase() === name.trim().toLowerCase());
      return brick ? brickValueOf(brick, record) : undefined;
    },
  };
}

export function evaluateTemplateFormula(
  name: TemplateFormulaName,
  formula: string,
  record: LegacyRecord,
  series: StoredSeries,
  inSeries?: StoredBrick[],
): FormulaOutcome {
  return evaluateFormula(formula, templateFormulaField(name).type, formulaContext(record, series, inSeries));
}

export type GroupCount = { ok: true; count: number } | { ok: false; message: string; cause: FormulaFailureCause };

/**
 * How many product groups the group code formula makes of the records: its distinct values.
 * A product lacking a value the formula reads has no group code (SQL's NULL) and is not
 * counted; a formula that is itself wrong fails the count.
 */
export function groupCount(records: readonly LegacyRecord[], series: StoredSeries, groupCodeFormula: string): GroupCount {
  const codes = new Set<string>();
  const inSeries = seriesBricks(series);
  for (const record of records) {
    const outcome = evaluateTemplateFormula('groupCode', groupCodeFormula, record, series, inSeries);
    if (outcome.ok) codes.add(outcome.value);
    else if (outcome.cause !== 'data') return { ok: false, message: outcome.message, cause: outcome.cause };
  }
  return { ok: true, count: codes.size };
}

/**
 * The sample product of a filter's result: the first one with a value for every brick of the
 * series, so the First Sample column shows what a complete product looks like; else the first.
 */
export function sampleRecord(records: readonly LegacyRecord[], series: StoredSeries | undefined): LegacyRecord | undefined {
  if (!series) return records[0];
  const needed = seriesBricks(series);
  return records.find((record) => needed.every((brick) => brickValueOf(brick, record) !== null)) ?? records[0];
}

/** A stored template's group count, 0 when it cannot be worked out. */
export function storedGroupCount(template: Pick<StoredTemplate, 'filter' | 'productSeriesId' | 'formulas'>): number {
  const series = productSeries.find(template.productSeriesId);
  const run = runFilter(template.filter);
  if (!series || !run.ok) return 0;
  const counted = groupCount(run.records, series, template.formulas.groupCode);
  return counted.ok ? counted.count : 0;
}

// ---------------------------------------------------------------- seed

function cabinetFormulas(brand: string): TemplateFormulas {
  return {
    ...defaultFormulas(),
    groupCode: '@LOWER([BRLIN])@-#Cabinet Type#',
    groupName: `${brand} #Door Style:name# #Finish:name# #Cabinet Type:name#`,
    groupDescription: `${brand} #Door Style:name# cabinets in #Finish:name# over solid #Wood Species:name#.`,
    groupURL: '/kitchen-cabinets/@LOWER([BRLIN])@-#Cabinet Type#',
    groupSETitle: `#Cabinet Type:name# | ${brand} #Finish:name# | Joinery`,
    groupSEDescription: `Shop ${brand} #Door Style:name# #Cabinet Type:name# cabinets in #Finish:name#.`,
    groupSEKeywords: '#Door Style:name#, #Finish:name#, #Cabinet Type:name#',
    groupActive: '@true@',
    groupMappedToJoinerySite: '@true@',
    groupMappedToDistributorSite: '@false@',
    code: skuCodeFormula(['Product Line', 'Part Code']),
    name: '@PROPER([BRDES1])@',
    description: "@PROPER(CONCAT([BRDES1], ' - ', [BRDES2]))@",
    active: '@true@',
    colorSwatch: '#Finish#',
    swatchImageName: 'swatch-#Finish#.png',
    colorTraitName: 'Finish',
    colorTraitValue: '#Finish:name#',
    trait1Name: 'Width',
    trait1Value: '#Width:name#',
    trait2Name: 'Hinge',
    trait2Value: '#Hinge Side:name#',
    inStockQuantity: '@[BRQTYASPR] + [BRQTYAELK] + [BRQTYARAL]@',
    regularPrice: '@ROUND([BRCOST] * 1.6, 2)@',
    mapPrice: '@ROUND([BRMSRP] * 0.9, 2)@',
  };
}

function fillerFormulas(): TemplateFormulas {
  return {
    ...cabinetFormulas('Hartwell'),
    groupName: 'Hartwell #Finish:name# #Cabinet Type:name#s',
    groupSEDescription: 'Hartwell #Cabinet Type:name#s finished in #Finish:name# to match your cabinets.',
    groupDescription: 'Fillers, panels and moldings finished to match Hartwell #Finish:name# cabinets.',
    groupURL: '/fillers-and-moldings/@LOWER([BRLIN])@-#Cabinet Type#',
    groupSEKeywords: '#Finish:name#, filler, molding',
    trait1Name: '',
    trait1Value: '',
    trait2Name: '',
    trait2Value: '',
  };
}

function vanityFormulas(): TemplateFormulas {
  return {
    ...cabinetFormulas('Hartwell & Coastal'),
    groupCode: "@LOWER([BRLIN])@-vanity",
    groupName: '#Door Style:name# #Finish:name# Vanities',
    groupDescription: '#Door Style:name# bathroom vanities in #Finish:name#.',
    groupURL: '/bathroom-vanities/@LOWER([BRLIN])@',
    groupSETitle: '#Door Style:name# #Finish:name# Vanities | Joinery',
    groupSEDescription: 'Bathroom vanities and drawer bases in #Finish:name#.',
    trait2Name: 'Drawers',
    trait2Value: '#Drawer Count#',
  };
}

function hardwareFormulas(kind: 'Pulls' | 'Knobs'): TemplateFormulas {
  return {
    ...defaultFormulas(),
    groupCode: '@LOWER([BRLIN])@-#Hardware Type#',
    groupName: 'Summit #Hardware Type:name#',
    groupDescription: `Solid zinc cabinet ${kind.toLowerCase()} with mounting screws.`,
    groupURL: `/cabinet-hardware/${kind.toLowerCase()}/#Hardware Type#`,
    groupSETitle: `#Hardware Type:name# | Cabinet ${kind} | Joinery`,
    groupSEDescription: `Summit #Hardware Type:name# cabinet ${kind.toLowerCase()} in six finishes.`,
    groupSEKeywords: `cabinet ${kind.toLowerCase()}, #Hardware Type:name#`,
    groupActive: '@true@',
    groupMappedToJoinerySite: '@true@',
    groupMappedToDistributorSite: '@true@',
    code: skuCodeFormula(['Manufacturer', 'Part Code']),
    name: 'Summit #Hardware Type:name# #Hardware Size:name# #Hardware Finish:name#',
    description: '@PROPER([BRDES1])@, @PROPER([BRDES2])@',
    active: '@true@',
    colorSwatch: '#Hardware Finish#',
    swatchImageName: 'hw-#Hardware Finish#.png',
    colorTraitName: 'Finish',
    colorTraitValue: '#Hardware Finish:name#',
    trait1Name: 'Size',
    trait1Value: '#Hardware Size:name#',
    showQuoteButton: '@false@',
    showBuyButton: '@true@',
    inStockQuantity: '@[BRQTYASPR] + [BRQTYAELK] + [BRQTYARAL]@',
    regularPrice: '@ROUND([BRCOST] * 2.2, 2)@',
  };
}

interface SeedTemplate extends Omit<StoredTemplate, 'createdBy' | 'lastUpdatedAt' | 'productGroupCount' | 'groupMetaClassName' | 'metaClassName' | 'filter'> {
  filter?: string;
}

const claimFilter = (id: number): string => seedTemplateClaims.find((c) => c.productTemplateId === id)?.filter ?? '';

function seedTemplates(): StoredTemplate[] {
  const faker = seeded(4040);
  const seeds: SeedTemplate[] = [
    { productTemplateId: 1, name: 'Hartwell Shaker White Kitchen', published: 1, priority: 1, websiteCategory1: 'KIT-CAB', websiteCategory2: 'KIT-SHK', productSeriesId: SERIES.kitchenCabinets, groupPageLayoutDefault: 'cabinetstyle', formulas: cabinetFormulas('Hartwell') },
    { productTemplateId: 2, name: 'Hartwell Shaker Dove Gray Kitchen', published: 1, priority: 2, websiteCategory1: 'KIT-CAB', websiteCategory2: 'KIT-SHK', productSeriesId: SERIES.kitchenCabinets, groupPageLayoutDefault: 'cabinetstyle', formulas: cabinetFormulas('Hartwell') },
    { productTemplateId: 3, name: 'Oak Ridge Natural & Espresso', published: 1, priority: 3, websiteCategory1: 'KIT-CAB', websiteCategory2: 'KIT-RPN', productSeriesId: SERIES.kitchenCabinets, groupPageLayoutDefault: 'colordropdown', formulas: cabinetFormulas('Oak Ridge') },
    { productTemplateId: 4, name: 'Coastal Navy Shaker', published: 1, priority: 4, websiteCategory1: 'KIT-CAB', websiteCategory2: 'KIT-SHK', productSeriesId: SERIES.kitchenCabinets, groupPageLayoutDefault: 'cabinetstyle', formulas: cabinetFormulas('Coastal') },
    { productTemplateId: 5, name: 'Maple Hollow Inset White', published: 1, priority: 5, websiteCategory1: 'KIT-CAB', websiteCategory2: 'KIT-INS', productSeriesId: SERIES.kitchenCabinets, groupPageLayoutDefault: 'cabinetstyle', formulas: cabinetFormulas('Maple Hollow') },
    { productTemplateId: 6, name: 'Hartwell Fillers & Moldings', published: 1, priority: 6, websiteCategory1: 'KIT-FIL', websiteCategory2: 'KIT-MLD', productSeriesId: SERIES.fillersAndMoldings, groupPageLayoutDefault: 'dropdown', formulas: fillerFormulas() },
    { productTemplateId: 7, name: 'Summit Cabinet Pulls', published: 1, priority: 7, websiteCategory1: 'HDW-PUL', websiteCategory2: '', productSeriesId: SERIES.cabinetHardware, groupPageLayoutDefault: 'colorpicker', formulas: hardwareFormulas('Pulls') },
    { productTemplateId: 8, name: 'Hartwell & Coastal Vanities', published: 1, priority: 8, websiteCategory1: 'BTH-VAN', websiteCategory2: '', productSeriesId: SERIES.bathVanities, groupPageLayoutDefault: 'colordropdown', formulas: vanityFormulas() },
    {
      productTemplateId: 9,
      name: 'Summit Cabinet Knobs',
      published: 0,
      priority: 9,
      filter: "[BRMFG] = 'SMT' AND [BRLIN] = 'SKB'",
      websiteCategory1: 'HDW-KNB',
      websiteCategory2: '',
      productSeriesId: SERIES.cabinetHardware,
      groupPageLayoutDefault: 'colorpicker',
      formulas: hardwareFormulas('Knobs'),
    },
    {
      productTemplateId: 10,
      name: 'Brookline Graphite Slab',
      published: 0,
      priority: 10,
      filter: "[BRLIN] = 'BKG' AND [BRPRCOD] = 'CAB'",
      websiteCategory1: 'KIT-CAB',
      websiteCategory2: 'KIT-SLB',
      productSeriesId: SERIES.kitchenCabinets,
      groupPageLayoutDefault: 'cabinetstyle',
      // The Collection brick is not part of Kitchen Cabinets: this formula fails to evaluate.
      formulas: { ...cabinetFormulas('Brookline'), groupName: 'Brookline #Collection# #Cabinet Type:name#' },
    },
    {
      productTemplateId: 11,
      name: 'All Hartwell Base Cabinets',
      published: 0,
      priority: 11,
      // Overlaps templates 1 and 2: evaluating it lists products with a different template id.
      filter: "[BRMFG] = 'Hrt' AND [BRPART] LIKE 'B[0-9]%'",
      websiteCategory1: 'KIT-CAB',
      websiteCategory2: '',
      productSeriesId: SERIES.kitchenCabinets,
      groupPageLayoutDefault: 'cabinetstyle',
      formulas: cabinetFormulas('Hartwell'),
    },
    {
      productTemplateId: 12,
      name: 'Lakeside Natural Hickory',
      published: 0,
      priority: 12,
      filter: "[BRLIN] = 'LSN' AND [BRCOST] BETWEEN 100 AND 400",
      websiteCategory1: 'KIT-CAB',
      websiteCategory2: '',
      productSeriesId: SERIES.kitchenCabinets,
      groupPageLayoutDefault: 'cabinetstyle',
      formulas: { ...defaultFormulas(), groupCode: '@LOWER([BRLIN])@-#Cabinet Type#', code: skuCodeFormula(['Product Line', 'Part Code']), name: '@PROPER([BRDES1])@' },
    },
  ];
  const authors = ['dana.catalog@joinery.example', 'sam.merch@joinery.example', 'alex.admin@joinery.example'];
  return seeds.map((seed) => {
    const template: StoredTemplate = {
      ...seed,
      filter: seed.filter ?? claimFilter(seed.productTemplateId),
      groupMetaClassName: 'BaseProductContent',
      metaClassName: 'BaseVariationContent',
      createdBy: faker.helpers.arrayElement(authors),
      lastUpdatedAt: faker.date.between({ from: '2024-09-01T08:00:00Z', to: '2025-06-30T18:00:00Z' }).toISOString(),
      productGroupCount: 0,
    };
    return { ...template, productGroupCount: seedGroupCount(template) };
  });
}

/**
 * The seed's group counts are worked out once per session: they take a filter and a formula
 * run over 5,000 rows per template, and every reset of the store would repeat them.
 */
const seedGroupCounts = new Map<number, number>();
function seedGroupCount(template: StoredTemplate): number {
  let count = seedGroupCounts.get(template.productTemplateId);
  if (count === undefined) {
    count = storedGroupCount(template);
    seedGroupCounts.set(template.productTemplateId, count);
  }
  return count;
}

export const productTemplates = defineTable<StoredTemplate, number>('productTemplates', (t) => t.productTemplateId, seedTemplates);

export function nextTemplateId(): number {
  return Math.max(0, ...productTemplates.all().map((t) => t.productTemplateId)) + 1;
}
