"""The rules of Buro Crazy, the only place that knows its rulebook; no Qt.

``engine.BuroRules`` is the contract of ``suite.core.game``; the modules beside it hold the state,
the actions, the events, the cards and their arithmetic, the setup, the placement of the figures,
the scoring, and what each player may see.
"""
