"""Checks shared by the tests of the JAX corpora (experiments/jax_programs_blind*.py)."""

from __future__ import annotations

import math

import jax
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P

from shardsat.api import parse_mesh_axes
from shardsat.auto import resolve_mesh

DEFAULT_MESH = "data=2,model=4"
CORPUS_MESHES = ["data=2,fsdp=2,model=2", "data=2,model=4", "data=4,model=2", "data=8"]
"""The meshes every blind corpus from the second on spreads its 16 cases over."""


def case_jax_mesh(case):
    """The case's mesh as a jax Mesh (a mid-program PartitionSpec constraint refers to it)."""
    return resolve_mesh(case.mesh or DEFAULT_MESH)[1]


def case_jaxpr(case):
    """The case's jaxpr, traced under its mesh."""
    with jax.set_mesh(case_jax_mesh(case)):
        return jax.make_jaxpr(case.fn)(*case.args).jaxpr


def cases_on_zeros(module, build) -> dict:
    """The corpus `build()` of `module` made on zero numpy arrays: tracing needs only shapes and
    dtypes, and drawing the random example values would compile one XLA program per shape."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(module, "_normal", lambda i, shape, scale=1.0: np.zeros(shape, np.float32))
        patch.setattr(module, "_ints", lambda i, shape, high: np.zeros(shape, np.int32))
        return build()


def _all_equations(jaxpr):
    """Every equation of a jaxpr and of every jaxpr nested in its equations' parameters."""
    for eqn in jaxpr.eqns:
        yield eqn
        for value in eqn.params.values():
            for sub in value if isinstance(value, tuple | list) else (value,):
                inner = getattr(sub, "jaxpr", sub)
                if hasattr(inner, "eqns"):
                    yield from _all_equations(inner)


def primitives(jaxpr) -> set[str]:
    """Primitive names of a jaxpr and of every jaxpr nested in its equations' parameters."""
    return {eqn.primitive.name for eqn in _all_equations(jaxpr)}


def equations(jaxpr, name: str) -> list:
    """Equations named `name` in a jaxpr and every jaxpr nested in its parameters."""
    return [eqn for eqn in _all_equations(jaxpr) if eqn.primitive.name == name]


def check_primitives(expected: dict[str, set[str]], jaxprs: dict) -> None:
    """Every case has an entry in `expected`, and its jaxpr (nested ones included) holds each
    primitive named there; a failure names the case and the missing primitives."""
    assert set(expected) == set(jaxprs)
    for name, jaxpr in jaxprs.items():
        found = primitives(jaxpr)
        assert expected[name] <= found, (name, expected[name] - found)


def sharding_constraints(jaxpr) -> set[tuple[tuple, tuple[int, ...]]]:
    """(spec, shape) of every `with_sharding_constraint` in a jaxpr and its nested jaxprs."""
    return {
        (tuple(e.params["sharding"].spec), e.outvars[0].aval.shape)
        for e in equations(jaxpr, "sharding_constraint")
    }


def mesh_context(spec: str):
    """`with mesh_context("data=2,model=4"):` traces and runs under that mesh."""
    return jax.set_mesh(resolve_mesh(spec)[1])


def float64s(*arrays) -> tuple[np.ndarray, ...]:
    """The arrays as float64 numpy arrays (the numpy references compute in float64)."""
    return tuple(np.asarray(a, np.float64) for a in arrays)


def tree_float64(tree):
    """Every leaf of a pytree as a float64 numpy array."""
    return jax.tree.map(lambda a: np.asarray(a, np.float64), tree)


def normal_array(seed: int, *shape: int):
    """A float32 jax array of standard normal draws (the corpora's hand-checked pieces)."""
    import jax.numpy as jnp

    return jnp.asarray(np.random.default_rng(seed).normal(size=shape), jnp.float32)


def check_corpus_shardings(cases: dict, unsharded: set[str]) -> None:
    """The cases named in `unsharded` give no in_shardings; every other one gives valid ones
    (`check_in_shardings`)."""
    for name, case in cases.items():
        if name in unsharded:
            assert case.in_shardings is None, name
            continue
        assert case.in_shardings is not None, name
        check_in_shardings(name, case)


def check_in_shardings(name: str, case) -> None:
    """A case's in_shardings: one per argument, naming only (and some) axes of its mesh."""
    axes = {a.name for a in parse_mesh_axes(case.mesh or DEFAULT_MESH).axes}
    assert len(case.in_shardings) == len(case.args), name
    specs = jax.tree.leaves(case.in_shardings, is_leaf=lambda s: isinstance(s, P))
    used = {ax for spec in specs for dim in spec if dim for ax in jax.tree.leaves(dim)}
    assert used and used <= axes, name


def corpus_meshes(cases: dict) -> dict[str, str]:
    """Name -> mesh of a blind corpus, after checking it has 16 cases on `CORPUS_MESHES`, each
    of 8 devices (the fake CPU devices of the tests)."""
    assert len(cases) == 16
    meshes = {name: case.mesh or DEFAULT_MESH for name, case in cases.items()}
    assert sorted(set(meshes.values())) == CORPUS_MESHES
    for mesh in meshes.values():
        assert math.prod(a.size for a in parse_mesh_axes(mesh).axes) == 8
    return meshes
