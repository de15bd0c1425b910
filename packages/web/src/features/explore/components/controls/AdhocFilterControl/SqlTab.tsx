import type { AdhocFilter } from '@tessera/core';
import { Input, Select } from 'antd';

/** Custom SQL: WHERE or HAVING, and the SQL text (spec 001 point 2). */
export function SqlTab({
  filter,
  onChange,
}: {
  readonly filter: AdhocFilter;
  readonly onChange: (filter: AdhocFilter) => void;
}) {
  return (
    <div className="adhoc-filter-sql">
      <div className="adhoc-filter-clause">
        <Select
          aria-label="Select clause"
          data-test="adhoc-filter-clause"
          value={filter.clause}
          placeholder="choose WHERE or HAVING..."
          options={[
            { value: 'WHERE', label: 'WHERE' },
            { value: 'HAVING', label: 'HAVING' },
          ]}
          onChange={(clause: 'WHERE' | 'HAVING') => onChange({ ...filter, clause, expressionType: 'SQL' })}
          style={{ width: 120 }}
        />
        <span className="adhoc-filter-clause-info">
          <strong>WHERE</strong> Filters by columns
          <br />
          <strong>HAVING</strong> Filters by metrics
        </span>
      </div>
      <Input.TextArea
        aria-label="SQL expression"
        data-test="adhoc-filter-sql"
        className="adhoc-filter-sql-editor"
        spellCheck={false}
        autoSize={{ minRows: 4, maxRows: 12 }}
        placeholder={filter.clause === 'HAVING' ? 'e.g. SUM(revenue) > 1000' : "e.g. country = 'France'"}
        value={filter.sqlExpression ?? ''}
        onChange={(e) => onChange({ ...filter, sqlExpression: e.target.value, expressionType: 'SQL' })}
      />
    </div>
  );
}
