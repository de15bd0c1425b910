/**
 * Superset's conditional formatting rules (`conditional_formatting`): the operators, the colour
 * choices and the validation of one rule, with the spec's messages.
 */

export interface FormattingRule {
  readonly column?: string;
  readonly operator?: string;
  readonly targetValue?: number;
  readonly targetValueLeft?: number;
  readonly targetValueRight?: number;
  readonly colorScheme?: string;
}

export const OPERATORS = ['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
export const BETWEEN_OPERATORS: readonly string[] = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];

/** Green, yellow and red (Superset's success, warning and error colours), saved as hex. */
export const COLOR_CHOICES = [
  { value: '#5AC189', label: 'green', aliases: ['colorSuccess'] },
  { value: '#FCC700', label: 'yellow', aliases: ['colorWarning'] },
  { value: '#E04355', label: 'red', aliases: ['colorError'] },
] as const;

export const REQUIRED = 'Required';
export const LEFT_TOO_BIG = 'This value should be smaller than the right target value';
export const RIGHT_TOO_SMALL = 'This value should be greater than the left target value';

export type RuleErrors = Partial<Record<keyof FormattingRule, string>>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The message per field of a rule; an empty object when the rule is complete. */
export function validateRule(rule: FormattingRule): RuleErrors {
  const errors: RuleErrors = {};
  if (!rule.column) errors.column = REQUIRED;
  if (!rule.colorScheme) errors.colorScheme = REQUIRED;
  if (!rule.operator) {
    errors.operator = REQUIRED;
    return errors;
  }
  if (rule.operator === 'None') return errors;
  if (BETWEEN_OPERATORS.includes(rule.operator)) {
    const left = rule.targetValueLeft;
    const right = rule.targetValueRight;
    if (!isNumber(left)) errors.targetValueLeft = REQUIRED;
    if (!isNumber(right)) errors.targetValueRight = REQUIRED;
    if (isNumber(left) && isNumber(right) && left >= right) {
      errors.targetValueLeft = LEFT_TOO_BIG;
      errors.targetValueRight = RIGHT_TOO_SMALL;
    }
    return errors;
  }
  if (!isNumber(rule.targetValue)) errors.targetValue = REQUIRED;
  return errors;
}

/** The colour's name for a saved value (hex or one of Superset's theme names). */
export function colorName(value: string | undefined): string {
  if (!value) return '';
  const choice = COLOR_CHOICES.find(
    (c) => c.value.toLowerCase() === value.toLowerCase() || (c.aliases as readonly string[]).includes(value),
  );
  return choice?.label ?? value;
}

/** The saved value the colour select shows for a rule (a theme name shows as its hex choice). */
export function colorChoice(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const choice = COLOR_CHOICES.find(
    (c) => c.value.toLowerCase() === value.toLowerCase() || (c.aliases as readonly string[]).includes(value),
  );
  return choice?.value ?? value;
}

/** A rule's one-line summary, as Superset's list shows it: "column > 10", "5 < column < 9". */
export function ruleLabel(rule: FormattingRule, columnLabel: string): string {
  const { operator } = rule;
  if (!operator || operator === 'None') return columnLabel;
  if (BETWEEN_OPERATORS.includes(operator)) {
    const [leftOp, rightOp] = [operator.slice(0, 1), operator.slice(-1)];
    return `${rule.targetValueLeft ?? ''} ${leftOp} ${columnLabel} ${rightOp} ${rule.targetValueRight ?? ''}`;
  }
  return `${columnLabel} ${operator} ${rule.targetValue ?? ''}`;
}
