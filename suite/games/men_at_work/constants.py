"""What Men at Work's building site is made of and every number in it, each with the ruling that fixes it.

The rulings M1–M18 are explained in docs/rulings-men-at-work.md. Lengths are millimetres, y points up,
the table top is the line y = 0 and x = 0 is the middle of the site; angles are radians, counter-clockwise.
The site section (physics, piece shapes, placement) comes first; the game section follows its marker.
"""

from __future__ import annotations

import math

# -- the simulation (M1) ------------------------------------------------------------------------

GRAVITY = 9810.0  # M1: mm/s², downward
STEP = 1.0 / 480.0  # M1: seconds per fixed step; coarser steps let towers creep
ITERATIONS = 20  # M1: solver iterations per step
SLEEP_TIME = 0.4  # M1: seconds a body must stay idle before it sleeps
IDLE_SPEED = 2.0  # M1: mm/s; slower than this a body counts as idle (Chipmunk's default, |g|·step, is 20 mm/s:
# a tall tower fell asleep while still rocking and went on rocking when woken)
WOOD_FRICTION = 0.6  # M1
FOOT_FRICTION = 0.8  # M1: a worker's soles grip better than wood on wood
ELASTICITY = 0.0  # M1: no bounce
DENSITY = 0.001  # M2: one density for all pieces (mass units per mm²; only ratios matter)
COLLISION_SLOP = 0.1  # M4: mm of overlap the solver tolerates; small, so a rebuilt site does not creep
REST_STEPS = 8  # M4: steps a rebuilt site takes at least, held at its stored poses, to learn its contact forces ...
REST_SPEED = 1.0  # M4: ... and more until no piece gains this many mm/s in a step (its contacts bear it) ...
REST_MOST = 240  # M4: ... up to this many (half a second): a tall tower needs some 40, and fell when woken after 8
SETTLE_SECONDS = 3.0  # M13: a settle ends when every piece sleeps or after this long ...
SETTLE_MORE = 1.0  # M14: ... unless something still moves: then it goes on by this many seconds at a time ...
SETTLE_MOST = 12.0  # M14: ... up to this long in all (a site that never comes to rest is judged as it stands)

# -- the table and what lies around it (M1, M18) ------------------------------------------------

TABLE_HALF_WIDTH = 300.0  # M1: the table top spans x in [-300, 300]; beyond it a piece falls to the floor
FLOOR_Y = -750.0  # M1: the floor, far below the table; a piece that reaches it has reached the table (M14)
FLOOR_HALF_WIDTH = 3000.0
WALL_THICKNESS = 10.0  # fixed segments are this thick (radius 5) so fast pieces do not tunnel through

CRANE_BASE_WIDTH = 80.0  # M18: the crane's base plate on the table; a piece landing on it is an accident
CRANE_BASE_HEIGHT = 8.0
CRANE_MAST_WIDTH = 16.0
CRANE_MAST_HEIGHT = 260.0
CRANE_JIB_LENGTH = 220.0  # M18: the jib reaches to the right of the mast; it can be built on
CRANE_JIB_HEIGHT = 10.0
CRANE_COUNTER_JIB = 50.0  # the part of the jib left of the mast

BOX_INNER_WIDTH = 280.0  # M18 Skyscraper: the box the site is built in
BOX_WALL_HEIGHT = 90.0
BOX_FLOOR_THICKNESS = 4.0  # the box floor's top lies this high above the table
BOX_INSERT_HEIGHT = 45.0  # the insert: two ledges along the inner walls, at this height above the box floor
BOX_INSERT_WIDTH = 75.0  # how far each ledge reaches in from its wall: the 130 mm between them a girder bridges

# -- the pieces (M2, M3) ------------------------------------------------------------------------

GIRDER_LENGTH = 150.0  # M2
GIRDER_HEIGHT = 10.0
SUPPORT_WIDTH = 20.0  # M2: standing, 20 wide and 40 tall; lying, angle π/2
SUPPORT_HEIGHT = 40.0
BRICK_WIDTH = 14.0  # M2
BRICK_HEIGHT = 8.0
BEAM_LENGTH = 50.0  # M2
BEAM_HEIGHT = 5.0

WORKER_HEIGHT = 36.0  # M2: the pose is the middle of his 36 × 36 outline, so his soles are 18 below it
WORKER_FOOT = (2.0, 10.0, 3.0)  # M2: each foot spans |x| in [2, 10] and is 3 thick, the soles at the bottom
WORKER_LEG_X = (3.0, 7.0)  # each leg spans |x| in [3, 7], from the foot up to the torso
WORKER_TORSO = (7.0, -4.0, 8.0)  # the torso: |x| ≤ 7, y from -4 to 8 (relative to the pose)
WORKER_HEAD_RADIUS = 3.5  # the head, a circle above the torso
WORKER_HEAD_Y = 11.0
WORKER_HEAD_FLAT = 2.5  # M3, S6: the head's top is flat for |x| ≤ 2.5 where the hat's crown sits: a hat on a round
# head rolls on it without losing energy (pymunk has no rolling friction) and rocks for ever, keeping the site awake
WORKER_HAT = (5.5, 14.5, 16.5)  # M3: the hard hat's crown, |x| ≤ 5.5, y from 14.5 to 16.5 on the head (a rim hangs
# down beside the head, ``physics.HAT_RIM``), 1.5 mm below the top of the hands
HAT_SEAT_TOLERANCE = 2.0
"""M3: mm a hat's middle may lie from its seat on the head and still be worn (a hat tilted between the hands is)."""
WORKER_ARM_X = (7.0, 10.0)  # M2: the raised arms rise beside the head, |x| in [7, 10], from the shoulders ...
WORKER_SHOULDER_Y = 5.0
WORKER_SHELF = (6.5, 18.0, 15.0, 18.0)  # ... to the hands: two flat pads |x| in [6.5, 18], y from 15 to 18
"""M2: the arm shelf is the top of the worker, 1.5 mm above his hard hat, and wider than his torso, so a
beam (50) or a girder lies flat across both hands without resting on the hat. With the shelf at the
shoulders and the head above it, a 50 mm beam would need 30 mm of arm on one side to rest clear of the head."""

UPRIGHT_TOLERANCE = math.radians(10.0)  # M12: a worker leaning less than this still stands upright
END_ZONE = 15.0  # M11 rule 6: a contact within this many mm of a girder's end touches that end
RESTING_SPEED = 2.0  # mm/s: slower than this a piece counts as resting when a settle stops at its limit
LANDING_DROP = 5.0  # M14: a piece that came down at least this far before a new contact has fallen onto it
FALLEN_SUPPORT_TILT = math.radians(5.0)
"""M15: a support on the table tilted more than this from standing or lying leans on something: it has fallen,
and the clean-up offers to take it away (a support that stands or lies flat is part of the site)."""
AS_SHOWN_MM = 3.0
AS_SHOWN_ANGLE = math.radians(2.0)
"""M19: a piece let go within this of where the inspector's ghost showed it is placed as shown (a person lines it
up by eye, and the table snaps a piece held near the ghost onto it): the inspector's next placement, found on
the site that placement makes, is shown next."""
SUPPORT_TURNED = math.radians(30.0)
"""M15: a support that turned more than this in an accident has fallen over, though it may now lie flat on the
table, where ``FALLEN_SUPPORT_TILT`` cannot tell it from one laid there: the clean-up offers it too."""
SET_DOWN_SPEED = 150.0
"""M14: mm/s; a piece that meets a worker faster than this (along the contact's normal) fell onto him, slower it
was set down. Measured (docs/rulings-men-at-work.md, S23): a brick, a beam or a girder brought down on a worker's
arms at the descent's pace meets them at 82–92 mm/s (it drops the last 0.4 mm freely); a girder tipping off a
perch 44 mm above his hands meets them at 230 mm/s. Free fall reaches 150 mm/s after 1.2 mm."""

# -- placing a piece (M13) ----------------------------------------------------------------------

PATH_RATE = 60  # M13: targets of the held piece per second of simulated time
HAND_FORCE = 6.0  # M13: the hand pulls the held piece (and its load) with at most this many times their weight
HAND_TORQUE = 6.0  # M13: and turns it with at most this many times its weight times half its length
HAND_SPEED = 400.0  # M13: mm/s, the fastest the hand's pull corrects the distance to its target
HAND_TURN = 4.0  # M13: rad/s, the fastest the hand's twist corrects the angle to its target
DESCENT_SPEED = 120.0  # mm/s: how fast a bot's or random hand lowers a piece (a human pace)
SET_DOWN_REACH = 10.0
"""G24: mm; a person's hand that opens with its piece at most this far above what it would rest on lowers it there
at DESCENT_SPEED first, as a hand sets a piece down. A mouse cannot let go within the 1.2 mm of free fall that
SET_DOWN_SPEED allows: at 1024×700 a pixel is 1.5 to 2.5 mm of the site, and a brick let go two pixels above a
worker's arms fell onto him."""
LOAD_CARE = 0.25 * GRAVITY
"""G25: mm/s²; a person's hand carrying a load (a beam on a worker's arms, a brick on a girder) speeds up and slows
down at most this much, a quarter of what the load's friction holds (0.6 g, wood on wood). The hand followed the
pointer at once: a drag's first jump started the worker at 600 mm/s in a sixtieth of a second, and the beam stayed
behind and fell, at every pace a person drags."""
DESCENT_CLEARANCE = 60.0  # mm: a descent starts this far above the highest piece in its column (S12)
DESCENT_PAUSE = 0.25  # s: the hand holds still at the target before it lets go

# --- rule predicates and sites ---

RESTING_SLOPE = math.radians(60.0)
"""M10–M12: a piece rests on what it touches when the contact's normal is within this of straight down from it
(its weight bears there): a girder on a worker's hands, not a beam leaning on his hard hat from the side."""
LEANING_SLOPE = math.radians(85.0)
"""OURS: a contact this near the horizontal still bears some of a piece's weight, so taking away what it touches may
let it fall (the clean-up's warning, ``predicates.held_up``): a worker lying on a steep girder was not counted."""
BALANCE_POINTS = 2
"""M10 rule 1 as M20 words it: a balancing girder rests on at most this many girders, each at a single point."""
BALANCE_SPAN = 12.0
"""M10 rule 1: a girder balances "at a single point" when its contact with the girder under it spans at most
this many mm: an edge, a corner, or the 10 mm end of an upright girder (a 2D site has no crossing girders)."""
PASS_OVER_REACH = 12.0
"""M10 rule 10 as M20 words it (S14b): a girder passes just over a support when the support's top is at most this
many mm under the girder's bottom: the girder lies on the one the support carries (10 mm thick), or on its edge."""
COMPLETE_OVERLAP = 120.0
"""M12: a girder lies "completely" on another when they touch along at least this many mm (4/5 of its length);
shorter overlaps (a staircase, a bridge resting on a girder's end) are allowed."""
STILL = 0.5
"""M5, M4: mm a piece of a start site may move when the site is rebuilt, woken and left to settle."""
CRANE_CLEARANCE = 15.0
"""M18 Crane: mm between an example or random start site and the crane's mast and base plate."""
RANDOM_SPREAD = 170.0
"""M5: a random start site puts its supports within this many mm of its middle."""
RANDOM_SITE_TRIES = 20
"""M5: random start sites tried before the beginner example is used instead (never needed in our tests)."""
RANDOM_PIECE_TRIES = 40
"""M5: places tried for each girder and the worker of a random start site before starting it again."""

# --- game ---

MIN_PLAYERS = 2  # RULES
MAX_PLAYERS = 5

# -- the pieces in the box (M2, M6); the reserve is what of them is not on the site -----------------

SUPPORTS = 8  # M2
GIRDERS_PER_COLOUR = 7  # M2: in each of the four colours
WORKERS = 16  # M2
BRICKS = 12  # M2
BEAMS = 12  # M2

# -- the instruction deck (M7, M8) ----------------------------------------------------------------

DECK_SIZE = 36  # M8: the cards of deck.json, ids 0–35
INSPECTOR_WITHDRAWS = DECK_SIZE
"""G4: after this many cards in a row that built nothing within one turn (skipped or set aside by the inspector),
the inspector withdraws for the rest of the turn: the player must try the next card the site and reserve allow."""
NOTHING_TO_BUILD = 2 * DECK_SIZE
"""G4: after this many, no card at all could be carried out (the inspector had withdrawn): the construction stops."""
GIRDER_RULES = 12  # M10
WORKER_RULES = 9  # M11
RITA = 36  # M7: Boss Rita's card, shuffled in with the instruction cards under this id
RITA_POSITIONS = (7, 10)  # M7: she lies this many cards from the top of the draw pile, both included
HIDDEN = -1  # G5: a card a view may not show (an id in the draw pile or in another player's hand)

# -- the players (M6, M17, M18) -------------------------------------------------------------------

CERTIFICATES = 3  # M6: safety certificates of a player
EXPERT_CERTIFICATES = 2  # M6: of a seat marked expert
FOREMAN_HAND = 2  # M18: instruction cards each player holds in the Foreman variant
AWARDS_TO_WIN = {2: 5, 3: 4, 4: 4, 5: 3}  # M17: Employee of the Month awards that win, by player count

# -- a turn (G-rulings in docs/rulings-men-at-work.md) ------------------------------------------------

INSPECTOR_SIMULATIONS = 16  # M19: placements the site inspector simulates (the hard bot's count): a count, not a
# time, so that its answer is the same on a slow machine as on a fast one
INSPECTOR_BRANCHES = 2  # M19: for a placement that prepares another (a new support, a worker to load), the inspector
# follows this many of the best ones to the end of the instruction
BUILD_ATTEMPTS = 3  # G11: start sites a player may build by hand before the beginner site is used
MAX_PATH = PATH_RATE * 120  # G8: a placement records at most two minutes of hand movement
HIGHEST_HAND = 5000.0  # G8: mm above the table no hand goes (a sanity bound on recorded paths)
