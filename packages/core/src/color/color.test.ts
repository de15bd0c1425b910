import { describe, expect, it } from 'vitest';
import { CategoricalColorNamespace, readLabelColors } from './categorical';
import { interpolateHcl, parseHex } from './color-math';
import {
  categoricalColors,
  categoricalSchemes,
  sequentialColors,
  sequentialSample,
  sequentialScale,
  sequentialSchemes,
} from './registry';

const SUPERSET = categoricalColors('supersetColors');

describe('colour scheme registries', () => {
  it("holds Superset's categorical schemes, supersetColors first and default", () => {
    const ids = categoricalSchemes.list().map((s) => s.id);
    for (const id of [
      'supersetColors',
      'bnbColors',
      'googleCategory10c',
      'googleCategory20c',
      'd3Category10',
      'd3Category20',
      'd3Category20b',
      'd3Category20c',
      'echarts4Colors',
      'echarts5Colors',
      'lyftColors',
      'presetColors',
      'modernSunset',
      'colorsOfRainbow',
      'blueToGreen',
      'redToYellow',
      'wavesOfBlue',
    ]) {
      expect(ids).toContain(id);
    }
    expect(SUPERSET.slice(0, 3)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
    expect(categoricalColors('SUPERSET_DEFAULT')).toBe(SUPERSET);
    expect(categoricalColors(undefined)).toBe(SUPERSET);
  });

  it("holds Superset's sequential schemes; an unknown id is superset_seq_1", () => {
    for (const id of [
      'superset_seq_1',
      'superset_seq_2',
      'blue_white_yellow',
      'fire',
      'white_black',
      'black_white',
      'dark_blue',
      'pink_grey',
      'greens',
      'purples',
      'oranges',
      'red_yellow_blue',
      'brown_white_green',
      'purple_white_green',
      'schemeRdYlBu',
      'schemePuBuGn',
    ]) {
      expect(sequentialSchemes.has(id)).toBe(true);
    }
    expect(sequentialColors('nope')).toBe(sequentialColors('superset_seq_1'));
    expect(sequentialSchemes.get('red_yellow_blue')?.isDiverging).toBe(true);
  });

  it('every colour is a hex colour', () => {
    for (const scheme of [...categoricalSchemes.list(), ...sequentialSchemes.list()]) {
      for (const color of scheme.colors) expect(parseHex(color), `${scheme.id} ${color}`).not.toBeNull();
    }
  });
});

describe('sequential scales', () => {
  it("interpolates in HCL as d3's interpolateHcl", () => {
    // Halfway from white to black is CIE L* 50, rgb(119, 119, 119).
    expect(interpolateHcl('#ffffff', '#000000', 0.5)).toBe('#777777');
    // The hue turns the short way: from red (40°) to blue (306°) through purple, not green.
    const mid = parseHex(interpolateHcl('#ff0000', '#0000ff', 0.5))!;
    expect(mid.r).toBeGreaterThan(mid.g);
    expect(mid.b).toBeGreaterThan(mid.g);
    expect(interpolateHcl('#ffffff', '#000000', 0)).toBe('#ffffff');
    expect(interpolateHcl('#ffffff', '#000000', 1)).toBe('#000000');
  });

  it('spreads the stops over the domain and clamps outside it', () => {
    const scale = sequentialScale('white_black', [10, 20]);
    expect(scale(10)).toBe('#ffffff');
    expect(scale(20)).toBe('#000000');
    expect(scale(0)).toBe('#ffffff');
    expect(scale(99)).toBe('#000000');
    const seq = sequentialScale('superset_seq_1', [0, 9]);
    expect(seq(5).toUpperCase()).toBe('#1FA8C9');
  });

  it('samples n colours, keeping the stops when n is their count', () => {
    expect(sequentialSample('superset_seq_1', 10)).toBe(sequentialColors('superset_seq_1'));
    const three = sequentialSample('black_white', 3);
    expect(three[0]).toBe('#000000');
    expect(three[2]).toBe('#ffffff');
    expect(three).toHaveLength(3);
  });
});

describe('label colours', () => {
  it("gives a chart's labels the scheme's colours in order, and a label keeps its colour", () => {
    const scale = new CategoricalColorNamespace().getScale('supersetColors');
    expect(scale.getColor('a')).toBe(SUPERSET[0]);
    expect(scale.getColor('b')).toBe(SUPERSET[1]);
    expect(scale.getColor(' a ')).toBe(SUPERSET[0]);
    expect(scale.getColor(3)).toBe(SUPERSET[2]);
    expect(scale.domain()).toEqual(['a', 'b', '3']);
  });

  it('wraps around a short scheme', () => {
    const scale = new CategoricalColorNamespace().getScale('echarts5Colors');
    const colors = Array.from({ length: 10 }, (_, i) => scale.getColor(`l${i}`));
    expect(colors[9]).toBe(colors[0]);
  });

  it("forces the dashboard's label_colors and uses its scheme over the chart's", () => {
    const dashboard = CategoricalColorNamespace.fromDashboardMetadata({
      color_scheme: 'd3Category10',
      label_colors: { Girls: '#FF69B4', boy: '#ADD8E6' },
      shared_label_colors: ['boy'],
    });
    const scale = dashboard.getScale('supersetColors');
    expect(scale.getColor('Girls')).toBe('#FF69B4');
    expect(scale.getColor('boy')).toBe('#ADD8E6');
    expect(scale.getColor('other')).toBe('#1f77b4');
  });

  it('keeps a label in the same colour across the charts of a dashboard', () => {
    const dashboard = CategoricalColorNamespace.fromDashboardMetadata({ color_scheme: 'supersetColors' });
    const pie = dashboard.getScale('supersetColors');
    expect(pie.getColor('Classic Cars')).toBe(SUPERSET[0]);
    expect(pie.getColor('Planes')).toBe(SUPERSET[1]);
    const bars = dashboard.getScale('supersetColors');
    // Planes keeps its colour; Ships takes the first colour the bars do not use yet.
    expect(bars.getColor('Planes')).toBe(SUPERSET[1]);
    expect(bars.getColor('Ships')).toBe(SUPERSET[0]);
    expect(bars.getColor('Trains')).toBe(SUPERSET[2]);
    // A chart drawn again (a new scale) keeps every colour.
    const again = dashboard.getScale('supersetColors');
    expect(again.getColor('Trains')).toBe(SUPERSET[2]);
    expect(again.getColor('Classic Cars')).toBe(SUPERSET[0]);
  });

  it("claims a chart's labels so a new label avoids the colour a shared one keeps", () => {
    const dashboard = CategoricalColorNamespace.fromDashboardMetadata({});
    dashboard.getScale().claim(['Small', 'Large']);
    const other = dashboard.getScale().claim(['Medium', 'Small', 'Huge']);
    expect(other).toEqual([SUPERSET[1], SUPERSET[0], SUPERSET[2]]);
  });

  it('does not share colours between charts outside a dashboard', () => {
    const explore = new CategoricalColorNamespace();
    expect(explore.getScale().getColor('x')).toBe(SUPERSET[0]);
    expect(explore.getScale().getColor('y')).toBe(SUPERSET[0]);
  });

  it("applies a chart's own label_colors below the dashboard's", () => {
    const dashboard = CategoricalColorNamespace.fromDashboardMetadata({ label_colors: { a: '#111111' } });
    const scale = dashboard.getScale(null, { a: '#222222', b: '#333333', c: 4 });
    expect(scale.getColor('a')).toBe('#111111');
    expect(scale.getColor('b')).toBe('#333333');
    expect(scale.getColor('c')).toBe(SUPERSET[0]);
  });

  it('reads label colours from saved JSON, ignoring what is not a colour', () => {
    expect(readLabelColors({ ' a ': '#111111', b: 3, c: '' })).toEqual({ a: '#111111' });
    expect(readLabelColors(['x'])).toEqual({});
  });
});
