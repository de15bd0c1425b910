// Readable problems of a wire value that failed its schema: `path: what is wrong`, one per line.
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

const joinPath = (path: readonly Key[]): string =>
  path.length === 0 ? '(top level)' : path.map((key) => String(key)).join('.');

/** How far into the value a union branch got before failing: deeper means it is the intended shape. */
const depth = (issues: readonly Issue[]): number => Math.min(...issues.map((issue) => issue.path.length));

function flatten(issue: Issue, prefix: readonly Key[]): { path: readonly Key[]; message: string }[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // "Invalid input" names no field; report the branch that came closest instead: the one that
    // got deepest into the value, then the one with the fewest problems.
    const closer = (a: Issue[], b: Issue[]) =>
      depth(b) > depth(a) || (depth(b) === depth(a) && b.length < a.length) ? b : a;
    const best = issue.errors.reduce(closer);
    if (depth(best) > 0) return best.flatMap((inner) => flatten(inner, path));
  }
  return [{ path, message: issue.message }];
}

/** `native_filter_configuration.0.targets: Invalid input: expected array, received string`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => flatten(issue, [])).map((i) => `${joinPath(i.path)}: ${i.message}`);
}
