"""Expert plans: argument roles read from structure, role assignments, seeds, priced plans."""

from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.solver.expert import (
    DATA,
    FSDP,
    MODEL,
    build_expert_plans,
    derive_roles,
    expert_plans,
    plan_seeds,
    role_assignments,
    seed_plans,
)
from shardsat.solver.solution import verify_solution

MESH = Mesh.of("mesh", x=2, y=2)


def train_step(mesh: Mesh = MESH):
    """x @ W1 @ W2 with an SGD-with-momentum update of W1 (moment m1) and a plain one of W2."""
    b = ProgramBuilder(mesh)
    w1, w2, m1 = b.arg((16, 32)), b.arg((32, 16)), b.arg((16, 32))
    x = b.arg((8, 16))
    h = b.matmul(x, w1)
    y = b.matmul(h, w2)
    g1 = b.dot_general(x, h, ((0,), (0,)))
    m1n = b.op("stablehlo.add", [b.op("stablehlo.multiply", [m1, b.constant((16, 32))]), g1])
    w1n = b.op("stablehlo.subtract", [w1, m1n])
    w2n = b.op("stablehlo.subtract", [w2, b.dot_general(h, y, ((0,), (0,)))])
    b.ret(w1n, w2n, m1n, y)
    return b.build()


def test_roles_from_structure_column_row_state_data():
    roles = derive_roles(train_step())
    assert roles.parameters == (0, 1)
    assert dict(roles.state) == {2: 0}
    assert roles.data == (3,)
    assert dict(roles.tensor_dims) == {0: 1, 1: 0}  # W1 column-parallel, W2 row-parallel
    assert not roles.has_experts


def test_inference_program_weights_are_right_operands():
    b = ProgramBuilder(MESH)
    x, w = b.arg((8, 16)), b.arg((16, 32))
    b.ret(b.matmul(x, w))
    roles = derive_roles(b.build())
    assert roles.parameters == (1,) and roles.data == (0,)
    assert dict(roles.tensor_dims) == {1: 1}


def test_role_assignments_on_interchangeable_axes_are_tried_once():
    topology = load_topology("cpu", MESH)
    assert role_assignments(MESH, (DATA, MODEL), topology) == [((DATA, ("x",)), (MODEL, ("y",)))]
    assert role_assignments(MESH, (DATA,), topology) == [((DATA, ("x", "y")),)]
    assert role_assignments(MESH, (DATA, FSDP, MODEL), topology) == []


def test_role_assignments_put_model_on_the_fast_link():
    mesh = Mesh.of("mesh", a=8, b=8)  # h100x64: b (minor) on NVLink, a on InfiniBand
    topology = load_topology("h100x64", mesh)
    found = role_assignments(mesh, (DATA, MODEL), topology)
    assert found[0] == ((DATA, ("a",)), (MODEL, ("b",)))
    assert len(found) == 2


def test_dp_tp_seeds():
    program = train_step()
    roles = derive_roles(program)
    seeds = plan_seeds(program, roles, ((DATA, ("x",)), (MODEL, ("y",))), MESH, "mesh")
    assert {i: str(s) for i, s in seeds.items()} == {
        0: '<@mesh, [{?}, {"y", ?}p0]>',
        1: '<@mesh, [{"y", ?}p0, {?}]>',
        2: '<@mesh, [{?}, {"y", ?}p0]>',
        3: '<@mesh, [{"x", ?}p0, {?}]>',
    }


def test_fsdp_seeds_shard_the_largest_dim_after_the_batch():
    program = train_step()
    seeds = plan_seeds(program, derive_roles(program), ((FSDP, ("x", "y")),), MESH, "mesh")
    assert str(seeds[0]) == '<@mesh, [{?}, {"x", "y", ?}p1]>'
    assert str(seeds[3]) == '<@mesh, [{"x", "y", ?}p0, {?}]>'


def test_axes_that_do_not_divide_are_left_out():
    b = ProgramBuilder(Mesh.of("mesh", x=4, y=2))
    x, w = b.arg((2, 16)), b.arg((16, 6))
    b.ret(b.matmul(x, w))
    program = b.build()
    mesh = program.meshes["mesh"]
    seeds = plan_seeds(program, derive_roles(program), ((DATA, ("x", "y")),), mesh, "mesh")
    assert str(seeds[0]) == '<@mesh, [{"y", ?}p0, {?}]>'  # x=4 does not divide 2


def test_expert_plans_are_complete_verified_and_priced():
    program = train_step()
    topology = load_topology("cpu", MESH)
    plans = expert_plans(program, MESH, topology)
    names = [p.name for p in plans]
    assert sorted(names) == sorted(
        [
            "dp[data→x+y]",
            "fsdp[fsdp→x+y]",
            "tp[model→x+y]",
            "dp×fsdp[data→x,fsdp→y]",
            "dp×tp[data→x,model→y]",
            "fsdp×tp[fsdp→x,model→y]",
        ]
    )
    assert [p.cost_ns for p in plans] == sorted(p.cost_ns for p in plans)
    assert {p.name: p.cost_ns for p in plans}["dp×tp[data→x,model→y]"] == 8074
    for plan in plans:
        assert set(plan.solution.shardings) == set(program.values)
        verify_solution(plan.solution, program)
        assert evaluate(program, plan.solution, MESH, topology).total_ns == plan.cost_ns
    dp_tp = next(p for p in plans if p.family == "dp×tp")
    assert str(dp_tp.solution.shardings["main/arg1"]) == '<@mesh, [{"y"}, {}]>'
    assert str(dp_tp.solution.shardings["main/arg3"]) == '<@mesh, [{"x"}, {}]>'


def test_program_without_weights_gets_only_dp():
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16))
    b.ret(b.op("stablehlo.negate", [x]))
    found = build_expert_plans(b.build(), MESH, load_topology("cpu", MESH))
    assert [p.name for p in found.plans] == ["dp[data→x+y]"]
    assert ("tp", "no weight with a Megatron dim") in found.skipped
    assert ("ep", "no expert weights") in found.skipped


def test_user_closed_shardings_are_kept():
    program = train_step()
    from shardsat.model.parse import parse_tensor_sharding

    program.main.arg_shardings[3] = parse_tensor_sharding("<@mesh, [{}, {}]>")
    plans = expert_plans(program, MESH, load_topology("cpu", MESH), families=["dp"])
    assert str(plans[0].solution.shardings["main/arg3"]) == "<@mesh, [{}, {}]>"


def test_expert_weights_get_their_batching_dim_as_expert_dim():
    b = ProgramBuilder(Mesh.of("mesh", x=2, y=2))
    x, w1, w2 = b.arg((4, 8, 16)), b.arg((4, 16, 32)), b.arg((4, 32, 16))
    h = b.dot_general(x, w1, ((2,), (1,)), ((0,), (0,)))  # egch,ehf->egf
    b.ret(b.dot_general(h, w2, ((2,), (1,)), ((0,), (0,))))
    roles = derive_roles(b.build())
    assert roles.parameters == (1, 2)
    assert dict(roles.expert_dims) == {1: 0, 2: 0}
    assert dict(roles.tensor_dims) == {1: 2, 2: 1}  # w1 column on F, w2 row on F
    seeds = plan_seeds(b.build(), roles, (("expert", ("x",)), (MODEL, ("y",))), MESH, "mesh")
    assert str(seeds[1]) == '<@mesh, [{"x", ?}p0, {?}, {"y", ?}p0]>'
    assert str(seeds[0]) == '<@mesh, [{"x", ?}p0, {?}, {?}]>'


def test_seed_plans_take_turns_by_family_unpriced():
    """Each family's first assignment before any family's second, families with more roles
    first; the plans are those `build_expert_plans` builds, left unpriced."""
    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    program, topology = train_step(mesh), load_topology("cpu", mesh)
    seeds = seed_plans(program, mesh, topology, 60)
    assert [s.solver for s in seeds] == [
        "expert:dp×fsdp×tp[data→x,fsdp→y,model→z]",
        "expert:dp×fsdp[data→x+y,fsdp→z]",
        "expert:dp×tp[data→x+y,model→z]",
        "expert:fsdp×tp[fsdp→x+y,model→z]",
        "expert:dp[data→x+y+z]",
        "expert:fsdp[fsdp→x+y+z]",
        "expert:tp[model→x+y+z]",
        "expert:dp×fsdp[data→x,fsdp→y+z]",
        "expert:dp×tp[data→x,model→y+z]",
        "expert:fsdp×tp[fsdp→x,model→y+z]",
    ]
    built = {
        p.name: p.solution.shardings for p in build_expert_plans(program, mesh, topology).plans
    }
    for seed in seeds:
        assert seed.objective is None
        assert seed.shardings == built[seed.solver.removeprefix("expert:")]
        verify_solution(seed, program)
    assert seed_plans(program, mesh, topology, 0) == []
