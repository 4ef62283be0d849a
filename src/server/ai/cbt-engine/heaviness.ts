/**
 * Whether a turn carries heaviness: low mood, loneliness, exhaustion, guilt or shame, hopelessness,
 * feeling a burden or a failure, a loss. It chooses the wording of the check-in question on an
 * elevated turn (the crisis model's score between its two thresholds), never whether it is asked:
 * a turn that carries some, or follows one that does ("mi sento un fallito", "I don't know why I
 * keep going"), is asked in words that name the weight; one that carries none ("tu cosa faresti al
 * mio posto?", "ok ci provo domani a cena") is asked the routine way, once per conversation. Most
 * understated crisis messages carry no heavy word, which is why they are still asked.
 */
import { normalizeText, rx } from '../text/normalize';
import { readEmotions, type EmotionId } from './emotions';

const HEAVY_EMOTIONS: ReadonlySet<EmotionId> = new Set(['sadness', 'loneliness', 'tiredness', 'guilt', 'shame']);

/** Hopelessness, burden, worthlessness, giving up, falling apart, wanting to vanish, a loss. */
const HEAVY = rx(
  '\\b(?:' +
    [
      // Italian
      'non ce la faccio(?: piu)?',
      'non ne posso piu',
      'non reggo(?: piu)?',
      'quanto reggero',
      'basta(?:,)? (?:con tutto|cosi|non)',
      '^basta\\b',
      'stanc\\w* di tutto',
      'a che serve',
      'che senso ha',
      'non ha (?:piu )?senso',
      'senza senso',
      'nessun senso',
      'non vedo (?:una |nessuna )?(?:via d ?uscita|vie d ?uscita|uscita|futuro|speranza)',
      'senza (?:speranza|futuro|via d ?uscita)',
      'mollare tutto',
      'mollo tutto',
      'arrender\\w*',
      'lasciar perdere tutto',
      '(?:sono|sarei|divento|mi sento) (?:solo )?un peso',
      'peso per (?:tutti|gli altri|la mia famiglia|i miei)',
      'fallit[oaie]',
      'fallimento',
      'non valgo (?:niente|nulla)',
      'non servo a (?:niente|nulla)',
      'inutile',
      'nessuno (?:mi|si|se ne)',
      'a nessuno (?:importa|interessa|frega)',
      'e tutto troppo',
      'tutto (?:e )?troppo',
      'a pezzi',
      'distrutt[oaie]',
      'crollare',
      'sto crollando',
      'sparire',
      'scomparire',
      'non voglio piu',
      'non so (?:piu )?per (?:chi|cosa) (?:vado|andare) avanti',
      'disperat\\w*',
      'buio',
      'odio (?:me stess\\w|la mia vita)',
      'mi odio',
      'non riconosco',
      'lutto',
      'e mort[oa]',
      'perso (?:mia|mio|il|la)',
      // English
      'cant do this',
      'cant (?:go on|take (?:it|this|much more)|cope|keep going)',
      'dont know (?:why|how) i keep going',
      'how much longer',
      'giving up',
      'give up',
      'whats the point',
      'no point',
      'pointless',
      'no way out',
      'no future',
      'no hope',
      'burden',
      'failure',
      'worthless',
      'useless',
      'hate myself',
      'hate my life',
      'nobody (?:cares|would|will|notices)',
      'no one (?:cares|would|will|notices)',
      '(?:its|it s|everything is|all) too much',
      'falling apart',
      'fall apart',
      '(?:im|i feel|i am) broken',
      'disappear',
      'vanish',
      'done with (?:everything|it all|life)',
      'tired of (?:everything|everyone|it all|life)',
      'sick of (?:everything|everyone|it all|life)',
      'dont recognise myself',
      'dont recognize myself',
      'grief',
      'grieving',
      'passed away',
      '(?:mum|mom|dad|mother|father|wife|husband|partner|brother|sister|friend|son|daughter|grandma|grandad|granddad|nan|dog|cat) died',
      'lost my',
      'dark (?:thoughts|place)',
    ].join('|') +
    ')\\b',
);

/** Heaviness in one normalised message. */
export function heavyText(norm: string): boolean {
  if (HEAVY.test(norm)) return true;
  return readEmotions(norm).emotions.some((e) => HEAVY_EMOTIONS.has(e));
}

/** Heaviness in this turn or in the person's turn just before it. */
export function carriesHeaviness(
  norm: string,
  history: ReadonlyArray<{ role: string; content: string }>,
): boolean {
  if (heavyText(norm)) return true;
  const previous = [...history].reverse().find((t) => t.role === 'user');
  return previous ? heavyText(normalizeText(previous.content).text) : false;
}
