import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { describeError } from '../../../../../app/errors';
import { request } from '../../../../../app/http';
import type { SourceType } from '../../../../../charts/shared/annotationLayers';

type Option = { value: number; label: string };

/** Where a source's choices come from: the annotation layers, or the charts of the right type. */
export function sourceEndpoint(sourceType: SourceType): string | null {
  if (sourceType === 'NATIVE')
    return '/api/v1/annotation_layer/?q=(columns:!(id,name),order_column:name,order_direction:asc,page_size:100)';
  if (sourceType === 'table')
    return '/api/v1/chart/?q=(columns:!(id,slice_name),filters:!((col:viz_type,opr:eq,value:table)),order_column:slice_name,order_direction:asc,page_size:100)';
  if (sourceType === 'line')
    return '/api/v1/chart/?q=(columns:!(id,slice_name),filters:!((col:viz_type,opr:sw,value:echarts_timeseries)),order_column:slice_name,order_direction:asc,page_size:100)';
  return null;
}

function optionsOf(body: unknown): Option[] {
  const result = (body as { result?: unknown })?.result;
  if (!Array.isArray(result)) return [];
  return result.flatMap((row) => {
    const { id, name, slice_name: sliceName } = (row ?? {}) as Record<string, unknown>;
    return typeof id === 'number' ? [{ value: id, label: String(name ?? sliceName ?? id) }] : [];
  });
}

export function AnnotationSourceSelect({
  id,
  sourceType,
  value,
  onChange,
}: {
  readonly id: string;
  readonly sourceType: SourceType;
  readonly value: string | number | null;
  readonly onChange: (value: number | null) => void;
}) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const endpoint = sourceEndpoint(sourceType);
    if (!endpoint) return;
    let live = true;
    setLoading(true);
    setError(null);
    request<unknown>(endpoint)
      .then((body) => live && setOptions(optionsOf(body)))
      .catch((e: unknown) => live && setError(`Error while fetching data: ${describeError(e)}`))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [sourceType]);
  const label = sourceType === 'NATIVE' ? 'Annotation layer' : 'Chart';
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Select
        id={id}
        loading={loading}
        value={typeof value === 'number' ? value : value ? Number(value) : undefined}
        placeholder={loading ? 'Loading…' : `Choose the ${label.toLowerCase()}`}
        onChange={(next: number | undefined) => onChange(next ?? null)}
        options={options}
        showSearch
        optionFilterProp="label"
        notFoundContent={
          loading
            ? 'Loading…'
            : sourceType === 'NATIVE'
              ? 'No annotation layers yet'
              : 'No charts of this type'
        }
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
