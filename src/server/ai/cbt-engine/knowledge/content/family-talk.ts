/**
 * "Come ne parlo senza fargli pesare la mia delusione?": a parent about to talk with a child about
 * results, a choice or a setback. Listening first, the parent's feeling kept apart from the child's
 * worth, and the next step looked at together; and "è normale che io sia più in ansia di lui?", the
 * parent who worries more than the child does; and the new partner of a parent, asking how long a
 * stepchild takes to accept them and whether to set the rules.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const FAMILY_TALK_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'parent_talk_disappointment',
    kind: 'how_to',
    keys: 'fargli pesare=6, farle pesare=6, farglielo pesare=6, delusione=3, deluso=2, delusa=2, affrontare l argomento=4, parlarne con mio figlio=5, parlarne con mia figlia=5, my disappointment=6, disappointed in him=5, disappointed in her=5, talk to my son=4, talk to my daughter=4, talk to my kid=4, risultati=1, voti=2, bocciat=2, grades=2, results=1, failed=1',
    requires:
      'fargli pesare, farle pesare, farglielo pesare, mia delusione, parlarne con mio figlio, parlarne con mia figlia, my disappointment, disappointed in him, disappointed in her, talk to my son, talk to my daughter, talk to my kid',
    forms: ['how', 'should', 'could', 'what'],
    topics: ['relationship'],
    it: lc(
      [
        'La delusione che provi è legittima, ma è tua: aiuta dirtela prima da te, o con un’altra persona adulta, così quando ne parlate resta spazio per ascoltare.',
        'Scegli un momento tranquillo, non a caldo, e comincia con una domanda invece che con un giudizio, per esempio «come la stai vivendo tu?»; spesso dietro il «non mi importa» c’è più delusione di quanta ne mostri.',
        'Poi guardate insieme il passo dopo, non il voto: il messaggio che arriva è «sono dalla tua parte», ed è quello che conta di più.',
      ],
      [
        'Un modo per non far pesare la delusione è separare il risultato dalla persona: il voto dice qualcosa di quell’esame, non di quanto vale come persona né di quanto le vuoi bene.',
        'Più che spiegare, all’inizio conviene ascoltare: cosa ne pensa, cosa vorrebbe fare adesso, cosa le servirebbe da te.',
        'Se poi vuoi dirgli cosa provi, fallo in poche parole e in prima persona, «avevo paura per te», senza rimproveri, e chiudi su qualcosa di concreto da fare insieme.',
      ],
      ['Cosa vorresti che arrivasse, alla fine di quella conversazione?', 'In quale momento della settimana sarebbe più facile parlarne con calma?'],
    ),
    en: lc(
      [
        'The disappointment you feel is real, but it’s yours: it helps to acknowledge it first on your own, or with another adult, so that when you talk with your child there is room to listen.',
        'Pick a calm moment, not in the heat of it, and start with a question rather than a verdict, like "how are you feeling about it?"; often behind "I don’t care" there is more disappointment than shows.',
        'Then look at the next step together, not the grade: the message that gets through is "I’m on your side", and that matters most.',
      ],
      [
        'One way not to make them carry your disappointment is to keep the result apart from the person: the grade says something about that exam, not about what they’re worth or how much you love them.',
        'At first, listening works better than explaining: what they think, what they would like to do now, what they would need from you.',
        'If you want to say how you feel, keep it short and in the first person, "I was worried for you", with no reproach, and end on something concrete to do together.',
      ],
      ['What would you like your child to feel at the end of that conversation?', 'When in the week would it be easiest to talk about it calmly?'],
    ),
  },
  {
    id: 'worry_more_than_them',
    kind: 'normal',
    keys: 'piu in ansia di lui=7, piu in ansia di lei=7, piu preoccupat di lui=7, piu preoccupat di lei=7, piu in ansia di mio figlio=7, piu in ansia di mia figlia=7, more anxious than him=7, more anxious than her=7, more worried than him=7, more worried than her=7, more worried than he is=7, more worried than she is=7, more than he does=4, more than she does=4, normale=1, normal=1',
    requires:
      'piu in ansia di lui, piu in ansia di lei, piu preoccupat di lui, piu preoccupat di lei, piu in ansia di mio figlio, piu in ansia di mia figlia, more anxious than him, more anxious than her, more worried than him, more worried than her, more worried than he is, more worried than she is, more than he does, more than she does',
    forms: ['normal', 'why', 'is_this'],
    topics: ['relationship', 'family'],
    it: lc(
      [
        'Sì, succede spesso: quando qualcosa tocca una persona a cui vuoi bene, tu vedi tutta la strada davanti, mentre lei vive il giorno di oggi.',
        'E un «non mi importa» a volte è uno scudo più che indifferenza: la calma che mostra non dice per forza quanto sente.',
        'La tua ansia parla di quanto ci tieni, però è tua: prendertene cura, parlandone con un’altra persona adulta o dandole un orario, evita che debba portarla anche lei.',
      ],
      [
        'È molto comune: chi vuole bene a qualcuno spesso si preoccupa più di chi vive la cosa, perché immagina conseguenze lontane che l’altra persona non sta guardando.',
        'A volte chi sembra tranquillo lo è davvero, altre volte si protegge: in tutti e due i casi non serve che la tua preoccupazione diventi anche la sua.',
        'Aiuta chiederti quale parte è un problema di oggi e quale è un film sul futuro, e tenere per te, o per un’altra persona adulta, la parte del film.',
      ],
      ['Quale immagine del futuro ti toglie di più il sonno?', 'Cosa, di questa preoccupazione, riguarda oggi e cosa un futuro lontano?'],
    ),
    en: lc(
      [
        'Yes, it happens a lot: when something touches someone you love, you see the whole road ahead, while they are living today.',
        'And an "I don’t care" is sometimes a shield rather than indifference: the calm they show doesn’t always tell you how much they feel.',
        'Your worry speaks of how much you care, but it is yours: looking after it, by talking to another adult or giving it a set time, keeps them from having to carry it too.',
      ],
      [
        'It’s very common: someone who loves a person often worries more than the one going through it, because they picture distant consequences the other isn’t looking at.',
        'Sometimes the one who seems calm really is, sometimes they are protecting themselves: either way, your worry doesn’t need to become theirs as well.',
        'It helps to ask which part is a problem of today and which is a film about the future, and keep the film part for yourself, or for another adult.',
      ],
      ['Which picture of the future keeps you awake the most?', 'Which part of this worry is about today, and which about a distant future?'],
    ),
  },
  {
    id: 'stepfamily_time',
    kind: 'how_to',
    keys: 'figliastr=6, patrign=6, matrign=6, famiglia allargata=6, famiglie allargate=6, famiglia ricomposta=6, famiglie ricomposte=6, nuovo compagno della mamma=7, nuova compagna del papa=7, nuovo compagno di sua madre=7, nuova compagna di suo padre=7, il nuovo compagno=3, la nuova compagna=3, sua figlia=2, suo figlio=2, figlia di marta=1, figlia della mia compagna=7, figlio della mia compagna=7, figlia del mio compagno=7, figlio del mio compagno=7, figli della mia compagna=7, figli del mio compagno=7, non sei mio padre=7, non sei mia madre=7, accetti=2, accettare=2, accettarmi=3, accetta=2, mi accetta=3, regole=1, stepdaughter=7, stepson=7, stepchild=7, stepkid=7, step daughter=7, step son=7, step kids=7, stepdad=6, stepmum=6, stepmom=6, stepfather=6, stepmother=6, stepparent=7, step parent=7, stepfamily=7, blended family=7, mums new partner=7, moms new partner=7, dads new partner=7, her mums new=5, his mums new=5, her dads new=5, his dads new=5, my partners daughter=7, my partners son=7, my partners kids=7, my partners children=7, youre not my dad=7, youre not my mum=7, youre not my mom=7, accept me=3, accept her=1, accept him=1, to accept=2, the rules=1, discipline=2',
    requires:
      'figliastr=0, patrign=0, matrign=0, famiglia allargata=0, famiglie allargate=0, famiglia ricomposta=0, famiglie ricomposte=0, nuovo compagno della mamma=0, nuova compagna del papa=0, nuovo compagno di sua madre=0, nuova compagna di suo padre=0, figlia della mia compagna=0, figlio della mia compagna=0, figlia del mio compagno=0, figlio del mio compagno=0, figli della mia compagna=0, figli del mio compagno=0, non sei mio padre=0, non sei mia madre=0, stepdaughter=0, stepson=0, stepchild=0, stepkid=0, step daughter=0, step son=0, step kids=0, stepdad=0, stepmum=0, stepmom=0, stepfather=0, stepmother=0, stepparent=0, step parent=0, stepfamily=0, blended family=0, mums new partner=0, moms new partner=0, dads new partner=0, my partners daughter=0, my partners son=0, my partners kids=0, my partners children=0, youre not my dad=0, youre not my mum=0, youre not my mom=0',
    forms: ['how', 'what', 'normal', 'is_this', 'should', 'why', 'could'],
    topics: ['family'],
    it: lc(
      [
        'Nelle famiglie ricomposte di solito ci vuole più tempo di quanto si speri: si parla spesso di anni, non di mesi, e tra i 10 e i 14 anni è il momento in cui per i ragazzi è più difficile.',
        'Funziona meglio costruire prima il rapporto e lasciare per un po’ le regole al genitore: è lui o lei a dire i no, e tu sostieni le sue decisioni senza fare da genitore al suo posto.',
        'Contano più i piccoli momenti ripetuti, su qualcosa che piace ai ragazzi, dei grandi discorsi; e un «non sei mio padre» parla spesso di lealtà verso l’altro genitore più che di te.',
      ],
      [
        'È normale che l’accettazione arrivi lentamente: nelle famiglie ricomposte il tempo che serve si misura di solito in anni, e non è un segno che stai sbagliando.',
        'All’inizio aiuta fare un passo indietro sulla disciplina: le regole le dice il genitore, tu le sostieni, e intanto costruisci fiducia con piccole cose fatte insieme.',
        'Parlarne con il tuo partner, per decidere insieme chi dice cosa, evita che i ragazzi si trovino in mezzo a due messaggi diversi.',
      ],
      [
        'Quale piccolo momento insieme, su qualcosa che le o gli piace, ti sembra possibile questa settimana?',
        'Con il tuo partner, avete già deciso chi si occupa delle regole?',
      ],
    ),
    en: lc(
      [
        'In stepfamilies it usually takes longer than people hope: years rather than months is common, and children around 10 to 14 often find it hardest.',
        'It tends to work better to build the relationship first and leave the rules to their parent for a while: your partner sets the limits, and you back their decisions rather than parenting in their place.',
        'Small, repeated moments around something the child enjoys count more than big talks; and a "you’re not my dad" is often about loyalty to their other parent more than about you.',
      ],
      [
        'It’s normal for acceptance to come slowly: in stepfamilies the time it takes is usually measured in years, and it isn’t a sign you’re doing it wrong.',
        'At first it helps to step back from discipline: their parent sets the rules, you back them, and meanwhile you build trust through small things done together.',
        'Talking it through with your partner, to agree who says what, keeps the children from being caught between two different messages.',
      ],
      [
        'What small moment around something they enjoy feels possible this week?',
        'Have you and your partner agreed who handles the rules?',
      ],
    ),
  },
];
