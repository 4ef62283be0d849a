/**
 * Therapeutic writing module. A short request gets a structured prompt
 * (expressive writing, or a compassionate letter when shame, guilt or harsh
 * self-talk show up); a short draft gets a prompt built on its own words
 * (writing-draft.ts); a longer text gets a reflection on what was written.
 */
import { detectDistortions, distortionInfo } from '../../distortions';
import { normalize, rx, wordCount } from '../../text/normalize';
import type { Lang } from '../../types';
import { distortionMove } from '../chat';
import { paragraphs, type Ctx, type Draft } from '../context';
import { readEmotions, type EmotionId, type TopicId } from '../emotions';
import { draftPrompt, splitDraft } from './writing-draft';

const REFLECT_MIN_WORDS = 30;
const STRENGTH_CARE = rx(
  '\\b(?:voglio bene|mi importa|ci tengo|amo|care|love|matters to me|important to me)\\b',
);
const STRENGTH_EFFORT = rx(
  '\\b(?:ci ho provato|ci provo|provo|sto cercando|cerco di|mi impegno|continuo|tried|trying|try|keep going|effort|working on)\\b',
);

interface WritingText {
  focus: Record<TopicId | 'default', string>;
  why: string[];
  expressive: string;
  compassionate: string;
  safety: string;
  thanks: string[];
  noticed: string;
  strengths: { care: string; effort: string; insight: string };
  questions: string[];
  continueWith: string[];
  emotionNouns: Record<EmotionId, string>;
  and: string;
}

const TEXT: Record<Lang, WritingText> = {
  it: {
    focus: {
      default: 'su ciò che ti pesa di più in questo periodo',
      work: 'su quello che stai vivendo al lavoro',
      study: 'sullo studio e su ciò che ti preoccupa degli esami',
      partner: 'sulla tua relazione e su come ti fa sentire',
      family: 'sul rapporto con la tua famiglia',
      friends: 'sui tuoi rapporti con gli altri',
      health: 'sulle tue preoccupazioni per la salute',
      money: 'sulle preoccupazioni economiche',
      sleep: 'su ciò che ti toglie il sonno',
      self: 'sul rapporto che hai con te',
    },
    why: [
      'Scrivere di ciò che proviamo aiuta a mettere ordine e a prendere un po\u2019 di distanza da pensieri che girano in tondo.',
      'Mettere le emozioni su carta le rende più gestibili: da dentro la testa sembrano enormi, sul foglio hanno dei confini.',
    ],
    expressive:
      'Ecco una proposta di scrittura espressiva, per 15-20 minuti:\n1. Trova un momento e un posto tranquilli, e imposta un timer.\n2. Scrivi senza fermarti {focus}: cosa è successo, cosa hai provato, cosa hai pensato e perché ti tocca così tanto.\n3. Non badare a grammatica, ordine o stile: questo testo è solo per te.\n4. Negli ultimi cinque minuti rileggi e chiediti: cosa ho capito? Di cosa avrei bisogno adesso?',
    compassionate:
      'Ecco una proposta di scrittura, per 15 minuti circa: una lettera compassionevole.\n1. Immagina una persona saggia e gentile, che ti vuole bene e conosce tutta la tua storia.\n2. Scrivi una lettera indirizzata a te, con la sua voce, {focus}: cosa noterebbe di quello che stai passando? Cosa ti direbbe dei tuoi sforzi?\n3. Se compare un tono duro o giudicante, fermati e riscrivi la frase come la direbbe lei.\n4. Chiudi con una frase di incoraggiamento che potresti rileggere nei momenti difficili.',
    safety:
      'Se a un certo punto diventa troppo intenso, fermati pure e fai qualche respiro lento: puoi riprendere un altro giorno. Molte persone trovano utile ripeterlo per tre o quattro giorni di fila.',
    thanks: [
      'Grazie per aver scritto queste righe. Non è scontato mettere nero su bianco cose così personali.',
      'Grazie per aver condiviso quello che hai scritto. Si sente che viene da un posto vero.',
    ],
    noticed: 'Leggendo, sento soprattutto {emotions}.',
    strengths: {
      care: 'Nel tuo testo emerge anche quanto ti importa delle persone e delle cose di cui parli: è una risorsa, anche quando fa soffrire.',
      effort: 'Nel tuo testo si vede anche l\u2019impegno che ci stai mettendo, pur in un momento difficile.',
      insight: 'Nel tuo testo c\u2019è anche una bella capacità di guardarti dentro con onestà.',
    },
    questions: [
      'Rileggendo adesso, cosa noti che prima non vedevi?',
      'C\u2019è una frase che ti colpisce più delle altre? Cosa ti dice?',
      'Cosa diresti a una persona cara che ti facesse leggere queste stesse righe?',
    ],
    continueWith: [
      'Se ti va di continuare, prova a scrivere qualche riga che inizi con: «Una cosa che so di me è...».',
      'Se vuoi proseguire, prova a completare: «Se potessi dire una cosa gentile a chi ha scritto queste righe, direi...».',
    ],
    emotionNouns: {
      anxiety: 'ansia',
      stress: 'stanchezza e pressione',
      sadness: 'tristezza',
      anger: 'rabbia',
      guilt: 'senso di colpa',
      shame: 'vergogna',
      loneliness: 'solitudine',
      tiredness: 'stanchezza',
      positive: 'momenti di sollievo',
    },
    and: ' e ',
  },
  en: {
    focus: {
      default: 'about what weighs on you most at the moment',
      work: 'about what you\u2019re going through at work',
      study: 'about your studies and what worries you about exams',
      partner: 'about your relationship and how it makes you feel',
      family: 'about your relationship with your family',
      friends: 'about your relationships with other people',
      health: 'about your health worries',
      money: 'about your money worries',
      sleep: 'about what keeps you up at night',
      self: 'about your relationship with yourself',
    },
    why: [
      'Writing about what we feel helps put things in order and gives a little distance from thoughts that go round in circles.',
      'Putting emotions on paper makes them more manageable: inside your head they feel huge, on the page they have edges.',
    ],
    expressive:
      'Here\u2019s an expressive writing exercise, for 15-20 minutes:\n1. Find a quiet time and place, and set a timer.\n2. Write without stopping {focus}: what happened, what you felt, what you thought, and why it touches you so much.\n3. Don\u2019t worry about grammar, order or style: this text is just for you.\n4. In the last five minutes, read it back and ask yourself: what have I understood? What do I need right now?',
    compassionate:
      'Here\u2019s a writing exercise, about 15 minutes: a compassionate letter.\n1. Imagine a wise, kind person who loves you and knows your whole story.\n2. Write to yourself in their voice, {focus}: what would they notice about what you\u2019re going through? What would they say about your efforts?\n3. If a harsh or judging tone creeps in, pause and rewrite the sentence the way they would say it.\n4. End with one encouraging sentence you could reread in hard moments.',
    safety:
      'If at any point it gets too intense, feel free to stop and take a few slow breaths: you can pick it up another day. Many people find it helpful to repeat it for three or four days in a row.',
    thanks: [
      'Thank you for writing this. It\u2019s not easy to put such personal things down in black and white.',
      'Thank you for sharing what you wrote. It clearly comes from a real place.',
    ],
    noticed: 'Reading it, what comes through most is {emotions}.',
    strengths: {
      care: 'Your writing also shows how much you care about the people and things you mention: that\u2019s a strength, even when it hurts.',
      effort: 'Your writing also shows the effort you\u2019re putting in, even in a hard moment.',
      insight: 'There\u2019s also a real ability in your writing to look inside yourself honestly.',
    },
    questions: [
      'Reading it back now, what do you notice that you didn\u2019t see before?',
      'Is there a sentence that strikes you more than the others? What does it tell you?',
      'What would you say to someone you love if they showed you these same lines?',
    ],
    continueWith: [
      'If you\u2019d like to keep going, try writing a few lines that begin with: "One thing I know about myself is...".',
      'If you want to continue, try completing: "If I could say one kind thing to the person who wrote this, I would say...".',
    ],
    emotionNouns: {
      anxiety: 'anxiety',
      stress: 'pressure',
      sadness: 'sadness',
      anger: 'anger',
      guilt: 'guilt',
      shame: 'shame',
      loneliness: 'loneliness',
      tiredness: 'tiredness',
      positive: 'moments of relief',
    },
    and: ' and ',
  },
};

/** The feelings heard in a text, by name ("tristezza e solitudine"), if any. */
function feelings(lang: Lang, emotions: EmotionId[]): string | undefined {
  const W = TEXT[lang];
  const names = emotions
    .filter((e) => e !== 'positive')
    .slice(0, 2)
    .map((e) => W.emotionNouns[e]);
  return names.length ? names.join(W.and) : undefined;
}

/** A short draft: the prompt starts from how the person began. */
function onDraft(ctx: Ctx, draft: string): Draft {
  const emotions = readEmotions(normalize(draft)).emotions;
  const traps = detectDistortions(draft, ctx.lang).map((d) => d.id);
  const selfCritical =
    emotions.some((e) => e === 'shame' || e === 'guilt') ||
    traps.some((d) => d === 'labeling' || d === 'should_statements');
  const prompt = draftPrompt(ctx.lang, draft, { emotions: feelings(ctx.lang, emotions), selfCritical });
  return { text: paragraphs(prompt, TEXT[ctx.lang].safety), suggestions: [] };
}

export function writingReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const W = TEXT[ctx.lang];
  const topic = ctx.topics[0] ?? 'default';
  const parts = splitDraft(ctx.message);
  if (parts && wordCount(parts.draft) < REFLECT_MIN_WORDS) return onDraft(ctx, parts.draft);
  if (!parts && wordCount(ctx.message) < REFLECT_MIN_WORDS) {
    const selfCritical =
      ctx.emotions.emotions.some((e) => e === 'shame' || e === 'guilt') ||
      ctx.distortions.some((d) => d.id === 'labeling' || d.id === 'should_statements');
    const prompt = (selfCritical ? W.compassionate : W.expressive).replace('{focus}', W.focus[topic]);
    return { text: paragraphs(c.pick('w.why', W.why), prompt, W.safety), suggestions: [] };
  }
  const emotions = feelings(ctx.lang, ctx.emotions.emotions);
  const noticed = emotions ? W.noticed.replace('{emotions}', emotions) : undefined;
  const strength = STRENGTH_CARE.test(ctx.norm)
    ? W.strengths.care
    : STRENGTH_EFFORT.test(ctx.norm)
      ? W.strengths.effort
      : W.strengths.insight;
  const middle = ctx.distortions.length ? distortionMove(ctx, false) : undefined;
  const d = ctx.distortions[0];
  const question = d
    ? c.pick(`q.${d.id}`, distortionInfo(d.id, ctx.lang).questions)
    : c.pick('w.q', W.questions);
  return {
    text: paragraphs(
      `${c.pick('w.thanks', W.thanks)} ${noticed ?? ''}`.trim(),
      middle,
      strength,
      `${question} ${c.pick('w.cont', W.continueWith)}`,
    ),
    suggestions: [],
  };
}
