/**
 * Superset's SelectAsyncControl: the choices come from `control.dataEndpoint`, turned into options
 * by `control.optionsFromAnswer`; a failed fetch shows the danger toast
 * 'Error while fetching data: %s'.
 */
import { App, Select } from 'antd';
import { useEffect, useState } from 'react';
import { describeError } from '../../../../../app/errors';
import { request } from '../../../../../app/http';
import type { ControlComponentProps } from '../controlTypes';

type Option = { value: string | number; label: string };

export const fetchErrorMessage = (error: unknown) => `Error while fetching data: ${describeError(error)}`;

function defaultOptions(body: unknown): Option[] {
  const result = (body as { result?: unknown })?.result;
  if (!Array.isArray(result)) return [];
  return result.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const { id, value, label, slice_name: name } = row as Record<string, unknown>;
    const key = value ?? id;
    if (typeof key !== 'string' && typeof key !== 'number') return [];
    return [{ value: key, label: String(label ?? name ?? key) }];
  });
}

export function SelectAsyncControl({ id, dataTest, control, value, onChange }: ControlComponentProps) {
  const { message } = App.useApp();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const endpoint = control.dataEndpoint;
  const toOptions = control.optionsFromAnswer;
  useEffect(() => {
    if (!endpoint) return;
    let live = true;
    setLoading(true);
    request<unknown>(endpoint)
      .then((body) => {
        if (live) setOptions(toOptions ? [...toOptions(body)] : defaultOptions(body));
      })
      .catch((error: unknown) => {
        if (live) void message.error(fetchErrorMessage(error));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [endpoint, toOptions, message]);
  const multiple = control.multiple ?? false;
  const current = multiple ? (Array.isArray(value) ? value : []) : (value ?? undefined);
  return (
    <Select
      id={id}
      data-test={dataTest}
      mode={multiple ? 'multiple' : undefined}
      loading={loading}
      value={current as string | number | (string | number)[] | undefined}
      onChange={(next) => onChange(next ?? (multiple ? [] : null))}
      options={options}
      placeholder={control.placeholder ?? 'Select…'}
      allowClear={control.clearable ?? true}
      showSearch
      optionFilterProp="label"
      notFoundContent={loading ? 'Loading…' : 'Nothing to choose from yet'}
      style={{ width: '100%' }}
    />
  );
}
