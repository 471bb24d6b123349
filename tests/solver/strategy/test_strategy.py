"""Strategy selection (IOPDDL): reader, evaluator, presolve and solver against brute force."""

from __future__ import annotations

import gzip
import itertools
import json
from pathlib import Path

import numpy as np
import pytest
from shardsat.model.errors import VerificationError
from shardsat.solver.solution import SolveStatus
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.driver import solve_strategy_problem
from shardsat.solver.strategy.io import (
    format_solution,
    problem_to_json,
    read_problem,
    write_problem,
)
from shardsat.solver.strategy.presolve import (
    maximal_time_points,
    postsolve,
    reduce,
    run_presolve,
)
from shardsat.solver.strategy.problem import StrategyProblem, check_solution, evaluate

EXAMPLE_JSON = {  # the contest's example.json (github google/iopddl), verbatim
    "problem": {
        "name": "example",
        "nodes": {
            "intervals": [[30, 70], [40, 70], [50, 120], [110, 140], [110, 150]],
            "costs": [[15], [55, 65], [25, 45, 35], [85, 75], [95]],
            "usages": [[10], [25, 25], [15, 20, 15], [10, 10], [15]],
        },
        "edges": {
            "nodes": [[0, 1], [0, 2], [1, 3], [2, 4], [3, 4]],
            "costs": [[30, 40], [50, 10, 40], [90, 10, 20, 80], [60, 20, 30], [70, 60]],
        },
        "usage_limit": 50,
    }
}
SHARED_EXAMPLE = Path("/work/shared/iopddl/example.json")


@pytest.fixture(scope="module")
def example_path(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("iopddl") / "example.json"
    path.write_text(json.dumps(EXAMPLE_JSON))
    return path


@pytest.fixture
def example(example_path) -> StrategyProblem:
    return read_problem(example_path)


@pytest.mark.skipif(not SHARED_EXAMPLE.exists(), reason="shared data not mounted")
def test_embedded_example_matches_shared_file():
    assert json.loads(SHARED_EXAMPLE.read_text()) == EXAMPLE_JSON


def brute_force(problem: StrategyProblem) -> tuple[int | None, tuple[int, ...] | None]:
    """Every combination at once with numpy (exact integers, forbidden = >= 10**15)."""
    ks = [len(c) for c in problem.node_costs]
    grid = np.array(list(itertools.product(*(range(k) for k in ks))), dtype=np.int64)
    grid = grid.reshape(-1, len(ks))
    total = np.zeros(len(grid), dtype=np.int64)
    ok = np.ones(len(grid), dtype=bool)
    for v, c in enumerate(problem.node_costs):
        vals = c[grid[:, v]]
        ok &= vals < 10**15
        total += np.where(vals < 10**15, vals, 0)
    for e, (a, b) in enumerate(problem.edges):
        vals = problem.edge_costs[e][grid[:, a] * ks[b] + grid[:, b]]
        ok &= vals < 10**15
        total += np.where(vals < 10**15, vals, 0)
    if problem.usage_limit is not None:
        for t in sorted({lo for lo, _ in problem.intervals}):
            use = np.zeros(len(grid), dtype=np.int64)
            for v, (lo, hi) in enumerate(problem.intervals):
                if lo <= t < hi:
                    use += problem.node_usages[v][grid[:, v]]
            ok &= use <= problem.usage_limit
    if not np.any(ok):
        return None, None
    i = np.nonzero(ok)[0][np.argmin(total[ok])]
    return int(total[i]), tuple(int(s) for s in grid[i])


def random_problem(seed: int, hard: bool = False) -> StrategyProblem:
    """Small instances with parallel and reversed edges, forbidden entries and a tight limit.

    `hard` ones have cycles, long overlapping intervals and no trivially foldable nodes, so
    presolve leaves work for the search (BP, LNS, CP-SAT).
    """
    rng = np.random.default_rng(seed)
    n = int(rng.integers(6, 10)) if hard else int(rng.integers(2, 8))
    ks = [int(rng.integers(2 if hard else 1, 4)) for _ in range(n)]
    forb = 10**18
    costs = [
        [forb if rng.random() < 0.08 else int(rng.integers(0, 30)) for _ in range(k)] for k in ks
    ]
    for c in costs:  # keep one allowed strategy per node
        c[0] = min(c[0], 5)
    usages = [[int(rng.integers(0, 10 if hard else 6)) for _ in range(k)] for k in ks]
    intervals = []
    for _ in range(n):
        lo = int(rng.integers(0, 8))
        intervals.append([lo, lo + int(rng.integers(3 if hard else 0, 9 if hard else 6))])
    edges, ecosts = [], []
    pairs = [(i, (i + 1) % n) for i in range(n)] if hard else []
    for _ in range(int(rng.integers(0, 2 * n))):
        pairs.append(tuple(int(x) for x in rng.integers(0, n, size=2)))
    for a, b in pairs:
        if a == b:
            continue
        edges.append([a, b])
        ecosts.append(
            [forb if rng.random() < 0.1 else int(rng.integers(0, 40)) for _ in range(ks[a] * ks[b])]
        )
    least = max(1, sum(min(u) for u in usages))
    most = sum(max(u) for u in usages)
    if hard:
        limit = int(rng.integers(least, max(least + 1, (least + most) // 2)))
    else:
        limit = int(rng.integers(least // 2, least + 8))
    return StrategyProblem.build(costs, usages, intervals, edges, ecosts, limit, f"rand{seed}")


# ---------------------------------------------------------------------------- reader/evaluator


def test_example_totals_by_hand(example):
    p = example
    assert p.num_nodes == 5 and p.usage_limit == 50
    # nodes 15 + 55 + 35 + 75 + 95 = 275; edges 30 + 40 + 10 + 30 + 60 = 170
    assert check_solution(p, [0, 0, 2, 1, 0]) == 445
    # nodes 15 + 65 + 25 + 85 + 95 = 285; edges 40 + 50 + 20 + 60 + 70 = 240
    assert check_solution(p, [0, 1, 0, 0, 0]) == 525


def test_example_optimum_is_445_by_brute_force(example):
    p = example
    assert brute_force(p) == (445, (0, 0, 2, 1, 0))


def test_memory_violation_names_time_and_usage(example):
    p = example
    ev = evaluate(p, [0, 0, 1, 1, 0])  # node 2 uses 20: 10 + 25 + 20 at t = 50
    assert ev.cost is None
    assert ev.violation == "memory limit broken at time 50: usage 55 > limit 50"
    with pytest.raises(VerificationError, match="example: memory limit broken at time 50"):
        check_solution(p, [0, 0, 1, 1, 0])


def test_intervals_are_half_open():
    # two nodes of usage 1 touching at t=5: never live together, so limit 1 holds
    p = StrategyProblem.build([[0], [0]], [[1], [1]], [[0, 5], [5, 9]], usage_limit=1)
    assert check_solution(p, [0, 0]) == 0
    q = StrategyProblem.build([[0], [0]], [[1], [1]], [[0, 6], [5, 9]], usage_limit=1)
    assert evaluate(q, [0, 0]).violation == "memory limit broken at time 5: usage 2 > limit 1"


def test_forbidden_and_out_of_range_choices_are_rejected():
    p = StrategyProblem.build(
        [[1, 10**18], [2, 3]], [[0, 0], [0, 0]], [[0, 1], [0, 1]], [[0, 1]], [[0, 10**18, 5, 6]]
    )
    assert evaluate(p, [1, 0]).violation == "node 0: strategy 1 is forbidden (cost 10**18)".replace(
        "10**18", str(10**18)
    )
    assert evaluate(p, [0, 1]).violation == "edge 0 (0, 1): strategies (0, 1) are forbidden"
    assert evaluate(p, [0, 2]).violation == "node 1: strategy 2 out of range (2 strategies)"
    assert evaluate(p, [0]).violation == "solution has 1 entries for 2 nodes"
    assert check_solution(p, [0, 0]) == 3


def test_edge_index_is_row_major_over_su_sv():
    # |S_u| = 2, |S_v| = 3: entry s_u * 3 + s_v
    p = StrategyProblem.build(
        [[0, 0], [0, 0, 0]], [[0, 0], [0, 0, 0]], [[0, 0]] * 2, [[0, 1]], [[0, 1, 2, 3, 4, 5]]
    )
    assert check_solution(p, [1, 2]) == 5
    assert check_solution(p, [1, 0]) == 3


def test_reader_plain_gzip_and_errors(tmp_path, example):
    p = example
    write_problem(tmp_path / "p.json", p)
    (tmp_path / "p.json.gz").write_bytes(gzip.compress((tmp_path / "p.json").read_bytes()))
    for name in ("p.json", "p.json.gz"):
        q = read_problem(tmp_path / name)
        assert problem_to_json(q) == problem_to_json(p)
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(VerificationError, match=r"bad.json: not gzip/JSON"):
        read_problem(tmp_path / "bad.json")
    (tmp_path / "wrong.json").write_text(json.dumps({"problem": {"nodes": {}}}))
    with pytest.raises(VerificationError, match=r"wrong.json: not an iopddl problem"):
        read_problem(tmp_path / "wrong.json")
    with pytest.raises(VerificationError, match=r"missing.json: cannot read"):
        read_problem(tmp_path / "missing.json")


def test_problem_invariants():
    with pytest.raises(VerificationError, match="node 0 has 2 costs but 1 usages"):
        StrategyProblem.build([[1, 2]], [[1]], [[0, 1]])
    with pytest.raises(VerificationError, match=r"edge 0 \(0, 1\) has 3 costs, expected 1\*2"):
        StrategyProblem.build([[1], [1, 2]], [[0], [0, 0]], [[0, 1]] * 2, [[0, 1]], [[1, 2, 3]])


def test_format_solution():
    assert format_solution([0, 3, 1]) == "[0, 3, 1]"


# -------------------------------------------------------------------------------- presolve


def test_maximal_time_points_of_example(example):
    # starts 30, 40, 50, 110; 30 and 40 are contained in the live set at 50
    assert maximal_time_points(example).tolist() == [50, 110]


def test_presolve_solves_example_exactly(example):
    p = example
    w = run_presolve(p)
    red = reduce(w)
    assert red.m == 0 and red.const == 445
    assert postsolve(w, red, np.zeros(0, np.int64)) == [0, 0, 2, 1, 0]


def check_presolve_exact(p: StrategyProblem, functional: bool = False) -> None:
    """Every reduced-feasible choice maps back to a feasible one of exactly the same cost, and
    the reduced optimum (brute force) is the original one."""
    opt, _ = brute_force(p)
    try:
        w = run_presolve(p, functional=functional)
        red = reduce(w)
    except VerificationError:
        assert opt is None
        return
    best = None
    for rc in itertools.product(*(range(len(c)) for c in red.cost)):
        rc = np.array(rc, dtype=np.int64)
        if not np.all(red.loads(rc) <= red.cap) or red.total(rc) >= 10**15:
            continue
        choice = postsolve(w, red, rc)
        assert evaluate(p, choice).cost == red.total(rc)
        best = red.total(rc) if best is None else min(best, red.total(rc))
    assert best == opt
    assert opt is None or red.const <= opt


@pytest.mark.parametrize("seed", range(60))
def test_presolve_preserves_optimum(seed):
    check_presolve_exact(random_problem(seed, hard=seed % 2 == 1))


# ---------------------------------------------------------------------------------- solver


@pytest.mark.parametrize("seed", range(16))
def test_solver_matches_brute_force(seed):
    p = random_problem(100 + seed, hard=seed % 4 != 0)
    opt, _ = brute_force(p)
    r = solve_strategy_problem(p, time_limit=5, workers=1, seed=seed)
    if opt is None:
        assert r.status is SolveStatus.INFEASIBLE and r.cost is None
        return
    assert r.cost == opt and r.status is SolveStatus.OPTIMAL and r.bound == opt
    assert evaluate(p, r.choice).cost == opt


def test_solver_reports_infeasible_memory():
    p = StrategyProblem.build([[0, 1], [0]], [[3, 2], [2]], [[0, 4], [2, 6]], usage_limit=3)
    r = solve_strategy_problem(p, time_limit=2, workers=1)
    assert r.status is SolveStatus.INFEASIBLE and r.cost is None
    assert r.stats["why"] == (
        "problem: memory limit cannot hold at time 2: least usage 4 > limit 3"
    )


def test_solver_on_example(example):
    r = solve_strategy_problem(example, time_limit=5, workers=1)
    assert (r.cost, r.bound, r.status, r.choice) == (445, 445, SolveStatus.OPTIMAL, (0, 0, 2, 1, 0))


@pytest.mark.parametrize(
    ("seed", "start", "free_opt", "opt"),
    [(1, 208, 144, 161), (72, 521, 330, 368), (104, 309, 198, 250)],
)
def test_priced_forest_search_reaches_memory_bound_optimum(seed, start, free_opt, opt):
    """Instances where memory binds (optimum without the limit < optimum with it)."""
    from shardsat.solver.strategy.heuristics import State, least_usage_start, priced_forest_search

    red = reduce(run_presolve(random_problem(seed, hard=True)))
    every = [np.array(rc) for rc in itertools.product(*(range(len(c)) for c in red.cost))]
    assert min(red.total(rc) for rc in every) == free_opt
    fits = [rc for rc in every if np.all(red.loads(rc) <= red.cap)]
    assert min(red.total(rc) for rc in fits) == opt
    state = State(red, least_usage_start(red))
    assert state.cost() == start
    best, steps = priced_forest_search(
        state, Deadline.after(5), np.random.default_rng(0), patience=0.3
    )
    assert best.feasible() and best.cost() == opt and steps > 0


# ------------------------------------------------------------ functional substitution


def functional_problem(seed: int) -> StrategyProblem:
    """Memory-free instances with cycles where some edges are functional (every strategy of
    one end allows exactly one of the other: equality, or a many-to-one map)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 8))
    ks = [int(rng.integers(2, 4)) for _ in range(n)]
    costs = [[int(rng.integers(0, 30)) for _ in range(k)] for k in ks]
    pairs = {(i, i + 1) for i in range(n - 1)} | {(0, n - 1)}
    while len(pairs) < n + 2:
        a, b = sorted(int(x) for x in rng.choice(n, 2, replace=False))
        pairs.add((a, b))
    edges, mats = [], []
    for a, b in sorted(pairs):
        m = rng.integers(0, 20, size=(ks[a], ks[b]))
        if rng.random() < 0.5:  # b = f(a): every row allows one column
            f = rng.integers(0, ks[b], size=ks[a])
            keep = np.zeros_like(m, dtype=bool)
            keep[np.arange(ks[a]), f] = True
            m = np.where(keep, m, 10**18)
        edges.append((a, b))
        mats.append(m.reshape(-1).tolist())
    intervals = [(0, 1)] * n
    return StrategyProblem.build(costs, [[0] * k for k in ks], intervals, edges, mats)


@pytest.mark.parametrize("seed", range(40))
def test_functional_presolve_preserves_optimum(seed):
    check_presolve_exact(functional_problem(seed), functional=True)


def hub_ring() -> StrategyProblem:
    """A hub (3 strategies) tied by equality edges to 6 spokes that form a ring with edges
    paying 1..6 when neighbouring spokes differ: every node has degree 3 or more, so the
    degree-1/2 eliminations leave it whole; each spoke equals the hub, so the functional
    substitution collapses the star into one node. Optimum: all at strategy 2 (cost 2)."""
    forb = 10**18
    eq = [[0 if i == j else forb for j in range(3)] for i in range(3)]
    costs = [[5, 6, 2]] + [[0, 0, 0]] * 6
    edges = [(0, s) for s in range(1, 7)]
    mats = [sum(eq, [])] * 6
    for s in range(1, 7):
        t = s % 6 + 1
        edges.append((s, t))
        mats.append([0 if i == j else s for i in range(3) for j in range(3)])
    return StrategyProblem.build(costs, [[0, 0, 0]] * 7, [(0, 1)] * 7, edges, mats)


def test_functional_substitution_collapses_a_hub_star():
    p = hub_ring()
    plain = reduce(run_presolve(p))
    assert plain.m == 7 and len(plain.edges) == 12
    w = run_presolve(p, functional=True)
    red = reduce(w)
    assert red.m == 0 and red.const == 2
    assert postsolve(w, red, np.zeros(0, np.int64)) == [2] * 7
    assert brute_force(p) == (2, (2,) * 7)


def test_dominance_keeps_the_first_of_equal_rows_and_drops_dearer_ones():
    # node 0: s1 equals s0 on cost and edge row (the first is kept), s3 is dearer than s2
    # everywhere; s0 and s2 are incomparable (cost 1 vs 0, row [0, 3] vs [1, 1])
    from shardsat.solver.strategy.presolve import Work, _dominated

    problem = StrategyProblem.build(
        node_costs=[[1, 1, 0, 2], [0, 0]],
        node_usages=[[0, 0, 0, 0], [0, 0]],
        intervals=[(0, 1), (0, 1)],
        edges=[(0, 1)],
        edge_costs=[[0, 3, 0, 3, 1, 1, 5, 5]],
    )
    keep = _dominated(Work(problem), 0, with_usage=False)
    assert keep.tolist() == [True, False, True, False]
