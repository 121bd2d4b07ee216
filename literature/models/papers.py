"""The three-tier paper repository: metadata (Paper), abstracts (Abstract) and passage chunks
(Chunk) of a corpus, and the citations between papers."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from pgvector.django import HnswIndex, VectorField

from literature.identifiers import NORMALISERS, web_url

EMBEDDING_DIMENSIONS = 384


def cosine_hnsw_index(name: str) -> HnswIndex:
    return HnswIndex(name=name, fields=["embedding"], m=16, ef_construction=64, opclasses=["vector_cosine_ops"])


IDENTIFIER_FIELDS = tuple(NORMALISERS)  # each indexed, and unique within a corpus when set


class CorpusQuerySet(models.QuerySet):
    def in_use(self) -> CorpusQuerySet:
        """Corpora a search, a screening or an import may still use: not queued for deletion."""
        return self.filter(deletion_queued_at__isnull=True)


class Corpus(models.Model):
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    # A researcher's own records (uploaded on the records page): seen by them and by the team of a
    # screening over them. None: a shared corpus, from the admin or a command, seen by everyone.
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="corpora"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Set when an admin deletes the corpus: a bulk worker removes it and all it holds (a million
    # papers take minutes), and until then nothing new may use it.
    deletion_queued_at = models.DateTimeField(null=True, blank=True, editable=False)

    objects = CorpusQuerySet.as_manager()

    class Meta:
        verbose_name_plural = "corpora"
        ordering = ["name"]
        constraints = [
            # A corpus being deleted gives up its name: it can be imported again at once. Names are
            # unique among the shared corpora, and among each researcher's own.
            models.UniqueConstraint(
                fields=["owner", "name"],
                condition=Q(deletion_queued_at__isnull=True),
                nulls_distinct=False,
                name="corpus_name_unique_in_use",
                violation_error_message="A corpus with this name already exists.",
            )
        ]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        # A form leaves out the constraint above (its condition names a field no form edits).
        if (
            self.deletion_queued_at is None
            and Corpus.objects.in_use().filter(name=self.name, owner_id=self.owner_id).exclude(pk=self.pk).exists()
        ):
            raise ValidationError({"name": "A corpus with this name already exists."})


class Paper(models.Model):
    """Tier 1: bibliographic metadata. Identifiers are normalised and unique per corpus."""

    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="papers")
    title = models.TextField()
    title_key = models.CharField(max_length=300, help_text="normalised title, for deduplication")
    authors = models.JSONField(default=list, blank=True)
    year = models.SmallIntegerField(null=True, blank=True)
    venue = models.CharField(max_length=500, blank=True)
    doi = models.CharField("DOI", max_length=200, blank=True)
    arxiv_id = models.CharField("arXiv id", max_length=200, blank=True)
    pubmed_id = models.CharField("PubMed id", max_length=200, blank=True)
    openalex_id = models.CharField("OpenAlex id", max_length=200, blank=True)
    semantic_scholar_id = models.CharField("Semantic Scholar id", max_length=200, blank=True)
    pmc_id = models.CharField("PubMed Central id", max_length=200, blank=True)
    wos_id = models.CharField("Web of Science accession number", max_length=200, blank=True)
    external_id = models.CharField(max_length=200, blank=True, help_text="the document's id in its dataset (BEIR)")
    source_key = models.CharField(
        max_length=200,
        blank=True,
        help_text="the file's own key for the record (BibTeX key, RIS ID); not an identifier",
    )
    url = models.CharField("URL", max_length=2000, blank=True)
    tags = models.JSONField(default=list, blank=True, help_text="labels from the source, e.g. Zotero collections")
    source = models.CharField(max_length=50, help_text="the importer that created it")
    full_text = models.TextField(blank=True)
    import_job = models.ForeignKey("ImportJob", null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            *[
                models.UniqueConstraint(
                    fields=["corpus", field], condition=~Q(**{field: ""}), name=f"paper_unique_{field}"
                )
                for field in IDENTIFIER_FIELDS
            ],
            models.CheckConstraint(condition=~Q(title=""), name="paper_title_not_empty"),
            models.CheckConstraint(
                condition=Q(year__isnull=True) | Q(year__gte=1000, year__lte=2100), name="paper_year_range"
            ),
        ]
        indexes = [models.Index(fields=["corpus", "title_key", "year"], name="paper_title_key_year")]

    def __str__(self) -> str:
        return f"{self.title[:80]} ({self.year or 'n.d.'})"

    @property
    def web_url(self) -> str:
        """The URL if it is a web address (http or https); never a javascript: or data: one."""
        return web_url(self.url)


class Abstract(models.Model):
    """Tier 2: the abstract, with an embedding of title and abstract for coarse semantic filtering."""

    paper = models.OneToOneField(Paper, on_delete=models.CASCADE, primary_key=True, related_name="abstract")
    text = models.TextField()
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    embedding_model = models.CharField(max_length=100, blank=True)
    # Another model's vector, written while the installation moves to it and swapped in when every
    # row has one (literature.services.model_change); until then `embedding` answers every query.
    next_embedding = VectorField(null=True, blank=True)
    next_embedding_model = models.CharField(max_length=100, blank=True, db_default="")

    class Meta:
        indexes = [
            cosine_hnsw_index("abstract_embedding_hnsw"),
            # Which vectors are outdated is asked at every start (literature.embedders.serving.vector_names_in).
            models.Index(fields=["embedding_model"], name="abstract_embedding_model"),
        ]

    def __str__(self) -> str:
        return self.text[:80]


class Chunk(models.Model):
    """Tier 3: a passage of the abstract or the full text, located by character offsets."""

    class Source(models.TextChoices):
        ABSTRACT = "abstract"
        FULL_TEXT = "full_text"

    paper = models.ForeignKey(Paper, on_delete=models.CASCADE, related_name="chunks")
    ordinal = models.PositiveIntegerField()
    source = models.CharField(max_length=20, choices=Source.choices)
    section = models.CharField(max_length=200, blank=True)
    char_start = models.PositiveIntegerField()
    char_end = models.PositiveIntegerField()
    text = models.TextField()
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    embedding_model = models.CharField(max_length=100, blank=True)
    next_embedding = VectorField(null=True, blank=True)  # as Abstract's
    next_embedding_model = models.CharField(max_length=100, blank=True, db_default="")

    class Meta:
        ordering = ["paper_id", "ordinal"]
        constraints = [
            models.UniqueConstraint(fields=["paper", "ordinal"], name="chunk_unique_ordinal"),
            models.CheckConstraint(condition=Q(char_end__gt=models.F("char_start")), name="chunk_offsets_ordered"),
        ]
        indexes = [models.Index(fields=["embedding_model"], name="chunk_embedding_model")]
        # No vector index: passages are only compared within one paper (agents.tools.locate_evidence),
        # an exact cosine over a handful of rows. Papers are found by their abstracts' index.

    def __str__(self) -> str:
        return f"{self.paper_id}#{self.ordinal}"


class Citation(models.Model):
    """A reference from one paper to another; `cited` stays empty while the target is not in the corpus."""

    citing = models.ForeignKey(Paper, on_delete=models.CASCADE, related_name="references")
    cited = models.ForeignKey(Paper, null=True, blank=True, on_delete=models.SET_NULL, related_name="cited_by")
    cited_identifier = models.CharField(max_length=250, help_text="scheme:value, e.g. doi:10.1000/x")
    cited_title = models.TextField(blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["citing", "cited_identifier"], name="citation_unique_target")]
        indexes = [models.Index(fields=["cited_identifier"], name="citation_identifier")]

    def __str__(self) -> str:
        return f"{self.citing_id} -> {self.cited_id or self.cited_identifier}"
