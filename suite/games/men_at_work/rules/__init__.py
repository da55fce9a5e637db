"""The rules of Men at Work, the only place that knows its rulebook; no Qt.

``engine.MenAtWorkRules`` is the contract of ``suite.core.game`` (with the continuous actions of
``ContinuousRules``); the modules beside it hold the state, the actions, the events, the setup and
the start sites, the cards and the deck, a turn on the site and its judgement (steps, predicates,
judge, accidents), the reserve, the end of the game, what each player may see, and the sampler of
plausible placements. They read the building site through ``site``, never keep one.
"""
