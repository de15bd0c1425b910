/**
 * The server's feature flags for code that runs outside React (request builders), as Superset's
 * `isFeatureEnabled` reads `window.featureFlags`. The session's bootstrap answer primes them;
 * components read them from `useBootstrapQuery` instead, so they re-render when they change.
 */
let flags: Readonly<Record<string, boolean>> = {};

export function primeFeatureFlags(next: Readonly<Record<string, boolean>> | undefined): void {
  flags = next ?? {};
}

export function isFeatureEnabled(flag: string): boolean {
  return flags[flag] === true;
}
