/**
 * The one gate of every suite that needs an outside service. A suite calls `service('postgres',
 * 'what it tests')` at load time and skips when the answer's `skip` is true. Locally a missing
 * TEST_* variable (or an unreachable service) skips the suite with a printed reason; in CI,
 * `TESSERA_REQUIRE=postgres,mysql,redis,clickhouse` names the services CI provides, and for those
 * a missing variable or a service that does not answer fails the file instead: a suite can no
 * longer pass by silently skipping.
 */
import { spawnSync } from 'node:child_process';

export type ServiceName = 'postgres' | 'mysql' | 'redis' | 'clickhouse' | 'trino';

export const SERVICE_VARIABLES: Record<ServiceName, string> = {
  postgres: 'TEST_POSTGRES_URL',
  mysql: 'TEST_MYSQL_URL',
  redis: 'TEST_REDIS_URL',
  clickhouse: 'TEST_CLICKHOUSE_URL',
  trino: 'TEST_TRINO_URL',
};

const DEFAULT_PORTS: Record<ServiceName, number> = {
  postgres: 5432,
  mysql: 3306,
  redis: 6379,
  clickhouse: 8123,
  trino: 8080,
};

export interface ServiceGate {
  /** The service's URL (TEST_* variable); undefined when the suite is skipped. */
  readonly url: string | undefined;
  readonly skip: boolean;
}

/** The services named in TESSERA_REQUIRE (comma- or space-separated, case-insensitive). */
export function requiredServices(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.TESSERA_REQUIRE ?? '')
      .split(/[\s,]+/)
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** host:port of a service URL, with the engine's usual port when the URL names none. */
export function serviceAddress(name: ServiceName, url: string): { host: string; port: number } {
  const parsed = new URL(url.replace(/^[a-z][a-z0-9+.-]*:/i, 'tessera:'));
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || DEFAULT_PORTS[name] };
}

const reachable = new Map<string, string | null>();

/**
 * Null when a TCP connection to the service opens within 3 s, else why not. Synchronous (a child
 * process) because suites decide to skip while vitest collects them, before any await.
 */
export function probeService(name: ServiceName, url: string): string | null {
  const cached = reachable.get(url);
  if (cached !== undefined) return cached;
  const { host, port } = serviceAddress(name, url);
  const script = `const s=require('node:net').connect(${port},${JSON.stringify(host)});s.setTimeout(3000,()=>{console.error('no answer within 3 s');process.exit(1)});s.on('connect',()=>process.exit(0));s.on('error',(e)=>{console.error(e.code||e.message);process.exit(1)})`;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
  const problem =
    child.status === 0 ? null : `${host}:${port} is unreachable (${(child.stderr || 'timeout').trim()})`;
  reachable.set(url, problem);
  return problem;
}

/**
 * Whether a suite that needs `name` runs. `what` names the suite in the printed reason. Throws
 * (failing the test file) when TESSERA_REQUIRE names the service and it is not there.
 */
export function service(name: ServiceName, what: string, env: NodeJS.ProcessEnv = process.env): ServiceGate {
  const variable = SERVICE_VARIABLES[name];
  const url = env[variable];
  const required = requiredServices(env).has(name);
  const problem = url ? probeService(name, url) : `${variable} is not set`;
  if (!problem) return { url, skip: false };
  if (required) {
    throw new Error(
      `${what}: TESSERA_REQUIRE names ${name}, but ${problem}. CI provides this service, so the suite must run.`,
    );
  }
  console.info(`Skipping ${what}: ${problem}.`);
  return { url: undefined, skip: true };
}
