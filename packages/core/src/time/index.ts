// Public surface of the time package: time ranges, human dates, deltas, holidays and grains.
export * from './errors';
export { evaluateDateExpression, evaluateIntExpression } from './expression-eval';
export {
  DATE_FUNCTIONS,
  type DateExpression,
  type IntExpression,
  isTimeExpression,
  parseTimeExpression,
} from './expression-parser';
export * from './grains';
export { findHoliday, HOLIDAY_COUNTRIES, type Holiday, listHolidays } from './holidays';
export { type DeltaPart, parseHumanDatetime } from './human-datetime';
export {
  addToDate,
  daysBetween,
  formatNaiveIso,
  lastDayOf,
  naiveDate,
  startOfDay,
  truncateDate,
} from './naive';
export * from './time-delta';
export * from './time-range';
export { type LastDayUnit, TIME_UNITS, type TimeUnit } from './units';
