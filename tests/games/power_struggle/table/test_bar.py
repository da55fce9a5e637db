"""The action bar's texts stay inside the bar: a Confirm title of many steps (in French above all)
was shrunk to the smallest text on one line and still ran past the bar's end, and a summary of many
steps ran past its foot. The Confirm title names an office once however often it was chosen."""

from __future__ import annotations

from PySide6.QtWidgets import QStyleOptionGraphicsItem

from suite.core.match import Match
from suite.games.power_struggle import MODULE
from suite.games.power_struggle.constants import ActionKind
from suite.games.power_struggle.rules.actions import ChooseOffice
from suite.games.power_struggle.table import layout as L
from suite.games.power_struggle.table.bar import ActionBar
from tests.games.power_struggle.positions import BLUE, dep, service
from tests.games.power_struggle.table.clicking import click
from tests.games.power_struggle.table.test_table import SEATS, open_page
from tests.ui.painted_text import recorded

CONFIRM_TITLE = "Confirmer\u00a0: acheter de l’influence › " + " › ".join(
    f"bureau {row} en Ressources humaines" for row in (1, 2, 3, 4)
)


def test_a_long_confirm_title_wraps_beside_confirm(qtbot) -> None:
    bar = ActionBar()
    bar.set_texts(lambda: CONFIRM_TITLE, lambda: "")
    bar.offer_confirm(lambda: None, lambda: None)
    lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                     lambda p: bar.paint(p, QStyleOptionGraphicsItem(), None))  # fmt: skip
    assert " ".join(line.text.strip() for line in lines) == CONFIRM_TITLE, "every word is painted"
    assert all(line.width <= L.CONFIRM.x() - L.PROMPT.x() for line in lines), "no line runs under Confirm"
    assert all(line.pixels >= L.TEXT_MIN for line in lines)


SO_FAR = "Jusqu’ici\u00a0: " + " ".join(
    f"Un employé est retiré du bureau {row} en {division}."
    for row in (1, 2, 3)
    for division in (
        "Développement",
        "Ressources humaines",
        "Communication",
        "Contrôle de gestion",
        "Litiges & brevets",
    )
)


def test_a_long_summary_stays_inside_the_bar_and_its_tool_tip_tells_it_all(qtbot) -> None:
    """Fifteen steps taken, under a hint and a row of choices: at the smallest size the summary ran
    three lines past the bar's foot. It ends inside the bar, on a whole word and an ellipsis."""
    bar = ActionBar()
    bar.set_texts(lambda: "Camille\u00a0: prenez un autre employé, ou validez.", lambda: SO_FAR)
    bar.say("Conseil\u00a0: le robot difficile propose ce bureau.")
    bar.offer_choices([(lambda: "Réserve", lambda: None)])
    bar.offer_confirm(lambda: None, lambda: None)
    lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                     lambda p: bar.paint(p, QStyleOptionGraphicsItem(), None))[1:]  # fmt: skip
    rect = L.SUMMARY_BESIDE
    assert lines[0].text == "Conseil\u00a0: le robot difficile propose ce bureau."
    assert all(line.pixels >= L.TEXT_MIN and line.width <= rect.width() for line in lines)
    assert all(rect.top() < line.baseline - line.pixels * 0.7 and line.baseline < rect.bottom() for line in lines)
    shown = " ".join(line.text for line in lines[1:])
    assert shown.endswith("…") and SO_FAR.startswith(shown.removesuffix("…")), "cut after a whole word"
    assert bar.summary_tip.toolTip() == f"Conseil\u00a0: le robot difficile propose ce bureau.\n{SO_FAR}"
    assert bar.summary_tip.rect() == rect


MEETING_EFFECT = (
    "Effet\u00a0: Le directeur de Moi quitte la direction Développement pour le conseil d’administration. Le membre "
    "le plus à gauche de Moi le quitte. Moi prend le siège 5 au conseil d’administration. Jules nomme le directeur "
    "de la direction Communication. "
    + " ".join(f"{name} prend la carte {card}, côté Direction visible." for name, card in (
        ("Jules", "Développement"), ("Inès", "Ressources humaines"), ("Jules", "Communication"),
        ("Moi", "Comptabilité"), ("Hugo", "Litiges & brevets"), ("Hugo", "Contrôle de gestion"), ("Jules", "PDG")))
    + " Moi marque 0 point en influence (10 au total). 1 point au-delà de la case dorée est perdu. Hugo marque "
    "1 point en influence (5 au total). Inès marque 2 points en influence (3 au total). Jules marque 2 points en "
    "influence (10 au total). 1 point au-delà de la case dorée est perdu."
)  # fmt: skip


def _confirm_bar(effect: str) -> tuple[ActionBar, list]:
    bar = ActionBar()
    bar.set_texts(lambda: "Confirmer\u00a0: au conseil d’administration", lambda: effect)
    bar.offer_confirm(lambda: None, lambda: None)
    lines = recorded(round(L.SCENE.width()), round(L.SCENE.height()),
                     lambda p: bar.paint(p, QStyleOptionGraphicsItem(), None))[1:]  # fmt: skip
    rect = L.SUMMARY_UNDER_PROMPT
    assert all(line.pixels >= L.TEXT_MIN and line.width <= rect.width() for line in lines)
    assert all(rect.top() < line.baseline - line.pixels * 0.7 and line.baseline < rect.bottom() for line in lines)
    return bar, lines


def test_a_meeting_effect_under_a_one_line_confirm_title_shows_whole(qtbot) -> None:
    """A head sent to the board sets off the rest of the meeting: its effect, under a Confirm
    title of one line and no button, began under the room of a row of choices and was cut after
    three quarters (at 1024×700, in French). It starts under the title and shows whole."""
    bar, lines = _confirm_bar(MEETING_EFFECT)
    assert " ".join(line.text for line in lines) == MEETING_EFFECT
    assert bar.summary_tip.toolTip() == ""


def test_an_effect_longer_still_ends_on_an_ellipsis_under_the_confirm_title(qtbot) -> None:
    effect = f"{MEETING_EFFECT} {MEETING_EFFECT}"
    bar, lines = _confirm_bar(effect)
    shown = " ".join(line.text for line in lines)
    assert shown.endswith("…") and effect.startswith(kept := shown.removesuffix("…"))
    assert effect[len(kept)] == " ", "cut after a whole word"
    assert bar.summary_tip.toolTip() == effect
    assert bar.summary_tip.rect() == L.SUMMARY_UNDER_PROMPT


def test_a_summary_that_fits_has_no_tool_tip(qtbot) -> None:
    bar = ActionBar()
    bar.set_texts(lambda: "", lambda: "Jusqu’ici\u00a0: Un employé est retiré du bureau 1 en Développement.")
    recorded(round(L.SCENE.width()), round(L.SCENE.height()), lambda p: bar.paint(p, QStyleOptionGraphicsItem(), None))
    assert bar.summary_tip.toolTip() == ""


def test_the_confirm_title_names_an_office_chosen_twice_once(qtbot) -> None:
    """Two employees hired into one office: the title named the office for each of them."""
    s = service(4, divisions={3: [dep(BLUE, 1)]}, actor=BLUE)
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    qtbot.waitUntil(lambda: table._player == BLUE and bool(table.scene.bar.focusables()), timeout=10000)
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.HIRE])
    for _ in range(2):
        (office,) = [target for target in table._targets if target.action == ChooseOffice(3, 0)]
        click(qtbot, table, office)
    assert table.scene.bar.prompt() == "Confirm: hire employees › office 1 of Accounting (×2)"
    page.controller.close()


def test_pass_beside_the_forms_of_action_covers_none_of_them(qtbot) -> None:
    """An extra action that may be passed (a card's bribed side): "Pass" lay over the first form of action,
    which a person could no longer see or read."""
    bar = ActionBar()
    bar.offer_actions(list(ActionKind), lambda kind: None)
    bar.offer_choices([(lambda: "Pass", lambda: None)])
    shown = [button.mapRectToScene(button.rect) for button in bar.action_buttons.values()]
    (passing,) = bar.choices
    where = passing.mapRectToScene(passing.rect)
    assert not any(where.intersects(rect) for rect in shown)
    assert L.BAR.contains(where)


def test_a_merge_is_clicked_in_either_order_and_the_first_department_stays_marked(qtbot) -> None:
    """The last of Ann's departments could not be clicked first, an earlier one not second; and the one
    picked lost its glow, so nothing showed which it was."""
    from suite.games.power_struggle.table.board import Picked

    s = service(4, divisions={3: [dep(BLUE, 3), dep(BLUE, 2)]}, actor=BLUE)
    page = open_page(qtbot, Match.restore(MODULE, s.options, SEATS, 1, [], 0, s))
    table = page.table
    qtbot.waitUntil(lambda: table._player == BLUE and bool(table.scene.bar.focusables()), timeout=10000)
    click(qtbot, table, table.scene.bar.action_buttons[ActionKind.MERGE])
    for row in (1, 0):
        (office,) = [target for target in table._targets if target.action == ChooseOffice(3, row)]
        click(qtbot, table, office)
        if row == 1:
            marks = [item for item in table.scene.items() if isinstance(item, Picked)]
            assert [mark.rect for mark in marks] == [L.office_rect(3, 1)]
    assert table._steps[1:] == [ChooseOffice(3, 1), ChooseOffice(3, 0)]
    page.controller.close()


def test_the_bribe_s_steps_are_closed_where_they_would_do_nothing(qtbot) -> None:
    """At the least offer "−50,000" and "−500,000" were open and did nothing when pressed."""
    bar = ActionBar()
    bar.offer_amount(50_000, 600_000, lambda amount: None)
    down_big, down, up, up_big, offer = bar.choices
    assert [b.enabled for b in (down_big, down, up, up_big)] == [False, False, True, True] and offer.enabled
    assert down not in bar.focusables() and up in bar.focusables(), "Tab skips what does nothing"
    up.on_click()
    assert bar.amount == 100_000 and down.enabled and down_big.enabled
    up_big.on_click()
    assert bar.amount == 600_000 and not up.enabled and not up_big.enabled
