"""Palabras de las partidas con amigos en otros dispositivos (ids ``remote.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # el formulario de nueva partida
    "remote.seat_kind": "Amigo en otro dispositivo",
    "remote.form_help": "Recibirás un enlace para enviárselo por chat o correo. Este "
                        "dispositivo reparte y comprueba cada jugada; al final, cada "
                        "dispositivo comprueba el reparto.",
    "remote.form_help_nobody": "Recibirás un enlace para cada amigo, para enviárselo por chat o "
                               "correo. Nadie reparte: cada dispositivo baraja el mazo por "
                               "turnos, y ninguno puede leer una carta que su jugador no haya "
                               "visto.",
    "remote.form_help_host_more": "Recibirás un enlace para enviárselo por chat o correo. Con "
                                  "tres jugadores o más, este dispositivo reparte y comprueba "
                                  "cada jugada, y al final cada dispositivo comprueba el reparto; "
                                  "con dos (tú y un amigo) no reparte nadie: los dos dispositivos "
                                  "barajan el mazo por turnos.",
    "remote.one_person": "Con amigos en otros dispositivos, en este juega una sola persona: "
                         "haz que los demás puestos sean amigos u ordenadores.",
    # enviar
    "remote.send_title": "Envía este enlace",
    "remote.send.invite": "Envía esta invitación a {names}: un solo enlace para todos. Cada "
                          "amigo la abre y ocupa su puesto.",
    "remote.send.join": "Envía este enlace a {host}: con él ocupas tu puesto.",
    "remote.send.update": "Envía este enlace a {names}.",
    "remote.send.connect": "Envía este enlace a {names} para jugar en directo: conecta "
                           "vuestros dispositivos directamente.",
    "remote.send.invite_one": "Envía esta invitación solo a {names}: es para su puesto, y quien "
                              "la abra primero lo ocupará.",
    "remote.send.move": "Envía este enlace a {host}: lleva tu jugada.",
    "remote.send.end": "Envía este último enlace a {names}: con él sus dispositivos "
                       "comprueban el reparto.",
    "remote.link_label": "El enlace que hay que enviar",
    "remote.share": "Compartir…",
    "remote.copy": "Copiar enlace",
    "remote.copied": "Copiado: pégalo en tu chat o tu correo.",
    "remote.copy_failed": "No se ha podido copiar: selecciona el enlace y cópialo a mano.",
    "remote.send_again": "Enviar otra vez el último enlace",
    "remote.hide_link": "Hecho",
    # esperar
    "remote.waiting_join": {
        "one": "Esperando a que {names} se una a la partida.",
        "other": "Esperando a que {names} se unan a la partida.",
    },
    "remote.waiting_move": "Esperando la jugada de {name}.",
    "remote.waiting_host": "Esperando el próximo enlace de {host}.",
    "remote.waiting_keys": "Fin de la partida: esperando el último enlace de {name}, que "
                           "comprueba el reparto y muestra lo que vale cada sitio; después "
                           "llegarán los puntos.",
    "remote.waiting_deal": "Esperando el enlace de {name}: el reparto pasa de un dispositivo a "
                           "otro.",
    "remote.waiting_start": "Esperando a que {host} empiece la partida: antes tienen que "
                            "unirse todos los amigos.",
    "remote.title_waiting": "(Esperando a {name}) Expeditions",
    "remote.dealer": "El dispositivo de {host} reparte las cartas y comprueba cada jugada; al "
                     "final, cada dispositivo comprueba el reparto.",
    "remote.dealer_you": "Tu dispositivo reparte las cartas y comprueba cada jugada; al "
                         "final, el dispositivo de cada amigo comprueba el reparto.",
    # la casilla del menú
    "remote.paste_label": "Pega un enlace o un código",
    "remote.paste_help": "¿Se te ha abierto el enlace de un amigo en otro navegador o aplicación? "
                         "Pégalo aquí.",
    "remote.paste_open": "Abrir",
    # una invitación
    "remote.invite_title": "Una invitación a {game}",
    "remote.invite_from": "{host} te invita a jugar a {game}. Jugadores: {names}.",
    "remote.pick_seat": "¿Qué jugador eres?",
    "remote.take_seat": "Soy {name}",
    "remote.decline": "Ahora no",
    "remote.own_invite": "Esta es tu propia invitación: envíasela a tus amigos.",
    "remote.already_joined": "Ya ocupas el puesto de {name} en esta partida.",
    # lo que ha hecho un enlace
    "remote.joined": "{name} se ha unido.",
    "remote.all_joined": "Ya se han unido todos: empieza la partida.",
    "remote.all_open": "Han llegado las últimas claves: ya se ven todas las cartas, y la "
                       "partida se ha comprobado con el reparto real.",
    "remote.your_turn": "Te toca.",
    "remote.nothing_new": "Este enlace no trae nada nuevo.",
    "remote.live.here": "{name} está aquí: las jugadas le llegan directamente.",
    "remote.live.away": "{name} no está: envíale el enlace.",
    "remote.live.label": "Quién está conectado",
    "remote.live.connecting": "Conectando con el dispositivo de {name}…",
    "remote.live.setting": "Cómo viajan las jugadas mientras las dos páginas están abiertas",
    "remote.live.setting.local": "En directo, en la misma red (sin servidor)",
    "remote.live.setting.internet": "En directo, también por internet (servidor de Google)",
    "remote.live.setting.off": "Solo por enlaces",
    "remote.live.privacy": "Mientras tus amigos también tengan la partida abierta, las jugadas van"
                           " directamente de un dispositivo a otro y ningún dato de la partida "
                           "pasa por un servidor. «También por internet» además pregunta a "
                           "stun.l.google.com (de Google) la dirección de este dispositivo, que "
                           "verán ese servidor y los dispositivos de tus amigos. Si no se puede "
                           "conectar, la partida sigue por enlaces.",
    "remote.refused_move": "Se ha rechazado la jugada de {name} ({reason}); no ha cambiado "
                           "nada.",
    "remote.audit_ok": "El reparto es correcto: el dispositivo de {host} repartió justo lo "
                       "que se había comprometido a repartir al principio, y todas las "
                       "jugadas siguieron las reglas.",
    "remote.audit.commitment": "Atención: el reparto revelado al final no es el que el "
                               "dispositivo de {host} se comprometió a hacer al principio. No "
                               "te fíes de este resultado.",
    "remote.audit.view_mismatch": "Atención: el reparto revelado no lleva a lo que se te "
                                  "mostró tras el enlace {update}. No te fíes de este "
                                  "resultado.",
    "remote.audit.illegal_move": "Atención: la jugada {move} de la partida revelada no sigue "
                                 "las reglas. No te fíes de este resultado.",
    "remote.audit.unfinished": "Atención: la partida revelada al final no está terminada. "
                               "No te fíes de este resultado.",
    "remote.audit_label": "Comprobación del reparto",
    "remote.no_game": "Este enlace es de una partida que no está en este navegador. Ábrelo en "
                      "el navegador o la aplicación instalada donde juegas esa partida. En "
                      "algunos teléfonos la aplicación instalada guarda sus partidas aparte "
                      "del navegador: copia el enlace y pégalo en el menú de la aplicación, "
                      "en «Pega un enlace o un código».",
    "remote.code.duplicate": "Ya habías abierto este enlace: no ha cambiado nada.",
    "remote.code.future": "Falta por abrir aquí un enlace anterior a este (el enlace "
                          "{missing}): ábrelo primero y luego vuelve a abrir este.",
    "remote.code.stale": "Este enlace responde a una posición anterior: no ha cambiado nada.",
    "remote.code.fork": "Este enlace contradice otro ya abierto de esta partida: rechazado; "
                        "no ha cambiado nada.",
    "remote.code.forged": "Este enlace se ha modificado o no es del jugador que dice ser: "
                          "rechazado; no ha cambiado nada.",
    "remote.code.elsewhere": "Este enlace es la jugada de otro jugador, para el dispositivo "
                             "de {host}: aquí no hay nada que hacer.",
    "remote.code.foreign": "Este enlace es de otra partida: no ha cambiado nada.",
    "remote.code.bad_body": "El contenido de este enlace está dañado: rechazado; no ha "
                            "cambiado nada.",
    "remote.code.wrong_kind": "Este enlace no es para este dispositivo: no ha cambiado nada.",
    "remote.code.not_open": "Ese puesto no está abierto a amigos: rechazado.",
    "remote.code.not_ready": "La partida empieza cuando se hayan unido todos los amigos: no "
                             "ha cambiado nada.",
    "remote.code.sealed": "Este dispositivo no puede leer la parte privada de este enlace: "
                          "rechazado; no ha cambiado nada.",
    "remote.code.ended": "Esta partida ha terminado: no ha cambiado nada.",
    "remote.code.other_rules": "Esta invitación usa una versión de las reglas con la que no juega "
                               "esta versión de Expeditions: actualiza la aplicación en los dos "
                               "dispositivos.",
    "remote.code.unknown_game": "Esta invitación es para un juego que esta versión de "
                                "Expeditions no tiene: actualiza la aplicación.",
    "remote.link.not_a_link": "Eso no es un enlace a una partida de Expeditions.",
    "remote.link.too_long": "Ese texto es mucho más largo que cualquier enlace de "
                            "Expeditions.",
    "remote.link.bad_encoding": "Ese enlace está dañado o cortado: cópialo otra vez, entero.",
    "remote.link.too_big": "Ese enlace está dañado o no es de Expeditions.",
    "remote.link.bad_json": "Ese enlace está dañado o no es de Expeditions.",
    "remote.link.too_deep": "Ese enlace está dañado o no es de Expeditions.",
    "remote.link.bad_field": "Ese enlace está dañado o no es de Expeditions.",
    "remote.link.bad_version": "Ese enlace lo ha hecho una versión más nueva de Expeditions: "
                               "recarga la aplicación para actualizarla.",
    # Continuar
    "remote.note.restarted": "{name} ha vuelto a empezar el reparto después de ver su mano: esta "
                             "partida sustituye a la anterior.",
    "remote.note.abandoned": "{name} ha vuelto a empezar este reparto después de ver su mano, con "
                             "una invitación nueva: esta partida no seguirá.",
    "remote.invite_replaces": "Aviso: {name} ya había visto su mano en vuestra partida sin "
                              "terminar; al ocupar un puesto aquí, queda anotado que el reparto "
                              "se empezó de nuevo.",
    "remote.continue_abandoned": "{name} ha vuelto a empezar este reparto.",
    "remote.continue_waiting": "Esperando a {name}.",
    "remote.continue_your_turn": "Te toca.",
    "remote.host_device": "el anfitrión",
    "remote.friend": "{name} (a distancia)",
    # una partida que no reparte nadie (Lost Cities, Curios y Curiosity a dos)
    "remote.dealer_nobody": "Nadie reparte: cada dispositivo baraja el mazo por turnos y "
                            "demuestra que lo ha hecho, y ninguno puede leer una carta que su "
                            "jugador no haya visto.",
    "remote.checking": "Comprobando el enlace…",
    "remote.shuffling": "Barajando…",
    "remote.cheat.malformed": "El dispositivo de {name} ha enviado un enlace que no sigue las "
                              "reglas del barajado: rechazado; no ha cambiado nada.",
    "remote.cheat.duplicate": "El dispositivo de {name} ha enviado un mazo con una carta "
                              "repetida: rechazado; no ha cambiado nada. No te fíes de esta "
                              "partida.",
    "remote.cheat.bad_share": "El dispositivo de {name} ha enviado una clave falsa para abrir "
                              "tus cartas: rechazado; no ha cambiado nada.",
    "remote.cheat.not_a_card": "El dispositivo de {name} ha metido en el mazo algo que no es "
                               "una carta: rechazado. No te fíes de esta partida.",
    "remote.cheat.reshuffled": "El dispositivo de {name} ha cambiado el mazo barajado después "
                               "del comienzo: rechazado. No te fíes de este resultado.",
    "remote.cheat.bad_key": "El dispositivo de {name} ha revelado al final una clave que no es"
                            " la que usó para barajar: rechazado. No te fíes de este "
                            "resultado.",
    "remote.cheat.bad_proof": "El dispositivo de {name} ha jugado una carta que no tenía: "
                              "rechazado; no ha cambiado nada.",
    "remote.cheat.illegal_move": "El dispositivo de {name} ha enviado una jugada que las "
                                 "reglas no permiten: rechazado; no ha cambiado nada.",
    "remote.cheat.not_held": "El dispositivo de {name} ha jugado una carta que no está en su "
                             "mano: rechazado; no ha cambiado nada.",
    "remote.cheat.replayed": "El dispositivo de {name} ha enviado un enlace que ya había "
                             "enviado: no ha cambiado nada.",
    "remote.cheat.forked": "El dispositivo de {name} ha enviado un enlace que contradice otro "
                           "ya abierto: rechazado; no ha cambiado nada.",
    "remote.cheat.out_of_order": "El dispositivo de {name} ha enviado un enlace fuera de "
                                 "orden: rechazado; no ha cambiado nada.",
    "remote.cheat.bad_coin": "El dispositivo de {name} ha hecho trampa en el sorteo del primer "
                             "jugador: rechazado; no ha cambiado nada.",
    "remote.cheat.wrong_card": "El dispositivo de {name} te ha abierto una carta que no es la "
                               "que tenía el mazo: rechazado. No te fíes de este resultado.",
    "remote.cheat.wrong_view": "La comprobación final ha encontrado que el dispositivo de "
                               "{name} te mostró una posición a la que no lleva el reparto "
                               "real: rechazado. No te fíes de este resultado.",
    "remote.cheat.bad_token": "El dispositivo de {name} ha revelado una ficha que no es la que "
                              "colocó: rechazado; no ha cambiado nada. No te fíes de esta "
                              "partida.",
    "remote.cheat.bad_shuffle": "El dispositivo de {name} ha enviado un mazo barajado que no "
                                "es el que recibió (una carta cambiada, añadida o repetida): "
                                "rechazado; no ha cambiado nada. No te fíes de esta partida.",
    "remote.cheat.bad_strip": "El dispositivo de {name} ha enviado una clave falsa para abrir "
                              "una carta: rechazado; no ha cambiado nada.",
    "remote.cheat.bad_show": "El dispositivo de {name} ha mostrado una carta que no tenía: "
                             "rechazado; no ha cambiado nada.",
    "remote.cheat.bad_random": "El dispositivo de {name} ha hecho trampa en el sorteo del primer "
                               "jugador: rechazado; no ha cambiado nada.",
    "remote.cheat.bad_piece": "El dispositivo de {name} ha revelado una ficha que no es la que "
                              "colocó: rechazado; no ha cambiado nada. No te fíes de esta "
                              "partida.",
    "remote.code.not_invited": "Este enlace intenta ocupar un puesto sin la invitación de ese "
                               "jugador: rechazado; no ha cambiado nada.",
    "remote.code.seat_taken": "Este puesto ya está ocupado: rechazado; no ha cambiado nada.",
    "remote.name.too_long": "Un nombre es demasiado largo para una invitación: 40 caracteres "
                            "como máximo.",
    "remote.name.unfit_character": "Un nombre tiene un carácter que no se puede mostrar (un "
                                   "carácter invisible o de control): vuelve a escribir el "
                                   "nombre.",
    "remote.name.no_letter": "Un nombre necesita al menos una letra o una cifra.",
    "remote.name.too_many_marks": "Un nombre tiene una letra con demasiados acentos.",
    "remote.name.looks_alike": "Los nombres de dos jugadores se parecen demasiado: ponles nombres "
                               "que se distingan.",
    "remote.cheat.not_in_supply": "El dispositivo de {name} ha revelado una ficha que no tenía "
                                  "para colocar: rechazado; no ha cambiado nada. No te fíes de "
                                  "esta partida.",
}
