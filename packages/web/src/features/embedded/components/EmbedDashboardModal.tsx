import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { describeError } from '../../../app/errors';
import { disableEmbedded, type EmbeddedDashboard, fetchEmbedded, saveEmbedded } from '../api/embeddedApi';

function parseDomains(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);
}

/**
 * "Embed dashboard": enable or disable embedding, the domains allowed to frame the dashboard, and
 * the uuid to pass to `embedDashboard({id})` of `@superset-ui/embedded-sdk`.
 */
export function EmbedDashboardModal({
  dashboardId,
  open,
  onClose,
}: {
  dashboardId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [embedded, setEmbedded] = useState<EmbeddedDashboard | null>(null);
  const [domains, setDomains] = useState('');
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setLoading(true);
    setError(null);
    fetchEmbedded(dashboardId)
      .then((found) => {
        setEmbedded(found);
        setDomains(found?.allowed_domains.join(', ') ?? '');
      })
      .catch((failure) => setError(describeError(failure)))
      .finally(() => setLoading(false));
  }, [open, dashboardId]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
  const enable = () =>
    run(async () => {
      const saved = await saveEmbedded(dashboardId, parseDomains(domains));
      setEmbedded(saved);
      setDomains(saved.allowed_domains.join(', '));
      message.success(embedded ? 'Embedding updated' : 'Embedding enabled');
    });
  const disable = () =>
    run(async () => {
      await disableEmbedded(dashboardId);
      setEmbedded(null);
      message.success('Embedding disabled');
    });

  return (
    <Modal
      title="Embed dashboard"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {embedded ? (
            <Button danger onClick={disable} loading={busy} data-test="embed-disable">
              Disable embedding
            </Button>
          ) : null}
          <Button type="primary" onClick={enable} loading={busy} disabled={loading} data-test="embed-save">
            {embedded ? 'Save changes' : 'Enable embedding'}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="embed-domains">Allowed domains (comma separated)</label>
        <Input
          id="embed-domains"
          data-test="embed-domains"
          placeholder="https://example.com"
          value={domains}
          disabled={loading}
          onChange={(event) => setDomains(event.target.value)}
        />
        <Typography.Text type="secondary">
          The pages allowed to show this dashboard. Leave it empty to allow any domain.
        </Typography.Text>
        {embedded ? (
          <div data-test="embed-uuid">
            <Typography.Text>Embedded dashboard id: </Typography.Text>
            <Typography.Text code copyable>
              {embedded.uuid}
            </Typography.Text>
          </div>
        ) : (
          !loading && <Typography.Text type="secondary">This dashboard is not embedded.</Typography.Text>
        )}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Space>
    </Modal>
  );
}
