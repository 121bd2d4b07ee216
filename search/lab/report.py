"""Evaluation tables as Markdown and JSON, and a per-query file for error analysis."""

from __future__ import annotations

import json
from pathlib import Path

from search.lab.beir import BeirData
from search.lab.runner import MEASURES, StrategyEvaluation

COLUMNS = [*(str(m) for m in MEASURES), "mean ms", "p95 ms", "LLM tokens/query"]


def markdown_table(evaluations: list[StrategyEvaluation]) -> str:
    lines = ["| strategy | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    for e in evaluations:
        cells = [f"{e.measures[str(m)]:.3f}" for m in MEASURES]
        cells += [f"{e.mean_latency_ms:.1f}", f"{e.p95_latency_ms:.1f}", f"{e.llm_tokens_per_query:.0f}"]
        lines.append(f"| {e.strategy} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write_reports(*, directory: Path, data: BeirData, split: str, evaluations: list[StrategyEvaluation]) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    stem = directory / f"{data.name}-{split}"
    table = markdown_table(evaluations)
    stem.with_suffix(".md").write_text(f"# {data.name} ({split}, {len(data.queries)} queries)\n\n{table}\n")
    summary = [
        {
            "strategy": e.strategy,
            "queries": e.queries,
            **e.measures,
            "mean_latency_ms": e.mean_latency_ms,
            "p95_latency_ms": e.p95_latency_ms,
            "llm_tokens_per_query": e.llm_tokens_per_query,
        }
        for e in evaluations
    ]
    stem.with_suffix(".json").write_text(json.dumps(summary, indent=2))
    per_query = Path(f"{stem}-per-query.tsv")
    with per_query.open("w") as out:
        out.write("strategy\tquery_id\t" + "\t".join(str(m) for m in MEASURES) + "\trelevant\ttop10\tquery\n")
        for e in evaluations:
            for query_id, values in e.per_query.items():
                relevant = ",".join(sorted(data.qrels[query_id]))
                top = ",".join(f"{d}*" if d in data.qrels[query_id] else d for d in e.rankings.get(query_id, [])[:10])
                measures = "\t".join(f"{values[str(m)]:.4f}" for m in MEASURES)
                out.write(f"{e.strategy}\t{query_id}\t{measures}\t{relevant}\t{top}\t{data.queries[query_id]}\n")
    return [stem.with_suffix(".md"), stem.with_suffix(".json"), per_query]
