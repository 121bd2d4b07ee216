from celery.signals import worker_process_init
from django.apps import AppConfig


class AgentsConfig(AppConfig):
    name = "agents"
    verbose_name = "Agents"

    def ready(self) -> None:
        from agents import receivers
        from agents.strategies.amd import AmdStrategy
        from agents.strategies.corag import CoragStrategy
        from agents.strategies.pasamaster import PasaMasterStrategy
        from agents.strategies.shrag import ShragStrategy
        from agents.strategies.sira import SiraStrategy
        from literature.signals import corpus_deletion_queued, import_finished
        from search.strategies import register_strategy

        register_strategy(SiraStrategy())
        register_strategy(AmdStrategy())
        register_strategy(CoragStrategy())
        register_strategy(ShragStrategy())
        register_strategy(PasaMasterStrategy())
        import_finished.connect(receivers.queue_saved_search_updates, dispatch_uid="agents.saved_search_updates")
        corpus_deletion_queued.connect(
            receivers.stop_searches_of_deleted_corpora, dispatch_uid="agents.stop_searches_of_deleted_corpora"
        )
        worker_process_init.connect(receivers.preload_models, dispatch_uid="agents.preload_models")
