"""The complete rules of Curios, in English and Spanish, written for players from
/work/shared/rules/curios.md (our own words; the Spanish seed gave the terms).

The worked examples are drawn with the table's own pieces (:mod:`..tables.curios`), and every
number in them comes from the game's code: the scores from :func:`games.curios.score`, the
majorities from :func:`games.curios.pawns_by_player` and :func:`games.curios.majority`, the
clues from :func:`games.curios.site_clues`, the setup table from the rules constants. Each
point the published rules leave open is a ``Choice`` naming what the app does (each is a
constant of :mod:`expeditions.games.curios`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...games import curios as C
from ..dom import El, h
from ..i18n import Words
from ..tables import curios as T
from .model import Choice, Figure, Items, Para, RulesDoc, Section, Table

# ----- the worked examples (the rules file's §6), as data ----------------------------------
#: The players of the examples (names read the same in both languages).
ROUND_NAMES = ("Ana", "Ben")
#: The two-player round of §6 at the end of Phase 1: the occupants of each site's filled
#: columns, left to right (Ana 0, Ben 1), in :data:`C.SITES` order.
ROUND_COLUMNS: tuple[tuple[int, ...], ...] = ((0, 1, 1), (), (0,), (0, 0))
#: The seed's scoring example: Rene's gems and the site values, in site order.
SCORING_NAME = "Rene"
SCORING_GEMS = (4, 0, 4, 0)
SCORING_VALUES = (7, 1, 3, 5)
#: Two sites sharing a value (§6): a collection and the values.
SHARED_GEMS = (3, 2, 5, 1)
SHARED_VALUES = (7, 7, 1, 3)
#: The deduction of §6 (3 players): your hand, and the card Ben reveals.
DEDUCTION_HAND = ("G7", "R3", "Y1", "Y5")
DEDUCTION_REVEALED = "Y3"
DEDUCTION_NAMES = ("Ana", "Ben", "Eli")

PY, CO, SH, TE = range(4)


@dataclass(frozen=True)
class RoundExample:
    """What the engine makes of :data:`ROUND_COLUMNS`: pawns per player at each site, the
    bonus winner of each site, and the pawns the Pyramid's next column needs."""

    pawns: tuple[tuple[int, ...], ...]
    leaders: tuple[int | None, ...]
    next_capacity: int


def round_example() -> RoundExample:
    pawns = tuple(tuple(C.pawns_by_player(cols, len(ROUND_NAMES))) for cols in ROUND_COLUMNS)
    return RoundExample(pawns=pawns, leaders=tuple(C.majority(p) for p in pawns),
                        next_capacity=C.COLUMN_CAPACITIES[len(ROUND_COLUMNS[PY])])


def round_view() -> dict[str, Any]:
    """The public view of a two-player game at the end of the example's Phase 1."""
    game = C.Curios({"players": 2}, 1)
    game.first_player = 0
    game.columns = [list(cols) for cols in ROUND_COLUMNS]
    game.gems_left = [C.GEMS_PER_SITE[2] - len(cols) * C.GEMS_PER_COLUMN
                      for cols in ROUND_COLUMNS]
    return game.view(None)


def deduction_view() -> dict[str, Any]:
    """Your view (seat 0) of a three-player game in the deduction example."""
    game = C.Curios({"players": 3}, 1)
    game.hands[0] = list(DEDUCTION_HAND)
    game.revealed = [[], [DEDUCTION_REVEALED], []]
    return game.view(0)


def scoring_result() -> dict[str, Any]:
    """The seed's example scored by the engine, shaped like a finished view's ``result``."""
    parts = C.score_parts(SCORING_GEMS, SCORING_VALUES)
    colours = {c: {"gems": SCORING_GEMS[s], "value": SCORING_VALUES[s], "points": parts[c]}
               for s, c in enumerate(C.COLOURS)}
    return {"breakdown": [{"colours": colours, "total": C.score(SCORING_GEMS, SCORING_VALUES),
                           "parts": parts}], "winners": [0]}


# ----- the figures ---------------------------------------------------------------------------
def _figure(label: str, *children: El | list[El] | None, cls: str = "") -> El:
    return h("div", {"class": f"cu-figure {cls}".strip(), "role": "img", "aria-label": label},
             *children)


def draw_site(w: Words, label: str) -> Callable[[], El]:
    def draw() -> El:
        view = C.Curios({"players": 2}, 1).view(None)
        return _figure(label, h("div", {"class": "cu-sites"},
                                T.site_card(PY, view["sites"][PY], ROUND_NAMES, set(), w)))
    return draw


def draw_round(w: Words, label: str) -> Callable[[], El]:
    def draw() -> El:
        view = round_view()
        return _figure(label, h("div", {"class": "cu-sites"},
                                [T.site_card(i, s, ROUND_NAMES, set(), w)
                                 for i, s in enumerate(view["sites"])]),
                       h("p", {"class": "cu-figure-key"},
                         [[T.pawn(seat, ROUND_NAMES), " ", name, " "]
                          for seat, name in enumerate(ROUND_NAMES)]))
    return draw


def draw_deduction(w: Words, label: str, hand_title: str, revealed_title: str
                   ) -> Callable[[], El]:
    def draw() -> El:
        view = deduction_view()
        return _figure(
            label,
            h("p", {"class": "cu-hand"}, hand_title, " ",
              [T.market_card(c, w) for c in view["hand"]]),
            h("p", None, revealed_title, " ", T.market_card(DEDUCTION_REVEALED, w)),
            T.clues_panel(view, w))
    return draw


def draw_scoring(w: Words, label: str, values_title: str) -> Callable[[], El]:
    def draw() -> El:
        gems = {site: SCORING_GEMS[s] for s, site in enumerate(C.SITES)}
        return _figure(
            label,
            h("p", None, values_title, " ",
              [T.market_card(C.card_id(s, v), w) for s, v in enumerate(SCORING_VALUES)]),
            h("div", {"class": "cu-figure-row"}, f"{SCORING_NAME}:",
              T.gem_list(gems, w, w("curios.player.gems", name=SCORING_NAME))),
            T.score_table({"result": scoring_result()}, [SCORING_NAME], w))
    return draw


# ----- numbers shared by both languages ------------------------------------------------------
def _setup_rows(words: dict[str, str]) -> tuple[tuple[str, ...], ...]:
    rows = []
    for n in range(C.Curios.min_players, C.Curios.max_players + 1):
        side = len(C.ALL_CARDS) - len(C.SITES) - n * C.CARDS_PER_PLAYER[n]
        flips = C.SIDE_DECK_FLIPS_PER_ROUND[n]
        if side == 0:
            deck = words["none"]
        elif flips:
            deck = words["flipped"].format(side=side, flips=flips)
        else:
            deck = words["hidden"].format(side=side)
        rows.append((words["players"].format(n=n), words["gems"].format(n=C.GEMS_PER_SITE[n]),
                     words["cards"].format(n=C.CARDS_PER_PLAYER[n]), deck))
    return tuple(rows)


def _sum(terms: Sequence[tuple[int, int]]) -> str:
    return " + ".join(f"{g} × {v}" for g, v in terms if g)


def _leader(seat: int | None) -> str:
    return "" if seat is None else ROUND_NAMES[seat]


def _facts() -> dict[str, Any]:
    ex = round_example()
    scoring = C.score_parts(SCORING_GEMS, SCORING_VALUES)
    clues = C.site_clues(deduction_view())
    return {
        "caps": ", ".join(str(c) for c in C.COLUMN_CAPACITIES[:-1]),
        "cap_last": C.COLUMN_CAPACITIES[-1],
        "spaces": sum(C.COLUMN_CAPACITIES),
        "gems2": C.GEMS_PER_SITE[2],
        "start": C.START_PAWNS, "max": C.MAX_PAWNS, "reserve": C.MAX_PAWNS - C.START_PAWNS,
        "ana_py": ex.pawns[PY][0], "ben_py": ex.pawns[PY][1],
        "ben_cols": " + ".join(str(C.COLUMN_CAPACITIES[i]) for i, o in
                               enumerate(ROUND_COLUMNS[PY]) if o == 1),
        "ana_te": ex.pawns[TE][0], "ben_te": ex.pawns[TE][1], "ana_sh": ex.pawns[SH][0],
        "py_leader": _leader(ex.leaders[PY]), "te_leader": _leader(ex.leaders[TE]),
        "sh_leader": _leader(ex.leaders[SH]),
        "co_leader": ex.leaders[CO],
        "next_cap": ex.next_capacity,
        "blue": scoring["blue"], "yellow": scoring["yellow"],
        "blue_gems": SCORING_GEMS[SH], "yellow_gems": SCORING_GEMS[PY],
        "blue_value": SCORING_VALUES[SH], "yellow_value": SCORING_VALUES[PY],
        "seed_sum": _sum([(SCORING_GEMS[SH], SCORING_VALUES[SH]),
                          (SCORING_GEMS[PY], SCORING_VALUES[PY])]),
        "total": C.score(SCORING_GEMS, SCORING_VALUES),
        "shared_sum": _sum(list(zip(SHARED_GEMS, SHARED_VALUES, strict=True))),
        "shared_parts": " + ".join(str(p) for p in C.score_parts(SHARED_GEMS, SHARED_VALUES)
                                   .values() if p),
        "shared_total": C.score(SHARED_GEMS, SHARED_VALUES),
        "pyramid_only": ", ".join(str(v) for v in sorted(clues["pyramid"])),
        "colosseum": sorted(clues["colosseum"]),
        "temple": sorted(clues["temple"]),
        "chance": round(100 * clues["colosseum"][min(clues["colosseum"])]),
    }


def _card_facts() -> dict[str, str]:
    """The deduction example's cards in words, in both languages (the hand as the table
    sorts it)."""
    en, es = Words("en"), Words("es")
    hand = sorted(DEDUCTION_HAND, key=lambda c: (C.LETTERS.index(c[0]), int(c[1:])))
    return {
        "hand_en": en.join([T.card_words(c, en) for c in hand]),
        "hand_es": es.join([f"el {T.card_words(c, es)}" for c in hand]),
        "revealed_en": T.card_words(DEDUCTION_REVEALED, en),
        "revealed_es": T.card_words(DEDUCTION_REVEALED, es),
    }


def rules(lang: str) -> RulesDoc:
    """The rules of Curios in ``lang`` ("en" or "es")."""
    facts = _facts() | _card_facts()
    if lang == "es":
        return _spanish(Words("es"), facts)
    if lang == "en":
        return _english(Words("en"), facts)
    raise ValueError(f"no Curios rules in {lang!r}")


def _english(w: Words, f: dict[str, Any]) -> RulesDoc:
    setup_table = Table(
        ("Players", "Gems per site", "Hand", "Side deck"),
        _setup_rows({"players": "{n} players", "gems": "{n} gems", "cards": "{n} cards",
                     "none": "none", "flipped": "{side} cards, {flips} turned up each round",
                     "hidden": "{side} cards, never turned up"}))
    sections = (
        Section("goal", "Goal", (
            Para("Collect the most valuable gems. Everyone sees how many gems everyone has, "
                 "but not what they are worth: each site's value is a face-down card until "
                 "the end, and you work it out from the market cards you hold and the ones "
                 "the others reveal."),
        )),
        Section("components", "Components", (
            Items((
                "4 **Treasure Sites**: the Great Pyramid (yellow gems ▲), the Ancient "
                "Colosseum (green ●), the Lost Shipwreck (blue ◆) and the Forbidden Temple "
                f"(red ■). Each has five columns of spaces, holding {f['caps']} and "
                f"{f['cap_last']} archaeologists from left to right ({f['spaces']} in all).",
                "16 **market cards**: for each site, one card each of 1, 3, 5 and 7 in its "
                "colour.",
                "56 **gems** (artifacts), 14 in each site's colour.",
                "35 **archaeologists** (pawns), 7 in each player colour. On screen each "
                "player's archaeologists also carry a symbol: ♠ ♥ ♦ ♣ ★.",
                "The first player token.",
            )),
            Figure("site", draw_site(w, "A Treasure Site: the Great Pyramid before anyone "
                                        "has gone there"),
                   f"A site at the start of a two-player game: five empty columns, the "
                   f"hidden value card (?) and {f['gems2']} gems below it."),
        )),
        Section("setup", "Setup", (
            Items((
                f"Each player takes {f['start']} archaeologists of one colour; the other "
                f"{f['reserve']} wait in their reserve, to be recruited later.",
                "A random player becomes the first player and takes the first player token.",
                "Each site gets the same number of gems, set by the player count (table "
                "below).",
                "For each site, one of its four market cards is drawn at random and laid face "
                "down on it: its **hidden value**. The four draws are separate, so two sites "
                "can have the same value.",
                "The other 12 market cards are shuffled and dealt. Any left over form the "
                "face-down **side deck**.",
            ), ordered=True),
            setup_table,
            Para("Your hand is secret. Everything else is public: the archaeologists on the "
                 "sites, the gems taken, the revealed cards and how many cards each player "
                 "holds."),
            Choice("The published rules only say that the number of gems depends on the "
                   "player count and is the same at every site. The app puts 8, 10, 12 or 14 "
                   "gems under each site for 2, 3, 4 or 5 players: the full 14 with five "
                   "players and two fewer for each player fewer."),
            Choice("With 3 or 4 players all 12 cards are dealt, as the rules say. For 2 and "
                   "5 players they give no number: the app deals 4 cards each with two "
                   "players and 2 each with five, which leaves the side decks of 4 and 2 "
                   "cards the rules describe."),
        )),
        Section("round", "A round", (
            Para("A round has two phases. Both go round the table in turn order, starting "
                 "with the first player."),
            Para("**Phase 1: Search for treasure.** On your turn, choose a site and fill its "
                 "**leftmost empty column** completely with your own archaeologists. You "
                 "cannot skip a column or fill one partly, so the column decides how many "
                 "you send. Then take one gem of that site's colour, if any are left. Every "
                 "column gives one gem, whatever its size."),
            Items((
                "A site whose five columns are all full cannot be chosen.",
                "A site with no gems left can still be chosen: you get no gem, but your "
                "archaeologists count towards its majority.",
                "You may fill several columns of the same site in one phase, on different "
                "turns.",
                "When the archaeologists you have left cannot fill the leftmost empty column "
                "of any site, you pass for the rest of the phase (the app does it for you). "
                "The phase ends when everyone has passed.",
            )),
            Choice("The rules only describe passing when you lack archaeologists. In the "
                   "app you cannot pass while you can still fill a column."),
            Para("**Bonus gems.** After the last pass, take each site in turn: the player "
                 "with strictly more archaeologists there than anyone else (all columns "
                 "together) takes one more gem from it, if any are left. On a tie for the "
                 "most, nobody does. Then everyone takes their archaeologists back and every "
                 "column is empty again."),
            Figure("round", draw_round(w, "The four sites at the end of Phase 1 of the "
                                          "two-player example"),
                   f"Phase 1 of a two-player round. At the Great Pyramid Ana has "
                   f"{f['ana_py']} archaeologist and Ben {f['ben_py']} ({f['ben_cols']}), so "
                   f"**{f['py_leader']}** takes the bonus yellow gem. {f['te_leader']} has "
                   f"{f['ana_te']} at the Temple against Ben's {f['ben_te']}, and "
                   f"{f['ana_sh']} at the Shipwreck, where nobody else went: two bonus gems for "
                   f"**{f['sh_leader']}**. Nobody went to the Colosseum, so nobody gets its "
                   f"bonus. The next player sent to the Pyramid must fill column 4 with "
                   f"exactly {f['next_cap']} archaeologists."),
            Para("**Phase 2: Recruit.** Starting with the first player, each player gets "
                 "one chance to lay one market card from their hand face up in front of "
                 "them, for all to see. In return they take one archaeologist from their "
                 "reserve and have one more in every later round. Or they pass and keep "
                 f"their cards. You cannot recruit with an empty hand, and you never have "
                 f"more than {f['max']} archaeologists."),
            Choice(f"The rules do not say whether you may reveal a card once you have "
                   f"{f['max']} archaeologists. The app does not allow it: you pass, as "
                   f"there is no archaeologist left to take."),
            Para("**Two players:** when both have had their chance, the top card of the "
                 "side deck is turned face up. With five players the side deck stays hidden "
                 "all game. Then the first player token moves to the next player and a new "
                 "round begins."),
            Choice("When the two-player side deck runs out, the app simply stops turning "
                   "cards."),
        )),
        Section("clues", "What the cards tell you", (
            Para("Each site has exactly one card of each value, and the hidden one is in "
                 "nobody's hand. So **a market card you hold or see is never its site's "
                 "value**: if you hold the yellow 5, the Great Pyramid is not worth 5. The "
                 "cards you see are your hand, the cards revealed when players recruit and, "
                 "with two players, the side-deck cards turned up."),
            Para("The table's **Clues** panel crosses out the values ruled out for you and "
                 "shows the chance of each value still possible (they are all equally "
                 "likely). Watch the others too: a player who keeps going back to one site "
                 "may know something you don't."),
            Figure("deduction", draw_deduction(w, "Deduction example: your hand, the card "
                                                  "Ben revealed and the clues panel",
                                               "Your hand:", "Ben revealed:"),
                   f"In a three-player game you hold {f['hand_en']}, and Ben reveals "
                   f"{f['revealed_en']}: the Great Pyramid can only be worth "
                   f"**{f['pyramid_only']}**. The Colosseum is still "
                   f"{', '.join(map(str, f['colosseum'][:-1]))} or {f['colosseum'][-1]} and "
                   f"the Temple {', '.join(map(str, f['temple'][:-1]))} or "
                   f"{f['temple'][-1]}, each with a {f['chance']}% chance."),
        )),
        Section("end", "End of the game", (
            Para("After the bonus gems of a round, count the sites with no gems left (bonus "
                 "gems count too). If there are two or more, that round is the last: turn up "
                 "the four site cards and score."),
            Choice("The rules end the game \u201cat the end of that round\u201d. A recruit "
                   "cannot change the score, so the app skips Phase 2 of the last round and "
                   "goes straight to scoring."),
            Choice("The app checks for empty sites once a round, after the bonus gems, not "
                   "the moment a site runs out: the rest of Phase 1 is always played."),
        )),
        Section("scoring", "Scoring", (
            Para("Each gem is worth its site's value. For each colour, multiply your gems "
                 "by that site's value, then add up the four colours. Cards left in your "
                 "hand score nothing."),
            Figure("scoring", draw_scoring(w, f"Scoring example: Rene's gems, the four site "
                                              f"cards and his {f['total']} points",
                                           "Site cards:"),
                   f"Rene has {f['blue_gems']} blue and {f['yellow_gems']} yellow gems. The "
                   f"Shipwreck turns out to be worth {f['blue_value']} and the Pyramid "
                   f"{f['yellow_value']}: {f['seed_sum']} = {f['blue']} + {f['yellow']} = "
                   f"**{f['total']} points**."),
            Para(f"Two sites can share a value. If the Pyramid and the Colosseum are both "
                 f"worth 7, the Shipwreck 1 and the Temple 3, then 3 yellow, 2 green, 5 blue "
                 f"and 1 red gem score {f['shared_sum']} = {f['shared_parts']} = "
                 f"**{f['shared_total']}**."),
        )),
        Section("ties", "Ties", (
            Items((
                "The highest total wins. Players who tie for it share the victory: there is "
                "no tie-breaker.",
                "At a site, a tie for the most archaeologists gives the bonus gem to nobody, "
                "even if others there have fewer.",
            )),
        )),
    )
    quick = (
        Items((
            "**Phase 1, search:** in turn, fill the leftmost empty column of a site (1, 2, "
            "3, 4, 4) and take 1 gem. When you can't, you pass. Then the strict majority at "
            "each site takes 1 bonus gem, and everyone takes their archaeologists back.",
            f"**Phase 2, recruit:** once each, reveal 1 market card to gain 1 archaeologist "
            f"(at most {f['max']}), or pass. Two players: turn up 1 side-deck card.",
            "**A market card** you hold or see is never its site's value: a yellow 5 in "
            "sight means the Pyramid is not 5.",
            "**End:** after the round in which 2 sites run out of gems. **Score:** gems × "
            "their site's value, added up over the colours. Ties share the win.",
        )),
    )
    minute = (
        "Four **Treasure Sites** each hide a value card: every gem of that site's colour "
        "will score 1, 3, 5 or 7. Nobody knows the values until the end.",
        "On your turn, fill the **leftmost empty column** of a site with your archaeologists "
        "(columns hold 1, 2, 3, 4 and 4) and take one of its gems.",
        "When nobody can fill a column, whoever has the most archaeologists at a site takes "
        "a bonus gem there. Everyone takes their archaeologists back.",
        "Then each player may reveal one **market card** to recruit one more archaeologist. "
        "A card you see is never its site's value: use that to guess which gems are worth "
        "most.",
        "The game ends after the round in which two sites run out of gems. Gems score their "
        "site's value; the highest total wins.",
    )
    return RulesDoc("curios", minute, sections, quick)


def _spanish(w: Words, f: dict[str, Any]) -> RulesDoc:
    setup_table = Table(
        ("Jugadores", "Gemas por sitio", "Mano", "Mazo lateral"),
        _setup_rows({"players": "{n} jugadores", "gems": "{n} gemas", "cards": "{n} cartas",
                     "none": "no hay",
                     "flipped": "{side} cartas, se revela {flips} en cada ronda",
                     "hidden": "{side} cartas, nunca se revelan"}))
    sections = (
        Section("goal", "Objetivo", (
            Para("Reúne las gemas más valiosas. Todos ven cuántas gemas tiene cada uno, pero "
                 "no cuánto valen: el valor de cada sitio es una carta boca abajo hasta el "
                 "final, y lo deduces de las cartas de Mercado que tienes y de las que "
                 "revelan los demás."),
        )),
        Section("components", "Componentes", (
            Items((
                "4 **Sitios del tesoro**: la Gran Pirámide (gemas amarillas ▲), el Coliseo "
                "(verdes ●), el Naufragio (azules ◆) y el Templo (rojas ■). Cada uno tiene "
                f"cinco columnas, con espacio para {f['caps']} y {f['cap_last']} "
                f"arqueólogos de izquierda a derecha ({f['spaces']} en total).",
                "16 **cartas de Mercado**: para cada sitio, una carta de 1, otra de 3, otra "
                "de 5 y otra de 7, de su color.",
                "56 **gemas** (artefactos), 14 del color de cada sitio.",
                "35 **arqueólogos** (peones), 7 de cada color de jugador. En pantalla, los "
                "arqueólogos de cada jugador llevan además un símbolo: ♠ ♥ ♦ ♣ ★.",
                "La ficha de primer jugador.",
            )),
            Figure("site", draw_site(w, "Un Sitio del tesoro: la Gran Pirámide antes de que "
                                        "nadie haya ido"),
                   f"Un sitio al empezar una partida de dos jugadores: cinco columnas "
                   f"vacías, la carta de valor oculto (?) y {f['gems2']} gemas debajo."),
        )),
        Section("setup", "Preparación", (
            Items((
                f"Cada jugador toma {f['start']} arqueólogos de un color; los otros "
                f"{f['reserve']} esperan en su reserva para reclutarlos más adelante.",
                "Se elige al azar el primer jugador, que toma la ficha de primer jugador.",
                "Cada sitio recibe el mismo número de gemas, según el número de jugadores "
                "(tabla de abajo).",
                "Para cada sitio se roba al azar una de sus cuatro cartas de Mercado y se "
                "coloca boca abajo sobre él: es su **valor oculto**. Los cuatro robos son "
                "independientes, así que dos sitios pueden tener el mismo valor.",
                "Las otras 12 cartas de Mercado se barajan y se reparten. Las que sobran "
                "forman el **mazo lateral**, boca abajo.",
            ), ordered=True),
            setup_table,
            Para("Tu mano es secreta. Todo lo demás es público: los arqueólogos en los "
                 "sitios, las gemas tomadas, las cartas reveladas y cuántas cartas tiene "
                 "cada jugador."),
            Choice("Las reglas publicadas solo dicen que el número de gemas depende del "
                   "número de jugadores y es igual en todos los sitios. La app pone 8, 10, 12 "
                   "o 14 gemas bajo cada sitio para 2, 3, 4 o 5 jugadores: las 14 con cinco "
                   "jugadores y dos menos por cada jugador menos."),
            Choice("Con 3 o 4 jugadores se reparten las 12 cartas, como dicen las reglas. "
                   "Para 2 y 5 jugadores no dan ningún número: la app reparte 4 cartas a "
                   "cada uno con dos jugadores y 2 con cinco, lo que deja los mazos laterales "
                   "de 4 y 2 cartas que describen las reglas."),
        )),
        Section("round", "Una ronda", (
            Para("Una ronda tiene dos fases. En las dos se juega por turnos alrededor de la "
                 "mesa, empezando por el primer jugador."),
            Para("**Fase 1: Búsqueda de tesoros.** En tu turno, elige un sitio y llena por "
                 "completo su **columna vacía más a la izquierda** con tus arqueólogos. No "
                 "puedes saltarte una columna ni llenarla a medias, así que la columna decide "
                 "cuántos envías. Después toma una gema del color de ese sitio, si queda "
                 "alguna. Cada columna da una gema, sea del tamaño que sea."),
            Items((
                "No puedes elegir un sitio con sus cinco columnas llenas.",
                "Sí puedes elegir un sitio sin gemas: no tomas nada, pero tus arqueólogos "
                "cuentan para su mayoría.",
                "Puedes llenar varias columnas del mismo sitio en una fase, en turnos "
                "distintos.",
                "Cuando los arqueólogos que te quedan no bastan para llenar la columna vacía "
                "más a la izquierda de ningún sitio, pasas durante el resto de la fase (la "
                "app lo hace por ti). La fase termina cuando todos han pasado.",
            )),
            Choice("Las reglas solo hablan de pasar cuando te faltan arqueólogos. En la app "
                   "no puedes pasar mientras puedas llenar una columna."),
            Para("**Artefactos de bonificación.** Tras el último pase, se mira cada sitio: "
                 "el jugador con estrictamente más arqueólogos que nadie allí (sumando todas "
                 "las columnas) toma una gema más de ese sitio, si queda alguna. Si hay "
                 "empate en la mayoría, nadie la toma. Después todos recuperan sus "
                 "arqueólogos y todas las columnas vuelven a quedar vacías."),
            Figure("round", draw_round(w, "Los cuatro sitios al final de la fase 1 del "
                                          "ejemplo de dos jugadores"),
                   f"Fase 1 de una ronda a dos jugadores. En la Gran Pirámide Ana tiene "
                   f"{f['ana_py']} arqueólogo y Ben {f['ben_py']} ({f['ben_cols']}), así que "
                   f"**{f['py_leader']}** toma la gema amarilla de bonificación. "
                   f"{f['te_leader']} tiene {f['ana_te']} en el Templo contra los {f['ben_te']} "
                   f"de Ben, y {f['ana_sh']} en el Naufragio, donde no hay nadie más: dos gemas de "
                   f"bonificación para **{f['sh_leader']}**. Nadie ha ido al Coliseo, así "
                   f"que nadie recibe su bonificación. El siguiente que vaya a la Pirámide "
                   f"tendrá que llenar la columna 4 con {f['next_cap']} arqueólogos "
                   f"exactamente."),
            Para("**Fase 2: Reclutar arqueólogos.** Empezando por el primer jugador, cada "
                 "uno tiene una sola oportunidad: puede poner boca arriba una carta de "
                 "Mercado de su mano, a la vista de todos, y a cambio toma un arqueólogo de "
                 "su reserva, así que tendrá uno más en cada ronda siguiente. O puede pasar "
                 f"y conservar sus cartas. No puedes reclutar con la mano vacía y nunca "
                 f"tienes más de {f['max']} arqueólogos."),
            Choice(f"Las reglas no dicen si puedes revelar una carta cuando ya tienes "
                   f"{f['max']} arqueólogos. La app no lo permite: pasas, porque no queda "
                   f"ningún arqueólogo que tomar."),
            Para("**Dos jugadores:** cuando los dos han tenido su oportunidad, se revela la "
                 "carta superior del mazo lateral. Con cinco jugadores, el mazo lateral "
                 "sigue oculto toda la partida. Después la ficha de primer jugador pasa al "
                 "siguiente jugador y empieza una nueva ronda."),
            Choice("Cuando el mazo lateral de dos jugadores se acaba, la app simplemente deja "
                   "de revelar cartas."),
        )),
        Section("clues", "Lo que dicen las cartas", (
            Para("Cada sitio tiene exactamente una carta de cada valor, y la oculta no está "
                 "en la mano de nadie. Por eso **una carta de Mercado que tienes o ves nunca "
                 "es el valor de su sitio**: si tienes el 5 amarillo, la Gran Pirámide no "
                 "vale 5. Las cartas que ves son las de tu mano, las que revelan los "
                 "jugadores al reclutar y, con dos jugadores, las que se revelan del mazo "
                 "lateral."),
            Para("El panel de **Pistas** de la mesa tacha los valores que ya has descartado "
                 "y muestra la probabilidad de cada valor aún posible (todos son igual de "
                 "probables). Fíjate también en los demás: quien vuelve una y otra vez al "
                 "mismo sitio quizá sepa algo que tú no sabes."),
            Figure("deduction", draw_deduction(w, "Ejemplo de deducción: tu mano, la carta "
                                                  "que ha revelado Ben y el panel de pistas",
                                               "Tu mano:", "Ben ha revelado:"),
                   f"En una partida de tres jugadores tienes {f['hand_es']}, y Ben revela "
                   f"el {f['revealed_es']}: la Gran Pirámide solo puede valer "
                   f"**{f['pyramid_only']}**. El Coliseo aún puede valer "
                   f"{', '.join(map(str, f['colosseum'][:-1]))} o {f['colosseum'][-1]} y el "
                   f"Templo {', '.join(map(str, f['temple'][:-1]))} o {f['temple'][-1]}, "
                   f"cada valor con un {f['chance']} % de probabilidad."),
        )),
        Section("end", "Fin de la partida", (
            Para("Tras los artefactos de bonificación de una ronda, cuenta los sitios que se "
                 "han quedado sin gemas (también cuentan las de bonificación). Si son dos o "
                 "más, esa ronda es la última: se revelan las cuatro cartas de los sitios y "
                 "se puntúa."),
            Choice("Las reglas terminan la partida «al final de esa ronda». Reclutar no "
                   "puede cambiar la puntuación, así que la app se salta la fase 2 de la "
                   "última ronda y pasa directamente a puntuar."),
            Choice("La app comprueba los sitios vacíos una vez por ronda, tras los "
                   "artefactos de bonificación, y no en cuanto un sitio se queda sin gemas: "
                   "el resto de la fase 1 siempre se juega."),
        )),
        Section("scoring", "Puntuación", (
            Para("Cada gema vale lo que indica la carta de su sitio. Para cada color, "
                 "multiplica tus gemas por el valor de ese sitio y suma los cuatro colores. "
                 "Las cartas que te queden en la mano no puntúan."),
            Figure("scoring", draw_scoring(w, f"Ejemplo de puntuación: las gemas de Rene, "
                                              f"las cuatro cartas de los sitios y sus "
                                              f"{f['total']} puntos",
                                           "Cartas de los sitios:"),
                   f"Rene tiene {f['blue_gems']} gemas azules y {f['yellow_gems']} amarillas. "
                   f"Al final, el Naufragio vale {f['blue_value']} y la Pirámide "
                   f"{f['yellow_value']}: {f['seed_sum']} = {f['blue']} + {f['yellow']} = "
                   f"**{f['total']} puntos**."),
            Para(f"Dos sitios pueden tener el mismo valor. Si la Pirámide y el Coliseo valen "
                 f"7, el Naufragio 1 y el Templo 3, entonces 3 gemas amarillas, 2 verdes, 5 "
                 f"azules y 1 roja suman {f['shared_sum']} = {f['shared_parts']} = "
                 f"**{f['shared_total']}**."),
        )),
        Section("ties", "Empates", (
            Items((
                "Gana el total más alto. Si varios jugadores empatan, comparten la victoria: "
                "no hay desempate.",
                "En un sitio, el empate en la mayoría de arqueólogos deja la gema de "
                "bonificación sin dueño, aunque otros jugadores tengan menos allí.",
            )),
        )),
    )
    quick = (
        Items((
            "**Fase 1, búsqueda:** por turnos, llena la columna vacía más a la izquierda de "
            "un sitio (1, 2, 3, 4, 4) y toma 1 gema. Cuando no puedas, pasas. Después, la "
            "mayoría estricta de cada sitio toma 1 gema de bonificación y todos recuperan "
            "sus arqueólogos.",
            f"**Fase 2, reclutar:** una vez cada uno, revela 1 carta de Mercado para ganar 1 "
            f"arqueólogo (como máximo {f['max']}) o pasa. Con dos jugadores, después se "
            f"revela 1 carta del mazo lateral.",
            "**Una carta de Mercado** que tienes o ves nunca es el valor de su sitio: si ves "
            "el 5 amarillo, la Pirámide no vale 5.",
            "**Fin:** tras la ronda en la que 2 sitios se quedan sin gemas. **Puntos:** gemas "
            "× el valor de su sitio, sumando todos los colores. Los empates comparten la "
            "victoria.",
        )),
    )
    minute = (
        "Cada uno de los cuatro **Sitios del tesoro** esconde una carta de valor: cada gema "
        "de su color valdrá 1, 3, 5 o 7 puntos. Nadie conoce los valores hasta el final.",
        "En tu turno, llena con tus arqueólogos la **columna vacía más a la izquierda** de "
        "un sitio (las columnas tienen 1, 2, 3, 4 y 4 espacios) y toma una de sus gemas.",
        "Cuando nadie puede llenar ninguna columna, quien tenga más arqueólogos en un sitio "
        "toma allí una gema de bonificación. Todos recuperan sus arqueólogos.",
        "Luego cada jugador puede revelar una **carta de Mercado** para reclutar un "
        "arqueólogo más. Una carta que ves nunca es el valor de su sitio: aprovéchalo para "
        "adivinar qué gemas valen más.",
        "La partida termina tras la ronda en la que dos sitios se quedan sin gemas. Cada "
        "gema vale lo que indica su sitio; gana el total más alto.",
    )
    return RulesDoc("curios", minute, sections, quick)



