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
}
