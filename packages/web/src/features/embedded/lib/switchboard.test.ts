import { describe, expect, it } from 'vitest';
import { isHandshake, MESSAGE_TYPE, originAllowed, serveSwitchboard } from './switchboard';

describe('embedded switchboard', () => {
  it('recognises only the SDK handshake', () => {
    expect(isHandshake({ type: MESSAGE_TYPE, handshake: 'port transfer' })).toBe(true);
    expect(isHandshake({ type: 'other', handshake: 'port transfer' })).toBe(false);
    expect(isHandshake('port transfer')).toBe(false);
  });

  it('allows any origin for an empty list, else only listed origins', () => {
    expect(originAllowed('https://a.example', [])).toBe(true);
    expect(originAllowed('https://a.example', ['https://a.example/'])).toBe(true);
    expect(originAllowed('https://b.example', ['https://a.example', 'not a url'])).toBe(false);
    expect(originAllowed('http://a.example', ['https://a.example'])).toBe(false);
  });

  it('runs emitted methods and answers gets with a reply carrying the message id', async () => {
    const channel = new MessageChannel();
    const tokens: unknown[] = [];
    const stop = serveSwitchboard(channel.port2, {
      guestToken: (args) => tokens.push(args),
      getScrollSize: () => ({ width: 10, height: 20 }),
    });
    const replies: unknown[] = [];
    channel.port1.addEventListener('message', (event) => replies.push(event.data));
    channel.port1.start();
    channel.port1.postMessage({ switchboardAction: 'emit', method: 'guestToken', args: { guestToken: 't' } });
    channel.port1.postMessage({ switchboardAction: 'get', method: 'getScrollSize', messageId: 'm1' });
    channel.port1.postMessage({ switchboardAction: 'get', method: 'nope', messageId: 'm2' });
    await expect.poll(() => replies.length).toBe(2);
    expect(tokens).toEqual([{ guestToken: 't' }]);
    expect(replies).toContainEqual({
      switchboardAction: 'reply',
      messageId: 'm1',
      result: { width: 10, height: 20 },
    });
    expect(replies).toContainEqual({
      switchboardAction: 'error',
      messageId: 'm2',
      detail: 'Unknown method: nope',
    });
    stop();
    channel.port1.close();
  });
});
