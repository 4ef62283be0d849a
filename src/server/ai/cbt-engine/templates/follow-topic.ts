/**
 * A question that follows a situation, asked about its own topic (reflect.ts): a money worry is
 * asked about the nearest deadline, a body symptom about how long and the GP, rather than "have
 * you tried something that gave you relief?". Topics without a list keep the general questions.
 */
import type { Lang } from '../../types';
import type { TopicId } from '../emotions';

export const FOLLOW_TOPIC: Record<Lang, Partial<Record<TopicId, string[]>>> = {
  it: {
    money: [
      'Qual è la scadenza più vicina, e quanto manca per coprirla?',
      'C’è qualcuno, una persona o un servizio, con cui potresti guardare i numeri insieme?',
    ],
    health: [
      'Da quanto tempo lo noti, e ne hai già parlato con il medico?',
      'Cosa ti preoccupa di più, di quello che senti nel corpo?',
    ],
    work: [
      'Di questo lavoro, cosa ti pesa di più: il carico, le persone o qualcos’altro?',
      'Cosa, di questa situazione al lavoro, dipende almeno in parte da te?',
    ],
    study: ['Quanto tempo hai davanti, e cosa resta da fare?', 'Quale parte dello studio ti blocca di più?'],
    partner: ['Cosa vorresti che cambiasse, tra voi, per stare meglio?', 'Ne avete già parlato, voi due?'],
    sleep: ['Come sono le tue sere, nell’ora prima di dormire?', 'Da quanto tempo dormi così?'],
  },
  en: {
    money: [
      'What is the nearest deadline, and how much is missing to cover it?',
      'Is there someone, a person or a service, you could look at the numbers with?',
    ],
    health: [
      'How long have you noticed it, and have you talked to your GP about it yet?',
      'What worries you most about what you feel in your body?',
    ],
    work: [
      'What weighs most in this job: the workload, the people, or something else?',
      'What in this situation at work depends at least partly on you?',
    ],
    study: [
      'How much time do you have, and what is left to do?',
      'Which part of the studying blocks you most?',
    ],
    partner: [
      'What would you like to change between you, to feel better?',
      'Have the two of you talked about it yet?',
    ],
    sleep: [
      'What are your evenings like, in the hour before bed?',
      'How long have you been sleeping like this?',
    ],
  },
};
