"""A search's results as citation records: the ranking, with each paper's per-criterion verdicts in
the note and keywords that reference managers show beside it."""

from __future__ import annotations

from agents.calibration.fit import MEETS_THRESHOLD
from agents.models import Search
from agents.view import SearchView
from literature.exports import ExportRecord
from literature.models import Paper


def export_records(session: Search, limit: int | None = None) -> list[ExportRecord]:
    """The ranking as citation records whose note and keywords carry the per-criterion verdicts."""
    rows = SearchView(session).rows(limit)
    abstracts = dict(Paper.objects.filter(pk__in=[r.paper.pk for r in rows]).values_list("pk", "abstract__text"))
    records = []
    for row in rows:
        lines = [f"Quarry search {session.pk}, rank {row.rank}, score {row.final_score:.3f}: {session.intent}"]
        for verdict in row.verdicts:
            lines.append(f"[{verdict.key} {verdict.score:.2f}] {verdict.text}: {verdict.rationale}")
            lines += [f'  evidence: "{quote["quote"]}"' for quote in verdict.quotes]
        records.append(
            ExportRecord(
                paper=row.paper,
                abstract=abstracts.get(row.paper.pk) or "",
                note="\n".join(lines),
                keywords=[f"quarry:{v.key} met" for v in row.verdicts if v.score >= MEETS_THRESHOLD],
                columns={
                    "rank": row.rank,
                    "score": round(row.final_score, 4),
                    **{f"{v.key} ({v.text[:40]})": round(v.score, 4) for v in row.verdicts},
                    "rationale": " | ".join(f"{v.key}: {v.rationale}" for v in row.verdicts),
                },
            )
        )
    return records
