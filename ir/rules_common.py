"""Shape look-ups shared by the rule builders (`rules_*.py`)."""

from __future__ import annotations

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import RuleBuilder


def shape(program: Program, value_id: str) -> tuple[int, ...]:
    return program.value(value_id).type.shape


def operand_shapes(op: Op, program: Program) -> list[tuple[int, ...]]:
    return [shape(program, v) for v in op.operands]


def result_shapes(op: Op, program: Program) -> list[tuple[int, ...]]:
    return [shape(program, v) for v in op.results]


def builder(op: Op, program: Program) -> RuleBuilder:
    """An empty builder with one mapping per operand and result of `op`."""
    return RuleBuilder(
        [len(s) for s in operand_shapes(op, program)], [len(s) for s in result_shapes(op, program)]
    )


def producer_name(program: Program, value_id: str) -> str:
    """Name of the op defining `value_id`; '' for function and block arguments."""
    op = program.producer(value_id)
    return op.name if op is not None else ""
