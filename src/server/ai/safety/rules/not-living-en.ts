/**
 * No will or reason to live, in English: not wanting to be alive, no point, done with life, weary of
 * existing, tired of pretending, might as well be gone.
 */
import { alt, family, or, R, seq } from './build';

// prettier-ignore
const livingEn = [
  'living', 'live', 'being alive', 'going on', 'existing', 'life', 'staying alive', 'stay', 'staying',
  'keep going', 'carry on',
];
// prettier-ignore
const doneLifeIdiomEn = [
  'with', 'in', 'at', 'paycheck', 'out of', 'off', 'alone', 'here', 'near', 'next to', 'on', 'under', 'from',
];
// prettier-ignore
const noPointOpenersEn = [
  'no', 'not any', 'no more', 'no real', 'whats the', 'what is the', 'cant see the', 'cant find a', 'dont see the',
  'dont see a', 'dont have a', 'dont have any',
];
// prettier-ignore
const stayEn = [
  'stay', 'staying', 'stick around', 'sticking around', 'be here', 'being here', 'keep going', 'keep living',
  'go on', 'going on', 'carry on', 'carrying on', 'live', 'living', 'wake up', 'waking up', 'exist', 'existing',
  'stay alive',
];
// prettier-ignore
const wearyIdiomEn = [
  'with', 'in', 'at', 'up (?:early|at)', 'early', R`at \d`, 'so early', 'before', 'for (?:work|school)',
  'paycheck', 'out of', 'off', 'alone', 'here in', 'near', 'next to', 'on',
];
// prettier-ignore
const wearyOfEn = [
  seq('(?:so |really |just |completely )?', '(?:tired|sick|done|fed up|exhausted|worn out|weary|drained) (?:of|with)'),
  R`cant (?:stand|take|bear|handle) (?:\w+ )?`,
];
// prettier-ignore
const existingEn = [
  'existing', 'exist', 'living', 'being alive', 'being here', 'staying alive', 'waking up', 'breathing',
  'surviving', 'this life', 'my life', 'fighting to (?:stay alive|live|survive|keep going)',
  'trying to stay alive', 'keeping myself alive', 'being me', 'being in this world',
];
// prettier-ignore
const mightAsWellOrdinary = [
  'trying', 'tentando', 'provandoci', 'of', 'from', 'laughing', 'dal', 'dalla', 'dalle', 'di',
  'per (?:un|qualche|una)', 'for (?:a|some|the|now|today)', 'to (?:the|a)', 'dai social',
  'da (?:qui|li|instagram|facebook|tiktok)', 'in vacanza', 'al mare', 'here',
];
// prettier-ignore
const pretendToLive = [
  'i (?:want to|wana) (?:be alive|live|be here|exist|keep going)',
  R`di voler (?:vivere|essere viv\w|esserci|andare avanti)`,
];

// prettier-ignore
export const notLivingEn = family('not-living-en', [
  {
    id: 'en_dont_want_live', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:dont|do not|never|no longer|dont really) (?:want|wana) (?:to )?`,
      '(?:wake up|be alive|live|exist|be here|keep living)', R`(?: anymore| tomorrow| again| any more)?\b`,
    ),
    neg: false,
    after: R`(?:here|there|with|in this|at this|at the|for)\b(?! anymore| any more)`,
    match: [
      "I don't want to wake up tomorrow", "i really don't want to be alive anymore", "i don't want to exist anymore",
    ],
    noMatch: ["i don't want to live with my parents"],
  },
  {
    id: 'en_cant_go_on', category: 'suicide', lang: 'en',
    pattern: R`\b(?:cant|cannot|can not) (?:go on|keep) (?:living|being alive)\b`,
    neg: false,
    match: ["i can't go on living like this", 'i cannot keep living with this pain'],
    noMatch: ["i can't go on like this at work"],
  },
  {
    id: 'en_no_point', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:no|no real|not any|cant find a|cant see a|cant find any|lost my) `,
        R`(?:point|reason|purpose) (?:in |of |to |for )?${alt(livingEn)}\b`,
      ),
      seq(
        R`\bwhats the point (?:of|in) (?:me |my )?`,
        R`(?:living|life|going on|being alive|existing|being here|staying alive)\b`,
      ),
      R`\b(?:point|reason) (?:of|in) going on\b`,
    ),
    neg: false,
    after: R`(?:at|in|with|for|here at|on|up)\b(?! (?:this|the) (?:world|life))`,
    match: ["what's the point of living", "there's no reason to keep going"],
    noMatch: ["there's no point in staying at work late"],
  },
  {
    id: 'en_done_life', category: 'suicide', lang: 'en',
    pattern: or(
      seq(R`\b(?:done|finished|tired|sick) (?:with|of) `, R`(?:life|living|being alive|existing|being here)\b`),
      R`\blife (?:isnt|is not|aint) worth (?:living|it)\b`,
    ),
    after: R`${alt(doneLifeIdiomEn)}\b`,
    match: ['life isnt worth living anymore', "i'm so done with life", 'tired of existing, honestly'],
    noMatch: ["i'm tired of living with my parents"],
  },
  {
    id: 'en_weary_existence', category: 'suicide', lang: 'en',
    pattern: R`\b${alt(wearyOfEn)} (?:even )?${alt(existingEn)}\b`,
    after: R`${alt(wearyIdiomEn)}\b`,
    match: ["i'm so worn out of fighting to stay alive", "i'm so sick of being alive"],
    noMatch: ["i'm tired of waking up at 5 for work"],
  },
  {
    id: 'en_no_reason_stay', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b${alt(noPointOpenersEn)} (?:point|reason|reasons|purpose) (?:for me |left )?`,
      R`(?:to|of|in) ${alt(stayEn)}\b`,
    ),
    neg: false,
    after: R`(?:at|in|with|for|here at|on|up)\b`,
    match: ['there is no point for me to stick around anymore', 'theres no reason for me to stay anymore'],
    noMatch: ['no reason to stay at the party after midnight'],
  },
  {
    id: 'en_done_alive', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:im|i am|i m|so) (?:just |so |honestly |really )?(?:done|finished|over it|through) `,
        R`(?:with )?(?:being alive|existing|being a person|being human|living)\b`,
        R`(?! (?:with|in|at|like|as|under|for|here|there|paycheck|alone|off|on)\b)`,
      ),
      seq(
        R`\bwish i (?:was|were|had) (?:never (?:been )?here|gone for good|never existed)\b`,
        R`(?! (?:at|in|with|for|on|from)\b)`,
      ),
    ),
    match: ["i'm done being alive", "honestly i'm just done being a person"],
    noMatch: ["i'm done with living in this flat"],
  },
  {
    id: 'pretending_alive', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:tired of|sick of|done|stanc\w di|stuf\w di)\b (?:pretending|fingere) (?:that )?`,
      R`${alt(pretendToLive)}\b`,
    ),
    match: ["i'm so tired of pretending i want to live", 'sono stanca di fingere di voler vivere'],
    noMatch: ['tired of pretending i like my job'],
  },
  {
    id: 'might_as_well_gone', category: 'suicide', lang: 'any',
    pattern: or(
      seq(R`\b(?:might|may) as well (?:just )?`, R`(?:be dead|die|be gone|disappear|not exist|not be here|end it)\b`),
      seq(
        R`\btanto vale (?:che )?(?:io )?`, R`(?:sparire|sparisca|sparisco|non esserci|non esistere|morire|muoia)\b`,
      ),
    ),
    after: R`${alt(mightAsWellOrdinary)}\b`,
    match: ['i might as well be dead', 'tanto vale sparire, nessuno se ne accorgerebbe'],
    noMatch: ['might as well be gone for the weekend, nothing to do here'],
  },
]);
