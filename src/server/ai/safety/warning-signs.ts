/**
 * Second stage of the crisis check: indirect suicide warning signs that no
 * fixed phrase list anticipates. Cue families (ending or absence, means,
 * preparations, being a burden, relief, hopelessness, self-hatred, a
 * first-person wish) each carry a weight; the families present in one message
 * combine by noisy-OR. One family alone never triggers (except the strongest
 * ones together with a wish); two or more usually do. Written on normalised
 * text, repeated letters squeezed by rx().
 */
import { rx } from '../text/normalize';

interface Family {
  id: string;
  weight: number;
  re: RegExp;
}

const FAMILIES: Family[] = [
  {
    id: 'holding',
    weight: 0.7,
    re: rx(
      '\\b(?:(?:held|holding|hold|had) (?:the|my|all the|all my) (?:pills|tablets|blade|razor|rope) in my hands?|(?:held|holding) (?:the|my) (?:pills|tablets|blade|razor|rope) for|(?:tenuto|tengo|tenevo|avevo) in mano (?:le|la|il) (?:pillole|pastiglie|lametta|corda|coltello)|(?:le pillole|le pastiglie|la lametta|la corda) in mano|(?:gun|pistol|pistola|rope|corda|noose|cappio|pills|pillole|pastiglie|blade|razor|lametta) (?:is |e )?(?:in my lap|on my lap|in grembo|sulle (?:mie )?gambe|next to me|beside me|accanto a me|sul comodino))\\b',
    ),
  },
  {
    id: 'prep',
    weight: 0.6,
    re: rx(
      '\\b(?:(?:sono salit\\w|sono andat\\w|sono|sto|mi trovo|sedut\\w|went up|stood|standing|sitting|climbed|im|i am) (?:\\w+ )?(?:sul|sulla|sul bordo del|sul bordo della|on the|on a|al|fino al|onto the|up on the|on the edge of the|in cima al) (?:tetto|roof|ponte|bridge|cornicione|ledge|balcone|balcony|binari|tracks|terrazzo|parapetto|davanzale|scogliera|cliff|edge)|regal\\w* (?:le mie cose|tutto|quello che ho|le mie|i miei \\w+|tutti i miei \\w+|tutte le mie \\w+)|(?:nel caso|in caso) (?:mi )?(?:succeda|dovesse succedere) qualcosa|in case something happens to me|for the people (?:i leave behind|left behind)|per chi resta|so (?:they|my family) (?:wont|will not) have to (?:deal|worry)|mettendo in ordine le mie cose|sistemando le mie cose|messaggi di addio|lettere di addio|biglietto di addio|testamento|non mi servira|non mi serviranno|a (?:cosa|che) mi serv\\w+|what do i need (?:them|it|these|this stuff|all this) for|(?:deleting|deleted|cancellando|cancellato|eliminando|eliminato) (?:all |tutte |tutti )?(?:my |le mie |i miei )?(?:photos|pictures|messages|chats|posts|foto|messaggi|chat|post)(?! (?:to|per|from|of|del|della|dal|dalla)\\b)|(?:giving|given|gave|give) (?:away )?(?:my|all my|most of my|all of my) (?:stuff|things|belongings|possessions|books|clothes)(?: away)?|goodbye (?:messages|letters|notes)|my will\\b|putting my affairs in order|wont need (?:it|them|anything) (?:soon|anymore)|saying goodbye to everyone|salutare tutti per l ultima volta|non mi serv(?:e|ono|ira|iranno) piu(?! (?:di|del|della|dello|dei|delle|che|tanto)\\b)|a me non serv\\w+ piu|tanto non mi serv\\w+|non ne avro piu bisogno|wont (?:be )?need(?:ing)? (?:them|it|this|those|these|any of (?:it|this|them)|anything|my \\w+|(?:his|her|its|their) (?:stuff|things|food|toys|bed))(?: anymore| any more| where im going| soon)?|dont need (?:them|it|these|those) anymore|(?:regalat\\w|dat\\w via|lasciat\\w|affidat\\w) (?:\\w+ ){0,5}a (?:mia|mio|mie|miei|un amic\\w|una amic\\w|un\\w? vicin\\w)|(?:gave|given|giving) (?:away )?my \\w+(?: \\w+)? to (?:my |a |the )?\\w+|(?:dato|affidato|lasciato|regalato) (?:via )?(?:il mio|la mia|i miei|le mie) \\w+ (?:a|al|alla|ai|alle|allo) \\w+|ho (?:gia )?(?:preparato|sistemato|organizzato) tutto|ho messo (?:tutto )?in ordine (?:tutto|le mie cose)|everything is ready|(?:ive|i have) (?:got|gotten|sorted|arranged|prepared) everything|sorted everything out|(?:got|put|putting|getting|have|sorted|sorting) my affairs in order|affairs (?:are )?in order|(?:cancellato|eliminato|chiuso) (?:tutti )?(?:i (?:miei )?(?:social|profili|account)|il (?:mio )?profilo|instagram|facebook|tiktok)|deleted (?:all )?(?:my )?(?:accounts|social media|socials|instagram|profiles?|tiktok)|(?:wrote|written|left|scritto|lasciato) (?:(?:my|a|mia|mio) (?:mom|mum|dad|mother|father|parents|sister|brother|wife|husband|kids|family|partner|madre|padre|mamma|papa|sorella|fratello|moglie|marito|figli) )?(?:a |an |una |un )?(?:long |last |final |lunga |ultima )?(?:letter|note|lettera|biglietto))\\b',
    ),
  },
  {
    id: 'ending',
    weight: 0.55,
    re: rx(
      '\\b(?:non esserci piu|non ci fossi piu|non ci sono piu|non essere piu qui|(?:vorrei|voglio|desidero|ho voglia di) (?:solo |tanto |proprio )?(?:scomparire|sparire|svanire)|andarmene (?:per sempre|da questo mondo)|anche morendo|anche a costo di morire|anche se dovessi morire|(?:dolore|sofferenza|soffrire)\\b.{0,25}\\b(?:per sempre|una volta per tutte)|even if it means (?:dying|death)|(?:pain|suffering|hurting)\\b.{0,25}\\b(?:for good|forever)|che tutto finisse|che finisca tutto|finisse tutto|tutto finito per sempre|e ora di andarmene|e ora che me ne vada|non esistere|smettere di esistere|not (?:be|being) (?:here|around) anymore|wasnt around anymore|werent around anymore|not around anymore|(?:want to|wanna|wish i could|would like to|id like to) (?:just )?(?:vanish|disappear)|have it all be over|it all (?:to )?be over|it all to (?:end|stop)|all be over|time (?:for me )?to go\\b(?! (?:home|to|out|back|shopping|now))|time i went\\b(?! (?:home|to|out|back))|stop existing|not exist anymore|no longer be here|(?:voglio|vorrei|desidero) (?:solo |soltanto |tanto |e basta )?che (?:tutto |questo |il dolore |la sofferenza )?(?:finisca|finisse|smetta|smettesse)(?: tutto)?(?= *(?:[.!?,;]|$)| e basta| per sempre| una volta per tutte)|i (?:just )?want (?:out|it (?:all )?to (?:stop|end|be over))(?= *(?:[.!?,;]|$))|chiudere gli occhi (?:e basta|e non riaprirli|e non svegliarmi)|addormentarmi e basta|close my eyes and (?:never|not) open them|(?:e|sara|is|will be) (?:il mio |my )?(?:l )?ultimo giorno(?! (?:di|del|della|dell|prima|at|of|before|in|on))|my last day(?! (?:at|of|in|before|on))|(?:domani|domattina|domani mattina|stanotte|stasera|presto) non ci saro(?! (?:in|a|al|alla|per|da)\\b)|(?:tomorrow|tonight|soon) i (?:wont|will not) be (?:here|around)(?! (?:for|at|to|in)\\b)|(?<!\\b(?:quando|se|dopo che) )non ci saro piu(?! (?:in|a|al|alla|per|da)\\b)|(?:i will|il) be gone(?! (?:for|to|on|from|by|until|till|at)\\b)|(?:e )?poi basta(?= *(?:[.!]|$))|and then (?:thats it|its over|no more)(?= *(?:[.!]|$))|che (?:tutto )?fosse finit\\w|che finisse (?:tutto|cosi)|domani chiudo(?= *(?:[.!,]|$))|non (?:dovrete|dovrai|dovra) piu preoccupar\\w+ (?:per|di) me|nessuno dovra piu preoccuparsi per me|you (?:wont|will not|won t) have to worry about me (?:anymore|again|any more)|(?:no one|nobody) will have to worry about me|(?:tonight|stanotte|stasera|domani) (?:it|tutto) (?:all )?(?:ends|finisce|finira)|it (?:all )?ends tonight|finisce tutto (?:stanotte|stasera)|(?:se|quando) (?:io )?sparisco|(?:domani |stanotte |ormai )?non mi troverete(?: piu)?|you (?:wont|will not|ll never|will never) find me|chiudo (?:li|qui|tutto) (?:la storia|tutto|con tutto)|chiudere (?:li|qui) (?:la storia|tutto)|chiudo (?:la storia|i conti) (?:li|qui|per sempre))\\b',
    ),
  },
  {
    id: 'farewell',
    weight: 0.5,
    re: rx(
      '\\b(?:scusatemi per tutto|scusate per tutto|scusate se (?:sparisco|me ne vado|non ci saro)|sorry (?:if|for) (?:disappearing|leaving|not being around)|perdonatemi|perdonami per tutto|(?:vi|ti) voglio bene a tutti|(?:stasera |oggi |adesso )?(?:saluto|vi saluto) tutti|grazie (?:di|per) tutto|(?:ho )?salutato tutti|salutando tutti|sorry for everything|forgive me|i love you all|love you all|(?:thank you|thanks) for everything|(?:been )?saying goodbye to (?:everyone|people|everybody|my \\w+)|said goodbye to (?:everyone|people|everybody|my \\w+)|ho salutato (?:mia|mio|i miei|le mie) \\w+|(?:fatto|faccio|presentato) le (?:mie )?scuse a tutti|apologi[sz]ed to (?:everyone|everybody|all of them)|(?:per|for) (?:l )?ultima volta|one last time|come se fosse l ultima volta|like it was the last time|tell (?:my \\w+|them|everyone|her|him) (?:that )?i lov\\w+|(?:chiedendo|chiedere|chiesto|scrivendo|scritto|scrivo) (?:a tutti )?(?:per )?(?:chiedere )?scusa|scusarmi con tutti|apologi\\w+ to (?:everyone|everybody|all|my \\w+)|saying sorry to (?:everyone|everybody)|vi lascio(?= *(?:[,.!;]|$))|take care of (?:my|the) (?:cat|dog|kids|plants|fish|pets?) (?:if|when|after) (?:something happens|im gone|im not (?:here|around))|prendersi cura (?:del|della|dei|delle|di) (?:mio |mia |miei |mie )?\\w+ (?:se|quando) (?:mi succede qualcosa|non ci saro|non ci sono piu)|found (?:a )?new homes? for my (?:cat|dog|pets?)|rehomed my \\w+|set my (?:cat|dog|pets?) up with a new home|(?:trovato|cercando) (?:una )?(?:nuova )?casa per (?:il mio|la mia|i miei) (?:gatto|cane|gatti|cani))\\b',
    ),
  },
  {
    id: 'acquire',
    weight: 0.6,
    re: rx(
      '\\b(?:ho comprato|mi sono comprat\\w|ho preso|mi sono procurat\\w|ho trovato|ho ordinato|bought|got|ordered|picked up|found)(?: \\w+){0,2} (?:una corda|la corda|corda|un cappio|una pistola|la pistola|un arma|lamette|delle lamette|del veleno|carbonella|a rope|rope|a noose|a gun|the gun|a pistol|razor blades|poison|charcoal|helium|a tank of helium)\\b',
    ),
  },
  {
    id: 'enough',
    weight: 0.4,
    re: rx(
      '\\b(?:dovrebbero bastare|dovrebbe bastare|basteranno|bastano|sono abbastanza|ne ho abbastanza|quant\\w+ (?:ne )?(?:servono|ci vogliono|bastano)|(?:have|got) enough(?: now)?|there s enough|theres enough|there is enough|ce ne sono abbastanza|should be enough|will be enough|is enough|how (?:many|much)(?= (?:\\w+ ){0,2}(?:it takes|does it take|would it take|to take to|ci vogliono|servono))|quant\\w+(?= (?:\\w+ ){0,2}(?:ne servono|ci vogliono|servono|bastano)))\\b',
    ),
  },
  {
    id: 'searched',
    weight: 0.3,
    re: rx(
      '\\b(?:googled|searched|looked up|cercato su (?:google|internet)|ho cercato (?:online|in rete)|ho googlato|guardato|checked|controllato|researching|researched|looking into|looked into|informat\\w)\\b',
    ),
  },
  {
    id: 'hide',
    weight: 0.35,
    re: rx(
      '\\b(?:its|it s|is|e|nascost\\w|hidden|hid it|tengo|keep it)(?: \\w+){0,2} (?:in|nel|nella|sotto|under) (?:my|il mio|la mia|the) (?:closet|drawer|car|bag|backpack|armadio|cassetto|macchina|borsa|zaino|letto|bed|mattress|materasso)\\b',
    ),
  },
  {
    id: 'exhausted',
    weight: 0.35,
    re: rx(
      '\\b(?:non ce la faccio piu|non reggo piu|non ho piu (?:la )?forz\\w|sono (?:stanc\\w|sfinit\\w) di tutto|mi arrendo|mi sono arres\\w|ho mollato tutto|sono al limite|cant do this anymore|cant keep doing this|cant take (?:it|this) anymore|cant go on|i give up|im giving up|ive given up|im so tired of everything|tired of everything)\\b',
    ),
  },
  {
    id: 'height',
    weight: 0.55,
    re: rx(
      '\\b(?:quanto (?:e|sia) alt\\w|how (?:high|tall)|highest|tallest|piu alt\\w|altezza)\\b(?: \\w+){0,4} (?:ponte|palazzo|edificio|tetto|bridge|building|roof|parking garage|multipiano|tower|torre|cliff|scogliera|viadotto|cavalcavia|grattacielo|skyscraper)\\b|\\b(?:ponte|palazzo|edificio|bridge|building|viadotto|cavalcavia|torre|tower)\\b(?: \\w+){0,3} (?:is |e )?(?:the )?(?:highest|tallest|piu alt\\w|alto abbastanza|high enough|tall enough)\\b',
    ),
  },
  {
    id: 'resolve',
    weight: 0.35,
    re: rx(
      '\\b(?:stavolta lo faccio|questa volta lo faccio|lo faccio davvero|vado fino in fondo|ho preso la (?:mia )?decisione|la decisione e presa|non torno indietro|this time im (?:really )?doing it|im (?:really )?doing it this time|going through with it|made up my mind|my mind is made up|no turning back|no going back now|found (?:a|the|my) way out(?! of\\b)|ho trovato (?:la|una|la mia) via d uscita)\\b',
    ),
  },
  {
    id: 'dying',
    weight: 0.5,
    re: rx('\\b(?:morendo|morire|morto|morta|mort[ie]|dying|die|dead|death|morte)\\b'),
  },
  {
    id: 'means',
    weight: 0.45,
    re: rx(
      '\\b(?:le pillole|le pastiglie|le compresse|i farmaci|le medicine|the pills|my pills|the meds|my meds|(?:a|one|the|una|un|la|il) (?:full )?(?:bottle|box|pack|strip|flacone|scatola|confezione|boccetta|blister) (?:of|di) (?:pills|tablets|pillole|pastiglie|compresse|sonniferi|sleeping pills)|gun|pistol|pistola|fucile|tetto|roof|ponte|bridge|binari|tracks|cornicione|ledge|corda|una corda|rope|a rope|cappio|noose|lametta|lamette|razor|blade|saltare giu|saltare|jumping|jump|macchina contro|auto contro|car into|into a tree|contro un albero|contro un muro|schiantarmi|crash my car|gas di scarico|exhaust|veleno|poison|tachipirina|paracetamolo|xanax|sonniferi|tylenol|paracetamol|sleeping pills|antidepressants|painkillers)\\b',
    ),
  },
  {
    id: 'burden',
    weight: 0.55,
    re: rx(
      '\\b(?:un peso per|fardello|burden|nessuno se ne accorgerebbe|nessuno noterebbe|nobody would (?:notice|care|miss)|no one would (?:notice|care|miss)|would be better (?:off )?without me|meglio senza di me|(?:sono|mi sento) (?:solo |soltanto )?(?:un|una) (?:problema|disturbo|fastidio|rovina|disastro) per (?:tutti|chiunque|la mia famiglia|gli altri|i miei)|do (?:solo )?fastidio a (?:tutti|chiunque)|rovino (?:la vita|tutto) a (?:tutti|chiunque)|non mancherei a nessuno|nessuno sentirebbe la mia mancanza|(?:nobody|no one) would miss me|(?:im|i am) (?:just |only )?(?:a problem|trouble|a nuisance|a waste of space) (?:for|to) (?:everyone|everybody|my family)|i ruin everything for everyone|dragging (?:them|everyone|my family) down)\\b',
    ),
  },
  {
    id: 'plan',
    weight: 0.4,
    re: rx(
      '\\b(?:so gia (?:dove|come|quando)|ho gia (?:scelto|deciso) (?:dove|come|quando)|know (?:exactly |already )?(?:where|how|when)|already know (?:where|how|when)|ho un piano|i have a plan|(?:a|un) (?:plan|piano) (?:for|per) (?:tonight|stanotte|stasera|tomorrow|domani)|how i(?:d| would| could)? do it|come lo farei|stanotte|tonight|ho (?:scelto|fissato|deciso) (?:la data|il giorno)|(?:picked|set|chose|chosen) (?:a|the) (?:date|day)|tonight is the night|tonights the night|stanotte e la notte|oggi e il giorno|today is the day|e arrivato il momento|the time has come)\\b',
    ),
  },
  {
    id: 'relief',
    weight: 0.3,
    re: rx(
      '\\b(?:sollievo|liberazione|finalmente in pace|pace per sempre|riposare per sempre|relief|at peace|finally rest|rest forever|peaceful|better this way|(?:e )?meglio cosi|its for the best|e la cosa giusta|relieved|sollevat\\w)\\b',
    ),
  },
  {
    id: 'hopeless',
    weight: 0.35,
    re: rx(
      '\\b(?:non vedo (?:un |nessun )?futuro|nessuna via d uscita|senza via d uscita|in trappola|non cambiera mai niente|non ha senso|no future|no way out|trapped|nothing will ever change|whats the point|what is the point|pointless|non cambiera mai (?:niente|nulla)|non migliorera mai|(?:andra|va) sempre peggio|e tutto inutile|non c e (?:piu )?speranza|nessuna speranza|ho perso ogni speranza|(?:never|not ever) going to get better|never gets better|(?:its|it s) hopeless|no hope|lost all hope|nothing ever changes|it will never end|non finira mai|non cambia (?:piu )?(?:niente|nulla)|nothing changes|la mia vita e inutile|la mia vita non vale (?:niente|nulla)|my life is (?:pointless|useless|worthless|meaningless)|my life isnt worth anything)\\b',
    ),
  },
  {
    id: 'selfhate',
    weight: 0.3,
    re: rx(
      '\\b(?:mi odio|mi faccio schifo|odio me stess\\w|i hate myself|i hate who i am|i disgust myself)\\b',
    ),
  },
  {
    id: 'wish',
    weight: 0.3,
    re: rx(
      '\\b(?:vorrei|voglio|volgio|desidero|ho pensato|penso di|pensando di|sto pensando|sogno|ho deciso|i want|i wish|i thought about|thinking about|i think about|i keep thinking|i decided|ive decided|even if it means|anche (?:a costo di|se significa)|anche morendo)\\b',
    ),
  },
];

/** Idioms removed before scoring ("sto morendo di fame", "scared to death", "saltare la cena"). */
const IDIOMS = rx(
  '\\b(?:morendo|morire|morto|morta|morti|muoio|die|dying|dead|death) (?:di|dal|dalle|dalla|dallo|of|from|laughing|tired|ridere)\\b(?: \\w+)?|\\b(?:to death|dead tired|stanc\\w mort\\w|bored to death|scared to death|i could die|would die for|to die for|dying to \\w+)\\b|\\b(?:saltare|saltato|saltata|skip\\w*|jump\\w*) (?:il|la|lo|i|le|the|a|on|in|into) (?:pranzo|cena|colazione|lezione|lunch|dinner|breakfast|class|meal|turno|queue|line|call|meeting|shower|pool)\\b|\\bponte (?:del|di|festivo|lungo)\\b|\\b(?:per|for) (?:una|un|qualche|a|some|few) (?:settimana|giorno|giorni|mese|weekend|po|week|weeks|day|days|while|bit|month)\\b|\\b(?:in vacanza|on holiday|on vacation|al mare|in montagna|beach|dalla vergogna|of embarrassment|sotto terra)\\b|\\b(?:corda|rope|a rope|jump rope|skipping rope)\\b(?: \\w+){0,4} (?:per|for|da|to) (?:\\w+ ){0,2}(?:arrampic\\w*|scalare|stendere|barca|campeggio|climb\\w*|camping|boat|laundry|clothes|crafts?|swing|altalena|giardino|garden|dog|cane|tenda|tent|gym|palestra|saltare|skipping|tug|trekking|hiking|sailing|vela)\\w*|\\b(?:jump rope|skipping rope|corda per saltare)\\b',
  'g',
);

/** Moving house, a new job, a trip: goodbyes and giving things away have an ordinary reason. */
/** Heights looked up for a trip, a photo or school. */
const HEIGHT_BENIGN = rx(
  '\\b(?:eiffel|empire state|torre di pisa|tourist|turist\\w|visit\\w*|gita|vacanza|photo|foto|view|panorama|vista|museo|museum|architettur\\w|architect\\w|school|scuola|geography|geografia|quiz|trivia|record)\\b',
);
const FAREWELL_CONTEXT = rx(
  '\\b(?:ci vediamo|a domani|alla prossima|a presto|see you|see ya|nuovo lavoro|cambio lavoro|ultimo giorno (?:di lavoro|in ufficio|di scuola)|trasloco|traslocare|mi trasferisco|trasferirmi|moving|move (?:to|abroad|out)|new job|graduat\\w*|retir\\w*|pensione|erasmus|vacanza|vacation|holiday|trip|viaggio|decluttering|caritas|goodwill|charity|beneficenza|outgrown|old clothes|vestiti vecchi|too small|piccoli|to focus|per concentrarmi|detox|esami|exams|per studiare|studying|break from|airport|aeroporto|stazione|train station|flight|volo)\\b',
);

/** "Vorrei sparire per una settimana", "disappear to a beach": a break, not an ending. */
const TIME_BOUND = rx(
  '\\b(?:per|for) (?:una|un|qualche|a|some|few|the) (?:settimana|giorno|giorni|mese|weekend|po|week|weeks|day|days|while|bit|month|summer|estate)\\b|\\b(?:in vacanza|on holiday|on vacation|al mare|in montagna|to (?:a|the) (?:beach|island|mountains)|su un isola|dalla vergogna|of embarrassment|sotto terra)\\b',
);
const DISAPPEAR = rx('(?:scomparire|sparire|svanire|vanish|disappear)');

const GLOBAL = new Map(FAMILIES.map((f) => [f.id, new RegExp(f.re.source, 'g')] as const));

/** Families that must be present for the score to count at all. */
const CORE = new Set([
  'holding',
  'ending',
  'dying',
  'means',
  'prep',
  'burden',
  'farewell',
  'acquire',
  'height',
]);
const CORE_RES = FAMILIES.filter((f) => CORE.has(f.id)).map((f) => f.re);
export const WARNING_THRESHOLD = 0.65;

export interface WarningSigns {
  score: number;
  families: string[];
  /** [start, end) of the strongest core cue, for reporting. */
  span: [number, number] | null;
}

export function warningSigns(input: string): WarningSigns {
  // Most messages carry no core cue at all: nothing to score.
  if (!CORE_RES.some((r) => r.test(input))) return { score: 0, families: [], span: null };
  const norm = input.replace(IDIOMS, (m) => ' '.repeat(m.length));
  let miss = 1;
  const families: string[] = [];
  let span: [number, number] | null = null;
  let best = 0;
  const timeBound = TIME_BOUND.test(input);
  const ordinaryFarewell = FAREWELL_CONTEXT.test(input);
  const benignHeight = HEIGHT_BENIGN.test(input);
  const taken: Array<[number, number]> = [];
  for (const f of FAMILIES) {
    const all: RegExpExecArray[] = [];
    const g = GLOBAL.get(f.id)!;
    g.lastIndex = 0;
    let x: RegExpExecArray | null;
    while ((x = g.exec(norm)) !== null && all.length < 8) {
      if (x[0].length === 0) g.lastIndex++;
      else if (f.id === 'ending' && timeBound && DISAPPEAR.test(x[0])) continue;
      else if (ordinaryFarewell && (f.id === 'farewell' || f.id === 'prep')) continue;
      else if (f.id === 'height' && benignHeight) continue;
      else all.push(x);
    }
    // A word already counted by another family (the "roof" in "went up on the roof") counts once.
    const m = all.find(
      (x) => x.index !== undefined && !taken.some(([a, b]) => x.index! < b && x.index! + x[0].length > a),
    );
    if (!m || m.index === undefined) continue;
    taken.push([m.index, m.index + m[0].length]);
    families.push(f.id);
    // Several distinct preparations or goodbyes (giving things away AND goodbye notes) weigh more.
    const weight = (f.id === 'prep' || f.id === 'farewell') && all.length >= 2 ? 0.75 : f.weight;
    miss *= 1 - weight;
    if (CORE.has(f.id) && weight > best) {
      best = weight;
      span = [m.index, m.index + m[0].length];
    }
  }
  const hasCore = families.some((f) => CORE.has(f));
  // "dying" and "means" are common words: they need a second family that is not just a wish.
  const strongPair =
    families.filter((f) => f !== 'wish').length >= 2 ||
    families.some(
      (f) =>
        f === 'holding' ||
        f === 'ending' ||
        f === 'prep' ||
        f === 'burden' ||
        f === 'farewell' ||
        f === 'acquire',
    );
  const score = hasCore && strongPair ? 1 - miss : 0;
  return { score: Math.round(score * 100) / 100, families, span };
}
