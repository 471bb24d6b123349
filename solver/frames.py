"""Length-prefixed pickled frames over a pipe: how the solver's child processes
(`seed_job`, `cpsat.pricing_job`) and their parents talk."""

from __future__ import annotations

import pickle
from typing import Any, BinaryIO


def write_frame(out: BinaryIO, obj: Any) -> None:
    """Send `obj` as one frame (8-byte little-endian length, then its pickle) and flush."""
    body = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    out.write(len(body).to_bytes(8, "little") + body)
    out.flush()


def read_frame(inp: BinaryIO) -> Any | None:
    """The next frame's object; None at the end of the stream."""
    head = inp.read(8)
    if len(head) < 8:
        return None
    return pickle.loads(inp.read(int.from_bytes(head, "little")))
