import { closeSync, createReadStream, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

interface Entry {
  /** Where the entry's bytes go; null for a directory or an entry type that is skipped. */
  fd: number | null;
  /** Data bytes still to write, then padding bytes still to skip. */
  left: number;
  pad: number;
}

const octal = (header: Buffer, start: number, length: number) =>
  parseInt(header.subarray(start, start + length).toString('latin1').replace(/\0.*$/s, '').trim() || '0', 8);
const text = (header: Buffer, start: number, length: number) =>
  header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');

/** A tar member's path inside `dir`; refuses one that would land outside it. */
function target(dir: string, name: string): string {
  const relative = normalize(name.replace(/^\/+/, ''));
  if (relative === '.' || relative === '' || relative.startsWith('..') || relative.includes(`${sep}..${sep}`)) {
    throw new Error(`unsafe path in the data directory tarball: ${name}`);
  }
  return join(dir, relative);
}

/** Opens the entry a 512-byte ustar header announces (creating its directory). */
function openEntry(dir: string, header: Buffer, versionFile: string): Entry {
  const prefix = header.subarray(257, 262).toString('latin1') === 'ustar' ? text(header, 345, 155) : '';
  const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
  const size = octal(header, 124, 12);
  const type = String.fromCharCode(header[156] ?? 0);
  const pad = (BLOCK - (size % BLOCK)) % BLOCK;
  const path = target(dir, name);
  if (type === '5') {
    mkdirSync(path, { recursive: true });
    return { fd: null, left: size, pad };
  }
  if (type !== '0' && type !== '\0') return { fd: null, left: size, pad };
  mkdirSync(dirname(path), { recursive: true });
  // The directory's own PG_VERSION is what marks it as a database: written under another name
  // and renamed once everything else is on disk, so an unpacking cut short is done again.
  const fd = openSync(path === versionFile ? `${versionFile}.unpacking` : path, 'w', 0o600);
  return { fd, left: size, pad };
}

function finish(entry: Entry) {
  if (entry.fd !== null) closeSync(entry.fd);
}

/**
 * Unpacks the gzipped tarball of a PostgreSQL data directory (PGlite's `dumpDataDir`) into
 * `dir`, streaming: the process never holds more than a chunk of it, where PGlite's own
 * `loadDataDir` reads, inflates and copies the whole archive in memory (~100 MB more resident
 * memory for a 6 MB tarball, measured).
 */
export async function unpackDataDir(tarball: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const versionFile = join(dir, 'PG_VERSION');
  let pending: Buffer = Buffer.alloc(0);
  let entry: Entry | null = null;
  let ended = false;
  try {
    for await (const chunk of createReadStream(tarball).pipe(createGunzip()) as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended) {
        if (entry) {
          const n = Math.min(entry.left, pending.length);
          if (n > 0 && entry.fd !== null) writeSync(entry.fd, pending, 0, n);
          entry.left -= n;
          pending = pending.subarray(n);
          const skip = entry.left === 0 ? Math.min(entry.pad, pending.length) : 0;
          entry.pad -= skip;
          pending = pending.subarray(skip);
          if (entry.left > 0 || entry.pad > 0) break;
          finish(entry);
          entry = null;
        }
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((b) => b === 0)) ended = true;
        else entry = openEntry(dir, header, versionFile);
      }
    }
  } finally {
    if (entry) finish(entry);
  }
  if (entry) throw new Error('the data directory tarball ends early');
  renameSync(`${versionFile}.unpacking`, versionFile);
}
