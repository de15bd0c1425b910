/**
 * The catalogue's `select` control (Superset's SelectControl). With `freeForm`, a value may be
 * typed beyond the choices (a d3 format, a row limit) and a stored one outside them is kept and
 * shown; without it, a stored value outside the choices shows as none (Superset's
 * handleMissingChoice, spec 001 point 5). Long lists are windowed (antd's virtual list); the
 * menu is 100 to 220 px tall (spec 000 point 9): `listHeight` caps it, the list style floors it.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { isWindowed, MENU_MAX_HEIGHT, MENU_MIN_HEIGHT } from '../../../../charts/controls';

type ChoiceValue = string | number;

export interface SelectControlProps {
  readonly id: string;
  readonly dataTest?: string;
  readonly choices: readonly { readonly value: ChoiceValue; readonly label: string }[];
  readonly value: unknown;
  readonly freeForm?: boolean;
  readonly clearable?: boolean;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly onChange: (value: unknown) => void;
}

const isChoiceValue = (value: unknown): value is ChoiceValue =>
  typeof value === 'string' || typeof value === 'number';

/** The value the select shows: a free-form one as it is, else only one of the choices. */
export function shownSelectValue(
  choices: SelectControlProps['choices'],
  value: unknown,
  freeForm: boolean,
): ChoiceValue | undefined {
  if (!isChoiceValue(value)) return undefined;
  return freeForm || choices.some((c) => c.value === value) ? value : undefined;
}

/** Typed text as a value: a number when every choice is a number (a row limit), else the text. */
export function typedSelectValue(choices: SelectControlProps['choices'], text: string): ChoiceValue | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const numeric = choices.length > 0 && choices.every((c) => typeof c.value === 'number');
  if (!numeric) return trimmed;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/** The options: the typed value and a stored free-form one first, when not among the choices. */
export function selectOptions(
  choices: SelectControlProps['choices'],
  value: unknown,
  freeForm: boolean,
  search: string,
): { value: ChoiceValue; label: string }[] {
  const options = choices.map((c) => ({ value: c.value, label: c.label }));
  if (!freeForm) return options;
  const extra: { value: ChoiceValue; label: string }[] = [];
  const typed = typedSelectValue(choices, search);
  if (typed !== null && !options.some((o) => o.value === typed))
    extra.push({ value: typed, label: String(typed) });
  if (isChoiceValue(value) && value !== typed && !options.some((o) => o.value === value))
    extra.push({ value, label: String(value) });
  return [...extra, ...options];
}

const MENU_STYLES = { popup: { list: { minHeight: MENU_MIN_HEIGHT, maxHeight: MENU_MAX_HEIGHT } } };

export function SelectControl({
  id,
  dataTest,
  choices,
  value,
  freeForm = false,
  clearable = false,
  placeholder,
  disabled = false,
  onChange,
}: SelectControlProps) {
  const [search, setSearch] = useState('');
  const options = selectOptions(choices, value, freeForm, search);
  return (
    <Select
      id={id}
      data-test={dataTest}
      value={shownSelectValue(choices, value, freeForm)}
      onChange={(next: ChoiceValue | undefined) => {
        setSearch('');
        onChange(next ?? null);
      }}
      options={options}
      virtual={isWindowed(options.length)}
      listHeight={MENU_MAX_HEIGHT}
      styles={MENU_STYLES}
      showSearch={freeForm ? { onSearch: setSearch, optionFilterProp: 'label', searchValue: search } : false}
      allowClear={clearable}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}
