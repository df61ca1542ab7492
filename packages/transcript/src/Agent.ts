/**
 * The agent guess: which participant is most probably the AI agent, or `null`.
 *
 * Rules, strongest first; the first rule that points at a participant decides, and within a
 * rule the earliest participant (order of first speech) wins:
 * 1. the AI side of an AI-chat layout (`ChatGPT said:`, `Assistant:`, `AI:`, `## Response:`,
 *    the data exports) or the `assistant` role of a JSON `role`/`content` list;
 * 2. a participant the platform marks as a bot: Slack `bot_message`/`bot_id` and `APP`
 *    badges, Discord `APP`/`BOT` badges and `isBot`, IRC hostmasks with a `bot` element;
 * 3. a name that says so: the words bot, assistant, AI (capitals, or `_ai` / `ai-` in a
 *    handle), ChatGPT, GPT, Claude, Gemini, Copilot, or a name ending in `bot` (`TestBot`,
 *    `helper-bot`, `statsbot`);
 * 4. the speaker who answers `!commands`: every message starting with `!word` that gets an
 *    answer from someone else is answered by this one participant;
 * 5. otherwise `null`, which is a normal result: the guess only pre-selects a name.
 */

/** What the guess reads: messages in order and the platform's bot marks. */
export interface Evidence {
  readonly messages: ReadonlyArray<{ readonly speaker: string; readonly text: string }>
  readonly participants: ReadonlyArray<string>
  readonly bots: ReadonlySet<string>
  readonly assistant?: string | undefined
}

const NOT_BOTS = /^(?:tal|ab|cab|sab|tur|ha|ro)bot$/i

/** True when a display name says it is a bot or an AI assistant. */
export const botLikeName = (name: string): boolean =>
  BOT_WORDS.test(name) ||
  BOT_CASED.test(name) ||
  (/^[a-z0-9_-]{2,}bot\d*$/.test(name) && !NOT_BOTS.test(name))

const BOT_WORDS =
  /\b(?:bot|assistant|chatgpt|gpt(?:-?\d[\w.]*)?|claude|gemini|copilot|chatbot|autoresponder)\b|(?:^|[-_.])ai(?:$|[-_.\d])|[-_.]bot\b/i
const BOT_CASED = /\bAI\b|[a-z0-9][-_.]?Bot\b/

/** The participant answering `!commands`, or undefined. */
export const commandAnswerer = (messages: Evidence["messages"]): string | undefined => {
  let answerer: string | undefined
  for (let i = 0; i + 1 < messages.length; i++) {
    const m = messages[i]!
    if (m.text.charCodeAt(0) !== 33 || !/^![A-Za-z][\w-]{0,30}\b/.test(m.text)) continue
    let j = i + 1
    while (j < messages.length && messages[j]!.speaker === m.speaker) j++
    const next = messages[j]
    if (next === undefined) continue
    if (answerer === undefined) answerer = next.speaker
    else if (answerer !== next.speaker) return undefined
  }
  return answerer
}

/** The guess (see the module comment for the rules). */
export const guess = (e: Evidence): string | null => {
  if (e.assistant !== undefined && e.participants.includes(e.assistant)) return e.assistant
  for (const p of e.participants) if (e.bots.has(p)) return p
  for (const p of e.participants) if (botLikeName(p)) return p
  const answerer = commandAnswerer(e.messages)
  if (answerer !== undefined && e.participants.includes(answerer)) return answerer
  return null
}
