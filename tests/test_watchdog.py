"""The suite's watchdog (faulthandler, pyproject.toml) ends a test that hangs holding the GIL."""

import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_test_holding_the_gil_is_killed_after_the_limit(tmp_path):
    # libc's sleep called through PyDLL keeps the GIL, as a deadlocked XLA compile can.
    (tmp_path / "test_stuck.py").write_text(
        textwrap.dedent(
            """
            import ctypes

            def test_stuck():
                ctypes.PyDLL(None).sleep(60)
            """
        )
    )
    started = time.monotonic()
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-c",
            str(ROOT / "pyproject.toml"),
        ]
        + [
            "-o",
            "faulthandler_timeout=2",
            "--rootdir",
            str(tmp_path),
            str(tmp_path / "test_stuck.py"),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=50,
    )
    elapsed = time.monotonic() - started
    assert run.returncode == 1
    assert "Timeout (0:00:02)!" in run.stderr
    assert "test_stuck" in run.stderr
    assert elapsed < 30
