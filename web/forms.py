"""Forms of the researcher pages. Choices come from the database and the strategy registry at
request time, so a strategy registered later shows up without a code change here."""

from __future__ import annotations

import uuid

from django import forms

from agents.limits import (
    DEFAULT_ROUNDS,
    DEFAULT_TOP_K,
    MAX_CHECKLIST_ITEMS,
    MAX_INTENT_CHARS,
    MAX_ITEM_CHARS,
    MAX_ROUNDS,
    MAX_TOP_K,
)
from agents.models import AGENTIC_STRATEGY
from literature.models import Corpus
from screening.access import corpus_label, visible_corpora
from search.strategies import STRATEGIES

MAX_ID = 2**63 - 1  # a bigint primary key: a larger number is no row, not a database error


class SearchForm(forms.Form):
    intent = forms.CharField(
        label="Research intent",
        widget=forms.Textarea(attrs={"rows": 4, "placeholder": "What you are looking for, with its conditions"}),
        max_length=MAX_INTENT_CHARS,
    )
    corpus = forms.ModelChoiceField(queryset=Corpus.objects.none(), empty_label=None)  # the user's, below
    strategy = forms.ChoiceField(label="How to search", choices=())
    rounds = forms.IntegerField(min_value=1, max_value=MAX_ROUNDS, initial=DEFAULT_ROUNDS)
    top_k = forms.IntegerField(label="Papers to rank", min_value=1, max_value=MAX_TOP_K, initial=DEFAULT_TOP_K)
    cost_budget_usd = forms.DecimalField(
        label="Cost budget, USD (0: none)", min_value=0, max_digits=10, decimal_places=4, initial=0
    )
    token_budget = forms.IntegerField(label="Token budget (0: none)", min_value=0, initial=0)
    # A key per form shown: the form submitted twice (a double click, a reload) starts one search.
    submission = forms.CharField(widget=forms.HiddenInput, required=False, max_length=100, initial=uuid.uuid4)

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        offer_corpora(self.fields["corpus"], user)
        self.fields["strategy"].choices = [(name, f"{name}: {s.description}") for name, s in STRATEGIES.items()]
        self.fields["strategy"].initial = AGENTIC_STRATEGY


class ChecklistItemForm(forms.Form):
    id = forms.CharField(required=False, widget=forms.HiddenInput)
    text = forms.CharField(max_length=MAX_ITEM_CHARS, widget=forms.TextInput(attrs={"size": 60}))
    weight = forms.FloatField(min_value=0.01, max_value=1.0, initial=1.0)
    required = forms.BooleanField(required=False, help_text="a paper that fails it ranks below every one that meets it")


ChecklistFormSet = forms.formset_factory(
    ChecklistItemForm, extra=1, can_delete=True, max_num=MAX_CHECKLIST_ITEMS, validate_max=True
)


class DecisionForm(forms.Form):
    """A screening decision on one record: include, exclude with (optionally) the criterion it fails, or
    maybe (kept for discussion)."""

    paper = forms.IntegerField(min_value=1, max_value=MAX_ID, widget=forms.HiddenInput)
    label = forms.ChoiceField(choices=[("include", "Include"), ("exclude", "Exclude"), ("maybe", "Maybe")])
    reason = forms.ChoiceField(label="Fails criterion", required=False, choices=())
    note = forms.CharField(required=False, max_length=2000, widget=forms.Textarea(attrs={"rows": 2}))
    tags = forms.CharField(
        required=False, max_length=500, help_text="comma-separated, e.g. pediatric, dose unclear", label="Tags"
    )

    def __init__(self, *args, criteria: list[str], **kwargs):
        super().__init__(*args, **kwargs)
        # The first nine carry their number key (static/quarry.js): 3 excludes for the third.
        numbered = [(text, f"{n}. {text}" if n <= 9 else text) for n, text in enumerate(criteria, start=1)]
        self.fields["reason"].choices = [("", "no reason given"), *numbered]


class DecisionFilterForm(forms.Form):
    """The decisions list narrowed to a label, a reviewer or a reason (GET: any left blank is any)."""

    label = forms.ChoiceField(
        required=False,
        choices=[("", "any decision"), ("include", "include"), ("exclude", "exclude"), ("maybe", "maybe")],
    )
    reviewer = forms.CharField(required=False, max_length=150)
    reason = forms.CharField(required=False, max_length=300)
    tag = forms.CharField(required=False, max_length=40)


class ReviewerForm(forms.Form):
    username = forms.CharField(label="Add a team member (account name)", max_length=150)
    role = forms.ChoiceField(
        choices=[
            ("reviewer", "reviewer: screens records"),
            ("arbiter", "arbiter: resolves conflicts, does not screen"),
        ],
        initial="reviewer",
        required=False,  # a reviewer, as before arbiters came
    )


class DecisionImportForm(forms.Form):
    file = forms.FileField(
        label="Prior decisions (CSV with a label column, or Rayyan's export)",
        help_text="ASReview's label_included or included (1 include, 0 exclude), or Rayyan's notes column",
    )


def offer_corpora(field: forms.ModelChoiceField, user) -> None:
    """A corpus chooser offering what the user may see, each named with whose it is."""
    field.queryset = visible_corpora(user).select_related("owner").order_by("name")
    field.label_from_instance = lambda corpus: corpus_label(corpus, user)


def posted_id(data, name: str) -> int | None:
    """A row's id sent in a form or a query, or None when it is missing, not a number or out of range."""
    try:
        value = int(data.get(name, ""))
    except ValueError:
        return None
    return value if 1 <= value <= MAX_ID else None


def form_errors(form) -> str:
    """A form's errors in one line, field by field: what a 400 answer says."""
    return "; ".join(f"{field}: {' '.join(errors)}" for field, errors in form.errors.items())
