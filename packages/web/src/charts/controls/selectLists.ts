/**
 * Select-list rules of spec 000 point 5 shared by every select control: pasted text is split on
 * comma, newline, tab and semicolon, trimmed and de-duplicated; lists of more than 100 options
 * are windowed (only the rows in view are drawn).
 */
export const PASTE_SEPARATORS = [',', '\n', '\t', ';'] as const;
export const WINDOWED_ABOVE = 100;
/** Spec 000 point 9: a select menu is at least 100 px and at most 220 px tall (Superset's min/maxMenuHeight). */
export const MENU_MIN_HEIGHT = 100;
export const MENU_MAX_HEIGHT = 220;

/** The values of a pasted text, in order, each once; `existing` values are not repeated. */
export function splitPastedList(text: string, existing: readonly string[] = []): string[] {
  const seen = new Set(existing);
  const out: string[] = [];
  for (const part of text.split(/[,\n\r\t;]/)) {
    const value = part.trim();
    if (value && !seen.has(value)) {
      seen.add(value);
      out.push(value);
    }
  }
  return out;
}

/** Whether a list of this many options is windowed (antd Select's `virtual`). */
export function isWindowed(optionCount: number): boolean {
  return optionCount > WINDOWED_ABOVE;
}
