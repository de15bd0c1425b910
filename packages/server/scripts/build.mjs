// Bundles the server and CLI into dist/cli.js. The pure workspace packages (@tessera/core,
// @tessera/sql) are bundled from source; every npm dependency stays external and is loaded
// from node_modules at run time (native drivers cannot be bundled).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverDir, '..', '..');
const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@tessera/'));

await build({
  entryPoints: [join(serverDir, 'src', 'cli.ts')],
  outfile: join(serverDir, 'dist', 'cli.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  alias: {
    '@tessera/core': join(repoRoot, 'packages', 'core', 'src', 'index.ts'),
    '@tessera/sql': join(repoRoot, 'packages', 'sql', 'src', 'index.ts'),
  },
  banner: {
    js: "import { createRequire as __tesseraCreateRequire } from 'node:module'; const require = __tesseraCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: packages/server/dist/cli.js');
