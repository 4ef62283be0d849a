/**
 * A choice the person asks about gets what helps to weigh that kind of choice, not a verdict: the
 * choice stays theirs. Avoiding something feared («la rotonda la evito o no?»): what avoidance does
 * to fear, and a gradual step. Raising something with someone («le chiedo di lui o lascio stare?»,
 * "should I bring it up?"): what to weigh, and how to say it calmly. A worth or yes-or-no question
 * with no words of its own right after a plan ("ha senso o rischio di peggiorare le cose?") asks
 * about that plan. Any other decision gets the general way to weigh it (general.ts).
 */
import { normalize, rx } from '../text/normalize';
import { answerLead, askFocus } from './answer-lead';
import { paragraphs, type Ctx, type Draft } from './context';
import { answerQuestion, KNOWLEDGE_ENTRIES } from './knowledge/index';
import { talksToSomeone } from './plan-topic';
import { fill } from './state';
import { ANSWER_LEAD, type AskForm } from './templates/answer-lead';
import { CHOICE, type ChoiceKind } from './templates/choice';

const AVOID = rx(
  '\\b(?:evit\\w*|scapp\\w*|rinunci\\w*|non ci vado|star(?:e|ne)? (?:alla larga|lontan\\w*)|avoid\\w*|skip\\w*|stay away|steer clear|give (?:it|them) a miss)\\b',
);
const RAISE = rx(
  [
    '\\b(?:gli|le|ne|glielo|gliela) (?:chiedo|dico|parlo|scrivo|accenno)\\b',
    // "dirle che non farà male" tells her something; "dirglielo", "chiederle di lui" raise it.
    '\\b(?:chieder|dir|parlar|scriver|telefonar)(?:gli|le|glielo|gliela|ne)\\b(?! che\\b)|\\b(?:chiamar|sentir|affrontar)(?:lo|la|li|le)\\b',
    '\\bsentire (?:i|il|la|le|lo|gli|l) \\w+',
    '\\b(?:lasci\\w* (?:correre|stare|perdere)|far\\w* finta di niente|ne parlo|tiro fuori|lo faccio presente)\\b',
    '\\b(?:bring (?:it|this|that) up|say something|mention (?:it|this|that)|ask (?:him|her|them)|tell (?:him|her|them)|talk to (?:him|her|them)|confront \\w+|let it (?:go|slide)|leave it|call (?:him|her)|text (?:him|her))\\b',
  ].join('|'),
);

/** Talking it over with a doctor or a therapist is seeing a professional, not raising it with someone close. */
const PROFESSIONAL = rx(
  '\\b(?:medico|dottor\\w*|specialist\\w*|diabetolog\\w*|cardiolog\\w*|dermatolog\\w*|ginecolog\\w*|psicolog\\w*|psichiatr\\w*|terapeut\\w*|doctor|gp|therapist|counsellor|counselor|psychologist|psychiatrist|consultant)\\b',
);

/** What kind of choice a question or a plan is about, when it is one of the kinds with their own weighing. */
export function choiceKind(text: string, plan = false): ChoiceKind | undefined {
  const norm = normalize(text);
  if (AVOID.test(norm)) return 'avoid';
  if (PROFESSIONAL.test(norm)) return undefined;
  // A plan that talks to someone ("chiedergli cinque minuti") raises something with them.
  if (RAISE.test(norm) || (plan && talksToSomeone(text))) return 'raise';
  return undefined;
}

const CHOICE_FORMS: ReadonlySet<AskForm> = new Set(['decision', 'choice']);
/** Forms that, with no words of their own, may be asking about the plan just made. */
const PLAN_FORMS: ReadonlySet<AskForm> = new Set(['decision', 'choice', 'worth', 'okay']);

/** The plan of the turn just before, when the question has no words of its own and may ask about it. */
function planAsked(ctx: Ctx, form: AskForm | undefined, focus: string | undefined): string | undefined {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.turn < 0 || st.turn - p.turn !== 1 || focus) return undefined;
  return form && PLAN_FORMS.has(form) ? p.text : undefined;
}

/** The question's own words reach a knowledge entry written for a "should I…?" (none from the conversation's topics). */
function answersShould(ctx: Ctx): boolean {
  const id = answerQuestion(ctx.message, ctx.lang, { topics: [], recent: [], seed: 1 })?.id;
  return !!id && !!KNOWLEDGE_ENTRIES.find((e) => e.id === id)?.forms.includes('should');
}

/** The answer to a choice of a known kind, or null (the general answer or the knowledge answers it). */
export function choiceReply(ctx: Ctx): Draft | null {
  // The form first (no wording picked yet): a lead is chosen only for a choice this answers.
  const asked = askFocus(ctx.message, ctx.lang);
  const plan = planAsked(ctx, asked?.form, asked?.focus);
  const kind = choiceKind(ctx.message) ?? (plan ? choiceKind(plan, true) : undefined);
  // "would it help if I just avoided driving for a few weeks?" weighs avoiding, asked as whether it helps.
  const avoidsAsked = kind === 'avoid' && asked?.form === 'worth';
  if (!kind || (!plan && !avoidsAsked && !(asked && CHOICE_FORMS.has(asked.form)))) return null;
  // "should I tell them I'm new at this?" has an answer of its own in the knowledge: that, not the weighing.
  if (!plan && answersShould(ctx)) return null;
  const own = answerLead(ctx);
  const A = ANSWER_LEAD[ctx.lang];
  const T = CHOICE[ctx.lang];
  // On the plan's words when the question has none: "Se chiedergli cinque minuti… serva davvero…".
  const form: AskForm = own?.form === 'worth' ? 'worth' : 'decision';
  const lead = plan
    ? fill(ctx.c.pick(`al.${form}`, A.lead[form]), { focus: plan })
    : (own?.line ?? ctx.c.pick('ab.choice', A.bare.choice));
  const fresh = (list: string[]) =>
    list.some((s) => !ctx.c.stale(s)) ? list.filter((s) => !ctx.c.stale(s)) : list;
  const say = ctx.c.pick(`ch.${kind}`, fresh(T.say[kind]));
  // A decision in the person's words ("dirglielo") is carried on by the question back.
  const focus = own?.form === 'decision' ? own.focus : undefined;
  const ask = focus
    ? fill(ctx.c.pick(`ch.af.${kind}`, fresh(T.askFocus[kind])), { focus })
    : ctx.c.pick(`ch.a.${kind}`, fresh(T.ask[kind]));
  return { text: paragraphs(`${lead} ${say}`, ask), suggestions: [] };
}
