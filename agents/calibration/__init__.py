"""Reviewer calibration: the researcher's marks, the agreement of the machine's verdicts with them,
and the fit of item weights and thresholds to them."""
