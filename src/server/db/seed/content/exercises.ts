import type { ExerciseSeed } from './types';

/**
 * Built-in self-help exercises (CBT, mindfulness, relaxation, sleep hygiene,
 * self-compassion). Each language is written on its own, not translated word by
 * word, so step counts may differ between `it` and `en`.
 *
 * These are self-help techniques: the copy never promises to diagnose, treat or
 * cure anything, and breathing/body exercises carry a gentle safety note.
 */
export const exercises: ExerciseSeed[] = [
  // ---------------------------------------------------------------- breathing
  {
    slug: 'box-breathing',
    category: 'breathing',
    durationMinutes: 4,
    premium: false,
    text: {
      it: {
        title: 'Respirazione quadrata',
        summary:
          'Inspiri, trattieni, espiri e fai una pausa, sempre per quattro secondi. Un ritmo regolare che dà alla mente qualcosa di semplice a cui aggrapparsi.',
        goal: "Ti aiuta a rallentare il respiro e a ritrovare un po' di calma quando l'agitazione sale o sei sotto pressione.",
        steps: [
          'Siediti con la schiena dritta ma non rigida e appoggia bene i piedi a terra.',
          "Lascia uscire lentamente tutta l'aria dalla bocca.",
          'Inspira dal naso contando mentalmente fino a quattro.',
          'Trattieni il respiro con dolcezza, contando ancora fino a quattro.',
          'Espira dalla bocca in quattro tempi, come se soffiassi piano su una candela senza spegnerla.',
          'Resta a polmoni vuoti per altri quattro tempi, poi ricomincia.',
          'Ripeti il ciclo per tre o quattro minuti. Se ti aiuta, immagina di disegnare i lati di un quadrato.',
        ],
        tip: "Se quattro secondi ti sembrano troppi, prova con tre: conta la regolarità, non la durata. Se ti gira la testa, fermati e torna a respirare normalmente. Se l'ansia resta forte per giorni, parlane con un medico o con uno psicologo.",
      },
      en: {
        title: 'Box breathing',
        summary:
          'Breathe in, hold, breathe out and pause, four seconds each. A steady rhythm that gives your mind something simple to hold on to.',
        goal: 'Helps you slow your breathing and find some calm when you feel wound up or under pressure.',
        steps: [
          'Sit with your back straight but not stiff, and rest your feet flat on the floor.',
          'Slowly let all the air out through your mouth.',
          'Breathe in through your nose, counting to four in your head.',
          'Gently hold your breath for another count of four.',
          'Breathe out through your mouth for four, as if softly blowing on a candle without putting it out.',
          'Stay empty for four more counts, then begin again.',
          'Repeat for three or four minutes. If it helps, picture tracing the four sides of a square.',
        ],
        tip: 'If four seconds feels like too much, try three: the steady rhythm matters more than the length. If you feel dizzy or light-headed, stop and breathe normally. If anxiety stays strong for days, talk to a doctor or a mental health professional.',
      },
    },
  },
  {
    slug: 'breathing-4-7-8',
    category: 'breathing',
    durationMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Respirazione 4-7-8',
        summary:
          "Un respiro con l'espirazione lunga: inspiri in quattro tempi, trattieni per sette, espiri in otto. Bastano pochi cicli.",
        goal: 'Può aiutarti ad allentare la tensione e a preparare corpo e mente al riposo, anche prima di dormire.',
        steps: [
          'Siediti comodamente oppure sdraiati.',
          "Appoggia la punta della lingua sul palato, subito dietro gli incisivi superiori, e tienila lì per tutto l'esercizio.",
          "Butta fuori tutta l'aria dalla bocca, con un leggero soffio.",
          'Chiudi la bocca e inspira piano dal naso contando fino a quattro.',
          'Trattieni il respiro contando fino a sette.',
          'Espira lentamente dalla bocca contando fino a otto, con lo stesso soffio leggero.',
          'Questo è un ciclo. Ripetilo quattro volte in tutto. Con la pratica potrai arrivare a otto.',
        ],
        tip: "Conta al ritmo che ti è più comodo: va bene anche più veloce, purché resti la proporzione 4-7-8. Se ti gira la testa o ti senti senza fiato, interrompi e respira normalmente. Se l'ansia ti accompagna da tempo, parlane con un professionista.",
      },
      en: {
        title: '4-7-8 breathing',
        summary:
          'A breath with a long exhale: in for four, hold for seven, out for eight. A few rounds are enough.',
        goal: 'Can help you release tension and prepare your body and mind for rest, including before sleep.',
        steps: [
          'Sit comfortably or lie down.',
          'Rest the tip of your tongue on the ridge just behind your upper front teeth, and keep it there throughout.',
          'Breathe out fully through your mouth, with a soft whooshing sound.',
          'Close your mouth and breathe in quietly through your nose for a count of four.',
          'Hold your breath for a count of seven.',
          'Breathe out slowly through your mouth for a count of eight, with the same soft sound.',
          "That's one round. Do four rounds in total. With practice, you can build up to eight.",
        ],
        tip: 'Count at a pace that suits you: faster is fine, as long as you keep the 4-7-8 ratio. If you feel light-headed or short of breath, stop and breathe normally. If anxiety stays with you for a long time, talk to a professional.',
      },
    },
  },
  {
    slug: 'diaphragmatic-breathing',
    category: 'breathing',
    durationMinutes: 5,
    premium: false,
    text: {
      it: {
        title: 'Respirazione diaframmatica',
        summary:
          'Impari a respirare con la pancia invece che con il petto. È la base di quasi tutti gli esercizi di respirazione.',
        goal: 'Quando siamo in ansia tendiamo a respirare in modo corto e superficiale, tutto nel petto. Questo esercizio ti aiuta a portare il respiro più in basso e a renderlo più lento.',
        steps: [
          'Sdraiati sulla schiena con le ginocchia piegate, oppure siediti con le spalle morbide.',
          "Appoggia una mano sul petto e l'altra sulla pancia, appena sopra l'ombelico.",
          'Inspira lentamente dal naso e lascia che sia la pancia a gonfiarsi sotto la mano. La mano sul petto resta quasi ferma.',
          'Espira piano dalla bocca, con le labbra socchiuse, e senti la pancia che si abbassa.',
          "Lascia che l'espirazione duri un po' più dell'inspirazione, senza forzare.",
          'Continua per circa cinque minuti. Se la mente si distrae, riportala alla mano che sale e scende.',
        ],
        tip: "All'inizio può sembrarti strano, ed è normale. Esercitati nei momenti tranquilli: così ti verrà più naturale quando le cose si fanno difficili. Se ti gira la testa, fermati e respira normalmente.",
      },
      en: {
        title: 'Diaphragmatic breathing',
        summary:
          "Learn to breathe with your belly rather than your chest. It's the foundation of almost every breathing exercise.",
        goal: "When we're anxious we tend to take short, shallow breaths high in the chest. This exercise helps you bring the breath lower and let it slow down.",
        steps: [
          'Lie on your back with your knees bent, or sit with your shoulders relaxed.',
          'Place one hand on your chest and the other on your belly, just above the navel.',
          'Breathe in slowly through your nose and let your belly rise into your hand. The hand on your chest stays almost still.',
          'Breathe out gently through slightly pursed lips and feel your belly fall.',
          'Let the out-breath last a little longer than the in-breath, without forcing it.',
          'Carry on for about five minutes. When your mind wanders, bring your attention back to the hand rising and falling.',
        ],
        tip: "It may feel odd at first, and that's normal. Practise at calm moments so it comes more easily when things get hard. If you feel dizzy, stop and breathe normally.",
      },
    },
  },
  {
    slug: 'coherent-breathing',
    category: 'breathing',
    durationMinutes: 10,
    premium: true,
    text: {
      it: {
        title: 'Respirazione coerente',
        summary:
          'Un respiro lento e regolare, circa sei al minuto: cinque secondi per inspirare, cinque per espirare. Semplice, stabile e facile da portare ovunque.',
        goal: 'Può aiutarti a calmare corpo e mente in agitazione, dando al respiro un ritmo lento e costante.',
        steps: [
          'Siediti comodamente con la schiena appoggiata e le mani sulle cosce.',
          "Imposta il timer su dieci minuti, così non devi guardare l'orologio.",
          'Inspira dolcemente dal naso per circa cinque secondi.',
          "Espira dal naso per circa cinque secondi, senza fare pause tra un respiro e l'altro.",
          'Tieni il respiro morbido e silenzioso, non ampio. Pensa a un respiro fluido, più che profondo.',
          'Se cinque secondi ti sembrano tanti, parti da quattro e allunga piano nei giorni successivi.',
          "Quando la mente vaga, torna con gentilezza a contare l'inspirazione e l'espirazione.",
          'Alla fine lascia il respiro libero e resta ancora un momento così, notando come ti senti.',
        ],
        tip: 'Molte persone trovano utile praticare ogni giorno alla stessa ora, per esempio al risveglio o prima di cena. Se senti la testa leggera, torna al tuo respiro normale. Se lo stress ti sembra difficile da gestire, parlane con un professionista.',
      },
      en: {
        title: 'Coherent breathing',
        summary:
          'Slow, even breathing at about six breaths a minute: five seconds in, five seconds out. Simple, steady and easy to take anywhere.',
        goal: 'Can help you settle a restless body and mind by giving your breath a slow, regular rhythm.',
        steps: [
          'Sit comfortably with your back supported and your hands resting on your thighs.',
          "Set the timer for ten minutes, so you don't need to watch the clock.",
          'Breathe in gently through your nose for about five seconds.',
          'Breathe out through your nose for about five seconds, without pausing between breaths.',
          'Keep the breath soft and quiet, not big. Think smooth rather than deep.',
          'If five seconds feels long, start with four and lengthen it over the following days.',
          'When your mind wanders, gently go back to counting the in-breath and the out-breath.',
          'At the end, let your breath go free and sit for a moment, noticing how you feel.',
        ],
        tip: 'Many people find it helpful to practise at the same time every day, for example after waking or before dinner. If you feel light-headed, go back to your normal breathing. If stress feels hard to manage, talk to a professional.',
      },
    },
  },
  {
    slug: 'calming-sigh',
    category: 'breathing',
    durationMinutes: 3,
    premium: true,
    text: {
      it: {
        title: 'Il sospiro che calma',
        summary:
          'Due inspirazioni dal naso, una lunga espirazione dalla bocca. Un sospiro naturale, usato di proposito.',
        goal: 'Può aiutarti a scaricare in fretta la pressione quando la tensione sale, svuotando i polmoni in modo lento e completo.',
        steps: [
          'Siediti o resta in piedi, e lascia cadere le spalle.',
          'Inspira dal naso finché senti i polmoni quasi pieni.',
          "Senza espirare, fai un secondo piccolo sorso d'aria dal naso per riempirli del tutto.",
          'Espira lentamente dalla bocca, fino in fondo, come in un lungo sospiro di sollievo.',
          "Ripeti con calma, facendo in modo che l'espirazione sia sempre la parte più lunga.",
          'Continua da uno a tre minuti, poi torna al respiro naturale e nota come ti senti.',
        ],
        tip: 'Anche uno o due sospiri possono fare la differenza in un momento di tensione. Non avere fretta: se senti giramenti di testa o formicolii, fermati e respira normalmente.',
      },
      en: {
        title: 'The calming sigh',
        summary:
          'Two breaths in through the nose, one long breath out through the mouth. A natural sigh you can use on purpose.',
        goal: 'Can help you release pressure quickly when tension builds, by emptying your lungs slowly and fully.',
        steps: [
          'Sit or stand, and let your shoulders drop.',
          'Breathe in through your nose until your lungs feel nearly full.',
          'Without breathing out, take a second, shorter sip of air through your nose to fill them completely.',
          'Breathe out slowly and fully through your mouth, like a long sigh of relief, until your lungs feel empty.',
          'Repeat at a relaxed pace, letting the out-breath always be the longest part.',
          'Continue for one to three minutes, then return to your natural breathing and notice how you feel.',
        ],
        tip: "Even one or two sighs can make a difference in a tense moment. Don't rush: if you feel dizzy or tingly, stop and breathe normally.",
      },
    },
  },

  // ---------------------------------------------------------------- grounding
  {
    slug: 'five-four-three-two-one',
    category: 'grounding',
    durationMinutes: 5,
    premium: false,
    text: {
      it: {
        title: 'Tecnica 5-4-3-2-1',
        summary:
          'Usi i cinque sensi per tornare al qui e ora. Funziona ovunque, anche in mezzo alla gente, e nessuno se ne accorge.',
        goal: "Ti aiuta a uscire dal vortice dei pensieri ansiosi e a riportare l'attenzione su ciò che hai intorno.",
        steps: [
          'Fermati un attimo e fai un respiro lento.',
          'Guardati intorno e nomina cinque cose che vedi. Soffermati sui dettagli: il colore, la forma, la luce.',
          'Nota quattro cose che puoi toccare: la stoffa dei vestiti, la sedia sotto di te, il pavimento sotto i piedi. Sentine la consistenza.',
          'Ascolta e trova tre suoni: vicini, lontani, anche i più deboli.',
          'Cerca due odori. Se non ne senti, avvicina al naso una manica o una tazza, oppure ricorda due profumi che ami.',
          "Nota un sapore in bocca, oppure bevi un sorso d'acqua e assaporalo davvero.",
          'Concludi con un respiro lento e chiediti come ti senti adesso, anche se è cambiato solo un poco.',
        ],
        tip: "Puoi dire le cose ad alta voce o solo nella tua testa. Se ti perdi, riparti dall'ultimo numero che ricordi: non c'è un modo sbagliato di farlo.",
      },
      en: {
        title: '5-4-3-2-1 grounding',
        summary:
          'Use your five senses to come back to the here and now. It works anywhere, even in a crowd, and nobody will notice.',
        goal: 'Helps you step out of a spiral of anxious thoughts and bring your attention back to what is around you.',
        steps: [
          'Pause for a moment and take one slow breath.',
          'Look around and name five things you can see. Notice the details: colour, shape, light.',
          'Notice four things you can touch: your clothes, the chair beneath you, the floor under your feet. Feel their texture.',
          'Listen for three sounds: near, far, even the faintest ones.',
          'Find two things you can smell. If nothing comes, lift your sleeve or a mug to your nose, or remember two scents you love.',
          'Notice one taste in your mouth, or take a sip of water and really taste it.',
          "Finish with a slow breath and ask yourself how you feel now, even if it's only slightly different.",
        ],
        tip: "You can say the things out loud or silently. If you lose track, pick up where you left off: there's no way to get this wrong.",
      },
    },
  },
  {
    slug: 'feet-on-the-floor',
    category: 'grounding',
    durationMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Piedi per terra',
        summary:
          "Un'àncora di pochi minuti: premi i piedi sul pavimento e lascia che sia lui a sostenerti. Abbastanza discreta da usarla in riunione, in autobus o in coda.",
        goal: "Ti aiuta a ritrovare stabilità quando tutto sembra troppo, portando l'attenzione giù, nel corpo e nel terreno sotto di te.",
        steps: [
          'Siediti o resta in piedi con entrambi i piedi ben appoggiati a terra, alla larghezza dei fianchi.',
          "Nota i punti di contatto: i talloni, i bordi esterni dei piedi, l'avampiede, le dita.",
          'Premi piano i piedi sul pavimento per qualche secondo, poi rilascia. Ripeti tre volte.',
          'Senti il peso del corpo e come il pavimento lo regge tutto, senza alcuno sforzo da parte tua.',
          'Muovi le dita dei piedi e nota le calze o le scarpe, la temperatura.',
          'Ripeti dentro di te: «Sono qui, adesso. La terra mi sostiene.»',
          "Fai due respiri lenti, lasciando una parte dell'attenzione sui piedi.",
        ],
        tip: 'Esercitati nei momenti tranquilli: diventerà un riflesso rapido nei giorni più difficili.',
      },
      en: {
        title: 'Feet on the floor',
        summary:
          'A quick anchor: press your feet into the ground and let it hold you. Discreet enough for meetings, the bus or a queue.',
        goal: "Helps you feel steadier when you're overwhelmed, by bringing your attention down into your body and the ground beneath you.",
        steps: [
          'Sit or stand with both feet flat on the floor, about hip-width apart.',
          'Notice the points of contact: heels, the outer edges of your feet, the balls of your feet, your toes.',
          'Gently press your feet into the floor for a few seconds, then release. Repeat three times.',
          'Feel the weight of your body and how the floor holds all of it, without any effort from you.',
          'Wiggle your toes, noticing your socks or shoes and the temperature.',
          "Silently tell yourself: “I'm here, right now. The ground is holding me.”",
          'Take two slow breaths, keeping part of your attention on your feet.',
        ],
        tip: 'Practise it when things are calm, so it becomes a quick reflex on harder days.',
      },
    },
  },
  {
    slug: 'cool-water-reset',
    category: 'grounding',
    durationMinutes: 3,
    premium: true,
    text: {
      it: {
        title: 'Acqua fresca per ritrovarti',
        summary:
          "L'acqua fresca sul viso o sui polsi può riportare il corpo al presente in pochi istanti. Utile quando le emozioni sono molto intense.",
        goal: "Può aiutarti ad abbassare in fretta un'attivazione emotiva molto forte, per tornare a pensare con più lucidità.",
        steps: [
          'Vai al lavandino, oppure prendi una borsa del ghiaccio o dei cubetti avvolti in un canovaccio.',
          'Fai scorrere acqua fresca sui polsi e sul dorso delle mani per circa trenta secondi.',
          'Se puoi, sciacquati il viso con acqua fresca più volte, oppure appoggia la borsa fredda su fronte e guance, fino a trenta secondi.',
          "Nel frattempo respira lentamente, con un'espirazione lunga.",
          'Nota le sensazioni: la temperatura, il formicolio, le gocce sulla pelle.',
          'Asciugati con delicatezza e prenditi un momento per notare come ti senti rispetto a prima.',
        ],
        tip: 'Usa acqua fresca, non gelata. Il freddo rallenta il battito del cuore: se hai problemi cardiaci, pressione bassa o un disturbo alimentare, chiedi prima al tuo medico.',
      },
      en: {
        title: 'Cool water reset',
        summary:
          'Cool water on your face or wrists can bring your body back to the present within moments. Useful when emotions feel very intense.',
        goal: 'Can help you bring down very strong emotional arousal quickly, so you can think more clearly again.',
        steps: [
          'Go to a sink, or fetch a cold pack or some ice cubes wrapped in a tea towel.',
          'Run cool water over your wrists and the backs of your hands for about thirty seconds.',
          'If you can, splash cool water on your face a few times, or hold the cold pack on your forehead and cheeks for up to thirty seconds.',
          'While you do it, breathe slowly and make the out-breath long.',
          'Notice the sensations: the temperature, the tingling, the drops on your skin.',
          'Dry yourself gently and take a moment to notice how you feel now compared with before.',
        ],
        tip: 'Use cool water, not icy water. Cold slows the heart rate, so if you have a heart condition, low blood pressure or an eating disorder, check with your doctor first.',
      },
    },
  },
  {
    slug: 'describe-the-room',
    category: 'grounding',
    durationMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Descrivi la stanza',
        summary:
          'Descrivi quello che hai intorno come se parlassi a qualcuno che non può vederlo. Semplice, concreto e sorprendentemente coinvolgente.',
        goal: "Ti aiuta a spostare l'attenzione dai pensieri che corrono ai dettagli reali e neutri del luogo in cui ti trovi.",
        steps: [
          'Ovunque tu sia, fai un respiro e guardati intorno con calma.',
          'Scegli un oggetto e descrivilo nei dettagli, ad alta voce o nella tua testa, come per qualcuno che non può vederlo: colore, forma, dimensioni, materiale.',
          'Passa a un altro oggetto, poi a un altro ancora. Prenditi il tuo tempo per ciascuno.',
          'Ora prova con una categoria: trova tutto ciò che nella stanza è blu. Poi tutto ciò che è rotondo. Poi tutto ciò che è di legno.',
          'Descrivi dove si trovano le cose: la lampada è a sinistra della finestra, la porta è alle mie spalle.',
          "Continua per due o tre minuti, o finché non ti senti un po' più presente.",
          'Concludi con un respiro lento, guardando la stanza nel suo insieme.',
        ],
        tip: "Se non sei al chiuso, fai un gioco di categorie a mente: nomina animali, città o cibi che iniziano con ogni lettera dell'alfabeto.",
      },
      en: {
        title: 'Describe the room',
        summary:
          "Describe what's around you as if to someone who can't see it. Simple, concrete and surprisingly absorbing.",
        goal: "Helps you shift your attention away from racing thoughts and towards the real, neutral details of the place you're in.",
        steps: [
          'Wherever you are, take a breath and look around slowly.',
          "Choose one object and describe it in detail, out loud or in your head, as if to someone who can't see it: colour, shape, size, material.",
          'Move on to another object, then another. Take your time with each one.',
          "Now try a category: find everything in the room that's blue. Then everything that's round. Then everything made of wood.",
          'Describe where things are: the lamp is to the left of the window, the door is behind me.',
          'Keep going for two or three minutes, or until you feel a little more present.',
          'Finish with a slow breath, taking in the room as a whole.',
        ],
        tip: "If you're not indoors, play a category game in your head instead: name animals, cities or foods starting with each letter of the alphabet.",
      },
    },
  },

  // ---------------------------------------------------------------------- cbt
  {
    slug: 'thought-record',
    category: 'cbt',
    durationMinutes: 15,
    premium: false,
    text: {
      it: {
        title: 'Il diario dei pensieri',
        summary:
          "Scrivi cosa è successo, cosa hai pensato e cosa hai provato. Mettere i pensieri nero su bianco ti aiuta a guardarli con un po' di distanza.",
        goal: 'Ti aiuta a riconoscere i pensieri automatici che alimentano ansia e umore basso, e a trovare un modo più equilibrato di vedere le cose.',
        steps: [
          "Prendi carta e penna, oppure le note dell'app. Pensa a un momento recente in cui il tuo umore è cambiato.",
          'Situazione: descrivi in poche righe cosa è successo, dove ti trovavi e con chi. Solo i fatti, come li registrerebbe una telecamera.',
          "Emozioni: scrivi cosa hai provato, per esempio ansia, tristezza, rabbia o vergogna, e dai a ciascuna un'intensità da 0 a 100.",
          'Pensieri automatici: cosa ti è passato per la testa in quel momento? Scrivilo con le tue parole, anche se ti sembra esagerato.',
          'Scegli il pensiero che pesa di più e indica quanto ci credi, da 0 a 100.',
          'Pensiero alternativo: cerca un modo più equilibrato e realistico di guardare la situazione. Non deve essere per forza positivo, solo più giusto.',
          'Rivaluta: quanto credi adesso al pensiero di partenza? Come sono cambiate le emozioni? Anche un piccolo calo è un passo avanti.',
        ],
        tip: 'Non deve venire perfetto. Più ti eserciti, più diventa facile accorgerti dei pensieri mentre arrivano. Se scrivere di qualcosa ti pesa troppo, puoi affrontarlo insieme a un professionista.',
      },
      en: {
        title: 'Thought record',
        summary:
          'Write down what happened, what you thought and how you felt. Putting thoughts on paper helps you look at them with some distance.',
        goal: 'Helps you spot the automatic thoughts that feed anxiety and low mood, and find a more balanced way of seeing things.',
        steps: [
          'Grab a pen and paper, or the notes in the app. Think of a recent moment when your mood shifted.',
          'Situation: describe in a few lines what happened, where you were and who you were with. Just the facts, as a camera would record them.',
          'Emotions: write down what you felt, such as anxiety, sadness, anger or shame, and rate the strength of each from 0 to 100.',
          'Automatic thoughts: what went through your mind in that moment? Write it in your own words, even if it sounds exaggerated.',
          'Pick the thought that weighs on you most and rate how much you believe it, from 0 to 100.',
          "Alternative thought: look for a more balanced, realistic way of seeing the situation. It doesn't have to be positive, just fairer.",
          'Re-rate: how much do you believe the original thought now? How have your emotions changed? Even a small drop is progress.',
        ],
        tip: "It doesn't have to be perfect. The more you practise, the easier it becomes to catch thoughts as they happen. If writing about something feels too hard, you can work through it with a therapist.",
      },
    },
  },
  {
    slug: 'evidence-for-and-against',
    category: 'cbt',
    durationMinutes: 15,
    premium: true,
    text: {
      it: {
        title: 'Prove a favore e prove contro',
        summary:
          'Esamina un pensiero che ti preoccupa come farebbe un investigatore: quali fatti lo confermano e quali no?',
        goal: "Ti aiuta a distinguere tra ciò che temi e ciò che sai davvero, così il pensiero perde un po' della sua presa.",
        steps: [
          'Scrivi in una frase il pensiero che ti fa stare male. Indica quanto ci credi, da 0 a 100.',
          'Dividi un foglio in due colonne: «Prove a favore» e «Prove contro».',
          'Nella prima colonna metti solo i fatti che sostengono il pensiero. Emozioni e impressioni non sono prove: sentire che una cosa è vera non la rende vera.',
          "Nella seconda colonna scrivi i fatti che non tornano: le volte in cui non è successo, le cose che forse stai trascurando, quello che noterebbe un'altra persona.",
          'Chiediti: sto scambiando una possibilità per una certezza? Sto ignorando qualcosa che non si incastra?',
          'Scrivi un pensiero equilibrato che tenga conto di entrambe le colonne.',
          'Indica di nuovo quanto credi al pensiero iniziale e nota come ti senti.',
        ],
        tip: 'Immagina di essere un giudice imparziale che ascolta entrambe le parti: ti servono prove, non impressioni. Se ti blocchi sulla seconda colonna, chiediti cosa ti farebbe notare un amico di cui ti fidi.',
      },
      en: {
        title: 'Evidence for and against',
        summary:
          "Examine a worrying thought the way a detective would: which facts support it, and which don't?",
        goal: 'Helps you tell the difference between what you fear and what you actually know, so a thought loses some of its grip.',
        steps: [
          "Write down, in one sentence, the thought that's troubling you. Rate how much you believe it, from 0 to 100.",
          'Draw two columns on a page: “Evidence for” and “Evidence against”.',
          "In the first column, list only facts that support the thought. Feelings and impressions aren't evidence: feeling that something is true doesn't make it true.",
          "In the second column, list the facts that don't fit: times it didn't happen, things you might be overlooking, what someone else might notice.",
          "Ask yourself: am I confusing a possibility with a certainty? Am I ignoring anything that doesn't fit?",
          'Write a balanced thought that takes both columns into account.',
          'Rate again how much you believe the original thought, and notice how you feel.',
        ],
        tip: 'Imagine you are a fair judge hearing both sides: you need evidence, not impressions. If you get stuck on the second column, ask yourself what a trusted friend would point out.',
      },
    },
  },
  {
    slug: 'worst-best-most-likely',
    category: 'cbt',
    durationMinutes: 10,
    premium: true,
    text: {
      it: {
        title: 'Il peggio, il meglio, il più probabile',
        summary:
          'Quando la mente corre subito al disastro, guarda tre scenari: il peggiore, il migliore e quello più probabile.',
        goal: "Ti aiuta a uscire dal pensiero catastrofico e a farti un'idea più realistica di cosa potrebbe succedere e di come lo affronteresti.",
        steps: [
          'Scrivi la preoccupazione in una frase: che cosa temo che succeda? Dai un voto alla tua ansia da 0 a 10.',
          'Lo scenario peggiore: scrivilo per intero, senza trattenerti. A volte vederlo sulla carta lo rende più piccolo.',
          'Lo scenario migliore: qual è la cosa migliore che potrebbe succedere? Scrivila, anche se ti sembra improbabile.',
          'Lo scenario più probabile: in base alla tua esperienza e ai fatti, come andrà realisticamente?',
          'Come lo affronteresti: se succedesse davvero il peggio, cosa faresti? Chi potrebbe aiutarti? Che cosa hai già superato in passato?',
          'Guarda i tre scenari insieme e nota dove si colloca quello più probabile.',
          'Scegli una piccola azione concreta utile per lo scenario più probabile, poi dai di nuovo un voto alla tua ansia.',
        ],
        tip: 'Pensare al peggio non lo rende più probabile. Guardarlo in faccia con calma, e con un piano, spesso lo ridimensiona.',
      },
      en: {
        title: 'Worst, best, most likely',
        summary:
          'When your mind jumps straight to disaster, look at three scenarios: the worst, the best and the most likely.',
        goal: 'Helps you step out of catastrophic thinking and get a more realistic sense of what might happen and how you would cope.',
        steps: [
          'Write the worry down in one sentence: what am I afraid will happen? Rate your anxiety from 0 to 10.',
          'Worst case: write it out in full, without holding back. Sometimes seeing it on paper makes it smaller.',
          'Best case: what is the best that could happen? Write it down, even if it seems unlikely.',
          'Most likely: based on your experience and the facts, what is the realistic outcome?',
          'Coping: if the worst did happen, how would you handle it? Who could help? What have you got through before?',
          'Look at the three scenarios side by side and notice where the most likely one sits.',
          'Choose one small, concrete action that would help with the most likely scenario, then rate your anxiety again.',
        ],
        tip: "Thinking about the worst doesn't make it more likely. Looking at it calmly, with a plan, often shrinks it.",
      },
    },
  },
  {
    slug: 'what-would-i-tell-a-friend',
    category: 'cbt',
    durationMinutes: 7,
    premium: false,
    text: {
      it: {
        title: 'Cosa direi a un amico?',
        summary:
          'Spesso siamo molto più gentili con gli altri che con noi stessi. Questo esercizio ti fa prendere in prestito la voce che useresti con una persona cara.',
        goal: "Ti aiuta ad ammorbidire l'autocritica più dura e a trovare un modo più giusto e gentile di parlarti.",
        steps: [
          'Nota il pensiero duro che stai avendo su di te e scrivilo esattamente come suona.',
          'Immagina che una persona a cui vuoi bene venga da te nella stessa situazione, con lo stesso pensiero su di sé.',
          'Cosa le diresti? Scrivi le tue parole e nota il tono di voce che useresti.',
          'La giudicheresti con la stessa durezza con cui giudichi te? Che cosa vorresti che sapesse?',
          'Ora rileggi quelle parole rivolgendole a te. Se ti aiuta, usa il tuo nome.',
          'Nota cosa cambia nel corpo e nelle emozioni, anche di poco.',
        ],
        tip: 'Se fai fatica a trovare le parole, pensa a come ti parlerebbe qualcuno che ti vuole bene.',
      },
      en: {
        title: 'What would I tell a friend?',
        summary:
          "We're often much kinder to others than to ourselves. This exercise borrows the voice you'd use with someone you love.",
        goal: 'Helps you soften harsh self-criticism and find a fairer, kinder way to talk to yourself.',
        steps: [
          "Notice the harsh thought you're having about yourself, and write it down exactly as it sounds.",
          'Imagine a good friend coming to you in the same situation, with the same thought about themselves.',
          "What would you say to them? Write down your words, and notice the tone of voice you'd use.",
          'Would you judge them as harshly as you judge yourself? What would you want them to know?',
          'Now read those words back, addressed to yourself. If it helps, use your own name.',
          'Notice what changes in your body and your emotions, even slightly.',
        ],
        tip: "If it's hard to find the words, think of how someone who cares about you would talk to you.",
      },
    },
  },
  {
    slug: 'spotting-thinking-traps',
    category: 'cbt',
    durationMinutes: 10,
    premium: true,
    text: {
      it: {
        title: 'Riconoscere le trappole del pensiero',
        summary:
          "Certi modi di pensare tornano sempre, quando siamo in ansia. Imparare a chiamarli per nome ti dà un po' di distanza.",
        goal: 'Ti aiuta a riconoscere gli schemi di pensiero distorti più comuni e a metterli in discussione con la domanda giusta.',
        steps: [
          'Scrivi un pensiero che ti sta pesando in questo momento.',
          "Leggi queste trappole comuni: catastrofizzare (aspettarsi il peggio), leggere nel pensiero (dare per scontato di sapere cosa pensano gli altri), fare l'indovino (prevedere il futuro come se fosse certo), pensiero tutto o niente, i «devo» e i «dovrei», generalizzare («sempre», «mai»), etichettarsi («sono un fallimento»).",
          'Quali trappole si adattano al tuo pensiero? Potrebbe essercene più di una.',
          "Chiamala per nome, con gentilezza: «Ecco di nuovo la catastrofizzazione». Spesso basta darle un nome per allentarne un po' la presa.",
          "Fatti la domanda adatta alla trappola. Leggere nel pensiero: come faccio a saperlo davvero? Tutto o niente: esiste una via di mezzo? Fare l'indovino: cos'altro potrebbe succedere?",
          'Riscrivi il pensiero in modo più giusto ed equilibrato.',
          'Nei prossimi giorni annota quali trappole si presentano più spesso. Gli schemi diventano più facili da riconoscere.',
        ],
        tip: 'Tutti cadiamo in queste trappole, soprattutto nei momenti di stanchezza o di stress. Lo scopo non è non averle mai, ma accorgersene prima.',
      },
      en: {
        title: 'Spotting thinking traps',
        summary:
          "Some ways of thinking come up again and again when we're anxious. Learning to name them gives you a little distance.",
        goal: 'Helps you recognise common unhelpful thinking patterns and question them with the right kind of question.',
        steps: [
          "Write down a thought that's bothering you right now.",
          "Read through these common traps: catastrophising (expecting the worst), mind reading (assuming you know what others think), fortune telling (predicting the future as if it were certain), all-or-nothing thinking, “shoulds” and “musts”, overgeneralising (“always”, “never”), labelling (“I'm a failure”).",
          'Which traps fit your thought? There may be more than one.',
          "Name it, kindly: “There's catastrophising again.” Naming a trap is often enough to loosen its grip a little.",
          'Ask the question that suits the trap. Mind reading: how do I really know? All-or-nothing: is there a middle ground? Fortune telling: what else could happen?',
          'Rewrite the thought in a fairer, more balanced way.',
          'Over the coming week, jot down which traps turn up most often. Patterns become easier to spot.',
        ],
        tip: "Everyone falls into these traps, especially when tired or stressed. The aim isn't to never have them, but to catch them sooner.",
      },
    },
  },

  // --------------------------------------------------------------- relaxation
  {
    slug: 'progressive-muscle-relaxation-short',
    category: 'relaxation',
    durationMinutes: 10,
    premium: false,
    text: {
      it: {
        title: 'Rilassamento muscolare progressivo (versione breve)',
        summary:
          'Contrai e rilasci i principali gruppi muscolari, uno alla volta. Una versione breve di una tecnica classica ideata da Edmund Jacobson.',
        goal: 'Ti aiuta a notare dove trattieni la tensione e a riconoscere la differenza tra muscoli contratti e rilassati. Può alleviare lo stress che si accumula nel corpo.',
        steps: [
          'Siediti o sdraiati in una posizione comoda. Se vuoi, chiudi gli occhi e fai qualche respiro lento.',
          'Mani e braccia: stringi i pugni e contrai le braccia per circa cinque secondi. Nota la tensione. Poi lascia andare tutto insieme e senti la differenza per quindici o venti secondi.',
          'Spalle: sollevale verso le orecchie e tienile su per cinque secondi. Poi lasciale cadere.',
          'Viso: corruga la fronte, strizza gli occhi e serra la mascella. Mantieni, poi rilascia, lasciando la mascella morbida.',
          'Pancia: contrai gli addominali, come per prepararti a ricevere una spinta. Mantieni, poi rilascia mentre espiri.',
          'Gambe e piedi: premi i talloni verso il basso e contrai cosce e polpacci. Mantieni, poi rilascia.',
          'Infine passa in rassegna tutto il corpo, respira lentamente e goditi la sensazione di pesantezza per un minuto o due.',
        ],
        tip: 'Contrai fino a sentire lo sforzo, mai fino al dolore. Se hai dolori, infortuni o problemi muscolari, salta quella zona o chiedi prima consiglio al medico.',
      },
      en: {
        title: 'Progressive muscle relaxation (short)',
        summary:
          'Tense and release the main muscle groups, one at a time. A short version of a classic technique developed by Edmund Jacobson.',
        goal: 'Helps you notice where you hold tension and feel the difference between tense and relaxed muscles. It can ease the stress that builds up in your body.',
        steps: [
          'Sit or lie down comfortably. Close your eyes if you like and take a few slow breaths.',
          'Hands and arms: clench your fists and tighten your arms for about five seconds. Notice the tension. Then let go all at once and feel the difference for fifteen to twenty seconds.',
          'Shoulders: lift them up towards your ears and hold for five seconds. Then let them drop.',
          'Face: scrunch your forehead, squeeze your eyes shut and clench your jaw. Hold, then release, letting your jaw go loose.',
          'Stomach: tighten your stomach muscles, as if bracing for a gentle push. Hold, then release as you breathe out.',
          'Legs and feet: press your heels down and tighten your thighs and calves. Hold, then release.',
          'Finally, scan your whole body, breathe slowly and enjoy the feeling of heaviness for a minute or two.',
        ],
        tip: 'Tense until you feel the effort, never to the point of pain. If you have pain, an injury or a condition affecting your muscles, skip that area or check with your doctor first.',
      },
    },
  },
  {
    slug: 'body-release',
    category: 'relaxation',
    durationMinutes: 8,
    premium: true,
    text: {
      it: {
        title: 'Sciogliere il corpo',
        summary:
          'Lasci andare la tensione senza contrarre prima i muscoli: attraversi il corpo e ammorbidisci ogni zona mentre espiri.',
        goal: 'Può alleviare la tensione che si accumula durante la giornata e ti aiuta a notare dove lo stress si deposita nel corpo.',
        steps: [
          'Sdraiati o siediti in modo che il corpo sia ben sostenuto. Lascia riposare le mani.',
          'Espira lentamente e immagina di affondare un poco nella superficie sotto di te.',
          "Porta l'attenzione alla fronte e al cuoio capelluto. Mentre espiri, lasciali distendere. Ripeti dentro di te: «Lascio andare.»",
          'Passa alla mascella, alla lingua e alla gola. Lascia che i denti si separino appena e che la lingua riposi.',
          'Ora le spalle, le braccia e le mani, fino alla punta delle dita. A ogni espirazione lasciale diventare più pesanti.',
          'Ammorbidisci il petto, la pancia e la schiena. Lascia che il respiro si muova libero.',
          'Lascia andare i fianchi, le gambe e i piedi, fino alle dita.',
          "Senti il corpo nel suo insieme. Se rimane un po' di tensione va bene: respiraci intorno e lasciala stare.",
          'Per concludere, muovi le dita delle mani e dei piedi, stiracchiati con dolcezza e torna nella stanza con i tuoi tempi.',
        ],
        tip: 'Prova a farlo alla fine di una giornata piena, o ogni volta che ti accorgi che le spalle stanno salendo verso le orecchie.',
      },
      en: {
        title: 'Body release',
        summary:
          'Let go of tension without tensing first: move through the body and soften each area as you breathe out.',
        goal: 'Can ease the tension that builds up during the day, and helps you notice where stress settles in your body.',
        steps: [
          'Lie down or sit so that your body is fully supported. Let your hands rest.',
          'Breathe out slowly and imagine sinking a little into the surface beneath you.',
          'Bring your attention to your forehead and scalp. As you breathe out, let them soften. Silently say: “Let go.”',
          'Move to your jaw, tongue and throat. Let your teeth part slightly and your tongue rest.',
          'Now your shoulders, arms and hands, all the way to your fingertips. With each out-breath, let them grow heavier.',
          'Soften your chest, your belly and your back. Let the breath move freely.',
          'Let go through your hips, legs and feet, down to your toes.',
          "Notice your body as a whole. If some tension remains, that's fine: breathe around it and let it be.",
          'To finish, move your fingers and toes, stretch gently and come back to the room at your own pace.',
        ],
        tip: 'Try it at the end of a busy day, or whenever you notice your shoulders creeping up towards your ears.',
      },
    },
  },
  {
    slug: 'safe-place-imagery',
    category: 'relaxation',
    durationMinutes: 10,
    premium: true,
    text: {
      it: {
        title: 'Il tuo posto sicuro',
        summary:
          "Costruisci con l'immaginazione un luogo calmo e sicuro, usando tutti i sensi, e impara a tornarci quando ne hai bisogno.",
        goal: "Offre alla mente un posto rassicurante in cui riposare. Può alleviare lo stress e aiutarti a ritrovare un po' di quiete.",
        steps: [
          'Trova una posizione comoda, chiudi gli occhi o abbassa lo sguardo e fai qualche respiro lento.',
          'Immagina un luogo in cui ti senti al sicuro e in pace. Può essere reale o inventato: una spiaggia, un bosco, una stanza, un giardino.',
          'Guardati intorno: che cosa vedi? Nota i colori, la luce, le forme.',
          "Ascolta: che cosa senti? Poi nota cosa percepisci sulla pelle e se nell'aria c'è qualche profumo.",
          'Nota la calma nel corpo. Dove la senti di più? Lascia che si espanda a ogni respiro.',
          'Scegli una parola o un piccolo gesto da collegare a questo luogo: per esempio «mare», oppure unire pollice e indice.',
          'Resta qui qualche minuto, sapendo che puoi tornarci ogni volta che vuoi.',
          'Torna piano: nota la stanza, muovi mani e piedi e apri gli occhi.',
        ],
        tip: 'Se affiorano ricordi spiacevoli, apri gli occhi e torna nella stanza. Puoi scegliere un altro luogo, o inventarne uno del tutto nuovo.',
      },
      en: {
        title: 'Safe-place imagery',
        summary:
          'Build a calm, safe place in your imagination using all your senses, and learn to return to it when you need to.',
        goal: 'Gives your mind a soothing place to rest. It can ease stress and help you feel more settled.',
        steps: [
          'Find a comfortable position, close your eyes or lower your gaze, and take a few slow breaths.',
          'Imagine a place where you feel safe and calm. It can be real or invented: a beach, a wood, a room, a garden.',
          'Look around: what do you see? Notice the colours, the light, the shapes.',
          'Listen: what can you hear? Then notice what you can feel on your skin, and any scents in the air.',
          'Notice the calm in your body. Where do you feel it most? Let it spread with each breath.',
          'Choose a word or a small gesture to link with this place, such as “sea”, or pressing your thumb and finger together.',
          'Stay for a few minutes, knowing you can come back whenever you like.',
          'Slowly return: notice the room, move your hands and feet, and open your eyes.',
        ],
        tip: 'If unpleasant memories come up, open your eyes and return to the room. You can choose a different place, or invent a completely new one.',
      },
    },
  },
  {
    slug: 'shoulders-and-jaw-release',
    category: 'relaxation',
    durationMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Spalle giù, mascella morbida',
        summary:
          'Tre minuti per sciogliere i due punti in cui lo stress si nasconde più spesso: le spalle e la mascella.',
        goal: 'Ti aiuta a notare e sciogliere la tensione fisica che si accumula senza che te ne accorga, soprattutto alla scrivania o con il telefono in mano.',
        steps: [
          'Nota le spalle: sono sollevate verso le orecchie? Nota la mascella: i denti sono serrati?',
          'Inspira e solleva le spalle verso le orecchie. Espira e lasciale cadere, pesanti. Ripeti tre volte.',
          "Fai ruotare lentamente le spalle all'indietro per cinque volte, poi in avanti per altre cinque.",
          'Apri bene la bocca, come in un grande sbadiglio, poi chiudila piano, lasciando i denti leggermente separati e la lingua morbida.',
          'Con i polpastrelli massaggia i muscoli della mascella, appena davanti alle orecchie, con piccoli cerchi, per circa trenta secondi.',
          'Distendi la fronte e la zona intorno agli occhi, e concludi con una lunga espirazione.',
        ],
        tip: 'Metti un promemoria un paio di volte al giorno per controllare spalle e mascella. Accorgersi presto della tensione rende più facile lasciarla andare.',
      },
      en: {
        title: 'Shoulders down, soft jaw',
        summary:
          'Three minutes to release the two places where stress most often hides: the shoulders and the jaw.',
        goal: 'Helps you notice and release physical tension that builds up without you realising, especially at a desk or on your phone.',
        steps: [
          'Notice your shoulders: are they raised towards your ears? Notice your jaw: are your teeth clenched?',
          'Breathe in and lift your shoulders towards your ears. Breathe out and let them drop heavily. Repeat three times.',
          'Slowly roll your shoulders backwards five times, then forwards five times.',
          'Open your mouth wide, as in a big yawn, then close it gently, leaving your teeth slightly apart and your tongue resting.',
          'With your fingertips, massage the jaw muscles just in front of your ears in small circles for about thirty seconds.',
          'Soften your forehead and the area around your eyes, and finish with a long breath out.',
        ],
        tip: 'Set a reminder a couple of times a day to check your shoulders and jaw. Catching tension early makes it easier to let go.',
      },
    },
  },

  // -------------------------------------------------------------------- sleep
  {
    slug: 'evening-wind-down',
    category: 'sleep',
    durationMinutes: 15,
    premium: false,
    text: {
      it: {
        title: 'Il rituale della sera',
        summary: 'Una routine semplice per accompagnare corpo e mente dalla giornata verso il sonno.',
        goal: 'Ti aiuta a creare condizioni tranquille e prevedibili, che rendono più facile addormentarsi.',
        steps: [
          "Scegli un orario, da mezz'ora a un'ora prima di andare a letto, in cui cominciare a rallentare. Da lì in poi, niente lavoro e niente notizie pesanti.",
          'Abbassa le luci in casa. Metti il telefono in modalità notte e, se puoi, lascialo in carica fuori dalla camera.',
          'Scrivi su un foglio le cose da fare domani e le preoccupazioni che hai in testa, così puoi metterle da parte per la notte.',
          "Fai qualcosa di rilassante che ti piace: una doccia calda, qualche pagina di un libro, un po' di stretching dolce, musica a basso volume.",
          'Tieni la camera fresca, buia e silenziosa.',
          "Una volta a letto, fai qualche respiro lento, con l'espirazione più lunga dell'inspirazione.",
          "Se il sonno non arriva subito, va bene: anche riposare ti fa bene. Cerca di non guardare l'orologio.",
        ],
        tip: 'Prova a mantenere orari regolari per andare a letto e alzarti, anche nel fine settimana. Se dormi male per diverse settimane, parlane con il tuo medico.',
      },
      en: {
        title: 'Evening wind-down',
        summary: 'A simple routine to help your body and mind shift from the day towards sleep.',
        goal: 'Helps you create the calm, predictable conditions that make falling asleep easier.',
        steps: [
          'Choose a time, thirty to sixty minutes before bed, to start slowing down. After that, no work and no heavy news.',
          'Dim the lights at home. Put your phone on night mode and, if you can, leave it charging outside the bedroom.',
          "Write tomorrow's to-do list and any worries on a sheet of paper, so you can set them aside for the night.",
          'Do something calming that you enjoy: a warm shower, a few pages of a book, gentle stretches or quiet music.',
          'Keep your bedroom cool, dark and quiet.',
          'Once in bed, take a few slow breaths, letting each out-breath be longer than the in-breath.',
          "If sleep doesn't come straight away, that's fine: resting still does you good. Try not to look at the clock.",
        ],
        tip: 'Try to keep regular times for going to bed and getting up, weekends included. If you sleep badly for several weeks, talk to your doctor.',
      },
    },
  },
  {
    slug: 'cognitive-shuffle',
    category: 'sleep',
    durationMinutes: 10,
    premium: true,
    text: {
      it: {
        title: 'Il mescolamento cognitivo',
        summary:
          "Immagini una serie di oggetti casuali e scollegati tra loro, per distrarre con dolcezza una mente troppo attiva all'ora di dormire.",
        goal: 'Può aiutarti a calmare i pensieri che corrono quando sei a letto, dando alla mente un compito semplice, tranquillo e neutro.',
        steps: [
          'Sdraiati a letto con la luce spenta, nella posizione in cui dormi di solito.',
          'Scegli una parola semplice e neutra, di almeno cinque lettere, per esempio LIMONE.',
          'Prendi la prima lettera, L, e pensa a parole che iniziano così: lampada, lago, luna, libro.',
          "Per ogni parola, immagina l'oggetto per qualche secondo prima di passare alla successiva.",
          'Quando le parole finiscono, passa alla lettera dopo, la I, e ricomincia: isola, insalata, istrice.',
          'Se si insinua una preoccupazione, non combatterla: torna semplicemente alla parola successiva.',
          "Non serve arrivare in fondo alla parola. Se la finisci e il sonno non è ancora arrivato, scegline un'altra.",
        ],
        tip: 'La tecnica è stata ideata dallo scienziato cognitivo Luc Beaudoin. Immagini casuali e slegate somigliano al modo in cui la mente vaga da sola quando ci si sta addormentando.',
      },
      en: {
        title: 'Cognitive shuffle',
        summary: 'Picture a series of random, unrelated objects to gently distract a busy mind at bedtime.',
        goal: 'Can help quieten racing thoughts in bed by giving your mind a simple, calm and neutral task.',
        steps: [
          'Lie in bed with the lights off, in your usual sleeping position.',
          'Pick a simple, emotionally neutral word with at least five letters, such as GARDEN.',
          'Take the first letter, G, and think of words that start with it: grape, guitar, goat, glove.',
          'For each word, picture the object for a few seconds before moving on to the next.',
          'When you run out of words, move to the next letter, A, and start again: apple, anchor, armchair.',
          "If a worry creeps in, don't fight it: just go back to the next word.",
          "There's no need to finish the word. If you reach the end and you're still awake, choose a new one.",
        ],
        tip: 'The technique was developed by cognitive scientist Luc Beaudoin. Random, unconnected images resemble the way the mind naturally drifts as we fall asleep.',
      },
    },
  },
  {
    slug: 'bed-is-for-sleeping',
    category: 'sleep',
    durationMinutes: 5,
    premium: false,
    text: {
      it: {
        title: 'Il letto è per dormire',
        summary:
          "Poche regole semplici, prese dalla terapia cognitivo-comportamentale per l'insonnia, per insegnare di nuovo al cervello ad associare il letto al sonno.",
        goal: 'Ti aiuta a ricostruire il legame tra letto e sonno quando passi molto tempo a letto senza riuscire a dormire.',
        steps: [
          'Vai a letto solo quando hai sonno, con le palpebre pesanti, non semplicemente quando senti stanchezza.',
          "Usa il letto solo per dormire e per l'intimità: niente lavoro, social o serie TV a letto.",
          "Se dopo circa venti minuti non riesci ad addormentarti, alzati e vai in un'altra stanza con una luce soffusa. Non guardare l'orologio: vai a sensazione.",
          "Lì fai qualcosa di tranquillo e un po' noioso, come leggere qualcosa di leggero o piegare il bucato, senza schermi.",
          'Torna a letto solo quando senti di nuovo sonno. Ripeti tutte le volte che serve.',
          'Alzati ogni mattina alla stessa ora, indipendentemente da come hai dormito.',
          'Evita i sonnellini lunghi. Se proprio ne hai bisogno, non superare i venti minuti e fallo nel primo pomeriggio.',
        ],
        tip: "Dagli due o tre settimane: all'inizio potresti dormire un po' meno, è normale e di solito passa. Fai attenzione alla guida se hai molto sonno durante il giorno. Se l'insonnia dura da tempo, un professionista può proporti un percorso specifico, come la CBT-I.",
      },
      en: {
        title: 'The bed is for sleeping',
        summary:
          'A few simple rules from cognitive behavioural therapy for insomnia, to teach your brain to link the bed with sleep again.',
        goal: 'Helps rebuild the connection between bed and sleep when you spend a long time lying awake.',
        steps: [
          'Go to bed only when you feel sleepy, with heavy eyelids, not just tired.',
          'Use the bed only for sleep and intimacy: no work, scrolling or TV series in bed.',
          "If you can't fall asleep after what feels like about twenty minutes, get up and go to another dimly lit room. Don't check the clock: just estimate.",
          'Do something calm and a little boring there, like reading something light or folding laundry, away from screens.',
          'Go back to bed only when you feel sleepy again. Repeat as often as you need to.',
          'Get up at the same time every morning, however you slept.',
          'Avoid long naps. If you really need one, keep it under twenty minutes and in the early afternoon.',
        ],
        tip: 'Give it two or three weeks: at first you might sleep a little less, which is normal and usually passes. Take care when driving if you feel very sleepy during the day. If insomnia has lasted a long time, a professional can offer a dedicated programme such as CBT-I.',
      },
    },
  },

  // ---------------------------------------------------------- self_compassion
  {
    slug: 'self-compassion-break',
    category: 'self_compassion',
    durationMinutes: 5,
    premium: false,
    text: {
      it: {
        title: 'La pausa di auto-compassione',
        summary:
          'Tre brevi passi per affrontare un momento difficile con gentilezza invece che con la critica. Si basa sul lavoro della psicologa Kristin Neff.',
        goal: 'Ti aiuta a rispondere allo stress e al dolore come faresti con una persona a cui tieni: con comprensione e calore.',
        steps: [
          'Pensa a una situazione che ti sta causando stress o dolore in questo momento. Nota dove la senti nel corpo.',
          'Primo passo, la consapevolezza: riconosci quello che provi. Ripeti dentro di te: «Questo è un momento di sofferenza», oppure «Adesso è dura».',
          "Secondo passo, l'umanità condivisa: ricorda che non capita solo a te. Ripeti: «La sofferenza fa parte della vita. Anche altre persone si sentono così».",
          'Terzo passo, la gentilezza: appoggia le mani sul cuore e sentine il calore. Ripeti: «Che io possa essere gentile con me», oppure «Che io possa darmi la comprensione di cui ho bisogno».',
          'Se queste parole non ti suonano giuste, trova le tue. Cosa diresti a una persona cara che sta passando la stessa cosa?',
          'Resta qualche respiro con le mani sul cuore prima di tornare alla tua giornata.',
        ],
        tip: "La pausa di auto-compassione è stata proposta da Kristin Neff, tra le prime ricercatrici a studiare l'auto-compassione. All'inizio le frasi possono sembrarti forzate, ed è normale: la gentilezza verso di sé cresce con la pratica.",
      },
      en: {
        title: 'Self-compassion break',
        summary:
          'Three short steps to meet a hard moment with kindness instead of criticism. Based on the work of psychologist Kristin Neff.',
        goal: "Helps you respond to stress and pain the way you'd respond to someone you care about: with understanding and warmth.",
        steps: [
          'Think of a situation that is causing you stress or pain right now. Notice where you feel it in your body.',
          'First step, mindfulness: acknowledge what you feel. Say to yourself: “This is a moment of suffering”, or “This is hard right now”.',
          'Second step, common humanity: remind yourself that you are not alone in this. Say: “Suffering is part of life. Other people feel this way too.”',
          'Third step, kindness: place your hands on your heart and feel their warmth. Say: “May I be kind to myself”, or “May I give myself the understanding I need”.',
          "If these words don't feel right, find your own. What would you say to a friend going through the same thing?",
          'Stay for a few breaths with your hands on your heart before returning to your day.',
        ],
        tip: "The self-compassion break was developed by Kristin Neff, one of the first researchers to study self-compassion. The words may feel awkward at first, and that's normal: kindness towards yourself grows with practice.",
      },
    },
  },
  {
    slug: 'compassionate-letter',
    category: 'self_compassion',
    durationMinutes: 20,
    premium: true,
    text: {
      it: {
        title: 'Una lettera compassionevole',
        summary:
          'Ti scrivi una lettera dal punto di vista di una persona amica che ti accetta così come sei.',
        goal: 'Ti aiuta a guardare una difficoltà, o una parte di te che giudichi con durezza, con più calore e comprensione.',
        steps: [
          'Scegli qualcosa di te che giudichi duramente, oppure una situazione che ti fa soffrire.',
          'Immagina una persona amica che ti vuole bene senza condizioni. Conosce i tuoi punti di forza e le tue debolezze, e ti accetta esattamente come sei.',
          'Scriviti una lettera dal punto di vista di questa persona. Prenditi tutto il tempo che ti serve.',
          "Cosa direbbe del dolore che provi? Come ti ricorderebbe che essere imperfetti fa parte dell'essere umani?",
          "Se c'è qualcosa che vorresti cambiare, come ti incoraggerebbe? Con gentilezza e pazienza, mai con la critica.",
          "Quando hai finito, metti da parte la lettera per un po'.",
          'Riprendila più tardi e rileggila con calma, lasciando che le parole arrivino. Conservala dove puoi ritrovarla nei giorni difficili.',
        ],
        tip: "Se ti blocchi, comincia con il tuo nome e scrivi la prima frase che ti viene, anche semplice. Anche questo esercizio nasce dal lavoro di Kristin Neff sull'auto-compassione.",
      },
      en: {
        title: 'A compassionate letter',
        summary: 'Write yourself a letter from the point of view of a friend who accepts you completely.',
        goal: 'Helps you look at a struggle, or a part of yourself you judge harshly, with more warmth and understanding.',
        steps: [
          'Choose something about yourself that you judge harshly, or a situation that is hurting you.',
          'Imagine a friend who cares about you unconditionally. They know your strengths and your weaknesses, and they accept you exactly as you are.',
          "Write a letter to yourself from this friend's point of view. Take all the time you need.",
          "What would they say about the pain you're feeling? How would they remind you that being imperfect is part of being human?",
          "If there's something you'd like to change, how would they encourage you? With kindness and patience, never with criticism.",
          "When you've finished, put the letter aside for a while.",
          'Come back to it later and read it slowly, letting the words sink in. Keep it somewhere you can find it on difficult days.',
        ],
        tip: "If you get stuck, start with your own name and write the first sentence that comes, however simple. This exercise also comes from Kristin Neff's work on self-compassion.",
      },
    },
  },
  {
    slug: 'hand-on-heart',
    category: 'self_compassion',
    durationMinutes: 2,
    premium: false,
    text: {
      it: {
        title: 'Mano sul cuore',
        summary:
          'Un piccolo gesto di cura per i momenti di tensione: una mano sul cuore, qualche respiro, una parola gentile.',
        goal: "Può aiutare il corpo a sentirsi un po' più al sicuro e più calmo quando lo stress o il dispiacere si fanno sentire.",
        steps: [
          'Quando ti accorgi che lo stress sta salendo, fermati un momento.',
          'Appoggia una o entrambe le mani sul cuore. Se preferisci, prova un altro punto che ti conforta: una guancia, la parte alta del braccio, la pancia.',
          'Senti il calore e la leggera pressione della mano.',
          'Respira lentamente e senti il petto che sale e scende sotto la mano.',
          'Rivolgiti una frase gentile, per esempio: «Ci sono io, per me». Oppure: «Va bene così, sto facendo del mio meglio».',
          'Resta così per qualche respiro, o per tutto il tempo che vuoi.',
        ],
        tip: 'Un tocco che consola può aiutare il corpo a sentirsi più al sicuro. Se in pubblico ti senti in imbarazzo, appoggia semplicemente una mano sul braccio: nessuno se ne accorgerà.',
      },
      en: {
        title: 'Hand on heart',
        summary:
          'A small gesture of care for tense moments: a hand on your heart, a few breaths, a kind word.',
        goal: "Can help your body feel a little safer and calmer when you're stressed or upset.",
        steps: [
          'When you notice stress rising, pause for a moment.',
          'Place one or both hands on your heart. If you prefer, try another soothing spot: a cheek, your upper arm, your belly.',
          'Feel the warmth and the gentle pressure of your hand.',
          'Breathe slowly and feel your chest rise and fall beneath your hand.',
          "Say something kind to yourself, such as: “I'm here for myself.” Or: “It's okay, I'm doing my best.”",
          'Stay like this for a few breaths, or for as long as you like.',
        ],
        tip: 'Soothing touch can help the body feel safer. If you feel self-conscious in public, simply rest one hand on your arm: nobody will notice.',
      },
    },
  },

  // --------------------------------------------------- behavioural_activation
  {
    slug: 'activity-scheduling',
    category: 'behavioural_activation',
    durationMinutes: 15,
    premium: false,
    text: {
      it: {
        title: 'Programma attività che ti fanno bene',
        summary:
          "Quando l'umore è basso tendiamo a fare meno cose, e fare meno abbassa ancora l'umore. Programmare piccole attività aiuta a spezzare questo circolo.",
        goal: 'Ti aiuta a riportare nelle tue giornate attività che ti danno piacere o soddisfazione, un piccolo passo alla volta.',
        steps: [
          'Per un giorno o due, annota più o meno cosa fai ogni ora e dai un voto al tuo umore da 0 a 10.',
          "Rileggi: quali attività ti hanno tirato su un po' il morale? Quali lo hanno abbassato?",
          'Fai un elenco di attività che ti danno piacere e di altre che ti danno soddisfazione, come mettere in ordine o portare a termine un compito.',
          'Per i prossimi giorni programma una o due piccole attività al giorno, con giorno e orario, come se fossero appuntamenti.',
          "Tienile piccole e realistiche: dieci minuti di passeggiata invece di un'ora in palestra.",
          'Falle anche se non ne hai voglia. Spesso la motivazione arriva dopo aver cominciato, non prima.',
          "La sera annota com'è andata e com'era il tuo umore, poi aggiusta il programma per il giorno dopo.",
        ],
        tip: "Se l'umore resta molto basso per più di due settimane, o perdi interesse per quasi tutto, parlane con un medico.",
      },
      en: {
        title: 'Plan activities that do you good',
        summary:
          'When mood is low we tend to do less, and doing less lowers mood further. Planning small activities helps break that cycle.',
        goal: 'Helps you bring back activities that give you pleasure or a sense of achievement, one small step at a time.',
        steps: [
          'For a day or two, note roughly what you do each hour and rate your mood from 0 to 10.',
          'Look back: which activities lifted your mood a little? Which ones lowered it?',
          'Make a list of activities that give you pleasure, and others that give you a sense of achievement, like tidying up or finishing a task.',
          'For the coming days, plan one or two small activities per day, with a day and time, as if they were appointments.',
          'Keep them small and realistic: a ten-minute walk rather than an hour at the gym.',
          "Do them even if you don't feel like it. Motivation often comes after you start, not before.",
          'In the evening, note how it went and how your mood was, then adjust the plan for the next day.',
        ],
        tip: 'If your mood stays very low for more than two weeks, or you lose interest in almost everything, talk to a doctor.',
      },
    },
  },
  {
    slug: 'pleasant-activity-menu',
    category: 'behavioural_activation',
    durationMinutes: 15,
    premium: true,
    text: {
      it: {
        title: 'Il menu delle piccole gioie',
        summary:
          'Prepari in anticipo un menu di attività piacevoli: nei giorni difficili dovrai solo scegliere.',
        goal: "Ti rende più facile fare qualcosa di buono per te quando l'umore basso o lo stress non ti fanno venire in mente niente.",
        steps: [
          "Scrivi un elenco di attività che ti piacciono, o che ti piacevano, diviso in tre sezioni: cinque minuti, mezz'ora, più a lungo.",
          "Pensa in grande e in piccolo: aprire la finestra e guardare il cielo, farti un buon caffè, chiamare un'amica, ascoltare una canzone, cucinare, camminare al parco, disegnare.",
          "Varia il più possibile: cose da fare per conto tuo e in compagnia, in casa e all'aperto, gratuite o quasi.",
          'Aggiungi qualche attività che ti dia soddisfazione, come riordinare un cassetto o annaffiare le piante.',
          'Metti il menu dove puoi vederlo: sul frigorifero o nelle note del telefono.',
          "Quando l'umore è basso o non riesci a smuoverti, scegli una voce senza pensarci troppo e falla.",
          'Dai un voto al tuo umore da 0 a 10 prima e dopo. Con il tempo vedrai quali voci ti fanno più bene.',
        ],
        tip: 'Nei giorni difficili scegli dalla sezione da cinque minuti. Anche una piccola cosa conta.',
      },
      en: {
        title: 'Your menu of small pleasures',
        summary:
          'Prepare a menu of pleasant activities in advance, so on difficult days you only have to choose.',
        goal: 'Makes it easier to do something good for yourself when low mood or stress make it hard to think of anything.',
        steps: [
          'Write a list of activities you enjoy, or used to enjoy, split into three sections: five minutes, half an hour, longer.',
          'Think big and small: opening the window and looking at the sky, making a good coffee, calling a friend, listening to a song, cooking, walking in the park, drawing.',
          'Include a mix: things to do alone and with others, indoors and outdoors, free or nearly free.',
          'Add a few activities that give you a sense of achievement, such as tidying a drawer or watering the plants.',
          "Put the menu somewhere you'll see it: on the fridge, or in your phone notes.",
          'When you feel low or stuck, pick one item without overthinking it, and do it.',
          "Rate your mood from 0 to 10 before and after. Over time, you'll see which items help you most.",
        ],
        tip: 'On hard days, choose from the five-minute section. Even a small thing counts.',
      },
    },
  },
  {
    slug: 'tiny-steps-ladder',
    category: 'behavioural_activation',
    durationMinutes: 15,
    premium: false,
    text: {
      it: {
        title: 'La scala dei piccoli passi',
        summary:
          'Dividi qualcosa che ti sembra troppo grande in piccoli passi, e sali un gradino alla volta.',
        goal: 'Ti aiuta a rimetterti in moto su compiti o situazioni che stai evitando, senza farti schiacciare dal peso di tutto.',
        steps: [
          'Scegli qualcosa che stai rimandando o evitando perché ti sembra troppo grande.',
          "Scrivi l'obiettivo finale in cima a un foglio: è l'ultimo gradino della tua scala.",
          "Dividilo in cinque-dieci piccoli passi, dal più facile al più difficile. Il primo deve essere così piccolo da sembrare quasi ridicolo, per esempio aprire soltanto l'email.",
          'Dai a ogni passo un punteggio di difficoltà da 0 a 10.',
          "Comincia oggi dal primo passo. Se senti un po' di disagio, restaci: di solito si attenua mentre vai avanti.",
          'Quando un passo ti sembra gestibile, passa al successivo. Puoi ripetere un passo tutte le volte che serve.',
          'Riconosci ogni passo che fai, per quanto piccolo. Ognuno conta.',
        ],
        tip: 'Se un gradino ti sembra troppo alto, aggiungine uno intermedio. Non è una gara: conta la direzione, non la velocità.',
      },
      en: {
        title: 'The tiny-steps ladder',
        summary: 'Break something that feels too big into small steps, and climb one rung at a time.',
        goal: "Helps you get moving on tasks or situations you've been avoiding, without feeling overwhelmed.",
        steps: [
          "Choose something you've been putting off or avoiding because it feels too big.",
          "Write the final goal at the top of a page: that's the top rung of your ladder.",
          'Break it down into five to ten small steps, from easiest to hardest. The first should be so small it seems almost silly, like just opening the email.',
          'Give each step a difficulty score from 0 to 10.',
          'Start with the first step today. If you feel some discomfort, stay with it: it usually eases as you keep going.',
          'When a step feels manageable, move on to the next. You can repeat a step as often as you need.',
          'Acknowledge every step you take, however small. Each one counts.',
        ],
        tip: "If a rung seems too high, add one in between. This isn't a race: direction matters more than speed.",
      },
    },
  },

  // --------------------------------------------------------------- worry_time
  {
    slug: 'worry-time',
    category: 'worry_time',
    durationMinutes: 15,
    premium: false,
    text: {
      it: {
        title: 'Lo spazio delle preoccupazioni: 15 minuti al giorno',
        summary: 'Dai alle preoccupazioni un appuntamento fisso, così non si prendono tutta la giornata.',
        goal: 'Ti aiuta a sentire di avere più controllo sul rimuginio, raccogliendolo in un momento stabilito invece di cercare di non preoccuparti affatto.',
        steps: [
          "Scegli un orario e un luogo fissi, per quindici minuti al giorno, non troppo vicino all'ora di dormire. Per esempio alle sei di sera, al tavolo della cucina.",
          'Durante la giornata, quando arriva una preoccupazione, annotala in poche parole e ripetiti: «Ci penso alle sei».',
          "Riporta l'attenzione a quello che stavi facendo.",
          "Quando arriva il tuo spazio, prendi l'elenco e concediti di preoccuparti. Scrivi liberamente.",
          'Per ogni preoccupazione chiediti: è ancora importante? Posso fare qualcosa? Se sì, scrivi il primo passo concreto.',
          'Allo scadere dei quindici minuti fermati, anche se non hai finito. Chiudi il quaderno e fai qualcosa di piacevole.',
          'Ripeti ogni giorno per almeno due settimane.',
        ],
        tip: "Quando arriva l'ora stabilita, molte preoccupazioni sembrano già più piccole. Rimandare non vuol dire ignorare: vuol dire scegliere tu quando occupartene.",
      },
      en: {
        title: 'Worry time: 15 minutes a day',
        summary: "Give your worries a fixed appointment, so they don't take over the whole day.",
        goal: 'Helps you feel more in control of worrying by containing it in a set time, rather than trying not to worry at all.',
        steps: [
          'Choose a fixed time and place for fifteen minutes each day, not too close to bedtime. For example, six in the evening at the kitchen table.',
          "During the day, when a worry arrives, jot it down in a few words and tell yourself: “I'll think about it at six.”",
          'Bring your attention back to what you were doing.',
          'When worry time comes, take out your list and give yourself permission to worry. Write freely.',
          'For each worry, ask: is it still important? Is there something I can do? If so, write down the first concrete step.',
          "When the fifteen minutes are up, stop, even if you haven't finished. Close the notebook and do something pleasant.",
          'Repeat every day for at least two weeks.',
        ],
        tip: "When the appointed time comes, many worries already seem smaller. Postponing isn't ignoring: it means you choose when to deal with them.",
      },
    },
  },
  {
    slug: 'worry-tree',
    category: 'worry_time',
    durationMinutes: 10,
    premium: true,
    text: {
      it: {
        title: "L'albero delle preoccupazioni",
        summary:
          'Un percorso semplice per decidere: è una preoccupazione su cui puoi agire, oppure una da allenarti a lasciar andare?',
        goal: 'Ti aiuta a distinguere le preoccupazioni su cui puoi fare qualcosa da quelle su cui non puoi, per agire sulle prime e lasciar andare le seconde.',
        steps: [
          'Accorgiti che ti stai preoccupando. Scrivi con precisione di cosa si tratta.',
          'Chiediti: è un problema su cui posso fare qualcosa?',
          "Se la risposta è no, come per i tanti «e se» sul futuro, riconoscilo: «È una preoccupazione su cui adesso non posso agire». Poi sposta con gentilezza l'attenzione su qualcosa del presente.",
          'Se la risposta è sì, elenca cosa potresti fare. Vanno bene anche più opzioni.',
          "Chiediti: c'è qualcosa che posso fare subito? Se sì, fallo.",
          'Se non puoi farlo ora, decidi quando e come lo farai, e segnalo in agenda.',
          "Una volta che hai un piano, lascia andare la preoccupazione e riporta l'attenzione al presente.",
        ],
        tip: "L'albero delle preoccupazioni è stato descritto da Gillian Butler e Tony Hope. Con un po' di pratica potrai percorrerlo a mente in meno di un minuto.",
      },
      en: {
        title: 'The worry tree',
        summary:
          'A simple decision path: is this a worry you can act on, or one you can practise letting go of?',
        goal: "Helps you sort worries into those you can do something about and those you can't, so you can act on the first and let go of the second.",
        steps: [
          "Notice that you're worrying. Write down exactly what the worry is about.",
          'Ask yourself: is this a problem I can do something about?',
          "If not, as with the many “what ifs” about the future, acknowledge it: “This is a worry I can't act on right now.” Then gently shift your attention to something in the present.",
          'If so, list what you could do. Several options are fine.',
          'Ask: is there something I can do right now? If yes, do it.',
          "If not right now, decide when and how you'll do it, and put it in your diary.",
          'Once you have a plan, let the worry go and turn your attention back to the present.',
        ],
        tip: 'The worry tree was described by Gillian Butler and Tony Hope. With a little practice, you can run through it in your head in under a minute.',
      },
    },
  },
  {
    slug: 'postpone-the-worry',
    category: 'worry_time',
    durationMinutes: 5,
    premium: false,
    text: {
      it: {
        title: 'Rimanda la preoccupazione',
        summary:
          'Quando una preoccupazione arriva nel momento sbagliato, annotala e dalle un appuntamento per più tardi.',
        goal: 'Ti aiuta a uscire dal circolo del rimuginio sul momento e a tornare a quello che stai facendo.',
        steps: [
          'Accorgiti che ti stai preoccupando: i «e se», lo stesso pensiero che gira e rigira.',
          'Chiamalo per nome: «Ecco, mi sto preoccupando di nuovo».',
          'Annota la preoccupazione in due o tre parole, su un foglio o sul telefono.',
          'Ripetiti con gentilezza: «Non adesso. Ci penso più tardi, nel mio spazio delle preoccupazioni».',
          "Riporta tutta l'attenzione a ciò che stavi facendo, usando i sensi: cosa stanno facendo le tue mani? Cosa vedi e senti?",
          'Se la preoccupazione torna, ripeti questi passi senza innervosirti. È normale: come con un cucciolo da educare, ci vuole pazienza.',
        ],
        tip: "Funziona meglio insieme all'esercizio «Lo spazio delle preoccupazioni», così i pensieri hanno davvero un posto dove andare.",
      },
      en: {
        title: 'Postpone the worry',
        summary:
          'When a worry shows up at the wrong moment, note it down and give it an appointment for later.',
        goal: "Helps you step out of a worry loop in the moment and get back to what you're doing.",
        steps: [
          "Notice that you're worrying: the “what ifs”, the same thought going round and round.",
          'Name it: “Here I go, worrying again.”',
          'Write the worry down in two or three words, on paper or on your phone.',
          "Tell yourself kindly: “Not now. I'll think about it later, in my worry time.”",
          'Bring your full attention back to what you were doing, using your senses: what are your hands doing? What can you see and hear?',
          "If the worry comes back, repeat these steps without getting frustrated. It's normal: like training a puppy, it takes patience.",
        ],
        tip: 'This works best alongside the “Worry time” exercise, so your worries really do have somewhere to go.',
      },
    },
  },
];
