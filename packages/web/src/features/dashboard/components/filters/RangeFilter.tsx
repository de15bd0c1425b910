import { buildRangeFilterQuery, type DataMask, type NativeFilter, nativeFilterDataMask } from '@tessera/core';
import { InputNumber, Slider } from 'antd';
import { useMemo } from 'react';
import { useFilterData } from './useFilterData';

export interface RangeFilterProps {
  readonly filter: NativeFilter;
  readonly mask: DataMask | undefined;
  readonly onChange: (mask: DataMask) => void;
  readonly inputId: string;
}

function bound(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** Superset's range filter: a slider between the column's minimum and maximum, and two inputs. */
export function RangeFilter({ filter, mask, onChange, inputId }: RangeFilterProps) {
  const context = useMemo(() => {
    try {
      return buildRangeFilterQuery(filter);
    } catch {
      return null;
    }
  }, [filter]);
  const data = useFilterData(context);
  const min = bound(data.rows[0]?.min);
  const max = bound(data.rows[0]?.max);
  const value = mask?.filterState?.value;
  const [lower, upper] = Array.isArray(value) ? (value as (number | null)[]) : [null, null];
  const set = (next: [number | null, number | null]) => onChange(nativeFilterDataMask(filter, next));

  if (data.error)
    return (
      <div className="filter-error" role="alert">
        Could not load the range: {data.error}
      </div>
    );
  if (min === null || max === null)
    return <div className="filter-empty">{data.loading ? 'Loading…' : 'No values to filter on'}</div>;
  const step = Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100 || 1;
  return (
    <div className="range-filter" data-test="filter-range">
      <Slider
        range
        min={min}
        max={max}
        step={step}
        value={[lower ?? min, upper ?? max]}
        onChange={([from, to]) =>
          set([from === min ? null : (from ?? null), to === max ? null : (to ?? null)])
        }
        aria-label={`${filter.name} range`}
      />
      <div className="range-filter-inputs">
        <InputNumber
          id={inputId}
          size="small"
          aria-label={`${filter.name} from`}
          placeholder={String(min)}
          min={min}
          max={max}
          value={lower}
          onChange={(next) => set([bound(next), upper ?? null])}
        />
        <span className="muted">to</span>
        <InputNumber
          size="small"
          aria-label={`${filter.name} to`}
          placeholder={String(max)}
          min={min}
          max={max}
          value={upper}
          onChange={(next) => set([lower ?? null, bound(next)])}
        />
      </div>
    </div>
  );
}
