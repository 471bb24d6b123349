"""How the CP-SAT solver spends its time: the knobs a user does not set (docs/cpsat.md#tuning)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    """The solver's internal settings; experiments derive variants with `dataclasses.replace`."""

    tie_layers: bool = True
    """Repeated layers share their choice literals (`tying`)."""
    merge: bool = True
    """A use whose value has one reader that can always match it is an equality (`merge`)."""
    warm_start: bool = True
    """Hint greedy propagation's plan and start the descent from it."""
    presolve: bool = True
    """Drop dominated candidates first (`presolve`: exact, keeps an optimal plan)."""
    plan_cut: bool = True
    """Bound the full model's objective by the best known plan's value: CP-SAT's hint alone is
    not a guaranteed first solution."""
    linearization: int = 2
    """CP-SAT's `linearization_level` (2: the linking rows reach the LP)."""
    descent: float = 0.6
    """Share of the time left for the axis descent before the full solve (0: none)."""
    descent_beside_bound: float = 0.95
    """`descent` when the bound thread proves the bound from the start (the final solve's own
    bound is then only a backup)."""
    round_work: float | None = 4.0
    """Cap of one axis round in CP-SAT's deterministic time (None: only the wall clock), so a
    plateaued round stops early and machine load changes the plan less."""
    axis_round_workers: int | None = 1
    """CP-SAT workers of an axis round (None: the solve's `workers`): CP-SAT's sequential
    search proves a small axis round optimal where its two-worker portfolio proves nothing in
    the same time. Factor rounds keep every worker (docs/cpsat.md, "One worker per axis
    round")."""
    axis_round_max_variables: int = 20_000
    """Axis rounds with more encoded variables keep every worker: on larger rounds one worker
    stops at dearer plans than the portfolio (docs/cpsat.md, "One worker per axis round")."""
    round_patience: float | None = 1.0
    """An axis round of the descent stops once no better plan came for this many times the time to its last
    better one (at least `round_patience_floor` s; None: rounds run to their limit or work cap).
    Rounds found their last plan in the first 5 s of solves of up to 19 s (`patience`); with
    2.0 the 13 rows' plans were 0.99x the rounds without patience, with 1.0 0.963x (one run
    each; docs/cpsat.md, "Rounds that stop when they stall")."""
    round_patience_floor: float = 3.0
    """Seconds a round waits at least for a better plan (see `round_patience`): a one-worker
    round that is not proven quickly finds its plans in bursts, and a shorter floor stopped it
    between them (docs/cpsat.md, "One worker per axis round")."""
    factor_moves: int = 2
    """Factors of a node that one factor round may move, after the axis rounds stall (0: none)."""
    region_variables: int | None = 60_000
    """A factor round predicted (`encoding.predicted_variables`) to have more variables than
    this runs as a pass of region rounds instead (`descent.region_pass`: the same moves, one
    connected region of the graph at a time; None: never). On gpt-350m-train 8x8x8 from one
    stalled plan (16.34 ms), 60 s of region rounds reached 14.97 ms where the 365k-variable
    factor round reached 16.04 ms (docs/cpsat.md, "Region rounds")."""
    region_candidates: int = 700
    """A region grows until its nodes' factor-round candidates would pass this many (7-21k
    variables a round on 512 devices, each proven optimal in 0.1-5 s; at 1500, 20-37k and
    half of them stopped at their limit, 15.01 ms in the same 60 s)."""
    region_seconds: float = 10.0
    """Time limit of one region round (its work is capped by `factor_work` too)."""
    factor_moves_min: int = 2
    """A factor round too large for its limit at `factor_moves` factors per node moves fewer,
    down to this many (`descent.fitting_factor_round`); the race of starts gives way to a
    full-width one only. Off (= `factor_moves`): on 64 devices the one-factor round (18-19k
    variables, two workers) gained 3.3% in 47 s on one row and nothing in 45 s on another,
    where the race's other starts and the bound did better (docs/cpsat.md, "Encoding rounds
    in half the time"). The resumed descent after a plateaued bound goes down to one
    (`driver.resume_descent`): nothing else uses that time."""
    factor_below_gain: float = 0.02
    """A factor round follows a cycle of axis rounds (one round per axis) that lowered the plan
    by less than this share, before the axis rounds stall (0: only once they stall). On 512
    devices the axis rounds keep finding gains under 1% until the limit and a factor round is
    what moves the plan (docs/cpsat.md, "Rounds that stop when they stall")."""
    round_encode_share: float = 0.5
    """A factor round predicted to take more than this share of its time limit to price its
    unpriced cells (`tables.cells_estimate`) and encode (`encode_per_variable`) is not run: a
    round needs at least as long to search as to set up, and on 8 and 64 devices one that
    spent most of its limit on setup found nothing (docs/cpsat.md, "One worker per axis
    round")."""
    factor_work: float | None = 24.0
    """Cap of a factor round in deterministic time (its model is larger than an axis round's)."""
    complete_hint: bool = False
    """Hint every variable of a descent round's model, not only the choice literals."""
    round_probing: int | None = 0
    """CP-SAT's `cp_model_probing_level` in descent rounds (None: CP-SAT's default); probing
    took most of a factor round's time before the search began."""
    marginal_limit: int = 5000
    """Single-read tables up to this many cells get pair literals (a tighter LP), larger ones
    AND literals with linking rows (0: AND literals everywhere)."""
    shared_pairs: int = 5000
    """Shared-read tables up to this many cells get pair literals (row, target) (0: AND literals)."""
    linking: bool = True
    """Linking rows of AND-literal tables (off only to measure their effect on the bound)."""
    bound_worker: str = "max_lp"
    """CP-SAT's full-problem subsolver in the final solve ("": CP-SAT's default portfolio)."""
    bound_thread: str = "lb_tree_search"
    """A subsolver proving the bound in a thread of its own for the whole solve (`bound`;
    needs 2+ workers, one tier, wall-clock mode); "": none."""
    finish_share: float = 0.01
    """Share of the time limit kept after the search for stopping the workers and decoding."""
    full_model_share: float = 0.3
    """The full model is built only when pricing all its reshard tables is estimated to take
    at most this share of the time left; otherwise the axis descent runs alone on lazily
    priced tables (docs/cpsat.md#large-meshes)."""
    full_model_max_variables: int = 400_000
    """Predicted variables (`encoding.predicted_variables`) above which a one-tier solve is
    the descent alone however long its limit: given 600 s, gpt-350m-train on 8x8x8 h100x512
    (718k predicted, 396k encoded) took the full model and returned 18.28 ms with CP-SAT's
    bound of 6.4 ms, where the descent alone gives 17.70 ms and 13.27 ms in 120 s; the 2-axis
    GPT steps the full model solves well predict 119-132k (docs/cpsat.md, "Longer limits on
    large meshes")."""
    encode_per_variable: float = 3e-5
    """Seconds of presolve and encoding per predicted variable of the full model
    (`encoding.predicted_variables`, which errs high by about 2x), counted with the pricing
    estimate against `full_model_share`: a 390k-variable 512-device model took 19 s to
    presolve and encode, and the descent alone did better there (docs/cpsat.md#large-meshes)."""
    finish_per_node: float = 6e-4
    """Seconds per node kept after the search for decoding, verifying and pricing the plan by
    `cost.evaluate` (at least `finish_share`): on a 14k-node training step that is 8.6 s. At
    4e-4 (5.8 s) the finish of gpt-350m-train 4x4x4 took 7.1 s on a 2-core AMD EPYC and the
    solve returned at 121.3 s of its 120 (docs/cpsat.md, "Region rounds")."""
    stop_per_variable: float = 2e-5
    """Seconds per CP-SAT variable by which the full model's search ends early: a solve of the
    512-device GPT model (390k variables) returned 1.4-3.0 s after its deadline on a busy machine
    (docs/cpsat.md); this keeps 7.8 s there and 0.2 s on a 10k-variable model."""
    bound_share: float = 0.35
    """Share of the time left after the build that a descent-only solve leaves to the pairwise
    bound (`bound_pairwise`); the descent's early stop, when its rounds stall, leaves it more."""
    descent_starts: int = 4
    """Starts of a descent-only solve, at most: the cheapest of greedy's plan and the seeds
    first, then greedy's plan and the other seeds (`driver.other_starts`). A descent is local,
    so where it ends depends on its start; each start descends to its axis rounds' stall while
    no factor round fits the time left (`driver.race_to_stalls`; docs/cpsat.md, "One worker
    per axis round")."""
    axis_orders: int = 3
    """Orders of the axis rounds the race runs each start in, at most (`descent.axis_orders`:
    the mesh's largest-first order, then each next the farthest from those before; 1: that
    order alone). The race pairs starts and orders in Latin-square turns under its time rules
    (`driver.race_to_stalls`); deterministic mode runs one order.
    Which axis moves first decides the basin: on gpt-350m 4x4x4 the six orders ended the
    same two starts at 24.0-28.4 ms (docs/cpsat.md, "Axis orders in the race")."""
    race_min_share: float = 0.25
    """A factor round that fits the time left ends the race only once the race has used this
    share of the descent's budget (`driver.race_to_stalls`). At 0 (before): given 480 s,
    gpt-1.3b-train 4x4x4 (h100x64) ended its race after one descent for a 352k-variable
    factor round that gained 0.06% in 216 s, 50.36 ms against the 120 s race's 46.99 ms (at
    0.25: 46.83 ms; gpt-350m 4x4x4 given 240 s: 26.24 ms at 0, 23.91 at 0.25); a
    race of one full turn first cost the 512-device rows their factor round's time
    (gpt-6.7b 8x8x8 54.69 against 52.92 ms; docs/cpsat.md, "A longer limit, a worse plan")."""
    kicks: int = 0
    """Descents the race may run, once its starts are done, from the best end with a pair of
    axes taken off (`descent.kick_starts`), under the race's own time rules (0: none). Off:
    on the 64-device rows three kicks found plans 0-0.8% cheaper and cost the bound, which
    gets the time the race leaves, 2-6% (docs/cpsat.md, "Encoding rounds in half the
    time")."""
    race_share: float = 1.4
    """On the wall clock another start of the race runs only while a descent as long as the
    first would end within this share of the descent's budget (what the race leaves is the
    factor round's or, when none fits, the bound's; a later start is cut at the budget);
    in deterministic mode each start's descent gets this share (at most 1: nothing cuts a
    descent off there) over the starts. 1.4 let
    moe-1.3b 4x4x4 run its second start (19.18 against 20.98 ms) and changed no other row's
    plan by more than run-to-run noise (docs/cpsat.md, "Encoding rounds in half the time")."""
    bound_plateau: float = 0.002
    """The pairwise bound after a descent that ran out of time stops once it rises less than
    this share of the plan's price over its last quarter (at least 3 s), and the descent
    resumes for the time left (`driver.resume_descent`; 0: the bound keeps all its time): a
    bound that has stopped rising gains nothing from its share (docs/cpsat.md, "The bound's
    plateau")."""
    shared_reads: bool = True
    """The pairwise bound takes a value read by 2-4 consumer nodes as one exact term
    (`bound_shared`) rather than k pairwise means, which lose what consumers wanting different
    reshards pay; off only for A/B runs (docs/cpsat.md, "Shared reads as one term")."""
    bound_sequential: bool = True
    """The pairwise bound's sweeps update the nodes in TRW-S's schedule (a node's terms towards
    the nodes after it get its min-marginal) rather than min-sum diffusion's mean: alone for
    60 s on the 64-device rows it reached 3.6-5.2% higher (docs/cpsat.md, "A sequential
    schedule for the bound"); off only for A/B runs."""
    pricing_child: bool = True
    """The pairwise bound after the descent hands the reshards it needs priced to a child
    process (`pricing_job`; 2+ workers, not deterministic) and sweeps meanwhile: pricing
    was half its time, on one core of two (docs/cpsat.md, "A child process prices for the
    bound")."""
    planner_floors: bool = True
    """The pairwise bound raises unpriced cells to the gathers XLA's planner certainly begins
    them with (`cost.reshard_dispatch`), table by table as its sweeps reach them
    (docs/cpsat.md, "Lower values that know the planner")."""
    bound_job: bool = True
    """A descent-only solve with 2+ workers sweeps the pairwise bound in a child process
    (`cpsat.bound_job`) from the wait for the standard plans to the deadline, beside the
    descent, rather than in process during that wait and after the descent only: the
    one-worker axis rounds leave a core idle for most of the descent (docs/cpsat.md, "Axis
    orders in the race, and the bound in a child process")."""
    bound_beside_descent: bool = False
    """Run the pairwise bound in a thread beside the descent for the whole solve (2+ workers),
    instead of after it for `bound_share` of the time. Off: on gpt-1.3b-train, 4x4x4, it
    raised the bound 0.5% and cost the plan 6.7% (the rounds share the cores and the GIL);
    gpt-350m-train: same plan, bound +0.8% (docs/cpsat.md, "This round's descent")."""
    early_bound: bool = True
    """A descent-only solve sets the pairwise bound up and sweeps it while it waits for the
    standard plans of the child process (`seed_job`), on the core the wait leaves idle; the
    bound after the descent continues from those messages and prices (`driver.early_bound`)."""
    expert_seed_share: float = 0.2
    """Share of the time left after the build that a descent-only solve given no `seeds` spends
    building the standard plans (`solver.expert.seed_plans`) as its starts: the descent is a
    local search, and from greedy's plan it stays near it on 3+ axes (docs/cpsat.md, "Standard plans as starts by default");
    0 turns it off. The full model, a global search, builds none."""
    background_seeds: bool = True
    """Build the standard plans in a child process from the start of a solve with 2+ workers
    (`solver.seed_job`), on the core the single-threaded build leaves idle, rather than only
    after the build (docs/cpsat.md, "Standard plans beside the build")."""
    fallback_share: float = 0.1
    """Share of the time limit the build leaves for pricing greedy's plan should it run out of
    time (`cost.evaluate` of a large training step takes seconds; docs/cpsat.md#time-discipline)."""


DEFAULT_TUNING = Tuning()
