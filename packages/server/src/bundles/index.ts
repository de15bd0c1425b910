/**
 * Superset v1 bundles: export and import (SUPERSET_FACTS §6). The CLI calls `importBundle` and
 * `exportBundle`; the API's /export/ and /import/ routes come from `registerBundleRoutes`.
 */
import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TRUSTED_IMPORT } from './access';
import { type ExportSelection, exportBundleZip } from './export';
import { readBundleDirectory, unpackBundle } from './files';
import { type ImportSummary, importBundleFiles } from './import';
import { exampleDataOf } from './routes';

export { type ImportAccess, TRUSTED_IMPORT } from './access';
export { type ExportSelection, exportBundleFiles, exportBundleZip } from './export';
export { type BundleFiles, BundleFormatError, packBundle, readBundleDirectory, unpackBundle } from './files';
export {
  BundleAccessError,
  BundleImportError,
  type ImportOptions,
  type ImportSummary,
  importBundleFiles,
} from './import';
export { importFailure, registerBundleRoutes } from './routes';

/**
 * Imports a bundle: ZIP bytes, or a path to a .zip file or to an unpacked bundle folder. Like
 * Superset's assets import, every kind is imported and `overwrite` replaces existing objects.
 * This is the CLI's import: the operator is trusted (admin rights, any file URI); the size
 * limits still hold.
 */
export async function importBundle(
  app: FastifyInstance,
  source: Uint8Array | string,
  options: { overwrite?: boolean; passwords?: Record<string, string> } = {},
): Promise<ImportSummary> {
  let files: ReturnType<typeof unpackBundle>;
  if (typeof source === 'string') {
    files = statSync(source).isDirectory() ? readBundleDirectory(source) : unpackBundle(readFileSync(source));
  } else files = unpackBundle(source);
  const admin = await app.store
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  return importBundleFiles(app.store, files, {
    overwrite: options.overwrite ?? false,
    ...(options.passwords ? { passwords: options.passwords } : {}),
    expect: null,
    access: TRUSTED_IMPORT,
    userId: admin?.id ?? null,
    secretKey: app.config.secretKey,
    exampleData: exampleDataOf(app),
  });
}

/** The ZIP bytes of a selection (dependencies included). */
export async function exportBundle(app: FastifyInstance, selection: ExportSelection): Promise<Uint8Array> {
  return (await exportBundleZip(app.store, selection)).bytes;
}
