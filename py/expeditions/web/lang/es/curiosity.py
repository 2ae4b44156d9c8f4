"""Palabras en español de la mesa de Curiosity, su registro, sus rechazos, progreso y
opciones."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # las cuatro direcciones (tipos de carta) y las cartas
    "curiosity.type.N": "Polo Norte",
    "curiosity.type.S": "Polo Sur",
    "curiosity.type.O": "Monte Olimpo",
    "curiosity.type.G": "Cráter Gale",
    "curiosity.direction.N": "al norte",
    "curiosity.direction.S": "al sur",
    "curiosity.direction.O": "al oeste",
    "curiosity.direction.G": "al este",
    "curiosity.card.typed": "{pile} {value}",
    "curiosity.card.zero": "Carta 0 comodín",
    "curiosity.leg": {"one": "{pile}: {count} casilla {direction}",
                      "other": "{pile}: {count} casillas {direction}"},
    "curiosity.points": {"one": "{count} punto", "other": "{count} puntos"},
    # la mesa
    "curiosity.table": "Mesa",
    "curiosity.phase": "Ronda {round} de {rounds} · una dirección se completa con {completion, "
                       "plural, one {# carta} other {# cartas}}",
    "curiosity.legend.preview": "◉ róver · números: la ruta si la planificación acabara ahora",
    "curiosity.legend.over": "◉ róver",
    "curiosity.legend.drive": "◉ róver · números: los pasos que faltan",
    "curiosity.planet": "Planeta",
    "curiosity.square": "casilla {square}",
    "curiosity.square.rover": "róver",
    "curiosity.square.step": "paso {step} de la ruta",
    "curiosity.square.mark": "Marcar {label}",
    "curiosity.token.known": "Ficha de la ronda {round} de {name} ({value})",
    "curiosity.token.hidden": "Ficha de la ronda {round} de {name}",
    "curiosity.token.back": "R{round}",
    "curiosity.panel.label": "Panel de control",
    "curiosity.panel.empty": "vacía",
    "curiosity.panel.complete": "completa",
    "curiosity.panel.progress": "{cards}/{completion}",
    "curiosity.panel.face_down": {"one": "{count} boca abajo", "other": "{count} boca abajo"},
    "curiosity.panel.slot": {"one": "Posición {position}: {pile}, mueve {count} casilla "
                                    "{direction}",
                             "other": "Posición {position}: {pile}, mueve {count} casillas "
                                      "{direction}"},
    "curiosity.panel.slot_empty": "Posición {position}: vacía",
    "curiosity.panel.play_empty": "Jugar en la posición {position} (vacía)",
    "curiosity.panel.play_pile": {
        "one": "Jugar en la posición {position}, en la pila del {pile}: {count} casilla "
               "{direction}",
        "other": "Jugar en la posición {position}, en la pila del {pile}: {count} casillas "
                 "{direction}",
    },
    "curiosity.mine.label": "Tus piezas",
    "curiosity.mine.tokens_title": "Fichas de la ronda {round}",
    "curiosity.mine.tokens": "Tus fichas",
    "curiosity.mine.token": {"one": "Ficha {value} (te queda {count})",
                             "other": "Ficha {value} (te quedan {count})"},
    "curiosity.mine.cards_title": "Cartas de Dirección",
    "curiosity.mine.cards": "Tus cartas",
    "curiosity.mine.none_left": "no te queda ninguna",
    # una partida que no reparte nadie: lo que espera al dispositivo del amigo
    "curiosity.mine.incoming": "{n, plural, one {# carta en camino: llegará} other {# cartas en "
                               "camino: llegarán}} con el próximo enlace de tu amigo.",
    "curiosity.resolving": "La planificación ha terminado: el recorrido espera a que los dos "
                           "dispositivos revelen sus fichas de la ruta, con los próximos "
                           "enlaces.",
    "curiosity.prompt.square": "Elige una casilla vacía para tu ficha.",
    "curiosity.prompt.position": "Elige una posición del panel para tu carta.",
    "curiosity.prompt.choose": "Marca un lugar de estudio con una ficha o programa el róver "
                               "con una carta.",
    "curiosity.players": "Jugadores",
    "curiosity.player.score": "Puntuación {score}",
    "curiosity.player.negatives": "puntos negativos {negatives}",
    "curiosity.player.eliminated": "fuera de juego (404)",
    "curiosity.player.cards": {"one": "{count} carta", "other": "{count} cartas"},
    "curiosity.player.tokens_left": "fichas que quedan: {per_round}",
    "curiosity.player.tokens_round": "{count} para la ronda {round}",
    "curiosity.player.collected": "Recogidas:",
    "curiosity.player.unplaced": "Sin colocar:",
    # la ayuda de memoria: las fichas que revelaría la ruta prevista
    "curiosity.legend.reveal": "{symbols} en una esquina: de quién es la ficha que "
                               "revelaría la ruta",
    "curiosity.square.reveal": "se revelaría la ficha de {name}",
    "curiosity.square.reveal_mine": "se revelaría tu {value}",
    "curiosity.reveals.none": "La ruta no revelaría ninguna ficha.",
    "curiosity.reveals.summary": {"one": "La ruta revelaría {count} ficha: {owners}",
                                  "other": "La ruta revelaría {count} fichas: {owners}"},
    "curiosity.reveals.mine": {"one": "{count} tuya ({values})",
                               "other": "{count} tuyas ({values})"},
    "curiosity.reveals.theirs": {"one": "{count} de {name}", "other": "{count} de {name}"},
    "curiosity.reveals.label": "Fichas en la ruta",
    "curiosity.reveals.item": "{square} (paso {step}): ficha de la ronda {round} de {name}",
    "curiosity.reveals.item_mine": "{square} (paso {step}): tu ficha de la ronda {round}, "
                                   "{value}",
    "curiosity.reveals.warn_404": "Tu 404 está en la ruta: si el róver avanzara ahora, "
                                  "quedarías fuera de juego.",
    # el recorrido y el resumen de la ronda
    "curiosity.drive.status": "Ronda {round}: el róver avanza…",
    "curiosity.drive.label": "El recorrido",
    "curiosity.drive.title": "Ronda {round}: el róver avanza",
    "curiosity.drive.step": "Paso {step} de {steps}",
    "curiosity.drive.ready": "Listo para arrancar",
    "curiosity.drive.wrapped": "ha cruzado el borde",
    "curiosity.drive.found_label": "Fichas encontradas",
    "curiosity.drive.found": "{name} {value}",
    "curiosity.drive.found_404": "404 de {name}: ¡fuera de juego!",
    "curiosity.drive.unplaced": "El {value} sin colocar de {name} cuenta en su contra",
    "curiosity.drive.unplaced_404": "404 sin colocar de {name}: ¡fuera de juego!",
    "curiosity.drive.skip": "Saltar el recorrido",
    "curiosity.summary.label": "Resumen de la ronda",
    "curiosity.summary.title": "Resumen de la ronda {round}",
    "curiosity.summary.drove": {"one": "El róver ha recorrido {count} casilla ({legs}).",
                                "other": "El róver ha recorrido {count} casillas ({legs})."},
    "curiosity.summary.player": "Jugador",
    "curiosity.summary.revealed": "Reveladas",
    "curiosity.summary.unplaced": "Negativas sin colocar",
    "curiosity.summary.points": "Puntos",
    # el registro
    "curiosity.log.round_started": "Empieza la ronda {round}; sale {name}.",
    "curiosity.log.token_placed": "{name} marca un lugar de estudio de la ronda {round} en "
                                  "{square}.",
    "curiosity.log.card_played": "{name} juega la carta {card} en la posición {position}.",
    "curiosity.log.zero_played": "{name} juega una carta 0 en la pila del {pile} (posición "
                                 "{position}).",
    "curiosity.log.card_face_down": "{name} juega una carta boca abajo en la pila completa "
                                    "del {pile} (posición {position}).",
    "curiosity.log.pile_complete": "La dirección del {pile} ya está completa.",
    "curiosity.log.skipped": "{name} no puede hacer nada y pierde el turno.",
    "curiosity.log.drive": {"one": "El róver avanza {count} casilla de {start} a {end}.",
                            "other": "El róver avanza {count} casillas de {start} a {end}."},
    "curiosity.log.drive_none": "El róver no se mueve: se queda en {square}.",
    "curiosity.log.revealed": "El róver revela el {value} de {name} en {square}.",
    "curiosity.log.revealed_404": "El róver revela la ficha 404 de {name} en {square}: {name} "
                                  "queda fuera de juego.",
    "curiosity.log.unplaced_counts": "El {value} que {name} no ha colocado cuenta en su "
                                     "contra.",
    "curiosity.log.unplaced_discarded": "El {value} que {name} no ha colocado se descarta.",
    "curiosity.log.wins": "{name} gana con {points}.",
    "curiosity.log.draw": "Empate entre {names} con {points}.",
    "curiosity.log.nobody_wins": "Todos quedan fuera de juego: nadie gana.",
    # cómo va una partida guardada
    "curiosity.progress.round": "Ronda {round} de {rounds}",
    "curiosity.progress.finished": "Terminada",
    # la opción de partida nueva
    "curiosity.option.start_player": "Primer jugador de la ronda 1",
    "curiosity.option.start_player.random": "Al azar",
    "curiosity.option.start_player.0": "Jugador 1",
    "curiosity.option.start_player.1": "Jugador 2",
    "curiosity.option.start_player.2": "Jugador 3",
    "curiosity.option.start_player.3": "Jugador 4",
    # el desglose de la puntuación final (Result.breakdown[seat]["parts"])
    "curiosity.part.positives": "Fichas positivas",
    "curiosity.part.negatives": "Fichas negativas reveladas",
    "curiosity.part.unplaced_negatives": "Fichas negativas sin colocar",
    "curiosity.part.left_on_board": "Fichas que quedan en el tablero",
    # por qué se rechaza una jugada (códigos de IllegalAction)
    "curiosity.reason.off_board": "esa casilla está fuera del planeta de {size}×{size}",
    "curiosity.reason.under_rover": "el róver está en esa casilla y no se puede poner una "
                                    "ficha debajo",
    "curiosity.reason.square_taken": "esa casilla ya tiene una ficha",
    "curiosity.reason.future_round_token": "esa es una ficha de la ronda {token_round}: ahora "
                                           "solo puedes colocar fichas de la ronda {round}",
    "curiosity.reason.token_already_placed": "ya has colocado esa ficha de la ronda {round}",
    "curiosity.reason.past_round_token": "no tienes esa ficha de la ronda {round} (las fichas "
                                         "de rondas anteriores ya se han resuelto)",
    "curiosity.reason.no_such_token": "no tienes esa ficha de la ronda {round}",
    "curiosity.reason.bad_position": "el panel de control tiene las posiciones de la 1 a la "
                                     "{positions}",
    "curiosity.reason.not_in_hand": "no tienes esa carta",
    "curiosity.reason.zero_cannot_start": "una carta 0 no puede empezar una pila: juégala en "
                                          "una pila que ya esté en el panel",
    "curiosity.reason.wrong_pile": "esa carta tiene que ir a su propia pila, en la posición "
                                   "{position}",
    "curiosity.reason.position_taken": "la posición {position} ya tiene otra pila",
    # las figuras de las reglas (expeditions.web.rules.curiosity)
    "curiosity.figure.drive": "El planeta y el panel de control justo antes de que avance el "
                              "róver",
    "curiosity.figure.result": "El planeta tras el recorrido y el resumen de la ronda",
    "curiosity.figure.tiebreak": "Las puntuaciones de Ana y Ben al final de la partida",
    # the difficulty levels, as the new-game form describes them (what each computer does)
    "curiosity.level.easy": (
        "Reglas prácticas sencillas: las fichas buenas en la ruta que va a seguir el róver, "
        "las malas lejos de ella."
    ),
    "curiosity.level.medium": "Valora cada jugada posible por los puntos que espera sacar de ella.",
    "curiosity.level.hard": (
        "Deduce dónde escondieron los demás sus fichas y juega la ronda muchas veces antes de"
        " elegir."
    ),
    # the menu's card
    "curiosity.game.title": "Curiosity",
    "curiosity.game.players": "De 2 a 4 jugadores",
    "curiosity.game.pitch": "Programa el róver de Marte junto a los demás y esconde fichas de "
                            "estudio en los lugares de estudio a los que esperas que llegue.",
    # the guided game
    "curiosity.guide.your_card": "tu carta {card}",
    "curiosity.guide.your_zero": "tu carta 0",
    "curiosity.guide.new_pile": {
        "one": "Elige {card} y después la posición {position} del panel de control. Una "
               "dirección que aún no tiene pila la empieza en cualquier posición vacía. "
               "Cuando acaba la planificación, el róver avanza pila a pila, de izquierda a "
               "derecha, tantas casillas como diga la carta de arriba de cada pila: con "
               "esta, {count} casilla {dir}. Los números del tablero muestran esa ruta.",
        "other": "Elige {card} y después la posición {position} del panel de control. Una "
                 "dirección que aún no tiene pila la empieza en cualquier posición vacía. "
                 "Cuando acaba la planificación, el róver avanza pila a pila, de izquierda "
                 "a derecha, tantas casillas como diga la carta de arriba de cada pila: con "
                 "esta, {count} casillas {dir}. Los números del tablero muestran esa ruta.",
    },
    "curiosity.guide.token_plus": "Elige tu ficha {value} y después la casilla {square}: el "
                                  "paso {step} de la ruta que haría ahora el róver. Las "
                                  "fichas van boca abajo; cuando el róver avanza, se revelan "
                                  "todas las fichas de su ruta y cuentan para su dueño, así "
                                  "que pon tus fichas positivas por donde vaya a pasar.",
    "curiosity.guide.token_plus_off": "Elige tu ficha {value} y después la casilla {square}. "
                                      "Por ahora está fuera de la ruta: solo puntúa si el "
                                      "róver pasa por encima, en esta ronda o en otra "
                                      "posterior.",
    "curiosity.guide.token_minus": "Elige tu ficha {value} y después la casilla {square}, "
                                   "lejos de la ruta. Una ficha negativa cuenta en tu contra "
                                   "si el róver la revela, y también si no la colocas en "
                                   "esta ronda: esconde tus negativas fuera de la ruta antes "
                                   "de que acabe la planificación.",
    "curiosity.guide.token_minus_on": "Elige tu ficha {value} y después la casilla {square}. "
                                      "Está en la ruta que haría ahora el róver: si la ruta "
                                      "no cambia, contará en tu contra.",
    "curiosity.guide.token_404": "Elige tu ficha 404 y después la casilla {square}: si el "
                                 "róver llega a revelarla, quedas fuera de juego, así que "
                                 "déjala bien lejos de la ruta.",
    "curiosity.guide.same_pile": {
        "one": "Elige {card} y después su pila, en la posición {position}: una carta cuya "
               "dirección ya tiene pila debe ir en esa pila. Solo cuenta la carta de arriba, "
               "así que ahí el róver avanzará {count} casilla {dir} en vez de {old}.",
        "other": "Elige {card} y después su pila, en la posición {position}: una carta cuya "
                 "dirección ya tiene pila debe ir en esa pila. Solo cuenta la carta de "
                 "arriba, así que ahí el róver avanzará {count} casillas {dir} en vez de "
                 "{old}.",
    },
    "curiosity.guide.complete_pile": {
        "one": "Elige {card} y después la posición {position}: con ella, la pila del {pile} tiene "
               "{completion, plural, one {# carta} other {# cartas}} y la dirección está completa. "
               "Su carta de arriba ya no cambia ({count} casilla {dir}), y cualquier carta que se "
               "juegue ahí después va boca abajo y no hace nada. La planificación acaba en cuanto "
               "las cuatro direcciones están completas o nadie tiene cartas.",
        "other": "Elige {card} y después la posición {position}: con ella, la pila del {pile} "
                 "tiene {completion, plural, one {# carta} other {# cartas}} y la dirección está "
                 "completa. Su carta de arriba ya no cambia ({count} casillas {dir}), y cualquier "
                 "carta que se juegue ahí después va boca abajo y no hace nada. La planificación "
                 "acaba en cuanto las cuatro direcciones están completas o nadie tiene cartas.",
    },
    "curiosity.guide.complete_last": {
        "one": "Elige {card} y después la posición {position}: completa la pila del {pile} "
               "({count} casilla {dir}), la última abierta, así que la planificación acaba "
               "en el acto y el róver avanza.",
        "other": "Elige {card} y después la posición {position}: completa la pila del {pile} "
                 "({count} casillas {dir}), la última abierta, así que la planificación "
                 "acaba en el acto y el róver avanza.",
    },
    "curiosity.guide.face_down": "Elige {card} y después la posición {position}: la pila del "
                                 "{pile} está completa, así que tu carta va boca abajo y no "
                                 "hace nada. Quemar una carta así gasta tu turno sin cambiar "
                                 "la ruta ni colocar una ficha. Cuidado: la planificación "
                                 "puede acabar pronto, y una ficha negativa que no hayas "
                                 "colocado contará en tu contra.",
    "curiosity.guide.zero": "Elige {card} y después la posición {position}: una carta 0 va "
                            "en una pila que ya existe. Arriba del todo, detiene esa "
                            "dirección: el róver no se moverá por la pila del {pile}.",
    "curiosity.guide.found": {"one": "tu {values}", "other": "tus {values}"},
    "curiosity.guide.found_none": "ninguna de tus fichas",
    "curiosity.guide.others": {"one": "{count} ficha del ordenador",
                               "other": "{count} fichas del ordenador"},
    "curiosity.guide.others_none": "ninguna del ordenador",
    "curiosity.guide.unplaced": {
        "one": "tu {values}, que no llegaste a colocar, ha contado en tu contra",
        "other": "tus {values}, que no llegaste a colocar, han contado en tu contra",
    },
    "curiosity.guide.after_drive": {
        "one": "La planificación ha terminado y el róver ha avanzado {count} casilla. Reveladas: "
               "{found}; {others} (el resumen de la ronda, abajo, las detalla). Tu puntuación en "
               "esa ronda: {points}. Ronda {round}: cartas nuevas, fichas nuevas y el panel vacío. "
               "Elige {card} y después la posición {position} para empezar una pila.",
        "other": "La planificación ha terminado y el róver ha avanzado {count} casillas. "
                 "Reveladas: {found}; {others} (el resumen de la ronda, abajo, las detalla). Tu "
                 "puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, fichas nuevas y "
                 "el panel vacío. Elige {card} y después la posición {position} para empezar una "
                 "pila.",
    },
    "curiosity.guide.after_drive_unplaced": {
        "one": "La planificación ha terminado y el róver ha avanzado {count} casilla. Reveladas: "
               "{found}; {others} (el resumen de la ronda, abajo, las detalla). Además, "
               "{unplaced}: una negativa que sigue en tu reserva siempre cuenta al acabar la "
               "planificación, así que coloca las negativas fuera de la ruta a tiempo. Tu "
               "puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, fichas nuevas y "
               "el panel vacío. Elige {card} y después la posición {position} para empezar una "
               "pila.",
        "other": "La planificación ha terminado y el róver ha avanzado {count} casillas. "
                 "Reveladas: {found}; {others} (el resumen de la ronda, abajo, las detalla). "
                 "Además, {unplaced}: una negativa que sigue en tu reserva siempre cuenta al "
                 "acabar la planificación, así que coloca las negativas fuera de la ruta a tiempo. "
                 "Tu puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, fichas "
                 "nuevas y el panel vacío. Elige {card} y después la posición {position} para "
                 "empezar una pila.",
    },
    "curiosity.guide.tip_drive": {
        "one": "El róver ha avanzado {count} casilla. Reveladas: {found}; {others}. Tu puntuación "
               "en esa ronda: {points} (el resumen de la ronda, abajo, tiene los detalles). Ronda "
               "{round}: cartas nuevas, fichas nuevas y el panel vacío.",
        "other": "El róver ha avanzado {count} casillas. Reveladas: {found}; {others}. Tu "
                 "puntuación en esa ronda: {points} (el resumen de la ronda, abajo, tiene los "
                 "detalles). Ronda {round}: cartas nuevas, fichas nuevas y el panel vacío.",
    },
    "curiosity.guide.tip_drive_unplaced": {
        "one": "El róver ha avanzado {count} casilla. Reveladas: {found}; {others}; además, "
               "{unplaced}. Tu puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, "
               "fichas nuevas y el panel vacío.",
        "other": "El róver ha avanzado {count} casillas. Reveladas: {found}; {others}; además, "
                 "{unplaced}. Tu puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, "
                 "fichas nuevas y el panel vacío.",
    },
    "curiosity.guide.tip": {
        "one": "Ronda {round} de {rounds}, tu turno: marca un lugar de estudio con tu última "
               "ficha o programa el róver con una carta. Los números del tablero muestran "
               "la ruta si la planificación acabara ahora.",
        "other": "Ronda {round} de {rounds}, tu turno: marca un lugar de estudio con una de "
                 "tus {count} fichas o programa el róver con una carta. Los números del "
                 "tablero muestran la ruta si la planificación acabara ahora.",
    },
    "curiosity.guide.tip_negatives": {
        "one": "Ronda {round} de {rounds}, tu turno: coloca una ficha o juega una carta. Tu "
               "{negatives} cuenta en tu contra si sigue sin colocar cuando acabe la "
               "planificación: ponla fuera de la ruta a tiempo.",
        "other": "Ronda {round} de {rounds}, tu turno: coloca una ficha o juega una carta. "
                 "Tus {negatives} cuentan en tu contra si siguen sin colocar cuando acabe la "
                 "planificación: ponlas fuera de la ruta a tiempo.",
    },
    "curiosity.guide.tip_cards": "Ronda {round} de {rounds}: ya has colocado todas tus "
                                 "fichas, así que juega una carta. En una pila completa va "
                                 "boca abajo y no cambia nada.",
    "curiosity.guide.tip_404": {
        "one": "Última ronda: tu 404 es tu última ficha. Si el róver la revela, quedas fuera "
               "de juego; sin colocar, no hace nada. Cuando se te acaben las cartas tendrás "
               "que colocarla, así que guarda alguna carta o ponla lejos de la ruta.",
        "other": "Última ronda: tu 404 está entre tus {count} fichas. Si el róver la revela, "
                 "quedas fuera de juego; sin colocar, no hace nada. Cuando se te acaben las "
                 "cartas tendrás que colocar fichas, así que guarda alguna carta o ponla "
                 "lejos de la ruta.",
    },
    "curiosity.guide.tip_404_negatives": {
        "one": "Última ronda: tu {negatives} cuenta en tu contra si sigue sin colocar cuando "
               "acabe la planificación, pero tu 404 no hace nada sin colocar, y te deja "
               "fuera de juego si el róver la revela. Pon la negativa fuera de la ruta y "
               "guarda alguna carta para que nunca tengas que colocar la 404.",
        "other": "Última ronda: tus {negatives} cuentan en tu contra si siguen sin colocar "
                 "cuando acabe la planificación, pero tu 404 no hace nada sin colocar, y te "
                 "deja fuera de juego si el róver la revela. Pon las negativas fuera de la "
                 "ruta y guarda alguna carta para que nunca tengas que colocar la 404.",
    },
    "curiosity.guide.outcome.won": "¡Has ganado!",
    "curiosity.guide.outcome.lost": "Gana el ordenador.",
    "curiosity.guide.outcome.tie": "Es un empate.",
    "curiosity.guide.outcome.out": "El róver reveló tu 404, así que no podías ganar.",
    "curiosity.guide.end": "La partida ha terminado: tú has hecho {mine, plural, one {# punto} "
                           "other {# puntos}} y el ordenador {theirs, plural, one {# punto} other "
                           "{# puntos}}. {outcome} Cada ficha revelada ha contado para su dueño, "
                           "cada negativa sin colocar en su contra, y las fichas que quedan en el "
                           "tablero no cuentan.",
    # the hints
    "curiosity.hint.action_token": "Colocar tu ficha {value} en {square}",
    "curiosity.hint.action_card": "Jugar la carta {card} en la posición {position}",
    "curiosity.hint.action_zero": "Jugar la carta 0 comodín en la posición {position}",
    "curiosity.hint.cy_plus_likely": "una ficha positiva donde es probable que pase el róver "
                                     "({percent} % de las rutas que prevé)",
    "curiosity.hint.cy_plus_unlikely": "una ficha positiva fuera de la ruta probable ({percent} "
                                       "% de las rutas que prevé); una ronda posterior aún "
                                       "puede revelarla",
    "curiosity.hint.cy_minus_unlikely": "una ficha negativa donde es poco probable que pase el "
                                        "róver ({percent} % de las rutas que prevé); sin "
                                        "colocar, contaría en tu contra",
    "curiosity.hint.cy_minus_likely": "una ficha negativa donde es probable que pase el róver "
                                      "({percent} % de las rutas que prevé); sin colocar, "
                                      "contaría en tu contra de todos modos",
    "curiosity.hint.cy_404": "tu 404 donde el róver pasa en el {percent} % de las rutas que "
                             "prevé",
    "curiosity.hint.cy_card_face_down": "boca abajo en la pila completa del {pile}: la ruta no "
                                        "cambia",
    "curiosity.hint.cy_card_own_gain": {
        "one": "tus fichas en la ruta actual suman entonces {count} punto más",
        "other": "tus fichas en la ruta actual suman entonces {count} puntos más",
    },
    "curiosity.hint.cy_card_own_loss": {
        "one": "tus fichas en la ruta actual suman entonces {count} punto menos",
        "other": "tus fichas en la ruta actual suman entonces {count} puntos menos",
    },
    "curiosity.hint.cy_card_off_others": {
        "one": "aparta la ruta actual de {count} ficha de los demás",
        "other": "aparta la ruta actual de {count} fichas de los demás",
    },
    "curiosity.hint.cy_card_onto_others": {
        "one": "lleva la ruta actual a {count} ficha de los demás",
        "other": "lleva la ruta actual a {count} fichas de los demás",
    },
    "curiosity.hint.cy_card_completes": "completa la dirección del {pile}: sus pasos quedan "
                                        "fijados",
    "curiosity.hint.cy_card_quiet": "la ruta actual pasa por las mismas fichas, y las tuyas "
                                    "esperan a más adelante",
}
