/**
 * Development conversations for tuning the chat (the held-out set in eval/dialogues is for
 * measuring only). Each turn is tagged with what it is, so tests can check the reply to it:
 * q = question, p = plan, b = pushback, l = low engagement, s = statement.
 */
import type { Lang } from '../types';

export type DevTag = 'q' | 'p' | 'b' | 'l' | 's';
export interface DevDialogue {
  id: string;
  lang: Lang;
  turns: Array<[DevTag, string]>;
}

const it = (id: string, ...turns: Array<[DevTag, string]>): DevDialogue => ({ id, lang: 'it', turns });
const en = (id: string, ...turns: Array<[DevTag, string]>): DevDialogue => ({ id, lang: 'en', turns });

export const DEV_DIALOGUES: DevDialogue[] = [
  it('esame-1', ['s', 'tra due settimane ho l esame di statistica e sono in ansia'], ['q', 'perché mi blocco quando studio?'], ['s', 'apro il libro e dopo dieci minuti sono sul telefono'], ['p', 'forse potrei studiare in biblioteca con la mia amica Giulia'], ['s', 'domani mattina alle nove'], ['q', 'come faccio a non andare nel panico durante lo scritto?']),
  it('esame-2', ['s', 'sono sicura che verrò bocciata, come sempre'], ['q', 'cos è il catastrofismo?'], ['l', 'boh'], ['s', 'ho paura di deludere i miei genitori'], ['p', 'ho deciso di parlare con la mia prof del ricevimento'], ['l', 'ok']),
  it('lavoro-1', ['s', 'il mio capo mi ha criticato davanti a tutti in riunione'], ['s', 'mi sento umiliato e arrabbiato'], ['q', 'è normale che ci penso ancora dopo tre giorni?'], ['p', 'potrei chiedere al mio capo un incontro a quattr occhi'], ['s', 'venerdì dopo pranzo'], ['q', 'come glielo dico senza sembrare aggressivo?']),
  it('lavoro-2', ['s', 'con la mia collega non ci parliamo più da una settimana'], ['b', 'non voglio esercizi, voglio capire perché sto così'], ['s', 'mi sento esclusa dal gruppo'], ['q', 'secondo te dovrei cambiare lavoro?'], ['l', 'non so'], ['s', 'forse sto esagerando io']),
  it('sonno-1', ['s', 'non dormo da giorni, mi sveglio alle 4 e non riprendo sonno'], ['q', 'quante ore dovrei dormire?'], ['s', 'la sera guardo il telefono fino a tardi'], ['p', 'potrei provare a lasciare il telefono in cucina la sera'], ['s', 'da stasera'], ['q', 'e se non mi addormento lo stesso?']),
  it('sonno-2', ['s', 'sono stanchissima e nervosa'], ['b', 'la respirazione non mi serve, l ho già provata'], ['s', 'la notte penso a tutto quello che devo fare'], ['q', 'come si fa a spegnere i pensieri la sera?'], ['l', 'mah'], ['s', 'grazie, ci provo']),
  it('perfez-1', ['s', 'se il lavoro non è perfetto mi sento una fallita'], ['q', 'cos è il perfezionismo?'], ['s', 'rifaccio le slide cinque volte'], ['p', 'forse potrei darmi un limite di un ora per le slide'], ['b', 'sembrano le risposte di un opuscolo'], ['s', 'voglio solo sentirmi meno in colpa']),
  it('solit-1', ['s', 'mi sento sola da quando mi sono trasferita a Milano'], ['q', 'come si fanno amicizie da adulti?'], ['l', 'boh'], ['l', 'non so'], ['p', 'potrei iscrivermi a un corso di ceramica'], ['s', 'il giovedì sera']),
  it('salute-1', ['s', 'ho fatto gli esami del sangue e aspetto i risultati, ho paura'], ['q', 'e se fosse qualcosa di grave?'], ['s', 'mia moglie mi ha consigliato di non cercare su google'], ['q', 'come smetto di controllare i sintomi?'], ['s', 'stanotte non ho chiuso occhio']),
  it('salute-2', ['s', 'ho spesso il cuore che batte forte quando sono agitata'], ['q', 'posso prendere le gocce di mia sorella per dormire?'], ['s', 'il medico mi ha detto che è ansia'], ['q', 'perché l ansia si sente nel corpo?'], ['l', 'ok']),
  it('sino-1', ['s', 'oggi giornata storta'], ['l', 'boh'], ['l', 'sì'], ['l', 'no'], ['l', 'boh'], ['l', 'mah'], ['l', 'non so']),
  it('push-1', ['s', 'sono sempre stressata'], ['b', 'non mi stai ascoltando'], ['b', 'non funziona'], ['s', 'mi sento sotto pressione a lavoro e a casa'], ['q', 'perché non riesco a rilassarmi?']),
  it('typo-1', ['s', 'nn riesco a concentrarmi cn lo studio xke penso sempre all esame'], ['q', 'cm faccio a concentrarmi?'], ['p', 'forse potrei fare pause ogni 25 minuti'], ['s', 'oggi pomeriggio'], ['l', 'boh']),
  it('misto-1', ['s', 'sono super stressed per la deadline di venerdì'], ['q', 'come gestisco il burnout?'], ['p', 'potrei chiedere una proroga al mio manager'], ['s', 'domani mattina'], ['s', 'anyway grazie']),
  it('piano-ritorno', ['p', 'ho deciso di chiamare mia sorella per chiederle aiuto con il trasloco'], ['s', 'stasera dopo cena'], ['s', 'sono un po stanca'], ['s', 'ho avuto una giornata lunga al lavoro'], ['s', 'mi sono sentita poco considerata'], ['s', 'alla fine ho chiamato mia sorella ed è andata bene']),
  it('rabbia-1', ['s', 'mio fratello mi ha preso la macchina senza chiedere e sono furioso'], ['q', 'ha senso arrabbiarsi così?'], ['s', 'lui fa sempre così'], ['p', 'forse potrei dirgli con calma che mi ha dato fastidio'], ['l', 'va be']),
  it('colpa-1', ['s', 'mi sento in colpa perché ho urlato a mio figlio'], ['q', 'sono una cattiva madre?'], ['s', 'ero stanca e ho perso la pazienza'], ['p', 'stasera potrei chiedergli scusa e spiegargli che ero stanca'], ['s', 'grazie']),
  it('vuoto-1', ['s', 'mi sento vuota e non ho voglia di niente'], ['l', 'niente'], ['q', 'è depressione?'], ['l', 'boh'], ['s', 'prima mi piaceva disegnare'], ['p', 'forse potrei disegnare dieci minuti domani']),
  en('exam-1', ['s', 'my finals are next week and I am terrified'], ['q', 'why do I freeze during exams?'], ['p', 'maybe I could study with my friend Sam in the library'], ['s', 'tomorrow at ten'], ['q', 'how do I stop my mind going blank?'], ['l', 'idk']),
  en('work-1', ['s', 'my boss keeps giving me extra work and I feel overwhelmed'], ['q', 'is it normal to dread Mondays this much?'], ['p', 'I could ask my manager to prioritise my tasks'], ['s', 'on Friday after the standup'], ['b', 'that does not help']),
  en('sleep-1', ['s', 'I cannot sleep, I lie awake until 3am'], ['q', 'how many hours of sleep do I need?'], ['p', 'I will try to stop coffee after lunch'], ['l', 'meh'], ['q', 'what if I still cannot sleep?']),
  en('lonely-1', ['s', 'I feel lonely since I moved to Leeds'], ['l', 'idk'], ['l', 'ok'], ['q', 'how do adults make friends?'], ['p', 'maybe I should join a running club'], ['s', 'thanks']),
  en('health-1', ['s', 'I had blood tests and I am waiting for the results'], ['q', 'could it be something serious?'], ['s', 'my wife told me to stop googling symptoms'], ['q', 'can I take my sister’s sleeping pills?'], ['s', 'I did not sleep at all']),
  en('push-1', ['s', 'I am anxious all the time'], ['b', 'I don’t want breathing exercises, I want to understand why I feel like this'], ['b', 'sounds like a leaflet'], ['s', 'my dad was always anxious too'], ['q', 'is anxiety genetic?']),
  en('perf-1', ['s', 'if my report is not perfect I feel like a failure'], ['q', 'what is all or nothing thinking?'], ['p', 'I think I\u2019ll give myself a two hour limit'], ['s', 'this afternoon'], ['l', 'whatever']),
  en('yesno-1', ['s', 'bad day'], ['l', 'yes'], ['l', 'no'], ['l', 'idk'], ['l', 'meh'], ['l', 'dunno']),
  en('typo-1', ['s', 'im so stresed abt work rn cant focus'], ['q', 'hw do i focus better??'], ['p', 'i could try turning off notifcations'], ['s', 'from tomorow'], ['l', 'k']),
  en('mixed-1', ['s', 'sono stressed, too many things'], ['q', 'how do I say no to people?'], ['p', 'I could tell my flatmate I need a quiet evening'], ['s', 'tonight']),
  en('plan-back', ['p', 'I\u2019ve decided to text my brother and ask to meet'], ['s', 'on Saturday'], ['s', 'work was long today'], ['s', 'I felt ignored in the meeting'], ['s', 'I am tired'], ['s', 'I texted my brother and it went well']),
  en('guilt-1', ['s', 'I feel guilty for cancelling on my friend'], ['q', 'am I a bad friend?'], ['s', 'I was just too tired'], ['p', 'maybe I could call her and explain'], ['l', 'ok']),
];
