"""The model zoo: names, pre-lowered data, tracing, seeds, and the `shardsat zoo` command."""

from __future__ import annotations

import json
import re

import pytest
from shardsat.experiments import zoo
from shardsat.model.files import write_atomic
from shardsat.model.mesh import Mesh

from shardsat.cli import main

SMALL = ["mlp", "gpt-tiny", "moe-tiny", "wresnet", "unet"]


def test_list_models_pairs_inference_and_train():
    names = zoo.list_models()
    assert names[:4] == ["mlp", "mlp-train", "gpt-tiny", "gpt-tiny-train"]
    assert len(names) == 2 * len(zoo.PRESETS) == 26
    assert "gpt-39b-train" in names


def test_resolve_alpa_gpt_presets():
    spec = zoo.resolve("gpt-350m-train")
    assert (spec.family, spec.train, spec.kind) == ("gpt", True, "train")
    assert {k: spec.config[k] for k in ("hidden", "layers", "heads", "seq", "vocab")} == {
        "hidden": 1024, "layers": 24, "heads": 16, "seq": 1024, "vocab": 51200,
    }  # fmt: skip
    assert zoo.resolve("gpt").name == "gpt-tiny"
    assert zoo.resolve("gpt", layers=4).name == "gpt-tiny[layers=4]"
    assert zoo.resolve("gpt", layers=2).name == "gpt-tiny"  # an override equal to the default


def test_resolve_errors_name_the_culprit():
    with pytest.raises(zoo.ZooError, match="unknown model 'bert'"):
        zoo.resolve("bert")
    with pytest.raises(zoo.ZooError, match="model mlp: unknown option 'heads'"):
        zoo.resolve("mlp", heads=2)
    with pytest.raises(zoo.ZooError, match="unknown dtype 'f8'"):
        zoo.resolve("mlp", dtype="f8")
    with pytest.raises(zoo.ZooError, match="model gpt: option layers='two' is not a int"):
        zoo.resolve("gpt", layers="two")
    with pytest.raises(zoo.ZooError, match="model mlp: option layers=0 must be positive"):
        zoo.resolve("mlp", layers=0)
    with pytest.raises(
        zoo.ZooError, match=r"model gpt-tiny\[heads=5\]: hidden 64 is not divisible by heads 5"
    ):
        zoo.lower_entry("gpt", heads=5)


def test_every_builtin_name_is_prelowered_with_matching_config():
    index = json.loads((zoo.data_dir() / "index.json").read_text())
    assert list(index) == zoo.list_models()
    for name, meta in index.items():
        assert meta["config"] == zoo.resolve(name).config, name
        assert (zoo.data_dir() / meta["file"]).exists(), name


def test_prelowered_gpt_tiny_without_tracing(monkeypatch):
    monkeypatch.setattr(zoo, "trace", lambda spec: pytest.fail("traced a built-in name"))
    entry = zoo.lower_entry("gpt-tiny")
    assert entry.parameters == 117_376
    assert entry.ops == 249 == zoo.count_ops(entry.mlir)
    # 20 parameters, then tokens and labels with their batch on dim 0
    assert entry.batch_dims == (None,) * 20 + (0, 0)
    assert "tensor<8x32xi32>" in entry.mlir
    assert not re.search(r"\bcall @", entry.mlir)


def test_gpt_tiny_parameter_count_matches_formula():
    h, layers, v, s = 64, 2, 256, 32
    per_layer = 4 * h + 3 * h * h + h * h + 2 * 4 * h * h
    assert zoo.lower_entry("gpt-tiny").parameters == v * h + s * h + 2 * h + layers * per_layer


def test_trace_reproduces_the_committed_text():
    assert zoo.trace(zoo.resolve("mlp")).mlir == zoo.lower_entry("mlp").mlir


def test_train_step_has_adam_state_arguments():
    entry = zoo.lower_entry("mlp-train")
    # 6 params, m and v for each, the step count, then x and y
    assert len(entry.batch_dims) == 3 * 6 + 1 + 2
    assert entry.batch_dims[-2:] == (0, 0)
    main = entry.mlir.split("func.func public @main", 1)[1].split("{", 1)[0]
    assert main.count("tensor<f32>") >= 1  # the step count, a scalar
    # Adam: one sqrt(v) per parameter plus the scalar bias correction sqrt(1 - b2**t)
    assert entry.mlir.count("stablehlo.sqrt") == 6 + 1


def test_override_traces_a_new_program():
    entry = zoo.lower_entry("gpt", layers=3)
    assert entry.spec.name == "gpt-tiny[layers=3]"
    assert entry.ops == 357  # 249 + one more layer of 108 ops
    assert (
        entry.mlir.count("stablehlo.dot_general") == 3 * 6 + 1
    )  # qkv, scores, context, out, w1, w2; logits


def test_moe_dispatch_is_einsum_with_capacity():
    entry = zoo.lower_entry("moe-tiny")
    # capacity = ceil(top_k * seq * factor / experts) = ceil(2 * 32 * 2.0 / 8) = 16
    assert "tensor<8x32x8x16xf32>" in entry.mlir  # dispatch [group, seq, expert, capacity]
    assert "tensor<8x8x16x64xf32>" in entry.mlir  # expert inputs [expert, group, capacity, hidden]


def test_seed_shardings_open_batch_dim_on_data_axis():
    mesh = Mesh.of("mesh", data=2, model=4)
    seeds = zoo.seed_shardings((None, 0, 1), (2, 2, 3), mesh)
    assert {i: str(s) for i, s in seeds.items()} == {
        1: '<@mesh, [{"data", ?}, {?}]>',
        2: '<@mesh, [{?}, {"data", ?}, {?}]>',
    }
    seeds = zoo.seed_shardings((0,), (1,), Mesh.of("mesh", x=8))
    assert str(seeds[0]) == '<@mesh, [{"x", ?}]>'
    with pytest.raises(zoo.ZooError, match="seed axis 'z' is not an axis"):
        zoo.seed_shardings((0,), (1,), mesh, axis="z")


def test_write_atomic_leaves_no_temp_file(tmp_path):
    target = tmp_path / "out.mlir"
    write_atomic(target, "module {}\n")
    assert target.read_text() == "module {}\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"]
    assert target.stat().st_mode & 0o444 == 0o444


def test_cli_zoo_lists_models(capsys):
    assert main(["zoo"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["name", "family", "kind", "parameters", "ops"]
    assert lines[3].split() == ["gpt-tiny", "gpt", "inference", "117,376", "249"]
    assert len(lines) == 27


def test_cli_zoo_writes_gpt_with_4_layers(tmp_path, capsys):
    out = tmp_path / "gpt4.mlir"
    assert main(["zoo", "gpt", "--layers", "4", "-o", str(out)]) == 0
    assert capsys.readouterr().out.startswith("gpt-tiny[layers=4]: inference, 216,192 parameters")
    assert out.read_text().count("stablehlo.dot_general") == 4 * 6 + 1


def test_cli_zoo_bad_option_exits_2(capsys):
    assert main(["zoo", "mlp", "--heads", "2"]) == 2
    assert capsys.readouterr().err == (
        "shardsat zoo: model mlp: unknown option 'heads'; "
        "known: batch, hidden, layers, features, dtype\n"
    )
