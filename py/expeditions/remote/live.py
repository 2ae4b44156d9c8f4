"""What two devices tell each other to connect directly (WebRTC), carried by the links they
already send: a connection *offer* from one device and the *answer* from the other.

The browser describes a connection in SDP, a format with far more in it than two devices need
and nothing a page should take from another device as it stands. A :class:`Signal` holds only
what a direct data connection needs — the ICE user fragment and password, the DTLS
certificate's SHA-256 fingerprint and up to :data:`MAX_CANDIDATES` addresses — each checked
against a strict pattern, and :func:`sdp_of` writes the one SDP this app ever hands the
browser for another device. A signal is signed by the device key bound to its seat, so a
link changed on its way cannot point the connection at a third party: the data channel's
DTLS handshake then proves the other end holds the certificate the signed signal names.

No game data is in a signal, and none passes through anything but the two devices: every
message over the connection is the same signed, chained message a link carries, checked the
same way (:mod:`.wire`).
"""

from __future__ import annotations

import ipaddress
import json
import re
from dataclasses import dataclass, replace
from typing import Final, Literal

from expeditions.engine import JSON
from expeditions.remote import crypto, signature
from expeditions.remote.link import LinkError, is_b64

__all__ = ["MAX_CANDIDATES", "Candidate", "Signal", "from_sdp", "sdp_of"]

Role = Literal["offer", "answer"]
ROLES: Final = ("offer", "answer")
KINDS: Final = ("host", "srflx")
MAX_CANDIDATES: Final = 8
ID_BYTES: Final = 8
FINGERPRINT_BYTES: Final = 32
MAX_DEVICES: Final = 8
_UFRAG: Final = re.compile(r"[A-Za-z0-9+/]{4,32}")
_PWD: Final = re.compile(r"[A-Za-z0-9+/]{22,64}")
_MDNS: Final = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_SIGN_DOMAIN: Final = b"expeditions/live/v1/signal\x00"


def _address(text: object) -> str:
    """An address a candidate may name: an IP address in its own canonical form, or the
    random ``<uuid>.local`` name a browser shows instead of a local address (ValueError)."""
    if not isinstance(text, str) or len(text) > 45:
        raise ValueError("address")
    if _MDNS.fullmatch(text):
        return text
    canonical = str(ipaddress.ip_address(text))
    if canonical != text:
        raise ValueError("address")
    return text


@dataclass(frozen=True)
class Candidate:
    """One address a device can be reached at: ``host`` (its own) or ``srflx`` (as a public
    address server saw it)."""

    address: str
    port: int
    kind: str

    def to_json(self) -> list[JSON]:
        return [self.address, self.port, self.kind]

    @classmethod
    def from_json(cls, raw: object) -> Candidate:
        if not (isinstance(raw, list) and len(raw) == 3 and type(raw[1]) is int
                and 0 < raw[1] < 65536 and raw[2] in KINDS):
            raise ValueError("candidate")
        return cls(_address(raw[0]), raw[1], str(raw[2]))


@dataclass(frozen=True)
class Signal:
    """An offer or answer between two devices of one game (see the module docstring): ``id``
    names the offer (an answer repeats it), ``sig`` is the sender's signature."""

    role: Role
    sender: int
    to: int
    id: str
    ufrag: str
    pwd: str
    fingerprint: str
    candidates: tuple[Candidate, ...]
    sig: str = ""

    def _fields(self) -> list[JSON]:
        return [self.role, self.sender, self.to, self.id, self.ufrag, self.pwd,
                self.fingerprint, [c.to_json() for c in self.candidates]]

    def _signed_bytes(self, game: str) -> bytes:
        return _SIGN_DOMAIN + json.dumps([game, *self._fields()], separators=(",", ":"),
                                         sort_keys=True).encode()

    def signed_by(self, game: str, secret: bytes) -> Signal:
        return replace(self, sig=crypto.b64(signature.sign(secret, self._signed_bytes(game))))

    def verify(self, game: str, public: bytes) -> bool:
        """Whether the device of ``public`` signed exactly this signal for ``game``."""
        return is_b64(self.sig, signature.SIGNATURE_BYTES) and signature.verify(
            public, self._signed_bytes(game), crypto.unb64(self.sig))

    def to_json(self) -> list[JSON]:
        return [*self._fields(), self.sig]

    def checked(self) -> Signal:
        """This signal, if every field is exactly as this module writes one (ValueError)."""
        if (self.role not in ROLES or not 0 <= self.sender < MAX_DEVICES
                or not 0 <= self.to < MAX_DEVICES or self.sender == self.to
                or not is_b64(self.id, ID_BYTES) or not _UFRAG.fullmatch(self.ufrag)
                or not _PWD.fullmatch(self.pwd)
                or not is_b64(self.fingerprint, FINGERPRINT_BYTES)
                or not 0 < len(self.candidates) <= MAX_CANDIDATES
                or (self.sig and not is_b64(self.sig, signature.SIGNATURE_BYTES))):
            raise ValueError("signal")
        return self

    @classmethod
    def from_json(cls, raw: object) -> Signal:
        """A signal as another device sent it: LinkError unless every field is exactly as
        this module writes it (the signature is the receiver's to check)."""
        try:
            if not isinstance(raw, list) or len(raw) != 9 or not all(
                    isinstance(raw[i], str) for i in (0, 3, 4, 5, 6, 8)) or not all(
                    type(raw[i]) is int for i in (1, 2)) or not isinstance(raw[7], list) \
                    or len(raw[7]) > MAX_CANDIDATES or not raw[8]:
                raise ValueError("shape")
            role, sender, to, id_, ufrag, pwd, fingerprint, candidates, sig = raw
            return cls(role, sender, to, id_, ufrag, pwd, fingerprint,
                       tuple(Candidate.from_json(c) for c in candidates), sig).checked()
        except ValueError:
            raise LinkError("bad_field", field="live") from None


# ----- SDP: read from this browser, written for it -------------------------------------------
_CANDIDATE_LINE: Final = re.compile(
    r"a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (host|srflx)(?: |$)", re.IGNORECASE)


def from_sdp(sdp: str, role: Role, sender: int, to: int, id_: str) -> Signal:
    """A signal from this browser's own description of its side (unsigned): ValueError when
    the browser's SDP lacks what a data connection needs."""
    def one(name: str) -> str:
        found = re.search(rf"^a={name}:(.+?)\r?$", sdp, re.MULTILINE)
        if found is None:
            raise ValueError(name)
        return found.group(1).strip()

    fingerprint = one("fingerprint")
    algorithm, _, hex_digest = fingerprint.partition(" ")
    if algorithm.lower() != "sha-256":
        raise ValueError("fingerprint")
    digest = bytes.fromhex(hex_digest.replace(":", ""))
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        match = _CANDIDATE_LINE.match(line.strip())
        if match and len(candidates) < MAX_CANDIDATES:
            try:
                candidates.append(Candidate(_address(match.group(1)), int(match.group(2)),
                                            match.group(3).lower()))
            except ValueError:
                continue  # an address form this module does not carry (it is skipped)
    if len(digest) != FINGERPRINT_BYTES:
        raise ValueError("fingerprint")
    return Signal(role, sender, to, id_, one("ice-ufrag"), one("ice-pwd"), crypto.b64(digest),
                  tuple(candidates)).checked()


def _priority(kind: str, index: int) -> int:
    """RFC 8445 priorities: a device's own addresses before those a server saw."""
    preference = 126 if kind == "host" else 100
    return (preference << 24) + ((65535 - index) << 8) + 255


def sdp_of(signal: Signal) -> str:
    """The SDP of the other device's side, written from a checked signal only."""
    fingerprint = ":".join(f"{b:02X}" for b in crypto.unb64(signal.fingerprint))
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
             "c=IN IP4 0.0.0.0"]
    for i, c in enumerate(signal.candidates):
        related = " raddr 0.0.0.0 rport 0" if c.kind == "srflx" else ""
        lines.append(f"a=candidate:{i + 1} 1 udp {_priority(c.kind, i)} {c.address} {c.port} "
                     f"typ {c.kind}{related}")
    lines += [f"a=ice-ufrag:{signal.ufrag}", f"a=ice-pwd:{signal.pwd}",
              f"a=fingerprint:sha-256 {fingerprint}",
              f"a=setup:{'actpass' if signal.role == 'offer' else 'active'}", "a=mid:0",
              "a=sctp-port:5000", "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"
