"""shardsat.auto_shard: the plan XLA runs is the plan that was priced, and training loops run."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs
from shardsat.experiments.xla_check import jitted_collectives, xla_collectives
from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh

import shardsat
from shardsat.auto import carried_pairs, resolve_mesh

pytestmark = pytest.mark.xla

MESH = "data=2,model=4"
DEV = jax_programs.development()


def plan_of(name: str, solver: str = "cpsat", time_limit: float = 20, **kw):
    case = DEV[name]
    return case, shardsat.auto_shard(
        case.fn,
        *case.args,
        mesh=MESH,
        topology="cpu",
        time_limit=time_limit,
        solver=solver,
        **kw,
    )


def sharded_values(plan) -> int:
    return sum(1 for s in plan.solution.shardings.values() if any(d.axes for d in s.dims))


@pytest.fixture(scope="module")
def mlp():
    return plan_of("mlp-step", donate_argnums=0)


def test_predicted_bytes_are_what_xla_inserts_through_both_routes(mlp):
    case, plan = mlp
    jit_bytes = sum(c.bytes for c in jitted_collectives(plan.jit(), case.args, plan.mesh))
    export_bytes = sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh))
    predicted = plan.report.communication_bytes
    assert predicted > 1_000_000
    assert jit_bytes == export_bytes  # the jitted function compiles the exported module
    assert abs(jit_bytes - predicted) <= 0.01 * predicted


def test_parameters_are_carried_in_the_same_sharding(mlp):
    _, plan = mlp
    assert plan.aliases == ((0, 0), (1, 1))
    assert plan.in_shardings[0] == plan.out_shardings[0]


def test_three_donated_training_steps_match_the_unsharded_run(mlp):
    case, plan = mlp
    params, x, y = case.args
    step = plan.jit()
    sharded = jax.device_put(params, plan.in_shardings[0])
    reference = params
    for _ in range(3):
        sharded, loss = step(sharded, x, y)
        reference, ref_loss = case.fn(reference, x, y)
    np.testing.assert_allclose(float(loss), float(ref_loss), rtol=1e-4)
    for a, b in zip(jax.tree.leaves(sharded), jax.tree.leaves(reference), strict=True):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", ["causal-attention-step", "scan-4-layers-step"])
def test_calls_and_scanned_layers_get_a_sharded_plan_no_worse_than_greedy(name):
    case, plan = plan_of(name, time_limit=8)
    _, greedy = plan_of(name, solver="greedy")
    assert plan.status.value in ("OPTIMAL", "FEASIBLE")
    assert sharded_values(plan) > len(plan.solution.shardings) // 2
    assert plan.report.total_ns <= greedy.report.total_ns
    out = plan.jit()(*case.args)
    for a, b in zip(jax.tree.leaves(out), jax.tree.leaves(case.fn(*case.args)), strict=True):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-4, atol=1e-5)


def test_greedy_plans_keep_carried_values_too():
    case = DEV["mlp-step"]
    plan = shardsat.auto_shard(case.fn, *case.args, mesh=MESH, topology="cpu", solver="greedy")
    params, x, y = case.args
    step = plan.jit()
    out, _ = step(*step(params, x, y)[:1], x, y)  # a second step takes the first's outputs
    assert plan.in_shardings[0] == plan.out_shardings[0]
    np.testing.assert_allclose(
        np.asarray(out["w1"]),
        np.asarray(case.fn(case.fn(params, x, y)[0], x, y)[0]["w1"]),
        rtol=1e-4,
        atol=1e-5,
    )


def test_mesh_forms_agree():
    ours, jmesh = resolve_mesh("data=2,model=4")
    assert ours == Mesh.of("mesh", data=2, model=4)
    again, same = resolve_mesh(jmesh)
    assert again == ours and same is jmesh
    assert resolve_mesh(Mesh.of("m", data=2, model=4))[0] == ours


def test_user_in_shardings_are_kept():
    x, w = jnp.ones((64, 128)), jnp.ones((128, 256))
    plan = shardsat.auto_shard(lambda x, w: x @ w, x, w, mesh=MESH, topology="cpu",
                               time_limit=10, in_shardings=(P("data"), None))  # fmt: skip
    assert plan.in_shardings[0].spec == P("data")


def test_static_args_are_fixed_and_ignored_when_called():
    def scale(x, k):
        return x * k

    x = jnp.ones((64, 128))
    plan = shardsat.auto_shard(scale, x, 3.0, mesh=MESH, topology="cpu", time_limit=10,
                               static_argnums=1)  # fmt: skip
    np.testing.assert_allclose(np.asarray(plan.jit()(x, 3.0)), np.full((64, 128), 3.0))


def test_carried_pairs_match_paths_shapes_and_dtypes():
    def step(params, x):
        return {"w": params["w"] + 1.0, "b": params["b"]}, x.sum()

    params = {"b": jnp.ones((4,)), "w": jnp.ones((4, 4))}
    exported = jax.export.export(jax.jit(step))(params, jnp.ones((4,)))
    assert carried_pairs(exported, (params, jnp.ones((4,))), (), True) == [(0, 0), (1, 1)]
    assert carried_pairs(exported, (params, jnp.ones((4,))), (1,), False) == [(2, 0)]


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"solver": "ilp"}, "auto_shard: solver must be 'cpsat' or 'greedy', not 'ilp'"),
        ({"static_argnums": 5}, "auto_shard: static_argnums 5 is not an argument position (0..1)"),
        (
            {"mesh": 3},
            "auto_shard: mesh must be a jax Mesh, a shardsat Mesh or text like "
            "'data=2,model=4', not int",
        ),  # fmt: skip
    ],
)
def test_bad_arguments_get_one_python_error(kwargs, message):
    args = {"mesh": MESH, "topology": "cpu", "time_limit": 5, **kwargs}
    with pytest.raises(ShardsatError) as err:
        shardsat.auto_shard(lambda x, w: x @ w, jnp.ones((8, 8)), jnp.ones((8, 8)), **args)
    assert str(err.value) == message


CORPUS = {**jax_programs.development(), **jax_programs.held_out()}


@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=() if n in jax_programs.DEFAULT_CHECKS else pytest.mark.slow)
     for n in sorted(CORPUS)],
)  # fmt: skip
def test_cpsat_is_never_dearer_than_greedy_on_the_jax_corpus(name):
    case = CORPUS[name]

    def solve(solver):
        return shardsat.auto_shard(case.fn, *case.args, mesh=MESH, topology="cpu", time_limit=5,
                                   solver=solver, in_shardings=case.in_shardings)  # fmt: skip

    greedy, cpsat = solve("greedy"), solve("cpsat")
    assert cpsat.status.value in ("OPTIMAL", "FEASIBLE")
    assert cpsat.report.total_ns <= greedy.report.total_ns


def _remat_step(params, x):
    """Two residual blocks under jax.checkpoint on stacked weights: the backward pass recomputes
    each block from an optimization_barrier of its inputs."""

    @jax.checkpoint
    def block(h, w1, w2):
        return h + jax.nn.gelu(h @ w1) @ w2

    def loss(p):
        h = x
        for i in range(2):
            h = block(h, p["w1"][i], p["w2"][i])
        return jnp.mean(h**2)

    grads = jax.grad(loss)(params)
    return jax.tree.map(lambda w, g: w - 0.1 * g, params, grads)


@pytest.mark.parametrize(("solver", "objective"), [("greedy", "time"), ("cpsat", "time")])
def test_rematerialized_blocks_cost_what_xla_inserts(solver, objective):
    """Barrier operands are resharded to the barrier's results, never shared with the forward
    pass's equal reshards, so the predicted bytes are XLA's exactly."""
    rng = np.random.default_rng(7)
    params = {"w1": jnp.asarray(rng.normal(size=(2, 128, 256)), jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(2, 256, 128)), jnp.float32)}  # fmt: skip
    x = jnp.asarray(rng.normal(size=(64, 128)), jnp.float32)
    plan = shardsat.auto_shard(_remat_step, params, x, mesh=MESH, topology="cpu",
                               objective=objective, time_limit=8, solver=solver)  # fmt: skip
    barriers = [op for op in plan.program.main.ops if op.name == "stablehlo.optimization_barrier"]
    assert len(barriers) == 2
    seen = sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh))
    assert seen == plan.report.communication_bytes


def test_a_greedy_fallback_is_said_once_on_stderr(monkeypatch, capsys):
    """CP-SAT finds nothing in time: auto_shard returns greedy's plan (FEASIBLE) and says so
    on stderr, once."""
    from shardsat.solver.cpsat import driver
    from shardsat.solver.cpsat.plan import TierResult
    from shardsat.solver.solution import SolveStatus

    monkeypatch.setattr(
        driver, "solve_tiers", lambda *a, **k: TierResult(SolveStatus.UNKNOWN, None, [], [])
    )
    case, plan = plan_of("mlp-step")
    assert plan.status is SolveStatus.FEASIBLE and plan.solution.stats["fallback"] == "greedy"
    assert capsys.readouterr().err == f"shardsat.auto_shard: {driver.NOTES['solve']}\n"


def test_an_input_sharding_out_of_mesh_order_is_kept_and_runs():
    """`P(("model", "data"))` on mesh `data=2,model=4` (another device order than
    `("data", "model")`): CP-SAT's model has it (no greedy fallback), the plan proves optimal,
    keeps the argument's order, and its jitted function computes what the unsharded one does."""

    def f(x, w):
        return jnp.tanh(x @ w)

    x = np.random.default_rng(0).random((64, 128), dtype=np.float32)
    w = np.random.default_rng(1).random((128, 256), dtype=np.float32)
    plan = shardsat.auto_shard(f, x, w, mesh=MESH, topology="cpu", time_limit=20,
                               in_shardings=(P(("model", "data"), None), None))  # fmt: skip
    assert "fallback" not in plan.solution.stats
    assert plan.solution.status.value == "OPTIMAL"
    assert str(plan.solution.shardings["main/arg0"]) == '<@mesh, [{"model", "data"}, {}]>'
    np.testing.assert_allclose(plan.jit()(x, w), f(x, w), rtol=1e-5)
