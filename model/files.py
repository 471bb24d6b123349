"""Reading input files and writing output files at the CLI boundary.

Outputs are never written half-way (`write_atomic`), and their folder is checked before any work
starts (`check_writable`), so a long solve is not lost to a typo in `-o`. Inputs that cannot be
read or are not UTF-8 text give one-line errors naming the file (`read_text`). It lives in model/
because that is the one layer every other layer (and the CLI) may import and it needs only the
standard library.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from shardsat.model.errors import ParseError, ShardsatError


def read_text(path: str | os.PathLike) -> str:
    """The UTF-8 text of `path` (`-` reads stdin).

    Raises ShardsatError `<path>: cannot read (<reason>)` when the file cannot be opened and
    ParseError `<path>: not UTF-8 text (byte 0x92 at offset 0)` for binary input.
    """
    try:
        if str(path) == "-":
            data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
        else:
            data = Path(path).read_bytes()
    except OSError as err:
        raise ShardsatError(f"{path}: cannot read ({err.strerror or err})") from None
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        byte = data[err.start]
        raise ParseError(
            f"{path}: not UTF-8 text (byte 0x{byte:02x} at offset {err.start})"
        ) from None


def check_writable(path: str | os.PathLike | None) -> None:
    """Fail now, before any work, if `path` (None: no output) could not be written later.

    Example: `/nonexistent_dir/o.mlir` raises `/nonexistent_dir/o.mlir: cannot write (no
    directory /nonexistent_dir)`. Does not create anything; a later write can still fail (disk
    full), and then `write_atomic` reports it the same way.
    """
    if path is None or str(path) == "-":
        return
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        raise ShardsatError(f"{path}: cannot write (is a directory)")
    if not directory.is_dir():
        raise ShardsatError(f"{path}: cannot write (no directory {directory})")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise ShardsatError(f"{path}: cannot write (directory {directory} is not writable)")


def write_atomic(path: str | os.PathLike, text: str | bytes) -> None:
    """Write `text` (str as UTF-8, or bytes) to `path` through a temp file and a rename.

    An interrupted or failed write leaves the old file (or none) in place, never a partial one;
    a failure raises ShardsatError `<path>: cannot write (<reason>)`. The file gets the usual
    permissions (mkstemp alone would make it 0600).
    """
    try:
        _write_atomic(Path(path), text)
    except OSError as err:
        raise ShardsatError(f"{path}: cannot write ({err.strerror or err})") from None


def _write_atomic(target: Path, text: str | bytes) -> None:
    directory = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8") if isinstance(text, str) else text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
