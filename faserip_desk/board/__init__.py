"""The board: the map model and the geometry questions asked of it. No Qt."""
