/**
 * For the tests of a file of knowledge entries: how their sentences are written, and which entry each real way of asking reaches, which
 * near misses it must not reach, and which questions nearby keep their own entries.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../types';
import { answerQuestion, KNOWLEDGE_ENTRIES } from './index';

/** A question, its language, and the entry id it reaches (or must not reach). */
export type Asked = [Lang, string, string];

export const CTX = { topics: [], recent: [], seed: 1 };

export const entry = (id: string) => KNOWLEDGE_ENTRIES.find((e) => e.id === id)!;
export const itText = (id: string) => [...entry(id).it.text.flat(), ...entry(id).it.followUp];
export const enText = (id: string) => [...entry(id).en.text.flat(), ...entry(id).en.followUp];

interface Routing {
  reaches: Asked[];
  nearMisses: Asked[];
  /** Questions nearby and the entries they keep. */
  keeps: Asked[];
  /** How many entries the file adds, and the fewest Italian and English ways of asking each. */
  entries: number;
  minIt: number;
  minEn: number;
}

export function describeRouting(name: string, r: Routing): void {
  const ids = [...new Set(r.reaches.map(([, , id]) => id))];
  describe(`${name}: which entry a question reaches`, () => {
    it(`covers the ${r.entries} entries, each with at least ${r.minIt} Italian and ${r.minEn} English questions and four near misses`, () => {
      expect(ids).toHaveLength(r.entries);
      for (const id of ids) {
        expect(KNOWLEDGE_ENTRIES.some((e) => e.id === id)).toBe(true);
        expect(r.reaches.filter(([lang, , i]) => lang === 'it' && i === id).length).toBeGreaterThanOrEqual(
          r.minIt,
        );
        expect(r.reaches.filter(([lang, , i]) => lang === 'en' && i === id).length).toBeGreaterThanOrEqual(
          r.minEn,
        );
        expect(r.nearMisses.filter(([, , i]) => i === id).length).toBeGreaterThanOrEqual(4);
      }
    });

    it.each(r.reaches)('[%s] %s -> %s', (lang, text, id) => {
      expect(answerQuestion(text, lang, CTX)?.id ?? null).toBe(id);
    });

    it.each(r.nearMisses)('[%s] %s does not reach %s', (lang, text, id) => {
      expect(answerQuestion(text, lang, CTX)?.id ?? null).not.toBe(id);
    });

    it('the questions nearby keep their own entries', () => {
      for (const [lang, text, id] of r.keeps) expect(answerQuestion(text, lang, CTX)?.id).toBe(id);
    });
  });
}

/** No diagnosis or medicine, plain sentences, and Italian that never names the reader's gender. */
export function describeWriting(name: string, ids: readonly string[]): void {
  describe(`${name}: how the answers are written`, () => {
    it('no diagnosis, no medicine, no doses', () => {
      for (const id of ids)
        for (const s of [...itText(id), ...enText(id)])
          expect(s).not.toMatch(
            /\b(?:mg|milligramm\w*|farmac\w*|medication|medicine|pill\w*|hai (?:un|il) disturbo|you have (?:an? )?\w* ?disorder)\b/i,
          );
    });

    it('the new entries write plain sentences: no exclamation marks, no lists, no straight apostrophes', () => {
      for (const id of ids)
        for (const s of [...itText(id), ...enText(id)]) {
          expect(s).not.toMatch(/!|^\s*[-*•]|\n|'/);
          expect(s.length).toBeLessThan(300);
        }
    });

    it('the Italian never names the reader’s gender, nor splits it with a slash', () => {
      const GENDERED =
        /\b(?:sei|ti senti|ti sei|sentirti) (?:stat[oa]|stanc[oa]|preoccupat[oa]|sicur[oa]|sol[oa]|pront[oa]|tranquill[oa]|agitat[oa]|sentit[oa]|arrabbiat[oa]|spaventat[oa]|impotent[ei]|sbagliat[oa]|guarit[oa]|ingrat[oa])\b|\bda sol[oa]\b/i;
      for (const id of ids)
        for (const s of itText(id)) {
          expect(s).not.toMatch(GENDERED);
          expect(s).not.toMatch(/\p{L}\/[aoie]\b|\(\s*[aoie]\s*\)/u);
        }
    });
  });
}

/**
 * The shape of a file's new entries: two or more wordings of three or four sentences, no sentence said
 * in two wordings, two follow-ups of one question each, and none of them a health entry.
 */
export function describeShape(name: string, ids: readonly string[]): void {
  describe(`${name}: the shape of the answers`, () => {
    it('every wording keeps to three or four sentences, shares none with another, and two one-question follow-ups', () => {
      for (const id of ids)
        for (const lang of ['it', 'en'] as const) {
          const { text, followUp } = entry(id)[lang];
          expect(text.length).toBeGreaterThanOrEqual(2);
          for (const wording of text) {
            expect(wording.length).toBeGreaterThanOrEqual(3);
            expect(wording.length).toBeLessThanOrEqual(4);
          }
          const sentences = text.flat();
          expect(new Set(sentences).size).toBe(sentences.length);
          expect(followUp).toHaveLength(2);
          for (const q of followUp) expect(q).toMatch(/^[^?]+\?$/);
        }
    });

    it('none is a health entry', () => {
      for (const id of ids) expect(entry(id).kind).not.toBe('health');
    });
  });
}
