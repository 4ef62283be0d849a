import { describe, expect, it } from 'vitest';
import type { Lang } from '../../types';
import { answerQuestion, KNOWLEDGE_ENTRIES } from './index';

const CTX = { topics: [], recent: [], seed: 1 };

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Array<[Lang, string, string]> = [
  ['it', 'come faccio a non far tremare la voce quando parlo?', 'voice_shaking'],
  ['it', 'come faccio a non farmi tremare la voce', 'voice_shaking'],
  ['it', 'mi trema la voce quando parlo in riunione, cm faccio?', 'voice_shaking'],
  ['it', 'xke mi trema sempre la voce al telefono', 'voice_shaking'],
  ['it', 'la voce mi trema durante le presentazioni, c e un trucco?', 'voice_shaking'],
  ['it', 'come si fa a nn avere la voce tremante?', 'voice_shaking'],
  ['it', 'perche quando sono agitata la voce mi si spezza?', 'voice_shaking'],
  ['en', 'is there a trick to stop your voice shaking?', 'voice_shaking'],
  ['en', 'my voice goes all shaky in meetings, how do i fix it?', 'voice_shaking'],
  ['en', 'why does my voice tremble when i talk on the phone?', 'voice_shaking'],
  ['en', 'any tips for a wobbly voice during presentations lol', 'voice_shaking'],
  ['en', 'how do I stop my voice shaking during presentations?', 'voice_shaking'],

  ['it', 'lo stress peggiora gli acufeni?', 'tinnitus_stress'],
  ['it', 'sento un fischio nelle orecchie da quando sono in ansia, e normale?', 'tinnitus_stress'],
  ['it', 'l ansia puo dare l acufene?', 'tinnitus_stress'],
  ['it', 'mi fischiano le orecchie di notte xke?', 'tinnitus_stress'],
  ['it', 'ho un ronzio nell orecchio destro da giorni, devo preoccuparmi?', 'tinnitus_stress'],
  ['it', 'gli acufeni possono venire dallo stress?', 'tinnitus_stress'],
  ['en', 'can stress make tinnitus louder or is it in my head?', 'tinnitus_stress'],
  ['en', 'does anxiety make tinnitus worse?', 'tinnitus_stress'],
  ['en', 'my ears have been ringing since i got stressed, is that normal?', 'tinnitus_stress'],
  ['en', 'can stress cause ringin in the ears tbh', 'tinnitus_stress'],
  ['en', 'will it go away? how long does tinnitus usually last?', 'tinnitus_stress'],

  ['it', 'da dove viene il perfezionismo?', 'perfectionism_origin'],
  ['it', 'perché sono così perfezionista?', 'perfectionism_origin'],
  ['it', 'xke sono cosi perfezionista', 'perfectionism_origin'],
  ['it', 'da dove nasce il perfezionismo?', 'perfectionism_origin'],
  ['it', 'il mio perfezionismo da dove arriva?', 'perfectionism_origin'],
  ['it', 'quali sono le cause del perfezionismo?', 'perfectionism_origin'],
  ['en', 'where does perfectionism come from?', 'perfectionism_origin'],
  ['en', 'why am i such a perfectionist?', 'perfectionism_origin'],
  ['en', 'what causes perfectionism?', 'perfectionism_origin'],
  ['en', 'y am i so perfectionist lol', 'perfectionism_origin'],

  ['it', 'cosa sono i messaggi in prima persona?', 'i_statements'],
  ['it', 'come si fa un messaggio in io?', 'i_statements'],
  ['it', 'cos e un messaggio in prima persona', 'i_statements'],
  ['it', 'mi fai un esempio di messaggio in prima persona?', 'i_statements'],
  ['it', 'cosa vuol dire parlare in prima persona?', 'i_statements'],
  ['it', 'come si usano i messaggi io?', 'i_statements'],
  ['en', 'what are I statements?', 'i_statements'],
  ['en', 'what are i statements again', 'i_statements'],
  ['en', 'whats an i statement', 'i_statements'],
  ['en', 'how do i use i statements with my partner?', 'i_statements'],
  ['en', 'can u give me an example of an i statement', 'i_statements'],

  ['it', 'quando finisce sta fase delle notti in bianco col neonato?', 'newborn_nights_phase'],
  ['it', 'quando iniziera a dormire tutta la notte il neonato?', 'newborn_nights_phase'],
  ['it', 'il neonato si sveglia ogni due ore, e normale?', 'newborn_nights_phase'],
  ['it', 'nn dormiamo da settimane col bimbo, quando passa?', 'newborn_nights_phase'],
  ['it', 'quanto dura la fase delle notti insonni con un neonato?', 'newborn_nights_phase'],
  ['it', 'quando finiscono le notti in bianco con la bimba?', 'newborn_nights_phase'],
  ['en', 'when does the newborn no-sleep phase end?', 'newborn_nights_phase'],
  ['en', 'when will my baby sleep through the night?', 'newborn_nights_phase'],
  ['en', 'how do we survive the sleepless nights with a newborn?', 'newborn_nights_phase'],
  ['en', 'is it normal our 6 week old wakes every 2 hours?', 'newborn_nights_phase'],
  ['en', 'when does it get better with a newborn and no sleep lol', 'newborn_nights_phase'],

  ['it', 'cosa può fare un uomo di 70 anni per conoscere gente?', 'later_life_connection'],
  ['it', 'sono in pensione e vedovo, dove si conosce gente alla mia età?', 'later_life_connection'],
  ['it', 'come faccio a fare amicizia alla mia eta? ho 74 anni', 'later_life_connection'],
  ['it', 'sono vedova da un anno, come conosco persone nuove?', 'later_life_connection'],
  ['it', 'a 70 anni dove si trovano nuovi amici?', 'later_life_connection'],
  [
    'it',
    'sono in pensione e nn conosco nessuno, cosa posso fare x conoscere gente?',
    'later_life_connection',
  ],
  ['en', 'what would you suggest for a man of my age who does not care for bingo?', 'later_life_connection'],
  ['en', 'im 72 and widowed, how do i meet people?', 'later_life_connection'],
  ['en', 'how can a retired man make new friends?', 'later_life_connection'],
  ['en', 'where do people in their seventies go to meet people?', 'later_life_connection'],
  ['en', 'my husband died last year and im 68, how do i make friends at my age?', 'later_life_connection'],

  ['it', 'cosa dico a gente che non conosco?', 'talking_to_strangers'],
  ['it', 'come si fa conversazione con sconosciuti?', 'talking_to_strangers'],
  ['it', 'come faccio a parlare con gli sconosciuti?', 'talking_to_strangers'],
  ['it', 'cm si attacca bottone con uno sconosciuto?', 'talking_to_strangers'],
  ['it', 'cosa si dice a uno sconosciuto in fila?', 'talking_to_strangers'],
  ['it', 'xke nn so mai cosa dire agli sconosciuti?', 'talking_to_strangers'],
  ['en', 'what do I even say to strangers lol', 'talking_to_strangers'],
  ['en', 'how do i talk to strangers?', 'talking_to_strangers'],
  ['en', 'how do you start a conversation with a stranger', 'talking_to_strangers'],
  ['en', 'wat do u say to people u dont know at the bus stop', 'talking_to_strangers'],
  ['en', 'how do i make small talk with strangers tbh', 'talking_to_strangers'],

  ['it', 'e per i 900 euro? chiedo di pagarli a rate?', 'bill_instalments'],
  ['it', 'posso chiedere di pagare a rate?', 'bill_instalments'],
  ['it', 'e brutto chiedere al dentista di pagare a rate?', 'bill_instalments'],
  ['it', 'come chiedo una rateizzazione della bolletta?', 'bill_instalments'],
  ['it', 'si puo dilazionare il pagamento del meccanico?', 'bill_instalments'],
  ['it', 'posso kiedere d pagare a rate la fattura?', 'bill_instalments'],
  ['en', 'can I ask to pay it in instalments?', 'bill_instalments'],
  ['en', 'should I ask for a payment plan?', 'bill_instalments'],
  ['en', 'is it ok to ask the dentist for a payment plan?', 'bill_instalments'],
  ['en', 'how do i ask my landlord to pay in installments', 'bill_instalments'],
  ['en', 'can i spread the cost of the car repair?', 'bill_instalments'],
];

// Look-alikes that belong elsewhere, or nowhere: shaking hands and inner voices are not a shaky
// voice, an earache or an earring is no tinnitus, anxiety's roots are not perfectionism's, a toddler
// or a pregnancy is no newborn, retirement days and a new city are not meeting people later in
// life, party talk and unknown callers are not strangers, an interest rate is no instalment.
const NEAR_MISSES: Array<[Lang, string]> = [
  ['it', 'come faccio a respirare meglio?'],
  ['en', 'why do I always procrastinate?'],
  ['it', 'dove trovo un idraulico?'],
  ['it', 'sento la sua voce di notte, e normale?'],
  ['en', 'i hear voices, is that normal?'],
  ['it', 'come faccio a zittire la voce critica?'],
  ['en', 'how do i stop my hands shaking?'],
  ['it', 'mi tremano le mani quando sono in ansia, perche?'],
  ['it', 'sono in ansia per la presentazione di lunedi, come mi preparo?'],
  ['it', 'ho mal d orecchio da ieri, cosa faccio?'],
  ['it', 'che orecchini mi metto al matrimonio?'],
  ['en', 'my phone keeps ringing and i cant answer, why do i panic?'],
  ['it', 'come smetto di essere perfezionista?'],
  ['en', 'is being a perfectionist bad?'],
  ['it', 'da dove viene la mia ansia?'],
  ['en', 'where does anxiety come from?'],
  ['en', 'what should i say to my boss?'],
  ['it', 'sono la prima persona ad arrivare in ufficio, e normale?'],
  ['en', 'should i message her first?'],
  ['it', 'mio figlio di 2 anni si sveglia ogni notte, quando finisce?'],
  ['it', 'quando finiscono le notti in bianco? non dormo da mesi'],
  ['en', 'my baby has a fever and wont sleep, what do i do?'],
  ['en', 'when does the baby blues end?'],
  ['it', 'sono incinta e non dormo, e normale?'],
  ['en', 'how do i fill my days now that i am retired?'],
  ['it', 'da quando sono in pensione mia moglie dice che sto sempre in mezzo, cosa faccio?'],
  ['it', 'mi sono trasferita in una nuova citta e non conosco nessuno, come faccio a fare amicizia?'],
  ['it', 'ho 70 anni, e normale avere mal di schiena?'],
  ['en', 'is it normal for a man of my age to cry?'],
  ['it', 'mio figlio di 7 anni non ha amici, come lo aiuto?'],
  ['it', 'di cosa posso parlare con persone che non conosco?'],
  ['en', 'wat do u talk about at work drinks with ppl u barely know'],
  ['it', 'perche ho ansia quando mi chiama un numero sconosciuto?'],
  ['en', 'is it safe to meet strangers from online?'],
  ['it', 'non riesco a pagare l affitto, cosa faccio?'],
  ['en', 'my heart beats at a rate of 120, is that normal?'],
  ['en', 'whats a good interest rate for savings?'],
  ['it', 'le rate del mutuo mi tolgono il sonno, e normale?'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];
const entry = (id: string) => KNOWLEDGE_ENTRIES.find((e) => e.id === id)!;

describe('voice and ties: which entry a question reaches', () => {
  it('covers the eight entries, each with at least five Italian and four English questions', () => {
    expect(NEW_IDS).toHaveLength(8);
    for (const id of NEW_IDS) {
      expect(KNOWLEDGE_ENTRIES.some((e) => e.id === id)).toBe(true);
      expect(REACHES.filter(([lang, , i]) => lang === 'it' && i === id).length).toBeGreaterThanOrEqual(5);
      expect(REACHES.filter(([lang, , i]) => lang === 'en' && i === id).length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(REACHES)('[%s] %s -> %s', (lang, text, id) => {
    expect(answerQuestion(text, lang, CTX)?.id ?? null).toBe(id);
  });

  it.each(NEAR_MISSES)('[%s] %s reaches none of the new entries', (lang, text) => {
    const id = answerQuestion(text, lang, CTX)?.id ?? null;
    expect(NEW_IDS).not.toContain(id);
  });

  it('the questions nearby keep their own entries', () => {
    expect(answerQuestion('come smetto di essere perfezionista?', 'it', CTX)?.id).toBe('habit_perfectionism');
    expect(answerQuestion('di cosa posso parlare con persone che non conosco?', 'it', CTX)?.id).toBe(
      'small_talk',
    );
    expect(answerQuestion('how do i fill my days now that i am retired?', 'en', CTX)?.id).toBe(
      'life_retirement',
    );
    expect(
      answerQuestion('sono in ansia per la presentazione di lunedi, come mi preparo?', 'it', CTX)?.id,
    ).toBe('study_interview_nerves');
  });
});

describe('voice and ties: what the answers say', () => {
  it('tinnitus: the GP and 112 in every wording, the same day for sudden hearing loss, no verdict', () => {
    const e = entry('tinnitus_stress');
    expect(e.kind).toBe('health');
    for (const wording of e.it.text) {
      expect(wording.join(' ')).toMatch(/medico di base/);
      expect(wording.join(' ')).toMatch(/\b112\b/);
      expect(wording.join(' ')).toMatch(/giorno stesso|in giornata/);
    }
    for (const wording of e.en.text) {
      expect(wording.join(' ')).toMatch(/\bGP\b/);
      expect(wording.join(' ')).toMatch(/112 or your local emergency number/);
      expect(wording.join(' ')).toMatch(/same day/);
    }
    for (const s of [...e.it.text.flat(), ...e.en.text.flat()])
      expect(s).not.toMatch(/è solo ansia|non preoccuparti|it'?s (?:just|only) anxiety|don’t worry/i);
  });

  it('I statements: every wording names them, with the fact, the feeling and the request', () => {
    for (const seed of [0, 1]) {
      expect(answerQuestion('what are I statements?', 'en', { seed })!.text).toMatch(/I statements/);
      expect(answerQuestion('cosa sono i messaggi in prima persona?', 'it', { seed })!.text).toMatch(
        /messaggi in (?:prima persona|io)/,
      );
    }
    expect(entry('i_statements').it.text[0]!.join(' ')).toMatch(/il fatto, la sensazione e la richiesta/);
    expect(entry('i_statements').en.text[0]!.join(' ')).toMatch(/the fact, the feeling and the request/);
  });

  it('instalments: money in every Italian wording, free help named in each country', () => {
    const e = entry('bill_instalments');
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/soldi|scadenz/);
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/CAF|associazione dei consumatori/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/Citizens Advice|StepChange/);
  });

  it('the newborn nights point to someone to talk to, for mothers and fathers alike', () => {
    const e = entry('newborn_nights_phase');
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/pediatra|medico di base|consultorio/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/\bGP\b|health visitor/);
    expect(e.en.text.flat().join(' ')).toMatch(/mums and dads/);
  });

  it('the new entries write plain sentences: no exclamation marks, no lists, straight apostrophes only in code', () => {
    for (const id of NEW_IDS) {
      const e = entry(id);
      for (const lang of ['it', 'en'] as const)
        for (const s of [...e[lang].text.flat(), ...e[lang].followUp]) {
          expect(s).not.toMatch(/!|^\s*[-*•]|\n|'/);
          expect(s.length).toBeLessThan(300);
        }
    }
  });

  it('the Italian never names the reader’s gender', () => {
    const GENDERED =
      /\b(?:sei|ti senti|ti sei) (?:stat[oa]|stanc[oa]|preoccupat[oa]|sicur[oa]|sol[oa]|pront[oa]|tranquill[oa]|agitat[oa]|sentit[oa])\b/i;
    for (const id of NEW_IDS)
      for (const s of [...entry(id).it.text.flat(), ...entry(id).it.followUp])
        expect(s).not.toMatch(GENDERED);
  });
});
