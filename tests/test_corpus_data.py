"""The field corpora (bench/corpus/field/, the fresh bench/corpus/field2/ and the wholly held-out
bench/corpus/field3/ to field21/): the files are what their build.py writes, rows keep
the schema, the counts issue #13 asks for hold, every group names its public source, look-alikes
stay on one side of each tune/heldout split, no two sets share a source thread, and no text holds
anything errkb's redaction treats as a secret.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from errkb.recognize.redact import redact

CORPUS = Path(__file__).resolve().parents[1] / "bench" / "corpus"
FIELD = CORPUS / "field"
# Each set's folder and its sides (tuned on, held out); field3 to field21 have no tune side, all of
# each is held out.
SETS = {"field": (FIELD, ("tune", "heldout")), "field2": (CORPUS / "field2", ("tune2", "heldout2")),
        "field3": (CORPUS / "field3", ("heldout3",)), "field4": (CORPUS / "field4", ("heldout4",)),
        "field5": (CORPUS / "field5", ("heldout5",)), "field6": (CORPUS / "field6", ("heldout6",)),
        "field7": (CORPUS / "field7", ("heldout7",)), "field8": (CORPUS / "field8", ("heldout8",)),
        "field9": (CORPUS / "field9", ("heldout9",)), "field10": (CORPUS / "field10", ("heldout10",)),
        "field11": (CORPUS / "field11", ("heldout11",)), "field12": (CORPUS / "field12", ("heldout12",)),
        "field13": (CORPUS / "field13", ("heldout13",)), "field14": (CORPUS / "field14", ("heldout14",)),
        "field15": (CORPUS / "field15", ("heldout15",)),
        "field16": (CORPUS / "field16", ("heldout16",)),
        "field17": (CORPUS / "field17", ("heldout17",)),
        "field18": (CORPUS / "field18", ("heldout18",)),
        "field19": (CORPUS / "field19", ("heldout19",)),
        "field20": (CORPUS / "field20", ("heldout20",)),
        "field21": (CORPUS / "field21", ("heldout21",))}
HELD_OUT_WHOLE = ("field3", "field4", "field5", "field6", "field7", "field8", "field9", "field10", "field11",
                  "field12", "field13", "field14", "field15", "field16", "field17", "field18",
                  "field19", "field20", "field21")
# What each set must reach on its own: groups, instances, look-alike rows, tools. A split set is held
# to issue #13's per-corpus figures; field3 to field7, one held-out half's worth each, to
# their own briefs (90+ groups, 40+ tools, 15%+ Chinese rows, look-alikes in 40%+ of groups); field8,
# gathered in one shorter session, to what it holds (55+ groups, 35+ tools); field9 to what it
# holds (100+ groups, 500+ instances, 300+ look-alike rows, 45+ tools); field10, gathered in one hour, to
# what it holds (85+ groups, 450+ instances, 260+ look-alike rows, 50+ tools); field11, gathered in one hour, to
# what it holds (95+ groups, 520+ instances, 270+ look-alike rows, 55+ tools); field12, gathered in one hour,
# to what it holds (100+ groups, 520+ instances, 300+ look-alike rows, 50+ tools); field13, gathered in one
# hour, to what it holds (74+ groups, 380+ instances, 240+ look-alike rows, 34+ tools); field14, gathered in
# one hour, to what it holds (99+ groups, 560+ instances, 320+ look-alike rows, 60+ tools); field15, gathered
# in one session, to what it holds (84+ groups, 500+ instances, 210+ look-alike rows, 50+ tools); field16,
# gathered in one session, to what it holds (86+ groups, 500+ instances, 260+ look-alike rows, 54+ tools); field17,
# gathered in one session, to what it holds (91+ groups, 540+ instances, 285+ look-alike rows, 51+ tools); field18,
# gathered in one session, to what it holds (100+ groups, 570+ instances, 300+ look-alike rows, 53+ tools); field19,
# gathered in one session, to what it holds (95+ groups, 550+ instances, 320+ look-alike rows, 65+ tools); field20,
# gathered in one session, to what it holds (97+ groups, 680+ instances, 500+ look-alike rows, 99+ tools); field21,
# gathered in one session, to what it holds (96+ groups, 730+ instances, 540+ look-alike rows, 130+ tools).
MINIMUMS = {"field": (140, 1000, 100, 25), "field2": (140, 1000, 100, 25), "field3": (90, 450, 150, 40),
            "field4": (90, 450, 150, 40), "field5": (90, 450, 150, 40), "field6": (90, 450, 150, 40),
            "field7": (90, 450, 150, 40), "field8": (55, 300, 150, 35),
            "field9": (100, 500, 300, 45), "field10": (85, 450, 260, 50),
            "field11": (95, 520, 270, 55), "field12": (100, 520, 300, 50),
            "field13": (74, 380, 240, 34), "field14": (99, 560, 320, 60),
            "field15": (84, 500, 210, 50), "field16": (86, 500, 260, 54),
            "field17": (91, 540, 285, 51), "field18": (100, 570, 300, 53),
            "field19": (95, 550, 320, 65),
            "field20": (97, 680, 500, 99),
            "field21": (96, 730, 540, 130)}
# What the held-out side itself must measure: groups, queries of each kind, look-alike rows.
HELD_OUT_SIDE = {name: (90, 60, 50) for name in SETS} | {"field8": (55, 55, 50), "field9": (100, 100, 300),
                                                     "field10": (85, 85, 260), "field11": (95, 95, 270),
                                                     "field12": (100, 100, 300), "field13": (74, 74, 240),
                                                     "field14": (99, 99, 320), "field15": (84, 84, 210),
                                                     "field16": (86, 86, 260), "field17": (91, 91, 285),
                                                     "field18": (100, 100, 300), "field19": (95, 95, 320),
                                                     "field20": (97, 97, 500), "field21": (96, 96, 540)}
OSES = {"linux", "macos", "windows"}
SHELLS = {"bash", "sh", "zsh", "fish", "powershell", "cmd"}
LOCALES = {"en", "zh"}
CLASSES = {"wrapper", "runtime-value", "shell", "two-programs", "version", "non-file-path", "multiline", "everyday", "locale"}
ROW_KEYS = {"group", "source", "tool", "command", "exit_code", "text", "source_url", "os", "shell", "locale", "class"}
QUERY_KEYS = {"query", "group", "kind"}
CJK = re.compile(r"[\u3400-\u9fff]")
SLOT = re.compile(r"<<\w+>>")
# What redaction writes for a secret family; `<hex>` (long hex runs: container and image ids) is
# not one of them. Harmless text that redaction does take for a secret is removed first, each a
# known false positive of redact, not a secret in the corpus: MySQL's "(using password: YES|NO)"
# (the password-word family, both modes), an SSH host-key fingerprint (a long base64 run, both
# modes), the `user@host` an ssh command line names (an address to redact, though a public
# example), yum's random `yum-root-XXXXXX` temp folder, a GHC unit id's hash
# (`tagged-0.8.3@tagge_<22 base62 characters>`, or in older GHCs `clock-0.7.2@<22 base62 characters>`),
# a macOS USB serial device (`/dev/cu.usbserial-C54ABFCA45`: its serial number is a high-entropy run), and
# in private mode, where paths are kept,
# npm's debug-log path (`.npm/_logs/2024-01-02T03_04_05_678Z-debug-0.log`, on Windows under
# `npm-cache`), Docker's `tmp/GetImageBlob<digits>`, macOS's per-user temp folder
# (`/private/var/folders/xz/<about 30 random characters>/T/`) and an iOS simulator app's folder
# (`CoreSimulator/Devices/<UUID>/data/Containers/Bundle/Application/<UUID>/`) and an iOS device app's
# folder (`/var/containers/Bundle/Application/<UUID>/`): high-entropy runs once the slashes join them.
SECRET_MARKERS = ("<secret>", "<private-key>", "<email>", "<request-id>")
_BOTH = (r"using password: (?:YES|NO)|SHA256:[A-Za-z0-9+/]{43}|\bssh [\w.-]+@[\w.-]+|yum-root-\w+/[\w.-]+"
         r"|/dev/cu\.usbserial-\w+|-\d+(?:\.\d+)*@(?:[a-z]{5}_)?[A-Za-z0-9]{22}\b")
KNOWN_FALSE_POSITIVES = {
    "public": re.compile(_BOTH),
    "private": re.compile(_BOTH + r"|(?:\.npm|npm-cache)[/\\]_logs[/\\][\w.-]+-debug(?:-\d+)?\.log|/tmp/GetImageBlob\d+"
                          r"|/private/var/folders/\w{2}/\w{28,32}/T/"
                          r"|CoreSimulator/Devices/[0-9A-F-]{36}/data/Containers/Bundle/Application/[0-9A-F-]{36}/"
                          r"|/var/containers/Bundle/Application/[0-9A-F-]{36}/"),
}


def _read(folder: Path, name: str) -> list[dict[str, Any]]:
    path = folder / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _sides(name: str, pattern: str) -> dict[str, list[dict[str, Any]]]:
    folder, sides = SETS[name]
    return {side: _read(folder, pattern.format(side)) for side in sides}


@pytest.fixture(scope="module", params=sorted(SETS))
def field_set(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="module")
def rows(field_set: str) -> dict[str, list[dict[str, Any]]]:
    return _sides(field_set, "{}.jsonl")


@pytest.fixture(scope="module")
def queries(field_set: str) -> dict[str, list[dict[str, Any]]]:
    return _sides(field_set, "queries_{}.jsonl")


def _all(by_side: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
    return [row for side in by_side.values() for row in side]


def _build_module(folder: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{folder.name}_corpus_build", folder / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_files_are_what_build_py_writes(name: str) -> None:
    folder = SETS[name][0]
    assert _build_module(folder).main(["--check"]) == 0, f"run python bench/corpus/{folder.name}/build.py"


def test_no_two_sets_share_a_source_thread() -> None:
    urls = {name: {row["source_url"] for side in _sides(name, "{}.jsonl").values() for row in side} for name in SETS}
    names = sorted(SETS)
    shared = {(a, b): urls[a] & urls[b] for a in names for b in names if a < b}
    assert {pair: found for pair, found in shared.items() if found} == {}


@pytest.mark.parametrize("name", ["field5", "field6", "field7", "field8", "field9", "field10", "field11", "field12",
                                  "field13", "field14", "field15", "field16", "field17", "field18",
                                  "field19", "field20", "field21"])
def test_the_newest_sets_share_no_thread_however_the_url_is_written(name: str) -> None:
    """Each newest set's check_urls.py compares sources without scheme, `www.`, fragment, query or trailing
    slash, so a thread an earlier set cites as `https://www.github.com/o/r/issues/1/` still counts as
    shared (field6's compares with all five earlier sets, field7's with all six, field8's with all seven,
    field9's with all eight, field10's with all nine, field11's with all ten, field12's with all eleven,
    field13's with all twelve, field14's with all thirteen, field15's with all fourteen, field16's with all
    fifteen, field17's with all sixteen, field18's with all seventeen, field19's with all eighteen, field20's with all
    nineteen, field21's with all twenty, lowercasing before it drops `www.`)."""
    spec = importlib.util.spec_from_file_location(f"{name}_check_urls", CORPUS / name / "check_urls.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.shared(module.urls(CORPUS / name)) == []
    earlier = sorted(module.urls(FIELD))[0]
    assert module.shared({earlier.replace("https://", "http://www.") + "/"}) != []
    if name in ("field6", "field7", "field8", "field9", "field10", "field11", "field12", "field13", "field14",
                "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field5 = sorted(module.urls(CORPUS / "field5"))[0]
        assert module.shared({from_field5 + "#issuecomment-1"}) == [from_field5 + "#issuecomment-1"]
    if name in ("field7", "field8", "field9", "field10", "field11", "field12", "field13", "field14", "field15", "field16", "field17",
                "field18", "field19", "field20", "field21"):
        from_field6 = sorted(module.urls(CORPUS / "field6"))[0]
        assert module.shared({from_field6.upper()}) == [from_field6.upper()]
    if name in ("field8", "field9", "field10", "field11", "field12", "field13", "field14", "field15", "field16", "field17",
                "field18", "field19", "field20", "field21"):
        from_field7 = sorted(module.urls(CORPUS / "field7"))[0]
        assert module.shared({from_field7 + "/"}) == [from_field7 + "/"]
    if name in ("field9", "field10", "field11", "field12", "field13", "field14", "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field8 = sorted(module.urls(CORPUS / "field8"))[0]
        assert module.shared({from_field8.replace("https://", "https://www.")}) == [
            from_field8.replace("https://", "https://www.")]
    if name in ("field10", "field11", "field12", "field13", "field14", "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field9 = sorted(module.urls(CORPUS / "field9"))[0]
        assert module.shared({from_field9 + "?tab=comments"}) == [from_field9 + "?tab=comments"]
    if name in ("field11", "field12", "field13", "field14", "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field10 = sorted(module.urls(CORPUS / "field10"))[0]
        written_otherwise = from_field10.replace("https://", "http://").upper() + "/#issuecomment-2"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field12", "field13", "field14", "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field11 = sorted(module.urls(CORPUS / "field11"))[0]
        written_otherwise = "HTTP://www." + from_field11.removeprefix("https://") + "?tab=timeline#event-1"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field13", "field14", "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field12 = sorted(module.urls(CORPUS / "field12"))[-1]
        written_otherwise = "http://www." + from_field12.removeprefix("https://").upper() + "/?tab=comments#top"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field14", "field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field13 = sorted(module.urls(CORPUS / "field13"))[0]
        written_otherwise = "HTTPS://WWW." + from_field13.removeprefix("https://").upper() + "?tab=comments"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field15", "field16", "field17", "field18", "field19", "field20", "field21"):
        from_field14 = sorted(module.urls(CORPUS / "field14"))[-1]
        written_otherwise = "http://WWW." + from_field14.removeprefix("https://") + "/#issuecomment-3"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field16", "field17", "field18", "field19", "field20", "field21"):
        from_field15 = sorted(module.urls(CORPUS / "field15"))[0]
        written_otherwise = "Http://www." + from_field15.removeprefix("https://").upper() + "?tab=timeline"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field17", "field18", "field19", "field20", "field21"):
        from_field16 = sorted(module.urls(CORPUS / "field16"))[0]
        written_otherwise = "HTTP://" + from_field16.removeprefix("https://").upper() + "/#top"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field18", "field19", "field20", "field21"):
        from_field17 = sorted(module.urls(CORPUS / "field17"))[0]
        written_otherwise = "hTTps://WWW." + from_field17.removeprefix("https://") + "?utm_source=x#frag"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field19", "field20", "field21"):
        from_field18 = sorted(module.urls(CORPUS / "field18"))[-1]
        written_otherwise = "HTTPS://www." + from_field18.removeprefix("https://").upper() + "/?ref=issue#issuecomment-4"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name in ("field20", "field21"):
        from_field19 = sorted(module.urls(CORPUS / "field19"))[0]
        written_otherwise = "http://WWW." + from_field19.removeprefix("https://").upper() + "/?tab=comments#issuecomment-5"
        assert module.shared({written_otherwise}) == [written_otherwise]
    if name == "field21":
        from_field20 = sorted(module.urls(CORPUS / "field20"))[-1]
        written_otherwise = "hTTp://WWW." + from_field20.removeprefix("https://").upper() + "/?tab=timeline#issuecomment-6"
        assert module.shared({written_otherwise}) == [written_otherwise]


def test_every_row_keeps_the_schema(rows: dict[str, list[dict[str, Any]]]) -> None:
    for row in _all(rows):
        where = f"{row.get('group')}: {row.get('text', '')[:60]!r}"
        assert set(row) - {"lookalike_of"} == ROW_KEYS, where
        assert isinstance(row["group"], str) and re.fullmatch(r"[a-z0-9][a-z0-9-]*", row["group"]), where
        assert row["source"] == "command", where
        assert isinstance(row["tool"], str) and row["tool"], where
        assert row["command"] is None or (isinstance(row["command"], str) and row["command"]), where
        assert row["exit_code"] is None or isinstance(row["exit_code"], int), where
        assert isinstance(row["text"], str) and row["text"].strip(), where
        assert not SLOT.search(row["text"] + (row["command"] or "")), f"unfilled slot in {where}"
        assert re.fullmatch(r"https?://\S+", row["source_url"]), where
        assert row["os"] in OSES and row["shell"] in SHELLS and row["locale"] in LOCALES, where
        assert row["class"] in CLASSES, where
        if row["locale"] == "zh":
            assert CJK.search(row["text"]), f"a zh row without Chinese: {where}"


def test_a_group_is_consistent_and_on_one_side(rows: dict[str, list[dict[str, Any]]]) -> None:
    side_of: dict[str, set[str]] = defaultdict(set)
    lookalike: dict[str, set[str]] = defaultdict(set)
    sizes: dict[str, int] = defaultdict(int)
    for side in rows:
        for row in rows[side]:
            side_of[row["group"]].add(side)
            lookalike[row["group"]].add(row.get("lookalike_of", ""))
            sizes[row["group"]] += 1
    assert {g: s for g, s in side_of.items() if len(s) > 1} == {}
    assert {g: s for g, s in lookalike.items() if len(s) > 1} == {}
    assert min(sizes.values()) >= 2, "a group needs repeats to measure recall"


def test_the_counts_the_issue_asks_for(field_set: str, rows: dict[str, list[dict[str, Any]]],
                                       queries: dict[str, list[dict[str, Any]]]) -> None:
    every = _all(rows)
    groups, instances, lookalike_rows, tools = MINIMUMS[field_set]
    assert len({row["group"] for row in every}) >= groups
    assert len(every) >= instances
    assert sum("lookalike_of" in row for row in every) >= lookalike_rows
    assert len({row["tool"] for row in every}) >= tools
    assert len({row["shell"] for row in every}) >= 4
    assert {row["os"] for row in every} == OSES
    assert {row["locale"] for row in every} == LOCALES
    assert {row["class"] for row in every} == CLASSES
    held_out = list(rows)[-1]  # the figure that counts must measure lookup in both kinds
    side_groups, side_queries, side_lookalikes = HELD_OUT_SIDE[field_set]
    kinds = [q["kind"] for q in queries[held_out]]
    assert kinds.count("plain") >= side_queries and kinds.count("zh") >= side_queries, held_out
    assert len({row["group"] for row in rows[held_out]}) >= side_groups, held_out
    assert sum("lookalike_of" in row for row in rows[held_out]) >= side_lookalikes, held_out


@pytest.mark.parametrize("name", HELD_OUT_WHOLE)
def test_a_wholly_held_out_set_measures_chinese_and_wrong_merges(name: str) -> None:
    every = _all(_sides(name, "{}.jsonl"))
    assert sum(row["locale"] == "zh" for row in every) >= 0.15 * len(every)
    groups = {row["group"] for row in every}
    with_lookalike = {row["group"] for row in every if "lookalike_of" in row}
    assert len(with_lookalike) >= 0.4 * len(groups)
    kinds = [q["kind"] for q in _all(_sides(name, "queries_{}.jsonl"))]
    assert kinds.count("plain") == kinds.count("zh") == len(groups), "one query of each kind per group"


def test_together_the_sets_have_what_the_issue_asks_for() -> None:
    every = [row for name in SETS for side in _sides(name, "{}.jsonl").values() for row in side]
    assert len({row["group"] for row in every}) >= 300
    assert len(every) >= 1500


def test_every_group_names_its_source(rows: dict[str, list[dict[str, Any]]]) -> None:
    urls: dict[str, set[str]] = defaultdict(set)
    for row in _all(rows):
        urls[row["group"]].add(row["source_url"])
    assert all(urls.values())
    assert all(url.startswith("https://") for found in urls.values() for url in found)


def test_lookalikes_name_a_group_on_the_same_side(rows: dict[str, list[dict[str, Any]]]) -> None:
    for side in rows:
        groups = {row["group"] for row in rows[side]}
        for row in rows[side]:
            if "lookalike_of" in row:
                assert row["lookalike_of"] != row["group"], row["group"]
                assert row["lookalike_of"] in groups, f"{row['group']} → {row['lookalike_of']} is not in {side}"


def test_queries_name_a_group_on_their_side(queries: dict[str, list[dict[str, Any]]],
                                            rows: dict[str, list[dict[str, Any]]]) -> None:
    for side in rows:
        groups = {row["group"] for row in rows[side]}
        seen = set()
        for query in queries[side]:
            assert set(query) - {"source_url"} == QUERY_KEYS, query
            assert query["group"] in groups, f"{query} names no group in {side}"
            assert query["kind"] in ("plain", "zh"), query
            if query["kind"] == "zh":  # a plain query may still name a Chinese command
                assert CJK.search(query["query"]), query
            assert query["query"] not in seen, query
            seen.add(query["query"])


@pytest.mark.parametrize("share", ["public", "private"])
def test_no_text_holds_a_secret(rows: dict[str, list[dict[str, Any]]], share: str) -> None:
    found = []
    for row in _all(rows):
        for key in ("text", "command"):
            original = KNOWN_FALSE_POSITIVES[share].sub("", row[key] or "")
            redacted = redact(original, share)
            for marker in SECRET_MARKERS:
                if redacted.count(marker) > original.count(marker):
                    found.append((row["group"], key, marker, original[:80]))
    assert found == []
