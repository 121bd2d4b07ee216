from django.urls import path

from web import views

app_name = "web"

urlpatterns = [
    path("", views.home, name="home"),
    path("searches/", views.history, name="history"),
    path("searches/<int:pk>/", views.search, name="search"),
    path("searches/<int:pk>/live", views.live, name="live"),
    path("searches/<int:pk>/events", views.events, name="events"),
    path("searches/<int:pk>/cancel", views.cancel, name="cancel"),
    path("searches/<int:pk>/resume", views.resume, name="resume"),
    path("searches/<int:pk>/refine", views.refine, name="refine"),
    path("searches/<int:pk>/calibrate", views.calibrate, name="calibrate"),
    path("searches/<int:pk>/save", views.save, name="save"),
    path("searches/<int:pk>/papers/<int:paper_id>/mark", views.mark, name="mark"),
    path("searches/<int:pk>/export/<str:fmt>", views.export_results, name="export"),
    path("searches/<int:pk>/prisma.<str:fmt>", views.prisma, name="prisma"),
    path("searches/<int:pk>/screening.ris", views.screening_export, name="screening"),
    path("papers/<int:pk>/", views.paper, name="paper"),
]
