"""errkb: diagnose an error once, hand back its fix every time it repeats.

The library reads as the data flows: capture → normalize/redact → fingerprint → match →
record → inject → resolve; cli, mcp, hosts and sync sit at the edge.
"""

__version__ = "0.1.0"
