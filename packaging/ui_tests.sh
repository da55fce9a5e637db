#!/usr/bin/env bash
# The window's tests, one file per process. A file whose process is killed by a signal (a crash
# inside Qt, seen now and then in tests/ui/test_shell.py and not yet explained) is run once more and
# reported on standard error; a test that fails, or a second crash, fails the run.
set -uo pipefail
python="$1"
for file in tests/ui/test_*.py; do
  QT_QPA_PLATFORM=offscreen "$python" -m pytest -q "$file"
  status=$?
  if [ "$status" -ge 128 ]; then
    echo "$file: the test process crashed (status $status); running the file once more" >&2
    QT_QPA_PLATFORM=offscreen "$python" -m pytest -q "$file"
    status=$?
  fi
  [ "$status" -eq 0 ] || exit "$status"
done
