/**
 * Serialise a cached chart-data result once. A result is stored as an object (hits cost no
 * parse), and its JSON is kept beside it as a template: the text split where the per-request
 * fields (`timing`, `is_cached`, `cached_dttm`, ...) go, so answering a hit only stringifies those
 * small values and concatenates. Keyed by the value object itself (WeakMap), so the memory cache,
 * which hands out the stored object, pays the big `JSON.stringify` once per stored value.
 */

import { checkResultBytes, checkResultText, resultTooLarge, stringifyCapped } from '../engine/result-size';

/** Top-level fields that differ per answer of the same cached value. */
export const PER_ANSWER_FIELDS: ReadonlySet<string> = new Set([
  'cache_key',
  'cached_dttm',
  'cache_timeout',
  'is_cached',
  'timing',
]);

interface Template {
  /** Text between the per-answer fields' values; `keys.length + 1` parts. */
  readonly parts: readonly string[];
  readonly keys: readonly string[];
  readonly bytes: number;
}

const templates = new WeakMap<object, Template>();
const knownBytes = new WeakMap<object, number>();
const HOLE = '\u0000tessera-hole\u0000';
const QUOTED_HOLE = JSON.stringify(HOLE);

/**
 * The template of a result object, computed once per object. Over `maxBytes`
 * (TESSERA_MAX_RESULT_BYTES) it throws resultTooLarge, early, and no template is kept.
 */
export function templateOf(value: Record<string, unknown>, maxBytes = Number.POSITIVE_INFINITY): Template {
  let template = templates.get(value);
  if (template) return template;
  // A shallow copy with holes, not a replacer function: a replacer would slow the whole walk.
  const keys: string[] = [];
  const copy: Record<string, unknown> = { ...value };
  for (const key of Object.keys(copy)) {
    if (PER_ANSWER_FIELDS.has(key) && copy[key] !== undefined) {
      keys.push(key);
      copy[key] = HOLE;
    }
  }
  const text = stringifyCapped(copy, maxBytes);
  const parts = text.split(QUOTED_HOLE);
  if (parts.length !== keys.length + 1)
    throw new Error('A result text already contains the template marker.');
  // The size of the real JSON: the holes' own text out, the small original values in.
  let bytes = Buffer.byteLength(text, 'utf8') - keys.length * Buffer.byteLength(QUOTED_HOLE, 'utf8');
  for (const key of keys) bytes += Buffer.byteLength(JSON.stringify(value[key]) ?? 'null', 'utf8');
  checkResultBytes(bytes, maxBytes);
  template = { parts, keys, bytes };
  templates.set(value, template);
  knownBytes.set(value, template.bytes);
  return template;
}

/** The UTF-8 size of a value's JSON when a template was already made for it, else undefined. */
export function knownJsonBytes(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null ? knownBytes.get(value) : undefined;
}

/**
 * `JSON.stringify(answer)` where `answer` is `{...value, ...perAnswer}`, made from value's
 * template; null when `perAnswer` adds a field the value did not have (the caller stringifies).
 */
export function answerText(
  value: Record<string, unknown>,
  perAnswer: Record<string, unknown>,
  maxBytes = Number.POSITIVE_INFINITY,
): string | null {
  const template = templateOf(value, maxBytes);
  for (const key of Object.keys(perAnswer)) if (!template.keys.includes(key)) return null;
  let text = template.parts[0] ?? '';
  template.keys.forEach((key, i) => {
    const field = key in perAnswer ? perAnswer[key] : value[key];
    text += (JSON.stringify(field) ?? 'null') + (template.parts[i + 1] ?? '');
  });
  return text;
}

const answerTexts = new WeakMap<object, string>();

/** Remembers the JSON text of an answer object, for the HTTP layer. */
export function rememberText(answer: object, text: string): void {
  answerTexts.set(answer, text);
}

/**
 * `{"result":[…]}` from remembered texts, stringifying answers that have none; resultTooLarge
 * when the whole body passes `maxBytes` (each answer may be under it, their sum not).
 */
export function resultBody(answers: readonly object[], maxBytes = Number.POSITIVE_INFINITY): string {
  let length = 0;
  const texts = answers.map((answer) => {
    const text = answerTexts.get(answer) ?? stringifyCapped(answer, maxBytes);
    length += text.length;
    if (length > maxBytes) throw resultTooLarge(maxBytes);
    return text;
  });
  const body = `{"result":[${texts.join(',')}]}`;
  checkResultText(body, maxBytes);
  return body;
}
