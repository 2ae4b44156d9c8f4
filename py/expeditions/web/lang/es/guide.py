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
}
