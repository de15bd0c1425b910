import { describe, expect, it } from 'vitest';
import { controlCatalogue } from '../controls/catalogue';
import { panelControls } from '../controls/panel';
import { tableControlPanel } from '../table/controlPanel';
import { DEFAULT_ROW_LIMIT, ROW_LIMIT_CHOICES } from './options';

// Spec 000 point 9: "Row limit choices 10, 50, 100, 250, 500, 1000, 5000, 10000, 50000 (default 10000)".
const SPEC_ROW_LIMITS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000];
const SPEC_DEFAULT = 10000;

describe('row limit choices (spec 000 point 9)', () => {
  it('are the spec’s list, in its order, with its default', () => {
    expect([...ROW_LIMIT_CHOICES]).toEqual(SPEC_ROW_LIMITS);
    expect(DEFAULT_ROW_LIMIT).toBe(SPEC_DEFAULT);
  });

  it('are what the Row limit control offers, as on the table chart’s panel', () => {
    const offered = (choices: unknown) => (choices as { value: number }[]).map((choice) => choice.value);
    const shared = controlCatalogue.row_limit;
    expect(offered(shared?.choices)).toEqual(SPEC_ROW_LIMITS);
    expect(shared?.default).toBe(SPEC_DEFAULT);
    const onTable = panelControls(tableControlPanel).find((control) => control.name === 'row_limit');
    expect(offered(onTable?.choices)).toEqual(SPEC_ROW_LIMITS);
  });
});
