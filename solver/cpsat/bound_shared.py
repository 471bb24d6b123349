"""The exact term of a value read by a few consumer nodes, for the pairwise bound's diffusion.

A use pays every distinct target its consumers want once. The pairwise bound charges each of
its k consumer nodes the mean (`floor(f / k)`), which loses everything consumers wanting
different targets pay (how much: docs/cpsat.md, "Shared reads as one term"). This term prices
the use over the producer and all k consumers at once, exactly. Its min-marginals are cheap
because a distinct-target price is a facility-location cost: for one producer row, the
consumers split into groups sharing a target, a group S costs `min_t (v[t] + sum_{i in S}
a_i(t))`, and the best split is a dynamic programme over the 2^k subsets (letting two groups
pick the same target only adds a price >= 0, so no distinctness constraint is needed).
"""

from __future__ import annotations

import numpy as np
from shardsat.solver.cpsat.segments import Segments

MAX_READERS = 4
"""Consumer nodes at most per exact term (2^k groups, 3^k splits per producer row); a use
read by more is split into groups of at most this many (`reader_groups`)."""


def reader_groups(k: int) -> list[range]:
    """k consumer positions in consecutive groups of at most `MAX_READERS`, sizes as equal as
    they can be. A use read by k > `MAX_READERS` nodes is one term per group G at the share
    |G| / k of its prices: the use pays at least what any group's targets cost, so the
    weighted sum (weights summing to 1) is at most its price; and a group's price is at least
    the mean of its consumers' own targets, so this is never below the k pairwise means."""
    count = -(-k // MAX_READERS)
    bounds = [k * i // count for i in range(count + 1)]
    return [range(a, b) for a, b in zip(bounds, bounds[1:], strict=False)]


FAR = np.int64(1) << 56
"""A price no candidate reaches: a consumer that cannot want a target reads it there (five of
them plus any price stay inside int64)."""


def masks_with(bit: int, k: int) -> list[int]:
    """The non-empty subsets (bit masks) of k consumers that contain consumer `bit`."""
    return [m for m in range(1, 1 << k) if m >> bit & 1]


def without_bit(mask: int, bit: int) -> int:
    """`mask` with bit `bit` removed and the higher bits shifted down (`mask` lacks it)."""
    return (mask & ((1 << bit) - 1)) | (mask >> (bit + 1) << bit)


def best_splits(groups: dict[int, np.ndarray], k: int) -> dict[int, np.ndarray]:
    """Per subset mask of the k consumers, per producer row, the cheapest split of that subset
    into groups (`groups[mask]`: a group's price per row); mask 0 costs 0."""
    rows = next(iter(groups.values())).shape[0]
    best = {0: np.zeros(rows, dtype=np.int64)}
    for mask in range(1, 1 << k):
        low = mask & -mask  # the group holding the lowest consumer: each split counted once
        rest = mask ^ low
        out = None
        sub = rest
        while True:
            group = sub | low
            value = groups[group] + best[mask ^ group]
            out = value if out is None else np.minimum(out, value)
            if sub == 0:
                break
            sub = (sub - 1) & rest
        best[mask] = out
    return best


class SharedRead:
    """One use as one term over its producer and its k consumer nodes (each reading it at one
    operand position): the price of the distinct targets they want, times `mult` tied copies
    (and `share`, for a group of a use read by more nodes).

    Roles: 0 is the producer, 1..k the consumers. `lams[r]` is the message of role r's node
    (indexed by that node's candidates), as `bound_pairwise._Edge`'s `lam_p` / `lam_j`."""

    def __init__(
        self, table, p: int, readers: list[int], rows, cols, targets, mult: int,
        share: tuple[int, int] = (1, 1),
    ) -> None:  # fmt: skip
        self.table, self.p, self.readers, self.mult = table, p, readers, mult
        self.share = share
        """(numerator, denominator) of the prices this term pays: a group of the k readers of
        a use pays its size over k (`reader_groups`; the whole of a use read by 2-4)."""
        self.nodes = [p, *readers]
        self.k = len(readers)
        self.rows = rows
        """Producer candidate -> table row."""
        self.cols = cols
        """Per consumer: candidate -> index into `targets`."""
        self.targets = targets
        """Index -> table target: every target some consumer can want."""
        self.lams = [np.zeros(len(rows), dtype=np.int64)] + [
            np.zeros(len(c), dtype=np.int64) for c in cols
        ]
        self.by_row = Segments(rows, table.values.shape[0])
        self.by_target = [Segments(c, len(targets)) for c in cols]
        self.low = 0
        self._cache: tuple[int, np.ndarray] | None = None
        self._wants: list[tuple[np.ndarray, np.ndarray] | None] = [None] * self.k
        """Per consumer: (its message, `wants` of it); a message is replaced, never changed."""
        self._marginals: dict[int, tuple] = {}
        """Role -> (table version, the other roles' messages, the marginal before its own
        message): the diffusion updates a node whose other terms moved with this one unchanged."""

    def prices(self) -> np.ndarray:
        """Table row x target index, times `mult` and the `share` (floored: a lower value),
        cached per table version."""
        if self._cache is None or self._cache[0] != self.table.version:
            num, den = self.share
            prices = self.table.values[:, self.targets] * (self.mult * num) // den
            self._cache = (self.table.version, prices)
        return self._cache[1]

    def wants(self) -> list[np.ndarray]:
        """Per consumer, per target: its cheapest re-parametrised candidate wanting it (FAR
        when none does)."""
        out = []
        for i, (s, lam) in enumerate(zip(self.by_target, self.lams[1:], strict=True)):
            hit = self._wants[i]
            if hit is None or hit[0] is not lam:
                hit = self._wants[i] = (lam, np.minimum(s.min(-lam), FAR))
            out.append(hit[1])
        return out

    @staticmethod
    def _groups(v: np.ndarray, wants: list[np.ndarray]) -> dict[int, np.ndarray]:
        """Per subset of the consumers whose `wants` are given, per row, its price as one
        group sharing a target."""
        out = {}
        for mask in range(1, 1 << len(wants)):
            extra = sum(w for i, w in enumerate(wants) if mask >> i & 1)
            out[mask] = (v + extra[None, :]).min(axis=1)
        return out

    def marginal(self, role: int, queue=None) -> np.ndarray:
        """The term's min-marginal at one role's node (the others minimised out), minus that
        node's message; `queue(table, rows, targets)` gets the cells the minima land on when
        the table has unpriced ones (queued once: a reused marginal queues nothing again)."""
        others = tuple(lam for r, lam in enumerate(self.lams) if r != role)
        hit = self._marginals.get(role)
        if (
            hit is not None
            and hit[0] == self.table.version
            and all(a is b for a, b in zip(hit[1], others, strict=True))
        ):
            return hit[2] - self.lams[role]
        h = self._marginal(role, queue)
        self._marginals[role] = (self.table.version, others, h)
        return h - self.lams[role]

    def _marginal(self, role: int, queue=None) -> np.ndarray:
        """`marginal` before the role's own message is taken off."""
        v, wants = self.prices(), self.wants()
        full = (1 << self.k) - 1
        lazy = queue is not None and self.table.open > 0
        if role == 0:
            best = best_splits(self._groups(v, wants), self.k)[full]
            if lazy:
                span = np.arange(v.shape[0])
                for w in wants:
                    queue(self.table, span, self.targets[(v + w[None, :]).argmin(axis=1)])
            return best[self.rows]
        i = role - 1
        # the others split at their best: splits over the k - 1 other consumers only
        others = [w for j, w in enumerate(wants) if j != i]
        best = best_splits(self._groups(v, others), self.k - 1)
        f = np.minimum(self.by_row.min(-self.lams[0]), FAR)
        h = None
        for mask in masks_with(i, self.k):  # consumer i's group; the rest split at their best
            extra = sum(wants[j] for j in range(self.k) if j != i and mask >> j & 1)
            rest = without_bit(full ^ mask, i)
            col = (v + extra + (f + best[rest])[:, None]).min(axis=0)
            h = col if h is None else np.minimum(h, col)
        if lazy:
            span = np.arange(v.shape[1])
            queue(self.table, (v + f[:, None]).argmin(axis=0), self.targets[span])
        return h[self.cols[i]]

    def value(self, choice: list[int]) -> int:
        """The re-parametrised term at a plan (each node's candidate in `choice`)."""
        v = self.prices()[self.rows[choice[self.p]]]
        wanted = {int(c[choice[n]]) for c, n in zip(self.cols, self.readers, strict=True)}
        paid = int(sum(v[t] for t in wanted))
        return paid - sum(int(lam[choice[n]]) for lam, n in zip(self.lams, self.nodes,
                                                                 strict=True))  # fmt: skip
