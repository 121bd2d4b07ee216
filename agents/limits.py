"""A search's limits, one place for all: the run, the web form, the API's schemas and the database's
constraints read them from here."""

MAX_INTENT_CHARS = 4000
MAX_IDEMPOTENCY_KEY_CHARS = 200
MAX_CHECKLIST_ITEMS = 10
MAX_ITEM_CHARS = 300
DEFAULT_ROUNDS, MAX_ROUNDS = 3, 10
DEFAULT_TOP_K, MAX_TOP_K = 10, 100
