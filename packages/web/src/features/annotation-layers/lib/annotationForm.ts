/** Form checks for an annotation, the same rules the server applies (so the dialog says them first). */
export interface AnnotationDraft {
  readonly short_descr: string;
  readonly long_descr: string;
  readonly start: string;
  readonly end: string;
  readonly json_metadata: string;
}

export function annotationErrors(draft: AnnotationDraft): Partial<Record<keyof AnnotationDraft, string>> {
  const errors: Partial<Record<keyof AnnotationDraft, string>> = {};
  if (draft.short_descr.trim() === '') errors.short_descr = 'Name is required.';
  if (draft.start === '') errors.start = 'Start date is required.';
  if (draft.end === '') errors.end = 'End date is required.';
  if (draft.start && draft.end && draft.end < draft.start) errors.end = 'End date must be after start date';
  if (draft.json_metadata.trim() !== '') {
    try {
      JSON.parse(draft.json_metadata);
    } catch {
      errors.json_metadata = 'Not a valid JSON string.';
    }
  }
  return errors;
}

/** `2024-01-31T10:00` (a datetime-local input) → the naive ISO text the API stores. */
export function toApiDate(local: string): string {
  return local.length === 16 ? `${local}:00` : local;
}

/** The API's naive ISO text → a datetime-local input's value. */
export function toInputDate(api: string | null | undefined): string {
  if (!api) return '';
  return api.replace(' ', 'T').slice(0, 16);
}
