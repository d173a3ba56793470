"""Issue 17: a new game's setup data (`GameSetup`, its map, players, placed figures, plots
and objects) is built from the library's already-validated setup without validating it
again (`GameSetup.from_library` uses `model_construct`; validating only built about a dozen
schemas before the first game was painted). Built that way it must be the very data the
validated path gives: field by field with the same types, the same hashes and the same
save text, for the demo and every other setup we ship or test with."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import BaseModel

from faserip_desk.game import Session
from faserip_desk.game.map_data import _map_problem
from faserip_desk.game.saves import save_data
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.library import load_library, load_setup
from tests.game.test_initial_trusted import SETUPS


def _same(trusted: Any, checked: Any, where: str) -> None:
    """`trusted` is `checked`'s equal all the way down, with the same type at every level."""
    assert type(trusted) is type(checked), f"{where}: {type(trusted)} vs {type(checked)}"
    if isinstance(checked, BaseModel):
        assert trusted.model_fields_set == checked.model_fields_set, where
        for name in type(checked).model_fields:
            _same(getattr(trusted, name), getattr(checked, name), f"{where}.{name}")
    elif isinstance(checked, tuple | list):
        assert len(trusted) == len(checked), where
        for i, (t, c) in enumerate(zip(trusted, checked, strict=True)):
            _same(t, c, f"{where}[{i}]")
    elif isinstance(checked, dict):
        assert list(trusted) == list(checked), where
        for key in checked:
            _same(trusted[key], checked[key], f"{where}[{key!r}]")
    else:
        assert trusted == checked, where


@pytest.mark.parametrize("path", SETUPS, ids=lambda p: p.name)
def test_the_trusted_setup_data_equals_the_validated_one(path: Any) -> None:
    extra = [path.parent / "library"] if (path.parent / "library").is_dir() else []
    loaded = load_setup(path, load_library(use_user=False, extra=extra))
    trusted = GameSetup.from_library(loaded)
    checked = GameSetup.from_library(loaded, validate=True)
    _same(trusted, checked, "setup")
    assert trusted == checked and hash(trusted.map) == hash(checked.map)
    assert _map_problem(trusted.map) == ""  # the check validation runs on a map
    assert trusted.map.board_map() == loaded.map
    for number in trusted.folios:  # folios read back as the library's figures
        assert trusted.folio(number) == checked.folio(number)
    # What a save (and the autosave) writes of each is the same text.
    text = [json.dumps(save_data(Session(s))) for s in (trusted, checked)]
    assert text[0] == text[1]
