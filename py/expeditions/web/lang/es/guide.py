"""Spanish words of the coach's guide (ids start ``guide.``)."""

from __future__ import annotations

from ...i18n import Message

MESSAGES: dict[str, Message] = {}
