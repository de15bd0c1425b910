import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Runs the built CLI as a child, passing signals on so the server shuts down gracefully. */
export function runCli(root, args) {
  const child = spawn(process.execPath, [join(root, 'packages', 'server', 'dist', 'cli.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
