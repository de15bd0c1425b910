/**
 * The edit-dataset modal's working copy of a datasource: read from `/datasource/get/` (or the
 * dataset API), checked as the user types, and turned back into spec 000 point 7's
 * `POST /datasource/save/` payload (metrics and columns carry certification and warning_markdown
 * in an `extra` JSON string; owners go as ids).
 */

export interface DatasourceOwner {
  readonly id: number;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly username?: string | null;
}

/** What the server sends; everything it sends besides is kept and sent back untouched. */
export interface DatasourceData {
  readonly id: number;
  readonly type?: string;
  readonly table_name: string;
  readonly schema?: string | null;
  readonly sql?: string | null;
  readonly description?: string | null;
  readonly default_endpoint?: string | null;
  readonly cache_timeout?: number | null;
  readonly extra?: string | null;
  readonly is_managed_externally?: boolean;
  readonly owners?: readonly DatasourceOwner[];
  readonly database?: { readonly id?: number; readonly database_name?: string } | null;
  readonly columns?: readonly Record<string, unknown>[];
  readonly metrics?: readonly Record<string, unknown>[];
  readonly [key: string]: unknown;
}

/** The fields every editable row (metric or column) shares; certification lives in `extra`. */
export interface Certification {
  readonly certified_by: string;
  readonly certification_details: string;
  readonly warning_markdown: string;
}

export interface DraftMetric extends Certification {
  readonly key: string;
  readonly id?: number;
  readonly metric_name: string;
  readonly expression: string;
  readonly verbose_name: string;
  readonly description: string;
  readonly d3format: string;
  /** The rest of the stored row and of its extra JSON, sent back as it came. */
  readonly rest: Readonly<Record<string, unknown>>;
  readonly extraRest: Readonly<Record<string, unknown>>;
}

export interface DraftColumn extends Certification {
  readonly key: string;
  readonly id?: number;
  readonly column_name: string;
  readonly verbose_name: string;
  readonly description: string;
  readonly type: string;
  /** Empty for a physical column; a SQL expression makes it a calculated column. */
  readonly expression: string;
  readonly python_date_format: string;
  readonly is_dttm: boolean;
  readonly filterable: boolean;
  readonly groupby: boolean;
  readonly calculated: boolean;
  readonly rest: Readonly<Record<string, unknown>>;
  readonly extraRest: Readonly<Record<string, unknown>>;
}

export interface Draft {
  readonly source: DatasourceData;
  readonly kind: 'physical' | 'virtual';
  readonly table_name: string;
  readonly schema: string;
  readonly sql: string;
  readonly description: string;
  readonly default_endpoint: string;
  /** As typed: empty means the database's timeout. */
  readonly cache_timeout: string;
  /** The dataset's extra JSON as typed, with disallow_adhoc_metrics edited beside it. */
  readonly extra: string;
  readonly owners: readonly number[];
  readonly metrics: readonly DraftMetric[];
  readonly columns: readonly DraftColumn[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseObject(value: unknown): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  if (typeof value !== 'string' || !value.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function readCertification(extra: Record<string, unknown>): {
  certification: Certification;
  extraRest: Record<string, unknown>;
} {
  const { certification, warning_markdown, ...extraRest } = extra;
  const cert = parseObject(certification);
  return {
    certification: {
      certified_by: text(cert.certified_by),
      certification_details: text(cert.details),
      warning_markdown: text(warning_markdown),
    },
    extraRest,
  };
}

let counter = 0;
export const newKey = (prefix: string): string => `${prefix}-${++counter}`;

function draftMetric(row: Record<string, unknown>): DraftMetric {
  const { id, metric_name, expression, verbose_name, description, d3format, extra, ...rest } = row;
  const { certification, extraRest } = readCertification(parseObject(extra));
  return {
    key: newKey('metric'),
    ...(typeof id === 'number' ? { id } : {}),
    metric_name: text(metric_name),
    expression: text(expression),
    verbose_name: text(verbose_name),
    description: text(description),
    d3format: text(d3format),
    ...certification,
    rest,
    extraRest,
  };
}

function draftColumn(row: Record<string, unknown>): DraftColumn {
  const {
    id,
    column_name,
    verbose_name,
    description,
    type,
    expression,
    python_date_format,
    is_dttm,
    filterable,
    groupby,
    extra,
    ...rest
  } = row;
  const { certification, extraRest } = readCertification(parseObject(extra));
  return {
    key: newKey('column'),
    ...(typeof id === 'number' ? { id } : {}),
    column_name: text(column_name),
    verbose_name: text(verbose_name),
    description: text(description),
    type: text(type),
    expression: text(expression),
    python_date_format: text(python_date_format),
    is_dttm: is_dttm === true,
    filterable: filterable !== false,
    groupby: groupby !== false,
    calculated: Boolean(text(expression).trim()),
    ...certification,
    rest,
    extraRest,
  };
}

export function draftOf(source: DatasourceData): Draft {
  return {
    source,
    kind: source.sql?.trim() ? 'virtual' : 'physical',
    table_name: source.table_name,
    schema: source.schema ?? '',
    sql: source.sql ?? '',
    description: source.description ?? '',
    default_endpoint: source.default_endpoint ?? '',
    cache_timeout:
      source.cache_timeout === null || source.cache_timeout === undefined ? '' : String(source.cache_timeout),
    extra: source.extra ?? '',
    owners: (source.owners ?? []).map((o) => o.id),
    metrics: (source.metrics ?? []).map(draftMetric),
    columns: (source.columns ?? []).map(draftColumn),
  };
}

export const emptyMetric = (): DraftMetric => draftMetric({ metric_name: '', expression: '' });
export const emptyColumn = (calculated: boolean): DraftColumn => ({
  ...draftColumn({ column_name: '', expression: '' }),
  calculated,
});

/** The extra JSON's `disallow_adhoc_metrics`, or false when the extra is not valid. */
export function disallowsAdhocMetrics(extra: string): boolean {
  return parseObject(extra).disallow_adhoc_metrics === true;
}

/** Sets `disallow_adhoc_metrics` in the extra JSON; an invalid extra is left for the user to fix. */
export function withDisallowAdhocMetrics(extra: string, value: boolean): string {
  if (extraError(extra)) return extra;
  const { disallow_adhoc_metrics: _dropped, ...rest } = parseObject(extra);
  const next = value ? { ...rest, disallow_adhoc_metrics: true } : rest;
  return Object.keys(next).length > 0 ? JSON.stringify(next, null, 2) : '';
}

export function extraError(extra: string): string | null {
  if (!extra.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(extra);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return 'Extra must be a JSON object, e.g. {"warning_markdown": "…"}';
    }
    return null;
  } catch {
    return 'Extra is not valid JSON';
  }
}

const duplicates = (names: readonly string[]): string[] => [
  ...new Set(names.filter((name, index) => name && names.indexOf(name) !== index)),
];

/** Every reason the draft cannot be saved; Save stays disabled while there is one. */
export function validateDraft(draft: Draft): string[] {
  const errors: string[] = [];
  if (draft.kind === 'virtual' && !draft.sql.trim()) errors.push('A virtual dataset needs a SQL query');
  if (draft.kind === 'physical' && !draft.table_name.trim()) errors.push('The table name is required');
  for (const [index, metric] of draft.metrics.entries()) {
    const label = metric.metric_name.trim() || `metric ${index + 1}`;
    if (!metric.metric_name.trim()) errors.push(`Metric ${index + 1} needs a name`);
    if (!metric.expression.trim()) errors.push(`Metric “${label}” needs a SQL expression`);
  }
  for (const [index, column] of draft.columns.entries()) {
    const label = column.column_name.trim() || `column ${index + 1}`;
    if (!column.column_name.trim()) errors.push(`Column ${index + 1} needs a name`);
    if (column.calculated && !column.expression.trim()) {
      errors.push(`Calculated column “${label}” needs a SQL expression`);
    }
  }
  const metricDupes = duplicates(draft.metrics.map((m) => m.metric_name.trim()));
  if (metricDupes.length > 0) errors.push(`Metric names must be unique: ${metricDupes.join(', ')}`);
  const columnDupes = duplicates(draft.columns.map((c) => c.column_name.trim()));
  if (columnDupes.length > 0) errors.push(`Column names must be unique: ${columnDupes.join(', ')}`);
  const extra = extraError(draft.extra);
  if (extra) errors.push(extra);
  if (draft.cache_timeout.trim() && !/^\d+$/.test(draft.cache_timeout.trim())) {
    errors.push('Cache timeout must be a whole number of seconds');
  }
  return errors;
}

const orNull = (value: string): string | null => (value.trim() ? value : null);

function extraJson(row: Certification & { extraRest: Readonly<Record<string, unknown>> }): string | null {
  const certified = row.certified_by.trim() || row.certification_details.trim();
  const extra = {
    ...row.extraRest,
    ...(certified
      ? {
          certification: {
            certified_by: orNull(row.certified_by),
            details: orNull(row.certification_details),
          },
        }
      : {}),
    ...(row.warning_markdown.trim() ? { warning_markdown: row.warning_markdown } : {}),
  };
  return Object.keys(extra).length > 0 ? JSON.stringify(extra) : null;
}

/** Spec 000 point 7: the `data` object of `POST /datasource/save/`. */
export function savePayload(draft: Draft): Record<string, unknown> {
  return {
    ...draft.source,
    type: draft.source.type ?? 'table',
    table_name: draft.table_name.trim(),
    schema: orNull(draft.schema),
    sql: draft.kind === 'virtual' ? draft.sql : null,
    description: orNull(draft.description),
    default_endpoint: orNull(draft.default_endpoint),
    cache_timeout: draft.cache_timeout.trim() ? Number(draft.cache_timeout.trim()) : null,
    extra: orNull(draft.extra),
    owners: [...draft.owners],
    metrics: draft.metrics.map((m) => ({
      ...m.rest,
      ...(m.id !== undefined ? { id: m.id } : {}),
      metric_name: m.metric_name.trim(),
      expression: m.expression,
      verbose_name: orNull(m.verbose_name),
      description: orNull(m.description),
      d3format: orNull(m.d3format),
      extra: extraJson(m),
    })),
    columns: draft.columns.map((c) => ({
      ...c.rest,
      ...(c.id !== undefined ? { id: c.id } : {}),
      column_name: c.column_name.trim(),
      verbose_name: orNull(c.verbose_name),
      description: orNull(c.description),
      type: orNull(c.type),
      expression: c.calculated ? c.expression : null,
      python_date_format: orNull(c.python_date_format),
      is_dttm: c.is_dttm,
      filterable: c.filterable,
      groupby: c.groupby,
      extra: extraJson(c),
    })),
  };
}
