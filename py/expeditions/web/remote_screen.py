"""What a game with friends on other devices adds to the screens: the links to send, who we
are waiting for, an invitation to answer, and what a received link did. Element trees only;
:mod:`.remote_area` holds the state (the menu's box for a pasted link is in :mod:`.screens`:
the menu's boot does not load this module)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..remote.link import HOST
from .dom import El, h
from .i18n import Words
from .screens import topbar
from .widgets import button


@dataclass(frozen=True)
class Outgoing:
    """A link this device must send: the message's kind, the full address, and the names of
    whoever it goes to."""

    kind: str
    url: str
    to: Sequence[str]


def dealer_line(host: str | None, w: Words, nobody: bool = False) -> El:
    """Which device deals (the issue asks the app to say so plainly): ``nobody`` when both
    devices shuffle the deck (two-player Lost Cities)."""
    if nobody:
        text = w("remote.dealer_nobody")
    else:
        text = w("remote.dealer_you") if host is None else w("remote.dealer", host=host)
    return h("p", {"class": "remote-dealer"}, text)


def send_panel(links: Sequence[Outgoing], host: str, w: Words, copied: str | None,
               can_share: bool, open_links: bool) -> El | None:
    """The links to send now (open), or a button to show the last ones again."""
    if not links:
        return None
    if not open_links:
        return h("div", {"class": "remote-again"},
                 button(w("remote.send_again"), "send-again"))
    items = []
    for index, link in enumerate(links):
        field_id = f"remote-link-{index}"
        items.append(h(
            "div", {"class": "remote-link"},
            h("p", None, w(f"remote.send.{link.kind}", names=w.join(list(link.to)), host=host)),
            h("label", {"for": field_id, "class": "remote-link-label"}, w("remote.link_label")),
            h("textarea", {"id": field_id, "class": "remote-link-text", "readonly": True,
                           "rows": 3, "spellcheck": "false"}, link.url),
            h("div", {"class": "actions"},
              button(w("remote.share"), f"share:{index}", kind="primary") if can_share else None,
              button(w("remote.copy"), f"copy:{index}",
                     kind="" if can_share else "primary")),
        ))
    note = None
    if copied is not None:
        note = h("p", {"class": "remote-copied", "role": "status"}, w(copied))
    return h("section", {"class": "panel remote-send", "aria-labelledby": "remote-send-title"},
             h("h2", {"id": "remote-send-title"}, w("remote.send_title")),
             items, note,
             button(w("remote.hide_link"), "send-done"))


def waiting_text(waiting: Sequence[int], joined: bool, names: Sequence[str], host: str,
                 w: Words) -> str | None:
    """Who this device waits for, in words (None: nobody)."""
    if not waiting:
        return None
    if list(waiting) == [HOST]:
        return w("remote.waiting_host", host=host)
    who = [names[s] for s in waiting if 0 <= s < len(names)]
    if not joined:
        return w("remote.waiting_join", names=w.join(who), count=len(who))
    return w("remote.waiting_move", name=w.join(who))


def history_lines(history: Sequence[str]) -> El | None:
    """The game's history beyond its moves (a deal started over after a hand was seen)."""
    if not history:
        return None
    return h("div", {"class": "remote-history"}, [h("p", None, line) for line in history])


def news_lines(news: Sequence[str]) -> El | None:
    """What the last link did, in words (a status region: it arrived while the player
    looked elsewhere)."""
    if not news:
        return None
    return h("div", {"class": "remote-news", "role": "status"},
             [h("p", None, line) for line in news])


def presence_lines(here: dict[int, bool], names: Sequence[str], w: Words) -> El | None:
    """Who is connected to this page now (live play), and who needs a link."""
    if not here:
        return None
    return h("ul", {"class": "remote-presence", "aria-label": w("remote.live.label")},
             [h("li", {"class": "here" if on else "away"},
                w("remote.live.here" if on else "remote.live.away",
                  name=names[seat] if 0 <= seat < len(names) else ""))
              for seat, on in sorted(here.items())])


def invite_screen(game: str, host: str, names: Sequence[str], open_seats: Sequence[int],
                  w: Words, nobody: bool = False, replaces: str | None = None,
                  live: El | None = None) -> El:
    """An invitation opened here: which of the open seats is this player? (``replaces``:
    what it says of an unfinished game whose deal its inviting device started over.)"""
    return h(
        "div", {"class": "screen screen-invite"},
        topbar(w("remote.invite_title", game=game), w, button(w("nav.menu"), "invite-decline")),
        h("main", {"class": "panel"},
          h("p", None, w("remote.invite_from", host=host, game=game, names=w.join(list(names)))),
          h("p", {"class": "remote-history", "role": "note"}, replaces) if replaces else None,
          dealer_line(host, w, nobody),
          live,
          h("h2", None, w("remote.pick_seat")),
          h("div", {"class": "actions", "role": "group", "aria-label": w("remote.pick_seat")},
            [button(w("remote.take_seat", name=names[s]), f"take-seat:{s}", kind="primary")
             for s in open_seats]),
          button(w("remote.decline"), "invite-decline")),
    )


def waiting_screen(title: str, status: str, host: str | None, send: El | None,
                   news: El | None, w: Words, nobody: bool = False,
                   presence: El | None = None) -> El:
    """A game before play starts (friends still joining, the deal going round): who we wait
    for, who is connected, which device deals, and the link to send."""
    return h(
        "div", {"class": "screen screen-remote-wait"},
        topbar(title, w, button(w("nav.menu"), "menu")),
        h("main", {"class": "panel"},
          news,
          h("p", {"class": "status", "id": "status-line"}, status),
          presence,
          dealer_line(host, w, nobody),
          send),
    )
