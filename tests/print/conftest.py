"""Shared fixtures for the print tests: the bundled library and a Qt GUI application."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from faserip_desk.library import Library, load_library
from faserip_desk.print import ensure_gui_app, load_print_fonts


@pytest.fixture(scope="session")
def library() -> Library:
    """The bundled library only (no user folder)."""
    return load_library(use_user=False)


@pytest.fixture(autouse=True)
def _gui() -> None:
    ensure_gui_app()
    load_print_fonts()


@pytest.fixture
def text_of() -> Callable[[Path], list[str]]:
    """Reads the text of each page of a PDF."""
    return pdf_text


@pytest.fixture
def sizes_of() -> Callable[[Path], list[tuple[float, float]]]:
    """Reads each page's size of a PDF in points."""
    return pdf_sizes


def pdf_text(path: Path) -> list[str]:
    """The text of each page of a PDF, whitespace collapsed to single spaces."""
    from pypdf import PdfReader

    return [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(path).pages]


def pdf_sizes(path: Path) -> list[tuple[float, float]]:
    """Each page's size in points."""
    from pypdf import PdfReader

    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(path).pages]
