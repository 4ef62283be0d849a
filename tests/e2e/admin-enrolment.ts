import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from './fixtures';
import { patient } from './patience';

/**
 * The e2e server has one administrator, whose second factor is enrolled once. Two specs sign it
 * in, in two workers: the one that takes this lock enrols; any other waits for that enrolment to
 * be confirmed, then verifies with the secret the first one wrote.
 */
const port = process.env.E2E_PORT ?? 4173;
// In the run's output folder (playwright.config.ts), which Playwright empties when a run starts:
// each run's server has a new administrator, so nothing of an earlier run may count.
const dir = `test-results/playwright-${port}`;
export const adminSecretFile = `${dir}/e2e-admin-totp.txt`;
const lockFile = `${dir}/e2e-admin-enrol.lock`;

/** True for exactly one caller across workers: that one enrols. */
export function claimEnrolment(): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(lockFile, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Waits until the enrolling worker has written the secret and the server counts it enrolled. */
export async function awaitEnrolment(request: APIRequestContext): Promise<void> {
  await expect.poll(() => existsSync(adminSecretFile), { timeout: patient(60_000) }).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/auth/second-factor')).json()) as { enrolled: boolean }).enrolled,
      {
        timeout: patient(60_000),
      },
    )
    .toBe(true);
}

const codeLock = `${dir}/e2e-admin-code.lock`;
const lastStepFile = `${dir}/e2e-admin-last-step.txt`;
const STEP_SECONDS = 30;

/**
 * Each TOTP code works once, and only a code of a later time step than the last one accepted
 * (the server keeps it). Both specs' sign-ins therefore take their codes here, one at a time
 * across workers: the next step after the last one used, never earlier than the current one, and
 * no later than the next (the server accepts one step either side); `submit` sends it and waits
 * for the answer before the next caller may take a code.
 */
export async function withFreshCode<T>(secret: string, submit: (code: string) => Promise<T>): Promise<T> {
  mkdirSync(dir, { recursive: true });
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(codeLock);
      break;
    } catch {
      if (waited > 120_000) throw new Error('the TOTP code lock was never released');
      await sleep(100);
    }
  }
  try {
    const last = existsSync(lastStepFile) ? Number(readFileSync(lastStepFile, 'utf8')) : -Infinity;
    const current = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const step = Math.max(last + 1, current());
    while (step > current() + 1) await sleep(250);
    const result = await submit(await generate({ secret, epoch: step * STEP_SECONDS }));
    writeFileSync(lastStepFile, String(step));
    return result;
  } finally {
    rmdirSync(codeLock);
  }
}
