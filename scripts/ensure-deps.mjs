// `npm test`'s pretest: installs what is missing (a fresh clone has no biome, tsc or vitest yet),
// as `npm start` does; when nothing changed it only compares a stamp.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureInstalled } from './lib/ensure-ready.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
checkNodeVersion();
ensureInstalled(root);
