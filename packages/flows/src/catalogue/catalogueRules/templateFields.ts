import { templateFormulaLabels } from './messages';

/** §2 field type tags: text, boolean, date, integer, decimal. */
export const formulaTypes = ['txt', 'bln', 'dte', 'int', 'dec'] as const;
export type FormulaType = (typeof formulaTypes)[number];

export interface TemplateFormulaField {
  name: string;
  type: FormulaType;
  /** Marked * in the formula table: required to publish (§5 Template publish). */
  required: boolean;
  /** The Code row is generated from the series' SKU bricks and not typed (§2, §4 Code formula). */
  generated?: boolean;
}

/** The formula table of §2, in its order. `{product}` is Joinery. */
export const templateFormulaFields = [
  { name: 'groupCode', type: 'txt', required: true },
  { name: 'groupName', type: 'txt', required: true },
  { name: 'groupDescription', type: 'txt', required: false },
  { name: 'groupURL', type: 'txt', required: true },
  { name: 'groupSETitle', type: 'txt', required: true },
  { name: 'groupSEDescription', type: 'txt', required: true },
  { name: 'groupSEKeywords', type: 'txt', required: false },
  { name: 'groupActive', type: 'bln', required: true },
  { name: 'groupStartDate', type: 'dte', required: true },
  { name: 'groupEndDate', type: 'dte', required: true },
  { name: 'groupMappedToJoinerySite', type: 'bln', required: true },
  { name: 'groupMappedToDistributorSite', type: 'bln', required: true },
  { name: 'code', type: 'txt', required: true, generated: true },
  { name: 'name', type: 'txt', required: true },
  { name: 'description', type: 'txt', required: false },
  { name: 'active', type: 'bln', required: true },
  { name: 'startDate', type: 'dte', required: true },
  { name: 'endDate', type: 'dte', required: true },
  { name: 'manufacturerPartNumber', type: 'txt', required: false },
  { name: 'gtin', type: 'txt', required: false },
  { name: 'overrideImageBaseName', type: 'txt', required: false },
  { name: 'colorSwatch', type: 'txt', required: false },
  { name: 'swatchImageName', type: 'txt', required: false },
  { name: 'colorTraitName', type: 'txt', required: false },
  { name: 'colorTraitValue', type: 'txt', required: false },
  { name: 'trait1Name', type: 'txt', required: false },
  { name: 'trait1Value', type: 'txt', required: false },
  { name: 'trait2Name', type: 'txt', required: false },
  { name: 'trait2Value', type: 'txt', required: false },
  { name: 'showQuoteButton', type: 'bln', required: true },
  { name: 'showBuyButton', type: 'bln', required: true },
  { name: 'hidePriceUntilCart', type: 'bln', required: true },
  { name: 'minimumQty', type: 'int', required: true },
  { name: 'maximumQty', type: 'int', required: true },
  { name: 'inStockQuantity', type: 'int', required: true },
  { name: 'weight', type: 'dec', required: false },
  { name: 'regularPrice', type: 'dec', required: false },
  { name: 'salePrice', type: 'dec', required: false },
  { name: 'msrpPrice', type: 'dec', required: false },
  { name: 'mapPrice', type: 'dec', required: false },
] as const satisfies readonly TemplateFormulaField[];

export type TemplateFormulaName = (typeof templateFormulaFields)[number]['name'];

export const templateFormulaNames: readonly TemplateFormulaName[] = templateFormulaFields.map((f) => f.name);

/** §5: the formulas that must be non-empty to publish. */
export const requiredFormulaNames: readonly TemplateFormulaName[] = templateFormulaFields
  .filter((f) => f.required)
  .map((f) => f.name);

const fieldsByName = new Map<string, TemplateFormulaField>(templateFormulaFields.map((f) => [f.name, f]));

export function isTemplateFormulaName(name: string): name is TemplateFormulaName {
  return fieldsByName.has(name);
}

export function templateFormulaField(name: TemplateFormulaName): TemplateFormulaField {
  return fieldsByName.get(name) as TemplateFormulaField;
}

export function templateFormulaLabel(name: TemplateFormulaName): string {
  return templateFormulaLabels[name];
}

/** Every formula of one language entry, keyed by field name. */
export type TemplateFormulas = Record<TemplateFormulaName, string>;

/** An empty formula for every field. */
export function emptyFormulas(): TemplateFormulas {
  return Object.fromEntries(templateFormulaNames.map((name) => [name, ''])) as TemplateFormulas;
}

/**
 * §9 Template defaults, written in the formula syntax: `@…@` wraps literals and functions,
 * `[…]` a legacy column, `#…#` a brick.
 */
export const templateFormulaDefaults = {
  startDate: "@CONVERT(DATE, '2018-01-01')@",
  groupStartDate: "@CONVERT(DATE, '2018-01-01')@",
  endDate: "@CONVERT(DATE, '2099-12-31')@",
  groupEndDate: "@CONVERT(DATE, '2099-12-31')@",
  manufacturerPartNumber: '[BRPART]',
  gtin: '[BRUPC]',
  weight: '[BRWEIGHT]',
  msrpPrice: '[BRMSRP]',
  minimumQty: '@1@',
  maximumQty: '@999999@',
  showQuoteButton: '@true@',
  showBuyButton: '@false@',
  hidePriceUntilCart: '@false@',
} as const satisfies Partial<TemplateFormulas>;

/** A new template's formulas: the §9 defaults, every other field empty. */
export function defaultFormulas(): TemplateFormulas {
  return { ...emptyFormulas(), ...templateFormulaDefaults };
}

/**
 * §4 Code formula: the series' SKU brick names, each wrapped in hash signs, joined by dots.
 * A `#` inside a brick name is doubled so it stays part of the name.
 */
export function skuCodeFormula(skuBrickNames: readonly string[]): string {
  return skuBrickNames.map((name) => `#${name.replaceAll('#', '##')}#`).join('.');
}

/** §2 dropdown options of the template dialog. */
export const groupMetaClassNames = ['BaseProductContent'] as const;
export const metaClassNames = ['BaseVariationContent'] as const;
export const pageLayouts = ['colorpicker', 'dropdown', 'cabinetstyle', 'colordropdown'] as const;
export type PageLayout = (typeof pageLayouts)[number];
/** §3: only the first language entry, English, is used. */
export const TEMPLATE_LANGUAGE = 'en';
/** §3: new brick values default to English. */
export const BRICK_VALUE_LANGUAGE = 'en';
