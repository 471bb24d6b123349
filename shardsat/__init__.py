"""shardsat: sharding propagation for ML programs, solved with CP-SAT.

Layers (imports point one way): model <- ir <- cost <- solver <- experiments.
"""

__version__ = "0.1.0"
