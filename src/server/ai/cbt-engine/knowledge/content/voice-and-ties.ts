/**
 * Practical questions asked in passing: a voice that shakes when speaking, tinnitus that stress
 * turns up, where perfectionism comes from, what "I statements" are, when the newborn nights end,
 * meeting people later in life, what to say to strangers, and asking to pay a bill in instalments.
 * No diagnosis, no dose, no financial product: what helps, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const VOICE_AND_TIES_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'voice_shaking',
    kind: 'how_to',
    keys: 'trema la voce=8, voce trem=8, voce che trem=8, voce mi trem=8, voce tremol=8, tremolio della voce=8, tremore della voce=8, tremore nella voce=8, si spezza la voce=7, voce si spezza=7, voce rotta=5, voce incrinat=6, si incrina la voce=6, voce instabile=6, voce mi si spezza=7, mi si spezza la voce=7, spezz=3, incrin=3, trema=3, tremo$=3, treman=2, tremol=3, tremor=3, tremav=3, voce=1, voice shak=9, shaky voice=9, shaking voice=9, voice trembl=9, trembling voice=9, voice wobbl=9, wobbly voice=9, voice quiver=9, voice crack=7, shaky=3, shaking=3, shakes=3, shook=3, trembl=3, wobbl=3, quiver=3, voice=1, presentazion=1, riunion=1, telefon=1, parlo=1, presentation=1, meeting=1, phone=1, speak=1, la sua voce=-6, sua voce=-4, sento voci=-9, sento delle voci=-9, sentire voci=-9, voce interiore=-6, voce critica=-6, voce nella testa=-8, hear voices=-9, hearing voices=-9, inner voice=-6, critical voice=-6, voice in my head=-8, voices in my head=-9, voice note=-6',
    requires: 'voce=0, voice=0',
    forms: ['how', 'why', 'normal', 'what', 'is_this', 'could'],
    it: lc(
      [
        'Quando l’ansia sale il respiro si fa corto e alto, e la voce trema perché le manca l’aria sotto: prima di cominciare aiuta un’espirazione lenta e lunga, come se soffiassi piano su una candela.',
        'Impara a memoria la prima frase, così le prime parole escono anche con la testa in subbuglio, e il resto di solito segue.',
        'Parla un po’ più lentamente e un tono più in basso del solito, e tieni vicino un bicchiere d’acqua: un sorso è anche una pausa naturale.',
      ],
      [
        'Chi ascolta nota il tremolio della voce molto meno di quanto lo senti tu da dentro: da fuori, di solito, sembra solo qualcuno che ci tiene.',
        'Le pause aiutano più di quanto sembri: fermarti un secondo a fine frase ti lascia riprendere fiato, e da fuori passa per calma, non per esitazione.',
        'Con la pratica il tremore cala: ogni presentazione, riunione o telefonata fatta nonostante la voce incerta insegna al corpo che si può fare.',
      ],
      ['In quale situazione ti capita di più: una presentazione, una riunione o al telefono?', 'Quale potrebbe essere la prima frase da imparare a memoria per la prossima volta?'],
    ),
    en: lc(
      [
        'A shaky voice usually comes from shallow, high breathing when nerves kick in, so before you start, let one slow, long breath out, as if you were gently blowing on a candle.',
        'Learn your first sentence by heart: once those first words are out, the rest tends to follow even if your mind is racing.',
        'Speak a little slower and a touch lower than usual, and keep some water nearby, since a sip also gives you a natural pause.',
      ],
      [
        'People listening notice a wobble in your voice far less than you feel it from inside: to them you mostly sound like someone who cares.',
        'Pausing at the end of a sentence lets your breath catch up, and from the outside it comes across as calm, not hesitation.',
        'It does ease with practice: every meeting, presentation or phone call you get through with a shaky voice teaches your body that it can be done.',
      ],
      ['Where does it happen most: presentations, meetings or on the phone?', 'What first sentence could you learn by heart for next time?'],
    ),
  },
  {
    id: 'tinnitus_stress',
    kind: 'health',
    keys: 'acufen=8, tinnit=8, fischi=4, ronzi=4, sibil=4, fruscio=3, ringin=4, buzzing=4, whistl=3, hissing=3, humming=2, orecchi=1, ears$=1, ear$=1, stress=1, ansia=1, anxiety=1, louder=1, piu forte=1, orecchin=-9, earring=-9, earphone=-4, cuffiett=-4',
    requires: 'acufen=0, tinnit=0, orecchi=0, ears$=0, ear$=0',
    forms: ['could', 'why', 'normal', 'is_this', 'how', 'what', 'should'],
    it: lc(
      [
        'Sì, lo stress può rendere l’acufene più forte e più presente: un sistema nervoso in allarme alza il volume di ciò che percepisce come una minaccia, e il fischio diventa difficile da ignorare.',
        'Anche ascoltarlo per controllare se c’è ancora, soprattutto nel silenzio, lo tiene in primo piano: di notte aiuta un suono leggero di sottofondo, come un ventilatore o la pioggia registrata, più che combatterlo.',
        'Un fischio nuovo, da un orecchio solo, che pulsa come il battito o che arriva con le vertigini va mostrato presto al medico di base, che può indirizzarti a un otorinolaringoiatra o a un audiologo.',
        'Un calo improvviso dell’udito va visto il giorno stesso, e se arrivano anche debolezza di un lato del viso o del corpo o difficoltà a parlare chiama subito il 112.',
      ],
      [
        'Da qui non posso dirti da cosa dipende il tuo fischio, ma è molto comune che l’acufene si senta di più nei periodi di ansia e si attenui quando la tensione cala.',
        'Più lo si ascolta e lo si controlla, più il cervello lo tratta come importante: spostare l’attenzione su altro e tenere la sera un suono morbido nella stanza, invece di cercare il silenzio assoluto, di solito aiuta.',
        'Se è comparso da poco, se riguarda un orecchio solo, se batte a tempo col cuore o se ci sono vertigini, parlane presto con il medico di base; se l’udito cala all’improvviso non aspettare, fatti vedere in giornata.',
        'Se insieme al fischio compaiono un lato del viso che non si muove bene, difficoltà a parlare o un mal di testa violento e improvviso, chiama il 112.',
      ],
      ['Da quanto tempo lo senti, e in quali momenti si fa più forte?', 'Riesci a sentire il medico di base nei prossimi giorni?'],
    ),
    en: lc(
      [
        'Stress really can make tinnitus louder and harder to ignore: a nervous system on alert turns up the volume on anything it reads as a threat, and the ringing is an easy target.',
        'Listening out for it to check whether it’s still there, especially in silence, keeps it in the foreground, so at night a soft background sound like a fan or recorded rain helps more than fighting it.',
        'Ringing that is new, in one ear only, pulses in time with your heartbeat or comes with dizziness or vertigo should be seen by your GP soon, who can refer you to an ENT specialist or an audiologist.',
        'Sudden hearing loss needs to be seen the same day, and if it comes with weakness on one side of the face or body or trouble speaking, call 112 or your local emergency number straight away.',
      ],
      [
        'I can’t tell from here what is behind your ringing, but it’s very common for tinnitus to feel louder during anxious spells and to fade into the background as the tension eases.',
        'The more it’s monitored, the more the brain treats it as important: turning your attention to something else and keeping a gentle sound in the room at night, rather than chasing total silence, usually helps.',
        'If it started recently, is in one ear only, beats with your pulse or comes with dizziness, talk to your GP soon; if your hearing drops suddenly, don’t wait, get seen that same day.',
        'If the ringing comes with one side of the face not moving properly, difficulty speaking or a sudden violent headache, call 112 or your local emergency number.',
      ],
      ['How long have you been hearing it, and when does it get louder?', 'Could you get in touch with your GP in the next few days?'],
    ),
  },
  {
    id: 'perfectionism_origin',
    kind: 'why',
    keys: 'perfezionis=2, perfectionis=2, da dove viene=5, da dove nasce=5, da dove arriva=5, da dove deriva=5, come nasce=4, come mai sono=3, perche sono cosi=4, perche sono sempre=3, origin=5, radic=4, causa=3, cause=3, caused=3, where does=3, come from=3, comes from=3, why am i=3, why im=3, am i so=3, am i such=3',
    requires: 'perfezionis=0, perfectionis=0',
    forms: ['why', 'what'],
    it: lc(
      [
        'Il perfezionismo di solito nasce in un periodo in cui il proprio valore sembrava legato ai risultati, o a non farsi criticare: fare tutto al meglio era un modo per sentirsi al sicuro.',
        'Ci mettono lo zampino anche il temperamento, che in alcune persone è più sensibile agli errori, e le lodi ricevute soprattutto per i voti o le prestazioni, più che per quello che si era.',
        'Non è colpa di nessuno: è una strategia che un tempo ha protetto, e che oggi si può allentare con piccoli esperimenti, come consegnare un lavoro al 90% e guardare cosa succede davvero.',
      ],
      [
        'Di rado c’è una causa sola: spesso si intrecciano un carattere attento e coscienzioso, apprezzamenti arrivati soprattutto per i risultati e il timore delle critiche, a scuola, a casa o nello sport.',
        'A un certo punto la regola diventa «se è perfetto nessuno può trovarmi difetti», e per un po’ funziona: è proprio per questo che è così difficile lasciarla andare.',
        'Capire da dove viene aiuta a trattarlo con meno durezza, ma a cambiarlo sono i piccoli esperimenti: mandare una mail riletta una volta sola, consegnare al 90% e notare che il mondo non crolla.',
      ],
      ['Ti ricordi quando hai cominciato a sentire che doveva essere tutto perfetto?', 'Quale piccola cosa potresti consegnare al 90% questa settimana?'],
    ),
    en: lc(
      [
        'Perfectionism often grows out of a time when your worth seemed to depend on results, or on avoiding criticism: doing everything flawlessly was a way to feel safe.',
        'Temperament plays a part too, since some people are simply more sensitive to mistakes, and so does being praised mostly for grades or performance rather than for who you were.',
        'It isn’t anyone’s fault: it’s a strategy that once protected you, and today it can be loosened with small experiments, like handing something in at 90% and seeing what really happens.',
      ],
      [
        'There’s rarely one cause: a careful, conscientious temperament, praise that came mainly for achievements and a fear of criticism, at school, at home or in sport, tend to weave together.',
        'Somewhere along the way the rule becomes "if it’s perfect, nobody can find fault with me", and for a while it works, which is exactly why it’s so hard to let go of.',
        'Understanding where it comes from helps you treat it less harshly, but what changes it is small experiments: sending an email after one read-through, handing in at 90% and noticing the world doesn’t fall apart.',
      ],
      ['Do you remember when things first started needing to be perfect?', 'What small thing could you hand in at 90% this week?'],
    ),
  },
  {
    id: 'i_statements',
    kind: 'definition',
    keys: 'i$ statement=7, i$ statements=7, i$ feel statement=7, i$ messages$=6, messagg in prima persona=7, messaggi in prima persona=7, frasi in prima persona=7, frase in prima persona=7, parlare in prima persona=6, comunicazione in prima persona=7, comunicare in prima persona=7, messagg in io$=7, messagg io$=7, io$ messagg=7, prima persona=2, esempio=1, example=1',
    requires: 'i$ statement=0, i$ feel statement=0, i$ messages$=0, messagg in prima persona=0, frasi in prima persona=0, frase in prima persona=0, parlare in prima persona=0, comunicazione in prima persona=0, comunicare in prima persona=0, messagg in io$=0, messagg io$=0, io$ messagg=0',
    forms: ['what', 'how'],
    it: lc(
      [
        'I messaggi in prima persona sono un modo di dire una cosa difficile partendo da te, da quello che noti e senti, invece che da un giudizio sull’altra persona.',
        'Di solito hanno tre parti, il fatto, la sensazione e la richiesta, per esempio: «quando arrivi in ritardo senza avvisare mi preoccupo e ci resto male, la prossima volta mi mandi un messaggio?».',
        'Funzionano perché chi ascolta non si sente accusato e ha meno bisogno di difendersi, così è più facile che ascolti davvero.',
      ],
      [
        'I messaggi in io, o in prima persona, mettono al centro la tua esperienza invece della colpa dell’altro: al posto di «tu non mi ascolti mai» si dice «quando ti parlo e guardi il telefono mi sento in secondo piano, e mi piacerebbe che lo mettessi giù cinque minuti».',
        'La differenza sembra piccola, ma un «tu sempre» suona come un’accusa e fa scattare la difesa, mentre un «io sento» lascia all’altro lo spazio per rispondere.',
        'Non sono un copione da recitare parola per parola: conta lo spirito, cioè parlare di te e chiedere una cosa concreta, con parole che suonino tue.',
      ],
      ['C’è una situazione in cui vorresti provarne uno?', 'Come potresti dire la tua richiesta in una frase, partendo da «quando…, io…»?'],
    ),
    en: lc(
      [
        'I statements are a way of raising something difficult by starting from yourself, what you notice and feel, rather than from a verdict on the other person.',
        'They usually have three parts, the fact, the feeling and the request, for example: "when you’re late and don’t let me know, I get worried and a bit hurt; could you text me next time?"',
        'They work because the other person doesn’t feel accused, so they have less need to defend themselves and more room to actually listen.',
      ],
      [
        'I statements put your own experience at the centre instead of the other person’s fault: rather than "you never listen to me" you might say "when I’m talking and you look at your phone, I feel sidelined, and I’d like you to put it down for five minutes".',
        'The difference looks small, but "you always" lands as an accusation and sets off defensiveness, while "I feel" leaves the other person room to respond.',
        'I statements aren’t a script to recite word for word: what matters is talking about your side and asking for something concrete, in words that sound like you.',
      ],
      ['Is there a situation where you’d like to try one?', 'How might you put your request in one sentence, starting with "when…, I feel…"?'],
    ),
  },
  {
    id: 'newborn_nights_phase',
    kind: 'normal',
    keys: 'neonat=2, newborn=2, baby=1, bimb=1, bebe$=1, infant=1, lattant=1, month old=1, week old=1, dorm=2, sonno=2, notte=1, notti=1, notti in bianco=3, notte in bianco=3, notti insonni=3, insonn=2, svegli=1, risvegli=1, poppat=1, a$ pezzi=2, ogni due ore=2, ogni 2 ore=2, every two hours=2, every 2 hours=2, sleep=2, no sleep=2, sleepless=3, sleep deprived=3, sleep deprivation=3, sleep through=3, sleeping through=3, night=1, awake=1, waking=1, wakes=1, feeds=1, quando finisce=2, quando finira=2, quando passa=2, quando passera=2, quanto dura=2, fase=2, phase=2, stage=1, when does=1, when will=1, end$=1, get better=1, dorme troppo=-6, dorme tanto=-4, sleeps too much=-6, sleeps a lot=-4, febbre=-8, fever=-8, respira=-6, breathing=-6, morte in culla=-8, sids$=-8, anni$=-3, years$=-2, toddler=-4, gravidanza=-6, incinta=-6, pregnan=-6',
    requires: 'neonat=0, newborn=0, baby=0, bimb=0, bebe$=0, infant=0, lattant=0, month old=0, week old=0',
    forms: ['normal', 'how', 'what', 'why'],
    it: lc(
      [
        'Non c’è una data precisa: nei primi mesi il sonno del neonato si allunga poco a poco, e per molte famiglie le notti diventano più sostenibili col passare dei mesi, ma ogni bambino ha i suoi tempi.',
        'E non va in linea retta: dentini, malanni, scatti di crescita o un periodo più agitato possono riportare notti difficili anche dopo settimane buone, senza che nessuno abbia sbagliato niente.',
        'Nel frattempo conta proteggere il sonno di chi se ne occupa: turni fissi, se c’è un altro adulto con cui dividere la notte, dormire quando si riesce e chiedere aiuti concreti, come qualcuno che tenga il bambino due ore mentre riposi.',
        'Se la stanchezza diventa insostenibile o l’umore resta giù per settimane, parlane con il pediatra, il medico di base o il consultorio familiare.',
      ],
      [
        'Il sonno dei neonati si sistema gradualmente, non tutto in una volta: ci sono settimane migliori e altre in cui sembra di tornare indietro, ed è normale.',
        'Per reggere aiuta dividersi la notte in turni, così almeno uno dorme un blocco intero, e accettare l’aiuto di chi si offre, con compiti precisi come la spesa o un pomeriggio col bambino.',
        'Se la stanchezza o la tristezza sono molto pesanti, durano nel tempo o arrivano pensieri spaventosi che non se ne vanno, parlane con il medico di base, il pediatra o il consultorio: la depressione dopo il parto può riguardare sia le mamme sia i papà, e con un aiuto passa.',
      ],
      ['Com’è organizzata la notte adesso, e c’è qualcuno con cui dividerla?', 'Quale aiuto concreto potresti chiedere questa settimana, e a chi?'],
    ),
    en: lc(
      [
        'There’s no fixed date: in the first months a baby’s sleep lengthens little by little, and for most families the nights become more bearable as the months go on, but babies vary a lot.',
        'It isn’t a straight line either: teething, colds, growth spurts or a more unsettled spell can bring rough nights back even after good weeks, without anyone having done anything wrong.',
        'In the meantime, protecting the sleep of whoever is doing the nights matters: fixed shifts if there’s another adult to share with, sleeping when you can and asking for concrete help, like someone holding the baby for two hours while you rest.',
        'If the exhaustion feels unmanageable or your mood stays low for weeks, talk to your GP, your health visitor or the baby’s doctor.',
      ],
      [
        'Newborn sleep settles gradually rather than all at once: there are better weeks and weeks that feel like going backwards, and that’s normal.',
        'Splitting the night into shifts, so at least one of you gets a solid block, and saying yes to help with specific jobs like the shopping or an afternoon with the baby makes it easier to get through.',
        'If tiredness or low mood is very heavy or lasting, or frightening thoughts keep coming back, talk to your GP or health visitor: postnatal depression can affect mums and dads alike, and with help it passes.',
      ],
      ['How are the nights organised right now, and is there anyone to share them with?', 'What concrete help could you ask for this week, and from whom?'],
    ),
  },
  {
    id: 'later_life_connection',
    kind: 'how_to',
    keys: 'alla mia eta=1, at$ my age=1, of$ my age=1, man of my age=2, woman of my age=2, vedov=1, widow=1, pension=3, retire=3, anzian=1, elderly=1, older man=1, older woman=1, older men=1, older women=1, older people=1, pensioner=1, senior=1, terza eta=2, third age=2, u3a=3, men s shed=4, mens shed=4, 6 anni=1, 7 anni=1, 8 anni=1, 6$ anni=-1, 7$ anni=-1, 8$ anni=-1, sessantenn=1, settantenn=1, ottantenn=1, in$ my 6=1, in$ my 7=1, in$ my 8=1, sixties=1, seventies=1, eighties=1, over 60$=1, over 65$=1, over 70$=1, over 75$=1, over 80$=1, 6 year old=1, 7 year old=1, 8 year old=1, 6 years old=1, 7 years old=1, 8 years old=1, 6$ year=-1, 7$ year=-1, 8$ year=-1, bingo=4, tombola=4, conoscere gente=4, conosc gente=4, conoscere persone=4, conosc persone=4, nuove persone=3, non conosco nessuno=2, fare amicizia=4, fare amicizie=4, nuovi amici=3, amici nuovi=3, compagnia=3, uscire di casa=3, cosa posso fare=2, cosa puo fare=2, attivita=2, volontariato=2, circolo=2, centro anziani=3, meet people=5, meeting people=5, make friends=5, making friends=5, make new friends=5, new friends=3, new people=3, company$=2, get out of the house=3, something to do=2, activities=2, volunteer=2, club$=1, suggest=1, solitudin=2, lonely=2, loneliness=2, mi sento sol=2',
    requires: 'alla mia eta=0, at$ my age=0, of$ my age=0, vedov=0, widow=0, pension=0, retire=0, anzian=0, elderly=0, older man=0, older woman=0, older men=0, older women=0, older people=0, pensioner=0, senior=0, terza eta=0, third age=0, u3a=0, men s shed=0, mens shed=0, 6 anni=0, 7 anni=0, 8 anni=0, sessantenn=0, settantenn=0, ottantenn=0, in$ my 6=0, in$ my 7=0, in$ my 8=0, sixties=0, seventies=0, eighties=0, over 60$=0, over 65$=0, over 70$=0, over 75$=0, over 80$=0, 6 year old=0, 7 year old=0, 8 year old=0, 6 years old=0, 7 years old=0, 8 years old=0, bingo=0, tombola=0',
    forms: ['how', 'what', 'where', 'should', 'could'],
    it: lc(
      [
        'Spesso funziona meglio cercare un’attività con uno scopo comune che mettersi a «fare vita sociale»: la gente si conosce facendo qualcosa insieme, fianco a fianco.',
        'Qualche idea: il volontariato, un gruppo di cammino, un orto urbano, un coro, l’Università della terza età, la parrocchia o un circolo del quartiere.',
        'Conta la regolarità più dell’occasione: tornare ogni settimana nello stesso posto, anche solo lo stesso bar alla stessa ora, trasforma i volti noti in conoscenze.',
        'È normale che ci voglia qualche mese: i legami nuovi crescono piano, e i primi incontri un po’ goffi fanno parte del percorso.',
      ],
      [
        'Ci sono tanti modi di conoscere persone anche più avanti con gli anni che non hanno l’aria del divertimento organizzato, e rendono di più quando c’è qualcosa da fare insieme.',
        'Per esempio dare una mano in un’associazione, seguire un corso all’Università della terza età, unirsi a un gruppo di camminata o a un coro, o chiedere un pezzo di terra negli orti comunali.',
        'Scegline una sola e tornaci ogni settimana per un paio di mesi: le amicizie nascono dal rivedersi, molto più che dal primo incontro.',
      ],
      ['C’è qualcosa che ti piaceva fare, al lavoro o prima, che potrebbe diventare un’attività con altri?', 'Quale posto potresti provare questa settimana, e a che ora?'],
    ),
    en: lc(
      [
        'What often works better than setting out to "socialise" is an activity with a shared purpose: people get to know each other side by side, doing something together.',
        'A few ideas: volunteering, a walking group, a Men’s Shed if you’re in the UK, an allotment, a choir, the University of the Third Age (U3A), or a local club or church.',
        'Regularity matters more than the occasion: going back to the same place every week, even the same café at the same time, turns familiar faces into acquaintances.',
        'It’s normal for it to take a few months: new ties grow slowly, and the first slightly awkward meetings are part of the process.',
      ],
      [
        'There are plenty of ways to meet people later in life that don’t feel like organised fun, and they work best when there’s something to do together.',
        'Men’s Sheds, for instance, are community workshops where people, mostly men, make and mend things side by side, and volunteering, U3A courses, walking groups, allotments and choirs work in a similar way.',
        'Pick one and go every week for a couple of months: friendships come from seeing the same people again, far more than from a first meeting.',
      ],
      ['Is there something you used to enjoy, at work or before, that could become something to do with others?', 'Which place could you try this week, and at what time?'],
    ),
  },
  {
    id: 'talking_to_strangers',
    kind: 'how_to',
    keys: 'sconosciut=6, stranger=6, gente che non conosc=6, persone che non conosc=2, people i dont know=4, people you dont know=4, people i don t know=4, attaccare bottone=6, strike up=5, conversazion=2, conversation=2, chiacchier=2, chat to=2, small talk=4, bus stop=2, queue=2, in fila=2, in coda=2, parlare con=1, talk to=1, cosa dico=2, cosa dire=2, what do i say=2, what to say=2, even say=2, say to=1, di cosa posso parlare=-6, di cosa parlare=-2, festa=-2, party=-2, cena=-2, dinner=-2, colleghi=-4, colleagues=-4, coworkers=-4, aperitivo=-3, numero sconosciut=-9, numeri sconosciut=-9, unknown number=-9, online=-6, internet=-6, mio figlio=-6, mia figlia=-6, my son=-6, my daughter=-6, my kid=-6, bambin=-4, children=-4, kids=-4, danger=-6, pericolos=-6, feeling like a stranger=-9, feel like a stranger=-9, sentirmi un estrane=-9, sentirsi un estrane=-9, like a stranger in=-9',
    requires: 'sconosciut=0, stranger=0, gente che non conosc=0, persone che non conosc=0, people i dont know=0, people you dont know=0, people i don t know=0, attaccare bottone=0, strike up=0',
    forms: ['how', 'what'],
    it: lc(
      [
        'Con chi non conosci, il modo più semplice per cominciare è un commento sulla situazione che state vivendo insieme: la fila che non si muove, il tempo, il cane che vi passa accanto.',
        'Poi una domanda aperta, di quelle a cui non si risponde solo sì o no, come «come ha scoperto questo posto?», e una seconda domanda su quello che ti dice, che mostra che stai ascoltando.',
        'Va benissimo che resti una chiacchiera leggera: non deve diventare una conversazione profonda per valere qualcosa.',
      ],
      [
        'Aiuta spostare l’attenzione fuori da te: invece di controllare come stai andando, guarda l’altra persona e quello che dice, e trova lì la prossima domanda.',
        'Le chiacchiere di circostanza sono fatte apposta per essere leggere: servono a dire «ci sono, ho buone intenzioni», non a fare colpo.',
        'E per chiudere basta una frase gentile con un sorriso, come «è stato un piacere, buona giornata»: finire una conversazione è normale quanto cominciarla.',
      ],
      ['In quali situazioni ti capita di più di trovarti accanto a persone che non conosci?', 'Quale commento sulla situazione potresti tenere pronto per la prossima volta?'],
    ),
    en: lc(
      [
        'With strangers, the easiest opener is a comment on what you’re both in the middle of: the queue that isn’t moving, the weather, the dog that just walked past.',
        'Then an open question, one that can’t be answered with just yes or no, like "how did you find this place?", and a follow-up on whatever they say, which shows you’re listening.',
        'It’s completely fine for it to stay small talk: it doesn’t need to become a deep conversation to count.',
      ],
      [
        'It helps to turn your attention outwards: instead of monitoring how you’re coming across, notice the other person and what they say, and find your next question there.',
        'Small talk is meant to be light: its job is to signal "I’m friendly, I come in peace", not to impress anyone.',
        'And to leave, a warm line and a smile are enough, like "nice chatting to you, enjoy the rest of your day": ending a conversation is as normal as starting one.',
      ],
      ['Where do you most often find yourself next to people you don’t know?', 'What comment about the situation could you keep ready for next time?'],
    ),
  },
  {
    id: 'bill_instalments',
    kind: 'how_to',
    keys: 'a$ rate$=10, pagare a rate=3, pagarl a rate=3, pagarla a rate=3, in$ rate$=5, rateizz=10, rateal=8, dilazion=8, piano di rientro=8, rata$=1, rate$=1, chiedo=1, chiedere=1, euro$=1, bollett=1, conto$=1, fattur=1, meccanico=1, dentist=3, instalment=10, installment=10, payment plan=10, for a payment plan=3, pay in instal=3, repayment plan=8, pay in parts=6, pay it in parts=6, pay in chunks=5, spread the cost=6, spread the payments=6, pay over time=5, pay it off monthly=5, pay monthly=2, ask$=1, ask for=1, bill$=1, bills$=1, invoice=1, mechanic=1, at$ a$ rate$=-9, heart=-9, cuore=-9, battit=-9, bpm$=-9, interest rate=-4',
    requires: 'a$ rate$=0, in$ rate$=0, rateizz=0, rateal=0, dilazion=0, piano di rientro=0, instalment=0, installment=0, payment plan=0, repayment plan=0, pay in parts=0, pay it in parts=0, pay in chunks=0, spread the cost=0, spread the payments=0, pay over time=0, pay it off monthly=0',
    forms: ['how', 'should', 'could', 'normal', 'what', 'where'],
    it: lc(
      [
        'Sì, chiedere di pagare a rate è normale e più comune di quanto si pensi: meccanici, dentisti, fornitori di luce e gas e molti padroni di casa preferiscono ricevere i soldi in più volte piuttosto che non riceverli.',
        'Conviene chiederlo prima della scadenza e per iscritto, con una proposta concreta, per esempio «tre rate da 300 euro, il 10 di ogni mese».',
        'Una volta trovato l’accordo, fattelo confermare per iscritto, anche solo con una mail.',
        'Attenzione ai prestiti veloci o alle carte revolving per coprire la spesa, perché gli interessi possono essere alti: un CAF o un’associazione dei consumatori può aiutarti a vederci chiaro, spesso gratis o quasi.',
      ],
      [
        'Chiedere una rateizzazione non è una figuraccia: è una domanda pratica su come gestire i soldi, e chi lavora con i clienti se la sente fare spesso.',
        'Funziona meglio muoversi prima delle scadenze, non dopo, scrivendo cosa puoi pagare e quando: una cifra e delle date precise si accettano più volentieri di un generico «appena posso».',
        'Fatti mettere l’accordo nero su bianco, e diffida delle offerte di credito facile per saldare il conto, che spesso hanno interessi alti.',
        'Se i conti in sospeso sono più d’uno, un CAF o un’associazione dei consumatori può aiutarti a metterli in ordine.',
      ],
      ['A chi dovresti chiederlo, e riesci a farlo prima della scadenza?', 'Quale cifra al mese ti sembrerebbe sostenibile da proporre?'],
    ),
    en: lc(
      [
        'Yes, asking to pay in instalments is normal and far more common than it feels: mechanics, dentists, energy companies and many landlords would rather get the money in parts than not at all.',
        'It’s best to ask before the due date and in writing, with a concrete offer, for example "three payments of £300 on the 10th of each month".',
        'Once you’ve agreed on it, get the arrangement confirmed in writing, even just by email.',
        'Be wary of quick loans or buy-now-pay-later credit to cover it, as the interest can be steep; Citizens Advice and StepChange give free, confidential help if things feel tangled.',
      ],
      [
        'Asking for a payment plan isn’t embarrassing: it’s a practical question about money, and anyone who deals with customers hears it regularly.',
        'What works best is getting in touch before the bill is due, not after, saying what you can pay and when: a set amount and dates are easier to say yes to than "as soon as I can".',
        'Ask for the agreement in writing, and steer clear of easy-credit offers to clear the bill, which often carry high interest.',
        'If there’s more than one bill to juggle, Citizens Advice or StepChange can help you sort them out for free.',
      ],
      ['Who would you need to ask, and could you do it before the due date?', 'What monthly amount would feel manageable to offer?'],
    ),
  },
];
