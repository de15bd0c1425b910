import { ListQueryError } from './errors';
import { decodeRison } from './rison';

export const DEFAULT_PAGE_SIZE = 25;
/**
 * Largest page a list call returns. Flask-AppBuilder caps `page_size` silently at
 * FAB_API_MAX_PAGE_SIZE; ours is 1000 so the saved-chart list (page_size 200) and small exports fit.
 */
export const MAX_PAGE_SIZE = 1000;

export const LIST_METADATA_KEYS = [
  'list_columns',
  'order_columns',
  'label_columns',
  'description_columns',
  'list_title',
  'none',
] as const;
export type ListMetadataKey = (typeof LIST_METADATA_KEYS)[number];

export interface ListFilter {
  readonly col: string;
  readonly opr: string;
  readonly value: unknown;
}

export interface ListQuery {
  readonly filters: readonly ListFilter[];
  readonly orderColumn: string | null;
  readonly orderDirection: 'asc' | 'desc';
  /** 0-based */
  readonly page: number;
  readonly pageSize: number;
  /** null: the resource's default list columns */
  readonly columns: readonly string[] | null;
  /** null: every metadata key */
  readonly keys: readonly ListMetadataKey[] | null;
}

/** What one resource accepts in its list query. */
export interface ListQuerySpec {
  /** Filterable column → the operators it accepts (FAB's and the resource's own). */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly orderColumns: readonly string[];
  /** Selectable columns, dotted relation paths included (e.g. `owners.first_name`). */
  readonly columns: readonly string[];
  readonly defaultOrder?: { readonly column: string; readonly direction: 'asc' | 'desc' };
}

const LIST_KEYS = ['filters', 'order_column', 'order_direction', 'page', 'page_size', 'columns', 'keys'];
/** Keys newer Superset clients send that we accept and ignore. */
const IGNORED_KEYS = ['viz_type_order', 'select_columns'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonNegativeInt(value: unknown, key: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ListQueryError(`${key} must be a non-negative integer, got ${JSON.stringify(value)}`);
  }
  return value;
}

function stringList(value: unknown, key: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new ListQueryError(`${key} must be a rison list of strings, e.g. !(a,b)`);
  }
  return value as string[];
}

function parseFilters(value: unknown, spec: ListQuerySpec): ListFilter[] {
  if (!Array.isArray(value)) throw new ListQueryError('filters must be a rison list of (col,opr,value)');
  return value.map((item, index) => {
    if (!isRecord(item) || typeof item.col !== 'string' || typeof item.opr !== 'string') {
      throw new ListQueryError(`filters[${index}] must have string col and opr`);
    }
    if (!('value' in item)) throw new ListQueryError(`filters[${index}] has no value`);
    const allowed = Object.hasOwn(spec.filters, item.col) ? spec.filters[item.col] : undefined;
    if (!allowed) {
      const known = Object.keys(spec.filters).join(', ');
      throw new ListQueryError(`Filter column not allowed: ${item.col} (filterable: ${known})`);
    }
    if (!allowed.includes(item.opr)) {
      throw new ListQueryError(
        `Filter operator ${item.opr} not allowed on ${item.col} (allowed: ${allowed.join(', ')})`,
      );
    }
    return { col: item.col, opr: item.opr, value: item.value };
  });
}

function parseOrder(
  raw: Record<string, unknown>,
  spec: ListQuerySpec,
): Pick<ListQuery, 'orderColumn' | 'orderDirection'> {
  let orderColumn = spec.defaultOrder?.column ?? null;
  let orderDirection: 'asc' | 'desc' = spec.defaultOrder?.direction ?? 'asc';
  if (raw.order_column !== undefined) {
    if (typeof raw.order_column !== 'string' || !spec.orderColumns.includes(raw.order_column)) {
      throw new ListQueryError(
        `order_column must be one of: ${spec.orderColumns.join(', ')}; got ${JSON.stringify(raw.order_column)}`,
      );
    }
    orderColumn = raw.order_column;
  }
  if (raw.order_direction !== undefined) {
    if (raw.order_direction !== 'asc' && raw.order_direction !== 'desc') {
      throw new ListQueryError(
        `order_direction must be asc or desc; got ${JSON.stringify(raw.order_direction)}`,
      );
    }
    orderDirection = raw.order_direction;
  }
  return { orderColumn, orderDirection };
}

/** Checks an already decoded `q` object against a resource's spec. */
export function validateListQuery(raw: unknown, spec: ListQuerySpec): ListQuery {
  if (!isRecord(raw)) throw new ListQueryError('q must be a rison object, e.g. (page:0,page_size:25)');
  for (const key of Object.keys(raw)) {
    if (!LIST_KEYS.includes(key) && !IGNORED_KEYS.includes(key)) {
      throw new ListQueryError(`Unknown list argument: ${key} (allowed: ${LIST_KEYS.join(', ')})`);
    }
  }
  const page = raw.page === undefined ? 0 : nonNegativeInt(raw.page, 'page');
  let pageSize = DEFAULT_PAGE_SIZE;
  if (raw.page_size !== undefined) {
    pageSize = nonNegativeInt(raw.page_size, 'page_size');
    if (pageSize === 0) throw new ListQueryError('page_size must be at least 1');
    pageSize = Math.min(pageSize, MAX_PAGE_SIZE);
  }
  // The row offset (page × page_size) must stay an exact integer for the database.
  if (!Number.isSafeInteger(page * pageSize)) throw new ListQueryError(`page is too large, got ${page}`);
  let columns: string[] | null = null;
  if (raw.columns !== undefined) {
    columns = stringList(raw.columns, 'columns');
    const unknown = columns.filter((column) => !spec.columns.includes(column));
    if (unknown.length > 0) throw new ListQueryError(`Unknown columns: ${unknown.join(', ')}`);
  }
  let keys: ListMetadataKey[] | null = null;
  if (raw.keys !== undefined) {
    const list = stringList(raw.keys, 'keys');
    const unknown = list.filter((key) => !(LIST_METADATA_KEYS as readonly string[]).includes(key));
    if (unknown.length > 0) {
      throw new ListQueryError(
        `Unknown keys: ${unknown.join(', ')} (allowed: ${LIST_METADATA_KEYS.join(', ')})`,
      );
    }
    keys = list as ListMetadataKey[];
  }
  const filters = raw.filters === undefined ? [] : parseFilters(raw.filters, spec);
  return { filters, ...parseOrder(raw, spec), page, pageSize, columns, keys };
}

/** Decodes and validates the `q` argument of `GET /api/v1/<resource>/`. */
export function parseListQuery(q: string | undefined | null, spec: ListQuerySpec): ListQuery {
  return validateListQuery(decodeRison(q), spec);
}

/** Whether a metadata key belongs in the answer, given the requested `keys`. */
export function wantsKey(query: Pick<ListQuery, 'keys'>, key: Exclude<ListMetadataKey, 'none'>): boolean {
  if (query.keys === null) return true;
  return query.keys.includes(key);
}
