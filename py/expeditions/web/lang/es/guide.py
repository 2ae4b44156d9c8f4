"""Palabras en español de las partidas guiadas (ids que empiezan por ``guide.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "guide.title": "Partida guiada",
    "guide.leave": "Dejar la guía",
    "guide.left": "Has dejado la guía: la partida sigue contra el ordenador Fácil.",
    "guide.offer": "¿Primera vez con {title}? Juega una partida guiada: cada regla se "
                   "explica cuando aparece, contra el ordenador Fácil.",
    "guide.start": "Jugar la partida guiada",
    "guide.waiting": "El ordenador está jugando su turno: míralo en el registro.",
    "guide.misstep": "Esa no: esta partida guiada sigue un camino fijo. {prompt}",
    "guide.pointer": "El control que hay que usar está resaltado.",
    "guide.or": "{first} o {last}",
    # Ciudades Perdidas
    "guide.lost_cities.wager": "Elige {card} y juégalo. Un apretón de manos va antes que "
                               "cualquier número de su color y multiplica lo que puntúa esa "
                               "expedición, para bien o para mal: apuesta solo por un color "
                               "que puedas llenar. Tienes {count} números de ese color.",
    "guide.lost_cities.draw_deck": "Ahora roba una carta para acabar tu turno: del mazo "
                                   "(quedan {count}) o la de arriba de una pila de descartes. "
                                   "La partida acaba al robar la última carta del mazo.",
    "guide.lost_cities.start": "Elige {card} y juégalo para empezar la expedición. Cada "
                               "expedición que empiezas cuesta 20 puntos: sus cartas deben "
                               "sumar más de 20; con tu apretón de manos el resultado cuenta "
                               "{times} veces.",
    "guide.lost_cities.discard": "Elige {card} y descártalo: no vas a empezar ese color. "
                                 "La carta descartada queda boca arriba en la pila de su "
                                 "color, y cualquiera de los dos puede robarla después.",
    "guide.lost_cities.take": "Roba {card} de su pila de descartes: el ordenador lo tiró y "
                              "encaja en tu expedición. Una carta robada de una pila es tuya "
                              "como cualquier otra.",
    "guide.lost_cities.extend": "Elige {card} y juégalo: una expedición solo sube, cada carta "
                                "más alta que la anterior (arriba está {last}).",
    "guide.lost_cities.tip_play": {
        "one": "Tu turno: juega una carta en una expedición o descarta una. Queda la última "
               "carta del mazo: quien la robe acaba la partida.",
        "other": "Tu turno: juega una carta en una expedición o descarta una. Quedan {count} "
                 "cartas en el mazo: unos {turns} turnos cada uno.",
    },
    "guide.lost_cities.tip_draw": {
        "one": "Roba una carta: la última del mazo acaba la partida; o roba la de arriba de "
               "una pila de descartes para seguir jugando.",
        "other": "Roba una carta: del mazo (quedan {count}) o la de arriba de una pila de "
                 "descartes.",
    },
    "guide.lost_cities.end": "La partida ha terminado: tú has hecho {mine} y el ordenador "
                             "{theirs}. Cada expedición cuenta sus cartas menos 20, por 1 más "
                             "sus apretones de manos, y 20 más con 8 cartas o más: el "
                             "desglose de abajo muestra la cuenta.",
    # Curios
    "guide.curios.the_card": "el {card}",
    "guide.curios.fill": {
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
    "guide.curios.fill_plain": {
        "one": "Llena la primera columna en {site} con su botón Colocar. En tu turno llenas "
               "la columna vacía más a la izquierda de un sitio, entera y solo con tus "
               "arqueólogos, y tomas allí una gema; esta columna necesita {count} arqueólogo.",
        "other": "Llena la primera columna en {site} con su botón Colocar. En tu turno "
                 "llenas la columna vacía más a la izquierda de un sitio, entera y solo con "
                 "tus arqueólogos, y tomas allí una gema; esta columna necesita {count} "
                 "arqueólogos.",
    },
    "guide.curios.majority": {
        "one": "Coloca {count} arqueólogo en {site}: tendrás allí {mine} frente a {theirs} "
               "del ordenador. Al acabar la Fase 1, quien tenga más arqueólogos en un sitio "
               "toma allí una gema más, el artefacto de bonificación; si hay empate en la "
               "mayoría, nadie la toma.",
        "other": "Coloca {count} arqueólogos en {site} para llenar su siguiente columna: "
                 "tendrás allí {mine} frente a {theirs} del ordenador. Al acabar la Fase 1, "
                 "quien tenga más arqueólogos en un sitio toma allí una gema más, el "
                 "artefacto de bonificación; si hay empate en la mayoría, nadie la toma.",
    },
    "guide.curios.place": {
        "one": "Coloca {count} arqueólogo en {site}, en su columna vacía más a la izquierda. "
               "Arqueólogos que te quedarán: {left}. No puedes llenar una columna a medias, "
               "y cuando ya no te quepa ninguna, pasas hasta el final de la Fase 1.",
        "other": "Coloca {count} arqueólogos en {site}, en su columna vacía más a la "
                 "izquierda. Arqueólogos que te quedarán: {left}. No puedes llenar una "
                 "columna a medias, y cuando ya no te quepa ninguna, pasas hasta el final de "
                 "la Fase 1.",
    },
    "guide.curios.recruit_bonus": {
        "one": "La Fase 1 ha terminado y todos los arqueólogos vuelven a sus dueños. Tenías "
               "la mayoría en {sites}, así que te has llevado su artefacto de bonificación. "
               "Ahora, Fase 2: revela {card} para reclutar un arqueólogo, y tendrás {pawns} "
               "en cada una de las rondas siguientes. La carta queda boca arriba, así que "
               "todos sabrán que en {site} las gemas no valen {value}: regala la pista de "
               "un color que no estés reuniendo.",
        "other": "La Fase 1 ha terminado y todos los arqueólogos vuelven a sus dueños. "
                 "Tenías la mayoría en {sites}, así que te has llevado un artefacto de "
                 "bonificación en cada uno. Ahora, Fase 2: revela {card} para reclutar un "
                 "arqueólogo, y tendrás {pawns} en cada una de las rondas siguientes. La "
                 "carta queda boca arriba, así que todos sabrán que en {site} las gemas no "
                 "valen {value}: regala la pista de un color que no estés reuniendo.",
    },
    "guide.curios.recruit": "Fase 2: revela {card} para reclutar un arqueólogo, y tendrás "
                            "{pawns} en cada una de las rondas siguientes. La carta queda "
                            "boca arriba, así que todos sabrán que en {site} las gemas no "
                            "valen {value}: regala la pista de un color que no estés "
                            "reuniendo.",
    "guide.curios.pass": "Pasa: conservas tus cartas y tus arqueólogos siguen igual.",
    "guide.curios.tip_search": {
        "one": "Tu turno: elige un sitio y llena su columna vacía más a la izquierda con tus "
               "arqueólogos (te queda {count} en esta ronda). La partida acaba al final de "
               "la ronda en la que {needed} sitios se quedan sin gemas (llevamos {empty}); "
               "las pistas muestran cuánto puede valer aún cada sitio.",
        "other": "Tu turno: elige un sitio y llena su columna vacía más a la izquierda con "
                 "tus arqueólogos (te quedan {count} en esta ronda). La partida acaba al "
                 "final de la ronda en la que {needed} sitios se quedan sin gemas (llevamos "
                 "{empty}); las pistas muestran cuánto puede valer aún cada sitio.",
    },
    "guide.curios.tip_recruit": {
        "one": "Fase 2: revela una carta para reclutar un arqueólogo (tienes {count}, como "
               "mucho {max}) o pasa para conservar tus cartas. Una carta revelada es una "
               "pista para todos: no puede ser el valor de su sitio.",
        "other": "Fase 2: revela una carta para reclutar un arqueólogo (tienes {count}, como "
                 "mucho {max}) o pasa para conservar tus cartas. Una carta revelada es una "
                 "pista para todos: no puede ser el valor de su sitio.",
    },
    "guide.curios.end": "La partida ha terminado y las cartas de los sitios están boca "
                        "arriba: cada gema ha valido lo que vale su sitio. Tú has hecho "
                        "{mine} y el ordenador {theirs}; la tabla de abajo muestra las gemas "
                        "de cada color por su valor.",
    # Curiosity
    "guide.curiosity.your_card": "tu carta {card}",
    "guide.curiosity.your_zero": "tu carta 0",
    "guide.curiosity.new_pile": {
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
    "guide.curiosity.token_plus": "Elige tu ficha {value} y después la casilla {square}: el "
                                  "paso {step} de la ruta que haría ahora el róver. Las "
                                  "fichas van boca abajo; cuando el róver avanza, se revelan "
                                  "todas las fichas de su ruta y cuentan para su dueño, así "
                                  "que pon tus fichas positivas por donde vaya a pasar.",
    "guide.curiosity.token_plus_off": "Elige tu ficha {value} y después la casilla {square}. "
                                      "Por ahora está fuera de la ruta: solo puntúa si el "
                                      "róver pasa por encima, en esta ronda o en otra "
                                      "posterior.",
    "guide.curiosity.token_minus": "Elige tu ficha {value} y después la casilla {square}, "
                                   "lejos de la ruta. Una ficha negativa cuenta en tu contra "
                                   "si el róver la revela, y también si no la colocas en "
                                   "esta ronda: esconde tus negativas fuera de la ruta antes "
                                   "de que acabe la planificación.",
    "guide.curiosity.token_minus_on": "Elige tu ficha {value} y después la casilla {square}. "
                                      "Está en la ruta que haría ahora el róver: si la ruta "
                                      "no cambia, contará en tu contra.",
    "guide.curiosity.token_404": "Elige tu ficha 404 y después la casilla {square}: si el "
                                 "róver llega a revelarla, quedas fuera de juego, así que "
                                 "déjala bien lejos de la ruta.",
    "guide.curiosity.same_pile": {
        "one": "Elige {card} y después su pila, en la posición {position}: una carta cuya "
               "dirección ya tiene pila debe ir en esa pila. Solo cuenta la carta de arriba, "
               "así que ahí el róver avanzará {count} casilla {dir} en vez de {old}.",
        "other": "Elige {card} y después su pila, en la posición {position}: una carta cuya "
                 "dirección ya tiene pila debe ir en esa pila. Solo cuenta la carta de "
                 "arriba, así que ahí el róver avanzará {count} casillas {dir} en vez de "
                 "{old}.",
    },
    "guide.curiosity.complete_pile": {
        "one": "Elige {card} y después la posición {position}: con ella, la pila del {pile} "
               "tiene {completion} cartas y la dirección está completa. Su carta de arriba "
               "ya no cambia ({count} casilla {dir}), y cualquier carta que se juegue ahí "
               "después va boca abajo y no hace nada. La planificación acaba en cuanto las "
               "cuatro direcciones están completas o nadie tiene cartas.",
        "other": "Elige {card} y después la posición {position}: con ella, la pila del "
                 "{pile} tiene {completion} cartas y la dirección está completa. Su carta de "
                 "arriba ya no cambia ({count} casillas {dir}), y cualquier carta que se "
                 "juegue ahí después va boca abajo y no hace nada. La planificación acaba en "
                 "cuanto las cuatro direcciones están completas o nadie tiene cartas.",
    },
    "guide.curiosity.complete_last": {
        "one": "Elige {card} y después la posición {position}: completa la pila del {pile} "
               "({count} casilla {dir}), la última abierta, así que la planificación acaba "
               "en el acto y el róver avanza.",
        "other": "Elige {card} y después la posición {position}: completa la pila del {pile} "
                 "({count} casillas {dir}), la última abierta, así que la planificación "
                 "acaba en el acto y el róver avanza.",
    },
    "guide.curiosity.face_down": "Elige {card} y después la posición {position}: la pila del "
                                 "{pile} está completa, así que tu carta va boca abajo y no "
                                 "hace nada. Quemar una carta así gasta tu turno sin cambiar "
                                 "la ruta ni colocar una ficha. Cuidado: la planificación "
                                 "puede acabar pronto, y una ficha negativa que no hayas "
                                 "colocado contará en tu contra.",
    "guide.curiosity.zero": "Elige {card} y después la posición {position}: una carta 0 va "
                            "en una pila que ya existe. Arriba del todo, detiene esa "
                            "dirección: el róver no se moverá por la pila del {pile}.",
    "guide.curiosity.found": {"one": "tu {values}", "other": "tus {values}"},
    "guide.curiosity.found_none": "ninguna de tus fichas",
    "guide.curiosity.others": {"one": "{count} ficha del ordenador",
                               "other": "{count} fichas del ordenador"},
    "guide.curiosity.others_none": "ninguna del ordenador",
    "guide.curiosity.unplaced": {
        "one": "tu {values}, que no llegaste a colocar, ha contado en tu contra",
        "other": "tus {values}, que no llegaste a colocar, han contado en tu contra",
    },
    "guide.curiosity.after_drive": {
        "one": "La planificación ha terminado y el róver ha avanzado {count} casilla: ha "
               "revelado {found}, y {others} (el resumen de la ronda, abajo, las detalla). Tu "
               "puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, fichas "
               "nuevas y el panel vacío. Elige {card} y después la posición {position} para "
               "empezar una pila.",
        "other": "La planificación ha terminado y el róver ha avanzado {count} casillas: ha "
                 "revelado {found}, y {others} (el resumen de la ronda, abajo, las detalla). "
                 "Tu puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, "
                 "fichas nuevas y el panel vacío. Elige {card} y después la posición "
                 "{position} para empezar una pila.",
    },
    "guide.curiosity.after_drive_unplaced": {
        "one": "La planificación ha terminado y el róver ha avanzado {count} casilla: ha "
               "revelado {found}, y {others} (el resumen de la ronda, abajo, las detalla). "
               "Además, {unplaced}: una negativa que sigue en tu reserva siempre cuenta al "
               "acabar la planificación, así que coloca las negativas fuera de la ruta a "
               "tiempo. Tu puntuación en esa ronda: {points}. Ronda {round}: cartas nuevas, "
               "fichas nuevas y el panel vacío. Elige {card} y después la posición "
               "{position} para empezar una pila.",
        "other": "La planificación ha terminado y el róver ha avanzado {count} casillas: ha "
                 "revelado {found}, y {others} (el resumen de la ronda, abajo, las detalla). "
                 "Además, {unplaced}: una negativa que sigue en tu reserva siempre cuenta "
                 "al acabar la planificación, así que coloca las negativas fuera de la ruta "
                 "a tiempo. Tu puntuación en esa ronda: {points}. Ronda {round}: cartas "
                 "nuevas, fichas nuevas y el panel vacío. Elige {card} y después la "
                 "posición {position} para empezar una pila.",
    },
    "guide.curiosity.tip_drive": {
        "one": "El róver ha avanzado {count} casilla y ha revelado {found}, y {others}; tu "
               "puntuación en esa ronda: {points} (el resumen de la ronda, abajo, tiene los "
               "detalles). Ronda {round}: cartas nuevas, fichas nuevas y el panel vacío.",
        "other": "El róver ha avanzado {count} casillas y ha revelado {found}, y {others}; tu "
                 "puntuación en esa ronda: {points} (el resumen de la ronda, abajo, tiene "
                 "los detalles). Ronda {round}: cartas nuevas, fichas nuevas y el panel "
                 "vacío.",
    },
    "guide.curiosity.tip_drive_unplaced": {
        "one": "El róver ha avanzado {count} casilla y ha revelado {found}, y {others}; "
               "además, {unplaced}. Tu puntuación en esa ronda: {points}. Ronda {round}: "
               "cartas nuevas, fichas nuevas y el panel vacío.",
        "other": "El róver ha avanzado {count} casillas y ha revelado {found}, y {others}; "
                 "además, {unplaced}. Tu puntuación en esa ronda: {points}. Ronda {round}: "
                 "cartas nuevas, fichas nuevas y el panel vacío.",
    },
    "guide.curiosity.tip": {
        "one": "Ronda {round} de {rounds}, tu turno: marca un lugar de estudio con tu última "
               "ficha o programa el róver con una carta. Los números del tablero muestran "
               "la ruta si la planificación acabara ahora.",
        "other": "Ronda {round} de {rounds}, tu turno: marca un lugar de estudio con una de "
                 "tus {count} fichas o programa el róver con una carta. Los números del "
                 "tablero muestran la ruta si la planificación acabara ahora.",
    },
    "guide.curiosity.tip_negatives": {
        "one": "Ronda {round} de {rounds}, tu turno: coloca una ficha o juega una carta. Tu "
               "{negatives} cuenta en tu contra si sigue sin colocar cuando acabe la "
               "planificación: ponla fuera de la ruta a tiempo.",
        "other": "Ronda {round} de {rounds}, tu turno: coloca una ficha o juega una carta. "
                 "Tus {negatives} cuentan en tu contra si siguen sin colocar cuando acabe la "
                 "planificación: ponlas fuera de la ruta a tiempo.",
    },
    "guide.curiosity.tip_cards": "Ronda {round} de {rounds}: ya has colocado todas tus "
                                 "fichas, así que juega una carta. En una pila completa va "
                                 "boca abajo y no cambia nada.",
    "guide.curiosity.tip_404": {
        "one": "Última ronda: tu 404 es tu última ficha. Si el róver la revela, quedas fuera "
               "de juego; sin colocar, no hace nada. Cuando se te acaben las cartas tendrás "
               "que colocarla, así que guarda alguna carta o ponla lejos de la ruta.",
        "other": "Última ronda: tu 404 está entre tus {count} fichas. Si el róver la revela, "
                 "quedas fuera de juego; sin colocar, no hace nada. Cuando se te acaben las "
                 "cartas tendrás que colocar fichas, así que guarda alguna carta o ponla "
                 "lejos de la ruta.",
    },
    "guide.curiosity.tip_404_negatives": {
        "one": "Última ronda: tu {negatives} cuenta en tu contra si sigue sin colocar cuando "
               "acabe la planificación, pero tu 404 no hace nada sin colocar, y te deja "
               "fuera de juego si el róver la revela. Pon la negativa fuera de la ruta y "
               "guarda alguna carta para que nunca tengas que colocar la 404.",
        "other": "Última ronda: tus {negatives} cuentan en tu contra si siguen sin colocar "
                 "cuando acabe la planificación, pero tu 404 no hace nada sin colocar, y te "
                 "deja fuera de juego si el róver la revela. Pon las negativas fuera de la "
                 "ruta y guarda alguna carta para que nunca tengas que colocar la 404.",
    },
    "guide.curiosity.outcome.won": "¡Has ganado!",
    "guide.curiosity.outcome.lost": "Gana el ordenador.",
    "guide.curiosity.outcome.tie": "Es un empate.",
    "guide.curiosity.outcome.out": "El róver reveló tu 404, así que no podías ganar.",
    "guide.curiosity.end": "La partida ha terminado: tú has hecho {mine} y el ordenador "
                           "{theirs}. {outcome} Cada ficha revelada ha contado para su "
                           "dueño, cada negativa sin colocar en su contra, y las fichas que "
                           "quedan en el tablero no cuentan.",
}
