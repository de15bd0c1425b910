/** The event log's rows (table `logs`) as the log API shows them: each with its user. */
import { type Db, loadUsers } from './common';

/** Log rows `ids`, in that order (missing ids left out), each with `user` (or null). */
export async function loadLogItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('logs')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.map((row) => row.user_id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const user = row.user_id === null ? undefined : users.get(row.user_id);
    return [{ ...row, user: user ?? null }];
  });
}
