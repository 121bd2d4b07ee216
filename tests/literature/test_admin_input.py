"""Odd input in the admin's forms gets a form error, never a server error: JSON nested too deep, a
NUL that Postgres cannot store, and authors or tags that are not lists of strings."""

from __future__ import annotations

import pytest
from django.contrib import admin
from django.forms.models import model_to_dict
from django.test import RequestFactory

from literature.models import Corpus, ImportJob, Paper
from tests.literature.test_admin_uploads import admin_client, upload  # noqa: F401 (the fixture)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])
DEEP = "[" * 5000 + "]" * 5000


@pytest.mark.parametrize(
    ("mapping", "message"),
    [
        (DEEP, "nested too deep: a mapping is one object of names"),
        ('{"title": "na\\u0000me"}', "a name in the column mapping holds a NUL character"),
    ],
    ids=["deep", "nul"],
)
def test_an_upload_mapping_nested_too_deep_or_holding_a_nul_is_a_form_error(admin_client, mapping, message):  # noqa: F811
    corpus = Corpus.objects.create(name="uploads")
    response = upload(admin_client, corpus, "a.jsonl", b'{"title": "x"}\n', "jsonl", mapping)
    assert response.status_code == 200 and message in response.content.decode()
    assert not ImportJob.objects.exists()


@pytest.mark.parametrize(
    ("authors", "message"),
    [
        (DEEP, "nested too deep to read"),
        ('["Lovelace, Ada\\u0000"]', "holds a NUL character"),
        ("[1, 2]", "a JSON list of strings"),
        ('{"name": "Ada"}', "a JSON list of strings"),
    ],
    ids=["deep", "nul", "numbers", "object"],
)
def test_a_paper_s_authors_must_be_a_list_of_strings(authors, message, django_user_model):
    paper = Paper.objects.create(
        corpus=Corpus.objects.create(name="c"), title="A paper", title_key="a paper", source="manual"
    )
    request = RequestFactory().get("/")
    request.user = django_user_model.objects.create_superuser("curator", password="a-long-password-1")
    form_class = admin.site._registry[Paper].get_form(request, paper)
    data = {**model_to_dict(paper), "authors": authors, "tags": "[]"}
    form = form_class(data=data, instance=paper)
    assert not form.is_valid()
    assert message in str(form.errors["authors"])
    good = form_class(data={**data, "authors": '["Lovelace, Ada"]'}, instance=paper)
    assert good.is_valid(), good.errors


def test_authors_and_tags_saved_before_the_check_become_lists_of_strings():
    """Papers saved through the admin before its form checked authors broke every page showing them;
    the migration mends them in place."""
    import importlib

    from django.db import connection

    migration = importlib.import_module("literature.migrations.0013_string_authors_and_tags")
    corpus = Corpus.objects.create(name="old saves")
    bad = [
        (["Lovelace, Ada", 3, None, {"name": "Hopper"}], ["tag", 1]),
        ("Turing, Alan", 5),
        ({"family": "Noether"}, "single"),
        (["Fine, Already"], ["fine"]),
    ]
    papers = [Paper.objects.create(corpus=corpus, title=f"Paper {n}") for n in range(len(bad))]
    for paper, (authors, tags) in zip(papers, bad, strict=True):
        Paper.objects.filter(pk=paper.pk).update(authors=authors, tags=tags)  # as the admin saved them

    migration.mend_lists_of_strings(None, connection.schema_editor())

    mended = [tuple(Paper.objects.values_list("authors", "tags").get(pk=p.pk)) for p in papers]
    assert mended == [
        (["Lovelace, Ada", "3", '{"name": "Hopper"}'], ["tag", "1"]),
        (["Turing, Alan"], []),
        ([], ["single"]),
        (["Fine, Already"], ["fine"]),
    ]
