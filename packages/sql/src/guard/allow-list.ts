// Looks a function name up in the dialect's allow-list (functions.ts).
import type { DialectId } from '../dialects/types';
import { DIALECT_FUNCTIONS, SHARED_FUNCTIONS } from './functions';

export type AllowList = (name: string) => boolean;

const lower = (list: readonly string[]) => new Set(list.map((name) => name.toLowerCase()));

function build(dialect: DialectId): AllowList {
  const extra = DIALECT_FUNCTIONS[dialect];
  const allowed = new Set([...lower(SHARED_FUNCTIONS), ...lower(extra.functions)]);
  const combinable = lower(extra.combinable);
  const combinators = [...lower(extra.combinators)];
  return (name) => {
    // Only plain identifiers can match: no escapes, spaces or look-alike characters.
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return false;
    let stem = name.toLowerCase();
    if (allowed.has(stem)) return true;
    // ClickHouse combinators stack: sumArrayIf = sum + Array + If.
    for (let stripped = true; stripped; ) {
      stripped = false;
      for (const suffix of combinators) {
        if (stem.length > suffix.length && stem.endsWith(suffix)) {
          stem = stem.slice(0, -suffix.length);
          if (combinable.has(stem)) return true;
          stripped = true;
          break;
        }
      }
    }
    return false;
  };
}

const cache = new Map<DialectId, AllowList>();

/** Whether `name` (as written, without quotes) is a function the dialect lets user SQL call. */
export function allowListOf(dialect: DialectId): AllowList {
  let list = cache.get(dialect);
  if (!list) {
    list = build(dialect);
    cache.set(dialect, list);
  }
  return list;
}
