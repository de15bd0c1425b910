/**
 * `changed_on_delta_humanized`: Superset renders the age of a row with arrow's `humanize()`
 * ("just now", "a minute ago", "3 hours ago", "a month ago"). The buckets follow arrow's.
 */
export function humanizeDelta(iso: string | null | undefined, now: Date = new Date()): string | null {
  if (!iso) return null;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const seconds = Math.round((now.getTime() - then) / 1000);
  const future = seconds < 0;
  const s = Math.abs(seconds);
  const phrase = (() => {
    if (s < 10) return null;
    if (s < 45) return `${s} seconds`;
    if (s < 90) return 'a minute';
    if (s < 45 * 60) return `${Math.round(s / 60)} minutes`;
    if (s < 90 * 60) return 'an hour';
    if (s < 22 * 3600) return `${Math.round(s / 3600)} hours`;
    if (s < 36 * 3600) return 'a day';
    const days = Math.round(s / 86400);
    if (days < 7) return `${days} days`;
    if (days < 14) return 'a week';
    if (days < 30) return `${Math.floor(days / 7)} weeks`;
    if (days < 45) return 'a month';
    if (days < 345) return `${Math.max(2, Math.round(days / 30.44))} months`;
    if (days < 548) return 'a year';
    return `${Math.round(days / 365.25)} years`;
  })();
  if (phrase === null) return 'just now';
  return future ? `in ${phrase}` : `${phrase} ago`;
}

/** FAB's default label: `slice_name` → `Slice Name`, `owners.first_name` → `Owners First Name`. */
export function labelOf(column: string): string {
  return column
    .split(/[._]/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
