"""Greedy sharding propagation, faithful to Shardy (SHARDY.md §5): `propagate`."""
