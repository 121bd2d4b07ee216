"""The lab: benchmarks, simulations, evaluations and training, run by management commands. Nothing
in the product imports it."""
