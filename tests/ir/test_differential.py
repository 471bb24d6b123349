"""Our registry against Shardy's own `sdy-populate-op-sharding-rules`, op by op, on every MLIR
file of the corpus (tests/corpus/*.mlir, lowered from JAX) and tests/golden/rules/ops.mlir."""

from pathlib import Path

import pytest
from shardsat.ir.shardy_oracle import compare_rules

ROOT = Path(__file__).parents[1]
FILES = sorted((ROOT / "corpus").glob("*.mlir")) + [ROOT / "golden" / "rules" / "ops.mlir"]

KNOWN_DIFFERENCES: dict[str, str] = {}
"""op id -> reason, for ops where we deliberately differ from Shardy (docs/ir.md)."""

DIALECTS_XLA_LOWERS_FIRST = ("chlo.",)
"""Shardy has no MLIR rule for chlo ops; XLA legalizes them (erfc into elementwise ops, top_k
into its TopK op) before it partitions, and shardsat gives them the rules of what XLA
partitions (ir/rules_elementwise.py, ir/rules_custom.py)."""


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("conservative", [False, True], ids=["default", "conservative"])
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_rules_equal_shardy(path, conservative):
    rows = compare_rules(path.read_text(), conservative=conservative)
    assert rows, "no ops compared"
    diffs = [
        f"{r.op_id}: ours {r.ours} shardy {r.shardy}"
        for r in rows
        if not r.equal
        and r.op_id not in KNOWN_DIFFERENCES
        and not r.op_name.startswith(DIALECTS_XLA_LOWERS_FIRST)
    ]
    assert diffs == []


def test_corpus_is_large_and_varied():
    corpus = sorted((ROOT / "corpus").glob("*.mlir"))
    assert len(corpus) >= 10
    text = "\n".join(p.read_text() for p in corpus)
    for op in ("dot_general", "convolution", "gather", "scatter", "sort", "while", "reshape",
               "reduce_window", "sdy.sharding_constraint", "dynamic_slice", "fft", "concatenate",
               "stablehlo.case", "optimization_barrier", "call @"):  # fmt: skip
        assert op in text, op


ZOO = ROOT.parent / "experiments" / "data"


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("path", sorted(ZOO.glob("*.mlir*")), ids=lambda p: p.name)
def test_zoo_rules_equal_shardy(path):
    import gzip

    text = gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else path.read_text()
    rows = compare_rules(text)
    assert [
        r for r in rows if not r.equal and not r.op_name.startswith(DIALECTS_XLA_LOWERS_FIRST)
    ] == []
