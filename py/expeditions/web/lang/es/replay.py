"""Spanish words of the coach's replay (ids start ``replay.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "replay.remote_later": ("En el dispositivo de un amigo, la repetición se abre cuando la "
                            "partida ha terminado y se ha comprobado el reparto (el último "
                            "enlace del anfitrión trae todas las jugadas)."),
    "replay.open_button": "Repetición",
    "replay.open_label": "Ver la repetición de {what}",
    "replay.title": "Repetición · {game}",
    "replay.back": "Volver a las partidas guardadas",
    "replay.back_review": "Volver a la revisión",
    "replay.back_game": "Volver a la partida",
    "replay.controls": "Controles de la repetición",
    "replay.start": "Ir al principio",
    "replay.prev_round": "Ronda anterior",
    "replay.prev": "Jugada anterior",
    "replay.next": "Jugada siguiente",
    "replay.next_round": "Ronda siguiente",
    "replay.end": "Ir al final",
    "replay.position": "Jugada {step} de {total}",
    "replay.round": "ronda {n} de {total}",
    "replay.game": "partida {n} de {total}",
    "replay.keys": "Teclas: ← → una jugada, Re Pág / Av Pág una ronda, Inicio / Fin el "
                   "principio o el final.",
    "replay.log": "La partida hasta esta jugada",
    "replay.no_moves": "es una repetición: aquí no se puede jugar",
    "replay.view.label": "Vista de",
    "replay.view.seat": "{name}",
    "replay.view.public": "Todos (solo la información pública)",
    "replay.view.open": "Todo a la vista (todas las manos)",
    "replay.view.unfinished": "La partida no ha terminado, así que la repetición solo muestra "
                              "lo que puedes ver ahora. Cuando acabe, podrás ver todas las "
                              "manos.",
    "replay.open.title": "Oculto hasta el final",
    "replay.position_seen": "Posición {step} de {total}",
    "replay.view.seen": ("La partida no ha terminado: la repetición muestra tu puesto, una "
                         "posición por cada enlace que envió el anfitrión. Cuando termine, se "
                         "podrán ver todas las jugadas y todas las manos."),
    "replay.failed": "No se puede ver la repetición de esta partida: {reason}.",
}
