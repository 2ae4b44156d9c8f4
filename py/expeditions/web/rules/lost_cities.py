"""The complete rules of Lost Cities (Ciudades Perdidas) in English and Spanish, written for
players from /work/shared/rules/lost-cities.md, each sentence in both languages side by side
(:mod:`.bilingual`).

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
from ..tables.lost_cities import card, colour_fem, expedition_column, expedition_row, the_card
from .bilingual import Bilingual
from .model import Block, Choice, Figure, Items, Para, RulesDoc, Section, Table

#: The rules file's three seed scoring examples, in the colours of its game-total example.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "example-1": ("R2", "R3", "R7", "R8", "R10"),
    "example-2": ("BW1", "BW2", "B4", "B5", "B6", "B7", "B8", "B10"),
    "example-3": ("GW1", "G4", "G6", "G7"),
}
#: The game-total example: red, blue and green as above, yellow and white never started.
GAME_TOTAL_LETTERS = lc.COLOUR_LETTERS[:lc.BASE_COLOURS]
#: The order example: a yellow expedition, and cards from the hand that may or may not go on.
ORDER_COLUMN = ("YW1", "Y3", "Y7")
ORDER_HAND = ("Y8", "Y5", "YW2", "Y10")
#: The whole yellow colour (its wagers first), and its wagers alone.
BEST = tuple(lc.CODES[:lc.CARDS_PER_COLOUR])
WORST = tuple(code for code in BEST if lc.IS_WAGER[lc.CARD_OF[code]])
#: Lost Cities is for exactly this many players.
PLAYERS = lc.LostCities.max_players


def num(value: int) -> str:
    """A number as the rules print it (a true minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def letter(code: str) -> str:
    """The colour letter of a card code."""
    return lc.COLOUR_LETTERS[lc.COLOUR_OF[lc.CARD_OF[code]]]


def numbers(codes: Sequence[str]) -> list[int]:
    return [lc.VALUE_OF[lc.CARD_OF[c]] for c in codes if not lc.IS_WAGER[lc.CARD_OF[c]]]


def wagers(codes: Sequence[str]) -> int:
    return sum(lc.IS_WAGER[lc.CARD_OF[c]] for c in codes)


def game_total_columns() -> list[tuple[str, ...]]:
    by_colour = {letter(codes[0]): codes for codes in EXAMPLES.values()}
    return [by_colour.get(colour, ()) for colour in GAME_TOTAL_LETTERS]


def playable_from_hand() -> dict[str, bool]:
    """Which of :data:`ORDER_HAND` the engine lets go on :data:`ORDER_COLUMN`: the column
    played move by move, then each card asked for among the moves the hand offers."""
    core = lc.Core(lc.BASE_COLOURS)
    core.hands[0] = [lc.CARD_OF[c] for c in ORDER_COLUMN + ORDER_HAND]
    for code in ORDER_COLUMN:
        move = lc.Move.play(lc.CARD_OF[code])
        assert move in core.play_moves()
        core.play(move.card, move.to_column)
    moves = core.play_moves()
    return {code: lc.Move.play(lc.CARD_OF[code]) in moves for code in ORDER_HAND}


# ----- the figures -----------------------------------------------------------------------
def _example_drawing(codes: Sequence[str], t: Bilingual, label: str) -> El:
    value = lc.column_value_codes(codes)
    return h("div", {"class": "lc-example", "role": "img", "aria-label": label},
             [card(c, t.w) for c in codes],
             h("span", {"class": "lc-example-value", "aria-hidden": "true"}, f"= {num(value)}"))


def _game_total_drawing(t: Bilingual, label: str) -> El:
    columns = game_total_columns()
    values = [lc.column_value_codes(col) for col in columns]
    return h("div", {"class": "lc-figure-board", "role": "img", "aria-label": label},
             expedition_row(GAME_TOTAL_LETTERS, columns, values, t.w, None))


def _order_drawing(t: Bilingual, label: str, yes: str, no: str) -> El:
    value = lc.column_value_codes(ORDER_COLUMN)
    fits = playable_from_hand()
    return h("div", {"class": "lc-figure-order", "role": "img", "aria-label": label},
             h("ul", {"class": "lc-columns"},
               expedition_column(letter(ORDER_COLUMN[0]), ORDER_COLUMN, value, t.w, None)),
             h("ul", {"class": "lc-example"},
               [h("li", {"class": "lc-example-choice"}, card(code, t.w),
                  h("span", {"class": "lc-example-mark"},
                    f"✓ {yes}" if fits[code] else f"✗ {no}"))
                for code in ORDER_HAND]))


def colour_title(colour: str, t: Bilingual) -> str:
    name = colour_fem(colour, t.w)
    return t(f"{name.capitalize()} expedition", f"Expedición {name}")


def wager_count(count: int, t: Bilingual) -> str:
    if not count:
        return t("no wager", "ningún apretón de manos")
    return t(f"{t.count(count)} wager" + ("s" if count > 1 else ""),
             f"{t.count(count)} apretón de manos" if count == 1 else
             f"{t.count(count)} apretones de manos")


def points(value: int, t: Bilingual) -> str:
    plural = "" if abs(value) == 1 else "s"
    return t(f"{num(value)} point{plural}", f"{num(value)} punto{plural}")


def example_caption(codes: Sequence[str], lang: str) -> str:
    """The arithmetic of one expedition, every number computed from the game's rules."""
    t = Bilingual(lang)
    values = numbers(codes)
    total = sum(values)
    count = wagers(codes)
    product = (total - lc.EXPEDITION_COST) * (1 + count)
    value = lc.column_value_codes(codes)
    cards = len(codes)
    parts = [
        f"{colour_title(letter(codes[0]), t)}: "
        + (t(f"{wager_count(count, t)} and ", f"{wager_count(count, t)} y ") if count else "")
        + " + ".join(str(v) for v in values) + f" = {total}.",
        f"({total} − {lc.EXPEDITION_COST}) × (1 + {count}) = {num(product)}.",
    ]
    if cards >= lc.BONUS_MIN_CARDS:
        parts.append(t(
            f"It has {cards} cards, the wagers included, so it earns the bonus: "
            f"{num(product)} + {lc.BONUS_POINTS} = {num(value)}.",
            f"Tiene {cards} cartas, contando los apretones de manos, así que gana la "
            f"bonificación: {num(product)} + {lc.BONUS_POINTS} = {num(value)}."))
    else:
        parts.append(t(f"Only {cards} cards: no bonus.",
                       f"Solo {cards} cartas: sin bonificación."))
    if product < 0 and count:
        parts.append(t("The wager doubled the loss." if count == 1 else
                       "The wagers multiplied the loss.",
                       "El apretón de manos ha duplicado la pérdida." if count == 1 else
                       "Los apretones de manos han multiplicado la pérdida."))
    parts.append(t(f"Score: **{points(value, t)}**.", f"Puntuación: **{points(value, t)}**."))
    return " ".join(parts)


def game_total(lang: str) -> tuple[int, str]:
    """The total of the game-total example and its caption."""
    t = Bilingual(lang)
    columns = game_total_columns()
    started = [(colour, lc.column_value_codes(col))
               for colour, col in zip(GAME_TOTAL_LETTERS, columns, strict=True) if col]
    unstarted = [colour_fem(colour, t.w) for colour, col in
                 zip(GAME_TOTAL_LETTERS, columns, strict=True) if not col]
    total = sum(value for _, value in started)
    terms = " + ".join(f"{colour_fem(colour, t.w)} {num(value)}" for colour, value in started)
    caption = t(
        f"One player's game: {terms} = **{points(total, t)}**. The {t.all(unstarted)} "
        f"expeditions were never started, so they score 0 and cost nothing.",
        f"La partida de un jugador: {terms} = **{points(total, t)}**. Las expediciones "
        f"{t.all(unstarted)} no se empezaron: puntúan 0 y no cuestan nada.")
    return total, caption


def order_caption(lang: str) -> str:
    t = Bilingual(lang)
    fits = playable_from_hand()
    yes = [the_card(c, t.w) for c in ORDER_HAND if fits[c]]
    no = [the_card(c, t.w) for c in ORDER_HAND if not fits[c]]
    shown = t.all([t("a wager", "un apretón de manos") if lc.IS_WAGER[lc.CARD_OF[c]]
                   else t(f"the {lc.VALUE_OF[lc.CARD_OF[c]]}", f"el {lc.VALUE_OF[lc.CARD_OF[c]]}")
                   for c in ORDER_COLUMN])
    return t(
        f"Your yellow expedition holds {shown}. Of these cards in your hand, "
        f"{t.all(yes)} can still go on it; {t.all(no)} can only be discarded (or kept).",
        f"Tu expedición amarilla tiene {shown}. De estas cartas de tu mano, "
        f"{t.all(yes)} todavía pueden ir en ella; {t.all(no)} solo se pueden descartar "
        f"(o guardar).")


def figures(lang: str) -> dict[str, Figure]:
    t = Bilingual(lang)
    out: dict[str, Figure] = {}
    for key, codes in EXAMPLES.items():
        label = f"{colour_title(letter(codes[0]), t)}: " + \
            ", ".join(the_card(c, t.w) for c in codes)

        def draw(codes: Sequence[str] = codes, label: str = label) -> El:
            return _example_drawing(codes, t, label)
        out[key] = Figure(key, draw, example_caption(codes, lang))
    _, caption = game_total(lang)
    expeditions = t.count(len(GAME_TOTAL_LETTERS), feminine=True)
    total_label = t(f"A player's {expeditions} expeditions at the end of a game",
                    f"Las {expeditions} expediciones de un jugador al final de una partida")
    out["game-total"] = Figure("game-total", lambda: _game_total_drawing(t, total_label),
                               caption)
    hand = t.count(len(ORDER_HAND), feminine=True)
    order_label = t(f"A yellow expedition and {hand} yellow cards in hand",
                    f"Una expedición amarilla y {hand} cartas amarillas en la mano")
    yes, no = t("can go on", "puede ir"), t("discard only", "solo descartar")
    draw_order: Callable[[], El] = lambda: _order_drawing(t, order_label, yes, no)  # noqa: E731
    out["order"] = Figure("order", draw_order, order_caption(lang))
    return out


# ----- the document ------------------------------------------------------------------------
def _setup_rows(t: Bilingual) -> tuple[tuple[str, ...], ...]:
    modes = (lc.BASE_COLOURS, lc.LONG_COLOURS)
    cards = [n * lc.CARDS_PER_COLOUR for n in modes]
    deck = [n - PLAYERS * lc.HAND_SIZE for n in cards]
    return (
        (t("Colours", "Colores"), t(f"{modes[0]}, without purple", f"{modes[0]}, sin morado"),
         t(f"{modes[1]}, with purple", f"{modes[1]}, con morado")),
        (t("Cards in play", "Cartas en juego"),
         *(t(f"{c} cards, {m} discard piles", f"{c} cartas, {m} pilas de descartes")
           for c, m in zip(cards, modes, strict=True))),
        (t("Hand", "Mano"),
         *[t(f"{lc.HAND_SIZE} cards each", f"{lc.HAND_SIZE} cartas cada uno")] * 2),
        (t("Deck at the start", "Mazo al empezar"),
         *(t(f"{d} cards", f"{d} cartas") for d in deck)),
    )


def _component_rows(t: Bilingual) -> tuple[tuple[str, ...], ...]:
    numbers = lc.LONG_COLOURS * (lc.MAX_VALUE - lc.MIN_VALUE + 1)
    wagers = lc.LONG_COLOURS * lc.WAGERS_PER_COLOUR
    return (
        (t(f"Expedition cards, values {lc.MIN_VALUE} to {lc.MAX_VALUE}",
           f"Cartas de expedición, del {lc.MIN_VALUE} al {lc.MAX_VALUE}"),
         t(f"{numbers}: one of each value in each colour",
           f"{numbers}: una de cada valor en cada color")),
        (t("Wager cards (a handshake, shown ×)",
           "Apretones de manos (las cartas con el símbolo ×)"),
         t(f"{wagers}: {lc.WAGERS_PER_COLOUR} in each colour",
           f"{wagers}: {lc.WAGERS_PER_COLOUR} de cada color")),
    )


def rules(lang: str) -> RulesDoc:
    """The rules of Lost Cities in ``lang`` ("en" or "es")."""
    t = Bilingual(lang)
    f = figures(lang)
    worst, best = lc.column_value_codes(WORST), lc.column_value_codes(BEST)
    tie_start = (t("the player who did **not** start the previous game starts the next one",
                   "empieza la siguiente quien **no** empezó la anterior")
                 if lc.TIE_START_GOES_TO_NON_STARTER else
                 t("the player who started the previous game starts the next one too",
                   "vuelve a empezar quien empezó la anterior"))
    tied_match = (t("the match is a **draw**: both players share the victory",
                    "hay **empate**: los dos jugadores comparten la victoria")
                  if lc.TIED_MATCH_IS_DRAW else t("nobody wins the match", "nadie gana"))
    players = t.count(PLAYERS)
    base, long = t.count(lc.BASE_COLOURS), t.count(lc.LONG_COLOURS)
    games = t.count(lc.DEFAULT_GAMES, feminine=True)
    later = [t("", "la ") + t.ordinal(n) for n in range(2, lc.DEFAULT_GAMES + 1)]
    last_game = t.ordinal(lc.DEFAULT_GAMES)
    all_wagers = t.count(lc.WAGERS_PER_COLOUR)
    some_wagers = t.either([t.count(n, alone=True) for n in range(1, lc.WAGERS_PER_COLOUR + 1)])
    cost, bonus, bonus_cards = lc.EXPEDITION_COST, lc.BONUS_POINTS, lc.BONUS_MIN_CARDS
    minute = (
        t(f"{players.capitalize()} players race to fund **expeditions**, one per colour: "
          f"{base} colours, or {long} in the long game.",
          f"{players.capitalize()} jugadores compiten por financiar **expediciones**, una por "
          f"color: {base} colores, o {long} en la partida larga."),
        t("On your turn, **play** one card to your own expedition of its colour, or "
          "**discard** it face up on that colour's pile. Then **draw** one card: from the deck, "
          "or the top of a discard pile.",
          "En tu turno, **juega** una carta en tu expedición de su color o **descártala** boca "
          "arriba en la pila de ese color. Después **roba** una carta: del mazo o de encima de "
          "una pila de descartes."),
        t("In an expedition, cards must go **up** in value. **Wagers** (handshakes) come "
          "before the numbers and multiply the result.",
          "En una expedición, las cartas tienen que ir **subiendo** de valor. Los **apretones "
          "de manos** van antes de los números y multiplican el resultado."),
        t(f"Every expedition you start costs **{cost}** points, so it only pays when its "
          f"cards add up to more than {cost}. {bonus_cards} cards or more earn {bonus} bonus "
          "points.",
          f"Cada expedición que empiezas cuesta **{cost}** puntos, así que solo compensa si "
          f"sus cartas suman más de {cost}. Con {bonus_cards} cartas o más ganas {bonus} "
          "puntos de bonificación."),
        t("The game ends the moment the last card of the deck is taken. A match is "
          f"{games} games; the higher total wins.",
          "La partida termina en cuanto alguien roba la última carta del mazo. Se juegan "
          f"{games} partidas y gana quien sume más puntos."),
    )
    sections = (
        Section("components", t("Components", "Componentes"), (
            Para(t(f"A deck of {lc.LONG_COLOURS * lc.CARDS_PER_COLOUR} cards in {long} "
                   "colours: yellow, blue, white, green, red and purple. Each colour has "
                   f"{lc.CARDS_PER_COLOUR} cards:",
                   f"Una baraja de {lc.LONG_COLOURS * lc.CARDS_PER_COLOUR} cartas en {long} "
                   "colores: amarillo, azul, blanco, verde, rojo y morado. Cada color tiene "
                   f"{lc.CARDS_PER_COLOUR} cartas:")),
            Table((t("Cards", "Cartas"), t("How many", "Cuántas")), _component_rows(t)),
            Para(t("Each colour also has a symbol, so no card depends on its colour alone. The "
                   "board holds one shared **discard pile** per colour; the app draws it in the "
                   "middle of the table, with the **deck** beside it. Each "
                   "player's expeditions lie on their own side: yours at the bottom, your "
                   "opponent's at the top.",
                   "Cada color tiene además un símbolo, para que ninguna carta dependa solo de "
                   "su color. El tablero tiene una **pila de descartes** compartida por cada "
                   "color; la app la dibuja en el centro de la mesa, con el **mazo** al lado. "
                   "Las expediciones de cada jugador están en su lado: las tuyas abajo, las de "
                   "tu rival arriba.")),
        )),
        Section("setup", t("Setup", "Preparación"), (
            Para(t(f"Lost Cities is for exactly {players} players. Choose the base game or the "
                   "long game, which adds the purple expedition:",
                   f"Ciudades Perdidas es para {players} jugadores exactamente. Elige el juego "
                   "base o la partida larga, que añade la expedición morada:")),
            Table(("", t("Base game", "Juego base"), t("Long game", "Partida larga")),
                  _setup_rows(t)),
            Items((
                t(f"Shuffle the cards in play and deal {lc.HAND_SIZE} to each player, face "
                  "down. Keep your hand to yourself.",
                  f"Baraja las cartas en juego y reparte {lc.HAND_SIZE} a cada jugador, boca "
                  "abajo. No enseñes tu mano."),
                t("The rest, face down, is the deck. Every discard pile starts empty, and "
                  "nobody has an expedition yet.",
                  "El resto, boca abajo, forma el mazo. Todas las pilas de descartes empiezan "
                  "vacías y nadie tiene todavía ninguna expedición."),
                t("Decide who starts the first game (see the app's choices under Playing in "
                  "the app). Later games are started by the leader.",
                  "Se decide quién empieza la primera partida (mira las decisiones de la app "
                  "en Jugar en la app). Las siguientes las empieza quien va ganando."),
            ), ordered=True),
        )),
        Section("turn", t("A turn", "Un turno"), (
            Para(t("Players take turns. A turn always has two steps, in this order, and you "
                   "can never pass.",
                   "Los jugadores se turnan. Un turno tiene siempre dos pasos, en este orden, "
                   "y nunca puedes pasar.")),
            Para(t("**Step 1: play or discard one card from your hand.**",
                   "**Paso 1: juega o descarta una carta de tu mano.**")),
            Items((
                t("**Play it to your expedition** of that colour. The first card you put in a "
                  "colour starts that expedition, and it stays in front of you until the end "
                  "of the game.",
                  "**Juégala en tu expedición** de ese color. La primera carta que pones de un "
                  "color empieza esa expedición, y se queda delante de ti hasta el final de la "
                  "partida."),
                t("Or **discard it** face up on the discard pile of its colour. The discard "
                  "piles are shared: either player may take the top card later. You may "
                  "discard any card, even one you could have played.",
                  "O **descártala** boca arriba en la pila de descartes de su color. Las pilas "
                  "de descartes son compartidas: cualquiera de los dos puede robar después la "
                  "carta de arriba. Puedes descartar cualquier carta, aunque pudieras "
                  "jugarla."),
            )),
            Para(t("An expedition keeps a strict order:",
                   "Una expedición sigue un orden estricto:")),
            Items((
                t("Each number card must be **higher** than the last number card already "
                  "there. Gaps are fine: after a 3 you may play a 7, but after the 7 you can "
                  "never add a 5.",
                  "Cada carta numerada tiene que ser **más alta** que la última carta numerada "
                  "que ya hay. Puedes saltarte valores: tras un 3 puedes jugar un 7, pero "
                  "después del 7 ya nunca podrás añadir un 5."),
                t(f"**Wagers** only go in before the first number card. You may play "
                  f"{some_wagers} wagers of a colour, then number cards on top of them.",
                  "Los **apretones de manos** solo entran antes de la primera carta numerada. "
                  f"Puedes jugar {some_wagers} de un color y luego las cartas numeradas "
                  "encima."),
                t("Cards only go at the end of the column: you can never take one back, move "
                  "it or slip it in between.",
                  "Las cartas solo se añaden al final de la columna: nunca puedes retirar una, "
                  "moverla ni meterla entre otras."),
            )),
            f["order"],
            Para(t("**Step 2: draw one card**: the top card of the deck (hidden from your "
                   "opponent), or the top card of any discard pile (which both of you see). "
                   "There is one exception: you may not take back the card you discarded in "
                   "this same turn. The card your opponent discarded on their last turn is "
                   f"fine to take. You end every turn with {lc.HAND_SIZE} cards again.",
                   "**Paso 2: roba una carta**: la de arriba del mazo (tu rival no la ve) o la "
                   "de arriba de cualquier pila de descartes (la veis los dos). Hay una "
                   "excepción: no puedes recuperar la carta que has descartado en este mismo "
                   "turno. La que descartó tu rival en su último turno sí puedes robarla. "
                   f"Siempre acabas el turno con {lc.HAND_SIZE} cartas.")),
        )),
        Section("end", t("End of a game", "Fin de la partida"), (
            Items((
                t("The game ends **at once** when a player draws the last card of the "
                  "deck. Nobody plays another turn.",
                  "La partida termina **en el acto** cuando un jugador roba la última carta "
                  "del mazo. Nadie juega otro turno."),
                t("Cards left in your hand count for nothing, neither good nor bad.",
                  "Las cartas que te queden en la mano no cuentan, ni para bien ni para mal."),
                t("Taking from a discard pile does not shrink the deck. It is the way to "
                  "stretch the game when you need more turns; drawing from the deck brings the "
                  "end closer.",
                  "Robar de una pila de descartes no hace bajar el mazo. Así puedes alargar la "
                  "partida si necesitas más turnos; robar del mazo acerca el final."),
                t("The number of cards left in the deck is always shown.",
                  "Siempre se ve cuántas cartas quedan en el mazo."),
            )),
        )),
        Section("scoring", t("Scoring", "Puntuación"), (
            Para(t("Score each of your expeditions on its own, then add them up. A colour "
                   "where you have no card scores nothing at all.",
                   "Puntúa cada una de tus expediciones por separado y luego súmalas. Un color "
                   "en el que no tienes ninguna carta no puntúa nada.")),
            Items((
                t("Add up the values of its number cards.",
                  "Suma los valores de sus cartas numeradas."),
                t(f"Subtract **{cost}**, the cost of the expedition. Less than {cost} in cards "
                  "is a loss.",
                  f"Resta **{cost}**, el coste de la expedición. Si las cartas suman menos de "
                  f"{cost}, pierdes puntos."),
                t("Multiply by **1 + the number of wagers**: one wager doubles the result, two "
                  "triple it, three quadruple it. Losses are multiplied too.",
                  "Multiplica por **1 + el número de apretones de manos**: uno duplica el "
                  "resultado, dos lo triplican y tres lo cuadruplican. Las pérdidas también se "
                  "multiplican."),
                t(f"If the expedition holds **{bonus_cards} cards or more** (wagers count), "
                  f"add a **bonus of {bonus}** points. The bonus comes after the multiplier "
                  "and is never multiplied.",
                  f"Si la expedición tiene **{bonus_cards} cartas o más** (los apretones de "
                  f"manos cuentan), suma una **bonificación de {bonus}** puntos. La "
                  "bonificación va después del multiplicador y nunca se multiplica."),
            ), ordered=True),
            Para(t(f"In short: (sum − {cost}) × (1 + wagers), plus {bonus} for {bonus_cards} "
                   f"cards or more. {t.count(len(EXAMPLES)).capitalize()} examples:",
                   f"En resumen: (suma − {cost}) × (1 + apretones de manos), más {bonus} con "
                   f"{bonus_cards} cartas o más. {t.count(len(EXAMPLES)).capitalize()} "
                   "ejemplos:")),
            *(f[key] for key in EXAMPLES),
            Para(t("Your score for the game is the sum of your expeditions:",
                   "Tu puntuación de la partida es la suma de tus expediciones:")),
            f["game-total"],
            Para(t(f"The worst expedition is {all_wagers} wagers and nothing else: "
                   f"**{num(worst)}** points. The best is a whole colour, {all_wagers} wagers "
                   f"and every card from {lc.MIN_VALUE} to {lc.MAX_VALUE}: **{num(best)}** "
                   "points.",
                   f"La peor expedición posible son {all_wagers} apretones de manos y nada "
                   f"más: **{num(worst)}** puntos. La mejor, un color completo, con los "
                   f"{all_wagers} apretones de manos y todas las cartas del {lc.MIN_VALUE} al "
                   f"{lc.MAX_VALUE}: **{num(best)}** puntos.")),
        )),
        Section("match", t("The match and ties", f"Las {games} partidas y los empates"), (
            Items((
                t(f"A match is **{games} games**; the app keeps the running total.",
                  f"Se juegan **{games} partidas** seguidas; la app lleva la suma de los "
                  "puntos."),
                t("After each game all the cards in play are shuffled and dealt again.",
                  "Después de cada partida se barajan todas las cartas en juego y se reparten "
                  "de nuevo."),
                t(f"The {t.all(later)} games are started by the player with the **higher "
                  "running total**.",
                  f"{t.all(later).capitalize()} partida las empieza el jugador con **más "
                  "puntos acumulados**."),
                t(f"After the {last_game} game, the **higher total wins** the match.",
                  f"Tras la {last_game} partida, **gana quien tenga más puntos** en total."),
            )),
            Choice(t(f"If the running totals are tied after a game, {tie_start}.",
                     f"Si después de una partida los totales están empatados, {tie_start}.")),
            Choice(t(f"If the totals are tied after the last game, {tied_match}. The "
                     "published rules only say that the higher total wins.",
                     f"Si los totales están empatados después de la última partida, "
                     f"{tied_match}. Las reglas publicadas solo dicen que gana el total más "
                     "alto.")),
            Para(t("In a single game (an option of the app), the higher score wins and a tie "
                   "is settled the same way.",
                   "En una sola partida (una opción de la app) gana la puntuación más alta, y "
                   "un empate se resuelve del mismo modo.")),
        )),
        Section("app", t("Playing in the app", "Jugar en la app"), (
            Items((
                t("Tap a card in your hand to select it, then **Play** it to your expedition "
                  "or **Discard** it. When a card cannot go on your expedition, the app says "
                  "why.",
                  "Toca una carta de tu mano para elegirla y después **Jugar** en tu "
                  "expedición o **Descartar**. Si una carta no puede ir en tu expedición, la "
                  "app te dice por qué."),
                t("Then draw: **Draw from the deck**, or **Take** under the top card of a "
                  "discard pile.",
                  "Luego roba: **Robar del mazo**, o **Robar** debajo de la carta de arriba de "
                  "una pila de descartes."),
                t("The cards your opponent played or discarded since your last turn are "
                  "outlined. The game log lists every move, and the scores of each expedition "
                  "appear after each game.",
                  "Las cartas que tu rival ha jugado o descartado desde tu último turno se ven "
                  "resaltadas. El registro de la partida recoge cada jugada, y los puntos "
                  "de cada expedición aparecen al final de cada partida."),
                t(f"New-game options: **Expeditions**, {lc.BASE_COLOURS} colours (base game) "
                  f"or {lc.LONG_COLOURS} colours (long game); **Match**, {lc.DEFAULT_GAMES} "
                  "games or a single game; **First player**.",
                  f"Opciones de la nueva partida: **Expediciones**, {lc.BASE_COLOURS} colores "
                  f"(juego base) o {lc.LONG_COLOURS} colores (partida larga); **Partidas**, "
                  f"{lc.DEFAULT_GAMES} partidas o una sola; **Primer jugador**."),
            )),
            Choice(t("The printed rules let the oldest player start the first game. Here the "
                     "**First player** option decides: random (the default), Player 1 or "
                     "Player 2.",
                     "Las reglas impresas dicen que empieza la primera partida el jugador de "
                     "más edad. Aquí lo decide la opción **Primer jugador**: al azar (la opción "
                     "por defecto), Jugador 1 o Jugador 2.")),
            Choice(t("Until you draw, **Undo** takes back the card you just played or "
                     "discarded, since it revealed nothing. Once you have drawn, your turn is "
                     "final.",
                     "Hasta que robas, **Deshacer** retira la carta que acabas de jugar o "
                     "descartar, porque no ha revelado nada. Cuando ya has robado, el turno es "
                     "definitivo.")),
            Choice(t("The size of the deck is always on screen (the rules let players "
                     "count it), and each discard pile shows its top card and how many cards "
                     "it holds.",
                     "El tamaño del mazo siempre está a la vista (las reglas permiten "
                     "contarlo), y cada pila de descartes muestra su carta de arriba y cuántas "
                     "cartas tiene.")),
        )),
        Section("tips", t("Tips for a first game", "Consejos para la primera partida"), (
            Items((
                t(f"Start an expedition only when you expect more than {cost} points in it. "
                  "Half-finished expeditions are what lose games.",
                  f"Empieza una expedición solo si esperas sumar en ella más de {cost} "
                  "puntos. Las expediciones a medias son las que hacen perder partidas."),
                t("A wager is a bet: play it early, in a colour where you already hold good "
                  "cards.",
                  "Un apretón de manos es una apuesta: juégalo pronto y en un color del que ya "
                  "tengas buenas cartas."),
                t("Watch what you discard: a card your opponent needs is a gift.",
                  "Fíjate en lo que descartas: una carta que necesita tu rival es un regalo."),
                t("Near the end, count the deck. Taking from the discard piles buys extra "
                  "turns to finish an expedition.",
                  "Cerca del final, cuenta el mazo. Robar de las pilas de descartes te da "
                  "turnos extra para terminar una expedición."),
            )),
        )),
    )
    quick = (
        Items((
            t("**A turn**: 1. play a card to your expedition (higher than its last card; "
              "wagers first) or discard it on its colour's pile; 2. draw from the deck or the "
              "top of a discard pile, but not the card you just discarded.",
              "**Un turno**: 1. juega una carta en tu expedición (más alta que la última; los "
              "apretones de manos, antes) o descártala en la pila de su color; 2. roba del "
              "mazo o de encima de una pila de descartes, pero no la carta que acabas de "
              "descartar."),
            t(f"**Each started expedition**: (sum − {cost}) × (1 + wagers), then + {bonus} if "
              f"it has {bonus_cards} cards or more. Colours you never started score 0.",
              f"**Cada expedición empezada**: (suma − {cost}) × (1 + apretones de manos), y "
              f"+ {bonus} si tiene {bonus_cards} cartas o más. Los colores que no empezaste "
              "puntúan 0."),
            t("**The end**: the game stops as soon as the last card of the deck is "
              "taken; cards in hand count for nothing.",
              "**El final**: la partida se detiene en cuanto se roba la última carta del "
              "mazo; las cartas de la mano no cuentan."),
            t(f"**The match**: {games} games, totals added; the leader starts the next game; "
              "the higher total wins.",
              f"**Las {games} partidas**: se suman los puntos; la siguiente la empieza quien "
              "va ganando; gana el total más alto."),
        )),
    )
    return RulesDoc("lost-cities", minute, sections, quick)


#: for the tests: every block of a document, the figures among them
def all_blocks(doc: RulesDoc) -> list[Block]:
    return [b for s in doc.sections for b in s.blocks] + list(doc.quick)
