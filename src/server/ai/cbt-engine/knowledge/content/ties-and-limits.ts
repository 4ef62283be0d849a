/**
 * Questions about the people close by and the limits around them: talking to a parent, sibling or
 * partner who drinks too much, being touched or commented on against one's will, missing a friend
 * who moved far away, and where a parent can read and learn after a child's diagnosis. No diagnosis,
 * no medicine, no invented titles: what helps, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const TIES_AND_LIMITS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'relative_drinking_talk',
    kind: 'how_to',
    keys: 'mio padre=4, mia madre=4, mio papa=4, mia mamma=4, papa$=3, mamma=3, mio fratello=4, mia sorella=4, mio marito=4, mia moglie=4, il mio compagno=4, la mia compagna=4, il mio ragazzo=4, la mia ragazza=4, mio figlio=3, mia figlia=3, i miei genitori=4, my dad=4, my father=4, my mom=4, my mother=4, my parents=4, my brother=4, my sister=4, my husband=4, my wife=4, my partner=4, my boyfriend=4, my girlfriend=4, my son=3, my daughter=3, he drinks=4, she drinks=4, they drink=3, beve$=4, bevono=4, beveva=3, bevut=1, beve troppo=6, beve tutte=3, beve ogni=3, beve sempre=3, beve di nascosto=4, drinks$=3, drinking=2, drinks every=3, drinks too much=6, drinks a lot=5, drinking again=3, his drinking=6, her drinking=6, their drinking=6, il suo bere=6, quanto beve=4, alcol=2, alcohol=2, alcolizzat=4, alcolist=4, alcoholic=4, problema con l alcol=4, problemi con l alcol=4, drinking problem=4, problem with alcohol=4, problem with drinking=4, ubriac=2, drunk=2, ne parlo=3, parlarne=3, parlargli=3, parlarle=3, parlargliene=3, gliene parlo=3, glielo dico=3, dirglielo=3, affrontarl=3, affronto il discorso=3, tiro fuori=3, bring it up=5, bring up=3, talk to him=4, talk to her=4, talk to them=3, raise it=4, confront him=3, confront her=3, confront them=3, confronting=3, say to him=3, say to her=3, al anon=6, alanon=6, groups for the family=5, groups for families=5, family groups=5, for families=3, for the family=3, family members=3, per i familiari=4, per familiari=4, gruppi per famil=5, gruppi di famil=5, familiari=3, serd$=5, sert$=5, bevo$=-9, bevo troppo=-9, bevi$=-4, i$ drink=-9, my drinking=-9, im$ drinking=-9, ive$ been drinking=-9, i$ ve$ been drinking=-9, me drink=-6, i$ get drunk=-9, mi ubriac=-9, caffe=-20, coffee=-20, acqua=-20, water=-20, tea$=-20, tisan=-20, latte$=-6, milk=-20, energy drink=-20, bibite=-6, soda$=-6, cola$=-6, for drinks=-20, out for drinks=-20, drinks with=-20, work drinks=-20, aperitiv=-6, farmac=-9, medicin=-9, medication=-9, pill=-9, antibiotic=-9',
    requires:
      'beve$=0, bevono=0, beveva=0, bevevano=0, bevut=0, bevend=0, alcol=0, alcolizzat=0, alcolist=0, ubriac=0, sbronz=0, drinks$=0, drinking=0, drinker=0, drunk=0, alcohol=0, alcoholic=0, booze=0, boozing=0',
    forms: ['how', 'what', 'should', 'normal', 'where', 'could', 'is_this'],
    it: lc(
      [
        'Scegli un momento in cui la persona è sobria e tranquilla, non la sera stessa né durante una lite: di solito va meglio la mattina dopo, a quattr’occhi e senza fretta.',
        'Parla da te e di momenti precisi, per esempio «sabato sera non ti reggevi in piedi e ho avuto paura», invece di etichette come «alcolizzato», che di solito fanno solo alzare un muro.',
        'È molto comune che la prima risposta sia negare o minimizzare: non vuol dire che hai sbagliato, spesso serve più di una conversazione, e smettere non è una cosa che puoi fare al posto suo.',
        'Se qualcuno è in pericolo, per esempio c’è violenza oppure la persona ha perso conoscenza e non si riesce a svegliare, chiama subito il 112.',
      ],
      [
        'Non tocca a te risolvere il suo rapporto con l’alcol: quello che puoi fare è dire con calma cosa vedi, cosa ti preoccupa e come ti fa stare, e prenderti cura anche di te.',
        'Puoi mettere dei limiti chiari, come non salire in macchina se ha bevuto o non coprire le sue assenze, e tenere al sicuro te e chi vive in casa con voi.',
        'Anche i familiari possono chiedere aiuto: il medico di base, il SerD della tua ASL, cioè i Servizi per le Dipendenze, che ricevono anche i familiari, e i gruppi Al-Anon, pensati per chi vive accanto a qualcuno che beve.',
        'Se c’è violenza, o se la persona non risponde e non si sveglia, chiama il 112.',
      ],
      ['Che cosa ti preoccupa di più, in questo momento?', 'C’è un momento tranquillo, nei prossimi giorni, in cui potresti parlargliene?'],
    ),
    en: lc(
      [
        'Pick a calm moment when they’re sober, not the same night or in the middle of a row: the next morning, just the two of you and without rushing, usually works better.',
        'Speak from your side about specific moments, like "on Saturday you could barely stand and I was scared", rather than labels such as "alcoholic", which tend to put up a wall.',
        'It’s very common for the first answer to be denial or "it’s not that bad": that doesn’t mean you got it wrong, it often takes more than one conversation, and stopping is not something you can do for them.',
        'If anyone is in danger, for example there is violence or they’ve passed out and can’t be woken, call 112 or your local emergency number straight away.',
      ],
      [
        'It isn’t your job to fix their drinking: what you can do is say calmly what you see, what worries you and how it affects you, and look after yourself as well.',
        'You can set clear limits, such as not getting in a car when they’ve been drinking or not covering for them, and keep yourself and anyone else at home safe.',
        'Families can get support too: your GP, local alcohol services, which also see family members, and Al-Anon family groups, which meet in Italy and across English-speaking countries for people living alongside someone who drinks.',
        'If there is violence, or they don’t respond and can’t be woken, call 112 or your local emergency number.',
      ],
      ['What worries you most right now?', 'Is there a calm moment in the next few days when you could bring it up?'],
    ),
  },
  {
    id: 'harassment_touch',
    kind: 'normal',
    keys: 'mi tocca=3, mi toccano=4, mi ha toccat=5, mi hanno toccat=5, toccarmi=4, toccata=3, tocca il sedere=6, tocca le gambe=6, tocca la gamba=6, tocca il seno=6, mi tocca sempre=2, mi tocca quando=2, senza permesso=3, senza consenso=3, palpeggi=6, palpat=5, molest=6, avances=5, allunga le mani=6, allungato le mani=6, mani addosso=5, mette le mani=5, commenti sul mio corpo=5, commenti sul mio fisico=5, commenti pesanti=4, commenti sessuali=5, battute sul mio corpo=5, battute pesanti=4, touches me=6, touched me=6, touching me=6, touch me=4, keeps touching=6, groped=6, grope=6, grabbed me=5, grabs me=5, harass=6, sexual comments=5, comments on my body=5, comments about my body=5, remarks about my body=5, inappropriat=3, unwanted=3, capo=2, collega=2, colleghi=1, responsabile=1, prof$=2, professor=2, allenator=2, cliente=1, zio$=2, boss=2, manager=1, coworker=2, colleague=2, teacher=2, coach=2, customer=1, uncle=2, normale=1, normal=1, e$ colpa mia=2, my fault=2, non mi tocca=-9, non mi tocca piu=-9, doesnt touch=-9, dont touch=-6, never touches=-9, anymore=-6, mi tocca andare=-9, mi tocca fare=-9, mi tocca lavorare=-9, mi tocca stare=-9, mi tocca restare=-9, mi tocca rimanere=-9, mi tocca rifare=-9, mi tocca studiare=-9, mi tocca aspettare=-9, mi tocca pagare=-9, mi tocca tornare=-9, mi tocca ricominciare=-9, mi tocca chiedere=-9, mi tocca dire=-9, mi tocca parlare=-9, mi tocca uscire=-9, mi tocca prendere=-9, mi tocca partire=-9, mi tocca alzarmi=-9, mi tocca svegliarmi=-9, mi tocca il turno=-9, mi tocca la notte=-9, tocca a me=-9, nel profondo=-9, commoss=-9, touched by=-9, deeply=-6, moved me=-9, fisioterap=-9, massagg=-9, physio=-9, massage=-9, sui social=-9, instagram=-9, tiktok=-9, online=-4, my feed=-9',
    requires:
      'mi tocca=0, mi toccano=0, mi ha toccat=0, mi hanno toccat=0, toccarmi=0, palpeggi=0, palpat=0, molest=0, avances=0, allunga le mani=0, allungato le mani=0, mani addosso=0, mette le mani=0, commenti sul mio corpo=0, commenti sul mio fisico=0, commenti sessuali=0, battute sul mio corpo=0, touches me=0, touched me=0, touching me=0, touch me=0, keeps touching=0, groped=0, grope=0, grabbed me=0, grabs me=0, harass=0, sexual comments=0, comments on my body=0, comments about my body=0, remarks about my body=0',
    forms: ['normal', 'is_this', 'how', 'what', 'should', 'where', 'could'],
    it: lc(
      [
        'No, non è normale e non è colpa tua: nessuno ha il diritto di toccarti o di fare commenti sul tuo corpo se non lo vuoi, al lavoro, a scuola o altrove.',
        'Hai il diritto di dire di no e di essere al sicuro; intanto aiuta annotare date, luoghi, cosa è successo e chi era presente, e parlarne con qualcuno di cui ti fidi.',
        'Al lavoro puoi rivolgerti alle risorse umane, a un rappresentante sindacale o alla Consigliera di parità; il 1522, gratuito e attivo 24 ore su 24 anche in chat, ascolta chi subisce molestie, violenza o stalking.',
        'Se hai meno di 18 anni parlane con un adulto di fiducia o chiama Telefono Azzurro al 19696, e se sei in pericolo adesso chiama il 112.',
      ],
      [
        'Quello che descrivi ha un nome, molestia, e la responsabilità è di chi lo fa, non di come ti vesti, di come hai reagito o del fatto che sul momento non hai detto niente.',
        'Scrivere subito cosa è successo, quando, dove e davanti a chi, e conservare messaggi o email, ti sarà utile qualunque cosa deciderai di fare.',
        'Non devi affrontarlo senza nessuno accanto: una persona di fiducia, un rappresentante sindacale o le risorse umane possono aiutarti, e la Consigliera di parità tutela chi subisce molestie sul lavoro.',
        'Il 1522 è gratuito, risponde 24 ore su 24 anche in chat e ti aiuta a capire i passi possibili; chi ha meno di 18 anni può chiamare Telefono Azzurro al 19696, e in caso di pericolo immediato c’è il 112.',
      ],
      ['C’è una persona di fiducia a cui potresti raccontarlo nei prossimi giorni?', 'Ti senti al sicuro, in questo momento?'],
    ),
    en: lc(
      [
        'No, it isn’t normal, and it isn’t your fault: nobody has the right to touch you or comment on your body when you don’t want it, at work, at school or anywhere else.',
        'You have every right to say no and to be safe, and it helps to write down dates, places, what happened and who was there, and to tell someone you trust.',
        'At work you can go to HR or a union rep; in Italy there is also the Consigliera di parità and the free 1522 line, open 24/7 with a chat too, and elsewhere a local sexual-assault or harassment helpline can listen and help you plan.',
        'If you’re under 18, tell an adult you trust or, in Italy, call Telefono Azzurro on 19696, and if you’re in danger right now, call 112 or your local emergency number.',
      ],
      [
        'What you describe has a name, harassment, and the responsibility lies with the person doing it, not with what you wore, how you reacted or the fact that you said nothing at the time.',
        'Noting down straight away what happened, when, where and in front of whom, and keeping any messages or emails, will be useful whatever you decide to do next.',
        'You don’t have to face it without support: someone you trust, a union rep or HR can help, and in Italy the free 1522 line answers 24/7, while elsewhere a local sexual-assault or harassment helpline can talk your options through.',
        'If you’re under 18, speak to a trusted adult or, in Italy, Telefono Azzurro on 19696, and if you’re in immediate danger call 112 or your local emergency number.',
      ],
      ['Is there someone you trust you could tell in the next few days?', 'Do you feel safe right now?'],
    ),
  },
  {
    id: 'missing_friend_moved',
    kind: 'how_to',
    keys: 'migliore amica=4, migliore amico=4, la mia amica=3, il mio amico=3, mia amica=3, mio amico=3, amica=2, amico=2, amici=1, sorella=2, fratello=2, best friend=4, bestie=4, bff$=4, my friend=3, friend=2, my sister=2, my brother=2, si e trasferit=4, si sono trasferit=4, si trasferisce=4, si trasferira=4, e andat a vivere=4, e andata a vivere=4, andra a vivere=4, va a vivere=4, e$ partit=3, vive all estero=3, vive lontano=3, dall altra parte del mondo=3, moved away=5, moved to=3, has moved=3, she moved=4, he moved=4, they moved=3, is moving=3, moving away=4, moving to=2, lives abroad=3, other side of the world=3, australia=1, londra=1, london=1, mi manca=1, mi mancano=1, mancanza=1, la sua mancanza=1, sentire la mancanza=1, missing her=1, missing him=1, missing them=1, miss her=1, miss him=1, miss my friend=5, miss my best friend=5, amicizia a distanza=6, amicizie a distanza=6, long distance friend=6, fuso orario=3, fusi orari=3, time zone=3, time difference=3, restare vicin=2, stay close=3, keep in touch=3, restare in contatto=3, mi sono trasferit=-9, ci siamo trasferit=-6, mi trasferisco=-9, trasferirmi=-9, sto per trasferirmi=-9, i$ moved=-9, ive$ moved=-9, i$ ve$ moved=-9, we moved=-6, im$ moving=-9, i$ m$ moving=-9, i$ am$ moving=-9, mi manca casa=-9, miss home=-9, homesick=-9, nostalgia di casa=-9, ex$=-9, my ex=-9, ci siamo lasciat=-9, mi ha lasciat=-9, broke up=-9, breakup=-9, morto=-9, morta=-9, e mancat=-9, lutto=-9, died=-9, passed away=-9, death=-9, litigat=-6, falling out=-6, fell out=-6, non mi parla=-6, stopped talking=-6',
    requires:
      'mi manca=0, mi mancano=0, manca tanto=0, mancanza=0, missing=0, miss$=0, misses$=0, si e trasferit=0, si sono trasferit=0, si trasferisce=0, si trasferira=0, e andat a vivere=0, andra a vivere=0, va a vivere=0, e$ partit=0, vive all estero=0, vive lontano=0, moved away=0, moved to=0, has moved=0, she moved=0, he moved=0, they moved=0, is moving=0, moving away=0, lives abroad=0, amicizia a distanza=0, amicizie a distanza=0, long distance friend=0',
    forms: ['how', 'normal', 'what', 'why', 'is_this', 'could'],
    it: lc(
      [
        'Sentire così tanto la mancanza di qualcuno racconta quanto è importante il vostro legame: non è un segno che c’è qualcosa che non va in te, è l’altra faccia dell’affetto.',
        'Aiuta darsi un ritmo di contatto, invece di aspettare l’occasione giusta: una chiamata fissa a settimana, dei vocali durante la giornata, una serie da guardare nello stesso momento per poi commentarla insieme.',
        'Se c’è un fuso orario di mezzo, cercate una finestra che vada bene a entrambi e tenetela, e fissare già una visita, anche lontana, vi dà una data a cui guardare.',
      ],
      [
        'Quando una persona così vicina va a vivere lontano l’amicizia cambia forma, ma può restare: meno caffè improvvisati, più appuntamenti scelti apposta.',
        'I piccoli gesti regolari contano più delle lunghe telefonate rare: la foto di qualcosa che vi farebbe ridere, un vocale mentre cammini, una chiamata sempre nello stesso giorno.',
        'Progettare insieme una visita, con un mese preciso e magari un biglietto, trasforma il «chissà quando» in una data da aspettare.',
        'Intanto lascia spazio anche ai legami di tutti i giorni vicino a te: non prendono il suo posto, ma rendono la mancanza più leggera.',
      ],
      ['Quale ritmo di contatto potrebbe funzionare per entrambi, con i vostri orari?', 'Che cosa ti manca di più delle vostre giornate insieme?'],
    ),
    en: lc(
      [
        'Missing someone this much shows how much the bond matters: it isn’t a sign that something is wrong with you, it’s the other side of caring about them.',
        'A rhythm of contact helps more than waiting for the right moment: a fixed call each week, voice notes through the day, a series you watch at the same time and then talk about.',
        'If there is a time difference, find a window that works for both of you and keep it, and planning a visit, even a distant one, gives you both a date to look forward to.',
      ],
      [
        'When someone this close moves far away the friendship changes shape, but it can stay: fewer spur-of-the-moment coffees, more time you set aside on purpose.',
        'Small regular gestures count for more than long calls now and then: a photo of something that would make you both laugh, a voice note on your walk, a call on the same day each week.',
        'Planning a visit together, with a month in mind and maybe a ticket, turns "who knows when" into a date to count down to.',
        'Meanwhile, leave room for everyday ties close to home as well: they don’t take their place, but they make the missing lighter.',
      ],
      ['What rhythm of contact could work for both of you, with your time zones?', 'What do you miss most about your days together?'],
    ),
  },
  {
    id: 'parent_resources_diagnosis',
    kind: 'how_to',
    keys: 'adhd=4, deficit di attenzione=4, iperattiv=3, dsa$=5, dislessi=5, discalcul=5, disgrafi=5, disortograf=5, disturbi specifici dell apprendimento=5, disturbo specifico dell apprendimento=5, dyslexi=5, dyscalculi=5, dyspraxi=5, dysgraphi=5, learning disabilit=4, learning difficult=4, specific learning=4, diagnosi=2, diagnosticat=2, certificazione=2, diagnosis=2, diagnosed=2, mio figlio=2, mia figlia=2, nostro figlio=2, nostra figlia=2, my son=2, my daughter=2, my child=2, our son=2, our daughter=2, our child=2, bambin=1, ragazz=1, figli=1, kids$=1, child=1, per genitori=4, per i$ genitori=4, for parents=4, genitor=2, parent=2, libri=2, libro=2, letture=2, qualche lettura=2, una lettura=2, delle letture=2, da leggere=2, risorse=2, associazion=3, gruppi di genitori=5, gruppo di genitori=5, gruppi per genitori=5, parent training=6, corsi per genitori=5, corso per genitori=5, informarmi=3, informarci=3, documentarmi=3, saperne di piu=3, capirne di piu=3, siti$=2, books=2, book$=2, reading list=2, what to read=2, to read=1, resources=2, resource$=2, association=3, associations=3, charity=3, charities=3, organisation=3, organization=3, support group=4, parent group=5, parents group=5, parent groups=5, courses for parents=5, learn more=3, learn about=3, read up=4, websites=2, sono dislessic=-9, ho la dislessia=-9, ho l adhd=-9, ho adhd=-9, im$ dyslexic=-9, i$ have adhd=-9, i$ have dyslexia=-9, i$ was diagnosed=-9, i$ got diagnosed=-9, ive$ been diagnosed=-9, i$ ve$ been diagnosed=-9, mi hanno diagnosticato=-9, mi hanno fatto la diagnosi=-9, da adulto=-9, da adulta=-9, as an adult=-9, autism=-3, autistic=-3, diabet=-9, epiless=-9, epileps=-9, tumor=-9, cancro=-9, cancer=-9, leucemi=-9, leukaemi=-9, leukemi=-9, asma$=-9, asthma=-9, allergi=-9, celiac=-9, coeliac=-9, farmac=-9, medicin=-9, medication=-9, meds$=-9, ritalin=-9',
    requires:
      'libri=0, libro=0, letture=0, qualche lettura=0, una lettura=0, delle letture=0, da leggere=0, risorse=0, associazion=0, gruppi di genitori=0, gruppo di genitori=0, gruppi per genitori=0, parent training=0, corsi per genitori=0, corso per genitori=0, informarmi=0, informarci=0, documentarmi=0, saperne di piu=0, capirne di piu=0, books=0, book$=0, reading list=0, what to read=0, to read=0, resources=0, resource$=0, association=0, associations=0, charity=0, charities=0, organisation=0, organization=0, support group=0, parent group=0, parents group=0, parent groups=0, courses for parents=0, learn more=0, learn about=0, read up=0',
    forms: ['how', 'where', 'what', 'could', 'should'],
    it: lc(
      [
        'Il primo posto a cui chiedere è l’équipe che ha fatto la diagnosi, di solito la neuropsichiatria dell’infanzia e dell’adolescenza: chiedi quali letture consigliano ai genitori e se propongono percorsi di parent training.',
        'Le associazioni di genitori danno informazioni affidabili, corsi e gruppi di incontro: per l’autismo c’è l’ANGSA, per l’ADHD l’AIFA onlus, per la dislessia e gli altri DSA l’AID, Associazione Italiana Dislessia.',
        'Anche la biblioteca della tua zona e la scuola, per esempio l’insegnante referente per l’inclusione, possono indicarti materiali adatti all’età di tuo figlio o tua figlia.',
      ],
      [
        'All’inizio arrivano tante informazioni insieme: conviene sceglierne poche e affidabili, partendo da quello che consiglia chi vi segue, più che dalle ricerche notturne online.',
        'Parlare con altri genitori che ci sono già passati aiuta molto, e i gruppi delle associazioni, come ANGSA per l’autismo, AIFA onlus per l’ADHD e AID per la dislessia, esistono proprio per questo.',
        'Chiedi alla neuropsichiatria infantile se nella tua zona ci sono corsi per genitori, e alla scuola come potete lavorare insieme.',
        'Una cosa alla volta va bene, e anche il tuo riposo fa parte del percorso: un genitore che recupera energie è una risorsa per tutta la famiglia.',
      ],
      ['Su che cosa vorresti capirne di più, per cominciare?', 'C’è un’associazione o un gruppo di genitori a cui potresti scrivere questa settimana?'],
    ),
    en: lc(
      [
        'The first place to ask is the team that made the diagnosis, such as the child development or child mental health team: ask what they recommend parents read and whether they run parent training programmes.',
        'Parent associations offer reliable information, courses and groups: look for your country’s national autism, ADHD or dyslexia association, and in Italy ANGSA for autism, AIFA onlus for ADHD and AID for dyslexia.',
        'Your local library and your child’s school, for example the teacher who coordinates support for pupils with additional needs, can also point you to material that fits your child’s age.',
      ],
      [
        'At the start a lot of information arrives at once, so it helps to pick a few reliable sources, beginning with what the team looking after your child suggests, rather than late-night searches online.',
        'Hearing from other parents who are a few steps ahead helps a lot, and national autism, ADHD and dyslexia associations often run parent groups for exactly this.',
        'Ask the team that made the diagnosis whether there are courses for parents near you, and ask the school how you can work together.',
        'One thing at a time is fine, and your own rest is part of this too: a parent who gets to recharge is a resource for the whole family.',
      ],
      ['What would you most like to understand better, to begin with?', 'Is there an association or parent group you could get in touch with this week?'],
    ),
  },
];
