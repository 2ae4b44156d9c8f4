"""Español: las palabras de la mesa de Ciudades Perdidas, su registro, los rechazos, el
progreso y las opciones."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # colores: como nombre o tras un nombre masculino (el 7 amarillo, el apretón de manos
    # amarillo) y tras uno femenino (la expedición amarilla, la pila de descartes amarilla)
    "lost_cities.colour.Y": "amarillo",
    "lost_cities.colour.B": "azul",
    "lost_cities.colour.W": "blanco",
    "lost_cities.colour.G": "verde",
    "lost_cities.colour.R": "rojo",
    "lost_cities.colour.P": "morado",
    "lost_cities.colour_f.Y": "amarilla",
    "lost_cities.colour_f.B": "azul",
    "lost_cities.colour_f.W": "blanca",
    "lost_cities.colour_f.G": "verde",
    "lost_cities.colour_f.R": "roja",
    "lost_cities.colour_f.P": "morada",
    # cartas
    "lost_cities.card.number": "{value} {colour}",
    "lost_cities.card.wager": "apretón de manos {colour}",
    "lost_cities.card.the": "el {card}",
    "lost_cities.n_cards": {"one": "1 carta", "other": "{count} cartas"},
    "lost_cities.n_points": {
        "one": "{value} punto",
        "other": "{value} puntos",
    },
    # la mesa
    "lost_cities.column.mine": "Tu expedición {colour}: {cards}, {points}",
    "lost_cities.column.theirs": "Expedición {colour} de {name}: {cards}, {points}",
    "lost_cities.expeditions.mine": "Tus expediciones",
    "lost_cities.expeditions.theirs": "Expediciones de {name}",
    "lost_cities.pile.label": "Pila de descartes {colour}: {cards}",
    "lost_cities.pile.label_top": "Pila de descartes {colour}: {cards}, con {card} arriba",
    "lost_cities.take": "Robar {card}",
    "lost_cities.just_discarded": "Recién descartada",
    "lost_cities.draw_deck": "Robar del mazo ({count, plural, one {queda #} other {quedan #}})",
    "lost_cities.deck_count": {"one": "1 carta en el mazo",
                               "other": "{count} cartas en el mazo"},
    "lost_cities.deck_empty": "El mazo está vacío",
    "lost_cities.board": "Tablero",
    "lost_cities.piles": "Pilas de descartes",
    "lost_cities.play": "Jugar {card} en tu expedición",
    "lost_cities.discard": "Descartar {card}",
    "lost_cities.cannot_play": "No puedes jugarla: {reason}.",
    "lost_cities.prompt.choose": "Elige una carta de tu mano.",
    "lost_cities.prompt.selected": "Juégala en tu expedición o descártala.",
    "lost_cities.prompt.draw": "Ahora roba: del mazo o la carta de arriba de una pila de "
                               "descartes.",
    "lost_cities.your_hand": "Tu mano",
    "lost_cities.hand": "Mano",
    "lost_cities.card_actions": "Acciones con la carta",
    "lost_cities.in_hand": {"one": " · 1 carta en la mano",
                            "other": " · {count} cartas en la mano"},
    "lost_cities.match.game": "Partida {game} de {games}",
    "lost_cities.match.single": "Partida única",
    "lost_cities.match.totals": "Total: {first} {a} – {second} {b}",
    "lost_cities.total": "Total",
    "lost_cities.scores_title": "Puntos por expedición",
    # los puntos explicados, entre partidas y al final
    "lost_cities.column.with_math": "{label}; cálculo: {math}",
    "lost_cities.math.summary": "Cómo se suman estos puntos",
    "lost_cities.math.line": "{colour}: {math}",
    "lost_cities.math.legend": "Cada expedición empezada suma sus cartas menos {cost}, "
                               "multiplicado por 2, 3 o 4 con 1, 2 o 3 apretones de manos; con "
                               "{min, plural, one {# carta} other {# cartas}} o más, bonificación "
                               "de {bonus, plural, one {# punto} other {# puntos}}.",
    "lost_cities.take_short": "Robar",
    "lost_cities.card_drawn": "{card}, recién robado",
    "lost_cities.fresh_mark": "nueva",
    "lost_cities.expedition": "Expedición",
    "lost_cities.game": "Partida",
    "lost_cities.game_n": "Partida {game}",
    "lost_cities.match_title": "El total, partida a partida",
    "lost_cities.over.title": "Fin de la partida {game} de {games}",
    "lost_cities.next_game": "Siguiente partida ({game} de {games})",
    # resumen de una partida terminada y de la serie
    "lost_cities.summary.game_win": "Partida {game}: gana {name}, {won} a {lost}",
    "lost_cities.summary.game_tie": "Partida {game}: empate a {score}",
    "lost_cities.summary.match_win": "{name} gana en el total de las partidas, {won} a {lost}.",
    "lost_cities.summary.match_draw": "El total de las partidas termina en empate a {score}.",
    "lost_cities.summary.match_nobody": "El total de las partidas termina en empate a {score}: "
                                        "nadie gana.",
    "lost_cities.summary.single_win": "{name} gana, {won} a {lost}.",
    "lost_cities.summary.single_draw": "Empate a {score}.",
    "lost_cities.summary.single_nobody": "Empate a {score}: nadie gana.",
    # ayudas de memoria: lo que el jugador en pantalla ha visto de la partida en curso
    "lost_cities.memory.title": "Ayudas de memoria",
    "lost_cities.memory.turns": {"one": "Te queda 1 turno si siempre se roba del mazo",
                                 "other": "Te quedan {count} turnos si siempre se roba del "
                                          "mazo"},
    "lost_cities.memory.turns_now": {"one": "Te queda 1 turno, este, si siempre se roba del "
                                            "mazo",
                                     "other": "Te quedan {count} turnos, contando este, si "
                                              "siempre se roba del mazo"},
    "lost_cities.memory.turns_none": "No te quedan turnos si siempre se roba del mazo",
    "lost_cities.memory.known": "En la mano de {name} (robadas de los descartes):",
    "lost_cities.memory.unseen": {"one": "1 carta sin ver todavía",
                                  "other": "{count} cartas sin ver todavía"},
    "lost_cities.memory.unseen_caption": "Cartas que no has visto: están en el mazo o en la "
                                         "mano de {name}",
    "lost_cities.memory.numbers": "Números",
    "lost_cities.memory.wagers": "Apretones de manos",
    "lost_cities.memory.no_numbers": "ninguno",
    "lost_cities.memory.piles": {"one": "Las pilas de descartes completas: 1 carta",
                                 "other": "Las pilas de descartes completas: {count} cartas"},
    "lost_cities.memory.piles_none": "Las pilas de descartes completas: aún no hay cartas",
    "lost_cities.memory.piles_order": "De la más antigua a la más reciente: la última de "
                                      "cada pila es la de arriba, la que se puede robar.",
    "lost_cities.memory.piles_empty": "Todavía no se ha descartado nada en esta partida.",
    "lost_cities.memory.pile": "{colour}: {cards}",
    # el registro
    "lost_cities.event.game_started": "Partida {game}: empieza {name}.",
    "lost_cities.event.played": "{name} ha jugado {card}.",
    "lost_cities.event.discarded": "{name} ha descartado {card}.",
    "lost_cities.event.drew": "{name} ha robado del mazo.",
    "lost_cities.event.took": "{name} ha robado {card} de la pila de descartes {colour}.",
    "lost_cities.event.game_over_first": "Fin de la partida {game}: {first} {a}, {second} {b}.",
    "lost_cities.event.game_over": "Fin de la partida {game}: {first} {a}, {second} {b} "
                                   "(total: {first} {ta}, {second} {tb}).",
    # por qué no se permite una jugada (códigos de IllegalAction)
    "lost_cities.reason.cards_incoming": "tus cartas están en camino: espera el siguiente "
                                          "enlace",
    "lost_cities.table.incoming": "Carta en camino",
    "lost_cities.reason.no_such_pile": "en esta partida no hay ninguna pila de descartes "
                                       "«{colour}»",
    "lost_cities.reason.no_such_card": "en esta partida no hay ninguna carta «{card}»",
    "lost_cities.reason.play_first": "primero juega o descarta una carta, y después roba",
    "lost_cities.reason.not_in_hand": "esa carta no está en tu mano",
    "lost_cities.reason.wager_after_number": "los apretones de manos van antes de cualquier "
                                             "carta numerada, y esta expedición ya tiene una",
    "lost_cities.reason.lower_than_last": "tiene que ser más alta que la última carta de su "
                                          "expedición",
    "lost_cities.reason.draw_first": "ya has jugado en este turno; ahora roba una carta",
    "lost_cities.reason.deck_empty": "el mazo está vacío",
    "lost_cities.reason.pile_empty": "esa pila de descartes está vacía",
    "lost_cities.reason.own_discard": "no puedes recuperar la carta que has descartado en "
                                      "este turno",
    # en qué punto está una partida guardada
    "lost_cities.progress.cards_left": {"one": "Queda 1 carta", "other": "Quedan {count} cartas"},
    "lost_cities.progress.game_cards_left": {"one": "Partida {game} de {games}, queda 1 carta",
                                             "other": "Partida {game} de {games}, "
                                                      "quedan {count} cartas"},
    "lost_cities.progress.match_over": "Partidas terminadas, {first} a {second}",
    # las opciones de la nueva partida
    "lost_cities.option.colours": "Expediciones",
    "lost_cities.option.colours.5": "5 colores (juego base)",
    "lost_cities.option.colours.6": "6 colores (partida larga)",
    "lost_cities.option.games": "Partidas",
    "lost_cities.option.games.3": "3 partidas",
    "lost_cities.option.games.1": "Una sola partida",
    "lost_cities.option.start": "Primer jugador",
    "lost_cities.option.start.random": "Al azar",
    "lost_cities.option.start.p1": "Jugador 1",
    "lost_cities.option.start.p2": "Jugador 2",
    # the difficulty levels, as the new-game form describes them (what each computer does)
    "lost_cities.level.easy": "Juega con las reglas prácticas de la dificultad Media, pero a veces "
                              "se equivoca: un primer rival amable.",
    "lost_cities.level.medium": (
        "Un jugador constante con reglas prácticas: abre los colores que puede completar y "
        "pone apretones de manos cuando tiene las cartas."
    ),
    "lost_cities.level.hard": (
        "Antes de cada jugada prueba cientos de repartos posibles y elige lo que más puntúa."
    ),
    # the menu's card
    "lost_cities.game.title": "Ciudades Perdidas",
    "lost_cities.game.players": "2 jugadores",
    "lost_cities.game.pitch": "Financia expediciones en orden creciente, apuesta por ellas y "
                              "no empieces lo que no puedas terminar.",
    # the guided game
    "lost_cities.guide.wager": "Elige {card} y juégalo. Un apretón de manos va antes que "
                               "cualquier carta numerada de su color y multiplica lo que puntúa "
                               "esa expedición, para bien o para mal: apuesta solo por un color "
                               "que puedas llenar. Tienes {count, plural, one {# carta numerada} "
                               "other {# cartas numeradas}} de ese color.",
    "lost_cities.guide.draw_deck": "Ahora roba una carta para acabar tu turno: del mazo ({count, "
                                   "plural, one {queda #} other {quedan #}}) o la de arriba de una "
                                   "pila de descartes. La partida acaba al robar la última carta "
                                   "del mazo.",
    "lost_cities.guide.start": "Elige {card} y juégalo para empezar la expedición. Cada "
                               "expedición que empiezas cuesta 20 puntos, así que sus cartas "
                               "deben sumar más de 20; con tu apretón de manos, el resultado se "
                               "multiplica por {times}.",
    "lost_cities.guide.discard": "Elige {card} y descártalo: no vas a empezar ese color. "
                                 "La carta descartada queda boca arriba en la pila de su "
                                 "color, y cualquiera de los dos puede robarla después.",
    "lost_cities.guide.take": "Roba {card} de su pila de descartes: el ordenador lo tiró y "
                              "encaja en tu expedición. Una carta robada de una pila es tuya "
                              "como cualquier otra.",
    "lost_cities.guide.extend": "Elige {card} y juégalo: una expedición solo sube, cada carta "
                                "más alta que la anterior (arriba está {last}).",
    "lost_cities.guide.tip_play": {
        "one": "Tu turno: juega una carta en una expedición o descarta una. Queda la última carta "
               "del mazo: quien la robe acaba la partida.",
        "other": "Tu turno: juega una carta en una expedición o descarta una. Quedan {count} "
                 "cartas en el mazo: {turns, plural, one {# turno} other {unos # turnos}} cada "
                 "uno.",
    },
    "lost_cities.guide.tip_draw": {
        "one": "Roba una carta: la última del mazo acaba la partida; o roba la de arriba de "
               "una pila de descartes para seguir jugando.",
        "other": "Roba una carta: del mazo (quedan {count}) o la de arriba de una pila de "
                 "descartes.",
    },
    "lost_cities.guide.end": "La partida ha terminado: tú has hecho {mine, plural, one {# punto} "
                             "other {# puntos}} y el ordenador {theirs, plural, one {# punto} "
                             "other {# puntos}}. Cada expedición cuenta sus cartas menos 20, por "
                             "1 más sus apretones de manos, y 20 más con 8 cartas o más: el "
                             "desglose de abajo muestra la cuenta.",
    # the hints
    "lost_cities.hint.lc_wager_open": {
        "one": "abre la expedición {colour_f} con un apretón de manos: tienes {count} carta "
               "de color {colour} que suma {points}",
        "other": "abre la expedición {colour_f} con un apretón de manos: tienes {count} "
                 "cartas de color {colour} que suman {points}",
    },
    "lost_cities.hint.lc_wager_more": {
        "one": "sube el multiplicador de la expedición {colour_f} a ×{multiplier}, con "
               "{count} carta de color {colour} en la mano para seguir",
        "other": "sube el multiplicador de la expedición {colour_f} a ×{multiplier}, con "
                 "{count} cartas de color {colour} en la mano para seguir",
    },
    "lost_cities.hint.lc_open": {
        "one": "empieza la expedición {colour_f}: tienes {count} carta de color {colour} que "
               "suma {points}, frente a los {cost} que cuesta",
        "other": "empieza la expedición {colour_f}: tienes {count} cartas de color {colour} "
                 "que suman {points}, frente a los {cost} que cuesta",
    },
    "lost_cities.hint.lc_open_past_wager": {
        "one": "empieza la expedición {colour_f} ({count} carta de color {colour} que suma "
               "{points}, frente a los {cost} que cuesta), aunque tu apretón de manos "
               "{colour} ya no se podrá jugar",
        "other": "empieza la expedición {colour_f} ({count} cartas de color {colour} que "
                 "suman {points}, frente a los {cost} que cuesta), aunque tu apretón de manos "
                 "{colour} ya no se podrá jugar",
    },
    "lost_cities.hint.lc_rush": {
        "one": "juega ya tus cartas: tienes {cards, plural, one {# carta} other {# cartas}} por "
               "jugar y solo te queda {count} turno",
        "other": "juega ya tus cartas: tienes {cards, plural, one {# carta} other {# cartas}} por "
                 "jugar y te quedan {count} turnos",
    },
    "lost_cities.hint.lc_extend": "amplía tu expedición {colour_f} sin saltarte ninguna carta que "
                                  "aún puedas conseguir",
    "lost_cities.hint.lc_extend_wagered": "amplía tu expedición {colour_f} sin huecos: sus puntos "
                                          "cuentan ×{multiplier}",
    "lost_cities.hint.lc_extend_gap": {
        "one": "amplía tu expedición {colour_f}, renunciando a {count} carta más baja que aún "
               "podrías conseguir",
        "other": "amplía tu expedición {colour_f}, renunciando a {count} cartas más bajas que "
                 "aún podrías conseguir",
    },
    "lost_cities.hint.lc_discard_dead_safe": "ninguno de los dos puede jugar ya esa carta",
    "lost_cities.hint.lc_discard_dead": "tú ya no puedes jugar esa carta, aunque {name} todavía "
                                        "podría",
    "lost_cities.hint.lc_discard_spare": "tu expedición {colour_f} todavía podría aprovechar esa "
                                         "carta",
    "lost_cities.hint.lc_discard_safe": "no has empezado la expedición {colour_f} y {name} ya no "
                                        "puede aprovechar esa carta",
    "lost_cities.hint.lc_discard_feeds": "no has empezado la expedición {colour_f}, aunque {name} "
                                         "podría añadir esa carta a la suya",
    "lost_cities.hint.lc_discard_unstarted": {
        "one": "nadie ha empezado la expedición {colour_f} y es tu única carta de color "
               "{colour}",
        "other": "nadie ha empezado la expedición {colour_f}; tienes {count} cartas de color "
                 "{colour}",
    },
    "lost_cities.hint.lc_draw_deck": {
        "one": "robas a ciegas: quedará {count} carta en el mazo",
        "other": "robas a ciegas: quedarán {count} cartas en el mazo",
    },
    "lost_cities.hint.lc_draw_last": "la última carta del mazo: la partida termina",
    "lost_cities.hint.lc_take_stall": {
        "one": "alarga la partida para jugar {count} carta más (mazo: {deck})",
        "other": "alarga la partida para jugar {count} cartas más (mazo: {deck})",
    },
    "lost_cities.hint.lc_take_fits": "encaja en tu expedición {colour_f}",
    "lost_cities.hint.lc_take_to_start": {
        "one": "se suma a la carta de color {colour} que tienes",
        "other": "se suma a las {count} cartas de color {colour} que tienes",
    },
    "lost_cities.hint.lc_take_deny": "así {name} no podrá añadir esa carta a su expedición "
                                     "{colour_f}",
    "lost_cities.hint.lc_take": "robar de una pila de descartes no acorta el mazo",
}
