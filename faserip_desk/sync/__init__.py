"""Photo sync: find the printed map in a photo, tell which squares hold a figure, and propose
the moves that explain the difference from the game (numpy + OpenCV, no Qt).

`analyse_photo` is the whole pipeline; its steps live in `markers` (where the printed map's
fiducial markers are), `locate` (finding them in a photo and fitting the geometry),
`occupancy` (which squares hold a base) and `moves` (matching squares to figures).
"""

from faserip_desk.sync.errors import SyncError

__all__ = ["SyncError"]
