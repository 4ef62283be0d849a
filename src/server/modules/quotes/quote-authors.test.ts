import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyQuote } from '@shared/schemas/quotes';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { seedContent } from '../../db/seed';
import { quotes as seedQuotes } from '../../db/seed/content/quotes';
import { quotesTable } from '../content/content.table';

describe(`the daily quote names its author in the reader's language (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedContent(t.database.db);
    // Only Cicero's quotes stay, so every day's quote is one of his.
    await t.database.db.delete(quotesTable).where(ne(quotesTable.author, 'Cicero'));
  });
  afterAll(() => t.close());

  const authorOf = async (lang: 'it' | 'en') => {
    const res = await api(t.app).get(`/api/quotes/daily?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    return res.json<DailyQuote>().quote.author;
  };

  it('says "Cicerone" to an Italian reader and "Cicero" to an English one', async () => {
    expect(seedQuotes.filter((q) => q.author === 'Cicero').length).toBeGreaterThan(0);
    expect(await authorOf('it')).toBe('Cicerone');
    expect(await authorOf('en')).toBe('Cicero');
  });

  it('shows a name as it is stored when Italian has no form of its own', async () => {
    await t.database.db.update(quotesTable).set({ author: sql`'Marco Tullio Cicerone'` });
    expect(await authorOf('it')).toBe('Marco Tullio Cicerone');
    expect(await authorOf('en')).toBe('Marco Tullio Cicerone');
  });
});
