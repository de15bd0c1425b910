/**
 * 'An error occurred while creating %ss: %s' (spec 001 point 8): Superset fills in the resource
 * label, so '%ss' reads as its plural; we pass the plural so "saved queries" stays English.
 */
export function creatingFailure(plural: string, reason: string): string {
  return `An error occurred while creating ${plural}: ${reason}`;
}

/** 'Deleted: %s' with the names of everything deleted. */
export function deletedMessage(names: readonly string[]): string {
  return `Deleted: ${names.join(', ')}`;
}

/** 'There was an issue deleting %s: %s' for one row; a bulk delete names no row. */
export function deletingFailure(names: readonly string[], reason: string): string {
  return names.length === 1
    ? `There was an issue deleting ${names[0]}: ${reason}`
    : `There was an issue deleting: ${reason}`;
}
