"""The action bar along the bottom of the table: what the person must do now, the seven actions
(with why one is not offered, P19), the choices that have no place on the board (pass, confirm
a second offer or not, an amount, accept or refuse), and Confirm and Cancel for the decision
being built, with its cost and effect spelt out before it is confirmed.

Every text is a function read when painted, so a language switch only needs a repaint.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from suite.games.power_struggle.constants import BRIBE_STEP, ActionKind
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table import paint as P
from suite.games.power_struggle.table import texts
from suite.games.power_struggle.table.texts import tr
from suite.ui.board.buttons import Activatable, ButtonItem
from suite.ui.board.fonts import font

Text = Callable[[], str]
BIG_STEP = 10 * BRIBE_STEP
"""The amount chooser's large step: 500,000 Pinats."""
PROMPT_PIXELS = 20.0
BUTTON_PIXELS = 17.0
"""The labels' size when every one fits in it."""


class BarButton(ButtonItem):
    """A bar button that, while not offered, says why when it is pressed or hovered."""

    def __init__(self, rect: QRectF, text: Text, on_click: Callable[[], None], colour: QColor,
                 why: Callable[[str], None], lettering: Callable[[], QFont]) -> None:
        super().__init__(rect, text, on_click, colour)
        self.reason: Text | None = None
        self.why = why
        self.lettering = lettering
        """The bar's one font for the labels of its buttons."""

    def activate(self) -> None:
        if not self.enabled and self.reason is not None and self.isVisible():
            self.why(self.reason())
            return
        super().activate()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The shared button, its words on two lines when one is too short for them, in the bar's
        lettering: the bar's buttons never shrink their text under the table's smallest."""
        text = self.text
        self.text = lambda: ""
        try:
            super().paint(painter, option, widget)
        finally:
            self.text = text
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#f2f2f2"))
        words = text()
        painter.setFont(self.lettering())
        painter.drawText(self.inner(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, words)

    def inner(self) -> QRectF:
        """Where the words lie."""
        return self.rect.adjusted(6, 1, -6, -1)


class ActionBar(QGraphicsItem):
    """The bar's background and texts; its buttons are child items shown as the step requires."""

    def __init__(self) -> None:
        super().__init__()
        self.prompt: Text = lambda: ""
        self.message: Text = lambda: ""
        self.summary: Text = lambda: ""
        self.action_buttons: dict[ActionKind, BarButton] = {}
        for index, kind in enumerate(ActionKind):
            button = BarButton(L.action_button(index), lambda kind=kind: texts.action_title(kind), lambda: None,
                               QColor("#3f6e8c"), self.say, self.lettering)  # fmt: skip
            button.setParentItem(self)
            button.setVisible(False)
            self.action_buttons[kind] = button
        self.choices: list[BarButton] = []
        self.confirm = BarButton(L.CONFIRM, lambda: tr("Confirm"), lambda: None, QColor("#2e7d32"), self.say,
                                 self.lettering)  # fmt: skip
        self.cancel = BarButton(L.CANCEL, lambda: tr("Cancel"), lambda: None, QColor("#8d5a3b"), self.say,
                                self.lettering)  # fmt: skip
        for button in (self.confirm, self.cancel):
            button.setParentItem(self)
            button.setVisible(False)
        self.amount = 0
        self.amount_range = (0, 0)
        self._on_amount: Callable[[int], None] | None = None
        self.summary_tip = QGraphicsRectItem(L.SUMMARY_BESIDE, self)
        """Where the message and summary lie, invisible: the whole text as its tool tip when the bar
        shows only its beginning."""
        self.summary_tip.setPen(Qt.PenStyle.NoPen)
        self._lettering: tuple[tuple[tuple[str, float, float], ...], QFont] | None = None
        """The last labels measured and the font found for them."""

    def boundingRect(self) -> QRectF:
        return L.BAR

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor("#efe7d6"))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRoundedRect(L.BAR, 10, 10)
        p.setPen(P.INK)
        prompt = self.prompt()
        self._paint_prompt(p, prompt)
        self._paint_summary(p, "\n".join(text for text in (self.message(), self.summary()) if text),
                            self._summary_rect(prompt))  # fmt: skip

    def _summary_rect(self, prompt: str) -> QRectF:
        """Under the buttons; right under the prompt when it takes one line and no button lies
        left of Confirm, so that a long effect (a meeting's, in French above all) shows more."""
        if self._buttons_in_two_rows():
            return L.SUMMARY
        if self.choices or self._prompt_wraps(prompt):
            return L.SUMMARY_BESIDE
        return L.SUMMARY_UNDER_PROMPT

    def _paint_summary(self, p: QPainter, text: str, rect: QRectF) -> None:
        """The message and the summary in ``rect``, wrapped and shrunk to fit; a summary of many
        steps too long even at the smallest size (in French above all) ends its last line with an
        ellipsis, the whole of it in the tool tip, rather than running past the bar's foot."""
        lettering = P.fit(text, rect, 18, wrap=True)
        lines, cut = P.kept_lines(text, rect, lettering)
        if self.summary_tip.rect() != rect:
            self.summary_tip.setRect(rect)
        if self.summary_tip.toolTip() != (text if cut else ""):
            self.summary_tip.setToolTip(text if cut else "")
        p.setPen(QColor("#5b4a2e"))
        p.setFont(lettering)
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))

    def _paint_prompt(self, p: QPainter, prompt: str) -> None:
        """On one line across the bar; one too long for it at full size (a Confirm title of many
        steps, in French above all) wraps beside Confirm, if no button lies under it, rather than
        shrinking and then running past the bar's end."""
        wraps = self._prompt_wraps(prompt)
        left = Qt.AlignmentFlag.AlignLeft
        rect, flags = L.PROMPT, left | Qt.AlignmentFlag.AlignVCenter
        if wraps:
            rect, flags = L.PROMPT_BESIDE, left | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        p.setFont(P.fit(prompt, rect, PROMPT_PIXELS, bold=True, wrap=wraps))
        p.drawText(rect, flags, prompt)

    def _prompt_wraps(self, prompt: str) -> bool:
        long = QFontMetrics(font(PROMPT_PIXELS, bold=True)).horizontalAdvance(prompt) > L.PROMPT.width()
        return long and not (self.choices or self._buttons_in_two_rows())

    def lettering(self) -> QFont:
        """One font for the labels of every button: the largest in which each fits its button. All
        the forms of action count, shown or not, so that the labels keep their size from one step to
        the next; each one fitted alone, the French "B  Ouvrir (nouveaux employés)" was drawn smaller
        and thinner than its neighbours."""
        labels = [(texts.action_title(kind), button.inner()) for kind, button in self.action_buttons.items()]
        labels += [(b.text(), b.inner()) for b in (*self.choices, self.confirm, self.cancel) if b.isVisible()]
        key = tuple((text, rect.width(), rect.height()) for text, rect in labels)
        if self._lettering is None or self._lettering[0] != key:
            self._lettering = key, P.fit_all(labels, BUTTON_PIXELS, bold=True, wrap=True)
        return self._lettering[1]

    def _buttons_in_two_rows(self) -> bool:
        return any(button.isVisible() for button in self.action_buttons.values())

    # -- what the bar offers --------------------------------------------------------------------

    def say(self, text: str) -> None:
        """A line under the buttons: why something is not offered, a hint."""
        self.message = lambda: text
        self.update()

    def set_texts(self, prompt: Text, summary: Text) -> None:
        self.prompt, self.summary = prompt, summary
        self.update()

    def clear(self) -> None:
        """Nothing to choose: every button hidden."""
        for button in self.action_buttons.values():
            button.setVisible(False)
        self._drop_choices()
        self.confirm.setVisible(False)
        self.cancel.setVisible(False)
        self.update()

    def offer_actions(self, available: Iterable[ActionKind], on_choose: Callable[[ActionKind], None],
                      unheld: Iterable[ActionKind] = ()) -> None:  # fmt: skip
        """The 13 forms of action; those not available are shown greyed, with their reason. Those ``unheld`` (a
        privilege card's, for a player who does not hold it) are not shown at all: greyed for everyone else, they
        offered what only the card's holder can do. Each button keeps its place, so none moves."""
        offered, hidden = set(available), set(unheld)
        for kind, button in self.action_buttons.items():
            button.on_click = lambda kind=kind: on_choose(kind)
            button.reason = None if kind in offered else (lambda kind=kind: texts.action_unavailable(kind))
            button.setToolTip(texts.action_effect(kind) if kind in offered else texts.action_unavailable(kind))
            button.set_enabled(kind in offered)
            button.setVisible(kind not in hidden)
        self.update()

    def offer_choices(self, choices: Sequence[tuple[Text, Callable[[], None]]], last_width: float = 160.0) -> None:
        """Buttons in a row; the last one may be wider (the amount chooser's offer). Beside the forms of
        action (an extra action, which may be passed) they take the free places after them: in the
        row of choices, "Pass" lay over the first form of action, which could no longer be seen."""
        self._drop_choices()
        after_actions = self._buttons_in_two_rows()
        for index, (text, on_click) in enumerate(choices):
            rect = L.action_button(len(self.action_buttons) + index) if after_actions else L.choice_button(index)
            if index == len(choices) - 1 and not after_actions:
                rect.setWidth(last_width)
            button = BarButton(rect, text, on_click, QColor("#6b5b95"), self.say, self.lettering)
            button.setParentItem(self)
            self.choices.append(button)
        self.update()

    def offer_amount(self, low: int, high: int, on_choose: Callable[[int], None]) -> None:
        """The bribe chooser: steps of 50,000 (and 500,000) between the least offer and the money."""
        self.amount_range = (low, high)
        self.amount = low
        self._on_amount = on_choose

        def step(by: int) -> Callable[[], None]:
            return lambda: self._step_amount(by)

        self.offer_choices([
            (lambda: "−500,000".replace(",", tr(",", "digit group separator in amounts")), step(-BIG_STEP)),
            (lambda: "−50,000".replace(",", tr(",", "digit group separator in amounts")), step(-BRIBE_STEP)),
            (lambda: "+50,000".replace(",", tr(",", "digit group separator in amounts")), step(BRIBE_STEP)),
            (lambda: "+500,000".replace(",", tr(",", "digit group separator in amounts")), step(BIG_STEP)),
            (lambda: texts.offer_label(self.amount), lambda: on_choose(self.amount)),
        ], last_width=330)  # fmt: skip
        self._enable_steps()

    def _step_amount(self, by: int) -> None:
        low, high = self.amount_range
        self.amount = max(low, min(high, self.amount + by))
        self._enable_steps()
        for button in self.choices:
            button.update()

    def _enable_steps(self) -> None:
        """The steps down are closed at the least offer, the steps up at the briber's money: enabled
        there, they did nothing when pressed."""
        low, high = self.amount_range
        for button, can in zip(self.choices[:4], (self.amount > low,) * 2 + (self.amount < high,) * 2, strict=True):
            button.set_enabled(can)

    def offer_confirm(self, on_confirm: Callable[[], None] | None, on_cancel: Callable[[], None] | None) -> None:
        """Confirm (when the decision is complete) and Cancel (once a step has been taken)."""
        self.confirm.setVisible(on_confirm is not None)
        if on_confirm is not None:
            self.confirm.on_click = on_confirm
            self.confirm.set_enabled(True)
        self.cancel.setVisible(on_cancel is not None)
        if on_cancel is not None:
            self.cancel.on_click = on_cancel
            self.cancel.set_enabled(True)
        self.update()

    def focusables(self) -> list[Activatable]:
        buttons: list[Activatable] = [b for b in self.action_buttons.values() if b.isVisible() and b.enabled]
        buttons += [b for b in self.choices if b.isVisible() and b.enabled]
        buttons += [b for b in (self.confirm, self.cancel) if b.isVisible()]
        return buttons

    def _drop_choices(self) -> None:
        for button in self.choices:
            button.setParentItem(None)
            if button.scene() is not None:
                button.scene().removeItem(button)
        self.choices = []
