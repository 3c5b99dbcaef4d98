# generated — do not edit. Regenerate with: python -m codegen
"""Code generated from grammar/ and codegen/relations.toml."""
