import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';

describe('a PostgreSQL server that accepts connections but never answers', () => {
  const held: Socket[] = [];
  const silent = createServer((socket) => held.push(socket));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails the query after the connect timeout instead of waiting for ever', async () => {
    const database = await createDatabase({
      kind: 'postgres',
      url: `postgres://app@127.0.0.1:${port}/serenamente`,
      connectTimeoutMs: 300,
    });
    const startedAt = Date.now();
    await expect(database.ping()).rejects.toThrow(/timeout/i);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await database.close();
  });
});
