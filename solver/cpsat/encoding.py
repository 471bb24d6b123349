"""The CP-SAT model of a `Problem`: a one-hot per node, exact integer costs per tier.

Recipe (each step a small function over the `Encoding`):
- `add_choice_vars`: x[n][c] = node n runs candidate c, exactly one per node. Tied nodes (repeated
  layers) share their literals, so a 96-layer model has the variables of its distinct layers.
- `add_node_costs`: op cost of the chosen candidate (compute + op collectives), per tier.
- `add_use_costs`: each use pays the reshard table entry of (value sharding, implied operand
  sharding). The table is split as row minima + column minima + a non-negative remainder (the
  IOPDDL encoding); rows and columns are indicator literals (the OR of the candidates that give
  that sharding), and each non-zero remainder value gets one AND literal per row and value, so
  the objective equals the table entry exactly whenever the AND literals are tight (always at an
  optimum, and re-checked in Python on every decoded solution). Each such table also gets the
  linking rows and columns of the local-marginal LP (`_link`): implied at integer points, they
  are what lets an LP worker (`max_lp`) prove a bound above the sum of minima.
  Single-read tables up to `marginal_limit` cells and shared-read tables up to `shared_pairs`
  cells get pair literals instead (the local-marginal LP: tighter, still exact).
- `add_memory_budget`: per-device live bytes at every schedule point where the live set changes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ortools.sat.python import cp_model
from shardsat.ir.graph import live_main
from shardsat.solver.cpsat.problem import Problem
from shardsat.solver.cpsat.tuning import DEFAULT_TUNING, Tuning


@dataclass
class Encoding:
    """The model, its choice literals and the objective terms of each tier."""

    problem: Problem
    model: cp_model.CpModel
    rep: list[int]
    x: list[list[cp_model.IntVar]] = field(default_factory=list)
    terms: dict[int, dict[int, int]] = field(default_factory=lambda: defaultdict(dict))
    constant: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    var: dict[int, cp_model.IntVar] = field(default_factory=dict)
    or_cache: dict[tuple[int, ...], cp_model.IntVar] = field(default_factory=dict)
    and_cache: dict[tuple[int, int], cp_model.IntVar] = field(default_factory=dict)
    pair_cache: dict[tuple, list] = field(default_factory=dict)
    marginal_limit: int = DEFAULT_TUNING.marginal_limit
    """Single-read tables up to this many cells get pair literals, larger ones AND literals."""
    tight: set[int] = field(default_factory=set)
    """Uses forced to agree (`merge`): constrained equal, never priced."""
    linking: bool = True
    """Add the linking rows/columns of AND-literal tables (`_link`; off only to measure)."""
    shared_pairs: int = DEFAULT_TUNING.shared_pairs
    """Shared-read tables up to this many cells get a pair literal per (row, target)."""
    report: Callable[..., None] | None = None
    """The solve's `deadline.Reporter`: better plans (`best=`) and bounds (`bound=`)."""
    memo: dict = field(default_factory=dict)
    """What the descent's rounds derive from this model's problem and keep for the next
    round (e.g. each node's candidates grouped by their axes off one mesh axis)."""

    def memoised(self, key, compute: Callable[[], Any]) -> Any:
        """`compute()` once per model, kept in `memo` under `key`."""
        if key not in self.memo:
            self.memo[key] = compute()
        return self.memo[key]

    def per_candidates(self, key, candidates: list, compute: Callable[[list], Any]) -> Any:
        """`compute(candidates)` once per candidate list (tied layers share theirs), kept in
        `memo[key]` by the list's id; the list is kept with it, so its id is not reused."""
        memo = self.memo.setdefault(key, {})
        entry = memo.get(id(candidates))
        if entry is None:
            entry = memo[id(candidates)] = (candidates, compute(candidates))
        return entry[1]

    def add_term(self, tier: int, lit: cp_model.IntVar, coef: int) -> None:
        if coef == 0:
            return
        index = lit.Index()
        self.var[index] = lit
        bucket = self.terms[tier]
        bucket[index] = bucket.get(index, 0) + coef

    def expr(self, tier: int) -> cp_model.LinearExpr:
        items = self.terms.get(tier, {})
        lits = [self.var[i] for i in items]
        return cp_model.LinearExpr.WeightedSum(lits, list(items.values())) + self.constant[tier]


def encode(
    problem: Problem, rep: list[int] | None = None, tight=(), tuning: Tuning = DEFAULT_TUNING
) -> Encoding:
    """The full optimisation model (choices, costs) of `problem`, with `tuning`'s table limits
    (the solve's own); memory is added separately."""
    enc = Encoding(problem, cp_model.CpModel(), rep or list(range(len(problem.nodes))))
    enc.linking, enc.marginal_limit = tuning.linking, tuning.marginal_limit
    enc.shared_pairs = tuning.shared_pairs
    enc.tight = set(tight)
    add_choice_vars(enc)
    add_node_costs(enc)
    add_tight_uses(enc)
    add_aliases(enc)
    add_use_costs(enc)
    return enc


def add_aliases(enc: Encoding, aliases=None, enforce=None) -> None:
    """Aliased argument and returned value take the same sharding: per sharding (axes per
    dim), the argument's candidates giving it sum to the producer's. `aliases`: these only
    (default: the problem's); `enforce`: only while this literal holds."""
    p = enc.problem
    for alias in p.aliases if aliases is None else aliases:
        groups: dict[tuple, list[list]] = {}
        for side, (n, r) in enumerate(alias.sides()):
            for c, lit in enumerate(enc.x[n]):
                groups.setdefault(alias.key(p, n, r, c), [[], []])[side].append(lit)
        for args, results in groups.values():  # insertion order: no hash-seed dependence
            row = enc.model.Add(sum(args) == sum(results))
            if enforce is not None:
                row.OnlyEnforceIf(enforce)


def add_tight_uses(enc: Encoding) -> None:
    """Value sharding == the single reader's target: matching groups equal, the rest off."""
    p = enc.problem
    done: set[tuple[int, int, int, int]] = set()
    for i in sorted(enc.tight):
        use = p.uses[i]
        n, k, cols = use.consumers[0]
        producer, reader = p.nodes[use.producer], p.nodes[n]
        r = producer.results.index(use.value)
        key = (enc.rep[use.producer], enc.rep[n], k, r)
        if key in done:  # a tied copy: the same equalities over the same literals
            continue
        done.add(key)
        values: dict = {}
        for c, sharding in enumerate(producer.result_shardings):
            values.setdefault(sharding[r], []).append(enc.x[use.producer][c])
        targets: dict = {}
        for c, sharding in enumerate(reader.operand_shardings):
            targets.setdefault(sharding[k], []).append(enc.x[n][c])
        # insertion order, not a set's: TensorSharding hashes strings, and the order of the
        # rows must not depend on PYTHONHASHSEED (deterministic mode reruns must agree)
        for sharding in [*values, *(t for t in targets if t not in values)]:
            enc.model.Add(sum(values.get(sharding, [])) == sum(targets.get(sharding, [])))


def add_choice_vars(enc: Encoding) -> None:
    """One-hot per representative node; tied nodes reuse their representative's literals."""
    for n, node in enumerate(enc.problem.nodes):
        r = enc.rep[n]
        if r != n:
            enc.x.append(enc.x[r])
            continue
        lits = [enc.model.NewBoolVar(f"x{n}_{c}") for c in range(len(node.candidates))]
        enc.model.AddExactlyOne(lits)
        enc.x.append(lits)


def add_node_costs(enc: Encoding) -> None:
    """Op cost per candidate; the node minimum goes to the constant (tighter bound, same value)."""
    for n, node in enumerate(enc.problem.nodes):
        if not node.costs:
            continue
        low = min(node.costs)
        enc.constant[node.tier] += low
        for c, cost in enumerate(node.costs):
            enc.add_term(node.tier, enc.x[n][c], cost - low)


def indicator(enc: Encoding, lits: list[cp_model.IntVar]) -> cp_model.IntVar:
    """A literal true iff one of `lits` (mutually exclusive) is true; shared between callers."""
    if len(lits) == 1:
        return lits[0]
    key = tuple(sorted(lit.Index() for lit in lits))
    if key not in enc.or_cache:
        b = enc.model.NewBoolVar("or")
        enc.model.Add(sum(lits) == b)
        enc.or_cache[key] = b
    return enc.or_cache[key]


def both(enc: Encoding, a: cp_model.IntVar, b: cp_model.IntVar) -> cp_model.IntVar:
    """A literal forced true when a and b are (minimisation keeps it false otherwise)."""
    key = (a.Index(), b.Index())
    if key not in enc.and_cache:
        e = enc.model.NewBoolVar("and")
        enc.model.AddBoolOr([a.Not(), b.Not(), e])
        enc.and_cache[key] = e
    return enc.and_cache[key]


def split_table(matrix: list[list[int]]) -> tuple[list[int], list[int], list[list[int]]]:
    """(row minima, column minima of the rest, non-negative remainder): m = r + c + rem."""
    rows = [min(row) for row in matrix]
    rest = [[v - rows[i] for v in row] for i, row in enumerate(matrix)]
    cols = [min(rest[i][j] for i in range(len(rest))) for j in range(len(rest[0]))]
    rem = [[v - cols[j] for j, v in enumerate(row)] for row in rest]
    return rows, cols, rem


FIDELITY = 1 << 30
"""Tie-breaking tiers after the user priorities: FIDELITY + p counts the axes moved by the
reshards of priority p, so each tier's own edges stay as unchanged as possible."""


def add_fidelity_tier(enc: Encoding) -> None:
    """Among equally cheap plans, prefer reshards that move fewer axes and annotated values
    that keep the user's axes (Shardy-like results: a wish's axes stay where the user put
    them, an open annotated dim is not extended for nothing). Used with several tiers only."""
    from dataclasses import replace

    from shardsat.solver.cpsat.problem import axis_distance

    for n, node in enumerate(enc.problem.nodes):
        for c in range(len(node.candidates)):
            extra = _extra_axes(enc.problem, node, c)
            enc.add_term(FIDELITY + node.tier, enc.x[n][c], 2 * extra)
    uses = []
    for use in enc.problem.uses:
        table = [[axis_distance(a, b) for b in use.target_shardings] for a in use.row_shardings]
        uses.append(replace(use, matrix=table, tier=FIDELITY + use.tier))
    add_use_costs(enc, uses)


def _extra_axes(problem: Problem, node, c: int) -> int:
    """Axes a candidate adds beyond the user's wish on the open dims of annotated values."""
    extra = 0
    for r, v in enumerate(node.results):
        for uc in problem.constraints.get(v, ()):
            if uc.dim is not None and uc.dim_sharding.is_open:
                have = node.result_shardings[c][r].dims[uc.dim].axes
                extra += max(0, len(have) - len(uc.dim_sharding.axes))
    return extra


def add_use_costs(enc: Encoding, uses=None) -> None:
    """Reshard prices of every value's reads, exactly (see module docstring). The uses of tied
    copies (`tied_uses`) are encoded once, their prices scaled by how many there are: the same
    model as encoding each copy, in a fraction of the time on deep models."""
    uses = enc.problem.uses if uses is None else uses
    for i, scale in tied_uses(enc, uses):
        use = uses[i]
        row_lits = _groups(use.rows, enc.x[use.producer])
        if len(use.consumers) == 1:
            node, _, cols = use.consumers[0]
            col_lits = _groups(cols, enc.x[node])
            if len(row_lits) * len(col_lits) <= enc.marginal_limit:
                _add_single_read_marginal(enc, use, row_lits, col_lits, scale)
            else:
                _add_single_read(enc, use, row_lits, col_lits, scale)
        else:
            _add_shared_reads(enc, use, row_lits, scale)


def tied_uses(enc: Encoding, uses) -> list[tuple[int, int]]:
    """(index of the first of each group of identical uses, group size), untied uses alone.

    Uses are identical when they read the same table object through the same row and column
    list objects between the same representative nodes (tied copies of a restricted problem
    share those objects, `presolve.restrict`): their encodings are the same literals and
    constraints, so only their prices add up. Uses in `enc.tight` are left out (never priced)."""
    first: dict[tuple, int] = {}
    count: dict[int, int] = {}
    rep = enc.rep
    for i, use in enumerate(uses):
        if i in enc.tight:
            continue
        key = (
            id(use.matrix), id(use.rows), rep[use.producer], use.tier,
            *((rep[n], id(cols)) for n, _, cols in use.consumers),
        )  # fmt: skip
        j = first.setdefault(key, i)
        count[j] = count.get(j, 0) + 1
    return list(count.items())


def _add_single_read_marginal(enc: Encoding, use, row_lits, col_lits, scale: int = 1) -> None:
    """One reader, small table: a literal per (row, column) pair whose row sums are the row
    indicator and column sums the column indicator (the local-marginal LP of MAP inference:
    much tighter than AND literals, exact on trees). Tied uses share the pair literals."""
    pairs = _pairs(enc, row_lits, col_lits)
    for s, row in enumerate(use.matrix):
        for t, v in enumerate(row):
            enc.add_term(use.tier, pairs[s][t], v * scale)


def _pairs(enc: Encoding, row_lits, col_lits) -> list[list[cp_model.IntVar]]:
    """Pair literals whose row sums are the row groups and column sums the column groups."""
    key = (
        tuple(tuple(sorted(lit.Index() for lit in g)) for g in row_lits),
        tuple(tuple(sorted(lit.Index() for lit in g)) for g in col_lits),
    )
    pairs = enc.pair_cache.get(key)
    if pairs is None:
        m = enc.model
        pairs = [[m.NewBoolVar("e") for _ in col_lits] for _ in row_lits]
        for s, g in enumerate(row_lits):
            m.Add(sum(pairs[s]) == sum(g))
        for t, g in enumerate(col_lits):
            m.Add(sum(pairs[s][t] for s in range(len(row_lits))) == sum(g))
        enc.pair_cache[key] = pairs
    return pairs


def _add_single_read(enc: Encoding, use, row_lits, col_lits, scale: int = 1) -> None:
    """One reader: exactly one target, so row and column minima both come out of the table."""
    rows, cols, rem = split_table(use.matrix)
    for s, v in enumerate(rows):
        for lit in row_lits[s] if v else ():
            enc.add_term(use.tier, lit, v * scale)
    for t, v in enumerate(cols):
        for lit in col_lits[t] if v else ():
            enc.add_term(use.tier, lit, v * scale)
    by_rows = sum(len(set(r) - {0}) for r in rem)
    by_cols = sum(len({rem[s][t] for s in range(len(rem))} - {0}) for t in range(len(cols)))
    if by_rows <= by_cols:
        _add_remainder(enc, use.tier, rem, row_lits, col_lits, scale)
    else:
        transposed = [list(col) for col in zip(*rem, strict=True)]
        _add_remainder(enc, use.tier, transposed, col_lits, row_lits, scale)


def _add_shared_reads(enc: Encoding, use, row_lits, scale: int = 1) -> None:
    """Several readers: w[t] holds when some reader needs target t; each target is paid once.

    Only column minima can leave the table (several targets may be paid for one row). Pair-
    literal cuts per reader (price >= any one reader's price) tighten the bound a little but
    double the model, and cost more search than they save (docs/cpsat.md#making-it-fast).
    """
    n_targets = len(use.matrix[0])
    needers: list[dict[int, list[cp_model.IntVar]]] = [{} for _ in range(n_targets)]
    for node, _, cols in use.consumers:  # per target, the needing literals of each reader
        for c, t in enumerate(cols):
            needers[t].setdefault(enc.rep[node], []).append(enc.x[node][c])
    if len(row_lits) * n_targets <= enc.shared_pairs:
        _add_shared_pairs(enc, use, row_lits, needers, scale)
        return
    for t in range(n_targets):
        column = [row[t] for row in use.matrix]
        if not any(column) or not needers[t]:
            continue
        w = _any_of(enc, list(needers[t].values()))
        low = min(column)
        enc.add_term(use.tier, w, low * scale)
        by_value: dict[int, list[int]] = defaultdict(list)
        for s, v in enumerate(column):
            if v > low:
                by_value[v - low].append(s)
        cover = [lit for s, v in enumerate(column) if v == low for lit in row_lits[s]]
        for v, ss in by_value.items():
            a = indicator(enc, [lit for s in ss for lit in row_lits[s]])
            e = both(enc, a, w)
            enc.add_term(use.tier, e, v * scale)
            cover.append(e)
        if by_value:  # a needed target is met by a cheapest row or paid by an AND literal
            _link(enc, [w], cover)


def _add_shared_pairs(enc: Encoding, use, row_lits, needers, scale: int = 1) -> None:
    """Shared reads, tight form: per needed target t, pair literals p[s][t] (row s and t) with
    sum_s p[s][t] = w[t] and p[s][t] <= row s, priced at the table entry. Exact at integer
    points (w[t] picks the chosen row's entry); in the LP a needed target pays the chosen rows'
    entries, not the cheapest excess as the AND literals allow."""
    m = enc.model
    for t, groups in enumerate(needers):
        column = [row[t] for row in use.matrix]
        if not any(column) or not groups:
            continue
        w = _any_of(enc, list(groups.values()))
        low = min(column)
        enc.add_term(use.tier, w, low * scale)
        if all(v == low for v in column):
            continue
        key = ("shared", w.Index(), tuple(tuple(sorted(x.Index() for x in g)) for g in row_lits))
        pairs = enc.pair_cache.get(key)
        if pairs is None:  # tied copies share them (and their prices add up)
            pairs = enc.pair_cache[key] = [m.NewBoolVar("p") for _ in row_lits]
            m.Add(sum(pairs) == w)
            for s, g in enumerate(row_lits):
                m.Add(pairs[s] <= sum(g))
        for s, v in enumerate(column):
            enc.add_term(use.tier, pairs[s], (v - low) * scale)


def _any_of(enc: Encoding, groups: list[list[cp_model.IntVar]]) -> cp_model.IntVar:
    """A literal that holds when some reader needs the target: `groups` are the readers' needing
    candidates (exclusive within a reader, not across readers). One row per reader,
    sum(group) <= w, rather than one implication per candidate: at integer points the same,
    but in the LP a reader split over several candidates that all need the target pays for
    all of its weight, not for its largest single candidate's."""
    groups = [
        list({lit.Index(): lit for lit in g}.values())
        for g in {tuple(sorted(lit.Index() for lit in g)): g for g in groups}.values()
    ]
    if len(groups) == 1:
        return indicator(enc, groups[0])
    key = ("any",) + tuple(sorted(tuple(sorted(lit.Index() for lit in g)) for g in groups))
    if key not in enc.or_cache:
        w = enc.model.NewBoolVar("need")
        for group in groups:
            if len(group) == 1:
                enc.model.AddImplication(group[0], w)
            else:
                enc.model.Add(sum(group) <= w)
        enc.or_cache[key] = w
    return enc.or_cache[key]


def _groups(mapping: list[int], lits: list[cp_model.IntVar]) -> list[list[cp_model.IntVar]]:
    out: list[list[cp_model.IntVar]] = [[] for _ in range(max(mapping, default=-1) + 1)]
    for c, k in enumerate(mapping):
        out[k].append(lits[c])
    return out


def _add_remainder(enc, tier, rem, major_lits, minor_lits, scale: int = 1) -> None:
    """For each major index and each distinct non-zero value: AND(major, OR(minors with it)).

    Plus the linking rows and columns (docs/iopddl.md "Encodings"): a chosen major index is
    matched by a minor index with a zero remainder or by one of its AND literals, and a chosen
    minor index by a major index with a zero remainder or by an AND literal covering it. Both are
    implied at integer points; in the LP they stop a fractional plan from paying nothing, which
    is what kept the bound near the compute-only minimum.
    """
    covering: list[list] = [[] for _ in minor_lits]  # per minor: AND literals and zero majors
    for s, row in enumerate(rem):
        by_value: dict[int, list[int]] = defaultdict(list)
        for t, v in enumerate(row):
            if v:
                by_value[v].append(t)
            else:
                covering[t].extend(major_lits[s])
        if not by_value:
            continue
        a = indicator(enc, major_lits[s])
        ands = []
        for v, ts in by_value.items():
            b = indicator(enc, [lit for t in ts for lit in minor_lits[t]])
            e = both(enc, a, b)
            enc.add_term(tier, e, v * scale)
            ands.append(e)
            for t in ts:
                covering[t].append(e)
        zero = [lit for t, v in enumerate(row) if not v for lit in minor_lits[t]]
        _link(enc, major_lits[s], zero + ands)
    for t, lits in enumerate(covering):
        _link(enc, minor_lits[t], lits)


def _link(enc: Encoding, chosen: list, cover: list) -> None:
    """sum(chosen) <= sum(cover): a linking row of the local-marginal LP (deduplicated)."""
    if not chosen or not enc.linking:
        return
    key = ("link", tuple(sorted(lit.Index() for lit in chosen)),
           tuple(sorted({lit.Index() for lit in cover})))  # fmt: skip
    if key in enc.or_cache:
        return
    enc.or_cache[key] = chosen[0]
    unique = list({lit.Index(): lit for lit in cover}.values())
    enc.model.Add(sum(chosen) <= sum(unique))


def predicted_variables(
    problem: Problem,
    rep: list[int],
    tuning: Tuning = DEFAULT_TUNING,
    kept: list[list[int]] | None = None,
) -> int:
    """About how many variables `encode` makes, from the problem's shapes alone (no table
    cell is read): a choice literal per candidate of each representative node, and per use
    of distinct (representative producer, readers, table) the pair literals of a table
    within `marginal_limit` / `shared_pairs` cells, else one indicator per row and column
    (single reader) or per target and row (shared: the need literal and its AND literals).
    An estimate before presolve, which only removes candidates, so it errs high. `kept`: of
    the problem a descent round keeps (`presolve.restrict(problem, kept)`, not built)."""
    keep = kept or [range(len(node.candidates)) for node in problem.nodes]
    count = sum(len(keep[n]) for n in range(len(problem.nodes)) if rep[n] == n)
    seen: set[tuple] = set()
    for use in problem.uses:
        readers = tuple(sorted({rep[n] for n, _, _ in use.consumers}))
        key = (rep[use.producer], readers, id(use.matrix))
        if key in seen:
            continue
        seen.add(key)
        rows = len({use.rows[c] for c in keep[use.producer]})
        if len(use.consumers) == 1:
            n, _, cols = use.consumers[0]
            width = len({cols[c] for c in keep[n]})
            count += rows * width if rows * width <= tuning.marginal_limit else rows + width
        else:
            targets = len({cols[c] for n, _, cols in use.consumers for c in keep[n]})
            count += targets * (rows + 1) if rows * targets <= tuning.shared_pairs else 2 * targets
    return count


def model_size(enc: Encoding) -> dict[str, int]:
    proto = enc.model.Proto()
    return {"variables": len(proto.variables), "constraints": len(proto.constraints)}


def memory_points(problem: Problem) -> list[list[str]]:
    """Live value sets at the schedule points that can be a peak (cost.memory's schedule).

    The live set grows by an op's results and then loses the values dying there; a point is
    only kept when something dies right after it (otherwise the next point contains it).
    """
    fn = live_main(problem.program)  # dead ops have no node and no memory: XLA deletes them
    last: dict[str, int] = {}
    for i, op in enumerate(fn.ops):
        for v in op.operands:
            last[v] = i
    for v in list(fn.returns) + list(fn.args):
        last[v] = len(fn.ops)
    live = list(dict.fromkeys(fn.args))
    points = []
    for i, op in enumerate(fn.ops):
        now = live + [r for r in op.results if r not in live]
        dying = {v for v in op.operands if last.get(v) == i} | {
            r for r in op.results if r not in last
        }
        if dying or i == len(fn.ops) - 1:
            points.append(now)
        live = [v for v in now if v not in dying]
    if not fn.ops:
        points.append(live)
    return points


def value_memory(enc: Encoding, value: str) -> tuple[int, list[tuple[cp_model.IntVar, int]]]:
    """(constant bytes, [(literal, extra bytes)]) of one value's per-device shard."""
    from shardsat.cost.memory import value_bytes

    p = enc.problem
    n, r = p.producer[value]
    ttype = p.program.value(value).type
    sizes = [value_bytes(ttype, s[r], p.mesh) for s in p.nodes[n].result_shardings]
    low = min(sizes)
    return low, [(enc.x[n][c], b - low) for c, b in enumerate(sizes) if b > low]


def add_memory_budget(enc: Encoding, budget: int, enforce=None) -> None:
    """Per-device live bytes <= budget at every possible peak (see `memory_points`).

    Each value's bytes above its smallest shard are one integer variable per distinct
    expression (`ShardBytes`), so a point's row lists the live values, not their candidates:
    tied copies of a layer read the same literals and share one variable, and a point where k
    copies are live gets one term with coefficient k. Values live at every point (parameters,
    optimizer state) are summed once into one variable, and points with the same row are kept
    once, so the rows stay small on training steps with thousands of schedule points.
    """
    points = memory_points(enc.problem)
    if not points:
        return
    shards = ShardBytes(enc)
    always = set(points[0]).intersection(*map(set, points[1:]))
    const0, terms0 = shards.row(sorted(always))
    base = shards.total([(shards.vars[i], k) for i, k in terms0.items()], "always_live")
    seen: set[tuple] = set()
    const, terms, before = 0, {}, set()
    for live in points:
        now = set(live) - always
        # a point differs from the previous one by a few births and deaths: update, not rebuild
        const += shards.add(sorted(now - before), terms, 1)
        const -= shards.add(sorted(before - now), terms, -1)
        before = now
        key = (const, frozenset(terms.items()))
        if key in seen:
            continue
        seen.add(key)
        expr = cp_model.LinearExpr.WeightedSum(
            [shards.vars[i] for i in terms], list(terms.values())
        )
        ct = enc.model.Add(expr + base + const + const0 <= budget)
        if enforce is not None:
            ct.OnlyEnforceIf(enforce)


class ShardBytes:
    """Per value: its smallest shard's bytes, and an integer variable for the bytes above it
    (`value_memory`'s literals summed), shared by every value with the same literals."""

    def __init__(self, enc: Encoding):
        self.enc = enc
        self.vars: dict[int, cp_model.IntVar] = {}
        self.upper: dict[int, int] = {}
        """Largest value of each variable (the literals' coefficients summed)."""
        self.of_value: dict[str, tuple[int, int | None]] = {}
        self.of_terms: dict[tuple, int] = {}

    def value(self, value: str) -> tuple[int, int | None]:
        """(smallest shard bytes, index of the variable for the rest, None when fixed)."""
        if value not in self.of_value:
            low, terms = value_memory(self.enc, value)
            key = tuple(sorted((lit.Index(), b) for lit, b in terms))
            if not key:
                self.of_value[value] = (low, None)
            else:
                if key not in self.of_terms:
                    var = self.total(terms, f"bytes_{value}")
                    self.vars[var.Index()] = var
                    self.of_terms[key] = var.Index()
                self.of_value[value] = (low, self.of_terms[key])
        return self.of_value[value]

    def row(self, values) -> tuple[int, dict[int, int]]:
        """(constant bytes, {variable index: how many live values use it}) of a live set."""
        terms: dict[int, int] = {}
        return self.add(values, terms, 1), terms

    def add(self, values, terms: dict[int, int], sign: int) -> int:
        """Add (sign 1) or remove (-1) `values` in the row `terms`; their constant bytes."""
        const = 0
        for v in values:
            low, index = self.value(v)
            const += low
            if index is not None:
                count = terms.get(index, 0) + sign
                if count:
                    terms[index] = count
                else:
                    del terms[index]
        return const

    def total(self, terms: list[tuple[cp_model.IntVar, int]], name: str) -> cp_model.IntVar:
        """A new variable equal to sum(coef * var) over `terms` (literals, or variables of
        this table)."""
        lits, coefs = [v for v, _ in terms], [c for _, c in terms]
        top = sum(c * self.upper.get(v.Index(), 1) for v, c in terms)
        var = self.enc.model.NewIntVar(0, top, name)
        self.enc.model.Add(var == cp_model.LinearExpr.WeightedSum(lits, coefs))
        self.upper[var.Index()] = top
        return var
