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

export interface Template {
  /** Text between the per-answer fields' values; `keys.length + 1` parts. */
  readonly parts: readonly string[];
  readonly keys: readonly string[];
  readonly bytes: number;
  /** UTF-8 size of the parts alone, so an answer's size needs no pass over its rows. */
  readonly partsBytes: number;
}

const templates = new WeakMap<object, Template>();
const knownBytes = new WeakMap<object, number>();
export const HOLE = '\u0000tessera-hole\u0000';
export const QUOTED_HOLE = JSON.stringify(HOLE);

/** Keeps a template made elsewhere (json-stream.ts, while streaming the value's text). */
export function keepTemplate(value: object, template: Template): void {
  templates.set(value, template);
  knownBytes.set(value, template.bytes);
}

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
  const partsBytes = Buffer.byteLength(text, 'utf8') - keys.length * Buffer.byteLength(QUOTED_HOLE, 'utf8');
  let bytes = partsBytes;
  for (const key of keys) bytes += Buffer.byteLength(JSON.stringify(value[key]) ?? 'null', 'utf8');
  checkResultBytes(bytes, maxBytes);
  template = { parts, keys, bytes, partsBytes };
  templates.set(value, template);
  knownBytes.set(value, template.bytes);
  return template;
}

/** The UTF-8 size of a value's JSON when a template was already made for it, else undefined. */
export function knownJsonBytes(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null ? knownBytes.get(value) : undefined;
}

/** An answer's JSON as pieces to write one after the other, and their UTF-8 size. */
export interface AnswerText {
  readonly pieces: readonly string[];
  readonly bytes: number;
}

/**
 * The pieces of `JSON.stringify(answer)` where `answer` is `{...value, ...perAnswer}`, from value's
 * template; null when `perAnswer` adds a field the value did not have (the caller stringifies).
 * The big parts stay as the template holds them (no 6 MB concatenation per answer).
 */
export function answerPieces(
  value: Record<string, unknown>,
  perAnswer: Record<string, unknown>,
  maxBytes = Number.POSITIVE_INFINITY,
): AnswerText | null {
  const template = templateOf(value, maxBytes);
  for (const key of Object.keys(perAnswer)) if (!template.keys.includes(key)) return null;
  const pieces: string[] = [template.parts[0] ?? ''];
  let bytes = template.partsBytes;
  template.keys.forEach((key, i) => {
    const field = JSON.stringify(key in perAnswer ? perAnswer[key] : value[key]) ?? 'null';
    bytes += Buffer.byteLength(field, 'utf8');
    pieces.push(field, template.parts[i + 1] ?? '');
  });
  return { pieces, bytes };
}

/** `JSON.stringify({...value, ...perAnswer})` as one string (see answerPieces). */
export function answerText(
  value: Record<string, unknown>,
  perAnswer: Record<string, unknown>,
  maxBytes = Number.POSITIVE_INFINITY,
): string | null {
  return answerPieces(value, perAnswer, maxBytes)?.pieces.join('') ?? null;
}

const answerTexts = new WeakMap<object, string | AnswerText>();

/** Remembers the JSON text of an answer object (or its pieces), for the HTTP layer. */
export function rememberText(answer: object, text: string | AnswerText): void {
  answerTexts.set(answer, text);
}

/** The remembered text of an answer object, if any. */
export function rememberedText(answer: object): string | AnswerText | undefined {
  return answerTexts.get(answer);
}

/** The remembered or freshly stringified JSON of each answer, refused over `maxBytes` in all. */
function answerTextsOf(answers: readonly object[], maxBytes: number): AnswerText[] {
  let bytes = 0;
  return answers.map((answer) => {
    const known = answerTexts.get(answer) ?? stringifyCapped(answer, maxBytes);
    const text =
      typeof known === 'string' ? { pieces: [known], bytes: Buffer.byteLength(known, 'utf8') } : known;
    bytes += text.bytes;
    if (bytes > maxBytes) throw resultTooLarge(maxBytes);
    return text;
  });
}

export const BODY_START = '{"result":[';
export const BODY_END = ']}';

/**
 * `{"result":[…]}` from remembered texts, stringifying answers that have none; resultTooLarge
 * when the whole body passes `maxBytes` (each answer may be under it, their sum not).
 */
export function resultBody(answers: readonly object[], maxBytes = Number.POSITIVE_INFINITY): string {
  const texts = answerTextsOf(answers, maxBytes);
  const body = `${BODY_START}${texts.map((text) => text.pieces.join('')).join(',')}${BODY_END}`;
  checkResultText(body, maxBytes);
  return body;
}

/**
 * resultBody as UTF-8 bytes, written piece by piece into one buffer of the size already known:
 * no joined copy of a big answer's text, and no pass to count its bytes when it is sent.
 */
export function resultBytes(answers: readonly object[], maxBytes = Number.POSITIVE_INFINITY): Buffer {
  const texts = answerTextsOf(answers, maxBytes);
  const size =
    BODY_START.length +
    BODY_END.length +
    Math.max(0, texts.length - 1) +
    texts.reduce((sum, text) => sum + text.bytes, 0);
  checkResultBytes(size, maxBytes);
  const body = Buffer.allocUnsafe(size);
  let at = body.write(BODY_START, 0, 'latin1');
  texts.forEach((text, i) => {
    if (i > 0) at += body.write(',', at, 'latin1');
    for (const piece of text.pieces) at += body.write(piece, at, 'utf8');
  });
  at += body.write(BODY_END, at, 'latin1');
  // A miscount would send stale memory: never.
  if (at !== size) throw new Error(`The answer's size was miscounted (${at} of ${size} bytes).`);
  return body;
}
