import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { importMessages } from '../../catalogue/catalogueRules/messages';
import { isApiError } from '../errors';
import { brickValueHeaderProblem, readBrickValuesFile } from './bricks';
import { expectXlsx, hasXlsxExtension } from './spreadsheet';
import { readTemplateSheet, templateExportFileName, templateExportRows } from './templates';

type Cell = string | number | null;

async function workbook(rows: Cell[][], name: string): Promise<File> {
  const blob = await writeXlsxFile(rows).toBlob();
  return new File([blob], name, { type: blob.type });
}

describe('readBrickValuesFile (§5 brick import)', () => {
  it('reads the rows under BRICKID, CODE, NAME; empty cells become empty text; blank rows are skipped', async () => {
    const file = await workbook(
      [
        ['BRICKID', 'CODE', 'NAME'],
        [9, 'WHT', 'White'],
        [9, 'gry', null],
        [null, null, null],
        [null, 24, 'Numeric code'],
      ],
      'finish values.xlsx',
    );
    expect(await readBrickValuesFile(file)).toEqual({
      ok: true,
      rows: [
        { BRICKID: '9', CODE: 'WHT', NAME: 'White' },
        { BRICKID: '9', CODE: 'gry', NAME: '' },
        { BRICKID: '', CODE: '24', NAME: 'Numeric code' },
      ],
    });
  });

  it('refuses a file that is not .xlsx with the verbatim alert', async () => {
    const file = new File(['BRICKID,CODE,NAME'], 'values.csv', { type: 'text/csv' });
    expect(await readBrickValuesFile(file)).toEqual({ ok: false, message: importMessages.notXlsx });
  });

  it('says so when an .xlsx cannot be read', async () => {
    const file = new File(['not a zip'], 'broken.xlsx');
    expect(await readBrickValuesFile(file)).toEqual({ ok: false, message: importMessages.unreadableWorkbook });
  });

  it.each([
    [['CODE', 'BRICKID', 'NAME'], 'Missing BrickID column'],
    [['BRICKID', 'NAME', 'CODE'], 'Missing Code column'],
    [['BRICKID', 'CODE'], 'Missing Name column'],
    [[], 'Missing BrickID column'],
  ])('checks the headings %j in order', async (header, message) => {
    expect(brickValueHeaderProblem(header)).toBe(message);
    const file = await workbook([header, [1, 'a', 'A']], 'values.xlsx');
    expect(await readBrickValuesFile(file)).toEqual({ ok: false, message });
  });

  it('accepts headings in any case with spaces around', () => {
    expect(brickValueHeaderProblem([' brickid', 'Code ', 'name'])).toBeUndefined();
  });
});

describe('readTemplateSheet (§5 template import)', () => {
  it('reads FIELD / VALUE pairs; a missing value is empty text', async () => {
    const file = await workbook(
      [
        ['FIELD', 'VALUE'],
        ['groupName', '#Door Style:name# Cabinets'],
        ['minimumQty', 1],
        ['salePrice', null],
        [null, 'ignored'],
      ],
      '12 Export.xlsx',
    );
    expect(await readTemplateSheet(file)).toEqual({
      ok: true,
      values: { groupName: '#Door Style:name# Cabinets', minimumQty: '1', salePrice: '' },
      uncomputed: [],
    });
  });

  it('leaves out a VALUE cell that is a formula with no saved result, naming its cell (issue 43); a computed one is read', async () => {
    const file = await workbook(
      [
        ['FIELD', 'VALUE'],
        ['groupName', 'Knobs'],
        ['groupSEKeywords', { type: 'Formula', value: '=A2&"x"' } as unknown as Cell],
        ['salePrice', null],
      ],
      'template.xlsx',
    );
    expect(await readTemplateSheet(file)).toEqual({
      ok: true,
      values: { groupName: 'Knobs', salePrice: '' },
      uncomputed: [{ field: 'groupSEKeywords', cell: 'B3' }],
    });
  });

  it('reads the FORMULA column of a sheet this back office exported (VALUE holds the results there)', async () => {
    const file = await workbook(
      [
        ['FIELD', 'VALUE', 'FORMULA'],
        ['groupCode', 'b0', '@LOWER([BRLIN])@'],
        ['salePrice', null, null],
      ],
      '12 Export.xlsx',
    );
    expect(await readTemplateSheet(file)).toEqual({ ok: true, values: { groupCode: '@LOWER([BRLIN])@', salePrice: '' }, uncomputed: [] });
  });

  it('refuses a file that is not .xlsx', async () => {
    expect(await readTemplateSheet(new File(['x'], 'template.xls'))).toEqual({ ok: false, message: importMessages.notXlsx });
  });

  it.each([
    [['NAME', 'VALUE'], importMessages.missingFieldColumn],
    [['FIELD'], importMessages.missingValueColumn],
  ])('checks the headings %j', async (header, message) => {
    expect(await readTemplateSheet(await workbook([header], 't.xlsx'))).toEqual({ ok: false, message });
  });
});

describe('template export helpers', () => {
  it('names the file after the template (§9)', () => {
    expect(templateExportFileName(12)).toBe('12 Export.xlsx');
  });

  it('sends every formula by field name with its first-sample result as formulaResult (§3), the expression beside it', () => {
    const rows = templateExportRows({ groupCode: '[BRLIN]', groupName: '#Finish#' }, { groupCode: 'b0' });
    expect(rows).toHaveLength(40);
    expect(rows[0]).toEqual({ name: 'groupCode', formulaResult: 'b0', formulaExpression: '[BRLIN]' });
    // Not evaluated (or failed): no result.
    expect(rows[1]).toEqual({ name: 'groupName', formulaResult: '', formulaExpression: '#Finish#' });
    expect(rows[2]).toEqual({ name: 'groupDescription', formulaResult: '', formulaExpression: '' });
  });
});

describe('spreadsheet checks', () => {
  it('accepts only the .xlsx extension', () => {
    expect(hasXlsxExtension('Values.XLSX')).toBe(true);
    expect(hasXlsxExtension('values.xls')).toBe(false);
    expect(hasXlsxExtension('values.xlsx.csv')).toBe(false);
  });

  it('turns a download that is not a workbook into a malformed ApiError naming the call', async () => {
    const error = await expectXlsx('bricks.exportValues', new Blob(['{"oops": true}'])).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.call).toBe('bricks.exportValues');
    const good = await writeXlsxFile([['a']]).toBlob();
    await expect(expectXlsx('bricks.exportValues', good)).resolves.toBe(good);
  });
});
