"""shardsat: sharding propagation for ML programs, solved with CP-SAT.

Layers (imports point one way): model <- ir <- cost <- solver <- experiments.
"""

__version__ = "0.1.0"


def __getattr__(name: str):
    """`shardsat.solve`, `shardsat.propagate`, `shardsat.import_mlir` (shardsat/api.py), loaded
    lazily so `import shardsat` stays cheap for the CLI."""
    if name in ("solve", "propagate", "import_mlir"):
        from shardsat import api

        return getattr(api, name)
    raise AttributeError(f"module 'shardsat' has no attribute {name!r}")
