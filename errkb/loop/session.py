"""The learning loop, host-neutral: events in (session start, user prompt, tool failed, tool
succeeded, turn end, agent error), notices out.

Each hook call is a new process, so a session's caps, watches and hints live in
`<kb>/sessions/<id>.json` (loop/session_files), read and written under a per-session lock; stale
files are removed at the next session start. What an event changes in state.json (a repeat's
count, totals, trust records) is gathered in `Totals` (loop/totals) and written once, in one
locked update, when the event is done.

Every hook call imports this module, and most calls are successes with nothing pending: the
modules only some events need (capture, record, inject, trust, state, the index) load where
they are used.
"""

from __future__ import annotations

import sys

from ..errors import WritesPaused
from ..machine.paths import LOCK, SESSIONS, STATE_JSON
from ..model import LEARNED_UNVERIFIED, LEARNED_VERIFIED, Event
from . import resolve
from .session_files import SessionFile, _fresh, _remove_stale, _safe_id
from .totals import Totals, _count_notices

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

    from ..derived.items import IndexedEntry
    from ..derived.kbase import KnowledgeBase
    from ..machine.state import State
    from .inject import Notice
    from .record import Outcome


# SessionStart sources that continue a conversation (Claude: resume, compact; Codex and Gemini:
# resume) rather than start one (startup, clear).
CONTINUING = frozenset({"resume", "compact"})
MAX_WATCHES = 32
REJECTED_FIX = "Rejected fix"  # a person took the fix out (errkb reject): never learned again


class Engine:
    def __init__(self, kb: KnowledgeBase, capped: bool = True) -> None:
        self.kb = kb
        self.settings = kb.settings
        # Caps protect a model's context window; `errkb run` prints to a person's terminal, where
        # a known fix is worth repeating on every failure.
        self.capped = capped
        self.last_outcome: Outcome | None = None  # what the last failure did, for `errkb run`

    def handle(self, event: Event) -> list[Notice]:
        """The notices to inject for this event (usually none, at most one plus a digest)."""
        sid = _safe_id(event.session_id or "default")
        with self._session(sid) as session:
            totals = Totals()
            handler = getattr(self, f"_on_{event.kind}", None)
            notices: list[Notice] = handler(event, session, totals) if handler else []
            if notices:
                _count_notices(notices, totals)
            if totals and self.kb.keeps_state:
                # Before the session file is saved: when the KB is busy past the hook's lock
                # timeout, no notice is marked as spent while the agent never saw it. What the
                # event already wrote to ERRORS.md (a new entry, a learned fix) stays; only this
                # session's bookkeeping (caps, the new entry's watch) is lost with the counts.
                from ..machine.state import update_state

                update_state(self.kb.location.in_files(STATE_JSON), self.kb.location.in_files(LOCK), totals.apply)
        return notices

    # -- session files ---------------------------------------------------------------------
    def _session(self, sid: str) -> SessionFile:
        return SessionFile(self.kb.location.in_files(SESSIONS) if self.kb.keeps_state else None, sid)

    # -- events ----------------------------------------------------------------------------
    def _on_session_start(self, event: Event, session: dict[str, Any], totals: Totals) -> list[Notice]:
        if event.start_source in CONTINUING and session:
            # The same conversation goes on: its caps (fixes already in the agent's context) and
            # pending watches stay. A compacted context may have lost the digest; a resumed one has it.
            return self._digest(totals) if event.start_source == "compact" else []
        session.clear()
        session.update(_fresh())
        _remove_stale(self.kb.location.in_files(SESSIONS))
        totals.add("sessions")
        return self._digest(totals)

    def _digest(self, totals: Totals) -> list[Notice]:
        if self.settings.inject == "off" or self.settings.session_digest == "off":
            return []
        entries = [e for e in self.kb.index().all() if not e.excluded]
        if not entries:
            return []
        from . import inject

        top = None
        if self.settings.session_digest == "index":
            state = self.kb.state()
            ranked = sorted(entries, key=lambda e: (-self.kb.effective(e, state).hits, e.number))[:10]
            top = [(e.id, e.title, self.kb.effective(e, state).hits) for e in ranked]
        notice = inject.digest_notice(len(entries), top)
        totals.add("digest_tokens", notice.tokens)
        return [notice]

    def _on_user_prompt(self, event: Event, session: dict[str, Any], totals: Totals) -> list[Notice]:
        session["turn"] = session.get("turn", 0) + 1
        session["turn_notices"] = 0
        session["last_notice"] = None
        turn = session["turn"]
        session["watches"] = [w for w in session.get("watches", []) if turn - w["turn"] <= resolve.WINDOW_TURNS]
        last: dict[str, Any] = session.get("last_failure") or {}
        pending = bool(last) and any(w["sig"] == last["sig"] for w in session["watches"])
        if pending and turn - last["turn"] <= 1 and resolve.is_substantive(event.prompt):
            from ..recognize.redact import redact  # here: most hook calls never keep the user's words

            words = redact(" ".join(event.prompt.split()), self.settings.share)
            session["hint"] = {"sig": last["sig"], "text": words}
        return []

    def _on_turn_end(self, event: Event, session: dict[str, Any], totals: Totals) -> list[Notice]:
        return []

    def _on_session_end(self, event: Event, session: dict[str, Any], totals: Totals) -> list[Notice]:
        session["ended"] = True
        return []

    def _on_agent_error(self, event: Event, session: dict[str, Any], totals: Totals) -> list[Notice]:
        return self._on_tool_failed(event, session, totals, watch=False)

    def _on_tool_failed(self, event: Event, session: dict[str, Any], totals: Totals,
                        watch: bool = True) -> list[Notice]:
        if not event.output.strip() and event.exit_code is None:
            return []
        from ..recognize.sanitize import looks_binary

        if looks_binary(event.output):
            totals.add("binary_skipped")  # a binary dump is no error message: never an entry
            return []
        command = event.command if resolve.is_shell(event.tool) else ""
        from ..recognize.capture import capture
        from ..recognize.redact import redact
        from .record import record_capture

        cap = capture(event.output, event.source, event.tool, command, event.exit_code, event.code, self.settings.share)

        def count_later(sig: str, when: str) -> State:
            totals.hit(sig, when)
            return totals.view(self.kb)

        outcome = record_capture(self.kb, cap, count_later)
        self.last_outcome = outcome
        if outcome.ignored:
            totals.add("ignored")  # noise: a hit on its entry; never a failure, a watch or a notice
            return []
        if outcome.paused:
            self._say_paused(session, outcome.paused)
        totals.add("failures")
        if outcome.id is None:
            return []
        if outcome.known:
            totals.add("known_failures")
        turn = session.get("turn", 0)
        target = resolve.target_key(event.tool, command, event.tool_input)
        self._note_recurrence(outcome, session, totals, target)
        session["last_failure"] = {"sig": outcome.sig, "id": outcome.id, "turn": turn}
        if watch:
            key = resolve.work_key(event.tool, event.command, event.tool_input)
            if key:
                watches = [w for w in session.get("watches", []) if w["sig"] != outcome.sig]
                watches.append({"sig": outcome.sig, "id": outcome.id, "key": key, "turn": turn,
                                "command": redact(command, self.settings.share)})
                session["watches"] = watches[-MAX_WATCHES:]
        notice = self._offer(outcome, session, totals, target)
        return [notice] if notice else []

    def _on_tool_succeeded(self, event: Event, session: dict[str, Any], totals: Totals) -> list[Notice]:
        if not session.get("watches"):
            return []  # the most frequent hook call: nothing pending, nothing to do
        shell = resolve.is_shell(event.tool)
        if shell and resolve.is_probe(event.command):
            return []
        key = resolve.work_key(event.tool, event.command, event.tool_input)
        turn = session.get("turn", 0)
        # The user's hint may name another program ("this repo uses pnpm, not npm"): that program
        # succeeding resolves the failure the hint was about.
        hint = session.get("hint") or {}
        named = shell and resolve.names_program(hint.get("text", ""), event.command)
        resolved = [w for w in session.get("watches", [])
                    if (w["key"] == key or (named and w["sig"] == hint.get("sig"))) and 0 <= turn - w["turn"] <= 1]
        if not resolved:
            return []
        session["watches"] = [w for w in session.get("watches", []) if w not in resolved]
        notices: list[Notice] = []
        for watch in resolved:
            notice = self._resolve(watch, event.command if shell else "", session, totals)
            if notice and not notices:
                notices.append(notice)
        return notices

    # -- decisions -------------------------------------------------------------------------
    def _note_recurrence(self, outcome: Outcome, session: dict[str, Any], totals: Totals, target: str) -> None:
        """The fix shown for this error did not help: the same error came back soon after, on the
        same target. On another one (`e.json` after `d.json`) it says nothing about the fix."""
        injected = session.setdefault("injected", {})
        shown = injected.get(outcome.sig)
        if shown is None:
            return
        turn, where = (shown, None) if isinstance(shown, int) else (shown.get("turn", 0), shown.get("target"))
        if session.get("turn", 0) - turn > 1:
            del injected[outcome.sig]
        elif where is None or where == target:  # a session file from before targets were kept: as then
            totals.trust("recurred", outcome.sig, outcome.fix)
            del injected[outcome.sig]

    def _offer(self, outcome: Outcome, session: dict[str, Any], totals: Totals, target: str) -> Notice | None:
        mode = self.settings.inject
        if mode == "off" or outcome.excluded:
            return None
        from ..machine import trust
        from . import inject

        if outcome.created:
            if mode != "always" or not self._caps_allow(session, ""):
                return None
            self._spend(session, "")  # a miss takes from the step and turn budgets too
            return inject.miss_notice(outcome.id or "")
        # A recurrence noted just now counts already.
        level = trust.level(totals.view(self.kb), outcome.sig, outcome.fix) if outcome.fix else trust.TRUSTED
        if level == trust.SUPPRESSED:
            return self._suppressed(outcome, totals)
        last = session.get("last_notice")
        if self.capped and last and last.get("sig") == outcome.sig:
            return None  # never the same entry twice in a row for one repeat
        if not self._caps_allow(session, outcome.sig, fixed=outcome.status == "fixed"):
            return None
        notice = self._hit_text(outcome, level, totals)
        self._spend(session, outcome.sig)
        if outcome.fix and notice.kind in inject.KINDS_WITH_FIX:  # a withheld fix was not offered
            totals.trust("injected", outcome.sig, outcome.fix)
            session.setdefault("injected", {})[outcome.sig] = {"turn": session.get("turn", 0), "target": target}
        return notice

    def _suppressed(self, outcome: Outcome, totals: Totals) -> Notice | None:
        """A suppressed fix is not shown; that it is suppressed is said once, when it happens."""
        from ..machine import trust
        from . import inject

        state = totals.view(self.kb)
        if trust.told(state, outcome.sig, outcome.fix):
            return None
        totals.trust("told", outcome.sig, outcome.fix)
        return inject.suppressed_notice(outcome.id or "", trust.shown(state, outcome.sig, outcome.fix))

    def _hit_text(self, outcome: Outcome, level: str, totals: Totals) -> Notice:
        from ..machine import trust
        from . import inject

        if not outcome.fix:
            return inject.no_fix_notice(outcome.id or "", outcome.hits, outcome.approximate)
        entry = self._entry(outcome.id or "")
        author = entry.fixby if entry is not None else "hand"
        withheld = inject.withheld(outcome.fix, author)
        if withheld:
            return inject.review_notice(outcome.id or "", outcome.hits, author, withheld)
        return inject.hit_notice(outcome.id or "", outcome.hits, entry.trigger if entry else "", outcome.fix,
                                 approximate=outcome.approximate, doubted=level == trust.DOUBTED, author=author,
                                 worked=trust.worked(totals.view(self.kb), outcome.sig, outcome.fix),
                                 max_chars=self.settings.notice_chars, max_tokens=self.settings.notice_tokens)

    def _caps_allow(self, session: dict[str, Any], key: str, fixed: bool = False) -> bool:
        if not self.capped:
            return True
        if session.get("turn_notices", 0) >= self.settings.cap_per_turn or self.settings.cap_per_step < 1:
            return False
        if not key:
            return True
        given = int(session.get("entry_notices", {}).get(key, 0))
        # A fixed entry speaks once, but never more than the (possibly lowered) per-entry cap.
        return given < (min(1, self.settings.cap_per_entry) if fixed else self.settings.cap_per_entry)

    def _spend(self, session: dict[str, Any], key: str) -> None:
        session["turn_notices"] = session.get("turn_notices", 0) + 1
        if key:
            per_entry = session.setdefault("entry_notices", {})
            per_entry[key] = per_entry.get(key, 0) + 1
        session["last_notice"] = {"sig": key, "turn": session.get("turn", 0)}

    def _resolve(self, watch: dict[str, Any], succeeded: str, session: dict[str, Any], totals: Totals) -> Notice | None:
        entry = self._entry(watch["id"], watch["sig"])
        if entry is None:
            return None
        totals.add("resolved")
        if entry.fix:
            totals.trust("succeeded", entry.sig, entry.fix)
        if entry.excluded:
            return None  # wontfix, ignored and misjudged entries learn nothing and never speak
        hint = session.get("hint") if (session.get("hint") or {}).get("sig") == watch["sig"] else None
        try:
            learned = self._learn(entry, watch, succeeded, hint)
        except WritesPaused as paused:
            self._say_paused(session, paused.message)
            learned = False
        if hint:
            session["hint"] = None
        if entry.fix or learned or self.settings.inject == "off":
            return None
        asked = session.setdefault("asked", [])
        if watch["sig"] in asked or not self._caps_allow(session, watch["sig"] + "\0ask"):
            return None
        asked.append(watch["sig"])
        self._spend(session, watch["sig"] + "\0ask")
        from . import inject

        return inject.ask_notice(entry.id, entry.sig)

    def _learn(self, entry: IndexedEntry, watch: dict[str, Any], succeeded: str, hint: dict[str, Any] | None) -> bool:
        """Add what was learned; never rewrite or delete a fix a person wrote (leave a note)."""
        if not self.settings.learn_fixes:
            return False
        if hint:
            text, origin = hint["text"], "the user's words after the failure"
        else:
            text, origin = resolve.candidate_fix(watch.get("command", ""), succeeded), "a later success"
        from ..recognize.safety import scan

        if not text or scan(text):
            return False  # unattended writes pass the same steering scan as record_fix
        if REJECTED_FIX in entry.notes and text in entry.notes:
            return False
        from ..kb.render import display_time
        from ..machine.fsutil import now_stamp

        day = display_time(now_stamp())
        if not entry.fix:
            self.kb.store.update(entry.id, fix=text, note=f"{LEARNED_UNVERIFIED}: from {origin}, {day}.",
                                 meta={"fixby": "learned"})
            return True
        if entry.fix == text and LEARNED_UNVERIFIED in entry.notes and LEARNED_VERIFIED not in entry.notes:
            self.kb.store.update(entry.id, note=f"{LEARNED_VERIFIED}: it held again, {day}.")
        elif entry.fix != text and text not in entry.notes:
            self.kb.store.update(entry.id, note=f"Also worked ({origin}, learned automatically, {day}): {text}")
        return False

    def _say_paused(self, session: dict[str, Any], reason: str) -> None:
        """Why nothing was recorded, once per session: every hook call of a long session would
        say it again into the host's log."""
        if not session.get("paused_said"):
            session["paused_said"] = True
            print(f"errkb: {reason}", file=sys.stderr)

    def _entry(self, entry_id: str, sig: str = "") -> IndexedEntry | None:
        """The indexed entry an ID from the index names. Its digits are the entry's number; the
        KB's ID prefix is not looked up, since that reads all of ERRORS.md (13 ms at 10k entries).
        With `sig` (a session remembers both), the entry carrying it: a sync since may have given
        its number to another entry."""
        stem = entry_id.rstrip("0123456789")
        digits = entry_id[len(stem):]
        entry = self.kb.index().get(int(digits)) if digits else None
        if sig and (entry is None or entry.sig != sig):
            entry = next((e for e in self.kb.index().by_fingerprint(sig) if e.sig == sig), None)
            return entry
        # As parse_id: any case, any zero padding, but the prefix must be the entry's own.
        return entry if entry is not None and entry.id.rstrip("0123456789").lower() == stem.lower() else None
