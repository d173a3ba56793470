"""The threat map counts shooting only for figures with a ranged attack, within its range
(rules: Attacks — Shooting needs a Shooting attack on the folio; its range)."""

from __future__ import annotations

from faserip_desk.board.threat_map import threat_map
from faserip_desk.commands._setup_state import load_setup_state
from faserip_desk.game.board_view import board_of
from faserip_desk.game.threats import shooting_ranges

DEMO = "folios/setups/demo.setup.yaml"


def test_figures_without_a_ranged_attack_never_shoot() -> None:
    state = load_setup_state(DEMO)
    ranges = shooting_ranges(state)
    assert ranges["Luke Cage"] == 0 and ranges["Pyro"] > 0
    board = board_of(state)
    found = threat_map(board, "1", ranges)
    shooters = {
        a.figure_id
        for attackers in found.attackers.values()
        for a in attackers
        if "shoots" in a.ways
    }
    assert shooters and all(ranges[fid] > 0 for fid in shooters)
    for sq, attackers in found.attackers.items():
        for a in attackers:
            if "shoots" in a.ways:
                assert board.figure(a.figure_id).square.distance(sq) <= ranges[a.figure_id]
