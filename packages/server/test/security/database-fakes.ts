/**
 * Servers on loopback for the connection-test suites: an HTTP service that is not a database, a
 * port that accepts and stays silent, a closed port, and a tiny PostgreSQL front door that records
 * who logged in with which password and refuses every login.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';

export interface FakeServer {
  readonly port: number;
  close(): Promise<void>;
}

/** Closes a server and every socket it still holds (a silent peer never hangs up by itself). */
function closer(server: Server | HttpServer, sockets: Set<Socket>): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

function track(server: Server | HttpServer): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

async function listen(server: Server | HttpServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The text the HTTP service answers; a connection test must never repeat it. */
export const HTTP_BODY = '{"message":"Not found"}';

/** Any other service: answers every request 404 with HTTP_BODY. */
export async function startHttpService(): Promise<FakeServer> {
  const server = createHttpServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json', server: 'fake-service/1.0' });
    response.end(HTTP_BODY);
  });
  const sockets = track(server);
  return { port: await listen(server), close: closer(server, sockets) };
}

/** Accepts connections and never says a word. */
export async function startSilentServer(): Promise<FakeServer> {
  const server = createServer(() => {});
  const sockets = track(server);
  return { port: await listen(server), close: closer(server, sockets) };
}

/** A port that was just free: connecting is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface LoginAttempt {
  readonly user: string;
  readonly database: string;
  /** The password the client sent, or null when it hung up before sending one. */
  password: string | null;
}

export interface FakePostgres extends FakeServer {
  readonly attempts: LoginAttempt[];
}

/** The refusal's text: a connection test must never repeat it. */
export const FAKE_PG_REFUSAL = 'fake-pg says: password authentication failed (banner 7f3a)';

/**
 * Speaks the start of PostgreSQL's protocol (v3): reads the startup message, asks for a cleartext
 * password, records it, and answers SQLSTATE 28P01 (https://www.postgresql.org/docs/current/protocol-flow.html).
 */
export async function startFakePostgres(): Promise<FakePostgres> {
  const attempts: LoginAttempt[] = [];
  const server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let attempt: LoginAttempt | null = null;
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!attempt) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        if (code === 80877103) {
          // SSLRequest: no TLS here.
          buffer = buffer.subarray(8);
          socket.write('N');
          return;
        }
        const fields = buffer.subarray(8, length).toString('utf8').split('\0');
        const params: Record<string, string> = {};
        for (let i = 0; i + 1 < fields.length; i += 2) params[fields[i] as string] = fields[i + 1] as string;
        attempt = { user: params.user ?? '', database: params.database ?? '', password: null };
        attempts.push(attempt);
        buffer = buffer.subarray(length);
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3])); // AuthenticationCleartextPassword
        return;
      }
      if (buffer.length < 5 || buffer[0] !== 0x70) return; // 'p' PasswordMessage
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      attempt.password = buffer.subarray(5, length).toString('utf8').replace(/\0$/, '');
      buffer = Buffer.alloc(0);
      const fields = `SFATAL\0VFATAL\0C28P01\0M${FAKE_PG_REFUSAL}\0\0`;
      const body = Buffer.from(fields, 'utf8');
      const header = Buffer.alloc(5);
      header[0] = 0x45; // 'E' ErrorResponse
      header.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([header, body]));
    });
  });
  const sockets = track(server);
  return { port: await listen(server), close: closer(server, sockets), attempts };
}
