"""A review's pages. The new-review page takes the question, the records, the rules and the team in
one short form; the review (a search over the records and their screening) starts at once and opens
on its criteria, then on the review's page: the question and criteria, the records (any member adds
files to a researcher's collection), the team, the settings, both stages and the PRISMA flow."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.validators import MaxValueValidator, MinValueValidator
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from agents.limits import MAX_INTENT_CHARS
from agents.run.lifecycle import SearchInputError, create_search
from agents.selectors import searches_of
from literature.forms import UploadForm
from literature.models import Corpus
from screening.models import MAX_RECALL_TARGET, MIN_RECALL_TARGET, StoppingRule
from screening.overview import may_add_records, review_overview
from screening.reviews import FOUND, NewReview, add_found_records, reviews_taking_records, start_review
from screening.selectors import screenings_of
from screening.services import ScreeningError
from screening.team import change_settings
from web.forms import form_errors, offer_corpora, posted_id
from web.records import DATABASES, refused, upload_for_preview


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.replace("\n", ",").split(",") if name.strip()]


class NewReviewForm(forms.Form):
    name = forms.CharField(
        required=False, max_length=200, label="Review name", help_text="optional: the question names it otherwise"
    )
    question = forms.CharField(
        label="Review question",
        max_length=MAX_INTENT_CHARS,
        widget=forms.Textarea(
            attrs={"rows": 3, "placeholder": "e.g. Does vitamin D reduce fractures in adults over 65? RCTs only"}
        ),
        help_text="Quarry turns it into eligibility criteria (population, intervention, outcome, design)",
    )
    corpus = forms.ModelChoiceField(
        queryset=Corpus.objects.none(),
        required=False,
        empty_label="a new collection of mine, named below: I add its files on the review's page",
        label="Records",
    )
    new_collection = forms.CharField(
        required=False,
        max_length=200,
        label="New collection's name",
        help_text="optional: the review's name, or its question, otherwise",
    )
    blind = forms.BooleanField(required=False, label="Blind: reviewers do not see each other's decisions")
    votes_per_record = forms.TypedChoiceField(
        coerce=int,
        choices=[(1, "1: one reviewer's decision settles a record"), (2, "2: two reviewers decide every record")],
        initial=1,
        label="Votes per record",
    )
    recall_target = forms.FloatField(
        initial=0.95,
        validators=[MinValueValidator(MIN_RECALL_TARGET), MaxValueValidator(MAX_RECALL_TARGET)],
        label="Stop at recall",
        help_text="the share of eligible records to find before the page says you may stop",
    )
    reviewers = forms.CharField(
        required=False, max_length=2000, label="Co-reviewers", help_text="account names, comma-separated"
    )
    arbiters = forms.CharField(
        required=False, max_length=2000, label="Arbiter", help_text="resolves conflicts and does not screen; optional"
    )

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        offer_corpora(self.fields["corpus"], user)


@login_required
def new_review(request):
    form = NewReviewForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        review = NewReview(
            name=data["name"],
            question=data["question"],
            corpus=data["corpus"],
            new_collection=data["new_collection"],
            blind=data["blind"],
            votes_per_record=data["votes_per_record"],
            recall_target=data["recall_target"],
            reviewers=_names(data["reviewers"]),
            arbiters=_names(data["arbiters"]),
        )
        try:
            screening = start_review(owner=request.user, review=review)
        except (SearchInputError, ScreeningError) as error:
            form.add_error(None, str(error))
        else:
            return redirect(reverse("web:refine", args=[screening.session_id]) + "?then=review")
    steps = [(title, [form[name] for name in names]) for title, names in NEW_REVIEW_STEPS]
    return render(request, "web/review_new.html", {"form": form, "steps": steps}, status=400 if form.errors else 200)


# The new-review page's steps, in the order a review is set up; the criteria come next, on their own page.
NEW_REVIEW_STEPS = (
    ("Name and question", ("name", "question")),
    ("Records", ("corpus", "new_collection")),
    ("Team", ("reviewers", "arbiters")),
    ("Settings", ("blind", "votes_per_record", "recall_target")),
)


@login_required
def review(request, pk: int):
    screening = get_object_or_404(screenings_of(request.user), session_id=pk)
    context = {
        "review": review_overview(screening, request.user),
        "screening": screening,
        "session": screening.session,
        "upload_form": UploadForm(),
        "find_form": FindForm(user=request.user, besides=screening.session.corpus_id),
        "databases": DATABASES,
        "rules": StoppingRule.choices,
    }
    return render(request, "web/review.html", context)


@login_required
@require_POST
def add_records(request, pk: int):
    """A member's file into the review's records, through the same preview as My records."""
    screening = get_object_or_404(screenings_of(request.user), session_id=pk)
    if not may_add_records(screening):
        message = "this review screens a shared corpus: its records are added by an administrator"
        return refused(request, message, 400, review=pk)
    form = UploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return refused(request, form_errors(form), 400, review=pk)
    return upload_for_preview(request, form, lambda: screening.session.corpus, review=pk)


class FindForm(forms.Form):
    """Another corpus to search with the review's question, for more records."""

    corpus = forms.ModelChoiceField(queryset=Corpus.objects.none(), empty_label=None)

    def __init__(self, *args, user, besides: int, **kwargs):
        super().__init__(*args, **kwargs)
        offer_corpora(self.fields["corpus"], user)
        self.fields["corpus"].queryset = self.fields["corpus"].queryset.exclude(pk=besides)


@login_required
@require_POST
def find_records(request, pk: int):
    """A search of another corpus with the review's question, owned by the member who asked."""
    screening = get_object_or_404(screenings_of(request.user), session_id=pk)
    form = FindForm(request.POST, user=request.user, besides=screening.session.corpus_id)
    if not form.is_valid():
        return HttpResponse(form_errors(form), status=400, content_type="text/plain")
    try:
        session = create_search(intent=screening.session.intent, corpus=form.cleaned_data["corpus"], owner=request.user)
    except SearchInputError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    return redirect("web:search", pk=session.pk)


@login_required
@require_POST
def add_to_review(request, pk: int):
    """A search's finds into one of the user's reviews' records (copied on the bulk worker)."""
    session = get_object_or_404(searches_of(request.user), pk=pk)
    review_id = posted_id(request.POST, "review")
    if review_id is None:
        return HttpResponse("review: the review to add the papers to", status=400, content_type="text/plain")
    review = get_object_or_404(reviews_taking_records(request.user), pk=review_id)
    which = request.POST.get("which", "")
    try:
        count = add_found_records(session=session, review=review, user=request.user, which=which)
    except ScreeningError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    messages.info(
        request,
        f"Adding {count} paper{'s' if count != 1 else ''} ({FOUND[which]}) to the review's records: "
        "the import appears below, duplicates of records it holds set aside.",
    )
    return redirect("web:review", pk=review.session_id)


class SettingsForm(forms.Form):
    blind = forms.BooleanField(required=False)
    votes_per_record = forms.TypedChoiceField(coerce=int, choices=[(1, "1"), (2, "2")])
    stopping_rule = forms.ChoiceField(choices=StoppingRule.choices)
    recall_target = forms.FloatField(
        validators=[MinValueValidator(MIN_RECALL_TARGET), MaxValueValidator(MAX_RECALL_TARGET)]
    )


@login_required
@require_POST
def review_settings(request, pk: int):
    """The owner's settings: blind and the votes per record until the first decision, the stopping
    rule and its target at any time."""
    session = get_object_or_404(searches_of(request.user), pk=pk)  # the owner's: to the others it does not exist
    screening = get_object_or_404(screenings_of(request.user), session=session)
    form = SettingsForm(request.POST)
    if not form.is_valid():
        return HttpResponse(form_errors(form), status=400, content_type="text/plain")
    try:
        change_settings(screening=screening, changed_by=request.user, **form.cleaned_data)
    except ScreeningError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, "The settings are saved.")
    return redirect("web:review", pk=pk)
