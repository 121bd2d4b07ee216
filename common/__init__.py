"""Small helpers every app may use (timing and memory for benchmarks, batching, the base of the
management commands, file downloads, work gathered once per transaction). They know nothing of
Quarry's apps."""
