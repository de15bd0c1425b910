/**
 * The format choices Superset's controls offer (superset-ui-chart-controls' D3Formatting): number
 * formats with their preview of 12345.432, time formats with their preview of 2019-01-14 01:32:10.
 */
import { NumberFormats } from './number-format';
import { SMART_DATE_ID, SMART_DATE_VERBOSE_ID } from './time-format';

export interface FormatChoice {
  readonly value: string;
  readonly label: string;
}

export const D3_FORMAT_OPTIONS: readonly FormatChoice[] = [
  { value: NumberFormats.SMART_NUMBER, label: 'Adaptive formatting' },
  { value: '~g', label: 'Original value' },
  { value: ',d', label: ',d (12345.432 => 12,345)' },
  { value: '.1s', label: '.1s (12345.432 => 10k)' },
  { value: '.3s', label: '.3s (12345.432 => 12.3k)' },
  { value: ',.1%', label: ',.1% (12345.432 => 1,234,543.2%)' },
  { value: '.2%', label: '.2% (12345.432 => 1234543.20%)' },
  { value: '.3%', label: '.3% (12345.432 => 1234543.200%)' },
  { value: '.4r', label: '.4r (12345.432 => 12350)' },
  { value: ',.1f', label: ',.1f (12345.432 => 12,345.4)' },
  { value: ',.2f', label: ',.2f (12345.432 => 12,345.43)' },
  { value: ',.3f', label: ',.3f (12345.432 => 12,345.432)' },
  { value: '+,', label: '+, (12345.432 => +12,345.432)' },
  { value: '$,.2f', label: '$,.2f (12345.432 => $12,345.43)' },
  { value: NumberFormats.DURATION, label: 'Duration in ms (66000 => 1m 6s)' },
  { value: NumberFormats.DURATION_SUB, label: 'Duration in ms (1.40008 => 1ms 400µs 80ns)' },
  { value: NumberFormats.DURATION_COL, label: 'Duration in ms (10500 => 0:10.5)' },
  { value: NumberFormats.SMART_NUMBER_SIGNED, label: 'Adaptive formatting, signed (+1.23k)' },
];

export const D3_TIME_FORMAT_OPTIONS: readonly FormatChoice[] = [
  { value: SMART_DATE_ID, label: 'Adaptive formatting' },
  { value: '%d/%m/%Y', label: '%d/%m/%Y | 14/01/2019' },
  { value: '%m/%d/%Y', label: '%m/%d/%Y | 01/14/2019' },
  { value: '%Y-%m-%d', label: '%Y-%m-%d | 2019-01-14' },
  { value: '%Y-%m-%d %H:%M:%S', label: '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10' },
  { value: '%d-%m-%Y %H:%M:%S', label: '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10' },
  { value: '%H:%M:%S', label: '%H:%M:%S | 01:32:10' },
];

/** Time formats for axes and labels: Superset's list plus the verbose adaptive one and coarse patterns. */
export const D3_TIME_FORMAT_AXIS_OPTIONS: readonly FormatChoice[] = [
  ...D3_TIME_FORMAT_OPTIONS,
  { value: SMART_DATE_VERBOSE_ID, label: 'Verbose adaptive formatting' },
  { value: '%b %Y', label: '%b %Y | Jan 2019' },
  { value: '%Y', label: '%Y | 2019' },
];

export const DEFAULT_NUMBER_FORMAT = NumberFormats.SMART_NUMBER;
export const DEFAULT_TIME_FORMAT = SMART_DATE_ID;
