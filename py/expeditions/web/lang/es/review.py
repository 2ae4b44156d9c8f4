"""Palabras en español de la revisión de una partida terminada (ids ``review.``; issue #31)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    "review.button": "Revisión",
    "review.button_title": "Cómo se comparan tus jugadas con las del ordenador Difícil",
    "review.open_label": "Revisión de {what}",
    "review.title": "Revisión · {game}",
    "review.back": "Volver a las partidas guardadas",
    "review.back_game": "Volver a la partida",
    "review.back_stats": "Volver a las estadísticas",
    "review.seat": "Jugadas de",
    "review.unfinished": "Solo se puede revisar una partida terminada.",
    "review.unavailable": "Esta partida no se puede revisar: su ordenador Difícil no valora "
                          "sus jugadas.",
    "review.failed": "Esta vez no se pudo hacer la revisión.",
    "review.progress": "El ordenador Difícil revisa las jugadas de {name}: {done} de {total}",
    "review.meanwhile": "Puedes volver mientras tanto: la revisión sigue y se guarda junto con la "
                        "partida.",
    "review.summary_title": "Las jugadas de {name}",
    "review.figure.points": {"one": "{name}: 1 jugada valorada; de media, {value} puntos "
                                    "perdidos frente a la elección del ordenador Difícil.",
                             "other": "{name}: {count} jugadas valoradas; de media, {value} "
                                      "puntos perdidos frente a la elección del ordenador "
                                      "Difícil."},
    "review.figure.lead": {"one": "{name}: 1 jugada valorada; de media, {value} puntos de "
                                  "ventaja esperada perdidos frente a la elección del "
                                  "ordenador Difícil.",
                           "other": "{name}: {count} jugadas valoradas; de media, {value} "
                                    "puntos de ventaja esperada perdidos frente a la elección "
                                    "del ordenador Difícil."},
    "review.figure.percent": {"one": "{name}: 1 jugada valorada; de media, {value} puntos "
                                     "porcentuales de probabilidad de ganar perdidos frente a "
                                     "la elección del ordenador Difícil.",
                              "other": "{name}: {count} jugadas valoradas; de media, {value} "
                                       "puntos porcentuales de probabilidad de ganar perdidos "
                                       "frente a la elección del ordenador Difícil."},
    "review.no_figure": "{name} no hizo ninguna jugada que el ordenador Difícil pudiera "
                        "valorar.",
    "review.counts": "Jugadas por clase",
    "review.class.best": {"one": "mejor jugada", "other": "mejores jugadas"},
    "review.class.good": {"one": "buena jugada", "other": "buenas jugadas"},
    "review.class.inaccuracy": {"one": "imprecisión", "other": "imprecisiones"},
    "review.class.mistake": {"one": "error", "other": "errores"},
    "review.class.blunder": {"one": "error grave", "other": "errores graves"},
    "review.class.unrated": {"one": "jugada por una regla fija (sin valorar)",
                             "other": "jugadas por una regla fija (sin valorar)"},
    "review.chart_label.points": {"one": "{title}: la diferencia esperada en 1 jugada",
                                  "other": "{title}: la diferencia esperada a lo largo de "
                                           "{count} jugadas"},
    "review.chart_label.lead": {"one": "{title}: la ventaja esperada al final de la ronda en "
                                       "1 jugada",
                                "other": "{title}: la ventaja esperada al final de la ronda a "
                                         "lo largo de {count} jugadas"},
    "review.chart_label.percent": {"one": "{title}: la probabilidad de ganar en 1 jugada",
                                   "other": "{title}: la probabilidad de ganar a lo largo de "
                                            "{count} jugadas"},
    "review.chart_key.points": "Tal como veía la partida el ordenador Difícil antes de cada "
                               "jugada: por encima de la línea, por delante. Círculos: los "
                               "momentos más costosos.",
    "review.chart_key.lead": "Tal como veía la partida el ordenador Difícil antes de cada jugada: "
                             "por encima de la línea, por delante al final de la ronda. Círculos: "
                             "los momentos más costosos.",
    "review.chart_key.percent": "Tal como veía la partida el ordenador Difícil antes de cada "
                                "jugada: por encima de la línea, más del 50 % de probabilidad de "
                                "ganar. Círculos: los momentos más costosos.",
    "review.as_text": "El gráfico como texto",
    "review.point": "Jugada {move}: {value}",
    "review.value.points": "{value}",
    "review.value.percent": "{value} %",
    "review.value.lead": "{value}",
    "review.moments_title": "Los momentos más costosos",
    "review.no_moments": "Ningún momento costoso: todas las jugadas de {name} fueron la elección "
                         "del ordenador Difícil o igual de buenas.",
    "review.moment.title": "{n}. Jugada {move}",
    "review.moment.played": "{name} jugó: {move}",
    "review.moment.better": "Mejor: {move}",
    "review.moment.lost": "Pérdida: {loss}",
    "review.loss.points": "{value} puntos de diferencia esperada",
    "review.loss.lead": "{value} puntos de ventaja esperada al final de la ronda",
    "review.loss.percent": "{value} puntos porcentuales de probabilidad de ganar",
    "review.moment.open": "Verlo en la repetición",
    "review.moment.open_label": "Ver la jugada {move} en la repetición",
    "review.unit.points": "puntos de diferencia esperada",
    "review.unit.lead": "puntos de ventaja esperada al final de la ronda",
    "review.unit.percent": "puntos porcentuales de probabilidad de ganar",
    "review.note": ("Revisión hecha por el ordenador Difícil a partir de lo que {name} podía ver "
                    "antes de cada jugada, con {samples, plural, one {# muestra} other {# "
                    "muestras}} por jugada, en {unit}. Una buena jugada pierde menos de {good}; "
                    "una imprecisión, desde {good}; un error, desde {mistake}; un error grave, "
                    "desde {blunder}. Las estimaciones salen de partidas simuladas, así que las "
                    "diferencias pequeñas son ruido."),
}
