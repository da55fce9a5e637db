#!/usr/bin/env bash
# make deb: dist/ludotheque_<version>_<arch>.deb from the bundle (make bundle first). It installs the
# bundle under /opt/ludotheque, the command /usr/bin/ludotheque (a symbolic link), and the menu entry,
# icons (hicolor), metainfo and save file type under /usr/share; dpkg's triggers of
# shared-mime-info, desktop-file-utils and the icon theme refresh the desktop's caches. It depends
# on the libraries of the README's apt line: the ones Qt's window needs and a Debian may lack.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${1:-.venv/bin/python}"
APP_ID=io.github.ludotheque.Ludotheque
bundle=build/bundle/dist/ludotheque
[ -x "$bundle/ludotheque" ] || { echo "no bundle in $bundle: run make bundle first" >&2; exit 1; }
version="$("$PY" -c 'import suite; print(suite.__version__)')"
arch="$(dpkg --print-architecture)"
root=build/deb/root
rm -rf build/deb
mkdir -p "$root/opt" "$root/usr/bin" "$root/usr/share" "$root/DEBIAN"
cp -a "$bundle" "$root/opt/ludotheque"
rm -f "$root/opt/ludotheque/install.sh"   # the package manager installs and removes it
mv "$root/opt/ludotheque/share"/* "$root/usr/share/"
rmdir "$root/opt/ludotheque/share"
ln -s /opt/ludotheque/ludotheque "$root/usr/bin/ludotheque"

readme_line="$(awk '/^sudo apt install /{on=1; sub(/^sudo apt install /, "")}
                    on{more=sub(/\\$/, ""); printf "%s ", $0; if (!more) exit}' README.md)"
depends="$(tr ' ' '\n' <<< "$readme_line" | grep -v -e '^$' -e '^python3-venv$' | paste -sd, - | sed 's/,/, /g')"
size="$(du -sk "$root" | cut -f1)"
cat > "$root/DEBIAN/control" <<CONTROL
Package: ludotheque
Version: $version
Architecture: $arch
Maintainer: The Ludothèque authors <ludotheque@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Section: games
Priority: optional
Homepage: https://github.com/ludotheque/ludotheque
Description: board games against bots or friends on one screen
 Ludothèque is an offline suite of board games that have no digital edition
 worth the name: Buro Crazy, Power Struggle and Men at Work. Play alone against
 bots of three levels or with friends sharing one screen, in French or English,
 and continue a game days later exactly where you left it.
CONTROL
find "$root" -type d -exec chmod 755 {} +
mkdir -p dist
deb="dist/ludotheque_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zgzip --build "$root" "$deb" >/dev/null
echo "$deb: $(du -h "$deb" | cut -f1)"
