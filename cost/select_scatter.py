"""The halo exchanges XLA makes for a `select_and_scatter` (a max pool's gradient) split along a
windowed dim.

XLA's partitioner reshards the operand and the source (the pooled gradient) to the op's
sharding, then, per split dim, gives each shard the windows that overlap its operand rows: the
source rows of those windows and the operand rows they cover, each by a halo exchange (one
collective-permute per neighbour distance a halo reaches, the nearer ones sending a whole
shard). The local op then scatters into the padded shard, which is sliced without moving data.
With E = ⌈operand extent / n⌉, Es = ⌈source extent / n⌉, window w (the stride when that is
larger), stride s and low padding p, shard k's windows run from
first(k) = (E·k + p − w + s) / s to limit(k) = (E·(k + 1) + p + s − 1) / s (C++ division);
it needs Es·k − first(k) source rows from the left and limit(k) − Es·(k + 1) from the right,
and E·k + p − s·first(k) operand rows from the left and s·limit(k) − (E·(k + 1) + s + p − w)
from the right, the largest over the shards (XLA's `HandleSelectAndScatter`).
"""

from __future__ import annotations

from dataclasses import dataclass

from shardsat.cost.halo import toward_zero


@dataclass(frozen=True, slots=True)
class ScatterHalo:
    """Halo rows (left, right) of the source and of the operand along one dim."""

    source: tuple[int, int]
    operand: tuple[int, int]


def select_scatter_halo(
    size: int, source_size: int, shards: int, window: int, stride: int, low: int
) -> ScatterHalo:
    """The halo rows along one dim split `shards` ways (module doc)."""
    window = max(window, stride)
    rows, source_rows = -(-size // shards), -(-source_size // shards)

    def first(k: int) -> int:
        return toward_zero(rows * k + low - window + stride, stride)

    def limit(k: int) -> int:
        return toward_zero(rows * (k + 1) + low + stride - 1, stride)

    lefts, rights = range(1, shards), range(shards - 1)
    source = (
        max(source_rows * k - first(k) for k in lefts),
        max(limit(k) - source_rows * (k + 1) for k in rights),
    )
    operand = (
        max(rows * k + low - stride * first(k) for k in lefts),
        max(stride * limit(k) - (rows * (k + 1) + stride + low - window) for k in rights),
    )
    return ScatterHalo(source, operand)


def neighbour_pieces(rows: int, extent: int) -> list[int]:
    """The rows each neighbour sends for a halo of `rows` from shards of `extent` rows: whole
    shards from the nearer ones, the rest from the farthest."""
    out = []
    while rows > 0:
        out.append(min(rows, extent))
        rows -= out[-1]
    return out
