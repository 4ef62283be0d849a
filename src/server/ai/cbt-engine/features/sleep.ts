/**
 * Sleep module: a wind-down plan and sleep hygiene tips built from what the
 * person wrote (bedtime, racing thoughts, screens, caffeine, night waking...),
 * with CBT-I basics (stimulus control, regular wake time). No medication.
 */
import { rx } from '../../text/normalize';
import type { Lang } from '../../types';
import { paragraphs, type Ctx, type Draft } from '../context';
import { rememberSuggestion } from '../state';
import { pickSuggestions } from '../suggest';

type Issue =
  'racing' | 'screens' | 'caffeine' | 'alcohol' | 'waking' | 'early' | 'irregular' | 'naps' | 'environment';
const ISSUES: Array<[Issue, RegExp]> = [
  [
    'racing',
    rx(
      '\\b(?:pensier\\w*|rimugin\\w*|preoccupazion\\w*|ansia|testa che gira|mente che corre|thoughts?|overthink\\w*|racing|worr\\w*|anxi\\w*|mind wont stop|ruminat\\w*)\\b',
    ),
  ],
  [
    'screens',
    rx(
      '\\b(?:telefono|cellulare|smartphone|schermo|schermi|serie|netflix|social|tiktok|instagram|phone|screen|screens|scroll\\w*|tv|youtube)\\b',
    ),
  ],
  [
    'caffeine',
    rx('\\b(?:caffe|caffeina|espresso|te nero|energy drink|cola|coffee|caffeine|tea|energy drinks?)\\b'),
  ],
  ['alcohol', rx('\\b(?:alcol|vino|birra|alcohol|wine|beer|drinks?)\\b')],
  [
    'waking',
    rx(
      '\\b(?:mi sveglio (?:di notte|spesso|piu volte|alle \\d)|risvegli\\w*|wake up (?:at night|during the night|several times|a lot)|waking up|keep waking)\\b',
    ),
  ],
  ['early', rx('\\b(?:troppo presto|all alba|alle (?:4|5)\\b|too early|at (?:4|5) ?am|4am|5am)\\b')],
  [
    'irregular',
    rx(
      '\\b(?:orari (?:diversi|irregolari|sballati)|turni|weekend|ogni sera (?:diverso|a un orario)|irregular|shifts?|different times|jet ?lag)\\b',
    ),
  ],
  ['naps', rx('\\b(?:pisolin\\w*|riposino|sonnellin\\w*|dormo (?:il|di) pomeriggio|naps?|napping)\\b')],
  [
    'environment',
    rx(
      '\\b(?:rumor\\w*|luce|caldo|freddo|russa|vicini|traffico|noise|noisy|light|hot|cold|snor\\w*|neighbou?rs)\\b',
    ),
  ],
];

/** Bedtime in minutes after midnight, from "vado a letto alle 23", "a mezzanotte", "in bed at 11pm". */
export function parseBedtime(raw: string): number | null {
  const s = raw.toLowerCase();
  const bedWords = /(?:letto|dormire|addormento|addormentarmi|coricarmi|bed|sleep|asleep|turn in)/;
  if (/\b(?:mezzanotte|midnight)\b/.test(s) && bedWords.test(s)) return 24 * 60;
  const re =
    /\b(?:alle|verso le|dopo le|at|around|by|after)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(pm|am|p\.m\.|a\.m\.)?|\b(\d{1,2})(?:[:.](\d{2}))?\s*(pm|am)\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) {
    const before = s.slice(Math.max(0, m.index - 40), m.index);
    const after = s.slice(re.lastIndex, re.lastIndex + 30);
    // A time of waking, not of going to bed: "mi sveglio alle 4", "alle 4 sono già sveglio".
    if (!bedWords.test(before) || /(?:svegli|sveglia|wake|alarm)/.test(before.slice(-20))) continue;
    if (/^[^.,;!?]*?(?:svegli|sveglia|in piedi|wake|woke|awake|up\b)/.test(after)) continue;
    let h = Number(m[1] ?? m[4]);
    const min = Number(m[2] ?? m[5] ?? 0);
    const ampm = (m[3] ?? m[6])?.replace(/\./g, '');
    if (ampm === 'pm' && h < 12) h += 12;
    if (ampm === 'am' && h === 12) h = 0;
    if (h <= 4 && ampm !== 'pm') h += 24; // "alle 1": after midnight
    if (h >= 9 && h <= 11 && !ampm) h += 12; // "at 11" in a bedtime context means 23
    if (h < 19 || h > 28 || min > 59) continue;
    return h * 60 + min;
  }
  return null;
}

function clock(minutes: number, lang: Lang): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  if (lang === 'it') return `${String(h).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${mm ? `:${String(mm).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

interface SleepText {
  intro: string[];
  header: string;
  hour: string;
  halfHour: string;
  inBed: string;
  morning: string;
  hourAt: string;
  halfHourAt: string;
  tips: Record<Issue, string>;
  why: string[];
  doctor: string;
  question: string[];
  suggestion: string;
}

const TEXT: Record<Lang, SleepText> = {
  it: {
    intro: [
      'Dormire male rende tutto più faticoso, quindi è importante che tu te ne stia occupando.',
      'Grazie per avermi descritto le tue notti: partiamo da lì per costruire qualcosa su misura.',
    ],
    header: 'Ecco un piano per la sera, su misura per te:',
    hour: '- Un\u2019ora prima di andare a letto: luci più basse e schermi via, o almeno in modalità notte. È il segnale al corpo che la giornata sta finendo.',
    hourAt:
      '- Verso le {time}, un\u2019ora prima di andare a letto: luci più basse e schermi via, o almeno in modalità notte. È il segnale al corpo che la giornata sta finendo.',
    halfHour:
      '- Mezz\u2019ora prima: una piccola routine sempre uguale, per esempio una doccia tiepida, qualche pagina di un libro leggero o qualche minuto di respirazione lenta.',
    halfHourAt:
      '- Verso le {time}: una piccola routine sempre uguale, per esempio una doccia tiepida, qualche pagina di un libro leggero o qualche minuto di respirazione lenta.',
    inBed:
      '- A letto: se dopo circa 20 minuti il sonno non arriva, alzati, vai in un\u2019altra stanza con luce bassa e fai qualcosa di tranquillo; torna a letto solo quando senti sonno. Così il letto torna a essere associato al dormire, non al rimuginare.',
    morning:
      '- Al mattino: sveglia alla stessa ora ogni giorno, anche nel weekend, e un po\u2019 di luce naturale appena possibile.',
    tips: {
      racing:
        'Per i pensieri che girano: prima di cena, dedica dieci minuti a scrivere le preoccupazioni e, accanto a ciascuna, un primo piccolo passo. Così la mente sa che sono «parcheggiate» da qualche parte e non deve tenerle a mente di notte.',
      screens:
        'Sugli schermi: oltre alla luce, è il contenuto a tenerci svegli. Prova a lasciare il telefono a caricare fuori dalla camera.',
      caffeine:
        'Sulla caffeina: prova a evitare caffè, tè nero, cola ed energy drink dopo le 14 circa, perché restano in circolo per molte ore.',
      alcohol:
        'Sull\u2019alcol: può aiutare ad addormentarsi, ma rende il sonno più leggero e frammentato nella seconda parte della notte.',
      waking:
        'Per i risvegli notturni: evita di guardare l\u2019ora, anche girando la sveglia. Fare calcoli su quanto resta da dormire aumenta l\u2019agitazione.',
      early:
        'Per i risvegli troppo presto: se non riesci a riaddormentarti, alzati comunque all\u2019orario stabilito e prendi luce al mattino; evita di recuperare con lunghi pisolini.',
      irregular:
        'Sugli orari: il corpo ama la regolarità. Anche con turni o weekend diversi, prova a tenere l\u2019orario di sveglia il più stabile possibile.',
      naps: 'Sui pisolini: se ne hai bisogno, meglio brevi (circa 20 minuti) e prima delle 15, così non rubano sonno alla notte.',
      environment:
        'Sulla camera: buia, fresca e silenziosa. Tappi per le orecchie o una mascherina possono fare una differenza sorprendente.',
    },
    why: [
      'Il sonno non si può forzare: più ci sforziamo di dormire, più la mente resta in allerta. L\u2019obiettivo è creare le condizioni perché arrivi da solo.',
    ],
    doctor:
      'Se le difficoltà durano da più di qualche settimana o pesano molto sulle tue giornate, parlane con il tuo medico: la terapia cognitivo-comportamentale per l\u2019insonnia è un percorso molto efficace.',
    question: [
      'Quale di questi passi ti sembra più facile da provare già stasera?',
      'Da quale di questi passi ti va di cominciare?',
    ],
    suggestion: 'Per accompagnarti nel rilassamento serale, nell\u2019app trovi «{title}».',
  },
  en: {
    intro: [
      'Sleeping badly makes everything harder, so it\u2019s good that you\u2019re looking after it.',
      'Thank you for describing your nights: let\u2019s start from there and build something that fits you.',
    ],
    header: 'Here\u2019s an evening plan, made for you:',
    hour: '- One hour before bed: dim the lights and put screens away, or at least switch on night mode. It signals to your body that the day is ending.',
    hourAt:
      '- Around {time}, one hour before bed: dim the lights and put screens away, or at least switch on night mode. It signals to your body that the day is ending.',
    halfHour:
      '- Half an hour before: a small routine that\u2019s always the same, such as a warm shower, a few pages of a light book, or a few minutes of slow breathing.',
    halfHourAt:
      '- Around {time}: a small routine that\u2019s always the same, such as a warm shower, a few pages of a light book, or a few minutes of slow breathing.',
    inBed:
      '- In bed: if sleep hasn\u2019t come after about 20 minutes, get up, go to another room with low light and do something calm; go back to bed only when you feel sleepy. That way your bed becomes linked with sleeping again, not with worrying.',
    morning:
      '- In the morning: get up at the same time every day, weekends included, and get some daylight as soon as you can.',
    tips: {
      racing:
        'For racing thoughts: before dinner, spend ten minutes writing down your worries and, next to each, one small first step. That way your mind knows they\u2019re "parked" somewhere and doesn\u2019t have to hold them at night.',
      screens:
        'About screens: besides the light, it\u2019s the content that keeps us awake. Try charging your phone outside the bedroom.',
      caffeine:
        'About caffeine: try to avoid coffee, black tea, cola and energy drinks after about 2pm, as they stay in your system for many hours.',
      alcohol:
        'About alcohol: it can help you fall asleep, but it makes sleep lighter and more broken in the second half of the night.',
      waking:
        'For waking at night: avoid checking the time, even by turning the clock around. Working out how much sleep is left increases the agitation.',
      early:
        'For waking too early: if you can\u2019t get back to sleep, still get up at your set time and get morning light; avoid catching up with long naps.',
      irregular:
        'About timing: your body loves regularity. Even with shifts or different weekends, try to keep your wake-up time as steady as possible.',
      naps: 'About naps: if you need one, keep it short (about 20 minutes) and before 3pm, so it doesn\u2019t steal sleep from the night.',
      environment:
        'About your bedroom: dark, cool and quiet. Earplugs or an eye mask can make a surprising difference.',
    },
    why: [
      'Sleep can\u2019t be forced: the harder we try, the more alert the mind stays. The goal is to set up the conditions for it to come on its own.',
    ],
    doctor:
      'If the difficulties last more than a few weeks or weigh heavily on your days, talk to your doctor: cognitive behavioural therapy for insomnia is a very effective approach.',
    question: [
      'Which of these steps feels easiest to try tonight?',
      'Which of these would you like to start with?',
    ],
    suggestion: 'To help you wind down in the evening, the app has "{title}".',
  },
};

export function sleepReply(ctx: Ctx): Draft {
  const S = TEXT[ctx.lang];
  const { c } = ctx;
  const bedtime = parseBedtime(ctx.message);
  const issues = ISSUES.filter(([, re]) => re.test(ctx.norm)).map(([i]) => i);
  const plan = [
    S.header,
    bedtime !== null ? S.hourAt.replace('{time}', clock(bedtime - 60, ctx.lang)) : S.hour,
    bedtime !== null ? S.halfHourAt.replace('{time}', clock(bedtime - 30, ctx.lang)) : S.halfHour,
    S.inBed,
    S.morning,
  ].join('\n');
  const tips = issues.slice(0, 3).map((i) => S.tips[i]);
  if (!tips.length) tips.push(S.tips.racing);
  const suggestions = pickSuggestions(c, ctx.req.library, ['sleep', ...ctx.emotions.emotions], 1);
  for (const s of suggestions) rememberSuggestion(c.state, s.slug);
  const sLine = suggestions[0] ? S.suggestion.replace('{title}', suggestions[0].title) : undefined;
  return {
    text: paragraphs(
      `${c.pick('sl.intro', S.intro)} ${c.pick('sl.why', S.why)}`,
      plan,
      tips.join('\n\n'),
      sLine,
      S.doctor,
      c.pick('sl.q', S.question),
    ),
    suggestions,
  };
}
