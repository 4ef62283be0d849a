/** Phrasings for a low mood told as lasting weeks (low-mood.ts). One question, no 112. */
import type { Lang } from '../../types';

export interface LowMoodTemplates {
  lead: string[];
  /** When to see the GP or a psychologist, and one small daily anchor. */
  care: string[];
  ask: string[];
}

export const LOW_MOOD: Record<Lang, LowMoodTemplates> = {
  it: {
    lead: [
      'Settimane così pesano, e fa bene dirlo.',
      'Quando l’umore resta giù così a lungo anche le cose piccole costano fatica: ha senso che tu lo senta così.',
    ],
    care: [
      'Quando un umore basso dura da due settimane o più e le cose che piacevano non danno più niente, vale la pena parlarne con il medico di base o con uno psicologo: non per forza è qualcosa di grave, ma meriti un aiuto vero, non solo di stringere i denti. Intanto può aiutare un appiglio piccolo e fisso ogni giorno, come dieci minuti fuori casa o un messaggio a qualcuno.',
      'Se va avanti da settimane, parlarne con il medico di base o con uno psicologo è un passo sensato, e non serve aspettare di stare peggio. Nel frattempo, l’umore segue più quello che facciamo che il contrario: una cosa minuscola ogni giorno, anche senza averne voglia, è già un inizio.',
    ],
    ask: [
      'C’è qualcuno con cui ne hai già parlato?',
      'Com’è, di solito, la parte della giornata più pesante?',
    ],
  },
  en: {
    lead: [
      'Weeks like that weigh a lot, and it’s good that you say it.',
      'When your mood stays low for this long, even small things take effort: it makes sense that it feels this way.',
    ],
    care: [
      'When low mood lasts two weeks or more and things you used to enjoy give you nothing, it’s worth talking to your GP or a psychologist: it isn’t necessarily something serious, but you deserve real help, not just gritting your teeth. Meanwhile, one small fixed anchor each day can help, like ten minutes outside or a message to someone.',
      'If it has gone on for weeks, talking to your GP or a psychologist is a sensible step, and there’s no need to wait until it gets worse. In the meantime, mood tends to follow what we do more than the other way round: one tiny thing each day, even without feeling like it, is already a start.',
    ],
    ask: [
      'Is there anyone you’ve already talked to about it?',
      'Which part of the day is usually the heaviest?',
    ],
  },
};
