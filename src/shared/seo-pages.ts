import type { Lang } from './i18n';
import type { PageId } from './routes';

/** A page's title (without the site's name), description and, for a public page, its keywords. */
export type PageText = readonly [title: string, description: string, keywords?: string];

/** The pages SPEC §2 names in its SEO table; every other page's text is below. */
export type SpecSeoPage = 'home' | 'chat' | 'exercises' | 'meditation' | 'subscription';

/**
 * Every other page's own tags, so a direct load (or a link preview) names the page rather than
 * the site. The titles match what the app shows once it runs (the `pages` catalogue); pages
 * behind a sign-in carry the site's keywords.
 */
export const otherPagesText: Record<Exclude<PageId, SpecSeoPage>, Record<Lang, PageText>> = {
  dashboard: {
    it: [
      'La mia giornata',
      'Il saluto del giorno, i progressi della settimana, l’obiettivo settimanale e le azioni rapide per ripartire da dove eri rimasto.',
    ],
    en: [
      'My day',
      'Your greeting for the day, the week’s progress, your weekly goal and quick actions to pick up where you left off.',
    ],
  },
  reflections: {
    it: [
      'Riflessioni quotidiane',
      'Una riflessione al giorno e domande per scrivere di gratitudine, resilienza, auto-compassione e crescita. Quello che scrivi resta tuo.',
      'riflessioni, diario, gratitudine, resilienza, auto-compassione',
    ],
    en: [
      'Daily reflections',
      'A reflection a day and prompts to write about gratitude, resilience, self-compassion and growth. What you write stays yours.',
      'reflections, journal, gratitude, resilience, self-compassion',
    ],
  },
  mood: {
    it: [
      'Monitoraggio dell’umore',
      'Registra il tuo umore in pochi secondi e osserva nel tempo cosa ti fa stare meglio, con statistiche oneste e mai una diagnosi.',
      "umore, diario dell'umore, monitoraggio, emozioni, benessere",
    ],
    en: [
      'Mood tracking',
      'Log your mood in a few seconds and see over time what helps you feel better, with honest statistics and never a diagnosis.',
      'mood, mood diary, tracking, emotions, wellbeing',
    ],
  },
  aiModules: {
    it: [
      'Moduli IA',
      'Percorsi guidati dall’IA per le relazioni, la scrittura terapeutica, il rilassamento muscolare, il sonno e le tue domande libere.',
      'moduli IA, relazioni, scrittura terapeutica, rilassamento muscolare, sonno',
    ],
    en: [
      'AI modules',
      'AI-guided flows for relationships, therapeutic writing, progressive muscle relaxation, sleep and your own questions.',
      'AI modules, relationships, therapeutic writing, muscle relaxation, sleep',
    ],
  },
  simplePayment: {
    it: [
      'Pagamento semplice',
      'Scegli il piano mensile o annuale e completa il pagamento con carta in modo sicuro. Puoi disdire quando vuoi.',
    ],
    en: ['Simple payment', 'Choose the monthly or yearly plan and pay securely by card. Cancel any time.'],
  },
  checkout: {
    it: [
      'Completa l’abbonamento',
      'Il riepilogo del piano scelto e il pagamento sicuro con carta, gestito dal nostro fornitore di pagamenti.',
    ],
    en: [
      'Complete your subscription',
      'A summary of the plan you chose and secure card payment, handled by our payment provider.',
    ],
  },
  paymentSuccess: {
    it: [
      'Esito del pagamento',
      'Verifichiamo il pagamento con il fornitore e ti mostriamo il riepilogo e la ricevuta in PDF.',
    ],
    en: [
      'Payment result',
      'We check your payment with the provider and show you the summary and a PDF receipt.',
    ],
  },
  paymentSuccessSimple: {
    it: [
      'Esito del pagamento',
      'Controlliamo che il pagamento sia andato a buon fine e che Premium sia attivo sul tuo account.',
    ],
    en: [
      'Payment result',
      'We check that your payment went through and that Premium is active on your account.',
    ],
  },
  paymentSuccessFast: {
    it: ['Attivazione di Premium', 'Verifichiamo subito il pagamento e attiviamo Premium sul tuo account.'],
    en: ['Activating Premium', 'We check your payment right away and activate Premium on your account.'],
  },
  paymentComplete: {
    it: [
      'Riepilogo del pagamento',
      'Il pagamento confermato e la sua ricevuta. Poi torna alla tua giornata e usa tutte le funzioni Premium.',
    ],
    en: [
      'Payment summary',
      'The confirmed payment and its receipt. Then go back to your day and use every Premium feature.',
    ],
  },
  manageSubscription: {
    it: [
      'Gestisci l’abbonamento',
      'Il tuo piano, il prossimo pagamento e il prezzo: cambia piano, aggiorna il metodo di pagamento o disdici quando vuoi.',
    ],
    en: [
      'Manage subscription',
      'Your plan, next payment and price: change plan, update your payment method or cancel whenever you like.',
    ],
  },
  admin: {
    it: [
      'Amministrazione',
      'Strumenti per gli amministratori: contenuti, utenti, campagna di lancio e stato del servizio.',
    ],
    en: ['Administration', 'Tools for administrators: content, users, launch campaign and service status.'],
  },
  resources: {
    it: [
      'Biblioteca del benessere',
      'Strumenti rapidi, guide complete e programmi di più giorni su ansia, stress, sonno, umore e mindfulness, in parole semplici.',
      'guide ansia, stress, sonno, mindfulness, programmi di benessere',
    ],
    en: [
      'Wellness library',
      'Quick tools, complete guides and multi-day programs on anxiety, stress, sleep, low mood and mindfulness, in plain words.',
      'anxiety guides, stress, sleep, mindfulness, wellbeing programs',
    ],
  },
  appGuide: {
    it: [
      'Guida all’app',
      'Come usare ogni sezione di Serenamente: la chat, gli esercizi, le meditazioni, le riflessioni, l’umore, la biblioteca e il profilo.',
      'guida, come funziona, aiuto, Serenamente',
    ],
    en: [
      'App guide',
      'How to use every part of Serenamente: chat, exercises, meditations, reflections, mood, the library and your profile.',
      'guide, how it works, help, Serenamente',
    ],
  },
  qrcode: {
    it: [
      'Scarica l’app',
      'Inquadra il codice QR o condividi il link: Serenamente si installa come app direttamente dal browser, senza passare dagli store.',
      'scarica app, codice QR, installa, PWA',
    ],
    en: [
      'Download the app',
      'Scan the QR code or share the link: Serenamente installs as an app straight from the browser, no app store needed.',
      'download app, QR code, install, PWA',
    ],
  },
  support: {
    it: [
      'Supporto',
      'Scrivici per domande su account, abbonamento o uso dell’app. Se sei in pericolo, chiama subito il 112 o una linea di ascolto.',
      'supporto, contatti, aiuto, linee di ascolto',
    ],
    en: [
      'Support',
      'Write to us about your account, subscription or using the app. If you are in danger, call 112 or a helpline right away.',
      'support, contact, help, helplines',
    ],
  },
  register: {
    it: [
      'Crea il tuo account',
      'Registrati e inizia la prova gratuita di 7 giorni, senza carta. I primi 50 iscritti ricevono 10 giorni di Premium.',
      'registrazione, prova gratuita, account',
    ],
    en: [
      'Create your account',
      'Sign up and start your free 7-day trial, no card needed. The first 50 people to join get 10 days of Premium.',
      'sign up, free trial, account',
    ],
  },
  login: {
    it: [
      'Accedi',
      'Accedi con il tuo nome utente o la tua email per ritrovare i tuoi progressi su ogni dispositivo.',
      'accesso, login, account',
    ],
    en: [
      'Sign in',
      'Sign in with your username or email to find your progress again on any device.',
      'sign in, login, account',
    ],
  },
  forgotPassword: {
    it: [
      'Password dimenticata',
      'Inserisci la tua email: ti invieremo un codice valido 10 minuti per scegliere una nuova password.',
    ],
    en: [
      'Forgot password',
      'Enter your email: we will send you a code, valid for 10 minutes, to choose a new password.',
    ],
  },
  resetPassword: {
    it: [
      'Nuova password',
      'Inserisci il codice di sicurezza e scegli una nuova password di almeno 8 caratteri.',
    ],
    en: ['New password', 'Enter the security code and choose a new password of at least 8 characters.'],
  },
  test: {
    it: [
      'Pagina di test',
      'Controlli tecnici: versione dell’app, raggiungibilità del server e del database, lingua e memoria del browser.',
    ],
    en: [
      'Test page',
      'Technical checks: app version, server and database reachability, language and browser storage.',
    ],
  },
  launch: {
    it: [
      '10 giorni di Premium in regalo',
      'I primi 50 iscritti ricevono un codice per 10 giorni di Premium, senza carta di credito. Richiedi il tuo codice qui.',
      'promozione, premium gratis, codice promozionale',
    ],
    en: [
      '10 days of Premium, on us',
      'The first 50 people to sign up receive a code for 10 days of Premium, no credit card needed. Request yours here.',
      'promotion, free premium, promo code',
    ],
  },
  terms: {
    it: [
      'Termini e privacy',
      'Le condizioni d’uso di Serenamente e come trattiamo i tuoi dati, anche quelli sulla salute. Legge italiana, aggiornati al 25 marzo 2025.',
      'termini di servizio, privacy, GDPR, dati sanitari',
    ],
    en: [
      'Terms and privacy',
      'Serenamente’s terms of use and how we handle your data, including health data. Italian law, last updated 25 March 2025.',
      'terms of service, privacy, GDPR, health data',
    ],
  },
  profile: {
    it: [
      'Il mio profilo',
      'Panoramica, attività, dati personali e obiettivi di benessere. Da qui puoi anche scaricare o cancellare i tuoi dati.',
    ],
    en: [
      'My profile',
      'Overview, activity, personal details and wellbeing goals. You can also download or delete your data here.',
    ],
  },
  sitemap: {
    it: ['Mappa del sito', 'Tutte le pagine di Serenamente in un colpo d’occhio.'],
    en: ['Sitemap', 'Every page of Serenamente at a glance.'],
  },
};
