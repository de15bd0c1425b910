/** Whether the signed-in user may administer security (admins: can_read on User). */
export function isSecurityAdmin(permissions: readonly string[] | undefined): boolean {
  return permissions?.includes('can_read|User') ?? false;
}
