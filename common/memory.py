"""A memory ceiling for a block of work in this process: the backstop behind the importers' own
budgets, so a file built to exhaust memory fails its job with a MemoryError instead of bringing the
kernel's OOM killer to the worker (which Celery would then deliver the task to again)."""

from __future__ import annotations

import contextlib
import resource
from collections.abc import Iterator
from pathlib import Path

_STATUS = Path("/proc/self/status")


def data_segment_bytes() -> int | None:
    """What the kernel counts against RLIMIT_DATA now (VmData: heap and private writable mappings),
    or None where /proc does not say (not Linux)."""
    try:
        for line in _STATUS.read_text().splitlines():
            if line.startswith("VmData:"):
                return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


@contextlib.contextmanager
def memory_ceiling(megabytes: int) -> Iterator[None]:
    """While the block runs, allocations beyond today's data segment plus `megabytes` fail with
    MemoryError; the limit before is restored after. 0 means no ceiling, as does a system that
    does not report its data segment. Address-space reservations that are not writable (thread
    stacks' guards, allocator arenas not yet used) do not count, unlike RLIMIT_AS."""
    used = data_segment_bytes()
    if megabytes <= 0 or used is None:
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_DATA)
    ceiling = used + megabytes * 2**20
    if hard != resource.RLIM_INFINITY:
        ceiling = min(ceiling, hard)
    resource.setrlimit(resource.RLIMIT_DATA, (ceiling, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_DATA, (soft, hard))
