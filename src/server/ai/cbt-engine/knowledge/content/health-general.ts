/** "Could it be something serious?" and the worry about being ill: never an answer on the symptom itself. */
import type { KnowledgeEntry, QuestionForm } from '../types';

const HEALTH_FORMS: QuestionForm[] = ['could', 'normal', 'is_this', 'what', 'why', 'how', 'should'];

export const HEALTH_GENERAL_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'health_serious',
    kind: 'health',
    keys: 'qualcosa di grave=4, starle vicino=-9, stargli vicino=-9, starle accanto=-9, stargli accanto=-9, aiutarla=-6, aiutarlo=-6, support her=-9, support him=-9, be there for=-9, help her=-6, help him=-6, senza crollare=-6, without falling apart=-6, niente di grave=-8, nulla di grave=-8, non e grave=-4, nothing serious=-8, not serious=-4, qualcosa di serio=4, in malattia=-6, sick leave=-6, sick note=-6, polmon=3, nodo alla gola=4, lungs=3, lump in my throat=4, grave$=2, serio$=2, seria$=2, malatti=3, malato$=2, malata$=2, tumor=3, cancro=3, sintom=3, something serious=4, serious$=1, illness=3, disease=3, cancer=3, tumour=3, symptom=3, feel ill=1, sick$=1, difficolta a respirare=4, fatica a respirare=4, non riesco a respirare=4, manca il respiro=4, manca l aria=4, fiato corto=4, difficulty breathing=4, trouble breathing=4, cant breathe=4, short of breath=4, shortness of breath=4, breathless=4, passare per quello malato=-9, passare per quella malata=-9, passare per malat=-9, sembrare malat=-6, come quello malato=-9, like the sick one=-9, look like the sick one=-9, seem sick=-6',
    forms: HEALTH_FORMS,
    topics: ['health'],
    it: {
      text: [
        [
          'Non posso dirti se è qualcosa di grave o se è l’ansia: non posso visitarti, e nessuno può saperlo senza una valutazione medica.',
          'La persona giusta è il tuo medico di base, a cui puoi raccontare cosa senti, da quando e cosa lo fa peggiorare.',
          'Chiama subito il 112 se compaiono dolore al petto che si allarga al braccio o alla mandibola con sudore o fiato corto, debolezza improvvisa di un lato del corpo, difficoltà a parlare, svenimento o un respiro che fa fatica e non migliora.',
        ],
        [
          'Da qui non posso valutare se si tratta di qualcosa di serio o di ansia, e non sarebbe giusto tirare a indovinare, né in un senso né nell’altro.',
          'Per un sintomo che ti preoccupa la strada giusta è il medico di base, o la guardia medica di sera e nei festivi, anche solo per toglierti il dubbio.',
          'Se invece arrivano segnali come un dolore forte al petto con sudorazione, la bocca storta o un braccio che non risponde, confusione improvvisa o uno svenimento, non aspettare e chiama il 112.',
        ],
        [
          'Capisco la paura, ma non sono in grado di dirti cosa sia: serve il tuo medico di base, che può visitarti e, se necessario, prescrivere degli accertamenti.',
          'Nel frattempo, se compaiono sintomi improvvisi e forti, come dolore al petto con sudore o affanno, difficoltà a parlare, debolezza di un lato del corpo o svenimento, chiama subito il 112.',
          'Mentre aspetti, prova a scrivere le domande da fare al medico invece di cercare i sintomi su internet, che di solito spaventa più di quanto chiarisca.',
        ],
      ],
      followUp: [
        'Riesci a sentire il tuo medico di base nei prossimi giorni?',
        'Cosa ti spaventa di più, in questo momento, mentre aspetti di capire?',
      ],
    },
    en: {
      text: [
        [
          'I can’t tell you whether it’s something serious or anxiety: I can’t examine you, and nobody can know without a medical assessment.',
          'The right person is your GP, who you can tell what you feel, since when, and what makes it worse.',
          'Call 112 or your local emergency number straight away if you get chest pain spreading to your arm or jaw with sweating or breathlessness, sudden weakness on one side of the body, trouble speaking, fainting, or breathing that’s a struggle and isn’t easing.',
        ],
        [
          'From here I can’t judge whether it’s something serious or anxiety, and it wouldn’t be right to guess either way.',
          'For a symptom that worries you, the right route is your GP, or the out-of-hours doctor in the evening and at weekends, even just to settle the doubt.',
          'If instead you notice signs like strong chest pain with sweating, a drooping face or an arm that won’t respond, sudden confusion or fainting, don’t wait: call 112 or your local emergency number.',
        ],
        [
          'I understand the fear, but I’m not able to tell you what it is: that needs your GP, who can examine you and arrange tests if they’re needed.',
          'Meanwhile, if sudden, severe symptoms appear, like chest pain with sweating or breathlessness, trouble speaking, weakness on one side of the body or fainting, call 112 or your local emergency number straight away.',
          'While you wait, try writing down the questions you want to ask the doctor instead of searching your symptoms online, which usually frightens more than it clarifies.',
        ],
      ],
      followUp: [
        'Could you get in touch with your GP in the next few days?',
        'What scares you most right now, while you wait to find out?',
      ],
    },
  },
  {
    id: 'health_anxiety',
    kind: 'health',
    keys: 'ipocondri=4, ansia per la salute=4, quando si tratta della salute=4, per la salute=3, penso di avere=3, penso sempre al peggio=2, dolorino=3, ogni volta che sento=2, convinto di avere=3, convinta di avere=3, im convinced its=3, convinced i have=3, checking my body=4, check my body=4, ansia da malattia=4, paura delle malattie=4, paura di essere malat=4, paura di avere=3, cerco i sintomi=4, cercare i sintomi=4, googl=3, health anxiety=4, hypochondri=4, afraid i have=3, scared i have=3, worried i have=3, googling symptoms=4, google my symptoms=4, googling my symptoms=5, googlare i sintomi=5, cercare su internet=3, su internet=2, symptoms online=4, sintomi online=4, checking symptoms=4, controllare i sintomi=4, always think im sick=4, always think im ill=4, fear of illness=4',
    forms: HEALTH_FORMS,
    topics: ['health', 'anxiety'],
    it: {
      text: [
        [
          'L’ansia per la salute, quella che un tempo si chiamava ipocondria, è molto comune: una sensazione del corpo viene letta come segno di malattia, e controllare, cercare su internet o chiedere rassicurazioni calma per poco, poi il dubbio torna più forte.',
          'Un passo utile è concordare con il medico di base controlli a intervalli regolari e, nel frattempo, ridurre poco alla volta ricerche e verifiche, tollerando il dubbio qualche minuto in più ogni volta.',
          'Resta un punto fermo: sintomi improvvisi e forti, come dolore al petto con sudore o affanno, difficoltà a parlare, debolezza di un lato del corpo o svenimento, vanno subito al 112.',
        ],
        [
          'Quando la paura di essere malati torna spesso, il problema diventa anche il circolo che la mantiene: sensazione, pensiero catastrofico, controllo, sollievo breve, nuovo dubbio.',
          'La CBT aiuta proprio con questo circolo, e il medico di base, che conosce la tua storia, è un buon punto di partenza sia per i sintomi sia per l’ansia.',
          'Per i segnali d’allarme veri, come un dolore al petto che si allarga, confusione improvvisa, bocca storta o svenimento, il numero resta il 112.',
        ],
      ],
      followUp: [
        'Cosa fai di solito quando noti una sensazione nel corpo che ti preoccupa?',
        'Quante volte al giorno ti capita di controllare o cercare informazioni sui sintomi?',
      ],
    },
    en: {
      text: [
        [
          'Health anxiety, once called hypochondria, is very common: a body sensation gets read as a sign of illness, and checking, searching online or asking for reassurance calms things briefly, then the doubt comes back stronger.',
          'A useful step is agreeing regular check-ups with your GP and, meanwhile, cutting down searching and checking little by little, sitting with the doubt a few minutes longer each time.',
          'One thing stays fixed: sudden, severe symptoms, like chest pain with sweating or breathlessness, trouble speaking, weakness on one side of the body or fainting, mean calling 112 or your local emergency number straight away.',
        ],
        [
          'When the fear of being ill keeps coming back, part of the problem becomes the loop that keeps it going: sensation, catastrophic thought, checking, brief relief, new doubt.',
          'CBT helps with exactly that loop, and your GP, who knows your history, is a good starting point for both the symptoms and the anxiety.',
          'For genuine warning signs, like chest pain that spreads, sudden confusion, a drooping face or fainting, the number is still 112 or your local emergency number.',
        ],
      ],
      followUp: [
        'What do you usually do when you notice a body sensation that worries you?',
        'How many times a day do you find yourself checking or looking up symptoms?',
      ],
    },
  },
  {
    id: 'new_diagnosis_diabetes',
    kind: 'how_to',
    keys: 'diagnosticat=3, diagnosi=3, diagnosed=3, diagnosis=3, diabet=3, diabetolog=4, dietist=2, dietitian=2, malattia cronica=4, chronic condition=4, chronic illness=4, abituarsi=3, abituarmi=3, get used to=3, adjust=2, ogni pasto=3, every meal=3, etichett=2, labels=2',
    requires: 'diabet',
    forms: ['how', 'normal', 'should', 'could', 'what'],
    topics: ['health'],
    it: {
      text: [
        [
          'Dopo una diagnosi è molto comune passare un periodo di allerta: si controlla tutto, ogni scelta sembra pesare, e la paura di sbagliare occupa molto spazio.',
          'Di solito si allenta man mano che la malattia diventa una cosa che conosci: aiuta chiedere al diabetologo o al medico di base tutto quello che non è chiaro, e alla dietista indicazioni concrete, scritte, da seguire senza doverci pensare ogni volta.',
          'Se l’ansia resta forte per settimane o ti toglie il piacere di mangiare, dillo al tuo medico: molti centri hanno anche uno psicologo che aiuta proprio in questa fase.',
        ],
        [
          'È normale che una diagnosi nuova metta in allerta: il corpo diventa una cosa da sorvegliare, e all’inizio ogni pasto può sembrare un esame.',
          'Con il tempo e con informazioni chiare quasi sempre diventa più semplice: porta le tue domande al diabetologo o al medico di base, e chiedi se c’è un percorso di educazione per chi ha appena ricevuto la diagnosi.',
          'Parlarne con loro non è esagerare: anche la parte emotiva fa parte della cura.',
        ],
      ],
      followUp: [
        'Cosa ti spaventa di più, quando sei a tavola?',
        'Chi, tra i medici che ti seguono, potresti sentire per prima cosa?',
      ],
    },
    en: {
      text: [
        [
          'After a diagnosis it is very common to go through a period of alarm: you check everything, every choice seems to weigh, and the fear of getting it wrong takes up a lot of room.',
          'It usually eases as the condition becomes something you know: it helps to ask your diabetes team or your GP about everything that isn’t clear, and a dietitian for concrete, written guidance you can follow without deciding every time.',
          'If the anxiety stays strong for weeks or takes the pleasure out of eating, tell your doctor: many clinics also have a psychologist who helps with exactly this phase.',
        ],
        [
          'It’s normal for a new diagnosis to put you on alert: your body becomes something to watch, and at first every meal can feel like a test.',
          'With time and clear information it almost always gets easier: take your questions to your diabetes team or your GP, and ask whether there is an education course for people who have just been diagnosed.',
          'Talking to them about it isn’t overreacting: the emotional side is part of the care too.',
        ],
      ],
      followUp: [
        'What frightens you most when you sit down to eat?',
        'Which of the people looking after you could you contact first?',
      ],
    },
  },
];
