"""No import loops between shardsat's modules, lazy (in-function) imports included.

import-linter checks the direction between layers and packages; a loop inside one package
(closed by an import inside a function) passes it, so this test reads every import statement
of the source tree and looks for cycles in the module graph.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("model", "ir", "cost", "solver", "experiments")


def module_files() -> dict[str, Path]:
    """Module name -> file, for the installed layout (`model/x.py` is `shardsat.model.x`)."""
    files = {}
    for top in (*LAYERS, "shardsat"):
        base = ROOT / top
        for path in base.rglob("*.py"):
            parts = path.relative_to(base).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            prefix = ("shardsat",) if top == "shardsat" else ("shardsat", top)
            files[".".join(prefix + parts)] = path
    return files


def imported_modules(path: Path, known: set[str], package: str) -> set[str]:
    """The shardsat modules `path` imports anywhere (module level or inside functions)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            names = [f"{base}.{a.name}" for a in node.names] + [base]
        else:
            continue
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                found.add(name)
    return found


def import_graph() -> nx.DiGraph:
    files = module_files()
    known = set(files)
    graph = nx.DiGraph()
    for module, path in files.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for target in imported_modules(path, known, package):
            if target != module and not module.startswith(target + "."):
                graph.add_edge(module, target)
    return graph


def test_import_graph_sees_the_solver_packages():
    graph = import_graph()
    assert "shardsat.solver.cpsat.problem" in graph.successors("shardsat.solver.cpsat.encoding")


def test_no_import_cycles():
    cycles = list(nx.simple_cycles(import_graph()))
    assert cycles == [], f"{len(cycles)} import loops, e.g. {' -> '.join(min(cycles, key=len))}"
