"""Template helpers: quoted evidence marked inside its passage, COinS metadata for reference
managers, short author lists. Paper text is escaped here; nothing from a paper is trusted."""

from __future__ import annotations

from urllib.parse import urlencode

from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

from literature.exports import split_name

register = template.Library()


@register.filter
def highlight(quote: dict) -> str:
    """The quote's chunk with the quote in <mark>; the quote was checked to be a substring."""
    text, needle = quote.get("text", ""), quote.get("quote", "")
    start = text.find(needle) if needle else -1
    if start < 0:
        return escape(needle)
    end = start + len(needle)
    return mark_safe(f"{escape(text[:start])}<mark>{escape(needle)}</mark>{escape(text[end:])}")  # noqa: S308


@register.filter
def team_words(text: str, highlighter) -> str:
    """The text with the team's highlight words marked (green for include, red for exclude)."""
    if highlighter is None:
        return escape(text)
    return mark_safe(  # noqa: S308 (every piece is escaped)
        "".join(
            f'<mark class="hl-{kind}">{escape(piece)}</mark>' if kind else escape(piece)
            for piece, kind in highlighter.segments(text)
        )
    )


@register.filter
def authors_short(authors: list[str], count: int = 3) -> str:
    if not authors:
        return "Unknown authors"
    names = [split_name(a)[0] for a in authors[:count]]
    return ", ".join(names) + (" et al." if len(authors) > count else "")


@register.filter
def coins(paper) -> str:
    """OpenURL ContextObject in SPAN (Z39.88), which the Zotero Connector reads from the page."""
    fields = [
        ("ctx_ver", "Z39.88-2004"),
        ("rft_val_fmt", "info:ofi/fmt:kev:mtx:journal"),
        ("rft.genre", "article"),
        ("rft.atitle", paper.title),
    ]
    if paper.venue:
        fields.append(("rft.jtitle", paper.venue))
    if paper.year:
        fields.append(("rft.date", str(paper.year)))
    if paper.doi:
        fields.append(("rft_id", f"info:doi/{paper.doi}"))
    if paper.pubmed_id:
        fields.append(("rft_id", f"info:pmid/{paper.pubmed_id}"))
    for author in paper.authors[:20]:
        family, given = split_name(author)
        fields += [("rft.aulast", family), ("rft.aufirst", given)] if given else [("rft.au", family)]
    return urlencode(fields)


@register.filter
def level(score: float) -> str:
    score = float(score or 0)
    return "high" if score >= 0.66 else "mid" if score >= 0.5 else "low"


@register.filter
def subtract(value, amount) -> float:
    """value - amount, rounded for display (the legend's 1 - w)."""
    return round(float(value or 0) - float(amount or 0), 3)


@register.filter
def time_left(seconds) -> str:
    """Seconds as a reader says them: "under a minute", "about 4 min", "about 1 h 20 min"."""
    seconds = int(seconds or 0)
    if seconds < 60:
        return "under a minute"
    minutes = round(seconds / 60)
    return f"about {minutes} min" if minutes < 60 else f"about {minutes // 60} h {minutes % 60} min"


@register.filter
def dollars(amount) -> str:
    """A cost in US dollars to the cent, or to four places below a cent; "none" when it is nothing
    (the offline provider's calls)."""
    amount = float(amount or 0)
    if amount == 0:
        return "none"
    return f"${amount:.2f}" if amount >= 0.01 else f"${amount:.4f}"
