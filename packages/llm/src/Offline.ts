/**
 * The offline answers: deterministic, no network. Pure: the same prompt always yields the same
 * text.
 */

const normalize = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s+\-*/().]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()

/** Evaluates `a op b` for a prompt that is exactly one small arithmetic question. */
const arithmetic = (text: string): string | undefined => {
  const m =
    /^(?:what is |what's |compute |calculate )?(-?\d+(?:\.\d+)?) ?([+\-*/x]) ?(-?\d+(?:\.\d+)?) ?\??$/.exec(
      text
    )
  if (m === null) return undefined
  const a = Number(m[1])
  const b = Number(m[3])
  const op = m[2]
  const r =
    op === "+" ? a + b : op === "-" ? a - b : op === "*" || op === "x" ? a * b : b === 0 ? Number.NaN : a / b
  if (!Number.isFinite(r)) return "That has no finite answer (division by zero)."
  return `${m[1]} ${op === "x" ? "*" : op} ${m[3]} = ${Number(r.toPrecision(12))}`
}

export const offlineNotice =
  "This server runs the offline provider, which answers only its built-in prompts (greetings, help, what it can do, and simple arithmetic such as 2 + 2). Open prompts need a configured provider: set CIS_LLM_PROVIDER=openai with OPENAI_BASE_URL, OPENAI_API_KEY and CIS_LLM_MODEL pointing at any OpenAI-compatible server."

/**
 * The deterministic answer of the offline provider to the last user message. Pure: the
 * same prompt always yields the same text.
 */
export const offlineAnswer = (prompt: string): string => {
  const text = normalize(prompt)
  const sum = arithmetic(text)
  if (sum !== undefined) return sum
  if (/^(hi|hello|hey|good (morning|afternoon|evening))\b/.test(text)) {
    return `Hello. ${offlineNotice}`
  }
  if (/^(ping|are you there|status)\b/.test(text))
    return "pong: the service is up and answering with the offline provider."
  if (/\b(help|what can you do|who are you|what are you)\b/.test(text)) {
    return (
      "I am the Conversation Intelligence Service's built-in assistant. The service turns chat transcripts into norms profiles and reception reports, generates and validates personas, keeps per-scope conversation memory, predicts reactions to a draft reply and paces replies into chat messages. " +
      offlineNotice
    )
  }
  return offlineNotice
}
