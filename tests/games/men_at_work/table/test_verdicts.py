"""The verdict of a transition at the Men at Work table: what fell stays outlined long enough to be seen, and
the words never promise a try that an accident then ends."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from suite.core.frames import Frame
from suite.core.match import Seat
from suite.games.men_at_work import MODULE, narration
from suite.games.men_at_work.rules import events as E
from suite.games.men_at_work.rules.actions import PlayForeman
from suite.games.men_at_work.rules.deck import CARDS, Pile
from suite.games.men_at_work.rules.state import Phase
from suite.games.men_at_work.site.pieces import Kind
from suite.games.men_at_work.table.table import FALLEN, VERDICT_MS, MenAtWorkTable

from ..positions import ids, state

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Cy", "green", "easy")]
FAST = 2.0
"""The fast pace (settings' ANIMATION_SPEEDS), the tester's: the cover came about 0.5 s after the outlines."""
REASON = "The worker must stand upright."
HOW_TO_PLACE = "Press on the site where the piece should appear, drag it there and let go."


@pytest.fixture
def table(qtbot) -> Iterator[MenAtWorkTable]:
    table = MenAtWorkTable(MODULE, SEATS)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    yield table
    table.close()


def frame(*events: Any) -> Frame:
    """Ann's placement judged: the little site, with these events."""
    s = state()
    return Frame(cursor=1, viewer=0, view=MODULE.rules.view(s, 0), events=events, to_move=1)


def worker() -> int:
    return ids(state().site, Kind.WORKER)[0]


def test_an_accident_stays_outlined_clearly_longer_than_a_verdict(qtbot, table: MenAtWorkTable) -> None:
    """After a person's own accident the cover for the next person comes when the table is idle: what fell must
    be outlined in red for longer than the pause after any other verdict. Only a lower bound is checked: a
    timer never fires before its time, and a slow machine only makes the wait longer."""
    table.set_animation_speed(FAST)
    fell = frame(E.PieceFell(piece=worker(), kind=Kind.WORKER, onto=E.Fall.TABLE), E.Accident(0),
                 E.CertificateLost(0, 2))  # fmt: skip
    start = time.monotonic()
    with qtbot.waitSignal(table.animationsFinished, timeout=20000):
        table.show_frame(fell)
        assert table.site_view.marks == {worker(): FALLEN}, "outlined as soon as the verdict is told"
    shown = (time.monotonic() - start) * 1000.0
    assert shown >= 2 * VERDICT_MS / FAST, f"the accident stayed {shown:.0f} ms"


def test_a_missed_try_is_said_to_go_on_only_when_no_accident_follows(qtbot, table: MenAtWorkTable) -> None:
    """Taking back a missed try's pieces may make a worker fall (G9): the verdict said "Bob takes the pieces back
    and tries again. A worker falls onto the table. Accident! Bob's turn ends."."""
    table.set_animation_speed(float("inf"))
    missed = E.TriedAgain(player=1, attempt=1, reason=REASON)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(frame(missed))
    said = table.panel.verdict.text()
    assert "takes the pieces back" in said and said.endswith("Bob tries again."), said
    fell = E.PieceFell(piece=worker(), kind=Kind.WORKER, onto=E.Fall.TABLE)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(frame(missed, fell, E.Accident(1), E.CertificateLost(1, 2)))
    said = table.panel.verdict.text()
    assert "takes the pieces back" in said and "Accident!" in said and "tries again" not in said, said


def test_a_verdict_on_the_last_instruction_gives_way_to_how_to_place(qtbot, table: MenAtWorkTable) -> None:
    """"Inès meets the instruction." stayed in the box under the next instruction when the person's own turn began.
    It is shown with its frame, then gives way to how to place; a missed try's verdict stays for the next try."""
    table.set_animation_speed(float("inf"))
    view = frame().view
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(frame(E.InstructionMet(2), E.InstructionGiven(0, view.instruction)))
    assert table.panel.verdict.text() == "Cy meets the instruction."
    table.enable_input(0, MODULE.rules.legal_actions(state()))
    assert table.panel.verdict.text() == HOW_TO_PLACE
    missed = E.TriedAgain(player=0, attempt=1, reason=REASON)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(frame(missed))
    table.enable_input(0, MODULE.rules.legal_actions(state()))
    assert table.panel.verdict.text().endswith("Ann tries again.")


def test_a_foreman_button_says_the_instruction_its_card_would_give(qtbot, table: MenAtWorkTable) -> None:
    """The hand's small print cannot be read in the panel, and "Card 1 on the draw pile (what)" turned a girder's
    turn into a worker's by surprise: each button names the instruction its card would give. On the discard pile
    only the rule changes, and the button names it alone (the whole instruction took three lines at 1024×700)."""
    s = state(foreman=True)
    hand = tuple(c.id for c in CARDS if c.id not in (s.draw[0], *s.discard))[:2]
    s = attrs.evolve(s, phase=Phase.FOREMAN, players=(attrs.evolve(s.players[0], hand=hand), *s.players[1:]))
    table.set_animation_speed(float("inf"))
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(Frame(cursor=1, viewer=0, view=MODULE.rules.view(s, 0), events=(), to_move=0))
    legal = MODULE.rules.legal_actions(s)
    table.enable_input(0, legal)
    texts = table.panel.button_texts()
    for action in legal:
        if isinstance(action, PlayForeman):
            after = MODULE.rules.apply(s, action).instruction
            if action.onto is Pile.DRAW:
                given = narration.instruction_text(after, lambda text, *_: text)
            else:
                assert after.what is s.instruction.what and after.colours == s.instruction.colours
                given = narration.rule_name(after, lambda text, *_: text)
            pile = "draw" if action.onto is Pile.DRAW else "discard"
            assert any(text.startswith(f"Card {hand.index(action.card) + 1} on the {pile} pile: {given}")
                       for text in texts), texts  # fmt: skip


def test_a_missed_try_leaves_the_buttons_in_place_for_the_next_try(qtbot, table: MenAtWorkTable) -> None:
    """After a try that missed, the buttons went with the verdict and came back with the next try: the verdict box
    jumped up the column and down again. The viewer's own next decision keeps them (disabled until it comes); the
    box is never lower than three lines, so its words do not move what lies below either."""
    table.set_animation_speed(float("inf"))
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(frame())
    table.enable_input(0, MODULE.rules.legal_actions(state()))
    buttons = table.panel.button_texts()
    assert buttons
    missed = E.TriedAgain(player=0, attempt=1, reason=REASON)
    again = Frame(cursor=2, viewer=0, view=MODULE.rules.view(state(), 0), events=(missed,), to_move=0)
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_frame(again)
    assert table.panel.button_texts() == buttons
    verdict = table.panel.verdict
    assert verdict.minimumHeight() >= 3 * verdict.fontMetrics().lineSpacing()
