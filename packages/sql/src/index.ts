// Public surface of @tessera/sql: the query-object compiler, its dialects and the SQL guard.
export { compileQuery } from './compiler/compile-query';
export { kindOfType, type ValueKind } from './compiler/resolver';
export { compileSamples, type SamplesKind, toSamplesQuery } from './compiler/samples';
export type {
  CompiledQuery,
  CompileInput,
  DatasetColumnInput,
  DatasetInput,
  DatasetMetricInput,
  FilterReport,
  RejectedFilter,
  TimeBounds,
} from './compiler/types';
export { formatNaiveTimestamp } from './dialects/base';
export { dialects, getDialect } from './dialects/registry';
export { DIALECT_IDS, type Dialect, type DialectId } from './dialects/types';
export { SQL_ERROR_CATALOGUE, SqlCompileError, type SqlErrorCode, UnsafeSqlError } from './errors';
export { type GuardedFragment, guardFragment, guardTableName, guardVirtualDatasetSql } from './guard/guard';
export { applyRowLevelSecurity, mentionsRlsTable, type RlsTable } from './guard/row-level-security';
