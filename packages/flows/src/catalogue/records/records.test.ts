import { describe, expect, it } from 'vitest';
import { hasMoreJobPages, hasMoreRecords, exportFileNames } from './constants';
import {
  overrideTextError,
  overrideValueError,
  isOverrideField,
  OVERRIDE_CHECKBOX_FIELDS,
  NEVER_OVERRIDABLE_FIELDS,
} from './overrideFields';
import { overrideValidationMessages, recordsMessages } from './messages';
import {
  canExportUnprocessed,
  isChosen,
  parseTemplateOption,
  selectToZero,
  templateIdOf,
  textFiltersApply,
} from './requestRules';

describe('paging (§9)', () => {
  it('shows Load More only while the total exceeds 100 times the page', () => {
    expect(hasMoreRecords(100, 1)).toBe(false);
    expect(hasMoreRecords(101, 1)).toBe(true);
    expect(hasMoreRecords(250, 2)).toBe(true);
    expect(hasMoreRecords(250, 3)).toBe(false);
  });
  it('shows the jobs Load More while pages × 50 exceeds the page × 50', () => {
    expect(hasMoreJobPages(3, 2)).toBe(true);
    expect(hasMoreJobPages(3, 3)).toBe(false);
    expect(hasMoreJobPages(0, 1)).toBe(false);
  });
  it('words the counter and the export names as §2 and §9 do', () => {
    expect(recordsMessages.resultsCounter(250, 100)).toBe('250 Results (Viewing 1-100 of 250)');
    expect(exportFileNames.unprocessedRecords(42)).toBe('Unprocessed_Records_Export_42.xlsx');
  });
});

describe('request rules', () => {
  it("sends 'Select' and empty dropdowns as '0'", () => {
    expect(selectToZero('Select')).toBe('0');
    expect(selectToZero('')).toBe('0');
    expect(selectToZero(undefined)).toBe('0');
    expect(selectToZero('ACME')).toBe('ACME');
    expect(selectToZero(3)).toBe('3');
    expect(isChosen('0')).toBe(false);
    expect(isChosen('12-Base')).toBe(true);
  });
  it("reads 'id-name' template options", () => {
    expect(parseTemplateOption('12-Base Cabinets - Shaker')).toEqual({
      id: 12,
      name: 'Base Cabinets - Shaker',
    });
    expect(parseTemplateOption('Base')).toBeUndefined();
    expect(templateIdOf('7-Vanities')).toBe(7);
    expect(templateIdOf('7')).toBe(7);
    expect(templateIdOf('Select')).toBeUndefined();
  });
  it('enables export as §5 says', () => {
    expect(
      canExportUnprocessed({ listType: 0, publishedTemplate: '5', unpublishedTemplate: '0' }),
    ).toBe(false);
    expect(
      canExportUnprocessed({
        listType: 1,
        publishedTemplate: 'Select',
        unpublishedTemplate: 'Select',
      }),
    ).toBe(true);
    expect(
      canExportUnprocessed({
        listType: 2,
        publishedTemplate: 'Select',
        unpublishedTemplate: 'Select',
      }),
    ).toBe(false);
    expect(
      canExportUnprocessed({
        listType: 2,
        publishedTemplate: 'Select',
        unpublishedTemplate: '4-Draft',
      }),
    ).toBe(true);
    expect(
      canExportUnprocessed({
        listType: 3,
        publishedTemplate: 'Select',
        unpublishedTemplate: '4-Draft',
      }),
    ).toBe(false);
    expect(
      canExportUnprocessed({
        listType: 3,
        publishedTemplate: '2-Base',
        unpublishedTemplate: 'Select',
      }),
    ).toBe(true);
  });
  it('disables the text filters for list type 2 only', () => {
    expect(textFiltersApply(2)).toBe(false);
    expect(textFiltersApply(1)).toBe(true);
  });
});

describe('override fields (§5)', () => {
  it('requires a name', () => {
    expect(overrideTextError('name', '  ')).toBe(overrideValidationMessages.required);
    expect(overrideTextError('name', 'Shaker Base 30')).toBeUndefined();
  });
  it('wants dates as three parts that make a real date', () => {
    expect(overrideTextError('startDate', '01/31/2026')).toBeUndefined();
    expect(overrideTextError('startDate', '02/30/2026')).toBe(overrideValidationMessages.date);
    expect(overrideTextError('endDate', '2026-01-31')).toBe(overrideValidationMessages.date);
    expect(overrideTextError('endDate', '')).toBe(overrideValidationMessages.date);
  });
  it('wants quantities as digits only', () => {
    expect(overrideTextError('minimumQty', '12')).toBeUndefined();
    expect(overrideTextError('maximumQty', '')).toBe(overrideValidationMessages.integer);
    expect(overrideTextError('inStockQuantity', '1.5')).toBe(overrideValidationMessages.integer);
  });
  it('wants decimals with a point, letting an empty value pass', () => {
    expect(overrideTextError('regularPrice', '12.50')).toBeUndefined();
    expect(overrideTextError('weight', '')).toBeUndefined();
    expect(overrideTextError('salePrice', '12')).toBe(overrideValidationMessages.decimal);
    expect(overrideTextError('mapPrice', 'abc.')).toBe(overrideValidationMessages.decimal);
  });
  it('accepts JSON numbers and booleans where they fit', () => {
    expect(overrideValueError('minimumQty', 3)).toBeUndefined();
    expect(overrideValueError('minimumQty', 3.5)).toBe(overrideValidationMessages.integer);
    expect(overrideValueError('regularPrice', 12)).toBeUndefined();
    expect(overrideValueError('active', false)).toBeUndefined();
    expect(overrideValueError('active', 'yes')).toBeDefined();
    expect(overrideValueError('name', { name: 'x' })).toBe(overrideValidationMessages.required);
  });
  it('never offers the §5 excluded fields', () => {
    for (const field of NEVER_OVERRIDABLE_FIELDS) expect(isOverrideField(field)).toBe(false);
    // Every §2 field keeps its checkbox, the quantity and price fields included (docs/decisions.md).
    expect(OVERRIDE_CHECKBOX_FIELDS).toContain('regularPrice');
    expect(OVERRIDE_CHECKBOX_FIELDS).toContain('name');
  });
});
