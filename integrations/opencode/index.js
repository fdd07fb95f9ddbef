// errkb-opencode: errkb's plugin for opencode (an opencode server plugin).
//
// opencode has no hook-command configuration, only in-process JS plugins. This
// one turns opencode's plugin hooks into errkb's host-neutral hook contract:
// one external process per event that matters (`errkb hook opencode` by
// default), one JSON object on its stdin, an optional `{"additionalContext": T}`
// on its stdout that is appended to what the model gets next.
//
//   event          opencode hook                     where the answer goes
//   session_start  chat.message, the first one this  a synthetic text part of
//                  plugin sees for a session         that user message
//   user_prompt    chat.message, every later one     the same
//   tool_failure   tool.execute.after: a result with appended to that tool result
//                  metadata.exit != 0, or null (the  (the text the model gets;
//                  command was killed by its timeout) an MCP result: one more
//   tool_success   tool.execute.after, every other    text item in `content`)
//                  result, but only while the session
//                  had a failure in the last two turns
//   tool_error     event: message.part.updated, a    held, then appended ONCE to
//                  tool part in state "error" (the   the session's next tool result
//                  tool threw, so tool.execute.after or user message
//                  never ran for it)
//
// Contract (README.md): never throws into opencode; never holds a tool result or
// a message longer than `timeoutMs`; fails open (errkb missing, a non-zero exit, a
// timeout, garbage or empty stdout: nothing is added, the result is untouched).
// Imports node: modules only, so it loads from any path without opencode's
// background install of its plugin SDK. opencode calls every export of a plugin
// module as a plugin: this file exports only ErrkbPlugin.
import { spawn } from 'node:child_process'
import { appendFileSync, statSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

const DEFAULT_EXEC = Object.freeze(['errkb', 'hook', 'opencode'])
const DEFAULT_TIMEOUT_MS = 5000
/** errkb's engine pairs a success with a failure of the same or the previous turn; one more for slack. */
const SUCCESS_WINDOW_TURNS = 2
const OUTPUT_CAP = 64 * 1024 // bytes of tool output forwarded (UTF-8), head + tail
const STDOUT_CAP = 1024 * 1024 // a larger answer is garbage
const STDERR_KEEP = 4096 // tail of the hook's stderr kept for the debug log
const PENDING_CAP = 8 // held tool_error answers per session
const SESSIONS_CAP = 256 // sessions remembered by a long-running server
const SEEN_CAP = 1024 // errored tool parts remembered (opencode updates a part many times)
// What opencode's own UI counts as the user's doing, not a tool's error: a rejected permission
// or question, a dismissed prompt, an aborted call.
const NOT_AN_ERROR = /rejected permission|specified a rule|user dismissed|QuestionRejectedError|^Tool execution aborted$/
const USER_ABORT = /<shell_metadata>[^]*\bUser aborted the command\b[^]*<\/shell_metadata>\s*$/
const WINDOWS = process.platform === 'win32'

export const ErrkbPlugin = async (ctx, options) => {
  const cfg = readOptions(options)
  const cwd = ctx?.directory
  const debug = debugLog(cfg.log)
  const warn = warnOnce(ctx, debug)
  for (const w of cfg.warnings) warn(w, w)

  /** Per-session state, oldest first (a Map keeps insertion order). */
  const sessions = new Map()
  const stateOf = (sid) => {
    let st = sessions.get(sid)
    if (!st) {
      st = { started: false, turn: 0, failedTurn: null, pending: [] }
      sessions.set(sid, st)
      if (sessions.size > SESSIONS_CAP) sessions.delete(sessions.keys().next().value)
    }
    return st
  }
  const seenParts = new Set()

  /** Run the hook once; resolve to the context text it answered, or undefined. Never rejects. */
  const runHook = (payload) => new Promise((resolve) => {
    let child, timer, done = false, out = '', bytes = 0, overflow = false, err = ''
    const kill = () => {
      try {
        if (!WINDOWS && child?.pid) process.kill(-child.pid, 'SIGKILL') // the whole process group
        else child?.kill('SIGKILL')
      } catch {}
    }
    const finish = (rc, why) => {
      if (done) return
      done = true
      clearTimeout(timer)
      try { child?.stdout?.destroy(); child?.stderr?.destroy(); child?.stdin?.destroy() } catch {}
      let text, verdict = why
      if (!verdict) {
        if (rc !== 0) verdict = `exit ${rc}`
        else if (overflow) verdict = 'stdout too large'
        else ({ text, verdict } = parseAnswer(out))
      }
      if (verdict && verdict !== 'empty' && verdict !== 'nothing') {
        warn(verdict, `errkb hook (${payload.event}): ${verdict}${err.trim() ? `: ${err.trim().split('\n').pop()}` : ''}`)
      }
      debug({ kind: 'exchange', event: payload.event, rc, verdict: verdict ?? 'context', stderr: err, context: text ?? null })
      resolve(text)
    }
    try {
      const opts = { cwd: usableDir(cwd), env: { ...process.env, ERRKB_HOST: 'opencode' }, stdio: ['pipe', 'pipe', 'pipe'],
                     windowsHide: true, detached: !WINDOWS }
      child = typeof cfg.exec === 'string'
        ? (WINDOWS ? spawn(cfg.exec, { ...opts, shell: true }) : spawn('/bin/sh', ['-c', cfg.exec], opts))
        : spawn(cfg.exec[0], cfg.exec.slice(1), opts)
      timer = setTimeout(() => { kill(); finish(null, 'timeout') }, cfg.timeoutMs)
      child.on('error', (e) => finish(null, `cannot run ${JSON.stringify(cfg.exec)}: ${e?.code ?? e}`))
      child.on('close', (rc, signal) => finish(rc ?? signal ?? -1))
      child.stdout.setEncoding('utf8')
      child.stdout.on('data', (d) => {
        bytes += Buffer.byteLength(d)
        if (bytes > STDOUT_CAP) { overflow = true; out = '' } else if (!overflow) out += d
      })
      child.stderr.setEncoding('utf8')
      child.stderr.on('data', (d) => { err = (err + d).slice(-STDERR_KEEP) })
      child.stdin.on('error', () => {}) // a hook that ignores stdin closes the pipe early: fine
      child.stdin.end(JSON.stringify(payload) + '\n')
    } catch (e) {
      finish(null, `cannot run ${JSON.stringify(cfg.exec)}: ${e?.message ?? e}`)
    }
  })

  const payload = (event, sid, extra) => ({ version: 1, host: 'opencode', event, session_id: sid, cwd: cwd ?? null, ...extra })
  /** The held tool_error answers of a session, taken (so each is delivered once). */
  const takePending = async (st) => {
    const held = st.pending.splice(0)
    return held.length ? (await Promise.all(held)).filter(Boolean) : []
  }
  const recentFailure = (st) => st.failedTurn !== null && st.turn - st.failedTurn <= SUCCESS_WINDOW_TURNS

  return {
    'chat.message': async (input, output) => {
      try {
        const sid = str(input?.sessionID)
        if (!sid || !Array.isArray(output?.parts)) return
        const st = stateOf(sid)
        const event = st.started ? 'user_prompt' : 'session_start'
        if (st.started) st.turn += 1
        st.started = true
        const held = await takePending(st) // first: errkb sees the session's events in order
        const own = await runHook(payload(event, sid, { source: 'startup', prompt: userText(output.parts) }))
        const texts = [...held, own].filter(Boolean)
        if (texts.length) {
          output.parts.push({ id: partID(), sessionID: sid, messageID: output.message?.id ?? input.messageID,
                              type: 'text', text: texts.join('\n\n'), synthetic: true })
        }
      } catch (e) {
        warn('chat.message', `errkb: chat.message: ${e?.message ?? e}`)
      }
    },

    'tool.execute.after': async (input, output) => {
      try {
        const sid = str(input?.sessionID)
        if (!sid || !output || typeof output !== 'object') return
        const st = stateOf(sid)
        const mcp = Array.isArray(output.content) && typeof output.output !== 'string'
        const text = mcp ? textOf(output.content) : String(output.output ?? '')
        const shell = output.metadata && typeof output.metadata === 'object' && 'exit' in output.metadata
        const exit = shell ? output.metadata.exit : undefined
        const exitCode = typeof exit === 'number' && Number.isFinite(exit) ? exit : null
        const aborted = shell && exit === null && USER_ABORT.test(text)
        const failed = !aborted && ((mcp && output.isError === true) || (shell && (exit === null || (exitCode !== null && exitCode !== 0))))
        if (failed) st.failedTurn = st.turn
        const held = await takePending(st) // first: errkb sees the session's events in order
        const own = (failed || (!aborted && recentFailure(st)))
          ? await runHook(payload(failed ? 'tool_failure' : 'tool_success', sid, {
              tool_name: str(input.tool) ?? null, tool_input: input.args ?? null, call_id: str(input.callID) ?? null,
              output: capOutput(text), exit_code: exitCode, is_error: mcp && output.isError === true, error: null }))
          : undefined
        const texts = [...held, own].filter(Boolean)
        if (!texts.length) return
        const note = texts.join('\n\n')
        if (mcp) output.content.push({ type: 'text', text: note })
        else output.output = `${output.output ?? ''}\n\n${note}`
      } catch (e) {
        warn('tool.execute.after', `errkb: tool.execute.after: ${e?.message ?? e}`)
      }
    },

    // Bus events are observe-only and not awaited: a thrown tool's answer is held for later.
    event: async ({ event } = {}) => {
      try {
        if (event?.type !== 'message.part.updated') return
        const part = event.properties?.part
        if (part?.type !== 'tool' || part.state?.status !== 'error') return
        const sid = str(part.sessionID)
        const key = str(part.id) ?? str(part.callID)
        if (!sid || !key || seenParts.has(key)) return
        seenParts.add(key)
        if (seenParts.size > SEEN_CAP) seenParts.delete(seenParts.values().next().value)
        const message = typeof part.state.error === 'string' ? part.state.error : safeJson(part.state.error)
        if (part.state.metadata?.interrupted === true || NOT_AN_ERROR.test(message)) return
        const st = stateOf(sid)
        st.failedTurn = st.turn
        st.pending.push(runHook(payload('tool_error', sid, {
          tool_name: str(part.tool) ?? null, tool_input: part.state.input ?? null, call_id: str(part.callID) ?? null,
          output: '', exit_code: null, is_error: true, error: { message: capOutput(message) } })))
        if (st.pending.length > PENDING_CAP) st.pending.shift()
      } catch (e) {
        warn('event', `errkb: event: ${e?.message ?? e}`)
      }
    },
  }
}

// --- options ----------------------------------------------------------------------

function readOptions(options) {
  const o = options && typeof options === 'object' ? options : {}
  const warnings = []
  let exec = DEFAULT_EXEC
  if (typeof o.exec === 'string' && o.exec.trim()) exec = o.exec
  else if (Array.isArray(o.exec) && o.exec.length && o.exec.every((a) => typeof a === 'string') && o.exec[0]) exec = [...o.exec]
  else if (o.exec !== undefined) warnings.push(`errkb: option exec must be a command line or an argv list; using ${DEFAULT_EXEC.join(' ')}`)
  let timeoutMs = DEFAULT_TIMEOUT_MS
  if (typeof o.timeoutMs === 'number' && Number.isFinite(o.timeoutMs)) timeoutMs = Math.min(600000, Math.max(50, o.timeoutMs))
  else if (o.timeoutMs !== undefined) warnings.push(`errkb: option timeoutMs must be a number; using ${DEFAULT_TIMEOUT_MS}`)
  return { exec, timeoutMs, log: typeof o.log === 'string' && o.log ? o.log : null, warnings }
}

/** Each kind of problem once, to opencode's log (never to the terminal: it may hold the TUI). */
function warnOnce(ctx, debug) {
  const said = new Set()
  return (kind, message) => {
    debug({ kind: 'warning', message })
    if (said.has(kind)) return
    said.add(kind)
    try {
      Promise.resolve(ctx?.client?.app?.log?.({ body: { service: 'errkb', level: 'warn', message } })).catch(() => {})
    } catch {}
  }
}

function debugLog(path) {
  if (!path) return () => {}
  return (rec) => {
    try { appendFileSync(path, JSON.stringify({ t: Date.now() / 1000, ...rec }) + '\n') } catch {}
  }
}

// --- values -------------------------------------------------------------------------

/**
 * `{"additionalContext": T}` or Claude's `{"hookSpecificOutput": {"additionalContext": T}}`.
 * Empty stdout or `{}` = nothing to add; anything else (plain text, other JSON) = garbage, ignored.
 */
function parseAnswer(stdout) {
  const s = stdout.trim()
  if (!s) return { verdict: 'empty' }
  let j
  try { j = JSON.parse(s) } catch { return { verdict: 'garbage stdout (not JSON)' } }
  if (!j || typeof j !== 'object' || Array.isArray(j)) return { verdict: 'garbage stdout (not a JSON object)' }
  const t = typeof j.additionalContext === 'string' ? j.additionalContext
    : typeof j.hookSpecificOutput?.additionalContext === 'string' ? j.hookSpecificOutput.additionalContext : undefined
  return t && t.trim() ? { text: t } : { verdict: 'nothing' }
}

/** The user's own words in a message: text parts that opencode did not add itself. */
function userText(parts) {
  return parts.filter((p) => p?.type === 'text' && !p.synthetic && typeof p.text === 'string').map((p) => p.text).join('\n')
}

function textOf(content) {
  return content.filter((b) => b?.type === 'text' && typeof b.text === 'string').map((b) => b.text).join('\n')
}

/** At most OUTPUT_CAP UTF-8 bytes: the head and the tail, where a failure's headline usually is. */
function capOutput(text) {
  const buf = Buffer.from(text, 'utf8')
  if (buf.length <= OUTPUT_CAP) return text
  const note = `\n[... ${buf.length - OUTPUT_CAP} bytes cut by errkb-opencode ...]\n`
  const half = Math.floor((OUTPUT_CAP - Buffer.byteLength(note)) / 2)
  let a = half, b = buf.length - half
  while (a > 0 && (buf[a] & 0xc0) === 0x80) a-- // do not split a UTF-8 sequence
  while (b < buf.length && (buf[b] & 0xc0) === 0x80) b++
  return buf.subarray(0, a).toString('utf8') + note + buf.subarray(b).toString('utf8')
}

function safeJson(value) {
  try { return JSON.stringify(value) ?? String(value) } catch { return String(value) }
}

function str(v) {
  return typeof v === 'string' && v ? v : undefined
}

function usableDir(dir) {
  try {
    if (typeof dir === 'string' && dir && statSync(dir).isDirectory()) return dir
  } catch {}
  return process.cwd()
}

// opencode orders a message's parts by id: "prt_" + 12 hex digits of (ms * 4096 + counter) + 14
// base62 characters, so a part made now sorts after the user's own.
let lastMs = 0, counter = 0
function partID() {
  const ms = Date.now()
  counter = ms === lastMs ? counter + 1 : 0
  lastMs = ms
  const time = (BigInt(ms) * 4096n + BigInt(counter)).toString(16).padStart(12, '0').slice(-12)
  const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  return `prt_${time}${[...randomBytes(14)].map((b) => base62[b % 62]).join('')}`
}
