/**
 * 'An error occurred while creating %ss: %s' (spec 001 point 8): Superset fills in the resource
 * label, so '%ss' reads as its plural; we pass the plural so "saved queries" stays English.
 */
export function creatingFailure(plural: string, reason: string): string {
  return `An error occurred while creating ${plural}: ${reason}`;
}
