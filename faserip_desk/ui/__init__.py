"""The PySide6 user interface: windows, the map scene, docks and dialogs. No rules here."""
