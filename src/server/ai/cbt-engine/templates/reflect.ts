/**
 * Phrasings for the ordinary reply (reflect.ts): saying back the person's words and feeling, and
 * the one move that follows. Placeholders: {quote} {word} {feeling} {person} {earlier}.
 */
import type { Lang } from '../../types';
import type { EmotionId, TopicId } from '../emotions';

export interface ReflectTemplates {
  withWord: string[];
  withFeeling: string[];
  /** The feeling named in plain words, used inside withFeeling. */
  feeling: Record<EmotionId, string>;
  plain: string[];
  /** Something went wrong or is dreaded: validation, never cheer. */
  setback: string[];
  /**
   * thought: about a moment (only for a turn that tells an episode); worry: a fear ahead; follow: a
   * state or a lasting situation (what weighs most, what would help, what they tried); good: good news.
   */
  socratic: { thought: string[]; worry: string[]; follow: string[]; good: string[] };
  linkPerson: string[];
  linkEarlier: string[];
  stepLead: string[];
  topicStep: Record<TopicId, string[]>;
  knowledgeAsk: string[];
  /** Reflections that name the feeling and the topic instead of quoting: {feeling} {topic}. */
  named: { feelingTopic: string[]; feeling: string[]; topic: string[]; plain: string[]; setback: string[] };
  /** Singular in both languages: the named lines agree their verb with it ("{topic} occupa…", "{topic} is…"). */
  topicName: Record<TopicId, string>;
}

const IT: ReflectTemplates = {
  withWord: [
    'Mi racconti che {quote}, e la parola che usi, {word}, dice quanto ti ha toccato.',
    'Quando scrivi {quote} e dici {word}, si sente quanto ti pesa.',
    '{quote}: capisco perché parli di {word}, non è una cosa da poco.',
  ],
  withFeeling: [
    'Mi racconti che {quote}, e ci sento dentro {feeling}.',
    'Da quello che scrivi, {quote}, mi arriva {feeling} che porti con te.',
    '{quote}: in queste parole si sente {feeling}.',
  ],
  feeling: {
    anxiety: 'la preoccupazione',
    stress: 'la pressione',
    sadness: 'la tristezza',
    anger: 'la rabbia',
    guilt: 'il senso di colpa',
    shame: 'la vergogna',
    loneliness: 'la solitudine',
    tiredness: 'la stanchezza',
    positive: 'il sollievo',
  },
  plain: [
    'Mi fermo su quello che hai scritto: {quote}.',
    '{quote}: resto su questo con te.',
  ],
  setback: [
    'Mi dispiace: {quote}. È una delusione vera, e ha senso che ti pesi.',
    '{quote}: non è facile da mandare giù, ed è normale che faccia male.',
  ],
  socratic: {
    thought: [
      'In quel momento, qual è stato il primo pensiero che ti è passato per la testa?',
      'Cosa hai pensato di te, subito dopo?',
      'Se dovessi dire in una frase il pensiero che ti pesa di più, quale sarebbe, e quanto ci credi da 0 a 10?',
      'Cosa ti dicevi, dentro di te, mentre succedeva?',
    ],
    worry: [
      'Qual è la cosa che temi di più, e quanto ti sembra probabile, da 0 a 10?',
      'Se succedesse davvero quello che temi, cosa potresti fare per affrontarlo?',
      'Cosa ti fa pensare che andrà così, e c’è qualcosa che non torna con questa previsione?',
    ],
    follow: [
      'Di tutto questo, cosa ti pesa di più in questo momento?',
      'Cosa ti aiuterebbe un po’, adesso, anche di piccolo?',
      'Hai già provato qualcosa che ti abbia dato un po’ di sollievo, anche solo per poco?',
      'Da quanto tempo va avanti così, più o meno?',
    ],
    good: ['Cosa pensi che ti abbia aiutato, questa volta?', 'C’è qualcosa che hai fatto tu e che ha fatto la differenza?'],
  },
  linkPerson: [
    'Prima mi parlavi {person}: c’è un legame con quello che senti adesso?',
    'Mi torna in mente quello che dicevi {person}: c’entra anche con questo?',
  ],
  linkEarlier: [
    'Prima avevi scritto {earlier}: ti sembra collegato a questo?',
    'Mi torna in mente quando dicevi {earlier}: le due cose si toccano, secondo te?',
  ],
  stepLead: ['Una cosa piccola, legata a questo:', 'Se ti va, un passo piccolo:'],
  topicStep: {
    work: [
      'scrivi la frase o il momento preciso che ti è rimasto in testa, e accanto cosa diresti a un collega nella stessa situazione.',
      'scegli una sola cosa di lavoro che dipende da te domani e scrivila, con l’ora in cui la fai.',
    ],
    study: [
      'scegli un solo argomento e dagli venticinque minuti, poi segna cosa sai già, non cosa manca.',
      'scrivi la domanda d’esame che temi di più e prova a rispondere in tre righe, come viene.',
    ],
    partner: [
      'scrivi cosa vorresti che l’altra persona capisse, in una sola frase che inizia con «io sento».',
      'prima di riparlarne, scrivi cosa ti serve da questa relazione, non cosa ha sbagliato l’altro.',
    ],
    family: [
      'scrivi cosa ti serve da quella persona, in una frase, prima di decidere se e come dirglielo.',
      'pensa a un confine piccolo che potresti mettere questa settimana, e a come lo diresti.',
    ],
    friends: [
      'pensa a una persona con cui ti senti a tuo agio e mandale un messaggio breve, senza spiegazioni.',
      'scrivi cosa ti è sembrato che pensassero gli altri, e accanto cosa hai visto davvero.',
    ],
    health: [
      'segna su un foglio cosa senti e da quando, così da averlo pronto per il medico.',
      'scrivi le domande che vorresti fare al medico, invece di cercarle su internet.',
    ],
    money: [
      'scrivi la cifra o la scadenza che ti preoccupa di più, e un solo passo per informarti oggi.',
      'metti in fila le spese di questo mese su un foglio: vederle tutte insieme spesso spaventa meno.',
    ],
    sleep: [
      'stasera lascia il telefono fuori dalla camera e, se la mente corre, scrivi i pensieri su un foglio accanto al letto.',
      'scegli un’ora fissa per alzarti domani, anche dopo una notte storta: il sonno si regola prima di tutto sull’ora della sveglia.',
    ],
    self: [
      'scrivi tre cose che hai fatto questa settimana, anche piccole, come le racconteresti di un amico.',
      'scrivi la frase dura che ti dici, e accanto come la diresti a una persona a cui vuoi bene.',
    ],
  },
  knowledgeAsk: ['Ti ritrovi in questo?', 'Ti suona familiare, nel tuo caso?'],
  named: {
    feelingTopic: [
      'Da come ne parli, {topic} ti sta lasciando addosso {feeling}, e ha senso.',
      'Si sente {feeling} in quello che racconti, e capisco quanto {topic} stia pesando.',
      'Con {topic} di mezzo, capisco che ci sia {feeling}.',
    ],
    feeling: [
      'Si sente {feeling} in quello che scrivi, e non è poca cosa.',
      'Mi arriva {feeling}, e ha senso che ci sia.',
      'C’è {feeling} in queste parole, e merita spazio.',
    ],
    topic: [
      'Capisco, {topic} occupa parecchio spazio in questo momento.',
      'Va bene, teniamo al centro {topic}.',
      'Ti seguo, e capisco che {topic} ti stia impegnando parecchio.',
    ],
    plain: ['Ti seguo.', 'Capisco, grazie di avermelo raccontato.', 'Va bene, sono qui.'],
    setback: [
      'Mi dispiace, è una delusione vera, e ha senso che ti pesi.',
      'Non è facile da mandare giù, ed è normale che faccia male.',
    ],
  },
  topicName: {
    work: 'il lavoro',
    study: 'lo studio',
    partner: 'la relazione',
    family: 'la famiglia',
    friends: 'il rapporto con gli altri',
    health: 'la salute',
    money: 'la questione dei soldi',
    sleep: 'il sonno',
    self: 'il modo in cui ti vedi',
  },
};

const EN: ReflectTemplates = {
  withWord: [
    'You tell me {quote}, and the word you use, {word}, says how much it got to you.',
    'When you write {quote} and say {word}, I can hear how heavy it is.',
    '{quote}: I can see why you say {word}, that’s no small thing.',
  ],
  withFeeling: [
    'You tell me {quote}, and I can hear the {feeling} in it.',
    'From what you write, {quote}, the {feeling} you’re carrying comes through.',
    '{quote}: there is {feeling} in those words.',
  ],
  feeling: {
    anxiety: 'worry',
    stress: 'pressure',
    sadness: 'sadness',
    anger: 'anger',
    guilt: 'guilt',
    shame: 'shame',
    loneliness: 'loneliness',
    tiredness: 'tiredness',
    positive: 'relief',
  },
  plain: [
    'I’m staying with what you wrote: {quote}.',
    '{quote}: let’s stay with that for a moment.',
  ],
  setback: [
    'I’m sorry: {quote}. That’s a real disappointment, and it makes sense that it weighs on you.',
    '{quote}: that’s hard to swallow, and it’s normal that it hurts.',
  ],
  socratic: {
    thought: [
      'In that moment, what was the first thought that went through your mind?',
      'What did you think about yourself, right after?',
      'If you put the thought that weighs on you most into one sentence, what would it be, and how much do you believe it, from 0 to 10?',
      'What did you tell yourself, inside, while it was happening?',
    ],
    worry: [
      'What is the thing you fear most, and how likely does it seem, from 0 to 10?',
      'If what you fear did happen, what could you do to face it?',
      'What makes you think it will go that way, and is there anything that doesn’t fit that prediction?',
    ],
    follow: [
      'Of all this, what weighs on you most right now?',
      'What would help a little right now, even something small?',
      'Have you already tried something that gave you a bit of relief, even briefly?',
      'Roughly how long has it been like this?',
    ],
    good: ['What do you think helped, this time?', 'Is there something you did yourself that made a difference?'],
  },
  linkPerson: [
    'Earlier you mentioned {person}: is there a link with what you feel now?',
    'I’m thinking of what you said about {person}: is it connected to this?',
  ],
  linkEarlier: [
    'Earlier you wrote {earlier}: does it feel connected to this?',
    'I’m reminded of when you said {earlier}: do the two touch, do you think?',
  ],
  stepLead: ['One small thing, tied to this:', 'If you like, a small step:'],
  topicStep: {
    work: [
      'write down the exact sentence or moment that stuck with you, and next to it what you’d tell a colleague in the same spot.',
      'pick one work task that depends on you tomorrow and write it down with the time you’ll do it.',
    ],
    study: [
      'pick one topic and give it twenty-five minutes, then note what you already know, not what’s missing.',
      'write the exam question you dread most and answer it in three lines, however it comes out.',
    ],
    partner: [
      'write what you’d like the other person to understand, in one sentence starting with “I feel”.',
      'before talking again, write what you need from this relationship, not what the other got wrong.',
    ],
    family: [
      'write what you need from that person in one sentence, before deciding whether and how to say it.',
      'think of one small boundary you could set this week, and how you’d put it.',
    ],
    friends: [
      'think of one person you feel at ease with and send them a short message, no explanations needed.',
      'write what you assumed the others were thinking, and next to it what you actually saw.',
    ],
    health: [
      'note on paper what you feel and since when, so it’s ready for your doctor.',
      'write the questions you’d like to ask your doctor, instead of searching them online.',
    ],
    money: [
      'write the amount or deadline that worries you most, and one step to find out more today.',
      'list this month’s expenses on one sheet: seeing them all together is often less scary.',
    ],
    sleep: [
      'tonight leave your phone outside the bedroom and, if your mind races, jot the thoughts on paper by the bed.',
      'pick a fixed time to get up tomorrow, even after a bad night: sleep sets itself by your waking time first of all.',
    ],
    self: [
      'write three things you did this week, even small ones, the way you’d tell them about a friend.',
      'write the harsh sentence you tell yourself, and next to it how you’d say it to someone you love.',
    ],
  },
  knowledgeAsk: ['Do you recognise yourself in this?', 'Does that sound familiar, in your case?'],
  named: {
    feelingTopic: [
      'The way you talk about {topic}, it is leaving you with {feeling}, and that makes sense.',
      'I can hear {feeling} in what you say about {topic}.',
      'With {topic} in the middle of it, I understand there is {feeling}.',
    ],
    feeling: [
      'I can hear {feeling} in what you write, and that is no small thing.',
      'There is {feeling} coming through, and it makes sense that it’s there.',
      'There’s {feeling} in these words, and it deserves some room.',
    ],
    topic: [
      'I see, {topic} is taking up a lot of room right now.',
      'Okay, let’s stay with {topic}.',
      'I’m with you: let’s talk about {topic}.',
    ],
    plain: ['I’m with you.', 'I see, thank you for telling me.', 'Okay, I’m here.'],
    setback: [
      'I’m sorry, that’s a real disappointment, and it makes sense that it weighs on you.',
      'That’s hard to swallow, and it’s normal that it hurts.',
    ],
  },
  topicName: {
    work: 'work',
    study: 'studying',
    partner: 'the relationship',
    family: 'your family',
    friends: 'your social life',
    health: 'your health',
    money: 'money',
    sleep: 'sleep',
    self: 'how you see yourself',
  },
};

export const REFLECT: Record<Lang, ReflectTemplates> = { it: IT, en: EN };
