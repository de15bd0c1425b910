import { PlusOutlined } from '@ant-design/icons';
import type { NativeFilterItem, Position } from '@tessera/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useNativeFilterBar } from '../filters/NativeFiltersProvider';
import { FiltersConfigModal } from './FiltersConfigModal';

/** "+ Add/Edit filters" at the top of the filter bar, for users who may edit the dashboard. */
export function FiltersConfigEntry({
  position,
  saving,
  onSave,
}: {
  readonly position: Position;
  readonly saving: boolean;
  readonly onSave: (items: NativeFilterItem[]) => Promise<boolean>;
}) {
  const bar = useNativeFilterBar();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<PlusOutlined />}
        onClick={() => setOpen(true)}
        className="filters-config-entry"
        data-test="filters-config-entry"
      >
        Add/Edit filters
      </Button>
      {open ? (
        <FiltersConfigModal
          initial={bar?.items ?? []}
          position={position}
          saving={saving}
          onSave={onSave}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
