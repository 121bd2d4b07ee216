"""Parts of speech from a lexicon, where the reading rules need more than their verb lists: lemminflect's English
lexicon, drawn from the NIH SPECIALIST Lexicon (lemminflect 0.2.3, MIT; its data ship in the wheel, nothing is fetched).
A word's parts of speech are those it can take anywhere, not in the sentence at hand: a reading rule asks only whether a
word can be something else."""

from __future__ import annotations

import re
from functools import cache

# a molecule's verb no lexicon lists ("Activated Cdk5 phosphorylates the ATM protein", "ubiquitinates")
_CHEMICAL_VERB = re.compile(r"[a-z]+(?:ylates|inates)")


@cache
def parts_of_speech(word: str) -> dict[str, tuple[str, ...]]:
    """Each part of speech the lexicon knows the (lower-case) word as, with its lemmas; {} for a word it lacks."""
    from lemminflect import getAllLemmas  # its lexicon loads on first use (0.15 s)

    return dict(getAllLemmas(word))


def only_a_verb(word: str) -> bool:
    """Known only as a verb, its stem too ("deregulates"; not "oils", listed as a verb alone though "oil" is a noun);
    or a chemical verb the lexicon lacks."""
    known = parts_of_speech(word)
    if set(known) == {"VERB"}:
        return not any("NOUN" in parts_of_speech(stem) for stem in known["VERB"])
    return not known and bool(_CHEMICAL_VERB.fullmatch(word))


def only_an_adverb(word: str) -> bool:
    """An adverb and nothing else ("consistently"; not "supply" or "early"), or one in -ally the lexicon lacks
    ("physiologically")."""
    known = parts_of_speech(word)
    return set(known) == {"ADV"} or (not known and word.endswith("ally"))
