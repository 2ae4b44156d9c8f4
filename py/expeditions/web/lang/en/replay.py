"""English words of the coach's replay (ids start ``replay.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {}
