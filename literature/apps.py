from django.apps import AppConfig


class LiteratureConfig(AppConfig):
    name = "literature"
    verbose_name = "Paper repository"
