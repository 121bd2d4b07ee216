from django.apps import AppConfig


class ScreeningConfig(AppConfig):
    name = "screening"
    verbose_name = "Screening"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save

        from literature.models import Abstract, Corpus, Paper
        from literature.signals import import_finished
        from screening import receivers

        import_finished.connect(receivers.queue_corpus_terms, dispatch_uid="screening.corpus_terms")
        post_delete.connect(
            receivers.queue_terms_after_paper_deletion, sender=Paper, dispatch_uid="screening.paper_deletion"
        )
        for model in (Paper, Abstract):
            post_save.connect(
                receivers.queue_terms_after_paper_save, sender=model, dispatch_uid=f"screening.{model.__name__}_saved"
            )
        post_delete.connect(receivers.forget_deleted_corpus_terms, sender=Corpus, dispatch_uid="screening.forget_terms")
