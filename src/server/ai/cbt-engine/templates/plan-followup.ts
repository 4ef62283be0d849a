/**
 * Phrasings for the turn after a plan (plan-followup.ts): the person commits to it ("ok, ci provo
 * lunedì") or names what stands in its way ("il problema è che il mio capo scrive anche la sera").
 * Placeholders: {plan} (the plan as an action), {when} (their own time), {obstacle} (their words).
 */
import type { Lang } from '../../types';

export interface PlanFollowUpTemplates {
  /** {plan} {when}; variants without {plan} are used when the plan could only be quoted. */
  commitWhen: string[];
  /** {plan} */
  commit: string[];
  /** One small encouragement: at most one question, never a menu. */
  encourage: string[];
  /** {obstacle} */
  obstacle: string[];
  /** When their words cannot be said back cleanly. */
  obstacleBare: string[];
  /** Someone else is in the way: what is in their hands, a boundary. {plan} */
  adaptPerson: string[];
  /** Anything else in the way: a smaller version of the plan. {plan} */
  adaptSmaller: string[];
  /** Their own way of losing the plan, foreseen ("probably I'll get distracted"): an if-then decided now. */
  ifThen: string[];
}

const IT: PlanFollowUpTemplates = {
  commitWhen: [
    'Allora {when}: {plan}. Averlo fissato è già un bel passo.',
    'Bene, {when} ci provi. Mi piace che il tuo piano ({plan}) abbia adesso un momento preciso.',
    'D’accordo, {when} allora: {plan}. È un impegno piccolo e concreto, e viene da te.',
    'Bene, {when} ci provi: dare un momento preciso a un’idea la rende molto più concreta.',
  ],
  commit: [
    'Bene, ci provi: {plan}. Già deciderlo è un passo.',
    'D’accordo: {plan}. È una cosa alla tua portata, e l’hai scelta tu.',
    'Bene, allora ci provi: già deciderlo è un passo, e viene da te.',
  ],
  encourage: [
    'Cosa potrebbe rendertelo un po’ più facile, quando arriva il momento?',
    'Non deve venire perfetto: anche farlo a metà conta. Poi, se ti va, raccontami com’è andata.',
    'Se ti va, dopo mi dici com’è andata: mi farà piacere saperlo.',
  ],
  obstacle: [
    'Ecco l’ostacolo vero: {obstacle}. Fai bene a dirlo adesso, prima di provarci.',
    'Questo conta: {obstacle}. Meglio tenerne conto ora che scoprirlo a metà strada.',
    'Capisco, {obstacle}: è un ostacolo concreto, non una scusa.',
  ],
  obstacleBare: [
    'Fai bene a dirlo adesso: un ostacolo visto in anticipo si può aggirare.',
    'È un ostacolo concreto, e ha senso tenerne conto prima di provarci.',
  ],
  adaptPerson: [
    'Non tutto dipende da te, ma qualcosa sì: per esempio un orario dopo il quale non rispondi, detto una volta con calma. Quale parte del piano ({plan}) resta nelle tue mani anche così?',
    'A volte aiuta un confine piccolo e chiaro invece di rinunciare al piano. Che confine potresti provare a mettere, anche solo per una sera?',
    'Il piano si può adattare invece di lasciarlo cadere, magari in una versione più corta. Cosa potresti tenerne, anche con questo di mezzo?',
  ],
  adaptSmaller: [
    'Non serve rinunciare al piano: si può fare più piccolo. Quale versione ridotta del piano ({plan}) ti sembra fattibile anche così?',
    'Anche una parte piccola del piano conta. Con questo di mezzo, cosa resta nelle tue mani?',
    'Si può adattare il piano invece di lasciarlo cadere, per esempio un altro momento o una versione più corta. Quale ti sembra più possibile?',
  ],
  ifThen: [
    'Aiuta decidere adesso cosa farai in quel momento, con un «se… allora…»: per esempio «se mi accorgo che sto rimandando, faccio solo i primi due minuti». Quale sarebbe il tuo?',
    'Un ostacolo previsto si può preparare: scegli ora una mossa piccola per quel momento, come mettere il telefono in un’altra stanza o partire con soli cinque minuti. Quale ti sembra più adatta a te?',
  ],
};

const EN: PlanFollowUpTemplates = {
  commitWhen: [
    'So {when} it is: {plan}. Setting a moment is already a real step.',
    'Good, you’ll give it a go {when}. I like that your plan ({plan}) now has a set moment.',
    'Deal, {when} then: {plan}. It’s a small, concrete commitment, and it comes from you.',
    'Good, {when} it is: giving an idea a set moment makes it much more concrete.',
  ],
  commit: [
    'Good, you’ll give it a go: {plan}. Deciding is already a step.',
    'Okay: {plan}. It’s within your reach, and you chose it yourself.',
    'Good, so you’ll give it a go: deciding is already a step, and it comes from you.',
  ],
  encourage: [
    'What might make it a little easier when the moment comes?',
    'It doesn’t have to go perfectly: doing half of it still counts. Tell me how it went, if you like.',
    'If you feel like it, let me know afterwards how it went: I’d like to hear.',
  ],
  obstacle: [
    'That’s the real obstacle: {obstacle}. Good that you say it now, before you try.',
    'That matters: {obstacle}. Better to take it into account now than find out halfway.',
    'I see, {obstacle}: that’s a real obstacle, not an excuse.',
  ],
  obstacleBare: [
    'Good that you say it now: an obstacle you see coming can be worked around.',
    'That’s a real obstacle, and it makes sense to plan around it before you try.',
  ],
  adaptPerson: [
    'Not everything is up to you, but some of it is: for example a time after which you don’t reply, said once and calmly. Which part of the plan ({plan}) is still in your hands?',
    'Sometimes a small, clear boundary helps more than dropping the plan. What boundary could you try, even for just one evening?',
    'The plan can be adapted instead of dropped, maybe in a shorter version. What could you keep of it, even with this in the way?',
  ],
  adaptSmaller: [
    'No need to give up on the plan: it can be made smaller. What smaller version of it ({plan}) feels doable even so?',
    'Even a small part of the plan counts. With this in the way, what is still in your hands?',
    'The plan can be adapted instead of dropped, for example another moment or a shorter version. Which feels more possible?',
  ],
  ifThen: [
    'It helps to decide now what you’ll do in that moment, as an “if… then…”: for example “if I notice I’m putting it off, I’ll do just the first two minutes”. What would yours be?',
    'An obstacle you can see coming can be prepared for: pick one small move for that moment now, like putting the phone in another room or starting with just five minutes. Which fits you best?',
  ],
};

export const PLAN_FOLLOW_UP: Record<Lang, PlanFollowUpTemplates> = { it: IT, en: EN };
