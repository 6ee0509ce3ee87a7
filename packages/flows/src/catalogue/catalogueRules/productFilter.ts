import { resolveLegacyColumn, type ColumnReader, type ColumnValue, type LegacyColumnName } from './legacyColumns';
import { filterMessages } from './messages';

/**
 * The Product Filter of a template (back-office-products.md §2, §5): an SQL-style condition over
 * the legacy product master, e.g.
 *
 *   [BRMFG] = 'HRT' AND ([Description] LIKE '%base%' OR [BRLIN] IN ('SWH', 'DGR')) AND NOT [BRPART] LIKE 'F%'
 *
 * Supported: bracketed (or bare) column names and their aliases, 'text' with '' for a quote,
 * numbers, = <> != < > <= >=, [NOT] LIKE with % _ and [set] wildcards, [NOT] IN (…),
 * [NOT] BETWEEN … AND …, IS [NOT] NULL, AND / OR / NOT and parentheses.
 * Anything else — a second statement, a comment, a keyword such as DROP — is refused with a
 * message, never run. Parsing never throws: a problem comes back as a value.
 */

/** SQL Server's nvarchar(4000): longer filters are refused rather than parsed. */
export const MAX_FILTER_LENGTH = 4000;
/** Parentheses and NOTs nest at most this deep, which keeps the parser's recursion bounded. */
export const MAX_FILTER_DEPTH = 64;

export type ComparisonOperator = '=' | '<>' | '!=' | '<' | '>' | '<=' | '>=';

export type FilterOperand =
  | { kind: 'column'; column: LegacyColumnName; type: 'text' | 'number' }
  | { kind: 'literal'; value: string | number };

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; operator: ComparisonOperator; left: FilterOperand; right: FilterOperand }
  | { kind: 'like'; negated: boolean; subject: FilterOperand; pattern: string; regex: RegExp }
  | { kind: 'in'; negated: boolean; subject: FilterOperand; values: (string | number)[] }
  | { kind: 'between'; negated: boolean; subject: FilterOperand; low: FilterOperand; high: FilterOperand }
  | { kind: 'isNull'; negated: boolean; subject: FilterOperand };

export interface ProductFilter {
  text: string;
  root: FilterNode;
  /** Every column the filter reads, once each. */
  columns: LegacyColumnName[];
}

export interface ProductFilterProblem {
  message: string;
  /** 1-based character position the message points at, when it points at one. */
  position?: number;
}

export type ProductFilterParse = { ok: true; filter: ProductFilter } | { ok: false; problem: ProductFilterProblem };

/** Words that only a statement other than a condition would use: refused outright. */
const forbiddenWords = new Set([
  'SELECT', 'INSERT', 'UPDATE', 'DELETE', 'DROP', 'ALTER', 'CREATE', 'TRUNCATE', 'MERGE', 'EXEC',
  'EXECUTE', 'UNION', 'GRANT', 'REVOKE', 'DECLARE', 'SHUTDOWN', 'INTO', 'FROM', 'WHERE', 'WAITFOR',
  'OPENROWSET', 'OPENQUERY', 'BACKUP', 'RESTORE', 'KILL', 'DBCC', 'SP_EXECUTESQL', 'XP_CMDSHELL',
]);
const keywords = new Set(['AND', 'OR', 'NOT', 'LIKE', 'IN', 'IS', 'NULL', 'BETWEEN']);

type Token =
  | { kind: 'column'; column: LegacyColumnName; type: 'text' | 'number'; position: number; raw: string }
  | { kind: 'keyword'; word: string; position: number; raw: string }
  | { kind: 'string'; value: string; position: number; raw: string }
  | { kind: 'number'; value: number; position: number; raw: string }
  | { kind: 'operator'; operator: ComparisonOperator; position: number; raw: string }
  | { kind: '(' | ')' | ','; position: number; raw: string }
  | { kind: 'end'; position: number; raw: string };

class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(message);
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const at = (index: number) => index + 1;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === ';') {
      throw new FilterSyntaxError(filterMessages.statementSeparator, at(i));
    } else if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      throw new FilterSyntaxError(filterMessages.comment, at(i));
    } else if (char === '[') {
      const close = text.indexOf(']', i + 1);
      if (close < 0) throw new FilterSyntaxError(filterMessages.unclosedBracket(at(i)), at(i));
      const name = text.slice(i + 1, close);
      if (name.trim() === '') throw new FilterSyntaxError(filterMessages.emptyColumn(at(i)), at(i));
      const column = resolveLegacyColumn(name);
      if (!column) throw new FilterSyntaxError(filterMessages.unknownColumn(name), at(i));
      tokens.push({ kind: 'column', column: column.name, type: column.type, position: at(i), raw: text.slice(i, close + 1) });
      i = close + 1;
    } else if (char === "'" || ((char === 'N' || char === 'n') && next === "'")) {
      const start = i;
      i += char === "'" ? 1 : 2;
      let value = '';
      for (;;) {
        if (i >= text.length) throw new FilterSyntaxError(filterMessages.unterminatedString(at(start)), at(start));
        const c = text[i] as string;
        if (c === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += c;
        i += 1;
      }
      tokens.push({ kind: 'string', value, position: at(start), raw: text.slice(start, i) });
    } else if (/[0-9]/.test(char) || ((char === '-' || char === '.') && /[0-9]/.test(next ?? ''))) {
      const match = /^-?(?:\d+(?:\.\d*)?|\.\d+)/.exec(text.slice(i));
      const raw = match?.[0] ?? char;
      tokens.push({ kind: 'number', value: Number(raw), position: at(i), raw });
      i += raw.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const raw = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))?.[0] ?? char;
      const word = raw.toUpperCase();
      if (forbiddenWords.has(word)) throw new FilterSyntaxError(filterMessages.forbiddenKeyword(raw), at(i));
      if (keywords.has(word)) tokens.push({ kind: 'keyword', word, position: at(i), raw });
      else {
        const column = resolveLegacyColumn(raw);
        if (!column) throw new FilterSyntaxError(filterMessages.unknownColumn(raw), at(i));
        tokens.push({ kind: 'column', column: column.name, type: column.type, position: at(i), raw });
      }
      i += raw.length;
    } else if ('=<>!'.includes(char)) {
      const two = text.slice(i, i + 2);
      const operator = (['<>', '!=', '<=', '>='] as const).find((op) => op === two) ?? (['=', '<', '>'] as const).find((op) => op === char);
      if (!operator) throw new FilterSyntaxError(filterMessages.unexpectedCharacter(char, at(i)), at(i));
      tokens.push({ kind: 'operator', operator, position: at(i), raw: operator });
      i += operator.length;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, position: at(i), raw: char });
      i += 1;
    } else {
      throw new FilterSyntaxError(filterMessages.unexpectedCharacter(char, at(i)), at(i));
    }
  }
  tokens.push({ kind: 'end', position: at(text.length), raw: '' });
  return tokens;
}

/** Parentheses are checked before parsing so the message names the one at fault. */
function checkParentheses(tokens: Token[]): void {
  const open: number[] = [];
  for (const token of tokens) {
    if (token.kind === '(') open.push(token.position);
    else if (token.kind === ')') {
      if (open.pop() === undefined) throw new FilterSyntaxError(filterMessages.unbalancedClose(token.position), token.position);
    }
  }
  const unclosed = open.pop();
  if (unclosed !== undefined) throw new FilterSyntaxError(filterMessages.unbalancedOpen(unclosed), unclosed);
}

/** Turns a LIKE pattern into an anchored, case-insensitive regular expression. */
export function likePatternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] as string;
    if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else if (char === '[') {
      const close = pattern.indexOf(']', i + 1);
      if (close < 0) {
        source += '\\[';
        continue;
      }
      let set = pattern.slice(i + 1, close);
      const negated = set.startsWith('^');
      if (negated) set = set.slice(1);
      // Inside a class only \, ] and ^ mean something to a RegExp; `-` keeps its range meaning.
      source += `[${negated ? '^' : ''}${set.replace(/[\\\]^]/g, '\\$&')}]`;
      i = close;
    } else source += char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'is');
}

function parseTokens(tokens: Token[]): FilterNode {
  let index = 0;
  let depth = 0;
  const peek = (): Token => tokens[index] as Token;
  const take = (): Token => tokens[index++] as Token;
  const isKeyword = (token: Token, word: string) => token.kind === 'keyword' && token.word === word;
  const fail = (token: Token): never => {
    if (token.kind === 'end') throw new FilterSyntaxError(filterMessages.unexpectedEnd, token.position);
    throw new FilterSyntaxError(filterMessages.unexpectedToken(token.raw, token.position), token.position);
  };
  const deeper = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > MAX_FILTER_DEPTH) throw new FilterSyntaxError(filterMessages.tooDeep(MAX_FILTER_DEPTH));
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  };

  const parseOperand = (): FilterOperand => {
    const token = take();
    if (token.kind === 'column') return { kind: 'column', column: token.column, type: token.type };
    if (token.kind === 'string' || token.kind === 'number') return { kind: 'literal', value: token.value };
    return fail(token);
  };
  const parseLiteral = (): string | number => {
    const token = take();
    if (token.kind === 'string' || token.kind === 'number') return token.value;
    return fail(token);
  };
  /** A number column compared with text that is not a number cannot be evaluated. */
  const checkConversion = (subject: FilterOperand, value: FilterOperand | string | number) => {
    const literal = typeof value === 'object' ? (value.kind === 'literal' ? value.value : undefined) : value;
    if (subject.kind === 'column' && subject.type === 'number' && typeof literal === 'string' && !isNumeric(literal)) {
      throw new FilterSyntaxError(filterMessages.conversion(literal, subject.column));
    }
  };

  const parsePredicate = (): FilterNode => {
    const start = peek();
    const subject = parseOperand();
    let negated = false;
    if (isKeyword(peek(), 'NOT')) {
      take();
      negated = true;
      const after = peek();
      if (!isKeyword(after, 'LIKE') && !isKeyword(after, 'IN') && !isKeyword(after, 'BETWEEN')) fail(after);
    }
    const next = peek();
    const requireColumn = (...operands: FilterOperand[]) => {
      if (!operands.some((o) => o.kind === 'column')) throw new FilterSyntaxError(filterMessages.noColumn(start.position), start.position);
    };
    if (next.kind === 'operator' && !negated) {
      take();
      const right = parseOperand();
      requireColumn(subject, right);
      checkConversion(subject, right);
      checkConversion(right, subject);
      return { kind: 'compare', operator: next.operator, left: subject, right };
    }
    if (isKeyword(next, 'LIKE')) {
      take();
      const pattern = take();
      if (pattern.kind !== 'string') throw new FilterSyntaxError(filterMessages.likeNeedsText(next.position), next.position);
      requireColumn(subject);
      return { kind: 'like', negated, subject, pattern: pattern.value, regex: likePatternToRegExp(pattern.value) };
    }
    if (isKeyword(next, 'IN')) {
      take();
      if (take().kind !== '(') fail(tokens[index - 1] as Token);
      const values = [parseLiteral()];
      while (peek().kind === ',') {
        take();
        values.push(parseLiteral());
      }
      if (peek().kind !== ')') fail(peek());
      take();
      requireColumn(subject);
      for (const value of values) checkConversion(subject, value);
      return { kind: 'in', negated, subject, values };
    }
    if (isKeyword(next, 'BETWEEN')) {
      take();
      const low = parseOperand();
      if (!isKeyword(peek(), 'AND')) fail(peek());
      take();
      const high = parseOperand();
      requireColumn(subject);
      checkConversion(subject, low);
      checkConversion(subject, high);
      return { kind: 'between', negated, subject, low, high };
    }
    if (isKeyword(next, 'IS') && !negated) {
      take();
      let isNot = false;
      if (isKeyword(peek(), 'NOT')) {
        take();
        isNot = true;
      }
      if (!isKeyword(peek(), 'NULL')) fail(peek());
      take();
      requireColumn(subject);
      return { kind: 'isNull', negated: isNot, subject };
    }
    return fail(next);
  };

  const parsePrimary = (): FilterNode => {
    if (peek().kind === '(') {
      take();
      const inner = deeper(parseOr);
      if (peek().kind !== ')') fail(peek());
      take();
      return inner;
    }
    return parsePredicate();
  };
  const parseNot = (): FilterNode => {
    if (isKeyword(peek(), 'NOT')) {
      take();
      return { kind: 'not', operand: deeper(parseNot) };
    }
    return parsePrimary();
  };
  const parseAnd = (): FilterNode => {
    let left = parseNot();
    while (isKeyword(peek(), 'AND')) {
      take();
      left = { kind: 'and', left, right: parseNot() };
    }
    return left;
  };
  function parseOr(): FilterNode {
    let left = parseAnd();
    while (isKeyword(peek(), 'OR')) {
      take();
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  }

  const root = parseOr();
  if (peek().kind !== 'end') fail(peek());
  return root;
}

function collectColumns(node: FilterNode, into: Set<LegacyColumnName>): void {
  const operand = (o: FilterOperand) => {
    if (o.kind === 'column') into.add(o.column);
  };
  switch (node.kind) {
    case 'and':
    case 'or':
      collectColumns(node.left, into);
      collectColumns(node.right, into);
      break;
    case 'not':
      collectColumns(node.operand, into);
      break;
    case 'compare':
      operand(node.left);
      operand(node.right);
      break;
    case 'between':
      operand(node.subject);
      operand(node.low);
      operand(node.high);
      break;
    default:
      operand(node.subject);
  }
}

/** Parses a Product Filter. Never throws: a bad filter comes back as `{ ok: false, problem }`. */
export function parseProductFilter(text: string): ProductFilterParse {
  if (text.trim() === '') return { ok: false, problem: { message: filterMessages.empty } };
  if (text.length > MAX_FILTER_LENGTH) return { ok: false, problem: { message: filterMessages.tooLong(MAX_FILTER_LENGTH) } };
  try {
    const tokens = tokenize(text);
    checkParentheses(tokens);
    const root = parseTokens(tokens);
    const columns = new Set<LegacyColumnName>();
    collectColumns(root, columns);
    return { ok: true, filter: { text, root, columns: [...columns] } };
  } catch (error) {
    if (error instanceof FilterSyntaxError) {
      return { ok: false, problem: error.position === undefined ? { message: error.message } : { message: error.message, position: error.position } };
    }
    return { ok: false, problem: { message: filterMessages.unexpectedEnd } };
  }
}

function isNumeric(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text));
}

/** SQL Server compares text without regard to case or trailing spaces. */
function textKey(value: string): string {
  return value.replace(/\s+$/, '').toUpperCase();
}

/** Compares two values as the host system would; null when either is NULL. */
function compare(a: ColumnValue, b: ColumnValue): number | null {
  if (a === null || b === null) return null;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number' && isNumeric(String(b))) return a - Number(b);
  if (typeof b === 'number' && isNumeric(String(a))) return Number(a) - b;
  const left = textKey(String(a));
  const right = textKey(String(b));
  return left === right ? 0 : left < right ? -1 : 1;
}

function operandValue(operand: FilterOperand, read: ColumnReader): ColumnValue {
  return operand.kind === 'column' ? read(operand.column) : operand.value;
}

function holds(operator: ComparisonOperator, order: number): boolean {
  switch (operator) {
    case '=':
      return order === 0;
    case '<>':
    case '!=':
      return order !== 0;
    case '<':
      return order < 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '>=':
      return order >= 0;
  }
}

function evaluate(node: FilterNode, read: ColumnReader): boolean {
  switch (node.kind) {
    case 'and':
      return evaluate(node.left, read) && evaluate(node.right, read);
    case 'or':
      return evaluate(node.left, read) || evaluate(node.right, read);
    case 'not':
      return !evaluate(node.operand, read);
    case 'compare': {
      const order = compare(operandValue(node.left, read), operandValue(node.right, read));
      return order !== null && holds(node.operator, order);
    }
    case 'like': {
      const value = operandValue(node.subject, read);
      if (value === null) return false;
      return node.regex.test(String(value).replace(/\s+$/, '')) !== node.negated;
    }
    case 'in': {
      const value = operandValue(node.subject, read);
      if (value === null) return false;
      return node.values.some((candidate) => compare(value, candidate) === 0) !== node.negated;
    }
    case 'between': {
      const value = operandValue(node.subject, read);
      const low = compare(value, operandValue(node.low, read));
      const high = compare(value, operandValue(node.high, read));
      if (low === null || high === null) return false;
      return (low >= 0 && high <= 0) !== node.negated;
    }
    case 'isNull':
      return (operandValue(node.subject, read) === null) !== node.negated;
  }
}

/** True when the row the reader reads satisfies the filter. */
export function matchesProductFilter(filter: ProductFilter, read: ColumnReader): boolean {
  return evaluate(filter.root, read);
}
