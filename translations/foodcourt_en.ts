<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <extracomment>Title of the about screen.</extracomment>
        <translation>About</translation>
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
        <translation>The games</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>About screen heading over the licence texts.</extracomment>
        <translation>Licences</translation>
    </message>
    <message>
        <source>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</source>
        <translation>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</translation>
    </message>
    <message>
        <source>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</source>
        <translation>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</translation>
    </message>
    <message>
        <source>Each game belongs to its designers and publishers.</source>
        <extracomment>About screen, after the credits of every game.</extracomment>
        <translation>Each game belongs to its designers and publishers.</translation>
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
        <translation>Rice ball</translation>
    </message>
    <message>
        <source>Fried egg</source>
        <extracomment>An avatar: a smiling fried egg.</extracomment>
        <translation>Fried egg</translation>
    </message>
    <message>
        <source>Watermelon</source>
        <extracomment>An avatar: a smiling slice of watermelon.</extracomment>
        <translation>Watermelon</translation>
    </message>
    <message>
        <source>Cupcake</source>
        <extracomment>An avatar: a smiling cupcake.</extracomment>
        <translation>Cupcake</translation>
    </message>
    <message>
        <source>Cat</source>
        <extracomment>An avatar: a cat&apos;s face.</extracomment>
        <translation>Cat</translation>
    </message>
    <message>
        <source>Frog</source>
        <extracomment>An avatar: a frog&apos;s face.</extracomment>
        <translation>Frog</translation>
    </message>
    <message>
        <source>Bear</source>
        <extracomment>An avatar: a bear&apos;s face.</extracomment>
        <translation>Bear</translation>
    </message>
    <message>
        <source>Owl</source>
        <extracomment>An avatar: an owl&apos;s face.</extracomment>
        <translation>Owl</translation>
    </message>
    <message>
        <source>Fish</source>
        <extracomment>An avatar: a smiling fish.</extracomment>
        <translation>Fish</translation>
    </message>
    <message>
        <source>Chick</source>
        <extracomment>An avatar: a chick&apos;s face.</extracomment>
        <translation>Chick</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>A seat or player without an avatar yet.</extracomment>
        <translation>No avatar</translation>
    </message>
</context>
<context>
    <name>AvatarPicker</name>
    <message>
        <source>An avatar for %1</source>
        <extracomment>Title of the avatar picker; %1 is the player&apos;s name.</extracomment>
        <translation>An avatar for %1</translation>
    </message>
    <message>
        <source>No avatar</source>
        <extracomment>In the avatar picker: the player goes without an avatar.</extracomment>
        <translation>No avatar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the avatar picker without a change.</extracomment>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>BotStrengths</name>
    <message>
        <source>Random</source>
        <extracomment>Bot strength: plays random legal moves.</extracomment>
        <translation>Random</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Hard</translation>
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
        <translation>Ingredient card %1</translation>
    </message>
    <message>
        <source>on the mat, tap to turn</source>
        <extracomment>Read after an ingredient card&apos;s name: it lies on the mat; a tap turns it.</extracomment>
        <translation>on the mat, tap to turn</translation>
    </message>
    <message>
        <source>in your hand, drag onto the mat</source>
        <extracomment>Read after an ingredient card&apos;s name: it is in the hand, to drag onto the mat.</extracomment>
        <translation>in your hand, drag onto the mat</translation>
    </message>
</context>
<context>
    <name>ClaimPad</name>
    <message>
        <source>Pick a recipe</source>
        <extracomment>On the Wok&apos;up! button once pressed: now press the recipe card to take.</extracomment>
        <translation>Pick a recipe</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <extracomment>The button a player presses to shout &quot;Wok&apos;up!&quot; (ten pictures of one ingredient in the wok).</extracomment>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>Recipe: %1</source>
        <extracomment>A screen reader&apos;s name for a face-up recipe card on a claim pad; %1 what it asks.</extracomment>
        <translation>Recipe: %1</translation>
    </message>
</context>
<context>
    <name>CoachMark</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Progress through a guided first game: step %1 of %2.</extracomment>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Button on every coach mark: stop the guided first game, back to the menu.</extracomment>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>Button on a coach mark that only explains: on to the next step.</extracomment>
        <translation>Next</translation>
    </message>
</context>
<context>
    <name>ControlsLegend</name>
    <message>
        <source>Drag a card onto your mat</source>
        <extracomment>Kandar Klash! table legend, line 1: how to lay a card.</extracomment>
        <translation>Drag a card onto your mat</translation>
    </message>
    <message>
        <source>Tap a card to turn it</source>
        <extracomment>Kandar Klash! table legend, line 2: a tap turns a card a quarter.</extracomment>
        <translation>Tap a card to turn it</translation>
    </message>
    <message>
        <source>Flip: the chosen card&apos;s other side</source>
        <extracomment>Kandar Klash! table legend, line 3: the Flip button.</extracomment>
        <translation>Flip: the chosen card&apos;s other side</translation>
    </message>
    <message>
        <source>Over / Under: the next card goes on top or beneath</source>
        <extracomment>Kandar Klash! table legend, line 4: the Over and Under buttons.</extracomment>
        <translation>Over / Under: the next card goes on top or beneath</translation>
    </message>
    <message>
        <source>Siap! when your dish matches the customer</source>
        <extracomment>Kandar Klash! table legend, line 5: the Siap! pad.</extracomment>
        <translation>Siap! when your dish matches the customer</translation>
    </message>
</context>
<context>
    <name>CookZone</name>
    <message>
        <source>Get ready…</source>
        <extracomment>Kandar Klash! zone status while the next customer is counted in.</extracomment>
        <translation>Get ready…</translation>
    </message>
    <message>
        <source>Siap! You were #%1</source>
        <extracomment>Kandar Klash! zone status after this cook called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! You were #%1</translation>
    </message>
    <message>
        <source>Cooking…</source>
        <extracomment>Kandar Klash! zone status of a bot cook building its dish.</extracomment>
        <translation>Cooking…</translation>
    </message>
    <message>
        <source>Build the dish!</source>
        <extracomment>Kandar Klash! zone status: build the customer&apos;s dish.</extracomment>
        <translation>Build the dish!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>Kandar Klash! final status of a winning cook.</extracomment>
        <translation>You win!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Kandar Klash! final status of a cook who did not win.</extracomment>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Last: laying the ketchup</source>
        <extracomment>A bot, last to finish the round, lays its ketchup.</extracomment>
        <translation>Last: laying the ketchup</translation>
    </message>
    <message>
        <source>Last! Tap a red ring for your ketchup</source>
        <extracomment>The human last cook must place the ketchup on their buildMat.</extracomment>
        <translation>Last! Tap a red ring for your ketchup</translation>
    </message>
    <message>
        <source>Last: you gain a ketchup</source>
        <extracomment>Kandar Klash! status of the cook who finished last this round.</extracomment>
        <translation>Last: you gain a ketchup</translation>
    </message>
    <message>
        <source>Right dish!</source>
        <extracomment>Kandar Klash! verdict: the cook&apos;s dish matches the customer&apos;s.</extracomment>
        <translation>Right dish!</translation>
    </message>
    <message>
        <source>Wrong dish (see the crosses)</source>
        <extracomment>Kandar Klash! verdict: the dish does not match; crosses mark the wrong spaces.</extracomment>
        <translation>Wrong dish (see the crosses)</translation>
    </message>
    <message>
        <source>Too late this round</source>
        <extracomment>Kandar Klash! status of a cook whose claim did not count.</extracomment>
        <translation>Too late this round</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <extracomment>A bot cook&apos;s name tag; %1 is its name.</extracomment>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Flip</source>
        <extracomment>Turns the selected ingredient card over to its other side.</extracomment>
        <translation>Flip</translation>
    </message>
    <message>
        <source>Over</source>
        <extracomment>Cards dropped on the mat go over the cards already there.</extracomment>
        <translation>Over</translation>
    </message>
    <message>
        <source>Under</source>
        <extracomment>Cards dropped on the mat slide under the cards already there.</extracomment>
        <translation>Under</translation>
    </message>
    <message>
        <source>Siap!</source>
        <extracomment>The big pad a cook presses when their dish is ready (Malay &quot;ready!&quot;).</extracomment>
        <translation>Siap!</translation>
    </message>
    <message>
        <source>Siap! #%1</source>
        <extracomment>Stamp on a cook&apos;s mat after they called &quot;Siap!&quot;; %1 is their place by time.</extracomment>
        <translation>Siap! #%1</translation>
    </message>
    <message>
        <source>Your dish is ready: claim the customer</source>
        <extracomment>Read after &quot;Siap!&quot;: what pressing it does.</extracomment>
        <translation>Your dish is ready: claim the customer</translation>
    </message>
</context>
<context>
    <name>CrampedTableNote</name>
    <message>
        <source>Three or four cooks play best on a tablet</source>
        <extracomment>Said as a Kandar Klash! game for three or four cooks opens on a phone.</extracomment>
        <translation>Three or four cooks play best on a tablet</translation>
    </message>
    <message>
        <source>On this screen every cook&apos;s mat is small. You can still play here.</source>
        <extracomment>Below &quot;Three or four cooks play best on a tablet&quot;: why, and that they may still play.</extracomment>
        <translation>On this screen every cook&apos;s mat is small. You can still play here.</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <extracomment>Closes the note that a tablet plays better, and starts the Kandar Klash! game here.</extracomment>
        <translation>Play anyway</translation>
    </message>
</context>
<context>
    <name>DishStyle</name>
    <message>
        <source>Cheese</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Cheese</translation>
    </message>
    <message>
        <source>Lobster</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Lobster</translation>
    </message>
    <message>
        <source>Tartelettes</source>
        <extracomment>A menu card&apos;s dish (small tarts), printed on the card.</extracomment>
        <translation>Tartelettes</translation>
    </message>
    <message>
        <source>Salad</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Salad</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>A menu card&apos;s dish, printed on the card.</extracomment>
        <translation>Soup</translation>
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
        <translation>%1 share the win!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>End of a game; %1 is the winner&apos;s name.</extracomment>
        <translation>%1 wins!</translation>
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
        <translation>You share the win!</translation>
    </message>
    <message>
        <source>You win!</source>
        <extracomment>The winner&apos;s own zone at the end of a real-time game.</extracomment>
        <translation>You win!</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <extracomment>A player&apos;s own zone at the end of a real-time game; %1 their place, %2 the players.</extracomment>
        <translation>Place %1 of %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player&apos;s own end result: %1 their name, %2 their score (&quot;Ana: 5 favours&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <extracomment>In a player&apos;s own end result: who won; %1 is one name or several.</extracomment>
        <translation>Winner: %1</translation>
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
        <translation>Shared win</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>Beside the player who won at the end of a game.</extracomment>
        <translation>Winner</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>All orders delivered!</source>
        <extracomment>End of a won Kaki Lima game.</extracomment>
        <translation>All orders delivered!</translation>
    </message>
    <message>
        <source>Out of Langkah cards</source>
        <extracomment>End of a lost Kaki Lima game: the draw pile ran out.</extracomment>
        <translation>Out of Langkah cards</translation>
    </message>
    <message>
        <source>Some orders never arrived. No ranking this time.</source>
        <extracomment>A lost game gets no ranking band.</extracomment>
        <translation>Some orders never arrived. No ranking this time.</translation>
    </message>
    <message>
        <source>The planner is playing this deal…</source>
        <extracomment>While the planner plays the same deal to set a par.</extracomment>
        <translation>The planner is playing this deal…</translation>
    </message>
    <message>
        <source>Par (the planner on this deal): %1</source>
        <extracomment>The planner&apos;s result on the same deal; %1 is its score.</extracomment>
        <translation>Par (the planner on this deal): %1</translation>
    </message>
    <message>
        <source>Par: the planner ran out of cards on this deal (%1)</source>
        <extracomment>The planner lost the same deal; %1 is its score.</extracomment>
        <translation>Par: the planner ran out of cards on this deal (%1)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>Play the same deal (same map, same cards) again.</extracomment>
        <translation>Play this deal again</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <extracomment>Take back the winning move (allowed while it showed no new card).</extracomment>
        <translation>Undo last move</translation>
    </message>
    <message>
        <source>%1 orders delivered × 10: +%2</source>
        <extracomment>Score line: %1 orders delivered, 10 points each; %2 the points.</extracomment>
        <translation>%1 orders delivered × 10: +%2</translation>
    </message>
    <message>
        <source>%1 clearing tokens: +%2</source>
        <extracomment>Score line: %1 clearing tokens, scored by the highest covered space; %2 the points.</extracomment>
        <translation>%1 clearing tokens: +%2</translation>
    </message>
    <message>
        <source>All ten tokens: +%1</source>
        <extracomment>Score line: bonus for all ten clearing tokens; %1 the points.</extracomment>
        <translation>All ten tokens: +%1</translation>
    </message>
    <message>
        <source>Steps walked: −%1</source>
        <extracomment>Score line: the numbers of the Langkah cards played, taken off; %1 the points.</extracomment>
        <translation>Steps walked: −%1</translation>
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
        <translation>Favours: %1</translation>
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
        <translation>Tricks %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>End of a Tindahan game, points for cards left in hand over all rounds.</extracomment>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Stalls %1</source>
        <extracomment>End of a Tindahan game, points from the stall majorities over all rounds.</extracomment>
        <translation>Stalls %1</translation>
    </message>
    <message>
        <source>Trump bonus %1</source>
        <extracomment>End of a Tindahan game, trump bonus points over all rounds.</extracomment>
        <translation>Trump bonus %1</translation>
    </message>
    <message>
        <source>Shutout %1</source>
        <extracomment>End of a Tindahan game, shutout points over all rounds.</extracomment>
        <translation>Shutout %1</translation>
    </message>
</context>
<context>
    <name>FlickArea</name>
    <message>
        <source>Your tokens: %1, flick one into the wok</source>
        <extracomment>A screen reader&apos;s name for a player&apos;s token pile, flicked into the wok.</extracomment>
        <translation>Your tokens: %1, flick one into the wok</translation>
    </message>
</context>
<context>
    <name>FruitCard</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>GameHost</name>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>Shown when a game could not start; %1 is the reason.</extracomment>
        <translation>The game could not start: %1</translation>
    </message>
    <message>
        <source>This stall is still being built. Come back soon!</source>
        <extracomment>Shown when a game&apos;s table cannot be opened yet.</extracomment>
        <translation>This stall is still being built. Come back soon!</translation>
    </message>
    <message>
        <source>Back to the food court</source>
        <extracomment>Button that returns to the food court menu.</extracomment>
        <translation>Back to the food court</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <source>You&apos;re ready!</source>
        <extracomment>Title at the end of a guided first game.</extracomment>
        <translation>You&apos;re ready!</translation>
    </message>
    <message>
        <source>Now you know how %1 is played. Start a real game, against the bots or with your family.</source>
        <extracomment>End of a guided first game; %1 is the game&apos;s title.</extracomment>
        <translation>Now you know how %1 is played. Start a real game, against the bots or with your family.</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Button at the end of a guided first game: set up a real game.</extracomment>
        <translation>Play a real game</translation>
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
        <translation>Not yet: in this guided game, follow the highlighted step.</translation>
    </message>
</context>
<context>
    <name>HandFan</name>
    <message>
        <source>%1, card %2 of your hand</source>
        <extracomment>A screen reader&apos;s name for a hand card; %1 the dish, %2 its place from the left.</extracomment>
        <translation>%1, card %2 of your hand</translation>
    </message>
    <message>
        <source>picked up</source>
        <extracomment>Read after a hand card&apos;s name while it is picked up (to be placed with Enter).</extracomment>
        <translation>picked up</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in the hand, read by a screen reader: value and fruit, e.g. &quot;7 of durians&quot;</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a hand card&apos;s name: it may be played now.</extracomment>
        <translation>playable</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a hand card&apos;s name.</extracomment>
        <translation>not playable now</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>Pass-and-play: hand the tablet to the named player.</extracomment>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>On the round hold-to-reveal button of the hand-off curtain.</extracomment>
        <translation>Hold</translation>
    </message>
    <message>
        <source>%1, press and hold the button to see your cards. Everyone else, look away.</source>
        <extracomment>%1 is a player&apos;s name. Only that player should look at the screen.</extracomment>
        <translation>%1, press and hold the button to see your cards. Everyone else, look away.</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Button on every game table: lists the moves allowed now and shows one on the table.</extracomment>
        <translation>What can I do?</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What can I do?</source>
        <extracomment>Title of the hint panel (the answer to the button of the same words).</extracomment>
        <translation>What can I do?</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>The hint panel while the table still works the hint out.</extracomment>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>Got it</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Got it</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <source>This week</source>
        <extracomment>Under the chart&apos;s last bar group: the current week.</extracomment>
        <translation>This week</translation>
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
            <numerusform>On a streak: %n win in a row (best %1)</numerusform>
            <numerusform>On a streak: %n wins in a row (best %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best streak: %n win(s) in a row</source>
        <extracomment>A player&apos;s best winning streak so far (%n games in a row).</extracomment>
        <translation>
            <numerusform>Best streak: %n win in a row</numerusform>
            <numerusform>Best streak: %n wins in a row</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Button to give a player in the history another name.</extracomment>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Button to take a player off the history&apos;s lists (their games stay).</extracomment>
        <translation>Remove</translation>
    </message>
    <message numerus="yes">
        <source>Won %1 of %n game(s)</source>
        <extracomment>A player&apos;s record: %1 games won out of %n played.</extracomment>
        <translation>
            <numerusform>Won %1 of %n game</numerusform>
            <numerusform>Won %1 of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins yet</source>
        <extracomment>A player who has not won a game yet.</extracomment>
        <translation>No wins yet</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>One game&apos;s line in a player&apos;s record: %1 is the game&apos;s title, %2 the wins, %3 the games of it played.</extracomment>
        <translation>%1 (%2 of %3)</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>%1 (former player)</source>
        <extracomment>A player removed from the history, in a past game; %1 is their name.</extracomment>
        <translation>%1 (former player)</translation>
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
        <translation>%1 (won)</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <extracomment>Renaming a player with an empty name.</extracomment>
        <translation>Please type a name.</translation>
    </message>
    <message>
        <source>Another player already has that name.</source>
        <extracomment>Renaming a player to a name another player has.</extracomment>
        <translation>Another player already has that name.</translation>
    </message>
    <message>
        <source>That could not be saved on this device.</source>
        <extracomment>Renaming or removing a player could not be written to the device.</extracomment>
        <translation>That could not be saved on this device.</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <extracomment>After exporting the history; %1 is the file&apos;s full path.</extracomment>
        <translation>Saved as %1</translation>
    </message>
    <message>
        <source>The history could not be exported. Is the device full?</source>
        <extracomment>Exporting the history failed.</extracomment>
        <translation>The history could not be exported. Is the device full?</translation>
    </message>
    <message>
        <source>Family history</source>
        <extracomment>Title of the history screen (the family&apos;s finished games).</extracomment>
        <translation>Family history</translation>
    </message>
    <message>
        <source>The history file could not be read, so it was put aside as %1 and a new history was started.</source>
        <extracomment>The history file was damaged; %1 is where it was moved.</extracomment>
        <translation>The history file could not be read, so it was put aside as %1 and a new history was started.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.</source>
        <extracomment>The history file came from a newer app version; %1 is where it was moved.</extracomment>
        <translation>The history was written by a newer version of Food Court, so it was put aside as %1 and a new history was started. Update the app to see it again.</translation>
    </message>
    <message>
        <source>The history cannot be kept on this device: its file could not be opened. Games can still be played.</source>
        <extracomment>No history file can be opened or created on this device.</extracomment>
        <translation>The history cannot be kept on this device: its file could not be opened. Games can still be played.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: the device refused to write. The games already saved are safe.</source>
        <extracomment>Finished games that could not be written (a full or read-only disk).</extracomment>
        <translation>
            <numerusform>%n finished game could not be saved: the device refused to write. The games already saved are safe.</numerusform>
            <numerusform>%n finished games could not be saved: the device refused to write. The games already saved are safe.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.</source>
        <extracomment>The history screen before any game was finished.</extracomment>
        <translation>No finished games yet. Every game you play to the end is kept here: who won, the scores, and the streaks.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in the last %n week(s)</source>
        <extracomment>Heading of the history chart: wins per player in each of the last weeks.</extracomment>
        <translation>
            <numerusform>Wins this week</numerusform>
            <numerusform>Wins in the last %n weeks</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has won a game in these weeks.</source>
        <extracomment>Under the chart heading when nobody won a game in the last weeks.</extracomment>
        <translation>Nobody has won a game in these weeks.</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Heading of the players&apos; records on the history screen.</extracomment>
        <translation>Players</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Heading of the list of the latest finished games.</extracomment>
        <translation>Recent games</translation>
    </message>
    <message>
        <source>Keep a copy</source>
        <extracomment>Heading of the export part of the history screen.</extracomment>
        <translation>Keep a copy</translation>
    </message>
    <message>
        <source>Export writes every game as a JSON file into %1.</source>
        <extracomment>Explains the export; %1 is the folder the file goes into.</extracomment>
        <translation>Export writes every game as a JSON file into %1.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Button that writes the history to a JSON file.</extracomment>
        <translation>Export the history</translation>
    </message>
    <message>
        <source>A new name for %1</source>
        <extracomment>Title of the rename question; %1 is the player&apos;s current name.</extracomment>
        <translation>A new name for %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lists? Their games stay in the history, marked as a former player.</source>
        <extracomment>Asks before removing a player; %1 is the name.</extracomment>
        <translation>Remove %1 from the lists? Their games stay in the history, marked as a former player.</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>Confirms a player&apos;s new name.</extracomment>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Confirms removing a player from the history&apos;s lists.</extracomment>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question without changing anything.</extracomment>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>KakiLimaGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers&apos; houses.</source>
        <translation>Welcome to Penang! In Kaki Lima you walk the town and bring food orders from the stalls to the customers&apos; houses.</translation>
    </message>
    <message>
        <source>First choose who walks: tap Siti.</source>
        <translation>First choose who walks: tap Siti.</translation>
    </message>
    <message>
        <source>Start next to Siti&apos;s house: tap this lit card.</source>
        <translation>Start next to Siti&apos;s house: tap this lit card.</translation>
    </message>
    <message>
        <source>A Langkah card says how many steps to walk. Tap your 3.</source>
        <translation>A Langkah card says how many steps to walk. Tap your 3.</translation>
    </message>
    <message>
        <source>Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.</source>
        <translation>Walk exactly 3 steps, up, down, left or right. Tap the Kopitiam stall.</translation>
    </message>
    <message>
        <source>You can carry two orders. Pick up both.</source>
        <translation>You can carry two orders. Pick up both.</translation>
    </message>
    <message>
        <source>Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.</source>
        <translation>Mak Cik Kiah lives in this red house. End a walk next to her door to deliver her order.</translation>
    </message>
    <message>
        <source>Tap your 2. Its booster also gives you a clearing token.</source>
        <translation>Tap your 2. Its booster also gives you a clearing token.</translation>
    </message>
    <message>
        <source>Tap the lit card next to Mak Cik Kiah&apos;s house.</source>
        <translation>Tap the lit card next to Mak Cik Kiah&apos;s house.</translation>
    </message>
    <message>
        <source>Delivered: 10 points! The clearing token covers the scoreboard&apos;s first space: 5 points more.</source>
        <translation>Delivered: 10 points! The clearing token covers the scoreboard&apos;s first space: 5 points more.</translation>
    </message>
    <message>
        <source>Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.</source>
        <translation>Deliver all seven orders before the Langkah cards run out. Each card you play costs its number at the end, so make every step count.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Kaki Lima is a game for one player.</source>
        <translation>Kaki Lima is a game for one player.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>That is not a move of this game.</translation>
    </message>
    <message>
        <source>The walker is already chosen.</source>
        <extracomment>Refusal: the walker was chosen at the start of the game.</extracomment>
        <translation>The walker is already chosen.</translation>
    </message>
    <message>
        <source>There is no such character.</source>
        <extracomment>Refusal: a walker that is not one of the eight characters.</extracomment>
        <translation>There is no such character.</translation>
    </message>
    <message>
        <source>Choose your walker first.</source>
        <extracomment>Refusal: the map or a card was tapped before choosing who walks.</extracomment>
        <translation>Choose your walker first.</translation>
    </message>
    <message>
        <source>Your walk has already started.</source>
        <extracomment>Refusal: a start square was tapped after the walk had begun.</extracomment>
        <translation>Your walk has already started.</translation>
    </message>
    <message>
        <source>There is no such square on the map.</source>
        <extracomment>Refusal: a tap outside the map.</extracomment>
        <translation>There is no such square on the map.</translation>
    </message>
    <message>
        <source>Start on a lit square next to your house.</source>
        <extracomment>Refusal: the walk starts on a lit square next to the walker&apos;s own house.</extracomment>
        <translation>Start on a lit square next to your house.</translation>
    </message>
    <message>
        <source>Choose where to start first.</source>
        <extracomment>Refusal: a Langkah card was tapped before choosing the start square.</extracomment>
        <translation>Choose where to start first.</translation>
    </message>
    <message>
        <source>There is no such card in your hand.</source>
        <extracomment>Refusal: a card that is not in the hand.</extracomment>
        <translation>There is no such card in your hand.</translation>
    </message>
    <message>
        <source>This card has no step booster to use here.</source>
        <extracomment>Refusal: the chosen card has no x2 or +2 booster.</extracomment>
        <translation>This card has no step booster to use here.</translation>
    </message>
    <message>
        <source>The %1 has no walk from here.</source>
        <extracomment>Refusal: no walk of exactly this card&apos;s steps fits on the map from here. %1 is the card, e.g. &quot;3 ×2&quot;.</extracomment>
        <translation>The %1 has no walk from here.</translation>
    </message>
    <message>
        <source>Without its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s plain number of steps does not fit on the map from here.</extracomment>
        <translation>Without its booster this card has no walk from here.</translation>
    </message>
    <message>
        <source>With its booster this card has no walk from here.</source>
        <extracomment>Refusal: the card&apos;s steps with its x2 or +2 booster do not fit on the map from here.</extracomment>
        <translation>With its booster this card has no walk from here.</translation>
    </message>
    <message>
        <source>Only a card with the swap booster can swap.</source>
        <extracomment>Refusal: swapping with the discard pile needs a card with the swap booster.</extracomment>
        <translation>Only a card with the swap booster can swap.</translation>
    </message>
    <message>
        <source>The discard pile is empty: there is nothing to swap with.</source>
        <extracomment>Refusal: a swap needs a card on the discard pile.</extracomment>
        <translation>The discard pile is empty: there is nothing to swap with.</translation>
    </message>
    <message>
        <source>That card cannot be swapped.</source>
        <extracomment>Refusal: this hand card cannot be swapped with the discard pile&apos;s top.</extracomment>
        <translation>That card cannot be swapped.</translation>
    </message>
    <message>
        <source>Your walk cannot end there: choose a lit square.</source>
        <extracomment>Refusal: the chosen card&apos;s walk cannot end on the tapped square.</extracomment>
        <translation>Your walk cannot end there: choose a lit square.</translation>
    </message>
    <message>
        <source>Orders are picked up only at a food stall.</source>
        <extracomment>Refusal: orders are taken only where a walk ends on a food stall.</extracomment>
        <translation>Orders are picked up only at a food stall.</translation>
    </message>
    <message>
        <source>Those orders cannot be picked up here.</source>
        <extracomment>Refusal: those orders cannot be picked up here.</extracomment>
        <translation>Those orders cannot be picked up here.</translation>
    </message>
    <message>
        <source>You can carry at most %1 orders.</source>
        <extracomment>Refusal: the bag is full. %1 is how many orders fit in it (2).</extracomment>
        <translation>You can carry at most %1 orders.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRuleDiagramWalk</name>
    <message>
        <source>No walk may enter a house: this walk of 4 steps goes around it.</source>
        <extracomment>Caption of the Kaki Lima rules picture: a walk that goes around a house.</extracomment>
        <translation>No walk may enter a house: this walk of 4 steps goes around it.</translation>
    </message>
</context>
<context>
    <name>KakiLimaRules</name>
    <message>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <source>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</source>
        <translation>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</source>
        <translation>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</translation>
    </message>
    <message>
        <source>Start next to your own house, on a card of your choice.</source>
        <translation>Start next to your own house, on a card of your choice.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Moving</translation>
    </message>
    <message>
        <source>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</source>
        <translation>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</translation>
    </message>
    <message>
        <source>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</source>
        <translation>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Orders</translation>
    </message>
    <message>
        <source>End a move on a food stall to pick up orders; carry two at most.</source>
        <translation>End a move on a food stall to pick up orders; carry two at most.</translation>
    </message>
    <message>
        <source>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</source>
        <translation>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</source>
        <translation>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</translation>
    </message>
    <message>
        <source>If the draw pile runs out before the last delivery, you lose.</source>
        <translation>If the draw pile runs out before the last delivery, you lose.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</source>
        <translation>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</translation>
    </message>
    <message>
        <source>Choose your walker first: their own order stays at home, so you deliver the other seven.</source>
        <translation>Choose your walker first: their own order stays at home, so you deliver the other seven.</translation>
    </message>
    <message>
        <source>Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.</source>
        <translation>Swap booster: before walking, you may swap another card in your hand with the top card of the discard pile.</translation>
    </message>
    <message>
        <source>A card swapped onto the discard pile counts against you too.</source>
        <translation>A card swapped onto the discard pile counts against you too.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>How the app plays it</translation>
    </message>
    <message>
        <source>The rulebook&apos;s map picture is missing, so the app always uses the same map, where no two houses touch.</source>
        <translation>The rulebook&apos;s map picture is missing, so the app always uses the same map, where no two houses touch.</translation>
    </message>
    <message>
        <source>Delivering is automatic when you stop next to a customer&apos;s house; picking up at a stall is your choice.</source>
        <translation>Delivering is automatic when you stop next to a customer&apos;s house; picking up at a stall is your choice.</translation>
    </message>
    <message>
        <source>x2 and +2 are optional on each play; a clearing-token booster always gives its token.</source>
        <translation>x2 and +2 are optional on each play; a clearing-token booster always gives its token.</translation>
    </message>
    <message>
        <source>The swap comes before the walk, and the card you swap away counts against your score.</source>
        <translation>The swap comes before the walk, and the card you swap away counts against your score.</translation>
    </message>
    <message>
        <source>Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.</source>
        <translation>Delivering the seventh order wins at once. Otherwise, if the draw pile is empty after you draw, you lose.</translation>
    </message>
    <message>
        <source>The actions printed on the orange and green cards are not used.</source>
        <translation>The actions printed on the orange and green cards are not used.</translation>
    </message>
    <message>
        <source>A lost game keeps its score but gets no ranking.</source>
        <translation>A lost game keeps its score but gets no ranking.</translation>
    </message>
    <message>
        <source>You may take back a step that showed no new card, and ask for a hint.</source>
        <translation>You may take back a step that showed no new card, and ask for a hint.</translation>
    </message>
</context>
<context>
    <name>KakiLimaScreen</name>
    <message>
        <source>Choose who walks.</source>
        <extracomment>Kaki Lima prompt at the very start.</extracomment>
        <translation>Choose who walks.</translation>
    </message>
    <message>
        <source>Tap a lit card next to %1&apos;s house to start.</source>
        <extracomment>Kaki Lima prompt: choose where to start; %1 is the walker&apos;s name.</extracomment>
        <translation>Tap a lit card next to %1&apos;s house to start.</translation>
    </message>
    <message>
        <source>All orders delivered!</source>
        <extracomment>Kaki Lima prompt after the last delivery.</extracomment>
        <translation>All orders delivered!</translation>
    </message>
    <message>
        <source>The Langkah cards ran out.</source>
        <extracomment>Kaki Lima prompt when the draw pile ran out.</extracomment>
        <translation>The Langkah cards ran out.</translation>
    </message>
    <message>
        <source>Tap the card to swap with the discard pile&apos;s %1.</source>
        <extracomment>Kaki Lima prompt: pick the hand card to swap; %1 is the discard pile&apos;s top card.</extracomment>
        <translation>Tap the card to swap with the discard pile&apos;s %1.</translation>
    </message>
    <message>
        <source>Steps to walk: %1. Tap a lit card.</source>
        <extracomment>Kaki Lima prompt: the walk must use exactly this many steps.</extracomment>
        <translation>Steps to walk: %1. Tap a lit card.</translation>
    </message>
    <message>
        <source>Choose a Langkah card to walk.</source>
        <extracomment>Kaki Lima prompt: the walk starts by choosing a card.</extracomment>
        <translation>Choose a Langkah card to walk.</translation>
    </message>
    <message>
        <source>Delivered to %1!</source>
        <extracomment>Celebration when orders reach their customers; %1 is one or two names.</extracomment>
        <translation>Delivered to %1!</translation>
    </message>
    <message>
        <source>Picked up for %1!</source>
        <extracomment>Celebration when orders go into the bag; %1 is one or two names.</extracomment>
        <translation>Picked up for %1!</translation>
    </message>
    <message>
        <source>+1 clearing token</source>
        <extracomment>Celebration for a clearing token.</extracomment>
        <translation>+1 clearing token</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Button back to the food court menu.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Take back the last move (only until a new card shows).</extracomment>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Walk %1</source>
        <extracomment>Use the card&apos;s plain number of steps.</extracomment>
        <translation>Walk %1</translation>
    </message>
    <message>
        <source>Boost: walk %1</source>
        <extracomment>Use the card&apos;s x2 or +2 booster; %1 is the boosted number of steps.</extracomment>
        <translation>Boost: walk %1</translation>
    </message>
    <message>
        <source>Swap %1 for %2</source>
        <extracomment>A swap is chosen: %1 goes to the discard pile, %2 comes to the hand.</extracomment>
        <translation>Swap %1 for %2</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <extracomment>Use the swap booster with the discard pile&apos;s top card (%1).</extracomment>
        <translation>Swap with %1</translation>
    </message>
    <message>
        <source>This card gains a clearing token.</source>
        <extracomment>The chosen card&apos;s booster gives a clearing token.</extracomment>
        <translation>This card gains a clearing token.</translation>
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
        <translation>Roti Bakar Stall</translation>
    </message>
    <message>
        <source>Chendul Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a shaved-ice dessert).</extracomment>
        <translation>Chendul Stall</translation>
    </message>
    <message>
        <source>Rojak Stall</source>
        <extracomment>A food stall on the Kaki Lima map (a fruit salad).</extracomment>
        <translation>Rojak Stall</translation>
    </message>
    <message>
        <source>Impossible!</source>
        <extracomment>Kaki Lima ranking for 100-130 points.</extracomment>
        <translation>Impossible!</translation>
    </message>
    <message>
        <source>5-star review</source>
        <extracomment>Kaki Lima ranking for 70-99 points.</extracomment>
        <translation>5-star review</translation>
    </message>
    <message>
        <source>Not bad lar</source>
        <extracomment>Kaki Lima ranking for 40-69 points (&quot;lar&quot; is Malaysian slang; keep it if you like).</extracomment>
        <translation>Not bad lar</translation>
    </message>
    <message>
        <source>ok ok lo</source>
        <extracomment>Kaki Lima ranking for 0-39 points (Malaysian slang for &quot;so-so&quot;).</extracomment>
        <translation>ok ok lo</translation>
    </message>
    <message>
        <source>Mak Cik Kiah starve liao</source>
        <extracomment>Kaki Lima ranking below 0 points: the grandma went hungry.</extracomment>
        <translation>Mak Cik Kiah starve liao</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A place on the map: %1 its name, %2 its square (&quot;Komtar (B2)&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two people, as in &quot;deliver to Siti and Farid&quot;.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>Walk as %1.</source>
        <extracomment>Hint: the character to walk as.</extracomment>
        <translation>Walk as %1.</translation>
    </message>
    <message>
        <source>Start at %1.</source>
        <extracomment>Hint: where to start; %1 is a place on the map.</extracomment>
        <translation>Start at %1.</translation>
    </message>
    <message>
        <source>Swap your %1 with the top of the discard pile.</source>
        <extracomment>Hint: first swap a hand card (%1) with the top card of the discard pile.</extracomment>
        <translation>Swap your %1 with the top of the discard pile.</translation>
    </message>
    <message>
        <source>Play the %1 with its booster and walk to %2.</source>
        <translation>Play the %1 with its booster and walk to %2.</translation>
    </message>
    <message>
        <source>Play the %1 and walk to %2.</source>
        <translation>Play the %1 and walk to %2.</translation>
    </message>
    <message>
        <source>Deliver to %1.</source>
        <extracomment>Hint: who receives their order at the end of the walk.</extracomment>
        <translation>Deliver to %1.</translation>
    </message>
    <message>
        <source>Pick up the orders for %1.</source>
        <extracomment>Hint: pick up two orders at the stall; %1 is two names.</extracomment>
        <translation>Pick up the orders for %1.</translation>
    </message>
    <message>
        <source>Pick up the order for %1.</source>
        <translation>Pick up the order for %1.</translation>
    </message>
    <message>
        <source>You gain a clearing token.</source>
        <extracomment>Hint: the card&apos;s booster gives a clearing token.</extracomment>
        <translation>You gain a clearing token.</translation>
    </message>
</context>
<context>
    <name>KandarKlashGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.</source>
        <translation>A customer is coming: build their 3 by 3 dish on your mat, turned any way you like.</translation>
    </message>
    <message>
        <source>Drag this card onto your mat.</source>
        <translation>Drag this card onto your mat.</translation>
    </message>
    <message>
        <source>Tap the card on your mat: it turns a quarter turn.</source>
        <translation>Tap the card on your mat: it turns a quarter turn.</translation>
    </message>
    <message>
        <source>Now tap this card in your hand: it turns there too, before you lay it.</source>
        <translation>Now tap this card in your hand: it turns there too, before you lay it.</translation>
    </message>
    <message>
        <source>Every card has two sides. Tap Flip to turn it over.</source>
        <translation>Every card has two sides. Tap Flip to turn it over.</translation>
    </message>
    <message>
        <source>Tap Under: the next card you drop slides under the cards already there.</source>
        <translation>Tap Under: the next card you drop slides under the cards already there.</translation>
    </message>
    <message>
        <source>Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.</source>
        <translation>Drag it under your first card, one column further left, so that the dish shows. Move it until it matches.</translation>
    </message>
    <message>
        <source>That is the customer&apos;s dish. Tap Siap!</source>
        <translation>That is the customer&apos;s dish. Tap Siap!</translation>
    </message>
    <message>
        <source>A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.</source>
        <translation>A right dish earns 1 favour, plus 1 for every card still in your hand. A wrong one loses a favour.</translation>
    </message>
    <message>
        <source>From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!</source>
        <translation>From now on everyone cooks at once: be quick, but be right. The most favours after 12 customers wins!</translation>
    </message>
    <message>
        <source>%1 lays a card.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 lays a card.</translation>
    </message>
    <message>
        <source>%1 takes a card back.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 takes a card back.</translation>
    </message>
    <message>
        <source>%1 calls Siap!</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 calls Siap!</translation>
    </message>
    <message>
        <source>%1 lays her ketchup.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 lays her ketchup.</translation>
    </message>
    <message>
        <source>%1 has six ketchups already: this one goes back in the box.</source>
        <extracomment>A bot&apos;s move in a guided first game of Kandar Klash!; %1 is its name.</extracomment>
        <translation>%1 has six ketchups already: this one goes back in the box.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.</source>
        <translation>With two cooks, the first Siap! stops the round. Ana was last: the customer card becomes her ketchup, a wild space on her mat.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>There is no such seat at this table.</translation>
    </message>
    <message>
        <source>Your actions cannot go back in time.</source>
        <extracomment>An action stamped before the cook&apos;s previous one.</extracomment>
        <translation>Your actions cannot go back in time.</translation>
    </message>
    <message>
        <source>Your dish is final once you have called Siap!</source>
        <extracomment>A cook who has called &quot;Siap!&quot; touched a card of their dish.</extracomment>
        <translation>Your dish is final once you have called Siap!</translation>
    </message>
    <message>
        <source>The ketchup comes after the round stops, to the last cook.</source>
        <extracomment>A ketchup was laid while the cooks were still building.</extracomment>
        <translation>The ketchup comes after the round stops, to the last cook.</translation>
    </message>
    <message>
        <source>The round has stopped.</source>
        <extracomment>Shown when a cook touches a card after the round stopped.</extracomment>
        <translation>The round has stopped.</translation>
    </message>
    <message>
        <source>The round has stopped: place your ketchup.</source>
        <extracomment>The last cook touched a card instead of laying the ketchup.</extracomment>
        <translation>The round has stopped: place your ketchup.</translation>
    </message>
    <message>
        <source>You have already called Siap!</source>
        <extracomment>A cook pressed &quot;Siap!&quot; twice.</extracomment>
        <translation>You have already called Siap!</translation>
    </message>
    <message>
        <source>Too late: the round has stopped.</source>
        <extracomment>A &quot;Siap!&quot; came after the round stopped.</extracomment>
        <translation>Too late: the round has stopped.</translation>
    </message>
    <message>
        <source>That card is not on your mat.</source>
        <extracomment>A card was taken back that is not on the mat.</extracomment>
        <translation>That card is not on your mat.</translation>
    </message>
    <message>
        <source>There is no such ingredient card.</source>
        <translation>There is no such ingredient card.</translation>
    </message>
    <message>
        <source>A card turns by quarter turns only.</source>
        <extracomment>A card was laid turned other than by quarter turns.</extracomment>
        <translation>A card turns by quarter turns only.</translation>
    </message>
    <message>
        <source>The card must stay on your table.</source>
        <extracomment>A card was dropped partly off the cook&apos;s table.</extracomment>
        <translation>The card must stay on your table.</translation>
    </message>
    <message>
        <source>A card must touch your other cards and stay on the table.</source>
        <extracomment>A card was dropped where the rules do not allow it.</extracomment>
        <translation>A card must touch your other cards and stay on the table.</translation>
    </message>
    <message>
        <source>Place your ketchup first.</source>
        <extracomment>The last cook must lay the ketchup before finishing.</extracomment>
        <translation>Place your ketchup first.</translation>
    </message>
    <message>
        <source>You already have %1 ketchups: this one is discarded.</source>
        <extracomment>%1 is the most ketchups a cook may have (6); the new one is thrown away.</extracomment>
        <translation>You already have %1 ketchups: this one is discarded.</translation>
    </message>
    <message>
        <source>The ketchup goes on your table.</source>
        <extracomment>The first ketchup was laid off the cook&apos;s table.</extracomment>
        <translation>The ketchup goes on your table.</translation>
    </message>
    <message>
        <source>The ketchup goes next to your other ketchups, on a free space.</source>
        <extracomment>The ketchup was laid on a space the rules do not allow.</extracomment>
        <translation>The ketchup goes next to your other ketchups, on a free space.</translation>
    </message>
    <message>
        <source>That is not a cook&apos;s place at this table.</source>
        <extracomment>Shown when a touch comes from a seat that is not a human cook&apos;s.</extracomment>
        <translation>That is not a cook&apos;s place at this table.</translation>
    </message>
    <message>
        <source>Wait for the customer!</source>
        <extracomment>Shown when a cook touches a card before the round starts.</extracomment>
        <translation>Wait for the customer!</translation>
    </message>
</context>
<context>
    <name>KandarKlashRuleDiagramMatch</name>
    <message>
        <source>Two cards, the second laid over the first, make the customer&apos;s 3 by 3 dish.</source>
        <extracomment>Caption of the picture of a 3 by 3 match on the Kandar Klash! rules page.</extracomment>
        <translation>Two cards, the second laid over the first, make the customer&apos;s 3 by 3 dish.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRules</name>
    <message>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <source>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</source>
        <translation>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</source>
        <translation>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>A round</translation>
    </message>
    <message>
        <source>A customer is revealed. All players play at the same time in their own corner of the tablet.</source>
        <translation>A customer is revealed. All players play at the same time in their own corner of the tablet.</translation>
    </message>
    <message>
        <source>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</source>
        <translation>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</translation>
    </message>
    <message>
        <source>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</source>
        <translation>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</source>
        <translation>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</translation>
    </message>
    <message>
        <source>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</source>
        <translation>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Ketchup</translation>
    </message>
    <message>
        <source>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</source>
        <translation>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</source>
        <translation>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>How the app plays it</translation>
    </message>
    <message>
        <source>Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.</source>
        <translation>Cards snap to a square grid. A card after the first must touch or overlap one already down, and goes over all of them or under all of them.</translation>
    </message>
    <message>
        <source>Until you press Siap!, you may move, turn, flip or take back your cards.</source>
        <translation>Until you press Siap!, you may move, turn, flip or take back your cards.</translation>
    </message>
    <message>
        <source>A dish matches the customer in any of its four turns, never mirrored.</source>
        <translation>A dish matches the customer in any of its four turns, never mirrored.</translation>
    </message>
    <message>
        <source>A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.</source>
        <translation>A wrong Siap! counts as a claim. Touches at the same millisecond are simultaneous: if the last claims tie, nobody is last and nobody gets a ketchup.</translation>
    </message>
    <message>
        <source>Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.</source>
        <translation>Ketchups lie under every card; each new one goes next to one you already have. A seventh ketchup is thrown away.</translation>
    </message>
    <message>
        <source>Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.</source>
        <translation>Rounds have no time limit. Each customer comes after a 3, 2, 1 countdown.</translation>
    </message>
</context>
<context>
    <name>KandarKlashScreen</name>
    <message>
        <source>Leave the table</source>
        <extracomment>Accessible name of the button that leaves the Kandar Klash! kitchen.</extracomment>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>Kitchen closed!</source>
        <extracomment>Title when a Kandar Klash! game has ended.</extracomment>
        <translation>Kitchen closed!</translation>
    </message>
    <message numerus="yes">
        <source>%n favours</source>
        <extracomment>The score of a cook at the end of Kandar Klash!: favour tokens (&quot;1 favour&quot; for one).</extracomment>
        <translation>
            <numerusform>%n favour</numerusform>
            <numerusform>%n favours</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer %1 of %2</source>
        <extracomment>The customer card&apos;s label, read from every edge; %1 is this round, %2 the rounds.</extracomment>
        <translation>Customer %1 of %2</translation>
    </message>
    <message>
        <source>Cook!</source>
        <extracomment>The start signal shown big in the middle when the customer card turns over.</extracomment>
        <translation>Cook!</translation>
    </message>
</context>
<context>
    <name>KommeGleichGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.</source>
        <translation>Welcome, waiter! The five menu cards in the middle are the orders. You serve them from your hand.</translation>
    </message>
    <message>
        <source>You start this round. Tap the draw pile to draw a card.</source>
        <translation>You start this round. Tap the draw pile to draw a card.</translation>
    </message>
    <message>
        <source>A lobster! Drag it into your hand, between your cheese and your baguette.</source>
        <translation>A lobster! Drag it into your hand, between your cheese and your baguette.</translation>
    </message>
    <message>
        <source>The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.</source>
        <translation>The start player covers one order. Drag your tartelettes onto the salad: the baguette is wild and matches any dish.</translation>
    </message>
    <message>
        <source>All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.</source>
        <translation>All five cards match the five orders. Sweep across them, then drag them up onto the orders and let go.</translation>
    </message>
    <message>
        <source>All five at once: a tip! Tips are your score. Your hand refills with five new cards.</source>
        <translation>All five at once: a tip! Tips are your score. Your hand refills with five new cards.</translation>
    </message>
    <message>
        <source>Your turn. Drag the tartelettes at the end of your hand to its front.</source>
        <translation>Your turn. Drag the tartelettes at the end of your hand to its front.</translation>
    </message>
    <message>
        <source>Your first three cards match the last three orders. Sweep across them and drop them there.</source>
        <translation>Your first three cards match the last three orders. Sweep across them and drop them there.</translation>
    </message>
    <message>
        <source>Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!</source>
        <translation>Served cards lie face down in front of you; ten of them earn another tip. The most tips wins!</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana&apos;s turn. The other players first move one card, or draw one and discard one. Then they may serve.</source>
        <translation>Ana&apos;s turn. The other players first move one card, or draw one and discard one. Then they may serve.</translation>
    </message>
    <message>
        <source>A new round: now Ana starts. She draws a card and covers an order.</source>
        <translation>A new round: now Ana starts. She draws a card and covers an order.</translation>
    </message>
    <message>
        <source>Your hand. Its order matters.</source>
        <translation>Your hand. Its order matters.</translation>
    </message>
    <message>
        <source>Serve 3 or more cards side by side that match orders side by side, in the same order.</source>
        <translation>Serve 3 or more cards side by side that match orders side by side, in the same order.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRefusal</name>
    <message>
        <source>cheese</source>
        <translation>cheese</translation>
    </message>
    <message>
        <source>lobster</source>
        <translation>lobster</translation>
    </message>
    <message>
        <source>tartelettes</source>
        <translation>tartelettes</translation>
    </message>
    <message>
        <source>salad</source>
        <translation>salad</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>soup</translation>
    </message>
    <message>
        <source>baguette</source>
        <translation>baguette</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>You cannot draw a card now.</source>
        <translation>You cannot draw a card now.</translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>There is no card left to draw.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Draw a card first.</translation>
    </message>
    <message>
        <source>Put the card into your hand, not beyond it.</source>
        <translation>Put the card into your hand, not beyond it.</translation>
    </message>
    <message>
        <source>You cannot cover an order now.</source>
        <translation>You cannot cover an order now.</translation>
    </message>
    <message>
        <source>Only the start player covers an order.</source>
        <translation>Only the start player covers an order.</translation>
    </message>
    <message>
        <source>There is no card of yours there.</source>
        <translation>There is no card of yours there.</translation>
    </message>
    <message>
        <source>Drop the card on one of the five orders.</source>
        <translation>Drop the card on one of the five orders.</translation>
    </message>
    <message>
        <source>As start player you draw and cover; you cannot move a card.</source>
        <translation>As start player you draw and cover; you cannot move a card.</translation>
    </message>
    <message>
        <source>You cannot move a card now.</source>
        <translation>You cannot move a card now.</translation>
    </message>
    <message>
        <source>Move the card to a place in your hand.</source>
        <translation>Move the card to a place in your hand.</translation>
    </message>
    <message>
        <source>Move the card to another place.</source>
        <translation>Move the card to another place.</translation>
    </message>
    <message>
        <source>You cannot discard now.</source>
        <translation>You cannot discard now.</translation>
    </message>
    <message>
        <source>You cannot serve now.</source>
        <translation>You cannot serve now.</translation>
    </message>
    <message>
        <source>Serve at least 3 cards side by side.</source>
        <translation>Serve at least 3 cards side by side.</translation>
    </message>
    <message>
        <source>Those cards would run past the end of the row.</source>
        <translation>Those cards would run past the end of the row.</translation>
    </message>
    <message>
        <source>Those cards do not match the orders.</source>
        <translation>Those cards do not match the orders.</translation>
    </message>
    <message>
        <source>Finish this step first.</source>
        <translation>Finish this step first.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>That is not a move of this game.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRuleDiagramServe</name>
    <message>
        <source>Three hand cards in a row match three menu cards in the same order; the baguette is wild.</source>
        <extracomment>Caption of the picture of a served run on the Komme gleich! rules page.</extracomment>
        <translation>Three hand cards in a row match three menu cards in the same order; the baguette is wild.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRules</name>
    <message>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <source>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</source>
        <translation>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</source>
        <translation>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</translation>
    </message>
    <message>
        <source>The start player&apos;s turn</source>
        <translation>The start player&apos;s turn</translation>
    </message>
    <message>
        <source>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</source>
        <translation>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</translation>
    </message>
    <message>
        <source>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</source>
        <translation>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</translation>
    </message>
    <message>
        <source>Everyone else&apos;s turn</source>
        <translation>Everyone else&apos;s turn</translation>
    </message>
    <message>
        <source>Move one hand card to another place, or draw a card into your hand and discard one.</source>
        <translation>Move one hand card to another place, or draw a card into your hand and discard one.</translation>
    </message>
    <message>
        <source>Then you may serve, as the start player can.</source>
        <translation>Then you may serve, as the start player can.</translation>
    </message>
    <message>
        <source>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</source>
        <translation>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</source>
        <translation>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</source>
        <translation>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>How the app plays it</translation>
    </message>
    <message>
        <source>A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.</source>
        <translation>A covered menu card goes to the discard pile; when the draw pile runs out, the discards are shuffled into a new one.</translation>
    </message>
    <message>
        <source>After drawing, you may discard the card you just drew.</source>
        <translation>After drawing, you may discard the card you just drew.</translation>
    </message>
    <message>
        <source>Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.</source>
        <translation>Doing nothing is not a turn: move a card, or draw and discard. Serving is always optional.</translation>
    </message>
    <message>
        <source>At most one run per turn, and serving ends your turn.</source>
        <translation>At most one run per turn, and serving ends your turn.</translation>
    </message>
    <message>
        <source>If the tips left cannot pay your score, you score nothing and the game ends at once.</source>
        <translation>If the tips left cannot pay your score, you score nothing and the game ends at once.</translation>
    </message>
    <message>
        <source>Turns always go clockwise.</source>
        <translation>Turns always go clockwise.</translation>
    </message>
    <message>
        <source>You may take back a step of your own turn, but not a draw or a serve.</source>
        <translation>You may take back a step of your own turn, but not a draw or a serve.</translation>
    </message>
</context>
<context>
    <name>KommeGleichScreen</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Prompt line once the game has ended.</extracomment>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>You start this round: tap or drag the draw pile to draw a card.</source>
        <extracomment>Prompt lines, one per step of a turn. An &quot;order&quot; is a menu card in the middle row.</extracomment>
        <translation>You start this round: tap or drag the draw pile to draw a card.</translation>
    </message>
    <message>
        <source>Drag your new card into your hand, wherever you like.</source>
        <extracomment>Prompt: the drawn card waits beside the hand.</extracomment>
        <translation>Drag your new card into your hand, wherever you like.</translation>
    </message>
    <message>
        <source>Drag one of your cards onto an order to cover it.</source>
        <extracomment>Prompt: the start player covers one of the five orders (menu cards in the middle).</extracomment>
        <translation>Drag one of your cards onto an order to cover it.</translation>
    </message>
    <message>
        <source>Drag a card to a new place in your hand, or draw a card.</source>
        <extracomment>Prompt: another player&apos;s first step.</extracomment>
        <translation>Drag a card to a new place in your hand, or draw a card.</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile.</source>
        <extracomment>Prompt: after drawing, another player discards one card.</extracomment>
        <translation>Drag a card onto the discard pile.</translation>
    </message>
    <message>
        <source>Sweep across 3 or more cards and drop them on matching orders, or end your turn.</source>
        <extracomment>Prompt: serving a run of 3+ adjacent hand cards onto matching orders.</extracomment>
        <translation>Sweep across 3 or more cards and drop them on matching orders, or end your turn.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <extracomment>Prompt line while another player acts; %1 is their name (a bot, or a human).</extracomment>
        <translation>%1 is choosing…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <extracomment>Prompt line while another human acts; %1 is the name.</extracomment>
        <translation>%1 to play.</translation>
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
        <translation>Undo</translation>
    </message>
    <message>
        <source>Draw · %1</source>
        <extracomment>Under the draw pile; %1 is how many cards it holds.</extracomment>
        <translation>Draw · %1</translation>
    </message>
    <message>
        <source>Discards · %1</source>
        <extracomment>Under the discard pile; %1 is how many cards it holds.</extracomment>
        <translation>Discards · %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>Ends the turn without serving a run.</extracomment>
        <translation>End turn</translation>
    </message>
    <message>
        <source>Komme gleich! table</source>
        <extracomment>A screen reader&apos;s name for the game&apos;s table, which takes drags of the cards.</extracomment>
        <translation>Komme gleich! table</translation>
    </message>
    <message>
        <source>Pick a card from your hand first: Enter on it.</source>
        <extracomment>Refusal: Enter on an order (or the discard pile) with no card picked up.</extracomment>
        <translation>Pick a card from your hand first: Enter on it.</translation>
    </message>
    <message>
        <source>New card: %1</source>
        <extracomment>A screen reader&apos;s name for the card just drawn, waiting beside the hand; %1 the dish.</extracomment>
        <translation>New card: %1</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after the step that ends a turn, before the tablet passes on.</extracomment>
        <translation>Changed your mind? Take it back now; the turn passes in a moment.</translation>
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
        <translation>● token</translation>
    </message>
    <message>
        <source>⇄ swap</source>
        <extracomment>Booster on a Langkah card: swap a hand card with the discard pile. Keep it very short.</extracomment>
        <translation>⇄ swap</translation>
    </message>
    <message>
        <source>Langkah %1</source>
        <extracomment>A screen reader&apos;s name for a Langkah (step) card; %1 its number of steps.</extracomment>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <extracomment>Read after a step card&apos;s name: it is the card chosen to walk with.</extracomment>
        <translation>chosen</translation>
    </message>
    <message>
        <source>playable</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>playable</translation>
    </message>
    <message>
        <source>not playable now</source>
        <extracomment>Read after a step card&apos;s name.</extracomment>
        <translation>not playable now</translation>
    </message>
</context>
<context>
    <name>LeaveCheck</name>
    <message>
        <source>Leave the kitchen?</source>
        <extracomment>Asked when the back key is pressed during a Kandar Klash! round.</extracomment>
        <translation>Leave the kitchen?</translation>
    </message>
    <message>
        <source>Keep cooking</source>
        <extracomment>Closes the leave question and goes on with the round.</extracomment>
        <translation>Keep cooking</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>Leaves the Kandar Klash! table for the menu (the game is saved).</extracomment>
        <translation>Leave</translation>
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
        <translation>you can walk here</translation>
    </message>
</context>
<context>
    <name>MatOverlay</name>
    <message>
        <source>Tap a ring to place the ketchup</source>
        <extracomment>A screen reader&apos;s name for the mat while the last cook picks a ketchup ring.</extracomment>
        <translation>Tap a ring to place the ketchup</translation>
    </message>
</context>
<context>
    <name>MatchSession</name>
    <message>
        <source>No match is in progress.</source>
        <extracomment>Refusal: &quot;Play again&quot; with no game on the table.</extracomment>
        <translation>No match is in progress.</translation>
    </message>
    <message>
        <source>This save is not a game of %1.</source>
        <extracomment>Resuming failed: the save belongs to another game; %1 is this table&apos;s game (e.g. &quot;Wok Up&quot;).</extracomment>
        <translation>This save is not a game of %1.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <extracomment>Refusal of Undo: no step can be taken back now (none yet, or it showed a new card, or another player has had the turn since).</extracomment>
        <translation>There is nothing to take back.</translation>
    </message>
    <message>
        <source>Nothing for you to do just now: wait for your turn.</source>
        <extracomment>The &quot;What can I do?&quot; panel when the player who asks has nothing to do now.</extracomment>
        <translation>Nothing for you to do just now: wait for your turn.</translation>
    </message>
</context>
<context>
    <name>MenuCard</name>
    <message>
        <source>Face-down card</source>
        <extracomment>Screen-reader name of a card lying face down.</extracomment>
        <translation>Face-down card</translation>
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
        <translation>Settings</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Menu button that opens the about screen (version, licences).</extracomment>
        <translation>About</translation>
    </message>
    <message>
        <source>A game of %1 is waiting for you.</source>
        <extracomment>%1 is a game&apos;s title.</extracomment>
        <translation>A game of %1 is waiting for you.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside. Start a new game.</source>
        <extracomment>Shown when the saved game file was damaged and moved aside.</extracomment>
        <translation>The saved game could not be read, so it was put aside. Start a new game.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>Resume button; %1 is a game&apos;s title.</extracomment>
        <translation>Resume %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s) played</source>
        <extracomment>Under a paused game: %1 lists its players&apos; names (comma separated); %n is how many moves they have played.</extracomment>
        <translation>
            <numerusform>%1 · %n move played</numerusform>
            <numerusform>%1 · %n moves played</numerusform>
        </translation>
    </message>
    <message>
        <source>Tabletop food games for one tablet. Pick a stall!</source>
        <extracomment>Menu subtitle under the app name.</extracomment>
        <translation>Tabletop food games for one tablet. Pick a stall!</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>Menu button that opens the family history (past games, who wins).</extracomment>
        <translation>History</translation>
    </message>
    <message>
        <source>New to %1?</source>
        <extracomment>Offered the first time a stall is opened; %1 is the game&apos;s title.</extracomment>
        <translation>New to %1?</translation>
    </message>
    <message>
        <source>Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.</source>
        <extracomment>Offered the first time a stall is opened: what the guided first game is.</extracomment>
        <translation>Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button of the first-visit offer: start the guided first game.</extracomment>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Button of the first-visit offer: skip the guided game, go to the game&apos;s setup.</extracomment>
        <translation>Not now</translation>
    </message>
</context>
<context>
    <name>OrderList</name>
    <message>
        <source>waiting at the %1</source>
        <extracomment>An order waits at this stall (%1).</extracomment>
        <translation>waiting at the %1</translation>
    </message>
    <message>
        <source>in the bag</source>
        <extracomment>An order the walker carries.</extracomment>
        <translation>in the bag</translation>
    </message>
    <message>
        <source>delivered ✓</source>
        <extracomment>An order that reached its customer.</extracomment>
        <translation>delivered ✓</translation>
    </message>
    <message>
        <source>the walker, at home</source>
        <extracomment>The walker&apos;s own order: not delivered in this game.</extracomment>
        <translation>the walker, at home</translation>
    </message>
</context>
<context>
    <name>OrderRow</name>
    <message>
        <source>Order %1: %2</source>
        <extracomment>A screen reader&apos;s name for an order (a menu card in the middle row); %1 its place, %2 the dish.</extracomment>
        <translation>Order %1: %2</translation>
    </message>
</context>
<context>
    <name>OverlayCard</name>
    <message>
        <source>Close</source>
        <extracomment>A screen reader&apos;s name for the dimmed area around a card shown over the map: a tap there closes it.</extracomment>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>PausedGameCheck</name>
    <message>
        <source>Replace the paused game of %1?</source>
        <extracomment>Asked before a new game replaces a paused one; %1 is the game&apos;s title.</extracomment>
        <translation>Replace the paused game of %1?</translation>
    </message>
    <message>
        <source>The game with %1 is not finished. A new game takes its place.</source>
        <extracomment>%1 lists the paused game&apos;s players&apos; names, comma separated.</extracomment>
        <translation>The game with %1 is not finished. A new game takes its place.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <extracomment>Takes the paused game up again instead of starting a new one.</extracomment>
        <translation>Resume it</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>Starts the new game; the paused one is gone.</extracomment>
        <translation>Start a new game</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the question and stays on the setup screen.</extracomment>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>PausedGames</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>PlayAgainButton</name>
    <message>
        <source>Play again</source>
        <extracomment>Button at the end of a game: a new game with the same players, the next one starting.</extracomment>
        <translation>Play again</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message>
        <source>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</source>
        <translation>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</translation>
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
        <translation>Tricks %1</translation>
    </message>
    <message>
        <source>Sellers %1</source>
        <translation>Sellers %1</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Cards %1</translation>
    </message>
    <message>
        <source>bot</source>
        <extracomment>Small tag on a bot&apos;s player chip</extracomment>
        <translation>bot</translation>
    </message>
    <message>
        <source>%1, at seat %2</source>
        <extracomment>Accessible name of a family player&apos;s chip when they sit at a seat; %1 their name, %2 the seat&apos;s number. A tap takes them off the seat.</extracomment>
        <translation>%1, at seat %2</translation>
    </message>
</context>
<context>
    <name>PlayerEdge</name>
    <message>
        <source>Grand Master of the Wok!</source>
        <extracomment>Shown to the winner(s) when the game ends.</extracomment>
        <translation>Grand Master of the Wok!</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Shown to the other players when the game ends.</extracomment>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Recipe won!</source>
        <extracomment>This player won the recipe card they covered.</extracomment>
        <translation>Recipe won!</translation>
    </message>
    <message>
        <source>Not complete! You are out this round.</source>
        <extracomment>This player covered a recipe that was not complete.</extracomment>
        <translation>Not complete! You are out this round.</translation>
    </message>
    <message>
        <source>Not complete! The other chef takes it.</source>
        <extracomment>Two players only: a mistake gives the covered card to the other player.</extracomment>
        <translation>Not complete! The other chef takes it.</translation>
    </message>
    <message>
        <source>A tie: nobody takes it.</source>
        <extracomment>Two players covered the same card at the very same moment.</extracomment>
        <translation>A tie: nobody takes it.</translation>
    </message>
    <message>
        <source>Too late!</source>
        <extracomment>Someone else was faster.</extracomment>
        <translation>Too late!</translation>
    </message>
    <message>
        <source>Out this round</source>
        <extracomment>A player who made a mistake waits for the next round.</extracomment>
        <translation>Out this round</translation>
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
        <translation>Wok! Flick!</translation>
    </message>
    <message>
        <source>Watch the wok…</source>
        <extracomment>Tokens are still sliding.</extracomment>
        <translation>Watch the wok…</translation>
    </message>
    <message>
        <source>Complete? Cover it!</source>
        <extracomment>Claims are open.</extracomment>
        <translation>Complete? Cover it!</translation>
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
        <translation>Pick a stack to turn over</translation>
    </message>
    <message>
        <source>A new recipe is being turned…</source>
        <extracomment>Another player is picking the stack to turn over.</extracomment>
        <translation>A new recipe is being turned…</translation>
    </message>
</context>
<context>
    <name>RecipeCard</name>
    <message>
        <source>At least %1 %2</source>
        <extracomment>Recipe card: at least this many pictures of one ingredient in the wok; %1 number, %2 ingredient (plural).</extracomment>
        <translation>At least %1 %2</translation>
    </message>
    <message>
        <source>All five ingredients</source>
        <extracomment>Recipe card: every one of the five ingredients in the wok.</extracomment>
        <translation>All five ingredients</translation>
    </message>
    <message>
        <source>These four ingredients</source>
        <extracomment>Recipe card: the four ingredients pictured are all in the wok.</extracomment>
        <translation>These four ingredients</translation>
    </message>
    <message>
        <source>%1 tokens touching a card</source>
        <extracomment>Recipe card: this many tokens touch a recipe card of the wok.</extracomment>
        <translation>%1 tokens touching a card</translation>
    </message>
    <message>
        <source>%1 tokens touching a divider</source>
        <extracomment>Recipe card: this many tokens touch a divider of the wok.</extracomment>
        <translation>%1 tokens touching a divider</translation>
    </message>
    <message>
        <source>%1 tokens in the middle, touching nothing</source>
        <extracomment>Recipe card: this many tokens in the wok touch neither cards nor dividers.</extracomment>
        <translation>%1 tokens in the middle, touching nothing</translation>
    </message>
    <message>
        <source>As many %1 as another ingredient</source>
        <extracomment>Recipe card: as many pictures of this ingredient as of some other single ingredient.</extracomment>
        <translation>As many %1 as another ingredient</translation>
    </message>
    <message>
        <source>As many %1 as %2</source>
        <extracomment>Recipe card: as many pictures of one ingredient as of another; %1 and %2 ingredients (plural).</extracomment>
        <translation>As many %1 as %2</translation>
    </message>
    <message>
        <source>Tokens showing %1, %2 and %3 %4</source>
        <extracomment>Recipe card: three tokens of one ingredient, showing these numbers of pictures; %4 the ingredient (plural), e.g. &quot;Tokens showing 2, 3 and 4 chilis&quot;.</extracomment>
        <translation>Tokens showing %1, %2 and %3 %4</translation>
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
            <numerusform>+%n favour</numerusform>
            <numerusform>+%n favours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n favour(s)</source>
        <extracomment>A cook&apos;s favours lost this round, big in their zone (&quot;-1 favour&quot;).</extracomment>
        <translation>
            <numerusform>-%n favour</numerusform>
            <numerusform>-%n favours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules of the game</source>
        <extracomment>Accessible name of the &quot;?&quot; button on every game table that shows the rules.</extracomment>
        <translation>Rules of the game</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules shown over a game&apos;s table; %1 is the game&apos;s title.</extracomment>
        <translation>How to play %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Closes the rules shown over a game and goes back to the same game.</extracomment>
        <translation>Back to the game</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules screen; %1 is the game&apos;s title.</extracomment>
        <translation>How to play %1</translation>
    </message>
    <message>
        <source>Opening soon: this stall is still being built. Here is how the game will play.</source>
        <extracomment>On the rules of a game that cannot be played in the app yet.</extracomment>
        <translation>Opening soon: this stall is still being built. Here is how the game will play.</translation>
    </message>
</context>
<context>
    <name>ScoreBreakdown</name>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Trump bonus</source>
        <translation>Trump bonus</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Shutout</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round %1 of %2: scores</source>
        <translation>Round %1 of %2: scores</translation>
    </message>
    <message>
        <source>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</source>
        <translation>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <extracomment>Button that returns to the previous screen.</extracomment>
        <translation>Back</translation>
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
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 · Served %2</source>
        <extracomment>Seat summary: cards in hand and served cards lying face down.</extracomment>
        <translation>Hand %1 · Served %2</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <extracomment>Seat type: a person plays this seat.</extracomment>
        <translation>Human</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <extracomment>Seat type: a bot plays this seat; %1 is its strength (Easy, Hard, ...).</extracomment>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>Accessible name of the text field holding a seat&apos;s player name.</extracomment>
        <translation>Name of player %1</translation>
    </message>
    <message>
        <source>Starts</source>
        <extracomment>Radio button on a seat: this player takes the first turn.</extracomment>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Avatar of %1</source>
        <extracomment>Accessible name of a seat&apos;s avatar button; %1 is the player&apos;s name.</extracomment>
        <translation>Avatar of %1</translation>
    </message>
</context>
<context>
    <name>SeatSetupModel</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat at the table; %1 is the seat number (1, 2, ...).</extracomment>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>SellerFigure</name>
    <message>
        <source>Seller of player %1</source>
        <extracomment>A player&apos;s seller figure at a stall; %1 is the player&apos;s seat number.</extracomment>
        <translation>Seller of player %1</translation>
    </message>
</context>
<context>
    <name>ServedRun</name>
    <message>
        <source>%1 serves!</source>
        <extracomment>Shown while a served run is on display; %1 is the player&apos;s name.</extracomment>
        <translation>%1 serves!</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings screen.</extracomment>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Language</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Bot speed</translation>
    </message>
    <message>
        <source>How long computer players wait before they move, so you can follow them.</source>
        <extracomment>Explains the bot speed setting.</extracomment>
        <translation>How long computer players wait before they move, so you can follow them.</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Comfort</source>
        <extracomment>Settings section heading (sound and motion).</extracomment>
        <translation>Comfort</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>Setting: play short sound cues.</extracomment>
        <translation>Sound effects</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Setting: fewer and shorter animations.</extracomment>
        <translation>Reduce motion</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>Settings section heading (text size and contrast).</extracomment>
        <translation>Reading</translation>
    </message>
    <message>
        <source>Text size, on top of your device&apos;s own font size.</source>
        <extracomment>Explains the text size setting; it adds to the device&apos;s own font size.</extracomment>
        <translation>Text size, on top of your device&apos;s own font size.</translation>
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
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Label of the sound effects&apos; volume slider.</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Vibration</source>
        <extracomment>Setting: short vibrations when a card lands or a move is refused.</extracomment>
        <translation>Vibration</translation>
    </message>
    <message>
        <source>Your device asks for less motion, so it stays on.</source>
        <extracomment>Shown under Reduce motion when the device&apos;s own setting already asks for it.</extracomment>
        <translation>Your device asks for less motion, so it stays on.</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <extracomment>Setting: speak the turn prompt and refusals aloud, for players who cannot read yet.</extracomment>
        <translation>Read aloud</translation>
    </message>
    <message>
        <source>No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device&apos;s speech settings.</source>
        <extracomment>Under the read-aloud setting when the device has no voice for the app&apos;s language.</extracomment>
        <translation>No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device&apos;s speech settings.</translation>
    </message>
    <message>
        <source>Read aloud is not available in this version of the app.</source>
        <extracomment>In the settings when this copy of the app was built without speech.</extracomment>
        <translation>Read aloud is not available in this version of the app.</translation>
    </message>
</context>
<context>
    <name>SetupConversion</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <extracomment>A new game could not start: the setup the menu handed over is broken; %1 is the parser&apos;s own (English) reason.</extracomment>
        <translation>The game setup is not valid JSON: %1</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <extracomment>Title of the setup screen; %1 is the game&apos;s title.</extracomment>
        <translation>New game: %1</translation>
    </message>
    <message>
        <source>Players (%1-%2)</source>
        <extracomment>Label of the player-count stepper; %1-%2 is the allowed range.</extracomment>
        <translation>Players (%1-%2)</translation>
    </message>
    <message>
        <source>Fewer players</source>
        <extracomment>Accessible name of the button removing a seat.</extracomment>
        <translation>Fewer players</translation>
    </message>
    <message>
        <source>More players</source>
        <extracomment>Accessible name of the button adding a seat.</extracomment>
        <translation>More players</translation>
    </message>
    <message>
        <source>A solo game: just you against the clock of the draw pile.</source>
        <extracomment>Setup note for a one-player game.</extracomment>
        <translation>A solo game: just you against the clock of the draw pile.</translation>
    </message>
    <message>
        <source>Every seat is played by a person passing the tablet around.</source>
        <extracomment>Setup note when a game has no computer players.</extracomment>
        <translation>Every seat is played by a person passing the tablet around.</translation>
    </message>
    <message>
        <source>Tap a name to change it.</source>
        <extracomment>Setup footer hint.</extracomment>
        <translation>Tap a name to change it.</translation>
    </message>
    <message>
        <source>This stall is opening soon: its game is still being cooked.</source>
        <extracomment>Setup footer when the game cannot be played yet.</extracomment>
        <translation>This stall is opening soon: its game is still being cooked.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on the setup screen that opens the game&apos;s rules.</extracomment>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>Button that starts the game with the chosen seats.</extracomment>
        <translation>Start game</translation>
    </message>
    <message>
        <source>Our players</source>
        <extracomment>Heading over the family&apos;s players on the setup screen (tap one to seat them).</extracomment>
        <translation>Our players</translation>
    </message>
    <message>
        <source>Same players as last time</source>
        <extracomment>Setup button: the seats of the last game at this stall come back, bots included.</extracomment>
        <translation>Same players as last time</translation>
    </message>
</context>
<context>
    <name>StackChoice</name>
    <message>
        <source>Turn over: %1</source>
        <extracomment>A screen reader&apos;s name for a stack&apos;s back a winner may turn over; %1 its family.</extracomment>
        <translation>Turn over: %1</translation>
    </message>
</context>
<context>
    <name>StallCard</name>
    <message>
        <source>Solo game</source>
        <extracomment>Player count of a solo game.</extracomment>
        <translation>Solo game</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>Player count of a game for exactly %1 players.</extracomment>
        <translation>Players: %1</translation>
    </message>
    <message>
        <source>Players: %1-%2</source>
        <extracomment>Player count range of a game, e.g. &quot;Players: 3-5&quot;.</extracomment>
        <translation>Players: %1-%2</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Button on a stall that opens the game&apos;s setup screen.</extracomment>
        <translation>Play</translation>
    </message>
    <message>
        <source>Opening soon</source>
        <extracomment>Badge on a stall whose game is not playable yet.</extracomment>
        <translation>Opening soon</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on a stall that opens the game&apos;s rules.</extracomment>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Button on a stall that starts its guided first game (a short game with a coach).</extracomment>
        <translation>Learn to play</translation>
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
        <translation>Win fruit tricks or place sellers to rule the market stalls.</translation>
    </message>
    <message>
        <source>Komme gleich!</source>
        <translation>Komme gleich!</translation>
    </message>
    <message>
        <source>Match your hand to the row of orders and collect the tips.</source>
        <translation>Match your hand to the row of orders and collect the tips.</translation>
    </message>
    <message>
        <source>Kandar Klash!</source>
        <translation>Kandar Klash!</translation>
    </message>
    <message>
        <source>Everyone at once: lay ingredient cards into the customer&apos;s dish.</source>
        <translation>Everyone at once: lay ingredient cards into the customer&apos;s dish.</translation>
    </message>
    <message>
        <source>Wok Up</source>
        <translation>Wok Up</translation>
    </message>
    <message>
        <source>Flick ingredients into the wok and slap the finished recipes first.</source>
        <translation>Flick ingredients into the wok and slap the finished recipes first.</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>Deliver every food order across Penang in as few steps as you can.</source>
        <translation>Deliver every food order across Penang in as few steps as you can.</translation>
    </message>
    <message>
        <source>A solo variant by Evan Cheah.</source>
        <translation>A solo variant by Evan Cheah.</translation>
    </message>
    <message>
        <source>Played here from its rulebook.</source>
        <translation>Played here from its rulebook.</translation>
    </message>
    <message>
        <source>A card game by Uwe Rosenberg.</source>
        <translation>A card game by Uwe Rosenberg.</translation>
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
        <translation>Trump token</translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Trump · Led</source>
        <translation>Trump · Led</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>Led</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>Number of sellers a player has at a stall, e.g. &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Tap to make %1 trump</source>
        <extracomment>On a stall the leader may tap to move the trump token there</extracomment>
        <translation>Tap to make %1 trump</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Walking as %1</source>
        <extracomment>Who the player walks as; %1 is a character&apos;s name.</extracomment>
        <translation>Walking as %1</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <extracomment>The game&apos;s name, shown before the walker is chosen.</extracomment>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>The score so far, shown big.</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Delivered %1 of 7</source>
        <extracomment>Orders delivered so far out of seven.</extracomment>
        <translation>Delivered %1 of 7</translation>
    </message>
    <message>
        <source>Bag:</source>
        <extracomment>The orders the walker carries (two at most).</extracomment>
        <translation>Bag:</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>The walker&apos;s bag holds no order.</extracomment>
        <translation>empty</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>Langkah cards left in the draw pile.</extracomment>
        <translation>Draw pile: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <extracomment>The top card of the discard pile.</extracomment>
        <translation>Discard: %1</translation>
    </message>
    <message>
        <source>Steps: −%1</source>
        <extracomment>Steps spent so far (they are taken off the score).</extracomment>
        <translation>Steps: −%1</translation>
    </message>
    <message>
        <source>Clearing tokens</source>
        <extracomment>Title of the clearing-token scoreboard.</extracomment>
        <translation>Clearing tokens</translation>
    </message>
    <message>
        <source>No steps walked yet</source>
        <extracomment>Before the first walk: no steps are taken off the score yet.</extracomment>
        <translation>No steps walked yet</translation>
    </message>
</context>
<context>
    <name>TakeBackButtons</name>
    <message>
        <source>Take back</source>
        <extracomment>Button shown for a moment after a move: undo it before the tablet passes on.</extracomment>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Pass on</source>
        <extracomment>Button shown for a moment after a move: keep it and pass the tablet now.</extracomment>
        <translation>Pass on</translation>
    </message>
</context>
<context>
    <name>TakeChooser</name>
    <message>
        <source>Which orders do you pick up?</source>
        <extracomment>At a food stall: choose the orders to pick up.</extracomment>
        <translation>Which orders do you pick up?</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Go back to choosing where to walk.</extracomment>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>TindahanGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.</source>
        <translation>These are your fruit cards. In each trick everyone plays one card, and the best card takes the trick.</translation>
    </message>
    <message>
        <source>The trump token stands on the bananas stall: bananas beat every other fruit.</source>
        <translation>The trump token stands on the bananas stall: bananas beat every other fruit.</translation>
    </message>
    <message>
        <source>You lead the first trick. Tap your 10 of durians: only a banana could beat it.</source>
        <translation>You lead the first trick. Tap your 10 of durians: only a banana could beat it.</translation>
    </message>
    <message>
        <source>Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.</source>
        <translation>Watch the bots. Instead of playing a card, a player may place a seller on the stall of the fruit led.</translation>
    </message>
    <message>
        <source>You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.</source>
        <translation>You took the trick: 2 points at the end of the round. Whoever takes a trick leads the next one.</translation>
    </message>
    <message>
        <source>A leader may move the trump token instead of playing a card. Tap Move trump.</source>
        <translation>A leader may move the trump token instead of playing a card. Tap Move trump.</translation>
    </message>
    <message>
        <source>Tap the durians stall: from now on durians are trumps.</source>
        <translation>Tap the durians stall: from now on durians are trumps.</translation>
    </message>
    <message>
        <source>After a trump move the next player must play a card, and its fruit is led.</source>
        <translation>After a trump move the next player must play a card, and its fruit is led.</translation>
    </message>
    <message>
        <source>At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.</source>
        <translation>At the end of the round the most sellers at a stall score 5, the second most 2, and 1 more at the trump stall. Each card left in your hand costs 1.</translation>
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
        <translation>Ana leads durians. You have durians, so you must follow suit: tap your 1 of durians when it is your turn.</translation>
    </message>
    <message>
        <source>You cannot beat Ana&apos;s card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.</source>
        <translation>You cannot beat Ana&apos;s card. Place a seller on the durians stall instead: tap Place a seller when it is your turn.</translation>
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
        <translation>durians</translation>
    </message>
    <message>
        <source>mangosteens</source>
        <translation>mangosteens</translation>
    </message>
    <message>
        <source>rambutans</source>
        <translation>rambutans</translation>
    </message>
    <message>
        <source>pineapples</source>
        <translation>pineapples</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The leader cannot place a seller.</source>
        <translation>The leader cannot place a seller.</translation>
    </message>
    <message>
        <source>After a trump move you must play a card.</source>
        <translation>After a trump move you must play a card.</translation>
    </message>
    <message>
        <source>You have no sellers left.</source>
        <translation>You have no sellers left.</translation>
    </message>
    <message>
        <source>Only the leader can move the trump token.</source>
        <translation>Only the leader can move the trump token.</translation>
    </message>
    <message>
        <source>That stall is not in this game.</source>
        <translation>That stall is not in this game.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <extracomment>%1 is the fruit that was led, e.g. &quot;bananas&quot;</extracomment>
        <translation>You must follow %1.</translation>
    </message>
    <message>
        <source>The trump token is already on the %1 stall.</source>
        <extracomment>%1 is a fruit, e.g. &quot;bananas&quot;</extracomment>
        <translation>The trump token is already on the %1 stall.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>You do not hold that card.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>That is not a move of this game.</translation>
    </message>
</context>
<context>
    <name>TindahanRuleDiagramTrick</name>
    <message>
        <source>A durian is led and a higher one follows, but the trump banana wins the trick.</source>
        <extracomment>Caption of the picture of a trick on the Tindahan rules page.</extracomment>
        <translation>A durian is led and a higher one follows, but the trump banana wins the trick.</translation>
    </message>
</context>
<context>
    <name>TindahanRules</name>
    <message>
        <source>Aim</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Aim</translation>
    </message>
    <message>
        <source>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</source>
        <translation>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Setup</translation>
    </message>
    <message>
        <source>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</source>
        <translation>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</translation>
    </message>
    <message>
        <source>Everyone gets 10 cards and 9 sellers for the round.</source>
        <translation>Everyone gets 10 cards and 9 sellers for the round.</translation>
    </message>
    <message>
        <source>A trick</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>A trick</translation>
    </message>
    <message>
        <source>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</source>
        <translation>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</translation>
    </message>
    <message>
        <source>Everyone else follows the led fruit if they can, or plays any card if they cannot.</source>
        <translation>Everyone else follows the led fruit if they can, or plays any card if they cannot.</translation>
    </message>
    <message>
        <source>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</source>
        <translation>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</source>
        <translation>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</source>
        <translation>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</translation>
    </message>
    <message>
        <source>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</source>
        <translation>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</translation>
    </message>
    <message>
        <source>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</source>
        <translation>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>End</translation>
    </message>
    <message>
        <source>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</source>
        <translation>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</translation>
    </message>
    <message>
        <source>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</source>
        <translation>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</translation>
    </message>
    <message>
        <source>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</source>
        <translation>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</translation>
    </message>
    <message>
        <source>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</source>
        <translation>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>How the app plays it</translation>
    </message>
    <message>
        <source>A tie for first place shares the first and second place points, rounded down, and nobody scores second.</source>
        <translation>A tie for first place shares the first and second place points, rounded down, and nobody scores second.</translation>
    </message>
    <message>
        <source>The trump bonus goes to the stall where the marker stands when the round ends.</source>
        <translation>The trump bonus goes to the stall where the marker stands when the round ends.</translation>
    </message>
    <message>
        <source>A shutout player scores the round&apos;s top total, their own included.</source>
        <translation>A shutout player scores the round&apos;s top total, their own included.</translation>
    </message>
    <message>
        <source>Each round starts one seat to the left of the last one.</source>
        <translation>Each round starts one seat to the left of the last one.</translation>
    </message>
    <message>
        <source>You may take back your own last step while no one else has acted.</source>
        <translation>You may take back your own last step while no one else has acted.</translation>
    </message>
</context>
<context>
    <name>TindahanScreen</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Tap a stall to move the trump token there.</source>
        <translation>Tap a stall to move the trump token there.</translation>
    </message>
    <message>
        <source>Your lead: play a card or move the trump token.</source>
        <translation>Your lead: play a card or move the trump token.</translation>
    </message>
    <message>
        <source>Your turn: play a card or place a seller on the %1 stall.</source>
        <translation>Your turn: play a card or place a seller on the %1 stall.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Your turn: play a card.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 is choosing…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>%1 to play.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Tindahan · Round %1 of %2</source>
        <translation>Tindahan · Round %1 of %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Place a seller</source>
        <translation>Place a seller</translation>
    </message>
    <message>
        <source>Move trump</source>
        <translation>Move trump</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Final ranking</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Changed your mind? Take it back now; the turn passes in a moment.</source>
        <extracomment>Shown for a moment after a player&apos;s move, before the tablet passes on.</extracomment>
        <translation>Changed your mind? Take it back now; the turn passes in a moment.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3 and won the trick.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 played the %2 of %3 and won the trick.</translation>
    </message>
    <message>
        <source>%1 played the %2 of %3.</source>
        <extracomment>Hand-off recap: %1 a player, %2 a card&apos;s value, %3 its fruit (a stall name).</extracomment>
        <translation>%1 played the %2 of %3.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <extracomment>Hand-off recap, after a step that finished a trick: %1 the player who took it.</extracomment>
        <translation>%1 won the trick.</translation>
    </message>
    <message>
        <source>%1 placed a seller on %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the seller went to.</extracomment>
        <translation>%1 placed a seller on %2.</translation>
    </message>
    <message>
        <source>%1 moved the trump token to %2.</source>
        <extracomment>Hand-off recap: %1 a player, %2 the stall (a fruit) the trump token went to.</extracomment>
        <translation>%1 moved the trump token to %2.</translation>
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
        <translation>Durians</translation>
    </message>
    <message>
        <source>Mangosteens</source>
        <translation>Mangosteens</translation>
    </message>
    <message>
        <source>Rambutans</source>
        <translation>Rambutans</translation>
    </message>
    <message>
        <source>Pineapples</source>
        <translation>Pineapples</translation>
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
        <translation>Tip for %1!</translation>
    </message>
</context>
<context>
    <name>TipRanking</name>
    <message>
        <source>The tips left could not pay the last tip.</source>
        <extracomment>Final screen: why the game ended (the tips left could not pay / the last tip card was taken).</extracomment>
        <translation>The tips left could not pay the last tip.</translation>
    </message>
    <message>
        <source>The last tip card has been taken.</source>
        <translation>The last tip card has been taken.</translation>
    </message>
    <message numerus="yes">
        <source>%n served</source>
        <extracomment>Final ranking: served cards lying face down (the tie-break).</extracomment>
        <translation>
            <numerusform>%n served</numerusform>
            <numerusform>%n served</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <extracomment>Final ranking: a player&apos;s tip points (&quot;1 pt&quot; for one).</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
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
        <translation>Placed a seller</translation>
    </message>
    <message>
        <source>Moved trump</source>
        <translation>Moved trump</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
</context>
<context>
    <name>WalkerPicker</name>
    <message>
        <source>Who walks today?</source>
        <extracomment>Title of the walker choice at the start of Kaki Lima.</extracomment>
        <translation>Who walks today?</translation>
    </message>
    <message>
        <source>Your own order stays at home: deliver the other seven before the Langkah cards run out.</source>
        <extracomment>Under the walker choice.</extracomment>
        <translation>Your own order stays at home: deliver the other seven before the Langkah cards run out.</translation>
    </message>
    <message>
        <source>House %1</source>
        <extracomment>Where a character lives; %1 is a square such as C1.</extracomment>
        <translation>House %1</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Back to the food court menu, before the game starts.</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Surprise me</source>
        <extracomment>Let the game pick the walker at random.</extracomment>
        <translation>Surprise me</translation>
    </message>
</context>
<context>
    <name>WokUpGuide</name>
    <message>
        <source>You</source>
        <extracomment>The learner&apos;s own name in a guided first game.</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>After &quot;Wok!&quot;, flick your token from your edge: slide your finger quickly towards the wok and let go.</source>
        <translation>After &quot;Wok!&quot;, flick your token from your edge: slide your finger quickly towards the wok and let go.</translation>
    </message>
    <message>
        <source>The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.</source>
        <translation>The first touch wins the card. Covering one that is not complete is a mistake: with two players, the other player takes it.</translation>
    </message>
    <message>
        <source>As the winner, choose which stack to turn over for a new recipe.</source>
        <translation>As the winner, choose which stack to turn over for a new recipe.</translation>
    </message>
    <message>
        <source>Wok&apos;up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.</source>
        <translation>Wok&apos;up!: when one ingredient shows 10 pictures or more in the wok, press this, then the recipe you want.</translation>
    </message>
    <message>
        <source>The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!</source>
        <translation>The tokens go back to the piles and the next volley begins. First to five recipes is Grand Master of the Wok!</translation>
    </message>
    <message>
        <source>%1 flicks a token.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 flicks a token.</translation>
    </message>
    <message>
        <source>%1 covers a recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 covers a recipe.</translation>
    </message>
    <message>
        <source>%1 shouts Wok&apos;up!</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 shouts Wok&apos;up!</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up: it claims nothing this time.</extracomment>
        <translation>%1 passes.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>A bot&apos;s move in a guided first game of Wok Up; %1 is its name.</extracomment>
        <translation>%1 turns over a new recipe.</translation>
    </message>
    <message>
        <source>Ana</source>
        <extracomment>A bot player&apos;s first name in a guided first game (its seat already says it is a bot).</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <source>Ana flicks hers. Wait until the tokens stop sliding.</source>
        <translation>Ana flicks hers. Wait until the tokens stop sliding.</translation>
    </message>
    <message>
        <source>Ana&apos;s token shows five chilies: &quot;at least 5 chili&quot; is complete. Press it on your pad, quickly!</source>
        <translation>Ana&apos;s token shows five chilies: &quot;at least 5 chili&quot; is complete. Press it on your pad, quickly!</translation>
    </message>
    <message>
        <source>Flick tokens into the wok in the middle.</source>
        <translation>Flick tokens into the wok in the middle.</translation>
    </message>
    <message>
        <source>What the tokens show completes the recipes around the wok.</source>
        <translation>What the tokens show completes the recipes around the wok.</translation>
    </message>
</context>
<context>
    <name>WokUpRefusal</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <extracomment>A touch named a seat that is not at this table.</extracomment>
        <translation>There is no such seat at this table.</translation>
    </message>
    <message>
        <source>Wait for the signal: Wok!</source>
        <extracomment>A player flicked before the start signal (&quot;Wok!&quot;).</extracomment>
        <translation>Wait for the signal: Wok!</translation>
    </message>
    <message>
        <source>That came before the claims opened.</source>
        <extracomment>A claim stamped before the claim window opened.</extracomment>
        <translation>That came before the claims opened.</translation>
    </message>
    <message>
        <source>That token is not on the table.</source>
        <extracomment>A throw would push a token that is not in the wok.</extracomment>
        <translation>That token is not on the table.</translation>
    </message>
    <message>
        <source>A token cannot be moved twice in one throw.</source>
        <extracomment>A throw would push the same token twice.</extracomment>
        <translation>A token cannot be moved twice in one throw.</translation>
    </message>
    <message>
        <source>A token would rest off the table.</source>
        <extracomment>A throw would leave a token off the table.</extracomment>
        <translation>A token would rest off the table.</translation>
    </message>
    <message>
        <source>Two tokens would rest on top of each other.</source>
        <extracomment>A throw would leave two tokens on top of each other.</extracomment>
        <translation>Two tokens would rest on top of each other.</translation>
    </message>
    <message>
        <source>This volley has already been thrown.</source>
        <extracomment>A player flicked after everyone had thrown.</extracomment>
        <translation>This volley has already been thrown.</translation>
    </message>
    <message>
        <source>You do not throw in this volley.</source>
        <extracomment>A player tried to throw a second token, or is not throwing in this volley.</extracomment>
        <translation>You do not throw in this volley.</translation>
    </message>
    <message>
        <source>Claims open when the wok has settled.</source>
        <extracomment>A player pressed a recipe before the tokens came to rest.</extracomment>
        <translation>Claims open when the wok has settled.</translation>
    </message>
    <message>
        <source>You are out of this round after a mistake.</source>
        <extracomment>A player who made a mistake pressed again in the same round.</extracomment>
        <translation>You are out of this round after a mistake.</translation>
    </message>
    <message>
        <source>You have already claimed after this volley.</source>
        <extracomment>A player pressed again after claiming in this window.</extracomment>
        <translation>You have already claimed after this volley.</translation>
    </message>
    <message>
        <source>That recipe is not face up.</source>
        <extracomment>A player pressed a recipe card that is not face up.</extracomment>
        <translation>That recipe is not face up.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <extracomment>A player acted while no game is on the table.</extracomment>
        <translation>No game is in progress.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>A player touched the table while the game is paused.</extracomment>
        <translation>The game is paused.</translation>
    </message>
    <message>
        <source>Nobody plays that seat by hand.</source>
        <extracomment>A flick or a press on a seat no human plays.</extracomment>
        <translation>Nobody plays that seat by hand.</translation>
    </message>
    <message>
        <source>You have no stack to turn over now.</source>
        <extracomment>Someone other than the winner, or nobody&apos;s turn, tapped a stack to turn over.</extracomment>
        <translation>You have no stack to turn over now.</translation>
    </message>
    <message>
        <source>Turn over another face-down stack.</source>
        <extracomment>The winner tapped the stack of the card just won, or one already face up.</extracomment>
        <translation>Turn over another face-down stack.</translation>
    </message>
</context>
<context>
    <name>WokUpRuleDiagramDivider</name>
    <message>
        <source>The two tokens touching the divider count for this card; the third does not.</source>
        <extracomment>Caption of the Wok Up rules picture: a divider with tokens touching it.</extracomment>
        <translation>The two tokens touching the divider count for this card; the third does not.</translation>
    </message>
</context>
<context>
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>A round</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Only tokens inside the wok, or touching a card or divider, count.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Mistakes</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>After a win</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Be the first chef to win five Recipe cards and become Grand Master of the Wok.</source>
        <translation>Be the first chef to win five Recipe cards and become Grand Master of the Wok.</translation>
    </message>
    <message>
        <source>Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.</source>
        <translation>Five stacks of Recipe cards, with a divider between each, form a pentagon: the Wok. Three Recipe cards are face up. The 25 Ingredient tokens (chili, mushroom, fish, meat, broccoli; 1 to 5 pictures on each side) are shared out as piles nobody looks at.</translation>
    </message>
    <message>
        <source>After &quot;3, 2, 1, Wok!&quot;, flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.</source>
        <translation>After &quot;3, 2, 1, Wok!&quot;, flick the top token of your pile from your edge towards the Wok: the speed and direction of your finger count. Tokens spin, slide and bump into each other. Too slow? The table throws for you.</translation>
    </message>
    <message>
        <source>Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.</source>
        <translation>Once every token has settled, cover a complete Recipe card by pressing it on your pad. The first touch wins the card; players pressing different cards at once each win theirs. Press two cards at once to claim both.</translation>
    </message>
    <message>
        <source>No Recipe card complete? After a few seconds everyone throws another token.</source>
        <translation>No Recipe card complete? After a few seconds everyone throws another token.</translation>
    </message>
    <message>
        <source>Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.</source>
        <translation>Cover a Recipe card that is not complete and your pad goes grey until the next card is won. With two players, the other player wins the card you covered.</translation>
    </message>
    <message>
        <source>When one ingredient shows ten or more pictures in the Wok, press Wok&apos;up!, then the face-up Recipe card you want.</source>
        <translation>When one ingredient shows ten or more pictures in the Wok, press Wok&apos;up!, then the face-up Recipe card you want.</translation>
    </message>
    <message>
        <source>Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.</source>
        <translation>Another Recipe card is turned face up and the tokens go back under the piles. With five or six players, only half of the players throw in each volley.</translation>
    </message>
    <message>
        <source>The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.</source>
        <translation>The first to five Recipe cards is Grand Master of the Wok; fifth cards won at the same moment share the win.</translation>
    </message>
    <message>
        <source>The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.</source>
        <translation>The winner picks which stack to turn over next, by the family shown on the backs: any face-down stack but the one the won card came from.</translation>
    </message>
    <message>
        <source>How the app plays it</source>
        <extracomment>Rules section heading: the choices the app makes where the printed rulebook is silent.</extracomment>
        <translation>How the app plays it</translation>
    </message>
    <message>
        <source>Equality cards need at least one of each named ingredient, so an empty wok never completes them.</source>
        <translation>Equality cards need at least one of each named ingredient, so an empty wok never completes them.</translation>
    </message>
    <message>
        <source>A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.</source>
        <translation>A card covered by two players at the very same millisecond goes to neither of them; a later touch can still win it.</translation>
    </message>
    <message>
        <source>Covering two cards at once is a mistake if either one is not complete. A wrong Wok&apos;up! gives nothing to the other player.</source>
        <translation>Covering two cards at once is a mistake if either one is not complete. A wrong Wok&apos;up! gives nothing to the other player.</translation>
    </message>
    <message>
        <source>The winner does not choose the next card: a face-down stack is turned at random.</source>
        <translation>The winner does not choose the next card: a face-down stack is turned at random.</translation>
    </message>
    <message>
        <source>The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.</source>
        <translation>The thrown tokens are dealt back one by one under the smallest piles. Nobody sees into the piles, not even their owner.</translation>
    </message>
    <message>
        <source>A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.</source>
        <translation>A thrower who has not flicked within 6 seconds gets a straight throw; a player who has not pressed within 5 seconds passes.</translation>
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
        <translation>Grand Master of the Wok!</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>Title of the panel shown when the back key stops a round.</extracomment>
        <translation>Paused</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>Button that carries on with the stopped round.</extracomment>
        <translation>Resume</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>The score of a player at the end of Wok Up: recipe cards won (&quot;1 card&quot; for one).</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
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
        <translation>Wok! Flick your tokens into the wok.</translation>
    </message>
    <message>
        <source>Claim now: press a recipe the wok completes.</source>
        <extracomment>Read aloud when the tokens have settled and recipes may be claimed.</extracomment>
        <translation>Claim now: press a recipe the wok completes.</translation>
    </message>
    <message>
        <source>%1 turns over a new recipe.</source>
        <extracomment>Read aloud while a winner picks the stack to turn over; %1 is their name.</extracomment>
        <translation>%1 turns over a new recipe.</translation>
    </message>
    <message>
        <source>%1 wins a recipe card!</source>
        <extracomment>Read aloud when a player wins a recipe card; %1 is their name.</extracomment>
        <translation>%1 wins a recipe card!</translation>
    </message>
</context>
<context>
    <name>WokUpStyle</name>
    <message>
        <source>chilis</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;at least 5 chilis&quot;).</extracomment>
        <translation>chilis</translation>
    </message>
    <message>
        <source>mushrooms</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>mushrooms</translation>
    </message>
    <message>
        <source>fish</source>
        <extracomment>Ingredient in the plural, in recipe cards (&quot;as many mushrooms as fish&quot;).</extracomment>
        <translation>fish</translation>
    </message>
    <message>
        <source>meat</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of meat).</extracomment>
        <translation>meat</translation>
    </message>
    <message>
        <source>broccoli</source>
        <extracomment>Ingredient in the plural, in recipe cards (an amount of broccoli).</extracomment>
        <translation>broccoli</translation>
    </message>
    <message>
        <source>Tokens</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for tokens showing given counts.</extracomment>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Quantity</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for an amount of one ingredient.</extracomment>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Variety</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for several kinds of ingredient.</extracomment>
        <translation>Variety</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking where tokens lie in the wok.</extracomment>
        <translation>Position</translation>
    </message>
    <message>
        <source>Equality</source>
        <extracomment>Recipe family on a card&apos;s back: cards asking for equal amounts.</extracomment>
        <translation>Equality</translation>
    </message>
</context>
<context>
    <name>fc::kakilima_ui::KakiLimaTable</name>
    <message>
        <source>No game is in progress.</source>
        <extracomment>Refusal: no game to play again.</extracomment>
        <translation>No game is in progress.</translation>
    </message>
    <message>
        <source>Choose a Langkah card from your hand first.</source>
        <extracomment>Refusal: the map or the swap was tapped before choosing a card.</extracomment>
        <translation>Choose a Langkah card from your hand first.</translation>
    </message>
    <message>
        <source>There are no orders to choose now.</source>
        <extracomment>Refusal: orders are chosen only when a walk ends at a food stall.</extracomment>
        <translation>There are no orders to choose now.</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <translation>Take nothing</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Take %1</translation>
    </message>
</context>
<context>
    <name>fc::kandarklash_ui::KandarKlashTable</name>
    <message>
        <source>Drag a card onto your mat; tap it to turn it, Flip shows its other side.</source>
        <extracomment>Hint lines: what a Kandar Klash! cook may do now.</extracomment>
        <translation>Drag a card onto your mat; tap it to turn it, Flip shows its other side.</translation>
    </message>
    <message>
        <source>Drag a card off the mat to take it back.</source>
        <translation>Drag a card off the mat to take it back.</translation>
    </message>
    <message>
        <source>Press Siap! as soon as your mat shows the dish.</source>
        <translation>Press Siap! as soon as your mat shows the dish.</translation>
    </message>
    <message>
        <source>You finished last: lay your ketchup on a red ring.</source>
        <translation>You finished last: lay your ketchup on a red ring.</translation>
    </message>
    <message>
        <source>Next: the marked card, laid over the others as the outline on your mat shows.</source>
        <extracomment>Hint line: the next card for the dish; the mat shows it in its place.</extracomment>
        <translation>Next: the marked card, laid over the others as the outline on your mat shows.</translation>
    </message>
    <message>
        <source>Next: the marked card, slid under the others as the outline on your mat shows.</source>
        <translation>Next: the marked card, slid under the others as the outline on your mat shows.</translation>
    </message>
    <message>
        <source>First take the marked card back: the dish does not need it there.</source>
        <extracomment>Hint line: a card on the mat that the dish does not need there.</extracomment>
        <translation>First take the marked card back: the dish does not need it there.</translation>
    </message>
    <message>
        <source>Your mat shows the dish: press Siap!</source>
        <extracomment>Hint line: the mat already shows the dish.</extracomment>
        <translation>Your mat shows the dish: press Siap!</translation>
    </message>
    <message>
        <source>For example the marked ring.</source>
        <extracomment>Hint line: one of the red rings where the ketchup may go, marked.</extracomment>
        <translation>For example the marked ring.</translation>
    </message>
</context>
<context>
    <name>fc::kommegleich_ui::KommeGleichTable</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Refusal when a card is touched while another player is to act.</extracomment>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Your %1 does not match the %2 order.</source>
        <extracomment>A serve is refused: %1 is the hand card&apos;s dish, %2 the order&apos;s dish (e.g. &quot;Your salad does not match the lobster order.&quot;).</extracomment>
        <translation>Your %1 does not match the %2 order.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 draws a card.</translation>
    </message>
    <message>
        <source>%1 puts the new card into the hand.</source>
        <translation>%1 puts the new card into the hand.</translation>
    </message>
    <message>
        <source>%1 covers order %2.</source>
        <extracomment>Narration: %2 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>%1 covers order %2.</translation>
    </message>
    <message>
        <source>%1 moves a card in the hand.</source>
        <translation>%1 moves a card in the hand.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 discards a card.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves %n cards!</source>
        <extracomment>Narration: %1 is a name; %n the number of cards served.</extracomment>
        <translation>
            <numerusform>%1 serves %n card!</numerusform>
            <numerusform>%1 serves %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 ends the turn.</translation>
    </message>
    <message>
        <source>Draw a card from the pile.</source>
        <extracomment>Hint lines: the kinds of step allowed now in Komme gleich!.</extracomment>
        <translation>Draw a card from the pile.</translation>
    </message>
    <message>
        <source>Or move one card to another place in your hand.</source>
        <translation>Or move one card to another place in your hand.</translation>
    </message>
    <message>
        <source>Put your new card anywhere in your hand.</source>
        <translation>Put your new card anywhere in your hand.</translation>
    </message>
    <message>
        <source>Cover one order with a card from your hand.</source>
        <translation>Cover one order with a card from your hand.</translation>
    </message>
    <message>
        <source>Discard one card.</source>
        <translation>Discard one card.</translation>
    </message>
    <message>
        <source>Serve a run of 3 or more cards onto matching orders.</source>
        <translation>Serve a run of 3 or more cards onto matching orders.</translation>
    </message>
    <message>
        <source>Or end your turn.</source>
        <translation>Or end your turn.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>End your turn.</translation>
    </message>
    <message numerus="yes">
        <source>Your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Your longest run: %n card, marked in your hand and on the orders.</numerusform>
            <numerusform>Your longest run: %n cards, marked in your hand and on the orders.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep together your longest run: %n card(s), marked in your hand and on the orders.</source>
        <translation>
            <numerusform>Keep together your longest run: %n card, marked in your hand and on the orders.</numerusform>
            <numerusform>Keep together your longest run: %n cards, marked in your hand and on the orders.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run matches the orders this time.</source>
        <extracomment>Hint line: no run of the hand matches the orders.</extracomment>
        <translation>No run matches the orders this time.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <extracomment>Narration of the one human player&apos;s own step (the others are bots).</extracomment>
        <translation>You draw a card.</translation>
    </message>
    <message>
        <source>You put the new card into your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: the drawn card goes into the hand.</extracomment>
        <translation>You put the new card into your hand.</translation>
    </message>
    <message>
        <source>You cover order %1.</source>
        <extracomment>Narration of the one human player&apos;s own step: %1 is the order&apos;s place in the row, 1 to 5 from the left.</extracomment>
        <translation>You cover order %1.</translation>
    </message>
    <message>
        <source>You move a card in your hand.</source>
        <extracomment>Narration of the one human player&apos;s own step: a card changes its place in the hand.</extracomment>
        <translation>You move a card in your hand.</translation>
    </message>
    <message>
        <source>You discard a card.</source>
        <extracomment>Narration of the one human player&apos;s own step: a hand card goes to the discard pile.</extracomment>
        <translation>You discard a card.</translation>
    </message>
    <message numerus="yes">
        <source>You serve %n cards!</source>
        <extracomment>Narration of the one human player&apos;s own step: %n the number of cards served.</extracomment>
        <translation>
            <numerusform>You serve %n card!</numerusform>
            <numerusform>You serve %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>You end your turn.</source>
        <extracomment>Narration of the one human player&apos;s own step: their turn is over.</extracomment>
        <translation>You end your turn.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>There is no such stall.</source>
        <translation>There is no such stall.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <source>Play a card from your hand (the ones not greyed out).</source>
        <extracomment>Hint line: a kind of move allowed now.</extracomment>
        <translation>Play a card from your hand (the ones not greyed out).</translation>
    </message>
    <message>
        <source>Or place a seller on the stall of the fruit that was led.</source>
        <extracomment>Hint line: instead of a card, a seller may go to the stall of the fruit led.</extracomment>
        <translation>Or place a seller on the stall of the fruit that was led.</translation>
    </message>
    <message>
        <source>Or move the trump token to another stall, then lead a card.</source>
        <extracomment>Hint line: the leader may move the trump token before leading.</extracomment>
        <translation>Or move the trump token to another stall, then lead a card.</translation>
    </message>
    <message>
        <source>For example the %1 of %2, marked in your hand.</source>
        <extracomment>Hint line: the card shown as an example; %1 its value, %2 its fruit (&quot;bananas&quot;).</extracomment>
        <translation>For example the %1 of %2, marked in your hand.</translation>
    </message>
    <message>
        <source>For example place a seller on the %1 stall, marked on the table: none of your cards takes this trick, and your sellers can still score there.</source>
        <extracomment>Hint line: the seller shown as the example; %1 the stall&apos;s fruit (&quot;durians&quot;).</extracomment>
        <translation>For example place a seller on the %1 stall, marked on the table: none of your cards takes this trick, and your sellers can still score there.</translation>
    </message>
</context>
<context>
    <name>fc::wokup_ui::WokUpTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Name of a seat the setup left unnamed; %1 is its number.</extracomment>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Flick your tokens from your edge into the wok.</source>
        <extracomment>Hint line in Wok Up while the tokens are thrown.</extracomment>
        <translation>Flick your tokens from your edge into the wok.</translation>
    </message>
    <message>
        <source>Press a recipe card that the wok completes to win it.</source>
        <extracomment>Hint line in Wok Up while claims are open.</extracomment>
        <translation>Press a recipe card that the wok completes to win it.</translation>
    </message>
    <message>
        <source>No face-up recipe is complete now: wait for the next throw.</source>
        <extracomment>Hint line in Wok Up: no face-up recipe is complete; pressing one would be wrong.</extracomment>
        <translation>No face-up recipe is complete now: wait for the next throw.</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe card(s) complete now, marked in the wok.</source>
        <extracomment>Hint line in Wok Up: the complete recipe cards are marked in the wok.</extracomment>
        <translation>
            <numerusform>%n recipe card is complete now, marked in the wok.</numerusform>
            <numerusform>%n recipe cards are complete now, marked in the wok.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wok&apos;up! is possible: press Wok&apos;up! and then any face-up recipe.</source>
        <extracomment>Hint line in Wok Up: one ingredient shows 10 pictures or more.</extracomment>
        <translation>Wok&apos;up! is possible: press Wok&apos;up! and then any face-up recipe.</translation>
    </message>
</context>
</TS>
