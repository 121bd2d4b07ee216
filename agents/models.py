"""Agentic searches as rows: each session, round, checklist version, candidate, judgement, ranking
and LLM call is stored, so a search streams, survives a worker restart, resumes and can be audited."""

from django.conf import settings
from django.db import models
from django.db.models import Q

from agents.limits import DEFAULT_ROUNDS, DEFAULT_TOP_K, MAX_ITEM_CHARS, MAX_ROUNDS
from literature.models import Chunk, Corpus, ImportJob, Paper
from search.reading.intents import searched

AGENTIC_STRATEGY = "pasamaster"  # the Navigator's own mix of tools; any other strategy is one tool


class Search(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"
        CANCELLED = "cancelled"

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE)
    intent = models.TextField()
    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="search_sessions")
    strategy = models.CharField(max_length=40, default=AGENTIC_STRATEGY)
    provider = models.CharField(max_length=40)
    max_rounds = models.PositiveSmallIntegerField(default=DEFAULT_ROUNDS)
    top_k = models.PositiveSmallIntegerField(default=DEFAULT_TOP_K)
    token_budget = models.PositiveIntegerField(default=0, help_text="input plus output tokens; 0: no limit")
    cost_budget_usd = models.DecimalField(max_digits=10, decimal_places=4, default=0, help_text="0: no limit")
    weights = models.JSONField(default=dict, help_text="final score = checklist * w + relevance * (1 - w)")
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.QUEUED)
    stop_reason = models.CharField(max_length=200, blank=True)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    saved_at = models.DateTimeField(
        null=True, blank=True, help_text="a saved search is kept current: papers imported later are scored"
    )
    email_digest = models.BooleanField(default=False, help_text="mail the owner when new papers surface")

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "searches"
        constraints = [
            models.CheckConstraint(
                condition=Q(max_rounds__gte=1, max_rounds__lte=MAX_ROUNDS), name="session_rounds_1_10"
            )
        ]
        indexes = [models.Index(fields=["corpus", "saved_at"], name="session_saved")]

    def __str__(self) -> str:
        return f"{self.intent[:60]} ({self.status})"

    @property
    def searched(self) -> str:
        """The intent as the search engines and the judge read it (search.reading.intents.searched)."""
        return searched(self.intent)

    def cancelled_since_read(self) -> bool:
        """Whether the search was cancelled since this row was read (steps check between papers)."""
        self.refresh_from_db(fields=["status"])
        return self.status == self.Status.CANCELLED


ENDED = (Search.Status.DONE, Search.Status.FAILED, Search.Status.CANCELLED)


class Round(models.Model):
    class Status(models.TextChoices):
        RUNNING = "running"
        DONE = "done"

    class Kind(models.TextChoices):
        SEARCH = "search", "search"
        CALIBRATION = "calibration", "re-ranked with the reviewer's marks"
        UPDATE = "update", "new papers in the corpus"

    session = models.ForeignKey(Search, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.SEARCH)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.RUNNING)
    strategy = models.JSONField(default=list)
    gaps = models.JSONField(default=list)
    checklist = models.ManyToManyField("ChecklistItem", blank=True, related_name="rounds")
    dropped = models.JSONField(default=dict, help_text="answers discarded by grounding checks, by reason")
    timings = models.JSONField(default=dict, help_text="seconds per phase")
    calibration = models.JSONField(default=dict, help_text="item weights and thresholds fitted to the marks")
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["session", "number"]
        constraints = [models.UniqueConstraint(fields=["session", "number"], name="round_unique_number")]

    def __str__(self) -> str:
        return f"round {self.number} of session {self.session_id}"

    def count_dropped(self, reason: str, count: int = 1) -> None:
        """Count answers discarded for `reason` (shown in the search's coverage report)."""
        self.dropped[reason] = self.dropped.get(reason, 0) + count
        Round.objects.filter(pk=self.pk).update(dropped=self.dropped)


class ChecklistItem(models.Model):
    """One criterion of one round's checklist; a refined checklist is a new set of rows."""

    session = models.ForeignKey(Search, on_delete=models.CASCADE, related_name="checklist_items")
    round_number = models.PositiveSmallIntegerField()
    key = models.CharField(max_length=10)
    text = models.CharField(max_length=MAX_ITEM_CHARS)
    weight = models.FloatField()
    # A paper that fails a required criterion ranks below every paper that meets them all (agents.run.ranking).
    required = models.BooleanField(default=False)

    class Meta:
        ordering = ["session", "round_number", "id"]
        constraints = [
            models.UniqueConstraint(fields=["session", "round_number", "key"], name="checklist_unique_key"),
            models.CheckConstraint(condition=Q(weight__gt=0, weight__lte=1), name="checklist_weight_range"),
        ]

    def __str__(self) -> str:
        return f"{self.key}: {self.text}"


class Candidate(models.Model):
    session = models.ForeignKey(Search, on_delete=models.CASCADE, related_name="candidates")
    paper = models.ForeignKey(Paper, on_delete=models.CASCADE)
    found_in_round = models.PositiveSmallIntegerField()
    found_by = models.CharField(max_length=40)
    query = models.TextField(blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["session", "paper"], name="candidate_unique_paper")]

    def __str__(self) -> str:
        return f"paper {self.paper_id} in session {self.session_id}"


class Judgement(models.Model):
    candidate = models.ForeignKey(Candidate, on_delete=models.CASCADE, related_name="judgements")
    item = models.ForeignKey(ChecklistItem, on_delete=models.CASCADE, related_name="judgements")
    score = models.FloatField()
    rationale = models.TextField()
    evidence_chunks = models.ManyToManyField(Chunk, blank=True)
    quotes = models.JSONField(default=list, help_text="[{chunk, quote}], each quote a substring of its chunk")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["candidate", "item"], name="judgement_unique_item"),
            models.CheckConstraint(condition=Q(score__gte=0, score__lte=1), name="judgement_score_range"),
        ]

    def __str__(self) -> str:
        return f"{self.candidate} on {self.item.key}: {self.score:.2f}"


class Assessment(models.Model):
    """The scorer's overall relevance probability for a candidate under one round's checklist."""

    candidate = models.ForeignKey(Candidate, on_delete=models.CASCADE, related_name="assessments")
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="assessments")
    relevance = models.FloatField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["candidate", "round"], name="assessment_unique_round")]

    def __str__(self) -> str:
        return f"{self.candidate} in round {self.round.number}: {self.relevance:.2f}"


class Ranking(models.Model):
    """A candidate's scores and place in one round."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="rankings")
    candidate = models.ForeignKey(Candidate, on_delete=models.CASCADE, related_name="rankings")
    checklist_score = models.FloatField()
    relevance = models.FloatField()
    final_score = models.FloatField()
    rank = models.PositiveIntegerField()

    class Meta:
        ordering = ["round", "rank"]
        constraints = [models.UniqueConstraint(fields=["round", "candidate"], name="ranking_unique_candidate")]

    def __str__(self) -> str:
        return f"#{self.rank} {self.candidate} ({self.final_score:.3f})"


class LLMCall(models.Model):
    class Outcome(models.TextChoices):
        OK = "ok"
        REPAIRED = "repaired", "ok after one repair"
        FAILED = "failed"

    session = models.ForeignKey(Search, null=True, blank=True, on_delete=models.CASCADE, related_name="llm_calls")
    role = models.CharField(max_length=40)
    provider = models.CharField(max_length=40)
    model = models.CharField(max_length=100)
    prompt_name = models.CharField(max_length=100)
    prompt_version = models.CharField(max_length=20)
    input_sha256 = models.CharField(max_length=64)
    input_tokens = models.PositiveIntegerField(default=0)
    output_tokens = models.PositiveIntegerField(default=0)
    cache_read_tokens = models.PositiveIntegerField(default=0)
    cache_write_tokens = models.PositiveIntegerField(default=0)
    cost_usd = models.DecimalField(max_digits=12, decimal_places=6, default=0)
    latency_ms = models.PositiveIntegerField(default=0)
    outcome = models.CharField(max_length=20, choices=Outcome.choices)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["prompt_name", "prompt_version"], name="llmcall_prompt")]

    def __str__(self) -> str:
        return f"{self.role} {self.prompt_name}@{self.prompt_version} via {self.model}: {self.outcome}"


class SearchEvent(models.Model):
    """What happened in a search, in order: pages and API clients stream these (the id is the
    Server-Sent Events id, so a reconnecting client continues after the last one it saw)."""

    class Kind(models.TextChoices):
        STATUS = "status"
        PLAN = "plan"
        RETRIEVED = "retrieved"
        JUDGED = "judged"
        RANKING = "ranking"

    session = models.ForeignKey(Search, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    data = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        indexes = [models.Index(fields=["session", "id"], name="searchevent_session_id")]

    def __str__(self) -> str:
        return f"{self.kind} #{self.pk} of session {self.session_id}"


class Feedback(models.Model):
    """A researcher's mark on a paper in one search: relevant or not. The next round uses it."""

    session = models.ForeignKey(Search, on_delete=models.CASCADE, related_name="feedback")
    paper = models.ForeignKey(Paper, on_delete=models.CASCADE)
    relevant = models.BooleanField()
    created_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["session", "paper"], name="feedback_unique_paper")]

    def __str__(self) -> str:
        return f"paper {self.paper_id} {'relevant' if self.relevant else 'not relevant'} in {self.session_id}"


class SearchUpdate(models.Model):
    """A saved search brought up to date with one finished import into its corpus: the round that
    scored the import's papers, and which of them entered the top k. One per (search, import), so
    the same import never updates a search twice."""

    session = models.ForeignKey(Search, on_delete=models.CASCADE, related_name="updates")
    import_job = models.ForeignKey(ImportJob, on_delete=models.CASCADE, related_name="search_updates")
    round = models.OneToOneField(Round, null=True, blank=True, on_delete=models.SET_NULL, related_name="update")
    since = models.DateTimeField(help_text="when the ranking it updates was made")
    new_papers = models.PositiveIntegerField(default=0, help_text="papers the import added to the corpus")
    surfaced = models.JSONField(default=list, help_text="ids of the new papers that entered the top k")
    emailed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [models.UniqueConstraint(fields=["session", "import_job"], name="update_unique_import")]

    def __str__(self) -> str:
        return f"{self.import_job} into search {self.session_id}"


class IdempotencyKey(models.Model):
    """A key a client sent with a request to start a search: the same key and request return the same
    search (an API retry, a form submitted twice)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=200)
    request_sha256 = models.CharField(max_length=64)
    session = models.ForeignKey(Search, on_delete=models.CASCADE)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="idempotency_unique_key")]

    def __str__(self) -> str:
        return f"{self.key} -> search {self.session_id}"


class EnrichmentBatch(models.Model):
    """A Message Batch of enrichment requests under way, so an interrupted job collects it later
    instead of paying for it twice."""

    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="enrichment_batches")
    method = models.CharField(max_length=100)
    batch_id = models.CharField(max_length=100, unique=True)
    paper_ids = models.JSONField(default=list)
    collected = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"batch {self.batch_id} ({len(self.paper_ids)} papers, {self.method})"
