import type { Lang } from '@shared/i18n';
import type { SelfCheckKind, selfCheckSeverities } from '@shared/schemas/mood';

type Severity = (typeof selfCheckSeverities)[number];

/**
 * GAD-7 (Spitzer et al., 2006) and PHQ-9 (Kroenke et al., 2001): developed by Drs. Spitzer,
 * Williams, Kroenke and colleagues with an educational grant from Pfizer; no permission is
 * required to reproduce, translate, display or distribute them. Italian wording after the
 * official Italian versions (phqscreeners.com), in the same polite form.
 */
export const selfCheckForms: Record<
  SelfCheckKind,
  Record<Lang, { title: string; question: string; items: string[] }>
> = {
  gad7: {
    it: {
      title: 'GAD-7: ansia',
      question: 'Nelle ultime 2 settimane, con quale frequenza ha avuto i seguenti problemi?',
      items: [
        'Sentirsi nervoso/a, ansioso/a o teso/a',
        'Non riuscire a smettere di preoccuparsi o a tenere sotto controllo le preoccupazioni',
        'Preoccuparsi troppo per varie cose',
        'Avere difficoltà a rilassarsi',
        'Essere così irrequieto/a da far fatica a stare seduto/a fermo/a',
        'Infastidirsi o irritarsi facilmente',
        'Avere paura che possa succedere qualcosa di terribile',
      ],
    },
    en: {
      title: 'GAD-7: anxiety',
      question: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
      items: [
        'Feeling nervous, anxious, or on edge',
        'Not being able to stop or control worrying',
        'Worrying too much about different things',
        'Trouble relaxing',
        'Being so restless that it is hard to sit still',
        'Becoming easily annoyed or irritable',
        'Feeling afraid, as if something awful might happen',
      ],
    },
  },
  phq9: {
    it: {
      title: 'PHQ-9: umore',
      question:
        'Nelle ultime 2 settimane, con quale frequenza è stato/a disturbato/a da ciascuno dei seguenti problemi?',
      items: [
        'Scarso interesse o piacere nel fare le cose',
        'Sentirsi giù, triste o disperato/a',
        'Problemi ad addormentarsi o a dormire tutta la notte senza svegliarsi, o dormire troppo',
        'Sentirsi stanco/a o avere poca energia',
        'Scarso appetito o mangiare troppo',
        'Avere una scarsa opinione di sé, o sentirsi un/una fallito/a o aver deluso sé stesso/a o la propria famiglia',
        'Difficoltà a concentrarsi su qualcosa, per esempio leggere il giornale o guardare la televisione',
        'Muoversi o parlare così lentamente da poter essere notato/a da altre persone. O, al contrario, essere così irrequieto/a o agitato/a da muoversi molto più del solito',
        'Pensare che sarebbe meglio essere morto/a o pensare di farsi del male in un modo o nell’altro',
      ],
    },
    en: {
      title: 'PHQ-9: mood',
      question: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
      items: [
        'Little interest or pleasure in doing things',
        'Feeling down, depressed, or hopeless',
        'Trouble falling or staying asleep, or sleeping too much',
        'Feeling tired or having little energy',
        'Poor appetite or overeating',
        'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
        'Trouble concentrating on things, such as reading the newspaper or watching television',
        'Moving or speaking so slowly that other people could have noticed. Or the opposite: being so fidgety or restless that you have been moving around a lot more than usual',
        'Thoughts that you would be better off dead, or of hurting yourself in some way',
      ],
    },
  },
};

export const answerOptions: Record<SelfCheckKind, Record<Lang, string[]>> = {
  gad7: {
    it: ['Mai', 'Alcuni giorni', 'Per più della metà dei giorni', 'Quasi ogni giorno'],
    en: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
  },
  phq9: {
    it: ['Mai', 'Alcuni giorni', 'Per più della metà dei giorni', 'Quasi ogni giorno'],
    en: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
  },
};

/** The standard bands: GAD-7 5/10/15; PHQ-9 5/10/15/20. */
export function severityOf(kind: SelfCheckKind, score: number): Severity {
  if (score < 5) return 'minimal';
  if (score < 10) return 'mild';
  if (score < 15) return 'moderate';
  if (kind === 'gad7') return 'severe';
  return score < 20 ? 'moderately_severe' : 'severe';
}

export const severityLabels: Record<Severity, Record<Lang, string>> = {
  minimal: { it: 'Minima', en: 'Minimal' },
  mild: { it: 'Lieve', en: 'Mild' },
  moderate: { it: 'Moderata', en: 'Moderate' },
  moderately_severe: { it: 'Moderatamente grave', en: 'Moderately severe' },
  severe: { it: 'Grave', en: 'Severe' },
};

export const severityExplanations: Record<'low' | 'middle' | 'high', Record<Lang, string>> = {
  low: {
    it: 'Il punteggio è nella fascia più bassa. Continua a prenderti cura di te; se qualcosa cambia, puoi ripetere il questionario tra qualche settimana.',
    en: 'Your score is in the lowest band. Keep looking after yourself; if things change, you can take it again in a few weeks.',
  },
  middle: {
    it: 'Il punteggio indica sintomi che vale la pena tenere d’occhio. Parlarne con il tuo medico di base o con uno psicologo può aiutarti a capire meglio cosa sta succedendo.',
    en: 'Your score points to symptoms worth keeping an eye on. Talking with your GP or a psychologist can help you understand what is going on.',
  },
  high: {
    it: 'Il punteggio è alto. Ti consigliamo di parlarne presto con il tuo medico di base o con un professionista della salute mentale: non devi affrontarlo da solo.',
    en: 'Your score is high. We suggest talking soon with your GP or a mental health professional: you do not have to face this alone.',
  },
};

export const selfCheckDisclaimer: Record<Lang, string> = {
  it: 'Questo è un questionario di autovalutazione, non una diagnosi. Solo un professionista della salute può fare una valutazione clinica.',
  en: 'This is a self-check, not a diagnosis. Only a health professional can make a clinical assessment.',
};

export const crisisMessage: Record<Lang, string> = {
  it: 'Hai indicato pensieri di morte o di farti del male. Non sei solo: puoi parlarne adesso con qualcuno. Se sei in pericolo immediato chiama il 112.',
  en: 'You mentioned thoughts of death or of hurting yourself. You are not alone: you can talk to someone right now. If you are in immediate danger, call 112.',
};
