import { resolveLegacyColumn, type ColumnReader, type LegacyColumnName } from './legacyColumns';
import { formulaMessages, formulaTypeNames } from './messages';
import type { FormulaType } from './templateFields';

/**
 * Template formulas (back-office-products.md §9 "Formula syntax"): text in which
 *
 *   [BRPART]           a bracketed legacy column is replaced by the product's value,
 *   #Door Style#       a hash-wrapped brick name by the product's value code for that brick
 *                      (#Door Style:name# gives the value's name instead),
 *   @UPPER([BRLIN])@   an at-sign-wrapped literal or function is evaluated,
 *
 * and everything else is copied as written. A doubled delimiter (`##`, `@@`) is the character
 * itself. Inside `@…@`: 'text' (with '' for a quote), numbers, true/false/NULL, columns,
 * bricks, + - * / and parentheses, and the functions below.
 *
 * A formula whose whole text is one `@…@` keeps its type (number, boolean, date); any other
 * formula is text. The result is then checked against the field's type tag (§2: txt, bln,
 * dte, int, dec). Evaluation never throws: a problem comes back as a value.
 */

/** A brick's value for the product being evaluated. */
export interface FormulaBrickValue {
  code: string;
  name: string;
}

export interface FormulaContext {
  readColumn: ColumnReader;
  /**
   * The product's value for a brick of the template's series, by brick name (any case).
   * `undefined`: no brick of that name is in the series. `null`: the product has no value.
   */
  readBrick(name: string): FormulaBrickValue | null | undefined;
}

export type FormulaOutcome =
  | { ok: true; value: string }
  | { ok: false; message: string; cause: FormulaFailureCause };

/**
 * Why a formula failed. `formula`: the formula itself is wrong (syntax, an unknown column,
 * brick or function, a result of the wrong type). `data`: the formula is sound but this product
 * lacks a value it reads. `rejected`: the server refuses to run it at all (a statement
 * separator, a comment or a statement keyword inside `@…@`), so the call fails with
 * FORMULA_FAILURE rather than reporting one field as failed.
 */
export type FormulaFailureCause = 'formula' | 'data' | 'rejected';

type Value = string | number | boolean | Date | null;

type Expr =
  | { kind: 'literal'; value: Value }
  | { kind: 'column'; column: LegacyColumnName }
  | { kind: 'brick'; name: string; part: 'code' | 'name' }
  | { kind: 'unary'; operand: Expr }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: Expr; right: Expr }
  | { kind: 'call'; name: string; args: Expr[] }
  | { kind: 'convert'; target: string; operand: Expr };

type Segment = { kind: 'text'; text: string } | { kind: 'expr'; expr: Expr };

export interface FormulaReferences {
  columns: LegacyColumnName[];
  bricks: string[];
}

export type FormulaSyntax =
  | { ok: true; references: FormulaReferences }
  | { ok: false; message: string; cause: FormulaFailureCause };

class FormulaError extends Error {
  constructor(
    message: string,
    readonly failureCause: FormulaFailureCause = 'formula',
  ) {
    super(message);
  }
}

/** Words a statement would use: inside `@…@` they mark the formula as refused. */
const forbiddenWords = new Set([
  'SELECT', 'INSERT', 'UPDATE', 'DELETE', 'DROP', 'ALTER', 'CREATE', 'TRUNCATE', 'MERGE', 'EXEC',
  'EXECUTE', 'UNION', 'GRANT', 'REVOKE', 'DECLARE', 'SHUTDOWN', 'WAITFOR',
]);

/** Reads a `#name#` or `[name]` body from `start` (just after the opening delimiter). */
function readDelimited(text: string, start: number, close: string, doubledIsLiteral: boolean): { body: string; end: number } | undefined {
  let body = '';
  let i = start;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === close) {
      if (doubledIsLiteral && text[i + 1] === close) {
        body += close;
        i += 2;
        continue;
      }
      return { body, end: i + 1 };
    }
    body += char;
    i += 1;
  }
  return undefined;
}

function columnRef(name: string, position: number): Expr {
  if (name.trim() === '') throw new FormulaError(formulaMessages.emptyReference('[', position));
  const column = resolveLegacyColumn(name);
  if (!column) throw new FormulaError(formulaMessages.unknownColumn(name));
  return { kind: 'column', column: column.name };
}

function brickRef(body: string, position: number): Expr {
  const match = /^(.*?)(?::(code|name))?$/is.exec(body);
  const name = (match?.[1] ?? body).trim();
  if (name === '') throw new FormulaError(formulaMessages.emptyReference('#', position));
  return { kind: 'brick', name, part: match?.[2]?.toLowerCase() === 'name' ? 'name' : 'code' };
}

function segmentsOf(formula: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  const flush = () => {
    if (text) segments.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < formula.length) {
    const char = formula[i] as string;
    const position = i + 1;
    if ((char === '#' || char === '@') && formula[i + 1] === char) {
      text += char;
      i += 2;
    } else if (char === '[') {
      const read = readDelimited(formula, i + 1, ']', false);
      if (!read) throw new FormulaError(formulaMessages.unclosed('[', position));
      flush();
      segments.push({ kind: 'expr', expr: columnRef(read.body, position) });
      i = read.end;
    } else if (char === '#') {
      const read = readDelimited(formula, i + 1, '#', true);
      if (!read) throw new FormulaError(formulaMessages.unclosed('#', position));
      flush();
      segments.push({ kind: 'expr', expr: brickRef(read.body, position) });
      i = read.end;
    } else if (char === '@') {
      const end = expressionEnd(formula, i + 1);
      if (end < 0) throw new FormulaError(formulaMessages.unclosed('@', position));
      flush();
      segments.push({ kind: 'expr', expr: parseExpression(formula.slice(i + 1, end)) });
      i = end + 1;
    } else {
      text += char;
      i += 1;
    }
  }
  flush();
  return segments;
}

/** The index of the `@` closing an expression, skipping quoted text, columns and bricks. */
function expressionEnd(formula: string, start: number): number {
  let i = start;
  while (i < formula.length) {
    const char = formula[i];
    if (char === '@') return i;
    if (char === "'") {
      i += 1;
      while (i < formula.length && !(formula[i] === "'" && formula[i + 1] !== "'")) i += formula[i] === "'" ? 2 : 1;
      if (i >= formula.length) return -1;
    } else if (char === '[' || char === '#') {
      const close = formula.indexOf(char === '[' ? ']' : '#', i + 1);
      if (close < 0) return -1;
      i = close;
    }
    i += 1;
  }
  return -1;
}

type ExprToken =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'word'; word: string; raw: string }
  | { kind: 'column'; name: string; position: number }
  | { kind: 'brick'; body: string; position: number }
  | { kind: 'symbol'; symbol: string }
  | { kind: 'end' };

function tokenizeExpression(source: string): ExprToken[] {
  const tokens: ExprToken[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) i += 1;
    else if (char === ';' || (char === '-' && source[i + 1] === '-') || (char === '/' && source[i + 1] === '*')) {
      throw new FormulaError(formulaMessages.forbidden, 'rejected');
    } else if (char === "'") {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= source.length) throw new FormulaError(formulaMessages.unclosed("'", i));
        if (source[i] === "'") {
          if (source[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += source[i];
        i += 1;
      }
      tokens.push({ kind: 'string', value });
    } else if (/[0-9.]/.test(char)) {
      const raw = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(source.slice(i))?.[0];
      if (!raw) throw new FormulaError(formulaMessages.syntax(char));
      tokens.push({ kind: 'number', value: Number(raw) });
      i += raw.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const raw = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))?.[0] ?? char;
      if (forbiddenWords.has(raw.toUpperCase())) throw new FormulaError(formulaMessages.forbidden, 'rejected');
      tokens.push({ kind: 'word', word: raw.toUpperCase(), raw });
      i += raw.length;
    } else if (char === '[') {
      const read = readDelimited(source, i + 1, ']', false);
      if (!read) throw new FormulaError(formulaMessages.unclosed('[', i + 1));
      tokens.push({ kind: 'column', name: read.body, position: i + 1 });
      i = read.end;
    } else if (char === '#') {
      const read = readDelimited(source, i + 1, '#', true);
      if (!read) throw new FormulaError(formulaMessages.unclosed('#', i + 1));
      tokens.push({ kind: 'brick', body: read.body, position: i + 1 });
      i = read.end;
    } else if ('+-*/(),'.includes(char)) {
      tokens.push({ kind: 'symbol', symbol: char });
      i += 1;
    } else throw new FormulaError(formulaMessages.syntax(char));
  }
  tokens.push({ kind: 'end' });
  return tokens;
}

/** Functions of `@…@`: name → accepted argument counts. */
const functionArity: Record<string, { min: number; max: number; describe: string }> = {
  UPPER: { min: 1, max: 1, describe: 'one argument' },
  LOWER: { min: 1, max: 1, describe: 'one argument' },
  LTRIM: { min: 1, max: 1, describe: 'one argument' },
  RTRIM: { min: 1, max: 1, describe: 'one argument' },
  TRIM: { min: 1, max: 1, describe: 'one argument' },
  LEN: { min: 1, max: 1, describe: 'one argument' },
  /** Title Case, for the host system's upper-case descriptions. */
  PROPER: { min: 1, max: 1, describe: 'one argument' },
  LEFT: { min: 2, max: 2, describe: 'two arguments' },
  RIGHT: { min: 2, max: 2, describe: 'two arguments' },
  SUBSTRING: { min: 3, max: 3, describe: 'three arguments' },
  REPLACE: { min: 3, max: 3, describe: 'three arguments' },
  CONCAT: { min: 2, max: 32, describe: 'two or more arguments' },
  ISNULL: { min: 2, max: 2, describe: 'two arguments' },
  COALESCE: { min: 1, max: 32, describe: 'one or more arguments' },
  ROUND: { min: 2, max: 2, describe: 'two arguments' },
};
const convertTargets = new Set(['DATE', 'DATETIME', 'DATETIME2', 'INT', 'BIGINT', 'DECIMAL', 'NUMERIC', 'MONEY', 'FLOAT', 'VARCHAR', 'NVARCHAR', 'CHAR', 'BIT']);

function parseExpression(source: string): Expr {
  const tokens = tokenizeExpression(source);
  let index = 0;
  const peek = () => tokens[index] as ExprToken;
  const take = () => tokens[index++] as ExprToken;
  const isSymbol = (token: ExprToken, symbol: string) => token.kind === 'symbol' && token.symbol === symbol;
  const near = (token: ExprToken): never => {
    if (token.kind === 'end') throw new FormulaError(formulaMessages.unexpectedEnd);
    const text =
      token.kind === 'symbol' ? token.symbol : token.kind === 'word' ? token.raw : token.kind === 'column' ? `[${token.name}]` : token.kind === 'brick' ? `#${token.body}#` : String(token.value);
    throw new FormulaError(formulaMessages.syntax(text));
  };
  const expect = (symbol: string) => {
    if (!isSymbol(peek(), symbol)) near(peek());
    take();
  };

  const parseCall = (name: string): Expr => {
    expect('(');
    if (name === 'CONVERT') {
      const target = take();
      if (target.kind !== 'word' || !convertTargets.has(target.word)) return near(target);
      // A size such as VARCHAR(50) or DECIMAL(10, 2) does not change the evaluation.
      if (isSymbol(peek(), '(')) {
        while (!isSymbol(peek(), ')') && peek().kind !== 'end') take();
        expect(')');
      }
      expect(',');
      const operand = parseAdditive();
      expect(')');
      return { kind: 'convert', target: target.word, operand };
    }
    const arity = functionArity[name];
    if (!arity) throw new FormulaError(formulaMessages.unknownFunction(name));
    const args: Expr[] = [];
    if (!isSymbol(peek(), ')')) {
      args.push(parseAdditive());
      while (isSymbol(peek(), ',')) {
        take();
        args.push(parseAdditive());
      }
    }
    expect(')');
    if (args.length < arity.min || args.length > arity.max) throw new FormulaError(formulaMessages.wrongArguments(name, arity.describe));
    return { kind: 'call', name, args };
  };

  function parsePrimary(): Expr {
    const token = take();
    switch (token.kind) {
      case 'number':
      case 'string':
        return { kind: 'literal', value: token.value };
      case 'column':
        return columnRef(token.name, token.position);
      case 'brick':
        return brickRef(token.body, token.position);
      case 'word':
        if (token.word === 'TRUE') return { kind: 'literal', value: true };
        if (token.word === 'FALSE') return { kind: 'literal', value: false };
        if (token.word === 'NULL') return { kind: 'literal', value: null };
        if (isSymbol(peek(), '(')) return parseCall(token.word);
        return near(token);
      case 'symbol':
        if (token.symbol === '(') {
          const inner = parseAdditive();
          expect(')');
          return inner;
        }
        if (token.symbol === '-') return { kind: 'unary', operand: parsePrimary() };
        return near(token);
      default:
        return near(token);
    }
  }
  function parseMultiplicative(): Expr {
    let left = parsePrimary();
    for (let next = peek(); next.kind === 'symbol' && (next.symbol === '*' || next.symbol === '/'); next = peek()) {
      take();
      left = { kind: 'binary', operator: next.symbol as '*' | '/', left, right: parsePrimary() };
    }
    return left;
  }
  function parseAdditive(): Expr {
    let left = parseMultiplicative();
    for (let next = peek(); next.kind === 'symbol' && (next.symbol === '+' || next.symbol === '-'); next = peek()) {
      take();
      left = { kind: 'binary', operator: next.symbol as '+' | '-', left, right: parseMultiplicative() };
    }
    return left;
  }

  if (peek().kind === 'end') throw new FormulaError(formulaMessages.unexpectedEnd);
  const expr = parseAdditive();
  if (peek().kind !== 'end') near(peek());
  return expr;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** §9: dates are shown month/day/year. */
export function formatFormulaDate(date: Date): string {
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

function parseDate(text: string): Date | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(trimmed);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date : undefined;
}

function toText(value: Value): string {
  if (value === null) return '';
  if (value instanceof Date) return formatFormulaDate(value);
  return String(value);
}

function toNumber(value: Value): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = toText(value).trim();
  if (text === '' || !Number.isFinite(Number(text))) throw new FormulaError(formulaMessages.notANumber(toText(value)));
  return Number(text);
}

function properCase(text: string): string {
  return text.toLowerCase().replace(/(^|[^a-z0-9'])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function evaluateExpr(expr: Expr, context: FormulaContext): Value {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'column':
      return context.readColumn(expr.column);
    case 'brick': {
      const value = context.readBrick(expr.name);
      if (value === undefined) throw new FormulaError(formulaMessages.unknownBrick(expr.name));
      if (value === null) throw new FormulaError(formulaMessages.missingBrickValue(expr.name), 'data');
      return expr.part === 'name' ? value.name : value.code;
    }
    case 'unary': {
      const value = toNumber(evaluateExpr(expr.operand, context));
      return value === null ? null : -value;
    }
    case 'binary': {
      const left = evaluateExpr(expr.left, context);
      const right = evaluateExpr(expr.right, context);
      if (left === null || right === null) return null;
      if (expr.operator === '+' && (typeof left === 'string' || typeof right === 'string')) return toText(left) + toText(right);
      if (left instanceof Date && (expr.operator === '+' || expr.operator === '-')) {
        const days = toNumber(right) ?? 0;
        return new Date(left.getTime() + (expr.operator === '+' ? days : -days) * 86_400_000);
      }
      const a = toNumber(left) ?? 0;
      const b = toNumber(right) ?? 0;
      if (expr.operator === '+') return a + b;
      if (expr.operator === '-') return a - b;
      if (expr.operator === '*') return a * b;
      if (b === 0) throw new FormulaError(formulaMessages.divideByZero);
      return a / b;
    }
    case 'convert':
      return convert(expr.target, evaluateExpr(expr.operand, context));
    case 'call':
      return callFunction(expr.name, expr.args.map((arg) => evaluateExpr(arg, context)));
  }
}

function convert(target: string, value: Value): Value {
  if (value === null) return null;
  switch (target) {
    case 'DATE':
    case 'DATETIME':
    case 'DATETIME2': {
      if (value instanceof Date) return value;
      const date = parseDate(toText(value));
      if (!date) throw new FormulaError(formulaMessages.notADate(toText(value)));
      return date;
    }
    case 'INT':
    case 'BIGINT':
      return Math.trunc(toNumber(value) ?? 0);
    case 'BIT':
      return typeof value === 'boolean' ? value : /^(true|1)$/i.test(toText(value).trim());
    case 'DECIMAL':
    case 'NUMERIC':
    case 'MONEY':
    case 'FLOAT':
      return toNumber(value);
    default:
      return toText(value);
  }
}

function callFunction(name: string, args: Value[]): Value {
  const [a = null, b = null, c = null] = args;
  const text = (value: Value) => toText(value);
  switch (name) {
    case 'CONCAT':
      return args.map(text).join('');
    case 'ISNULL':
      return a ?? b;
    case 'COALESCE':
      return args.find((value) => value !== null) ?? null;
  }
  if (a === null) return null;
  switch (name) {
    case 'UPPER':
      return text(a).toUpperCase();
    case 'LOWER':
      return text(a).toLowerCase();
    case 'LTRIM':
      return text(a).replace(/^\s+/, '');
    case 'RTRIM':
      return text(a).replace(/\s+$/, '');
    case 'TRIM':
      return text(a).trim();
    case 'LEN':
      return text(a).replace(/\s+$/, '').length;
    case 'PROPER':
      return properCase(text(a));
    case 'LEFT':
      return text(a).slice(0, Math.max(0, toNumber(b) ?? 0));
    case 'RIGHT': {
      const count = Math.max(0, toNumber(b) ?? 0);
      return count === 0 ? '' : text(a).slice(-count);
    }
    case 'SUBSTRING': {
      const start = toNumber(b) ?? 1;
      const length = Math.max(0, toNumber(c) ?? 0);
      const from = Math.max(0, start - 1);
      return text(a).slice(from, Math.max(from, start - 1 + length));
    }
    case 'REPLACE': {
      const find = text(b);
      if (find === '') return text(a);
      return text(a).replace(new RegExp(find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), () => text(c));
    }
    case 'ROUND': {
      const digits = toNumber(b) ?? 0;
      const factor = 10 ** digits;
      return Math.round((toNumber(a) ?? 0) * factor) / factor;
    }
    default:
      throw new FormulaError(formulaMessages.unknownFunction(name));
  }
}

/** Checks a value against the field's type tag and renders it as the First Sample shows it. */
function typed(value: Value, type: FormulaType): string {
  if (value === null) return '';
  const shown = toText(value);
  const wrong = (): never => {
    throw new FormulaError(formulaMessages.expectedType(formulaTypeNames[type], shown));
  };
  switch (type) {
    case 'txt':
      return shown;
    case 'bln': {
      if (typeof value === 'boolean') return String(value);
      const word = shown.trim().toLowerCase();
      if (word === 'true' || word === '1') return 'true';
      if (word === 'false' || word === '0') return 'false';
      return wrong();
    }
    case 'int': {
      const number = shown.trim() === '' ? NaN : Number(shown);
      return Number.isInteger(number) ? String(number) : wrong();
    }
    case 'dec': {
      const number = shown.trim() === '' ? NaN : Number(shown);
      return Number.isFinite(number) ? String(number) : wrong();
    }
    case 'dte': {
      const date = value instanceof Date ? value : parseDate(shown);
      return date ? formatFormulaDate(date) : wrong();
    }
  }
}

function failure(error: unknown): { ok: false; message: string; cause: FormulaFailureCause } {
  if (error instanceof FormulaError) return { ok: false, message: error.message, cause: error.failureCause };
  return { ok: false, message: formulaMessages.unexpectedEnd, cause: 'formula' };
}

function collect(expr: Expr, into: { columns: Set<LegacyColumnName>; bricks: Set<string> }): void {
  switch (expr.kind) {
    case 'column':
      into.columns.add(expr.column);
      break;
    case 'brick':
      into.bricks.add(expr.name);
      break;
    case 'unary':
      collect(expr.operand, into);
      break;
    case 'binary':
      collect(expr.left, into);
      collect(expr.right, into);
      break;
    case 'convert':
      collect(expr.operand, into);
      break;
    case 'call':
      for (const arg of expr.args) collect(arg, into);
      break;
    default:
  }
}

/** Checks a formula's syntax without a product: the columns and bricks it reads, or the problem. */
export function checkFormulaSyntax(formula: string): FormulaSyntax {
  try {
    const found = { columns: new Set<LegacyColumnName>(), bricks: new Set<string>() };
    for (const segment of segmentsOf(formula)) if (segment.kind === 'expr') collect(segment.expr, found);
    return { ok: true, references: { columns: [...found.columns], bricks: [...found.bricks] } };
  } catch (error) {
    return failure(error);
  }
}

/** Parsed formulas by text: a count evaluates one formula for every product of a filter. */
const compiled = new Map<string, Segment[] | FormulaError>();
const COMPILED_LIMIT = 500;

function compile(formula: string): Segment[] {
  let entry = compiled.get(formula);
  if (entry === undefined) {
    try {
      entry = segmentsOf(formula);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      entry = error;
    }
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    compiled.set(formula, entry);
  }
  if (entry instanceof FormulaError) throw entry;
  return entry;
}

/** Evaluates a formula for one product and checks the result against the field's type. */
export function evaluateFormula(formula: string, type: FormulaType, context: FormulaContext): FormulaOutcome {
  try {
    const segments = compile(formula);
    if (segments.length === 0) return { ok: true, value: '' };
    const only = segments.length === 1 ? segments[0] : undefined;
    const value: Value =
      only?.kind === 'expr'
        ? evaluateExpr(only.expr, context)
        : segments.map((segment) => (segment.kind === 'text' ? segment.text : toText(evaluateExpr(segment.expr, context)))).join('');
    return { ok: true, value: typed(value, type) };
  } catch (error) {
    return failure(error);
  }
}
