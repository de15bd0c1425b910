import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useBootstrapQuery } from '../../../app/session';

/** Whether the signed-in user may administer security (admins: can_read on User). */
export function isSecurityAdmin(permissions: readonly string[] | undefined): boolean {
  return permissions?.includes('can_read|User') ?? false;
}

/** Renders the page for admins; others get a plain refusal instead of failing requests. */
export function AdminOnly({ children }: { readonly children: ReactNode }) {
  const { data } = useBootstrapQuery();
  if (!isSecurityAdmin(data?.user?.permissions)) {
    return <Result status="403" title="Access denied" subTitle="Only administrators can manage security." />;
  }
  return <>{children}</>;
}
