/**
 * The line that names what the person turned down, in their words (pushback-thing.ts finds it):
 * «Hai ragione: hai già provato «il biglietto gentile» e non ha aiutato…». One set per form; the
 * Composer skips any already said.
 */
import type { Lang } from '../../types';

/** How a pushback turns something down: tried already, not to be said, not that simple, known already. */
export type RejectForm = 'tried' | 'dont' | 'cant' | 'known';

/** {thing}: the person's words, quoted; for `known`, their clause said back in the second person, unquoted. */
export const REJECTED_LINES: Record<Lang, Record<RejectForm, string[]>> = {
  it: {
    tried: [
      'Hai ragione: hai già provato «{thing}» e non ha aiutato, quindi non te lo ripropongo, e saperlo è utile, non è un tuo fallimento.',
      'Giusto: se «{thing}» non ha aiutato, mettiamo da parte quella strada, perché sapere cosa non funziona per te conta quanto sapere cosa funziona.',
    ],
    dont: [
      'Hai ragione, niente «{thing}»: non è quello che ti serve adesso.',
      'Giusto, lascio stare «{thing}»: hai già sentito abbastanza frasi così.',
    ],
    cant: [
      'Hai ragione: detto così, «{thing}» sembra semplice, e la tua situazione non lo è.',
      'Hai ragione: «{thing}» suona bene sulla carta, ma non tiene conto di come stanno davvero le cose per te.',
    ],
    known: [
      'Hai ragione: lo sai già che {thing}, e sentirtelo ripetere non cambia niente.',
      'Giusto: che {thing} lo sai già, e il difficile non è saperlo.',
    ],
  },
  en: {
    tried: [
      'You’re right: you’ve already tried “{thing}” and it didn’t help, so I won’t suggest it again, and knowing that is useful, not a failure on your part.',
      'Fair point: if “{thing}” didn’t help, let’s set that road aside, because knowing what doesn’t work for you matters as much as knowing what does.',
    ],
    dont: [
      'You’re right, no “{thing}”: it’s not what you need right now.',
      'Fair point, I’ll leave “{thing}” alone: you’ve heard enough lines like that.',
    ],
    cant: [
      'You’re right: “{thing}” sounds simple written down, and your situation isn’t.',
      'You’re right: “{thing}” sounds fine on paper, but it doesn’t fit how things really are for you.',
    ],
    known: [
      'You’re right: you already know {thing}, and hearing it again changes nothing.',
      'Fair point: you know {thing} already, and knowing it isn’t the hard part.',
    ],
  },
};

const escape = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let heardRes: RegExp[] | undefined;

/**
 * True for a sentence that says back what the person turned down («Hai già provato «respirare» e non
 * ha aiutato…»): it names the technique only to drop it, so it is neither an offer nor a repeat of one.
 */
export function isHeardLine(sentence: string): boolean {
  heardRes ??= Object.values(REJECTED_LINES)
    .flatMap((forms) => Object.values(forms).flat())
    .map(
      (t) =>
        new RegExp(
          `^${escape(t.split('{thing}')[0]!)}.+?${escape(t.split('{thing}')[1]!.split(/[.:]/)[0]!)}`,
          'u',
        ),
    );
  return heardRes.some((re) => re.test(sentence.trim()));
}
