"""Regenerate the pre-lowered zoo MLIR in experiments/data/ (and its index.json).

    python -m shardsat.experiments.zoo_regen            # every built-in name
    python -m shardsat.experiments.zoo_regen gpt-tiny   # only these

Files above GZIP_ABOVE bytes are stored gzipped (`.mlir.gz`); the text is what
`jax.jit(fn, keep_unused=True).lower(*abstract args).as_text()` prints with the jax version
recorded in the index. Loading checks the recorded config against the resolved one, so a stale
file is never used for a changed preset.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

from shardsat.experiments import zoo
from shardsat.model.files import write_atomic

GZIP_ABOVE = 100_000


def regenerate(names: list[str], out_dir: Path) -> dict:
    """Trace `names`, write their files into `out_dir`, merge their rows into index.json."""
    import jax

    out_dir.mkdir(parents=True, exist_ok=True)
    index_path = out_dir / "index.json"
    index = json.loads(index_path.read_text()) if index_path.exists() else {}
    for name in names:
        start = time.perf_counter()
        entry = zoo.trace(zoo.resolve(name))
        data = entry.mlir.encode()
        file = f"{name}.mlir"
        for old in (out_dir / file, out_dir / f"{file}.gz"):
            old.unlink(missing_ok=True)
        if len(data) > GZIP_ABOVE:
            file += ".gz"
            (out_dir / file).write_bytes(gzip.compress(data, mtime=0))
        else:
            (out_dir / file).write_bytes(data)
        index[name] = {
            "file": file,
            "family": entry.spec.family,
            "kind": entry.spec.kind,
            "config": entry.spec.config,
            "parameters": entry.parameters,
            "ops": entry.ops,
            "num_args": len(entry.batch_dims),
            "batch_dims": {str(i): d for i, d in enumerate(entry.batch_dims) if d is not None},
            "jax": jax.__version__,
        }
        print(f"{name}: {entry.ops} ops, {len(data)} bytes, {time.perf_counter() - start:.1f} s")
    ordered = {n: index[n] for n in zoo.list_models() if n in index}
    write_atomic(index_path, json.dumps(ordered, indent=1, sort_keys=False) + "\n")
    return ordered


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="built-in names (default: all)")
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "data")
    args = parser.parse_args(argv)
    regenerate(args.names or zoo.list_models(), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
