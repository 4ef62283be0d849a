/**
 * Practical questions at a turn in daily life that the other entries leave open: what to write when
 * someone who should answer does not, whether taking a rescue dog back means failing, why buying
 * (or buy now pay later) keeps coming back under stress, how to test a career change before
 * jumping, whether a degree course can be changed after the first year, and whether earplugs are
 * safe every night. No diagnosis, no medicine, no financial products: what is known, what helps,
 * a small concrete step, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const PRACTICAL_TURNS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'unanswered_followup',
    kind: 'how_to',
    keys: 'non risponde=2, non rispondono=2, non mi risponde=2, non mi rispondono=2, non ci risponde=2, non ha risposto=2, non mi ha risposto=2, non ha ancora risposto=3, non mi ha ancora risposto=3, non mi ha piu risposto=3, non risponde ancora=3, ancora non risponde=4, ancora non mi risponde=4, ancora nessuna risposta=4, nessuna risposta=2, senza risposta=2, nessun riscontro=3, non si fa sentire=2, non si e fatto sentire=2, non si fa vivo=2, neanche questa volta=2, sollecit=5, cosa gli scrivo=3, cosa le scrivo=3, cosa scrivo=2, che gli scrivo=3, che le scrivo=3, riscriv=2, scrivergli di nuovo=3, scriverle di nuovo=3, insist=2, doesnt answer=2, doesnt reply=2, doesnt respond=2, dont answer=1, dont reply=1, hasnt answered=2, hasnt replied=2, hasnt responded=2, hasnt gotten back=3, hasnt got back=3, havent heard back=3, havent heard from=2, not heard back=3, no reply=2, no response=2, no answer=2, not answering=2, not replying=2, not responding=2, isnt answering=2, isnt replying=2, isnt responding=2, arent answering=2, arent replying=2, wont answer=2, wont reply=2, never answers=2, never replies=2, never responds=2, never got back=3, didnt reply=2, didnt answer=2, didnt respond=2, still doesnt answer=4, still hasnt=3, still no reply=4, still no answer=4, still no response=4, still not answering=4, still not replying=4, ghost=2, ignores my email=4, ignoring my email=4, ignored my email=4, unanswered=2, follow up=4, following up=4, followup=4, follow up email=2, chase=4, chasing=4, nudge=2, what do i write=3, what should i write=3, write next=3, email again=3, write again=3, message again=2, end of the month=1, relator=3, supervisor=3, supervisore=3, tutor=2, professor=3, professoress=3, prof$=3, docente=3, lecturer=3, advisor=3, adviser=3, capo$=3, boss=3, manager=2, responsabile=2, datore di lavoro=3, employer=3, padrone di casa=3, padrona di casa=3, proprietari=3, landlord=3, landlady=3, letting agent=3, agenzia=2, agency=2, ufficio=3, office=3, segreteria=3, recruiter=3, selezionator=3, hr$=3, risorse umane=3, amministrator=2, azienda=2, company=2, comune=1, council=1, dottorato=2, phd=2, tesi=1, thesis=1, dissertation=1, candidatura=1, application=1, colloquio=1, interview=1, mail=2, email=2, emails=1, messagg=1, message=1, amic=-6, friend=-6, ragazz=-6, boyfriend=-8, girlfriend=-8, partner=-8, fidanzat=-8, marito=-8, moglie=-8, husband=-8, wife=-8, crush=-8, dating=-8, date$=-4, tinder=-8, mamma=-6, mia madre=-6, mio padre=-6, papa$=-6, mom$=-6, dad$=-6, mother=-6, father=-6, figli=-6, son$=-6, daughter=-6, sorella=-6, fratello=-6, sister=-6, brother=-6, corpo=-8, body=-8, farmac=-8, medication=-8, terapia=-6, therapy=-6, cure=-6, treatment=-6, angry=-4, mad$=-4, upset with=-4, ce l ha=-4, arrabbiat=-4, offes=-4, saluto=-6, saluta=-6, good morning=-6, buongiorno=-6, teenager=-6, teen$=-6, kid$=-6, kids$=-6, child=-6',
    requires:
      'non risponde=0, non rispondono=0, non mi risponde=0, non mi rispondono=0, non ci risponde=0, non ha risposto=0, non mi ha risposto=0, non ha ancora risposto=0, non mi ha ancora risposto=0, non mi ha piu risposto=0, ancora non risponde=0, nessuna risposta=0, senza risposta=0, nessun riscontro=0, non si fa sentire=0, non si e fatto sentire=0, non si fa vivo=0, sollecit=0, doesnt answer=0, doesnt reply=0, doesnt respond=0, dont answer=0, dont reply=0, hasnt answered=0, hasnt replied=0, hasnt responded=0, hasnt gotten back=0, hasnt got back=0, havent heard back=0, havent heard from=0, not heard back=0, no reply=0, no response=0, no answer=0, not answering=0, not replying=0, not responding=0, isnt answering=0, isnt replying=0, isnt responding=0, arent answering=0, arent replying=0, wont answer=0, wont reply=0, never answers=0, never replies=0, never responds=0, never got back=0, didnt reply=0, didnt answer=0, didnt respond=0, still no reply=0, still no answer=0, still no response=0, ghost=0, ignores my email=0, ignoring my email=0, ignored my email=0, unanswered=0, follow up=0, following up=0, followup=0, chase=0, chasing=0',
    forms: ['how', 'what', 'should', 'where', 'is_this', 'normal'],
    it: lc(
      [
        'Quando qualcuno non risponde, di solito funziona un messaggio breve e cordiale che riprenda la tua domanda, una sola, e chieda una data, per esempio «Le riscrivo per la bozza del capitolo: riesce a darmi un riscontro entro il 15?».',
        'Se il silenzio continua, indica una scadenza chiara senza accusare, come «se non ho notizie entro venerdì, procedo con il piano di cui avevamo parlato».',
        'Prova anche un secondo canale: una telefonata, l’orario di ricevimento, oppure un’altra persona che può aiutarti, come la scuola di dottorato, l’ufficio del personale o la segreteria del dipartimento.',
        'Tieni traccia scritta di date e messaggi, e ricorda che quasi sempre il silenzio vuol dire che l’altra persona è sommersa di lavoro, non che ti sta giudicando.',
      ],
      [
        'Il passo più utile è un sollecito corto e gentile: riprendi in una riga la domanda rimasta aperta e chiedi entro quando puoi aspettarti una risposta.',
        'Se anche quello resta senza risposta, scrivi con calma cosa farai e quando, per esempio «se entro fine mese non riusciamo a sentirci, chiedo aiuto al coordinatore del dottorato», così la decisione non resta sospesa.',
        'Cambia anche canale: chiama, passa in orario di ricevimento o coinvolgi chi può sbloccare la cosa, come la segreteria, le risorse umane o l’agenzia che gestisce l’affitto.',
        'Conserva mail e date in un unico posto, e non leggere il silenzio come un verdetto su di te: molto più spesso è sovraccarico.',
      ],
      [
        'Qual è l’unica domanda a cui ti serve davvero una risposta?',
        'Entro quale data potresti mandare il tuo sollecito?',
      ],
    ),
    en: lc(
      [
        'When someone doesn’t answer, a short, friendly follow-up usually works best: repeat your one question and ask for a date, like "Just following up on the chapter draft: could you get back to me by the 15th?".',
        'If the silence goes on, set a clear deadline without blaming anyone, such as "If I haven’t heard by Friday, I’ll go ahead with the plan we discussed".',
        'Try a second channel too: a phone call, office hours, or another person who can help, such as the graduate school, HR or the department secretary.',
        'Keep a written record of dates and messages, and remember that silence is usually a sign of overload, not a verdict on you.',
      ],
      [
        'The most useful next step is a brief, polite nudge: put the open question in one line and ask when you can expect an answer.',
        'If that goes unanswered too, say calmly what you will do and when, for example "If we can’t talk by the end of the month, I’ll ask the programme coordinator to help", so the decision doesn’t stay on hold.',
        'Change the channel as well: call, drop in during office hours, or involve someone who can unblock things, like the department office, HR or the agency that manages your tenancy.',
        'Keep your emails and dates together in one place, and try not to read the silence as a judgement on you: far more often it means overload.',
      ],
      ['What is the one question you most need answered?', 'By what date could you send your follow-up?'],
    ),
  },
  {
    id: 'return_rescue_pet',
    kind: 'normal',
    keys: 'riport=1, restitu=1, ridare indietro=2, dare indietro=3, darlo indietro=3, darla indietro=3, ridarlo=3, ridarla=3, darlo via=3, darla via=3, dare via=1, darlo in adozione=3, darla in adozione=3, un altra famiglia=1, nuova famiglia=1, rinunciare a=1, take him back=1, take her back=1, take it back=1, take them back=1, taking him back=1, taking her back=1, taking it back=1, took him back=1, took her back=1, take the dog back=4, take our dog back=4, take the cat back=4, take back=1, taking back=1, return him=1, return her=1, return it=1, return the dog=4, return the cat=4, return our=1, return a$=1, returning=1, returned=1, rehom=4, re home=4, re homing=4, give him back=1, give her back=1, give it back=1, giving him back=1, giving her back=1, give the dog back=4, give back=1, giving back=1, send him back=1, send her back=1, sending him back=1, bring him back=1, bring her back=1, give him up=1, give her up=1, giving him up=1, giving her up=1, give up our=1, give up the dog=4, giving up our=1, giving up the dog=4, surrender=1, rescue=3, shelter=3, canile=3, gatil=3, rifugio=2, associazion=1, adott=2, adozion=2, adopt=2, cane$=2, cani$=1, cagnolin=2, cucciol=1, gatto=2, gatta=2, micio=1, micia=1, dog$=2, dogs$=1, cat$=2, puppy=1, pup$=1, animal=1, morso=2, morde=2, morsica=2, mordere=1, ringhi=2, aggressiv=1, bit$=2, bite=2, bites=2, biting=2, growl=2, snap=1, snapped=2, fallit=2, fallimento=2, fallire=1, failed=2, failure=2, fail$=1, colpa=1, guilty=1, guilt=1, sbagliato=1, wrong=1, egoist=1, selfish=1, bambin=1, kids=1, children=1, ex$=-9, my ex=-9, boyfriend=-9, girlfriend=-9, partner=-9, marito=-9, moglie=-9, husband=-9, wife=-9, cheat=-9, tradit=-9, relazione=-9, relationship=-9, fidanzat=-9, libro=-6, book=-6, parcel=-6, pacco=-6, amazon=-6, reso$=-6, refund=-6, rimborso=-6, what i said=-9, what he said=-9, what she said=-9, words=-6, parole=-6, morto=-6, morta=-6, died=-6, dead$=-6, passed away=-6, ridare il cane=3, ridare il gatto=3, ridare la gatta=3, ridare la cagnolina=3, ridare il cagnolino=3, dog back=2, cat back=2, back to the shelter=3, back to the rescue=3, back to rescue=3, rescue back=2',
    requires:
      'riport=0, restitu=0, ridare indietro=0, dare indietro=0, darlo indietro=0, darla indietro=0, ridarlo=0, ridarla=0, darlo via=0, darla via=0, dare via=0, darlo in adozione=0, darla in adozione=0, rinunciare a=0, take him back=0, take her back=0, take it back=0, take them back=0, taking him back=0, taking her back=0, taking it back=0, took him back=0, took her back=0, take the dog back=0, take our dog back=0, take the cat back=0, take back=0, taking back=0, return him=0, return her=0, return it=0, return the dog=0, return the cat=0, return our=0, return a$=0, returning=0, returned=0, rehom=0, re home=0, re homing=0, give him back=0, give her back=0, give it back=0, giving him back=0, giving her back=0, give the dog back=0, give back=0, giving back=0, send him back=0, send her back=0, sending him back=0, bring him back=0, bring her back=0, give him up=0, give her up=0, giving him up=0, giving her up=0, give up our=0, give up the dog=0, giving up our=0, giving up the dog=0, surrender=0, ridare il cane=0, ridare il gatto=0, ridare la gatta=0, ridare la cagnolina=0, ridare il cagnolino=0, dog back=0, cat back=0, back to the shelter=0, back to the rescue=0, back to rescue=0, rescue back=0',
    forms: ['normal', 'is_this', 'should', 'could', 'how', 'what'],
    it: lc(
      [
        'Riportare un cane al rifugio quando c’è un rischio di morsi è una decisione responsabile, non un fallimento: vuol dire prendere sul serio la sicurezza di tutti, anche la sua.',
        'Canili e associazioni sanno che a volte un’adozione non funziona e preferiscono saperlo presto: parlane prima con loro, perché conoscono il cane e possono aiutarti a trovare la strada migliore.',
        'Prima di decidere puoi chiedere una valutazione a un veterinario comportamentalista, che può dirti cosa si può cambiare davvero e in quanto tempo.',
        'Se in casa ci sono bambini la loro sicurezza viene prima, e provare dolore e senso di colpa è naturale: è il segno di quanto ci avete tenuto.',
      ],
      [
        'Restituire un animale adottato che morde o ringhia ai bambini non vuol dire che avete fallito: vuol dire che avete riconosciuto un limite e state cercando una soluzione sicura.',
        'Prima di tutto chiama il canile o l’associazione da cui viene: è una situazione che conoscono, vogliono esserne informati e spesso possono proporre un’altra famiglia o un aiuto.',
        'Un veterinario comportamentalista può valutare il rischio e dirvi se un percorso di rieducazione è realistico per la vostra famiglia; nel frattempo tieni separati il cane e i bambini.',
        'Tristezza e senso di colpa sono normali dopo una scelta così, e possono stare accanto alla consapevolezza di aver fatto la cosa giusta.',
      ],
      [
        'Hai già potuto parlarne con il canile o l’associazione da cui viene?',
        'Cosa ti aiuterebbe a sentirti più in pace con la decisione?',
      ],
    ),
    en: lc(
      [
        'Taking a dog back to the rescue when there is a risk of bites is a responsible decision, not a failure: it means taking everyone’s safety seriously, the dog’s included.',
        'Rescues know that some adoptions don’t work out and would rather hear about it early: talk to them first, as they know the dog and can help you find the best way forward.',
        'Before deciding, you can ask a qualified behaviourist, ideally a vet trained in behaviour, to assess what can realistically change and how long it might take.',
        'If there are children at home their safety comes first, and feeling grief and guilt is natural: it shows how much you cared.',
      ],
      [
        'Returning an adopted dog who bites or growls at the children doesn’t mean you failed: it means you noticed a limit and are looking for a safe way through.',
        'Call the rescue or shelter first: they have seen this before, they want to know, and they can often arrange another home or extra support.',
        'A qualified behaviourist can assess the risk and tell you whether training is realistic for your family; in the meantime, keep the dog and the children apart.',
        'Sadness and guilt are normal after a choice like this, and they can sit alongside knowing you did the right thing.',
      ],
      [
        'Have you been able to talk to the rescue yet?',
        'What would help you feel more at peace with the decision?',
      ],
    ),
  },
  {
    id: 'impulse_spending',
    kind: 'why',
    keys: 'klarna=8, scalapay=8, clearpay=8, afterpay=8, bnpl=8, buy now pay later=8, pay later=5, paga dopo=6, compra ora=4, paga in 3=6, paga in tre=6, paypal in 3=6, pay in 3=6, pay in three=6, keep buying=4, keep spending=4, keep shopping=4, keep using buy=2, keep doing this=1, continuo a comprare=4, continuo a spendere=4, continuo a fare acquisti=4, continuo a usare=2, smettere di comprare=4, smetto di comprare=4, smettere di spendere=4, smetto di spendere=4, smettere di fare acquisti=4, stop buying=4, stop spending=4, stop shopping=4, impulse=4, impulsiv=3, d impulso=4, shopping compulsivo=6, acquisti compulsivi=6, compro compulsivamente=6, compulsive buying=6, compulsive shopping=6, compulsive spending=6, retail therapy=6, shopaholic=6, spend money i dont have=4, money i dont have=2, soldi che non ho=3, spendo tutto=4, spendo troppo=4, spend too much=4, overspend=5, cose che non mi servono=3, things i dont need=3, stuff i dont need=3, compro$=1, comprare=1, comprarmi=1, comprando=1, comprato=1, acquist=1, shopping=1, spendo=1, spendere=1, buy$=1, buying=1, bought=1, shop$=1, spend=1, spent=1, online=1, carrello=1, cart$=1, stuff=1, stress=1, ansia=1, anxious=1, anxiety=1, giu$=1, triste=1, sad$=1, sentirmi meglio=2, feel better=2, sollievo=1, relief=1, mangi=-6, cibo=-6, eat$=-6, eating=-6, food=-6, quanto costa=-6, prezzo=-6, price=-6, iphone=-6, which phone=-6, best brand=-6, alcol=-6, alcohol=-6, sigarett=-6, cigarett=-6, gratta e vinci=-6, lotter=-6, gambl=-6, scommess=-6, casa=-3, house=-3, bollett=-2, bills$=-2, shop when=2, buy things when=2, buy stuff when=2, spend when=2, compro quando=2, spendo quando=2, acquisti a rate=3, troppe rate=2, troppi acquisti=3, perche lo faccio=1, why do i keep doing=1, compro sempre=2, vestiti=1, clothes=1, spend hours=-6, spend time=-6, spend more time=-6, spend the day=-6, spend the weekend=-6, spend my time=-6, spend my days=-6, passare il tempo=-6, spesa$=-3, groceries=-3, grocery=-3, speso troppo=3, ho speso=1',
    requires:
      'klarna=0, scalapay=0, clearpay=0, afterpay=0, bnpl=0, buy now pay later=0, pay later=0, paga dopo=0, paga in 3=0, paga in tre=0, paypal in 3=0, pay in 3=0, pay in three=0, compro$=0, compra$=0, compri$=0, comprare=0, comprarmi=0, comprando=0, comprato=0, compravo=0, acquist=0, shopping=0, spendo=0, spendere=0, spendi$=0, buy$=0, buying=0, bought=0, buys$=0, shop$=0, shopped=0, spend=0, spent=0, splurg=0, retail therapy=0, shopaholic=0, overspend=0, speso troppo=0',
    forms: ['why', 'how', 'normal', 'is_this', 'what'],
    it: lc(
      [
        'Spesso funziona come un circolo: arriva una sensazione spiacevole, come stress, noia o tristezza, comprare dà un sollievo breve e poi torna la preoccupazione, più forte di prima.',
        'Con il «compra ora, paga dopo» il circolo si vede meno, perché ogni rata sembra piccola e il totale resta nascosto.',
        'Aiuta accorgerti del momento in cui arriva la voglia di comprare e dare un nome a quello che senti, poi darti una regola delle 24 ore prima di ogni acquisto non necessario.',
        'Un passo concreto per oggi: scrivi in un unico posto tutti i pagamenti a rate, con importi e scadenze.',
      ],
      [
        'Comprare quando sei sotto stress non vuol dire che ti manca forza di volontà: è un modo veloce di calmare un disagio, che però lascia dietro di sé nuova ansia.',
        'Per spezzare il circolo puoi togliere le carte salvate e le app di acquisto o di pagamento dal telefono, così tra l’impulso e l’acquisto passa un po’ più di tempo.',
        'Fai la lista di ogni piano a rate con le prossime scadenze: vedere il totale fa paura all’inizio, ma poi ti restituisce il controllo.',
        'Se le rate sono diventate troppe, puoi chiedere un aiuto gratuito a un’associazione dei consumatori o a uno sportello di educazione finanziaria o per il sovraindebitamento.',
      ],
      [
        'In quali momenti ti accorgi che la voglia di comprare è più forte?',
        'Quale piccolo ostacolo potresti mettere tra te e il prossimo acquisto d’impulso?',
      ],
    ),
    en: lc(
      [
        'It often works as a loop: an uncomfortable feeling like stress, boredom or sadness comes up, buying brings a short relief, and then the worry comes back stronger.',
        'Buy now pay later makes the loop harder to see, because each instalment looks small and the total stays hidden.',
        'It helps to notice the moment the urge arrives and name what you are feeling, then give yourself a 24-hour rule before any purchase you don’t need.',
        'One concrete step for today: write down every pay-later plan in one place, with the amounts and the dates.',
      ],
      [
        'Buying when you’re stressed isn’t a lack of willpower: it’s a quick way to soothe a bad feeling, which then leaves new worry behind.',
        'To break the loop, remove saved cards and shopping or payment apps from your phone, so there is a bit more time between the urge and the purchase.',
        'List every instalment plan with its next payment dates: seeing the total can be scary at first, but it gives you back a sense of control.',
        'If the payments have got too much, free debt advice can help, such as StepChange or Citizens Advice in the UK, or a free debt advice service where you live.',
      ],
      [
        'When do you notice the urge to buy is strongest?',
        'What small obstacle could you put between you and the next impulse buy?',
      ],
    ),
  },
  {
    id: 'career_test_drive',
    kind: 'how_to',
    keys: 'career=3, carriera=3, mestiere=2, professione=2, lavoro=1, job$=1, jobs$=1, field$=1, settore=1, ambito=1, cambio di carriera=2, career change=2, change careers=2, change career=2, switch career=2, new career=2, different career=2, nuovo lavoro=2, cambiare lavoro=2, un altro lavoro=1, test drive=5, test out=2, test it out=1, testare=4, testarl=4, try out=1, try it out=1, trying out=1, try a new career=3, trial run=4, shadow=3, affianc=3, provare prima=4, provarla prima=4, lo provo prima=4, provarci prima=4, provare un altro=3, provare un nuovo=3, provare una nuova=3, provare il lavoro=3, provare quel lavoro=3, provarl=1, sperimentar=2, before jumping=2, before i jump=4, take the plunge=3, taking the plunge=3, before quitting=3, before i quit=3, before switching=3, before i switch=3, before changing=2, before leaving=2, before i leave=2, without leaving=3, without quitting=3, prima di buttarmi=4, prima di licenziarmi=3, prima di dimettermi=3, prima di mollare=3, prima di lasciare=2, prima di fare il salto=4, prima di cambiare=2, senza mollare=3, senza lasciare=3, senza licenziarmi=3, esam=-4, exam=-4, relazione=-9, relationship=-9, partner=-9, fidanzat=-9, farmac=-9, medication=-9, psicolog=-6, terapeut=-6, therapist=-6, app$=-6, test it first=3, try it first=3, provarlo prima=4, become a=1, diventare=1, like a new job=3, if ill like=2, switch careers=4, mollare=1, respir=-9, breath=-9, eserciz=-6, exercise=-6, meditaz=-6, meditat=-6, tecnica=-6, technique=-6, thought=-6, pensier=-6',
    requires:
      'test drive=0, test out=0, test it out=0, testare=0, testarl=0, try out=0, try it out=0, trying out=0, try a new career=0, try a different=0, trial run=0, shadow=0, affianc=0, provare prima=0, provarlo prima=0, provarla prima=0, lo provo prima=0, provarci prima=0, provare un altro=0, provare un nuovo=0, provare una nuova=0, provare il lavoro=0, provare quel lavoro=0, sperimentar=0, before jumping=0, before i jump=0, take the plunge=0, taking the plunge=0, before quitting=0, before i quit=0, before switching=0, before i switch=0, before changing=0, before leaving=0, before i leave=0, without leaving=0, without quitting=0, prima di buttarmi=0, prima di licenziarmi=0, prima di dimettermi=0, prima di mollare=0, prima di lasciare=0, prima di fare il salto=0, prima di cambiare=0, senza mollare=0, senza lasciare=0, senza licenziarmi=0, test it first=0, try it first=0',
    forms: ['how', 'could', 'is_this', 'should', 'what', 'where'],
    it: lc(
      [
        'Sì, puoi provarlo in piccolo prima di saltare: comincia parlando con due o tre persone che fanno già quel lavoro e chiedi com’è una loro giornata normale, anche nelle parti meno belle.',
        'Se puoi, passa una giornata ad affiancarne una, oppure fai un po’ di volontariato o un corso breve o serale nel nuovo ambito.',
        'Un piccolo progetto parallelo, anche nel fine settimana, ti dice molto su quanto ti piace il lavoro di tutti i giorni e non solo l’idea.',
        'Decidi in anticipo quanti mesi di spese puoi coprire con i risparmi e fissa una data per tirare le somme: la prova ti dà informazioni, non certezze, ma è molto meglio di un salto al buio.',
      ],
      [
        'Un buon modo per provare un cambio di carriera è trattarlo come un esperimento: raccogli informazioni concrete prima di lasciare qualcosa di sicuro.',
        'Chiedi un caffè o una videochiamata a chi fa già quel mestiere e, se puoi, trascorri un giorno con loro sul posto di lavoro.',
        'Poi prova a fare un pezzetto del lavoro: un corso serale, qualche ora di volontariato o un progetto tutto tuo nel tempo libero.',
        'Fissa un margine di risparmi e una data per decidere: nessuna prova elimina il dubbio, ma ti permette di scegliere su basi più solide.',
      ],
      [
        'Chi conosci che fa già quel lavoro e a cui potresti scrivere questa settimana?',
        'Quale sarebbe la prova più piccola che potresti fare nel prossimo mese?',
      ],
    ),
    en: lc(
      [
        'Yes, you can try it in a small way before you jump: start by talking to two or three people who already do the job and ask what an ordinary day looks like, the less fun parts included.',
        'If you can, shadow one of them for a day, or do some volunteering or a short evening course in the new field.',
        'A small side project, even at weekends, tells you a lot about whether you enjoy the everyday work and not just the idea of it.',
        'Agree with yourself in advance how many months of costs your savings can cover, and set a date to take stock: the test gives you information, not certainty, and that beats a leap in the dark.',
      ],
      [
        'A good way to test a career change is to treat it as an experiment: gather real information before you give up something secure.',
        'Ask people who already do the job for a coffee or a video call and, if possible, spend a day with them at work.',
        'Then try a small piece of the work itself: an evening class, a few hours of volunteering or a project of your own in your spare time.',
        'Set yourself a money runway and a date to decide: no test removes all doubt, but it lets you choose on firmer ground.',
      ],
      [
        'Who do you know in that job that you could message this week?',
        'What is the smallest test you could run in the next month?',
      ],
    ),
  },
  {
    id: 'changing_degree_course',
    kind: 'normal',
    keys: 'facolt=1, corso di laurea=3, corso di studi=3, cambiare corso=3, cambio corso=3, cambiare facolta=4, passaggio di corso=6, passare a un altro corso=4, un altro corso=2, trasferimento=2, universit=2, ateneo=3, cfu$=5, crediti=3, riconosc=1, esami dati=3, esami che ho dato=3, esami sostenuti=3, esami gia=2, esami superati=3, primo anno=2, buttare tutto=2, buttato tutto=2, buttare un anno=4, buttato un anno=4, buttato via un anno=4, perso un anno=4, perdere un anno=4, anno buttato=4, scelta sbagliata=1, sbagli=1, iscriv=1, matricol=2, immatricol=2, degree=3, major$=3, course at uni=4, uni$=2, university=2, college=1, credits=3, credit transfer=5, transfer=2, switch course=4, switch courses=4, switching course=4, change course=4, change courses=4, changing course=4, change my course=4, change degree=4, change my degree=4, switch my degree=4, switch degree=4, switching degree=4, change my major=3, change your major=3, first year=2, waste a year=4, wasted a year=4, wasting a year=4, lose a year=4, waste everything=2, wasting everything=2, wrong degree=4, wrong course=4, wrong major=4, picked the wrong=2, choose the wrong=2, psicolog=-9, terapeut=-9, therapist=-9, lavoro=-4, job$=-4, work$=-3, app$=-6, lingua=-6, language=-6, soldi=-4, money=-4, bank=-4, banca=-4, bambin=-6, neonat=-6, baby=-6, matrimon=-6, marriage=-6, married=-6, cambio facolta=4, sbagliato facolta=3, sbaglio facolta=3, facolta sbagliata=3, universita sbagliata=3, corso sbagliato=3, cambiare universita=3, scegliere l universita=1, posso cambiare=1, dopo un anno=1, cambiare dopo il primo anno=2, change after the first year=2',
    requires:
      'cambi=0, switch=0, change=0, changing=0, transfer=0, trasferi=0, passaggio di corso=0, passare a un altro=0, sbagli=0, wrong=0, buttat=0, buttare=0, waste=0, wasting=0, perso un anno=0, perdere un anno=0, perdo$=0, lose a year=0, mollare=0, cfu$=0, crediti=0, credits=0, riconosc=0, start again=0, ricominciare=0',
    forms: ['normal', 'could', 'how', 'is_this', 'should', 'what', 'where'],
    it: lc(
      [
        'Cambiare corso dopo il primo anno è più comune di quanto sembri, ed è possibile: si chiama passaggio di corso se resti nello stesso ateneo, trasferimento se cambi università.',
        'Gli esami già superati di solito non vanno persi: con il riconoscimento crediti possono valere come CFU nel nuovo corso, in tutto o in parte.',
        'Prima di iscriverti o di fare domanda, parla con il servizio di orientamento dell’ateneo, con un tutor o con la segreteria studenti, che ti dicono quali esami verrebbero convalidati e quali sono le scadenze.',
        'Un anno raramente è tempo buttato: ti ha detto qualcosa su cosa vuoi studiare, e conviene scegliere per quello, non per paura di sbagliare.',
      ],
      [
        'Se ti accorgi di aver scelto il corso sbagliato non hai buttato tutto: molti studenti cambiano strada dopo il primo anno, con un passaggio di corso o un trasferimento.',
        'I CFU degli esami che hai già dato possono essere riconosciuti, e la segreteria studenti o un tutor possono dirti quanti ne verrebbero convalidati prima che tu decida.',
        'Il servizio di orientamento dell’ateneo serve proprio a questo: puoi chiedere un colloquio anche adesso, prima di iscriverti, per capire cosa ti piace davvero studiare.',
        'Scegli guardando a cosa vuoi imparare nei prossimi anni, non alla paura di un errore: anche un cambio fa parte del percorso.',
      ],
      [
        'Cosa ti attira davvero, tra le materie che stai considerando?',
        'Chi potresti sentire questa settimana, tra l’orientamento, un tutor e la segreteria studenti?',
      ],
    ),
    en: lc(
      [
        'Changing course after the first year is more common than it seems, and usually possible: you can switch course within your university or transfer to another one.',
        'Modules you have already passed often count towards the new degree, fully or in part, through credit transfer.',
        'Before you enrol or apply, talk to your university’s student advice service or admissions team, who can tell you which credits would carry over and what the deadlines are.',
        'A year is rarely wasted: it has taught you something about what you want to study, so choose on that rather than on fear of getting it wrong.',
      ],
      [
        'If you realise you picked the wrong degree, you haven’t thrown everything away: many students change direction after the first year, by switching course or transferring.',
        'Credits from the modules you have passed can often be recognised, and student advice or admissions can tell you how many before you decide.',
        'Student advice and careers services are there for exactly this: you can ask for a chat now, before enrolling, to work out what you really want to study.',
        'Choose by what you want to learn over the next few years, not by the fear of a mistake: a change of course is part of the path too.',
      ],
      [
        'Which subjects really draw you, among the ones you are considering?',
        'Who could you talk to this week: student advice, a tutor or admissions?',
      ],
    ),
  },
  {
    id: 'earplugs_safety',
    kind: 'normal',
    keys: 'tappi=5, tappi per le orecchie=2, tappi auricolari=2, tappo per le orecchie=5, tappo auricolare=5, otoprotett=5, earplug=6, ear plug=6, orecchi=1, ear$=1, ears$=1, alla lunga=2, a lungo andare=2, lungo periodo=2, long term=2, long run=2, ogni notte=2, tutte le notti=2, every night=2, fanno male=2, fa male=1, harmful=2, bad for=2, dannos=2, pericolos=2, safe$=2, sicur=2, fastidio=2, bother=2, hurt=1, cerume=2, earwax=2, ear wax=2, schiuma=1, foam=1, silicon=1, cera$=1, wax$=1, dormire=1, sleep=1, abituar=2, get used=2, alternativ=2, bottigli=-9, bottle=-9, vino=-9, wine=-9, sugher=-9, cork=-9',
    requires: 'tappi=0, tappo per le orecchie=0, tappo auricolare=0, otoprotett=0, earplug=0, ear plug=0',
    forms: ['could', 'should', 'is_this', 'normal', 'how', 'what', 'why'],
    it: lc(
      [
        'Per la maggior parte delle persone i tappi per le orecchie sono sicuri anche usati ogni notte, per anni, se li tratti con un po’ di cura: lava spesso quelli riutilizzabili, cambia spesso quelli in schiuma e non spingerli in profondità.',
        'Lascia respirare le orecchie durante il giorno, e se i tappi ti danno fastidio prova una forma diversa, come silicone morbido o cera, o una schiuma di misura più piccola.',
        'In alternativa, un suono di sottofondo come un ventilatore o il rumore bianco può coprire i rumori al posto dei tappi.',
        'Se noti orecchie tappate, dolore, secrezioni o prurito, parlane con il medico di base, che può controllare se c’è un accumulo di cerume.',
      ],
      [
        'Usati bene, i tappi non fanno male alle orecchie nel lungo periodo, e molte persone ci dormono tutte le notti senza problemi.',
        'Contano igiene e delicatezza: quelli in schiuma vanno cambiati spesso, quelli riutilizzabili lavati, e vanno inseriti senza spingerli troppo a fondo.',
        'Il fastidio spesso dipende da forma o misura: tappi in silicone morbido, in cera o in schiuma più piccoli possono andare meglio, e se proprio non ti ci trovi un ventilatore o il rumore bianco possono coprire i suoni.',
        'Dolore, prurito, secrezioni o la sensazione di orecchio chiuso sono motivi per sentire il medico di base, anche per un tappo di cerume; un calo improvviso dell’udito va visto in giornata.',
      ],
      [
        'Cosa ti dà più fastidio nei tappi che hai provato?',
        'Quale alternativa ti andrebbe di provare nelle prossime notti?',
      ],
    ),
    en: lc(
      [
        'For most people earplugs are safe to use every night, even for years, as long as you treat them with a little care: wash reusable ones, replace foam ones often and don’t push them deep into the ear.',
        'Let your ears breathe during the day, and if the plugs bother you, try another shape, like soft silicone or wax, or a smaller foam size.',
        'Or try a background sound instead, such as a fan or white noise, to cover the noises that keep you up.',
        'If you notice blocked ears, pain, discharge or itching, see your GP, who can check for a build-up of earwax.',
      ],
      [
        'Used with a bit of care, earplugs don’t harm your ears in the long run, and many people sleep with them every night without trouble.',
        'What counts is hygiene and a gentle touch: change foam plugs often, wash reusable ones, and insert them without pushing too far in.',
        'Discomfort often comes down to shape or size: soft silicone, wax or smaller foam plugs may suit you better, and if none feel right, a fan or white noise can mask the sounds.',
        'Pain, itching, discharge or a blocked feeling are reasons to see your GP, for example for earwax; sudden hearing loss needs to be seen the same day.',
      ],
      [
        'What bothers you most about the earplugs you tried?',
        'Which alternative would you like to try over the next few nights?',
      ],
    ),
  },
];
