"""Make the tests' tiny game available to every test."""

import tests.support.testgame  # noqa: F401  (registers the pebble race)
