"""Fast primal heuristics on a presolved strategy problem (all moves are exact in cost).

- `sequential_greedy`: nodes in index order, each against its assigned neighbours, inside the
  memory slack (unassigned nodes at their least usage) — memory-feasible by construction; with
  forward checking on the forbidden pairs.
- `priced_forest_search`: memory limits as adaptive prices per time point, exact forest moves on
  the priced objective, repair of every overloaded labelling.
- `icm`: iterated conditional modes, one node at a time within its slack.
- `min_sum_bp`: damped loopy min-sum belief propagation; sees every edge at once, so it finds the
  globally consistent labellings single-node and tree moves cannot reach.
- `forest_dp` / `forest_moves`: exact min-sum over a random induced forest, the rest fixed.
- `star_move`: a hub and all its neighbours at once (forbidden pairs often sit on hubs that no
  random forest contains whole).
- `repair_memory`, `clear_forbidden`: make a labelling feasible.

Measurements: docs/iopddl.md, "Search".
"""

from __future__ import annotations

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.presolve import INF, Reduced
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning
from shardsat.solver.strategy.unionfind import DisjointSets


class State:
    """A reduced choice with its per-point loads kept up to date."""

    def __init__(self, red: Reduced, choice: np.ndarray) -> None:
        self.red = red
        self.choice = choice.astype(np.int64).copy()
        self.loads = red.loads(self.choice)

    def slack(self, i: int) -> int:
        """Usage node i may add above its minimum without breaking a limit."""
        r = self.red
        a, b = r.ps[i], r.pe[i]
        if a >= b:
            return np.iinfo(np.int64).max // 4
        cur = int(r.var[i][self.choice[i]])
        return int(np.min(r.cap[a:b] - self.loads[a:b])) + cur

    def move(self, i: int, s: int) -> None:
        r = self.red
        d = int(r.var[i][s] - r.var[i][self.choice[i]])
        if d:
            self.loads[r.ps[i] : r.pe[i]] += d
        self.choice[i] = s

    def set_many(self, nodes: np.ndarray, values: np.ndarray) -> None:
        for i, s in zip(nodes, values, strict=True):
            self.move(int(i), int(s))

    def feasible(self) -> bool:
        return bool(np.all(self.loads <= self.red.cap))

    def cost(self) -> int:
        return self.red.total(self.choice)


def least_usage_start(red: Reduced) -> np.ndarray:
    """Per node the cheapest strategy among those with the least usage."""
    out = np.zeros(red.m, dtype=np.int64)
    for i in range(red.m):
        v = red.var[i]
        cand = np.nonzero(v == v.min())[0]
        out[i] = cand[np.argmin(red.cost[i][cand])]
    return out


def icm(state: State, deadline: Deadline, rng: np.random.Generator, max_sweeps: int = 50) -> int:
    """Greedy single-node moves until no move improves (or time runs out); returns moves made."""
    r = state.red
    moves = 0
    for _ in range(max_sweeps):
        improved = 0
        for i in rng.permutation(r.m):
            if deadline.expired():
                return moves
            if len(r.cost[i]) < 2:
                continue
            lc = r.local_cost(int(i), state.choice)
            cur = state.choice[i]
            if r.pe[i] > r.ps[i]:
                lc = np.where(r.var[i] <= state.slack(int(i)), lc, np.iinfo(np.int64).max)
            s = int(np.argmin(lc))
            if lc[s] < lc[cur]:
                state.move(int(i), s)
                improved += 1
        moves += improved
        if not improved:
            break
    return moves


def random_induced_forest(red: Reduced, rng: np.random.Generator) -> np.ndarray:
    """A random set of nodes whose induced subgraph has no cycle (union-find on the fly)."""
    sets = DisjointSets()
    for v in rng.permutation(red.m).tolist():
        roots = [sets.find(o) for _, o, _ in red.nbrs[v] if o in sets]
        if len(roots) == len(set(roots)):
            sets.add(v)
            for r in roots:
                sets.union(r, v)
    return np.array(sorted(sets), dtype=np.int64)


_MASK = 10**17  # a strategy the move may not use (beyond any count of forbidden pairs)
_CLIP = 10**18


def forest_dp(
    red: Reduced,
    choice: np.ndarray,
    nodes: np.ndarray,
    extra: list[np.ndarray] | None = None,
    allowed: list[np.ndarray] | None = None,
) -> np.ndarray:
    """Exact min-sum over an induced forest `nodes`, all other nodes fixed at `choice`.

    Returns the new strategy per node of `nodes` (order of `nodes`). `extra[i]` adds a penalty
    per strategy (memory prices); `allowed[i]` masks strategies out. Forbidden pairs count as
    INF each (up to 50 per node), so the DP also minimises their number. Messages are min-plus
    products, one numpy op per tree edge.
    """
    inside = np.zeros(red.m, dtype=bool)
    inside[nodes] = True
    unary = {int(v): _forest_unary(red, choice, inside, int(v), extra, allowed) for v in nodes}
    seen = np.zeros(red.m, dtype=bool)
    out = dict.fromkeys((int(v) for v in nodes), 0)
    for root in nodes:
        if not seen[root]:
            order, parent = _tree_order(red, inside, seen, int(root))
            _solve_tree(red, unary, order, parent, out)
    return np.array([out[int(v)] for v in nodes], dtype=np.int64)


def _forest_unary(red, choice, inside, v, extra, allowed) -> np.ndarray:
    """Node v's costs in a forest move: own cost, price, edges to fixed nodes, masked strategies."""
    u = red.cost[v].copy()
    if extra is not None:
        u = u + extra[v]
    for e, o, row in red.nbrs[v]:
        if not inside[o]:
            u += red.mats[e][:, choice[o]] if row else red.mats[e][choice[o], :]
    u = np.minimum(u, 50 * INF)
    if allowed is not None:
        u = np.where(allowed[v], u, _MASK)
    return u


def _tree_order(red: Reduced, inside: np.ndarray, seen: np.ndarray, root: int):
    """DFS preorder of the tree of `root` inside the forest, and each node's (parent, edge, row)."""
    order, parent, stack = [], {root: (-1, -1, True)}, [root]
    seen[root] = True
    while stack:
        v = stack.pop()
        order.append(v)
        for e, o, row in red.nbrs[v]:
            if inside[o] and not seen[o]:
                seen[o] = True
                parent[o] = (v, e, row)  # row: v is the row side of edge e
                stack.append(o)
    return order, parent


def _solve_tree(red: Reduced, unary: dict, order: list[int], parent: dict, out: dict) -> None:
    """Min-plus messages leaves to root, then the argmin choices root to leaves, into `out`."""
    belief = {v: unary[v].copy() for v in order}
    arg: dict[int, np.ndarray] = {}
    for v in reversed(order[1:]):
        p, e, p_is_row = parent[v]
        mat = red.mats[e] if p_is_row else red.mats[e].T  # |Sp| x |Sv|
        t = mat + belief[v][None, :]
        a = np.argmin(t, axis=1)
        arg[v] = a
        belief[p] = np.minimum(belief[p] + t[np.arange(len(a)), a], _CLIP)
    out[order[0]] = int(np.argmin(belief[order[0]]))
    for v in order[1:]:
        out[v] = int(arg[v][out[parent[v][0]]])


def min_sum_bp(
    red: Reduced,
    iters: int,
    deadline: Deadline,
    extra: list[np.ndarray] | None = None,
    damping: float = 0.5,
    min_iters: int = 25,
    hard: Deadline | None = None,
) -> np.ndarray:
    """Loopy min-sum belief propagation (damped, synchronous); returns argmin beliefs.

    It sees every edge at once, so it finds globally consistent labellings that single-node and
    tree moves cannot reach from a bad start. Forbidden pairs stay at INF. Sweeps run until
    `iters` or `deadline`; up to `min_iters` of them may run past `deadline` (fewer leave the
    messages unconverged), but only while the sweeps measured so far say the next one ends
    before `hard`, and none starts past it.

    Every sweep is a few numpy operations per group of edges with the same matrix shape (a
    per-edge Python loop is too slow for large models, docs/iopddl.md "Fourteenth round");
    the messages are the per-edge loop's (`_bp_sweep_reference` in the tests).
    """
    g = bp_graph(red)
    big = float(INF)
    unary = g.unary.copy()
    if extra is not None:
        unary += np.concatenate([np.asarray(x, np.float64) for x in extra] + [np.zeros(0)])
    to_a = [np.zeros(ia.shape) for _, ia, _, _ in g.groups]
    to_b = [np.zeros(ib.shape) for _, _, ib, _ in g.groups]
    t0, done = Deadline.now(), 0
    for it in range(iters):
        if hard is not None and hard.expired():
            break
        if it >= min_iters and deadline.expired():
            break
        if it and hard is not None and deadline.expired():
            per = (Deadline.now() - t0) / done  # measured, not a count tuned at one load
            if hard.left() < per:
                break
        belief = g.beliefs(unary, to_a, to_b)
        for k, (_, ia, ib, mats) in enumerate(g.groups):
            ha = np.minimum(belief[ia] - to_a[k], big)
            hb = np.minimum(belief[ib] - to_b[k], big)
            nb = (mats + ha[:, :, None]).min(axis=1)
            na = (mats + hb[:, None, :]).min(axis=2)
            nb = np.minimum(nb - nb.min(axis=1, keepdims=True), big)
            na = np.minimum(na - na.min(axis=1, keepdims=True), big)
            to_b[k] = damping * to_b[k] + (1 - damping) * nb
            to_a[k] = damping * to_a[k] + (1 - damping) * na
        done += 1
    return g.argmin(g.beliefs(unary, to_a, to_b))


class BPGraph:
    """A model's edges grouped by matrix shape for vectorised BP: per group the edge ids, the
    flat belief indices of each edge's row and column node (edges x |S_a|, edges x |S_b|) and
    the stacked float matrices; node strategies live in one flat array (`off[i]` onwards)."""

    def __init__(self, red: Reduced) -> None:
        sizes = np.array([len(c) for c in red.cost], dtype=np.int64)
        self.off = (np.cumsum(sizes) - sizes).astype(np.int64)
        self.sizes = sizes
        self.n = int(sizes.sum())
        self.unary = np.concatenate([c.astype(np.float64) for c in red.cost] + [np.zeros(0)])
        by_shape: dict[tuple[int, int], list[int]] = {}
        for e, m in enumerate(red.mats):
            by_shape.setdefault(m.shape, []).append(e)
        self.groups = []
        for (ka, kb), es in sorted(by_shape.items()):
            ea = np.array([red.edges[e][0] for e in es], dtype=np.int64)
            eb = np.array([red.edges[e][1] for e in es], dtype=np.int64)
            ia = self.off[ea][:, None] + np.arange(ka)[None, :]
            ib = self.off[eb][:, None] + np.arange(kb)[None, :]
            mats = np.minimum(np.stack([red.mats[e] for e in es]), INF).astype(np.float64)
            self.groups.append((np.array(es, np.int64), ia, ib, mats))
        self.index = np.concatenate(
            [x.ravel() for _, ia, ib, _ in self.groups for x in (ia, ib)] + [np.zeros(0, np.int64)]
        )
        self.node = np.repeat(np.arange(len(sizes)), sizes)
        self.local = np.arange(self.n) - np.repeat(self.off, sizes)

    def beliefs(self, unary: np.ndarray, to_a: list, to_b: list) -> np.ndarray:
        """Unary plus every incoming message, flat."""
        if not self.groups:
            return unary.copy()
        msgs = np.concatenate([x.ravel() for a, b in zip(to_a, to_b, strict=True) for x in (a, b)])
        return unary + np.bincount(self.index, weights=msgs, minlength=self.n)

    def argmin(self, flat: np.ndarray) -> np.ndarray:
        """Per node the first strategy of least value in `flat`."""
        if self.n == 0:
            return np.zeros(0, dtype=np.int64)
        low = np.minimum.reduceat(flat, self.off)
        first = np.where(flat == low[self.node], self.local, self.n)
        return np.minimum.reduceat(first, self.off).astype(np.int64)


def bp_graph(red: Reduced) -> BPGraph:
    """`BPGraph` of `red`, built once per model."""
    g = red.__dict__.get("_bp_graph")
    if g is None:
        g = BPGraph(red)
        red.__dict__["_bp_graph"] = g
    return g


def repair_memory(state: State, deadline: Deadline) -> bool:
    """Lower usage at overloaded time points until every limit holds; True when feasible.

    Each step takes the most overloaded point and, among the nodes live there, the move with the
    least cost increase per unit of usage saved (cost seen with the neighbours' current choice).
    """
    red = state.red
    mem = np.nonzero(red.pe > red.ps)[0]
    while True:
        over = state.loads - red.cap
        p = int(np.argmax(over)) if len(over) else 0
        if len(over) == 0 or over[p] <= 0:
            return True
        if deadline.expired():
            return False
        best = _cheapest_saving(state, mem[(red.ps[mem] <= p) & (p < red.pe[mem])])
        if best is None:
            return False
        state.move(*best)


def _cheapest_saving(state: State, live: np.ndarray) -> tuple[int, int] | None:
    """Among `live` nodes, the move with the least cost increase per unit of usage saved."""
    red = state.red
    best, best_ratio = None, np.inf
    for i in live:
        cur = state.choice[i]
        save = red.var[i][cur] - red.var[i]
        ok = save > 0
        if not np.any(ok):
            continue
        lc = red.local_cost(int(i), state.choice).astype(np.float64)
        ratio = np.where(ok, (np.maximum(lc - lc[cur], 0) + 1) / np.maximum(save, 1), np.inf)
        ratio = np.where(lc >= INF, np.inf, ratio)
        s = int(np.argmin(ratio))
        if ratio[s] < best_ratio:
            best, best_ratio = (int(i), s), ratio[s]
    return best


def forest_masks(state: State, nodes: np.ndarray, monotone: bool) -> list[np.ndarray]:
    """Strategies each forest node may take: a memory node at most its current usage
    (`monotone`: always feasible) or within its own slack (the joint move is checked after);
    a node without memory anything. Others get an empty mask (forest_dp ignores them)."""
    red = state.red
    allowed: list[np.ndarray] = [np.zeros(0, bool)] * red.m
    for i in nodes:
        if red.pe[i] > red.ps[i]:
            lim = red.var[i][state.choice[i]] if monotone else state.slack(int(i))
            allowed[i] = red.var[i] <= lim
        else:
            allowed[i] = np.ones(len(red.cost[i]), dtype=bool)
    return allowed


def forest_moves(
    state: State,
    rounds: int,
    deadline: Deadline,
    rng: np.random.Generator,
    monotone: bool = False,
) -> int:
    """Exact induced-forest moves, each kept only if the memory limits still hold.

    `monotone` moves never raise a node's usage, so they are always memory-feasible (they can
    still clear forbidden pairs on a tight instance); otherwise each node may use its own slack
    and the joint move is checked.
    """
    red = state.red
    kept = 0
    for _ in range(rounds):
        if deadline.expired():
            break
        nodes = random_induced_forest(red, rng)
        new = forest_dp(red, state.choice, nodes, allowed=forest_masks(state, nodes, monotone))
        changed = new != state.choice[nodes]
        if not np.any(changed):
            continue
        nodes, new = nodes[changed], new[changed]
        old = state.choice[nodes].copy()
        before = state.cost()
        state.set_many(nodes, new)
        if state.feasible() and state.cost() <= before:
            kept += 1
        else:
            state.set_many(nodes, old)
    return kept


def sequential_greedy(red: Reduced, order: np.ndarray, lookahead: bool = True) -> State:
    """Assign nodes in `order`, each to its cheapest strategy given the nodes already assigned.

    Unassigned nodes sit at their least usage, so the memory check is exact for what is known;
    a node sees the forbidden pairs with every earlier neighbour, which the plain least-usage
    start does not. With `lookahead` (forward checking) each unassigned node keeps the set of
    strategies allowed with its assigned neighbours, and a node avoids a strategy that would
    leave a later neighbour with none, which leaves far fewer forbidden pairs to clear.
    """
    state = State(red, least_usage_start(red))
    done = np.zeros(red.m, dtype=bool)
    dom = [np.ones(len(c), dtype=bool) for c in red.cost] if lookahead else None
    big = np.iinfo(np.int64).max
    for i in order:
        i = int(i)
        c, ok = _greedy_costs(state, i, done, dom)
        if red.pe[i] > red.ps[i]:  # a hard mask: never trade memory for a forbidden pair
            c = np.where(red.var[i] <= state.slack(i), c, big)
        if dom is not None:
            pick = np.where(ok & dom[i], c, big)
            if pick.min() < INF:  # else: no strategy keeps every later neighbour possible
                c = pick
        s = int(np.argmin(c))
        state.move(i, s)
        done[i] = True
        if dom is not None:
            _narrow_domains(red, i, s, done, dom)
    return state


def _greedy_costs(state: State, i: int, done: np.ndarray, dom: list | None):
    """Node i's costs against its assigned neighbours, and (with `dom`) which of its strategies
    leave every unassigned neighbour an allowed strategy that fits its slack."""
    red = state.red
    c = red.cost[i].copy()
    ok = np.ones(len(c), dtype=bool)
    for e, o, row in red.nbrs[i]:
        if done[o]:
            c += red.mats[e][:, state.choice[o]] if row else red.mats[e][state.choice[o], :]
        elif dom is not None:
            m = red.mats[e] if row else red.mats[e].T  # |S_i| x |S_o|
            d = dom[o]
            if red.pe[o] > red.ps[o]:  # slack only shrinks: o's later options fit it now
                fit = d & (red.var[o] <= state.slack(o))
                d = fit if fit.any() else d
            ok &= (m[:, d] < INF).any(axis=1)
    return c, ok


def _narrow_domains(red: Reduced, i: int, s: int, done: np.ndarray, dom: list) -> None:
    """Forward checking: each unassigned neighbour keeps the strategies allowed with i at s."""
    for e, o, row in red.nbrs[i]:
        if not done[o]:
            allowed = (red.mats[e][s, :] if row else red.mats[e][:, s]) < INF
            if np.any(dom[o] & allowed):
                dom[o] &= allowed


def touched_cost(red: Reduced, choice: np.ndarray, nodes: list[int]) -> int:
    """The costs of `nodes` and of every edge touching them (each once): what a move of
    `nodes` alone can change, so comparing it before and after prices the move exactly."""
    edges = {e for i in nodes for e, _, _ in red.nbrs[i]}
    total = sum(int(red.cost[i][choice[i]]) for i in nodes)
    for e in edges:
        a, b = red.edges[e]
        total += int(red.mats[e][choice[a], choice[b]])
    return total


def star_move(state: State, h: int) -> bool:
    """Re-choose hub h together with all its neighbours (each neighbour's best reply).

    A hub with hundreds of neighbours cannot move alone (it would break many pairs) and random
    forests rarely contain its whole star. Neighbours may not raise their usage (memory-safe);
    edges between neighbours are priced at the others' current choice, so the move is checked
    exactly before it is kept.
    """
    red = state.red
    c = state.choice
    nb = red.nbrs[h]
    total = np.minimum(red.cost[h].astype(np.int64), 50 * INF)
    replies = []
    for e, o, row in nb:
        mat = red.mats[e] if row else red.mats[e].T  # |S_h| x |S_o|
        lo = red.local_cost(o, c) - (mat[c[h], :])  # o's cost without the hub edge
        lo = np.minimum(lo, 50 * INF)
        if red.pe[o] > red.ps[o]:
            lo = np.where(red.var[o] <= red.var[o][c[o]], lo, _MASK)
        t = mat + lo[None, :]
        best = np.argmin(t, axis=1)
        total = total + t[np.arange(len(best)), best]
        replies.append((o, best))
    if red.pe[h] > red.ps[h]:
        total = np.where(red.var[h] <= state.slack(h), total, _CLIP)
    s = int(np.argmin(total))
    moved = [(h, s)] + [(o, int(best[s])) for o, best in replies]
    old = [(i, int(c[i])) for i, _ in moved]
    star = [i for i, _ in moved]
    before = touched_cost(red, state.choice, star)
    for i, v in moved:
        state.move(i, v)
    if state.feasible() and touched_cost(red, state.choice, star) < before:
        return True
    for i, v in reversed(old):
        state.move(i, v)
    return False


def forbidden_edges(red: Reduced, choice: np.ndarray) -> list[int]:
    return [e for e, (a, b) in enumerate(red.edges) if red.mats[e][choice[a], choice[b]] >= INF]


def clear_forbidden(state: State, deadline: Deadline, rng: np.random.Generator) -> int:
    """Star moves on hubs of forbidden pairs and memory-safe forest moves, until none is left."""
    red = state.red
    stall = 0
    while not deadline.expired() and stall < 6:
        bad = forbidden_edges(red, state.choice)
        if not bad:
            return 0
        before = len(bad)
        hubs = set()
        for e in bad:
            a, b = red.edges[e]
            hubs.add(a if len(red.nbrs[a]) >= len(red.nbrs[b]) else b)
        for h in sorted(hubs):
            if deadline.expired():
                break
            star_move(state, int(h))
        forest_moves(state, 2, deadline, rng, monotone=True)
        icm(state, deadline, rng, max_sweeps=1)
        stall = stall + 1 if len(forbidden_edges(red, state.choice)) >= before else 0
    return len(forbidden_edges(red, state.choice))


def _price_extra(red: Reduced, lam: np.ndarray) -> list[np.ndarray]:
    """Per node and strategy the Lagrangian price of its usage over the points it is live at."""
    acc = np.concatenate([[0.0], np.cumsum(lam)])
    return [
        np.round(red.var[i] * (acc[red.pe[i]] - acc[red.ps[i]])).astype(np.int64)
        for i in range(red.m)
    ]


def priced_forest_search(
    state: State,
    deadline: Deadline,
    rng: np.random.Generator,
    patience: float = 30.0,
    restart: int = 100,
    trail: list[np.ndarray] | None = None,
    tuning: StrategyTuning = DEFAULT,
) -> tuple[State, int]:
    """Memory limits relaxed into adaptive prices per time point, exact forest moves on the rest.

    The contest winner's idea (ANCHORS.md): a price per time point, raised while the point is
    overloaded and decayed once the labelling fits; each step is an exact induced-forest move on
    the priced objective (so it can move many nodes across the limit at once, which single moves
    and the greedy repair cannot), and every overloaded labelling is repaired and polished. The
    walk restarts from the best feasible labelling after `restart` steps without progress and
    stops `patience` seconds after its last improvement. Returns the best state and the steps
    run; `trail` (if given) receives the last `tuning.priced_trail` priced labellings the walk
    visited (candidate strategies for `domains.py`).
    """
    red = state.red
    best = State(red, state.choice)
    best_cost = best.cost()
    cur = State(red, state.choice)
    lam = np.zeros(len(red.cap), dtype=np.float64)
    price, since, steps = 0.0, 0, 0
    window = deadline.sub(patience)
    while not window.expired():
        steps += 1
        since += 1
        nodes = random_induced_forest(red, rng)
        cur.set_many(nodes, forest_dp(red, cur.choice, nodes, extra=_price_extra(red, lam)))
        if trail is not None:
            trail.append(cur.choice.copy())
            del trail[: -tuning.priced_trail]
        over = cur.loads - red.cap
        if np.all(over <= 0):
            cand = cur
            lam *= rng.uniform(0.6, 0.9)
            price *= 0.7
        else:
            cand = State(red, cur.choice)
            if not repair_memory(cand, deadline):
                cand = None
            else:
                icm(cand, deadline, rng, max_sweeps=3)
            c = cur.cost()
            price = price * 1.3 if price else max(1e-3, c / max(1, int(over.max())) / 50)
            # random step sizes keep the prices from cycling between the same few labellings
            lam[over > 0] += price * rng.uniform(0.5, 1.5)
        if cand is not None and cand.cost() < best_cost:
            best = State(red, cand.choice)
            forest_moves(best, 2, deadline, rng)
            best_cost, since, window = best.cost(), 0, deadline.sub(patience)
        elif since and since % restart == 0:
            # back to the best labelling; every other time with fresh prices (diversification)
            cur = State(red, best.choice)
            if since % (2 * restart) == 0:
                lam[:] = 0.0
                price = 0.0
    return best, steps
