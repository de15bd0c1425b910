import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useBootstrapQuery } from '../../../app/session';
import { isSecurityAdmin } from '../lib/admin';

/** Renders the page for admins; others get a plain refusal instead of failing requests. */
export function AdminOnly({ children }: { readonly children: ReactNode }) {
  const { data } = useBootstrapQuery();
  if (!isSecurityAdmin(data?.user?.permissions)) {
    return <Result status="403" title="Access denied" subTitle="Only administrators can manage security." />;
  }
  return <>{children}</>;
}
