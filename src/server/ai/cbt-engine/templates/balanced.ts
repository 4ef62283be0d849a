import type { DistortionId, Lang } from '../../types';

/**
 * More alternative thoughts for each thinking trap, beside the one in its explanation, so a
 * conversation that meets the same trap again hears a new one (each is offered once).
 */
export const MORE_BALANCED: Record<DistortionId, Record<Lang, string[]>> = {
  all_or_nothing: {
    it: [
      'Tra «perfetto» e «disastro» ci sono tante sfumature, e la mia giornata sta probabilmente lì in mezzo.',
      'Posso aver sbagliato qualcosa e aver fatto bene altro: le due cose stanno insieme.',
    ],
    en: [
      'Between "perfect" and "disaster" there are lots of shades, and my day probably sits somewhere in between.',
      'I can have got something wrong and done other things well: both are true at once.',
    ],
  },
  catastrophizing: {
    it: [
      'Sto immaginando lo scenario peggiore, ma non è l\u2019unico possibile e spesso nemmeno il più probabile.',
      'Anche se andasse male, sarebbe un momento difficile, non la fine di tutto.',
    ],
    en: [
      'I\u2019m picturing the worst case, but it isn\u2019t the only possibility, and often not the most likely one.',
      'Even if it went badly, it would be a hard moment, not the end of everything.',
    ],
  },
  overgeneralization: {
    it: [
      'Mi capita spesso, ed è faticoso; ma «spesso» non vuol dire «sempre», e ci sono volte in cui va diversamente.',
      'Quello che è successo oggi racconta un giorno, non tutta la mia vita.',
    ],
    en: [
      'It happens to me often, and it\u2019s tiring; but "often" isn\u2019t "always", and there are times it goes differently.',
      'What happened today tells the story of one day, not of my whole life.',
    ],
  },
  mind_reading: {
    it: [
      'Sto dando per scontato cosa pensano gli altri; potrei chiederlo, oppure lasciare aperte altre spiegazioni.',
      'Non posso leggere nella mente di nessuno: quello che immagino dice più della mia paura che dei loro pensieri.',
    ],
    en: [
      'I\u2019m assuming what others think; I could ask, or leave room for other explanations.',
      'I can\u2019t read anyone\u2019s mind: what I imagine says more about my fear than about their thoughts.',
    ],
  },
  fortune_telling: {
    it: [
      'Il futuro non è ancora scritto: posso occuparmi del prossimo passo, non di tutto il percorso.',
      'La mia paura fa previsioni, ma non ha la sfera di cristallo: spesso le cose vanno meglio di come le immagino.',
    ],
    en: [
      'The future isn\u2019t written yet: I can take care of the next step, not the whole road.',
      'My fear makes predictions, but it has no crystal ball: things often go better than I imagine.',
    ],
  },
  should_statements: {
    it: [
      'Invece di «dovrei», posso dirmi «vorrei», e trattarmi con la stessa pazienza che avrei con un\u2019amica o un amico.',
      'Sto facendo quello che posso con le energie che ho oggi, e questo conta.',
    ],
    en: [
      'Instead of "I should", I can say "I\u2019d like to", and treat myself with the patience I\u2019d give a friend.',
      'I\u2019m doing what I can with the energy I have today, and that counts.',
    ],
  },
  labeling: {
    it: [
      'Sono una persona intera, con lati forti e lati fragili: un momento difficile non mi definisce.',
      'Posso chiamare per nome quello che è successo, senza appiccicarmi un\u2019etichetta addosso.',
    ],
    en: [
      'I\u2019m a whole person, with strong sides and fragile ones: one hard moment doesn\u2019t define me.',
      'I can name what happened without sticking a label on myself.',
    ],
  },
  personalization: {
    it: [
      'Non tutto quello che succede intorno a me dipende da me: posso prendermi la mia parte, non tutto il peso.',
      'Anche gli altri hanno le loro giornate e i loro motivi, che spesso non c\u2019entrano con me.',
    ],
    en: [
      'Not everything that happens around me is down to me: I can take my share, not the whole weight.',
      'Other people have their own days and reasons, which often have nothing to do with me.',
    ],
  },
  emotional_reasoning: {
    it: [
      'Sentirmi così è faticoso, ma le emozioni cambiano, come il meteo: i fatti vanno guardati a parte.',
      'Posso dare spazio a quello che provo e, nello stesso tempo, chiedermi cosa dicono davvero i fatti.',
    ],
    en: [
      'Feeling this way is hard, but feelings pass like changing weather: the facts need looking at on their own.',
      'I can make room for what I feel and, at the same time, ask what the facts really say.',
    ],
  },
  mental_filter: {
    it: [
      'Sto guardando solo la parte che è andata storta; se allargo lo sguardo, c\u2019è anche altro.',
      'Il dettaglio negativo mi salta all\u2019occhio, ma non è tutto il quadro.',
    ],
    en: [
      'I\u2019m only looking at the part that went wrong; if I widen the view, there\u2019s more to it.',
      'The negative detail jumps out at me, but it isn\u2019t the whole picture.',
    ],
  },
  discounting_positive: {
    it: [
      'Quello che è andato bene conta quanto quello che è andato male: posso tenerlo con me.',
      'Se lo avesse fatto una persona cara, le riconoscerei il merito: posso farlo anche con me.',
    ],
    en: [
      'What went well counts as much as what went wrong: I can hold on to it.',
      'If someone I love had done this, I\u2019d give them credit: I can do the same for myself.',
    ],
  },
};

/** Alternatives that fit any trap, for when a trap's own have all been offered. */
export const GENERIC_BALANCED: Record<Lang, string[]> = {
  it: [
    'Posso notare questo pensiero senza crederci del tutto: è un pensiero, non un fatto.',
    'È un momento difficile, e i momenti difficili passano, anche quando non sembra.',
  ],
  en: [
    'I can notice this thought without fully believing it: it\u2019s a thought, not a fact.',
    'This is a hard moment, and hard moments pass, even when it doesn\u2019t feel that way.',
  ],
};

/** When every alternative has been offered: the person is invited to find their own. */
export const OWN_BALANCED: Record<Lang, string[]> = {
  it: [
    'Stavolta provo a chiederlo a te: se dovessi riscrivere questo pensiero in modo un po\u2019 più gentile e realistico, come suonerebbe?',
    'Qui la frase più utile è quella che trovi tu: come ti diresti la stessa cosa con un po\u2019 più di equilibrio?',
  ],
  en: [
    'This time I\u2019ll ask you: if you rewrote this thought in a slightly kinder, more realistic way, how would it sound?',
    'Here the most useful sentence is the one you find: how would you say the same thing to yourself with a little more balance?',
  ],
};
