import { isIP } from 'node:net';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/**
 * Which proxies may state the client's address in X-Forwarded-For: none, the number of hops in
 * front of the app, or the proxies' own addresses and ranges. The client address is then taken
 * from the right end of the header, which the client cannot write.
 */
export type TrustProxy = false | number | readonly string[];

/** Names proxy-addr knows for the private ranges, besides addresses and CIDR ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const trustProxy = z
  .string()
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(value)) return false;
    // `true` used to mean "behind a load balancer": one proxy in front of the app.
    if (value === 'true' || value === 'yes') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value) || false;
    const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0 && entries.length > 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `${bad.map((entry) => `"${entry}"`).join(', ') || 'the value'} is not an address or CIDR range; use false, a number of proxy hops (1, 2) or a comma-separated list of the proxies' addresses and CIDR ranges`,
    });
    return z.NEVER;
  })
  .default(false);

/** Every environment variable the server reads. docs/configuration.md describes each. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|memory:\/\/)/, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(256 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SESSION_IDLE_TTL_HOURS: z.coerce
    .number()
    .min(1)
    .default(24 * 7),
  SESSION_ABSOLUTE_TTL_DAYS: z.coerce.number().min(1).default(30),
  LOGIN_FREE_FAILURES_PER_PAIR: z.coerce.number().int().min(1).default(5),
  LOGIN_FREE_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FREE_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_DELAY_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(24 * 60),
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  REGISTER_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  RECOVERY_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  RECOVERY_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RECOVERY_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('Serenamente <no-reply@serenamente.app>'),
  SUPPORT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  SUPPORT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  // Browser tests only: a route that moves the billing clock (never allowed in production).
  SERENAMENTE_TEST_CLOCK: z.enum(['', '0', '1']).default(''),
  SELLER_NAME: z.string().min(1).default('Serenamente (demo seller)'),
  SELLER_ADDRESS: z.string().min(1).default('Via dell’Esempio 1, 00100 Roma RM, Italia'),
  SELLER_VAT_ID: z.string().min(1).default('IT00000000000'),
  SELLER_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(50).default(22),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
  AI_MAX_HISTORY_TURNS: z.coerce.number().int().min(0).max(100).default(12),
  AI_BUILTIN_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(30),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  /** Encrypts the staff's TOTP secrets at rest; without it a key is generated into the database. */
  SECOND_FACTOR_KEY: optionalString,
  // Web Push for the daily reminder: without a pair, one is generated and kept in the database.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** The address in a sender like `Serenamente <no-reply@serenamente.app>`. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  version: string;
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax: number };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  rateLimit: { max: number; windowMs: number };
  shutdownTimeoutMs: number;
  session: { idleTtlHours: number; absoluteTtlDays: number };
  /**
   * Sign-in throttle (auth/login-throttle.ts): failures allowed per key before each further one
   * waits 1, 2, 4 … minutes up to `maxDelayMinutes`; counts start over `windowMinutes` after a
   * key's first failure.
   */
  loginThrottle: {
    freeFailuresPerPair: number;
    freeFailuresPerAccount: number;
    freeFailuresPerIp: number;
    maxDelayMinutes: number;
    windowMinutes: number;
  };
  registerThrottle: { maxPerIp: number; windowMinutes: number };
  recoveryThrottle: { maxPerIp: number; maxPerEmail: number; windowMinutes: number };
  /** `supportInbox`: where contact-form messages go (SUPPORT_EMAIL, else MAIL_FROM's address). */
  mail: { smtpUrl: string | undefined; from: string; supportInbox: string };
  /** Months a contact-form message is kept before housekeeping deletes it. */
  supportRetentionMonths: number;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceMonthly: string | undefined;
    priceYearly: string | undefined;
    /** Another API address for the SDK (stripe-mock, a local double); Stripe's own when unset. */
    apiBase: string | undefined;
    /** `pk_…`, for Stripe's embedded checkout on /checkout (served to the browser with the plans). */
    publishableKey: string | undefined;
  };
  /** The seller on invoices, and the VAT share of the (VAT-inclusive) prices. */
  billing: {
    seller: { name: string; address: string; vatId: string; email: string };
    vatRatePercent: number;
    /** SERENAMENTE_TEST_CLOCK=1 (browser tests): POST /api/test/billing-clock moves billing's clock. */
    testClock: boolean;
  };
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    maxHistoryTurns: number;
    builtinStreamDelayMs: number;
  };
  admin: { username: string | undefined; password: string | undefined; secondFactorKey: string | undefined };
  /** VAPID keys (both or neither) and subject (`mailto:` or `https:`; the support inbox by default). */
  reminders: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; vapidSubject: string };
}

/** Stripe's keys and prices; without a secret key the embedded demo provider takes payments. */
function stripeOf(e: Env): Config['stripe'] {
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    priceMonthly: e.STRIPE_PRICE_MONTHLY,
    priceYearly: e.STRIPE_PRICE_YEARLY,
    apiBase: e.STRIPE_API_BASE,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
  };
}

/** The seller on invoices (its address defaults to the support inbox) and the VAT rate. */
function billingOf(e: Env): Config['billing'] {
  const email = e.SELLER_EMAIL ?? e.SUPPORT_EMAIL ?? addressOf(e.MAIL_FROM);
  const seller = { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, vatId: e.SELLER_VAT_ID, email };
  return { seller, vatRatePercent: e.VAT_RATE_PERCENT, testClock: e.SERENAMENTE_TEST_CLOCK === '1' };
}

/** Web Push for the daily reminder: the VAPID pair, and a subject that reaches the support inbox. */
function remindersOf(e: Env): Config['reminders'] {
  const vapidSubject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL ?? addressOf(e.MAIL_FROM)}`;
  return { vapidPublicKey: e.VAPID_PUBLIC_KEY, vapidPrivateKey: e.VAPID_PRIVATE_KEY, vapidSubject };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and freezes the configuration; throws a ConfigError that names every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  version = '0.0.0',
): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !e.SMTP_URL) {
    problems.push(
      'SMTP_URL: required in production, so that mail (password-recovery codes included) reaches people instead of staying in the database and the log',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (isProduction && e.SERENAMENTE_TEST_CLOCK === '1') problems.push('SERENAMENTE_TEST_CLOCK: never in production');
  if (e.AI_BASE_URL && !e.AI_API_KEY) {
    problems.push('AI_API_KEY: required when AI_BASE_URL is set (use any value for a local server)');
  }
  if (e.ADMIN_USERNAME && !/^[\p{L}\p{M}\p{N}._-]{3,30}$/u.test(e.ADMIN_USERNAME)) {
    problems.push('ADMIN_USERNAME: 3 to 30 letters, digits, dots, hyphens or underscores');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    problems.push('ADMIN_PASSWORD: at least 8 characters');
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (npx web-push generate-vapid-keys) or neither');
  }
  if (problems.length) throw new ConfigError(problems);

  const database: Config['database'] = e.DATABASE_URL?.startsWith('postgres')
    ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
    : { kind: 'pglite', dataDir: e.DATABASE_URL === 'memory://' ? 'memory://' : e.DATA_DIR };

  return Object.freeze({
    env: e.NODE_ENV,
    isProduction,
    version,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    session: { idleTtlHours: e.SESSION_IDLE_TTL_HOURS, absoluteTtlDays: e.SESSION_ABSOLUTE_TTL_DAYS },
    loginThrottle: {
      freeFailuresPerPair: e.LOGIN_FREE_FAILURES_PER_PAIR,
      freeFailuresPerAccount: e.LOGIN_FREE_FAILURES_PER_ACCOUNT,
      freeFailuresPerIp: e.LOGIN_FREE_FAILURES_PER_IP,
      maxDelayMinutes: e.LOGIN_MAX_DELAY_MINUTES,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    registerThrottle: { maxPerIp: e.REGISTER_MAX_PER_IP, windowMinutes: e.REGISTER_WINDOW_MINUTES },
    recoveryThrottle: {
      maxPerIp: e.RECOVERY_MAX_PER_IP,
      maxPerEmail: e.RECOVERY_MAX_PER_EMAIL,
      windowMinutes: e.RECOVERY_WINDOW_MINUTES,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportInbox: e.SUPPORT_EMAIL ?? addressOf(e.MAIL_FROM) },
    supportRetentionMonths: e.SUPPORT_RETENTION_MONTHS,
    stripe: stripeOf(e),
    billing: billingOf(e),
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxHistoryTurns: e.AI_MAX_HISTORY_TURNS,
      builtinStreamDelayMs: e.AI_BUILTIN_STREAM_DELAY_MS,
    },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, secondFactorKey: e.SECOND_FACTOR_KEY },
    reminders: remindersOf(e),
  });
}
