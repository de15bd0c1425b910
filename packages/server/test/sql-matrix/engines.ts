// The four engines, driven directly through their drivers (connectors are not under test here).
import { randomBytes } from 'node:crypto';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { createTableSql, insertSql } from './fixture';

export type Row = Record<string, unknown>;

export interface Engine {
  run(sql: string, parameters: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

const uniqueName = () => `sqlm_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export async function openDuckDb(): Promise<Engine> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(createTableSql('duckdb'));
  await connection.run(insertSql(false));
  return {
    async run(sql, parameters) {
      // JSON rows: BIGINT as strings, timestamps as 'YYYY-MM-DD HH:MM:SS'; normalised by the test.
      const reader = await connection.runAndReadAll(sql, parameters as never);
      return reader.getRowObjectsJson() as Row[];
    },
    async close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

export async function openSqlite(): Promise<Engine> {
  const db = new Database(':memory:');
  db.exec(createTableSql('sqlite'));
  db.exec(insertSql(true));
  return {
    async run(sql, parameters) {
      return db.prepare(sql).all(...parameters) as Row[];
    },
    async close() {
      db.close();
    },
  };
}

/** A uniquely named schema, dropped on close. Temporal values are returned as text. */
export async function openPostgres(url: string): Promise<Engine> {
  const rawText = (value: string) => value;
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      [1082, 1114, 1184].includes(oid) ? rawText : pg.types.getTypeParser(oid, format as 'text'),
  };
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  const schema = uniqueName();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  await client.query(createTableSql('postgresql'));
  await client.query(insertSql(false));
  return {
    async run(sql, parameters) {
      return (await client.query(sql, parameters as unknown[])).rows as Row[];
    },
    async close() {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A uniquely named database, dropped on close. Dates come back as strings. */
export async function openMysql(url: string): Promise<Engine> {
  const connection = await mysql.createConnection({ uri: url, dateStrings: true });
  const database = uniqueName();
  await connection.query(`CREATE DATABASE ${database}`);
  await connection.query(`USE ${database}`);
  await connection.query(createTableSql('mysql'));
  await connection.query(insertSql(false));
  return {
    async run(sql, parameters) {
      const [rows] = await connection.execute(sql, parameters as never[]);
      return rows as Row[];
    },
    async close() {
      await connection.query(`DROP DATABASE ${database}`);
      await connection.end();
    },
  };
}
