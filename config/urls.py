from django.contrib import admin
from django.urls import include, path

from api.api import api
from config.health import healthz, readyz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("readyz", readyz, name="readyz"),
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/v1/", api.urls),
    path("", include("api.urls")),
    path("", include("web.urls")),
]
