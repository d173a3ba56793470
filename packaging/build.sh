#!/usr/bin/env bash
# Build the standalone FASERIP Desk app folder (dist/faserip-desk/) with PyInstaller, then
# prove it works: its --self-test runs under `env -i` (no Python, no venv, no display).
#
#   bash packaging/build.sh            # from anywhere; takes a few minutes
#   PYTHON=python3.12 bash packaging/build.sh
#
# Steps: a clean venv in build/venv; the project installed from the repository (not
# editable, so what is frozen is what a user installs) and PyInstaller, both from PyPI;
# PyInstaller with packaging/faserip-desk.spec; the built binary's --self-test.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
VENV="$ROOT/build/venv"
DIST="$ROOT/dist"
APP="$DIST/faserip-desk"
PYINSTALLER_SPEC="${PYINSTALLER_SPEC:-pyinstaller>=6.10,<7}"

cd "$ROOT"
echo "== clean venv: $VENV ($("$PYTHON" --version))"
rm -rf "$VENV" "$ROOT/build/pyinstaller" "$APP"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
echo "== installing FASERIP Desk (non-editable) and $PYINSTALLER_SPEC"
"$VENV/bin/python" -m pip install --quiet "$ROOT" "$PYINSTALLER_SPEC"
"$VENV/bin/python" -m pip list --format=freeze | grep -i -E '^(faserip|pyside6|shiboken6|pyinstaller|pyqtgraph|numpy|pydantic)' || true

echo "== PyInstaller"
# Run from build/ so the repository's faserip_desk/ is not importable: the installed copy is
# what gets frozen (the spec adds resources/ and folios/ from the repository).
(cd "$ROOT/build" && "$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$ROOT/build/pyinstaller" "$ROOT/packaging/faserip-desk.spec")

echo "== the bundle"
for plugin in platforms/libqxcb.so platforms/libqoffscreen.so imageformats/libqsvg.so \
    imageformats/libqpng.so printsupport/libcupsprintersupport.so; do
    if [ -e "$APP/_internal/PySide6/Qt/plugins/$plugin" ]; then
        echo "   plugin $plugin"
    elif [ "$plugin" != imageformats/libqpng.so ]; then  # PNG is built into QtGui
        echo "   MISSING plugin $plugin" >&2
        exit 1
    fi
done
du -sh "$APP"

echo "== self-test of the built app under env -i"
SELF_TEST_HOME="$(mktemp -d)"
trap 'rm -rf "$SELF_TEST_HOME"' EXIT
env -i HOME="$SELF_TEST_HOME" PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen \
    "$APP/faserip-desk" --self-test
echo "== built $APP ($(du -sh "$APP" | cut -f1)); self-test passed"
