import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { explainStartFailure } from './start-failure';

const withCode = (code: string, message = code): Error => Object.assign(new Error(message), { code });

describe('why the server could not start, in one line', () => {
  const onPostgres = loadConfig({ DATABASE_URL: 'postgres://app:s3cret-pw@db.internal:6432/serenamente' });
  const onPglite = loadConfig({ DATA_DIR: '/srv/serenamente/data', PORT: '8080', HOST: '127.0.0.1' });

  it('names DATABASE_URL and where it points, never its password', () => {
    const message = explainStartFailure('database', withCode('ECONNREFUSED'), onPostgres);
    expect(message).toBe(
      'DATABASE_URL: cannot use PostgreSQL at db.internal:6432/serenamente: nothing answers there (ECONNREFUSED).',
    );
    expect(message).not.toContain('s3cret-pw');
    expect(explainStartFailure('database', withCode('3D000'), onPostgres)).toContain(
      'the database does not exist (create it first) (3D000)',
    );
    expect(explainStartFailure('database', withCode('28P01'), onPostgres)).toContain(
      'the password was refused',
    );
    expect(
      explainStartFailure('database', new Error('timeout exceeded when trying to connect'), onPostgres),
    ).toBe(
      'DATABASE_URL: cannot use PostgreSQL at db.internal:6432/serenamente: no answer within the connect timeout.',
    );
  });

  it('names DATA_DIR when the embedded database cannot be kept there', () => {
    expect(explainStartFailure('database', withCode('EACCES'), onPglite)).toBe(
      'DATA_DIR: cannot keep the database in "/srv/serenamente/data": permission denied (EACCES).',
    );
  });

  it('names PORT or HOST when the server cannot listen', () => {
    expect(explainStartFailure('listen', withCode('EADDRINUSE'), onPglite)).toBe(
      'PORT: 8080 is already in use on 127.0.0.1; stop what uses it or set PORT to a free port.',
    );
    expect(explainStartFailure('listen', withCode('EACCES'), onPglite)).toContain(
      'ports below 1024 need privileges',
    );
    expect(explainStartFailure('listen', withCode('EADDRNOTAVAIL'), onPglite)).toContain(
      'HOST: 127.0.0.1 is not an address of this machine',
    );
  });

  it('leaves the app’s own faults to their stack: no code, or a code that is not the environment’s', () => {
    expect(explainStartFailure('database', new Error('migration 0007 failed'), onPostgres)).toBeNull();
    expect(explainStartFailure('database', withCode('42P01'), onPostgres)).toBeNull();
    expect(explainStartFailure('admin', withCode('23505'), onPostgres)).toBeNull();
    expect(explainStartFailure('listen', withCode('ERR_SERVER_ALREADY_LISTEN'), onPglite)).toBeNull();
    expect(explainStartFailure('database', withCode('ECONNREFUSED'), onPglite)).toBeNull();
  });
});
