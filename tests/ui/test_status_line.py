"""The status line letters a prompt a little too long for it smaller, to show it whole, and cuts a longer one."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from suite.ui.status_line import SMALLEST, StatusLine


def test_a_prompt_a_little_too_long_is_shown_whole_in_smaller_letters(qtbot) -> None:
    """At 1920×1080 "…ou sur la piste de conseil." lost its last 12 letters, though the line had room for them at a
    slightly smaller size."""
    line = StatusLine()
    qtbot.addWidget(line)
    line.show()
    text = "Alice : votre directeur est remplacé ; envoyez-le au conseil d’administration ou sur la piste de conseil."
    needed = QFontMetricsF(line.font()).horizontalAdvance(text)
    line.resize(int(needed * 0.92), line.sizeHint().height())
    line.setText(text)
    assert line.shown() == text and line.toolTip() == ""
    line.resize(int(needed * SMALLEST * 0.9), line.sizeHint().height())
    assert line.shown().endswith("…") and line.toolTip() == text, "too long even when smaller: cut, whole in the tip"
