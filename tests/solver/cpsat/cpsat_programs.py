"""Random tiny programs with random user shardings, for the CP-SAT oracle tests."""

from __future__ import annotations

import math
import random

from shardsat.ir.builder import ProgramBuilder
from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding

MESHES = (
    Mesh.of("mesh", x=2),
    Mesh.of("mesh", x=2, y=2),
    Mesh.of("mesh", x=2, y=2, z=2),
)
SHAPES = ((64, 128), (128, 128), (128, 64))


def random_sharding(rng: random.Random, mesh: Mesh, shape) -> TensorSharding:
    """Each dim: a few unused axes in mesh order, closed or open; maybe one replicated axis."""
    free = list(mesh.axis_names)
    dims = []
    for size in shape:
        take = [a for a in free if rng.random() < 0.3]
        while take and size % 2 ** len(take):
            take.pop()
        free = [a for a in free if a not in take]
        dims.append(DimSharding(tuple(AxisRef(a) for a in take), rng.random() < 0.5))
    replicated = tuple(AxisRef(a) for a in free if rng.random() < 0.2)
    return TensorSharding("mesh", tuple(dims), replicated)


def _op(rng: random.Random, b: ProgramBuilder, pool: list[str]) -> str:
    x = rng.choice(pool)
    kind = rng.choice(["add", "tanh", "dot", "transpose", "reduce", "multiply", "dot"])
    if kind in ("add", "multiply"):
        same = [v for v in pool if b.shape(v) == b.shape(x)]
        return b.op(f"stablehlo.{kind}", [x, rng.choice(same)])
    if kind == "tanh":
        return b.op("stablehlo.tanh", [x])
    if kind == "transpose" and b.rank(x) == 2:
        return b.transpose(x, [1, 0])
    if kind == "reduce" and b.rank(x) == 2:
        return b.reduce(x, [rng.randint(0, 1)])
    ys = [v for v in pool if b.rank(v) == 2 and b.rank(x) == 2 and b.shape(v)[0] == b.shape(x)[1]]
    if ys:
        return b.matmul(x, rng.choice(ys))
    return b.op("stablehlo.negate", [x])


def random_program(seed: int, max_ops: int = 5):
    """(program, mesh, wishes [(value, sharding)]) with at most `max_ops` top-level ops."""
    rng = random.Random(seed)
    mesh = rng.choice(MESHES)
    b = ProgramBuilder(mesh)
    wishes = []
    pool = []
    n_ops = rng.randint(1, max(1, max_ops - 2 * (len(mesh.axes) - 1)))
    for _ in range(rng.randint(1, 2)):
        shape = rng.choice(SHAPES)
        s = random_sharding(rng, mesh, shape) if rng.random() < 0.5 else None
        pool.append(b.arg(shape, sharding=s))
        if s is not None:
            wishes.append((pool[-1], s))
    for _ in range(n_ops):
        pool.append(_op(rng, b, pool))
    out = pool[-1]
    ret = random_sharding(rng, mesh, b.shape(out)) if rng.random() < 0.3 else None
    b.ret(out, shardings=[ret] if ret is not None else [])
    if ret is not None:
        wishes.append((out, ret))
    program = b.build()
    for op in program.main.ops:
        if op.results and rng.random() < 0.2 and op.name != "stablehlo.constant":
            s = random_sharding(rng, mesh, program.value(op.results[0]).type.shape)
            op.sharding = (s,)
            wishes.append((op.results[0], s))
    return program, mesh, wishes


def plan_space(program, mesh) -> int:
    """How many plans the brute force enumerates (to keep the oracle fast)."""
    from shardsat.ir.registry import rule_for

    from tests.oracle import options

    fn = program.main
    free = list(fn.args) + [op.results[0] for op in fn.ops if rule_for(op, program) is None]
    deciders = free + [op for op in fn.ops if rule_for(op, program) is not None]
    axes = [a for a in mesh.axes if a.size > 1]
    return math.prod(len(list(options(program, d, axes, mesh))) for d in deciders)


def program_10():
    """Random program 10 on its 2x2x2 mesh, encoded with its time objective:
    (program, mesh, problem, encoding, price of a plan)."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.plan import objective_value
    from shardsat.solver.cpsat.problem import Pricer, build_problem

    program, mesh, _ = random_program(10, 8)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    enc = encode(problem)
    enc.model.Minimize(enc.expr(0))
    return program, mesh, problem, enc, lambda c: objective_value(problem, c)


def random_3sat(clauses: int, variables: int = 300):
    """A random 3-SAT instance (seed 1) minimising its true variables, as a CP-SAT model. On
    300 variables, 1278 clauses (the 4.26 threshold) is one a worker does not finish in 10 s;
    1000 is satisfied at once, improved for a second or two and never proven."""
    from ortools.sat.python import cp_model

    rng = random.Random(1)
    model = cp_model.CpModel()
    x = [model.NewBoolVar(f"v{i}") for i in range(variables)]
    for _ in range(clauses):
        picked = rng.sample(range(variables), 3)
        model.AddBoolOr([x[v] if rng.random() < 0.5 else x[v].Not() for v in picked])
    model.Minimize(sum(x))
    return model
