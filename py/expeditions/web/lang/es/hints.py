"""Spanish words of the coach's hints (ids start ``hints.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {}
