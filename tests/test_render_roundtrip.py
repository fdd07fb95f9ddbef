"""Round trips: an unchanged file comes back byte for byte; render → parse gives the fields back;
an update rewrites its own block's lines and nothing else (hypothesis over generated entries).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from errkb.kb.fences import close_open_fence
from errkb.kb.parse import Document, highest_number, parse_document
from errkb.kb.render import render_entry
from errkb.kb.store import Store
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry
from errkb.recognize.redact import redact

EN_BLOCK = """\
## E-0001 · [tool:npm] ERESOLVE unable to resolve dependency tree
<!-- errkb: sig=aaaa00000001 cat=tool code=ERESOLVE first=2026-09-14T09:12:33Z -->

- Fingerprint: `aaaa00000001`
- Category: `tool / npm`
- First seen: 2026-09-14 09:12 · Last seen: 2026-09-15 10:00 · Hits: 3
- Trigger: `npm install`
- Raw message:
  ```text
  npm ERR! ERESOLVE unable to resolve dependency tree
  ```
- Fix:
  Use `npm install --legacy-peer-deps`, or align the peer versions.
- Status: `fixed`
- Notes:
"""

ZH_BLOCK = """\
## E-0002 · [tool:git] 认证失败：Permission denied (publickey)
<!-- errkb: sig=bbbb00000002 cat=tool code=EACCES first=2026-09-16T01:02:03Z -->

- 指纹：`bbbb00000002`
- 分类：`tool / git`
- 首次：2026-09-16 01:02 · 最近：2026-09-16 01:02 · 命中：1
- 触发：`git push`
- 原始信息：
  ```text
  git@github.com: Permission denied (publickey).
  ```
- 解法：
  检查 `ssh-add -l`，把公钥加到 GitHub。
- 状态：`open`
- 备注：
"""

# Hand-typed: odd spacing, tabs, trailing spaces, mixed labels, no machine comment, `Fixed`.
ODD_BLOCK = """\
## E-0003 ·   Docker:   port is already allocated   \n\
-   Fingerprint :`cccc00000003`
- Category:tool
- First seen:  2026-09-17 08:00 ·Last seen:2026-09-18 09:00·  Hits:  7
- 触发: docker compose up\t\n\
- Raw message:
\t```
Bind for 0.0.0.0:5432 failed: port is already allocated
\t```


- Fix: stop the other container
      docker ps --filter publish=5432
- 状态：  `Fixed`
- Notes:\t
  * seen twice on the build box
"""


def preamble(body: str = "") -> str:
    return f"---\nid_prefix: E-\n---\n# ERRORS\n\nTeam notes, kept as written.  \n{body}\n"


FILES = {
    "lf": preamble() + EN_BLOCK + "\n" + ZH_BLOCK + "\n" + ODD_BLOCK,
    "crlf": (preamble() + EN_BLOCK + "\n" + ZH_BLOCK + "\n" + ODD_BLOCK).replace("\n", "\r\n"),
    "no trailing newline": "# ERRORS\n\n" + EN_BLOCK + "\n" + ODD_BLOCK.rstrip("\n"),
    "bom and blank lines": "\ufeff# ERRORS\n\n\n\n" + ZH_BLOCK + "\n\n\n" + EN_BLOCK + "\n\n",
    "damaged block kept": "# ERRORS\n\n" + EN_BLOCK + "\n" + ZH_BLOCK.replace("`open`", "`later`") + "\n" + ODD_BLOCK,
    "preamble only": preamble("no entries yet"),
}


def write_back(doc: Document) -> str:
    """What writing the parsed document out again produces: its preamble and block sources."""
    return "".join(doc.lines[: doc.preamble_end]) + "".join("".join(doc.lines[b.start:b.end]) for b in doc.blocks)


def new_store(folder: Path, data: bytes) -> Store:
    store = Store(KbLocation(folder, "test"), Settings())
    store.init()
    store.location.errors_md.write_bytes(data)
    return store


def block_texts(doc: Document) -> dict[int | None, str]:
    return {b.number: "".join(doc.lines[b.start:b.end]) for b in doc.blocks}


# --------------------------------------------------------------------------- fixed files
@pytest.mark.parametrize("name", list(FILES))
def test_unchanged_file_writes_back_byte_identical(name: str) -> None:
    text = FILES[name]
    doc = parse_document(text)
    assert write_back(doc) == text
    if name != "preamble only":
        assert doc.entries, "the fixture must actually contain entries"


def test_the_odd_block_reads_as_meant() -> None:
    doc = parse_document(FILES["crlf"])
    assert doc.problems == []
    odd = doc.entries[2]
    assert (odd.title, odd.fingerprint, odd.category) == ("Docker:   port is already allocated", "cccc00000003", "tool")
    assert (odd.first_seen, odd.last_seen, odd.hits, odd.status) == ("2026-09-17 08:00", "2026-09-18 09:00", 7, "fixed")
    assert odd.raw == "Bind for 0.0.0.0:5432 failed: port is already allocated"
    assert odd.fix == "stop the other container\n    docker ps --filter publish=5432"
    assert odd.notes == "* seen twice on the build box"
    assert odd.trigger == "docker compose up\t"


@pytest.mark.parametrize("name", [n for n in FILES if n != "preamble only"])
def test_a_noop_update_leaves_the_file_alone(tmp_path: Path, name: str) -> None:
    data = FILES[name].encode()
    store = new_store(tmp_path, data)
    store.update("E-1")
    assert store.location.errors_md.read_bytes() == data


@pytest.mark.parametrize("name", [n for n in FILES if n != "preamble only"])
def test_append_keeps_every_existing_byte(tmp_path: Path, name: str) -> None:
    data = FILES[name].encode()
    store = new_store(tmp_path, data)
    entry, created = store.append(NewEntry(title="make: *** [all] Error 2", sig="dddd00000009", cat="command"))
    after = store.location.errors_md.read_bytes()
    assert created and entry.number == 1 + highest_number(FILES[name], "E-")
    assert after.startswith(data)
    newline = b"\r\n" if b"\r\n" in data else b"\n"
    tail = after[len(data):]
    assert b"\n" not in tail.replace(b"\r\n", b"") if newline == b"\r\n" else b"\r" not in tail


@pytest.mark.parametrize(("name", "target"), [
    (name, f"E-{n:04d}") for name in ("lf", "crlf", "no trailing newline", "bom and blank lines")
    for n in (1, 2, 3) if f"## E-{n:04d}" in FILES[name]
])
def test_update_rewrites_only_its_own_block(tmp_path: Path, name: str, target: str) -> None:
    data = FILES[name].encode()
    store = new_store(tmp_path, data)
    before = parse_document(data.decode())
    number = int(target[2:])
    entry = store.update(target, fix="line one\nline two", status="wontfix", note="from the test")
    assert (entry.fix, entry.status) == ("line one\nline two", "wontfix")
    assert entry.notes.endswith("from the test")
    after = parse_document(store.location.errors_md.read_bytes().decode())
    assert after.problems == []
    old, new = block_texts(before), block_texts(after)
    assert {k: v for k, v in old.items() if k != number} == {k: v for k, v in new.items() if k != number}
    assert "".join(after.lines[: after.preamble_end]) == "".join(before.lines[: before.preamble_end])
    changed = new[number]
    assert (changed.count("\r\n") == changed.count("\n")) == (name == "crlf")
    was, now = before.block_for(number).entry, after.block_for(number).entry  # type: ignore[union-attr]
    for key in ("title", "fingerprint", "category", "hits", "first_seen", "last_seen", "trigger", "raw", "meta",
                "labels"):
        assert getattr(now, key) == getattr(was, key), key


def test_a_stray_non_utf8_byte_survives_a_write(tmp_path: Path) -> None:
    data = (b"# ERRORS\n\nLatin-1: caf" + b"\xe9\n\n" + EN_BLOCK.encode() + b"\n" + ZH_BLOCK.encode())
    store = new_store(tmp_path, data)
    store.update("E-2", status="fixed")
    after = store.location.errors_md.read_bytes()
    assert after.startswith(data[: data.index(b"## E-0002")])


# --------------------------------------------------------------------- generated entries
_PIECES = [
    "error", "failed", "npm", "ERR!", "cannot", "find", "module", "x", "42", "·", ":", "：", "%", ">", "-->",
    "`", "``", "```", "````", "`npm ci`", "认证失败", "找不到模块", "解法", "## E-0001 · fake header",
    "- Fix: not a fix", "- Status: `open`", "- 状态：fixed", "<!-- errkb: sig=evil -->", "<<<<", "~~~",
    "  ", "\t", "\\", "'", '"',
    # words a person types for a field: inside errkb's own indented text they stay text
    "- Solution: also this", "- Cause: the port was taken", "- Note: run as root", "- 修复：重启服务",
    "- 原因：端口被占", "- **Fix**: bold", "- 状态：已解决", "- Status: resolved", "- Error: EADDRINUSE",
]
_piece = st.sampled_from(_PIECES)
_line = st.lists(_piece, max_size=6).map(" ".join) | st.lists(_piece, max_size=4).map("".join)
_trailing = st.sampled_from(["", " ", "  ", "\t"])
_lines = st.lists(st.tuples(_line, _trailing).map("".join), min_size=1, max_size=5)
_multi = _lines.map("\n".join)
# Agents do write fixes that open a fence and never close it (a reply cut short).
_fix_text = _multi | _multi.map(lambda s: "Run:\n```sh\n" + s)


def _clean(value: str) -> str:
    """What the store hands the renderer: no CR, stripped, fences closed."""
    return close_open_fence(value.replace("\r", "").strip())


_stamp = st.builds(lambda d, h, m: f"2026-{d // 28 + 1:02d}-{d % 28 + 1:02d}T{h:02d}:{m:02d}:07Z",
                   st.integers(0, 300), st.integers(0, 23), st.integers(0, 59))

entries = st.builds(
    NewEntry,
    title=_line.filter(lambda t: t.strip() != ""),
    sig=st.text("0123456789abcdef", min_size=12, max_size=12),
    cat=st.sampled_from(["tool", "command", "llm", "agent"]),
    code=st.sampled_from(["", "EPERM", "E404", "a code with spaces", "50%>done-->"]),
    category=st.sampled_from(["", "tool / npm", "命令 / git", "tool/`bash`"]),
    trigger=st.one_of(_line, _multi).map(_clean),
    raw=st.one_of(_multi, st.just(""), _multi.map(lambda s: "\n" + s + "\n\n")),
    fix=st.one_of(st.just(""), _fix_text.map(_clean)),
    status=st.sampled_from(["open", "fixed", "wontfix"]),
    notes=st.one_of(st.just(""), _multi.map(_clean)),
    first=_stamp,
)


@settings(max_examples=150, deadline=None)
@given(entries=st.lists(entries, min_size=1, max_size=4), language=st.sampled_from(["en", "zh"]),
       crlf=st.booleans())
def test_render_then_parse_gives_the_fields_back(entries: list[NewEntry], language: str, crlf: bool) -> None:
    blocks = [render_entry(f"E-{i:04d}", e, language) for i, e in enumerate(entries, 1)]
    text = "# ERRORS\n\n" + "\n".join(blocks)
    if crlf:
        text = text.replace("\n", "\r\n")
    doc = parse_document(text)
    assert doc.problems == []
    assert write_back(doc) == text
    assert len(doc.entries) == len(entries)
    for new, got in zip(entries, doc.entries, strict=True):
        assert got.title == " ".join(new.title.split())
        assert (got.fingerprint, got.category or got.cat) == (new.sig, new.category or new.cat)
        assert (got.trigger, got.raw, got.fix, got.notes, got.status) == (
            new.trigger, new.raw, new.fix, new.notes, new.status)
        assert got.meta["sig"] == new.sig and got.meta.get("code", "") == new.code and got.meta["first"] == new.first
        assert (got.hits, got.first_seen, got.labels) == (1, new.first[:16].replace("T", " "), language)
        # parse → render is stable: the parsed fields render the very same block
        again = NewEntry(title=got.title, sig=got.meta["sig"], cat=got.meta["cat"], code=got.code,
                         category=got.category if new.category else "", trigger=got.trigger, raw=got.raw,
                         fix=got.fix, status=got.status, notes=got.notes, first=got.meta["first"])
        assert render_entry(got.id, again, language) == blocks[got.number - 1]


_FIELD_CHANGES = st.one_of(
    st.fixed_dictionaries({"fix": _fix_text | _multi.map(lambda s: s.replace("\n", "\r\n"))}),  # pasted on Windows
    st.fixed_dictionaries({"status": st.sampled_from(["open", "fixed", "wontfix"])}),
    st.fixed_dictionaries({"note": _line}),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.lists(entries, min_size=2, max_size=5), languages=st.lists(st.sampled_from(["en", "zh"]),
       min_size=5, max_size=5), hand_block=st.booleans(), crlf=st.booleans(), pick=st.integers(0, 4),
       change=_FIELD_CHANGES)
def test_store_update_of_one_field_leaves_every_other_block_byte_identical(
        entries: list[NewEntry], languages: list[str], hand_block: bool, crlf: bool, pick: int,
        change: dict[str, str]) -> None:
    blocks = [render_entry(f"E-{i:04d}", e, languages[i - 1]) for i, e in enumerate(entries, 1)]
    if hand_block:
        blocks.insert(1, ODD_BLOCK.replace("E-0003", f"E-{len(entries) + 1:04d}"))
    text = "# ERRORS\n\nprose  \n\n" + "\n".join(blocks)
    if crlf:
        text = text.replace("\n", "\r\n")
    with tempfile.TemporaryDirectory() as folder:
        store = new_store(Path(folder), text.encode())
        before = parse_document(text)
        target = before.entries[pick % len(before.entries)]
        updated = store.update(target.id, **change)
        after_text = store.location.errors_md.read_bytes().decode()
    after = parse_document(after_text)
    assert after.problems == []
    old, new = block_texts(before), block_texts(after)
    assert {k: v for k, v in old.items() if k != target.number} == {k: v for k, v in new.items() if k != target.number}
    assert after_text.startswith("".join(before.lines[: before.preamble_end]))
    got = after.block_for(target.number).entry  # type: ignore[union-attr]
    assert got == updated
    expected = {"fix": target.fix, "status": target.status, "notes": target.notes}
    if "fix" in change:
        expected["fix"] = close_open_fence(redact(change["fix"].replace("\r", "").strip()))
    if "status" in change:
        expected["status"] = change["status"]
    if "note" in change and change["note"].split():
        line = redact(" ".join(change["note"].split()))
        expected["notes"] = f"{target.notes}\n{line}" if target.notes else line
    assert {"fix": got.fix, "status": got.status, "notes": got.notes} == expected
    for key in ("title", "fingerprint", "category", "hits", "first_seen", "last_seen", "trigger", "raw", "meta",
                "labels"):
        assert getattr(got, key) == getattr(target, key), key
    if change.get("status") == target.status and "\r" not in text and target.labels == "en" and not hand_block:
        assert after_text == text  # rewriting a field to its own value changes no byte
