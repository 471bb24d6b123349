"""ir.reroll: an unrolled loop rolled back, with the copies of every body op and value."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from shardsat.ir.flatten import flatten_program
from shardsat.ir.reroll import reroll

from tests.ir.test_flatten import WS, X, lowered, scan_layers, whiles


def nested_scans(ws, x):
    def outer(h, w):
        inner = jax.lax.scan(lambda g, _: (jnp.tanh(g @ w), None), h, None, length=2)[0]
        return inner, None

    return jax.lax.scan(outer, x, ws)[0].sum()


def test_unrolling_records_each_loop_with_its_trips_and_prefix():
    program = lowered(scan_layers, WS, X)
    (loop,) = whiles(program)
    unrolling = flatten_program(program).unrolling
    assert unrolling.source is program
    assert dict(unrolling.loops) == {loop.id: (3, "")}
    assert unrolling.innermost() == [loop.id]


def test_a_program_with_nothing_unrolled_records_nothing():
    program = lowered(scan_layers, WS, X)
    assert flatten_program(program, max_ops=10).unrolling is None


def test_rolled_loop_maps_each_body_op_and_value_to_its_three_copies():
    program = lowered(scan_layers, WS, X)
    (loop,) = whiles(program)
    flat = flatten_program(program)
    rolled = reroll(flat.unrolling, frozenset([loop.id]))
    (loop,) = whiles(rolled.program)  # its body has the layer's call inlined
    kept = rolled.loops[loop.id]
    (dot,) = [op for op in loop.regions[1].ops if op.name == "stablehlo.dot_general"]
    assert kept.ops[dot.id] == tuple(f"{loop.id}/{t}/{dot.id}" for t in range(3))
    flat_ops = {op.id for op in flat.walk_ops()}
    assert all(c in flat_ops for copies in kept.ops.values() for c in copies)
    assert kept.values[dot.results[0]] == tuple(f"{loop.id}/{t}/{dot.results[0]}" for t in range(3))
    # the carried activation: the scan's input first, then each step's tanh
    carried = loop.regions[1].args.index(next(a for a in loop.regions[1].args
                                               if a in dot.operands))  # fmt: skip
    arg = loop.regions[1].args[carried]
    tanh = next(op for op in loop.regions[1].ops if op.name == "stablehlo.tanh")
    assert kept.values[arg] == (loop.operands[carried],
                                *(f"{loop.id}/{t}/{tanh.results[0]}" for t in range(2)))  # fmt: skip
    assert kept.results[carried] == (arg, loop.results[carried],
                                     f"{loop.id}/2/{tanh.results[0]}")  # fmt: skip
    assert rolled.unrolled_value(loop.results[carried]) == f"{loop.id}/2/{tanh.results[0]}"
    assert rolled.unrolled_value(loop.operands[carried]) == loop.operands[carried]


def test_only_the_inner_of_nested_loops_can_be_kept_and_the_outer_stays_unrolled():
    program = lowered(nested_scans, WS, X)
    flat = flatten_program(program)
    outer = next(w.id for w in whiles(program) if w.id in flat.unrolling.loops)
    assert flat.unrolling.loops[outer] == (3, "")
    assert len(flat.unrolling.loops) == 4  # the outer loop and one inner loop per outer step
    inner = flat.unrolling.innermost()
    assert sorted(inner) == sorted(w for w in flat.unrolling.loops if w != outer)
    assert all(w.startswith(f"{outer}/") for w in inner)
    rolled = reroll(flat.unrolling, frozenset(inner))
    assert sorted(w.id for w in whiles(rolled.program)) == sorted(inner)
    assert set(rolled.loops) == set(inner)
    assert all(k.trips == 2 for k in rolled.loops.values())
