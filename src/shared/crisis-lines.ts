import type { Lang } from './i18n';

/**
 * Italian emergency and support lines: the ONE list every screen uses (support page, chat SOS
 * panel, guide) and that the AI core's crisis replies read their numbers and hours from
 * (src/server/ai/safety/helplines.ts only decides the order per crisis category).
 *
 * Checked against the services' own announcements and recent press (2025):
 * - 112: the single European emergency number, free, always answered.
 * - Telefono Amico Italia 02 2327 2327 (replaced 199.284.284 in March 2020); WhatsApp Amico
 *   324 011 7252 (Il Sole 24 Ore, Oct 2025); volunteers answer 365 days a year from 9 to 24
 *   (Telefono Amico Italia via agensir.it, Dec 2025). The hours have changed over the years, so
 *   the text also points to telefonoamico.it.
 * - Telefono Azzurro 19696: free, 24 hours a day, for children and teenagers and adults worried
 *   about them.
 * - 1522 anti-violence and stalking: free, 24/7, anonymous, in several languages; chat on 1522.eu.
 * - Samaritans Onlus 06 77208977, every day 13-22: from the project brief and public lists of
 *   crisis lines; NOT confirmed against the association's own page from here — verify before
 *   launch.
 */
export interface CrisisLine {
  id: 'emergency_112' | 'telefono_amico' | 'telefono_azzurro' | 'antiviolenza_1522' | 'samaritans';
  name: Record<Lang, string>;
  /** As people read and dial it. */
  number: string;
  /** Ready for `<a href>`: tap-to-call on phones. */
  tel: string;
  /** When it answers, in words; never a guess. */
  hours: Record<Lang, string>;
  /** Who it is for and what it offers. */
  who: Record<Lang, string>;
  free: boolean;
  /** True for the emergency number: shown first and most prominently. */
  emergency: boolean;
  /** A chat line on WhatsApp, when the service has one. */
  whatsapp?: { number: string; href: string };
}

export const crisisLines: readonly CrisisLine[] = [
  {
    id: 'emergency_112',
    name: { it: 'Numero unico di emergenza', en: 'European emergency number' },
    number: '112',
    tel: 'tel:112',
    hours: { it: 'Sempre attivo, 24 ore su 24', en: 'Always open, 24 hours a day' },
    who: {
      it: 'Per un pericolo immediato per te o per altri: ambulanza, soccorso, forze dell’ordine.',
      en: 'When you or someone else is in immediate danger: ambulance, rescue, police.',
    },
    free: true,
    emergency: true,
  },
  {
    id: 'telefono_amico',
    name: { it: 'Telefono Amico Italia', en: 'Telefono Amico Italia' },
    number: '02 2327 2327',
    tel: 'tel:+390223272327',
    hours: {
      it: 'Tutti i giorni, dalle 9 a mezzanotte (orari aggiornati su telefonoamico.it)',
      en: 'Every day, 9am to midnight (current hours on telefonoamico.it)',
    },
    who: {
      it: 'Volontari formati all’ascolto, in anonimato, per chi si sente solo, in difficoltà o ha bisogno di parlare.',
      en: 'Trained volunteers who listen, anonymously, when you feel alone, overwhelmed or need to talk (in Italian).',
    },
    free: false,
    emergency: false,
    whatsapp: { number: '324 011 7252', href: 'https://wa.me/393240117252' },
  },
  {
    id: 'telefono_azzurro',
    name: { it: 'Telefono Azzurro', en: 'Telefono Azzurro' },
    number: '19696',
    tel: 'tel:19696',
    hours: { it: 'Gratuito, 24 ore su 24, tutti i giorni', en: 'Free, 24 hours a day, every day' },
    who: {
      it: 'Per bambini e adolescenti in difficoltà, e per gli adulti preoccupati per loro.',
      en: 'For children and teenagers who are struggling, and for adults worried about them.',
    },
    free: true,
    emergency: false,
  },
  {
    id: 'antiviolenza_1522',
    name: { it: 'Antiviolenza e stalking 1522', en: 'Anti-violence and stalking line 1522' },
    number: '1522',
    tel: 'tel:1522',
    hours: { it: 'Gratuito, 24 ore su 24, tutti i giorni', en: 'Free, 24 hours a day, every day' },
    who: {
      it: 'Per chi subisce violenza o stalking: operatrici specializzate, in anonimato, anche in più lingue.',
      en: 'For anyone facing violence or stalking: specialist counsellors, anonymously, in several languages.',
    },
    free: true,
    emergency: false,
  },
  {
    id: 'samaritans',
    name: { it: 'Samaritans Onlus', en: 'Samaritans Onlus (Italy)' },
    number: '06 77208977',
    tel: 'tel:+390677208977',
    hours: { it: 'Tutti i giorni, dalle 13 alle 22', en: 'Every day, 1pm to 10pm' },
    who: {
      it: 'Ascolto anonimo e riservato per chi si sente in difficoltà o pensa al suicidio.',
      en: 'Anonymous, confidential listening for anyone struggling or thinking about suicide (in Italian).',
    },
    free: false,
    emergency: false,
  },
];
