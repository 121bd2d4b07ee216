"""Years of publication an intent restricts to (search.reading.published): a criterion of their own, met by a
paper's year, never words of the population or the question."""

from __future__ import annotations

import pytest

from search.reading.criteria import question_criteria
from search.reading.facts import check_by_facts
from search.reading.published import LANGUAGE, Years, take_years


def labels(intent: str) -> list[str]:
    return [facet.label for facet in question_criteria(intent)]


@pytest.mark.parametrize(
    ("text", "rest", "years"),
    [
        ("RCTs published after 2015", "RCTs", Years(2016, None)),
        ("Cohort studies published between 2000 and 2010.", "Cohort studies.", Years(2000, 2010)),
        ("Trials since 2010 of yoga", "Trials of yoga", Years(2010, None)),
        ("Studies from the last 10 years on e-cigarettes", "Studies on e-cigarettes", Years(2017, None)),
        ("papers published before 1990", "papers", Years(None, 1989)),
        # The verb's auxiliary goes with it (walked: "Population: software engineering were").
        (
            "Which reviews in software engineering were published between 2004 and 2008?",
            "Which reviews in software engineering?",
            Years(2004, 2008),
        ),
        ("Studies from the last 0 years on gout", "Studies from the last 0 years on gout", None),
        # No word of the work before the year: not a restriction to years of publication.
        (
            "Does data from 2015 show that statins reduce stroke?",
            "Does data from 2015 show that statins reduce stroke?",
            None,
        ),
    ],
)
def test_the_years_come_off_the_text(text, rest, years):
    assert take_years(text, this_year=2026) == (rest, years)


def test_a_restriction_to_years_is_a_criterion_not_part_of_the_population():
    """Was: "Intervention: comparing apixaban", "Population: atrial fibrillation published after 2015"."""
    assert labels("Find RCTs comparing apixaban vs warfarin in atrial fibrillation published after 2015") == [
        "Intervention: apixaban",
        "Population: atrial fibrillation",
        "Comparator: warfarin",
        "Study type: RCTs",
        "Published: 2016 or later",
    ]


def test_english_only_names_no_criterion_and_english_as_a_word_stays():
    assert labels("Does yoga reduce anxiety in adults? RCTs published since 2010, English only.") == [
        "Intervention: yoga",
        "Outcome: anxiety",
        "Population: adults",
        "Study type: RCTs",
        "Published: 2010 or later",
    ]
    assert "Comparator: English Walnuts" in labels("Black Versus English Walnuts")


def test_a_paper_meets_the_years_by_its_year_of_publication():
    assert check_by_facts("Published: 2016 or later", "A trial", ["It ran."], year=2018).met
    assert not check_by_facts("Published: 2016 or later", "A trial", ["It ran."], year=2015).met
    assert check_by_facts("Published: 2000 to 2010", "A trial", ["It ran."], year=2010).met
    unknown = check_by_facts("Published: 2016 or later", "A trial", ["It ran."])
    assert not unknown.met and unknown.fact == "no year of publication recorded"


# A hang guard, not a speed target: 20,000 characters of "( " took over 10 s (1.3 s for 4,000) when every place
# inside the run started a search of it again (both patterns), and take a hundredth of a second.
@pytest.mark.timeout(10)
def test_a_long_run_of_brackets_and_spaces_is_read_once():
    text = "( " * 10_000 + "RCTs published after 2015"
    rest, years = take_years(LANGUAGE.sub(" ", text), 2026)
    assert (rest, years) == ("RCTs", Years(2016, None))
