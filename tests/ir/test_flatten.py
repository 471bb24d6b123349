"""ir.flatten: calls inlined, static-length loops unrolled, numbers unchanged."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from shardsat.ir.flatten import flatten_program, trip_count
from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.mlir_print import print_mlir


def scan_layers(ws, x):
    def layer(h, w):
        return jnp.tanh(h @ w), None

    return jax.lax.scan(layer, x, ws)[0].sum()


def dynamic_loop(x, n):
    return jax.lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2.0), (0, x))[1]


WS = jnp.ones((3, 16, 16)) * 0.1
X = jnp.ones((8, 16))


def lowered(fn, *args):
    return import_mlir(jax.jit(fn).lower(*args).as_text())


def whiles(program):
    return [op for op in program.walk_ops() if op.name == "stablehlo.while"]


def test_scan_trip_count_is_its_length():
    program = lowered(scan_layers, WS, X)
    assert [trip_count(op, program) for op in whiles(program)] == [3]


def test_loop_with_a_dynamic_bound_has_no_trip_count():
    program = lowered(dynamic_loop, X, jnp.int32(4))
    assert [trip_count(op, program) for op in whiles(program)] == [None]


def test_flattened_scan_has_no_loop_and_three_copies_of_the_layer():
    program = lowered(scan_layers, WS, X)
    flat = flatten_program(program)
    assert whiles(flat) == []
    loop = whiles(program)[0].id
    dots = [op.id for op in flat.walk_ops() if op.name == "stablehlo.dot_general"]
    assert [d.split("/")[:3] for d in dots] == [[*loop.split("/"), str(t)] for t in range(3)]
    assert flat.main.args == program.main.args


def test_budget_keeps_the_loop():
    program = lowered(scan_layers, WS, X)
    assert len(whiles(flatten_program(program, max_ops=10))) == 1


def test_calls_are_inlined_and_aliases_kept():
    def with_call(x):
        return jnp.cumsum(x, axis=0) + jnp.where(x > 0, x, 0.0)

    program = lowered(with_call, X)
    program.main.aliases = ((0, 0),)
    flat = flatten_program(program)
    assert [op for op in flat.walk_ops() if op.name == "func.call"] == []
    assert list(flat.functions) == ["main"]
    assert flat.main.aliases == ((0, 0),)


def test_program_without_calls_or_loops_is_returned_as_is():
    program = lowered(lambda x: x * 2.0, X)
    assert flatten_program(program) is program


@pytest.mark.xla
@pytest.mark.slow  # an unsharded module compiled for 8 partitions once hung in XLA's compile here
def test_flattened_program_computes_the_same_numbers():
    from shardsat.ir.jax_interop import run_mlir

    program = lowered(scan_layers, WS, X)
    got = run_mlir(print_mlir(flatten_program(program)), [np.asarray(WS), np.asarray(X)])
    np.testing.assert_allclose(got[0], np.asarray(scan_layers(WS, X)), rtol=1e-5)


@pytest.mark.xla
@pytest.mark.slow
def test_flattened_calls_around_top_k_compute_the_same_numbers():
    from shardsat.ir.jax_interop import run_mlir

    def top(x):
        return jax.lax.top_k(jnp.cumsum(x, axis=0), 2)[0]  # cumsum is a call: flattening runs

    program = lowered(top, X)
    flat = flatten_program(program)
    assert [op.name for op in flat.walk_ops() if op.name in ("func.call", "chlo.top_k")] == [
        "chlo.top_k"
    ]
    got = run_mlir(print_mlir(flat), [np.asarray(X)])
    np.testing.assert_allclose(got[0], np.asarray(top(X)))


def test_budget_counts_the_ops_of_called_functions():
    """A scan body of one call to a jitted layer unrolls to the layer's ops, not one per call:
    a budget that fits one op per call keeps the loop, a larger one unrolls it."""

    @jax.jit
    def layer_fn(h, w):
        return jnp.tanh(jnp.tanh(h @ w) @ w + 1.0)

    def scan_calls(ws, x):
        return jax.lax.scan(lambda h, w: (layer_fn(h, w), None), x, ws)[0]

    program = lowered(scan_calls, jnp.ones((3, 4, 4)), jnp.ones((2, 4)))
    (loop,) = whiles(program)
    body = loop.regions[1].ops
    assert any(op.name == "func.call" for op in body)
    one_per_call = sum(1 for _ in program.walk_ops()) + 3 * len(body)
    assert len(whiles(flatten_program(program, max_ops=one_per_call))) == 1
    assert whiles(flatten_program(program, max_ops=10_000)) == []
