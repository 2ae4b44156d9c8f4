"""The statistics screen: per game, the player's figures by computer level and a bar chart
of the margins of the newest games, drawn as our own SVG with the same figures as text."""

from __future__ import annotations

from ..bots import DIFFICULTIES
from ..coach.stats import CHART_GAMES, FRIEND, Figures, Record, ResetNote, Stats
from ..registry import game_ids
from .dom import El, classes, h
from .i18n import Words
from .widgets import button

#: The chart's drawing box (SVG user units); it scales to the page's width.
CHART_W, CHART_H, BAR_GAP = 200, 80, 2


def _margin(value: float | None, w: Words) -> str:
    if value is None:
        return "—"
    rounded = round(value, 1)
    text = f"{rounded:+.1f}" if rounded != int(rounded) else f"{int(rounded):+d}"
    text = text.replace("-", "−")  # a real minus sign
    return text.replace(".", ",") if w.lang == "es" else text


def _cells(f: Figures, w: Words) -> list[str]:
    if not f.games:
        return ["—"] * 8
    return [str(f.games), str(f.wins), str(f.losses), str(f.ties),
            _margin(f.average_margin, w), str(f.best_score), str(f.current_streak),
            str(f.best_streak)]


ROWS = ("games", "wins", "losses", "ties", "margin", "best", "streak", "best_streak")


def figures_table(stats: Stats, game: str, title: str, w: Words) -> El:
    """Figures down, levels across (four narrow columns fit a phone)."""
    friends = (FRIEND,) if stats.of(game, FRIEND) else ()
    columns = [(d, stats.figures(game, d)) for d in (*DIFFICULTIES, *friends)]
    values = [_cells(f, w) for _, f in columns]
    return h("div", {"class": "stats-table-wrap"},
             h("table", {"class": "stats-table"},
               h("caption", {"class": "visually-hidden"}, w("stats.table_caption", game=title)),
               h("thead", None, h("tr", None,
                                  h("th", {"scope": "col"}, w("stats.figure")),
                                  [h("th", {"scope": "col"}, level_name(d, w))
                                   for d, _ in columns])),
               h("tbody", None,
                 [h("tr", None, h("th", {"scope": "row"}, w(f"stats.row.{row}")),
                    [h("td", None, v[i]) for v in values])
                  for i, row in enumerate(ROWS)])))


def level_name(level: str, w: Words) -> str:
    """A column's heading: a computer's level, or friends on other devices."""
    return w("stats.level.friend") if level == FRIEND else w(f"level.{level}")


def _bar_words(record: Record, w: Words) -> str:
    if record.level == FRIEND:
        return w("stats.chart_item_friend", outcome=w(f"stats.outcome.{record.outcome}"),
                 margin=_margin(record.margin, w))
    return w("stats.chart_item", outcome=w(f"stats.outcome.{record.outcome}"),
             margin=_margin(record.margin, w), level=w(f"level.{record.level}"))


def margin_chart(records: list[Record], game: str, title: str, w: Words) -> El:
    """The margins of the newest games as bars above (ahead) or below (behind) a zero
    line, oldest on the left; the same games listed as text beside it."""
    n = len(records)
    scale = max([abs(r.margin) for r in records] + [1])
    slot = CHART_W / CHART_GAMES
    mid = CHART_H / 2
    bars = []
    for i, r in enumerate(records):
        height = max(abs(r.margin) / scale * (mid - 2), 1.5)  # a tie still shows a sliver
        y = mid - height if r.margin >= 0 else mid
        bars.append(h("rect", {"class": f"stats-bar stats-bar-{r.outcome}",
                               "x": f"{i * slot + BAR_GAP / 2:.1f}", "y": f"{y:.1f}",
                               "width": f"{slot - BAR_GAP:.1f}", "height": f"{height:.1f}"}))
    label = w("stats.chart_label", game=title, count=n)
    list_id = f"stats-list-{game}"
    return h("figure", {"class": "stats-chart"},
             h("svg", {"viewBox": f"0 0 {CHART_W} {CHART_H}", "role": "img",
                       "aria-label": label, "class": "stats-svg",
                       "preserveAspectRatio": "none"},
               h("line", {"class": "stats-zero", "x1": "0", "x2": str(CHART_W),
                          "y1": str(mid), "y2": str(mid)}),
               bars),
             h("figcaption", None, label, " ",
               h("span", {"class": "muted"}, w("stats.chart_key"))),
             h("details", {"class": "stats-as-text", "id": list_id},
               h("summary", None, w("stats.as_text")),
               h("ol", None, [h("li", None, _bar_words(r, w)) for r in records])))


def review_part(stats: Stats, game: str, title: str, w: Words, saved: set[str]) -> El | None:
    """The review's figure over the newest reviewed games (it falls as the player
    improves), and a Review button for the newest recorded games still saved."""
    reviewed = stats.reviewed(game)
    openable = ([r for r in stats.of(game) if r.id in saved][-REVIEW_BUTTONS:]
                if _review_unit(game) else [])
    if not reviewed and not openable:
        return None
    unit = _review_unit(game) or "points"
    figures = w.join([_figure(r.review or 0.0, w) for r in reviewed])
    return h("div", {"class": "stats-review"},
             h("h3", None, w("stats.review.title")),
             h("p", None, w(f"stats.review.figures.{unit}", count=len(reviewed),
                            figures=figures)) if reviewed else
             h("p", {"class": "muted"}, w("stats.review.none")),
             h("ul", {"class": "stats-review-games"},
               [h("li", None, button(w("stats.review.open", n=i + 1,
                                       outcome=w(f"stats.outcome.{r.outcome}"),
                                       margin=_margin(r.margin, w)),
                                     f"review-stats:{r.id}",
                                     aria_label=w("stats.review.open_label", title=title,
                                                  outcome=w(f"stats.outcome.{r.outcome}"),
                                                  margin=_margin(r.margin, w))))
                for i, r in enumerate(openable)]) if openable else None)


#: How many of the newest saved games the statistics offer to review.
REVIEW_BUTTONS = 3


def _review_unit(game: str) -> str:
    """The unit of the game's reviews ("" for a game whose computer cannot review)."""
    from ..coach.review import reviewable, scale

    return scale(game).unit if reviewable(game) else ""


def _figure(value: float, w: Words) -> str:
    text = f"{value:.1f}"
    return text.replace(".", ",") if w.lang == "es" else text


def game_section(stats: Stats, game: str, title: str, w: Words,
                 saved: set[str] | None = None) -> El:
    overall = stats.figures(game)
    return h("section", {"class": "stats-game panel", "aria-labelledby": f"stats-h-{game}"},
             h("h2", {"id": f"stats-h-{game}"}, title),
             h("p", {"class": "stats-summary"},
               w("stats.summary", count=overall.games, wins=overall.wins,
                 margin=_margin(overall.average_margin, w))),
             figures_table(stats, game, title, w),
             margin_chart(stats.latest(game), game, title, w),
             review_part(stats, game, title, w, saved or set()))


def note_text(note: ResetNote, when: str, w: Words) -> str:
    if note.code == "dropped":
        return w("stats.note.dropped", count=note.count, when=when)
    return w("stats.note.unreadable", when=when)


def stats_screen(stats: Stats, titles: dict[str, str], w: Words, confirm_reset: bool = False,
                 when: str = "", saved: set[str] | None = None) -> El:
    """``titles``: each game's title in the current language; ``when``: the reset note's
    time as the player's clock shows it; ``saved``: the ids of the saves kept (a recorded
    game still saved can be reviewed)."""
    games = stats.games(game_ids())
    reset = ([button(w("stats.reset_confirm"), "stats-reset-confirm", kind="danger"),
              button(w("stats.reset_cancel"), "stats-reset-cancel")] if confirm_reset else
             [button(w("stats.reset"), "stats-reset", kind="danger",
                     disabled=not games and stats.note is None)])
    return h(
        "div", {"class": "screen screen-stats"},
        h("header", {"class": "topbar"},
          h("h1", {"class": "brand"}, w("stats.title")),
          h("nav", {"class": "topbar-actions", "aria-label": w("table.actions")},
            button(w("nav.back"), "menu"))),
        h("main", {"class": "stats"},
          h("p", {"class": "notice", "role": "status"}, note_text(stats.note, when, w))
          if stats.note else None,
          h("p", {"class": "muted"}, w("stats.intro")),
          [game_section(stats, g, titles.get(g, g), w, saved) for g in games]
          if games else h("p", {"class": "empty"}, w("stats.empty")),
          h("div", {"class": classes("stats-reset", confirm_reset and "warning"),
                    "role": "group", "aria-label": w("stats.reset_group")},
            h("p", None, w("stats.reset_question")) if confirm_reset else None,
            reset)),
    )
