"""Benchmarks of ingestion (papers/s by format) and of embedding (texts/s, memory); the bench_* commands run them."""
