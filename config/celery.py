"""The Celery application; tasks are discovered in each app's tasks.py, and queued through
common/tasks.py."""

import os

from celery import Celery
from celery.signals import before_task_publish, task_prerun

from common.logs import add_request_id_header, restore_task_context

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("quarry")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

before_task_publish.connect(add_request_id_header, weak=False)
task_prerun.connect(restore_task_context, weak=False)
