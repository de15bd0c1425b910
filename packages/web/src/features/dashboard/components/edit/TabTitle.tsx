import type { LayoutComponent } from '@tessera/core';
import { Input } from 'antd';
import { useLayoutEditing } from './editing';

/** A tab's title, editable in edit mode at the top of the tab. */
export function TabTitle({ component }: { component: LayoutComponent }) {
  const editing = useLayoutEditing();
  const text = String(component.meta?.text ?? '');
  return (
    <div className="tab-title-edit">
      <Input
        key={text}
        size="small"
        aria-label="Tab title"
        addonBefore="Tab title"
        defaultValue={text}
        placeholder="Tab title"
        onBlur={(event) => {
          if (editing && event.target.value !== text)
            editing.updateMeta(component.id, { text: event.target.value });
        }}
        onPressEnter={(event) => event.currentTarget.blur()}
      />
    </div>
  );
}
