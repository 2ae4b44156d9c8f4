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
    "curiosity.phase": "Ronda {round} de {rounds} · una dirección se completa con "
                       "{completion} cartas",
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
    "curiosity.panel.play_here": "Jugar aquí: {label}",
    "curiosity.mine.label": "Tus piezas",
    "curiosity.mine.tokens_title": "Fichas de la ronda {round}",
    "curiosity.mine.tokens": "Tus fichas",
    "curiosity.mine.token": {"one": "Ficha {value} (te queda {count})",
                             "other": "Ficha {value} (te quedan {count})"},
    "curiosity.mine.cards_title": "Cartas de Dirección",
    "curiosity.mine.cards": "Tus cartas",
    "curiosity.mine.none_left": "no te queda ninguna",
    "curiosity.prompt.square": "Elige una casilla vacía para tu ficha.",
    "curiosity.prompt.position": "Elige una posición del panel para tu carta.",
    "curiosity.prompt.choose": "Marca un lugar de estudio con una ficha o programa el róver "
                               "con una carta.",
    "curiosity.players": "Jugadores",
    "curiosity.player.score": "Puntuación {score}",
    "curiosity.player.negatives": "puntos negativos {negatives}",
    "curiosity.player.eliminated": "fuera de juego (404)",
    "curiosity.player.cards": {"one": "{count} carta", "other": "{count} cartas"},
    "curiosity.player.tokens_left": "fichas que quedan por ronda {left}",
    "curiosity.player.collected": "Recogidas:",
    "curiosity.player.unplaced": "Sin colocar:",
    # la ayuda de memoria: las fichas que revelaría la ruta prevista
    "curiosity.legend.reveal": "{symbols} en una esquina: de quién es la ficha que "
                               "revelaría la ruta",
    "curiosity.square.reveal": "la ruta revelaría la ficha de {name}",
    "curiosity.square.reveal_mine": "la ruta revelaría tu {value}",
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
    "curiosity.summary.revealed": "Descubiertas",
    "curiosity.summary.unplaced": "Sin colocar, que cuentan",
    "curiosity.summary.points": "Puntos",
    # el registro
    "curiosity.log.round_started": "Empieza la ronda {round}; sale {name}.",
    "curiosity.log.token_placed": "{name} marca un lugar de estudio de la ronda {round} en "
                                  "{square}.",
    "curiosity.log.card_played": "{name} juega {card} en la posición {position}.",
    "curiosity.log.zero_played": "{name} juega una carta 0 en la pila del {pile} (posición "
                                 "{position}).",
    "curiosity.log.card_face_down": "{name} juega una carta boca abajo en la pila completa "
                                    "del {pile} (posición {position}).",
    "curiosity.log.pile_complete": "La dirección del {pile} ya está completa.",
    "curiosity.log.skipped": "{name} no puede hacer nada y pierde el turno.",
    "curiosity.log.drive": {"one": "El róver avanza {count} casilla de {start} a {end}.",
                            "other": "El róver avanza {count} casillas de {start} a {end}."},
    "curiosity.log.drive_none": "El róver no se mueve: se queda en {square}.",
    "curiosity.log.revealed": "El róver descubre el {value} de {name} en {square}.",
    "curiosity.log.revealed_404": "El róver descubre la ficha 404 de {name} en {square}: "
                                  "{name} queda fuera de juego.",
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
    "curiosity.part.negatives": "Fichas negativas descubiertas",
    "curiosity.part.unplaced_negatives": "Fichas negativas sin colocar",
    "curiosity.part.left_on_board": "Fichas que quedan en el tablero",
    # por qué se rechaza un movimiento (códigos de IllegalAction)
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
}
