from django.urls import path

from web import fulltext, records, screening, views

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
    path("searches/<int:pk>/screen/", screening.screen, name="screen"),
    path("searches/<int:pk>/screen/start", screening.start, name="screen_start"),
    path("searches/<int:pk>/screen/decide", screening.decision, name="screen_decide"),
    path("searches/<int:pk>/screen/undo", screening.undo, name="screen_undo"),
    path("searches/<int:pk>/screen/stopping", screening.stopping, name="screen_stopping"),
    path("searches/<int:pk>/screen/highlights", screening.highlights, name="screen_highlights"),
    path("searches/<int:pk>/screen/decisions", screening.decisions, name="screen_decisions"),
    path("searches/<int:pk>/screen/resolve", screening.resolve, name="screen_resolve"),
    path("searches/<int:pk>/screen/reviewers", screening.reviewers, name="screen_reviewers"),
    path("searches/<int:pk>/screen/reviewers/remove", screening.remove, name="screen_reviewer_remove"),
    path("searches/<int:pk>/screen/blinding", screening.blinding, name="screen_blinding"),
    path("searches/<int:pk>/screen/import", screening.import_file, name="screen_import"),
    path("searches/<int:pk>/screening.<str:fmt>", screening.export, name="screening"),
    path("searches/<int:pk>/full-text/", fulltext.full_text, name="full_text"),
    path("searches/<int:pk>/full-text/decide", fulltext.full_text_action, name="full_text_action"),
    path("searches/<int:pk>/full-text/<int:paper_id>.pdf", fulltext.full_text_pdf, name="full_text_pdf"),
    path("papers/<int:pk>/", views.paper, name="paper"),
    path("records/", records.records, name="records"),
    path("records/upload", records.upload, name="records_upload"),
    path("records/imports/<int:job_id>/", records.preview, name="records_preview"),
    path("records/imports/<int:job_id>/confirm", records.confirm, name="records_confirm"),
    path("records/<int:corpus_id>/duplicates", records.duplicates, name="records_duplicates"),
    path("records/<int:corpus_id>/duplicates/judge", records.judge_duplicates, name="records_judge_duplicates"),
]
