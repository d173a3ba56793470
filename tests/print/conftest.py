"""Shared fixtures for the print tests: the bundled library and a Qt GUI application."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

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


@pytest.fixture
def spans_of() -> Callable[..., list[Span]]:
    """Reads the text pieces of a PDF page with positions and sizes (see `pdf_spans`)."""
    return pdf_spans


def pdf_text(path: Path) -> list[str]:
    """The text of each page of a PDF, whitespace collapsed to single spaces."""
    from pypdf import PdfReader

    return [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(path).pages]


def pdf_sizes(path: Path) -> list[tuple[float, float]]:
    """Each page's size in points."""
    from pypdf import PdfReader

    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(path).pages]


class Span(NamedTuple):
    """A piece of text on a PDF page: where it starts (points from the top-left) and its size."""

    text: str
    x: float
    y: float
    points: float


def pdf_spans(path: Path, page: int = 0) -> list[Span]:
    """The text pieces of one page of a PDF with their positions and font sizes in points."""
    from pypdf import PdfReader

    reader_page = PdfReader(path).pages[page]
    height = float(reader_page.mediabox.height)
    spans: list[Span] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: object, size: float) -> None:
        if text.strip():
            scale = cm[0] * tm[0]
            x = cm[0] * tm[4] + cm[4]
            y = height - (cm[3] * tm[5] + cm[5])
            spans.append(Span(" ".join(text.split()), x, y, size * abs(scale)))

    reader_page.extract_text(visitor_text=visit)
    return spans
