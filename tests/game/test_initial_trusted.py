"""Issue 17: the start state is built from the validated setup without validating it again
(`initial_state` uses `model_construct`). Built that way it must be the very state the
validated path gives, for the demo and every other setup we ship or test with, including
setups that start figures Tired, KO'ed, Phased, with specials on, Karma on, carrying objects.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.data_files import folios_dir
from faserip_desk.game.initial import initial_state
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.library import load_library, load_setup

ROOT = Path(__file__).resolve().parents[2]
SETUPS = sorted(
    [*Path(str(folios_dir() / "setups")).glob("*.setup.yaml"), *ROOT.glob("tests/**/*.setup.yaml")]
)


def _setup(path: Path) -> GameSetup:
    """The setup with the bundled library, and the test folios beside it if there are any."""
    extra = [path.parent / "library"] if (path.parent / "library").is_dir() else []
    return GameSetup.from_library(load_setup(path, load_library(use_user=False, extra=extra)))


def test_every_bundled_setup_is_checked() -> None:
    names = {p.name for p in SETUPS}
    assert {"demo.setup.yaml", "xmen-vs-brotherhood.setup.yaml"} <= names


@pytest.mark.parametrize("path", SETUPS, ids=lambda p: p.name)
def test_the_trusted_start_state_equals_the_validated_one(path: Path) -> None:
    setup = _setup(path)
    trusted, checked = initial_state(setup), initial_state(setup, validate=True)
    assert trusted == checked
    for name in type(checked).model_fields:
        assert type(getattr(trusted, name)) is type(getattr(checked, name)), name
    for built, valid in zip(trusted.figures, checked.figures, strict=True):
        assert built == valid
        assert hash(built) == hash(valid)  # frozen models: same fields, same types
        for name in type(valid).model_fields:
            assert type(getattr(built, name)) is type(getattr(valid, name)), name
    assert type(trusted.turn.sides) is tuple and trusted.turn == checked.turn
