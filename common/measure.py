"""Helpers the benchmark commands share: run work in a forked process and read its memory,
and percentiles of latencies."""

from __future__ import annotations

import multiprocessing
import resource
import time
from collections.abc import Callable
from typing import TypeVar

import psutil

T = TypeVar("T")


def run_isolated(work: Callable[[], T]) -> T:
    """Run `work` in a forked child so its memory is its own; returns what it returned.
    Fork before loading any threaded runtime (torch, ONNX Runtime) in the parent."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(work, sender))
    child.start()
    result = receiver.recv()
    child.join()
    if isinstance(result, BaseException):
        raise result
    return result


def _child(work, sender) -> None:
    try:
        sender.send(work())
    except BaseException as error:  # the parent re-raises it instead of waiting forever
        sender.send(error)


def rss_mb() -> float:
    """Resident memory now. Not the peak: a forked child inherits its parent's peak-RSS mark."""
    return psutil.Process().memory_info().rss / 2**20


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed(function: Callable[..., T], *args) -> tuple[float, T]:
    """(seconds, result) of one call."""
    started = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - started, result


def percentile(values: list[float], percent: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(percent / 100 * len(ordered)) - 1))]
