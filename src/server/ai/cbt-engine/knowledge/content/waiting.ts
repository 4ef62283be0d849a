/**
 * Waiting: days before results (a test, a scan, news) that the mind fills with the worst case, and a
 * pet who is unwell. Never a verdict on the results; the GP (or the vet) for them, 112 for emergencies.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const WAITING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'waiting_results',
    kind: 'how_to',
    keys: 'before i even know=4, before i know anything=4, before i know what it is=4, prima ancora di sapere=4, prima di sapere qualcosa=4, prima di sapere cos e=4, in attesa dei risultati=5, aspettando i risultati=5, aspetto i risultati=5, l attesa=3, giorni di attesa=5, questa attesa=4, questi giorni di attesa=5, passare questi giorni=4, prossimi giorni=3, fino a venerdi=3, fino all appuntamento=4, arrivare a=1, waiting for the results=5, waiting for results=5, waiting for medical=5, cope with waiting=5, test results=2, waiting for the scan=5, the waiting=3, the wait=3, next few days=3, next nine days=4, days away=3, until the appointment=4, till the appointment=4, get through the next=4, get through these=4, superare questi giorni=4, passare questi giorni=4, reggere queste=4, reggere questi=4, queste due settimane=4, questi giorni=2, le beta=5, beta$=3, pma$=4, fecondazione=3, transfer=3, ivf=4, two week wait=6, 2ww=6, pregnancy test=3, test di gravidanza=3',
    forms: ['how'],
    topics: ['health', 'anxiety'],
    it: lc(
      [
        'L’attesa è spesso più dura della notizia stessa, perché la mente riempie il vuoto con lo scenario peggiore: ricordarti che ancora non sai niente non toglie la paura, ma le toglie un po’ di terreno.',
        'Aiuta dare alla preoccupazione un posto: un quarto d’ora al giorno per scrivere paure e domande da portare al medico, e fuori da quel tempo, quando torna, annotarla e tornare a quello che stai facendo.',
        'E riempi le giornate di cose che chiedono attenzione, come il lavoro a blocchi brevi, una camminata o una persona da vedere, invece di cercare su internet: le ricerche calmano un minuto e poi alzano l’ansia.',
        'Per sintomi nuovi o più forti resta il medico di base, e per i segnali di emergenza il 112.',
      ],
      [
        'Dì a una persona vicina come stai davvero: non serve che abbia soluzioni, basta non portare l’attesa da soli.',
        'Decidi in anticipo cosa farai il giorno dei risultati, con chi e a che ora: un piano piccolo per quel giorno lascia più spazio agli altri.',
        'Se nel frattempo compaiono sintomi nuovi o più forti, senti il medico di base; per i segnali di emergenza c’è il 112.',
      ],
      [
        'Cosa ti aiuterebbe a riempire le prossime sere?',
        'Con chi potresti condividere un po’ di questa attesa?',
      ],
    ),
    en: lc(
      [
        'Waiting is often harder than the news itself, because the mind fills the gap with the worst case: reminding yourself that you don’t know anything yet won’t remove the fear, but it takes some ground from under it.',
        'It helps to give the worry a slot: a quarter of an hour a day to write down fears and questions to take to the doctor, and outside that time, when it comes back, note it and return to what you were doing.',
        'And fill the days with things that need your attention, like work in short blocks, a walk or someone to see, rather than searching online: searching calms you for a minute and then raises the anxiety.',
        'For new or stronger symptoms your GP is still the one to contact, and for emergency signs, 112 or your local emergency number.',
      ],
      [
        'Tell someone close how you really are: they don’t need solutions, it’s enough not to carry the wait alone.',
        'Decide in advance what you’ll do on results day, with whom and at what time: a small plan for that day frees up the others.',
        'If new or stronger symptoms appear meanwhile, contact your GP; for emergency signs, call 112 or your local emergency number.',
      ],
      ['What would help you fill the next few evenings?', 'Who could you share some of this waiting with?'],
    ),
  },
  {
    id: 'pet_unwell',
    kind: 'normal',
    keys: 'veterinari=4, vet$=4, vets$=3, il mio gatto=2, il mio cane=2, per un gatto=4, per un cane=4, per un animale=4, my cat=2, my dog=2, over a cat=4, over a dog=4, over a pet=4, about a cat=3, about a dog=3, gatto=2, cane=2, cat$=2, dog$=2, animale=2, pet$=2, mort=-6, died=-6, dead=-6, lost my=-4, lutto=-6, grief=-6, put down=-6, passed away=-6',
    requires:
      'gatt=0, cane=0, cani=0, animal=0, veterinari=0, vet=0, vets=0, cat=0, dog=0, pet=0, kitten=0, puppy=0',
    forms: ['normal', 'is_this', 'how'],
    topics: ['health'],
    it: lc(
      [
        'Non è sciocco stare così per un animale: è una presenza di ogni giorno, spesso da anni, e il legame è vero, fatto di abitudini e di affetto.',
        'L’attesa di un esame, poi, pesa in modo particolare, perché la mente riempie il vuoto con lo scenario peggiore: aiuta ricordarti che ancora non sai niente, e occuparti di quello che puoi fare adesso, come passare del tempo insieme e preparare le domande per il veterinario.',
        'Parlane con chi lo conosce e capisce cosa rappresenta per te.',
      ],
      [
        'Quello che provi dice quanto conta per te, non che stai esagerando: molte persone vivono la malattia di un animale come quella di un familiare.',
        'Qualunque cosa dicano gli esami, le decisioni si prendono un passo alla volta insieme al veterinario, e non devi averle tutte pronte adesso.',
        'Nel frattempo, tieni un piccolo spazio ogni giorno solo per voi due.',
      ],
      ['Cosa ti pesa di più, in questa attesa?', 'Chi, intorno a te, lo conosce e può capire?'],
    ),
    en: lc(
      [
        'It isn’t silly to feel this way about an animal: they’re an everyday presence, often for years, and the bond is real, made of habits and affection.',
        'Waiting for a test weighs in its own way, because the mind fills the gap with the worst case: it helps to remind yourself that you don’t know anything yet, and to look after what you can do now, like spending time together and preparing your questions for the vet.',
        'Talk about it with someone who knows them and understands what they mean to you.',
      ],
      [
        'What you feel shows how much they matter to you, not that you’re overreacting: many people go through a pet’s illness the way they would a family member’s.',
        'Whatever the tests say, decisions are made one step at a time with the vet, and you don’t need to have them all ready now.',
        'Meanwhile, keep a small space each day that is just for the two of you.',
      ],
      ['What weighs on you most in this wait?', 'Who around you knows them and would understand?'],
    ),
  },
];
