import {
  configurationToSave,
  filterItemErrors,
  firstInvalidItem,
  isFilterDivider,
  type NativeFilterItem,
  type Position,
} from '@tessera/core';
import { Button, Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { FilterConfigForm, fieldId } from './FilterConfigForm';
import { FilterList } from './FilterList';
import { useFilterConfigState } from './useFilterConfigState';
import './filters-config.css';

export interface FiltersConfigModalProps {
  readonly initial: readonly NativeFilterItem[];
  readonly position: Position;
  readonly saving: boolean;
  /** Saves the list; resolves whether it was saved (the dialog then closes). */
  readonly onSave: (items: NativeFilterItem[]) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * Superset's "Add and edit filters" dialog: the list on the left, the chosen item's form on the
 * right; Save validates (focusing the first invalid filter) and writes the configuration.
 */
export function FiltersConfigModal({ initial, position, saving, onSave, onClose }: FiltersConfigModalProps) {
  const state = useFilterConfigState(initial);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const selected = state.items.find((item) => item.id === state.selectedId) ?? null;
  const invalid = useMemo(
    () =>
      new Set(
        Object.entries(state.errors)
          .filter(([, e]) => Object.keys(e).length > 0)
          .map(([id]) => id),
      ),
    [state.errors],
  );

  const save = async () => {
    const bad = firstInvalidItem(state.items, state.pending);
    if (bad) {
      const errors: Record<string, ReturnType<typeof filterItemErrors>> = {};
      for (const item of state.items)
        if (!state.pending.has(item.id)) errors[item.id] = filterItemErrors(item);
      state.setErrors(errors);
      state.setSelectedId(bad.id);
      const field = Object.keys(bad.errors)[0] ?? 'name';
      setTimeout(() => document.getElementById(fieldId(bad.id, field))?.focus(), 50);
      return;
    }
    if (await onSave(configurationToSave(state.items, state.pending, position))) onClose();
  };
  const cancel = () => (state.dirty ? setConfirmCancel(true) : onClose());

  let body = <div className="filters-config-empty">Add a filter or a divider to start.</div>;
  if (selected && state.pending.has(selected.id)) {
    body = (
      <div className="filters-config-removed" data-test="filters-config-removed">
        <p>You have removed this filter.</p>
        <Button type="primary" onClick={() => state.restore(selected.id)} data-test="filters-config-restore">
          Restore Filter
        </Button>
      </div>
    );
  } else if (selected && isFilterDivider(selected)) {
    const errors = state.errors[selected.id] ?? {};
    body = (
      <Form layout="vertical" component="div" className="filters-config-form">
        <Form.Item
          label="Title"
          required
          htmlFor={fieldId(selected.id, 'title')}
          validateStatus={errors.title ? 'error' : undefined}
          help={errors.title}
        >
          <Input
            id={fieldId(selected.id, 'title')}
            value={selected.title}
            onChange={(event) =>
              state.update(selected.id, (item) => ({ ...item, title: event.target.value }))
            }
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor={fieldId(selected.id, 'description')}>
          <Input.TextArea
            id={fieldId(selected.id, 'description')}
            autoSize
            value={selected.description ?? ''}
            onChange={(event) =>
              state.update(selected.id, (item) => ({ ...item, description: event.target.value }))
            }
          />
        </Form.Item>
      </Form>
    );
  } else if (selected) {
    body = (
      <FilterConfigForm
        key={selected.id}
        filter={selected}
        items={state.items}
        errors={state.errors[selected.id] ?? {}}
        position={position}
        onChange={(next) => state.update(selected.id, () => next)}
      />
    );
  }

  return (
    <Modal
      open
      title="Add and edit filters"
      width={960}
      onCancel={cancel}
      mask={{ closable: false }}
      className="filters-config-modal"
      footer={
        confirmCancel ? (
          <div className="filters-config-confirm" data-test="filters-config-confirm-cancel">
            <span>There are unsaved changes. Are you sure you want to cancel?</span>
            <Button onClick={() => setConfirmCancel(false)}>Keep editing</Button>
            <Button type="primary" danger onClick={onClose}>
              Yes, cancel
            </Button>
          </div>
        ) : (
          <>
            <Button onClick={cancel} data-test="filters-config-cancel">
              Cancel
            </Button>
            <Button
              type="primary"
              loading={saving}
              onClick={() => void save()}
              data-test="filters-config-save"
            >
              Save
            </Button>
          </>
        )
      }
    >
      <div className="filters-config-body">
        <FilterList
          items={state.items}
          selectedId={state.selectedId}
          pending={state.pending}
          invalid={invalid}
          onSelect={state.setSelectedId}
          onRemove={state.remove}
          onMove={state.move}
          onAdd={state.add}
        />
        <div className="filters-config-detail">{body}</div>
      </div>
    </Modal>
  );
}
