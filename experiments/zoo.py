"""The model zoo: built-in programs a user can name, as MLIR text and as `ir.Program`.

Names are `<preset>` (inference: the forward pass) and `<preset>-train` (one training step:
forward, `jax.grad` backward, hand-written Adam update). A family name (`gpt`, `mlp`, `moe`,
`wresnet`, `unet`) is its small default preset. Presets follow ANCHORS.md (Alpa's suites): GPT
`(hidden, layers, heads)` with S=1024, V=51200; MoE `(hidden, layers, heads, experts)` with S=1024,
V=32000. The global batch defaults to 8 (not Alpa's 1024): shapes only scale the cost numbers,
not the solver's work, and 8 divides every mesh used here.

Built-in names load from pre-lowered MLIR committed in `experiments/data/` (regenerate with
`python -m shardsat.experiments.zoo_regen`), so the default path needs no jax tracing; any
override (`layers=4`) traces with jax (`jax.jit(fn).lower(*abstract args).as_text()`).

Programs carry no mesh. `load_model(name, mesh=...)` attaches one (as `@mesh`) and seeds the
batch dim of every data input with the mesh's data axis as an open dim (`{"data", ?}`): the
classic data-parallel starting point greedy propagation needs and that CP-SAT may extend.
"""

from __future__ import annotations

import gzip
import json
import math
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from shardsat.ir.program import Program
from shardsat.model.axis import AxisRef
from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding

MESH_NAME = "mesh"
DTYPES = {"f32": "float32", "bf16": "bfloat16", "f16": "float16"}


class ZooError(ShardsatError):
    """An unknown model name or a bad override."""


FAMILIES: dict[str, dict[str, Any]] = {
    "mlp": {"batch": 8, "hidden": 256, "layers": 3, "features": 128, "dtype": "f32"},
    "gpt": {
        "batch": 8, "seq": 32, "hidden": 64, "layers": 2, "heads": 4, "vocab": 256, "dtype": "f32",
    },
    "moe": {
        "batch": 8, "seq": 32, "hidden": 64, "layers": 2, "heads": 4, "vocab": 256,
        "experts": 8, "top_k": 2, "capacity_factor": 2.0, "dtype": "f32",
    },
    "wresnet": {
        "batch": 8, "image": 32, "channels": 3, "width": 64, "layers": 2, "classes": 10,
        "dtype": "f32",
    },
    "unet": {"batch": 8, "image": 32, "channels": 3, "width": 32, "layers": 2, "dtype": "f32"},
}  # fmt: skip
"""Each family's defaults: the small preset its bare name stands for."""

_GPT = {"seq": 1024, "vocab": 51200}
_MOE = {"seq": 1024, "vocab": 32000}
PRESETS: dict[str, tuple[str, dict[str, Any]]] = {
    "mlp": ("mlp", {}),
    "gpt-tiny": ("gpt", {}),
    "gpt-125m": ("gpt", {"hidden": 768, "layers": 12, "heads": 12, **_GPT}),
    "gpt-350m": ("gpt", {"hidden": 1024, "layers": 24, "heads": 16, **_GPT}),
    "gpt-1.3b": ("gpt", {"hidden": 2048, "layers": 24, "heads": 32, **_GPT}),
    "gpt-6.7b": ("gpt", {"hidden": 4096, "layers": 32, "heads": 32, **_GPT}),
    "gpt-39b": ("gpt", {"hidden": 8192, "layers": 48, "heads": 64, **_GPT}),
    "moe-tiny": ("moe", {}),
    "moe-380m": ("moe", {"hidden": 768, "layers": 8, "heads": 16, "experts": 8, **_MOE}),
    "moe-1.3b": ("moe", {"hidden": 768, "layers": 16, "heads": 16, "experts": 16, **_MOE}),
    "moe-10b": ("moe", {"hidden": 1536, "layers": 16, "heads": 16, "experts": 32, **_MOE}),
    "wresnet": ("wresnet", {}),
    "unet": ("unet", {}),
}
"""Preset name -> (family, overrides of the family defaults)."""

ALIASES = {"gpt": "gpt-tiny", "moe": "moe-tiny"}


@dataclass(frozen=True)
class ModelSpec:
    """A fully resolved zoo entry: what to trace and how it is named."""

    name: str
    family: str
    train: bool
    config: dict[str, Any] = field(hash=False)

    @property
    def kind(self) -> str:
        return "train" if self.train else "inference"


@dataclass(frozen=True)
class ZooEntry:
    """One lowered model: MLIR text plus what the text alone does not say."""

    spec: ModelSpec
    mlir: str
    batch_dims: tuple[int | None, ...]
    """Per argument of `main`, the dim holding the global batch (None: not a data input)."""
    parameters: int
    ops: int
    arg_names: tuple[str, ...] = ()
    """Per argument of `main`, its pytree path (`[0]['h0.attn.qkv']`: params, m, v, count, batch);
    filled when traced, empty when read from the pre-lowered data (kept out of the index for size)."""


def list_models() -> list[str]:
    """Every built-in name, inference then `-train`, in preset order."""
    return [n for p in PRESETS for n in (p, f"{p}-train")]


def resolve(name: str, **overrides: Any) -> ModelSpec:
    """The spec a name plus overrides stands for; raises ZooError naming an unknown key."""
    train = name.endswith("-train")
    base = ALIASES.get(name.removesuffix("-train"), name.removesuffix("-train"))
    if base not in PRESETS:
        raise ZooError(f"unknown model {name!r}; known: {', '.join(sorted(PRESETS))}")
    family, preset = PRESETS[base]
    defaults = {**FAMILIES[family], **preset}
    config = dict(defaults)
    for key, value in overrides.items():
        if value is None:
            continue
        if key not in config:
            raise ZooError(f"model {name}: unknown option {key!r}; known: {', '.join(config)}")
        try:
            config[key] = type(config[key])(value)
        except ValueError:
            raise ZooError(
                f"model {name}: option {key}={value!r} is not a {type(config[key]).__name__}"
            ) from None
        if isinstance(config[key], int | float) and config[key] <= 0:
            raise ZooError(f"model {name}: option {key}={value!r} must be positive")
    if config["dtype"] not in DTYPES:
        raise ZooError(f"model {name}: unknown dtype {config['dtype']!r}")
    changed = {k: config[k] for k in config if config[k] != defaults[k]}
    out_name = base + ("-train" if train else "")
    if changed:
        out_name += "[" + ",".join(f"{k}={v}" for k, v in sorted(changed.items())) + "]"
    return ModelSpec(out_name, family, train, config)


def _build(spec: ModelSpec) -> Any:
    from shardsat.experiments import zoo_models as zm

    c = dict(spec.config)
    dtype = DTYPES[c.pop("dtype")]
    try:
        if spec.family == "mlp":
            return zm.mlp(dtype=dtype, **c)
        if spec.family == "gpt":
            return zm.transformer(dtype=dtype, **c)
        if spec.family == "moe":
            experts, top_k, factor = c.pop("experts"), c.pop("top_k"), c.pop("capacity_factor")
            capacity = math.ceil(top_k * c["seq"] * factor / experts)
            moe = {"experts": experts, "top_k": top_k, "capacity": capacity}
            return zm.transformer(dtype=dtype, moe=moe, **c)
        if spec.family == "wresnet":
            return zm.wide_resnet(dtype=dtype, **c)
        return zm.unet(dtype=dtype, **c)
    except ValueError as err:
        raise ZooError(f"model {spec.name}: {err}") from None


def count_ops(mlir: str) -> int:
    """Ops in the text: lines that define an operation, without func/module/return scaffolding."""
    pattern = re.compile(
        r'^\s*(?:%[\w#:]+(?:, %[\w#:]+)* = )?"?(?!func\.|builtin\.)[a-z_]+\.[a-z_]+'
    )
    skip = ("stablehlo.return", "sdy.return", "func.return")
    count = 0
    for line in mlir.splitlines():
        match = pattern.match(line)
        if match and not any(s in line[: match.end() + 8] for s in skip):
            count += 1
    return count


def trace(spec: ModelSpec) -> ZooEntry:
    """Lower a spec with jax (no mesh: a plain StableHLO module) and describe its arguments."""
    import jax
    from shardsat.experiments import zoo_models as zm

    model = _build(spec)
    fn, args, batch_dims = (zm.train_fn if spec.train else zm.inference_fn)(model)
    mlir = jax.jit(fn, keep_unused=True).lower(*args).as_text()
    if re.search(r"\bcall @", mlir):
        raise ZooError(f"model {spec.name}: lowering contains a func.call")  # pragma: no cover
    parameters = sum(math.prod(s.shape) for s in model.params.values())
    leaves = jax.tree_util.tree_flatten_with_path(args)[0]
    names = tuple(jax.tree_util.keystr(path) for path, _ in leaves)
    return ZooEntry(spec, mlir, tuple(batch_dims), parameters, count_ops(mlir), names)


# ---------------------------------------------------------------------------------------------
# pre-lowered data


def data_dir() -> Path:
    """experiments/data/ as installed (package data) or in the source tree."""
    return Path(str(resources.files("shardsat.experiments") / "data"))


def _index() -> dict[str, Any]:
    path = data_dir() / "index.json"
    if not path.exists():
        return {}
    return json.loads(path.read_text())


def _read_data(file: str) -> str:
    path = data_dir() / file
    if file.endswith(".gz"):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            return f.read()
    return path.read_text()


def _expand_batch_dims(sparse: dict[str, int], num_args: int) -> tuple[int | None, ...]:
    return tuple(sparse.get(str(i)) for i in range(num_args))


def lower_entry(name: str, trace_if_needed: bool = True, **overrides: Any) -> ZooEntry:
    """The entry for a name: pre-lowered when the spec is a built-in one, else traced."""
    spec = resolve(name, **overrides)
    meta = _index().get(spec.name)
    if meta is not None and meta["config"] == spec.config:
        return ZooEntry(
            spec,
            _read_data(meta["file"]),
            _expand_batch_dims(meta["batch_dims"], meta["num_args"]),
            meta["parameters"],
            meta["ops"],
        )
    if not trace_if_needed:
        raise ZooError(f"model {spec.name}: not pre-lowered (run zoo_regen)")
    return trace(spec)


def lower_model_text(name: str, **overrides: Any) -> str:
    """MLIR text (StableHLO, no mesh) of a zoo model."""
    return lower_entry(name, **overrides).mlir


def seed_shardings(
    batch_dims: tuple[int | None, ...], ranks: tuple[int, ...], mesh: Mesh, axis: str | None = None
) -> dict[int, TensorSharding]:
    """Argument index -> `{axis, ?}` on its batch dim, every other dim open.

    `axis` defaults to the mesh axis named "data", else the first axis; None when the mesh has
    no axes (then nothing is seeded).
    """
    names = [a.name for a in mesh.axes]
    if axis is None:
        axis = "data" if "data" in names else (names[0] if names else None)
    if axis is None:
        return {}
    if axis not in names:
        raise ZooError(f"seed axis {axis!r} is not an axis of mesh {mesh}")
    seeds = {}
    for index, dim in enumerate(batch_dims):
        if dim is None:
            continue
        dims = [DimSharding((), True) for _ in range(ranks[index])]
        dims[dim] = DimSharding((AxisRef(axis),), True)
        seeds[index] = TensorSharding(MESH_NAME, tuple(dims))
    return seeds


def attach_mesh(
    program: Program,
    mesh: Mesh,
    batch_dims: tuple[int | None, ...],
    seed: bool = True,
    axis: str | None = None,
) -> Program:
    """Add `mesh` as `@mesh` and (seed=True) the batch-dim seeds on the entry's arguments.

    Mutates and returns `program` (freshly imported, owned by the caller).
    """
    program.meshes[MESH_NAME] = mesh
    if not seed:
        return program
    ranks = tuple(program.value(a).type.rank for a in program.main.args)
    program.main.arg_shardings.update(seed_shardings(batch_dims, ranks, mesh, axis))
    return program


def load_model(
    name: str,
    mesh: Mesh | None = None,
    seed: bool = True,
    axis: str | None = None,
    **overrides: Any,
) -> Program:
    """The named zoo model as a Program (imported with ir.mlir_import).

    With `mesh`, the mesh is attached as `@mesh` and (seed=True) data inputs get their batch dim
    seeded with the data axis (see `attach_mesh`). Example:
    `load_model("gpt-tiny", mesh=Mesh.of("mesh", data=2, model=4))`.
    """
    from shardsat.ir.mlir_import import import_mlir

    entry = lower_entry(name, **overrides)
    program = import_mlir(entry.mlir)
    if mesh is not None:
        attach_mesh(program, mesh, entry.batch_dims, seed, axis)
    return program


def model_batch_dims(name: str, **overrides: Any) -> tuple[int | None, ...]:
    """Per argument of `main`, the batch dim (None for parameters and optimizer state)."""
    return lower_entry(name, **overrides).batch_dims
