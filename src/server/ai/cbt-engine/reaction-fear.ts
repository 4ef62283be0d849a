/**
 * A fear about another person's reaction told as a statement ("ho paura che si arrabbi", "temo che
 * mi dica di no", "I'm afraid he'll get angry", "I'm scared she might say no"): the clause after the
 * fear, with its verb in the form a "what if" would use ("si arrabbia", "mi dice di no", "he gets
 * angry", "she says no"), so reaction.ts can read it as it reads "e se si arrabbia?".
 */

const FEAR_IT =
  /^(?:(?:ma|però|pero|e|solo che|sì|si|ok)[\s,]+)*(?:(?:io )?ho (?:(?:un po[’']?|tanta|molta) (?:di )?)?paura che|temo che|mi preoccupa che|ho il terrore che|mi spaventa (?:l[’']idea )?che|il rischio è che|il rischio e che)\s+(.+?)[\s!.…]*$/iu;
const FEAR_EN =
  /^(?:(?:but|and|yes|yeah|ok|okay)[\s,]+)*(?:i[’']?m (?:(?:a bit|a little|so|really|kind of|kinda|just) )?(?:afraid|scared|worried|terrified|nervous)(?: that)?|i fear(?: that)?|i worry(?: that)?|the risk is(?: that)?)\s+(.+?)[\s!.…]*$/iu;

/** Present subjunctives a fear is told with, as the indicative of a "what if". */
const INDICATIVE_IT: Record<string, string> = {
  arrabbi: 'arrabbia',
  arrabbino: 'arrabbiano',
  dica: 'dice',
  dicano: 'dicono',
  rida: 'ride',
  ridano: 'ridono',
  prenda: 'prende',
  prendano: 'prendono',
  urli: 'urla',
  urlino: 'urlano',
  lasci: 'lascia',
  voglia: 'vuole',
  vogliano: 'vogliono',
  accetti: 'accetta',
  risponda: 'risponde',
  rispondano: 'rispondono',
  rifaccia: 'rifà',
  faccia: 'fa',
  facciano: 'fanno',
  tratti: 'tratta',
  insista: 'insiste',
  giudichi: 'giudica',
  giudichino: 'giudicano',
  critichi: 'critica',
  ignori: 'ignora',
  ignorino: 'ignorano',
  rifiuti: 'rifiuta',
  offenda: 'offende',
  reagisca: 'reagisce',
  reagiscano: 'reagiscono',
  respinga: 'respinge',
  licenzi: 'licenzia',
  cambi: 'cambia',
};

const MODAL_EN =
  /^((?:he|she|it|they|(?:my|the|your) \w+(?: \w+)?))(?:[’']ll| will| might| may| would| could| is going to| are going to|[’']s going to|[’']re going to)\s+(?:just\s+|still\s+|really\s+)?(\w+)\b(.*)$/iu;

function thirdPersonS(verb: string): string {
  if (/^(?:be)$/i.test(verb)) return 'is';
  if (/^have$/i.test(verb)) return 'has';
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** "he'll get angry" -> "he gets angry", "they might say no" -> "they say no". */
function presentEn(clause: string): string {
  const m = MODAL_EN.exec(clause);
  if (!m) return clause;
  const [, who, verb, rest] = m as unknown as [string, string, string, string];
  const plural = /^(?:they|(?:my|the|your) \w+s)$/i.test(who) && !/^(?:my|the|your) boss$/i.test(who);
  const v = plural ? (verb.toLowerCase() === 'be' ? 'are' : verb) : thirdPersonS(verb);
  return `${who} ${v}${rest}`;
}

/** The fear's clause as a what-if would hold it, or null when the message is not such a fear. */
export function fearedReaction(message: string): string | null {
  const text = message.trim();
  const it = FEAR_IT.exec(text)?.[1];
  if (it) return it.replace(/\p{L}+/gu, (w) => INDICATIVE_IT[w.toLowerCase()] ?? w);
  const en = FEAR_EN.exec(text.replace(/’/g, "'"))?.[1];
  return en ? presentEn(en) : null;
}
