"""Print the evidence benchmark: study designs, how sentences speak of criteria, and criteria from
questions, over the labelled sets in search/reading/labelled (their README gives the rules)."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand

from agents.lab.benchmarks import whole_sentence_quotes
from agents.management.commands._labelled_data import add_data_arguments, labelled_rows, title_corpora
from search.lab.evidence import (
    PICO,
    SOURCES,
    assertion_measures,
    corpus_rare_words,
    criteria_tallies,
    cross_validated_designs,
    design_confusion,
    design_measures,
    held_out_in_time,
    met_measures,
    read_jsonl,
    rule_readings,
    source_folder,
    title_named_records,
    with_sentences,
    with_texts,
)
from search.reading.design_model import saved_model
from search.reading.named import RARE_SHARE


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        add_data_arguments(parser)
        parser.add_argument(
            "--stored-quotes",
            action="store_true",
            help="also check every quote the Scorer stored in this database (e.g. after `evaluate --strategy "
            "pasamaster`): the share that are whole sentences of the passage they quote",
        )

    def handle(self, *args, data: Path, reviews: list[Path], stored_quotes: bool, **options):
        designs = labelled_rows("designs.jsonl", data, with_texts)
        pairs = labelled_rows("assertions.jsonl", data, with_sentences)
        met = labelled_rows("met.jsonl", data, with_sentences)
        self._designs(designs)
        self._designs_named_in_titles(data, reviews, designs)
        self._assertions(pairs)
        self._met(met, data)
        self._criteria()
        if stored_quotes:
            whole, total = whole_sentence_quotes()
            share = whole / total if total else 1.0
            self.stdout.write(f"Stored quotes: {whole} of {total} are whole sentences ({share:.3f})")

    def _designs(self, rows: list[dict]) -> None:
        measures = design_measures(design_confusion(rows))
        self.stdout.write(f"Study design, {measures['records']} labelled records, the rules alone")
        self.stdout.write(f"  RCT against not-RCT accuracy {measures['rct_accuracy']:.3f}")
        self._design_figures(measures)
        # The model was trained on these records: its figures here come from five folds.
        measures = design_measures(cross_validated_designs(rows))
        self.stdout.write(
            "  with the design model where the rules name none, each record guessed by a model of the other folds"
        )
        self.stdout.write(f"  RCT against not-RCT accuracy {measures['rct_accuracy']:.3f}")
        self._design_figures(measures)

    def _designs_named_in_titles(self, data: Path, reviews: list[Path], labelled: list[dict]) -> None:
        corpora = title_corpora(data, reviews)
        titled = title_named_records(corpora, {(r["source"], r["id"]) for r in labelled})
        measures = design_measures(design_confusion(titled))
        self.stdout.write(
            f"Study design named in the title, read from the abstract alone, {measures['records']} records of "
            f"{len(corpora)} collections outside the labelled set, the rules alone"
        )
        self._design_figures(measures)
        model = saved_model()
        if model is not None:
            self.stdout.write("  with the design model (search/reading/design-model.json) where the rules name none")
            self._design_figures(design_measures(design_confusion(titled, model)))

    def _design_figures(self, measures: dict) -> None:
        self.stdout.write(f"  accuracy {measures['accuracy']:.3f}, macro recall {measures['macro_recall']:.3f}")
        for design, (recall, count) in measures["per_class"].items():
            self.stdout.write(f"    {design:36} recall {recall:.2f} of {count}")

    def _assertions(self, rows: list[dict]) -> None:
        readings = rule_readings(rows)
        self.stdout.write(f"Negation and hedging, {len(rows)} labelled criterion-sentence pairs, the rules alone")
        self._assertion_figures(assertion_measures(rows, readings))
        # The wording model's folds are train_assertion_model's: on pairs the rules were written from, most of what it
        # overrules was read right. Its measure is on the batches as the rules first read them, before any revision.
        firsts = read_jsonl("first_readings.jsonl")
        batches = sorted({first["batch"] for first in firsts})
        for name, (pairs, rules, overruled) in held_out_in_time(rows, firsts).items():
            shown = (
                f"batches {batches[0]}-{batches[-1]}"
                if name == "all"
                else "the batches after those the bounds were chosen on"
            )
            self.stdout.write(
                f"Negation and hedging held out in time, {len(pairs)} pairs of {shown}, the rules of the day"
            )
            self._assertion_figures(assertion_measures(pairs, rules))
            self.stdout.write("  with a wording model of the pairs labelled before each batch")
            self._assertion_figures(assertion_measures(pairs, overruled))

    def _assertion_figures(self, measures: dict) -> None:
        self.stdout.write(
            f"  negated or hedged: precision {measures['negation_precision']:.3f}, recall "
            f"{measures['negation_recall']:.3f}; read as evidence: {measures['negated_shown_as_evidence']}"
        )
        self.stdout.write(f"  affirmed or no-effect pairs still found as evidence {measures['affirmed_found']:.3f}")
        no_effect = measures["no_effect"]
        self.stdout.write(
            f"  no-effect pairs read as no effect (the outcome reported, no effect found): {no_effect['found']} of "
            f"{no_effect['pairs']}; affirmed pairs read as no effect: {no_effect['affirmed_read_so']}"
        )

    def _met(self, rows: list[dict], data: Path) -> None:
        collections: dict[str, list[dict]] = {}
        for row in rows:  # SciFact, NFCorpus, and the SYNERGY reviews together
            collections.setdefault(row["source"] if row["source"] in SOURCES else "SYNERGY", []).append(row)
        for collection, of_collection in collections.items():
            # each source's own corpus counts its rare words
            rare = {
                source: corpus_rare_words(source_folder(data, source), RARE_SHARE)
                for source in {row["source"] for row in of_collection}
            }
            self.stdout.write(f"Criteria once met by similarity, {len(of_collection)} read by hand ({collection})")
            for name, is_rare in (
                ("the rules without rare words", None),
                (f"a rare word (in at most {RARE_SHARE:.0%} of the abstracts) named too", rare),
            ):
                measures = met_measures(of_collection, is_rare)
                self.stdout.write(
                    f"  {name}: met {measures['kept']}, precision {measures['precision']:.3f}; quotes on the "
                    f"criterion met {measures['kept_right']} of {measures['right']}, quotes on something else met "
                    f"{measures['wrong_kept']} of {measures['criteria'] - measures['right']}"
                )

    def _criteria(self) -> None:
        rows = read_jsonl("questions.jsonl")
        self.stdout.write(f"Criteria from questions, {len(rows)} labelled questions")
        self._criteria_figures(rows)
        claims = read_jsonl("claims.jsonl")
        held_out = [row for row in claims if row["held_out"]]
        self.stdout.write(f"Criteria from SciFact's claims, {len(claims)} labelled claims")
        self._criteria_figures(claims)
        self.stdout.write(f"  the {len(held_out)} never read while the rules were revised")
        self._criteria_figures(held_out)

    def _criteria_figures(self, rows: list[dict]) -> None:
        tallies = criteria_tallies(rows)
        for kind in PICO:
            tally = tallies[kind]
            self.stdout.write(
                f"    {kind:14} precision {tally.precision:.3f} ({tally.predicted} given), "
                f"recall {tally.recall:.3f} ({tally.expected} expected)"
            )
