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
        <source>Five tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Vijf eetspellen voor op tafel op één tablet: kaartspellen waarbij je de tablet doorgeeft, spellen waarin iedereen tegelijk speelt, en een puzzel voor één speler.</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>De spellen</translation>
    </message>
    <message>
        <source>Komme gleich! is a card game by Uwe Rosenberg. Kaki Lima: MCO Mode is a solo variant by Evan Cheah. Tindahan, Kandar Klash! and Wok Up are played here from their rulebooks; each game belongs to its designers and publishers.</source>
        <extracomment>Game credits. Game titles stay as they are.</extracomment>
        <translation>Komme gleich! is een kaartspel van Uwe Rosenberg. Kaki Lima: MCO Mode is een solovariant van Evan Cheah. Tindahan, Kandar Klash! en Wok Up worden hier volgens hun spelregels gespeeld; elk spel is van zijn auteurs en uitgevers.</translation>
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
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Gedeelde winst: %1</translation>
    </message>
    <message>
        <source>%1 wins the market!</source>
        <translation>%1 wint de markt!</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the final ranking: 1., 2., ...</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Gedeelde winst</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 ptn</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Terug naar het menu</translation>
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
        <translation>Er is geen spel bezig.</translation>
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
        <translation>Vijf eetspellen voor op tafel op één tablet. Kies een kraam!</translation>
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
    <name>SeatRow</name>
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
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Planner</translation>
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
        <source>Table rules</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Tafelregels</translation>
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
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Be the first chef to win five recipe cards.</source>
        <translation>Wees de eerste chef die vijf receptkaarten wint.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Five recipe stacks form a pentagon: the wok. Three recipes are face up. The 25 ingredient tokens (chili, mushroom, fish, meat, broccoli) are shared out as piles.</source>
        <translation>Vijf receptstapels vormen een vijfhoek: de wok. Drie recepten liggen open. De 25 ingrediëntfiches (peper, paddenstoel, vis, vlees, broccoli) worden als stapels verdeeld.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Een ronde</translation>
    </message>
    <message>
        <source>On the signal, everyone flicks the top token of their pile from their edge into the wok. Tokens spin, slide and bump into each other.</source>
        <translation>Op het teken schiet iedereen het bovenste fiche van zijn stapel vanaf zijn rand de wok in. Fiches draaien, glijden en botsen tegen elkaar.</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Alleen fiches in de wok, of die een kaart of scheiding raken, tellen mee.</translation>
    </message>
    <message>
        <source>As soon as a face-up recipe is complete, press it on your pad. The first touch wins the card; players pressing different cards at once each win theirs.</source>
        <translation>Zodra een open recept compleet is, druk je erop op je paneel. De eerste aanraking wint de kaart; drukken spelers tegelijk op verschillende kaarten, dan wint ieder de zijne.</translation>
    </message>
    <message>
        <source>No recipe complete? Everyone flicks another token.</source>
        <translation>Geen recept compleet? Iedereen schiet nog een fiche.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Press a recipe that is not complete and you are out until the next card is won. With two players, your opponent wins the card you pressed.</source>
        <translation>Druk je op een recept dat niet compleet is, dan lig je eruit tot de volgende kaart gewonnen is. Met twee spelers wint je tegenstander de kaart waarop je drukte.</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>When ten or more of one ingredient are in the wok, press Wok&apos;up! to take any face-up recipe.</source>
        <translation>Liggen er tien of meer fiches van één ingrediënt in de wok, druk dan op Wok&apos;up! om een willekeurig open recept te pakken.</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Na een gewonnen kaart</translation>
    </message>
    <message>
        <source>A new recipe is turned face up and the tokens are shared back. With five or six players, only half of the players flick in each volley.</source>
        <translation>Er wordt een nieuw recept omgedraaid en de fiches worden opnieuw verdeeld. Met vijf of zes spelers schiet per ronde maar de helft.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>The first to five recipes wins at once; fifth cards won together share the win.</source>
        <translation>Wie het eerst vijf recepten heeft, wint meteen; worden vijfde kaarten tegelijk gewonnen, dan wordt de winst gedeeld.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <translation>De spelinstelling is geen geldige JSON: %1</translation>
    </message>
    <message>
        <source>This save is not a Tindahan game.</source>
        <translation>Deze opslag is geen Tindahan-spel.</translation>
    </message>
    <message>
        <source>There is no such stall.</source>
        <translation>Die kraam bestaat niet.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Het is niet jouw beurt.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Er valt niets terug te nemen.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wacht op je beurt.</translation>
    </message>
</context>
</TS>
