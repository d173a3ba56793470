"""The Linux desktop entry registers the app for saved games and setups (issue 19), so a
double-click on ``*.issue.json`` or ``*.setup.yaml`` runs ``faserip-desk FILE``."""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def _mime_globs(xml: Path) -> dict[str, list[str]]:
    tree = ET.parse(xml)
    return {
        t.attrib["type"]: [g.attrib["pattern"] for g in t.findall("m:glob", NS)]
        for t in tree.getroot().findall("m:mime-type", NS)
    }


def _entry(desktop: Path) -> dict[str, str]:
    lines = desktop.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))


def test_the_entry_names_the_file_kinds_the_mime_file_defines() -> None:
    globs = _mime_globs(ROOT / "packaging" / "faserip-desk-mime.xml")
    entry = _entry(ROOT / "packaging" / "faserip-desk.desktop")
    registered = [t for t in entry["MimeType"].split(";") if t]
    assert sorted(registered) == sorted(globs)
    patterns = [p for t in registered for p in globs[t]]
    for name in ("Friday night.issue.json", "demo.setup.yaml"):
        assert any(fnmatch.fnmatch(name, p) for p in patterns), name
    assert not any(fnmatch.fnmatch("mall.map.yaml", p) for p in patterns)
    assert entry["Exec"].endswith(" %f")  # the file double-clicked is passed on


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_installing_the_entry_keeps_the_file_argument(tmp_path: Path) -> None:
    app = tmp_path / "app"
    app.mkdir()
    binary = app / "faserip-desk"
    binary.write_text("#!/bin/sh\n", encoding="utf-8")
    binary.chmod(0o755)
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), PATH="/usr/bin:/bin")
    script = ROOT / "packaging" / "install-desktop-entry.sh"
    subprocess.run(["bash", str(script), str(app)], env=env, check=True, capture_output=True)
    entry = _entry(data / "applications" / "faserip-desk.desktop")
    assert entry["Exec"] == f'"{binary}" %f'
    assert "application/x-faserip-desk-issue" in entry["MimeType"]
    assert (data / "mime" / "packages" / "faserip-desk.xml").is_file()
