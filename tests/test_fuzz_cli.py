"""Fuzzing the CLI in-process: mutated MLIR modules, sharding strings, sweep specs and
IOPDDL instances go to every subcommand; every outcome is exit 0, or exit 2 with one line on
stderr; never a traceback, never a partial output file.

Mutations: byte flips, truncation, dim-sharding / mesh-axis / number / element-type / quoted-name
/ keyword edits, shuffled, dropped and repeated lines. The default run tries 50 cases (seconds);
`pytest -m slow tests/test_fuzz_cli.py -s` tries thousands and prints how many per kind.
`shardsat iopddl`'s contest watchdog (os._exit at the limit) is switched off in-process.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shardsat.cli import main

CORPUS = Path(__file__).resolve().parent / "corpus"

PRIORITIES = """
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}p0, {?}]>},
                %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model", ?}p1]>})
    -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"""
SEEDS = [
    PRIORITIES,
    (CORPUS / "mlp.mlir").read_text(),
    (CORPUS / "constraints.mlir").read_text(),
    (CORPUS / "reshape_heavy.mlir").read_text(),
    'module {\n  sdy.mesh @mesh = <["x"=2]>\n}\n',
]
SHARDINGS = [
    '<@mesh, [{"x"}, {"y"}]>',
    '#sdy.sharding<@mesh, [{"x", ?}p1, {}], replicated={"y"}>',
    'sharding<mesh<["x"=4]>, [{"x":(2)2}]> : tensor<8xf32>',
    '<@mesh, [{"y":(1)2, "x"}, {?}], unreduced={"y":(2)2}>',
]
MESHES = ['@mesh = <["x"=2, "y"=4]>', '<["x"=4]>', 'sdy.mesh @mesh = <["x"=2, "y"=2]>']
SPEC = """output = "out.parquet"
models = ["mlp", {name = "nosuch"}]
meshes = ["data=2,model=2"]
topologies = ["h100x8"]
strategies = ["greedy-aggressive"]
"""
IOPDDL = {
    "problem": {
        "name": "fuzz",
        "nodes": {"intervals": [[0, 2], [1, 3], [2, 4]], "costs": [[1, 2], [3, 1], [2, 2]],
                  "usages": [[1, 2], [2, 1], [1, 1]]},
        "edges": {"nodes": [[0, 1], [1, 2]], "costs": [[0, 1, 1, 0], [1, 0, 0, 2]]},
        "usage_limit": 4,
    }
}  # fmt: skip

NUMBERS = [b"0", b"1", b"3", b"7", b"-1", b"65536", b"99999999999999999999", b"2.5"]
TYPES = [b"f32", b"i1", b"f64", b"bf16", b"complex<f32>", b"index", b"!stablehlo.token", b"foo"]
NAMES = [b'"nope"', b'""', b'"data"', b'"model"', b'"x"', b'"y"', b'"\\00"']
WORDS = [b"sdy.sharding", b"replicated", b"stablehlo.add", b"func.func", b"tensor", b"p0",
         b"@mesh", b"private", b"sdy.mesh", b"return", b"?", b"}", b"{", b"<", b">"]  # fmt: skip
DIMS = [b"{}", b"{?}", b'{"data"}', b'{"model", ?}', b'{"data", "model"}', b'{"data"}p3',
        b'{"model":(2)2}', b'{"nope"}', b'{"x"}', b'{"data", "data"}', b"{?}p1"]  # fmt: skip
AXES = [b'"data"=2', b'"data"=4', b'"model"=1', b'"data"=3', b'"x"=2', b'"data"=0', b'"y"=8']
EDITS = {
    "dim": (rb"\{[^{}\n]*\}(?:p\d+)?", DIMS),
    "axis": (rb'"\w+"=\d+', AXES),
    "number": (rb"-?\d+", NUMBERS),
    "type": (rb"\b(?:f32|f16|bf16|i1|i32|i64)\b", TYPES),
    "name": (rb'"[^"\n]*"', NAMES),
    "word": (rb"[A-Za-z_@%#!][\w.$]*", WORDS),
}
EDIT_KINDS = ["dim", "dim", "dim", "axis", "number", "type", "name", "word"]
"""Sharding and mesh edits weigh most: they keep the module parseable and reach the solvers."""
FUZZ = {"modules": settings(max_examples=10), "shardings": settings(max_examples=30),
        "specs": settings(max_examples=10)}  # fmt: skip
"""The default run: a few seconds in all (a module case may run greedy and CP-SAT)."""
SLOW = {  # a batch/iopddl/zoo case runs three commands and jax traces for some zoo names
    "modules": settings(max_examples=3000),
    "shardings": settings(max_examples=3000),
    "specs": settings(max_examples=300),
}
TRIED = {"cases": 0}


@st.composite
def mutated(draw: st.DrawFn, seeds: list[bytes]) -> bytes:
    """A seed with one to three mutations."""
    data = draw(st.sampled_from(seeds))
    for _ in range(draw(st.integers(1, 2))):
        data = draw(st.sampled_from(MUTATIONS))(draw, data)
    return data


def _flip(draw: st.DrawFn, data: bytes) -> bytes:
    if not data:
        return data
    pos = draw(st.integers(0, len(data) - 1))
    return data[:pos] + bytes([draw(st.integers(0, 255))]) + data[pos + 1 :]


def _truncate(draw: st.DrawFn, data: bytes) -> bytes:
    return data[: draw(st.integers(0, len(data)))]


def _edit(draw: st.DrawFn, data: bytes) -> bytes:
    pattern, choices = EDITS[draw(st.sampled_from(EDIT_KINDS))]
    matches = list(re.finditer(pattern, data))
    if not matches:
        return data
    m = draw(st.sampled_from(matches))
    return data[: m.start()] + draw(st.sampled_from(choices)) + data[m.end() :]


def _lines(draw: st.DrawFn, data: bytes) -> bytes:
    lines = data.split(b"\n")
    how = draw(st.sampled_from(["shuffle", "drop", "repeat"]))
    if how == "shuffle":
        lines = draw(st.permutations(lines))
    elif lines:
        i = draw(st.integers(0, len(lines) - 1))
        lines = lines[:i] + lines[i + 1 :] if how == "drop" else lines[: i + 1] + lines[i:]
    return b"\n".join(lines)


MUTATIONS: list[Callable[[st.DrawFn, bytes], bytes]] = [_flip, _truncate, _lines] + [_edit] * 6
"""Edits of numbers, types and names mostly keep a module parseable, so they reach the verifiers,
the rules and the solvers; flips, truncation and line moves mostly test the parser's errors."""
MODULES = mutated([s.encode() for s in SEEDS])
TEXTS = st.one_of(
    st.sampled_from(SHARDINGS),
    mutated([s.encode() for s in SHARDINGS]).map(lambda b: b.decode("utf-8", "replace")),
    st.text(alphabet='<>[]{}(),:="?@ xyp0123456789#~', max_size=40),
)


def run_cli(argv: list[str], outputs: list[Path]) -> None:
    """Run `shardsat ARGV` in-process and check the outcome (the fuzzer's oracle)."""
    TRIED["cases"] += 1
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except BaseException:  # noqa: BLE001 - any escape is the bug being looked for
            pytest.fail(f"shardsat {argv}: escaped\n{traceback.format_exc()}")
    lines = err.getvalue().splitlines()
    assert "Traceback" not in err.getvalue(), (argv, err.getvalue())
    assert code in (0, 2), (argv, code, err.getvalue())
    if code == 2:
        assert lines and lines[0].startswith("shardsat"), (argv, lines)
        infeasible = "infeasible:" in lines[0] and all(x.startswith("  ") for x in lines[1:])
        assert len(lines) == 1 or infeasible, (argv, lines)
    else:
        assert all(x.startswith("shardsat ") for x in lines), (argv, lines)
    _check_outputs(argv, outputs)


def _check_outputs(argv: list[str], outputs: list[Path]) -> None:
    """Every written output is whole: JSON parses, MLIR re-imports; no temp file is left."""
    from shardsat.ir.mlir_import import import_mlir

    folder = outputs[0].parent
    assert not [p.name for p in folder.rglob("*.tmp")], argv
    for path in outputs:
        if not path.exists():
            continue
        if path.suffix == ".json":
            json.loads(path.read_text())
        elif path.suffix == ".mlir":
            import_mlir(path.read_text())


@contextlib.contextmanager
def _no_iopddl_watchdog():
    """`shardsat iopddl` counts its limit from the process start and ends the process with
    os._exit at the limit (a contest rule); in-process, that would end the test run itself."""
    from shardsat.commands import iopddl

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(iopddl, "process_seconds", lambda: 0.0, raising=False)
        patch.setattr(iopddl, "_bail", lambda answer: None, raising=False)
        yield


@contextlib.contextmanager
def scratch():
    folder = Path(tempfile.mkdtemp(prefix="fuzz_"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


MESH_FLAGS = st.sampled_from([[], [], [], ["--mesh", "data=2,model=2"], ["--mesh", "x=8"],
                              ["--mesh", "data=3"], ["--mesh", "x=2,y=2"]])  # fmt: skip


def _module_case(data: bytes, command: str, mesh: list[str]) -> None:
    with scratch() as d:
        src, out, rep, csv = d / "in.mlir", d / "out.mlir", d / "r.json", d / "t.csv"
        src.write_bytes(data)
        argv = {
            "rules": ["rules", str(src), "-o", str(out)],
            "propagate": ["propagate", str(src), "-o", str(out), "--report", str(rep)],
            "solve": ["solve", str(src), "--time-limit", "0.3", "--workers", "1", "-q",
                      "-o", str(out), "--report", str(rep), *mesh],
            "compare": ["compare", str(src), "--no-xla", "--time-limit", "0.3", "--workers", "1",
                        "-q", "--strategies", "greedy-aggressive,cpsat-time", "--csv", str(csv),
                        *mesh],
        }[command]  # fmt: skip
        run_cli(argv, [out, rep, csv])


COMMANDS = st.sampled_from(["rules", "propagate", "solve", "compare"])
SHARDING_MESHES = st.sampled_from(MESHES + ["", '@other = <["x"=2]>'])
SHAPES = st.sampled_from(["", "8", "4x8", "0x3", "tensor<6xf32>", "-1"])
ZOO_NAMES = st.sampled_from(["", "gpt", "mlp", "nosuch", "mlp-train\x00"])
SPECS = mutated([SPEC.encode()])
INSTANCES = mutated([json.dumps(IOPDDL).encode()])


def _sharding_case(text: str, mesh: str, shape: str) -> None:
    argv = ["sharding", text, "--check-divisibility"]
    argv += (["--mesh", mesh] if mesh else []) + (["--shape", shape] if shape else [])
    with scratch() as d:
        run_cli(argv, [d / "none"])


def _spec_case(spec: bytes, instance: bytes, name: str) -> None:
    with scratch() as d:
        (d / "s.toml").write_bytes(spec + b"\n[options]\ntime_limit = 0.3\nworkers = 1\n")
        argv = ["batch", str(d / "s.toml"), "--workers", "1", "--limit", "1", "--no-progress"]
        run_cli(argv, [d / "out.parquet"])
        (d / "p.json").write_bytes(instance)
        with _no_iopddl_watchdog():
            argv = ["iopddl", str(d / "p.json"), "--time-limit", "2", "--workers", "1"]
            run_cli(argv + ["--out", str(d / "sol.txt")], [d / "sol.txt"])
        zoo_out = d / "z.mlir"
        argv = ["zoo", *([name] if name else []), *(["-o", str(zoo_out)] if name else [])]
        run_cli(argv, [zoo_out])


CASES = {
    "modules": (_module_case, (MODULES, COMMANDS, MESH_FLAGS)),
    "shardings": (_sharding_case, (TEXTS, SHARDING_MESHES, SHAPES)),
    "specs": (_spec_case, (SPECS, INSTANCES, ZOO_NAMES)),
}
"""Each kind of case: its function and the strategies of its arguments."""


@pytest.mark.parametrize("kind", sorted(CASES))
def test_fuzz_cli(kind):
    case, strategies = CASES[kind]
    FUZZ[kind](given(*strategies)(case))()


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(CASES))
def test_fuzz_cli_long(kind):
    case, strategies = CASES[kind]
    before = TRIED["cases"]
    SLOW[kind](given(*strategies)(case))()
    print(f"\nfuzz {kind}: {TRIED['cases'] - before} CLI cases")
