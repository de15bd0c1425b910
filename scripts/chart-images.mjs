// `npm run chart-images`: builds what is stale, then draws every chart type on Superset's example
// data and saves the chart-type picker's thumbnails and example images into each plugin's folder
// (see e2e/chart-images/chart-images.ts). Flags after `--` go to it, e.g. `-- --only pie,rose`.
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
  ['--import', 'tsx', join(root, 'e2e', 'chart-images', 'chart-images.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
