/**
 * Throttles repeated login failures per (username, client IP). Only failures count, so people
 * and test suites that log in often are never blocked; a success clears the count. A generic
 * request rate limiter (@fastify/rate-limit) counts every request and cannot express that.
 * Counts live in this process: behind several servers each keeps its own window.
 */
import { LRUCache } from 'lru-cache';

export interface LoginThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly failures: LRUCache<string, number[]>;
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.failures = new LRUCache({ max: 10_000 });
  }

  private key(username: string, ip: string): string {
    return `${username.toLowerCase()}\u0000${ip}`;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterSeconds(username: string, ip: string): number {
    const recent = this.recent(this.key(username, ip));
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(username: string, ip: string): void {
    const key = this.key(username, ip);
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(username: string, ip: string): void {
    this.failures.delete(this.key(username, ip));
  }
}
