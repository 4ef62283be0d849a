/** An exercise as the content form holds it (Italian complete, English without a tip), for the preview tests. */
export const exercise = {
  slug: 'respiro-quadrato',
  category: 'breathing',
  durationMinutes: 5,
  premium: true,
  text: {
    it: {
      title: 'Respiro quadrato',
      summary: 'Quattro tempi uguali per ritrovare calma.',
      goal: 'Rallentare il respiro quando la tensione sale.',
      steps: ['Inspira contando fino a quattro.', 'Trattieni per quattro.'],
      tip: 'Se ti gira la testa, accorcia i tempi.',
    },
    en: {
      title: 'Box breathing',
      summary: 'Four equal counts to find calm again.',
      goal: 'Slow the breath down when tension rises.',
      steps: ['Breathe in for a count of four.', 'Hold for four.'],
    },
  },
};
