import type { Lang } from '@shared/i18n';

/**
 * How a quote's author and source read in the reader's language. The rows keep what
 * content/quotes.ts writes (the name in English, the work in the language its title is best known
 * by) and the daily quote answers in the request's language, so nothing stored changes: a name or a
 * source an administrator wrote is shown as written.
 */

/**
 * Authors whose name Italian writes its own way: an Italian reader sees "Cicerone", not "Cicero".
 * Every other author is written the same in Italian: Seneca, Lao Tzu, Montaigne, Spinoza, Pascal,
 * Kierkegaard, Goethe, Shakespeare and the modern writers keep their own names.
 */
export const italianAuthorNames: Readonly<Record<string, string>> = {
  Cicero: 'Cicerone',
  Epictetus: 'Epitteto',
  'Hecato of Rhodes': 'Ecatone di Rodi',
  Horace: 'Orazio',
  'Julian of Norwich': 'Giuliana di Norwich',
  'Marcus Aurelius': 'Marco Aurelio',
};

/**
 * Works by the title each language's readers know them by: the Italian editions' titles for works
 * written in other languages, the English ones for Italian works. What follows the title (a book,
 * a letter, a chapter) is rewritten by the same table. Latin titles, poems cited by their first line
 * and works with no established translated title keep the original, as both languages cite them.
 */
const titles: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
  it: [
    ["A Room of One's Own", 'Una stanza tutta per sé'],
    ["Man's Search for Meaning", 'Uno psicologo nei lager'],
    ["Retour à Tipasa (L'Été)", "Ritorno a Tipasa (L'estate)"],
    ['Anne of Green Gables', 'Anna dai capelli rossi'],
    ['Discourses', 'Diatribe'],
    ['Enchiridion', 'Manuale'],
    ['Endymion', 'Endimione'],
    ["(De l'amitié)", "(Dell'amicizia)"],
    ["(De l'expérience)", "(Dell'esperienza)"],
    ['(De la solitude)', '(Della solitudine)'],
    ['Essais', 'Saggi'],
    ['Ethics, V, Proposition 42, Scholium', 'Etica, V, proposizione 42, scolio'],
    ['Ethics, V, Proposition', 'Etica, V, proposizione'],
    ['Fireflies', 'Lucciole'],
    ['Friendship (Essays: First Series)', "L'amicizia (Saggi, prima serie)"],
    ['Self-Reliance (Essays: First Series)', 'Fiducia in se stessi (Saggi, prima serie)'],
    ['Give! (Tales from the Secret Annex)', "Dare! (Racconti dall'alloggio segreto)"],
    ['Hamlet', 'Amleto'],
    ['Journals', 'Diari'],
    ['Le Petit Prince', 'Il piccolo principe'],
    ['Letters to a Young Poet, 4 (16 July 1903)', 'Lettere a un giovane poeta, 4 (16 luglio 1903)'],
    ['Letters to a Young Poet, 8 (12 August 1904)', 'Lettere a un giovane poeta, 8 (12 agosto 1904)'],
    [
      'Lines Composed a Few Miles above Tintern Abbey',
      "Versi composti a poche miglia dall'abbazia di Tintern",
    ],
    ['Maximen und Reflexionen', 'Massime e riflessioni'],
    ['Meditations', 'Pensieri'],
    ['Miracles (Leaves of Grass)', "Miracoli (Foglie d'erba)"],
    ['Nature, III (Beauty)', 'Natura, III (La bellezza)'],
    ['Odes', 'Odi'],
    ['Optimism (1903)', "L'ottimismo (1903)"],
    ['Pensées', 'Pensieri'],
    ['Revelations of Divine Love', "Rivelazioni dell'amore divino"],
    ['Song of Myself', 'Canto di me stesso'],
    ['Song of the Open Road (Leaves of Grass)', "Canto della strada aperta (Foglie d'erba)"],
    ['(Leaves of Grass)', "(Foglie d'erba)"],
    ['Sonnet', 'Sonetto'],
    ['Stray Birds', 'Uccelli migranti'],
    ['The Diary of a Young Girl, 15 July 1944', 'Diario, 15 luglio 1944'],
    ['The Diary of a Young Girl, 23 February 1944', 'Diario, 23 febbraio 1944'],
    ['The Diary of a Young Girl, 7 March 1944', 'Diario, 7 marzo 1944'],
    ['The Prophet, On Friendship', "Il profeta, L'amicizia"],
    ['The Prophet, On Joy and Sorrow', 'Il profeta, La gioia e il dolore'],
    ['The Prophet, On Marriage', 'Il profeta, Il matrimonio'],
    ['The Prophet, On Pain', 'Il profeta, Il dolore'],
    ['The Prophet, On Self-Knowledge', 'Il profeta, La conoscenza di sé'],
    ['Walden, Conclusion', 'Walden, Conclusione'],
    ['Walden, Sounds', 'Walden, Suoni'],
    ['Walden, The Pond in Winter', "Walden, Il lago d'inverno"],
    ['Walden, Where I Lived, and What I Lived For', 'Walden, Dove vissi e per che cosa vissi'],
    ['Wilhelm Meisters Lehrjahre', 'Gli anni di apprendistato di Wilhelm Meister'],
    ['Works and Days (Society and Solitude)', 'Opere e giorni (Società e solitudine)'],
    ['quoted by Seneca', 'citato da Seneca'],
  ],
  en: [
    [
      "Dialogo di un venditore d'almanacchi e di un passeggere (Operette morali)",
      'Dialogue between an Almanac Seller and a Passer-by (Operette morali)',
    ],
    ['Divina Commedia', 'Divine Comedy'],
    ['Il barone rampante', 'The Baron in the Trees'],
    ['Il libro degli errori', 'The Book of Mistakes'],
    ['Il mestiere di vivere', 'This Business of Living'],
    ['La chiave a stella', "The Monkey's Wrench"],
    ['La luna e i falò', 'The Moon and the Bonfires'],
    ['La quiete dopo la tempesta (Canti)', 'The Calm after the Storm (Canti)'],
    ["L'infinito (Canti)", 'The Infinite (Canti)'],
    ['Le città invisibili', 'Invisible Cities'],
    ["Mattina (L'Allegria)", "Morning (L'Allegria)"],
  ],
};

/** An author's name in a language. */
export function authorIn(author: string, lang: Lang): string {
  return (lang === 'it' && Object.hasOwn(italianAuthorNames, author) && italianAuthorNames[author]) || author;
}

/** A source in a language: each title of the table rewritten, once, wherever it stands. */
export function sourceIn(source: string | null, lang: Lang): string | null {
  if (!source) return source;
  let out = source;
  for (const [from, to] of titles[lang]) if (out.includes(from)) out = out.replace(from, to);
  return out;
}
