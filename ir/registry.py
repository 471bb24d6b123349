"""Op name -> sharding-rule builder, for StableHLO (every op Shardy covers) and any other dialect.

`rule_for(op, program)` answers, in order: the op's own rule (`op.rule`, from an
`sdy.sharding_rule` attribute or set by a builder: Shardy's "existing attribute wins"), an op
object's `sharding_rule(program)` method (the `ShardingRuleOpInterface` equivalent), then the
registry. Ops without a rule by design (constants, data-flow ops, terminators, sdy bookkeeping)
get None silently; unknown ops get None plus one warning per op name, as Shardy does, and nothing
propagates through them.

Each builder is a small function `(op, program) -> OpShardingRule | None` that reads shapes from
`program` and attributes from `op.attributes`; they live in `rules_*.py` by op family and mirror
Shardy's `op_sharding_rule_registry.cc` (factor order included, so the rule text is identical).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

from shardsat.ir import (
    rules_custom,
    rules_elementwise,
    rules_gather,
    rules_linalg,
    rules_reduce,
    rules_shape,
)
from shardsat.ir.program import Op, Program
from shardsat.model.errors import RuleError, VerificationError
from shardsat.model.rule import OpShardingRule

RuleFn = Callable[[Op, Program], OpShardingRule | None]

NO_RULE_OPS = frozenset({
    "func.call", "func.func", "func.return", "builtin.module", "sdy.mesh", "sdy.data_flow_edge",
    "sdy.manual_computation", "sdy.named_computation", "sdy.propagation_barrier",
    "sdy.sharding_group", "sdy.reshard", "sdy.return", "sdy.constant", "stablehlo.after_all",
    "stablehlo.case", "stablehlo.constant", "stablehlo.create_token",
    "stablehlo.get_tuple_element", "stablehlo.if", "stablehlo.infeed", "stablehlo.iota",
    "stablehlo.optimization_barrier", "stablehlo.outfeed", "stablehlo.partition_id",
    "stablehlo.recv", "stablehlo.replica_id", "stablehlo.return", "stablehlo.send",
    "stablehlo.tuple", "stablehlo.while",
})  # fmt: skip
"""Ops Shardy gives no rule by design (handled as data-flow ops, constants or bookkeeping)."""

_BUILTIN: dict[str, RuleFn] = {}
for _module in (
    rules_custom,
    rules_elementwise,
    rules_gather,
    rules_linalg,
    rules_reduce,
    rules_shape,
):
    _BUILTIN.update(_module.RULES)

_registry: dict[str, RuleFn] = dict(_BUILTIN)
_warned: set[str] = set()
_version = [0]  # bumped by (un)registration: cached rules become stale


def register_rule(op_name: str, fn: RuleFn) -> None:
    """Give ops named `op_name` (dialect-qualified, e.g. "mydialect.matmul") the rule `fn`.

    Replaces any earlier registration, including a built-in one (so users can override Shardy's
    choice for an op); `unregister_rule` restores the built-in.
    """
    if "." not in op_name:
        raise RuleError(f'register_rule: op name "{op_name}" must be dialect-qualified')
    _registry[op_name] = fn
    _warned.discard(op_name)
    _version[0] += 1


def unregister_rule(op_name: str) -> None:
    """Forget a registration; a built-in rule for the name comes back."""
    _registry.pop(op_name, None)
    if op_name in _BUILTIN:
        _registry[op_name] = _BUILTIN[op_name]
    _version[0] += 1


def registered_ops() -> tuple[str, ...]:
    return tuple(sorted(_registry))


def has_rule_builder(op_name: str) -> bool:
    return op_name in _registry


CONSERVATIVE_AWARE = frozenset({
    "stablehlo.concatenate", "stablehlo.convolution", "stablehlo.pad",
    "stablehlo.reduce_window", "stablehlo.select_and_scatter", "stablehlo.slice",
})  # fmt: skip
"""Built-in builders taking `conservative=`: Shardy's conservative propagation drops the concat
and convolution-spatial factors and blocks slice/pad/window permutation factors."""


def rule_for(op: Op, program: Program, conservative: bool = False) -> OpShardingRule | None:
    """The op's sharding rule, or None when nothing should propagate through it.

    Registry answers are cached per program and op id (rules depend only on the op and the
    value types); `program.reindex()` or a registration clears the cache.
    """
    if op.rule is not None:
        return op.rule
    method = getattr(op, "sharding_rule", None)
    if callable(method):
        return method(program)
    cache = program._tables().setdefault("rules", {})
    key = (op.id, op.name, _version[0], conservative)
    if key in cache:
        return cache[key]
    rule = _registry_rule(op, program, conservative)
    cache[key] = rule
    return rule


def _registry_rule(op: Op, program: Program, conservative: bool) -> OpShardingRule | None:
    fn = _registry.get(op.name)
    if fn is None:
        if op.name not in NO_RULE_OPS:
            _warn_once(op.name, f"op '{op.name}' is unknown to the sharding rule registry")
        return None
    try:
        if conservative and op.name in CONSERVATIVE_AWARE and fn is _BUILTIN.get(op.name):
            rule = fn(op, program, conservative=True)
        else:
            rule = fn(op, program)
    except (RuleError, VerificationError) as err:  # one op without a rule, not a failed file
        warnings.warn(f"{op.id}: cannot build the sharding rule of {op.name}: {err}", stacklevel=3)
        return None
    if rule is None and op.name == "stablehlo.custom_call":
        target = str(op.attributes.get("call_target_name", ""))
        if not rules_custom.is_known_target(target):
            _warn_once(
                f"custom_call@{target}",
                f"custom call @{target} is unknown to the sharding rule registry",
            )
    return rule


def _warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        warnings.warn(message, stacklevel=3)
