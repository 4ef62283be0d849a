import { describe, it, expect } from 'vitest';
import { quotes } from './quotes';
import type { QuoteCategory, QuoteMood } from './types';

const MOODS: QuoteMood[] = ['neutral', 'happy', 'calm', 'sad', 'anxious'];
const CATEGORIES: QuoteCategory[] = [
  'calm',
  'courage',
  'hope',
  'self_compassion',
  'mindfulness',
  'resilience',
  'gratitude',
  'growth',
  'connection',
];
const MAX_TEXT_LENGTH = 240;

describe('quotes seed', () => {
  it('has at least 80 quotes', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(80);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = quotes.map((q) => q.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has a non-empty author, source when given, and both texts', () => {
    for (const q of quotes) {
      expect(q.author.trim(), q.slug).not.toBe('');
      if (q.source !== undefined) expect(q.source.trim(), q.slug).not.toBe('');
      expect(q.text.it.trim(), q.slug).not.toBe('');
      expect(q.text.en.trim(), q.slug).not.toBe('');
    }
  });

  it('uses 1-3 known categories and 1-3 known moods, without duplicates', () => {
    for (const q of quotes) {
      expect(q.categories.length, q.slug).toBeGreaterThanOrEqual(1);
      expect(q.categories.length, q.slug).toBeLessThanOrEqual(3);
      expect(new Set(q.categories).size, q.slug).toBe(q.categories.length);
      for (const c of q.categories) expect(CATEGORIES, q.slug).toContain(c);

      expect(q.moods.length, q.slug).toBeGreaterThanOrEqual(1);
      expect(q.moods.length, q.slug).toBeLessThanOrEqual(3);
      expect(new Set(q.moods).size, q.slug).toBe(q.moods.length);
      for (const m of q.moods) expect(MOODS, q.slug).toContain(m);
    }
  });

  it.each(MOODS)('has at least 12 quotes for mood "%s"', (mood) => {
    expect(quotes.filter((q) => q.moods.includes(mood)).length).toBeGreaterThanOrEqual(12);
  });

  it.each(CATEGORIES)('has at least 6 quotes for category "%s"', (category) => {
    expect(quotes.filter((q) => q.categories.includes(category)).length).toBeGreaterThanOrEqual(6);
  });

  it(`keeps every text within ${MAX_TEXT_LENGTH} characters`, () => {
    for (const q of quotes) {
      expect(q.text.it.length, `${q.slug} (it)`).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      expect(q.text.en.length, `${q.slug} (en)`).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    }
  });

  it('has no duplicate texts', () => {
    const italian = new Set(quotes.map((q) => q.text.it));
    const english = new Set(quotes.map((q) => q.text.en));
    expect(italian.size).toBe(quotes.length);
    expect(english.size).toBe(quotes.length);
  });
});
