import type { MenuProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { kindInfo, type UploadKind } from '../lib/uploadForm';
import { useUploadKinds } from '../lib/useUploadKinds';
import { UploadModal } from './LazyUploadModal';

/**
 * The "+" menu's data entries: Create dataset (a dataset from a table), then one upload entry per
 * allowed kind, and the dialog they open.
 */
export function useUploadMenu(): { items: NonNullable<MenuProps['items']>; modal: ReactNode } {
  const kinds = useUploadKinds();
  const navigate = useNavigate();
  const [open, setOpen] = useState<UploadKind | null>(null);
  const items: NonNullable<MenuProps['items']> = [
    { type: 'divider' },
    {
      key: 'create-dataset',
      label: <span data-test="menu-create-dataset">Create dataset</span>,
      onClick: () => navigate('/dataset/add/'),
    },
    ...(kinds.length === 0
      ? []
      : kinds.map((kind) => ({
          key: `upload-${kind}`,
          label: <span data-test={`menu-upload-${kind}`}>{kindInfo(kind).menuLabel}</span>,
          onClick: () => setOpen(kind),
        }))),
  ];
  const modal = (
    <UploadModal
      open={open !== null}
      kind={open ?? kinds[0] ?? 'csv'}
      kinds={kinds}
      onClose={() => setOpen(null)}
    />
  );
  return { items, modal };
}
