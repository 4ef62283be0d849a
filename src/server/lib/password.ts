import { hash, verify } from '@node-rs/argon2';

/** OWASP's Argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane (about 10 ms a hash here). */
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An Argon2id PHC string (salt included) of a password or a one-time code. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

/** True when `secret` matches `phc`; false (never a throw) for a malformed hash. */
export async function verifySecret(phc: string, secret: string): Promise<boolean> {
  try {
    return await verify(phc, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/**
 * Spends the same time as a real verification, for an account that does not exist, so the
 * answer's timing does not tell whether it does.
 */
export async function verifyDummy(secret: string): Promise<false> {
  dummy ??= hashSecret('serenamente-dummy-password');
  await verifySecret(await dummy, secret);
  return false;
}
