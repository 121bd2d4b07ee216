"""The layout of each corpus's OpenSearch index: settings (the English analysis the embedded engine
matches) and mappings, stamped with a version of their own so that an index an earlier Quarry made
is found and rebuilt."""

from __future__ import annotations

import hashlib
import json

from search.types import SEARCHABLE_FIELDS


def index_body() -> dict:
    """The settings and mappings of a corpus's index, stamped with their own version (`_meta`), so an
    index made by an earlier Quarry is found and rebuilt (search.services.ensure_index_current)."""
    body = _layout()
    body["mappings"]["_meta"] = {"quarry_mapping": MAPPING_VERSION}
    return body


def _layout() -> dict:
    text_field = {
        "type": "text",
        "analyzer": "quarry_english",
        # Stop words leave gaps in the positions; counted without them, as the embedded engine counts.
        "fields": {
            "length": {"type": "token_count", "analyzer": "quarry_english", "enable_position_increments": False}
        },
    }
    return {
        "settings": {
            "analysis": {
                "filter": {
                    "quarry_long": {"type": "length", "max": 40},
                    "quarry_stop": {"type": "stop", "stopwords": "_english_"},
                    "quarry_stemmer": {"type": "stemmer", "language": "porter2"},
                },
                "analyzer": {
                    "quarry_english": {
                        "type": "custom",
                        "tokenizer": "standard",
                        "filter": ["quarry_long", "lowercase", "quarry_stop", "quarry_stemmer"],
                    }
                },
                "normalizer": {"quarry_lowercase": {"type": "custom", "filter": ["lowercase"]}},
            },
        },
        "mappings": {
            "dynamic": "strict",
            "properties": {
                "paper_id": {"type": "long"},
                "corpus_id": {"type": "long"},
                "year": {"type": "short"},
                "venue": {"type": "keyword", "normalizer": "quarry_lowercase"},
                **{name: text_field for name in SEARCHABLE_FIELDS},
            },
        },
    }


MAPPING_VERSION = hashlib.sha256(json.dumps(_layout(), sort_keys=True).encode()).hexdigest()[:12]
