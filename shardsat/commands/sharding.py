"""`shardsat sharding TEXT --mesh MESH [--shape 4x8]`: check and explain one tensor sharding.

Prints the canonical text, the mesh, the number of shards and (with a shape) the local shape, then
one line per device: its mesh coordinate, the block it holds and, with a shape, the slice. Invalid
input raises the parser's or verifier's error, which the CLI prints on one line with exit status 2.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "sharding",
        help="verify a tensor sharding and print its canonical form and device layout",
        description=__doc__.splitlines()[0],
    )
    parser.add_argument(
        "text",
        help='sharding, e.g. \'<@mesh, [{"x"}, {"y"}]>\' (also #sdy.sharding<...>, '
        "sharding<...>, optionally followed by ': tensor<4x8xf32>')",
    )
    parser.add_argument(
        "--mesh",
        help="mesh, e.g. '<[\"x\"=2, \"y\"=4]>' or 'sdy.mesh @mesh = <...>' "
        "(optional when the sharding has an inline mesh)",
    )
    parser.add_argument("--shape", help="tensor shape, e.g. 4x8 or tensor<4x8xf32>")
    parser.add_argument(
        "--check-divisibility",
        action="store_true",
        help="reject dims whose size is not a multiple of their number of shards",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from shardsat.model.errors import ParseError, VerificationError
    from shardsat.model.parse import (
        parse_mesh,
        parse_shape,
        parse_tensor_sharding,
        parse_tensor_type,
        parse_typed_sharding,
    )
    from shardsat.model.verify import resolve_mesh, verify_tensor_sharding

    shape = None
    if ": tensor<" in args.text.replace(" :", ":").replace(":tensor<", ": tensor<"):
        sharding, shape = parse_typed_sharding(args.text)
    else:
        sharding = parse_tensor_sharding(args.text)
    if args.shape is not None:
        shape = (
            parse_tensor_type(args.shape)[0] if "tensor<" in args.shape else parse_shape(args.shape)
        )
    mesh = parse_mesh(args.mesh) if args.mesh else None
    if mesh is None and sharding.inline_mesh is None:
        raise ParseError(f"sharding {sharding} refers to @{sharding.mesh_name}: pass --mesh")
    if mesh is not None and mesh.name and sharding.inline_mesh is None:
        if sharding.mesh_name != mesh.name:
            raise VerificationError(
                f"sharding {sharding} refers to @{sharding.mesh_name}, "
                f"but --mesh declares @{mesh.name}"
            )
    mesh = resolve_mesh(sharding, mesh)
    verify_tensor_sharding(sharding, mesh, shape, args.check_divisibility)
    print("\n".join(describe(sharding, mesh, shape)))
    return 0


def describe(sharding, mesh, shape) -> list[str]:
    """The report lines (a pure function so tests and other commands can reuse it)."""
    from shardsat.model.semantics import (
        device_shards,
        local_shape,
        mesh_coordinates,
        num_shards,
        shard_indices,
    )

    mesh_text = mesh.declaration() if mesh.name else str(mesh)
    lines = [f"sharding: {sharding}", f"mesh: {mesh_text}"]
    lines.append(f"shards per dim: {_dims(num_shards(sharding, mesh))}")
    coords = mesh_coordinates(mesh) if not mesh.is_maximal else {mesh.device_ids[0]: ()}
    if shape is None:
        indices = shard_indices(sharding, mesh)
        lines.append("device  mesh coord  shard index")
        for device in mesh.device_list():
            lines.append(f"{device:<7} {_tuple(coords[device]):<11} {_tuple(indices[device])}")
        return lines
    lines.append(f"shape: {_dims(shape)}  local shape: {_dims(local_shape(sharding, mesh, shape))}")
    partial = bool(sharding.unreduced)
    lines.append("device  mesh coord  shard index  slice" + ("  partial" if partial else ""))
    for shard in device_shards(sharding, mesh, shape):
        slices = "[" + ", ".join(f"{a}:{b}" for a, b in shard.bounds) + "]"
        row = f"{shard.device:<7} {_tuple(coords[shard.device]):<11} {_tuple(shard.index):<12} {slices}"
        lines.append(row + (f"  {shard.partial}" if partial else ""))
    return lines


def _dims(values) -> str:
    return "x".join(map(str, values)) if values else "scalar"


def _tuple(values) -> str:
    return "(" + ", ".join(map(str, values)) + ")"
