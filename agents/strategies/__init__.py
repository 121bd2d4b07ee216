"""The seed strategies beside the agentic run (SIRA, AMD, CoRAG, SHRAG) and the adapter that offers
the agentic run (PaSa-style) as one strategy among them."""
