import { describe, expect, it } from 'vitest';
import { optionToDraw } from './openingAnimation';

const option = { series: [{ type: 'pie', data: [1, 2] }] };

describe('optionToDraw', () => {
  it('keeps the opening animation where it is wanted and seen (Explore)', () => {
    expect(optionToDraw(option, { first: true, animateOpening: true, outOfSight: false })).toBe(option);
  });

  it('draws a dashboard chart, or one for a person asking for reduced motion, at once', () => {
    expect(optionToDraw(option, { first: true, animateOpening: false, outOfSight: false })).toEqual({
      ...option,
      animation: false,
    });
  });

  it('keeps the transition of a later draw on screen, even on a dashboard', () => {
    expect(optionToDraw(option, { first: false, animateOpening: false, outOfSight: false })).toBe(option);
  });

  it('never animates a chart out of sight', () => {
    expect(optionToDraw(option, { first: false, animateOpening: true, outOfSight: true })).toMatchObject({
      animation: false,
    });
  });
});
