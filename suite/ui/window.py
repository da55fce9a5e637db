"""The main window: the launcher and the game page in one stack, the menus, the dialogs.

Only the launcher is imported with the window. The game page, its controller, the dialogs and
the saving of matches are imported where they are first used: start-up (which has a budget against
a bare Qt window, ``suite/bench/shell.py``) pays only for what the launcher shows, and no game's
rules load before a game is chosen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import attrs
from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget, QWidget

from suite.core.i18n import fmt
from suite.games import REGISTRY
from suite.persistence.files import FileProblem, remove_temporaries
from suite.persistence.paths import AppPaths
from suite.persistence.settings import ANIMATION_SPEEDS, load_settings, save_settings
from suite.ui.art import STYLE
from suite.ui.covers import Covers, cover_folder
from suite.ui.language import LanguageSwitcher, qt_tr
from suite.ui.launcher import LauncherPage
from suite.ui.retranslate import Retranslating

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog

    from suite.core.game import GameModule
    from suite.core.match import Match
    from suite.ui.autosaver import Autosaver
    from suite.ui.controller import NoUndo
    from suite.ui.game_page import GamePage

AUTOSAVES = ("autosave-*.ludotheque", "autosave-*.json")
"""The autosaves' file names (``suite.persistence.saves.new_autosave_path``, and the ``*.json`` ones of
earlier versions). Start-up only looks for such files; reading them, to know whether one is an
unfinished game, waits until the launcher is on screen. (Patterns here rather than
``suite.persistence.saves``, which start-up does not import.)"""


class MainWindow(Retranslating, QMainWindow):
    """Owns the pages; starts, opens and closes matches; remembers its size and the language."""

    def __init__(self, paths: AppPaths, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        remove_temporaries({paths.saves_dir, paths.data_dir, paths.config_dir})  # left by a crash mid-write
        loaded = load_settings(paths)
        self.settings = loaded.value
        self.language = LanguageSwitcher(QApplication.instance())
        self.language.use(self.settings.language)
        self.setStyleSheet(STYLE)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.statusBar()  # from the start: made with the first autosave, its height jumped off the table's
        self.launcher = LauncherPage(REGISTRY, Covers(cover_folder(paths)))
        self.stack.addWidget(self.launcher)
        self.page: GamePage | None = None
        self.save_path: Path | None = None
        """Where Save writes the current page's match: the file it was opened from, or its last Save."""
        self.autosave_path: Path | None = None
        """The current page's own autosave, written after every action (``Autosaver``)."""
        self._unrecorded: Match | None = None
        """The current page's match while its result still has to go into the statistics."""
        self._autosaver: Autosaver | None = None
        self._build_menus()
        self._connect_launcher()
        room = self.screen().availableGeometry()
        self.resize(min(1400, room.width()), min(900, room.height()))  # a first start on a small screen fits it
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromHex(self.settings.window_geometry.encode()))
            self.resize(restored_size(self.size(), room.size()))
        self.retranslate()
        self._show_launcher(read_autosaves=False)
        if self.launcher.continue_button.isEnabled():
            QTimer.singleShot(0, self, self._update_continue)
        if loaded.problem is not None:
            self._problem(loaded.problem.describe(qt_tr))

    # -- menus ------------------------------------------------------------------------------------

    def _action(self, shortcut: QKeySequence | str | None, slot: object) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            # setShortcuts: setShortcut's overloads make PySide build Qt's hundred enums, 13 ms of a start
            action.setShortcuts([QKeySequence(shortcut)])
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        """File holds what every desktop program keeps there (open, save, quit); Game what is done at the table."""
        self.file_menu = self.menuBar().addMenu("")
        self.open_action = self._action(QKeySequence.StandardKey.Open, self.open_save)
        self.save_action = self._action(QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(QKeySequence.StandardKey.SaveAs, self.save_as)
        self.export_action = self._action("Ctrl+E", self.export_game)
        self.quit_action = self._action(QKeySequence.StandardKey.Quit, self.close)
        _fill(self.file_menu, (self.open_action, None, self.save_action, self.save_as_action, self.export_action, None,
                               self.quit_action))  # fmt: skip
        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.setToolTipsVisible(True)  # Undo's tip says why it is greyed
        self.continue_action = self._action(None, self.continue_game)
        self.undo_action = self._action(QKeySequence.StandardKey.Undo, self.undo)
        self.hint_action = self._action("H", self.hint)
        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents, self.show_current_rules)
        self.back_action = self._action("Ctrl+L", self.back_to_launcher)
        _fill(self.game_menu, (self.continue_action, None, self.undo_action, self.hint_action, self.rules_action, None,
                               self.back_action))  # fmt: skip
        self.settings_menu = self.menuBar().addMenu("")
        self.settings_action = self._action(None, self.show_settings)
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = self.menuBar().addMenu("")
        self.shortcuts_action = self._action("?", self.show_shortcuts)
        self.help_menu.addActions([self.rules_action, self.shortcuts_action])  # the rules where people look first
        for menu in (self.file_menu, self.game_menu, self.settings_menu, self.help_menu):
            menu.aboutToHide.connect(self._table_takes_the_keys)

    def _table_takes_the_keys(self) -> None:
        """A menu closed: the keys go back to the table (or, behind a dialog the menu opened, once it closes).
        Closed by Esc or by a choice, a menu left the keyboard with the menu bar: the bid keys did nothing and
        Enter opened a menu until the table was clicked."""
        if self.page is not None:
            table = self.page.table
            QTimer.singleShot(0, table, lambda: table.setFocus(Qt.FocusReason.PopupFocusReason))

    def _connect_launcher(self) -> None:
        launcher = self.launcher
        launcher.newGame.connect(self.new_game)
        launcher.rules.connect(self.show_rules)
        launcher.continueGame.connect(self.continue_game)
        launcher.savedGames.connect(self.show_saved_games)
        launcher.statistics.connect(self.show_statistics)
        launcher.settings.connect(self.show_settings)
        launcher.quit.connect(self.close)

    def _update_actions(self) -> None:
        in_game = self.page is not None
        for action in (self.save_action, self.save_as_action, self.export_action, self.back_action):
            action.setEnabled(in_game)
        self._update_undo_and_hint()
        self.rules_action.setEnabled(in_game)
        self.continue_action.setEnabled(not in_game and self.launcher.continue_button.isEnabled())

    # -- pages ------------------------------------------------------------------------------------

    def _show_launcher(self, read_autosaves: bool = True) -> None:
        """``read_autosaves=False`` at start-up: Continue is offered if any autosave file exists, and
        ``_update_continue`` makes sure once the launcher is on screen."""
        self.stack.setCurrentWidget(self.launcher)
        if read_autosaves:
            self._update_continue()
        else:
            self._set_continue_available(self._has_autosaves())
        self.launcher.continue_button.setFocus()

    def _has_autosaves(self) -> bool:
        return any(any(self.paths.saves_dir.glob(pattern)) for pattern in AUTOSAVES)

    def _update_continue(self) -> None:
        """Continue is offered when it has a game to open (``autosave_to_continue``). Knowing reads every
        autosave with its game's rules, so without any autosave file the save code is not even loaded."""
        available = self._has_autosaves()
        if available:
            from suite.persistence.saves import autosave_to_continue

            available = autosave_to_continue(self.paths, REGISTRY) is not None
        self._set_continue_available(available)

    def _set_continue_available(self, available: bool) -> None:
        self.launcher.set_continue_available(available)
        self._update_actions()

    def new_game(self, module: GameModule) -> None:
        from suite.ui.new_game import NewGameDialog

        game_id = module.info.id
        dialog = NewGameDialog(module, self, setup=self.settings.last_setups.get(game_id))
        if dialog.exec():
            setups = {**self.settings.last_setups, game_id: dialog.setup()}
            self.settings = attrs.evolve(self.settings, last_setups=setups)
            self._store_settings()
            self.open_match(dialog.match(), None)

    def open_match(self, match: Match, save_path: Path | None, autosave_path: Path | None = None) -> None:
        """Shows ``match`` on a new game page, closing (and saving) the one before. The match writes
        its autosave to ``autosave_path`` (the autosave it was opened from), or, put on screen for the
        first time or opened from a file the player saved, to a new file of its own: the manual save
        stays what it was when the player made it."""
        from suite.persistence.saves import new_autosave_path
        from suite.ui.controller import GameController
        from suite.ui.game_page import GamePage

        self._close_page()
        own_autosave = autosave_path or new_autosave_path(self.paths, match.module.info.id)
        if save_path is None and autosave_path is not None:
            saved = self.settings.saved_as.get(autosave_path.name)
            save_path = Path(saved) if saved is not None and Path(saved).is_file() else None
        controller = GameController(match, lambda moment: self.autosaver.save(moment, own_autosave))
        page = GamePage(controller)
        page.backRequested.connect(self.back_to_launcher)
        page.newGameRequested.connect(self._new_game_from_page)
        page.problem.connect(self._problem)
        page.actionsChanged.connect(self._update_undo_and_hint)
        page.add_commands((self.undo_action, self.hint_action))
        page.gameFinished.connect(lambda _: self._record())
        self.page = page
        self.save_path = save_path
        self.autosave_path = own_autosave
        self._unrecorded = None if match.is_over() else match
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._update_actions()
        page.table.set_animation_speed(ANIMATION_SPEEDS[self.settings.animation_speed])
        page.show_bot_reasons(self.settings.bot_reasons)
        page.table.setFocus()
        page.start()

    def _new_game_from_page(self, module: GameModule) -> None:
        if self.back_to_launcher():
            self.new_game(module)

    def _record(self) -> None:
        """Counts the result of the match played on this page, once (a match opened already over was
        counted when it ended)."""
        from suite.persistence.stats import record_result

        match = self._unrecorded
        if match is None or not match.is_over():
            return
        self._unrecorded = None
        try:
            loaded = record_result(self.paths, match)
        except FileProblem as problem:  # the result is lost; the end of the game goes on
            self._problem(problem.describe(qt_tr))
            return
        if loaded.problem is not None:
            self._problem(loaded.problem.describe(qt_tr))

    @property
    def autosaver(self) -> Autosaver:
        """Made with the first game page (it loads the save code, which the launcher does without)."""
        if self._autosaver is None:
            from suite.ui.autosaver import Autosaver, UnsavedMark

            self._autosaver = Autosaver(self)
            self.unsaved_mark = UnsavedMark()
            self.statusBar().addPermanentWidget(self.unsaved_mark)
            self._autosaver.problem.connect(self._autosave_failed)
            self._autosaver.saved.connect(lambda _: self.unsaved_mark.unmark())
        return self._autosaver

    def _autosave_failed(self, problem: FileProblem) -> None:
        """The first autosave that fails is told in a warning; while the next ones fail too, the status
        line's mark says the game is not saved. Every move tries again, and one that works lowers it."""
        first = self.unsaved_mark.problem is None
        self.unsaved_mark.mark(problem)
        if first:
            self._problem(problem.describe(qt_tr))

    def _close_page(self) -> None:
        if self.page is not None:
            self.page.close_game()
            self.autosaver.flush()
            if self.page.match.is_over():
                self._forget_finished()
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
            self.save_path = None
            self.autosave_path = None

    def _forget_finished(self) -> None:
        """Removes the autosave of a finished game: its result is in the statistics (counted here if the
        page closes before the end was shown), so Continue never reopens a final count. A finished game
        the player wants to keep is one he saved himself."""
        from suite.persistence.saves import delete_save

        self._record()
        try:
            delete_save(self.autosave_path)
        except FileProblem as problem:
            self._problem(problem.describe(qt_tr))

    def back_to_launcher(self) -> bool:
        """Whether the list of games is on screen: the player may keep playing an action he has begun."""
        if not self._may_leave():
            return False
        self._close_page()
        self._show_launcher()
        return True

    def _may_leave(self) -> bool:
        """An action half built on the board (Power Struggle) is not a move yet, so no save keeps it: leaving
        the game would drop it unseen, and the player is asked first."""
        return self.page is None or not self.page.table.begun() or self._ask_to_leave()

    def _ask_to_leave(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Ludothèque"), self.tr(
            "You have begun an action that is not played yet. If you leave now, the game is kept as it was before "
            "this action, and the action starts afresh when you continue."), parent=self)  # fmt: skip
        leave = box.addButton(self.tr("Leave the game"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is leave

    def continue_game(self) -> None:
        """Opens the unfinished game updated last (``autosave_to_continue``)."""
        from suite.persistence.saves import autosave_to_continue

        path = autosave_to_continue(self.paths, REGISTRY)
        if path is not None:
            self.open_file(path)
        else:
            self._update_continue()

    def open_file(self, path: Path) -> None:
        from suite.persistence.saves import load_match

        if not self._may_leave():
            return
        try:
            loaded = load_match(path, REGISTRY, set_aside=self._in_saves(path))
        except FileProblem as problem:
            self._problem(problem.describe(qt_tr))
            if self.page is None:  # Continue may have set the file aside: the list of games says what is left
                self._show_launcher()
            return
        if loaded.match.module.table is None:
            self._problem(fmt(self.tr('"%1" is a game this version cannot show yet.'), path.name))
            return
        if self._is_own_autosave(path):
            self.open_match(loaded.match, None, autosave_path=path)
        else:
            self.open_match(loaded.match, path)

    def open_file_from_elsewhere(self, path: str) -> None:
        """A later start of the app was given this save (a double-click in the file manager): it
        replaces the game on screen, which is autosaved as on every change of page."""
        self.bring_to_front()
        self.open_file(Path(path))

    def _is_own_autosave(self, path: Path) -> bool:
        """An autosave of the saves folder: the match goes on writing it (and it is deleted once the
        game is over). A file of that name opened from anywhere else is a save like any other."""
        return self._in_saves(path) and any(path.match(pattern) for pattern in AUTOSAVES)

    def _in_saves(self, path: Path) -> bool:
        return path.parent.absolute() == self.paths.saves_dir.absolute()

    def show_saved_games(self) -> None:
        from suite.ui.saved_games import SavedGamesDialog

        dialog = SavedGamesDialog(self.paths, self)
        if dialog.exec() and dialog.chosen is not None:
            self.open_file(dialog.chosen)

    # -- file menu ----------------------------------------------------------------------------------

    def open_save(self) -> None:
        """File > Open: a save from any folder. A file that cannot be opened says why in one sentence
        (``open_file``); one from a newer version is left as it is."""
        path = self._choose_save_to_open()
        if path is not None:
            self.open_file(path)

    def _file_dialog(self, title: str, start: Path, kinds: list[str]) -> QFileDialog:
        """Qt's file dialog, wide enough for its date column, with the labels Qt's own French
        translation lacks (Qt 6.11 renamed them "&Look in:" and "Files of &type:") written by us."""
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self, title, str(start))
        dialog.setNameFilters(kinds)
        dialog.setLabelText(QFileDialog.DialogLabel.LookIn, self.tr("Look in:"))
        dialog.setLabelText(QFileDialog.DialogLabel.FileType, self.tr("Files of type:"))
        dialog.resize(max(dialog.width(), 860), max(dialog.height(), 520))
        return dialog

    def _choose_save_to_open(self) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        folder = self.paths.saves_dir if self.paths.saves_dir.is_dir() else Path.home()
        kinds = [fmt(self.tr("Ludothèque saves (%1)"), "*.ludotheque *.json"), self.tr("All files (*)")]
        dialog = self._file_dialog(self.tr("Open a saved game"), folder, kinds)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        if not dialog.exec() or not dialog.selectedFiles():
            return None
        return Path(dialog.selectedFiles()[0])

    def export_game(self) -> None:
        """File > Export: writes the game on screen to a file the player chooses, to keep or to share.
        Save goes on writing where it did: the exported file is a copy."""
        from suite.persistence.saves import save_match, with_save_suffix

        if self.page is None:
            return
        path = self._choose_export_path(self._export_name())
        if path is None:
            return
        try:
            written = save_match(self.page.match, with_save_suffix(path))
        except FileProblem as problem:
            self._problem(problem.describe(qt_tr))
            return
        self.statusBar().showMessage(fmt(self.tr('Game exported to "%1".'), written.name), 4000)

    def _export_name(self) -> Path:
        """Where the export dialog starts: the documents folder, the game's id and today's date."""
        from datetime import date

        from PySide6.QtCore import QStandardPaths

        from suite.persistence.saves import save_name

        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        return folder / save_name(f"{self.page.match.module.info.id}-{date.today():%Y-%m-%d}")

    def _choose_export_path(self, suggested: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        dialog = self._file_dialog(self.tr("Export this game"), suggested, [
            fmt(self.tr("Ludothèque saves (%1)"), "*.ludotheque")])  # fmt: skip
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix("ludotheque")
        dialog.selectFile(suggested.name)
        if not dialog.exec() or not dialog.selectedFiles():
            return None
        return Path(dialog.selectedFiles()[0])

    # -- game menu ----------------------------------------------------------------------------------

    def save(self) -> None:
        if self.page is None:
            return
        if self.save_path is None:
            self.save_as()
            return
        self._write(self.save_path)

    def save_as(self) -> None:
        from suite.persistence.saves import new_save_path

        if self.page is not None:
            self._write(new_save_path(self.paths, self.page.match.module.info.id))

    def _write(self, path: Path) -> None:
        from suite.persistence.saves import save_match

        try:
            self.save_path = save_match(self.page.match, path)
        except FileProblem as problem:
            self._problem(problem.describe(qt_tr))
            return
        if self.page.table.begun():  # a Power Struggle action half built on the board is not a move yet
            self.statusBar().showMessage(
                self.tr("Game saved, but not the action you have begun: it starts afresh when you continue."), 6000
            )
        else:
            self.statusBar().showMessage(self.tr("Game saved."), 4000)
        if self.autosave_path is not None:
            folder = self.autosave_path.parent
            kept = {name: saved for name, saved in self.settings.saved_as.items() if (folder / name).is_file()}
            kept[self.autosave_path.name] = str(self.save_path)
            self.settings = attrs.evolve(self.settings, saved_as=kept)
            self._store_settings()

    def undo(self) -> None:
        if self.page is not None:
            self.page.controller.undo()

    def _update_undo_and_hint(self) -> None:
        """Undo is offered when the game on screen can take a move back, and its tip (in the menu and
        the status bar) says what it takes back or why it cannot: greyed alone, it left people
        guessing. Hint is offered when a person in front of the screen is to act."""
        why = self.page.controller.why_no_undo() if self.page is not None else None
        self.undo_action.setEnabled(self.page is not None and why is None)
        tip = self._undo_tip(why) if self.page is not None else self.tr("No game is being played.")
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)
        self.hint_action.setEnabled(self.page is not None and self.page.controller.can_hint())

    def _undo_tip(self, why: NoUndo | None) -> str:
        from suite.ui.controller import NoUndo  # with the first game page, as the controller itself

        if why is None:
            return self.tr("Take back your last move, and the bots' moves since.")
        return {
            NoUndo.NOBODY_AT_SCREEN: self.tr("Nothing to undo until a player has taken the screen."),
            NoUndo.PASSED_ON: self.tr("The screen is passed on: the moves before the cover cannot be taken back."),
            NoUndo.NOTHING_YET: self.tr("Nothing to undo yet: you have not made a move."),
            NoUndo.BEFORE_OPENING: self.tr("Moves made before this game was opened cannot be taken back."),
            NoUndo.FINAL: self.tr("Something was drawn or revealed since your last move: it cannot be taken back."),
            NoUndo.ANOTHER_PERSON: self.tr("Another player has played since your last move: it cannot be taken back."),
        }[why]

    def hint(self) -> None:
        if self.page is not None:
            self.page.controller.hint(self.page.table.begun())

    def show_current_rules(self) -> None:
        if self.page is not None:
            self.show_rules(self.page.match.module)

    def show_rules(self, module: GameModule) -> None:
        from suite.ui.rules_dialog import RulesDialog

        RulesDialog(module, self).exec()

    def show_statistics(self) -> None:
        from suite.ui.statistics import StatisticsDialog

        StatisticsDialog(self.paths, self).exec()

    def show_shortcuts(self) -> None:
        from suite.ui.shortcuts import ShortcutsDialog

        menus = (self.file_menu, self.game_menu, self.settings_menu, self.help_menu)
        actions = dict.fromkeys(action for menu in menus for action in menu.actions())  # the rules are in two menus
        ShortcutsDialog(list(actions), REGISTRY.entries(), self).exec()

    def show_settings(self) -> None:
        from suite.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.languageChosen.connect(self._set_language)
        dialog.animationSpeedChosen.connect(self._set_animation_speed)
        dialog.botReasonsChosen.connect(self._set_bot_reasons)
        dialog.exec()

    def _set_language(self, language: str | None) -> None:
        self.language.use(language)
        self.settings = attrs.evolve(self.settings, language=language)
        self._store_settings()

    def _set_animation_speed(self, speed: str) -> None:
        """Applied at once: the open table's next animation runs at the new speed."""
        self.settings = attrs.evolve(self.settings, animation_speed=speed)
        self._store_settings()
        if self.page is not None:
            self.page.table.set_animation_speed(ANIMATION_SPEEDS[speed])

    def _set_bot_reasons(self, shown: bool) -> None:
        """Applied at once: the open game's log tells the bots' reasons from their next move."""
        self.settings = attrs.evolve(self.settings, bot_reasons=shown)
        self._store_settings()
        if self.page is not None:
            self.page.show_bot_reasons(shown)

    def _store_settings(self) -> None:
        try:
            save_settings(self.settings, self.paths)
        except FileProblem as problem:
            self._problem(problem.describe(qt_tr))

    def _problem(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, self.tr("Ludothèque"), message)

    # -- the window -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Ludothèque"))
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open a saved game…"))
        self.export_action.setText(self.tr("&Export this game…"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as new file"))
        self.undo_action.setText(self.tr("&Undo"))
        self._update_undo_and_hint()
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("A good move for you, and why (H)"))
        self.rules_action.setText(self.tr("&Rules"))
        self.back_action.setText(self.tr("&Back to the games"))
        self.quit_action.setText(self.tr("&Quit"))
        self.continue_action.setText(self.tr("&Continue last game"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Language and animations…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.shortcuts_action.setText(self.tr("&Keyboard shortcuts"))

    def bring_to_front(self) -> None:
        """Another start of the app asked for this window (``suite.ui.single_instance``)."""
        if self.isMinimized():
            from PySide6.QtCore import Qt  # here: PySide builds Qt's hundred enums on first use

            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Ctrl+Z while Undo is greyed says why in the status bar (the key did nothing, without a word)."""
        if event.matches(QKeySequence.StandardKey.Undo) and not self.undo_action.isEnabled():
            self.statusBar().showMessage(self.undo_action.statusTip(), 5000)
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting keeps the game (autosave) and stops any bot cleanly before the window goes."""
        if not self._may_leave():
            event.ignore()
            return
        self._close_page()
        self.settings = attrs.evolve(self.settings, window_geometry=bytes(self.saveGeometry().toHex()).decode())
        self._store_settings()
        super().closeEvent(event)


SMALLEST = QSize(1024, 700)
"""The smallest window the tables are laid out for: Power Struggle's board scrolls below it."""


def restored_size(size: QSize, room: QSize) -> QSize:
    """The window's size as restored, at least SMALLEST where the screen has room: without a window manager to
    frame it, a window saved at 1024×700 came back at 1022×674, and Power Struggle's board in scroll bars."""
    return size.expandedTo(SMALLEST.boundedTo(room))


def _fill(menu: QMenu, actions: tuple[QAction | None, ...]) -> None:
    """Adds ``actions`` to ``menu`` in order, a separator for each None."""
    for action in actions:
        if action is None:
            menu.addSeparator()
        else:
            menu.addAction(action)
