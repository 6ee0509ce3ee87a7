import { describe, expect, it } from 'vitest';
import type { ColumnValue, LegacyColumnName } from './legacyColumns';
import { formulaMessages, formulaTypeNames } from './messages';
import { defaultFormulas, skuCodeFormula, templateFormulaDefaults, templateFormulaField, type FormulaType } from './templateFields';
import { checkFormulaSyntax, evaluateFormula, formatFormulaDate, type FormulaBrickValue, type FormulaContext } from './templateFormula';

const columns: Partial<Record<LegacyColumnName, ColumnValue>> = {
  BRMFG: 'HRT',
  BRLIN: 'SWH',
  BRPART: 'W3030',
  BRDES1: 'WALL CABINET 30"W X 30"H',
  BRDES2: 'SHAKER WHITE MAPLE',
  BRUPC: '081234000011',
  BRCOST: 150,
  BRMSRP: 322.5,
  BRWEIGHT: 27.4,
  BRQTYASPR: 4,
  BRQTYAELK: 0,
  BRQTYARAL: 7,
};
const bricks: Record<string, FormulaBrickValue | null> = {
  'product line': { code: 'swh', name: 'Shaker White' },
  'part code': { code: 'w3030', name: 'WALL CABINET 30"W X 30"H' },
  'door style': { code: 'shk', name: 'Shaker' },
  width: { code: '30', name: '30"' },
  'hinge side': null,
};
const context: FormulaContext = {
  readColumn: (column) => columns[column] ?? null,
  readBrick: (name) => bricks[name.trim().toLowerCase()],
};

function value(formula: string, type: FormulaType = 'txt'): string {
  const outcome = evaluateFormula(formula, type, context);
  if (!outcome.ok) throw new Error(`expected ${formula} to evaluate: ${outcome.message}`);
  return outcome.value;
}
function failure(formula: string, type: FormulaType = 'txt') {
  const outcome = evaluateFormula(formula, type, context);
  if (outcome.ok) throw new Error(`expected ${formula} to fail, got ${outcome.value}`);
  return outcome;
}

describe('evaluateFormula: the three delimiters of §9', () => {
  it('copies plain text and substitutes bracketed columns', () => {
    expect(value('Part [BRPART] by [Manufacturer]')).toBe('Part W3030 by HRT');
    expect(value('[brpart]')).toBe('W3030');
  });

  it('substitutes hash-wrapped bricks by code, or by name with :name', () => {
    expect(value('#Product Line#.#Part Code#')).toBe('swh.w3030');
    expect(value('#Door Style:name# #width:NAME#')).toBe('Shaker 30"');
    expect(value('#Door Style:code#')).toBe('shk');
  });

  it('evaluates at-sign-wrapped literals and functions', () => {
    expect(value("@'literal'@")).toBe('literal');
    expect(value('@UPPER(#Product Line#)@-@LOWER([BRPART])@')).toBe('SWH-w3030');
    expect(value('@PROPER([BRDES1])@')).toBe('Wall Cabinet 30"W X 30"H');
    expect(value("@CONCAT([BRMFG], '-', NULL, [BRLIN])@")).toBe('HRT-SWH');
    expect(value("@LEFT([BRPART], 1)@@RIGHT([BRPART], 2)@@SUBSTRING([BRPART], 2, 2)@")).toBe('W3030');
    expect(value("@REPLACE([BRDES2], 'white', 'Ivory')@")).toBe('SHAKER Ivory MAPLE');
    expect(value("@TRIM('  x  ')@|@LTRIM(' y')@|@RTRIM('z ')@|@LEN('abc  ')@")).toBe('x|y|z|3');
    expect(value("@ISNULL([BRVSKU], 'none')@ @COALESCE(NULL, NULL, 'third')@")).toBe('none third');
  });

  it('keeps doubled delimiters as the characters themselves', () => {
    expect(value('Item ##1 @@ [BRMFG]')).toBe('Item #1 @ HRT');
  });

  it('computes with numbers, keeping the type of a formula that is one expression', () => {
    expect(value('@[BRQTYASPR] + [BRQTYAELK] + [BRQTYARAL]@', 'int')).toBe('11');
    expect(value('@ROUND([BRCOST] * 1.6, 2)@', 'dec')).toBe('240');
    expect(value('@ROUND([BRMSRP] / 3, 2)@', 'dec')).toBe('107.5');
    expect(value('@-(2 - 5) * 2@', 'int')).toBe('6');
    expect(value("@'Qty ' + [BRQTYARAL]@")).toBe('Qty 7');
  });

  it('writes the §9 defaults in the formula syntax and they evaluate to their types', () => {
    const formulas = defaultFormulas();
    const results = Object.fromEntries(
      Object.entries(templateFormulaDefaults).map(([name, formula]) => [
        name,
        evaluateFormula(formula, templateFormulaField(name as keyof typeof templateFormulaDefaults).type, context),
      ]),
    );
    expect(results).toEqual({
      startDate: { ok: true, value: '01/01/2018' },
      groupStartDate: { ok: true, value: '01/01/2018' },
      endDate: { ok: true, value: '12/31/2099' },
      groupEndDate: { ok: true, value: '12/31/2099' },
      manufacturerPartNumber: { ok: true, value: 'W3030' },
      gtin: { ok: true, value: '081234000011' },
      weight: { ok: true, value: '27.4' },
      msrpPrice: { ok: true, value: '322.5' },
      minimumQty: { ok: true, value: '1' },
      maximumQty: { ok: true, value: '999999' },
      showQuoteButton: { ok: true, value: 'true' },
      showBuyButton: { ok: true, value: 'false' },
      hidePriceUntilCart: { ok: true, value: 'false' },
    });
    expect(formulas.groupName).toBe('');
  });

  it('builds the Code formula from SKU brick names (§4)', () => {
    expect(skuCodeFormula(['Product Line', 'Part Code'])).toBe('#Product Line#.#Part Code#');
    expect(value(skuCodeFormula(['Product Line', 'Part Code']))).toBe('swh.w3030');
    expect(skuCodeFormula(['Odd#Name'])).toBe('#Odd##Name#');
  });

  it('answers an empty formula with an empty result', () => {
    expect(value('', 'dec')).toBe('');
  });
});

describe('evaluateFormula: typed results', () => {
  it.each([
    ['@true@', 'bln', 'true'],
    ["@'FALSE'@", 'bln', 'false'],
    ['@1@', 'bln', 'true'],
    ["@CONVERT(BIT, 'true')@", 'bln', 'true'],
    ["@CONVERT(DATE, '3/7/2025')@", 'dte', '03/07/2025'],
    ["@CONVERT(DATE, '2025-03-07') + 30@", 'dte', '04/06/2025'],
    ['2025-02-28', 'dte', '02/28/2025'],
    ["@CONVERT(INT, '42.9')@", 'int', '42'],
    ["@CONVERT(DECIMAL(10, 2), '12.50')@", 'dec', '12.5'],
    ["@CONVERT(VARCHAR(20), 12)@", 'txt', '12'],
  ] as const)('%s as %s → %s', (formula, type, expected) => {
    expect(value(formula, type)).toBe(expected);
  });

  it.each([
    ["@'maybe'@", 'bln'],
    ['@1.5@', 'int'],
    ['[BRMFG]', 'dec'],
    ['2025-02-30', 'dte'],
  ] as const)('%s is not %s', (formula, type) => {
    const outcome = failure(formula, type);
    expect(outcome.message).toContain(formulaTypeNames[type]);
    expect(outcome.cause).toBe('formula');
  });
});

describe('evaluateFormula: failures per field', () => {
  it.each([
    ['[BRMFG', formulaMessages.unclosed('[', 1)],
    ['#Width', formulaMessages.unclosed('#', 1)],
    ['@UPPER([BRMFG])', formulaMessages.unclosed('@', 1)],
    ['[Colour]', formulaMessages.unknownColumn('Colour')],
    ['[]', formulaMessages.emptyReference('[', 1)],
    ['##x', undefined],
    ['#Collection#', formulaMessages.unknownBrick('Collection')],
    ['@SHOUT([BRMFG])@', formulaMessages.unknownFunction('SHOUT')],
    ['@LEFT([BRMFG])@', formulaMessages.wrongArguments('LEFT', 'two arguments')],
    ['@UPPER([BRMFG]@', formulaMessages.unexpectedEnd],
    ['@[BRMFG] [BRLIN]@', formulaMessages.syntax('[BRLIN]')],
    ['@@@', formulaMessages.unclosed('@', 3)],
    ['@1 / 0@', formulaMessages.divideByZero],
    ["@'abc' * 2@", formulaMessages.notANumber('abc')],
    ["@CONVERT(DATE, 'soon')@", formulaMessages.notADate('soon')],
    ['@CONVERT(BANANA, 1)@', formulaMessages.syntax('BANANA')],
    ['@@', undefined],
  ])('%j', (formula, message) => {
    const outcome = evaluateFormula(formula, 'txt', context);
    if (message === undefined) {
      expect(outcome.ok).toBe(true);
      return;
    }
    expect(outcome).toEqual({ ok: false, message, cause: 'formula' });
  });

  it('says when the product lacks the brick value, as a data problem', () => {
    expect(failure('#Hinge Side#')).toEqual({ ok: false, message: formulaMessages.missingBrickValue('Hinge Side'), cause: 'data' });
  });

  it.each(["@UPPER([BRLIN]); DROP TABLE Products@", '@1 -- comment@', '@1 /* x */@', '@DELETE(1)@', '@select 1@'])(
    'refuses %j outright (FORMULA_FAILURE)',
    (formula) => {
      expect(failure(formula)).toEqual({ ok: false, message: formulaMessages.forbidden, cause: 'rejected' });
    },
  );

  it('lets a semicolon or dashes in plain text through', () => {
    expect(value('Base; white -- maple')).toBe('Base; white -- maple');
    expect(value("@'a;b'@")).toBe('a;b');
  });

  it('never throws, whatever the input', () => {
    const inputs = ['@', '[', '#', "@'", '@(@', '@)@', '@,@', '@-@', '@CONVERT(@', '@CONVERT(DATE@', '@1 +@', '\u0000', '@#@', '@[@'];
    for (const input of inputs) expect(() => evaluateFormula(input, 'txt', context)).not.toThrow();
  });
});

describe('checkFormulaSyntax', () => {
  it('lists the columns and bricks a formula reads without a product', () => {
    expect(checkFormulaSyntax("#Door Style:name# [BRLIN] @UPPER([Manufacturer]) + '-' + #Width#@")).toEqual({
      ok: true,
      references: { columns: ['BRLIN', 'BRMFG'], bricks: ['Door Style', 'Width'] },
    });
  });

  it('reports the problem of a formula that cannot parse', () => {
    expect(checkFormulaSyntax('[BRMFG')).toEqual({ ok: false, message: formulaMessages.unclosed('[', 1), cause: 'formula' });
    expect(checkFormulaSyntax('@1;@')).toEqual({ ok: false, message: formulaMessages.forbidden, cause: 'rejected' });
  });
});

describe('formatFormulaDate', () => {
  it('shows month/day/year', () => {
    expect(formatFormulaDate(new Date(Date.UTC(2099, 11, 31)))).toBe('12/31/2099');
  });
});
