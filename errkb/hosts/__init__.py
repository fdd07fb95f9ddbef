"""One adapter per host: its hook payload in → a loop Event; the loop's notices → its JSON out.

Each module has `to_event(payload) -> Event | None` and `render(payload, text) -> str`.
"""

HOSTS = ("claude", "gemini", "codex", "cursor", "dsh")
