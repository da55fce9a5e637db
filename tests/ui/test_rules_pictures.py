"""The rules pages' own pictures: a table may paint any ``board:NAME`` image of its page, and every one
that Men at Work's pages name is painted."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument

from suite.ui import rules_dialog
from suite.ui.rules_dialog import RulesDialog, named_pictures, rules_file

PAGE = """<html><body><h1>Fake</h1><p><img src="board:picture" width="640"></p>
<p><img src="board:sign" width="90" height="40"> <img src="board:card-back" width="30" height="44"></p>
</body></html>"""


def _pixmap(width: int, height: int) -> QPixmap:
    pixmap = QPixmap(width, height)
    pixmap.fill()
    return pixmap


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_picture_of_the_men_at_work_page_is_painted(qapp, language: str) -> None:
    from suite.games.men_at_work.table.rules_pictures import rules_picture

    html = rules_file("men-at-work", language).read_text(encoding="utf-8")
    wanted = list(named_pictures(html))
    names = {name for name, _, _ in wanted}
    assert {"girder-rule-1", "girder-rule-12", "worker-rule-1", "worker-rule-9", "rita"} <= names
    assert all(f"girder-rule-{n}" in names for n in range(1, 13))
    assert all(f"worker-rule-{n}" in names for n in range(1, 10))
    for name, width, height in wanted:
        image = rules_picture(name, width, height).toImage()
        assert not image.isNull() and (image.width(), image.height()) == (width, height), name
        assert any(image.pixelColor(x, y).alpha() for x in range(0, width, 3) for y in range(0, height, 3)), name


def test_both_pages_show_the_same_pictures() -> None:
    english, french = (list(named_pictures(rules_file("men-at-work", lang).read_text(encoding="utf-8")))
                       for lang in ("en", "fr"))  # fmt: skip
    assert english == french


def test_an_unknown_picture_is_a_mistake_in_the_page(qapp) -> None:
    from suite.games.men_at_work.table.rules_pictures import rules_picture

    with pytest.raises(KeyError):
        rules_picture("no-such-picture", 10, 10)
    with pytest.raises(ValueError, match="sign"):
        list(named_pictures('<img src="board:sign" width="9">'))


def test_the_dialog_asks_the_table_for_the_pages_other_pictures(qtbot, monkeypatch, tmp_path: Path) -> None:
    asked: list[tuple[str, int, int]] = []

    def rules_picture(name: str, width: int, height: int) -> QPixmap:
        asked.append((name, width, height))
        return _pixmap(width, height)

    table = types.ModuleType("fake_table")
    table.board_picture = _pixmap
    table.rules_picture = rules_picture
    monkeypatch.setitem(sys.modules, "fake_table", table)
    page = tmp_path / "fake.en.html"
    page.write_text(PAGE, encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "rules_file", lambda game_id, language: page)
    module = types.SimpleNamespace(info=types.SimpleNamespace(id="fake", name="Fake"), table="fake_table")
    dialog = RulesDialog(module)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    ratio = dialog.devicePixelRatioF()
    assert [name for name, _, _ in asked] == ["sign", "card-back"]
    assert asked[0][1:] == (round(90 * ratio), round(40 * ratio))
    document = dialog.browser.document()
    for name in ("picture", "sign", "card-back"):
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"board:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name


def test_a_table_without_its_own_pictures_shows_only_the_board(qtbot, monkeypatch, tmp_path: Path) -> None:
    table = types.ModuleType("plain_table")
    table.board_picture = _pixmap
    monkeypatch.setitem(sys.modules, "plain_table", table)
    page = tmp_path / "plain.en.html"
    page.write_text(PAGE, encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "rules_file", lambda game_id, language: page)
    module = types.SimpleNamespace(info=types.SimpleNamespace(id="plain", name="Plain"), table="plain_table")
    dialog = RulesDialog(module)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    document = dialog.browser.document()
    assert not document.resource(QTextDocument.ResourceType.ImageResource, QUrl("board:picture")).isNull()
    assert "Fake" in dialog.browser.toPlainText()
