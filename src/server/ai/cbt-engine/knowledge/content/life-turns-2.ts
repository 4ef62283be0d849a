/**
 * More turns in life, with therapy and work around them: changing therapist when it does not click,
 * using the app alongside therapy, giving feedback to a friend who now reports to you, and feeling
 * low once treatment is over. No diagnosis, no medicine: what helps, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const LIFE_TURNS_2_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'therapist_fit',
    kind: 'normal',
    keys: 'psicolog=1, terapeut=1, psicoterapeut=1, analista=1, therapist=1, psychologist=1, counsellor=1, counselor=1, shrink=1, non mi trovo bene con=5, non mi trovo con=4, non mi trovo bene=2, non mi trovo=1, non mi ci trovo=2, mi trovo male=4, non mi piace=2, non mi sento a mio agio=3, a disagio=2, c e feeling=3, nessun feeling=4, sintonia=3, non mi capisce=3, quella giusta=2, quello giusto=2, la persona giusta=2, cambiare psicolog=6, cambiare terapeut=6, cambiare psicoterapeut=6, cambiare la psicolog=6, cambiare lo psicolog=6, cambiare il terapeut=6, cambiare la terapeut=6, cambiare il mio=3, cambiare la mia=3, cambio psicolog=6, cambio terapeut=6, cambiarl=3, cambiare=2, un altro psicolog=5, un altra psicolog=5, un altro terapeut=5, un altra terapeut=5, qualcun altro=2, maleducat=2, scortes=3, offender=2, switch therapist=6, switching therapist=6, change therapist=6, changing therapist=6, switch my therapist=6, change my therapist=6, new therapist=4, different therapist=5, another therapist=5, someone else=2, dont click=5, not clicking=5, didnt click=5, click with=4, get on with=3, dont like my therapist=6, not a good fit=5, good fit=3, right fit=3, right one=2, right therapist=4, rude=2, offend=2, fire my therapist=6, break up with my therapist=6, leave my therapist=5, stop seeing=1, switch=2, colleg=-6, compagni di=-6, classe=-6, coinquilin=-6, citta=-6, coworker=-6, colleague=-6, classmates=-6, flatmate=-6, sei una psicolog=-9, sei uno psicolog=-9, sei un terapeut=-9, sei una terapeut=-9, are you a therapist=-9, are you a psychologist=-9, app$=-6, applicazion=-6',
    requires:
      'psicolog=0, terapeut=0, psicoterapeut=0, analista=0, therapist=0, psychologist=0, counsellor=0, counselor=0, shrink=0',
    forms: ['should', 'could', 'normal', 'is_this', 'how', 'what', 'why'],
    it: lc(
      [
        'Sì, puoi cambiare, e non è maleducato: il rapporto con chi ti segue è una delle cose che più predicono come andrà la terapia.',
        'Prima, se te la senti, dillo apertamente in seduta, per esempio «non mi sento ancora a mio agio, possiamo parlarne?»: un buon terapeuta accoglie questo tipo di domanda, e a volte basta aggiustare qualcosa.',
        'Di solito conviene dare al rapporto due o tre sedute, a meno che qualcosa non sia chiaramente fuori posto, come commenti che ti feriscono o la sensazione che non ti ascolti.',
      ],
      [
        'Cambiare terapeuta è una scelta normale e legittima, non uno sgarbo: trovare la persona giusta fa parte del percorso.',
        'Conta molto poterti fidare e sentire che ti capisce, perché la relazione è uno degli ingredienti che più influenzano i risultati.',
        'Se qualcosa non va, prova prima a dirlo: spesso se ne parla e si aggiusta il tiro, e se dopo due o tre sedute non cambia niente puoi cercare qualcun altro, anche chiedendo un altro nome al medico di base o a chi ti aveva dato il primo.',
      ],
      ['Cosa ti fa sentire meno a tuo agio, nelle sedute?', 'Come potresti dirlo con parole tue, la prossima volta?'],
    ),
    en: lc(
      [
        'Yes, you can switch, and it isn’t rude: the relationship with your therapist is one of the things that most predicts how therapy goes.',
        'If you feel able to, say it openly first, for example "I don’t feel at ease yet, can we talk about it?": a good therapist welcomes that, and sometimes a small change is enough.',
        'It usually makes sense to give it two or three sessions, unless something is clearly wrong, like comments that hurt or a sense that they aren’t listening.',
      ],
      [
        'Changing therapist is a normal and legitimate choice, not a snub: finding the right person is part of the process.',
        'Being able to trust them and feel understood matters a lot, because the relationship is one of the ingredients that most shapes the results.',
        'If something feels off, try saying so first: often it gets talked through and adjusted, and if nothing changes after two or three sessions you can look for someone else, perhaps asking whoever referred you for another name.',
      ],
      ['What makes you feel least at ease in the sessions?', 'How could you put it in your own words next time?'],
    ),
  },
  {
    id: 'app_and_therapy',
    kind: 'normal',
    keys: 'app$=3, apps$=2, applicazion=3, serenamente=2, usarti=3, using you=3, chat$=1, esercizi=1, exercises=1, psicolog=1, terapeut=1, psicoterapeut=1, psicoterapia=1, terapia=1, therapy=1, therapist=1, psychologist=1, counsell=1, counselor=1, seduta=1, sedute=1, session=1, smettere di usar=2, devo smettere=1, stop using=2, keep using=2, continuare a usar=2, continuare con=1, insieme alla=1, insieme a=1, alongside=3, in parallelo=3, at the same time=2, as well as=1, oltre alla=1, while im=1, mentre=1, sostituisc=2, sostituire=2, replace=2, instead of=2, al posto=2, dirlo=1, tell my therapist=2, portare in seduta=3, portare alla=2, portarlo alla=2, bring to=2, show my therapist=3, mostrare=2, diario dell umore=-2, mood tracker=-2, chi legge=-9, who reads=-9, privacy=-9, i miei dati=-9, my data=-9, in inglese=-9, in italiano=-9, in english=-9, in italian=-9, costa=-6, cost$=-6, prezzo=-6, premium=-6',
    requires:
      'psicolog=0, terapeut=0, psicoterapeut=0, psicoterapia=0, terapia=0, therapy=0, therapist=0, psychologist=0, counsell=0, counselor=0, seduta=0, sedute=0, session=0',
    forms: ['should', 'could', 'normal', 'is_this', 'how', 'what'],
    it: lc(
      [
        'Non c’è bisogno di smettere: l’app può stare accanto alla terapia, come uno strumento di auto-aiuto tra una seduta e l’altra.',
        'Per esempio puoi portare in seduta quello che hai annotato nel monitoraggio dell’umore o un diario dei pensieri fatto qui in chat, e usare gli esercizi nei giorni tra un incontro e l’altro.',
        'Dillo a chi ti segue, così potete decidere insieme come usarla: se ti dà indicazioni diverse, vengono prima le sue.',
        'Ricorda che sono un’intelligenza artificiale per l’auto-aiuto: posso accompagnarti, ma non sostituisco un professionista.',
      ],
      [
        'Puoi continuare a usarla: a molte persone serve avere qualcosa da fare tra una seduta e l’altra, come un esercizio di respiro o una riflessione scritta.',
        'Le note sull’umore e i diari dei pensieri possono diventare materiale da portare a chi ti segue, che saprà come usarli nel vostro lavoro.',
        'Parlane in seduta e dai la precedenza alle indicazioni di chi ti segue: questa app è uno strumento di auto-aiuto basato sull’intelligenza artificiale, non una terapia, e non la sostituisce.',
      ],
      ['Cosa ti piacerebbe portare alla prossima seduta?', 'Quale parte dell’app ti è più utile, tra una seduta e l’altra?'],
    ),
    en: lc(
      [
        'There’s no need to stop: the app can sit alongside therapy, as a self-help tool between sessions.',
        'For example, you could bring what you noted in mood tracking or a thought record done here in the chat to your sessions, and use the exercises on the days in between.',
        'Tell your therapist you use it, so you can decide together how it fits: if their guidance differs, theirs comes first.',
        'Remember I’m an AI for self-help: I can keep you company along the way, but I don’t replace professional care.',
      ],
      [
        'You can keep using it: many people find it useful to have something to do between sessions, like a breathing exercise or a written reflection.',
        'Mood notes and thought records can become material to bring to your therapist, who will know how to use them in your work together.',
        'Talk it over in a session and let your therapist’s guidance come first: this app is an AI-based self-help tool, not therapy, and it doesn’t replace it.',
      ],
      ['What would you like to bring to your next session?', 'Which part of the app helps you most between sessions?'],
    ),
  },
  {
    id: 'feedback_to_friend',
    kind: 'how_to',
    keys: 'era mio amico=3, era mia amica=3, era un mio amico=3, era una mia amica=3, erano miei amici=3, erano mie amiche=3, ex colleghi=1, miei ex colleghi=1, colleghi amici=3, amico=1, amica=1, amici=1, responsabile della mia amica=5, responsabile del mio amico=5, responsabile dei miei amici=5, responsabile di un amico=5, responsabile di una amica=5, responsabile di un mio amico=5, responsabile di una mia amica=5, capo della mia amica=5, capo del mio amico=5, capo dei miei amici=5, capo di un amico=5, capo di una amica=5, sono la responsabile=2, sono il responsabile=2, sono il capo=2, sono la capa=2, come glielo dico=1, come le dico=1, come gli dico=1, sono il suo responsabile=6, sono la sua responsabile=6, sono il suo capo=6, sono la sua capa=6, sono il loro responsabile=6, sono la loro responsabile=6, sono il loro capo=6, suo responsabile=2, sua responsabile=2, diventat responsabile=5, diventat il suo capo=6, diventat la sua capa=6, diventat il capo=5, diventat la capa=5, diventat capo=5, diventat il responsabile=5, diventat la responsabile=5, promoss=1, promozione=1, gestire la mia amica=6, gestire il mio amico=6, gestire la mia migliore amica=6, gestire il mio migliore amico=6, gestire un amico=6, gestire un amica=6, gestire i miei amici=6, lavora per me=5, lavorano per me=5, lavora sotto di me=5, fare un appunto=4, fargli un appunto=5, farle un appunto=5, un appunto=2, richiamarl=3, riprenderl=3, dare un feedback=2, dargli un feedback=3, darle un feedback=3, feedback=1, dirgli che=1, dirle che=1, reports to me=7, report to me=7, reporting to me=7, direct report=4, i$ manage=4, manage my friend=7, manage my best friend=7, managing my friend=7, managing my best friend=7, managing a friend=7, managing friends=7, manage friends=7, former peer=6, former peers=6, former colleagues=1, was my friend=3, were my friends=3, used to be my friend=3, is my friend=2, my friend=1, my best friend=1, friends with=2, promoted=1, became his manager=6, became her manager=6, became their manager=6, became the manager=5, became manager=5, now his manager=6, now her manager=6, now their manager=6, now his boss=6, now her boss=6, now their boss=6, give feedback=3, giving feedback=3, give him feedback=4, give her feedback=4, give them feedback=4, feedback to=3, mi critica=-6, mi ha criticat=-6, mi ha fatto un appunto=-9, mi fa un appunto=-9, mi fa notare=-4, mi ha ripreso=-6, mi rimprovera=-6, mi tratta=-4, criticizes me=-6, criticises me=-6, criticized me=-6, criticised me=-6, told me off=-6, gave me feedback=-9, gives me feedback=-9, feedback from=-6, il mio capo=-3, la mia capa=-3, il mio responsabile=-3, la mia responsabile=-3, my boss=-3, my manager=-3, non sono stat promoss=-9, non mi hanno promoss=-9, didnt get promoted=-9, not promoted=-9, passed over=-9',
    requires:
      'responsabile della mia amica=0, responsabile del mio amico=0, responsabile dei miei amici=0, responsabile di un amico=0, responsabile di una amica=0, responsabile di un mio amico=0, responsabile di una mia amica=0, capo della mia amica=0, capo del mio amico=0, capo dei miei amici=0, capo di un amico=0, capo di una amica=0, sono il suo responsabile=0, sono la sua responsabile=0, sono il suo capo=0, sono la sua capa=0, sono il loro responsabile=0, sono la loro responsabile=0, sono il loro capo=0, diventat responsabile=0, diventat il suo capo=0, diventat la sua capa=0, diventat il capo=0, diventat la capa=0, diventat capo=0, diventat il responsabile=0, diventat la responsabile=0, gestire la mia amica=0, gestire il mio amico=0, gestire la mia migliore amica=0, gestire il mio migliore amico=0, gestire un amico=0, gestire un amica=0, gestire i miei amici=0, lavora per me=0, lavorano per me=0, lavora sotto di me=0, reports to me=0, report to me=0, reporting to me=0, manage my friend=0, manage my best friend=0, managing my friend=0, managing my best friend=0, managing a friend=0, managing friends=0, manage friends=0, former peer=0, former peers=0, became his manager=0, became her manager=0, became their manager=0, became the manager=0, became manager=0, now his manager=0, now her manager=0, now their manager=0, now his boss=0, now her boss=0, now their boss=0',
    forms: ['how', 'what', 'should', 'normal', 'is_this', 'could', 'why'],
    it: lc(
      [
        'Aiuta nominare il cambiamento una volta, con calma, per esempio «adesso ho un ruolo diverso e a volte dovrò parlarti di lavoro: non cambia quello che penso di te».',
        'Quando devi fare un appunto fallo in privato, in modo specifico e sul comportamento, non sulla persona: «nelle ultime due consegne mancavano dei dati» funziona meglio di «non ti impegni».',
        'Tieni separati i due tempi: il caffè o la cena da amici restano vostri, le questioni di lavoro si affrontano al lavoro.',
        'E sii coerente con tutto il gruppo: le stesse regole per tutti proteggono anche la vostra amicizia.',
      ],
      [
        'Passare da collega alla guida del gruppo è delicato, e il disagio dei primi tempi è normale.',
        'Un appunto fatto presto, a quattr’occhi e su fatti precisi pesa meno di uno rimandato finché diventa grande.',
        'Puoi dire chiaramente che per te l’amicizia resta, e che proprio per questo preferisci parlare chiaro invece di girarci intorno.',
        'Tratta il suo lavoro come quello degli altri, né più duro né più morbido: la coerenza è ciò che rende il tuo ruolo credibile agli occhi di tutti.',
      ],
      ['Quale comportamento preciso vorresti far notare?', 'Come potresti nominare il cambio di ruolo con parole tue?'],
    ),
    en: lc(
      [
        'It helps to name the change once, calmly, for example "I have a different role now and sometimes I’ll need to talk to you about work: it doesn’t change what I think of you".',
        'When you need to give feedback, do it in private, be specific and talk about the behaviour, not the person: "the last two reports were missing figures" lands better than "you don’t try".',
        'Keep the two times apart: coffee or dinner as friends stays yours, work matters get dealt with at work.',
        'And be consistent across the team: the same rules for everyone protect your friendship too.',
      ],
      [
        'Going from colleague to leading the team is a delicate shift, and feeling awkward at first is normal.',
        'Feedback given early, one to one and about specific facts weighs less than feedback put off until it grows.',
        'You can say clearly that the friendship still matters to you, and that this is exactly why you’d rather be straight than talk around things.',
        'Treat their work like everyone else’s, neither harder nor softer: consistency is what makes your role credible to the whole team.',
      ],
      ['Which specific behaviour would you like to point out?', 'How could you name the change of role in your own words?'],
    ),
  },
  {
    id: 'after_treatment_low',
    kind: 'normal',
    keys: 'fine delle cure=6, finito le cure=6, finite le cure=6, cure sono finite=6, cure finite=5, finito la chemio=7, finita la chemio=7, fine della chemio=7, finito la radio=6, finita la radio=6, dopo le cure=5, dopo la chemio=5, dopo il tumore=4, dopo il cancro=4, sono guarit=2, guarit=0.5, in remissione=6, remissione=5, chemio=0.5, radioterapi=0.5, oncolog=0.5, tumore=0.5, cancro=0.5, linfoma=0.5, leucemia=0.5, cancer=0.5, tumour=0.5, tumor=0.5, lymphoma=0.5, leukemia=0.5, leukaemia=0.5, chemo=0.5, chemotherapy=0.5, radiotherapy=0.5, finished treatment=7, finishing treatment=6, finished my treatment=7, end of treatment=7, treatment ended=7, treatment is over=7, treatment finished=7, treatment has ended=7, treatment being over=7, after treatment=5, after my treatment=5, since treatment=4, treatment=0.5, finished chemo=7, finishing chemo=6, after chemo=5, finished radiotherapy=7, in remission=7, remission=5, cancer free=6, all clear=0.5, survivor=0.5, ingrat=4, ungrateful=5, giu$=0.5, peggio=0.5, a pezzi=0.5, triste=0.5, felice=0.5, low$=0.5, worse=0.5, awful=0.5, sad$=0.5, happy=0.5, paura che torni=4, paura che ritorni=4, recidiv=4, fear of recurrence=6, coming back=2, come back=2, dall ansia=-15, dal panico=-15, dalla depression=-15, dagli attacchi=-15, from anxiety=-15, from depression=-15, from panic=-15, influenza=-9, covid=-6, raffreddore=-9, frattura=-6, ferita=-6, antibiotic=-9, farmac=-9, medication=-9, paura di avere=-6, puo essere un=-6, could it be=-6, is it cancer=-6, is this cancer=-6, neo$=-9, mole=-9, nodul=-6, lump=-6, mia madre=-12, mio padre=-12, mia moglie=-12, mio marito=-12, mia sorella=-12, mio fratello=-12, mia amica=-12, mio amico=-12, my mom=-12, my dad=-12, my wife=-12, my husband=-12, my sister=-12, my brother=-12, my friend=-12, his treatment=-12, her treatment=-12, my son=-12, my daughter=-12, mio figlio=-12, mia figlia=-12, mia nonna=-12, mio nonno=-12, my grandma=-12, my grandad=-12, my father=-12, my mother=-12, my partner=-12, il mio compagno=-12, la mia compagna=-12, iniziare la chemio=-6, inizio la chemio=-6, start chemo=-6, starting chemo=-6, before chemo=-6, prima della chemio=-6, a=0.5, pezzi=0.5, all=0.5, clear=0.5, on chemo=-6, sto facendo la chemio=-6, durante la chemio=-6, during chemo=-6, during treatment=-6, durante le cure=-6, still on=-4, ancora in cura=-6',
    requires:
      'fine delle cure=0, finito le cure=0, finite le cure=0, cure sono finite=0, cure finite=0, chemio=0, radioterapi=0, dopo le cure=0, dopo il tumore=0, dopo il cancro=0, guarit=0, remissione=0, oncolog=0, tumore=0, cancro=0, linfoma=0, leucemia=0, cancer=0, tumour=0, tumor=0, lymphoma=0, leukemia=0, leukaemia=0, chemo=0, chemotherapy=0, radiotherapy=0, finished treatment=0, finishing treatment=0, finished my treatment=0, end of treatment=0, treatment ended=0, treatment is over=0, treatment finished=0, treatment has ended=0, treatment being over=0, after treatment=0, after my treatment=0, since treatment=0, in remission=0, remission=0, cancer free=0, all clear=0',
    forms: ['normal', 'why', 'is_this', 'how', 'could', 'what'],
    it: lc(
      [
        'No, non è ingratitudine: sentirsi giù alla fine delle cure è molto comune, anche se sembra il contrario di quello che tutti si aspettano.',
        'Durante le cure c’erano appuntamenti, controlli e una squadra intorno; quando finiscono l’impalcatura se ne va, mentre restano la stanchezza del corpo e la paura che la malattia torni.',
        'Intanto gli altri spesso si aspettano che tutto torni «come prima», e questo può farti sentire ancora più fuori posto.',
        'Parlane con la tua équipe o con il medico di base: molti ospedali e associazioni come AIMaC hanno servizi di psiconcologia, e nei gruppi di pazienti trovi persone che ci sono passate.',
      ],
      [
        'Quello che senti ha senso: la fine delle cure è un passaggio, non un traguardo che cancella tutto quello che c’è stato.',
        'Spesso le emozioni messe da parte per affrontare le terapie arrivano proprio adesso, quando finalmente c’è lo spazio per sentirle.',
        'Dirlo non toglie niente alla gratitudine per come è andata: le due cose possono stare insieme.',
        'Raccontalo all’équipe che ti segue o al medico di base e chiedi dei servizi di psiconcologia, che offrono molti ospedali e associazioni come AIMaC; anche un gruppo di pazienti può aiutare.',
      ],
      ['Cosa ti pesa di più, adesso che le cure sono finite?', 'C’è qualcuno dell’équipe con cui potresti parlarne?'],
    ),
    en: lc(
      [
        'No, it isn’t ingratitude: feeling low when treatment ends is very common, even if it seems the opposite of what everyone expects.',
        'During treatment there were appointments, check-ups and a team around you; when it ends that scaffolding goes, while the tiredness in your body and the fear of it coming back remain.',
        'Meanwhile others often expect you to be "back to normal", which can make you feel even more out of step.',
        'Tell your treatment team or your GP: many hospitals and cancer charities offer psycho-oncology or survivorship support, and patient groups put you in touch with people who have been there.',
      ],
      [
        'What you feel makes sense: the end of treatment is a transition, not a finish line that wipes out everything that happened.',
        'Feelings put aside to get through treatment often arrive right now, when there is finally room to feel them.',
        'Saying so takes nothing away from being glad of how things went: the two can sit side by side.',
        'Mention it to the team looking after you or to your GP and ask about psycho-oncology or survivorship services; in Italy many hospitals and associations like AIMaC offer them, and a patient group can help too.',
      ],
      ['What weighs on you most, now that treatment is over?', 'Is there someone in your team you could talk to about it?'],
    ),
  },
];
