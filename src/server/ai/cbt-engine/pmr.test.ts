// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { builtinReply } from './index';

/** The relaxation script for a module message, as the module's form composes it. */
function script(lang: Lang, message: string): string {
  return builtinReply({ feature: 'muscle_relaxation', lang, message, history: [], state: null }).text;
}

/** The numbered steps of a script, by the area each one works ("Spalle", "Back"). */
function steps(text: string): string[] {
  return [...text.matchAll(/^\d+\. ([^:]+):/gm)].map((m) => m[1]!);
}

describe('muscle relaxation never includes an area the person asked to avoid', () => {
  it('it: shoulders chosen, «ho un\u2019ernia, evitare la schiena»: no back, and the script says so', () => {
    const text = script(
      'it',
      'Sento tensione in: spalle. Ho 10 minuti.\n\nho un\u2019ernia, evitare la schiena',
    );
    expect(steps(text)).toContain('Spalle');
    expect(steps(text)).not.toContain('Schiena');
    expect(text).toMatch(/Ho lasciato fuori la schiena/);
    expect(text).toMatch(/se qualcosa fa male, fermati e chiedi al tuo medico/i);
  });

  it('en: shoulders chosen, "I have a hernia, avoid my back": no back', () => {
    const text = script(
      'en',
      'I feel tension in my shoulders. I have 10 minutes.\n\nI have a hernia, avoid my back',
    );
    expect(steps(text)).toContain('Shoulders');
    expect(steps(text)).not.toContain('Back');
    expect(text).toMatch(/left out your back/);
  });

  it('reads pain and injuries by body part and synonym, in both languages', () => {
    const cases: Array<[Lang, string, string[]]> = [
      ['it', 'Ho male al ginocchio e non toccare il collo, per favore', ['Gambe', 'Collo']],
      ['it', 'Le spalle sono tese, ma la parte bassa della schiena mi fa male', ['Schiena']],
      ['it', 'Mi sono rotta il polso destro il mese scorso', ['Mani e avambracci']],
      ['it', 'Ho la cervicale infiammata e mi hanno operato alla caviglia', ['Collo', 'Piedi']],
      ['en', 'My knee hurts and I had surgery on my stomach', ['Legs', 'Stomach']],
      ['en', 'Skip the neck please, I got whiplash last year', ['Neck']],
      ['en', 'I injured my lower back and my elbow is sore', ['Back', 'Arms']],
    ];
    for (const [lang, note, out] of cases) {
      const lead =
        lang === 'it'
          ? 'Sento tensione in: spalle, mascella. Ho 15 minuti.'
          : 'I feel tension in my jaw. I have 15 minutes.';
      const text = script(lang, `${lead}\n\n${note}`);
      for (const area of out) expect(steps(text), `${note}: ${area}`).not.toContain(area);
      expect(steps(text).length, note).toBeGreaterThan(4);
    }
  });

  it('an injury it cannot place leaves the doubtful areas out, and says so', () => {
    const hernia = script('it', 'Sento tensione in: spalle. Ho 15 minuti.\n\nho un\u2019ernia');
    expect(steps(hernia)).not.toContain('Schiena');
    expect(steps(hernia)).not.toContain('Pancia');
    expect(hernia).toMatch(/per prudenza ho lasciato fuori/);
    const en = script('en', 'I feel tension in my jaw. I have 15 minutes.\n\nI am pregnant');
    expect(steps(en)).not.toContain('Stomach');
    expect(en).toMatch(/to be safe I\u2019ve left out your back and stomach/);
    const anywhere = script('it', 'Sento tensione in: mascella. Ho 10 minuti.\n\nsono stata operata da poco');
    expect(anywhere).toMatch(/senza dire dove: salta qualsiasi zona che ti fa male/);
    expect(anywhere).toMatch(/fermati e chiedi al tuo medico/);
  });

  it('no pain, no areas left out: the chosen ones are worked twice', () => {
    const text = script('it', 'Sento tensione in: spalle. Ho 15 minuti.\n\nnon ho dolori particolari');
    expect(steps(text)).toContain('Schiena');
    expect(text).not.toMatch(/lasciato fuori/);
    expect(text).toMatch(/Spalle:[^\n]*seconda volta/);
  });
});
