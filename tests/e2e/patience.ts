/**
 * How much longer waits may take here. A CI machine can run the suite several times slower than a
 * quiet developer machine (a run once took 36 minutes there against 13 here); every timeout of the
 * browser tests is written for the quiet machine and stretched by this factor under CI, so a slow
 * machine is not mistaken for a broken page.
 */
export const patience = process.env.CI ? 3 : 1;

/** A timeout in milliseconds, as written for a quiet machine, stretched for this one. */
export const patient = (ms: number) => ms * patience;
