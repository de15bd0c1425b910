// `npm run tessera -- <command>`: the tessera CLI from the repository root, built on demand.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureBuilt, ensureInstalled } from './lib/ensure-ready.mjs';
import { runCli } from './lib/run-cli.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
checkNodeVersion();
ensureInstalled(root);
ensureBuilt(root);
runCli(root, process.argv.slice(2));
