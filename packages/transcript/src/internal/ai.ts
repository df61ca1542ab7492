/**
 * AI chat copy-paste: ChatGPT's `You said:` / `ChatGPT said:`, `User:` / `Assistant:`,
 * `Human:` / `AI:` (Anthropic's prompt layout), `**You:**`, Markdown headings such as
 * `## Prompt:` / `## Response:` (Claude and ChatGPT exporters). Only role names start a turn:
 * an answer's own `Note: ...` lines stay in the answer.
 */
import { Acc, type Read } from "./read.js"

const USER_ROLES = new Set(["you", "user", "human", "me", "prompt", "question"])
const AI_ROLES = new Set([
  "chatgpt",
  "assistant",
  "ai",
  "claude",
  "gemini",
  "copilot",
  "bard",
  "bot",
  "gpt-4",
  "gpt-4o",
  "gpt",
  "llama",
  "mistral",
  "response",
  "model",
  "grok",
  "deepseek",
  "answer"
])

/** A role marker line: optional heading `#`s and bold, the role, optional `said`, a colon. */
export const MARKER =
  /^[ \t]{0,3}(#{1,6}[ \t]{0,3})?(?:\*\*|__)?(?:\p{Extended_Pictographic}\uFE0F?[ \t]?)?([A-Za-z][\w-]{0,11})(?:\*\*|__)?(?:[ \t](said))?[ \t]{0,2}(:)?(?:\*\*|__)?(?:[ \t]+(.*))?$/u

/** Role of a marker line: its speaker, side and inline text, or undefined. */
export const marker = (
  line: string
): { speaker: string; assistant: boolean; text: string | undefined; own: boolean } | undefined => {
  const m = MARKER.exec(line)
  if (m === null) return undefined
  const name = m[2]!
  const low = name.toLowerCase()
  const user = USER_ROLES.has(low)
  const ai = AI_ROLES.has(low)
  if (!user && !ai) return undefined
  const heading = m[1] !== undefined
  const colon = m[4] !== undefined
  const text = m[5]
  // A heading may stand alone (`## User`); otherwise a colon is needed.
  if (!colon && !(heading && text === undefined)) return undefined
  if (!colon && m[3] !== undefined) return undefined
  const speaker =
    low === "prompt" || low === "question"
      ? "User"
      : low === "response" || low === "answer"
        ? "Assistant"
        : name
  return {
    speaker,
    assistant: ai,
    text: text === undefined || text.trim() === "" ? undefined : text,
    own: heading || m[3] !== undefined || text === undefined
  }
}

/** Reads an AI chat; the first AI-side role is reported as the assistant. */
export const read = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  let assistant: string | undefined
  let fence = false
  let details = false
  for (const line of ls) {
    if (/^\s{0,3}(?:```|~~~)/.test(line)) fence = !fence
    // Reasoning blocks of exporters (`<details><summary>Reasoning...</details>`) are not the message.
    if (!fence && /^\s*<details>/.test(line)) details = true
    if (details) {
      if (/<\/details>\s*$/.test(line)) details = false
      acc.drop()
      continue
    }
    const mk = fence ? undefined : marker(line)
    if (mk !== undefined) {
      // A `---` rule between turns (exporters write one) is not part of the turn above.
      const open = acc.open
      if (open !== undefined) {
        while (
          open.lines.length > 0 &&
          /^\s*(?:-{3,}|\*{3,}|_{3,})?\s*$/.test(open.lines[open.lines.length - 1]!)
        )
          open.lines.pop()
      }
      if (mk.assistant && assistant === undefined) assistant = mk.speaker
      acc.start(mk.speaker, mk.text, undefined)
      continue
    }
    if (/^(?:Copy|Edit|Retry|Copy code|Share|Regenerate)$/.test(line.trim())) {
      acc.drop()
      continue
    }
    acc.cont(line)
  }
  return acc.done("ai-chat", assistant)
}

/** Counts of user-side and AI-side markers, and whether any is of the own-line kind. */
export const census = (
  ls: ReadonlyArray<string>
): { user: number; ai: number; own: number; said: number } => {
  let user = 0
  let ai = 0
  let own = 0
  let said = 0
  for (const line of ls) {
    const mk = marker(line)
    if (mk === undefined) continue
    if (mk.assistant) ai++
    else user++
    if (mk.own) own++
    if (/^\s{0,3}(?:You|ChatGPT|Claude|Gemini|Copilot) said:\s*$/.test(line)) said++
  }
  return { user, ai, own, said }
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined)
const rec = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined

/** True for a claude.ai data export (`conversations.json`) or one conversation of it. */
export const isClaudeExport = (v: unknown): boolean => {
  const first = Array.isArray(v) ? v[0] : v
  const o = rec(first)
  return o !== undefined && Array.isArray(o.chat_messages)
}

/** True for a ChatGPT data export (`conversations.json`) or one conversation of it. */
export const isChatGptExport = (v: unknown): boolean => {
  const first = Array.isArray(v) ? v[0] : v
  const o = rec(first)
  return o !== undefined && rec(o.mapping) !== undefined
}

/**
 * Reads a claude.ai export: every conversation's `chat_messages` in order (`sender` human or
 * assistant, `text` or text `content` parts). Speakers `User` and `Claude`.
 */
export const readClaudeExport = (v: unknown): Read => {
  const acc = new Acc()
  for (const c of Array.isArray(v) ? v : [v]) {
    const msgs = rec(c)?.chat_messages
    if (!Array.isArray(msgs)) continue
    for (const m of msgs) {
      const o = rec(m)
      if (o === undefined) {
        acc.skipped++
        continue
      }
      let text = str(o.text) ?? ""
      if (text.trim() === "" && Array.isArray(o.content))
        text = o.content
          .map((p) => (rec(p)?.type === "text" ? (str(rec(p)?.text) ?? "") : ""))
          .filter((t) => t !== "")
          .join("\n")
      const sender = str(o.sender)
      if (text.trim() === "" || (sender !== "human" && sender !== "assistant")) {
        acc.sys()
        continue
      }
      const at = str(o.created_at)
      const ms = at === undefined ? Number.NaN : Date.parse(at)
      acc.start(
        sender === "human" ? "User" : "Claude",
        text,
        Number.isNaN(ms) ? undefined : new Date(ms).toISOString()
      )
      acc.close()
    }
  }
  return acc.done("ai-chat", "Claude")
}

/**
 * Reads a ChatGPT export: each conversation's `mapping` followed from `current_node` back to
 * the root (the branch the user last saw), user and assistant messages with text parts.
 * Speakers `You` and `ChatGPT`.
 */
export const readChatGptExport = (v: unknown): Read => {
  const acc = new Acc()
  for (const c of Array.isArray(v) ? v : [v]) {
    const conv = rec(c)
    const mapping = rec(conv?.mapping)
    if (conv === undefined || mapping === undefined) continue
    let node = str(conv.current_node) ?? Object.keys(mapping).at(-1)
    const chain: Array<Record<string, unknown>> = []
    const seen = new Set<string>()
    while (node !== undefined && !seen.has(node)) {
      seen.add(node)
      const n = rec(mapping[node])
      if (n === undefined) break
      chain.push(n)
      node = str(n.parent)
    }
    chain.reverse()
    for (const n of chain) {
      const m = rec(n.message)
      if (m === undefined) continue
      const role = str(rec(m.author)?.role)
      const parts = rec(m.content)?.parts
      const text = Array.isArray(parts)
        ? parts.filter((p): p is string => typeof p === "string").join("\n")
        : ""
      if ((role !== "user" && role !== "assistant") || text.trim() === "") {
        acc.sys()
        continue
      }
      const t = typeof m.create_time === "number" ? m.create_time : Number.NaN
      acc.start(
        role === "user" ? "You" : "ChatGPT",
        text,
        Number.isFinite(t) ? new Date(t * 1000).toISOString() : undefined
      )
      acc.close()
    }
  }
  return acc.done("ai-chat", "ChatGPT")
}
