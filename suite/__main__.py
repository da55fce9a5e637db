"""``python -m suite``: the window; ``python -m suite play|tournament|bench ...``: the command line."""

from __future__ import annotations

import sys

from suite.core import collector

CLI_COMMANDS = ("play", "tournament", "bench", "-h", "--help", "--version")


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] in CLI_COMMANDS:
        return cli()
    from suite.ui.main import main as gui

    collector.tune()
    return gui(sys.argv)


def cli() -> int:
    """``ludotheque-cli``, and ``python -m suite`` followed by a command."""
    from suite.cli import main as commands

    collector.tune()
    return commands(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
