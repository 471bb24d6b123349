"""The pairwise bound in a child process (`cpsat.bound_job`): the bound it sends is the one
the parent's own sweeps reach, a two-worker descent-only solve uses it, and a child that
cannot run leaves the bound to the parent."""

from __future__ import annotations

from shardsat.cost.topology import load_topology
from shardsat.solver.cpsat import bound_job
from shardsat.solver.cpsat.bound_job import BoundJob
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.options import SolveOptions, candidate_options
from shardsat.solver.cpsat.tuning import DEFAULT_TUNING, Tuning

from tests.solver.cpsat.test_cpsat import MESH_XY, mlp

DESCENT_ONLY = Tuning(full_model_share=0.0)


def recorded_bound_jobs(monkeypatch) -> list[BoundJob]:
    """The bound children the solves below start, in order (the driver's `BoundJob` patched
    to record each)."""
    from shardsat.solver.cpsat import driver

    started: list[BoundJob] = []

    class Recorded(BoundJob):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            started.append(self)

    monkeypatch.setattr(driver, "BoundJob", Recorded)
    return started


def test_the_child_bounds_the_tied_mlp_at_its_optimum() -> None:
    """The tied 4-layer MLP (h100x8): the child's sweeps reach 1508 ns, the proven optimum
    the in-process bound reaches too (`test_the_bound_thread_gives_the_bound_run_in_turn`),
    and stop there; its frames carry the sweeps and the trace ends at that bound."""
    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    options = candidate_options(SolveOptions())
    with BoundJob(
        program, MESH_XY, topology, "time", options, False, DEFAULT_TUNING, 60.0
    ) as job:  # fmt: skip
        bound, stats = job.finish(Deadline.after(60.0))
    assert bound == 1508 and job.trace[-1][1] == 1508
    assert stats["in_child"] is True and stats["failed"] is False and stats["sweeps"] > 1


def test_a_finish_at_the_plan_price_returns_early_and_help_reaches_the_child() -> None:
    """`finish(deadline, plan)` returns once the child's bound reaches the plan's price (the
    plan is proven), well before a 60 s deadline, and leaves the child running; told that the
    search is over (`help`), the child goes on (with its pricing helper) to the optimum."""
    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    options = candidate_options(SolveOptions())
    with BoundJob(program, MESH_XY, topology, "time", options, False, DEFAULT_TUNING, 60.0) as job:
        deadline = Deadline.after(60.0)
        bound, _ = job.finish(deadline, plan=1000)  # below the bound's first frames
        assert bound >= 1000 and deadline.left() > 50
        job.help()
        bound, _ = job.finish(deadline)
    assert bound == 1508


def test_the_child_sweeps_until_helped_then_with_a_pricing_child() -> None:
    """`bound_job.sweep` told from the start that the search is over: its first run stops
    after one (unfinished) sweep, the second goes on with the pricing child to the optimum."""
    import threading

    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    problem = build_problem(program, MESH_XY, Pricer(MESH_XY, topology, "time"))
    state = PairwiseBound(problem, tie_nodes(problem))
    helped = threading.Event()
    helped.set()
    assert bound_job.sweep(state, Deadline.after(60.0), None, helped, True) == 1508
    assert state.runs == 2 and state.trace[0][1] < 1508


def test_a_two_worker_descent_only_solve_bounds_in_a_child() -> None:
    """With 2 workers the descent-only solve's bound comes from the child (and proves the
    descent's plan, 1508 ns); with 1 worker, or `bound_job` off, it is swept in process."""
    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    two = solve(program, MESH_XY, topology, time_limit=10, workers=2, tuning=DESCENT_ONLY)
    assert two.stats["pairwise_bound"]["in_child"] is True
    assert "early_bound" not in two.stats
    assert two.objective == two.bound == 1508
    for workers, tuning in [(1, DESCENT_ONLY), (2, Tuning(full_model_share=0.0, bound_job=False))]:
        sol = solve(program, MESH_XY, topology, time_limit=10, workers=workers, tuning=tuning)
        assert "in_child" not in sol.stats["pairwise_bound"]
        assert sol.objective == sol.bound == 1508


def test_a_child_that_cannot_run_leaves_the_bound_to_the_parent(monkeypatch) -> None:
    """A child that exits at once with an error (here `false` instead of Python) has
    `failed` by the time the descent starts: the parent sweeps the bound itself, the same
    1508 ns."""
    started = recorded_bound_jobs(monkeypatch)
    monkeypatch.setattr("sys.executable", "/bin/false")  # the seed child fails too
    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    sol = solve(program, MESH_XY, topology, time_limit=10, workers=2, tuning=DESCENT_ONLY)
    assert len(started) == 1 and started[0].failed
    assert "in_child" not in sol.stats["pairwise_bound"]
    assert sol.objective == sol.bound == 1508


def test_a_plateau_after_help_is_reported_once_and_the_sweeps_go_on(monkeypatch) -> None:
    """Asked for a rise no sweep can make (and no minimum window), the child's second run
    plateaus at once: `plateau_reached` is called once, and a third run goes on to the
    optimum (the parent's resumed descent does not end the bound)."""
    import threading

    from shardsat.solver.cpsat import bound_pairwise
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    monkeypatch.setattr(bound_pairwise, "PLATEAU_WINDOW_S", 0.0)
    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    problem = build_problem(program, MESH_XY, Pricer(MESH_XY, topology, "time"))
    state = PairwiseBound(problem, tie_nodes(problem))
    helped, reached = threading.Event(), []
    helped.set()
    final = bound_job.sweep(
        state, Deadline.after(60.0), None, helped, False, {"rise": 10**9}, reached.append
    )  # fmt: skip
    assert final == 1508 and len(reached) == 1 and state.runs == 3


def test_the_descent_resumes_when_the_child_plateaus_or_ends_early(monkeypatch) -> None:
    """`driver.bound_in_child`: after a descent that ran out of time, the descent resumes
    when the child's bound plateaus; after any descent, when the child has ended below the
    plan's price with time left (the time is otherwise idle); not after a stalled descent
    while the child sweeps on, nor once the plan is proven or within `bound_plateau` (0.2%)
    of the bound (`gap_left`)."""
    from types import SimpleNamespace

    from shardsat.solver.cpsat import driver

    class FakeJob:
        def __init__(self, bound: int, plateaued: bool, done: bool) -> None:
            self.bound, self.plateaued, self.done, self.rise = bound, plateaued, done, "unset"

        def help(self, rise=None) -> None:
            self.rise = rise

        def finish(self, deadline, plan=None):
            return self.bound, {"plateaued": self.plateaued, "in_child": True}

    resumed: list = []
    monkeypatch.setattr(
        driver, "resume_descent", lambda ctx, shell, best, *rest: resumed.append(best) or [1]
    )
    price = lambda c: 10_000 * c[0]  # noqa: E731
    for job, timed_out, expected in [
        (FakeJob(5000, True, False), True, [[3]]),  # plateaued
        (FakeJob(5000, False, True), True, [[3]]),  # ended early below the plan's 30,000
        (FakeJob(5000, False, True), False, [[3]]),  # stalled descent, ended child: idle time
        (FakeJob(5000, False, False), False, []),  # stalled descent, the child sweeps on
        (FakeJob(30_000, False, True), True, []),  # the plan is proven
        (FakeJob(29_950, True, False), True, []),  # plateaued 50 below: within 0.2% (60)
        (FakeJob(29_900, True, False), True, [[3]]),  # 100 below: resumed
    ]:
        resumed.clear()
        ctx = SimpleNamespace(tuning=Tuning(), deadline=Deadline.after(60.0), stats={})
        best, bound = driver.bound_in_child(ctx, job, None, [3], price, None, [], timed_out)
        assert resumed == expected and best == ([1] if expected else [3])
        assert job.rise == (Tuning().bound_plateau * 30_000 if timed_out else None)
        assert ctx.stats["pairwise_bound"]["in_child"] is True


def test_a_solve_that_raises_stops_its_bound_child(monkeypatch) -> None:
    """The child is one of the solve's `children`: a solve that raises after starting it
    (here in collecting the standard plans) leaves no child running."""
    import pytest
    from shardsat.solver.cpsat import driver

    def broken(*args, **kwargs):
        raise RuntimeError("seeds")

    started = recorded_bound_jobs(monkeypatch)
    monkeypatch.setattr(driver, "with_expert_seeds", broken)
    program, topology = mlp(4, MESH_XY), load_topology("h100x8", MESH_XY)
    with pytest.raises(RuntimeError, match="seeds"):
        solve(program, MESH_XY, topology, time_limit=30, workers=2, tuning=DESCENT_ONLY)
    assert len(started) == 1 and started[0]._proc.poll() is not None
