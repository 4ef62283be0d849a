/** An unwanted thought of doing harm, told (intrusive.ts): heard without alarm or judgement. */
import type { Lang } from '../../types';

export interface IntrusiveTemplates {
  /** When the thought is told. */
  told: string[];
  /** When the person says it horrifies them and they would never act on it. */
  horror: string[];
  /** When the person tells what they do to feel safe from the thought (keeping away, hands in pockets). */
  safety: string[];
  /** One question to go on. */
  ask: string[];
}

export const INTRUSIVE: Record<Lang, IntrusiveTemplates> = {
  it: {
    told: [
      'Grazie per averlo scritto: ci vuole coraggio, e qui puoi dirlo senza che nessuno ti giudichi.',
      'Hai fatto bene a scriverlo: pensieri come questo spaventano tanto proprio chi li ha, e dirli ad alta voce è già un passo.',
    ],
    horror: [
      'L’orrore che senti è proprio il segno che quel pensiero va contro chi sei: un pensiero non è un desiderio, né un’intenzione, né un’azione.',
      'Che ti faccia così paura dice quanto tieni a non fare male a nessuno: la mente a volte produce l’immagine peggiore proprio su ciò che ci sta più a cuore.',
    ],
    safety: [
      'Stare lontano dal bordo o tenere le mani in tasca dà sollievo sul momento, ed è comprensibile; però insegna alla mente che il pensiero era un pericolo vero, e così torna più spesso.',
      'Quelle precauzioni sono un modo di proteggerti da un pensiero, non da un rischio: aiutano per un attimo, ma tengono acceso l’allarme.',
    ],
    ask: [
      'Cosa fai, di solito, quando quel pensiero arriva?',
      'Cosa pensi che succederebbe se lo lasciassi passare, senza fare niente per scacciarlo?',
      'Cosa cambierebbe se provassi, per una volta, a stare dove stanno tutti gli altri?',
      'Con chi, nella tua vita, potresti parlarne, oltre che qui?',
    ],
  },
  en: {
    told: [
      'Thank you for writing it: it takes courage, and here you can say it without anyone judging you.',
      'You did well to write it down: thoughts like this frighten most the very people who have them, and saying them out loud is already a step.',
    ],
    horror: [
      'The horror you feel is the very sign that this thought goes against who you are: a thought is not a wish, an intention or an act.',
      'That it scares you so much shows how much you care about never hurting anyone: the mind sometimes throws up the worst image about exactly what matters most to us.',
    ],
    safety: [
      'Keeping away from the edge or your hands in your pockets brings relief in the moment, and that makes sense; but it teaches the mind that the thought was a real danger, so it comes back more often.',
      'Those precautions protect you from a thought, not from a risk: they help for a moment, but they keep the alarm switched on.',
    ],
    ask: [
      'What do you usually do when that thought comes?',
      'What do you imagine would happen if you let it pass, without doing anything to push it away?',
      'What would change if, just once, you stood where everyone else stands?',
      'Who in your life could you talk to about it, besides here?',
    ],
  },
};
