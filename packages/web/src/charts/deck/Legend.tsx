import type { DeckLegend } from '@tessera/core';
import type { CSSProperties } from 'react';
import { valueFormatter } from '../shared/valueFormat';

const CORNER: Readonly<Record<DeckLegend['position'], CSSProperties>> = {
  tl: { top: 8, left: 8 },
  tr: { top: 8, right: 8 },
  bl: { bottom: 8, left: 8 },
  br: { bottom: 8, right: 8 },
};

interface Props {
  readonly legend: DeckLegend;
  /** Categories switched off by a click (a legend of buckets is not clickable). */
  readonly hidden: ReadonlySet<string>;
  readonly onToggle: (label: string) => void;
}

/** Superset's deck legend: a swatch per category or bucket, in a corner of the map. */
export function DeckLegendBox({ legend, hidden, onToggle }: Props) {
  const format = valueFormatter(legend.format ?? '.3~s');
  const categorical = legend.entries.every((entry) => !entry.range);
  return (
    <ul
      data-test="deck-legend"
      style={{
        position: 'absolute',
        ...CORNER[legend.position],
        margin: 0,
        padding: '6px 8px',
        listStyle: 'none',
        background: 'rgba(255, 255, 255, 0.9)',
        borderRadius: 4,
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.2)',
        font: '12px/1.5 Inter, Helvetica, Arial, sans-serif',
        color: '#333',
        maxHeight: '80%',
        overflowY: 'auto',
        zIndex: 1,
      }}
    >
      {legend.entries.map((entry) => {
        const label = entry.range ? `${format(entry.range[0])} - ${format(entry.range[1])}` : entry.label;
        const off = hidden.has(entry.label);
        const [r, g, b, a] = entry.color;
        const swatch = (
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              marginRight: 6,
              borderRadius: 2,
              background: off ? 'transparent' : `rgba(${r}, ${g}, ${b}, ${Math.max(a, 128) / 255})`,
              border: `1px solid rgb(${r}, ${g}, ${b})`,
            }}
          />
        );
        return (
          <li key={entry.label} style={{ whiteSpace: 'nowrap', opacity: off ? 0.5 : 1 }}>
            {categorical ? (
              <button
                type="button"
                onClick={() => onToggle(entry.label)}
                aria-pressed={!off}
                style={{ all: 'unset', cursor: 'pointer' }}
              >
                {swatch}
                {label}
              </button>
            ) : (
              <>
                {swatch}
                {label}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
