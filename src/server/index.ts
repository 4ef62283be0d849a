import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedContent } from './db/seed';
import { describeMailTransport } from './lib/mail';
import { errorText } from './lib/log-error';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping.service';
import { scheduleReminders } from './modules/reminders/reminders.service';
import { ensureAdmin } from './modules/auth/admin.service';
import { explainStartFailure, type StartStep } from './start-failure';
import { appVersion } from './version';

/** loadConfig → database → migrate → seed → buildApp → listen; stops gracefully on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env, appVersion);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Serenamente cannot start.\n${err.message}\nSee docs/configuration.md.\n`);
      process.exit(1);
    }
    throw err;
  }

  // A cause in the environment (an unreachable database, a taken port) is told in one line that
  // names the variable to change; anything else keeps its stack, since it is the app's fault.
  const step = async <T>(name: StartStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      const explained = explainStartFailure(name, err, config);
      if (explained === null) throw err;
      process.stderr.write(`Serenamente cannot start.\n${explained}\nSee docs/configuration.md.\n`);
      process.exit(1);
    }
  };

  const database = await step('database', async () => {
    const opened = await createDatabase(config.database);
    await opened.migrate();
    return opened;
  });
  await seedContent(database.db);
  await step('admin', () => ensureAdmin({ db: database.db, config }));

  const app = await buildApp({ config, database });
  let stopHousekeeping = () => {};
  let stopReminders = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    stopHousekeeping();
    stopReminders();
    try {
      await app.close();
      await database.close();
      // The log is buffered (lib/logger.ts): write out what is left.
      (app.log as { flush?: () => void }).flush?.();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await step('listen', () => app.listen({ port: config.port, host: config.host }));
  stopHousekeeping = scheduleHousekeeping({
    db: database.db,
    supportRetentionMonths: config.supportRetentionMonths,
    throttleWindowMs:
      Math.max(config.loginThrottle.windowMinutes, config.registerThrottle.windowMinutes, config.recoveryThrottle.windowMinutes) * 60_000,
    log: app.log,
  });
  stopReminders = scheduleReminders({ db: database.db, config, log: app.log });
  // Where mail goes, so whoever runs the app knows where to find a recovery code.
  app.log.info({ mail: config.mail.smtpUrl ? 'smtp' : 'outbox' }, describeMailTransport(config.mail.smtpUrl));
  app.log.info(
    { url: config.publicUrl, database: database.kind, version: config.version },
    'Serenamente is ready',
  );
}

main().catch((err: unknown) => {
  // As in the log: the stack and the query's shape, never a query's parameters (lib/log-error.ts).
  process.stderr.write(`Serenamente failed to start: ${errorText(err)}\n`);
  process.exit(1);
});
