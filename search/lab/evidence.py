"""The evidence benchmark's measures over the labelled sets in search/reading/labelled (their
labelling rules and provenance are in its README): criteria from questions, study designs, and how
sentences speak of criteria. `manage.py evaluate_evidence` prints them."""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from sklearn.model_selection import StratifiedKFold

from search.backends.corpus_index import english_analyzer
from search.reading.assertion import Assertion, Reading, read_assertion
from search.reading.assertion_model import AssertionModel, fit_prefixes, second_reading
from search.reading.assertion_model import fit as fit_assertions
from search.reading.choice import choose_evidence
from search.reading.criteria import question_criteria
from search.reading.design import Design, study_design
from search.reading.design_model import DesignModel, fit, record_text, with_guesses
from search.reading.roles import unfounded
from search.words import stemmed_words

LABELLED = Path(__file__).parents[1] / "reading" / "labelled"
PICO = ("population", "intervention", "comparator", "outcome", "study type")


@dataclass(frozen=True)
class Tally:
    matched_predicted: int = 0
    predicted: int = 0
    matched_expected: int = 0
    expected: int = 0

    @property
    def precision(self) -> float:
        return self.matched_predicted / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.matched_expected / self.expected if self.expected else 1.0


def read_jsonl(name: str) -> list[dict]:
    with (LABELLED / name).open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def same_criterion(predicted: str, expected: str) -> bool:
    """Half the words in common (stems), or one's words all within the other's."""
    a, b = set(stemmed_words(predicted)), set(stemmed_words(expected))
    if not a or not b:
        return False
    return len(a & b) / len(a | b) >= 0.5 or a <= b or b <= a


def criteria_tallies(rows: list[dict]) -> dict[str, Tally]:
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for row in rows:
        predicted = defaultdict(list)
        for facet in question_criteria(row["question"]):
            predicted[facet.kind].append(facet.phrase)
        for kind in PICO:
            wanted, got = row["expected"].get(kind, []), predicted.get(kind, [])
            tally = counts[kind]
            tally[0] += sum(any(same_criterion(p, e) for e in wanted) for p in got)
            tally[1] += len(got)
            tally[2] += sum(any(same_criterion(p, e) for p in got) for e in wanted)
            tally[3] += len(wanted)
    return {kind: Tally(*counts[kind]) for kind in PICO}


SOURCES = {"scifact": "scifact", "nfcorpus": "nfcorpus"}  # any other source is a SYNERGY review of that name


def source_folder(datasets: Path, source: str) -> Path:
    """The BEIR folder a labelled row's source names, under the shared datasets."""
    return datasets / SOURCES.get(source, f"synergy/{source}")


def with_texts(rows: list[dict], datasets: Path) -> list[dict]:
    """The labelled records with their title and abstract, read from the shared datasets (BEIR form)."""
    wanted: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        wanted[row["source"]].add(row["id"])
    texts: dict[tuple[str, str], dict] = {}
    for source, ids in wanted.items():
        with (source_folder(datasets, source) / "corpus.jsonl").open(encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                if record["_id"] in ids:
                    texts[(source, record["_id"])] = record
    missing = [f"{r['source']}/{r['id']}" for r in rows if (r["source"], r["id"]) not in texts]
    if missing:
        raise FileNotFoundError(f"{len(missing)} labelled records are not in {datasets}: {', '.join(missing[:5])}")
    return [
        {
            **row,
            "title": texts[(row["source"], row["id"])].get("title", ""),
            "abstract": texts[(row["source"], row["id"])].get("text", ""),
        }
        for row in rows
    ]


def with_sentences(rows: list[dict], datasets: Path) -> list[dict]:
    """The labelled pairs with their sentence, cut from the record's abstract by its offsets."""
    return [{**row, "sentence": row["abstract"][row["start"] : row["end"]]} for row in with_texts(rows, datasets)]


def design_confusion(rows: list[dict], model: DesignModel | None = None) -> Counter:
    """(labelled design, tagged design) -> records: by the rules alone, or with a model's guesses where
    they name none."""
    records = [(row["title"], row["abstract"]) for row in rows]
    facts = with_guesses(records, [study_design(*record) for record in records], model)
    return Counter((row["design"], fact.design.value) for row, fact in zip(rows, facts, strict=True))


def cross_validated_designs(rows: list[dict], folds: int = 5) -> Counter:
    """`design_confusion` with the model, each record's guess from a model trained on the other folds
    (stratified by design, a fixed shuffle): what the model adds on records it never saw."""
    labels = [row["design"] for row in rows]
    confusion: Counter = Counter()
    splits = StratifiedKFold(folds, shuffle=True, random_state=0).split(np.zeros(len(rows)), labels)
    for train, test in splits:
        saved = fit([record_text(rows[i]["title"], rows[i]["abstract"]) for i in train], [labels[i] for i in train])
        confusion += design_confusion([rows[i] for i in test], DesignModel.from_saved(saved))
    return confusion


def design_measures(confusion: Counter) -> dict:
    total = sum(confusion.values())
    rct = Design.RCT.value
    rct_right = sum(n for (label, tagged), n in confusion.items() if (label == rct) == (tagged == rct))
    per_class = {}
    for label in sorted({label for label, _ in confusion}):
        labelled = sum(n for (a, _), n in confusion.items() if a == label)
        per_class[label] = (confusion[(label, label)] / labelled, labelled)
    return {
        "records": total,
        "accuracy": sum(n for (a, b), n in confusion.items() if a == b) / total if total else 0.0,
        "rct_accuracy": rct_right / total if total else 0.0,
        "macro_recall": sum(r for r, _ in per_class.values()) / len(per_class) if per_class else 0.0,
        "per_class": per_class,
    }


# A second check of the design rules on records outside the labelled set: a title that names its
# design (and only one) labels the record, and the rules read the abstract alone. Titles are terse and
# their names are sometimes loose ("open-label" trials that are randomised, "in vitro" papers with
# animals too), so these labels are noisier than the read ones; they were written before the rules
# were revised against them, and the same patterns count for every collection.
TITLE_NAMES = [
    (Design.SYSTEMATIC_REVIEW, r"systematic review|meta-?analy"),
    (
        Design.RCT,
        r"randomi[sz]ed(?:,? (?:double-blind|placebo-controlled|controlled|clinical|crossover|multicenter))* "
        r"(?:trial|study)|\brandomi[sz]ed,",
    ),
    (Design.CASE_CONTROL, r"case-control"),
    (Design.CROSS_SECTIONAL, r"cross-sectional"),
    (Design.COHORT, r"cohort study|prospective (?:cohort )?study|longitudinal study|follow-up study"),
    (Design.CASE_REPORT, r"case report|^a case of|: a case\b|a case series"),
    (
        Design.NON_RANDOMISED_TRIAL,
        r"open-label|single-arm|non-?randomi[sz]ed|pilot study|phase (?:i|ii|1|2) (?:study|trial)",
    ),
    # Not a chart or records review, which reads a cohort's records.
    (
        Design.NARRATIVE_REVIEW,
        r"(?<!systematic )(?<!chart )(?<!records )\breview\.?$|: a review|an overview|: review\b",
    ),
    (Design.ANIMAL, r"\bin (?:mice|rats?|mouse|dogs|rabbits|pigs|monkeys|hamsters)\b|\bmurine\b"),
    (Design.IN_VITRO, r"\bin vitro\b|cell lines?\b"),
]
_TITLE_NAMES = [(design, re.compile(pattern, re.IGNORECASE)) for design, pattern in TITLE_NAMES]


def title_named_records(corpora: list[Path], leave_out: set[tuple[str, str]]) -> list[dict]:
    """The records of the BEIR corpora given (each folder's corpus.jsonl) whose title names one design,
    labelled by it, with the abstract alone to read; each title once, leaving out the labelled records
    ((folder name, id)) and abstracts under 200 characters, as the labelled sample did."""
    rows = []
    titles: set[str] = set()
    for folder in corpora:
        with (folder / "corpus.jsonl").open(encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                title, abstract = (record.get("title") or "").strip(), record.get("text") or ""
                named = [design for design, pattern in _TITLE_NAMES if pattern.search(title)]
                if len(named) != 1 or len(abstract) < 200 or title.lower() in titles:
                    continue
                if (folder.name, record["_id"]) in leave_out:
                    continue
                titles.add(title.lower())
                rows.append({"design": named[0].value, "title": "", "abstract": abstract})
    return rows


EVIDENCE = frozenset({Assertion.AFFIRMED.value, Assertion.NO_EFFECT.value})


def rule_readings(rows: list[dict]) -> list[Reading]:
    return [read_assertion(row["sentence"], row["concept"]) for row in rows]


def model_pairs(rows: list[dict]) -> list[tuple[str, str, bool]]:
    """The labelled pairs as the wording model learns them: (sentence, concept, is evidence)."""
    return [(row["sentence"], row["concept"], row["label"] in EVIDENCE) for row in rows]


def fold_groups(rows: list[dict], folds: int = 5) -> list[int]:
    """Each pair's fold of five, stratified by label with a fixed shuffle."""
    groups = [0] * len(rows)
    labels = [row["label"] for row in rows]
    splits = StratifiedKFold(folds, shuffle=True, random_state=0).split(np.zeros(len(rows)), labels)
    for fold, (_train, test) in enumerate(splits):
        for i in test:
            groups[i] = fold
    return groups


def collection_groups(rows: list[dict]) -> list[str]:
    """Each pair's collection: SciFact, NFCorpus, or the SYNERGY reviews together."""
    return [row["source"] if row["source"] in ("scifact", "nfcorpus") else "SYNERGY" for row in rows]


def second_readings(rows: list[dict], readings: list[Reading], groups: list) -> list[Reading]:
    """The rules' readings, each overruled as the wording model would by a model trained on the other groups'
    pairs alone: what the model adds on pairs it never saw."""
    pairs = model_pairs(rows)
    overruled = list(readings)
    for group in sorted(set(groups)):
        model = AssertionModel.from_saved(
            fit_assertions([pair for pair, of in zip(pairs, groups, strict=True) if of != group])
        )
        for i in (i for i, of in enumerate(groups) if of == group):
            overruled[i] = second_reading(rows[i]["sentence"], rows[i]["concept"], readings[i], model)
    return overruled


# The held-out batches whose first readings chose the wording model's C and bounds; the later ones measure it.
CHOSEN_ON_BATCHES = range(58, 92)


def held_out_in_time(
    rows: list[dict], firsts: list[dict]
) -> dict[str, tuple[list[dict], list[Reading], list[Reading]]]:
    """Each held-out batch's pairs as the rules of the day first read them (labelled/first_readings.jsonl), and
    as a wording model trained on the pairs labelled before that batch overrules them: (pairs, the rules', with
    the model), for every batch and for those the bounds were not chosen on."""
    at = {(row["source"], row["id"], row["start"], row["concept"]): i for i, row in enumerate(rows)}
    pairs, by_batch = model_pairs(rows), defaultdict(list)
    for first in firsts:
        by_batch[first["batch"]].append((at[(first["source"], first["id"], first["start"], first["concept"])], first))
    measured: dict[str, tuple[list[dict], list[Reading], list[Reading]]] = {"all": ([], [], []), "later": ([], [], [])}
    batches = sorted(by_batch.items())
    models = fit_prefixes(pairs, [min(i for i, _ in of_batch) for _, of_batch in batches])
    for (batch, of_batch), saved in zip(batches, models, strict=True):
        model = AssertionModel.from_saved(saved)
        for i, first in of_batch:
            rules = Reading(Assertion(first["read"]))
            overruled = second_reading(rows[i]["sentence"], rows[i]["concept"], rules, model)
            for name in ("all", "later") if batch not in CHOSEN_ON_BATCHES else ("all",):
                for kept, value in zip(measured[name], (rows[i], rules, overruled), strict=True):
                    kept.append(value)
    return measured


def assertion_measures(rows: list[dict], readings: list[Reading] | None = None) -> dict:
    """Negated and hedged pairs must never be read as evidence; affirmed ones should be. `readings`: each
    pair's, the rules' where not given."""
    evidence = EVIDENCE
    shown_wrongly = found = affirmed = blocked_right = blocked = read_blocked = 0
    confusion: Counter = Counter()
    for row, reading in zip(rows, readings or rule_readings(rows), strict=True):
        read = reading.assertion.value
        confusion[(row["label"], read)] += 1
        if row["label"] in evidence:
            affirmed += 1
            found += read in evidence
        else:
            blocked += 1
            shown_wrongly += read in evidence
        blocked_right += row["label"] not in evidence and read not in evidence
        read_blocked += read in (Assertion.NEGATED.value, Assertion.HEDGED.value)
    return {
        "pairs": len(rows),
        "negation_precision": sum(
            n for (label, read), n in confusion.items() if read in ("negated", "hedged") and label not in evidence
        )
        / read_blocked
        if read_blocked
        else 1.0,
        "negation_recall": blocked_right / blocked if blocked else 1.0,
        "negated_shown_as_evidence": shown_wrongly,
        "affirmed_found": found / affirmed if affirmed else 1.0,
        "no_effect": {
            "pairs": sum(n for (label, _read), n in confusion.items() if label == Assertion.NO_EFFECT.value),
            "found": confusion[(Assertion.NO_EFFECT.value, Assertion.NO_EFFECT.value)],
            "affirmed_read_so": confusion[(Assertion.AFFIRMED.value, Assertion.NO_EFFECT.value)],
        },
        "confusion": confusion,
    }


def corpus_rare_words(folder: Path, share: float) -> Callable[[str], bool]:
    """`search.expansion.rare_words` over a BEIR folder's corpus file: whether at most `share` of its abstracts
    name a word, counted as the embedded engine's analyser counts it (a phrase's words in a row)."""
    analyzer = english_analyzer()
    with (folder / "corpus.jsonl").open(encoding="utf-8") as lines:
        abstracts = [analyzer.analyze(json.loads(line).get("text", "")) for line in lines]
    holding: dict[str, set[int]] = defaultdict(set)
    for n, tokens in enumerate(abstracts):
        for token in tokens:
            holding[token].add(n)

    def frequency(word: str) -> int:
        tokens = analyzer.analyze(word)
        if not tokens:
            return 0
        records = set.intersection(*(holding[token] for token in tokens))
        if len(tokens) == 1:
            return len(records)
        return sum(
            any(abstracts[n][at : at + len(tokens)] == tokens for at in range(len(abstracts[n]))) for n in records
        )

    return lambda word: frequency(word) <= share * len(abstracts)


def met_measures(rows: list[dict], rare: dict[str, Callable[[str], bool]] | None) -> dict:
    """Of criteria once met by similarity (labelled "met" where the quote speaks of the criterion), those the
    rules of today still meet (`unfounded`, with each source's rare words, `rare`, or without them), reading the
    quote as the offline Scorer reads its evidence."""
    kept = [_still_met(row, rare[row["source"]] if rare else None) for row in rows]
    right = [row["label"] == "met" for row in rows]
    kept_right = sum(k and r for k, r in zip(kept, right, strict=True))
    return {
        "criteria": len(rows),
        "right": sum(right),
        "kept": sum(kept),
        "kept_right": kept_right,
        "precision": kept_right / sum(kept) if any(kept) else 1.0,
        "wrong_kept": sum(kept) - kept_right,
    }


def _still_met(row: dict, is_rare: Callable[[str], bool] | None) -> bool:
    quote = row["abstract"][row["start"] : row["end"]]
    named = choose_evidence(row["criterion"], [quote]).named  # False: similarity alone chose it
    texts = [row["title"], row["abstract"]]
    return not unfounded(row["criterion"], texts, named=named, is_rare=is_rare, evidence=quote)[0]
