import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DuckDBConnector } from '../engine/connectors/duckdb';
import {
  countriesSql,
  DEFAULT_ORDER_ROWS,
  DEFAULT_SEED,
  EXAMPLES_DATA_VERSION,
  macrosSql,
  ordersSql,
  sessionRowsFor,
  sessionsSql,
} from './tessera-data';

export interface GenerateOptions {
  /** Rows of `tessera_orders` (default 1,000,000); sessions get 30% of that. */
  readonly orderRows?: number;
  readonly seed?: number;
  readonly log?: (message: string) => void;
}

interface Stamp {
  readonly version: number;
  readonly seed: number;
  readonly orderRows: number;
}

const META_TABLE = 'tessera_examples_meta';

function stampOf(options: GenerateOptions): Stamp {
  return {
    version: EXAMPLES_DATA_VERSION,
    seed: options.seed ?? DEFAULT_SEED,
    orderRows: options.orderRows ?? DEFAULT_ORDER_ROWS,
  };
}

async function readStamp(connection: DuckDBConnection): Promise<Stamp | null> {
  const exists = await connection.runAndReadAll(
    'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_name = ?',
    [META_TABLE],
  );
  if (Number(exists.getRows()[0]?.[0] ?? 0) === 0) return null;
  const reader = await connection.runAndReadAll(`SELECT stamp FROM ${META_TABLE} LIMIT 1`);
  const text = reader.getRows()[0]?.[0];
  return typeof text === 'string' ? (JSON.parse(text) as Stamp) : null;
}

const sameStamp = (a: Stamp | null, b: Stamp) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** The stamp through a read-only lease; null when the file cannot be read that way (or has none). */
async function readStampReadOnly(path: string): Promise<Stamp | null> {
  const reader = new DuckDBConnector({ path, allowDml: false });
  try {
    return await reader.withConnection(readStamp);
  } catch {
    // An unreadable or half-written file: the exclusive path below finds out and says why.
    return null;
  }
}

/**
 * Fills `<path>` with the generated example tables (tessera_countries, tessera_orders,
 * tessera_web_sessions) unless it already holds the same version, seed and size. Returns whether
 * it generated anything. Safe to call on every start: the check is one small query.
 */
export async function generateExamplesData(path: string, options: GenerateOptions = {}): Promise<boolean> {
  const log = options.log ?? (() => {});
  const stamp = stampOf(options);
  mkdirSync(dirname(path), { recursive: true });
  // The usual case, data already there, reads the stamp without a write lock: other processes
  // (`tessera worker`, another server) may hold the file open read-only meanwhile.
  if (existsSync(path) && sameStamp(await readStampReadOnly(path), stamp)) return false;
  // Exclusive: queries of the running server wait while the file is being written.
  const connector = new DuckDBConnector({ path, exclusive: true });
  try {
    return await generateWith(connector, stamp, log, path);
  } finally {
    await connector.close();
  }
}

function generateWith(
  connector: DuckDBConnector,
  stamp: Stamp,
  log: (message: string) => void,
  path: string,
): Promise<boolean> {
  return connector.withConnection(async (connection) => {
    if (sameStamp(await readStamp(connection), stamp)) return false;
    const started = Date.now();
    const sessionRows = sessionRowsFor(stamp.orderRows);
    log(`Generating example data in ${path} (${stamp.orderRows} orders, ${sessionRows} sessions)...`);
    await connection.run(macrosSql(stamp.seed));
    // Row order carries no meaning here; letting DuckDB write in any order is markedly faster.
    await connection.run('SET preserve_insertion_order = false');
    await connection.run('BEGIN TRANSACTION');
    try {
      await connection.run(countriesSql());
      await connection.run(ordersSql(stamp.orderRows));
      log(`  tessera_orders: ${stamp.orderRows} rows after ${Date.now() - started} ms`);
      await connection.run(sessionsSql(sessionRows));
      log(`  tessera_web_sessions: ${sessionRows} rows after ${Date.now() - started} ms`);
      await connection.run(`CREATE OR REPLACE TABLE ${META_TABLE} (stamp VARCHAR)`);
      await connection.run(`INSERT INTO ${META_TABLE} VALUES (?)`, [JSON.stringify(stamp)]);
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
    await connection.run('CHECKPOINT');
    log(`Example data ready in ${Date.now() - started} ms.`);
    return true;
  });
}
