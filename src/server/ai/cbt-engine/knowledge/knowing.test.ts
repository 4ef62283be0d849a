import { describe, expect, it } from 'vitest';
import { describeRouting, describeShape, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'perche ci sto male anche se so che non ha senso?', 'knowing_not_feeling'],
  ['it', 'perché mi prende cosi anche se lo so che e una sciocchezza?', 'knowing_not_feeling'],
  ['it', 'xke mi rovina la giornata anche se so benissimo che non e reale', 'knowing_not_feeling'],
  ['it', 'perche pur sapendo che e tutto finto su instagram ci sto male lo stesso?', 'knowing_not_feeling'],
  ['it', 'come mai mi colpisce cosi anche se so che e irrazionale?', 'knowing_not_feeling'],
  ['it', 'perche mi sento in colpa anche se so che non ho fatto niente di male?', 'knowing_not_feeling'],
  ['en', "why does it get to me even when i know it's not real life?", 'knowing_not_feeling'],
  ['en', "why does it hit me so hard when i know it's all curated?", 'knowing_not_feeling'],
  ['en', 'why do i still feel awful even though i know its irrational', 'knowing_not_feeling'],
  ['en', 'y does it ruin my day even if i know it doesnt matter?', 'knowing_not_feeling'],
  ['en', 'why do i react like this when i know it makes no sense?', 'knowing_not_feeling'],
];

const NEAR_MISSES: Asked[] = [
  [
    'it',
    'perche quando sono da sola so tutto e davanti al prof mi si svuota la testa?',
    'knowing_not_feeling',
  ],
  ['it', 'ma perche non mi basta vedere che e chiusa anche se so che l ho chiusa', 'knowing_not_feeling'],
  ['it', 'lo so che e irrazionale ma perche ho paura di volare?', 'knowing_not_feeling'],
  ['en', 'why do I get so anxious?', 'knowing_not_feeling'],
  ['en', 'how do i stop comparing myself on instagram when i know its fake?', 'knowing_not_feeling'],
  ['en', 'do you know what CBT is?', 'knowing_not_feeling'],
];

const KEEPS: Asked[] = [
  ['it', 'perche quando sono da sola so tutto e davanti al prof mi si svuota la testa?', 'study_blank_mind'],
  ['it', 'lo so che e irrazionale ma perche ho paura di volare?', 'fear_of_flying'],
  ['en', 'why do I get so anxious?', 'anxiety_what'],
  ['en', 'how do i stop comparing myself on instagram when i know its fake?', 'comparison'],
];

describeRouting('knowing', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 1,
  minIt: 6,
  minEn: 5,
});

describe('knowing: what the answer says', () => {
  it('two speeds, the quick meaning, noticing and naming the thought, repetition', () => {
    const it = entry('knowing_not_feeling').it.text.flat().join(' ');
    for (const word of ['velocità', 'significato', 'dargli un nome', 'ripetizione'])
      expect(it).toContain(word);
    const en = entry('knowing_not_feeling').en.text.flat().join(' ');
    for (const word of ['different speeds', 'meaning', 'naming it', 'repetition']) expect(en).toContain(word);
  });
});

describeShape('knowing', ['knowing_not_feeling']);
describeWriting('knowing', ['knowing_not_feeling']);
