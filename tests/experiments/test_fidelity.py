"""experiments/fidelity.py's batch: a program that raises is one ERROR row counted as off, the
rest still run, and a rerun keeps finished programs and tries the failed one again."""

from __future__ import annotations

import pandas as pd
from shardsat.experiments import fidelity


def _rows(corpus, name, predicted, xla):
    base = {"corpus": corpus, "program": name, "plan": "greedy", "status": "FEASIBLE",
            "predicted_bytes": predicted, "solve_s": 0.1}  # fmt: skip
    return [fidelity._row(base, "jit", [_Seen(xla)]), fidelity._row(base, "export", [_Seen(xla)])]


class _Seen:
    def __init__(self, b):
        self.bytes = b


def test_a_raising_program_is_recorded_and_retried(tmp_path, monkeypatch):
    calls = []

    def jobs(corpora, tiny, jax_programs, off=None):
        def ok(t):
            calls.append("ok")
            return _rows("blind9", "ok-step", 1000, 1050)

        def broken(t):
            calls.append("broken")
            raise ValueError("constant payload lost")

        yield "blind9", "broken-step", broken
        yield "blind9", "ok-step", ok

    monkeypatch.setattr(fidelity, "_jobs", jobs)
    out = tmp_path / "fid"
    assert fidelity.main(["--corpus", "blind9", "--out", str(out)]) == 1
    table = pd.read_csv(out.with_suffix(".csv"))
    assert table.status.tolist() == ["ERROR", "FEASIBLE", "FEASIBLE"]
    assert table.error[0] == "broken-step: ValueError: constant payload lost"
    assert table.within_10pct.tolist() == [False, True, True]
    assert "blind9: 2/3 rows within ±10%" in out.with_suffix(".md").read_text()
    assert fidelity.main(["--corpus", "blind9", "--out", str(out)]) == 1
    assert calls == ["broken", "ok", "broken"]  # the finished program is not run again
    assert pd.read_csv(out.with_suffix(".csv")).status.tolist().count("ERROR") == 1
