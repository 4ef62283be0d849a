import { describe, expect, it } from 'vitest';
import type { Lang } from '../../types';
import { answerQuestion, KNOWLEDGE_ENTRIES } from './index';

const CTX = { topics: [], recent: [], seed: 1 };

// Real ways of asking each of the everyday questions, with typos, missing accents and chat spellings.
const REACHES: Array<[Lang, string, string]> = [
  ['it', 'come si fa a non arrossire?', 'blushing'],
  ['it', 'perche divento rossa quando parlo??', 'blushing'],
  ['it', 'xke divento tutto rosso quando parlo in riunione', 'blushing'],
  ['it', 'cm faccio a nn arossire davanti al capo', 'blushing'],
  ['it', 'arrossisco sempre, e normale?', 'blushing'],
  ['en', 'how do I stop blushing?', 'blushing'],
  ['en', 'why do i go red every time someone talks to me', 'blushing'],
  ['en', 'how do i stop my face going bright red in meetings?', 'blushing'],
  ['en', 'y do i blush so much lol', 'blushing'],

  ['it', 'quanto si può bere nel weekend prima che diventi un problema?', 'alcohol_cut_down'],
  ['it', 'come faccio a bere di meno?', 'alcohol_cut_down'],
  ['it', 'quanti bicchieri di vino posso bere a settimana?', 'alcohol_cut_down'],
  ['it', 'il giorno dopo una sbronza ho un ansia terribile, perche?', 'alcohol_cut_down'],
  ['it', 'quanti spritz sono troppi il sabato sera?', 'alcohol_cut_down'],
  ['en', 'how much is too much drinking at weekends?', 'alcohol_cut_down'],
  ['en', 'how do i cut down on drinking?', 'alcohol_cut_down'],
  ['en', 'why do i get hangxiety?', 'alcohol_cut_down'],
  ['en', 'how many pints is too many on a night out?', 'alcohol_cut_down'],
  ['en', 'how much is too much at weekends?', 'alcohol_cut_down'],
  ['it', 'bevo per dormire, fa male?', 'alcohol_cut_down'],
  ['en', 'does drinking make anxiety worse?', 'alcohol_cut_down'],

  ['it', "secondo te ce l'ho l'ADHD?", 'adhd_question'],
  ['it', "come faccio a sapere se ho l'ADHD?", 'adhd_question'],
  ['it', 'perdo sempre le chiavi, potrei avere l adhd?', 'adhd_question'],
  ['it', 'ma io ho l adhd o sono solo distratta?', 'adhd_question'],
  ['en', 'do I have ADHD?', 'adhd_question'],
  ['en', 'how do i know if i have adhd as an adult', 'adhd_question'],
  ['en', 'could i have adhd? i never finish anything', 'adhd_question'],

  ['it', "cos'è l'ERP?", 'erp_what'],
  ['it', 'cosa vuol dire esposizione con prevenzione della risposta?', 'erp_what'],
  ['it', 'come funziona l erp per il doc?', 'erp_what'],
  ['it', 'cose l erp', 'erp_what'],
  ['en', 'what is ERP?', 'erp_what'],
  ['en', 'what is exposure and response prevention?', 'erp_what'],
  ['en', 'whats erp therapy for ocd', 'erp_what'],
  ['en', 'my therapist suggested erp, does it work?', 'erp_what'],

  ['it', "ho la pressione alta da quando ho l'ansia, devo preoccuparmi?", 'health_blood_pressure'],
  ['it', 'l ansia puo alzare la pressione?', 'health_blood_pressure'],
  ['it', 'mi è salita la pressione a 150, è l ansia?', 'health_blood_pressure'],
  ['it', 'da quando sono in ansia ho la pressione sempre alta, e grave?', 'health_blood_pressure'],
  ['en', 'can anxiety cause high blood pressure?', 'health_blood_pressure'],
  ['en', 'my blood pressure is high since my anxiety started, should i worry?', 'health_blood_pressure'],
  ['en', 'is my high bp from stress?', 'health_blood_pressure'],

  ['it', "dopo l'incidente ho paura a stare in macchina come passeggera, perché?", 'passenger_after_crash'],
  ['it', 'perche ho paura solo quando non guido io?', 'passenger_after_crash'],
  [
    'it',
    'da quando ho fatto un incidente in macchina ho il panico se guida qualcun altro, e normale?',
    'passenger_after_crash',
  ],
  ['it', 'dopo il tamponamento non riesco a fare il passeggero, xke?', 'passenger_after_crash'],
  ['en', "why is it worse when I'm not the one driving?", 'passenger_after_crash'],
  ['en', 'since the car crash i panic as a passenger, is that normal?', 'passenger_after_crash'],
  ['en', 'y am i so scared in the passenger seat after my accident', 'passenger_after_crash'],
  [
    'it',
    'ho paura quando guida il mio ragazzo, da quando abbiamo avuto un incidente, perche?',
    'passenger_after_crash',
  ],

  ['it', "a mia figlia hanno diagnosticato l'autismo, da dove comincio?", 'autism_parent_start'],
  ['it', 'ci sono libri per genitori di bambini autistici?', 'autism_parent_start'],
  ['it', 'mio figlio è autistico, cosa devo fare adesso?', 'autism_parent_start'],
  ['it', 'hanno appena diagnosticato l autismo a mio figlio, cosa faccio?', 'autism_parent_start'],
  ['en', 'my son was just diagnosed with autism, where do I start as a parent?', 'autism_parent_start'],
  ['en', 'any books for parents of autistic kids?', 'autism_parent_start'],
  ['en', 'our daughter got an autism diagnosis today, what do we do now?', 'autism_parent_start'],

  ['it', 'come faccio a non sentirmi male guardando i corpi sui social?', 'body_image_feed'],
  ['it', 'mi confronto sempre con i corpi delle influencer, come smetto?', 'body_image_feed'],
  ['it', 'dopo la gravidanza odio il mio corpo quando vedo instagram, cosa faccio?', 'body_image_feed'],
  ['en', "any accounts to follow that aren't fitness people selling shakes?", 'body_image_feed'],
  ['en', 'how do i stop comparing my body to people on instagram?', 'body_image_feed'],
  ['en', 'who should i follow so my feed isnt all gym bodies?', 'body_image_feed'],

  ['it', "cos'è il lutto anticipatorio?", 'anticipatory_grief'],
  ['it', 'cosa vuol dire lutto anticipatorio', 'anticipatory_grief'],
  ['it', 'il mio cane sta morendo e sto gia male, e normale?', 'anticipatory_grief'],
  ['it', 'mio padre e malato terminale e piango gia, e normale?', 'anticipatory_grief'],
  ['en', 'what is anticipatory grief?', 'anticipatory_grief'],
  ['en', 'my cat is dying and im already grieving, is that normal?', 'anticipatory_grief'],
  ['en', 'is it normal to grieve before they die?', 'anticipatory_grief'],
];

// Look-alikes that belong elsewhere, or nowhere: water is not alcohol, pressure at work is not blood
// pressure, an ERP software is not a therapy, an autistic adult or a driver is not a parent's question.
const NEAR_MISSES: Array<[Lang, string]> = [
  ['it', 'bevo tanta acqua quando sono in ansia, va bene?'],
  ['en', 'should i drink more water when im anxious?'],
  ['en', 'wat do u talk about at work drinks with ppl u barely know'],
  ['en', 'i blush about my ex lol what do i text him'],
  ['en', 'which blush should i buy?'],
  ['it', 'ho un rossore sulla pelle, è grave?'],
  ['it', 'come faccio a non diventare rossa dalla rabbia?'],
  ['it', 'mi sento sotto pressione al lavoro, è normale?'],
  ['en', 'how do i cope with pressure at work?'],
  ['it', 'sento la pressione degli esami, come faccio?'],
  ['it', "cos'è un erp gestionale?"],
  ['it', "mio figlio ha l'adhd, come lo aiuto?"],
  ['en', 'should i take ritalin for my adhd?'],
  ['it', 'posso bere alcol se prendo la sertralina?'],
  ['it', 'la mia paura di guidare in autostrada passera mai?'],
  ['en', 'im a nervous passenger on planes, how do i cope with turbulence?'],
  ['en', 'i had an accident at work and cant stop thinking about it, why?'],
  ['it', 'il mio autista arriva sempre tardi, cosa faccio?'],
  ['it', 'sono autistica e ho ansia sociale, come faccio?'],
  ['en', 'how do I take a break from instagram?'],
  ['it', "perche l'ansia si sente nel corpo?"],
  ['en', 'my cat died, is it normal to feel this sad?'],
  ['en', 'how much screen time is too much at weekends?'],
  ['it', 'la mia ragazza arrossisce sempre, come la aiuto?'],
  ['it', "dopo l'incidente di mio padre ho ansia, perche?"],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

describe('everyday questions: which entry a question reaches', () => {
  it('covers the nine entries, each with at least three Italian and two English questions', () => {
    expect(NEW_IDS).toHaveLength(9);
    for (const id of NEW_IDS) {
      expect(KNOWLEDGE_ENTRIES.some((e) => e.id === id)).toBe(true);
      expect(REACHES.filter(([lang, , i]) => lang === 'it' && i === id).length).toBeGreaterThanOrEqual(3);
      expect(REACHES.filter(([lang, , i]) => lang === 'en' && i === id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(REACHES)('[%s] %s -> %s', (lang, text, id) => {
    expect(answerQuestion(text, lang, CTX)?.id ?? null).toBe(id);
  });

  it.each(NEAR_MISSES)('[%s] %s reaches none of the new entries', (lang, text) => {
    const id = answerQuestion(text, lang, CTX)?.id ?? null;
    expect(NEW_IDS).not.toContain(id);
  });
});

describe('everyday questions: what the answers say', () => {
  it('blood pressure: the GP and 112 in every wording, and no verdict', () => {
    for (const seed of [0, 1, 2]) {
      const it1 = answerQuestion("ho la pressione alta da quando ho l'ansia, devo preoccuparmi?", 'it', {
        seed,
      })!;
      expect(it1.kind).toBe('health');
      expect(it1.text).toMatch(/medico di base/);
      expect(it1.text).toMatch(/\b112\b/);
      expect(it1.text).not.toMatch(/è solo ansia|non preoccuparti|stai tranquill/i);
      const en = answerQuestion('can anxiety cause high blood pressure?', 'en', { seed })!;
      expect(en.text).toMatch(/\bGP\b/);
      expect(en.text).toMatch(/112 or your local emergency number/);
      expect(en.text).not.toMatch(/it'?s (?:just|only) anxiety|don'?t worry/i);
    }
  });

  it('alcohol: the low-risk guidance of each country, and the GP', () => {
    const entry = KNOWLEDGE_ENTRIES.find((e) => e.id === 'alcohol_cut_down')!;
    for (const wording of entry.it.text) expect(wording.join(' ')).toMatch(/medico di base/);
    for (const wording of entry.en.text) expect(wording.join(' ')).toMatch(/\bGP\b/);
    expect(entry.it.text.flat().join(' ')).toMatch(/due unità al giorno per gli uomini e una per le donne/);
    expect(entry.en.text.flat().join(' ')).toMatch(/14 units a week, spread over three or more days/);
  });

  it('ADHD: never says whether the person has it', () => {
    for (const seed of [0, 1]) {
      expect(answerQuestion("secondo te ce l'ho l'ADHD?", 'it', { seed })!.text).toMatch(
        /^(?:Non posso|Da qui non posso)/,
      );
      expect(answerQuestion('do I have ADHD?', 'en', { seed })!.text).toMatch(
        /^(?:I can’t|From here I can’t)/,
      );
    }
  });

  it('the new entries write plain sentences: no exclamation marks, no lists', () => {
    for (const id of NEW_IDS) {
      const entry = KNOWLEDGE_ENTRIES.find((e) => e.id === id)!;
      for (const lang of ['it', 'en'] as const)
        for (const s of [...entry[lang].text.flat(), ...entry[lang].followUp]) {
          expect(s).not.toMatch(/!|^\s*[-*•]|\n/);
          expect(s.length).toBeLessThan(300);
        }
    }
  });
});
