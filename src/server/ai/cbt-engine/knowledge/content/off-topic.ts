/** Questions outside wellbeing: a short, kind redirect rather than a made-up answer. */
import type { KnowledgeEntry } from '../types';

const FOLLOW_IT = [
  'Com’è andata la tua giornata, fin qui?',
  'C’è qualcosa che ti sta pesando in questi giorni?',
];
const FOLLOW_EN = ['How has your day been so far?', 'Is there anything weighing on you these days?'];
// Questions about care or about this app are never shopping, whatever their wording.
const NOT_SHOPPING =
  'psicolog=-8, terapi=-8, terapeut=-8, consultori=-8, premium=-8, abbonament=-8, psycholog=-8, therap=-8, counsel=-8, subscription=-8';

export const OFF_TOPIC_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'off_sport',
    kind: 'off_topic',
    keys: 'partita=4, partita iva=-9, calcio=4, serie a$=4, campionato=4, champions=4, juve=4, juventus=4, inter$=3, napoli=2, formula 1=4, motogp=4, chi ha vinto=4, classifica=3, football=4, soccer=4, match$=3, who won=4, premier league=4, nba$=4, nfl$=4, last nights game=4, final score=4',
    forms: [],
    it: {
      text: [
        [
          'Su risultati e notizie sportive non ho informazioni aggiornate: per quelli ti conviene un sito di sport.',
          'Io sono qui per aiutarti con come stai, i pensieri e le emozioni.',
        ],
        [
          'Non seguo lo sport, quindi su partite e classifiche non posso esserti utile.',
          'Se però c’è qualcosa che ti sta a cuore o ti pesa, anche legato allo sport, ne parliamo volentieri.',
        ],
      ],
      followUp: FOLLOW_IT,
    },
    en: {
      text: [
        [
          'I don’t have up-to-date sports results or news: a sports site will serve you better for that.',
          'I’m here to help with how you’re doing, your thoughts and your feelings.',
        ],
        [
          'I don’t follow sport, so I can’t help with matches or league tables.',
          'But if something is on your mind or weighing on you, sport-related or not, I’m glad to talk about it.',
        ],
      ],
      followUp: FOLLOW_EN,
    },
  },
  {
    id: 'off_food',
    kind: 'off_topic',
    keys: 'ristorant=4, pizzeri=4, trattori=4, ricett=2, torta=2, cucinare=2, farmac=-8, medic=-8, dove mangiare=4, cena fuori=3, sushi=3, restaurant=4, recipe=4, where to eat=4, takeaway=3, takeout=3, place to eat=4',
    forms: [],
    it: {
      text: [
        [
          'Per ristoranti e ricette non sono la fonte giusta: non ho informazioni aggiornate su locali e menu.',
          'Il mio compito è aiutarti a stare un po’ meglio, tra pensieri, emozioni e abitudini.',
        ],
        [
          'Non posso consigliarti locali o piatti: su questo un’app di recensioni o qualcuno del posto ti saranno più utili.',
          'Se invece il cibo o i pasti sono legati a come ti senti, ne possiamo parlare.',
        ],
      ],
      followUp: FOLLOW_IT,
    },
    en: {
      text: [
        [
          'I’m not the right source for restaurants or recipes: I don’t have current information on places and menus.',
          'My job is helping you feel a bit better, with your thoughts, feelings and habits.',
        ],
        [
          'I can’t recommend places or dishes: a review app or someone local will be more useful for that.',
          'If food or meals are tied up with how you’re feeling, though, we can talk about that.',
        ],
      ],
      followUp: FOLLOW_EN,
    },
  },
  {
    id: 'off_shopping',
    kind: 'off_topic',
    keys: `quanto costa=3, prezzo=3, comprare=2, compro$=2, acquist=2, offert=2, sconto=2, smartphone=4, iphone=4, samsung=4, telefono nuovo=3, cellulare=3, laptop=4, computer=3, televisor=4, scarpe=3, migliore marca=4, amazon=4, how much does=3, how much is=3, price$=3, prices$=2, buy$=3, which phone=4, best brand=4, cheapest=3, discount=2, ${NOT_SHOPPING}`,
    forms: [],
    it: {
      text: [
        [
          'Su prezzi e prodotti non sono una buona guida: non ho informazioni aggiornate e non do consigli d’acquisto.',
          'Posso esserti più utile su come stai, sullo stress, sul sonno o sulle relazioni.',
        ],
        [
          'Per confrontare prezzi o scegliere un prodotto ti conviene un sito di recensioni o un negozio di fiducia: io non ho dati aggiornati.',
          'Se la scelta ti sta mettendo ansia, però, possiamo guardare insieme cosa la rende così difficile.',
        ],
      ],
      followUp: FOLLOW_IT,
    },
    en: {
      text: [
        [
          'I’m not a good guide to prices or products: I don’t have current information and I don’t give shopping advice.',
          'I can be more useful on how you’re doing, stress, sleep or relationships.',
        ],
        [
          'To compare prices or choose a product, a review site or a shop you trust will serve you better: I don’t have up-to-date data.',
          'If the choice is making you anxious, though, we can look together at what makes it so hard.',
        ],
      ],
      followUp: FOLLOW_EN,
    },
  },
  {
    id: 'off_general',
    kind: 'off_topic',
    keys: 'meteo=4, che tempo fa=4, previsioni del tempo=4, weather=4, forecast=3, politic=3, elezion=3, election=3, capitale=3, capital of=4, barzellett=4, joke$=3, traduci=4, translate=4, compiti di matematica=4, equazion=4, equation=4, homework=3',
    forms: [],
    it: {
      text: [
        [
          'Su questo non sono la fonte giusta: questo spazio è pensato per il benessere psicologico, e sul resto non ho informazioni aggiornate.',
          'Se vuoi, possiamo parlare di come stai o di qualcosa che ti pesa.',
        ],
        [
          'Qui posso aiutarti solo su pensieri, emozioni e benessere: per notizie, meteo o altre informazioni ti conviene una fonte aggiornata.',
          'Però ci sono, se c’è qualcosa che ti sta a cuore.',
        ],
      ],
      followUp: FOLLOW_IT,
    },
    en: {
      text: [
        [
          'I’m not the right source for that: this space is meant for mental wellbeing, and I don’t have current information on other things.',
          'If you like, we can talk about how you’re doing or something that’s weighing on you.',
        ],
        [
          'Here I can only help with thoughts, feelings and wellbeing: for news, weather or other information, an up-to-date source will be better.',
          'But I’m here if something is on your mind.',
        ],
      ],
      followUp: FOLLOW_EN,
    },
  },
];
