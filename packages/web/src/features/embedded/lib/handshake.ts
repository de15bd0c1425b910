/**
 * Catches the embedded SDK's handshake as soon as the app's code runs: the host posts it when the
 * frame loads, before the lazily loaded embedded page mounts. Imported for its effect by App.
 */
import { isHandshake } from './switchboard';

export interface Handshake {
  readonly origin: string;
  readonly port: MessagePort;
}

let resolveHandshake: (handshake: Handshake) => void = () => undefined;
/** The first handshake the page received (its MessagePort queues messages until started). */
export const handshake = new Promise<Handshake>((resolve) => {
  resolveHandshake = resolve;
});

if (typeof window !== 'undefined' && window.location.pathname.startsWith('/embedded/')) {
  const onMessage = (event: MessageEvent) => {
    const port = event.ports[0];
    if (!isHandshake(event.data) || !port) return;
    window.removeEventListener('message', onMessage);
    resolveHandshake({ origin: event.origin, port });
  };
  window.addEventListener('message', onMessage);
}
