"""Drawing only what changed: the patches ``dom.diff`` works out between two renders turn
the page drawn from the first into exactly the page the second draws. The page's
``web/patch.js`` is mirrored here over element trees parsed back from the HTML, the way a
browser's parser sees it (texts merged, entities decoded)."""

from __future__ import annotations

import json
from html.parser import HTMLParser

import pytest

from expeditions.rng import Rng
from expeditions.saves import Seat
from expeditions.session import Session
from expeditions.web import screens, table_screen
from expeditions.web.dom import VOID_TAGS, El, Patch, diff, h
from expeditions.web.i18n import Words
from expeditions.web.widgets import TableState

pytestmark = pytest.mark.fast

EN = Words("en")


class _TreeParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = El("#root", None, [])
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        el = El(tag, {k: True if v is None else v for k, v in attrs}, [])
        self.stack[-1].children.append(el)
        if tag not in VOID_TAGS:
            self.stack.append(el)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack[-1].tag == tag, f"</{tag}> closes <{self.stack[-1].tag}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        kids = self.stack[-1].children
        if kids and isinstance(kids[-1], str):
            kids[-1] += data
        else:
            kids.append(data)


def parse(html: str) -> list[El | str]:
    parser = _TreeParser()
    parser.feed(html)
    parser.close()
    return parser.root.children


def elements(el: El) -> list[El]:
    return [c for c in el.children if isinstance(c, El)]


def trimmed(children: list[El | str], keep: int) -> list[El | str]:
    """The children up to the ``keep``-th element (the texts before it stay)."""
    kept: list[El | str] = []
    for child in children:
        if isinstance(child, El):
            if keep == 0:
                break
            keep -= 1
        kept.append(child)
    return kept


def apply(container: El, patches: list[Patch]) -> None:
    """What ``expeditionsPatch`` does, over a parsed tree: find every target first (each
    must be the element the patch expects), then change them."""
    located = []
    for kind, path, tag, value in json.loads(json.dumps(patches)):
        parent, el = container, container
        for index in path:
            parent, el = el, elements(el)[index]
        assert el.tag == tag, (kind, path, tag, el.tag)
        located.append((kind, parent, el, value))
    for kind, parent, el, value in located:
        if kind == "html":
            (new,) = parse(value)
            parent.children[parent.children.index(el)] = new
        elif kind == "attrs":
            for name, v in value.items():
                if v is None:
                    el.attrs.pop(name, None)
                else:
                    el.attrs[name] = True if v == "" else v
        elif kind == "text":
            el.children = [value] if value else []
        elif kind == "inner":
            el.children = parse(value)
        elif kind == "append":
            el.children.extend(parse(value))
        elif kind == "trim":
            el.children = trimmed(el.children, value)
        else:
            raise AssertionError(kind)


def _in_order(node: El | str) -> El | str:
    if isinstance(node, str):
        return node
    return El(node.tag, dict(sorted(node.attrs.items())), [_in_order(c) for c in node.children])


def canonical(nodes: list[El | str]) -> str:
    """HTML with each element's attributes in name order (their order means nothing)."""
    return El("x", None, [_in_order(n) for n in nodes]).to_html()


def patched(old: El, new: El) -> str:
    container = El("div", None, parse(old.to_html()))
    apply(container, diff(old, new))
    return canonical(container.children)


def drawn(tree: El) -> str:
    return canonical(parse(tree.to_html()))


def test_each_kind_of_change_patches_to_the_new_tree() -> None:
    old = h("main", {"class": "a"},
            h("p", None, "one"), h("ul", None, h("li", None, "x"), h("li", None, "y")),
            h("ol", None, h("li", None, "1"), h("li", None, "2")),
            h("p", None, "mixed ", h("b", None, "bold")), h("svg", None, h("rect", {"x": 1})))
    new = h("main", {"class": "b", "id": "m"},
            h("p", None, "two & <three>"),
            h("ul", None, h("li", None, "x"), h("li", None, "y"), h("li", None, "z")),
            h("ol", None, h("li", None, "1")),
            h("p", None, "other ", h("b", None, "bold")), h("svg", None, h("rect", {"x": 2})))
    kinds = sorted(str(p[0]) for p in diff(old, new))
    assert kinds == ["append", "attrs", "inner", "inner", "text", "trim"]
    assert patched(old, new) == drawn(new)
    assert diff(new, new) == []


def test_a_changed_root_or_a_changed_element_is_drawn_whole() -> None:
    old = h("main", None, h("p", None, "a"), h("div", None, h("span", None, "b")))
    new = h("main", None, h("p", None, "a"), h("section", None, h("span", None, "b")))
    assert [p[0] for p in diff(old, new)] == ["html"]
    assert patched(old, new) == drawn(new)
    other = h("div", None, "menu")
    assert diff(old, other) == [["html", [0], "main", other.to_html()]]


def test_names_stay_text_in_patches() -> None:
    old = h("main", None, h("p", None, "Ana"))
    new = h("main", None, h("p", None, "<img src=x onerror=alert(1)>"))
    container = El("div", None, parse(old.to_html()))
    apply(container, diff(old, new))
    assert [el.tag for el in container.walk()] == ["div", "main", "p"]
    assert container.text() == "<img src=x onerror=alert(1)>"


def renders_through_a_game(game_id: str, players: int, seed: int,
                           options: dict[str, object] | None = None) -> list[El]:
    """The table after every move of a random game, with a card selected now and then,
    from the menu to the end and back: the sequence of trees the app draws."""
    seats = [Seat("Ana & <Bea>")] + [Seat("", "computer", "easy") for _ in range(1, players)]
    session = Session.new(game_id, options or {}, seats, seed, "t", None, lambda: 0)
    rng, state = Rng(seed), TableState()
    trees = [screens.menu_screen(0, EN)]
    while (seat := session.game.current_player) is not None:
        legal = session.game.legal_actions(seat)
        trees.append(table_screen.game_screen(session, state, EN))
        selectable = [el.attrs["data-cmd"] for el in trees[-1].walk()
                      if str(el.attrs.get("data-cmd", "")).startswith("select:")]
        if selectable and rng.random() < 0.3:
            state.selected = str(rng.choice(selectable)).split(":", 1)[1]
            trees.append(table_screen.game_screen(session, state, EN))
        state.selected = None
        session.act(seat, rng.choice(legal))
    trees.append(table_screen.game_screen(session, state, EN))
    trees.append(screens.menu_screen(1, EN))
    return trees


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "options"), [
    ("lost-cities", 2, {"games": 1}), ("curios", 2, {}), ("curios", 5, {}),
    ("curiosity", 2, {}), ("curiosity", 4, {})])
def test_patches_redraw_every_step_of_whole_games(game_id: str, players: int,
                                                  options: dict[str, object]) -> None:
    trees = renders_through_a_game(game_id, players, 11, options)
    page = El("div", None, parse(trees[0].to_html()))  # the first screen, drawn whole
    whole = patched_bytes = 0
    for old, new in zip(trees, trees[1:], strict=False):
        patches = diff(old, new)
        apply(page, patches)  # patched again and again, as in the browser
        assert canonical(page.children) == canonical([new])
        whole += len(new.to_html())
        patched_bytes += sum(len(str(p[3])) for p in patches)
    # a move redraws a small part of the table, not the table again
    assert patched_bytes < whole / 4, (patched_bytes, whole)
