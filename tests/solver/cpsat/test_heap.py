"""The collector during a solve: paused and frozen while building, released on return."""

import gc

import pytest
from shardsat.solver.cpsat.heap import collector_paused, released_on_return


def test_the_collector_is_paused_inside_and_what_was_built_is_frozen():
    gc.unfreeze()
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        built = [[i] for i in range(1000)]
    assert gc.isenabled() and gc.get_freeze_count() >= len(built)
    gc.unfreeze()


def test_a_paused_collector_stays_off_when_it_was_off():
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


def test_the_frozen_heap_is_released_on_return_and_on_raise():
    @released_on_return
    def build(fail: bool) -> int:
        with collector_paused():
            kept = [[i] for i in range(100)]
        if fail:
            raise ValueError("bad")
        return len(kept)

    assert build(False) == 100 and gc.get_freeze_count() == 0
    with pytest.raises(ValueError):
        build(True)
    assert gc.get_freeze_count() == 0
