"""Dialogs: percentile rolls typed or rolled, the attack dialog and the rules window."""
