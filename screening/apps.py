from django.apps import AppConfig


class ScreeningConfig(AppConfig):
    name = "screening"
    verbose_name = "Screening"

    def ready(self) -> None:
        from literature.signals import import_finished
        from screening import receivers

        import_finished.connect(receivers.queue_corpus_terms, dispatch_uid="screening.corpus_terms")
