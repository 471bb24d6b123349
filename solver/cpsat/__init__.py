"""The CP-SAT sharding solver (DESIGN.md §2): `solve`, `SolveOptions`."""
