import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/server/db/client';
import { hashSecret } from '../src/server/lib/password';
import { createUsersService } from '../src/server/modules/users/users.service';
import type { UserInsert, UserRow } from '../src/server/modules/users/users.table';
import type { RegisterInput } from '../src/shared/schemas/auth';
import { sameOrigin } from './helpers/app';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A valid registration body; every call gets a new username and email. */
export function makeRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const id = unique();
  return {
    username: `user_${id}`.slice(0, 30),
    fullName: 'Giulia Rossi',
    email: `giulia.${id}@example.com`,
    password: 'serena-2025',
    confirmPassword: 'serena-2025',
    acceptTerms: true,
    ageConfirmed: true,
    healthDataConsent: true,
    timeZone: 'Europe/Rome',
    ...overrides,
  };
}

/** Persists a user directly (no API, no throttles); `password` is hashed with Argon2id. */
export async function insertUser(
  db: Db,
  overrides: Partial<UserInsert> & { password?: string } = {},
): Promise<{ user: UserRow; password: string }> {
  const { password = 'Serena-2025', ...values } = overrides;
  const id = unique();
  const user = await createUsersService({ db }).insert({
    values: {
      username: `user_${id}`.slice(0, 30),
      email: `user.${id}@example.com`,
      fullName: 'Marco Bianchi',
      passwordHash: await hashSecret(password),
      ...values,
    },
  });
  return { user, password };
}

/** A stored user by username or email (any case), as the app reads it; null when there is none. */
export const findUser = (db: Db, identifier: string) => createUsersService({ db }).findByLogin({ identifier });

/** A stored user by id; null when there is none. */
export const findUserById = (db: Db, id: string) => createUsersService({ db }).findById({ id });

/** Changes a stored user directly (no API). */
export const updateUser = (db: Db, id: string, values: Partial<UserInsert>) => createUsersService({ db }).update({ id, values });

/** The `name=value` of the session cookie a response sets (`sid` outside production). */
export function sessionCookie(res: LightMyRequestResponse, name = 'sid'): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the response`);
  return `${name}=${cookie.value}`;
}

/** Registers through the API and returns the answer and the session cookie. */
export async function registerViaApi(app: FastifyInstance, overrides: Partial<RegisterInput> = {}, headers: Record<string, string> = {}) {
  const body = makeRegistration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', headers: { ...sameOrigin, ...headers }, payload: body });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { body, res, json: res.json(), cookie: sessionCookie(res) };
}

/** Signs in through the API; returns the session cookie. */
export async function loginViaApi(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...sameOrigin, ...headers }, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A clock tests move by hand: `clock.now()` is what the app reads. */
export function createTestClock(start = new Date('2026-03-10T09:00:00.000Z')) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at: Date | string) {
      current = new Date(at);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
