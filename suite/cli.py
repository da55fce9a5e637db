"""The command line: play a game between bots, run a tournament, print the benchmarks.

``python -m suite play buro-crazy --seats hard,normal,easy,random --seed 7``. It never loads Qt.
A wrong argument gives one line on standard error and exit status 2, as Unix tools do. Output cut
short (``| head -1``) and Ctrl-C end it quietly, without a traceback; a tournament stopped by Ctrl-C
prints what it has so far. On a terminal, a tournament and the ladder count their games as they go.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn, TextIO

from suite import __version__
from suite.core.frames import told
from suite.core.game import GameModule
from suite.core.i18n import LANGUAGES, Catalog, fmt
from suite.core.match import SEAT_KINDS, SEED_LIMIT, Match, Seat
from suite.core.registry import UnknownGame
from suite.games import REGISTRY
from suite.persistence.codec import converter_for

USAGE_ERROR = 2
INTERRUPTED = 130
"""What a shell reports for a command ended by Ctrl-C (128 + SIGINT)."""
OUTPUT_CLOSED = 1
"""What Python itself reports when the reader of its output went away."""
COLOURS = ("red", "blue", "green", "yellow", "purple")
MAX_GAMES = 1_000_000
"""The longest tournament: hours of play already for the fastest game (and Ctrl-C stops one early)."""
WINDOW_USAGE = "usage: ludotheque [SAVE_FILE]"
"""How the window starts: with no argument, or with a save to open."""


class UsageError(Exception):
    """A wrong command line; its text is the one line the user sees."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


class _Counter:
    """The games played so far, on one terminal line rewritten in place: a series of a hundred games of
    Men at Work runs for more than an hour, and a silent command looks hung. Only on a terminal: a file
    or a pipe gets the result alone, the count would be noise there."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream if stream.isatty() else None

    def __call__(self, done: int, total: int, label: str = "") -> None:
        if self._stream is not None:
            self._stream.write(f"\r\033[K{label}{done} of {total} games played")
            self._stream.flush()

    def clear(self) -> None:
        """Wipes the count before a result is printed on the same terminal."""
        if self._stream is not None:
            self._stream.write("\r\033[K")
            self._stream.flush()


def _seats(module: GameModule, text: str) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in module.bots]
    if unknown:
        raise UsageError(
            f"unknown seat kind {unknown[0]!r} for {module.info.id}; choose among {', '.join(module.bots)}"
        )
    info = module.info
    if not info.min_players <= len(kinds) <= info.max_players:
        raise UsageError(f"{info.id} needs {info.min_players} to {info.max_players} seats, got {len(kinds)}")
    return kinds


def _number(name: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse type: an integer from ``low`` to ``high``, or one line saying which are allowed."""

    def number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be a whole number, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{name} must be from {low:,} to {high:,}, not {value:,}")
        return value

    return number


_seed = _number("a seed", 0, SEED_LIMIT - 1)


def _module(game_id: str) -> GameModule:
    try:
        return REGISTRY.get(game_id)
    except UnknownGame as error:
        raise UsageError(str(error)) from None


def _play(args: argparse.Namespace) -> int:
    module = _module(args.game)
    kinds = _seats(module, args.seats)
    tr = Catalog.load(args.lang).tr
    names = [fmt(tr("Player %1 (%2)"), i + 1, tr(SEAT_KINDS[kind])) for i, kind in enumerate(kinds)]
    seats = [Seat(name, COLOURS[i], kind) for i, (name, kind) in enumerate(zip(names, kinds, strict=True))]
    match = Match(module, module.default_options(len(seats)), seats, args.seed)
    bots = [module.make_bot(kind) for kind in kinds]
    narration = module.narration

    def narrate() -> None:
        """Tells the transition just made, as a spectator sees it (nothing hidden reaches the page)."""
        if not args.json:
            for line in told(narration, match.frame(None, animate=True), names, tr):
                print(line)

    while not match.is_over():
        if match.chance_step() is None:
            match.apply(match.bot_action(bots[match.to_move()]))
        narrate()
    outcome = match.outcome()
    if args.json:
        print(json.dumps({
            "game": module.info.id,
            "seed": args.seed,
            "seats": kinds,
            "scores": outcome.scores,
            "ranking": outcome.ranking,
            "winners": outcome.winners,
            "log": converter_for(module).unstructure(match.log, list[module.action_type]),
        }))  # fmt: skip
    else:
        print()
        for line in narration.result(match.frame(None, animate=False).view, names, tr):
            print(line)
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from suite.core.tournament import format_result, run_tournament

    module = _module(args.game)
    kinds = _seats(module, args.seats)
    counter = _Counter(sys.stderr)
    result = run_tournament(module, kinds, args.games, args.seed, workers=args.workers, progress=counter)
    counter.clear()
    games = f"interrupted after {len(result.records)} of {args.games}" if result.interrupted else f"{args.games}"
    print(f"{module.info.id}: {games} games, seats {','.join(kinds)}, seed {args.seed}")
    for line in format_result(result):
        print(line)
    return INTERRUPTED if result.interrupted else 0


def _ladder(args: argparse.Namespace) -> int:
    from suite.core.ladder import COLUMNS, LEVELS, ladder, markdown

    module = _module(args.game)
    info = module.info
    players = args.players or min(4, info.max_players)
    if not info.min_players <= players <= info.max_players:
        raise UsageError(f"{info.id} needs {info.min_players} to {info.max_players} players, got {players}")
    rows = _choices("--rows", args.rows, LEVELS)
    columns = _choices("--columns", args.columns, COLUMNS)
    print(f"{info.id}: each level in one seat of {players}, {args.games} games a cell, seed {args.seed}")
    cells = []
    counter = _Counter(sys.stderr)

    def told(row: str, column: str, done: int, total: int) -> None:
        counter(done, total, f"{row} against {column}: ")

    for row, column, cell in ladder(module, players, args.games, args.seed, args.workers, rows, columns, told):
        counter.clear()
        cells.append((row, column, cell))
        print(f"{row} against {column}: {cell.figure()}", flush=True)
    for line in markdown(cells, columns):
        print(line)
    return INTERRUPTED if cells and cells[-1][2].interrupted else 0


def _choices(name: str, text: str | None, allowed: Sequence[str]) -> list[str]:
    """A comma-separated subset of ``allowed`` (all of them when not given), in ``allowed``'s order."""
    if text is None:
        return list(allowed)
    chosen = [word.strip() for word in text.split(",") if word.strip()]
    wrong = [word for word in chosen if word not in allowed]
    if wrong or not chosen:
        raise UsageError(f"{name}: choose among {', '.join(allowed)}, not {text!r}")
    return [word for word in allowed if word in chosen]


def _bench(args: argparse.Namespace) -> int:
    if args.subject == "men-at-work-cards":
        from suite.bench.men_at_work_cards import run

        for line in run(args.sites):
            print(line, flush=True)
        return 0
    from suite.bench import run_benchmarks

    run_benchmarks(quick=args.quick)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ludotheque", description="Ludothèque without a window: bot games, tournaments, benchmarks.")
    parser.add_argument("--version", action="version", version=f"Ludothèque {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    play = commands.add_parser("play", help="play one game between bots and tell it in words")
    play.add_argument("game", help=f"one of {', '.join(REGISTRY.ids())}")
    play.add_argument("--seats", required=True, help="bot levels, comma-separated, e.g. hard,normal,easy,random")
    play.add_argument("--seed", type=_seed, default=1, help="0 to 2^64 - 1")
    play.add_argument("--lang", choices=LANGUAGES, default="en")
    play.add_argument("--json", action="store_true", help="print the result and the log as JSON")
    play.set_defaults(run=_play)

    tournament = commands.add_parser("tournament", help="play many games and print win shares")
    tournament.add_argument("game", help=f"one of {', '.join(REGISTRY.ids())}")
    tournament.add_argument("--seats", required=True, help="bot levels, comma-separated; seats rotate between games")
    tournament.add_argument("--games", type=_number("--games", 1, MAX_GAMES), default=400)
    tournament.add_argument("--seed", type=_seed, default=1, help="0 to 2^64 - 1")
    cores = os.cpu_count() or 1
    workers = _number("--workers", 1, cores)
    tournament.add_argument("--workers", type=workers, default=1, help=f"processes to play in parallel (1 to {cores})")
    tournament.set_defaults(run=_tournament)

    ladder = commands.add_parser("ladder", help="each bot level in one seat against tables of every level")
    ladder.add_argument("game", help=f"one of {', '.join(REGISTRY.ids())}")
    ladder.add_argument("--players", type=_number("--players", 2, 5), help="seats at each table (default 4, or fewer)")
    ladder.add_argument("--games", type=_number("--games", 1, MAX_GAMES), default=200, help="games per cell")
    ladder.add_argument("--seed", type=_seed, default=1, help="0 to 2^64 - 1")
    ladder.add_argument("--workers", type=workers, default=1, help=f"processes to play in parallel (1 to {cores})")
    ladder.add_argument("--rows", help="levels to measure in one seat, comma-separated (default: all)")
    ladder.add_argument("--columns", help="tables: random, easy, normal, hard, mixed, comma-separated (default: all)")
    ladder.set_defaults(run=_ladder)

    bench = commands.add_parser("bench", help="measure speed against the budgets")
    bench.add_argument("--quick", action="store_true", help="shorter runs, rougher figures")
    bench.add_argument("subject", nargs="?", choices=("men-at-work-cards",), help="Men at Work's card sweep (M20)")
    bench.add_argument("--sites", type=int, default=54, help="sites of the card-front sweep")
    bench.set_defaults(run=_bench)
    return parser


def usage() -> str:
    """Both ways to start: the window (no argument, or a save to open) and the commands."""
    commands = _parser().format_usage().strip().removeprefix("usage: ")
    return f"{WINDOW_USAGE}\n       {commands}"


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        status = int(args.run(args))
        sys.stdout.flush()  # here, where a reader gone away is caught, rather than at exit
        return status
    except UsageError as error:
        print(f"ludotheque: {error}", file=sys.stderr)
        return USAGE_ERROR
    except KeyboardInterrupt:
        return INTERRUPTED
    except BrokenPipeError:
        _drop_output()
        return OUTPUT_CLOSED


def _drop_output() -> None:
    """The reader of the output went away (``| head -1``): what is still buffered goes nowhere, so
    that Python's own flush at exit does not fail a second time, with a message."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
