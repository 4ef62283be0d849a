/**
 * The first reply to a situation (opening.ts): what that situation is like, said in a sentence, and
 * one question that invites the person to say more (what happens inside them, how it has been going,
 * what they would like to change). `felt` is asked instead when they already named a feeling. A
 * conversation opens once, so one wording each is enough.
 */
import type { Lang } from '../../types';

export type OpeningKind =
  | 'explain'
  | 'heard'
  | 'checking'
  | 'say_no'
  | 'overload'
  | 'criticised'
  | 'home'
  | 'neighbours'
  | 'no_reply'
  | 'argue'
  | 'putting_off'
  | 'coming_up'
  | 'sleep'
  | 'moved'
  | 'panic';

export interface OpeningLines {
  reflect: string;
  /** One question; {what}: the thing to explain ("cos’è la CBT"), for `explain` and `heard`. */
  ask: string;
  felt?: string;
}

const IT: Record<OpeningKind, OpeningLines> = {
  explain: {
    reflect:
      'Capita spesso di sentirne parlare senza che nessuno spieghi bene di cosa si tratta, e restare con qualche dubbio è del tutto normale.',
    ask: 'Vuoi che ti spieghi in parole semplici {what}, e come si usa in pratica?',
  },
  heard: {
    reflect:
      'Allora te ne hanno già parlato: a volte un consiglio così incuriosisce, a volte lascia più domande che risposte.',
    ask: 'Ti va se ti spiego in parole semplici {what}, così vedi se può fare per te?',
  },
  checking: {
    reflect:
      'Un dubbio che ti riporta a controllare, anche quando sai di averlo già fatto, porta via tempo e tranquillità, e dopo poco torna lo stesso.',
    ask: 'Cosa senti dentro, nel momento in cui arriva il bisogno di ricontrollare?',
  },
  say_no: {
    reflect:
      'Non riuscire a dire di no vuol dire spesso ritrovarsi con ore e impegni in più sulle spalle, e con la fatica di chi si sente sempre a disposizione.',
    ask: 'Cosa succede dentro di te nel momento in cui arriva la richiesta, prima di rispondere di sì?',
  },
  overload: {
    reflect:
      'Reggere così tanto lavoro, giorno dopo giorno, consuma: resta poco spazio per il resto, e anche per recuperare.',
    ask: 'Come stai reggendo, in queste settimane?',
  },
  criticised: {
    reflect:
      'Ricevere una critica, o una frecciata, davanti agli altri brucia due volte: per quello che viene detto, e per il peso di tutti quegli sguardi.',
    ask: 'Cosa hai provato in quel momento, e cosa ti è passato per la testa?',
    felt: 'Cosa ti è passato per la testa, in quel momento?',
  },
  home: {
    reflect:
      'Vivere con qualcuno che non fa la sua parte pesa ogni giorno: il problema è lì, in casa, ogni volta che rientri.',
    ask: 'Come sta andando tra voi finora: ne avete già parlato, o è ancora tutto non detto?',
  },
  neighbours: {
    reflect:
      'Il rumore dei vicini entra proprio nel posto dove dovresti riposare, ed è difficile non innervosirsi quando capita sera dopo sera.',
    ask: 'Come sta andando, finora: hai già provato a parlarne con loro?',
  },
  no_reply: {
    reflect:
      'Quando qualcuno a cui tieni non risponde, il silenzio lascia tanto spazio ai pensieri, e spesso non quelli più gentili.',
    ask: 'Cosa ti viene da pensare, mentre aspetti?',
  },
  argue: {
    reflect: 'Litigare spesso per le stesse cose stanca, perché ogni volta sembra di ripartire da capo.',
    ask: 'Cosa succede di solito, quando la discussione comincia?',
  },
  putting_off: {
    reflect:
      'Rimandare qualcosa che conta pesa due volte: per la cosa da fare, e per come ci si sente ogni volta che la si evita.',
    ask: 'Cosa succede dentro di te nel momento in cui stai per cominciare?',
  },
  coming_up: {
    reflect:
      'Quando si avvicina un momento importante è normale che occupi tanti pensieri, a volte più di quanto vorresti.',
    ask: 'Come ti senti, adesso, a pensarci?',
    felt: 'Di quel momento, cosa ti preoccupa di più?',
  },
  sleep: {
    reflect:
      'Quando il sonno non arriva o si interrompe, la notte sembra lunghissima e il giorno dopo pesa di più.',
    ask: 'Cosa succede, di solito, quando sei a letto e il sonno non arriva?',
  },
  moved: {
    reflect:
      'Un trasferimento è un cambiamento grande: per un po’ mancano i punti di riferimento di tutti i giorni, e sentirsi spaesati o soli è normale.',
    ask: 'Qual è il momento della giornata in cui lo senti di più?',
    felt: 'Cosa ti manca di più, di quello che c’era prima?',
  },
  panic: {
    reflect:
      'Un attacco di panico fa davvero paura: il cuore corre, il respiro si accorcia e sembra che stia per succedere qualcosa di grave, anche se il corpo, in sé, non è in pericolo. Se sono attacchi nuovi per te, è giusto parlarne con il medico di base, che può escludere altre cause; per un dolore forte al petto che non passa, il 112.',
    ask: 'Cosa è successo l’ultima volta, subito prima che cominciasse?',
  },
};

const EN: Record<OpeningKind, OpeningLines> = {
  explain: {
    reflect:
      'It often happens to hear about it without anyone explaining what it really is, and being left unsure is completely normal.',
    ask: 'Would you like me to explain in plain words {what}, and how it works in practice?',
  },
  heard: {
    reflect:
      'So you’ve already heard about it: a suggestion like that can spark curiosity, or leave more questions than answers.',
    ask: 'Would you like me to explain in plain words {what}, so you can see whether it suits you?',
  },
  checking: {
    reflect:
      'A doubt that sends you back to check, even when you know you already did, takes time and peace of mind, and it soon comes back anyway.',
    ask: 'What do you feel inside at the moment the need to check again arrives?',
  },
  say_no: {
    reflect:
      'Not being able to say no often means carrying extra hours and tasks, and the tiredness of always being the one who’s available.',
    ask: 'What happens inside you when the request comes, just before you say yes?',
  },
  overload: {
    reflect:
      'Carrying that much work day after day wears you down: there’s little room left for anything else, including recovering.',
    ask: 'How have you been holding up these past weeks?',
  },
  criticised: {
    reflect:
      'Getting a dig or a criticism in front of others stings twice: for what is said, and for being exposed like that.',
    ask: 'What did you feel in that moment, and what went through your mind?',
    felt: 'What went through your mind in that moment?',
  },
  home: {
    reflect:
      'Living with someone who doesn’t do their part weighs on you every day: the problem is right there, at home, every time you walk in.',
    ask: 'How have things been between you so far: have you talked about it, or is it all still unsaid?',
  },
  neighbours: {
    reflect:
      'Noise from the neighbours gets into the very place where you should rest, and it’s hard not to get wound up when it happens night after night.',
    ask: 'How has it been going so far: have you tried talking to them yet?',
  },
  no_reply: {
    reflect:
      'When someone you care about goes quiet, the silence leaves a lot of room for thoughts, and often not the kindest ones.',
    ask: 'What goes through your mind while you wait?',
  },
  argue: {
    reflect:
      'Arguing again and again about the same things wears you out, because each time it feels like starting over.',
    ask: 'What usually happens when an argument starts?',
  },
  putting_off: {
    reflect:
      'Putting off something that matters weighs twice: the task itself, and how you feel each time you avoid it.',
    ask: 'What happens inside you right when you’re about to start?',
  },
  coming_up: {
    reflect:
      'When an important moment is coming up, it’s normal for it to take up a lot of your thoughts, sometimes more than you’d like.',
    ask: 'How do you feel right now, thinking about it?',
    felt: 'What worries you most about that moment?',
  },
  sleep: {
    reflect: 'When sleep won’t come or keeps breaking, the night feels endless and the next day weighs more.',
    ask: 'What usually happens when you’re in bed and sleep won’t come?',
  },
  moved: {
    reflect:
      'Moving is a big change: for a while the everyday landmarks are missing, and feeling unsettled or lonely is normal.',
    ask: 'What part of the move is weighing on you most?',
    felt: 'What do you miss most from before?',
  },
  panic: {
    reflect:
      'A panic attack is really frightening: your heart races, your breath shortens and it feels as if something terrible is about to happen, even though your body itself isn’t in danger. If they’re new for you, it’s right to tell your GP, who can rule out other causes; for strong chest pain that doesn’t pass, call 112.',
    ask: 'What happened the last time, just before it started?',
  },
};

export const OPENING: Record<Lang, Record<OpeningKind, OpeningLines>> = { it: IT, en: EN };

/** Around the situation's line: a short opening said back ({para}), the feeling they named ({feeling}). */
export const OPENING_AROUND: Record<Lang, { own: string; feeling: string }> = {
  it: { own: 'Mi dici che {para}.', feeling: 'E in quello che scrivi si sente {feeling}.' },
  en: { own: 'You’re telling me {para}.', feeling: 'And I can hear {feeling} in what you write.' },
};

/** A step the person already took ("ho smesso di bere caffè dopo pranzo", "I started walking"). */
export interface StepTakenTemplates {
  /** {act}: the step in the second person. */
  ack: string[];
  /** What such a change can do, by the conversation's topic or feeling. */
  does: Record<'sleep' | 'anxiety' | 'stress' | 'sadness' | 'generic', string>;
  ask: string[];
}

export const STEP_TAKEN: Record<Lang, StepTakenTemplates> = {
  it: {
    ack: [
      '{Act}: è un cambiamento vero, e non è poco.',
      'Quindi {act}: è un passo concreto, già fatto, non solo un’intenzione.',
    ],
    does: {
      sleep:
        'Per il sonno le abitudini contano molto, e un cambiamento tenuto con costanza è proprio quello che di solito fa la differenza, anche se ci vuole qualche settimana per vederlo.',
      anxiety:
        'Con l’ansia conta: ogni abitudine che abbassa l’allarme del corpo, tenuta nel tempo, toglie un po’ di carburante al circolo della preoccupazione.',
      stress:
        'Quando la pressione è alta, un cambiamento così ti restituisce un pezzetto di controllo, e spesso è da lì che le giornate cominciano a cambiare.',
      sadness:
        'Quando l’umore è giù, fare qualcosa di concreto conta più che aspettare di averne voglia, e tu l’hai già fatto.',
      generic: 'Anche un cambiamento piccolo, tenuto nel tempo, cambia le giornate più di quanto sembri.',
    },
    ask: [
      'Da quanto tempo l’hai fatto, e cosa stai notando finora?',
      'Da quando hai fatto questo cambiamento, cosa noti di diverso?',
    ],
  },
  en: {
    ack: [
      '{Act}: that’s a real change, and it counts.',
      'So {act}: that’s a concrete step already taken, not just an intention.',
    ],
    does: {
      sleep:
        'Habits matter a lot for sleep, and a change kept up steadily is exactly what usually makes the difference, even if it takes a few weeks to show.',
      anxiety:
        'It matters with anxiety: every habit that turns down the body’s alarm, kept up over time, takes some fuel away from the worry loop.',
      stress:
        'When the pressure is high, a change like this gives you back a piece of control, and that is often where days start to shift.',
      sadness:
        'When your mood is low, doing something concrete matters more than waiting to feel like it, and you’ve already done it.',
      generic: 'Even a small change, kept up over time, changes your days more than it seems.',
    },
    ask: [
      'How long ago did you make the change, and what have you noticed so far?',
      'Since you made this change, what have you noticed?',
    ],
  },
};
