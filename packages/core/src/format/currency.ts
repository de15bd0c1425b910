/**
 * Superset's currency formatting (`currency_format`: an ISO code and where its symbol goes): the
 * number in the chart's d3 format without its own `$` or `%`, then the currency's symbol before or
 * after it, separated by a space.
 */
import { getNumberFormatter, NumberFormats } from './number-format';

export type CurrencySymbolPosition = 'prefix' | 'suffix';

export interface Currency {
  /** An ISO 4217 code ("USD", "EUR"), or AUTO for the currency the data names. */
  readonly symbol?: string | null;
  readonly symbolPosition?: CurrencySymbolPosition | null;
}

export const AUTO_CURRENCY = 'AUTO';

const symbols = new Map<string, string | null>();

/** The display symbol of an ISO code ("EUR" → "€"); null for a code Intl does not know. */
export function getCurrencySymbol(code: string): string | null {
  const cached = symbols.get(code);
  if (cached !== undefined) return cached;
  let symbol: string | null = null;
  try {
    symbol =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? null;
  } catch {
    symbol = null;
  }
  symbols.set(code, symbol);
  return symbol;
}

/** Whether a form-data value is a currency with a symbol (Superset's hasValidCurrency). */
export function isCurrency(value: unknown): value is Currency {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Currency).symbol === 'string' &&
    (value as Currency).symbol !== ''
  );
}

/**
 * A formatter of values in a currency: `detected` is the currency code the data carries, used when
 * the chart asks for AUTO. Without a usable currency it is the plain number format.
 */
export function getCurrencyFormatter(
  currency: unknown,
  d3Format?: string | null,
  detected?: string | null,
): (value: number | null | undefined) => string {
  const number = getNumberFormatter(
    (d3Format || NumberFormats.SMART_NUMBER).replace('$', '').replace('%', ''),
  );
  if (!isCurrency(currency)) return getNumberFormatter(d3Format);
  const code = currency.symbol === AUTO_CURRENCY ? detected : currency.symbol;
  const symbol = code ? getCurrencySymbol(code) : null;
  if (!symbol) return currency.symbol === AUTO_CURRENCY ? number : getNumberFormatter(d3Format);
  const prefix = currency.symbolPosition === 'prefix';
  return (value) => {
    const text = number(value);
    if (value === null || value === undefined || Number.isNaN(value)) return text;
    return prefix ? `${symbol} ${text}` : `${text} ${symbol}`;
  };
}

const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'CAD',
  'AUD',
  'CHF',
  'BRL',
  'MXN',
  'KRW',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'ZAR',
  'RUB',
  'TRY',
  'SGD',
  'HKD',
  'NZD',
] as const;

let choices: readonly { readonly value: string; readonly label: string }[] | null = null;

/**
 * The currencies the currency control offers (Superset lists ISO codes; these are the common
 * ones). Built on first use: each symbol is an Intl.NumberFormat, about 50 ms for the list, which
 * every page that draws a chart would otherwise pay while loading.
 */
export function currencyChoices(): readonly { readonly value: string; readonly label: string }[] {
  choices ??= COMMON_CURRENCIES.map((code) => ({
    value: code,
    label: `${code} (${getCurrencySymbol(code) ?? code})`,
  }));
  return choices;
}
