"""FASERIP Desk: a desktop companion for the FASERIP Tactics miniatures game."""

__version__ = "0.1.0"
