/**
 * This browser tab's id for the form-data and filter-state caches (Superset's tab_id): the server keeps one key per
 * session and tab, so edits in one tab replace that tab's entry instead of piling up new ones.
 */
const STORAGE_KEY = 'tessera.tab_id';

export function browserTabId(): number {
  try {
    const stored = Number(sessionStorage.getItem(STORAGE_KEY));
    if (Number.isInteger(stored) && stored > 0) return stored;
    const id = 1 + Math.floor(Math.random() * 2_000_000_000);
    sessionStorage.setItem(STORAGE_KEY, String(id));
    return id;
  } catch {
    // No session storage (privacy mode): every write gets a fresh key, which still works.
    return 0;
  }
}
