/**
 * Throttles repeated login failures, by two rules checked before the password is:
 * - per (username, client address): 5 failures a minute, so one account is not guessed at;
 * - per client address across all names: 20 failures in 5 minutes, so one password sprayed over
 *   many names is slowed as much as many passwords tried on one.
 * While either rule blocks, every attempt from there is refused, right password included:
 * otherwise the answer would still tell a guess that is right from one that is wrong.
 *
 * Only failures count, so people and test suites that log in often are never blocked. A success
 * clears its own (username, address) count but not the address count: a sprayer who owns one
 * valid account could otherwise log into it between guesses and reset the address rule for ever.
 * The price is that people behind one NAT share the address allowance for 5 minutes.
 *
 * IPv6 clients are counted by their /64 network, which one host usually controls whole.
 * A generic request rate limiter (@fastify/rate-limit) counts every request and cannot express
 * this. Counts live in this process: behind several servers each keeps its own windows.
 */
import { isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

export interface LoginThrottleOptions {
  /** Shorthands for the per (username, address) rule. */
  maxFailures?: number;
  windowMs?: number;
  perUser?: ThrottleRule;
  perAddress?: ThrottleRule;
  now?: () => number;
}

export const PER_USER_RULE: ThrottleRule = { maxFailures: 5, windowMs: 60_000 };
export const PER_ADDRESS_RULE: ThrottleRule = { maxFailures: 20, windowMs: 5 * 60_000 };

/** The part of a client address one attacker is assumed to control: an IPv6 /64, an IPv4 host. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}

/** Failure times per key within one rule's window, keeping no more than the rule needs. */
class FailureWindow {
  private readonly failures = new LRUCache<string, number[]>({ max: 10_000 });

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.maxFailures) return 0;
    const oldest = recent[recent.length - this.rule.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()].slice(-this.rule.maxFailures));
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export class LoginThrottle {
  private readonly perUser: FailureWindow;
  private readonly perAddress: FailureWindow;

  constructor(options: LoginThrottleOptions = {}) {
    const now = options.now ?? Date.now;
    const perUser = options.perUser ?? PER_USER_RULE;
    this.perUser = new FailureWindow(
      {
        maxFailures: options.maxFailures ?? perUser.maxFailures,
        windowMs: options.windowMs ?? perUser.windowMs,
      },
      now,
    );
    this.perAddress = new FailureWindow(options.perAddress ?? PER_ADDRESS_RULE, now);
  }

  private userKey(username: string, ip: string): string {
    return `${username.toLowerCase()}\u0000${addressKey(ip)}`;
  }

  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterSeconds(username: string, ip: string): number {
    return Math.max(
      this.perUser.retryAfterSeconds(this.userKey(username, ip)),
      this.perAddress.retryAfterSeconds(addressKey(ip)),
    );
  }

  recordFailure(username: string, ip: string): void {
    this.perUser.record(this.userKey(username, ip));
    this.perAddress.record(addressKey(ip));
  }

  /** Clears this name's count from this address only; see the file comment for why. */
  recordSuccess(username: string, ip: string): void {
    this.perUser.clear(this.userKey(username, ip));
  }
}
