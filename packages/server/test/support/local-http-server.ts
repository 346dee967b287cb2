import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface LocalHttpServer {
  /** `http://<host>:<port>`. */
  readonly origin: string;
  readonly port: number;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** An HTTP server on a loopback address (127.0.0.1 unless given), recording what it receives. */
export async function startLocalHttpServer(
  handle: (request: IncomingMessage, response: ServerResponse, body: string) => void,
  host = '127.0.0.1',
): Promise<LocalHttpServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
