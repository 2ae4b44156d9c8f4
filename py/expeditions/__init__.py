"""Expeditions: three exploration board games (Curios, Curiosity, Lost Cities) with one
shared engine protocol (:mod:`expeditions.engine`), computer players
(:mod:`expeditions.bots`) and saves as action logs (:mod:`expeditions.saves`)."""

__version__ = "0.1.0"
