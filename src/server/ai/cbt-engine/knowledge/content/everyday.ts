/** Parenting stress, money worries and the open "is it normal?". */
import type { KnowledgeEntry } from '../types';

export const EVERYDAY_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'life_parent_stress',
    kind: 'how_to',
    keys: 'genitor=3, figli=3, bambin=2, neonat=3, maternita=3, paternita=3, mamma stanca=4, mamma esaurit=4, parenting=4, parent$=3, parents$=2, my kids=3, my child=3, my children=3, toddler=3, newborn=3, mom guilt=4, mum guilt=4',
    forms: ['how', 'normal'],
    topics: ['parenting'],
    it: {
      text: [
        [
          'Fare il genitore è uno dei lavori più faticosi che esistano, e sentirsi stanchi, irritabili o in colpa non vuol dire essere un cattivo genitore.',
          'Il genitore «abbastanza buono» non è quello che non sbaglia mai, ma quello che ripara: dopo uno scatto, tornare dal bambino e dirgli «prima ho alzato la voce, mi dispiace» gli insegna moltissimo.',
          'Cerca piccole pause vere, anche dieci minuti, e chiedi un aiuto concreto a chi hai intorno: non è un fallimento, è organizzazione.',
        ],
        [
          'Quando sei al limite con i figli, la prima cosa da gestire è il tuo livello di allarme: se puoi, allontanati un momento lasciandoli al sicuro, respira e rientra quando l’onda è scesa un po’.',
          'Le aspettative irrealistiche, spesso alimentate dai social, pesano quanto la fatica: confronta la tua giornata con quella di un genitore reale, non con una foto.',
          'Se stanchezza o tristezza durano settimane, soprattutto dopo una nascita, parlane con il medico di base o con il pediatra: è più comune di quanto si dica, e si può affrontare.',
        ],
      ],
      followUp: [
        'Qual è il momento della giornata più difficile con i tuoi figli?',
        'Chi, intorno a te, potrebbe darti una mano concreta questa settimana?',
      ],
    },
    en: {
      text: [
        [
          'Parenting is one of the most tiring jobs there is, and feeling exhausted, irritable or guilty doesn’t make you a bad parent.',
          'The "good enough" parent isn’t the one who never gets it wrong, but the one who repairs: after snapping, going back to your child and saying "I raised my voice earlier, I’m sorry" teaches them a great deal.',
          'Look for small real breaks, even ten minutes, and ask the people around you for practical help: that isn’t failure, it’s organisation.',
        ],
        [
          'When you’re at the end of your rope with the kids, the first thing to manage is your own alarm level: if you can, step away for a moment while they’re safe, breathe, and come back when the wave has dropped a little.',
          'Unrealistic expectations, often fed by social media, weigh as much as the tiredness: compare your day with a real parent’s, not with a photo.',
          'If tiredness or sadness lasts for weeks, especially after a birth, talk to your GP or your child’s doctor: it’s more common than people say, and it can be treated.',
        ],
      ],
      followUp: [
        'What’s the hardest time of day with your children?',
        'Who around you could give you practical help this week?',
      ],
    },
  },
  {
    id: 'life_money',
    kind: 'how_to',
    keys: 'soldi=4, budget=4, fare un budget=5, make a budget=5, soldi buttati=-5, buttare soldi=-5, waste of money=-5, debit=3, economic=2, bollett=3, affitto=2, mutuo=2, stipendio=2, tasse=3, fine mese=3, spese=2, rate$=1, money=4, debt=3, debts=1, bills$=3, rent$=2, mortgage=2, financial=3, finances=3, afford=3, pay off=2, salary=2, taxes=3',
    forms: ['how', 'what', 'normal'],
    topics: ['money'],
    it: {
      text: [
        [
          'Le preoccupazioni per i soldi pesano tanto perché mescolano due cose: il problema pratico e l’ansia che gli gira intorno.',
          'Prova a separarle: su un foglio scrivi numeri e scadenze reali e un solo passo concreto per questa settimana, e lascia il rimuginio al suo «tempo della preoccupazione».',
          'Per la parte pratica esistono aiuti gratuiti: i CAF e i patronati per agevolazioni e bonus, le associazioni dei consumatori per rate e debiti, e i servizi sociali del tuo Comune.',
        ],
        [
          'Evitare di guardare il conto o le bollette dà sollievo per un attimo, ma di solito fa crescere l’ansia: guardare i numeri, anche se fa paura, è spesso il primo passo per sentirsi meno in balia.',
          'Non posso darti consigli finanziari, ma puoi chiedere aiuto gratuito a un CAF o a un patronato per le agevolazioni a cui potresti avere diritto, e a un’associazione dei consumatori per rate e debiti.',
          'E ricorda che le difficoltà economiche dicono qualcosa della situazione, non del tuo valore.',
        ],
      ],
      followUp: [
        'Qual è il passo pratico più piccolo che potresti fare questa settimana?',
        'Cosa pesa di più, i numeri in sé o i pensieri che ci girano intorno?',
      ],
    },
    en: {
      text: [
        [
          'Money worries weigh so much because they mix two things: the practical problem and the anxiety swirling around it.',
          'Try separating them: on paper, write down the real numbers and deadlines and one concrete step for this week, and leave the worrying to its own "worry time".',
          'For the practical side there’s free, independent help, such as Citizens Advice in the UK, or in Italy a CAF, a patronato or a consumer association.',
        ],
        [
          'Avoiding your bank balance or your bills brings relief for a moment, but usually makes the anxiety grow: looking at the numbers, scary as it is, is often the first step to feeling less at their mercy.',
          'I can’t give financial advice, but free services can help you check what support you’re entitled to and how to handle debts, such as Citizens Advice in the UK or a CAF or consumer association in Italy.',
          'And remember that money trouble says something about the situation, not about your worth.',
        ],
      ],
      followUp: [
        'What’s the smallest practical step you could take this week?',
        'What weighs more, the numbers themselves or the thoughts circling them?',
      ],
    },
  },
];

/** The open question, answered only when nothing more specific fits: it goes last. */
export const NORMAL_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'life_is_it_normal',
    kind: 'normal',
    keys: 'e normale=1, sono normale=3, is that weird=3, is it weird=3, is that strange=3, e strano=2, normale provare=2, sentirsi cosi=2, sentirmi cosi=2, mi sento cosi=2, is it normal=1, is this normal=1, am i normal=3, normal to feel=2, feel like this=2, feel this way=2',
    forms: ['normal'],
    topics: ['feelings'],
    it: {
      text: [
        [
          'Spesso sì: ansia, tristezza, rabbia, stanchezza o confusione sono reazioni comprensibili a quello che si sta vivendo, anche quando sono intense.',
          'Più che chiedersi se un’emozione è normale, aiuta chiedersi quanto dura e quanto ti impedisce di fare le cose che per te contano.',
          'Se da qualche settimana ti toglie il sonno, il lavoro o le relazioni, vale la pena parlarne con il medico di base o con uno psicologo.',
        ],
        [
          'Quasi tutto quello che proviamo, anche le emozioni più scomode, ha una sua logica se guardiamo il contesto in cui nasce.',
          'Il fatto che gli altri non lo mostrino non vuol dire che non lo provino: spesso confrontiamo il nostro dentro con il fuori degli altri.',
          'Se mi racconti cosa provi di preciso, possiamo capire meglio cosa lo alimenta.',
        ],
      ],
      followUp: ['Cosa stai provando, di preciso, e da quanto tempo?', 'In quali momenti lo senti di più?'],
    },
    en: {
      text: [
        [
          'Often, yes: anxiety, sadness, anger, tiredness or confusion are understandable reactions to what you’re going through, even when they’re intense.',
          'Rather than asking whether a feeling is normal, it helps to ask how long it lasts and how much it stops you doing the things that matter to you.',
          'If for a few weeks it has been taking away your sleep, your work or your relationships, it’s worth talking to your GP or a psychologist.',
        ],
        [
          'Almost everything we feel, even the most uncomfortable emotions, makes some sense when we look at the context it comes from.',
          'Other people not showing it doesn’t mean they don’t feel it: we often compare our insides with other people’s outsides.',
          'If you tell me what exactly you’re feeling, we can get a better sense of what’s feeding it.',
        ],
      ],
      followUp: ['What exactly are you feeling, and for how long?', 'At what moments do you feel it most?'],
    },
  },
];
