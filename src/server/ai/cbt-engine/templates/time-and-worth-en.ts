/** English wording of the time and worth answers (time-and-worth.ts). */
import type { TimeAndWorthTemplates } from './time-and-worth';

export const TIME_AND_WORTH_EN: TimeAndWorthTemplates = {
  timeLead: [
    'How long it takes varies from person to person, but a realistic idea is possible.',
    'There’s no timeline that fits everyone, but I can tell you roughly how long it usually takes.',
  ],
  subject: {
    panic: {
      time: 'A panic attack usually peaks within about ten minutes and then eases on its own, even if you feel drained for a few hours. If you stop escaping from the places where it happened, over a few weeks attacks tend to become rarer and weaker.',
      works:
        'What works best sounds backwards: staying in the situation and letting the wave rise and fall, breathing slowly, instead of escaping. Each time you do it your brain learns those sensations are unpleasant but not dangerous; if chest pain or new symptoms appear, though, see a doctor, and in an emergency call 112.',
      ask: [
        'Which situation would you like to be able to stay in, next time?',
        'What do you usually do when you feel the wave coming?',
      ],
    },
    checking: {
      time: 'The urge to check usually gets weaker over a few weeks if each time you wait a little longer before giving in: at first the anxiety rises, then it drops on its own within minutes. The fewer checks, the less grip the doubt has; if it takes a lot of your time every day, working with a psychologist helps it go faster.',
      works:
        'Checking or asking for reassurance helps for a few minutes, and that short relief is exactly what keeps the loop going: the doubt comes back, and with it the need to check again. What works better is the opposite, cutting down checks and questions bit by bit and sitting with the uncertainty a little longer each time.',
      ask: [
        'Roughly how many times a day does it happen?',
        'What do you fear would happen if you checked only once?',
      ],
    },
    health: {
      time: 'Health anxiety usually eases over a few weeks once searching online and checking your body are cut down, and with CBT many people feel better within a few months. Meanwhile your GP stays the person for the symptoms, and 112 is there for emergency signs.',
      works:
        'Looking up symptoms or checking your body calms things briefly, then the doubt comes back stronger: that’s why it works better to agree with your GP when to check again and, meanwhile, cut down the checking bit by bit. For warning signs, like chest pain or struggling to breathe, the number is 112 or your local emergency number.',
      ask: [
        'Could you get in touch with your GP in the next few days?',
        'How many times a day do you find yourself checking or looking things up?',
      ],
    },
    breathing: {
      time: 'Slow breathing can make a difference within a couple of minutes, because a longer out-breath slows your heart rate. To have it ready in hard moments, practise a few minutes every day, even when you feel fine: after a week or two it usually comes more naturally.',
      works:
        'It does work for many people, though not for everyone: a longer out-breath sends your body a calming signal, but it doesn’t switch anxiety off, it makes it more manageable. It works best if you practise when you’re calm, so in hard moments your body already knows it; and you can do it in a crowd without anyone noticing.',
      ask: [
        'At what point in your day could you practise it for three minutes?',
        'When you tried it, what did you notice in your body?',
      ],
    },
    mindfulness: {
      time: 'With ten minutes a day, many people notice something different after two or three weeks, especially in spotting thoughts before getting swept away by them. Regularity matters more than length: a few minutes every day beat an hour once a month.',
      works:
        'It works for many people, especially for stress and overthinking: it doesn’t empty your mind, it trains you to notice where your attention goes and bring it back to the present. At first the mind wanders all the time, and that’s normal: each time you notice and come back, that is the exercise.',
      ask: [
        'Which time of day could you give it, even just five minutes?',
        'Have you tried a guided meditation before?',
      ],
    },
    writing: {
      time: 'Writing worries down, or giving them a fixed slot, usually shows first effects after one or two weeks of daily practice: the thoughts don’t vanish, but they take up less room in the rest of the day. It helps to do it every day at the same time, even when it seems unnecessary.',
      works:
        'It works for many people, because putting thoughts on paper makes them more concrete and easier to look at from a little distance. It works best if you do it daily for a few minutes and always finish with a practical question: what can I do, even something small, by tomorrow?',
      ask: ['What time could you try it, every day for a week?', 'What would you write down first, tonight?'],
    },
    rehearsal: {
      time: 'Two or three full run-throughs in the days before, ideally spaced out, are usually enough to feel steadier: the difference often shows from the second time. More than the amount, it matters to practise in conditions close to the real ones, out loud and from start to finish.',
      works:
        'Rehearsing really helps: practising out loud, simulating the situation or visualising it in detail trains your memory and gets your body used to it, so the real day feels less new. It works best if you also picture a hiccup and how you get past it, not only the perfect version.',
      ask: [
        'Who could you practise with, or where, before the real day?',
        'Which part worries you most, to rehearse first?',
      ],
    },
    step: {
      time: 'The difference is often there on day one: once you’ve started, carrying on costs much less. Changing the habit of putting things off takes a few weeks in which the small first step becomes a fixed appointment, at the same time each day.',
      works:
        'It works for many people, because the hardest part of a task is nearly always starting: five or ten minutes are few enough not to trigger the avoidance. If you stop after those minutes that’s fine, you still started; often, though, you carry on by yourself.',
      ask: ['What is the tiny first step for tomorrow?', 'What time could you give those five minutes?'],
    },
    movement: {
      time: 'After a brisk walk your mood often lifts the same day; for a steadier effect on tension, sleep and mood it usually takes three or four weeks of regular movement, even just half an hour every other day.',
      works:
        'Yes, movement really helps mood and anxiety: it burns off tension, improves sleep and gives a small sense of achievement. You don’t need a gym: a daily walk works too, and regularity matters more than intensity.',
      ask: [
        'Which kind of movement feels easiest to keep up right now?',
        'When could you take the first walk?',
      ],
    },
    nap: {
      time: 'A short nap works the same day: ten to twenty minutes is enough to feel a lift, and the grogginess after it fades within a quarter of an hour. Moving from long naps to short ones usually takes a week or two before the evenings settle too.',
      works:
        'For many people it does: a nap of ten to twenty minutes, before about 3pm, refreshes without the grogginess and without stealing sleep from the night. Longer ones slip into deep sleep, which is what leaves you foggy and then awake late.',
      ask: [
        'What time does the afternoon crash usually hit you?',
        'Where could you nap so it stays short, like sitting in a chair?',
      ],
    },
    friends: {
      time: 'Making friends in a new place usually takes months rather than weeks: it takes many hours spent together, often reckoned at around fifty, to go from acquaintance to casual friend, and those hours come from seeing the same people regularly. That’s why one weekly activity kept up for a couple of months tends to do more than lots of one-off events.',
      works:
        'It works for most people, slowly: contacts that repeat, the same class, the same café, the same colleague at lunch, turn into friendships more often than big one-off events. What helps most is being the one who suggests the next small step, like a coffee after the activity.',
      ask: [
        'Which regular activity could give you the same faces every week?',
        'Is there someone you’ve met you could suggest a coffee to?',
      ],
    },
    sleep: {
      time: 'You usually notice the difference after two or three weeks of regular hours, as sleep settles; the first nights can even feel a bit worse, and that’s normal. It helps to keep your wake-up time fixed even after a bad night, because that is what resets your body clock.',
      works:
        'It works, but not in one night: sleep responds to regularity more than to single attempts, so keep the same change for at least two weeks before judging it. If after a month of good habits you still sleep badly, it’s worth talking to your GP.',
      ask: [
        'Which habit feels easiest to keep steady for two weeks?',
        'What time do you usually wake up, and does it change much from day to day?',
      ],
    },
    therapy: {
      time: 'A course of CBT often runs between eight and twenty sessions, and many people notice first changes after a few weeks, especially if they do the exercises between sessions. The timescale depends on what you’re working on and how long it has been going on.',
      works:
        'CBT is one of the most studied approaches for anxiety, stress and low mood, and it works for many people, though not for everyone in the same way. It works best when you put the exercises into practice in daily life, not only during sessions.',
      ask: [
        'Is there something in particular you’d like to work on first?',
        'Would you like to try a CBT exercise here, together?',
      ],
    },
    grief: {
      time: 'Grief has no deadline: the first months are often the hardest, and for many people it takes a year or more for it to get easier, with anniversaries and sudden waves along the way. In time you don’t forget, but the pain tends to leave more room for the good memories.',
      works:
        'What helps most in grief is not holding it all in: talking to someone, letting yourself cry and finding small ways to remember. If after many months the pain still stops you living your days, your GP or a psychologist can support you.',
      ask: ['Is there someone you can talk to about them?', 'What time of day do you miss them most?'],
    },
    breakup: {
      time: 'The hurt rarely stops all at once: after a breakup, for many people the sharpest pain eases within a few months, even if some days seem to set you back. It helps to cut down contact and checking their social media, because each time it reopens the wound.',
      works:
        'What helps most is filling your days with your own people and things, and limiting what keeps the bond alive, like rereading chats or checking their profiles. The hurt doesn’t vanish quickly, but in time it becomes less sharp.',
      ask: [
        'What helps you get through the hardest evenings?',
        'Is there someone who does you good to see right now?',
      ],
    },
    burnout: {
      time: 'Recovering from burnout usually takes weeks or months, not a few days off: what matters is really reducing the load and getting sleep and breaks back. Talking to your GP is a good first step, also to see whether you need some time off.',
      works:
        'It helps to reduce the load, even a little, and protect a moment each day when you really switch off; on their own, short holidays and good intentions usually aren’t enough. Your GP can look at whether you need a break for a while.',
      ask: [
        'What could you take off this week’s load, even something small?',
        'Could you get in touch with your GP in the next few days?',
      ],
    },
    social: {
      time: 'With small steps repeated every week, many people find social situations get lighter within a month or two. Repetition is what counts: the same situation faced several times gets less scary each time.',
      works:
        'What works is facing things in small steps and moving your attention outwards, to what the other person is saying, instead of monitoring how you come across. Each time your brain collects evidence that the awkwardness is bearable and that others notice far less than you fear.',
      ask: [
        'Which small social step could you try this week?',
        'In which situation would you most like to feel more at ease?',
      ],
    },
    habits: {
      time: 'Changing a deep-rooted way of seeing yourself, like perfectionism or low self-esteem, usually takes a few months of small experiments, but first signs often come after a few weeks. It helps to notice each time you do something differently, even if it seems small.',
      works:
        'Yes, it can change: these thinking habits were learned, and what was learned can be trained another way. Small experiments work, like handing in something not perfect or writing down one thing that went well each evening, and seeing what really happens.',
      ask: [
        'Which small experiment could you try this week?',
        'What do you expect would happen if you tried?',
      ],
    },
    mood: {
      time: 'With small regular changes, like moving, seeing someone and doing one thing you used to enjoy, many people feel better within a few weeks, usually in waves rather than a straight line. If your mood stays low nearly every day for more than two weeks, talk to your GP.',
      works:
        'Doing small things even without the urge helps more than it seems: with low mood, motivation often comes after starting, not before. If it stays low for weeks or weighs more each day, though, your GP or a psychologist can help.',
      ask: [
        'What small thing could you do tomorrow, even without feeling like it?',
        'Was there a moment this week that felt a little lighter?',
      ],
    },
    anxiety: {
      time: 'With regular practice, facing situations instead of avoiding them, many people find anxiety more manageable within a few weeks; progress comes in waves, with better and worse days. A course of CBT often lasts a few months.',
      works:
        'It works for many people, as long as it’s practised regularly: anxiety doesn’t vanish in one go, but each time you go through it instead of avoiding it, it loses some strength. If one technique isn’t for you, that’s not your fault, and there are other routes.',
      ask: ['Which small situation could you use to practise this week?', 'What have you tried so far?'],
    },
    generic: {
      time: 'First changes usually show after a few weeks of regular practice, not after one day, and they come in small steps. It helps to watch for small signs, like a slightly lighter day, instead of waiting for everything to be over.',
      works:
        'It works for many people, but hardly ever on the first try: it matters to repeat it for a few weeks and adapt it to you. If after a while you see no difference, you haven’t done anything wrong: you try another route.',
      ask: ['What would you like to notice being different in a few weeks?', 'What have you tried so far?'],
    },
  },
};
