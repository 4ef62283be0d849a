import { describe, expect, it } from 'vitest';
import { describeRouting, describeShape, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'come si ferma uno che ti interrompe senza fare scenate?', 'being_interrupted'],
  ['it', 'un collega mi interrompe sempre in riunione, cosa gli dico?', 'being_interrupted'],
  ['it', 'come faccio quando mi parlano sopra in riunione?', 'being_interrupted'],
  ['it', 'il mio capo mi interrompe a meta frase, come reagisco senza litigare', 'being_interrupted'],
  ['it', 'cm faccio con chi mi toglie la parola nelle riunioni?', 'being_interrupted'],
  ['it', 'mi interrompono sempre quando parlo, cosa posso fare?', 'being_interrupted'],
  ['en', 'how do I stop a coworker who keeps interrupting me?', 'being_interrupted'],
  ['en', 'what do i say when someone talks over me in meetings', 'being_interrupted'],
  ['en', 'my boss always cuts me off mid sentence, how do i handle it?', 'being_interrupted'],
  ['en', 'how do you deal with a colleague who interrupts me without making a scene?', 'being_interrupted'],
  ['en', 'a guy on my team keeps talking over me, what can i do', 'being_interrupted'],
];

const NEAR_MISSES: Asked[] = [
  ['it', 'posso interrompere la terapia se sto meglio?', 'being_interrupted'],
  ['it', 'mi sveglio e interrompo il sonno ogni notte, perche?', 'being_interrupted'],
  ['it', 'sono permalosa se ci sto male per giorni?', 'being_interrupted'],
  ['en', 'can i stop my medication if i feel better?', 'being_interrupted'],
  ['en', 'how do i stop notifications interrupting my work?', 'being_interrupted'],
  [
    'en',
    'my coworker dismissed my idea and i cant stop thinking about it days later, am i too sensitive?',
    'being_interrupted',
  ],
];

const KEEPS: Asked[] = [
  ['it', 'sono permalosa se ci sto male per giorni?', 'too_sensitive_hurt'],
  [
    'en',
    'my coworker dismissed my idea and i cant stop thinking about it days later, am i too sensitive?',
    'too_sensitive_hurt',
  ],
];

describeRouting('meetings', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 1,
  minIt: 6,
  minEn: 5,
});

describe('meetings: what the answer says', () => {
  it('a calm line in the moment, a talk one to one, the chair, ideas in writing', () => {
    const it = entry('being_interrupted').it.text.flat().join(' ');
    for (const word of ['finisco', 'quattr’occhi', 'chi conduce', 'per iscritto']) expect(it).toContain(word);
    const en = entry('being_interrupted').en.text.flat().join(' ');
    for (const word of ['let me finish', 'one to one', 'chairs', 'in writing']) expect(en).toContain(word);
  });
});

describeShape('meetings', ['being_interrupted']);
describeWriting('meetings', ['being_interrupted']);
