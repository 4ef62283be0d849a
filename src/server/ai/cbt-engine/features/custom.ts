/**
 * Custom prompt module (a free wellbeing question), plus the reflection
 * ("generate a perspective" on a journal entry) and resource search intro.
 */
import { distortionInfo } from '../../distortions';
import type { Lang } from '../../types';
import { freshBalanced } from '../balanced';
import { distortionMove } from '../chat';
import { CHAT, paragraphs, type Ctx, type Draft } from '../context';
import type { TopicId } from '../emotions';
import { is } from '../intents';
import { PSY, psyTopicFor } from '../psychoeducation';
import { rememberSuggestion } from '../state';
import { needsFor, pickSuggestions } from '../suggest';

const CUSTOM_TEXT: Record<
  Lang,
  { generic: string[]; question: string[]; suggestion: string; scope: string }
> = {
  it: {
    generic: [
      'È una bella domanda. In terapia cognitivo-comportamentale si parte da un\u2019idea semplice: pensieri, emozioni, sensazioni del corpo e comportamenti si influenzano a vicenda. Intervenire anche solo su uno di questi, per esempio notando un pensiero troppo duro o facendo un piccolo passo concreto, può cambiare anche gli altri.',
      'Grazie per la domanda. Un principio utile è osservare la situazione in tre parti: cosa è successo, cosa ho pensato, cosa ho provato e fatto. Spesso è il pensiero nel mezzo a rendere tutto più pesante, e quello si può esaminare.',
    ],
    question: [
      'Ti va di raccontarmi una situazione concreta in cui ti succede?',
      'Cosa vorresti che cambiasse, per prima cosa?',
    ],
    suggestion: 'Potrebbe esserti utile anche «{title}», che trovi nell\u2019app.',
    scope:
      'Ricorda che sono un assistente di intelligenza artificiale e non sostituisco un professionista: se quello che vivi ti pesa da tempo, parlarne con uno psicologo o con il tuo medico può fare la differenza.',
  },
  en: {
    generic: [
      'That\u2019s a good question. Cognitive behavioural therapy starts from a simple idea: thoughts, emotions, body sensations and actions all influence each other. Working on even one of them, for example noticing an overly harsh thought or taking a small concrete step, can change the others too.',
      'Thank you for asking. A useful principle is to look at a situation in three parts: what happened, what I thought, what I felt and did. Often it\u2019s the thought in the middle that makes everything heavier, and that can be examined.',
    ],
    question: [
      'Would you like to tell me about a specific situation where this happens?',
      'What would you most like to change first?',
    ],
    suggestion: 'You might also find "{title}" in the app useful.',
    scope:
      'Remember that I\u2019m an AI assistant and not a substitute for a professional: if this has been weighing on you for a while, talking to a psychologist or your doctor can make a real difference.',
  },
};

export function customReply(ctx: Ctx): Draft {
  const { c, norm } = ctx;
  const T = CHAT[ctx.lang];
  const C = CUSTOM_TEXT[ctx.lang];
  if (is.medication(norm)) return { text: c.pick('medication', T.medication), suggestions: [] };
  if (is.diagnosis(norm)) return { text: c.pick('diagnosis', T.diagnosis), suggestions: [] };
  if (is.unrelated(norm) && !ctx.emotions.emotions.length && !ctx.distortions.length && !psyTopicFor(norm)) {
    return { text: c.pick('unrelated', T.unrelated), suggestions: [] };
  }
  const topic = psyTopicFor(norm);
  const needs = needsFor(
    'custom',
    ctx.emotions.emotions,
    ctx.topics,
    ctx.distortions.map((d) => d.id),
    ctx.norm,
  );
  const suggestions = pickSuggestions(c, ctx.req.library, needs.length ? needs : ['stress'], 1);
  for (const s of suggestions) rememberSuggestion(c.state, s.slug);
  const sLine = suggestions[0] ? C.suggestion.replace('{title}', suggestions[0].title) : undefined;
  if (topic) {
    const b = PSY[ctx.lang][topic];
    return { text: paragraphs(b.body, b.tip, sLine, b.question), suggestions };
  }
  const primary = ctx.emotions.primary;
  const p1 = primary ? c.pick(`reflect.${primary}`, T.reflect[primary]) : c.pick('custom.generic', C.generic);
  const p2 = ctx.distortions.length ? distortionMove(ctx, false) : undefined;
  return { text: paragraphs(p1, p2, sLine, `${c.pick('custom.q', C.question)}`, C.scope), suggestions };
}

// ---------------------------------------------------------------- reflection perspective

const REFLECTION_TEXT: Record<
  Lang,
  { validate: string[]; reframeLead: string[]; strengthReframe: string[]; questions: string[] }
> = {
  it: {
    validate: [
      'Quello che hai scritto è sincero, e merita rispetto.',
      'Si sente che queste parole vengono da un posto vero. Grazie per aver trovato il tempo di scriverle.',
      'Mettere per iscritto quello che si prova non è scontato: è già un modo di prendersi cura di sé.',
    ],
    reframeLead: [
      'Potresti anche guardarla così: «{balanced}»',
      'Una prospettiva più gentile potrebbe essere: «{balanced}»',
    ],
    strengthReframe: [
      'Il fatto stesso di fermarti a riflettere dice qualcosa di importante: stai prestando attenzione a te, e da lì nascono i cambiamenti.',
      'Anche dove senti fatica, c\u2019è qualcosa che sta tenendo: la tua capacità di osservare quello che vivi senza voltarti dall\u2019altra parte.',
      'Dentro queste righe c\u2019è anche un bisogno legittimo, che merita di essere ascoltato con la stessa cura che dedicheresti a una persona cara.',
    ],
    questions: [
      'Cosa diresti a una persona cara che scrivesse le stesse parole?',
      'Qual è una piccola cosa che, domani, potrebbe farti sentire un po\u2019 meglio?',
      'Cosa vorresti ricordare di questa riflessione tra una settimana?',
    ],
  },
  en: {
    validate: [
      'What you wrote is honest, and it deserves respect.',
      'These words clearly come from a real place. Thank you for taking the time to write them.',
      'Putting what you feel into writing isn\u2019t easy: it\u2019s already a way of taking care of yourself.',
    ],
    reframeLead: [
      'You could also see it this way: "{balanced}"',
      'A kinder perspective might be: "{balanced}"',
    ],
    strengthReframe: [
      'The very fact that you stopped to reflect says something important: you\u2019re paying attention to yourself, and that\u2019s where change begins.',
      'Even where you feel strain, something is holding: your ability to look at what you\u2019re living through without turning away.',
      'Inside these lines there\u2019s also a legitimate need, which deserves to be heard with the same care you\u2019d give someone you love.',
    ],
    questions: [
      'What would you say to someone you love who wrote these same words?',
      'What is one small thing that could help you feel a little better tomorrow?',
      'What would you like to remember from this reflection a week from now?',
    ],
  },
};

export function reflectionReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const R = REFLECTION_TEXT[ctx.lang];
  const T = CHAT[ctx.lang];
  const primary = ctx.emotions.primary;
  const validate = primary
    ? c.pick(`reflect.${primary}`, T.reflect[primary])
    : c.pick('refl.validate', R.validate);
  const d = ctx.distortions[0];
  const alternative = d ? freshBalanced(c, d.id) : undefined;
  const reframe = alternative
    ? c.pick('refl.lead', R.reframeLead).replace('{balanced}', alternative)
    : c.pick('refl.strength', R.strengthReframe);
  const question = d
    ? c.pick(`q.${d.id}`, distortionInfo(d.id, ctx.lang).questions)
    : c.pick('refl.q', R.questions);
  return { text: paragraphs(validate, reframe, question), suggestions: [] };
}

// ---------------------------------------------------------------- resource search intro

const SEARCH_TOPIC: Record<Lang, Record<TopicId | 'anxiety' | 'stress' | 'sadness' | 'default', string>> = {
  it: {
    default: 'Ecco alcune risorse che potrebbero esserti utili.',
    anxiety: 'Ecco alcune risorse per gestire l\u2019ansia, passo dopo passo.',
    stress: 'Ecco alcune risorse per alleggerire lo stress.',
    sadness: 'Ecco alcune risorse per i momenti in cui l\u2019umore è basso.',
    work: 'Ecco alcune risorse per lo stress legato al lavoro.',
    study: 'Ecco alcune risorse per studio ed esami.',
    partner: 'Ecco alcune risorse sulle relazioni di coppia.',
    family: 'Ecco alcune risorse sulle relazioni in famiglia.',
    friends: 'Ecco alcune risorse sulle relazioni con gli altri.',
    health: 'Ecco alcune risorse per le preoccupazioni legate alla salute.',
    money: 'Ecco alcune risorse per lo stress legato alle preoccupazioni economiche.',
    sleep: 'Ecco alcune risorse per dormire meglio.',
    self: 'Ecco alcune risorse per costruire un rapporto più gentile con te.',
  },
  en: {
    default: 'Here are some resources that might help.',
    anxiety: 'Here are some resources to manage anxiety, step by step.',
    stress: 'Here are some resources to ease stress.',
    sadness: 'Here are some resources for when your mood is low.',
    work: 'Here are some resources for work-related stress.',
    study: 'Here are some resources for studying and exams.',
    partner: 'Here are some resources on relationships.',
    family: 'Here are some resources on family relationships.',
    friends: 'Here are some resources on connecting with others.',
    health: 'Here are some resources for health worries.',
    money: 'Here are some resources for money-related stress.',
    sleep: 'Here are some resources for better sleep.',
    self: 'Here are some resources to build a kinder relationship with yourself.',
  },
};

export function resourceSearchReply(ctx: Ctx): Draft {
  const S = SEARCH_TOPIC[ctx.lang];
  const e = ctx.emotions.primary;
  const key = e === 'anxiety' || e === 'stress' || e === 'sadness' ? e : (ctx.topics[0] ?? 'default');
  const needs = needsFor(
    'resource_search',
    ctx.emotions.emotions,
    ctx.topics,
    ctx.distortions.map((d) => d.id),
    ctx.norm,
  );
  const suggestions = pickSuggestions(ctx.c, ctx.req.library, needs, 3);
  return { text: S[key], suggestions };
}
