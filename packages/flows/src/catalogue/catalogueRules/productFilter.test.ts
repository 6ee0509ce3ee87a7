import { describe, expect, it } from 'vitest';
import type { ColumnReader, ColumnValue, LegacyColumnName } from './legacyColumns';
import { filterMessages } from './messages';
import { MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, likePatternToRegExp, matchesProductFilter, parseProductFilter } from './productFilter';

type Row = Partial<Record<LegacyColumnName, ColumnValue>>;

const base: Row = {
  BRPRID: 100001,
  BRMFG: 'HRT',
  BRLIN: 'SWH',
  BRPART: 'B24',
  BRDES1: 'BASE CABINET 24"W',
  BRDES2: 'SHAKER WHITE MAPLE',
  BRDES3: 'FRAMED',
  Description: 'BASE CABINET 24"W SHAKER WHITE MAPLE FRAMED',
  BRPRCOD: 'CAB',
  BRCOST: 276.5,
  ProductTemplateId: 0,
};
const reader = (row: Row): ColumnReader => (column) => row[column] ?? null;

function matches(filter: string, row: Row = base): boolean {
  const parsed = parseProductFilter(filter);
  if (!parsed.ok) throw new Error(`expected ${filter} to parse: ${parsed.problem.message}`);
  return matchesProductFilter(parsed.filter, reader(row));
}

function problem(filter: string) {
  const parsed = parseProductFilter(filter);
  if (parsed.ok) throw new Error(`expected ${filter} to be refused`);
  return parsed.problem;
}

describe('parseProductFilter: what it accepts', () => {
  it('reads the spec-style example and evaluates it over a row', () => {
    const filter = "[Manufacturer] = 'HRT' AND [Description] LIKE '%base%' OR [ProductLine] IN ('A','B') AND NOT ([BRPART] = 'X')";
    expect(matches(filter)).toBe(true);
    expect(matches(filter, { ...base, BRMFG: 'OKR' })).toBe(false);
    expect(matches(filter, { ...base, BRMFG: 'OKR', BRLIN: 'B' })).toBe(true);
    expect(matches(filter, { ...base, BRMFG: 'OKR', BRLIN: 'B', BRPART: 'X' })).toBe(false);
  });

  it('lists the columns a filter reads, aliases resolved', () => {
    const parsed = parseProductFilter("[manufacturer] = 'HRT' AND BRLIN = 'SWH' AND [brmfg] <> 'X'");
    expect(parsed.ok && parsed.filter.columns).toEqual(['BRMFG', 'BRLIN']);
  });

  it('binds AND tighter than OR, and parentheses override it', () => {
    expect(matches("[BRMFG] = 'X' AND [BRLIN] = 'Y' OR [BRPART] = 'B24'")).toBe(true);
    expect(matches("[BRMFG] = 'X' AND ([BRLIN] = 'Y' OR [BRPART] = 'B24')")).toBe(false);
  });

  it.each([
    ["[BRMFG] = 'hrt'", true],
    ["[BRMFG] = 'HRT   '", true],
    ["[BRMFG] <> 'HRT'", false],
    ["[BRMFG] != 'OKR'", true],
    ['[BRCOST] > 200', true],
    ['[BRCOST] >= 276.5', true],
    ['[BRCOST] < 276.5', false],
    ["[BRCOST] <= '300'", true],
    ['[BRCOST] BETWEEN 100 AND 300', true],
    ['[BRCOST] NOT BETWEEN 100 AND 300', false],
    ["[BRLIN] IN ('SWH', 'SGR')", true],
    ["[BRLIN] NOT IN ('SWH', 'SGR')", false],
    ['[ProductTemplateId] = 0', true],
    ['[BRUPC] IS NULL', true],
    ['[BRUPC] IS NOT NULL', false],
    ["NOT NOT [BRMFG] = 'HRT'", true],
    ["N'HRT' = [BRMFG]", true],
  ] as const)('%s → %s', (filter, expected) => {
    expect(matches(filter)).toBe(expected);
  });

  it.each([
    ["[BRPART] LIKE 'B%'", true],
    ["[BRPART] LIKE 'b2_'", true],
    ["[BRPART] LIKE 'B_'", false],
    ["[BRPART] LIKE 'B[0-9]%'", true],
    ["[BRPART] LIKE 'B[^0-9]%'", false],
    ["[BRPART] LIKE '[AB]24'", true],
    ["[BRPART] NOT LIKE 'W%'", true],
    ["[Description] LIKE '%shaker%'", true],
    ["[BRDES1] LIKE '%24\"W'", true],
    ["[BRDES1] LIKE '%.%'", false],
  ] as const)('LIKE: %s → %s', (filter, expected) => {
    expect(matches(filter)).toBe(expected);
  });

  it("reads '' as a quote inside text", () => {
    expect(matches("[BRDES1] = 'O''BRIEN'", { ...base, BRDES1: "O'BRIEN" })).toBe(true);
  });

  it('keeps ; -- and brackets that are inside text', () => {
    expect(matches("[BRDES1] LIKE '%;%' OR [BRDES2] LIKE '%--%' OR [BRDES3] = '[x]'")).toBe(false);
    expect(matches("[BRDES1] LIKE '%;%'", { ...base, BRDES1: 'A;B' })).toBe(true);
  });

  it('treats a NULL column as matching nothing but IS NULL', () => {
    expect(matches("[BRVSKU] = 'x'")).toBe(false);
    expect(matches("[BRVSKU] <> 'x'")).toBe(false);
    expect(matches("[BRVSKU] LIKE '%'")).toBe(false);
    expect(matches("[BRVSKU] IN ('x')")).toBe(false);
  });
});

describe('parseProductFilter: what it refuses, with a clear message', () => {
  it.each([
    ['', filterMessages.empty],
    ['   ', filterMessages.empty],
    ["[BRMFG] = 'HRT", filterMessages.unterminatedString(11)],
    ["[BRMFG = 'HRT'", filterMessages.unclosedBracket(1)],
    ["[] = 'HRT'", filterMessages.emptyColumn(1)],
    ["[Colour] = 'White'", filterMessages.unknownColumn('Colour')],
    ["Colour = 'White'", filterMessages.unknownColumn('Colour')],
    ["([BRMFG] = 'HRT'", filterMessages.unbalancedOpen(1)],
    ["[BRMFG] = 'HRT')", filterMessages.unbalancedClose(16)],
    ["(([BRMFG] = 'HRT') OR ([BRLIN] = 'X'", filterMessages.unbalancedOpen(23)],
    ["[BRMFG] = 'HRT'; DROP TABLE Products", filterMessages.statementSeparator],
    ["[BRMFG] = 'HRT' -- and the rest", filterMessages.comment],
    ["[BRMFG] = 'HRT' /* hidden */", filterMessages.comment],
    ["[BRMFG] = 'HRT' OR 1 = 1", filterMessages.noColumn(20)],
    ["[BRMFG] = 'HRT' UNION SELECT * FROM Users", filterMessages.forbiddenKeyword('UNION')],
    ["drop table x", filterMessages.forbiddenKeyword('drop')],
    ["[BRCOST] > 'cheap'", filterMessages.conversion('cheap', 'BRCOST')],
    ["[BRCOST] IN (1, 'two')", filterMessages.conversion('two', 'BRCOST')],
    ['[BRPART] LIKE [BRLIN]', filterMessages.likeNeedsText(10)],
    ['[BRPART] LIKE 24', filterMessages.likeNeedsText(10)],
    ["[BRMFG] = 'HRT' AND", filterMessages.unexpectedEnd],
    ["[BRMFG] 'HRT'", filterMessages.unexpectedToken("'HRT'", 9)],
    ["[BRMFG] == 'HRT'", filterMessages.unexpectedToken('=', 10)],
    ["[BRMFG] = 'HRT' & [BRLIN] = 'X'", filterMessages.unexpectedCharacter('&', 17)],
    ["[BRMFG] = 'A' AND AND [BRLIN] = 'B'", filterMessages.unexpectedToken('AND', 19)],
    ["[BRMFG] NOT = 'A'", filterMessages.unexpectedToken('=', 13)],
  ])('%j', (filter, message) => {
    expect(problem(filter).message).toBe(message);
  });

  it('points at the character at fault', () => {
    expect(problem("[BRMFG] = 'HRT' & x").position).toBe(17);
    expect(problem("[BRMFG] = 'HRT").position).toBe(11);
  });

  it('refuses filters that are too long or nested too deep, without overflowing the stack', () => {
    expect(problem(`[BRMFG] = '${'x'.repeat(MAX_FILTER_LENGTH)}'`).message).toBe(filterMessages.tooLong(MAX_FILTER_LENGTH));
    const deep = `${'('.repeat(MAX_FILTER_DEPTH + 1)}[BRMFG] = 'HRT'${')'.repeat(MAX_FILTER_DEPTH + 1)}`;
    expect(problem(deep).message).toBe(filterMessages.tooDeep(MAX_FILTER_DEPTH));
    const nots = `${'NOT '.repeat(MAX_FILTER_DEPTH + 1)}[BRMFG] = 'HRT'`;
    expect(problem(nots).message).toBe(filterMessages.tooDeep(MAX_FILTER_DEPTH));
  });

  it('never throws, whatever the input', () => {
    const inputs = ["'", '[', '(', ')', ']', "''''", '-', '--', '/*', ';', '@', 'NOT', 'IN', "[BRMFG] IN ()", "[BRMFG] IN ('a',)", '[BRMFG] BETWEEN 1', '[BRMFG] IS', '\u0000', '[BRMFG] = -', '1.2.3'];
    for (const input of inputs) expect(() => parseProductFilter(input)).not.toThrow();
    for (const input of inputs) expect(parseProductFilter(input).ok).toBe(false);
  });
});

describe('likePatternToRegExp', () => {
  it('escapes regular-expression characters that are literal in LIKE', () => {
    expect(likePatternToRegExp('a.b+c').test('a.b+c')).toBe(true);
    expect(likePatternToRegExp('a.b+c').test('axbbc')).toBe(false);
    expect(likePatternToRegExp('[a').test('[a')).toBe(true);
  });
});
