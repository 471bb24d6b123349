"""What XLA sends to slice or pad a tensor along a dim sharded into contiguous shards.

XLA's SPMD partitioner treats `slice` as a window of size 1 with low padding −start and high
padding limit − size (and an edge `pad` as the same window with positive padding), and reshards the operand to that window (`ReshardAsWindowedInput`,
xla/service/spmd/spmd_partitioner.cc): shards that hold no useful data are trimmed away, then
every shard receives the rows it needs from the shards that own them by collective-permutes
(`ExchangeHalo` for halos within a neighbour, `ExchangeHaloCompact` when a halo reaches further
than two output shards, spmd_partitioner_util.cc). When the halo is wider than the neighbour and
the shards together hold little more than the data, XLA gives up and all-gathers the dim. This
module reproduces those rules on sizes alone (it is checked against XLA's compiled collectives in
tests/cost/test_halo.py and `python -m shardsat.experiments.probe_slices`).
"""

from __future__ import annotations

from dataclasses import dataclass


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


@dataclass(frozen=True, slots=True)
class SliceExchange:
    """The collectives of one sliced dim: rows per collective-permute, or a gather of the dim.

    `permutes` lists, per collective-permute, the rows (along the sliced dim) each device sends;
    `gather` means XLA all-gathers the operand along the dim instead (then slices locally).
    `rows` is the extent a device holds along the dim after the exchange.
    """

    permutes: tuple[int, ...] = ()
    gather: bool = False
    rows: int = 0


@dataclass(frozen=True, slots=True)
class _Window:
    """The exchange problem after trimming: `shards` shards of `extent` rows, low padding `pad`
    (negative: rows cut), `per` output windows per shard, `stride` between windows, `base` rows.

    With an input dilation `dilation` (an interior pad of dilation − 1 rows) `pad` is the low
    padding in whole input rows and `offset` the rest of it, in dilated rows (XLA's explicit
    left padding and the shard window's low padding)."""

    shards: int
    extent: int
    pad: int
    per: int
    stride: int
    base: int
    dilation: int = 1
    offset: int = 0

    def start(self, i: int) -> int:
        """The first input row shard i's windows read (on the padded, undilated input)."""
        return (self.stride * self.per * i + self.dilation - 1 - self.offset) // self.dilation

    def limit(self, i: int) -> int:
        """One past the last input row shard i's windows read."""
        last = self.stride * self.per * i + self.stride * (self.per - 1) + 1
        return (last + self.dilation - 1 - self.offset) // self.dilation

    @property
    def span(self) -> int:
        """Rows a shard needs: the first to the last of its windows (the widest shard's)."""
        return max(self.limit(i) - self.start(i) for i in range(self.shards))

    def left(self, i: int) -> int:
        """Rows shard i needs from its left beyond its own (negative: rows it skips)."""
        return self.extent * i + self.pad - self.start(i)

    def right(self, i: int) -> int:
        """Rows shard i needs from its right beyond its own."""
        return self.limit(i) - (self.extent * (i + 1) + self.pad)


def slice_exchange(
    size: int, shards: int, start: int, limit: int, stride: int = 1
) -> SliceExchange:
    """The exchange XLA runs for `slice [start:limit:stride]` of a dim of `size` rows in `shards`.

    Example: 96 rows on 4 shards, slice [8:32]: each of 4 shards needs 6 rows; shard 0 keeps
    rows 8-13 and the others get them from shards 0 and 1 by three collective-permutes of 18, 4
    and 2 rows (XLA's compact halo exchange pairs distinct sources per permute).
    """
    return window_exchange(size, shards, -start, limit - size, stride)


def pad_exchange(size: int, shards: int, low: int, high: int) -> SliceExchange:
    """The exchange XLA runs for an edge `pad` (no interior padding) of a sharded dim: every
    shard's window moves right by `low` rows (96 rows on 4 shards padded by 2 and 6: each
    shard sends its last 4 rows to the next, 104 rows in 4 shards of 26)."""
    return window_exchange(size, shards, low, high, 1)


def window_exchange(
    size: int, shards: int, low: int, high: int, stride: int, dilation: int = 1
) -> SliceExchange:
    """A size-1 window over `size` rows padded by `low` and `high` (negative: rows cut), one
    output row every `stride`: what `ReshardAsWindowedInput` sends to give each of `shards`
    output shards its rows. `dilation` − 1 rows of interior padding go between input rows
    (XLA's `HandlePad` runs an interior pad as this window over the dilated input)."""
    count = (1 + (size - 1) * dilation + low + high - 1) // stride + 1
    if count <= 0 or size <= 0:
        return SliceExchange(rows=0)  # an empty result (`x[2::2]` of 2 rows): nothing to send
    per = _ceil_div(count, shards)
    if dilation == 1:
        window = _trimmed(size, shards, low, size + high, count, per, stride)
    else:  # XLA trims no shards under an input dilation
        left = toward_zero(low, dilation)
        window = _Window(shards, _ceil_div(size, shards), left, per, stride, size, dilation,
                         low - left * dilation)  # fmt: skip
    if window is None:
        return SliceExchange(rows=per)
    span = window.span
    lefts = [window.left(i) for i in range(window.shards)]
    rights = [window.right(i) for i in range(window.shards)]
    if max(max(lefts), max(rights)) > 2 * span:
        if 2 * span >= window.shards * window.extent:
            return SliceExchange(gather=True, rows=per)
        return SliceExchange(_compact_permutes(window), rows=span)
    permutes = _neighbour_permutes(window, lefts, rights)
    if permutes is None:
        return SliceExchange(gather=True, rows=per)
    return SliceExchange(permutes, rows=span)


def toward_zero(a: int, b: int) -> int:
    """C++'s integer division (towards zero), as XLA computes it."""
    return abs(a) // b * (1 if a >= 0 else -1)


def _trimmed(size, shards, low, limit, count, per, stride) -> _Window | None:
    """Drop the shards XLA skips (no useful input on the right, or an empty middle range when
    fewer windows than shards); None when one shard is left (a local slice). `limit` is the
    padded end, size + high."""
    extent = _ceil_div(size, shards)
    pad = low
    base = size
    n = shards
    if count < n:
        useful = _ceil_div(limit, extent)
        if useful < n:
            n = max(useful, count)
            if n == 1:
                return None
            base = extent * n
            if limit < size and limit < extent:
                extent = limit
                base = extent * n
        middle = toward_zero(-pad, extent) - count
        if count < n and middle > 0:
            n -= middle
            pad += middle * extent
            base = extent * n
            if -pad > extent * (n - 1):
                skip = -pad - extent * (n - 1)
                extent -= skip
                pad += skip * n
                full = limit + low
                if full < extent:
                    pad += (extent - full) * (n - 1)
                    extent = full
                base = extent * n
    if n == 1:
        return None
    return _Window(n, _ceil_div(base, n), pad, per, stride, base)


def _neighbour_permutes(window: _Window, lefts: list[int], rights: list[int]):
    """`ExchangeHalo`: one permute per neighbour distance on each side, at most n − 1 of them
    (farther rows are padding; None: XLA falls back)."""
    n, extent = window.shards, window.extent
    max_left = max(lefts[1:])
    max_right = max(rights[:-1])
    if max_left + max_right + extent >= extent * n and (max_left > extent or max_right > extent):
        return None
    left_bound = -max(lefts)
    right_bound = extent + max(rights)
    if left_bound >= right_bound:
        return None
    out = []
    i = min(_ceil_div(max_left, extent), n - 1) - 1  # no hop past the last shard
    while i >= 0 and (-i - 1) * extent < right_bound:
        rows = min(max_left - extent * i, extent) - max(-i * extent - right_bound, 0)
        out.append(rows)
        i -= 1
    skipped = min(max(left_bound - extent, 0), max(max_right, 0)) // extent
    for i in range(skipped, min(_ceil_div(max_right, extent), n - 1)):
        out.append(min(max_right - extent * i, extent) - max(left_bound - (i + 1) * extent, 0))
    return tuple(r for r in out if r > 0)


@dataclass
class _Piece:
    """One contiguous piece a shard needs: from shard `source` (None: padding), rows
    [start, limit) of that shard, at `offset` in the needing shard's window."""

    source: int | None
    start: int
    limit: int
    offset: int


def _pieces(window: _Window) -> list[list[_Piece]]:
    """Per shard, the pieces of its window in order (XLA splits padding longer than a shard)."""
    extent = window.extent
    out = []
    for i in range(window.shards):
        lo = i * extent - window.left(i)
        hi = (i + 1) * extent + window.right(i)
        pieces, at = [], lo
        while at < hi:
            if at < 0 or at >= window.base:
                rows = min(hi - at, -at) if at < 0 else hi - at
                first = at % extent
                pieces.append(_Piece(None, first, first + rows, at - lo))
            else:
                first = at % extent
                rows = min(extent - first, hi - at)
                pieces.append(_Piece(at // extent, first, first + rows, at - lo))
            at += rows
        out.append(pieces)
    return _split_padding(out, extent)


def _split_padding(pieces: list[list[_Piece]], extent: int) -> list[list[_Piece]]:
    """Walk the shards' pieces in lock step; padding longer than a shard is cut at `extent` unless
    every shard is on padding (the order of the result fixes the order of the permutes)."""
    out: list[list[_Piece]] = [[] for _ in pieces]
    queues = [list(p) for p in pieces]
    while any(queues):
        all_padding = all(q[0].source is None for q in queues if q)
        for i, q in enumerate(queues):
            if not q:
                continue
            head = q[0]
            if not all_padding and head.source is None and head.limit > extent:
                out[i].append(_Piece(None, head.start, extent, head.offset))
                q[0] = _Piece(None, 0, head.limit - extent, head.offset)
            else:
                out[i].append(q.pop(0))
    return out


def _compact_permutes(window: _Window) -> tuple[int, ...]:
    """`ExchangeHaloCompact`: permutes pair each source with one target at a time, each sending
    the union [start, limit) of the pieces it carries."""
    extent = window.extent
    wanted = _wanted_by_source(_pieces(window))
    out = []
    cursor = [0] * len(wanted)
    while True:
        seen: set[int] = set()
        lo, hi = extent, 0
        for src, queue in enumerate(wanted):
            if cursor[src] >= len(queue):
                continue
            target, piece = queue[cursor[src]]
            if seen and (
                target in seen
                or (lo > piece.limit and hi == extent and piece.start == 0)
                or (hi < piece.start and lo == 0 and piece.limit == extent)
            ):
                continue
            seen.add(target)
            lo, hi = min(lo, piece.start), max(hi, piece.limit)
            cursor[src] += 1
        if not seen:
            return tuple(out)
        out.append(hi - lo)


def _wanted_by_source(pieces: list[list[_Piece]]) -> list[list[tuple[int, _Piece]]]:
    """Per source shard, the (target, piece) pairs it sends, in XLA's order: by depth, then
    target, then stably by the piece's offset in the target's window."""
    wanted: list[list[tuple[int, _Piece]]] = [[] for _ in pieces]
    for depth in range(max(len(p) for p in pieces)):
        for i, shard in enumerate(pieces):
            if depth < len(shard):
                piece = shard[depth]
                if piece.source is not None and piece.source != i:
                    wanted[piece.source].append((i, piece))
    for queue in wanted:
        queue.sort(key=lambda pair: pair[1].offset)
    return wanted
