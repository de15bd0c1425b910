import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { chartRegistry } from '../../../../charts';
import { categoryOf, galleryEntries, QUICK_VIZ_TYPES, type VizEntry } from '../../lib/vizGallery';
import { VizTypePicker } from '../VizTypePicker';
import { VizThumbnail } from './VizThumbnail';
import { VizTypeGallery } from './VizTypeGallery';
import './VizTypeControl.css';

export interface VizTypeControlProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (vizType: string) => void;
  /** The offered types; by default every registered chart plugin. */
  readonly entries?: readonly VizEntry[];
  /** The DASHBOARD_CROSS_FILTERS flag: interactive dashboard filters stay offered while it is on. */
  readonly crossFilters?: boolean;
}

const registryEntries = (crossFilters: boolean) =>
  galleryEntries(
    chartRegistry.list().map((plugin) => ({ key: plugin.id, metadata: plugin.metadata })),
    crossFilters,
  );

/**
 * Superset's VizTypeControl: the six most used types as tiles (the current type joins them when it
 * is another), the searchable select, and 'View all charts' for the gallery.
 */
export function VizTypeControl({ id, value, onChange, entries, crossFilters = true }: VizTypeControlProps) {
  const offered = useMemo(() => entries ?? registryEntries(crossFilters), [entries, crossFilters]);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const quick = QUICK_VIZ_TYPES.map((key) => offered.find((e) => e.key === key)).filter(
    (e): e is VizEntry => e !== undefined,
  );
  const current = offered.find((e) => e.key === value);
  const tiles = current && !quick.includes(current) ? [current, ...quick] : quick;
  const choose = (vizType: string) => {
    setGalleryOpen(false);
    if (vizType !== value) onChange(vizType);
  };
  return (
    <div className="viz-type-control">
      <fieldset className="viz-quick-tiles" aria-label="Most used chart types">
        {tiles.map((entry) => (
          <Tooltip key={entry.key} title={entry.metadata.name} mouseEnterDelay={0.4}>
            <button
              type="button"
              className={`viz-quick-tile${entry.key === value ? ' is-selected' : ''}`}
              aria-pressed={entry.key === value}
              aria-label={entry.metadata.name}
              data-test={`viz-quick-${entry.key}`}
              onClick={() => choose(entry.key)}
            >
              <VizThumbnail vizType={entry.key} category={categoryOf(entry)} />
            </button>
          </Tooltip>
        ))}
      </fieldset>
      <VizTypePicker id={id} value={value} onChange={choose} />
      <Button
        type="link"
        size="small"
        icon={<AppstoreOutlined />}
        className="viz-view-all"
        onClick={() => setGalleryOpen(true)}
        data-test="viz-view-all"
      >
        View all charts
      </Button>
      <VizTypeGallery
        open={galleryOpen}
        entries={offered}
        value={value}
        onConfirm={choose}
        onCancel={() => setGalleryOpen(false)}
      />
    </div>
  );
}
