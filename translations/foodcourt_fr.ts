<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <extracomment>Title of the about screen.</extracomment>
        <translation>À propos</translation>
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
        <translation>Cinq jeux de société gourmands sur une seule tablette : des jeux de cartes où l’on se passe la tablette, des jeux où tout le monde joue en même temps, et un casse-tête en solo.</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>Les jeux</translation>
    </message>
    <message>
        <source>Komme gleich! is a card game by Uwe Rosenberg. Kaki Lima: MCO Mode is a solo variant by Evan Cheah. Tindahan, Kandar Klash! and Wok Up are played here from their rulebooks; each game belongs to its designers and publishers.</source>
        <extracomment>Game credits. Game titles stay as they are.</extracomment>
        <translation>Komme gleich! est un jeu de cartes d’Uwe Rosenberg. Kaki Lima: MCO Mode est une variante solo d’Evan Cheah. Tindahan, Kandar Klash! et Wok Up sont joués ici d’après leurs livrets de règles ; chaque jeu appartient à ses auteurs et à ses éditeurs.</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>About screen heading over the licence texts.</extracomment>
        <translation>Licences</translation>
    </message>
    <message>
        <source>This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.</source>
        <translation>Cette application est construite avec Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), utilisé sous la GNU Lesser General Public License version 3 (LGPLv3) ; certaines parties de Qt sont disponibles sous la GNU General Public License (GPL). Qt est sous copyright de The Qt Company Ltd. et d’autres contributeurs. Vous pouvez obtenir le code source de Qt sur qt.io et remplacer les bibliothèques Qt utilisées par cette application.</translation>
    </message>
    <message>
        <source>The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided &quot;as is&quot;, without warranty of any kind.</source>
        <translation>Le moteur de jeu utilise Boost (Boost.JSON pour les parties sauvegardées), distribué sous la Boost Software License, version 1.0 : l’autorisation est accordée, gratuitement, d’utiliser, copier, modifier et distribuer le logiciel, à condition de conserver les mentions de copyright et le texte de la licence. Le logiciel est fourni « tel quel », sans garantie d’aucune sorte.</translation>
    </message>
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
    <message>
        <source>%1 wins the market!</source>
        <translation>%1 remporte le marché !</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the final ranking: 1., 2., ...</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Victoire partagée</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Retour au menu</translation>
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
        <translation>La partie n’a pas pu commencer : %1</translation>
    </message>
    <message>
        <source>This stall is still being built. Come back soon!</source>
        <extracomment>Shown when a game&apos;s table cannot be opened yet.</extracomment>
        <translation>Ce stand est encore en construction. Revenez bientôt !</translation>
    </message>
    <message>
        <source>Back to the food court</source>
        <extracomment>Button that returns to the food court menu.</extracomment>
        <translation>Retour au Food Court</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Pass to %1</source>
        <extracomment>Pass-and-play: hand the tablet to the named player.</extracomment>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>On the round hold-to-reveal button of the hand-off curtain.</extracomment>
        <translation>Maintenir</translation>
    </message>
    <message>
        <source>%1, press and hold the button to see your cards. Everyone else, look away.</source>
        <extracomment>%1 is a player&apos;s name. Only that player should look at the screen.</extracomment>
        <translation>%1, maintenez le bouton appuyé pour voir vos cartes. Les autres, regardez ailleurs !</translation>
    </message>
</context>
<context>
    <name>KakiLimaRules</name>
    <message>
        <source>Aim</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>A solo game. As a food delivery walker during the lockdown, deliver all seven orders across Penang before the Langkah cards run out.</source>
        <translation>Un jeu en solo. Livreur de repas à pied pendant le confinement, livrez les sept commandes à travers Penang avant d’épuiser les cartes Langkah.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The map is a 6 by 6 grid with four food stalls and eight houses. You hold five Langkah step cards and draw back up to five after each play.</source>
        <translation>La carte est une grille de 6 sur 6 avec quatre stands de nourriture et huit maisons. Vous avez cinq cartes de pas Langkah et repiochez jusqu’à cinq après chaque coup.</translation>
    </message>
    <message>
        <source>Start next to your own house, on a card of your choice.</source>
        <translation>Commencez à côté de votre maison, sur la case de votre choix.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <source>Play a card to move exactly its number of steps, up, down, left or right, never onto the same card twice in one move and never into a house.</source>
        <translation>Jouez une carte pour avancer d’exactement son nombre de pas, vers le haut, le bas, la gauche ou la droite, sans jamais repasser sur la même case dans un déplacement ni entrer dans une maison.</translation>
    </message>
    <message>
        <source>Boosters: x2 doubles the steps, +2 adds two. Clearing-token boosters give you a clearing token instead (ten at most).</source>
        <translation>Bonus : x2 double les pas, +2 en ajoute deux. Les bonus à jeton de passage vous donnent plutôt un jeton de passage (dix au maximum).</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>End a move on a food stall to pick up orders; carry two at most.</source>
        <translation>Terminez un déplacement sur un stand de nourriture pour prendre des commandes ; vous en portez deux au plus.</translation>
    </message>
    <message>
        <source>End a move next to a customer&apos;s house to deliver; one stop can deliver two orders.</source>
        <translation>Terminez un déplacement à côté de la maison d’un client pour livrer ; un seul arrêt peut livrer deux commandes.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>10 points per delivered order, plus the value of your highest clearing token (5 to 50), plus 10 with all ten tokens, minus the numbers of all the cards you played.</source>
        <translation>10 points par commande livrée, plus la valeur de votre plus haut jeton de passage (5 à 50), plus 10 avec les dix jetons, moins les nombres de toutes les cartes jouées.</translation>
    </message>
    <message>
        <source>If the draw pile runs out before the last delivery, you lose.</source>
        <translation>Si la pioche est épuisée avant la dernière livraison, vous perdez.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>100-130: Impossible. 70-99: 5-star review. 40-69: Not bad lar. 0-39: ok ok lo. Below 0: Mak Cik Kiah starve liao.</source>
        <translation>100-130 : Impossible. 70-99 : Avis 5 étoiles. 40-69 : Pas mal lar. 0-39 : Bof bof lo. Moins de 0 : Mak Cik Kiah a faim liao.</translation>
    </message>
</context>
<context>
    <name>KandarKlashRules</name>
    <message>
        <source>Aim</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>You are nasi kandar cooks. Everyone plays at once to build each customer&apos;s dish; the most favours at the end wins.</source>
        <translation>Vous êtes cuisiniers de nasi kandar. Tout le monde joue en même temps pour composer le plat de chaque client ; à la fin, le plus de faveurs l’emporte.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Everyone has the same six ingredient cards, each a 2 by 3 grid of ingredients. Twelve customer cards are used, each a 3 by 3 pattern.</source>
        <translation>Chacun a les six mêmes cartes ingrédients, chacune une grille de 2 sur 3 ingrédients. On utilise douze cartes clients, chacune un motif de 3 sur 3.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <source>A customer is revealed. All players play at the same time in their own corner of the tablet.</source>
        <translation>Un client est révélé. Tous les joueurs jouent en même temps, chacun dans son coin de la tablette.</translation>
    </message>
    <message>
        <source>Place cards, turned or flipped, next to or over your other cards, until some 3 by 3 part of your dish matches the customer (in any rotation).</source>
        <translation>Posez des cartes, tournées ou retournées, à côté ou par-dessus vos autres cartes, jusqu’à ce qu’une partie de 3 sur 3 de votre plat corresponde au client (dans n’importe quel sens).</translation>
    </message>
    <message>
        <source>Press Siap! when your dish is ready. After that you cannot change it. The round stops when all players but one have pressed.</source>
        <translation>Appuyez sur Siap! quand votre plat est prêt. Ensuite, vous ne pouvez plus le modifier. La manche s’arrête quand tous les joueurs sauf un ont appuyé.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>A correct dish scores 1 favour plus 1 for every ingredient card still in your hand. A wrong dish loses 1 favour (never below 0). The last player scores nothing.</source>
        <translation>Un plat correct rapporte 1 faveur, plus 1 par carte ingrédient encore en main. Un plat faux fait perdre 1 faveur (jamais en dessous de 0). Le dernier joueur ne marque rien.</translation>
    </message>
    <message>
        <source>Who pressed first is judged by the moment of each touch, so players touching together are treated fairly.</source>
        <translation>Qui a appuyé en premier est jugé à l’instant exact de chaque toucher : les joueurs qui touchent ensemble sont traités équitablement.</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Ketchup</translation>
    </message>
    <message>
        <source>The last player gets the customer card as a ketchup: a wild space on their table that matches any ingredient, up to six per player.</source>
        <translation>Le dernier joueur reçoit la carte client comme ketchup : une case joker sur sa table qui vaut n’importe quel ingrédient, jusqu’à six par joueur.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>When the customers run out, the most favours wins. Ties go to fewer ketchups, then are shared.</source>
        <translation>Quand il n’y a plus de clients, le plus de faveurs gagne. En cas d’égalité, le moins de ketchups l’emporte, sinon la victoire est partagée.</translation>
    </message>
</context>
<context>
    <name>KommeGleichRules</name>
    <message>
        <source>Aim</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>You are waiters serving orders. Match your hand to the row of menu cards to collect tips; the most tips wins.</source>
        <translation>Vous êtes des serveurs qui apportent les commandes. Accordez votre main à la rangée de cartes menu pour gagner des pourboires ; le plus de pourboires l’emporte.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Five menu cards lie face up in a row. Everyone holds five cards whose order matters and may only change as the rules allow. Baguettes are wild.</source>
        <translation>Cinq cartes menu sont posées face visible en rangée. Chacun tient cinq cartes dont l’ordre compte et ne peut changer que selon les règles. Les baguettes sont des jokers.</translation>
    </message>
    <message>
        <source>The start player&apos;s turn</source>
        <translation>Le tour du premier joueur</translation>
    </message>
    <message>
        <source>Draw a card into any place in your hand, then lay one hand card on top of a card of the row, changing the order.</source>
        <translation>Piochez une carte et placez-la où vous voulez dans votre main, puis posez une carte de votre main sur une carte de la rangée, ce qui change l’ordre.</translation>
    </message>
    <message>
        <source>Then you may serve: play three or more cards that sit side by side in your hand and match cards side by side in the row, in the same order.</source>
        <translation>Ensuite, vous pouvez servir : jouez au moins trois cartes voisines dans votre main qui correspondent à des cartes voisines de la rangée, dans le même ordre.</translation>
    </message>
    <message>
        <source>Everyone else&apos;s turn</source>
        <translation>Le tour des autres joueurs</translation>
    </message>
    <message>
        <source>Move one hand card to another place, or draw a card into your hand and discard one.</source>
        <translation>Déplacez une carte de votre main à un autre endroit, ou piochez une carte dans votre main et défaussez-en une.</translation>
    </message>
    <message>
        <source>Then you may serve, as the start player can.</source>
        <translation>Ensuite, vous pouvez servir, comme le premier joueur.</translation>
    </message>
    <message>
        <source>Served cards go face down in front of you. Refill your hand to five, putting new cards at the front in the order drawn. The start player passes to the left after each round.</source>
        <translation>Les cartes servies vont face cachée devant vous. Complétez votre main à cinq en mettant les nouvelles cartes devant, dans l’ordre de la pioche. Après chaque tour, le rôle de premier joueur passe à gauche.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Pourboires</translation>
    </message>
    <message>
        <source>You score a tip when you serve all five hand cards at once, or when you have ten or more served cards (they are then discarded). Your k-th tip raises your tips to k points.</source>
        <translation>Vous gagnez un pourboire quand vous servez vos cinq cartes d’un coup, ou quand vous avez au moins dix cartes servies (elles sont alors défaussées). Votre k-ième pourboire porte vos pourboires à k points.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>The game ends when the last tip card is taken, or when the tips left cannot pay. Most tip points wins; a tie goes to the most served cards in front of you.</source>
        <translation>La partie se termine quand la dernière carte pourboire est prise, ou quand les pourboires restants ne peuvent plus payer. Le plus de points de pourboire gagne ; en cas d’égalité, le plus de cartes servies devant soi.</translation>
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
        <translation>Aucune partie n’est en cours.</translation>
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
        <translation>Cinq jeux de société gourmands sur une tablette. Choisissez un stand !</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Menu button that opens the settings screen.</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Menu button that opens the about screen (version, licences).</extracomment>
        <translation>À propos</translation>
    </message>
    <message>
        <source>A game of %1 is waiting for you.</source>
        <extracomment>%1 is a game&apos;s title.</extracomment>
        <translation>Une partie de %1 vous attend.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside. Start a new game.</source>
        <extracomment>Shown when the saved game file was damaged and moved aside.</extracomment>
        <translation>La partie sauvegardée n’a pas pu être lue ; elle a été mise de côté. Commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>Resume button; %1 is a game&apos;s title.</extracomment>
        <translation>Reprendre %1</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message>
        <source>%1: %2 points, %3 tricks, %4 sellers left, %5 cards</source>
        <translation>%1 : %2 points, %3 plis, %4 vendeurs restants, %5 cartes</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (robot)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>A player&apos;s total score, e.g. &quot;12 pts&quot;</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Under a player&apos;s name: tricks won, sellers left, cards in hand</extracomment>
        <translation>Plis %1</translation>
    </message>
    <message>
        <source>Sellers %1</source>
        <translation>Vendeurs %1</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Cartes %1</translation>
    </message>
    <message>
        <source>bot</source>
        <extracomment>Small tag on a bot&apos;s player chip</extracomment>
        <translation>robot</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <extracomment>Title of the rules screen; %1 is the game&apos;s title.</extracomment>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <source>Opening soon: this stall is still being built. Here is how the game will play.</source>
        <extracomment>On the rules of a game that cannot be played in the app yet.</extracomment>
        <translation>Bientôt ouvert : ce stand est encore en construction. Voici comment se jouera la partie.</translation>
    </message>
</context>
<context>
    <name>ScoreBreakdown</name>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Trump bonus</source>
        <translation>Bonus d’atout</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Blanchissage</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round %1 of %2: scores</source>
        <translation>Manche %1 sur %2 : scores</translation>
    </message>
    <message>
        <source>Each trick +2, each card left in hand −1. At each stall: most sellers +5, second most +2, and +1 more for both at the trump stall. No sellers and no tricks: the round&apos;s top score (shutout).</source>
        <translation>Chaque pli +2, chaque carte restée en main −1. À chaque étal : le plus de vendeurs +5, le deuxième +2, et +1 de plus pour les deux à l’étal d’atout. Ni vendeur ni pli : le meilleur score de la manche (blanchissage).</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <extracomment>Button that returns to the previous screen.</extracomment>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Random</source>
        <extracomment>Bot strength: plays random legal moves.</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>Bot strength.</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>Seat type: a person plays this seat.</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <extracomment>Seat type: a bot plays this seat; %1 is its strength (Easy, Hard, ...).</extracomment>
        <translation>Robot : %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>Accessible name of the text field holding a seat&apos;s player name.</extracomment>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Starts</source>
        <extracomment>Radio button on a seat: this player takes the first turn.</extracomment>
        <translation>Commence</translation>
    </message>
    <message>
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Stratège</translation>
    </message>
</context>
<context>
    <name>SeatSetupModel</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat at the table; %1 is the seat number (1, 2, ...).</extracomment>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings screen.</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <extracomment>Settings section heading.</extracomment>
        <translation>Vitesse des robots</translation>
    </message>
    <message>
        <source>How long computer players wait before they move, so you can follow them.</source>
        <extracomment>Explains the bot speed setting.</extracomment>
        <translation>Le temps que les joueurs virtuels attendent avant de jouer, pour que vous puissiez les suivre.</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Bot speed option.</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Comfort</source>
        <extracomment>Settings section heading (sound and motion).</extracomment>
        <translation>Confort</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>Setting: play short sound cues.</extracomment>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <extracomment>Setting: fewer and shorter animations.</extracomment>
        <translation>Réduire les animations</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <extracomment>Title of the setup screen; %1 is the game&apos;s title.</extracomment>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <source>Players (%1-%2)</source>
        <extracomment>Label of the player-count stepper; %1-%2 is the allowed range.</extracomment>
        <translation>Joueurs (%1-%2)</translation>
    </message>
    <message>
        <source>Fewer players</source>
        <extracomment>Accessible name of the button removing a seat.</extracomment>
        <translation>Moins de joueurs</translation>
    </message>
    <message>
        <source>More players</source>
        <extracomment>Accessible name of the button adding a seat.</extracomment>
        <translation>Plus de joueurs</translation>
    </message>
    <message>
        <source>A solo game: just you against the clock of the draw pile.</source>
        <extracomment>Setup note for a one-player game.</extracomment>
        <translation>Un jeu en solo : vous seul contre la pioche qui s’épuise.</translation>
    </message>
    <message>
        <source>Every seat is played by a person passing the tablet around.</source>
        <extracomment>Setup note when a game has no computer players.</extracomment>
        <translation>Chaque place est jouée par une personne, en se passant la tablette.</translation>
    </message>
    <message>
        <source>Tap a name to change it.</source>
        <extracomment>Setup footer hint.</extracomment>
        <translation>Touchez un nom pour le modifier.</translation>
    </message>
    <message>
        <source>This stall is opening soon: its game is still being cooked.</source>
        <extracomment>Setup footer when the game cannot be played yet.</extracomment>
        <translation>Ce stand ouvre bientôt : son jeu est encore en cuisine.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on the setup screen that opens the game&apos;s rules.</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Start game</source>
        <extracomment>Button that starts the game with the chosen seats.</extracomment>
        <translation>Lancer la partie</translation>
    </message>
</context>
<context>
    <name>StallCard</name>
    <message>
        <source>Solo game</source>
        <extracomment>Player count of a solo game.</extracomment>
        <translation>Jeu en solo</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>Player count of a game for exactly %1 players.</extracomment>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <source>Players: %1-%2</source>
        <extracomment>Player count range of a game, e.g. &quot;Players: 3-5&quot;.</extracomment>
        <translation>Joueurs : %1-%2</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Button on a stall that opens the game&apos;s setup screen.</extracomment>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Opening soon</source>
        <extracomment>Badge on a stall whose game is not playable yet.</extracomment>
        <translation>Bientôt ouvert</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Button on a stall that opens the game&apos;s rules.</extracomment>
        <translation>Règles</translation>
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
        <translation>Remportez des plis de fruits ou placez des vendeurs pour régner sur les étals du marché.</translation>
    </message>
    <message>
        <source>Komme gleich!</source>
        <translation>Komme gleich!</translation>
    </message>
    <message>
        <source>Match your hand to the row of orders and collect the tips.</source>
        <translation>Accordez votre main à la rangée de commandes et empochez les pourboires.</translation>
    </message>
    <message>
        <source>Kandar Klash!</source>
        <translation>Kandar Klash!</translation>
    </message>
    <message>
        <source>Everyone at once: lay ingredient cards into the customer&apos;s dish.</source>
        <translation>Tous en même temps : posez vos cartes d’ingrédients pour composer le plat du client.</translation>
    </message>
    <message>
        <source>Wok Up</source>
        <translation>Wok Up</translation>
    </message>
    <message>
        <source>Flick ingredients into the wok and slap the finished recipes first.</source>
        <translation>Envoyez les ingrédients dans le wok d’une pichenette et tapez le premier sur les recettes terminées.</translation>
    </message>
    <message>
        <source>Kaki Lima: MCO Mode</source>
        <translation>Kaki Lima: MCO Mode</translation>
    </message>
    <message>
        <source>Deliver every food order across Penang in as few steps as you can.</source>
        <translation>Livrez toutes les commandes de repas à travers Penang en aussi peu de pas que possible.</translation>
    </message>
</context>
<context>
    <name>StallRow</name>
    <message>
        <source>T</source>
        <extracomment>Letter on the black trump token</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Trump token</source>
        <translation>Jeton d’atout</translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Trump · Led</source>
        <translation>Atout · Demandé</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>Demandé</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>Number of sellers a player has at a stall, e.g. &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Tap to make %1 trump</source>
        <extracomment>On a stall the leader may tap to move the trump token there</extracomment>
        <translation>Toucher pour l’atout : %1</translation>
    </message>
</context>
<context>
    <name>TindahanRefusal</name>
    <message>
        <source>bananas</source>
        <translation>bananes</translation>
    </message>
    <message>
        <source>durians</source>
        <translation>durians</translation>
    </message>
    <message>
        <source>mangosteens</source>
        <translation>mangoustans</translation>
    </message>
    <message>
        <source>rambutans</source>
        <translation>ramboutans</translation>
    </message>
    <message>
        <source>pineapples</source>
        <translation>ananas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The leader cannot place a seller.</source>
        <translation>Le premier joueur du pli ne peut pas placer de vendeur.</translation>
    </message>
    <message>
        <source>After a trump move you must play a card.</source>
        <translation>Après un déplacement d’atout, vous devez jouer une carte.</translation>
    </message>
    <message>
        <source>You have no sellers left.</source>
        <translation>Vous n’avez plus de vendeurs.</translation>
    </message>
    <message>
        <source>Only the leader can move the trump token.</source>
        <translation>Seul le premier joueur du pli peut déplacer le jeton d’atout.</translation>
    </message>
    <message>
        <source>That stall is not in this game.</source>
        <translation>Cet étal ne fait pas partie de cette partie.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <extracomment>%1 is the fruit that was led, e.g. &quot;bananas&quot;</extracomment>
        <translation>Vous devez jouer des %1.</translation>
    </message>
    <message>
        <source>The trump token is already on the %1 stall.</source>
        <extracomment>%1 is a fruit, e.g. &quot;bananas&quot;</extracomment>
        <translation>Le jeton d’atout est déjà sur l’étal des %1.</translation>
    </message>
</context>
<context>
    <name>TindahanRules</name>
    <message>
        <source>Aim</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>Win fruit tricks and place sellers at the market stalls. The most points after every player has started one round wins.</source>
        <translation>Remportez des plis de fruits et placez des vendeurs aux étals du marché. Quand chaque joueur a commencé une manche, le plus de points l’emporte.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Fruit cards run from 1 to 10 in five fruits. With 4 players one fruit is left out, with 3 players two; bananas are always in. Bananas start as trump.</source>
        <translation>Les cartes fruits vont de 1 à 10 dans cinq fruits. À 4 joueurs, on retire un fruit, à 3 joueurs deux ; les bananes restent toujours. Les bananes sont l’atout au départ.</translation>
    </message>
    <message>
        <source>Everyone gets 10 cards and 9 sellers for the round.</source>
        <translation>Chacun reçoit 10 cartes et 9 vendeurs pour la manche.</translation>
    </message>
    <message>
        <source>A trick</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Un pli</translation>
    </message>
    <message>
        <source>The leader plays a card, or moves the trump marker to another stall; then the next player must play a card, and that card&apos;s fruit is led.</source>
        <translation>Le premier joueur joue une carte, ou déplace le marqueur d’atout vers un autre étal ; le joueur suivant doit alors jouer une carte, et le fruit de cette carte est demandé.</translation>
    </message>
    <message>
        <source>Everyone else follows the led fruit if they can, or plays any card if they cannot.</source>
        <translation>Les autres fournissent le fruit demandé s’ils le peuvent, sinon ils jouent n’importe quelle carte.</translation>
    </message>
    <message>
        <source>Instead of playing, a player may place a seller on the stall of the led fruit, except the leader and the player who must play after a trump move.</source>
        <translation>Au lieu de jouer, un joueur peut placer un vendeur sur l’étal du fruit demandé, sauf le premier joueur et celui qui doit jouer après un déplacement d’atout.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick, otherwise the highest card of the led fruit. The winner leads next.</source>
        <translation>L’atout le plus fort remporte le pli, sinon la plus forte carte du fruit demandé. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>The round ends when someone is out of cards and the trick is won. Each trick is worth +2, each card left in hand -1.</source>
        <translation>La manche se termine quand quelqu’un n’a plus de cartes et que le pli est remporté. Chaque pli vaut +2, chaque carte restée en main -1.</translation>
    </message>
    <message>
        <source>At each stall, most sellers scores +5 and second most +2; at the trump stall both get +1 more. Tied players share the points, rounded down.</source>
        <translation>À chaque étal, le plus de vendeurs marque +5 et le deuxième +2 ; à l’étal d’atout, les deux gagnent +1 de plus. Les joueurs à égalité partagent les points, arrondis vers le bas.</translation>
    </message>
    <message>
        <source>Shutout: a player with no sellers placed and no tricks won scores as much as the round&apos;s best player.</source>
        <translation>Blanchissage : un joueur sans vendeur placé ni pli remporté marque autant que le meilleur joueur de la manche.</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>Play one round per player, so everyone starts once. The highest total wins; ties share the win.</source>
        <translation>Jouez une manche par joueur, pour que chacun commence une fois. Le plus haut total gagne ; en cas d’égalité, la victoire est partagée.</translation>
    </message>
    <message>
        <source>Table rules</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Règles de table</translation>
    </message>
    <message>
        <source>With 4 players the pineapples are left out; with 3 players the rambutans and the pineapples.</source>
        <translation>À 4 joueurs, les ananas sont retirés ; à 3 joueurs, les ramboutans et les ananas.</translation>
    </message>
    <message>
        <source>Every round starts with bananas as trump again, and every player gets their 9 sellers back.</source>
        <translation>Chaque manche recommence avec les bananes en atout, et chacun récupère ses 9 vendeurs.</translation>
    </message>
    <message>
        <source>After a trump move nothing is led yet, so the next player may play any card. The marker must go to a different stall.</source>
        <translation>Après un déplacement de l’atout, rien n’est encore demandé : le joueur suivant peut jouer n’importe quelle carte. Le marqueur doit aller sur un autre étal.</translation>
    </message>
</context>
<context>
    <name>TindahanScreen</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Tap a stall to move the trump token there.</source>
        <translation>Touchez un étal pour y déplacer le jeton d’atout.</translation>
    </message>
    <message>
        <source>Your lead: play a card or move the trump token.</source>
        <translation>À vous d’entamer : jouez une carte ou déplacez le jeton d’atout.</translation>
    </message>
    <message>
        <source>Your turn: play a card or place a seller on the %1 stall.</source>
        <translation>À vous : jouez une carte ou placez un vendeur à l’étal %1.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>À vous : jouez une carte.</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Tindahan · Round %1 of %2</source>
        <translation>Tindahan · Manche %1 sur %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Place a seller</source>
        <translation>Placer un vendeur</translation>
    </message>
    <message>
        <source>Move trump</source>
        <translation>Déplacer l’atout</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
</context>
<context>
    <name>TindahanStyle</name>
    <message>
        <source>Bananas</source>
        <translation>Bananes</translation>
    </message>
    <message>
        <source>Durians</source>
        <translation>Durians</translation>
    </message>
    <message>
        <source>Mangosteens</source>
        <translation>Mangoustans</translation>
    </message>
    <message>
        <source>Rambutans</source>
        <translation>Ramboutans</translation>
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
        <translation>A</translation>
    </message>
    <message>
        <source>Placed a seller</source>
        <translation>A placé un vendeur</translation>
    </message>
    <message>
        <source>Moved trump</source>
        <translation>A déplacé l’atout</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
</context>
<context>
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>Be the first chef to win five recipe cards.</source>
        <translation>Soyez le premier chef à gagner cinq cartes recette.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Five recipe stacks form a pentagon: the wok. Three recipes are face up. The 25 ingredient tokens (chili, mushroom, fish, meat, broccoli) are shared out as piles.</source>
        <translation>Cinq piles de recettes forment un pentagone : le wok. Trois recettes sont face visible. Les 25 jetons ingrédients (piment, champignon, poisson, viande, brocoli) sont répartis en piles.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <source>On the signal, everyone flicks the top token of their pile from their edge into the wok. Tokens spin, slide and bump into each other.</source>
        <translation>Au signal, chacun envoie d’une pichenette le jeton du dessus de sa pile depuis son bord vers le wok. Les jetons tournent, glissent et se cognent.</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Seuls comptent les jetons dans le wok, ou qui touchent une carte ou un séparateur.</translation>
    </message>
    <message>
        <source>As soon as a face-up recipe is complete, press it on your pad. The first touch wins the card; players pressing different cards at once each win theirs.</source>
        <translation>Dès qu’une recette visible est complète, appuyez dessus sur votre pavé. Le premier toucher gagne la carte ; des joueurs qui appuient en même temps sur des cartes différentes gagnent chacun la leur.</translation>
    </message>
    <message>
        <source>No recipe complete? Everyone flicks another token.</source>
        <translation>Aucune recette complète ? Chacun envoie un autre jeton.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Press a recipe that is not complete and you are out until the next card is won. With two players, your opponent wins the card you pressed.</source>
        <translation>Appuyez sur une recette incomplète et vous êtes hors jeu jusqu’à ce que la carte suivante soit gagnée. À deux joueurs, votre adversaire gagne la carte sur laquelle vous avez appuyé.</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>When ten or more of one ingredient are in the wok, press Wok&apos;up! to take any face-up recipe.</source>
        <translation>Quand le wok contient au moins dix jetons d’un même ingrédient, appuyez sur Wok&apos;up! pour prendre n’importe quelle recette visible.</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Après une carte gagnée</translation>
    </message>
    <message>
        <source>A new recipe is turned face up and the tokens are shared back. With five or six players, only half of the players flick in each volley.</source>
        <translation>Une nouvelle recette est retournée et les jetons sont redistribués. À cinq ou six joueurs, seule la moitié des joueurs lance à chaque salve.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>The first to five recipes wins at once; fifth cards won together share the win.</source>
        <translation>Le premier à cinq recettes gagne aussitôt ; si des cinquièmes cartes sont gagnées en même temps, la victoire est partagée.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <translation>La configuration de la partie n’est pas un JSON valide : %1</translation>
    </message>
    <message>
        <source>This save is not a Tindahan game.</source>
        <translation>Cette sauvegarde n’est pas une partie de Tindahan.</translation>
    </message>
    <message>
        <source>There is no such stall.</source>
        <translation>Cet étal n’existe pas.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>Il n’y a rien à annuler.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
</context>
</TS>
