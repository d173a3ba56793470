#!/usr/bin/env bash
# Put the built app in the Linux desktop's menu for the current user:
# the icons into ~/.local/share/icons/hicolor and packaging/faserip-desk.desktop into
# ~/.local/share/applications, with Exec pointing at the app folder's binary, and the file
# kinds it opens (saved games *.issue.json, setups *.setup.yaml) into ~/.local/share/mime.
#
#   bash packaging/install-desktop-entry.sh [APP_FOLDER]   # default: dist/faserip-desk
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
APP="$(cd "${1:-$ROOT/dist/faserip-desk}" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
[ -x "$APP/faserip-desk" ] || { echo "no faserip-desk binary in $APP" >&2; exit 1; }

for size in 32 64 128 256; do
    install -D -m 644 "$ROOT/resources/icons/faserip-desk-$size.png" \
        "$DATA/icons/hicolor/${size}x${size}/apps/faserip-desk.png"
done
install -D -m 644 "$ROOT/resources/icons/faserip-desk.svg" \
    "$DATA/icons/hicolor/scalable/apps/faserip-desk.svg"
mkdir -p "$DATA/applications"
sed "s|^Exec=.*|Exec=\"$APP/faserip-desk\" %f|" "$ROOT/packaging/faserip-desk.desktop" \
    > "$DATA/applications/faserip-desk.desktop"
install -D -m 644 "$ROOT/packaging/faserip-desk-mime.xml" "$DATA/mime/packages/faserip-desk.xml"
command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" || true
echo "installed $DATA/applications/faserip-desk.desktop (Exec: $APP/faserip-desk)"
