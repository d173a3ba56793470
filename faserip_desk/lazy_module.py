"""A module imported on the first use of one of its names, not where it is named.

The game's ~55 event classes (faserip_desk.game.events and the modules it gathers) are
named at the top of the window's modules, but nothing uses them until the player's first
action: creating them before the demo's first paint cost ~30–40 ms of the start. A module
written ``ev = lazy_module("faserip_desk.game.events")`` gets a stand-in that runs the
real import the first time an attribute is read (``ev.Move(...)``, ``isinstance(x,
ev.Dodge)``); after that it *is* the module. An import already done is returned as is.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """The module `name`, executed on the first read of one of its attributes."""
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"no module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)
    return module
