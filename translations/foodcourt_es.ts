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
        <source>Five tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.</source>
        <translation>Cinco juegos de mesa de comida en una sola tableta: juegos de cartas pasando la tableta, juegos en los que todos juegan a la vez y un rompecabezas en solitario.</translation>
    </message>
    <message>
        <source>The games</source>
        <extracomment>About screen heading over the game credits.</extracomment>
        <translation>Los juegos</translation>
    </message>
    <message>
        <source>Komme gleich! is a card game by Uwe Rosenberg. Kaki Lima: MCO Mode is a solo variant by Evan Cheah. Tindahan, Kandar Klash! and Wok Up are played here from their rulebooks; each game belongs to its designers and publishers.</source>
        <extracomment>Game credits. Game titles stay as they are.</extracomment>
        <translation>Komme gleich! es un juego de cartas de Uwe Rosenberg. Kaki Lima: MCO Mode es una variante en solitario de Evan Cheah. Tindahan, Kandar Klash! y Wok Up se juegan aquí según sus reglamentos; cada juego pertenece a sus autores y editores.</translation>
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
</context>
<context>
    <name>FinalRanking</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <source>%1 wins the market!</source>
        <translation>¡%1 gana el mercado!</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A place in the final ranking: 1., 2., ...</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Victoria compartida</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Volver al menú</translation>
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
        <translation>No hay ninguna partida en curso.</translation>
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
        <translation>Cinco juegos de mesa de comida en una tableta. ¡Elige un puesto!</translation>
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
    <name>SeatRow</name>
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
        <source>Planner</source>
        <extracomment>Bot strength of the solo game: a bot that plans its whole route.</extracomment>
        <translation>Estratega</translation>
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
        <source>Table rules</source>
        <extracomment>Rules section heading.</extracomment>
        <translation>Reglas de la mesa</translation>
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
    <name>WokUpRules</name>
    <message>
        <source>Aim</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Be the first chef to win five recipe cards.</source>
        <translation>Sé el primer chef en ganar cinco cartas de receta.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Five recipe stacks form a pentagon: the wok. Three recipes are face up. The 25 ingredient tokens (chili, mushroom, fish, meat, broccoli) are shared out as piles.</source>
        <translation>Cinco montones de recetas forman un pentágono: el wok. Tres recetas están boca arriba. Las 25 fichas de ingredientes (guindilla, seta, pescado, carne, brócoli) se reparten en montones.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Una ronda</translation>
    </message>
    <message>
        <source>On the signal, everyone flicks the top token of their pile from their edge into the wok. Tokens spin, slide and bump into each other.</source>
        <translation>A la señal, cada uno lanza con el dedo la ficha de arriba de su montón desde su borde hacia el wok. Las fichas giran, se deslizan y chocan entre sí.</translation>
    </message>
    <message>
        <source>Only tokens inside the wok, or touching a card or divider, count.</source>
        <translation>Solo cuentan las fichas dentro del wok o que tocan una carta o un separador.</translation>
    </message>
    <message>
        <source>As soon as a face-up recipe is complete, press it on your pad. The first touch wins the card; players pressing different cards at once each win theirs.</source>
        <translation>En cuanto una receta boca arriba esté completa, púlsala en tu panel. El primer toque gana la carta; si varios pulsan a la vez cartas distintas, cada uno gana la suya.</translation>
    </message>
    <message>
        <source>No recipe complete? Everyone flicks another token.</source>
        <translation>¿Ninguna receta completa? Todos lanzan otra ficha.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Press a recipe that is not complete and you are out until the next card is won. With two players, your opponent wins the card you pressed.</source>
        <translation>Si pulsas una receta que no está completa, quedas fuera hasta que se gane la siguiente carta. Con dos jugadores, tu rival gana la carta que pulsaste.</translation>
    </message>
    <message>
        <source>Wok&apos;up!</source>
        <translation>Wok&apos;up!</translation>
    </message>
    <message>
        <source>When ten or more of one ingredient are in the wok, press Wok&apos;up! to take any face-up recipe.</source>
        <translation>Cuando haya diez o más fichas de un mismo ingrediente en el wok, pulsa Wok&apos;up! para llevarte cualquier receta boca arriba.</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Tras ganar una carta</translation>
    </message>
    <message>
        <source>A new recipe is turned face up and the tokens are shared back. With five or six players, only half of the players flick in each volley.</source>
        <translation>Se voltea una receta nueva y se vuelven a repartir las fichas. Con cinco o seis jugadores, solo la mitad lanza en cada tanda.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>The first to five recipes wins at once; fifth cards won together share the win.</source>
        <translation>El primero en llegar a cinco recetas gana al instante; si se ganan quintas cartas a la vez, se comparte la victoria.</translation>
    </message>
</context>
<context>
    <name>fc::tindahan_ui::TindahanTable</name>
    <message>
        <source>The game setup is not valid JSON: %1</source>
        <translation>La configuración de la partida no es un JSON válido: %1</translation>
    </message>
    <message>
        <source>This save is not a Tindahan game.</source>
        <translation>Esta partida guardada no es de Tindahan.</translation>
    </message>
    <message>
        <source>There is no such stall.</source>
        <translation>Ese puesto no existe.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
</context>
</TS>
