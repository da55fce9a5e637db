"""Men at Work's building site as a 2D physics world (pymunk), knowing nothing of the rulebook.

``physics.Site`` is the live world built from a ``pieces.Snapshot``; ``fixtures`` are its fixed
things (table, floor, crane, box); ``outlines`` gives every shape as plain boxes and circles, without
pymunk, for the physics to build and the table to draw; ``placement`` replays the hand's movement;
``contacts`` says what touches what and with which part; ``candidates`` finds where a piece would rest.
The rules judge what these report; the bots and the random seat aim with them.
"""
