<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>Die Spiele</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>About screen heading over the licence texts.</extracomment>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</source>
        <translation>Diese App ist mit Qt (Qt Quick, Qt Quick Controls, Qt Multimedia) gebaut, das unter der GNU Lesser General Public License Version 3 (LGPLv3) genutzt wird; Teile von Qt sind unter der GNU General Public License (GPL) erhältlich. Das Copyright an Qt liegt bei The Qt Company Ltd. und weiteren Mitwirkenden. Du kannst den Quellcode von Qt von qt.io beziehen und die Qt-Bibliotheken dieser App ersetzen.</translation>
    </message>
    <message>
        <source>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</source>
        <translation>Die Spiel-Engine nutzt Boost (Boost.JSON für gespeicherte Spiele), verbreitet unter der Boost Software License, Version 1.0: Es ist kostenlos erlaubt, die Software zu nutzen, zu kopieren, zu ändern und weiterzugeben, sofern die Copyright-Hinweise und der Lizenztext erhalten bleiben. Die Software wird „wie sie ist“ bereitgestellt, ohne jegliche Gewährleistung.</translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Tischspiele rund ums Essen auf einem Tablet: Kartenspiele zum Weiterreichen, Spiele, bei denen alle gleichzeitig spielen, und ein Rätsel für eine Person.</translation>
    </message>
    <message>
        <source>Each game belongs to its designers and publishers.</source>
        <extracomment>About screen, after the credits of every game.</extracomment>
        <translation>Jedes Spiel gehört seinen Autoren und Verlagen.</translation>
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
        <translation>Teigtasche</translation>
    </message>
    <message>
        <source>Rice ball</source>
        <extracomment>An avatar: a smiling triangular rice ball.</extracomment>
        <translation>Reisbällchen</translation>
    </message>
    <message>
        <source>Fried egg</source>
        <extracomment>An avatar: a smiling fried egg.</extracomment>
        <translation>Spiegelei</translation>
    </message>
    <message>
        <source>Watermelon</source>
        <extracomment>An avatar: a smiling slice of watermelon.</extracomment>
        <translation>Wassermelone</translation>
    </message>
    <message>
        <source>Cupcake</source>
        <extracomment>An avatar: a smiling cupcake.</extracomment>
        <translation>Cupcake</translation>
    </message>
    <message>
        <source>Cat</source>
        <extracomment>An avatar: a cat&apos;s face.</extracomment>
        <translation>Katze</translation>
    </message>
    <message>
        <source>Frog</source>
        <extracomment>An avatar: a frog&apos;s face.</extracomment>
        <translation>Frosch</translation>
    </message>
    <message>
        <source>Bear</source>
        <extracomment>An avatar: a bear&apos;s face.</extracomment>
        <translation>Bär</translation>
    </message>
    <message>
        <source>Owl</source>
        <extracomment>An avatar: an owl&apos;s face.</extracomment>
        <translation>Eule</translation>
    </message>
    <message>
        <source>Fish</source>
        <extracomment>An avatar: a smiling fish.</extracomment>
        <translation>Fisch</translation>
    </message>
    <message>
        <source>Chick</source>
        <extracomment>An avatar: a chick&apos;s face.</extracomment>
        <translation>Küken</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>A seat or player without an avatar yet.</extracomment>
        <translation>Kein Avatar</translation>
    </message>
</context>
<context>
    <name>AvatarPicker</name>
    <message>
        <source>An avatar for %1</source>
        <extracomment>Title of the avatar picker; %1 is the player&apos;s name.</extracomment>
        <translation>Ein Avatar für %1</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>In the avatar picker: the player goes without an avatar.</extracomment>
        <translation>Kein Avatar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the avatar picker without a change.</extracomment>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>BotStrengths</name>
    <message>
        <source>Random</source>
        <extracomment>Bot strength: plays random legal moves.</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Planer</translation>
    </message>
</context>
<context>
    <name>CardPiece</name>
    <message>
        <source>Ingredient card %1</source>
        <extracomment>A screen reader&apos;s name for one of a cook&apos;s six ingredient cards; %1 its number.</extracomment>
        <translation>Zutatenkarte %1</translation>
    </message>
    <message>
        <source>on the mat, tap to turn</source>
        <extracomment>Read after an ingredient card&apos;s name: it lies on the mat; a tap turns it.</extracomment>
        <translation>auf der Matte, tippen zum Drehen</translation>
    </message>
    <message>
        <source>in your hand, drag onto the mat</source>
        <extracomment>Read after an ingredient card&apos;s name: it is in the hand, to drag onto the mat.</extracomment>
        <translation>in deiner Hand, zieh sie auf die Matte</translation>
    </message>
</context>
<context>
    <name>ClaimPad</name>
    <message>
        <source>Pick a recipe</source>
        <extracomment>On the Wok&apos;up! button once pressed: now press the recipe card to take.</extracomment>
        <translation>Wähle ein Rezept</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <extracomment>The button a player presses to shout &quot;Wok&apos;up!&quot; (ten pictures of one ingredient in the wok).</extracomment>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>Recipe: %1</source>
        <extracomment>A screen reader&apos;s name for a face-up recipe card on a claim pad; %1 what it asks.</extracomment>
        <translation>Rezept: %1</translation>
    </message>
</context>
<context>
    <name>CoachMark</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Progress through a guided first game: step %1 of %2.</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Button on every coach mark: stop the guided first game, back to the menu.</extracomment>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>Button on a coach mark that only explains: on to the next step.</extracomment>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>ControlsLegend</name>
    <message>
        <source>Drag a card onto your mat</source>
        <extracomment>Kandar Klash! table legend, line 1: how to lay a card.</extracomment>
        <translation>Zieh eine Karte auf deine Matte</translation>
    </message>
    <message>
        <source>Tap a card to turn it</source>
        <extracomment>Kandar Klash! table legend, line 2: a tap turns a card a quarter.</extracomment>
        <translation>Tipp eine Karte an, um sie zu drehen</translation>
    </message>
    <message>
        <source>Flip: the chosen card&apos;s other side</source>
        <extracomment>Kandar Klash! table legend, line 3: the Flip button.</extracomment>
        <translation>Umdrehen: die andere Seite der gewählten Karte</translation>
    </message>
    <message>
        <source>Over / Under: the next card goes on top or beneath</source>
        <extracomment>Kandar Klash! table legend, line 4: the Over and Under buttons.</extracomment>
        <translation>Darüber / Darunter: die nächste Karte kommt oben drauf oder darunter</translation>
    </message>
    <message>
        <source>Siap! when your dish matches the customer</source>
        <extracomment>Kandar Klash! table legend, line 5: the Siap! pad.</extracomment>
        <translation>Siap!, wenn dein Gericht zum Kunden passt</translation>
    </message>
</context>
<context>
    <name>CookZone</name>
    <message>
        <source>Get ready…</source>
        <extracomment>Kandar Klash! zone status while the next customer is counted in.</extracomment>
        <translation>Macht euch bereit…</translation>
    </message>
    <message>
        <source>Siap! You were #%1</source>
        <extracomment>Kandar Klash! zone status after this cook called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! Du warst Nr. %1</translation>
    </message>
    <message>
        <source>Cooking…</source>
        <extracomment>Kandar Klash! zone status of a bot cook building its dish.</extracomment>
        <translation>Kocht…</translation>
    </message>
    <message>
        <source>Build the dish!</source>
        <extracomment>Kandar Klash! zone status: build the customer&apos;s dish.</extracomment>
        <translation>Bau das Gericht!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>Kandar Klash! final status of a winning cook.</extracomment>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Kandar Klash! final status of a cook who did not win.</extracomment>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Last: laying the ketchup</source>
        <extracomment>A bot, last to finish the round, lays its ketchup.</extracomment>
        <translation>Letzter: legt den Ketchup</translation>
    </message>
    <message>
        <source>Last! Tap a red ring for your ketchup</source>
        <extracomment>The human last cook must place the ketchup on their buildMat.</extracomment>
        <translation>Letzter! Tippe auf einen roten Ring für deinen Ketchup</translation>
    </message>
    <message>
        <source>Last: you gain a ketchup</source>
        <extracomment>Kandar Klash! status of the cook who finished last this round.</extracomment>
        <translation>Letzter: du bekommst einen Ketchup</translation>
    </message>
    <message>
        <source>Right dish!</source>
        <extracomment>Kandar Klash! verdict: the cook&apos;s dish matches the customer&apos;s.</extracomment>
        <translation>Richtiges Gericht!</translation>
    </message>
    <message>
        <source>Wrong dish (see the crosses)</source>
        <extracomment>Kandar Klash! verdict: the dish does not match; crosses mark the wrong spaces.</extracomment>
        <translation>Falsches Gericht (siehe die Kreuze)</translation>
    </message>
    <message>
        <source>Too late this round</source>
        <extracomment>Kandar Klash! status of a cook whose claim did not count.</extracomment>
        <translation>Diese Runde zu spät</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot cook&apos;s name tag; %1 is its name.</extracomment>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>Flip</source>
        <extracomment>Turns the selected ingredient card over to its other side.</extracomment>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <source>Over</source>
        <extracomment>Cards dropped on the mat go over the cards already there.</extracomment>
        <translation>Darüber</translation>
    </message>
    <message>
        <source>Under</source>
        <extracomment>Cards dropped on the mat slide under the cards already there.</extracomment>
        <translation>Darunter</translation>
    </message>
    <message>
        <source>Siap!</source>
        <extracomment>The big pad a cook presses when their dish is ready (Malay &quot;ready!&quot;).</extracomment>
        <translation>Siap!</translation>
    </message>
    <message>
        <source>Siap! #%1</source>
        <extracomment>Stamp on a cook&apos;s mat after they called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! Nr. %1</translation>
    </message>
    <message>
        <source>Your dish is ready: claim the customer</source>
        <extracomment>Read after &quot;Siap!&quot;: what pressing it does.</extracomment>
        <translation>Dein Gericht ist fertig: beanspruche den Kunden</translation>
    </message>
</context>
<context>
    <name>CrampedTableNote</name>
    <message>
        <source>Three or four cooks play best on a tablet</source>
        <extracomment>Said as a Kandar Klash! game for three or four cooks opens on a phone.</extracomment>
        <translation>Zu dritt oder zu viert kocht es sich besser auf einem Tablet</translation>
    </message>
    <message>
        <source>On this screen every cook&apos;s mat is small. You can still play here.</source>
        <extracomment>Below &quot;Three or four cooks play best on a tablet&quot;: why, and that they may still play.</extracomment>
        <translation>Auf diesem Bildschirm ist die Matte jedes Kochs klein. Ihr könnt trotzdem hier spielen.</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <extracomment>Closes the note that a tablet plays better, and starts the Kandar Klash! game here.</extracomment>
        <translation>Trotzdem spielen</translation>
    </message>
</context>
<context>
    <name>DishStyle</name>
    <message>
        <source>Cheese</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Käse</translation>
    </message>
    <message>
        <source>Lobster</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Hummer</translation>
    </message>
    <message>
        <source>Tartelettes</source>
        <extracomment>A menu card&apos;s dish (small tarts), printed on the card.</extracomment>
        <translation>Törtchen</translation>
    </message>
    <message>
        <source>Salad</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Salat</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Suppe</translation>
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
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>End of a game; %1 is the winner&apos;s name.</extracomment>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button at the end of a game: back to the food court menu.</extracomment>
        <translation>Menü</translation>
    </message>
</context>
<context>
    <name>EndOfGameSeatCard</name>
    <message>
        <source>You share the win!</source>
        <extracomment>A winner&apos;s own zone at the end of a real-time game, the win shared.</extracomment>
        <translation>Du teilst dir den Sieg!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>The winner&apos;s own zone at the end of a real-time game.</extracomment>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <extracomment>A player&apos;s own zone at the end of a real-time game; %1 their place, %2 the players.</extracomment>
        <translation>Platz %1 von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player&apos;s own end result: %1 their name, %2 their score (&quot;Ana: 5 favours&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <extracomment>In a player&apos;s own end result: who won; %1 is one name or several.</extracomment>
        <translation>Sieg: %1</translation>
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
        <translation>Geteilter Sieg</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Beside the player who won at the end of a game.</extracomment>
        <translation>Sieg</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>All orders delivered!</source>
        <extracomment>End of a won Kaki Lima game.</extracomment>
        <translation>Alle Bestellungen geliefert!</translation>
    </message>
    <message>
        <source>Out of Langkah cards</source>
        <extracomment>End of a lost Kaki Lima game: the draw pile ran out.</extracomment>
        <translation>Keine Langkah-Karten mehr</translation>
    </message>
    <message>
        <source>Some orders never arrived. No ranking this time.</source>
        <extracomment>A lost game gets no ranking band.</extracomment>
        <translation>Manche Bestellungen kamen nie an. Diesmal keine Wertung.</translation>
    </message>
    <message>
        <source>The planner is playing this deal…</source>
        <extracomment>While the planner plays the same deal to set a par.</extracomment>
        <translation>Der Planer spielt diese Runde…</translation>
    </message>
    <message>
        <source>Par (the planner on this deal): %1</source>
        <extracomment>The planner&apos;s result on the same deal; %1 is its score.</extracomment>
        <translation>Par (der Planer bei dieser Runde): %1</translation>
    </message>
    <message>
        <source>Par: the planner ran out of cards on this deal (%1)</source>
        <extracomment>The planner lost the same deal; %1 is its score.</extracomment>
        <translation>Par: Dem Planer gingen bei dieser Runde die Karten aus (%1)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>Play the same deal (same map, same cards) again.</extracomment>
        <translation>Diese Runde nochmal spielen</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <extracomment>Take back the winning move (allowed while it showed no new card).</extracomment>
        <translation>Letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>%1 orders delivered × 10: +%2</source>
        <extracomment>Score line: %1 orders delivered, 10 points each; %2 the points.</extracomment>
        <translation>%1 Bestellungen geliefert × 10: +%2</translation>
    </message>
    <message>
        <source>%1 clearing tokens: +%2</source>
        <extracomment>Score line: %1 clearing tokens, scored by the highest covered space; %2 the points.</extracomment>
        <translation>%1 Aufräum-Marker: +%2</translation>
    </message>
    <message>
        <source>All ten tokens: +%1</source>
        <extracomment>Score line: bonus for all ten clearing tokens; %1 the points.</extracomment>
        <translation>Alle zehn Marker: +%1</translation>
    </message>
    <message>
        <source>Steps walked: −%1</source>
        <extracomment>Score line: the numbers of the Langkah cards played, taken off; %1 the points.</extracomment>
        <translation>Gelaufene Schritte: −%1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>The final score of a Kaki Lima run; %1 the points.</extracomment>
        <translation>Gesamt %1</translation>
    </message>
</context>
<context>
    <name>FavourTracker</name>
    <message>
        <source>Favours: %1</source>
        <extracomment>A cook&apos;s favours (points) in Kandar Klash!; %1 is the number.</extracomment>
        <translation>Gefallen: %1</translation>
    </message>
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>End of a Tindahan game, a player&apos;s points from tricks over all rounds.</extracomment>
        <translation>Stiche %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>End of a Tindahan game, points for cards left in hand over all rounds.</extracomment>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Stalls %1</source>
        <extracomment>End of a Tindahan game, points from the stall majorities over all rounds.</extracomment>
        <translation>Stände %1</translation>
    </message>
    <message>
        <source>Trump bonus %1</source>
        <extracomment>End of a Tindahan game, trump bonus points over all rounds.</extracomment>
        <translation>Trumpfbonus %1</translation>
    </message>
    <message>
        <source>Shutout %1</source>
        <extracomment>End of a Tindahan game, shutout points over all rounds.</extracomment>
        <translation>Nullrunde %1</translation>
    </message>
</context>
<context>
    <name>FlickArea</name>
    <message>
        <source>Your tokens: %1, flick one into the wok</source>
        <extracomment>A screen reader&apos;s name for a player&apos;s token pile, flicked into the wok.</extracomment>
        <translation>Deine Marker: %1, schnipp einen in den Wok</translation>
    </message>
</context>
<context>
    <name>FruitCard</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>Shown when a game could not start; %1 is the reason.</extracomment>
        <translation>Das Spiel konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>This stall is still being built. Come back soon!</source>
        <extracomment>Shown when a game&apos;s table cannot be opened yet.</extracomment>
        <translation>Dieser Stand wird noch aufgebaut. Schau bald wieder vorbei!</translation>
    </message>
    <message>
        <source>Back to the food court</source>
        <extracomment>Button that returns to the food court menu.</extracomment>
        <translation>Zurück zum Food Court</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <source>You&apos;re ready!</source>
        <extracomment>Title at the end of a guided first game.</extracomment>
        <translation>Du bist bereit!</translation>
    </message>
    <message>
        <source>Now you know how %1 is played. Start a real game, against the bots or with your family.</source>
        <extracomment>End of a guided first game; %1 is the game&apos;s title.</extracomment>
        <translation>Jetzt weißt du, wie %1 gespielt wird. Starte ein echtes Spiel, gegen die Bots oder mit deiner Familie.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Button at the end of a guided first game: set up a real game.</extracomment>
        <translation>Echtes Spiel starten</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button at the end of a guided first game: back to the food court menu.</extracomment>
        <translation>Menü</translation>
    </message>
</context>
<context>
    <name>GuideRunner</name>
    <message>
        <source>Not yet: in this guided game, follow the highlighted step.</source>
        <extracomment>Refusal in a guided first game: the learner did something other than what the coach mark shows.</extracomment>
        <translation>Noch nicht: Folge in diesem geführten Spiel dem markierten Schritt.</translation>
    </message>
</context>
<context>
    <name>HandFan</name>
    <message>
        <source>%1, card %2 of your hand</source>
        <extracomment>A screen reader&apos;s name for a hand card; %1 the dish, %2 its place from the left.</extracomment>
        <translation>%1, Karte %2 deiner Hand</translation>
    </message>
    <message>
        <source>picked up</source>
        <extracomment>Read after a hand card&apos;s name while it is picked up (to be placed with Enter).</extracomment>
        <translation>aufgenommen</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in the hand, read by a screen reader: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a hand card&apos;s name: it may be played now.</extracomment>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a hand card&apos;s name.</extracomment>
        <translation>jetzt nicht spielbar</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>Pass-and-play: hand the tablet to the named player.</extracomment>
        <translation>Weiter an %1</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>On the round hold-to-reveal button of the hand-off curtain.</extracomment>
        <translation>Halten</translation>
    </message>
    <message>
        <source>%1, press and hold the button to see your cards. Everyone else, look away.</source>
        <extracomment>%1 is a player&apos;s name. Only that player should look at the screen.</extracomment>
        <translation>%1, halte den Knopf gedrückt, um deine Karten zu sehen. Alle anderen schauen weg.</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Button on every game table: lists the moves allowed now and shows one on the table.</extracomment>
        <translation>Was kann ich tun?</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Title of the hint panel (the answer to the button of the same words).</extracomment>
        <translation>Was kann ich tun?</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>The hint panel while the table still works the hint out.</extracomment>
        <translation>Ich überlege…</translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Verstanden</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>This week</source>
        <extracomment>Under the chart&apos;s last bar group: the current week.</extracomment>
        <translation>Diese Woche</translation>
    </message>
</context>
<context>
    <name>HistoryPlayerRow</name>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot player&apos;s name in the history; %1 is the name.</extracomment>
        <translation>%1 (Bot)</translation>
    </message>
    <message numerus="yes">
        <source>On a streak: %n win(s) in a row (best %1)</source>
        <extracomment>A player&apos;s winning streak: %n games won in a row, now; %1 the best ever.</extracomment>
        <translation>
            <numerusform>Siegesserie: %n Sieg in Folge (Rekord %1)</numerusform>
            <numerusform>Siegesserie: %n Siege in Folge (Rekord %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best streak: %n win(s) in a row</source>
        <extracomment>A player&apos;s best winning streak so far (%n games in a row).</extracomment>
        <translation>
            <numerusform>Beste Serie: %n Sieg in Folge</numerusform>
            <numerusform>Beste Serie: %n Siege in Folge</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Button to give a player in the history another name.</extracomment>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Button to take a player off the history&apos;s lists (their games stay).</extracomment>
        <translation>Entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Won %1 of %n game(s)</source>
        <extracomment>A player&apos;s record: %1 games won out of %n played.</extracomment>
        <translation>
            <numerusform>%1 von %n Spiel gewonnen</numerusform>
            <numerusform>%1 von %n Spielen gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins yet</source>
        <extracomment>A player who has not won a game yet.</extracomment>
        <translation>Noch kein Sieg</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>One game&apos;s line in a player&apos;s record: %1 is the game&apos;s title, %2 the wins, %3 the games of it played.</extracomment>
        <translation>%1 (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1 (former player)</source>
        <extracomment>A player removed from the history, in a past game; %1 is their name.</extracomment>
        <translation>%1 (ehemalig)</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot player&apos;s name in the history; %1 is the name.</extracomment>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A seat in a past game: %1 is the player, %2 their score.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (won)</source>
        <extracomment>Marks the winner of a past game; %1 is the seat&apos;s name and score.</extracomment>
        <translation>%1 (gewonnen)</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <extracomment>Renaming a player with an empty name.</extracomment>
        <translation>Bitte gib einen Namen ein.</translation>
    </message>
    <message>
        <source>Another player already has that name.</source>
        <extracomment>Renaming a player to a name another player has.</extracomment>
        <translation>Diesen Namen hat schon jemand anderes.</translation>
    </message>
    <message>
        <source>That could not be saved on this device.</source>
        <extracomment>Renaming or removing a player could not be written to the device.</extracomment>
        <translation>Das konnte auf diesem Gerät nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>After exporting the history; %1 is the file&apos;s full path.</extracomment>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>The history could not be exported. Is the device full?</source>
        <extracomment>Exporting the history failed.</extracomment>
        <translation>Der Verlauf konnte nicht exportiert werden. Ist das Gerät voll?</translation>
    </message>
    <message>
        <source>Family history</source>
        <extracomment>Title of the history screen (the family&apos;s finished games).</extracomment>
        <translation>Spielverlauf der Familie</translation>
    </message>
    <message>
        <source>The history file could not be read, so it was put aside as %1 and a new history was started.</source>
        <extracomment>The history file was damaged; %1 is where it was moved.</extracomment>
        <translation>Die Verlaufsdatei konnte nicht gelesen werden. Sie wurde als %1 beiseitegelegt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.</source>
        <extracomment>The history file came from a newer app version; %1 is where it was moved.</extracomment>
        <translation>Der Verlauf stammt aus einer neueren Version von Food Court. Er wurde als %1 beiseitegelegt und ein neuer Verlauf begonnen. Aktualisiere die App, um ihn wieder zu sehen.</translation>
    </message>
    <message>
        <source>The history cannot be kept on this device: its file could not be opened. Games can still be played.</source>
        <extracomment>No history file can be opened or created on this device.</extracomment>
        <translation>Der Verlauf kann auf diesem Gerät nicht aufbewahrt werden: Seine Datei ließ sich nicht öffnen. Spielen kannst du trotzdem.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: the device refused to write. The games already saved are safe.</source>
        <extracomment>Finished games that could not be written (a full or read-only disk).</extracomment>
        <translation>
            <numerusform>%n beendetes Spiel konnte nicht gespeichert werden: Das Gerät hat das Schreiben verweigert. Die schon gespeicherten Spiele sind sicher.</numerusform>
            <numerusform>%n beendete Spiele konnten nicht gespeichert werden: Das Gerät hat das Schreiben verweigert. Die schon gespeicherten Spiele sind sicher.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.</source>
        <extracomment>The history screen before any game was finished.</extracomment>
        <translation>Noch keine beendeten Spiele. Jedes Spiel, das du zu Ende spielst, wird hier festgehalten: wer gewonnen hat, die Punkte und die Serien.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in the last %n week(s)</source>
        <extracomment>Heading of the history chart: wins per player in each of the last weeks.</extracomment>
        <translation>
            <numerusform>Siege dieser Woche</numerusform>
            <numerusform>Siege der letzten %n Wochen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has won a game in these weeks.</source>
        <extracomment>Under the chart heading when nobody won a game in the last weeks.</extracomment>
        <translation>In diesen Wochen hat niemand ein Spiel gewonnen.</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Heading of the players&apos; records on the history screen.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Heading of the list of the latest finished games.</extracomment>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>Keep a copy</source>
        <extracomment>Heading of the export part of the history screen.</extracomment>
        <translation>Eine Kopie behalten</translation>
    </message>
    <message>
        <source>Export writes every game as a JSON file into %1.</source>
        <extracomment>Explains the export; %1 is the folder the file goes into.</extracomment>
        <translation>Der Export schreibt alle Spiele als JSON-Datei nach %1.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Button that writes the history to a JSON file.</extracomment>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <extracomment>Title of the rename question; %1 is the player&apos;s current name.</extracomment>
        <translation>Ein neuer Name für %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lists? Their games stay in the history, marked as a former player.</source>
        <extracomment>Asks before removing a player; %1 is the name.</extracomment>
        <translation>%1 aus den Listen entfernen? Die Spiele bleiben im Verlauf, als ehemalig markiert.</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Confirms a player&apos;s new name.</extracomment>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Confirms removing a player from the history&apos;s lists.</extracomment>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question without changing anything.</extracomment>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>KakiLimaGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers&apos; houses.</source>
        <translation>Willkommen in Penang! In Kaki Lima läufst du durch die Stadt und bringst bestelltes Essen von den Ständen zu den Häusern der Kunden.</translation>
    </message>
    <message>
        <source>First choose who walks: tap Siti.</source>
        <translation>Wähle zuerst, wer läuft: Tippe auf Siti.</translation>
    </message>
    <message>
        <source>Start next to Siti&apos;s house: tap this lit card.</source>
        <translation>Starte neben Sitis Haus: Tippe auf diese leuchtende Karte.</translation>
    </message>
    <message>
        <source>A Langkah card says how many steps to walk. Tap your 3.</source>
        <translation>Eine Langkah-Karte sagt, wie viele Schritte du läufst. Tippe auf deine 3.</translation>
    </message>
    <message>
        <source>Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.</source>
        <translation>Lauf genau 3 Schritte, hoch, runter, nach links oder rechts. Tippe auf den Stand Kopitiam.</translation>
    </message>
    <message>
        <source>You can carry two orders. Pick up both.</source>
        <translation>Du kannst zwei Bestellungen tragen. Nimm beide mit.</translation>
    </message>
    <message>
        <source>Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.</source>
        <translation>Mak Cik Kiah wohnt in diesem roten Haus. Beende einen Weg neben ihrer Tür, um ihre Bestellung zu liefern.</translation>
    </message>
    <message>
        <source>Tap your 2. Its booster also gives you a clearing token.</source>
        <translation>Tippe auf deine 2. Ihr Booster bringt dir auch einen Aufräum-Marker.</translation>
    </message>
    <message>
        <source>Tap the lit card next to Mak Cik Kiah&apos;s house.</source>
        <translation>Tippe auf die leuchtende Karte neben Mak Cik Kiahs Haus.</translation>
    </message>
    <message>
        <source>Delivered: 10 points! The clearing token covers the scoreboard&apos;s first space: 5 points more.</source>
        <translation>Geliefert: 10 Punkte! Der Aufräum-Marker deckt das erste Feld der Punkteleiste ab: 5 Punkte mehr.</translation>
    </message>
    <message>
        <source>Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.</source>
        <translation>Liefere alle sieben Bestellungen, bevor die Langkah-Karten ausgehen. Jede gespielte Karte kostet am Ende ihre Zahl, also zählt jeder Schritt.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Kaki Lima is a game for one player.</source>
        <translation>Kaki Lima ist ein Spiel für eine Person.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>The walker is already chosen.</source>
        <extracomment>Refusal: the walker was chosen at the start of the game.</extracomment>
        <translation>Der Läufer ist schon gewählt.</translation>
    </message>
    <message>
        <source>There is no such character.</source>
        <extracomment>Refusal: a walker that is not one of the eight characters.</extracomment>
        <translation>Diese Figur gibt es nicht.</translation>
    </message>
    <message>
        <source>Choose your walker first.</source>
        <extracomment>Refusal: the map or a card was tapped before choosing who walks.</extracomment>
        <translation>Wähle zuerst deinen Läufer.</translation>
    </message>
    <message>
        <source>Your walk has already started.</source>
        <extracomment>Refusal: a start square was tapped after the walk had begun.</extracomment>
        <translation>Dein Weg hat schon begonnen.</translation>
    </message>
    <message>
        <source>There is no such square on the map.</source>
        <extracomment>Refusal: a tap outside the map.</extracomment>
        <translation>Dieses Feld gibt es auf der Karte nicht.</translation>
    </message>
    <message>
        <source>Start on a lit square next to your house.</source>
        <extracomment>Refusal: the walk starts on a lit square next to the walker&apos;s own house.</extracomment>
        <translation>Starte auf einem leuchtenden Feld neben deinem Haus.</translation>
    </message>
    <message>
        <source>Choose where to start first.</source>
        <extracomment>Refusal: a Langkah card was tapped before choosing the start square.</extracomment>
        <translation>Wähle zuerst, wo du startest.</translation>
    </message>
    <message>
        <source>There is no such card in your hand.</source>
        <extracomment>Refusal: a card that is not in the hand.</extracomment>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>This card has no step booster to use here.</source>
        <extracomment>Refusal: the chosen card has no x2 or +2 booster.</extracomment>
        <translation>Diese Karte hat hier keinen Schritt-Booster.</translation>
    </message>
    <message>
        <source>The %1 has no walk from here.</source>
        <extracomment>Refusal: no walk of exactly this card&apos;s steps fits on the map from here. %1 is the card, e.g. &quot;3 ×2&quot;.</extracomment>
        <translation>Mit der %1 geht von hier kein Weg.</translation>
    </message>
    <message>
        <source>Without its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s plain number of steps does not fit on the map from here.</extracomment>
        <translation>Ohne Booster geht mit dieser Karte von hier kein Weg.</translation>
    </message>
    <message>
        <source>With its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s steps with its x2 or +2 booster do not fit on the map from here.</extracomment>
        <translation>Mit Booster geht mit dieser Karte von hier kein Weg.</translation>
    </message>
    <message>
        <source>Only a card with the swap booster can swap.</source>
        <extracomment>Refusal: swapping with the discard pile needs a card with the swap booster.</extracomment>
        <translation>Nur eine Karte mit Tausch-Booster kann tauschen.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to swap with.</source>
        <extracomment>Refusal: a swap needs a card on the discard pile.</extracomment>
        <translation>Der Ablagestapel ist leer: Es gibt nichts zum Tauschen.</translation>
    </message>
    <message>
        <source>That card cannot be swapped.</source>
        <extracomment>Refusal: this hand card cannot be swapped with the discard pile&apos;s top.</extracomment>
        <translation>Diese Karte kann nicht getauscht werden.</translation>
    </message>
    <message>
        <source>Your walk cannot end there: choose a lit square.</source>
        <extracomment>Refusal: the chosen card&apos;s walk cannot end on the tapped square.</extracomment>
        <translation>Dein Weg kann dort nicht enden: Wähle ein leuchtendes Feld.</translation>
    </message>
    <message>
        <source>Orders are picked up only at a food stall.</source>
        <extracomment>Refusal: orders are taken only where a walk ends on a food stall.</extracomment>
        <translation>Bestellungen holst du nur an einem Essensstand ab.</translation>
    </message>
    <message>
        <source>Those orders cannot be picked up here.</source>
        <extracomment>Refusal: those orders cannot be picked up here.</extracomment>
        <translation>Diese Bestellungen gibt es hier nicht abzuholen.</translation>
    </message>
    <message>
        <source>You can carry at most %1 orders.</source>
        <extracomment>Refusal: the bag is full. %1 is how many orders fit in it (2).</extracomment>
        <translation>Du kannst höchstens %1 Bestellungen tragen.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRuleDiagramWalk</name>
    <message>
        <source>No walk may enter a house: this walk of 4 steps goes around it.</source>
        <extracomment>Caption of the Kaki Lima rules picture: a walk that goes around a house.</extracomment>
        <translation>Kein Zug darf in ein Haus führen: Dieser Zug mit 4 Schritten geht um es herum.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRules</name>
    <message>
        <source>Aim</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</source>
        <translation>Ein Solospiel. Als Essenskurier zu Fuß im Lockdown lieferst du alle sieben Bestellungen quer durch Penang aus, bevor die Langkah-Karten ausgehen.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</source>
        <translation>Die Karte ist ein Raster von 6 mal 6 mit vier Essensständen und acht Häusern. Du hast fünf Langkah-Schrittkarten und ziehst nach jedem Zug auf fünf nach.</translation>
    </message>
    <message>
        <source>Start next to your own house, on a card of your choice.</source>
        <translation>Beginne neben deinem eigenen Haus, auf einem Feld deiner Wahl.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</source>
        <translation>Spiele eine Karte, um genau ihre Schrittzahl zu gehen, nach oben, unten, links oder rechts, nie zweimal auf dasselbe Feld in einem Zug und nie in ein Haus.</translation>
    </message>
    <message>
        <source>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</source>
        <translation>Booster: x2 verdoppelt die Schritte, +2 fügt zwei hinzu. Freigabe-Booster geben dir stattdessen ein Freigabeplättchen (höchstens zehn).</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>End a move on a food stall to pick up orders; carry two at most.</source>
        <translation>Beende einen Zug an einem Essensstand, um Bestellungen abzuholen; du trägst höchstens zwei.</translation>
    </message>
    <message>
        <source>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</source>
        <translation>Beende einen Zug neben dem Haus eines Kunden, um zu liefern; ein Halt kann zwei Bestellungen ausliefern.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</source>
        <translation>10 Punkte pro gelieferter Bestellung, plus der Wert deines höchsten Freigabeplättchens (5 bis 50), plus 10 mit allen zehn Plättchen, minus die Zahlen aller gespielten Karten.</translation>
    </message>
    <message>
        <source>If the draw pile runs out before the last delivery, you lose.</source>
        <translation>Ist der Nachziehstapel vor der letzten Lieferung leer, verlierst du.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</source>
        <translation>100-130: Unmöglich. 70-99: 5-Sterne-Bewertung. 40-69: Nicht schlecht lar. 0-39: Geht so lo. Unter 0: Mak Cik Kiah hungert liao.</translation>
    </message>
    <message>
        <source>Choose your walker first: their own order stays at home, so you deliver the other seven.</source>
        <translation>Wähle zuerst deinen Läufer: Seine eigene Bestellung bleibt zu Hause, du lieferst also die anderen sieben.</translation>
    </message>
    <message>
        <source>Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.</source>
        <translation>Tausch-Booster: Vor dem Laufen darfst du eine andere Handkarte gegen die oberste Karte der Ablage tauschen.</translation>
    </message>
    <message>
        <source>A card swapped onto the discard pile counts against you too.</source>
        <translation>Eine auf die Ablage getauschte Karte zählt auch gegen dich.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>So spielt die App</translation>
    </message>
    <message>
        <source>The rulebook&apos;s map picture is missing, so the app always uses the same map, where no two houses touch.</source>
        <translation>Dem Regelheft fehlt das Bild der Karte, daher nutzt die App immer dieselbe Karte, auf der sich keine zwei Häuser berühren.</translation>
    </message>
    <message>
        <source>Delivering is automatic when you stop next to a customer&apos;s house; picking up at a stall is your choice.</source>
        <translation>Geliefert wird automatisch, wenn du neben dem Haus eines Kunden stehen bleibst; ob du an einem Stand abholst, entscheidest du.</translation>
    </message>
    <message>
        <source>x2 and +2 are optional on each play; a clearing-token booster always gives its token.</source>
        <translation>x2 und +2 sind bei jedem Zug freiwillig; ein Freigabe-Booster gibt immer sein Plättchen.</translation>
    </message>
    <message>
        <source>The swap comes before the walk, and the card you swap away counts against your score.</source>
        <translation>Getauscht wird vor dem Laufen, und die weggetauschte Karte zählt gegen deine Punkte.</translation>
    </message>
    <message>
        <source>Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.</source>
        <translation>Die siebte Lieferung gewinnt sofort. Sonst verlierst du, wenn der Nachziehstapel nach dem Ziehen leer ist.</translation>
    </message>
    <message>
        <source>The actions printed on the orange and green cards are not used.</source>
        <translation>Die Aktionen auf den orangen und grünen Karten werden nicht benutzt.</translation>
    </message>
    <message>
        <source>A lost game keeps its score but gets no ranking.</source>
        <translation>Ein verlorenes Spiel behält seine Punkte, bekommt aber keine Bewertung.</translation>
    </message>
    <message>
        <source>You may take back a step that showed no new card, and ask for a hint.</source>
        <translation>Du darfst einen Schritt zurücknehmen, der keine neue Karte gezeigt hat, und um einen Tipp bitten.</translation>
    </message>
</context>
<context>
    <name>KakiLimaScreen</name>
    <message>
        <source>Choose who walks.</source>
        <extracomment>Kaki Lima prompt at the very start.</extracomment>
        <translation>Wähle, wer läuft.</translation>
    </message>
    <message>
        <source>Tap a lit card next to %1&apos;s house to start.</source>
        <extracomment>Kaki Lima prompt: choose where to start; %1 is the walker&apos;s name.</extracomment>
        <translation>Tippe auf eine leuchtende Karte neben dem Haus von %1, um zu starten.</translation>
    </message>
    <message>
        <source>All orders delivered!</source>
        <extracomment>Kaki Lima prompt after the last delivery.</extracomment>
        <translation>Alle Bestellungen geliefert!</translation>
    </message>
    <message>
        <source>The Langkah cards ran out.</source>
        <extracomment>Kaki Lima prompt when the draw pile ran out.</extracomment>
        <translation>Die Langkah-Karten sind alle.</translation>
    </message>
    <message>
        <source>Tap the card to swap with the discard pile&apos;s %1.</source>
        <extracomment>Kaki Lima prompt: pick the hand card to swap; %1 is the discard pile&apos;s top card.</extracomment>
        <translation>Tippe auf die Karte, die du gegen die %1 vom Ablagestapel tauschst.</translation>
    </message>
    <message>
        <source>Steps to walk: %1. Tap a lit card.</source>
        <extracomment>Kaki Lima prompt: the walk must use exactly this many steps.</extracomment>
        <translation>Schritte: %1. Tippe auf eine leuchtende Karte.</translation>
    </message>
    <message>
        <source>Choose a Langkah card to walk.</source>
        <extracomment>Kaki Lima prompt: the walk starts by choosing a card.</extracomment>
        <translation>Wähle eine Langkah-Karte zum Laufen.</translation>
    </message>
    <message>
        <source>Delivered to %1!</source>
        <extracomment>Celebration when orders reach their customers; %1 is one or two names.</extracomment>
        <translation>An %1 geliefert!</translation>
    </message>
    <message>
        <source>Picked up for %1!</source>
        <extracomment>Celebration when orders go into the bag; %1 is one or two names.</extracomment>
        <translation>Für %1 abgeholt!</translation>
    </message>
    <message>
        <source>+1 clearing token</source>
        <extracomment>Celebration for a clearing token.</extracomment>
        <translation>+1 Aufräum-Marker</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the food court menu.</extracomment>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Take back the last move (only until a new card shows).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Walk %1</source>
        <extracomment>Use the card&apos;s plain number of steps.</extracomment>
        <translation>%1 laufen</translation>
    </message>
    <message>
        <source>Boost: walk %1</source>
        <extracomment>Use the card&apos;s x2 or +2 booster; %1 is the boosted number of steps.</extracomment>
        <translation>Booster: %1 laufen</translation>
    </message>
    <message>
        <source>Swap %1 for %2</source>
        <extracomment>A swap is chosen: %1 goes to the discard pile, %2 comes to the hand.</extracomment>
        <translation>%1 gegen %2 tauschen</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <extracomment>Use the swap booster with the discard pile&apos;s top card (%1).</extracomment>
        <translation>Mit %1 tauschen</translation>
    </message>
    <message>
        <source>This card gains a clearing token.</source>
        <extracomment>The chosen card&apos;s booster gives a clearing token.</extracomment>
        <translation>Diese Karte bringt einen Aufräum-Marker.</translation>
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
        <translation>Roti-Bakar-Stand</translation>
    </message>
    <message>
        <source>Chendul Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a shaved-ice dessert).</extracomment>
        <translation>Chendul-Stand</translation>
    </message>
    <message>
        <source>Rojak Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a fruit salad).</extracomment>
        <translation>Rojak-Stand</translation>
    </message>
    <message>
        <source>Impossible!</source>
        <extracomment>Kaki Lima ranking for 100-130 points.</extracomment>
        <translation>Unmöglich!</translation>
    </message>
    <message>
        <source>5-star review</source>
        <extracomment>Kaki Lima ranking for 70-99 points.</extracomment>
        <translation>5-Sterne-Bewertung</translation>
    </message>
    <message>
        <source>Not bad lar</source>
        <extracomment>Kaki Lima ranking for 40-69 points (&quot;lar&quot; is Malaysian slang; keep it if you like).</extracomment>
        <translation>Nicht schlecht, lah</translation>
    </message>
    <message>
        <source>ok ok lo</source>
        <extracomment>Kaki Lima ranking for 0-39 points (Malaysian slang for &quot;so-so&quot;).</extracomment>
        <translation>so lala, lo</translation>
    </message>
    <message>
        <source>Mak Cik Kiah starve liao</source>
        <extracomment>Kaki Lima ranking below 0 points: the grandma went hungry.</extracomment>
        <translation>Mak Cik Kiah hat gehungert, liao</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A place on the map: %1 its name, %2 its square (&quot;Komtar (B2)&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two people, as in &quot;deliver to Siti and Farid&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Walk as %1.</source>
        <extracomment>Hint: the character to walk as.</extracomment>
        <translation>Lauf als %1.</translation>
    </message>
    <message>
        <source>Start at %1.</source>
        <extracomment>Hint: where to start; %1 is a place on the map.</extracomment>
        <translation>Starte bei %1.</translation>
    </message>
    <message>
        <source>Swap your %1 with the top of the discard pile.</source>
        <extracomment>Hint: first swap a hand card (%1) with the top card of the discard pile.</extracomment>
        <translation>Tausche deine %1 gegen die oberste Karte der Ablage.</translation>
    </message>
    <message>
        <source>Play the %1 with its booster and walk to %2.</source>
        <translation>Spiel die %1 mit ihrem Booster und lauf nach %2.</translation>
    </message>
    <message>
        <source>Play the %1 and walk to %2.</source>
        <translation>Spiel die %1 und lauf nach %2.</translation>
    </message>
    <message>
        <source>Deliver to %1.</source>
        <extracomment>Hint: who receives their order at the end of the walk.</extracomment>
        <translation>Liefere an %1.</translation>
    </message>
    <message>
        <source>Pick up the orders for %1.</source>
        <extracomment>Hint: pick up two orders at the stall; %1 is two names.</extracomment>
        <translation>Hol die Bestellungen für %1 ab.</translation>
    </message>
    <message>
        <source>Pick up the order for %1.</source>
        <translation>Hol die Bestellung für %1 ab.</translation>
    </message>
    <message>
        <source>You gain a clearing token.</source>
        <extracomment>Hint: the card&apos;s booster gives a clearing token.</extracomment>
        <translation>Du bekommst einen Aufräum-Marker.</translation>
    </message>
</context>
<context>
    <name>KandarKlashGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.</source>
        <translation>Ein Gast kommt: Bau sein 3-mal-3-Gericht auf deiner Matte, gedreht, wie du willst.</translation>
    </message>
    <message>
        <source>Drag this card onto your mat.</source>
        <translation>Zieh diese Karte auf deine Matte.</translation>
    </message>
    <message>
        <source>Tap the card on your mat: it turns a quarter turn.</source>
        <translation>Tipp auf die Karte auf deiner Matte: Sie dreht sich um eine Vierteldrehung.</translation>
    </message>
    <message>
        <source>Now tap this card in your hand: it turns there too, before you lay it.</source>
        <translation>Tipp jetzt auf diese Karte in deiner Hand: Auch dort dreht sie sich, bevor du sie legst.</translation>
    </message>
    <message>
        <source>Every card has two sides. Tap Flip to turn it over.</source>
        <translation>Jede Karte hat zwei Seiten. Tipp auf Umdrehen, um sie zu wenden.</translation>
    </message>
    <message>
        <source>Tap Under: the next card you drop slides under the cards already there.</source>
        <translation>Tipp auf Darunter: Die nächste Karte, die du ablegst, rutscht unter die Karten, die schon liegen.</translation>
    </message>
    <message>
        <source>Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.</source>
        <translation>Zieh sie unter deine erste Karte, eine Spalte weiter links, sodass das Gericht erscheint. Verschieb sie, bis es passt.</translation>
    </message>
    <message>
        <source>That is the customer&apos;s dish. Tap Siap!</source>
        <translation>Das ist das Gericht des Gastes. Tipp auf Siap!</translation>
    </message>
    <message>
        <source>A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.</source>
        <translation>Ein richtiges Gericht bringt 1 Gunstpunkt, plus 1 für jede Karte, die du noch auf der Hand hast. Ein falsches kostet einen Gunstpunkt.</translation>
    </message>
    <message>
        <source>From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!</source>
        <translation>Ab jetzt kochen alle gleichzeitig: Sei schnell, aber richtig. Die meisten Gunstpunkte nach 12 Gästen gewinnen!</translation>
    </message>
    <message>
        <source>%1 lays a card.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 legt eine Karte.</translation>
    </message>
    <message>
        <source>%1 takes a card back.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 nimmt eine Karte zurück.</translation>
    </message>
    <message>
        <source>%1 calls Siap!</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 ruft Siap!</translation>
    </message>
    <message>
        <source>%1 lays her ketchup.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 legt ihren Ketchup.</translation>
    </message>
    <message>
        <source>%1 has six ketchups already: this one goes back in the box.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 hat schon sechs Ketchups: Dieser kommt zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.</source>
        <translation>Mit zwei Köchen beendet das erste Siap! die Runde. Ana war Letzte: Die Gästekarte wird ihr Ketchup, ein Jokerfeld auf ihrer Matte.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <source>Your actions cannot go back in time.</source>
        <extracomment>An action stamped before the cook&apos;s previous one.</extracomment>
        <translation>Deine Aktionen können nicht in der Zeit zurückgehen.</translation>
    </message>
    <message>
        <source>Your dish is final once you have called Siap!</source>
        <extracomment>A cook who has called &quot;Siap!&quot; touched a card of their dish.</extracomment>
        <translation>Dein Gericht steht fest, sobald du Siap! gerufen hast.</translation>
    </message>
    <message>
        <source>The ketchup comes after the round stops, to the last cook.</source>
        <extracomment>A ketchup was laid while the cooks were still building.</extracomment>
        <translation>Der Ketchup kommt nach dem Ende der Runde, für den letzten Koch.</translation>
    </message>
    <message>
        <source>The round has stopped.</source>
        <extracomment>Shown when a cook touches a card after the round stopped.</extracomment>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The round has stopped: place your ketchup.</source>
        <extracomment>The last cook touched a card instead of laying the ketchup.</extracomment>
        <translation>Die Runde ist vorbei: Leg deinen Ketchup.</translation>
    </message>
    <message>
        <source>You have already called Siap!</source>
        <extracomment>A cook pressed &quot;Siap!&quot; twice.</extracomment>
        <translation>Du hast schon Siap! gerufen</translation>
    </message>
    <message>
        <source>Too late: the round has stopped.</source>
        <extracomment>A &quot;Siap!&quot; came after the round stopped.</extracomment>
        <translation>Zu spät: die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>That card is not on your mat.</source>
        <extracomment>A card was taken back that is not on the mat.</extracomment>
        <translation>Diese Karte liegt nicht auf deiner Matte.</translation>
    </message>
    <message>
        <source>There is no such ingredient card.</source>
        <translation>Diese Zutatenkarte gibt es nicht.</translation>
    </message>
    <message>
        <source>A card turns by quarter turns only.</source>
        <extracomment>A card was laid turned other than by quarter turns.</extracomment>
        <translation>Eine Karte dreht sich nur in Vierteldrehungen.</translation>
    </message>
    <message>
        <source>The card must stay on your table.</source>
        <extracomment>A card was dropped partly off the cook&apos;s table.</extracomment>
        <translation>Die Karte muss auf deinem Tisch bleiben.</translation>
    </message>
    <message>
        <source>A card must touch your other cards and stay on the table.</source>
        <extracomment>A card was dropped where the rules do not allow it.</extracomment>
        <translation>Eine Karte muss deine anderen Karten berühren und auf dem Tisch bleiben.</translation>
    </message>
    <message>
        <source>Place your ketchup first.</source>
        <extracomment>The last cook must lay the ketchup before finishing.</extracomment>
        <translation>Leg zuerst deinen Ketchup.</translation>
    </message>
    <message>
        <source>You already have %1 ketchups: this one is discarded.</source>
        <extracomment>%1 is the most ketchups a cook may have (6); the new one is thrown away.</extracomment>
        <translation>Du hast schon %1 Ketchups: Dieser wird abgeworfen.</translation>
    </message>
    <message>
        <source>The ketchup goes on your table.</source>
        <extracomment>The first ketchup was laid off the cook&apos;s table.</extracomment>
        <translation>Der Ketchup kommt auf deinen Tisch.</translation>
    </message>
    <message>
        <source>The ketchup goes next to your other ketchups, on a free space.</source>
        <extracomment>The ketchup was laid on a space the rules do not allow.</extracomment>
        <translation>Der Ketchup kommt neben deine anderen Ketchups, auf ein freies Feld.</translation>
    </message>
    <message>
        <source>That is not a cook&apos;s place at this table.</source>
        <extracomment>Shown when a touch comes from a seat that is not a human cook&apos;s.</extracomment>
        <translation>Das ist kein Kochplatz an diesem Tisch.</translation>
    </message>
    <message>
        <source>Wait for the customer!</source>
        <extracomment>Shown when a cook touches a card before the round starts.</extracomment>
        <translation>Warte auf den Gast!</translation>
    </message>
</context>
<context>
    <name>KandarKlashRuleDiagramMatch</name>
    <message>
        <source>Two cards, the second laid over the first, make the customer&apos;s 3 by 3 dish.</source>
        <extracomment>Caption of the picture of a 3 by 3 match on the Kandar Klash! rules page.</extracomment>
        <translation>Zwei Karten, die zweite auf die erste gelegt, ergeben das 3-mal-3-Gericht des Gasts.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRules</name>
    <message>
        <source>Aim</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</source>
        <translation>Ihr kocht Nasi Kandar. Alle spielen gleichzeitig und stellen das Gericht jedes Gastes zusammen; am Ende gewinnt, wer die meisten Gunstpunkte hat.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</source>
        <translation>Alle haben dieselben sechs Zutatenkarten, jede ein Raster aus 2 mal 3 Zutaten. Es werden zwölf Gästekarten benutzt, jede ein Muster aus 3 mal 3.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>A customer is revealed. All players play at the same time in their own corner of the tablet.</source>
        <translation>Ein Gast wird aufgedeckt. Alle spielen gleichzeitig, jeder in seiner eigenen Ecke des Tablets.</translation>
    </message>
    <message>
        <source>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</source>
        <translation>Lege Karten, gedreht oder gewendet, neben oder auf deine anderen Karten, bis ein 3-mal-3-Teil deines Gerichts zum Gast passt (in jeder Drehung).</translation>
    </message>
    <message>
        <source>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</source>
        <translation>Drücke Siap!, wenn dein Gericht fertig ist. Danach kannst du es nicht mehr ändern. Die Runde endet, wenn alle bis auf einen gedrückt haben.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</source>
        <translation>Ein richtiges Gericht bringt 1 Gunstpunkt plus 1 für jede Zutatenkarte, die du noch auf der Hand hast. Ein falsches kostet 1 Gunstpunkt (nie unter 0). Der Letzte bekommt nichts.</translation>
    </message>
    <message>
        <source>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</source>
        <translation>Wer zuerst gedrückt hat, entscheidet der Zeitpunkt jeder Berührung; so geht es fair zu, wenn mehrere gleichzeitig tippen.</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Ketchup</translation>
    </message>
    <message>
        <source>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</source>
        <translation>Der Letzte bekommt die Gästekarte als Ketchup: ein Jokerfeld auf seinem Tisch, das zu jeder Zutat passt, bis zu sechs pro Person.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</source>
        <translation>Wenn keine Gäste mehr kommen, gewinnen die meisten Gunstpunkte. Bei Gleichstand entscheiden weniger Ketchups, sonst wird geteilt.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>So spielt die App</translation>
    </message>
    <message>
        <source>Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.</source>
        <translation>Karten rasten in ein Quadratraster ein. Jede Karte nach der ersten muss eine liegende Karte berühren oder überlappen und kommt über alle oder unter alle.</translation>
    </message>
    <message>
        <source>Until you press Siap!, you may move, turn, flip or take back your cards.</source>
        <translation>Bis du Siap! drückst, darfst du deine Karten verschieben, drehen, wenden oder zurücknehmen.</translation>
    </message>
    <message>
        <source>A dish matches the customer in any of its four turns, never mirrored.</source>
        <translation>Ein Gericht passt zum Gast in jeder der vier Drehungen, aber nie gespiegelt.</translation>
    </message>
    <message>
        <source>A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.</source>
        <translation>Ein falsches Siap! zählt als Meldung. Berührungen in derselben Millisekunde gelten als gleichzeitig: Sind die letzten Meldungen gleichauf, ist niemand Letzter und niemand bekommt Ketchup.</translation>
    </message>
    <message>
        <source>Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.</source>
        <translation>Ketchups liegen unter allen Karten; jeder neue kommt neben einen, den du schon hast. Ein siebter Ketchup wird abgeworfen.</translation>
    </message>
    <message>
        <source>Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.</source>
        <translation>Runden haben kein Zeitlimit. Jeder Gast kommt nach einem Countdown 3, 2, 1.</translation>
    </message>
</context>
<context>
    <name>KandarKlashScreen</name>
    <message>
        <source>Leave the table</source>
        <extracomment>Accessible name of the button that leaves the Kandar Klash! kitchen.</extracomment>
        <translation>Den Tisch verlassen</translation>
    </message>
    <message>
        <source>Kitchen closed!</source>
        <extracomment>Title when a Kandar Klash! game has ended.</extracomment>
        <translation>Küche geschlossen!</translation>
    </message>
    <message numerus="yes">
        <source>%n favours</source>
        <extracomment>The score of a cook at the end of Kandar Klash!: favour tokens (&quot;1 favour&quot; for one).</extracomment>
        <translation>
            <numerusform>%n Gefallen</numerusform>
            <numerusform>%n Gefallen</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer %1 of %2</source>
        <extracomment>The customer card&apos;s label, read from every edge; %1 is this round, %2 the rounds.</extracomment>
        <translation>Kunde %1 von %2</translation>
    </message>
    <message>
        <source>Cook!</source>
        <extracomment>The start signal shown big in the middle when the customer card turns over.</extracomment>
        <translation>Koch los!</translation>
    </message>
</context>
<context>
    <name>KommeGleichGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.</source>
        <translation>Willkommen im Service! Die fünf Menükarten in der Mitte sind die Bestellungen. Du servierst sie aus deiner Hand.</translation>
    </message>
    <message>
        <source>You start this round. Tap the draw pile to draw a card.</source>
        <translation>Du beginnst diese Runde. Tipp auf den Stapel, um eine Karte zu ziehen.</translation>
    </message>
    <message>
        <source>A lobster! Drag it into your hand, between your cheese and your baguette.</source>
        <translation>Ein Hummer! Zieh ihn in deine Hand, zwischen deinen Käse und dein Baguette.</translation>
    </message>
    <message>
        <source>The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.</source>
        <translation>Der Startspieler deckt eine Bestellung ab. Zieh deine Törtchen auf den Salat: Das Baguette ist ein Joker und passt zu jedem Gericht.</translation>
    </message>
    <message>
        <source>All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.</source>
        <translation>Alle fünf Karten passen zu den fünf Bestellungen. Wisch über sie, zieh sie dann hoch auf die Bestellungen und lass los.</translation>
    </message>
    <message>
        <source>All five at once: a tip! Tips are your score. Your hand refills with five new cards.</source>
        <translation>Alle fünf auf einmal: Trinkgeld! Dein Trinkgeld ist deine Punktzahl. Deine Hand füllt sich mit fünf neuen Karten.</translation>
    </message>
    <message>
        <source>Your turn. Drag the tartelettes at the end of your hand to its front.</source>
        <translation>Du bist dran. Zieh die Törtchen vom Ende deiner Hand ganz nach vorn.</translation>
    </message>
    <message>
        <source>Your first three cards match the last three orders. Sweep across them and drop them there.</source>
        <translation>Deine ersten drei Karten passen zu den letzten drei Bestellungen. Wisch über sie und leg sie dort ab.</translation>
    </message>
    <message>
        <source>Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!</source>
        <translation>Servierte Karten liegen verdeckt vor dir; zehn davon bringen noch ein Trinkgeld. Das meiste Trinkgeld gewinnt!</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana&apos;s turn. The other players first move one card, or draw one and discard one. Then they may serve.</source>
        <translation>Ana ist dran. Die anderen versetzen zuerst eine Karte oder ziehen eine und werfen eine ab. Dann dürfen sie servieren.</translation>
    </message>
    <message>
        <source>A new round: now Ana starts. She draws a card and covers an order.</source>
        <translation>Neue Runde: Jetzt beginnt Ana. Sie zieht eine Karte und deckt eine Bestellung ab.</translation>
    </message>
    <message>
        <source>Your hand. Its order matters.</source>
        <translation>Deine Hand. Ihre Reihenfolge zählt.</translation>
    </message>
    <message>
        <source>Serve 3 or more cards side by side that match orders side by side, in the same order.</source>
        <translation>Serviere 3 oder mehr Karten nebeneinander, die zu Bestellungen nebeneinander passen, in derselben Reihenfolge.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRefusal</name>
    <message>
        <source>cheese</source>
        <translation>Käse</translation>
    </message>
    <message>
        <source>lobster</source>
        <translation>Hummer</translation>
    </message>
    <message>
        <source>tartelettes</source>
        <translation>Törtchen</translation>
    </message>
    <message>
        <source>salad</source>
        <translation>Salat</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>Suppe</translation>
    </message>
    <message>
        <source>baguette</source>
        <translation>Baguette</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>You cannot draw a card now.</source>
        <translation>Du kannst jetzt keine Karte ziehen.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Es gibt keine Karte mehr zum Ziehen.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Zieh zuerst eine Karte.</translation>
    </message>
    <message>
        <source>Put the card into your hand, not beyond it.</source>
        <translation>Leg die Karte in deine Hand, nicht daneben.</translation>
    </message>
    <message>
        <source>You cannot cover an order now.</source>
        <translation>Du kannst jetzt keine Bestellung abdecken.</translation>
    </message>
    <message>
        <source>Only the start player covers an order.</source>
        <translation>Nur der Startspieler deckt eine Bestellung ab.</translation>
    </message>
    <message>
        <source>There is no card of yours there.</source>
        <translation>Dort liegt keine Karte von dir.</translation>
    </message>
    <message>
        <source>Drop the card on one of the five orders.</source>
        <translation>Leg die Karte auf eine der fünf Bestellungen.</translation>
    </message>
    <message>
        <source>As start player you draw and cover; you cannot move a card.</source>
        <translation>Als Startspieler ziehst du und deckst ab; verschieben darfst du nicht.</translation>
    </message>
    <message>
        <source>You cannot move a card now.</source>
        <translation>Du kannst jetzt keine Karte verschieben.</translation>
    </message>
    <message>
        <source>Move the card to a place in your hand.</source>
        <translation>Verschieb die Karte an eine Stelle deiner Hand.</translation>
    </message>
    <message>
        <source>Move the card to another place.</source>
        <translation>Verschieb die Karte an eine andere Stelle.</translation>
    </message>
    <message>
        <source>You cannot discard now.</source>
        <translation>Du kannst jetzt nicht ablegen.</translation>
    </message>
    <message>
        <source>You cannot serve now.</source>
        <translation>Du kannst jetzt nicht servieren.</translation>
    </message>
    <message>
        <source>Serve at least 3 cards side by side.</source>
        <translation>Serviere mindestens 3 nebeneinanderliegende Karten.</translation>
    </message>
    <message>
        <source>Those cards would run past the end of the row.</source>
        <translation>Diese Karten ragen über das Ende der Reihe hinaus.</translation>
    </message>
    <message>
        <source>Those cards do not match the orders.</source>
        <translation>Diese Karten passen nicht zu den Bestellungen.</translation>
    </message>
    <message>
        <source>Finish this step first.</source>
        <translation>Schließ zuerst diesen Schritt ab.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRuleDiagramServe</name>
    <message>
        <source>Three hand cards in a row match three menu cards in the same order; the baguette is wild.</source>
        <extracomment>Caption of the picture of a served run on the Komme gleich! rules page.</extracomment>
        <translation>Drei nebeneinanderliegende Handkarten passen in derselben Reihenfolge zu drei Menükarten; das Baguette ist ein Joker.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRules</name>
    <message>
        <source>Aim</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</source>
        <translation>Ihr seid Kellner und serviert Bestellungen. Bring deine Hand mit der Reihe der Menükarten in Einklang, um Trinkgeld zu sammeln; das meiste Trinkgeld gewinnt.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</source>
        <translation>Fünf Menükarten liegen offen in einer Reihe. Alle halten fünf Karten, deren Reihenfolge zählt und sich nur nach den Regeln ändern darf. Baguettes sind Joker.</translation>
    </message>
    <message>
        <source>The start player&apos;s turn</source>
        <translation>Der Zug des Startspielers</translation>
    </message>
    <message>
        <source>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</source>
        <translation>Ziehe eine Karte an eine beliebige Stelle deiner Hand und lege dann eine Handkarte auf eine Karte der Reihe; so ändert sich die Reihenfolge.</translation>
    </message>
    <message>
        <source>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</source>
        <translation>Dann darfst du servieren: Spiele drei oder mehr nebeneinanderliegende Handkarten, die zu nebeneinanderliegenden Karten der Reihe passen, in derselben Reihenfolge.</translation>
    </message>
    <message>
        <source>Everyone else&apos;s turn</source>
        <translation>Der Zug der anderen</translation>
    </message>
    <message>
        <source>Move one hand card to another place, or draw a card into your hand and discard one.</source>
        <translation>Versetze eine Handkarte an eine andere Stelle oder ziehe eine Karte auf die Hand und wirf eine ab.</translation>
    </message>
    <message>
        <source>Then you may serve, as the start player can.</source>
        <translation>Danach darfst du servieren, genau wie der Startspieler.</translation>
    </message>
    <message>
        <source>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</source>
        <translation>Servierte Karten kommen verdeckt vor dich. Fülle deine Hand auf fünf auf und stecke neue Karten in der Zugreihenfolge nach vorn. Nach jeder Runde wechselt der Startspieler nach links.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Trinkgeld</translation>
    </message>
    <message>
        <source>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</source>
        <translation>Du bekommst Trinkgeld, wenn du alle fünf Handkarten auf einmal servierst oder zehn oder mehr servierte Karten hast (sie werden dann abgeworfen). Dein k-tes Trinkgeld hebt dein Trinkgeld auf k Punkte.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</source>
        <translation>Das Spiel endet, wenn die letzte Trinkgeldkarte genommen ist oder das restliche Trinkgeld nicht mehr reicht. Die meisten Trinkgeldpunkte gewinnen; bei Gleichstand die meisten servierten Karten.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>So spielt die App</translation>
    </message>
    <message>
        <source>A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.</source>
        <translation>Eine überdeckte Menükarte kommt auf die Ablage; ist der Nachziehstapel leer, wird die Ablage zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>After drawing, you may discard the card you just drew.</source>
        <translation>Nach dem Ziehen darfst du die gerade gezogene Karte abwerfen.</translation>
    </message>
    <message>
        <source>Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.</source>
        <translation>Nichts tun ist kein Zug: Verschiebe eine Karte oder ziehe und wirf ab. Servieren ist immer freiwillig.</translation>
    </message>
    <message>
        <source>At most one run per turn, and serving ends your turn.</source>
        <translation>Höchstens eine Reihe pro Zug, und Servieren beendet deinen Zug.</translation>
    </message>
    <message>
        <source>If the tips left cannot pay your score, you score nothing and the game ends at once.</source>
        <translation>Wenn das übrige Trinkgeld deine Wertung nicht bezahlen kann, bekommst du nichts und das Spiel endet sofort.</translation>
    </message>
    <message>
        <source>Turns always go clockwise.</source>
        <translation>Gespielt wird immer im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>You may take back a step of your own turn, but not a draw or a serve.</source>
        <translation>Du darfst einen Schritt deines Zugs zurücknehmen, aber kein Ziehen und kein Servieren.</translation>
    </message>
</context>
<context>
    <name>KommeGleichScreen</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Prompt line once the game has ended.</extracomment>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>You start this round: tap or drag the draw pile to draw a card.</source>
        <extracomment>Prompt lines, one per step of a turn. An &quot;order&quot; is a menu card in the middle row.</extracomment>
        <translation>Du beginnst diese Runde: tipp auf den Stapel oder zieh daran, um eine Karte zu ziehen.</translation>
    </message>
    <message>
        <source>Drag your new card into your hand, wherever you like.</source>
        <extracomment>Prompt: the drawn card waits beside the hand.</extracomment>
        <translation>Zieh deine neue Karte in deine Hand, wohin du willst.</translation>
    </message>
    <message>
        <source>Drag one of your cards onto an order to cover it.</source>
        <extracomment>Prompt: the start player covers one of the five orders (menu cards in the middle).</extracomment>
        <translation>Zieh eine deiner Karten auf eine Bestellung, um sie abzudecken.</translation>
    </message>
    <message>
        <source>Drag a card to a new place in your hand, or draw a card.</source>
        <extracomment>Prompt: another player&apos;s first step.</extracomment>
        <translation>Zieh eine Karte an eine andere Stelle deiner Hand oder zieh eine neue Karte.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile.</source>
        <extracomment>Prompt: after drawing, another player discards one card.</extracomment>
        <translation>Zieh eine Karte auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Sweep across 3 or more cards and drop them on matching orders, or end your turn.</source>
        <extracomment>Prompt: serving a run of 3+ adjacent hand cards onto matching orders.</extracomment>
        <translation>Wisch über 3 oder mehr Karten und leg sie auf passende Bestellungen, oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <extracomment>Prompt line while another player acts; %1 is their name (a bot, or a human).</extracomment>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <extracomment>Prompt line while another human acts; %1 is the name.</extracomment>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the main menu.</extracomment>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Title bar on a narrow screen; %1 is the round number.</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Komme gleich! · Round %1</source>
        <extracomment>Title bar; %1 is the round number.</extracomment>
        <translation>Komme gleich! · Runde %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Button taking back the last step of this turn.</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Draw · %1</source>
        <extracomment>Under the draw pile; %1 is how many cards it holds.</extracomment>
        <translation>Stapel · %1</translation>
    </message>
    <message>
        <source>Discards · %1</source>
        <extracomment>Under the discard pile; %1 is how many cards it holds.</extracomment>
        <translation>Ablage · %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn without serving a run.</extracomment>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Komme gleich! table</source>
        <extracomment>A screen reader&apos;s name for the game&apos;s table, which takes drags of the cards.</extracomment>
        <translation>Komme-gleich!-Tisch</translation>
    </message>
    <message>
        <source>Pick a card from your hand first: Enter on it.</source>
        <extracomment>Refusal: Enter on an order (or the discard pile) with no card picked up.</extracomment>
        <translation>Nimm zuerst eine Karte aus deiner Hand: Eingabe darauf.</translation>
    </message>
    <message>
        <source>New card: %1</source>
        <extracomment>A screen reader&apos;s name for the card just drawn, waiting beside the hand; %1 the dish.</extracomment>
        <translation>Neue Karte: %1</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after the step that ends a turn, before the tablet passes on.</extracomment>
        <translation>Umentschieden? Nimm deinen Zug jetzt zurück; gleich geht es weiter.</translation>
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
        <translation>● Marker</translation>
    </message>
    <message>
        <source>⇄ swap</source>
        <extracomment>Booster on a Langkah card: swap a hand card with the discard pile. Keep it very short.</extracomment>
        <translation>⇄ Tausch</translation>
    </message>
    <message>
        <source>Langkah %1</source>
        <extracomment>A screen reader&apos;s name for a Langkah (step) card; %1 its number of steps.</extracomment>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <extracomment>Read after a step card&apos;s name: it is the card chosen to walk with.</extracomment>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>jetzt nicht spielbar</translation>
    </message>
</context>
<context>
    <name>LeaveCheck</name>
    <message>
        <source>Leave the kitchen?</source>
        <extracomment>Asked when the back key is pressed during a Kandar Klash! round.</extracomment>
        <translation>Küche verlassen?</translation>
    </message>
    <message>
        <source>Keep cooking</source>
        <extracomment>Closes the leave question and goes on with the round.</extracomment>
        <translation>Weiterkochen</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leaves the Kandar Klash! table for the menu (the game is saved).</extracomment>
        <translation>Verlassen</translation>
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
        <translation>du kannst hierher gehen</translation>
    </message>
</context>
<context>
    <name>MatOverlay</name>
    <message>
        <source>Tap a ring to place the ketchup</source>
        <extracomment>A screen reader&apos;s name for the mat while the last cook picks a ketchup ring.</extracomment>
        <translation>Tippe auf einen Ring, um den Ketchup zu platzieren</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>No match is in progress.</source>
        <extracomment>Refusal: &quot;Play again&quot; with no game on the table.</extracomment>
        <translation>Es läuft gerade kein Spiel.</translation>
    </message>
    <message>
        <source>This save is not a game of %1.</source>
        <extracomment>Resuming failed: the save belongs to another game; %1 is this table&apos;s game (e.g. &quot;Wok Up&quot;).</extracomment>
        <translation>Dieser Spielstand gehört nicht zu %1.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <extracomment>Refusal of Undo: no step can be taken back now (none yet, or it showed a new card, or another player has had the turn since).</extracomment>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Nothing for you to do just now: wait for your turn.</source>
        <extracomment>The &quot;What can I do?&quot; panel when the player who asks has nothing to do now.</extracomment>
        <translation>Gerade gibt es für dich nichts zu tun: warte, bis du dran bist.</translation>
    </message>
</context>
<context>
    <name>MenuCard</name>
    <message>
        <source>Face-down card</source>
        <extracomment>Screen-reader name of a card lying face down.</extracomment>
        <translation>Verdeckte Karte</translation>
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
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Menu button that opens the about screen (version, licences).</extracomment>
        <translation>Info</translation>
    </message>
    <message>
        <source>A game of %1 is waiting for you.</source>
        <extracomment>%1 is a game&apos;s title.</extracomment>
        <translation>Ein Spiel %1 wartet auf dich.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside. Start a new game.</source>
        <extracomment>Shown when the saved game file was damaged and moved aside.</extracomment>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden und wurde beiseitegelegt. Starte ein neues Spiel.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>Resume button; %1 is a game&apos;s title.</extracomment>
        <translation>%1 fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s) played</source>
        <extracomment>Under a paused game: %1 lists its players&apos; names (comma separated); %n is how many moves they have played.</extracomment>
        <translation>
            <numerusform>%1 · %n Zug gespielt</numerusform>
            <numerusform>%1 · %n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet. Pick a stall!</source>
        <extracomment>Menu subtitle under the app name.</extracomment>
        <translation>Tischspiele rund ums Essen auf einem Tablet. Such dir einen Stand aus!</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Menu button that opens the family history (past games, who wins).</extracomment>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>New to %1?</source>
        <extracomment>Offered the first time a stall is opened; %1 is the game&apos;s title.</extracomment>
        <translation>Neu bei %1?</translation>
    </message>
    <message>
        <source>Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.</source>
        <extracomment>Offered the first time a stall is opened: what the guided first game is.</extracomment>
        <translation>Spiel zuerst eine kurze geführte Partie: Ein Coach zeigt jeden Zug, und die Bots spielen langsam. Das dauert etwa drei Minuten.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button of the first-visit offer: start the guided first game.</extracomment>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Button of the first-visit offer: skip the guided game, go to the game&apos;s setup.</extracomment>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>OrderList</name>
    <message>
        <source>waiting at the %1</source>
        <extracomment>An order waits at this stall (%1).</extracomment>
        <translation>wartet bei %1</translation>
    </message>
    <message>
        <source>in the bag</source>
        <extracomment>An order the walker carries.</extracomment>
        <translation>in der Tasche</translation>
    </message>
    <message>
        <source>delivered ✓</source>
        <extracomment>An order that reached its customer.</extracomment>
        <translation>geliefert ✓</translation>
    </message>
    <message>
        <source>the walker, at home</source>
        <extracomment>The walker&apos;s own order: not delivered in this game.</extracomment>
        <translation>der Läufer, zu Hause</translation>
    </message>
</context>
<context>
    <name>OrderRow</name>
    <message>
        <source>Order %1: %2</source>
        <extracomment>A screen reader&apos;s name for an order (a menu card in the middle row); %1 its place, %2 the dish.</extracomment>
        <translation>Bestellung %1: %2</translation>
    </message>
</context>
<context>
    <name>OverlayCard</name>
    <message>
        <source>Close</source>
        <extracomment>A screen reader&apos;s name for the dimmed area around a card shown over the map: a tap there closes it.</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>PausedGameCheck</name>
    <message>
        <source>Replace the paused game of %1?</source>
        <extracomment>Asked before a new game replaces a paused one; %1 is the game&apos;s title.</extracomment>
        <translation>Das pausierte Spiel %1 ersetzen?</translation>
    </message>
    <message>
        <source>The game with %1 is not finished. A new game takes its place.</source>
        <extracomment>%1 lists the paused game&apos;s players&apos; names, comma separated.</extracomment>
        <translation>Das Spiel mit %1 ist nicht zu Ende. Ein neues Spiel tritt an seine Stelle.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <extracomment>Takes the paused game up again instead of starting a new one.</extracomment>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>Starts the new game; the paused one is gone.</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question and stays on the setup screen.</extracomment>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PausedGames</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>PlayAgainButton</name>
    <message>
        <source>Play again</source>
        <extracomment>Button at the end of a game: a new game with the same players, the next one starting.</extracomment>
        <translation>Nochmal spielen</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message>
        <source>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</source>
        <translation>%1: %2 Punkte, %3 Stiche, %4 Verkäufer übrig, %5 Karten</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>A player&apos;s total score, e.g. &quot;12 pts&quot;</extracomment>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Under a player&apos;s name: tricks won, sellers left, cards in hand</extracomment>
        <translation>Stiche %1</translation>
    </message>
    <message>
        <source>Sellers %1</source>
        <translation>Verkäufer %1</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Karten %1</translation>
    </message>
    <message>
        <source>bot</source>
        <extracomment>Small tag on a bot&apos;s player chip</extracomment>
        <translation>Bot</translation>
    </message>
    <message>
        <source>%1, at seat %2</source>
        <extracomment>Accessible name of a family player&apos;s chip when they sit at a seat; %1 their name, %2 the seat&apos;s number. A tap takes them off the seat.</extracomment>
        <translation>%1, auf Platz %2</translation>
    </message>
</context>
<context>
    <name>PlayerEdge</name>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Shown to the winner(s) when the game ends.</extracomment>
        <translation>Wok-Hoheit!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown to the other players when the game ends.</extracomment>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Recipe won!</source>
        <extracomment>This player won the recipe card they covered.</extracomment>
        <translation>Rezept gewonnen!</translation>
    </message>
    <message>
        <source>Not complete! You are out this round.</source>
        <extracomment>This player covered a recipe that was not complete.</extracomment>
        <translation>Nicht erfüllt! Du setzt diese Runde aus.</translation>
    </message>
    <message>
        <source>Not complete! The other chef takes it.</source>
        <extracomment>Two players only: a mistake gives the covered card to the other player.</extracomment>
        <translation>Nicht erfüllt! Die andere Person erhält sie.</translation>
    </message>
    <message>
        <source>A tie: nobody takes it.</source>
        <extracomment>Two players covered the same card at the very same moment.</extracomment>
        <translation>Gleichstand: niemand erhält sie.</translation>
    </message>
    <message>
        <source>Too late!</source>
        <extracomment>Someone else was faster.</extracomment>
        <translation>Zu spät!</translation>
    </message>
    <message>
        <source>Out this round</source>
        <extracomment>A player who made a mistake waits for the next round.</extracomment>
        <translation>Diese Runde raus</translation>
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
        <translation>Wok! Schnipp!</translation>
    </message>
    <message>
        <source>Watch the wok…</source>
        <extracomment>Tokens are still sliding.</extracomment>
        <translation>Schau in den Wok…</translation>
    </message>
    <message>
        <source>Complete? Cover it!</source>
        <extracomment>Claims are open.</extracomment>
        <translation>Erfüllt? Bedecke sie!</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A seat played by a bot; %1 is its name.</extracomment>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>%1 / 5</source>
        <extracomment>Recipe cards won out of the five needed to win; %1 is the count.</extracomment>
        <translation>%1 / 5</translation>
    </message>
    <message>
        <source>Pick a stack to turn over</source>
        <extracomment>The winner of a card picks which face-down stack to turn over next.</extracomment>
        <translation>Wähle einen Stapel zum Aufdecken</translation>
    </message>
    <message>
        <source>A new recipe is being turned…</source>
        <extracomment>Another player is picking the stack to turn over.</extracomment>
        <translation>Ein neues Rezept wird aufgedeckt…</translation>
    </message>
</context>
<context>
    <name>RecipeCard</name>
    <message>
        <source>At least %1 %2</source>
        <extracomment>Recipe card: at least this many pictures of one ingredient in the wok; %1 number, %2 ingredient (plural).</extracomment>
        <translation>Mindestens %1 %2</translation>
    </message>
    <message>
        <source>All five ingredients</source>
        <extracomment>Recipe card: every one of the five ingredients in the wok.</extracomment>
        <translation>Alle fünf Zutaten</translation>
    </message>
    <message>
        <source>These four ingredients</source>
        <extracomment>Recipe card: the four ingredients pictured are all in the wok.</extracomment>
        <translation>Diese vier Zutaten</translation>
    </message>
    <message>
        <source>%1 tokens touching a card</source>
        <extracomment>Recipe card: this many tokens touch a recipe card of the wok.</extracomment>
        <translation>%1 Marker berühren eine Karte</translation>
    </message>
    <message>
        <source>%1 tokens touching a divider</source>
        <extracomment>Recipe card: this many tokens touch a divider of the wok.</extracomment>
        <translation>%1 Marker berühren eine Wok-Wand</translation>
    </message>
    <message>
        <source>%1 tokens in the middle, touching nothing</source>
        <extracomment>Recipe card: this many tokens in the wok touch neither cards nor dividers.</extracomment>
        <translation>%1 Marker in der Mitte, ohne Berührung</translation>
    </message>
    <message>
        <source>As many %1 as another ingredient</source>
        <extracomment>Recipe card: as many pictures of this ingredient as of some other single ingredient.</extracomment>
        <translation>Genauso viele %1 wie eine andere Zutat</translation>
    </message>
    <message>
        <source>As many %1 as %2</source>
        <extracomment>Recipe card: as many pictures of one ingredient as of another; %1 and %2 ingredients (plural).</extracomment>
        <translation>Genauso viele %1 wie %2</translation>
    </message>
    <message>
        <source>Tokens showing %1, %2 and %3 %4</source>
        <extracomment>Recipe card: three tokens of one ingredient, showing these numbers of pictures; %4 the ingredient (plural), e.g. &quot;Tokens showing 2, 3 and 4 chilis&quot;.</extracomment>
        <translation>Marker mit %1, %2 und %3 %4</translation>
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
            <numerusform>+%n Gefallen</numerusform>
            <numerusform>+%n Gefallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n favour(s)</source>
        <extracomment>A cook&apos;s favours lost this round, big in their zone (&quot;-1 favour&quot;).</extracomment>
        <translation>
            <numerusform>-%n Gefallen</numerusform>
            <numerusform>-%n Gefallen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules of the game</source>
        <extracomment>Accessible name of the &quot;?&quot; button on every game table that shows the rules.</extracomment>
        <translation>Spielregeln</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules shown over a game&apos;s table; %1 is the game&apos;s title.</extracomment>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Closes the rules shown over a game and goes back to the same game.</extracomment>
        <translation>Zurück zum Spiel</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules screen; %1 is the game&apos;s title.</extracomment>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>Opening soon: this stall is still being built. Here is how the game will play.</source>
        <extracomment>On the rules of a game that cannot be played in the app yet.</extracomment>
        <translation>Bald geöffnet: Dieser Stand wird noch aufgebaut. So wird das Spiel gespielt.</translation>
    </message>
</context>
<context>
    <name>ScoreBreakdown</name>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Trump bonus</source>
        <translation>Trumpfbonus</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Nullrunde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Round %1 of %2: scores</source>
        <translation>Runde %1 von %2: Punkte</translation>
    </message>
    <message>
        <source>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</source>
        <translation>Jeder Stich +2, jede Karte auf der Hand −1. An jedem Stand: meiste Verkäufer +5, zweitmeiste +2, am Trumpfstand für beide +1 extra. Keine Verkäufer und keine Stiche: die beste Punktzahl der Runde (Nullrunde).</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <extracomment>Button that returns to the previous screen.</extracomment>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>SeatChip</name>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot&apos;s name on its seat, e.g. &quot;Carmela (bot)&quot;.</extracomment>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Badge on the seat of this round&apos;s start player.</extracomment>
        <translation>Start</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>A seat&apos;s tip points, e.g. &quot;3 pts&quot; (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 · Served %2</source>
        <extracomment>Seat summary: cards in hand and served cards lying face down.</extracomment>
        <translation>Hand %1 · Serviert %2</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <extracomment>Seat type: a person plays this seat.</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <extracomment>Seat type: a bot plays this seat; %1 is its strength (Easy, Hard, ...).</extracomment>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>Accessible name of the text field holding a seat&apos;s player name.</extracomment>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Starts</source>
        <extracomment>Radio button on a seat: this player takes the first turn.</extracomment>
        <translation>Beginnt</translation>
    </message>
    <message>
        <source>Avatar of %1</source>
        <extracomment>Accessible name of a seat&apos;s avatar button; %1 is the player&apos;s name.</extracomment>
        <translation>Avatar von %1</translation>
    </message>
</context>
<context>
    <name>SeatSetupModel</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat at the table; %1 is the seat number (1, 2, ...).</extracomment>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>SellerFigure</name>
    <message>
        <source>Seller of player %1</source>
        <extracomment>A player&apos;s seller figure at a stall; %1 is the player&apos;s seat number.</extracomment>
        <translation>Verkäufer von Spieler %1</translation>
    </message>
</context>
<context>
    <name>ServedRun</name>
    <message>
        <source>%1 serves!</source>
        <extracomment>Shown while a served run is on display; %1 is the player&apos;s name.</extracomment>
        <translation>%1 serviert!</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings screen.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Bot-Tempo</translation>
    </message>
    <message>
        <source>How long computer players wait before they move, so you can follow them.</source>
        <extracomment>Explains the bot speed setting.</extracomment>
        <translation>Wie lange Computerspieler vor ihrem Zug warten, damit du ihnen folgen kannst.</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Comfort</source>
        <extracomment>Settings section heading (sound and motion).</extracomment>
        <translation>Komfort</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>Setting: play short sound cues.</extracomment>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Setting: fewer and shorter animations.</extracomment>
        <translation>Weniger Animationen</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>Settings section heading (text size and contrast).</extracomment>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Text size, on top of your device&apos;s own font size.</source>
        <extracomment>Explains the text size setting; it adds to the device&apos;s own font size.</extracomment>
        <translation>Textgröße, zusätzlich zur Schriftgröße deines Geräts.</translation>
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
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Label of the sound effects&apos; volume slider.</extracomment>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Vibration</source>
        <extracomment>Setting: short vibrations when a card lands or a move is refused.</extracomment>
        <translation>Vibration</translation>
    </message>
    <message>
        <source>Your device asks for less motion, so it stays on.</source>
        <extracomment>Shown under Reduce motion when the device&apos;s own setting already asks for it.</extracomment>
        <translation>Dein Gerät verlangt weniger Bewegung, daher bleibt es an.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>Setting: speak the turn prompt and refusals aloud, for players who cannot read yet.</extracomment>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <source>No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device&apos;s speech settings.</source>
        <extracomment>Under the read-aloud setting when the device has no voice for the app&apos;s language.</extracomment>
        <translation>Auf diesem Gerät ist keine Stimme für diese Sprache installiert, daher kann nichts vorgelesen werden. Füge eine in den Spracheinstellungen des Geräts hinzu.</translation>
    </message>
    <message>
        <source>Read aloud is not available in this version of the app.</source>
        <extracomment>In the settings when this copy of the app was built without speech.</extracomment>
        <translation>Vorlesen ist in dieser Version der App nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>SetupConversion</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <extracomment>A new game could not start: the setup the menu handed over is broken; %1 is the parser&apos;s own (English) reason.</extracomment>
        <translation>Die Spieleinstellung ist kein gültiges JSON: %1</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <extracomment>Title of the setup screen; %1 is the game&apos;s title.</extracomment>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Players (%1-%2)</source>
        <extracomment>Label of the player-count stepper; %1-%2 is the allowed range.</extracomment>
        <translation>Spieler (%1-%2)</translation>
    </message>
    <message>
        <source>Fewer players</source>
        <extracomment>Accessible name of the button removing a seat.</extracomment>
        <translation>Weniger Spieler</translation>
    </message>
    <message>
        <source>More players</source>
        <extracomment>Accessible name of the button adding a seat.</extracomment>
        <translation>Mehr Spieler</translation>
    </message>
    <message>
        <source>A solo game: just you against the clock of the draw pile.</source>
        <extracomment>Setup note for a one-player game.</extracomment>
        <translation>Ein Solospiel: nur du gegen den schrumpfenden Nachziehstapel.</translation>
    </message>
    <message>
        <source>Every seat is played by a person passing the tablet around.</source>
        <extracomment>Setup note when a game has no computer players.</extracomment>
        <translation>Jeder Platz wird von einer Person gespielt; das Tablet geht reihum.</translation>
    </message>
    <message>
        <source>Tap a name to change it.</source>
        <extracomment>Setup footer hint.</extracomment>
        <translation>Tippe auf einen Namen, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>This stall is opening soon: its game is still being cooked.</source>
        <extracomment>Setup footer when the game cannot be played yet.</extracomment>
        <translation>Dieser Stand öffnet bald: Sein Spiel ist noch in der Küche.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on the setup screen that opens the game&apos;s rules.</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>Button that starts the game with the chosen seats.</extracomment>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Our players</source>
        <extracomment>Heading over the family&apos;s players on the setup screen (tap one to seat them).</extracomment>
        <translation>Unsere Spieler</translation>
    </message>
    <message>
        <source>Same players as last time</source>
        <extracomment>Setup button: the seats of the last game at this stall come back, bots included.</extracomment>
        <translation>Dieselben Spieler wie letztes Mal</translation>
    </message>
</context>
<context>
    <name>StackChoice</name>
    <message>
        <source>Turn over: %1</source>
        <extracomment>A screen reader&apos;s name for a stack&apos;s back a winner may turn over; %1 its family.</extracomment>
        <translation>Umdrehen: %1</translation>
    </message>
</context>
<context>
    <name>StallCard</name>
    <message>
        <source>Solo game</source>
        <extracomment>Player count of a solo game.</extracomment>
        <translation>Solospiel</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>Player count of a game for exactly %1 players.</extracomment>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>Players: %1-%2</source>
        <extracomment>Player count range of a game, e.g. &quot;Players: 3-5&quot;.</extracomment>
        <translation>Spieler: %1-%2</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Button on a stall that opens the game&apos;s setup screen.</extracomment>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Opening soon</source>
        <extracomment>Badge on a stall whose game is not playable yet.</extracomment>
        <translation>Bald geöffnet</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on a stall that opens the game&apos;s rules.</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button on a stall that starts its guided first game (a short game with a coach).</extracomment>
        <translation>Spielen lernen</translation>
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
        <translation>Gewinne Obststiche oder stelle Verkäufer auf, um die Marktstände zu beherrschen.</translation>
    </message>
    <message>
        <source>Komme gleich!</source>
        <translation>Komme gleich!</translation>
    </message>
    <message>
        <source>Match your hand to the row of orders and collect the tips.</source>
        <translation>Bring deine Hand mit der Reihe der Bestellungen in Einklang und kassiere Trinkgeld.</translation>
    </message>
    <message>
        <source>Kandar Klash!</source>
        <translation>Kandar Klash!</translation>
    </message>
    <message>
        <source>Everyone at once: lay ingredient cards into the customer&apos;s dish.</source>
        <translation>Alle gleichzeitig: Legt Zutatenkarten für das Gericht des Gastes.</translation>
    </message>
    <message>
        <source>Wok Up</source>
        <translation>Wok Up</translation>
    </message>
    <message>
        <source>Flick ingredients into the wok and slap the finished recipes first.</source>
        <translation>Schnippe Zutaten in den Wok und schlag als Erster auf fertige Rezepte.</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>Deliver every food order across Penang in as few steps as you can.</source>
        <translation>Liefere alle Essensbestellungen quer durch Penang mit so wenigen Schritten wie möglich.</translation>
    </message>
    <message>
        <source>A solo variant by Evan Cheah.</source>
        <translation>Eine Solo-Variante von Evan Cheah.</translation>
    </message>
    <message>
        <source>Played here from its rulebook.</source>
        <translation>Hier nach seiner Spielregel gespielt.</translation>
    </message>
    <message>
        <source>A card game by Uwe Rosenberg.</source>
        <translation>Ein Kartenspiel von Uwe Rosenberg.</translation>
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
        <translation>Trumpfmarker</translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Trump · Led</source>
        <translation>Trumpf · Ausgespielt</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>Ausgespielt</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>Number of sellers a player has at a stall, e.g. &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Tap to make %1 trump</source>
        <extracomment>On a stall the leader may tap to move the trump token there</extracomment>
        <translation>Tippen für Trumpf: %1</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Walking as %1</source>
        <extracomment>Who the player walks as; %1 is a character&apos;s name.</extracomment>
        <translation>%1 läuft</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <extracomment>The game&apos;s name, shown before the walker is chosen.</extracomment>
        <translation>Kaki Lima: MCO-Modus</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>The score so far, shown big.</extracomment>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Delivered %1 of 7</source>
        <extracomment>Orders delivered so far out of seven.</extracomment>
        <translation>Geliefert: %1 von 7</translation>
    </message>
    <message>
        <source>Bag:</source>
        <extracomment>The orders the walker carries (two at most).</extracomment>
        <translation>Tasche:</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>The walker&apos;s bag holds no order.</extracomment>
        <translation>leer</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>Langkah cards left in the draw pile.</extracomment>
        <translation>Nachziehstapel: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <extracomment>The top card of the discard pile.</extracomment>
        <translation>Ablage: %1</translation>
    </message>
    <message>
        <source>Steps: −%1</source>
        <extracomment>Steps spent so far (they are taken off the score).</extracomment>
        <translation>Schritte: −%1</translation>
    </message>
    <message>
        <source>Clearing tokens</source>
        <extracomment>Title of the clearing-token scoreboard.</extracomment>
        <translation>Aufräum-Marker</translation>
    </message>
    <message>
        <source>No steps walked yet</source>
        <extracomment>Before the first walk: no steps are taken off the score yet.</extracomment>
        <translation>Noch keine Schritte</translation>
    </message>
</context>
<context>
    <name>TakeBackButtons</name>
    <message>
        <source>Take back</source>
        <extracomment>Button shown for a moment after a move: undo it before the tablet passes on.</extracomment>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Pass on</source>
        <extracomment>Button shown for a moment after a move: keep it and pass the tablet now.</extracomment>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>TakeChooser</name>
    <message>
        <source>Which orders do you pick up?</source>
        <extracomment>At a food stall: choose the orders to pick up.</extracomment>
        <translation>Welche Bestellungen nimmst du mit?</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Go back to choosing where to walk.</extracomment>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>TindahanGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.</source>
        <translation>Das sind deine Obstkarten. In jedem Stich legt jeder eine Karte, und die beste Karte gewinnt den Stich.</translation>
    </message>
    <message>
        <source>The trump token stands on the bananas stall: bananas beat every other fruit.</source>
        <translation>Der Trumpfmarker steht am Bananenstand: Bananen schlagen jedes andere Obst.</translation>
    </message>
    <message>
        <source>You lead the first trick. Tap your 10 of durians: only a banana could beat it.</source>
        <translation>Du spielst den ersten Stich an. Tippe auf deine Durian-10: Nur eine Banane könnte sie schlagen.</translation>
    </message>
    <message>
        <source>Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.</source>
        <translation>Schau den Bots zu. Statt eine Karte zu legen, darf man einen Verkäufer an den Stand des ausgespielten Obsts stellen.</translation>
    </message>
    <message>
        <source>You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.</source>
        <translation>Du hast den Stich: 2 Punkte am Ende der Runde. Wer einen Stich gewinnt, spielt den nächsten an.</translation>
    </message>
    <message>
        <source>A leader may move the trump token instead of playing a card. Tap Move trump.</source>
        <translation>Wer anspielt, darf statt einer Karte den Trumpfmarker versetzen. Tippe auf Trumpf versetzen.</translation>
    </message>
    <message>
        <source>Tap the durians stall: from now on durians are trumps.</source>
        <translation>Tippe auf den Durian-Stand: Ab jetzt sind Durians Trumpf.</translation>
    </message>
    <message>
        <source>After a trump move the next player must play a card, and its fruit is led.</source>
        <translation>Nach einem Trumpfwechsel muss der Nächste eine Karte legen, und ihr Obst ist ausgespielt.</translation>
    </message>
    <message>
        <source>At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.</source>
        <translation>Am Ende der Runde bringen die meisten Verkäufer an einem Stand 5 Punkte, die zweitmeisten 2, am Trumpfstand je 1 mehr. Jede Karte auf deiner Hand kostet 1.</translation>
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
        <translation>Ana spielt Durians an. Du hast Durians, also musst du bedienen: Tippe auf deine Durian-1, wenn du dran bist.</translation>
    </message>
    <message>
        <source>You cannot beat Ana&apos;s card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.</source>
        <translation>Anas Karte kannst du nicht schlagen. Stell stattdessen einen Verkäufer an den Durian-Stand: Tippe auf Verkäufer aufstellen, wenn du dran bist.</translation>
    </message>
</context>
<context>
    <name>TindahanRefusal</name>
    <message>
        <source>bananas</source>
        <translation>Bananen</translation>
    </message>
    <message>
        <source>durians</source>
        <translation>Durians</translation>
    </message>
    <message>
        <source>mangosteens</source>
        <translation>Mangostanen</translation>
    </message>
    <message>
        <source>rambutans</source>
        <translation>Rambutans</translation>
    </message>
    <message>
        <source>pineapples</source>
        <translation>Ananas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>The leader cannot place a seller.</source>
        <translation>Wer ausspielt, darf keinen Verkäufer aufstellen.</translation>
    </message>
    <message>
        <source>After a trump move you must play a card.</source>
        <translation>Nach einem Trumpfwechsel musst du eine Karte legen.</translation>
    </message>
    <message>
        <source>You have no sellers left.</source>
        <translation>Du hast keine Verkäufer mehr.</translation>
    </message>
    <message>
        <source>Only the leader can move the trump token.</source>
        <translation>Nur wer ausspielt, darf den Trumpfmarker versetzen.</translation>
    </message>
    <message>
        <source>That stall is not in this game.</source>
        <translation>Diesen Stand gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <extracomment>%1 is the fruit that was led, e.g. &quot;bananas&quot;</extracomment>
        <translation>Du musst %1 bedienen.</translation>
    </message>
    <message>
        <source>The trump token is already on the %1 stall.</source>
        <extracomment>%1 is a fruit, e.g. &quot;bananas&quot;</extracomment>
        <translation>Der Trumpfmarker steht schon am %1-Stand.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
</context>
<context>
    <name>TindahanRuleDiagramTrick</name>
    <message>
        <source>A durian is led and a higher one follows, but the trump banana wins the trick.</source>
        <extracomment>Caption of the picture of a trick on the Tindahan rules page.</extracomment>
        <translation>Eine Durian wird ausgespielt und eine höhere folgt, aber die Trumpf-Banane gewinnt den Stich.</translation>
    </message>
</context>
<context>
    <name>TindahanRules</name>
    <message>
        <source>Aim</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</source>
        <translation>Gewinne Obststiche und stelle Verkäufer an die Marktstände. Wenn jeder einmal eine Runde begonnen hat, gewinnt, wer die meisten Punkte hat.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</source>
        <translation>Die Obstkarten gehen von 1 bis 10 in fünf Obstsorten. Zu viert fällt eine Sorte weg, zu dritt zwei; Bananen sind immer dabei. Zu Beginn sind Bananen Trumpf.</translation>
    </message>
    <message>
        <source>Everyone gets 10 cards and 9 sellers for the round.</source>
        <translation>Alle bekommen für die Runde 10 Karten und 9 Verkäufer.</translation>
    </message>
    <message>
        <source>A trick</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Ein Stich</translation>
    </message>
    <message>
        <source>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</source>
        <translation>Wer ausspielt, legt eine Karte oder versetzt den Trumpfmarker an einen anderen Stand; dann muss der Nächste eine Karte legen, und deren Obstsorte ist ausgespielt.</translation>
    </message>
    <message>
        <source>Everyone else follows the led fruit if they can, or plays any card if they cannot.</source>
        <translation>Alle anderen bedienen die ausgespielte Sorte, wenn sie können, sonst legen sie eine beliebige Karte.</translation>
    </message>
    <message>
        <source>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</source>
        <translation>Statt zu spielen, darf man einen Verkäufer an den Stand der ausgespielten Sorte stellen, außer wer ausspielt und wer nach einem Trumpfwechsel legen muss.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</source>
        <translation>Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Sorte. Wer gewinnt, spielt als Nächstes aus.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</source>
        <translation>Die Runde endet, wenn jemand keine Karten mehr hat und der Stich gewonnen ist. Jeder Stich zählt +2, jede Karte auf der Hand -1.</translation>
    </message>
    <message>
        <source>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</source>
        <translation>An jedem Stand bekommen die meisten Verkäufer +5 und die zweitmeisten +2; am Trumpfstand gibt es für beide +1 extra. Bei Gleichstand wird geteilt und abgerundet.</translation>
    </message>
    <message>
        <source>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</source>
        <translation>Nullrunde: Wer keinen Verkäufer aufgestellt und keinen Stich gewonnen hat, bekommt so viele Punkte wie der Beste der Runde.</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</source>
        <translation>Spielt eine Runde pro Person, damit alle einmal beginnen. Die höchste Summe gewinnt; bei Gleichstand wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</source>
        <translation>Zu viert bleiben die Ananas im Karton, zu dritt die Rambutans und die Ananas.</translation>
    </message>
    <message>
        <source>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</source>
        <translation>Jede Runde beginnt wieder mit Bananen als Trumpf, und alle bekommen ihre 9 Verkäufer zurück.</translation>
    </message>
    <message>
        <source>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</source>
        <translation>Nach einem Trumpfwechsel ist noch nichts ausgespielt, also darf der nächste Spieler jede Karte spielen. Der Marker muss an einen anderen Stand.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>So spielt die App</translation>
    </message>
    <message>
        <source>A tie for first place shares the first and second place points, rounded down, and nobody scores second.</source>
        <translation>Bei Gleichstand um Platz eins werden die Punkte für Platz eins und zwei geteilt und abgerundet; Platz zwei bekommt dann niemand.</translation>
    </message>
    <message>
        <source>The trump bonus goes to the stall where the marker stands when the round ends.</source>
        <translation>Der Trumpfbonus gilt für den Stand, an dem der Marker am Ende der Runde steht.</translation>
    </message>
    <message>
        <source>A shutout player scores the round&apos;s top total, their own included.</source>
        <translation>Wer eine Nullrunde hat, bekommt die höchste Summe der Runde, die eigene mitgezählt.</translation>
    </message>
    <message>
        <source>Each round starts one seat to the left of the last one.</source>
        <translation>Jede Runde beginnt einen Platz links von der vorigen.</translation>
    </message>
    <message>
        <source>You may take back your own last step while no one else has acted.</source>
        <translation>Du darfst deinen letzten Schritt zurücknehmen, solange noch niemand sonst gezogen hat.</translation>
    </message>
</context>
<context>
    <name>TindahanScreen</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Tap a stall to move the trump token there.</source>
        <translation>Tippe auf einen Stand, um den Trumpfmarker dorthin zu setzen.</translation>
    </message>
    <message>
        <source>Your lead: play a card or move the trump token.</source>
        <translation>Du spielst aus: Lege eine Karte oder versetze den Trumpfmarker.</translation>
    </message>
    <message>
        <source>Your turn: play a card or place a seller on the %1 stall.</source>
        <translation>Du bist dran: Lege eine Karte oder stelle einen Verkäufer an den Stand %1.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: Lege eine Karte.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Tindahan · Round %1 of %2</source>
        <translation>Tindahan · Runde %1 von %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Place a seller</source>
        <translation>Verkäufer aufstellen</translation>
    </message>
    <message>
        <source>Move trump</source>
        <translation>Trumpf versetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after a player&apos;s move, before the tablet passes on.</extracomment>
        <translation>Umentschieden? Nimm deinen Zug jetzt zurück; gleich geht es weiter.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3 and won the trick.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 hat die %2 %3 gespielt und den Stich gewonnen.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 hat die %2 %3 gespielt.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <extracomment>Hand-off recap, after a step that finished a trick: %1 the player who took it.</extracomment>
        <translation>%1 hat den Stich gewonnen.</translation>
    </message>
    <message>
        <source>%1 placed a seller on %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the seller went to.</extracomment>
        <translation>%1 hat einen Verkäufer an den Stand %2 gestellt.</translation>
    </message>
    <message>
        <source>%1 moved the trump token to %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the trump token went to.</extracomment>
        <translation>%1 hat den Trumpfmarker an den Stand %2 gesetzt.</translation>
    </message>
</context>
<context>
    <name>TindahanStyle</name>
    <message>
        <source>Bananas</source>
        <translation>Bananen</translation>
    </message>
    <message>
        <source>Durians</source>
        <translation>Durians</translation>
    </message>
    <message>
        <source>Mangosteens</source>
        <translation>Mangostanen</translation>
    </message>
    <message>
        <source>Rambutans</source>
        <translation>Rambutans</translation>
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
        <translation>Trinkgeld für %1!</translation>
    </message>
</context>
<context>
    <name>TipRanking</name>
    <message>
        <source>The tips left could not pay the last tip.</source>
        <extracomment>Final screen: why the game ended (the tips left could not pay / the last tip card was taken).</extracomment>
        <translation>Die übrigen Trinkgelder reichten für das letzte nicht aus.</translation>
    </message>
    <message>
        <source>The last tip card has been taken.</source>
        <translation>Die letzte Trinkgeldkarte ist vergeben.</translation>
    </message>
    <message numerus="yes">
        <source>%n served</source>
        <extracomment>Final ranking: served cards lying face down (the tie-break).</extracomment>
        <translation>
            <numerusform>%n serviert</numerusform>
            <numerusform>%n serviert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>Final ranking: a player&apos;s tip points (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
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
        <translation>Verkäufer aufgestellt</translation>
    </message>
    <message>
        <source>Moved trump</source>
        <translation>Trumpf versetzt</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
</context>
<context>
    <name>WalkerPicker</name>
    <message>
        <source>Who walks today?</source>
        <extracomment>Title of the walker choice at the start of Kaki Lima.</extracomment>
        <translation>Wer läuft heute?</translation>
    </message>
    <message>
        <source>Your own order stays at home: deliver the other seven before the Langkah cards run out.</source>
        <extracomment>Under the walker choice.</extracomment>
        <translation>Deine eigene Bestellung bleibt zu Hause: Liefere die anderen sieben, bevor die Langkah-Karten ausgehen.</translation>
    </message>
    <message>
        <source>House %1</source>
        <extracomment>Where a character lives; %1 is a square such as C1.</extracomment>
        <translation>Haus %1</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Back to the food court menu, before the game starts.</extracomment>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Surprise me</source>
        <extracomment>Let the game pick the walker at random.</extracomment>
        <translation>Überrasch mich</translation>
    </message>
</context>
<context>
    <name>WokUpGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>After &quot;Wok!&quot;, flick your token from your edge: slide your finger quickly towards the wok and let go.</source>
        <translation>Nach „Wok!“ schnippst du deinen Marker von deiner Seite: Schieb den Finger schnell zum Wok und lass los.</translation>
    </message>
    <message>
        <source>The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.</source>
        <translation>Die erste Berührung gewinnt die Karte. Eine nicht erfüllte zu bedecken ist ein Fehler: Zu zweit bekommt sie die andere Person.</translation>
    </message>
    <message>
        <source>As the winner, choose which stack to turn over for a new recipe.</source>
        <translation>Als Gewinner wählst du, welcher Stapel für ein neues Rezept aufgedeckt wird.</translation>
    </message>
    <message>
        <source>Wok&apos;up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.</source>
        <translation>Wok&apos;up!: Zeigt eine Zutat mindestens 10-mal im Wok, drück hier und dann das Rezept deiner Wahl.</translation>
    </message>
    <message>
        <source>The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!</source>
        <translation>Die Marker gehen zurück in die Stapel, und die nächste Wurfrunde beginnt. Wer zuerst fünf Rezepte hat, wird zur Wok-Hoheit!</translation>
    </message>
    <message>
        <source>%1 flicks a token.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 schnippt einen Marker.</translation>
    </message>
    <message>
        <source>%1 covers a recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 bedeckt ein Rezept.</translation>
    </message>
    <message>
        <source>%1 shouts Wok&apos;up!</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 ruft Wok&apos;up!</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up: it claims nothing this time.</extracomment>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 deckt ein neues Rezept auf.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana flicks hers. Wait until the tokens stop sliding.</source>
        <translation>Ana schnippt ihren. Warte, bis die Marker nicht mehr rutschen.</translation>
    </message>
    <message>
        <source>Ana&apos;s token shows five chilies: &quot;at least 5 chili&quot; is complete. Press it on your pad, quickly!</source>
        <translation>Anas Marker zeigt fünf Chilis: „mindestens 5 Chilis“ ist erfüllt. Drück sie auf deinem Feld, schnell!</translation>
    </message>
    <message>
        <source>Flick tokens into the wok in the middle.</source>
        <translation>Schnipp Marker in den Wok in der Mitte.</translation>
    </message>
    <message>
        <source>What the tokens show completes the recipes around the wok.</source>
        <translation>Was die Marker zeigen, erfüllt die Rezepte rund um den Wok.</translation>
    </message>
</context>
<context>
    <name>WokUpRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <source>Wait for the signal: Wok!</source>
        <extracomment>A player flicked before the start signal (&quot;Wok!&quot;).</extracomment>
        <translation>Warte auf das Signal: Wok!</translation>
    </message>
    <message>
        <source>That came before the claims opened.</source>
        <extracomment>A claim stamped before the claim window opened.</extracomment>
        <translation>Das kam, bevor das Bedecken begann.</translation>
    </message>
    <message>
        <source>That token is not on the table.</source>
        <extracomment>A throw would push a token that is not in the wok.</extracomment>
        <translation>Dieser Marker liegt nicht auf dem Tisch.</translation>
    </message>
    <message>
        <source>A token cannot be moved twice in one throw.</source>
        <extracomment>A throw would push the same token twice.</extracomment>
        <translation>Ein Marker kann sich in einem Wurf nicht zweimal bewegen.</translation>
    </message>
    <message>
        <source>A token would rest off the table.</source>
        <extracomment>A throw would leave a token off the table.</extracomment>
        <translation>Ein Marker bliebe neben dem Tisch liegen.</translation>
    </message>
    <message>
        <source>Two tokens would rest on top of each other.</source>
        <extracomment>A throw would leave two tokens on top of each other.</extracomment>
        <translation>Zwei Marker blieben aufeinander liegen.</translation>
    </message>
    <message>
        <source>This volley has already been thrown.</source>
        <extracomment>A player flicked after everyone had thrown.</extracomment>
        <translation>Dieser Wurf ist schon erfolgt.</translation>
    </message>
    <message>
        <source>You do not throw in this volley.</source>
        <extracomment>A player tried to throw a second token, or is not throwing in this volley.</extracomment>
        <translation>Du wirfst bei diesem Wurf nicht.</translation>
    </message>
    <message>
        <source>Claims open when the wok has settled.</source>
        <extracomment>A player pressed a recipe before the tokens came to rest.</extracomment>
        <translation>Bedecken geht erst, wenn im Wok alles liegt.</translation>
    </message>
    <message>
        <source>You are out of this round after a mistake.</source>
        <extracomment>A player who made a mistake pressed again in the same round.</extracomment>
        <translation>Nach einem Fehler setzt du diese Runde aus.</translation>
    </message>
    <message>
        <source>You have already claimed after this volley.</source>
        <extracomment>A player pressed again after claiming in this window.</extracomment>
        <translation>Du hast nach diesem Wurf schon gedrückt.</translation>
    </message>
    <message>
        <source>That recipe is not face up.</source>
        <extracomment>A player pressed a recipe card that is not face up.</extracomment>
        <translation>Dieses Rezept liegt nicht offen.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <extracomment>A player acted while no game is on the table.</extracomment>
        <translation>Es läuft gerade keine Partie.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>A player touched the table while the game is paused.</extracomment>
        <translation>Das Spiel ist pausiert.</translation>
    </message>
    <message>
        <source>Nobody plays that seat by hand.</source>
        <extracomment>A flick or a press on a seat no human plays.</extracomment>
        <translation>Diesen Platz spielt niemand von Hand.</translation>
    </message>
    <message>
        <source>You have no stack to turn over now.</source>
        <extracomment>Someone other than the winner, or nobody&apos;s turn, tapped a stack to turn over.</extracomment>
        <translation>Du hast gerade keinen Stapel aufzudecken.</translation>
    </message>
    <message>
        <source>Turn over another face-down stack.</source>
        <extracomment>The winner tapped the stack of the card just won, or one already face up.</extracomment>
        <translation>Decke einen anderen verdeckten Stapel auf.</translation>
    </message>
</context>
<context>
    <name>WokUpRuleDiagramDivider</name>
    <message>
        <source>The two tokens touching the divider count for this card; the third does not.</source>
        <extracomment>Caption of the Wok Up rules picture: a divider with tokens touching it.</extracomment>
        <translation>Die zwei Marker, die die Wok-Wand berühren, zählen für diese Karte, der dritte nicht.</translation>
    </message>
</context>
<context>
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Es zählen nur Marker im Wok oder solche, die eine Karte oder eine Wok-Wand berühren.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Nach einem Gewinn</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Be the first chef to win five Recipe cards and become Grand Master of the Wok.</source>
        <translation>Sei als Erste oder Erster mit fünf Rezept-Karten und werde zur Wok-Hoheit gekrönt.</translation>
    </message>
    <message>
        <source>Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.</source>
        <translation>Fünf Stapel Rezept-Karten mit je einer Wok-Wand dazwischen bilden ein Fünfeck: den Wok. Drei Rezept-Karten liegen offen. Die 25 Zutaten-Marker (Chili, Pilz, Fisch, Fleisch, Brokkoli; 1 bis 5 Bilder pro Seite) werden als verdeckte Stapel verteilt.</translation>
    </message>
    <message>
        <source>After &quot;3, 2, 1, Wok!&quot;, flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.</source>
        <translation>Nach „3, 2, 1, Wok!“ schnippst du den obersten Marker deines Stapels von deiner Seite in Richtung Wok: Tempo und Richtung deines Fingers zählen. Die Marker drehen sich, rutschen und stoßen aneinander. Zu langsam? Dann wirft der Tisch für dich.</translation>
    </message>
    <message>
        <source>Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.</source>
        <translation>Sobald alle Marker liegen, bedeckst du eine erfüllte Rezept-Karte, indem du sie auf deinem Feld drückst. Die erste Berührung gewinnt die Karte; wer gleichzeitig verschiedene Karten drückt, erhält jeweils seine. Drücke zwei Karten zugleich, um beide zu nehmen.</translation>
    </message>
    <message>
        <source>No Recipe card complete? After a few seconds everyone throws another token.</source>
        <translation>Kein Gericht zubereitet? Nach ein paar Sekunden werfen alle einen weiteren Marker.</translation>
    </message>
    <message>
        <source>Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.</source>
        <translation>Bedeckst du eine nicht erfüllte Rezept-Karte, wird dein Feld grau, bis die nächste Karte gewonnen ist. Zu zweit erhält die andere Person die bedeckte Karte.</translation>
    </message>
    <message>
        <source>When one ingredient shows ten or more pictures in the Wok, press Wok&apos;up!, then the face-up Recipe card you want.</source>
        <translation>Zeigt eine Zutat mindestens 10-mal im Wok, drücke Wok&apos;up! und dann die offene Rezept-Karte deiner Wahl.</translation>
    </message>
    <message>
        <source>Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.</source>
        <translation>Eine weitere Rezept-Karte wird aufgedeckt und die Marker kommen unter die Stapel. Bei 5 oder 6 Personen wirft bei jedem Wurf nur die Hälfte.</translation>
    </message>
    <message>
        <source>The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.</source>
        <translation>Wer zuerst fünf Rezept-Karten hat, wird zur Wok-Hoheit gekrönt; im selben Moment gewonnene fünfte Karten teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.</source>
        <translation>Wer gewinnt, wählt den Stapel, der als Nächstes aufgedeckt wird, nach der Familie auf der Rückseite: jeder verdeckte Stapel außer dem, aus dem die gewonnene Karte kam.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>So spielt die App</translation>
    </message>
    <message>
        <source>Equality cards need at least one of each named ingredient, so an empty wok never completes them.</source>
        <translation>Gleichheitskarten brauchen mindestens eine von jeder genannten Zutat, ein leerer Wok erfüllt sie also nie.</translation>
    </message>
    <message>
        <source>A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.</source>
        <translation>Eine Karte, die zwei in derselben Millisekunde bedecken, bekommt keiner von beiden; eine spätere Berührung kann sie noch gewinnen.</translation>
    </message>
    <message>
        <source>Covering two cards at once is a mistake if either one is not complete. A wrong Wok&apos;up! gives nothing to the other player.</source>
        <translation>Zwei Karten auf einmal zu bedecken ist ein Fehler, wenn eine davon nicht erfüllt ist. Ein falsches Wok&apos;up! gibt der anderen Person nichts.</translation>
    </message>
    <message>
        <source>The winner does not choose the next card: a face-down stack is turned at random.</source>
        <translation>Wer gewinnt, wählt die nächste Karte nicht: Ein verdeckter Stapel wird zufällig aufgedeckt.</translation>
    </message>
    <message>
        <source>The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.</source>
        <translation>Die geworfenen Marker werden einzeln unter die kleinsten Stapel zurückverteilt. Niemand sieht in die Stapel, auch nicht, wem sie gehören.</translation>
    </message>
    <message>
        <source>A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.</source>
        <translation>Wer nicht innerhalb von 6 Sekunden schnippt, bekommt einen geraden Wurf; wer nicht innerhalb von 5 Sekunden drückt, passt.</translation>
    </message>
</context>
<context>
    <name>WokUpScreen</name>
    <message>
        <source>Menu</source>
        <extracomment>Leaves the table for the food court menu (the game is saved).</extracomment>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>The round number in the corner of the table.</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Under the winner&apos;s name(s) at the end of the game.</extracomment>
        <translation>Wok-Hoheit!</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Title of the panel shown when the back key stops a round.</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Button that carries on with the stopped round.</extracomment>
        <translation>Weiter</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>The score of a player at the end of Wok Up: recipe cards won (&quot;1 card&quot; for one).</extracomment>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
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
        <translation>Wok! Schnipp deine Marker in den Wok.</translation>
    </message>
    <message>
        <source>Claim now: press a recipe the wok completes.</source>
        <extracomment>Read aloud when the tokens have settled and recipes may be claimed.</extracomment>
        <translation>Jetzt: Drück auf ein Rezept, das der Wok erfüllt.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>Read aloud while a winner picks the stack to turn over; %1 is their name.</extracomment>
        <translation>%1 deckt ein neues Rezept auf.</translation>
    </message>
    <message>
        <source>%1 wins a recipe card!</source>
        <extracomment>Read aloud when a player wins a recipe card; %1 is their name.</extracomment>
        <translation>%1 gewinnt eine Rezeptkarte!</translation>
    </message>
</context>
<context>
    <name>WokUpStyle</name>
    <message>
        <source>chilis</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;at least 5 chilis&quot;).</extracomment>
        <translation>Chilis</translation>
    </message>
    <message>
        <source>mushrooms</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>Pilze</translation>
    </message>
    <message>
        <source>fish</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>Fische</translation>
    </message>
    <message>
        <source>meat</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of meat).</extracomment>
        <translation>Fleisch</translation>
    </message>
    <message>
        <source>broccoli</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of broccoli).</extracomment>
        <translation>Brokkoli</translation>
    </message>
    <message>
        <source>Tokens</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for tokens showing given counts.</extracomment>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Quantity</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for an amount of one ingredient.</extracomment>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Variety</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for several kinds of ingredient.</extracomment>
        <translation>Vielfalt</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking where tokens lie in the wok.</extracomment>
        <translation>Lage</translation>
    </message>
    <message>
        <source>Equality</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for equal amounts.</extracomment>
        <translation>Gleichheit</translation>
    </message>
</context>
<context>
    <name>fc::kakilima_ui::KakiLimaTable</name>
    <message>
        <source>No game is in progress.</source>
        <extracomment>Refusal: no game to play again.</extracomment>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>Choose a Langkah card from your hand first.</source>
        <extracomment>Refusal: the map or the swap was tapped before choosing a card.</extracomment>
        <translation>Wähle zuerst eine Langkah-Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>There are no orders to choose now.</source>
        <extracomment>Refusal: orders are chosen only when a walk ends at a food stall.</extracomment>
        <translation>Gerade gibt es keine Bestellungen zu wählen.</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <translation>Nichts mitnehmen</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 mitnehmen</translation>
    </message>
</context>
<context>
    <name>fc::kandarklash_ui::KandarKlashTable</name>
    <message>
        <source>Drag a card onto your mat; tap it to turn it, Flip shows its other side.</source>
        <extracomment>Hint lines: what a Kandar Klash! cook may do now.</extracomment>
        <translation>Zieh eine Karte auf deine Matte; tipp sie an, um sie zu drehen, Umdrehen zeigt ihre andere Seite.</translation>
    </message>
    <message>
        <source>Drag a card off the mat to take it back.</source>
        <translation>Zieh eine Karte von der Matte, um sie zurückzunehmen.</translation>
    </message>
    <message>
        <source>Press Siap! as soon as your mat shows the dish.</source>
        <translation>Drück Siap!, sobald deine Matte das Gericht zeigt.</translation>
    </message>
    <message>
        <source>You finished last: lay your ketchup on a red ring.</source>
        <translation>Du bist als Letzter fertig: Leg deinen Ketchup auf einen roten Ring.</translation>
    </message>
    <message>
        <source>Next: the marked card, laid over the others as the outline on your mat shows.</source>
        <extracomment>Hint line: the next card for the dish; the mat shows it in its place.</extracomment>
        <translation>Als Nächstes: die markierte Karte, über die anderen gelegt, wie der Umriss auf deiner Matte zeigt.</translation>
    </message>
    <message>
        <source>Next: the marked card, slid under the others as the outline on your mat shows.</source>
        <translation>Als Nächstes: die markierte Karte, unter die anderen geschoben, wie der Umriss auf deiner Matte zeigt.</translation>
    </message>
    <message>
        <source>First take the marked card back: the dish does not need it there.</source>
        <extracomment>Hint line: a card on the mat that the dish does not need there.</extracomment>
        <translation>Nimm zuerst die markierte Karte zurück: Das Gericht braucht sie dort nicht.</translation>
    </message>
    <message>
        <source>Your mat shows the dish: press Siap!</source>
        <extracomment>Hint line: the mat already shows the dish.</extracomment>
        <translation>Deine Matte zeigt das Gericht: Drück Siap!</translation>
    </message>
    <message>
        <source>For example the marked ring.</source>
        <extracomment>Hint line: one of the red rings where the ketchup may go, marked.</extracomment>
        <translation>Zum Beispiel den markierten Ring.</translation>
    </message>
</context>
<context>
    <name>fc::kommegleich_ui::KommeGleichTable</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Refusal when a card is touched while another player is to act.</extracomment>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>Your %1 does not match the %2 order.</source>
        <extracomment>A serve is refused: %1 is the hand card&apos;s dish, %2 the order&apos;s dish (e.g. &quot;Your salad does not match the lobster order.&quot;).</extracomment>
        <translation>Deine Karte „%1“ passt nicht zur Bestellung „%2“.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>%1 puts the new card into the hand.</source>
        <translation>%1 steckt die neue Karte in die Hand.</translation>
    </message>
    <message>
        <source>%1 covers order %2.</source>
        <extracomment>Narration: %2 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>%1 deckt Bestellung %2 ab.</translation>
    </message>
    <message>
        <source>%1 moves a card in the hand.</source>
        <translation>%1 verschiebt eine Karte in der Hand.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 legt eine Karte ab.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %n cards!</source>
        <extracomment>Narration: %1 is a name; %n the number of cards served.</extracomment>
        <translation>
            <numerusform>%1 serviert %n Karte!</numerusform>
            <numerusform>%1 serviert %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <source>Draw a card from the pile.</source>
        <extracomment>Hint lines: the kinds of step allowed now in Komme gleich!.</extracomment>
        <translation>Zieh eine Karte vom Stapel.</translation>
    </message>
    <message>
        <source>Or move one card to another place in your hand.</source>
        <translation>Oder verschieb eine Karte an eine andere Stelle deiner Hand.</translation>
    </message>
    <message>
        <source>Put your new card anywhere in your hand.</source>
        <translation>Steck deine neue Karte irgendwo in deine Hand.</translation>
    </message>
    <message>
        <source>Cover one order with a card from your hand.</source>
        <translation>Deck eine Bestellung mit einer Karte aus deiner Hand ab.</translation>
    </message>
    <message>
        <source>Discard one card.</source>
        <translation>Wirf eine Karte ab.</translation>
    </message>
    <message>
        <source>Serve a run of 3 or more cards onto matching orders.</source>
        <translation>Servier eine Reihe aus 3 oder mehr Karten auf passende Bestellungen.</translation>
    </message>
    <message>
        <source>Or end your turn.</source>
        <translation>Oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Beende deinen Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Deine längste Reihe: %n Karte, markiert in deiner Hand und auf den Bestellungen.</numerusform>
            <numerusform>Deine längste Reihe: %n Karten, markiert in deiner Hand und auf den Bestellungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep together your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Halt deine längste Reihe zusammen: %n Karte, markiert in deiner Hand und auf den Bestellungen.</numerusform>
            <numerusform>Halt deine längste Reihe zusammen: %n Karten, markiert in deiner Hand und auf den Bestellungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run matches the orders this time.</source>
        <extracomment>Hint line: no run of the hand matches the orders.</extracomment>
        <translation>Diesmal passt keine Reihe zu den Bestellungen.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <extracomment>Narration of the one human player&apos;s own step (the others are bots).</extracomment>
        <translation>Du ziehst eine Karte.</translation>
    </message>
    <message>
        <source>You put the new card into your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: the drawn card goes into the hand.</extracomment>
        <translation>Du steckst die neue Karte in deine Hand.</translation>
    </message>
    <message>
        <source>You cover order %1.</source>
        <extracomment>Narration of the one human player&apos;s own step: %1 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>Du deckst Bestellung %1 ab.</translation>
    </message>
    <message>
        <source>You move a card in your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: a card changes its place in the hand.</extracomment>
        <translation>Du verschiebst eine Karte in deiner Hand.</translation>
    </message>
    <message>
        <source>You discard a card.</source>
        <extracomment>Narration of the one human player&apos;s own step: a hand card goes to the discard pile.</extracomment>
        <translation>Du legst eine Karte ab.</translation>
    </message>
    <message numerus="yes">
        <source>You serve %n cards!</source>
        <extracomment>Narration of the one human player&apos;s own step: %n the number of cards served.</extracomment>
        <translation>
            <numerusform>Du servierst %n Karte!</numerusform>
            <numerusform>Du servierst %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>You end your turn.</source>
        <extracomment>Narration of the one human player&apos;s own step: their turn is over.</extracomment>
        <translation>Du beendest deinen Zug.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>There is no such stall.</source>
        <translation>Diesen Stand gibt es nicht.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>Play a card from your hand (the ones not greyed out).</source>
        <extracomment>Hint line: a kind of move allowed now.</extracomment>
        <translation>Spiel eine Karte aus deiner Hand (die nicht ausgegrauten).</translation>
    </message>
    <message>
        <source>Or place a seller on the stall of the fruit that was led.</source>
        <extracomment>Hint line: instead of a card, a seller may go to the stall of the fruit led.</extracomment>
        <translation>Oder stell einen Verkäufer an den Stand des ausgespielten Obstes.</translation>
    </message>
    <message>
        <source>Or move the trump token to another stall, then lead a card.</source>
        <extracomment>Hint line: the leader may move the trump token before leading.</extracomment>
        <translation>Oder versetz den Trumpfmarker an einen anderen Stand und spiel dann eine Karte aus.</translation>
    </message>
    <message>
        <source>For example the %1 of %2, marked in your hand.</source>
        <extracomment>Hint line: the card shown as an example; %1 its value, %2 its fruit (&quot;bananas&quot;).</extracomment>
        <translation>Zum Beispiel die %1 %2, markiert in deiner Hand.</translation>
    </message>
    <message>
        <source>For example place a seller on the %1 stall, marked on the table: none of your cards takes this trick, and your sellers can still score there.</source>
        <extracomment>Hint line: the seller shown as the example; %1 the stall&apos;s fruit (&quot;durians&quot;).</extracomment>
        <translation>Zum Beispiel stellst du einen Verkäufer an den Stand %1, markiert auf dem Tisch: Keine deiner Karten gewinnt diesen Stich, und deine Verkäufer können dort noch punkten.</translation>
    </message>
</context>
<context>
    <name>fc::wokup_ui::WokUpTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Name of a seat the setup left unnamed; %1 is its number.</extracomment>
        <translation>Person %1</translation>
    </message>
    <message>
        <source>Flick your tokens from your edge into the wok.</source>
        <extracomment>Hint line in Wok Up while the tokens are thrown.</extracomment>
        <translation>Schnipp deine Marker von deinem Rand in den Wok.</translation>
    </message>
    <message>
        <source>Press a recipe card that the wok completes to win it.</source>
        <extracomment>Hint line in Wok Up while claims are open.</extracomment>
        <translation>Drück auf eine Rezeptkarte, die der Wok erfüllt, um sie zu gewinnen.</translation>
    </message>
    <message>
        <source>No face-up recipe is complete now: wait for the next throw.</source>
        <extracomment>Hint line in Wok Up: no face-up recipe is complete; pressing one would be wrong.</extracomment>
        <translation>Kein offenes Rezept ist gerade erfüllt: Warte auf den nächsten Wurf.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe card(s) complete now, marked in the wok.</source>
        <extracomment>Hint line in Wok Up: the complete recipe cards are marked in the wok.</extracomment>
        <translation>
            <numerusform>%n Rezeptkarte ist erfüllt, im Wok markiert.</numerusform>
            <numerusform>%n Rezeptkarten sind erfüllt, im Wok markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok&apos;up! is possible: press Wok&apos;up! and then any face-up recipe.</source>
        <extracomment>Hint line in Wok Up: one ingredient shows 10 pictures or more.</extracomment>
        <translation>Wok&apos;up! geht: Drück Wok&apos;up! und dann ein beliebiges offenes Rezept.</translation>
    </message>
</context>
</TS>
