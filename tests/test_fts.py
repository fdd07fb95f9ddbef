"""The SQLite mirror's candidate retrieval and word index.

Candidates are the entries sharing the live error's rarest tokens; a process answers them from
SQLite (a hook) or from postings it loaded (a long-lived server), and both must give the same
answers. Appends, other writers and rebuilds keep them right.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from errkb.derived.candidates import CANDIDATE_TERMS, CANDIDATES, query_terms
from errkb.derived.items import IndexedEntry, index_entry
from errkb.derived.mirror import MIRROR_SCHEMA, Mirror
from errkb.derived.mirror_build import build_mirror, probe_fts
from errkb.loop.match import Verdict, match
from errkb.model import Entry
from errkb.recognize.capture import Capture, capture
from errkb.recognize.normalize import tokens

SHAPES = [
    ("python app.py", "ModuleNotFoundError: No module named '{a}_{b}'"),
    ("node index.js", "Error: Cannot find module '{a}-{b}'"),
    ("./run.sh", "./run.sh: line 3: {a}: command not found"),
    ("cargo build", "error[E0425]: cannot find value `{a}_{b}` in this scope"),
    ("", "TypeError: {a}{B} is not a function"),
    ("ssh deploy", "ssh: Could not resolve hostname {a}-{b}: Name or service not known"),
    ("go mod tidy", "go: github.com/{a}/{b}@v1.2.0: reading github.com/{a}/{b}/go.mod at revision v1.2.0: "
                    "unknown revision v1.2.0"),
    ("systemctl start {a}", "Job for {a}-{b}.service failed because the control process exited with error code."),
    ("", "认证失败 {a} 令牌过期"),
]


def vocabulary(rng: random.Random) -> list[str]:
    syllables = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]
    return sorted({"".join(rng.choices(syllables, k=rng.choice((2, 3, 3, 4)))) for _ in range(400)})


def failure(rng: random.Random, words: list[str], shape: int | None = None) -> tuple[str, str]:
    command, text = SHAPES[rng.randrange(len(SHAPES)) if shape is None else shape]
    # Zipf-like: a few words are in many entries, most in one or two.
    a, b = rng.choices(words, [1 / (rank + 1) for rank in range(len(words))], k=2)
    values = {"a": a, "b": b, "B": b.capitalize()}
    return command.format(**values), text.format(**values)


def live(command: str, text: str) -> Capture:
    return capture(text, source="command" if command else "agent", command=command, exit_code=1 if command else None)


def item(number: int, cap: Capture) -> IndexedEntry:
    meta = {"sig": cap.fingerprint, "cat": cap.cat}
    if cap.code:
        meta["code"] = cap.code
    return index_entry(Entry(id=f"E-{number:04d}", number=number, title=cap.title, meta=meta,
                             fingerprint=cap.fingerprint, category=cap.category, raw=cap.raw, status="open"))


Corpus = tuple[list[IndexedEntry], list[tuple[str, str]]]


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    rng = random.Random(11)
    words = vocabulary(rng)
    seen: set[str] = set()
    items: list[IndexedEntry] = []
    made: list[tuple[str, str]] = []
    while len(items) < 400:
        command, text = failure(rng, words)
        cap = live(command, text)
        if cap.fingerprint not in seen:
            seen.add(cap.fingerprint)
            items.append(item(len(items) + 1, cap))
            made.append((command, text))
    return items, made


def mirror_of(tmp_path: Path, items: list[IndexedEntry], name: str = "errors.sqlite") -> Mirror:
    build_mirror(tmp_path / name, items, "hash", "stat")
    return Mirror(tmp_path / name)


def ranked_by_definition(items: list[IndexedEntry], live_tokens: list[str]) -> set[int]:
    """The documented order, computed over every entry: of the live error's CANDIDATE_TERMS
    rarest tokens, the rarest it shares first, then the next rarest; ties to the lowest number."""
    wanted = query_terms(live_tokens)
    df = {t: sum(t in e.tokens for e in items) for t in wanted}
    order = sorted((df[t], t) for t in wanted if df[t])[:CANDIDATE_TERMS]
    keyed = [(tuple(t not in e.tokens for _, t in order), e.number) for e in items if any(t in e.tokens for _, t in order)]
    return {number for _, number in sorted(keyed)[:CANDIDATES]}


def near_repeats(made: list[tuple[str, str]], count: int) -> list[Capture]:
    rng = random.Random(5)
    out = []
    for command, text in rng.sample(made, count):
        out.append(live(command, text + " (while retrying)"))  # added words: the fuzzy tier's case
        out.append(live(command.split(" ")[0] + " other", text))  # another subcommand
    return out


def unique_word(items: list[IndexedEntry], start: int) -> tuple[IndexedEntry, str]:
    """The first entry from `start` on with a word that no other entry's text contains (the first
    entry and "" when there is none)."""
    texts = [f"{e.title} {e.trigger} {e.fix} {e.raw} {e.notes}".lower() for e in items]
    for i in range(start, len(items)):
        for word in items[i].tokens:
            if len(word) >= 3 and not word.startswith("<") and sum(word in text for text in texts) == 1:
                return items[i], word
    return items[0], ""


def verdict_key(verdict: Verdict) -> tuple[object, ...]:
    best, runner = verdict.best, verdict.runner_up
    return (best and (best.entry.id, best.via, best.similarity), runner and (runner.entry.id, runner.similarity),
            verdict.considered)


class Everything:
    """Every entry is a candidate: the answer the candidate query stands in for."""

    def __init__(self, items: list[IndexedEntry]) -> None:
        self.items = items

    def exact(self, fp: str) -> list[IndexedEntry]:
        return [e for e in self.items if e.fp == fp]

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        return self.items

    def by_code(self, code: str) -> list[IndexedEntry]:
        return [e for e in self.items if e.code == code]


def cold_and_warm(tmp_path: Path, items: list[IndexedEntry]) -> tuple[Mirror, Mirror]:
    """Two mirrors of the same entries: one answering from SQLite as a hook does, one with its
    postings in memory as a long-lived server's."""
    warm = mirror_of(tmp_path, items, "warm.sqlite")
    warm.warm()
    return mirror_of(tmp_path, items), warm


def test_candidates_are_the_entries_sharing_the_rarest_tokens(tmp_path: Path, corpus: Corpus) -> None:
    items, made = corpus
    cold, warm = cold_and_warm(tmp_path, items)
    rng = random.Random(3)
    for command, text in rng.sample(made, 40) + [("", "something nobody wrote before")]:
        live_tokens = tokens(live(command, text).canon)
        expected = ranked_by_definition(items, live_tokens)
        assert {c.number for c in cold.candidates(live_tokens)} == expected
        assert {c.number for c in warm.candidates(live_tokens)} == expected


def test_a_hook_and_a_long_lived_server_give_the_same_verdicts(tmp_path: Path, corpus: Corpus) -> None:
    items, made = corpus
    cold, warm = cold_and_warm(tmp_path, items)
    rng = random.Random(8)
    fresh = [live(*failure(rng, vocabulary(random.Random(99)))) for _ in range(20)]
    for cap in near_repeats(made, 20) + fresh + [live(*m) for m in made[:10]]:  # and exact repeats
        assert verdict_key(match(cap, cold)) == verdict_key(match(cap, warm))


def test_near_repeats_are_found_as_a_scan_of_every_entry_finds_them(tmp_path: Path, corpus: Corpus) -> None:
    items, made = corpus
    mirror = mirror_of(tmp_path, items)
    found, repeats = 0, list(near_repeats(made, 30))
    for cap in repeats:
        verdict, scan = match(cap, mirror), match(cap, Everything(items))
        assert (verdict.best and verdict.best.entry.id) == (scan.best and scan.best.entry.id), cap.canon
        found += verdict.best is not None
        if verdict.best is not None:
            assert isinstance(verdict.best.entry, IndexedEntry) and verdict.best.entry.raw  # the whole entry
    assert found == len(repeats)  # every near repeat is recognized, so the comparison above means something


def test_an_appended_entry_is_a_candidate_as_after_a_rebuild(tmp_path: Path, corpus: Corpus) -> None:
    items, made = corpus
    mirror = mirror_of(tmp_path, items[:-1])
    mirror.warm()
    other = Mirror(tmp_path / "errors.sqlite")  # another process, appending
    other.add(items[-1], "hash2", "stat2")
    rebuilt = mirror_of(tmp_path, items, "rebuilt.sqlite")
    cap = live(*made[-1])
    best = match(cap, mirror).best
    assert best is not None and best.entry.number == len(items)
    for command, text in made[-25:]:
        live_tokens = tokens(live(command, text).canon)
        assert ([c.number for c in mirror.candidates(live_tokens)]
                == [c.number for c in rebuilt.candidates(live_tokens)])
    table = "SELECT term, df, numbers FROM terms ORDER BY term"
    assert [(t, df, sorted(memoryview(n).cast("i"))) for t, df, n in mirror.con.execute(table)] == \
        [(t, df, sorted(memoryview(n).cast("i"))) for t, df, n in rebuilt.con.execute(table)]


def test_a_rebuild_reuses_tokens_only_from_a_mirror_of_this_layout(tmp_path: Path, corpus: Corpus) -> None:
    items, _ = corpus
    path = tmp_path / "errors.sqlite"
    build_mirror(path, items[:200], "a", "a")
    con = sqlite3.connect(path)
    with con:  # tokens the current normalizer would not give: only reuse can bring them back
        con.execute("UPDATE entries SET tokens = 'planted' WHERE number = 1")
    con.close()
    build_mirror(path, items, "b", "b")
    stored = dict(Mirror(path).con.execute("SELECT number, tokens FROM entries").fetchall())
    assert stored[1] == "planted" and stored[300] == " ".join(items[299].tokens)
    build_mirror(path, items, "c", "c", reuse=False)  # a forced rebuild recomputes everything
    stored = dict(Mirror(path).con.execute("SELECT number, tokens FROM entries").fetchall())
    assert stored == {e.number: " ".join(e.tokens) for e in items}


def test_a_mirror_of_another_layout_is_stale(tmp_path: Path, corpus: Corpus) -> None:
    items, _ = corpus
    mirror = mirror_of(tmp_path, items[:10])
    assert mirror.is_current(source_hash="hash")
    with mirror.con:
        mirror.con.execute("UPDATE meta SET value = ? WHERE key = 'mirror'", (str(MIRROR_SCHEMA - 1),))
    assert not mirror.is_current(source_hash="hash")


@pytest.mark.skipif(not probe_fts()[1], reason="this SQLite has no FTS5 trigram tokenizer")
def test_the_word_index_is_built_by_the_first_word_search_and_follows_appends(tmp_path: Path, corpus: Corpus) -> None:
    items, made = corpus
    # The appended entry is the last one with a word of its own, so a search can find only it.
    last = max(i for i in range(len(items)) if unique_word(items, i)[0] is items[i])
    mirror = mirror_of(tmp_path, items[:last])
    match(live(*made[0]), mirror)
    tables = "SELECT name FROM sqlite_master WHERE name = 'search_fts'"
    assert mirror.con.execute(tables).fetchall() == []  # a rebuild or a match never pays for it
    entry, word = unique_word(items, 5)
    assert [e.id for e, _ in mirror.search([word])] == [entry.id]
    assert mirror.con.execute(tables).fetchall() == [("search_fts",)]
    mirror.add(items[last], "hash2", "stat2")
    entry, word = unique_word(items, last)
    assert [e.id for e, _ in mirror.search([word])] == [entry.id]


def test_without_the_trigram_tokenizer_word_search_still_answers(tmp_path: Path, corpus: Corpus,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import errkb.derived.mirror_build as build

    items, _ = corpus
    monkeypatch.setattr(build, "probe_fts", lambda: (True, False))
    mirror = mirror_of(tmp_path, items)
    entry, word = unique_word(items, 7)
    assert [e.id for e, _ in mirror.search([word])] == [entry.id]
    assert mirror.con.execute("SELECT name FROM sqlite_master WHERE name = 'search_fts'").fetchall() == []


@pytest.mark.skipif(not probe_fts()[1], reason="this SQLite has no FTS5 trigram tokenizer")
def test_a_forced_rebuild_builds_the_word_index_at_once(tmp_path: Path, corpus: Corpus) -> None:
    """`errkb index rebuild` leaves nothing for later: the word index is there before any search."""
    items, _ = corpus
    path = tmp_path / "forced.sqlite"
    build_mirror(path, items, "hash", "stat", reuse=False, words=True)
    mirror = Mirror(path)
    assert mirror.con.execute("SELECT name FROM sqlite_master WHERE name = 'search_fts'").fetchall() == [("search_fts",)]
    entry, word = unique_word(items, 3)
    assert [e.id for e, _ in mirror.search([word])] == [entry.id]
