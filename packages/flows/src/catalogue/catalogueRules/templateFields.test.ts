import { describe, expect, it } from 'vitest';
import { importMessages, seriesMessages, templateFormulaLabels } from './messages';
import { emptyFormulas, isTemplateFormulaName, requiredFormulaNames, templateFormulaFields, templateFormulaLabel } from './templateFields';

describe('the template formula table (§2)', () => {
  it('has the 40 rows of §2 in order, each with a label', () => {
    expect(templateFormulaFields).toHaveLength(40);
    expect(templateFormulaFields[0]?.name).toBe('groupCode');
    expect(templateFormulaFields.at(-1)?.name).toBe('mapPrice');
    for (const field of templateFormulaFields) expect(templateFormulaLabel(field.name)).toBe(templateFormulaLabels[field.name]);
    expect(Object.keys(templateFormulaLabels)).toHaveLength(40);
  });

  it('marks the §5 publish-required formulas', () => {
    expect(requiredFormulaNames).toEqual([
      'groupCode', 'groupName', 'groupURL', 'groupSETitle', 'groupSEDescription', 'groupActive', 'groupStartDate',
      'groupEndDate', 'groupMappedToJoinerySite', 'groupMappedToDistributorSite', 'code', 'name', 'active', 'startDate',
      'endDate', 'showQuoteButton', 'showBuyButton', 'hidePriceUntilCart', 'minimumQty', 'maximumQty', 'inStockQuantity',
    ]);
  });

  it('knows its field names', () => {
    expect(isTemplateFormulaName('gtin')).toBe(true);
    expect(isTemplateFormulaName('language')).toBe(false);
    expect(Object.values(emptyFormulas()).every((f) => f === '')).toBe(true);
  });

  it('keeps the verbatim texts, typos included', () => {
    expect(importMessages.notXlsx).toBe('The File uploaded must be an excel spreadsheet wtih the file extension .xlsx');
    expect(seriesMessages.skuBrickInPublishedSeries).toBe('1 or more supplemental bricks are used in the SKU and cannot be removed');
    expect(templateFormulaLabels.groupMappedToJoinerySite).toBe('Group Mapped To Joinery site');
  });
});
