"""The map view: the board drawn in a QGraphicsView with tokens, overlays and tools.

`MapView` is the widget map_sync drives; `MapPanel` adds its toolbar and legend;
`TokenModel` is what a token shows. Verdicts come from `faserip_desk.board` only.
"""

from faserip_desk.ui.board_view.panel import MapPanel
from faserip_desk.ui.board_view.token_model import TokenModel
from faserip_desk.ui.board_view.view import MapView

__all__ = ["MapPanel", "MapView", "TokenModel"]
