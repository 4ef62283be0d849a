/**
 * Relationships module: reflect, separate facts from interpretations (or name
 * a thinking trap), offer a communication tool (I-message, boundaries) and a
 * small step.
 */
import { rx } from '../../text/normalize';
import type { Lang } from '../../types';
import { distortionMove } from '../chat';
import { CHAT, paragraphs, type Ctx, type Draft } from '../context';
import { rememberSuggestion } from '../state';
import { needsFor, pickSuggestions } from '../suggest';

interface RelText {
  intro: string[];
  facts: string[];
  iMessage: string[];
  boundaries: string[];
  questions: string[];
  steps: string[];
  suggestion: string;
}

const CONFLICT = rx(
  '\\b(?:litig\\w*|discuss\\w*|urla|urlato|critic\\w*|pretend\\w*|mancanza di rispetto|non mi ascolt\\w*|mi ignora|geloso|gelosa|controlla|fight\\w*|argu\\w*|yell\\w*|shout\\w*|criticis\\w*|criticiz\\w*|disrespect\\w*|doesnt listen|ignores me|jealous|controlling|demand\\w*)\\b',
);

const TEXT: Record<Lang, RelText> = {
  it: {
    intro: [
      'Le relazioni toccano corde profonde: è normale che questa situazione ti stia a cuore.',
      'Quando una relazione ci fa soffrire, ci ripensiamo in continuazione. Grazie per avermelo raccontato.',
    ],
    facts: [
      'Un passo utile è separare i fatti (cosa ha detto o fatto, esattamente) dalle interpretazioni (cosa pensi che significhi). Spesso il dolore più forte arriva dalla seconda parte.',
      'Proviamo a distinguere quello che è successo davvero da quello che la mente ci ha aggiunto sopra: sono due cose diverse, anche se nel momento sembrano una sola.',
    ],
    iMessage: [
      'Se senti il bisogno di parlarne, può aiutare un messaggio in prima persona, senza accuse: «Quando succede ___, mi sento ___, perché per me è importante ___. Mi aiuterebbe se ___».',
      'Per parlarne senza che diventi uno scontro, prova a partire da te: «Quando è successo ___, ho provato ___. Per me conta ___. Possiamo ___?». Descrivere il tuo vissuto è più facile da ascoltare di un giudizio.',
    ],
    boundaries: [
      'Hai il diritto di dire di no e di mettere dei limiti, anche con le persone a cui vuoi bene. Un limite chiaro e gentile protegge la relazione, non la rovina.',
      'Ricorda che puoi prenderti una pausa da una discussione che sta degenerando: «Adesso ho bisogno di calmarmi, riprendiamo tra mezz\u2019ora» è una scelta sana, non una fuga.',
    ],
    questions: [
      'Cosa ti piacerebbe che l\u2019altra persona capisse di te, in questa situazione?',
      'Di cosa avresti bisogno, concretamente, da questa relazione?',
      'Se guardassi la scena dal punto di vista dell\u2019altra persona, cosa potresti notare?',
    ],
    steps: [
      'Prima di una conversazione difficile, scrivi in tre righe cosa senti, di cosa hai bisogno e cosa chiederai.',
      'Scegli un momento tranquillo per parlarne, non nel mezzo di una discussione.',
      'Prova a fare una domanda invece di indovinare: una domanda aperta può chiarire molto.',
    ],
    suggestion: 'Se ti va, nell\u2019app trovi anche «{title}».',
  },
  en: {
    intro: [
      'Relationships touch something deep: it makes sense that this matters so much to you.',
      'When a relationship hurts, we go over it again and again. Thank you for telling me about it.',
    ],
    facts: [
      'A useful step is to separate the facts (what exactly was said or done) from the interpretations (what you think it means). Often the sharpest pain comes from the second part.',
      'Let\u2019s try to tell apart what actually happened from what the mind added on top: they\u2019re two different things, even if in the moment they feel like one.',
    ],
    iMessage: [
      'If you feel the need to talk about it, an "I" message without blame can help: "When ___ happens, I feel ___, because ___ matters to me. It would help me if ___."',
      'To talk about it without it becoming a fight, start from yourself: "I felt ___ when ___. What matters to me is ___. Could we ___?". Describing your experience is easier to hear than a judgement.',
    ],
    boundaries: [
      'You have the right to say no and to set limits, even with people you love. A clear, kind boundary protects a relationship; it doesn\u2019t ruin it.',
      'Remember you can take a break from an argument that\u2019s escalating: "I\u2019m too worked up right now, let\u2019s pick this up in half an hour" is a healthy choice, not running away.',
    ],
    questions: [
      'What would you like the other person to understand about you in this situation?',
      'What do you need, concretely, from this relationship?',
      'If you looked at the scene from the other person\u2019s point of view, what might you notice?',
    ],
    steps: [
      'Before a difficult conversation, write three lines: what you feel, what you need, and what you will ask for.',
      'Pick a calm moment to talk about it, not the middle of an argument.',
      'Try asking a question instead of guessing: one open question can clear up a lot.',
    ],
    suggestion: 'If you like, the app also has "{title}".',
  },
};

export function relationshipsReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const R = TEXT[ctx.lang];
  const T = CHAT[ctx.lang];
  const primary = ctx.emotions.primary;
  const p1 = primary ? c.pick(`reflect.${primary}`, T.reflect[primary]) : c.pick('rel.intro', R.intro);
  const p2 = ctx.distortions.length
    ? distortionMove(ctx, true)
    : `${c.pick('rel.facts', R.facts)} ${c.pick('rel.q', R.questions)}`;
  const tool = CONFLICT.test(ctx.norm) ? c.pick('rel.bound', R.boundaries) : c.pick('rel.imsg', R.iMessage);
  const needs = needsFor(
    'relationships',
    ctx.emotions.emotions,
    ctx.topics,
    ctx.distortions.map((d) => d.id),
  );
  const suggestions = pickSuggestions(c, ctx.req.library, needs, 1);
  for (const s of suggestions) rememberSuggestion(c.state, s.slug);
  const sLine = suggestions[0] ? R.suggestion.replace('{title}', suggestions[0].title) : undefined;
  const step = `${c.pick('stepLead', T.stepLead)} ${c.pick('rel.step', R.steps).replace(/^./, (ch) => ch.toLowerCase())}`;
  return { text: paragraphs(p1, p2, tool, [sLine, step].filter(Boolean).join(' ')), suggestions };
}
