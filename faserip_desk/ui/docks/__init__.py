"""The main window's docks: roster, turn tracker, dice roller, scoreboard, game log, dice
statistics. Each gets the game controller in `__init__` and subscribes to it there."""
