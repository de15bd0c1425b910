/**
 * The SQL shown to people ("View query", result type `query`): the executed statement with its
 * bound values written in as literals. Only for display; the engine always executes the
 * parameterised statement.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Replaces `?` and `$n` placeholders outside quoted strings and identifiers. */
export function inlineParameters(sql: string, parameters: readonly unknown[]): string {
  let out = '';
  let next = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (quote) {
      out += ch;
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
      continue;
    }
    if (ch === '?' && next < parameters.length) {
      out += literal(parameters[next++]);
      continue;
    }
    const numbered = ch === '$' ? /^\$(\d+)/.exec(sql.slice(i)) : null;
    if (numbered) {
      const index = Number(numbered[1]) - 1;
      if (index >= 0 && index < parameters.length) {
        out += literal(parameters[index]);
        i += numbered[0].length - 1;
        continue;
      }
    }
    out += ch;
  }
  return out;
}
