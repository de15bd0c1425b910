/**
 * Where a control's editor popover opens (spec 000 point 9, Superset's ControlPopover): beside
 * its trigger, aligned to the trigger's top while the trigger sits in the top 35 % of the window,
 * to its bottom once the trigger is below 65 %, centred between. A tall editor (time range, ad-hoc
 * filter) opened low in the control panel then grows upwards instead of off the window's bottom.
 */
import type { MouseEvent } from 'react';
import { useCallback, useState } from 'react';

export type ControlPopoverPlacement = 'rightTop' | 'right' | 'rightBottom';

export const PLACE_TOP_BELOW = 0.35;
export const PLACE_BOTTOM_ABOVE = 0.65;

/** The placement for a trigger whose top is `top` px down a window `windowHeight` px high. */
export function controlPopoverPlacement(top: number, windowHeight: number): ControlPopoverPlacement {
  if (!(windowHeight > 0)) return 'right';
  const ratio = top / windowHeight;
  if (ratio < PLACE_TOP_BELOW) return 'rightTop';
  if (ratio > PLACE_BOTTOM_ABOVE) return 'rightBottom';
  return 'right';
}

/**
 * The placement, and a click-capture handler for the control's root that measures the clicked
 * trigger as the popover opens. Clicks in an open popover or in a select list it opened reach the
 * handler too (React events bubble out of portals) but lie outside the root's DOM: they leave the
 * placement alone, so the editor never jumps while in use.
 */
export function useControlPopoverPlacement(): readonly [
  ControlPopoverPlacement,
  (event: MouseEvent<HTMLElement>) => void,
] {
  const [placement, setPlacement] = useState<ControlPopoverPlacement>('right');
  const measure = useCallback((event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !event.currentTarget.contains(target)) return;
    setPlacement(controlPopoverPlacement(target.getBoundingClientRect().top, window.innerHeight));
  }, []);
  return [placement, measure] as const;
}
