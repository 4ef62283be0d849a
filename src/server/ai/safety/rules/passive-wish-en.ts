/**
 * Wish to be dead in English (C-SSRS 1): not waking up, hoping to be hit, not minding dying, rather
 * not being alive, disappearing for good.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const wakeOrMakeItEn = [
  'wake up', 'make it (?:to|through) (?:the night|morning|tomorrow|another day)',
  'see (?:tomorrow|the morning|another day|morning)', 'survive (?:the night|tonight)',
];
// prettier-ignore
const notWakeClausesEn = [
  R`i (?:dont|do not|wont|will not|never) ${alt(wakeOrMakeItEn)}`,
  '(?:tonight|today|this) is my last (?:night|day)', 'i (?:die|pass) in my sleep',
];
// prettier-ignore
const vehiclesEn = [
  'car', 'truck', 'bus', 'train', 'lightning', 'plane', 'meteor', 'asteroid', 'stray bullet', 'drunk driver',
];
// prettier-ignore
const somethingHappensEn = [
  'something (?:bad|fatal|terrible) (?:would |will )?happens? to me',
  'i (?:get|got) (?:hit by (?:a|something)|killed)',
];
// prettier-ignore
const ifGoneEn = [
  'died', 'got hit', 'never woke up', 'didnt wake up', 'got killed', 'was dead', 'disappeared',
  'wasnt here anymore',
];
// prettier-ignore
const ifNeverWokeEn = [
  'never (?:woke|wake) up', 'didnt wake up', 'died', 'got hit', 'was gone', 'wasnt here',
];
// prettier-ignore
const dyingOrNotWakingIt = [
  'morire', 'non svegliarmi', 'sparire per sempre', 'se morissi', 'se non mi svegliassi', 'non esserci piu',
];

// prettier-ignore
export const passiveWishEn = family('passive-wish-en', [
  {
    id: 'en_not_wake', category: 'suicide', lang: 'en',
    pattern: or(
      R`\b(?:sleep|go to sleep|fall asleep|close my eyes) and (?:never|not) wake up\b`, R`\bnever wake up again\b`,
      R`\bsleep forever\b`,
    ),
    neg: false,
    around: R`\bcould sleep forever\b`,
    match: ['i just want to go to sleep and never wake up', 'honestly i want to sleep and not wake up'],
    noMatch: ['i could sleep forever on sundays haha'],
  },
  {
    id: 'en_no_wake_cond', category: 'suicide', lang: 'en',
    pattern: or(
      R`\bif i (?:just |simply )?(?:did not|didnt|never|dont|do not|wouldnt|would not) wake up\b`,
      R`\b(?:not|never) (?:to )?wake up again\b`, R`\bto not wake up\b`,
    ),
    neg: false,
    match: ['how many pills would it take to not wake up', 'some nights it would be easier if i just didnt wake up'],
    noMatch: ["i'm scared that one day my dad will not wake up"],
  },
  {
    id: 'en_hope_not_wake', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:hope|hoping|pray|praying|wish|wishing|hopefully)\b${frag.plainWord}{0,3} (?:that )?`,
      R`${alt(notWakeClausesEn)}\b`,
    ),
    neg: false,
    // Waking up late or early is about the alarm, not about dying.
    unless: R`\bwake up (?:too )?(?:late|early|on time|in time)\b|\b(?:oversleep|alarm)\b`,
    match: ['i really hope that i dont wake up tomorrow morning', 'some nights i pray i dont wake up'],
    noMatch: ["hoping i don't miss the bus tomorrow", "i hope i don't wake up late for my exam"],
  },
  {
    id: 'en_taken_away', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:hope|hoping|pray|praying|wish|wishing)\b${frag.plainWord}{0,2} `,
        R`(?:a |some |that a |that some )?${alt(vehiclesEn)}\b${frag.plainWord}{0,3} `,
        R`(?:hits|hit|kills|kill|takes|take|runs|run) (?:me|over me)\b`,
      ),
      seq(R`\b(?:hope|hoping|pray|praying|wish|wishing)\b${frag.plainWord}{0,2} `, R`${alt(somethingHappensEn)}\b`),
    ),
    match: [
      'honestly i keep hoping a bus hits me on the way home',
      'sometimes i wish a truck would just hit me on my way home',
    ],
    noMatch: ["i hope the bus doesn't hit traffic again today"],
  },
  {
    id: 'en_wouldnt_mind', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:wouldnt|would not|dont|do not|wont|will not) (?:really |even |honestly )?`,
        R`(?:mind|care) if i ${alt(ifGoneEn)}\b`,
      ),
      seq(
        R`\bid (?:honestly |really |actually |totally )?(?:be |feel )?`,
        R`(?:fine|ok|okay|happy|glad|relieved|at peace|grateful) if i ${alt(ifNeverWokeEn)}\b`,
      ),
    ),
    neg: false,
    match: ["i wouldn't even mind if i died tonight", "i'd honestly be fine if i never woke up"],
    noMatch: ["i wouldn't mind if i got the job, i'd be thrilled"],
  },
  {
    id: 'en_disappear', category: 'suicide', lang: 'en',
    pattern: or(
      seq(R`\b(?:disappear\w*|vanish\w*|be gone|was gone|were gone) (?:forever|for good|permanently)`, R`\b`),
      seq(
        R`\b(?:disappear|vanish|go away|sparire|andarmene|scomparire) (?:and|e) `,
        R`(?:never (?:come back|return|be seen again)|non tornare (?:mai )?piu)\b`,
        R`(?! (?:to|from|at|in|a|da|in)\b)`,
      ),
      R`\bwant to not (?:be here|exist)\b`, R`\b(?:want|wish) to stop existing\b`,
    ),
    match: ['i want to disappear forever', 'i want to not exist anymore'],
    noMatch: ['I want my anxiety to disappear'],
  },
  {
    id: 'rather_not_alive', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:id|i would|i d) (?:honestly |really |just |much )?rather `,
        R`(?:not (?:be alive|exist|be here|wake up|live|be around)|be dead|die)\b`,
        R`(?! (?:than|then|of|from|laughing)\b)`,
      ),
      seq(
        R`\bpreferirei (?:non (?:essere viv\w|esistere|esserci piu|svegliarmi piu)|essere mort\w)\b`,
        R`(?! (?:piuttosto|che)\b)`,
      ),
    ),
    neg: false,
    match: ["tbh i'd rather not be alive anymore", "i'd honestly rather be dead"],
    noMatch: ["i'd rather die than sing in public", "i'd rather be dead than go back to that job"],
  },
  {
    id: 'wouldnt_mind_dying', category: 'suicide', lang: 'any',
    pattern: or(
      R`\bnon mi (?:dispiacerebbe|importerebbe) (?:\w+ )?${alt(dyingOrNotWakingIt)}\b`,
      seq(
        R`\b(?:wouldnt|would not) (?:really |even )?mind `,
        R`(?:dying|not waking up|never waking up|being dead|not being here)\b`,
      ),
    ),
    neg: false,
    match: ['non mi dispiacerebbe morire stanotte', "i honestly wouldn't mind dying"],
    noMatch: ['non mi dispiacerebbe un gelato adesso'],
  },
]);
