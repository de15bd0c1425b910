import { Select } from 'antd';
import { chartRegistry } from '../../../charts';

/** The chart type select, grouped by category; keyboard and type-ahead friendly. */
export function VizTypePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (vizType: string) => void;
}) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const plugin of chartRegistry.list()) {
    const list = groups.get(plugin.metadata.category) ?? [];
    if (list.length === 0) groups.set(plugin.metadata.category, list);
    list.push({ value: plugin.id, label: plugin.metadata.name });
  }
  const known = chartRegistry.has(value);
  return (
    <Select
      id={id}
      data-test="explore-viz-type"
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        ...[...groups.entries()].map(([category, options]) => ({
          label: category,
          title: category,
          options,
        })),
        ...(known
          ? []
          : [
              {
                label: 'Unsupported',
                title: 'Unsupported',
                options: [{ value, label: `${value} (not supported)` }],
              },
            ]),
      ]}
      style={{ width: '100%' }}
    />
  );
}
