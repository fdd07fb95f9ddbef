"""The knowledge base on disk: read ERRORS.md, append new blocks, edit or archive one block.

Every write happens under the KB lock and through `atomic_write`, so a writer killed at any
moment leaves either the old or the new file. Every text is redacted here, at the one door
through which anything reaches ERRORS.md.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import DamagedBlock, ErrkbError, KbMissing, KbReadOnly, NotFound
from ..machine.config import Settings
from ..machine.fsutil import atomic_write, folder_in_the_way, locked, now_stamp, read_bytes
from ..machine.paths import KB_GITIGNORE, KbLocation, folder_problem, write_problem
from ..model import Entry, NewEntry, Problem
from ..recognize.sanitize import stored_field, stored_line, stored_sample
from .edit import edit_fields, editable_block
from .labels import format_id, parse_id
from .parse import Document, close_open_fence, header_numbers, highest_number, parse_document
from .render import display_time, render_entry
from .textfile import decode, encode, foreign_encoding, how_to_convert, lf, newline_of

# Called with the file before and after an append, and the new entry (the index updates itself).
AfterWrite = Callable[[bytes, bytes, Entry], None]

# The key inside a title is already clipped to 200 by capture; the tag comes on top. Clipping the
# whole title at 200 would cut long headlines again, and their repeats would miss the exact tier.
TITLE_CHARS = 320

NEW_DOCUMENT = "# ERRORS\n"
NEW_ARCHIVE = "# ERRORS archive\n"


class DamagedEntry(NamedTuple):
    """A block that does not parse: its ID, and the title and sig its lines still show."""

    id: str
    title: str
    sig: str
    problems: tuple[Problem, ...]


_COMMENT_SIG = re.compile(r"<!-- errkb:.*?(?:^|\s)sig=(\S+)")


def _damaged_twin(entry_id: str, problem: str) -> DamagedBlock:
    why = f" ({problem})" if problem else ""
    return DamagedBlock(f"this error is {entry_id}, whose block in ERRORS.md does not parse{why}; nothing was "
                        "recorded, so no duplicate of it is made",
                        "fix that block by hand (errkb doctor names its problem)")


def refuse_damaged_twin(store: Store, fingerprint: str) -> None:
    """Refuse a new entry for an error whose entry exists but is damaged (left out of matching)."""
    from ..model import headline_of
    from ..recognize.fingerprint import fingerprint as fingerprint_of

    for twin in store.damaged():
        if fingerprint in (twin.sig, fingerprint_of(headline_of(twin.title)) if twin.title else ""):
            raise _damaged_twin(twin.id, str(twin.problems[0]) if twin.problems else "")


@dataclass(frozen=True)
class KbFormat:
    """ID shape and label language; a shared KB may pin them in ERRORS.md's front matter."""

    prefix: str = "E-"
    width: int = 4
    labels: str = "en"


class Store:
    def __init__(self, location: KbLocation, settings: Settings) -> None:
        self.location = location
        self.settings = settings
        self._cache: tuple[tuple[int, int, int], Document] | None = None

    # -- reading -------------------------------------------------------------------------
    def exists(self) -> bool:
        return self.location.errors_md.is_file()

    def require(self) -> None:
        if self.exists():
            return
        path = self.location.path
        misnamed = folder_problem(path)
        if misnamed:
            raise KbMissing(f"no knowledge base at {path} (chosen by {self.location.rule}): {misnamed}",
                            "name the KB's folder (the one holding ERRORS.md), or a new one for errkb init")
        if self.location.errors_md.is_dir():
            raise folder_in_the_way(self.location.errors_md)
        raise KbMissing(
            f"no knowledge base at {path} (chosen by {self.location.rule})",
            "create it with: errkb init   (or errkb init --seed for the curated starter entries)",
        )

    def require_writable(self) -> None:
        """Refuse a write, in one line, before anything is locked or changed."""
        self.require()
        problem = write_problem(self.location.path)
        if problem:
            raise KbReadOnly(f"the knowledge base at {self.location.path} is read-only ({problem}); nothing was written")

    def read_text(self) -> str:
        return decode(self._read_bytes())

    def _read_bytes(self) -> bytes:
        try:
            return read_bytes(self.location.errors_md)
        except OSError as exc:
            raise ErrkbError(f"cannot read {self.location.errors_md}: {exc.strerror}") from None

    def format(self, text: str | None = None) -> KbFormat:
        text = self.read_text() if text is None else text
        base = KbFormat(self.settings.id_prefix, self.settings.id_width, self.settings.labels)
        return _front_matter_format(text, base)

    def file_problems(self, data: bytes, text: str) -> list[Problem]:
        """What is wrong with ERRORS.md as a whole (its encoding, its front matter): each stops
        every write, since errkb could not write the file as the team keeps it."""
        problems = []
        foreign = foreign_encoding(data)
        if foreign:
            problems.append(Problem("ERRORS.md", 1, f"the file is {foreign}, not UTF-8: errkb reads it but writes "
                                                    f"nothing to it; {how_to_convert(foreign)}"))
        broken, line = _front_matter_problem(text)
        if broken:
            problems.append(Problem("ERRORS.md", line, f"{broken}; its id_prefix, id_width and labels are not read "
                                                       "(the IDs in the file are used meanwhile), and nothing is written "
                                                       "until it is fixed"))
        return problems

    def _text_to_write(self) -> str:
        """ERRORS.md's text for a writer, refused when the file as a whole is damaged."""
        data = self._read_bytes()
        text = decode(data)
        problems = self.file_problems(data, text)
        if problems:
            raise ErrkbError(f"{problems[0]}", "nothing was written")
        return text

    def document(self) -> Document:
        """The parsed ERRORS.md, re-read only when its size or mtime changed."""
        path = self.location.errors_md
        try:
            st = path.stat()
            # The inode too: every errkb write is an os.replace, which a same-size edit in the
            # same mtime tick would otherwise hide from a long-lived Store.
            key = (st.st_mtime_ns, st.st_size, st.st_ino)
        except FileNotFoundError:
            key = (0, 0, 0)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        data = self._read_bytes()
        text = decode(data)
        doc = parse_document(text, self.format(text).prefix, "ERRORS.md")
        doc.problems[:0] = self.file_problems(data, text)
        self._cache = (key, doc)
        return doc

    def entry(self, id_text: str) -> Entry:
        fmt = self.format()
        number = parse_id(id_text, fmt.prefix)
        if number is None:
            raise NotFound(f"{id_text!r} is not an entry ID (expected like {format_id(7, fmt.prefix, fmt.width)})")
        block = self.document().any_block_for(number)
        if block is None:
            raise NotFound(f"no entry {format_id(number, fmt.prefix, fmt.width)} (it may have been archived)")
        if block.entry is None:
            where = "; ".join(str(p) for p in block.problems)
            raise NotFound(f"entry {format_id(number, fmt.prefix, fmt.width)} does not parse: {where}")
        return block.entry

    def damaged(self) -> list[DamagedEntry]:
        """The blocks that do not parse, each with what its lines still show of it."""
        doc = self.document()
        fmt = self.format(doc.text)
        out = []
        for block in doc.blocks:
            if block.entry is not None or block.number is None:
                continue
            header = doc.lines[block.start].strip()
            sig = next((found.group(1) for line in doc.lines[block.start + 1:block.end]
                        if (found := _COMMENT_SIG.match(line))), "")
            out.append(DamagedEntry(format_id(block.number, fmt.prefix, fmt.width),
                                    header.split(" · ", 1)[1] if " · " in header else "", sig, block.problems))
        return out

    # -- writing -------------------------------------------------------------------------
    def init(self) -> bool:
        """Create the KB folder, its ERRORS.md and .gitignore; False when it already existed."""
        path = self.location.path
        if self.exists() and write_problem(path):
            return False  # a read-only KB is there already: nothing to add, nothing to refuse
        misnamed = folder_problem(path)
        if misnamed:
            raise KbMissing(f"cannot create a knowledge base at {path}: {misnamed}")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise KbMissing(f"cannot create a knowledge base at {path}: {exc.strerror}") from None
        problem = write_problem(path)
        if problem:
            raise KbReadOnly(f"cannot create a knowledge base at {path}: {problem}")
        ignore = path / ".gitignore"
        if not ignore.exists():
            atomic_write(ignore, KB_GITIGNORE.encode())
        if self.exists():
            return False
        with locked(self.location.lock):
            if not self.exists():
                atomic_write(self.location.errors_md, NEW_DOCUMENT.encode())
        return True

    def append(self, new: NewEntry, after_write: AfterWrite | None = None) -> tuple[Entry, bool]:
        """Append a block for `new`, or return the entry that already carries its sig.

        The check runs under the lock, so two writers racing on one new error create one entry.
        """
        self.require_writable()
        new = self._clean(new)
        with locked(self.location.lock):
            text = self._text_to_write()
            fmt = self.format(text)
            lines = lf(text)  # a CR-only file's headers are at line starts too
            existing = _entry_with_sig(lines, new.sig, fmt.prefix) if new.sig else None
            if existing is not None:
                entry = self._parsed(text, fmt, existing)
                if entry is not None:
                    return entry, False
                raise _damaged_twin(format_id(existing, fmt.prefix, fmt.width), "")
            number = 1 + max(highest_number(lines, fmt.prefix),
                             highest_number(lf(decode(read_bytes(self.location.archive_md))), fmt.prefix))
            entry_id = format_id(number, fmt.prefix, fmt.width)
            newline = newline_of(text)
            block = render_entry(entry_id, new, fmt.labels).replace("\n", newline)
            written = _one_entry(block, fmt.prefix, entry_id)
            joined = _joined(text or NEW_DOCUMENT, block, newline)
            data = encode(joined)
            atomic_write(self.location.errors_md, data)
            entry = replace(written, line=written.line + lf(joined[:len(joined) - len(block)]).count("\n"))
            if after_write is not None:  # still under the lock: nobody else can write in between
                after_write(encode(text), data, entry)
        self._cache = None
        return entry, True

    def update(self, id_text: str, fix: str | None = None, status: str | None = None,
               note: str | list[str] | None = None, seen: str | None = None,
               meta: dict[str, str | None] | None = None, if_fix: str | None = None) -> Entry:
        """Rewrite only the named fields of one block; a new note is added as a line of Notes (a
        list of them, a line each); `meta` sets keys of the machine comment (None removes one).
        `if_fix`: write only while the entry's fix is still that text (a decision made on it stays right)."""
        self.require_writable()
        with locked(self.location.lock):
            text = self._text_to_write()
            fmt = self.format(text)
            doc = parse_document(text, fmt.prefix, "ERRORS.md")
            number = parse_id(id_text, fmt.prefix)
            if number is None:
                raise NotFound(f"{id_text!r} is not an entry ID")
            if doc.any_block_for(number) is None:
                raise NotFound(f"no entry {format_id(number, fmt.prefix, fmt.width)} (it may have been archived)")
            # Raises for a damaged block before anything is decided, whichever field was asked for.
            current = editable_block(doc, number).entry
            if if_fix is not None and current is not None and current.fix != if_fix:
                raise ErrkbError(f"{current.id}'s fix changed meanwhile; nothing was written", "run the command again")
            changes: dict[str, str] = {}
            if fix is not None:
                changes["fix"] = clean_field(fix, self.settings.share)
            if status is not None:
                changes["status"] = status
            given = [note] if isinstance(note, str) else note or []
            line = "\n".join(filter(None, (clean_line(part, self.settings.share) for part in given)))
            if line and current is not None:  # a blank note adds nothing (not an empty line)
                changes["notes"] = f"{current.notes}\n{line}" if current.notes else line
            if not changes and not meta:
                return self.entry(id_text)
            cleaned = {key: stored_line(value) if value else None for key, value in (meta or {}).items()
                       if _META_KEY.fullmatch(key)}
            atomic_write(self.location.errors_md, encode(edit_fields(doc, number, changes, fmt.prefix, cleaned)))
        self._cache = None
        return self.entry(id_text)

    def archive(self, id_text: str, reason: str = "") -> Entry:
        """Move a block to ERRORS.archive.md: archive written first, so a crash can only duplicate."""
        self.require_writable()
        with locked(self.location.lock):
            text = self._text_to_write()
            fmt = self.format(text)
            doc = parse_document(text, fmt.prefix, "ERRORS.md")
            number = parse_id(id_text, fmt.prefix)
            block = doc.any_block_for(number) if number is not None else None
            if block is None or number is None:
                raise NotFound(f"no entry {id_text}")
            entry = block.entry
            stamp = display_time(now_stamp())
            why = clean_line(reason, self.settings.share)
            line = f"Archived {stamp}: {why}" if why else f"Archived {stamp}"
            if entry is not None:
                notes = f"{entry.notes}\n{line}" if entry.notes else line
                moved_text = edit_fields(doc, number, {"notes": notes}, fmt.prefix)
                moved_doc = parse_document(moved_text, fmt.prefix)
                moved_block = moved_doc.any_block_for(number)
                assert moved_block is not None
                moved = "".join(moved_doc.lines[moved_block.start:moved_block.end])
            else:
                moved = "".join(doc.lines[block.start:block.end])  # damaged blocks move verbatim
            archive_text = decode(read_bytes(self.location.archive_md)) or NEW_ARCHIVE
            atomic_write(self.location.archive_md, encode(_joined(archive_text, moved.rstrip("\r\n") + doc.newline, doc.newline)))
            remaining = doc.lines[: block.start] + doc.lines[block.end:]
            atomic_write(self.location.errors_md, encode("".join(remaining)))
        self._cache = None
        if entry is None:
            raise NotFound(f"entry {id_text} did not parse; it was moved to {self.location.archive_md.name} as it was")
        return entry

    # -- helpers -------------------------------------------------------------------------
    def _clean(self, new: NewEntry) -> NewEntry:
        """Every text of a new entry as it may be written: one-line fields on one line, no control,
        bidi or invisible character, fences closed, secrets redacted (sanitize.py, redact.py)."""
        share = self.settings.share
        return replace(
            new, title=clean_line(new.title, share)[:TITLE_CHARS], category=clean_line(new.category, share),
            trigger=clean_line(new.trigger, share),
            raw=redact_sample(stored_sample(new.raw), share, self.settings.max_sample_chars),
            fix=clean_field(new.fix, share), notes=clean_field(new.notes, share),
            code=clean_line(new.code, share), sig=stored_line(new.sig), cat=stored_line(new.cat),
            extra_meta=tuple((k, clean_line(v, share)) for k, v in new.extra_meta if _META_KEY.fullmatch(k)),
            first=stored_line(new.first) or now_stamp(),
        )

    def _parsed(self, text: str, fmt: KbFormat, number: int) -> Entry | None:
        block = parse_document(text, fmt.prefix).block_for(number)
        return block.entry if block is not None else None


def redact(text: str, share: str) -> str:
    # Imported on first write: reading the KB (every hook call) must not compile the secret patterns.
    from ..recognize.redact import redact as redact_text

    return redact_text(text, share)


def redact_sample(text: str, share: str, cap: int) -> str:
    from ..recognize.redact import redact_sample as redact_raw

    return redact_raw(text, share, cap)


def _one_entry(block: str, prefix: str, entry_id: str) -> Entry:
    """The entry a rendered block reads back as. Anything else (two entries, none, a problem)
    means some text escaped its field, and nothing is written: the file's structure is errkb's,
    never the captured text's."""
    doc = parse_document(block, prefix)
    if len(doc.blocks) != 1 or doc.problems or len(doc.entries) != 1 or doc.entries[0].id != entry_id:
        raise ErrkbError(f"refusing to write {entry_id}: its text would not read back as one entry")
    return doc.entries[0]


def clean_line(text: str, share: str) -> str:
    """A one-line field: sanitised first (an invisible character must not hide a secret from
    redaction), then redacted."""
    return stored_line(redact(stored_line(text), share)) if text else ""


def clean_field(text: str, share: str) -> str:
    """A multi-line field (fix, notes): sanitised, redacted, and a fence it opens closed, so it can
    never run on over the fields after it."""
    return close_open_fence(stored_field(redact(stored_field(text), share))) if text else ""


# A machine-comment key: what errkb writes itself. Anything else (an imported snapshot's keys)
# is dropped, so no key can close the comment or split a pair.
_META_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,31}")


def _joined(text: str, block: str, newline: str) -> str:
    if not text:
        return block
    ends = lf(text[-4:])
    if ends.endswith("\n\n"):
        return text + block
    if ends.endswith("\n"):
        return text + newline + block
    return text + newline + newline + block


def _entry_with_sig(text: str, sig: str, prefix: str) -> int | None:
    """The number of the block whose machine comment carries `sig`, found without a full parse."""
    at = _sig_comment(text, sig)
    if at < 0:
        return None
    headers = header_numbers(text, prefix, at)
    return int(headers[-1]) if headers else None


def _sig_comment(text: str, sig: str) -> int:
    """Where the machine comment line carrying `sig` starts, or -1. A plain find, then a check of
    that line: a multi-line regex over a 5 MB KB cost a hook's append some 60 ms."""
    needle = "sig=" + sig
    at = text.find(needle)
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        after = text[at + len(needle): at + len(needle) + 3]
        if (text.startswith("<!-- errkb:", start) and re.match(r"\s|-->", after)
                and re.search(r"\bsig=$", text[start:at + 4])):
            return start
        at = text.find(needle, at + 1)
    return -1


def _front_matter(text: str) -> tuple[dict[str, Any], str, int]:
    """The front matter's settings and its problem with its line (see frontmatter.py)."""
    text = text.lstrip("\ufeff")
    if not text.startswith("---"):
        return {}, "", 0
    from .frontmatter import read_front_matter  # python-frontmatter loads only for a KB that has one

    return read_front_matter(lf(text))


def _front_matter_problem(text: str) -> tuple[str, int]:
    _meta, problem, line = _front_matter(text)
    return problem, line


def _front_matter_format(text: str, base: KbFormat) -> KbFormat:
    meta, broken, _line = _front_matter(text)
    if not meta and not broken:
        return base
    if broken:
        return _format_of_headers(text, base)
    prefix = meta.get("id_prefix", base.prefix)
    width = meta.get("id_width", base.width)
    labels = meta.get("labels", base.labels)
    valid_prefix = isinstance(prefix, str) and re.fullmatch(r"[A-Za-z0-9_-]*[A-Za-z_-]", prefix)
    return KbFormat(
        prefix if valid_prefix else base.prefix,
        width if isinstance(width, int) and 1 <= width <= 9 else base.width,
        labels if labels in ("en", "zh") else base.labels,
    )


def _format_of_headers(text: str, base: KbFormat) -> KbFormat:
    """The ID shape the entries' headers use, when the front matter that pins it does not read:
    the last good settings are the ones the file itself shows, never the defaults."""
    shapes = Counter(re.findall(r"\n## ([A-Za-z0-9_-]*[A-Za-z_-])(\d+) ·", "\n" + lf(text)))
    if not shapes:
        return base
    (prefix, digits), _count = max(shapes.items(), key=lambda item: (item[1], -len(item[0][1])))
    width = min(len(d) for p, d in shapes if p == prefix)
    return KbFormat(prefix, width if 1 <= width <= 9 else base.width, base.labels)


def kb_files(location: KbLocation) -> list[Path]:
    return [location.errors_md, location.archive_md]
