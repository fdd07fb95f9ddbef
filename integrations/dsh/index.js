// errkb-dsh: errkb's plugin for DeepSeek Harness (dsh, a Cordis plugin host).
//
// dsh has no hook-command configuration of its own, so this plugin turns dsh's
// in-process events into errkb's host-neutral hook contract: one external
// process per event (`/bin/sh -c <exec>` in the session cwd, env + ERRKB_HOST=dsh),
// one JSON object on stdin, an optional `{"additionalContext": TEXT}` on stdout
// that is injected back into the agent's context as a plugin-sourced user message.
//
//   event          dsh seam it comes from          where the answer goes
//   session_start  agent/session-start (emit)      appended to the agent's first
//                                                  entered agent/pre-step (awaited)
//   user_prompt    agent/pre-step (waterfall), a   appended to that same step
//                  step whose batch holds a
//                  user-sourced message
//   tool_failure   tools/post-execute (waterfall)  PostToolDecision.additionalContexts
//   tool_success   tools/post-execute (waterfall)  (the next request, right after the
//                                                  tool message)
//   agent_error    agent/error (emit)              queued, appended at the agent's
//                                                  next entered pre-step
//   turn_end       session/event 'turn/end' (emit) queued, likewise
//
// Contract (see README.md): never throws into dsh, never holds a step or a tool
// result longer than `timeoutMs`, fails open on any hook problem (non-zero exit,
// timeout, garbage or empty stdout = nothing to add). Imports node: modules only,
// so it loads from any path (a --patch entry with an absolute `name`) as well as
// from a profile's node_modules (`name: errkb-dsh`).
import { spawn } from 'node:child_process'
import { appendFileSync, statSync } from 'node:fs'
import { randomUUID } from 'node:crypto'

export const name = 'errkb-dsh'

/** `source.plugin` of every message this plugin injects. */
const PLUGIN = 'errkb'
/** Every event name this plugin can send, in lifecycle order. */
export const EVENTS = Object.freeze(['session_start', 'user_prompt', 'tool_failure', 'tool_success', 'agent_error', 'turn_end'])
export const DEFAULTS = Object.freeze({ exec: 'errkb hook dsh', timeoutMs: 5000 })
/** Tools whose text result carries dsh's `[exit code: N]` marker (dsh-tool-bash, dsh-tool-pwsh, ...). */
const SHELL_TOOLS = new Set(['bash', 'shell', 'exec', 'pwsh'])
/** The marker must END the text: another tool's output merely containing it is no failure. */
const EXIT_MARKER = /\[exit code: (-?\d+)\]\s*$/
const OUTPUT_CAP = 64 * 1024 // bytes of tool output forwarded (UTF-8), head + tail
const STDOUT_CAP = 1024 * 1024 // a hook answer larger than this is treated as garbage
const STDERR_KEEP = 4096 // tail of the hook's stderr kept for the debug log
const QUEUE_CAP = 8 // queued (agent_error / turn_end) notices per agent
const SUMMARY_MAX = 120 // dsh-llm CONTEXT_SUMMARY_MAX_CHARS
const ABORTED = Symbol('aborted')
const WINDOWS = process.platform === 'win32'

/**
 * Kill functions of the hook processes still running. They are NOT killed when
 * the plugin unloads: a fire-and-forget hook (agent_error, turn_end) may finish
 * while dsh shuts down (headless exits only once its children are gone, and
 * each is bounded by timeoutMs). Only a forced process.exit() kills stragglers.
 */
const LIVE = new Set()
process.once('exit', () => { for (const kill of LIVE) kill() })

export function apply(ctx, config) {
  const cfg = normalizeConfig(config)
  const log = makeLogger(ctx)
  const debug = makeDebugLog(cfg.log)
  for (const w of cfg.warnings) log.warn(w)

  /** Per-agent state, keyed by the agent's Session object (also what session/event hands us). */
  const states = new WeakMap()
  const stateOf = (agent, session = agent?.session) => {
    const key = session ?? agent
    if (!key || typeof key !== 'object') return undefined
    let st = states.get(key)
    if (!st) {
      st = { start: null, turn: null, step: null, queue: [] }
      states.set(key, st)
    }
    return st
  }

  const warned = new Set()
  const problem = (kind, ...args) => {
    if (warned.has(kind)) return log.debug(...args)
    warned.add(kind)
    log.warn(...args)
  }

  // --- the external command --------------------------------------------------
  /** Run `exec` once for `payload`; resolve to the context text it answered, or undefined. Never rejects. */
  const runHook = (payload, signal) => new Promise((resolve) => {
    let child, timer, done = false
    let out = '', outBytes = 0, overflow = false, err = ''
    const kill = () => {
      if (!child) return
      try {
        if (WINDOWS || !child.pid) child.kill('SIGKILL')
        else process.kill(-child.pid, 'SIGKILL') // the whole process group
      } catch {
        try { child.kill('SIGKILL') } catch {}
      }
    }
    const onAbort = () => { kill(); finish(null, 'aborted') }
    const finish = (rc, why) => {
      if (done) return
      done = true
      clearTimeout(timer)
      LIVE.delete(kill)
      try { signal?.removeEventListener?.('abort', onAbort) } catch {}
      try { child?.stdout?.destroy(); child?.stderr?.destroy(); child?.stdin?.destroy() } catch {}
      let text, verdict = why
      if (!why) {
        if (rc !== 0) verdict = `exit ${rc}`
        else if (overflow) verdict = 'stdout too large'
        else ({ text, verdict } = parseAnswer(out))
      }
      if (verdict && !['empty', 'nothing', 'aborted'].includes(verdict)) {
        problem(verdict, `errkb hook (${payload.event}): ${verdict}` + (err.trim() ? `: ${err.trim().split('\n').pop()}` : ''))
      }
      debug({ kind: 'exchange', event: payload.event, stdin: payload, rc, verdict: verdict ?? 'context',
              stdout: out.slice(0, 4000), stderr: err, context: text ?? null })
      resolve(text)
    }
    try {
      if (signal?.aborted) return finish(null, 'aborted')
      const opts = { cwd: usableDir(payload.cwd), env: { ...process.env, ERRKB_HOST: 'dsh' }, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true }
      child = WINDOWS
        ? spawn(cfg.exec, { ...opts, shell: true }) // untested: cmd.exe, no process-group kill
        : spawn('/bin/sh', ['-c', cfg.exec], { ...opts, detached: true }) // own process group: a timeout kills the whole hook tree
      LIVE.add(kill)
      timer = setTimeout(() => { kill(); finish(null, 'timeout') }, cfg.timeoutMs)
      timer.unref?.()
      signal?.addEventListener?.('abort', onAbort, { once: true })
      child.on('error', (e) => finish(null, `spawn error ${e?.code ?? e}`))
      child.on('close', (rc, sig) => finish(rc ?? sig ?? -1))
      child.stdout.setEncoding('utf8')
      child.stdout.on('data', (d) => {
        if (overflow) return
        outBytes += Buffer.byteLength(d)
        if (outBytes > STDOUT_CAP) { overflow = true; out = ''; return }
        out += d
      })
      child.stderr.setEncoding('utf8')
      child.stderr.on('data', (d) => { err = (err + d).slice(-STDERR_KEEP) })
      child.stdin.on('error', () => {}) // a hook that ignores stdin closes the pipe early: fine
      child.stdin.end(JSON.stringify(payload) + '\n')
    } catch (e) {
      finish(null, `spawn error ${e?.message ?? e}`)
    }
  })

  /** Common payload fields; everything not known for an event is null. */
  const payloadFor = (event, agent, session, extra) => {
    const sess = session ?? agent?.session
    const st = stateOf(agent, sess)
    return {
      version: 1, host: 'dsh', event,
      session_id: str(agent?.id) ?? str(sess?.id) ?? null,
      cwd: str(sess?.header?.cwd) ?? process.cwd(),
      turn: st?.turn ?? null, step: st?.step ?? null,
      tool_name: null, tool_input: null, call_id: null,
      output: null, exit_code: null, is_error: false, error: null,
      ...extra,
    }
  }

  const enqueue = (st, msg) => {
    if (!st || !msg) return
    st.queue.push(msg)
    if (st.queue.length > QUEUE_CAP) st.queue.splice(0, st.queue.length - QUEUE_CAP)
  }

  const on = (event, listener) => {
    try { ctx.on(event, listener) } catch (e) { log.warn(`cannot listen to ${event}:`, e) }
  }

  // --- session_start -----------------------------------------------------------
  on('agent/session-start', (p) => {
    try {
      const agent = p?.agent
      debug({ kind: 'event', event: 'agent/session-start', agent: str(agent?.id), source: p?.source })
      if (!cfg.events.has('session_start') || !agent) return
      const st = stateOf(agent)
      if (!st) return
      // A new lifecycle (clear / compact) replaces a start notice not yet delivered.
      st.start = runHook(payloadFor('session_start', agent, undefined, { source: str(p.source) ?? null }))
    } catch (e) {
      log.warn('agent/session-start:', e)
    }
  })

  // --- pre-step: deliver session_start / queued notices, run user_prompt ---------
  on('agent/pre-step', async (p, next) => {
    const d = await next()
    try {
      const agent = p?.agent
      debug({ kind: 'event', event: 'agent/pre-step', turn: p?.turn, step: p?.step, decision: d?.kind,
              messages: Array.isArray(d?.messages) ? d.messages.map((m) => `${m?.source?.kind}:${m?.source?.plugin ?? ''}`) : null })
      if (!agent || d?.kind !== 'enter' || !Array.isArray(d.messages)) return d // rejected: keep everything pending
      const st = stateOf(agent)
      if (!st) return d
      if (Number.isInteger(p.turn)) st.turn = p.turn
      if (Number.isInteger(p.step)) st.step = p.step

      const start = st.start
      const prompt = cfg.events.has('user_prompt') ? userPromptText(d.messages) : undefined
      if (!start && prompt === undefined && st.queue.length === 0) return d

      const jobs = [
        start ?? undefined,
        prompt !== undefined ? runHook(payloadFor('user_prompt', agent, undefined, { prompt }), p.signal) : undefined,
      ]
      const answers = await untilAbort(Promise.all(jobs), p.signal)
      if (answers === ABORTED) return d // the step will not run; the start notice stays pending
      if (start && st.start === start) st.start = null
      const [startText, promptText] = answers
      const add = [
        ...(startText ? [noticeMessage(startText, 'session start')] : []),
        ...st.queue.splice(0),
        ...(promptText ? [noticeMessage(promptText, 'prompt')] : []),
      ]
      if (add.length === 0) return d
      return { ...d, messages: [...d.messages, ...add] }
    } catch (e) {
      log.warn('agent/pre-step:', e)
      return d
    }
  })

  // --- tool_failure / tool_success --------------------------------------------
  on('tools/post-execute', async (exec, result, next) => {
    const d = await next()
    try {
      const outcome = classify(exec, result)
      debug({ kind: 'event', event: 'tools/post-execute', tool: exec?.name, callId: exec?.callId, isError: !!result?.isError,
              exitCode: outcome.exit_code, failed: outcome.failed, decision: d?.kind })
      const event = outcome.failed ? 'tool_failure' : 'tool_success'
      if (!cfg.events.has(event) || !d || typeof d !== 'object') return d
      const agent = exec?.agent
      const text = await runHook(payloadFor(event, agent, undefined, {
        tool_name: str(exec?.name) ?? null,
        tool_input: toolInput(exec?.arguments),
        call_id: str(exec?.callId) ?? null,
        output: capOutput(outcome.text),
        exit_code: outcome.exit_code,
        is_error: Boolean(result?.isError),
        error: result?.isError ? errorInfo(result.error, result.error?.info?.code) : null,
      }), exec?.signal)
      if (!text) return d
      return { ...d, additionalContexts: [...(d.additionalContexts ?? []), noticeMessage(text, str(exec?.name) ?? 'tool')] }
    } catch (e) {
      log.warn('tools/post-execute:', e)
      return d
    }
  })

  // --- agent_error ------------------------------------------------------------
  on('agent/error', (p) => {
    try {
      debug({ kind: 'event', event: 'agent/error', turn: p?.turn, step: p?.step, error: safeMessage(p?.error) })
      if (!cfg.events.has('agent_error')) return
      const agent = p?.agent
      const st = stateOf(agent)
      const payload = payloadFor('agent_error', agent, undefined, {
        is_error: true, error: errorInfo(p?.error, p?.error?.code),
      })
      if (Number.isInteger(p?.turn)) payload.turn = p.turn
      if (Number.isInteger(p?.step)) payload.step = p.step
      runHook(payload).then((text) => { if (text) enqueue(st, noticeMessage(text, 'agent error')) }, () => {})
    } catch (e) {
      log.warn('agent/error:', e)
    }
  })

  // --- turn_end ---------------------------------------------------------------
  on('session/event', (session, ev) => {
    try {
      if (ev?.type !== 'turn/end') return
      const reason = ev.data?.reason
      debug({ kind: 'event', event: 'session/event turn/end', session: str(session?.id), turn: ev.data?.turn, reason: reason?.kind })
      if (!cfg.events.has('turn_end')) return
      const st = stateOf(undefined, session)
      const failed = reason?.kind === 'error'
      const payload = payloadFor('turn_end', undefined, session, {
        reason: str(reason?.kind) ?? null,
        is_error: failed,
        error: failed ? errorInfo(reason.error, reason.error?.code) : null,
      })
      if (Number.isInteger(ev.data?.turn)) payload.turn = ev.data.turn
      runHook(payload).then((text) => { if (text) enqueue(st, noticeMessage(text, 'turn end')) }, () => {})
    } catch (e) {
      log.warn('session/event:', e)
    }
  })
}

// --- config ---------------------------------------------------------------------

function normalizeConfig(config) {
  const c = config && typeof config === 'object' ? config : {}
  const warnings = []
  const exec = typeof c.exec === 'string' && c.exec.trim() ? c.exec : DEFAULTS.exec
  let timeoutMs = Number(c.timeoutMs ?? DEFAULTS.timeoutMs)
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    warnings.push(`timeoutMs ${JSON.stringify(c.timeoutMs)} is not a positive number; using ${DEFAULTS.timeoutMs}`)
    timeoutMs = DEFAULTS.timeoutMs
  }
  timeoutMs = Math.min(Math.max(Math.round(timeoutMs), 50), 600000)
  let events = new Set(EVENTS)
  if (c.events != null) {
    const list = typeof c.events === 'string' ? c.events.split(/[\s,]+/) : Array.isArray(c.events) ? c.events : []
    events = new Set()
    for (const e of list) {
      if (!e) continue
      if (EVENTS.includes(e)) events.add(e)
      else warnings.push(`unknown event ${JSON.stringify(e)} ignored (known: ${EVENTS.join(', ')})`)
    }
  }
  const log = typeof c.log === 'string' && c.log.trim() ? c.log : null
  return { exec, timeoutMs, events, log, warnings }
}

function makeLogger(ctx) {
  let logger
  try {
    logger = typeof ctx?.logger === 'function' ? ctx.logger('errkb') : ctx?.logger
  } catch {}
  const call = (level) => (...args) => {
    try { logger?.[level]?.(...args) } catch {}
  }
  return { warn: call('warn'), debug: call('debug') }
}

function makeDebugLog(path) {
  if (!path) return () => {}
  return (rec) => {
    try { appendFileSync(path, JSON.stringify({ t: Date.now() / 1000, ...rec }) + '\n') } catch {}
  }
}

// --- dsh values -> payload fields --------------------------------------------------

/**
 * Failed when: the result is an error; or its value reports a non-zero numeric
 * exitCode, a timeout, or a kill by signal (not a user abort); or, for shell-like
 * tools only, the text ENDS with `[exit code: N]`, N != 0.
 */
function classify(exec, result) {
  const text = textOf(result?.content)
  const value = !result?.isError && result?.value && typeof result.value === 'object' ? result.value : null
  let exit = typeof value?.exitCode === 'number' && Number.isFinite(value.exitCode) ? value.exitCode : null
  let failed = Boolean(result?.isError) || (exit !== null && exit !== 0) || value?.timedOut === true ||
    (typeof value?.signal === 'string' && value.signal !== '' && value.aborted !== true)
  if (SHELL_TOOLS.has(String(exec?.name ?? ''))) {
    const m = EXIT_MARKER.exec(text)
    if (m) {
      const n = Number(m[1])
      if (exit === null) exit = n
      if (n !== 0) failed = true
    }
  }
  return { failed, exit_code: exit, text }
}

function textOf(content) {
  if (typeof content === 'string') return content
  return (Array.isArray(content) ? content : [])
    .filter((b) => b?.type === 'text' && typeof b.text === 'string').map((b) => b.text).join('\n')
}

/** The text of the user-authored messages (source.kind 'user') entering a step, or undefined. */
function userPromptText(messages) {
  const texts = messages.filter((m) => m?.source?.kind === 'user').map((m) => textOf(m.content)).filter((t) => t.trim())
  return texts.length ? texts.join('\n\n') : undefined
}

function toolInput(args) {
  if (typeof args === 'string') {
    try { return JSON.parse(args) } catch { return args }
  }
  return args ?? null
}

/** Keep at most OUTPUT_CAP UTF-8 bytes: the head and the tail (where exit markers and last errors are). */
function capOutput(text) {
  const buf = Buffer.from(text, 'utf8')
  if (buf.length <= OUTPUT_CAP) return text
  const note = `\n[... ${buf.length - OUTPUT_CAP} bytes cut by errkb-dsh ...]\n`
  const half = Math.floor((OUTPUT_CAP - Buffer.byteLength(note)) / 2)
  let a = half, b = buf.length - half
  while (a > 0 && (buf[a] & 0xc0) === 0x80) a-- // do not split a UTF-8 sequence
  while (b < buf.length && (buf[b] & 0xc0) === 0x80) b++
  return buf.subarray(0, a).toString('utf8') + note + buf.subarray(b).toString('utf8')
}

/** `{message, code}` (+ `name` when it says more than "Error") from any thrown value or tool error. */
function errorInfo(err, code) {
  const info = { message: safeMessage(err), code: codeOf(code) }
  const name = field(err, 'name') ?? field(field(err, 'info'), 'name')
  if (typeof name === 'string' && name && name !== 'Error' && name !== 'LlmError' && name !== 'HarnessError') info.name = name
  return info
}

function codeOf(code) {
  if (typeof code === 'string' && code.trim()) return code.trim()
  if (typeof code === 'number' && Number.isFinite(code)) return String(code)
  return null
}

function safeMessage(err) {
  if (typeof err === 'string') return err
  if (err === null || err === undefined) return String(err)
  const msg = field(err, 'message')
  if (typeof msg === 'string') return msg
  if (msg !== undefined) {
    try { return JSON.stringify(msg) } catch {}
  }
  try {
    const j = JSON.stringify(err)
    if (typeof j === 'string') return j
  } catch {}
  try { return String(err) } catch { return '[unprintable value]' }
}

function field(obj, key) {
  try { return obj?.[key] } catch { return undefined }
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

// --- hook answer -> message ---------------------------------------------------------

/**
 * `{"additionalContext": T}` or Claude's `{"hookSpecificOutput": {"additionalContext": T}}`.
 * Empty stdout or `{}` = nothing; anything else (plain text, other JSON) = garbage, ignored.
 */
export function parseAnswer(stdout) {
  const s = String(stdout ?? '').trim()
  if (!s) return { verdict: 'empty' }
  let j
  try { j = JSON.parse(s) } catch { return { verdict: 'garbage stdout (not JSON)' } }
  if (!j || typeof j !== 'object' || Array.isArray(j)) return { verdict: 'garbage stdout (not a JSON object)' }
  const t = typeof j.additionalContext === 'string' ? j.additionalContext
    : typeof j.hookSpecificOutput?.additionalContext === 'string' ? j.hookSpecificOutput.additionalContext : undefined
  return t && t.trim() ? { text: t, verdict: undefined } : { verdict: 'nothing' }
}

/** A user message shaped like dsh-llm's createUserMessage(): identified, plugin-sourced notice, deep-frozen. */
export function noticeMessage(text, what) {
  const first = text.split('\n').find((l) => l.trim())?.trim() ?? ''
  return deepFreeze({
    id: randomUUID(),
    role: 'user',
    content: [{ type: 'text', text }],
    source: { kind: 'plugin', plugin: PLUGIN, form: 'notice', summary: boundSummary(`errkb (${what}): ${first}`) },
  })
}

function boundSummary(s) {
  if (s.length <= SUMMARY_MAX) return s
  let cut = SUMMARY_MAX - 1
  const c = s.charCodeAt(cut - 1)
  if (c >= 0xd800 && c <= 0xdbff) cut-- // do not split a surrogate pair
  return s.slice(0, cut) + '…'
}

function deepFreeze(o) {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o)
    for (const v of Object.values(o)) deepFreeze(v)
  }
  return o
}

/** Resolve with the promise's value, or ABORTED as soon as `signal` aborts. Never rejects. */
function untilAbort(promise, signal) {
  const safe = Promise.resolve(promise).catch(() => [])
  if (!signal || typeof signal.addEventListener !== 'function') return safe
  if (signal.aborted) return Promise.resolve(ABORTED)
  return new Promise((resolve) => {
    const onAbort = () => resolve(ABORTED)
    signal.addEventListener('abort', onAbort, { once: true })
    safe.then((v) => { signal.removeEventListener('abort', onAbort); resolve(v) })
  })
}
