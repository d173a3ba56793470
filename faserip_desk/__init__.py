"""FASERIP Desk: a desktop companion for the FASERIP Tactics miniatures game."""

import os

__version__ = "0.1.0"

# The app uses no pydantic plugins; without this, the first model built scans the
# metadata of every installed package for them (about 0.1 s and 5 MiB at each start).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
