/** English wording of the thinking traps' entries (the definitions themselves come from explanations.ts). */
import type { DistortionId } from '../../../types';
import type { TrapText } from './trap-text';

export const TRAPS_EN: Record<DistortionId, TrapText> = {
  all_or_nothing: {
    example: 'I got one question wrong, so the whole exam is a disaster.',
    plain:
      'It’s thinking without shades of grey: a day is either perfect or ruined, a project either a total success or a failure.',
    why: 'Sharp categories are quick and give a sense of control, but real life nearly always sits somewhere in between.',
    signs: [
      'One clue is when a result can only get two marks, "perfect" or "failure", and a single mistake wipes out everything else.',
      'If you notice there’s no middle ground, that either you do it all or it’s not worth doing at all, it’s probably this trap.',
    ],
    stop: [
      'When you notice it, try placing the situation on a scale from 0 to 100 instead of in two boxes: almost nothing really ends up at 0 or 100.',
      'A useful exercise is rewriting the thought with "and" instead of "or": "some things went badly and some things went well".',
    ],
    ask: 'Is there an area of your life where things feel like either a success or a failure?',
  },
  catastrophizing: {
    example: 'If I mess up the presentation tomorrow I’ll lose my job and never recover.',
    plain:
      'It’s when the mind starts from a small signal and, one step at a time, arrives at the worst conclusion, treating it as certain.',
    why: 'It comes from an alarm system trying to protect you, but it has a cost: you live through a disaster in advance that usually never comes.',
    signs: [
      'A typical sign is a chain of "what ifs": each step sounds plausible, but the final conclusion is far worse than the facts you started from.',
      'If you’re picturing the worst as certain and, at the same time, feel you’d have no way to cope with it, it’s very likely catastrophizing.',
    ],
    stop: [
      'When you notice it, try writing three scenarios, the worst, the best and the most likely, and ask yourself which one you have the most evidence for.',
      'Instead of arguing with every "what if", try answering it with a plan: "if it really happened, the first thing I’d do is…".',
    ],
    ask: 'What’s the worst-case scenario your mind offers you most often at the moment?',
  },
  overgeneralization: {
    example: 'They said no again: nothing ever works out for me.',
    plain:
      'It’s when a single event becomes a rule about everything: one disappointment turns into "it’s always like this".',
    why: 'A rule like that makes trying again feel pointless, so it risks coming true on its own.',
    signs: [
      'The giveaway words are "always", "never", "everyone", "nobody", "every time", especially when they come from a single recent event.',
      'If you’re drawing a conclusion about your whole life, or about yourself in general, from one event, it’s probably overgeneralization.',
    ],
    stop: [
      'When you notice it, swap the absolute words for precise ones: instead of "never", try "this time" or "often, but not always".',
      'Do an honest count of how many times it went this way and how many times it went differently: real numbers rarely back up "always".',
    ],
    ask: 'Is there a sentence with "always" or "never" that you often tell yourself?',
  },
  mind_reading: {
    example: 'She didn’t say hello: she must be annoyed with me.',
    plain:
      'It’s when we feel sure we know what someone else thinks without them telling us, and it’s nearly always something negative about us.',
    why: 'The mind fills the gaps with our fears, so a silence or a look becomes proof of a judgement.',
    signs: [
      'One clue is when your conclusion rests on a facial expression, a silence or a late reply, rather than on something the other person actually said.',
      'If you’re reacting to a judgement nobody has voiced, like "they find me boring", it’s very likely mind reading.',
    ],
    stop: [
      'When you notice it, list at least three other explanations for what you saw, including ones that have nothing to do with you.',
      'When it’s possible, the most direct route is to check: a simple question like "are we okay?" often clears up hours of guessing.',
    ],
    ask: 'Whose thoughts do you most often find yourself guessing?',
  },
  fortune_telling: {
    example: 'The interview will go badly anyway, so there’s no point preparing.',
    plain:
      'It’s the habit of taking for granted how something will turn out, badly, as if the future were already written.',
    why: 'It often leads to giving up or preparing less, which makes the feared outcome more likely.',
    signs: [
      'One clue is the tone of certainty, "it’ll go wrong", "I won’t manage", "I know how this ends", about something that hasn’t happened yet.',
      'If a prediction is making you give up before you start, it’s worth asking whether it rests on facts or on fear.',
    ],
    stop: [
      'When you notice it, turn the prediction into a hypothesis to test: write down what you expect and, afterwards, compare it with what actually happened.',
      'It also helps to swap "it’ll go badly" for "I don’t know yet how it’ll go", and to pick one concrete thing to prepare.',
    ],
    ask: 'Is there something coming up where your mind has already decided how it will go?',
  },
  should_statements: {
    example: 'I should be able to handle everything without asking for help.',
    plain:
      'They’re the inner rules made of "I must", "I should", "I shouldn’t", which turn wishes and preferences into absolute duties.',
    why: 'Aimed at yourself they bring guilt and pressure, aimed at others anger and disappointment, because life rarely follows rules that rigid.',
    signs: [
      'One clue is a sentence with "should", "must" or "shouldn’t" that arrives together with guilt, as if you’d broken a law.',
      'If you feel at fault for something that’s really a legitimate choice, like resting or saying no, it’s probably a should statement.',
    ],
    stop: [
      'When you notice it, try rephrasing "I should" as "I’d like to" or "I’d prefer to", and notice whether the sentence feels lighter.',
      'Ask yourself where that rule comes from and whether you’d still sign up to it today, or whether it could be more flexible.',
    ],
    ask: 'Which "should" feels heaviest for you at the moment?',
  },
  labeling: {
    example: 'I forgot the deadline: I’m useless.',
    plain:
      'It’s the jump from "I made a mistake" to "I am a mistake": one action becomes a label for the whole person.',
    why: 'Labels are quick but unfair, because they erase everything a person is beyond that one moment.',
    signs: [
      'One clue is "I am" followed by a harsh verdict, like "I’m a failure", or "he’s so selfish" said about someone else.',
      'If a sentence is about who you are rather than what happened, and leaves you with shame or anger, it’s probably a label.',
    ],
    stop: [
      'When you notice it, rewrite the sentence to describe the specific behaviour: "I forgot the deadline" instead of "I’m useless".',
      'Another way is to look for the facts the label leaves out: the times it went differently count as much as this one.',
    ],
    ask: 'Is there a label you give yourself when things go wrong?',
  },
  personalization: {
    example: 'Everyone was quiet at dinner: I must have ruined the evening.',
    plain:
      'It’s when we take the blame for things that depend on many factors, many of them outside our control.',
    why: 'It can feel like being responsible, but it brings a load of guilt that doesn’t match the facts.',
    signs: [
      'One clue is when the first explanation that comes to mind is always "it’s my fault", even for other people’s moods or things you couldn’t have foreseen.',
      'If you feel responsible for how other people feel or behave, there’s probably some personalization going on.',
    ],
    stop: [
      'When you notice it, try drawing a "responsibility pie": list every factor involved, give each its slice, and put yours in last.',
      'It helps to tell responsibility apart from blame: you can take care of your part without carrying everyone else’s too.',
    ],
    ask: 'In which situations do you feel guilty even for things that aren’t up to you?',
  },
  emotional_reasoning: {
    example: 'I feel guilty, so I must have done something wrong.',
    plain:
      'It’s when we use a feeling as evidence: if I’m scared there must be danger, if I feel guilty I must have done wrong.',
    why: 'Feelings tell us a lot about what we’re going through, but not always about the facts, and sometimes they switch on out of habit or tiredness.',
    signs: [
      'One clue is when, asked "how do you know?", the only answer you can find is "I just feel it".',
      'If your belief changes a lot with your mood, say in the evening or on tired days, it’s probably the feeling doing the talking.',
    ],
    stop: [
      'When you notice it, separate the two on paper: on the left what you feel, on the right the facts you’d notice even without that feeling.',
      'It also helps to name the feeling, "I’m feeling fear", acknowledging it without treating it as a verdict.',
    ],
    ask: 'Is there a feeling that seems like proof of something to you at the moment?',
  },
  mental_filter: {
    example: 'All I can remember is that one awkward thing I said: the evening was a disaster.',
    plain:
      'It’s like looking at your day through a lens that only lets the negative through: one thing that went wrong colours everything else.',
    why: 'When we’re anxious or low, the mind notices threats and mistakes more, so the picture we’re left with is lopsided.',
    signs: [
      'One clue is when, thinking back on a situation, only the thing that went wrong comes to mind, even though plenty of neutral or pleasant things happened too.',
      'If your account of a whole day revolves around a single moment, you’re probably looking at it through the mental filter.',
    ],
    stop: [
      'When you notice it, deliberately do the opposite: write down three neutral or positive things about the same situation, even small ones.',
      'Try describing the situation the way a camera would, from start to finish, without choosing what to show.',
    ],
    ask: 'Is there one detail that tends to overshadow everything else these days?',
  },
  discounting_positive: {
    example: 'They complimented me, but they were only being polite.',
    plain:
      'It’s when something good is there, but the mind quickly finds a reason for it not to count: it was luck, it was easy, anyone could have done it.',
    why: 'That way every success slips away, and a negative view of yourself stays intact even against the evidence.',
    signs: [
      'One clue is the "yes, but…" that arrives right after a compliment or a good result.',
      'If you put your successes down to luck and your mistakes down to yourself, you’re probably discounting the positive.',
    ],
    stop: [
      'When you notice it, try answering a compliment with just "thank you", without adding the "but".',
      'It can help to keep a list of things that went well, even small ones, and next to each write what you did to make it happen.',
    ],
    ask: 'What’s the last good thing you brushed off with a "yes, but…"?',
  },
};
