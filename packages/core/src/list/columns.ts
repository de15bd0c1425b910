/**
 * Projects a full list item onto the requested `columns`, the way Flask-AppBuilder answers
 * `columns:!(id,owners.first_name)`: a dotted column keeps only that field of the related object,
 * or of each object when the relation is a list; several dotted columns on one relation merge.
 */
export function projectColumns(
  item: Readonly<Record<string, unknown>>,
  columns: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const nested = new Map<string, string[]>();
  for (const column of columns) {
    const dot = column.indexOf('.');
    if (dot < 0) {
      out[column] = item[column] ?? null;
      continue;
    }
    const relation = column.slice(0, dot);
    const fields = nested.get(relation) ?? [];
    fields.push(column.slice(dot + 1));
    nested.set(relation, fields);
  }
  for (const [relation, fields] of nested) {
    if (relation in out) continue;
    const value = item[relation];
    const pick = (object: unknown) => {
      if (typeof object !== 'object' || object === null) return null;
      const source = object as Record<string, unknown>;
      return Object.fromEntries(fields.map((field) => [field, source[field] ?? null]));
    };
    out[relation] = Array.isArray(value) ? value.map(pick) : pick(value);
  }
  return out;
}
