"""Version stamps of derived data, in a module that imports nothing, so the hook path can check
an index's freshness without compiling the normalizer's patterns."""

# part of every fingerprint; bump when a normalize or capture rule changes (n4 is the redaction work's)
NORMALIZER_VERSION = "n17"
