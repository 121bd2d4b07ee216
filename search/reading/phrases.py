"""A criterion's phrase kept tidy: no punctuation at its ends, no stray bracket, no leading article or
filler, and a test that it says something (a word that is neither a stop word, a unit, a number nor
a generic noun), for search.reading.criteria."""

from __future__ import annotations

import re

from search.reading import question_words


def tidy(text: str) -> str:
    return re.sub(r"\s+([,;?.:])", r"\1", " ".join(text.split())).strip(" ,;:")


def trim(phrase: str) -> str:
    """No punctuation at either end, and no leading article or filler."""
    phrase = without_stray_brackets(" ".join(phrase.split()).strip(" ,;:.?!\"'"))
    phrase = re.sub(r"^(?:the|a|an|any|(?:on|about|of)\s+whether)\s+", "", phrase, flags=re.IGNORECASE)
    phrase = re.sub(
        # "associated with fewer cardiovascular events" asks of cardiovascular events (a walked search's "Outcome: fewer
        # cardiovascular events" was met by no paper)
        # Not a name that holds the word ("higher education", "lower back pain", "lower urinary tract symptoms").
        r"^(?:(?:less|more)\s+(?:frequent|common|often)\s+(?=\w)|(?:(?:lower|higher)(?!\s+(?:education|back|limbs?|"
        r"urinary|respiratory|gastrointestinal|extremit(?:y|ies)|income)\b)|reduced|increased|decreased|"
        r"greater|better|improved|fewer|less|more|reducing|preventing|treating|improving|lowering)\s+(?=\w))",
        "",
        phrase,
        flags=re.I,
    )
    phrase = re.sub(r"\s+only$", "", phrase, flags=re.IGNORECASE)
    # when in a life it is measured is no part of what is ("breast cancer later in life", "professional misconduct
    # later in their careers")
    phrase = re.sub(
        r"\s+(?:later|earlier)\s+in\s+(?:life|adulthood|childhood|their\s+(?:lives|careers))$", "", phrase, flags=re.I
    )
    phrase = question_words.LEAD.sub("", phrase)
    # A capital A ends a name ("haemophilia A", "hepatitis A", "vitamin A"), not an article.
    # nor a clause's first word ("efficacy and lower quality of life when", its comparison taken)
    phrase = re.sub(
        r"\s+(?:(?i:the|an|of|in|on|for|to|with|and|or|by|when|while|whereas|if|because|than|that|which|who)|a)$",
        "",
        phrase,
    ).strip()
    return without_stray_brackets(phrase)


def without_stray_brackets(phrase: str) -> str:
    """A bracket at either end goes unless it pairs with one inside ("leukemia (AML)" keeps its own;
    "(AML" and "(older adults)" lose theirs)."""
    while phrase:
        pairs = bracket_pairs(phrase)
        last = len(phrase) - 1
        if phrase[0] in "([" and pairs.get(0) == last:
            phrase = phrase[1:-1]
        elif phrase[0] in "([" and 0 not in pairs:
            phrase = phrase[1:]
        elif phrase[-1] in ")]" and last not in pairs.values():
            phrase = phrase[:-1]
        else:
            return phrase
        phrase = phrase.strip(" ,;:.?!\"'")
    return phrase


def bracket_pairs(text: str) -> dict[int, int]:
    """{opening bracket's index: its closing bracket's index}."""
    pairs, opened = {}, []
    for index, character in enumerate(text):
        if character in "([":
            opened.append(index)
        elif character in ")]" and opened:
            pairs[opened.pop()] = index
    return pairs


def with_shared_head(first: str, second: str) -> str:
    """`first` with the head noun it shares with `second` where it is one word and `second` more ("spinal" and
    "general anaesthesia", "telephone" or "face-to-face follow-up"); `first` as it is otherwise."""
    words = second.split()
    return f"{first} {' '.join(words[1:])}" if len(first.split()) == 1 and len(words) > 1 else first


def meaningful(phrase: str) -> bool:
    """Holds a word that is neither a stop word, a unit, a number nor a generic noun."""
    words = [w.lower() for w in re.findall(r"[^\W\d_][\w\-']*", phrase)]
    if re.search(r"\d", phrase) and len(words) >= 2:  # "people aged 65-85 years"
        return True
    return any(w not in question_words.STOP and w not in question_words.GENERIC and len(w) > 1 for w in words)


# A topic phrase cut from a request's verbs rather than its subject ("Topic: tackles the issue", "Topic: update some
# original", "Topic: perform at coreference", "Topic: database of good"), or one generic word ("Topic: highlights"): no
# criterion a paper could meet. The judge's facets keep them (they were trained so).
_REQUEST_VERB = re.compile(
    r"^(?:highlights?|tackles?|updates?|associates?|performs?|explores?|discuss(?:es)?|addresses|proposes?|employs?|"
    r"leverages?|suggests?|links?|finds?|found|applies|examines?|investigates?|considers?)\s+"
    r"(?:(?:at|on|to|with|the|a|an)\s+)?",
    re.IGNORECASE,
)
_TRAILING_FRAGMENT = re.compile(
    r"(?:\s+(?:some|certain|several|various|original|good|bad|the\s+issue|the\s+problem))+$", re.IGNORECASE
)
_GENERIC_TOPIC = re.compile(
    r"(?:highlights|resources|issues?|problems?|methods|approaches|techniques|works|papers|research|data|settings)",
    re.IGNORECASE,
)


def without_request_verb(phrase: str) -> str:
    """A topic phrase without the request's verb it was cut with ("links exposure bias": "exposure bias") or a
    determiner it was cut before ("update some original"); "" where what is left is no criterion."""
    phrase = trim(_TRAILING_FRAGMENT.sub("", _REQUEST_VERB.sub("", phrase)))
    return phrase if meaningful(phrase) and not _GENERIC_TOPIC.fullmatch(phrase) else ""


# How a method is used, before it ("Intervention: employing prefix vectors", "Topic: utilizing character n-grams"), or
# a request's adverb ("Topic: specifically evaluating"); what is left must still name something.
_METHOD_VERB = re.compile(
    r"^(?:(?:specifically|particularly|especially)\s+\w+\s*|"
    r"(?:employing|utili[sz]ing|leveraging|incorporating|exploiting)\s+(?:(?:a|an|the)\s+)?|"
    # "eating nuts" is the nuts, "wearing face masks" the masks (a walked search's "Intervention: eating nuts" was "not
    # found" where papers name "nut consumption"); not a noun the gerund makes ("eating disorders", "drinking
    # behaviour")
    r"(?:eating|drinking|consuming|ingesting|taking|wearing|receiving)\s+(?:(?:a|an|the|more|less)\s+)?(?!(?:disorders?|behaviou?rs?|habits?|"
    r"patterns?|problems?|attitudes?|occasions?|episodes?|games?|age|establishments?|healthy|healthier|healthily|well|"
    r"better|right|clean|green|out|late|early|slowly|quickly|mindfully|together|alone)\b)(?=\w)|"
    # "Is there too much aluminum in tea?", "Is there a comprehensive dataset ...": the lead-in's "there"
    r"there\s+(?:(?:is|are)\s+)?(?:(?:too\s+(?:much|many)|any|enough|a|an)\s+)?)",
    re.IGNORECASE,
)
_GENERIC_METHOD = re.compile(
    r"(?:methods?|techniques?|approaches)|"
    # "in certain settings", "in a wide range of scenarios": no people, no setting (LitSearch's requests)
    r"(?:(?:certain|various|different|many|several|some|(?:a\s+)?wide\s+range\s+of)\s+)"
    r"(?:settings|scenarios|contexts|cases|situations|domains|conditions|tasks)",
    re.IGNORECASE,
)


def without_method_verb(phrase: str) -> str:
    """A criterion's phrase without how a method is used ("employing prefix vectors": "prefix vectors"); "" where
    what is left is no criterion."""
    phrase = trim(_METHOD_VERB.sub("", phrase)) if _METHOD_VERB.match(phrase) else phrase
    return phrase if meaningful(phrase) and not _GENERIC_METHOD.fullmatch(phrase) else ""
