"""solver/cpsat/ has no import loops, imports inside functions included (import-linter checks
directions between packages only, so a loop closed by a lazy import passes it)."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

PACKAGE = Path(__file__).resolve().parents[3] / "solver" / "cpsat"
PREFIX = "shardsat.solver.cpsat."


def cpsat_import_graph() -> nx.DiGraph:
    """module -> the solver.cpsat modules it imports anywhere in its source."""
    modules = {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    graph = nx.DiGraph()
    for name in modules:
        graph.add_node(name)
        for node in ast.walk(ast.parse((PACKAGE / f"{name}.py").read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PREFIX):
                graph.add_edge(name, node.module.removeprefix(PREFIX).split(".")[0])
    return graph


def test_cpsat_modules_import_without_loops() -> None:
    graph = cpsat_import_graph()
    assert graph.has_edge("driver", "tiers") and graph.has_edge("descent", "params")
    assert not graph.has_edge("descent", "driver") and not graph.has_edge("explain", "driver")
    assert list(nx.simple_cycles(graph)) == []
