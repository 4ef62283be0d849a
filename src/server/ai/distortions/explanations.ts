/**
 * Gentle, plain-language explanations of each thinking trap, in Italian and
 * English: a name, a one-line description, an example of a more balanced
 * thought and a few Socratic questions. Used by the built-in engine and by the
 * UI (e.g. a "what does this mean?" popover).
 */
import type { DistortionId, Lang } from '../types';

export interface DistortionInfo {
  name: string;
  description: string;
  balancedExample: string;
  questions: string[];
}

export const DISTORTION_INFO: Record<DistortionId, Record<Lang, DistortionInfo>> = {
  all_or_nothing: {
    it: {
      name: 'Pensiero tutto-o-nulla',
      description: 'Vedere le cose solo in bianco o nero: o è perfetto, o è un fallimento.',
      balancedExample:
        'Non è andata perfettamente, ma alcune parti sono andate bene e su altre posso migliorare.',
      questions: [
        'C\u2019è una via di mezzo tra «perfetto» e «fallimento»?',
        'Su una scala da 0 a 100, dove metteresti davvero questa situazione?',
        'Cosa diresti a una persona cara che ottenesse lo stesso risultato?',
      ],
    },
    en: {
      name: 'All-or-nothing thinking',
      description: 'Seeing things only in black and white: either perfect or a failure.',
      balancedExample: 'It didn\u2019t go perfectly, but some parts went well and others I can improve.',
      questions: [
        'Is there any middle ground between "perfect" and "failure"?',
        'On a scale from 0 to 100, where would you honestly put this?',
        'What would you say to someone you care about who got the same result?',
      ],
    },
  },
  catastrophizing: {
    it: {
      name: 'Catastrofizzazione',
      description: 'Immaginare subito lo scenario peggiore e dare per scontato che sarà insopportabile.',
      balancedExample:
        'Potrebbe andare male, e sarebbe difficile, ma ho già attraversato momenti duri e saprei a chi chiedere aiuto.',
      questions: [
        'Qual è la cosa peggiore che può succedere, quella più probabile e quella migliore?',
        'Se succedesse davvero il peggio, cosa potresti fare per affrontarlo?',
        'Fra un anno, quanto peserà questa cosa?',
      ],
    },
    en: {
      name: 'Catastrophizing',
      description: 'Jumping to the worst possible outcome and assuming it would be unbearable.',
      balancedExample:
        'It might go badly, and that would be hard, but I\u2019ve got through difficult times before and I know who I could ask for help.',
      questions: [
        'What\u2019s the worst that could happen, the most likely, and the best?',
        'If the worst did happen, what could you do to cope with it?',
        'A year from now, how much will this matter?',
      ],
    },
  },
  overgeneralization: {
    it: {
      name: 'Ipergeneralizzazione',
      description:
        'Trarre una regola generale da un solo episodio, con parole come «sempre», «mai», «tutti», «nessuno».',
      balancedExample: 'Questa volta è andata male; non vuol dire che andrà sempre così.',
      questions: [
        'Ci sono state volte in cui è andata diversamente?',
        'Se provi a contarle, quante volte è successo davvero?',
        'Che cosa rende questa situazione diversa dalle altre?',
      ],
    },
    en: {
      name: 'Overgeneralization',
      description:
        'Drawing a sweeping rule from one event, with words like "always", "never", "everyone", "nobody".',
      balancedExample: 'This time it went badly; that doesn\u2019t mean it will always go this way.',
      questions: [
        'Have there been times when it went differently?',
        'If you actually count them, how many times has this happened?',
        'What makes this situation different from the others?',
      ],
    },
  },
  mind_reading: {
    it: {
      name: 'Lettura del pensiero',
      description:
        'Dare per certo di sapere cosa pensano gli altri, di solito qualcosa di negativo su di te.',
      balancedExample:
        'Non so davvero cosa sta pensando: potrebbe avere tanti motivi che non c\u2019entrano con me.',
      questions: [
        'Che prove hai di quello che pensa? Ci sono altre spiegazioni possibili?',
        'Potresti chiederglielo, o verificarlo in qualche modo?',
        'Se una persona a cui tieni facesse la stessa cosa, come la interpreteresti?',
      ],
    },
    en: {
      name: 'Mind reading',
      description: 'Assuming you know what others are thinking, usually something negative about you.',
      balancedExample:
        'I don\u2019t really know what they\u2019re thinking; there could be lots of reasons that have nothing to do with me.',
      questions: [
        'What evidence do you have for what they think? Are there other explanations?',
        'Could you ask them, or check it in some way?',
        'If a friend did the same thing, how would you read it?',
      ],
    },
  },
  fortune_telling: {
    it: {
      name: 'Previsione negativa del futuro',
      description: 'Prevedere che andrà male, come se fosse un fatto già accaduto.',
      balancedExample: 'Non so come andrà: posso prepararmi al meglio e vedere cosa succede davvero.',
      questions: [
        'Quante volte le tue previsioni negative si sono avverate davvero?',
        'Quali altri esiti sono possibili?',
        'Cosa potresti fare oggi per aumentare le probabilità che vada bene?',
      ],
    },
    en: {
      name: 'Fortune telling',
      description: 'Predicting that things will go badly, as if it had already happened.',
      balancedExample:
        'I don\u2019t know how it will go; I can prepare as well as I can and see what actually happens.',
      questions: [
        'How often have your negative predictions actually come true?',
        'What other outcomes are possible?',
        'What could you do today to make a good outcome more likely?',
      ],
    },
  },
  should_statements: {
    it: {
      name: 'Doverizzazioni',
      description: 'Regole rigide su come «dovresti» essere o sentirti, che portano colpa e pressione.',
      balancedExample: 'Mi piacerebbe riuscirci, e va bene anche se oggi non ci riesco del tutto.',
      questions: [
        'Da dove viene questa regola, e ti sta aiutando o ti sta schiacciando?',
        'Come suonerebbe se dicessi «mi piacerebbe» al posto di «devo»?',
        'Chiederesti la stessa cosa a una persona a cui vuoi bene?',
      ],
    },
    en: {
      name: 'Should statements',
      description: 'Rigid rules about how you "should" be or feel, which bring guilt and pressure.',
      balancedExample: 'I\u2019d like to manage it, and it\u2019s okay if today I can\u2019t do it all.',
      questions: [
        'Where does this rule come from, and is it helping you or weighing you down?',
        'How would it sound if you said "I\u2019d like to" instead of "I should"?',
        'Would you ask the same of someone you love?',
      ],
    },
  },
  labeling: {
    it: {
      name: 'Etichettamento',
      description:
        'Ridurre una persona, a volte proprio te, a un\u2019etichetta negativa a partire da un singolo comportamento.',
      balancedExample: 'Ho fatto un errore, ma un errore è qualcosa che ho fatto, non quello che sono.',
      questions: [
        'Questa etichetta descrive tutta la persona o un singolo comportamento?',
        'Quali fatti non si incastrano con questa etichetta?',
        'Come racconteresti quello che è successo senza usare etichette?',
      ],
    },
    en: {
      name: 'Labeling',
      description: 'Reducing a person, often yourself, to a negative label because of one behaviour.',
      balancedExample: 'I made a mistake, but a mistake is something I did, not who I am.',
      questions: [
        'Does this label describe the whole person, or one behaviour?',
        'What facts don\u2019t fit this label?',
        'How would you describe what happened without using labels?',
      ],
    },
  },
  personalization: {
    it: {
      name: 'Personalizzazione',
      description: 'Sentirsi responsabili di cose che dipendono anche, o soprattutto, da altro.',
      balancedExample: 'Una parte forse dipende da me, ma ci sono anche altri fattori che non controllo.',
      questions: [
        'Quali altri fattori hanno contribuito a quello che è successo?',
        'In percentuale, quanta parte dipendeva davvero da te?',
        'Se fosse successo a un\u2019altra persona, le daresti tutta la colpa?',
      ],
    },
    en: {
      name: 'Personalization',
      description: 'Taking responsibility for things that also, or mostly, depend on other factors.',
      balancedExample: 'Part of it may be down to me, but there are other factors I don\u2019t control.',
      questions: [
        'What other factors played a part in what happened?',
        'As a percentage, how much of it was really up to you?',
        'If this had happened to someone else, would you put all the blame on them?',
      ],
    },
  },
  emotional_reasoning: {
    it: {
      name: 'Ragionamento emotivo',
      description: 'Prendere un\u2019emozione come prova dei fatti: «lo sento, quindi è vero».',
      balancedExample:
        'Mi sento in ansia, ed è un\u2019emozione reale; però un\u2019emozione non è una prova di come stanno le cose.',
      questions: [
        'Quali fatti, oltre all\u2019emozione, sostengono questo pensiero?',
        'Ti è mai capitato di sentirti così anche quando poi le cose erano diverse?',
        'Cosa noterebbe una persona esterna, che non prova la tua stessa emozione?',
      ],
    },
    en: {
      name: 'Emotional reasoning',
      description: 'Treating a feeling as proof of the facts: "I feel it, so it must be true".',
      balancedExample:
        'I feel anxious, and that feeling is real; but a feeling isn\u2019t evidence of how things are.',
      questions: [
        'Apart from the feeling, what facts support this thought?',
        'Have you ever felt this way when things turned out to be different?',
        'What would someone on the outside notice, someone who doesn\u2019t share the feeling?',
      ],
    },
  },
  mental_filter: {
    it: {
      name: 'Filtro mentale',
      description: 'Notare solo il dettaglio negativo e lasciare sullo sfondo tutto il resto.',
      balancedExample: 'Una cosa non è andata, e ce ne sono state diverse che invece sono andate bene.',
      questions: [
        'Cosa è andato bene, anche in piccolo, in questa situazione?',
        'Se guardassi l\u2019intera giornata, che quadro vedresti?',
        'Che peso ha questo dettaglio rispetto a tutto il resto?',
      ],
    },
    en: {
      name: 'Mental filter',
      description: 'Noticing only the negative detail and letting everything else fade into the background.',
      balancedExample: 'One thing didn\u2019t go well, and several other things did.',
      questions: [
        'What went well here, even in a small way?',
        'If you looked at the whole day, what picture would you see?',
        'How much does this detail weigh compared with everything else?',
      ],
    },
  },
  discounting_positive: {
    it: {
      name: 'Squalificare il positivo',
      description: 'Sminuire ciò che va bene, come se non contasse o fosse solo fortuna.',
      balancedExample:
        'Ci ho messo impegno e ha funzionato: posso riconoscermelo, anche se un po\u2019 di fortuna c\u2019è stata.',
      questions: [
        'Se un\u2019altra persona avesse ottenuto lo stesso risultato, diresti che è stata solo fortuna?',
        'Che cosa hai fatto tu perché andasse così?',
        'Cosa cambierebbe se ti concedessi di prendere sul serio questo successo?',
      ],
    },
    en: {
      name: 'Discounting the positive',
      description: 'Playing down what goes well, as if it didn\u2019t count or was just luck.',
      balancedExample:
        'I put effort in and it worked; I can give myself credit, even if a bit of luck was involved.',
      questions: [
        'If someone else had the same result, would you say it was just luck?',
        'What did you do that helped it go this way?',
        'What would change if you let yourself take this success seriously?',
      ],
    },
  },
};

export function distortionInfo(id: DistortionId, lang: Lang): DistortionInfo {
  return DISTORTION_INFO[id][lang];
}
