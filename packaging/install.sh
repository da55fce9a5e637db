#!/usr/bin/env bash
# Installs Ludothèque for one user, from the unpacked bundle this script sits in, or removes it.
#   ./install.sh --user               the program in ~/.local/lib/ludotheque, the command
#                                     ~/.local/bin/ludotheque, the menu entry, icons, metainfo and the
#                                     save file type under ~/.local/share (XDG_DATA_HOME)
#   ./install.sh --user --uninstall   removes all of that (saves and settings stay)
# The desktop's caches are refreshed where their tools exist. `make install-user` and
# `make uninstall-user` run this script; the .deb installs the same files system-wide.
set -euo pipefail
APP_ID=io.github.ludotheque.Ludotheque
here="$(cd "$(dirname "$0")" && pwd)"
user=0 uninstall=0
for arg in "$@"; do
  case "$arg" in
    --user) user=1 ;;
    --uninstall) uninstall=1 ;;
    *) echo "usage: $0 --user [--uninstall]" >&2; exit 2 ;;
  esac
done
[ "$user" -eq 1 ] || { echo "usage: $0 --user [--uninstall] (system-wide: install the .deb)" >&2; exit 2; }

data="${XDG_DATA_HOME:-$HOME/.local/share}"
lib="$HOME/.local/lib/ludotheque"
bin="$HOME/.local/bin"
sizes="16 24 32 48 64 128 256 512"

refresh() {
  if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime/packages" ]; then
    update-mime-database "$data/mime" || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
    update-desktop-database -q "$data/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$data/icons/hicolor" ]; then
    gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true
  fi
}

if [ "$uninstall" -eq 1 ]; then
  rm -f "$bin/ludotheque" "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml" \
        "$data/mime/packages/$APP_ID.xml" "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
  for size in $sizes; do rm -f "$data/icons/hicolor/${size}x${size}/apps/$APP_ID.png"; done
  rm -rf "$lib"
  refresh
  echo "Ludothèque removed (saves and settings are kept)"
  exit 0
fi

[ -x "$here/ludotheque" ] && [ -d "$here/share" ] || { echo "$here is not an unpacked Ludothèque bundle" >&2; exit 1; }
rm -rf "$lib"
mkdir -p "$(dirname "$lib")" "$bin"
cp -a "$here" "$lib"
ln -sfn "$lib/ludotheque" "$bin/ludotheque"
share="$here/share"
# The menu entry starts the program by its full path: ~/.local/bin is not on every session's PATH.
install -D -m 644 /dev/stdin "$data/applications/$APP_ID.desktop" < <(
  sed -e "s|^Exec=ludotheque |Exec=$lib/ludotheque |" -e "s|^TryExec=ludotheque$|TryExec=$lib/ludotheque|" \
    "$share/applications/$APP_ID.desktop")
install -D -m 644 "$share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"
install -D -m 644 "$share/mime/packages/$APP_ID.xml" "$data/mime/packages/$APP_ID.xml"
install -D -m 644 "$share/icons/hicolor/scalable/apps/$APP_ID.svg" "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in $sizes; do
  install -D -m 644 "$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" \
    "$data/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
refresh
echo "Ludothèque installed in $lib; the command is $bin/ludotheque"
