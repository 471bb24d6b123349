"""shardsat: sharding propagation for ML programs, solved with CP-SAT.

Layers (imports point one way): model <- ir <- cost <- solver <- experiments.
Public API (loaded lazily so `import shardsat` stays cheap for the CLI): `auto_shard` and `Plan`
(shardsat/auto.py), `from_jax`, `import_mlir`, `solve`, `propagate` (shardsat/api.py), `Mesh`,
`Solution`, `SolveStatus`.
"""

__version__ = "0.1.0"

_LAZY = {
    "auto_shard": "shardsat.auto",
    "Plan": "shardsat.auto",
    "from_jax": "shardsat.api",
    "import_mlir": "shardsat.api",
    "solve": "shardsat.api",
    "propagate": "shardsat.api",
    "Solution": "shardsat.api",
    "SolveStatus": "shardsat.api",
    "Mesh": "shardsat.model.mesh",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str):
    """The public names of `_LAZY`, imported on first use."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'shardsat' has no attribute {name!r}")
