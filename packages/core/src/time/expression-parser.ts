// Recursive-descent parser for the time expression language (keywords case-insensitive, a
// trailing comma allowed before each closing parenthesis):
//   date := DATETIME(text) | DATEADD(date, int, unit) | DATETRUNC(date, unit)
//         | LASTDAY(date, day|week|month|quarter|year) | HOLIDAY(text[, date|text][, text])
//   int  := [+-]digits | DATEDIFF(date, date[, day|year])
//   unit := second | minute | hour | day | week | month | quarter | year   (plural accepted)

import { TimeRangeParseError } from './errors';
import { type Token, tokenize } from './expression-lexer';
import { isLastDayUnit, type LastDayUnit, parseTimeUnit, type TimeUnit } from './units';

export type DateExpression =
  | { readonly kind: 'datetime'; readonly text: string }
  | {
      readonly kind: 'dateadd';
      readonly base: DateExpression;
      readonly amount: IntExpression;
      readonly unit: TimeUnit;
    }
  | { readonly kind: 'datetrunc'; readonly base: DateExpression; readonly unit: TimeUnit }
  | { readonly kind: 'lastday'; readonly base: DateExpression; readonly unit: LastDayUnit }
  | {
      readonly kind: 'holiday';
      readonly name: string;
      readonly base: DateExpression | null;
      readonly country: string | null;
    };

export type IntExpression =
  | { readonly kind: 'int'; readonly value: number }
  | {
      readonly kind: 'datediff';
      readonly from: DateExpression;
      readonly to: DateExpression;
      readonly unit: 'day' | 'year';
    };

/** Words that start a date expression: a side starting with one is parsed as an expression. */
export const DATE_FUNCTIONS = ['DATETIME', 'DATEADD', 'DATETRUNC', 'LASTDAY', 'HOLIDAY'] as const;

/** Deep nesting is no use to anyone and would exhaust the stack; refuse it early. */
const MAX_DEPTH = 64;

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: readonly Token[],
  ) {}

  parseDocument(): DateExpression {
    const start = this.peek();
    if (start.kind === 'ident' && start.value.toUpperCase() === 'DATEDIFF') {
      this.fail('DATEDIFF(...) gives a number; use it as the count of DATEADD(...), not as a date');
    }
    const expression = this.dateExpression();
    if (this.peek().kind !== 'eof') this.fail('unexpected text after the expression', this.peek());
    return expression;
  }

  private dateExpression(): DateExpression {
    const token = this.peek();
    if (token.kind !== 'ident') return this.fail(`expected one of ${DATE_FUNCTIONS.join(', ')}`, token);
    const name = token.value.toUpperCase();
    this.enter();
    this.index += 1;
    this.expect('(');
    let result: DateExpression;
    switch (name) {
      case 'DATETIME':
        result = { kind: 'datetime', text: this.string() };
        break;
      case 'DATEADD': {
        const base = this.dateExpression();
        this.expect(',');
        const amount = this.intExpression();
        this.expect(',');
        result = { kind: 'dateadd', base, amount, unit: this.unit() };
        break;
      }
      case 'DATETRUNC': {
        const base = this.dateExpression();
        this.expect(',');
        result = { kind: 'datetrunc', base, unit: this.unit() };
        break;
      }
      case 'LASTDAY': {
        const base = this.dateExpression();
        this.expect(',');
        const unitToken = this.peek();
        const unit = this.unit();
        if (!isLastDayUnit(unit)) this.fail('LASTDAY takes day, week, month, quarter or year', unitToken);
        result = { kind: 'lastday', base, unit: unit as LastDayUnit };
        break;
      }
      case 'HOLIDAY':
        result = this.holidayArguments();
        break;
      default:
        return this.fail(
          `unknown function ${token.value}; expected one of ${DATE_FUNCTIONS.join(', ')}`,
          token,
        );
    }
    this.closeCall();
    this.depth -= 1;
    return result;
  }

  /** HOLIDAY('name'[, date][, 'CC']); a second text argument is taken as the country. */
  private holidayArguments(): DateExpression {
    const name = this.string();
    let base: DateExpression | null = null;
    let country: string | null = null;
    if (this.peek().kind === ',' && this.peekAt(1).kind === 'ident') {
      this.index += 1;
      base = this.dateExpression();
    }
    if (this.peek().kind === ',' && this.peekAt(1).kind === 'string') {
      this.index += 1;
      country = this.string();
    }
    return { kind: 'holiday', name, base, country };
  }

  private intExpression(): IntExpression {
    const token = this.peek();
    if (token.kind === 'number') {
      this.index += 1;
      return { kind: 'int', value: token.value };
    }
    if (token.kind !== 'ident' || token.value.toUpperCase() !== 'DATEDIFF') {
      return this.fail('expected an integer or DATEDIFF(...)', token);
    }
    this.enter();
    this.index += 1;
    this.expect('(');
    const from = this.dateExpression();
    this.expect(',');
    const to = this.dateExpression();
    let unit: 'day' | 'year' = 'day';
    if (this.peek().kind === ',' && this.peekAt(1).kind === 'ident') {
      this.index += 1;
      const unitToken = this.peek();
      const parsed = this.unit();
      if (parsed !== 'day' && parsed !== 'year') this.fail('DATEDIFF takes day or year', unitToken);
      unit = parsed as 'day' | 'year';
    }
    this.closeCall();
    this.depth -= 1;
    return { kind: 'datediff', from, to, unit };
  }

  private unit(): TimeUnit {
    const token = this.peek();
    const unit = token.kind === 'ident' ? parseTimeUnit(token.value) : undefined;
    if (!unit)
      return this.fail('expected a unit (second, minute, hour, day, week, month, quarter, year)', token);
    this.index += 1;
    return unit;
  }

  private string(): string {
    const token = this.peek();
    if (token.kind !== 'string') return this.fail('expected a quoted string', token);
    this.index += 1;
    return token.value;
  }

  /** An optional trailing comma, then ')'. */
  private closeCall(): void {
    if (this.peek().kind === ',') this.index += 1;
    this.expect(')');
  }

  private expect(kind: '(' | ')' | ','): void {
    const token = this.peek();
    if (token.kind !== kind) this.fail(`expected '${kind}'`, token);
    this.index += 1;
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) this.fail(`expressions nest more than ${MAX_DEPTH} levels deep`);
  }

  private peek(): Token {
    return this.peekAt(0);
  }

  private peekAt(offset: number): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  private fail(message: string, token?: Token): never {
    const where = token ? (token.kind === 'eof' ? ' at the end' : ` at position ${token.pos + 1}`) : '';
    throw new TimeRangeParseError(this.source, `${message}${where}`);
  }
}

/** Parses a date expression such as `DATEADD(DATETIME('today'), -7, day)` into its tree. */
export function parseTimeExpression(source: string): DateExpression {
  return new Parser(source, tokenize(source)).parseDocument();
}

/** True when text reads as an expression (starts with a date function name), case-insensitive. */
export function isTimeExpression(text: string): boolean {
  const upper = text.trimStart().toUpperCase();
  return DATE_FUNCTIONS.some((name) => upper.startsWith(name));
}
