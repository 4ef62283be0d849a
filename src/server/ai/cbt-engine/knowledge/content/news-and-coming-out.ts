/**
 * Questions people bring that are not about a symptom: how to stay informed about wars and
 * disasters without being swallowed by them, whether worry about the climate is "real", and how to
 * prepare to tell one's family about who one loves. Each starts from the person's own values;
 * none tells them what to do.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const NEWS_AND_COMING_OUT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'news_anxiety',
    kind: 'how_to',
    keys: 'notizie=4, telegiornale=4, tg$=3, guerra=4, bombardament=4, attentat=3, alluvion=3, terremot=3, restare informat=6, rimanere informat=6, informarmi=4, non voler sapere=4, scrollo video=3, news$=4, the news=4, war$=4, bombing=4, disaster=3, stay informed=6, keep informed=5, headlines=4',
    requires:
      'notizie, telegiornale, tg$, guerra, bombardament, attentat, alluvion, terremot, restare informat, rimanere informat, informarmi, news$, the news, war$, bombing, disaster, stay informed, keep informed, headlines',
    forms: ['how', 'should', 'normal', 'is_this', 'why', 'could'],
    topics: ['anxiety', 'sleep'],
    it: lc(
      [
        'Restare informati non richiede di guardare tutto: scegliere una o due fonti scritte e un momento fisso della giornata, lontano dal letto, dà le notizie senza il flusso infinito di immagini.',
        'I video ripetuti tengono il corpo in allarme per cose su cui, in quel momento, non puoi fare niente; leggere basta a sapere, le immagini aggiungono soprattutto dolore.',
        'E quando il senso di impotenza pesa, aiuta trasformarlo in un gesto piccolo e concreto, una donazione, una raccolta, un messaggio a chi è coinvolto: la cura passa di lì, non dalle ore di scroll.',
      ],
      [
        'Sentirsi sopraffatti dalle notizie non è egoismo né indifferenza: è il segno che ti tocca, e proprio per questo serve proteggere il modo in cui le ricevi.',
        'Un limite semplice è dire «so cosa è successo oggi» e fermarti lì, senza cercare altri video la sera: il mondo non smette di esistere, ma tu torni a dormire.',
        'Se i pensieri continuano a tornare, scrivere cosa senti e cosa puoi fare davvero, anche poco, mette ordine tra la preoccupazione e l’azione.',
      ],
      ['In quale momento della giornata ti sembrerebbe giusto informarti?', 'Quale gesto piccolo ti farebbe sentire un po’ meno impotente?'],
    ),
    en: lc(
      [
        'Staying informed doesn’t require watching everything: choosing one or two written sources and a set time of day, away from bed, gives you the news without the endless stream of images.',
        'Repeated videos keep the body on alert about things you cannot do anything about in that moment; reading is enough to know, the images mostly add pain.',
        'And when helplessness weighs on you, it helps to turn it into a small, concrete act, a donation, a collection, a message to someone affected: caring goes through that, not through hours of scrolling.',
      ],
      [
        'Feeling overwhelmed by the news is neither selfishness nor indifference: it shows that it touches you, and that is exactly why the way you take it in needs protecting.',
        'A simple limit is to say "I know what happened today" and stop there, without looking for more videos in the evening: the world doesn’t stop existing, but you get back to sleep.',
        'If the thoughts keep coming back, writing down what you feel and what you can really do, even a little, sorts out the worry from the action.',
      ],
      ['At what time of day would it feel right to catch up on the news?', 'What small act would make you feel a little less helpless?'],
    ),
  },
  {
    id: 'climate_anxiety',
    kind: 'normal',
    keys: 'ansia climatica=8, eco ansia=8, ecoansia=8, eco-ansia=8, per il clima=6, sul clima=6, clima$=3, cambiamento climatico=7, crisi climatica=7, riscaldamento globale=7, il pianeta=4, climate anxiety=8, eco anxiety=8, ecoanxiety=8, climate$=5, climate change=7, climate crisis=7, global warming=7, the planet=4, bushfire=3, wildfire=3',
    requires:
      'ansia climatica, eco ansia, ecoansia, eco-ansia, per il clima, sul clima, cambiamento climatico, crisi climatica, riscaldamento globale, climate anxiety, eco anxiety, ecoanxiety, climate$, climate change, climate crisis, global warming',
    forms: ['is_this', 'normal', 'what', 'how', 'why', 'could'],
    topics: ['anxiety'],
    it: lc(
      [
        'Sì, l’ansia per il clima è una reazione reale e molto diffusa, soprattutto tra i più giovani: nasce da un pericolo vero e dal tenerci, non da un’esagerazione.',
        'Diventa un peso quando toglie il sonno, blocca le scelte o lascia solo impotenza: lì aiuta distinguere quello che dipende da te da quello che nessuno può portare senza gli altri.',
        'Fare qualcosa insieme ad altri, un gruppo del quartiere, un orto condiviso, un’associazione, trasforma la preoccupazione in azione e riduce l’isolamento più di qualsiasi lettura in più.',
      ],
      [
        'Preoccuparsi per il pianeta non è essere drammatici: gli psicologi la chiamano eco-ansia, e la considerano una risposta comprensibile a un problema reale.',
        'Quello che la fa crescere è spesso il flusso continuo di notizie, soprattutto la sera: darsi un momento fisso per informarsi e poi fermarsi protegge senza voltare le spalle.',
        'E il senso di speranza, più che da una certezza, viene dal fare: un gesto concreto e condiviso restituisce un po’ di controllo dove prima c’era solo allarme.',
      ],
      [
        'C’è un gesto concreto, anche piccolo, che ti farebbe sentire parte della soluzione?',
        'In quali momenti questi pensieri ti pesano di più?',
      ],
    ),
    en: lc(
      [
        'Yes, climate anxiety is a real and very common response, especially among younger people: it comes from a real threat and from caring, not from being dramatic.',
        'It becomes a burden when it steals sleep, freezes decisions or leaves only helplessness: that is when it helps to separate what is in your hands from what nobody can carry alone.',
        'Doing something alongside other people, a local group, a community garden, an organisation, turns worry into action and eases the isolation more than any extra reading.',
      ],
      [
        'Worrying about the planet isn’t being dramatic: psychologists call it eco-anxiety and see it as an understandable response to a real problem.',
        'What feeds it is often the endless stream of news, especially late at night: a set time to catch up, then stopping, protects you without turning your back on it.',
        'And hope tends to come less from certainty than from doing: one concrete, shared act gives back a little control where there was only alarm.',
      ],
      ['Is there a concrete act, even a small one, that would make you feel part of the answer?', 'When do these thoughts weigh on you most?'],
    ),
  },
  {
    id: 'coming_out',
    kind: 'how_to',
    keys: 'coming out=7, fare coming out=7, dirlo ai miei=5, dirlo ai genitori=5, che sono gay=6, che sono lesbica=6, che sono bisessuale=6, che sono trans=6, che mi piacciono i ragazzi=6, che mi piacciono le ragazze=6, sto con un ragazzo=3, sto con una ragazza=3, omofob=4, battute sui gay=5, una conversazione del genere=3, come si prepara=3, come lo dico ai miei=5, tell my parents=5, that i m gay=6, that im gay=6, that i m bi=6, that i m lesbian=6, that i m trans=6, come out=6, coming out to=7, homophob=4, gay jokes=5, a conversation like that=3',
    requires:
      'coming out, dirlo ai miei, dirlo ai genitori, che sono gay, che sono lesbica, che sono bisessuale, che sono trans, che mi piacciono i ragazzi, che mi piacciono le ragazze, omofob, battute sui gay, come lo dico ai miei, that i m gay, that im gay, that i m bi, that i m lesbian, that i m trans, come out, coming out to, homophob, gay jokes, gay$',
    forms: ['how', 'should', 'what', 'could', 'normal'],
    topics: ['family'],
    it: lc(
      [
        'Non esiste un momento giusto per tutti, e non sei in ritardo: conta che sia una scelta tua, fatta quando ti senti abbastanza al sicuro, anche dal punto di vista pratico, come casa e soldi.',
        'Molte persone cominciano da chi in famiglia sembra più aperto, così nella conversazione più difficile non sono sole; poi aiuta scegliere un momento tranquillo e preparare la prima frase, semplice, senza doverti giustificare.',
        'La prima reazione dei genitori spesso non è quella definitiva: a volte serve loro tempo, e gruppi come AGEDO, fatto proprio da genitori, o le associazioni LGBT+ della tua città possono sostenere te e anche loro.',
      ],
      [
        'Prepararsi aiuta: scrivere cosa vuoi dire e cosa non vuoi discutere, immaginare le reazioni possibili e decidere prima cosa farai se la conversazione si fa pesante, anche solo chiuderla e riprenderla un altro giorno.',
        'Non devi dire tutto in una volta: puoi cominciare da chi sei e da quanto ci tieni a non nasconderlo, e lasciare a dopo i dettagli e le domande.',
        'Avere accanto qualcuno che sa già, un fratello, un’amica, un gruppo, rende tutto meno solitario, qualunque cosa succeda.',
      ],
      ['Chi, nella tua famiglia o fuori, sa già o potrebbe stare dalla tua parte?', 'Cosa ti serve per sentirti abbastanza al sicuro, prima di quella conversazione?'],
    ),
    en: lc(
      [
        'There is no right moment for everyone, and you are not late: what matters is that it is your choice, made when you feel safe enough, practically too, with a home and money in mind.',
        'Many people start with whoever in the family seems most open, so they are not alone in the hardest conversation; then it helps to pick a calm moment and prepare a simple first sentence, without having to justify yourself.',
        'A parent’s first reaction is often not the final one: sometimes they need time, and groups for parents or the LGBT+ organisations in your area can support you and them as well.',
      ],
      [
        'Preparing helps: writing what you want to say and what you don’t want to debate, imagining the possible reactions and deciding beforehand what you’ll do if it gets heavy, even just ending it and picking it up another day.',
        'You don’t have to say everything at once: you can start with who you are and how much you want to stop hiding it, and leave details and questions for later.',
        'Having someone beside you who already knows, a brother, a friend, a group, makes it all less lonely, whatever happens.',
      ],
      ['Who, in your family or outside it, already knows or might be on your side?', 'What do you need in order to feel safe enough before that conversation?'],
    ),
  },
];
