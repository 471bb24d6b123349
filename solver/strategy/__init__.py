"""The IOPDDL strategy-selection engine: one strategy per node, memory-capped (docs/iopddl.md)."""
