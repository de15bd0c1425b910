import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

// src/early.ts is an entry of its own, listed first in index.html: it starts the page's API calls
// as soon as its few small modules are in, before the app's React and antd code has even been
// evaluated. (A second <script> in index.html would be merged into the app's entry and wait.)
const earlyScript: Plugin = {
  name: 'tessera-early-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const early = Object.values(context.bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'early',
      );
      if (!early) throw new Error('The build has no src/early.ts entry.');
      // async: it runs as soon as its own modules are in, whatever the app's script still waits for.
      const tag = `<script type="module" async crossorigin src="/${early.fileName}"></script>`;
      return html.replace('<title>', `${tag}\n    <title>`);
    },
  },
};

export default defineConfig({
  plugins: [react(), precompress, earlyScript],
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
    // The chart-type picker's pictures stay files, fetched when the gallery shows them: inlined
    // as data URLs they would enlarge the chart registry's script on every page.
    assetsInlineLimit: (file) => (/[\\/]charts[\\/][^\\/]+[\\/]images[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      input: { index: here('./index.html'), early: here('./src/early.ts') },
      // @tessera/core is pure (no module-level effects a caller relies on), but its barrel reaches
      // registries filled at load time; without this every page would ship the server-side
      // legacy-viz code the web app never calls. A module that nothing imports from is dropped.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
