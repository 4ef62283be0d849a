/** A person who says they are a child or a teenager (crisis.ts isLikelyMinor: Telefono Azzurro). */
import { rx } from '../../text/normalize';
import { alt, or, R } from './build';

/** 6 to 17. */
const age = R`(?:1[0-7]|[6-9])`;
const gradeIt = alt(['primo', 'secondo', 'terzo', 'quarto', 'quinto']);

export const MINOR_RE = rx(
  or(
    R`\bho ${age} anni\b`,
    R`\b${age} ?${alt(['anni', 'enne', 'yo', 'y o', 'years old', 'year old'])}\b`,
    R`\b(?:sono|ho) (?:minorenne|\d+enne)\b`,
    R`\b(?:prima|seconda|terza) media\b`,
    R`\balle medie\b`,
    R`\b(?:al|in) ${gradeIt} (?:anno di )?(?:liceo|superiori)\b`,
    R`\bim ${age}\b`,
    R`\bi am ${age}\b`,
    R`\b(?:middle|junior high) school\b`,
    R`\bim (?:in )?${alt(['7th', '8th', '9th', '10th', '11th'])} grade\b`,
    R`\bim a (?:minor|teen|teenager|kid)\b`,
    R`\bsono (?:una |un )?(?:minorenne|ragazzin\w|adolescente)\b`,
  ),
);
