"""`shardsat sharding`: canonical form, local shape, device layout; bad input exits 2."""

from __future__ import annotations

from shardsat.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["sharding", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_2x2_layout(capsys):
    code, out, err = run(
        capsys, '#sdy.sharding<@mesh, [{"x"}, {"y"}]>', "--mesh", '@mesh = <["x"=2, "y"=2]>',
        "--shape", "4x8",
    )  # fmt: skip
    assert code == 0 and err == ""
    assert out.splitlines() == [
        'sharding: <@mesh, [{"x"}, {"y"}]>',
        'mesh: sdy.mesh @mesh = <["x"=2, "y"=2]>',
        "shards per dim: 2x2",
        "shape: 4x8  local shape: 2x4",
        "device  mesh coord  shard index  slice",
        "0       (0, 0)      (0, 0)       [0:2, 0:4]",
        "1       (0, 1)      (0, 1)       [0:2, 4:8]",
        "2       (1, 0)      (1, 0)       [2:4, 0:4]",
        "3       (1, 1)      (1, 1)       [2:4, 4:8]",
    ]


def test_without_shape_prints_indices(capsys):
    code, out, _ = run(capsys, '<@m, [{"x"}]>', "--mesh", '<["x"=2]>')
    assert code == 0
    assert out.splitlines()[-3:] == [
        "device  mesh coord  shard index",
        "0       (0)         (0)",
        "1       (1)         (1)",
    ]


def test_typed_text_and_inline_mesh(capsys):
    code, out, _ = run(capsys, 'sharding<mesh<["x"=4]>, [{"x"}]> : tensor<6xf32>')
    assert code == 0
    assert "shape: 6  local shape: 2" in out.splitlines()
    assert out.splitlines()[-1] == "3       (3)         (3)          [6:6]"


def test_unreduced_column(capsys):
    code, out, _ = run(
        capsys, '<@m, [{"y"}], unreduced={"x"}>', "--mesh", '<["x"=2, "y"=2]>', "--shape", "4"
    )
    assert code == 0
    assert out.splitlines()[-1] == "3       (1, 1)      (1)          [2:4]  1"


def test_unknown_axis_exits_2(capsys):
    code, out, err = run(capsys, '<@m, [{"w"}]>', "--mesh", '<["x"=2]>')
    assert code == 2 and out == ""
    assert err == 'shardsat sharding: sharding <@m, [{"w"}]>: dim 0: unknown axis name: "w"\n'


def test_rank_mismatch_exits_2(capsys):
    code, _, err = run(capsys, '<@m, [{"x"}]>', "--mesh", '<["x"=2]>', "--shape", "4x4")
    assert code == 2
    assert err == (
        'shardsat sharding: sharding <@m, [{"x"}]>: sharding doesn\'t match tensor rank: 1 != 2\n'
    )


def test_divisibility_flag_exits_2(capsys):
    code, _, err = run(
        capsys, '<@m, [{"x"}]>', "--mesh", '<["x"=4]>', "--shape", "6", "--check-divisibility"
    )
    assert code == 2
    assert err == (
        'shardsat sharding: sharding <@m, [{"x"}]>: dim 0 with size 6 is not divisible by its '
        "sharded size 4\n"
    )


def test_parse_error_exits_2_with_position(capsys):
    code, _, err = run(capsys, '<@m, [{"x"}', "--mesh", '<["x"=2]>')
    assert code == 2
    assert err == "shardsat sharding: expected ',', got 'end of text' at 11: '<@m, [{\"x\"}'\n"


def test_bad_mesh_exits_2(capsys):
    code, _, err = run(capsys, '<@m, [{"x"}]>', "--mesh", '<["x"=2], device_ids=[0, 1]>')
    assert code == 2
    assert err == (
        'shardsat sharding: mesh <["x"=2], device_ids=[0, 1]>: device ids are iota(product(axes)); '
        "omit them for simplicity\n"
    )


def test_missing_mesh_exits_2(capsys):
    code, _, err = run(capsys, '<@m, [{"x"}]>')
    assert code == 2
    assert err == 'shardsat sharding: sharding <@m, [{"x"}]> refers to @m: pass --mesh\n'


def test_bad_shape_exits_2(capsys):
    code, _, err = run(capsys, '<@m, [{"x"}]>', "--mesh", '<["x"=2]>', "--shape", "4y")
    assert code == 2
    assert err == "shardsat sharding: invalid shape '4y': expected dims like 4x8\n"
