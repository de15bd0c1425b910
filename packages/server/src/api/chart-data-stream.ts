/**
 * The HTTP side of a streamed chart-data answer (cache/json-stream.ts): the body is a PassThrough
 * handed to `reply.send` when the engine commits to a 200, so the request's hooks (security
 * headers, the async-token cookie, compression) run as for any answer; the engine writes the
 * answer's text into it while serialising, and `finish` adds what is known only at the end (the
 * answer's `timing`) and the body's close. Sent chunked: the length is not known in advance.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AnswerSink } from '../cache/json-stream';
import { BODY_END, BODY_START, rememberedText } from '../cache/json-text';
import { cancelled } from '../engine/connectors/errors';

/** Bytes buffered ahead of the socket before the serialisation waits for it. */
const HIGH_WATER_MARK = 256 * 1024;

function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

export class StreamedBody implements AnswerSink {
  private stream: PassThrough | null = null;
  private sent: readonly string[] = [];

  constructor(private readonly reply: FastifyReply) {}

  /** True once the 200 is committed: errors can then only end the connection. */
  get opened(): boolean {
    return this.stream !== null;
  }

  open(): void {
    if (this.stream) throw new Error('The answer is already being streamed.');
    const stream = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
    this.stream = stream;
    // A client gone away ends the stream, so a serialisation waiting for room stops.
    this.reply.raw.on('close', () => {
      if (!this.reply.raw.writableFinished) stream.destroy();
    });
    void this.reply.type('application/json; charset=utf-8').send(stream);
    stream.write(BODY_START);
  }

  async write(piece: string | Uint8Array): Promise<void> {
    const stream = this.stream;
    if (!stream) throw new Error('The answer was written before it was opened.');
    if (!stream.destroyed && !stream.write(piece)) await drained(stream);
    if (stream.destroyed) throw cancelled();
  }

  written(pieces: readonly string[]): void {
    this.sent = pieces;
  }

  /**
   * Ends the body with the rest of `answer`'s remembered text. Its first pieces must be the ones
   * already sent (the same per-answer values); were they not, the connection is ended rather than
   * a wrong answer completed.
   */
  finish(answer: object): void {
    const stream = this.stream;
    if (!stream) throw new Error('No answer is being streamed.');
    const text = rememberedText(answer);
    const pieces = typeof text === 'object' ? text.pieces : null;
    if (!pieces || pieces.length < this.sent.length || this.sent.some((piece, i) => pieces[i] !== piece)) {
      this.fail(new Error('The streamed answer does not match its text.'));
      return;
    }
    for (let i = this.sent.length; i < pieces.length; i++) stream.write(pieces[i] ?? '');
    stream.end(BODY_END);
  }

  /** Ends a committed answer that cannot be completed: the client sees the connection end early. */
  fail(error: unknown): void {
    this.stream?.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
