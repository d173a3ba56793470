"""The folio library: pydantic schemas and strict YAML loaders for figures, plots, objects,
errata, maps, teams and setups, from the bundled ``folios/`` and the user's folder.

No Qt here. Every problem in a file is a `LibraryError` naming file, line and field.
"""

from __future__ import annotations

from faserip_desk.library.errors import LibraryError, LibraryErrors
from faserip_desk.library.figure_schema import Figure, FigureFolio
from faserip_desk.library.folio_loader import load_errata_file, load_folio_file
from faserip_desk.library.library import Entry, Library, NotFoundError, Origin
from faserip_desk.library.library_loader import load_library
from faserip_desk.library.locations import Source, user_library_dir
from faserip_desk.library.map_loader import load_map
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.setup_loader import load_setup
from faserip_desk.library.setup_model import (
    PlacedFigure,
    PlacedObject,
    PlacedPlot,
    Setup,
    SetupPlayer,
    Team,
    Tokens,
)
from faserip_desk.library.team_loader import load_team

__all__ = [
    "Entry",
    "Figure",
    "FigureFolio",
    "GameObject",
    "Library",
    "LibraryError",
    "LibraryErrors",
    "NotFoundError",
    "Origin",
    "PlacedFigure",
    "PlacedObject",
    "PlacedPlot",
    "Plot",
    "Setup",
    "SetupPlayer",
    "Source",
    "Team",
    "Tokens",
    "load_errata_file",
    "load_folio_file",
    "load_library",
    "load_map",
    "load_setup",
    "load_team",
    "user_library_dir",
]
