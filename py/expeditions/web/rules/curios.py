"""The complete rules of Curios, in English and Spanish, written for players from
/work/shared/rules/curios.md (our own words; the Spanish seed gave the terms), each sentence
in both languages side by side (:mod:`.bilingual`).

The worked examples are drawn with the table's own pieces (:mod:`..tables.curios`), and every
number in them comes from the game's code: the scores from :func:`games.curios.score`, the
majorities from :func:`games.curios.pawns_by_player` and :func:`games.curios.majority`, the
clues from :func:`games.curios.site_clues`, the setup table and every count in the prose
from the rules constants. Each
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
from .bilingual import Bilingual
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
    game = C.Curios({"players": len(ROUND_NAMES)}, 1)
    game.first_player = 0
    game.columns = [list(cols) for cols in ROUND_COLUMNS]
    game.gems_left = [C.GEMS_PER_SITE[len(ROUND_NAMES)] - len(cols) * C.GEMS_PER_COLUMN
                      for cols in ROUND_COLUMNS]
    return game.view(None)


def deduction_view() -> dict[str, Any]:
    """Your view (seat 0) of a three-player game in the deduction example."""
    game = C.Curios({"players": len(DEDUCTION_NAMES)}, 1)
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
        view = C.Curios({"players": len(ROUND_NAMES)}, 1).view(None)
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


# ----- numbers the text takes from the rules constants ---------------------------------------
PLAYER_COUNTS = range(C.Curios.min_players, C.Curios.max_players + 1)
#: the market cards dealt out: all but the four hidden values
DEALT = len(C.ALL_CARDS) - len(C.SITES)
#: the gems of one colour in the box: all of them go under a site with the most players
GEMS_PER_COLOUR = C.GEMS_PER_SITE[C.Curios.max_players]


def side_deck(players: int) -> int:
    """The market cards left over after the deal."""
    return DEALT - players * C.CARDS_PER_PLAYER[players]


def _only(counts: list[int]) -> int:
    (count,) = counts
    return count


#: the player count whose side deck is turned up, and the one whose side deck stays hidden
FLIPPED = _only([n for n in PLAYER_COUNTS if C.SIDE_DECK_FLIPS_PER_ROUND[n]])
HIDDEN = _only([n for n in PLAYER_COUNTS if side_deck(n) and not C.SIDE_DECK_FLIPS_PER_ROUND[n]])


def _setup_rows(t: Bilingual) -> tuple[tuple[str, ...], ...]:
    rows = []
    for n in PLAYER_COUNTS:
        side, flips = side_deck(n), C.SIDE_DECK_FLIPS_PER_ROUND[n]
        if side == 0:
            deck = t("none", "no hay")
        elif flips:
            deck = t(f"{side} cards, {flips} turned up each round",
                     f"{side} cartas, se revela {flips} en cada ronda")
        else:
            deck = t(f"{side} cards, never turned up", f"{side} cartas, nunca se revelan")
        rows.append((t(f"{n} players", f"{n} jugadores"),
                     t(f"{C.GEMS_PER_SITE[n]} gems", f"{C.GEMS_PER_SITE[n]} gemas"),
                     t(f"{C.CARDS_PER_PLAYER[n]} cards", f"{C.CARDS_PER_PLAYER[n]} cartas"),
                     deck))
    return tuple(rows)


def _sum(terms: Sequence[tuple[int, int]]) -> str:
    return " + ".join(f"{g} × {v}" for g, v in terms if g)


def _leader(seat: int | None) -> str:
    return "" if seat is None else ROUND_NAMES[seat]


def _facts() -> dict[str, Any]:
    """The worked examples' numbers, as the engine makes them (the same in every
    language)."""
    ex = round_example()
    scoring = C.score_parts(SCORING_GEMS, SCORING_VALUES)
    clues = C.site_clues(deduction_view())
    return {
        "ana_py": ex.pawns[PY][0], "ben_py": ex.pawns[PY][1],
        "ben_cols": " + ".join(str(C.COLUMN_CAPACITIES[i]) for i, o in
                               enumerate(ROUND_COLUMNS[PY]) if o == 1),
        "ana_te": ex.pawns[TE][0], "ben_te": ex.pawns[TE][1], "ana_sh": ex.pawns[SH][0],
        "py_leader": _leader(ex.leaders[PY]), "te_leader": _leader(ex.leaders[TE]),
        "sh_leader": _leader(ex.leaders[SH]),
        "sh_bonus": C.BONUS_GEMS * sum(ex.leaders[s] == ex.leaders[SH] for s in (TE, SH)),
        "next_column": len(ROUND_COLUMNS[PY]) + 1,
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
        "pyramid_only": sorted(clues["pyramid"]),
        "colosseum": sorted(clues["colosseum"]),
        "temple": sorted(clues["temple"]),
        "chance": round(100 * clues["colosseum"][min(clues["colosseum"])]),
    }


def _hand_words(t: Bilingual) -> str:
    """The deduction example's hand in words, as the table sorts it."""
    hand = sorted(DEDUCTION_HAND, key=lambda card: C.parse_card(card) or (0, 0))
    return t.all([t("the ", "el ") + T.card_words(card, t.w) for card in hand])


def rules(lang: str) -> RulesDoc:
    """The rules of Curios in ``lang`` ("en" or "es")."""
    t = Bilingual(lang)
    w, f = t.w, _facts()
    caps, sym = C.COLUMN_CAPACITIES, [T.GEM_SYMBOLS[letter] for letter in C.LETTERS]
    columns, sites = t.count(len(caps), feminine=True), t.count(len(C.SITES))
    duo = t.count(len(ROUND_NAMES))
    flipped, hidden = t.count(FLIPPED), t.count(HIDDEN)
    gem, bonus_gem = t.count(C.GEMS_PER_COLUMN, True), t.count(C.BONUS_GEMS, True)
    recruit = t.count(C.PAWNS_PER_RECRUIT)
    last_round = t.count(C.EMPTY_SITES_TO_END)
    flips = C.SIDE_DECK_FLIPS_PER_ROUND[FLIPPED]
    full = [n for n in PLAYER_COUNTS if not side_deck(n)]
    few, many = (n for n in PLAYER_COUNTS if side_deck(n))
    gem_step = GEMS_PER_COLOUR - C.GEMS_PER_SITE[C.Curios.max_players - 1]
    first, *others = C.CARD_VALUES
    revealer = DEDUCTION_NAMES[1]
    setup_table = Table(
        (t("Players", "Jugadores"), t("Gems per site", "Gemas por sitio"), t("Hand", "Mano"),
         t("Side deck", "Mazo lateral")),
        _setup_rows(t))
    sections = (
        Section("goal", t("Goal", "Objetivo"), (
            Para(t("Collect the most valuable gems. Everyone sees how many gems everyone has, "
                   "but not what they are worth: each site's value is a face-down card until "
                   "the end, and you work it out from the market cards you hold and the ones "
                   "the others reveal.",
                   "Reúne las gemas más valiosas. Todos ven cuántas gemas tiene cada uno, pero "
                   "no cuánto valen: el valor de cada sitio es una carta boca abajo hasta el "
                   "final, y lo deduces de las cartas de Mercado que tienes y de las que "
                   "revelan los demás.")),
        )),
        Section("components", t("Components", "Componentes"), (
            Items((
                t(f"{len(C.SITES)} **Treasure Sites**: the Great Pyramid (yellow gems "
                  f"{sym[PY]}), the Ancient Colosseum (green {sym[CO]}), the Lost Shipwreck "
                  f"(blue {sym[SH]}) and the Forbidden Temple (red {sym[TE]}). Each has "
                  f"{columns} columns of spaces, holding {t.all(caps)} archaeologists from "
                  f"left to right ({sum(caps)} in all).",
                  f"{len(C.SITES)} **Sitios del tesoro**: la Gran Pirámide (gemas amarillas "
                  f"{sym[PY]}), el Coliseo (verdes {sym[CO]}), el Naufragio (azules {sym[SH]}) "
                  f"y el Templo (rojas {sym[TE]}). Cada uno tiene {columns} columnas, con "
                  f"espacio para {t.all(caps)} arqueólogos de izquierda a derecha "
                  f"({sum(caps)} en total)."),
                t(f"{len(C.ALL_CARDS)} **market cards**: for each site, one card each of "
                  f"{t.all(C.CARD_VALUES)} in its colour.",
                  f"{len(C.ALL_CARDS)} **cartas de Mercado**: para cada sitio, "
                  + t.all([f"una carta de {first}", *(f"otra de {v}" for v in others)])
                  + ", de su color."),
                t(f"{len(C.SITES) * GEMS_PER_COLOUR} **gems** (artifacts), {GEMS_PER_COLOUR} "
                  "in each site's colour.",
                  f"{len(C.SITES) * GEMS_PER_COLOUR} **gemas** (artefactos), "
                  f"{GEMS_PER_COLOUR} del color de cada sitio."),
                t(f"{C.Curios.max_players * C.MAX_PAWNS} **archaeologists**, "
                  f"{C.MAX_PAWNS} in each player colour. On screen each player's "
                  f"archaeologists also carry a symbol: {' '.join(T.PAWN_SYMBOLS)}.",
                  f"{C.Curios.max_players * C.MAX_PAWNS} **arqueólogos**, "
                  f"{C.MAX_PAWNS} de cada color de jugador. En pantalla, los arqueólogos de "
                  f"cada jugador llevan además un símbolo: {' '.join(T.PAWN_SYMBOLS)}."),
                t("The first player token.", "La ficha de primer jugador."),
            )),
            Figure("site", draw_site(w, t("A Treasure Site: the Great Pyramid before anyone "
                                          "has gone there",
                                          "Un Sitio del tesoro: la Gran Pirámide antes de que "
                                          "nadie haya ido")),
                   t(f"A site at the start of a {duo}-player game: {columns} empty columns, "
                     f"the hidden value card (?) and {C.GEMS_PER_SITE[len(ROUND_NAMES)]} gems "
                     "below it.",
                     f"Un sitio al empezar una partida de {duo} jugadores: {columns} columnas "
                     f"vacías, la carta de valor oculto (?) y "
                     f"{C.GEMS_PER_SITE[len(ROUND_NAMES)]} gemas debajo.")),
        )),
        Section("setup", t("Setup", "Preparación"), (
            Items((
                t(f"Each player takes {C.START_PAWNS} archaeologists of one colour; the "
                  f"other {C.MAX_PAWNS - C.START_PAWNS} wait in their reserve, to be recruited "
                  "later.",
                  f"Cada jugador toma {C.START_PAWNS} arqueólogos de un color; los otros "
                  f"{C.MAX_PAWNS - C.START_PAWNS} esperan en su reserva para reclutarlos más "
                  "adelante."),
                t("A random player becomes the first player and takes the first player token.",
                  "Se elige al azar el primer jugador, que toma la ficha de primer jugador."),
                t("Each site gets the same number of gems, set by the player count (table "
                  "below).",
                  "Cada sitio recibe el mismo número de gemas, según el número de jugadores "
                  "(tabla de abajo)."),
                t(f"For each site, one of its {t.count(len(C.CARD_VALUES))} market cards is "
                  "drawn at random and laid face down on it: its **hidden value**. The "
                  f"{sites} draws are separate, so two sites can have the same value.",
                  "Para cada sitio se roba al azar una de sus "
                  f"{t.count(len(C.CARD_VALUES), True)} cartas de Mercado y se coloca boca "
                  f"abajo sobre él: es su **valor oculto**. Los {sites} robos son "
                  "independientes, así que dos sitios pueden tener el mismo valor."),
                t(f"The other {DEALT} market cards are shuffled and dealt. Any left over form "
                  "the face-down **side deck**.",
                  f"Las otras {DEALT} cartas de Mercado se barajan y se reparten. Las que "
                  "sobran forman el **mazo lateral**, boca abajo."),
            ), ordered=True),
            setup_table,
            Para(t("Your hand is secret. Everything else is public: the archaeologists on the "
                   "sites, the gems taken, the revealed cards and how many cards each player "
                   "holds.",
                   "Tu mano es secreta. Todo lo demás es público: los arqueólogos en los "
                   "sitios, las gemas tomadas, las cartas reveladas y cuántas cartas tiene "
                   "cada jugador.")),
            Choice(t("The published rules only say that the number of gems depends on the "
                     "player count and is the same at every site. The app puts "
                     f"{t.either(C.GEMS_PER_SITE.values())} gems under each site for "
                     f"{t.either(PLAYER_COUNTS)} players: the full {GEMS_PER_COLOUR} with "
                     f"{t.count(C.Curios.max_players)} players and {t.count(gem_step)} fewer "
                     "for each player fewer.",
                     "Las reglas publicadas solo dicen que el número de gemas depende del "
                     "número de jugadores y es igual en todos los sitios. La app pone "
                     f"{t.either(C.GEMS_PER_SITE.values())} gemas bajo cada sitio para "
                     f"{t.either(PLAYER_COUNTS)} jugadores: las {GEMS_PER_COLOUR} con "
                     f"{t.count(C.Curios.max_players)} jugadores y {t.count(gem_step)} menos "
                     "por cada jugador menos.")),
            Choice(t(f"With {t.either(full)} players all {DEALT} cards are dealt, as the "
                     f"rules say. For {t.all((few, many))} players they give no number: the "
                     f"app deals {C.CARDS_PER_PLAYER[few]} cards each with {t.count(few)} "
                     f"players and {C.CARDS_PER_PLAYER[many]} each with {t.count(many)}, "
                     f"which leaves the side decks of {t.all((side_deck(few), side_deck(many)))} "
                     "cards the rules describe.",
                     f"Con {t.either(full)} jugadores se reparten las {DEALT} cartas, como "
                     f"dicen las reglas. Para {t.all((few, many))} jugadores no dan ningún "
                     f"número: la app reparte {C.CARDS_PER_PLAYER[few]} cartas a cada uno con "
                     f"{t.count(few)} jugadores y {C.CARDS_PER_PLAYER[many]} con "
                     f"{t.count(many)}, lo que deja los mazos laterales de "
                     f"{t.all((side_deck(few), side_deck(many)))} cartas que describen las "
                     "reglas.")),
        )),
        Section("round", t("A round", "Una ronda"), (
            Para(t("A round has two phases. Both go round the table in turn order, starting "
                   "with the first player.",
                   "Una ronda tiene dos fases. En las dos se juega por turnos alrededor de la "
                   "mesa, empezando por el primer jugador.")),
            Para(t("**Phase 1: Search for treasure.** On your turn, choose a site and fill its "
                   "**leftmost empty column** completely with your own archaeologists. You "
                   "cannot skip a column or fill one partly, so the column decides how many "
                   f"you send. Then take {gem} gem of that site's colour, if any are left. "
                   f"Every column gives {gem} gem, whatever its size.",
                   "**Fase 1: Búsqueda de tesoros.** En tu turno, elige un sitio y llena por "
                   "completo su **columna vacía más a la izquierda** con tus arqueólogos. No "
                   "puedes saltarte una columna ni llenarla a medias, así que la columna decide "
                   f"cuántos envías. Después toma {gem} gema del color de ese sitio, si queda "
                   f"alguna. Cada columna da {gem} gema, sea del tamaño que sea.")),
            Items((
                t(f"A site whose {columns} columns are all full cannot be chosen.",
                  f"No puedes elegir un sitio con sus {columns} columnas llenas."),
                t("A site with no gems left can still be chosen: you get no gem, but your "
                  "archaeologists count towards its majority.",
                  "Sí puedes elegir un sitio sin gemas: no tomas nada, pero tus arqueólogos "
                  "cuentan para su mayoría."),
                t("You may fill several columns of the same site in one phase, on different "
                  "turns.",
                  "Puedes llenar varias columnas del mismo sitio en una fase, en turnos "
                  "distintos."),
                t("When the archaeologists you have left cannot fill the leftmost empty column "
                  "of any site, you pass for the rest of the phase (the app does it for you). "
                  "The phase ends when everyone has passed.",
                  "Cuando los arqueólogos que te quedan no bastan para llenar la columna vacía "
                  "más a la izquierda de ningún sitio, pasas durante el resto de la fase (la "
                  "app lo hace por ti). La fase termina cuando todos han pasado."),
            )),
            Choice(t("The rules only describe passing when you lack archaeologists. In the "
                     "app you cannot pass while you can still fill a column.",
                     "Las reglas solo hablan de pasar cuando te faltan arqueólogos. En la app "
                     "no puedes pasar mientras puedas llenar una columna.")),
            Para(t("**Bonus gems.** After the last pass, take each site in turn: the player "
                   "with strictly more archaeologists there than anyone else (all columns "
                   f"together) takes {bonus_gem} more gem from it, if any are left. On a tie "
                   "for the most, nobody does. Then everyone takes their archaeologists back "
                   "and every column is empty again.",
                   "**Artefactos de bonificación.** Tras el último pase, se mira cada sitio: "
                   "el jugador con estrictamente más arqueólogos que nadie allí (sumando todas "
                   f"las columnas) toma {bonus_gem} gema más de ese sitio, si queda alguna. Si "
                   "hay empate en la mayoría, nadie la toma. Después todos recuperan sus "
                   "arqueólogos y todas las columnas vuelven a quedar vacías.")),
            Figure("round", draw_round(w, t(f"The {sites} sites at the end of Phase 1 of the "
                                            f"{duo}-player example",
                                            f"Los {sites} sitios al final de la Fase 1 del "
                                            f"ejemplo de {duo} jugadores")),
                   t(f"Phase 1 of a {duo}-player round. At the Great Pyramid Ana has "
                     f"{f['ana_py']} archaeologist and Ben {f['ben_py']} ({f['ben_cols']}), "
                     f"so **{f['py_leader']}** takes the bonus yellow gem. {f['te_leader']} "
                     f"has {f['ana_te']} at the Temple against Ben's {f['ben_te']}, and "
                     f"{f['ana_sh']} at the Shipwreck, where nobody else went: "
                     f"{t.count(f['sh_bonus'])} bonus gems for **{f['sh_leader']}**. Nobody "
                     "went to the Colosseum, so nobody gets its bonus. The next player sent "
                     f"to the Pyramid must fill column {f['next_column']} with exactly "
                     f"{f['next_cap']} archaeologists.",
                     f"Fase 1 de una ronda a {duo} jugadores. En la Gran Pirámide Ana tiene "
                     f"{f['ana_py']} arqueólogo y Ben {f['ben_py']} ({f['ben_cols']}), así "
                     f"que **{f['py_leader']}** toma una gema amarilla como artefacto de "
                     "bonificación. "
                     f"{f['te_leader']} tiene {f['ana_te']} en el Templo contra los "
                     f"{f['ben_te']} de Ben, y {f['ana_sh']} en el Naufragio, donde no hay "
                     f"nadie más: {t.count(f['sh_bonus'])} artefactos de bonificación para "
                     f"**{f['sh_leader']}**. Nadie ha ido al Coliseo, así que nadie recibe su "
                     "bonificación. El siguiente que vaya a la Pirámide tendrá que llenar la "
                     f"columna {f['next_column']} con {f['next_cap']} arqueólogos "
                     "exactamente.")),
            Para(t("**Phase 2: Recruit.** Starting with the first player, each player gets "
                   "one chance to lay one market card from their hand face up in front of "
                   f"them, for all to see. In return they take {recruit} archaeologist from "
                   f"their reserve and have {recruit} more in every later round. Or they pass "
                   "and keep their cards. You cannot recruit with an empty hand, and you never "
                   f"have more than {C.MAX_PAWNS} archaeologists.",
                   "**Fase 2: Reclutar arqueólogos.** Empezando por el primer jugador, cada "
                   "uno tiene una sola oportunidad: puede poner boca arriba una carta de "
                   "Mercado de su mano, a la vista de todos, y a cambio toma "
                   f"{recruit} arqueólogo de su reserva, así que tendrá "
                   f"{t.count(C.PAWNS_PER_RECRUIT, alone=True)} más en cada ronda siguiente. "
                   "O puede pasar y conservar sus cartas. No puedes reclutar con la mano vacía "
                   f"y nunca tienes más de {C.MAX_PAWNS} arqueólogos.")),
            Choice(t("The rules do not say whether you may reveal a card once you have "
                     f"{C.MAX_PAWNS} archaeologists. The app does not allow it: you pass, as "
                     "there is no archaeologist left to take.",
                     "Las reglas no dicen si puedes revelar una carta cuando ya tienes "
                     f"{C.MAX_PAWNS} arqueólogos. La app no lo permite: pasas, porque no queda "
                     "ningún arqueólogo que tomar.")),
            Para(t(f"**{flipped.capitalize()} players:** when both have had their chance, the "
                   f"top card of the side deck is turned face up. With {hidden} players the "
                   "side deck stays hidden all game. Then the first player token moves to the "
                   "next player and a new round begins.",
                   f"**{flipped.capitalize()} jugadores:** cuando los dos han tenido su "
                   "oportunidad, se revela la carta superior del mazo lateral. Con "
                   f"{hidden} jugadores, el mazo lateral sigue oculto toda la partida. Después "
                   "la ficha de primer jugador pasa al siguiente jugador y empieza una nueva "
                   "ronda.")),
            Choice(t(f"When the {flipped}-player side deck runs out, the app simply stops "
                     "turning cards.",
                     f"Cuando el mazo lateral de {flipped} jugadores se acaba, la app "
                     "simplemente deja de revelar cartas.")),
        )),
        Section("clues", t("What the cards tell you", "Lo que dicen las cartas"), (
            Para(t("Each site has exactly one card of each value, and the hidden one is in "
                   "nobody's hand. So **a market card you hold or see is never its site's "
                   "value**: if you hold the yellow 5, the Great Pyramid is not worth 5. The "
                   "cards you see are your hand, the cards revealed when players recruit and, "
                   f"with {flipped} players, the side-deck cards turned up.",
                   "Cada sitio tiene exactamente una carta de cada valor, y la oculta no está "
                   "en la mano de nadie. Por eso **una carta de Mercado que tienes o ves nunca "
                   "es el valor de su sitio**: si tienes el 5 amarillo, la Gran Pirámide no "
                   "vale 5. Las cartas que ves son las de tu mano, las que revelan los "
                   f"jugadores al reclutar y, con {flipped} jugadores, las que se revelan del "
                   "mazo lateral.")),
            Para(t("The table's **Clues** panel crosses out the values ruled out for you and "
                   "shows the chance of each value still possible (they are all equally "
                   "likely). Watch the others too: a player who keeps going back to one site "
                   "may know something you don't.",
                   "El panel de **Pistas** de la mesa tacha los valores que ya has descartado "
                   "y muestra la probabilidad de cada valor aún posible (todos son igual de "
                   "probables). Fíjate también en los demás: quien vuelve una y otra vez al "
                   "mismo sitio quizá sepa algo que tú no sabes.")),
            Figure("deduction",
                   draw_deduction(w, t(f"Deduction example: your hand, the card {revealer} "
                                       "revealed and the clues panel",
                                       "Ejemplo de deducción: tu mano, la carta que ha "
                                       f"revelado {revealer} y el panel de pistas"),
                                  t("Your hand:", "Tu mano:"),
                                  t(f"{revealer} revealed:", f"{revealer} ha revelado:")),
                   t(f"In a {t.count(len(DEDUCTION_NAMES))}-player game you hold "
                     f"{_hand_words(t)}, and {revealer} reveals the "
                     f"{T.card_words(DEDUCTION_REVEALED, w)}: the Great Pyramid can only be "
                     f"worth **{t.either(f['pyramid_only'])}**. The Colosseum is still "
                     f"{t.either(f['colosseum'])} and the Temple {t.either(f['temple'])}, each "
                     f"with a {f['chance']}% chance.",
                     f"En una partida de {t.count(len(DEDUCTION_NAMES))} jugadores tienes "
                     f"{_hand_words(t)}, y {revealer} revela el "
                     f"{T.card_words(DEDUCTION_REVEALED, w)}: la Gran Pirámide solo puede "
                     f"valer **{t.either(f['pyramid_only'])}**. El Coliseo aún puede valer "
                     f"{t.either(f['colosseum'])} y el Templo {t.either(f['temple'])}, cada "
                     f"valor con un {f['chance']} % de probabilidad.")),
        )),
        Section("end", t("End of the game", "Fin de la partida"), (
            Para(t("After the bonus gems of a round, count the sites with no gems left (bonus "
                   f"gems count too). If there are {last_round} or more, that round is the "
                   f"last: turn up the {sites} site cards and score.",
                   "Tras los artefactos de bonificación de una ronda, cuenta los sitios que se "
                   "han quedado sin gemas (también cuentan las tomadas como bonificación). Si son "
                   f"{last_round} o más, esa ronda es la última: se revelan las {sites} cartas "
                   "de los sitios y se puntúa.")),
            Choice(t("The rules end the game \u201cat the end of that round\u201d. A recruit "
                     "cannot change the score, so the app skips Phase 2 of the last round and "
                     "goes straight to scoring.",
                     "Las reglas terminan la partida «al final de esa ronda». Reclutar no "
                     "puede cambiar la puntuación, así que la app se salta la Fase 2 de la "
                     "última ronda y pasa directamente a puntuar.")),
            Choice(t("The app checks for empty sites once a round, after the bonus gems, not "
                     "the moment a site runs out: the rest of Phase 1 is always played.",
                     "La app comprueba los sitios vacíos una vez por ronda, tras los "
                     "artefactos de bonificación, y no en cuanto un sitio se queda sin gemas: "
                     "el resto de la Fase 1 siempre se juega.")),
        )),
        Section("scoring", t("Scoring", "Puntuación"), (
            Para(t("Each gem is worth its site's value. For each colour, multiply your gems "
                   f"by that site's value, then add up the {t.count(len(C.COLOURS))} colours. "
                   "Cards left in your hand score nothing.",
                   "Cada gema vale lo que indica la carta de su sitio. Para cada color, "
                   "multiplica tus gemas por el valor de ese sitio y suma los "
                   f"{t.count(len(C.COLOURS))} colores. Las cartas que te queden en la mano no "
                   "puntúan.")),
            Figure("scoring",
                   draw_scoring(w, t(f"Scoring example: {SCORING_NAME}'s gems, the {sites} "
                                     f"site cards and his {f['total']} points",
                                     f"Ejemplo de puntuación: las gemas de {SCORING_NAME}, "
                                     f"las {sites} cartas de los sitios y sus {f['total']} "
                                     "puntos"),
                                t("Site cards:", "Cartas de los sitios:")),
                   t(f"{SCORING_NAME} has {f['blue_gems']} blue and {f['yellow_gems']} yellow "
                     f"gems. The Shipwreck turns out to be worth {f['blue_value']} and the "
                     f"Pyramid {f['yellow_value']}: {f['seed_sum']} = {f['blue']} + "
                     f"{f['yellow']} = **{f['total']} points**.",
                     f"{SCORING_NAME} tiene {f['blue_gems']} gemas azules y {f['yellow_gems']} "
                     f"amarillas. Al final, el Naufragio vale {f['blue_value']} y la Pirámide "
                     f"{f['yellow_value']}: {f['seed_sum']} = {f['blue']} + {f['yellow']} = "
                     f"**{f['total']} puntos**.")),
            Para(t("Two sites can share a value. If the Pyramid and the Colosseum are both "
                   f"worth {SHARED_VALUES[PY]}, the Shipwreck {SHARED_VALUES[SH]} and the "
                   f"Temple {SHARED_VALUES[TE]}, then {SHARED_GEMS[PY]} yellow, "
                   f"{SHARED_GEMS[CO]} green, {SHARED_GEMS[SH]} blue and {SHARED_GEMS[TE]} red "
                   f"gem score {f['shared_sum']} = {f['shared_parts']} = "
                   f"**{f['shared_total']}**.",
                   "Dos sitios pueden tener el mismo valor. Si la Pirámide y el Coliseo valen "
                   f"{SHARED_VALUES[PY]}, el Naufragio {SHARED_VALUES[SH]} y el Templo "
                   f"{SHARED_VALUES[TE]}, entonces {SHARED_GEMS[PY]} gemas amarillas, "
                   f"{SHARED_GEMS[CO]} verdes, {SHARED_GEMS[SH]} azules y {SHARED_GEMS[TE]} "
                   f"roja suman {f['shared_sum']} = {f['shared_parts']} = "
                   f"**{f['shared_total']}**.")),
        )),
        Section("ties", t("Ties", "Empates"), (
            Items((
                t("The highest total wins. Players who tie for it share the victory: there is "
                  "no tie-breaker.",
                  "Gana el total más alto. Si varios jugadores empatan, comparten la victoria: "
                  "no hay desempate."),
                t("At a site, a tie for the most archaeologists gives the bonus gem to nobody, "
                  "even if others there have fewer.",
                  "En un sitio, el empate en la mayoría de arqueólogos deja el artefacto de "
                  "bonificación sin dueño, aunque otros jugadores tengan menos allí."),
            )),
        )),
    )
    listed_caps = ", ".join(str(c) for c in caps)
    quick = (
        Items((
            t(f"**Phase 1, search:** in turn, fill the leftmost empty column of a site "
              f"({listed_caps}) and take {C.GEMS_PER_COLUMN} gem. When you can't, you pass. "
              f"Then the strict majority at each site takes {C.BONUS_GEMS} bonus gem, and "
              "everyone takes their archaeologists back.",
              "**Fase 1, búsqueda:** por turnos, llena la columna vacía más a la izquierda de "
              f"un sitio ({listed_caps}) y toma {C.GEMS_PER_COLUMN} gema. Cuando no puedas, "
              f"pasas. Después, la mayoría estricta de cada sitio toma {C.BONUS_GEMS} artefacto de "
              "bonificación y todos recuperan sus arqueólogos."),
            t("**Phase 2, recruit:** once each, reveal 1 market card to gain "
              f"{C.PAWNS_PER_RECRUIT} archaeologist (at most {C.MAX_PAWNS}), or pass. "
              f"{flipped.capitalize()} players: turn up {flips} side-deck card.",
              "**Fase 2, reclutar:** una vez cada uno, revela 1 carta de Mercado para ganar "
              f"{C.PAWNS_PER_RECRUIT} arqueólogo (como máximo {C.MAX_PAWNS}) o pasa. Con "
              f"{flipped} jugadores, después se revela {flips} carta del mazo lateral."),
            t("**A market card** you hold or see is never its site's value: a yellow 5 in "
              "sight means the Pyramid is not 5.",
              "**Una carta de Mercado** que tienes o ves nunca es el valor de su sitio: si ves "
              "el 5 amarillo, la Pirámide no vale 5."),
            t(f"**End:** after the round in which {C.EMPTY_SITES_TO_END} sites run out of "
              "gems. **Score:** gems × their site's value, added up over the colours. Ties "
              "share the win.",
              f"**Fin:** tras la ronda en la que {C.EMPTY_SITES_TO_END} sitios se quedan sin "
              "gemas. **Puntos:** gemas × el valor de su sitio, sumando todos los colores. Los "
              "empates comparten la victoria."),
        )),
    )
    minute = (
        t(f"{sites.capitalize()} **Treasure Sites** each hide a value card: every gem of that "
          f"site's colour will score {t.either(C.CARD_VALUES)}. Nobody knows the values until "
          "the end.",
          f"Cada uno de los {sites} **Sitios del tesoro** esconde una carta de valor: cada "
          f"gema de su color valdrá {t.either(C.CARD_VALUES)} puntos. Nadie conoce los valores "
          "hasta el final."),
        t("On your turn, fill the **leftmost empty column** of a site with your archaeologists "
          f"(columns hold {t.all(caps)}) and take {gem} of its gems.",
          "En tu turno, llena con tus arqueólogos la **columna vacía más a la izquierda** de "
          f"un sitio (las columnas tienen {t.all(caps)} espacios) y toma {gem} de sus gemas."),
        t("When nobody can fill a column, whoever has the most archaeologists at a site takes "
          "a bonus gem there. Everyone takes their archaeologists back.",
          "Cuando nadie puede llenar ninguna columna, quien tenga más arqueólogos en un sitio "
          "toma allí un artefacto de bonificación. Todos recuperan sus arqueólogos."),
        t(f"Then each player may reveal one **market card** to recruit {recruit} more "
          "archaeologist. A card you see is never its site's value: use that to guess which "
          "gems are worth most.",
          "Luego cada jugador puede revelar una **carta de Mercado** para reclutar "
          f"{recruit} arqueólogo más. Una carta que ves nunca es el valor de su sitio: "
          "aprovéchalo para adivinar qué gemas valen más."),
        t(f"The game ends after the round in which {last_round} sites run out of gems. Gems "
          "score their site's value; the highest total wins.",
          f"La partida termina tras la ronda en la que {last_round} sitios se quedan sin "
          "gemas. Cada gema vale lo que indica su sitio; gana el total más alto."),
    )
    return RulesDoc("curios", minute, sections, quick)
