"""The CP-SAT encoding's rows: shared reads cover each reader's whole weight (LP strength)."""

from __future__ import annotations

import pytest
from shardsat.cost.topology import load_topology
from shardsat.solver.cpsat.encoding import encode
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.cpsat.tuning import Tuning

from tests.solver.cpsat.test_cpsat import MESH_XY, mlp


def _rows(proto) -> set[tuple[frozenset[int], int]]:
    """`sum(group) - w <= 0` rows as (group, w)."""
    out = set()
    for ct in proto.constraints:
        lin = ct.linear
        if not ct.has_linear() or list(lin.domain)[-1:] != [0]:
            continue
        ones = [v for v, c in zip(lin.vars, lin.coeffs, strict=True) if c == 1]
        minus = [v for v, c in zip(lin.vars, lin.coeffs, strict=True) if c == -1]
        if len(minus) == 1 and len(ones) + 1 == len(lin.vars):
            out.add((frozenset(ones), minus[0]))
    return out


@pytest.mark.parametrize("shared_pairs", [0, 5000])
def test_each_reader_of_a_shared_read_pays_its_whole_weight(shared_pairs: int) -> None:
    """h is read by a matmul and by the residual add: per needed target, each reader's
    candidates that need it sum to at most the target's literal (one row per reader), so in
    the LP a reader split over several such candidates pays the target in full (on the L=2
    GPT step the LP read from the proto goes from 2.0006 to 2.0776 ms: `bench_cpsat --fixing
    2`)."""
    problem = build_problem(
        mlp(1, MESH_XY), MESH_XY, Pricer(MESH_XY, load_topology("h100x8", MESH_XY), "time")
    )
    enc = encode(problem, tuning=Tuning(shared_pairs=shared_pairs))
    rows = _rows(enc.model.Proto())
    expected = 0
    for use in problem.uses:
        readers = {n for n, _, _ in use.consumers}
        if len(readers) < 2:
            continue
        for t in range(len(use.matrix[0])):
            if not any(row[t] for row in use.matrix):
                continue
            groups = [
                frozenset(enc.x[n][c].Index() for n2, _, cols in use.consumers if n2 == n
                          for c, k in enumerate(cols) if k == t)
                for n in sorted(readers)
            ]  # fmt: skip
            for group in groups:
                if len(group) > 1:
                    assert any(g == group for g, _ in rows), (use.value, t)
                    expected += 1
    assert expected == 8


def test_predicted_variables_err_high_but_within_three_times() -> None:
    """`predicted_variables` (what the full-model choice weighs) is at least the encoded
    model's variables and at most three times them, tied and untied, on the 2-layer MLP."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.encoding import encode, model_size, predicted_variables
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tables import materialize
    from shardsat.solver.cpsat.tying import tie_nodes

    from tests.solver.cpsat.test_cpsat import MESH_XY, mlp

    program = mlp(4, MESH_XY)
    problem = build_problem(
        program, MESH_XY, Pricer(MESH_XY, load_topology("h100x8", MESH_XY), "time")
    )
    for rep in (tie_nodes(problem), list(range(len(problem.nodes)))):
        predicted = predicted_variables(problem, rep)
        materialize(problem.uses)
        actual = model_size(encode(problem, rep))["variables"]
        assert actual <= predicted <= 3 * actual


def test_the_predicted_encoding_time_counts_against_the_full_model() -> None:
    """The full-model choice weighs pricing and encoding: the tied MLP takes the full model
    by default and the descent alone when each predicted variable is priced at 1 s, or when
    it predicts one variable more than `full_model_max_variables`."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.cpsat.tuning import Tuning

    from tests.solver.cpsat.test_cpsat import MESH_XY, mlp

    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    full = solve(program, MESH_XY, topology, time_limit=6)
    slow = solve(program, MESH_XY, topology, time_limit=6, tuning=Tuning(encode_per_variable=1.0))
    assert full.stats["full_model"] is True and slow.stats["full_model"] is False
    assert slow.stats["predicted_variables"] == full.stats["predicted_variables"] > 0
    assert slow.stats["setup_estimate_s"] >= slow.stats["predicted_variables"]
    predicted = full.stats["predicted_variables"]
    large = solve(program, MESH_XY, topology, time_limit=6,
                  tuning=Tuning(full_model_max_variables=predicted - 1))  # fmt: skip
    assert large.stats["full_model"] is False  # too large for the full model, whatever the time
    assert large.stats["setup_estimate_s"] < 1.0  # not the setup: the full model allows 1.8 s


def _axis_round(layers: int):
    """(problem, rep, kept) of an `x` axis round of the tied `layers`-layer MLP from its
    all-first-candidates plan, cells priced."""
    from shardsat.solver.cpsat.descent import round_candidates
    from shardsat.solver.cpsat.tables import materialize
    from shardsat.solver.cpsat.tying import tie_nodes

    program = mlp(layers, MESH_XY)
    problem = build_problem(
        program, MESH_XY, Pricer(MESH_XY, load_topology("h100x8", MESH_XY), "time")
    )
    materialize(problem.uses)
    rep = tie_nodes(problem)
    enc = encode(problem, rep)
    return problem, rep, round_candidates(enc, [0] * len(problem.nodes), "x")


def test_tied_uses_are_encoded_once_with_their_prices_scaled() -> None:
    """An axis round of the tied 4-layer MLP: the uses of the tied layers' copies share their
    cut lists (`presolve.restrict`), so `tied_uses` groups them (largest group 3: layers 2-4,
    the first reads the input) and the model is the one built by encoding every copy on its
    own (uses given fresh lists, so none groups): the same constraints and the same
    objective, term by term."""
    from dataclasses import replace

    from shardsat.solver.cpsat.encoding import add_use_costs, tied_uses
    from shardsat.solver.cpsat.presolve import restrict

    problem, rep, kept = _axis_round(4)
    sub = restrict(problem, kept)
    grouped = encode(sub, rep)
    groups = tied_uses(grouped, sub.uses)
    assert max(size for _, size in groups) == 3  # layers 2-4: the first reads the input
    assert sum(size for _, size in groups) == len(sub.uses) > len(groups)
    apart = [
        replace(use, rows=list(use.rows), consumers=[(n, k, list(c)) for n, k, c in use.consumers])
        for use in sub.uses
    ]
    assert all(size == 1 for _, size in tied_uses(grouped, apart))
    one_by_one = encode(replace(sub, uses=[]), rep)
    add_use_costs(one_by_one, apart)
    assert str(one_by_one.model.Proto()) == str(grouped.model.Proto())
    assert dict(one_by_one.terms) == dict(grouped.terms)
    assert dict(one_by_one.constant) == dict(grouped.constant)


def test_a_restricted_problems_uses_keep_their_signatures_across_rounds() -> None:
    """`use_signatures` is equal for the tied copies' uses, and `restrict` cuts the uses with
    one signature (and the same kept lists) once: their rows and tables are shared objects.
    Passing the signatures gives the same restriction as computing them; a descent keeps
    them in its encoding's `memo` for every round."""
    from shardsat.solver.cpsat.descent import restricted_encoding
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.presolve import restrict, use_signatures

    problem, rep, kept = _axis_round(4)
    signatures = use_signatures(problem)
    assert len(signatures) == len(problem.uses)
    assert len(set(signatures)) < len(signatures)  # tied layers share theirs
    cut = restrict(problem, kept, signatures)
    first_of: dict = {}
    for signature, use in zip(signatures, cut.uses, strict=True):
        other = first_of.setdefault(signature, use)
        assert other.rows is use.rows and other.matrix is use.matrix
    again = restrict(problem, kept)
    assert [use.matrix for use in again.uses] == [use.matrix for use in cut.uses]
    assert [use.rows for use in again.uses] == [use.rows for use in cut.uses]
    enc = encode(problem, rep)
    choice = [0] * len(problem.nodes)
    restricted_encoding(enc, choice, "x", SolveOptions(workers=1), Tuning())
    kept_signatures = enc.memo["use_signatures"]
    assert kept_signatures == signatures
    restricted_encoding(enc, choice, "y", SolveOptions(workers=1), Tuning())
    assert enc.memo["use_signatures"] is kept_signatures


def test_the_descents_memos_compute_once_per_model_and_per_candidate_list() -> None:
    """`Encoding.memoised` computes once per key; `per_candidates` once per candidate list
    object (equal lists of other layers are other objects, computed again); `tied_copies`
    groups the nodes by representative."""
    from types import SimpleNamespace

    from shardsat.solver.cpsat.encoding import Encoding
    from shardsat.solver.cpsat.tying import tied_copies

    enc, calls = SimpleNamespace(memo={}), []
    compute = lambda: calls.append("m") or 7  # noqa: E731
    assert [Encoding.memoised(enc, "k", compute) for _ in range(3)] == [7, 7, 7]
    shared, other = [("a",), ("b",)], [("a",), ("b",)]
    count = lambda cands: calls.append("c") or len(cands)  # noqa: E731
    got = [Encoding.per_candidates(enc, "n", cands, count) for cands in (shared, shared, other)]
    assert got == [2, 2, 2] and calls == ["m", "c", "c"]
    assert tied_copies([0, 1, 0, 1, 4]) == {0: [0, 2], 1: [1, 3], 4: [4]}
