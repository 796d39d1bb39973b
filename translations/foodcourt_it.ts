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
        <source>Five tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Cinque giochi da tavolo a tema cibo su un solo tablet: giochi di carte passandosi il tablet, giochi in cui tutti giocano insieme e un rompicapo in solitario.</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>I giochi</translation>
    </message>
    <message>
        <source>Komme gleich! is a card game by Uwe Rosenberg. Kaki Lima: MCO Mode is a solo variant by Evan Cheah. Tindahan, Kandar Klash! and Wok Up are played here from their rulebooks; each game belongs to its designers and publishers.</source>
        <extracomment>Game credits. Game titles stay as they are.</extracomment>
        <translation>Komme gleich! è un gioco di carte di Uwe Rosenberg. Kaki Lima: MCO Mode è una variante in solitario di Evan Cheah. Tindahan, Kandar Klash! e Wok Up si giocano qui secondo i loro regolamenti; ogni gioco appartiene ai suoi autori ed editori.</translation>
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
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Vittoria condivisa: %1</translation>
    </message>
    <message>
        <source>%1 wins the market!</source>
        <translation>%1 vince il mercato!</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the final ranking: 1., 2., ...</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Vittoria condivisa</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Torna al menu</translation>
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
        <translation>Nessuna partita in corso.</translation>
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
        <translation>Cinque giochi da tavolo a tema cibo su un tablet. Scegli una bancarella!</translation>
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
    <name>SeatRow</name>
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
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Stratega</translation>
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
        <source>Table rules</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Regole del tavolo</translation>
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
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Be the first chef to win five recipe cards.</source>
        <translation>Sii il primo chef a vincere cinque carte ricetta.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Five recipe stacks form a pentagon: the wok. Three recipes are face up. The 25 ingredient tokens (chili, mushroom, fish, meat, broccoli) are shared out as piles.</source>
        <translation>Cinque mazzetti di ricette formano un pentagono: il wok. Tre ricette sono scoperte. I 25 gettoni ingrediente (peperoncino, fungo, pesce, carne, broccolo) vengono divisi in pile.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un round</translation>
    </message>
    <message>
        <source>On the signal, everyone flicks the top token of their pile from their edge into the wok. Tokens spin, slide and bump into each other.</source>
        <translation>Al segnale, ognuno lancia con un colpetto il gettone in cima alla sua pila dal proprio bordo verso il wok. I gettoni girano, scivolano e si urtano.</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Contano solo i gettoni dentro il wok, o che toccano una carta o un divisorio.</translation>
    </message>
    <message>
        <source>As soon as a face-up recipe is complete, press it on your pad. The first touch wins the card; players pressing different cards at once each win theirs.</source>
        <translation>Appena una ricetta scoperta è completa, premila sul tuo pannello. Il primo tocco vince la carta; chi preme insieme carte diverse vince ciascuno la propria.</translation>
    </message>
    <message>
        <source>No recipe complete? Everyone flicks another token.</source>
        <translation>Nessuna ricetta completa? Tutti lanciano un altro gettone.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>Press a recipe that is not complete and you are out until the next card is won. With two players, your opponent wins the card you pressed.</source>
        <translation>Se premi una ricetta non completa, resti fuori finché non viene vinta la carta seguente. In due, il tuo avversario vince la carta che hai premuto.</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>When ten or more of one ingredient are in the wok, press Wok&apos;up! to take any face-up recipe.</source>
        <translation>Quando nel wok ci sono dieci o più gettoni di un ingrediente, premi Wok&apos;up! per prendere una ricetta scoperta a scelta.</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Dopo una vincita</translation>
    </message>
    <message>
        <source>A new recipe is turned face up and the tokens are shared back. With five or six players, only half of the players flick in each volley.</source>
        <translation>Si scopre una nuova ricetta e i gettoni vengono ridistribuiti. In cinque o sei giocatori, a ogni tornata lancia solo metà dei giocatori.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>The first to five recipes wins at once; fifth cards won together share the win.</source>
        <translation>Il primo a cinque ricette vince subito; se più quinte carte sono vinte insieme, la vittoria è condivisa.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <translation>La configurazione della partita non è un JSON valido: %1</translation>
    </message>
    <message>
        <source>This save is not a Tindahan game.</source>
        <translation>Questo salvataggio non è una partita a Tindahan.</translation>
    </message>
    <message>
        <source>There is no such stall.</source>
        <translation>Questa bancarella non esiste.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Non c’è niente da annullare.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
</context>
</TS>
