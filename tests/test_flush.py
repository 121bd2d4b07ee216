"""The test suite's own flush (tests/conftest.py): what a transactional test wrote is gone after it,
the schema's own rows stay, and nothing else listens for post_migrate."""

import numpy as np
import pytest
from django.contrib.auth.models import Permission, User
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command
from django.db import connection

from literature.models import Abstract, Corpus, Paper
from tests.conftest import CONTENT_TYPES_AND_PERMISSIONS, flush_statements, post_migrate_receivers

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_flush_empties_what_a_test_wrote_and_keeps_content_types_and_permissions():
    User.objects.create_user("flushed")
    corpus = Corpus.objects.create(name="flushed")
    paper = Paper.objects.create(corpus=corpus, title="A trial")
    Abstract.objects.create(paper=paper, text="An abstract.", embedding=np.ones(384, dtype=np.float32))
    content_types, permissions = ContentType.objects.count(), Permission.objects.count()

    statements = flush_statements(connection)
    assert statements[0] == 'TRUNCATE "literature_abstract" CASCADE'
    assert {'DELETE FROM "auth_user"', 'DELETE FROM "literature_paper"', 'DELETE FROM "literature_corpus"'} <= set(
        statements
    )
    assert not any("django_content_type" in statement or "auth_permission" in statement for statement in statements)

    call_command("flush", interactive=False, verbosity=0)
    assert not User.objects.exists() and not Corpus.objects.exists() and not Abstract.objects.exists()
    assert (ContentType.objects.count(), Permission.objects.count()) == (content_types, permissions)
    assert flush_statements(connection) == []


def test_only_content_types_and_permissions_listen_for_post_migrate():
    # Were another app to listen, the flush would have to send the signal after every test.
    assert post_migrate_receivers() == CONTENT_TYPES_AND_PERMISSIONS
