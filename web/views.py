"""Researcher pages. Views are thin: they check who is asking, call agents.run.lifecycle or the
selectors, and render. Every view needs a signed-in user; a search belongs to its owner (others
get a 404, so its existence is not revealed)."""

from __future__ import annotations

import csv
import io

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Count, Sum
from django.http import Http404, HttpResponse, StreamingHttpResponse
from django.middleware.csrf import get_token
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST

from agents.calibration.marks import checklist_weight
from agents.exports import export_records
from agents.models import ENDED
from agents.run.lifecycle import (
    SearchInputError,
    cancel_search,
    mark_paper,
    refine_search,
    request_fingerprint,
    rerank_with_marks,
    resume_search,
    start_search,
)
from agents.run.living import save_search
from agents.selectors import current_checklist, paper_scores, searches_of, top_papers_by_search
from common.downloads import Download, attachment
from common.stream_slots import RETRY_AFTER_SECONDS, HeldStream, release_connections, take_slot
from literature.exports import ExportError, csv_safe, export_file
from literature.models import Citation
from literature.selectors import passage_labels, reading_texts
from screening.access import visible_papers
from screening.prisma import prisma_flow
from screening.reviews import FOUND, reviews_taking_records
from screening.selectors import screenings_of
from screening.waiting import screenings_waiting
from web.forms import ChecklistFormSet, SearchForm
from web.live import live_context, owned_search_async
from web.prisma import prisma_diagram
from web.streaming import event_stream

RECENT = 8
MAX_QUOTE_CHARS = 4000  # a quote is whole sentences: up to literature.chunking.WIDEST_REACH each side of its passage


@login_required
def home(request):
    form = SearchForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        try:
            session = _start_from_form(request.user, form.cleaned_data)
        except SearchInputError as error:
            form.add_error(None, str(error))
        else:
            return redirect("web:search", pk=session.pk)
    context = {
        "form": form,
        "recent": searches_of(request.user)[:RECENT],
        "screenings": screenings_waiting(request.user, RECENT),
    }
    return render(request, "web/home.html", context, status=400 if form.errors else 200)


def _start_from_form(user, data: dict):
    options = {
        "intent": data["intent"],
        "corpus": data["corpus"],
        "strategy": data["strategy"],
        "max_rounds": data["rounds"],
        "top_k": data["top_k"],
        "cost_budget_usd": data["cost_budget_usd"],
        "token_budget": data["token_budget"],
    }
    # The form's one-time key with what it asks: sent twice, one search; edited and sent again, a new one.
    key = f"{data['submission']}:{request_fingerprint(options)}" if data["submission"] else ""
    session, _ = start_search(owner=user, idempotency_key=key, **options)
    return session


@login_required
def history(request):
    searches = searches_of(request.user).annotate(
        cost=Sum("llm_calls__cost_usd"), tokens=Sum("llm_calls__input_tokens") + Sum("llm_calls__output_tokens")
    )
    searches = list(searches[:200])
    top = top_papers_by_search(searches)
    rows = [{"session": s, "top": top[s.pk]} for s in searches]
    return render(request, "web/history.html", {"rows": rows})


@login_required
def search(request, pk: int):
    session = get_object_or_404(searches_of(request.user), pk=pk)
    reviews = reviews_taking_records(request.user, besides_corpus=session.corpus_id)
    return render(request, "web/search.html", live_context(session) | {"reviews": reviews, "found": FOUND})


def _too_many_streams() -> HttpResponse:
    limit = settings.QUARRY_MAX_STREAMS_PER_USER
    response = HttpResponse(
        f"you have {limit} live pages open already; close one, or this page updates by polling", status=429
    )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Content-Type"] = "text/plain"
    return response


@login_required
def live(request, pk: int):
    """The live panels as one fragment: the fallback when Server-Sent Events cannot connect."""
    session = get_object_or_404(searches_of(request.user), pk=pk)
    return render(request, "web/_live.html", live_context(session))


async def events(request, pk: int):
    """Server-Sent Events: the live panels re-rendered whenever the search emits an event."""
    user = await request.auser()
    if not user.is_authenticated:
        return HttpResponse("sign in first", status=401, content_type="text/plain")
    session = await owned_search_async(user, pk)
    slot = await sync_to_async(take_slot)(user.pk)
    if slot is None:
        return _too_many_streams()
    stream = event_stream(session.pk, await sync_to_async(get_token)(request))
    await sync_to_async(release_connections)()
    response = StreamingHttpResponse(HeldStream(slot, stream), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


@login_required
@require_POST
def cancel(request, pk: int):
    session = get_object_or_404(searches_of(request.user), pk=pk)
    cancel_search(session=session)
    return redirect("web:search", pk=pk)


@login_required
@require_POST
def resume(request, pk: int):
    return _act_on_search(request, pk, lambda session: f"Resumed at round {resume_search(session=session)}.")


@login_required
@require_POST
def save(request, pk: int):
    """Keep the search current as papers are imported (saved=1), or stop (saved=0)."""
    saved, digest = request.POST.get("saved") == "1", request.POST.get("email_digest") == "on"

    def keep_current(session) -> str:
        save_search(session=session, saved=saved, email_digest=digest)
        return "Saved: papers imported from now on are scored." if saved else "No longer kept current."

    return _act_on_search(request, pk, keep_current)


@login_required
@require_POST
def calibrate(request, pk: int):
    return _act_on_search(
        request,
        pk,
        lambda session: f"Round {rerank_with_marks(session=session)} re-ranks the candidates with your marks.",
    )


def _act_on_search(request, pk: int, action) -> HttpResponse:
    """Do `action` to the user's search and say what it did, or why it could not, on the run page."""
    session = get_object_or_404(searches_of(request.user), pk=pk)
    try:
        messages.info(request, action(session))
    except SearchInputError as error:
        messages.error(request, str(error))
    return redirect("web:search", pk=pk)


@login_required
def refine(request, pk: int):
    """The checklist to edit, then another round; for a review (`?then=review`), its eligibility
    criteria, then the review's page. While the search writes its first checklist, the page
    says so and looks again."""
    session = get_object_or_404(searches_of(request.user), pk=pk)
    for_review = (request.POST.get("then") or request.GET.get("then")) == "review"
    initial = [
        {"id": i.key, "text": i.text, "weight": i.weight, "required": i.required} for i in current_checklist(session)
    ]
    formset = ChecklistFormSet(request.POST or None, initial=initial)
    if request.method == "POST" and formset.is_valid():
        items = [f.cleaned_data for f in formset if f.cleaned_data and not f.cleaned_data.get("DELETE")]
        try:
            refine_search(session=session, checklist=items)
        except SearchInputError as error:
            messages.error(request, str(error))
        else:
            return redirect("web:review" if for_review else "web:search", pk=pk)
    # A review's criteria are edited once its search's round has ended (a refine starts another round).
    writing = not initial or (for_review and session.status not in ENDED)
    # With no weight on the checklist (the measured default: docs/search.md) a criterion's weight orders
    # nothing, so the page does not offer one; only "required" moves a paper.
    weighted = checklist_weight(session) > 0
    context = {"session": session, "formset": formset, "for_review": for_review, "writing": writing, "read": initial}
    return render(request, "web/refine.html", context | {"weighted": weighted})


@login_required
@require_POST
def mark(request, pk: int, paper_id: int):
    session = get_object_or_404(searches_of(request.user), pk=pk)
    verdict = {"relevant": True, "not-relevant": False, "clear": None}.get(request.POST.get("verdict", ""), "bad")
    if verdict == "bad":
        return HttpResponse("verdict must be relevant, not-relevant or clear", status=400, content_type="text/plain")
    try:
        mark_paper(session=session, paper_id=paper_id, relevant=verdict)
    except SearchInputError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    if request.headers.get("HX-Request"):
        return render(request, "web/_mark.html", {"session": session, "paper_id": paper_id, "marked": verdict})
    return redirect("web:search", pk=pk)


@login_required
def export_results(request, pk: int, fmt: str):
    session = get_object_or_404(searches_of(request.user), pk=pk)
    try:
        download = export_file(export_records(session, limit=session.top_k), fmt, f"quarry-search-{session.pk}")
    except ExportError as error:
        raise Http404(str(error)) from error
    return attachment(download)


@login_required
def prisma(request, pk: int, fmt: str):
    """The search's PRISMA 2020 flow as an SVG diagram or a CSV of its boxes: the owner's, and that of
    each member of its screening's team, as they may see it."""
    screening = screenings_of(request.user).filter(session_id=pk).first()
    session = screening.session if screening else get_object_or_404(searches_of(request.user), pk=pk)
    flow = prisma_flow(session, request.user)
    if fmt == "svg":
        context = {"session": session, "flow": flow, "diagram": prisma_diagram(flow)}
        body, media_type = render_to_string("web/_prisma.svg", context, request), "image/svg+xml; charset=utf-8"
    elif fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["stage", "box", "records"])
        writer.writerows((stage, csv_safe(box), count) for stage, box, count in flow.rows())
        body, media_type = out.getvalue(), "text/csv; charset=utf-8"
    else:
        raise Http404(f"no PRISMA format {fmt!r}; use svg or csv")
    return attachment(Download(body, media_type, f"quarry-search-{session.pk}-prisma.{fmt}"))


@login_required
def paper(request, pk: int):
    paper = get_object_or_404(visible_papers(request.user).select_related("corpus", "abstract"), pk=pk)
    chunks = list(paper.chunks.order_by("ordinal"))
    labels = passage_labels([c.pk for c in chunks])
    quoted, quote = request.GET.get("passage", ""), request.GET.get("quote", "")[:MAX_QUOTE_CHARS]
    linked = [c for c in chunks if quote and quoted == str(c.pk)]
    texts = reading_texts(linked)  # the quote is whole sentences, which a passage may cut
    for chunk in chunks:
        chunk.label = labels[chunk.pk]
        # The evidence a rationale linked here: only that sentence is highlighted, never more.
        text = texts.get(chunk.pk, "")
        chunk.quote = {"text": text, "quote": quote} if quote in text and chunk in linked else None
    context = {
        "paper": paper,
        "chunks": chunks,
        "references": Citation.objects.filter(citing=paper).select_related("cited").order_by("id"),
        "cited_by": Citation.objects.filter(cited=paper).select_related("citing").order_by("id"),
        "scores": paper_scores(paper, request.user),
        "corpus_size": paper.corpus.papers.aggregate(n=Count("id"))["n"],
    }
    return render(request, "web/paper.html", context)
