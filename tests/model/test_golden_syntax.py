"""Golden syntax files: tests/golden/syntax/<type>_roundtrip.txt and <type>_invalid.txt.

Format (Shardy's lit style, one case per block, blocks separated by `// -----`):
    // a comment
    <input text, one line>
    # expect: <canonical text>     (round trip; default: the input itself)
    # mesh: <mesh text>            (verify the value against this mesh)
    # shape: 4x8                   (tensor shape; `# shapes: 2x4,4x8->2x8` for rules / per-value)
    # divisible                    (turn on the divisibility check)
    # error: <message>             (invalid files: the exact one-line message)
`pytest --update-golden` rewrites the expect/error lines from the current output; review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from shardsat.model.errors import ShardsatError
from shardsat.model.parse import (
    parse_axis_ref,
    parse_dim_sharding,
    parse_mesh,
    parse_op_sharding_rule,
    parse_shape,
    parse_sharding_per_value,
    parse_tensor_sharding,
)
from shardsat.model.verify import (
    verify_axis_ref,
    verify_mesh,
    verify_rule,
    verify_sharding_per_value,
    verify_tensor_sharding,
)

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "syntax"
TYPES = ("mesh", "axis_ref", "dim_sharding", "tensor_sharding", "sharding_per_value", "rule")
SEPARATOR = "// -----"


def _shapes(text: str) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    ins, _, outs = text.partition("->")

    def many(part: str) -> list[tuple[int, ...]]:
        return [parse_shape(s) for s in part.split(",")] if part.strip() else []

    return many(ins), many(outs)


def _run_mesh(text: str, mesh, shape, directives: dict[str, str]) -> str:
    value = parse_mesh(text)
    verify_mesh(value)
    return value.declaration() if value.name else str(value)


def _run_axis_ref(text: str, mesh, shape, directives: dict[str, str]) -> str:
    value = parse_axis_ref(text)
    if mesh is not None:
        verify_axis_ref(value, mesh if not isinstance(mesh, dict) else [*mesh.values()][0])
    return str(value)


def _run_dim_sharding(text: str, mesh, shape, directives: dict[str, str]) -> str:
    return str(parse_dim_sharding(text))


def _run_tensor_sharding(text: str, mesh, shape, directives: dict[str, str]) -> str:
    value = parse_tensor_sharding(text)
    if mesh is not None or value.inline_mesh is not None:
        verify_tensor_sharding(value, mesh, shape, "divisible" in directives)
    return str(value)


def _run_sharding_per_value(text: str, mesh, shape, directives: dict[str, str]) -> str:
    value = parse_sharding_per_value(text)
    if "shapes" in directives:
        verify_sharding_per_value(value, mesh, _shapes(directives["shapes"])[0])
    return str(value)


def _run_rule(text: str, mesh, shape, directives: dict[str, str]) -> str:
    value = parse_op_sharding_rule(text)
    if "shapes" in directives:
        verify_rule(value, *_shapes(directives["shapes"]))
    return str(value)


RUNNERS = {
    "mesh": _run_mesh,
    "axis_ref": _run_axis_ref,
    "dim_sharding": _run_dim_sharding,
    "tensor_sharding": _run_tensor_sharding,
    "sharding_per_value": _run_sharding_per_value,
    "rule": _run_rule,
}
"""One parse-verify-print function per golden file type (same order as TYPES)."""


def _run(kind: str, text: str, directives: dict[str, str]) -> str:
    """Parse, verify with the directives, and print canonically."""
    mesh = parse_mesh(directives["mesh"]) if "mesh" in directives else None
    if mesh is not None and mesh.name:  # `@name = <...>`: a symbol table, so names must resolve
        mesh = {mesh.name: mesh}
    shape = parse_shape(directives["shape"]) if "shape" in directives else None
    return RUNNERS[kind](text, mesh, shape, directives)


Case = tuple[str, dict[str, str], list[str]]
"""(input text, directives, comment lines)"""


def _cases(path: Path) -> list[Case]:
    cases = []
    for block in path.read_text().split(SEPARATOR):
        raw = [ln for ln in block.strip().splitlines() if ln.strip()]
        comments = [ln for ln in raw if ln.startswith("//")]
        lines = [ln for ln in raw if not ln.startswith("//")]
        if not lines:
            continue
        directives: dict[str, str] = {}
        for ln in lines[1:]:
            key, _, value = ln.removeprefix("#").strip().partition(":")
            directives[key.strip()] = value.strip()
        cases.append((lines[0], directives, comments))
    return cases


def _write(path: Path, cases: list[Case]) -> None:
    blocks = []
    for text, directives, comments in cases:
        lines = [*comments, text]
        for key, value in directives.items():
            lines.append(f"# {key}: {value}" if value else f"# {key}")
        blocks.append("\n".join(lines))
    path.write_text(f"\n{SEPARATOR}\n".join(blocks) + "\n")


def _outcome(kind: str, text: str, directives: dict[str, str]) -> tuple[str, str]:
    """("ok", canonical) or ("error", message)."""
    try:
        return "ok", _run(kind, text, directives)
    except ShardsatError as err:
        return "error", err.message


@pytest.mark.parametrize("kind", TYPES)
def test_roundtrip_golden(kind, request):
    path = GOLDEN / f"{kind}_roundtrip.txt"
    cases = _cases(path)
    assert cases, f"{path} has no cases"
    update = request.config.getoption("--update-golden")
    failures = []
    for text, directives, _ in cases:
        status, out = _outcome(kind, text, directives)
        expected = directives.get("expect", text)
        if update and status == "ok":
            directives.pop("expect", None)
            if out != text:
                directives["expect"] = out
        elif status != "ok" or out != expected:
            failures.append(f"{text}\n  expected: {expected}\n  got {status}: {out}")
        elif out != text:  # a canonical output must itself be a fixed point
            assert _run(kind, out, directives) == out
    if update:
        _write(path, cases)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("kind", TYPES)
def test_invalid_golden(kind, request):
    path = GOLDEN / f"{kind}_invalid.txt"
    cases = _cases(path)
    assert cases, f"{path} has no cases"
    update = request.config.getoption("--update-golden")
    failures = []
    for text, directives, _ in cases:
        status, out = _outcome(kind, text, directives)
        if update and status == "error":
            directives["error"] = out
        elif status != "error" or out != directives.get("error"):
            failures.append(
                f"{text}\n  expected error: {directives.get('error')}\n  got {status}: {out}"
            )
    if update:
        _write(path, cases)
    assert not failures, "\n".join(failures)
