"""Shardy's own lit tests (tests/data/shardy_lit/) through jaxlib's Shardy and our propagation."""

import pytest
from shardsat.experiments import shardy_lit
from shardsat.experiments.shardy_lit import LIT_DIRS, compare_file, compare_rules_file

DATA = LIT_DIRS[0]

FAST = {
    # file: (modules compared, identical modules, identical written modules, values, identical values)
    "aggressive_propagation.mlir": (23, 23, 23, 97, 97),
    "basic_propagation_token.mlir": (2, 2, 2, 13, 13),
    "propagation_pipeline_data_flow_edges.mlir": (29, 29, 29, 249, 249),
}

FULL = {
    **FAST,
    "basic_propagation.mlir": (78, 77, 77, 302, 302),
    "basic_propagation_conservative.mlir": (5, 5, 5, 15, 15),
    "basic_propagation_data_flow_edges.mlir": (28, 28, 28, 215, 215),
    "basic_propagation_manual_computation.mlir": (27, 27, 27, 162, 162),
    "op_priority_propagation.mlir": (15, 15, 15, 94, 94),
    "user_priority_propagation.mlir": (19, 19, 19, 145, 145),
    "sharding_group_propagation.mlir": (11, 11, 11, 61, 61),
    "propagation_pipeline.mlir": (47, 47, 47, 360, 360),
    "propagation_pipeline_dedup_functions_fully_true.mlir": (7, 7, 7, 105, 105),
}

RULES = {
    "op_sharding_rule_registry.mlir": (160, 160),
    "op_sharding_rule_registry_conservative.mlir": (10, 10),
}


def counts(name):
    row = compare_file(DATA / name)
    return (
        row.modules,
        row.identical_modules,
        row.output_modules,
        row.values,
        row.identical_values,
    )


def test_data_carries_licence_and_source_commit():
    readme = (DATA / "README.md").read_text()
    assert "a0277a83e7f84d40075be0d71a131cb71d806ff6" in readme
    assert "Apache License" in (DATA / "LICENSE").read_text()
    assert set(FULL) | set(RULES) <= {p.name for p in DATA.glob("*.mlir")}


def test_split_modules_on_separator_lines():
    text = "// RUN: x\nfunc.func @a() {}\n// -----\nfunc.func @b() {}\n// -----   \n\n"
    modules = shardy_lit.split_modules(text)
    assert [m.strip().splitlines()[-1] for m in modules] == [
        "func.func @a() {}",
        "func.func @b() {}",
    ]


@pytest.mark.parametrize("name", sorted(FAST))
def test_lit_file_fast_subset(name):
    assert counts(name) == FAST[name]


def test_module_we_cannot_handle_is_a_counted_error():
    row = compare_file(DATA / "basic_propagation.mlir")
    errors = [r for r in row.rows if r.status == "error"]
    assert row.errors == len(errors) == 1
    assert "dynamic shape" in errors[0].error


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(set(FULL) - set(FAST)))
def test_lit_file_full(name):
    assert counts(name) == FULL[name]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(RULES))
def test_lit_rules(name):
    row = compare_rules_file(DATA / name)
    assert (row.ops, row.identical) == RULES[name]
