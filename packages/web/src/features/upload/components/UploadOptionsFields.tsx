import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import type { UploadKind, UploadOptions } from '../lib/uploadForm';

const DELIMITERS = [
  { value: ',', label: 'Comma ( , )' },
  { value: ';', label: 'Semicolon ( ; )' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe ( | )' },
];

/** How to read the file: Superset's CSV/Excel options, for the kind at hand. */
export function UploadOptionsFields({
  kind,
  options,
  onChange,
  columns,
  sheets,
}: {
  readonly kind: UploadKind;
  readonly options: UploadOptions;
  readonly onChange: (options: UploadOptions) => void;
  /** The file's columns (from the preview), for the date and index pickers. */
  readonly columns: readonly string[];
  readonly sheets: readonly string[];
}) {
  const set = <K extends keyof UploadOptions>(key: K, value: UploadOptions[K]) =>
    onChange({ ...options, [key]: value });
  const columnOptions = columns.map((name) => ({ value: name, label: name }));
  return (
    <div className="upload-options-grid">
      {kind === 'csv' ? (
        <Form.Item label="Delimiter" help="The character between values.">
          <Select
            value={options.delimiter}
            onChange={(value) => set('delimiter', value)}
            options={DELIMITERS}
            data-test="upload-delimiter"
          />
        </Form.Item>
      ) : null}
      {kind === 'excel' ? (
        <Form.Item label="Sheet name" help="The first sheet when empty.">
          <Select
            value={options.sheetName || undefined}
            placeholder={sheets[0] ?? 'First sheet'}
            allowClear
            onChange={(value) => set('sheetName', value ?? '')}
            options={sheets.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
      ) : null}
      {kind !== 'columnar' ? (
        <>
          <Form.Item label="Header row" help="Row with the column names (0 is the first); empty if none.">
            <InputNumber
              min={0}
              value={options.headerRow}
              onChange={(value) => set('headerRow', value ?? null)}
              className="upload-number"
              data-test="upload-header-row"
            />
          </Form.Item>
          <Form.Item label="Rows to skip" help="Lines to skip at the start of the file.">
            <InputNumber
              min={0}
              value={options.skipRows}
              onChange={(value) => set('skipRows', value ?? 0)}
              className="upload-number"
            />
          </Form.Item>
          <Form.Item
            label="Null values"
            help="Values to read as NULL, besides empty cells and NA, N/A, NULL, NaN…"
          >
            <Select
              mode="tags"
              value={[...options.nullValues]}
              onChange={(value) => set('nullValues', value)}
              tokenSeparators={[',']}
              placeholder="e.g. -, n.a."
              open={false}
              suffixIcon={null}
            />
          </Form.Item>
          <Form.Item label="Columns to parse as dates">
            <Select
              mode="multiple"
              value={[...options.columnDates]}
              onChange={(value) => set('columnDates', value)}
              options={columnOptions}
              placeholder={columns.length ? 'Pick columns' : 'Choose a file first'}
              data-test="upload-dates"
            />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Checkbox checked={options.dayFirst} onChange={(e) => set('dayFirst', e.target.checked)}>
              Dates are day first (DD/MM/YYYY)
            </Checkbox>
          </Form.Item>
          {kind === 'csv' ? (
            <Form.Item label="Decimal character">
              <Input
                maxLength={1}
                value={options.decimalCharacter}
                onChange={(e) => set('decimalCharacter', e.target.value)}
                className="upload-number"
              />
            </Form.Item>
          ) : null}
          <Form.Item label="Index column" help="A column of row labels; written only with the index.">
            <Select
              allowClear
              value={options.indexColumn || undefined}
              onChange={(value) => set('indexColumn', value ?? '')}
              options={columnOptions}
              placeholder="None"
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label="Rows to read" help="All rows when empty.">
        <InputNumber
          min={1}
          value={options.rowsToRead}
          onChange={(value) => set('rowsToRead', value ?? null)}
          className="upload-number"
        />
      </Form.Item>
      <Form.Item label="Index" help="Write the row index as a column.">
        <Checkbox checked={options.dataframeIndex} onChange={(e) => set('dataframeIndex', e.target.checked)}>
          Write index
        </Checkbox>
        {options.dataframeIndex ? (
          <Input
            value={options.indexLabel}
            placeholder="Index label (default: index)"
            onChange={(e) => set('indexLabel', e.target.value)}
            className="upload-index-label"
          />
        ) : null}
      </Form.Item>
    </div>
  );
}
