/**
 * Browser hardening headers on every answer, as Superset's Talisman defaults do:
 * X-Content-Type-Options, Referrer-Policy, X-Frame-Options, and on HTML answers a strict
 * Content-Security-Policy that lets the app run and nothing else: scripts only from this origin
 * (no inline script, no eval), so markup that slips into a page through a name, a description or
 * markdown cannot run. Styles may be inline: Ant Design and ECharts inject theirs at run time.
 *
 * Two pages are framed or load code from elsewhere on purpose:
 * - an embedded dashboard (/embedded/{uuid}, EMBEDDED_SUPERSET) may be framed by the pages its
 *   embedding allows (any page when its list is empty, as in Superset);
 * - with DYNAMIC_PLUGINS, chart plugin bundles load from the origins an admin registered.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listPlugins } from '../dynamic-plugins/repository';
import { isFeatureEnabled } from '../feature-flags';
import { embeddedByUuid } from '../repositories/embedded-dashboards';

export interface PolicySources {
  /** The Host header the browser used: the async-events websocket is on the same host. */
  readonly host?: string | undefined;
  /** Who may frame the page (CSP source expressions); `'self'` when absent. */
  readonly frameAncestors?: readonly string[];
  /** Origins scripts may come from besides this one (dynamic plugin bundles). */
  readonly scriptOrigins?: readonly string[];
}

/** A host[:port] as a Host header carries it; anything else is left out of the policy. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The origin of an http(s) URL, or null: only origins go into a policy, never paths or quotes. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(sources: PolicySources = {}): string {
  const host = sources.host && HOST.test(sources.host) ? sources.host : null;
  const scripts = ["'self'", ...(sources.scriptOrigins ?? [])];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(host ? [`ws://${host}`, `wss://${host}`] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': sources.frameAncestors?.length ? sources.frameAncestors : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** The uuid of an embedded dashboard page, when this is one and embedding is on. */
function embeddedUuid(app: FastifyInstance, request: FastifyRequest): string | null {
  if (!isFeatureEnabled(app.config.featureFlags, 'EMBEDDED_SUPERSET')) return null;
  return /^\/embedded\/([^/]+)\/?$/.exec(pathOf(request))?.[1] ?? null;
}

/** Who may frame an embedded dashboard: its allowed domains, anyone when it lists none. */
async function embeddedAncestors(app: FastifyInstance, uuid: string): Promise<string[]> {
  const embedded = await embeddedByUuid(app.store, decodeURIComponent(uuid));
  if (!embedded) return ["'self'"];
  if (embedded.allowed_domains.length === 0) return ['*'];
  const origins = embedded.allowed_domains.map(originOf).filter((o): o is string => o !== null);
  return ["'self'", ...new Set(origins)];
}

async function pluginOrigins(app: FastifyInstance): Promise<string[]> {
  if (!isFeatureEnabled(app.config.featureFlags, 'DYNAMIC_PLUGINS')) return [];
  const plugins = await listPlugins(app.store);
  const origins = plugins.map((plugin) => originOf(plugin.bundle_url)).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
}

/** Registers the headers hook; HTML answers get the Content-Security-Policy. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const uuid = embeddedUuid(app, request);
    // frame-ancestors decides in current browsers; X-Frame-Options is for older ones.
    if (uuid === null) void reply.header('x-frame-options', 'SAMEORIGIN');
    if (!isHtml(reply)) return;
    const policy = contentSecurityPolicy({
      host: request.headers.host,
      frameAncestors: uuid === null ? undefined : await embeddedAncestors(app, uuid),
      scriptOrigins: await pluginOrigins(app),
    });
    void reply.header('content-security-policy', policy);
  });
}
