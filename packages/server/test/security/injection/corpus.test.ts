/** The injection corpus itself: big enough, every path fed, no payload carrying the canary. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TABLES, CORPUS, render } from './corpus';

describe('injection corpus', () => {
  it('holds at least 200 distinct payloads and feeds every path', () => {
    const all = Object.values(CORPUS).flatMap((group) =>
      group.map((payload) => (typeof payload === 'string' ? payload : payload.join('.'))),
    );
    expect(new Set(all).size).toBeGreaterThanOrEqual(200);
    for (const [path, group] of Object.entries(CORPUS)) expect(group.length, path).toBeGreaterThanOrEqual(8);
  });

  it('fills every mark, and a payload never contains the canary itself', () => {
    const context = { file: 'F', dir: 'D', datafile: 'DF', meta: 'M', other: 'O', table: 'T', schema: 'S' };
    const texts = Object.values(CORPUS).flatMap((group) =>
      group.flatMap((payload) => (typeof payload === 'string' ? [payload] : [...payload])),
    );
    for (const text of texts) {
      expect(render(text, context)).not.toMatch(/\{\{(file|dir|datafile|meta|other|table|schema)\}\}/);
      expect(text).not.toMatch(/CANARY[0-9a-f]{32}/);
    }
    expect(render(CATALOGUE_TABLES.at(-1)![0], context)).toBe('S');
  });
});
