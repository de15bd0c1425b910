import { describe, expect, it } from 'vitest';
import { compileFormula, layerProblems, newLayer, sourceTypesOf } from './annotationLayers';

describe('annotation layers', () => {
  it('reads formulas of x, with implicit products and functions', () => {
    expect(compileFormula('2x+5')?.(3)).toBe(11);
    expect(compileFormula('y = x^2 - 1')?.(3)).toBe(8);
    expect(compileFormula('3(x + 1) / 2')?.(1)).toBe(3);
    expect(compileFormula('max(x, 10)')?.(4)).toBe(10);
    expect(compileFormula('-x % 4')?.(6)).toBe(-2);
  });

  it('refuses what is not arithmetic', () => {
    expect(compileFormula('')).toBeNull();
    expect(compileFormula('2x +')).toBeNull();
    expect(compileFormula('alert(1)')).toBeNull();
    expect(compileFormula('x; 1')).toBeNull();
  });

  it('offers the sources of each type', () => {
    expect(sourceTypesOf('FORMULA')).toEqual([]);
    expect(sourceTypesOf('TIME_SERIES').map((s) => s.value)).toEqual(['line']);
    expect(sourceTypesOf('INTERVAL').map((s) => s.value)).toEqual(['NATIVE', 'table']);
  });

  it('keeps Apply disabled until the layer is complete', () => {
    expect(layerProblems(newLayer(), [])).toEqual(['Name is required.', 'Enter a formula.']);
    expect(layerProblems({ ...newLayer(), name: 'Goal', value: '2x' }, ['Goal'])).toEqual([
      'A layer with this name already exists.',
    ]);
    expect(layerProblems({ ...newLayer(), name: 'Goal', value: '2x' }, [])).toEqual([]);
    const event = { ...newLayer(), name: 'Releases', annotationType: 'EVENT' as const };
    expect(layerProblems(event, [])).toEqual([
      'Choose the annotation source.',
      'Choose the annotation layer.',
    ]);
    expect(layerProblems({ ...event, sourceType: 'NATIVE', value: 3 }, [])).toEqual([]);
  });
});
