"""Real PDF files for tests, written with reportlab."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas


def write_paper_pdf(path: Path, *, title: str, sections: dict[str, str]) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setTitle(title)
    y = 800
    for line in [title, "", *[part for heading, body in sections.items() for part in (heading, *_wrap(body), "")]]:
        if y < 60:
            pdf.showPage()
            y = 800
        pdf.drawString(50, y, line)
        y -= 16
    pdf.save()
    return path


def _wrap(text: str, width: int = 90) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if len(line) + len(word) + 1 > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line] if line else lines
