export { projectColumns } from './columns';
export { ListQueryError } from './errors';
export {
  DEFAULT_PAGE_SIZE,
  LIST_METADATA_KEYS,
  type ListFilter,
  type ListMetadataKey,
  type ListQuery,
  type ListQuerySpec,
  MAX_PAGE_SIZE,
  parseListQuery,
  validateListQuery,
  wantsKey,
} from './list-query';
export {
  type ColumnKind,
  FAB_OPERATORS,
  type FabOperator,
  isFabOperator,
  OPERATORS_BY_KIND,
} from './operators';
export {
  parseRecentActivityQuery,
  RECENT_ACTIVITY_PAGE_SIZE,
  type RecentActivityQuery,
} from './recent-activity';
export { decodeRison, encodeRison, parseIdList } from './rison';
export {
  INFO_KEYS,
  type InfoKey,
  parseInfoQuery,
  parseRelatedQuery,
  type RelatedQuery,
} from './side-queries';
