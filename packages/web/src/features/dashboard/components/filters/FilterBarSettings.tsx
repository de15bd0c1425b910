import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

/** `filter_bar_orientation` of json_metadata; anything else is Superset's default, vertical. */
export function filterBarOrientationOf(jsonMetadata: string | null | undefined): FilterBarOrientation {
  try {
    const value = (JSON.parse(jsonMetadata || '{}') as { filter_bar_orientation?: unknown } | null)
      ?.filter_bar_orientation;
    return value === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
  } catch {
    // Not JSON: the default bar.
    return 'VERTICAL';
  }
}

const CHOICES: readonly [FilterBarOrientation, string][] = [
  ['VERTICAL', 'Vertical (Left)'],
  ['HORIZONTAL', 'Horizontal (Top)'],
];

/** Superset's filter bar gear for editors: the orientation of the bar, saved with the dashboard. */
export function FilterBarSettings({
  orientation,
  onChange,
}: {
  readonly orientation: FilterBarOrientation;
  readonly onChange: (orientation: FilterBarOrientation) => void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'orientation',
            type: 'group',
            label: 'Orientation of filter bar',
            children: CHOICES.map(([value, label]) => ({
              key: value,
              label,
              icon: value === orientation ? <CheckOutlined /> : <span className="menu-icon-space" />,
              onClick: () => {
                if (value !== orientation) onChange(value);
              },
            })),
          },
        ],
      }}
    >
      <Tooltip title="Filter bar settings">
        <Button
          type="text"
          size="small"
          icon={<SettingOutlined />}
          aria-label="Filter bar settings"
          data-test="filter-bar-settings"
        />
      </Tooltip>
    </Dropdown>
  );
}
