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
    "hints.estimate.margin": "margen esperado {value}",
    "hints.estimate.win_chance": "probabilidad de ganar {percent} %, margen {margin}",
    "hints.estimate.lead": "ventaja esperada {value} al final de la ronda",
    "hints.estimate.gain": "ganancia estimada {value}",
    "hints.estimate.plan": "valor esperado de las gemas {value}",
    "hints.estimate.rule": "según su regla para este paso",
    "hints.estimate.only": "la única jugada posible",
    # las acciones de Curiosity (los otros juegos las dicen como sus mesas)
    "hints.action.curiosity.token": "Colocar tu ficha {value} en {square}",
    "hints.action.curiosity.card": "Jugar {card} en la posición {position}",
    # razones de Ciudades Perdidas
    "hints.reason.lc_wager_open": {
        "one": "abre la expedición {colour_f} con un apretón de manos: tienes {count} carta "
               "de color {colour} que suma {points}",
        "other": "abre la expedición {colour_f} con un apretón de manos: tienes {count} "
                 "cartas de color {colour} que suman {points}",
    },
    "hints.reason.lc_wager_more": {
        "one": "sube el multiplicador de la expedición {colour_f} a ×{multiplier}, con "
               "{count} carta de color {colour} en la mano para seguir",
        "other": "sube el multiplicador de la expedición {colour_f} a ×{multiplier}, con "
                 "{count} cartas de color {colour} en la mano para seguir",
    },
    "hints.reason.lc_open": {
        "one": "empieza la expedición {colour_f}: tienes {count} carta de color {colour} que "
               "suma {points}, frente a los {cost} que cuesta",
        "other": "empieza la expedición {colour_f}: tienes {count} cartas de color {colour} "
                 "que suman {points}, frente a los {cost} que cuesta",
    },
    "hints.reason.lc_open_past_wager": {
        "one": "empieza la expedición {colour_f} ({count} carta de color {colour} que suma "
               "{points}, frente a los {cost} que cuesta), aunque tu apretón de manos "
               "{colour} ya no se podrá jugar",
        "other": "empieza la expedición {colour_f} ({count} cartas de color {colour} que "
                 "suman {points}, frente a los {cost} que cuesta), aunque tu apretón de manos "
                 "{colour} ya no se podrá jugar",
    },
    "hints.reason.lc_rush": {
        "one": "juega ya tus cartas: por jugar, {cards}; te queda {count} turno",
        "other": "juega ya tus cartas: por jugar, {cards}; te quedan {count} turnos",
    },
    "hints.reason.lc_extend": "amplía tu expedición {colour_f} sin saltarte ninguna carta que "
                              "aún puedas conseguir",
    "hints.reason.lc_extend_wagered": "amplía tu expedición {colour_f} sin huecos: sus puntos "
                                      "cuentan ×{multiplier}",
    "hints.reason.lc_extend_gap": {
        "one": "amplía tu expedición {colour_f}, renunciando a {count} carta más baja que aún "
               "podrías conseguir",
        "other": "amplía tu expedición {colour_f}, renunciando a {count} cartas más bajas que "
                 "aún podrías conseguir",
    },
    "hints.reason.lc_discard_dead_safe": "ninguno de los dos puede jugar ya esa carta",
    "hints.reason.lc_discard_dead": "tú ya no puedes jugar esa carta, aunque {name} todavía "
                                    "podría",
    "hints.reason.lc_discard_spare": "tu expedición {colour_f} todavía podría aprovechar esa "
                                     "carta",
    "hints.reason.lc_discard_safe": "no has empezado la expedición {colour_f} y {name} ya no "
                                    "puede aprovechar esa carta",
    "hints.reason.lc_discard_feeds": "no has empezado la expedición {colour_f}, aunque {name} "
                                     "podría añadir esa carta a la suya",
    "hints.reason.lc_discard_unstarted": {
        "one": "nadie ha empezado la expedición {colour_f} y es tu única carta de color "
               "{colour}",
        "other": "nadie ha empezado la expedición {colour_f}; tienes {count} cartas de color "
                 "{colour}",
    },
    "hints.reason.lc_draw_deck": {
        "one": "robas a ciegas: quedará {count} carta en el mazo",
        "other": "robas a ciegas: quedarán {count} cartas en el mazo",
    },
    "hints.reason.lc_draw_last": "la última carta del mazo: la partida termina",
    "hints.reason.lc_take_stall": {
        "one": "alarga la partida para jugar {count} carta más (mazo: {deck})",
        "other": "alarga la partida para jugar {count} cartas más (mazo: {deck})",
    },
    "hints.reason.lc_take_fits": "encaja en tu expedición {colour_f}",
    "hints.reason.lc_take_to_start": {
        "one": "se suma a la carta de color {colour} que tienes",
        "other": "se suma a las {count} cartas de color {colour} que tienes",
    },
    "hints.reason.lc_take_deny": "así {name} no podrá añadir esa carta a su expedición "
                                 "{colour_f}",
    "hints.reason.lc_take": "robar de una pila de descartes no acorta el mazo",
    # razones de Curios
    "hints.reason.cu_gem_and_lead": "una gema que, según sus cálculos, vale unos {worth} "
                                    "puntos, y por ahora la mayoría en {site_the} para la "
                                    "bonificación",
    "hints.reason.cu_gem": "una gema que, según sus cálculos, vale unos {worth} puntos",
    "hints.reason.cu_no_gem": {
        "one": "no queda ninguna gema en {site_the}: gasta {count} arqueólogo ahí",
        "other": "no queda ninguna gema en {site_the}: gasta {count} arqueólogos ahí",
    },
    "hints.reason.cu_recruit_richer": "los demás creerán que {site_the} vale más de lo que "
                                      "calcula",
    "hints.reason.cu_recruit_poorer": "los demás creerán que {site_the} vale menos de lo que "
                                      "calcula",
    "hints.reason.cu_recruit_telling": "los demás se acercarán a lo que calcula sobre "
                                       "{site_the}",
    "hints.reason.cu_recruit_plain": "no cambia nada de lo que los demás pueden deducir sobre "
                                     "{site_the}",
    "hints.reason.cu_pass": "te quedas las cartas, pero sin arqueólogo nuevo",
    # razones de Curiosity
    "hints.reason.cy_plus_likely": "una ficha positiva donde es probable que pase el róver "
                                   "({percent} % de las rutas que prevé)",
    "hints.reason.cy_plus_unlikely": "una ficha positiva fuera de la ruta probable ({percent} "
                                     "% de las rutas que prevé); una ronda posterior aún "
                                     "puede revelarla",
    "hints.reason.cy_minus_unlikely": "una ficha negativa donde es poco probable que pase el "
                                      "róver ({percent} % de las rutas que prevé); sin "
                                      "colocar, contaría en tu contra",
    "hints.reason.cy_minus_likely": "una ficha negativa donde es probable que pase el róver "
                                    "({percent} % de las rutas que prevé); sin colocar, "
                                    "contaría en tu contra de todos modos",
    "hints.reason.cy_404": "tu 404 donde el róver pasa en el {percent} % de las rutas que "
                           "prevé",
    "hints.reason.cy_card_face_down": "boca abajo en la pila completa del {pile}: la ruta no "
                                      "cambia",
    "hints.reason.cy_card_own_gain": {
        "one": "la ruta actual pasa entonces por {count} punto más de tus fichas",
        "other": "la ruta actual pasa entonces por {count} puntos más de tus fichas",
    },
    "hints.reason.cy_card_own_loss": {
        "one": "la ruta actual pasa entonces por {count} punto menos de tus fichas",
        "other": "la ruta actual pasa entonces por {count} puntos menos de tus fichas",
    },
    "hints.reason.cy_card_off_others": {
        "one": "aparta la ruta actual de {count} ficha de los demás",
        "other": "aparta la ruta actual de {count} fichas de los demás",
    },
    "hints.reason.cy_card_onto_others": {
        "one": "lleva la ruta actual a {count} ficha de los demás",
        "other": "lleva la ruta actual a {count} fichas de los demás",
    },
    "hints.reason.cy_card_completes": "completa la dirección del {pile}: sus pasos quedan "
                                      "fijados",
    "hints.reason.cy_card_quiet": "la ruta actual pasa por las mismas fichas, y las tuyas "
                                  "esperan a más adelante",
}
