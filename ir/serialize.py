"""JSON round trip of a Program (batch runs, caching): `program_from_json(program_to_json(p))`
equals `p` (same functions, ops, values, meshes, shardings, rules, attributes, source).

Model values travel as their canonical text (`{"sharding": "<@mesh, [{\"x\"}]>"}`,
`{"rule": "([i])->([i]) {i=8}"}`, meshes as `<[...]>` under their name), so the JSON stays
readable and the model's parsers do the decoding.
"""

from __future__ import annotations

import json
from typing import Any

from shardsat.ir.program import Function, Op, Program, Region, TensorType, Value
from shardsat.model.errors import ParseError
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import TensorSharding, TensorShardingPerValue

FORMAT = "shardsat.program/1"


def program_to_json(program: Program, indent: int | None = None) -> str:
    return json.dumps(program_to_dict(program), indent=indent)


def program_from_json(text: str) -> Program:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ParseError(f"program json: {err.msg}", text, err.pos) from None
    return program_from_dict(data)


def program_to_dict(program: Program) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "entry": program.entry,
        "meshes": {name: str(m) for name, m in program.meshes.items()},
        "values": {
            v.id: [list(v.type.shape), v.type.element_type, v.producer, v.index]
            for v in program.values.values()
        },
        "functions": [_function(f) for f in program.functions.values()],
        "source": program.source,
    }


def _function(f: Function) -> dict[str, Any]:
    return {
        "name": f.name,
        "args": list(f.args),
        "returns": list(f.returns),
        "is_public": f.is_public,
        "arg_shardings": {str(i): str(s) for i, s in f.arg_shardings.items()},
        "result_shardings": {str(i): str(s) for i, s in f.result_shardings.items()},
        "ops": [_op(op) for op in f.ops],
    }


def _op(op: Op) -> dict[str, Any]:
    d: dict[str, Any] = {
        "id": op.id,
        "name": op.name,
        "operands": list(op.operands),
        "results": list(op.results),
    }
    if op.attributes:
        d["attributes"] = {k: _encode(v) for k, v in op.attributes.items()}
    if op.regions:
        d["regions"] = [
            {"args": list(r.args), "ops": [_op(o) for o in r.ops], "yields": list(r.yields)}
            for r in op.regions
        ]
    if op.rule is not None:
        d["rule"] = str(op.rule)
    if op.sharding is not None:
        d["sharding"] = [str(s) for s in op.sharding]
    if op.location is not None:
        d["location"] = op.location
    return d


def _encode(v: Any) -> Any:
    if isinstance(v, TensorSharding):
        return {"sharding": str(v)}
    if isinstance(v, TensorShardingPerValue):
        return {"sharding_per_value": [str(s) for s in v.shardings]}
    if isinstance(v, OpShardingRule):
        return {"rule": str(v)}
    if isinstance(v, tuple):
        return {"tuple": [_encode(x) for x in v]}
    if isinstance(v, list):
        return [_encode(x) for x in v]
    if isinstance(v, dict):
        return {"dict": {k: _encode(x) for k, x in v.items()}}
    return v


def _decode(v: Any) -> Any:
    from shardsat.model.parse import parse_op_sharding_rule, parse_tensor_sharding

    if isinstance(v, list):
        return [_decode(x) for x in v]
    if isinstance(v, dict):
        ((key, body),) = v.items()
        if key == "sharding":
            return parse_tensor_sharding(body)
        if key == "sharding_per_value":
            return TensorShardingPerValue(tuple(parse_tensor_sharding(s) for s in body))
        if key == "rule":
            return parse_op_sharding_rule(body)
        if key == "tuple":
            return tuple(_decode(x) for x in body)
        return {k: _decode(x) for k, x in body.items()}
    return v


def program_from_dict(data: dict[str, Any]) -> Program:
    from shardsat.model.parse import parse_mesh, parse_tensor_sharding

    if data.get("format") != FORMAT:
        raise ParseError(f"program json: format {data.get('format')!r} is not {FORMAT!r}")
    values = {
        vid: Value(vid, TensorType(tuple(shape), etype), producer, index)
        for vid, (shape, etype, producer, index) in data["values"].items()
    }
    meshes = {name: parse_mesh(text).with_name(name) for name, text in data["meshes"].items()}
    functions = {}
    for f in data["functions"]:
        functions[f["name"]] = Function(
            f["name"],
            tuple(f["args"]),
            [_op_from(o) for o in f["ops"]],
            tuple(f["returns"]),
            {int(i): parse_tensor_sharding(s) for i, s in f["arg_shardings"].items()},
            {int(i): parse_tensor_sharding(s) for i, s in f["result_shardings"].items()},
            f["is_public"],
        )
    program = Program(functions, values, meshes, data["entry"])
    program.source = data.get("source")
    return program


def _op_from(d: dict[str, Any]) -> Op:
    from shardsat.model.parse import parse_op_sharding_rule, parse_tensor_sharding

    regions = [
        Region(tuple(r["args"]), [_op_from(o) for o in r["ops"]], tuple(r["yields"]))
        for r in d.get("regions", ())
    ]
    return Op(
        d["id"],
        d["name"],
        tuple(d["operands"]),
        tuple(d["results"]),
        {k: _decode(v) for k, v in d.get("attributes", {}).items()},
        regions,
        parse_op_sharding_rule(d["rule"]) if "rule" in d else None,
        tuple(parse_tensor_sharding(s) for s in d["sharding"]) if "sharding" in d else None,
        d.get("location"),
    )
