"""What the search layer stores beyond the papers: vocabulary added to papers for indexing."""

from django.db import models

from literature.models import Paper


class Enrichment(models.Model):
    """Search vocabulary added to a paper (SIRA's corpus side): terms absent from its text that a
    searcher might use, indexed in the `enrichment` field. One row per paper and method."""

    paper = models.ForeignKey(Paper, on_delete=models.CASCADE, related_name="enrichments")
    method = models.CharField(max_length=100, help_text="'offline-neighbours' or the model that proposed the terms")
    prompt_version = models.CharField(max_length=20, blank=True)
    terms = models.JSONField(default=list, help_text="the kept terms, each rare in the corpus")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["paper", "method"], name="enrichment_unique_method")]

    def __str__(self) -> str:
        return f"{self.method} terms for paper {self.paper_id}"


class PaperStems(models.Model):
    """The stemmed words of a paper's title and abstract, as the judge's coverage features count them
    (search.words.stemmed_words), kept so that a search reads them instead of stemming its candidates (100
    abstracts cost about 13 ms, a search's slowest part on a corpus it has not read yet). `digest` is the MD5
    of the stemming's recipe and the texts stemmed (search.stems): a row whose digest is not that of the paper's
    texts now is stale, and is stemmed again when read. Written when papers are indexed, and by a search that
    found a row missing or stale."""

    paper = models.OneToOneField(Paper, on_delete=models.CASCADE, primary_key=True, related_name="stems")
    digest = models.CharField(max_length=32)
    title = models.TextField(help_text="the title's stems, joined by spaces")
    abstract = models.TextField(blank=True, help_text="the abstract's stems, joined by spaces")

    def __str__(self) -> str:
        return f"stems of paper {self.paper_id}"
