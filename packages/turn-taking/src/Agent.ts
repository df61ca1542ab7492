/**
 * The agent as the decision sees it, read from the `system_prompt` (spec 4.16: it "carries the
 * agent's identity and rules"): its name, the names it answers to, and the words of its field,
 * which tell whether a question to the room is one the agent can answer.
 */
import { contentWords } from "./internal/text.js"

/** The agent's name, its aliases (lower case) and its topic words (stems). */
export interface Identity {
  readonly name: string | null
  readonly aliases: ReadonlyArray<string>
  readonly topics: ReadonlySet<string>
}

const NAME =
  "((?:(?:Dr|Mr|Mrs|Ms|Prof)\\.?[ ])?\\p{Lu}[\\p{L}\\p{N}'_-]*(?:[ ](?:\\p{Lu}[\\p{L}\\p{N}'_-]*))?)"
const PATTERNS: ReadonlyArray<RegExp> = [
  new RegExp(
    `\\b(?:[Yy]our name is|[Yy]ou are called|[Yy]ou're called|[Cc]all yourself|[Nn]ame:)\\s+${NAME}`,
    "u"
  ),
  new RegExp(`\\b(?:named|called|known as)\\s+${NAME}`, "u"),
  new RegExp(`\\b(?:[Yy]ou are|[Yy]ou're|[Yy]ou’re|I am|I'm|I’m|[Tt]his is)\\s+${NAME}`, "u")
]

/** Titles before a name: the name is then the last word ("Coach Kim" answers to "Kim"). */
const TITLES = new Set([
  "dr",
  "mr",
  "mrs",
  "ms",
  "prof",
  "coach",
  "captain",
  "sir",
  "miss",
  "uncle",
  "aunt",
  "auntie",
  "agent",
  "professor",
  "doctor",
  "chef"
])

/** Words that start a capitalised phrase after "You are" without being a name. */
const NOT_NAMES = new Set([
  "A",
  "An",
  "The",
  "Your",
  "Our",
  "My",
  "Not",
  "Now",
  "Here",
  "Always",
  "Never",
  "Very"
])

/**
 * The agent's name from a system prompt: "Your name is X", "named X", "called X", "You are X",
 * "I am X" (X capitalised, one or two words), first match in that order of patterns; `null` when
 * the prompt names nobody ("You are a helpful assistant").
 */
export const nameFromPrompt = (systemPrompt: string): string | null => {
  for (const re of PATTERNS) {
    const m = re.exec(systemPrompt)
    const raw = m?.[1]
    if (raw === undefined) continue
    const words = raw.split(" ").filter((w) => !NOT_NAMES.has(w))
    if (words.length > 0) return words.join(" ")
  }
  return null
}

/**
 * The identity used by the decision. `agentName` (when the service knows it) wins over the
 * name in the prompt. Aliases: the full name and its first word, lower-cased, at least 2 chars.
 * Topics: the prompt's content words (see `contentWords`) minus the aliases.
 */
export const identity = (systemPrompt: string | undefined, agentName?: string): Identity => {
  const key = `${agentName ?? "\u0000"}\u0001${systemPrompt ?? "\u0000"}`
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  const made = build(systemPrompt, agentName)
  if (memo.size > 256) memo.clear()
  memo.set(key, made)
  return made
}

/** Identities by (name, prompt): one thread sends the same prompt with every batch. */
const memo = new Map<string, Identity>()

const build = (systemPrompt: string | undefined, agentName?: string): Identity => {
  const name = agentName ?? (systemPrompt === undefined ? null : nameFromPrompt(systemPrompt))
  const aliases = new Set<string>()
  if (name !== null && name.trim() !== "") {
    const full = name.trim().toLowerCase()
    aliases.add(full)
    const words = full.split(/\s+/)
    const first = words[0]!.replace(/\.$/, "")
    if (TITLES.has(first) && words.length > 1) aliases.add(words.at(-1)!)
    else if (first.length >= 2) aliases.add(first)
  }
  const topics = new Set(systemPrompt === undefined ? [] : contentWords(systemPrompt))
  for (const a of aliases) for (const w of a.split(/\s+/)) topics.delete(w)
  return { name, aliases: [...aliases], topics }
}
