import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('starts with defaults on an embedded database when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app', poolMax: 10 });
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('refuses to start in production without SMTP, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
  });

  it('reads TRUST_PROXY as off, a number of proxy hops, or a list of proxy addresses and ranges', () => {
    const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    for (const off of [undefined, '', 'false', 'no', '0', ' FALSE ']) expect(trust(off), String(off)).toBe(false);
    // The old `true` ("behind a load balancer") means one proxy in front of the app.
    expect(trust('true')).toBe(1);
    expect(trust('yes')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7 ,2001:db8::/32,::1, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '2001:db8::/32',
      '::1',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that is neither, naming the variable and the bad entries', () => {
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.0/8, proxy.internal', '300.1.1.1', '::1/129', '1.2.3.4/8/8', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.internal' })).toThrow(
      /TRUST_PROXY: "proxy.internal" is not an address or CIDR range; use false, a number of proxy hops/,
    );
  });

  it('reads the sign-in throttle, with defaults', () => {
    expect(loadConfig({}).loginThrottle).toEqual({
      freeFailuresPerPair: 5,
      freeFailuresPerAccount: 10,
      freeFailuresPerIp: 30,
      maxDelayMinutes: 15,
      windowMinutes: 1440,
    });
    const custom = loadConfig({
      LOGIN_FREE_FAILURES_PER_PAIR: '3',
      LOGIN_FREE_FAILURES_PER_ACCOUNT: '6',
      LOGIN_FREE_FAILURES_PER_IP: '100',
      LOGIN_MAX_DELAY_MINUTES: '30',
      LOGIN_FAILURE_WINDOW_MINUTES: '60',
    }).loginThrottle;
    expect(custom).toEqual({ freeFailuresPerPair: 3, freeFailuresPerAccount: 6, freeFailuresPerIp: 100, maxDelayMinutes: 30, windowMinutes: 60 });
    expect(() => loadConfig({ LOGIN_MAX_DELAY_MINUTES: '0' })).toThrow(/LOGIN_MAX_DELAY_MINUTES/);
  });

  it('needs the webhook secret when Stripe is configured', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
