import type { ChatTemplates } from './types';

/** English chat phrasings: warm, plain, never clinical. */
export const CHAT_EN: ChatTemplates = {
  reflect: {
    anxiety: [
      'I can hear a lot of anxiety in what you wrote, and I understand how tiring it is to carry it around.',
      'From the way you describe it, worry seems to be taking up a lot of room right now.',
      'When anxiety rises like this, everything feels more urgent and bigger: it\u2019s a human reaction, even if it\u2019s uncomfortable.',
      'There\u2019s a lot of unease in your words, and it makes sense that it weighs on you.',
    ],
    stress: [
      'It sounds like you have a lot on your shoulders at the moment.',
      'I\u2019m getting a strong sense of pressure, as if the to-do list leaves no room to breathe.',
      'When demands pile up like this, it\u2019s natural to feel you can\u2019t keep up.',
    ],
    sadness: [
      'I\u2019m sorry you\u2019re feeling so low. Thank you for sharing it with me.',
      'There\u2019s a lot of sadness in what you wrote, and it\u2019s okay to give it some room.',
      'It must be heavy to carry this sadness. You don\u2019t have to pretend everything is fine here.',
    ],
    anger: [
      'I can hear a lot of anger in what you\u2019re describing, and anger often tells us something important to us has been touched.',
      'It\u2019s understandable to feel frustrated in a situation like this.',
      'The anger you describe has every right to be there: let\u2019s try to understand what it\u2019s telling you.',
    ],
    guilt: [
      'I can hear how much the guilt is weighing on you. The fact that you care this much says a lot about you.',
      'Guilt can be very loud. Let\u2019s try to look at it with a bit more kindness.',
      'I understand that weight. Feeling guilty doesn\u2019t necessarily mean everything is your fault.',
    ],
    shame: [
      'Shame is one of the hardest feelings to talk about, so thank you for doing it.',
      'I understand that embarrassment: it makes you want to hide, but it doesn\u2019t define who you are.',
      'What you\u2019re feeling is very human, even if right now it seems huge.',
    ],
    loneliness: [
      'Loneliness hurts, and I\u2019m sorry you\u2019re going through it.',
      'I\u2019m hearing a sense of distance from other people, and I understand how heavy that can be.',
      'Feeling that no one is close is painful. For now, I\u2019m here and I\u2019m listening.',
    ],
    tiredness: [
      'I can hear a lot of tiredness in your words, and tiredness deserves to be listened to.',
      'When energy is low, even simple things feel like climbing a hill. That\u2019s understandable.',
      'It sounds like a really draining time: your body and mind are asking for a break.',
    ],
    positive: [
      'That\u2019s lovely to read! I\u2019m glad today is going a bit better.',
      'That\u2019s good news, and it\u2019s worth pausing for a moment to enjoy it.',
      'I\u2019m really glad. Good moments deserve attention too.',
    ],
  },
  reflectGeneric: [
    'Thank you for telling me. I\u2019m listening.',
    'I see. What you\u2019re saying matters.',
    'I\u2019m with you. Let\u2019s look at it together, calmly.',
    'Thank you for trusting me with this. Let\u2019s take a moment to understand it better.',
  ],
  reflectIntense: [
    'It sounds like a lot, all at once.',
    'What you\u2019re going through is not small.',
    'I can feel how strong this is right now.',
  ],
  topic: {
    work: [
      'Work can take up so much space, even in your head once you\u2019re home.',
      'When work weighs this much, everything else feels it too.',
    ],
    study: [
      'Studying and exams put you under pressure, especially when it feels like everything depends on one result.',
      'Exam season tests even the best-prepared people.',
    ],
    partner: [
      'When it happens with someone we care about, it touches something deep.',
      'Relationships matter so much to us, which is also why they can hurt.',
    ],
    family: [
      'Family matters often have long roots, which is why they weigh more.',
      'With family it\u2019s hard to take a step back, even just to breathe.',
    ],
    friends: [
      'With other people we put ourselves on the line, and it\u2019s normal to feel exposed.',
      'How we feel around others matters a lot for our wellbeing.',
    ],
    health: [
      'Health worries can be especially persistent.',
      'With health, uncertainty is one of the hardest things to sit with.',
    ],
    money: [
      'Money worries take away peace of mind, because they touch our basic sense of security.',
      'Money troubles weigh in a very concrete way, on sleep and mood too.',
    ],
    sleep: [
      'When you sleep badly, everything else feels harder.',
      'Sleep and mood affect each other, in both directions.',
    ],
    self: [
      'The way we talk to ourselves has a huge effect on how we feel.',
      'We are often much harsher with ourselves than we would ever be with anyone else.',
    ],
  },
  normalise: {
    anxiety: [
      'Anxiety works like an alarm: useful when there\u2019s real danger, but sometimes it rings loudly when it isn\u2019t needed.',
      'An anxious body gets ready for danger: fast heartbeat, short breath, racing thoughts. It\u2019s unpleasant, but it passes.',
    ],
    stress: [
      'Stress is a sign that demands are outgrowing your resources right now, not that you\u2019re doing something wrong.',
      'When everything feels urgent, the mind struggles to choose where to start: feeling stuck is normal.',
    ],
    sadness: [
      'Sadness often tells us we\u2019ve lost something, or that something important is missing.',
      'When mood is low, the mind tends to see everything darker: that\u2019s not a flaw, it\u2019s how it works.',
    ],
    anger: [
      'Anger is a legitimate feeling: the point isn\u2019t to get rid of it, but to choose what to do with it.',
      'Underneath anger there\u2019s often an unmet need, like respect, fairness or rest.',
    ],
    guilt: [
      'Guilt can help us make amends, but when it\u2019s excessive it crushes us without teaching us anything.',
      'Taking your share of responsibility is different from taking all the blame.',
    ],
    shame: [
      'Shame makes us believe we are wrong, when usually it\u2019s about something we did or went through.',
      'Shame grows in silence and gets lighter when it\u2019s shared, as you\u2019ve just done.',
    ],
    loneliness: [
      'Loneliness is a signal, like hunger: it tells us we need connection, not that something is wrong with us.',
      'Even small, simple contacts can make more difference than they seem to.',
    ],
    tiredness: [
      'When we\u2019re tired, emotions get more intense and problems look bigger.',
      'Tiredness isn\u2019t laziness: it\u2019s often a sign we\u2019ve been giving more than we recover.',
    ],
    positive: ['Noticing what goes well helps the mind actually register it, instead of letting it slip by.'],
    generic: [
      'Thoughts, feelings and actions affect each other: changing even one of them can help the others.',
      'Often it isn\u2019t the situation itself that hurts us, but the meaning we give it in that moment.',
    ],
  },
  distortionLead: [
    'I think I can spot what cognitive therapy calls "{name}". {description}',
    'There\u2019s a very common pattern that may be at play here: "{name}". {description}',
    'Sometimes the mind takes shortcuts, and this one looks like what we call "{name}". {description}',
  ],
  distortionLeadQuote: [
    'When you write "{quote}", I think I can spot what cognitive therapy calls "{name}". {description}',
    'The words "{quote}" stand out to me: they might be an example of "{name}". {description}',
  ],
  balancedLead: [
    'A more balanced way to see it might be: "{balanced}"',
    'For example, you could try telling yourself: "{balanced}"',
    'An alternative thought, kinder and more realistic, could sound like this: "{balanced}"',
  ],
  socratic: [
    'What goes through your mind when you think about it?',
    'Which part of all this weighs on you the most?',
    'If someone you love were going through the same thing, what would you tell them?',
    'What has helped you in similar moments before?',
    'What would you need right now, even something small?',
  ],
  offerThoughtRecord: [
    'If you like, we can look at this thought more closely with a thought record: a few steps, one at a time. Would you like to try?',
    'If you want, we can do a thought record on this situation together. Just reply "yes".',
  ],
  suggestion: {
    exercise: [
      'If you like, the app has an exercise called "{title}" that might help in moments like this.',
      'The "{title}" exercise might be useful here; you\u2019ll find it among the exercises.',
    ],
    meditation: [
      'If you have a few minutes, the "{title}" meditation could keep you company.',
      'You could try the guided meditation "{title}": no experience needed.',
    ],
    resource: [
      'If you\u2019d like to read more, there\u2019s a resource that fits: "{title}".',
      'In the library you\u2019ll find "{title}", which is about exactly this.',
    ],
  },
  stepLead: [
    'One small step, if you like:',
    'For today, here\u2019s something small:',
    'A concrete step you can take right now:',
  ],
  step: {
    anxiety: [
      'take three slow breaths, making each out-breath a little longer than the in-breath.',
      'write down your main worry and, next to it, one thing that is in your hands today.',
      'name five things you can see around you, one at a time, slowly.',
    ],
    stress: [
      'pick just one thing from the list and give it ten minutes, then stop and see how it went.',
      'split the biggest task into three tiny steps and write down only the first.',
      'give yourself five minutes of real break, away from screens, before starting again.',
    ],
    sadness: [
      'do one small kind thing for yourself in the next few hours: a warm drink, a hot shower, a song you love.',
      'send a message to someone you trust, even just to say hi.',
      'if you can, step outside for five minutes to get some air and light.',
    ],
    anger: [
      'before replying to anyone, give yourself ten breaths or a short walk.',
      'write everything you feel on a piece of paper nobody will read, no filters.',
      'move your body for a few minutes: a brisk walk helps release the tension.',
    ],
    guilt: [
      'ask yourself whether there\u2019s one small way to make amends, and if there isn\u2019t, try to put a little of the weight down.',
      'write what you would say to a dear friend who told you the same thing.',
    ],
    shame: [
      'write what you would say to a dear friend who told you the same thing.',
      'put a hand on your chest and silently repeat a kind sentence, like "I\u2019m doing my best".',
    ],
    loneliness: [
      'send a message to someone you haven\u2019t talked to in a while.',
      'choose a place where other people are around, even a caf\u00e9 or a library, and spend a few minutes there.',
    ],
    tiredness: [
      'tonight, try switching off screens half an hour earlier.',
      'take one thing off today\u2019s list that isn\u2019t truly necessary.',
      'allow yourself a ten-minute break doing nothing at all, guilt-free.',
    ],
    positive: [
      'before bed, write down three things that went well today.',
      'take a minute to notice what you feel in your body when you think back to this moment.',
    ],
    generic: [
      'take a minute to notice how you\u2019re breathing, without changing anything.',
      'write one line about what happened and another about what you thought in that moment.',
      'drink a glass of water and walk a few steps, even just around the room.',
      'write one line about how you are right now, without correcting yourself: putting it outside sometimes lightens it.',
      'pick one small thing to do in the next hour, even just tidying a corner of your desk.',
    ],
  },
  greeting: [
    'Hi, I\u2019m here. How are you today, really?',
    'Hi! Good to hear from you. What brings you here right now?',
    'Hi, welcome. You can tell me whatever you like, at your own pace.',
  ],
  greetingReturning: [
    'Hi, good to see you again. How have things been since last time?',
    'Hi again. How has your day been so far?',
  ],
  thanks: [
    'Thank you for trusting me. I\u2019m here whenever you need.',
    'You\u2019re welcome, truly. Taking care of yourself is a good thing to do.',
    'My pleasure. If you like, tell me later how it went.',
  ],
  bye: [
    'Take care, and see you soon. There\u2019s always someone here to listen.',
    'Go gently. Remember to be kind to yourself today too.',
  ],
  identity: [
    'I\u2019m an AI assistant, not a person or a therapist. I can listen and offer tools from cognitive behavioural therapy, but I\u2019m not a substitute for a professional. In an emergency, call 112.',
  ],
  capabilities: [
    'I can listen, help you look at painful thoughts from another angle, walk you through a thought record step by step, and suggest exercises and meditations from the app. I don\u2019t diagnose and I don\u2019t give advice on medication: for that, it\u2019s right to see a professional. Where would you like to start?',
  ],
  diagnosis: [
    'I understand wanting to put a name to what you\u2019re feeling. I can\u2019t diagnose: only a professional, like your doctor or a psychologist, can assess that with you. What I can do is help you understand what happens in the hard moments, so you can go to that conversation with a clearer picture. Would you like to tell me when things get worse for you?',
  ],
  medication: [
    'I can\u2019t give advice about medication: doses, starting or stopping should always be decided with the doctor or psychiatrist who follows you, and a pharmacist can help with practical questions. Please don\u2019t stop a treatment without talking to them. In the meantime, we can work together on how you\u2019re living this moment, if you like.',
  ],
  unrelated: [
    'That\u2019s not something I can help with: I\u2019m here for your wellbeing, for anxiety, stress, mood and relationships. If something is weighing on you, even related to this, I\u2019m happy to talk about it.',
  ],
  positive: [
    'That\u2019s lovely to read! Moments like this deserve to be noticed.',
    'I\u2019m really glad. Good news needs some room too.',
  ],
  positiveQuestion: [
    'What do you think helped you feel this way?',
    'Is there something you did that contributed to it?',
    'How could you bring a little of this into the next few days?',
  ],
  declineOffer: ['That\u2019s completely fine.', 'Of course, whatever works for you.'],
  exerciseIntro: [
    'Let\u2019s try something simple right now.',
    'Here\u2019s something you can do now, in a few minutes.',
  ],
  quickBreathing: [
    'Breathe in through your nose for a count of 4, pause for a moment, then breathe out slowly through your mouth for a count of 6. Repeat five times, without forcing.',
    'Put your feet flat on the floor, feel the contact with the ground, and take five slow breaths, letting each out-breath be a little longer.',
  ],
  nothingToStop: ['Okay, we\u2019ll pause here. Whenever you want to talk again, I\u2019m here.'],
  afterCrisis: ['I\u2019m still here with you.', 'Thank you for writing to me again.'],
};
