/**
 * Import of Superset v1 bundles (SUPERSET_FACTS §6): every file is parsed and checked first
 * (limits, versions, required fields, the importer's permissions, database URIs, references,
 * passwords, overwrite), and only a clean bundle is written, in one transaction, databases →
 * datasets → charts → dashboards, matched by uuid.
 */
import type { z } from 'zod';
import { assertDataSourceUriAllowed, ConnectorError } from '../engine/connectors';
import { isFileEngine } from '../engine/connectors/file-policy';
import { fieldErrorsFromZod } from '../errors';
import { type Db, inTransaction } from '../repositories/common';
import { maskUri, PASSWORD_MASK } from '../repositories/secrets';
import { checkImportAccess, type ImportAccess, mayWrite } from './access';
import { BundleDataLoader, type ExampleDataOptions } from './data-load';
import type { BundleFiles } from './files';
import { type ImportPlan, planImport } from './plan';
import {
  type ChartFile,
  chartFile,
  type DashboardFile,
  type DatabaseFile,
  type DatasetFile,
  dashboardFile,
  databaseFile,
  datasetFile,
  metadataFile,
  type SavedQueryFile,
  savedQueryFile,
} from './schemas';
import { writeBundle } from './write';
import { readYaml } from './yaml-read';

export type ResourceKind = 'database' | 'dataset' | 'chart' | 'dashboard' | 'saved_query';

export const MODEL_NAME: Record<ResourceKind, string> = {
  database: 'Database',
  dataset: 'Dataset',
  chart: 'Chart',
  dashboard: 'Dashboard',
  // Superset's ImportSavedQueriesCommand.model_name is "saved_queries" ("Error importing saved_queries")
  saved_query: 'Saved_Queries',
};
const METADATA_TYPE: Record<ResourceKind, string> = {
  database: 'Database',
  dataset: 'SqlaTable',
  chart: 'Slice',
  dashboard: 'Dashboard',
  saved_query: 'SavedQuery',
};
const FOLDERS: Record<string, ResourceKind> = {
  databases: 'database',
  datasets: 'dataset',
  charts: 'chart',
  dashboards: 'dashboard',
  queries: 'saved_query',
};

export interface ImportOptions {
  /** Replace objects of the imported kind that already exist (same uuid). */
  overwrite?: boolean;
  /** Database passwords keyed by file path inside the bundle, e.g. `databases/examples.yaml`. */
  passwords?: Readonly<Record<string, string>>;
  /**
   * The kind an endpoint imports (metadata.yaml must agree). Null (the CLI): the kind named by
   * metadata.yaml, and every kind for an asset bundle. `overwrite` only replaces that kind; objects
   * of the other kinds that exist already are reused, as Superset does.
   */
  expect?: ResourceKind | null;
  /** Who imports: what they may create and overwrite (TRUSTED_IMPORT for the CLI). */
  access: ImportAccess;
  userId: number | null;
  secretKey: string;
  /** Set when TESSERA_EXAMPLES_DATA_DIR is: datasets' `data:` files load their tables (data-load.ts). */
  exampleData?: ExampleDataOptions | null;
}

/** The bundle cannot be imported; `errors` maps file paths to their problems, Superset-style. */
export class BundleImportError extends Error {
  override readonly name = 'BundleImportError';
  constructor(readonly errors: Record<string, unknown>) {
    super(`Error importing bundle: ${JSON.stringify(errors)}`);
  }
}

/** The importer may not create or overwrite some objects; `refusals` maps files to the reason. */
export class BundleAccessError extends Error {
  override readonly name = 'BundleAccessError';
  constructor(readonly refusals: Record<string, string>) {
    const listed = Object.entries(refusals).map(([path, reason]) => `${path}: ${reason}`);
    const more = listed.length > 3 ? ` (and ${listed.length - 3} more)` : '';
    super(`${listed.slice(0, 3).join('; ')}${more}.`);
  }
}

export interface ParsedBundle {
  /** The kind whose existing objects `overwrite` replaces; null: every kind (asset bundles) */
  replaces: ResourceKind | null;
  databases: { path: string; doc: DatabaseFile }[];
  datasets: { path: string; doc: DatasetFile }[];
  charts: { path: string; doc: ChartFile }[];
  dashboards: { path: string; doc: DashboardFile }[];
  savedQueries: { path: string; doc: SavedQueryFile }[];
}

const SCHEMAS = {
  database: databaseFile,
  dataset: datasetFile,
  chart: chartFile,
  dashboard: dashboardFile,
  saved_query: savedQueryFile,
};

function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  path: string,
  errors: Record<string, unknown>,
) {
  const result = schema.safeParse(value);
  if (!result.success) {
    errors[path] = fieldErrorsFromZod(result.error.issues);
    return null;
  }
  const version = (result.data as { version?: string }).version;
  if (version !== '1.0.0') {
    errors[path] = { version: ['Must be equal to 1.0.0.'] };
    return null;
  }
  return result.data as z.infer<S>;
}

function checkMetadata(
  files: BundleFiles,
  expect: ResourceKind | null,
  errors: Record<string, unknown>,
): string | undefined {
  const text = files.get('metadata.yaml');
  if (text === undefined) {
    errors['metadata.yaml'] = { _schema: ['Missing metadata.yaml'] };
    return undefined;
  }
  const metadata = metadataFile.safeParse(parseYaml(text, 'metadata.yaml', errors));
  if (!metadata.success) {
    errors['metadata.yaml'] ??= fieldErrorsFromZod(metadata.error.issues);
    return undefined;
  }
  if (metadata.data.version !== '1.0.0') errors['metadata.yaml'] = { version: ['Must be equal to 1.0.0.'] };
  const type = metadata.data.type;
  if (expect && type !== undefined && type !== METADATA_TYPE[expect]) {
    errors['metadata.yaml'] = { type: [`Must be equal to ${METADATA_TYPE[expect]}.`] };
  }
  return type;
}

function parseYaml(text: string, path: string, errors: Record<string, unknown>): unknown {
  try {
    return readYaml(text);
  } catch (error) {
    errors[path] = { _schema: [error instanceof Error ? error.message : String(error)] };
    return undefined;
  }
}

export function parseBundle(files: BundleFiles, expect: ResourceKind | null): ParsedBundle {
  const errors: Record<string, unknown> = {};
  const type = checkMetadata(files, expect, errors);
  const fromType = (Object.keys(METADATA_TYPE) as ResourceKind[]).find(
    (kind) => METADATA_TYPE[kind] === type,
  );
  const bundle: ParsedBundle = {
    replaces: expect ?? fromType ?? null,
    databases: [],
    datasets: [],
    charts: [],
    dashboards: [],
    savedQueries: [],
  };
  const seen = new Map<string, string>();
  for (const [path, text] of files) {
    const kind = FOLDERS[path.split('/')[0] ?? ''];
    if (!kind) continue;
    const value = parseYaml(text, path, errors);
    if (errors[path]) continue;
    const doc = validate(SCHEMAS[kind], value, path, errors);
    if (!doc) continue;
    const key = `${kind}:${(doc as { uuid: string }).uuid}`;
    if (seen.has(key)) {
      errors[path] = { uuid: [`${seen.get(key)} has the same uuid`] };
      continue;
    }
    seen.set(key, path);
    const entry = { path, doc } as never;
    if (kind === 'database') bundle.databases.push(entry);
    if (kind === 'dataset') bundle.datasets.push(entry);
    if (kind === 'chart') bundle.charts.push(entry);
    if (kind === 'dashboard') bundle.dashboards.push(entry);
    if (kind === 'saved_query') bundle.savedQueries.push(entry);
  }
  if (Object.keys(errors).length > 0) throw new BundleImportError(errors);
  return bundle;
}

async function existingIdByUuid(
  db: Db,
  table: 'dbs' | 'tables' | 'slices' | 'dashboards' | 'saved_query',
  uuid: string,
) {
  const row = await db.selectFrom(table).select('id').where('uuid', '=', uuid).executeTakeFirst();
  return row?.id;
}

const exists = (message: ResourceKind) =>
  `${MODEL_NAME[message]} already exists and \`overwrite=true\` was not passed`;

/** An in-memory DuckDB or SQLite holds no data worth importing and opens no file to sandbox. */
function inMemory(uri: string): boolean {
  const match = /^\s*([a-z][a-z0-9]*)(?:\+[a-z0-9_]+)?:\/\/[^/?]*\/?([^?]*)/i.exec(uri);
  if (!match || !isFileEngine(match[1]!)) return false;
  try {
    return decodeURIComponent(match[2]!) === ':memory:';
  } catch {
    return false;
  }
}

/** The file rule of data sources (TESSERA_DATA_DIRS), for each database the import writes. */
function uriProblem(uri: string): string | null {
  if (inMemory(uri)) return 'In-memory databases cannot be imported; point the URI at a data file.';
  try {
    assertDataSourceUriAllowed(uri);
    return null;
  } catch (error) {
    if (error instanceof ConnectorError) return error.message;
    throw error;
  }
}

/** Everything that would make the write fail or surprise, per file. */
async function precheck(db: Db, bundle: ParsedBundle, plan: ImportPlan, options: ImportOptions) {
  const errors: Record<string, unknown> = {};
  const replaces = (kind: ResourceKind) => bundle.replaces === null || bundle.replaces === kind;
  const databaseUuids = new Set(bundle.databases.map((d) => d.doc.uuid));
  const datasetUuids = new Set(bundle.datasets.map((d) => d.doc.uuid));
  for (const { path, doc } of bundle.databases) {
    const planned = plan.databases.get(doc.uuid)!;
    const existing =
      planned.existingId === undefined
        ? undefined
        : await db
            .selectFrom('dbs')
            .select('password')
            .where('id', '=', planned.existingId)
            .executeTakeFirst();
    const written = planned.action !== 'reuse';
    if (existing && replaces('database') && !options.overwrite) errors[path] = exists('database');
    const masked = maskUri(doc.sqlalchemy_uri).password === PASSWORD_MASK;
    const password = options.passwords?.[path] ?? doc.password ?? existing?.password ?? null;
    if (written && masked && password === null) {
      errors[path] = { _schema: ['Must provide a password for the database'] };
    }
    // The CLI's operator may register any file; API imports follow the data-source file rule.
    const problem = written && !options.access.trusted ? uriProblem(doc.sqlalchemy_uri) : null;
    if (problem) errors[path] = { sqlalchemy_uri: [problem] };
  }
  for (const { path, doc } of bundle.datasets) {
    if (replaces('dataset') && !options.overwrite && (await existingIdByUuid(db, 'tables', doc.uuid))) {
      errors[path] = exists('dataset');
    } else if (
      !databaseUuids.has(doc.database_uuid) &&
      !(await existingIdByUuid(db, 'dbs', doc.database_uuid))
    ) {
      errors[path] = {
        database_uuid: [`Database ${doc.database_uuid} is neither in the bundle nor installed`],
      };
    }
  }
  for (const { path, doc } of bundle.charts) {
    if (replaces('chart') && !options.overwrite && (await existingIdByUuid(db, 'slices', doc.uuid))) {
      errors[path] = exists('chart');
    } else if (
      !datasetUuids.has(doc.dataset_uuid) &&
      !(await existingIdByUuid(db, 'tables', doc.dataset_uuid))
    ) {
      errors[path] = { dataset_uuid: [`Dataset ${doc.dataset_uuid} is neither in the bundle nor installed`] };
    }
  }
  for (const { path, doc } of bundle.dashboards) {
    if (replaces('dashboard') && !options.overwrite && (await existingIdByUuid(db, 'dashboards', doc.uuid))) {
      errors[path] = exists('dashboard');
    }
  }
  for (const { path, doc } of bundle.savedQueries) {
    if (
      replaces('saved_query') &&
      !options.overwrite &&
      (await existingIdByUuid(db, 'saved_query', doc.uuid))
    ) {
      errors[path] = exists('saved_query');
    } else if (
      !databaseUuids.has(doc.database_uuid) &&
      !(await existingIdByUuid(db, 'dbs', doc.database_uuid))
    ) {
      errors[path] = {
        database_uuid: [`Database ${doc.database_uuid} is neither in the bundle nor installed`],
      };
    }
  }
  if (Object.keys(errors).length > 0) throw new BundleImportError(errors);
}

export interface ImportSummary {
  databases: number;
  datasets: number;
  charts: number;
  dashboards: number;
  /** present when the bundle held saved queries */
  saved_queries?: number;
}

/**
 * Checks and imports a bundle's files; throws BundleAccessError (not allowed) or
 * BundleImportError (not valid) without writing anything.
 */
export async function importBundleFiles(
  db: Db,
  files: BundleFiles,
  options: ImportOptions,
): Promise<ImportSummary> {
  const bundle = parseBundle(files, options.expect ?? null);
  const plan = await planImport(db, bundle, {
    overwrite: options.overwrite,
    mayWrite: (kind) => mayWrite(options.access, kind),
  });
  const refusals = await checkImportAccess(db, bundle, plan, options.access);
  if (Object.keys(refusals).length > 0) throw new BundleAccessError(refusals);
  await precheck(db, bundle, plan, options);
  const data = options.exampleData ? new BundleDataLoader(options.exampleData, options.access.trusted) : null;
  try {
    return await inTransaction(db, async (trx) => {
      const summary = await writeBundle(trx, bundle, plan, options);
      await data?.load(trx, bundle);
      return summary;
    });
  } catch (error) {
    // Atomic: the metadata rolled back, so the tables loaded for it go too.
    await data?.undo();
    throw error;
  }
}
