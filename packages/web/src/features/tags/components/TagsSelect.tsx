import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { loadCustomTagNames, tagNameProblem } from '../api/tagsApi';

/**
 * Picks custom tags by name; typing a new name and pressing Enter adds it (created on save). For
 * use inside a Form.Item, which passes `value` and `onChange`.
 */
export function TagsSelect(props: {
  readonly value?: string[];
  readonly onChange?: (value: string[]) => void;
  readonly disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    loadCustomTagNames()
      .then((found) => {
        if (current) setNames(found);
      })
      // Without the list the field still takes typed names.
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [open]);

  const options = [...new Set([...names, ...(props.value ?? [])])].map((name) => ({
    value: name,
    label: name,
  }));
  return (
    <Select
      mode="tags"
      aria-label="Tags"
      data-test="tags-select"
      placeholder="Add tags"
      tokenSeparators={[]}
      loading={loading}
      options={options}
      value={props.value ?? []}
      onChange={(value: string[]) => props.onChange?.(value)}
      onOpenChange={setOpen}
      disabled={props.disabled}
    />
  );
}

/** A properties form's `tags` field: the picker, refusing names Superset's tag API refuses. */
export function TagsFormItem({ extra }: { readonly extra: string }) {
  return (
    <Form.Item
      name="tags"
      label="Tags"
      extra={extra}
      rules={[
        {
          validator: async (_rule, names: string[] | undefined) => {
            const problem = (names ?? []).map(tagNameProblem).find(Boolean);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <TagsSelect />
    </Form.Item>
  );
}
