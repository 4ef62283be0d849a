/**
 * Question and plan forms people use without the textbook wording: a worry or a tag question with
 * no question mark, "ha senso…", "is it bad that…", an impersonal "come si…", an insight of their
 * own, and plans opened by "ho deciso che", "pensavo anche di", "and maybe…", "I'll…".
 */
import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', turns: string[]) => converse(lang, 'chat', turns).at(-1)!;

describe('questions asked the way people type them', () => {
  it('"e se…" without a question mark is a worry to answer, in the person’s words', () => {
    const r = last('it', ['il mio capo non mi da le ferie', 'e se mi dice che non si puo']);
    expect(r.text.split('\n')[0]).toMatch(/[Ss]e ti dice che non si puo, /);
  });

  it('a question closed by "secondo te" is answered, looked up with the turn before', () => {
    const r = last('it', ['ho fatto sei colloqui e nessuno mi ha preso', 'cosa sbaglio secondo te']);
    expect(r.text).toMatch(/colloqui/);
    expect(r.text).not.toMatch(/^Va bene, sono qui/);
  });

  it('"è normale…" typed without the accent still opens on the person’s words', () => {
    const r = last('it', ['mi sono trasferita da poco', 'e normale sentirsi cosi soli i primi mesi']);
    expect(r.text).toMatch(/Sentirsi soli dopo un trasferimento/);
  });

  it('"is it bad that…" and "ha senso…" are answered, not turned into a verdict', () => {
    const bad = last('en', ['I have been emotional lately', 'is it bad that I cried at my desk today']);
    expect(bad.text).toMatch(/cry|cried|tears/i);
    const worth = last('it', [
      'ho un colloquio la settimana prossima',
      'e utile fare simulazioni di colloquio con un amico?',
    ]);
    expect(worth.text).toMatch(
      /^(?:Se fare simulazioni di colloquio con un amico serva davvero|Chiederti se abbia senso fare simulazioni di colloquio con un amico)/,
    );
  });

  it('an impersonal "come si…" and "cosa faccio se…" open on the person’s words', () => {
    expect(last('it', ['lavoro 11 ore al giorno', 'come si esce da una situazione cosi']).text).toMatch(
      /^Per uscire da una situazione cosi, /,
    );
    expect(
      last('it', ['domani ho un meeting', 'cosa faccio se mi fanno una domanda a cui non so rispondere'])
        .text,
    ).toMatch(/ti fanno una domanda a cui non sai rispondere|mi prendo un secondo/);
  });

  it('"should I be worried about…" is not weighed as a decision', () => {
    const r = last('en', ['I found a small lump on my neck', 'should I be worried about a lump?']);
    expect(r.text).not.toMatch(/only you can decide/);
    expect(r.text).toMatch(/GP/);
    expect(r.text).toMatch(/112/);
  });

  it('a definition question gets the wording that names what was asked', () => {
    expect(last('it', ['lavoro troppo', 'cos e il burnout?']).text).toMatch(/^Il burnout /);
    expect(last('en', ['I want to talk to my partner', 'what are I statements?']).text).toMatch(
      /I statements/,
    );
  });

  it('new topics have their own answers: jealousy, caring for a parent, retirement', () => {
    expect(
      last('it', ['controllo sempre quando la mia ragazza e online', 'perche sono cosi geloso']).text,
    ).toMatch(/gelosia/);
    expect(
      last('it', [
        'mi occupo di mia madre che ha l alzheimer',
        'a chi mi posso rivolgere per un aiuto in casa?',
      ]).text,
    ).toMatch(/servizi sociali/);
    expect(last('en', ['I retired last month', 'how do I fill my days now?']).text).toMatch(/retir/);
  });
});

describe('plans and insights said back', () => {
  it('an insight of the person’s own is said back in the second person, with no plan kept', () => {
    const [, r] = converse('it', 'chat', [
      'ho litigato con mia madre',
      'forse il problema e che quando sono stanca non mi fermo mai e poi esplodo',
    ]);
    expect(r!.text).toMatch(/quando sei stanca non ti fermi mai e poi esplodi\./);
    expect(r!.state.openPlan).toBeNull();
    const en = last('en', [
      'I always end up doing everyone’s work',
      'I think the problem is I never say no to anyone',
    ]);
    expect(en.text).toMatch(/: you never say no to anyone\./);
  });

  it('plans opened by "ho deciso che", "pensavo anche di", "penso che", a reflexive verb', () => {
    expect(
      last('it', [
        'ho rotto un piatto litigando',
        'ho deciso che quando sento la rabbia salire esco a fare un giro',
      ]).text,
    ).toMatch(/uscire a fare un giro quando senti la rabbia salire/);
    expect(
      last('it', ['sto sul telefono fino a tardi', 'pensavo anche di lasciare il telefono in cucina']).text,
    ).toMatch(/lasciare il telefono in cucina/);
    expect(last('it', ['ho una fitta al petto', 'penso che prenoto una visita dal mio medico']).text).toMatch(
      /prenotare una visita dal tuo medico/,
    );
    expect(
      last('it', ['sono senza soldi', 'magari stasera mi siedo e scrivo tutte le spese fisse su un foglio'])
        .text,
    ).toMatch(/sederti e scrivere tutte le spese fisse su un foglio/);
  });

  it('"alla prossima cena provo a…" is a plan, not a goodbye', () => {
    const r = last('it', [
      'alle cene sto sempre zitta',
      'alla prossima cena provo a fare una domanda a qualcuno',
    ]);
    expect(r.text).toMatch(/fare una domanda a qualcuno/);
  });

  it('English plans opened by "and maybe", "I’ll" or "I think ill"', () => {
    expect(last('en', ['I miss home', 'and maybe cook something from home with my flatmates']).text).toMatch(
      /cook something from home with your flatmates/,
    );
    expect(
      last('en', ['I have a speech to give', 'I’ll practise the speech in front of my brother']).text,
    ).toMatch(/practise the speech in front of your brother/);
    expect(
      last('en', ['I have two offers', 'i think ill make a list of what each one gives me']).text,
    ).toMatch(/make a list of what each one gives you/);
  });

  it('"I feel ill" and "ma se ci penso sto male" stay statements', () => {
    expect(last('en', ['long day', 'I feel ill and tired']).text).not.toMatch(/concrete idea|worth trying/);
    expect(last('it', ['oggi ho visto le foto', 'ma se ci penso sto male']).text).not.toMatch(/Se ci pensi/);
  });
});
