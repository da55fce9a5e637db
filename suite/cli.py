"""The command line: play a game between bots, run a tournament, print the benchmarks.

``python -m suite play buro-crazy --seats hard,normal,easy,random --seed 7``. It never loads Qt.
A wrong argument gives one line on standard error and exit status 2, as Unix tools do.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from suite import __version__
from suite.core.frames import told
from suite.core.game import GameModule
from suite.core.i18n import LANGUAGES, Catalog, fmt
from suite.core.match import SEAT_KINDS, Match, Seat
from suite.core.registry import UnknownGame
from suite.games import REGISTRY
from suite.persistence.codec import converter_for

USAGE_ERROR = 2
COLOURS = ("red", "blue", "green", "yellow", "purple")


class UsageError(Exception):
    """A wrong command line; its text is the one line the user sees."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


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
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    result = run_tournament(module, kinds, args.games, args.seed, workers=args.workers)
    print(f"{module.info.id}: {args.games} games, seats {','.join(kinds)}, seed {args.seed}")
    for line in format_result(result):
        print(line)
    return 0


def _bench(args: argparse.Namespace) -> int:
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
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--lang", choices=LANGUAGES, default="en")
    play.add_argument("--json", action="store_true", help="print the result and the log as JSON")
    play.set_defaults(run=_play)

    tournament = commands.add_parser("tournament", help="play many games and print win shares")
    tournament.add_argument("game", help=f"one of {', '.join(REGISTRY.ids())}")
    tournament.add_argument("--seats", required=True, help="bot levels, comma-separated; seats rotate between games")
    tournament.add_argument("--games", type=int, default=400)
    tournament.add_argument("--seed", type=int, default=1)
    tournament.add_argument("--workers", type=int, default=1, help="processes to play in parallel")
    tournament.set_defaults(run=_tournament)

    bench = commands.add_parser("bench", help="measure speed against the budgets")
    bench.add_argument("--quick", action="store_true", help="shorter runs, rougher figures")
    bench.set_defaults(run=_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        return int(args.run(args))
    except UsageError as error:
        print(f"ludotheque: {error}", file=sys.stderr)
        return USAGE_ERROR


if __name__ == "__main__":
    sys.exit(main())
