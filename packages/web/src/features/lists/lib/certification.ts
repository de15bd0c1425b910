/** Superset keeps a dataset's certification in its extra JSON: {"certification": {certified_by, details}}. */
export interface Certification {
  readonly certifiedBy: string;
  readonly details: string | null;
}

/** The certification in a dataset's extra JSON text, or null (none, or text that is not JSON). */
export function certificationOf(extra: string | null | undefined): Certification | null {
  if (!extra) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra);
  } catch {
    return null;
  }
  const certification = (parsed as { certification?: { certified_by?: unknown; details?: unknown } } | null)
    ?.certification;
  if (typeof certification?.certified_by !== 'string' || certification.certified_by === '') return null;
  return {
    certifiedBy: certification.certified_by,
    details: typeof certification.details === 'string' ? certification.details : null,
  };
}
