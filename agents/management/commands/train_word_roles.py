"""Train the model of the roles words play in strings typed as into a search box (search.reading.word_roles) on the
words of the labelled questions' expected criteria (search/reading/labelled/questions.jsonl), and write it, with its
figures, beside the module: how often each word's likeliest role is its labelled one, in five folds by question
(each question's words read by a model of the other folds' questions)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from django.core.management.base import BaseCommand

from agents.management.commands._labelled_data import trained_on, write_model
from search.lab.evidence import read_jsonl
from search.reading.word_roles import MARGIN, MIN_COUNT, MODEL_PATH, REGRESSION, ROLES, WordRoles, fit, labelled_words

FOLDS = 5


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--output", type=Path, default=MODEL_PATH, help="where to write the model (JSON)")

    def handle(self, *args, output: Path, **options):
        rows = read_jsonl("questions.jsonl")
        words, roles, questions = labelled_words(rows)
        right, seen = Counter(), Counter(roles)
        for fold in range(FOLDS):
            trained = [i for i, question in enumerate(questions) if question % FOLDS != fold]
            read = [i for i, question in enumerate(questions) if question % FOLDS == fold]
            model = WordRoles.from_saved(fit([words[i] for i in trained], [roles[i] for i in trained]))
            likeliest = model.log_probabilities([words[i] for i in read]).argmax(axis=1)
            right.update(roles[i] for i, role in zip(read, likeliest, strict=True) if ROLES[role] == roles[i])
        figures = {
            "folds": FOLDS,
            "words": len(words),
            "accuracy": round(sum(right.values()) / len(words), 4),
            "recall": {role: round(right[role] / seen[role], 4) for role in ROLES if seen[role]},
        }
        saved = fit(words, roles)
        settings = {"regression": REGRESSION, "min_count": MIN_COUNT, "margin": MARGIN}
        write_model(output, trained_on("questions.jsonl", "questions", len(rows)), settings, figures, saved)
        self.stdout.write(
            f"{len(words)} words of {len(rows)} questions, {FOLDS} folds by question: "
            f"the likeliest role right for {figures['accuracy']:.3f}"
        )
        for role, recall in figures["recall"].items():
            self.stdout.write(f"  {role:20} recall {recall:.3f} ({seen[role]} words)")
        self.stdout.write(f"wrote {output} ({len(saved['features'])} features)")
