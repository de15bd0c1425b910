/** A SQLite `sales` table registered as a dataset, for the RLS and guest token tests. */
import type { TestApp } from '../platform/harness';
import { sqliteDataset } from '../platform/test-data';

/** Rows: North 2023 and 2024, South 2023, East 2024, West 2024. */
export async function sqliteSalesDataset(t: TestApp, databaseName: string): Promise<number> {
  const { datasetId } = await sqliteDataset(t, {
    databaseName,
    tableName: 'sales',
    setupSql: `CREATE TABLE sales (id INTEGER, region TEXT, amount REAL, year INTEGER);
    INSERT INTO sales VALUES (1, 'North', 10, 2023), (2, 'South', 20, 2023), (3, 'North', 30, 2024),
      (4, 'East', 5, 2024), (5, 'West', 7, 2024);`,
  });
  return datasetId;
}
