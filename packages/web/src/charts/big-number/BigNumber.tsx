import { useEffect } from 'react';
import { d3NumberFormatter } from '../shared/datasource';
import { formatBigNumber } from '../shared/formatters';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartRenderProps } from '../types';
import type { BigNumberProps } from './transformProps';

/** The headline number, sized to its holder. */
export default function BigNumber({ props, width, height, onRendered }: ChartRenderProps<BigNumberProps>) {
  useEffect(() => {
    onRendered();
  }, [onRendered]);
  // Keep the metric's currency or percent sign on the short SMART_NUMBER form.
  const percent = props.format?.includes('%') ?? false;
  const currency = props.format?.startsWith('$') ? '$' : '';
  const hasCurrency = Boolean((props.currency as { symbol?: unknown } | null)?.symbol);
  const text =
    props.value === null
      ? '–'
      : hasCurrency
        ? valueFormatter(props.format, null, props.currency)(props.value)
        : percent
          ? d3NumberFormatter(props.format)(props.value)
          : `${props.value < 0 ? '-' : ''}${currency}${formatBigNumber(Math.abs(props.value))}`;
  const exact =
    props.value === null
      ? 'No value'
      : props.format
        ? d3NumberFormatter(props.format)(props.value)
        : String(props.value);
  const size = Math.max(24, Math.min(height * 0.3, (width / Math.max(4, text.length)) * 1.3, 88));
  return (
    <div className="big-number" style={{ width, height }}>
      <div className="big-number-value" style={{ fontSize: size }} title={exact}>
        {text}
      </div>
      {props.subheader ? <div className="big-number-subheader">{props.subheader}</div> : null}
    </div>
  );
}
