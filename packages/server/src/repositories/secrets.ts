/**
 * Encryption of stored secrets (database passwords) with TESSERA_SECRET_KEY: AES-256-GCM, key
 * SHA-256(secret), text form `v1:<iv b64>:<tag b64>:<ciphertext b64>`.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (secretKey: string) => createHash('sha256').update(secretKey).digest();

export function encryptSecret(plain: string, secretKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(
    ':',
  );
}

export function decryptSecret(stored: string, secretKey: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) {
    throw new Error('Stored secret is not in the v1 format; was it written by another secret key?');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

export const PASSWORD_MASK = 'XXXXXXXXXX';

const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/[^:/@?#]*):([^@/?#]*)@/i;

/** Splits a URI into its masked form and the password it held (null when none). */
export function maskUri(uri: string): { masked: string; password: string | null } {
  const match = USERINFO.exec(uri);
  if (!match) return { masked: uri, password: null };
  const password = decodeURIComponent(match[2] ?? '');
  return { masked: uri.replace(USERINFO, `$1:${PASSWORD_MASK}@`), password };
}

/** Puts a password back into a masked URI (for connecting). */
export function unmaskUri(masked: string, password: string | null): string {
  if (password === null) return masked;
  return masked.replace(USERINFO, (_all, head: string) => `${head}:${encodeURIComponent(password)}@`);
}

/** Superset's `backend`: the URI scheme without the driver (`postgresql+psycopg2` → `postgresql`). */
export function backendOf(uri: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1] ?? '';
  return scheme.split('+')[0]?.toLowerCase() ?? '';
}

export function driverOf(uri: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1] ?? '';
  return scheme.split('+')[1] ?? null;
}

/** True when the URI's password is the mask the API shows instead of the stored one. */
export function hasMaskedPassword(uri: string): boolean {
  const match = USERINFO.exec(uri);
  return match !== null && match[2] === PASSWORD_MASK;
}

/**
 * Where a URI would send its password: engine, host, port, user and the connection options
 * (`sslmode`, `protocol`, ... decide how it travels); the database name and the password are not
 * part of it. Null when the URI cannot be read as `engine://user@host:port/...`.
 */
export function credentialTarget(uri: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(uri.trim());
  if (!match) return null;
  let url: URL;
  try {
    url = new URL(`tessera://${match[2]}`);
  } catch {
    return null;
  }
  const options = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    backendOf(uri),
    url.hostname.toLowerCase(),
    url.port,
    // As written: two spellings of one user only cost a re-entered password.
    url.username,
    options,
  ]);
}

/**
 * Whether a stored password may be put into `candidate`'s masked URI: only when it goes to the
 * same engine, host, port and user, with the same options, as the stored URI it belongs to.
 */
export function sameCredentialTarget(stored: string, candidate: string): boolean {
  const target = credentialTarget(stored);
  return target !== null && target === credentialTarget(candidate);
}
