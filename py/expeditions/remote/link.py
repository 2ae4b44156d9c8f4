"""Messages between devices as link fragments, and back: bounded and strict.

A link is the only thing that travels, and anyone can type one, so :func:`decode` treats its
input as hostile: every size is capped before the work it would cost (text length before
base64, inflated size while inflating, nesting before parsing), every field is checked for its
exact type and range, and every refusal is a :class:`LinkError` whose ``code`` comes from the
fixed tuple :data:`CODES` (the interface words each code in both languages; ``params`` carries
the numbers a sentence may quote). :func:`encode` runs the same checks, so the host never sends
a link that a guest would refuse.

What a tag or a hash covers is :func:`canonical`: every field but the tags, as compact sorted
JSON, so a message has one identity however it was compressed or whichever tags it carries.
No game logic here: the body is only bounded; what it means is the caller's.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
import zlib
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal, TypeAlias

from expeditions.remote import crypto

__all__ = [
    "CODES",
    "FIELDS",
    "GAME_ID_BYTES",
    "GUEST_KINDS",
    "HOST_KINDS",
    "KINDS",
    "MAX_DEPTH",
    "MAX_INFLATED",
    "MAX_NAME",
    "MAX_SEQ",
    "MAX_STRING",
    "MAX_TEXT",
    "PREFIX",
    "PREV_BYTES",
    "ZERO_PREV",
    "HOST",
    "JsonValue",
    "Kind",
    "LinkError",
    "Message",
    "canonical",
    "clean_text",
    "decode",
    "digest",
    "encode",
    "new_game_id",
    "pack",
    "sign",
    "unpack",
    "verify",
]

JsonValue: TypeAlias = "None | bool | int | float | str | list[JsonValue] | dict[str, JsonValue]"
Kind = Literal["invite", "join", "update", "move", "end"]

#: Every refusal's code, in a fixed order (the catalogues word each one).
CODES: Final = (
    "not_a_link",  # no "x=" fragment: not one of our links at all
    "too_long",  # the text is longer than any link we make (refused before any work)
    "bad_encoding",  # not strict URL-safe base64, not one whole deflate stream, or not UTF-8
    "too_big",  # inflates past MAX_INFLATED: a compression bomb or not ours
    "bad_json",  # not JSON, or JSON outside plain JSON (NaN, duplicate keys, huge numbers)
    "too_deep",  # nested deeper than MAX_DEPTH
    "bad_field",  # a missing, extra, mistyped or out-of-range field, or unfit text
    "bad_version",  # a message format this app does not know (a newer app made it?)
)
Code = Literal[
    "not_a_link", "too_long", "bad_encoding", "too_big", "bad_json", "too_deep", "bad_field",
    "bad_version",
]

KINDS: Final[tuple[Kind, ...]] = ("invite", "join", "update", "move", "end")
#: Kinds the host device sends (sender -1) and kinds a guest seat sends (sender = its seat).
HOST_KINDS: Final[frozenset[str]] = frozenset({"invite", "update", "end"})
GUEST_KINDS: Final[frozenset[str]] = frozenset({"join", "move"})
FIELDS: Final = ("version", "game", "kind", "seq", "sender", "prev", "body", "tags")

VERSION: Final = 1
HOST: Final = -1
MAX_SEAT: Final = 7
GAME_ID_BYTES: Final = 12
PREV_BYTES: Final = 16
ZERO_PREV: Final = crypto.b64(bytes(PREV_BYTES))
PREFIX: Final = "x="

#: A pasted text longer than this is refused unread: it is no link of ours.
MAX_TEXT: Final = 12_000
#: Room left in MAX_TEXT for the site's address in front of the fragment (encode keeps to it).
ADDRESS_ROOM: Final = 1_000
#: Inflated JSON is capped: deflate reaches ~1000:1, so 12,000 characters could otherwise
#: inflate to megabytes.
MAX_INFLATED: Final = 64 * 1024
#: Containers deep, counting the message object itself (so the body may nest 9 deep); the
#: depth is checked before parsing, so no parser recursion limit is ever reached.
MAX_DEPTH: Final = 10
MAX_STRING: Final = 4_000
MAX_SEQ: Final = 1_000_000
#: The longest player name a device accepts from another.
MAX_NAME: Final = 40

Params: TypeAlias = "dict[str, str | int]"


class LinkError(ValueError):
    """A refused link or text: ``code`` is one of :data:`CODES`, ``params`` the values a worded
    reason may quote (e.g. ``field``, ``limit``). The English text is for developers only."""

    def __init__(self, code: Code, **params: str | int) -> None:
        detail = ", ".join(f"{k}={v}" for k, v in sorted(params.items()))
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code: Code = code
        self.params: Params = dict(params)


@dataclass(frozen=True)
class Message:
    """One message of a remote game. ``seq`` is the host update it is (host) or answers
    (guest); ``prev`` is the digest of the host update before it (host) or of the one it
    answers (guest), :data:`ZERO_PREV` for the invite; ``tags`` maps a seat number (as text) to
    its tag (see :func:`sign`). The dicts are not copied: treat a message as immutable."""

    game: str
    kind: Kind
    seq: int
    sender: int
    prev: str
    body: dict[str, JsonValue]
    tags: dict[str, str] = field(default_factory=dict)
    version: int = VERSION


def new_game_id() -> str:
    """A fresh game id: 96 random bits, so two games never share one by chance."""
    return crypto.b64(secrets.token_bytes(GAME_ID_BYTES))


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def _as_dict(message: Message, *, with_tags: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "version": message.version, "game": message.game, "kind": message.kind,
        "seq": message.seq, "sender": message.sender, "prev": message.prev,
        "body": message.body,
    }
    if with_tags:
        data["tags"] = message.tags
    return data


def canonical(message: Message) -> bytes:
    """The bytes every tag and digest covers: every field but ``tags`` as compact sorted JSON
    (tags cannot cover themselves, and a host update gains one tag per seat). LinkError
    ``"bad_field"`` for a body that is not JSON (NaN, an object, a lone surrogate)."""
    try:
        return _json(_as_dict(message, with_tags=False)).encode("utf-8")
    except (TypeError, ValueError):  # UnicodeEncodeError is a ValueError
        raise LinkError("bad_field", field="body") from None


def digest(message: Message) -> str:
    """A message's identity in the chain: the first 16 bytes of SHA-256 of its canonical
    bytes, in link base64 (22 characters)."""
    return crypto.b64(hashlib.sha256(canonical(message)).digest()[:PREV_BYTES])


def sign(message: Message, seat: int, key: bytes) -> Message:
    """``message`` with ``seat``'s tag added (or replaced): HMAC under the key that seat and
    the host agreed, over the canonical bytes."""
    if not HOST < seat <= MAX_SEAT:
        raise ValueError(f"a tag belongs to a seat 0-{MAX_SEAT}, not {seat}")
    value = crypto.b64(crypto.tag(key, canonical(message)))
    return replace(message, tags={**message.tags, str(seat): value})


def verify(message: Message, seat: int, key: bytes) -> bool:
    """Whether ``message`` carries a valid tag for ``seat`` under ``key``."""
    text = message.tags.get(str(seat))
    if text is None:
        return False
    try:
        value = crypto.unb64(text)
    except ValueError:
        return False
    return len(value) == crypto.TAG_BYTES and crypto.verify_tag(key, canonical(message), value)


# --- Text from another device --------------------------------------------------------------

# Control characters (C0, DEL, C1), line and paragraph separators, bidirectional overrides and
# marks (they could make a name display as another), and lone surrogates (not encodable text).
_UNFIT = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069"
                    "\ud800-\udfff]")


def clean_text(value: object, limit: int, field: str = "text") -> str:
    """``value`` if it is text of at most ``limit`` characters with no control characters,
    else :class:`LinkError` ``"bad_field"``: never cut silently (a cut name could read as
    another player's) and never treated as markup (the caller renders it as text)."""
    if not isinstance(value, str):
        raise LinkError("bad_field", field=field)
    if len(value) > limit:
        raise LinkError("bad_field", field=field, limit=limit, length=len(value))
    if _UNFIT.search(value):
        raise LinkError("bad_field", field=field)
    return value


# --- Encoding ------------------------------------------------------------------------------


def encode(message: Message) -> str:
    """The link fragment ``"x=" + b64(raw deflate(JSON))`` (the ``#`` and the site's address
    are the caller's). Refuses (LinkError) a message :func:`decode` would refuse, including one
    too long to leave room for the address."""
    data = _as_dict(message, with_tags=True)
    _check_fields(data)
    return pack(data)


def pack(data: dict[str, Any]) -> str:
    """Any message format's data as a link fragment, within the limits :func:`unpack` keeps
    (LinkError otherwise)."""
    _check_tree(data)
    raw = _json(data).encode("utf-8")
    if len(raw) > MAX_INFLATED:
        raise LinkError("too_big", limit=MAX_INFLATED)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    text = PREFIX + crypto.b64(packer.compress(raw) + packer.flush())
    if len(text) > MAX_TEXT - ADDRESS_ROOM:
        raise LinkError("too_long", length=len(text), limit=MAX_TEXT - ADDRESS_ROOM)
    return text


# --- Decoding ------------------------------------------------------------------------------


def decode(text: str) -> Message:
    """The message in a link, a fragment (with or without ``#``) or a pasted code, or
    :class:`LinkError`. Strict: surrounding whitespace, the standard base64 alphabet, padding,
    trailing bytes or fields, and anything beyond the limits above are refused."""
    data = unpack(text)
    _check_fields(data)
    return Message(version=data["version"], game=data["game"], kind=data["kind"],
                   seq=data["seq"], sender=data["sender"], prev=data["prev"],
                   body=data["body"], tags=data["tags"])


def unpack(text: str) -> Any:
    """The plain JSON a link, fragment or pasted code carries, within every limit (size before
    base64, inflated size, nesting, strings), or :class:`LinkError`; what it means (its
    ``version`` first) is the caller's to check."""
    if not isinstance(text, str):
        raise LinkError("not_a_link")
    if len(text) > MAX_TEXT:
        raise LinkError("too_long", length=len(text), limit=MAX_TEXT)
    _, hash_mark, fragment = text.partition("#")
    if not hash_mark:
        fragment = text
    if not fragment.startswith(PREFIX):
        raise LinkError("not_a_link")
    try:
        packed = crypto.unb64(fragment[len(PREFIX):])
    except ValueError:
        raise LinkError("bad_encoding", part="base64") from None
    data = _parse(_inflate(packed))
    _check_tree(data)
    return data


def _inflate(packed: bytes) -> str:
    """Inflate one whole raw deflate stream, never past MAX_INFLATED bytes of output."""
    unpacker = zlib.decompressobj(-15)
    try:
        raw = unpacker.decompress(packed, MAX_INFLATED)
    except zlib.error:
        raise LinkError("bad_encoding", part="deflate") from None
    if unpacker.unconsumed_tail:
        raise LinkError("too_big", limit=MAX_INFLATED)
    if not unpacker.eof or unpacker.unused_data:  # truncated, or bytes after the stream
        raise LinkError("bad_encoding", part="deflate")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LinkError("bad_encoding", part="utf-8") from None


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def _refuse_constant(name: str) -> Any:
    raise LinkError("bad_json")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):  # two readers could take different values of a key
        raise LinkError("bad_json")
    return result


def _parse(source: str) -> Any:
    """JSON, with the nesting measured first (strings blanked out), so that a text of 60,000
    brackets is refused without reaching the parser's recursion."""
    depth = 0
    for bracket in _BRACKET.finditer(_STRING.sub('""', source)):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > MAX_DEPTH:
            raise LinkError("too_deep", limit=MAX_DEPTH)
    try:
        return json.loads(source, parse_constant=_refuse_constant,
                          object_pairs_hook=_no_duplicates)
    except LinkError:
        raise
    except (ValueError, RecursionError):  # includes JSONDecodeError and over-long integers
        raise LinkError("bad_json") from None


def _check_string(value: str) -> None:
    if len(value) > MAX_STRING:
        raise LinkError("bad_field", field="body", limit=MAX_STRING, length=len(value))
    if re.search("[\ud800-\udfff]", value):  # a lone surrogate has no UTF-8 form
        raise LinkError("bad_field", field="body")


def _check_tree(value: Any, depth: int = 1) -> None:
    """Only plain JSON values (finite numbers, bounded strings), at most MAX_DEPTH deep."""
    if isinstance(value, str):
        _check_string(value)
    elif isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):  # "1e999" parses as inf
            raise LinkError("bad_json")
    elif isinstance(value, dict | list):
        if depth > MAX_DEPTH:
            raise LinkError("too_deep", limit=MAX_DEPTH)
        if isinstance(value, dict):
            for key in value:
                if not isinstance(key, str):  # JSON would turn it into text: no round trip
                    raise LinkError("bad_field", field="body")
                _check_string(key)
        for item in value.values() if isinstance(value, dict) else value:
            _check_tree(item, depth + 1)
    elif value is not None and not isinstance(value, bool | int):
        raise LinkError("bad_field", field="body")


def _is_int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def is_b64(value: object, size: int) -> bool:
    """Whether ``value`` is the strict base64 text of exactly ``size`` bytes."""
    if not isinstance(value, str) or len(value) != -(-size * 4 // 3):
        return False
    try:
        return len(crypto.unb64(value)) == size
    except ValueError:
        return False


def _check_fields(data: Any) -> None:
    """The exact field set, each field's type and range, and which kinds go with which sender
    and sequence numbers (an invite is update 0; a join answers it; moves answer later ones)."""
    if not isinstance(data, dict) or set(data) != set(FIELDS):
        raise LinkError("bad_field", field="message")
    version = data["version"]
    if type(version) is not int:
        raise LinkError("bad_field", field="version")
    if version != VERSION:
        raise LinkError("bad_version", version=version)
    checks = (
        ("game", is_b64(data["game"], GAME_ID_BYTES)),
        ("kind", data["kind"] in KINDS),
        ("seq", _is_int(data["seq"], 0, MAX_SEQ)),
        ("sender", _is_int(data["sender"], HOST, MAX_SEAT)),
        ("prev", is_b64(data["prev"], PREV_BYTES)),
        ("body", isinstance(data["body"], dict)),
        ("tags", isinstance(data["tags"], dict) and all(
            _is_seat_key(k) and is_b64(v, crypto.TAG_BYTES) for k, v in data["tags"].items())),
    )
    for name, ok in checks:
        if not ok:
            raise LinkError("bad_field", field=name)
    kind, seq, sender = data["kind"], data["seq"], data["sender"]
    if (sender == HOST) != (kind in HOST_KINDS):
        raise LinkError("bad_field", field="sender")
    if (seq == 0) != (kind in ("invite", "join")):
        raise LinkError("bad_field", field="seq")
    if kind == "invite" and (data["prev"] != ZERO_PREV or data["tags"]):
        raise LinkError("bad_field", field="prev" if data["prev"] != ZERO_PREV else "tags")


def _is_seat_key(key: str) -> bool:
    return len(key) == 1 and "0" <= key <= str(MAX_SEAT)
