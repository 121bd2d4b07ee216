from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.db import transaction
from django.db.models import Count, JSONField
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html

from common.deletion import cascade_counts
from literature.forms import PaperAdminForm, SafeJSONField, UploadForm
from literature.models import Abstract, Chunk, Citation, Corpus, EmbedBatch, ImportJob, Paper, RecordError
from literature.services.corpus_deletion import queue_corpus_deletion
from literature.services.uploads import create_import_job


@admin.register(Corpus)
class CorpusAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "paper_count", "created_at", "upload_link"]
    list_filter = [("owner", admin.EmptyFieldListFilter)]  # shared corpora, or researchers' own
    search_fields = ["name", "owner__username"]
    readonly_fields = ["deletion_queued_at"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(paper_total=Count("papers"))

    @admin.display(description="papers", ordering="paper_total")
    def paper_count(self, corpus):
        return corpus.paper_total

    @admin.display(description="")
    def upload_link(self, corpus):
        if corpus.deletion_queued_at:
            return "being deleted"
        return format_html(
            '<a href="{}">Upload a file</a>', reverse("admin:literature_corpus_upload", args=[corpus.pk])
        )

    def get_deleted_objects(self, objs, request):
        """The corpora and a count of each kind of row they take with them: Django's own listing
        loads and renders every paper, abstract and passage, which at a million papers never ends."""
        corpora = Corpus.objects.filter(pk__in=[corpus.pk for corpus in objs])
        counts = cascade_counts(corpora)
        model_count = {model._meta.verbose_name_plural: f"{count:,}" for model, count in counts.items()}
        perms_needed = {
            model._meta.verbose_name
            for model in counts
            if model in self.admin_site._registry
            and not self.admin_site._registry[model].has_delete_permission(request)
        }
        return [str(corpus) for corpus in corpora], model_count, perms_needed, []

    # Deleting queues the work for a bulk worker (literature.services.corpus_deletion); the
    # confirmation, its counts and the permission checks are Django's as before.
    def delete_model(self, request, obj):
        self.delete_queryset(request, Corpus.objects.filter(pk=obj.pk))

    def delete_queryset(self, request, queryset):
        queued = queue_corpus_deletion(queryset)
        request.corpora_queued_for_deletion = [corpus.name for corpus in queued]

    def message_user(self, request, message, level=messages.INFO, *args, **kwargs):
        """Django's "deleted successfully" would be false: say what happens instead."""
        queued = getattr(request, "corpora_queued_for_deletion", None)
        if queued is not None and level == messages.SUCCESS:
            names = ", ".join(f"“{name}”" for name in queued)
            message = (
                f"{names}: queued for deletion. A bulk worker removes the corpus and everything it holds; "
                "until then it is listed as being deleted, and no search or import can use it."
                if queued
                else "Already queued for deletion."
            )
        super().message_user(request, message, level, *args, **kwargs)

    def get_urls(self):
        upload = path(
            "<int:corpus_id>/upload/",
            self.admin_site.admin_view(self.upload_view),
            name="literature_corpus_upload",
        )
        return [upload, *super().get_urls()]

    def upload_view(self, request, corpus_id: int):
        corpus = get_object_or_404(Corpus, pk=corpus_id)
        if not self.has_change_permission(request, corpus):
            return redirect("admin:index")
        if corpus.deletion_queued_at:
            messages.error(request, f"“{corpus}” is being deleted: nothing can be uploaded into it.")
            return redirect("admin:literature_corpus_changelist")
        form = UploadForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            try:
                job = create_import_job(
                    corpus=corpus,
                    upload=form.cleaned_data["file"],
                    fmt=form.cleaned_data["format"],
                    column_mapping=form.cleaned_data["column_mapping"],
                    user=request.user,
                    database=form.cleaned_data["database"],
                    searched_on=form.cleaned_data["searched_on"],
                )
            except ValueError as error:  # over the day's uploads, say, or a corpus queued for deletion since
                form.add_error("file", str(error))
            else:
                messages.info(request, f"{job.original_name} is queued for import into {corpus}.")
                return redirect("admin:literature_importjob_change", job.pk)
        context = {
            **self.admin_site.each_context(request),
            "title": f"Upload papers into {corpus}",
            "corpus": corpus,
            "form": form,
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/literature/corpus/upload.html", context)


@admin.register(Paper)
class PaperAdmin(admin.ModelAdmin):
    form = PaperAdminForm
    formfield_overrides = {JSONField: {"form_class": SafeJSONField}}
    list_display = ["title", "year", "venue", "corpus", "source", "doi"]
    list_filter = ["corpus", "source", "year"]
    search_fields = ["title", "doi", "arxiv_id", "pubmed_id", "openalex_id", "semantic_scholar_id", "external_id"]
    readonly_fields = ["import_job", "created_at", "title_key"]
    list_select_related = ["corpus"]
    show_full_result_count = False


@admin.register(Abstract)
class AbstractAdmin(admin.ModelAdmin):
    list_display = ["paper", "embedding_model"]
    search_fields = ["paper__title"]
    raw_id_fields = ["paper"]
    exclude = ["embedding"]

    # An abstract deleted on its own changes its paper's text: the paper is saved again, so that
    # what follows a saved paper (its index entry, its corpus's screening terms) follows the loss.
    # A receiver of the abstract's deletion would do it too, but would also cost every paper's
    # deletion its abstract's fast delete.
    def delete_model(self, request, obj):
        paper = obj.paper
        super().delete_model(request, obj)
        paper.save()

    def delete_queryset(self, request, queryset):
        with transaction.atomic():  # one re-index and one terms task for all of them, after commit
            papers = list(Paper.objects.filter(abstract__in=queryset))
            super().delete_queryset(request, queryset)
            for paper in papers:
                paper.save()


@admin.register(Chunk)
class ChunkAdmin(admin.ModelAdmin):
    list_display = ["paper", "ordinal", "source", "section", "char_start", "char_end", "embedding_model"]
    list_filter = ["source"]
    raw_id_fields = ["paper"]
    exclude = ["embedding"]


@admin.register(Citation)
class CitationAdmin(admin.ModelAdmin):
    list_display = ["citing", "cited", "cited_identifier"]
    raw_id_fields = ["citing", "cited"]
    search_fields = ["cited_identifier", "cited_title"]


class FailedEmbedBatchInline(admin.TabularInline):
    """The embedding batches that failed (a large import has thousands of batches; the rest are
    counted by the job's embedded of total)."""

    model = EmbedBatch
    verbose_name_plural = "embedding batches that failed"
    fields = ["number", "kind", "first_id", "last_id", "size", "worker", "message", "finished_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def get_queryset(self, request):
        return super().get_queryset(request).filter(status=EmbedBatch.Status.FAILED)

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(ImportJob)
class ImportJobAdmin(admin.ModelAdmin):
    formfield_overrides = {JSONField: {"form_class": SafeJSONField}}
    list_display = [
        "original_name",
        "corpus",
        "format",
        "status",
        "papers_created",
        "duplicates",
        "rejected",
        "created_at",
    ]
    list_filter = ["status", "format", "corpus"]
    inlines = [FailedEmbedBatchInline]
    change_form_template = "admin/literature/importjob/change_form.html"
    # Read-only: a job is a record of what was imported. The stored file is not linked (media files
    # are not served); its name is shown instead.
    readonly_fields = [
        "corpus",
        "format",
        "original_name",
        "column_mapping",
        "status",
        "message",
        "bytes_total",
        "bytes_read",
        "records_seen",
        "papers_created",
        "duplicates",
        "rejected",
        "chunks_created",
        "embed_total",
        "embed_done",
        "created_by",
        "created_at",
        "started_at",
        "finished_at",
    ]

    fields = readonly_fields

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def change_view(self, request, object_id, form_url="", extra_context=None):
        job = self.get_object(request, unquote(object_id))
        if job is None:  # a malformed or unknown id: the admin's own "does not exist" answer
            return super().change_view(request, object_id, form_url, extra_context)
        running = job.status not in (ImportJob.Status.DONE, ImportJob.Status.FAILED)
        first_errors = job.record_errors.all()[:20]
        extra_context = {
            **(extra_context or {}),
            "job": job,
            "running": running,
            "first_errors": first_errors,
            "title": f"Import of {job.original_name} into {job.corpus}",
        }
        if job.status == ImportJob.Status.FAILED:
            messages.error(request, f"Import failed: {job.message}")
        return super().change_view(request, object_id, form_url, extra_context)


@admin.register(RecordError)
class RecordErrorAdmin(admin.ModelAdmin):
    list_display = ["job", "kind", "location", "reason", "matched_paper_id"]
    list_filter = ["kind", "job"]
    search_fields = ["reason"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
