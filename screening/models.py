"""A review's screening of a search's records: who screens, every decision with its reviewer and
reason, conflicts resolved, and the current order the next record comes from."""

from django.conf import settings
from django.db import models
from django.db.models import Q

from agents.models import Search
from literature.models import Paper

MAX_NOTE_CHARS = 2000
MAX_TAGS, MAX_TAG_CHARS = 10, 40
MIN_RECALL_TARGET, MAX_RECALL_TARGET = 0.5, 0.99
VOTES_PER_RECORD = (1, 2)  # single screening, or dual screening as Cochrane reviews do it


class StoppingRule(models.TextChoices):
    """The rules a screening can follow (screening/stopping/rules.py has each one's maths and sources)."""

    POISSON = "poisson", "Counting process (Sneyd & Stevenson 2021)"
    CHM = "chm", "Hypergeometric test (Callaghan & Müller-Hansen 2020), conservative"
    SAFE = "safe", "50 excluded in a row (SAFE heuristic, Boetje & van de Schoot 2024), no guarantee"
    QBCB = "qbcb", "Certified by a random sample screened first (QBCB, Lewis, Yang & Frieder 2021)"


class Screening(models.Model):
    """A review: its name, team, rules and stages over the records of the search it holds (the
    search keeps the question, the criteria and the collection), every record screened in the best
    current order. No other row repeats any of it (screening/overview.py reads a review whole)."""

    session = models.OneToOneField(Search, on_delete=models.CASCADE, related_name="screening")
    name = models.CharField(max_length=200, blank=True, help_text="the review's name; blank: its question")
    blind = models.BooleanField(default=False, help_text="reviewers do not see each other's decisions")
    reviewers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="screenings", help_text="besides the search's owner"
    )
    arbiters = models.ManyToManyField(
        settings.AUTH_USER_MODEL,
        blank=True,
        related_name="arbitrated_screenings",
        help_text="resolve the reviewers' conflicts and do not screen; with none, the search's owner resolves",
    )
    stopping_rule = models.CharField(max_length=10, choices=StoppingRule.choices, default=StoppingRule.POISSON)
    recall_target = models.FloatField(default=0.95, help_text="the share of eligible records to find before stopping")
    votes_per_record = models.PositiveSmallIntegerField(
        default=1, help_text="reviewers who must decide a record, alike, before it counts as screened"
    )
    highlight_include = models.JSONField(default=list, blank=True, help_text="words marked green on every record")
    highlight_exclude = models.JSONField(default=list, blank=True, help_text="words marked red on every record")
    order = models.JSONField(default=list, help_text="paper ids: decided first, then most likely included")
    sample_reached = models.PositiveIntegerField(
        default=0, help_text="the random sample's included records the learned order has reached (qbcb)"
    )
    version = models.PositiveIntegerField(default=0, help_text="counts changes to the decisions")
    ordered_version = models.PositiveIntegerField(null=True, blank=True, help_text="the version the order learned from")
    order_seconds = models.FloatField(default=0)
    ordered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(recall_target__gte=MIN_RECALL_TARGET, recall_target__lte=MAX_RECALL_TARGET),
                name="screening_recall_target_range",
            ),
            models.CheckConstraint(condition=Q(stopping_rule__in=StoppingRule.values), name="screening_rule_valid"),
            models.CheckConstraint(condition=Q(votes_per_record__in=VOTES_PER_RECORD), name="screening_votes_valid"),
        ]

    def __str__(self) -> str:
        return f"screening of search {self.session_id}"

    @property
    def title(self) -> str:
        """What the pages call the review: its name, or its question."""
        return self.name or self.session.intent


class ReviewerOrder(models.Model):
    """A blinded reviewer's own order, learned from their decisions alone: the screening's order
    learns from everyone's, and would tell them what the others decided (a record jumps ahead after
    another reviewer includes it). Its versions count only their own changes and the corpus's."""

    screening = models.ForeignKey(Screening, on_delete=models.CASCADE, related_name="reviewer_orders")
    reviewer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    order = models.JSONField(default=list, help_text="paper ids: decided first, then most likely included")
    sample_reached = models.PositiveIntegerField(
        default=0, help_text="the random sample's included records (by their own labels) this order has reached (qbcb)"
    )
    version = models.PositiveIntegerField(default=1, help_text="counts changes to the reviewer's decisions")
    ordered_version = models.PositiveIntegerField(null=True, blank=True, help_text="the version the order learned from")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["screening", "reviewer"], name="reviewer_order_unique")]

    def __str__(self) -> str:
        return f"order of reviewer {self.reviewer_id} in {self.screening_id}"


class Label(models.TextChoices):
    INCLUDE = "include"
    EXCLUDE = "exclude"
    MAYBE = "maybe"  # neither: the record waits for whoever resolves conflicts


SETTLING_LABELS = (Label.INCLUDE, Label.EXCLUDE)  # what a resolution, or agreed votes, settle a record as


class Decision(models.Model):
    """One reviewer's decision on one record."""

    class Source(models.TextChoices):
        SCREENED = "screened"
        IMPORTED = "imported", "imported from a file"

    screening = models.ForeignKey(Screening, on_delete=models.CASCADE, related_name="decisions")
    paper = models.ForeignKey(Paper, on_delete=models.CASCADE, related_name="screening_decisions")
    reviewer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    label = models.CharField(max_length=10, choices=Label.choices)
    reason = models.CharField(max_length=300, blank=True, help_text="the criterion an excluded record fails")
    note = models.TextField(blank=True, max_length=MAX_NOTE_CHARS)
    tags = models.JSONField(default=list, blank=True, help_text="the reviewer's labels for the record")
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.SCREENED)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["screening", "created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["screening", "paper", "reviewer"], name="decision_unique_reviewer"),
            models.CheckConstraint(condition=Q(label__in=Label.values), name="decision_label_valid"),
        ]
        indexes = [models.Index(fields=["screening", "reviewer", "created_at"], name="decision_reviewer_order")]

    def __str__(self) -> str:
        return f"{self.label} paper {self.paper_id} by {self.reviewer_id} in {self.screening_id}"


class Resolution(models.Model):
    """The decision that settles reviewers' disagreement on a record."""

    screening = models.ForeignKey(Screening, on_delete=models.CASCADE, related_name="resolutions")
    paper = models.ForeignKey(Paper, on_delete=models.CASCADE)
    label = models.CharField(max_length=10, choices=Label.choices[:2])
    reason = models.CharField(max_length=300, blank=True)
    resolved_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["screening", "paper"], name="resolution_unique_paper"),
            models.CheckConstraint(condition=Q(label__in=SETTLING_LABELS), name="resolution_label_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.label} paper {self.paper_id} in {self.screening_id} (resolved)"


class FullText(models.Model):
    """A record included at title and abstract, at the full-text stage: its report retrieved (a PDF
    attached, or found elsewhere) or not, and the team's decision on it, an exclusion with its reason.
    A record with no row is sought and not yet retrieved."""

    class Status(models.TextChoices):
        RETRIEVED = "retrieved"
        NOT_RETRIEVED = "not_retrieved", "not retrieved"

    screening = models.ForeignKey(Screening, on_delete=models.CASCADE, related_name="full_texts")
    paper = models.ForeignKey(Paper, on_delete=models.CASCADE, related_name="full_text_reviews")
    status = models.CharField(max_length=20, choices=Status.choices)
    pdf = models.FileField(upload_to="full-texts/%Y/%m/", blank=True)
    pdf_name = models.CharField(max_length=255, blank=True, help_text="the uploaded file's name, shown, never a path")
    pdf_pages = models.PositiveIntegerField(default=0)
    label = models.CharField(max_length=10, choices=Label.choices[:2], blank=True, help_text="blank: not yet assessed")
    reason = models.CharField(max_length=300, blank=True, help_text="why the report is excluded (required then)")
    changed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["screening", "paper"], name="full_text_unique_paper"),
            models.CheckConstraint(
                condition=Q(status__in=["retrieved", "not_retrieved"]), name="full_text_status_valid"
            ),
            # Only a retrieved report is assessed, and an exclusion says why.
            models.CheckConstraint(
                condition=Q(label="")
                | Q(status="retrieved", label="include")
                | (Q(status="retrieved", label="exclude") & ~Q(reason="")),
                name="full_text_decision_valid",
            ),
        ]

    def __str__(self) -> str:
        return f"full text of paper {self.paper_id} in {self.screening_id}: {self.status} {self.label}".strip()
