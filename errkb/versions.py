"""Version stamps of derived data, in a module that imports nothing, so the hook path can check
an index's freshness without compiling the normalizer's patterns."""

NORMALIZER_VERSION = "n9"  # part of every fingerprint; bump when a normalize or capture rule changes (n4 is the redaction work's)
