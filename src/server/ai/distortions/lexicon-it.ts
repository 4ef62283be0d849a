/**
 * Italian cues for the distortion detector: [distortion, weight, pattern].
 * Patterns run on normalised text: lowercase, no accents ("andra", "perche",
 * "e" for "è"), elisions split ("l ho", "c e"), repeated letters squeezed by
 * rx() so "tutto"/"tuto" and "nessuno"/"nesuno" are the same.
 */
import type { Rule } from './lexicon-en';

const NEG_NOUN =
  '(?:fallit\\w|fallimento|idiota|stupid\\w|incapace|inutile|buon\\w a nulla|perdente|disastro(?: ambulante)?|patetic\\w|delusione|debole|nullita|sfigat\\w|mostro|brutt\\w|scem\\w|cretin\\w|deficiente|imbranat\\w|vigliacc\\w|codard\\w|pigr\\w|rott\\w|sbagliat\\w|peso|schifo|incompetente|impostor\\w|egoista|persona (?:orribile|terribile|cattiva|sbagliata|pessima|orrenda|inutile)|pessim\\w (?:madre|padre|amic\\w|figli\\w|persona|moglie|marito|compagn\\w|genitore|fidanzat\\w)|(?:madre|padre|amic\\w|figli\\w|persona|moglie|marito|genitore) (?:pessim\\w|orribile|terribile|schifos\\w|inutile))';
const POS_EVENT =
  '(?:passato|finito|ottenuto|preso|vinto|complimenti|lodat\\w|brav\\w|bell\\w|scelt\\w|promoss\\w|promozione|progressi|contento|contenta|soddisfatt\\w|aiutato|gestito bene|corso|riuscit\\w|superato|assunt\\w|premiat\\w|ringraziat\\w)';

const TRAIT =
  '(?:egoista|pazz\\w|noios\\w|fastidios\\w|pesant\\w|manipolat\\w|brutt\\w|grass\\w|stupid\\w|inutile|incapace|pigr\\w|debole|negat\\w|superficial\\w|insignificante|insopportabile|antipatic\\w|sbagliat\\w|rott\\w|inadeguat\\w|cattiv\\w|egocentric\\w|indegn\\w|il peggiore|la peggiore|un problema|il problema|un peso|troppo|difficile da amare|impossibile da amare|un disastro|un casino|indesiderabile|patetic\\w|ridicol\\w)';
const OTHERS =
  '(?:lui|lei|loro|tutti|nessuno|la gente|i miei|il mio \\w+|la mia \\w+|mio \\w+|mia \\w+|i miei \\w+|le mie \\w+)';

// prettier-ignore
export const IT_RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- tutto o nulla
  ['all_or_nothing', 0.6, '(?:^|[.!?,:;] )o (?:\\w+ ){1,8}o (?:\\w+)'],
  ['all_or_nothing', 0.45, '\\bo\\b.{1,50}\\bo\\b'],
  ['all_or_nothing', 0.8, '\\bvia di mezzo\\b|\\bbianco o nero\\b|\\btutto o niente\\b|\\btutto o nulla\\b|\\bo tutto o\\b'],
  ['all_or_nothing', 0.65, '\\b(?:completamente|totalmente|del tutto|interamente|assolutamente|tutto) (?:male|rovinat\\w|inutil\\w|sbagliat\\w|fallit\\w|pers\\w|da buttare|distrutt\\w|sprecat\\w|senza senso|un fallimento)\\b|\\b(?:rovinat\\w|sbagliat\\w|fallit\\w|inutil\\w|pers\\w|sprecat\\w) del tutto\\b'],
  ['all_or_nothing', 0.65, '\\b(?:disastro|fallimento|catastrofe|schifo) (?:totale|complet\\w|assolut\\w|su tutta la linea)\\b'],
  ['all_or_nothing', 0.6, '\\b(?:e |era |sono |e stat\\w )?(?:tutto|tutta|tutti|tutte) (?:rovinat\\w|pers\\w|sprecat\\w|inutil\\w|da buttare|sbagliat\\w|finit\\w|vanificat\\w)\\b|\\bho buttato via (?:tutto|tutti|tutte)\\b|\\b(?:butta\\w*|buttare) via tutt\\w\\b'],
  ['all_or_nothing', 0.7, '(?<!\\banche )\\b(?:se non|o) (?:\\w+ ){0,5}(?:perfett\\w*|alla perfezione|al cento per cento|il massimo|il meglio|impeccabil\\w)\\b'],
  ['all_or_nothing', 0.55, '\\btanto vale\\b|\\balla perfezione\\b|\\bal cento per cento\\b|\\b100 ?%'],
  ['all_or_nothing', 0.7, '\\b(?:un|una|un solo|una sola|un piccolo|una piccola|un unico|un\\w* singol\\w|anche solo un\\w*) (?:errore|sbaglio|ritardo|dolce|giorno|problema|domanda|difetto|imprevisto|critica|voto|chilo|pezzo|biscotto)\\b.{0,60}\\b(?:rovinat\\w|tutto|tutta|completamente|totale|da buttare|fallit\\w|pers\\w|inutile|disastro|buttato via|non vale)\\b'],
  ['all_or_nothing', 0.55, '\\bla (?:giornata|serata|settimana) e (?:persa|rovinata|sprecata|finita|da buttare)\\b'],
  ['all_or_nothing', 0.65, '\\bse non\\b.{0,50}\\b(?:ho fallito|sono un\\w* fallit\\w|fallimento|non valgo|inutile|sprecat\\w|pers\\w|per niente|per nulla|non serve a niente|pessim\\w)\\b|\\bcome se avessi fallito\\b|\\be come (?:aver|avere) fallito\\b'],
  ['all_or_nothing', 0.6, '\\b(?:bene|benissimo|perfett\\w|migliore|tutto|brav\\w|vincere|successo)\\b.{0,30}\\bo\\b.{0,30}\\b(?:male|malissimo|disastro|niente|nulla|pessim\\w|fallit\\w|inutil\\w|zero|perdere)\\b'],
  ['all_or_nothing', 0.45, '\\b(?:non valgo (?:niente|nulla)|per niente|per nulla|completamente|totalmente|del tutto)\\b'],
  // ---------------------------------------------------------------- catastrofizzazione
  ['catastrophizing', 0.6, '\\b(?:disastro|catastrofe|catastrofic\\w|tragedia|incubo|la fine del mondo|la fine di tutto|sara la fine|e la fine|sarebbe la fine|finito tutto|rovina)\\b'],
  ['catastrophizing', 0.75, '\\b(?:vita|carriera|futuro|reputazione|relazione) (?:e|sara|sarebbe|e gia) (?:finit\\w|rovinat\\w|distrutt\\w|compromess\\w|segnat\\w)\\b|\\brovinarmi la vita\\b|\\bmi rovina la vita\\b'],
  ['catastrophizing', 0.7, '\\b(?:finiro|finirei|finire|finiremo) (?:per strada|sotto un ponte|in mezzo a una strada|sol\\w per sempre|in ospedale|senza niente|senza casa|sul lastrico|in rovina)\\b|\\bsenza (?:una )?casa\\b|\\bperd(?:ero|erei|ere|iamo) tutto\\b'],
  ['catastrophizing', 0.45, '\\be se\\b'],
  ['catastrophizing', 0.75, '\\be se\\b.{0,50}\\b(?:precipit\\w*|muor\\w*|mor\\w*|malattia|malor\\w*|svien\\w*|soffoc\\w*|infarto|ictus|panico|tumore|licenzi\\w*|perd\\w*|orribil\\w*|terribil\\w*|peggio|disastro|incidente|succede qualcosa|grave|male|nessuno mi aiut\\w*|nessuno mi salv\\w*)\\b'],
  ['catastrophizing', 0.75, '\\b(?:e successo|sara successo|gli sara successo|le sara successo|succedera|sta per succedere|dev essere successo|deve essere successo|qualcosa di) (?:qualcosa (?:di )?)?(?:terribile|orribile|grave|gravissimo|brutto|tremendo|irreparabile)\\b|\\bsara successo qualcosa\\b'],
  ['catastrophizing', 0.65, '\\b(?:sicuramente|di sicuro|sara|dev essere|deve essere|e sicuramente|sara sicuramente) (?:qualcosa di )?(?:grave|gravissim\\w|un tumore|cancro|mortale|incurabile|serio)\\b|\\b(?:tumore|cancro|ictus)\\b'],
  ['catastrophizing', 0.7, '\\b(?:sto per|staro per|mi verra|avro) (?:avere )?(?:un infarto|un ictus|morire|impazzire|crollare|svenire)\\b|\\bimpazzir(?:o|ei)\\b'],
  ['catastrophizing', 0.65, '\\bnon (?:sopravvivr\\w*|lo supererei|lo superero|la superero|reggerei|reggero|ce la farei mai|potrei sopportarlo|lo sopporterei|sopporterei)\\b|\\bnon (?:sopravvivero|superero|mi riprendero) mai\\b'],
  ['catastrophizing', 0.5, '\\b(?:insopportabil\\w|intollerabil\\w|non lo sopporto|non sopporto|non reggo|non ce la faccio)\\b'],
  ['catastrophizing', 0.65, '\\bumiliazione\\b|\\bnon (?:la|lo|mi) (?:superero|riprendero) mai\\b'],
  ['catastrophizing', 0.65, '\\b(?:fallimento|crollo|rovina|chiusura) (?:dell|della|del|di tutta|dell intera|dell intero|di tutto)\\b|\\bcrollera tutto\\b|\\bandra tutto a rotoli\\b|\\bandra tutto in pezzi\\b|\\bandra tutto in malora\\b'],
  ['catastrophizing', 0.45, '\\bmi (?:licenzieranno|cacceranno|licenzierebbero|lasceranno tutti)\\b|\\bgia mi vedo\\b|\\bmi vedo gia\\b|\\bnon finira mai\\b|\\bper sempre\\b'],
  ['catastrophizing', 0.65, '\\b(?:matrimonio|relazione|carriera|vita|amicizia|lavoro|futuro|famiglia|azienda) (?:e|sara) (?:finit\\w|rovinat\\w|distrutt\\w|a pezzi|allo sfascio)\\b|\\bho (?:combinato un disastro|rovinato tutto per sempre)\\b'],
  ['catastrophizing', 0.6, '\\b(?:malattia|male) (?:grave|incurabile|terribile|mortale)\\b|\\b(?:perdere|perdero|perderlo|perderla|perderli) (?:per sempre)\\b|\\bmi fara del male\\b'],
  ['catastrophizing', 0.3, '\\b(?:terribile|orribile|tremendo|il peggio|la cosa peggiore|gravissim\\w)\\b'],
  // ---------------------------------------------------------------- ipergeneralizzazione
  ['overgeneralization', 0.35, '\\b(?:sempre|mai|nessuno|ogni volta|tutti|niente|nulla)\\b(?! piu (?:spesso|persone|gente))'],
  ['overgeneralization', 0.7, '\\b(?:mi va|va|vanno|finisce|finiscono|succede|capita|mi capita|mi succede|va a finire) (?:sempre|tutte le volte|ogni volta)\\b|\\bsempre (?:tutto storto|storto|male|cosi|la stessa)\\b'],
  ['overgeneralization', 0.65, '\\b(?:ogni volta che|tutte le volte che|ogni singola volta|tutte le volte)\\b'],
  ['overgeneralization', 0.65, '\\b(?:nessuno|tutti|tutte|la gente|le persone|gli uomini|le donne|i ragazzi|le ragazze)\\b.{0,25}\\b(?:mai|sempre|finiscono per|alla fine)\\b'],
  ['overgeneralization', 0.65, '\\bnon (?:riesco|riesce|riusciamo) mai\\b|\\bnon (?:\\w+ ){0,2}mai (?:niente|nulla|nessuno|una volta|una cosa)\\b|\\bnon (?:funziona|funzionano|va|vanno|mi riesce|mi riescono|mi ascolta|mi ascoltano|mi capisce|mi capiscono|cambia) (?:\\w+ )?mai\\b'],
  ['overgeneralization', 0.65, '\\b(?:niente|nulla) (?:mi )?(?:va|riesce|funziona|va bene) (?:mai|piu)\\b|\\bnon mi riesce piu (?:niente|nulla)\\b|\\bnon mi va mai (?:bene )?niente\\b'],
  ['overgeneralization', 0.6, '\\b(?:la stessa storia|sempre la stessa|come tutti gli altri|come tutte le altre|come sempre|la solita storia|il solito)\\b'],
  ['overgeneralization', 0.7, '\\b(?:un altra|un altro|anche questo|anche questa|anche oggi|di nuovo|ancora una volta|per l ennesima volta)\\b.{0,60}\\b(?:sempre|tutti|tutte le volte|ogni volta|la stessa|mai|come gli altri)\\b'],
  ['overgeneralization', 0.55, '\\b(?:mi dimentico|sbaglio|rovino|perdo) sempre\\b|\\bsempre tutto\\b'],
  ['overgeneralization', 0.7, '\\b(?:sempre|tutte|tutto) (?:a|con) me\\b|\\b(?:capita|capitano|succede|succedono) (?:\\w+ )?sempre\\b|\\bperche (?:capita|succede|va) sempre\\b'],
  ['overgeneralization', 0.6, '\\b(?:nessuno|tutti)\\b (?:\\w+ )?(?:mi )?(?:capisce|capiscono|vuole|vogliono|ama|amano|ascolta|ascoltano|cerca|cercano|considera|considerano|odia|odiano|rispetta|rispettano|e meglio|sono meglio|pensa|pensano)\\b'],
  ['overgeneralization', 0.65, '\\b(?:continuo a|non smetto di) (?:sbagliare|fallire|rovinare|deludere|perdere|dimenticare|combinare)\\b|\\b(?:sbagliato|fallito|rovinato|combinato un casino)\\b.{0,15}\\b(?:di nuovo|ancora una volta|un altra volta)\\b|\\bancora una volta\\b'],
  ['overgeneralization', 0.7, '\\bnon (?:ne )?(?:faccio|azzecco|combino) (?:una|niente|nulla) (?:giusta|di giusto|bene|di buono)\\b|\\bnon (?:\\w+ )?(?:riesco|so) (?:a )?fare (?:niente|nulla) (?:bene|di buono|di giusto)\\b|\\b(?:tutto|qualsiasi cosa) (?:quello che )?(?:faccio|dico|tocco)\\b'],
  // ---------------------------------------------------------------- lettura del pensiero
  ['mind_reading', 0.7, '\\b(?:pensa|pensano|penseranno|pensava|pensavano|crede|credono|credeva|credevano|hanno pensato|ha pensato|pensera|crederanno|avra pensato|avranno pensato|avra creduto|avranno creduto|staranno pensando|stara pensando)(?: tutti| tutte| davvero| ancora| sicuramente)? che (?:io )?(?:sia|fossi|sono|ero|non sia|non fossi|non sono|valga|non valga)\\b'],
  ['mind_reading', 0.7, '\\bmi (?:trova|trovano|trovera|troveranno|vede|vedono|considera|considerano|reputa) (?:\\w+ )?(?:antipatic\\w|noios\\w|stupid\\w|strano|strana|brutt\\w|insopportabil\\w|pesant\\w|ridicol\\w|incapace|debole|inutile|un peso|un\\w* fallit\\w)\\b'],
  ['mind_reading', 0.7, '\\b(?:sicuramente|di sicuro|evidentemente|ovviamente|si vede che|si capisce che|sara|stara|dev essere|deve essere|so gia che|lo so che|so che|sono sicur\\w che|scommetto che)\\b.{0,40}\\b(?:arrabbiat\\w|offes\\w|delus\\w|annoiat\\w|pensa|pensano|pensando|crede|giudica|giudicano|odia|odiano|non (?:vuole|vogliono|mi sopporta|mi sopportano|gli piaccio|le piaccio|mi vuole|mi vogliono)|prendendo gioco|ride di me|ridono di me|stufo di me|stufa di me|mi trova|mi trovano)\\b'],
  ['mind_reading', 0.6, '\\b(?:mi stanno giudicando|mi giudicano|mi giudica|mi giudicheranno|ridono di me|ride di me|parlano (?:male )?di me|si prendono gioco di me|prendendo gioco di me|mi guardano male|mi guarda male|mi ha guardato male|mi hanno guardato male)\\b'],
  ['mind_reading', 0.45, '\\b(?:non mi sopporta|non mi sopportano|mi odia|mi odiano|non gli piaccio|non le piaccio|non piaccio a nessuno|non mi vuole piu|ce l ha con me|ce l hanno con me)\\b'],
  ['mind_reading', 0.75, '\\bso (?:benissimo |gia |bene |esattamente )?(?:cosa|che cosa|quello che) pens\\w*\\b'],
  ['mind_reading', 0.7, '\\b(?:vuol dire che|significa che)\\b.{0,30}\\b(?:si annoia|si e annoiat\\w|e arrabbiat\\w|non gli piaccio|non le piaccio|mi odia|non mi vuole|non gli interess\\w|non le interess\\w)\\b'],
  ['mind_reading', 0.6, '\\bhanno notato\\b.{0,60}\\b(?:pensato|pensano|pensavano)\\b|\\blo capisco da(?:i|l|lla|gli)?\\b|\\bda come mi (?:guard\\w+|parl\\w+)\\b|\\bdai loro sguardi\\b|\\bsi capisce\\b'],
  ['mind_reading', 0.6, '\\b(?:stara|sara) (?:pensando|arrabbiat\\w|offes\\w|delus\\w|stufo|stufa|annoiat\\w)\\b|\\bevidentemente non\\b|\\bsi stara\\b'],
  ['mind_reading', 0.6, `\\b${OTHERS}\\b (?:\\w+ )?non mi (?:ama|amano|vuole|vogliono|rispetta|rispettano|stima|stimano|apprezza|apprezzano|considera|considerano|ascolta|ascoltano|cerca|cercano|capisce|capiscono|sopporta|sopportano)(?: piu| bene| davvero)?\\b|\\bnon mi (?:ama|vuole bene|rispetta|stima|apprezza|considera|cerca) piu\\b`],
  ['mind_reading', 0.6, `\\b${OTHERS}\\b (?:\\w+ )?(?:mi odia|mi odiano|mi sta evitando|mi stanno evitando|mi evita|mi evitano|mi ignora|mi ignorano|mi sta usando|mi usa|mi nasconde qualcosa|mi tradisce|ce l ha con me|ce l hanno con me|e stuf\\w di me|sono stufi di me|e arrabbiat\\w con me|sono arrabbiati con me|sara arrabbiat\\w con me|sara delus\\w)\\b`],
  ['mind_reading', 0.6, '\\b(?:forse|probabilmente|sicuramente|credo che|penso che|scommetto che)\\b.{0,20}\\b(?:non (?:mi )?(?:vuole|vogliono|sopporta|interessa|piaccio|ama)|mi odia|e arrabbiat\\w|si e stufat\\w|mi tradisce|mente)\\b'],
  ['mind_reading', 0.35, '\\b(?:e ovvio|e evidente|si vede|si capisce|chiaramente|ovviamente|evidentemente|lo so e basta)\\b'],
  ['mind_reading', 0.35, '\\bnon mi (?:ha|hanno) (?:risposto|scritto|chiamato|salutato)\\b|\\bsbadigl\\w*\\b'],
  // ---------------------------------------------------------------- previsione del futuro
  ['fortune_telling', 0.75, '\\b(?:andra|finira|sara|verra|andranno|finiranno|andrebbe) (?:\\w+ ){0,2}(?:male|malissimo|storto|storta|un disastro|una catastrofe|bocciat\\w|rifiutat\\w|un fallimento|uno schifo|peggio)\\b'],
  ['fortune_telling', 0.7, '\\bnon (?:\\w+ )?\\w+(?:ro|ra|remo|ranno)\\b.{0,20}\\bmai\\b|\\bnon \\w+(?:ro|ranno|ra) mai\\b|\\bmai (?:\\w+ )?\\w+(?:ro|ranno)\\b'],
  ['fortune_telling', 0.35, '\\b(?:so gia|lo so gia|me lo sento|ne sono cert\\w|ne sono sicur\\w|sicuramente|di sicuro|lo so)\\b'],
  ['fortune_telling', 0.7, '\\b(?:mi rifiuteranno|mi lasceranno|mi bocceranno|mi licenzieranno|mi scarteranno|resteranno delus\\w|rimarranno delus\\w|rideranno di me|mi giudicheranno|mi dimenticheranno|mi diranno di no|mi scaricheranno|mi lascera|mi tradira|mi abbandoneranno|mi abbandonera)\\b'],
  ['fortune_telling', 0.4, '\\bmi \\w+(?:ranno|ra)\\b'],
  ['fortune_telling', 0.7, '\\b(?:faro|farei) (?:una figuraccia|una brutta figura|schifo|pena|fiasco|un disastro)\\b|\\bsbagliero\\b|\\bfalliro\\b|\\bnon ce la faro\\b|\\bnon riusciro\\b|\\bnon passero\\b|\\bnon trovero\\b|\\bnon guariro\\b|\\bmi blocchero\\b|\\bandro in panico\\b'],
  ['fortune_telling', 0.7, '\\b(?:non cambiera|nulla cambiera|niente cambiera|non servira|non migliorera|non funzionera)\\b'],
  ['fortune_telling', 0.55, '\\binutile\\b.{0,20}\\b(?:provarci|provare|mandare|chiedere|andare|tentare|sperare|candidarmi)\\b|\\btanto non serve\\b'],
  ['fortune_telling', 0.65, '\\b(?:tra|fra) (?:un anno|dieci anni|cinque anni|qualche anno|un mese|qualche mese)\\b.{0,40}\\b(?:ancora|saro|staro)\\b'],
  ['fortune_telling', 0.7, '\\b(?:staro|rimarro|restero|saro|finiro) (?:ancora |per sempre )?(?:in un angolo|sol\\w|bloccat\\w|single|disoccupat\\w|da sol\\w|indietro)\\b|\\bnon avro piu\\b|\\bnon avro (?:mai )?(?:amici|lavoro|nessuno)\\b|\\bmi lasceranno indietro\\b'],
  ['fortune_telling', 0.6, '\\b(?:mi |ci )?(?:lascera|lasceranno|licenzieranno|licenziera|bocceranno|boccera|rifiuteranno|rifiutera|tradira|abbandonera|si stufera|si stancera|si annoiera|si arrabbiera)\\b|\\bnon (?:trovero|passero|supero|superero|guariro|cambiero|riusciro|ce la faro|migliorero)\\b|\\bandra (?:sempre )?peggio\\b|\\bpeggiorera\\b'],
  ['fortune_telling', 0.65, '\\b(?:non c e|ho perso ogni|nessuna|senza) speranza\\b|\\bsenza via d uscita\\b|\\bnon ne usciro\\b|\\bnon (?:ne )?usciro mai\\b'],
  ['fortune_telling', 0.5, '\\b(?:potrei|potrebbero) (?:\\w+ )?(?:licenziarmi|lasciarmi|perdere (?:tutto|il lavoro|lui|lei)|bocciarmi|fallire|essere licenziat\\w)\\b'],
  ['fortune_telling', 0.7, '\\b(?:verra|sara|verrebbe) (?:bocciat\\w|rifiutat\\w|scartat\\w|criticat\\w|respint\\w)\\b'],
  // ---------------------------------------------------------------- doverizzazioni
  ['should_statements', 0.35, '\\b(?:dovrei|dovresti|dovrebbe|dovrebbero|dovremmo|devo|deve|devono|avrei dovuto|non dovrei|bisogna|dovevo|dovrebbe essere)\\b'],
  ['should_statements', 0.7, '\\b(?:dovrei|devo|non dovrei|dovrebbe|dovrebbero|dovevo|non devo) (?:sempre |mai |gia |assolutamente |proprio |davvero |per forza |riuscire a |essere in grado di |saper )?(?:essere|sentirmi|sentire|riuscire|saper\\w*|gestire|capire|farcela|piacere|avere gia|arrabbiarmi|stare|fare meglio|fare di piu|produrre|reagire|superare|piangere|lamentarmi|stancarmi|avere paura)\\b'],
  ['should_statements', 0.7, '\\b(?:avrei dovuto|non avrei dovuto|avrei potuto e dovuto|non avrei mai dovuto)\\b'],
  ['should_statements', 0.75, '\\b(?:devo|dovrei) (?:sempre|assolutamente|per forza)\\b|\\bnon dovrei mai\\b|\\bnon devo mai\\b'],
  ['should_statements', 0.75, '\\balla mia eta\\b.{0,30}\\b(?:dovrei|devo|avrei dovuto)\\b|\\b(?:dovrei|avrei dovuto) (?:\\w+ ){0,4}(?:gia|ormai|alla mia eta)\\b'],
  ['should_statements', 0.6, '\\bnon posso permettermi di\\b'],
  ['should_statements', 0.55, '\\b(?:una brava|un bravo|una buona|un buon) (?:madre|padre|genitore|mamma|papa|amic\\w|moglie|marito|compagn\\w|figli\\w|sorella|fratello|dipendente|studente|studentessa|persona|insegnante)\\b'],
  ['should_statements', 0.75, '\\b(?:una brav\\w|un buon|una buona|un brav\\w|una vera|un vero)\\b.{0,20}\\b(?:dovrebbe|deve)\\b|\\b(?:gli altri|la gente|le persone|tutti) (?:dovrebbero|devono)\\b|\\bdovrebbero capire\\b'],
  ['should_statements', 0.75, '\\bdevo essere (?:perfett\\w|il migliore|la migliore|forte|all altezza|brav\\w|sempre|impeccabil\\w|produttiv\\w)\\b'],
  // ---------------------------------------------------------------- etichettamento
  ['labeling', 0.8, `\\b(?:sono|io sono|sono sempre stat\\w|saro sempre|ero) (?:un |una |un\\w |proprio |solo |davvero |veramente |un vero |una vera |una grande |un grande |il solito |la solita |soltanto |solamente |cosi |talmente |tanto |totale |complet\\w |assolut\\w |enorme |autentic\\w )*${NEG_NOUN}\\b`],
  ['labeling', 0.65, `\\bmi sento (?:un |una |un\\w |proprio |solo |davvero |veramente |cosi )*${NEG_NOUN}\\b`],
  ['labeling', 0.8, '\\bche (?:\\w+ )?(?:incapace|idiota|stupid\\w|fallit\\w|cretin\\w|imbranat\\w|disastro|perdente|scem\\w|nullita|schifo|deficiente) (?:che )?(?:sono|io)\\b'],
  ['labeling', 0.7, `\\b(?:sono|ero|sono diventat\\w|devo essere) (?:cosi |davvero |proprio |solo |veramente |troppo |totalmente |completamente |un |una )?${TRAIT}\\b`],
  ['labeling', 0.6, '\\b(?:non sono|di non essere|non essere) (?:\\w+ )?(?:abbastanza|all altezza|capace|in grado|brav\\w|interessant\\w|attraent\\w|amabil\\w|degn\\w)\\b|\\bnon valgo (?:niente|nulla|abbastanza)\\b|\\bvalgo (?:poco|meno|zero)\\b|\\bnon sono (?:buon\\w|capace) a (?:niente|nulla)\\b'],
  ['labeling', 0.6, '\\bmi odio\\b|\\bodio (?:me stess\\w|come sono|il mio corpo|la mia faccia|il mio aspetto|la mia voce)\\b|\\bsono (?:davvero |proprio )?(?:negat\\w|scars\\w|pessim\\w|un disastro) (?:in|a|con) (?:tutto|\\w+)\\b'],
  ['labeling', 0.65, '\\b(?:e|sei|e proprio|e solo|e sempre stat\\w) (?:un |una |un\\w |proprio |solo |davvero |veramente |un vero |una vera |sempre )*(?:egoista|idiota|stronz\\w|irresponsabile|incapace|narcisista|cretin\\w|fallit\\w|mostro|pigr\\w|bugiard\\w|manipolat\\w|falso|falsa|buon\\w a nulla|deficiente|incompetente)\\b'],
  // ---------------------------------------------------------------- personalizzazione
  ['personalization', 0.75, '\\bcolpa mia\\b|\\bper colpa mia\\b|\\ba causa mia\\b|\\bper causa mia\\b|\\bcausat\\w da me\\b|\\bla causa sono io\\b|\\bsono io la causa\\b|\\besserne io la causa\\b|\\bne sono io la causa\\b|\\bme ne sento responsabile\\b|\\bmi sento responsabile\\b|\\bho sbagliato io\\b|\\bmi do la colpa\\b|\\bdipende (?:tutto )?da me\\b'],
  ['personalization', 0.7, '\\bsono (?:io )?(?:la causa|il motivo|il problema|la colpevole|il colpevole)\\b|\\bl ho fatt\\w (?:arrabbiare|piangere|stare male|soffrire|preoccupare|andare via)\\b|\\bho (?:deluso|fatto soffrire|fatto arrabbiare|fatto piangere) (?:tutti|lui|lei|loro|mia|mio|i miei|la mia|il mio)\\b|\\bho fatto qualcosa di (?:sbagliato|male)\\b'],
  ['personalization', 0.55, '\\bho rovinato (?:tutto|la|il|le|i|loro|la sua|la loro|la nostra)\\b'],
  ['personalization', 0.7, '\\b(?:devo aver|devo avere|avro|ho sicuramente|sicuramente ho) (?:fatto|detto) qualcosa\\b|\\bqualcosa che ho (?:fatto|detto)\\b'],
  ['personalization', 0.7, '\\bse (?:solo )?(?:fossi|avessi|non avessi|fossi stat\\w)\\b.{0,50}\\b(?:non sarebbe|non avrebbe|non sarebbero|non avrebbero|sarebbe ancora|avrebbe|sarebbero ancora|non succedeva|non sarebbe successo)\\b'],
  ['personalization', 0.7, '(?<!\\b(?:sono|ero|mi sento|mi sentivo|sono cosi|sono molto) )\\b(?:andat\\w male|noios\\w|pers\\w|nervos\\w|trist\\w|stressat\\w|arrabbiat\\w|rovinat\\w|di cattivo umore|giu|freddo|fredda|silenzios\\w|piange|pianto)\\b.{0,40}\\b(?:perche|per) (?:io|me|colpa mia|causa mia|l ho|ho|ero|sono stat\\w)\\b'],
  ['personalization', 0.75, '\\b(?:e|sara|sicuramente e|e sicuramente|dev essere|deve essere) (?:per|a causa di|colpa di|per colpa di|causa di) (?:me|il mio|la mia|qualcosa che ho|come sono)\\b'],
  // ---------------------------------------------------------------- ragionamento emotivo
  ['emotional_reasoning', 0.75, '\\bmi sento\\b.{0,40}\\b(?:quindi|dunque|percio|vuol dire che|significa che|allora|sara perche|deve essere|dev essere|devo esserlo|lo sono|lo sia|per forza)\\b'],
  ['emotional_reasoning', 0.7, '\\b(?:ho paura|sono in ansia|sono nervos\\w|sono agitat\\w|mi vergogno|sono preoccupat\\w|ho tanta ansia|ho cosi tanta ansia|ho l ansia|provo|sento|sono trist\\w|sono terrorizzat\\w)\\b.{0,40}\\b(?:quindi|dunque|percio|vuol dire che|significa che|dev essere|deve essere|deve esserci|per forza)\\b'],
  ['emotional_reasoning', 0.8, '\\bse (?:mi sento|ho (?:cosi tanta |tanta |cosi )?(?:ansia|paura)|provo|sento)\\b.{0,50}\\b(?:sara perche|dev essere|deve essere|vuol dire|significa|allora|e perche)\\b'],
  ['emotional_reasoning', 0.55, '\\b(?:me lo sento|lo sento|sento che)\\b.{0,40}\\b(?:andra|sara|succedera|ho sempre ragione|e cosi)\\b|\\b(?:il mio istinto|le mie sensazioni|il mio sesto senso)\\b.{0,20}\\b(?:sbaglia|ragione)\\b'],
  ['emotional_reasoning', 0.5, '\\b(?:mi sento come se|ho la sensazione che|ho l impressione che|sento che|sentivo che|mi sembra che (?:tutti|nessuno|lui|lei|loro))\\b|\\bmi sento (?:cosi )?(?:non amat\\w|indesiderat\\w|rifiutat\\w|tradit\\w|usat\\w|esclus\\w|inadeguat\\w|di troppo)\\b'],
  ['emotional_reasoning', 0.4, '\\bmi sento (?:un |una )?(?:fallit\\w|impostor\\w|incapace|stupid\\w|inutil\\w|brutt\\w|sbagliat\\w)\\b'],
  // ---------------------------------------------------------------- filtro mentale
  ['mental_filter', 0.7, '\\b(?:riesco a pensare solo|penso solo|ricordo solo|vedo solo|noto solo|sento solo|mi concentro (?:solo )?su|mi fisso su|mi fisso sul|mi fisso sulle|mi fisso sulla|mi fisso sui|continuo a (?:ripensare|pensare|rimuginare|rivedere)|non riesco a (?:smettere di pensar\\w*|pensare ad altro|togliermel\\w|non pensar\\w*))\\b'],
  ['mental_filter', 0.55, '\\bl unic\\w (?:cosa|errore|critica|commento|sbaglio|difetto)\\b|\\bsolo (?:quella|quel|quello|la|il) (?:critica|errore|commento|frase|slide|momento|lite|battuta|negativ\\w|sbaglio|difetto)\\b'],
  ['mental_filter', 0.8, '\\b(?:bell\\w|buon\\w|perfett\\w|complimenti|applaudit\\w|tant\\w|progressi|bene|success\\w|auguri|positiv\\w|felice|divertent\\w)\\b.{0,70}\\b(?:ma|pero|tranne|eppure|nonostante)\\b.{0,60}\\b(?:solo|rovinat\\w|non riesco|continuo|mi concentro|mi fisso|ricordo|penso|vedo|noto)\\b'],
  ['mental_filter', 0.75, '\\bnonostante\\b.{0,50}\\b(?:mi fisso|penso solo|vedo solo|mi concentro|ricordo solo|continuo)\\b|\\b(?:del|della|dello|delle|dei|degli|di tutt\\w) (?:\\w+ ){1,3}ricordo solo\\b'],
  ['mental_filter', 0.65, '\\bnon riesco a pensare ad altro\\b|\\bnon penso ad altro\\b|\\bmi rimane in testa solo\\b'],
  // ---------------------------------------------------------------- squalificare il positivo
  ['discounting_positive', 0.75, '\\b(?:solo|pura|semplice|tanta) fortuna\\b|\\b(?:e stato|e stata|e) (?:un caso|fortuna|solo fortuna|un colpo di fortuna)\\b|\\bper caso\\b|\\bun colpo di fortuna\\b|\\bmi e andata bene per caso\\b'],
  ['discounting_positive', 0.7, '\\b(?:solo|soltanto) (?:per gentilezza|per educazione|per cortesia|per farmi|perche (?:e|sono|mi|non))\\b|\\blo (?:dice|dicono|ha detto|hanno detto|dicevano) (?:solo )?(?:per|perche)\\b'],
  ['discounting_positive', 0.75, '\\bchiunque (?:ci )?(?:sarebbe riuscit\\w|ce l avrebbe fatta|avrebbe potuto|poteva|potrebbe|sarebbe capace|ce la fa)\\b'],
  ['discounting_positive', 0.6, '\\bnon (?:conta|contano|vale|valgono|significa (?:niente|nulla)|vuol dire (?:niente|nulla)|e niente di speciale|e un granche|dimostra niente|dimostra nulla)\\b'],
  ['discounting_positive', 0.55, '\\b(?:niente di speciale|il minimo che|roba da poco|cose piccole|cose da niente|non e niente|sciocchezze|niente di che)\\b'],
  ['discounting_positive', 0.55, '\\b(?:era|e stato|il test era|l esame era|era troppo|e stata) (?:molto |troppo |proprio )?(?:facile|facilissim\\w|semplice|semplicissim\\w|banale)\\b'],
  ['discounting_positive', 0.8, `\\b${POS_EVENT}\\b.{0,60}\\b(?:ma|pero)\\b.{0,50}\\b(?:fortuna|gentilezza|educazione|chiunque|facil\\w|non conta|non vale|niente|nulla|solo|caso|minimo|piccol\\w|non sa|non ha notato|non c erano|non significa|madre|mamma|padre|amic\\w)\\b`],
  ['discounting_positive', 0.55, '\\bnon (?:mi )?merito (?:di|niente|nulla|questo|questa|il|la|l|amore|aiuto|una|un)\\b|\\bnon faccio (?:nessun|alcun) progress\\w*\\b|\\bnon e (?:stato )?(?:cosi )?(?:bello|buono|bravo) come pensavo\\b'],
  ['discounting_positive', 0.45, '\\bsi,? ma\\b|\\bnon sa davvero\\b|\\bnon hanno notato\\b|\\bnon ha notato\\b|\\bnon c erano altri\\b'],
];
