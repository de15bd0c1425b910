/**
 * ECharts tooltips render their formatter's string as HTML, and that string carries data values
 * (category names, series names, numbers from the database). Every tooltip builds its markup
 * with `html`, which escapes each interpolated value, so data always shows as text (issue 13:
 * a category named `<img src=x onerror=…>` must not run as whoever hovers). Canvas labels,
 * legends and axis labels are drawn as text and need no escaping.
 */

/** `text` safe inside HTML text and attribute values. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markup we made ourselves (ECharts' colour marker), passed through `html` unescaped. */
export class TrustedHtml {
  constructor(readonly markup: string) {}
}

/** Wraps markup ECharts generated, such as a tooltip param's `marker`. */
export const trustedHtml = (markup: string): TrustedHtml => new TrustedHtml(markup);

/** Tagged template: the literal parts are markup, every `${value}` is escaped unless TrustedHtml. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (value instanceof TrustedHtml ? value.markup : escapeHtml(value)) + (strings[i + 1] ?? '');
  });
  return out;
}
