"""Messages as link fragments: a round trip for every message, and every hostile text refused
with a known code — never a crash, never a silently altered message."""

from __future__ import annotations

import json
import random
import zlib
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from expeditions.remote import crypto
from expeditions.remote.link import (
    CODES,
    MAX_DEPTH,
    MAX_INFLATED,
    MAX_NAME,
    MAX_STRING,
    MAX_TEXT,
    ZERO_PREV,
    JsonValue,
    LinkError,
    Message,
    canonical,
    clean_text,
    decode,
    digest,
    encode,
    new_game_id,
    sign,
    verify,
)

pytestmark = pytest.mark.fast

GAME = crypto.b64(bytes(range(12)))
KEYS = {seat: bytes([seat + 1]) * 32 for seat in range(8)}


def invite() -> Message:
    return Message(game=GAME, kind="invite", seq=0, sender=-1, prev=ZERO_PREV,
                   body={"names": ["Ann", "Bea"], "pub": crypto.b64(bytes(32))})


def move(body: dict[str, JsonValue] | None = None) -> Message:
    unsigned = Message(game=GAME, kind="move", seq=3, sender=1, prev=digest(invite()),
                       body={"card": 17, "to": "pile"} if body is None else body)
    return sign(unsigned, 1, KEYS[1])


def pack(raw: bytes) -> str:
    """A fragment around arbitrary inflated bytes, as a forger would make it."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return "x=" + crypto.b64(packer.compress(raw) + packer.flush())


def fields(message: Message) -> dict[str, Any]:
    return {"version": message.version, "game": message.game, "kind": message.kind,
            "seq": message.seq, "sender": message.sender, "prev": message.prev,
            "body": message.body, "tags": message.tags}


def refused(text: str) -> LinkError:
    with pytest.raises(LinkError) as caught:
        decode(text)
    assert caught.value.code in CODES
    return caught.value


def refused_fields(**changes: Any) -> LinkError:
    data = fields(move())
    data.update(changes)
    return refused(pack(json.dumps(data).encode()))


# --- Round trips ---------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=20,
)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(body=st.dictionaries(st.text(max_size=8), json_values, max_size=5),
       seq=st.integers(1, 1_000_000), seat=st.integers(0, 7))
def test_every_message_survives_the_round_trip(body: dict[str, JsonValue], seq: int,
                                               seat: int) -> None:
    message = sign(Message(game=new_game_id(), kind="move", seq=seq, sender=seat,
                           prev=crypto.b64(bytes(16)), body=body), seat, KEYS[seat])
    back = decode(encode(message))
    assert back == message
    assert canonical(back) == canonical(message) and verify(back, seat, KEYS[seat])


def test_a_link_a_fragment_and_a_code_all_decode() -> None:
    text = encode(invite())
    assert text.startswith("x=")
    for form in (text, "#" + text, "https://example.org/games/sub/#" + text,
                 "./?lang=es#" + text):
        assert decode(form) == invite()


def test_canonical_bytes_leave_out_the_tags_and_are_sorted_compact_json() -> None:
    signed = move()
    assert canonical(signed) == canonical(replace(signed, tags={}))
    data = json.loads(canonical(signed))
    assert "tags" not in data and list(data) == sorted(data)
    assert b" " not in canonical(signed)
    assert canonical(replace(signed, body={"name": "Beñat"})) .decode("utf-8").count("ñ") == 1
    assert len(digest(signed)) == 22 and crypto.unb64(digest(signed))
    assert digest(signed) != digest(replace(signed, seq=4))


def test_a_tag_proves_the_seat_and_the_content() -> None:
    signed = move()
    assert verify(signed, 1, KEYS[1])
    assert not verify(signed, 1, KEYS[2])  # another seat's key
    assert not verify(signed, 2, KEYS[1])  # no tag for that seat
    assert not verify(replace(signed, body={"card": 18, "to": "pile"}), 1, KEYS[1])
    assert not verify(replace(signed, seq=4), 1, KEYS[1])
    assert not verify(replace(signed, tags={"1": "not base64!"}), 1, KEYS[1])
    both = sign(sign(signed, 3, KEYS[3]), 1, KEYS[1])
    assert both.tags["1"] == signed.tags["1"] and verify(both, 3, KEYS[3])
    with pytest.raises(ValueError):
        sign(signed, -1, KEYS[1])


# --- Refusals ------------------------------------------------------------------------------


def test_the_codes_are_a_fixed_tuple() -> None:
    assert CODES == ("not_a_link", "too_long", "bad_encoding", "too_big", "bad_json",
                     "too_deep", "bad_field", "bad_version")


def test_100_kb_of_junk_is_refused_unread() -> None:
    error = refused("x=" + "A" * 100_000)
    assert error.code == "too_long" and error.params == {"length": 100_002, "limit": MAX_TEXT}


@pytest.mark.parametrize("text", ["", "hello", "#", "https://example.org/", "#y=abc",
                                  "X=abc", " x=" + "AAAA", "\nx=AAAA"])
def test_texts_that_are_no_link_of_ours(text: str) -> None:
    assert refused(text).code == "not_a_link"


def test_every_truncation_is_refused() -> None:
    text = encode(move())
    for end in range(len(text)):
        refused(text[:end])


def test_base64_must_be_strict() -> None:
    text = encode(move({"pad": "~~~~~~~~~~~~~~~~~~~~~~~~"}))
    standard = text[:2] + text[2:].replace("-", "+").replace("_", "/")
    assert standard != text
    for damaged in (standard, text + "=", text + "==", text + "\n", text + " ",
                    text[:10] + " " + text[10:], text + "&lang=es"):
        assert refused(damaged).code == "bad_encoding"


def test_the_deflate_stream_must_be_whole_and_alone() -> None:
    good = crypto.unb64(encode(move())[2:])
    assert refused("x=" + crypto.b64(good + b"\x00")).code == "bad_encoding"
    assert refused("x=" + crypto.b64(b"\xff" * 40)).code == "bad_encoding"
    assert refused(pack(b'{"a":"\xff\xfe"}')).params == {"part": "utf-8"}


def test_a_compression_bomb_stops_at_the_limit() -> None:
    bomb = pack(b"[" + b"0," * (10 * MAX_INFLATED) + b"0]")
    assert len(bomb) < 2_000
    assert refused(bomb).code == "too_big"
    at_limit = pack(b'{"a":"' + b" " * (MAX_INFLATED - 8) + b'"}')
    assert refused(at_limit).code != "too_big"  # exactly 64 KiB inflates; the string is long


@pytest.mark.slow  # 150 examples take about 2 s on a fresh clone (no example database)
@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_refused_with_a_code(text: str) -> None:
    for form in (text, "x=" + text, "#x=" + text):
        refused(form)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_are_refused_with_a_code(data: bytes) -> None:
    refused("x=" + crypto.b64(data))
    refused(pack(data))


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(json_values)
def test_any_json_that_is_not_a_message_is_refused(value: JsonValue) -> None:
    refused(pack(json.dumps(value).encode()))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_changed_character_is_refused_or_fails_its_tag(data: st.DataObject) -> None:
    signed = move({"card": 17, "to": "pile", "note": "the yellow seven"})
    text = encode(signed)
    where = data.draw(st.integers(2, len(text) - 1))
    other = data.draw(st.sampled_from(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/= ."))
    damaged = text[:where] + other + text[where + 1:]
    try:
        back = decode(damaged)
    except LinkError as error:
        assert error.code in CODES
        return
    # Deflate ignores the padding bits of its last byte: the same message may come back.
    assert back == signed or not verify(back, 1, KEYS[1])


def test_json_outside_plain_json_is_refused() -> None:
    base = json.dumps(fields(move()))
    for text in (base.replace('"card": 17', '"card": NaN'),
                 base.replace('"card": 17', '"card": Infinity'),
                 base.replace('"card": 17', '"card": -Infinity'),
                 base.replace('"card": 17', '"card": 1e999'),
                 base.replace('"card": 17', '"card": ' + "9" * 5000),
                 base.replace('"card": 17', '"card": 17, "card": 18'),
                 base[:-1], "{'version': 1}", "[1, 2"):
        assert refused(pack(text.encode())).code == "bad_json", text[:60]


def nested(levels: int) -> JsonValue:
    value: JsonValue = 0
    for _ in range(levels):
        value = [value]
    return value


def test_nesting_is_bounded_before_parsing() -> None:
    # The message is level 1 and its body level 2: the body may hold 8 more containers.
    assert decode(encode(move({"deep": nested(MAX_DEPTH - 2)}))).body["deep"] == nested(8)
    with pytest.raises(LinkError) as caught:
        encode(move({"deep": nested(MAX_DEPTH - 1)}))
    assert caught.value.code == "too_deep"
    data = fields(move())
    data["body"] = {"deep": nested(MAX_DEPTH - 1)}
    assert refused(pack(json.dumps(data).encode())).code == "too_deep"
    assert refused(pack(b"[" * 30_000 + b"]" * 30_000)).code == "too_deep"
    assert refused(pack(b'{"a":"[[[[[[[[[[[[[[[["}')).code == "bad_field"  # brackets in text


def test_strings_are_bounded_and_encodable() -> None:
    assert decode(encode(move({"s": "é" * MAX_STRING}))).body["s"] == "é" * MAX_STRING
    with pytest.raises(LinkError) as caught:
        encode(move({"s": "a" * (MAX_STRING + 1)}))
    assert caught.value.params == {"field": "body", "limit": MAX_STRING,
                                   "length": MAX_STRING + 1}
    data = fields(move())
    data["body"] = {"k" * (MAX_STRING + 1): 1}
    assert refused(pack(json.dumps(data).encode())).code == "bad_field"
    data["body"] = {"s": "\ud800"}
    assert refused(pack(json.dumps(data).encode())).code == "bad_field"


@pytest.mark.parametrize(("changes", "field"), [
    ({"version": "1"}, "version"),
    ({"version": True}, "version"),
    ({"game": GAME[:-1]}, "game"),
    ({"game": crypto.b64(bytes(16))}, "game"),
    ({"kind": "chat"}, "kind"),
    ({"seq": True}, "seq"),
    ({"seq": 3.0}, "seq"),
    ({"seq": -1}, "seq"),
    ({"seq": 1_000_001}, "seq"),
    ({"sender": 8}, "sender"),
    ({"sender": -2}, "sender"),
    ({"sender": -1}, "sender"),  # a move is a guest's
    ({"kind": "update"}, "sender"),  # an update is the host's
    ({"seq": 0}, "seq"),  # a move answers a dealt update
    ({"kind": "join"}, "seq"),  # a join answers the invitation
    ({"prev": "A" * 21 + "+"}, "prev"),
    ({"prev": crypto.b64(bytes(12))}, "prev"),
    ({"body": [1]}, "body"),
    ({"tags": []}, "tags"),
    ({"tags": {"8": crypto.b64(bytes(16))}}, "tags"),
    ({"tags": {"-1": crypto.b64(bytes(16))}}, "tags"),
    ({"tags": {"01": crypto.b64(bytes(16))}}, "tags"),
    ({"tags": {"1": crypto.b64(bytes(15))}}, "tags"),
    ({"tags": {"1": 5}}, "tags"),
])
def test_every_field_has_its_exact_type_and_range(changes: dict[str, Any], field: str) -> None:
    error = refused_fields(**changes)
    assert (error.code, error.params) == ("bad_field", {"field": field})


def test_the_field_set_is_exact_and_the_version_known() -> None:
    data = fields(move())
    del data["tags"]
    assert refused(pack(json.dumps(data).encode())).params == {"field": "message"}
    assert refused_fields(extra=1).params == {"field": "message"}
    error = refused_fields(version=2)
    assert (error.code, error.params) == ("bad_version", {"version": 2})
    plain = fields(invite())
    plain["tags"] = {"0": crypto.b64(bytes(16))}
    assert refused(pack(json.dumps(plain).encode())).params == {"field": "tags"}
    plain = fields(invite())
    plain["prev"] = digest(invite())
    assert refused(pack(json.dumps(plain).encode())).params == {"field": "prev"}


def test_encode_refuses_what_decode_would() -> None:
    unfit: list[Any] = [float("nan"), (1, 2), {1: 2}, object()]
    for value in unfit:
        unsigned = replace(move(), body={"x": value}, tags={})
        with pytest.raises(LinkError):
            encode(unsigned)
        if not isinstance(value, tuple | dict):  # json.dumps would write those, decode not
            with pytest.raises(LinkError):
                canonical(unsigned)
    noise = random.Random(7)
    body: dict[str, JsonValue] = {
        str(i): crypto.b64(noise.randbytes(2_900)) for i in range(4)}
    with pytest.raises(LinkError) as caught:
        encode(move(body))
    assert caught.value.code == "too_long"


# --- Text from another device --------------------------------------------------------------


def test_names_are_bounded_text_never_cut() -> None:
    assert clean_text("Beñat 🧭", MAX_NAME) == "Beñat 🧭"
    assert clean_text("👩‍👩‍👧", MAX_NAME) == "👩‍👩‍👧"  # joiners inside an emoji stay
    assert clean_text("<b>Bea</b>", MAX_NAME) == "<b>Bea</b>"  # text, rendered as text
    with pytest.raises(LinkError) as caught:
        clean_text("x" * 3_000_000, MAX_NAME, "name")
    assert (caught.value.code, caught.value.params) == (
        "bad_field", {"field": "name", "limit": MAX_NAME, "length": 3_000_000})
    for unfit in ("x" * 41, "Bea\n", "B\x00ea", "\x1b[31mBea", "Bea\u202egnp.exe", "\u2028",
                  "\x85", "\ud800", 7, None, ["Bea"]):
        with pytest.raises(LinkError) as caught:
            clean_text(unfit, MAX_NAME)
        assert caught.value.code == "bad_field"


# --- Sizes ---------------------------------------------------------------------------------


def typical_update_body(seed: int) -> dict[str, JsonValue]:
    """About 1 kB of JSON shaped like a seat's view: small numbers, short words, a log."""
    rng = random.Random(seed)
    return {
        "hand": [rng.randrange(60) for _ in range(8)],
        "piles": {c: [rng.randrange(12) for _ in range(rng.randrange(6))] for c in "ybwgr"},
        "deck": rng.randrange(44),
        "log": [{"seat": rng.randrange(2), "card": rng.randrange(60),
                 "to": rng.choice(["pile", "discard"]), "from": rng.choice(["deck", "y", "g"])}
                for _ in range(20)],
    }


def test_link_sizes_stay_within_the_issue_targets() -> None:
    body = typical_update_body(1)
    assert 900 <= len(json.dumps(body, separators=(",", ":"))) <= 1_100
    update = Message(game=GAME, kind="update", seq=40, sender=-1, prev=digest(invite()),
                     body=body)
    for seat in range(3):
        update = sign(update, seat, KEYS[seat])
    assert len(encode(update)) < 1_000
    assert len(encode(move())) < 300
    assert len(encode(invite())) < 300
