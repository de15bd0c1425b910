import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const server = process.env.TESSERA_DEV_API ?? 'http://localhost:8088';
const proxied = ['/api', '/login', '/logout', '/health', '/superset'];

// /login and /superset/dashboard/... are also client routes: a page navigation (Accept: text/html)
// stays with the dev server so the SPA renders; API calls and form posts go to the server.
const keepPageLoads = (req: { method?: string; headers: Record<string, string | string[] | undefined> }) => {
  const accept = String(req.headers.accept ?? '');
  return req.method === 'GET' && accept.includes('text/html') ? '/index.html' : undefined;
};

// The server sends these precompressed files (brotli first, gzip for older clients) instead of
// compressing on every request; files too small to gain are left alone.
const precompress = compression({
  include: /\.(js|mjs|css|html|svg|json|map|txt)$/,
  threshold: 512,
  algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [react(), precompress],
  resolve: {
    alias: { '@tessera/core': here('../core/src/index.ts') },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: server, changeOrigin: false, bypass: keepPageLoads }]),
    ),
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // @tessera/core is pure (no module-level effects a caller relies on), but its barrel reaches
      // registries filled at load time; without this every page would ship the server-side
      // legacy-viz code the web app never calls. A module that nothing imports from is dropped.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
