"""When to stop screening: the rules (rules.py), the hypergeometric test one of them is
(hypergeometric.py), and where a screening stands in plain words (words.py)."""
