/**
 * The words of an unwanted thought of doing harm (intrusive.ts): the act it shows, and the frame that
 * makes it a thought that comes rather than a wish. turns.ts keeps such an act from ever being a plan.
 */
import { rx } from '../text/normalize';

/** Doing harm to someone, or to oneself by accident of a moment: the acts an unwanted thought shows. */
export const HARM_ACT = rx(
  '\\b(?:spinger\\w*|spingess\\w*|spingo (?:qualcuno|quel\\w*|lui|lei|un\\w*)|butta(?:re|ssi|rlo|rla|rli)? (?:qualcuno|quel\\w*|lui|lei|giu|sotto)|accoltell\\w*|pugnal\\w*|strangol\\w*|soffoca(?:re|ssi|rlo|rla)\\b|far(?:e|gli|le)? del male|fare male a|facessi del male|investir\\w*|investiss\\w*|binari|coltell\\w*|push(?:ed|ing)? (?:someone|somebody|him|her|them|a (?:stranger|man|woman|person)|that (?:man|woman|guy|person)|people)|stab\\w*|strangl\\w*|smother\\w*|(?:hurt|hurting|harm|harming) (?:someone|somebody|him|her|them|my baby|the baby|my child|my kids?|my son|my daughter|my (?:wife|husband|partner)|people)|run (?:someone|somebody|people|him|her) over|onto the tracks|in front of (?:a|the) train|knife|knives)\\b',
);
/** The thought framed as a thought that comes, not a wish: "mi arriva il pensiero", "what if I…", "intrusive thoughts". */
export const THOUGHT_FRAME = rx(
  '\\b(?:mi (?:arriva|arrivano|viene|vengono|passa|passano|salta|saltano) (?:in mente )?(?:il |un |dei |questo |questi )?pensier\\w*|mi (?:viene|vengono) in mente|il pensiero (?:che|di)|pensieri? (?:intrusiv\\w*|orribil\\w*|terribil\\w*)|e se (?:\\w+ )?\\w+(?:assi|essi|issi)\\b|what if i|(?:i get|i keep getting|i have|i ve been having|ive been having|i keep having) (?:these |this |a )?(?:thoughts?|images?|urges?) (?:of|about|that)|(?:this|a) thought (?:pops|comes)|intrusive thoughts?)',
);
