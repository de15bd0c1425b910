/**
 * The first administrator. On a store without users, start creates `admin` with
 * TESSERA_ADMIN_PASSWORD, or with a generated password that is logged once and written to
 * `<home>/admin_password` (mode 0600) so it can be read back later.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../store/schema';
import { ROLE_ADMIN } from './catalogue';
import { generatePassword } from './password';
import { createUser, findUserByUsername } from './users';

export const ADMIN_USERNAME = 'admin';

export interface AdminCreated {
  username: string;
  /** Set only when the password was generated; it is also in `passwordFile`. */
  generatedPassword?: string;
  passwordFile?: string;
}

/** Creates `admin` when the store has no user yet; returns what was created, or null. */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'home' | 'adminPassword'>,
): Promise<AdminCreated | null> {
  const anyUser = await db.selectFrom('ab_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const generated = config.adminPassword === undefined;
  const password = config.adminPassword ?? generatePassword();
  try {
    await createUser(db, {
      username: ADMIN_USERNAME,
      password,
      firstName: 'Admin',
      lastName: 'User',
      email: 'admin@localhost',
      roles: [ROLE_ADMIN],
    });
  } catch (error) {
    // Another server starting against the same store created it first.
    if (await findUserByUsername(db, ADMIN_USERNAME)) return null;
    throw error;
  }
  if (!generated) return { username: ADMIN_USERNAME };
  const passwordFile = join(config.home, 'admin_password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  chmodSync(passwordFile, 0o600);
  return { username: ADMIN_USERNAME, generatedPassword: password, passwordFile };
}
