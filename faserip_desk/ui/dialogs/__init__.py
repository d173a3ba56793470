"""Dialogs: percentile rolls typed or rolled (the attack dialog comes with the attack steps)."""
