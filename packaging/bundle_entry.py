"""The bundle's program (``make bundle``): ``ludotheque`` with the same arguments as the installed
command, the window or the command line (``suite.__main__``). A tournament's worker processes are
forked from it (``suite.core.tournament``), never started anew, so it needs no ``freeze_support``."""

import sys

from suite.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
