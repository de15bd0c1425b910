// The structural pass over one lexical reading: every name (quoted or not) against the catalogue
// and system-prefix rules, every call site against the dialect's allow-list, every FROM item
// against "tables, joins, subqueries and CTEs only", and, in fragments, every word that would
// start a query or produce a table.
import { UnsafeSqlError } from '../errors';
import type { AllowList } from './allow-list';
import {
  CATALOGUES,
  FROM_CLAUSE_ENDS,
  FROM_FUNCTIONS,
  PAREN_KEYWORDS,
  QUALIFIER_ONLY_CATALOGUES,
  QUERY_KEYWORDS,
  STATEMENT_KEYWORDS,
  SYSTEM_PREFIXES,
  TYPE_NAMES,
} from './rules';
import type { Token } from './tokenizer';
import { type Group, isGroup, isName, keywordOf, type Node, rawName } from './tree';

export interface WalkOptions {
  readonly kind: 'fragment' | 'dataset';
  readonly source: string;
  readonly allowed: AllowList;
  /** This reading is the dialect's own: decides what a string or quoted name after FROM means. */
  readonly primary: boolean;
}

/** What the bracket group being walked belongs to. */
interface Scope {
  /** Upper-cased function or keyword before the group ('' if none; 'TYPE' for type parameters). */
  readonly owner: string;
  /** The group is itself a FROM item: `FROM (t1 JOIN t2 …)`. */
  readonly inFrom: boolean;
}

/** Keywords that are binary operators: with nothing on their left, `in(x, t)` is a function call. */
const OPERATOR_KEYWORDS = new Set(['AND', 'OR', 'XOR', 'IN', 'IS', 'LIKE', 'ILIKE', 'BETWEEN', 'OVERLAPS']);
/** Keywords that open a FROM item. */
const FROM_OPENERS = new Set(['FROM', 'JOIN', 'APPLY', 'LATERAL']);
const PATH_LIKE = /[/\\:$*?]|\.[A-Za-z][A-Za-z0-9]*$/;

export function walk(nodes: readonly Node[], options: WalkOptions): void {
  walkSequence(nodes, { owner: '', inFrom: false }, options);
}

function refuse(options: WalkOptions, reason: string): never {
  throw new UnsafeSqlError(options.source, reason);
}

/** FROM inside EXTRACT(… FROM …), SUBSTRING, TRIM… or after IS [NOT] DISTINCT is an expression. */
const isExpressionFrom = (scope: Scope, previous: Node | undefined) =>
  FROM_FUNCTIONS.has(scope.owner) || keywordOf(previous) === 'DISTINCT';

function walkSequence(nodes: readonly Node[], scope: Scope, options: WalkOptions): void {
  let inFrom = scope.inFrom;
  let inWith = false;
  nodes.forEach((node, index) => {
    const previous = nodes[index - 1];
    if (node.kind === 'group') {
      const inner = groupScope(nodes, index, { inFrom, inWith, scope }, options);
      walkSequence(node.children, inner, options);
      return;
    }
    if (isName(node)) checkName(node, nodes[index + 1], options);
    if (node.kind === 'operator' && node.text === '@' && textOf(nodes[index + 1]) === '@') {
      refuse(options, 'system variables (@@name) are not allowed');
    }
    const keyword = keywordOf(node);
    if (STATEMENT_KEYWORDS.has(keyword)) refuse(options, `the keyword ${keyword} is not allowed`);
    if (options.kind === 'fragment') {
      checkFragmentWord(nodes, index, scope, options);
      return;
    }
    if (keyword === 'FROM' && !isExpressionFrom(scope, previous)) inFrom = true;
    else if (FROM_OPENERS.has(keyword)) inFrom = true;
    else if (FROM_CLAUSE_ENDS.has(keyword)) inFrom = false;
    if (keyword === 'WITH') inWith = true;
    else if (keyword === 'SELECT') inWith = false;
    if (inFrom && options.primary) checkFromItem(node, options);
  });
}

/** Catalogue names and system prefixes, whatever the quoting. */
function checkName(token: Token, next: Node | undefined, options: WalkOptions): void {
  const raw = rawName(token);
  if (token.kind === 'quoted' && raw.includes('\\')) {
    refuse(options, `backslashes in quoted names like ${token.text} are not allowed`);
  }
  const name = raw.toLowerCase();
  if (CATALOGUES.has(name) && (next?.kind === 'dot' || !QUALIFIER_ONLY_CATALOGUES.has(name))) {
    refuse(options, `references to the system catalogue "${name}" are not allowed`);
  }
  if (SYSTEM_PREFIXES.some((prefix) => name.startsWith(prefix))) {
    refuse(options, `system objects like "${raw}" are not allowed`);
  }
}

/** After FROM or JOIN: DuckDB reads 'file.csv' and "file.csv" as files to scan. */
function checkFromItem(node: Token, options: WalkOptions): void {
  if (node.kind === 'string') {
    refuse(options, `a string after FROM (${node.text.slice(0, 40)}) is not allowed: name a table`);
  }
  if (node.kind === 'quoted' && PATH_LIKE.test(rawName(node))) {
    refuse(options, `${node.text} looks like a file path; only tables may follow FROM`);
  }
}

function checkFragmentWord(nodes: readonly Node[], index: number, scope: Scope, options: WalkOptions): void {
  const keyword = keywordOf(nodes[index]);
  if (!QUERY_KEYWORDS.has(keyword)) {
    if (keyword === 'IN') checkInList(nodes[index + 1], options);
    return;
  }
  if (keyword === 'FROM' && isExpressionFrom(scope, nodes[index - 1])) return;
  const next = keywordOf(nodes[index + 1]);
  if (keyword === 'WITH' && (next === 'TIME' || next === 'LOCAL')) return;
  refuse(options, `subqueries are not allowed (found ${keyword})`);
}

/** `x IN t` and ClickHouse's `x IN (t)` test membership in another table: a fragment lists values. */
function checkInList(next: Node | undefined, options: WalkOptions): void {
  if (!isGroup(next)) refuse(options, 'IN must be followed by a parenthesised list of values');
  const names = next.children;
  const qualifiedName =
    names.length % 2 === 1 && names.every((n, i) => (i % 2 === 0 ? isName(n) : n.kind === 'dot'));
  if (qualifiedName) refuse(options, 'IN (name) may read a table; list values instead');
}

/** True when `nodes[index]` ends an operand, so a following IN or AND is an operator. */
function endsOperand(node: Node | undefined): boolean {
  if (!node) return false;
  if (node.kind === 'group' || node.kind === 'string' || node.kind === 'number' || node.kind === 'quoted') {
    return true;
  }
  const keyword = keywordOf(node);
  return keyword !== '' && !PAREN_KEYWORDS.has(keyword) && !FROM_CLAUSE_ENDS.has(keyword);
}

function hasLeftOperand(nodes: readonly Node[], index: number): boolean {
  const before = nodes[index - 1];
  return keywordOf(before) === 'NOT' ? endsOperand(nodes[index - 2]) : endsOperand(before);
}

interface SequenceState {
  readonly inFrom: boolean;
  readonly inWith: boolean;
  readonly scope: Scope;
}

/** Decide what the group at `index` is (call, keyword syntax, type, alias, subquery) and check it. */
function groupScope(
  nodes: readonly Node[],
  index: number,
  state: SequenceState,
  options: WalkOptions,
): Scope {
  const group = nodes[index] as Group;
  const head = nodes[index - 1];
  if (group.open !== '(') return { owner: '', inFrom: false };
  if (!isName(head)) return { owner: state.scope.owner === 'TYPE' ? 'TYPE' : '', inFrom: state.inFrom };
  const keyword = keywordOf(head);
  const dataset = options.kind === 'dataset';
  const before = nodes[index - 2];
  const name = rawName(head);
  // CAST(x AS DECIMAL(10, 2)), x::VARCHAR(20), Array(Nullable(String)), and aliases `AS t(a, b)`:
  // the engine reads a type or alias there, never a call; what is inside is still checked.
  const afterCast =
    keywordOf(before) === 'AS' || (textOf(before) === ':' && textOf(nodes[index - 3]) === ':');
  if (afterCast || (state.scope.owner === 'TYPE' && TYPE_NAMES.has(name.toLowerCase()))) {
    return { owner: 'TYPE', inFrom: false };
  }
  if (PAREN_KEYWORDS.has(keyword) && !(OPERATOR_KEYWORDS.has(keyword) && !hasLeftOperand(nodes, index - 1))) {
    const opensFrom = dataset && FROM_OPENERS.has(keyword) && !isExpressionFrom(state.scope, before);
    return { owner: keyword, inFrom: opensFrom };
  }
  if (before?.kind === 'dot') {
    refuse(
      options,
      `qualified function names like ${textOf(nodes[index - 3])}.${head.text}() are not allowed`,
    );
  }
  if (dataset && keywordOf(before) === 'TABLESAMPLE') return { owner: 'TABLESAMPLE', inFrom: false };
  // WITH t(a, b) AS (…): a CTE's column list. Only names inside, so ClickHouse's expression
  // aliases (WITH dictGet(…) AS x) stay calls.
  const cteStart =
    keywordOf(before) === 'WITH' || keywordOf(before) === 'RECURSIVE' || textOf(before) === ',';
  if (dataset && state.inWith && cteStart && keywordOf(nodes[index + 1]) === 'AS' && isNameList(group)) {
    return { owner: '', inFrom: false };
  }
  if (!options.allowed(name)) refuse(options, `the function ${head.text}() is not allowed`);
  if (dataset && state.inFrom) {
    refuse(
      options,
      `the function ${head.text}() is not allowed in FROM: select from tables, joins, subqueries or CTEs`,
    );
  }
  return { owner: name.toUpperCase(), inFrom: false };
}

/** `(a, "b", c)`: names separated by commas. */
const isNameList = (group: Group): boolean =>
  group.children.length % 2 === 1 &&
  group.children.every((n, i) => (i % 2 === 0 ? isName(n) : textOf(n) === ','));

const textOf = (node: Node | undefined): string =>
  node === undefined ? '' : node.kind === 'group' ? '(…)' : node.text;
