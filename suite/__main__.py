"""``python -m suite``: the window, or the window opening a save (``python -m suite game.ludotheque``);
``python -m suite play|tournament|bench ...``: the command line; ``--version`` prints the version and
``--self-test`` checks the install (``suite.self_test``). Anything else prints the usage and
exits with status 2, as Unix tools do, instead of opening the window on a mistyped command."""

from __future__ import annotations

import sys
from pathlib import Path

from suite.core import collector

CLI_COMMANDS = ("play", "tournament", "ladder", "bench", "-h", "--help", "--version")
SELF_TEST = "--self-test"
SAVE_SUFFIXES = (".ludotheque", ".json")
"""``suite.persistence.saves.SAVE_SUFFIXES``, repeated so that starting the window imports no more."""


def main() -> int:
    arguments = sys.argv[1:]
    if arguments and arguments[0] in CLI_COMMANDS:
        return cli()
    if arguments == [SELF_TEST]:
        from suite.self_test import run

        return run()
    if len(arguments) > 1 or (arguments and not _names_a_save(arguments[0])):
        from suite.cli import USAGE_ERROR, usage

        print(usage(), file=sys.stderr)
        print(f"ludotheque: {' '.join(arguments)!r} is neither a command nor a save to open", file=sys.stderr)
        return USAGE_ERROR
    from suite.ui.main import main as gui

    collector.tune()
    return gui(sys.argv)


def _names_a_save(argument: str) -> bool:
    """A file to open in the window: an existing file, or a name ending in ``.ludotheque`` or ``.json``
    (the window then says what is wrong with it, in words); never an option."""
    return not argument.startswith("-") and (argument.lower().endswith(SAVE_SUFFIXES) or Path(argument).is_file())


def cli() -> int:
    """``ludotheque-cli``, and ``python -m suite`` followed by a command."""
    from suite.cli import main as commands

    collector.tune()
    return commands(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
