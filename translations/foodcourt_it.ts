<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <extracomment>Title of the about screen.</extracomment>
        <translation>Info</translation>
    </message>
    <message>
        <source>Food Court</source>
        <translation>Food Court</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>I giochi</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>About screen heading over the licence texts.</extracomment>
        <translation>Licenze</translation>
    </message>
    <message>
        <source>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</source>
        <translation>Questa app è realizzata con Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), usato secondo la GNU Lesser General Public License versione 3 (LGPLv3); parti di Qt sono disponibili secondo la GNU General Public License (GPL). Il copyright di Qt appartiene a The Qt Company Ltd. e ad altri collaboratori. Puoi ottenere il codice sorgente di Qt da qt.io e sostituire le librerie Qt usate da questa app.</translation>
    </message>
    <message>
        <source>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</source>
        <translation>Il motore di gioco usa Boost (Boost.JSON per le partite salvate), distribuito secondo la Boost Software License, versione 1.0: è concesso gratuitamente il permesso di usare, copiare, modificare e distribuire il software, purché si conservino le note di copyright e il testo della licenza. Il software è fornito «così com’è», senza garanzie di alcun tipo.</translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Giochi da tavolo a tema cibo su un solo tablet: giochi di carte passandosi il tablet, giochi in cui tutti giocano insieme e un rompicapo in solitario.</translation>
    </message>
    <message>
        <source>Each game belongs to its designers and publishers.</source>
        <extracomment>About screen, after the credits of every game.</extracomment>
        <translation>Ogni gioco appartiene ai suoi autori ed editori.</translation>
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
        <translation>Raviolo</translation>
    </message>
    <message>
        <source>Rice ball</source>
        <extracomment>An avatar: a smiling triangular rice ball.</extracomment>
        <translation>Polpetta di riso</translation>
    </message>
    <message>
        <source>Fried egg</source>
        <extracomment>An avatar: a smiling fried egg.</extracomment>
        <translation>Uovo fritto</translation>
    </message>
    <message>
        <source>Watermelon</source>
        <extracomment>An avatar: a smiling slice of watermelon.</extracomment>
        <translation>Anguria</translation>
    </message>
    <message>
        <source>Cupcake</source>
        <extracomment>An avatar: a smiling cupcake.</extracomment>
        <translation>Cupcake</translation>
    </message>
    <message>
        <source>Cat</source>
        <extracomment>An avatar: a cat&apos;s face.</extracomment>
        <translation>Gatto</translation>
    </message>
    <message>
        <source>Frog</source>
        <extracomment>An avatar: a frog&apos;s face.</extracomment>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Bear</source>
        <extracomment>An avatar: a bear&apos;s face.</extracomment>
        <translation>Orso</translation>
    </message>
    <message>
        <source>Owl</source>
        <extracomment>An avatar: an owl&apos;s face.</extracomment>
        <translation>Gufo</translation>
    </message>
    <message>
        <source>Fish</source>
        <extracomment>An avatar: a smiling fish.</extracomment>
        <translation>Pesce</translation>
    </message>
    <message>
        <source>Chick</source>
        <extracomment>An avatar: a chick&apos;s face.</extracomment>
        <translation>Pulcino</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>A seat or player without an avatar yet.</extracomment>
        <translation>Nessun avatar</translation>
    </message>
</context>
<context>
    <name>AvatarPicker</name>
    <message>
        <source>An avatar for %1</source>
        <extracomment>Title of the avatar picker; %1 is the player&apos;s name.</extracomment>
        <translation>Un avatar per %1</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>In the avatar picker: the player goes without an avatar.</extracomment>
        <translation>Nessun avatar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the avatar picker without a change.</extracomment>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>BotStrengths</name>
    <message>
        <source>Random</source>
        <extracomment>Bot strength: plays random legal moves.</extracomment>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Stratega</translation>
    </message>
</context>
<context>
    <name>CardPiece</name>
    <message>
        <source>Ingredient card %1</source>
        <extracomment>A screen reader&apos;s name for one of a cook&apos;s six ingredient cards; %1 its number.</extracomment>
        <translation>Carta ingrediente %1</translation>
    </message>
    <message>
        <source>on the mat, tap to turn</source>
        <extracomment>Read after an ingredient card&apos;s name: it lies on the mat; a tap turns it.</extracomment>
        <translation>sul tappetino, tocca per ruotare</translation>
    </message>
    <message>
        <source>in your hand, drag onto the mat</source>
        <extracomment>Read after an ingredient card&apos;s name: it is in the hand, to drag onto the mat.</extracomment>
        <translation>in mano, trascinala sul tappetino</translation>
    </message>
</context>
<context>
    <name>ClaimPad</name>
    <message>
        <source>Pick a recipe</source>
        <extracomment>On the Wok&apos;up! button once pressed: now press the recipe card to take.</extracomment>
        <translation>Scegli una ricetta</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <extracomment>The button a player presses to shout &quot;Wok&apos;up!&quot; (ten pictures of one ingredient in the wok).</extracomment>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>Recipe: %1</source>
        <extracomment>A screen reader&apos;s name for a face-up recipe card on a claim pad; %1 what it asks.</extracomment>
        <translation>Ricetta: %1</translation>
    </message>
</context>
<context>
    <name>CoachMark</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Progress through a guided first game: step %1 of %2.</extracomment>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Button on every coach mark: stop the guided first game, back to the menu.</extracomment>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>Button on a coach mark that only explains: on to the next step.</extracomment>
        <translation>Avanti</translation>
    </message>
</context>
<context>
    <name>ControlsLegend</name>
    <message>
        <source>Drag a card onto your mat</source>
        <extracomment>Kandar Klash! table legend, line 1: how to lay a card.</extracomment>
        <translation>Trascina una carta sul tuo tappetino</translation>
    </message>
    <message>
        <source>Tap a card to turn it</source>
        <extracomment>Kandar Klash! table legend, line 2: a tap turns a card a quarter.</extracomment>
        <translation>Tocca una carta per ruotarla</translation>
    </message>
    <message>
        <source>Flip: the chosen card&apos;s other side</source>
        <extracomment>Kandar Klash! table legend, line 3: the Flip button.</extracomment>
        <translation>Gira: l&apos;altro lato della carta scelta</translation>
    </message>
    <message>
        <source>Over / Under: the next card goes on top or beneath</source>
        <extracomment>Kandar Klash! table legend, line 4: the Over and Under buttons.</extracomment>
        <translation>Sopra / Sotto: la carta successiva va sopra o sotto</translation>
    </message>
    <message>
        <source>Siap! when your dish matches the customer</source>
        <extracomment>Kandar Klash! table legend, line 5: the Siap! pad.</extracomment>
        <translation>Siap! quando il tuo piatto corrisponde al cliente</translation>
    </message>
</context>
<context>
    <name>CookZone</name>
    <message>
        <source>Get ready…</source>
        <extracomment>Kandar Klash! zone status while the next customer is counted in.</extracomment>
        <translation>Pronti…</translation>
    </message>
    <message>
        <source>Siap! You were #%1</source>
        <extracomment>Kandar Klash! zone status after this cook called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! Sei arrivato n. %1</translation>
    </message>
    <message>
        <source>Cooking…</source>
        <extracomment>Kandar Klash! zone status of a bot cook building its dish.</extracomment>
        <translation>Sta cucinando…</translation>
    </message>
    <message>
        <source>Build the dish!</source>
        <extracomment>Kandar Klash! zone status: build the customer&apos;s dish.</extracomment>
        <translation>Componi il piatto!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>Kandar Klash! final status of a winning cook.</extracomment>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Kandar Klash! final status of a cook who did not win.</extracomment>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Last: laying the ketchup</source>
        <extracomment>A bot, last to finish the round, lays its ketchup.</extracomment>
        <translation>Ultimo: mette il ketchup</translation>
    </message>
    <message>
        <source>Last! Tap a red ring for your ketchup</source>
        <extracomment>The human last cook must place the ketchup on their buildMat.</extracomment>
        <translation>Ultimo! Tocca un cerchio rosso per il tuo ketchup</translation>
    </message>
    <message>
        <source>Last: you gain a ketchup</source>
        <extracomment>Kandar Klash! status of the cook who finished last this round.</extracomment>
        <translation>Ultimo: guadagni un ketchup</translation>
    </message>
    <message>
        <source>Right dish!</source>
        <extracomment>Kandar Klash! verdict: the cook&apos;s dish matches the customer&apos;s.</extracomment>
        <translation>Piatto giusto!</translation>
    </message>
    <message>
        <source>Wrong dish (see the crosses)</source>
        <extracomment>Kandar Klash! verdict: the dish does not match; crosses mark the wrong spaces.</extracomment>
        <translation>Piatto sbagliato (guarda le croci)</translation>
    </message>
    <message>
        <source>Too late this round</source>
        <extracomment>Kandar Klash! status of a cook whose claim did not count.</extracomment>
        <translation>Troppo tardi in questo turno</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot cook&apos;s name tag; %1 is its name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Flip</source>
        <extracomment>Turns the selected ingredient card over to its other side.</extracomment>
        <translation>Gira</translation>
    </message>
    <message>
        <source>Over</source>
        <extracomment>Cards dropped on the mat go over the cards already there.</extracomment>
        <translation>Sopra</translation>
    </message>
    <message>
        <source>Under</source>
        <extracomment>Cards dropped on the mat slide under the cards already there.</extracomment>
        <translation>Sotto</translation>
    </message>
    <message>
        <source>Siap!</source>
        <extracomment>The big pad a cook presses when their dish is ready (Malay &quot;ready!&quot;).</extracomment>
        <translation>Siap!</translation>
    </message>
    <message>
        <source>Siap! #%1</source>
        <extracomment>Stamp on a cook&apos;s mat after they called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! n. %1</translation>
    </message>
    <message>
        <source>Your dish is ready: claim the customer</source>
        <extracomment>Read after &quot;Siap!&quot;: what pressing it does.</extracomment>
        <translation>Il tuo piatto è pronto: reclama il cliente</translation>
    </message>
</context>
<context>
    <name>CrampedTableNote</name>
    <message>
        <source>Three or four cooks play best on a tablet</source>
        <extracomment>Said as a Kandar Klash! game for three or four cooks opens on a phone.</extracomment>
        <translation>In tre o quattro cuochi si gioca meglio su un tablet</translation>
    </message>
    <message>
        <source>On this screen every cook&apos;s mat is small. You can still play here.</source>
        <extracomment>Below &quot;Three or four cooks play best on a tablet&quot;: why, and that they may still play.</extracomment>
        <translation>Su questo schermo il tappetino di ogni cuoco è piccolo. Potete comunque giocare qui.</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <extracomment>Closes the note that a tablet plays better, and starts the Kandar Klash! game here.</extracomment>
        <translation>Gioca comunque</translation>
    </message>
</context>
<context>
    <name>DishStyle</name>
    <message>
        <source>Cheese</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Formaggio</translation>
    </message>
    <message>
        <source>Lobster</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Aragosta</translation>
    </message>
    <message>
        <source>Tartelettes</source>
        <extracomment>A menu card&apos;s dish (small tarts), printed on the card.</extracomment>
        <translation>Crostatine</translation>
    </message>
    <message>
        <source>Salad</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Insalata</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Zuppa</translation>
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
        <translation>%1 condividono la vittoria!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>End of a game; %1 is the winner&apos;s name.</extracomment>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button at the end of a game: back to the food court menu.</extracomment>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>EndOfGameSeatCard</name>
    <message>
        <source>You share the win!</source>
        <extracomment>A winner&apos;s own zone at the end of a real-time game, the win shared.</extracomment>
        <translation>Condividi la vittoria!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>The winner&apos;s own zone at the end of a real-time game.</extracomment>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <extracomment>A player&apos;s own zone at the end of a real-time game; %1 their place, %2 the players.</extracomment>
        <translation>Posto %1 su %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player&apos;s own end result: %1 their name, %2 their score (&quot;Ana: 5 favours&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <extracomment>In a player&apos;s own end result: who won; %1 is one name or several.</extracomment>
        <translation>Vincitore: %1</translation>
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
        <translation>Vittoria condivisa</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Beside the player who won at the end of a game.</extracomment>
        <translation>Vincitore</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>All orders delivered!</source>
        <extracomment>End of a won Kaki Lima game.</extracomment>
        <translation>Tutti gli ordini consegnati!</translation>
    </message>
    <message>
        <source>Out of Langkah cards</source>
        <extracomment>End of a lost Kaki Lima game: the draw pile ran out.</extracomment>
        <translation>Carte Langkah finite</translation>
    </message>
    <message>
        <source>Some orders never arrived. No ranking this time.</source>
        <extracomment>A lost game gets no ranking band.</extracomment>
        <translation>Alcuni ordini non sono mai arrivati. Niente classifica stavolta.</translation>
    </message>
    <message>
        <source>The planner is playing this deal…</source>
        <extracomment>While the planner plays the same deal to set a par.</extracomment>
        <translation>Il pianificatore gioca questa mano…</translation>
    </message>
    <message>
        <source>Par (the planner on this deal): %1</source>
        <extracomment>The planner&apos;s result on the same deal; %1 is its score.</extracomment>
        <translation>Par (il pianificatore su questa mano): %1</translation>
    </message>
    <message>
        <source>Par: the planner ran out of cards on this deal (%1)</source>
        <extracomment>The planner lost the same deal; %1 is its score.</extracomment>
        <translation>Par: il pianificatore ha finito le carte su questa mano (%1)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>Play the same deal (same map, same cards) again.</extracomment>
        <translation>Rigioca questa mano</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <extracomment>Take back the winning move (allowed while it showed no new card).</extracomment>
        <translation>Annulla l&apos;ultima mossa</translation>
    </message>
    <message>
        <source>%1 orders delivered × 10: +%2</source>
        <extracomment>Score line: %1 orders delivered, 10 points each; %2 the points.</extracomment>
        <translation>%1 ordini consegnati × 10: +%2</translation>
    </message>
    <message>
        <source>%1 clearing tokens: +%2</source>
        <extracomment>Score line: %1 clearing tokens, scored by the highest covered space; %2 the points.</extracomment>
        <translation>%1 gettoni pulizia: +%2</translation>
    </message>
    <message>
        <source>All ten tokens: +%1</source>
        <extracomment>Score line: bonus for all ten clearing tokens; %1 the points.</extracomment>
        <translation>Tutti e dieci i gettoni: +%1</translation>
    </message>
    <message>
        <source>Steps walked: −%1</source>
        <extracomment>Score line: the numbers of the Langkah cards played, taken off; %1 the points.</extracomment>
        <translation>Passi fatti: −%1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>The final score of a Kaki Lima run; %1 the points.</extracomment>
        <translation>Totale %1</translation>
    </message>
</context>
<context>
    <name>FavourTracker</name>
    <message>
        <source>Favours: %1</source>
        <extracomment>A cook&apos;s favours (points) in Kandar Klash!; %1 is the number.</extracomment>
        <translation>Favori: %1</translation>
    </message>
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>End of a Tindahan game, a player&apos;s points from tricks over all rounds.</extracomment>
        <translation>Prese %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>End of a Tindahan game, points for cards left in hand over all rounds.</extracomment>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Stalls %1</source>
        <extracomment>End of a Tindahan game, points from the stall majorities over all rounds.</extracomment>
        <translation>Bancarelle %1</translation>
    </message>
    <message>
        <source>Trump bonus %1</source>
        <extracomment>End of a Tindahan game, trump bonus points over all rounds.</extracomment>
        <translation>Bonus briscola %1</translation>
    </message>
    <message>
        <source>Shutout %1</source>
        <extracomment>End of a Tindahan game, shutout points over all rounds.</extracomment>
        <translation>Cappotto %1</translation>
    </message>
</context>
<context>
    <name>FlickArea</name>
    <message>
        <source>Your tokens: %1, flick one into the wok</source>
        <extracomment>A screen reader&apos;s name for a player&apos;s token pile, flicked into the wok.</extracomment>
        <translation>I tuoi gettoni: %1, lanciane uno nel wok</translation>
    </message>
</context>
<context>
    <name>FruitCard</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>Shown when a game could not start; %1 is the reason.</extracomment>
        <translation>La partita non è potuta iniziare: %1</translation>
    </message>
    <message>
        <source>This stall is still being built. Come back soon!</source>
        <extracomment>Shown when a game&apos;s table cannot be opened yet.</extracomment>
        <translation>Questa bancarella è ancora in costruzione. Torna presto!</translation>
    </message>
    <message>
        <source>Back to the food court</source>
        <extracomment>Button that returns to the food court menu.</extracomment>
        <translation>Torna al Food Court</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <source>You&apos;re ready!</source>
        <extracomment>Title at the end of a guided first game.</extracomment>
        <translation>Sei pronto!</translation>
    </message>
    <message>
        <source>Now you know how %1 is played. Start a real game, against the bots or with your family.</source>
        <extracomment>End of a guided first game; %1 is the game&apos;s title.</extracomment>
        <translation>Ora sai come si gioca a %1. Inizia una partita vera, contro i bot o in famiglia.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Button at the end of a guided first game: set up a real game.</extracomment>
        <translation>Gioca una partita vera</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button at the end of a guided first game: back to the food court menu.</extracomment>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>GuideRunner</name>
    <message>
        <source>Not yet: in this guided game, follow the highlighted step.</source>
        <extracomment>Refusal in a guided first game: the learner did something other than what the coach mark shows.</extracomment>
        <translation>Non ancora: in questa partita guidata segui il passo evidenziato.</translation>
    </message>
</context>
<context>
    <name>HandFan</name>
    <message>
        <source>%1, card %2 of your hand</source>
        <extracomment>A screen reader&apos;s name for a hand card; %1 the dish, %2 its place from the left.</extracomment>
        <translation>%1, carta %2 della tua mano</translation>
    </message>
    <message>
        <source>picked up</source>
        <extracomment>Read after a hand card&apos;s name while it is picked up (to be placed with Enter).</extracomment>
        <translation>presa</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in the hand, read by a screen reader: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a hand card&apos;s name: it may be played now.</extracomment>
        <translation>giocabile</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a hand card&apos;s name.</extracomment>
        <translation>non giocabile ora</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>Pass-and-play: hand the tablet to the named player.</extracomment>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>On the round hold-to-reveal button of the hand-off curtain.</extracomment>
        <translation>Tieni</translation>
    </message>
    <message>
        <source>%1, press and hold the button to see your cards. Everyone else, look away.</source>
        <extracomment>%1 is a player&apos;s name. Only that player should look at the screen.</extracomment>
        <translation>%1, tieni premuto il pulsante per vedere le tue carte. Tutti gli altri guardino altrove.</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Button on every game table: lists the moves allowed now and shows one on the table.</extracomment>
        <translation>Cosa posso fare?</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Title of the hint panel (the answer to the button of the same words).</extracomment>
        <translation>Cosa posso fare?</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>The hint panel while the table still works the hint out.</extracomment>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Capito</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>This week</source>
        <extracomment>Under the chart&apos;s last bar group: the current week.</extracomment>
        <translation>Questa settimana</translation>
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
            <numerusform>In serie: %n vittoria di fila (record %1)</numerusform>
            <numerusform>In serie: %n vittorie di fila (record %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best streak: %n win(s) in a row</source>
        <extracomment>A player&apos;s best winning streak so far (%n games in a row).</extracomment>
        <translation>
            <numerusform>Serie migliore: %n vittoria di fila</numerusform>
            <numerusform>Serie migliore: %n vittorie di fila</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Button to give a player in the history another name.</extracomment>
        <translation>Rinomina</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Button to take a player off the history&apos;s lists (their games stay).</extracomment>
        <translation>Rimuovi</translation>
    </message>
    <message numerus="yes">
        <source>Won %1 of %n game(s)</source>
        <extracomment>A player&apos;s record: %1 games won out of %n played.</extracomment>
        <translation>
            <numerusform>Vinte %1 su %n partita</numerusform>
            <numerusform>Vinte %1 su %n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins yet</source>
        <extracomment>A player who has not won a game yet.</extracomment>
        <translation>Ancora nessuna vittoria</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>One game&apos;s line in a player&apos;s record: %1 is the game&apos;s title, %2 the wins, %3 the games of it played.</extracomment>
        <translation>%1 (%2 su %3)</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1 (former player)</source>
        <extracomment>A player removed from the history, in a past game; %1 is their name.</extracomment>
        <translation>%1 (ex giocatore)</translation>
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
        <translation>%1 (vinto)</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <extracomment>Renaming a player with an empty name.</extracomment>
        <translation>Scrivi un nome.</translation>
    </message>
    <message>
        <source>Another player already has that name.</source>
        <extracomment>Renaming a player to a name another player has.</extracomment>
        <translation>Un altro giocatore ha già questo nome.</translation>
    </message>
    <message>
        <source>That could not be saved on this device.</source>
        <extracomment>Renaming or removing a player could not be written to the device.</extracomment>
        <translation>Non è stato possibile salvarlo su questo dispositivo.</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>After exporting the history; %1 is the file&apos;s full path.</extracomment>
        <translation>Salvato come %1</translation>
    </message>
    <message>
        <source>The history could not be exported. Is the device full?</source>
        <extracomment>Exporting the history failed.</extracomment>
        <translation>Non è stato possibile esportare la cronologia. Il dispositivo è pieno?</translation>
    </message>
    <message>
        <source>Family history</source>
        <extracomment>Title of the history screen (the family&apos;s finished games).</extracomment>
        <translation>Storia di famiglia</translation>
    </message>
    <message>
        <source>The history file could not be read, so it was put aside as %1 and a new history was started.</source>
        <extracomment>The history file was damaged; %1 is where it was moved.</extracomment>
        <translation>Non è stato possibile leggere il file della cronologia: è stato messo da parte come %1 ed è iniziata una nuova cronologia.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.</source>
        <extracomment>The history file came from a newer app version; %1 is where it was moved.</extracomment>
        <translation>La cronologia è stata scritta da una versione più recente di Food Court: è stata messa da parte come %1 ed è iniziata una nuova cronologia. Aggiorna l’app per rivederla.</translation>
    </message>
    <message>
        <source>The history cannot be kept on this device: its file could not be opened. Games can still be played.</source>
        <extracomment>No history file can be opened or created on this device.</extracomment>
        <translation>La cronologia non può essere conservata su questo dispositivo: non è stato possibile aprire il suo file. Puoi comunque giocare.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: the device refused to write. The games already saved are safe.</source>
        <extracomment>Finished games that could not be written (a full or read-only disk).</extracomment>
        <translation>
            <numerusform>Non è stato possibile salvare %n partita finita: il dispositivo ha rifiutato la scrittura. Le partite già salvate sono al sicuro.</numerusform>
            <numerusform>Non è stato possibile salvare %n partite finite: il dispositivo ha rifiutato la scrittura. Le partite già salvate sono al sicuro.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.</source>
        <extracomment>The history screen before any game was finished.</extracomment>
        <translation>Ancora nessuna partita finita. Ogni partita giocata fino alla fine resta qui: chi ha vinto, i punteggi e le serie.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in the last %n week(s)</source>
        <extracomment>Heading of the history chart: wins per player in each of the last weeks.</extracomment>
        <translation>
            <numerusform>Vittorie di questa settimana</numerusform>
            <numerusform>Vittorie nelle ultime %n settimane</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has won a game in these weeks.</source>
        <extracomment>Under the chart heading when nobody won a game in the last weeks.</extracomment>
        <translation>Nessuno ha vinto una partita in queste settimane.</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Heading of the players&apos; records on the history screen.</extracomment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Heading of the list of the latest finished games.</extracomment>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Keep a copy</source>
        <extracomment>Heading of the export part of the history screen.</extracomment>
        <translation>Conserva una copia</translation>
    </message>
    <message>
        <source>Export writes every game as a JSON file into %1.</source>
        <extracomment>Explains the export; %1 is the folder the file goes into.</extracomment>
        <translation>L’esportazione scrive tutte le partite in un file JSON dentro %1.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Button that writes the history to a JSON file.</extracomment>
        <translation>Esporta la cronologia</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <extracomment>Title of the rename question; %1 is the player&apos;s current name.</extracomment>
        <translation>Un nuovo nome per %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lists? Their games stay in the history, marked as a former player.</source>
        <extracomment>Asks before removing a player; %1 is the name.</extracomment>
        <translation>Rimuovere %1 dagli elenchi? Le sue partite restano nella cronologia, segnate come ex giocatore.</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Confirms a player&apos;s new name.</extracomment>
        <translation>Rinomina</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Confirms removing a player from the history&apos;s lists.</extracomment>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question without changing anything.</extracomment>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>KakiLimaGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers&apos; houses.</source>
        <translation>Benvenuto a Penang! In Kaki Lima giri per la città e porti gli ordini dalle bancarelle alle case dei clienti.</translation>
    </message>
    <message>
        <source>First choose who walks: tap Siti.</source>
        <translation>Prima scegli chi cammina: tocca Siti.</translation>
    </message>
    <message>
        <source>Start next to Siti&apos;s house: tap this lit card.</source>
        <translation>Parti accanto alla casa di Siti: tocca questa carta illuminata.</translation>
    </message>
    <message>
        <source>A Langkah card says how many steps to walk. Tap your 3.</source>
        <translation>Una carta Langkah dice quanti passi fare. Tocca il tuo 3.</translation>
    </message>
    <message>
        <source>Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.</source>
        <translation>Fai esattamente 3 passi, su, giù, a sinistra o a destra. Tocca la bancarella Kopitiam.</translation>
    </message>
    <message>
        <source>You can carry two orders. Pick up both.</source>
        <translation>Puoi portare due ordini. Prendili entrambi.</translation>
    </message>
    <message>
        <source>Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.</source>
        <translation>Mak Cik Kiah abita in questa casa rossa. Termina un percorso accanto alla sua porta per consegnarle l’ordine.</translation>
    </message>
    <message>
        <source>Tap your 2. Its booster also gives you a clearing token.</source>
        <translation>Tocca il tuo 2. Il suo bonus ti dà anche un gettone pulizia.</translation>
    </message>
    <message>
        <source>Tap the lit card next to Mak Cik Kiah&apos;s house.</source>
        <translation>Tocca la carta illuminata accanto alla casa di Mak Cik Kiah.</translation>
    </message>
    <message>
        <source>Delivered: 10 points! The clearing token covers the scoreboard&apos;s first space: 5 points more.</source>
        <translation>Consegnato: 10 punti! Il gettone pulizia copre la prima casella del segnapunti: 5 punti in più.</translation>
    </message>
    <message>
        <source>Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.</source>
        <translation>Consegna tutti e sette gli ordini prima che finiscano le carte Langkah. Ogni carta giocata costa il suo numero alla fine, quindi fai contare ogni passo.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Kaki Lima is a game for one player.</source>
        <translation>Kaki Lima è un gioco per un solo giocatore.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Questa non è una mossa di questo gioco.</translation>
    </message>
    <message>
        <source>The walker is already chosen.</source>
        <extracomment>Refusal: the walker was chosen at the start of the game.</extracomment>
        <translation>Chi cammina è già stato scelto.</translation>
    </message>
    <message>
        <source>There is no such character.</source>
        <extracomment>Refusal: a walker that is not one of the eight characters.</extracomment>
        <translation>Questo personaggio non esiste.</translation>
    </message>
    <message>
        <source>Choose your walker first.</source>
        <extracomment>Refusal: the map or a card was tapped before choosing who walks.</extracomment>
        <translation>Prima scegli chi cammina.</translation>
    </message>
    <message>
        <source>Your walk has already started.</source>
        <extracomment>Refusal: a start square was tapped after the walk had begun.</extracomment>
        <translation>Il tuo percorso è già iniziato.</translation>
    </message>
    <message>
        <source>There is no such square on the map.</source>
        <extracomment>Refusal: a tap outside the map.</extracomment>
        <translation>Quella casella non è sulla mappa.</translation>
    </message>
    <message>
        <source>Start on a lit square next to your house.</source>
        <extracomment>Refusal: the walk starts on a lit square next to the walker&apos;s own house.</extracomment>
        <translation>Parti da una casella illuminata accanto a casa tua.</translation>
    </message>
    <message>
        <source>Choose where to start first.</source>
        <extracomment>Refusal: a Langkah card was tapped before choosing the start square.</extracomment>
        <translation>Prima scegli da dove partire.</translation>
    </message>
    <message>
        <source>There is no such card in your hand.</source>
        <extracomment>Refusal: a card that is not in the hand.</extracomment>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>This card has no step booster to use here.</source>
        <extracomment>Refusal: the chosen card has no x2 or +2 booster.</extracomment>
        <translation>Questa carta non ha un potenziamento di passi da usare qui.</translation>
    </message>
    <message>
        <source>The %1 has no walk from here.</source>
        <extracomment>Refusal: no walk of exactly this card&apos;s steps fits on the map from here. %1 is the card, e.g. &quot;3 ×2&quot;.</extracomment>
        <translation>Con il %1 non c&apos;è percorso da qui.</translation>
    </message>
    <message>
        <source>Without its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s plain number of steps does not fit on the map from here.</extracomment>
        <translation>Senza potenziamento questa carta non ha percorso da qui.</translation>
    </message>
    <message>
        <source>With its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s steps with its x2 or +2 booster do not fit on the map from here.</extracomment>
        <translation>Con il potenziamento questa carta non ha percorso da qui.</translation>
    </message>
    <message>
        <source>Only a card with the swap booster can swap.</source>
        <extracomment>Refusal: swapping with the discard pile needs a card with the swap booster.</extracomment>
        <translation>Solo una carta con il potenziamento di scambio può scambiare.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to swap with.</source>
        <extracomment>Refusal: a swap needs a card on the discard pile.</extracomment>
        <translation>Gli scarti sono vuoti: non c&apos;è niente da scambiare.</translation>
    </message>
    <message>
        <source>That card cannot be swapped.</source>
        <extracomment>Refusal: this hand card cannot be swapped with the discard pile&apos;s top.</extracomment>
        <translation>Quella carta non si può scambiare.</translation>
    </message>
    <message>
        <source>Your walk cannot end there: choose a lit square.</source>
        <extracomment>Refusal: the chosen card&apos;s walk cannot end on the tapped square.</extracomment>
        <translation>Il tuo percorso non può finire lì: scegli una casella illuminata.</translation>
    </message>
    <message>
        <source>Orders are picked up only at a food stall.</source>
        <extracomment>Refusal: orders are taken only where a walk ends on a food stall.</extracomment>
        <translation>Gli ordini si ritirano solo a una bancarella.</translation>
    </message>
    <message>
        <source>Those orders cannot be picked up here.</source>
        <extracomment>Refusal: those orders cannot be picked up here.</extracomment>
        <translation>Quegli ordini non si possono ritirare qui.</translation>
    </message>
    <message>
        <source>You can carry at most %1 orders.</source>
        <extracomment>Refusal: the bag is full. %1 is how many orders fit in it (2).</extracomment>
        <translation>Puoi portare al massimo %1 ordini.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRuleDiagramWalk</name>
    <message>
        <source>No walk may enter a house: this walk of 4 steps goes around it.</source>
        <extracomment>Caption of the Kaki Lima rules picture: a walk that goes around a house.</extracomment>
        <translation>Nessuna mossa può entrare in una casa: questa mossa di 4 passi le gira intorno.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRules</name>
    <message>
        <source>Aim</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</source>
        <translation>Un gioco in solitario. Come fattorino a piedi durante il lockdown, consegna tutti e sette gli ordini per Penang prima che finiscano le carte Langkah.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</source>
        <translation>La mappa è una griglia 6 per 6 con quattro bancarelle di cibo e otto case. Hai cinque carte passo Langkah e peschi fino a cinque dopo ogni giocata.</translation>
    </message>
    <message>
        <source>Start next to your own house, on a card of your choice.</source>
        <translation>Parti accanto a casa tua, su una casella a tua scelta.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Muoversi</translation>
    </message>
    <message>
        <source>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</source>
        <translation>Gioca una carta per muoverti esattamente del suo numero di passi, su, giù, a sinistra o a destra, mai due volte sulla stessa casella in una mossa e mai dentro una casa.</translation>
    </message>
    <message>
        <source>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</source>
        <translation>Potenziamenti: x2 raddoppia i passi, +2 ne aggiunge due. I potenziamenti via libera ti danno invece un gettone via libera (al massimo dieci).</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordini</translation>
    </message>
    <message>
        <source>End a move on a food stall to pick up orders; carry two at most.</source>
        <translation>Termina una mossa su una bancarella di cibo per ritirare ordini; puoi portarne al massimo due.</translation>
    </message>
    <message>
        <source>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</source>
        <translation>Termina una mossa accanto alla casa di un cliente per consegnare; una fermata può consegnare due ordini.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</source>
        <translation>10 punti per ordine consegnato, più il valore del tuo gettone via libera più alto (da 5 a 50), più 10 con tutti e dieci i gettoni, meno i numeri di tutte le carte giocate.</translation>
    </message>
    <message>
        <source>If the draw pile runs out before the last delivery, you lose.</source>
        <translation>Se il mazzo di pesca finisce prima dell’ultima consegna, perdi.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</source>
        <translation>100-130: Impossibile. 70-99: Recensione a 5 stelle. 40-69: Niente male lar. 0-39: Così così lo. Sotto 0: Mak Cik Kiah resta a digiuno liao.</translation>
    </message>
    <message>
        <source>Choose your walker first: their own order stays at home, so you deliver the other seven.</source>
        <translation>Prima scegli chi cammina: il suo ordine resta a casa, quindi consegni gli altri sette.</translation>
    </message>
    <message>
        <source>Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.</source>
        <translation>Potenziamento di scambio: prima di camminare puoi scambiare un&apos;altra carta della mano con quella in cima agli scarti.</translation>
    </message>
    <message>
        <source>A card swapped onto the discard pile counts against you too.</source>
        <translation>Anche una carta scambiata negli scarti conta contro di te.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Come lo gioca l&apos;app</translation>
    </message>
    <message>
        <source>The rulebook&apos;s map picture is missing, so the app always uses the same map, where no two houses touch.</source>
        <translation>Nel regolamento manca l&apos;immagine della mappa, quindi l&apos;app usa sempre la stessa mappa, dove nessuna casa ne tocca un&apos;altra.</translation>
    </message>
    <message>
        <source>Delivering is automatic when you stop next to a customer&apos;s house; picking up at a stall is your choice.</source>
        <translation>La consegna è automatica quando ti fermi accanto alla casa di un cliente; ritirare a una bancarella è una tua scelta.</translation>
    </message>
    <message>
        <source>x2 and +2 are optional on each play; a clearing-token booster always gives its token.</source>
        <translation>x2 e +2 sono facoltativi a ogni giocata; un potenziamento via libera dà sempre il suo gettone.</translation>
    </message>
    <message>
        <source>The swap comes before the walk, and the card you swap away counts against your score.</source>
        <translation>Lo scambio avviene prima della camminata, e la carta che scambi conta contro il tuo punteggio.</translation>
    </message>
    <message>
        <source>Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.</source>
        <translation>Consegnare il settimo ordine fa vincere subito. Altrimenti, se il mazzo è vuoto dopo aver pescato, perdi.</translation>
    </message>
    <message>
        <source>The actions printed on the orange and green cards are not used.</source>
        <translation>Le azioni stampate sulle carte arancioni e verdi non si usano.</translation>
    </message>
    <message>
        <source>A lost game keeps its score but gets no ranking.</source>
        <translation>Una partita persa mantiene il punteggio ma non riceve una valutazione.</translation>
    </message>
    <message>
        <source>You may take back a step that showed no new card, and ask for a hint.</source>
        <translation>Puoi annullare un passo che non ha mostrato carte nuove, e chiedere un suggerimento.</translation>
    </message>
</context>
<context>
    <name>KakiLimaScreen</name>
    <message>
        <source>Choose who walks.</source>
        <extracomment>Kaki Lima prompt at the very start.</extracomment>
        <translation>Scegli chi cammina.</translation>
    </message>
    <message>
        <source>Tap a lit card next to %1&apos;s house to start.</source>
        <extracomment>Kaki Lima prompt: choose where to start; %1 is the walker&apos;s name.</extracomment>
        <translation>Tocca una carta illuminata accanto alla casa di %1 per partire.</translation>
    </message>
    <message>
        <source>All orders delivered!</source>
        <extracomment>Kaki Lima prompt after the last delivery.</extracomment>
        <translation>Tutti gli ordini consegnati!</translation>
    </message>
    <message>
        <source>The Langkah cards ran out.</source>
        <extracomment>Kaki Lima prompt when the draw pile ran out.</extracomment>
        <translation>Le carte Langkah sono finite.</translation>
    </message>
    <message>
        <source>Tap the card to swap with the discard pile&apos;s %1.</source>
        <extracomment>Kaki Lima prompt: pick the hand card to swap; %1 is the discard pile&apos;s top card.</extracomment>
        <translation>Tocca la carta da scambiare con il %1 degli scarti.</translation>
    </message>
    <message>
        <source>Steps to walk: %1. Tap a lit card.</source>
        <extracomment>Kaki Lima prompt: the walk must use exactly this many steps.</extracomment>
        <translation>Passi: %1. Tocca una carta illuminata.</translation>
    </message>
    <message>
        <source>Choose a Langkah card to walk.</source>
        <extracomment>Kaki Lima prompt: the walk starts by choosing a card.</extracomment>
        <translation>Scegli una carta Langkah per camminare.</translation>
    </message>
    <message>
        <source>Delivered to %1!</source>
        <extracomment>Celebration when orders reach their customers; %1 is one or two names.</extracomment>
        <translation>Consegnato a %1!</translation>
    </message>
    <message>
        <source>Picked up for %1!</source>
        <extracomment>Celebration when orders go into the bag; %1 is one or two names.</extracomment>
        <translation>Ritirato per %1!</translation>
    </message>
    <message>
        <source>+1 clearing token</source>
        <extracomment>Celebration for a clearing token.</extracomment>
        <translation>+1 gettone pulizia</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the food court menu.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Take back the last move (only until a new card shows).</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Walk %1</source>
        <extracomment>Use the card&apos;s plain number of steps.</extracomment>
        <translation>Cammina %1</translation>
    </message>
    <message>
        <source>Boost: walk %1</source>
        <extracomment>Use the card&apos;s x2 or +2 booster; %1 is the boosted number of steps.</extracomment>
        <translation>Potenzia: cammina %1</translation>
    </message>
    <message>
        <source>Swap %1 for %2</source>
        <extracomment>A swap is chosen: %1 goes to the discard pile, %2 comes to the hand.</extracomment>
        <translation>Scambia %1 con %2</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <extracomment>Use the swap booster with the discard pile&apos;s top card (%1).</extracomment>
        <translation>Scambia con %1</translation>
    </message>
    <message>
        <source>This card gains a clearing token.</source>
        <extracomment>The chosen card&apos;s booster gives a clearing token.</extracomment>
        <translation>Questa carta fa guadagnare un gettone pulizia.</translation>
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
        <translation>Bancarella Roti Bakar</translation>
    </message>
    <message>
        <source>Chendul Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a shaved-ice dessert).</extracomment>
        <translation>Bancarella Chendul</translation>
    </message>
    <message>
        <source>Rojak Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a fruit salad).</extracomment>
        <translation>Bancarella Rojak</translation>
    </message>
    <message>
        <source>Impossible!</source>
        <extracomment>Kaki Lima ranking for 100-130 points.</extracomment>
        <translation>Impossibile!</translation>
    </message>
    <message>
        <source>5-star review</source>
        <extracomment>Kaki Lima ranking for 70-99 points.</extracomment>
        <translation>Recensione a 5 stelle</translation>
    </message>
    <message>
        <source>Not bad lar</source>
        <extracomment>Kaki Lima ranking for 40-69 points (&quot;lar&quot; is Malaysian slang; keep it if you like).</extracomment>
        <translation>Niente male, lah</translation>
    </message>
    <message>
        <source>ok ok lo</source>
        <extracomment>Kaki Lima ranking for 0-39 points (Malaysian slang for &quot;so-so&quot;).</extracomment>
        <translation>così così, lo</translation>
    </message>
    <message>
        <source>Mak Cik Kiah starve liao</source>
        <extracomment>Kaki Lima ranking below 0 points: the grandma went hungry.</extracomment>
        <translation>Mak Cik Kiah è rimasta a digiuno, liao</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A place on the map: %1 its name, %2 its square (&quot;Komtar (B2)&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two people, as in &quot;deliver to Siti and Farid&quot;.</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Walk as %1.</source>
        <extracomment>Hint: the character to walk as.</extracomment>
        <translation>Cammina come %1.</translation>
    </message>
    <message>
        <source>Start at %1.</source>
        <extracomment>Hint: where to start; %1 is a place on the map.</extracomment>
        <translation>Parti da %1.</translation>
    </message>
    <message>
        <source>Swap your %1 with the top of the discard pile.</source>
        <extracomment>Hint: first swap a hand card (%1) with the top card of the discard pile.</extracomment>
        <translation>Scambia il tuo %1 con la carta in cima agli scarti.</translation>
    </message>
    <message>
        <source>Play the %1 with its booster and walk to %2.</source>
        <translation>Gioca il %1 con il suo potenziamento e cammina fino a %2.</translation>
    </message>
    <message>
        <source>Play the %1 and walk to %2.</source>
        <translation>Gioca il %1 e cammina fino a %2.</translation>
    </message>
    <message>
        <source>Deliver to %1.</source>
        <extracomment>Hint: who receives their order at the end of the walk.</extracomment>
        <translation>Consegna a %1.</translation>
    </message>
    <message>
        <source>Pick up the orders for %1.</source>
        <extracomment>Hint: pick up two orders at the stall; %1 is two names.</extracomment>
        <translation>Ritira gli ordini per %1.</translation>
    </message>
    <message>
        <source>Pick up the order for %1.</source>
        <translation>Ritira l&apos;ordine per %1.</translation>
    </message>
    <message>
        <source>You gain a clearing token.</source>
        <extracomment>Hint: the card&apos;s booster gives a clearing token.</extracomment>
        <translation>Guadagni un gettone pulizia.</translation>
    </message>
</context>
<context>
    <name>KandarKlashGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.</source>
        <translation>Arriva un cliente: componi il suo piatto 3 per 3 sul tuo tappetino, ruotato come vuoi.</translation>
    </message>
    <message>
        <source>Drag this card onto your mat.</source>
        <translation>Trascina questa carta sul tuo tappetino.</translation>
    </message>
    <message>
        <source>Tap the card on your mat: it turns a quarter turn.</source>
        <translation>Tocca la carta sul tappetino: ruota di un quarto di giro.</translation>
    </message>
    <message>
        <source>Now tap this card in your hand: it turns there too, before you lay it.</source>
        <translation>Ora tocca questa carta nella mano: ruota anche lì, prima di posarla.</translation>
    </message>
    <message>
        <source>Every card has two sides. Tap Flip to turn it over.</source>
        <translation>Ogni carta ha due lati. Tocca Gira per capovolgerla.</translation>
    </message>
    <message>
        <source>Tap Under: the next card you drop slides under the cards already there.</source>
        <translation>Tocca Sotto: la prossima carta che posi scivola sotto le carte già presenti.</translation>
    </message>
    <message>
        <source>Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.</source>
        <translation>Trascinala sotto la prima carta, una colonna più a sinistra, così che appaia il piatto. Spostala finché corrisponde.</translation>
    </message>
    <message>
        <source>That is the customer&apos;s dish. Tap Siap!</source>
        <translation>Ecco il piatto del cliente. Tocca Siap!</translation>
    </message>
    <message>
        <source>A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.</source>
        <translation>Un piatto giusto vale 1 favore, più 1 per ogni carta ancora in mano. Uno sbagliato fa perdere un favore.</translation>
    </message>
    <message>
        <source>From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!</source>
        <translation>D’ora in poi tutti cucinano insieme: sii veloce, ma preciso. Vince chi ha più favori dopo 12 clienti!</translation>
    </message>
    <message>
        <source>%1 lays a card.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 posa una carta.</translation>
    </message>
    <message>
        <source>%1 takes a card back.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 riprende una carta.</translation>
    </message>
    <message>
        <source>%1 calls Siap!</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 grida Siap!</translation>
    </message>
    <message>
        <source>%1 lays her ketchup.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 posa il suo ketchup.</translation>
    </message>
    <message>
        <source>%1 has six ketchups already: this one goes back in the box.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 ha già sei ketchup: questo torna nella scatola.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.</source>
        <translation>Con due cuochi, il primo Siap! ferma il round. Ana è arrivata ultima: la carta cliente diventa il suo ketchup, una casella jolly sul suo tappetino.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Quel posto non esiste a questo tavolo.</translation>
    </message>
    <message>
        <source>Your actions cannot go back in time.</source>
        <extracomment>An action stamped before the cook&apos;s previous one.</extracomment>
        <translation>Le tue azioni non possono tornare indietro nel tempo.</translation>
    </message>
    <message>
        <source>Your dish is final once you have called Siap!</source>
        <extracomment>A cook who has called &quot;Siap!&quot; touched a card of their dish.</extracomment>
        <translation>Il tuo piatto è definitivo una volta detto Siap!</translation>
    </message>
    <message>
        <source>The ketchup comes after the round stops, to the last cook.</source>
        <extracomment>A ketchup was laid while the cooks were still building.</extracomment>
        <translation>Il ketchup arriva a fine round, all&apos;ultimo cuoco.</translation>
    </message>
    <message>
        <source>The round has stopped.</source>
        <extracomment>Shown when a cook touches a card after the round stopped.</extracomment>
        <translation>Il turno è finito.</translation>
    </message>
    <message>
        <source>The round has stopped: place your ketchup.</source>
        <extracomment>The last cook touched a card instead of laying the ketchup.</extracomment>
        <translation>Il round è finito: metti il tuo ketchup.</translation>
    </message>
    <message>
        <source>You have already called Siap!</source>
        <extracomment>A cook pressed &quot;Siap!&quot; twice.</extracomment>
        <translation>Hai già detto Siap!</translation>
    </message>
    <message>
        <source>Too late: the round has stopped.</source>
        <extracomment>A &quot;Siap!&quot; came after the round stopped.</extracomment>
        <translation>Troppo tardi: il turno è finito.</translation>
    </message>
    <message>
        <source>That card is not on your mat.</source>
        <extracomment>A card was taken back that is not on the mat.</extracomment>
        <translation>Quella carta non è sul tuo tappetino.</translation>
    </message>
    <message>
        <source>There is no such ingredient card.</source>
        <translation>Quella carta ingrediente non esiste.</translation>
    </message>
    <message>
        <source>A card turns by quarter turns only.</source>
        <extracomment>A card was laid turned other than by quarter turns.</extracomment>
        <translation>Una carta ruota solo di un quarto di giro alla volta.</translation>
    </message>
    <message>
        <source>The card must stay on your table.</source>
        <extracomment>A card was dropped partly off the cook&apos;s table.</extracomment>
        <translation>La carta deve restare sul tuo tavolo.</translation>
    </message>
    <message>
        <source>A card must touch your other cards and stay on the table.</source>
        <extracomment>A card was dropped where the rules do not allow it.</extracomment>
        <translation>Una carta deve toccare le tue altre carte e restare sul tavolo.</translation>
    </message>
    <message>
        <source>Place your ketchup first.</source>
        <extracomment>The last cook must lay the ketchup before finishing.</extracomment>
        <translation>Prima metti il tuo ketchup.</translation>
    </message>
    <message>
        <source>You already have %1 ketchups: this one is discarded.</source>
        <extracomment>%1 is the most ketchups a cook may have (6); the new one is thrown away.</extracomment>
        <translation>Hai già %1 ketchup: questo viene scartato.</translation>
    </message>
    <message>
        <source>The ketchup goes on your table.</source>
        <extracomment>The first ketchup was laid off the cook&apos;s table.</extracomment>
        <translation>Il ketchup va sul tuo tavolo.</translation>
    </message>
    <message>
        <source>The ketchup goes next to your other ketchups, on a free space.</source>
        <extracomment>The ketchup was laid on a space the rules do not allow.</extracomment>
        <translation>Il ketchup va accanto ai tuoi altri ketchup, su una casella libera.</translation>
    </message>
    <message>
        <source>That is not a cook&apos;s place at this table.</source>
        <extracomment>Shown when a touch comes from a seat that is not a human cook&apos;s.</extracomment>
        <translation>Questo non è il posto di un cuoco a questo tavolo.</translation>
    </message>
    <message>
        <source>Wait for the customer!</source>
        <extracomment>Shown when a cook touches a card before the round starts.</extracomment>
        <translation>Aspetta il cliente!</translation>
    </message>
</context>
<context>
    <name>KandarKlashRuleDiagramMatch</name>
    <message>
        <source>Two cards, the second laid over the first, make the customer&apos;s 3 by 3 dish.</source>
        <extracomment>Caption of the picture of a 3 by 3 match on the Kandar Klash! rules page.</extracomment>
        <translation>Due carte, la seconda posata sopra la prima, formano il piatto 3 per 3 del cliente.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRules</name>
    <message>
        <source>Aim</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</source>
        <translation>Siete cuochi di nasi kandar. Tutti giocano insieme per comporre il piatto di ogni cliente; alla fine vince chi ha più favori.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</source>
        <translation>Tutti hanno le stesse sei carte ingrediente, ognuna una griglia di 2 per 3 ingredienti. Si usano dodici carte cliente, ognuna uno schema 3 per 3.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un round</translation>
    </message>
    <message>
        <source>A customer is revealed. All players play at the same time in their own corner of the tablet.</source>
        <translation>Viene svelato un cliente. Tutti giocano insieme, ognuno nel proprio angolo del tablet.</translation>
    </message>
    <message>
        <source>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</source>
        <translation>Posa carte, ruotate o capovolte, accanto o sopra le altre, finché una parte 3 per 3 del tuo piatto corrisponde al cliente (in qualsiasi rotazione).</translation>
    </message>
    <message>
        <source>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</source>
        <translation>Premi Siap! quando il tuo piatto è pronto. Dopo non puoi più cambiarlo. Il round si ferma quando tutti tranne uno hanno premuto.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</source>
        <translation>Un piatto giusto vale 1 favore più 1 per ogni carta ingrediente ancora in mano. Un piatto sbagliato fa perdere 1 favore (mai sotto 0). L’ultimo giocatore non segna nulla.</translation>
    </message>
    <message>
        <source>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</source>
        <translation>Chi ha premuto per primo si decide dall’istante di ogni tocco, così chi tocca insieme è trattato in modo giusto.</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Ketchup</translation>
    </message>
    <message>
        <source>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</source>
        <translation>L’ultimo giocatore riceve la carta cliente come ketchup: una casella jolly sul suo tavolo che vale qualsiasi ingrediente, fino a sei per giocatore.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</source>
        <translation>Quando i clienti finiscono, vince chi ha più favori. In caso di parità vince chi ha meno ketchup, altrimenti si condivide.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Come lo gioca l&apos;app</translation>
    </message>
    <message>
        <source>Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.</source>
        <translation>Le carte si agganciano a una griglia quadrata. Dopo la prima, una carta deve toccare o sovrapporsi a una già posata, e va sopra tutte o sotto tutte.</translation>
    </message>
    <message>
        <source>Until you press Siap!, you may move, turn, flip or take back your cards.</source>
        <translation>Finché non premi Siap!, puoi spostare, ruotare, girare o riprendere le tue carte.</translation>
    </message>
    <message>
        <source>A dish matches the customer in any of its four turns, never mirrored.</source>
        <translation>Un piatto corrisponde al cliente in una qualsiasi delle quattro rotazioni, mai specchiato.</translation>
    </message>
    <message>
        <source>A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.</source>
        <translation>Un Siap! sbagliato conta come chiamata. I tocchi nello stesso millisecondo sono simultanei: se le ultime chiamate sono pari, nessuno è ultimo e nessuno riceve il ketchup.</translation>
    </message>
    <message>
        <source>Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.</source>
        <translation>I ketchup stanno sotto tutte le carte; ogni nuovo va accanto a uno che hai già. Un settimo ketchup viene scartato.</translation>
    </message>
    <message>
        <source>Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.</source>
        <translation>I round non hanno limite di tempo. Ogni cliente arriva dopo un conto alla rovescia 3, 2, 1.</translation>
    </message>
</context>
<context>
    <name>KandarKlashScreen</name>
    <message>
        <source>Leave the table</source>
        <extracomment>Accessible name of the button that leaves the Kandar Klash! kitchen.</extracomment>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Kitchen closed!</source>
        <extracomment>Title when a Kandar Klash! game has ended.</extracomment>
        <translation>Cucina chiusa!</translation>
    </message>
    <message numerus="yes">
        <source>%n favours</source>
        <extracomment>The score of a cook at the end of Kandar Klash!: favour tokens (&quot;1 favour&quot; for one).</extracomment>
        <translation>
            <numerusform>%n favore</numerusform>
            <numerusform>%n favori</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer %1 of %2</source>
        <extracomment>The customer card&apos;s label, read from every edge; %1 is this round, %2 the rounds.</extracomment>
        <translation>Cliente %1 di %2</translation>
    </message>
    <message>
        <source>Cook!</source>
        <extracomment>The start signal shown big in the middle when the customer card turns over.</extracomment>
        <translation>Cucina!</translation>
    </message>
</context>
<context>
    <name>KommeGleichGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.</source>
        <translation>Al lavoro! Le cinque carte menu al centro sono le ordinazioni. Le servi con le carte della tua mano.</translation>
    </message>
    <message>
        <source>You start this round. Tap the draw pile to draw a card.</source>
        <translation>Inizi tu questo round. Tocca il mazzo per pescare una carta.</translation>
    </message>
    <message>
        <source>A lobster! Drag it into your hand, between your cheese and your baguette.</source>
        <translation>Un’aragosta! Trascinala nella mano, tra il tuo formaggio e la tua baguette.</translation>
    </message>
    <message>
        <source>The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.</source>
        <translation>Il primo giocatore copre un’ordinazione. Trascina le tue crostatine sull’insalata: la baguette è un jolly e va bene con ogni piatto.</translation>
    </message>
    <message>
        <source>All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.</source>
        <translation>Tutte e cinque le carte corrispondono alle cinque ordinazioni. Scorri su di esse, poi trascinale sulle ordinazioni e lascia.</translation>
    </message>
    <message>
        <source>All five at once: a tip! Tips are your score. Your hand refills with five new cards.</source>
        <translation>Tutte e cinque insieme: una mancia! Le mance sono il tuo punteggio. La mano si riempie con cinque carte nuove.</translation>
    </message>
    <message>
        <source>Your turn. Drag the tartelettes at the end of your hand to its front.</source>
        <translation>Tocca a te. Trascina le crostatine in fondo alla mano fino all’inizio.</translation>
    </message>
    <message>
        <source>Your first three cards match the last three orders. Sweep across them and drop them there.</source>
        <translation>Le tue prime tre carte corrispondono alle ultime tre ordinazioni. Scorri su di esse e posale lì.</translation>
    </message>
    <message>
        <source>Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!</source>
        <translation>Le carte servite restano coperte davanti a te; dieci di esse valgono un’altra mancia. Vince chi ha più mance!</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana&apos;s turn. The other players first move one card, or draw one and discard one. Then they may serve.</source>
        <translation>Tocca ad Ana. Gli altri giocatori prima spostano una carta, oppure ne pescano una e ne scartano una. Poi possono servire.</translation>
    </message>
    <message>
        <source>A new round: now Ana starts. She draws a card and covers an order.</source>
        <translation>Nuovo round: ora inizia Ana. Pesca una carta e copre un’ordinazione.</translation>
    </message>
    <message>
        <source>Your hand. Its order matters.</source>
        <translation>La tua mano. L’ordine conta.</translation>
    </message>
    <message>
        <source>Serve 3 or more cards side by side that match orders side by side, in the same order.</source>
        <translation>Servi 3 o più carte vicine che corrispondono a ordinazioni vicine, nello stesso ordine.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRefusal</name>
    <message>
        <source>cheese</source>
        <translation>formaggio</translation>
    </message>
    <message>
        <source>lobster</source>
        <translation>aragosta</translation>
    </message>
    <message>
        <source>tartelettes</source>
        <translation>crostatine</translation>
    </message>
    <message>
        <source>salad</source>
        <translation>insalata</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>zuppa</translation>
    </message>
    <message>
        <source>baguette</source>
        <translation>baguette</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>You cannot draw a card now.</source>
        <translation>Ora non puoi pescare.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Non ci sono più carte da pescare.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Prima pesca una carta.</translation>
    </message>
    <message>
        <source>Put the card into your hand, not beyond it.</source>
        <translation>Metti la carta nella mano, non oltre.</translation>
    </message>
    <message>
        <source>You cannot cover an order now.</source>
        <translation>Ora non puoi coprire un&apos;ordinazione.</translation>
    </message>
    <message>
        <source>Only the start player covers an order.</source>
        <translation>Solo il primo giocatore copre un&apos;ordinazione.</translation>
    </message>
    <message>
        <source>There is no card of yours there.</source>
        <translation>Lì non c&apos;è una tua carta.</translation>
    </message>
    <message>
        <source>Drop the card on one of the five orders.</source>
        <translation>Posa la carta su una delle cinque ordinazioni.</translation>
    </message>
    <message>
        <source>As start player you draw and cover; you cannot move a card.</source>
        <translation>Come primo giocatore peschi e copri: non puoi spostare una carta.</translation>
    </message>
    <message>
        <source>You cannot move a card now.</source>
        <translation>Ora non puoi spostare una carta.</translation>
    </message>
    <message>
        <source>Move the card to a place in your hand.</source>
        <translation>Sposta la carta in un punto della mano.</translation>
    </message>
    <message>
        <source>Move the card to another place.</source>
        <translation>Sposta la carta in un altro punto.</translation>
    </message>
    <message>
        <source>You cannot discard now.</source>
        <translation>Ora non puoi scartare.</translation>
    </message>
    <message>
        <source>You cannot serve now.</source>
        <translation>Ora non puoi servire.</translation>
    </message>
    <message>
        <source>Serve at least 3 cards side by side.</source>
        <translation>Servi almeno 3 carte vicine.</translation>
    </message>
    <message>
        <source>Those cards would run past the end of the row.</source>
        <translation>Quelle carte andrebbero oltre la fila.</translation>
    </message>
    <message>
        <source>Those cards do not match the orders.</source>
        <translation>Quelle carte non corrispondono alle ordinazioni.</translation>
    </message>
    <message>
        <source>Finish this step first.</source>
        <translation>Prima completa questo passo.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Questa non è una mossa di questo gioco.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRuleDiagramServe</name>
    <message>
        <source>Three hand cards in a row match three menu cards in the same order; the baguette is wild.</source>
        <extracomment>Caption of the picture of a served run on the Komme gleich! rules page.</extracomment>
        <translation>Tre carte vicine della mano corrispondono a tre carte menu nello stesso ordine; la baguette è un jolly.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRules</name>
    <message>
        <source>Aim</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</source>
        <translation>Siete camerieri che servono ordini. Abbina la tua mano alla fila di carte menu per raccogliere mance; vince chi ha più mance.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</source>
        <translation>Cinque carte menu sono scoperte in fila. Ognuno tiene cinque carte il cui ordine conta e può cambiare solo come permettono le regole. Le baguette sono jolly.</translation>
    </message>
    <message>
        <source>The start player&apos;s turn</source>
        <translation>Il turno del primo giocatore</translation>
    </message>
    <message>
        <source>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</source>
        <translation>Pesca una carta e mettila dove vuoi nella tua mano, poi posa una carta della mano sopra una carta della fila, cambiandone l’ordine.</translation>
    </message>
    <message>
        <source>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</source>
        <translation>Poi puoi servire: gioca tre o più carte vicine nella tua mano che corrispondono a carte vicine nella fila, nello stesso ordine.</translation>
    </message>
    <message>
        <source>Everyone else&apos;s turn</source>
        <translation>Il turno degli altri</translation>
    </message>
    <message>
        <source>Move one hand card to another place, or draw a card into your hand and discard one.</source>
        <translation>Sposta una carta della mano in un altro punto, oppure pesca una carta in mano e scartane una.</translation>
    </message>
    <message>
        <source>Then you may serve, as the start player can.</source>
        <translation>Poi puoi servire, come il primo giocatore.</translation>
    </message>
    <message>
        <source>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</source>
        <translation>Le carte servite vanno coperte davanti a te. Riporta la mano a cinque mettendo le carte nuove davanti, nell’ordine di pesca. Dopo ogni giro il primo giocatore passa a sinistra.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Mance</translation>
    </message>
    <message>
        <source>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</source>
        <translation>Ottieni una mancia quando servi tutte e cinque le carte in mano insieme, o quando hai dieci o più carte servite (che vengono poi scartate). La tua k-esima mancia porta le tue mance a k punti.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</source>
        <translation>La partita finisce quando viene presa l’ultima carta mancia, o quando le mance rimaste non bastano a pagare. Vince chi ha più punti mancia; in caso di parità, chi ha più carte servite davanti a sé.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Come lo gioca l&apos;app</translation>
    </message>
    <message>
        <source>A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.</source>
        <translation>Una carta menu coperta va negli scarti; quando il mazzo finisce, gli scarti vengono mescolati in un mazzo nuovo.</translation>
    </message>
    <message>
        <source>After drawing, you may discard the card you just drew.</source>
        <translation>Dopo aver pescato, puoi scartare la carta appena pescata.</translation>
    </message>
    <message>
        <source>Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.</source>
        <translation>Non fare nulla non è un turno: sposta una carta, oppure pesca e scarta. Servire è sempre facoltativo.</translation>
    </message>
    <message>
        <source>At most one run per turn, and serving ends your turn.</source>
        <translation>Al massimo una sequenza per turno, e servire chiude il tuo turno.</translation>
    </message>
    <message>
        <source>If the tips left cannot pay your score, you score nothing and the game ends at once.</source>
        <translation>Se le mance rimaste non possono pagare il tuo punteggio, non segni nulla e la partita finisce subito.</translation>
    </message>
    <message>
        <source>Turns always go clockwise.</source>
        <translation>I turni vanno sempre in senso orario.</translation>
    </message>
    <message>
        <source>You may take back a step of your own turn, but not a draw or a serve.</source>
        <translation>Puoi annullare un passo del tuo turno, ma non una pescata né un servizio.</translation>
    </message>
</context>
<context>
    <name>KommeGleichScreen</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Prompt line once the game has ended.</extracomment>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>You start this round: tap or drag the draw pile to draw a card.</source>
        <extracomment>Prompt lines, one per step of a turn. An &quot;order&quot; is a menu card in the middle row.</extracomment>
        <translation>Inizi tu questo round: tocca o trascina il mazzo per pescare una carta.</translation>
    </message>
    <message>
        <source>Drag your new card into your hand, wherever you like.</source>
        <extracomment>Prompt: the drawn card waits beside the hand.</extracomment>
        <translation>Trascina la nuova carta nella mano, dove vuoi.</translation>
    </message>
    <message>
        <source>Drag one of your cards onto an order to cover it.</source>
        <extracomment>Prompt: the start player covers one of the five orders (menu cards in the middle).</extracomment>
        <translation>Trascina una tua carta su un&apos;ordinazione per coprirla.</translation>
    </message>
    <message>
        <source>Drag a card to a new place in your hand, or draw a card.</source>
        <extracomment>Prompt: another player&apos;s first step.</extracomment>
        <translation>Sposta una carta in un altro punto della mano, oppure pesca una carta.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile.</source>
        <extracomment>Prompt: after drawing, another player discards one card.</extracomment>
        <translation>Trascina una carta sugli scarti.</translation>
    </message>
    <message>
        <source>Sweep across 3 or more cards and drop them on matching orders, or end your turn.</source>
        <extracomment>Prompt: serving a run of 3+ adjacent hand cards onto matching orders.</extracomment>
        <translation>Scorri su 3 o più carte e posale sulle ordinazioni uguali, oppure termina il turno.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <extracomment>Prompt line while another player acts; %1 is their name (a bot, or a human).</extracomment>
        <translation>%1 sta scegliendo…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <extracomment>Prompt line while another human acts; %1 is the name.</extracomment>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the main menu.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Title bar on a narrow screen; %1 is the round number.</extracomment>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Komme gleich! · Round %1</source>
        <extracomment>Title bar; %1 is the round number.</extracomment>
        <translation>Komme gleich! · Round %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Button taking back the last step of this turn.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Draw · %1</source>
        <extracomment>Under the draw pile; %1 is how many cards it holds.</extracomment>
        <translation>Mazzo · %1</translation>
    </message>
    <message>
        <source>Discards · %1</source>
        <extracomment>Under the discard pile; %1 is how many cards it holds.</extracomment>
        <translation>Scarti · %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn without serving a run.</extracomment>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Komme gleich! table</source>
        <extracomment>A screen reader&apos;s name for the game&apos;s table, which takes drags of the cards.</extracomment>
        <translation>Tavolo di Komme gleich!</translation>
    </message>
    <message>
        <source>Pick a card from your hand first: Enter on it.</source>
        <extracomment>Refusal: Enter on an order (or the discard pile) with no card picked up.</extracomment>
        <translation>Prima prendi una carta dalla tua mano: Invio su di essa.</translation>
    </message>
    <message>
        <source>New card: %1</source>
        <extracomment>A screen reader&apos;s name for the card just drawn, waiting beside the hand; %1 the dish.</extracomment>
        <translation>Nuova carta: %1</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after the step that ends a turn, before the tablet passes on.</extracomment>
        <translation>Ci hai ripensato? Riprendi la tua mossa ora; tra un attimo il turno passa.</translation>
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
        <translation>● gettone</translation>
    </message>
    <message>
        <source>⇄ swap</source>
        <extracomment>Booster on a Langkah card: swap a hand card with the discard pile. Keep it very short.</extracomment>
        <translation>⇄ scambio</translation>
    </message>
    <message>
        <source>Langkah %1</source>
        <extracomment>A screen reader&apos;s name for a Langkah (step) card; %1 its number of steps.</extracomment>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <extracomment>Read after a step card&apos;s name: it is the card chosen to walk with.</extracomment>
        <translation>scelta</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>giocabile</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>non giocabile ora</translation>
    </message>
</context>
<context>
    <name>LeaveCheck</name>
    <message>
        <source>Leave the kitchen?</source>
        <extracomment>Asked when the back key is pressed during a Kandar Klash! round.</extracomment>
        <translation>Lasciare la cucina?</translation>
    </message>
    <message>
        <source>Keep cooking</source>
        <extracomment>Closes the leave question and goes on with the round.</extracomment>
        <translation>Continua a cucinare</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leaves the Kandar Klash! table for the menu (the game is saved).</extracomment>
        <translation>Esci</translation>
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
        <translation>puoi camminare fin qui</translation>
    </message>
</context>
<context>
    <name>MatOverlay</name>
    <message>
        <source>Tap a ring to place the ketchup</source>
        <extracomment>A screen reader&apos;s name for the mat while the last cook picks a ketchup ring.</extracomment>
        <translation>Tocca un anello per mettere il ketchup</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>No match is in progress.</source>
        <extracomment>Refusal: &quot;Play again&quot; with no game on the table.</extracomment>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>This save is not a game of %1.</source>
        <extracomment>Resuming failed: the save belongs to another game; %1 is this table&apos;s game (e.g. &quot;Wok Up&quot;).</extracomment>
        <translation>Questo salvataggio non è una partita di %1.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <extracomment>Refusal of Undo: no step can be taken back now (none yet, or it showed a new card, or another player has had the turn since).</extracomment>
        <translation>Non c&apos;è niente da annullare.</translation>
    </message>
    <message>
        <source>Nothing for you to do just now: wait for your turn.</source>
        <extracomment>The &quot;What can I do?&quot; panel when the player who asks has nothing to do now.</extracomment>
        <translation>Per ora non hai niente da fare: aspetta il tuo turno.</translation>
    </message>
</context>
<context>
    <name>MenuCard</name>
    <message>
        <source>Face-down card</source>
        <extracomment>Screen-reader name of a card lying face down.</extracomment>
        <translation>Carta coperta</translation>
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
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Menu button that opens the about screen (version, licences).</extracomment>
        <translation>Info</translation>
    </message>
    <message>
        <source>A game of %1 is waiting for you.</source>
        <extracomment>%1 is a game&apos;s title.</extracomment>
        <translation>Una partita a %1 ti aspetta.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside. Start a new game.</source>
        <extracomment>Shown when the saved game file was damaged and moved aside.</extracomment>
        <translation>Non è stato possibile leggere la partita salvata, quindi è stata messa da parte. Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>Resume button; %1 is a game&apos;s title.</extracomment>
        <translation>Riprendi %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s) played</source>
        <extracomment>Under a paused game: %1 lists its players&apos; names (comma separated); %n is how many moves they have played.</extracomment>
        <translation>
            <numerusform>%1 · %n mossa giocata</numerusform>
            <numerusform>%1 · %n mosse giocate</numerusform>
        </translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet. Pick a stall!</source>
        <extracomment>Menu subtitle under the app name.</extracomment>
        <translation>Giochi da tavolo a tema cibo su un tablet. Scegli una bancarella!</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Menu button that opens the family history (past games, who wins).</extracomment>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>New to %1?</source>
        <extracomment>Offered the first time a stall is opened; %1 is the game&apos;s title.</extracomment>
        <translation>Prima volta a %1?</translation>
    </message>
    <message>
        <source>Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.</source>
        <extracomment>Offered the first time a stall is opened: what the guided first game is.</extracomment>
        <translation>Gioca prima una breve partita guidata: una guida mostra ogni mossa e i bot giocano piano. Dura circa tre minuti.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button of the first-visit offer: start the guided first game.</extracomment>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Button of the first-visit offer: skip the guided game, go to the game&apos;s setup.</extracomment>
        <translation>Non ora</translation>
    </message>
</context>
<context>
    <name>OrderList</name>
    <message>
        <source>waiting at the %1</source>
        <extracomment>An order waits at this stall (%1).</extracomment>
        <translation>aspetta al %1</translation>
    </message>
    <message>
        <source>in the bag</source>
        <extracomment>An order the walker carries.</extracomment>
        <translation>nella borsa</translation>
    </message>
    <message>
        <source>delivered ✓</source>
        <extracomment>An order that reached its customer.</extracomment>
        <translation>consegnato ✓</translation>
    </message>
    <message>
        <source>the walker, at home</source>
        <extracomment>The walker&apos;s own order: not delivered in this game.</extracomment>
        <translation>chi consegna, a casa</translation>
    </message>
</context>
<context>
    <name>OrderRow</name>
    <message>
        <source>Order %1: %2</source>
        <extracomment>A screen reader&apos;s name for an order (a menu card in the middle row); %1 its place, %2 the dish.</extracomment>
        <translation>Ordine %1: %2</translation>
    </message>
</context>
<context>
    <name>OverlayCard</name>
    <message>
        <source>Close</source>
        <extracomment>A screen reader&apos;s name for the dimmed area around a card shown over the map: a tap there closes it.</extracomment>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>PausedGameCheck</name>
    <message>
        <source>Replace the paused game of %1?</source>
        <extracomment>Asked before a new game replaces a paused one; %1 is the game&apos;s title.</extracomment>
        <translation>Sostituire la partita a %1 in pausa?</translation>
    </message>
    <message>
        <source>The game with %1 is not finished. A new game takes its place.</source>
        <extracomment>%1 lists the paused game&apos;s players&apos; names, comma separated.</extracomment>
        <translation>La partita con %1 non è finita. Una nuova partita prenderà il suo posto.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <extracomment>Takes the paused game up again instead of starting a new one.</extracomment>
        <translation>Riprenderla</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>Starts the new game; the paused one is gone.</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question and stays on the setup screen.</extracomment>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>PausedGames</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>PlayAgainButton</name>
    <message>
        <source>Play again</source>
        <extracomment>Button at the end of a game: a new game with the same players, the next one starting.</extracomment>
        <translation>Gioca ancora</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message>
        <source>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</source>
        <translation>%1: %2 punti, %3 prese, %4 venditori rimasti, %5 carte</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>A player&apos;s total score, e.g. &quot;12 pts&quot;</extracomment>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Under a player&apos;s name: tricks won, sellers left, cards in hand</extracomment>
        <translation>Prese %1</translation>
    </message>
    <message>
        <source>Sellers %1</source>
        <translation>Venditori %1</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Carte %1</translation>
    </message>
    <message>
        <source>bot</source>
        <extracomment>Small tag on a bot&apos;s player chip</extracomment>
        <translation>bot</translation>
    </message>
    <message>
        <source>%1, at seat %2</source>
        <extracomment>Accessible name of a family player&apos;s chip when they sit at a seat; %1 their name, %2 the seat&apos;s number. A tap takes them off the seat.</extracomment>
        <translation>%1, al posto %2</translation>
    </message>
</context>
<context>
    <name>PlayerEdge</name>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Shown to the winner(s) when the game ends.</extracomment>
        <translation>Gran Maestro del Wok!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown to the other players when the game ends.</extracomment>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Recipe won!</source>
        <extracomment>This player won the recipe card they covered.</extracomment>
        <translation>Ricetta vinta!</translation>
    </message>
    <message>
        <source>Not complete! You are out this round.</source>
        <extracomment>This player covered a recipe that was not complete.</extracomment>
        <translation>Non completata! Sei fuori per questo round.</translation>
    </message>
    <message>
        <source>Not complete! The other chef takes it.</source>
        <extracomment>Two players only: a mistake gives the covered card to the other player.</extracomment>
        <translation>Non completata! La prende l&apos;altro chef.</translation>
    </message>
    <message>
        <source>A tie: nobody takes it.</source>
        <extracomment>Two players covered the same card at the very same moment.</extracomment>
        <translation>Pareggio: nessuno la prende.</translation>
    </message>
    <message>
        <source>Too late!</source>
        <extracomment>Someone else was faster.</extracomment>
        <translation>Troppo tardi!</translation>
    </message>
    <message>
        <source>Out this round</source>
        <extracomment>A player who made a mistake waits for the next round.</extracomment>
        <translation>Fuori per questo round</translation>
    </message>
    <message>
        <source>Wok!</source>
        <extracomment>The start signal, and the prompt to throw.
----------
This player does not throw (or has thrown) in this volley.</extracomment>
        <translation>Wok!</translation>
    </message>
    <message>
        <source>Wok! Flick!</source>
        <translation>Wok! Lancia!</translation>
    </message>
    <message>
        <source>Watch the wok…</source>
        <extracomment>Tokens are still sliding.</extracomment>
        <translation>Guarda il Wok…</translation>
    </message>
    <message>
        <source>Complete? Cover it!</source>
        <extracomment>Claims are open.</extracomment>
        <translation>Completata? Coprila!</translation>
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
        <translation>Scegli un mazzo da girare</translation>
    </message>
    <message>
        <source>A new recipe is being turned…</source>
        <extracomment>Another player is picking the stack to turn over.</extracomment>
        <translation>Si gira una nuova ricetta…</translation>
    </message>
</context>
<context>
    <name>RecipeCard</name>
    <message>
        <source>At least %1 %2</source>
        <extracomment>Recipe card: at least this many pictures of one ingredient in the wok; %1 number, %2 ingredient (plural).</extracomment>
        <translation>Almeno %1 %2</translation>
    </message>
    <message>
        <source>All five ingredients</source>
        <extracomment>Recipe card: every one of the five ingredients in the wok.</extracomment>
        <translation>Tutti e cinque gli ingredienti</translation>
    </message>
    <message>
        <source>These four ingredients</source>
        <extracomment>Recipe card: the four ingredients pictured are all in the wok.</extracomment>
        <translation>Questi quattro ingredienti</translation>
    </message>
    <message>
        <source>%1 tokens touching a card</source>
        <extracomment>Recipe card: this many tokens touch a recipe card of the wok.</extracomment>
        <translation>%1 gettoni toccano una carta</translation>
    </message>
    <message>
        <source>%1 tokens touching a divider</source>
        <extracomment>Recipe card: this many tokens touch a divider of the wok.</extracomment>
        <translation>%1 gettoni toccano un separatore</translation>
    </message>
    <message>
        <source>%1 tokens in the middle, touching nothing</source>
        <extracomment>Recipe card: this many tokens in the wok touch neither cards nor dividers.</extracomment>
        <translation>%1 gettoni al centro, senza toccare nulla</translation>
    </message>
    <message>
        <source>As many %1 as another ingredient</source>
        <extracomment>Recipe card: as many pictures of this ingredient as of some other single ingredient.</extracomment>
        <translation>Tanti %1 quanto un altro ingrediente</translation>
    </message>
    <message>
        <source>As many %1 as %2</source>
        <extracomment>Recipe card: as many pictures of one ingredient as of another; %1 and %2 ingredients (plural).</extracomment>
        <translation>Tanti %1 quanti %2</translation>
    </message>
    <message>
        <source>Tokens showing %1, %2 and %3 %4</source>
        <extracomment>Recipe card: three tokens of one ingredient, showing these numbers of pictures; %4 the ingredient (plural), e.g. &quot;Tokens showing 2, 3 and 4 chilis&quot;.</extracomment>
        <translation>Gettoni con %1, %2 e %3 %4</translation>
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
            <numerusform>+%n favore</numerusform>
            <numerusform>+%n favori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n favour(s)</source>
        <extracomment>A cook&apos;s favours lost this round, big in their zone (&quot;-1 favour&quot;).</extracomment>
        <translation>
            <numerusform>-%n favore</numerusform>
            <numerusform>-%n favori</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules of the game</source>
        <extracomment>Accessible name of the &quot;?&quot; button on every game table that shows the rules.</extracomment>
        <translation>Regole del gioco</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules shown over a game&apos;s table; %1 is the game&apos;s title.</extracomment>
        <translation>Come si gioca a %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Closes the rules shown over a game and goes back to the same game.</extracomment>
        <translation>Torna al gioco</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules screen; %1 is the game&apos;s title.</extracomment>
        <translation>Come si gioca a %1</translation>
    </message>
    <message>
        <source>Opening soon: this stall is still being built. Here is how the game will play.</source>
        <extracomment>On the rules of a game that cannot be played in the app yet.</extracomment>
        <translation>Apre presto: questa bancarella è ancora in costruzione. Ecco come si giocherà.</translation>
    </message>
</context>
<context>
    <name>ScoreBreakdown</name>
    <message>
        <source>Next round</source>
        <translation>Round successivo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Trump bonus</source>
        <translation>Bonus briscola</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Round %1 of %2: scores</source>
        <translation>Round %1 di %2: punteggi</translation>
    </message>
    <message>
        <source>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</source>
        <translation>Ogni presa +2, ogni carta rimasta in mano −1. A ogni bancarella: più venditori +5, secondo +2, e +1 in più per entrambi alla bancarella di briscola. Nessun venditore e nessuna presa: il punteggio migliore del round (cappotto).</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <extracomment>Button that returns to the previous screen.</extracomment>
        <translation>Indietro</translation>
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
        <translation>Inizio</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>A seat&apos;s tip points, e.g. &quot;3 pts&quot; (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pt</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 · Served %2</source>
        <extracomment>Seat summary: cards in hand and served cards lying face down.</extracomment>
        <translation>Mano %1 · Servite %2</translation>
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
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <source>Starts</source>
        <extracomment>Radio button on a seat: this player takes the first turn.</extracomment>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Avatar of %1</source>
        <extracomment>Accessible name of a seat&apos;s avatar button; %1 is the player&apos;s name.</extracomment>
        <translation>Avatar di %1</translation>
    </message>
</context>
<context>
    <name>SeatSetupModel</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat at the table; %1 is the seat number (1, 2, ...).</extracomment>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>SellerFigure</name>
    <message>
        <source>Seller of player %1</source>
        <extracomment>A player&apos;s seller figure at a stall; %1 is the player&apos;s seat number.</extracomment>
        <translation>Venditore del giocatore %1</translation>
    </message>
</context>
<context>
    <name>ServedRun</name>
    <message>
        <source>%1 serves!</source>
        <extracomment>Shown while a served run is on display; %1 is the player&apos;s name.</extracomment>
        <translation>%1 serve!</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings screen.</extracomment>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Velocità dei bot</translation>
    </message>
    <message>
        <source>How long computer players wait before they move, so you can follow them.</source>
        <extracomment>Explains the bot speed setting.</extracomment>
        <translation>Quanto aspettano i giocatori del computer prima di muovere, così puoi seguirli.</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Comfort</source>
        <extracomment>Settings section heading (sound and motion).</extracomment>
        <translation>Comfort</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>Setting: play short sound cues.</extracomment>
        <translation>Effetti sonori</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Setting: fewer and shorter animations.</extracomment>
        <translation>Riduci animazioni</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>Settings section heading (text size and contrast).</extracomment>
        <translation>Lettura</translation>
    </message>
    <message>
        <source>Text size, on top of your device&apos;s own font size.</source>
        <extracomment>Explains the text size setting; it adds to the device&apos;s own font size.</extracomment>
        <translation>Dimensione del testo, oltre a quella dei caratteri del tuo dispositivo.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A text size option; %1 is the percentage (100, 120, 140, 160).
----------
The sound effects&apos; volume; %1 is the percentage.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Setting: darker text and outlines on white, for reading from afar.</extracomment>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Label of the sound effects&apos; volume slider.</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Vibration</source>
        <extracomment>Setting: short vibrations when a card lands or a move is refused.</extracomment>
        <translation>Vibrazione</translation>
    </message>
    <message>
        <source>Your device asks for less motion, so it stays on.</source>
        <extracomment>Shown under Reduce motion when the device&apos;s own setting already asks for it.</extracomment>
        <translation>Il tuo dispositivo chiede meno movimento, quindi resta attivo.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>Setting: speak the turn prompt and refusals aloud, for players who cannot read yet.</extracomment>
        <translation>Lettura ad alta voce</translation>
    </message>
    <message>
        <source>No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device&apos;s speech settings.</source>
        <extracomment>Under the read-aloud setting when the device has no voice for the app&apos;s language.</extracomment>
        <translation>Su questo dispositivo non è installata nessuna voce per questa lingua, quindi non si può leggere nulla ad alta voce. Aggiungine una nelle impostazioni vocali del dispositivo.</translation>
    </message>
    <message>
        <source>Read aloud is not available in this version of the app.</source>
        <extracomment>In the settings when this copy of the app was built without speech.</extracomment>
        <translation>La lettura ad alta voce non è disponibile in questa versione dell&apos;app.</translation>
    </message>
</context>
<context>
    <name>SetupConversion</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <extracomment>A new game could not start: the setup the menu handed over is broken; %1 is the parser&apos;s own (English) reason.</extracomment>
        <translation>L&apos;impostazione della partita non è un JSON valido: %1</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <extracomment>Title of the setup screen; %1 is the game&apos;s title.</extracomment>
        <translation>Nuova partita: %1</translation>
    </message>
    <message>
        <source>Players (%1-%2)</source>
        <extracomment>Label of the player-count stepper; %1-%2 is the allowed range.</extracomment>
        <translation>Giocatori (%1-%2)</translation>
    </message>
    <message>
        <source>Fewer players</source>
        <extracomment>Accessible name of the button removing a seat.</extracomment>
        <translation>Meno giocatori</translation>
    </message>
    <message>
        <source>More players</source>
        <extracomment>Accessible name of the button adding a seat.</extracomment>
        <translation>Più giocatori</translation>
    </message>
    <message>
        <source>A solo game: just you against the clock of the draw pile.</source>
        <extracomment>Setup note for a one-player game.</extracomment>
        <translation>Un gioco in solitario: solo tu contro il tempo del mazzo di pesca.</translation>
    </message>
    <message>
        <source>Every seat is played by a person passing the tablet around.</source>
        <extracomment>Setup note when a game has no computer players.</extracomment>
        <translation>Ogni posto è giocato da una persona che si passa il tablet.</translation>
    </message>
    <message>
        <source>Tap a name to change it.</source>
        <extracomment>Setup footer hint.</extracomment>
        <translation>Tocca un nome per cambiarlo.</translation>
    </message>
    <message>
        <source>This stall is opening soon: its game is still being cooked.</source>
        <extracomment>Setup footer when the game cannot be played yet.</extracomment>
        <translation>Questa bancarella apre presto: il suo gioco è ancora in cottura.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on the setup screen that opens the game&apos;s rules.</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>Button that starts the game with the chosen seats.</extracomment>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Our players</source>
        <extracomment>Heading over the family&apos;s players on the setup screen (tap one to seat them).</extracomment>
        <translation>I nostri giocatori</translation>
    </message>
    <message>
        <source>Same players as last time</source>
        <extracomment>Setup button: the seats of the last game at this stall come back, bots included.</extracomment>
        <translation>Gli stessi giocatori dell’ultima volta</translation>
    </message>
</context>
<context>
    <name>StackChoice</name>
    <message>
        <source>Turn over: %1</source>
        <extracomment>A screen reader&apos;s name for a stack&apos;s back a winner may turn over; %1 its family.</extracomment>
        <translation>Gira: %1</translation>
    </message>
</context>
<context>
    <name>StallCard</name>
    <message>
        <source>Solo game</source>
        <extracomment>Player count of a solo game.</extracomment>
        <translation>Gioco in solitario</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>Player count of a game for exactly %1 players.</extracomment>
        <translation>Giocatori: %1</translation>
    </message>
    <message>
        <source>Players: %1-%2</source>
        <extracomment>Player count range of a game, e.g. &quot;Players: 3-5&quot;.</extracomment>
        <translation>Giocatori: %1-%2</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Button on a stall that opens the game&apos;s setup screen.</extracomment>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Opening soon</source>
        <extracomment>Badge on a stall whose game is not playable yet.</extracomment>
        <translation>Apre presto</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on a stall that opens the game&apos;s rules.</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button on a stall that starts its guided first game (a short game with a coach).</extracomment>
        <translation>Impara a giocare</translation>
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
        <translation>Vinci prese di frutta o piazza venditori per dominare le bancarelle del mercato.</translation>
    </message>
    <message>
        <source>Komme gleich!</source>
        <translation>Komme gleich!</translation>
    </message>
    <message>
        <source>Match your hand to the row of orders and collect the tips.</source>
        <translation>Abbina la tua mano alla fila di ordini e raccogli le mance.</translation>
    </message>
    <message>
        <source>Kandar Klash!</source>
        <translation>Kandar Klash!</translation>
    </message>
    <message>
        <source>Everyone at once: lay ingredient cards into the customer&apos;s dish.</source>
        <translation>Tutti insieme: posa le carte ingrediente per comporre il piatto del cliente.</translation>
    </message>
    <message>
        <source>Wok Up</source>
        <translation>Wok Up</translation>
    </message>
    <message>
        <source>Flick ingredients into the wok and slap the finished recipes first.</source>
        <translation>Lancia gli ingredienti nel wok con un colpetto e tocca per primo le ricette pronte.</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>Deliver every food order across Penang in as few steps as you can.</source>
        <translation>Consegna tutti gli ordini di cibo per Penang nel minor numero di passi possibile.</translation>
    </message>
    <message>
        <source>A solo variant by Evan Cheah.</source>
        <translation>Una variante in solitario di Evan Cheah.</translation>
    </message>
    <message>
        <source>Played here from its rulebook.</source>
        <translation>Qui si gioca secondo il suo regolamento.</translation>
    </message>
    <message>
        <source>A card game by Uwe Rosenberg.</source>
        <translation>Un gioco di carte di Uwe Rosenberg.</translation>
    </message>
</context>
<context>
    <name>StallRow</name>
    <message>
        <source>T</source>
        <extracomment>Letter on the black trump token</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Trump token</source>
        <translation>Segnalino briscola</translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Trump · Led</source>
        <translation>Briscola · Uscita</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>Uscita</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>Number of sellers a player has at a stall, e.g. &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Tap to make %1 trump</source>
        <extracomment>On a stall the leader may tap to move the trump token there</extracomment>
        <translation>Tocca per la briscola: %1</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Walking as %1</source>
        <extracomment>Who the player walks as; %1 is a character&apos;s name.</extracomment>
        <translation>Cammina %1</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <extracomment>The game&apos;s name, shown before the walker is chosen.</extracomment>
        <translation>Kaki Lima: modalità MCO</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>The score so far, shown big.</extracomment>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>Delivered %1 of 7</source>
        <extracomment>Orders delivered so far out of seven.</extracomment>
        <translation>Consegnati: %1 su 7</translation>
    </message>
    <message>
        <source>Bag:</source>
        <extracomment>The orders the walker carries (two at most).</extracomment>
        <translation>Borsa:</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>The walker&apos;s bag holds no order.</extracomment>
        <translation>vuota</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>Langkah cards left in the draw pile.</extracomment>
        <translation>Mazzo: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <extracomment>The top card of the discard pile.</extracomment>
        <translation>Scarti: %1</translation>
    </message>
    <message>
        <source>Steps: −%1</source>
        <extracomment>Steps spent so far (they are taken off the score).</extracomment>
        <translation>Passi: −%1</translation>
    </message>
    <message>
        <source>Clearing tokens</source>
        <extracomment>Title of the clearing-token scoreboard.</extracomment>
        <translation>Gettoni pulizia</translation>
    </message>
    <message>
        <source>No steps walked yet</source>
        <extracomment>Before the first walk: no steps are taken off the score yet.</extracomment>
        <translation>Nessun passo ancora</translation>
    </message>
</context>
<context>
    <name>TakeBackButtons</name>
    <message>
        <source>Take back</source>
        <extracomment>Button shown for a moment after a move: undo it before the tablet passes on.</extracomment>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Pass on</source>
        <extracomment>Button shown for a moment after a move: keep it and pass the tablet now.</extracomment>
        <translation>Conferma</translation>
    </message>
</context>
<context>
    <name>TakeChooser</name>
    <message>
        <source>Which orders do you pick up?</source>
        <extracomment>At a food stall: choose the orders to pick up.</extracomment>
        <translation>Quali ordini ritiri?</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Go back to choosing where to walk.</extracomment>
        <translation>Indietro</translation>
    </message>
</context>
<context>
    <name>TindahanGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.</source>
        <translation>Queste sono le tue carte frutta. In ogni presa ognuno gioca una carta, e la carta migliore vince la presa.</translation>
    </message>
    <message>
        <source>The trump token stands on the bananas stall: bananas beat every other fruit.</source>
        <translation>Il segnalino briscola è sulla bancarella delle banane: le banane battono ogni altro frutto.</translation>
    </message>
    <message>
        <source>You lead the first trick. Tap your 10 of durians: only a banana could beat it.</source>
        <translation>Apri tu la prima presa. Tocca il tuo 10 di durian: solo una banana potrebbe batterlo.</translation>
    </message>
    <message>
        <source>Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.</source>
        <translation>Guarda i bot. Invece di giocare una carta, si può piazzare un venditore alla bancarella del frutto d’uscita.</translation>
    </message>
    <message>
        <source>You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.</source>
        <translation>Hai vinto la presa: 2 punti a fine round. Chi vince una presa apre la successiva.</translation>
    </message>
    <message>
        <source>A leader may move the trump token instead of playing a card. Tap Move trump.</source>
        <translation>Chi apre può spostare il segnalino briscola invece di giocare una carta. Tocca Sposta briscola.</translation>
    </message>
    <message>
        <source>Tap the durians stall: from now on durians are trumps.</source>
        <translation>Tocca la bancarella dei durian: da ora i durian sono briscola.</translation>
    </message>
    <message>
        <source>After a trump move the next player must play a card, and its fruit is led.</source>
        <translation>Dopo uno spostamento della briscola il giocatore seguente deve giocare una carta, e il suo frutto è quello d’uscita.</translation>
    </message>
    <message>
        <source>At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.</source>
        <translation>A fine round, chi ha più venditori a una bancarella fa 5, il secondo 2, e 1 in più alla bancarella della briscola. Ogni carta rimasta in mano costa 1.</translation>
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
        <translation>Ana apre con i durian. Hai dei durian, quindi devi rispondere al seme: tocca il tuo 1 di durian quando tocca a te.</translation>
    </message>
    <message>
        <source>You cannot beat Ana&apos;s card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.</source>
        <translation>Non puoi battere la carta di Ana. Piazza invece un venditore alla bancarella dei durian: tocca Piazza un venditore quando tocca a te.</translation>
    </message>
</context>
<context>
    <name>TindahanRefusal</name>
    <message>
        <source>bananas</source>
        <translation>banane</translation>
    </message>
    <message>
        <source>durians</source>
        <translation>durian</translation>
    </message>
    <message>
        <source>mangosteens</source>
        <translation>mangostani</translation>
    </message>
    <message>
        <source>rambutans</source>
        <translation>rambutan</translation>
    </message>
    <message>
        <source>pineapples</source>
        <translation>ananas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The leader cannot place a seller.</source>
        <translation>Chi apre non può piazzare un venditore.</translation>
    </message>
    <message>
        <source>After a trump move you must play a card.</source>
        <translation>Dopo uno spostamento della briscola devi giocare una carta.</translation>
    </message>
    <message>
        <source>You have no sellers left.</source>
        <translation>Non ti restano venditori.</translation>
    </message>
    <message>
        <source>Only the leader can move the trump token.</source>
        <translation>Solo chi apre può spostare il segnalino briscola.</translation>
    </message>
    <message>
        <source>That stall is not in this game.</source>
        <translation>Questa bancarella non è in questa partita.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <extracomment>%1 is the fruit that was led, e.g. &quot;bananas&quot;</extracomment>
        <translation>Devi rispondere al frutto di uscita: %1.</translation>
    </message>
    <message>
        <source>The trump token is already on the %1 stall.</source>
        <extracomment>%1 is a fruit, e.g. &quot;bananas&quot;</extracomment>
        <translation>Il segnalino briscola è già sulla bancarella di %1.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Non hai quella carta.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Questa non è una mossa di questo gioco.</translation>
    </message>
</context>
<context>
    <name>TindahanRuleDiagramTrick</name>
    <message>
        <source>A durian is led and a higher one follows, but the trump banana wins the trick.</source>
        <extracomment>Caption of the picture of a trick on the Tindahan rules page.</extracomment>
        <translation>Esce un durian e ne segue uno più alto, ma la banana di briscola vince la presa.</translation>
    </message>
</context>
<context>
    <name>TindahanRules</name>
    <message>
        <source>Aim</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</source>
        <translation>Vinci prese di frutta e piazza venditori alle bancarelle del mercato. Quando ognuno ha iniziato un round, vince chi ha più punti.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</source>
        <translation>Le carte frutta vanno da 1 a 10 in cinque frutti. In 4 giocatori si toglie un frutto, in 3 due; le banane restano sempre. All’inizio la briscola sono le banane.</translation>
    </message>
    <message>
        <source>Everyone gets 10 cards and 9 sellers for the round.</source>
        <translation>Ognuno riceve 10 carte e 9 venditori per il round.</translation>
    </message>
    <message>
        <source>A trick</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Una presa</translation>
    </message>
    <message>
        <source>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</source>
        <translation>Chi apre gioca una carta, o sposta il segnalino briscola a un’altra bancarella; allora il giocatore seguente deve giocare una carta, e il frutto di quella carta è di uscita.</translation>
    </message>
    <message>
        <source>Everyone else follows the led fruit if they can, or plays any card if they cannot.</source>
        <translation>Gli altri rispondono al frutto di uscita se possono, altrimenti giocano una carta qualsiasi.</translation>
    </message>
    <message>
        <source>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</source>
        <translation>Invece di giocare, si può piazzare un venditore alla bancarella del frutto di uscita, tranne chi apre e chi deve giocare dopo uno spostamento della briscola.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</source>
        <translation>La briscola più alta vince la presa, altrimenti la carta più alta del frutto di uscita. Chi vince apre la presa seguente.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</source>
        <translation>Il round finisce quando qualcuno resta senza carte e la presa è vinta. Ogni presa vale +2, ogni carta rimasta in mano -1.</translation>
    </message>
    <message>
        <source>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</source>
        <translation>A ogni bancarella, chi ha più venditori fa +5 e il secondo +2; alla bancarella di briscola entrambi ricevono +1 in più. I pari merito si dividono i punti, arrotondando per difetto.</translation>
    </message>
    <message>
        <source>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</source>
        <translation>Cappotto: chi non ha piazzato venditori né vinto prese fa tanti punti quanto il migliore del round.</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</source>
        <translation>Giocate un round per giocatore, così ognuno inizia una volta. Vince il totale più alto; i pari merito condividono la vittoria.</translation>
    </message>
    <message>
        <source>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</source>
        <translation>In 4 giocatori si tolgono gli ananas; in 3 giocatori i rambutan e gli ananas.</translation>
    </message>
    <message>
        <source>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</source>
        <translation>Ogni manche riparte con le banane come briscola, e ogni giocatore riprende i suoi 9 venditori.</translation>
    </message>
    <message>
        <source>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</source>
        <translation>Dopo lo spostamento della briscola non è ancora uscito nulla, quindi il giocatore successivo può giocare qualsiasi carta. Il segnalino deve andare su un altro banco.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Come lo gioca l&apos;app</translation>
    </message>
    <message>
        <source>A tie for first place shares the first and second place points, rounded down, and nobody scores second.</source>
        <translation>Un pari merito al primo posto divide i punti del primo e del secondo posto, arrotondando per difetto, e nessuno prende il secondo posto.</translation>
    </message>
    <message>
        <source>The trump bonus goes to the stall where the marker stands when the round ends.</source>
        <translation>Il bonus di briscola va alla bancarella dove si trova il segnalino alla fine del round.</translation>
    </message>
    <message>
        <source>A shutout player scores the round&apos;s top total, their own included.</source>
        <translation>Chi fa cappotto prende il punteggio più alto del round, compreso il proprio.</translation>
    </message>
    <message>
        <source>Each round starts one seat to the left of the last one.</source>
        <translation>Ogni round inizia un posto a sinistra del precedente.</translation>
    </message>
    <message>
        <source>You may take back your own last step while no one else has acted.</source>
        <translation>Puoi annullare la tua ultima mossa finché nessun altro ha giocato.</translation>
    </message>
</context>
<context>
    <name>TindahanScreen</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Tap a stall to move the trump token there.</source>
        <translation>Tocca una bancarella per spostarvi il segnalino briscola.</translation>
    </message>
    <message>
        <source>Your lead: play a card or move the trump token.</source>
        <translation>Tocca a te aprire: gioca una carta o sposta il segnalino briscola.</translation>
    </message>
    <message>
        <source>Your turn: play a card or place a seller on the %1 stall.</source>
        <translation>Tocca a te: gioca una carta o piazza un venditore alla bancarella %1.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 sta scegliendo…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Tindahan · Round %1 of %2</source>
        <translation>Tindahan · Round %1 di %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Place a seller</source>
        <translation>Piazza un venditore</translation>
    </message>
    <message>
        <source>Move trump</source>
        <translation>Sposta briscola</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Round successivo</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 di %2</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after a player&apos;s move, before the tablet passes on.</extracomment>
        <translation>Ci hai ripensato? Riprendi la tua mossa ora; tra un attimo il turno passa.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3 and won the trick.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 ha giocato il %2 di %3 e ha vinto la presa.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 ha giocato il %2 di %3.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <extracomment>Hand-off recap, after a step that finished a trick: %1 the player who took it.</extracomment>
        <translation>%1 ha vinto la presa.</translation>
    </message>
    <message>
        <source>%1 placed a seller on %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the seller went to.</extracomment>
        <translation>%1 ha piazzato un venditore alla bancarella %2.</translation>
    </message>
    <message>
        <source>%1 moved the trump token to %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the trump token went to.</extracomment>
        <translation>%1 ha spostato il segnalino briscola alla bancarella %2.</translation>
    </message>
</context>
<context>
    <name>TindahanStyle</name>
    <message>
        <source>Bananas</source>
        <translation>Banane</translation>
    </message>
    <message>
        <source>Durians</source>
        <translation>Durian</translation>
    </message>
    <message>
        <source>Mangosteens</source>
        <translation>Mangostani</translation>
    </message>
    <message>
        <source>Rambutans</source>
        <translation>Rambutan</translation>
    </message>
    <message>
        <source>Pineapples</source>
        <translation>Ananas</translation>
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
        <translation>A</translation>
    </message>
</context>
<context>
    <name>TipBurst</name>
    <message>
        <source>Tip for %1!</source>
        <extracomment>Celebration when a player scores a tip; %1 is the name.</extracomment>
        <translation>Mancia per %1!</translation>
    </message>
</context>
<context>
    <name>TipRanking</name>
    <message>
        <source>The tips left could not pay the last tip.</source>
        <extracomment>Final screen: why the game ended (the tips left could not pay / the last tip card was taken).</extracomment>
        <translation>Le mance rimaste non bastavano a pagare l&apos;ultima.</translation>
    </message>
    <message>
        <source>The last tip card has been taken.</source>
        <translation>L&apos;ultima carta mancia è stata presa.</translation>
    </message>
    <message numerus="yes">
        <source>%n served</source>
        <extracomment>Final ranking: served cards lying face down (the tie-break).</extracomment>
        <translation>
            <numerusform>%n servita</numerusform>
            <numerusform>%n servite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>Final ranking: a player&apos;s tip points (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <source>T</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Placed a seller</source>
        <translation>Ha piazzato un venditore</translation>
    </message>
    <message>
        <source>Moved trump</source>
        <translation>Ha spostato la briscola</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vince %1</translation>
    </message>
</context>
<context>
    <name>WalkerPicker</name>
    <message>
        <source>Who walks today?</source>
        <extracomment>Title of the walker choice at the start of Kaki Lima.</extracomment>
        <translation>Chi cammina oggi?</translation>
    </message>
    <message>
        <source>Your own order stays at home: deliver the other seven before the Langkah cards run out.</source>
        <extracomment>Under the walker choice.</extracomment>
        <translation>Il tuo ordine resta a casa: consegna gli altri sette prima che finiscano le carte Langkah.</translation>
    </message>
    <message>
        <source>House %1</source>
        <extracomment>Where a character lives; %1 is a square such as C1.</extracomment>
        <translation>Casa %1</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Back to the food court menu, before the game starts.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Surprise me</source>
        <extracomment>Let the game pick the walker at random.</extracomment>
        <translation>Sorprendimi</translation>
    </message>
</context>
<context>
    <name>WokUpGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>After &quot;Wok!&quot;, flick your token from your edge: slide your finger quickly towards the wok and let go.</source>
        <translation>Dopo «Wok!», lancia il tuo gettone dal tuo lato: fai scorrere il dito in fretta verso il Wok e lascia.</translation>
    </message>
    <message>
        <source>The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.</source>
        <translation>Il primo tocco vince la carta. Coprirne una non completata è un errore: in 2 giocatori, la prende l’altro giocatore.</translation>
    </message>
    <message>
        <source>As the winner, choose which stack to turn over for a new recipe.</source>
        <translation>Hai vinto: scegli quale mazzo girare per una nuova ricetta.</translation>
    </message>
    <message>
        <source>Wok&apos;up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.</source>
        <translation>Wok&apos;up!: quando uno stesso ingrediente compare almeno 10 volte nel Wok, premi qui e poi la ricetta che preferisci.</translation>
    </message>
    <message>
        <source>The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!</source>
        <translation>I gettoni tornano nelle pile e comincia il lancio successivo. Il primo a cinque ricette è Gran Maestro del Wok!</translation>
    </message>
    <message>
        <source>%1 flicks a token.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 lancia un gettone.</translation>
    </message>
    <message>
        <source>%1 covers a recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 copre una ricetta.</translation>
    </message>
    <message>
        <source>%1 shouts Wok&apos;up!</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 grida Wok&apos;up!</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up: it claims nothing this time.</extracomment>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 gira una nuova ricetta.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana flicks hers. Wait until the tokens stop sliding.</source>
        <translation>Ana lancia il suo. Aspetta che i gettoni smettano di scivolare.</translation>
    </message>
    <message>
        <source>Ana&apos;s token shows five chilies: &quot;at least 5 chili&quot; is complete. Press it on your pad, quickly!</source>
        <translation>Il gettone di Ana mostra cinque peperoncini: «almeno 5 peperoncini» è completata. Premila sul tuo pannello, presto!</translation>
    </message>
    <message>
        <source>Flick tokens into the wok in the middle.</source>
        <translation>Lancia gettoni nel Wok al centro.</translation>
    </message>
    <message>
        <source>What the tokens show completes the recipes around the wok.</source>
        <translation>Ciò che mostrano i gettoni completa le ricette intorno al Wok.</translation>
    </message>
</context>
<context>
    <name>WokUpRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Quel posto non esiste a questo tavolo.</translation>
    </message>
    <message>
        <source>Wait for the signal: Wok!</source>
        <extracomment>A player flicked before the start signal (&quot;Wok!&quot;).</extracomment>
        <translation>Aspetta il segnale: Wok!</translation>
    </message>
    <message>
        <source>That came before the claims opened.</source>
        <extracomment>A claim stamped before the claim window opened.</extracomment>
        <translation>Questo è arrivato prima che si potesse coprire.</translation>
    </message>
    <message>
        <source>That token is not on the table.</source>
        <extracomment>A throw would push a token that is not in the wok.</extracomment>
        <translation>Quel gettone non è sul tavolo.</translation>
    </message>
    <message>
        <source>A token cannot be moved twice in one throw.</source>
        <extracomment>A throw would push the same token twice.</extracomment>
        <translation>Un gettone non può muoversi due volte in un lancio.</translation>
    </message>
    <message>
        <source>A token would rest off the table.</source>
        <extracomment>A throw would leave a token off the table.</extracomment>
        <translation>Un gettone finirebbe fuori dal tavolo.</translation>
    </message>
    <message>
        <source>Two tokens would rest on top of each other.</source>
        <extracomment>A throw would leave two tokens on top of each other.</extracomment>
        <translation>Due gettoni finirebbero uno sopra l&apos;altro.</translation>
    </message>
    <message>
        <source>This volley has already been thrown.</source>
        <extracomment>A player flicked after everyone had thrown.</extracomment>
        <translation>Questo lancio è già stato fatto.</translation>
    </message>
    <message>
        <source>You do not throw in this volley.</source>
        <extracomment>A player tried to throw a second token, or is not throwing in this volley.</extracomment>
        <translation>Non lanci in questo giro.</translation>
    </message>
    <message>
        <source>Claims open when the wok has settled.</source>
        <extracomment>A player pressed a recipe before the tokens came to rest.</extracomment>
        <translation>Si può coprire quando il Wok è fermo.</translation>
    </message>
    <message>
        <source>You are out of this round after a mistake.</source>
        <extracomment>A player who made a mistake pressed again in the same round.</extracomment>
        <translation>Dopo un errore sei fuori per questo round.</translation>
    </message>
    <message>
        <source>You have already claimed after this volley.</source>
        <extracomment>A player pressed again after claiming in this window.</extracomment>
        <translation>Hai già reclamato dopo questo lancio.</translation>
    </message>
    <message>
        <source>That recipe is not face up.</source>
        <extracomment>A player pressed a recipe card that is not face up.</extracomment>
        <translation>Quella ricetta non è scoperta.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <extracomment>A player acted while no game is on the table.</extracomment>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>A player touched the table while the game is paused.</extracomment>
        <translation>La partita è in pausa.</translation>
    </message>
    <message>
        <source>Nobody plays that seat by hand.</source>
        <extracomment>A flick or a press on a seat no human plays.</extracomment>
        <translation>Nessuno gioca a mano in quel posto.</translation>
    </message>
    <message>
        <source>You have no stack to turn over now.</source>
        <extracomment>Someone other than the winner, or nobody&apos;s turn, tapped a stack to turn over.</extracomment>
        <translation>Ora non hai nessun mazzo da girare.</translation>
    </message>
    <message>
        <source>Turn over another face-down stack.</source>
        <extracomment>The winner tapped the stack of the card just won, or one already face up.</extracomment>
        <translation>Gira un altro mazzo coperto.</translation>
    </message>
</context>
<context>
    <name>WokUpRuleDiagramDivider</name>
    <message>
        <source>The two tokens touching the divider count for this card; the third does not.</source>
        <extracomment>Caption of the Wok Up rules picture: a divider with tokens touching it.</extracomment>
        <translation>I due gettoni che toccano il divisorio contano per questa carta; il terzo no.</translation>
    </message>
</context>
<context>
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un round</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Contano solo i gettoni dentro il wok, o che toccano una carta o un divisorio.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Dopo una vincita</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Be the first chef to win five Recipe cards and become Grand Master of the Wok.</source>
        <translation>Sii il primo chef a vincere cinque carte Ricetta e diventa Gran Maestro del Wok.</translation>
    </message>
    <message>
        <source>Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.</source>
        <translation>Cinque mazzi di carte Ricetta, con un separatore tra l&apos;uno e l&apos;altro, formano un pentagono: il Wok. Tre carte Ricetta sono scoperte. I 25 gettoni Ingrediente (peperoncino, fungo, pesce, carne, broccolo; da 1 a 5 figure per faccia) sono divisi in pile che nessuno guarda.</translation>
    </message>
    <message>
        <source>After &quot;3, 2, 1, Wok!&quot;, flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.</source>
        <translation>Dopo «3, 2, 1, Wok!», lancia con un colpo di dito il gettone in cima alla tua pila dal tuo lato verso il Wok: contano la velocità e la direzione del dito. I gettoni girano, scivolano e si urtano. Troppo lento? Il tavolo lancia per te.</translation>
    </message>
    <message>
        <source>Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.</source>
        <translation>Quando tutti i gettoni sono fermi, copri una carta Ricetta completata premendola sul tuo pannello. Il primo tocco vince la carta; chi preme contemporaneamente carte diverse vince ciascuno la propria. Premi due carte insieme per reclamarle entrambe.</translation>
    </message>
    <message>
        <source>No Recipe card complete? After a few seconds everyone throws another token.</source>
        <translation>Nessuna carta Ricetta completata? Dopo qualche secondo tutti lanciano un altro gettone.</translation>
    </message>
    <message>
        <source>Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.</source>
        <translation>Se copri una carta Ricetta non completata, il tuo pannello diventa grigio finché la carta successiva non viene vinta. In 2 giocatori, l&apos;altro giocatore vince la carta che hai coperto.</translation>
    </message>
    <message>
        <source>When one ingredient shows ten or more pictures in the Wok, press Wok&apos;up!, then the face-up Recipe card you want.</source>
        <translation>Quando uno stesso ingrediente compare almeno 10 volte nel Wok, premi Wok&apos;up! e poi la carta Ricetta scoperta che preferisci.</translation>
    </message>
    <message>
        <source>Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.</source>
        <translation>Si gira un&apos;altra carta Ricetta e i gettoni tornano sotto le pile. In 5 o 6 giocatori, a ogni lancio tira solo metà dei giocatori.</translation>
    </message>
    <message>
        <source>The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.</source>
        <translation>Il primo a cinque carte Ricetta è Gran Maestro del Wok; quinte carte vinte nello stesso istante dividono la vittoria.</translation>
    </message>
    <message>
        <source>The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.</source>
        <translation>Chi vince sceglie quale mazzo girare, dalla famiglia mostrata sul dorso: qualsiasi mazzo coperto tranne quello da cui viene la carta vinta.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Come lo gioca l&apos;app</translation>
    </message>
    <message>
        <source>Equality cards need at least one of each named ingredient, so an empty wok never completes them.</source>
        <translation>Le carte di uguaglianza richiedono almeno uno di ogni ingrediente indicato, quindi un wok vuoto non le completa mai.</translation>
    </message>
    <message>
        <source>A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.</source>
        <translation>Una carta coperta da due giocatori nello stesso millisecondo non va a nessuno dei due; un tocco successivo può ancora vincerla.</translation>
    </message>
    <message>
        <source>Covering two cards at once is a mistake if either one is not complete. A wrong Wok&apos;up! gives nothing to the other player.</source>
        <translation>Coprire due carte insieme è un errore se una delle due non è completata. Un Wok&apos;up! sbagliato non dà nulla all&apos;altro giocatore.</translation>
    </message>
    <message>
        <source>The winner does not choose the next card: a face-down stack is turned at random.</source>
        <translation>Chi vince non sceglie la carta successiva: una pila coperta viene girata a caso.</translation>
    </message>
    <message>
        <source>The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.</source>
        <translation>Le pedine lanciate vengono ridistribuite una alla volta sotto le pile più piccole. Nessuno vede dentro le pile, nemmeno chi le possiede.</translation>
    </message>
    <message>
        <source>A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.</source>
        <translation>Chi non lancia entro 6 secondi riceve un lancio dritto; chi non preme entro 5 secondi passa.</translation>
    </message>
</context>
<context>
    <name>WokUpScreen</name>
    <message>
        <source>Menu</source>
        <extracomment>Leaves the table for the food court menu (the game is saved).</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>The round number in the corner of the table.</extracomment>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Under the winner&apos;s name(s) at the end of the game.</extracomment>
        <translation>Gran Maestro del Wok!</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Title of the panel shown when the back key stops a round.</extracomment>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Button that carries on with the stopped round.</extracomment>
        <translation>Riprendi</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>The score of a player at the end of Wok Up: recipe cards won (&quot;1 card&quot; for one).</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok!</source>
        <extracomment>The start signal shown big in the middle of the wok after &quot;3, 2, 1&quot;.</extracomment>
        <translation>Wok!</translation>
    </message>
    <message>
        <source>Wok! Flick your tokens into the wok.</source>
        <extracomment>Read aloud at the signal: everyone throws.</extracomment>
        <translation>Wok! Lancia i tuoi gettoni nel wok.</translation>
    </message>
    <message>
        <source>Claim now: press a recipe the wok completes.</source>
        <extracomment>Read aloud when the tokens have settled and recipes may be claimed.</extracomment>
        <translation>Ora: premi una ricetta che il wok completa.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>Read aloud while a winner picks the stack to turn over; %1 is their name.</extracomment>
        <translation>%1 scopre una nuova ricetta.</translation>
    </message>
    <message>
        <source>%1 wins a recipe card!</source>
        <extracomment>Read aloud when a player wins a recipe card; %1 is their name.</extracomment>
        <translation>%1 vince una carta ricetta!</translation>
    </message>
</context>
<context>
    <name>WokUpStyle</name>
    <message>
        <source>chilis</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;at least 5 chilis&quot;).</extracomment>
        <translation>peperoncini</translation>
    </message>
    <message>
        <source>mushrooms</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>funghi</translation>
    </message>
    <message>
        <source>fish</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>pesci</translation>
    </message>
    <message>
        <source>meat</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of meat).</extracomment>
        <translation>carne</translation>
    </message>
    <message>
        <source>broccoli</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of broccoli).</extracomment>
        <translation>broccoli</translation>
    </message>
    <message>
        <source>Tokens</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for tokens showing given counts.</extracomment>
        <translation>Gettoni</translation>
    </message>
    <message>
        <source>Quantity</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for an amount of one ingredient.</extracomment>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Variety</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for several kinds of ingredient.</extracomment>
        <translation>Varietà</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking where tokens lie in the wok.</extracomment>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Equality</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for equal amounts.</extracomment>
        <translation>Uguaglianza</translation>
    </message>
</context>
<context>
    <name>fc::kakilima_ui::KakiLimaTable</name>
    <message>
        <source>No game is in progress.</source>
        <extracomment>Refusal: no game to play again.</extracomment>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>Choose a Langkah card from your hand first.</source>
        <extracomment>Refusal: the map or the swap was tapped before choosing a card.</extracomment>
        <translation>Prima scegli una carta Langkah dalla tua mano.</translation>
    </message>
    <message>
        <source>There are no orders to choose now.</source>
        <extracomment>Refusal: orders are chosen only when a walk ends at a food stall.</extracomment>
        <translation>Ora non ci sono ordini da scegliere.</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <translation>Non prendere niente</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendi %1</translation>
    </message>
</context>
<context>
    <name>fc::kandarklash_ui::KandarKlashTable</name>
    <message>
        <source>Drag a card onto your mat; tap it to turn it, Flip shows its other side.</source>
        <extracomment>Hint lines: what a Kandar Klash! cook may do now.</extracomment>
        <translation>Trascina una carta sul tuo tappetino; toccala per ruotarla, Gira mostra l&apos;altro lato.</translation>
    </message>
    <message>
        <source>Drag a card off the mat to take it back.</source>
        <translation>Trascina una carta fuori dal tappetino per riprenderla.</translation>
    </message>
    <message>
        <source>Press Siap! as soon as your mat shows the dish.</source>
        <translation>Premi Siap! appena il tuo tappetino mostra il piatto.</translation>
    </message>
    <message>
        <source>You finished last: lay your ketchup on a red ring.</source>
        <translation>Hai finito per ultimo: metti il tuo ketchup su un anello rosso.</translation>
    </message>
    <message>
        <source>Next: the marked card, laid over the others as the outline on your mat shows.</source>
        <extracomment>Hint line: the next card for the dish; the mat shows it in its place.</extracomment>
        <translation>Poi: la carta evidenziata, sopra le altre come mostra il contorno sul tuo tappetino.</translation>
    </message>
    <message>
        <source>Next: the marked card, slid under the others as the outline on your mat shows.</source>
        <translation>Poi: la carta evidenziata, infilata sotto le altre come mostra il contorno sul tuo tappetino.</translation>
    </message>
    <message>
        <source>First take the marked card back: the dish does not need it there.</source>
        <extracomment>Hint line: a card on the mat that the dish does not need there.</extracomment>
        <translation>Prima riprendi la carta evidenziata: lì il piatto non ne ha bisogno.</translation>
    </message>
    <message>
        <source>Your mat shows the dish: press Siap!</source>
        <extracomment>Hint line: the mat already shows the dish.</extracomment>
        <translation>Il tuo tappetino mostra il piatto: premi Siap!</translation>
    </message>
    <message>
        <source>For example the marked ring.</source>
        <extracomment>Hint line: one of the red rings where the ketchup may go, marked.</extracomment>
        <translation>Per esempio l&apos;anello evidenziato.</translation>
    </message>
</context>
<context>
    <name>fc::kommegleich_ui::KommeGleichTable</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Refusal when a card is touched while another player is to act.</extracomment>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Your %1 does not match the %2 order.</source>
        <extracomment>A serve is refused: %1 is the hand card&apos;s dish, %2 the order&apos;s dish (e.g. &quot;Your salad does not match the lobster order.&quot;).</extracomment>
        <translation>La tua carta %1 non corrisponde all&apos;ordinazione %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 pesca una carta.</translation>
    </message>
    <message>
        <source>%1 puts the new card into the hand.</source>
        <translation>%1 mette la nuova carta nella mano.</translation>
    </message>
    <message>
        <source>%1 covers order %2.</source>
        <extracomment>Narration: %2 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>%1 copre l&apos;ordinazione %2.</translation>
    </message>
    <message>
        <source>%1 moves a card in the hand.</source>
        <translation>%1 sposta una carta nella mano.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 scarta una carta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %n cards!</source>
        <extracomment>Narration: %1 is a name; %n the number of cards served.</extracomment>
        <translation>
            <numerusform>%1 serve %n carta!</numerusform>
            <numerusform>%1 serve %n carte!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termina il turno.</translation>
    </message>
    <message>
        <source>Draw a card from the pile.</source>
        <extracomment>Hint lines: the kinds of step allowed now in Komme gleich!.</extracomment>
        <translation>Pesca una carta dal mazzo.</translation>
    </message>
    <message>
        <source>Or move one card to another place in your hand.</source>
        <translation>Oppure sposta una carta in un altro punto della mano.</translation>
    </message>
    <message>
        <source>Put your new card anywhere in your hand.</source>
        <translation>Metti la carta nuova dove vuoi nella mano.</translation>
    </message>
    <message>
        <source>Cover one order with a card from your hand.</source>
        <translation>Copri un&apos;ordinazione con una carta della mano.</translation>
    </message>
    <message>
        <source>Discard one card.</source>
        <translation>Scarta una carta.</translation>
    </message>
    <message>
        <source>Serve a run of 3 or more cards onto matching orders.</source>
        <translation>Servi una sequenza di 3 o più carte sulle ordinazioni corrispondenti.</translation>
    </message>
    <message>
        <source>Or end your turn.</source>
        <translation>Oppure termina il turno.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Termina il turno.</translation>
    </message>
    <message numerus="yes">
        <source>Your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>La tua sequenza più lunga: %n carta, evidenziata nella mano e sulle ordinazioni.</numerusform>
            <numerusform>La tua sequenza più lunga: %n carte, evidenziate nella mano e sulle ordinazioni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep together your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Tieni insieme la tua sequenza più lunga: %n carta, evidenziata nella mano e sulle ordinazioni.</numerusform>
            <numerusform>Tieni insieme la tua sequenza più lunga: %n carte, evidenziate nella mano e sulle ordinazioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run matches the orders this time.</source>
        <extracomment>Hint line: no run of the hand matches the orders.</extracomment>
        <translation>Questa volta nessuna sequenza corrisponde alle ordinazioni.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <extracomment>Narration of the one human player&apos;s own step (the others are bots).</extracomment>
        <translation>Peschi una carta.</translation>
    </message>
    <message>
        <source>You put the new card into your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: the drawn card goes into the hand.</extracomment>
        <translation>Metti la nuova carta nella mano.</translation>
    </message>
    <message>
        <source>You cover order %1.</source>
        <extracomment>Narration of the one human player&apos;s own step: %1 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>Copri l’ordinazione %1.</translation>
    </message>
    <message>
        <source>You move a card in your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: a card changes its place in the hand.</extracomment>
        <translation>Sposti una carta nella mano.</translation>
    </message>
    <message>
        <source>You discard a card.</source>
        <extracomment>Narration of the one human player&apos;s own step: a hand card goes to the discard pile.</extracomment>
        <translation>Scarti una carta.</translation>
    </message>
    <message numerus="yes">
        <source>You serve %n cards!</source>
        <extracomment>Narration of the one human player&apos;s own step: %n the number of cards served.</extracomment>
        <translation>
            <numerusform>Servi %n carta!</numerusform>
            <numerusform>Servi %n carte!</numerusform>
        </translation>
    </message>
    <message>
        <source>You end your turn.</source>
        <extracomment>Narration of the one human player&apos;s own step: their turn is over.</extracomment>
        <translation>Termini il turno.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>There is no such stall.</source>
        <translation>Questa bancarella non esiste.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>Play a card from your hand (the ones not greyed out).</source>
        <extracomment>Hint line: a kind of move allowed now.</extracomment>
        <translation>Gioca una carta della tua mano (quelle non in grigio).</translation>
    </message>
    <message>
        <source>Or place a seller on the stall of the fruit that was led.</source>
        <extracomment>Hint line: instead of a card, a seller may go to the stall of the fruit led.</extracomment>
        <translation>Oppure metti un venditore sulla bancarella del frutto di uscita.</translation>
    </message>
    <message>
        <source>Or move the trump token to another stall, then lead a card.</source>
        <extracomment>Hint line: the leader may move the trump token before leading.</extracomment>
        <translation>Oppure sposta il segnalino di briscola su un&apos;altra bancarella, poi esci con una carta.</translation>
    </message>
    <message>
        <source>For example the %1 of %2, marked in your hand.</source>
        <extracomment>Hint line: the card shown as an example; %1 its value, %2 its fruit (&quot;bananas&quot;).</extracomment>
        <translation>Per esempio il %1 di %2, evidenziato nella tua mano.</translation>
    </message>
    <message>
        <source>For example place a seller on the %1 stall, marked on the table: none of your cards takes this trick, and your sellers can still score there.</source>
        <extracomment>Hint line: the seller shown as the example; %1 the stall&apos;s fruit (&quot;durians&quot;).</extracomment>
        <translation>Per esempio piazza un venditore alla bancarella %1, segnata sul tavolo: nessuna delle tue carte vince questa presa, e i tuoi venditori possono ancora fare punti lì.</translation>
    </message>
</context>
<context>
    <name>fc::wokup_ui::WokUpTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Name of a seat the setup left unnamed; %1 is its number.</extracomment>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Flick your tokens from your edge into the wok.</source>
        <extracomment>Hint line in Wok Up while the tokens are thrown.</extracomment>
        <translation>Lancia i tuoi gettoni dal tuo bordo dentro il wok.</translation>
    </message>
    <message>
        <source>Press a recipe card that the wok completes to win it.</source>
        <extracomment>Hint line in Wok Up while claims are open.</extracomment>
        <translation>Premi una carta ricetta che il wok completa per vincerla.</translation>
    </message>
    <message>
        <source>No face-up recipe is complete now: wait for the next throw.</source>
        <extracomment>Hint line in Wok Up: no face-up recipe is complete; pressing one would be wrong.</extracomment>
        <translation>Nessuna ricetta scoperta è completa ora: aspetta il prossimo lancio.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe card(s) complete now, marked in the wok.</source>
        <extracomment>Hint line in Wok Up: the complete recipe cards are marked in the wok.</extracomment>
        <translation>
            <numerusform>%n carta ricetta completa, evidenziata nel wok.</numerusform>
            <numerusform>%n carte ricetta complete, evidenziate nel wok.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok&apos;up! is possible: press Wok&apos;up! and then any face-up recipe.</source>
        <extracomment>Hint line in Wok Up: one ingredient shows 10 pictures or more.</extracomment>
        <translation>Wok&apos;up! è possibile: premi Wok&apos;up! e poi una ricetta scoperta qualsiasi.</translation>
    </message>
</context>
</TS>
