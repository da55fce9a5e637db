#!/usr/bin/env bash
# make screenshots: real windows on a virtual X display (Xvfb, large enough for a full HD window), saved under docs/screenshots/.
set -euo pipefail
PY="${1:-.venv/bin/python}"
if ! command -v xvfb-run >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq xvfb libxcb-cursor0 libxkbcommon-x11-0 libegl1
fi
xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb "$PY" packaging/screenshots.py docs/screenshots
xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb "$PY" packaging/screenshots_power_struggle.py docs/screenshots
xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb "$PY" packaging/screenshots_men_at_work.py docs/screenshots
