"""Shared fixtures for the rules reference tests."""

from __future__ import annotations

import pytest

from faserip_desk.reference import Reference, default_reference


@pytest.fixture(scope="session")
def reference() -> Reference:
    """The bundled reference with the bundled rules data."""
    return default_reference()
