import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { setGuestToken } from '../../../app/http';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import DashboardPage from '../../dashboard/components/DashboardPage';
import { fetchEmbeddedByUuid } from '../api/embeddedApi';
import { handshake } from '../lib/handshake';
import { originAllowed, serveSwitchboard } from '../lib/switchboard';
import { parseUiConfig } from '../lib/uiConfig';
import './embedded.css';

type State =
  | { kind: 'waiting' }
  | { kind: 'ready'; dashboardId: string }
  | { kind: 'refused'; origin: string }
  | { kind: 'failed'; message: string };

/**
 * `/embedded/{uuid}`, the page `@superset-ui/embedded-sdk` frames: it waits for the host's
 * handshake and guest token, checks the host's origin against the dashboard's allowed domains,
 * then shows the dashboard without the app's chrome; every API call carries the guest token,
 * replaced whenever the host sends a fresh one.
 */
export default function EmbeddedPage() {
  const { uuid = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    let stop: (() => void) | null = null;
    let started = false;
    const start = async (origin: string) => {
      try {
        const config = await fetchEmbeddedByUuid(uuid);
        if (!originAllowed(origin, config.allowed_domains)) setState({ kind: 'refused', origin });
        else setState({ kind: 'ready', dashboardId: config.dashboard_id });
      } catch (error) {
        setState({ kind: 'failed', message: failureMessage(error) });
      }
    };
    let cancelled = false;
    void handshake.then(({ origin, port }) => {
      if (cancelled) return;
      stop = serveSwitchboard(port, {
        guestToken: (args) => {
          const token = (args as { guestToken?: unknown } | null)?.guestToken;
          if (typeof token !== 'string') return;
          setGuestToken(token);
          if (!started) {
            started = true;
            void start(origin);
          }
        },
        getScrollSize: () => ({
          width: document.body.scrollWidth,
          height: document.body.scrollHeight,
        }),
        setThemeConfig: () => undefined,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uuid]);

  if (state.kind === 'waiting')
    return (
      <div className="page-center">
        <Loading label="Waiting for the embedding page" />
      </div>
    );
  if (state.kind === 'refused')
    return (
      <div className="page-center narrow">
        <ErrorMessage
          title="This dashboard may not be embedded here"
          message={`The page at ${state.origin} is not among the domains allowed to embed this dashboard.`}
          hint="An owner of the dashboard can add the domain under Embed dashboard."
        />
      </div>
    );
  if (state.kind === 'failed')
    return (
      <div className="page-center narrow">
        <ErrorMessage title="The embedded dashboard could not load" message={state.message} />
      </div>
    );
  return (
    <div
      className={
        parseUiConfig(window.location.search).hideTitle
          ? 'embedded-dashboard hide-title'
          : 'embedded-dashboard'
      }
      data-test="embedded-dashboard"
    >
      <DashboardPage idOrSlug={state.dashboardId} embedded />
    </div>
  );
}
