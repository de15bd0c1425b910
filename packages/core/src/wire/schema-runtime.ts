import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where it may, and first probes whether it may by
 * calling `Function('')`. Under the web app's Content-Security-Policy (no 'unsafe-eval') that probe
 * is refused and reported as a policy violation on every page that parses a schema. The browser
 * calls this once, before any parse: parsers then stay interpretive and nothing asks for eval.
 */
export function parseSchemasWithoutEval(): void {
  z.config({ jitless: true });
}
