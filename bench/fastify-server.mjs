// The framework's floor: a bare Fastify 5 route with the same JSON body as /api/health and no
// logger, hooks or plugins. Measured beside bench/bare-server.mjs and the app by `npm run bench`.
import Fastify from 'fastify';

const body = JSON.stringify({ status: 'ok', version: '0.1.0', database: { kind: 'pglite', reachable: true } });
const app = Fastify();
app.get('/api/health', (_req, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
