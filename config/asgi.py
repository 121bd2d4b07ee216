import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_asgi_application()

from django.conf import settings  # noqa: E402 (configured by the line above)

from config.body_limit import BodyLimit  # noqa: E402

application = BodyLimit(
    django_application, limit=settings.QUARRY_MAX_REQUEST_BYTES, upload_limit=settings.QUARRY_MAX_UPLOAD_BYTES
)
