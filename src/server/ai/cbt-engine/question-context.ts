/**
 * What a question is looked up with: its own words, or, for a short follow-up whose subject is in
 * the person's turns before ("cosa posso fare quando litigano?", "and if I can't wake up when it
 * goes off?"), those turns joined before it.
 */
import { normalize, rx } from '../text/normalize';
import { personTurns, type Ctx } from './context';
import { askFocus, contentStems, takesUp } from './answer-lead';
import { answerQuestion, isQuestion, KNOWLEDGE_ENTRIES, type KnowledgeContext } from './knowledge/index';
import { splitSentences } from './memory';
import { mentionsHealth } from './turns';

/** The words of an opinion asked ("secondo te", "what do you think"), set aside to see what else the question holds. */
const OPINION_WORDS =
  /\b(?:secondo te|tu (?:cosa|che) (?:ne )?(?:pensi|dici|faresti)|(?:cosa|che) ne pensi|(?:cosa|che) faresti|al (?:mio posto|posto mio)|what (?:do|would) you (?:think|do|suggest|say)|in my (?:place|shoes)|if you were me)\b/giu;
/** A pointer that can only mean what was said before: "instead", "those", "rifarlo". */
const PERSON_POINTER = rx(
  '\\b(?:(?:con|da|a|di) (?:lei|lui)|tu e (?:lei|lui)|(?:with|to|see|like|about) (?:her|him)|you and (?:her|him))\\b',
);
const PROFESSIONAL = rx(
  '\\b(?:psicolog\\w*|psicoterapeut\\w*|terapeut\\w*|psichiatr\\w*|therapist|counsell?or|psychologist|psychiatrist)\\b',
);
const STRONG_POINTER = /\b(?:instead|those|these|invece|quei|quelle|ce l ho|ce l hai|do i have it|have i got it|\p{L}+(?:arl|erl|irl)[oaie])\b/u;
/** Entries that answer any "is it normal?" or "is it serious?": the turn before may name what is asked. */
const GENERIC = new Set(['life_is_it_normal', 'serious_generic']);
/** ...and what must never be called normal: how someone else treats the person. */
const NOT_NORMAL = new Set(['partner_control', 'others_treatment_not_normal']);
/** A pointer back to what was said: "it", "questo", "instead". */
const POINTS_BACK =
  /\b(?:it|this|that|those|these|instead|questo|questa|quello|quella|quei|quelle|invece|(?:of|during|have|having|get|getting) one)\b/u;

/** How long or how much, asked in a few words: its subject is in the turns before. */
const HOW_MUCH = /\b(?:quanto|quanti|quante|how long|how much|how many)\b/u;
/** An entry that answers how long or how much ("quanto deve durare", "how long should"). */
const HOW_MUCH_KEYS = /\b(?:quant[oiae]|durat|durare|how long|how much|how many|minut)/u;
/** An answer that speaks of the doctor. */
const DOCTOR_TEXT = /\b(?:medico|GP|doctor)\b/u;
const DOCTOR = rx(
  '\\b(?:doctor|doctors|gp|medico|dottor\\w*|specialist\\w*|diabetolog\\w*|cardiolog\\w*|dermatolog\\w*|ginecolog\\w*|neurolog\\w*|psichiatr\\w*)\\b',
);
/** Asking for another way than the one given: "what else then?", "any other ideas?", «cos'altro?», «altre idee?». */
const ANOTHER_WAY =
  /\b(?:what else|anything else|any other (?:ideas?|ways?|tips?|suggestions?)|another (?:idea|way|option)|something else|cos altro|che altro|qualcos altro|altre idee|un altra idea|un altro modo|un altra strada|altro modo)\b/u;

/** Sentences said so far (the knowledge avoids repeating them). */
function recentSentences(ctx: Ctx): string[] {
  return ctx.req.history.filter((t) => t.role === 'assistant').flatMap((t) => splitSentences(t.content));
}

export function knowledgeContext(ctx: Ctx): KnowledgeContext {
  return {
    // After an unwanted thought was told, "capita anche ad altri?" is about those thoughts.
    topics: [...ctx.topics, ...ctx.c.state.lastDistortions, ...(ctx.c.state.used['intrusive'] ? ['intrusive'] : [])],
    recent: recentSentences(ctx),
    seed: ctx.c.index('knowledge', 1_000_003),
  };
}

/** The person spoke of a symptom, a test or the doctor, in this message or the last few. */
export function healthWorry(ctx: Ctx): boolean {
  return mentionsHealth(ctx.norm) || personTurns(ctx, 4).some((t) => mentionsHealth(normalize(t)));
}

const strip = (text: string) => text.replace(/[?.!]+\s*$/u, '');

/**
 * "quanto dura di solito questa fase?" a turn or two after a child's tears at nursery: an entry that
 * says how long, for what the person named, looked up with that turn. Undefined when none does.
 */
export function howMuchNamed(ctx: Ctx): string | undefined {
  if (!HOW_MUCH.test(ctx.norm) || ctx.message.split(/\s+/).length > 10) return undefined;
  const kctx = knowledgeContext(ctx);
  const aboutHowMuch = (t: string) => {
    const id = answerQuestion(`${strip(t)}. ${ctx.message}`, ctx.lang, kctx)?.id;
    return !!id && HOW_MUCH_KEYS.test(KNOWLEDGE_ENTRIES.find((e) => e.id === id)?.keys ?? '');
  };
  const named = personTurns(ctx, 4).find((t) => t.length <= 200 && aboutHowMuch(t));
  return named && `${strip(named)}. ${ctx.message}`;
}

/**
 * The text to look a question up with: its own words, or the person's turn before (or the one
 * before that) joined to it, for a follow-up whose subject is there. A health answer comes from a
 * turn that spoke of the body; a turn before that held no subject ("e grave?") is passed over.
 */
/** "what's grounding exactly?", «cos'è il grounding?»: a question asking what something is. */
const DEFINITION = rx(
  '^(?:(?:ok|so|and|but|e|ma|allora) )*(?:what s|whats|what is|what are|what does \\w+ mean|cos e|cosa e|che cos e|cosa sono|che cosa e|cosa significa|cosa vuol dire)\\b',
);

/**
 * "what's grounding exactly? someone mentioned it on a tinnitus forum": what is asked is in the
 * question, not in the sentence after it. The question alone, when it asks what something is and
 * the knowledge has it; undefined otherwise.
 */
function definitionAsked(ctx: Ctx): string | undefined {
  const end = ctx.message.indexOf('?');
  if (end < 0 || end === ctx.message.trimEnd().length - 1) return undefined;
  const asked = ctx.message.slice(0, end + 1);
  if (!DEFINITION.test(normalize(asked))) return undefined;
  return answerQuestion(asked, ctx.lang, knowledgeContext(ctx)) ? asked : undefined;
}

export function withSubject(ctx: Ctx): string {
  const defined = definitionAsked(ctx);
  if (defined) return defined;
  // A decision, a choice or an opinion asked is weighed on its own words (general.ts), not on the last topic.
  const form = askFocus(ctx.message, ctx.lang)?.form;
  // "cosa sbaglio secondo te?" asks an opinion about something of its own: it is looked up like any follow-up.
  const ownWords = contentStems(ctx.message.replace(OPINION_WORDS, ' ')).size > 0;
  // ...unless the choice is whether to see a doctor: that has an answer ("dovrei parlarne con il diabetologo?").
  const doctor = DOCTOR.test(ctx.norm) && answerQuestion(ctx.message, ctx.lang, knowledgeContext(ctx)) !== null;
  if (!doctor && (form === 'decision' || form === 'choice' || (form === 'opinion' && !ownWords) || form === 'next'))
    return ctx.message;
  const kctx = knowledgeContext(ctx);
  const lookup = (text: string) => answerQuestion(text, ctx.lang, kctx);
  const words = ctx.message.split(/\s+/).length;
  const own = lookup(ctx.message);
  const pointsBack = words <= 6 || POINTS_BACK.test(ctx.norm);
  // A turn of pushback just before ("la respirazione non funziona") is what was turned down, not the subject.
  const st = ctx.c.state;
  const afterPushback = st.pushbackAt >= 0 && st.pushbackAt === st.turn - 1;
  const turns = personTurns(ctx, afterPushback ? 3 : 2)
    .slice(afterPushback ? 1 : 0)
    .filter((t) => t.length <= 200);
  const joined = turns.map((t) => `${strip(t)}. ${ctx.message}`);
  // "può essere ansia?" right after a lump in the throat, "what does it mean if it doesn't hurt?" a few
  // turns after a lump: asked about the body, so the health answer (GP, 112) comes first.
  // The turn before is joined unless it held no subject of its own ("e grave?", "is it?").
  const subjectless = (t: string) => t.split(/\s+/).length <= 3 && isQuestion(t, ctx.lang);
  const body = personTurns(ctx, 4).find((t) => mentionsHealth(normalize(t)) && t.length <= 200);
  // "should I see a doctor again before then?" in a conversation about a lump: the body first.
  const asksDoctor =
    (mentionsHealth(ctx.norm) || DOCTOR.test(ctx.norm)) && healthWorry(ctx) && own?.kind !== 'health';
  if (asksDoctor || (pointsBack && (!own || (words <= 6 && own.kind !== 'health')))) {
    for (const text of [
      turns[0] && !subjectless(turns[0]) ? joined[0] : undefined,
      body && `${strip(body)}. ${ctx.message}`,
    ]) {
      if (text && lookup(text)?.kind === 'health') return text;
    }
    // "devo andare dal medico?" after "mi sveglio distrutta": the answer that says when to see the doctor.
    if (asksDoctor && !own) {
      const seen = personTurns(ctx, 4)
        .filter((t) => t.length <= 200)
        .map((t) => `${strip(t)}. ${ctx.message}`)
        .find((text) => DOCTOR_TEXT.test(lookup(text)?.text ?? ''));
      if (seen) return seen;
    }
  }
  // "quanto deve durare? 3 minuti bastano?" a few turns after the speech was named: how long, for that.
  // Also when the question's own entry came only from the conversation's mood ("quanto dura questa
  // fase?" after a child's tears at nursery is the nursery's phase, not low mood's).
  const ownWordsOnly = own && answerQuestion(ctx.message, ctx.lang, { ...kctx, topics: [] });
  const named = ownWordsOnly ? undefined : howMuchNamed(ctx);
  if (named) return named;
  // "is that normal in a relationship?" after "my girlfriend checks my phone": a general answer of its
  // own gives way when the turn before tells how someone treats the person ("yes, it's normal" must
  // not answer control).
  if (own && GENERIC.has(own.id) && pointsBack && joined[0]) {
    const found = lookup(joined[0]);
    if (found && NOT_NORMAL.has(found.id)) return joined[0];
  }
  if (own) return ctx.message;
  // "what else then?", «cos'altro posso fare?»: another way for what they asked a turn or two ago.
  if (ANOTHER_WAY.test(ctx.norm)) {
    const asked = personTurns(ctx, 3).find((t) => t.length <= 200 && isQuestion(t, ctx.lang) && lookup(t));
    if (asked) return `${strip(asked)}. ${ctx.message}`;
  }
  // «e se non mi trovo bene con lei?» two turns after «ho il primo appuntamento con una psicologa»:
  // the person pointed at is the professional named before.
  if (PERSON_POINTER.test(ctx.norm)) {
    const named = personTurns(ctx, 6).find((t) => t.length <= 200 && PROFESSIONAL.test(normalize(t)));
    if (named && lookup(`${strip(named)}. ${ctx.message}`)) return `${strip(named)}. ${ctx.message}`;
  }
  const previous = turns[0];
  // A longer question is looked up with the turns before only when it follows a question or points
  // back to them in a few words ("what do I do with my brain instead?", "come evito di rifarlo?").
  const strong = STRONG_POINTER.test(ctx.norm);
  // "secondo te ce l'ho? ti elenco: …": the question is its first sentence; what follows is detail.
  const asked = ctx.message.includes('?') ? ctx.message.slice(0, ctx.message.indexOf('?') + 1) : ctx.message;
  const askedWords = asked.split(/\s+/).length;
  const pointer = (strong && askedWords <= 14) || (pointsBack && askedWords <= 12);
  const long = words > 8 && !(previous && isQuestion(previous, ctx.lang)) && !pointer;
  if (long) return joinedTakesUp(ctx, joined[0]) ? joined[0]! : ctx.message;
  // The turn before that only when the last one held no subject of its own ("e grave?", "boh").
  const candidates = turns[0] && turns[0].split(/\s+/).length <= 3 ? joined : joined.slice(0, 1);
  for (const [i, text] of candidates.entries()) {
    const found = lookup(text);
    if (!found || (found.kind === 'health' && subjectless(turns[i]!) && !healthWorry(ctx))) continue;
    // "why do I feel guilty for being annoyed?" after "how do I confront someone?" asks about a feeling
    // of its own: the turn before would only bring back the answer it already had.
    // "sono permalosa se ci sto male per giorni?" after a turn about the office budget: a question with
    // words of its own is not answered with what the turn before alone would find.
    const ownSubject = ctx.emotions.primary || (contentStems(ctx.message).size >= 3 && !takesUp(ctx.message, found.text));
    if (ownSubject && !pointsBack && found.id === lookup(turns[i]!)?.id) continue;
    return text;
  }
  return ctx.message;
}

/**
 * A longer question with no answer of its own ("ci sono libri per genitori che non siano tecnici?"
 * right after an autism diagnosis was told): the turn before joined to it, when the entry found is
 * not about the body and its keys take up the question's own words (so the question chose it too).
 */
function joinedTakesUp(ctx: Ctx, joined: string | undefined): boolean {
  if (!joined || answerQuestion(ctx.message, ctx.lang, knowledgeContext(ctx))) return false;
  const found = answerQuestion(joined, ctx.lang, knowledgeContext(ctx));
  const keys = found && KNOWLEDGE_ENTRIES.find((e) => e.id === found.id)?.keys;
  return !!keys && found.kind !== 'health' && takesUp(ctx.message, keys.replace(/=-?\d+/g, ' '));
}

/** "il dolore", "it hurts": in a conversation about a death, the pain of the loss unless the body is named. */
const PAIN = rx(
  '\\b(?:dolore|soffr\\w*|male|piang\\w*|pianto|lacrime|pain|hurt\\w*|ache\\w*|cry\\w*|cried|tears)\\b',
);
const BODY_PART = rx(
  '\\b(?:testa|petto|stomaco|pancia|schiena|gola|braccio|gamba|denti|head|chest|stomach|belly|back|throat|arm|leg|teeth)\\b',
);

/**
 * After a death has been told, the entry for what the person asked about grief: "è normale stare così
 * per un animale?" is the pet's grief, not an illness waited on; "il dolore torna all'improvviso" is
 * grief's waves, not a symptom for the doctor. Undefined when the first answer stands.
 */
export function griefEntry(ctx: Ctx, id?: string, kind?: string): string | undefined {
  if (!ctx.c.state.used['loss']) return undefined;
  if (id === 'pet_unwell') return 'pet_grief';
  // "perché mi sento più triste che per mio nonno?" after the dog died: the grief for an animal.
  if (!id?.startsWith('pet_') && aboutPet(ctx) && SAD.test(ctx.norm)) return 'pet_grief';
  if ((!id || kind === 'health') && PAIN.test(ctx.norm) && !BODY_PART.test(ctx.norm)) return 'life_grief';
  return undefined;
}

const SAD = rx('\\b(?:trist\\w*|soffr\\w*|piang\\w*|lutto|sad|sadder|grief|griev\\w*|cry\\w*|miss (?:him|her|them))\\b');
const PET = rx(
  '\\b(?:gatt[oaie]|gattin[oaie]|can[ei]|cagnolin[oaie]|veterinari[oa]|micio|cucciol[oaie]|cats?|kitten|dogs?|puppy|vet|vets|pet)\\b',
);

/** The conversation is about an animal: «devo dargli le pastiglie» is the cat's medicine, not the person's. */
export function aboutPet(ctx: Ctx): boolean {
  return [ctx.norm, ...personTurns(ctx, 4).map(normalize)].some((t) => PET.test(t));
}
