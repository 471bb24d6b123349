"""Differential check of the ir/ rule registry against Shardy (docs/ir.md numbers).

    python -m shardsat.experiments.ir_rules_diff            # tests/corpus + golden ops
    python -m shardsat.experiments.ir_rules_diff a.mlir ... # any files (also .mlir.gz)
    python -m shardsat.experiments.ir_rules_diff --conservative   # conservative-propagation rules

For every file: number of ops, ops with a rule (Shardy's), ops where our rule text equals the one
Shardy's `sdy-populate-op-sharding-rules` attaches, import and rule-building time.
"""

from __future__ import annotations

import sys
import time
import warnings
from pathlib import Path

from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.registry import rule_for
from shardsat.ir.shardy_oracle import compare_rules

ROOT = Path(__file__).resolve().parents[1]


def default_files() -> list[Path]:
    return sorted((ROOT / "tests" / "corpus").glob("*.mlir")) + [
        ROOT / "tests" / "golden" / "rules" / "ops.mlir"
    ]


def read(path: Path) -> str:
    if path.suffix == ".gz":
        import gzip

        return gzip.decompress(path.read_bytes()).decode()
    return path.read_text()


def main(argv: list[str]) -> int:
    conservative = "--conservative" in argv
    files = [Path(a) for a in argv if a != "--conservative"] or default_files()
    total = equal = with_rule = 0
    print(f"{'file':<22} {'ops':>5} {'rules':>6} {'equal':>6} {'import ms':>10} {'rules ms':>9}")
    for path in files:
        text = read(path)
        t0 = time.perf_counter()
        program = import_mlir(text)
        t1 = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for op in program.walk_ops():
                rule_for(op, program, conservative)
            t2 = time.perf_counter()
            rows = compare_rules(text, program, conservative)
        n_eq = sum(r.equal for r in rows)
        n_rule = sum(r.shardy is not None for r in rows)
        total, equal, with_rule = total + len(rows), equal + n_eq, with_rule + n_rule
        print(
            f"{path.name.split('.')[0]:<22} {len(rows):>5} {n_rule:>6} {n_eq:>6} "
            f"{(t1 - t0) * 1e3:>10.1f} {(t2 - t1) * 1e3:>9.1f}"
        )
        for r in rows:
            if not r.equal:
                print(f"  differs: {r.op_id}: ours {r.ours} shardy {r.shardy}")
    print(
        f"{'total':<22} {total:>5} {with_rule:>6} {equal:>6}  ({100.0 * equal / max(total, 1):.1f}% equal)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
