/**
 * The event channel on Redis streams, as Superset lays it out (SUPERSET_FACTS §9.1): each event is
 * XADDed as `{data: <json>}` to `<prefix><channel>` and to the firehose `<prefix>full`. Polling
 * reads a channel stream with XRANGE after `last_id`; subscribers (the websocket endpoint of every
 * server) follow the firehose with XREAD BLOCK on a connection of their own, so an event written
 * by a worker on another machine reaches the socket wherever the browser is connected.
 */
import { Redis } from 'ioredis';
import { type EventChannel, MAX_EVENTS_PER_READ } from './event-channel';
import type { AsyncEvent, JobMetadata } from './types';

export interface RedisEventChannelOptions {
  readonly prefix: string;
  readonly streamLimit: number;
  readonly firehoseLimit: number;
  /** Channel streams expire after this long without writes (seconds): channels are per session. */
  readonly channelTtlSeconds?: number;
  readonly logger?: { warn(details: Record<string, unknown>, message: string): void };
}

type StreamEntry = [id: string, fields: string[]];

function toEvent([id, fields]: StreamEntry): AsyncEvent | null {
  const index = fields.indexOf('data');
  const text = index >= 0 ? fields[index + 1] : undefined;
  if (text === undefined) return null;
  try {
    return { id, ...(JSON.parse(text) as JobMetadata) };
  } catch {
    return null;
  }
}

/** `(id` is an exclusive XRANGE start (Redis ≥ 6.2): the events after `last_id`. */
const after = (lastId: string | null) => (lastId === null ? '-' : `(${lastId}`);

export class RedisEventChannel implements EventChannel {
  readonly kind = 'redis';
  private readonly client: Redis;
  private reader: Redis | null = null;
  private readonly listeners = new Set<(event: AsyncEvent) => void>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly options: RedisEventChannelOptions,
  ) {
    this.client = new Redis(url, { maxRetriesPerRequest: 2 });
    this.client.on('error', (error: Error) =>
      options.logger?.warn({ err: error }, 'async events: Redis problem'),
    );
  }

  get firehoseKey(): string {
    return `${this.options.prefix}full`;
  }

  async append(event: JobMetadata): Promise<string> {
    const data = JSON.stringify(event);
    const key = this.options.prefix + event.channel_id;
    const pipeline = this.client.multi();
    pipeline.xadd(key, 'MAXLEN', '~', this.options.streamLimit, '*', 'data', data);
    pipeline.expire(key, this.options.channelTtlSeconds ?? 7 * 24 * 3600);
    pipeline.xadd(this.firehoseKey, 'MAXLEN', '~', this.options.firehoseLimit, '*', 'data', data);
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('async events: XADD failed');
    return results[0]![1] as string;
  }

  async read(channel: string, lastId: string | null, count = MAX_EVENTS_PER_READ): Promise<AsyncEvent[]> {
    const entries = (await this.client.xrange(
      this.options.prefix + channel,
      after(lastId),
      '+',
      'COUNT',
      count,
    )) as StreamEntry[];
    return entries.map(toEvent).filter((event): event is AsyncEvent => event !== null);
  }

  subscribe(listener: (event: AsyncEvent) => void): () => void {
    this.listeners.add(listener);
    if (!this.reader) void this.follow();
    return () => this.listeners.delete(listener);
  }

  /** One XREAD BLOCK loop per process feeds every local subscriber. */
  private async follow(): Promise<void> {
    const reader = new Redis(this.url, { maxRetriesPerRequest: null });
    reader.on('error', (error: Error) => this.options.logger?.warn({ err: error }, 'async events: firehose'));
    this.reader = reader;
    let lastId = '$';
    while (!this.closed) {
      try {
        const answer = (await reader.xread(
          'COUNT',
          500,
          'BLOCK',
          2000,
          'STREAMS',
          this.firehoseKey,
          lastId,
        )) as [string, StreamEntry[]][] | null;
        for (const entry of answer?.[0]?.[1] ?? []) {
          lastId = entry[0];
          const event = toEvent(entry);
          if (event) for (const listener of this.listeners) listener(event);
        }
      } catch (error) {
        if (this.closed) break;
        this.options.logger?.warn({ err: error }, 'async events: firehose read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    // The reader may be inside XREAD BLOCK: disconnect rather than wait up to 2 s for QUIT.
    this.reader?.disconnect();
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
