import type { Dialect } from '../dialects/types';
import type { Fragment } from '../fragment';

/** Number the placeholders in text order and collect the driver-ready values. */
export function render(fragment: Fragment, dialect: Dialect): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  let sql = '';
  for (const part of fragment) {
    if (typeof part === 'string') {
      sql += part;
      continue;
    }
    parameters.push(dialect.bindValue(part));
    const placeholder = dialect.placeholder(parameters.length, part);
    sql += part.type === 'timestamp' ? dialect.temporalPlaceholder(placeholder) : placeholder;
  }
  return { sql, parameters };
}
