from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save


class LiteratureConfig(AppConfig):
    name = "literature"
    verbose_name = "Paper repository"

    def ready(self) -> None:
        from literature.models import Abstract, ImportJob, Paper
        from literature.signals import announce_saved_paper, delete_uploaded_file

        post_save.connect(announce_saved_paper, sender=Paper, dispatch_uid="literature.paper_saved")
        post_save.connect(announce_saved_paper, sender=Abstract, dispatch_uid="literature.abstract_saved")
        post_delete.connect(delete_uploaded_file, sender=ImportJob, dispatch_uid="literature.import_file_deleted")
