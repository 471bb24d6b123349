"""Shardy itself (inside jaxlib) as a test oracle, never as the implementation (DESIGN.md §3).

`shardy_rules(text)` runs `sdy-populate-op-sharding-rules` in-process and returns, for every
non-terminator op in program order (the order of `Program.walk_ops`), the rule text Shardy
attached or None. `compare_rules(text)` puts our registry's answers next to Shardy's.
"""

from __future__ import annotations

from dataclasses import dataclass

from shardsat.ir.mlir_import import TERMINATORS, import_mlir, parse_module
from shardsat.ir.program import Program
from shardsat.ir.registry import rule_for
from shardsat.model.errors import ShardsatError
from shardsat.model.rule import OpShardingRule

POPULATE_PIPELINE = "builtin.module(func.func(sdy-populate-op-sharding-rules))"
CONSERVATIVE_PIPELINE = (
    "builtin.module(func.func(sdy-populate-op-sharding-rules{conservative-propagation=true}))"
)


def rule_text(rule: OpShardingRule | None) -> str | None:
    """Our rule in Shardy's printed form (Shardy omits `{}` when a rule has no factors)."""
    if rule is None:
        return None
    return str(rule).replace(" {}", "")


def shardy_rules(text: str, conservative: bool = False) -> list[tuple[str, str | None]]:
    """(op name, Shardy's rule text without `#sdy.op_sharding_rule<...>`) per op, in walk order."""
    from jax.extend.mlir import ir, passmanager

    ctx, module = parse_module(text)
    out: list[tuple[str, str | None]] = []
    with ctx, ir.Location.unknown():
        # Strip rules the input already carries so the pass computes its own.
        _walk(module.operation, lambda op: _drop_rule(op))
        pipeline = CONSERVATIVE_PIPELINE if conservative else POPULATE_PIPELINE
        passmanager.PassManager.parse(pipeline).run(module.operation)

        def record(op) -> None:
            if op.name in TERMINATORS or op.name in ("func.func", "sdy.mesh"):
                return
            attrs = op.attributes
            rule = str(attrs["sdy.sharding_rule"]) if "sdy.sharding_rule" in attrs else None
            if rule is not None:
                rule = rule.removeprefix("#sdy.op_sharding_rule<").removesuffix(">")
            out.append((op.name, rule))

        _walk(module.operation, record)
    return out


def shardy_annotated_text(text: str) -> str:
    """The module printed after Shardy's `sdy-populate-op-sharding-rules` (what `shardsat rules
    -o` mirrors). Note that MLIR's compact `applies stablehlo.add` reduce syntax drops the body
    op's attributes in both outputs."""
    from jax.extend.mlir import ir, passmanager

    ctx, module = parse_module(text)
    with ctx, ir.Location.unknown():
        passmanager.PassManager.parse(POPULATE_PIPELINE).run(module.operation)
        return module.operation.get_asm(enable_debug_info=False)


def _drop_rule(op) -> None:
    if "sdy.sharding_rule" in op.attributes:
        del op.attributes["sdy.sharding_rule"]


def _walk(operation, fn) -> None:
    for region in operation.regions:
        for block in region.blocks:
            for op in block.operations:
                fn(op.operation)
                _walk(op.operation, fn)


@dataclass(frozen=True, slots=True)
class RuleComparison:
    op_id: str
    op_name: str
    ours: str | None
    shardy: str | None

    @property
    def equal(self) -> bool:
        return self.ours == self.shardy


def compare_rules(
    text: str, program: Program | None = None, conservative: bool = False
) -> list[RuleComparison]:
    """Our rule (ignoring rules already in the input) next to Shardy's, op by op."""
    program = program if program is not None else import_mlir(text)
    theirs = shardy_rules(text, conservative)
    ours = list(program.walk_ops())
    if [op.name for op in ours] != [name for name, _ in theirs]:
        raise AssertionError("op walk orders differ between the importer and the bindings")
    rows = []
    for op, (_, shardy) in zip(ours, theirs, strict=True):
        saved, op.rule = op.rule, None
        try:
            mine = rule_text(rule_for(op, program, conservative))
        except ShardsatError as err:  # a rule we cannot build is one differing op
            mine = f"error: {err}"
        finally:
            op.rule = saved
        rows.append(RuleComparison(op.id, op.name, mine, shardy))
    return rows
