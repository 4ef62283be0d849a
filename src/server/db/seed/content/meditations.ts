import type { MeditationSeed } from './types';

/**
 * Built-in guided meditations. Each language has its own script, written to be
 * read aloud slowly by speech synthesis: short sentences, no markup, numbers
 * spelled out. `at` is the second from the start at which a step is spoken;
 * the gaps leave room for the words plus some silence.
 */
export const meditations: MeditationSeed[] = [
  // --------------------------------------------------------------------- sos
  {
    slug: 'anxiety-sos-3-minutes',
    category: 'sos',
    durationSeconds: 180,
    premium: false,
    text: {
      it: {
        title: 'SOS ansia: 3 minuti',
        summary:
          "Una breve pausa guidata per quando l'ansia sale: respiro lento, piedi a terra e attenzione a ciò che hai intorno.",
        script: [
          {
            at: 0,
            text: 'Sei qui. È già un buon passo. Qualunque cosa tu stia provando adesso, passerà. Rallentiamo insieme.',
          },
          {
            at: 18,
            text: 'Se puoi, siediti o appoggiati a qualcosa di solido. Senti i piedi sul pavimento. Premili a terra con delicatezza.',
          },
          {
            at: 38,
            text: "Ora lascia uscire l'aria piano dalla bocca, come se soffiassi in una cannuccia. Lascia che l'espirazione sia lunga.",
          },
          {
            at: 58,
            text: 'Inspira dal naso per quattro tempi. Espira dalla bocca per sei. Ancora una volta, con calma.',
          },
          {
            at: 80,
            text: "Continua al tuo ritmo. Non deve essere perfetto. Un'espirazione lunga aiuta il corpo ad allentare la presa.",
          },
          { at: 102, text: 'Guardati intorno e trova tre cose che vedi. Dai a ognuna un nome, in silenzio.' },
          { at: 122, text: 'Adesso nota tre suoni. Vicini o lontani. Ascolta e basta.' },
          {
            at: 140,
            text: "L'ansia è come un'onda. Sale, arriva al culmine e poi scende. Non devi combatterla. Puoi lasciarla passare.",
          },
          {
            at: 160,
            text: 'Un ultimo respiro lento. Hai fatto bene a fermarti. Quando te la senti, torna alla tua giornata, con dolcezza.',
          },
        ],
      },
      en: {
        title: 'Anxiety SOS: 3 minutes',
        summary:
          'A short guided pause for when anxiety rises: slow breathing, feet on the ground, and noticing what is around you.',
        script: [
          {
            at: 0,
            text: "You're here. That's already a good step. Whatever you're feeling right now, it will pass. Let's slow down together.",
          },
          {
            at: 18,
            text: 'If you can, sit down or lean against something solid. Feel your feet on the floor. Press them down gently.',
          },
          {
            at: 38,
            text: 'Now breathe out slowly through your mouth, as if blowing through a straw. Let the out-breath be long.',
          },
          {
            at: 58,
            text: 'Breathe in through your nose for a count of four. Breathe out through your mouth for six. Once more, calmly.',
          },
          {
            at: 80,
            text: "Keep going at your own pace. It doesn't need to be perfect. A long out-breath helps your body ease off.",
          },
          { at: 102, text: 'Look around and find three things you can see. Name each one silently.' },
          { at: 122, text: 'Now notice three sounds. Near or far. Just listen.' },
          {
            at: 140,
            text: "Anxiety is like a wave. It rises, it peaks, and it comes down. You don't have to fight it. You can let it pass through.",
          },
          {
            at: 160,
            text: 'One more slow breath. You did well to stop. When you feel ready, go back to your day, gently.',
          },
        ],
      },
    },
  },
  {
    slug: 'riding-the-wave',
    category: 'sos',
    durationSeconds: 300,
    premium: false,
    text: {
      it: {
        title: "Cavalcare l'onda",
        summary:
          "Per quando l'ansia sale all'improvviso: resti con l'onda, rallenti il respiro e la lasci passare. Se hai sintomi fisici nuovi o che ti preoccupano, come un dolore al petto, contatta un medico o i servizi di emergenza.",
        script: [
          {
            at: 0,
            text: "Se adesso l'ansia sta salendo forte, fermati qui con me. L'ansia può sembrare travolgente, ma sale e scende come un'onda. Anche questa passerà.",
          },
          {
            at: 22,
            text: "Non cercare di scacciare quello che senti. Combatterlo spesso lo rende più forte. Proviamo invece a cavalcare quest'onda insieme.",
          },
          {
            at: 45,
            text: 'Pianta bene i piedi a terra. Sentili premere sul pavimento. Nota che cosa ti sostiene: una sedia, un muro, il pavimento.',
          },
          {
            at: 70,
            text: "Lascia uscire l'aria piano dalla bocca, più a lungo di quanto inspiri. Dentro dal naso. E fuori, lento e lungo.",
          },
          {
            at: 95,
            text: 'Continua a respirare così. Dentro con dolcezza. Fuori piano. Non servono respiri profondi. Piccoli, lenti e morbidi bastano.',
          },
          {
            at: 122,
            text: "Ora osserva cosa succede nel corpo, con curiosità. Forse il cuore che batte forte, il petto stretto, un formicolio, il caldo. Dagli un nome: questa è ansia. È un'emozione.",
          },
          {
            at: 152,
            text: "Immagina le sensazioni come un'onda del mare. Cresce, arriva al culmine, poi comincia a scendere. Tu puoi restare a galla.",
          },
          { at: 178, text: 'Ripeti dentro di te: è spiacevole, e posso restarci. Passerà. Passa sempre.' },
          {
            at: 204,
            text: "Nota se l'onda è cambiata, anche di poco. Le sensazioni si trasformano di momento in momento. Niente resta esattamente uguale.",
          },
          {
            at: 232,
            text: 'Tieni il respiro lento e i piedi a terra. Guardati intorno e trova una cosa che ti trasmette calma, o che sia semplicemente neutra.',
          },
          {
            at: 260,
            text: "Hai attraversato l'onda. Ci vuole coraggio. Quando te la senti, bevi un sorso d'acqua e muoviti con calma. Se ti succede spesso, parlane con un medico o con uno psicoterapeuta.",
          },
        ],
      },
      en: {
        title: 'Riding the wave',
        summary:
          'For when anxiety surges: stay with the wave, slow your breathing and let it pass. If you have new or worrying physical symptoms, such as chest pain, contact a doctor or emergency services.',
        script: [
          {
            at: 0,
            text: 'If anxiety is rising strongly right now, stay here with me. Anxiety can feel overwhelming, but it rises and falls like a wave. This one will pass too.',
          },
          {
            at: 22,
            text: "Don't try to push the feelings away. Fighting them often makes them stronger. Instead, let's ride this wave together.",
          },
          {
            at: 45,
            text: 'Plant your feet on the floor. Feel them pressing down. Notice what is holding you up: a chair, a wall, the ground.',
          },
          {
            at: 70,
            text: 'Breathe out slowly through your mouth, for longer than you breathe in. In through the nose. And a long, slow breath out.',
          },
          {
            at: 95,
            text: "Keep breathing like this. In gently. Out slowly. There's no need for big breaths. Small, slow and soft is enough.",
          },
          {
            at: 122,
            text: "Now notice what's happening in your body, with curiosity. Perhaps a racing heart, a tight chest, tingling, heat. Name it: this is anxiety. It's a feeling.",
          },
          {
            at: 152,
            text: 'Imagine these sensations as a wave in the sea. It builds, it peaks, and then it starts to come down. You can float on top of it.',
          },
          {
            at: 178,
            text: 'Say to yourself: this is uncomfortable, and I can stay with it. It will pass. It always passes.',
          },
          {
            at: 204,
            text: 'Notice whether the wave has changed, even a little. Sensations shift from moment to moment. Nothing stays exactly the same.',
          },
          {
            at: 232,
            text: 'Keep your breath slow and your feet on the ground. Look around and find one thing you can see that feels calming, or simply neutral.',
          },
          {
            at: 260,
            text: 'You rode the wave. That takes courage. When you feel ready, have a sip of water and move gently. If this happens often, consider talking to a doctor or a therapist.',
          },
        ],
      },
    },
  },

  // ------------------------------------------------------------------ breath
  {
    slug: 'five-minute-breath',
    category: 'breath',
    durationSeconds: 300,
    premium: false,
    text: {
      it: {
        title: 'Cinque minuti con il respiro',
        summary:
          'Una semplice meditazione sul respiro per tornare al momento presente. Perfetta per iniziare.',
        script: [
          {
            at: 0,
            text: 'Per i prossimi cinque minuti non devi fare niente e non devi andare da nessuna parte. Siediti o sdraiati, come preferisci.',
          },
          {
            at: 22,
            text: 'Chiudi gli occhi, oppure lascia lo sguardo morbido, appoggiato su un punto davanti a te. Lascia scendere le spalle.',
          },
          {
            at: 45,
            text: "Fai un respiro un po' più profondo. E un'espirazione lunga. Poi lascia che il respiro trovi da solo il suo ritmo naturale.",
          },
          {
            at: 70,
            text: "Porta l'attenzione nel punto in cui senti il respiro con più chiarezza. Le narici, il petto o la pancia.",
          },
          {
            at: 100,
            text: "Senti l'aria che entra, un po' più fresca. E che esce, un po' più tiepida. Non c'è niente da cambiare.",
          },
          {
            at: 130,
            text: 'La mente si distrarrà. È quello che fanno le menti. Quando ti accorgi che si è allontanata, riportala con gentilezza al respiro.',
          },
          {
            at: 160,
            text: 'Ogni volta che torni è un momento di pratica. Non serve giudicarti. Ricomincia, semplicemente, dal prossimo respiro.',
          },
          {
            at: 190,
            text: 'Se ti aiuta, puoi dire tra te e te: dentro, mentre inspiri. Fuori, mentre espiri.',
          },
          {
            at: 220,
            text: 'Nota la piccola pausa alla fine di ogni espirazione. Un istante di quiete, prima che il respiro successivo arrivi da solo.',
          },
          {
            at: 250,
            text: "Ora allarga l'attenzione a tutto il corpo. Qui, in questo momento, mentre respiri. Così come sei.",
          },
          {
            at: 275,
            text: 'Piano piano, muovi le dita delle mani e dei piedi. Quando vuoi, apri gli occhi. Porta con te questa calma nel resto della giornata.',
          },
        ],
      },
      en: {
        title: 'Five minutes with your breath',
        summary:
          'A simple breath meditation to arrive in the present moment. Ideal if you are just starting out.',
        script: [
          {
            at: 0,
            text: 'For the next five minutes, there is nothing to do and nowhere to be. Find a comfortable position, sitting or lying down.',
          },
          {
            at: 22,
            text: 'Let your eyes close, or rest your gaze softly on a point in front of you. Let your shoulders drop.',
          },
          {
            at: 45,
            text: 'Take a slightly deeper breath in. And a long breath out. Then let your breathing find its own natural rhythm.',
          },
          {
            at: 70,
            text: 'Bring your attention to the place where you feel the breath most clearly. The nostrils, the chest, or the belly.',
          },
          {
            at: 100,
            text: "Feel the air coming in, a little cooler. And going out, a little warmer. You don't need to change anything.",
          },
          {
            at: 130,
            text: "Your mind will wander. That's what minds do. When you notice it has drifted, gently bring it back to the breath.",
          },
          {
            at: 160,
            text: 'Each time you come back is a moment of practice. No need to judge yourself. Just begin again, with the next breath.',
          },
          { at: 190, text: 'If it helps, say to yourself: in, as you breathe in. Out, as you breathe out.' },
          {
            at: 220,
            text: 'Notice the small pause at the end of each out-breath. A moment of stillness, before the next breath comes by itself.',
          },
          {
            at: 250,
            text: 'Now widen your attention to your whole body. Here, in this moment, breathing. Just as you are.',
          },
          {
            at: 275,
            text: "Slowly start to move your fingers and toes. When you're ready, open your eyes. Take this calm with you into the rest of your day.",
          },
        ],
      },
    },
  },
  {
    slug: 'breath-anchor',
    category: 'breath',
    durationSeconds: 600,
    premium: true,
    text: {
      it: {
        title: 'Il respiro come àncora',
        summary:
          'Dieci minuti per dare stabilità alla mente con il respiro: prima contando, poi semplicemente osservando.',
        script: [
          {
            at: 0,
            text: 'Questa è una meditazione di dieci minuti sul respiro. Trova una posizione stabile e comoda. La schiena è dritta, ma non rigida.',
          },
          {
            at: 30,
            text: "Se ti va, chiudi gli occhi. Fai tre respiri lenti, lasciando che ogni espirazione sia un po' più lunga dell'inspirazione.",
          },
          {
            at: 60,
            text: 'Ora lascia che il respiro torni al suo ritmo. Non devi guidarlo. Gli fai solo compagnia.',
          },
          {
            at: 95,
            text: "Immagina il respiro come un'àncora. Una barca si muove con le onde, ma l'àncora le impedisce di andare alla deriva. Il respiro è sempre qui, nel presente.",
          },
          {
            at: 135,
            text: 'Senti la pancia che si solleva quando inspiri. E si ammorbidisce quando espiri. Si solleva. Si ammorbidisce.',
          },
          {
            at: 170,
            text: 'Per aiutare la concentrazione, prova a contare. Inspiri ed espiri: uno. Il respiro successivo è due. Arriva fino a dieci, poi ricomincia da uno.',
          },
          {
            at: 215,
            text: 'Se perdi il conto, va benissimo. Riparti da uno. Perdere il conto fa parte della pratica.',
          },
          {
            at: 260,
            text: 'Nota i pensieri che arrivano. Progetti, ricordi, preoccupazioni. Lasciali passare come nuvole nel cielo. Non devi seguirli.',
          },
          {
            at: 305,
            text: "Adesso lascia andare il conteggio. Senti solo il respiro, ogni volta un po' diverso dal precedente.",
          },
          {
            at: 345,
            text: "Osserva le sensazioni più da vicino. La temperatura dell'aria. Le costole che si allargano piano. La quiete tra un respiro e l'altro.",
          },
          {
            at: 385,
            text: "Se senti tensione da qualche parte, lascia che l'espirazione la ammorbidisca un poco. Senza forzare. È solo un invito.",
          },
          {
            at: 425,
            text: "Se affiorano emozioni, puoi dar loro un nome, dentro di te. Preoccupazione. Stanchezza. Calma. Poi torna all'àncora del respiro.",
          },
          {
            at: 465,
            text: "Resta qui ancora per qualche respiro. Non c'è niente da raggiungere. Respiri, e sai di respirare.",
          },
          {
            at: 510,
            text: "Comincia ad allargare l'attenzione. Ascolta i suoni intorno a te. Senti la superficie che ti sostiene. La stanza in cui ti trovi.",
          },
          {
            at: 545,
            text: 'Ricorda che questa àncora è sempre con te. Anche un solo respiro consapevole, in mezzo a una giornata piena, può riportarti qui.',
          },
          {
            at: 575,
            text: 'Muovi piano il corpo, stiracchiati se ne hai voglia, e apri gli occhi quando vuoi. Grazie per aver dedicato questo tempo a te.',
          },
        ],
      },
      en: {
        title: 'The breath as an anchor',
        summary:
          'Ten minutes to steady the mind with the breath: first by counting, then by simply noticing.',
        script: [
          {
            at: 0,
            text: 'Welcome to this ten-minute breath meditation. Settle into a position that feels stable and comfortable. Let your back be upright, but not rigid.',
          },
          {
            at: 30,
            text: 'Close your eyes if that feels okay. Take three slow breaths, letting each out-breath be a little longer than the in-breath.',
          },
          {
            at: 60,
            text: "Now let the breath go back to its own rhythm. You're not controlling it. You're simply keeping it company.",
          },
          {
            at: 95,
            text: 'Think of the breath as an anchor. A boat moves with the waves, but the anchor keeps it from drifting away. Your breath is always here, in the present.',
          },
          {
            at: 135,
            text: 'Feel the belly rise as you breathe in. And soften as you breathe out. Rising. Softening.',
          },
          {
            at: 170,
            text: "To help your focus, try counting. Breathing in and out, that's one. The next breath is two. Count up to ten, then start again from one.",
          },
          {
            at: 215,
            text: "If you lose count, that's completely fine. Just start again from one. Losing count is part of the practice.",
          },
          {
            at: 260,
            text: "Notice any thoughts that come. Plans, memories, worries. Let them pass like clouds across the sky. You don't need to follow them.",
          },
          {
            at: 305,
            text: 'Now let go of the counting. Just feel the breath, each one a little different from the last.',
          },
          {
            at: 345,
            text: 'Notice the sensations in more detail. The temperature of the air. The gentle widening of the ribs. The stillness between breaths.',
          },
          {
            at: 385,
            text: 'If you feel tension anywhere, let the out-breath soften it a little. No forcing. Just an invitation.',
          },
          {
            at: 425,
            text: 'If emotions come up, you can name them softly. Worry. Tiredness. Calm. Then return to the anchor of the breath.',
          },
          {
            at: 465,
            text: 'Stay here for a few more breaths. Nothing to achieve. Just breathing, and knowing that you are breathing.',
          },
          {
            at: 510,
            text: "Start to widen your attention. Notice the sounds around you. The surface supporting you. The room you're in.",
          },
          {
            at: 545,
            text: 'Remember that this anchor is always with you. Even one mindful breath, in the middle of a busy day, can bring you back here.',
          },
          {
            at: 575,
            text: "Gently move your body, stretch if you like, and open your eyes when you're ready. Thank you for taking this time for yourself.",
          },
        ],
      },
    },
  },

  // --------------------------------------------------------------- body_scan
  {
    slug: 'short-body-scan',
    category: 'body_scan',
    durationSeconds: 480,
    premium: false,
    text: {
      it: {
        title: 'Body scan breve',
        summary: 'Otto minuti per attraversare il corpo dai piedi alla testa, osservando senza giudicare.',
        script: [
          {
            at: 0,
            text: 'Questo è un body scan breve. Sdraiati o siediti comodamente. Lascia le mani dove ti viene naturale.',
          },
          {
            at: 28,
            text: "Se vuoi, chiudi gli occhi. Fai qualche respiro lento. A ogni espirazione lascia che il corpo diventi un po' più pesante.",
          },
          {
            at: 60,
            text: "Porta l'attenzione ai piedi. Nota quello che c'è. Calore, fresco, formicolio, o forse niente di particolare. Va bene tutto.",
          },
          {
            at: 95,
            text: "Sali con l'attenzione alle caviglie, ai polpacci, alle ginocchia. Osserva soltanto, senza cercare di cambiare nulla.",
          },
          {
            at: 130,
            text: 'Ora le cosce e i fianchi. Senti il peso del corpo che si appoggia sulla sedia, sul letto o sul pavimento.',
          },
          {
            at: 165,
            text: "Porta l'attenzione alla pancia. Sentila salire e scendere piano, insieme al respiro.",
          },
          {
            at: 200,
            text: "Passa alla schiena. La parte bassa, quella centrale, quella alta. Se c'è tensione, respiraci dentro e lasciala essere.",
          },
          { at: 235, text: 'Ora il petto. Nota il respiro anche qui, e magari il battito del cuore.' },
          {
            at: 270,
            text: 'Passa alle mani, alle dita, ai polsi. Poi risali lungo le braccia, fino alle spalle.',
          },
          {
            at: 305,
            text: 'Le spalle spesso trattengono molto. Prova a lasciarle scendere, anche solo un poco, con la prossima espirazione.',
          },
          {
            at: 340,
            text: 'Ora il collo e la gola. Poi il viso. La mascella, le labbra, le guance, gli occhi, la fronte. Lascia che il viso si distenda.',
          },
          {
            at: 375,
            text: 'Infine la sommità della testa. Adesso senti tutto il corpo, dalla testa ai piedi, che respira insieme.',
          },
          {
            at: 410,
            text: "Resta per un momento in questa consapevolezza. Qualunque cosa tu abbia trovato nel corpo, l'hai accolta con gentilezza.",
          },
          {
            at: 445,
            text: 'Muovi piano le dita delle mani e dei piedi. Fai un respiro più profondo. Quando vuoi, apri gli occhi e torna nella stanza.',
          },
        ],
      },
      en: {
        title: 'Short body scan',
        summary: 'Eight minutes to move through the body from feet to head, noticing without judging.',
        script: [
          {
            at: 0,
            text: 'This is a short body scan. Lie down or sit comfortably. Let your hands rest wherever feels natural.',
          },
          {
            at: 28,
            text: 'Close your eyes if you wish. Take a few slow breaths. With every out-breath, let your body feel a little heavier.',
          },
          {
            at: 60,
            text: 'Bring your attention to your feet. Notice whatever is there. Warmth, coolness, tingling, or perhaps nothing at all. All of it is fine.',
          },
          {
            at: 95,
            text: 'Move your attention up to your ankles, your calves and your knees. Just noticing, without trying to change anything.',
          },
          {
            at: 130,
            text: 'Now your thighs and your hips. Feel the weight of your body resting on the chair, the bed or the floor.',
          },
          {
            at: 165,
            text: 'Bring your attention to your belly. Feel it gently rising and falling with the breath.',
          },
          {
            at: 200,
            text: 'Move to your back. Lower back, middle back, upper back. If there is tension, breathe into it, and let it be.',
          },
          {
            at: 235,
            text: 'Now your chest. Notice the breath here too, and perhaps the beating of your heart.',
          },
          {
            at: 270,
            text: 'Move to your hands, your fingers, your wrists. Then up through your arms, to your shoulders.',
          },
          {
            at: 305,
            text: 'Shoulders often hold a lot. See if they can drop, even a little, on the next out-breath.',
          },
          {
            at: 340,
            text: 'Now your neck and throat. Then your face. Jaw, lips, cheeks, eyes, forehead. Let your face soften.',
          },
          {
            at: 375,
            text: 'Finally, the top of your head. Now feel your whole body, from head to toe, breathing as one.',
          },
          {
            at: 410,
            text: 'Rest in this awareness for a moment. Whatever you found in your body, you met it with kindness.',
          },
          {
            at: 445,
            text: "Slowly wiggle your fingers and toes. Take a deeper breath. When you're ready, open your eyes and come back to the room.",
          },
        ],
      },
    },
  },
  {
    slug: 'full-body-scan',
    category: 'body_scan',
    durationSeconds: 1200,
    premium: true,
    text: {
      it: {
        title: 'Body scan completo',
        summary:
          "Un viaggio lento e dettagliato di venti minuti attraverso il corpo. Ideale da fare sdraiandoti, quando hai un po' di tempo tranquillo.",
        script: [
          {
            at: 0,
            text: "Questo è un body scan completo. Per i prossimi venti minuti porterai l'attenzione, piano piano, in tutto il corpo. Se puoi, sdraiati sulla schiena. Altrimenti siediti comodamente.",
          },
          {
            at: 40,
            text: "Lascia le braccia lungo i fianchi, con i palmi verso l'alto o verso il basso, come preferisci. Le gambe sono morbide. Se ti va, chiudi gli occhi.",
          },
          {
            at: 85,
            text: 'Fai qualche respiro profondo. Senti il corpo sostenuto dalla superficie sotto di te. Non serve fare sforzi per reggerti. Lascia che sia lei a farlo per te.',
          },
          {
            at: 130,
            text: "Lo scopo non è rilassarsi, né provare qualcosa di speciale. È solo notare quello che c'è, con curiosità e gentilezza. Se ti addormenti, va bene anche così.",
          },
          {
            at: 175,
            text: "Porta l'attenzione alle dita del piede sinistro. Se riesci, nota ogni dito. Calore, pressione, formicolio. O forse nessuna sensazione.",
          },
          {
            at: 220,
            text: 'Ora la pianta del piede sinistro, il tallone, il dorso del piede e la caviglia. Immagina che il respiro arrivi fin laggiù, fino al piede.',
          },
          {
            at: 265,
            text: 'Sali lungo il polpaccio e lo stinco sinistro. Poi il ginocchio sinistro. Nota il contatto con la superficie sotto di te.',
          },
          {
            at: 310,
            text: "Ora la coscia sinistra, davanti e dietro, fino all'anca. Lascia che tutta la gamba sinistra riposi, pesante e ferma.",
          },
          {
            at: 355,
            text: "Sposta l'attenzione alle dita del piede destro. Poi la pianta, il tallone, il dorso del piede e la caviglia.",
          },
          {
            at: 400,
            text: "Sali lungo il polpaccio destro, lo stinco e il ginocchio. Poi la coscia destra, fino all'anca. Lascia riposare anche la gamba destra.",
          },
          {
            at: 445,
            text: "Ora il bacino e i fianchi. La zona dove il corpo incontra l'appoggio. Senti il peso, e lascialo affondare ancora un po'.",
          },
          {
            at: 490,
            text: "Passa alla parte bassa della schiena. Spesso qui si accumula tensione. Respiraci dentro con delicatezza. Non c'è niente da aggiustare. Basta accorgersene.",
          },
          {
            at: 535,
            text: 'Ora la parte centrale e alta della schiena, fino alle scapole. Senti la schiena che si allarga un poco a ogni inspirazione.',
          },
          {
            at: 580,
            text: "Porta l'attenzione alla pancia. Sentila salire e scendere. Il respiro va e viene da solo, come le onde sulla riva.",
          },
          {
            at: 625,
            text: 'Sali al petto. Nota le costole che si aprono e si chiudono. Forse senti il battito del cuore. Osservalo, semplicemente.',
          },
          {
            at: 670,
            text: 'Se la mente si è allontanata, va bene. Nota dove è andata e torna con gentilezza al corpo. Ogni ritorno fa parte della pratica.',
          },
          {
            at: 715,
            text: "Ora la mano sinistra. I polpastrelli, le dita, il palmo, il dorso. Poi il polso, l'avambraccio, il gomito e la parte alta del braccio.",
          },
          {
            at: 760,
            text: "Passa alla mano destra. I polpastrelli, le dita, il palmo, il dorso. Poi il polso, l'avambraccio, il gomito e la parte alta del braccio.",
          },
          {
            at: 805,
            text: 'Ora le spalle. Nota se sono sollevate o contratte. Con la prossima espirazione lasciale scendere, lontano dalle orecchie.',
          },
          {
            at: 850,
            text: "Passa al collo e alla gola. Senti l'aria che scorre. Lascia il collo morbido, sostenuto.",
          },
          {
            at: 900,
            text: 'Ora la mascella. Lascia che i denti si separino appena. La lingua riposa. Le labbra e le guance si distendono.',
          },
          {
            at: 950,
            text: "Porta l'attenzione agli occhi, pesanti e fermi. Allo spazio tra le sopracciglia. Alla fronte, liscia e distesa.",
          },
          {
            at: 1000,
            text: "Infine la sommità della testa. Adesso lascia che l'attenzione si allarghi a tutto il corpo insieme, dalla testa alla punta dei piedi.",
          },
          {
            at: 1050,
            text: "Senti il corpo che respira tutto intero. Un solo corpo, che riposa e respira. Resta qui per un po', in questa consapevolezza ampia e gentile.",
          },
          {
            at: 1100,
            text: 'Prenditi un momento per ringraziarti di questo tempo. Qualunque cosa tu abbia notato oggi, andava bene così.',
          },
          {
            at: 1150,
            text: 'Approfondisci piano il respiro. Muovi le dita delle mani e dei piedi. Stiracchiati, se ti va. Quando vuoi, girati su un fianco e apri gli occhi.',
          },
        ],
      },
      en: {
        title: 'Full body scan',
        summary:
          'A slow, detailed twenty-minute journey through the body. Best done lying down, when you have some quiet time.',
        script: [
          {
            at: 0,
            text: "Welcome to this full body scan. For the next twenty minutes, you'll move your attention slowly through the whole body. Lie on your back if you can, or sit comfortably.",
          },
          {
            at: 40,
            text: 'Let your arms rest by your sides, palms up or down, as you prefer. Let your legs lie loose. Close your eyes if that feels right.',
          },
          {
            at: 85,
            text: "Take a few deep breaths. Feel your body being held by the surface beneath you. You don't need to hold yourself up. Let the ground do the work.",
          },
          {
            at: 130,
            text: "The aim is not to relax, or to feel anything special. It's simply to notice what is here, with curiosity and kindness. If you fall asleep, that's fine too.",
          },
          {
            at: 175,
            text: 'Bring your attention down to the toes of your left foot. Notice each toe, if you can. Any warmth, pressure or tingling. Or perhaps no sensation at all.',
          },
          {
            at: 220,
            text: 'Now the sole of your left foot, the heel, the top of the foot and the ankle. Imagine breathing all the way down into the foot.',
          },
          {
            at: 265,
            text: 'Move up through your left calf and shin. Then your left knee. Notice the contact with the surface beneath you.',
          },
          {
            at: 310,
            text: 'Now your left thigh, front and back, all the way up to the hip. Let the whole left leg rest, heavy and still.',
          },
          {
            at: 355,
            text: 'Shift your attention across to the toes of your right foot. Then the sole, the heel, the top of the foot and the ankle.',
          },
          {
            at: 400,
            text: 'Move up through your right calf, shin and knee. Then your right thigh, up to the hip. Let the right leg rest, just like the left.',
          },
          {
            at: 445,
            text: 'Now the pelvis and the hips. The place where your body meets the ground. Notice the weight, and let it sink a little more.',
          },
          {
            at: 490,
            text: "Move to your lower back. This area often carries tension. Breathe gently into it. There's nothing to fix. Simply notice.",
          },
          {
            at: 535,
            text: 'Now your middle and upper back, up to the shoulder blades. Feel the back widen slightly with each in-breath.',
          },
          {
            at: 580,
            text: 'Bring your attention to your belly. Feel it rise and fall. The breath comes and goes by itself, like waves on a shore.',
          },
          {
            at: 625,
            text: 'Move up to your chest. Notice the ribs opening and closing. Perhaps you can sense your heartbeat. Simply notice it.',
          },
          {
            at: 670,
            text: "If your mind has wandered, that's okay. Notice where it went, and gently return to the body. Every return is part of the practice.",
          },
          {
            at: 715,
            text: 'Now your left hand. The fingertips, the fingers, the palm, the back of the hand. Then the wrist, the forearm, the elbow and the upper arm.',
          },
          {
            at: 760,
            text: 'Move to your right hand. The fingertips, the fingers, the palm, the back of the hand. Then the wrist, the forearm, the elbow and the upper arm.',
          },
          {
            at: 805,
            text: 'Now your shoulders. Notice if they are lifted or tight. On the next out-breath, let them soften down, away from your ears.',
          },
          {
            at: 850,
            text: 'Move to your neck and throat. Notice the air passing through. Let the neck be soft and supported.',
          },
          {
            at: 900,
            text: 'Now the jaw. Let your teeth part slightly. Let your tongue rest. Soften your lips and cheeks.',
          },
          {
            at: 950,
            text: 'Bring your attention to your eyes, heavy and still. The space between your eyebrows. Your forehead, smooth and wide.',
          },
          {
            at: 1000,
            text: 'Finally, the top of your head. Now let your attention spread to the whole body at once, from the crown of your head to the tips of your toes.',
          },
          {
            at: 1050,
            text: 'Feel the body breathing as a whole. One body, resting and breathing. Stay here for a while, in this wide and gentle awareness.',
          },
          {
            at: 1100,
            text: 'Thank yourself for taking this time. Whatever you noticed today was just right for today.',
          },
          {
            at: 1150,
            text: "Slowly deepen your breath. Move your fingers and toes. Stretch if you like. When you're ready, roll onto one side and open your eyes.",
          },
        ],
      },
    },
  },

  // --------------------------------------------------------- loving_kindness
  {
    slug: 'loving-kindness',
    category: 'loving_kindness',
    durationSeconds: 600,
    premium: false,
    text: {
      it: {
        title: 'Gentilezza amorevole',
        summary:
          'Rivolgi auguri di bene a te e agli altri. Una pratica tradizionale per coltivare calore e vicinanza.',
        script: [
          {
            at: 0,
            text: 'Questa è una meditazione di gentilezza amorevole. È una pratica in cui si augura del bene, a se stessi e agli altri. Trova una posizione comoda e chiudi gli occhi.',
          },
          {
            at: 30,
            text: 'Fai qualche respiro lento. Se ti va, appoggia una mano sul cuore e sentine il calore.',
          },
          {
            at: 60,
            text: 'Pensa a qualcuno che ti fa sorridere senza sforzo. Un amico, un familiare, anche un animale. Immaginalo davanti a te.',
          },
          {
            at: 95,
            text: 'In silenzio, rivolgigli questi auguri. Che tu possa essere al sicuro. Che tu possa stare bene. Che tu possa vivere in pace.',
          },
          {
            at: 130,
            text: "Ripeti le parole lentamente, mettendoci un'intenzione vera. Che tu possa essere al sicuro. Che tu possa stare bene. Che tu possa vivere in pace. Nota se arriva un po' di calore.",
          },
          {
            at: 170,
            text: 'Ora rivolgi questi auguri a te. Può essere più difficile. È normale. Prova, semplicemente.',
          },
          {
            at: 205,
            text: 'Che io possa essere al sicuro. Che io possa stare bene. Che io possa vivere in pace. Che io possa essere gentile con me.',
          },
          {
            at: 245,
            text: 'Se ti sembra strano o vuoto, va bene lo stesso. Stai piantando un seme. Non serve provare qualcosa di speciale perché abbia valore.',
          },
          {
            at: 285,
            text: "Adesso pensa a una persona neutra. Qualcuno che vedi spesso ma non conosci davvero. Un vicino di casa, chi lavora alla cassa del supermercato, qualcuno sull'autobus.",
          },
          {
            at: 320,
            text: 'Anche questa persona ha speranze e preoccupazioni, proprio come te. Rivolgile gli stessi auguri. Che tu possa essere al sicuro. Che tu possa stare bene. Che tu possa vivere in pace.',
          },
          {
            at: 360,
            text: "Se te la senti, pensa a qualcuno con cui hai un rapporto un po' difficile. Non la persona più difficile della tua vita. Solo qualcuno che ti mette un po' alla prova.",
          },
          {
            at: 400,
            text: 'Ricorda che anche questa persona desidera essere felice e libera dalla sofferenza. Se riesci, rivolgile gli auguri. Che tu possa essere al sicuro. Che tu possa stare bene. Che tu possa vivere in pace. Se è troppo, torna a te.',
          },
          {
            at: 450,
            text: 'Ora lascia che gli auguri si allarghino a tutti. Alle persone vicine e lontane. A tutti gli esseri viventi. Che tutti possano essere al sicuro. Che possano stare bene. Che possano vivere in pace.',
          },
          {
            at: 500,
            text: 'Resta un momento in questa sensazione di apertura. Nota come sta il tuo corpo adesso.',
          },
          { at: 540, text: 'Torna al respiro. Senti le mani, i piedi, la stanza intorno a te.' },
          {
            at: 570,
            text: 'Quando vuoi, apri gli occhi. Puoi tornare a queste parole in qualsiasi momento della giornata.',
          },
        ],
      },
      en: {
        title: 'Loving-kindness',
        summary:
          'Offer kind wishes to yourself and to others. A traditional practice for cultivating warmth and connection.',
        script: [
          {
            at: 0,
            text: "Welcome to this loving-kindness meditation. It's a practice of wishing well, to yourself and to others. Find a comfortable position and let your eyes close.",
          },
          {
            at: 30,
            text: 'Take a few slow breaths. If you like, place a hand on your heart, and feel its warmth.',
          },
          {
            at: 60,
            text: 'Bring to mind someone who makes you smile easily. A friend, a relative, even a pet. Picture them in front of you.',
          },
          {
            at: 95,
            text: 'Silently offer them these wishes. May you be safe. May you be well. May you be at peace.',
          },
          {
            at: 130,
            text: 'Repeat the words slowly, with real intention. May you be safe. May you be well. May you be at peace. Notice any warmth that comes.',
          },
          {
            at: 170,
            text: "Now turn these wishes towards yourself. This can feel harder. That's normal. Simply try.",
          },
          { at: 205, text: 'May I be safe. May I be well. May I be at peace. May I be kind to myself.' },
          {
            at: 245,
            text: "If it feels strange or empty, that's okay. You're planting a seed. You don't need to feel anything special for it to count.",
          },
          {
            at: 285,
            text: "Now think of someone neutral. A person you see but don't really know. A neighbour, the cashier at the shop, someone on the bus.",
          },
          {
            at: 320,
            text: 'They too have hopes and worries, just like you. Offer them the same wishes. May you be safe. May you be well. May you be at peace.',
          },
          {
            at: 360,
            text: 'If you feel ready, bring to mind someone you find a little difficult. Not the hardest person in your life. Just someone slightly challenging.',
          },
          {
            at: 400,
            text: 'Remember that they, too, want to be happy and free from suffering. If you can, offer them the wishes. May you be safe. May you be well. May you be at peace. If this is too much, come back to yourself.',
          },
          {
            at: 450,
            text: 'Now let the wishes spread outwards, to everyone. People near and far. All living beings. May all beings be safe. May all beings be well. May all beings be at peace.',
          },
          { at: 500, text: 'Rest for a moment in this open feeling. Notice how your body feels right now.' },
          { at: 540, text: 'Come back to the breath. Feel your hands, your feet, the room around you.' },
          {
            at: 570,
            text: "When you're ready, open your eyes. You can return to these words at any time of the day.",
          },
        ],
      },
    },
  },

  // ------------------------------------------------------------------- sleep
  {
    slug: 'settling-into-sleep',
    category: 'sleep',
    durationSeconds: 420,
    premium: false,
    text: {
      it: {
        title: 'Scivolare nel sonno',
        summary:
          'Una breve meditazione da ascoltare a letto: lasci andare la giornata, il corpo si fa pesante, riposi.',
        script: [
          {
            at: 0,
            text: 'Questa breve meditazione è un modo dolce per prepararti al sonno. Sdraiati a letto, nella posizione in cui di solito ti addormenti. Tieni le luci basse.',
          },
          {
            at: 30,
            text: 'Chiudi gli occhi. Inspira lentamente dal naso. Ed espira, lungo e morbido, dalla bocca. Ancora una volta.',
          },
          {
            at: 62,
            text: "Ora lascia il respiro libero. Per oggi non c'è più niente da fare. La giornata è finita.",
          },
          {
            at: 95,
            text: 'Senti il peso della testa sul cuscino. Lascia che il cuscino la sostenga del tutto.',
          },
          {
            at: 130,
            text: 'Lascia che le spalle affondino nel materasso. Le braccia si fanno pesanti. Le mani riposano, morbide e ferme.',
          },
          {
            at: 165,
            text: "Senti la schiena, i fianchi, le gambe, che affondano un po' di più a ogni espirazione.",
          },
          {
            at: 200,
            text: 'Se arrivano pensieri su oggi o su domani, è normale. Immagina di appoggiarli uno a uno su uno scaffale. Domattina saranno ancora lì. Adesso non ti servono.',
          },
          { at: 237, text: "Riporta l'attenzione al respiro. Lento. Silenzioso. Come onde leggere." },
          {
            at: 270,
            text: 'A ogni espirazione, ripeti dentro di te: lascio andare. Lascio andare la giornata. Lascio andare la fatica.',
          },
          { at: 305, text: 'Non devi sforzarti di dormire. Riposa, e basta. Riposare è già abbastanza.' },
          {
            at: 345,
            text: 'Lascia che il respiro diventi più leggero e più lento, da solo. Caldo. Pesante. Al sicuro.',
          },
          { at: 385, text: 'Resta qui, lasciandoti andare, per tutto il tempo che vuoi. Buonanotte.' },
        ],
      },
      en: {
        title: 'Settling into sleep',
        summary:
          'A short meditation to listen to in bed: let go of the day, let your body grow heavy, and rest.',
        script: [
          {
            at: 0,
            text: 'This short meditation is a gentle way to settle towards sleep. Lie down in bed, in the position you usually fall asleep in. Keep the lights low.',
          },
          {
            at: 30,
            text: 'Let your eyes close. Take a slow breath in through your nose. And a long, soft breath out through your mouth. Once more.',
          },
          {
            at: 62,
            text: "Now let the breath be natural. There's nothing more to do today. The day is done.",
          },
          { at: 95, text: 'Feel the weight of your head on the pillow. Let the pillow hold it completely.' },
          {
            at: 130,
            text: 'Let your shoulders sink into the mattress. Your arms become heavy. Your hands rest, loose and still.',
          },
          {
            at: 165,
            text: 'Feel your back, your hips and your legs sinking a little deeper with each breath out.',
          },
          {
            at: 200,
            text: "If thoughts about today or tomorrow come, that's normal. Picture placing each one on a shelf. They'll be there in the morning. You don't need them now.",
          },
          { at: 237, text: 'Bring your attention back to the breath. Slow. Quiet. Like gentle waves.' },
          {
            at: 270,
            text: 'With each breath out, silently say: let go. Let go of the day. Let go of the effort.',
          },
          { at: 305, text: "You don't need to try to sleep. Just rest. Resting is enough." },
          {
            at: 345,
            text: 'Let your breathing become softer and slower, all on its own. Warm. Heavy. Safe.',
          },
          { at: 385, text: 'Stay here, drifting, for as long as you like. Goodnight.' },
        ],
      },
    },
  },
  {
    slug: 'releasing-the-day',
    category: 'sleep',
    durationSeconds: 900,
    premium: true,
    text: {
      it: {
        title: 'Sciogliere la giornata',
        summary:
          "Una pratica serale più lunga: un ripasso gentile della giornata, pesantezza e calore, e un'immagine rilassante in cui lasciarti andare.",
        script: [
          {
            at: 0,
            text: 'Questa meditazione è per la fine della giornata. Sdraiati comodamente e spegni la luce. Lascia che il corpo si sistemi nel letto.',
          },
          {
            at: 40,
            text: 'Fai tre respiri lenti. Inspira dal naso. Espira dalla bocca, come un lungo sospiro silenzioso.',
          },
          {
            at: 85,
            text: 'Lascia che il respiro trovi il suo ritmo. Nota i punti in cui il corpo tocca il letto. La nuca. Le spalle. La schiena. I talloni.',
          },
          {
            at: 130,
            text: 'Adesso, con molta delicatezza, lascia scorrere la giornata davanti a te come un film. Senza fermarti su niente. La mattina. Il pomeriggio. La sera. Guardala passare.',
          },
          {
            at: 175,
            text: 'Se affiora qualcosa di difficile, riconoscilo. Puoi dirti: è successo, e ora la giornata è finita. Per stanotte posso metterlo da parte.',
          },
          {
            at: 220,
            text: 'Ora ricorda una piccola cosa di oggi che è andata bene, o almeno non male. Un sapore, una parola, un momento di pausa. Tienila con te per un respiro o due.',
          },
          {
            at: 265,
            text: "Porta l'attenzione al braccio destro. Ripeti dentro di te: il mio braccio destro è pesante. Sentilo affondare. Poi il braccio sinistro. Il mio braccio sinistro è pesante.",
          },
          {
            at: 310,
            text: 'Ora le gambe. Le mie gambe sono pesanti. Pesanti e rilassate. Lascia che il letto ne sostenga tutto il peso.',
          },
          {
            at: 355,
            text: 'Nota un tepore leggero che si diffonde nelle braccia e nelle gambe. Le mie braccia e le mie gambe sono calde. Calde e pesanti.',
          },
          {
            at: 400,
            text: 'Lascia che il respiro sia calmo e facile. Va e viene da solo. Non devi fare nulla.',
          },
          {
            at: 450,
            text: "Immagina di trovarti in una piccola barca, su un lago immobile, in una calda notte d'estate. La barca ondeggia appena.",
          },
          {
            at: 500,
            text: "Sopra di te il cielo è profondo e pieno di stelle. Intorno, solo lo sciabordio leggero dell'acqua. La barca scivola piano e ti porta con sé.",
          },
          {
            at: 550,
            text: 'Ogni pensiero che arriva è come una luce sulla riva lontana. Puoi vederla, e lasciarla svanire in lontananza.',
          },
          {
            at: 600,
            text: "Ora conta i respiri all'indietro, da dieci a uno, in silenzio. Un numero per ogni espirazione. A ogni numero scivoli un po' più giù nel riposo.",
          },
          {
            at: 650,
            text: 'Se perdi il conto, non è un problema. Ricomincia da dieci, oppure lascia andare i numeri.',
          },
          {
            at: 710,
            text: "Stanotte non c'è più niente da fare. Niente da risolvere. Il tuo corpo sa come riposare.",
          },
          {
            at: 770,
            text: 'Lascia che la barca, le stelle e il respiro ti cullino. Più morbido. Più lento. Più profondo.',
          },
          { at: 830, text: 'Adesso ti lascio nel silenzio. Riposa bene. Buonanotte.' },
        ],
      },
      en: {
        title: 'Releasing the day',
        summary:
          'A longer evening practice: a gentle review of the day, heaviness and warmth, and a calming image to drift with.',
        script: [
          {
            at: 0,
            text: 'This meditation is for the end of the day. Lie down comfortably and turn off the light. Let your body settle into the bed.',
          },
          {
            at: 40,
            text: 'Take three slow breaths. Breathing in through the nose. Breathing out through the mouth, like a long, quiet sigh.',
          },
          {
            at: 85,
            text: 'Let your breathing find its own pace. Notice the places where your body touches the bed. The back of the head. The shoulders. The back. The heels.',
          },
          {
            at: 130,
            text: 'Now, very gently, let the day pass before you like a film. Without stopping on anything. Morning. Afternoon. Evening. Just watch it go by.',
          },
          {
            at: 175,
            text: 'If something difficult comes up, acknowledge it. You can say to yourself: this happened, and now the day is over. I can put it down for tonight.',
          },
          {
            at: 220,
            text: 'Now recall one small thing from today that was okay, or even good. A taste, a word, a moment of rest. Let it stay with you for a breath or two.',
          },
          {
            at: 265,
            text: 'Bring your attention to your right arm. Silently say: my right arm is heavy. Feel it sink. Then your left arm. My left arm is heavy.',
          },
          {
            at: 310,
            text: 'Now your legs. My legs are heavy. Heavy and relaxed. Let the bed hold all of their weight.',
          },
          {
            at: 355,
            text: 'Notice a gentle warmth spreading through your arms and legs. My arms and legs are warm. Warm and heavy.',
          },
          {
            at: 400,
            text: "Let your breathing be calm and easy. The breath comes and goes by itself. You don't have to do anything.",
          },
          {
            at: 450,
            text: 'Imagine you are lying in a small boat, on a still lake, on a warm summer night. The boat rocks very gently.',
          },
          {
            at: 500,
            text: 'Above you, the sky is deep and full of stars. Around you, only the quiet lapping of water. The boat drifts slowly, carrying you.',
          },
          {
            at: 550,
            text: 'Any thought that arrives is like a light on the far shore. You can see it, and let it fade into the distance.',
          },
          {
            at: 600,
            text: 'Now count your breaths backwards, from ten to one, silently. One number for each out-breath. With each number, sink a little deeper into rest.',
          },
          {
            at: 650,
            text: "If you lose count, it doesn't matter. Start again from ten, or simply let the numbers go.",
          },
          {
            at: 710,
            text: "There's nothing left to do tonight. Nothing to solve. Your body knows how to rest.",
          },
          { at: 770, text: 'Let the boat, the stars and the breath carry you. Softer. Slower. Deeper.' },
          { at: 830, text: "I'll leave you now in the quiet. Rest well. Goodnight." },
        ],
      },
    },
  },

  // ----------------------------------------------------------------- walking
  {
    slug: 'mindful-walking',
    category: 'walking',
    durationSeconds: 600,
    premium: false,
    text: {
      it: {
        title: 'Camminata consapevole',
        summary:
          "Cammini piano e porti attenzione a ogni passo. In casa o all'aperto, sempre a occhi aperti e in un posto sicuro.",
        script: [
          {
            at: 0,
            text: "Questa è una meditazione camminata. Puoi farla in casa, in un corridoio, oppure all'aperto, in un posto tranquillo e sicuro. Tieni gli occhi aperti e cammina a un passo lento e comodo.",
          },
          {
            at: 30,
            text: 'Prima di iniziare, fermati un momento in piedi. Senti i piedi a terra. Nota il peso del corpo e come trova il suo equilibrio.',
          },
          {
            at: 65,
            text: 'Comincia a camminare piano. Nota il tallone che tocca terra, poi la pianta, poi le dita. Un passo, poi il successivo.',
          },
          {
            at: 100,
            text: 'Senti il piede che si solleva. Che avanza. Che si appoggia. Sollevo. Avanzo. Appoggio.',
          },
          {
            at: 140,
            text: "Se ti viene naturale, accompagna i passi con il respiro. Oppure lascia il respiro così com'è.",
          },
          {
            at: 180,
            text: "Quando la mente si distrae, e succederà, nota dove è andata. Poi riporta l'attenzione alla pianta dei piedi.",
          },
          {
            at: 220,
            text: "Ora allarga l'attenzione a tutto il corpo che cammina. Le braccia che oscillano. Il movimento dei fianchi. Il ritmo del corpo che si muove nello spazio.",
          },
          {
            at: 260,
            text: "Nota l'aria sulla pelle. È calda o fresca? C'è un po' di vento? Sentila e basta.",
          },
          {
            at: 300,
            text: 'Adesso ascolta i suoni. I tuoi passi. Voci, traffico, uccelli, vento. Lascia che i suoni arrivino e se ne vadano, senza giudicarli belli o brutti.',
          },
          {
            at: 340,
            text: 'Guardati intorno con occhi nuovi, come se vedessi questo posto per la prima volta. Colori, forme, luci e ombre.',
          },
          {
            at: 385,
            text: "Se ti accorgi di aver accelerato, va bene. Rallenta di nuovo, con dolcezza. Non c'è nessun posto dove devi arrivare.",
          },
          {
            at: 430,
            text: 'Torna alla semplice sensazione del camminare. Il piede che tocca terra. Il corpo che si muove. Essere qui.',
          },
          {
            at: 475,
            text: 'Piano piano, fermati. Resta in piedi, immobile. Senti il terreno sotto di te, e il corpo, stabile e presente.',
          },
          {
            at: 520,
            text: "Nota come ti senti adesso rispetto all'inizio. Ogni cambiamento, anche piccolo, merita attenzione.",
          },
          {
            at: 565,
            text: 'Grazie per aver camminato con attenzione. Puoi portare qualche passo consapevole in ogni momento della tua giornata.',
          },
        ],
      },
      en: {
        title: 'Mindful walking',
        summary:
          'Walk slowly and pay attention to every step. Indoors or outdoors, always with your eyes open and somewhere safe.',
        script: [
          {
            at: 0,
            text: 'Welcome to this walking meditation. You can do it indoors, in a corridor, or outside in a quiet, safe place. Keep your eyes open and walk at a slow, comfortable pace.',
          },
          {
            at: 30,
            text: 'Before you start, stand still for a moment. Feel your feet on the ground. Notice the weight of your body, and how it balances.',
          },
          {
            at: 65,
            text: 'Begin to walk slowly. Notice the heel touching the ground, then the sole, then the toes. One step, then the next.',
          },
          { at: 100, text: 'Feel the foot lifting. Moving forward. Placing down. Lifting. Moving. Placing.' },
          {
            at: 140,
            text: 'You can match your breath to your steps, if that feels natural. Or simply let the breath be as it is.',
          },
          {
            at: 180,
            text: 'When your mind wanders, and it will, notice where it went. Then bring your attention back to the soles of your feet.',
          },
          {
            at: 220,
            text: 'Now widen your attention to your whole body as it walks. The swing of the arms. The movement of the hips. The rhythm of the body moving through space.',
          },
          {
            at: 260,
            text: 'Notice the air on your skin. Is it warm or cool? Is there a breeze? Just feel it.',
          },
          {
            at: 300,
            text: 'Now tune in to sounds. Your footsteps. Voices, traffic, birds, wind. Let the sounds come and go without labelling them good or bad.',
          },
          {
            at: 340,
            text: 'Look around you with fresh eyes, as if you were seeing this place for the first time. Colours, shapes, light and shadow.',
          },
          {
            at: 385,
            text: "If you notice you've sped up, that's fine. Gently slow down again. There's nowhere you need to get to.",
          },
          {
            at: 430,
            text: 'Come back to the simple feeling of walking. Foot touching ground. Body moving. Being here.',
          },
          {
            at: 475,
            text: 'Gradually come to a stop. Stand still again. Feel the ground beneath you, and your body, steady and present.',
          },
          {
            at: 520,
            text: 'Notice how you feel now compared with when you started. Any change, even a small one, is worth noticing.',
          },
          {
            at: 565,
            text: 'Thank you for walking with attention. You can bring a few mindful steps into any part of your day.',
          },
        ],
      },
    },
  },

  // ----------------------------------------------------------- visualization
  {
    slug: 'safe-place-visualization',
    category: 'visualization',
    durationSeconds: 720,
    premium: true,
    text: {
      it: {
        title: 'Il tuo luogo sicuro',
        summary:
          'Una visualizzazione guidata per costruire nella mente un luogo di calma, e una parola per ritrovarlo.',
        script: [
          {
            at: 0,
            text: "In questa meditazione creerai nella tua mente un luogo sicuro. Un posto dove tornare ogni volta che hai bisogno di un po' di calma. Sistemati in una posizione comoda.",
          },
          {
            at: 35,
            text: "Chiudi gli occhi, oppure abbassa lo sguardo. Fai qualche respiro lento, lasciando che ogni espirazione sia un po' più lunga.",
          },
          {
            at: 75,
            text: "Ora lascia affiorare l'immagine di un luogo in cui ti senti al sicuro, in pace, a tuo agio. Può essere un posto reale, che conosci. Oppure un posto del tutto immaginario.",
          },
          {
            at: 115,
            text: 'Può essere una spiaggia, un bosco, un prato di montagna, una stanza accogliente. Va bene qualunque cosa arrivi. Se ancora non arriva niente, immagina una luce morbida e calda.',
          },
          {
            at: 155,
            text: "Comincia a guardarti intorno. Che cosa vedi? Nota i colori. Le forme. Com'è la luce.",
          },
          {
            at: 195,
            text: 'Ora ascolta. Quali suoni ci sono? Forse le onde, o le foglie mosse dal vento, o semplicemente un silenzio profondo.',
          },
          {
            at: 240,
            text: "Nota quello che senti sulla pelle. Il terreno sotto di te. La temperatura dell'aria. Forse il calore del sole, o una brezza leggera.",
          },
          {
            at: 285,
            text: "C'è un profumo in questo luogo? Salsedine, pino, erba appena tagliata, qualcosa di familiare. Respiralo.",
          },
          {
            at: 330,
            text: 'Qui nessuno ti chiede niente. Sei al sicuro. Puoi semplicemente esserci. Nota come risponde il tuo corpo a questa sensazione.',
          },
          {
            at: 375,
            text: "In quale parte del corpo senti di più la calma? Forse nel petto, nelle spalle, nella pancia. Lasciala espandere un po', a ogni respiro.",
          },
          {
            at: 420,
            text: 'Puoi rendere questo luogo esattamente come lo desideri. Aggiungi qualcosa che ti conforta. Togli tutto ciò che non ti fa stare bene. È tuo.',
          },
          {
            at: 465,
            text: 'Ora scegli una parola che racchiuda questo luogo. Una parola semplice, come mare, luce o casa. Ripetila tra te e te qualche volta, mentre respiri.',
          },
          {
            at: 510,
            text: "Questa parola è una chiave. Nei momenti difficili puoi ripetertela, fare un respiro lento e lasciare che un po' di questa calma ritorni.",
          },
          {
            at: 560,
            text: "Guarda un'ultima volta il tuo luogo sicuro. Sappi che sarà sempre qui, ogni volta che sceglierai di tornarci.",
          },
          {
            at: 610,
            text: "Piano piano, comincia a congedarti. Riporta l'attenzione al respiro. Al corpo. Alla superficie sotto di te. Ai suoni della stanza.",
          },
          {
            at: 665,
            text: "Muovi le dita delle mani e dei piedi. Quando vuoi, apri gli occhi. Porta con te un po' di questa calma.",
          },
        ],
      },
      en: {
        title: 'Your safe place',
        summary:
          'A guided visualisation to build a calm place in your mind, and a word that takes you back there.',
        script: [
          {
            at: 0,
            text: "Welcome. In this meditation you'll create a safe place in your mind. A place you can return to whenever you need some calm. Settle into a comfortable position.",
          },
          {
            at: 35,
            text: 'Close your eyes, or lower your gaze. Take a few slow breaths, letting each breath out be a little longer.',
          },
          {
            at: 75,
            text: 'Now let an image come to mind of a place where you feel safe, calm and at ease. It can be a real place you know. Or one that is completely imagined.',
          },
          {
            at: 115,
            text: 'It might be a beach, a forest, a mountain meadow, a cosy room. Whatever comes is fine. If nothing comes yet, just imagine a soft, warm light.',
          },
          {
            at: 155,
            text: 'Begin to look around this place. What do you see? Notice the colours. The shapes. The quality of the light.',
          },
          {
            at: 195,
            text: 'Now listen. What sounds are there? Perhaps waves, or leaves moving in the wind, or simply a deep silence.',
          },
          {
            at: 240,
            text: 'Notice what you can feel. The ground beneath you. The temperature of the air. Perhaps the warmth of the sun, or a gentle breeze on your skin.',
          },
          {
            at: 285,
            text: 'Is there a scent here? Salt, pine, fresh grass, something familiar. Breathe it in.',
          },
          {
            at: 330,
            text: 'In this place, nothing is asked of you. You are safe. You can simply be. Notice how your body responds to this feeling.',
          },
          {
            at: 375,
            text: 'Where in your body do you feel the calm most? Perhaps the chest, the shoulders, the belly. Let it spread a little with each breath.',
          },
          {
            at: 420,
            text: "You can make this place exactly as you like. Add something comforting. Remove anything that doesn't feel right. It's yours.",
          },
          {
            at: 465,
            text: 'Now choose a word that captures this place. A simple word, like sea, or light, or home. Repeat it to yourself a few times as you breathe.',
          },
          {
            at: 510,
            text: 'This word is a key. In a difficult moment, you can say it to yourself, take a slow breath, and let a little of this calm return.',
          },
          {
            at: 560,
            text: 'Take a last look around your safe place. Know that it will always be here, whenever you choose to come back.',
          },
          {
            at: 610,
            text: 'Slowly begin to leave. Bring your attention back to the breath. To your body. To the surface beneath you. To the sounds in the room.',
          },
          {
            at: 665,
            text: "Move your fingers and toes. When you're ready, open your eyes. Take a little of this calm with you.",
          },
        ],
      },
    },
  },

  // --------------------------------------------------------------- gratitude
  {
    slug: 'three-good-things',
    category: 'gratitude',
    durationSeconds: 420,
    premium: false,
    text: {
      it: {
        title: 'Tre cose belle',
        summary:
          'Una meditazione di gratitudine per accorgerti di ciò che è andato bene, senza ignorare ciò che è difficile.',
        script: [
          {
            at: 0,
            text: "Questa è una meditazione di gratitudine. Non si tratta di fingere che vada tutto bene. Si tratta di accorgersi che, accanto alle difficoltà, c'è anche altro. Siediti comodamente e chiudi gli occhi.",
          },
          { at: 30, text: 'Fai qualche respiro lento. Lascia che il corpo arrivi qui, in questo momento.' },
          {
            at: 60,
            text: "Ripensa all'ultimo giorno o due. Cerca una piccola cosa che è andata bene, o che ti ha fatto piacere. Può essere piccolissima. Una bevanda calda. Un messaggio gentile. Un raggio di sole.",
          },
          {
            at: 95,
            text: 'Immaginala nel modo più nitido possibile. Dove ti trovavi? Cosa vedevi, sentivi, assaporavi? Lascia che ritorni.',
          },
          {
            at: 130,
            text: "Nota l'emozione che l'accompagna. Forse un po' di calore, di distensione, un piccolo sorriso. Restaci per qualche respiro.",
          },
          {
            at: 165,
            text: 'Ora trova una seconda cosa bella. Magari un gesto che qualcuno ha fatto per te, o qualcosa che il tuo corpo ti ha permesso di fare.',
          },
          {
            at: 200,
            text: "Resta lì. Se ti va, di' grazie in silenzio. Alla persona, al momento, o semplicemente alla vita.",
          },
          {
            at: 235,
            text: 'Ora una terza cosa bella. Magari qualcosa che hai fatto bene, o un modo in cui hai avuto cura di te. Conta anche questo.',
          },
          {
            at: 270,
            text: 'Prenditi il tempo di assaporarla davvero. I momenti belli tendono a scivolare via in fretta. Qui gli dai il tempo di restare.',
          },
          {
            at: 310,
            text: 'Ora tieni insieme tutte e tre. Tre piccole cose belle. Nota come ti fa sentire ricordarle.',
          },
          {
            at: 350,
            text: 'Se oggi ci sono anche difficoltà, va bene così. La gratitudine non le cancella. Allarga semplicemente lo sguardo.',
          },
          {
            at: 390,
            text: 'Fai un ultimo respiro lento. Quando vuoi, apri gli occhi. Se ti va, scrivi le tue tre cose, per non perderle.',
          },
        ],
      },
      en: {
        title: 'Three good things',
        summary: "A gratitude meditation to notice what went well, without ignoring what's hard.",
        script: [
          {
            at: 0,
            text: "Welcome to this gratitude meditation. It's not about pretending everything is fine. It's about noticing what else is here, alongside the difficulties. Sit comfortably and close your eyes.",
          },
          { at: 30, text: 'Take a few slow breaths. Let your body arrive here, in this moment.' },
          {
            at: 60,
            text: 'Think back over the last day or two. Look for one small thing that went well, or that you enjoyed. It can be very small. A hot drink. A kind message. A moment of sunshine.',
          },
          {
            at: 95,
            text: 'Picture it as clearly as you can. Where were you? What did you see, hear, taste? Let yourself feel it again.',
          },
          {
            at: 130,
            text: 'Notice any feeling that comes with it. Perhaps warmth, a softening, a small smile. Let it stay for a few breaths.',
          },
          {
            at: 165,
            text: 'Now find a second good thing. Perhaps something someone did for you, or something your body allowed you to do.',
          },
          {
            at: 200,
            text: 'Stay with it. If you like, silently say thank you. To the person, to the moment, or simply to life.',
          },
          {
            at: 235,
            text: 'Now a third good thing. Perhaps something you did well, or a way you looked after yourself. That counts too.',
          },
          {
            at: 270,
            text: "Let yourself really take it in. Good moments tend to slip by quickly. Here you're giving them time to land.",
          },
          {
            at: 310,
            text: 'Now hold all three together. Three small good things. Notice how it feels to remember them.',
          },
          {
            at: 350,
            text: "If there are difficulties today as well, that's okay. Gratitude doesn't cancel them. It simply widens the view.",
          },
          {
            at: 390,
            text: "Take one last slow breath. When you're ready, open your eyes. If you like, write your three things down, to keep them.",
          },
        ],
      },
    },
  },

  // ------------------------------------------------------------- mindfulness
  {
    slug: 'mindful-pause',
    category: 'mindfulness',
    durationSeconds: 240,
    premium: false,
    text: {
      it: {
        title: 'Pausa consapevole di quattro minuti',
        summary:
          'Una breve pausa per metà giornata, ispirata allo spazio di respiro in tre passi della mindfulness cognitiva (MBCT).',
        script: [
          {
            at: 0,
            text: 'Questa è una breve pausa per il cuore di una giornata piena. Ovunque tu sia, in piedi o sulla sedia, raddrizza la schiena e lascia andare le spalle.',
          },
          {
            at: 25,
            text: "Per prima cosa, nota che cosa c'è adesso. Quali pensieri ti attraversano la mente? Osservali e basta, senza doverli cambiare.",
          },
          {
            at: 52,
            text: 'Quali emozioni sono presenti? Forse tensione, stanchezza, irritazione, oppure calma. Se riesci, dai loro un nome.',
          },
          {
            at: 80,
            text: 'Che cosa senti nel corpo? Rigidità, pesantezza, irrequietezza. Riconoscilo e basta: in questo momento le cose stanno così.',
          },
          {
            at: 108,
            text: "Ora raccogli l'attenzione sul respiro. Senti la pancia che sale e scende. Segui un respiro intero, dentro e fuori.",
          },
          {
            at: 136,
            text: "E poi un altro. Il respiro è un'àncora nel momento presente. Ogni volta che la mente si allontana, torna qui.",
          },
          {
            at: 164,
            text: "Adesso lascia che l'attenzione si allarghi a tutto il corpo. Senti la postura, il viso, le mani. Tutto il corpo che respira.",
          },
          {
            at: 190,
            text: "Se c'è un fastidio, puoi respirare insieme a lui. Inspirando, fai spazio. Espirando, ammorbidisci.",
          },
          {
            at: 214,
            text: "Mentre torni alla tua giornata, prova a portare con te un po' di questa presenza. Grazie per questa pausa.",
          },
        ],
      },
      en: {
        title: 'Four-minute mindful pause',
        summary:
          'A short pause for the middle of the day, inspired by the three-step breathing space from mindfulness-based cognitive therapy (MBCT).',
        script: [
          {
            at: 0,
            text: 'This is a short pause for the middle of a busy day. Wherever you are, sitting or standing, let your back be upright and your shoulders relax.',
          },
          {
            at: 25,
            text: "First, notice what's here right now. What thoughts are passing through your mind? Simply notice them, without needing to change them.",
          },
          {
            at: 52,
            text: 'What emotions are present? Perhaps tension, tiredness, irritation, or calm. Give them a name, if you can.',
          },
          {
            at: 80,
            text: 'What do you feel in your body? Tightness, heaviness, restlessness. Just acknowledge it: this is how things are right now.',
          },
          {
            at: 108,
            text: 'Now gather your attention onto the breath. Feel the belly rise and fall. Follow one whole breath, in and out.',
          },
          {
            at: 136,
            text: 'And another. The breath is an anchor in the present moment. Each time the mind wanders, come back to it.',
          },
          {
            at: 164,
            text: 'Now let your attention expand to the whole body. Sense your posture, your face, your hands. The whole body breathing.',
          },
          {
            at: 190,
            text: 'If there is any discomfort, you can breathe with it. Breathing in, making space. Breathing out, softening.',
          },
          {
            at: 214,
            text: 'As you return to your day, see if you can carry a little of this awareness with you. Thank you for pausing.',
          },
        ],
      },
    },
  },
  {
    slug: 'leaves-on-a-stream',
    category: 'mindfulness',
    durationSeconds: 600,
    premium: true,
    text: {
      it: {
        title: 'Foglie sul ruscello',
        summary:
          "Un esercizio classico della terapia dell'accettazione e dell'impegno (ACT): guardi i pensieri scorrere senza farti trascinare.",
        script: [
          {
            at: 0,
            text: 'In questa pratica proverai a osservare i pensieri senza farti trascinare. Siediti comodamente e chiudi gli occhi.',
          },
          {
            at: 30,
            text: 'Fai qualche respiro. Senti il corpo appoggiato e sostenuto. Lascia che il respiro rallenti da solo.',
          },
          {
            at: 65,
            text: "Ora immagina di sederti accanto a un ruscello tranquillo. L'acqua scorre lenta. Sulla superficie galleggiano delle foglie, una dopo l'altra.",
          },
          {
            at: 100,
            text: "Prenditi un momento per vederlo. Il rumore dell'acqua. I colori delle foglie. La riva dove ti trovi.",
          },
          {
            at: 140,
            text: 'Adesso, ogni volta che un pensiero arriva nella mente, appoggialo su una foglia. E guardalo allontanarsi, portato dalla corrente.',
          },
          {
            at: 180,
            text: "Può essere una parola, un'immagine, una preoccupazione, un progetto. Qualsiasi pensiero. Mettilo su una foglia e lascia che l'acqua lo porti via.",
          },
          {
            at: 220,
            text: 'Non stai cercando di liberarti dei pensieri, né di far scorrere più in fretta il ruscello. Li guardi solo arrivare e andare, al loro ritmo.',
          },
          {
            at: 260,
            text: "Se un pensiero torna, va bene. Mettilo su un'altra foglia. Di foglie ce ne sono sempre.",
          },
          {
            at: 300,
            text: 'Se a un certo punto un pensiero ti porta via e perdi di vista il ruscello, è del tutto normale. Accorgitene e torna con gentilezza sulla riva.',
          },
          {
            at: 345,
            text: 'Anche i pensieri difficili possono andare sulle foglie. Perfino il pensiero: non sta funzionando. Appoggialo su una foglia e guardalo andare.',
          },
          {
            at: 390,
            text: 'Se emergono emozioni, puoi mettere anche quelle sulle foglie. Ansia. Tristezza. Noia. Guardale passare.',
          },
          {
            at: 435,
            text: 'Nota che sei tu a osservare. I pensieri vanno e vengono. Tu resti qui, sulla riva, a guardare.',
          },
          {
            at: 480,
            text: 'Resta accanto al ruscello ancora per qualche momento. Foglia dopo foglia. Pensiero dopo pensiero.',
          },
          {
            at: 525,
            text: "Ora lascia che l'immagine del ruscello svanisca piano. Riporta l'attenzione al respiro e al corpo, qui dove sei.",
          },
          {
            at: 565,
            text: 'Quando vuoi, apri gli occhi. Ricorda: un pensiero è solo un pensiero. Puoi notarlo, e lasciarlo passare.',
          },
        ],
      },
      en: {
        title: 'Leaves on a stream',
        summary:
          'A classic exercise from acceptance and commitment therapy (ACT): watch your thoughts float by without being carried away.',
        script: [
          {
            at: 0,
            text: "Welcome. In this practice you'll try watching your thoughts without getting caught up in them. Sit comfortably, and let your eyes close.",
          },
          {
            at: 30,
            text: 'Take a few breaths. Feel your body here, supported. Let the breath slow down on its own.',
          },
          {
            at: 65,
            text: 'Now imagine you are sitting beside a gentle stream. The water flows slowly. On its surface, leaves float by, one after another.',
          },
          {
            at: 100,
            text: "Take a moment to picture it. The sound of the water. The colours of the leaves. The bank where you're sitting.",
          },
          {
            at: 140,
            text: 'Now, each time a thought comes into your mind, place it on a leaf. And watch it float away downstream.',
          },
          {
            at: 180,
            text: 'It can be a word, an image, a worry, a plan. Any thought at all. Put it on a leaf, and let the water carry it.',
          },
          {
            at: 220,
            text: "You're not trying to get rid of thoughts, or to make the stream flow faster. You're just watching them come and go, at their own pace.",
          },
          {
            at: 260,
            text: "If a thought comes back, that's fine. Put it on another leaf. There are always more leaves.",
          },
          {
            at: 300,
            text: "If you find yourself caught in a thought and you've lost the stream, that's completely normal. Notice it, and gently return to the bank.",
          },
          {
            at: 345,
            text: "Difficult thoughts can go on leaves too. Even the thought: this isn't working. Place it on a leaf and watch it go.",
          },
          {
            at: 390,
            text: 'If feelings arise, you can put them on leaves as well. Anxiety. Sadness. Boredom. Watch them float by.',
          },
          {
            at: 435,
            text: 'Notice that you are the one watching. The thoughts come and go. You remain here, on the bank, watching.',
          },
          {
            at: 480,
            text: 'Stay by the stream for a few more moments. Leaf after leaf. Thought after thought.',
          },
          {
            at: 525,
            text: 'Now let the image of the stream slowly fade. Bring your attention back to the breath, and to your body, here.',
          },
          {
            at: 565,
            text: "When you're ready, open your eyes. Remember: a thought is just a thought. You can notice it, and let it pass.",
          },
        ],
      },
    },
  },
];
