/**
 * Parses one bundle YAML file within the limits: flow nesting is measured on the lexer's tokens
 * before the (recursive) composer runs, aliases are capped by `yaml`'s maxAliasCount, and the
 * parsed value is walked for depth and for its size with every alias expanded.
 */
import { Lexer, parse } from 'yaml';
import { BUNDLE_LIMITS, formatBytes } from './limits';

export class YamlLimitError extends Error {
  override readonly name = 'YamlLimitError';
}

const tooDeep = () =>
  new YamlLimitError(`Nested deeper than ${BUNDLE_LIMITS.maxDepth} levels; a bundle file may not be.`);

function checkFlowDepth(text: string): void {
  let depth = 0;
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') {
      depth += 1;
      if (depth > BUNDLE_LIMITS.maxDepth) throw tooDeep();
    } else if (token === ']' || token === '}') depth = Math.max(0, depth - 1);
  }
}

/** Depth and expanded size of a parsed value; stops as soon as either is over its limit. */
function checkShape(value: unknown): void {
  let budget = BUNDLE_LIMITS.maxExpandedBytes;
  const spend = (bytes: number) => {
    budget -= bytes;
    if (budget < 0) {
      throw new YamlLimitError(
        `Expands to more than ${formatBytes(BUNDLE_LIMITS.maxExpandedBytes)} (YAML aliases or anchors repeat too much).`,
      );
    }
  };
  const visit = (node: unknown, depth: number): void => {
    if (typeof node === 'string') {
      spend(node.length + 2);
      return;
    }
    if (node === null || typeof node !== 'object') {
      spend(8);
      return;
    }
    if (depth >= BUNDLE_LIMITS.maxDepth) throw tooDeep();
    spend(2);
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      spend(key.length + 4);
      visit(item, depth + 1);
    }
  };
  visit(value, 0);
}

/** The parsed document; YamlLimitError or Error with a message a user can act on. */
export function readYaml(text: string): unknown {
  checkFlowDepth(text);
  let value: unknown;
  try {
    // prettyErrors off: the excerpt it builds is costly on huge lines and adds nothing we show.
    value = parse(text, { maxAliasCount: BUNDLE_LIMITS.maxAliasCount, prettyErrors: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The composer recurses: block nesting deep enough to exhaust the stack ends up here.
    if (error instanceof RangeError || /call stack/i.test(reason)) throw tooDeep();
    if (error instanceof ReferenceError && /alias/i.test(reason)) {
      throw new YamlLimitError(
        `Uses YAML aliases too often (at most ${BUNDLE_LIMITS.maxAliasCount} are resolved).`,
      );
    }
    const position = (error as { linePos?: [{ line: number; col: number }] }).linePos?.[0];
    const where = position ? ` (line ${position.line}, column ${position.col})` : '';
    throw new Error(`Not a valid YAML file${where}: ${reason}`);
  }
  checkShape(value);
  return value;
}
