"""The CP-SAT model is the same in every process, whatever PYTHONHASHSEED.

Python randomises string hashes per process, so a set of shardings iterated while the model is
built reorders CP-SAT's rows, and deterministic mode then gives different plans for the same
command (it did: gpt-tiny-train's plans differed across hash seeds, and the L=2 GPT step's
descent ended at 2.121-2.147 ms from process to process)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = """
import hashlib, sys
from shardsat.cost.topology import load_topology
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.encoding import encode
from shardsat.solver.cpsat.merge import tight_uses
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.cpsat.tying import tie_nodes
mesh = Mesh.of("mesh", data=2, model=4)
program = import_mlir(open(sys.argv[1]).read())
problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
enc = encode(problem, tie_nodes(problem), tight_uses(problem))
print(hashlib.sha256(str(enc.model.Proto()).encode()).hexdigest())
"""


def _model_digests(module: Path, hash_seeds: tuple[int, ...]) -> set[str]:
    """The model's digest built in one process per hash seed, the processes side by side."""
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", SCRIPT, str(module)],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
        )
        for seed in hash_seeds
    ]
    out = set()
    for proc in procs:
        stdout, _ = proc.communicate(timeout=300)
        assert proc.returncode == 0
        out.add(stdout.strip())
    return out


def test_the_model_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    from shardsat.experiments.zoo import load_model
    from shardsat.ir.mlir_export import export_mlir
    from shardsat.model.mesh import Mesh

    mesh = Mesh.of("mesh", data=2, model=4)
    program = load_model("gpt-tiny-train", mesh=mesh, layers=1)
    program.meshes[mesh.name] = mesh
    module = tmp_path / "gpt1.mlir"
    module.write_text(export_mlir(program, {}))
    digests = _model_digests(module, (1, 2))
    assert len(digests) == 1
    assert len(next(iter(digests))) == len(hashlib.sha256().hexdigest())
