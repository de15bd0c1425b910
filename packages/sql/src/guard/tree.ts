// The structural pass's first step: the significant tokens nested by their brackets, so that a
// call site is "a name, then a ( group" and every group knows what stands before it.
import { UnsafeSqlError } from '../errors';
import type { Token } from './tokenizer';

export interface Group {
  readonly kind: 'group';
  /** "(" or "[". */
  readonly open: string;
  readonly children: readonly Node[];
}

export type Node = Token | Group;

const CLOSER: Record<string, string> = { '(': ')', '[': ']' };
/** The walk recurses per level; no real expression nests this deep. */
const MAX_DEPTH = 200;

/**
 * How deep the engines' expression trees may grow from chains of operators. Each engine nests
 * `a + b + c …` one level per operator, and MariaDB 10.11 dies outright (stack overflow, no
 * error, every connection lost) on an ORDER BY expression some 4,000 operators deep; it already
 * answers "Thread stack overrun" from about 700. No real expression comes near this.
 */
const MAX_OPERATOR_DEPTH = 1_000;
const CHAIN_WORDS = new Set(['AND', 'OR', 'NOT', 'IS', 'LIKE', 'ILIKE', 'IN', 'BETWEEN', 'COLLATE']);

/** The most operators on any path into the tree: a segment's chain plus its deepest group. */
function operatorDepth(nodes: readonly Node[]): number {
  let deepest = 0;
  let chain = 0;
  let child = 0;
  for (const node of nodes) {
    if (node.kind === 'group') child = Math.max(child, operatorDepth(node.children));
    else if (node.kind === 'operator' && node.text === ',') {
      deepest = Math.max(deepest, chain + child);
      chain = 0;
      child = 0;
    } else if (node.kind === 'operator' || (node.kind === 'word' && CHAIN_WORDS.has(node.text.toUpperCase())))
      chain++;
  }
  return Math.max(deepest, chain + child);
}

/** Nest `tokens` (no spaces or comments) by brackets; refuses unbalanced or crossed brackets. */
export function buildTree(tokens: readonly Token[], source: string): Node[] {
  const root: Node[] = [];
  const stack: { open: string; children: Node[] }[] = [];
  let current = root;
  for (const token of tokens) {
    if (token.kind === 'open') {
      const group = { open: token.text, children: [] as Node[] };
      if (stack.push(group) > MAX_DEPTH) {
        throw new UnsafeSqlError(source, `brackets nested more than ${MAX_DEPTH} deep are not allowed`);
      }
      current = group.children;
    } else if (token.kind === 'close') {
      const group = stack.pop();
      if (!group || CLOSER[group.open] !== token.text) {
        throw new UnsafeSqlError(source, `unbalanced "${token.text}"`);
      }
      current = stack.at(-1)?.children ?? root;
      current.push({ kind: 'group', open: group.open, children: group.children });
    } else current.push(token);
  }
  if (stack.length > 0) throw new UnsafeSqlError(source, 'unbalanced parentheses');
  if (operatorDepth(root) > MAX_OPERATOR_DEPTH) {
    throw new UnsafeSqlError(
      source,
      `more than ${MAX_OPERATOR_DEPTH} operators chained in one expression are not allowed`,
    );
  }
  return root;
}

export const isGroup = (node: Node | undefined, open = '('): node is Group =>
  node?.kind === 'group' && node.open === open;

/** The upper-cased text of an unquoted word, or '' for anything else. */
export const keywordOf = (node: Node | undefined): string =>
  node?.kind === 'word' ? node.text.toUpperCase() : '';

export const isName = (node: Node | undefined): node is Token =>
  node?.kind === 'word' || node?.kind === 'quoted';

/** A quoted name without its quotes (doubled quotes undone); a word as written. */
export function rawName(token: Token): string {
  if (token.kind !== 'quoted') return token.text;
  const open = token.text[0]!;
  const close = open === '[' ? ']' : open;
  return token.text.slice(1, -1).replaceAll(close + close, close);
}
