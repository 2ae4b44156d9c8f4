"""The browser front end. Everything here except :mod:`expeditions.web.browser` is pure
Python (screens are trees of :class:`~expeditions.web.dom.El`), so it is tested on CPython;
``browser`` turns trees into DOM nodes and wires events, and is the only module that
imports ``js``."""
