/** Bundle export (a ZIP download) and import (a multipart upload), outside RTK Query: files, not JSON. */
import { fetchFile, postForm } from '../../../app/http';
import { saveBlob } from '../../../app/saveFile';
import type { ListResource } from '../lib/listQuery';

export type TransferResource = Exclude<
  ListResource,
  'annotation_layer' | 'user' | 'role' | 'rowlevelsecurity'
>;

/** Downloads `/api/v1/<resource>/export/?q=!(ids)` as the file the server names. */
export async function exportBundle(resource: TransferResource, ids: readonly number[]): Promise<void> {
  const { blob, fileName } = await fetchFile(`/api/v1/${resource}/export/`, ids);
  saveBlob(blob, fileName ?? `${resource}_export.zip`);
}

/** Downloads `/api/v1/assets/export/`: everything the user may read, in one bundle. */
export async function exportAllAssets(): Promise<void> {
  const { blob, fileName } = await fetchFile('/api/v1/assets/export/');
  saveBlob(blob, fileName ?? 'assets_export.zip');
}

/** What an import dialog sends to: one resource's import, or the assets import of everything. */
export type ImportTarget = TransferResource | 'assets';

export interface ImportRequest {
  readonly file: File;
  readonly passwords: Readonly<Record<string, string>>;
  readonly overwrite: boolean;
}

/**
 * POST /api/v1/<resource>/import/ with formData, passwords (JSON) and overwrite, as Superset's UI
 * sends them; /api/v1/assets/import/ takes the file as `bundle` and always overwrites.
 */
export function importBundle(target: ImportTarget, input: ImportRequest): Promise<unknown> {
  const form = new FormData();
  form.append(target === 'assets' ? 'bundle' : 'formData', input.file);
  if (Object.keys(input.passwords).length > 0) form.append('passwords', JSON.stringify(input.passwords));
  if (input.overwrite && target !== 'assets') form.append('overwrite', 'true');
  return postForm(`/api/v1/${target}/import/`, form);
}
