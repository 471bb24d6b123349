"""Which case of XLA's convolution handler partitions a convolution with a spatially split input.

XLA's SPMD partitioner tries a fixed order of cases on a convolution, not a cost comparison
(spmd/convolution_handler.cc, reached from the dot handler when a spatial dim is sharded and no
contracting or batch-group dim is sharded on both operands). Two of them run an op differently
from the assignment its shardings imply, and each is much dearer than that assignment would be:

- `WINDOW_SHARDED` ("both operands tiled"): the kernel is resharded to the input's layout (its
  spatial dims on the input's spatial axes, the rest replicated), the input exchanges
  window-sharded halos, every device computes the *whole* output of its batch rows with part of
  the kernel rows, and that output is all-reduced over every device but the batch groups, then
  sliced. XLA takes it when the kernel is split on anything and either the input's batch dim
  is unsplit or the output's feature dim is split (else the windowed-input case fires first).
- `GATHERED_INPUT`: the kernel is replicated but the output's feature dim is split: the input is
  all-gathered along its spatial axes (the kernel on its own), the output computed whole but for
  the batch and sliced.

- `REPLICATED`: a grouped conv (1 < groups < input features) with a window wider than 1x1 is
  not partitioned at all: both operands are gathered and the output sliced.

The first two were read off 29 compiled cases, byte for byte
(experiments/results/wresnet_strided_conv_diagnosis.md, tests/cost/test_evaluate_xla_conv_cases.py).
An lhs-dilated conv (an input gradient, or the kernel gradient of a transposed conv) never takes
the first; it takes the second when both operands are split along the window, or when the
kernel's and the output's feature dims are split differently. Depthwise and batch-grouped
convolutions are left to the other rules.

One other op has a case of its own (`xla_case`): XLA partitions an `fft` only when its last
dim is split over every device (`HandleFft`'s distributed FFT); any other split fft is
`REPLICATED` (`DefaultAction`: operands gathered whole, the result sliced), batch dims too,
though Shardy's rule passes them through.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from shardsat.ir.program import Op
from shardsat.model.axis import AxisRef, make_axis_ref
from shardsat.model.mesh import Mesh
from shardsat.model.projection import axes_size, common_axis_prefix
from shardsat.model.sharding import DimSharding, TensorSharding

WINDOW_SHARDED = "window-sharded"
GATHERED_INPUT = "gathered-input"
REPLICATED = "replicated"


@dataclass(frozen=True)
class ConvDims:
    """A convolution's dimension numbers: which dim of each tensor plays which role."""

    lhs_batch: int
    lhs_feature: int
    lhs_spatial: tuple[int, ...]
    kernel_in: int
    kernel_out: int
    kernel_spatial: tuple[int, ...]
    out_batch: int
    out_feature: int

    @staticmethod
    def of(op: Op) -> ConvDims | None:
        """None unless `op` is a convolution with dimension numbers."""
        n = (op.attributes or {}).get("dimension_numbers") if "convolution" in op.name else None
        if not n:
            return None
        return ConvDims(
            int(n["input_batch_dimension"]),
            int(n["input_feature_dimension"]),
            tuple(int(d) for d in n["input_spatial_dimensions"]),
            int(n["kernel_input_feature_dimension"]),
            int(n["kernel_output_feature_dimension"]),
            tuple(int(d) for d in n["kernel_spatial_dimensions"]),
            int(n["output_batch_dimension"]),
            int(n["output_feature_dimension"]),
        )


def _axes(sharding: TensorSharding | None, dim: int) -> tuple[AxisRef, ...]:
    return () if sharding is None else sharding.dims[dim].axes


def batch_axes(op: Op, lhs: TensorSharding | None, out: TensorSharding | None) -> tuple:
    """The axes XLA groups the convolution on first: the lhs batch dim's axes the output's
    batch dim shares (a prefix)."""
    dims = ConvDims.of(op)
    if dims is None:
        return ()
    return common_axis_prefix(_axes(lhs, dims.lhs_batch), _axes(out, dims.out_batch))


def conv_case(
    op: Op,
    shardings: Sequence[TensorSharding | None],
    shapes: Sequence[Sequence[int]],
    mesh: Mesh,
) -> str | None:
    """`WINDOW_SHARDED`, `GATHERED_INPUT`, `REPLICATED`, or None (the op runs as its shardings
    imply), from the shardings and shapes of the lhs, kernel and output (any op: None unless a
    convolution)."""
    dims = ConvDims.of(op)
    attrs = op.attributes or {}
    if dims is None or len(shardings) != 3 or len(shapes) != 3:
        return None
    lhs, kernel, out = shardings
    if _unpartitioned_groups(dims, attrs, shapes):
        split = any(dim.axes for s in shardings if s is not None for dim in s.dims)
        return REPLICATED if split else None
    grouped_conv = int(attrs.get("batch_group_count", 1)) * int(attrs.get("feature_group_count", 1))
    split = [s for s, d in enumerate(dims.lhs_spatial) if _axes(lhs, d)]
    if lhs is None or grouped_conv != 1 or all(_dot_like(op, dims, s, shapes) for s in split):
        return None  # another rule's, or nothing spatial to exchange (a dot in disguise)
    contracting = common_axis_prefix(_axes(lhs, dims.lhs_feature), _axes(kernel, dims.kernel_in))
    grouped = batch_axes(op, lhs, out)
    if _axes(lhs, dims.lhs_batch) != grouped or _axes(lhs, dims.lhs_feature) != contracting:
        return None
    kernel_axes = {a for dim in (kernel.dims if kernel else ()) for a in dim.axes}
    kernel_split = bool(kernel_axes - set(grouped) - set(contracting))
    out_feature = _axes(out, dims.out_feature)
    if any(int(d) != 1 for d in attrs.get("lhs_dilation") or ()):
        return _dilated_case(op, dims, shardings, shapes[2], mesh)
    if contracting:
        return None  # the dot path partitions the contracting dims first
    if kernel_split and (not grouped or out_feature) and not _grows(op, dims, lhs, shapes):
        return WINDOW_SHARDED
    if not kernel_split and out_feature:
        return GATHERED_INPUT
    return None


def xla_case(
    op: Op,
    shardings: Sequence[TensorSharding | None],
    shapes: Sequence[Sequence[int]],
    mesh: Mesh,
) -> str | None:
    """The case XLA partitions `op` by when it is not the one its shardings imply: a
    convolution's (`conv_case`), `REPLICATED` for a split fft that XLA's FFT handler does not
    take (`fft_case`), else None."""
    if op.name == "stablehlo.fft":
        return fft_case(op, shardings, shapes, mesh)
    return conv_case(op, shardings, shapes, mesh)


def fft_case(
    op: Op,
    shardings: Sequence[TensorSharding | None],
    shapes: Sequence[Sequence[int]],
    mesh: Mesh,
) -> str | None:
    """`REPLICATED` unless the fft's tensors are all unsplit (None) or XLA's distributed FFT
    takes it (type FFT, rank >= 3, the whole last dim transformed, its length divisible by the
    devices and the result's last dim split over all of them; priced as the rule implies)."""
    if not any(dim.axes for s in shardings if s is not None for dim in s.dims):
        return None
    attrs, devices = op.attributes or {}, math.prod(a.size for a in mesh.axes)
    out = shardings[-1]
    last = shapes[0][-1] if shapes and shapes[0] else 0
    distributed = (
        attrs.get("fft_type") == "FFT"
        and len(shapes[0]) >= 3
        and last == int((attrs.get("fft_length") or [0])[-1])
        and last % devices == 0
        and out is not None
        and axes_size(out.dims[-1].axes, mesh) == devices
    )
    return None if distributed else REPLICATED


def _grows(op: Op, dims: ConvDims, lhs: TensorSharding, shapes: Sequence[Sequence[int]]) -> bool:
    """The output is longer than the input along a split spatial dim (padding beyond the
    window, e.g. a full-padding input gradient): XLA then exchanges halos of the input as the
    shardings imply instead of sharding the window (1-D sweeps, experiments/probe_conv_cases.py)."""
    out_spatial = op.attributes["dimension_numbers"]["output_spatial_dimensions"]
    return any(
        _axes(lhs, d) and shapes[2][out_spatial[s]] > shapes[0][d]
        for s, d in enumerate(dims.lhs_spatial)
    )


def _dot_like(op: Op, dims: ConvDims, s: int, shapes: Sequence[Sequence[int]]) -> bool:
    """Spatial dim `s` is a dot's contracting dim (the window spans the unpadded input, one
    output) or batch dim (a 1-row window, stride 1, no padding): XLA partitions such a dim as
    a dot does (a 1x1 kernel gradient split along the window all-reduces over its own axes)."""
    attrs, rank = op.attributes, len(dims.lhs_spatial)
    n = attrs["dimension_numbers"]
    lhs = shapes[0][dims.lhs_spatial[s]]
    kernel = shapes[1][dims.kernel_spatial[s]]
    out = shapes[2][n["output_spatial_dimensions"][s]]
    plain = all(
        int((attrs.get(k) or [1] * rank)[s]) == 1
        for k in ("window_strides", "lhs_dilation", "rhs_dilation")
    )
    unpadded = list((attrs.get("padding") or [[0, 0]] * rank)[s]) == [0, 0]
    return plain and unpadded and ((kernel == lhs and out == 1) or (kernel == 1 and out == lhs))


def conv_view(
    op: Op,
    shardings: Sequence[TensorSharding | None],
    shapes: Sequence[Sequence[int]],
    mesh: Mesh,
) -> tuple[str | None, list[TensorSharding | None]]:
    """(`conv_case`, the shardings XLA partitions with). A `WINDOW_SHARDED` conv whose lhs is
    smaller than its kernel moves the lhs to the kernel's layout instead (its spatial dims on
    the kernel's spatial axes), and the case is decided again on that."""
    case = xla_case(op, shardings, shapes, mesh)
    seen = list(shardings)
    lhs, kernel = seen[0], seen[1]
    if case != WINDOW_SHARDED or math.prod(shapes[0]) >= math.prod(shapes[1]):
        return case, seen
    dims = ConvDims.of(op)
    assert dims is not None and lhs is not None
    moved = list(lhs.dims)
    for lhs_dim, kernel_dim in zip(dims.lhs_spatial, dims.kernel_spatial, strict=True):
        moved[lhs_dim] = DimSharding(_axes(kernel, kernel_dim))
    seen[0] = lhs.with_dims(tuple(moved))
    return conv_case(op, seen, shapes, mesh), seen


def _dilated_case(
    op: Op, dims: ConvDims, shardings: Sequence[TensorSharding | None], out_shape, mesh: Mesh
) -> str | None:
    """An lhs-dilated conv never takes `WINDOW_SHARDED`: it gathers its input when its windows
    are misaligned, when both operands are split along the window, or when the kernel's and the
    output's feature dims are split differently."""
    lhs, kernel, out = shardings
    if _misaligned_windows(op, dims, lhs, out_shape, mesh):
        return GATHERED_INPUT
    windowed = any(_axes(kernel, k) for k in dims.kernel_spatial)
    same_out = _axes(kernel, dims.kernel_out) == _axes(out, dims.out_feature)
    return None if same_out and not windowed else GATHERED_INPUT


def _unpartitioned_groups(dims: ConvDims, attrs, shapes: Sequence[Sequence[int]]) -> bool:
    """A grouped conv (1 < groups < input features) with a window wider than 1x1: XLA cannot
    partition it along any dim and replicates both operands (depthwise and 1x1 grouped convs
    are partitioned; evidence in docs/cost.md)."""
    groups = int(attrs.get("feature_group_count", 1))
    features = shapes[0][dims.lhs_feature]
    window = any(shapes[1][d] > 1 for d in dims.kernel_spatial)
    return 1 < groups < features and window


def _misaligned_windows(
    op: Op, dims: ConvDims, lhs: TensorSharding, out_shape: Sequence[int], mesh: Mesh
) -> bool:
    """An lhs-dilated, strided conv whose output shards start at dilated rows that do not fall
    on one lhs row pattern (O·s not a multiple of the dilation b, O outputs a shard): XLA
    gathers the input rather than exchanging halos (measured on 1-D sweeps: stride 1, or
    O·s a multiple of b, always exchanges halos)."""
    numbers = op.attributes["dimension_numbers"]
    attrs = op.attributes
    rank = len(dims.lhs_spatial)
    for s, d in enumerate(dims.lhs_spatial):
        refs = lhs.dims[d].axes
        stride = int((attrs.get("window_strides") or [1] * rank)[s])
        dilation = int((attrs.get("lhs_dilation") or [1] * rank)[s])
        if not refs or stride == 1 or dilation == 1:
            continue
        shards = axes_size(refs, mesh)
        per_shard = -(-out_shape[numbers["output_spatial_dimensions"][s]] // shards)
        if per_shard * stride % dilation:
            return True
    return False


def kernel_in_input_layout(op: Op, lhs: TensorSharding, kernel_rank: int) -> TensorSharding:
    """The kernel sharding `WINDOW_SHARDED` reshards to: each kernel spatial dim on the axes of
    the matching lhs spatial dim, every other dim replicated (an uneven split is padded)."""
    dims = ConvDims.of(op)
    assert dims is not None
    out = [DimSharding() for _ in range(kernel_rank)]
    for lhs_dim, kernel_dim in zip(dims.lhs_spatial, dims.kernel_spatial, strict=True):
        out[kernel_dim] = DimSharding(_axes(lhs, lhs_dim))
    return TensorSharding(lhs.mesh_name, tuple(out))


def output_before_slice(op: Op, out: TensorSharding, rank: int) -> TensorSharding:
    """The output as `WINDOW_SHARDED` computes it: split on the batch axes only, the partial
    sums unreduced over every other device of the mesh."""
    dims = ConvDims.of(op)
    assert dims is not None
    grouped = _axes(out, dims.out_batch)
    made = [DimSharding() for _ in range(rank)]
    made[dims.out_batch] = DimSharding(grouped)
    return TensorSharding(out.mesh_name, tuple(made))


def other_devices(grouped: Sequence[AxisRef], mesh: Mesh) -> tuple[AxisRef, ...]:
    """The axes (or sub-axes) of `mesh` that `grouped` does not cover, in mesh order: the
    partition group XLA's handler all-reduces over once the batch is grouped out."""
    out: list[AxisRef] = []
    for axis in mesh.axes:
        spans = sorted(a.interval(axis.size) for a in grouped if a.name == axis.name)
        start = 1
        for lo, hi in [*spans, (axis.size, axis.size)]:
            if lo > start:
                out.append(make_axis_ref(axis.name, start, lo // start, axis.size))
            start = max(start, hi)
    return tuple(out)
