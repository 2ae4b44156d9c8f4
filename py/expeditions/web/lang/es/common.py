"""Español: las palabras de la propia app (menús, formularios, partidas guardadas, el marco
de cada mesa)."""

from ...i18n import Message

MESSAGES: dict[str, Message] = {
    # la app y sus juegos, como los muestran el menú y la primera pintura estática
    "app.name": "Expeditions",
    "app.tagline": "Tres juegos de exploración para una sola mesa.",
    "app.description": "Curios, Curiosity y Ciudades Perdidas: juegos de mesa de exploración "
                       "para jugar en el navegador, sin conexión, contra el ordenador o con "
                       "amigos.",
    # la carga (boot.js, antes de Python)
    "boot.downloading": "Descargando Python…",
    "boot.loading": "Cargando…",
    "boot.starting": "Arrancando Python… puede que la página no responda durante unos "
                     "segundos.",
    "boot.downloading_bytes": "Descargando Python: {done} de {total} MB…",
    "boot.loading_games": "Cargando los juegos…",
    "boot.failed": "Expeditions no ha podido arrancar: no se ha podido cargar una parte del "
                   "juego. La primera vez que lo abres necesita conexión; después funciona "
                   "sin ella. Comprueba la conexión y vuelve a cargar la página.",
    "boot.noscript": "Expeditions necesita JavaScript para ejecutar su motor en Python.",
    # menú
    "menu.label": "Menú principal",
    "menu.new_game": "Nueva partida",
    "menu.continue": "Continuar",
    "menu.continue_count": "Continuar ({count})",
    "menu.rules": "Reglas",
    "menu.games": "Juegos",
    "menu.new_named": "Nueva partida de {title}",
    "menu.soon": "Muy pronto",
    # la copia sin conexión, que guarda el service worker cuando ya se ve el menú
    "offline.saving": "Guardando los juegos en este dispositivo para jugar sin conexión…",
    "offline.ready": "Listo para jugar sin conexión.",
    "offline.failed": "No se han podido guardar los juegos para jugar sin conexión (¿está lleno el "
                      "almacenamiento?). Expeditions lo volverá a intentar la próxima vez que lo "
                      "abras.",
    "language.label": "Idioma",
    "nav.menu": "Menú",
    "nav.back": "Volver al menú",
    # algo ha fallado
    "error.title": "Algo ha fallado",
    "error.body": "La mesa no ha podido seguir. Tu partida se guardó tras su última jugada: abre "
                  "el menú y elige Continuar para retomarla.",
    "error.retry": "Reintentar",
    # el formulario de nueva partida
    "new.title": "Nueva partida",
    "new.game": "Juego",
    "new.players": "Jugadores",
    "new.player_count": {"one": "1 jugador", "other": "{count} jugadores"},
    "new.seat": "Jugador {n}",
    "new.name": "Nombre",
    "new.who": "Quién juega",
    "new.human": "Persona",
    "new.computer": "Ordenador",
    "new.level": "Dificultad",
    "new.start": "Empezar partida",
    "level.easy": "Fácil",
    "level.medium": "Media",
    "level.hard": "Difícil",
    "seat.computer": "Ordenador {n}",
    # Continuar
    "continue.title": "Continuar",
    "continue.saved_games": "Partidas guardadas",
    "continue.empty": "Todavía no hay partidas guardadas. ¡Empieza una nueva!",
    "continue.what": "{title} con {names}",
    "continue.when": "{progress} · se jugó por última vez el {when}",
    "continue.finished": "Terminada",
    "continue.resume": "Retomar",
    "continue.resume_label": "Retomar {what}",
    "continue.export": "Exportar",
    "continue.export_label": "Exportar {what}",
    "continue.delete": "Borrar",
    "continue.delete_label": "Borrar {what}",
    "continue.confirm_delete": "Confirmar borrado",
    "continue.confirm_delete_label": "Confirmar borrado de {what}",
    "continue.damaged": "Partida dañada",
    "continue.damaged_what": "la partida dañada {id}",
    "continue.raw": "Texto de la partida guardada (cópialo para conservarlo)",
    "persistence.kept": "Tu navegador ha aceptado conservar estas partidas (no las borrará por "
                        "su cuenta).",
    "persistence.unknown": "Este navegador no dice si conservará tus partidas: exporta una "
                           "copia de seguridad.",
    "persistence.at_risk": "Tu navegador puede borrar estas partidas si se queda sin espacio: "
                           "exporta una copia de seguridad por si acaso.",
    "backup.group": "Copias de seguridad",
    "backup.export_all": "Exportar todas",
    "backup.export_all_title": "Descarga todas las partidas guardadas en un solo archivo",
    "backup.import": "Importar",
    "backup.import_title": "Añade las partidas de una copia de seguridad",
    "backup.delete_finished": "Borrar partidas terminadas",
    "backup.delete_finished_count": "Borrar partidas terminadas ({count})",
    "notice.import_failed": "No se ha importado nada: {reason}.",
    "notice.imported": {"one": "Se ha importado 1 partida.",
                        "other": "Se han importado {count} partidas."},
    "notice.skipped": {"one": "1 ya estaba aquí.", "other": "{count} ya estaban aquí."},
    "notice.refused": "{id} se ha rechazado: {reason}.",
    "notice.deleted_finished": {"one": "Se ha borrado 1 partida terminada.",
                                "other": "Se han borrado {count} partidas terminadas."},
    # por qué no se puede abrir una partida guardada (códigos de SaveError)
    "save_error.unknown_game": "esta partida es de un juego que esta versión no tiene",
    "save_error.bad_options": "las opciones de la partida guardada no son válidas",
    "save_error.bad_moves": "las jugadas guardadas no siguen las reglas",
    "save_error.player_count": "la partida guardada tiene un número de jugadores distinto del "
                               "de su juego",
    "save_error.other_rules": "se guardó con otras reglas (versión {saved}; esta versión de "
                              "Expeditions juega con la versión {current})",
    "save_error.other_position": "se guardó con otras reglas: sus jugadas ya no llevan a la "
                                 "posición en que se guardó",
    "save_error.missing_field": "a la partida guardada le falta el campo «{field}»",
    "save_error.wrong_type": "el campo «{field}» de la partida guardada tiene un tipo "
                             "incorrecto",
    "save_error.bad_time": "la hora «{field}» de la partida guardada está fuera de rango",
    "save_error.not_text": "la partida guardada no es texto",
    "save_error.too_large": "los datos guardados son demasiado grandes para ser una partida",
    "save_error.too_deep": "los datos guardados están demasiado anidados para ser una partida",
    "save_error.not_json": "la partida guardada no es JSON válido (puede estar cortada o "
                           "editada)",
    "save_error.not_an_object": "la partida guardada no es un objeto JSON",
    "save_error.newer_schema": "la guardó una versión más reciente de Expeditions: actualiza "
                               "esta para abrirla",
    "save_error.unknown_schema": "está en un formato que esta versión no conoce",
    "save_error.bad_digest": "la revisión o el resumen de la partida guardada están mal "
                             "formados",
    "save_error.player_without_name": "un jugador de la partida guardada no tiene nombre",
    "save_error.name_too_long": "el nombre de un jugador de la partida guardada tiene {length, "
                                "plural, one {# carácter} other {# caracteres}}, más de los "
                                "{limit} que puede tener",
    "save_error.unknown_player_kind": "un jugador de la partida guardada no es ni persona ni "
                                      "ordenador",
    "save_error.bad_hints": "el registro de pistas de la partida guardada está dañado",
    "save_error.bad_difficulty": "un ordenador de la partida guardada no tiene una dificultad "
                                 "válida",
    "save_error.bad_id": "el identificador de la partida guardada está vacío o es demasiado "
                         "largo",
    "save_error.not_a_backup": "este archivo no es una copia de seguridad de Expeditions",
    "save_error.no_such_save": "no existe esa partida guardada",
    "save_error.id_mismatch": "el identificador de la partida guardada no coincide con el "
                              "lugar donde está",
    "save_error.unreadable": "no se ha podido leer esta partida guardada ({error})",
    "save_error.storage_full": "el almacenamiento del navegador está lleno",
    "save_error.moved_on": "esta partida ha avanzado en otra pestaña",
    # la pantalla de reglas
    "rules.title": "Reglas",
    "rules.choose": "Elige un juego",
    "rules.contents": "Índice",
    "rules.minute": "Cómo se juega en 1 minuto",
    "rules.choice": "Decisión de la app",
    "rules.quick": "Referencia rápida",
    "rules.full": "Reglas completas",
    "rules.close": "Volver a la partida",
    "rules.open": "Reglas",
    "rules.open_title": "Abre las reglas de este juego (la partida espera)",
    # el marco de cada mesa
    "table.actions": "Acciones de la partida",
    "table.undo": "Deshacer",
    "table.undo_title": "Deshaz tu última jugada",
    "curtain.label": "Cortina",
    "curtain.pass": "Pasa el dispositivo a {name}.",
    "curtain.ready": "Soy {name}: enséñame mi mano",
    "status.over_nobody": "Fin de la partida: nadie gana.",
    "status.over_pending": "Fin de la partida: los puntos llegarán cuando se compruebe el "
                           "reparto.",
    "status.over_win": {"one": "Fin de la partida: ¡gana {names}!",
                        "other": "Fin de la partida: ¡ganan {names}!"},
    "status.thinking": "{name} está pensando…",
    "status.your_turn": "Te toca, {name}.",
    "status.to_play": "Le toca a {name}.",
    "status.moved_on": "Esta partida ha avanzado en otra pestaña; así está ahora.",
    "log.title": "Registro de la partida",
    "log.generic": "{type}",
    "result.title": "Puntuación final",
    "result.player": "Jugador",
    "result.score": "Puntos",
    "result.outcome": "Resultado",
    "result.winner": "Ganador",
    "result.eliminated": "Eliminado",
    "result.nobody": "Nadie gana.",
    "result.wins": "Gana {name}.",
    "result.share": "{names} comparten la victoria.",
    "generic.table": "Mesa",
    "generic.moves": "Tus jugadas",
    # almacenamiento lleno, salir, actualizaciones
    "storage.label": "Almacenamiento lleno",
    "storage.warning": "El almacenamiento de tu navegador está lleno, así que tus últimas jugadas "
                       "no se han guardado. Borra otras partidas guardadas para hacer sitio; "
                       "puedes seguir jugando.",
    "storage.delete_finished": "Borrar partidas terminadas",
    "storage.retry": "Volver a intentar guardar",
    "storage.finished": "terminada",
    "storage.damaged": "dañada",
    "storage.delete_label": "Borrar la partida guardada {id} para hacer sitio",
    "leave.label": "¿Salir de la partida?",
    "leave.text": "Tus últimas jugadas no están guardadas (el almacenamiento está lleno). Si sales "
                  "ahora, se perderán.",
    "leave.stay": "Quedarme y hacer sitio",
    "leave.leave": "Salir sin guardar",
    "update.text": "Hay una versión nueva de Expeditions (tu partida se guarda tras cada jugada).",
    "update.now": "Recargar",
    # rechazos comunes a todos los juegos (códigos de IllegalAction)
    "reason.turn_sent": "tu jugada ya se ha enviado; espera el siguiente enlace",
    "reason.move_sent": "tu jugada ya se ha enviado al anfitrión; espera su enlace",
    "reason.not_started": "la partida empieza cuando se hayan unido todos los amigos",
    "save_error.bad_remote": "esta partida con amigos en otros dispositivos está dañada en el "
                             "almacenamiento",
    "reason.not_your_turn": "no es tu turno",
    "reason.game_over": "la partida ha terminado",
    "reason.unknown_action": "eso no es una jugada de este juego",
    "reason.not_a_string": "eso no es una jugada de este juego",
    "reason.nothing_to_undo": "ahora no hay nada que puedas deshacer",
    "reason.not_allowed_now": "esa jugada no está permitida ahora",
    "reason.not_listed": "esa jugada no está permitida ahora",
    # cómo va una partida, para los juegos sin palabras propias
    "progress.turn": "Turno {turn}",
    "result.again": "Jugar otra vez",
    "result.again_title": "Una partida nueva con los mismos jugadores y opciones",
    "continue.seat_level": "{name} (dificultad {level})",
    "title.your_turn": "(Te toca) Expeditions",
    "boot.retry": "Reintentar",
    "status.paused": "La partida está en pausa.",
    "list.and": "{first} y {last}",
    "list.separator": ", ",
}
