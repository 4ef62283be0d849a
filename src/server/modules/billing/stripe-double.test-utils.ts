import { createServer, type Server } from 'node:http';

export interface RecordedCall {
  method: string;
  path: string;
  /** The form body (Stripe's bracket keys, flat) or the query string. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * A local stand-in for Stripe's API, answering only the calls the Stripe adapter makes. The test
 * plays Stripe's side by changing `objects` and sending signed events; `calls` records what the
 * app asked for. `failNextCalls(n)` makes the next n calls answer a 500.
 */
export async function startStripeDouble() {
  const objects = new Map<string, Json>();
  const calls: RecordedCall[] = [];
  let failing = 0;
  let sessions = 0;

  const prices = [
    {
      id: 'price_m',
      object: 'price',
      lookup_key: 'serenamente_premium_monthly',
      unit_amount: 499,
      recurring: { interval: 'month' },
    },
    {
      id: 'price_y',
      object: 'price',
      lookup_key: 'serenamente_premium_yearly',
      unit_amount: 3999,
      recurring: { interval: 'year' },
    },
  ];

  function route(method: string, path: string, params: Record<string, string>): [number, Json] {
    const [, , kind, id, action] = path.split('/');
    if (method === 'GET' && kind === 'prices')
      return [200, { object: 'list', data: prices, has_more: false, url: '/v1/prices' }];
    if (method === 'POST' && kind === 'checkout' && id === 'sessions') {
      const sessionId = `cs_test_${++sessions}`;
      // Stripe's embedded checkout: a client secret for Stripe.js and no page address of its own.
      const embedded = params.ui_mode === 'embedded_page';
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        subscription: null,
        client_reference_id: params.client_reference_id,
        metadata: { userId: params['metadata[userId]'] },
        expires_at: Number(params.expires_at),
        ui_mode: embedded ? 'embedded_page' : 'hosted_page',
        url: embedded ? null : `https://checkout.stripe.com/c/pay/${sessionId}`,
        client_secret: embedded ? `${sessionId}_secret_double` : null,
        return_url: params.return_url ?? null,
      };
      objects.set(sessionId, session);
      return [200, session];
    }
    if (method === 'GET' && kind === 'checkout') return found(path.split('/')[4]!);
    if (method === 'POST' && kind === 'billing_portal')
      return [
        200,
        { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/bps_1' },
      ];
    if (method === 'POST' && kind === 'subscription_schedules') {
      if (!id) return [200, { id: 'sub_sched_1', object: 'subscription_schedule', phases: [] }];
      return [
        200,
        { id, object: 'subscription_schedule', status: action === 'release' ? 'released' : 'active' },
      ];
    }
    if (method === 'POST' && kind === 'subscriptions' && id) return [200, objects.get(id) ?? {}];
    if (method === 'GET' && (kind === 'subscriptions' || kind === 'invoices') && id) return found(id);
    return [404, { error: { type: 'invalid_request_error', message: `no route ${method} ${path}` } }];
  }

  function found(id: string): [number, Json] {
    const object = objects.get(id);
    return object
      ? [200, object]
      : [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such object: '${id}'`,
            },
          },
        ];
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const key = req.headers['idempotency-key'];
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        params,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const [status, json] =
        failing > 0
          ? ([500, { error: { type: 'api_error', message: 'boom' } }] as [number, Json])
          : route(req.method ?? '', url.pathname, params);
      failing = Math.max(0, failing - 1);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    calls,
    failNextCalls: (n: number) => (failing = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
