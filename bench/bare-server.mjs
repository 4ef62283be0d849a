// The baseline: a bare node:http hello-world with a JSON answer the size of /api/health's.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', version: '0.1.0', database: { kind: 'pglite', reachable: true } });
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
