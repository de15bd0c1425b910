// SQL under construction: text interleaved with bound values. Placeholders are numbered only when
// the whole statement is rendered, so a fragment can be reused (e.g. the WHERE of a series-limit
// subquery) and its values are bound once per occurrence, in text order.

/** How a bound value is typed; ClickHouse needs it inside the placeholder itself. */
export type ParamType = 'string' | 'integer' | 'float' | 'boolean' | 'timestamp';

export interface Param {
  readonly kind: 'param';
  readonly value: string | number | boolean;
  readonly type: ParamType;
}

export type Fragment = readonly (string | Param)[];

export const param = (value: string | number | boolean, type: ParamType): Param => ({
  kind: 'param',
  value,
  type,
});

/** Param typed from its JS value. */
export function valueParam(value: string | number | boolean): Param {
  if (typeof value === 'string') return param(value, 'string');
  if (typeof value === 'boolean') return param(value, 'boolean');
  return param(value, Number.isInteger(value) ? 'integer' : 'float');
}

/** Concatenate text and fragments into one fragment. */
export function frag(...parts: readonly (string | Param | Fragment)[]): Fragment {
  const out: (string | Param)[] = [];
  for (const part of parts) {
    if (typeof part === 'string' || !Array.isArray(part)) out.push(part as string | Param);
    else out.push(...(part as Fragment));
  }
  return out;
}

export function join(fragments: readonly Fragment[], separator: string): Fragment {
  const out: (string | Param)[] = [];
  fragments.forEach((fragment, index) => {
    if (index > 0) out.push(separator);
    out.push(...fragment);
  });
  return out;
}
