/**
 * Explore's colour and number-shape controls: colour schemes as swatches (categorical and
 * sequential), a colour picker saving Superset's `{r, g, b, a}`, axis bounds as `[min, max]` and a
 * currency as `{symbol, symbolPosition}`.
 */
import {
  type ColorScheme,
  type ColorSchemeRegistry,
  categoricalSchemes,
  currencyChoices,
  sequentialSchemes,
} from '@tessera/core';
import { ColorPicker, InputNumber, Segmented, Select } from 'antd';
import { DEFAULT_PICKED_COLOR } from '../../../../charts/controls';
import type { ControlComponentProps } from './controlTypes';
import './ColorControls.css';

/** A scheme's colours as a strip of small squares; a sequential one as a gradient. */
export function SchemeSwatch({
  colors,
  gradient,
}: {
  readonly colors: readonly string[];
  readonly gradient?: boolean;
}) {
  if (gradient) {
    return (
      <span
        className="color-scheme-gradient"
        aria-hidden
        style={{ background: `linear-gradient(to right, ${colors.join(', ')})` }}
      />
    );
  }
  return (
    <span className="color-scheme-swatches" aria-hidden>
      {colors.slice(0, 12).map((color, i) => (
        // Schemes may repeat a colour (bnbColors), so the index keys the square.
        // biome-ignore lint/suspicious/noArrayIndexKey: a scheme's colours have a fixed order
        <span key={i} className="color-scheme-swatch" style={{ background: color }} />
      ))}
    </span>
  );
}

function schemeLabel(scheme: ColorScheme, gradient: boolean, swatches: number, dataTest?: string) {
  return (
    <span className="color-scheme-option" data-test={dataTest}>
      <span className="color-scheme-label">{scheme.label}</span>
      <SchemeSwatch
        colors={gradient ? scheme.colors : scheme.colors.slice(0, swatches)}
        gradient={gradient}
      />
    </span>
  );
}

function schemeOptions(registry: ColorSchemeRegistry<ColorScheme>, gradient: boolean) {
  return registry.list().map((scheme) => ({
    value: scheme.id,
    text: scheme.label,
    label: schemeLabel(scheme, gradient, 12, `color-scheme-${scheme.id}`),
    // The closed select has less room: the name first, then a few of its colours.
    selected: schemeLabel(scheme, gradient, 5),
  }));
}

const CATEGORICAL_OPTIONS = schemeOptions(categoricalSchemes, false);
const SEQUENTIAL_OPTIONS = schemeOptions(sequentialSchemes, true);

function SchemeSelect({
  id,
  dataTest,
  value,
  onChange,
  options,
  fallback,
}: ControlComponentProps & { readonly options: typeof CATEGORICAL_OPTIONS; readonly fallback: string }) {
  // An unknown saved id draws with the default scheme, so the select shows that one.
  const known = typeof value === 'string' && options.some((o) => o.value === value) ? value : fallback;
  return (
    <Select
      id={id}
      data-test={dataTest}
      value={known}
      onChange={(next: string) => onChange(next)}
      options={options}
      showSearch
      optionFilterProp="text"
      classNames={{ popup: { root: 'color-scheme-popup' } }}
      // Scheme names and their swatches need more room than the panel's column.
      popupMatchSelectWidth={320}
      labelRender={({ value: id }) => options.find((o) => o.value === id)?.selected ?? String(id)}
      style={{ width: '100%' }}
    />
  );
}

export const CategoricalSchemeControl = (props: ControlComponentProps) => (
  <SchemeSelect {...props} options={CATEGORICAL_OPTIONS} fallback={categoricalSchemes.defaultId} />
);

export const SequentialSchemeControl = (props: ControlComponentProps) => (
  <SchemeSelect {...props} options={SEQUENTIAL_OPTIONS} fallback={sequentialSchemes.defaultId} />
);

interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

function asRgba(value: unknown): Rgba | null {
  if (!value || typeof value !== 'object') return null;
  const { r, g, b, a } = value as Record<string, unknown>;
  if (![r, g, b].every((c) => typeof c === 'number' && Number.isFinite(c))) return null;
  return { r: r as number, g: g as number, b: b as number, a: typeof a === 'number' ? a : 1 };
}

/** Superset's ColorPickerControl: the colour is saved as `{ r, g, b, a }` (a from 0 to 1). */
export const ColorPickerControl = ({ id, dataTest, control, value, onChange }: ControlComponentProps) => {
  const rgba = asRgba(value) ?? asRgba(control.default) ?? DEFAULT_PICKED_COLOR;
  return (
    <div id={id} data-test={dataTest}>
      <ColorPicker
        value={`rgba(${rgba.r}, ${rgba.g}, ${rgba.b}, ${rgba.a})`}
        showText
        onChangeComplete={(color) => {
          const { r, g, b, a } = color.toRgb();
          onChange({ r: Math.round(r), g: Math.round(g), b: Math.round(b), a: Math.round(a * 100) / 100 });
        }}
      />
    </div>
  );
};

function bound(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Superset's BoundsControl: `[min, max]`, either empty to fit the data. */
export const BoundsControl = ({ id, dataTest, value, onChange }: ControlComponentProps) => {
  const [min, max] = Array.isArray(value) ? [bound(value[0]), bound(value[1])] : [null, null];
  const invalid = min !== null && max !== null && min > max;
  return (
    <div className="bounds-control" data-test={dataTest}>
      <InputNumber
        id={id}
        placeholder="Min"
        aria-label="Minimum"
        value={min}
        status={invalid ? 'error' : undefined}
        onChange={(next) => onChange([bound(next), max])}
        style={{ width: '100%' }}
      />
      <InputNumber
        placeholder="Max"
        aria-label="Maximum"
        value={max}
        status={invalid ? 'error' : undefined}
        onChange={(next) => onChange([min, bound(next)])}
        style={{ width: '100%' }}
      />
      {invalid ? <div className="control-error">The minimum must not be above the maximum.</div> : null}
    </div>
  );
};

/** Superset's CurrencyControl: `{ symbol, symbolPosition }`; clearing the currency saves null. */
export const CurrencyControl = ({ id, dataTest, value, onChange }: ControlComponentProps) => {
  const current = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const symbol = typeof current.symbol === 'string' && current.symbol ? current.symbol : undefined;
  const position = current.symbolPosition === 'suffix' ? 'suffix' : 'prefix';
  return (
    <div className="currency-control" data-test={dataTest}>
      <Segmented
        value={position}
        disabled={!symbol}
        onChange={(next) => onChange({ symbol, symbolPosition: next })}
        options={[
          { value: 'prefix', label: 'Prefix' },
          { value: 'suffix', label: 'Suffix' },
        ]}
      />
      <Select
        id={id}
        allowClear
        placeholder="Currency"
        value={symbol}
        onChange={(next: string | undefined) =>
          onChange(next ? { symbol: next, symbolPosition: position } : null)
        }
        options={[{ value: 'AUTO', label: 'Detect from the data' }, ...currencyChoices()]}
        showSearch
        style={{ flex: 1, minWidth: 0 }}
      />
    </div>
  );
};
