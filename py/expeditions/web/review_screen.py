"""The review screen (issue #31): for one person's seat of a finished game, how its moves
compare with the Hard computer's, as counts per class, one figure, a chart of the estimate
over the game drawn as our own SVG (the costliest moments marked, the same points as text),
and the three costliest moments, each opening the replay there. While the review is worked
out, a progress bar; the rest of the app stays usable."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..coach.replay import Replay
from ..coach.review import CLASSES, Decision, Review, Scale, human_seats, reviewable
from ..engine import JSON
from ..games import game_class
from ..registry import module_name
from ..saves import SavedGame, SaveError
from .coaching import number
from .dom import El, classes, h
from .hint_panel import action_words, reason_words
from .i18n import Words
from .screens import game_title, seat_names
from .widgets import button


@dataclass
class ReviewJob:
    """A review being worked out: one seat of one save, ``done`` of ``total`` decisions."""

    save_id: str
    game_id: str
    seat: int
    total: int
    samples: int = 0
    decisions: list[Decision] = field(default_factory=list)
    done: int = 0
    failed: bool = False


@dataclass
class ReviewOpen:
    """The review on screen: the save (as read when it was opened), whose seat, and where
    Back goes (``game``, ``continue`` or ``stats``)."""

    save: SavedGame
    seat: int
    back: str
    seats: list[int]
    #: the save's replay, built when a moment is first worded
    replay: Any = None


def finished_log(save: SavedGame) -> bool:
    """Whether the save holds a finished game's whole log (a friend's device before the
    end's audit holds none)."""
    try:
        return bool(save.log) and save.replay_log().is_over()
    except SaveError:
        return False


def can_review(save: SavedGame) -> bool:
    """Whether a Review button belongs on this save: a game whose Hard computer ranks
    moves, with a person at this device (the game's end is checked when it opens)."""
    return bool(human_seats(save.players)) and reviewable(save.game)


def cached(save: SavedGame, seat: int) -> Review | None:
    """The review kept in the save for ``seat``, if it is a readable one of this game."""
    raw = save.reviews.get(seat)
    if raw is None:
        return None
    try:
        review = Review.from_json(raw)
    except (ValueError, KeyError, ImportError):
        return None
    return review if review.game_id == save.game and review.seat == seat else None


#: A smaller sample budget for reviews, read from the app's storage when set (an integer):
#: for the browser tests and screenshots only, never set by the app itself.
SAMPLES_KEY = "expeditions:review-samples"
#: The chart's drawing box (SVG user units); it scales to the page's width.
CHART_W, CHART_H, PAD = 320, 120, 8


def loss_words(scale: Scale, loss: float, w: Words) -> str:
    """"3.5 points", "12 percentage points of win chance"."""
    value = number(loss, w, decimals=1, sign=False)
    return w(f"review.loss.{scale.unit}", value=value)


def figure_words(review: Review, name: str, w: Words) -> str:
    figure = review.figure()
    rated = len(review.rated())
    if figure is None:
        return w("review.no_figure", name=name)
    return w(f"review.figure.{review.scale.unit}", name=name, count=rated,
             value=number(figure, w, decimals=1, sign=False))


def counts_list(review: Review, w: Words) -> El:
    counts = review.counts()
    not_rated = len(review.decisions) - len(review.rated())
    return h("ul", {"class": "review-counts", "aria-label": w("review.counts")},
             [h("li", {"class": f"review-class review-{c}"},
                h("span", {"class": "review-count"}, str(counts[c])), " ",
                w(f"review.class.{c}", count=counts[c])) for c in CLASSES],
             h("li", {"class": "review-class review-unrated"},
               h("span", {"class": "review-count"}, str(not_rated)), " ",
               w("review.class.unrated", count=not_rated)) if not_rated else None)


def chart(review: Review, moments: list[Decision], title: str, w: Words) -> El:
    """The estimate of Hard's choice at each decision (a standing: expected margin, win
    chance or lead), left to right over the game, the moments numbered; the same points
    listed as text."""
    sc = review.scale
    points = [(i, d) for i, d in enumerate(review.decisions) if d.value is not None]
    n = max(len(review.decisions) - 1, 1)
    if sc.unit == "percent":
        low, high = 0.0, 100.0
    else:
        top = max([abs(d.value or 0.0) for _, d in points] + [5.0])
        low, high = -top, top

    def x(i: int) -> float:
        return PAD + (CHART_W - 2 * PAD) * i / n

    def y(v: float) -> float:
        return PAD + (CHART_H - 2 * PAD) * (high - v) / (high - low)

    mid = y(50.0 if sc.unit == "percent" else 0.0)
    line = " ".join(f"{x(i):.1f},{y(d.value or 0.0):.1f}" for i, d in points)
    index = {d.step: i for i, d in enumerate(review.decisions)}
    marks = []
    for k, d in enumerate(moments, 1):
        i = index.get(d.step)
        if i is None:
            continue
        v = d.value if d.value is not None else (low + high) / 2
        marks.append(h("g", {"class": "review-mark"},
                       h("circle", {"cx": f"{x(i):.1f}", "cy": f"{y(v):.1f}", "r": "6"}),
                       h("text", {"x": f"{x(i):.1f}", "y": f"{y(v) + 3.5:.1f}",
                                  "text-anchor": "middle"}, str(k))))
    label = w(f"review.chart_label.{sc.unit}", title=title, count=len(points))
    return h("figure", {"class": "review-chart"},
             h("svg", {"viewBox": f"0 0 {CHART_W} {CHART_H}", "role": "img",
                       "aria-label": label, "class": "review-svg"},
               h("line", {"class": "review-zero", "x1": str(PAD), "x2": str(CHART_W - PAD),
                          "y1": f"{mid:.1f}", "y2": f"{mid:.1f}"}),
               h("polyline", {"class": "review-line", "points": line}) if line else None,
               marks),
             h("figcaption", None, label, " ",
               h("span", {"class": "muted"}, w(f"review.chart_key.{sc.unit}"))),
             h("details", {"class": "review-as-text"},
               h("summary", None, w("review.as_text")),
               h("ol", None, [h("li", None, w("review.point", move=d.step + 1,
                                              value=_value(sc, d.value or 0.0, w)))
                              for _, d in points])))


def _value(scale: Scale, value: float, w: Words) -> str:
    percent = scale.unit == "percent"
    return w(f"review.value.{scale.unit}",
             value=number(value, w, decimals=0 if percent else 1, sign=not percent))


def _view_at(state: ReviewOpen, step: int) -> dict[str, JSON]:
    """The reviewed seat's view at ``step`` (to word the moves as its table did)."""
    replay: Replay | None = state.replay
    if replay is None:
        save = state.save
        replay = state.replay = Replay(game_class(save.game), save.options, save.seed,
                                       save.log)
    return replay.at(step).view(state.seat)


def moment_item(state: ReviewOpen, review: Review, k: int, d: Decision, names: list[str],
                w: Words) -> El:
    from ..coach.hints import HintOption

    game_id = state.save.game
    view = _view_at(state, d.step)
    better = HintOption(d.best, d.kind, None, d.reason, dict(d.params))
    reason = (reason_words(game_id, better, names, w) if d.reason else "")
    heading = w("review.moment.title", n=k, move=d.step + 1)
    return h("li", {"class": "review-moment"},
             h("h3", None, heading, " · ",
               h("span", {"class": f"review-tag review-{review.scale.classify(d.loss, d.same)}"},
                 w(f"review.class.{review.scale.classify(d.loss, d.same)}", count=1))),
             h("p", None, w("review.moment.played", name=names[state.seat],
                            move=action_words(game_id, d.played, view, w))),
             h("p", None, w("review.moment.better",
                            move=action_words(game_id, d.best, view, w)),
               " — " + reason if reason else ""),
             h("p", {"class": "muted"}, w("review.moment.lost",
                                          loss=loss_words(review.scale, d.loss or 0.0, w))),
             button(w("review.moment.open"), f"review-moment:{d.step}",
                    aria_label=w("review.moment.open_label", move=d.step + 1)))


def seat_picker(state: ReviewOpen, names: list[str], w: Words) -> El | None:
    if len(state.seats) < 2:
        return None
    return h("div", {"class": "field review-seat"},
             h("label", {"for": "f-review-seat"}, w("review.seat")),
             h("select", {"id": "f-review-seat", "data-field": "review-seat"},
               [h("option", {"value": str(s), "selected": s == state.seat}, names[s])
                for s in state.seats]))


def progress(job: ReviewJob, name: str, w: Words) -> El:
    """The bar while a review is worked out (also shown in the result panel)."""
    if job.failed:
        return h("p", {"class": "error-text", "role": "alert"}, w("review.failed"))
    return h("div", {"class": "review-progress"},
             h("label", {"for": f"review-bar-{job.seat}"},
               w("review.progress", name=name, done=job.done, total=job.total)),
             h("progress", {"id": f"review-bar-{job.seat}", "max": str(max(job.total, 1)),
                            "value": str(job.done)}),
             h("p", {"class": "muted"}, w("review.meanwhile")))


def body(state: ReviewOpen, review: Review | None, job: ReviewJob | None,
         names: list[str], title: str, w: Words) -> list[Any]:
    name = names[state.seat]
    if review is None:
        return [progress(job, name, w) if job is not None
                else h("p", {"role": "status"}, w("review.failed"))]
    moments = review.moments()
    return [
        h("section", {"class": "panel review-summary", "aria-labelledby": "review-h-summary"},
          h("h2", {"id": "review-h-summary"}, w("review.summary_title", name=name)),
          h("p", {"class": "review-figure"}, figure_words(review, name, w)),
          counts_list(review, w),
          chart(review, moments, title, w)),
        h("section", {"class": "panel review-moments", "aria-labelledby": "review-h-moments"},
          h("h2", {"id": "review-h-moments"}, w("review.moments_title")),
          h("ol", {"class": "review-moment-list"},
            [moment_item(state, review, k, d, names, w) for k, d in enumerate(moments, 1)])
          if moments else h("p", None, w("review.no_moments", name=name))),
        h("p", {"class": "muted review-note"},
          w("review.note", name=name, samples=review.samples,
            good=number(review.scale.inaccuracy, w, sign=False),
            mistake=number(review.scale.mistake, w, sign=False),
            blunder=number(review.scale.blunder, w, sign=False),
            unit=w(f"review.unit.{review.scale.unit}"))),
    ]


def review_screen(state: ReviewOpen, job: ReviewJob | None, w: Words) -> El:
    names = seat_names(state.save.players, w)
    title = game_title(state.save.game, w)
    review = cached(state.save, state.seat)
    back = {"game": "review.back_game", "stats": "review.back_stats"}.get(state.back,
                                                                         "review.back")
    return h(
        "div", {"class": classes("screen screen-review", f"game-{state.save.game}",
                                 f"area-{module_name(state.save.game)}")},
        h("header", {"class": "topbar"},
          h("h1", {"class": "brand"}, w("review.title", game=title)),
          h("nav", {"class": "topbar-actions", "aria-label": w("table.actions")},
            button(w(back), "review-back"),
            button(w("nav.menu"), "menu"))),
        h("main", {"class": "review"},
          seat_picker(state, names, w),
          body(state, review, job, names, title, w)),
    )
