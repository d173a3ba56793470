"""The schema of errata files and how an erratum is applied to a figure."""

from __future__ import annotations

from typing import Any

from faserip_desk.library.fields import DateField, Name, Text
from faserip_desk.library.validation import Schema


class Erratum(Schema):
    """A correction to one figure: top-level fields replaced as a whole."""

    figure: Name
    date: DateField
    source: Name
    note: Text = ""
    changes: dict[str, Any]


class ErrataFile(Schema):
    """A whole ``*.errata.yaml`` file."""

    errata: list[Erratum]


#: Fields an erratum may not change: they identify the figure.
FIXED_FIELDS = frozenset({"number", "kind"})
