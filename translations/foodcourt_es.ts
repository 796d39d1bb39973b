<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <extracomment>Title of the about screen.</extracomment>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Food Court</source>
        <translation>Food Court</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>Los juegos</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>About screen heading over the licence texts.</extracomment>
        <translation>Licencias</translation>
    </message>
    <message>
        <source>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</source>
        <translation>Esta aplicación está hecha con Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), usado bajo la GNU Lesser General Public License versión 3 (LGPLv3); partes de Qt están disponibles bajo la GNU General Public License (GPL). Qt es copyright de The Qt Company Ltd. y otros colaboradores. Puedes obtener el código fuente de Qt en qt.io y sustituir las bibliotecas de Qt que usa esta aplicación.</translation>
    </message>
    <message>
        <source>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</source>
        <translation>El motor del juego usa Boost (Boost.JSON para las partidas guardadas), distribuido bajo la Boost Software License, versión 1.0: se concede permiso, de forma gratuita, para usar, copiar, modificar y distribuir el software, siempre que se conserven los avisos de copyright y el texto de la licencia. El software se proporciona «tal cual», sin garantía de ningún tipo.</translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Juegos de mesa de comida en una sola tableta: juegos de cartas pasando la tableta, juegos en los que todos juegan a la vez y un rompecabezas en solitario.</translation>
    </message>
    <message>
        <source>Each game belongs to its designers and publishers.</source>
        <extracomment>About screen, after the credits of every game.</extracomment>
        <translation>Cada juego pertenece a sus autores y editores.</translation>
    </message>
</context>
<context>
    <name>Avatar</name>
    <message>
        <source>Mango</source>
        <extracomment>An avatar: a smiling mango.</extracomment>
        <translation>Mango</translation>
    </message>
    <message>
        <source>Dumpling</source>
        <extracomment>An avatar: a smiling dumpling.</extracomment>
        <translation>Empanadilla</translation>
    </message>
    <message>
        <source>Rice ball</source>
        <extracomment>An avatar: a smiling triangular rice ball.</extracomment>
        <translation>Bola de arroz</translation>
    </message>
    <message>
        <source>Fried egg</source>
        <extracomment>An avatar: a smiling fried egg.</extracomment>
        <translation>Huevo frito</translation>
    </message>
    <message>
        <source>Watermelon</source>
        <extracomment>An avatar: a smiling slice of watermelon.</extracomment>
        <translation>Sandía</translation>
    </message>
    <message>
        <source>Cupcake</source>
        <extracomment>An avatar: a smiling cupcake.</extracomment>
        <translation>Magdalena</translation>
    </message>
    <message>
        <source>Cat</source>
        <extracomment>An avatar: a cat&apos;s face.</extracomment>
        <translation>Gato</translation>
    </message>
    <message>
        <source>Frog</source>
        <extracomment>An avatar: a frog&apos;s face.</extracomment>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Bear</source>
        <extracomment>An avatar: a bear&apos;s face.</extracomment>
        <translation>Oso</translation>
    </message>
    <message>
        <source>Owl</source>
        <extracomment>An avatar: an owl&apos;s face.</extracomment>
        <translation>Búho</translation>
    </message>
    <message>
        <source>Fish</source>
        <extracomment>An avatar: a smiling fish.</extracomment>
        <translation>Pez</translation>
    </message>
    <message>
        <source>Chick</source>
        <extracomment>An avatar: a chick&apos;s face.</extracomment>
        <translation>Pollito</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>A seat or player without an avatar yet.</extracomment>
        <translation>Sin avatar</translation>
    </message>
</context>
<context>
    <name>AvatarPicker</name>
    <message>
        <source>An avatar for %1</source>
        <extracomment>Title of the avatar picker; %1 is the player&apos;s name.</extracomment>
        <translation>Un avatar para %1</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>In the avatar picker: the player goes without an avatar.</extracomment>
        <translation>Sin avatar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the avatar picker without a change.</extracomment>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>BotStrengths</name>
    <message>
        <source>Random</source>
        <extracomment>Bot strength: plays random legal moves.</extracomment>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Estratega</translation>
    </message>
</context>
<context>
    <name>CardPiece</name>
    <message>
        <source>Ingredient card %1</source>
        <extracomment>A screen reader&apos;s name for one of a cook&apos;s six ingredient cards; %1 its number.</extracomment>
        <translation>Carta de ingrediente %1</translation>
    </message>
    <message>
        <source>on the mat, tap to turn</source>
        <extracomment>Read after an ingredient card&apos;s name: it lies on the mat; a tap turns it.</extracomment>
        <translation>en la esterilla, toca para girar</translation>
    </message>
    <message>
        <source>in your hand, drag onto the mat</source>
        <extracomment>Read after an ingredient card&apos;s name: it is in the hand, to drag onto the mat.</extracomment>
        <translation>en tu mano, arrástrala a la esterilla</translation>
    </message>
</context>
<context>
    <name>ClaimPad</name>
    <message>
        <source>Pick a recipe</source>
        <extracomment>On the Wok&apos;up! button once pressed: now press the recipe card to take.</extracomment>
        <translation>Elige una receta</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <extracomment>The button a player presses to shout &quot;Wok&apos;up!&quot; (ten pictures of one ingredient in the wok).</extracomment>
        <translation>¡Wok&apos;up!</translation>
    </message>
    <message>
        <source>Recipe: %1</source>
        <extracomment>A screen reader&apos;s name for a face-up recipe card on a claim pad; %1 what it asks.</extracomment>
        <translation>Receta: %1</translation>
    </message>
</context>
<context>
    <name>CoachMark</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Progress through a guided first game: step %1 of %2.</extracomment>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Button on every coach mark: stop the guided first game, back to the menu.</extracomment>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>Button on a coach mark that only explains: on to the next step.</extracomment>
        <translation>Siguiente</translation>
    </message>
</context>
<context>
    <name>ControlsLegend</name>
    <message>
        <source>Drag a card onto your mat</source>
        <extracomment>Kandar Klash! table legend, line 1: how to lay a card.</extracomment>
        <translation>Arrastra una carta a tu tapete</translation>
    </message>
    <message>
        <source>Tap a card to turn it</source>
        <extracomment>Kandar Klash! table legend, line 2: a tap turns a card a quarter.</extracomment>
        <translation>Toca una carta para girarla</translation>
    </message>
    <message>
        <source>Flip: the chosen card&apos;s other side</source>
        <extracomment>Kandar Klash! table legend, line 3: the Flip button.</extracomment>
        <translation>Voltear: la otra cara de la carta elegida</translation>
    </message>
    <message>
        <source>Over / Under: the next card goes on top or beneath</source>
        <extracomment>Kandar Klash! table legend, line 4: the Over and Under buttons.</extracomment>
        <translation>Encima / Debajo: la siguiente carta va arriba o abajo</translation>
    </message>
    <message>
        <source>Siap! when your dish matches the customer</source>
        <extracomment>Kandar Klash! table legend, line 5: the Siap! pad.</extracomment>
        <translation>¡Siap! cuando tu plato coincida con el del cliente</translation>
    </message>
</context>
<context>
    <name>CookZone</name>
    <message>
        <source>Get ready…</source>
        <extracomment>Kandar Klash! zone status while the next customer is counted in.</extracomment>
        <translation>¡Preparados…</translation>
    </message>
    <message>
        <source>Siap! You were #%1</source>
        <extracomment>Kandar Klash! zone status after this cook called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>¡Siap! Fuiste el n.º %1</translation>
    </message>
    <message>
        <source>Cooking…</source>
        <extracomment>Kandar Klash! zone status of a bot cook building its dish.</extracomment>
        <translation>Cocinando…</translation>
    </message>
    <message>
        <source>Build the dish!</source>
        <extracomment>Kandar Klash! zone status: build the customer&apos;s dish.</extracomment>
        <translation>¡Prepara el plato!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>Kandar Klash! final status of a winning cook.</extracomment>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Kandar Klash! final status of a cook who did not win.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Last: laying the ketchup</source>
        <extracomment>A bot, last to finish the round, lays its ketchup.</extracomment>
        <translation>Último: pone el kétchup</translation>
    </message>
    <message>
        <source>Last! Tap a red ring for your ketchup</source>
        <extracomment>The human last cook must place the ketchup on their buildMat.</extracomment>
        <translation>¡Último! Toca un círculo rojo para tu kétchup</translation>
    </message>
    <message>
        <source>Last: you gain a ketchup</source>
        <extracomment>Kandar Klash! status of the cook who finished last this round.</extracomment>
        <translation>Último: ganas un kétchup</translation>
    </message>
    <message>
        <source>Right dish!</source>
        <extracomment>Kandar Klash! verdict: the cook&apos;s dish matches the customer&apos;s.</extracomment>
        <translation>¡Plato correcto!</translation>
    </message>
    <message>
        <source>Wrong dish (see the crosses)</source>
        <extracomment>Kandar Klash! verdict: the dish does not match; crosses mark the wrong spaces.</extracomment>
        <translation>Plato incorrecto (mira las cruces)</translation>
    </message>
    <message>
        <source>Too late this round</source>
        <extracomment>Kandar Klash! status of a cook whose claim did not count.</extracomment>
        <translation>Demasiado tarde esta ronda</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot cook&apos;s name tag; %1 is its name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Flip</source>
        <extracomment>Turns the selected ingredient card over to its other side.</extracomment>
        <translation>Voltear</translation>
    </message>
    <message>
        <source>Over</source>
        <extracomment>Cards dropped on the mat go over the cards already there.</extracomment>
        <translation>Encima</translation>
    </message>
    <message>
        <source>Under</source>
        <extracomment>Cards dropped on the mat slide under the cards already there.</extracomment>
        <translation>Debajo</translation>
    </message>
    <message>
        <source>Siap!</source>
        <extracomment>The big pad a cook presses when their dish is ready (Malay &quot;ready!&quot;).</extracomment>
        <translation>¡Siap!</translation>
    </message>
    <message>
        <source>Siap! #%1</source>
        <extracomment>Stamp on a cook&apos;s mat after they called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>¡Siap! n.º %1</translation>
    </message>
    <message>
        <source>Your dish is ready: claim the customer</source>
        <extracomment>Read after &quot;Siap!&quot;: what pressing it does.</extracomment>
        <translation>Tu plato está listo: reclama al cliente</translation>
    </message>
</context>
<context>
    <name>CrampedTableNote</name>
    <message>
        <source>Three or four cooks play best on a tablet</source>
        <extracomment>Said as a Kandar Klash! game for three or four cooks opens on a phone.</extracomment>
        <translation>Con tres o cuatro cocineros se juega mejor en una tableta</translation>
    </message>
    <message>
        <source>On this screen every cook&apos;s mat is small. You can still play here.</source>
        <extracomment>Below &quot;Three or four cooks play best on a tablet&quot;: why, and that they may still play.</extracomment>
        <translation>En esta pantalla, el tapete de cada cocinero es pequeño. Aun así podéis jugar aquí.</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <extracomment>Closes the note that a tablet plays better, and starts the Kandar Klash! game here.</extracomment>
        <translation>Jugar de todos modos</translation>
    </message>
</context>
<context>
    <name>DishStyle</name>
    <message>
        <source>Cheese</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Queso</translation>
    </message>
    <message>
        <source>Lobster</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Langosta</translation>
    </message>
    <message>
        <source>Tartelettes</source>
        <extracomment>A menu card&apos;s dish (small tarts), printed on the card.</extracomment>
        <translation>Tartaletas</translation>
    </message>
    <message>
        <source>Salad</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Ensalada</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Sopa</translation>
    </message>
    <message>
        <source>Baguette</source>
        <extracomment>The wild menu card, printed on the card.</extracomment>
        <translation>Baguette</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>%1 share the win!</source>
        <extracomment>End of a game; %1 is the winners&apos; names joined by &quot; &amp; &quot;.</extracomment>
        <translation>¡%1 comparten la victoria!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>End of a game; %1 is the winner&apos;s name.</extracomment>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button at the end of a game: back to the food court menu.</extracomment>
        <translation>Menú</translation>
    </message>
</context>
<context>
    <name>EndOfGameSeatCard</name>
    <message>
        <source>You share the win!</source>
        <extracomment>A winner&apos;s own zone at the end of a real-time game, the win shared.</extracomment>
        <translation>¡Compartes la victoria!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>The winner&apos;s own zone at the end of a real-time game.</extracomment>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <extracomment>A player&apos;s own zone at the end of a real-time game; %1 their place, %2 the players.</extracomment>
        <translation>Puesto %1 de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player&apos;s own end result: %1 their name, %2 their score (&quot;Ana: 5 favours&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <extracomment>In a player&apos;s own end result: who won; %1 is one name or several.</extracomment>
        <translation>Ganador: %1</translation>
    </message>
</context>
<context>
    <name>EndOfGameStandings</name>
    <message>
        <source>%1.</source>
        <extracomment>A place in the final standings: 1., 2., ...</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Shared win</source>
        <extracomment>Beside a player who shares the win at the end of a game.</extracomment>
        <translation>Victoria compartida</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Beside the player who won at the end of a game.</extracomment>
        <translation>Ganador</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>All orders delivered!</source>
        <extracomment>End of a won Kaki Lima game.</extracomment>
        <translation>¡Todos los pedidos entregados!</translation>
    </message>
    <message>
        <source>Out of Langkah cards</source>
        <extracomment>End of a lost Kaki Lima game: the draw pile ran out.</extracomment>
        <translation>Sin cartas Langkah</translation>
    </message>
    <message>
        <source>Some orders never arrived. No ranking this time.</source>
        <extracomment>A lost game gets no ranking band.</extracomment>
        <translation>Algunos pedidos nunca llegaron. Esta vez no hay clasificación.</translation>
    </message>
    <message>
        <source>The planner is playing this deal…</source>
        <extracomment>While the planner plays the same deal to set a par.</extracomment>
        <translation>El planificador juega esta partida…</translation>
    </message>
    <message>
        <source>Par (the planner on this deal): %1</source>
        <extracomment>The planner&apos;s result on the same deal; %1 is its score.</extracomment>
        <translation>Par (el planificador en esta partida): %1</translation>
    </message>
    <message>
        <source>Par: the planner ran out of cards on this deal (%1)</source>
        <extracomment>The planner lost the same deal; %1 is its score.</extracomment>
        <translation>Par: al planificador se le acabaron las cartas en esta partida (%1)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>Play the same deal (same map, same cards) again.</extracomment>
        <translation>Jugar otra vez esta partida</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <extracomment>Take back the winning move (allowed while it showed no new card).</extracomment>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <source>%1 orders delivered × 10: +%2</source>
        <extracomment>Score line: %1 orders delivered, 10 points each; %2 the points.</extracomment>
        <translation>%1 pedidos entregados × 10: +%2</translation>
    </message>
    <message>
        <source>%1 clearing tokens: +%2</source>
        <extracomment>Score line: %1 clearing tokens, scored by the highest covered space; %2 the points.</extracomment>
        <translation>%1 fichas de limpieza: +%2</translation>
    </message>
    <message>
        <source>All ten tokens: +%1</source>
        <extracomment>Score line: bonus for all ten clearing tokens; %1 the points.</extracomment>
        <translation>Las diez fichas: +%1</translation>
    </message>
    <message>
        <source>Steps walked: −%1</source>
        <extracomment>Score line: the numbers of the Langkah cards played, taken off; %1 the points.</extracomment>
        <translation>Pasos andados: −%1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>The final score of a Kaki Lima run; %1 the points.</extracomment>
        <translation>Total %1</translation>
    </message>
</context>
<context>
    <name>FavourTracker</name>
    <message>
        <source>Favours: %1</source>
        <extracomment>A cook&apos;s favours (points) in Kandar Klash!; %1 is the number.</extracomment>
        <translation>Favores: %1</translation>
    </message>
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>End of a Tindahan game, a player&apos;s points from tricks over all rounds.</extracomment>
        <translation>Bazas %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>End of a Tindahan game, points for cards left in hand over all rounds.</extracomment>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Stalls %1</source>
        <extracomment>End of a Tindahan game, points from the stall majorities over all rounds.</extracomment>
        <translation>Puestos %1</translation>
    </message>
    <message>
        <source>Trump bonus %1</source>
        <extracomment>End of a Tindahan game, trump bonus points over all rounds.</extracomment>
        <translation>Bonus de triunfo %1</translation>
    </message>
    <message>
        <source>Shutout %1</source>
        <extracomment>End of a Tindahan game, shutout points over all rounds.</extracomment>
        <translation>Blanqueo %1</translation>
    </message>
</context>
<context>
    <name>FlickArea</name>
    <message>
        <source>Your tokens: %1, flick one into the wok</source>
        <extracomment>A screen reader&apos;s name for a player&apos;s token pile, flicked into the wok.</extracomment>
        <translation>Tus fichas: %1, lanza una al wok</translation>
    </message>
</context>
<context>
    <name>FruitCard</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>Shown when a game could not start; %1 is the reason.</extracomment>
        <translation>La partida no pudo empezar: %1</translation>
    </message>
    <message>
        <source>This stall is still being built. Come back soon!</source>
        <extracomment>Shown when a game&apos;s table cannot be opened yet.</extracomment>
        <translation>Este puesto aún se está montando. ¡Vuelve pronto!</translation>
    </message>
    <message>
        <source>Back to the food court</source>
        <extracomment>Button that returns to the food court menu.</extracomment>
        <translation>Volver al Food Court</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <source>You&apos;re ready!</source>
        <extracomment>Title at the end of a guided first game.</extracomment>
        <translation>¡Ya estás listo!</translation>
    </message>
    <message>
        <source>Now you know how %1 is played. Start a real game, against the bots or with your family.</source>
        <extracomment>End of a guided first game; %1 is the game&apos;s title.</extracomment>
        <translation>Ya sabes cómo se juega a %1. Empieza una partida de verdad, contra los bots o en familia.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Button at the end of a guided first game: set up a real game.</extracomment>
        <translation>Jugar una partida de verdad</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button at the end of a guided first game: back to the food court menu.</extracomment>
        <translation>Menú</translation>
    </message>
</context>
<context>
    <name>GuideRunner</name>
    <message>
        <source>Not yet: in this guided game, follow the highlighted step.</source>
        <extracomment>Refusal in a guided first game: the learner did something other than what the coach mark shows.</extracomment>
        <translation>Todavía no: en esta partida guiada, sigue el paso resaltado.</translation>
    </message>
</context>
<context>
    <name>HandFan</name>
    <message>
        <source>%1, card %2 of your hand</source>
        <extracomment>A screen reader&apos;s name for a hand card; %1 the dish, %2 its place from the left.</extracomment>
        <translation>%1, carta %2 de tu mano</translation>
    </message>
    <message>
        <source>picked up</source>
        <extracomment>Read after a hand card&apos;s name while it is picked up (to be placed with Enter).</extracomment>
        <translation>cogida</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in the hand, read by a screen reader: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a hand card&apos;s name: it may be played now.</extracomment>
        <translation>se puede jugar</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a hand card&apos;s name.</extracomment>
        <translation>no se puede jugar ahora</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>Pass-and-play: hand the tablet to the named player.</extracomment>
        <translation>Pasa a %1</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>On the round hold-to-reveal button of the hand-off curtain.</extracomment>
        <translation>Mantén</translation>
    </message>
    <message>
        <source>%1, press and hold the button to see your cards. Everyone else, look away.</source>
        <extracomment>%1 is a player&apos;s name. Only that player should look at the screen.</extracomment>
        <translation>%1, mantén pulsado el botón para ver tus cartas. Los demás, mirad hacia otro lado.</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Button on every game table: lists the moves allowed now and shows one on the table.</extracomment>
        <translation>¿Qué puedo hacer?</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Title of the hint panel (the answer to the button of the same words).</extracomment>
        <translation>¿Qué puedo hacer?</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>The hint panel while the table still works the hint out.</extracomment>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Entendido</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>This week</source>
        <extracomment>Under the chart&apos;s last bar group: the current week.</extracomment>
        <translation>Esta semana</translation>
    </message>
</context>
<context>
    <name>HistoryPlayerRow</name>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot player&apos;s name in the history; %1 is the name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message numerus="yes">
        <source>On a streak: %n win(s) in a row (best %1)</source>
        <extracomment>A player&apos;s winning streak: %n games won in a row, now; %1 the best ever.</extracomment>
        <translation>
            <numerusform>En racha: %n victoria seguida (récord %1)</numerusform>
            <numerusform>En racha: %n victorias seguidas (récord %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best streak: %n win(s) in a row</source>
        <extracomment>A player&apos;s best winning streak so far (%n games in a row).</extracomment>
        <translation>
            <numerusform>Mejor racha: %n victoria seguida</numerusform>
            <numerusform>Mejor racha: %n victorias seguidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Button to give a player in the history another name.</extracomment>
        <translation>Cambiar nombre</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Button to take a player off the history&apos;s lists (their games stay).</extracomment>
        <translation>Quitar</translation>
    </message>
    <message numerus="yes">
        <source>Won %1 of %n game(s)</source>
        <extracomment>A player&apos;s record: %1 games won out of %n played.</extracomment>
        <translation>
            <numerusform>Ganó %1 de %n partida</numerusform>
            <numerusform>Ganó %1 de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins yet</source>
        <extracomment>A player who has not won a game yet.</extracomment>
        <translation>Aún sin victorias</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>One game&apos;s line in a player&apos;s record: %1 is the game&apos;s title, %2 the wins, %3 the games of it played.</extracomment>
        <translation>%1 (%2 de %3)</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1 (former player)</source>
        <extracomment>A player removed from the history, in a past game; %1 is their name.</extracomment>
        <translation>%1 (antiguo jugador)</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot player&apos;s name in the history; %1 is the name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A seat in a past game: %1 is the player, %2 their score.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (won)</source>
        <extracomment>Marks the winner of a past game; %1 is the seat&apos;s name and score.</extracomment>
        <translation>%1 (ganó)</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <extracomment>Renaming a player with an empty name.</extracomment>
        <translation>Escribe un nombre.</translation>
    </message>
    <message>
        <source>Another player already has that name.</source>
        <extracomment>Renaming a player to a name another player has.</extracomment>
        <translation>Otro jugador ya tiene ese nombre.</translation>
    </message>
    <message>
        <source>That could not be saved on this device.</source>
        <extracomment>Renaming or removing a player could not be written to the device.</extracomment>
        <translation>No se ha podido guardar en este dispositivo.</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>After exporting the history; %1 is the file&apos;s full path.</extracomment>
        <translation>Guardado como %1</translation>
    </message>
    <message>
        <source>The history could not be exported. Is the device full?</source>
        <extracomment>Exporting the history failed.</extracomment>
        <translation>No se ha podido exportar el historial. ¿Está lleno el dispositivo?</translation>
    </message>
    <message>
        <source>Family history</source>
        <extracomment>Title of the history screen (the family&apos;s finished games).</extracomment>
        <translation>Historial familiar</translation>
    </message>
    <message>
        <source>The history file could not be read, so it was put aside as %1 and a new history was started.</source>
        <extracomment>The history file was damaged; %1 is where it was moved.</extracomment>
        <translation>No se pudo leer el archivo del historial, así que se ha apartado como %1 y se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.</source>
        <extracomment>The history file came from a newer app version; %1 is where it was moved.</extracomment>
        <translation>El historial lo escribió una versión más nueva de Food Court, así que se ha apartado como %1 y se ha empezado uno nuevo. Actualiza la aplicación para volver a verlo.</translation>
    </message>
    <message>
        <source>The history cannot be kept on this device: its file could not be opened. Games can still be played.</source>
        <extracomment>No history file can be opened or created on this device.</extracomment>
        <translation>El historial no se puede guardar en este dispositivo: no se pudo abrir su archivo. Aun así puedes jugar.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: the device refused to write. The games already saved are safe.</source>
        <extracomment>Finished games that could not be written (a full or read-only disk).</extracomment>
        <translation>
            <numerusform>No se pudo guardar %n partida terminada: el dispositivo no permitió escribir. Las partidas ya guardadas están a salvo.</numerusform>
            <numerusform>No se pudieron guardar %n partidas terminadas: el dispositivo no permitió escribir. Las partidas ya guardadas están a salvo.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.</source>
        <extracomment>The history screen before any game was finished.</extracomment>
        <translation>Aún no hay partidas terminadas. Cada partida que juegues hasta el final se guarda aquí: quién ganó, las puntuaciones y las rachas.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in the last %n week(s)</source>
        <extracomment>Heading of the history chart: wins per player in each of the last weeks.</extracomment>
        <translation>
            <numerusform>Victorias de esta semana</numerusform>
            <numerusform>Victorias de las últimas %n semanas</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has won a game in these weeks.</source>
        <extracomment>Under the chart heading when nobody won a game in the last weeks.</extracomment>
        <translation>Nadie ha ganado una partida en estas semanas.</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Heading of the players&apos; records on the history screen.</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Heading of the list of the latest finished games.</extracomment>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Keep a copy</source>
        <extracomment>Heading of the export part of the history screen.</extracomment>
        <translation>Guardar una copia</translation>
    </message>
    <message>
        <source>Export writes every game as a JSON file into %1.</source>
        <extracomment>Explains the export; %1 is the folder the file goes into.</extracomment>
        <translation>Exportar escribe todas las partidas en un archivo JSON dentro de %1.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Button that writes the history to a JSON file.</extracomment>
        <translation>Exportar el historial</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <extracomment>Title of the rename question; %1 is the player&apos;s current name.</extracomment>
        <translation>Un nombre nuevo para %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lists? Their games stay in the history, marked as a former player.</source>
        <extracomment>Asks before removing a player; %1 is the name.</extracomment>
        <translation>¿Quitar a %1 de las listas? Sus partidas siguen en el historial, marcadas como antiguo jugador.</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Confirms a player&apos;s new name.</extracomment>
        <translation>Cambiar nombre</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Confirms removing a player from the history&apos;s lists.</extracomment>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question without changing anything.</extracomment>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>KakiLimaGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers&apos; houses.</source>
        <translation>¡Bienvenido a Penang! En Kaki Lima recorres la ciudad y llevas los pedidos de comida de los puestos a las casas de los clientes.</translation>
    </message>
    <message>
        <source>First choose who walks: tap Siti.</source>
        <translation>Primero elige quién camina: toca a Siti.</translation>
    </message>
    <message>
        <source>Start next to Siti&apos;s house: tap this lit card.</source>
        <translation>Empieza junto a la casa de Siti: toca esta carta iluminada.</translation>
    </message>
    <message>
        <source>A Langkah card says how many steps to walk. Tap your 3.</source>
        <translation>Una carta Langkah dice cuántos pasos caminar. Toca tu 3.</translation>
    </message>
    <message>
        <source>Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.</source>
        <translation>Camina exactamente 3 pasos, arriba, abajo, a la izquierda o a la derecha. Toca el puesto Kopitiam.</translation>
    </message>
    <message>
        <source>You can carry two orders. Pick up both.</source>
        <translation>Puedes llevar dos pedidos. Recoge los dos.</translation>
    </message>
    <message>
        <source>Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.</source>
        <translation>Mak Cik Kiah vive en esta casa roja. Termina un paseo junto a su puerta para entregarle su pedido.</translation>
    </message>
    <message>
        <source>Tap your 2. Its booster also gives you a clearing token.</source>
        <translation>Toca tu 2. Su potenciador también te da una ficha de limpieza.</translation>
    </message>
    <message>
        <source>Tap the lit card next to Mak Cik Kiah&apos;s house.</source>
        <translation>Toca la carta iluminada junto a la casa de Mak Cik Kiah.</translation>
    </message>
    <message>
        <source>Delivered: 10 points! The clearing token covers the scoreboard&apos;s first space: 5 points more.</source>
        <translation>Entregado: ¡10 puntos! La ficha de limpieza cubre la primera casilla del marcador: 5 puntos más.</translation>
    </message>
    <message>
        <source>Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.</source>
        <translation>Entrega los siete pedidos antes de que se acaben las cartas Langkah. Cada carta que juegas resta su número al final, así que aprovecha cada paso.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Kaki Lima is a game for one player.</source>
        <translation>Kaki Lima es un juego para un solo jugador.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
    <message>
        <source>The walker is already chosen.</source>
        <extracomment>Refusal: the walker was chosen at the start of the game.</extracomment>
        <translation>Ya se eligió quién camina.</translation>
    </message>
    <message>
        <source>There is no such character.</source>
        <extracomment>Refusal: a walker that is not one of the eight characters.</extracomment>
        <translation>Ese personaje no existe.</translation>
    </message>
    <message>
        <source>Choose your walker first.</source>
        <extracomment>Refusal: the map or a card was tapped before choosing who walks.</extracomment>
        <translation>Primero elige quién camina.</translation>
    </message>
    <message>
        <source>Your walk has already started.</source>
        <extracomment>Refusal: a start square was tapped after the walk had begun.</extracomment>
        <translation>Tu camino ya ha empezado.</translation>
    </message>
    <message>
        <source>There is no such square on the map.</source>
        <extracomment>Refusal: a tap outside the map.</extracomment>
        <translation>Esa casilla no está en el mapa.</translation>
    </message>
    <message>
        <source>Start on a lit square next to your house.</source>
        <extracomment>Refusal: the walk starts on a lit square next to the walker&apos;s own house.</extracomment>
        <translation>Empieza en una casilla iluminada junto a tu casa.</translation>
    </message>
    <message>
        <source>Choose where to start first.</source>
        <extracomment>Refusal: a Langkah card was tapped before choosing the start square.</extracomment>
        <translation>Primero elige dónde empezar.</translation>
    </message>
    <message>
        <source>There is no such card in your hand.</source>
        <extracomment>Refusal: a card that is not in the hand.</extracomment>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>This card has no step booster to use here.</source>
        <extracomment>Refusal: the chosen card has no x2 or +2 booster.</extracomment>
        <translation>Esta carta no tiene potenciador de pasos que usar aquí.</translation>
    </message>
    <message>
        <source>The %1 has no walk from here.</source>
        <extracomment>Refusal: no walk of exactly this card&apos;s steps fits on the map from here. %1 is the card, e.g. &quot;3 ×2&quot;.</extracomment>
        <translation>El %1 no tiene ningún camino desde aquí.</translation>
    </message>
    <message>
        <source>Without its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s plain number of steps does not fit on the map from here.</extracomment>
        <translation>Sin su potenciador, esta carta no tiene camino desde aquí.</translation>
    </message>
    <message>
        <source>With its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s steps with its x2 or +2 booster do not fit on the map from here.</extracomment>
        <translation>Con su potenciador, esta carta no tiene camino desde aquí.</translation>
    </message>
    <message>
        <source>Only a card with the swap booster can swap.</source>
        <extracomment>Refusal: swapping with the discard pile needs a card with the swap booster.</extracomment>
        <translation>Solo una carta con el potenciador de cambio puede cambiar.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to swap with.</source>
        <extracomment>Refusal: a swap needs a card on the discard pile.</extracomment>
        <translation>El descarte está vacío: no hay nada con qué cambiar.</translation>
    </message>
    <message>
        <source>That card cannot be swapped.</source>
        <extracomment>Refusal: this hand card cannot be swapped with the discard pile&apos;s top.</extracomment>
        <translation>Esa carta no se puede cambiar.</translation>
    </message>
    <message>
        <source>Your walk cannot end there: choose a lit square.</source>
        <extracomment>Refusal: the chosen card&apos;s walk cannot end on the tapped square.</extracomment>
        <translation>Tu camino no puede acabar ahí: elige una casilla iluminada.</translation>
    </message>
    <message>
        <source>Orders are picked up only at a food stall.</source>
        <extracomment>Refusal: orders are taken only where a walk ends on a food stall.</extracomment>
        <translation>Los pedidos solo se recogen en un puesto de comida.</translation>
    </message>
    <message>
        <source>Those orders cannot be picked up here.</source>
        <extracomment>Refusal: those orders cannot be picked up here.</extracomment>
        <translation>Esos pedidos no se pueden recoger aquí.</translation>
    </message>
    <message>
        <source>You can carry at most %1 orders.</source>
        <extracomment>Refusal: the bag is full. %1 is how many orders fit in it (2).</extracomment>
        <translation>Puedes llevar como máximo %1 pedidos.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRuleDiagramWalk</name>
    <message>
        <source>No walk may enter a house: this walk of 4 steps goes around it.</source>
        <extracomment>Caption of the Kaki Lima rules picture: a walk that goes around a house.</extracomment>
        <translation>Ningún movimiento puede entrar en una casa: este movimiento de 4 pasos la rodea.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRules</name>
    <message>
        <source>Aim</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</source>
        <translation>Un juego en solitario. Como repartidor de comida a pie durante el confinamiento, entrega los siete pedidos por Penang antes de que se acaben las cartas Langkah.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</source>
        <translation>El mapa es una cuadrícula de 6 por 6 con cuatro puestos de comida y ocho casas. Tienes cinco cartas de paso Langkah y robas hasta tener cinco tras cada jugada.</translation>
    </message>
    <message>
        <source>Start next to your own house, on a card of your choice.</source>
        <translation>Empieza junto a tu casa, en la casilla que elijas.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Moverse</translation>
    </message>
    <message>
        <source>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</source>
        <translation>Juega una carta para moverte exactamente su número de pasos, arriba, abajo, a la izquierda o a la derecha, sin pisar dos veces la misma casilla en un movimiento y sin entrar nunca en una casa.</translation>
    </message>
    <message>
        <source>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</source>
        <translation>Potenciadores: x2 duplica los pasos, +2 añade dos. Los potenciadores de ficha de paso te dan en cambio una ficha de paso (diez como máximo).</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Pedidos</translation>
    </message>
    <message>
        <source>End a move on a food stall to pick up orders; carry two at most.</source>
        <translation>Termina un movimiento en un puesto de comida para recoger pedidos; lleva dos como máximo.</translation>
    </message>
    <message>
        <source>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</source>
        <translation>Termina un movimiento junto a la casa de un cliente para entregar; en una parada puedes entregar dos pedidos.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</source>
        <translation>10 puntos por pedido entregado, más el valor de tu ficha de paso más alta (de 5 a 50), más 10 con las diez fichas, menos los números de todas las cartas que jugaste.</translation>
    </message>
    <message>
        <source>If the draw pile runs out before the last delivery, you lose.</source>
        <translation>Si el mazo de robo se acaba antes de la última entrega, pierdes.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</source>
        <translation>100-130: Imposible. 70-99: Reseña de 5 estrellas. 40-69: Nada mal lar. 0-39: Regular lo. Menos de 0: Mak Cik Kiah pasa hambre liao.</translation>
    </message>
    <message>
        <source>Choose your walker first: their own order stays at home, so you deliver the other seven.</source>
        <translation>Primero elige quién camina: su propio pedido se queda en casa, así que entregas los otros siete.</translation>
    </message>
    <message>
        <source>Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.</source>
        <translation>Potenciador de cambio: antes de caminar, puedes cambiar otra carta de tu mano por la carta de arriba del descarte.</translation>
    </message>
    <message>
        <source>A card swapped onto the discard pile counts against you too.</source>
        <translation>Una carta cambiada al descarte también cuenta en tu contra.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Cómo lo juega la aplicación</translation>
    </message>
    <message>
        <source>The rulebook&apos;s map picture is missing, so the app always uses the same map, where no two houses touch.</source>
        <translation>Al reglamento le falta la imagen del mapa, así que la aplicación usa siempre el mismo mapa, donde ninguna casa toca a otra.</translation>
    </message>
    <message>
        <source>Delivering is automatic when you stop next to a customer&apos;s house; picking up at a stall is your choice.</source>
        <translation>La entrega es automática cuando te detienes junto a la casa de un cliente; recoger en un puesto es decisión tuya.</translation>
    </message>
    <message>
        <source>x2 and +2 are optional on each play; a clearing-token booster always gives its token.</source>
        <translation>x2 y +2 son opcionales en cada jugada; un potenciador de ficha de paso siempre da su ficha.</translation>
    </message>
    <message>
        <source>The swap comes before the walk, and the card you swap away counts against your score.</source>
        <translation>El cambio va antes de caminar, y la carta que cambias cuenta en contra de tu puntuación.</translation>
    </message>
    <message>
        <source>Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.</source>
        <translation>Entregar el séptimo pedido gana al instante. Si no, si el mazo queda vacío después de robar, pierdes.</translation>
    </message>
    <message>
        <source>The actions printed on the orange and green cards are not used.</source>
        <translation>No se usan las acciones impresas en las cartas naranjas y verdes.</translation>
    </message>
    <message>
        <source>A lost game keeps its score but gets no ranking.</source>
        <translation>Una partida perdida conserva su puntuación pero no recibe clasificación.</translation>
    </message>
    <message>
        <source>You may take back a step that showed no new card, and ask for a hint.</source>
        <translation>Puedes deshacer un paso que no mostró ninguna carta nueva, y pedir una pista.</translation>
    </message>
</context>
<context>
    <name>KakiLimaScreen</name>
    <message>
        <source>Choose who walks.</source>
        <extracomment>Kaki Lima prompt at the very start.</extracomment>
        <translation>Elige quién camina.</translation>
    </message>
    <message>
        <source>Tap a lit card next to %1&apos;s house to start.</source>
        <extracomment>Kaki Lima prompt: choose where to start; %1 is the walker&apos;s name.</extracomment>
        <translation>Toca una carta iluminada junto a la casa de %1 para empezar.</translation>
    </message>
    <message>
        <source>All orders delivered!</source>
        <extracomment>Kaki Lima prompt after the last delivery.</extracomment>
        <translation>¡Todos los pedidos entregados!</translation>
    </message>
    <message>
        <source>The Langkah cards ran out.</source>
        <extracomment>Kaki Lima prompt when the draw pile ran out.</extracomment>
        <translation>Se acabaron las cartas Langkah.</translation>
    </message>
    <message>
        <source>Tap the card to swap with the discard pile&apos;s %1.</source>
        <extracomment>Kaki Lima prompt: pick the hand card to swap; %1 is the discard pile&apos;s top card.</extracomment>
        <translation>Toca la carta que cambias por el %1 del descarte.</translation>
    </message>
    <message>
        <source>Steps to walk: %1. Tap a lit card.</source>
        <extracomment>Kaki Lima prompt: the walk must use exactly this many steps.</extracomment>
        <translation>Pasos: %1. Toca una carta iluminada.</translation>
    </message>
    <message>
        <source>Choose a Langkah card to walk.</source>
        <extracomment>Kaki Lima prompt: the walk starts by choosing a card.</extracomment>
        <translation>Elige una carta Langkah para caminar.</translation>
    </message>
    <message>
        <source>Delivered to %1!</source>
        <extracomment>Celebration when orders reach their customers; %1 is one or two names.</extracomment>
        <translation>¡Entregado a %1!</translation>
    </message>
    <message>
        <source>Picked up for %1!</source>
        <extracomment>Celebration when orders go into the bag; %1 is one or two names.</extracomment>
        <translation>¡Recogido para %1!</translation>
    </message>
    <message>
        <source>+1 clearing token</source>
        <extracomment>Celebration for a clearing token.</extracomment>
        <translation>+1 ficha de limpieza</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the food court menu.</extracomment>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Take back the last move (only until a new card shows).</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Walk %1</source>
        <extracomment>Use the card&apos;s plain number of steps.</extracomment>
        <translation>Caminar %1</translation>
    </message>
    <message>
        <source>Boost: walk %1</source>
        <extracomment>Use the card&apos;s x2 or +2 booster; %1 is the boosted number of steps.</extracomment>
        <translation>Potenciar: caminar %1</translation>
    </message>
    <message>
        <source>Swap %1 for %2</source>
        <extracomment>A swap is chosen: %1 goes to the discard pile, %2 comes to the hand.</extracomment>
        <translation>Cambiar %1 por %2</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <extracomment>Use the swap booster with the discard pile&apos;s top card (%1).</extracomment>
        <translation>Cambiar por %1</translation>
    </message>
    <message>
        <source>This card gains a clearing token.</source>
        <extracomment>The chosen card&apos;s booster gives a clearing token.</extracomment>
        <translation>Esta carta gana una ficha de limpieza.</translation>
    </message>
</context>
<context>
    <name>KakiLimaWords</name>
    <message>
        <source>Kopitiam</source>
        <extracomment>A food stall on the Kaki Lima map (a Malaysian coffee shop).</extracomment>
        <translation>Kopitiam</translation>
    </message>
    <message>
        <source>Roti Bakar Stall</source>
        <extracomment>A food stall on the Kaki Lima map (toast with kaya).</extracomment>
        <translation>Puesto de Roti Bakar</translation>
    </message>
    <message>
        <source>Chendul Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a shaved-ice dessert).</extracomment>
        <translation>Puesto de Chendul</translation>
    </message>
    <message>
        <source>Rojak Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a fruit salad).</extracomment>
        <translation>Puesto de Rojak</translation>
    </message>
    <message>
        <source>Impossible!</source>
        <extracomment>Kaki Lima ranking for 100-130 points.</extracomment>
        <translation>¡Imposible!</translation>
    </message>
    <message>
        <source>5-star review</source>
        <extracomment>Kaki Lima ranking for 70-99 points.</extracomment>
        <translation>Reseña de 5 estrellas</translation>
    </message>
    <message>
        <source>Not bad lar</source>
        <extracomment>Kaki Lima ranking for 40-69 points (&quot;lar&quot; is Malaysian slang; keep it if you like).</extracomment>
        <translation>No está mal, lah</translation>
    </message>
    <message>
        <source>ok ok lo</source>
        <extracomment>Kaki Lima ranking for 0-39 points (Malaysian slang for &quot;so-so&quot;).</extracomment>
        <translation>regular, lo</translation>
    </message>
    <message>
        <source>Mak Cik Kiah starve liao</source>
        <extracomment>Kaki Lima ranking below 0 points: the grandma went hungry.</extracomment>
        <translation>Mak Cik Kiah se quedó con hambre, liao</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A place on the map: %1 its name, %2 its square (&quot;Komtar (B2)&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two people, as in &quot;deliver to Siti and Farid&quot;.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Walk as %1.</source>
        <extracomment>Hint: the character to walk as.</extracomment>
        <translation>Camina con %1.</translation>
    </message>
    <message>
        <source>Start at %1.</source>
        <extracomment>Hint: where to start; %1 is a place on the map.</extracomment>
        <translation>Empieza en %1.</translation>
    </message>
    <message>
        <source>Swap your %1 with the top of the discard pile.</source>
        <extracomment>Hint: first swap a hand card (%1) with the top card of the discard pile.</extracomment>
        <translation>Cambia tu %1 por la carta de arriba del descarte.</translation>
    </message>
    <message>
        <source>Play the %1 with its booster and walk to %2.</source>
        <translation>Juega el %1 con su potenciador y camina hasta %2.</translation>
    </message>
    <message>
        <source>Play the %1 and walk to %2.</source>
        <translation>Juega el %1 y camina hasta %2.</translation>
    </message>
    <message>
        <source>Deliver to %1.</source>
        <extracomment>Hint: who receives their order at the end of the walk.</extracomment>
        <translation>Entrega a %1.</translation>
    </message>
    <message>
        <source>Pick up the orders for %1.</source>
        <extracomment>Hint: pick up two orders at the stall; %1 is two names.</extracomment>
        <translation>Recoge los pedidos de %1.</translation>
    </message>
    <message>
        <source>Pick up the order for %1.</source>
        <translation>Recoge el pedido de %1.</translation>
    </message>
    <message>
        <source>You gain a clearing token.</source>
        <extracomment>Hint: the card&apos;s booster gives a clearing token.</extracomment>
        <translation>Ganas una ficha de limpieza.</translation>
    </message>
</context>
<context>
    <name>KandarKlashGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.</source>
        <translation>Llega un cliente: prepara su plato de 3 por 3 en tu tapete, girado como quieras.</translation>
    </message>
    <message>
        <source>Drag this card onto your mat.</source>
        <translation>Arrastra esta carta a tu tapete.</translation>
    </message>
    <message>
        <source>Tap the card on your mat: it turns a quarter turn.</source>
        <translation>Toca la carta en tu tapete: gira un cuarto de vuelta.</translation>
    </message>
    <message>
        <source>Now tap this card in your hand: it turns there too, before you lay it.</source>
        <translation>Ahora toca esta carta en tu mano: también gira ahí, antes de que la coloques.</translation>
    </message>
    <message>
        <source>Every card has two sides. Tap Flip to turn it over.</source>
        <translation>Cada carta tiene dos caras. Toca Voltear para darle la vuelta.</translation>
    </message>
    <message>
        <source>Tap Under: the next card you drop slides under the cards already there.</source>
        <translation>Toca Debajo: la próxima carta que sueltes se desliza bajo las cartas que ya hay.</translation>
    </message>
    <message>
        <source>Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.</source>
        <translation>Arrástrala bajo tu primera carta, una columna más a la izquierda, para que aparezca el plato. Muévela hasta que coincida.</translation>
    </message>
    <message>
        <source>That is the customer&apos;s dish. Tap Siap!</source>
        <translation>Ese es el plato del cliente. ¡Toca Siap!</translation>
    </message>
    <message>
        <source>A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.</source>
        <translation>Un plato correcto da 1 favor, más 1 por cada carta que te quede en la mano. Uno equivocado pierde un favor.</translation>
    </message>
    <message>
        <source>From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!</source>
        <translation>A partir de ahora todos cocinan a la vez: sé rápido, pero acierta. ¡Gana quien tenga más favores tras 12 clientes!</translation>
    </message>
    <message>
        <source>%1 lays a card.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 coloca una carta.</translation>
    </message>
    <message>
        <source>%1 takes a card back.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 retira una carta.</translation>
    </message>
    <message>
        <source>%1 calls Siap!</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>¡%1 grita Siap!</translation>
    </message>
    <message>
        <source>%1 lays her ketchup.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 coloca su kétchup.</translation>
    </message>
    <message>
        <source>%1 has six ketchups already: this one goes back in the box.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 ya tiene seis kétchups: este vuelve a la caja.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.</source>
        <translation>Con dos cocineros, el primer ¡Siap! detiene la ronda. Ana fue la última: la carta de cliente se convierte en su kétchup, una casilla comodín en su tapete.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Ese puesto no existe en esta mesa.</translation>
    </message>
    <message>
        <source>Your actions cannot go back in time.</source>
        <extracomment>An action stamped before the cook&apos;s previous one.</extracomment>
        <translation>Tus acciones no pueden volver atrás en el tiempo.</translation>
    </message>
    <message>
        <source>Your dish is final once you have called Siap!</source>
        <extracomment>A cook who has called &quot;Siap!&quot; touched a card of their dish.</extracomment>
        <translation>¡Tu plato es definitivo una vez que has dicho Siap!</translation>
    </message>
    <message>
        <source>The ketchup comes after the round stops, to the last cook.</source>
        <extracomment>A ketchup was laid while the cooks were still building.</extracomment>
        <translation>El kétchup llega cuando se detiene la ronda, para el último cocinero.</translation>
    </message>
    <message>
        <source>The round has stopped.</source>
        <extracomment>Shown when a cook touches a card after the round stopped.</extracomment>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <source>The round has stopped: place your ketchup.</source>
        <extracomment>The last cook touched a card instead of laying the ketchup.</extracomment>
        <translation>La ronda se ha detenido: coloca tu kétchup.</translation>
    </message>
    <message>
        <source>You have already called Siap!</source>
        <extracomment>A cook pressed &quot;Siap!&quot; twice.</extracomment>
        <translation>¡Ya has dicho Siap!</translation>
    </message>
    <message>
        <source>Too late: the round has stopped.</source>
        <extracomment>A &quot;Siap!&quot; came after the round stopped.</extracomment>
        <translation>Demasiado tarde: la ronda ha terminado.</translation>
    </message>
    <message>
        <source>That card is not on your mat.</source>
        <extracomment>A card was taken back that is not on the mat.</extracomment>
        <translation>Esa carta no está en tu tapete.</translation>
    </message>
    <message>
        <source>There is no such ingredient card.</source>
        <translation>Esa carta de ingrediente no existe.</translation>
    </message>
    <message>
        <source>A card turns by quarter turns only.</source>
        <extracomment>A card was laid turned other than by quarter turns.</extracomment>
        <translation>Una carta solo gira de cuarto en cuarto de vuelta.</translation>
    </message>
    <message>
        <source>The card must stay on your table.</source>
        <extracomment>A card was dropped partly off the cook&apos;s table.</extracomment>
        <translation>La carta debe quedarse en tu mesa.</translation>
    </message>
    <message>
        <source>A card must touch your other cards and stay on the table.</source>
        <extracomment>A card was dropped where the rules do not allow it.</extracomment>
        <translation>Una carta debe tocar tus otras cartas y quedarse en la mesa.</translation>
    </message>
    <message>
        <source>Place your ketchup first.</source>
        <extracomment>The last cook must lay the ketchup before finishing.</extracomment>
        <translation>Primero coloca tu kétchup.</translation>
    </message>
    <message>
        <source>You already have %1 ketchups: this one is discarded.</source>
        <extracomment>%1 is the most ketchups a cook may have (6); the new one is thrown away.</extracomment>
        <translation>Ya tienes %1 kétchups: este se descarta.</translation>
    </message>
    <message>
        <source>The ketchup goes on your table.</source>
        <extracomment>The first ketchup was laid off the cook&apos;s table.</extracomment>
        <translation>El kétchup va en tu mesa.</translation>
    </message>
    <message>
        <source>The ketchup goes next to your other ketchups, on a free space.</source>
        <extracomment>The ketchup was laid on a space the rules do not allow.</extracomment>
        <translation>El kétchup va junto a tus otros kétchups, en una casilla libre.</translation>
    </message>
    <message>
        <source>That is not a cook&apos;s place at this table.</source>
        <extracomment>Shown when a touch comes from a seat that is not a human cook&apos;s.</extracomment>
        <translation>Ese no es el sitio de un cocinero en esta mesa.</translation>
    </message>
    <message>
        <source>Wait for the customer!</source>
        <extracomment>Shown when a cook touches a card before the round starts.</extracomment>
        <translation>¡Espera al cliente!</translation>
    </message>
</context>
<context>
    <name>KandarKlashRuleDiagramMatch</name>
    <message>
        <source>Two cards, the second laid over the first, make the customer&apos;s 3 by 3 dish.</source>
        <extracomment>Caption of the picture of a 3 by 3 match on the Kandar Klash! rules page.</extracomment>
        <translation>Dos cartas, la segunda encima de la primera, forman el plato de 3 por 3 del cliente.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRules</name>
    <message>
        <source>Aim</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</source>
        <translation>Sois cocineros de nasi kandar. Todos juegan a la vez para preparar el plato de cada cliente; al final gana quien tenga más favores.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</source>
        <translation>Todos tienen las mismas seis cartas de ingredientes, cada una una cuadrícula de 2 por 3 ingredientes. Se usan doce cartas de cliente, cada una un patrón de 3 por 3.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Una ronda</translation>
    </message>
    <message>
        <source>A customer is revealed. All players play at the same time in their own corner of the tablet.</source>
        <translation>Se revela un cliente. Todos los jugadores juegan a la vez, cada uno en su rincón de la tableta.</translation>
    </message>
    <message>
        <source>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</source>
        <translation>Coloca cartas, giradas o volteadas, junto a tus otras cartas o encima de ellas, hasta que una parte de 3 por 3 de tu plato coincida con el cliente (en cualquier giro).</translation>
    </message>
    <message>
        <source>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</source>
        <translation>Pulsa Siap! cuando tu plato esté listo. Después ya no puedes cambiarlo. La ronda se detiene cuando todos menos uno han pulsado.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</source>
        <translation>Un plato correcto da 1 favor más 1 por cada carta de ingrediente que te quede en la mano. Un plato equivocado pierde 1 favor (nunca por debajo de 0). El último jugador no puntúa.</translation>
    </message>
    <message>
        <source>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</source>
        <translation>Quién pulsó primero se decide por el instante de cada toque, así que los jugadores que tocan a la vez reciben un trato justo.</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Kétchup</translation>
    </message>
    <message>
        <source>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</source>
        <translation>El último jugador recibe la carta de cliente como kétchup: una casilla comodín en su mesa que vale por cualquier ingrediente, hasta seis por jugador.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</source>
        <translation>Cuando se acaban los clientes, gana quien tenga más favores. En caso de empate gana quien tenga menos kétchups; si persiste, se comparte.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Cómo lo juega la aplicación</translation>
    </message>
    <message>
        <source>Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.</source>
        <translation>Las cartas se ajustan a una cuadrícula. Después de la primera, cada carta debe tocar o tapar una ya colocada, y va encima de todas o debajo de todas.</translation>
    </message>
    <message>
        <source>Until you press Siap!, you may move, turn, flip or take back your cards.</source>
        <translation>Hasta que pulses Siap!, puedes mover, girar, dar la vuelta o recuperar tus cartas.</translation>
    </message>
    <message>
        <source>A dish matches the customer in any of its four turns, never mirrored.</source>
        <translation>Un plato coincide con el cliente en cualquiera de sus cuatro giros, nunca en espejo.</translation>
    </message>
    <message>
        <source>A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.</source>
        <translation>Un Siap! equivocado cuenta como aviso. Los toques en el mismo milisegundo son simultáneos: si los últimos avisos empatan, nadie es último y nadie recibe kétchup.</translation>
    </message>
    <message>
        <source>Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.</source>
        <translation>Los kétchups quedan debajo de todas las cartas; cada uno nuevo va junto a uno que ya tengas. Un séptimo kétchup se descarta.</translation>
    </message>
    <message>
        <source>Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.</source>
        <translation>Las rondas no tienen límite de tiempo. Cada cliente llega tras una cuenta atrás de 3, 2, 1.</translation>
    </message>
</context>
<context>
    <name>KandarKlashScreen</name>
    <message>
        <source>Leave the table</source>
        <extracomment>Accessible name of the button that leaves the Kandar Klash! kitchen.</extracomment>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Kitchen closed!</source>
        <extracomment>Title when a Kandar Klash! game has ended.</extracomment>
        <translation>¡Cocina cerrada!</translation>
    </message>
    <message numerus="yes">
        <source>%n favours</source>
        <extracomment>The score of a cook at the end of Kandar Klash!: favour tokens (&quot;1 favour&quot; for one).</extracomment>
        <translation>
            <numerusform>%n favor</numerusform>
            <numerusform>%n favores</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer %1 of %2</source>
        <extracomment>The customer card&apos;s label, read from every edge; %1 is this round, %2 the rounds.</extracomment>
        <translation>Cliente %1 de %2</translation>
    </message>
    <message>
        <source>Cook!</source>
        <extracomment>The start signal shown big in the middle when the customer card turns over.</extracomment>
        <translation>¡A cocinar!</translation>
    </message>
</context>
<context>
    <name>KommeGleichGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.</source>
        <translation>¡A trabajar! Las cinco cartas de menú del centro son los pedidos. Los sirves con las cartas de tu mano.</translation>
    </message>
    <message>
        <source>You start this round. Tap the draw pile to draw a card.</source>
        <translation>Empiezas esta ronda. Toca el mazo para robar una carta.</translation>
    </message>
    <message>
        <source>A lobster! Drag it into your hand, between your cheese and your baguette.</source>
        <translation>¡Una langosta! Arrástrala a tu mano, entre tu queso y tu baguette.</translation>
    </message>
    <message>
        <source>The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.</source>
        <translation>El jugador inicial tapa un pedido. Arrastra tus tartaletas sobre la ensalada: la baguette es comodín y vale por cualquier plato.</translation>
    </message>
    <message>
        <source>All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.</source>
        <translation>Tus cinco cartas coinciden con los cinco pedidos. Desliza el dedo sobre ellas, súbelas a los pedidos y suelta.</translation>
    </message>
    <message>
        <source>All five at once: a tip! Tips are your score. Your hand refills with five new cards.</source>
        <translation>Las cinco a la vez: ¡una propina! Tus propinas son tus puntos. Tu mano se rellena con cinco cartas nuevas.</translation>
    </message>
    <message>
        <source>Your turn. Drag the tartelettes at the end of your hand to its front.</source>
        <translation>Tu turno. Arrastra las tartaletas del final de tu mano al principio.</translation>
    </message>
    <message>
        <source>Your first three cards match the last three orders. Sweep across them and drop them there.</source>
        <translation>Tus tres primeras cartas coinciden con los tres últimos pedidos. Desliza sobre ellas y suéltalas allí.</translation>
    </message>
    <message>
        <source>Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!</source>
        <translation>Las cartas servidas quedan boca abajo delante de ti; diez de ellas dan otra propina. ¡Gana quien tenga más propinas!</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana&apos;s turn. The other players first move one card, or draw one and discard one. Then they may serve.</source>
        <translation>Turno de Ana. Los demás jugadores primero mueven una carta, o roban una y descartan una. Después pueden servir.</translation>
    </message>
    <message>
        <source>A new round: now Ana starts. She draws a card and covers an order.</source>
        <translation>Nueva ronda: ahora empieza Ana. Roba una carta y tapa un pedido.</translation>
    </message>
    <message>
        <source>Your hand. Its order matters.</source>
        <translation>Tu mano. Su orden importa.</translation>
    </message>
    <message>
        <source>Serve 3 or more cards side by side that match orders side by side, in the same order.</source>
        <translation>Sirve 3 o más cartas contiguas que coincidan con pedidos contiguos, en el mismo orden.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRefusal</name>
    <message>
        <source>cheese</source>
        <translation>queso</translation>
    </message>
    <message>
        <source>lobster</source>
        <translation>langosta</translation>
    </message>
    <message>
        <source>tartelettes</source>
        <translation>tartaletas</translation>
    </message>
    <message>
        <source>salad</source>
        <translation>ensalada</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>sopa</translation>
    </message>
    <message>
        <source>baguette</source>
        <translation>baguette</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>You cannot draw a card now.</source>
        <translation>Ahora no puedes robar.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>No quedan cartas para robar.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Primero roba una carta.</translation>
    </message>
    <message>
        <source>Put the card into your hand, not beyond it.</source>
        <translation>Pon la carta dentro de tu mano, no más allá.</translation>
    </message>
    <message>
        <source>You cannot cover an order now.</source>
        <translation>Ahora no puedes tapar un pedido.</translation>
    </message>
    <message>
        <source>Only the start player covers an order.</source>
        <translation>Solo el jugador inicial tapa un pedido.</translation>
    </message>
    <message>
        <source>There is no card of yours there.</source>
        <translation>Ahí no tienes ninguna carta.</translation>
    </message>
    <message>
        <source>Drop the card on one of the five orders.</source>
        <translation>Suelta la carta sobre uno de los cinco pedidos.</translation>
    </message>
    <message>
        <source>As start player you draw and cover; you cannot move a card.</source>
        <translation>Como jugador inicial robas y tapas; no puedes mover una carta.</translation>
    </message>
    <message>
        <source>You cannot move a card now.</source>
        <translation>Ahora no puedes mover una carta.</translation>
    </message>
    <message>
        <source>Move the card to a place in your hand.</source>
        <translation>Mueve la carta a un sitio de tu mano.</translation>
    </message>
    <message>
        <source>Move the card to another place.</source>
        <translation>Mueve la carta a otro sitio.</translation>
    </message>
    <message>
        <source>You cannot discard now.</source>
        <translation>Ahora no puedes descartar.</translation>
    </message>
    <message>
        <source>You cannot serve now.</source>
        <translation>Ahora no puedes servir.</translation>
    </message>
    <message>
        <source>Serve at least 3 cards side by side.</source>
        <translation>Sirve al menos 3 cartas seguidas.</translation>
    </message>
    <message>
        <source>Those cards would run past the end of the row.</source>
        <translation>Esas cartas se saldrían de la fila.</translation>
    </message>
    <message>
        <source>Those cards do not match the orders.</source>
        <translation>Esas cartas no coinciden con los pedidos.</translation>
    </message>
    <message>
        <source>Finish this step first.</source>
        <translation>Primero termina este paso.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRuleDiagramServe</name>
    <message>
        <source>Three hand cards in a row match three menu cards in the same order; the baguette is wild.</source>
        <extracomment>Caption of the picture of a served run on the Komme gleich! rules page.</extracomment>
        <translation>Tres cartas contiguas de la mano coinciden con tres cartas de menú en el mismo orden; la baguette es comodín.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRules</name>
    <message>
        <source>Aim</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</source>
        <translation>Sois camareros que sirven pedidos. Haz que tu mano coincida con la fila de cartas de menú para ganar propinas; gana quien tenga más propinas.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</source>
        <translation>Cinco cartas de menú están boca arriba en fila. Cada uno tiene cinco cartas cuyo orden importa y solo puede cambiar según las reglas. Las baguettes son comodines.</translation>
    </message>
    <message>
        <source>The start player&apos;s turn</source>
        <translation>El turno del jugador inicial</translation>
    </message>
    <message>
        <source>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</source>
        <translation>Roba una carta y ponla en cualquier lugar de tu mano; luego coloca una carta de tu mano encima de una carta de la fila, cambiando el orden.</translation>
    </message>
    <message>
        <source>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</source>
        <translation>Después puedes servir: juega tres o más cartas contiguas de tu mano que coincidan con cartas contiguas de la fila, en el mismo orden.</translation>
    </message>
    <message>
        <source>Everyone else&apos;s turn</source>
        <translation>El turno de los demás</translation>
    </message>
    <message>
        <source>Move one hand card to another place, or draw a card into your hand and discard one.</source>
        <translation>Mueve una carta de tu mano a otro lugar, o roba una carta a tu mano y descarta una.</translation>
    </message>
    <message>
        <source>Then you may serve, as the start player can.</source>
        <translation>Después puedes servir, igual que el jugador inicial.</translation>
    </message>
    <message>
        <source>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</source>
        <translation>Las cartas servidas van boca abajo delante de ti. Rellena tu mano hasta cinco poniendo las cartas nuevas delante, en el orden en que las robas. Tras cada ronda, el jugador inicial pasa a la izquierda.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Propinas</translation>
    </message>
    <message>
        <source>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</source>
        <translation>Ganas una propina cuando sirves las cinco cartas de tu mano a la vez, o cuando tienes diez o más cartas servidas (que entonces se descartan). Tu k-ésima propina sube tus propinas a k puntos.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</source>
        <translation>La partida termina cuando se coge la última carta de propina, o cuando las propinas que quedan no alcanzan para pagar. Gana quien tenga más puntos de propina; en caso de empate, quien tenga más cartas servidas delante.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Cómo lo juega la aplicación</translation>
    </message>
    <message>
        <source>A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.</source>
        <translation>Una carta de menú cubierta va al descarte; cuando se acaba el mazo, el descarte se baraja para formar uno nuevo.</translation>
    </message>
    <message>
        <source>After drawing, you may discard the card you just drew.</source>
        <translation>Después de robar, puedes descartar la carta que acabas de robar.</translation>
    </message>
    <message>
        <source>Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.</source>
        <translation>No hacer nada no es un turno: mueve una carta, o roba y descarta. Servir siempre es opcional.</translation>
    </message>
    <message>
        <source>At most one run per turn, and serving ends your turn.</source>
        <translation>Como mucho una serie por turno, y servir termina tu turno.</translation>
    </message>
    <message>
        <source>If the tips left cannot pay your score, you score nothing and the game ends at once.</source>
        <translation>Si las propinas que quedan no pueden pagar tu puntuación, no puntúas y la partida termina en el acto.</translation>
    </message>
    <message>
        <source>Turns always go clockwise.</source>
        <translation>Los turnos siempre van en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>You may take back a step of your own turn, but not a draw or a serve.</source>
        <translation>Puedes deshacer un paso de tu turno, pero no un robo ni un servicio.</translation>
    </message>
</context>
<context>
    <name>KommeGleichScreen</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Prompt line once the game has ended.</extracomment>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>You start this round: tap or drag the draw pile to draw a card.</source>
        <extracomment>Prompt lines, one per step of a turn. An &quot;order&quot; is a menu card in the middle row.</extracomment>
        <translation>Empiezas esta ronda: toca o arrastra el mazo para robar una carta.</translation>
    </message>
    <message>
        <source>Drag your new card into your hand, wherever you like.</source>
        <extracomment>Prompt: the drawn card waits beside the hand.</extracomment>
        <translation>Arrastra tu carta nueva a tu mano, donde quieras.</translation>
    </message>
    <message>
        <source>Drag one of your cards onto an order to cover it.</source>
        <extracomment>Prompt: the start player covers one of the five orders (menu cards in the middle).</extracomment>
        <translation>Arrastra una de tus cartas sobre un pedido para taparlo.</translation>
    </message>
    <message>
        <source>Drag a card to a new place in your hand, or draw a card.</source>
        <extracomment>Prompt: another player&apos;s first step.</extracomment>
        <translation>Arrastra una carta a otro sitio de tu mano o roba una carta.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile.</source>
        <extracomment>Prompt: after drawing, another player discards one card.</extracomment>
        <translation>Arrastra una carta al montón de descartes.</translation>
    </message>
    <message>
        <source>Sweep across 3 or more cards and drop them on matching orders, or end your turn.</source>
        <extracomment>Prompt: serving a run of 3+ adjacent hand cards onto matching orders.</extracomment>
        <translation>Desliza sobre 3 o más cartas y suéltalas en los pedidos que coincidan, o termina tu turno.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <extracomment>Prompt line while another player acts; %1 is their name (a bot, or a human).</extracomment>
        <translation>%1 está eligiendo…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <extracomment>Prompt line while another human acts; %1 is the name.</extracomment>
        <translation>Le toca a %1.</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the main menu.</extracomment>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Title bar on a narrow screen; %1 is the round number.</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Komme gleich! · Round %1</source>
        <extracomment>Title bar; %1 is the round number.</extracomment>
        <translation>Komme gleich! · Ronda %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Button taking back the last step of this turn.</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Draw · %1</source>
        <extracomment>Under the draw pile; %1 is how many cards it holds.</extracomment>
        <translation>Mazo · %1</translation>
    </message>
    <message>
        <source>Discards · %1</source>
        <extracomment>Under the discard pile; %1 is how many cards it holds.</extracomment>
        <translation>Descartes · %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn without serving a run.</extracomment>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Komme gleich! table</source>
        <extracomment>A screen reader&apos;s name for the game&apos;s table, which takes drags of the cards.</extracomment>
        <translation>Mesa de Komme gleich!</translation>
    </message>
    <message>
        <source>Pick a card from your hand first: Enter on it.</source>
        <extracomment>Refusal: Enter on an order (or the discard pile) with no card picked up.</extracomment>
        <translation>Primero coge una carta de tu mano: Intro sobre ella.</translation>
    </message>
    <message>
        <source>New card: %1</source>
        <extracomment>A screen reader&apos;s name for the card just drawn, waiting beside the hand; %1 the dish.</extracomment>
        <translation>Carta nueva: %1</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after the step that ends a turn, before the tablet passes on.</extracomment>
        <translation>¿Cambiaste de idea? Retira tu jugada ahora; el turno pasa en un momento.</translation>
    </message>
</context>
<context>
    <name>LangkahCard</name>
    <message>
        <source>Langkah</source>
        <extracomment>The name printed on every step card (&quot;langkah&quot; is Malay for &quot;step&quot;).</extracomment>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>×2</source>
        <extracomment>Booster on a Langkah card: twice the steps.</extracomment>
        <translation>×2</translation>
    </message>
    <message>
        <source>+2</source>
        <extracomment>Booster on a Langkah card: two more steps.</extracomment>
        <translation>+2</translation>
    </message>
    <message>
        <source>● token</source>
        <extracomment>Booster on a Langkah card: gain a clearing token. Keep it very short.</extracomment>
        <translation>● ficha</translation>
    </message>
    <message>
        <source>⇄ swap</source>
        <extracomment>Booster on a Langkah card: swap a hand card with the discard pile. Keep it very short.</extracomment>
        <translation>⇄ cambio</translation>
    </message>
    <message>
        <source>Langkah %1</source>
        <extracomment>A screen reader&apos;s name for a Langkah (step) card; %1 its number of steps.</extracomment>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <extracomment>Read after a step card&apos;s name: it is the card chosen to walk with.</extracomment>
        <translation>elegida</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>se puede jugar</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>no se puede jugar ahora</translation>
    </message>
</context>
<context>
    <name>LeaveCheck</name>
    <message>
        <source>Leave the kitchen?</source>
        <extracomment>Asked when the back key is pressed during a Kandar Klash! round.</extracomment>
        <translation>¿Salir de la cocina?</translation>
    </message>
    <message>
        <source>Keep cooking</source>
        <extracomment>Closes the leave question and goes on with the round.</extracomment>
        <translation>Seguir cocinando</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leaves the Kandar Klash! table for the menu (the game is saved).</extracomment>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Food Court</source>
        <extracomment>The app&apos;s name in the window title.</extracomment>
        <translation>Food Court</translation>
    </message>
</context>
<context>
    <name>MapCard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A screen reader&apos;s name for a map square; %1 the square (such as C1), %2 what stands there.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>you can walk here</source>
        <extracomment>Read after a map square&apos;s name: the walker may end the walk here.</extracomment>
        <translation>puedes caminar hasta aquí</translation>
    </message>
</context>
<context>
    <name>MatOverlay</name>
    <message>
        <source>Tap a ring to place the ketchup</source>
        <extracomment>A screen reader&apos;s name for the mat while the last cook picks a ketchup ring.</extracomment>
        <translation>Toca un anillo para poner el kétchup</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>No match is in progress.</source>
        <extracomment>Refusal: &quot;Play again&quot; with no game on the table.</extracomment>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>This save is not a game of %1.</source>
        <extracomment>Resuming failed: the save belongs to another game; %1 is this table&apos;s game (e.g. &quot;Wok Up&quot;).</extracomment>
        <translation>Esta partida guardada no es de %1.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <extracomment>Refusal of Undo: no step can be taken back now (none yet, or it showed a new card, or another player has had the turn since).</extracomment>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Nothing for you to do just now: wait for your turn.</source>
        <extracomment>The &quot;What can I do?&quot; panel when the player who asks has nothing to do now.</extracomment>
        <translation>Ahora no tienes nada que hacer: espera tu turno.</translation>
    </message>
</context>
<context>
    <name>MenuCard</name>
    <message>
        <source>Face-down card</source>
        <extracomment>Screen-reader name of a card lying face down.</extracomment>
        <translation>Carta boca abajo</translation>
    </message>
</context>
<context>
    <name>MenuScreen</name>
    <message>
        <source>Food Court</source>
        <extracomment>The app&apos;s name, shown as the menu&apos;s headline.</extracomment>
        <translation>Food Court</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Menu button that opens the settings screen.</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Menu button that opens the about screen (version, licences).</extracomment>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>A game of %1 is waiting for you.</source>
        <extracomment>%1 is a game&apos;s title.</extracomment>
        <translation>Una partida de %1 te está esperando.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside. Start a new game.</source>
        <extracomment>Shown when the saved game file was damaged and moved aside.</extracomment>
        <translation>No se pudo leer la partida guardada, así que se ha apartado. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>Resume button; %1 is a game&apos;s title.</extracomment>
        <translation>Continuar %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s) played</source>
        <extracomment>Under a paused game: %1 lists its players&apos; names (comma separated); %n is how many moves they have played.</extracomment>
        <translation>
            <numerusform>%1 · %n jugada hecha</numerusform>
            <numerusform>%1 · %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet. Pick a stall!</source>
        <extracomment>Menu subtitle under the app name.</extracomment>
        <translation>Juegos de mesa de comida en una tableta. ¡Elige un puesto!</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Menu button that opens the family history (past games, who wins).</extracomment>
        <translation>Historial</translation>
    </message>
    <message>
        <source>New to %1?</source>
        <extracomment>Offered the first time a stall is opened; %1 is the game&apos;s title.</extracomment>
        <translation>¿Es tu primera vez en %1?</translation>
    </message>
    <message>
        <source>Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.</source>
        <extracomment>Offered the first time a stall is opened: what the guided first game is.</extracomment>
        <translation>Juega primero una partida guiada corta: un guía te muestra cada jugada y los bots juegan despacio. Dura unos tres minutos.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button of the first-visit offer: start the guided first game.</extracomment>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Button of the first-visit offer: skip the guided game, go to the game&apos;s setup.</extracomment>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>OrderList</name>
    <message>
        <source>waiting at the %1</source>
        <extracomment>An order waits at this stall (%1).</extracomment>
        <translation>espera en %1</translation>
    </message>
    <message>
        <source>in the bag</source>
        <extracomment>An order the walker carries.</extracomment>
        <translation>en la bolsa</translation>
    </message>
    <message>
        <source>delivered ✓</source>
        <extracomment>An order that reached its customer.</extracomment>
        <translation>entregado ✓</translation>
    </message>
    <message>
        <source>the walker, at home</source>
        <extracomment>The walker&apos;s own order: not delivered in this game.</extracomment>
        <translation>quien reparte, en casa</translation>
    </message>
</context>
<context>
    <name>OrderRow</name>
    <message>
        <source>Order %1: %2</source>
        <extracomment>A screen reader&apos;s name for an order (a menu card in the middle row); %1 its place, %2 the dish.</extracomment>
        <translation>Pedido %1: %2</translation>
    </message>
</context>
<context>
    <name>OverlayCard</name>
    <message>
        <source>Close</source>
        <extracomment>A screen reader&apos;s name for the dimmed area around a card shown over the map: a tap there closes it.</extracomment>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>PausedGameCheck</name>
    <message>
        <source>Replace the paused game of %1?</source>
        <extracomment>Asked before a new game replaces a paused one; %1 is the game&apos;s title.</extracomment>
        <translation>¿Sustituir la partida de %1 en pausa?</translation>
    </message>
    <message>
        <source>The game with %1 is not finished. A new game takes its place.</source>
        <extracomment>%1 lists the paused game&apos;s players&apos; names, comma separated.</extracomment>
        <translation>La partida con %1 no ha terminado. Una partida nueva ocupará su lugar.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <extracomment>Takes the paused game up again instead of starting a new one.</extracomment>
        <translation>Reanudarla</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>Starts the new game; the paused one is gone.</extracomment>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question and stays on the setup screen.</extracomment>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>PausedGames</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
</context>
<context>
    <name>PlayAgainButton</name>
    <message>
        <source>Play again</source>
        <extracomment>Button at the end of a game: a new game with the same players, the next one starting.</extracomment>
        <translation>Jugar otra vez</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message>
        <source>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</source>
        <translation>%1: %2 puntos, %3 bazas, %4 vendedores restantes, %5 cartas</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>A player&apos;s total score, e.g. &quot;12 pts&quot;</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Under a player&apos;s name: tricks won, sellers left, cards in hand</extracomment>
        <translation>Bazas %1</translation>
    </message>
    <message>
        <source>Sellers %1</source>
        <translation>Vendedores %1</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Cartas %1</translation>
    </message>
    <message>
        <source>bot</source>
        <extracomment>Small tag on a bot&apos;s player chip</extracomment>
        <translation>bot</translation>
    </message>
    <message>
        <source>%1, at seat %2</source>
        <extracomment>Accessible name of a family player&apos;s chip when they sit at a seat; %1 their name, %2 the seat&apos;s number. A tap takes them off the seat.</extracomment>
        <translation>%1, en el asiento %2</translation>
    </message>
</context>
<context>
    <name>PlayerEdge</name>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Shown to the winner(s) when the game ends.</extracomment>
        <translation>¡Gran Maestro del Wok!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown to the other players when the game ends.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Recipe won!</source>
        <extracomment>This player won the recipe card they covered.</extracomment>
        <translation>¡Receta ganada!</translation>
    </message>
    <message>
        <source>Not complete! You are out this round.</source>
        <extracomment>This player covered a recipe that was not complete.</extracomment>
        <translation>¡No está completada! Quedas fuera esta ronda.</translation>
    </message>
    <message>
        <source>Not complete! The other chef takes it.</source>
        <extracomment>Two players only: a mistake gives the covered card to the other player.</extracomment>
        <translation>¡No está completada! El otro chef se la lleva.</translation>
    </message>
    <message>
        <source>A tie: nobody takes it.</source>
        <extracomment>Two players covered the same card at the very same moment.</extracomment>
        <translation>Empate: nadie se la lleva.</translation>
    </message>
    <message>
        <source>Too late!</source>
        <extracomment>Someone else was faster.</extracomment>
        <translation>¡Demasiado tarde!</translation>
    </message>
    <message>
        <source>Out this round</source>
        <extracomment>A player who made a mistake waits for the next round.</extracomment>
        <translation>Fuera esta ronda</translation>
    </message>
    <message>
        <source>Wok!</source>
        <extracomment>The start signal, and the prompt to throw.
----------
This player does not throw (or has thrown) in this volley.</extracomment>
        <translation>¡Wok!</translation>
    </message>
    <message>
        <source>Wok! Flick!</source>
        <translation>¡Wok! ¡Lanza!</translation>
    </message>
    <message>
        <source>Watch the wok…</source>
        <extracomment>Tokens are still sliding.</extracomment>
        <translation>Mira el wok…</translation>
    </message>
    <message>
        <source>Complete? Cover it!</source>
        <extracomment>Claims are open.</extracomment>
        <translation>¿Completada? ¡Cúbrela!</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A seat played by a bot; %1 is its name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>%1 / 5</source>
        <extracomment>Recipe cards won out of the five needed to win; %1 is the count.</extracomment>
        <translation>%1 / 5</translation>
    </message>
    <message>
        <source>Pick a stack to turn over</source>
        <extracomment>The winner of a card picks which face-down stack to turn over next.</extracomment>
        <translation>Elige un montón para girar</translation>
    </message>
    <message>
        <source>A new recipe is being turned…</source>
        <extracomment>Another player is picking the stack to turn over.</extracomment>
        <translation>Se gira una nueva receta…</translation>
    </message>
</context>
<context>
    <name>RecipeCard</name>
    <message>
        <source>At least %1 %2</source>
        <extracomment>Recipe card: at least this many pictures of one ingredient in the wok; %1 number, %2 ingredient (plural).</extracomment>
        <translation>Al menos %1 %2</translation>
    </message>
    <message>
        <source>All five ingredients</source>
        <extracomment>Recipe card: every one of the five ingredients in the wok.</extracomment>
        <translation>Los cinco ingredientes</translation>
    </message>
    <message>
        <source>These four ingredients</source>
        <extracomment>Recipe card: the four ingredients pictured are all in the wok.</extracomment>
        <translation>Estos cuatro ingredientes</translation>
    </message>
    <message>
        <source>%1 tokens touching a card</source>
        <extracomment>Recipe card: this many tokens touch a recipe card of the wok.</extracomment>
        <translation>%1 fichas tocan una carta</translation>
    </message>
    <message>
        <source>%1 tokens touching a divider</source>
        <extracomment>Recipe card: this many tokens touch a divider of the wok.</extracomment>
        <translation>%1 fichas tocan un separador</translation>
    </message>
    <message>
        <source>%1 tokens in the middle, touching nothing</source>
        <extracomment>Recipe card: this many tokens in the wok touch neither cards nor dividers.</extracomment>
        <translation>%1 fichas en el centro, sin tocar nada</translation>
    </message>
    <message>
        <source>As many %1 as another ingredient</source>
        <extracomment>Recipe card: as many pictures of this ingredient as of some other single ingredient.</extracomment>
        <translation>Tantos %1 como otro ingrediente</translation>
    </message>
    <message>
        <source>As many %1 as %2</source>
        <extracomment>Recipe card: as many pictures of one ingredient as of another; %1 and %2 ingredients (plural).</extracomment>
        <translation>Tantos %1 como %2</translation>
    </message>
    <message>
        <source>Tokens showing %1, %2 and %3 %4</source>
        <extracomment>Recipe card: three tokens of one ingredient, showing these numbers of pictures; %4 the ingredient (plural), e.g. &quot;Tokens showing 2, 3 and 4 chilis&quot;.</extracomment>
        <translation>Fichas con %1, %2 y %3 %4</translation>
    </message>
</context>
<context>
    <name>RecipePicture</name>
    <message>
        <source>%1+</source>
        <extracomment>Recipe picture badge: at least this many, e.g. &quot;8+&quot;.</extracomment>
        <translation>%1+</translation>
    </message>
</context>
<context>
    <name>RoundResult</name>
    <message numerus="yes">
        <source>+%n favour(s)</source>
        <extracomment>A cook&apos;s favours won this round, big in their zone (&quot;+1 favour&quot;).</extracomment>
        <translation>
            <numerusform>+%n favor</numerusform>
            <numerusform>+%n favores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n favour(s)</source>
        <extracomment>A cook&apos;s favours lost this round, big in their zone (&quot;-1 favour&quot;).</extracomment>
        <translation>
            <numerusform>-%n favor</numerusform>
            <numerusform>-%n favores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules of the game</source>
        <extracomment>Accessible name of the &quot;?&quot; button on every game table that shows the rules.</extracomment>
        <translation>Reglas del juego</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules shown over a game&apos;s table; %1 is the game&apos;s title.</extracomment>
        <translation>Cómo jugar a %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Closes the rules shown over a game and goes back to the same game.</extracomment>
        <translation>Volver al juego</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules screen; %1 is the game&apos;s title.</extracomment>
        <translation>Cómo jugar a %1</translation>
    </message>
    <message>
        <source>Opening soon: this stall is still being built. Here is how the game will play.</source>
        <extracomment>On the rules of a game that cannot be played in the app yet.</extracomment>
        <translation>Abre pronto: este puesto aún se está montando. Así se jugará.</translation>
    </message>
</context>
<context>
    <name>ScoreBreakdown</name>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Trump bonus</source>
        <translation>Bonus de triunfo</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Blanqueo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round %1 of %2: scores</source>
        <translation>Ronda %1 de %2: puntuaciones</translation>
    </message>
    <message>
        <source>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</source>
        <translation>Cada baza +2, cada carta que quede en la mano −1. En cada puesto: más vendedores +5, segundo +2, y +1 más para ambos en el puesto de triunfo. Sin vendedores ni bazas: la mejor puntuación de la ronda (blanqueo).</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <extracomment>Button that returns to the previous screen.</extracomment>
        <translation>Atrás</translation>
    </message>
</context>
<context>
    <name>SeatChip</name>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot&apos;s name on its seat, e.g. &quot;Carmela (bot)&quot;.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Badge on the seat of this round&apos;s start player.</extracomment>
        <translation>Inicio</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>A seat&apos;s tip points, e.g. &quot;3 pts&quot; (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 · Served %2</source>
        <extracomment>Seat summary: cards in hand and served cards lying face down.</extracomment>
        <translation>Mano %1 · Servidas %2</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <extracomment>Seat type: a person plays this seat.</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <extracomment>Seat type: a bot plays this seat; %1 is its strength (Easy, Hard, ...).</extracomment>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>Accessible name of the text field holding a seat&apos;s player name.</extracomment>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Starts</source>
        <extracomment>Radio button on a seat: this player takes the first turn.</extracomment>
        <translation>Empieza</translation>
    </message>
    <message>
        <source>Avatar of %1</source>
        <extracomment>Accessible name of a seat&apos;s avatar button; %1 is the player&apos;s name.</extracomment>
        <translation>Avatar de %1</translation>
    </message>
</context>
<context>
    <name>SeatSetupModel</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat at the table; %1 is the seat number (1, 2, ...).</extracomment>
        <translation>Jugador %1</translation>
    </message>
</context>
<context>
    <name>SellerFigure</name>
    <message>
        <source>Seller of player %1</source>
        <extracomment>A player&apos;s seller figure at a stall; %1 is the player&apos;s seat number.</extracomment>
        <translation>Vendedor del jugador %1</translation>
    </message>
</context>
<context>
    <name>ServedRun</name>
    <message>
        <source>%1 serves!</source>
        <extracomment>Shown while a served run is on display; %1 is the player&apos;s name.</extracomment>
        <translation>¡%1 sirve!</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings screen.</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Velocidad de los bots</translation>
    </message>
    <message>
        <source>How long computer players wait before they move, so you can follow them.</source>
        <extracomment>Explains the bot speed setting.</extracomment>
        <translation>Cuánto esperan los jugadores del ordenador antes de mover, para que puedas seguirlos.</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Comfort</source>
        <extracomment>Settings section heading (sound and motion).</extracomment>
        <translation>Comodidad</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>Setting: play short sound cues.</extracomment>
        <translation>Efectos de sonido</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Setting: fewer and shorter animations.</extracomment>
        <translation>Reducir animaciones</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>Settings section heading (text size and contrast).</extracomment>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>Text size, on top of your device&apos;s own font size.</source>
        <extracomment>Explains the text size setting; it adds to the device&apos;s own font size.</extracomment>
        <translation>Tamaño del texto, además del tamaño de letra de tu dispositivo.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A text size option; %1 is the percentage (100, 120, 140, 160).
----------
The sound effects&apos; volume; %1 is the percentage.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Setting: darker text and outlines on white, for reading from afar.</extracomment>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Label of the sound effects&apos; volume slider.</extracomment>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Vibration</source>
        <extracomment>Setting: short vibrations when a card lands or a move is refused.</extracomment>
        <translation>Vibración</translation>
    </message>
    <message>
        <source>Your device asks for less motion, so it stays on.</source>
        <extracomment>Shown under Reduce motion when the device&apos;s own setting already asks for it.</extracomment>
        <translation>Tu dispositivo pide menos movimiento, así que sigue activado.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>Setting: speak the turn prompt and refusals aloud, for players who cannot read yet.</extracomment>
        <translation>Leer en voz alta</translation>
    </message>
    <message>
        <source>No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device&apos;s speech settings.</source>
        <extracomment>Under the read-aloud setting when the device has no voice for the app&apos;s language.</extracomment>
        <translation>Este dispositivo no tiene ninguna voz instalada para este idioma, así que no se puede leer nada en voz alta. Añade una en los ajustes de voz del dispositivo.</translation>
    </message>
    <message>
        <source>Read aloud is not available in this version of the app.</source>
        <extracomment>In the settings when this copy of the app was built without speech.</extracomment>
        <translation>La lectura en voz alta no está disponible en esta versión de la aplicación.</translation>
    </message>
</context>
<context>
    <name>SetupConversion</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <extracomment>A new game could not start: the setup the menu handed over is broken; %1 is the parser&apos;s own (English) reason.</extracomment>
        <translation>La configuración de la partida no es un JSON válido: %1</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <extracomment>Title of the setup screen; %1 is the game&apos;s title.</extracomment>
        <translation>Nueva partida: %1</translation>
    </message>
    <message>
        <source>Players (%1-%2)</source>
        <extracomment>Label of the player-count stepper; %1-%2 is the allowed range.</extracomment>
        <translation>Jugadores (%1-%2)</translation>
    </message>
    <message>
        <source>Fewer players</source>
        <extracomment>Accessible name of the button removing a seat.</extracomment>
        <translation>Menos jugadores</translation>
    </message>
    <message>
        <source>More players</source>
        <extracomment>Accessible name of the button adding a seat.</extracomment>
        <translation>Más jugadores</translation>
    </message>
    <message>
        <source>A solo game: just you against the clock of the draw pile.</source>
        <extracomment>Setup note for a one-player game.</extracomment>
        <translation>Un juego en solitario: tú contra el reloj del mazo de robo.</translation>
    </message>
    <message>
        <source>Every seat is played by a person passing the tablet around.</source>
        <extracomment>Setup note when a game has no computer players.</extracomment>
        <translation>Cada asiento lo juega una persona pasándose la tableta.</translation>
    </message>
    <message>
        <source>Tap a name to change it.</source>
        <extracomment>Setup footer hint.</extracomment>
        <translation>Toca un nombre para cambiarlo.</translation>
    </message>
    <message>
        <source>This stall is opening soon: its game is still being cooked.</source>
        <extracomment>Setup footer when the game cannot be played yet.</extracomment>
        <translation>Este puesto abre pronto: su juego aún se está cocinando.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on the setup screen that opens the game&apos;s rules.</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>Button that starts the game with the chosen seats.</extracomment>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <source>Our players</source>
        <extracomment>Heading over the family&apos;s players on the setup screen (tap one to seat them).</extracomment>
        <translation>Nuestros jugadores</translation>
    </message>
    <message>
        <source>Same players as last time</source>
        <extracomment>Setup button: the seats of the last game at this stall come back, bots included.</extracomment>
        <translation>Los mismos jugadores que la última vez</translation>
    </message>
</context>
<context>
    <name>StackChoice</name>
    <message>
        <source>Turn over: %1</source>
        <extracomment>A screen reader&apos;s name for a stack&apos;s back a winner may turn over; %1 its family.</extracomment>
        <translation>Dar la vuelta: %1</translation>
    </message>
</context>
<context>
    <name>StallCard</name>
    <message>
        <source>Solo game</source>
        <extracomment>Player count of a solo game.</extracomment>
        <translation>Juego en solitario</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>Player count of a game for exactly %1 players.</extracomment>
        <translation>Jugadores: %1</translation>
    </message>
    <message>
        <source>Players: %1-%2</source>
        <extracomment>Player count range of a game, e.g. &quot;Players: 3-5&quot;.</extracomment>
        <translation>Jugadores: %1-%2</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Button on a stall that opens the game&apos;s setup screen.</extracomment>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Opening soon</source>
        <extracomment>Badge on a stall whose game is not playable yet.</extracomment>
        <translation>Abre pronto</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on a stall that opens the game&apos;s rules.</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button on a stall that starts its guided first game (a short game with a coach).</extracomment>
        <translation>Aprender a jugar</translation>
    </message>
</context>
<context>
    <name>StallCatalog</name>
    <message>
        <source>Tindahan</source>
        <translation>Tindahan</translation>
    </message>
    <message>
        <source>Win fruit tricks or place sellers to rule the market stalls.</source>
        <translation>Gana bazas de fruta o coloca vendedores para dominar los puestos del mercado.</translation>
    </message>
    <message>
        <source>Komme gleich!</source>
        <translation>Komme gleich!</translation>
    </message>
    <message>
        <source>Match your hand to the row of orders and collect the tips.</source>
        <translation>Haz que tu mano coincida con la fila de pedidos y llévate las propinas.</translation>
    </message>
    <message>
        <source>Kandar Klash!</source>
        <translation>Kandar Klash!</translation>
    </message>
    <message>
        <source>Everyone at once: lay ingredient cards into the customer&apos;s dish.</source>
        <translation>Todos a la vez: coloca cartas de ingredientes para formar el plato del cliente.</translation>
    </message>
    <message>
        <source>Wok Up</source>
        <translation>Wok Up</translation>
    </message>
    <message>
        <source>Flick ingredients into the wok and slap the finished recipes first.</source>
        <translation>Lanza ingredientes al wok con el dedo y sé el primero en tocar las recetas completas.</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>Deliver every food order across Penang in as few steps as you can.</source>
        <translation>Entrega todos los pedidos de comida por Penang en el menor número de pasos posible.</translation>
    </message>
    <message>
        <source>A solo variant by Evan Cheah.</source>
        <translation>Una variante en solitario de Evan Cheah.</translation>
    </message>
    <message>
        <source>Played here from its rulebook.</source>
        <translation>Se juega aquí según su reglamento.</translation>
    </message>
    <message>
        <source>A card game by Uwe Rosenberg.</source>
        <translation>Un juego de cartas de Uwe Rosenberg.</translation>
    </message>
</context>
<context>
    <name>StallRow</name>
    <message>
        <source>T</source>
        <extracomment>Letter on the black trump token</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>Trump token</source>
        <translation>Ficha de triunfo</translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Trump · Led</source>
        <translation>Triunfo · Salida</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>Number of sellers a player has at a stall, e.g. &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Tap to make %1 trump</source>
        <extracomment>On a stall the leader may tap to move the trump token there</extracomment>
        <translation>Toca para hacer triunfo: %1</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Walking as %1</source>
        <extracomment>Who the player walks as; %1 is a character&apos;s name.</extracomment>
        <translation>Camina %1</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <extracomment>The game&apos;s name, shown before the walker is chosen.</extracomment>
        <translation>Kaki Lima: modo MCO</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>The score so far, shown big.</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Delivered %1 of 7</source>
        <extracomment>Orders delivered so far out of seven.</extracomment>
        <translation>Entregados: %1 de 7</translation>
    </message>
    <message>
        <source>Bag:</source>
        <extracomment>The orders the walker carries (two at most).</extracomment>
        <translation>Bolsa:</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>The walker&apos;s bag holds no order.</extracomment>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>Langkah cards left in the draw pile.</extracomment>
        <translation>Mazo: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <extracomment>The top card of the discard pile.</extracomment>
        <translation>Descarte: %1</translation>
    </message>
    <message>
        <source>Steps: −%1</source>
        <extracomment>Steps spent so far (they are taken off the score).</extracomment>
        <translation>Pasos: −%1</translation>
    </message>
    <message>
        <source>Clearing tokens</source>
        <extracomment>Title of the clearing-token scoreboard.</extracomment>
        <translation>Fichas de limpieza</translation>
    </message>
    <message>
        <source>No steps walked yet</source>
        <extracomment>Before the first walk: no steps are taken off the score yet.</extracomment>
        <translation>Aún sin pasos</translation>
    </message>
</context>
<context>
    <name>TakeBackButtons</name>
    <message>
        <source>Take back</source>
        <extracomment>Button shown for a moment after a move: undo it before the tablet passes on.</extracomment>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Pass on</source>
        <extracomment>Button shown for a moment after a move: keep it and pass the tablet now.</extracomment>
        <translation>Confirmar</translation>
    </message>
</context>
<context>
    <name>TakeChooser</name>
    <message>
        <source>Which orders do you pick up?</source>
        <extracomment>At a food stall: choose the orders to pick up.</extracomment>
        <translation>¿Qué pedidos recoges?</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Go back to choosing where to walk.</extracomment>
        <translation>Volver</translation>
    </message>
</context>
<context>
    <name>TindahanGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.</source>
        <translation>Estas son tus cartas de fruta. En cada baza todos juegan una carta, y la mejor carta se lleva la baza.</translation>
    </message>
    <message>
        <source>The trump token stands on the bananas stall: bananas beat every other fruit.</source>
        <translation>La ficha de triunfo está en el puesto de las bananas: las bananas ganan a cualquier otra fruta.</translation>
    </message>
    <message>
        <source>You lead the first trick. Tap your 10 of durians: only a banana could beat it.</source>
        <translation>Tú abres la primera baza. Toca tu 10 de durianes: solo una banana podría ganarle.</translation>
    </message>
    <message>
        <source>Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.</source>
        <translation>Mira a los bots. En lugar de jugar una carta, un jugador puede colocar un vendedor en el puesto de la fruta de salida.</translation>
    </message>
    <message>
        <source>You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.</source>
        <translation>Te has llevado la baza: 2 puntos al final de la ronda. Quien gana una baza abre la siguiente.</translation>
    </message>
    <message>
        <source>A leader may move the trump token instead of playing a card. Tap Move trump.</source>
        <translation>Quien abre puede mover la ficha de triunfo en lugar de jugar una carta. Toca Mover triunfo.</translation>
    </message>
    <message>
        <source>Tap the durians stall: from now on durians are trumps.</source>
        <translation>Toca el puesto de los durianes: desde ahora los durianes son triunfo.</translation>
    </message>
    <message>
        <source>After a trump move the next player must play a card, and its fruit is led.</source>
        <translation>Tras mover el triunfo, el siguiente jugador debe jugar una carta, y su fruta es la de salida.</translation>
    </message>
    <message>
        <source>At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.</source>
        <translation>Al final de la ronda, quien tiene más vendedores en un puesto suma 5, el segundo 2, y 1 más en el puesto del triunfo. Cada carta que te quede en la mano resta 1.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ben</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ben</translation>
    </message>
    <message>
        <source>Ana leads durians. You have durians, so you must follow suit: tap your 1 of durians when it is your turn.</source>
        <translation>Ana sale con durianes. Tienes durianes, así que debes seguir el palo: toca tu 1 de durianes cuando sea tu turno.</translation>
    </message>
    <message>
        <source>You cannot beat Ana&apos;s card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.</source>
        <translation>No puedes ganar a la carta de Ana. Coloca mejor un vendedor en el puesto de los durianes: toca Colocar vendedor cuando sea tu turno.</translation>
    </message>
</context>
<context>
    <name>TindahanRefusal</name>
    <message>
        <source>bananas</source>
        <translation>bananas</translation>
    </message>
    <message>
        <source>durians</source>
        <translation>durianes</translation>
    </message>
    <message>
        <source>mangosteens</source>
        <translation>mangostanes</translation>
    </message>
    <message>
        <source>rambutans</source>
        <translation>rambutanes</translation>
    </message>
    <message>
        <source>pineapples</source>
        <translation>piñas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The leader cannot place a seller.</source>
        <translation>Quien sale no puede colocar un vendedor.</translation>
    </message>
    <message>
        <source>After a trump move you must play a card.</source>
        <translation>Después de mover el triunfo debes jugar una carta.</translation>
    </message>
    <message>
        <source>You have no sellers left.</source>
        <translation>No te quedan vendedores.</translation>
    </message>
    <message>
        <source>Only the leader can move the trump token.</source>
        <translation>Solo quien sale puede mover la ficha de triunfo.</translation>
    </message>
    <message>
        <source>That stall is not in this game.</source>
        <translation>Ese puesto no está en esta partida.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <extracomment>%1 is the fruit that was led, e.g. &quot;bananas&quot;</extracomment>
        <translation>Debes jugar %1.</translation>
    </message>
    <message>
        <source>The trump token is already on the %1 stall.</source>
        <extracomment>%1 is a fruit, e.g. &quot;bananas&quot;</extracomment>
        <translation>La ficha de triunfo ya está en el puesto de %1.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>No tienes esa carta.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
</context>
<context>
    <name>TindahanRuleDiagramTrick</name>
    <message>
        <source>A durian is led and a higher one follows, but the trump banana wins the trick.</source>
        <extracomment>Caption of the picture of a trick on the Tindahan rules page.</extracomment>
        <translation>Se sale con un durián y otro más alto lo sigue, pero la banana de triunfo gana la baza.</translation>
    </message>
</context>
<context>
    <name>TindahanRules</name>
    <message>
        <source>Aim</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</source>
        <translation>Gana bazas de fruta y coloca vendedores en los puestos del mercado. Cuando cada jugador ha empezado una ronda, gana quien tenga más puntos.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</source>
        <translation>Las cartas de fruta van del 1 al 10 en cinco frutas. Con 4 jugadores se quita una fruta y con 3, dos; los plátanos siempre se quedan. Los plátanos empiezan como triunfo.</translation>
    </message>
    <message>
        <source>Everyone gets 10 cards and 9 sellers for the round.</source>
        <translation>Cada uno recibe 10 cartas y 9 vendedores para la ronda.</translation>
    </message>
    <message>
        <source>A trick</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Una baza</translation>
    </message>
    <message>
        <source>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</source>
        <translation>Quien sale juega una carta o mueve el marcador de triunfo a otro puesto; entonces el siguiente jugador debe jugar una carta, y la fruta de esa carta es la de salida.</translation>
    </message>
    <message>
        <source>Everyone else follows the led fruit if they can, or plays any card if they cannot.</source>
        <translation>Los demás siguen la fruta de salida si pueden; si no, juegan cualquier carta.</translation>
    </message>
    <message>
        <source>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</source>
        <translation>En lugar de jugar, un jugador puede colocar un vendedor en el puesto de la fruta de salida, salvo quien sale y quien debe jugar tras mover el triunfo.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</source>
        <translation>Gana la baza el triunfo más alto; si no hay, la carta más alta de la fruta de salida. Quien gana sale a continuación.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</source>
        <translation>La ronda termina cuando alguien se queda sin cartas y se gana la baza. Cada baza vale +2 y cada carta que quede en la mano, -1.</translation>
    </message>
    <message>
        <source>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</source>
        <translation>En cada puesto, quien tenga más vendedores gana +5 y el segundo +2; en el puesto de triunfo ambos ganan +1 más. Los empatados se reparten los puntos, redondeando hacia abajo.</translation>
    </message>
    <message>
        <source>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</source>
        <translation>Blanqueo: un jugador sin vendedores colocados ni bazas ganadas puntúa tanto como el mejor jugador de la ronda.</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Final</translation>
    </message>
    <message>
        <source>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</source>
        <translation>Jugad una ronda por jugador, para que todos empiecen una vez. Gana el total más alto; los empates comparten la victoria.</translation>
    </message>
    <message>
        <source>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</source>
        <translation>Con 4 jugadores se quitan las piñas; con 3 jugadores, los rambutanes y las piñas.</translation>
    </message>
    <message>
        <source>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</source>
        <translation>Cada ronda empieza de nuevo con los plátanos como triunfo, y cada jugador recupera sus 9 vendedores.</translation>
    </message>
    <message>
        <source>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</source>
        <translation>Tras mover el triunfo aún no se ha salido con nada, así que el siguiente jugador puede jugar cualquier carta. El marcador debe ir a otro puesto.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Cómo lo juega la aplicación</translation>
    </message>
    <message>
        <source>A tie for first place shares the first and second place points, rounded down, and nobody scores second.</source>
        <translation>Un empate en el primer puesto reparte los puntos del primer y del segundo puesto, redondeando hacia abajo, y nadie puntúa el segundo.</translation>
    </message>
    <message>
        <source>The trump bonus goes to the stall where the marker stands when the round ends.</source>
        <translation>La bonificación de triunfo va al puesto donde está el marcador al acabar la ronda.</translation>
    </message>
    <message>
        <source>A shutout player scores the round&apos;s top total, their own included.</source>
        <translation>Un jugador con blanqueo puntúa el mejor total de la ronda, incluido el suyo.</translation>
    </message>
    <message>
        <source>Each round starts one seat to the left of the last one.</source>
        <translation>Cada ronda empieza un asiento a la izquierda de la anterior.</translation>
    </message>
    <message>
        <source>You may take back your own last step while no one else has acted.</source>
        <translation>Puedes deshacer tu último paso mientras nadie más haya jugado.</translation>
    </message>
</context>
<context>
    <name>TindahanScreen</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Tap a stall to move the trump token there.</source>
        <translation>Toca un puesto para mover allí la ficha de triunfo.</translation>
    </message>
    <message>
        <source>Your lead: play a card or move the trump token.</source>
        <translation>Sales tú: juega una carta o mueve la ficha de triunfo.</translation>
    </message>
    <message>
        <source>Your turn: play a card or place a seller on the %1 stall.</source>
        <translation>Tu turno: juega una carta o coloca un vendedor en el puesto de %1.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Tu turno: juega una carta.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 está eligiendo…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Le toca a %1.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Tindahan · Round %1 of %2</source>
        <translation>Tindahan · Ronda %1 de %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Place a seller</source>
        <translation>Colocar vendedor</translation>
    </message>
    <message>
        <source>Move trump</source>
        <translation>Mover triunfo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after a player&apos;s move, before the tablet passes on.</extracomment>
        <translation>¿Cambiaste de idea? Retira tu jugada ahora; el turno pasa en un momento.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3 and won the trick.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 jugó el %2 de %3 y ganó la baza.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 jugó el %2 de %3.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <extracomment>Hand-off recap, after a step that finished a trick: %1 the player who took it.</extracomment>
        <translation>%1 ganó la baza.</translation>
    </message>
    <message>
        <source>%1 placed a seller on %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the seller went to.</extracomment>
        <translation>%1 colocó un vendedor en el puesto de %2.</translation>
    </message>
    <message>
        <source>%1 moved the trump token to %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the trump token went to.</extracomment>
        <translation>%1 movió la ficha de triunfo al puesto de %2.</translation>
    </message>
</context>
<context>
    <name>TindahanStyle</name>
    <message>
        <source>Bananas</source>
        <translation>Bananas</translation>
    </message>
    <message>
        <source>Durians</source>
        <translation>Durianes</translation>
    </message>
    <message>
        <source>Mangosteens</source>
        <translation>Mangostanes</translation>
    </message>
    <message>
        <source>Rambutans</source>
        <translation>Rambutanes</translation>
    </message>
    <message>
        <source>Pineapples</source>
        <translation>Piñas</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Card letter for bananas</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Card letter for durians</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>M</source>
        <extracomment>Card letter for mangosteens</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Card letter for rambutans</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Card letter for pineapples</extracomment>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>TipBurst</name>
    <message>
        <source>Tip for %1!</source>
        <extracomment>Celebration when a player scores a tip; %1 is the name.</extracomment>
        <translation>¡Propina para %1!</translation>
    </message>
</context>
<context>
    <name>TipRanking</name>
    <message>
        <source>The tips left could not pay the last tip.</source>
        <extracomment>Final screen: why the game ended (the tips left could not pay / the last tip card was taken).</extracomment>
        <translation>Las propinas restantes no alcanzaban para pagar la última.</translation>
    </message>
    <message>
        <source>The last tip card has been taken.</source>
        <translation>Se ha cogido la última carta de propina.</translation>
    </message>
    <message numerus="yes">
        <source>%n served</source>
        <extracomment>Final ranking: served cards lying face down (the tie-break).</extracomment>
        <translation>
            <numerusform>%n servida</numerusform>
            <numerusform>%n servidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>Final ranking: a player&apos;s tip points (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Placed a seller</source>
        <translation>Colocó un vendedor</translation>
    </message>
    <message>
        <source>Moved trump</source>
        <translation>Movió el triunfo</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
</context>
<context>
    <name>WalkerPicker</name>
    <message>
        <source>Who walks today?</source>
        <extracomment>Title of the walker choice at the start of Kaki Lima.</extracomment>
        <translation>¿Quién camina hoy?</translation>
    </message>
    <message>
        <source>Your own order stays at home: deliver the other seven before the Langkah cards run out.</source>
        <extracomment>Under the walker choice.</extracomment>
        <translation>Tu propio pedido se queda en casa: entrega los otros siete antes de que se acaben las cartas Langkah.</translation>
    </message>
    <message>
        <source>House %1</source>
        <extracomment>Where a character lives; %1 is a square such as C1.</extracomment>
        <translation>Casa %1</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Back to the food court menu, before the game starts.</extracomment>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Surprise me</source>
        <extracomment>Let the game pick the walker at random.</extracomment>
        <translation>Sorpréndeme</translation>
    </message>
</context>
<context>
    <name>WokUpGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>After &quot;Wok!&quot;, flick your token from your edge: slide your finger quickly towards the wok and let go.</source>
        <translation>Tras «¡Wok!», lanza tu ficha desde tu borde: desliza el dedo rápido hacia el wok y suelta.</translation>
    </message>
    <message>
        <source>The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.</source>
        <translation>El primer toque gana la carta. Cubrir una que no está completada es un error: en partidas de 2, la gana el otro jugador.</translation>
    </message>
    <message>
        <source>As the winner, choose which stack to turn over for a new recipe.</source>
        <translation>Como ganador, elige qué montón girar para una receta nueva.</translation>
    </message>
    <message>
        <source>Wok&apos;up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.</source>
        <translation>¡Wok&apos;up!: cuando haya 10 dibujos o más del mismo ingrediente en el wok, pulsa aquí y luego la receta que quieras.</translation>
    </message>
    <message>
        <source>The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!</source>
        <translation>Las fichas vuelven a las pilas y empieza la siguiente ronda de lanzamientos. ¡Quien consiga primero cinco recetas es Gran Maestro del Wok!</translation>
    </message>
    <message>
        <source>%1 flicks a token.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 lanza una ficha.</translation>
    </message>
    <message>
        <source>%1 covers a recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 cubre una receta.</translation>
    </message>
    <message>
        <source>%1 shouts Wok&apos;up!</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>¡%1 grita Wok&apos;up!</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up: it claims nothing this time.</extracomment>
        <translation>%1 pasa.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 gira una receta nueva.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana flicks hers. Wait until the tokens stop sliding.</source>
        <translation>Ana lanza la suya. Espera a que las fichas dejen de deslizarse.</translation>
    </message>
    <message>
        <source>Ana&apos;s token shows five chilies: &quot;at least 5 chili&quot; is complete. Press it on your pad, quickly!</source>
        <translation>La ficha de Ana muestra cinco chiles: «al menos 5 chiles» está completada. ¡Púlsala en tu panel, rápido!</translation>
    </message>
    <message>
        <source>Flick tokens into the wok in the middle.</source>
        <translation>Lanza fichas al wok del centro.</translation>
    </message>
    <message>
        <source>What the tokens show completes the recipes around the wok.</source>
        <translation>Lo que muestran las fichas completa las recetas alrededor del wok.</translation>
    </message>
</context>
<context>
    <name>WokUpRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Ese puesto no existe en esta mesa.</translation>
    </message>
    <message>
        <source>Wait for the signal: Wok!</source>
        <extracomment>A player flicked before the start signal (&quot;Wok!&quot;).</extracomment>
        <translation>Espera la señal: ¡Wok!</translation>
    </message>
    <message>
        <source>That came before the claims opened.</source>
        <extracomment>A claim stamped before the claim window opened.</extracomment>
        <translation>Eso llegó antes de que se abrieran las reclamaciones.</translation>
    </message>
    <message>
        <source>That token is not on the table.</source>
        <extracomment>A throw would push a token that is not in the wok.</extracomment>
        <translation>Esa ficha no está en la mesa.</translation>
    </message>
    <message>
        <source>A token cannot be moved twice in one throw.</source>
        <extracomment>A throw would push the same token twice.</extracomment>
        <translation>Una ficha no puede moverse dos veces en un lanzamiento.</translation>
    </message>
    <message>
        <source>A token would rest off the table.</source>
        <extracomment>A throw would leave a token off the table.</extracomment>
        <translation>Una ficha quedaría fuera de la mesa.</translation>
    </message>
    <message>
        <source>Two tokens would rest on top of each other.</source>
        <extracomment>A throw would leave two tokens on top of each other.</extracomment>
        <translation>Dos fichas quedarían una encima de otra.</translation>
    </message>
    <message>
        <source>This volley has already been thrown.</source>
        <extracomment>A player flicked after everyone had thrown.</extracomment>
        <translation>Esta tanda ya se ha lanzado.</translation>
    </message>
    <message>
        <source>You do not throw in this volley.</source>
        <extracomment>A player tried to throw a second token, or is not throwing in this volley.</extracomment>
        <translation>No lanzas en esta tanda.</translation>
    </message>
    <message>
        <source>Claims open when the wok has settled.</source>
        <extracomment>A player pressed a recipe before the tokens came to rest.</extracomment>
        <translation>Se puede cubrir cuando el wok esté quieto.</translation>
    </message>
    <message>
        <source>You are out of this round after a mistake.</source>
        <extracomment>A player who made a mistake pressed again in the same round.</extracomment>
        <translation>Estás fuera de esta ronda tras un error.</translation>
    </message>
    <message>
        <source>You have already claimed after this volley.</source>
        <extracomment>A player pressed again after claiming in this window.</extracomment>
        <translation>Ya has reclamado tras esta tanda.</translation>
    </message>
    <message>
        <source>That recipe is not face up.</source>
        <extracomment>A player pressed a recipe card that is not face up.</extracomment>
        <translation>Esa receta no está boca arriba.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <extracomment>A player acted while no game is on the table.</extracomment>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>A player touched the table while the game is paused.</extracomment>
        <translation>La partida está en pausa.</translation>
    </message>
    <message>
        <source>Nobody plays that seat by hand.</source>
        <extracomment>A flick or a press on a seat no human plays.</extracomment>
        <translation>Nadie juega a mano en ese puesto.</translation>
    </message>
    <message>
        <source>You have no stack to turn over now.</source>
        <extracomment>Someone other than the winner, or nobody&apos;s turn, tapped a stack to turn over.</extracomment>
        <translation>Ahora no tienes ningún montón que girar.</translation>
    </message>
    <message>
        <source>Turn over another face-down stack.</source>
        <extracomment>The winner tapped the stack of the card just won, or one already face up.</extracomment>
        <translation>Gira otro montón boca abajo.</translation>
    </message>
</context>
<context>
    <name>WokUpRuleDiagramDivider</name>
    <message>
        <source>The two tokens touching the divider count for this card; the third does not.</source>
        <extracomment>Caption of the Wok Up rules picture: a divider with tokens touching it.</extracomment>
        <translation>Las dos fichas que tocan el separador cuentan para esta carta; la tercera no.</translation>
    </message>
</context>
<context>
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Una ronda</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Solo cuentan las fichas dentro del wok o que tocan una carta o un separador.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Tras ganar una carta</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Be the first chef to win five Recipe cards and become Grand Master of the Wok.</source>
        <translation>Sé el primer chef en conseguir cinco cartas de receta y conviértete en Gran Maestro del Wok.</translation>
    </message>
    <message>
        <source>Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.</source>
        <translation>Cinco mazos de cartas de receta, con un separador entre cada uno, forman un pentágono: el wok. Tres cartas de receta están boca arriba. Las 25 fichas de ingrediente (chile, champiñón, pescado, carne, brócoli; de 1 a 5 dibujos por cara) se reparten en pilas que nadie mira.</translation>
    </message>
    <message>
        <source>After &quot;3, 2, 1, Wok!&quot;, flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.</source>
        <translation>Tras «3, 2, 1, ¡Wok!», lanza la ficha de arriba de tu pila desde tu borde hacia el wok: cuentan la velocidad y la dirección de tu dedo. Las fichas giran, se deslizan y chocan entre sí. ¿Demasiado lento? La mesa lanza por ti.</translation>
    </message>
    <message>
        <source>Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.</source>
        <translation>Cuando todas las fichas se detengan, cubre una carta de receta completada pulsándola en tu panel. El primer toque gana la carta; quienes pulsen a la vez cartas distintas ganan cada uno la suya. Pulsa dos cartas a la vez para reclamar ambas.</translation>
    </message>
    <message>
        <source>No Recipe card complete? After a few seconds everyone throws another token.</source>
        <translation>¿Ninguna carta de receta completada? Tras unos segundos, todos lanzan otra ficha.</translation>
    </message>
    <message>
        <source>Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.</source>
        <translation>Si cubres una carta de receta que no está completada, tu panel se vuelve gris hasta que alguien gane la siguiente carta. En partidas de 2, tu oponente gana la carta que cubriste.</translation>
    </message>
    <message>
        <source>When one ingredient shows ten or more pictures in the Wok, press Wok&apos;up!, then the face-up Recipe card you want.</source>
        <translation>Cuando haya al menos 10 dibujos del mismo ingrediente en el wok, pulsa ¡Wok&apos;up! y luego la carta de receta boca arriba que elijas.</translation>
    </message>
    <message>
        <source>Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.</source>
        <translation>Se da la vuelta a otra carta de receta y las fichas vuelven bajo las pilas. Con 5 o 6 personas, solo la mitad lanza en cada tanda.</translation>
    </message>
    <message>
        <source>The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.</source>
        <translation>Quien consiga primero cinco cartas de receta es Gran Maestro del Wok; si se ganan quintas cartas en el mismo instante, se comparte la victoria.</translation>
    </message>
    <message>
        <source>The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.</source>
        <translation>Quien gana elige qué montón girar, por la familia que muestra el dorso: cualquier montón boca abajo salvo aquel del que salió la carta ganada.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Cómo lo juega la aplicación</translation>
    </message>
    <message>
        <source>Equality cards need at least one of each named ingredient, so an empty wok never completes them.</source>
        <translation>Las cartas de igualdad necesitan al menos uno de cada ingrediente nombrado, así que un wok vacío nunca las completa.</translation>
    </message>
    <message>
        <source>A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.</source>
        <translation>Una carta cubierta por dos jugadores en el mismo milisegundo no es para ninguno; un toque posterior aún puede ganarla.</translation>
    </message>
    <message>
        <source>Covering two cards at once is a mistake if either one is not complete. A wrong Wok&apos;up! gives nothing to the other player.</source>
        <translation>Cubrir dos cartas a la vez es un error si alguna no está completada. Un ¡Wok&apos;up! equivocado no da nada al otro jugador.</translation>
    </message>
    <message>
        <source>The winner does not choose the next card: a face-down stack is turned at random.</source>
        <translation>El ganador no elige la carta siguiente: se gira al azar un mazo boca abajo.</translation>
    </message>
    <message>
        <source>The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.</source>
        <translation>Las fichas lanzadas se reparten de una en una bajo los montones más pequeños. Nadie ve dentro de los montones, ni siquiera su dueño.</translation>
    </message>
    <message>
        <source>A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.</source>
        <translation>Quien no haya lanzado en 6 segundos recibe un lanzamiento recto; quien no haya pulsado en 5 segundos pasa.</translation>
    </message>
</context>
<context>
    <name>WokUpScreen</name>
    <message>
        <source>Menu</source>
        <extracomment>Leaves the table for the food court menu (the game is saved).</extracomment>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>The round number in the corner of the table.</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Under the winner&apos;s name(s) at the end of the game.</extracomment>
        <translation>¡Gran Maestro del Wok!</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Title of the panel shown when the back key stops a round.</extracomment>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Button that carries on with the stopped round.</extracomment>
        <translation>Continuar</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>The score of a player at the end of Wok Up: recipe cards won (&quot;1 card&quot; for one).</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok!</source>
        <extracomment>The start signal shown big in the middle of the wok after &quot;3, 2, 1&quot;.</extracomment>
        <translation>¡Wok!</translation>
    </message>
    <message>
        <source>Wok! Flick your tokens into the wok.</source>
        <extracomment>Read aloud at the signal: everyone throws.</extracomment>
        <translation>¡Wok! Lanza tus fichas al wok.</translation>
    </message>
    <message>
        <source>Claim now: press a recipe the wok completes.</source>
        <extracomment>Read aloud when the tokens have settled and recipes may be claimed.</extracomment>
        <translation>¡Ahora! Pulsa una receta que el wok complete.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>Read aloud while a winner picks the stack to turn over; %1 is their name.</extracomment>
        <translation>%1 da la vuelta a una receta nueva.</translation>
    </message>
    <message>
        <source>%1 wins a recipe card!</source>
        <extracomment>Read aloud when a player wins a recipe card; %1 is their name.</extracomment>
        <translation>¡%1 gana una carta de receta!</translation>
    </message>
</context>
<context>
    <name>WokUpStyle</name>
    <message>
        <source>chilis</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;at least 5 chilis&quot;).</extracomment>
        <translation>chiles</translation>
    </message>
    <message>
        <source>mushrooms</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>champiñones</translation>
    </message>
    <message>
        <source>fish</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>pescados</translation>
    </message>
    <message>
        <source>meat</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of meat).</extracomment>
        <translation>carne</translation>
    </message>
    <message>
        <source>broccoli</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of broccoli).</extracomment>
        <translation>brócolis</translation>
    </message>
    <message>
        <source>Tokens</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for tokens showing given counts.</extracomment>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Quantity</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for an amount of one ingredient.</extracomment>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Variety</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for several kinds of ingredient.</extracomment>
        <translation>Variedad</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking where tokens lie in the wok.</extracomment>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Equality</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for equal amounts.</extracomment>
        <translation>Igualdad</translation>
    </message>
</context>
<context>
    <name>fc::kakilima_ui::KakiLimaTable</name>
    <message>
        <source>No game is in progress.</source>
        <extracomment>Refusal: no game to play again.</extracomment>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>Choose a Langkah card from your hand first.</source>
        <extracomment>Refusal: the map or the swap was tapped before choosing a card.</extracomment>
        <translation>Primero elige una carta Langkah de tu mano.</translation>
    </message>
    <message>
        <source>There are no orders to choose now.</source>
        <extracomment>Refusal: orders are chosen only when a walk ends at a food stall.</extracomment>
        <translation>Ahora no hay pedidos que elegir.</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <translation>No coger nada</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Coger lo de %1</translation>
    </message>
</context>
<context>
    <name>fc::kandarklash_ui::KandarKlashTable</name>
    <message>
        <source>Drag a card onto your mat; tap it to turn it, Flip shows its other side.</source>
        <extracomment>Hint lines: what a Kandar Klash! cook may do now.</extracomment>
        <translation>Arrastra una carta a tu tapete; tócala para girarla, Voltear muestra su otra cara.</translation>
    </message>
    <message>
        <source>Drag a card off the mat to take it back.</source>
        <translation>Arrastra una carta fuera del tapete para recuperarla.</translation>
    </message>
    <message>
        <source>Press Siap! as soon as your mat shows the dish.</source>
        <translation>Pulsa ¡Siap! en cuanto tu tapete muestre el plato.</translation>
    </message>
    <message>
        <source>You finished last: lay your ketchup on a red ring.</source>
        <translation>Has acabado el último: pon tu kétchup en un anillo rojo.</translation>
    </message>
    <message>
        <source>Next: the marked card, laid over the others as the outline on your mat shows.</source>
        <extracomment>Hint line: the next card for the dish; the mat shows it in its place.</extracomment>
        <translation>Siguiente: la carta marcada, encima de las demás como muestra el contorno en tu tapete.</translation>
    </message>
    <message>
        <source>Next: the marked card, slid under the others as the outline on your mat shows.</source>
        <translation>Siguiente: la carta marcada, deslizada debajo de las demás como muestra el contorno en tu tapete.</translation>
    </message>
    <message>
        <source>First take the marked card back: the dish does not need it there.</source>
        <extracomment>Hint line: a card on the mat that the dish does not need there.</extracomment>
        <translation>Primero recupera la carta marcada: el plato no la necesita ahí.</translation>
    </message>
    <message>
        <source>Your mat shows the dish: press Siap!</source>
        <extracomment>Hint line: the mat already shows the dish.</extracomment>
        <translation>Tu tapete muestra el plato: pulsa ¡Siap!</translation>
    </message>
    <message>
        <source>For example the marked ring.</source>
        <extracomment>Hint line: one of the red rings where the ketchup may go, marked.</extracomment>
        <translation>Por ejemplo, el anillo marcado.</translation>
    </message>
</context>
<context>
    <name>fc::kommegleich_ui::KommeGleichTable</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Refusal when a card is touched while another player is to act.</extracomment>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Your %1 does not match the %2 order.</source>
        <extracomment>A serve is refused: %1 is the hand card&apos;s dish, %2 the order&apos;s dish (e.g. &quot;Your salad does not match the lobster order.&quot;).</extracomment>
        <translation>Tu carta de %1 no coincide con el pedido de %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 roba una carta.</translation>
    </message>
    <message>
        <source>%1 puts the new card into the hand.</source>
        <translation>%1 pone la carta nueva en su mano.</translation>
    </message>
    <message>
        <source>%1 covers order %2.</source>
        <extracomment>Narration: %2 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>%1 tapa el pedido %2.</translation>
    </message>
    <message>
        <source>%1 moves a card in the hand.</source>
        <translation>%1 mueve una carta de su mano.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 descarta una carta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %n cards!</source>
        <extracomment>Narration: %1 is a name; %n the number of cards served.</extracomment>
        <translation>
            <numerusform>¡%1 sirve %n carta!</numerusform>
            <numerusform>¡%1 sirve %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termina su turno.</translation>
    </message>
    <message>
        <source>Draw a card from the pile.</source>
        <extracomment>Hint lines: the kinds of step allowed now in Komme gleich!.</extracomment>
        <translation>Roba una carta del mazo.</translation>
    </message>
    <message>
        <source>Or move one card to another place in your hand.</source>
        <translation>O mueve una carta a otro sitio de tu mano.</translation>
    </message>
    <message>
        <source>Put your new card anywhere in your hand.</source>
        <translation>Pon tu carta nueva donde quieras de tu mano.</translation>
    </message>
    <message>
        <source>Cover one order with a card from your hand.</source>
        <translation>Cubre un pedido con una carta de tu mano.</translation>
    </message>
    <message>
        <source>Discard one card.</source>
        <translation>Descarta una carta.</translation>
    </message>
    <message>
        <source>Serve a run of 3 or more cards onto matching orders.</source>
        <translation>Sirve una serie de 3 cartas o más sobre los pedidos que coincidan.</translation>
    </message>
    <message>
        <source>Or end your turn.</source>
        <translation>O termina tu turno.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Termina tu turno.</translation>
    </message>
    <message numerus="yes">
        <source>Your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Tu serie más larga: %n carta, marcada en tu mano y en los pedidos.</numerusform>
            <numerusform>Tu serie más larga: %n cartas, marcadas en tu mano y en los pedidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep together your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Mantén junta tu serie más larga: %n carta, marcada en tu mano y en los pedidos.</numerusform>
            <numerusform>Mantén junta tu serie más larga: %n cartas, marcadas en tu mano y en los pedidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run matches the orders this time.</source>
        <extracomment>Hint line: no run of the hand matches the orders.</extracomment>
        <translation>Esta vez ninguna serie coincide con los pedidos.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <extracomment>Narration of the one human player&apos;s own step (the others are bots).</extracomment>
        <translation>Robas una carta.</translation>
    </message>
    <message>
        <source>You put the new card into your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: the drawn card goes into the hand.</extracomment>
        <translation>Pones la carta nueva en tu mano.</translation>
    </message>
    <message>
        <source>You cover order %1.</source>
        <extracomment>Narration of the one human player&apos;s own step: %1 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>Tapas el pedido %1.</translation>
    </message>
    <message>
        <source>You move a card in your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: a card changes its place in the hand.</extracomment>
        <translation>Mueves una carta de tu mano.</translation>
    </message>
    <message>
        <source>You discard a card.</source>
        <extracomment>Narration of the one human player&apos;s own step: a hand card goes to the discard pile.</extracomment>
        <translation>Descartas una carta.</translation>
    </message>
    <message numerus="yes">
        <source>You serve %n cards!</source>
        <extracomment>Narration of the one human player&apos;s own step: %n the number of cards served.</extracomment>
        <translation>
            <numerusform>¡Sirves %n carta!</numerusform>
            <numerusform>¡Sirves %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>You end your turn.</source>
        <extracomment>Narration of the one human player&apos;s own step: their turn is over.</extracomment>
        <translation>Terminas tu turno.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>There is no such stall.</source>
        <translation>Ese puesto no existe.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <source>Play a card from your hand (the ones not greyed out).</source>
        <extracomment>Hint line: a kind of move allowed now.</extracomment>
        <translation>Juega una carta de tu mano (las que no están en gris).</translation>
    </message>
    <message>
        <source>Or place a seller on the stall of the fruit that was led.</source>
        <extracomment>Hint line: instead of a card, a seller may go to the stall of the fruit led.</extracomment>
        <translation>O pon un vendedor en el puesto de la fruta que se ha salido.</translation>
    </message>
    <message>
        <source>Or move the trump token to another stall, then lead a card.</source>
        <extracomment>Hint line: the leader may move the trump token before leading.</extracomment>
        <translation>O mueve la ficha de triunfo a otro puesto y luego sal con una carta.</translation>
    </message>
    <message>
        <source>For example the %1 of %2, marked in your hand.</source>
        <extracomment>Hint line: the card shown as an example; %1 its value, %2 its fruit (&quot;bananas&quot;).</extracomment>
        <translation>Por ejemplo, el %1 de %2, marcado en tu mano.</translation>
    </message>
    <message>
        <source>For example place a seller on the %1 stall, marked on the table: none of your cards takes this trick, and your sellers can still score there.</source>
        <extracomment>Hint line: the seller shown as the example; %1 the stall&apos;s fruit (&quot;durians&quot;).</extracomment>
        <translation>Por ejemplo coloca un vendedor en el puesto de %1, marcado en la mesa: ninguna de tus cartas gana esta baza, y tus vendedores aún pueden puntuar allí.</translation>
    </message>
</context>
<context>
    <name>fc::wokup_ui::WokUpTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Name of a seat the setup left unnamed; %1 is its number.</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Flick your tokens from your edge into the wok.</source>
        <extracomment>Hint line in Wok Up while the tokens are thrown.</extracomment>
        <translation>Lanza tus fichas desde tu borde hasta el wok.</translation>
    </message>
    <message>
        <source>Press a recipe card that the wok completes to win it.</source>
        <extracomment>Hint line in Wok Up while claims are open.</extracomment>
        <translation>Pulsa una carta de receta que el wok complete para ganarla.</translation>
    </message>
    <message>
        <source>No face-up recipe is complete now: wait for the next throw.</source>
        <extracomment>Hint line in Wok Up: no face-up recipe is complete; pressing one would be wrong.</extracomment>
        <translation>Ninguna receta boca arriba está completa: espera al siguiente lanzamiento.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe card(s) complete now, marked in the wok.</source>
        <extracomment>Hint line in Wok Up: the complete recipe cards are marked in the wok.</extracomment>
        <translation>
            <numerusform>%n carta de receta completa, marcada en el wok.</numerusform>
            <numerusform>%n cartas de receta completas, marcadas en el wok.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok&apos;up! is possible: press Wok&apos;up! and then any face-up recipe.</source>
        <extracomment>Hint line in Wok Up: one ingredient shows 10 pictures or more.</extracomment>
        <translation>¡Se puede decir Wok&apos;up!: pulsa Wok&apos;up! y luego cualquier receta boca arriba.</translation>
    </message>
</context>
</TS>
