import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { trendlineOption } from './option';
import type { BigNumberTrendlineProps } from './transformProps';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

const TREND_COLOURS = { positive: '#2f9e5b', negative: '#d64545', '': undefined } as const;

function Trendline({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<BigNumberTrendlineProps>) {
  const option = useMemo(() => trendlineOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return <div ref={ref} style={{ width, height }} role="img" aria-label={`Trend of ${props.metricLabel}`} />;
}

/** The latest value, large, its change or subheader under it, and the trendline below. */
export default function BigNumberTrendline(renderProps: ChartRenderProps<BigNumberTrendlineProps>) {
  const { props, width, height, onRendered } = renderProps;
  const withLine = props.trendLine !== null && props.trendLine.length > 0;
  const text = props.bigNumber === null ? 'No data' : props.formatValue(props.bigNumber);
  // Superset sizes the header as a share of the height, shrunk until the text fits the width; with
  // a trendline the line takes most of the height, so the share applies to less of it.
  const headerSize = Math.max(
    16,
    Math.min(
      height * props.headerFontSize * (withLine ? 0.55 : 1.2),
      (width / Math.max(3, text.length)) * 1.5,
      withLine ? 112 : 160,
    ),
  );
  const subSize = Math.max(12, Math.min(height * props.subheaderFontSize, headerSize * 0.32, 30));
  const textHeight =
    headerSize * 1.15 + (props.subheader ? subSize * 1.5 : 0) + (props.showTimestamp ? 18 : 0) + 16;
  const lineHeight = Math.max(0, Math.floor(height - textHeight));

  useEffect(() => {
    if (!withLine || lineHeight < 20) onRendered();
  }, [withLine, lineHeight, onRendered]);

  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <div
        style={{
          flex: withLine ? '0 0 auto' : '1 1 auto',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          padding: withLine ? '12px 12px 0' : 0,
        }}
      >
        <div
          className="big-number-value"
          style={{ fontSize: headerSize, color: props.bigNumber === null ? 'var(--t-muted)' : undefined }}
          title={props.bigNumber === null ? 'No value in any period' : String(props.bigNumber)}
        >
          {text}
        </div>
        {props.subheader ? (
          <div
            className="big-number-subheader"
            style={{
              fontSize: subSize,
              color: TREND_COLOURS[props.trend],
              fontWeight: props.trend ? 600 : 400,
            }}
          >
            {props.subheader}
          </div>
        ) : null}
        {props.showTimestamp && props.timestamp !== null ? (
          <div className="big-number-subheader" style={{ fontSize: 12 }}>
            {props.formatTime(props.timestamp)}
          </div>
        ) : null}
      </div>
      {withLine && lineHeight >= 20 ? <Trendline {...renderProps} width={width} height={lineHeight} /> : null}
    </div>
  );
}
