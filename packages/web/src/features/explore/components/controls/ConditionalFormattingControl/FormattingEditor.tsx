import { Button, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { QueryColumn } from '../queryColumns';
import {
  BETWEEN_OPERATORS,
  COLOR_CHOICES,
  colorChoice,
  type FormattingRule,
  OPERATORS,
  type RuleErrors,
  validateRule,
} from './rules';

export interface FormattingEditorProps {
  readonly rule: FormattingRule | null;
  readonly columns: readonly QueryColumn[];
  readonly onDone: (rule: FormattingRule | null) => void;
}

const numberOrUndefined = (value: number | string | null) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** One rule's form; Apply checks it and shows the spec's messages beside the fields. */
export function FormattingEditor({ rule, columns, onDone }: FormattingEditorProps) {
  const [draft, setDraft] = useState<FormattingRule>(() => ({
    operator: 'None',
    colorScheme: COLOR_CHOICES[0].value,
    ...rule,
    ...(rule?.colorScheme ? { colorScheme: colorChoice(rule.colorScheme) } : {}),
  }));
  const [errors, setErrors] = useState<RuleErrors>({});
  const set = (patch: Partial<FormattingRule>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once shown, messages follow the edits.
    if (Object.keys(errors).length) setErrors(validateRule(next));
  };
  const status = (field: keyof FormattingRule) => (errors[field] ? 'error' : undefined);
  const between = BETWEEN_OPERATORS.includes(draft.operator ?? '');
  const single = !between && draft.operator !== 'None' && draft.operator !== undefined;
  const apply = () => {
    const found = validateRule(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { operator } = draft;
    onDone({
      column: draft.column,
      operator,
      colorScheme: draft.colorScheme,
      ...(single ? { targetValue: draft.targetValue } : {}),
      ...(between
        ? { targetValueLeft: draft.targetValueLeft, targetValueRight: draft.targetValueRight }
        : {}),
    });
  };
  return (
    <Form layout="vertical" className="popover-editor" component="div">
      <Form.Item label="Column" htmlFor="cf-column" validateStatus={status('column')} help={errors.column}>
        <Select
          id="cf-column"
          value={draft.column}
          placeholder="Select column"
          onChange={(column: string) => set({ column })}
          options={columns.map((c) => ({ value: c.key, label: c.label }))}
          showSearch
          optionFilterProp="label"
          notFoundContent="Add a metric or a numeric column first"
        />
      </Form.Item>
      <Form.Item
        label="Color scheme"
        htmlFor="cf-color"
        validateStatus={status('colorScheme')}
        help={errors.colorScheme}
      >
        <Select
          id="cf-color"
          value={draft.colorScheme}
          onChange={(colorScheme: string) => set({ colorScheme })}
          options={COLOR_CHOICES.map((c) => ({
            value: c.value,
            label: (
              <span className="cf-color-option">
                <span className="cf-color-chip" style={{ background: c.value }} aria-hidden />
                {c.label}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        label="Operator"
        htmlFor="cf-operator"
        validateStatus={status('operator')}
        help={errors.operator}
      >
        <Select
          id="cf-operator"
          value={draft.operator}
          onChange={(operator: string) => set({ operator })}
          options={OPERATORS.map((op) => ({ value: op, label: op }))}
        />
      </Form.Item>
      {single ? (
        <Form.Item
          label="Target value"
          htmlFor="cf-target"
          validateStatus={status('targetValue')}
          help={errors.targetValue}
        >
          <InputNumber
            id="cf-target"
            value={draft.targetValue ?? null}
            onChange={(v) => set({ targetValue: numberOrUndefined(v) })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ) : null}
      {between ? (
        <div className="cf-between">
          <Form.Item
            label="Left value"
            htmlFor="cf-left"
            validateStatus={status('targetValueLeft')}
            help={errors.targetValueLeft}
          >
            <InputNumber
              id="cf-left"
              value={draft.targetValueLeft ?? null}
              onChange={(v) => set({ targetValueLeft: numberOrUndefined(v) })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            label="Right value"
            htmlFor="cf-right"
            validateStatus={status('targetValueRight')}
            help={errors.targetValueRight}
          >
            <InputNumber
              id="cf-right"
              value={draft.targetValueRight ?? null}
              onChange={(v) => set({ targetValueRight: numberOrUndefined(v) })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
      ) : null}
      <div className="popover-editor-actions">
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button type="primary" onClick={apply}>
          Apply
        </Button>
      </div>
    </Form>
  );
}
