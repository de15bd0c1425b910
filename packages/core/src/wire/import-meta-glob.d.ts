// Vite's import.meta.glob, which vitest resolves when it loads a test: core's tests read Superset's
// example bundles from the shared folder through it, since core code may not import node:fs.
interface ImportMeta {
  glob<T = unknown>(
    pattern: string,
    options: { readonly query: '?raw'; readonly import: 'default'; readonly eager: true },
  ): Record<string, T>;
}
