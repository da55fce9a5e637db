"""The rules engine of Power Struggle: state, decisions, and the pure functions of the game contract."""

from suite.games.power_struggle.rules.engine import INFO, PowerStruggleRules

__all__ = ["INFO", "PowerStruggleRules"]
