/**
 * What a message is about, read for the library search: each topic has the words that name it
 * (Italian and English, on folded text) and the library categories and tags that answer it. The
 * AI core keeps its own emotion lexicon for the chat but does not export it, so the search
 * reads topics here, in the library's own vocabulary (its tags).
 */
export interface Topic {
  id: string;
  words: RegExp;
  /** Library categories that fit (a small bonus: a category alone is too broad to recommend). */
  categories: string[];
  /** Library tags that fit, in both languages: an item must carry one to be recommended. */
  tags: string[];
}

const re = (body: string) => new RegExp(`\\b(?:${body})\\b`);

export const topics: Topic[] = [
  {
    id: 'panic',
    words: re(
      'panico|attacc\\w* di panico|panic\\w*|tachicardi\\w*|cuore (?:che )?(?:batte|martell)\\w*|non riesco a respirare|manca(?:va)? (?:il )?(?:respiro|fiato)|fiato corto|heart (?:is )?(?:racing|pounding)|can ?t breathe|short(?:ness)? of breath|hyperventilat\\w*',
    ),
    categories: ['anxiety'],
    tags: [
      'panico',
      'panic',
      'respiro',
      'breathing',
      'radicamento',
      'grounding',
      'calma',
      'calm',
      'sensi',
      'senses',
    ],
  },
  {
    id: 'sleep',
    words: re(
      'dorm\\w*|sonno|stanc\\w*|sfinit\\w*|tired|exhausted|insonn\\w*|addorment\\w*|riposo|notti? in bianco|incubi|svegli\\w* (?:di notte|la notte|presto|alle)|sleep\\w*|asleep|insomnia|nightmares?|awake at night|(?:wake|waking) up at night',
    ),
    categories: ['sleep'],
    tags: ['sonno', 'sleep', 'insonnia', 'insomnia', 'notte', 'night', 'sera', 'evening', 'riposo', 'rest'],
  },
  {
    id: 'loneliness',
    words: re(
      // "solo" is also "only" ("sono solo stanco"): alone only when it is how the person feels or lives.
      'mi sento (?:cosi |molto |tanto |un po |troppo |sempre )?sol[oaie]|(?:vivo|sto|resto|rimango|sono) (?:tutto |tutta )?da sol[oaie]|(?:sono|resto|rimango) (?:cosi |molto |tanto |troppo |sempre )?sol[oaie](?=[ .,;!?]*(?:$|e |a casa|in casa|qui))|solitudine|isolat\\w*|esclus\\w*|nessuno mi (?:capisce|cerca|ascolta|chiama|scrive)|non ho (?:amici|nessuno)|senza amici|lontan\\w* da (?:casa|tutti)|lonely|loneliness|alone|isolated|left out|no friends|no one to talk to|nobody (?:to talk to|cares|calls)|homesick',
    ),
    categories: [],
    tags: ['auto-compassione', 'self-compassion', 'gentilezza', 'kindness', 'attivazione', 'activation'],
  },
  {
    id: 'procrastination',
    words: re(
      'rimand\\w*|procrastin\\w*|rinvi\\w*|non riesco a (?:iniziare|cominciare|partire|mettermi|concludere|finire)|(?:senza|nessuna|poca|non ho|non trovo la|manca la) (?:voglia|motivazione)|demotivat\\w*|putting (?:things |it |everything )?off|put (?:things |it )?off|can ?t (?:get )?start\\w*|unmotivated|no motivation|lack of motivation',
    ),
    categories: [],
    // Not "habits": in this library that is mostly sleep hygiene.
    tags: ['attivazione', 'activation', 'passi', 'steps', 'valori', 'values'],
  },
  {
    id: 'anxiety',
    words: re(
      'ansi\\w*|agitat\\w*|agitazione|preoccup\\w*|nervos\\w*|paur\\w*|angosci\\w*|inquiet\\w*|rimugin\\w*|anxi\\w*|worr\\w*|nervous|scared|afraid|fears?|fearful|on edge|uneasy|overthink\\w*',
    ),
    categories: ['anxiety'],
    tags: [
      'ansia',
      'anxiety',
      'preoccupazione',
      'worry',
      'rimuginio',
      'rumination',
      'respiro',
      'breathing',
      'calma',
      'calm',
      'radicamento',
      'grounding',
      'paura',
      'fear',
    ],
  },
  {
    id: 'stress',
    words: re(
      'stress\\w*|lavor\\w*|uffici\\w*|esam\\w*|scadenz\\w*|burn ?out|sovraccaric\\w*|pression\\w*|sopraffatt\\w*|oberat\\w*|troppe cose|work\\w*|job|boss|exams?|deadlines?|pressure|overwhelm\\w*|too much to do',
    ),
    categories: ['stress'],
    tags: [
      'stress',
      'burnout',
      'lavoro',
      'work',
      'pause',
      'breaks',
      'pausa',
      'equilibrio',
      'balance',
      'confini',
      'boundaries',
      'recupero',
      'recovery',
    ],
  },
  {
    id: 'low_mood',
    words: re(
      'trist\\w*|giu di morale|(?:mi sento|sono|un po|molto) giu|depress\\w*|vuot[oa]|piang\\w*|abbattut\\w*|scoraggiat\\w*|malinconi\\w*|infelic\\w*|sad|sadness|empty|crying|miserable|unhappy|(?:feel\\w*|i ?m|so|really) (?:down|low|blue)',
    ),
    categories: ['depression'],
    tags: ['umore', 'mood', 'tristezza', 'sadness', 'attivazione', 'activation', 'depressione', 'depression'],
  },
  {
    id: 'self_criticism',
    words: re(
      'autocritic\\w*|mi critico|(?:mi sento|sono) (?:un |una )?(?:fallit\\w*|incapace|inutile|stupid\\w*)|non valgo|non sono abbastanza|(?:senso di )?colpa|vergogn\\w*|self.?critic\\w*|worthless|(?:a|such a) failure|not good enough|ashamed|shame|guilt\\w*|blame myself',
    ),
    categories: [],
    tags: ['auto-compassione', 'self-compassion', 'gentilezza', 'kindness'],
  },
  {
    id: 'tension',
    words: re(
      'tension\\w*|tes[oa]|contratt\\w*|muscol\\w*|rigid\\w*|mal di testa|spalle|tense|muscles?|stiff|headaches?|shoulders',
    ),
    categories: [],
    tags: ['rilassamento', 'relaxation', 'muscoli', 'muscles', 'tensione', 'tension', 'corpo', 'body'],
  },
  {
    id: 'thoughts',
    words: re(
      'pensieri (?:negativi|brutti|che|fissi)|troppi pensieri|smettere di pensare|negative thoughts|racing thoughts|thoughts (?:keep|that)|stop thinking',
    ),
    categories: [],
    tags: ['cbt', 'pensieri', 'thoughts', 'distorsioni', 'distortions', 'diario', 'journal'],
  },
  {
    id: 'focus',
    words: re(
      'concentr\\w*|distratt\\w*|distrazion\\w*|mindful\\w*|medit\\w*|momento presente|focus\\w*|distracted|present moment',
    ),
    categories: ['mindfulness'],
    tags: [
      'mindfulness',
      'meditazione',
      'meditation',
      'presente',
      'present',
      'concentrazione',
      'focus',
      'consapevolezza',
      'awareness',
    ],
  },
  {
    id: 'anger',
    words: re('rabbia|arrabbiat\\w*|furios\\w*|irritat\\w*|angry|anger|furious|irritated|frustrat\\w*'),
    categories: [],
    tags: ['respiro', 'breathing', 'calma', 'calm', 'pausa', 'pause'],
  },
  {
    id: 'professional_help',
    words: re(
      'psicolog\\w*|psicoterap\\w*|terapeut\\w*|terapia|psichiatr\\w*|therap\\w*|psycholog\\w*|psychiatr\\w*|counsell?or|professional help',
    ),
    categories: ['guides'],
    tags: [
      'aiuto',
      'help',
      'professionisti',
      'professionals',
      'psicologo',
      'psychologist',
      'servizi',
      'services',
    ],
  },
];

/** Lower case without accents, apostrophes as spaces ("l'ansia", "can't"): what the words above read. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The topics a message names, in the order it names them. */
export function readTopics(message: string): Topic[] {
  const text = foldText(message);
  return topics
    .map((topic) => ({ topic, at: text.search(topic.words) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.topic);
}
