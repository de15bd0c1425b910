/** A list query (`?q=` rison) that cannot be decoded or does not fit the resource: a 400 for the API. */
export class ListQueryError extends Error {
  readonly code = 'LIST_QUERY_INVALID';
  override readonly name = 'ListQueryError';
}
