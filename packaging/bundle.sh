#!/usr/bin/env bash
# make bundle: the PyInstaller one-folder bundle in build/bundle/dist/ludotheque (the program, its
# libraries, the suite's package data, Qt's French translations), with the desktop's files in share/
# and install.sh beside the program; then packed as dist/ludotheque-<version>-linux-x86_64.tar.gz
# (one folder, ludotheque-<version>/, to unpack anywhere: ./ludotheque runs it, ./install.sh --user
# adds it to the menu).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${1:-.venv/bin/python}"
APP_ID=io.github.ludotheque.Ludotheque
version="$("$PY" -c 'import suite; print(suite.__version__)')"
arch="$(uname -m)"
work=build/bundle
rm -rf "$work/dist" "$work/work"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$work/dist" --workpath "$work/work" packaging/ludotheque.spec
bundle="$work/dist/ludotheque"

# The desktop's files, laid out as under /usr/share, for install.sh and make deb.
share="$bundle/share"
install -D -m 644 "packaging/linux/$APP_ID.desktop" "$share/applications/$APP_ID.desktop"
install -D -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$share/metainfo/$APP_ID.metainfo.xml"
install -D -m 644 "packaging/linux/$APP_ID.xml" "$share/mime/packages/$APP_ID.xml"
icons=suite/resources/icons
install -D -m 644 "$icons/$APP_ID.svg" "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
for png in "$icons"/[0-9]*.png; do
  size="$(basename "$png" .png)"
  install -D -m 644 "$png" "$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -m 755 packaging/install.sh "$bundle/install.sh"

mkdir -p dist
tarball="dist/ludotheque-$version-linux-$arch.tar.gz"
tar -C "$work/dist" --transform "s,^ludotheque,ludotheque-$version," -czf "$tarball" ludotheque
echo "$tarball: $(du -h "$tarball" | cut -f1) packed, $(du -sh "$bundle" | cut -f1) unpacked"
