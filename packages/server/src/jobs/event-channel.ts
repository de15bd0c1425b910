/**
 * The event channel: where finished jobs announce themselves. Events are appended to a per-channel
 * stream (read by polling with `last_id`) and to a firehose every subscriber (the websocket
 * endpoint) follows. Ids look like Redis stream ids (`<epoch ms>-<seq>`) in both stores, so a
 * client's `last_id` means the same thing whichever store answers.
 *
 * MemoryEventChannel serves one process (the default); RedisEventChannel (redis-event-channel.ts)
 * is shared by every server and worker when REDIS_URL is set.
 */
import { EventEmitter } from 'node:events';
import type { AsyncEvent, JobMetadata } from './types';

/** At most this many events per polling call (Superset's limit). */
export const MAX_EVENTS_PER_READ = 100;

export interface EventChannel {
  readonly kind: 'memory' | 'redis';
  /** Appends to the event's channel stream and the firehose; resolves with the new id. */
  append(event: JobMetadata): Promise<string>;
  /** Events of `channel` after `lastId` (all kept ones when null), oldest first, at most `count`. */
  read(channel: string, lastId: string | null, count?: number): Promise<AsyncEvent[]>;
  /** Calls `listener` for every event appended from now on (any channel); returns an unsubscribe. */
  subscribe(listener: (event: AsyncEvent) => void): () => void;
  close(): Promise<void>;
}

const STREAM_ID = /^(\d+)(?:-(\d+))?$/;

/** Parses a stream id (`1607477697866-0`, or just the ms part); null when it is not one. */
export function parseStreamId(id: string): [number, number] | null {
  const match = STREAM_ID.exec(id);
  if (!match) return null;
  const ms = Number(match[1]);
  const seq = match[2] === undefined ? 0 : Number(match[2]);
  return Number.isSafeInteger(ms) && Number.isSafeInteger(seq) ? [ms, seq] : null;
}

function compareIds(a: [number, number], b: [number, number]): number {
  return a[0] - b[0] || a[1] - b[1];
}

export interface MemoryEventChannelOptions {
  readonly streamLimit?: number;
  /** Channels kept at once; the least recently written go first. */
  readonly maxChannels?: number;
  readonly clock?: () => number;
}

export class MemoryEventChannel implements EventChannel {
  readonly kind = 'memory';
  private readonly streams = new Map<string, AsyncEvent[]>();
  private readonly emitter = new EventEmitter();
  private last: [number, number] = [0, 0];
  private readonly streamLimit: number;
  private readonly maxChannels: number;
  private readonly clock: () => number;

  constructor(options: MemoryEventChannelOptions = {}) {
    this.streamLimit = options.streamLimit ?? 1000;
    this.maxChannels = options.maxChannels ?? 10_000;
    this.clock = options.clock ?? Date.now;
    // Every open websocket is a listener; the default cap of 10 would warn for no reason.
    this.emitter.setMaxListeners(0);
  }

  /** The next id: the clock's ms, or the last id's ms with the next sequence, like XADD's `*`. */
  private nextId(): string {
    const now = this.clock();
    this.last = now > this.last[0] ? [now, 0] : [this.last[0], this.last[1] + 1];
    return `${this.last[0]}-${this.last[1]}`;
  }

  async append(event: JobMetadata): Promise<string> {
    const stored: AsyncEvent = { id: this.nextId(), ...event };
    const stream = this.streams.get(event.channel_id) ?? [];
    // Re-insert so Map order is least recently written first.
    this.streams.delete(event.channel_id);
    stream.push(stored);
    if (stream.length > this.streamLimit) stream.splice(0, stream.length - this.streamLimit);
    this.streams.set(event.channel_id, stream);
    if (this.streams.size > this.maxChannels) {
      const oldest = this.streams.keys().next().value;
      if (oldest !== undefined) this.streams.delete(oldest);
    }
    this.emitter.emit('event', stored);
    return stored.id;
  }

  async read(channel: string, lastId: string | null, count = MAX_EVENTS_PER_READ): Promise<AsyncEvent[]> {
    const stream = this.streams.get(channel) ?? [];
    const after = lastId === null ? null : parseStreamId(lastId);
    const newer =
      after === null ? stream : stream.filter((event) => compareIds(parseStreamId(event.id)!, after) > 0);
    return newer.slice(0, count);
  }

  subscribe(listener: (event: AsyncEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.streams.clear();
  }
}
