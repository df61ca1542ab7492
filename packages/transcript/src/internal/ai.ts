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
  /^[ \t]{0,3}(#{1,6}[ \t]{0,3})?(?:\*\*|__)?([A-Za-z][\w-]{0,11})(?:\*\*|__)?(?:[ \t](said))?[ \t]{0,2}(:)?(?:\*\*|__)?(?:[ \t]+(.*))?$/

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
  for (const line of ls) {
    if (/^\s{0,3}(?:```|~~~)/.test(line)) fence = !fence
    const mk = fence ? undefined : marker(line)
    if (mk !== undefined) {
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
