/**
 * Questions about the app itself that decide whether a person can trust it: does the companion
 * remember, who reads the chats, can they be deleted. Only what the app really does (chat.service:
 * conversations kept in the account, an open plan asked about in the next one; privacy: export and
 * deletion; the external model only with consent).
 */
import type { KnowledgeEntry } from '../types';

export const APP_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'app_memory_privacy',
    kind: 'normal',
    keys: 'ti ricordi=4, ti ricorderai=4, ricorderai=4, ricordi di me=5, ricordi cosa=4, chat precedent=4, conversazioni precedent=4, chat di ieri=4, i miei dati=5, dati personali=4, al sicuro=3, privacy=5, chi legge=5, qualcuno legge=5, legge le mie=4, leggono le mie=4, salvate=3, salvati=2, cancellare le chat=5, cancellare la chat=5, eliminare le chat=5, cancellare i miei=4, do you remember=5, remember what=4, remember our=4, remember me=4, previous chat=4, last chat=3, my data=5, personal data=4, is it private=5, privacy=5, who reads=5, anyone read=5, read my chats=5, read my messages=5, saved=2, stored=2, delete my chat=5, delete the chat=5, delete my data=5, rispiegar=5, explain everything again=5, explain it all again=5, start from scratch=4',
    requires:
      'ti ricordi, ti ricorderai, ricorderai, ricordi di me, ricordi cosa, chat precedent, conversazioni precedent, chat di ieri, i miei dati, dati personali, privacy, chi legge, qualcuno legge, legge le mie, leggono le mie, cancellare le chat, cancellare la chat, eliminare le chat, cancellare i miei, do you remember, remember what, remember our, remember me, previous chat, last chat, my data, personal data, is it private, who reads, anyone read, read my chats, read my messages, delete my chat, delete the chat, delete my data, rispiegar, explain everything again, explain it all again, start from scratch',
    forms: ['what', 'is_this', 'could', 'how', 'where', 'normal'],
    it: {
      text: [
        [
          'Le conversazioni restano salvate nel tuo account, così puoi rileggerle; dentro una conversazione tengo conto di quello che mi hai già detto.',
          'Quando ne apri una nuova riparto da capo, tranne per un piccolo passo che avevi deciso di fare: quello te lo chiedo, per sapere com’è andata.',
          'Puoi cancellare una conversazione quando vuoi, e dal profilo, nella sezione sui tuoi dati, puoi scaricarli tutti o eliminarli.',
        ],
        [
          'Quello che scrivi qui è conservato nel tuo account e serve solo a te: a rileggere le conversazioni e a me per seguire il filo di quella in corso.',
          'I messaggi vanno a un servizio di intelligenza artificiale esterno solo se gliel’hai permesso tu nelle impostazioni della chat, e puoi ritirare il permesso quando vuoi.',
          'Ogni conversazione si può cancellare, e dal profilo puoi scaricare o eliminare tutti i tuoi dati.',
        ],
      ],
      followUp: [
        'C’è qualcosa che ti preoccupa nel parlarne qui?',
        'Ti senti abbastanza a tuo agio per continuare da dove eravamo?',
      ],
    },
    en: {
      text: [
        [
          'Your conversations are kept in your account so you can read them again, and within a conversation I take into account what you’ve already told me.',
          'When you open a new one I start afresh, except for a small step you had decided to take: I’ll ask you how it went.',
          'You can delete a conversation whenever you like, and from your profile, in the section about your data, you can download all of it or delete it.',
        ],
        [
          'What you write here is kept in your account and is there for you: to read the conversations again, and for me to follow the thread of the one we’re having.',
          'Your messages go to an outside AI service only if you have allowed it in the chat settings, and you can withdraw that permission at any time.',
          'Every conversation can be deleted, and from your profile you can download or delete all your data.',
        ],
      ],
      followUp: [
        'Is there something that worries you about talking here?',
        'Do you feel comfortable enough to carry on from where we were?',
      ],
    },
  },
];
