"""JSON round trip of programs (imported and built)."""

from pathlib import Path

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.serialize import program_from_json, program_to_json
from shardsat.model.errors import ParseError
from shardsat.model.mesh import Mesh

CORPUS = Path(__file__).parents[1] / "corpus"


@pytest.mark.parametrize("name", ["moe", "while_loop", "constraints", "conv"])
def test_json_round_trip_of_corpus_programs(name):
    p = import_mlir((CORPUS / f"{name}.mlir").read_text())
    q = program_from_json(program_to_json(p))
    # `==` except for NaN constants (moe has one; NaN != NaN), which the JSON text compares
    assert q.values == p.values and q.meshes == p.meshes
    assert [(o.id, o.name, o.operands, o.results, o.rule, o.sharding) for o in q.walk_ops()] == [
        (o.id, o.name, o.operands, o.results, o.rule, o.sharding) for o in p.walk_ops()
    ]
    assert q.source == p.source
    assert program_to_json(q) == program_to_json(p)


def test_json_round_trip_of_built_program_with_rule_and_shardings():
    b = ProgramBuilder(Mesh.of("mesh", x=2, y=4))
    x = b.arg((8, 16), sharding='<@mesh, [{"x"}, {?}]>')
    y = b.op("stablehlo.add", [x, x], rule="([i, j], [i, j])->([i, j]) {i=8, j=16}",
             sharding='<@mesh, [{"x"}, {"y"}]>', note=(1, [2, 3]))  # fmt: skip
    b.ret(b.sharding_constraint(y, '<@mesh, [{}, {"y"}]>'))
    p = b.build()
    q = program_from_json(program_to_json(p, indent=1))
    assert q == p
    assert q.main.ops[0].attributes["note"] == (1, [2, 3])


def test_bad_json_is_parse_error():
    with pytest.raises(ParseError, match="program json: Expecting property name"):
        program_from_json("{oops")
    with pytest.raises(ParseError, match="is not 'shardsat.program/1'"):
        program_from_json('{"format": "other"}')
