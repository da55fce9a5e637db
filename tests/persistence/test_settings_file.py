"""Settings round-trip, and a damaged settings file never stops the suite from starting."""

from __future__ import annotations

import json
import os

import pytest

from suite.persistence import files
from suite.persistence.files import FileProblem
from suite.persistence.paths import AppPaths
from suite.persistence.settings import GameSetup, SeatSetup, Settings, load_settings, save_settings

from .conftest import PYTHON_WORDS, in_time


def test_no_file_means_defaults_quietly(paths: AppPaths) -> None:
    loaded = load_settings(paths)
    assert loaded.value == Settings(language=None, window_geometry=None)
    assert loaded.problem is None
    assert not paths.settings_file.exists()


def test_settings_round_trip(paths: AppPaths) -> None:
    setup = GameSetup(
        players=3,
        seats=(
            SeatSetup("human", "Zoé", "blue", flagged=True),
            SeatSetup("hard", "", "red"),
            SeatSetup("easy", "Bot", "green"),
        ),
        options={"crane": True, "rounds": 2},
    )
    settings = Settings(
        language="fr",
        window_geometry="01d9d0cb0003",
        animation_speed="fast",
        bot_reasons=True,
        last_setups={"men-at-work": setup},
        saved_as={"autosave-buro-crazy-20261128-070810.ludotheque": "/home/zoé/saves/mine.ludotheque"},
    )
    save_settings(settings, paths)
    assert json.loads(paths.settings_file.read_text(encoding="utf-8")) == {
        "language": "fr",
        "window_geometry": "01d9d0cb0003",
        "animation_speed": "fast",
        "bot_reasons": True,
        "last_setups": {
            "men-at-work": {
                "players": 3,
                "seats": [
                    {"kind": "human", "name": "Zoé", "colour": "blue", "flagged": True},
                    {"kind": "hard", "name": "", "colour": "red", "flagged": False},
                    {"kind": "easy", "name": "Bot", "colour": "green", "flagged": False},
                ],
                "options": {"crane": True, "rounds": 2},
            }
        },
        "saved_as": {"autosave-buro-crazy-20261128-070810.ludotheque": "/home/zoé/saves/mine.ludotheque"},
    }
    assert load_settings(paths).value == settings


def test_a_file_written_before_the_animation_speed_and_the_setups_loads(paths: AppPaths) -> None:
    paths.settings_file.write_text(
        json.dumps({"language": "fr", "window_geometry": "01d9d0cb0003"}), encoding="utf-8"
    )
    loaded = load_settings(paths)
    assert loaded.problem is None
    assert loaded.value == Settings(language="fr", window_geometry="01d9d0cb0003")
    assert (loaded.value.animation_speed, loaded.value.last_setups, loaded.value.bot_reasons) == ("normal", {}, False)


def test_a_setting_from_a_newer_version_is_ignored(paths: AppPaths) -> None:
    paths.settings_file.write_text(json.dumps({"language": "en", "theme": "dark"}), encoding="utf-8")
    loaded = load_settings(paths)
    assert (loaded.value, loaded.problem) == (Settings(language="en"), None)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{", "is not valid JSON"),
        ('"fr"', "holds damaged values (the settings are a string, not an object)"),
        ('null', "(the settings are null, not an object)"),
        ('{"language": "de"}', '(language: "de" is not one of en, fr)'),
        ('{"language": 1}', "expected a string, found an integer @ $.language"),
        ('{"window_geometry": "not hex"}', '(window_geometry: "not hex" is not hexadecimal)'),
        ('{"animation_speed": "warp"}', '(animation_speed: "warp" is not one of slow, normal, fast, instant)'),
        ('{"bot_reasons": "yes"}', "expected true or false, found a string @ $.bot_reasons"),
        ('{"last_setups": []}', "expected an object, found a list @ $.last_setups"),
        ('{"last_setups": {"buro-crazy": {"players": "4"}}}',
         "expected an integer, found a string @ $.last_setups.buro-crazy.players"),
        ('{"last_setups": {"buro-crazy": {"players": 3, "seats": [{"name": 7}]}}}',
         "expected a string, found an integer @ $.last_setups.buro-crazy.seats[0].name"),
        ('{"last_setups": {"buro-crazy": {"players": null}}}',
         "expected an integer, found null @ $.last_setups.buro-crazy.players"),
    ],
)
def test_a_damaged_file_gives_defaults_and_is_kept(
    paths: AppPaths, caplog: pytest.LogCaptureFixture, content: str, expected: str
) -> None:
    paths.settings_file.write_text(content, encoding="utf-8")
    loaded = load_settings(paths)
    assert loaded.value == Settings()
    assert loaded.problem is not None
    message = str(loaded.problem)
    assert message.startswith('The file "settings.json" ') and expected in message
    assert not PYTHON_WORDS.search(message), "a message names the setting and the value in JSON's words"
    assert message.endswith('; it was kept as "settings.json.damaged".')
    assert paths.settings_file.with_name("settings.json.damaged").read_text(encoding="utf-8") == content
    assert not paths.settings_file.exists()
    assert message in caplog.text


def test_an_unreadable_file_gives_defaults_and_stays(paths: AppPaths) -> None:
    paths.settings_file.mkdir()
    loaded = load_settings(paths)
    assert loaded.value == Settings()
    assert str(loaded.problem) == 'The file "settings.json" is not a regular file (a folder, a device or a pipe).'
    assert paths.settings_file.is_dir()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_named_like_the_settings_does_not_block_the_start(paths: AppPaths) -> None:
    os.mkfifo(paths.settings_file)
    loaded = in_time(lambda: load_settings(paths))
    assert loaded.value == Settings() and "is not a regular file" in str(loaded.problem)
    assert paths.settings_file.is_fifo()


def test_settings_can_be_saved_after_damage(paths: AppPaths) -> None:
    paths.settings_file.write_text("{", encoding="utf-8")
    load_settings(paths)
    save_settings(Settings(language="en"), paths)
    assert load_settings(paths).value == Settings(language="en")


def test_a_refused_write_says_so(paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "replace", refuse)
    with pytest.raises(FileProblem) as caught:
        save_settings(Settings(language="fr"), paths)
    assert str(caught.value) == 'The file "settings.json" cannot be written (Permission denied).'


def test_invalid_settings_cannot_be_made() -> None:
    with pytest.raises(ValueError):
        Settings(language="xx")
    with pytest.raises(ValueError):
        Settings(window_geometry="zz")
    with pytest.raises(ValueError):
        Settings(animation_speed="warp")


def test_a_seat_remembered_before_its_flag_loads_unflagged(paths: AppPaths) -> None:
    seat = {"kind": "human", "name": "Zoé", "colour": "blue"}
    setup = {"players": 2, "seats": [seat, seat]}
    paths.settings_file.write_text(json.dumps({"last_setups": {"men-at-work": setup}}), encoding="utf-8")
    loaded = load_settings(paths)
    assert loaded.problem is None
    assert loaded.value.last_setups["men-at-work"].seats[0] == SeatSetup("human", "Zoé", "blue", False)
