"""The PRISMA 2020 flow diagram of a search, laid out for a server-rendered SVG: the main flow
down the left, what leaves it at each step on the right."""

from __future__ import annotations

import re
from dataclasses import dataclass

from screening.prisma import NO_REASON, PrismaFlow

WIDTH = 720
LEFT_X, LEFT_WIDTH = 20, 380
RIGHT_X, RIGHT_WIDTH = 440, 270
LINE = 18  # px per text line
PADDING = 10
GAP = 34  # between boxes down the flow
MAX_SOURCES = 8  # more imports than this are summed in one line
# Characters XML 1.0 does not allow at all (a criterion or file name may hold them): escaping cannot help.
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


@dataclass(frozen=True)
class Box:
    x: int
    y: int
    width: int
    lines: tuple[str, ...]
    emphasis: bool = False

    @property
    def height(self) -> int:
        return len(self.lines) * LINE + 2 * PADDING

    @property
    def middle(self) -> int:
        return self.y + self.height // 2

    def text_rows(self) -> list[tuple[int, str, bool]]:
        """(baseline y, text, bold) per line; the first line is the box's heading."""
        rows = enumerate(self.lines)
        return [(self.y + PADDING + (n + 1) * LINE - 5, NOT_XML.sub("\ufffd", text), n == 0) for n, text in rows]


@dataclass(frozen=True)
class Diagram:
    width: int
    height: int
    boxes: tuple[Box, ...]
    down: tuple[tuple[int, int, int], ...]  # (x, y1, y2) arrows down the main flow
    across: tuple[tuple[int, int, int], ...]  # (y, x1, x2) arrows to the right
    stages: tuple[tuple[str, int], ...]  # (stage name, y of its first box)


def prisma_diagram(flow: PrismaFlow) -> Diagram:
    sources = [f"{_short(s.name, 30)} ({_when(s)}): {s.records:,}" for s in flow.sources]
    if len(sources) > MAX_SOURCES:
        rest = flow.sources[MAX_SOURCES - 1 :]
        sources = [*sources[: MAX_SOURCES - 1], f"{len(rest)} more imports: {sum(s.records for s in rest):,}"]
    if flow.other_records:
        sources.append(f"added otherwise: {flow.other_records:,}")
    steps = [
        (
            "Identification",
            (f"Records identified: {flow.identified:,}", *sources),
            (
                f"Removed before screening: {flow.removed_before_screening:,}",
                f"duplicates: {flow.duplicates:,}",
                f"not imported (no title, or unreadable): {flow.unreadable:,}",
                f"deleted since import: {flow.deleted:,}",
            ),
        ),
        (
            "Screening",
            (f"Records in the corpus: {flow.in_corpus:,}",),
            (
                f"Not yet screened: {flow.not_screened:,}",
                # A review's records added after its search ran were never ranked by it: no line of zero.
                *((f"ranked, not yet screened: {flow.ranked_not_screened:,}",) if flow.ranked else ()),  # fits the box
                f"decided differently, not yet resolved: {flow.in_conflict:,}",
                *((f"kept for discussion (maybe): {flow.in_discussion:,}",) if flow.in_discussion else ()),
                *((f"awaiting a second vote: {flow.awaiting_votes:,}",) if flow.awaiting_votes else ()),
            ),
        ),
        (
            "",
            (f"Records screened: {flow.screened:,}", *(("your decisions only, while blind",) if flow.blinded else ())),
            (
                f"Records excluded: {flow.excluded:,}",
                *(f"{_reason_line(text)}: {n:,}" for text, n in flow.exclusion_reasons),
            ),
        ),
        (
            "Retrieval",
            (f"Reports sought for retrieval: {flow.included:,}",),
            (f"Reports not retrieved: {flow.full_text.not_retrieved:,}",),
        ),
        (
            "Eligibility",
            (f"Reports assessed for eligibility: {flow.full_text.assessed:,}",),
            (
                f"Reports excluded: {flow.full_text.excluded:,}",
                *_reason_lines(flow.full_text.exclusion_reasons),
                f"awaiting assessment: {flow.awaiting_full_text:,}",
            ),
        ),
        ("Included", (f"Studies included in review: {flow.full_text.included:,}",), ()),
    ]
    boxes, down, across, stages = [], [], [], []
    y = 30
    previous: Box | None = None
    for stage, main_lines, side_lines in steps:
        main = Box(LEFT_X, y, LEFT_WIDTH, main_lines, emphasis=stage == "Included")
        side = Box(RIGHT_X, y, RIGHT_WIDTH, side_lines) if side_lines else None
        boxes.append(main)
        if stage:
            stages.append((stage, y))
        if previous:
            down.append((LEFT_X + LEFT_WIDTH // 2, previous.y + previous.height, y))
        if side:
            boxes.append(side)
            across.append((main.middle, LEFT_X + LEFT_WIDTH, RIGHT_X))
        previous = main
        y += max(main.height, side.height if side else 0) + GAP
    return Diagram(WIDTH, y - GAP + 20, tuple(boxes), tuple(down), tuple(across), tuple(stages))


def _when(source) -> str:
    if source.searched_on:
        return f"searched {source.searched_on:%d %b %Y}"
    return f"{source.format}, {source.imported_at:%d %b %Y}"


def _reason_lines(reasons: tuple[tuple[str, int], ...]) -> list[str]:
    """Free-text reasons, the commonest first; past MAX_SOURCES lines the rest are summed in one."""
    lines = [f"{_short(text, 40)}: {n:,}" for text, n in reasons]
    if len(lines) > MAX_SOURCES:
        rest = reasons[MAX_SOURCES - 1 :]
        lines = [*lines[: MAX_SOURCES - 1], f"{len(rest)} other reasons: {sum(n for _, n in rest):,}"]
    return lines


def _reason_line(text: str) -> str:
    return text if text == NO_REASON else f"not meeting “{_short(text, 22)}”"


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
