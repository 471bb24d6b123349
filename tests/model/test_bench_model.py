"""Smoke test of experiments/bench_model.py (its numbers feed docs/model.md)."""

from shardsat.experiments.bench_model import bench


def test_bench_model_tiny_round_trips_and_reports_every_number():
    out = bench(20, seed=1)
    assert out["cases"] == 20
    assert set(out) == {
        "cases",
        "mean_text_chars",
        "parse_us",
        "parse_cached_us",
        "print_us",
        "verify_us",
        "layout_us_per_device",
        "rule_parse_us",
        "max_devices",
    }
    assert all(v > 0 for v in out.values())
