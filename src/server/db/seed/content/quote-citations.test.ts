import { describe, expect, it } from 'vitest';
import { authorIn, sourceIn } from './quote-citations';
import { quotes } from './quotes';

const sources = [...new Set(quotes.map((q) => q.source).filter((s): s is string => !!s))];

describe('a quote is cited in the reader’s language', () => {
  it.each([
    ['Meditations, IV.3', 'Pensieri, IV.3', 'Meditations, IV.3'],
    [
      'Song of Myself, 52 (Leaves of Grass)',
      "Canto di me stesso, 52 (Foglie d'erba)",
      'Song of Myself, 52 (Leaves of Grass)',
    ],
    [
      "Essais, III, 13 (De l'expérience)",
      "Saggi, III, 13 (Dell'esperienza)",
      "Essais, III, 13 (De l'expérience)",
    ],
    [
      'The Diary of a Young Girl, 7 March 1944',
      'Diario, 7 marzo 1944',
      'The Diary of a Young Girl, 7 March 1944',
    ],
    [
      'quoted by Seneca, Epistulae morales ad Lucilium, 6.7',
      'citato da Seneca, Epistulae morales ad Lucilium, 6.7',
      'quoted by Seneca, Epistulae morales ad Lucilium, 6.7',
    ],
    [
      'Divina Commedia, Paradiso III, 85',
      'Divina Commedia, Paradiso III, 85',
      'Divine Comedy, Paradiso III, 85',
    ],
    ['Il mestiere di vivere', 'Il mestiere di vivere', 'This Business of Living'],
    ['Tao Te Ching, 8', 'Tao Te Ching, 8', 'Tao Te Ching, 8'],
  ])('%s', (source, it, en) => {
    expect(sources).toContain(source);
    expect(sourceIn(source, 'it')).toBe(it);
    expect(sourceIn(source, 'en')).toBe(en);
  });

  it('leaves what it does not know, and no source, as they are', () => {
    expect(sourceIn('Lettera a un amico, 2024', 'en')).toBe('Lettera a un amico, 2024');
    expect(sourceIn(null, 'it')).toBeNull();
  });

  it('leaves no English title on an Italian card', () => {
    const english = /\b(?:of|the|on|and|to|for|by|from|letters?|diary|song|essays?|conclusion)\b/i;
    // Poems cited by their first line keep it, as Italian editions of Dickinson do.
    const firstLines = new Set([
      'Forever – is composed of Nows –',
      'I dwell in Possibility –',
      'If I can stop one heart from breaking',
      'Not knowing when the Dawn will come',
      '“Hope” is the thing with feathers',
    ]);
    const left = sources.filter((s) => !firstLines.has(s) && english.test(sourceIn(s, 'it')!));
    expect(left).toEqual([]);
  });

  it('gives an author the name Italian writes for them', () => {
    expect(authorIn('Marcus Aurelius', 'it')).toBe('Marco Aurelio');
    expect(authorIn('Marcus Aurelius', 'en')).toBe('Marcus Aurelius');
  });
});
