"""The knowledge base on disk: read ERRORS.md, append new blocks, edit or archive one block.

Every write happens under the KB lock and through `atomic_write`, so a writer killed at any
moment leaves either the old or the new file. Every text is redacted here, at the one door
through which anything reaches ERRORS.md. Nothing is written while ERRORS.md is being merged
(`writes_paused_reason`): a person is resolving it, and a block appended to a file holding
conflict markers would be damaged with it.

An ID reaches its entry through the entry's own header, or through the `aliases` (and, with the
entry's sig, `renumbered-from`) a git merge or `errkb merge` left in its machine comment.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from errkb.valueclass import replace

from ..errors import ErrkbError, KbMissing, KbReadOnly, NotFound, WritesPaused
from ..machine.config import Settings
from ..machine.fsutil import atomic_write, folder_in_the_way, locked, newline_of, now_stamp, read_bytes
from ..machine.paths import KB_GITIGNORE, KbLocation, folder_problem, write_problem
from ..model import Entry, NewEntry, Problem
from ..recognize.sanitize import stored_line
from .clean import META_KEY, clean_field, clean_line, clean_new_entry
from .damaged import DamagedEntry, damaged_entries, damaged_twin
from .damaged import refuse_damaged_twin as refuse_damaged_twin  # where loop/record imports it from
from .edit import edit_fields, editable_block
from .ids import entry_with_sig, former_numbers, resolve_number
from .kbformat import KbFormat as KbFormat  # where sync/ and kb/ids import it from
from .kbformat import front_matter_format as front_matter_format
from .kbformat import front_matter_problem
from .labels import format_id, parse_id
from .parse import Document, conflict_marker_lines, has_merge_markers, highest_number, parse_document
from .render import display_time, render_entry
from .textfile import decode as decode  # where curate/, sync/ and app/doctor import it from
from .textfile import encode as encode
from .textfile import foreign_encoding, how_to_convert, lf
from .unnumbered import numbered

# Called with the file before and after an append, and the new entry (the index updates itself).
AfterWrite = Callable[[bytes, bytes, Entry], None]

NEW_DOCUMENT = "# ERRORS\n"
NEW_ARCHIVE = "# ERRORS archive\n"


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

    def refuse_writes_now(self) -> None:
        """Everything a write would refuse for (read-only, a merge stopped in the file, a damaged
        file), said before a caller reads an entry to decide what to write to it."""
        self.require_writable()
        self._text_to_write()

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
        return front_matter_format(text, base)

    def file_problems(self, data: bytes, text: str) -> list[Problem]:
        """What is wrong with ERRORS.md as a whole (its encoding, its front matter): each stops
        every write, since errkb could not write the file as the team keeps it."""
        problems = []
        foreign = foreign_encoding(data)
        if foreign:
            problems.append(Problem("ERRORS.md", 1, f"the file is {foreign}, not UTF-8: errkb reads it but writes "
                                                    f"nothing to it; {how_to_convert(foreign)}"))
        broken, line = front_matter_problem(text)
        if broken:
            problems.append(Problem("ERRORS.md", line, f"{broken}; its id_prefix, id_width and labels are not read "
                                                       "(the IDs in the file are used meanwhile), and nothing is written "
                                                       "until it is fixed"))
        return problems

    def _text_to_write(self) -> str:
        """ERRORS.md's text for a writer, refused when the file as a whole is damaged."""
        data = self._read_bytes()
        text = decode(data)
        self._refuse_while_merging(text)
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

    def entry(self, id_text: str, sig: str | None = None) -> Entry:
        """The entry `id_text` names: by its header, or an entry that lists it as an alias. With
        `sig` (what the asker knew of the entry), the entry carrying that sig, even when a merge
        has since given its old number to another entry."""
        fmt = self.format()
        doc = self.document()
        number = resolve_number(doc, id_text, fmt, sig)
        block = doc.any_block_for(number)
        if block is None:
            raise NotFound(f"no entry {format_id(number, fmt.prefix, fmt.width)} (it may have been archived)")
        if block.entry is None:
            where = "; ".join(str(p) for p in block.problems)
            raise NotFound(f"entry {format_id(number, fmt.prefix, fmt.width)} does not parse: {where}")
        return block.entry

    def damaged(self) -> list[DamagedEntry]:
        """The blocks that do not parse, each with what its lines still show of it."""
        doc = self.document()
        return damaged_entries(doc, self.format(doc.text))

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
            existing = entry_with_sig(lines, new.sig, fmt.prefix) if new.sig else None
            if existing is not None:
                entry = self._parsed(text, fmt, existing)
                if entry is not None:
                    return entry, False
                raise damaged_twin(format_id(existing, fmt.prefix, fmt.width), "")
            number = self._next_number(lines, fmt)
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

    def _next_number(self, lines: str, fmt: KbFormat) -> int:
        """One more than any number a header, an alias or the archive ever named: IDs are never reused."""
        return 1 + max(highest_number(lines, fmt.prefix), former_numbers(lines, fmt.prefix),
                       highest_number(lf(decode(read_bytes(self.location.archive_md))), fmt.prefix))

    def give_ids(self) -> list[tuple[int, str]]:
        """Write the next free ID into each heading whose block waits for one (a block typed by
        hand under `## <title>`: kb/unnumbered); (its line, its new ID) for each."""
        self.require_writable()
        with locked(self.location.lock):
            text = self._text_to_write()
            fmt = self.format(text)
            new_text, given = numbered(text, fmt, lambda: self._next_number(lf(text), fmt))
            if given:
                atomic_write(self.location.errors_md, encode(new_text))
        self._cache = None
        return given

    def update(self, id_text: str, fix: str | None = None, status: str | None = None,
               note: str | list[str] | None = None, seen: str | None = None,
               meta: dict[str, str | None] | None = None, sig: str | None = None, notes: str | None = None,
               if_fix: str | None = None) -> Entry:
        """Rewrite only the named fields of one block; a new note is added as a line of Notes (a
        list of them, a line each), `notes` replaces them all; `meta` sets keys of the machine
        comment (None removes one). The block is the one `entry(id_text, sig)` names. `if_fix`:
        write only while the entry's fix is still that text (a decision made on it stays right)."""
        self.require_writable()
        with locked(self.location.lock):
            text = self._text_to_write()
            fmt = self.format(text)
            doc = parse_document(text, fmt.prefix, "ERRORS.md")
            number = resolve_number(doc, id_text, fmt, sig)
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
            if notes is not None:
                changes["notes"] = clean_field(notes, self.settings.share)
            given = [note] if isinstance(note, str) else note or []
            line = "\n".join(filter(None, (clean_line(part, self.settings.share) for part in given)))
            if line and current is not None:  # a blank note adds nothing (not an empty line)
                kept = changes.get("notes", current.notes)
                changes["notes"] = f"{kept}\n{line}" if kept else line
            entry_id = format_id(number, fmt.prefix, fmt.width)
            if not changes and not meta:
                return self.entry(entry_id)
            cleaned = {key: stored_line(value) if value else None for key, value in (meta or {}).items()
                       if META_KEY.fullmatch(key)}
            atomic_write(self.location.errors_md, encode(edit_fields(doc, number, changes, fmt.prefix, cleaned)))
        self._cache = None
        return self.entry(entry_id)

    def replace_merged(self, changes: dict[Path, tuple[str, str]]) -> None:
        """Write whole files a merge produced (`errkb import`): path → (the text it was merged
        from, the merged text). Refused when a file changed since it was read, or while a git
        merge is unfinished; the merged text must parse without a problem. Its new blocks were
        rendered from redacted fields (sync/snapshot.py), never taken from the imported file."""
        self.require_writable()
        if not set(changes) <= {self.location.errors_md, self.location.archive_md}:
            raise ErrkbError("the store writes ERRORS.md and ERRORS.archive.md only")
        with locked(self.location.lock):
            self._refuse_while_merging(self.read_text())
            for path, (before, after) in changes.items():
                if decode(read_bytes(path)) != before:
                    raise ErrkbError(f"{path.name} changed while it was being merged; nothing was written",
                                     "run the command again")
                problems = parse_document(after, self.format(after).prefix, path.name).problems
                if problems:
                    raise ErrkbError(f"refusing to write {path.name}: the merge would leave {problems[0]}")
            for path, (_, after) in changes.items():
                atomic_write(path, encode(after))
        self._cache = None

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

    def cleaned(self, new: NewEntry) -> NewEntry:
        """`new` as append would write it: redacted, one-line title, fences closed (for a caller
        that renders blocks from outside text itself, `errkb import`)."""
        return self._clean(new)

    # -- helpers -------------------------------------------------------------------------
    def _refuse_while_merging(self, text: str) -> None:
        reason = writes_paused_reason(self.location, text)
        if reason is not None:
            raise WritesPaused(reason, PAUSED_HINT)

    def _clean(self, new: NewEntry) -> NewEntry:
        # a title is clipped where capture's longest title ends (imported here: opening a KB to
        # read it never loads the recognizer)
        from ..recognize.capture import TITLE_CHARS

        return clean_new_entry(new, self.settings.share, self.settings.max_sample_chars, TITLE_CHARS)

    def _parsed(self, text: str, fmt: KbFormat, number: int) -> Entry | None:
        block = parse_document(text, fmt.prefix).block_for(number)
        return block.entry if block is not None else None


PAUSED_HINT = ("finish the merge (resolve ERRORS.md, then `git add` and `git commit`, or `git rebase --continue`) "
               "or abandon it (`git merge --abort`, `git rebase --abort`)")


def writes_paused_reason(location: KbLocation, text: str | None = None) -> str | None:
    """Why errkb must not write ERRORS.md now, or None: the file holds git conflict markers, or
    its repository is in the middle of a merge or rebase. The one place this reason is worded:
    the CLI, the hooks and `errkb run` all say it this way."""
    from ..machine.gitstate import unfinished_operation

    if text is None:
        text = decode(read_bytes(location.errors_md))
    cause = None
    if has_merge_markers(text):
        cause = f"ERRORS.md holds git conflict markers (line {conflict_marker_lines(text)[0]})"
    else:
        operation = unfinished_operation(location.path)
        if operation is not None:
            cause = f"the git repository of {location.path} is in the middle of {operation}"
    if cause is None:
        return None
    return f"{cause}: errkb records nothing until it is finished; known fixes still come from the last good index"


def _one_entry(block: str, prefix: str, entry_id: str) -> Entry:
    """The entry a rendered block reads back as. Anything else (two entries, none, a problem)
    means some text escaped its field, and nothing is written: the file's structure is errkb's,
    never the captured text's."""
    doc = parse_document(block, prefix)
    if len(doc.blocks) != 1 or doc.problems or len(doc.entries) != 1 or doc.entries[0].id != entry_id:
        raise ErrkbError(f"refusing to write {entry_id}: its text would not read back as one entry")
    return doc.entries[0]


def _joined(text: str, block: str, newline: str) -> str:
    if not text:
        return block
    ends = lf(text[-4:])
    if ends.endswith("\n\n"):
        return text + block
    if ends.endswith("\n"):
        return text + newline + block
    return text + newline + newline + block
