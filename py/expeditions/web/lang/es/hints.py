"""Spanish words of the coach's hints (ids start ``hints.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # el botón, el panel y el registro
    "hints.button": "Pista",
    "hints.button_label": "Pista: ¿qué haría el ordenador Difícil?",
    "hints.title": "¿Qué haría el ordenador Difícil?",
    "hints.thinking": "El ordenador Difícil está pensando…",
    "hints.failed": "Esta vez no hay pista: no se ha podido calcular.",
    "hints.close": "Cerrar la pista",
    "hints.none": "No hay nada que sugerir: no es tu turno.",
    "hints.note": "Calculado solo con lo que tú ves. La jugada es tuya.",
    "hints.top": "Su elección:",
    "hints.used": "{name} ha pedido una pista.",
    "hints.form.switch": "Pistas para {name}",
    "hints.form.help": "Un botón Pista muestra qué haría el ordenador Difícil; el registro de "
                       "la partida anota cada pista.",
    "hints.decimal_point": ",",
    # las estimaciones, por tipo
    "hints.estimate.margin": "diferencia esperada {value}",
    "hints.estimate.win_chance": "probabilidad de ganar {percent} %, diferencia {margin}",
    "hints.estimate.lead": "ventaja esperada {value} al final de la ronda",
    "hints.estimate.gain": "ganancia estimada {value}",
    "hints.estimate.plan": "valor esperado de las gemas {value}",
    "hints.estimate.rule": "según su regla para este paso",
    "hints.estimate.only": "la única jugada posible",
}
