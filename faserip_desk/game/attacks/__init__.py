"""Attacks in play: the pending attack, its shifts, its profile, its steps and outcome."""
