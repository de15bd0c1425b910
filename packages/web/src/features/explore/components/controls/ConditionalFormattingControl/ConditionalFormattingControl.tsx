/**
 * Superset's ConditionalFormattingControl: `conditional_formatting` as
 * `[{column, operator, targetValue | targetValueLeft + targetValueRight, colorScheme}]`, the shape
 * the table and pivot table read.
 */
import { asArray } from '../../../../../charts';
import type { ControlComponentProps } from '../controlTypes';
import { PopoverList } from '../PopoverList';
import { formattableColumns } from '../queryColumns';
import { FormattingEditor } from './FormattingEditor';
import { colorChoice, type FormattingRule, ruleLabel } from './rules';
import './ConditionalFormattingControl.css';

export function ConditionalFormattingControl({
  id,
  dataTest,
  value,
  formData,
  dataset,
  onChange,
}: ControlComponentProps) {
  const rules = asArray<FormattingRule>(value).filter((rule) => rule && typeof rule === 'object');
  const columns = formattableColumns(formData, dataset);
  const labelOf = (rule: FormattingRule) =>
    columns.find((c) => c.key === rule.column)?.label ?? rule.column ?? '';
  return (
    <PopoverList<FormattingRule>
      id={id}
      dataTest={dataTest}
      items={rules}
      itemLabel={(rule) => (
        <span className="cf-item">
          <span className="cf-color-chip" style={{ background: colorChoice(rule.colorScheme) }} aria-hidden />
          {ruleLabel(rule, labelOf(rule))}
        </span>
      )}
      addLabel="Add new color formatter"
      addTitle="Add new formatter"
      editTitle="Edit formatter"
      removeLabel={(rule) => `Remove formatter ${ruleLabel(rule, labelOf(rule))}`}
      editor={(rule, done) => <FormattingEditor rule={rule} columns={columns} onDone={done} />}
      onChange={onChange}
    />
  );
}
