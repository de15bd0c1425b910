// `npm start`: install what is missing, build what is stale, then serve on http://localhost:8088.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';
import { runCli } from './lib/run-cli.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
checkNodeVersion();
ensureInstalled(root);
ensureBuilt(root);
runCli(root, ['start', ...process.argv.slice(2)]);
