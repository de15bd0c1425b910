export { DuckDBConnector } from './duckdb';
export { ConnectorError, type ConnectorErrorCode } from './errors';
export {
  assertDataSourceUriAllowed,
  configureDataSourcePolicy,
  type DataSourcePolicyOptions,
  engineLimits,
} from './file-policy';
export { assertDataSourceHostAllowed, configureHostPolicy } from './host-policy';
export {
  ConnectorPool,
  closeConnectors,
  createConnector,
  dialectOf,
  evictConnector,
  getConnector,
  type ParsedUri,
  parseUri,
  registerConnector,
  supportedEngines,
} from './registry';
export { SQLiteConnector } from './sqlite';
