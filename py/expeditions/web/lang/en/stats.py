"""English words of the coach's stats (ids start ``stats.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {}
