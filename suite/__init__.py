"""Ludothèque: three board games to play against bots or friends on one screen."""

__version__ = "0.1.0"
