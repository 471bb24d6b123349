"""Rules for gather and scatter (SHARDY.md §3): offset/window dims, batch dims, collapsed or
inserted dims, and the index vector dim, in Shardy's factor order."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, PASS, REDUCTION
from shardsat.ir.rules_common import builder, operand_shapes, result_shapes
from shardsat.model.rule import OpShardingRule

AddFactor = Callable[[int, int, int, int, str, bool], None]
"""(input dim, indices dim, slices dim, size, kind, blocked); NULL where absent."""

REDUCING_COMBINERS = {
    "stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "stablehlo.minimum",
    "stablehlo.and", "stablehlo.or",
}  # fmt: skip


def _slice_dims(
    input_shape: Sequence[int],
    slices_shape: Sequence[int],
    offset_dims: Sequence[int],
    collapsed: Sequence[int],
    input_batching: Sequence[int],
    indices_batching: Sequence[int],
    index_vector_dim: int,
    add: AddFactor,
    sliced: Callable[[int, int, int], None],
    implicit_batch_kind: str,
) -> None:
    """Walk the slices (gather result / scatter update) dims: offset dims pair with the next
    non-collapsed, non-batching input dim; the rest are batch dims found in the indices."""
    input_dim = 0
    batch_pos = 0
    for slices_dim, slices_size in enumerate(slices_shape):
        if slices_dim in offset_dims:
            while input_dim in collapsed or input_dim in input_batching:
                input_dim += 1
            if input_shape[input_dim] == slices_size:
                add(input_dim, NULL, slices_dim, slices_size, PASS, False)
            else:
                sliced(input_dim, slices_dim, slices_size)
            input_dim += 1
        else:
            indices_dim = batch_pos if batch_pos < index_vector_dim else batch_pos + 1
            if indices_dim in indices_batching:
                batch_input = input_batching[list(indices_batching).index(indices_dim)]
                add(batch_input, indices_dim, slices_dim, slices_size, PASS, False)
            else:
                add(NULL, indices_dim, slices_dim, slices_size, implicit_batch_kind, False)
            batch_pos += 1


def gather(op: Op, program: Program) -> OpShardingRule:
    """Unsliced offset dims pass through; a size-1 slice is a reduction on the operand plus a
    need-replication factor on the result; other slices one blocked need-replication factor;
    collapsed dims are reductions; the index vector dim needs replication."""
    dn = op.attributes["dimension_numbers"]
    input_shape, indices_shape = operand_shapes(op, program)
    slices_shape = result_shapes(op, program)[0]
    b = builder(op, program)

    def add(i: int, x: int, s: int, size: int, kind: str, blocked: bool) -> None:
        b.add_factor([i, x], [s], size, kind, blocked)

    def sliced(input_dim: int, slices_dim: int, slices_size: int) -> None:
        if slices_size == 1:
            add(input_dim, NULL, NULL, input_shape[input_dim], REDUCTION, False)
            add(NULL, NULL, slices_dim, 1, NEED_REPLICATION, False)
        else:
            add(input_dim, NULL, slices_dim, input_shape[input_dim], NEED_REPLICATION, True)

    index_vector_dim = int(dn.get("index_vector_dim", len(indices_shape)))
    collapsed = list(dn.get("collapsed_slice_dims", ()))
    _slice_dims(
        input_shape, slices_shape, dn.get("offset_dims", ()), collapsed,
        dn.get("operand_batching_dims", ()), dn.get("start_indices_batching_dims", ()),
        index_vector_dim, add, sliced, PASS,
    )  # fmt: skip
    for dim in collapsed:
        size = input_shape[dim]
        add(dim, NULL, NULL, size, NEED_REPLICATION if size == 1 else REDUCTION, False)
    if index_vector_dim < len(indices_shape):
        add(NULL, index_vector_dim, NULL, indices_shape[index_vector_dim], NEED_REPLICATION, False)
    return b.build()


def _combiner_reduces(op: Op) -> bool:
    """The update computation is one plain associative reduction (add, max, ...) of its args,
    the same for every input (add for one input and multiply for another is not)."""
    if not op.regions:
        return False
    kinds = {o.name for o in op.regions[0].ops if o.name != "stablehlo.return"}
    return len(kinds) == 1 and kinds <= REDUCING_COMBINERS


def scatter(op: Op, program: Program) -> OpShardingRule:
    """Mirror of gather over (inputs..., indices, updates...) -> (results...)."""
    dn = op.attributes["scatter_dimension_numbers"]
    n = len(op.results)
    shapes = operand_shapes(op, program)
    input_shape, indices_shape, slices_shape = shapes[0], shapes[n], shapes[n + 1]
    b = builder(op, program)

    def add(i: int, x: int, s: int, size: int, kind: str, blocked: bool) -> None:
        b.add_factor([i] * n + [x] + [s] * n, [i] * n, size, kind, blocked)

    def sliced(input_dim: int, slices_dim: int, slices_size: int) -> None:
        add(input_dim, NULL, NULL, input_shape[input_dim], NEED_REPLICATION, False)
        add(NULL, NULL, slices_dim, slices_size, NEED_REPLICATION, False)

    index_vector_dim = int(dn.get("index_vector_dim", len(indices_shape)))
    inserted = list(dn.get("inserted_window_dims", ()))
    implicit_kind = REDUCTION if _combiner_reduces(op) else NEED_REPLICATION
    _slice_dims(
        input_shape, slices_shape, dn.get("update_window_dims", ()), inserted,
        dn.get("input_batching_dims", ()), dn.get("scatter_indices_batching_dims", ()),
        index_vector_dim, add, sliced, implicit_kind,
    )  # fmt: skip
    for dim in inserted:
        add(dim, NULL, NULL, input_shape[dim], PASS, False)
    if index_vector_dim < len(indices_shape):
        add(NULL, index_vector_dim, NULL, indices_shape[index_vector_dim], NEED_REPLICATION, False)
    return b.build()


RULES = {"stablehlo.gather": gather, "stablehlo.scatter": scatter}
