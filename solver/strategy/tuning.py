"""The strategy engine's tuning: every size, share and switch of the search in one frozen value.

The defaults are the one configuration `shardsat iopddl` runs on every instance; the measurements
behind them are in docs/iopddl.md ("Tuning"). Experiments derive variants with
`dataclasses.replace(StrategyTuning(), ...)` and pass them down; no module global changes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

REPAIRABLE = 100_000_000
"""Overload (bytes) up to which a priced labelling still gets the forest repair and a fusion."""

BYTE_REFERENCE = 300_736_672
"""The memory limit (bytes) of L and S, on which the absolute byte thresholds were chosen."""


@dataclass(frozen=True, slots=True)
class StrategyTuning:
    """Sizes, time shares and switches of the strategy search (see docs/iopddl.md, "Tuning")."""

    # --- byte thresholds relative to the instance
    byte_reference: int | None = None
    """`for_capacity` scales `walk_spare`, `repairable` and `fusion_max_over` by the instance's
    memory limit over this (None: they stay absolute). Why: they are amounts of bytes over or
    under the limit, and the same structure (a replicated parameter, an activation) weighs
    bytes in proportion to the model's memory: D's limit is 89x L's, where 20 M is 6.7% of the
    limit but on D 0.07%, so no point of D was ever tight and no overload repairable."""

    # --- time split of `driver.solve`
    reserve_share: float = 0.03
    """Share of the limit kept for postsolve, the exact evaluation and phases' overruns."""
    reserve_max: float = 1.5
    """Upper bound, in seconds, on that reserve, before `reserve_per_item`."""
    reserve_per_item: float = 2e-5
    """Seconds added to `reserve_max` per node and edge of the instance: the postsolve and the
    exact evaluation walk every node and edge, and the search's last phase ends at the
    reserve (still capped at `reserve_share` of the limit)."""
    first_share: float = 0.03
    """The first labelling straight from the instance (`first.first_labelling`, handed out
    before the presolve) may take until this share of the limit (0: not tried)."""
    presolve_share: float = 0.3
    """The presolve stops its rounds (each exact) at this share of the limit."""
    bound_share: float = 0.04
    """Models without the whole-model CP-SAT spend this share of the limit on the diffusion bound."""
    start_share: float = 0.25
    """Share of the budget the start heuristics (greedy, priced BP) may use."""
    big_polish_share: float = 0.02
    """Big models: the start's last single-node polish gets this share of the budget (the
    rounds and the cluster search come next; docs/iopddl.md, "Fourteenth round")."""
    priced_share: float = 0.35
    """The priced forest search ends at this share of the limit at the latest."""
    priced_patience: float = 0.05
    """... or this share of the limit after its last improvement."""
    lns_share_before_full: float = 0.35
    """LNS ends at this share of the limit when the whole-model CP-SAT follows."""
    hard_ball_share: float = 0.5
    """Big models: share of the LNS time for the hard-memory ball search before the priced walk."""
    hub_share: float = 0.25
    """Big models: the hub-ball pass gets at most this share of the time left."""
    clear_share: float = 0.15
    """Big models: soft LNS on the start's forbidden pairs gets at most this share of the time."""

    # --- model size thresholds
    small_model_literals: int = 3_000
    """Below this many edge literals the whole model goes to CP-SAT at once (it proves fast)."""
    big_model_literals: int = 200_000
    """Above this the whole-model CP-SAT is skipped (it cannot move such models in time)."""
    priced_max_nodes: int = 5_000
    """Above this many nodes a model is big: ball search and priced walk instead of forest search."""
    bp_max_entries: int = 1_000_000
    """Edge-matrix entries above which min-sum BP is skipped (its 25 sweeps cost tens of seconds)."""

    # --- LNS
    lns_literals: int = 20_000
    """Edge-literal budget of one LNS neighbourhood."""
    lns_max_nodes: int = 300
    """Node cap of one neighbourhood (bigger ones cost seconds to build)."""
    soft_penalty: int = 10**12
    """Cost of one forbidden pair while LNS repairs an infeasible labelling."""

    # --- ball search (clusters.py)
    ball_radii: tuple[int, ...] = (2, 3)
    """Radii of the dear-ball passes (radius 1 misses the consumers' neighbours)."""
    ball_max_nodes: int = 300
    """Node cap of one ball (its outer layer is cut)."""
    ball_literals: int = 40_000
    """Edge-literal cap of one ball (shrunk by thirds until it fits)."""
    ball_seconds: float = 2.0
    """CP-SAT time per ball."""
    ball_top: int = 400
    """How many of the dearest edges and nodes seed balls."""
    ball_retries: int = 0
    """Re-solves (with 2x, 4x the time) of balls that timed out without gain."""
    hard_stall: tuple[float, float] | None = None
    """(window s, fraction): end the hard ball search once it gains less in the window; None: never."""
    hub_balls: bool = True
    """Big models: one pass of whole radius-2 hub balls before the priced walk."""
    hub_literals: int = 10_000
    """... only hub balls with at most this many edge literals."""
    hub_min_degree: int = 300
    """Nodes with at least this many neighbours are hubs."""
    hub_seconds: float = 5.0
    """CP-SAT time per hub ball."""
    forest_max_nodes: int = 2_000
    """Node cap of a forest grown around a dear item or an overloaded point."""
    star_min_degree: int = 100
    """Big models: nodes with at least this many neighbours get star moves before the balls."""
    forest_first_share: float = 0.3
    """Big models: the first cluster pass gives the dear-item forests at most this share of
    its time before the balls (a forest move costs a fraction of a ball solve)."""

    # --- priced walk (allocation.py)
    walk_per_bytes: tuple[float, ...] = (1.0, 1.3)
    """Starting price per byte of each priced walk."""
    walk_spare: int = 20_000_000
    """Points with less than this many bytes left are priced first."""
    walk_round_seconds: float = 8.0
    """Time of one priced round of balls."""
    walk_share: float = 0.95
    """Share of the allocation time the walks use (the rest polishes under hard limits)."""
    walk_bump: float = 0.5
    """Price rise on the overloaded points after a round that does not fit."""
    walk_decay: float = 0.8
    """Price factor after a round that fits."""
    walk_extend: bool = True
    """A round that moved nothing goes on in `extend_seconds` steps up to `round_cap`."""
    round_cap: float = 20.0
    """Longest an extended round may run."""
    extend_seconds: float = 2.0
    """Step of an extended round."""
    repairable: int = REPAIRABLE
    """Overload up to which a priced labelling gets the forest repair."""
    repair_seconds: float = 15.0
    """Time cap of one forest repair."""
    repair_share: float = 1.5
    """A Lagrangian round's forest repair gets at most this many times the round's search
    time (within [`lagrange_min_seconds`, `repair_seconds`]; `lagrange.fit_seconds`)."""
    fusion_seconds: float = 10.0
    """CP-SAT time of one label fusion (0: no fusion)."""
    fusion_max_over: int | None = REPAIRABLE
    """Rounds further over the limit than this are not fused (None: all are)."""
    fusion_labels: int = 3
    """Without a pool: the fusion takes the walk's last this many priced labellings."""
    fusion_pooled: bool = True
    """The walks share one pool of labellings for the fusion."""
    fusion_pool: int = 6
    """With a pool: the fusion takes the pool's last this many labellings."""
    fusion_repeats: int = 2
    """A fusion that gains is redone from its result at most this many times."""
    fusion_hops: int = 1
    """Rings of neighbours that join a fusion's free nodes."""
    fusion_topk: int = 4
    """Cheapest replies per free node of a fusion."""
    fusion_wide_topk: int = 8
    """Replies per node of the one wide fusion after the chain stops (0: none)."""
    priced_global: bool = True
    """A walk round starts from a CP-SAT solve of the whole priced model after its own presolve."""
    global_seconds: float = 5.0
    """CP-SAT time of that solve."""
    global_domain: int = 100
    """Nodes with more strategies stay at the hint in that solve (their tables dominate)."""
    global_min_left: float = 15.0
    """The global solve runs only with this much of the walk left."""
    global_from: int = 1
    """First walk round (0-based) that may start from the global solve."""
    global_rounds: int = 1
    """How many rounds from `global_from` on may start from it."""

    # --- whole-model Lagrangian rounds (lagrange.py)
    lagrange: bool = True
    """Big models start with rounds of the whole priced model at one price per byte (the
    interleaved sweep behind it: docs/iopddl.md, "Eleventh round")."""
    lagrange_share: float = 0.9
    """Share of the time left after the start that those rounds may use."""
    lagrange_structural: float = 15.0
    """The priced models' structural presolve (done once, replayed each round) stops its
    rounds after this many seconds."""
    lagrange_presolve: float = 2.5
    """The collapsed priced model's own presolve (dominance on) stops after this many seconds."""
    lagrange_seconds: float = 10.0
    """Longest search (CP-SAT, or BP and forest moves on a collapsed model too big for it) of
    one round on the collapsed priced model; a round gets less when the rounds' time left,
    shared among the rounds still allowed, is shorter (`lagrange.round_seconds`)."""
    lagrange_min_seconds: float = 3.0
    """Shortest search of one round (a shorter one leaves BP and the forest moves half done)."""
    lagrange_polish: float = 1.0
    """BP, ICM and forest moves on the collapsed model before CP-SAT, at most this long."""
    lagrange_min_round: float = 4.0
    """A round starts only with this much of the rounds' time left (and at least its estimated
    presolve and fitting time plus `lagrange_min_seconds`)."""
    lagrange_max_rounds: int = 6
    """Rounds at most (the memory-free one included): the price starts unbracketed, at the
    most a byte can be worth, and each overloaded round only raises its lower end."""
    lagrange_stall: float = 1e-3
    """The rounds stop when a round that fits by itself is within this share of the true cost
    of the previous one that did (`lagrange.stalled`)."""
    lagrange_overshoot: float = 1.5
    """Before any round fits, the next price is this many times the estimate from the last
    round (gap over overload, or break-even; `lagrange._next_price`): a price too low costs a
    round that does not fit, one too high little."""
    lagrange_probe_stretch: float = 2.0
    """The memory-free round's CP-SAT (on a model that fits it whole) that has not gained
    `lagrange_probe_gain` on its start by the end of its search time runs on until it has had
    `workers` x that time in CPU seconds, for at most this many times that time of the wall
    clock (`lagrange.probe_limits`; 1: wall clock only): under load a wall-clock limit can
    starve the probe every later round's basin and price come from (docs/iopddl.md,
    "Sixteenth round")."""
    lagrange_probe_gain: float = 0.05
    """... the share of its start's cost (on the collapsed model) it must have gained."""
    lagrange_probe_quiet: float = 0.2
    """... and this share of its search time since its last improvement."""
    lagrange_bracket: float = 1.25
    """The price bisection stops when its bracket is narrower than this factor."""

    # --- restricted-domain CP-SAT (domains.py)
    domain_frequent: int = 6
    """Strategies kept per node from the labellings, most frequent first."""
    domain_max_literals: int = 120_000
    """A restricted model above this many edge literals is not built."""
    domain_seconds: float = 12.0
    """CP-SAT time per restricted model."""
    domain_topk_start: int = 3
    """Cheapest replies per node at the start of the domain search."""
    domain_topk_max: int = 5
    """Widest the domain search goes."""
    domain_width_step: float = 0.5
    """Width change after a proved round without gain or a time-out."""
    domain_walk_seconds: float = 5.0
    """Priced forest walk that renews the domain search's labels."""

    # --- priced forest search and memory repair (heuristics.py, repair.py)
    priced_trail: int = 2_000
    """Priced labellings the forest search keeps for the domain search."""
    repair_price_growth: float = 1.3
    """Price factor per forest repair move that leaves a point overloaded."""
    repair_start_share: float = 1e-2
    """First repair price: this share of the cost per unit of overload."""
    repair_max_moves: int = 80
    """Forest repair gives up after this many moves."""

    # --- presolve work caps (each reduction stays exact; these only bound its cost)
    dominance_work: int = 30_000_000
    """k*k*D element comparisons allowed per node in the dominance test."""
    elim2_work: int = 4_000_000
    """|Su|*|Sv|*|Sw| allowed for one degree-2 elimination."""
    functional_growth: int = 2
    """A functional substitution may at most multiply the moved edges' entries by this."""

    def for_capacity(self, limit: int | None) -> StrategyTuning:
        """This tuning with its byte thresholds scaled to an instance whose memory limit is
        `limit` (unchanged without a limit or a `byte_reference`)."""
        if limit is None or self.byte_reference is None or limit <= 0:
            return self
        k = limit / self.byte_reference
        over = self.fusion_max_over
        return replace(
            self,
            walk_spare=max(1, round(self.walk_spare * k)),
            repairable=max(1, round(self.repairable * k)),
            fusion_max_over=None if over is None else max(1, round(over * k)),
            byte_reference=None,  # scaled once
        )


DEFAULT = StrategyTuning()
"""The configuration every command and test uses unless told otherwise."""
