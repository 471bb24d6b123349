"""Union-find with path halving, over node ids added up front or one by one."""

from __future__ import annotations

from collections.abc import Iterable


class DisjointSets:
    """Disjoint sets of ints; `union(a, b)` hangs a's root under b's (the order callers rely on).

    Example: `s = DisjointSets(range(4)); s.union(0, 1); s.find(0) == s.find(1) == 1`.
    """

    __slots__ = ("parent",)

    def __init__(self, items: Iterable[int] = ()) -> None:
        self.parent: dict[int, int] = {int(i): int(i) for i in items}

    def __contains__(self, a: int) -> bool:
        return a in self.parent

    def __iter__(self):
        return iter(self.parent)

    def add(self, a: int) -> None:
        self.parent.setdefault(a, a)

    def find(self, a: int) -> int:
        parent = self.parent
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    def union(self, a: int, b: int) -> bool:
        """Merge a's set into b's; False when they were one set already."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        self.parent[ra] = rb
        return True
