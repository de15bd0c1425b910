// Makes a checkout runnable: installs dependencies when missing or stale, builds when sources
// changed since the last build. Uses only Node built-ins: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_NODE = [20, 19];

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    console.error(`Tessera needs Node ${MIN_NODE.join('.')} or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

function run(command, args, root) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`\n"${command} ${args.join(' ')}" failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  for (const path of paths) hash.update(existsSync(path) ? readFileSync(path) : '');
  return hash.digest('hex');
}

/** The root package.json and each workspace's: what an install reads besides the lockfile. */
function manifests(root) {
  const rootManifest = join(root, 'package.json');
  const { workspaces = [] } = JSON.parse(readFileSync(rootManifest, 'utf8'));
  return [rootManifest, ...workspaces.map((dir) => join(root, dir, 'package.json'))];
}

/**
 * npm writes node_modules/.package-lock.json at the end of every install: when it is newer than
 * the lockfile and every manifest, the tree matches them (as right after CI's `npm ci`).
 */
function installIsCurrent(root, inputs) {
  const hidden = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden)) return false;
  const installedAt = statSync(hidden).mtimeMs;
  return inputs.every((path) => !existsSync(path) || statSync(path).mtimeMs <= installedAt);
}

/**
 * Installs dependencies when node_modules is missing or the lockfile or a manifest changed since
 * the last install. Costs a few milliseconds when nothing changed.
 */
export function ensureInstalled(root) {
  const stamp = join(root, 'node_modules', '.tessera-install-stamp');
  const lockfile = join(root, 'package-lock.json');
  const inputs = [lockfile, ...manifests(root)];
  const wanted = hashFiles(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  if (installIsCurrent(root, inputs)) {
    writeFileSync(stamp, wanted);
    return;
  }
  // A clean install on a fresh clone; an incremental one over an existing tree, so a developer's
  // node_modules is never wiped from under running tools.
  const fresh = !existsSync(join(root, 'node_modules'));
  console.log('Installing dependencies (first run, or the lockfile or a package.json changed)...');
  run(
    'npm',
    fresh && existsSync(lockfile)
      ? ['ci', '--no-audit', '--no-fund']
      : ['install', '--no-audit', '--no-fund'],
    root,
  );
  writeFileSync(stamp, wanted);
}

const SOURCE_DIRS = ['packages/core/src', 'packages/sql/src', 'packages/server/src', 'packages/web/src'];
const SOURCE_FILES = [
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/server/scripts/build.mjs',
  'package-lock.json',
];

function newestSourceMtime(root) {
  let newest = 0;
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) visit(join(root, dir));
  for (const file of SOURCE_FILES)
    if (existsSync(join(root, file))) newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
  return newest;
}

/** Builds the web app and the server unless the build is newer than every source file. */
export function ensureBuilt(root) {
  const stamp = join(root, 'packages', 'server', 'dist', '.build-stamp');
  const built = existsSync(stamp) && existsSync(join(root, 'packages', 'web', 'dist', 'index.html'));
  if (built && statSync(stamp).mtimeMs >= newestSourceMtime(root)) return;
  console.log('Building Tessera (sources changed since the last build)...');
  run('npm', ['run', 'build'], root);
  writeFileSync(stamp, new Date().toISOString());
}
