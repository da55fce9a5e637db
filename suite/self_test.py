"""``ludotheque --self-test``: proves an install works, the bundle's above all, in a few seconds.

It plays a few seeded bot moves of every registered game, saves each match to a temporary folder and
loads it back, reads the translations and rules pages from the package data, then starts Qt, builds
the window and switches the language to French and back to English (Qt's own buttons included).
One line per check; exit status 0 when all pass, 1 with a one-line reason at the first failure
(never a traceback: a person running it wants the reason, a developer runs the tests)."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

MOVES = 6
"""Bot moves played in each game (chance draws come on top)."""
SEED = 17
LEVEL = "random"
"""The bot level that plays: every game has it, and it thinks in microseconds, so the check measures
the install, not the bots."""

Check = tuple[str, Callable[[], str]]


def _games(folder: Path) -> Iterator[Check]:
    from suite.core.match import Match, Seat
    from suite.games import REGISTRY
    from suite.persistence.saves import load_match, save_match, save_name

    for entry in REGISTRY.entries():
        def play(game_id: str = entry.info.id) -> str:
            module = REGISTRY.get(game_id)
            count = module.info.min_players
            seats = [Seat(f"Bot {i + 1}", "red", LEVEL) for i in range(count)]
            match = Match(module, module.default_options(count), seats, SEED)
            bots = [module.make_bot(LEVEL) for _ in range(count)]
            moves = 0
            while moves < MOVES and not match.is_over():
                if match.chance_step() is None:
                    match.apply(match.bot_action(bots[match.to_move()]))
                    moves += 1
            path = save_match(match, folder / save_name(f"self-test-{game_id}"))
            loaded = load_match(path, REGISTRY).match
            if loaded.cursor != match.cursor or loaded.log != match.log:
                raise AssertionError(f"{game_id}: the reloaded save is not the match saved")
            return f"{moves} bot moves, {match.cursor} actions saved and reloaded"

        yield f"play {entry.info.id}", play


def _package_data() -> str:
    from suite.core.i18n import LANGUAGES, Catalog
    from suite.core.package_data import data

    missing = [
        name
        for lang in LANGUAGES
        for name in (f"translations/ludotheque_{lang}.qm", f"resources/rules/buro-crazy.{lang}.html")
        if not data(*name.split("/")).is_file()
    ]
    if missing:
        raise AssertionError(f"package data missing: {', '.join(missing)}")
    french = Catalog.load("fr").tr("Player %1 (%2)")
    if french == "Player %1 (%2)":
        raise AssertionError("the French catalogue translates nothing")
    return "translations and rules pages found"


def _window(folder: Path) -> Iterator[Check]:
    """Qt: the window with a temporary data folder, then the language both ways."""
    state: dict[str, object] = {}

    def start_qt() -> str:
        from PySide6.QtWidgets import QApplication

        _choose_platform()
        app = QApplication.instance() or QApplication([sys.argv[0]])
        state["app"] = app
        return f"Qt {_qt_version()} on the {QApplication.platformName()} platform"

    def window() -> str:
        from PySide6.QtWidgets import QApplication

        from suite.persistence.paths import AppPaths
        from suite.ui.art import app_icon
        from suite.ui.window import MainWindow

        icon = app_icon()
        if icon.isNull() or not icon.availableSizes():
            raise AssertionError("the app icon is missing")
        win = MainWindow(AppPaths(folder / "window"))
        win.show()
        QApplication.processEvents()
        state["window"] = win
        return f"the launcher is shown ({win.width()}x{win.height()}), with the app icon"

    def language(lang: str, yes: str, ours: str) -> Callable[[], str]:
        def switch() -> str:
            from PySide6.QtCore import QCoreApplication
            from PySide6.QtWidgets import QApplication, QDialogButtonBox

            from suite.ui.language import LanguageSwitcher

            LanguageSwitcher(state["app"]).use(lang)  # type: ignore[arg-type]
            QApplication.processEvents()
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Yes)
            qt_text = buttons.button(QDialogButtonBox.StandardButton.Yes).text()
            our_text = QCoreApplication.translate("", "Player %1 (%2)")
            buttons.deleteLater()
            if qt_text != yes:
                raise AssertionError(f"Qt's own {lang} translation is missing (Yes reads {qt_text!r})")
            if our_text != ours:
                raise AssertionError(f"the {lang} translation is missing (reads {our_text!r})")
            return f"{qt_text!r}, {our_text!r}"

        return switch

    def close() -> str:
        window = state.pop("window", None)
        if window is not None:
            window.close()  # type: ignore[attr-defined]
            window.deleteLater()  # type: ignore[attr-defined]
        return "the window closed"

    from suite.core.i18n import Catalog

    yield "start Qt", start_qt
    yield "open the window", window
    yield "switch to French", language("fr", "&Oui", Catalog.load("fr").tr("Player %1 (%2)"))
    yield "switch to English", language("en", "&Yes", "Player %1 (%2)")
    yield "close the window", close


def _choose_platform() -> None:
    """The platform ``QT_QPA_PLATFORM`` names; without it, the desktop's if there is one (a window
    shows for a moment), else ``offscreen``, so the check also runs over ssh and in CI."""
    import os

    if not (os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return qVersion()


def checks(folder: Path) -> Iterator[Check]:
    yield from _games(folder)
    yield "package data", _package_data
    yield from _window(folder)


def run(out: Callable[[str], None] = print) -> int:
    """Runs every check; 0 when all pass, 1 at the first that fails (after printing why)."""
    from suite import __version__

    out(f"Ludothèque {__version__} self-test")
    with tempfile.TemporaryDirectory(prefix="ludotheque-self-test-") as name:
        for label, check in checks(Path(name)):
            try:
                result = check()
            except Exception as exc:  # one line, not a traceback
                reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                out(f"FAIL {label}: {reason}")
                return 1
            out(f"ok   {label}: {result}")
    out("all checks passed")
    return 0
