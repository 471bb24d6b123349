"""Per-segment minima of message vectors, shared by the pairwise and the shared-read terms of
`bound_pairwise`: a term minimises over the candidates that map to one table row or column."""

from __future__ import annotations

import numpy as np

NONE = np.iinfo(np.int64).max // 4


class Segments:
    """`min(values[i] for i with index[i] == k)` per k, precomputed for one index array: the
    identity needs no work, otherwise one sorted `reduceat` (segments with no member: `NONE`)."""

    __slots__ = ("size", "identity", "order", "starts", "present")

    def __init__(self, index: np.ndarray, size: int) -> None:
        self.size = size
        self.identity = len(index) == size and bool((index == np.arange(size)).all())
        self.order = np.argsort(index, kind="stable")
        sorted_index = index[self.order]
        self.present = np.unique(sorted_index)
        self.starts = np.searchsorted(sorted_index, self.present)

    def min(self, values: np.ndarray) -> np.ndarray:
        if self.identity:
            return values
        mins = np.minimum.reduceat(values[self.order], self.starts) if len(self.order) else []
        if len(self.present) == self.size:
            return mins
        out = np.full(self.size, NONE, dtype=np.int64)
        out[self.present] = mins
        return out
