#!/usr/bin/env bash
# Installs, with apt, the system packages the README's apt line lists (read from README.md itself, so
# what CI and `make screenshots` install is what a reader installs), plus any packages given as
# arguments; only those missing are installed, and nothing is done where apt-get is absent.
set -euo pipefail
cd "$(dirname "$0")/.."
readme_line="$(awk '/^sudo apt install /{on=1; sub(/^sudo apt install /, "")}
                    on{more=sub(/\\$/, ""); printf "%s ", $0; if (!more) exit}' README.md)"
read -r -a packages <<< "$readme_line"
if [ ${#packages[@]} -eq 0 ]; then
  echo "no 'sudo apt install' line in README.md" >&2
  exit 1
fi
packages+=("$@")
missing=()
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
