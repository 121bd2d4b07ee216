"""The search run: a search's state and events, the Navigator, the Librarians' rounds, the Scorer,
the ranking, and saved searches kept current as papers arrive."""
