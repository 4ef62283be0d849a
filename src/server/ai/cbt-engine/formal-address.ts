/**
 * Someone who writes to the companion with «Lei» («Mi scusi…», «Lei crede che…», «La ringrazio»)
 * is told once, before the rest of the reply, that here the companion says «tu» to everyone: a
 * reply that simply answers «Lei» with «tu» reads as careless. The replies themselves stay in «tu»,
 * the one register they are written in; nothing promises a «Lei» the companion would not keep.
 */
import type { Ctx } from './context';

/** Words only said to someone addressed as «Lei», read in lower case: «mi scusi», «mi perdoni». */
const FORMAL_WORDS =
  /(?:^|[\s,.;:!?«"(])(?:mi scusi|scusi(?= (?:se|ma|il|la|lo|l[’']|per|tanto)\b)|mi perdoni|perdoni (?:se|il|la|ma)|mi dica|mi (?:consiglierebbe|suggerirebbe|direbbe|saprebbe))(?=$|[\s,.;:!?»")])/u;

/** «Lei» with its capital, after a word that asks the companion: «secondo Lei», «Lei crede», «La ringrazio». */
const FORMAL_LEI =
  /(?:^|[\s,.;:!?«"(])(?:La ringrazio|(?:[Gg]razie a|[Ss]econdo|[Pp]er|[Aa]|[Cc]on|[Dd]i|[Dd]a|[Aa]nche) Lei|Lei (?:crede|pensa|dice|cosa|che ne|come mi|mi consiglia|mi può|può|potrebbe|saprebbe|è una|è un|è vero|è reale|capisce|conosce))(?=$|[\s,.;:!?»")])/u;

/** «Lei» with a capital in the middle of a sentence is the courtesy form, not "she". */
const CAPITAL_LEI =
  /[\p{Ll},] (?:Lei|Le|La)(?= (?:crede|pensa|chiedo|ringrazio|scrivo|disturbo|volevo|confesso|dico|è|può|potrebbe)\b)/u;

export const FORMAL_KEY = 'formal_address';

/** The person writes to the companion with «Lei». */
export function writesFormally(message: string): boolean {
  return FORMAL_WORDS.test(message.toLowerCase()) || FORMAL_LEI.test(message) || CAPITAL_LEI.test(message);
}

const NOTE = [
  'Mi permetto di darLe del tu, come faccio con tutte le persone che mi scrivono qui: spero che per Lei vada bene.',
  'Qui do del tu a tutti, per sentirci un po’ più vicini: spero che vada bene anche per Lei.',
] as const;

/** The line said once, in Italian, to someone who writes with «Lei»; undefined otherwise. */
export function formalNote(ctx: Ctx): string | undefined {
  const st = ctx.c.state;
  if (ctx.lang !== 'it' || st.used[FORMAL_KEY] || st.thoughtRecord || !writesFormally(ctx.message))
    return undefined;
  st.used[FORMAL_KEY] = [st.turn];
  return ctx.c.pick('formal', NOTE);
}
