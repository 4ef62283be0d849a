/**
 * Helplines shown with a crisis reply, with tel: links. Numbers, hours and descriptions come
 * from the one list of the app, src/shared/crisis-lines.ts (also used by /support and the SOS
 * panel), where their sources are noted; this file only decides which lines fit a crisis
 * category and in what order.
 */
import { type CrisisLine, crisisLines } from '@shared/crisis-lines';
import type { CrisisCategory, Helpline, Lang } from '../types';

type HelplineId = Helpline['id'];

const LINES = new Map<HelplineId, CrisisLine>(crisisLines.map((line) => [line.id, line]));

const ORDER: Record<CrisisCategory, HelplineId[]> = {
  suicide: ['emergency_112', 'telefono_amico', 'samaritans', 'telefono_azzurro'],
  self_harm: ['telefono_amico', 'samaritans', 'emergency_112', 'telefono_azzurro'],
  harm_to_others: ['emergency_112', 'telefono_amico', 'samaritans'],
  abuse_violence: ['antiviolenza_1522', 'emergency_112', 'telefono_azzurro', 'telefono_amico'],
  medical_emergency: ['emergency_112', 'telefono_amico'],
};

export function helpline(id: HelplineId, lang: Lang): Helpline {
  const line = LINES.get(id);
  if (!line) throw new Error(`unknown helpline ${id}`);
  return {
    id: line.id,
    name: line.name[lang],
    number: line.number,
    href: line.tel,
    hours: line.hours[lang],
    description: line.who[lang],
    free: line.free,
    ...(line.whatsapp ? { whatsapp: line.whatsapp } : {}),
  };
}

/**
 * Helplines for a category, most relevant first. Abuse puts 1522 first,
 * medical emergencies 112. For a young person Telefono Azzurro moves to the
 * top (after 112 for a medical emergency), because it is the service built
 * for them; it is left out for adults, where it does not apply.
 */
export function helplinesFor(category: CrisisCategory, lang: Lang, youth = false): Helpline[] {
  let ids = [...ORDER[category]];
  if (youth) {
    ids = ids.filter((id) => id !== 'telefono_azzurro');
    ids.splice(category === 'medical_emergency' ? 1 : 0, 0, 'telefono_azzurro');
  } else ids = ids.filter((id) => id !== 'telefono_azzurro');
  return ids.map((id) => helpline(id, lang));
}
