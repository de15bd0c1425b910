import { describe, expect, it } from 'vitest';
import { analogous, getAnalogousColors } from './analogous';
import { CategoricalColorNamespace } from './categorical';
import { categoricalColors } from './registry';

describe('analogous colours (USE_ANALAGOUS_COLORS)', () => {
  it('fans hues 12° apart around the colour, starting half the fan below it', () => {
    // Pure red (hue 0): a fan of 4 starts at −24° and steps 12°.
    expect(analogous('#ff0000', 4)).toEqual(['#ff0000', '#ff0033', '#ff0000', '#ff3300']);
    // Greys have no hue to turn.
    expect(analogous('#808080', 3)).toEqual(['#808080', '#808080', '#808080']);
  });

  it('interleaves one new colour per scheme colour each round, skipping the nearest hues', () => {
    expect(getAnalogousColors(['#ff0000', '#0000ff'], 1)).toEqual(['#ff3300', '#3300ff']);
    expect(getAnalogousColors(['#ff0000', '#0000ff'], 2)).toHaveLength(4);
  });

  it('past the end of the scheme, gives new labels new colours when on, the scheme again when off', () => {
    const scheme = categoricalColors('supersetColors');
    const labels = Array.from({ length: scheme.length * 2 + 3 }, (_, i) => `label ${i}`);
    const off = new CategoricalColorNamespace().getScale('supersetColors');
    const on = new CategoricalColorNamespace({ analogousColors: true }).getScale('supersetColors');
    const offColors = labels.map((label) => off.getColor(label));
    const onColors = labels.map((label) => on.getColor(label));
    // The scheme itself comes first either way.
    expect(onColors.slice(0, scheme.length)).toEqual([...scheme]);
    expect(offColors[scheme.length]).toBe(scheme[0]);
    expect(onColors[scheme.length]).not.toBe(scheme[0]);
    expect(onColors[scheme.length]).toBe(analogous(scheme[0] as string, 4)[3]);
    // No label past the scheme repeats a scheme colour, as they all do when off.
    expect(onColors.slice(scheme.length).filter((color) => scheme.includes(color))).toEqual([]);
    expect(offColors.slice(scheme.length).every((color) => scheme.includes(color))).toBe(true);
    // A label keeps its colour when asked again.
    expect(on.getColor('label 3')).toBe(onColors[3]);
  });

  it('reaches dashboards through their namespace', () => {
    const namespace = CategoricalColorNamespace.fromDashboardMetadata({}, { analogousColors: true });
    const scale = namespace.getScale('supersetColors');
    const scheme = categoricalColors('supersetColors');
    const colors = Array.from({ length: scheme.length + 1 }, (_, i) => scale.getColor(i));
    expect(scheme).not.toContain(colors[scheme.length]);
  });
});
