/**
 * "E se si arrabbia?", "what if she just laughs it off?": a worry about another person's reaction.
 * Their reaction is not in the person's hands, the answer is; one calm sentence prepared for that
 * case, fitted to who the other person is ({example}); the reaction is information, not a verdict.
 */
import type { Lang } from '../../types';
import type { ScriptDomain } from '../example-scripts';

/** Who the other person is: the conversation's domain, or someone the person lives with. */
export type ReactionDomain = Exclude<ScriptDomain, 'money'> | 'home';

export interface ReactionTemplates {
  /** {focus}: their words in the second person ("si arrabbia", "he does it again"). */
  lead: string[];
  /** When their words could not be said back cleanly. */
  leadBare: string[];
  /** {example}: one calm sentence for that case. */
  prepare: string[];
  /** After a "no" ("dice di no", "says no", "doesn't want to"): accepting it calmly. */
  exampleNo: string;
  /** After anything else (anger, a laugh, the same again, silence), by who the other person is. */
  example: Record<ReactionDomain, string>;
  verdict: string[];
  ask: string[];
}

const IT: ReactionTemplates = {
  lead: [
    'Se {focus}, quella reazione non sarebbe nelle tue mani; come rispondi tu, invece, sì.',
    'Come reagirà l’altra persona non puoi deciderlo tu: se {focus}, quello che resta nelle tue mani è la tua risposta.',
  ],
  leadBare: [
    'La reazione dell’altra persona non è nelle tue mani; come rispondi tu, invece, sì.',
    'Come reagirà l’altra persona non puoi deciderlo tu: quello che resta nelle tue mani è la tua risposta.',
  ],
  prepare: [
    'Aiuta preparare adesso una frase calma per quel caso, da dire senza alzare il tono, per esempio: «{example}».',
    'Può aiutare tenere pronta una frase calma per quel momento, breve e senza giustificarti troppo, per esempio: «{example}».',
  ],
  exampleNo:
    'Va bene, grazie per avermelo detto chiaramente. Se più avanti cambia qualcosa, ne riparliamo volentieri',
  example: {
    work: 'Vedo che la pensiamo in modo diverso; per me questo punto resta importante, e possiamo parlarne con calma',
    partner:
      'Non voglio litigare: ti sto dicendo una cosa che per me conta, e vorrei che ne parlassimo quando te la senti',
    family: 'Non ti chiedo di essere d’accordo, ti chiedo di ascoltarmi: per me è importante',
    friends: 'Ci tengo a te, ed è per questo che te ne ho parlato: se vuoi ne riparliamo con calma',
    home: 'Lo dico con calma, ma per me è una cosa seria: vorrei che ci dividessimo le cose di casa in modo giusto',
    neutral: 'Capisco che tu la veda diversamente; per me resta importante, e possiamo parlarne con calma',
  },
  verdict: [
    'E una reazione così sarebbe un’informazione su come sta l’altra persona in quel momento, non un verdetto su di te.',
    'Qualunque cosa faccia, direbbe qualcosa dell’altra persona e di quel momento, non di quanto vali tu.',
  ],
  ask: [
    'Cosa ti piacerebbe rispondere, se succedesse?',
    'Con parole tue, come suonerebbe la tua risposta, se andasse così?',
  ],
};

const EN: ReactionTemplates = {
  lead: [
    'If {focus}, that reaction wouldn’t be in your hands; how you respond would be.',
    'How the other person reacts isn’t up to you: if {focus}, what stays in your hands is your answer.',
  ],
  leadBare: [
    'The other person’s reaction isn’t in your hands; how you respond is.',
    'How the other person reacts isn’t up to you: what stays in your hands is your answer.',
  ],
  prepare: [
    'It helps to prepare one calm sentence for that case now, to say without raising your voice, for example: “{example}.”',
    'It can help to keep one calm sentence ready for that moment, short and without over-explaining, for example: “{example}.”',
  ],
  exampleNo:
    'Okay, thanks for telling me straight. If anything changes later on, I’m happy to talk about it again',
  example: {
    work: 'I can see we see this differently; it still matters to me, and we can talk it through calmly',
    partner:
      'I don’t want to fight: I’m telling you something that matters to me, and I’d like us to talk about it when you’re ready',
    family: 'I’m not asking you to agree, I’m asking you to hear me: this matters to me',
    friends:
      'I care about you, and that’s why I brought it up: we can talk about it again calmly if you like',
    home: 'I’m saying it calmly, but it matters to me: I’d like us to share the housework fairly',
    neutral: 'I understand you see it differently; it still matters to me, and we can talk about it calmly',
  },
  verdict: [
    'And a reaction like that would be information about where the other person is at that moment, not a verdict on you.',
    'Whatever they do, it would tell you something about them and that moment, not about what you’re worth.',
  ],
  ask: [
    'What would you like to answer if it happened?',
    'In your own words, how would your answer sound if it went that way?',
  ],
};

export const REACTION: Record<Lang, ReactionTemplates> = { it: IT, en: EN };
