"""Strategies side by side: mesh specs, Shardy in-process, cost rows, XLA's collectives, CLI."""

from __future__ import annotations

import collections

import pytest
from shardsat.experiments import compare, zoo
from shardsat.ir.registry import rule_for
from shardsat.model.mesh import Mesh

from shardsat.cli import main

SMALL = [
    f"{n}{t}" for n in ("mlp", "gpt-tiny", "moe-tiny", "wresnet", "unet") for t in ("", "-train")
]
CONSTANT_LIKE = {"stablehlo.constant", "stablehlo.iota"}
"""Ops without a sharding rule, by design: Shardy gives constants and iota none either (they are
ConstantLike and are split per use instead, SHARDY.md §4.7)."""


def test_parse_mesh_spec():
    assert compare.parse_mesh_spec("data=2,model=4") == Mesh.of("mesh", data=2, model=4)
    assert compare.parse_mesh_spec('<["x"=8]>') == Mesh.of("mesh", x=8)
    with pytest.raises(compare.CompareError, match="mesh 'data=two': expected name=size"):
        compare.parse_mesh_spec("data=two")
    with pytest.raises(compare.CompareError, match="duplicate axis name"):
        compare.parse_mesh_spec("x=2,x=4")


@pytest.mark.parametrize("name", SMALL)
def test_zoo_program_has_a_rule_for_every_op(name):
    program = zoo.load_model(name)
    missing = collections.Counter(
        op.name for op in program.walk_ops() if rule_for(op, program) is None
    )
    assert set(missing) <= CONSTANT_LIKE


@pytest.mark.parametrize("name", SMALL)
def test_zoo_program_solves_with_greedy(name):
    from shardsat.solver.propagation.driver import propagate

    program = zoo.load_model(name, mesh=compare.parse_mesh_spec("data=2,model=4"))
    solution = propagate(program)
    assert set(solution.shardings) >= set(program.values)
    # the seeded batch dim keeps "data" on every data input
    for index in program.main.arg_shardings:
        arg = program.main.args[index]
        assert [str(a) for a in solution.shardings[arg].dims[0].axes] == ['"data"']


def test_load_model_attaches_mesh_and_batch_seeds():
    program = zoo.load_model("gpt-tiny", mesh=compare.parse_mesh_spec("data=2,model=4"))
    assert list(program.meshes) == ["mesh"]
    seeds = {i: str(s) for i, s in program.main.arg_shardings.items()}
    assert seeds == {20: '<@mesh, [{"data", ?}, {?}]>', 21: '<@mesh, [{"data", ?}, {?}]>'}


def test_annotate_text_adds_mesh_and_argument_sharding():
    mesh = Mesh.of("mesh", data=2, model=2)
    seeds = zoo.seed_shardings((None, 0), (1, 2), mesh)
    text = compare.annotate_text(
        "func.func @main(%a: tensor<4xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
        "  return %b : tensor<8x4xf32>\n}\n",
        mesh,
        seeds,
    )
    assert 'sdy.mesh @mesh = <["data"=2, "model"=2]>' in text
    assert (
        '%arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", ?}, {?}]>}' in text
    )


@pytest.fixture(scope="module")
def mlp_train_case():
    return compare.case_from_model("mlp-train", compare.parse_mesh_spec("data=2,model=2"), "h100x8")


@pytest.mark.xla
def test_shardy_plan_prediction_equals_xla_collectives(mlp_train_case):
    row = compare.strategy_row(mlp_train_case, "shardy", {}, xla=True)
    # data parallel: one 2-way all-reduce of every gradient (131,712 f32) and of the loss; a
    # 2-way all-reduce sends S bytes per device.
    assert row["communication_bytes"] == row["xla_bytes"] == 4 * 131_712 + 4
    assert row["xla_all_reduce_bytes"] == row["xla_bytes"]
    # Shardy's plan is checked as Shardy emitted it: no planned or values-only export of ours
    assert "reshards" not in row and "xla_values_bytes" not in row


def test_compare_greedy_shardy_cpsat_on_mlp():
    case = compare.case_from_model("mlp", compare.parse_mesh_spec("data=2,model=2"), "h100x8")
    strategies = ["greedy-basic", "greedy-aggressive", "shardy", "cpsat-time"]
    frame = compare.compare_case(case, strategies, {"time_limit": 30, "workers": 1}, xla=False)
    assert list(frame["strategy"]) == strategies
    assert set(frame["status"]) <= {"FEASIBLE", "OPTIMAL"}
    rows = frame.set_index("strategy")
    # inference with the batch seeded on "data": nothing needs communication
    assert list(rows["communication_bytes"]) == [0, 0, 0, 0]
    # the CP-SAT objective is the cost model's number for its plan, to the nanosecond
    assert rows.loc["cpsat-time", "objective"] == rows.loc["cpsat-time", "total_ns"]
    assert rows.loc["cpsat-time", "total_ns"] <= rows.loc["greedy-aggressive", "total_ns"]


def test_unknown_strategy_is_refused():
    case = compare.case_from_model("mlp", compare.parse_mesh_spec("data=2"), "h100x8")
    with pytest.raises(compare.CompareError, match="unknown strategy 'magic'"):
        compare.compare_case(case, ["magic"], xla=False)


def test_cli_compare_prints_the_table(capsys):
    argv = ["compare", "--model", "mlp", "--mesh", "data=2,model=2", "--no-xla"]
    assert main(argv + ["--strategies", "greedy-aggressive,shardy"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "topology h100x8, CP-SAT time limit 30 s"
    assert lines[1].split()[:4] == ["model", "strategy", "status", "step_us"]
    assert [line.split()[1] for line in lines[2:]] == ["greedy-aggressive", "shardy"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--model", "nosuch", "--mesh", "data=2"], "unknown model 'nosuch'; known: gpt-1.3b"),
        (["--model", "mlp", "--mesh", "data=two"],
         "mesh 'data=two': expected name=size[,name=size...], got 'data=two'"),
        (["--model", "mlp", "--mesh", ""], "mesh '': no axes"),
        (["missing.mlir", "--mesh", "data=2"], "missing.mlir: cannot read (No such file or directory)"),
        (["--model", "mlp", "--mesh", "data=2", "--strategies", "greedy-basic,magic"],
         "unknown strategy 'magic'; known: greedy-basic"),
    ],
)  # fmt: skip
def test_cli_compare_bad_input_exits_2_with_one_line_and_writes_nothing(
    argv, message, capsys, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    assert main(["compare", *argv, "--no-xla", "--csv", "out.csv"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"shardsat compare: {message}")
    assert err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_cli_compare_table_cells(capsys):
    argv = ["compare", "--model", "mlp-train", "--mesh", "data=2,model=2", "--no-xla"]
    assert main(argv + ["--strategies", "greedy-aggressive,shardy"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "NaN" not in "\n".join(lines)
    # whole bytes with thousands separators: the data-parallel gradient all-reduce
    assert lines[2].split()[:5] == [
        "mlp-train",
        "greedy-aggressive",
        "FEASIBLE",
        "22.62",
        "526,852",
    ]


def test_cli_compare_needs_a_mesh_for_models(capsys):
    assert main(["compare", "--model", "mlp"]) == 2
    assert (
        capsys.readouterr().err == "shardsat compare: --model needs --mesh (e.g. data=2,model=4)\n"
    )


@pytest.mark.xla
@pytest.mark.parametrize(("name", "params"), [("mlp-train", 131_712), ("wresnet-train", 150_464)])
def test_greedy_plan_compiles_with_xla_and_bytes_match(name, params):
    case = compare.case_from_model(name, compare.parse_mesh_spec("data=2,model=4"), "h100x8")
    row = compare.strategy_row(case, "greedy-aggressive", {}, xla=True)
    # data parallel over "data"=2: every f32 gradient and the loss are all-reduced once
    assert row["communication_bytes"] == row["xla_bytes"] == 4 * params + 4
    # greedy's ops run where their values live: nothing to pin, both exports agree
    assert row["reshards"] == 0
    assert row["xla_values_bytes"] == row["xla_bytes"]


def test_compare_reads_a_zoo_file_with_a_mesh(tmp_path):
    path = tmp_path / "mlp.mlir"
    assert main(["zoo", "mlp", "-o", str(path)]) == 0
    case = compare.case_from_file(path, compare.parse_mesh_spec("x=4"), "h100x8")
    assert case.name == "mlp.mlir"
    assert 'sdy.mesh @mesh = <["x"=4]>' in case.annotated_text
    frame = compare.compare_case(case, ["greedy-aggressive", "shardy"], xla=False)
    assert list(frame["status"]) == ["FEASIBLE", "FEASIBLE"]
    with pytest.raises(compare.CompareError, match="has 0 meshes; pass --mesh"):
        compare.case_from_file(path, None, "h100x8")


def test_xla_check_needs_enough_devices():
    from shardsat.experiments.xla_check import XlaCheckError, compile_partitioned

    with pytest.raises(XlaCheckError, match="xla check needs 64 devices, have 8"):
        compile_partitioned("module {}", 64)


def test_compare_uses_the_mesh_a_file_declares(tmp_path):
    mesh = compare.parse_mesh_spec("data=4")
    entry = zoo.lower_entry("mlp")
    seeds = zoo.seed_shardings(entry.batch_dims, (1, 2, 1, 2, 1, 2, 2, 2), mesh)
    path = tmp_path / "seeded.mlir"
    path.write_text(compare.annotate_text(entry.mlir, mesh, seeds))
    case = compare.case_from_file(path, None, "h100x8")
    assert case.mesh == mesh
    frame = compare.compare_case(case, ["greedy-aggressive", "shardy"], xla=False).set_index(
        "strategy"
    )
    assert list(frame["communication_bytes"]) == [0, 0]  # data-parallel inference


@pytest.mark.xla
def test_xla_checks_the_planned_export_and_reports_values_only_beside_it():
    case = compare.case_from_model("mlp-train", compare.parse_mesh_spec("data=8"), "h100x8")
    row = compare.strategy_row(case, "cpsat-comm", {"time_limit": 30, "workers": 1}, xla=True)
    assert row["status"] == "OPTIMAL"
    assert row["reshards"] > 0
    # the plan as emitted (reshards + pinned values, ir.mlir_export): XLA runs it as priced
    assert row["xla_bytes"] == row["communication_bytes"] == 5_830
    # value shardings alone: XLA all-reduces every full gradient (data parallel, 8-way)
    assert row["xla_values_bytes"] == 921_990 == 2 * (7 * (4 * 131_712) // 8) + 6


def test_expert_rows_one_per_family_priced_like_the_others():
    case = compare.case_from_model("mlp-train", compare.parse_mesh_spec("data=2,model=2"), "h100x8")
    frame = compare.compare_case(case, ["greedy-aggressive", "expert"], xla=False)
    rows = frame.set_index("strategy")
    assert set(rows.index) == {
        "greedy-aggressive", "expert-dp", "expert-fsdp", "expert-tp", "expert-dp×fsdp",
        "expert-dp×tp", "expert-fsdp×tp",
    }  # fmt: skip
    assert rows.loc["expert-dp×tp", "plan"] == "dp×tp[data→data,model→model]"
    assert rows.loc["expert-dp", "plan"] == "dp[data→data+model]"
    assert (rows["status"] == "FEASIBLE").all()
    # data parallel over all 4 devices: every f32 gradient and the loss all-reduced once
    assert rows.loc["expert-dp", "communication_bytes"] == 2 * (3 * (4 * 131_712) // 4) + 6
    assert list(frame["objective"][1:]) == sorted(frame["objective"][1:])


def test_expert_strategy_alone_is_the_cheapest_plan():
    case = compare.case_from_model("mlp-train", compare.parse_mesh_spec("data=2,model=2"), "h100x8")
    row = compare.strategy_row(case, "expert", {"expert_families": ("dp", "dp×tp")}, xla=False)
    best = compare.expert_plan_set(case, {"expert_families": ("dp", "dp×tp")}).plans[0]
    assert row["total_ns"] == best.cost_ns


@pytest.mark.xla
def test_expert_plans_compile_with_xla_and_bytes_match():
    case = compare.case_from_model("mlp-train", compare.parse_mesh_spec("data=2,model=4"), "h100x8")
    frame = compare.compare_case(case, ["expert"], {"expert_families": ("dp", "tp")}, xla=True)
    rows = frame.set_index("strategy")
    assert list(rows["plan"]) == ["tp[model→data+model]", "dp[data→data+model]"]
    assert list(rows["xla_bytes"]) == list(rows["communication_bytes"])
    assert rows.loc["expert-dp", "xla_bytes"] == 921_990  # 8-way data parallel, as greedy on data=8


def test_cli_compare_refuses_an_unknown_expert_family(capsys):
    argv = ["compare", "--model", "mlp", "--mesh", "data=2", "--expert-families", "pp"]
    assert main(argv) == 2
    assert "unknown expert family 'pp'; known: dp, fsdp, tp" in capsys.readouterr().err
