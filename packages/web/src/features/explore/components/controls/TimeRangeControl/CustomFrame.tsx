import { DatePicker, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import {
  type CustomRange,
  type DateMode,
  GRAINS,
  type Grain,
  parseQuantity,
} from '../../../lib/timeRangeFrames';

const DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
const SHOWN_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const MODE_OPTIONS: { value: DateMode; label: string }[] = [
  { value: 'specific', label: 'Specific Date/Time' },
  { value: 'relative', label: 'Relative Date/Time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];

const grainOptions = (direction: 'before' | 'after') =>
  GRAINS.map((grain: Grain) => ({
    value: grain,
    label: `${grain[0]!.toUpperCase()}${grain.slice(1)}s ${direction}`,
  }));

interface SideProps {
  readonly side: 'since' | 'until';
  readonly range: CustomRange;
  readonly onChange: (range: CustomRange) => void;
}

function DateTimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const parsed = dayjs(value, DATETIME_FORMAT);
  return (
    <DatePicker
      showTime
      allowClear={false}
      aria-label={label}
      format={SHOWN_FORMAT}
      value={parsed.isValid() ? parsed : null}
      onChange={(next) => {
        if (next) onChange(next.format(DATETIME_FORMAT));
      }}
      style={{ width: '100%' }}
    />
  );
}

/** One side of the custom range: a mode, then its date or its "N units before/after". */
function Side({ side, range, onChange }: SideProps) {
  const since = side === 'since';
  const mode = since ? range.sinceMode : range.untilMode;
  const datetime = since ? range.sinceDatetime : range.untilDatetime;
  const grain = since ? range.sinceGrain : range.untilGrain;
  const quantity = Math.abs(since ? range.sinceGrainValue : range.untilGrainValue);
  const title = since ? 'START (INCLUSIVE)' : 'END (EXCLUSIVE)';
  const set = (patch: Partial<Record<string, unknown>>) => onChange({ ...range, ...patch } as CustomRange);
  return (
    <div className="time-range-side" data-test={`time-range-${side}`}>
      <div className="time-range-label">{title}</div>
      <Select
        aria-label={`${since ? 'Start' : 'End'} type`}
        value={mode}
        options={MODE_OPTIONS}
        onChange={(next: DateMode) => set({ [`${side}Mode`]: next })}
        style={{ width: '100%' }}
      />
      {mode === 'specific' ? (
        <DateTimeInput
          label={`${since ? 'Start' : 'End'} date`}
          value={datetime}
          onChange={(next) => set({ [`${side}Datetime`]: next })}
        />
      ) : null}
      {mode === 'relative' ? (
        <div className="time-range-relative">
          <InputNumber
            aria-label={`${since ? 'Start' : 'End'} quantity`}
            min={1}
            precision={0}
            value={quantity}
            onChange={(next) => {
              const n = parseQuantity(next);
              // Spec 001 point 5: a non-positive quantity is ignored.
              if (n !== null) set({ [`${side}GrainValue`]: since ? -n : n });
            }}
          />
          <Select
            aria-label={`${since ? 'Start' : 'End'} unit`}
            value={grain}
            options={grainOptions(since ? 'before' : 'after')}
            onChange={(next: Grain) => set({ [`${side}Grain`]: next })}
            style={{ flex: 1 }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Both sides, and the anchor when both count relative to it (spec 001 point 4). */
export function CustomFrame({
  range,
  onChange,
}: {
  readonly range: CustomRange;
  readonly onChange: (range: CustomRange) => void;
}) {
  const bothRelative = range.sinceMode === 'relative' && range.untilMode === 'relative';
  return (
    <div className="time-range-custom-frame">
      <div className="time-range-sides">
        <Side side="since" range={range} onChange={onChange} />
        <Side side="until" range={range} onChange={onChange} />
      </div>
      {bothRelative ? (
        <div className="time-range-anchor" data-test="time-range-anchor">
          <div className="time-range-label">ANCHOR TO</div>
          <Radio.Group
            value={range.anchorMode}
            onChange={(e) =>
              onChange({
                ...range,
                anchorMode: e.target.value,
                anchorValue: e.target.value === 'now' ? 'now' : range.sinceDatetime,
              })
            }
            options={[
              { value: 'now', label: 'NOW' },
              { value: 'specific', label: 'Date/Time' },
            ]}
          />
          {range.anchorMode === 'specific' ? (
            <DateTimeInput
              label="Anchor date"
              value={range.anchorValue}
              onChange={(next) => onChange({ ...range, anchorValue: next })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
