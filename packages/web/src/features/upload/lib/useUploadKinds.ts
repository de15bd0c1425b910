import { useBootstrapQuery } from '../../../app/session';
import { useUploadDatabasesQuery } from '../api/uploadApi';
import { allowedKinds, UPLOAD_KINDS, type UploadKind } from './uploadForm';

/** The upload kinds this user may use now (spec 001 point 6). */
export function useUploadKinds(): UploadKind[] {
  const { data: bootstrap } = useBootstrapQuery();
  const user = bootstrap?.user;
  const permissions = user?.permissions ?? [];
  const isAdmin = Array.isArray(user?.roles)
    ? user.roles.includes('Admin')
    : typeof user?.roles === 'object' && user?.roles !== null && 'Admin' in user.roles;
  const mayUpload =
    isAdmin ||
    (permissions.includes('can_upload|Database') &&
      UPLOAD_KINDS.some((k) => permissions.includes(`can_this_form_get|${k.view}`)));
  const databases = useUploadDatabasesQuery(undefined, { skip: !user || !mayUpload });
  return allowedKinds(permissions, isAdmin, databases.data?.count ?? 0);
}
