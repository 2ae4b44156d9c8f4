"""The complete rules of a game as a screen, and over the table (the quick reference first)."""

from __future__ import annotations

from ..coach.guide import guided_games
from ..registry import game_ids
from .dom import El, h
from .i18n import (
    Words,
)
from .screens import game_title, guiding, topbar
from .widgets import button


def rules_body(game_id: str, w: Words, heading_level: int = 2) -> El:
    # The rules' modules are imported when rules are first shown, not while the menu starts:
    # their document model is an eighth of the menu's import time in the browser.
    from .rules import rules_for
    from .rules.render import rules_article

    doc = rules_for(game_id, w.lang)
    if doc is None:  # a game without a rules document (the tests' game)
        return h("article", {"class": "rules-doc"},
                 h(f"h{heading_level}", None, game_title(game_id, w)))
    return rules_article(doc, w, heading_level)


def rules_screen(game_id: str, w: Words) -> El:
    return h(
        "div", {"class": "screen screen-rules"},
        topbar(w("rules.title"), w, button(w("nav.back"), "menu")),
        h("nav", {"class": "tabs", "aria-label": w("rules.choose")},
          [button(game_title(g, w), f"rules:{g}", kind="tab",
                  aria_pressed="true" if g == game_id else "false")
           for g in game_ids()]),
        h("main", {"class": "panel rules"},
          guiding().offer(game_id, game_title(game_id, w), w)
          if game_id in guided_games() else None,
          rules_body(game_id, w)),
    )


def rules_overlay(game_id: str, page: str, w: Words) -> El:
    """The rules over the table (the game waits): the quick reference first, the full
    rules one tap further; closing returns to the table as it was."""
    from .rules import rules_for  # imported when first shown, as in rules_body
    from .rules.render import quick_reference

    doc = rules_for(game_id, w.lang)
    full = page == "full" or doc is None
    return h(
        "section", {"class": "rules-overlay", "role": "dialog", "aria-modal": "true",
                    "aria-labelledby": "rules-overlay-title", "tabindex": "-1"},
        h("div", {"class": "rules-overlay-bar"},
          h("h2", {"id": "rules-overlay-title"},
            w("rules.title"), " · ", game_title(game_id, w)),
          button(w("rules.quick"), "rules-page:quick", kind="tab",
                 aria_pressed="false" if full else "true") if doc is not None else None,
          button(w("rules.full"), "rules-page:full", kind="tab",
                 aria_pressed="true" if full else "false") if doc is not None else None,
          button(w("rules.close"), "rules-close", kind="primary")),
        h("div", {"class": "rules-overlay-body rules"},
          rules_body(game_id, w, 3) if full or doc is None else quick_reference(doc, w)),
    )
