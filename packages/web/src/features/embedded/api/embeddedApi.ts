/** Superset's embedded dashboard API: the configuration of a dashboard's embedding. */
import { request } from '../../../app/http';

export interface EmbeddedDashboard {
  readonly uuid: string;
  readonly allowed_domains: string[];
  readonly dashboard_id: string;
  readonly changed_on: string;
}

export async function fetchEmbedded(dashboardId: number | string): Promise<EmbeddedDashboard | null> {
  try {
    return (await request<{ result: EmbeddedDashboard }>(`/api/v1/dashboard/${dashboardId}/embedded`)).result;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function saveEmbedded(
  dashboardId: number,
  allowedDomains: string[],
): Promise<EmbeddedDashboard> {
  const body = { allowed_domains: allowedDomains };
  return (
    await request<{ result: EmbeddedDashboard }>(`/api/v1/dashboard/${dashboardId}/embedded`, {
      method: 'POST',
      body,
    })
  ).result;
}

export async function disableEmbedded(dashboardId: number): Promise<void> {
  await request(`/api/v1/dashboard/${dashboardId}/embedded`, { method: 'DELETE' });
}

/** The configuration the embedded page starts from (read with the guest token). */
export async function fetchEmbeddedByUuid(uuid: string): Promise<EmbeddedDashboard> {
  return (await request<{ result: EmbeddedDashboard }>(`/api/v1/embedded_dashboard/${uuid}`)).result;
}
