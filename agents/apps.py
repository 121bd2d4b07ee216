from django.apps import AppConfig


class AgentsConfig(AppConfig):
    name = "agents"
    verbose_name = "Agents"

    def ready(self) -> None:
        from agents.strategy import PasaMasterStrategy
        from search.strategies import register_strategy

        register_strategy(PasaMasterStrategy())
