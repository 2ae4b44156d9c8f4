"""Spanish words of the coach's stats (ids start ``stats.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "stats.menu": "Estadísticas",
    "stats.title": "Estadísticas",
    "stats.intro": "Tus partidas con una sola persona en este dispositivo: contra el ordenador "
                   "(según la dificultad del ordenador más fuerte) y contra amigos en otros "
                   "dispositivos. Las partidas en las que el dispositivo pasa de mano en mano no "
                   "cuentan.",
    "stats.empty": "Aún no has terminado ninguna partida contra el ordenador ni contra amigos.",
    "stats.summary": "{count, plural, one {# partida} other {# partidas}}, {wins, plural, one {# "
                     "ganada} other {# ganadas}}, diferencia media {margin}.",
    "stats.table_caption": "{game}: tus cifras por dificultad",
    "stats.figure": "Cifra",
    "stats.row.games": "Partidas",
    "stats.row.wins": "Victorias",
    "stats.row.losses": "Derrotas",
    "stats.row.ties": "Empates",
    "stats.row.margin": "Diferencia media",
    "stats.row.best": "Mejor puntuación",
    "stats.row.streak": "Racha de victorias actual",
    "stats.row.best_streak": "Mejor racha de victorias",
    "stats.chart_label": {"one": "{game}: tu diferencia de puntos en la última partida",
                          "other": "{game}: tu diferencia de puntos en las últimas {count} "
                                   "partidas, de la más antigua a la más reciente"},
    "stats.chart_key": "(barra hacia arriba: ibas por delante; hacia abajo: por detrás)",
    "stats.as_text": "Las partidas en una lista",
    "stats.level.friend": "Amigos",
    "stats.chart_item_friend": "{outcome}, diferencia {margin}, contra amigos",
    "stats.chart_item": "{outcome}, diferencia {margin}, contra el ordenador de dificultad {level}",
    "stats.outcome.win": "Victoria",
    "stats.outcome.loss": "Derrota",
    "stats.outcome.tie": "Empate",
    "stats.reset_group": "Borrar las estadísticas",
    "stats.reset": "Borrar las estadísticas",
    "stats.reset_question": "¿Olvidar todas las partidas contadas aquí? Las partidas "
                            "guardadas no se borran.",
    "stats.reset_confirm": "Sí, borrarlas",
    "stats.reset_cancel": "Cancelar",
    "stats.note.unreadable": "El {when} no se pudieron leer tus estadísticas, así que "
                             "empezaron de cero. La copia dañada se guarda en este navegador.",
    "stats.note.dropped": {"one": "El {when} no se pudo leer 1 entrada de tus estadísticas y "
                                  "se dejó fuera.",
                           "other": "El {when} no se pudieron leer {count} entradas de tus "
                                    "estadísticas y se dejaron fuera."},
    "stats.imported": {"one": "Estadísticas: 1 partida añadida.",
                       "other": "Estadísticas: {count} partidas añadidas."},
    # la revisión de partidas terminadas (issue #31)
    "stats.review.title": "Revisiones",
    "stats.review.figures.points": {"one": "Puntos perdidos por jugada en tu última partida "
                                           "revisada: {figures}.",
                                    "other": "Puntos perdidos por jugada en tus últimas "
                                             "{count} partidas revisadas, de la más antigua a "
                                             "la más reciente: {figures}."},
    "stats.review.figures.lead": {"one": "Puntos de ventaja esperada perdidos por jugada en tu "
                                         "última partida revisada: {figures}.",
                                  "other": "Puntos de ventaja esperada perdidos por jugada en "
                                           "tus últimas {count} partidas revisadas, de la más "
                                           "antigua a la más reciente: {figures}."},
    "stats.review.figures.percent": {"one": "Probabilidad de ganar perdida por jugada (puntos "
                                            "porcentuales) en tu última partida revisada: "
                                            "{figures}.",
                                     "other": "Probabilidad de ganar perdida por jugada "
                                              "(puntos porcentuales) en tus últimas {count} "
                                              "partidas revisadas, de la más antigua a la más "
                                              "reciente: {figures}."},
    "stats.review.none": "Aún no has revisado ninguna partida: aquí puedes revisar cualquier "
                         "partida guardada que esté terminada.",
    "stats.review.open": "Revisar la partida {n}: {outcome}, {margin}",
    "stats.review.open_label": "Revisar la partida de {title}: {outcome}, diferencia {margin}",
    "stats.import_refused": {"one": "No se pudo leer 1 entrada de estadísticas.",
                             "other": "No se pudieron leer {count} entradas de estadísticas."},
}
