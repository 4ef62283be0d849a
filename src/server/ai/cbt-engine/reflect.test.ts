import { describe, expect, it } from 'vitest';
import { REFLECT } from './templates/reflect';
import type { Lang } from '../types';
import { lastReflectMove } from './reflect';
import { MOVES } from './templates/moves';
import { converse } from './test-helpers';

const STOCK = [
  /Quello che stai dicendo è importante/,
  /Pensieri, emozioni e comportamenti si influenzano/,
  /Spesso non è la situazione in sé/,
  /bicchiere d.acqua/,
  /What you.re saying matters/,
  /Thoughts, feelings and actions affect each other/,
  /Often it isn.t the situation itself/,
  /glass of water/,
];

/** The phrases the reply puts in quotation marks. */
const quoted = (text: string): string[] =>
  [...text.matchAll(/[«“]([^»”]+)[»”]/g)].map((m) => m[1]!.replace(/…$/, ''));

const SITUATIONS: Record<Lang, string[]> = {
  it: [
    'Oggi in riunione la mia collega ha presentato il mio lavoro come suo e mi sono sentita invisibile',
    'Mio fratello non risponde ai messaggi da una settimana e sono preoccupata',
  ],
  en: [
    'My flatmate ate my food again and left the kitchen a mess, I am so annoyed',
    'The landlord wants to raise the rent next month and I feel anxious about it',
  ],
};

describe('the ordinary reply reflects the person’s own words', () => {
  for (const lang of ['it', 'en'] as Lang[]) {
    it(`${lang}: a situation is reflected (its feeling or topic named, or a whole phrase), with no stock CBT sentence`, () => {
      const R = REFLECT[lang];
      const named = [...Object.values(R.feeling), ...Object.values(R.topicName)];
      for (const message of SITUATIONS[lang]) {
        const [r] = converse(lang, 'chat', [message]);
        const first = r!.text.split('\n')[0]!;
        const phrases = quoted(first);
        for (const p of phrases) expect(message.toLowerCase()).toContain(p.toLowerCase());
        expect(first).not.toContain('…');
        expect(phrases.length > 0 || named.some((n) => first.includes(n)), first).toBe(true);
        for (const stock of STOCK) expect(r!.text, message).not.toMatch(stock);
      }
    });
  }

  it('no cheering on a setback or on dread, in either language', () => {
    const cases: Array<[Lang, string[]]> = [
      ['it', ['Non sono passato all’esame, di nuovo', 'Domani ho l’esame e ho il terrore di non farcela']],
      ['en', ['I didn’t get the job, again', 'I’m dreading the meeting with my manager tomorrow']],
    ];
    for (const [lang, messages] of cases)
      for (const message of messages) {
        const [r] = converse(lang, 'chat', [message]);
        expect(r!.text, message).not.toMatch(/che bello|lovely|great to|!/i);
      }
    const report = converse('it', 'chat', [
      'Forse potrei chiedere aiuto a mio fratello',
      'Ho provato a chiedergli ma non è andata bene',
    ]);
    expect(report[1]!.text).not.toMatch(/che bello/i);
  });

  it('a choices sentence names its options in words, so it reads without the buttons', () => {
    for (const lang of ['it', 'en'] as Lang[]) {
      const [r] = converse(lang, 'chat', ['boh']);
      expect(r!.quickReplies?.length).toBe(3);
      const text = r!.text.toLowerCase();
      const q = MOVES[lang].quick;
      expect(text).toContain(q.talk.toLowerCase());
      expect(text).toContain(q.exercise.toLowerCase());
      expect(text).toContain(lang === 'it' ? 'solo sfogarti' : 'just vent');
      expect(text).not.toMatch(/:\s*$/);
    }
  });

  it('a plan that already says when is not asked "when" again', () => {
    const [it1] = converse('it', 'chat', ['Stasera provo a chiamare mia sorella']);
    expect(it1!.text).toContain('chiamare tua sorella');
    expect(it1!.text).toContain('stasera');
    expect(it1!.text).not.toMatch(/quando|in che giorno|che momento/i);
    const [en1] = converse('en', 'chat', ['I’ll call my sister this evening']);
    expect(en1!.text).toContain('call your sister');
    expect(en1!.text).not.toMatch(/\bwhen\b|which day|what time/i);
  });

  it('a health worry told as a statement points to the GP', () => {
    const it1 = converse('it', 'chat', ['ho mal di testa da tre settimane'])[0]!.text;
    expect(it1).toMatch(/medico di base/);
    for (const m of ['Il neo sulla spalla è cambiato', 'Non mangio da giorni', 'Sono giù da settimane'])
      expect(converse('it', 'chat', [m])[0]!.text, m).toMatch(/medico di base/);
    for (const m of [
      'I’ve had a headache for three weeks',
      'I haven’t eaten for days',
      'I have had tightness in my chest',
    ])
      expect(converse('en', 'chat', [m])[0]!.text, m).toMatch(/\bGP\b/);
  });

  it('ten turns of situations and feelings never use the same move twice in a row', () => {
    const turns: Record<Lang, string[]> = {
      it: [
        'Oggi al lavoro il mio capo ha ignorato la mia proposta',
        'Mi sento triste e non ho voglia di vedere nessuno',
        'Mia madre mi ha chiamato per lamentarsi di nuovo di mio padre',
        'Sono stanca, dormo male da quando è iniziato il progetto',
        'Ho litigato con la mia coinquilina per le pulizie',
        'Mi sento in colpa perché non sono andata alla festa di Giulia',
        'Ho l’ansia per la presentazione di giovedì',
        'Il mio ragazzo è distante in questi giorni',
        'A lavoro mi hanno dato altre tre scadenze',
        'Stasera mi sento vuota',
      ],
      en: [
        'At work my manager ignored my proposal today',
        'I feel sad and I don’t want to see anyone',
        'My mum called me to complain about my dad again',
        'I am tired, I have been sleeping badly since the project started',
        'I argued with my flatmate about the cleaning',
        'I feel guilty because I skipped Anna’s party',
        'I am anxious about the presentation on Thursday',
        'My boyfriend has been distant these days',
        'They gave me three more deadlines at work',
        'Tonight I feel empty',
      ],
    };
    for (const lang of ['it', 'en'] as Lang[]) {
      const replies = converse(lang, 'chat', turns[lang]);
      const moves = replies.map((r) => lastReflectMove(r.state));
      for (let i = 1; i < moves.length; i++)
        expect(moves[i], `${lang} ${i}: ${moves.join(',')}`).not.toBe(moves[i - 1]);
      expect(new Set(moves).size, moves.join(',')).toBeGreaterThanOrEqual(3);
      for (const r of replies)
        expect(STOCK.filter((s) => s.test(r.text)).length, r.text).toBeLessThanOrEqual(1);
    }
  });
});
