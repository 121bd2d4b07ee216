"""What a record's facts say of one criterion: met, failed or unclear, in words, with the sentence that says it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FactCheck:
    met: bool
    fact: str  # what the record states, in words: "randomised controlled trial ("randomised", title)"
    sentence: str = ""  # the sentence that states it ("" when the title does)
    inferred: bool = False  # the design model's guess from the record's words: no sentence states it
    unclear: bool = False  # not met, nor failed: what the record states leaves it open (ages in part outside)
