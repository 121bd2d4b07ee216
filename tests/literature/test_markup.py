"""Markup in titles and abstracts read as plain text when records are cleaned. The inputs are real
records' titles and abstracts from the shared datasets (SYNERGY's OpenAlex records, W-numbers, and
SciFact's corpus), as they come."""

from __future__ import annotations

import io
import json

import pytest

from literature.identifiers import title_key
from literature.importers import get_importer
from literature.importers.markup import plain_text
from literature.importers.records import clean_record


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        (  # Donners 2021, W3027531004
            "&lt;p&gt;Concomitant Use of rFVIIa and Emicizumab in People with Hemophilia A&lt;/p&gt;",
            "Concomitant Use of rFVIIa and Emicizumab in People with Hemophilia A",
        ),
        (  # Donners 2021, W2936825025
            "An<i>in vitro</i>FcRn- dependent transcytosis assay",
            "An in vitro FcRn- dependent transcytosis assay",
        ),
        (  # Chou 2004, W2014670473
            "Gabapentin in Diabetes Mellitus&lt;SUBTITLE&gt;A Randomized Controlled Trial&lt;/SUBTITLE&gt;",
            "Gabapentin in Diabetes Mellitus: A Randomized Controlled Trial",
        ),
        ("Modulators for γ-Aminobutyric Acid<sub>B</sub> Receptors", "Modulators for γ-Aminobutyric AcidB Receptors"),
        (  # Meijboom 2021, W2889463562: escaped twice
            "Focus on biosimilar etanercept &amp;ndash; bioequivalence and interchangeability",
            "Focus on biosimilar etanercept – bioequivalence and interchangeability",
        ),
        (  # SciFact 3801693: SGML's Greek, which HTML does not name
            "Elevated Plasma Transforming Growth Factor &bgr;1 Levels",
            "Elevated Plasma Transforming Growth Factor β1 Levels",
        ),
        (  # Chou 2004, W2124422493
            "<h3>Objective</h3> To determine the indication and risk. <h3>Methods</h3> Using the database.",
            "Objective: To determine the indication and risk. Methods: Using the database.",
        ),
        (  # Meijboom 2021, W2801807724
            "<ns4:p><ns4:bold>Background: </ns4:bold>This study investigated the effectiveness</ns4:p>",
            "Background: This study investigated the effectiveness",
        ),
        (  # Chou 2004, W2018734179
            "significantly different ( P &lt;0.0001, ANCOVA).",
            "significantly different ( P <0.0001, ANCOVA).",
        ),
    ],
)
def test_markup_reads_as_the_text_it_stands_for(raw, plain):
    assert plain_text(raw) == plain


@pytest.mark.parametrize(
    "text",
    [
        "Mortality was lower (p <0.05) in those aged <or= 65 years & over.",
        "R&D spending & the &NA; code &parameter stay as written",
        "An H<2 ratio, and a <bracketed> word.",
    ],
)
def test_text_that_is_not_markup_stays_as_it_is(text):
    assert plain_text(text) == text


def test_a_title_from_two_databases_gets_one_key_so_the_duplicate_is_found():
    # Chou 2004, W2014670473, as OpenAlex gives it, and as PubMed does
    escaped = "Gabapentin for Painful Neuropathy&lt;SUBTITLE&gt;A Randomized Controlled Trial&lt;/SUBTITLE&gt;"
    pubmed = "Gabapentin for Painful Neuropathy: A Randomized Controlled Trial"
    assert title_key(escaped) != title_key(pubmed)
    fields = {"title": escaped, "abstract": "<jats:p>Background: &lt;5% bled.</jats:p>", "venue": "Pain &amp; Therapy"}
    (item,) = get_importer("jsonl").read(io.BytesIO(json.dumps(fields).encode()), column_mapping={})
    record = clean_record(item.record)
    assert (record.title, record.abstract, record.venue) == (pubmed, "Background: <5% bled.", "Pain & Therapy")
    assert record.title_key == title_key(pubmed)


def test_a_tag_between_two_letters_is_a_space_even_inside_a_name():
    # Donners 2021, W2945243639: rFVIIa in small capitals, the "a" outside them; read as two words
    assert (
        plain_text("Safety analysis of<scp>rFVII</scp>a with emicizumab")
        == "Safety analysis of rFVII a with emicizumab"
    )
