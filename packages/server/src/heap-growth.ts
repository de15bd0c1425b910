/**
 * How far the JavaScript heap may grow between full garbage collections. V8 sizes the next
 * collection from what survived the last one times a factor it picks from the machine's memory:
 * up to 4 on a large machine, so a server whose live heap is 60 MB grew to 280 MB under load
 * before V8 collected (issue 12 item 6). V8's `--heap-growing-percent` fixes the factor; it is
 * read each time V8 recomputes its limits, so setting it once the process runs takes effect at the
 * next collection (a flag fixed at start-up, such as --max-old-space-size, would not).
 */
import { setFlagsFromString } from 'node:v8';

/** Sets the factor to 1 + percent / 100 for this process; 0 leaves V8's own heuristic. */
export function applyHeapGrowingPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0) {
    throw new RangeError(`The heap growing percent must be a whole number of 0 or more; got ${percent}.`);
  }
  if (percent === 0) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
