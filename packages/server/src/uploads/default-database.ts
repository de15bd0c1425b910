/**
 * A fresh install has somewhere to upload to: on the first start, a DuckDB file in the data
 * directory's uploads folder, registered as the database "Uploads" that allows file uploads.
 * A marker file records that it was offered, so an administrator who deletes the database does
 * not get it back at the next start.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { FastifyInstance } from 'fastify';
import { assertDataSourceUriAllowed } from '../engine/connectors';
import { createDatabase, databaseByName } from '../repositories/databases';

export const UPLOADS_DATABASE_NAME = 'Uploads';
const FILE_NAME = 'uploads.duckdb';
const MARKER = '.uploads-database-offered';

export async function ensureUploadDatabase(app: FastifyInstance): Promise<number | null> {
  const dir = app.config.uploadsDir;
  const marker = join(dir, MARKER);
  if (existsSync(marker)) return null;
  const path = join(dir, FILE_NAME);
  const uri = `duckdb:///${path}`;
  if (!existsSync(path)) {
    const instance = await DuckDBInstance.create(path);
    instance.closeSync();
  }
  try {
    assertDataSourceUriAllowed(uri);
  } catch (error) {
    // TESSERA_DATA_DIRS leaves out <home>/uploads: the operator chose where data lives.
    app.log.warn(
      { err: error, path },
      'the uploads database is outside TESSERA_DATA_DIRS; not registering it',
    );
    return null;
  }
  let id: number | null = null;
  if (!(await databaseByName(app.store, UPLOADS_DATABASE_NAME))) {
    const admin = await app.store
      .selectFrom('ab_user')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    id = await createDatabase(
      app.store,
      {
        database_name: UPLOADS_DATABASE_NAME,
        sqlalchemy_uri: uri,
        extra: JSON.stringify({ schemas_allowed_for_file_upload: [] }),
        flags: { allow_file_upload: true, expose_in_sqllab: true },
      },
      admin?.id ?? null,
      app.config.secretKey,
    );
    app.log.info({ path, id }, 'created the "Uploads" database for file uploads');
  }
  await writeFile(
    marker,
    `The "${UPLOADS_DATABASE_NAME}" database was offered here; delete this file to have it offered again.\n`,
  );
  return id;
}
