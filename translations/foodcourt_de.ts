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
        <source>Five tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Fünf Tischspiele rund ums Essen auf einem Tablet: Kartenspiele zum Weiterreichen, Spiele, bei denen alle gleichzeitig spielen, und ein Rätsel für eine Person.</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>Die Spiele</translation>
    </message>
    <message>
        <source>Komme gleich! is a card game by Uwe Rosenberg. Kaki Lima: MCO Mode is a solo variant by Evan Cheah. Tindahan, Kandar Klash! and Wok Up are played here from their rulebooks; each game belongs to its designers and publishers.</source>
        <extracomment>Game credits. Game titles stay as they are.</extracomment>
        <translation>Komme gleich! ist ein Kartenspiel von Uwe Rosenberg. Kaki Lima: MCO Mode ist eine Solo-Variante von Evan Cheah. Tindahan, Kandar Klash! und Wok Up werden hier nach ihren Spielregeln gespielt; jedes Spiel gehört seinen Autoren und Verlagen.</translation>
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
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>%1 wins the market!</source>
        <translation>%1 gewinnt den Markt!</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the final ranking: 1., 2., ...</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Geteilter Sieg</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Zurück zum Menü</translation>
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
    <name>MatchSession</name>
    <message>
        <source>No match is in progress.</source>
        <translation>Es läuft gerade kein Spiel.</translation>
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
        <source>Five tabletop food games for one tablet. Pick a stall!</source>
        <extracomment>Menu subtitle under the app name.</extracomment>
        <translation>Fünf Tischspiele rund ums Essen auf einem Tablet. Such dir einen Stand aus!</translation>
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
    <name>SeatRow</name>
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
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Planer</translation>
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
        <source>Table rules</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Tischregeln</translation>
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
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Be the first chef to win five recipe cards.</source>
        <translation>Sei als Erster Koch mit fünf gewonnenen Rezeptkarten.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Five recipe stacks form a pentagon: the wok. Three recipes are face up. The 25 ingredient tokens (chili, mushroom, fish, meat, broccoli) are shared out as piles.</source>
        <translation>Fünf Rezeptstapel bilden ein Fünfeck: den Wok. Drei Rezepte liegen offen. Die 25 Zutatenplättchen (Chili, Pilz, Fisch, Fleisch, Brokkoli) werden als Stapel verteilt.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>On the signal, everyone flicks the top token of their pile from their edge into the wok. Tokens spin, slide and bump into each other.</source>
        <translation>Auf das Signal schnippen alle das oberste Plättchen ihres Stapels von ihrem Rand in den Wok. Die Plättchen drehen sich, rutschen und stoßen aneinander.</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Es zählen nur Plättchen im Wok oder solche, die eine Karte oder einen Trenner berühren.</translation>
    </message>
    <message>
        <source>As soon as a face-up recipe is complete, press it on your pad. The first touch wins the card; players pressing different cards at once each win theirs.</source>
        <translation>Sobald ein offenes Rezept vollständig ist, drücke es auf deinem Feld. Die erste Berührung gewinnt die Karte; drücken mehrere gleichzeitig verschiedene Karten, gewinnt jeder seine.</translation>
    </message>
    <message>
        <source>No recipe complete? Everyone flicks another token.</source>
        <translation>Kein Rezept vollständig? Alle schnippen ein weiteres Plättchen.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Press a recipe that is not complete and you are out until the next card is won. With two players, your opponent wins the card you pressed.</source>
        <translation>Drückst du ein unvollständiges Rezept, setzt du aus, bis die nächste Karte gewonnen ist. Zu zweit gewinnt dein Gegner die Karte, die du gedrückt hast.</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>When ten or more of one ingredient are in the wok, press Wok&apos;up! to take any face-up recipe.</source>
        <translation>Liegen zehn oder mehr Plättchen einer Zutat im Wok, drücke Wok&apos;up!, um dir ein beliebiges offenes Rezept zu nehmen.</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Nach einem Gewinn</translation>
    </message>
    <message>
        <source>A new recipe is turned face up and the tokens are shared back. With five or six players, only half of the players flick in each volley.</source>
        <translation>Ein neues Rezept wird aufgedeckt und die Plättchen werden neu verteilt. Bei fünf oder sechs Personen schnippt in jedem Durchgang nur die Hälfte.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The first to five recipes wins at once; fifth cards won together share the win.</source>
        <translation>Wer zuerst fünf Rezepte hat, gewinnt sofort; werden fünfte Karten gleichzeitig gewonnen, wird der Sieg geteilt.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <translation>Die Spieleinstellung ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>This save is not a Tindahan game.</source>
        <translation>Dieser Spielstand ist kein Tindahan-Spiel.</translation>
    </message>
    <message>
        <source>There is no such stall.</source>
        <translation>Diesen Stand gibt es nicht.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du dran bist.</translation>
    </message>
</context>
</TS>
