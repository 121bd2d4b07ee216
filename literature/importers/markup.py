"""Markup that database exports carry into titles and abstracts, read as the plain text it stands for.

Crossref and OpenAlex pass on publishers' JATS and HTML ("Safety analysis of<scp>rFVII</scp>a",
"<jats:p>", "<h3>Objective</h3>"), often escaped ("&lt;p&gt;...&lt;/p&gt;", "P &lt;0.0001"), and
PubMed's older records carry SGML's Greek entities ("&bgr;-blockers"). Left as they are, a reviewer
reads "&lt;" where the paper says "<", and the same title from two databases gets two keys, so a
duplicate is missed. Only tags of a known name are taken out: "p <0.05" and "age <or= 65" stay."""

from __future__ import annotations

import html
import re

# ISO 8879's Greek entities, which HTML does not define (MEDLINE's older abstracts use them).
_GREEK = dict(
    zip(
        "agr bgr ggr dgr egr zgr eegr thgr igr kgr lgr mgr ngr xgr ogr pgr rgr sgr tgr ugr phgr khgr psgr ohgr".split(),
        "αβγδεζηθικλμνξοπρστυφχψω",
        strict=True,
    )
)
_GREEK |= {name.capitalize(): letter.upper() for name, letter in _GREEK.items()}
_ENTITY = re.compile(r"&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")

_NS = r"(?:[A-Za-z][\w.-]*:)?"  # jats:, ns4:, mml:
_HEADING = re.compile(rf"<({_NS}(?:h[1-6]|title|label))\b[^<>]*>([^<>]*)</\1\s*>", re.IGNORECASE)
_SUBTITLE = re.compile(rf"<{_NS}subtitle\b[^<>]*>", re.IGNORECASE)
_SCRIPT = re.compile(rf"</?{_NS}(?:sub|sup|inf)\b[^<>]*>", re.IGNORECASE)  # H<sub>2</sub>O is H2O
_INLINE = re.compile(
    rf"</?{_NS}(?:i|b|u|em|strong|italic|bold|scp|sc|small|span|underline|"
    rf"p|div|br|sec|abstract|abstracttext|list|list-item|subtitle|h[1-6]|title|label)\b[^<>]*/?>",
    re.IGNORECASE,
)
_SPACES = re.compile(r"[ \t]{2,}")


def plain_text(value: str) -> str:
    """`value` with character references decoded (twice: "&amp;ndash;" is a dash) and known markup
    taken out; a heading becomes "Heading:", and a tag between two letters a space."""
    if "&" not in value and "<" not in value:
        return value
    for _ in range(2):
        value = _ENTITY.sub(_decoded, value)
    if "<" not in value:
        return value
    value = _HEADING.sub(_heading, value)
    value = _SUBTITLE.sub(": ", value)
    value = _SCRIPT.sub("", value)
    value = _INLINE.sub(_between_words, value)
    return _SPACES.sub(" ", value).strip()


def _decoded(match: re.Match) -> str:
    name = match.group(1)
    return _GREEK.get(name) or html.unescape(match.group(0))  # an unknown name stays as it was


def _heading(match: re.Match) -> str:
    text = match.group(2).strip()
    return f" {text} " if not text or text[-1] in ":.?!" else f" {text}: "


def _between_words(match: re.Match) -> str:
    """A tag between two letters or digits once stood for a break ("An<i>in vitro</i>FcRn")."""
    text, start, end = match.string, match.start(), match.end()
    joined = 0 < start and end < len(text) and text[start - 1].isalnum() and text[end].isalnum()
    return " " if joined else ""
