"""The complete rules of Lost Cities (Ciudades Perdidas) in English and Spanish, written for
players from /work/shared/rules/lost-cities.md.

The worked examples are drawn with the table's own cards and columns
(:mod:`expeditions.web.tables.lost_cities`), and every number in their captions comes from
the game's own scoring (:func:`~expeditions.games.lost_cities.column_value_codes`) and
constants; the app's choices read the rules constants when the document is built, so the
text always says what the app does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...games import lost_cities as lc
from ..dom import El, h
from ..i18n import Words
from ..tables.lost_cities import card, colour_fem, expedition_column, expedition_row, the_card
from .model import Block, Choice, Figure, Items, Para, RulesDoc, Section, Table

#: The rules file's three seed scoring examples, in the colours of its game-total example.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "example-1": ("R2", "R3", "R7", "R8", "R10"),
    "example-2": ("BW1", "BW2", "B4", "B5", "B6", "B7", "B8", "B10"),
    "example-3": ("GW1", "G4", "G6", "G7"),
}
#: The game-total example: red, blue and green as above, yellow and white never started.
GAME_TOTAL_LETTERS = "YBWGR"
#: The order example: a yellow expedition, and cards from the hand that may or may not go on.
ORDER_COLUMN = ("YW1", "Y3", "Y7")
ORDER_HAND = ("Y8", "Y5", "YW2", "Y10")
WORST = ("YW1", "YW2", "YW3")
BEST = ("YW1", "YW2", "YW3", *(f"Y{v}" for v in range(lc.MIN_VALUE, lc.MAX_VALUE + 1)))


def num(value: int) -> str:
    """A number as the rules print it (a true minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def numbers(codes: Sequence[str]) -> list[int]:
    return [lc.VALUE_OF[lc.CARD_OF[c]] for c in codes if not lc.IS_WAGER[lc.CARD_OF[c]]]


def wagers(codes: Sequence[str]) -> int:
    return sum(lc.IS_WAGER[lc.CARD_OF[c]] for c in codes)


def game_total_columns() -> list[tuple[str, ...]]:
    by_colour = {codes[0][0]: codes for codes in EXAMPLES.values()}
    return [by_colour.get(letter, ()) for letter in GAME_TOTAL_LETTERS]


def playable_from_hand() -> dict[str, bool]:
    """Which of :data:`ORDER_HAND` the engine lets go on :data:`ORDER_COLUMN`."""
    core = lc.Core(lc.BASE_COLOURS)
    core.hands[0] = [lc.CARD_OF[c] for c in ORDER_COLUMN]
    for code in ORDER_COLUMN:
        core.play(lc.CARD_OF[code], True)
    return {code: core.can_play(0, lc.CARD_OF[code]) for code in ORDER_HAND}


# ----- the figures -----------------------------------------------------------------------
def _example_drawing(codes: Sequence[str], w: Words, label: str) -> El:
    value = lc.column_value_codes(codes)
    return h("div", {"class": "lc-example", "role": "img", "aria-label": label},
             [card(c, w) for c in codes],
             h("span", {"class": "lc-example-value", "aria-hidden": "true"}, f"= {num(value)}"))


def _game_total_drawing(w: Words, label: str) -> El:
    columns = game_total_columns()
    values = [lc.column_value_codes(col) for col in columns]
    return h("div", {"class": "lc-figure-board", "role": "img", "aria-label": label},
             expedition_row(GAME_TOTAL_LETTERS, columns, values, w, None))


def _order_drawing(w: Words, label: str, yes: str, no: str) -> El:
    letter = ORDER_COLUMN[0][0]
    value = lc.column_value_codes(ORDER_COLUMN)
    fits = playable_from_hand()
    return h("div", {"class": "lc-figure-order", "role": "img", "aria-label": label},
             h("ul", {"class": "lc-columns"},
               expedition_column(letter, ORDER_COLUMN, value, w, None)),
             h("ul", {"class": "lc-example"},
               [h("li", {"class": "lc-example-choice"}, card(code, w),
                  h("span", {"class": "lc-example-mark"},
                    f"✓ {yes}" if fits[code] else f"✗ {no}"))
                for code in ORDER_HAND]))


class _Lang:
    """The words of one language for the figures' captions and labels."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.w = Words(lang)

    def t(self, en: str, es: str) -> str:
        return en if self.lang == "en" else es

    def colour_title(self, letter: str) -> str:
        colour = colour_fem(letter, self.w)
        return self.t(f"{colour.capitalize()} expedition", f"Expedición {colour}")

    def wager_count(self, count: int) -> str:
        words_en = ("no wager", "one wager", "two wagers", "three wagers")
        words_es = ("ningún apretón de manos", "un apretón de manos", "dos apretones de manos",
                    "tres apretones de manos")
        return self.t(words_en[count], words_es[count])

    def points(self, value: int) -> str:
        one = abs(value) == 1
        return self.t(f"{num(value)} point" + ("" if one else "s"),
                      f"{num(value)} punto" + ("" if one else "s"))

    def join(self, items: Sequence[str]) -> str:
        return self.w.join(list(items))


def example_caption(codes: Sequence[str], lang: str) -> str:
    """The arithmetic of one expedition, every number computed from the game's rules."""
    x = _Lang(lang)
    values = numbers(codes)
    total = sum(values)
    count = wagers(codes)
    product = (total - lc.EXPEDITION_COST) * (1 + count)
    value = lc.column_value_codes(codes)
    cards = len(codes)
    parts = [
        f"{x.colour_title(codes[0][0])}: "
        + (x.t(f"{x.wager_count(count)} and ", f"{x.wager_count(count)} y ") if count else "")
        + " + ".join(str(v) for v in values) + f" = {total}.",
        f"({total} − {lc.EXPEDITION_COST}) × (1 + {count}) = {num(product)}.",
    ]
    if cards >= lc.BONUS_MIN_CARDS:
        parts.append(x.t(
            f"It has {cards} cards, the wagers included, so it earns the bonus: "
            f"{num(product)} + {lc.BONUS_POINTS} = {num(value)}.",
            f"Tiene {cards} cartas, contando los apretones de manos, así que gana la "
            f"bonificación: {num(product)} + {lc.BONUS_POINTS} = {num(value)}."))
    else:
        parts.append(x.t(f"Only {cards} cards: no bonus.",
                         f"Solo {cards} cartas: sin bonificación."))
    if product < 0 and count:
        parts.append(x.t("The wager doubled the loss." if count == 1 else
                         "The wagers multiplied the loss.",
                         "El apretón de manos ha duplicado la pérdida." if count == 1 else
                         "Los apretones de manos han multiplicado la pérdida."))
    parts.append(x.t(f"Score: **{x.points(value)}**.", f"Puntuación: **{x.points(value)}**."))
    return " ".join(parts)


def game_total(lang: str) -> tuple[int, str]:
    """The total of the game-total example and its caption."""
    x = _Lang(lang)
    columns = game_total_columns()
    started = [(letter, lc.column_value_codes(col))
               for letter, col in zip(GAME_TOTAL_LETTERS, columns, strict=True) if col]
    unstarted = [colour_fem(letter, x.w) for letter, col in
                 zip(GAME_TOTAL_LETTERS, columns, strict=True) if not col]
    total = sum(value for _, value in started)
    terms = " + ".join(f"{colour_fem(letter, x.w)} {num(value)}" for letter, value in started)
    caption = x.t(
        f"One player's game: {terms} = **{x.points(total)}**. The {x.join(unstarted)} "
        f"expeditions were never started, so they score 0 and cost nothing.",
        f"La partida de un jugador: {terms} = **{x.points(total)}**. Las expediciones "
        f"{x.join(unstarted)} no se empezaron: puntúan 0 y no cuestan nada.")
    return total, caption


def order_caption(lang: str) -> str:
    x = _Lang(lang)
    fits = playable_from_hand()
    yes = [the_card(c, x.w) for c in ORDER_HAND if fits[c]]
    no = [the_card(c, x.w) for c in ORDER_HAND if not fits[c]]
    shown = x.join([x.t("a wager", "un apretón de manos") if lc.IS_WAGER[lc.CARD_OF[c]]
                    else x.t(f"the {c[1:]}", f"el {c[1:]}") for c in ORDER_COLUMN])
    return x.t(
        f"Your yellow expedition holds {shown}. Of these cards in your hand, "
        f"{x.join(yes)} can still go on it; {x.join(no)} can only be discarded (or kept).",
        f"Tu expedición amarilla tiene {shown}. De estas cartas de tu mano, "
        f"{x.join(yes)} todavía pueden ir en ella; {x.join(no)} solo se pueden descartar "
        f"(o guardar).")


def figures(lang: str) -> dict[str, Figure]:
    x = _Lang(lang)
    out: dict[str, Figure] = {}
    for key, codes in EXAMPLES.items():
        label = x.t(f"{x.colour_title(codes[0][0])}: ", f"{x.colour_title(codes[0][0])}: ") + \
            ", ".join(the_card(c, x.w) for c in codes)

        def draw(codes: Sequence[str] = codes, label: str = label) -> El:
            return _example_drawing(codes, x.w, label)
        out[key] = Figure(key, draw, example_caption(codes, lang))
    _, caption = game_total(lang)
    total_label = x.t("A player's five expeditions at the end of a game",
                      "Las cinco expediciones de un jugador al final de una partida")
    out["game-total"] = Figure("game-total", lambda: _game_total_drawing(x.w, total_label),
                               caption)
    order_label = x.t("A yellow expedition and four yellow cards in hand",
                      "Una expedición amarilla y cuatro cartas amarillas en la mano")
    yes, no = x.t("can go on", "puede ir"), x.t("discard only", "solo descartar")
    draw_order: Callable[[], El] = lambda: _order_drawing(x.w, order_label, yes, no)  # noqa: E731
    out["order"] = Figure("order", draw_order, order_caption(lang))
    return out


# ----- the documents ---------------------------------------------------------------------
def _setup_rows(lang: str) -> tuple[tuple[str, ...], ...]:
    x = _Lang(lang)
    modes = (lc.BASE_COLOURS, lc.LONG_COLOURS)
    cards = [n * lc.CARDS_PER_COLOUR for n in modes]
    deck = [n - 2 * lc.HAND_SIZE for n in cards]
    return (
        (x.t("Colours", "Colores"), x.t(f"{modes[0]}, without purple", f"{modes[0]}, sin morado"),
         x.t(f"{modes[1]}, with purple", f"{modes[1]}, con morado")),
        (x.t("Cards in play", "Cartas en juego"),
         *(x.t(f"{c} cards, {m} discard piles", f"{c} cartas, {m} pilas de descartes")
           for c, m in zip(cards, modes, strict=True))),
        (x.t("Hand", "Mano"),
         *[x.t(f"{lc.HAND_SIZE} cards each", f"{lc.HAND_SIZE} cartas cada uno")] * 2),
        (x.t("Draw pile at the start", "Mazo al empezar"),
         *(x.t(f"{d} cards", f"{d} cartas") for d in deck)),
    )


def _component_rows(lang: str) -> tuple[tuple[str, ...], ...]:
    x = _Lang(lang)
    numbers = lc.LONG_COLOURS * (lc.MAX_VALUE - lc.MIN_VALUE + 1)
    wagers = lc.LONG_COLOURS * lc.WAGERS_PER_COLOUR
    return (
        (x.t(f"Expedition cards, values {lc.MIN_VALUE} to {lc.MAX_VALUE}",
             f"Cartas de expedición, del {lc.MIN_VALUE} al {lc.MAX_VALUE}"),
         x.t(f"{numbers}: one of each value in each colour",
             f"{numbers}: una de cada valor en cada color")),
        (x.t("Wager cards (a handshake, shown ×)",
             "Apretones de manos (cartas de apuesta, con el símbolo ×)"),
         x.t(f"{wagers}: {lc.WAGERS_PER_COLOUR} in each colour",
             f"{wagers}: {lc.WAGERS_PER_COLOUR} de cada color")),
    )


def _english() -> RulesDoc:
    f = figures("en")
    worst, best = lc.column_value_codes(WORST), lc.column_value_codes(BEST)
    tie_start = ("the player who did **not** start the previous game starts the next one"
                 if lc.TIE_START_GOES_TO_NON_STARTER else
                 "the player who started the previous game starts the next one too")
    tied_match = ("the match is a **draw**: both players share the victory"
                  if lc.TIED_MATCH_IS_DRAW else "nobody wins the match")
    minute = (
        "Two players race to fund **expeditions**, one per colour: five colours, or six in "
        "the long game.",
        "On your turn, **play** one card to your own expedition of its colour, or "
        "**discard** it face up on that colour's pile. Then **draw** one card: from the draw "
        "pile, or the top of a discard pile.",
        "In an expedition, cards must go **up** in value. **Wagers** (handshakes) come "
        "before the numbers and multiply the result.",
        f"Every expedition you start costs **{lc.EXPEDITION_COST}** points, so it only pays "
        f"when its cards add up to more than {lc.EXPEDITION_COST}. "
        f"{lc.BONUS_MIN_CARDS} cards or more earn {lc.BONUS_POINTS} bonus points.",
        "The game ends the moment the last card of the draw pile is taken. A match is three "
        "games; the higher total wins.",
    )
    sections = (
        Section("components", "Components", (
            Para(f"A deck of {lc.LONG_COLOURS * lc.CARDS_PER_COLOUR} cards in six colours: "
                 f"yellow, blue, white, green, red and purple. Each colour has "
                 f"{lc.CARDS_PER_COLOUR} cards:"),
            Table(("Cards", "How many"), _component_rows("en")),
            Para("Each colour also has a symbol, so no card depends on its colour alone. The "
                 "board holds one shared **discard pile** per colour; the app draws it in the "
                 "middle of the table, with the **draw pile** (the deck) beside it. Each "
                 "player's expeditions lie on their own side: yours at the bottom, your "
                 "opponent's at the top."),
        )),
        Section("setup", "Setup", (
            Para("Lost Cities is for exactly two players. Choose the base game or the long "
                 "game, which adds the purple expedition:"),
            Table(("", "Base game", "Long game"), _setup_rows("en")),
            Items((
                f"Shuffle the cards in play and deal {lc.HAND_SIZE} to each player, face "
                "down. Keep your hand to yourself.",
                "The rest, face down, is the draw pile. Every discard pile starts empty, and "
                "nobody has an expedition yet.",
                "Decide who starts the first game (see the app's choices under Playing in "
                "the app). Later games are started by the leader.",
            ), ordered=True),
        )),
        Section("turn", "A turn", (
            Para("Players take turns. A turn always has two steps, in this order, and you can "
                 "never pass."),
            Para("**Step 1: play or discard one card from your hand.**"),
            Items((
                "**Play it to your expedition** of that colour. The first card you put in a "
                "colour starts that expedition, and it stays in front of you until the end of "
                "the game.",
                "Or **discard it** face up on the discard pile of its colour. The discard "
                "piles are shared: either player may take the top card later. You may "
                "discard any card, even one you could have played.",
            )),
            Para("An expedition keeps a strict order:"),
            Items((
                "Each number card must be **higher** than the last number card already "
                "there. Gaps are fine: after a 3 you may play a 7, but after the 7 you can "
                "never add a 5.",
                "**Wagers** only go in before the first number card. You may play one, two or "
                "three wagers of a colour, then number cards on top of them.",
                "Cards only go at the end of the column: you can never take one back, move it "
                "or slip it in between.",
            )),
            f["order"],
            Para("**Step 2: draw one card**: the top card of the draw pile (hidden from your "
                 "opponent), or the top card of any discard pile (which both of you see). "
                 "There is one exception: you may not take back the card you discarded in "
                 "this same turn. The card your opponent discarded on their last turn is fine "
                 f"to take. You end every turn with {lc.HAND_SIZE} cards again."),
        )),
        Section("end", "End of a game", (
            Items((
                "The game ends **at once** when a player draws the last card of the draw "
                "pile. Nobody plays another turn.",
                "Cards left in your hand count for nothing, neither good nor bad.",
                "Taking from a discard pile does not shrink the draw pile. It is the way to "
                "stretch the game when you need more turns; drawing from the deck brings the "
                "end closer.",
                "The number of cards left in the draw pile is always shown.",
            )),
        )),
        Section("scoring", "Scoring", (
            Para("Score each of your expeditions on its own, then add them up. A colour where "
                 "you have no card scores nothing at all."),
            Items((
                "Add up the values of its number cards.",
                f"Subtract **{lc.EXPEDITION_COST}**, the cost of the expedition. Less than "
                f"{lc.EXPEDITION_COST} in cards is a loss.",
                "Multiply by **1 + the number of wagers**: one wager doubles the result, two "
                "triple it, three quadruple it. Losses are multiplied too.",
                f"If the expedition holds **{lc.BONUS_MIN_CARDS} cards or more** (wagers "
                f"count), add a **bonus of {lc.BONUS_POINTS}** points. The bonus comes after "
                "the multiplier and is never multiplied.",
            ), ordered=True),
            Para(f"In short: (sum − {lc.EXPEDITION_COST}) × (1 + wagers), plus "
                 f"{lc.BONUS_POINTS} for {lc.BONUS_MIN_CARDS} cards or more. Three examples:"),
            f["example-1"], f["example-2"], f["example-3"],
            Para("Your score for the game is the sum of your expeditions:"),
            f["game-total"],
            Para(f"The worst expedition is three wagers and nothing else: **{num(worst)}** "
                 f"points. The best is a whole colour, three wagers and every card from "
                 f"{lc.MIN_VALUE} to {lc.MAX_VALUE}: **{num(best)}** points."),
        )),
        Section("match", "The match and ties", (
            Items((
                "A match is **three games**; the app keeps the running total.",
                "After each game all the cards in play are shuffled and dealt again.",
                "The second and third games are started by the player with the **higher "
                "running total**.",
                "After the third game, the **higher total wins** the match.",
            )),
            Choice(f"If the running totals are tied after a game, {tie_start}."),
            Choice(f"If the totals are tied after the last game, {tied_match}. The published "
                   "rules only say that the higher total wins."),
            Para("In a single game (an option of the app), the higher score wins and a tie is "
                 "settled the same way."),
        )),
        Section("app", "Playing in the app", (
            Items((
                "Tap a card in your hand to select it, then **Play** it to your expedition "
                "or **Discard** it. When a card cannot go on your expedition, the app says "
                "why.",
                "Then draw: **Draw from the deck**, or **Take** under the top card of a "
                "discard pile.",
                "The cards your opponent played or discarded since your last turn are "
                "outlined. The game log lists every move, and the scores of each expedition "
                "appear after each game.",
                "New-game options: **Expeditions**, 5 colours (base game) or 6 colours (long "
                "game); **Match**, 3 games or a single game; **First player**.",
            )),
            Choice("The printed rules let the oldest player start the first game. Here the "
                   "**First player** option decides: random (the default), Player 1 or "
                   "Player 2."),
            Choice("Until you draw, **Undo** takes back the card you just played or "
                   "discarded, since it revealed nothing. Once you have drawn, your turn is "
                   "final."),
            Choice("The size of the draw pile is always on screen (the rules let players "
                   "count it), and each discard pile shows its top card and how many cards "
                   "it holds."),
        )),
        Section("tips", "Tips for a first game", (
            Items((
                f"Start an expedition only when you expect more than {lc.EXPEDITION_COST} "
                "points in it. Half-finished expeditions are what lose games.",
                "A wager is a bet: play it early, in a colour where you already hold good "
                "cards.",
                "Watch what you discard: a card your opponent needs is a gift.",
                "Near the end, count the draw pile. Taking from the discard piles buys extra "
                "turns to finish an expedition.",
            )),
        )),
    )
    quick = (
        Items((
            "**A turn**: 1. play a card to your expedition (higher than its last card; wagers "
            "first) or discard it on its colour's pile; 2. draw from the deck or the top of a "
            "discard pile, but not the card you just discarded.",
            f"**Each started expedition**: (sum − {lc.EXPEDITION_COST}) × (1 + wagers), "
            f"then + {lc.BONUS_POINTS} if it has {lc.BONUS_MIN_CARDS} cards or more. "
            "Colours you never started score 0.",
            "**The end**: the game stops as soon as the last card of the draw pile is taken; "
            "cards in hand count for nothing.",
            "**The match**: three games, totals added; the leader starts the next game; the "
            "higher total wins.",
        )),
    )
    return RulesDoc("lost-cities", minute, sections, quick)


def _spanish() -> RulesDoc:
    f = figures("es")
    worst, best = lc.column_value_codes(WORST), lc.column_value_codes(BEST)
    tie_start = ("empieza la siguiente quien **no** empezó la anterior"
                 if lc.TIE_START_GOES_TO_NON_STARTER else
                 "vuelve a empezar quien empezó la anterior")
    tied_match = ("la serie termina en **empate**: los dos jugadores comparten la victoria"
                  if lc.TIED_MATCH_IS_DRAW else "nadie gana la serie")
    minute = (
        "Dos jugadores compiten por financiar **expediciones**, una por color: cinco colores, "
        "o seis en la partida larga.",
        "En tu turno, **juega** una carta en tu expedición de su color o **descártala** boca "
        "arriba en la pila de ese color. Después **roba** una carta: del mazo o de encima de "
        "una pila de descartes.",
        "En una expedición, las cartas tienen que ir **subiendo** de valor. Los **apretones "
        "de manos** van antes de los números y multiplican el resultado.",
        f"Cada expedición que empiezas cuesta **{lc.EXPEDITION_COST}** puntos, así que solo "
        f"compensa si sus cartas suman más de {lc.EXPEDITION_COST}. Con "
        f"{lc.BONUS_MIN_CARDS} cartas o más ganas {lc.BONUS_POINTS} puntos de bonificación.",
        "La partida termina en cuanto alguien roba la última carta del mazo. Se juegan tres "
        "partidas y gana quien sume más puntos.",
    )
    sections = (
        Section("components", "Componentes", (
            Para(f"Una baraja de {lc.LONG_COLOURS * lc.CARDS_PER_COLOUR} cartas en seis "
                 f"colores: amarillo, azul, blanco, verde, rojo y morado. Cada color tiene "
                 f"{lc.CARDS_PER_COLOUR} cartas:"),
            Table(("Cartas", "Cuántas"), _component_rows("es")),
            Para("Cada color tiene además un símbolo, para que ninguna carta dependa solo de "
                 "su color. El tablero tiene una **pila de descartes** compartida por cada "
                 "color; la app la dibuja en el centro de la mesa, con el **mazo** al lado. "
                 "Las expediciones de cada jugador están en su lado: las tuyas abajo, las de "
                 "tu rival arriba."),
        )),
        Section("setup", "Preparación", (
            Para("Ciudades Perdidas es para dos jugadores exactamente. Elige el juego base o "
                 "la partida larga, que añade la expedición morada:"),
            Table(("", "Juego base", "Partida larga"), _setup_rows("es")),
            Items((
                f"Baraja las cartas en juego y reparte {lc.HAND_SIZE} a cada jugador, boca "
                "abajo. No enseñes tu mano.",
                "El resto, boca abajo, forma el mazo. Todas las pilas de descartes empiezan "
                "vacías y nadie tiene todavía ninguna expedición.",
                "Se decide quién empieza la primera partida (mira las decisiones de la app "
                "en Jugar en la app). Las siguientes las empieza quien va ganando.",
            ), ordered=True),
        )),
        Section("turn", "Un turno", (
            Para("Los jugadores se turnan. Un turno tiene siempre dos pasos, en este orden, y "
                 "nunca puedes pasar."),
            Para("**Paso 1: juega o descarta una carta de tu mano.**"),
            Items((
                "**Juégala en tu expedición** de ese color. La primera carta que pones de un "
                "color empieza esa expedición, y se queda delante de ti hasta el final de la "
                "partida.",
                "O **descártala** boca arriba en la pila de descartes de su color. Las pilas "
                "de descartes son compartidas: cualquiera de los dos puede robar después la "
                "carta de arriba. Puedes descartar cualquier carta, aunque pudieras jugarla.",
            )),
            Para("Una expedición sigue un orden estricto:"),
            Items((
                "Cada carta numerada tiene que ser **más alta** que la última carta numerada "
                "que ya hay. Puedes saltarte valores: tras un 3 puedes jugar un 7, pero "
                "después del 7 ya nunca podrás añadir un 5.",
                "Los **apretones de manos** solo entran antes de la primera carta numerada. "
                "Puedes jugar uno, dos o tres de un color y luego las cartas numeradas "
                "encima.",
                "Las cartas solo se añaden al final de la columna: nunca puedes retirar una, "
                "moverla ni meterla entre otras.",
            )),
            f["order"],
            Para("**Paso 2: roba una carta**: la de arriba del mazo (tu rival no la ve) o la "
                 "de arriba de cualquier pila de descartes (la veis los dos). Hay una "
                 "excepción: no puedes recuperar la carta que has descartado en este mismo "
                 "turno. La que descartó tu rival en su último turno sí puedes robarla. "
                 f"Siempre acabas el turno con {lc.HAND_SIZE} cartas."),
        )),
        Section("end", "Fin de la partida", (
            Items((
                "La partida termina **en el acto** cuando un jugador roba la última carta del "
                "mazo. Nadie juega otro turno.",
                "Las cartas que te queden en la mano no cuentan, ni para bien ni para mal.",
                "Robar de una pila de descartes no hace bajar el mazo. Así puedes alargar la "
                "partida si necesitas más turnos; robar del mazo acerca el final.",
                "Siempre se ve cuántas cartas quedan en el mazo.",
            )),
        )),
        Section("scoring", "Puntuación", (
            Para("Puntúa cada una de tus expediciones por separado y luego súmalas. Un color "
                 "en el que no tienes ninguna carta no puntúa nada."),
            Items((
                "Suma los valores de sus cartas numeradas.",
                f"Resta **{lc.EXPEDITION_COST}**, el coste de la expedición. Si las cartas "
                f"suman menos de {lc.EXPEDITION_COST}, pierdes puntos.",
                "Multiplica por **1 + el número de apretones de manos**: uno duplica el "
                "resultado, dos lo triplican y tres lo cuadruplican. Las pérdidas también se "
                "multiplican.",
                f"Si la expedición tiene **{lc.BONUS_MIN_CARDS} cartas o más** (los apretones "
                f"de manos cuentan), suma una **bonificación de {lc.BONUS_POINTS}** puntos. "
                "La bonificación va después del multiplicador y nunca se multiplica.",
            ), ordered=True),
            Para(f"En resumen: (suma − {lc.EXPEDITION_COST}) × (1 + apretones de manos), más "
                 f"{lc.BONUS_POINTS} con {lc.BONUS_MIN_CARDS} cartas o más. Tres ejemplos:"),
            f["example-1"], f["example-2"], f["example-3"],
            Para("Tu puntuación de la partida es la suma de tus expediciones:"),
            f["game-total"],
            Para(f"La peor expedición posible son tres apretones de manos y nada más: "
                 f"**{num(worst)}** puntos. La mejor, un color completo, con los tres "
                 f"apretones de manos y todas las cartas del {lc.MIN_VALUE} al "
                 f"{lc.MAX_VALUE}: **{num(best)}** puntos."),
        )),
        Section("match", "Las tres partidas y los empates", (
            Items((
                "Se juegan **tres partidas** seguidas; la app lleva la suma de los puntos.",
                "Después de cada partida se barajan todas las cartas en juego y se reparten "
                "de nuevo.",
                "La segunda y la tercera partida las empieza el jugador con **más puntos "
                "acumulados**.",
                "Tras la tercera partida, **gana quien tenga más puntos** en total.",
            )),
            Choice(f"Si después de una partida los totales están empatados, {tie_start}."),
            Choice(f"Si los totales están empatados después de la última partida, "
                   f"{tied_match}. Las reglas publicadas solo dicen que gana el total más "
                   "alto."),
            Para("En una sola partida (una opción de la app) gana la puntuación más alta, y "
                 "un empate se resuelve del mismo modo."),
        )),
        Section("app", "Jugar en la app", (
            Items((
                "Toca una carta de tu mano para elegirla y después **Jugar** en tu expedición "
                "o **Descartar**. Si una carta no puede ir en tu expedición, la app te dice "
                "por qué.",
                "Luego roba: **Robar del mazo**, o **Robar** debajo de la carta de arriba de "
                "una pila de descartes.",
                "Las cartas que tu rival ha jugado o descartado desde tu último turno se ven "
                "resaltadas. El registro de la partida recoge cada movimiento, y los puntos "
                "de cada expedición aparecen al final de cada partida.",
                "Opciones de la nueva partida: **Expediciones**, 5 colores (juego base) o 6 "
                "colores (partida larga); **Partidas**, 3 partidas o una sola; **Primer "
                "jugador**.",
            )),
            Choice("Las reglas impresas dicen que empieza la primera partida el jugador de más "
                   "edad. Aquí lo decide la opción **Primer jugador**: al azar (la opción por "
                   "defecto), Jugador 1 o Jugador 2."),
            Choice("Hasta que robas, **Deshacer** retira la carta que acabas de jugar o "
                   "descartar, porque no ha revelado nada. Cuando ya has robado, el turno es "
                   "definitivo."),
            Choice("El tamaño del mazo siempre está a la vista (las reglas permiten contarlo), "
                   "y cada pila de descartes muestra su carta de arriba y cuántas cartas "
                   "tiene."),
        )),
        Section("tips", "Consejos para la primera partida", (
            Items((
                f"Empieza una expedición solo si esperas sumar en ella más de "
                f"{lc.EXPEDITION_COST} puntos. Las expediciones a medias son las que hacen "
                "perder partidas.",
                "Un apretón de manos es una apuesta: juégalo pronto y en un color del que ya "
                "tengas buenas cartas.",
                "Fíjate en lo que descartas: una carta que necesita tu rival es un regalo.",
                "Cerca del final, cuenta el mazo. Robar de las pilas de descartes te da "
                "turnos extra para terminar una expedición.",
            )),
        )),
    )
    quick = (
        Items((
            "**Un turno**: 1. juega una carta en tu expedición (más alta que la última; los "
            "apretones de manos, antes) o descártala en la pila de su color; 2. roba del mazo "
            "o de encima de una pila de descartes, pero no la carta que acabas de descartar.",
            f"**Cada expedición empezada**: (suma − {lc.EXPEDITION_COST}) × (1 + apretones "
            f"de manos), y + {lc.BONUS_POINTS} si tiene {lc.BONUS_MIN_CARDS} cartas o más. "
            "Los colores que no empezaste puntúan 0.",
            "**El final**: la partida se detiene en cuanto se roba la última carta del mazo; "
            "las cartas de la mano no cuentan.",
            "**Las tres partidas**: se suman los puntos; la siguiente la empieza quien va "
            "ganando; gana el total más alto.",
        )),
    )
    return RulesDoc("lost-cities", minute, sections, quick)


def rules(lang: str) -> RulesDoc:
    """The rules of Lost Cities in ``lang`` ("en" or "es")."""
    if lang == "en":
        return _english()
    if lang == "es":
        return _spanish()
    raise ValueError(f"no Lost Cities rules in {lang!r}")


#: for the tests: every block of a document, the figures among them
def all_blocks(doc: RulesDoc) -> list[Block]:
    return [b for s in doc.sections for b in s.blocks] + list(doc.quick)
