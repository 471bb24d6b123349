"""`xla_crash_probe`: the reshards `cost.reshard` marks `xla-crash` are the ones XLA dies on."""

from __future__ import annotations

import random

from shardsat.experiments.xla_crash_probe import compiles, joint_all_to_alls, layouts_of

AXES = {"data": 2, "fsdp": 2, "model": 2, "expert": 2}


def test_layouts_cover_every_axis_placement() -> None:
    """f32[8,8,4] on 2x2x2x2: every axis on one of 3 dims or none, in every order, each dim
    divisible by its devices (a dim of 4 takes at most 2 axes): 541 layouts."""
    layouts = layouts_of((8, 8, 4), AXES)
    assert len(layouts) == len(set(layouts)) == 541
    assert ((), (), ()) in layouts and (("data", "fsdp", "model"), ("expert",), ()) in layouts
    assert not any(len(d[2]) > 2 for d in layouts)


def test_xla_dies_on_the_first_broken_reshard_and_compiles_the_first_joint_one() -> None:
    """Of 400 sharding pairs of f32[4,4,4,4] (seed 0), 9 have all-to-all pairs that cannot go
    together and 39 pairs that can; XLA (16 fake CPU devices, a subprocess each) dies of
    SIGFPE on the first of the 9 and compiles the first of the 39. If a jax upgrade fixes the
    crash, this fails: then `xla_crash` steps should go."""
    broken, joint = joint_all_to_alls((4, 4, 4, 4), AXES, 400, random.Random(0))
    assert (len(broken), len(joint)) == (9, 39)
    assert compiles(AXES, (4, 4, 4, 4), *broken[0], devices=16) == "SIGFPE"
    assert compiles(AXES, (4, 4, 4, 4), *joint[0], devices=16) == "ok"
