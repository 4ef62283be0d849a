/**
 * The dialogue proxies, one definition for `npm run eval:dialogues` (the held-out set) and
 * dev-measure.ts (the development conversations): a question is answered when a new statement of
 * eight words or more takes up one of its own content words (or, for a question with none, any new
 * statement); a plan is reflected when the reply takes up two of the person's content words.
 */
import type { Lang } from '../types';

export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const words = (s: string) => fold(s).match(/\p{L}+/gu) ?? [];

export const STOP: Record<Lang, Set<string>> = {
  it: new Set(
    'il lo la i gli le un una uno di da in con su per tra fra e o ma se che non mi ti si ci vi ne a al alla ai agli alle del della dei degli delle nel nella sono sei è ho hai ha abbiamo come cosa quando anche più molto poi già ancora questo questa quello quella io tu lui lei noi voi loro mio mia tuo tua suo sua forse potrei dovrei fare essere avere stato stata sempre mai tutto tutti niente qualcosa perché perche'
      .split(' ')
      .map(fold),
  ),
  en: new Set(
    'the a an of to in on at for with and or but if that not i you he she it we they me my your his her our their is are was were be been have has had do does did can could would should will just so as this those these what when how why all any some more very maybe about from into than then too also'.split(
      ' ',
    ),
  ),
};

export function contentWords(text: string, lang: Lang): Set<string> {
  return new Set(
    words(text)
      .filter((w) => w.length >= 4 && !STOP[lang].has(w))
      .map((w) => w.slice(0, 5)),
  );
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => words(s).join(' '))
    .filter((s) => s.split(' ').length >= 4);
}

const THANKS = /^(grazie|thank|thanks|capisco|i hear you|ti ascolto|sono qui)/u;

/** Whether `reply` answers `question` with content that was not in `said` (sentences already said). */
export function answersWithContent(question: string, reply: string, lang: Lang, said: Set<string>): boolean {
  const asked = contentWords(question, lang);
  return reply.split(/(?<=[.!…])\s+|\n+/u).some((s) => {
    const line = s.trim();
    if (line.endsWith('?') || words(line).length < 8 || THANKS.test(fold(line))) return false;
    if (said.has(words(line).join(' '))) return false;
    return asked.size === 0 || [...contentWords(line, lang)].some((w) => asked.has(w));
  });
}
