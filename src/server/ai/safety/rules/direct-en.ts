/**
 * Suicide said outright, in English: a wish, decision or plan joined to a death concept, killing
 * oneself, "kms", "unalive", ending it, suicidal thoughts, an attempt.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const deathPhilosophyEn = [
  'like everyone', 'everyone does', 'what happens after', 'afterlife', R`philosoph\w*`, R`existential\w*`,
];
// prettier-ignore
const killSelfVerbsEn = [
  'kill', 'killing', 'killed', 'end', 'ending', 'hang', 'hanging', 'shoot', 'shooting', 'poison', 'poisoning',
  'drown', 'drowning',
];
// prettier-ignore
const endItLeadEn = [
  'i will', 'il', 'i can', 'i could', 'i might', 'i should', 'day i', 'night i', 'when i', 'before i', 'how i',
  'where i', 'how to', 'way to',
];
// prettier-ignore
const suicideVerbsEn = [
  R`think\w*`, 'thought', R`consider\w*`, R`contemplat\w*`, R`attempt\w*`, 'tried', 'try', 'trying', R`plan\w*`,
  'want',
];
// prettier-ignore
const imaginingEn = [
  R`imagin\w*`, R`pictur\w*`, R`think\w* about`, R`dream\w* (?:about|of)`, R`fantasi\w+ about`, 'planning',
];
// prettier-ignore
const wishDeadClausesEn = [
  '(?:really |just |honestly )?i (?:was|were|d be) dead', 'i (?:was|were|had) never (?:been )?born',
  'id never been born', 'i wasnt alive', 'i didnt exist',
];
// prettier-ignore
const mightDoEn = [
  'might', 'will', 'going to', 'gona', 'scared ill', 'afraid ill', 'scared i il', 'afraid i il',
];
// prettier-ignore
const attemptOrdinary = [
  'off (?:the|a) (?:couch|bed|sofa|stage|diving board)', 'out of my skin',
  'into (?:the|a) (?:pool|lake|sea|river) (?:for|to)', 'the gun', 'on (?:the|a) (?:trampoline|bed)',
];
// prettier-ignore
const attemptVerbsEn = [
  'tried', 'attempted', 'almost', 'nearly', 'was about to', 'was going to', 'came close to', 'was so close to',
];
// prettier-ignore
const attemptMethodsEn = [
  'kill myself', 'end it', 'end my life', 'overdose', 'od', 'jump', 'jumped', 'hang myself', 'hanged myself',
  'cut my wrists', 'take (?:all )?(?:my |the )?pills', 'took (?:all )?(?:my |the )?pills', 'drown myself',
  'step in front of',
];

// prettier-ignore
export const directEn = family('direct-en', [
  {
    id: 'en_compose', category: 'suicide', lang: 'en',
    pattern: R`\b${alt(words.wishEn)}\b(?: \w+){0,5} ${alt(words.deathEn)}\b`,
    after: R`${frag.dieIdiomEn}|(?:my|her|his|your) hair|with\b|of (?!me\b)`,
    around: or(
      R`\brather die than\b`, R`\bdying to (?:see|know|try|meet|go|hear|get|tell)\b`,
      R`\bdie in (?:your|his|her) arms\b`, R`\bcould sleep forever\b`, frag.fictionNear,
      seq(
        R`\b(?:this|that|questo|questa|quel|quella|sto|sta|the|il|la) `,
        R`${alt(words.dieHyperboleCauses)}\b.{0,25}\b(?:makes? me|mi fa(?:nno)?) `,
        R`(?:want to |venir voglia di |voglia di )?(?:die|morire)\b`,
      ),
      R`\b${alt(deathPhilosophyEn)}\b`,
    ),
    match: [
      "I can't stop thinking about killing myself", 'I keep thinking about not waking up',
      'i keep thinking about ending things',
    ],
    noMatch: ['I want to die of embarrassment lol', "i don't think i want to die, i just want to rest"],
  },
  {
    id: 'en_kill_self', category: 'suicide', lang: 'en',
    pattern: R`\b${alt(killSelfVerbsEn)} ?(?:my ?self|meself|myslef)\b`,
    match: ['I want to kill myself', 'im gonna k1ll myself'],
    noMatch: ["i've never thought about killing myself, i'm just burnt out"],
  },
  {
    id: 'en_kms', category: 'suicide', lang: 'en',
    pattern: R`\bkms\b`,
    match: ['kms', "kms fr, i'm so done with everything"],
    noMatch: ['i ran 12 km this morning'],
  },
  {
    id: 'en_unalive', category: 'suicide', lang: 'en',
    pattern: or(
      R`\bunaliv(?:e|ing|ed) ?(?:my ?self|me)\b`,
      R`\b(?:want|going|thinking|think|plan\w*|ready|about) (?:to |of |about )?unaliv`,
    ),
    match: ['thinking about how to unalive myself', 'been thinking about unaliving myself again'],
    noMatch: ['the streamer got banned for saying unalive in chat'],
  },
  {
    id: 'en_end_life', category: 'suicide', lang: 'en',
    pattern: R`\b(?:end|ending|take|taking|ended) (?:my|my own) (?:own )?life\b`,
    match: ['i keep thinking about ending my life', "tonight i'm going to end my own life"],
    noMatch: ["i don't have any plan to end my life, i just feel low"],
  },
  {
    id: 'en_end_it', category: 'suicide', lang: 'en',
    pattern: or(
      R`\bend it all\b`,
      seq(R`\b(?:plan\w*|ready|want|going|decided|about|time|need|have) to end `, R`(?:it|things|everything)\b`),
      R`\b${alt(endItLeadEn)} end (?:it|it all|things|everything|my life)\b`,
    ),
    after: R`with\b`,
    match: ['i wanna end it all tonight', 'i think tonight is when i end it'],
    noMatch: ["i'm not going to end it, i just want this semester to be over"],
  },
  {
    id: 'en_suicidal', category: 'suicide', lang: 'en',
    pattern: R`\bsuicidal\b`,
    around: or(
      R`\bsuicidal tendencies\b`,
      seq(
        R`\b(?:asked|asks|asking|chiesto|chiede|chiedeva) (?:me )?(?:if|whether|se) `,
        R`(?:i |ho |avevo |ever )?\b.{0,40}\bsuicid\w*\b.{0,40}\b${alt(words.saidNoWords)}\b`,
      ),
    ),
    match: ["suicidal again tonight and it's worse than last month", "i've been feeling suicidal since the breakup"],
    noMatch: ["I'm not suicidal, just tired"],
  },
  {
    id: 'en_suicide_thoughts', category: 'suicide', lang: 'en',
    pattern: R`\b${alt(suicideVerbsEn)} (?:about |of |to )?(?:committing |commit )?suicide\b`,
    around: seq(
      R`\b(?:asked|asks|asking|chiesto|chiede|chiedeva) (?:me )?(?:if|whether|se) `,
      R`(?:i |ho |avevo |ever )?\b.{0,40}\bsuicid\w*\b.{0,40}\b${alt(words.saidNoWords)}\b`,
    ),
    match: ["i've been thinking about suicide all day", "i'm seriously considering suicide"],
    noMatch: ['therapist asked if i ever thought about suicide and i said no'],
  },
  {
    id: 'en_commit', category: 'suicide', lang: 'en',
    pattern: R`\bi (?:want to|will|il|am going to|im going to|might|could|should|would) commit suicide\b`,
    match: ['i will commit suicide if nothing changes', 'honestly i might commit suicide if this keeps up'],
    noMatch: ['i would never commit suicide, i love my kids too much'],
  },
  {
    id: 'en_want_die', category: 'suicide', lang: 'en',
    pattern: or(R`\b(?:want|wish|wishing|ready|like|need|deserve) (?:to )?die\b`, R`\bwish i (?:could|would) die\b`),
    after: frag.dieIdiomEn,
    around: or(
      R`\brather die than\b`, R`\bdie in (?:your|his|her) arms\b`,
      seq(
        R`\b(?:this|that|questo|questa|quel|quella|sto|sta|the|il|la) `,
        R`${alt(words.dieHyperboleCauses)}\b.{0,25}\b(?:makes? me|mi fa(?:nno)?) `,
        R`(?:want to |venir voglia di |voglia di )?(?:die|morire)\b`,
      ),
    ),
    match: ["I'm not suicidal, just tired. But honestly I want to die", 'no i just want to die'],
    noMatch: ['I want to die of embarrassment lol'],
  },
  {
    id: 'en_direct_more', category: 'suicide', lang: 'en',
    pattern: or(
      R`\b(?:dont|do not) deserve to (?:live|be alive|exist)\b`,
      R`\blife (?:has|holds) no (?:meaning|point|purpose)\b`, R`\blife (?:is|feels) (?:meaningless|pointless)\b`,
      R`\b(?:tomorrow|soon|tonight) i (?:wont|will not) be (?:here|around|alive)(?: anymore)?\b`,
      R`\b(?:the )?thought of (?:dying|killing myself|ending it|death)\b`,
      R`\b${alt(imaginingEn)} my (?:own )?funeral\b`,
      seq(
        R`\bonly (?:way out|solution|exit) (?:i see )?(?:is|would be) `, R`(?:death|dying|to die|killing myself)\b`,
      ),
    ),
    match: ['life has no meaning for me anymore', 'i keep picturing my own funeral'],
    noMatch: ["planning my grandma's funeral this week, it's been a lot"],
  },
  {
    id: 'en_wish_dead', category: 'suicide', lang: 'en',
    pattern: R`\b(?:wish|wishing|hope) ${alt(wishDeadClausesEn)}|\bbetter off dead\b`,
    match: ['I wish I was dead', "wish i'd never been born honestly"],
    noMatch: ['honestly i wish i was done with this essay'],
  },
  {
    id: 'en_kill_me', category: 'suicide', lang: 'en',
    pattern: R`\b(?:someone|somebody|please|just|god) (?:please |just )*kill me\b|\bofing my ?self\b`,
    match: [
      "someone please just kill me, i can't do this anymore", "god kill me, i can't take another day like this",
    ],
    noMatch: ['my mom will kill me when she sees this'],
  },
  {
    id: 'en_all_end', category: 'suicide', lang: 'en',
    pattern: or(
      R`\bwant (?:it all|everything) to (?:end|stop)\b`,
      seq(
        R`\b(?:tired of|done) (?:fighting|trying|struggling|holding on|going on)\b.{0,40}\b`,
        R`(?:stop|end|over|give up)\b`,
      ),
    ),
    match: ['i want it all to stop, permanently', "i'm tired of fighting, i just want it to end"],
    noMatch: ['i want this meeting to end already'],
  },
  {
    id: 'attempt_en', category: 'suicide', lang: 'en',
    pattern: R`\b(?:i )?${alt(attemptVerbsEn)}\b (?:to )?${alt(attemptMethodsEn)}\b`,
    after: alt(attemptOrdinary),
    match: [
      'i tried to kill myself two years ago and the thoughts are back', 'last night i almost jumped, i was so close',
    ],
    noMatch: ['i almost jumped off the couch when the jump scare hit'],
  },
  {
    id: 'en_scared_self', category: 'suicide', lang: 'en',
    pattern: or(
      seq(R`\b(?:scared|afraid|frightened|terrified) of (?:my ?self|what i might do|what i could do)`, R`\b`),
      seq(
        R`\b(?:about to|going to|might|gona) do something (?:stupid|drastic|i regret)\b.{0,40}\b`,
        R`(?:tonight|scared|myself|right now)\b`,
      ),
    ),
    match: ["i'm scared of myself tonight", "i feel like i'm about to do something stupid, i'm scared"],
    noMatch: ["i'm scared of what i might say at the interview"],
  },
  {
    id: 'en_do_something', category: 'suicide', lang: 'en',
    pattern: or(
      R`\b(?:do|doing) something (?:to my ?self|stupid to my ?self)\b`,
      R`\b${alt(mightDoEn)} do something stupid (?:tonight|today|right now)\b`,
    ),
    match: ["i'm scared i'll do something to myself tonight", 'i might do something stupid tonight'],
    noMatch: ['i did something stupid today, i dyed my hair green'],
  },
  {
    id: 'en_will_od', category: 'suicide', lang: 'en',
    pattern: R`\b(?:will|going to|want to|plan to|might|planning to|gona) (?:overdose|od)\b`,
    match: ["i'm planning to overdose on saturday", "i think i'm going to od tonight"],
    noMatch: ["i'm not going to overdose, i promise, i just need to sleep"],
  },
]);
