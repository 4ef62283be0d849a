/**
 * The short clause that acknowledges each step of the thought record in the person's own words
 * before the next question, so the record listens instead of only asking. Every step has its own
 * phrasings (none shared between steps), so no acknowledgement comes back twice in one record.
 */
import type { Lang, ThoughtRecordState, ThoughtRecordStep } from '../types';
import { clipWords } from './memory';
import { fill, quote, type Composer } from './state';
import { ratingText } from './thought-record-rating';

type AckStep = Exclude<ThoughtRecordStep, 'rerate'>;

interface AckTemplates {
  /** {words}: the answer, quoted and clipped. */
  said: Record<AckStep, string[]>;
  /** An empty answer ("non lo so") or an offered hint that was kept. */
  blank: Partial<Record<AckStep, string[]>>;
  /** {feeling}: the emotion in the person's words, with its rating when there is one. */
  feeling: string[];
}

const ACK: Record<Lang, AckTemplates> = {
  it: {
    said: {
      situation: [
        'Ok, partiamo da qui: «{words}».',
        'Mi hai raccontato questo: «{words}».',
        'Fissiamo la scena: «{words}».',
      ],
      thought: [
        '«{words}»: è questa la frase che è arrivata.',
        'Quindi in testa c\u2019era: «{words}».',
        'Il pensiero era «{words}», e scriverlo aiuta già a guardarlo da fuori.',
      ],
      emotion: [],
      evidence_for: [
        'A favore del pensiero, quindi: «{words}».',
        'Questo sembra sostenerlo: «{words}».',
        'Lo metto tra le prove a favore: «{words}».',
      ],
      evidence_against: [
        'E contro: «{words}».',
        'Questo il pensiero lo lasciava fuori: «{words}».',
        'Ecco un fatto che non torna con quel pensiero: «{words}».',
      ],
      balanced: [
        '«{words}»: suona più giusto.',
        'La nuova versione è: «{words}».',
        '«{words}»: tienila a portata di mano.',
      ],
    },
    blank: {
      evidence_for: ['Va bene anche così: non sempre le prove a favore sono chiare.'],
      evidence_against: ['Va bene, a volte non viene in mente niente, ed è normale.'],
      balanced: ['Teniamo questa versione.'],
    },
    feeling: [
      '{feeling}: grazie per averle dato un nome.',
      'Ok, me lo segno: {feeling}.',
      '{feeling}: partiamo da qui per il confronto alla fine.',
    ],
  },
  en: {
    said: {
      situation: [
        'Okay, starting from here: "{words}".',
        'So this is what happened: "{words}".',
        'Let\u2019s hold that scene: "{words}".',
      ],
      thought: [
        '"{words}": that\u2019s the sentence that showed up.',
        'So the voice in your head said: "{words}".',
        'The thought was "{words}", and writing it down already helps you see it from outside.',
      ],
      emotion: [],
      evidence_for: [
        'On the side of the thought, then: "{words}".',
        'That seems to back it up: "{words}".',
        'I\u2019ll put that with the evidence for: "{words}".',
      ],
      evidence_against: [
        'And against it: "{words}".',
        'That\u2019s something the thought was leaving out: "{words}".',
        'Here\u2019s a fact that doesn\u2019t fit that thought: "{words}".',
      ],
      balanced: [
        '"{words}": that sounds fairer.',
        'The new version is: "{words}".',
        '"{words}": keep it within reach.',
      ],
    },
    blank: {
      evidence_for: ['That\u2019s fine too: the evidence for isn\u2019t always clear.'],
      evidence_against: ['That\u2019s okay, sometimes nothing comes to mind, and that\u2019s normal.'],
      balanced: ['We\u2019ll keep that version.'],
    },
    feeling: [
      '{feeling}: thank you for giving it a name.',
      'Okay, I\u2019ve noted it: {feeling}.',
      '{feeling}: that\u2019s what we\u2019ll compare with at the end.',
    ],
  },
};

/** The emotion as the person wrote it, quoted, with its rating on their scale: «schiacciata», 8 su 10. */
export function feelingText(c: Composer, tr: ThoughtRecordState): string | undefined {
  if (!tr.emotion) return undefined;
  const q = c.lang === 'it' ? `«${quote(tr.emotion, 40)}»` : `"${quote(tr.emotion, 40)}"`;
  if (tr.intensityBefore === undefined) return q;
  return `${q}, ${ratingText(tr.intensityBefore, c.state.scale ?? 100, c.lang)}`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The acknowledgement of the step just answered ('' when there is nothing of the person's to say back). */
export function acknowledge(
  c: Composer,
  tr: ThoughtRecordState,
  step: AckStep,
  answer: string,
  blank: boolean,
): string {
  const T = ACK[c.lang];
  if (step === 'emotion') {
    const feeling = feelingText(c, tr);
    return feeling ? capital(fill(c.pick('tr.ack.emotion', T.feeling), { feeling })) : '';
  }
  const words = quote(clipWords(answer, 10), 90);
  if (blank || !words) {
    const options = T.blank[step];
    return options ? c.pick(`tr.ack.${step}.blank`, options) : '';
  }
  return fill(c.pick(`tr.ack.${step}`, T.said[step]), { words });
}
