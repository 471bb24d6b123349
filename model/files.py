"""Writing output files so that nothing is ever written half-way.

It lives in model/ because that is the one layer every other layer (and the CLI) may import
and it needs only the standard library.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write `text` to `path` through a temp file in the same directory and a rename.

    An interrupted or failed write leaves the old file (or none) in place, never a partial one.
    The file gets the usual permissions (mkstemp alone would make it 0600).
    """
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
