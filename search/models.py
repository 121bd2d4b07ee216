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
