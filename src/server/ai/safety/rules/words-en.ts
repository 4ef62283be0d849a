/** Word lists in English that several rules share (see rules/build.ts). */
import { alt, R } from './build';

// prettier-ignore
export const dieIdiomCausesEn = [
  'embarrassment', 'shame', 'laughter', 'laughing', 'boredom', 'cringe', 'curiosity', 'jealousy', 'envy',
];
// prettier-ignore
export const relativesEn = [
  'husband', 'wife', 'partner', 'boyfriend', 'bf', 'girlfriend', 'gf', 'dad', 'father', 'stepdad', 'stepfather',
  'mom', 'mother', 'stepmom', 'stepmother', 'brother', 'sister', 'uncle', 'aunt', 'grandpa', 'grandfather', 'ex',
  'fiance', 'fiancee', 'roommate', 'parents', 'family', 'he', 'she', 'hes', 'shes', 'they', 'theyve',
];
// prettier-ignore
export const myPeopleEn = [
  'boss', 'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'dad', 'father', 'mom', 'mother', 'stepdad',
  'stepmom', 'brother', 'sister', 'son', 'daughter', 'baby', 'kid', 'kids', 'child', 'children', 'neighbor',
  'neighbour', 'coworker', 'colleague', 'teacher', 'ex', 'roommate', 'family',
];
// prettier-ignore
export const targetsEn = [
  'him', 'her', 'them', 'someone', 'somebody', 'people', 'everyone', 'everybody', R`my ${alt(myPeopleEn)}`,
];
// prettier-ignore
export const wishEn = [
  'i want', 'want to', 'i wish', 'wish i could', 'i would like to', 'id like to', 'id love to', 'i would love to',
  'ive decided', 'i have decided', 'decided to', 'im thinking (?:about|of)', 'thinking (?:about|of)',
  'i keep thinking about', 'i think about', 'plan(?:ning)? to', 'ready to', 'i need to', 'i should just',
  'looked up', 'looking up', 'searched', 'searching', 'researching', 'how to', 'i dream of',
  'i fantasi[sz]e about', 'longing to',
];
// prettier-ignore
export const deathEn = [
  'die', 'dying', R`(?<!\b(?:his|her|their|your|\w+s) )death`, 'be dead', 'suicide', 'kill myself',
  'killing myself', 'end (?:it|my life|everything|it all)', 'ending (?:it|my life|everything|it all)',
  'not wake up', 'never wake up', 'not waking up', 'disappear forever', 'close my eyes forever', 'sleep forever',
  'stop existing', 'stopped existing', 'cease to exist', 'ending things', 'end things', 'not exist(?:ing)?',
  'not be here', 'not being here', 'not be (?:around|alive)', 'not being (?:around|alive)', 'be gone forever',
  'ofing myself', 'hang(?:ing)? myself', R`overdos\w*`, 'lethal dose', 'say goodbye to everyone',
];
// prettier-ignore
export const personEn = [
  'grandpa', 'grandma', 'granddad', 'grandmother', 'grandfather', 'nan', 'nana', 'mom', 'mum', 'dad', 'father',
  'mother', 'friend', 'brother', 'sister', 'son', 'daughter', 'husband', 'wife', 'partner', 'boyfriend',
  'girlfriend', 'bf', 'gf', 'baby', 'kid', 'child', 'toddler', 'roommate', 'neighbou?r', 'he', 'she', 'hes',
  'shes', 'someone', 'somebody', 'a man', 'a woman', 'a guy', 'a girl', 'cousin', 'uncle', 'aunt',
];
// prettier-ignore
export const drugsEn = [
  'pills?', 'tablets?', 'capsules?', 'meds', 'medication', 'medications', 'medicine', 'painkillers',
  'sleeping (?:pills|tablets)', 'antidepressants', 'benzos', 'tylenol', 'paracetamol', 'acetaminophen', 'advil',
  'ibuprofen', 'aspirin', 'benadryl', 'xanax', 'valium', 'klonopin', 'ativan', 'ambien', 'zoloft', 'prozac',
  'lexapro', 'wellbutrin', 'seroquel', 'lithium', 'adderall', 'oxys?', 'oxycodone', 'percocet', 'vicodin',
  'fentanyl', 'insulin', 'melatonin', 'nyquil', 'heroin',
];
// prettier-ignore
export const quantityEn = [
  '(?:my|her|his) (?:whole|entire)', '(?:way )?too many', 'a lot of', 'lots of', 'loads of', 'tons of',
  'a bunch of', 'a handful of', 'all (?:my|the|of my|of the|of them)', 'every', 'the (?:whole|entire|rest of the)',
  'a whole', 'an entire', 'half (?:a|the|of the|of my)',
  R`(?:like |about |around |over |almost |nearly |maybe |at least )?[1-9]\d+`,
  '(?:two|three|four|five|[2-9]) (?:bottles|boxes|packs|packets|strips|sheets)',
];
// prettier-ignore
export const harmTargetsEn = [
  alt(targetsEn), 'the (?:baby|kids|children|teacher|neighbou?rs?)',
  'my (?:newborn|classmates?|stepdad|stepmom|boyfriend|gf|bf)', 'people at (?:school|work)',
  'everyone at (?:school|work)', 'them all', 'all of them',
];
// prettier-ignore
export const faceDroopEn = [
  'drooping', 'droopy', 'crooked', 'lopsided', 'sagging', 'off', 'weird', 'strange', 'funny', 'different',
  'falling', 'numb',
];
// prettier-ignore
export const heldObjectsEn = [
  'anything', 'a cup', 'his cup', 'her cup', 'the cup', 'a glass', 'a fork', 'a pen', 'his fork', 'her fork',
];
// prettier-ignore
export const speechWrongEn = [
  'slurred', 'slurring', 'garbled', 'jumbled', 'weird', 'wrong', 'funny', 'strange', 'coming out wrong',
  'dont make sense',
];
