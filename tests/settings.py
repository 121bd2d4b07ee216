"""The settings the tests run under, in this process and in the workers and servers they start: the
app's own, with Django's fast test password hasher. Hashing a password the production way takes
most of a second on two cores, and most tests make an account; nothing here stores a real one.
Tests of production settings and of `make run` start their processes on config.settings."""

from config.settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# The tests never call a paid API, whatever the machine's environment holds: the offline provider,
# and no key (the Anthropic provider's tests give theirs a fake key and a fake transport).
ANTHROPIC_API_KEY = ""
QUARRY_LLM_PROVIDER = "offline"
