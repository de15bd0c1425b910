import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const server = process.env.TESSERA_DEV_API ?? 'http://localhost:8088';
const proxied = ['/api', '/login', '/logout', '/health', '/superset'];

// /login and /superset/dashboard/... are also client routes: a page navigation (Accept: text/html)
// stays with the dev server so the SPA renders; API calls and form posts go to the server.
const keepPageLoads = (req: { method?: string; headers: Record<string, string | string[] | undefined> }) => {
  const accept = String(req.headers.accept ?? '');
  return req.method === 'GET' && accept.includes('text/html') ? '/index.html' : undefined;
};

export default defineConfig({
  plugins: [react()],
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
  },
});
