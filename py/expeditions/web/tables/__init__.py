"""Each game's own table renderer: ``render(session, view, state) -> El``."""
