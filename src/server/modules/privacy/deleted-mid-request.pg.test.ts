import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from '../../../../tests/factories';
import { makeTestConfig, sameOrigin } from '../../../../tests/helpers/app';
import { createTestDatabase } from '../../../../tests/helpers/db';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createLogger } from '../../lib/logger';

/**
 * PostgreSQL only (it has concurrent connections, so the saves and the deletion really overlap):
 * saves a person sends while their account is being deleted are stored or refused as signed out,
 * never a 500. The deterministic cases are in deleted-mid-request.test.ts.
 */
describe('an account deleted while its saves run (PostgreSQL)', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: makeTestConfig({ REGISTER_MAX_PER_IP: '1000', RATE_LIMIT_MAX: '100000' }),
      database,
      logger: createLogger('silent'),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('saves racing the deletion of their account are each 201 or 401, never a 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const { cookie, body } = await registerViaApi(app);
      const save = () =>
        app
          .inject({
            method: 'POST',
            url: '/api/reflections/entries',
            headers: { ...sameOrigin, cookie },
            payload: { body: 'Oggi ho camminato al parco' },
          })
          .then((r) => statuses.push(r.statusCode));
      let deleted = false;
      const deletion = app
        .inject({
          method: 'POST',
          url: '/api/privacy/delete-account',
          headers: { ...sameOrigin, cookie },
          payload: { password: body.password, confirm: 'ELIMINA' },
        })
        .finally(() => (deleted = true));
      // Saves keep going, a few at a time, until the deletion has answered, and once more after.
      while (!deleted) await Promise.all([save(), save(), save(), save()]);
      await Promise.all([save(), save()]);
      expect((await deletion).statusCode).toBe(200);
    }
    expect(statuses.filter((s) => s !== 201 && s !== 401)).toEqual([]);
    expect(statuses).toContain(401);
  });
});
