from pathlib import Path

from tqdm import tqdm

from agents.lab.benchmarks import run_scripted_reviewer
from common.commands import DatabaseCommand
from search.lab.beir import ensure_corpus
from search.lab.cli import add_beir_arguments, judged_queries


class Command(DatabaseCommand):
    help = (
        "Scripted reviewer on BEIR-format judgements: run the agentic search, mark its top papers as the "
        "judgements say, re-rank with the marks, and print residual nDCG@10 before and after."
    )

    def add_arguments(self, parser):
        add_beir_arguments(parser)
        parser.add_argument("--limit-queries", type=int, help="only the first N judged queries")
        parser.add_argument("--marks", type=int, default=10, help="how many of the top papers the reviewer marks")

    def handle(self, *args, data: Path, split: str, corpus, limit_queries, marks: int, **options):
        beir = judged_queries(data, split, limit_queries)
        target = ensure_corpus(data_dir=data, corpus_name=corpus or f"beir-{data.name}", embed=True)
        with tqdm(total=len(beir.queries), desc="reviewer", unit="query", mininterval=30) as bar:
            run = run_scripted_reviewer(corpus=target, data=beir, marks=marks, on_query=bar.update)
        self.stdout.write(f"\n{beir.name} {split}, {marks} marks per search, corpus '{target.name}'\n")
        for name, value in run.summary().items():
            self.stdout.write(f"{name}: {value:.4f}" if isinstance(value, float) else f"{name}: {value}")
