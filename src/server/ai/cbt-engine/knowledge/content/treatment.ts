/**
 * "Is it normal for my manager to shout at us in front of customers?": a question about how
 * someone else treats the person is not answered like a question about a feeling ("often, yes").
 * Shouting, insults and humiliation are named for what they are, the person's reaction is taken
 * seriously, and the ways to get support at work or at home are said plainly. A partner who checks
 * the phone or the messages is named as control, with the helplines for it.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

const BEHAVIOUR =
  'urla=4, urli=4, urlino=4, urlat=4, urlare=4, grida=4, gridi=4, gridat=4, sgrid=3, insult=4, offend=3, umilia=4, umiliat=4, mi tratta male=5, ci tratta male=5, tratta male=4, trattarmi cosi=4, trattarci cosi=4, trattare cosi=3, mi manca di rispetto=5, manca di rispetto=4, shout=4, shouting=4, shouted=4, yell=4, yelling=4, scream=4, insult=4, humiliat=4, belittl=4, puts me down=4, put us down=4, treat me like=4, treats me like=4, treat us like=4, treats us like=4, treats staff=4, talk to me like=4, talks to me like=4, speaks to me like=4';

/** Someone doing it to the person or to others ("mi urla contro", "shouts at staff"), not "a shouting match". */
const AT_SOMEONE =
  'urla contro=0, urli contro=0, urlato contro=0, urlare contro=0, mi urla=0, ci urla=0, mi ha urlato=0, ci ha urlato=0, urla cosi=0, urli cosi=0, urlare cosi=0, urla ai=0, urli ai=0, urlare ai=0, grida contro=0, gridi contro=0, mi grida=0, insult=0, umilia=0, umiliat=0, tratta male=0, trattarmi cosi=0, trattarci cosi=0, trattare cosi=0, manca di rispetto=0, shouts at=0, shouted at=0, shouting at=0, shout at=0, yells at=0, yelled at=0, yelling at=0, yell at=0, screams at=0, screamed at=0, screaming at=0, insult=0, humiliat=0, belittl=0, puts me down=0, put us down=0, treat me like=0, treats me like=0, treat us like=0, treats us like=0, treats staff=0, talk to me like=0, talks to me like=0, speaks to me like=0';

export const TREATMENT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'others_treatment_not_normal',
    kind: 'normal',
    keys: `${BEHAVIOUR}, davanti ai clienti=2, davanti a tutti=2, in front of customers=2, in front of everyone=2, in front of the team=2, capo=1, responsabile=1, manager=1, boss=1`,
    requires: AT_SOMEONE,
    forms: ['normal', 'is_this'],
    topics: ['work', 'partner', 'family'],
    it: {
      text: [
        [
          'Il tuo disagio è comprensibile, ma urlare contro qualcuno, insultarlo o umiliarlo davanti agli altri non è un modo accettabile di trattare le persone, nemmeno quando c’è pressione.',
          'Quello che provi dopo, che sia rabbia, vergogna o il cuore che batte ancora, è una reazione sensata a quello che hai subito, non un segno di debolezza.',
          'Può aiutare annotare cosa è successo, quando e chi c’era, parlarne con qualcuno di cui ti fidi e, se si ripete, rivolgerti a chi può intervenire: l’ufficio del personale, un rappresentante sindacale o il responsabile di chi si è comportato così.',
        ],
        [
          'Quando qualcuno ci tratta male viene spontaneo chiedersi se siamo noi a esagerare: ma alzare la voce, insultare o umiliare resta un comportamento da non considerare normale.',
          'Puoi stabilire un confine con una frase breve e calma, per esempio «possiamo parlarne, ma non se mi urli contro», e allontanarti se il tono non cambia.',
          'Se succede spesso, o ti fa paura tornare in quel posto, non devi affrontarlo senza aiuto: un collega, una persona vicina o il medico di base possono aiutarti a capire i passi da fare.',
        ],
      ],
      followUp: [
        'Com’è stato per te, in quel momento, e come ti senti adesso?',
        'C’è qualcuno, al lavoro o fuori, con cui potresti parlarne?',
      ],
    },
    en: {
      text: [
        [
          'What you felt makes sense, but shouting at people, insulting or humiliating them in front of others is not an acceptable way to treat anyone, even under pressure.',
          'Whatever you feel afterwards, anger, shame or a heart still racing, is a sensible reaction to how you were treated, not a sign of weakness.',
          'It can help to note what happened, when and who was there, to talk to someone you trust and, if it happens again, to take it to someone who can act: HR, a union rep or the manager of the person who treated you that way.',
        ],
        [
          'When someone treats us badly it’s easy to wonder whether we are overreacting, but raising your voice at people, insulting or humiliating them is not something to accept as normal.',
          'You can set a limit with one short, calm sentence, such as "I’m happy to talk about it, but not while you’re shouting at me", and step away if the tone doesn’t change.',
          'If it happens often, or you dread going back there, you don’t have to face it alone: a colleague, someone close to you or your GP can help you work out the next steps.',
        ],
      ],
      followUp: [
        'How was it for you in that moment, and how are you feeling now?',
        'Is there someone, at work or outside it, you could talk to about it?',
      ],
    },
  },
  {
    id: 'partner_control',
    kind: 'normal',
    keys: 'controlla il telefono=7, controlla il cellulare=7, mi controlla il telefono=7, legge i miei messaggi=7, mi legge i messaggi=7, vuole le mie password=7, vuole sapere sempre dove sono=7, mi controlla=4, non mi lascia uscire=6, decide chi vedo=6, geolocalizzazione=5, checks my phone=7, goes through my phone=7, reads my messages=7, wants my passwords=7, tracks my location=7, track my location=6, wants to know where i am=6, doesnt let me see=6, wont let me see=6, controls my money=6, controlling=4',
    requires:
      'controlla il telefono, controlla il cellulare, mi controlla, legge i miei messaggi, mi legge i messaggi, le mie password, sempre dove sono, non mi lascia uscire, decide chi vedo, geolocalizzazione, checks my phone, goes through my phone, reads my messages, my passwords, my location, where i am, let me see, controls my money, controlling',
    forms: ['normal', 'is_this', 'should', 'what'],
    topics: ['partner'],
    it: lc(
      [
        'No, controllare il telefono, leggere i messaggi o voler sapere sempre dove sei non è una parte normale di una relazione sana, anche quando viene presentato come gelosia o amore.',
        'La fiducia si costruisce parlando delle proprie insicurezze, non sorvegliando l’altra persona: il controllo tende a crescere, non a calmarsi.',
        'Se ti senti sotto controllo o hai paura delle sue reazioni, puoi chiamare il 1522, gratuito e attivo giorno e notte, anche solo per parlarne; in pericolo immediato, il 112.',
      ],
      [
        'Quello che descrivi è un comportamento di controllo, e ha senso che ti metta a disagio: in una coppia ciascuno ha diritto al proprio spazio, ai propri messaggi e alle proprie amicizie.',
        'Puoi dire con calma cosa per te non va bene, e osservare cosa succede dopo: se il controllo aumenta, o se ti trovi a cambiare abitudini per evitare scenate, è un segnale da non ignorare.',
        'Parlarne con una persona di cui ti fidi, o con il 1522, numero gratuito contro violenza e stalking, aiuta a vedere più chiaro.',
      ],
      ['Come ti senti quando lo fa?', 'C’è qualcuno vicino a te con cui potresti parlarne?'],
    ),
    en: lc(
      [
        'No, checking your phone, reading your messages or always wanting to know where you are is not a normal part of a healthy relationship, even when it is presented as jealousy or love.',
        'Trust is built by talking about one’s insecurities, not by watching the other person: control tends to grow, not to settle down.',
        'If you feel controlled or afraid of their reactions, in the UK the National Domestic Abuse Helpline, 0808 2000 247, is free and open day and night, even just to talk it through; in immediate danger, 112 or 999.',
      ],
      [
        'What you describe is controlling behaviour, and it makes sense that it feels wrong: in a couple each person has a right to their own space, messages and friendships.',
        'You can say calmly what isn’t okay for you, and watch what happens next: if the control grows, or you find yourself changing habits to avoid scenes, it’s a sign not to ignore.',
        'Talking it over with someone you trust, or with a domestic abuse helpline, helps you see more clearly.',
      ],
      ['How do you feel when they do it?', 'Is there someone close to you you could talk to about it?'],
    ),
  },
];
