from django.apps import AppConfig
from django.db.models.signals import post_delete


class SearchConfig(AppConfig):
    name = "search"
    verbose_name = "Search"

    def ready(self) -> None:
        from literature.models import Corpus, Paper
        from literature.signals import papers_changed
        from search import receivers

        papers_changed.connect(receivers.queue_indexing, dispatch_uid="search.queue_indexing")
        post_delete.connect(receivers.queue_paper_removal, sender=Paper, dispatch_uid="search.paper_removal")
        post_delete.connect(receivers.queue_corpus_removal, sender=Corpus, dispatch_uid="search.corpus_removal")
