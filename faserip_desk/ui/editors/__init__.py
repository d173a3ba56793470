"""Editors opened from the main window's menus, each a top-level window.

- `MapEditor` / `open_map_editor`: paint a map's grid, walls, ladders, stairs, deployment
  zones and background alignment; save a ``*.map.yaml`` file.
- `FolioEditor` / `open_folio_editor`: figures, plots, objects and errata, checked live by
  the library's loader; bundled files are saved only as the user's own copy.
- `TeamBuilder` / `open_team_builder`: build a team from the library, checked live by the
  team rules, with the start-of-Issue choices resolved step by step.

Each takes an optional `EditorPrompts` so tests can answer its dialogs.
"""

from __future__ import annotations

from faserip_desk.ui.editors.folio_editor import FolioEditor, open_folio_editor
from faserip_desk.ui.editors.map_editor import MapEditor, open_map_editor
from faserip_desk.ui.editors.prompts import EditorPrompts
from faserip_desk.ui.editors.team_builder import TeamBuilder, open_team_builder

__all__ = [
    "EditorPrompts",
    "FolioEditor",
    "MapEditor",
    "TeamBuilder",
    "open_folio_editor",
    "open_map_editor",
    "open_team_builder",
]
