/**
 * The embedded page's side of `@superset-ui/embedded-sdk`'s channel (Superset's Switchboard): the
 * host posts `{type: "__embedded_comms__", handshake: "port transfer"}` with a MessagePort, then
 * talks over the port with `{switchboardAction: "emit" | "get", method, args, messageId}`;
 * a `get` is answered with `{switchboardAction: "reply", messageId, result}` (or "error").
 */
export const MESSAGE_TYPE = '__embedded_comms__';

export type SwitchboardMethod = (args: unknown) => unknown;

interface SwitchboardMessage {
  switchboardAction?: unknown;
  method?: unknown;
  messageId?: unknown;
  args?: unknown;
}

/** True for the SDK's handshake message. */
export function isHandshake(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === MESSAGE_TYPE &&
    (data as { handshake?: unknown }).handshake === 'port transfer'
  );
}

/** Serves the named methods on the port; returns a function that stops listening. */
export function serveSwitchboard(port: MessagePort, methods: Record<string, SwitchboardMethod>): () => void {
  const onMessage = async (event: MessageEvent) => {
    const message = event.data as SwitchboardMessage;
    if (typeof message !== 'object' || message === null || typeof message.method !== 'string') return;
    const method = methods[message.method];
    const action = message.switchboardAction;
    if (action === 'emit') {
      method?.(message.args);
      return;
    }
    if (action !== 'get') return;
    const messageId = message.messageId;
    if (!method) {
      port.postMessage({
        switchboardAction: 'error',
        messageId,
        detail: `Unknown method: ${message.method}`,
      });
      return;
    }
    try {
      port.postMessage({ switchboardAction: 'reply', messageId, result: await method(message.args) });
    } catch (error) {
      port.postMessage({ switchboardAction: 'error', messageId, detail: String(error) });
    }
  };
  port.addEventListener('message', onMessage);
  port.start();
  return () => port.removeEventListener('message', onMessage);
}

/** Whether a parent page at `origin` may show the dashboard: an empty list allows any. */
export function originAllowed(origin: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  return allowedDomains.some((domain) => {
    try {
      return new URL(domain).origin === origin;
    } catch {
      return false;
    }
  });
}
