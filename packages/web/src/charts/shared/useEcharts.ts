import type * as EChartsCore from 'echarts/core';
import { useContext, useEffect, useRef } from 'react';
import { useReducedMotion } from '../../app/useReducedMotion';
import { nearViewport } from '../drawTurns';
import { OpeningAnimationContext, optionToDraw } from './openingAnimation';

/** What ECharts hands a mouse event handler (the fields charts read). */
export interface EchartsEventParams {
  readonly name?: string;
  readonly seriesName?: string;
  readonly dataIndex?: number;
  readonly data?: unknown;
  readonly treePathInfo?: readonly { readonly name?: string }[];
  readonly event?: { readonly event?: MouseEvent; readonly stop?: () => void };
}

/** Mouse events a chart listens to (click, contextmenu), by ECharts event name. */
export type EchartsEvents = Readonly<
  Partial<Record<'click' | 'contextmenu', (params: EchartsEventParams) => void>>
>;

interface Options {
  readonly width: number;
  readonly height: number;
  readonly onRendered: () => void;
  readonly onRenderFailed: (error: Error) => void;
  /** Handlers of mouse events on the chart's elements; read when the event happens. */
  readonly events?: EchartsEvents;
}

const EVENT_NAMES = ['click', 'contextmenu'] as const;

/** Whether an element is out of sight: below or above the window, or hidden (an inactive tab). */
export const outOfSight = (element: Element): boolean => !nearViewport(element, 0);

/**
 * Mounts an ECharts instance, applies the option when `deps` change, follows the size, and
 * reports `rendered` on ECharts' `finished` event (after the animation), once per option.
 */
/** Pass a memoised option: it is applied again whenever its identity changes. */
export function useEcharts(
  echarts: typeof EChartsCore,
  option: EChartsCore.EChartsCoreOption,
  options: Options,
) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsCore.ECharts | null>(null);
  const drawn = useRef(false);
  const openingAllowed = useContext(OpeningAnimationContext);
  const reducedMotion = useReducedMotion();
  const animateOpening = openingAllowed && !reducedMotion;
  const latest = useRef({ option, animateOpening, ...options });
  latest.current = { option, animateOpening, ...options };

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    drawn.current = false;
    for (const name of EVENT_NAMES) {
      instance.on(name, (params: unknown) => {
        const handler = latest.current.events?.[name];
        if (!handler) return;
        const event = params as EchartsEventParams;
        // The drill menu replaces the browser's own.
        if (name === 'contextmenu') event.event?.event?.preventDefault();
        handler(event);
      });
    }
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, [echarts]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    try {
      let reported = false;
      const finished = () => {
        if (reported) return;
        reported = true;
        instance.off('finished', finished);
        latest.current.onRendered();
      };
      instance.on('finished', finished);
      // A click that cross-filters redraws under the pointer: leave the hover's emphasis and the
      // blur of the other series first, or they stay faded on top of the selection's dimming.
      instance.dispatchAction({ type: 'downplay' });
      // Nobody sees a chart below the fold animate, and its `finished` (rendered) would wait a
      // second for it: off-screen charts, and a dashboard's first draws, draw at once.
      const shown = optionToDraw(option, {
        first: !drawn.current,
        animateOpening: latest.current.animateOpening,
        outOfSight: !element.current || outOfSight(element.current),
      });
      drawn.current = true;
      instance.setOption(shown, { notMerge: true });
    } catch (error) {
      latest.current.onRenderFailed(error instanceof Error ? error : new Error(String(error)));
    }
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    // Not on mount: the chart was just drawn at this size, and a resize draws it all again.
    const same = (a: number, b: number) => Math.abs(a - b) < 1;
    if (!instance || (same(instance.getWidth(), options.width) && same(instance.getHeight(), options.height)))
      return;
    instance.resize({ width: options.width, height: options.height });
  }, [options.width, options.height]);

  return element;
}
