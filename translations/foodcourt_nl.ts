<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <extracomment>Title of the about screen.</extracomment>
        <translation>Over</translation>
    </message>
    <message>
        <source>Food Court</source>
        <translation>Food Court</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>De spellen</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>About screen heading over the licence texts.</extracomment>
        <translation>Licenties</translation>
    </message>
    <message>
        <source>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</source>
        <translation>Deze app is gemaakt met Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), gebruikt onder de GNU Lesser General Public License versie 3 (LGPLv3); delen van Qt zijn beschikbaar onder de GNU General Public License (GPL). Het copyright op Qt ligt bij The Qt Company Ltd. en andere bijdragers. Je kunt de broncode van Qt krijgen via qt.io en de Qt-bibliotheken van deze app vervangen.</translation>
    </message>
    <message>
        <source>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</source>
        <translation>De spelengine gebruikt Boost (Boost.JSON voor opgeslagen spellen), verspreid onder de Boost Software License, versie 1.0: het is kosteloos toegestaan de software te gebruiken, te kopiëren, aan te passen en te verspreiden, mits de copyrightvermeldingen en de licentietekst behouden blijven. De software wordt geleverd „zoals hij is”, zonder enige garantie.</translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Eetspellen voor op tafel op één tablet: kaartspellen waarbij je de tablet doorgeeft, spellen waarin iedereen tegelijk speelt, en een puzzel voor één speler.</translation>
    </message>
    <message>
        <source>Each game belongs to its designers and publishers.</source>
        <extracomment>About screen, after the credits of every game.</extracomment>
        <translation>Elk spel is van zijn auteurs en uitgevers.</translation>
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
        <translation>Dumpling</translation>
    </message>
    <message>
        <source>Rice ball</source>
        <extracomment>An avatar: a smiling triangular rice ball.</extracomment>
        <translation>Rijstbal</translation>
    </message>
    <message>
        <source>Fried egg</source>
        <extracomment>An avatar: a smiling fried egg.</extracomment>
        <translation>Spiegelei</translation>
    </message>
    <message>
        <source>Watermelon</source>
        <extracomment>An avatar: a smiling slice of watermelon.</extracomment>
        <translation>Watermeloen</translation>
    </message>
    <message>
        <source>Cupcake</source>
        <extracomment>An avatar: a smiling cupcake.</extracomment>
        <translation>Cupcake</translation>
    </message>
    <message>
        <source>Cat</source>
        <extracomment>An avatar: a cat&apos;s face.</extracomment>
        <translation>Kat</translation>
    </message>
    <message>
        <source>Frog</source>
        <extracomment>An avatar: a frog&apos;s face.</extracomment>
        <translation>Kikker</translation>
    </message>
    <message>
        <source>Bear</source>
        <extracomment>An avatar: a bear&apos;s face.</extracomment>
        <translation>Beer</translation>
    </message>
    <message>
        <source>Owl</source>
        <extracomment>An avatar: an owl&apos;s face.</extracomment>
        <translation>Uil</translation>
    </message>
    <message>
        <source>Fish</source>
        <extracomment>An avatar: a smiling fish.</extracomment>
        <translation>Vis</translation>
    </message>
    <message>
        <source>Chick</source>
        <extracomment>An avatar: a chick&apos;s face.</extracomment>
        <translation>Kuiken</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>A seat or player without an avatar yet.</extracomment>
        <translation>Geen avatar</translation>
    </message>
</context>
<context>
    <name>AvatarPicker</name>
    <message>
        <source>An avatar for %1</source>
        <extracomment>Title of the avatar picker; %1 is the player&apos;s name.</extracomment>
        <translation>Een avatar voor %1</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>In the avatar picker: the player goes without an avatar.</extracomment>
        <translation>Geen avatar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the avatar picker without a change.</extracomment>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>BotStrengths</name>
    <message>
        <source>Random</source>
        <extracomment>Bot strength: plays random legal moves.</extracomment>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Planner</translation>
    </message>
</context>
<context>
    <name>CardPiece</name>
    <message>
        <source>Ingredient card %1</source>
        <extracomment>A screen reader&apos;s name for one of a cook&apos;s six ingredient cards; %1 its number.</extracomment>
        <translation>Ingrediëntkaart %1</translation>
    </message>
    <message>
        <source>on the mat, tap to turn</source>
        <extracomment>Read after an ingredient card&apos;s name: it lies on the mat; a tap turns it.</extracomment>
        <translation>op de mat, tik om te draaien</translation>
    </message>
    <message>
        <source>in your hand, drag onto the mat</source>
        <extracomment>Read after an ingredient card&apos;s name: it is in the hand, to drag onto the mat.</extracomment>
        <translation>in je hand, sleep hem op de mat</translation>
    </message>
</context>
<context>
    <name>ClaimPad</name>
    <message>
        <source>Pick a recipe</source>
        <extracomment>On the Wok&apos;up! button once pressed: now press the recipe card to take.</extracomment>
        <translation>Kies een recept</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <extracomment>The button a player presses to shout &quot;Wok&apos;up!&quot; (ten pictures of one ingredient in the wok).</extracomment>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>Recipe: %1</source>
        <extracomment>A screen reader&apos;s name for a face-up recipe card on a claim pad; %1 what it asks.</extracomment>
        <translation>Recept: %1</translation>
    </message>
</context>
<context>
    <name>CoachMark</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Progress through a guided first game: step %1 of %2.</extracomment>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Button on every coach mark: stop the guided first game, back to the menu.</extracomment>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>Button on a coach mark that only explains: on to the next step.</extracomment>
        <translation>Volgende</translation>
    </message>
</context>
<context>
    <name>ControlsLegend</name>
    <message>
        <source>Drag a card onto your mat</source>
        <extracomment>Kandar Klash! table legend, line 1: how to lay a card.</extracomment>
        <translation>Sleep een kaart naar je mat</translation>
    </message>
    <message>
        <source>Tap a card to turn it</source>
        <extracomment>Kandar Klash! table legend, line 2: a tap turns a card a quarter.</extracomment>
        <translation>Tik op een kaart om hem te draaien</translation>
    </message>
    <message>
        <source>Flip: the chosen card&apos;s other side</source>
        <extracomment>Kandar Klash! table legend, line 3: the Flip button.</extracomment>
        <translation>Omdraaien: de andere kant van de gekozen kaart</translation>
    </message>
    <message>
        <source>Over / Under: the next card goes on top or beneath</source>
        <extracomment>Kandar Klash! table legend, line 4: the Over and Under buttons.</extracomment>
        <translation>Erbovenop / Eronder: de volgende kaart gaat erop of eronder</translation>
    </message>
    <message>
        <source>Siap! when your dish matches the customer</source>
        <extracomment>Kandar Klash! table legend, line 5: the Siap! pad.</extracomment>
        <translation>Siap! als je gerecht bij de klant past</translation>
    </message>
</context>
<context>
    <name>CookZone</name>
    <message>
        <source>Get ready…</source>
        <extracomment>Kandar Klash! zone status while the next customer is counted in.</extracomment>
        <translation>Maak je klaar…</translation>
    </message>
    <message>
        <source>Siap! You were #%1</source>
        <extracomment>Kandar Klash! zone status after this cook called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! Je was nr. %1</translation>
    </message>
    <message>
        <source>Cooking…</source>
        <extracomment>Kandar Klash! zone status of a bot cook building its dish.</extracomment>
        <translation>Aan het koken…</translation>
    </message>
    <message>
        <source>Build the dish!</source>
        <extracomment>Kandar Klash! zone status: build the customer&apos;s dish.</extracomment>
        <translation>Maak het gerecht!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>Kandar Klash! final status of a winning cook.</extracomment>
        <translation>Je wint!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Kandar Klash! final status of a cook who did not win.</extracomment>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <source>Last: laying the ketchup</source>
        <extracomment>A bot, last to finish the round, lays its ketchup.</extracomment>
        <translation>Laatste: legt de ketchup</translation>
    </message>
    <message>
        <source>Last! Tap a red ring for your ketchup</source>
        <extracomment>The human last cook must place the ketchup on their buildMat.</extracomment>
        <translation>Laatste! Tik op een rode ring voor je ketchup</translation>
    </message>
    <message>
        <source>Last: you gain a ketchup</source>
        <extracomment>Kandar Klash! status of the cook who finished last this round.</extracomment>
        <translation>Laatste: je krijgt een ketchup</translation>
    </message>
    <message>
        <source>Right dish!</source>
        <extracomment>Kandar Klash! verdict: the cook&apos;s dish matches the customer&apos;s.</extracomment>
        <translation>Goed gerecht!</translation>
    </message>
    <message>
        <source>Wrong dish (see the crosses)</source>
        <extracomment>Kandar Klash! verdict: the dish does not match; crosses mark the wrong spaces.</extracomment>
        <translation>Verkeerd gerecht (zie de kruisjes)</translation>
    </message>
    <message>
        <source>Too late this round</source>
        <extracomment>Kandar Klash! status of a cook whose claim did not count.</extracomment>
        <translation>Te laat deze ronde</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot cook&apos;s name tag; %1 is its name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Flip</source>
        <extracomment>Turns the selected ingredient card over to its other side.</extracomment>
        <translation>Omdraaien</translation>
    </message>
    <message>
        <source>Over</source>
        <extracomment>Cards dropped on the mat go over the cards already there.</extracomment>
        <translation>Erbovenop</translation>
    </message>
    <message>
        <source>Under</source>
        <extracomment>Cards dropped on the mat slide under the cards already there.</extracomment>
        <translation>Eronder</translation>
    </message>
    <message>
        <source>Siap!</source>
        <extracomment>The big pad a cook presses when their dish is ready (Malay &quot;ready!&quot;).</extracomment>
        <translation>Siap!</translation>
    </message>
    <message>
        <source>Siap! #%1</source>
        <extracomment>Stamp on a cook&apos;s mat after they called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! nr. %1</translation>
    </message>
    <message>
        <source>Your dish is ready: claim the customer</source>
        <extracomment>Read after &quot;Siap!&quot;: what pressing it does.</extracomment>
        <translation>Je gerecht is klaar: claim de klant</translation>
    </message>
</context>
<context>
    <name>CrampedTableNote</name>
    <message>
        <source>Three or four cooks play best on a tablet</source>
        <extracomment>Said as a Kandar Klash! game for three or four cooks opens on a phone.</extracomment>
        <translation>Met drie of vier koks speel je beter op een tablet</translation>
    </message>
    <message>
        <source>On this screen every cook&apos;s mat is small. You can still play here.</source>
        <extracomment>Below &quot;Three or four cooks play best on a tablet&quot;: why, and that they may still play.</extracomment>
        <translation>Op dit scherm is de mat van elke kok klein. Jullie kunnen hier toch spelen.</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <extracomment>Closes the note that a tablet plays better, and starts the Kandar Klash! game here.</extracomment>
        <translation>Toch spelen</translation>
    </message>
</context>
<context>
    <name>DishStyle</name>
    <message>
        <source>Cheese</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Kaas</translation>
    </message>
    <message>
        <source>Lobster</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Kreeft</translation>
    </message>
    <message>
        <source>Tartelettes</source>
        <extracomment>A menu card&apos;s dish (small tarts), printed on the card.</extracomment>
        <translation>Taartjes</translation>
    </message>
    <message>
        <source>Salad</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Salade</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Soep</translation>
    </message>
    <message>
        <source>Baguette</source>
        <extracomment>The wild menu card, printed on the card.</extracomment>
        <translation>Stokbrood</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>%1 share the win!</source>
        <extracomment>End of a game; %1 is the winners&apos; names joined by &quot; &amp; &quot;.</extracomment>
        <translation>%1 delen de overwinning!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>End of a game; %1 is the winner&apos;s name.</extracomment>
        <translation>%1 wint!</translation>
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
        <translation>Je deelt de overwinning!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>The winner&apos;s own zone at the end of a real-time game.</extracomment>
        <translation>Je wint!</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <extracomment>A player&apos;s own zone at the end of a real-time game; %1 their place, %2 the players.</extracomment>
        <translation>Plaats %1 van %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player&apos;s own end result: %1 their name, %2 their score (&quot;Ana: 5 favours&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <extracomment>In a player&apos;s own end result: who won; %1 is one name or several.</extracomment>
        <translation>Winnaar: %1</translation>
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
        <translation>Gedeelde winst</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Beside the player who won at the end of a game.</extracomment>
        <translation>Winnaar</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>All orders delivered!</source>
        <extracomment>End of a won Kaki Lima game.</extracomment>
        <translation>Alle bestellingen bezorgd!</translation>
    </message>
    <message>
        <source>Out of Langkah cards</source>
        <extracomment>End of a lost Kaki Lima game: the draw pile ran out.</extracomment>
        <translation>Geen Langkah-kaarten meer</translation>
    </message>
    <message>
        <source>Some orders never arrived. No ranking this time.</source>
        <extracomment>A lost game gets no ranking band.</extracomment>
        <translation>Sommige bestellingen kwamen nooit aan. Deze keer geen beoordeling.</translation>
    </message>
    <message>
        <source>The planner is playing this deal…</source>
        <extracomment>While the planner plays the same deal to set a par.</extracomment>
        <translation>De planner speelt dit spel…</translation>
    </message>
    <message>
        <source>Par (the planner on this deal): %1</source>
        <extracomment>The planner&apos;s result on the same deal; %1 is its score.</extracomment>
        <translation>Par (de planner bij dit spel): %1</translation>
    </message>
    <message>
        <source>Par: the planner ran out of cards on this deal (%1)</source>
        <extracomment>The planner lost the same deal; %1 is its score.</extracomment>
        <translation>Par: de planner had bij dit spel te weinig kaarten (%1)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>Play the same deal (same map, same cards) again.</extracomment>
        <translation>Dit spel opnieuw spelen</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <extracomment>Take back the winning move (allowed while it showed no new card).</extracomment>
        <translation>Laatste zet ongedaan maken</translation>
    </message>
    <message>
        <source>%1 orders delivered × 10: +%2</source>
        <extracomment>Score line: %1 orders delivered, 10 points each; %2 the points.</extracomment>
        <translation>%1 bestellingen bezorgd × 10: +%2</translation>
    </message>
    <message>
        <source>%1 clearing tokens: +%2</source>
        <extracomment>Score line: %1 clearing tokens, scored by the highest covered space; %2 the points.</extracomment>
        <translation>%1 opruimfiches: +%2</translation>
    </message>
    <message>
        <source>All ten tokens: +%1</source>
        <extracomment>Score line: bonus for all ten clearing tokens; %1 the points.</extracomment>
        <translation>Alle tien fiches: +%1</translation>
    </message>
    <message>
        <source>Steps walked: −%1</source>
        <extracomment>Score line: the numbers of the Langkah cards played, taken off; %1 the points.</extracomment>
        <translation>Gelopen stappen: −%1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>The final score of a Kaki Lima run; %1 the points.</extracomment>
        <translation>Totaal %1</translation>
    </message>
</context>
<context>
    <name>FavourTracker</name>
    <message>
        <source>Favours: %1</source>
        <extracomment>A cook&apos;s favours (points) in Kandar Klash!; %1 is the number.</extracomment>
        <translation>Gunsten: %1</translation>
    </message>
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 ptn</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>End of a Tindahan game, a player&apos;s points from tricks over all rounds.</extracomment>
        <translation>Slagen %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>End of a Tindahan game, points for cards left in hand over all rounds.</extracomment>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Stalls %1</source>
        <extracomment>End of a Tindahan game, points from the stall majorities over all rounds.</extracomment>
        <translation>Kraampjes %1</translation>
    </message>
    <message>
        <source>Trump bonus %1</source>
        <extracomment>End of a Tindahan game, trump bonus points over all rounds.</extracomment>
        <translation>Troefbonus %1</translation>
    </message>
    <message>
        <source>Shutout %1</source>
        <extracomment>End of a Tindahan game, shutout points over all rounds.</extracomment>
        <translation>Nulronde %1</translation>
    </message>
</context>
<context>
    <name>FlickArea</name>
    <message>
        <source>Your tokens: %1, flick one into the wok</source>
        <extracomment>A screen reader&apos;s name for a player&apos;s token pile, flicked into the wok.</extracomment>
        <translation>Je fiches: %1, schiet er een in de wok</translation>
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
        <translation>Het spel kon niet starten: %1</translation>
    </message>
    <message>
        <source>This stall is still being built. Come back soon!</source>
        <extracomment>Shown when a game&apos;s table cannot be opened yet.</extracomment>
        <translation>Deze kraam wordt nog gebouwd. Kom snel terug!</translation>
    </message>
    <message>
        <source>Back to the food court</source>
        <extracomment>Button that returns to the food court menu.</extracomment>
        <translation>Terug naar de Food Court</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <source>You&apos;re ready!</source>
        <extracomment>Title at the end of a guided first game.</extracomment>
        <translation>Je bent er klaar voor!</translation>
    </message>
    <message>
        <source>Now you know how %1 is played. Start a real game, against the bots or with your family.</source>
        <extracomment>End of a guided first game; %1 is the game&apos;s title.</extracomment>
        <translation>Nu weet je hoe %1 gespeeld wordt. Begin een echt spel, tegen de bots of met je familie.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Button at the end of a guided first game: set up a real game.</extracomment>
        <translation>Een echt spel spelen</translation>
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
        <translation>Nog niet: volg in dit begeleide spel de gemarkeerde stap.</translation>
    </message>
</context>
<context>
    <name>HandFan</name>
    <message>
        <source>%1, card %2 of your hand</source>
        <extracomment>A screen reader&apos;s name for a hand card; %1 the dish, %2 its place from the left.</extracomment>
        <translation>%1, kaart %2 van je hand</translation>
    </message>
    <message>
        <source>picked up</source>
        <extracomment>Read after a hand card&apos;s name while it is picked up (to be placed with Enter).</extracomment>
        <translation>opgepakt</translation>
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
        <translation>speelbaar</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a hand card&apos;s name.</extracomment>
        <translation>nu niet speelbaar</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>Pass-and-play: hand the tablet to the named player.</extracomment>
        <translation>Geef door aan %1</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>On the round hold-to-reveal button of the hand-off curtain.</extracomment>
        <translation>Vasthouden</translation>
    </message>
    <message>
        <source>%1, press and hold the button to see your cards. Everyone else, look away.</source>
        <extracomment>%1 is a player&apos;s name. Only that player should look at the screen.</extracomment>
        <translation>%1, houd de knop ingedrukt om je kaarten te zien. De rest kijkt even weg.</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Button on every game table: lists the moves allowed now and shows one on the table.</extracomment>
        <translation>Wat kan ik doen?</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Title of the hint panel (the answer to the button of the same words).</extracomment>
        <translation>Wat kan ik doen?</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>The hint panel while the table still works the hint out.</extracomment>
        <translation>Even denken…</translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Begrepen</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>This week</source>
        <extracomment>Under the chart&apos;s last bar group: the current week.</extracomment>
        <translation>Deze week</translation>
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
            <numerusform>Op dreef: %n overwinning op rij (record %1)</numerusform>
            <numerusform>Op dreef: %n overwinningen op rij (record %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best streak: %n win(s) in a row</source>
        <extracomment>A player&apos;s best winning streak so far (%n games in a row).</extracomment>
        <translation>
            <numerusform>Beste reeks: %n overwinning op rij</numerusform>
            <numerusform>Beste reeks: %n overwinningen op rij</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Button to give a player in the history another name.</extracomment>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Button to take a player off the history&apos;s lists (their games stay).</extracomment>
        <translation>Verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>Won %1 of %n game(s)</source>
        <extracomment>A player&apos;s record: %1 games won out of %n played.</extracomment>
        <translation>
            <numerusform>%1 van %n spel gewonnen</numerusform>
            <numerusform>%1 van %n spellen gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins yet</source>
        <extracomment>A player who has not won a game yet.</extracomment>
        <translation>Nog geen overwinning</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>One game&apos;s line in a player&apos;s record: %1 is the game&apos;s title, %2 the wins, %3 the games of it played.</extracomment>
        <translation>%1 (%2 van %3)</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1 (former player)</source>
        <extracomment>A player removed from the history, in a past game; %1 is their name.</extracomment>
        <translation>%1 (oud-speler)</translation>
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
        <translation>%1 (gewonnen)</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <extracomment>Renaming a player with an empty name.</extracomment>
        <translation>Typ een naam.</translation>
    </message>
    <message>
        <source>Another player already has that name.</source>
        <extracomment>Renaming a player to a name another player has.</extracomment>
        <translation>Een andere speler heeft die naam al.</translation>
    </message>
    <message>
        <source>That could not be saved on this device.</source>
        <extracomment>Renaming or removing a player could not be written to the device.</extracomment>
        <translation>Dat kon niet op dit apparaat worden opgeslagen.</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>After exporting the history; %1 is the file&apos;s full path.</extracomment>
        <translation>Opgeslagen als %1</translation>
    </message>
    <message>
        <source>The history could not be exported. Is the device full?</source>
        <extracomment>Exporting the history failed.</extracomment>
        <translation>De geschiedenis kon niet worden geëxporteerd. Is het apparaat vol?</translation>
    </message>
    <message>
        <source>Family history</source>
        <extracomment>Title of the history screen (the family&apos;s finished games).</extracomment>
        <translation>Familiehistorie</translation>
    </message>
    <message>
        <source>The history file could not be read, so it was put aside as %1 and a new history was started.</source>
        <extracomment>The history file was damaged; %1 is where it was moved.</extracomment>
        <translation>Het geschiedenisbestand kon niet worden gelezen. Het is apart gezet als %1 en er is een nieuwe geschiedenis begonnen.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.</source>
        <extracomment>The history file came from a newer app version; %1 is where it was moved.</extracomment>
        <translation>De geschiedenis is geschreven door een nieuwere versie van Food Court. Ze is apart gezet als %1 en er is een nieuwe begonnen. Werk de app bij om haar weer te zien.</translation>
    </message>
    <message>
        <source>The history cannot be kept on this device: its file could not be opened. Games can still be played.</source>
        <extracomment>No history file can be opened or created on this device.</extracomment>
        <translation>De geschiedenis kan op dit apparaat niet worden bewaard: het bestand kon niet worden geopend. Je kunt wel gewoon spelen.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: the device refused to write. The games already saved are safe.</source>
        <extracomment>Finished games that could not be written (a full or read-only disk).</extracomment>
        <translation>
            <numerusform>%n afgelopen spel kon niet worden opgeslagen: het apparaat weigerde te schrijven. De al opgeslagen spellen zijn veilig.</numerusform>
            <numerusform>%n afgelopen spellen konden niet worden opgeslagen: het apparaat weigerde te schrijven. De al opgeslagen spellen zijn veilig.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.</source>
        <extracomment>The history screen before any game was finished.</extracomment>
        <translation>Nog geen afgelopen spellen. Elk spel dat je uitspeelt, wordt hier bewaard: wie won, de scores en de reeksen.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in the last %n week(s)</source>
        <extracomment>Heading of the history chart: wins per player in each of the last weeks.</extracomment>
        <translation>
            <numerusform>Overwinningen deze week</numerusform>
            <numerusform>Overwinningen in de laatste %n weken</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has won a game in these weeks.</source>
        <extracomment>Under the chart heading when nobody won a game in the last weeks.</extracomment>
        <translation>Niemand heeft in deze weken een spel gewonnen.</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Heading of the players&apos; records on the history screen.</extracomment>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Heading of the list of the latest finished games.</extracomment>
        <translation>Recente spellen</translation>
    </message>
    <message>
        <source>Keep a copy</source>
        <extracomment>Heading of the export part of the history screen.</extracomment>
        <translation>Een kopie bewaren</translation>
    </message>
    <message>
        <source>Export writes every game as a JSON file into %1.</source>
        <extracomment>Explains the export; %1 is the folder the file goes into.</extracomment>
        <translation>Exporteren schrijft alle spellen als JSON-bestand naar %1.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Button that writes the history to a JSON file.</extracomment>
        <translation>Geschiedenis exporteren</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <extracomment>Title of the rename question; %1 is the player&apos;s current name.</extracomment>
        <translation>Een nieuwe naam voor %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lists? Their games stay in the history, marked as a former player.</source>
        <extracomment>Asks before removing a player; %1 is the name.</extracomment>
        <translation>%1 uit de lijsten verwijderen? De spellen blijven in de geschiedenis, gemarkeerd als oud-speler.</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Confirms a player&apos;s new name.</extracomment>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Confirms removing a player from the history&apos;s lists.</extracomment>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question without changing anything.</extracomment>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>KakiLimaGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers&apos; houses.</source>
        <translation>Welkom in Penang! In Kaki Lima loop je door de stad en breng je eten van de kraampjes naar de huizen van de klanten.</translation>
    </message>
    <message>
        <source>First choose who walks: tap Siti.</source>
        <translation>Kies eerst wie er loopt: tik op Siti.</translation>
    </message>
    <message>
        <source>Start next to Siti&apos;s house: tap this lit card.</source>
        <translation>Begin naast het huis van Siti: tik op deze verlichte kaart.</translation>
    </message>
    <message>
        <source>A Langkah card says how many steps to walk. Tap your 3.</source>
        <translation>Een Langkah-kaart zegt hoeveel stappen je loopt. Tik op je 3.</translation>
    </message>
    <message>
        <source>Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.</source>
        <translation>Loop precies 3 stappen, omhoog, omlaag, naar links of rechts. Tik op de kraam Kopitiam.</translation>
    </message>
    <message>
        <source>You can carry two orders. Pick up both.</source>
        <translation>Je kunt twee bestellingen dragen. Neem ze allebei mee.</translation>
    </message>
    <message>
        <source>Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.</source>
        <translation>Mak Cik Kiah woont in dit rode huis. Eindig een wandeling naast haar deur om haar bestelling te bezorgen.</translation>
    </message>
    <message>
        <source>Tap your 2. Its booster also gives you a clearing token.</source>
        <translation>Tik op je 2. Zijn booster geeft je ook een opruimfiche.</translation>
    </message>
    <message>
        <source>Tap the lit card next to Mak Cik Kiah&apos;s house.</source>
        <translation>Tik op de verlichte kaart naast het huis van Mak Cik Kiah.</translation>
    </message>
    <message>
        <source>Delivered: 10 points! The clearing token covers the scoreboard&apos;s first space: 5 points more.</source>
        <translation>Bezorgd: 10 punten! De opruimfiche bedekt het eerste vak van het scorebord: 5 punten erbij.</translation>
    </message>
    <message>
        <source>Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.</source>
        <translation>Bezorg alle zeven bestellingen voordat de Langkah-kaarten op zijn. Elke gespeelde kaart kost aan het eind haar getal, dus laat elke stap tellen.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Kaki Lima is a game for one player.</source>
        <translation>Kaki Lima is een spel voor één speler.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Dat is geen zet van dit spel.</translation>
    </message>
    <message>
        <source>The walker is already chosen.</source>
        <extracomment>Refusal: the walker was chosen at the start of the game.</extracomment>
        <translation>De bezorger is al gekozen.</translation>
    </message>
    <message>
        <source>There is no such character.</source>
        <extracomment>Refusal: a walker that is not one of the eight characters.</extracomment>
        <translation>Dat personage bestaat niet.</translation>
    </message>
    <message>
        <source>Choose your walker first.</source>
        <extracomment>Refusal: the map or a card was tapped before choosing who walks.</extracomment>
        <translation>Kies eerst je bezorger.</translation>
    </message>
    <message>
        <source>Your walk has already started.</source>
        <extracomment>Refusal: a start square was tapped after the walk had begun.</extracomment>
        <translation>Je tocht is al begonnen.</translation>
    </message>
    <message>
        <source>There is no such square on the map.</source>
        <extracomment>Refusal: a tap outside the map.</extracomment>
        <translation>Dat vak staat niet op de kaart.</translation>
    </message>
    <message>
        <source>Start on a lit square next to your house.</source>
        <extracomment>Refusal: the walk starts on a lit square next to the walker&apos;s own house.</extracomment>
        <translation>Begin op een verlicht vak naast je huis.</translation>
    </message>
    <message>
        <source>Choose where to start first.</source>
        <extracomment>Refusal: a Langkah card was tapped before choosing the start square.</extracomment>
        <translation>Kies eerst waar je begint.</translation>
    </message>
    <message>
        <source>There is no such card in your hand.</source>
        <extracomment>Refusal: a card that is not in the hand.</extracomment>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <source>This card has no step booster to use here.</source>
        <extracomment>Refusal: the chosen card has no x2 or +2 booster.</extracomment>
        <translation>Deze kaart heeft hier geen stappenboost.</translation>
    </message>
    <message>
        <source>The %1 has no walk from here.</source>
        <extracomment>Refusal: no walk of exactly this card&apos;s steps fits on the map from here. %1 is the card, e.g. &quot;3 ×2&quot;.</extracomment>
        <translation>Met de %1 kun je hier nergens heen.</translation>
    </message>
    <message>
        <source>Without its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s plain number of steps does not fit on the map from here.</extracomment>
        <translation>Zonder boost kun je met deze kaart hier nergens heen.</translation>
    </message>
    <message>
        <source>With its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s steps with its x2 or +2 booster do not fit on the map from here.</extracomment>
        <translation>Met boost kun je met deze kaart hier nergens heen.</translation>
    </message>
    <message>
        <source>Only a card with the swap booster can swap.</source>
        <extracomment>Refusal: swapping with the discard pile needs a card with the swap booster.</extracomment>
        <translation>Alleen een kaart met de ruilboost kan ruilen.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to swap with.</source>
        <extracomment>Refusal: a swap needs a card on the discard pile.</extracomment>
        <translation>De aflegstapel is leeg: er valt niets te ruilen.</translation>
    </message>
    <message>
        <source>That card cannot be swapped.</source>
        <extracomment>Refusal: this hand card cannot be swapped with the discard pile&apos;s top.</extracomment>
        <translation>Die kaart kan niet geruild worden.</translation>
    </message>
    <message>
        <source>Your walk cannot end there: choose a lit square.</source>
        <extracomment>Refusal: the chosen card&apos;s walk cannot end on the tapped square.</extracomment>
        <translation>Je route kan daar niet eindigen: kies een verlicht vak.</translation>
    </message>
    <message>
        <source>Orders are picked up only at a food stall.</source>
        <extracomment>Refusal: orders are taken only where a walk ends on a food stall.</extracomment>
        <translation>Bestellingen haal je alleen op bij een eetkraam.</translation>
    </message>
    <message>
        <source>Those orders cannot be picked up here.</source>
        <extracomment>Refusal: those orders cannot be picked up here.</extracomment>
        <translation>Die bestellingen kun je hier niet ophalen.</translation>
    </message>
    <message>
        <source>You can carry at most %1 orders.</source>
        <extracomment>Refusal: the bag is full. %1 is how many orders fit in it (2).</extracomment>
        <translation>Je kunt hoogstens %1 bestellingen dragen.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRuleDiagramWalk</name>
    <message>
        <source>No walk may enter a house: this walk of 4 steps goes around it.</source>
        <extracomment>Caption of the Kaki Lima rules picture: a walk that goes around a house.</extracomment>
        <translation>Geen zet mag een huis in gaan: deze zet van 4 stappen gaat eromheen.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRules</name>
    <message>
        <source>Aim</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</source>
        <translation>Een solospel. Als maaltijdbezorger te voet tijdens de lockdown bezorg je alle zeven bestellingen in heel Penang voordat de Langkah-kaarten op zijn.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</source>
        <translation>De kaart is een raster van 6 bij 6 met vier eetkramen en acht huizen. Je hebt vijf Langkah-stapkaarten en trekt na elke zet bij tot vijf.</translation>
    </message>
    <message>
        <source>Start next to your own house, on a card of your choice.</source>
        <translation>Begin naast je eigen huis, op een vakje naar keuze.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Lopen</translation>
    </message>
    <message>
        <source>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</source>
        <translation>Speel een kaart om precies zoveel stappen te zetten, omhoog, omlaag, naar links of rechts, nooit twee keer op hetzelfde vakje in één zet en nooit een huis in.</translation>
    </message>
    <message>
        <source>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</source>
        <translation>Boosters: x2 verdubbelt de stappen, +2 telt er twee bij op. Vrijgaveboosters geven je in plaats daarvan een vrijgavefiche (hoogstens tien).</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Bestellingen</translation>
    </message>
    <message>
        <source>End a move on a food stall to pick up orders; carry two at most.</source>
        <translation>Eindig een zet bij een eetkraam om bestellingen op te halen; je draagt er hoogstens twee.</translation>
    </message>
    <message>
        <source>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</source>
        <translation>Eindig een zet naast het huis van een klant om te bezorgen; één stop kan twee bestellingen bezorgen.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</source>
        <translation>10 punten per bezorgde bestelling, plus de waarde van je hoogste vrijgavefiche (5 tot 50), plus 10 met alle tien fiches, min de getallen van alle gespeelde kaarten.</translation>
    </message>
    <message>
        <source>If the draw pile runs out before the last delivery, you lose.</source>
        <translation>Is de trekstapel op voor de laatste bezorging, dan verlies je.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</source>
        <translation>100-130: Onmogelijk. 70-99: Review met 5 sterren. 40-69: Niet slecht lar. 0-39: Gaat wel lo. Onder 0: Mak Cik Kiah heeft honger liao.</translation>
    </message>
    <message>
        <source>Choose your walker first: their own order stays at home, so you deliver the other seven.</source>
        <translation>Kies eerst je bezorger: zijn eigen bestelling blijft thuis, dus bezorg je de andere zeven.</translation>
    </message>
    <message>
        <source>Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.</source>
        <translation>Ruilboost: voor het lopen mag je een andere kaart uit je hand ruilen voor de bovenste kaart van de aflegstapel.</translation>
    </message>
    <message>
        <source>A card swapped onto the discard pile counts against you too.</source>
        <translation>Een kaart die je naar de aflegstapel ruilt, telt ook tegen je.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Zo speelt de app het</translation>
    </message>
    <message>
        <source>The rulebook&apos;s map picture is missing, so the app always uses the same map, where no two houses touch.</source>
        <translation>De afbeelding van de kaart ontbreekt in het regelboek, dus de app gebruikt altijd dezelfde kaart, waarop geen twee huizen elkaar raken.</translation>
    </message>
    <message>
        <source>Delivering is automatic when you stop next to a customer&apos;s house; picking up at a stall is your choice.</source>
        <translation>Bezorgen gaat vanzelf als je naast het huis van een klant stopt; ophalen bij een kraam kies je zelf.</translation>
    </message>
    <message>
        <source>x2 and +2 are optional on each play; a clearing-token booster always gives its token.</source>
        <translation>x2 en +2 zijn bij elke zet vrijwillig; een vrijgavebooster geeft altijd zijn fiche.</translation>
    </message>
    <message>
        <source>The swap comes before the walk, and the card you swap away counts against your score.</source>
        <translation>De ruil komt vóór het lopen, en de kaart die je wegruilt telt tegen je score.</translation>
    </message>
    <message>
        <source>Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.</source>
        <translation>De zevende bestelling bezorgen wint meteen. Anders verlies je als de trekstapel na het trekken leeg is.</translation>
    </message>
    <message>
        <source>The actions printed on the orange and green cards are not used.</source>
        <translation>De acties op de oranje en groene kaarten worden niet gebruikt.</translation>
    </message>
    <message>
        <source>A lost game keeps its score but gets no ranking.</source>
        <translation>Een verloren spel houdt zijn score maar krijgt geen rangschikking.</translation>
    </message>
    <message>
        <source>You may take back a step that showed no new card, and ask for a hint.</source>
        <translation>Je mag een stap terugnemen die geen nieuwe kaart liet zien, en om een hint vragen.</translation>
    </message>
</context>
<context>
    <name>KakiLimaScreen</name>
    <message>
        <source>Choose who walks.</source>
        <extracomment>Kaki Lima prompt at the very start.</extracomment>
        <translation>Kies wie er loopt.</translation>
    </message>
    <message>
        <source>Tap a lit card next to %1&apos;s house to start.</source>
        <extracomment>Kaki Lima prompt: choose where to start; %1 is the walker&apos;s name.</extracomment>
        <translation>Tik op een verlichte kaart naast het huis van %1 om te beginnen.</translation>
    </message>
    <message>
        <source>All orders delivered!</source>
        <extracomment>Kaki Lima prompt after the last delivery.</extracomment>
        <translation>Alle bestellingen bezorgd!</translation>
    </message>
    <message>
        <source>The Langkah cards ran out.</source>
        <extracomment>Kaki Lima prompt when the draw pile ran out.</extracomment>
        <translation>De Langkah-kaarten zijn op.</translation>
    </message>
    <message>
        <source>Tap the card to swap with the discard pile&apos;s %1.</source>
        <extracomment>Kaki Lima prompt: pick the hand card to swap; %1 is the discard pile&apos;s top card.</extracomment>
        <translation>Tik op de kaart die je ruilt voor de %1 van de aflegstapel.</translation>
    </message>
    <message>
        <source>Steps to walk: %1. Tap a lit card.</source>
        <extracomment>Kaki Lima prompt: the walk must use exactly this many steps.</extracomment>
        <translation>Stappen: %1. Tik op een verlichte kaart.</translation>
    </message>
    <message>
        <source>Choose a Langkah card to walk.</source>
        <extracomment>Kaki Lima prompt: the walk starts by choosing a card.</extracomment>
        <translation>Kies een Langkah-kaart om te lopen.</translation>
    </message>
    <message>
        <source>Delivered to %1!</source>
        <extracomment>Celebration when orders reach their customers; %1 is one or two names.</extracomment>
        <translation>Bezorgd bij %1!</translation>
    </message>
    <message>
        <source>Picked up for %1!</source>
        <extracomment>Celebration when orders go into the bag; %1 is one or two names.</extracomment>
        <translation>Opgehaald voor %1!</translation>
    </message>
    <message>
        <source>+1 clearing token</source>
        <extracomment>Celebration for a clearing token.</extracomment>
        <translation>+1 opruimfiche</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the food court menu.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Take back the last move (only until a new card shows).</extracomment>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Walk %1</source>
        <extracomment>Use the card&apos;s plain number of steps.</extracomment>
        <translation>%1 lopen</translation>
    </message>
    <message>
        <source>Boost: walk %1</source>
        <extracomment>Use the card&apos;s x2 or +2 booster; %1 is the boosted number of steps.</extracomment>
        <translation>Boost: %1 lopen</translation>
    </message>
    <message>
        <source>Swap %1 for %2</source>
        <extracomment>A swap is chosen: %1 goes to the discard pile, %2 comes to the hand.</extracomment>
        <translation>%1 ruilen voor %2</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <extracomment>Use the swap booster with the discard pile&apos;s top card (%1).</extracomment>
        <translation>Ruilen met %1</translation>
    </message>
    <message>
        <source>This card gains a clearing token.</source>
        <extracomment>The chosen card&apos;s booster gives a clearing token.</extracomment>
        <translation>Deze kaart levert een opruimfiche op.</translation>
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
        <translation>Roti Bakar-kraam</translation>
    </message>
    <message>
        <source>Chendul Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a shaved-ice dessert).</extracomment>
        <translation>Chendul-kraam</translation>
    </message>
    <message>
        <source>Rojak Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a fruit salad).</extracomment>
        <translation>Rojak-kraam</translation>
    </message>
    <message>
        <source>Impossible!</source>
        <extracomment>Kaki Lima ranking for 100-130 points.</extracomment>
        <translation>Onmogelijk!</translation>
    </message>
    <message>
        <source>5-star review</source>
        <extracomment>Kaki Lima ranking for 70-99 points.</extracomment>
        <translation>Recensie met 5 sterren</translation>
    </message>
    <message>
        <source>Not bad lar</source>
        <extracomment>Kaki Lima ranking for 40-69 points (&quot;lar&quot; is Malaysian slang; keep it if you like).</extracomment>
        <translation>Niet slecht, lah</translation>
    </message>
    <message>
        <source>ok ok lo</source>
        <extracomment>Kaki Lima ranking for 0-39 points (Malaysian slang for &quot;so-so&quot;).</extracomment>
        <translation>gaat wel, lo</translation>
    </message>
    <message>
        <source>Mak Cik Kiah starve liao</source>
        <extracomment>Kaki Lima ranking below 0 points: the grandma went hungry.</extracomment>
        <translation>Mak Cik Kiah heeft honger geleden, liao</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A place on the map: %1 its name, %2 its square (&quot;Komtar (B2)&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two people, as in &quot;deliver to Siti and Farid&quot;.</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Walk as %1.</source>
        <extracomment>Hint: the character to walk as.</extracomment>
        <translation>Loop als %1.</translation>
    </message>
    <message>
        <source>Start at %1.</source>
        <extracomment>Hint: where to start; %1 is a place on the map.</extracomment>
        <translation>Begin bij %1.</translation>
    </message>
    <message>
        <source>Swap your %1 with the top of the discard pile.</source>
        <extracomment>Hint: first swap a hand card (%1) with the top card of the discard pile.</extracomment>
        <translation>Ruil je %1 voor de bovenste kaart van de aflegstapel.</translation>
    </message>
    <message>
        <source>Play the %1 with its booster and walk to %2.</source>
        <translation>Speel de %1 met zijn boost en loop naar %2.</translation>
    </message>
    <message>
        <source>Play the %1 and walk to %2.</source>
        <translation>Speel de %1 en loop naar %2.</translation>
    </message>
    <message>
        <source>Deliver to %1.</source>
        <extracomment>Hint: who receives their order at the end of the walk.</extracomment>
        <translation>Bezorg bij %1.</translation>
    </message>
    <message>
        <source>Pick up the orders for %1.</source>
        <extracomment>Hint: pick up two orders at the stall; %1 is two names.</extracomment>
        <translation>Haal de bestellingen voor %1 op.</translation>
    </message>
    <message>
        <source>Pick up the order for %1.</source>
        <translation>Haal de bestelling voor %1 op.</translation>
    </message>
    <message>
        <source>You gain a clearing token.</source>
        <extracomment>Hint: the card&apos;s booster gives a clearing token.</extracomment>
        <translation>Je krijgt een opruimfiche.</translation>
    </message>
</context>
<context>
    <name>KandarKlashGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Jij</translation>
    </message>
    <message>
        <source>A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.</source>
        <translation>Er komt een klant: maak zijn gerecht van 3 bij 3 op je mat, gedraaid zoals je wilt.</translation>
    </message>
    <message>
        <source>Drag this card onto your mat.</source>
        <translation>Sleep deze kaart op je mat.</translation>
    </message>
    <message>
        <source>Tap the card on your mat: it turns a quarter turn.</source>
        <translation>Tik op de kaart op je mat: ze draait een kwartslag.</translation>
    </message>
    <message>
        <source>Now tap this card in your hand: it turns there too, before you lay it.</source>
        <translation>Tik nu op deze kaart in je hand: ook daar draait ze, voordat je haar neerlegt.</translation>
    </message>
    <message>
        <source>Every card has two sides. Tap Flip to turn it over.</source>
        <translation>Elke kaart heeft twee kanten. Tik op Omdraaien om haar om te draaien.</translation>
    </message>
    <message>
        <source>Tap Under: the next card you drop slides under the cards already there.</source>
        <translation>Tik op Eronder: de volgende kaart die je neerlegt, schuift onder de kaarten die er al liggen.</translation>
    </message>
    <message>
        <source>Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.</source>
        <translation>Sleep haar onder je eerste kaart, één kolom meer naar links, zodat het gerecht verschijnt. Verschuif haar tot het klopt.</translation>
    </message>
    <message>
        <source>That is the customer&apos;s dish. Tap Siap!</source>
        <translation>Dat is het gerecht van de klant. Tik op Siap!</translation>
    </message>
    <message>
        <source>A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.</source>
        <translation>Een goed gerecht levert 1 gunst op, plus 1 voor elke kaart die je nog in je hand hebt. Een fout gerecht kost een gunst.</translation>
    </message>
    <message>
        <source>From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!</source>
        <translation>Vanaf nu koken alle spelers tegelijk: wees snel, maar juist. De meeste gunsten na 12 klanten wint!</translation>
    </message>
    <message>
        <source>%1 lays a card.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 legt een kaart.</translation>
    </message>
    <message>
        <source>%1 takes a card back.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 neemt een kaart terug.</translation>
    </message>
    <message>
        <source>%1 calls Siap!</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 roept Siap!</translation>
    </message>
    <message>
        <source>%1 lays her ketchup.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 legt haar ketchup.</translation>
    </message>
    <message>
        <source>%1 has six ketchups already: this one goes back in the box.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 heeft al zes ketchups: deze gaat terug in de doos.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.</source>
        <translation>Met twee koks stopt de eerste Siap! de ronde. Ana was de laatste: de klantkaart wordt haar ketchup, een jokervakje op haar mat.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Die plaats bestaat niet aan deze tafel.</translation>
    </message>
    <message>
        <source>Your actions cannot go back in time.</source>
        <extracomment>An action stamped before the cook&apos;s previous one.</extracomment>
        <translation>Je acties kunnen niet terug in de tijd.</translation>
    </message>
    <message>
        <source>Your dish is final once you have called Siap!</source>
        <extracomment>A cook who has called &quot;Siap!&quot; touched a card of their dish.</extracomment>
        <translation>Je gerecht ligt vast zodra je Siap! hebt geroepen.</translation>
    </message>
    <message>
        <source>The ketchup comes after the round stops, to the last cook.</source>
        <extracomment>A ketchup was laid while the cooks were still building.</extracomment>
        <translation>De ketchup komt na het einde van de ronde, voor de laatste kok.</translation>
    </message>
    <message>
        <source>The round has stopped.</source>
        <extracomment>Shown when a cook touches a card after the round stopped.</extracomment>
        <translation>De ronde is gestopt.</translation>
    </message>
    <message>
        <source>The round has stopped: place your ketchup.</source>
        <extracomment>The last cook touched a card instead of laying the ketchup.</extracomment>
        <translation>De ronde is voorbij: leg je ketchup.</translation>
    </message>
    <message>
        <source>You have already called Siap!</source>
        <extracomment>A cook pressed &quot;Siap!&quot; twice.</extracomment>
        <translation>Je hebt al Siap! geroepen</translation>
    </message>
    <message>
        <source>Too late: the round has stopped.</source>
        <extracomment>A &quot;Siap!&quot; came after the round stopped.</extracomment>
        <translation>Te laat: de ronde is gestopt.</translation>
    </message>
    <message>
        <source>That card is not on your mat.</source>
        <extracomment>A card was taken back that is not on the mat.</extracomment>
        <translation>Die kaart ligt niet op je mat.</translation>
    </message>
    <message>
        <source>There is no such ingredient card.</source>
        <translation>Die ingrediëntkaart bestaat niet.</translation>
    </message>
    <message>
        <source>A card turns by quarter turns only.</source>
        <extracomment>A card was laid turned other than by quarter turns.</extracomment>
        <translation>Een kaart draait alleen per kwartslag.</translation>
    </message>
    <message>
        <source>The card must stay on your table.</source>
        <extracomment>A card was dropped partly off the cook&apos;s table.</extracomment>
        <translation>De kaart moet op je tafel blijven.</translation>
    </message>
    <message>
        <source>A card must touch your other cards and stay on the table.</source>
        <extracomment>A card was dropped where the rules do not allow it.</extracomment>
        <translation>Een kaart moet je andere kaarten raken en op tafel blijven.</translation>
    </message>
    <message>
        <source>Place your ketchup first.</source>
        <extracomment>The last cook must lay the ketchup before finishing.</extracomment>
        <translation>Leg eerst je ketchup.</translation>
    </message>
    <message>
        <source>You already have %1 ketchups: this one is discarded.</source>
        <extracomment>%1 is the most ketchups a cook may have (6); the new one is thrown away.</extracomment>
        <translation>Je hebt al %1 ketchups: deze wordt weggelegd.</translation>
    </message>
    <message>
        <source>The ketchup goes on your table.</source>
        <extracomment>The first ketchup was laid off the cook&apos;s table.</extracomment>
        <translation>De ketchup komt op je tafel.</translation>
    </message>
    <message>
        <source>The ketchup goes next to your other ketchups, on a free space.</source>
        <extracomment>The ketchup was laid on a space the rules do not allow.</extracomment>
        <translation>De ketchup komt naast je andere ketchups, op een vrij vakje.</translation>
    </message>
    <message>
        <source>That is not a cook&apos;s place at this table.</source>
        <extracomment>Shown when a touch comes from a seat that is not a human cook&apos;s.</extracomment>
        <translation>Dat is geen kokplek aan deze tafel.</translation>
    </message>
    <message>
        <source>Wait for the customer!</source>
        <extracomment>Shown when a cook touches a card before the round starts.</extracomment>
        <translation>Wacht op de klant!</translation>
    </message>
</context>
<context>
    <name>KandarKlashRuleDiagramMatch</name>
    <message>
        <source>Two cards, the second laid over the first, make the customer&apos;s 3 by 3 dish.</source>
        <extracomment>Caption of the picture of a 3 by 3 match on the Kandar Klash! rules page.</extracomment>
        <translation>Twee kaarten, de tweede over de eerste gelegd, vormen het gerecht van 3 bij 3 van de klant.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRules</name>
    <message>
        <source>Aim</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</source>
        <translation>Jullie zijn nasi-kandarkoks. Iedereen speelt tegelijk om het gerecht van elke klant samen te stellen; wie aan het eind de meeste gunsten heeft, wint.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</source>
        <translation>Iedereen heeft dezelfde zes ingrediëntkaarten, elk een raster van 2 bij 3 ingrediënten. Er worden twaalf klantkaarten gebruikt, elk een patroon van 3 bij 3.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Een ronde</translation>
    </message>
    <message>
        <source>A customer is revealed. All players play at the same time in their own corner of the tablet.</source>
        <translation>Er wordt een klant omgedraaid. Alle spelers spelen tegelijk, ieder in een eigen hoek van de tablet.</translation>
    </message>
    <message>
        <source>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</source>
        <translation>Leg kaarten, gedraaid of omgedraaid, naast of over je andere kaarten, tot een deel van 3 bij 3 van je gerecht bij de klant past (in elke draaiing).</translation>
    </message>
    <message>
        <source>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</source>
        <translation>Druk op Siap! als je gerecht klaar is. Daarna kun je het niet meer veranderen. De ronde stopt als iedereen op één na heeft gedrukt.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</source>
        <translation>Een goed gerecht levert 1 gunst op, plus 1 voor elke ingrediëntkaart die je nog in je hand hebt. Een fout gerecht kost 1 gunst (nooit onder 0). De laatste speler scoort niets.</translation>
    </message>
    <message>
        <source>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</source>
        <translation>Wie het eerst drukte, wordt bepaald door het moment van elke aanraking, zodat spelers die tegelijk tikken eerlijk worden behandeld.</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Ketchup</translation>
    </message>
    <message>
        <source>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</source>
        <translation>De laatste speler krijgt de klantkaart als ketchup: een jokervakje op zijn tafel dat bij elk ingrediënt past, tot zes per speler.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</source>
        <translation>Als de klanten op zijn, wint wie de meeste gunsten heeft. Bij gelijkspel wint wie minder ketchups heeft, anders wordt er gedeeld.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Zo speelt de app het</translation>
    </message>
    <message>
        <source>Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.</source>
        <translation>Kaarten klikken vast op een vierkant raster. Na de eerste moet een kaart een liggende kaart raken of overlappen, en gaat ze boven of onder alle andere.</translation>
    </message>
    <message>
        <source>Until you press Siap!, you may move, turn, flip or take back your cards.</source>
        <translation>Tot je op Siap! drukt, mag je je kaarten verplaatsen, draaien, omkeren of terugnemen.</translation>
    </message>
    <message>
        <source>A dish matches the customer in any of its four turns, never mirrored.</source>
        <translation>Een gerecht past bij de klant in elk van de vier draaiingen, nooit gespiegeld.</translation>
    </message>
    <message>
        <source>A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.</source>
        <translation>Een foute Siap! telt als melding. Aanrakingen in dezelfde milliseconde zijn gelijktijdig: als de laatste meldingen gelijk zijn, is niemand de laatste en krijgt niemand ketchup.</translation>
    </message>
    <message>
        <source>Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.</source>
        <translation>Ketchups liggen onder alle kaarten; elke nieuwe komt naast een die je al hebt. Een zevende ketchup wordt weggelegd.</translation>
    </message>
    <message>
        <source>Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.</source>
        <translation>Rondes hebben geen tijdslimiet. Elke klant komt na een aftelling 3, 2, 1.</translation>
    </message>
</context>
<context>
    <name>KandarKlashScreen</name>
    <message>
        <source>Leave the table</source>
        <extracomment>Accessible name of the button that leaves the Kandar Klash! kitchen.</extracomment>
        <translation>Van tafel gaan</translation>
    </message>
    <message>
        <source>Kitchen closed!</source>
        <extracomment>Title when a Kandar Klash! game has ended.</extracomment>
        <translation>Keuken gesloten!</translation>
    </message>
    <message numerus="yes">
        <source>%n favours</source>
        <extracomment>The score of a cook at the end of Kandar Klash!: favour tokens (&quot;1 favour&quot; for one).</extracomment>
        <translation>
            <numerusform>%n gunst</numerusform>
            <numerusform>%n gunsten</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer %1 of %2</source>
        <extracomment>The customer card&apos;s label, read from every edge; %1 is this round, %2 the rounds.</extracomment>
        <translation>Klant %1 van %2</translation>
    </message>
    <message>
        <source>Cook!</source>
        <extracomment>The start signal shown big in the middle when the customer card turns over.</extracomment>
        <translation>Koken!</translation>
    </message>
</context>
<context>
    <name>KommeGleichGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.</source>
        <translation>Welkom in de bediening! De vijf menukaarten in het midden zijn de bestellingen. Je serveert ze uit je hand.</translation>
    </message>
    <message>
        <source>You start this round. Tap the draw pile to draw a card.</source>
        <translation>Jij begint deze ronde. Tik op de trekstapel om een kaart te trekken.</translation>
    </message>
    <message>
        <source>A lobster! Drag it into your hand, between your cheese and your baguette.</source>
        <translation>Een kreeft! Sleep hem in je hand, tussen je kaas en je stokbrood.</translation>
    </message>
    <message>
        <source>The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.</source>
        <translation>De startspeler bedekt één bestelling. Sleep je taartjes op de salade: het stokbrood is een joker en past bij elk gerecht.</translation>
    </message>
    <message>
        <source>All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.</source>
        <translation>Alle vijf kaarten passen bij de vijf bestellingen. Veeg erover, sleep ze dan omhoog naar de bestellingen en laat los.</translation>
    </message>
    <message>
        <source>All five at once: a tip! Tips are your score. Your hand refills with five new cards.</source>
        <translation>Alle vijf tegelijk: een fooi! Je fooien zijn je punten. Je hand wordt aangevuld met vijf nieuwe kaarten.</translation>
    </message>
    <message>
        <source>Your turn. Drag the tartelettes at the end of your hand to its front.</source>
        <translation>Jouw beurt. Sleep de taartjes aan het eind van je hand helemaal naar voren.</translation>
    </message>
    <message>
        <source>Your first three cards match the last three orders. Sweep across them and drop them there.</source>
        <translation>Je eerste drie kaarten passen bij de laatste drie bestellingen. Veeg erover en zet ze daar neer.</translation>
    </message>
    <message>
        <source>Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!</source>
        <translation>Geserveerde kaarten liggen dicht voor je; tien ervan leveren nog een fooi op. De meeste fooien wint!</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana&apos;s turn. The other players first move one card, or draw one and discard one. Then they may serve.</source>
        <translation>Ana is aan de beurt. De andere spelers verplaatsen eerst één kaart, of trekken er een en leggen er een af. Daarna mogen ze serveren.</translation>
    </message>
    <message>
        <source>A new round: now Ana starts. She draws a card and covers an order.</source>
        <translation>Nieuwe ronde: nu begint Ana. Ze trekt een kaart en bedekt een bestelling.</translation>
    </message>
    <message>
        <source>Your hand. Its order matters.</source>
        <translation>Je hand. De volgorde telt.</translation>
    </message>
    <message>
        <source>Serve 3 or more cards side by side that match orders side by side, in the same order.</source>
        <translation>Serveer 3 of meer kaarten naast elkaar die passen bij bestellingen naast elkaar, in dezelfde volgorde.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRefusal</name>
    <message>
        <source>cheese</source>
        <translation>kaas</translation>
    </message>
    <message>
        <source>lobster</source>
        <translation>kreeft</translation>
    </message>
    <message>
        <source>tartelettes</source>
        <translation>taartjes</translation>
    </message>
    <message>
        <source>salad</source>
        <translation>salade</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>soep</translation>
    </message>
    <message>
        <source>baguette</source>
        <translation>stokbrood</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>You cannot draw a card now.</source>
        <translation>Je kunt nu geen kaart trekken.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Er is geen kaart meer om te trekken.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Trek eerst een kaart.</translation>
    </message>
    <message>
        <source>Put the card into your hand, not beyond it.</source>
        <translation>Leg de kaart in je hand, niet ernaast.</translation>
    </message>
    <message>
        <source>You cannot cover an order now.</source>
        <translation>Je kunt nu geen bestelling bedekken.</translation>
    </message>
    <message>
        <source>Only the start player covers an order.</source>
        <translation>Alleen de startspeler bedekt een bestelling.</translation>
    </message>
    <message>
        <source>There is no card of yours there.</source>
        <translation>Daar ligt geen kaart van jou.</translation>
    </message>
    <message>
        <source>Drop the card on one of the five orders.</source>
        <translation>Leg de kaart op een van de vijf bestellingen.</translation>
    </message>
    <message>
        <source>As start player you draw and cover; you cannot move a card.</source>
        <translation>Als startspeler trek en bedek je; je mag geen kaart verplaatsen.</translation>
    </message>
    <message>
        <source>You cannot move a card now.</source>
        <translation>Je kunt nu geen kaart verplaatsen.</translation>
    </message>
    <message>
        <source>Move the card to a place in your hand.</source>
        <translation>Verplaats de kaart naar een plek in je hand.</translation>
    </message>
    <message>
        <source>Move the card to another place.</source>
        <translation>Verplaats de kaart naar een andere plek.</translation>
    </message>
    <message>
        <source>You cannot discard now.</source>
        <translation>Je kunt nu niet afleggen.</translation>
    </message>
    <message>
        <source>You cannot serve now.</source>
        <translation>Je kunt nu niet serveren.</translation>
    </message>
    <message>
        <source>Serve at least 3 cards side by side.</source>
        <translation>Serveer minstens 3 kaarten naast elkaar.</translation>
    </message>
    <message>
        <source>Those cards would run past the end of the row.</source>
        <translation>Die kaarten lopen voorbij het einde van de rij.</translation>
    </message>
    <message>
        <source>Those cards do not match the orders.</source>
        <translation>Die kaarten passen niet bij de bestellingen.</translation>
    </message>
    <message>
        <source>Finish this step first.</source>
        <translation>Rond eerst deze stap af.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Dat is geen zet van dit spel.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRuleDiagramServe</name>
    <message>
        <source>Three hand cards in a row match three menu cards in the same order; the baguette is wild.</source>
        <extracomment>Caption of the picture of a served run on the Komme gleich! rules page.</extracomment>
        <translation>Drie kaarten naast elkaar in de hand passen in dezelfde volgorde bij drie menukaarten; het stokbrood is een joker.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRules</name>
    <message>
        <source>Aim</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</source>
        <translation>Jullie zijn obers die bestellingen serveren. Laat je hand aansluiten op de rij menukaarten om fooien te verdienen; wie de meeste fooien heeft, wint.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</source>
        <translation>Vijf menukaarten liggen open in een rij. Iedereen heeft vijf kaarten waarvan de volgorde telt en alleen mag veranderen zoals de regels toestaan. Stokbroden zijn jokers.</translation>
    </message>
    <message>
        <source>The start player&apos;s turn</source>
        <translation>De beurt van de startspeler</translation>
    </message>
    <message>
        <source>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</source>
        <translation>Trek een kaart en steek die ergens in je hand; leg daarna een handkaart op een kaart van de rij, zodat de volgorde verandert.</translation>
    </message>
    <message>
        <source>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</source>
        <translation>Daarna mag je serveren: speel drie of meer kaarten die naast elkaar in je hand zitten en passen bij kaarten naast elkaar in de rij, in dezelfde volgorde.</translation>
    </message>
    <message>
        <source>Everyone else&apos;s turn</source>
        <translation>De beurt van de anderen</translation>
    </message>
    <message>
        <source>Move one hand card to another place, or draw a card into your hand and discard one.</source>
        <translation>Verplaats een handkaart naar een andere plek, of trek een kaart in je hand en leg er een af.</translation>
    </message>
    <message>
        <source>Then you may serve, as the start player can.</source>
        <translation>Daarna mag je serveren, net als de startspeler.</translation>
    </message>
    <message>
        <source>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</source>
        <translation>Geserveerde kaarten gaan dicht voor je neer. Vul je hand aan tot vijf en zet nieuwe kaarten vooraan, in de volgorde waarin je ze trekt. Na elke ronde gaat de startspeler naar links.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Fooien</translation>
    </message>
    <message>
        <source>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</source>
        <translation>Je krijgt een fooi als je alle vijf handkaarten tegelijk serveert, of als je tien of meer geserveerde kaarten hebt (die worden dan afgelegd). Je k-de fooi brengt je fooien op k punten.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</source>
        <translation>Het spel eindigt als de laatste fooikaart is gepakt, of als de overgebleven fooien niet meer kunnen uitbetalen. De meeste fooipunten wint; bij gelijkspel wie de meeste geserveerde kaarten voor zich heeft.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Zo speelt de app het</translation>
    </message>
    <message>
        <source>A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.</source>
        <translation>Een bedekte menukaart gaat naar de aflegstapel; als de trekstapel op is, wordt de aflegstapel geschud tot een nieuwe.</translation>
    </message>
    <message>
        <source>After drawing, you may discard the card you just drew.</source>
        <translation>Na het trekken mag je de kaart die je net trok afleggen.</translation>
    </message>
    <message>
        <source>Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.</source>
        <translation>Niets doen is geen beurt: verplaats een kaart, of trek en leg af. Serveren is altijd vrijwillig.</translation>
    </message>
    <message>
        <source>At most one run per turn, and serving ends your turn.</source>
        <translation>Hoogstens één reeks per beurt, en serveren beëindigt je beurt.</translation>
    </message>
    <message>
        <source>If the tips left cannot pay your score, you score nothing and the game ends at once.</source>
        <translation>Als de overgebleven fooien je score niet kunnen betalen, scoor je niets en eindigt het spel meteen.</translation>
    </message>
    <message>
        <source>Turns always go clockwise.</source>
        <translation>De beurten gaan altijd met de klok mee.</translation>
    </message>
    <message>
        <source>You may take back a step of your own turn, but not a draw or a serve.</source>
        <translation>Je mag een stap van je eigen beurt terugnemen, maar geen trekken of serveren.</translation>
    </message>
</context>
<context>
    <name>KommeGleichScreen</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Prompt line once the game has ended.</extracomment>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>You start this round: tap or drag the draw pile to draw a card.</source>
        <extracomment>Prompt lines, one per step of a turn. An &quot;order&quot; is a menu card in the middle row.</extracomment>
        <translation>Jij begint deze ronde: tik op de trekstapel of sleep eraan om een kaart te trekken.</translation>
    </message>
    <message>
        <source>Drag your new card into your hand, wherever you like.</source>
        <extracomment>Prompt: the drawn card waits beside the hand.</extracomment>
        <translation>Sleep je nieuwe kaart in je hand, waar je maar wilt.</translation>
    </message>
    <message>
        <source>Drag one of your cards onto an order to cover it.</source>
        <extracomment>Prompt: the start player covers one of the five orders (menu cards in the middle).</extracomment>
        <translation>Sleep een van je kaarten op een bestelling om die te bedekken.</translation>
    </message>
    <message>
        <source>Drag a card to a new place in your hand, or draw a card.</source>
        <extracomment>Prompt: another player&apos;s first step.</extracomment>
        <translation>Sleep een kaart naar een andere plek in je hand, of trek een kaart.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile.</source>
        <extracomment>Prompt: after drawing, another player discards one card.</extracomment>
        <translation>Sleep een kaart naar de aflegstapel.</translation>
    </message>
    <message>
        <source>Sweep across 3 or more cards and drop them on matching orders, or end your turn.</source>
        <extracomment>Prompt: serving a run of 3+ adjacent hand cards onto matching orders.</extracomment>
        <translation>Veeg over 3 of meer kaarten en zet ze op passende bestellingen, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <extracomment>Prompt line while another player acts; %1 is their name (a bot, or a human).</extracomment>
        <translation>%1 is aan het kiezen…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <extracomment>Prompt line while another human acts; %1 is the name.</extracomment>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the main menu.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Title bar on a narrow screen; %1 is the round number.</extracomment>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Komme gleich! · Round %1</source>
        <extracomment>Title bar; %1 is the round number.</extracomment>
        <translation>Komme gleich! · Ronde %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Button taking back the last step of this turn.</extracomment>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Draw · %1</source>
        <extracomment>Under the draw pile; %1 is how many cards it holds.</extracomment>
        <translation>Trekstapel · %1</translation>
    </message>
    <message>
        <source>Discards · %1</source>
        <extracomment>Under the discard pile; %1 is how many cards it holds.</extracomment>
        <translation>Aflegstapel · %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn without serving a run.</extracomment>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>Komme gleich! table</source>
        <extracomment>A screen reader&apos;s name for the game&apos;s table, which takes drags of the cards.</extracomment>
        <translation>Komme gleich!-tafel</translation>
    </message>
    <message>
        <source>Pick a card from your hand first: Enter on it.</source>
        <extracomment>Refusal: Enter on an order (or the discard pile) with no card picked up.</extracomment>
        <translation>Pak eerst een kaart uit je hand: Enter erop.</translation>
    </message>
    <message>
        <source>New card: %1</source>
        <extracomment>A screen reader&apos;s name for the card just drawn, waiting beside the hand; %1 the dish.</extracomment>
        <translation>Nieuwe kaart: %1</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after the step that ends a turn, before the tablet passes on.</extracomment>
        <translation>Van gedachten veranderd? Neem je zet nu terug; zo meteen gaat de beurt door.</translation>
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
        <translation>● fiche</translation>
    </message>
    <message>
        <source>⇄ swap</source>
        <extracomment>Booster on a Langkah card: swap a hand card with the discard pile. Keep it very short.</extracomment>
        <translation>⇄ ruil</translation>
    </message>
    <message>
        <source>Langkah %1</source>
        <extracomment>A screen reader&apos;s name for a Langkah (step) card; %1 its number of steps.</extracomment>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <extracomment>Read after a step card&apos;s name: it is the card chosen to walk with.</extracomment>
        <translation>gekozen</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>speelbaar</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>nu niet speelbaar</translation>
    </message>
</context>
<context>
    <name>LeaveCheck</name>
    <message>
        <source>Leave the kitchen?</source>
        <extracomment>Asked when the back key is pressed during a Kandar Klash! round.</extracomment>
        <translation>De keuken verlaten?</translation>
    </message>
    <message>
        <source>Keep cooking</source>
        <extracomment>Closes the leave question and goes on with the round.</extracomment>
        <translation>Verder koken</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leaves the Kandar Klash! table for the menu (the game is saved).</extracomment>
        <translation>Verlaten</translation>
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
        <translation>je kunt hierheen lopen</translation>
    </message>
</context>
<context>
    <name>MatOverlay</name>
    <message>
        <source>Tap a ring to place the ketchup</source>
        <extracomment>A screen reader&apos;s name for the mat while the last cook picks a ketchup ring.</extracomment>
        <translation>Tik op een ring om de ketchup te leggen</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>No match is in progress.</source>
        <extracomment>Refusal: &quot;Play again&quot; with no game on the table.</extracomment>
        <translation>Er is geen spel bezig.</translation>
    </message>
    <message>
        <source>This save is not a game of %1.</source>
        <extracomment>Resuming failed: the save belongs to another game; %1 is this table&apos;s game (e.g. &quot;Wok Up&quot;).</extracomment>
        <translation>Dit opgeslagen spel hoort niet bij %1.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <extracomment>Refusal of Undo: no step can be taken back now (none yet, or it showed a new card, or another player has had the turn since).</extracomment>
        <translation>Er valt niets terug te nemen.</translation>
    </message>
    <message>
        <source>Nothing for you to do just now: wait for your turn.</source>
        <extracomment>The &quot;What can I do?&quot; panel when the player who asks has nothing to do now.</extracomment>
        <translation>Je hoeft nu niets te doen: wacht op je beurt.</translation>
    </message>
</context>
<context>
    <name>MenuCard</name>
    <message>
        <source>Face-down card</source>
        <extracomment>Screen-reader name of a card lying face down.</extracomment>
        <translation>Gesloten kaart</translation>
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
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Menu button that opens the about screen (version, licences).</extracomment>
        <translation>Over</translation>
    </message>
    <message>
        <source>A game of %1 is waiting for you.</source>
        <extracomment>%1 is a game&apos;s title.</extracomment>
        <translation>Een potje %1 wacht op je.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside. Start a new game.</source>
        <extracomment>Shown when the saved game file was damaged and moved aside.</extracomment>
        <translation>Het opgeslagen spel kon niet worden gelezen en is apart gezet. Begin een nieuw spel.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>Resume button; %1 is a game&apos;s title.</extracomment>
        <translation>%1 hervatten</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s) played</source>
        <extracomment>Under a paused game: %1 lists its players&apos; names (comma separated); %n is how many moves they have played.</extracomment>
        <translation>
            <numerusform>%1 · %n zet gespeeld</numerusform>
            <numerusform>%1 · %n zetten gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet. Pick a stall!</source>
        <extracomment>Menu subtitle under the app name.</extracomment>
        <translation>Eetspellen voor op tafel op één tablet. Kies een kraam!</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Menu button that opens the family history (past games, who wins).</extracomment>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>New to %1?</source>
        <extracomment>Offered the first time a stall is opened; %1 is the game&apos;s title.</extracomment>
        <translation>Nieuw bij %1?</translation>
    </message>
    <message>
        <source>Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.</source>
        <extracomment>Offered the first time a stall is opened: what the guided first game is.</extracomment>
        <translation>Speel eerst een kort begeleid spel: een coach laat elke zet zien en de bots spelen langzaam. Het duurt ongeveer drie minuten.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button of the first-visit offer: start the guided first game.</extracomment>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Button of the first-visit offer: skip the guided game, go to the game&apos;s setup.</extracomment>
        <translation>Niet nu</translation>
    </message>
</context>
<context>
    <name>OrderList</name>
    <message>
        <source>waiting at the %1</source>
        <extracomment>An order waits at this stall (%1).</extracomment>
        <translation>wacht bij %1</translation>
    </message>
    <message>
        <source>in the bag</source>
        <extracomment>An order the walker carries.</extracomment>
        <translation>in de tas</translation>
    </message>
    <message>
        <source>delivered ✓</source>
        <extracomment>An order that reached its customer.</extracomment>
        <translation>bezorgd ✓</translation>
    </message>
    <message>
        <source>the walker, at home</source>
        <extracomment>The walker&apos;s own order: not delivered in this game.</extracomment>
        <translation>de bezorger, thuis</translation>
    </message>
</context>
<context>
    <name>OrderRow</name>
    <message>
        <source>Order %1: %2</source>
        <extracomment>A screen reader&apos;s name for an order (a menu card in the middle row); %1 its place, %2 the dish.</extracomment>
        <translation>Bestelling %1: %2</translation>
    </message>
</context>
<context>
    <name>OverlayCard</name>
    <message>
        <source>Close</source>
        <extracomment>A screen reader&apos;s name for the dimmed area around a card shown over the map: a tap there closes it.</extracomment>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>PausedGameCheck</name>
    <message>
        <source>Replace the paused game of %1?</source>
        <extracomment>Asked before a new game replaces a paused one; %1 is the game&apos;s title.</extracomment>
        <translation>Het gepauzeerde potje %1 vervangen?</translation>
    </message>
    <message>
        <source>The game with %1 is not finished. A new game takes its place.</source>
        <extracomment>%1 lists the paused game&apos;s players&apos; names, comma separated.</extracomment>
        <translation>Het potje met %1 is nog niet klaar. Een nieuw potje neemt zijn plaats in.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <extracomment>Takes the paused game up again instead of starting a new one.</extracomment>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>Starts the new game; the paused one is gone.</extracomment>
        <translation>Nieuw potje</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question and stays on the setup screen.</extracomment>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>PausedGames</name>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
</context>
<context>
    <name>PlayAgainButton</name>
    <message>
        <source>Play again</source>
        <extracomment>Button at the end of a game: a new game with the same players, the next one starting.</extracomment>
        <translation>Nog een keer</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message>
        <source>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</source>
        <translation>%1: %2 punten, %3 slagen, nog %4 verkopers, %5 kaarten</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>A player&apos;s total score, e.g. &quot;12 pts&quot;</extracomment>
        <translation>%1 ptn</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Under a player&apos;s name: tricks won, sellers left, cards in hand</extracomment>
        <translation>Slagen %1</translation>
    </message>
    <message>
        <source>Sellers %1</source>
        <translation>Verkopers %1</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Kaarten %1</translation>
    </message>
    <message>
        <source>bot</source>
        <extracomment>Small tag on a bot&apos;s player chip</extracomment>
        <translation>bot</translation>
    </message>
    <message>
        <source>%1, at seat %2</source>
        <extracomment>Accessible name of a family player&apos;s chip when they sit at a seat; %1 their name, %2 the seat&apos;s number. A tap takes them off the seat.</extracomment>
        <translation>%1, op plaats %2</translation>
    </message>
</context>
<context>
    <name>PlayerEdge</name>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Shown to the winner(s) when the game ends.</extracomment>
        <translation>Grootmeester van de Wok!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown to the other players when the game ends.</extracomment>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>Recipe won!</source>
        <extracomment>This player won the recipe card they covered.</extracomment>
        <translation>Recept gewonnen!</translation>
    </message>
    <message>
        <source>Not complete! You are out this round.</source>
        <extracomment>This player covered a recipe that was not complete.</extracomment>
        <translation>Niet afgewerkt! Je ligt eruit deze ronde.</translation>
    </message>
    <message>
        <source>Not complete! The other chef takes it.</source>
        <extracomment>Two players only: a mistake gives the covered card to the other player.</extracomment>
        <translation>Niet afgewerkt! De andere chef krijgt hem.</translation>
    </message>
    <message>
        <source>A tie: nobody takes it.</source>
        <extracomment>Two players covered the same card at the very same moment.</extracomment>
        <translation>Gelijkspel: niemand krijgt hem.</translation>
    </message>
    <message>
        <source>Too late!</source>
        <extracomment>Someone else was faster.</extracomment>
        <translation>Te laat!</translation>
    </message>
    <message>
        <source>Out this round</source>
        <extracomment>A player who made a mistake waits for the next round.</extracomment>
        <translation>Uitgeschakeld deze ronde</translation>
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
        <translation>Wok! Werpen!</translation>
    </message>
    <message>
        <source>Watch the wok…</source>
        <extracomment>Tokens are still sliding.</extracomment>
        <translation>Kijk naar de Wok…</translation>
    </message>
    <message>
        <source>Complete? Cover it!</source>
        <extracomment>Claims are open.</extracomment>
        <translation>Afgewerkt? Bedek hem!</translation>
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
        <translation>Kies een stapel om om te draaien</translation>
    </message>
    <message>
        <source>A new recipe is being turned…</source>
        <extracomment>Another player is picking the stack to turn over.</extracomment>
        <translation>Er wordt een nieuw recept omgedraaid…</translation>
    </message>
</context>
<context>
    <name>RecipeCard</name>
    <message>
        <source>At least %1 %2</source>
        <extracomment>Recipe card: at least this many pictures of one ingredient in the wok; %1 number, %2 ingredient (plural).</extracomment>
        <translation>Minstens %1 %2</translation>
    </message>
    <message>
        <source>All five ingredients</source>
        <extracomment>Recipe card: every one of the five ingredients in the wok.</extracomment>
        <translation>Alle vijf Ingrediënten</translation>
    </message>
    <message>
        <source>These four ingredients</source>
        <extracomment>Recipe card: the four ingredients pictured are all in the wok.</extracomment>
        <translation>Deze vier Ingrediënten</translation>
    </message>
    <message>
        <source>%1 tokens touching a card</source>
        <extracomment>Recipe card: this many tokens touch a recipe card of the wok.</extracomment>
        <translation>%1 fiches raken een kaart</translation>
    </message>
    <message>
        <source>%1 tokens touching a divider</source>
        <extracomment>Recipe card: this many tokens touch a divider of the wok.</extracomment>
        <translation>%1 fiches raken een tussenstuk</translation>
    </message>
    <message>
        <source>%1 tokens in the middle, touching nothing</source>
        <extracomment>Recipe card: this many tokens in the wok touch neither cards nor dividers.</extracomment>
        <translation>%1 fiches in het midden, die niets raken</translation>
    </message>
    <message>
        <source>As many %1 as another ingredient</source>
        <extracomment>Recipe card: as many pictures of this ingredient as of some other single ingredient.</extracomment>
        <translation>Evenveel %1 als een ander Ingrediënt</translation>
    </message>
    <message>
        <source>As many %1 as %2</source>
        <extracomment>Recipe card: as many pictures of one ingredient as of another; %1 and %2 ingredients (plural).</extracomment>
        <translation>Evenveel %1 als %2</translation>
    </message>
    <message>
        <source>Tokens showing %1, %2 and %3 %4</source>
        <extracomment>Recipe card: three tokens of one ingredient, showing these numbers of pictures; %4 the ingredient (plural), e.g. &quot;Tokens showing 2, 3 and 4 chilis&quot;.</extracomment>
        <translation>Fiches met %1, %2 en %3 %4</translation>
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
            <numerusform>+%n gunst</numerusform>
            <numerusform>+%n gunsten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n favour(s)</source>
        <extracomment>A cook&apos;s favours lost this round, big in their zone (&quot;-1 favour&quot;).</extracomment>
        <translation>
            <numerusform>-%n gunst</numerusform>
            <numerusform>-%n gunsten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules of the game</source>
        <extracomment>Accessible name of the &quot;?&quot; button on every game table that shows the rules.</extracomment>
        <translation>Spelregels</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules shown over a game&apos;s table; %1 is the game&apos;s title.</extracomment>
        <translation>Zo speel je %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Closes the rules shown over a game and goes back to the same game.</extracomment>
        <translation>Terug naar het spel</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules screen; %1 is the game&apos;s title.</extracomment>
        <translation>Zo speel je %1</translation>
    </message>
    <message>
        <source>Opening soon: this stall is still being built. Here is how the game will play.</source>
        <extracomment>On the rules of a game that cannot be played in the app yet.</extracomment>
        <translation>Binnenkort open: deze kraam wordt nog gebouwd. Zo gaat het spel.</translation>
    </message>
</context>
<context>
    <name>ScoreBreakdown</name>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Trump bonus</source>
        <translation>Troefbonus</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Nulronde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Round %1 of %2: scores</source>
        <translation>Ronde %1 van %2: punten</translation>
    </message>
    <message>
        <source>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</source>
        <translation>Elke slag +2, elke kaart in de hand −1. Bij elke kraam: meeste verkopers +5, op één na meeste +2, en bij de troefkraam voor allebei +1 extra. Geen verkopers en geen slagen: de hoogste score van de ronde (nulronde).</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <extracomment>Button that returns to the previous screen.</extracomment>
        <translation>Terug</translation>
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
        <translation>Start</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>A seat&apos;s tip points, e.g. &quot;3 pts&quot; (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n ptn</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 · Served %2</source>
        <extracomment>Seat summary: cards in hand and served cards lying face down.</extracomment>
        <translation>Hand %1 · Geserveerd %2</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <extracomment>Seat type: a person plays this seat.</extracomment>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <extracomment>Seat type: a bot plays this seat; %1 is its strength (Easy, Hard, ...).</extracomment>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>Accessible name of the text field holding a seat&apos;s player name.</extracomment>
        <translation>Naam van speler %1</translation>
    </message>
    <message>
        <source>Starts</source>
        <extracomment>Radio button on a seat: this player takes the first turn.</extracomment>
        <translation>Begint</translation>
    </message>
    <message>
        <source>Avatar of %1</source>
        <extracomment>Accessible name of a seat&apos;s avatar button; %1 is the player&apos;s name.</extracomment>
        <translation>Avatar van %1</translation>
    </message>
</context>
<context>
    <name>SeatSetupModel</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat at the table; %1 is the seat number (1, 2, ...).</extracomment>
        <translation>Speler %1</translation>
    </message>
</context>
<context>
    <name>SellerFigure</name>
    <message>
        <source>Seller of player %1</source>
        <extracomment>A player&apos;s seller figure at a stall; %1 is the player&apos;s seat number.</extracomment>
        <translation>Verkoper van speler %1</translation>
    </message>
</context>
<context>
    <name>ServedRun</name>
    <message>
        <source>%1 serves!</source>
        <extracomment>Shown while a served run is on display; %1 is the player&apos;s name.</extracomment>
        <translation>%1 serveert!</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings screen.</extracomment>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Snelheid van bots</translation>
    </message>
    <message>
        <source>How long computer players wait before they move, so you can follow them.</source>
        <extracomment>Explains the bot speed setting.</extracomment>
        <translation>Hoe lang computerspelers wachten voor ze zetten, zodat je ze kunt volgen.</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Comfort</source>
        <extracomment>Settings section heading (sound and motion).</extracomment>
        <translation>Comfort</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>Setting: play short sound cues.</extracomment>
        <translation>Geluidseffecten</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Setting: fewer and shorter animations.</extracomment>
        <translation>Minder beweging</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>Settings section heading (text size and contrast).</extracomment>
        <translation>Lezen</translation>
    </message>
    <message>
        <source>Text size, on top of your device&apos;s own font size.</source>
        <extracomment>Explains the text size setting; it adds to the device&apos;s own font size.</extracomment>
        <translation>Tekstgrootte, bovenop de lettergrootte van je apparaat.</translation>
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
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Label of the sound effects&apos; volume slider.</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Vibration</source>
        <extracomment>Setting: short vibrations when a card lands or a move is refused.</extracomment>
        <translation>Trillen</translation>
    </message>
    <message>
        <source>Your device asks for less motion, so it stays on.</source>
        <extracomment>Shown under Reduce motion when the device&apos;s own setting already asks for it.</extracomment>
        <translation>Je apparaat vraagt om minder beweging, dus dit blijft aan.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>Setting: speak the turn prompt and refusals aloud, for players who cannot read yet.</extracomment>
        <translation>Voorlezen</translation>
    </message>
    <message>
        <source>No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device&apos;s speech settings.</source>
        <extracomment>Under the read-aloud setting when the device has no voice for the app&apos;s language.</extracomment>
        <translation>Er is op dit apparaat geen stem voor deze taal geïnstalleerd, dus er kan niets worden voorgelezen. Voeg er een toe in de spraakinstellingen van het apparaat.</translation>
    </message>
    <message>
        <source>Read aloud is not available in this version of the app.</source>
        <extracomment>In the settings when this copy of the app was built without speech.</extracomment>
        <translation>Voorlezen is niet beschikbaar in deze versie van de app.</translation>
    </message>
</context>
<context>
    <name>SetupConversion</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <extracomment>A new game could not start: the setup the menu handed over is broken; %1 is the parser&apos;s own (English) reason.</extracomment>
        <translation>De spelinstelling is geen geldige JSON: %1</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <extracomment>Title of the setup screen; %1 is the game&apos;s title.</extracomment>
        <translation>Nieuw spel: %1</translation>
    </message>
    <message>
        <source>Players (%1-%2)</source>
        <extracomment>Label of the player-count stepper; %1-%2 is the allowed range.</extracomment>
        <translation>Spelers (%1-%2)</translation>
    </message>
    <message>
        <source>Fewer players</source>
        <extracomment>Accessible name of the button removing a seat.</extracomment>
        <translation>Minder spelers</translation>
    </message>
    <message>
        <source>More players</source>
        <extracomment>Accessible name of the button adding a seat.</extracomment>
        <translation>Meer spelers</translation>
    </message>
    <message>
        <source>A solo game: just you against the clock of the draw pile.</source>
        <extracomment>Setup note for a one-player game.</extracomment>
        <translation>Een solospel: jij alleen tegen de slinkende trekstapel.</translation>
    </message>
    <message>
        <source>Every seat is played by a person passing the tablet around.</source>
        <extracomment>Setup note when a game has no computer players.</extracomment>
        <translation>Elke plaats wordt door een persoon gespeeld die de tablet doorgeeft.</translation>
    </message>
    <message>
        <source>Tap a name to change it.</source>
        <extracomment>Setup footer hint.</extracomment>
        <translation>Tik op een naam om hem te wijzigen.</translation>
    </message>
    <message>
        <source>This stall is opening soon: its game is still being cooked.</source>
        <extracomment>Setup footer when the game cannot be played yet.</extracomment>
        <translation>Deze kraam gaat binnenkort open: het spel staat nog te pruttelen.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on the setup screen that opens the game&apos;s rules.</extracomment>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>Button that starts the game with the chosen seats.</extracomment>
        <translation>Spel starten</translation>
    </message>
    <message>
        <source>Our players</source>
        <extracomment>Heading over the family&apos;s players on the setup screen (tap one to seat them).</extracomment>
        <translation>Onze spelers</translation>
    </message>
    <message>
        <source>Same players as last time</source>
        <extracomment>Setup button: the seats of the last game at this stall come back, bots included.</extracomment>
        <translation>Dezelfde spelers als vorige keer</translation>
    </message>
</context>
<context>
    <name>StackChoice</name>
    <message>
        <source>Turn over: %1</source>
        <extracomment>A screen reader&apos;s name for a stack&apos;s back a winner may turn over; %1 its family.</extracomment>
        <translation>Omdraaien: %1</translation>
    </message>
</context>
<context>
    <name>StallCard</name>
    <message>
        <source>Solo game</source>
        <extracomment>Player count of a solo game.</extracomment>
        <translation>Solospel</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>Player count of a game for exactly %1 players.</extracomment>
        <translation>Spelers: %1</translation>
    </message>
    <message>
        <source>Players: %1-%2</source>
        <extracomment>Player count range of a game, e.g. &quot;Players: 3-5&quot;.</extracomment>
        <translation>Spelers: %1-%2</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Button on a stall that opens the game&apos;s setup screen.</extracomment>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Opening soon</source>
        <extracomment>Badge on a stall whose game is not playable yet.</extracomment>
        <translation>Binnenkort open</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on a stall that opens the game&apos;s rules.</extracomment>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button on a stall that starts its guided first game (a short game with a coach).</extracomment>
        <translation>Leren spelen</translation>
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
        <translation>Win fruitslagen of zet verkopers neer om de marktkramen te veroveren.</translation>
    </message>
    <message>
        <source>Komme gleich!</source>
        <translation>Komme gleich!</translation>
    </message>
    <message>
        <source>Match your hand to the row of orders and collect the tips.</source>
        <translation>Laat je hand aansluiten op de rij bestellingen en verzamel fooien.</translation>
    </message>
    <message>
        <source>Kandar Klash!</source>
        <translation>Kandar Klash!</translation>
    </message>
    <message>
        <source>Everyone at once: lay ingredient cards into the customer&apos;s dish.</source>
        <translation>Iedereen tegelijk: leg ingrediëntkaarten voor het gerecht van de klant.</translation>
    </message>
    <message>
        <source>Wok Up</source>
        <translation>Wok Up</translation>
    </message>
    <message>
        <source>Flick ingredients into the wok and slap the finished recipes first.</source>
        <translation>Schiet ingrediënten de wok in en tik als eerste op klare recepten.</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>Deliver every food order across Penang in as few steps as you can.</source>
        <translation>Bezorg alle maaltijden in heel Penang in zo min mogelijk stappen.</translation>
    </message>
    <message>
        <source>A solo variant by Evan Cheah.</source>
        <translation>Een solovariant van Evan Cheah.</translation>
    </message>
    <message>
        <source>Played here from its rulebook.</source>
        <translation>Hier gespeeld volgens zijn spelregels.</translation>
    </message>
    <message>
        <source>A card game by Uwe Rosenberg.</source>
        <translation>Een kaartspel van Uwe Rosenberg.</translation>
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
        <translation>Troeffiche</translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Trump · Led</source>
        <translation>Troef · Gevraagd</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>Gevraagd</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>Number of sellers a player has at a stall, e.g. &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Tap to make %1 trump</source>
        <extracomment>On a stall the leader may tap to move the trump token there</extracomment>
        <translation>Tik voor troef: %1</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Walking as %1</source>
        <extracomment>Who the player walks as; %1 is a character&apos;s name.</extracomment>
        <translation>%1 loopt</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <extracomment>The game&apos;s name, shown before the walker is chosen.</extracomment>
        <translation>Kaki Lima: MCO-modus</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>The score so far, shown big.</extracomment>
        <translation>%1 ptn</translation>
    </message>
    <message>
        <source>Delivered %1 of 7</source>
        <extracomment>Orders delivered so far out of seven.</extracomment>
        <translation>Bezorgd: %1 van 7</translation>
    </message>
    <message>
        <source>Bag:</source>
        <extracomment>The orders the walker carries (two at most).</extracomment>
        <translation>Tas:</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>The walker&apos;s bag holds no order.</extracomment>
        <translation>leeg</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>Langkah cards left in the draw pile.</extracomment>
        <translation>Trekstapel: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <extracomment>The top card of the discard pile.</extracomment>
        <translation>Aflegstapel: %1</translation>
    </message>
    <message>
        <source>Steps: −%1</source>
        <extracomment>Steps spent so far (they are taken off the score).</extracomment>
        <translation>Stappen: −%1</translation>
    </message>
    <message>
        <source>Clearing tokens</source>
        <extracomment>Title of the clearing-token scoreboard.</extracomment>
        <translation>Opruimfiches</translation>
    </message>
    <message>
        <source>No steps walked yet</source>
        <extracomment>Before the first walk: no steps are taken off the score yet.</extracomment>
        <translation>Nog geen stappen gezet</translation>
    </message>
</context>
<context>
    <name>TakeBackButtons</name>
    <message>
        <source>Take back</source>
        <extracomment>Button shown for a moment after a move: undo it before the tablet passes on.</extracomment>
        <translation>Terugnemen</translation>
    </message>
    <message>
        <source>Pass on</source>
        <extracomment>Button shown for a moment after a move: keep it and pass the tablet now.</extracomment>
        <translation>Verder</translation>
    </message>
</context>
<context>
    <name>TakeChooser</name>
    <message>
        <source>Which orders do you pick up?</source>
        <extracomment>At a food stall: choose the orders to pick up.</extracomment>
        <translation>Welke bestellingen neem je mee?</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Go back to choosing where to walk.</extracomment>
        <translation>Terug</translation>
    </message>
</context>
<context>
    <name>TindahanGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Jij</translation>
    </message>
    <message>
        <source>These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.</source>
        <translation>Dit zijn je fruitkaarten. In elke slag speelt iedereen een kaart, en de beste kaart wint de slag.</translation>
    </message>
    <message>
        <source>The trump token stands on the bananas stall: bananas beat every other fruit.</source>
        <translation>De troeffiche staat bij de bananenkraam: bananen verslaan elk ander fruit.</translation>
    </message>
    <message>
        <source>You lead the first trick. Tap your 10 of durians: only a banana could beat it.</source>
        <translation>Jij komt uit in de eerste slag. Tik op je doerian 10: alleen een banaan kan die verslaan.</translation>
    </message>
    <message>
        <source>Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.</source>
        <translation>Kijk naar de bots. In plaats van een kaart te spelen mag je een verkoper zetten bij de kraam van het uitgekomen fruit.</translation>
    </message>
    <message>
        <source>You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.</source>
        <translation>Jij hebt de slag: 2 punten aan het eind van de ronde. Wie een slag wint, komt uit in de volgende.</translation>
    </message>
    <message>
        <source>A leader may move the trump token instead of playing a card. Tap Move trump.</source>
        <translation>Wie uitkomt, mag de troeffiche verzetten in plaats van een kaart te spelen. Tik op Troef verzetten.</translation>
    </message>
    <message>
        <source>Tap the durians stall: from now on durians are trumps.</source>
        <translation>Tik op de doeriankraam: vanaf nu zijn doerians troef.</translation>
    </message>
    <message>
        <source>After a trump move the next player must play a card, and its fruit is led.</source>
        <translation>Na een troefwissel moet de volgende speler een kaart spelen, en dat fruit is uitgekomen.</translation>
    </message>
    <message>
        <source>At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.</source>
        <translation>Aan het eind van de ronde scoren de meeste verkopers bij een kraam 5, de op één na meeste 2, en 1 extra bij de troefkraam. Elke kaart die je nog hebt kost 1.</translation>
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
        <translation>Ana komt uit met doerians. Jij hebt doerians, dus je moet bekennen: tik op je doerian 1 als je aan de beurt bent.</translation>
    </message>
    <message>
        <source>You cannot beat Ana&apos;s card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.</source>
        <translation>Je kunt de kaart van Ana niet verslaan. Zet in plaats daarvan een verkoper bij de doeriankraam: tik op Verkoper plaatsen als je aan de beurt bent.</translation>
    </message>
</context>
<context>
    <name>TindahanRefusal</name>
    <message>
        <source>bananas</source>
        <translation>bananen</translation>
    </message>
    <message>
        <source>durians</source>
        <translation>doerians</translation>
    </message>
    <message>
        <source>mangosteens</source>
        <translation>mangistans</translation>
    </message>
    <message>
        <source>rambutans</source>
        <translation>ramboetans</translation>
    </message>
    <message>
        <source>pineapples</source>
        <translation>ananassen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Het is niet jouw beurt.</translation>
    </message>
    <message>
        <source>The leader cannot place a seller.</source>
        <translation>Wie uitkomt mag geen verkoper plaatsen.</translation>
    </message>
    <message>
        <source>After a trump move you must play a card.</source>
        <translation>Na een troefwissel moet je een kaart spelen.</translation>
    </message>
    <message>
        <source>You have no sellers left.</source>
        <translation>Je hebt geen verkopers meer.</translation>
    </message>
    <message>
        <source>Only the leader can move the trump token.</source>
        <translation>Alleen wie uitkomt mag de troeffiche verzetten.</translation>
    </message>
    <message>
        <source>That stall is not in this game.</source>
        <translation>Die kraam doet in dit spel niet mee.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <extracomment>%1 is the fruit that was led, e.g. &quot;bananas&quot;</extracomment>
        <translation>Je moet %1 bijspelen.</translation>
    </message>
    <message>
        <source>The trump token is already on the %1 stall.</source>
        <extracomment>%1 is a fruit, e.g. &quot;bananas&quot;</extracomment>
        <translation>De troeffiche staat al bij de kraam met %1.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Die kaart heb je niet.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Dat is geen zet van dit spel.</translation>
    </message>
</context>
<context>
    <name>TindahanRuleDiagramTrick</name>
    <message>
        <source>A durian is led and a higher one follows, but the trump banana wins the trick.</source>
        <extracomment>Caption of the picture of a trick on the Tindahan rules page.</extracomment>
        <translation>Er komt een durian uit en een hogere volgt, maar de troefbanaan wint de slag.</translation>
    </message>
</context>
<context>
    <name>TindahanRules</name>
    <message>
        <source>Aim</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</source>
        <translation>Win fruitslagen en zet verkopers bij de marktkramen. Als iedereen één ronde is begonnen, wint wie de meeste punten heeft.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</source>
        <translation>De fruitkaarten lopen van 1 tot 10 in vijf soorten fruit. Met 4 spelers gaat er één soort uit, met 3 spelers twee; bananen doen altijd mee. Bananen zijn eerst troef.</translation>
    </message>
    <message>
        <source>Everyone gets 10 cards and 9 sellers for the round.</source>
        <translation>Iedereen krijgt 10 kaarten en 9 verkopers voor de ronde.</translation>
    </message>
    <message>
        <source>A trick</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Een slag</translation>
    </message>
    <message>
        <source>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</source>
        <translation>Wie uitkomt, speelt een kaart of verzet de troeffiche naar een andere kraam; dan moet de volgende speler een kaart spelen, en het fruit van die kaart is gevraagd.</translation>
    </message>
    <message>
        <source>Everyone else follows the led fruit if they can, or plays any card if they cannot.</source>
        <translation>De anderen volgen het gevraagde fruit als dat kan, anders spelen ze een willekeurige kaart.</translation>
    </message>
    <message>
        <source>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</source>
        <translation>In plaats van te spelen mag je een verkoper bij de kraam van het gevraagde fruit zetten, behalve wie uitkomt en wie moet spelen na een troefwissel.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</source>
        <translation>De hoogste troef wint de slag, anders de hoogste kaart van het gevraagde fruit. De winnaar komt daarna uit.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Punten</translation>
    </message>
    <message>
        <source>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</source>
        <translation>De ronde eindigt als iemand door zijn kaarten heen is en de slag gewonnen is. Elke slag is +2 waard, elke kaart in de hand -1.</translation>
    </message>
    <message>
        <source>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</source>
        <translation>Bij elke kraam levert de meeste verkopers +5 op en de op één na meeste +2; bij de troefkraam krijgen beide +1 extra. Bij gelijkspel worden de punten gedeeld, naar beneden afgerond.</translation>
    </message>
    <message>
        <source>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</source>
        <translation>Nulronde: wie geen verkopers heeft geplaatst en geen slagen heeft gewonnen, scoort evenveel als de beste speler van de ronde.</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</source>
        <translation>Speel één ronde per speler, zodat iedereen één keer begint. Het hoogste totaal wint; bij gelijkspel wordt de winst gedeeld.</translation>
    </message>
    <message>
        <source>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</source>
        <translation>Met 4 spelers gaan de ananassen eruit; met 3 spelers de ramboetans en de ananassen.</translation>
    </message>
    <message>
        <source>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</source>
        <translation>Elke ronde begint weer met bananen als troef, en iedereen krijgt zijn 9 verkopers terug.</translation>
    </message>
    <message>
        <source>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</source>
        <translation>Na een troefwissel is er nog niets uitgekomen, dus de volgende speler mag elke kaart spelen. De marker moet naar een andere kraam.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Zo speelt de app het</translation>
    </message>
    <message>
        <source>A tie for first place shares the first and second place points, rounded down, and nobody scores second.</source>
        <translation>Bij gelijkspel om de eerste plaats worden de punten van de eerste en tweede plaats gedeeld, naar beneden afgerond, en scoort niemand de tweede plaats.</translation>
    </message>
    <message>
        <source>The trump bonus goes to the stall where the marker stands when the round ends.</source>
        <translation>De troefbonus gaat naar de kraam waar de marker staat als de ronde eindigt.</translation>
    </message>
    <message>
        <source>A shutout player scores the round&apos;s top total, their own included.</source>
        <translation>Wie een nulronde heeft, scoort het hoogste totaal van de ronde, het eigen totaal meegerekend.</translation>
    </message>
    <message>
        <source>Each round starts one seat to the left of the last one.</source>
        <translation>Elke ronde begint één plaats links van de vorige.</translation>
    </message>
    <message>
        <source>You may take back your own last step while no one else has acted.</source>
        <translation>Je mag je eigen laatste stap terugnemen zolang niemand anders iets heeft gedaan.</translation>
    </message>
</context>
<context>
    <name>TindahanScreen</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Tap a stall to move the trump token there.</source>
        <translation>Tik op een kraam om de troeffiche daarheen te zetten.</translation>
    </message>
    <message>
        <source>Your lead: play a card or move the trump token.</source>
        <translation>Jij komt uit: speel een kaart of verzet de troeffiche.</translation>
    </message>
    <message>
        <source>Your turn: play a card or place a seller on the %1 stall.</source>
        <translation>Jouw beurt: speel een kaart of zet een verkoper bij de kraam %1.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Jouw beurt: speel een kaart.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 kiest…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Tindahan · Round %1 of %2</source>
        <translation>Tindahan · Ronde %1 van %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Place a seller</source>
        <translation>Verkoper plaatsen</translation>
    </message>
    <message>
        <source>Move trump</source>
        <translation>Troef verzetten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after a player&apos;s move, before the tablet passes on.</extracomment>
        <translation>Van gedachten veranderd? Neem je zet nu terug; zo meteen gaat de beurt door.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3 and won the trick.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 speelde de %2 %3 en won de slag.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 speelde de %2 %3.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <extracomment>Hand-off recap, after a step that finished a trick: %1 the player who took it.</extracomment>
        <translation>%1 won de slag.</translation>
    </message>
    <message>
        <source>%1 placed a seller on %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the seller went to.</extracomment>
        <translation>%1 zette een verkoper bij de kraam %2.</translation>
    </message>
    <message>
        <source>%1 moved the trump token to %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the trump token went to.</extracomment>
        <translation>%1 zette de troeffiche bij de kraam %2.</translation>
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
        <translation>Doerians</translation>
    </message>
    <message>
        <source>Mangosteens</source>
        <translation>Mangistans</translation>
    </message>
    <message>
        <source>Rambutans</source>
        <translation>Ramboetans</translation>
    </message>
    <message>
        <source>Pineapples</source>
        <translation>Ananassen</translation>
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
        <translation>Fooi voor %1!</translation>
    </message>
</context>
<context>
    <name>TipRanking</name>
    <message>
        <source>The tips left could not pay the last tip.</source>
        <extracomment>Final screen: why the game ended (the tips left could not pay / the last tip card was taken).</extracomment>
        <translation>De overgebleven fooien konden de laatste niet betalen.</translation>
    </message>
    <message>
        <source>The last tip card has been taken.</source>
        <translation>De laatste fooikaart is gepakt.</translation>
    </message>
    <message numerus="yes">
        <source>%n served</source>
        <extracomment>Final ranking: served cards lying face down (the tie-break).</extracomment>
        <translation>
            <numerusform>%n geserveerd</numerusform>
            <numerusform>%n geserveerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>Final ranking: a player&apos;s tip points (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n ptn</numerusform>
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
        <translation>Verkoper geplaatst</translation>
    </message>
    <message>
        <source>Moved trump</source>
        <translation>Troef verzet</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
</context>
<context>
    <name>WalkerPicker</name>
    <message>
        <source>Who walks today?</source>
        <extracomment>Title of the walker choice at the start of Kaki Lima.</extracomment>
        <translation>Wie loopt er vandaag?</translation>
    </message>
    <message>
        <source>Your own order stays at home: deliver the other seven before the Langkah cards run out.</source>
        <extracomment>Under the walker choice.</extracomment>
        <translation>Je eigen bestelling blijft thuis: bezorg de andere zeven voordat de Langkah-kaarten op zijn.</translation>
    </message>
    <message>
        <source>House %1</source>
        <extracomment>Where a character lives; %1 is a square such as C1.</extracomment>
        <translation>Huis %1</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Back to the food court menu, before the game starts.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Surprise me</source>
        <extracomment>Let the game pick the walker at random.</extracomment>
        <translation>Verras me</translation>
    </message>
</context>
<context>
    <name>WokUpGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>Jij</translation>
    </message>
    <message>
        <source>After &quot;Wok!&quot;, flick your token from your edge: slide your finger quickly towards the wok and let go.</source>
        <translation>Na &quot;Wok!&quot; schiet je je fiche vanaf jouw rand: schuif je vinger snel naar de Wok en laat los.</translation>
    </message>
    <message>
        <source>The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.</source>
        <translation>Wie het eerst drukt, wint de kaart. Een kaart bedekken die niet afgewerkt is, is een fout: met 2 spelers krijgt de andere speler haar.</translation>
    </message>
    <message>
        <source>As the winner, choose which stack to turn over for a new recipe.</source>
        <translation>Als winnaar kies je welke stapel je omdraait voor een nieuw recept.</translation>
    </message>
    <message>
        <source>Wok&apos;up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.</source>
        <translation>Wok&apos;up!: als er minstens 10 afbeeldingen van één ingrediënt in de Wok liggen, druk je hier en daarna op het recept van je keuze.</translation>
    </message>
    <message>
        <source>The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!</source>
        <translation>De fiches gaan terug naar de stapels en de volgende worp begint. Wie als eerste vijf recepten heeft, is Grootmeester van de Wok!</translation>
    </message>
    <message>
        <source>%1 flicks a token.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 schiet een fiche.</translation>
    </message>
    <message>
        <source>%1 covers a recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 bedekt een recept.</translation>
    </message>
    <message>
        <source>%1 shouts Wok&apos;up!</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 roept Wok&apos;up!</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up: it claims nothing this time.</extracomment>
        <translation>%1 past.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 draait een nieuw recept om.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana flicks hers. Wait until the tokens stop sliding.</source>
        <translation>Ana schiet het hare. Wacht tot de fiches stilliggen.</translation>
    </message>
    <message>
        <source>Ana&apos;s token shows five chilies: &quot;at least 5 chili&quot; is complete. Press it on your pad, quickly!</source>
        <translation>Het fiche van Ana toont vijf chilipepers: &quot;minstens 5 chilipepers&quot; is afgewerkt. Druk erop op je paneel, snel!</translation>
    </message>
    <message>
        <source>Flick tokens into the wok in the middle.</source>
        <translation>Schiet fiches in de Wok in het midden.</translation>
    </message>
    <message>
        <source>What the tokens show completes the recipes around the wok.</source>
        <translation>Wat de fiches tonen, maakt de recepten rond de Wok af.</translation>
    </message>
</context>
<context>
    <name>WokUpRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>Die plaats bestaat niet aan deze tafel.</translation>
    </message>
    <message>
        <source>Wait for the signal: Wok!</source>
        <extracomment>A player flicked before the start signal (&quot;Wok!&quot;).</extracomment>
        <translation>Wacht op het signaal: Wok!</translation>
    </message>
    <message>
        <source>That came before the claims opened.</source>
        <extracomment>A claim stamped before the claim window opened.</extracomment>
        <translation>Dat was voordat het claimen begon.</translation>
    </message>
    <message>
        <source>That token is not on the table.</source>
        <extracomment>A throw would push a token that is not in the wok.</extracomment>
        <translation>Die fiche ligt niet op tafel.</translation>
    </message>
    <message>
        <source>A token cannot be moved twice in one throw.</source>
        <extracomment>A throw would push the same token twice.</extracomment>
        <translation>Een fiche kan niet twee keer bewegen in één worp.</translation>
    </message>
    <message>
        <source>A token would rest off the table.</source>
        <extracomment>A throw would leave a token off the table.</extracomment>
        <translation>Een fiche zou naast de tafel belanden.</translation>
    </message>
    <message>
        <source>Two tokens would rest on top of each other.</source>
        <extracomment>A throw would leave two tokens on top of each other.</extracomment>
        <translation>Twee fiches zouden op elkaar belanden.</translation>
    </message>
    <message>
        <source>This volley has already been thrown.</source>
        <extracomment>A player flicked after everyone had thrown.</extracomment>
        <translation>Deze worp is al gedaan.</translation>
    </message>
    <message>
        <source>You do not throw in this volley.</source>
        <extracomment>A player tried to throw a second token, or is not throwing in this volley.</extracomment>
        <translation>Jij werpt niet bij deze worp.</translation>
    </message>
    <message>
        <source>Claims open when the wok has settled.</source>
        <extracomment>A player pressed a recipe before the tokens came to rest.</extracomment>
        <translation>Je kunt claimen zodra de Wok stilligt.</translation>
    </message>
    <message>
        <source>You are out of this round after a mistake.</source>
        <extracomment>A player who made a mistake pressed again in the same round.</extracomment>
        <translation>Na een fout lig je eruit voor deze ronde.</translation>
    </message>
    <message>
        <source>You have already claimed after this volley.</source>
        <extracomment>A player pressed again after claiming in this window.</extracomment>
        <translation>Je hebt na deze worp al geclaimd.</translation>
    </message>
    <message>
        <source>That recipe is not face up.</source>
        <extracomment>A player pressed a recipe card that is not face up.</extracomment>
        <translation>Dat recept ligt niet open.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <extracomment>A player acted while no game is on the table.</extracomment>
        <translation>Er is geen spel bezig.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>A player touched the table while the game is paused.</extracomment>
        <translation>Het spel is gepauzeerd.</translation>
    </message>
    <message>
        <source>Nobody plays that seat by hand.</source>
        <extracomment>A flick or a press on a seat no human plays.</extracomment>
        <translation>Niemand speelt die plaats met de hand.</translation>
    </message>
    <message>
        <source>You have no stack to turn over now.</source>
        <extracomment>Someone other than the winner, or nobody&apos;s turn, tapped a stack to turn over.</extracomment>
        <translation>Je hoeft nu geen stapel om te draaien.</translation>
    </message>
    <message>
        <source>Turn over another face-down stack.</source>
        <extracomment>The winner tapped the stack of the card just won, or one already face up.</extracomment>
        <translation>Draai een andere gesloten stapel om.</translation>
    </message>
</context>
<context>
    <name>WokUpRuleDiagramDivider</name>
    <message>
        <source>The two tokens touching the divider count for this card; the third does not.</source>
        <extracomment>Caption of the Wok Up rules picture: a divider with tokens touching it.</extracomment>
        <translation>De twee fiches die de scheiding raken, tellen mee voor deze kaart; het derde niet.</translation>
    </message>
</context>
<context>
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Een ronde</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Alleen fiches in de wok, of die een kaart of scheiding raken, tellen mee.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Na een gewonnen kaart</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Be the first chef to win five Recipe cards and become Grand Master of the Wok.</source>
        <translation>Win als eerste chef vijf Receptkaarten en word Grootmeester van de Wok.</translation>
    </message>
    <message>
        <source>Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.</source>
        <translation>Vijf stapels Receptkaarten, met een tussenstuk tussen elke stapel, vormen een vijfhoek: de Wok. Drie Receptkaarten liggen open. De 25 Ingrediëntfiches (chilipeper, champignon, vis, vlees, broccoli; 1 tot 5 afbeeldingen per kant) worden verdeeld in stapels die niemand bekijkt.</translation>
    </message>
    <message>
        <source>After &quot;3, 2, 1, Wok!&quot;, flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.</source>
        <translation>Na &quot;3, 2, 1, Wok!&quot; schiet je het bovenste fiche van je stapel vanaf jouw rand naar de Wok: de snelheid en richting van je vinger tellen. Fiches draaien, glijden en botsen tegen elkaar. Te traag? Dan werpt de tafel voor jou.</translation>
    </message>
    <message>
        <source>Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.</source>
        <translation>Zodra alle fiches stilliggen, bedek je een afgewerkte Receptkaart door erop te drukken op je paneel. De eerste aanraking wint de kaart; spelers die tegelijk verschillende kaarten aanraken, winnen elk hun kaart. Druk op twee kaarten tegelijk om ze allebei te claimen.</translation>
    </message>
    <message>
        <source>No Recipe card complete? After a few seconds everyone throws another token.</source>
        <translation>Geen Receptkaart afgewerkt? Na enkele seconden werpt iedereen een nieuw fiche.</translation>
    </message>
    <message>
        <source>Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.</source>
        <translation>Bedek je een Receptkaart die niet afgewerkt is, dan wordt je paneel grijs tot de volgende kaart gewonnen is. Met 2 spelers wint de andere speler de kaart die je bedekte.</translation>
    </message>
    <message>
        <source>When one ingredient shows ten or more pictures in the Wok, press Wok&apos;up!, then the face-up Recipe card you want.</source>
        <translation>Als er minstens 10 identieke Ingrediënten in de Wok liggen, druk je op Wok&apos;up! en daarna op de open Receptkaart van je keuze.</translation>
    </message>
    <message>
        <source>Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.</source>
        <translation>Een nieuwe Receptkaart wordt omgedraaid en de fiches gaan terug onder de stapels. Met 5 of 6 spelers werpt telkens maar de helft van de spelers.</translation>
    </message>
    <message>
        <source>The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.</source>
        <translation>Wie als eerste vijf Receptkaarten heeft, is Grootmeester van de Wok; vijfde kaarten die op hetzelfde moment gewonnen worden, delen de overwinning.</translation>
    </message>
    <message>
        <source>The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.</source>
        <translation>De winnaar kiest welke stapel wordt omgedraaid, aan de familie op de achterkant: elke gesloten stapel behalve die waar de gewonnen kaart vandaan kwam.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>Zo speelt de app het</translation>
    </message>
    <message>
        <source>Equality cards need at least one of each named ingredient, so an empty wok never completes them.</source>
        <translation>Gelijkheidskaarten vragen minstens één van elk genoemd ingrediënt, dus een lege wok werkt ze nooit af.</translation>
    </message>
    <message>
        <source>A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.</source>
        <translation>Een kaart die twee spelers in dezelfde milliseconde bedekken, gaat naar geen van beiden; een latere aanraking kan hem nog winnen.</translation>
    </message>
    <message>
        <source>Covering two cards at once is a mistake if either one is not complete. A wrong Wok&apos;up! gives nothing to the other player.</source>
        <translation>Twee kaarten tegelijk bedekken is een fout als een van beide niet afgewerkt is. Een foute Wok&apos;up! geeft de andere speler niets.</translation>
    </message>
    <message>
        <source>The winner does not choose the next card: a face-down stack is turned at random.</source>
        <translation>De winnaar kiest de volgende kaart niet: een gesloten stapel wordt willekeurig omgedraaid.</translation>
    </message>
    <message>
        <source>The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.</source>
        <translation>De gegooide fiches worden één voor één onder de kleinste stapels teruggelegd. Niemand kijkt in de stapels, ook de eigenaar niet.</translation>
    </message>
    <message>
        <source>A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.</source>
        <translation>Wie niet binnen 6 seconden heeft geschoten, krijgt een rechte worp; wie niet binnen 5 seconden heeft gedrukt, past.</translation>
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
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Under the winner&apos;s name(s) at the end of the game.</extracomment>
        <translation>Grootmeester van de Wok!</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Title of the panel shown when the back key stops a round.</extracomment>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Button that carries on with the stopped round.</extracomment>
        <translation>Verder</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>The score of a player at the end of Wok Up: recipe cards won (&quot;1 card&quot; for one).</extracomment>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
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
        <translation>Wok! Schiet je fiches de wok in.</translation>
    </message>
    <message>
        <source>Claim now: press a recipe the wok completes.</source>
        <extracomment>Read aloud when the tokens have settled and recipes may be claimed.</extracomment>
        <translation>Nu: druk op een recept dat de wok compleet maakt.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>Read aloud while a winner picks the stack to turn over; %1 is their name.</extracomment>
        <translation>%1 draait een nieuw recept om.</translation>
    </message>
    <message>
        <source>%1 wins a recipe card!</source>
        <extracomment>Read aloud when a player wins a recipe card; %1 is their name.</extracomment>
        <translation>%1 wint een receptkaart!</translation>
    </message>
</context>
<context>
    <name>WokUpStyle</name>
    <message>
        <source>chilis</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;at least 5 chilis&quot;).</extracomment>
        <translation>chilipepers</translation>
    </message>
    <message>
        <source>mushrooms</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>champignons</translation>
    </message>
    <message>
        <source>fish</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>vissen</translation>
    </message>
    <message>
        <source>meat</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of meat).</extracomment>
        <translation>vlees</translation>
    </message>
    <message>
        <source>broccoli</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of broccoli).</extracomment>
        <translation>broccoli</translation>
    </message>
    <message>
        <source>Tokens</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for tokens showing given counts.</extracomment>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Quantity</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for an amount of one ingredient.</extracomment>
        <translation>Hoeveelheid</translation>
    </message>
    <message>
        <source>Variety</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for several kinds of ingredient.</extracomment>
        <translation>Variatie</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking where tokens lie in the wok.</extracomment>
        <translation>Positie</translation>
    </message>
    <message>
        <source>Equality</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for equal amounts.</extracomment>
        <translation>Gelijkheid</translation>
    </message>
</context>
<context>
    <name>fc::kakilima_ui::KakiLimaTable</name>
    <message>
        <source>No game is in progress.</source>
        <extracomment>Refusal: no game to play again.</extracomment>
        <translation>Er loopt geen spel.</translation>
    </message>
    <message>
        <source>Choose a Langkah card from your hand first.</source>
        <extracomment>Refusal: the map or the swap was tapped before choosing a card.</extracomment>
        <translation>Kies eerst een Langkah-kaart uit je hand.</translation>
    </message>
    <message>
        <source>There are no orders to choose now.</source>
        <extracomment>Refusal: orders are chosen only when a walk ends at a food stall.</extracomment>
        <translation>Er zijn nu geen bestellingen om te kiezen.</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <translation>Niets meenemen</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 meenemen</translation>
    </message>
</context>
<context>
    <name>fc::kandarklash_ui::KandarKlashTable</name>
    <message>
        <source>Drag a card onto your mat; tap it to turn it, Flip shows its other side.</source>
        <extracomment>Hint lines: what a Kandar Klash! cook may do now.</extracomment>
        <translation>Sleep een kaart op je mat; tik erop om hem te draaien, Omdraaien toont de andere kant.</translation>
    </message>
    <message>
        <source>Drag a card off the mat to take it back.</source>
        <translation>Sleep een kaart van de mat om hem terug te nemen.</translation>
    </message>
    <message>
        <source>Press Siap! as soon as your mat shows the dish.</source>
        <translation>Druk op Siap! zodra je mat het gerecht toont.</translation>
    </message>
    <message>
        <source>You finished last: lay your ketchup on a red ring.</source>
        <translation>Je was als laatste klaar: leg je ketchup op een rode ring.</translation>
    </message>
    <message>
        <source>Next: the marked card, laid over the others as the outline on your mat shows.</source>
        <extracomment>Hint line: the next card for the dish; the mat shows it in its place.</extracomment>
        <translation>Volgende: de gemarkeerde kaart, over de andere gelegd zoals de omtrek op je mat laat zien.</translation>
    </message>
    <message>
        <source>Next: the marked card, slid under the others as the outline on your mat shows.</source>
        <translation>Volgende: de gemarkeerde kaart, onder de andere geschoven zoals de omtrek op je mat laat zien.</translation>
    </message>
    <message>
        <source>First take the marked card back: the dish does not need it there.</source>
        <extracomment>Hint line: a card on the mat that the dish does not need there.</extracomment>
        <translation>Neem eerst de gemarkeerde kaart terug: het gerecht heeft hem daar niet nodig.</translation>
    </message>
    <message>
        <source>Your mat shows the dish: press Siap!</source>
        <extracomment>Hint line: the mat already shows the dish.</extracomment>
        <translation>Je mat toont het gerecht: druk op Siap!</translation>
    </message>
    <message>
        <source>For example the marked ring.</source>
        <extracomment>Hint line: one of the red rings where the ketchup may go, marked.</extracomment>
        <translation>Bijvoorbeeld de gemarkeerde ring.</translation>
    </message>
</context>
<context>
    <name>fc::kommegleich_ui::KommeGleichTable</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Refusal when a card is touched while another player is to act.</extracomment>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>Your %1 does not match the %2 order.</source>
        <extracomment>A serve is refused: %1 is the hand card&apos;s dish, %2 the order&apos;s dish (e.g. &quot;Your salad does not match the lobster order.&quot;).</extracomment>
        <translation>Je kaart %1 past niet bij de bestelling %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 trekt een kaart.</translation>
    </message>
    <message>
        <source>%1 puts the new card into the hand.</source>
        <translation>%1 steekt de nieuwe kaart in de hand.</translation>
    </message>
    <message>
        <source>%1 covers order %2.</source>
        <extracomment>Narration: %2 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>%1 bedekt bestelling %2.</translation>
    </message>
    <message>
        <source>%1 moves a card in the hand.</source>
        <translation>%1 verplaatst een kaart in de hand.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 legt een kaart af.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %n cards!</source>
        <extracomment>Narration: %1 is a name; %n the number of cards served.</extracomment>
        <translation>
            <numerusform>%1 serveert %n kaart!</numerusform>
            <numerusform>%1 serveert %n kaarten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 beëindigt de beurt.</translation>
    </message>
    <message>
        <source>Draw a card from the pile.</source>
        <extracomment>Hint lines: the kinds of step allowed now in Komme gleich!.</extracomment>
        <translation>Trek een kaart van de stapel.</translation>
    </message>
    <message>
        <source>Or move one card to another place in your hand.</source>
        <translation>Of verplaats een kaart naar een andere plek in je hand.</translation>
    </message>
    <message>
        <source>Put your new card anywhere in your hand.</source>
        <translation>Steek je nieuwe kaart ergens in je hand.</translation>
    </message>
    <message>
        <source>Cover one order with a card from your hand.</source>
        <translation>Bedek een bestelling met een kaart uit je hand.</translation>
    </message>
    <message>
        <source>Discard one card.</source>
        <translation>Leg een kaart af.</translation>
    </message>
    <message>
        <source>Serve a run of 3 or more cards onto matching orders.</source>
        <translation>Serveer een reeks van 3 of meer kaarten op passende bestellingen.</translation>
    </message>
    <message>
        <source>Or end your turn.</source>
        <translation>Of beëindig je beurt.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Beëindig je beurt.</translation>
    </message>
    <message numerus="yes">
        <source>Your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Je langste reeks: %n kaart, gemarkeerd in je hand en op de bestellingen.</numerusform>
            <numerusform>Je langste reeks: %n kaarten, gemarkeerd in je hand en op de bestellingen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep together your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Houd je langste reeks bij elkaar: %n kaart, gemarkeerd in je hand en op de bestellingen.</numerusform>
            <numerusform>Houd je langste reeks bij elkaar: %n kaarten, gemarkeerd in je hand en op de bestellingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run matches the orders this time.</source>
        <extracomment>Hint line: no run of the hand matches the orders.</extracomment>
        <translation>Deze keer past geen reeks bij de bestellingen.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <extracomment>Narration of the one human player&apos;s own step (the others are bots).</extracomment>
        <translation>Je trekt een kaart.</translation>
    </message>
    <message>
        <source>You put the new card into your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: the drawn card goes into the hand.</extracomment>
        <translation>Je steekt de nieuwe kaart in je hand.</translation>
    </message>
    <message>
        <source>You cover order %1.</source>
        <extracomment>Narration of the one human player&apos;s own step: %1 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>Je bedekt bestelling %1.</translation>
    </message>
    <message>
        <source>You move a card in your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: a card changes its place in the hand.</extracomment>
        <translation>Je verplaatst een kaart in je hand.</translation>
    </message>
    <message>
        <source>You discard a card.</source>
        <extracomment>Narration of the one human player&apos;s own step: a hand card goes to the discard pile.</extracomment>
        <translation>Je legt een kaart af.</translation>
    </message>
    <message numerus="yes">
        <source>You serve %n cards!</source>
        <extracomment>Narration of the one human player&apos;s own step: %n the number of cards served.</extracomment>
        <translation>
            <numerusform>Je serveert %n kaart!</numerusform>
            <numerusform>Je serveert %n kaarten!</numerusform>
        </translation>
    </message>
    <message>
        <source>You end your turn.</source>
        <extracomment>Narration of the one human player&apos;s own step: their turn is over.</extracomment>
        <translation>Je beëindigt je beurt.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>There is no such stall.</source>
        <translation>Die kraam bestaat niet.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Het is niet jouw beurt.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wacht op je beurt.</translation>
    </message>
    <message>
        <source>Play a card from your hand (the ones not greyed out).</source>
        <extracomment>Hint line: a kind of move allowed now.</extracomment>
        <translation>Speel een kaart uit je hand (de kaarten die niet grijs zijn).</translation>
    </message>
    <message>
        <source>Or place a seller on the stall of the fruit that was led.</source>
        <extracomment>Hint line: instead of a card, a seller may go to the stall of the fruit led.</extracomment>
        <translation>Of zet een verkoper bij het kraampje van het gevraagde fruit.</translation>
    </message>
    <message>
        <source>Or move the trump token to another stall, then lead a card.</source>
        <extracomment>Hint line: the leader may move the trump token before leading.</extracomment>
        <translation>Of verplaats het troeffiche naar een ander kraampje en speel dan een kaart uit.</translation>
    </message>
    <message>
        <source>For example the %1 of %2, marked in your hand.</source>
        <extracomment>Hint line: the card shown as an example; %1 its value, %2 its fruit (&quot;bananas&quot;).</extracomment>
        <translation>Bijvoorbeeld de %1 %2, gemarkeerd in je hand.</translation>
    </message>
    <message>
        <source>For example place a seller on the %1 stall, marked on the table: none of your cards takes this trick, and your sellers can still score there.</source>
        <extracomment>Hint line: the seller shown as the example; %1 the stall&apos;s fruit (&quot;durians&quot;).</extracomment>
        <translation>Zet bijvoorbeeld een verkoper bij de kraam %1, gemarkeerd op tafel: geen van je kaarten wint deze slag, en je verkopers kunnen daar nog punten halen.</translation>
    </message>
</context>
<context>
    <name>fc::wokup_ui::WokUpTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Name of a seat the setup left unnamed; %1 is its number.</extracomment>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Flick your tokens from your edge into the wok.</source>
        <extracomment>Hint line in Wok Up while the tokens are thrown.</extracomment>
        <translation>Schiet je fiches vanaf je rand de wok in.</translation>
    </message>
    <message>
        <source>Press a recipe card that the wok completes to win it.</source>
        <extracomment>Hint line in Wok Up while claims are open.</extracomment>
        <translation>Druk op een receptkaart die de wok compleet maakt om hem te winnen.</translation>
    </message>
    <message>
        <source>No face-up recipe is complete now: wait for the next throw.</source>
        <extracomment>Hint line in Wok Up: no face-up recipe is complete; pressing one would be wrong.</extracomment>
        <translation>Geen open recept is nu compleet: wacht op de volgende worp.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe card(s) complete now, marked in the wok.</source>
        <extracomment>Hint line in Wok Up: the complete recipe cards are marked in the wok.</extracomment>
        <translation>
            <numerusform>%n receptkaart is compleet, gemarkeerd in de wok.</numerusform>
            <numerusform>%n receptkaarten zijn compleet, gemarkeerd in de wok.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok&apos;up! is possible: press Wok&apos;up! and then any face-up recipe.</source>
        <extracomment>Hint line in Wok Up: one ingredient shows 10 pictures or more.</extracomment>
        <translation>Wok&apos;up! kan: druk op Wok&apos;up! en dan op een open recept naar keuze.</translation>
    </message>
</context>
</TS>
