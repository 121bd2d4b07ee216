"""A publisher's notice in an abstract is never read as evidence (search.reading.notices)."""

from __future__ import annotations

import numpy as np

from search.reading.notices import a_notice, without_notices


def test_a_notice_is_told_by_how_it_starts():
    for notice in (
        "Copyright © 2011 American College of Cardiology Foundation.",
        "All rights reserved.",
        "© 2012 The Authors.",
        "Copyright (c) 2010 Elsevier Ltd.",
        "(c) 2009 Elsevier B.V.",
        "Published by Elsevier Inc.",
    ):
        assert a_notice(notice), notice
    assert not a_notice("Six NAF samples were obtained using a FirstCyte© Aspirator.")
    assert not a_notice("Copyrighted questionnaires were licensed."), "a word that begins as one"


def test_a_text_made_only_of_notices_is_never_close_in_meaning():
    similarity = np.array([[0.71, 0.60], [0.50, 0.40]])
    texts = ["Copyright © 2011 American College of Cardiology Foundation.", "Events fell."]
    masked = without_notices(similarity, texts)
    assert masked[:, 0].tolist() == [-1.0, -1.0] and masked[:, 1].tolist() == [0.60, 0.40]
    assert without_notices(similarity, ["Events fell.", "Deaths fell."]) is similarity
    mixed = ["Events fell. All rights reserved.", "Deaths fell."]
    assert without_notices(similarity, mixed, lambda text: text.split(". ")) is similarity
