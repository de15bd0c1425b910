import { currencyChoices, D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@tessera/core';
import { AutoComplete, Form, Input, Segmented, Select, Slider, Switch } from 'antd';
import { useRef, useState } from 'react';
import { finiteNumber } from '../../../../../charts/controls';
import type { QueryColumn } from '../queryColumns';
import { useDebouncedChange } from '../useDebouncedChange';
import {
  COLUMN_CONFIG_DEBOUNCE_MS,
  type ColumnSettings,
  fieldErrors,
  MAX_FRACTION_DIGITS,
} from './columnConfig';

/** Changed settings of one column; null or '' drops a setting. */
export type ColumnSettingsPatch = { -readonly [K in keyof ColumnSettings]?: ColumnSettings[K] | null };

export interface ColumnSettingsEditorProps {
  readonly column: QueryColumn;
  readonly settings: ColumnSettings;
  readonly onChange: (patch: ColumnSettingsPatch) => void;
}

const formatOptions = (choices: readonly { value: string; label: string }[]) =>
  choices.map((c) => ({ value: c.value, label: c.label }));

/** Superset's 'Min Width' validators: a number (spec 000 point 5's 'is expected to be a number'). */
const WIDTH_VALIDATORS = [finiteNumber];

/**
 * One column's settings. What is typed (names, formats, widths) is passed on 500 ms after the last
 * keystroke, so the table does not redraw on every key; a switch, alignment or currency choice is
 * passed on at once. A field with errors keeps them to itself and passes nothing on.
 */
export function ColumnSettingsEditor({ column, settings, onChange }: ColumnSettingsEditorProps) {
  const id = (field: string) => `column-config-${field}`;
  // What this popover changed, shown at once while its debounced passing-on is pending.
  const [local, setLocal] = useState<ColumnSettingsPatch>({});
  const pending = useRef<ColumnSettingsPatch>({});
  const { push, flush } = useDebouncedChange<ColumnSettingsPatch>((patch) => {
    pending.current = {};
    onChange(patch);
  }, COLUMN_CONFIG_DEBOUNCE_MS);
  const change = <K extends keyof ColumnSettings>(
    field: K,
    value: ColumnSettings[K] | null,
    atOnce = false,
  ) => {
    setLocal((current) => ({ ...current, [field]: value }));
    pending.current = { ...pending.current, [field]: value };
    push(pending.current);
    if (atOnce) flush();
  };
  const shown: ColumnSettings = { ...settings, ...(local as ColumnSettings) };
  const [widthText, setWidthText] = useState(
    settings.columnWidth === undefined ? '' : String(settings.columnWidth),
  );
  const widthErrors = fieldErrors(widthText.trim(), WIDTH_VALIDATORS);
  const toggle = (field: keyof ColumnSettings, label: string) => (
    <div className="control-toggle">
      <label htmlFor={id(field)}>{label}</label>
      <Switch
        id={id(field)}
        size="small"
        checked={Boolean(shown[field])}
        onChange={(checked) => change(field, checked, true)}
      />
    </div>
  );
  const currency = shown.currencyFormat;
  return (
    <Form layout="vertical" component="div" className="popover-editor column-config-editor">
      <Form.Item label="Display column name" htmlFor={id('name')}>
        <Input
          id={id('name')}
          placeholder={column.label}
          value={shown.customColumnName ?? ''}
          onChange={(e) => change('customColumnName', e.target.value)}
        />
      </Form.Item>
      {column.numeric ? (
        <>
          <Form.Item label="D3 format" htmlFor={id('d3')}>
            <AutoComplete
              id={id('d3')}
              placeholder="Adaptive formatting"
              value={shown.d3NumberFormat ?? ''}
              options={formatOptions(D3_FORMAT_OPTIONS)}
              onChange={(value: string) => change('d3NumberFormat', value)}
              allowClear
            />
          </Form.Item>
          <Form.Item
            label="Small number format"
            htmlFor={id('small')}
            tooltip="D3 format for numbers between -1 and 1"
          >
            <AutoComplete
              id={id('small')}
              placeholder="Same as the D3 format"
              value={shown.d3SmallNumberFormat ?? ''}
              options={formatOptions(D3_FORMAT_OPTIONS)}
              onChange={(value: string) => change('d3SmallNumberFormat', value)}
              allowClear
            />
          </Form.Item>
          <Form.Item label="Currency format" htmlFor={id('currency')}>
            <div className="currency-control">
              <Segmented
                value={currency?.symbolPosition === 'suffix' ? 'suffix' : 'prefix'}
                disabled={!currency?.symbol}
                onChange={(position) =>
                  change('currencyFormat', { ...currency, symbolPosition: position }, true)
                }
                options={[
                  { value: 'prefix', label: 'Prefix' },
                  { value: 'suffix', label: 'Suffix' },
                ]}
              />
              <Select
                id={id('currency')}
                allowClear
                showSearch
                placeholder="Currency"
                value={currency?.symbol}
                onChange={(symbol: string | undefined) =>
                  change(
                    'currencyFormat',
                    symbol ? { symbol, symbolPosition: currency?.symbolPosition ?? 'prefix' } : null,
                    true,
                  )
                }
                options={[...currencyChoices()]}
                style={{ flex: 1, minWidth: 0 }}
              />
            </div>
          </Form.Item>
        </>
      ) : null}
      {column.temporal ? (
        <Form.Item label="Date format" htmlFor={id('time')}>
          <AutoComplete
            id={id('time')}
            placeholder="Adaptive formatting"
            value={shown.d3TimeFormat ?? ''}
            options={formatOptions(D3_TIME_FORMAT_OPTIONS)}
            onChange={(value: string) => change('d3TimeFormat', value)}
            allowClear
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Text align" htmlFor={id('align')}>
        <Segmented
          id={id('align')}
          block
          value={shown.horizontalAlign ?? 'left'}
          onChange={(value) => change('horizontalAlign', value as ColumnSettings['horizontalAlign'], true)}
          options={[
            { value: 'left', label: 'Left' },
            { value: 'center', label: 'Center' },
            { value: 'right', label: 'Right' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="Min Width"
        htmlFor={id('width')}
        tooltip="Default minimal column width in pixels, actual width may still be larger than this if other columns don't need much space"
        validateStatus={widthErrors.length ? 'error' : undefined}
        help={widthErrors.length ? widthErrors.join(' ') : undefined}
      >
        <Input
          id={id('width')}
          inputMode="numeric"
          placeholder="auto"
          value={widthText}
          onChange={(e) => {
            const text = e.target.value;
            setWidthText(text);
            if (fieldErrors(text.trim(), WIDTH_VALIDATORS).length === 0) {
              change('columnWidth', text.trim() === '' ? null : Number(text));
            }
          }}
          style={{ width: 120 }}
        />
      </Form.Item>
      {column.numeric ? (
        <Form.Item
          label="Fraction digits"
          htmlFor={id('fraction')}
          tooltip="Number of decimal digits to round numbers to"
        >
          <div className="column-config-fraction">
            <Slider
              id={id('fraction')}
              min={0}
              max={MAX_FRACTION_DIGITS}
              step={1}
              value={shown.fractionDigits ?? MAX_FRACTION_DIGITS}
              onChange={(digits: number) =>
                change('fractionDigits', digits === MAX_FRACTION_DIGITS ? null : digits)
              }
              style={{ flex: 1 }}
            />
            <output htmlFor={id('fraction')}>{shown.fractionDigits ?? MAX_FRACTION_DIGITS}</output>
          </div>
        </Form.Item>
      ) : null}
      {column.numeric ? (
        <>
          {toggle('showCellBars', 'Show cell bars')}
          {toggle('alignPositiveNegative', 'Align +/-')}
          {toggle('colorPositiveNegative', 'Color +/-')}
        </>
      ) : null}
      {!column.numeric && !column.temporal ? toggle('truncateLongCells', 'Truncate long cells') : null}
    </Form>
  );
}
