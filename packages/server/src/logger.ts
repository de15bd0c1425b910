/**
 * Structured logging: pino through Fastify's logger, one JSON object per line. Secrets in
 * headers and bodies are redacted before anything is written.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'req.headers["x-guesttoken"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'csrf_token',
  '*.csrf_token',
  'token',
  '*.token',
  'secretKey',
  '*.secretKey',
];

export function loggerOptions(level: LogLevel): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // ISO time reads better in log files than epoch milliseconds.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    base: { service: 'tessera' },
  };
}
