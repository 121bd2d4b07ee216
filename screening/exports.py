"""A screening's decisions as citation records: every decided record with its settled decision (or
"conflict", "maybe" while kept for discussion, or "awaiting" while it lacks the votes per record),
the reason, and each reviewer's decision, for Covidence, Rayyan or a reference manager."""

from __future__ import annotations

from collections import defaultdict

from literature.exports import ExportRecord
from literature.models import Paper
from screening.models import Decision, Resolution, Screening
from screening.selectors import settlement

CONFLICT = "conflict"
AWAITING = "awaiting"  # decided by fewer reviewers than the screening's votes per record
MAYBE = "maybe"  # kept for discussion by a reviewer, not yet resolved


def decision_records(screening: Screening) -> list[ExportRecord]:
    standing = settlement(screening)
    settled, disputed, discussed = standing.labels, set(standing.conflicts), set(standing.discussed)
    resolved = {r.paper_id: r for r in Resolution.objects.filter(screening=screening).select_related("resolved_by")}
    by_paper: dict[int, list[Decision]] = defaultdict(list)
    for decision in Decision.objects.filter(screening=screening).select_related("reviewer").order_by("created_at"):
        by_paper[decision.paper_id].append(decision)
    papers = Paper.objects.select_related("abstract").in_bulk(list(by_paper))
    records = []
    for paper_id, decisions in by_paper.items():
        if paper_id in settled:
            label = "include" if settled[paper_id] else "exclude"
        elif paper_id in discussed:
            label = MAYBE
        else:
            label = CONFLICT if paper_id in disputed else AWAITING
        reason = _reason(paper_id, decisions, resolved) if label == "exclude" else ""
        reviewers = "; ".join(
            f"{d.reviewer.get_username()}: {d.label}" + (f" ({d.reason})" if d.reason else "") for d in decisions
        )
        tags = list(dict.fromkeys(tag for d in decisions for tag in d.tags))
        lines = [f"Quarry screening of search {screening.session_id}: {label}" + (f", {reason}" if reason else "")]
        if paper_id in resolved:
            lines.append(f"resolved by {resolved[paper_id].resolved_by.get_username()}")
        lines.append(f"reviewers: {reviewers}")
        lines += [f"note by {d.reviewer.get_username()}: {d.note}" for d in decisions if d.note]
        lines += [f"tags by {d.reviewer.get_username()}: {', '.join(d.tags)}" for d in decisions if d.tags]
        paper = papers[paper_id]
        abstract = getattr(paper, "abstract", None)
        records.append(
            ExportRecord(
                paper=paper,
                abstract=abstract.text if abstract else "",
                note="\n".join(lines),
                keywords=[f"quarry:{label}", *tags],
                columns={"decision": label, "reason": reason, "reviewers": reviewers, "tags": "; ".join(tags)},
            )
        )
    order = {"include": 0, CONFLICT: 1, MAYBE: 2, AWAITING: 3, "exclude": 4}
    return sorted(records, key=lambda r: (order[r.columns["decision"]], r.paper.pk))


def _reason(paper_id: int, decisions: list[Decision], resolved: dict[int, Resolution]) -> str:
    if paper_id in resolved:
        return resolved[paper_id].reason
    return next((d.reason for d in decisions if d.reason), "")
