/**
 * Suicide said outright, in Italian: a wish, decision or plan joined to a death concept, killing
 * oneself in any verb form, "farla finita", suicidal thoughts named.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const killMyselfVerbsIt = [
  'uccido', 'ucciderei', 'uccidero', 'ammazzo', 'ammazzerei', 'ammazzero', 'suicido', 'suiciderei', 'impicco',
  'avveleno',
];
// prettier-ignore
const killInfinitivesIt = [
  'uccidere', 'ammazzare', 'suicidare', 'impiccare', 'avvelenare', 'buttare (?:giu|dal|dalla|da|sotto)',
  'lanciare (?:giu|dal|dalla|da|sotto)', 'togliere la vita',
];
// prettier-ignore
const thoughtWordsIt = [
  'penso', 'pensando', 'pensato', 'pensare', 'pensieri', 'pensiero', 'idee', 'idea', 'tentato', 'tentativo',
  'tentazione', 'voglia', 'impulsi', 'impulso', 'istinti',
];
// prettier-ignore
const attemptedIt = [
  'ci ho (?:gia )?provato', 'ho (?:gia )?tentato', 'ho cercato di', 'ho provato a', 'stavo per',
  'ero sul punto di', 'c ero quasi', 'mancava poco che', R`sono andat\w vicin\w a`,
];
// prettier-ignore
const jumpFromIt = [
  'giu', 'dal', 'dalla', 'dallo', 'sotto', 'nel vuoto', 'nel fiume', 'in mare', 'dalla finestra',
];
// prettier-ignore
const attemptMethodsIt = [
  'uccidermi', 'ammazzarmi', 'togliermi la vita', 'farla finita', R`suicid\w*`, R`buttarmi ${alt(jumpFromIt)}`,
  'impiccarmi', 'avvelenarmi', 'annegarmi', 'lanciarmi (?:giu|dal|dalla|sotto|nel vuoto)', 'tagliarmi le vene',
  R`prendere tutte le \w+`,
];

// prettier-ignore
export const directIt = family('direct-it', [
  {
    id: 'it_compose', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(words.wishIt)}\b(?: \w+){0,5} ${alt(words.deathIt)}\b`,
    after: or(frag.dieIdiomIt, frag.sleepIn, R`(?:di|del|della|dello|dei|degli|delle|per) (?!me\b)`, R`con\b`),
    around: or(
      R`\bpiuttosto (?:che|di)\b`, frag.fictionNear,
      seq(
        R`\b(?:this|that|questo|questa|quel|quella|sto|sta|the|il|la) `,
        R`${alt(words.dieHyperboleCauses)}\b.{0,25}\b(?:makes? me|mi fa(?:nno)?) `,
        R`(?:want to |venir voglia di |voglia di )?(?:die|morire)\b`,
      ),
      R`\b(?:panico|panic|ansia|infarto)\b.{0,40}\bpenso di morire\b`,
      R`\bpenso di morire\b.{0,40}\b(?:panico|panic|ansia|infarto)\b`,
      R`\b(?:cosa succede dopo|aldila|come tutti|filosofi\w*|esistenzial\w*)\b`,
    ),
    match: ['ho deciso di togliermi la vita, non ce la faccio più', 'sto pensando seriamente di farla finita'],
    noMatch: ['voglio farla finita con il fumo', 'sogno di dormire per sempre la domenica mattina'],
  },
  {
    id: 'it_kill_self_inf', category: 'suicide', lang: 'it',
    pattern: R`\b(?:uccider|amazar|suicidar|sopprimer|impicar|avvelenar)(?:mi|me)\b`,
    match: ['ci penso ogni notte, a uccidermi', 'stasera ho solo voglia di ammazzarmi'],
    noMatch: ['non ho mai pensato di uccidermi'],
  },
  {
    id: 'it_kill_self_1p', category: 'suicide', lang: 'it',
    pattern: R`\bmi ${alt(killMyselfVerbsIt)}\b`,
    after: or(R`(?:di|dalle|dal|a forza di) (?!sicuro|certo|nuovo)\w+`, '(?:per|col|con il) (?:lavoro|studio)'),
    match: ['se domani mi bocciano di nuovo mi ammazzo', 'giuro che prima o poi mi impicco'],
    noMatch: ['mi ammazzo di lavoro tutta la settimana'],
  },
  {
    id: 'it_shoot_self', category: 'suicide', lang: 'it',
    pattern: R`\bmi sparo\b`,
    after: R`(?:un|una|uno|il|la|lo|i|le|gli|tutt\w*|quest\w*|due|tre|dieci|\d)\b(?! colpo)`,
    match: ['basta, mi sparo', 'ho la pistola di mio padre, stanotte mi sparo un colpo'],
    noMatch: ['stasera mi sparo un film'],
  },
  {
    id: 'it_dialect', category: 'suicide', lang: 'it',
    pattern: R`\bme (?:vojo|voglio|vo) (?:amaza|ucide|suicida)|\b(?:vojo|voio|voglio|vorrei) mori\b`,
    match: ['vojo morì', 'me vojo ammazzà, nun reggo più'],
    noMatch: ["me vojo magnà 'na pizza stasera"],
  },
  {
    id: 'it_clitic_climb', category: 'suicide', lang: 'it',
    pattern: R`\bmi (?:voglio|vorrei|volevo|sto per|vado a|devo|potrei|dovrei) ${alt(killInfinitivesIt)}`,
    match: ['mi voglio ammazzare', 'mi voglio togliere la vita, non reggo più i debiti'],
    noMatch: ['mi voglio buttare sul divano e dormire fino a domani'],
  },
  {
    id: 'it_want_die', category: 'suicide', lang: 'it',
    pattern: seq(R`\b${alt(words.wantIt)} (?:solo |tanto |proprio |davvero |soltanto |semplicemente )?morire`, R`\b`),
    after: frag.dieIdiomIt,
    around: or(
      seq(
        R`\b(?:this|that|questo|questa|quel|quella|sto|sta|the|il|la) `,
        R`${alt(words.dieHyperboleCauses)}\b.{0,25}\b(?:makes? me|mi fa(?:nno)?) `,
        R`(?:want to |venir voglia di |voglia di )?(?:die|morire)\b`,
      ),
      R`\bpiuttosto che\b`, R`\bpiuttosto di\b`, R`\b(?:panico|panic|ansia|infarto)\b.{0,40}\bpenso di morire\b`,
      R`\bpenso di morire\b.{0,40}\b(?:panico|panic|ansia|infarto)\b`,
    ),
    match: ['VOGLIO MORIREEEE', 'nn ce la faccio più, vorrei solo morire'],
    noMatch: ['non voglio morire, voglio solo stare meglio', 'questo esame mi fa venir voglia di morire'],
  },
  {
    id: 'it_direct_more', category: 'suicide', lang: 'it',
    pattern: or(
      R`\b(?:vorrei|voglio|preferirei) (?:tanto |solo |davvero |proprio )?essere mort[oaie]\b`,
      R`\bnon merito di (?:vivere|esistere|stare al mondo)\b`,
      R`\b(?:la )?vita (?:non ha|ha perso) (?:piu )?(?:nessun |alcun |ogni )?senso(?: per me)?\b`,
      R`\b(?:domani|presto|tra poco|stanotte) non ci saro piu\b`,
      R`\b(?:il )?pensiero di (?:morire|uccidermi|farla finita|togliermi la vita)\b`,
      R`\b(?:immagino|penso a|sogno) (?:spesso )?il mio funerale\b`,
      seq(
        R`\b(?:unica|sola) (?:uscita|via d uscita|soluzione) (?:che vedo )?(?:e|sarebbe) `,
        R`(?:la morte|morire|uccidermi|farla finita)\b`,
      ),
    ),
    match: ['vorrei tanto essere morta', 'la vita non ha più nessun senso per me'],
    noMatch: ['per me la vita ha ancora tanto senso, anche nei giorni no'],
  },
  {
    id: 'it_farla_finita', category: 'suicide', lang: 'it',
    pattern: R`\b(?:farla|la faccio|la farei|la faro|farmela) finita\b`,
    after: R`con\b|una volta per tutte con`,
    match: ['voglio farla finita', 'stanotte la faccio finita'],
    noMatch: ['voglio farla finita con il fumo'],
  },
  {
    id: 'it_take_life', category: 'suicide', lang: 'it',
    pattern: or(
      seq(R`\b(?:togliermi|mi tolgo|mi togliero|mi toglierei|levarmi|mi levo) `, R`(?:la vita|di mezzo|dal mondo)\b`),
      R`\b(?:farmi|mi faccio|mi faro) fuori\b`,
    ),
    after: 'da|dal|dalla|dai|dalle|dagli',
    match: ['entro domenica mi tolgo la vita', 'mi faccio fuori stanotte, tanto non importa a nessuno'],
    noMatch: ['mi tolgo di mezzo da questa discussione, fate voi'],
  },
  {
    id: 'it_all_end', category: 'suicide', lang: 'it',
    pattern: or(
      R`\bvoglio (?:solo )?che (?:tutto )?finisca (?:tutto|per sempre)\b`,
      seq(
        R`\b(?:stanc\w|stuf\w) di (?:lottare|combattere|resistere|andare avanti)\b.{0,40}\b`,
        R`(?:finisca|finire|smettere|basta|farla finita)\b`,
      ),
    ),
    match: ['voglio solo che finisca tutto per sempre', 'sono stanca di lottare, voglio solo che tutto finisca'],
    noMatch: ['sono stufa di lottare con la burocrazia, ma ce la faccio'],
  },
  {
    id: 'it_suicidal', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:sono|mi sento|sentirmi|ero|divento) (?:un po |molto |piuttosto |di nuovo |ancora )?suicid`, R`\w*`,
    ),
    match: ['mi sento di nuovo suicida', 'sono suicida da settimane e non lo sa nessuno'],
    noMatch: ['non sono suicida, sono solo esausta dal lavoro'],
  },
  {
    id: 'it_suicide_thoughts', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(thoughtWordsIt)}(?: \w+){0,4} (?:di |al |del |a |sul |il |un )?suicid\w*`,
    around: seq(
      R`\b(?:asked|asks|asking|chiesto|chiede|chiedeva) (?:me )?(?:if|whether|se) `,
      R`(?:i |ho |avevo |ever )?\b.{0,40}\bsuicid\w*\b.{0,40}\b${alt(words.saidNoWords)}\b`,
    ),
    match: ['penso di continuo al suicidio', "da giorni ho in testa l'idea del suicidio"],
    noMatch: ['non penso al suicidio, sono solo stanco'],
  },
  {
    id: 'it_suicidal_ideation', category: 'suicide', lang: 'it',
    pattern: R`\b(?:pensieri|pensiero|idee|ideazione|tendenze|impulsi) suicid\w*`,
    around: seq(
      R`\b(?:asked|asks|asking|chiesto|chiede|chiedeva) (?:me )?(?:if|whether|se) `,
      R`(?:i |ho |avevo |ever )?\b.{0,40}\bsuicid\w*\b.{0,40}\b${alt(words.saidNoWords)}\b`,
    ),
    match: ['ho pensieri suicidi quasi ogni sera', 'mi tornano le idee suicide quando resto sola'],
    noMatch: ['la psicologa mi ha chiesto se avevo pensieri suicidi e ho detto di no'],
  },
  {
    id: 'it_kill_me', category: 'suicide', lang: 'it',
    pattern: R`\bqualcuno (?:mi )?(?:uccida|ammazzi)\b|\b(?:uccidetemi|ammazzatemi)\b`,
    match: ['qualcuno mi uccida per favore, non ce la faccio più', 'ammazzatemi, non reggo più niente'],
    noMatch: ['se qualcuno mi ruba la bici di nuovo impazzisco'],
  },
  {
    id: 'it_tried_before', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(attemptedIt)}\b.{0,30}\b${alt(attemptMethodsIt)}\b`,
    match: ['ci ho già provato a uccidermi e ci sto ripensando', "l'anno scorso stavo per buttarmi giù dal ponte"],
    noMatch: ['ho provato a dormire ma niente, sono sveglia dalle tre'],
  },
  {
    id: 'it_stupid', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:fare|faccio|sto per fare|potrei fare|ho paura di fare) (?:una |qualche )?`,
        R`(?:cazzata|sciocchezza|stupidaggine|follia|gesto estremo)\b.{0,60}\b`,
        R`(?:stanotte|stasera|paura di me|me stess\w|non (?:mi )?fido di me)\b`,
      ),
      R`\bho paura di me stess\w\b`, R`\bgesto estremo\b`,
    ),
    after: 'al lavoro|con i soldi|con la macchina nuova',
    match: ['ho paura di me stessa stanotte, sento che faccio una cazzata', 'sto per fare un gesto estremo'],
    noMatch: ['ho fatto una cazzata al lavoro, il capo è furioso'],
  },
  {
    id: 'bare_word', category: 'suicide', lang: 'any',
    pattern: R`^\s*(?:suicide|suicidio|suicidal|suicida|kms|want to die|voglio morire)\s*[.!?]*\s*$`,
    match: ['voglio morire', 'suicidio', 'want to die'],
    noMatch: ['voglio morire dal ridere'],
  },
]);
