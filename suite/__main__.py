"""``python -m suite``: the window; ``python -m suite play|tournament|bench ...``: the command line."""

from __future__ import annotations

import sys

CLI_COMMANDS = ("play", "tournament", "bench", "-h", "--help", "--version")


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] in CLI_COMMANDS:
        from suite.cli import main as cli

        return cli(sys.argv[1:])
    from suite.ui.main import main as gui

    return gui(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
