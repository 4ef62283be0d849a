import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/**
 * A local stand-in for a browser vendor's push service: it counts what it receives and answers
 * 201 (or the status a test sets per path, e.g. 410 for a subscription the browser dropped).
 */
export async function startPushService() {
  const received: PushRequest[] = [];
  const statusOf = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.writeHead(statusOf.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    received,
    /** A browser's PushSubscription for a new device on this service. */
    device(status?: number) {
      const path = `/push/${randomBytes(6).toString('hex')}`;
      if (status) statusOf.set(path, status);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        path,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
