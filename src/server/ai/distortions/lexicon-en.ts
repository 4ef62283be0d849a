/**
 * English cues for the distortion detector: [distortion, weight, pattern].
 * Patterns run on normalised text (lowercase, "dont", "im", "il" for "I'll",
 * repeated letters squeezed by rx()). Weights combine by noisy-OR; 0.5 is the
 * reporting threshold, so a weak cue (< 0.5) only counts together with another.
 */
import type { DistortionId } from '../types';

export type Rule = readonly [DistortionId, number, string];

const NEG_ADJ =
  '(?:stupid|incompetent|boring|annoying|weak|weird|ugly|useless|lazy|a failure|an idiot|not good enough|pathetic|crazy|a joke|a fraud|awkward|dumb|fat|selfish|rude|cold|fake|too much|a loser|clingy|needy|a burden|unprofessional|immature|an? \\w+ failure)';
const POS_EVENT =
  '(?:passed|finished|got|won|managed|succeeded|praised|complimented|promoted|promotion|picked|chosen|said i|says im|told me|good at|made progress|progress|ran|helped|did well|happy|pleased|liked|loved|thanked|grade|mark|award|offer|accepted)';

const TRAIT =
  '(?:selfish|crazy|insane|boring|annoying|manipulative|undesirable|unlovable|ugly|fat|stupid|dumb|useless|incompetent|worthless|lazy|weak|careless|self ?centered|thoughtless|pathetic|mean|unattractive|uninteresting|inadequate|hopeless|broken|toxic|needy|clingy|cold|heartless|disgusting|repulsive|a mess|a wreck|a bad \\w+|the worst(?: \\w+)?|a terrible \\w+|an awful \\w+|a horrible \\w+|a hard person to love|hard to love|impossible to love|too much|a problem|the problem|unworthy|unwanted|unloved|a jerk)';
const OTHERS =
  '(?:he|she|they|my \\w+|people|everyone|everybody|nobody|no one|my friends|my family|my parents|my partner|my boss)';
const CARE =
  '(?:like|love|care about|care for|respect|trust|want|appreciate|value|listen to|understand|notice|need|miss)';

// prettier-ignore
export const EN_RULES: readonly Rule[] = [
  // ---------------------------------------------------------------- all-or-nothing
  ['all_or_nothing', 0.55, '\\beither\\b.{1,60}\\bor\\b'],
  ['all_or_nothing', 0.8, '\\bnothing in between\\b|\\bno middle ground\\b|\\bblack and white\\b|\\ball or nothing\\b|\\bno in between\\b'],
  ['all_or_nothing', 0.65, '\\b(?:totally|completely|entirely|utterly|absolutely|100 percent) (?:ruined|useless|worthless|pointless|wasted|wrong|destroyed|hopeless|failed|broken|over|gone|bad)\\b'],
  ['all_or_nothing', 0.6, '\\b(?:complete|total|utter|absolute) (?:failure|disaster|waste|mess|write ?off)\\b'],
  ['all_or_nothing', 0.6, '\\b(?:all|everything|all of it|all my \\w+|the whole (?:thing|day|week|evening|project|plan|relationship)) (?:is |was |are |were |has been )?(?:ruined|wasted|gone|lost|pointless|for nothing|worthless|down the drain|wrong)\\b'],
  ['all_or_nothing', 0.7, '\\b(?:one|a single|a tiny|one small|one little|a small|a little|one tiny) (?:mistake|error|typo|slip|bad \\w+|problem|flaw|question|cookie|workout|day|change|thing|criticism)\\b.{0,60}\\b(?:ruin\\w*|whole|entire|completely|totally|worthless|failure|wasted|gone|useless|all wrong|pointless)\\b'],
  ['all_or_nothing', 0.6, '(?<!\\beven )\\b(?:if|unless) (?:it|i|its|im|my)\\b.{0,30}\\b(?:isnt |not |arent )?perfect\\w*\\b'],
  ['all_or_nothing', 0.7, '\\bperfect\\w*\\b.{0,12}\\bor\\b|\\bnot perfect\\b.{0,40}\\b(?:failure|failed|useless|worthless|terrible|bad|pointless|no point)\\b'],
  ['all_or_nothing', 0.6, '\\b(?:might as well|may as well) (?:have )?(?:fail\\w*|give up|quit|not (?:bother|try)|stop)\\b'],
  ['all_or_nothing', 0.65, '\\b(?:if|unless) i (?:dont|cant|didnt|dont get|cant get|fail to)\\b.{0,40}\\b(?:failed|failure|worthless|useless|pointless|wasted|loser|no point)\\b'],
  ['all_or_nothing', 0.55, '\\b(?:the )?day (?:is|was) (?:completely |totally )?(?:wasted|ruined|lost|a write ?off)\\b'],
  ['all_or_nothing', 0.7, '\\b(?:great|perfect|brilliant|amazing|the best|good|fine|success\\w*|winning)\\b.{0,30}\\bor\\b.{0,30}\\b(?:disaster|useless|failure|terrible|worthless|nothing|the worst|a loser|failing|bad)\\b'],
  ['all_or_nothing', 0.6, '\\bif (?:he|she|they|you|it)\\b.{0,40}\\b(?:completely|totally|100|perfectly|fully|all the time)\\b.{0,40}\\b(?:at all|nothing|no one|never|failure|worthless)\\b'],
  ['all_or_nothing', 0.6, '\\b(?:any|a single|one) (?:problems?|flaws?|mistakes?|issues?|fights?)\\b.{0,40}\\b(?:all wrong|everything is wrong|worthless|ruined|failed|over|doomed)\\b|\\bits all wrong\\b|\\b(?:all|totally|completely) wrong\\b'],
  ['all_or_nothing', 0.45, '\\b(?:at all|100 ?%|100 percent|a hundred percent|completely|totally)\\b'],
  // ---------------------------------------------------------------- catastrophizing
  ['catastrophizing', 0.6, '\\b(?:disaster|catastrophe|catastrophic|nightmare|the end of the world|end of everything|the worst thing|doomed|apocalypse|tragedy)\\b'],
  ['catastrophizing', 0.75, '\\b(?:life|career|future|everything|relationship|reputation) (?:is|will be|would be|s|will) (?:over|ruined|finished|destroyed|end)\\b|\\bruin (?:my|our|the) (?:whole )?(?:life|career|future)\\b'],
  ['catastrophizing', 0.7, '\\b(?:end up|ending up|wind up) (?:homeless|on the street|alone forever|broke|in (?:the )?hospital|with nothing|in jail|bankrupt)\\b|\\blose everything\\b|\\blosing everything\\b|\\blos\\w* (?:the|my|our) (?:house|home)\\b'],
  ['catastrophizing', 0.5, '\\bwhat if\\b'],
  ['catastrophizing', 0.75, '\\bwhat if\\b.{0,50}\\b(?:crash\\w*|die|dies|dead|cancer|fired|lose|horrible|terrible|worst|disaster|sick|attack|accident|never|wrong|faint\\w*|pass out|stroke|choke|panic|nobody helps|no one helps|collapse)\\b'],
  ['catastrophizing', 0.75, '\\bsomething (?:terrible|horrible|awful|bad|serious|really bad) (?:must have|has|will|is going to|might have|could have) (?:happen\\w*|gone wrong)\\b|\\bsomething (?:terrible|horrible|awful) happened\\b'],
  ['catastrophizing', 0.6, '\\b(?:must be|could be|is probably|might be|has to be) (?:something )?(?:really |very |seriously )?(?:serious|cancer|a tumou?r|fatal|deadly|terminal|life threatening)\\b|\\b(?:tumou?r|cancer|brain bleed)\\b'],
  ['catastrophizing', 0.7, '\\b(?:going to|gona|about to|will) (?:have a )?(?:heart attack|die|collapse|go crazy|lose my mind|lose it)\\b'],
  ['catastrophizing', 0.6, '\\b(?:wont|will not|couldnt|cant|could not) (?:survive|cope|bear it|stand it|take it|handle it|live with it)\\b'],
  ['catastrophizing', 0.45, '\\b(?:unbearable|intolerable|cant stand|cannot stand|cant bear)\\b'],
  ['catastrophizing', 0.65, '\\bhumiliat\\w*\\b|\\bnever (?:get|live) (?:over|it down)\\b'],
  ['catastrophizing', 0.6, '\\b(?:bring|take|drag) (?:the whole|everything|it all|the entire|us all)\\b.{0,25}\\bdown\\b|\\b(?:collapse|fall apart|go under|go bankrupt)\\b'],
  ['catastrophizing', 0.65, '\\b(?:im|we are|were) (?:finished|done for|doomed|ruined|screwed)\\b'],
  ['catastrophizing', 0.45, '\\b(?:will|il|is going to) never (?:end|stop|get better)\\b|\\bforever\\b'],
  ['catastrophizing', 0.3, '\\b(?:terrible|horrible|awful|the worst|worst case)\\b'],
  ['catastrophizing', 0.4, '\\b(?:already see myself|can see myself)\\b'],
  ['catastrophizing', 0.65, '\\b(?:marriage|relationship|career|life|friendship|job|future|everything|business|family) (?:is|s|will be|is going to be) (?:over|done|finished|ruined|dead|doomed|falling apart)\\b|\\b(?:messed|screwed) up (?:big time|badly|royally|everything)\\b'],
  ['catastrophizing', 0.6, '\\b(?:serious|terminal|fatal|terrible|incurable) (?:illness|disease|condition)\\b|\\b(?:lose|lost|losing) (?:him|her|them|everyone|loved ones|my \\w+) (?:forever|for good)\\b|\\b(?:going to|will|gona) (?:hurt|kill|destroy) (?:me|us)\\b|\\bendure\\b'],
  // ---------------------------------------------------------------- overgeneralization
  ['overgeneralization', 0.35, '\\b(?:always|never|every time|everyone|nobody|no one|everything|nothing)\\b'],
  ['overgeneralization', 0.7, '\\b(?:always|every time|each time|every single time|all the time)\\b.{0,30}\\b(?:goes wrong|go wrong|go badly|fail\\w*|happens|mess\\w*|screw\\w*|let \\w+ down|ends|leave\\w*|forget\\w*|betray\\w*|same|wrong|badly|ruin\\w*)\\b'],
  ['overgeneralization', 0.7, '\\b(?:everything|it|things)\\b.{0,6}\\balways\\b.{0,15}\\b(?:wrong|badly|bad)\\b|\\bnothing\\b.{0,15}\\b(?:ever|anymore|any more)\\b'],
  ['overgeneralization', 0.7, '\\b(?:nobody|no one|everyone|everybody|people|all (?:men|women|guys|girls|people)|guys|men|women)\\b.{0,25}\\b(?:always|ever|never|ends? up|in the end)\\b'],
  ['overgeneralization', 0.6, '(?<!\\bil |\\bwill |going to |gona )\\bnever (?:do|get|go|work|works|goes|have|find|manage|learn|listen|call|win|say|notice)\\b'],
  ['overgeneralization', 0.6, '\\b(?:the )?same (?:story|thing|old|pattern)\\b|\\bhappens every time\\b|\\bwith every (?:guy|girl|man|woman|person|job|boss|relationship)\\b|\\bevery (?:guy|girl|man|woman|relationship|job|boss) i\\b'],
  ['overgeneralization', 0.7, '\\b(?:another|yet another|once again|again)\\b.{0,50}\\b(?:always|every time|same|never|everyone|all the others|like all|every)\\b'],
  ['overgeneralization', 0.65, '\\b(?:just )?like (?:all|every) (?:the )?(?:others?|other time|time|\\w+ before)\\b'],
  ['overgeneralization', 0.5, '\\ball the time\\b|\\bi forget everything\\b'],
  ['overgeneralization', 0.7, '\\b(?:always|keep|only ever) happens? to me\\b|\\b(?:always|never) (?:go|goes|work|works|turn out) (?:right|well|my way|wrong|badly) for me\\b|\\bwhy (?:does|do) (?:this|it|bad things|things) always\\b'],
  ['overgeneralization', 0.6, `\\b(?:nobody|no one|everyone|everybody)\\b (?:\\w+ )?(?:cares?|likes?|listens?|loves?|understands?|wants?|respects?|hates?|notices?|is (?:better|more)|thinks)\\b`],
  ['overgeneralization', 0.65, '\\bi (?:keep|always|still) (?:failing|messing|screwing|ruining|making|getting|losing|letting|disappointing|forgetting)\\b|\\b(?:screwed|messed|failed|blew it|ruined it)\\b.{0,15}\\bagain\\b|\\bstill (?:ruining|failing|making the same|getting it wrong)\\b'],
  ['overgeneralization', 0.7, '\\b(?:cant|can not|never|unable to|incapable of) (?:\\w+ ){0,2}(?:do|get|say|make) (?:anything|everything|nothing) (?:right|well|good)\\b|\\bcant i ever\\b|\\b(?:everything|anything|nothing) i (?:do|say|try|make)\\b'],
  // ---------------------------------------------------------------- mind reading
  ['mind_reading', 0.6, `\\b(?:thinks?|thought|must think|probably think\\w*|believes?|sees? me as|finds? me|found me|considers? me)\\b.{0,25}\\b${NEG_ADJ}\\b`],
  ['mind_reading', 0.7, '\\b(?:obviously|clearly|must|probably|definitely|surely|i know|i can tell|i bet|i just know|im sure)\\b.{0,40}\\b(?:thinks?|thought|hates? me|doesnt (?:like|want|care)|dont (?:like|want|care)|mad at me|angry (?:with|at) me|upset with me|bored (?:of|with) me|judging me|laughing at me|making fun of me|cant stand me|annoyed (?:with|by) me|finds? me|wants? to (?:leave|break up)|thinking (?:about|of) (?:leaving|breaking up))\\b'],
  ['mind_reading', 0.55, '\\b(?:judging me|judge me|laughing at me|making fun of me|talking about me|looking down on me|staring at me)\\b'],
  ['mind_reading', 0.45, '\\b(?:cant stand me|hates? me|doesnt like me|dont like me|dont want me around|doesnt want to see me|bored of me|sick of me)\\b'],
  ['mind_reading', 0.75, '\\bi know (?:exactly |just )?what (?:he|she|they|you|people|everyone|my \\w+) (?:thinks?|thought|really thinks?)\\b'],
  ['mind_reading', 0.7, '\\b(?:he|she|they|hes|shes|theyre)\\b(?: is| are)? (?:probably|must be|is probably|obviously|clearly) (?:thinking|mad|angry|upset|annoyed|bored|disappointed|sick of me|judging)\\b'],
  ['mind_reading', 0.6, '\\bnoticed\\b.{0,50}\\b(?:thought|think|thinks)\\b|\\bi can tell by\\b|\\bby the way (?:they|he|she) (?:look|looked|looks)\\b'],
  ['mind_reading', 0.6, '\\b(?:everyone|they all|people|all of them|everybody)\\b.{0,20}\\b(?:thinks?|thought|knows?)\\b.{0,20}\\b(?:im|i was|i am|me)\\b'],
  ['mind_reading', 0.35, '\\b(?:its obvious|it is obvious|obviously|clearly|i can tell|you can tell|i just know)\\b'],
  ['mind_reading', 0.35, '\\b(?:he|she|they) (?:hasnt|didnt|doesnt|hadnt) (?:replied|answered|texted|called|written)\\b|\\byawn\\w*\\b'],
  ['mind_reading', 0.6, `\\b${OTHERS}\\b (?:\\w+ )?(?:doesnt|dont|does not|do not|didnt|did not|no longer|wont|wouldnt) (?:really |even |actually )?${CARE} (?:me|my|being with me|spending time with me|to (?:talk|see|be|spend|share)(?: \\w+){0,3} (?:me|with me))\\b`],
  ['mind_reading', 0.6, `\\b${OTHERS}\\b (?:all |secretly |probably |must )?(?:hates?|dislikes?|resents?|is avoiding|are avoiding|avoids|is ignoring|ignores|is using|used|is hiding something from|is cheating on|is tired of|is sick of|are tired of|are sick of|has a (?:grudge|problem) (?:against|with)) me\\b`],
  ['mind_reading', 0.6, '\\b(?:maybe|probably|i guess|i think|i bet|i suspect)\\b.{0,20}\\b(?:doesnt|dont|wont|isnt|hates?|is (?:angry|mad|upset|bored|tired|cheating|lying))\\b'],
  ['mind_reading', 0.55, `\\b${OTHERS}\\b (?:is|are|will be|is going to be|are going to be|must be) (?:so |really )?(?:angry|mad|upset|disappointed|annoyed|bored|fed up) (?:with|at|of|in) me\\b`],
  // ---------------------------------------------------------------- fortune telling
  ['fortune_telling', 0.7, '\\b(?:il|i will|will|im going to|going to|theyl|they will|hel|shel|it wil)\\b.{0,6}\\bnever\\b'],
  ['fortune_telling', 0.75, '\\b(?:its going to|it is going to|it will|itl|this is going to|its gona|its going|this will|the \\w+ is going to|the \\w+ will|things are going to|things will) (?:go|be|end|turn out|get) (?:badly|wrong|terribly|awful|horrible|bad|a disaster|worse|in tears)\\b'],
  ['fortune_telling', 0.5, '\\bi (?:just )?know it\\b|\\bim sure of it\\b|\\bim certain\\b|\\bi can already tell\\b'],
  ['fortune_telling', 0.7, '\\b(?:theyl|they will|theyre going to|hel|shel|he will|she will|everyone will|people will|theyd|they would) (?:definitely |probably |surely |all |just )?(?:reject|leave|laugh|hate|dump|fire|judge|ignore|forget|say no|turn me down|be disappointed|move on|think|find out|notice|see through)\\b'],
  ['fortune_telling', 0.7, '\\b(?:im going to|il|i will|im gona) (?:definitely |probably |totally |just |only |still )?(?:fail|embarrass|mess up|screw up|blow it|choke|be alone|end up|look stupid|make a fool|freeze|panic|lose|get rejected|get fired|never|be stuck|be disappointed)\\b'],
  ['fortune_telling', 0.6, '\\b(?:wont|will not) (?:be able to|ever|work|get|pass|find|change|make it|sleep|like|go well|want)\\b'],
  ['fortune_telling', 0.75, '\\bnothing (?:will|is going to|il|is ever going to) (?:change|work|help|get better|improve)\\b'],
  ['fortune_telling', 0.55, '\\bno point (?:in )?(?:trying|sending|applying|going|asking|even)\\b|\\bwhy (?:even )?bother\\b'],
  ['fortune_telling', 0.6, '\\b(?:a year|years|months|a month|ten years|five years) from now\\b|\\bin (?:a year|ten years|five years)\\b.{0,30}\\bstil\\b'],
  ['fortune_telling', 0.7, '\\b(?:is going to|are going to|will|gona) (?:get )?(?:turned down|rejected|fail|go wrong|be a disaster|be awful|be terrible|hate it|laugh at)\\b'],
  ['fortune_telling', 0.7, '\\b(?:il|i will) (?:still )?(?:be|end up) (?:stuck|alone|single|unemployed|standing alone|broke|left behind)\\b|\\bil have no\\b'],
  ['fortune_telling', 0.4, '\\b(?:il|theyl|hel|shel|itl|will|going to)\\b'],
  ['fortune_telling', 0.6, '\\b(?:il|i will|im going to|going to|will|wil|wont|would not|wouldnt) (?:\\w+ ){0,2}(?:fail|lose|ruin|mess|screw|miss|forget|hate|leave|reject|fire|dump|embarrass|break up|get bored|get (?:a |the )?(?:bad|low|terrible|worse|fired|dumped|rejected)|find|pass|get better|make it|cheat|hurt|cause)\\b'],
  ['fortune_telling', 0.65, '\\bnever will\\b|\\b(?:will|wil|il) only get worse\\b|\\bnever (?:finding|getting|being|going to)\\b|\\b(?:no|lost all|lost) hope\\b|\\bhopeless\\b|\\bnot going to (?:\\w+ ){0,2}(?:make it|live up|get|pass|find|succeed|be able)\\b'],
  ['fortune_telling', 0.5, '\\b(?:could|might|may) (?:\\w+ )?(?:get fired|lose (?:my|the|him|her|them|everything)|fail|be rejected|get dumped|break up|leave me)\\b'],
  // ---------------------------------------------------------------- should statements
  ['should_statements', 0.35, '\\b(?:should|shouldnt|ought to|must|mustnt|have to|has to|need to|got to)\\b'],
  ['should_statements', 0.7, '\\b(?:should|shouldnt|should not|ought to|must|have to|need to|supposed to)\\b (?:always |never |really |already |be able to |just |not )?(?:be|have been|feel|know|handle|cope|manage|understand|make everyone|get over|be stronger|be better|be perfect|be happy|have seen|have known|have done|do better|look|want|care|cry|need)\\b'],
  ['should_statements', 0.7, '\\b(?:should|shouldnt|should not|ought to) (?:never )?have\\b'],
  ['should_statements', 0.75, '\\b(?:should|must|ought to) (?:never|always)\\b|\\bmust (?:make|be|get|always|never|please)\\b'],
  ['should_statements', 0.75, '\\b(?:at my age|by now|by this age|at this point|at this stage)\\b.{0,30}\\b(?:should|ought|must|supposed)\\b|\\b(?:should|ought to|must|supposed to) (?:\\w+ ){0,4}(?:by now|at my age|already)\\b'],
  ['should_statements', 0.55, '\\ba good (?:mother|father|parent|mom|dad|friend|wife|husband|partner|daughter|son|sister|brother|employee|student|person|teacher)\\b'],
  ['should_statements', 0.6, '\\bcant afford to (?:be|feel|make|get|rest|stop|slow|fail)\\b'],
  ['should_statements', 0.7, '\\b(?:need|have|has) to be (?:more|better|perfect|stronger|the best|productive|strong|in control)\\b'],
  ['should_statements', 0.7, '\\b(?:a good|a real|a proper|good) (?:\\w+ )?(?:daughter|son|mother|father|parent|friend|wife|husband|partner|employee|student|man|woman) (?:should|would|must|has to)\\b|\\b(?:people|others|everyone|they|he|she) (?:should|shouldnt|ought to)\\b'],
  // ---------------------------------------------------------------- labeling
  ['labeling', 0.8, '\\b(?:im|ive always been|i will always be|il always be|i was always) (?:such |just |a |an |complete |total |real |utter |absolute |the biggest |so |really |nothing but |basically |officially )*(?:failure|loser|idiot|moron|fool|stupid|dumb|useless|worthless|pathetic|disaster|mess|joke|fraud|disappointment|bad person|horrible person|terrible person|awful person|horrible|terrible (?:mother|father|parent|mom|dad|friend|partner|daughter|son|wife|husband|boyfriend|girlfriend|person|human)|bad (?:mother|father|parent|mom|dad|friend|person)|weak|weakling|coward|nobody|ugly|unlovable|hopeless case|lost cause|waste of space|dead weight|a waste|incompetent|lazy|freak|weirdo|screw ?up|basket case|failure of a \\w+|a walking \\w+|walking disaster|piece of \\w+|burden|embarrassment|nothing)\\b'],
  ['labeling', 0.75, '\\bwhat an? (?:\\w+ )?(?:idiot|loser|failure|useless \\w+|fool|moron|disaster|joke|mess|pathetic \\w+|stupid \\w+)\\b'],
  ['labeling', 0.65, '\\b(?:he|she|they|hes|shes|theyre|my \\w+|my \\w+ is|this \\w+ is)\\b(?: is| are)? (?:just |such |a |an |so |total |complete |real |totally |completely )*(?:jerk|idiot|loser|selfish|narcissist|monster|psycho|moron|lazy|irresponsible|useless|failure|asshole|toxic|bad person|hopeless|incompetent|liar|manipulator|snake|creep)\\b'],
  ['labeling', 0.55, '\\bi (?:feel|felt) (?:like )?(?:such )?(?:a |an )?(?:failure|loser|idiot|fraud|disappointment|mess|bad \\w+|terrible \\w+|burden)\\b'],
  ['labeling', 0.7, `\\b(?:im|i was|ive become|i must be) (?:so |really |just |such |completely |totally |very |pretty |too |an? )?${TRAIT}\\b`],
  ['labeling', 0.6, '\\b(?:im|i was) not (?:\\w+ )?(?:good|smart|pretty|attractive|interesting|strong|talented|worthy|clever|thin|fit|successful|lovable|likeable) enough\\b|\\bnot (?:good|smart|pretty|attractive|interesting|strong|talented|worthy) enough (?:for|to)\\b|\\b(?:im|i am) not (?:interesting|attractive|lovable|likeable|worth (?:it|anything|\\w+ time))\\b'],
  ['labeling', 0.6, '\\bi hate (?:my ?self|who i am|everything about me|my (?:body|face|appearance|voice))\\b|\\bwhat a (?:\\w+ )?(?:jerk|idiot|failure|loser) i am\\b'],
  ['labeling', 0.6, '\\b(?:im|i am) (?:really |so |just )?(?:bad|terrible|awful|hopeless|useless|rubbish|no good) at (?:everything|anything|\\w+)\\b|\\b(?:im|i am) not good at\\b'],
  ['labeling', 0.6, '\\b(?:hes|shes|theyre|he is|she is|they are) (?:so |such |a |an |just |completely |totally |really )*(?:damn )?(?:inconsiderate|selfish|rude|lazy|useless|stupid|ungrateful|heartless|cruel|mean|pathetic|hypocrite|jerk|idiot|narcissist|liar|toxic|incompetent)\\b'],
  // ---------------------------------------------------------------- personalization
  ['personalization', 0.75, '\\b(?:my fault|all my fault|my own fault|because of me|im to blame|blame myself|im the reason|i was the reason|my doing|caused by me|due to me|thanks to me|im responsible|i feel responsible|thats on me|its on me|on me as)\\b'],
  ['personalization', 0.7, '\\b(?:must|probably|i must|i probably|i should) (?:have )?(?:done|said) something (?:wrong|to (?:upset|annoy|hurt))\\b|\\bsomething i (?:did|said)\\b'],
  ['personalization', 0.7, '\\bif (?:only )?(?:i (?:had|hadnt|had been|was|were|had not)|id|id been)\\b.{0,50}\\b(?:wouldnt|would not|would have|wouldve|would still|would be|might not|would never)\\b'],
  ['personalization', 0.7, '(?<!\\b(?:im|i was|i feel|i felt|i get|i got) (?:so |really |very )?)\\b(?:went badly|was boring|lost|upset|sad|angry|stressed|mad|failed|ruined|went wrong|is quiet|is cold|bad mood|grumpy|left|cried|crying|tense)\\b.{0,40}\\bbecause (?:of me|of my|i was|im|i didnt|i did|i said|i organi[sz]ed|i planned|i chose)\\b'],
  ['personalization', 0.75, '\\b(?:it|its|that|this) (?:must be|is|was|s) (?:because of|due to) (?:me|my|something i)\\b|\\bbecause of my (?:work|mistake|mood|presence)\\b'],
  ['personalization', 0.55, '\\bi ruined (?:everything|it|the|their|his|her|our|it all)\\b'],
  ['personalization', 0.7, '\\bassume (?:im|i am|it s me|its me|its my)\\b|\\bit must be me\\b|\\bi (?:feel|am) responsible for\\b'],
  ['personalization', 0.7, '\\b(?:im|i am|i was) the (?:cause|reason|problem|one to blame)\\b|\\bi (?:made|make) (?:my \\w+|him|her|them|everyone) (?:sad|upset|angry|cry|mad|leave|unhappy|miserable)\\b|\\bi (?:failed|let down|disappointed) (?:our|my|the|everyone|them|him|her|us)\\b|\\bbecause i (?:dont|didnt|am not|wasnt|cant|im not) (?:do|did|give|good|enough|pay|spend)\\b|\\bi (?:did|do) something wrong\\b'],
  // ---------------------------------------------------------------- emotional reasoning
  ['emotional_reasoning', 0.75, '\\bi feel\\b.{0,40}\\b(?:so i must|so it must|so there must|so they must|so nobody|so no one|so i am|so im|therefore|which means|that means|means i|it must be|so it is|so i dont|so my)\\b'],
  ['emotional_reasoning', 0.7, '\\b(?:im|i am|i get|i feel) (?:so |really |very |this )?(?:scared|afraid|anxious|nervous|worried|terrified|ashamed|embarrassed|guilty|sad|lonely|overwhelmed|hopeless|uneasy|panicky)\\b.{0,40}\\b(?:so|therefore|which means|that means|it means)\\b.{0,40}\\b(?:must|going to|will|is|are|there|nobody|no one|something)\\b'],
  ['emotional_reasoning', 0.8, '\\bif i feel\\b.{0,40}\\b(?:must|then|means|it is|i am|im|because)\\b|\\bif im (?:this |so )?(?:anxious|scared|worried|nervous|upset|afraid)\\b.{0,40}\\b(?:must|means)\\b'],
  ['emotional_reasoning', 0.65, '\\bmy (?:gut|feelings?|instinct|intuition|anxiety)\\b.{0,20}\\b(?:always right|never wrong|tells me|says|is telling me)\\b|\\bi (?:have|had|get|got) (?:a |this )?(?:bad )?feeling\\b.{0,40}\\b(?:will|going to|always right|never wrong)\\b'],
  ['emotional_reasoning', 0.7, '\\bfeels? (?:like|as if|true|real)\\b.{0,30}\\b(?:so it|therefore|must be|it must|so it must)\\b'],
  ['emotional_reasoning', 0.4, '\\bi feel (?:like )?(?:a |an )?(?:failure|fraud|loser|idiot|stupid|ugly|worthless|useless|hopeless|unlovable)\\b'],
  ['emotional_reasoning', 0.5, '\\bi (?:feel|felt) (?:like|as if|as though|that) (?:i|im|he|she|they|everyone|nobody|no one|people|my|this|it|an?)\\b|\\bi (?:feel|felt) (?:so )?(?:unloved|unwanted|worthless|inadequate|like an outcast|rejected|betrayed|used)\\b'],
  // ---------------------------------------------------------------- mental filter
  ['mental_filter', 0.75, '\\b(?:all|the only thing|only thing) i (?:can )?(?:think about|see|remember|notice|focus on|hear|keep thinking about)\\b'],
  ['mental_filter', 0.7, '\\bi (?:only|just) (?:think about|remember|notice|see|focus on|hear|care about the)\\b|\\bthe only one i remember\\b'],
  ['mental_filter', 0.6, '\\b(?:cant|can not|cannot) stop (?:dwelling|thinking|obsessing|replaying|going over)\\b'],
  ['mental_filter', 0.5, '\\b(?:dwell\\w*|fixat\\w*|obsess\\w* (?:over|about)|hung up on|stuck on|replay\\w*|going over|focus\\w* on)\\b'],
  ['mental_filter', 0.4, '\\b(?:one|that one|the one|a single|one single|that) (?:\\w+ )?(?:criticism|comment|mistake|negative \\w+|bad \\w+|error|line|remark|joke|slide|moment|argument|thing)\\b'],
  ['mental_filter', 0.8, '\\b(?:good|great|lovely|nice|perfect|applaud\\w*|compliment\\w*|prais\\w*|well|loads of|lots of|so much|progress|success\\w*|fun|amazing|wonderful|happy|positive)\\b.{0,70}\\b(?:but|except|yet|despite|however)\\b.{0,60}\\b(?:only|all i|cant stop|keep|ruin\\w*|fixat\\w*|focus\\w*|remember|think about|notice|cant think of anything else|dwell\\w*)\\b'],
  ['mental_filter', 0.65, '\\bcant think (?:of|about) anything else\\b|\\bout of all\\b.{0,50}\\bonly\\b|\\b(?:despite|even though|although)\\b.{0,50}\\b(?:i focus|i only|all i|i keep)\\b'],
  // ---------------------------------------------------------------- discounting the positive
  ['discounting_positive', 0.75, '\\b(?:just|only|pure|sheer|dumb|beginners) luck\\b|\\b(?:a|was a) fluke\\b|\\b(?:by|pure) chance\\b|\\bgot lucky\\b|\\bwas lucky\\b'],
  ['discounting_positive', 0.65, '\\b(?:only|just) (?:being (?:nice|polite|kind)|saying (?:that|it)|says? (?:that|it)|said (?:that|it)|to be nice|out of pity|because (?:they|he|she|shes|hes|theyre|there|of|no one|nobody))\\b|\\bonly picked me\\b'],
  ['discounting_positive', 0.75, '\\b(?:anyone|anybody) (?:could|would|can) (?:have )?(?:done|do|manage|pass|get)\\b'],
  ['discounting_positive', 0.6, '\\b(?:doesnt|does not|didnt|dont|wont) (?:really )?(?:count|matter|mean anything|mean much|mean a thing|prove anything)\\b'],
  ['discounting_positive', 0.6, '\\b(?:nothing special|no big deal|not a big deal|not that impressive|not impressive|the least i could do|anyone can do that)\\b'],
  ['discounting_positive', 0.5, '\\b(?:it was|that was|the \\w+ was|its|was) (?:really |so |pretty |super |just )?(?:easy|simple|nothing)\\b'],
  ['discounting_positive', 0.8, `\\b${POS_EVENT}\\b.{0,60}\\bbut\\b.{0,40}\\b(?:luck\\w*|polite|nice|anyone|easy|doesnt|dont|nothing|only|just|fluke|least|tiny|small|doesnt really know|didnt notice|no other|chance|pity|mom|mum|dad|friend|have to say)\\b`],
  ['discounting_positive', 0.55, '\\bi dont deserve (?:to|any|fun|love|good|happiness|it|this|them|him|her|help)\\b|\\bnot as good as i thought\\b|\\bnot (?:making )?any progress\\b'],
  ['discounting_positive', 0.7, '\\b(?:tiny|small|little) (?:things|steps|wins)\\b.{0,25}\\b(?:dont|doesnt) (?:matter|count)\\b'],
  ['discounting_positive', 0.45, '\\b(?:doesnt|dont) (?:really )?know (?:how|what) i\\b|\\bdidnt notice\\b|\\bno other (?:candidates|options|choice|applicants)\\b|\\byes,? but\\b|\\byeah,? but\\b'],
];
