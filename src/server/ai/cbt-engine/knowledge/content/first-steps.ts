/**
 * First steps that people dread more than they need to: what happens at a first session with a
 * psychologist, whether to ask a boss or a teacher for something by email or face to face, what to
 * say in an exam, a viva or an interview when you don't know the answer, what to tell relatives who
 * ask about a setback at a wedding or a family lunch, hands or a bow shaking when playing in front of
 * people, and why a hobby stops being fun once it has to be perfect. No diagnosis, no medicine: what
 * usually helps, a small step, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

const THERAPY =
  'psicolog=0, psicoterapeut=0, psicoterapia=0, terapeut=0, terapia=0, counsel=0, therap=0, psycholog=0, psychotherap=0, prima seduta=0, prime sedute=0, colloquio conoscitivo=0, seduta conoscitiva=0, first session=0, first counsel=0';

const SPOKEN =
  'a voce=0, di persona=0, faccia a faccia=0, in presenza=0, dal vivo=0, de visu=0, personalmente=0, direttamente=0, per iscritto=0, o parlarci=0, o parlargli=0, o parlarle=0, o glielo dico=0, o chiamo=0, o lo chiamo=0, o la chiamo=0, in person=0, face to face=0, personally=0, directly=0, in writing=0, or talk to=0, or speak to=0, or call=0, or tell him=0, or tell her=0';

const EXAM_SETTING =
  'esam=0, orale$=0, interrogazion=0, commission=0, controrelator=0, relator=0, discussione=0, tesi$=0, laurea=0, colloqui=0, concorso=0, selezionator=0, prof$=0, professor=0, docente=0, exam=0, oral$=0, viva$=0, vivas$=0, defen=0, thesis=0, dissertation=0, examiner=0, interview=0, panel=0, recruiter=0, committee=0, esaminator=0, presentazion=0, presentation=0, riunione=0, meeting=0';

const ASKED_ABOUT =
  'chiedono=0, chiederanno=0, chiedera=0, mi chiede=0, domande=0, domandano=0, impiccion=0, ficcanaso=0, ask=0, nosy=0, questions=0, prying=0';

const SHAKING = 'trem=0, shak=0, trembl=0, shaky=0, jitter=0, wobbl=0, quiver=0';

const JUDGED =
  'perfett=0, perfezion=0, perfect=0, critic=0, judg=0, giudic=0, errori=0, errore=0, sbagli=0, sbaglio=0, bravo=0, brava=0, bravi=0, brave=0, abbastanza bell=0, abbastanza buon=0, good enough=0, compet=0, standard=0, beating myself up=0, beat myself up=0, hard on myself=0, prendermela=0, me la prendo=0, pressione=0, pressure=0, mistake=0, supposed to be fun=0, feel like work=0, feels like work=0, like a job=0, like homework=0, a chore=0, sembra un lavoro=0, come un lavoro=0, un dovere=0, good at=0, compar=0, paragon=0, mi confronto=0, confrontarmi=0, supposed to be just for fun=0, meant to be fun=0, should be fun=0, dovrebbe essere un divertimento=0, dovrebbe divertirmi=0, dovrebbe essere divertente=0';

export const FIRST_STEPS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'first_therapy_session',
    kind: 'how_to',
    keys: 'prima seduta=6, prime sedute=4, primo incontro=4, primo appuntamento=4, primo colloquio=4, colloquio conoscitivo=6, seduta conoscitiva=6, prima volta=3, prima visita=3, first session=6, first therapy=6, first counsel=6, first appointment=4, first meeting=4, first visit=3, first time=3, initial assessment=5, intake=3, cosa si dice=2, cosa dico=1, cosa dire=1, cosa devo dire=2, cosa succede=2, come funziona=1, di cosa si parla=2, di cosa parlo=2, cosa mi chied=2, mi chiedera=2, aspettarmi=2, prepar=1, portare=1, porto=1, agitat=1, ansia=1, what happens=2, what do i say=2, what to say=2, what should i say=2, what do you say=2, what to talk about=2, talk about=1, ask me=1, expect=2, prepare=1, bring=1, nervous=1, anxious=1, psicolog=1, psicoterapeut=1, terapeut=1, terapia=1, therap=1, psycholog=1, psychotherap=1, counsel=1, trovare=-4, trovo=-4, cerco=-3, find=-4, costa=-4, costo=-4, cost$=-4, prezzo=-4, price=-4, app$=-8, applicazion=-8, cambiare=-4, change=-3, switch=-4, dopo la prima=-6, dopo il primo=-6, after the first=-6, after my first=-6, had my first=-6, ho avuto la prima=-6, ho fatto la prima=-6, ho fatto il primo=-6, laser=-9, tatuagg=-9, tattoo=-9, fisioterap=-9, physio=-9, personal trainer=-9, palestra=-9, gym=-9, dentist=-9, farmac=-9, medication=-9, primo giorno=-6, first day=-6, date$=-9',
    requires: THERAPY,
    forms: ['how', 'what', 'normal', 'should', 'is_this'],
    it: lc(
      [
        'Alla prima seduta non serve arrivare con un discorso pronto: di solito è lo psicologo a fare domande, su cosa ti porta lì, da quanto va avanti e com’è la tua vita adesso.',
        'Se temi di bloccarti, scrivi prima due o tre appunti, per esempio cosa ti pesa di più e in quali momenti, e leggili pure durante l’incontro.',
        'Puoi dire cosa speri di ottenere, anche in modo vago come «vorrei dormire meglio» o «vorrei stare meno in allerta», e dire apertamente che l’incontro ti mette ansia: è un’informazione utile, non una figuraccia.',
        'Il primo incontro serve anche a te per capire se ti trovi bene: puoi chiedere come lavora, che approccio usa, ogni quanto vi vedrete e quanto potrebbe durare il percorso.',
      ],
      [
        'Il primo colloquio è soprattutto un modo per conoscersi: chi hai davanti ti guida con le sue domande, quindi non devi sapere in anticipo cosa dire né raccontare tutto subito.',
        'Può bastare una frase semplice per cominciare, come «sono qui perché da qualche mese l’ansia mi sta togliendo spazio», e poi aggiungere cosa vorresti che cambiasse.',
        'Va benissimo portare qualche nota scritta, e anche dire che l’idea della seduta ti agita: capita a moltissime persone e chi fa questo lavoro lo sa.',
        'La sintonia conta più di qualsiasi tecnica: alla fine puoi chiedere che approccio segue, per esempio cognitivo-comportamentale, e se dopo qualche incontro non ti trovi bene è legittimo cercare qualcun altro.',
      ],
      [
        'Cosa vorresti che lo psicologo sapesse per prima cosa?',
        'Quali due o tre appunti potresti scrivere prima della seduta?',
      ],
    ),
    en: lc(
      [
        'You don’t need a prepared speech for a first session: the therapist usually leads with questions about what brings you, how long it has been going on and what daily life looks like right now.',
        'If you worry your mind will go blank, jot down a few notes beforehand, such as what weighs on you most and when it is worst, and feel free to read from them.',
        'It helps to say what you are hoping for, even roughly, like "I’d like to sleep better" or "I want to stop dreading Mondays", and it is completely fine to say you feel nervous.',
        'The first meeting is also your chance to see whether the fit feels right, so you can ask how they work, what approach they use and how often you would meet.',
      ],
      [
        'A first appointment is mostly about getting to know each other, and steering it is the therapist’s job, so you don’t have to know what to say or tell the whole story at once.',
        'A simple opening can be enough, such as "For a few months anxiety has been taking over, and I’d like to get some room back", followed by what you would like to be different.',
        'Bringing a written note is perfectly normal, and so is admitting that the session itself makes you anxious: therapists hear that all the time, and it tells them something useful.',
        'Fit matters more than any single technique, so at the end you can ask about their approach, for example whether they use CBT, and if it still doesn’t feel right after a few sessions you can look for someone else.',
      ],
      [
        'What would you most want the therapist to know first?',
        'Which two or three notes could you write down before the session?',
      ],
    ),
  },
  {
    id: 'request_email_or_in_person',
    kind: 'how_to',
    keys: 'a voce=4, di persona=4, faccia a faccia=4, in presenza=3, dal vivo=3, de visu=4, personalmente=2, direttamente=1, per iscritto=3, o parlarci=3, o parlargli=3, o parlarle=3, o glielo dico=3, o chiamo=2, o lo chiamo=2, o la chiamo=2, in person=4, face to face=4, personally=2, directly=1, in writing=3, or talk to=3, or speak to=3, or call=2, or tell him=2, or tell her=2, mail=3, email=3, scriver=1, scrivo=1, write=1, messaggio=1, message=1, text$=1, teams$=1, whatsapp=1, chiedere=1, chiedo=1, chiederlo=1, chiederglielo=2, glielo chiedo=2, ask=1, request=1, richiest=1, permesso=1, cambio turno=2, cambiare turno=2, cambio di turno=2, turno=1, turni=1, ferie=1, giorno libero=1, smart working=2, lavoro da casa=2, lavorare da casa=2, remote=1, work from home=2, working from home=2, wfh=2, day off=1, time off=1, rota=2, shift=1, swap=1, extension=1, proroga=1, capo=1, capa$=1, caposala=2, coordinatric=2, boss=1, manager=1, prof=1, professor=1, teacher=1, insegnant=1, responsabil=1, head nurse=2, ward manager=2, supervisor=1, meglio=1, better=1, ragazz=-8, boyfriend=-8, girlfriend=-8, fidanzat=-8, partner=-8, crush=-8, date$=-6, lasciar=-8, break up=-8, breakup=-8, dump=-8, condoglian=-8, condolence=-8, lutto=-8, amic=-4, friend=-4, mamma=-4, mom$=-4, non risponde=-6, non mi risponde=-6, doesnt reply=-6, hasnt replied=-6, no reply=-6, colloqui=-4, interview=-4, terapia=-6, therapy=-6, psicolog=-6, therapist=-6, lezion=-4, lesson=-4, corso=-3, course=-3',
    requires: SPOKEN,
    forms: ['how', 'what', 'should', 'normal', 'is_this'],
    it: lc(
      [
        'Spesso funziona meglio chiedere a voce e poi mettere tutto per iscritto: di persona arriva il tono gentile e vedi subito la reazione, così puoi sciogliere un dubbio sul momento.',
        'Subito dopo basta una mail breve, come «Come ci siamo detti, le confermo la richiesta di cambio turno per il 12», che lascia una traccia chiara per tutti e due.',
        'Scrivere soltanto una mail, senza parlarne prima, va meglio se la persona è difficile da trovare, se la richiesta ha bisogno di essere pensata con calma o se dove lavori si fa così.',
        'In entrambi i casi aiuta fare una sola richiesta chiara, con un motivo breve e una proposta concreta, per esempio come verrà coperto il turno o il lavoro di quel giorno.',
      ],
      [
        'Non c’è un canale giusto in assoluto, ma una buona regola è parlarne a voce e confermare per email.',
        'Due minuti di persona, anche alla fine di una riunione o del turno, rendono la richiesta più calda e ti permettono di cogliere eventuali perplessità e di rispondere subito.',
        'Se la caposala, il capo o l’insegnante è sempre di corsa, o deve prima controllare date e sostituzioni, una mail ben scritta dà il tempo di pensarci senza mettere nessuno alle strette.',
        'Chiedi una cosa sola, con il perché e una soluzione pronta, come «vorrei lavorare da casa il venerdì durante il trasloco, resto raggiungibile e chiudo il report entro giovedì».',
      ],
      [
        'Qual è la tua richiesta, in una frase sola?',
        'In quale momento potresti trovare due minuti per parlarne di persona?',
      ],
    ),
    en: lc(
      [
        'Asking in person and then putting it in writing often works best: face to face your warmth comes across, and you can read the reaction and answer a doubt on the spot.',
        'Afterwards a short email is enough, such as "Thanks for today, just confirming my request to swap to the early shift on the 12th", so there is a clear record for both of you.',
        'Email alone suits better when the person is hard to catch, when the request needs some thought, or when that is simply how things are done where you work.',
        'Either way, make one clear request with a brief reason and a ready solution, for example how the shift or that day’s work will be covered.',
      ],
      [
        'There is no single right channel, but a good rule of thumb is to talk in person and confirm by email.',
        'A two-minute chat, even at the end of a meeting or a shift, makes the request feel warmer and lets you notice any hesitation and deal with it straight away.',
        'If your manager, head nurse or teacher is always rushing, or has to check dates and cover first, a well-written email gives them time to think without feeling put on the spot.',
        'Keep it to one ask, with the reason and a proposal, like asking to work from home on Fridays during your move while staying reachable and finishing the report by Thursday.',
      ],
      ['What is your request, in one sentence?', 'When could you find two minutes to raise it face to face?'],
    ),
  },
  {
    id: 'dont_know_answer_exam',
    kind: 'how_to',
    keys: 'non so rispondere=4, non saprei rispondere=4, non sapere rispondere=4, non saper rispondere=4, non so la risposta=5, non sai la risposta=5, non sapere la risposta=5, non conosco la risposta=5, non la so=3, non lo so=2, non saperlo=3, una cosa che non so=5, cosa che non so=4, cosa che non sai=4, domanda che non so=5, mi chiedono una cosa=2, mi fanno una domanda=2, non ho studiato=4, non ho ripassato=4, non l ho studiat=4, didnt study=4, havent studied=4, didnt revise=4, havent revised=4, didnt cover=3, havent covered=3, ask me something=2, asks me something=2, ask something=2, asks something=2, a cui non so=5, a cui non sai=5, non so una cosa=4, non sai una cosa=5, non so una domanda=5, non sapere una cosa=5, non sapere qualcosa=5, di non sapere=4, scena muta=5, dont know the answer=5, dont know an answer=5, dont know something=5, something i dont know=5, something you dont know=5, something i cant answer=5, if i dont know=4, if you dont know=4, when i dont know=4, when you dont know=4, dont know it=3, cant answer=4, cannot answer=4, unable to answer=4, admit i dont know=5, admit you dont know=5, question i dont know=5, questions i dont know=5, dont have an answer=4, dont have the answer=4, stumped=4, esam=1, orale$=1, interrogazion=1, commission=2, controrelator=2, relator=1, discussione=1, tesi$=1, laurea=1, colloqui=1, concorso=1, selezionator=1, prof$=1, professor=1, docente=1, exam=1, oral$=1, viva$=2, vivas$=2, defen=1, thesis=1, dissertation=1, examiner=2, esaminator=2, interview=1, panel=1, recruiter=1, committee=1, presentazion=1, presentation=1, riunione=1, meeting=1, domand=1, question=1, figli=-6, my son=-6, my daughter=-6, my kid=-6, my child=-6, kids=-6, bambin=-6, vuoto$=-3, blank$=-3',
    requires: EXAM_SETTING,
    forms: ['how', 'what', 'normal', 'should', 'is_this'],
    it: lc(
      [
        'Davanti alla commissione una pausa è permessa: puoi dire «mi prendo un attimo per pensarci», respirare e riordinare le idee, e quei secondi sembrano molto più lunghi a te che a chi ascolta.',
        'Se davvero non sai la risposta, parti da ciò che sai di vicino, per esempio «questo aspetto non l’ho approfondito, ma lo affronterei partendo da…», e spiega il ragionamento.',
        'Ammettere con calma un limite di solito viene letto come serietà e competenza, mentre una risposta inventata si nota quasi sempre.',
        'Nei giorni prima scegli due o tre domande difficili che temi di più, dal controrelatore o dal selezionatore, e prova a rispondere ad alta voce: l’imprevisto farà meno paura.',
      ],
      [
        'Non sapere una risposta all’orale, alla discussione della tesi o a un colloquio capita anche a chi ha studiato moltissimo, e chi fa le domande lo sa bene.',
        'Puoi prenderti qualche secondo, ripetere la domanda con parole tue per verificare di averla capita e poi collegarti a quello che conosci, come «non ho studiato questo caso, ma per analogia direi che…».',
        'Un «non lo so, però ecco come ci arriverei» mostra metodo e onestà, due cose che una commissione apprezza più di una risposta tirata a indovinare.',
        'Per allenarti, chiedi a qualcuno di farti due o tre domande scomode sul tuo lavoro e ripeti proprio la frase di passaggio, finché non ti viene naturale.',
      ],
      [
        'Quale domanda temi di più che ti facciano?',
        'Con quale frase potresti prenderti qualche secondo per pensare?',
      ],
    ),
    en: lc(
      [
        'A pause is allowed: you can say "Let me think about that for a moment", take a breath and gather your thoughts, and those seconds feel far longer to you than to the people listening.',
        'If you really don’t know, start from what you do know that is close, for example "I haven’t looked at that specifically, but I’d approach it by…", and walk them through your reasoning.',
        'Calmly admitting a limit usually reads as honesty and competence, while a made-up answer tends to show.',
        'In the days before, pick two or three hard questions you most dread, from the examiner or the interview panel, and practise answering them out loud so the unexpected feels less threatening.',
      ],
      [
        'Not knowing an answer in an oral exam, a viva or an interview happens to people who have worked very hard too, and the people asking know it.',
        'You can take a few seconds, put the question in your own words to check you have understood it, then link it to something you know, such as "I didn’t cover that case, but by analogy I’d expect…".',
        'Saying "I don’t know, but here’s how I’d find out" shows method and honesty, which examiners and panels tend to value more than a confident guess.',
        'To practise, ask someone to throw two or three awkward questions at you about your work and rehearse that bridging sentence until it comes naturally.',
      ],
      [
        'Which question are you most afraid they will ask?',
        'What sentence could you use to buy a few seconds?',
      ],
    ),
  },
  {
    id: 'tell_relatives_setback',
    kind: 'how_to',
    keys: 'parenti$=3, parente$=3, parentado=3, zii$=3, zia$=3, zio$=3, zie$=3, cugin=3, nonn=2, suocer=3, famiglia=2, familiari=3, relatives=3, relative$=2, rellies=3, family=2, aunt=3, aunts=3, auntie=3, uncle=3, uncles=3, cousin=3, grandm=2, grandp=2, in laws=3, in law=3, pranzo di natale=3, cena di natale=3, cenone=3, natale=2, pasqua=2, pranzo della domenica=3, pranzo in famiglia=3, pranzi in famiglia=3, pranzo di famiglia=3, cena di famiglia=3, cena in famiglia=3, matrimonio=2, matrimoni=2, battesimo=2, comunione=2, cresima=2, rimpatriata=2, feste$=1, christmas=2, thanksgiving=2, easter=2, wedding=2, weddings=2, family lunch=3, family dinner=3, family gathering=3, reunion=2, christening=2, party=1, amici=1, friends=1, people=1, tutti=1, everyone=1, gente=1, chiedono=1, chiederanno=2, chiedera=1, mi chiede=1, domande=1, domandano=1, impiccion=2, ficcanaso=2, nosy=2, prying=2, ask about=2, asking about=2, ask me about=2, asks about=2, ask why=1, ask when=1, ask how=1, when they ask=2, if they ask=2, when people ask=2, quando chiedono=2, quando mi chiedono=2, se mi chiedono=2, laurea=1, laureo=1, laurear=1, esame=1, esami=1, bocciat=1, non ho passato=1, lavoro=1, licenzia=1, disoccupat=1, ex$=1, rottura=1, separazion=1, divorzi=1, lasciat=1, single=1, fidanzat=1, failed=1, fail$=1, exam=1, degree=1, graduat=1, job=1, fired=1, laid off=1, redundan=1, unemploy=1, breakup=1, break up=1, divorce=1, split=1, uni$=1, cosa rispondo=2, come rispondo=2, cosa rispondere=2, cosa dico=1, cosa gli dico=1, cosa dire=1, rispondere=1, what to tell=1, what do i say=1, what do i tell=1, what to say=1, answer=1, respond=1, reply=1, handle=1, gestisco=1, gestire=1, deflect=2, sviare=2, cambiare argomento=2, change the subject=2, mio figlio=-6, mia figlia=-6, i miei figli=-6, my son=-6, my daughter=-6, my kid=-6, my kids=-6, my child=-6, my children=-6, morto=-8, morta=-8, died=-8, death=-8, morte=-8, funeral=-8, funerale=-8, prof$=-6, professor=-6, commission=-6, esaminator=-6, examiner=-6, controrelator=-6, orale$=-6, viva$=-6, interview=-4, colloqui=-4, lutto=-8, grief=-8, malattia=-6, diagnos=-6, soldi=-6, money=-6, prestito=-6, loan=-6, aiuto=-2, help=-2',
    requires: ASKED_ABOUT,
    forms: ['how', 'what', 'should', 'normal'],
    it: lc(
      [
        'Ai parenti non devi un resoconto completo: puoi decidere tu quanto raccontare, anche se la domanda arriva davanti a tutti al pranzo di Natale.',
        'Prepara prima una frase breve e vera, come «sto finendo con calma, la laurea arriva quando arriva» oppure «quel lavoro è finito, ora sto valutando cosa fare», e ripetila un paio di volte ad alta voce.',
        'Subito dopo sposta l’attenzione con una domanda su di loro, per esempio sul viaggio della zia o sull’orto del nonno: di solito la conversazione segue.',
        'Se puoi, avvisa prima una persona di fiducia che sarà lì, un cugino o un’amica, così ti aiuta a cambiare argomento se qualcuno insiste.',
      ],
      [
        'Quando i parenti chiedono dell’esame andato male, del lavoro perso o di una storia finita, puoi rispondere con poco, senza mentire e senza giustificarti.',
        'Basta una frase decisa prima di arrivare, tipo «è stato un periodo impegnativo, ci sto lavorando», seguita da un cambio di discorso come «e tu, come va con la casa nuova?».',
        'Se qualcuno insiste, puoi ripetere la stessa frase con gentilezza oppure dire «preferisco non parlarne oggi, grazie»: non è scortesia, è un limite ragionevole.',
        'Mettersi d’accordo con un alleato, un fratello o un’amica che ci sarà, aiuta molto: sa quando intervenire e ti toglie un po’ di peso dalle spalle.',
      ],
      [
        'Quale frase breve e vera potresti preparare?',
        'Chi potrebbe darti una mano a cambiare argomento quel giorno?',
      ],
    ),
    en: lc(
      [
        'You don’t owe anyone a full account: you decide how much to share, even when the question comes in front of everyone at a wedding or a family lunch.',
        'Prepare one short, true sentence in advance, such as "I’m taking the exam again in June" or "That job ended, and I’m working out what’s next", and say it out loud a couple of times beforehand.',
        'Then turn the conversation with a question about them, like their holiday or their garden, since most people are happy to talk about themselves.',
        'If you can, tell one trusted person who will be there, a cousin or a friend, so they can step in and change the subject if someone keeps pushing.',
      ],
      [
        'When relatives ask about a failed exam, a lost job or a break-up, you can answer briefly without lying and without justifying yourself.',
        'A line decided before you arrive is enough, such as "It’s been a tough year, but I’m working on it", followed straight away by "Anyway, how’s the new house going?".',
        'If someone presses, you can calmly repeat the same line or say "I’d rather not get into it today, thanks": that isn’t rude, it is a reasonable limit.',
        'Having an ally at the event helps a lot, a sibling or friend who knows the plan and can jump in with another topic when you give them a look.',
      ],
      ['What short, true sentence could you prepare?', 'Who could be your ally on the day?'],
    ),
  },
  {
    id: 'performance_tremor',
    kind: 'how_to',
    keys: 'tremore=1, tremano=1, trema$=1, tremo$=1, tremare=1, tremolio=1, tremante=1, tremit=1, shak=1, trembl=1, shaky=1, jitter=1, wobbl=1, quiver=1, mani che tremano=1, tremano le mani=1, tremore delle mani=1, hands shak=1, shaking hands=1, shaky hands=1, hands trembl=1, trembling hands=1, non tremare=3, tremore dell arco=6, trema l arco=6, l arco trema=6, arco=6, archetto=6, bow$=6, bows$=6, bow shak=6, bowing=5, bow arm=4, bow hand=4, mani=1, mano=1, hands=1, hand$=1, gambe=1, ginocchia=1, legs=1, knees=1, suono=6, suonare=6, suonando=6, suoni$=4, play$=5, playing=5, perform=6, esibi=6, audizion=6, audition=6, concert=6, saggio=5, recital=6, palco=6, stage=6, gig$=6, gigs$=6, orchestra=6, conservatorio=6, violin=6, violino=6, viola$=6, violoncell=6, cello=6, contrabbass=6, double bass=6, pianofort=6, piano$=5, chitarra=5, guitar=5, flaut=5, flute=5, strumento=5, instrument=5, canto$=5, cantare=5, sing=5, singing=5, davanti agli altri=5, davanti a tutti=4, davanti alla gente=5, davanti a qualcuno=5, in pubblico=5, pubblico=2, in front of people=5, in front of others=5, in front of an audience=5, in front of everyone=4, audience=5, public=2, presentazion=5, presentation=5, presenting=5, speech=5, discorso=5, gara=3, competition=3, voce=-9, voice=-9, farmac=-12, propranol=-12, beta block=-12, betabloc=-12, medication=-12, pill=-12, pastigli=-12, alcol=-8, alcohol=-8, caffe=-8, coffee=-8, tremend=-12, shakespear=-12, video gam=-9, videogam=-9, gaming=-8, games$=-6, game$=-6, shake off=-6, shaken=-6, shake hands=-9, stretta di mano=-9, terremot=-9, earthquake=-9, e grave=-4, is it serious=-4, serious=-2, panic=-4, panico=-4, heart=-4, cuore=-4, all the time=-4, a riposo=-6, at rest=-6, anxious=-1',
    requires: SHAKING,
    forms: ['how', 'why', 'normal', 'what', 'is_this', 'could'],
    it: lc(
      [
        'Il tremore delle mani o dell’arco quando suoni davanti ad altri è l’adrenalina al lavoro: è una reazione normale del corpo e non è pericolosa, anche se è molto fastidiosa.',
        'Più cerchi di bloccarlo irrigidendoti, più tende ad aumentare, quindi prova il contrario: lascia scendere le spalle, allenta un poco la presa e fai alcune espirazioni lente, più lunghe dell’inspirazione.',
        'Tieni le mani al caldo prima di entrare, sotto l’acqua tiepida o in tasca, e se puoi scegli per l’inizio un passaggio in cui ti senti a tuo agio.',
        'Il modo più efficace è allenarti sotto una pressione leggera, suonando per un amico, registrandoti o facendo piccole esibizioni, e se ti chiedi se esista qualcosa da prendere, chiedilo al medico di base.',
      ],
      [
        'Sul palco, o davanti a una sala durante una presentazione, l’adrenalina prepara il corpo all’azione e mani, gambe o arco possono tremare: è fastidioso ma innocuo, e non vuol dire che stai suonando male.',
        'Combatterlo lo rinforza, perché la tensione dei muscoli si somma all’adrenalina: funziona meglio lasciarlo esserci, sciogliere spalle e polsi e far uscire il respiro piano, come se soffiassi su una candela senza spegnerla.',
        'Per l’arco aiuta non stringere troppo, tenere le mani calde e non cominciare con il passaggio più esposto, se puoi scegliere.',
        'Se ti chiedi se esista qualcosa da prendere prima di un’esibizione, parlane con il medico di base invece di provare di tua iniziativa, e intanto suona spesso davanti a qualcuno o registrati: col tempo il tremore si fa meno frequente.',
      ],
      [
        'In quale momento dell’esibizione il tremore si fa sentire di più?',
        'Davanti a chi potresti suonare questa settimana, solo per allenarti?',
      ],
    ),
    en: lc(
      [
        'Shaking hands or a shaking bow when you play in front of people is adrenaline at work: it is a normal body reaction and not dangerous, however annoying it feels.',
        'The harder you fight it by tensing up, the more it tends to grow, so try the opposite: drop your shoulders, loosen your grip slightly and take a few slow breaths out, longer than the breath in.',
        'Keep your hands warm before you go on, under warm water or in your pockets, and if you can, open with a passage you feel comfortable with.',
        'The most reliable way to get used to it is practising under mild pressure, such as playing for a friend, recording yourself or giving small performances, and any question about something to take for it belongs with your GP.',
      ],
      [
        'On stage, or at the front of a room giving a speech, adrenaline gets your body ready for action, and hands, knees or bow can shake: it is unpleasant but harmless, and it doesn’t mean you are playing badly.',
        'Fighting it adds muscle tension on top of the adrenaline, so it works better to let it be there, loosen your shoulders and wrists, and breathe out slowly as if blowing on a candle without putting it out.',
        'For the bow, a lighter grip and warm hands help, and if you have a choice, don’t start with the most exposed passage.',
        'If you wonder whether there is anything to take before performances, ask your GP rather than trying something on your own, and meanwhile playing often for someone or recording yourself makes the shaking less frequent over time.',
      ],
      [
        'When in the performance does the shaking usually start?',
        'Who could you play for this week, just to practise?',
      ],
    ),
  },
  {
    id: 'hobby_no_longer_fun',
    kind: 'why',
    keys: 'hobby=4, hobbies=4, passatempo=4, passatempi=4, tempo libero=4, pastime=4, free time=4, spare time=4, for fun=4, just for fun=5, for the fun of it=4, per divertimento=4, per divertirmi=3, per piacere=1, per passione=3, per hobby=4, svago=3, leisure=3, for pleasure=3, amateur=2, dilettant=2, disegn=3, diping=3, dipinger=3, pittur=3, acquerell=3, chitarra=3, pianofort=3, suonare=1, suono=1, maglia=3, uncinett=3, cucito=3, cucire=3, ceramica=3, fotograf=3, cucinare=1, cucino=1, giardinaggio=3, scrittura=1, ballare=1, drawing=3, draw$=3, paint=3, sketch=3, watercolo=3, guitar=3, piano$=1, knit=3, crochet=3, sewing=3, pottery=3, photograph=3, baking=3, bake=1, gardening=3, writing=1, dance=1, dancing=1, music=1, musica=1, feel like work=3, feels like work=3, like a job=2, like homework=2, a chore=2, sembra un lavoro=3, come un lavoro=2, un dovere=2, no longer fun=3, not fun anymore=3, isnt fun anymore=3, stopped being fun=3, non mi diverte piu=3, non mi diverto piu=3, good at=1, compar=1, paragon=1, mi confronto=1, confrontarmi=1, niente=-6, nothing=-6, anything=-6, divert=2, godermi=2, goderm=2, godere=1, rilass=1, enjoy=2, fun$=1, relax=1, perfett=1, perfezionis=1, perfectionis=1, perfect$=1, critic=1, judg=1, giudic=1, errori=1, mistake=1, sbagli=1, sbaglio=1, bravo=1, brava=1, good enough=1, compet=1, standard=1, beating myself up=2, beat myself up=2, hard on myself=2, supposed to be=2, meant to be=1, dovrebbe=1, figli=-6, my son=-6, my daughter=-6, my kid=-6, my child=-6, kids=-6, bambin=-6, lavoro=-2, job=-2, work$=-2, studi=-2, study=-2',
    requires: JUDGED,
    forms: ['why', 'how', 'normal', 'is_this', 'what'],
    it: lc(
      [
        'Spesso succede perché gli stessi standard che usi al lavoro o nello studio si trasferiscono nell’hobby, e quello che doveva essere svago diventa un’altra prestazione da valutare.',
        'Il critico interiore non distingue tra una scadenza e un disegno fatto per piacere, quindi continua a cercare errori anche lì.',
        'Può aiutare darti obiettivi di processo invece che di risultato, come «venti minuti di disegno» o «provare una tecnica nuova», senza giudicare cosa ne esce.',
        'Prova anche a fare di proposito un lavoro brutto, veloce e pasticciato, e a tenere per te una parte delle cose che fai, senza mostrarle o pubblicarle tutte.',
      ],
      [
        'Quando un passatempo smette di divertire, di solito non è pigrizia né mancanza di talento: il perfezionismo che ti accompagna altrove è entrato anche nel tempo libero.',
        'Il primo passo è notare il pensiero che giudica, per esempio «non è abbastanza bello», e chiamarlo per nome: è il critico che parla, non un verdetto sul tuo valore.',
        'Poi misura il successo sul tempo passato a farlo e sul piacere di provare, non sul risultato finale, e ogni tanto crea apposta qualcosa di imperfetto per vedere che non succede niente di grave.',
        'Non tutto deve essere condiviso o migliorato: un quaderno solo per te, che nessuno vedrà, può restituire un po’ di leggerezza.',
      ],
      [
        'Cosa ti dice il critico interiore mentre ti dedichi al tuo hobby?',
        'Come sarebbe per te un obiettivo misurato solo in tempo, senza risultato?',
      ],
    ),
    en: lc(
      [
        'Often the same standards you hold at work or in your studies move into the hobby, and something meant for fun turns into another performance to be graded.',
        'Your inner critic doesn’t tell the difference between a deadline and a sketch made for pleasure, so it keeps hunting for mistakes there too.',
        'It can help to set process goals rather than outcome goals, such as twenty minutes of drawing or trying one new technique, without judging what comes out.',
        'Try making a deliberately bad piece now and then, quick and messy, and keep some of what you make to yourself instead of sharing everything.',
      ],
      [
        'When a pastime stops being fun it is rarely laziness or lack of talent: more often the perfectionism you carry elsewhere has followed you into your free time.',
        'A first step is noticing the judging thought, like "this isn’t good enough", and naming it: that is the critic talking, not a verdict on your worth.',
        'Then measure success by the time spent and the pleasure of trying things, not by the finished result, and once in a while make something imperfect on purpose to see that nothing bad happens.',
        'Not everything has to be shared or improved: a sketchbook or a practice session nobody else will see can bring back some lightness.',
      ],
      [
        'What does your inner critic say while you do your hobby?',
        'What would a goal measured only in time look like for you?',
      ],
    ),
  },
];
