// The baseline: a bare node:http hello-world with a JSON answer the size of /api/health's.
// EXTRA_HEADERS (a JSON object) adds headers to every answer: `npm run bench` passes the security
// headers the app sends with its JSON, for a like-for-like reference.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', version: '0.1.0', database: { kind: 'pglite', reachable: true } });
const extra = process.env.EXTRA_HEADERS ? JSON.parse(process.env.EXTRA_HEADERS) : null;
createServer(
  extra
    ? (req, res) => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          ...extra,
        });
        res.end(body);
      }
    : (req, res) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
).listen(Number(process.env.PORT), '127.0.0.1');
