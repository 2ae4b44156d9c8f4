"""The complete rules of Curiosity in English and Spanish, written for players from
/work/shared/rules/curiosity.md, each sentence in both languages side by side
(:mod:`.bilingual`).

Every number here comes from the game's module: the setup table and the token values from
its constants, and the worked examples from real games set up move by move and resolved by
the engine itself (the route, the tokens revealed, the points and the winner; the last
move built as the typed :class:`~expeditions.games.curiosity.PlayCard`). The figures
are drawn with the table's own planet, control panel, round summary and player list.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ...engine import JSON
from ...games.curiosity import (
    BOARD_SIZE,
    BOARD_TOKEN_END_VALUE,
    CARD_TYPES,
    CARDS_PER_PLAYER,
    COMPLETION_SIZE,
    DECK,
    ERROR_404,
    PANEL_POSITIONS,
    ROUNDS,
    TOKENS_BY_ROUND,
    TWO_PLAYER_REMOVED_VALUES,
    TYPED_CARD_VALUES,
    ZERO_CARD,
    ZERO_CARD_COUNT,
    Curiosity,
    PlayCard,
    as_view,
    card_value,
    deck_for,
    token_label,
)
from ..dom import El, h
from ..tables.curiosity import (
    card_label,
    control_panel,
    leg_text,
    pile_name,
    planet,
    players,
    round_points,
    round_summary,
    square_name,
    type_arrow,
)
from .bilingual import Bilingual
from .model import Choice, Figure, Items, Para, RulesDoc, Section, Table

#: The players of the worked examples (the same names in every language).
NAMES = ["Ana", "Ben"]
#: The player count of the small planet, and the player counts of the big one.
SMALL = min(BOARD_SIZE)
BIG = sorted(n for n in BOARD_SIZE if BOARD_SIZE[n] != BOARD_SIZE[SMALL])


# ----- the worked examples, played by the engine ------------------------------------------

def _open(game: Curiosity) -> dict[str, JSON]:
    """The public view with every face-down token's value shown (a figure sees all)."""
    view = game.view(None)
    for token in view["tokens"]:
        token["value"] = token_label(game.board[(token["col"], token["row"])][2])
    return view


@cache
def drive_example() -> tuple[dict[str, JSON], dict[str, JSON], PlayCard]:
    """Round 1 of a 2-player game, the moment before its last action; then the engine
    plays that action (Ana's last card, face down on the complete North Pole pile), which
    ends the planning: the rover drives and the round is resolved. Returns the open view
    before, the open view after, and the last action."""
    game = Curiosity({"players": len(NAMES), "start_player": 0}, 1)
    # the tokens placed so far: (col, row) -> (owner, round, value)
    game.board = {(4, 1): (0, 1, 2), (3, 4): (0, 1, -1), (0, 0): (0, 1, 1),
                  (4, 4): (1, 1, 2), (1, 1): (1, 1, -2)}
    game.supply[0][0] = [-2]
    game.supply[1][0] = [1, -1]
    # the panel: Gale Crater 2 | North Pole 1, 0, 3 (complete) | empty | Mount Olympus 1
    game.panel_type = ["G", "N", None, "O"]
    game.panel_up = [["G2"], ["N1", "0", "N3"], [], ["O1"]]
    game.panel_down = [[], [], [], []]
    game.hands = [["N4"], []]
    game.turn_seat = 0
    before = _open(game)
    last = PlayCard("N4", 2)
    assert last in game.legal_moves(0)
    game.apply(0, last)
    return before, _open(game), last


@cache
def tiebreak_example() -> Curiosity:
    """A finished 2-player game: Ana and Ben tie on points (spec §6)."""
    game = Curiosity({"players": len(NAMES), "start_player": 0}, 1)
    game.round, game.turn_seat, game.board = ROUNDS, None, {}
    game.hands = [[], []]
    game.supply = [[[], [], []], [[], [], []]]
    game.collected = [[(2, 3), (3, 3), (1, 2), (2, 2), (1, -1)],
                      [(2, 3), (3, 2), (1, 2), (1, 1), (1, -1)]]
    game.unplaced = [[(1, -2)], []]
    return game


def _legs_text(view: dict[str, JSON], t: Bilingual) -> str:
    """Each leg of the last drive with the squares it enters, the wrap marked in bold."""
    last = as_view(view)["last_round"]
    route = [tuple(s) for s in last["route"]]
    prev = tuple(last["start"])
    out, i = [], 0
    for leg in last["legs"]:
        squares = []
        for sq in route[i:i + leg["steps"]]:
            wrapped = abs(sq[0] - prev[0]) > 1 or abs(sq[1] - prev[1]) > 1
            name = square_name(sq)
            squares.append(t(f"then across the edge to **{name}**",
                             f"y, cruzando el borde, **{name}**") if wrapped else name)
            prev = sq
        i += leg["steps"]
        joined = ", ".join(squares).replace(", y,", " y,")
        out.append(f"{leg_text(leg['type'], leg['steps'], t.w)} ({joined})")
    return "; ".join(out)


def _tokens_text(items: list[dict[str, JSON]], t: Bilingual) -> str:
    of = t("{name}'s {value} on {square}", "el {value} de {name} en {square}")
    return t.all([of.format(name=NAMES[int(token["owner"])], value=token["value"],
                            square=square_name(token["square"])) for token in items])


def _drive_caption(t: Bilingual) -> str:
    before, after, action = drive_example()
    card = card_label(action.card, t.w)
    who = NAMES[int(before["current_player"])]
    start = square_name(after["last_round"]["start"])
    legs = _legs_text(after, t)
    empty = [p["position"] for p in before["panel"] if p["type"] is None]
    pile = pile_name(next(p for p in before["panel"] if p["complete"])["type"], t.w)
    return t(f"Only {who} has a card left, {card}. It goes face down on the complete "
             f"{pile} pile, where it does nothing. Nobody has cards, so the rover drives from "
             f"{start}: {legs}. Position {empty[0]} is empty and does not move it. The "
             "numbers are the route's steps.",
             f"Solo a {who} le queda una carta, {card}. La juega boca abajo en la pila "
             f"completa del {pile}, sin efecto. Nadie tiene cartas, así que el róver arranca "
             f"desde {start}: {legs}. La posición {empty[0]} está vacía y no lo mueve. Los "
             "números son los pasos de la ruta.")


def _result_caption(t: Bilingual) -> str:
    _, after, _ = drive_example()
    last = after["last_round"]
    found = _tokens_text(last["reveals"], t)
    stay = _tokens_text([{"owner": token["owner"], "value": token["value"],
                          "square": [token["col"], token["row"]]}
                         for token in after["tokens"]], t)
    of = t("{name}'s {value}", "el {value} de {name}")
    counted, dropped = (t.all([of.format(name=NAMES[u["owner"]], value=u["value"])
                               for u in last["unplaced"] if u["counts"] == counts])
                        for counts in (True, False))
    points = ", ".join(f"{NAMES[p]} {round_points(after, p):+d}" for p in range(len(NAMES)))
    return t(f"The rover reveals {found}. Still face down, for later rounds: {stay}. "
             f"Unplaced tokens: {counted} count against their owners; {dropped} is "
             f"discarded. Points for the round: **{points}**.",
             f"El róver revela {found}. Siguen boca abajo, para rondas futuras: "
             f"{stay}. Fichas sin colocar: cuentan en contra {counted}; "
             f"{dropped} se descarta. Puntos de la ronda: **{points}**.")


def _tiebreak_caption(t: Bilingual) -> str:
    game = tiebreak_example()
    parts = [game.breakdown(p) for p in range(len(NAMES))]
    winners = game.winners()
    assert len(winners) == 1
    winner = NAMES[winners[0]]

    def sums(b: dict[str, JSON]) -> str:
        text = f"{b['positives']} − {b['negatives']}"
        if b["unplaced_negatives"]:
            text += f" − {b['unplaced_negatives']}"
        return f"{text} = {b['score']}"

    a, b = parts
    unplaced = token_label(-int(a["unplaced_negatives"]))

    def negatives(part: dict[str, JSON]) -> str:
        n = int(part["negative_points"])
        return (t(f"{n} negative point", f"{n} punto negativo") if n == 1 else
                t(f"{n} negative points", f"{n} puntos negativos"))

    return t(f"Ana: {sums(a)}, with {negatives(a)} (her unplaced {unplaced} counts too). "
             f"Ben: {sums(b)}, with {negatives(b)}. They tie on {a['score']}: **{winner} "
             "wins** with fewer negative points.",
             f"Ana: {sums(a)}, con {negatives(a)} (su {unplaced} sin colocar también "
             f"cuenta). Ben: {sums(b)}, con {negatives(b)}. Empatan a {a['score']}: "
             f"**gana {winner}**, que tiene menos puntos negativos.")


def _figure(label: str, *parts: El | None) -> El:
    return h("div", {"class": "cy-figure", "role": "img", "aria-label": label}, *parts)


def _draw_drive(t: Bilingual) -> Callable[[], El]:
    def draw() -> El:
        before, _, _ = drive_example()
        return _figure(t.w("curiosity.figure.drive"),
                       planet(before, NAMES, {}, t.w), control_panel(before, {}, t.w))
    return draw


def _draw_result(t: Bilingual) -> Callable[[], El]:
    def draw() -> El:
        _, after, _ = drive_example()
        return _figure(t.w("curiosity.figure.result"),
                       planet(after, NAMES, {}, t.w), round_summary(after, NAMES, t.w))
    return draw


def _draw_tiebreak(t: Bilingual) -> Callable[[], El]:
    def draw() -> El:
        return _figure(t.w("curiosity.figure.tiebreak"),
                       players(tiebreak_example().view(None), NAMES, t.w))
    return draw


# ----- facts from the constants -----------------------------------------------------------

def _setup_rows(t: Bilingual) -> tuple[tuple[str, ...], ...]:
    """Players, planet, cards in use, dealt, left out, completion: each with its unit, so
    that a row reads on its own."""
    rows = []
    for n in sorted(BOARD_SIZE):
        size, deck, dealt = BOARD_SIZE[n], len(deck_for(n)), CARDS_PER_PLAYER[n]
        cards = t("cards", "cartas")
        rows.append((t(f"{n} players", f"{n} jugadores"),
                     t(f"{size}×{size} squares", f"{size}×{size} casillas"),
                     f"{deck} {cards}", t(f"{dealt} each", f"{dealt} a cada uno"),
                     f"{deck - n * dealt} {cards}", f"{COMPLETION_SIZE[n]} {cards}"))
    return tuple(rows)


def _token_rows(t: Bilingual) -> tuple[tuple[str, ...], ...]:
    return tuple((t(f"Round {r}", f"Ronda {r}"), t.all(token_label(v) for v in values),
                  t(f"{len(values)} tokens", f"{len(values)} fichas"))
                 for r, values in sorted(TOKENS_BY_ROUND.items()))


def _centre(n: int) -> str:
    c = BOARD_SIZE[n] // 2
    return square_name((c, c))


# ----- the document ---------------------------------------------------------------------

def rules(lang: str) -> RulesDoc:
    """The rules of Curiosity in ``lang`` ("en" or "es")."""
    t = Bilingual(lang)
    w = t.w
    per_colour = sum(len(v) for v in TOKENS_BY_ROUND.values())
    lo, hi = TYPED_CARD_VALUES[0], TYPED_CARD_VALUES[-1]
    small, big = BOARD_SIZE[SMALL], BOARD_SIZE[BIG[0]]
    c2, c3 = COMPLETION_SIZE[SMALL], COMPLETION_SIZE[BIG[0]]
    bigs = f"{BIG[0]}–{BIG[-1]}"
    removed = t.either(TWO_PLAYER_REMOVED_VALUES)
    piles, zero, e404 = PANEL_POSITIONS, ZERO_CARD, token_label(ERROR_404)
    (round_404,) = (r for r, values in TOKENS_BY_ROUND.items() if ERROR_404 in values)
    token_table = Table((t("Round", "Ronda"), t("Token fronts", "Valores"),
                         t("Tokens", "Fichas")), _token_rows(t))
    direction_table = Table(
        (t("Card", "Carta"), t("Moves the rover", "Mueve el róver")),
        tuple((f"{type_arrow(k)} {pile_name(k, w)}", w(f"curiosity.direction.{k}"))
              for k in CARD_TYPES))

    minute = (
        t(f"You are hackers programming the Mars rover **Curiosity** together. The game "
          f"lasts **{ROUNDS} rounds**.",
          f"Eres uno de los hackers que programan juntos el róver marciano **Curiosity**. "
          f"La partida dura **{ROUNDS} rondas**."),
        t("On your turn, do one thing: **mark a study location** (one of this round's "
          "tokens, face down, on an empty square) or **program movement** (a direction "
          "card onto the control panel).",
          "En tu turno haces una sola cosa: **marcar un lugar de estudio** (una ficha de "
          "esta ronda, boca abajo, en una casilla vacía) o **programar el movimiento** "
          "(una carta de Dirección en el panel de control)."),
        t(f"When all {piles} piles are complete or nobody has cards left, the rover drives: "
          "pile by pile, left to right, as many squares as the top card shows, wrapping "
          "around the edges.",
          f"Cuando las {piles} pilas están completas o nadie tiene cartas, el róver avanza: "
          "pila a pila, de izquierda a derecha, tantas casillas como indica la carta de "
          "arriba, y al salir por un borde entra por el contrario."),
        t("Every token on its route is revealed and scores for its owner, plus or minus. "
          "Negative tokens you did not place count against you too.",
          "Cada ficha de su ruta se revela y suma o resta a su dueño. Las fichas "
          "negativas que no hayas colocado también cuentan en tu contra."),
        t("Highest score after the last round wins; a tie goes to fewer negative points. If "
          f"the rover finds your **{e404}** token, you cannot win.",
          "Gana quien más puntos tenga tras la última ronda; en caso de empate, quien tenga "
          f"menos puntos negativos. Si el róver encuentra tu ficha **{e404}**, no puedes "
          "ganar."),
    )

    components = Section("components", t("Components", "Componentes"), (
        Para(t(f"**The planet**: a square board of {small}×{small} squares for {SMALL} "
               f"players or {big}×{big} for {bigs}. Columns are lettered from A in the west "
               "(left), rows numbered from 1 in the north (top): A1 is the top-left corner. "
               "The app's planet shows these letters and numbers, and the log uses them.",
               f"**El planeta**: un tablero cuadrado de {small}×{small} casillas para "
               f"{SMALL} jugadores o de {big}×{big} para {t.either(BIG)}. Las columnas van "
               "con letras desde la A en el oeste (izquierda) y las filas con números desde "
               "el 1 en el norte (arriba): A1 es la esquina de arriba a la izquierda. El "
               "planeta de la app muestra estas letras y números, y el registro los usa.")),
        Para(t(f"**The control panel**: {piles} positions in a row, numbered 1 to {piles} "
               "from the left. The cards played there form up to "
               f"{t.count(len(CARD_TYPES))} piles, one per direction.",
               f"**El panel de control**: {piles} posiciones en fila, numeradas del 1 al "
               f"{piles} desde la izquierda. Las cartas que se juegan ahí forman hasta "
               f"{t.count(len(CARD_TYPES), feminine=True)} pilas, una por dirección.")),
        Para(t(f"**{len(DECK)} Direction cards.** Each shows a direction and a value: North "
               "Pole (moves the rover north), South Pole (south), Mount Olympus (west) and "
               f"Gale Crater (east), with values {lo} to {hi}, plus {ZERO_CARD_COUNT} wild "
               f"**{zero}-cards** with no direction.",
               f"**{len(DECK)} cartas de Dirección.** Cada una tiene una dirección y un "
               "valor: Polo Norte (mueve el róver al norte), Polo Sur (al sur), Monte Olimpo "
               f"(al oeste) y Cráter Gale (al este), con valores del {lo} al {hi}, y además "
               f"{ZERO_CARD_COUNT} **cartas {zero}** comodín sin dirección.")),
        Choice(t(f"The published rules give {len(DECK)} cards but not their values. The app "
                 f"uses one card of each value {lo}–{hi} per direction, and "
                 f"{t.count(ZERO_CARD_COUNT, feminine=True)} {zero}-cards.",
                 f"Las reglas publicadas dicen que hay {len(DECK)} cartas, pero no sus "
                 f"valores. La app usa una carta de cada valor del {lo} al {hi} por "
                 f"dirección, y {t.count(ZERO_CARD_COUNT, feminine=True)} cartas "
                 f"{zero}.")),
        Choice(t("Which way Mount Olympus and Gale Crater go is not printed. The app sends "
                 "Mount Olympus west and Gale Crater east, as they lie on a map of Mars.",
                 "Las reglas no dicen hacia dónde llevan Monte Olimpo y Cráter Gale. La app "
                 "manda Monte Olimpo al oeste y Cráter Gale al este, como están en un mapa "
                 "de Marte.")),
        Para(t(f"**Study tokens**: {per_colour} per player, in your colour. The back shows "
               "the round it belongs to; the front shows its value:",
               f"**Fichas de estudio**: {per_colour} por jugador, de tu color. El reverso "
               "indica su ronda y el anverso, su valor:")),
        token_table,
        Choice(t("The published rules do not list which values belong to which round. The "
                 f"app uses the split above; the {e404} token appears only in round "
                 f"{round_404}.",
                 "Las reglas publicadas no dicen qué valores tiene cada ronda. La app usa "
                 f"el reparto de arriba; la ficha {e404} solo aparece en la ronda "
                 f"{round_404}.")),
    ))

    setup = Section("setup", t("Setup", "Preparación"), (
        Table((t("Players", "Jugadores"), t("Planet", "Planeta"),
               t("Cards in use", "Cartas en uso"),
               t("Dealt per round", "Reparto por ronda"),
               t("Left out per round", "Sin repartir por ronda"),
               t("A pile is complete at", "Una pila se completa con")),
              _setup_rows(t)),
        Items((
            t(f"Use the planet for your player count and put the rover on the centre "
              f"square: {_centre(SMALL)} on {small}×{small}, {_centre(BIG[0])} on "
              f"{big}×{big}.",
              f"Usa el planeta que corresponde a tu número de jugadores y pon el róver en "
              f"la casilla central: {_centre(SMALL)} en el de {small}×{small}, "
              f"{_centre(BIG[0])} en el de {big}×{big}."),
            t("Each player takes the tokens of one colour and sorts them by round.",
              "Cada jugador coge las fichas de un color y las separa por rondas."),
            t("Choose who starts round 1. In the app this is the **First player of round 1** "
              "option: a player you pick, or random.",
              "Elige quién empieza la ronda 1. En la app es la opción **Primer jugador de la "
              "ronda 1**: el jugador que elijas o uno al azar."),
        ), ordered=True),
        Para(t(f"With {SMALL} players, take out the cards of value {removed}: on a planet "
               f"{small} squares wide, a {small}-step move would bring the rover straight "
               "back to where it started.",
               f"Con {SMALL} jugadores, quita las cartas de valor {removed}: en un planeta de "
               f"{small} casillas de ancho, un movimiento de {small} pasos devolvería el "
               "róver justo adonde estaba.")),
    ))

    round_ = Section("round", t("A round", "Una ronda"), (
        Para(t(f"The game has {ROUNDS} rounds. At the start of each, shuffle the direction "
               "cards in use and deal each player the number in the table; the rest stay "
               "out, face down. The panel starts empty. The rover and any tokens on the "
               "planet **stay where they are** from the round before.",
               f"La partida tiene {ROUNDS} rondas. Al empezar cada una, baraja las cartas de "
               "Dirección en uso y reparte a cada jugador las que indica la tabla; las demás "
               "quedan fuera, boca abajo. El panel empieza vacío. El róver y las fichas que "
               "haya en el planeta **se quedan donde están** desde la ronda anterior.")),
        Para(t("Round 1 begins with the chosen player; each later round, with the player to "
               "the left of the one who began the round before. Turns go clockwise.",
               "La ronda 1 la empieza el jugador elegido; cada ronda siguiente, el jugador "
               "a la izquierda del que empezó la anterior. Los turnos siguen el sentido de "
               "las agujas del reloj.")),
        Para(t("A round has three phases: **planning** (turns), **movement** (the rover "
               "drives) and **resolution** (tokens are revealed and scored).",
               "Cada ronda tiene tres fases: **planificación** (los turnos), **movimiento** "
               "(el róver avanza) y **resolución** (se revelan las fichas y se puntúan).")),
    ))

    turn = Section("turn", t("Your turn: planning", "Tu turno: planificación"), (
        Para(t("On your turn you must do exactly one of these:",
               "En tu turno tienes que hacer exactamente una de estas dos cosas:")),
        Items((
            t("**Mark a study location.** Put one of your tokens **of the current round** "
              "face down on an empty square: one without a token, and not the rover's. "
              "Everyone sees its back (your colour and the round); only you know its value.",
              "**Marcar un lugar de estudio.** Pon una de tus fichas **de la ronda actual** "
              "boca abajo en una casilla vacía: sin ficha y que no sea la del róver. Todos "
              "ven el reverso (tu color y la ronda); solo tú sabes su valor."),
            t("**Program movement.** Play one card from your hand onto the control panel.",
              "**Programar el movimiento.** Juega una carta de tu mano en el panel de "
              "control."),
        )),
        Para(t("Where a card goes:", "Dónde va cada carta:")),
        Items((
            t("A Direction card whose direction has no pile yet goes on any empty position "
              "and starts that direction's pile there for the rest of the round.",
              "Una carta de una dirección que aún no tiene pila va a cualquier posición "
              "vacía y empieza ahí la pila de esa dirección para el resto de la ronda."),
            t("A Direction card whose direction has a pile must go on that pile.",
              "Una carta de una dirección que ya tiene pila tiene que ir a esa pila."),
            t(f"A **{zero}-card** goes on any pile already on the panel.",
              f"Una **carta {zero}** va a cualquier pila que ya esté en el panel."),
            t("The cards of a pile overlap so all values show; the **top card**, the last "
              "one played face up, is the one that counts.",
              "Las cartas de una pila se solapan para que se vean todos los valores; la que "
              "cuenta es la **carta de arriba**, la última jugada boca arriba."),
            t(f"A pile is **complete** at {c2} face-up cards with {SMALL} players, {c3} with "
              f"{bigs}. "
              "A card played on a complete pile goes **face down**: it changes nothing, so "
              "it works as a discard.",
              f"Una pila (su dirección) está **completa** cuando tiene {c2} cartas boca "
              f"arriba en partidas de {SMALL} jugadores, o {c3} en partidas de "
              f"{t.either(BIG)}. Una carta "
              "jugada en una pila completa va **boca abajo**: no cambia nada, así que sirve "
              "para descartarse."),
        )),
        Choice(t(f"The rules let a {zero}-card go on \"any pile\". In the app it cannot "
                 "start a pile, since an empty position has no direction.",
                 f"Las reglas dejan poner una carta {zero} en «cualquier pila». En la app no "
                 "puede empezar una pila, porque una posición vacía no tiene dirección.")),
        Para(t(f"**Planning ends at once** when all {piles} piles are complete, or when no "
               "player has a card left. Cards still in hand are not used.",
               f"**La planificación termina en el acto** cuando las {piles} pilas están "
               "completas o cuando a nadie le quedan cartas. Las cartas que queden en la "
               "mano no se usan.")),
        Para(t("As you must act, a player without cards has to place tokens, negative ones "
               f"too, and in round {round_404} maybe the {e404}. Playing a card face down on "
               "a complete pile is a way to avoid placing a token.",
               "Como estás obligado a actuar, si te quedas sin cartas tienes que colocar "
               f"fichas, también las negativas, y en la ronda {round_404} quizá la {e404}. "
               "Jugar una carta boca abajo en una pila completa es una forma de no colocar "
               "ficha.")),
        Choice(t("If you can do neither (no token of this round left or no empty square, "
                 "and no cards), the app skips your turn. The rulebook does not cover it.",
                 "Si no puedes hacer ninguna de las dos cosas (no te quedan fichas de esta "
                 "ronda o no hay casillas vacías, y no tienes cartas), la app salta tu "
                 "turno. El reglamento no lo contempla.")),
    ))

    movement = Section("movement", t("Movement", "Movimiento"), (
        Para(t("Go through the panel's positions **from left to right**. For each pile, "
               "read its top card: the rover moves that many squares, one at a time, in the "
               f"pile's direction. A {card_value(zero)} on top means no movement.",
               "Recorre las posiciones del panel **de izquierda a derecha**. En cada pila, "
               "mira la carta de arriba: el róver avanza ese número de casillas, de una en "
               f"una, en la dirección de la pila. Un {card_value(zero)} arriba significa que "
               "no se mueve.")),
        direction_table,
        Para(t("**Wrap-around.** The planet has no edge: a step off one side brings the "
               "rover in on the same row or column at the opposite side.",
               "**Sin bordes.** El planeta no tiene bordes: un paso que sale por un lado "
               "hace entrar el róver por el lado contrario, en la misma fila o columna.")),
        Para(t("The **route** is every square the rover enters, in order, including the "
               "last square of each move and the one where it stops. The square it starts "
               "on never holds a token.",
               "La **ruta** son todas las casillas en las que entra el róver, en orden, "
               "incluida la última de cada movimiento y aquella donde se para. La casilla "
               "de salida nunca tiene ficha.")),
        Choice(t("An empty position moves the rover nowhere, and the square where the rover "
                 "stops is part of the route.",
                 "Una posición vacía no mueve el róver, y la casilla donde se para forma "
                 "parte de la ruta.")),
        Figure("drive", _draw_drive(t), _drive_caption(t)),
    ))

    resolution = Section("resolution", t("Revealing and scoring a round",
                                         "Revelar y puntuar una ronda"), (
        Items((
            t("Every token on the route is revealed, **whatever its round**. Its owner "
              "keeps it face up and scores its value, plus or minus. A square the rover "
              "enters twice is revealed once.",
              "Se revela cada ficha de la ruta, **sea de la ronda que sea**. Su dueño "
              "se la queda boca arriba y suma o resta su valor. Una casilla por la que el "
              "róver pasa dos veces se revela una sola vez."),
            t(f"If the rover reveals your **{e404}** token, you are **out of the game**: "
              "you cannot win, whatever your score.",
              f"Si el róver revela tu ficha **{e404}**, quedas **fuera de juego**: no puedes "
              "ganar, tengas los puntos que tengas."),
            t("Then everyone reveals their tokens of this round they did **not** place: "
              "positive ones are discarded, negative ones count against their owner.",
              "Después, cada jugador revela las fichas de esta ronda que **no** ha "
              "colocado: las positivas se descartan y las negativas cuentan en su contra."),
            t("Tokens the rover did not reach stay face down on the planet; a later drive "
              "can still reveal them.",
              "Las fichas a las que no ha llegado el róver se quedan boca abajo en el "
              "planeta; un recorrido posterior aún puede revelarlas."),
        ), ordered=True),
        Choice(t(f"An unplaced {e404} is simply discarded: only the rover revealing it puts "
                 "you out of the game.",
                 f"Una ficha {e404} sin colocar simplemente se descarta: solo quedas fuera de "
                 "juego si la revela el róver.")),
        Figure("drive-result", _draw_result(t), _result_caption(t)),
    ))

    end = Section("end", t("End of the game", "Final de la partida"), (
        Para(t(f"The game ends after the resolution of round {ROUNDS}. Your score is the sum "
               "of your revealed tokens, minus your unplaced negative tokens. The highest "
               f"score wins, among the players whose {e404} was not revealed.",
               f"La partida acaba tras la resolución de la ronda {ROUNDS}. Tu puntuación es "
               "la suma de tus fichas reveladas menos tus fichas negativas sin colocar. "
               f"Gana la puntuación más alta entre los jugadores cuya ficha {e404} no se ha "
               "revelado.")),
        Choice(t("Tokens still face down on the planet at the end score nothing.",
                 "Las fichas que siguen boca abajo en el planeta al final no puntúan.")),
        Choice(t("If every player is out of the game, nobody wins.",
                 "Si todos los jugadores quedan fuera de juego, no gana nadie.")),
    ))

    ties = Section("ties", t("Ties", "Empates"), (
        Para(t("If several players tie for the highest score, the one with the fewest "
               "**negative points** wins: the total of their negative tokens, revealed or "
               "unplaced.",
               "Si varios jugadores empatan a la puntuación más alta, gana el que tenga "
               "menos **puntos negativos**: la suma de sus fichas negativas, reveladas o "
               "sin colocar.")),
        Choice(t("If they are still tied, the rulebook says to play again; the app declares "
                 "a draw: they share the win.",
                 "Si siguen empatados, el reglamento dice que se juegue otra partida; la "
                 "app declara un empate: comparten la victoria.")),
        Figure("tiebreak", _draw_tiebreak(t), _tiebreak_caption(t)),
    ))

    app = Section("app", t("Playing in the app", "Jugar en la app"), (
        Items((
            t("To mark a location, choose one of your tokens, then an empty square. To "
              "program, choose a card, then a panel position. Only allowed squares and "
              "positions can be chosen.",
              "Para marcar un lugar, elige una de tus fichas y luego una casilla vacía. "
              "Para programar, elige una carta y luego una posición del panel. Solo se "
              "pueden elegir las casillas y posiciones permitidas."),
            t("The numbers on the planet show the route if planning stopped now.",
              "Los números del planeta muestran la ruta si la planificación acabara ahora."),
            t("When a round ends, the drive plays square by square (Skip ends it) and a "
              "summary of the round stays on the table.",
              "Al acabar una ronda, el recorrido se ve casilla a casilla (Saltar lo acaba) "
              "y un resumen de la ronda se queda en la mesa."),
        )),
    ))

    quick = (
        Items((
            t("**Turn:** one token of this round face down on an empty square, or one card "
              "on the panel.",
              "**Turno:** una ficha de esta ronda boca abajo en una casilla vacía, o una "
              "carta en el panel."),
            t(f"**Piles:** one per direction; a {zero}-card joins any pile; complete at {c2} "
              f"cards ({SMALL} players) or {c3} ({bigs}); later cards go face down.",
              f"**Pilas:** una por dirección; la carta {zero} va a cualquier pila; completa con "
              f"{c2} cartas ({SMALL} jugadores) o {c3} ({bigs}); las siguientes van boca "
              "abajo."),
            t(f"**Planning ends:** all {piles} piles complete, or no cards in any hand.",
              f"**Fin de la planificación:** las {piles} pilas completas o nadie con cartas."),
            t(f"**Movement order:** positions 1 → {piles}, left to right; the top card of each "
              "pile; North Pole ↑, South Pole ↓, Mount Olympus ←, Gale Crater →; the edges "
              "wrap around.",
              f"**Orden del movimiento:** posiciones 1 → {piles}, de izquierda a derecha; la "
              "carta de arriba de cada pila; Polo Norte ↑, Polo Sur ↓, Monte Olimpo ←, "
              "Cráter Gale →; al salir por un borde se entra por el contrario."),
            t("**Scoring:** revealed tokens count for their owner; unplaced negatives "
              "count against; unplaced positives are discarded; tokens left on the planet "
              f"score {BOARD_TOKEN_END_VALUE}.",
              "**Puntuación:** las fichas reveladas cuentan para su dueño; las negativas "
              "sin colocar, en contra; las positivas sin colocar se descartan; las que "
              f"quedan en el planeta valen {BOARD_TOKEN_END_VALUE}."),
            t(f"**{e404}:** revealed by the rover, its owner cannot win; unplaced, discarded.",
              f"**{e404}:** si la revela el róver, su dueño no puede ganar; sin colocar, se "
              "descarta."),
            t(f"**End:** after round {ROUNDS}; highest score wins; tie → fewer negative "
              "points; still tied → a shared win.",
              f"**Final:** tras la ronda {ROUNDS}; gana la puntuación más alta; empate → "
              "menos puntos negativos; si siguen empatados → comparten la victoria."),
        )),
        token_table,
    )

    return RulesDoc("curiosity", minute,
                    (components, setup, round_, turn, movement, resolution, end, ties, app),
                    quick)
