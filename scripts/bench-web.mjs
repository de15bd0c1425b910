// `npm run bench:web`: builds what is stale (so the figures are this tree's), then runs the
// browser benchmark in e2e/bench. Flags after `--` go to it (see e2e/bench/web-bench.ts).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
checkNodeVersion();
ensureInstalled(root);
ensureBuilt(root);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'e2e', 'bench', 'web-bench.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
