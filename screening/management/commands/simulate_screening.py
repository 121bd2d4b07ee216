import json
from pathlib import Path

import numpy as np
from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from screening.lab.simulation import (
    Replay,
    Stop,
    asreview_priors,
    measures,
    percentile_ms,
    replay_asreview,
    replay_quarry,
    stop_of,
)
from screening.learner import QUESTION_WEIGHT
from screening.ordering import corpus_records
from screening.stopping.rules import RULES, get_rule
from search.lab.beir import ensure_corpus, load_beir

# Quarry from the question alone, Quarry learning from the question, Quarry learning from ASReview's two
# prior records, and ASReview LAB's default model from the same two.
ORDERS = ("question-only", "learning", "priors", "asreview")


class Command(DatabaseCommand):
    help = (
        "Replay real reviews' decisions (BEIR-form folders: the review's question as the one query, its "
        "included records judged) in Quarry's screening order (from the question alone, and given ASReview's "
        "two prior records) and in ASReview LAB's, side by side."
    )

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="a review folder, or a folder of them")
        parser.add_argument("--seeds", type=int, default=3)
        parser.add_argument("--split", default="test", help="the qrels file of the included records")
        parser.add_argument(
            "--question-weights",
            default=f"{QUESTION_WEIGHT:g}",
            help="the learning order's question weights to replay, e.g. 1,2,3; with more than one, each review's "
            "weight is also chosen from the other reviews alone (leave one review out)",
        )
        parser.add_argument(
            "--retrain-share",
            type=float,
            default=0.0,
            help="after the first 100 decisions, re-order the learning orders only once this share of the records "
            "was decided since (0: after every decision, as the page does; 0.005 for a quick comparison)",
        )
        parser.add_argument(
            "--orders",
            default=",".join(ORDERS),
            help=f"the orders replayed ({', '.join(ORDERS)}); the stopping rules are walked over the learning "
            "ones (learning, priors, asreview)",
        )
        parser.add_argument(
            "--rules",
            default=",".join(RULES),
            help=f"stopping rules walked over the learning orders ({', '.join(RULES)})",
        )
        parser.add_argument("--targets", default="0.95", help="recall targets for the stopping rules, e.g. 0.8,0.95")
        parser.add_argument(
            "--choose",
            default="",
            help="rules to choose among, review by review, from the other reviews alone (leave one review out): "
            "the one that reached the target in at least 90%% of their runs with the least overshoot",
        )
        parser.add_argument(
            "--replays",
            type=Path,
            help="a folder keeping each replay (records by their ids in the review); one found there is read, not run "
            "again, so the stopping rules can be walked over the same orders by a later run",
        )

    def handle(
        self,
        *args,
        data: Path,
        seeds: int,
        split: str,
        orders: str,
        question_weights: str,
        retrain_share: float,
        rules: str,
        targets: str,
        replays=None,
        **options,
    ):
        self.replay_dir = replays
        self.choose = [name for name in options.get("choose", "").split(",") if name]
        if seeds < 1:
            raise CommandError("--seeds must be at least 1")
        try:
            self.weights = [float(w) for w in question_weights.split(",") if w]
        except ValueError as error:
            raise CommandError(f"--question-weights: {error}") from error
        self.retrain_share = retrain_share
        if not self.weights or not all(w >= 0 for w in self.weights) or not 0 <= self.retrain_share < 1:
            raise CommandError("--question-weights are 0 or more, and --retrain-share lies from 0 up to 1")
        self.orders = [name for name in orders.split(",") if name]
        unknown = [name for name in self.orders if name not in ORDERS]
        if unknown or not self.orders:
            given = ", ".join(unknown) if unknown else "none given"
            raise CommandError(f"--orders: {given}; the orders are {', '.join(ORDERS)}")
        try:
            names = [name for name in rules.split(",") if name]
            self.rules = [get_rule(name) for name in dict.fromkeys(names + self.choose)]
            self.targets = [float(t) for t in targets.split(",") if t]
        except ValueError as error:
            raise CommandError(f"--rules or --targets: {error}") from error
        if not all(0 < t < 1 for t in self.targets):
            raise CommandError(f"--targets: each recall target lies between 0 and 1, not {targets}")
        folders = [data] if (data / "corpus.jsonl").is_file() else sorted(p.parent for p in data.glob("*/corpus.jsonl"))
        if not folders:
            raise CommandError(f"{data}: no corpus.jsonl in it or in its sub-folders")
        stops = []
        self.by_review: list[tuple[str, str, float, float]] = []  # review, method, recall@10%, WSS@95
        for folder in folders:
            stops += self._review(folder, seeds, split)
        self._print_means()
        self._print_stop_means(stops)
        if self.choose:
            self._print_choice(stops)
        if len(self.weights) > 1:
            self._print_weight_choice()

    def _review(self, folder: Path, seeds: int, split: str) -> list[tuple[str, str, Stop]]:
        beir = load_beir(folder, split)
        if len(beir.queries) != 1:
            raise CommandError(f"{folder}: a review has one query (its question); found {len(beir.queries)}")
        ((query_id, question),) = beir.queries.items()
        self.stderr.write(f"{folder.name}: importing and embedding (once)")
        corpus = ensure_corpus(data_dir=folder, corpus_name=f"review-{folder.name}", embed=True, passages=False)
        records = corpus_records(corpus.pk, question)
        ids = _source_ids(corpus, records.paper_ids)
        judged = beir.qrels[query_id]
        included = np.array([judged.get(source, 0) > 0 for source in ids])
        total = len(included)
        replays: list[Replay] = []
        texts = _texts(folder, ids) if "asreview" in self.orders else None
        for seed in range(1, seeds + 1):
            self.stderr.write(f"{folder.name}: seed {seed}")
            runs = {
                # The order before any decision draws its presumed exclusions too: one per seed.
                "question-only": lambda seed=seed: replay_quarry(records, included, seed=seed, learn=False),
                **{
                    self._learning_kind(weight): lambda seed=seed, weight=weight: replay_quarry(
                        records, included, seed=seed, question_weight=weight, retrain_share=self.retrain_share
                    )
                    for weight in self.weights
                },
                # The same start as ASReview's below: the learners compared, not only the starts.
                "priors": lambda seed=seed: replay_quarry(
                    records, included, seed=seed, priors=asreview_priors(included, seed)
                ),
            }
            runs["asreview"] = lambda seed=seed: replay_asreview(*texts, included, seed=seed)
            runs = {kind: run for kind, run in runs.items() if any(kind.startswith(o) for o in self.orders)}
            replays += [self._replay(folder.name, kind, seed, ids, run) for kind, run in runs.items()]
        self.stdout.write(f"\n{folder.name}: {total:,} records, {int(included.sum())} included; question: {question}")
        self.stdout.write(
            f"{'method':52} {'recall@10%':>10} {'WSS@95':>7} {'to 95%':>7} {'to 100%':>8} {'update p50/p95 ms':>18}"
        )
        for method in dict.fromkeys(r.method for r in replays):
            mine = [r for r in replays if r.method == method]
            found = [measures(r, total) for r in mine]
            timings = [t for r in mine for t in r.update_seconds]
            row = (
                method,
                np.mean([m.recall_at_10 for m in found]),
                np.mean([m.wss_95 for m in found]),
                np.mean([m.to_95 for m in found]),
                np.mean([m.to_100 for m in found]),
            )
            latency = f"{percentile_ms(timings, 50):.0f} / {percentile_ms(timings, 95):.0f}" if timings else "-"
            self.stdout.write(f"{method:52} {row[1]:>10.3f} {row[2]:>7.3f} {row[3]:>7.0f} {row[4]:>8.0f} {latency:>18}")
            self.by_review.append((folder.name, method, row[1], row[2]))
        return self._stops(folder.name, [r for r in replays if "learning" in r.method or "ASReview" in r.method], total)

    def _learning_kind(self, weight: float) -> str:
        """The learning order's name among kept replays: its weight and re-ordering where not the page's."""
        kind = "learning" if weight == QUESTION_WEIGHT else f"learning-w{weight:g}"
        return kind + (f"-r{self.retrain_share:g}" if self.retrain_share else "")

    def _print_weight_choice(self) -> None:
        """Leave one review out: each review's question weight is the one with the best mean recall@10% +
        WSS@95 over the other reviews; the held-out figures are that weight's on the review."""
        learning = [row for row in self.by_review if "learning" in row[1] and "priors" not in row[1]]
        reviews = list(dict.fromkeys(review for review, *_ in learning))
        self.stdout.write("\nleave one review out, choosing the question weight (recall@10% + WSS@95)")
        held_out = []
        for review in reviews:
            others = [row for row in learning if row[0] != review]
            methods = dict.fromkeys(method for _, method, *_ in others)
            chosen = max(methods, key=lambda m: np.mean([r + w for _, method, r, w in others if method == m]))
            mine = next(row for row in learning if row[0] == review and row[1] == chosen)
            held_out.append(mine)
            self.stdout.write(f"{review:42} {chosen:52} {mine[2]:>10.3f} {mine[3]:>7.3f}")
        self.stdout.write(
            f"{'mean, held out':42} {'':52} {np.mean([r[2] for r in held_out]):>10.3f} "
            f"{np.mean([r[3] for r in held_out]):>7.3f}"
        )

    def _print_choice(self, stops: list[tuple[str, str, Stop]]) -> None:
        """Leave one review out: each review's rule is chosen from the other reviews' runs alone."""
        self.stdout.write(f"\nleave one review out, choosing among {', '.join(self.choose)}")
        self.stdout.write(
            f"{'order / review':84} {'target':>6} {'chosen':>14} {'screened':>8} {'recall':>6} {'overshoot':>9}"
        )
        for method in dict.fromkeys(m for _, m, _ in stops):
            for target in self.targets:
                runs = [(r, s) for r, m, s in stops if m == method and s.target == target and s.rule in self.choose]
                held_out = []
                for review in dict.fromkeys(r for r, _ in runs):
                    name = _chosen([(r, s) for r, s in runs if r != review], self.choose, target)
                    mine = [s for r, s in runs if r == review and s.rule == name]
                    held_out.append(mine)
                    self.stdout.write(
                        f"{method + ' / ' + review:84} {target:>6.2f} {name:>14} "
                        f"{np.mean([s.share for s in mine]):>8.1%} {np.mean([s.recall for s in mine]):>6.3f} "
                        f"{np.mean([s.overshoot for s in mine]):>+9.1%}"
                    )
                every = [s for mine in held_out for s in mine]
                reached = sum(s.recall >= target for s in every)
                self.stdout.write(
                    f"{method + ' / mean, held out':84} {target:>6.2f} {f'{reached} of {len(every)}':>14} "
                    f"{np.mean([np.mean([s.share for s in m]) for m in held_out]):>8.1%} "
                    f"{np.mean([np.mean([s.recall for s in m]) for m in held_out]):>6.3f} "
                    f"{np.mean([np.mean([s.overshoot for s in m]) for m in held_out]):>+9.1%}"
                )

    def _replay(self, review: str, kind: str, seed: int, ids: list[str], run) -> Replay:
        """The replay kept in --replays, or run (and kept there)."""
        if self.replay_dir is None:
            return run()
        path = self.replay_dir / review / f"{kind}-seed{seed}.json"
        if path.is_file():
            kept = json.loads(path.read_text())
            index = {source: i for i, source in enumerate(ids)}
            order = np.array([index[source] for source in kept["order"]], dtype=np.int64)
            return Replay(kept["method"], seed, order, np.array(kept["found"]), tuple(kept["update_seconds"]))
        replay = run()
        path.parent.mkdir(parents=True, exist_ok=True)
        kept = {
            "method": replay.method,
            "seed": seed,
            "order": [ids[i] for i in replay.order],
            "found": replay.found.tolist(),
            "update_seconds": list(replay.update_seconds),
        }
        path.write_text(json.dumps(kept))
        return replay

    def _stops(self, review: str, replays: list[Replay], total: int) -> list[tuple[str, str, Stop]]:
        """Every rule at every target over each learning order's replays, as the review's table."""
        self.stdout.write(
            f"{'stopping':66} {'target':>6} {'stop at (share)':>16} {'recall@stop':>11} {'overshoot':>9} {'reached':>8}"
        )
        found = []
        for method in dict.fromkeys(r.method for r in replays):
            for rule in self.rules:
                for target in self.targets:
                    mine = [stop_of(rule, r, total, target, seed=r.seed) for r in replays if r.method == method]
                    found += [(review, method, stop) for stop in mine]
                    at = np.mean([s.screened for s in mine])
                    reached = sum(s.recall >= target for s in mine)
                    self.stdout.write(
                        f"{method + ' / ' + rule.name:66} {target:>6.2f} {f'{at:.0f} ({at / total:.0%})':>16} "
                        f"{np.mean([s.recall for s in mine]):>11.3f} {np.mean([s.overshoot for s in mine]):>+9.1%} "
                        f"{f'{reached} of {len(mine)}':>8}"
                    )
        return found

    def _print_means(self) -> None:
        self.stdout.write("\nmean over reviews")
        self.stdout.write(f"{'method':52} {'recall@10%':>10} {'WSS@95':>7}")
        for method in dict.fromkeys(method for _, method, *_ in self.by_review):
            mine = [row for row in self.by_review if row[1] == method]
            self.stdout.write(
                f"{method:52} {np.mean([r[2] for r in mine]):>10.3f} {np.mean([r[3] for r in mine]):>7.3f}"
            )

    def _print_stop_means(self, stops: list[tuple[str, str, Stop]]) -> None:
        """Per order, rule and target: runs that reached the target, and the means over reviews of the
        share screened at the stop, of recall there and of the overshoot (each review weighs the same)."""
        self.stdout.write("\nstopping, mean over reviews")
        self.stdout.write(
            f"{'stopping':66} {'target':>6} {'reached':>10} {'screened':>8} {'recall':>6} {'overshoot':>9}"
        )
        keys = dict.fromkeys((method, stop.rule, stop.target) for _, method, stop in stops)
        for method, rule, target in keys:
            mine = [(review, s) for review, m, s in stops if (m, s.rule, s.target) == (method, rule, target)]
            reviews = dict.fromkeys(review for review, _ in mine)

            def mean_over_reviews(value, mine=mine, reviews=reviews):
                return np.mean([np.mean([value(s) for r, s in mine if r == review]) for review in reviews])

            screened = mean_over_reviews(lambda s: s.share)
            reached = sum(s.recall >= target for _, s in mine)
            self.stdout.write(
                f"{method + ' / ' + rule:66} {target:>6.2f} {f'{reached} of {len(mine)}':>10} {screened:>8.1%} "
                f"{mean_over_reviews(lambda s: s.recall):>6.3f} {mean_over_reviews(lambda s: s.overshoot):>+9.1%}"
            )


def _chosen(stops: list[tuple[str, str, Stop]], names: list[str], target: float) -> str:
    """Among `names`, the rule that reached `target` in at least 90% of these runs with the least mean
    overshoot (reviews weighed alike); failing that, the one that reached it most often."""

    def standing(name: str) -> tuple[bool, float, float]:
        mine = [(review, s) for review, s in stops if s.rule == name]
        reached = np.mean([s.recall >= target for _, s in mine])
        reviews = dict.fromkeys(review for review, _ in mine)
        overshoot = np.mean([np.mean([s.overshoot for r, s in mine if r == review]) for review in reviews])
        return (reached >= 0.9, reached if reached < 0.9 else -overshoot, -overshoot)

    return max(names, key=standing)


def _source_ids(corpus, paper_ids: np.ndarray) -> list[str]:
    """Each record's id in the review's corpus.jsonl, which the judgements name."""
    from literature.models import Paper

    sources = dict(Paper.objects.filter(corpus=corpus).values_list("id", "external_id"))
    return [sources[int(p)] for p in paper_ids]


def _texts(folder: Path, ids: list[str]) -> tuple[list[str], list[str]]:
    by_id = {}
    with (folder / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            by_id[record["_id"]] = (record.get("title", ""), record.get("text", ""))
    return [by_id[i][0] for i in ids], [by_id[i][1] for i in ids]
