import { currencyChoices, D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@tessera/core';
import { AutoComplete, Form, Input, InputNumber, Segmented, Select, Switch } from 'antd';
import type { QueryColumn } from '../queryColumns';
import type { ColumnSettings } from './columnConfig';

export interface ColumnSettingsEditorProps {
  readonly column: QueryColumn;
  readonly settings: ColumnSettings;
  readonly onChange: (
    field: keyof ColumnSettings,
    value: ColumnSettings[keyof ColumnSettings] | null,
  ) => void;
}

const formatOptions = (choices: readonly { value: string; label: string }[]) =>
  choices.map((c) => ({ value: c.value, label: c.label }));

/** One column's settings; each change applies at once (the table redraws without a query). */
export function ColumnSettingsEditor({ column, settings, onChange }: ColumnSettingsEditorProps) {
  const id = (field: string) => `column-config-${field}`;
  const toggle = (field: keyof ColumnSettings, label: string) => (
    <div className="control-toggle">
      <label htmlFor={id(field)}>{label}</label>
      <Switch
        id={id(field)}
        size="small"
        checked={Boolean(settings[field])}
        onChange={(checked) => onChange(field, checked)}
      />
    </div>
  );
  const currency = settings.currencyFormat;
  return (
    <Form layout="vertical" component="div" className="popover-editor column-config-editor">
      <Form.Item label="Display column name" htmlFor={id('name')}>
        <Input
          id={id('name')}
          placeholder={column.label}
          value={settings.customColumnName ?? ''}
          onChange={(e) => onChange('customColumnName', e.target.value)}
        />
      </Form.Item>
      {column.numeric ? (
        <>
          <Form.Item label="D3 format" htmlFor={id('d3')}>
            <AutoComplete
              id={id('d3')}
              placeholder="Adaptive formatting"
              value={settings.d3NumberFormat ?? ''}
              options={formatOptions(D3_FORMAT_OPTIONS)}
              onChange={(value: string) => onChange('d3NumberFormat', value)}
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
              value={settings.d3SmallNumberFormat ?? ''}
              options={formatOptions(D3_FORMAT_OPTIONS)}
              onChange={(value: string) => onChange('d3SmallNumberFormat', value)}
              allowClear
            />
          </Form.Item>
          <Form.Item label="Currency format" htmlFor={id('currency')}>
            <div className="currency-control">
              <Segmented
                value={currency?.symbolPosition === 'suffix' ? 'suffix' : 'prefix'}
                disabled={!currency?.symbol}
                onChange={(position) => onChange('currencyFormat', { ...currency, symbolPosition: position })}
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
                  onChange(
                    'currencyFormat',
                    symbol ? { symbol, symbolPosition: currency?.symbolPosition ?? 'prefix' } : null,
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
            value={settings.d3TimeFormat ?? ''}
            options={formatOptions(D3_TIME_FORMAT_OPTIONS)}
            onChange={(value: string) => onChange('d3TimeFormat', value)}
            allowClear
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Text align" htmlFor={id('align')}>
        <Segmented
          id={id('align')}
          block
          value={settings.horizontalAlign ?? 'left'}
          onChange={(value) => onChange('horizontalAlign', value as ColumnSettings['horizontalAlign'])}
          options={[
            { value: 'left', label: 'Left' },
            { value: 'center', label: 'Center' },
            { value: 'right', label: 'Right' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Column width" htmlFor={id('width')} tooltip="Width in pixels; empty fits the content">
        <InputNumber
          id={id('width')}
          min={1}
          value={settings.columnWidth ?? null}
          onChange={(value) => onChange('columnWidth', typeof value === 'number' ? value : null)}
          style={{ width: '100%' }}
        />
      </Form.Item>
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
