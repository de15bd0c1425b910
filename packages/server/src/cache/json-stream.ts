/**
 * A big result's JSON text, sent while it is made. templateOf (json-text.ts) serialises a result
 * whole before the first byte leaves, so the client of a 100,000-row answer (~5 MB) waits for all
 * of `JSON.stringify` and then for the whole transfer. streamAnswer makes the same template a
 * chunk of rows at a time and hands each chunk to the HTTP body as soon as it exists: the transfer
 * and the client's reading overlap the serialisation.
 *
 * The 200 must be sent before the text is known, and an answer over TESSERA_MAX_RESULT_BYTES must
 * still get its 422: so a result is streamed only when an upper bound of its size
 * (json-bound.ts), taken before the first byte, is under the cap. Otherwise (and for small
 * answers, where streaming saves nothing) the caller takes templateOf's exact path, as before.
 * The cache keeps the whole text either way: the template made here is the one templateOf would
 * have made (same parts, same bytes), registered for the value.
 */
import { rowsJsonBound } from './json-bound';
import { BODY_END, BODY_START, HOLE, keepTemplate, PER_ANSWER_FIELDS, QUOTED_HOLE } from './json-text';

/** Where an answer's text goes while it is made: the HTTP body of a one-answer request. */
export interface AnswerSink {
  /** Commits to a 200 answer and writes the body's start; called once, before any write. */
  open(): void;
  /** Writes the next piece of the answer; resolves when more may be written (backpressure). */
  write(piece: string | Uint8Array): Promise<void>;
  /** After streaming: the answer's first pieces, numbered as answerPieces numbers them, now sent. */
  written(pieces: readonly string[]): void;
}

/** Fewer rows than this are serialised whole: streaming them would save nothing. */
export const STREAM_FROM_ROWS = 2_000;
/** Rows serialised and sent per step. */
const ROWS_PER_CHUNK = 2_000;
/** Room in the bound for a per-answer field known only after the text (`timing`: a few numbers). */
const LATE_FIELD_BYTES = 4_096;
const ROWS_HOLE = '\u0000tessera-rows\u0000';
const QUOTED_ROWS_HOLE = JSON.stringify(ROWS_HOLE);

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

interface Shell {
  readonly keys: readonly string[];
  /** The text around the per-answer fields, `keys.length + 1` parts; one holds the rows' hole. */
  readonly parts: readonly string[];
  readonly rowsAt: number;
}

/** The value's text with holes for its per-answer fields and its rows, or null when unusable. */
function shellOf(value: Record<string, unknown>): Shell | null {
  const keys: string[] = [];
  const copy: Record<string, unknown> = { ...value, data: ROWS_HOLE };
  for (const key of Object.keys(copy)) {
    if (PER_ANSWER_FIELDS.has(key) && copy[key] !== undefined) {
      keys.push(key);
      copy[key] = HOLE;
    }
  }
  const parts = JSON.stringify(copy).split(QUOTED_HOLE);
  // A marker text inside the answer itself (only a crafted one): the exact path decides.
  if (parts.length !== keys.length + 1) return null;
  const holding = parts.filter((part) => part.includes(QUOTED_ROWS_HOLE));
  const rowsAt = parts.findIndex((part) => part.includes(QUOTED_ROWS_HOLE));
  const part = parts[rowsAt];
  if (holding.length !== 1 || part === undefined) return null;
  if (part.indexOf(QUOTED_ROWS_HOLE) !== part.lastIndexOf(QUOTED_ROWS_HOLE)) return null;
  return { keys, parts, rowsAt };
}

/**
 * Streams `value`'s JSON into `sink` and keeps its template, when `value.data` has enough rows and
 * the answer is sure to be under `maxBytes`; returns false (nothing written, sink not opened)
 * otherwise. `known` holds the per-answer fields this answer will carry that are known now
 * (cache_key, is_cached, ...): the text is sent up to the first field that is not (`timing`,
 * which comes last), and the caller sends the rest once it has the answer.
 */
export async function streamAnswer(
  value: Record<string, unknown>,
  known: Readonly<Record<string, unknown>>,
  sink: AnswerSink,
  maxBytes: number,
): Promise<boolean> {
  const rows = value.data;
  if (!Array.isArray(rows) || rows.length < STREAM_FROM_ROWS) return false;
  const shell = shellOf(value);
  if (!shell) return false;
  const fields = shell.keys.map((key) => (key in known ? (JSON.stringify(known[key]) ?? 'null') : null));
  let fixed = BODY_START.length + BODY_END.length - utf8Bytes(QUOTED_ROWS_HOLE);
  for (const part of shell.parts) fixed += utf8Bytes(part);
  for (const field of fields) fixed += field === null ? LATE_FIELD_BYTES : utf8Bytes(field);
  if (fixed > maxBytes || fixed + rowsJsonBound(rows, maxBytes - fixed) > maxBytes) return false;

  sink.open();
  let streaming = true;
  const sent: string[] = [];
  const parts: string[] = [];
  let partsBytes = 0;
  for (let i = 0; i < shell.parts.length; i++) {
    const part = shell.parts[i] ?? '';
    if (i === shell.rowsAt) {
      const rowsPart = await streamRows(part, rows, streaming ? sink : null);
      parts.push(rowsPart.text);
      partsBytes += rowsPart.bytes;
    } else {
      if (streaming) await sink.write(part);
      parts.push(part);
      partsBytes += utf8Bytes(part);
    }
    if (streaming) sent.push(parts[i] ?? '');
    const field = fields[i];
    if (i === shell.keys.length) break;
    if (streaming && field !== null && field !== undefined) {
      await sink.write(field);
      sent.push(field);
    } else {
      streaming = false;
    }
  }
  let bytes = partsBytes;
  for (const key of shell.keys) bytes += utf8Bytes(JSON.stringify(value[key]) ?? 'null');
  keepTemplate(value, { parts, keys: shell.keys, bytes, partsBytes });
  sink.written(sent);
  return true;
}

/**
 * The part holding the rows, its rows serialised a chunk at a time (into `sink` when streaming):
 * the text built by concatenation, which V8 keeps as a rope, so no copy of the whole is made here.
 */
async function streamRows(
  part: string,
  rows: readonly unknown[],
  sink: AnswerSink | null,
): Promise<{ text: string; bytes: number }> {
  const at = part.indexOf(QUOTED_ROWS_HOLE);
  const before = `${part.slice(0, at)}[`;
  const after = `]${part.slice(at + QUOTED_ROWS_HOLE.length)}`;
  let text = before;
  let bytes = utf8Bytes(before) + utf8Bytes(after);
  if (sink) await sink.write(before);
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + ROWS_PER_CHUNK));
    const inner = start === 0 ? chunk.slice(1, -1) : `,${chunk.slice(1, -1)}`;
    text += inner;
    if (sink) {
      const encoded = Buffer.from(inner, 'utf8');
      bytes += encoded.length;
      await sink.write(encoded);
    } else {
      bytes += utf8Bytes(inner);
    }
  }
  if (sink) await sink.write(after);
  return { text: text + after, bytes };
}
