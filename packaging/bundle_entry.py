"""The bundle's program (``make bundle``): ``ludotheque`` with the same arguments as the installed
command, the window or the command line (``suite.__main__``). ``freeze_support`` lets a tournament's
worker processes start from the frozen program."""

import multiprocessing
import sys

from suite.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
