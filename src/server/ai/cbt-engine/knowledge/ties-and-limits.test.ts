import { describe, expect, it } from 'vitest';
import { describeRouting, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'mio padre beve troppo, come ne parlo con lui?', 'relative_drinking_talk'],
  ['it', 'mia madre beve tutte le sere, come glielo dico?', 'relative_drinking_talk'],
  ['it', 'mio marito torna sempre ubriaco, cosa posso fare?', 'relative_drinking_talk'],
  ['it', 'come faccio a dire a mio papa che beve troppo?', 'relative_drinking_talk'],
  ['it', 'xke mia sorella nega di avere un problema con l alcol? come le parlo?', 'relative_drinking_talk'],
  ['it', 'il mio compagno beve di nascosto, cm tiro fuori il discorso?', 'relative_drinking_talk'],
  ['it', 'mia mamma e alcolizzata, come posso aiutarla?', 'relative_drinking_talk'],
  ['en', 'my brother drinks every night, how do I bring it up?', 'relative_drinking_talk'],
  ['en', 'how do i talk to my dad about his drinking?', 'relative_drinking_talk'],
  ['en', 'my mom drinks too much, what do i say to her?', 'relative_drinking_talk'],
  ['en', 'my husband is drinking again, how do i raise it without a fight?', 'relative_drinking_talk'],
  ['en', 'how do i get my boyfriend to see he has a drinking problem', 'relative_drinking_talk'],
  ['en', 'are there groups for the family, not the person drinking?', 'relative_drinking_talk'],

  ['it', 'il mio capo mi tocca e fa commenti sul mio corpo, è normale?', 'harassment_touch'],
  ['it', 'un collega mi tocca sempre il braccio e fa battute pesanti, e normale?', 'harassment_touch'],
  ['it', 'il prof mi ha toccato la gamba, cosa devo fare?', 'harassment_touch'],
  ['it', 'un cliente mi ha palpeggiata, e colpa mia?', 'harassment_touch'],
  ['it', 'il mio responsabile fa commenti sessuali su di me, a chi mi rivolgo?', 'harassment_touch'],
  ['it', 'mio zio mi tocca e nn mi piace, cosa faccio?', 'harassment_touch'],
  ['it', 'al lavoro un collega mi molesta, cosa posso fare?', 'harassment_touch'],
  ['en', 'he touches me and comments on my body, is that normal?', 'harassment_touch'],
  ['en', 'my boss keeps touching me at work, what should i do?', 'harassment_touch'],
  ['en', 'a coworker groped me at the party, is it my fault?', 'harassment_touch'],
  ['en', 'my coach makes comments about my body, is that normal?', 'harassment_touch'],
  ['en', 'how do i report sexual harassment at work?', 'harassment_touch'],

  ['it', 'come faccio con la mancanza della mia amica che si è trasferita?', 'missing_friend_moved'],
  [
    'it',
    'la mia migliore amica si e trasferita a londra e mi manca tantissimo, come faccio?',
    'missing_friend_moved',
  ],
  [
    'it',
    'il mio migliore amico e andato a vivere all estero, cm si fa a nn perdersi?',
    'missing_friend_moved',
  ],
  [
    'it',
    'mi manca un sacco la mia amica che vive all estero, e normale stare cosi male?',
    'missing_friend_moved',
  ],
  ['it', 'mia sorella si e trasferita in australia e mi manca, come faccio?', 'missing_friend_moved'],
  ['it', 'xke mi manca cosi tanto il mio amico che si e trasferito?', 'missing_friend_moved'],
  ['it', 'come si mantiene un amicizia a distanza?', 'missing_friend_moved'],
  ['en', 'how do I cope with missing her? my best friend moved to Australia', 'missing_friend_moved'],
  ['en', 'my best friend moved away and i miss her so much, how do i deal with it?', 'missing_friend_moved'],
  ['en', 'is it normal to miss my friend this much since he moved to canada?', 'missing_friend_moved'],
  ['en', 'my bff is moving to the other side of the world, how do we stay close?', 'missing_friend_moved'],
  ['en', 'how do you keep a long distance friendship going?', 'missing_friend_moved'],

  [
    'it',
    'a mio figlio hanno diagnosticato l adhd, ci sono libri per genitori?',
    'parent_resources_diagnosis',
  ],
  ['it', 'mia figlia e dislessica, dove posso informarmi come genitore?', 'parent_resources_diagnosis'],
  ['it', 'ci sono associazioni per genitori di bambini con dsa?', 'parent_resources_diagnosis'],
  ['it', 'mio figlio ha un dsa, mi consigli qualche lettura?', 'parent_resources_diagnosis'],
  [
    'it',
    'hanno fatto la diagnosi di adhd a mio figlio, che risorse ci sono x i genitori?',
    'parent_resources_diagnosis',
  ],
  ['it', 'cerco gruppi di genitori di ragazzi con adhd, dove li trovo?', 'parent_resources_diagnosis'],
  ['it', 'cm posso capirne di piu sulla discalculia di mia figlia?', 'parent_resources_diagnosis'],
  ['en', 'are there books for parents after an adhd diagnosis?', 'parent_resources_diagnosis'],
  ['en', 'any good books for parents of kids with adhd?', 'parent_resources_diagnosis'],
  [
    'en',
    'my daughter was just diagnosed with dyslexia, where can i learn more as a parent?',
    'parent_resources_diagnosis',
  ],
  ['en', 'are there support groups for parents of children with adhd?', 'parent_resources_diagnosis'],
  ['en', 'where can i read up on my son’s adhd?', 'parent_resources_diagnosis'],
];

// Look-alikes that belong elsewhere, or nowhere: coffee, one's own drinking and drinks out are not a
// relative's drinking; one's own body, a partner who no longer touches, "mi tocca lavorare" (I have
// to work) and words that touched the heart are not harassment; one's own move, a breakup, a death
// and a quarrel are not a friend far away; one's own ADHD, a plain book on anxiety, a child's
// reading worries and a diabetes diagnosis are not a parent looking for resources.
const NEAR_MISSES: Asked[] = [
  ['en', 'my dad drinks coffee all day, is that bad?', 'relative_drinking_talk'],
  ['it', 'mia madre beve troppo caffe, fa male?', 'relative_drinking_talk'],
  ['en', 'i drink too much every night, how do i stop?', 'relative_drinking_talk'],
  ['it', 'bevo troppo quando litigo con mio marito, come smetto?', 'relative_drinking_talk'],
  [
    'en',
    'my partner wants to go out for drinks with colleagues every friday, is that normal?',
    'relative_drinking_talk',
  ],
  ['it', 'mio padre fuma troppo, come gliene parlo?', 'relative_drinking_talk'],
  ['it', 'mio figlio non beve abbastanza acqua, cosa faccio?', 'relative_drinking_talk'],

  ['en', 'how do I stop hating my body?', 'harassment_touch'],
  ['it', 'come smetto di odiare il mio corpo?', 'harassment_touch'],
  [
    'it',
    'i commenti sul mio corpo sui social mi fanno stare male, come smetto di leggerli?',
    'harassment_touch',
  ],
  ['en', 'how do i stop comparing my body to people on instagram?', 'harassment_touch'],
  ['it', 'mi tocca lavorare anche sabato, è normale?', 'harassment_touch'],
  ['it', 'mio marito non mi tocca piu, e normale?', 'harassment_touch'],
  ['en', 'my husband doesnt touch me anymore, is that normal?', 'harassment_touch'],
  ['en', 'i was touched by her kindness, is that weird?', 'harassment_touch'],
  ['it', 'la sua lettera mi ha toccato nel profondo, e normale piangere?', 'harassment_touch'],
  ['it', 'il fisioterapista mi tocca la schiena, e normale che faccia male?', 'harassment_touch'],
  ['en', 'my boss yells at me, is that normal?', 'harassment_touch'],

  ['en', 'I moved to a new city and I’m lonely, how do I make friends?', 'missing_friend_moved'],
  ['it', 'mi sono trasferita a milano e mi mancano i miei amici, come faccio?', 'missing_friend_moved'],
  [
    'it',
    'mi sono trasferita in una nuova citta e non conosco nessuno, come faccio a fare amicizia?',
    'missing_friend_moved',
  ],
  ['en', 'i miss home so much since i moved abroad, is that normal?', 'missing_friend_moved'],
  ['it', 'mi manca il mio ex, come faccio a dimenticarlo?', 'missing_friend_moved'],
  ['it', 'mi manca mia nonna che e morta, e normale?', 'missing_friend_moved'],
  ['en', 'i miss my dog who died, is that normal?', 'missing_friend_moved'],
  ['it', 'mi manca la mia migliore amica, abbiamo litigato, come faccio?', 'missing_friend_moved'],
  ['en', 'is it normal to still miss her after six months', 'missing_friend_moved'],
  ['en', 'how do we make a long distance relationship work?', 'missing_friend_moved'],

  ['it', "mio figlio ha l'adhd, come lo aiuto?", 'parent_resources_diagnosis'],
  ['it', 'ho l adhd, ci sono libri che mi aiutano?', 'parent_resources_diagnosis'],
  ['en', 'i have adhd, any books for me?', 'parent_resources_diagnosis'],
  ['it', 'mi consigli un libro sull ansia?', 'parent_resources_diagnosis'],
  ['en', 'what book should i read about anxiety?', 'parent_resources_diagnosis'],
  ['en', 'my son struggles with reading, could it be dyslexia?', 'parent_resources_diagnosis'],
  ['it', 'mio figlio ha il diabete, ci sono libri per genitori?', 'parent_resources_diagnosis'],
  ['it', 'mio figlio ha avuto la diagnosi di autismo, come lo affronto?', 'parent_resources_diagnosis'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

// Questions nearby that keep their own entries.
const KEEPS: Asked[] = [
  ['en', 'I moved to a new city and I’m lonely, how do I make friends?', 'life_loneliness_move'],
  [
    'it',
    'mi sono trasferita in una nuova citta e non conosco nessuno, come faccio a fare amicizia?',
    'life_loneliness_move',
  ],
  ['it', 'mio figlio ha avuto la diagnosi di autismo, come lo affronto?', 'autism_parent_start'],
  ['it', "a mia figlia hanno diagnosticato l'autismo, da dove comincio?", 'autism_parent_start'],
  ['en', 'how do i stop comparing my body to people on instagram?', 'body_image_feed'],
  ['en', 'i drink too much every night, how do i stop?', 'alcohol_cut_down'],
  ['it', 'come faccio a bere di meno?', 'alcohol_cut_down'],
  ['en', 'my boss yells at me, is that normal?', 'others_treatment_not_normal'],
  ['it', 'mi consigli un libro sull ansia?', 'self_help_reading'],
];

describeRouting('ties and limits', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 4,
  minIt: 6,
  minEn: 4,
});

describe('ties and limits: what the answers say', () => {
  it('a relative who drinks: a sober moment, no labels, not your job, help for families and 112 in every wording', () => {
    const e = entry('relative_drinking_talk');
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/\b112\b/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/112 or your local emergency number/);
    const it = e.it.text.flat().join(' ');
    const en = e.en.text.flat().join(' ');
    expect(it).toMatch(/sobria/);
    expect(it).toMatch(/«alcolizzato»/);
    expect(it).toMatch(/SerD/);
    expect(it).toMatch(/Servizi per le Dipendenze/);
    expect(it).toMatch(/Al-Anon/);
    expect(it).toMatch(/medico di base/);
    expect(en).toMatch(/sober/);
    expect(en).toMatch(/Al-Anon/);
    expect(en).toMatch(/\bGP\b/);
    expect(en).toMatch(/isn’t your job/);
  });

  it('harassment: not normal, not your fault, 1522, Telefono Azzurro and 112 in every wording', () => {
    const e = entry('harassment_touch');
    for (const wording of e.it.text) {
      const text = wording.join(' ');
      expect(text).toMatch(/\b1522\b/);
      expect(text).toMatch(/\b19696\b/);
      expect(text).toMatch(/\b112\b/);
      expect(text).toMatch(/Consigliera di parità/);
    }
    for (const wording of e.en.text) {
      const text = wording.join(' ');
      expect(text).toMatch(/\b1522\b/);
      expect(text).toMatch(/harassment helpline/);
      expect(text).toMatch(/112 or your local emergency number/);
    }
    expect(e.it.text[0]![0]).toMatch(/^No, non è normale e non è colpa tua/);
    expect(e.en.text[0]![0]).toMatch(/^No, it isn’t normal, and it isn’t your fault/);
  });

  it('a friend far away: a rhythm of contact, a visit to plan, room for ties nearby', () => {
    const it = entry('missing_friend_moved').it.text.flat().join(' ');
    const en = entry('missing_friend_moved').en.text.flat().join(' ');
    expect(it).toMatch(/ritmo di contatto/);
    expect(it).toMatch(/visita/);
    expect(it).toMatch(/fuso orario/);
    expect(it).toMatch(/legami di tutti i giorni/);
    expect(en).toMatch(/rhythm of contact/);
    expect(en).toMatch(/visit/);
    expect(en).toMatch(/time difference/);
    expect(en).toMatch(/everyday ties/);
  });

  it('resources after a diagnosis: the team and the associations, and no invented titles', () => {
    const e = entry('parent_resources_diagnosis');
    const it = e.it.text.flat().join(' ');
    const en = e.en.text.flat().join(' ');
    for (const name of ['ANGSA', 'AIFA onlus', 'AID', 'neuropsichiatria', 'parent training'])
      expect(it).toContain(name);
    for (const name of ['ANGSA', 'AIFA onlus', 'AID', 'parent training', 'association'])
      expect(en).toContain(name);
    // Books are pointed to, never named: no quoted titles, no "by" an author.
    for (const s of [...e.it.text.flat(), ...e.en.text.flat()]) {
      expect(s).not.toMatch(/[«"“]/);
      expect(s).not.toMatch(/\bby [A-Z]/);
    }
  });
});

describeWriting('ties and limits', NEW_IDS);
