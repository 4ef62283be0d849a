/**
 * Example scripts inside knowledge answers ("fatto, emozione, richiesta: «…»") fitted to the
 * person's domain: a script about a boss asking to stay late does not help with a sister who borrows
 * money. The knowledge keeps its work example; here it is swapped for one of the conversation's
 * domain (money, partner, family, friends) or a neutral one.
 */
import { normalize } from '../text/normalize';
import type { Lang } from '../types';
import type { Ctx } from './context';
import { readTopics, type TopicId } from './emotions';

export type ScriptDomain = 'work' | 'money' | 'partner' | 'family' | 'friends' | 'neutral';

type Variants = Record<Exclude<ScriptDomain, 'work'>, string>;

/** Keyed by the work script as the knowledge writes it (inside the quotation marks). */
const SCRIPTS: Record<Lang, Record<string, Variants>> = {
  it: {
    'Quando mi chiedi di restare oltre l’orario, mi sento sotto pressione; ti chiedo di avvisarmi almeno un giorno prima': {
      money: 'Quando mi chiedi un prestito, mi sento in difficoltà a dirti di no; per ora preferisco non prestare altri soldi',
      partner: 'Quando i programmi del fine settimana vengono decisi senza di me, mi sento sotto pressione; ti chiedo di sceglierli insieme',
      family: 'Quando mi chiedi un aiuto all’ultimo momento, mi sento sotto pressione; ti chiedo di parlarne qualche giorno prima',
      friends: 'Quando mi chiedi di uscire all’ultimo momento, mi sento sotto pressione; ti chiedo di avvisarmi un giorno prima',
      neutral: 'Quando mi chiedi qualcosa all’ultimo momento, mi sento sotto pressione; ti chiedo di parlarne un po’ prima',
    },
    'Quando in riunione mi interrompono, ci resto male e perdo il filo; la prossima volta vorrei finire il mio punto': {
      money: 'Quando il prestito non torna nei tempi che avevamo detto, mi trovo in difficoltà; vorrei che fissassimo insieme una data',
      partner: 'Quando guardi il telefono mentre ti parlo, ho l’impressione di non contare; mi piacerebbe avere dieci minuti solo per noi',
      family: 'Quando a tavola si parla delle mie scelte davanti a tutti, mi sento a disagio; la prossima volta vorrei parlarne a quattr’occhi',
      friends: 'Quando i piani cambiano all’ultimo senza avvisarmi, ci resto male; la prossima volta mi piacerebbe saperlo prima',
      neutral: 'Quando le cose cambiano all’ultimo momento, mi trovo in difficoltà; la prossima volta vorrei saperlo prima',
    },
  },
  en: {
    'When you ask me to stay late, I feel under pressure; I’d like you to let me know at least a day before.': {
      money: 'When you ask me for a loan, I find it hard to say no; for now I’d rather not lend any more money.',
      partner: 'When weekend plans get made without me, I feel under pressure; I’d like us to choose them together.',
      family: 'When you ask me for help at the last minute, I feel under pressure; I’d like us to talk about it a few days before.',
      friends: 'When you ask me to go out at the last minute, I feel under pressure; I’d like you to let me know a day before.',
      neutral: 'When you ask me for something at the last minute, I feel under pressure; I’d like us to talk about it a bit earlier.',
    },
    'When I was interrupted in the meeting I felt sidelined; next time I’d like to finish my point.': {
      money: 'When the loan isn’t paid back by the date we agreed, I feel awkward; I’d like us to set a date together.',
      partner: 'When you look at your phone while I’m talking, I feel I don’t count; I’d love ten minutes just for us.',
      family: 'When my choices come up at dinner in front of everyone, I feel uncomfortable; next time I’d like to talk about it one to one.',
      friends: 'When plans change at the last minute without a word, I feel let down; next time I’d like to know earlier.',
      neutral: 'When things change at the last minute, I feel caught out; next time I’d like to know earlier.',
    },
  },
};

const DOMAINS: readonly TopicId[] = ['money', 'partner', 'family', 'friends'];

/** The domain of one message's topics: work wins (a boss who does not pay is a work script), then money, partner, family, friends. */
function domainOf(topics: TopicId[]): ScriptDomain | null {
  if (topics.includes('work')) return 'work';
  return (DOMAINS.find((d) => topics.includes(d)) as ScriptDomain | undefined) ?? null;
}

/** The domain of the conversation: this message first, then the person's last few turns. */
export function conversationDomain(ctx: Ctx): ScriptDomain {
  const own = domainOf(ctx.topics);
  if (own) return own;
  const users = ctx.req.history.filter((t) => t.role === 'user').slice(-4).reverse();
  for (const t of users) {
    const d = domainOf(readTopics(normalize(t.content)));
    if (d) return d;
  }
  return 'neutral';
}

/** The answer with each example script fitted to the domain (unchanged for work). */
export function fitScripts(text: string, domain: ScriptDomain, lang: Lang): string {
  if (domain === 'work') return text;
  let out = text;
  for (const [work, variants] of Object.entries(SCRIPTS[lang])) if (out.includes(work)) out = out.replace(work, variants[domain]);
  return out;
}
