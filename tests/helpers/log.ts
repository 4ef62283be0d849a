import { Writable } from 'node:stream';
import pino from 'pino';

/** A stream that collects the log lines written to it, parsed, in `lines`. */
export function collectLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

/** A pino logger at `level` whose lines are collected, parsed, in `lines`. */
export function captureLog(level: string) {
  const { stream, lines } = collectLines();
  return { logger: pino({ level }, stream), lines };
}
