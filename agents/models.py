"""What the agents did: every LLM call, with its model, prompt version, usage, cost and outcome."""

from django.db import models


class LLMCall(models.Model):
    class Outcome(models.TextChoices):
        OK = "ok"
        REPAIRED = "repaired", "ok after one repair"
        FAILED = "failed"

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
