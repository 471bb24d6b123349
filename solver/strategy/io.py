"""Reading and writing IOPDDL instances and solutions (the contest's JSON and `[s0, s1, ...]`)."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path
from typing import Any

import numpy as np
from shardsat.model.errors import VerificationError
from shardsat.model.files import write_atomic
from shardsat.solver.strategy.problem import StrategyProblem


def problem_from_json(data: Any, source: str = "input") -> StrategyProblem:
    """Decode the contest JSON ({"problem": {...}}, or the inner object)."""
    try:
        p = data["problem"] if "problem" in data else data
        nodes, edges = p["nodes"], p.get("edges", {"nodes": [], "costs": []})
        limit = p.get("usage_limit")
        problem = StrategyProblem.build(
            node_costs=nodes["costs"],
            node_usages=nodes["usages"],
            intervals=nodes["intervals"],
            edges=edges.get("nodes", []),
            edge_costs=edges.get("costs", []),
            usage_limit=None if limit is None else int(limit),
            name=str(p.get("name", Path(source).name)),
        )
        # times and the limit are int64 downstream, as the costs already are (found by fuzzing)
        np.array([t for iv in problem.intervals for t in iv] + [limit or 0], dtype=np.int64)
        return problem
    except (KeyError, TypeError, ValueError, OverflowError) as err:
        raise VerificationError(
            f"{source}: not an iopddl problem ({type(err).__name__}: {err})"
        ) from err


def _loads(raw: bytes) -> Any:
    """JSON by orjson when it is installed (twice as fast on the contest's 100 MB instances),
    else, or for what orjson rejects (integers beyond 64 bits), by the standard library."""
    try:
        import orjson
    except ImportError:
        return json.loads(raw)
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return json.loads(raw)


def read_problem(path: str | os.PathLike) -> StrategyProblem:
    """Read a contest instance from plain or gzip-compressed JSON (detected by magic bytes)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise VerificationError(f"{path}: cannot read ({err.strerror or err})") from err
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        data = _loads(raw)
    except (OSError, EOFError, ValueError) as err:
        raise VerificationError(f"{path}: not gzip/JSON ({str(err).splitlines()[0]})") from err
    return problem_from_json(data, str(path))


def problem_to_json(problem: StrategyProblem) -> dict[str, Any]:
    """The contest JSON object for `problem` (inverse of problem_from_json)."""
    body: dict[str, Any] = {
        "name": problem.name,
        "nodes": {
            "intervals": [list(iv) for iv in problem.intervals],
            "costs": [c.tolist() for c in problem.node_costs],
            "usages": [u.tolist() for u in problem.node_usages],
        },
        "edges": {
            "nodes": [list(e) for e in problem.edges],
            "costs": [c.tolist() for c in problem.edge_costs],
        },
    }
    if problem.usage_limit is not None:
        body["usage_limit"] = problem.usage_limit
    return {"problem": body}


def write_problem(path: str | os.PathLike, problem: StrategyProblem) -> None:
    write_atomic(path, json.dumps(problem_to_json(problem)))


def format_solution(choice: Any) -> str:
    """The contest's solution format: `[s0, s1, ...]`."""
    return "[" + ", ".join(str(int(s)) for s in choice) + "]"


def write_solution(path: str | os.PathLike, choice: Any) -> None:
    write_atomic(path, format_solution(choice) + "\n")
