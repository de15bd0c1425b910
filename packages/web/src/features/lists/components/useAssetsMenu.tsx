import { App, type MenuProps } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { failureMessage } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { lazyNamed } from '../../../app/lazyNamed';
import { MountWhenOpened } from '../../../components/MountWhenOpened';
import { listApi, RESOURCE_TAG } from '../api/listApi';
import { exportAllAssets } from '../api/transfer';

// Every page's shell holds this menu: the dialog (upload, prompts) loads when first opened.
const ImportModal = lazyNamed(() => import('./ImportModal'), 'ImportModal');

export const EXPORT_PERMISSION = 'can_export|ImportExportRestApi';
export const IMPORT_PERMISSION = 'can_import_|ImportExportRestApi';

/**
 * The Settings menu's 'Export all assets' and 'Import assets' (Superset's /api/v1/assets/ routes),
 * for users granted them on ImportExportRestApi (admins), and the import dialog they open.
 */
export function useAssetsMenu(permissions: readonly string[] | undefined): {
  items: NonNullable<MenuProps['items']>;
  modal: ReactNode;
} {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [importing, setImporting] = useState(false);
  const canExport = permissions?.includes(EXPORT_PERMISSION) ?? false;
  const canImport = permissions?.includes(IMPORT_PERMISSION) ?? false;

  const runExport = async () => {
    try {
      await exportAllAssets();
    } catch (error) {
      message.error(`There was an issue exporting the assets: ${failureMessage(error)}`);
    }
  };

  const items: NonNullable<MenuProps['items']> = [
    ...(canExport
      ? [
          {
            key: 'assets-export',
            label: <span data-test="menu-assets-export">Export all assets</span>,
            onClick: () => void runExport(),
          },
        ]
      : []),
    ...(canImport
      ? [
          {
            key: 'assets-import',
            label: <span data-test="menu-assets-import">Import assets</span>,
            onClick: () => setImporting(true),
          },
        ]
      : []),
  ];
  const modal = canImport ? (
    <MountWhenOpened open={importing}>
      <Suspense fallback={null}>
        <ImportModal
          open={importing}
          resource="assets"
          noun="assets"
          nouns="assets"
          onClose={() => setImporting(false)}
          // Anything may have changed: every list refetches.
          onImported={() => dispatch(listApi.util.invalidateTags(Object.values(RESOURCE_TAG)))}
        />
      </Suspense>
    </MountWhenOpened>
  ) : null;
  return { items, modal };
}
