"""Your records: a researcher's own collections of records, uploaded here rather than in the admin.
A file is detected from its content, shown before it is imported (its first records, or what it
looks like), tagged with the database it came from and the day it was searched (PRISMA counts
records per database), and imported on the bulk worker once confirmed. A collection is its owner's
and their screening teams' (screening.access); to anyone else it does not exist."""

from __future__ import annotations

from collections.abc import Callable

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from common.quotas import QuotaExceeded
from common.tasks import enqueue
from literature.forms import UploadForm
from literature.models import Corpus, ImportJob, RecordError
from literature.services.collections import new_collection
from literature.services.duplicate_review import (
    DuplicateReviewError,
    candidate_pairs,
    judge_pair,
    judge_set_aside,
    set_aside_records,
)
from literature.services.preview import preview_job
from literature.services.uploads import confirm_import, create_import_job
from screening.access import screened_papers, visible_corpora
from screening.selectors import screenings_of
from web.forms import form_errors, offer_corpora, posted_id

DATABASES = ("PubMed / MEDLINE", "Embase", "Web of Science", "Scopus", "CINAHL", "PsycINFO", "Cochrane CENTRAL")


class CollectionChoice(forms.Form):
    """The collection records go into: one of the user's, or a new one named here."""

    collection = forms.ModelChoiceField(
        queryset=Corpus.objects.none(), required=False, empty_label="a new collection, named below"
    )
    name = forms.CharField(required=False, max_length=200, label="New collection's name")

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["collection"].queryset = Corpus.objects.in_use().filter(owner=user).order_by("name")

    def clean(self):
        data = super().clean()
        if not data.get("collection") and not (data.get("name") or "").strip():
            raise ValidationError("name the new collection, or choose one of yours")
        return data

    def target(self, user) -> Corpus:
        """The chosen collection, or the new one, made now (a name the user has already: said, not a
        database error)."""
        return self.cleaned_data["collection"] or new_collection(user, self.cleaned_data["name"])


class RecordsUploadForm(CollectionChoice, UploadForm):
    """The admin's upload form (file checks, format, column mapping, database, search date) with the
    collection it goes into."""


class CopyForm(CollectionChoice):
    """Another corpus's records (a shared one, or a team's) into a collection of the user's."""

    source = forms.ModelChoiceField(queryset=Corpus.objects.none(), label="Records of")
    field_order = ["source", "collection", "name"]

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, user=user, **kwargs)
        offer_corpora(self.fields["source"], user)
        self.fields["collection"].label = "Into"

    def clean(self):
        data = super().clean()
        if data.get("source") and data.get("source") == data.get("collection"):
            raise ValidationError("a collection is not copied into itself")
        return data


@login_required
def records(request):
    collections = Corpus.objects.in_use().filter(owner=request.user).order_by("name")
    # A preview left unconfirmed stays listed, with the way back to it: its file is kept until imported or dropped.
    jobs = ImportJob.objects.filter(corpus__in=collections)
    context = {
        "collections": collections,
        "jobs": jobs.select_related("corpus")[:50],
        "form": RecordsUploadForm(user=request.user),
        "copy_form": CopyForm(user=request.user),
        "databases": DATABASES,
    }
    return render(request, "web/records.html", context)


@login_required
@require_POST
def upload(request):
    form = RecordsUploadForm(request.POST, request.FILES, user=request.user)
    if not form.is_valid():
        return refused(request, form_errors(form), 400)
    return upload_for_preview(request, form, lambda: form.target(request.user))


def refused(request, message: str, status: int, *, review: int | None = None):
    """A file refused before anything is written: the reason on a page of the site, with the way back (a
    form posted without JavaScript lands here, so a bare line of text left the user nowhere)."""
    back = reverse("web:review", args=[review]) if review else reverse("web:records")
    context = {"message": message, "back": back, "back_name": "the review" if review else "My records"}
    return render(request, "web/upload_refused.html", context, status=status)


def upload_for_preview(request, form: UploadForm, target: Callable[[], Corpus], *, review: int | None = None):
    """The validated file as an import awaiting its preview, into the target collection (made in the
    same transaction, so a refused file leaves no empty collection); the preview page, or the refusal
    said plainly. `review`: the review whose page the preview returns to."""
    data = form.cleaned_data
    try:
        with transaction.atomic():
            job = create_import_job(
                corpus=target(),
                upload=data["file"],
                fmt=data["format"],
                column_mapping=data["column_mapping"],
                user=request.user,
                preview=True,
                database=data["database"],
                searched_on=data["searched_on"],
            )
    except QuotaExceeded as error:
        return refused(request, str(error), 429, review=review)
    except (ValueError, ValidationError) as error:
        text = "; ".join(error.messages) if isinstance(error, ValidationError) else str(error)
        return refused(request, text, 400, review=review)
    preview_url = reverse("web:records_preview", args=[job.pk])
    return redirect(f"{preview_url}?review={review}" if review else preview_url)


def _previewed(request, job_id: int) -> ImportJob:
    return get_object_or_404(
        ImportJob.objects.select_related("corpus"), pk=job_id, created_by=request.user, status=ImportJob.Status.PREVIEW
    )


@login_required
def preview(request, job_id: int):
    job = _previewed(request, job_id)
    context = {"job": job, "preview": preview_job(job), "review": _review_asked(request, request.GET)}
    return render(request, "web/records_preview.html", context)


NOTES_SHOWN = 1000


@login_required
def import_notes(request, job_id: int):
    """What an import left out, line by line, and what it kept with doubt: a reviewer accounts for every
    record of a database's export (PRISMA's records removed before screening) and checks nothing was
    lost. Duplicates have their own page, where they can be judged."""
    jobs = ImportJob.objects.exclude(status=ImportJob.Status.PREVIEW).select_related("corpus")
    job = get_object_or_404(jobs, pk=job_id, corpus__in=visible_corpora(request.user))
    notes = job.record_errors.exclude(kind=RecordError.Kind.DUPLICATE).order_by("kind", "id")
    context = {
        "job": job,
        "notes": notes[:NOTES_SHOWN],
        "count": notes.count(),
        "shown": NOTES_SHOWN,
        "review": _review_asked(request, request.GET),
    }
    return render(request, "web/records_notes.html", context)


def _review_asked(request, data) -> int | None:
    """The review the upload came from, when the user is one of its members: the page to return to."""
    pk = posted_id(data, "review")
    return pk if pk and screenings_of(request.user).filter(session_id=pk).exists() else None


@login_required
@require_POST
def confirm(request, job_id: int):
    """Import the previewed file, or drop it (and its new collection, if nothing else is in it)."""
    job = _previewed(request, job_id)
    review = _review_asked(request, request.POST)
    back = redirect("web:review", pk=review) if review else redirect("web:records")
    if request.POST.get("action") == "import":
        confirm_import(job)
        messages.success(request, f"Importing {job.original_name} into {job.corpus.name}: its progress is below.")
        return back
    corpus = job.corpus
    job.file.delete(save=False)
    job.delete()
    if not corpus.papers.exists() and not corpus.import_jobs.exists() and not corpus.search_sessions.exists():
        corpus.delete()
    messages.info(request, f"{job.original_name} was not imported.")
    return back


def _own_collection(request, corpus_id: int) -> Corpus:
    return get_object_or_404(Corpus.objects.in_use(), pk=corpus_id, owner=request.user)


@login_required
def duplicates(request, corpus_id: int):
    """The pairs an import could not be sure of, and the records it set aside, side by side."""
    corpus = _own_collection(request, corpus_id)
    context = {"corpus": corpus, "pairs": candidate_pairs(corpus), "set_aside": set_aside_records(corpus)}
    return render(request, "web/records_duplicates.html", context)


@login_required
@require_POST
def judge_duplicates(request, corpus_id: int):
    """Merge one paper of a pair into the other, or keep both."""
    corpus = _own_collection(request, corpus_id)
    kept, other = posted_id(request.POST, "kept"), posted_id(request.POST, "other")
    if kept is None or other is None:
        return HttpResponse("kept and other: the two papers' ids", status=400, content_type="text/plain")
    merge = request.POST.get("verdict") == "merge"
    if merge and other in screened_papers([other]):
        messages.error(request, f"paper {other} has screening decisions: merge the other way, or keep both")
        return redirect("web:records_duplicates", corpus_id=corpus.pk)
    try:
        judge_pair(corpus=corpus, kept_id=kept, other_id=other, merge=merge, by=request.user)
    except DuplicateReviewError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, "Merged: one record is kept." if merge else "Kept both: not a duplicate.")
    return redirect("web:records_duplicates", corpus_id=corpus.pk)


@login_required
@require_POST
def judge_set_aside_record(request, corpus_id: int):
    """A record an import set aside: a duplicate indeed, or kept after all."""
    corpus = _own_collection(request, corpus_id)
    note_id = posted_id(request.POST, "note")
    if note_id is None:
        return HttpResponse("note: the set-aside record's id", status=400, content_type="text/plain")
    keep = request.POST.get("verdict") == "keep"
    try:
        paper = judge_set_aside(corpus=corpus, note_id=note_id, keep=keep, by=request.user)
    except DuplicateReviewError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"Kept as paper {paper.pk}: not a duplicate." if keep else "Confirmed a duplicate.")
    return redirect("web:records_duplicates", corpus_id=corpus.pk)


@login_required
@require_POST
def copy(request):
    """Queue the copy of another corpus's records into a collection of the user's (the bulk worker
    writes them out and imports them as any upload)."""
    form = CopyForm(request.POST, user=request.user)
    if not form.is_valid():
        return HttpResponse(form_errors(form), status=400, content_type="text/plain")
    data = form.cleaned_data
    try:
        with transaction.atomic():
            target = form.target(request.user)
            source, user = data["source"], request.user.pk
            transaction.on_commit(lambda: enqueue("literature.tasks.copy_corpus_task", source.pk, target.pk, user))
    except ValidationError as error:
        return HttpResponse("; ".join(error.messages), status=400, content_type="text/plain")
    count = source.papers.count()
    messages.info(
        request, f"Copying the {count:,} records of {source.name} into {target.name}: the import appears below."
    )
    return redirect("web:records")
