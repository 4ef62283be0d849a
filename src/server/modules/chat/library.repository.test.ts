import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createLibraryRepository } from './library.repository';

/**
 * The library's freshness question, with a database whose answers the test releases one by one:
 * messages that arrive while the question is on its way share ONE question asked after it, so
 * none is answered from a question older than itself.
 */
function fakeDb() {
  const stamps: { resolve: (stamp: string) => void }[] = [];
  let catalogueReads = 0;
  const rows = (slug: string) => [{ slug, category: 'c', premium: false, text: { it: { title: slug }, en: { title: slug } } }];
  const chain = { from: () => chain, where: () => chain, orderBy: async () => rows(`item-${catalogueReads}`) };
  const db = {
    execute: () => new Promise((resolve) => stamps.push({ resolve: (stamp) => resolve({ rows: [{ stamp }] }) })),
    select: () => {
      catalogueReads += 1;
      return chain;
    },
  } as unknown as Db;
  return { db, stamps, catalogueReads: () => catalogueReads };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the library the chat suggests from', () => {
  it('asks once for all the messages that came while a question was on its way, and reads the catalogue again only when it changed', async () => {
    const { db, stamps, catalogueReads } = fakeDb();
    const library = createLibraryRepository(db);

    const first = library.published();
    await flush();
    expect(stamps).toHaveLength(1);
    // Three more messages while the first question is on its way: they wait for a new one.
    const later = [library.published(), library.published(), library.published()];
    await flush();
    expect(stamps).toHaveLength(1);

    stamps[0]!.resolve('v1');
    expect((await first).map((i) => i.kind)).toEqual(['exercise', 'meditation', 'resource']);
    await flush();
    expect(stamps).toHaveLength(2); // one question for the three
    stamps[1]!.resolve('v1');
    const answers = await Promise.all(later);
    expect(answers.every((a) => a === answers[0])).toBe(true);
    expect(catalogueReads()).toBe(3); // the three catalogues, read once

    // The next message, alone, asks again; a changed stamp reads the catalogue again.
    const next = library.published();
    await flush();
    expect(stamps).toHaveLength(3);
    stamps[2]!.resolve('v2');
    await next;
    expect(catalogueReads()).toBe(6);
  });
});
