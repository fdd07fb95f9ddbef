"""Reading ERRORS.md: dsh-errkb blocks, hand edits, and damage kept to the block it is in.

Every problem must carry the exact line a person would open in an editor; the expected lines
here are found by searching the text, not counted by hand.
"""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from errkb.kb import parse as parse_module
from errkb.kb.block import trimmed
from errkb.kb.fences import close_open_fence, fenced_lines
from errkb.kb.labels import format_id, parse_id
from errkb.kb.parse import Document, _parse, highest_number, parse_document, split_lines
from errkb.kb.render import render_entry
from errkb.model import NewEntry

DSH_BLOCK = """\
## E-0007 · [tool:pwsh] EPERM: operation not permitted, rename
<!-- errkb: sig=3f2a1c9d0b71 cat=tool code=EPERM first=2026-09-14T09:12:33Z -->

- Fingerprint: `3f2a1c9d0b71`
- Category: `tool / pwsh`
- First seen: 2026-09-14 09:12 · Last seen: 2026-09-14 15:40 · Hits: 5
- Trigger: `pnpm install` writing `node_modules` under a non-ASCII path
- Raw message:
  ```text
  EPERM: operation not permitted, rename '<path>\\node_modules\\.pnpm\\<hash>'
  ```
- Fix:
  Close the editor holding the directory, then re-run `pnpm install`
- Status: `fixed`
- Notes:
"""


def entry_block(n: int, fix: str = "do thing {n}", status: str = "`open`", hits: str = "1",
                raw: str = "boom {n}") -> str:
    """A block as the renderer writes it, with the pieces tests like to break."""
    return f"""\
## E-{n:04d} · [tool] failure number {n}
<!-- errkb: sig=sig{n:04d} cat=tool first=2026-09-14T09:12:33Z -->

- Fingerprint: `sig{n:04d}`
- Category: `tool`
- First seen: 2026-09-14 09:12 · Last seen: 2026-09-14 09:12 · Hits: {hits}
- Trigger: `make {n}`
- Raw message:
  ```text
  {raw.format(n=n)}
  ```
- Fix:
  {fix.format(n=n)}
- Status: {status}
- Notes:
"""


def document(*blocks: str, preamble: str = "# ERRORS\n\n") -> str:
    return preamble + "\n".join(blocks)


def line_of(text: str, needle: str, nth: int = 1) -> int:
    """1-based line of the nth line that starts with `needle`."""
    found = [i + 1 for i, line in enumerate(text.split("\n")) if line.startswith(needle)]
    return found[nth - 1]


def ids(doc: Document) -> list[str]:
    return [e.id for e in doc.entries]


def only_entry(text: str) -> object:
    doc = parse_document(text)
    assert doc.problems == []
    (entry,) = doc.entries
    return entry


# ------------------------------------------------------------------------- the dsh format
def test_reads_a_dsh_errkb_block_field_by_field() -> None:
    doc = parse_document("# ERRORS\n\n" + DSH_BLOCK)
    assert doc.problems == []
    (e,) = doc.entries
    assert (e.id, e.number, e.title) == ("E-0007", 7, "[tool:pwsh] EPERM: operation not permitted, rename")
    assert e.meta == {"sig": "3f2a1c9d0b71", "cat": "tool", "code": "EPERM", "first": "2026-09-14T09:12:33Z"}
    assert (e.fingerprint, e.category) == ("3f2a1c9d0b71", "tool / pwsh")
    assert (e.first_seen, e.last_seen, e.hits) == ("2026-09-14 09:12", "2026-09-14 15:40", 5)
    assert e.trigger == "`pnpm install` writing `node_modules` under a non-ASCII path"
    assert e.raw == "EPERM: operation not permitted, rename '<path>\\node_modules\\.pnpm\\<hash>'"
    assert e.fix == "Close the editor holding the directory, then re-run `pnpm install`"
    assert (e.status, e.notes, e.line, e.labels) == ("fixed", "", 3, "en")


def test_chinese_labels_and_full_width_colons_read_the_same_fields() -> None:
    zh = (DSH_BLOCK.replace("- Fingerprint:", "- 指纹：").replace("- Category:", "- 分类:")
          .replace("- First seen:", "- 首次：").replace("Last seen:", "最近：").replace("Hits:", "命中:")
          .replace("- Trigger:", "- 触发:").replace("- Raw message:", "- 原始信息：")
          .replace("- Fix:", "- 解法：").replace("- Status:", "- 状态:").replace("- Notes:", "- 备注："))
    assert "Fix" not in zh
    en = only_entry("# ERRORS\n\n" + DSH_BLOCK)
    cn = only_entry("# ERRORS\n\n" + zh)
    for key in ("fingerprint", "category", "first_seen", "last_seen", "hits", "trigger", "raw", "fix", "status"):
        assert getattr(cn, key) == getattr(en, key), key
    assert cn.labels == "zh"


def test_labels_may_be_mixed_within_one_block() -> None:
    mixed = DSH_BLOCK.replace("- Fix:", "- 解法：").replace("- Status:", "- 状态:")
    e = only_entry(mixed)
    assert e.fix.startswith("Close the editor") and e.status == "fixed"
    assert e.labels == "en"  # the first known label decides what an update writes


def test_a_quoted_header_or_field_inside_the_raw_fence_does_not_split_the_block() -> None:
    raw = "first\n## E-0001 · not a header\n- Fix: not the fix\n<!-- errkb: sig=evil -->\n```"
    fenced = "  ````text\n" + "\n".join("  " + r for r in raw.split("\n")) + "\n  ````"
    block = entry_block(2, raw="{n}").replace("  ```text\n  2\n  ```", fenced)
    doc = parse_document(document(entry_block(1), block, entry_block(3)))
    assert doc.problems == [] and ids(doc) == ["E-0001", "E-0002", "E-0003"]
    e = doc.entries[1]
    assert (e.raw, e.fix, e.meta["sig"]) == (raw, "do thing 2", "sig0002")


# ------------------------------------------------------------------------ hand-edit tolerance
def test_fix_typed_on_the_labels_own_line() -> None:
    e = only_entry(entry_block(1).replace("- Fix:\n  do thing 1\n", "- Fix: run `npm ci` first\n"))
    assert e.fix == "run `npm ci` first"


def test_fix_started_on_the_label_line_and_continued_below() -> None:
    e = only_entry(entry_block(1).replace("- Fix:\n  do thing 1\n", "- Fix: first\n  second\nthird\n"))
    assert e.fix == "first\nsecond\nthird"


def test_unindented_continuation_lines() -> None:
    e = only_entry(entry_block(1).replace("- Fix:\n  do thing 1\n", "- Fix:\nStop the daemon.\nThen restart it.\n"))
    assert e.fix == "Stop the daemon.\nThen restart it."


def test_bullets_and_code_fences_inside_fix_and_notes() -> None:
    fix = ("- Fix:\n  Either:\n  - run: npm ci\n  - or delete `node_modules`\n  ```sh\n"
           "  - Status: fixed\n  rm -rf node_modules\n  ```\n  ## not a header\n")
    notes = "- Notes:\n- seen on CI only\n  ```\n  - Fix: inside a fence\n  ```\n"
    text = entry_block(1).replace("- Fix:\n  do thing 1\n", fix).replace("- Notes:\n", notes)
    e = only_entry(text)
    assert e.fix == ("Either:\n- run: npm ci\n- or delete `node_modules`\n```sh\n- Status: fixed\n"
                     "rm -rf node_modules\n```\n## not a header")
    assert e.status == "open"
    assert e.notes == "- seen on CI only\n```\n- Fix: inside a fence\n```"


def test_a_block_without_a_machine_comment_still_parses() -> None:
    text = entry_block(1).replace("<!-- errkb: sig=sig0001 cat=tool first=2026-09-14T09:12:33Z -->\n", "")
    e = only_entry(text)
    assert e.meta == {} and e.sig == "sig0001" and e.cat == "tool" and e.fix == "do thing 1"


@pytest.mark.parametrize("written", ["`Fixed`", "FIXED", "fixed", " `fixed` "])
def test_status_case_and_backticks_are_forgiven(written: str) -> None:
    assert only_entry(entry_block(1, status=written)).status == "fixed"


def test_empty_status_means_open_and_missing_fields_read_empty() -> None:
    text = "## E-0003 · bare\n- Status:\n"
    e = only_entry(text)
    assert (e.status, e.fix, e.raw, e.hits, e.fingerprint) == ("open", "", "", 0, "")


def test_extra_blank_lines_and_trailing_spaces_are_harmless() -> None:
    spaced = entry_block(1).replace("\n- ", "\n\n\n- ").replace("- Fix:\n", "- Fix:   \n\n")
    e = only_entry("# ERRORS\n\n\n\n" + spaced + "\n\n\n")
    assert (e.fix, e.status, e.hits, e.trigger) == ("do thing 1", "open", 1, "`make 1`")


def test_crlf_file_reads_like_lf() -> None:
    text = document(entry_block(1), entry_block(2))
    lf, crlf = parse_document(text), parse_document(text.replace("\n", "\r\n"))
    assert crlf.problems == [] and crlf.entries == lf.entries
    assert crlf.newline == "\r\n" and lf.newline == "\n"


def test_form_feeds_and_unicode_line_separators_in_a_sample_keep_line_numbers() -> None:
    # str.splitlines breaks at these, markdown-it does not; a drift here misread whole blocks.
    odd = "page\x0cbreak\u2028sep\x85nel\x1cfs"
    text = document(entry_block(1, raw=odd), entry_block(2, status="`nope`"), entry_block(3))
    doc = parse_document(text)
    assert ids(doc) == ["E-0001", "E-0003"]
    assert doc.entries[0].raw == odd
    assert [str(p) for p in doc.problems] == [
        f"ERRORS.md:{line_of(text, '- Status: `nope`')}: unknown status '`nope`' (use open, fixed, wontfix or ignore)"
    ]
    assert doc.entries[1].line == line_of(text, "## E-0003")


def test_separate_last_seen_and_hits_fields_are_read_too() -> None:
    text = entry_block(1).replace(" · Last seen: 2026-09-14 09:12 · Hits: 1",
                                  "\n- Last seen: 2026-10-01 10:00\n- Hits: 12")
    e = only_entry(text)
    assert (e.first_seen, e.last_seen, e.hits) == ("2026-09-14 09:12", "2026-10-01 10:00", 12)


# ---------------------------------------------------------------------- damage isolation
def damaged(case: str) -> tuple[str, list[str]]:
    """(document, expected problem strings) for one kind of damage in the block E-0002."""
    good1, good3, good4 = entry_block(1), entry_block(3), entry_block(4)
    if case == "bad status":
        text = document(good1, entry_block(2, status="`maybe`"), good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '- Status: `maybe`')}: unknown status '`maybe`' "
                      "(use open, fixed, wontfix or ignore)"]
    if case == "bad hits":
        text = document(good1, entry_block(2, hits="many"), good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '- First seen', 2)}: hits 'many' is not a whole number"]
    if case == "unreadable seen line":
        text = document(good1, entry_block(2).replace("· Last seen: ", "· Lastseen "), good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '- First seen', 2)}: cannot read the seen line "
                      "(expected 'First seen: … · Last seen: … · Hits: N')"]
    if case == "malformed header":
        text = document(good1, entry_block(2).replace("## E-0002 · [tool] failure number 2", "## E-12 no dot"),
                        good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '## E-12 no dot')}: malformed entry header "
                      "(expected '## E-NNNN · title')"]
    if case == "duplicate id":
        text = document(good1, entry_block(3).replace("failure number 3", "another"), good3, good4)
        first, later = line_of(text, "## E-0003"), line_of(text, "## E-0003", 2)
        return text, [f"ERRORS.md:{later}: duplicate ID E-0003 (first at line {first})"]
    if case == "conflict markers":
        block = entry_block(2).replace("- Fix:\n  do thing 2\n",
                                       "- Fix:\n<<<<<<< HEAD\n  do thing 2\n=======\n  do other\n>>>>>>> theirs\n")
        text = document(good1, block, good3, good4)
        return text, [f"ERRORS.md:{line_of(text, marker)}: leftover git conflict marker"
                      for marker in ("<<<<<<< HEAD", "=======", ">>>>>>> theirs")]
    if case == "unterminated fence":
        text = document(good1, entry_block(2).replace("  boom 2\n  ```\n", "  boom 2\n"), good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '- Raw message', 2)}: unterminated code fence in the raw message"]
    if case == "field twice":
        text = document(good1, entry_block(2).replace("- Notes:\n", "- 解法: again\n- Notes:\n"), good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '- 解法')}: field '解法' appears twice"]
    if case == "malformed machine field":
        text = document(good1, entry_block(2).replace("cat=tool", "=tool"), good3, good4)
        return text, [f"ERRORS.md:{line_of(text, '<!-- errkb', 2)}: malformed machine field '=tool'"]
    raise AssertionError(case)


DAMAGE = ["bad status", "bad hits", "unreadable seen line", "malformed header", "duplicate id",
          "conflict markers", "unterminated fence", "field twice", "malformed machine field"]


@pytest.mark.parametrize("case", DAMAGE)
def test_one_damaged_block_is_reported_at_its_line_and_the_rest_still_parse(case: str) -> None:
    text, expected = damaged(case)
    doc = parse_document(text)
    assert [str(p) for p in doc.problems] == expected
    survivors = ["E-0001", "E-0003", "E-0004"]
    assert ids(doc) == survivors
    for e in doc.entries:  # each survivor reads exactly as written, not bits of a neighbour
        assert (e.fix, e.raw, e.status, e.hits) == (f"do thing {e.number}", f"boom {e.number}", "open", 1)
        assert e.line == line_of(text, f"## {e.id}")
    # the damaged block is still there, as a block, and is the only one left out
    assert len(doc.blocks) == 4 and sum(b.entry is None for b in doc.blocks) == 1


def test_unterminated_fence_does_not_swallow_later_blocks_even_when_a_later_fence_closes_it() -> None:
    # E-0002's raw fence loses its closing line; the next "  ```" (E-0003's) would close it.
    text = document(entry_block(1), entry_block(2).replace("  boom 2\n  ```\n", "  boom 2\n"),
                    entry_block(3), entry_block(4).replace("  boom 4\n  ```\n", "  boom 4\n"))
    doc = parse_document(text)
    assert ids(doc) == ["E-0001", "E-0003"]
    assert doc.entries[1].fix == "do thing 3" and doc.entries[1].raw == "boom 3"
    assert [p.line for p in doc.problems] == [line_of(text, "- Raw message", 2), line_of(text, "- Raw message", 4)]


def test_conflict_marker_in_the_preamble_is_reported_and_entries_still_parse() -> None:
    text = "# ERRORS\n<<<<<<< ours\nprose\n>>>>>>> theirs\n\n" + entry_block(1)
    doc = parse_document(text)
    assert [str(p) for p in doc.problems] == ["ERRORS.md:2: leftover git conflict marker",
                                              "ERRORS.md:4: leftover git conflict marker"]
    assert ids(doc) == ["E-0001"]


def test_crlf_damage_is_reported_at_the_same_line() -> None:
    text, expected = damaged("bad status")
    assert [str(p) for p in parse_document(text.replace("\n", "\r\n")).problems] == expected


# ------------------------------------------------------------------------------------- IDs
@pytest.mark.parametrize("spelling", ["E-0007", "E-7", "e-7", "e-0007", " E-07 "])
def test_lenient_id_lookup(spelling: str) -> None:
    assert parse_id(spelling, "E-") == 7


@pytest.mark.parametrize("spelling", ["7", "E-", "E-7a", "X-7", "E--7"])
def test_things_that_are_not_ids(spelling: str) -> None:
    assert parse_id(spelling, "E-") is None


def test_format_id_pads_but_never_cuts() -> None:
    assert (format_id(7, "E-", 4), format_id(12345, "E-", 4)) == ("E-0007", "E-12345")
    assert format_id(3, "BUG_", 2) == "BUG_03"


def test_highest_number_counts_damaged_headers_too() -> None:
    text = document(entry_block(1), entry_block(2).replace("## E-0002 · [tool] failure number 2", "## E-41 oops"))
    assert highest_number(text, "E-") == 41
    assert highest_number("# ERRORS\n", "E-") == 0


def test_other_prefix_is_parsed_with_its_own_headers() -> None:
    text = entry_block(1).replace("## E-0001", "## BUG_01")
    doc = parse_document(text, prefix="BUG_")
    assert ids(doc) == ["BUG_01"] and doc.entries[0].number == 1
    assert parse_document(text).entries == []  # with the default prefix it is just preamble


# ------------------------------------------------------- the fast scan equals markdown-it's own
_FULL = MarkdownIt("zero").enable(["heading", "fence"])
_HEADER = re.compile(r"^## E-\d")


def full_scan(lines: list[str]) -> tuple[set[int], list[int]]:
    """The reference: markdown-it over the whole text, an open fence cut at the next entry header
    (the parser shows markdown-it only one block's structural lines at a time)."""
    fenced: set[int] = set()
    headings: list[int] = []
    offset = 0
    while offset < len(lines):
        cut = None
        for token in _FULL.parse("".join(lines[offset:])):
            if token.map is None:
                continue
            start, end = token.map[0] + offset, min(token.map[1] + offset, len(lines))
            if token.type == "fence":
                cut = next((k for k in range(start + 1, end) if _HEADER.match(lines[k])), None)
                fenced.update(range(start, end if cut is None else cut))
                if cut is not None:
                    break
            elif token.type == "heading_open" and token.tag == "h2":
                headings.append(start)
        if cut is None:
            break
        offset = cut
    # markdown-it does not count a last line that is only blanks with no newline; nor does it matter
    if lines and not lines[-1].strip() and not lines[-1].endswith(("\n", "\r")):
        fenced.discard(len(lines) - 1)
    return fenced, headings


def parser_scan(lines: list[str]) -> tuple[set[int], list[int]]:
    """What the parser relies on: a block starts at every entry header, and a block's fences are
    the same whether its structural lines go to markdown-it alone or with other blocks'."""
    starts = [i for i, line in enumerate(lines) if _HEADER.match(line)]
    bounds = list(itertools.pairwise([0, *starts, len(lines)]))
    segments = [[line.rstrip("\r\n") for line in lines[start:end]] for start, end in bounds]
    together = fenced_lines(segments)
    assert together == [fenced_lines([segment])[0] for segment in segments]
    assert fenced_lines(segments[1::2]) == together[1::2]
    return {start + i for (start, _), found in zip(bounds, together, strict=True) for i in found}, starts


_SCAN_LINES = st.lists(st.tuples(
    st.sampled_from(["", " ", "  ", "   ", "    ", "\t", " \t"]),
    st.sampled_from(["```", "````", "~~~", "```text", "``` a`b", "## E-0001 · x", "## E-12 oops", "## other", "#",
                     "###### x", "- Fix:", "text", "", "<<<<<<< ours", "\x0c```", "a\u2028```"]),
    st.sampled_from(["\n", "\r\n", " \n", "\n"]),
).map("".join), max_size=40)


@settings(max_examples=400, deadline=None)
@given(lines=_SCAN_LINES, cut_last=st.booleans())
@example(lines=["## E-0001 · x\n", "## other\n"], cut_last=False)
@example(lines=["## other\n", "## E-0001 · x\n", "```\n", "## other\n", "```\n", " ## other\n"], cut_last=True)
def test_the_structural_line_scan_finds_what_markdown_it_finds(lines: list[str], cut_last: bool) -> None:
    text = "".join(lines)
    if cut_last:
        text = text.rstrip("\r\n")
    split = split_lines(text)
    fenced, starts = parser_scan(split)
    if split and not split[-1].strip() and not split[-1].endswith(("\n", "\r")):
        fenced.discard(len(split) - 1)
    reference_fenced, headings = full_scan(split)
    assert fenced == reference_fenced
    # every entry header is a level-2 heading to markdown-it: none is swallowed, so each starts a block
    assert starts == [h for h in headings if _HEADER.match(split[h])]
    doc = parse_document(text)
    # and so does every other level-2 heading at the left margin after the first (kb/unnumbered):
    # a block typed without an ID, or a section of the file, never more of the entry above
    loose = [h for h in headings if starts and h > starts[0] and not _HEADER.match(split[h]) and split[h].startswith("##")]
    assert [b.start for b in doc.blocks] == sorted(starts + loose)
    assert doc.preamble_end == (starts[0] if starts else len(split))


# ------------------------------------------- blocks as render.py writes them: the quick read
# parse_document reads a block laid out as render.py writes it with one regular expression; every
# other block goes through the general reader. Both must give the same document, whatever a
# person (or a merge) did to the text.
_PLAIN = ["error", "x", "42", "·", ":", "：", "%", ">", "-->", "`npm ci`", "a`b", "认证失败", " ", "\u3000", "- x"]
_ODD = ["`", "``", "```", "````", "~~~", "~~~~", "```sh", "``` a`b", "## E-0001 · fake", "## other", "# h",
        "- Fix: not a fix", "- Status: `open`", "- 状态：fixed", "<!-- errkb: sig=evil -->", "<<<<<<< ours",
        "=======", "  ", "\t", "\x0c", "\u2028", "Last seen: x", "Hits: 3"]


def _lines_of(words: list[str]) -> st.SearchStrategy[str]:
    one = st.lists(st.sampled_from(words), max_size=5).map(" ".join) | st.lists(st.sampled_from(words),
                                                                               max_size=3).map("".join)
    return st.lists(one, max_size=5).map("\n".join)


_plain, _odd = _lines_of(_PLAIN), _lines_of(_PLAIN + _ODD)
# Mostly text render.py lays out for the quick read, fences closed as the store closes them; and
# text that sends the block to the general reader.
_several = st.one_of(_plain, _plain, _odd.map(close_open_fence), _odd)
_one_line = _several.map(lambda text: text.replace("\n", " "))
_tricky_line = st.sampled_from([
    "", " ", "  ", "\t", "text", "  text", "    indented", "\tx", "```", "  ```", "   ```", "    ```", "  ````",
    "  ~~~", "~~~", "  ``` a`b", "  \t```", "  ``` ", "  ```\u3000", "## E-0001 · dup", "## E-7 oops", "## other",
    "- Fix: again", "- fix: lower", "- Notes:", "- Hits: 2", "- Last seen: now", "- 解法：二", "- Unknown: x",
    "<!-- errkb: sig=x k -->", "<!-- errkb: =v -->", "<<<<<<< ours", "=======", ">>>>>>> theirs", "  # heading",
    "## 端口被占用", "##", "##\tPort in use", "###  sub", "- Error: typed", "- 报错：typed",  # a block typed with no ID
])
_stamp = st.builds(lambda d, h: f"2026-{d % 12 + 1:02d}-{d % 28 + 1:02d}T{h:02d}:00:00Z", st.integers(0, 400),
                   st.integers(0, 23))
_new_entries = st.builds(
    NewEntry, title=_one_line, sig=st.sampled_from(["", "abc", "n2:3f2a1c9d0b71", "50%>x"]),
    cat=st.sampled_from(["", "tool", "command"]), code=st.sampled_from(["", "EPERM", "a b"]),
    category=st.sampled_from(["", "tool / npm", "命令 / git", "tool/`bash`"]), trigger=_one_line | _several,
    raw=_several, fix=_several, status=st.sampled_from(["open", "fixed", "wontfix", "", "Fixed", "maybe"]),
    notes=_several, first=_stamp,
)
# One hand edit: (line index, what to do there, a line to put in).
_edits = st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(["insert", "delete", "replace", "unindent",
                                                                     "tab", "space", "colon", "twice"]),
                            _tricky_line), max_size=2)


def _edited(lines: list[str], edits: list[tuple[int, str, str]]) -> list[str]:
    lines = list(lines)
    for at, how, new in edits:
        if not lines:
            break
        i = at % len(lines)
        if how == "insert":
            lines.insert(i, new)
        elif how == "delete":
            del lines[i]
        elif how == "replace":
            lines[i] = new
        elif how == "unindent":
            lines[i] = lines[i].lstrip(" ")
        elif how == "tab":
            lines[i] = "\t" + lines[i].lstrip(" ")
        elif how == "space":
            lines[i] += " "
        elif how == "colon":
            lines[i] = lines[i].replace(":", "：", 1)
        else:
            lines.insert(i, lines[i])
    return lines


def _same_documents(quick: Document, general: Document) -> None:
    assert [str(p) for p in quick.problems] == [str(p) for p in general.problems]
    assert quick.preamble_end == general.preamble_end and quick.lines == general.lines
    assert len(quick.blocks) == len(general.blocks)
    for a, b in zip(quick.blocks, general.blocks, strict=True):
        assert (a.start, a.end, a.number, a.problems) == (b.start, b.end, b.number, b.problems)
        assert a.entry == b.entry
        assert dict(a.spans) == dict(b.spans)


@settings(max_examples=300, deadline=None)
@given(entries=st.lists(st.tuples(_new_entries, st.sampled_from(["en", "zh"])), min_size=1, max_size=4),
       edits=_edits, crlf=st.booleans(), trailing_newline=st.booleans())
def test_the_quick_read_gives_what_the_general_reader_gives(entries: list[tuple[NewEntry, str]],
                                                            edits: list[tuple[int, str, str]], crlf: bool,
                                                            trailing_newline: bool) -> None:
    blocks = [render_entry(f"E-{n:04d}", new, language) for n, (new, language) in enumerate(entries, 1)]
    lines = _edited(("# ERRORS\n\n" + "\n".join(blocks)).split("\n"), edits)
    text = "\n".join(lines) if trailing_newline else "\n".join(lines).rstrip("\n")
    if crlf:
        text = text.replace("\n", "\r\n")
    _same_documents(parse_document(text), _parse(text, "E-", "ERRORS.md", quick=False))


def test_blocks_as_render_writes_them_are_read_without_the_general_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    # Otherwise the test above would compare the general reader with itself.
    fixes = ["", "one line", "Either:\n- run: npm ci\n- or delete `node_modules`",
             "Pin it:\n```toml\nx = \"1.2\"\n```\nthen rebuild.", "~~~\n- Fix: quoted\n~~~", "\n\nleading blanks"]
    blocks = [render_entry(f"E-{n:04d}", NewEntry(
        title=f"[tool] failure {n}", sig=f"sig{n}", cat="tool", code="E42" if n % 2 else "",
        category="tool / npm", trigger="`make`" if n % 3 else "two\nlines", raw="boom\n\n  ## E-0001 · quoted\n```",
        fix=fix, status=["open", "fixed", "wontfix"][n % 3], notes="seen twice" if n % 2 else "",
        first="2026-09-14T09:12:33Z"), "zh" if n % 2 else "en") for n, fix in enumerate(fixes, 1)]
    text = "# ERRORS\n\n" + "\n".join(blocks)
    general = _parse(text, "E-", "ERRORS.md", quick=False)
    monkeypatch.setattr(parse_module, "_read_block", lambda *args: pytest.fail("the general reader was used"))
    quick = parse_document(text)
    assert quick.entries == general.entries and len(quick.entries) == len(fixes)
    assert parse_document(text.replace("\n", "\r\n")).entries == general.entries


def test_an_edit_finds_the_field_lines_of_a_quickly_read_block() -> None:
    text = document(entry_block(1), entry_block(2).replace("- Fix:\n  do thing 2\n", "- Fix:\n  do thing 2\n  and more\n"))
    block = parse_document(text).blocks[1]
    fix_line = line_of(text, "- Fix:", 2) - 1
    assert block.spans["fix"] == (fix_line, fix_line + 3)
    assert block.spans["comment"] == (block.start + 1, block.start + 2)
    assert set(block.spans) == {"comment", "fingerprint", "category", "first_seen", "trigger", "raw", "fix",
                                "status", "notes"}


@given(st.lists(st.sampled_from(["", " ", "\t", "\u3000", "\x0c", "a", " a ", "a b", "\u2028"]), max_size=6))
def test_trimming_a_value_drops_exactly_its_blank_first_and_last_lines(lines: list[str]) -> None:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    assert trimmed("\n".join(lines)) == "\n".join(lines[start:end])


def test_hits_written_with_a_superscript_digit_are_a_problem_not_a_crash() -> None:
    text = document(entry_block(1, hits="²"), entry_block(2))
    doc = parse_document(text)
    assert [str(p) for p in doc.problems] == [f"ERRORS.md:{line_of(text, '- First seen')}: hits '²' is not a whole number"]
    assert ids(doc) == ["E-0002"]


def test_a_fix_of_empty_fences_that_trips_the_regex_engine_still_reads() -> None:
    """CPython 3.11's engine raises SystemError on this block in the rendered-layout expression;
    the general reader reads it, so the entry is there and its fix reads back as written."""
    fix = "Run:\n```sh\n```\n~~~\n~~~"
    new = NewEntry(title="error", sig="000000000000", cat="tool", fix=fix, first="2026-01-01T00:00:07Z")
    doc = parse_document(render_entry("E-0001", new))
    assert [entry.fix for entry in doc.entries] == [fix]
    assert doc.problems == []
