import { describe, expect, it } from 'vitest';
import { addAlpha, CONTRAST_THRESHOLD, contrastingColor } from './contrast';

describe('colour contrast helper (spec 000 points 5 and 9)', () => {
  it('gives black text above brightness 186 and white otherwise', () => {
    expect(CONTRAST_THRESHOLD).toBe(186);
    expect(contrastingColor('#FFFFFF')).toBe('#000');
    expect(contrastingColor('#000')).toBe('#FFF');
    expect(contrastingColor('rgb(255, 255, 0)')).toBe('#000');
    expect(contrastingColor('rgba(0, 122, 135, 1)')).toBe('#FFF');
    // 186 itself is not brighter: grey 186 gives white, 187 black.
    expect(contrastingColor('#BABABA')).toBe('#FFF');
    expect(contrastingColor('#BBBBBB')).toBe('#000');
    expect(contrastingColor('#808080', 100)).toBe('#000');
  });

  it("refuses a malformed colour with exactly 'Invalid color'", () => {
    for (const bad of ['#12345', 'red', '', 'rgb(1, 2)', '#GGGGGG'])
      expect(() => contrastingColor(bad)).toThrowError(/^Invalid color$/);
  });

  it('adds an alpha channel for an opacity from 0 to 1', () => {
    expect(addAlpha('#1FA8C9', 0)).toBe('#1FA8C900');
    expect(addAlpha('#1FA8C9', 0.5)).toBe('#1FA8C980');
    expect(addAlpha('#1FA8C9', 1)).toBe('#1FA8C9FF');
  });

  it("refuses an opacity outside 0 to 1 with exactly 'The opacity should between 0 and 1'", () => {
    for (const bad of [-0.1, 1.01, Number.NaN])
      expect(() => addAlpha('#1FA8C9', bad)).toThrowError(/^The opacity should between 0 and 1$/);
  });
});
