import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger at `level` whose lines are collected, parsed, in `lines`. */
export function captureLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
