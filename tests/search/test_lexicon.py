"""The lexicon's parts of speech, as the reading rules ask them."""

import pytest

from search.reading.lexicon import only_a_verb, only_an_adverb, parts_of_speech


@pytest.mark.parametrize("word", ["deregulates", "possess", "depends", "provokes", "phosphorylates", "ubiquitinates"])
def test_a_verb_and_nothing_else(word):
    assert only_a_verb(word)


@pytest.mark.parametrize(
    "word",
    [
        "cells",  # a noun
        "increases",  # a noun too
        "oils",  # listed as a verb alone, but its stem is a noun
        "codons",  # unknown, and no chemical verb
        "consistently",
    ],
)
def test_not_only_a_verb(word):
    assert not only_a_verb(word)


def test_an_adverb_and_nothing_else():
    assert only_an_adverb("consistently") and only_an_adverb("physiologically")
    assert not only_an_adverb("assembly") and not only_an_adverb("early") and not only_an_adverb("supply")


def test_the_lexicon_is_read_from_the_installed_package():
    assert parts_of_speech("depends") == {"VERB": ("depend",)}
    assert parts_of_speech("pyridostatin") == {}
