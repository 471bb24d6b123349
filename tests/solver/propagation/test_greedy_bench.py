"""The benchmark script: exponent fit and a --tiny smoke run."""

import pytest
from shardsat.experiments.bench_greedy import fitted_exponent, main, mlp_stack


def test_fitted_exponent_of_exact_power_laws():
    assert fitted_exponent([(10, 1.0), (100, 10.0), (1000, 100.0)]) == pytest.approx(1.0)
    assert fitted_exponent([(10, 1.0), (100, 100.0)]) == pytest.approx(2.0)


def test_mlp_stack_has_five_ops_per_layer():
    program = mlp_stack(50)
    assert sum(1 for _ in program.walk_ops()) == 50


def test_tiny_benchmark_runs(capsys):
    assert main(["--tiny"]) == 0
    assert "fitted exponent" in capsys.readouterr().out


@pytest.mark.slow
def test_propagation_time_scales_linearly():
    from shardsat.experiments.bench_greedy import measure

    rows = measure((1_000, 2_000, 4_000, 8_000))
    assert fitted_exponent([(r["ops"], r["seconds"]) for r in rows]) < 1.3
    assert [r["steps"] / r["ops"] for r in rows] == pytest.approx([6.0] * 4, rel=0.01)
