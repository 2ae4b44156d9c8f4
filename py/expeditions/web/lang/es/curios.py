"""Español: las palabras de la mesa de Curios, su registro, sus rechazos y su progreso."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # los cuatro sitios: como título y con artículo para el texto corrido
    "curios.site.pyramid": "La Gran Pirámide",
    "curios.site.colosseum": "El Coliseo",
    "curios.site.shipwreck": "El Naufragio",
    "curios.site.temple": "El Templo",
    "curios.site.pyramid.the": "la Gran Pirámide",
    "curios.site.colosseum.the": "el Coliseo",
    "curios.site.shipwreck.the": "el Naufragio",
    "curios.site.temple.the": "el Templo",
    # colores, cartas y gemas
    "curios.colour.yellow": "amarillo",
    "curios.colour.green": "verde",
    "curios.colour.blue": "azul",
    "curios.colour.red": "rojo",
    "curios.colour_title.yellow": "Amarillo",
    "curios.colour_title.green": "Verde",
    "curios.colour_title.blue": "Azul",
    "curios.colour_title.red": "Rojo",
    "curios.card": "{value} {colour}",
    "curios.gem_a.yellow": "una gema amarilla",
    "curios.gem_a.green": "una gema verde",
    "curios.gem_a.blue": "una gema azul",
    "curios.gem_a.red": "una gema roja",
    "curios.gems.yellow": {"one": "{count} gema amarilla", "other": "{count} gemas amarillas"},
    "curios.gems.green": {"one": "{count} gema verde", "other": "{count} gemas verdes"},
    "curios.gems.blue": {"one": "{count} gema azul", "other": "{count} gemas azules"},
    "curios.gems.red": {"one": "{count} gema roja", "other": "{count} gemas rojas"},
    "curios.gems_left.yellow": {"one": "Queda {count} gema amarilla",
                                "other": "Quedan {count} gemas amarillas"},
    "curios.gems_left.none": "No quedan gemas",
    "curios.gems_left.green": {"one": "Queda {count} gema verde",
                               "other": "Quedan {count} gemas verdes"},
    "curios.gems_left.blue": {"one": "Queda {count} gema azul",
                              "other": "Quedan {count} gemas azules"},
    "curios.gems_left.red": {"one": "Queda {count} gema roja",
                             "other": "Quedan {count} gemas rojas"},
    # la mesa
    "curios.table.round": "Ronda {round} · {phase}",
    "curios.phase.search": "Fase 1: Búsqueda de tesoros",
    "curios.phase.recruit": "Fase 2: Reclutar arqueólogos",
    "curios.phase.over": "Fin de la partida",
    "curios.table.sites": "Sitios del tesoro",
    "curios.site.value": "valor {value}",
    "curios.site.hidden_value": "valor oculto",
    "curios.site.columns": "{site}: columnas",
    "curios.column.filled": {"one": "columna {n}: {count} espacio, ocupada por {name}",
                             "other": "columna {n}: {count} espacios, ocupada por {name}"},
    "curios.column.empty": {"one": "columna {n}: {count} espacio, vacía",
                            "other": "columna {n}: {count} espacios, vacía"},
    "curios.site.place": {"one": "Colocar {count} arqueólogo en {site}",
                          "other": "Colocar {count} arqueólogos en {site}"},
    "curios.bonus.label": "Artefactos de bonificación",
    "curios.bonus.title": "Bonificaciones de la última búsqueda",
    "curios.bonus.tie": "Sin bonificación en {site}: hay empate en la mayoría",
    "curios.bonus.empty": "{name} tiene la mayoría en {site}, pero no queda ninguna gema",
    "curios.bonus.took": "{name} toma {gem} de bonificación (mayoría en {site})",
    "curios.players.label": "Jugadores",
    "curios.player.first": "Primer jugador",
    "curios.player.passed": "ha pasado",
    "curios.player.pawns": {"one": "Arqueólogos {left} / {total} · {count} carta",
                            "other": "Arqueólogos {left} / {total} · {count} cartas"},
    "curios.player.gems": "Gemas de {name}",
    "curios.player.revealed": "Reveladas:",
    "curios.player.none": "ninguna",
    "curios.clues.title": "Pistas",
    "curios.clues.help": "Los valores que aún puede tener cada sitio, según las cartas que "
                         "tienes y las que has visto.",
    "curios.clues.chance": "{percent} %",
    "curios.clues.ruled_out": "{value}: descartado",
    # ayudas de memoria en el panel de pistas: gemas que quedan, el final, la carrera por
    # cada artefacto de bonificación
    "curios.memory.gems_left": "{count, plural, one {Queda #} other {Quedan #}} de {start, plural, "
                               "one {# gema} other {# gemas}}",
    "curios.memory.empty_sites": "Sitios sin gemas: {empty} de {needed}. La ronda en la que "
                                 "{needed, plural, one {se agote # sitio} other {se agoten # "
                                 "sitios}} será la última.",
    "curios.memory.race": "Carrera por la mayoría",
    "curios.memory.race_help": "Tras la búsqueda, quien tenga más arqueólogos en un sitio se lleva "
                               "allí un artefacto de bonificación; si hay empate en la mayoría, "
                               "nadie se lo lleva.",
    "curios.memory.race_idle": "Los arqueólogos han vuelto con sus dueños: la carrera empieza "
                               "de nuevo en la próxima búsqueda.",
    "curios.memory.leads": {"one": "{name} va en cabeza por {count} arqueólogo",
                            "other": "{name} va en cabeza por {count} arqueólogos"},
    "curios.memory.tied": {"one": "{names} empatan a {count} arqueólogo: por ahora, sin "
                                  "bonificación",
                           "other": "{names} empatan a {count} arqueólogos: por ahora, sin "
                                    "bonificación"},
    "curios.memory.nobody": "Aún no hay arqueólogos",
    "curios.memory.no_bonus_gem": "No queda ninguna gema para la bonificación.",
    "curios.memory.pawns": {"one": "{name}: {count} arqueólogo",
                            "other": "{name}: {count} arqueólogos"},
    "curios.score.title": "Tabla de puntuación",
    "curios.score.product": "{gems} × {value}",
    "curios.score.total": "Total",
    "curios.hand.title": "Tu mano",
    "curios.hand.incoming": "{n, plural, one {# carta en camino: llegará} other {# cartas en "
                            "camino: llegarán}} con el próximo enlace de tu amigo.",
    "curios.hand.empty": "No te quedan cartas.",
    "curios.hand.recruit_group": "Reclutar",
    "curios.hand.reveal": "Revelar el {card} y reclutar un arqueólogo",
    "curios.hand.pass": "Pasar (conservas tus cartas)",
    # el registro de la partida (una frase por suceso)
    "curios.event.round_started": "Empieza la ronda {round}; {name} tiene la ficha de primer "
                                  "jugador.",
    "curios.event.placed": {
        "one": "{name} llena la columna {column} en {site} con {count} arqueólogo y toma "
               "{gem}.",
        "other": "{name} llena la columna {column} en {site} con {count} arqueólogos y toma "
                 "{gem}.",
    },
    "curios.event.placed_no_gem": {
        "one": "{name} llena la columna {column} en {site} con {count} arqueólogo y no toma "
               "ninguna gema (no quedan).",
        "other": "{name} llena la columna {column} en {site} con {count} arqueólogos y no "
                 "toma ninguna gema (no quedan).",
    },
    "curios.event.passed": "{name} pasa.",
    "curios.event.passed_stuck": {
        "one": "{name} pasa: le queda {count} arqueólogo, que no basta para llenar ninguna "
               "columna.",
        "other": "{name} pasa: le quedan {count} arqueólogos, que no bastan para llenar ninguna "
                 "columna.",
    },
    "curios.event.passed_out": "{name} pasa: no le quedan arqueólogos.",
    "curios.event.bonus_tie": "Empate por la mayoría en {site}: no hay bonificación.",
    "curios.event.bonus": {
        "one": "{name} tiene la mayoría en {site} ({count} arqueólogo) y toma {gem} de "
               "bonificación.",
        "other": "{name} tiene la mayoría en {site} ({count} arqueólogos) y toma {gem} de "
                 "bonificación.",
    },
    "curios.event.bonus_empty": {
        "one": "{name} tiene la mayoría en {site} ({count} arqueólogo), pero no quedan gemas.",
        "other": "{name} tiene la mayoría en {site} ({count} arqueólogos), pero no quedan "
                 "gemas.",
    },
    "curios.event.recruited": "{name} revela el {card} y recluta un arqueólogo (ya tiene "
                              "{pawns}).",
    "curios.event.declined": "{name} no recluta.",
    "curios.event.cannot_recruit.no_cards": "{name} no puede reclutar (no le quedan cartas) y "
                                            "pasa.",
    "curios.event.cannot_recruit.max_pawns": "{name} no puede reclutar (ya tiene {pawns, plural, "
                                             "one {# arqueólogo} other {# arqueólogos}}) y pasa.",
    "curios.event.side_card_incoming": "Se revela la carta superior del mazo lateral; llega a "
                                       "este dispositivo con el próximo enlace de tu amigo.",
    "curios.event.side_card_flipped": "Se revela la carta superior del mazo lateral: el "
                                      "{card}.",
    "curios.event.game_over": "Fin de la partida. Se revelan las cartas de los sitios: "
                              "{values}.",
    # por qué se rechaza una jugada (códigos de IllegalAction)
    "curios.reason.must_place": "mientras puedas, tienes que llenar una columna (no se puede "
                                "pasar por voluntad propia)",
    "curios.reason.wrong_phase": "los arqueólogos se colocan en la Fase 1 y las cartas se revelan "
                                 "en la Fase 2",
    "curios.reason.site_full": "las cinco columnas de ese sitio están llenas",
    "curios.reason.not_enough_pawns": "la columna vacía más a la izquierda de ese sitio necesita "
                                      "{needed, plural, one {# arqueólogo} other {# arqueólogos}} "
                                      "y {left, plural, one {te queda #} other {te quedan #}}",
    "curios.reason.no_cards": "tu mano está vacía: no tienes ninguna carta que revelar",
    "curios.reason.max_pawns": "ya tienes {max, plural, one {# arqueólogo} other {# arqueólogos}}",
    "curios.reason.not_in_hand": "no tienes esa carta",
    # cómo va la partida (la lista de partidas guardadas)
    "curios.progress.round": "Ronda {round}, Fase {phase}",
    "curios.progress.finished": "Terminada tras la ronda {round}",
    # the difficulty levels, as the new-game form describes them (what each computer does)
    "curios.level.easy": (
        "Pone sus arqueólogos donde más ganan en ese momento, sin mirar más allá, y a veces "
        "elige un sitio peor."
    ),
    "curios.level.medium": (
        "Planea el resto de sus arqueólogos y las mayorías según las cartas que ha visto."
    ),
    "curios.level.hard": (
        "Además lee lo que las jugadas de los demás dicen de sus cartas, y juega sus mejores "
        "opciones hasta el final antes de elegir."
    ),
    # the menu's card
    "curios.game.title": "Curios",
    "curios.game.players": "De 2 a 5 jugadores",
    "curios.game.pitch": "Envía a tus arqueólogos a cuatro sitios antiguos y adivina qué gemas "
                         "valen más.",
    # the guided game
    "curios.guide.the_card": "el {card}",
    "curios.guide.fill": {
        "one": "Llena la primera columna en {site} con su botón Colocar. En tu turno llenas "
               "la columna vacía más a la izquierda de un sitio, entera y solo con tus "
               "arqueólogos, y tomas allí una gema; esta columna necesita {count} arqueólogo. "
               "Las gemas de este sitio son una buena apuesta: tienes {cards}, y una carta "
               "que tienes en la mano no puede ser el valor oculto de su sitio, así que cada "
               "una de estas gemas vale {values}.",
        "other": "Llena la primera columna en {site} con su botón Colocar. En tu turno "
                 "llenas la columna vacía más a la izquierda de un sitio, entera y solo con "
                 "tus arqueólogos, y tomas allí una gema; esta columna necesita {count} "
                 "arqueólogos. Las gemas de este sitio son una buena apuesta: tienes "
                 "{cards}, y una carta que tienes en la mano no puede ser el valor oculto de "
                 "su sitio, así que cada una de estas gemas vale {values}.",
    },
    "curios.guide.fill_plain": {
        "one": "Llena la primera columna en {site} con su botón Colocar. En tu turno llenas "
               "la columna vacía más a la izquierda de un sitio, entera y solo con tus "
               "arqueólogos, y tomas allí una gema; esta columna necesita {count} arqueólogo.",
        "other": "Llena la primera columna en {site} con su botón Colocar. En tu turno "
                 "llenas la columna vacía más a la izquierda de un sitio, entera y solo con "
                 "tus arqueólogos, y tomas allí una gema; esta columna necesita {count} "
                 "arqueólogos.",
    },
    "curios.guide.majority": {
        "one": "Coloca {count} arqueólogo en {site}: tendrás allí {mine} frente a {theirs} del "
               "ordenador. Al acabar la Fase 1, quien tenga más arqueólogos en un sitio toma allí "
               "una gema más, el artefacto de bonificación; si hay empate en la mayoría, nadie "
               "lo toma.",
        "other": "Coloca {count} arqueólogos en {site} para llenar su siguiente columna: tendrás "
                 "allí {mine} frente a {theirs} del ordenador. Al acabar la Fase 1, quien tenga "
                 "más arqueólogos en un sitio toma allí una gema más, el artefacto de "
                 "bonificación; si hay empate en la mayoría, nadie lo toma.",
    },
    "curios.guide.place": {
        "one": "Coloca {count} arqueólogo en {site}, en su columna vacía más a la izquierda. "
               "Después te {left, plural, one {quedará # arqueólogo} other {quedarán # "
               "arqueólogos}}. No puedes llenar una columna a medias, y cuando ya no te quepa "
               "ninguna, pasas hasta el final de la Fase 1.",
        "other": "Coloca {count} arqueólogos en {site}, en su columna vacía más a la izquierda. "
                 "Después te {left, plural, one {quedará # arqueólogo} other {quedarán # "
                 "arqueólogos}}. No puedes llenar una columna a medias, y cuando ya no te quepa "
                 "ninguna, pasas hasta el final de la Fase 1.",
    },
    "curios.guide.place_last": {
        "one": "Coloca tu último arqueólogo en {site}, en su columna vacía más a la izquierda. "
               "Después no te quedará ninguno, así que pasarás hasta el final de la Fase 1.",
        "other": "Coloca tus últimos {count} arqueólogos en {site}, en su columna vacía más a la "
                 "izquierda. Después no te quedará ninguno, así que pasarás hasta el final de la "
                 "Fase 1.",
    },
    "curios.guide.recruit_bonus": {
        "one": "La Fase 1 ha terminado y todos los arqueólogos vuelven a sus dueños. Tenías la "
               "mayoría en {sites}, así que te has llevado su artefacto de bonificación. Ahora, "
               "Fase 2: revela {card} para reclutar un arqueólogo, y tendrás {pawns, plural, one "
               "{# arqueólogo} other {# arqueólogos}} en cada una de las rondas siguientes. La "
               "carta queda boca arriba, así que todos sabrán que en {site} las gemas no valen "
               "{value}: regala la pista de un color que no estés reuniendo.",
        "other": "La Fase 1 ha terminado y todos los arqueólogos vuelven a sus dueños. Tenías la "
                 "mayoría en {sites}, así que te has llevado un artefacto de bonificación en cada "
                 "uno. Ahora, Fase 2: revela {card} para reclutar un arqueólogo, y tendrás "
                 "{pawns, plural, one {# arqueólogo} other {# arqueólogos}} en cada una de las "
                 "rondas siguientes. La carta queda boca arriba, así que todos sabrán que en "
                 "{site} las gemas no valen {value}: regala la pista de un color que no estés "
                 "reuniendo.",
    },
    "curios.guide.recruit": "Fase 2: revela {card} para reclutar un arqueólogo, y tendrás {pawns, "
                            "plural, one {# arqueólogo} other {# arqueólogos}} en cada una de las "
                            "rondas siguientes. La carta queda boca arriba, así que todos sabrán "
                            "que en {site} las gemas no valen {value}: regala la pista de un "
                            "color que no estés reuniendo.",
    "curios.guide.pass": "Pasa: conservas tus cartas y tus arqueólogos siguen igual.",
    "curios.guide.tip_search": {
        "one": "Tu turno: elige un sitio y llena su columna vacía más a la izquierda con tus "
               "arqueólogos (te queda {count} en esta ronda). La partida acaba al final de la "
               "ronda en la que {needed, plural, one {# sitio se queda} other {# sitios se "
               "quedan}} sin gemas (llevamos {empty}); las pistas muestran cuánto puede valer aún "
               "cada sitio.",
        "other": "Tu turno: elige un sitio y llena su columna vacía más a la izquierda con tus "
                 "arqueólogos (te quedan {count} en esta ronda). La partida acaba al final de la "
                 "ronda en la que {needed, plural, one {# sitio se queda} other {# sitios se "
                 "quedan}} sin gemas (llevamos {empty}); las pistas muestran cuánto puede valer "
                 "aún cada sitio.",
    },
    "curios.guide.tip_recruit": {
        "one": "Fase 2: revela una carta para reclutar un arqueólogo (tienes {count}, como "
               "mucho {max}) o pasa para conservar tus cartas. Una carta revelada es una "
               "pista para todos: no puede ser el valor de su sitio.",
        "other": "Fase 2: revela una carta para reclutar un arqueólogo (tienes {count}, como "
                 "mucho {max}) o pasa para conservar tus cartas. Una carta revelada es una "
                 "pista para todos: no puede ser el valor de su sitio.",
    },
    "curios.guide.end": "La partida ha terminado y las cartas de los sitios están boca arriba: "
                        "cada gema ha valido lo que vale su sitio. Tú has hecho {mine, plural, "
                        "one {# punto} other {# puntos}} y el ordenador {theirs, plural, one {# "
                        "punto} other {# puntos}}; la tabla de abajo muestra las gemas de cada "
                        "color por su valor.",
    # the hints
    "curios.hint.cu_gem_and_lead": "una gema que, según sus cálculos, vale unos {worth} "
                                   "puntos, y por ahora la mayoría en {site_the} para la "
                                   "bonificación",
    "curios.hint.cu_gem": "una gema que, según sus cálculos, vale unos {worth} puntos",
    "curios.hint.cu_no_gem": {
        "one": "no queda ninguna gema en {site_the}: gasta {count} arqueólogo ahí",
        "other": "no queda ninguna gema en {site_the}: gasta {count} arqueólogos ahí",
    },
    "curios.hint.cu_recruit_richer": "los demás creerán que {site_the} vale más de lo que "
                                     "calcula",
    "curios.hint.cu_recruit_poorer": "los demás creerán que {site_the} vale menos de lo que "
                                     "calcula",
    "curios.hint.cu_recruit_telling": "los demás se acercarán a lo que calcula sobre "
                                      "{site_the}",
    "curios.hint.cu_recruit_plain": "no cambia nada de lo que los demás pueden deducir sobre "
                                    "{site_the}",
    "curios.hint.cu_pass": "te quedas las cartas, pero sin arqueólogo nuevo",
    # the replay, everything open
    "curios.replay.site_value": "{site}: vale {value}",
}
