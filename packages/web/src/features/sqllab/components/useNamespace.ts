/**
 * What autocompletion knows: the database's schemas, the current schema's tables, and the columns
 * of tables the user unfolded in the browser or names in the SQL (read as they appear), both per
 * table (for `table.`) and as one list of bare names.
 */
import type { SQLNamespace } from '@codemirror/lang-sql';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { sqllabApi, type TableColumnInfo, useSchemasQuery, useTablesQuery } from '../api/sqllabApi';
import type { KnownColumn } from '../lib/columnCompletion';

const MAX_LOOKUPS = 8;

export function useNamespace(dbId: number | null, schema: string | null, sqlText: string) {
  const dispatch = useAppDispatch();
  const schemas = useSchemasQuery(dbId ?? 0, { skip: dbId === null });
  const tables = useTablesQuery(
    { databaseId: dbId ?? 0, schema: schema ?? '' },
    { skip: dbId === null || !schema },
  );
  const [columns, setColumns] = useState<Readonly<Record<string, readonly TableColumnInfo[]>>>({});
  const prefix = `${dbId}.${schema}.`;

  const onColumns = useCallback(
    (table: string, found: readonly TableColumnInfo[]) =>
      setColumns((current) =>
        current[prefix + table] === found ? current : { ...current, [prefix + table]: found },
      ),
    [prefix],
  );

  // Tables named in the SQL: read their columns once the typing settles.
  useEffect(() => {
    if (dbId === null || !schema || !tables.data) return;
    const timer = window.setTimeout(() => {
      const words = new Set(sqlText.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? []);
      const wanted = (tables.data ?? [])
        .filter((t) => words.has(t.toLowerCase()) && !(prefix + t in columns))
        .slice(0, MAX_LOOKUPS);
      for (const table of wanted) {
        const request = dispatch(
          sqllabApi.endpoints.tableMetadata.initiate({ databaseId: dbId, schema, table }),
        );
        request
          .unwrap()
          .then((meta) => onColumns(table, meta.columns))
          .catch(() => onColumns(table, []))
          .finally(() => request.unsubscribe());
      }
    }, 600);
    return () => window.clearTimeout(timer);
  }, [dbId, schema, tables.data, sqlText, columns, prefix, dispatch, onColumns]);

  const namespace = useMemo<SQLNamespace>(() => {
    const current: Record<string, string[]> = {};
    for (const table of tables.data ?? []) {
      current[table] = (columns[prefix + table] ?? []).map((c) => c.name);
    }
    const out: Record<string, SQLNamespace> = {};
    for (const name of schemas.data ?? []) out[name] = name === schema ? current : {};
    if (schema && !(schema in out)) out[schema] = current;
    return out;
  }, [schemas.data, tables.data, columns, schema, prefix]);

  // The columns read so far of the current schema's tables, offered as bare names too.
  const knownColumns = useMemo<readonly KnownColumn[]>(
    () =>
      (tables.data ?? []).flatMap((table) =>
        (columns[prefix + table] ?? []).map((c) => ({ table, column: c.name })),
      ),
    [tables.data, columns, prefix],
  );

  return { namespace, knownColumns, onColumns };
}
