/**
 * "Why does it get to me even when I know it's not real?", «perché ci sto male anche se so che non ha
 * senso?»: knowing and feeling run at different speeds. The answer explains why knowing does not switch
 * a feeling off (the quick meaning the mind gives, a feeling that follows it, a habit that keeps it
 * going) and what does change it over time. Not a question about a fact the person knows.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

const KNOWING =
  'anche se so=0, anche se lo so=0, pur sapendo=0, so benissimo=0, so che non=0, so che e=0, lo so che=0, so gia che=0, sapendo che=0, even though i know=0, even when i know=0, even if i know=0, when i know=0, although i know=0, i know its not=0, i know it s not=0, i know its all=0, i know it s all=0, i know i shouldnt=0, i know it doesnt=0, i know that=0, knowing that=0, knowing its=0';

export const KNOWING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'knowing_not_feeling',
    kind: 'why',
    keys: 'anche se so=4, anche se lo so=4, pur sapendo=4, so benissimo=3, so che non=3, lo so che=2, sapendo che=2, even though i know=4, even when i know=4, even if i know=4, when i know=3, although i know=4, i know its not=3, i know it s not=3, i know its all=3, knowing that=2, perche=2, why=2, mi colpisce=3, mi prende=2, ci sto male=2, mi rovina=3, get to me=4, gets to me=4, hit me=3, hits me=3, so hard=2, wreck=3, ruins=2, ruin=2, stresses me out=2, stressing me out=2, still=1, ancora=1, irrazional=3, irrational=3, non ha senso=2, doesnt make sense=2, not real=2, non e reale=2, curated=2, finto=1, fake=1, esame=-3, exam=-3, test$=-3, interrogazion=-3, prof$=-3, professor=-3, chiusa=-6, chiuso=-6, locked=-6, gas=-6, porta=-4, door=-4, farmac=-9, medication=-9',
    requires: KNOWING,
    forms: ['why', 'how', 'normal'],
    it: lc(
      [
        'Sapere una cosa e sentirla viaggiano a velocità diverse: la mente dà un significato a quello che succede in una frazione di secondo, e l’emozione parte da quel significato, molto prima che il ragionamento arrivi a correggerlo.',
        'Per questo «lo so che non ha senso» non spegne il malessere: il pensiero veloce, per esempio «non conto» o «sono indietro», ha già toccato qualcosa a cui tieni.',
        'Quello che aiuta non è convincersi più forte, ma accorgersi del pensiero mentre arriva, dargli un nome, «ecco il confronto», e lasciare che l’onda passi senza seguirla con altri controlli o altri scroll.',
        'Con la ripetizione il significato automatico perde forza: non perché lo smentisci una volta, ma perché gli rispondi in modo diverso tante volte.',
      ],
      [
        'Succede a quasi tutti: la parte di noi che reagisce è più antica e più rapida di quella che ragiona, e non aspetta il suo permesso.',
        'Spesso quello che fa male non è il fatto in sé, ma ciò che la mente ci legge dentro in un attimo, su di te, sul tuo valore o sul futuro; il fatto lo vedi chiaramente, quel significato no.',
        'Prova a scrivere, la prossima volta, la frase esatta che ti passa per la testa in quel momento: messa nero su bianco diventa un pensiero da guardare, non una verità da subire.',
        'E fai caso a cosa fai subito dopo, se controlli, rimugini o ti ritiri: è spesso lì che l’abitudine si rinforza, ed è lì che un piccolo cambiamento conta di più.',
      ],
      [
        'Quale frase ti passa per la testa, esattamente, in quel momento?',
        'Cosa fai di solito subito dopo, quando ti prende così?',
      ],
    ),
    en: lc(
      [
        'Knowing something and feeling it run at different speeds: the mind gives what happens a meaning in a fraction of a second, and the feeling starts from that meaning, long before reasoning arrives to correct it.',
        'That is why "I know it’s not real" doesn’t switch the feeling off: the quick thought, say "I don’t matter" or "I’m falling behind", has already touched something you care about.',
        'What helps is not convincing yourself harder, but noticing the thought as it arrives, naming it, "there’s the comparison", and letting the wave pass without feeding it with more checking or scrolling.',
        'With repetition the automatic meaning loses its grip: not because you disprove it once, but because you answer it differently many times.',
      ],
      [
        'It happens to nearly everyone: the part of us that reacts is older and faster than the part that reasons, and it doesn’t wait for permission.',
        'Often what hurts is not the event itself but what the mind reads into it in an instant, about you, your worth or the future; the event you can see clearly, that meaning you can’t.',
        'Next time, try writing down the exact sentence going through your head in that moment: on paper it becomes a thought to look at, not a truth to put up with.',
        'And notice what you do straight after, whether you check, go over it or withdraw: that is often where the habit is strengthened, and where one small change matters most.',
      ],
      [
        'What exact sentence goes through your head in that moment?',
        'What do you usually do straight after, when it gets to you like that?',
      ],
    ),
  },
];
