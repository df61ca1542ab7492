/** Interests (the objects of `loves`, `enjoys`, …) and traits (adjectives from a fixed list) of a description. */

const INTEREST_CUE =
  /(?:\b(?:i|she|he|they|who|and|also|really)\s+(?:really\s+|also\s+)?(?:love|loves|enjoy|enjoys|like|likes|adore|adores)|\b(?:loves|enjoys|adores)|\bpassionate about|\binterested in|\b(?:is|am|are|really) into|\bfan of|\bhobbies (?:include|are)|\bhobby is|\bspends? (?:her|his|their|my) (?:free|spare) time)\s+([^.;!?\n]+)/gi

/** The objects of `loves`, `enjoys`, `likes`, `passionate about`, …, split on commas and `and`/`or`. */
export const findInterests = (text: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const m of text.matchAll(INTEREST_CUE)) {
    const clause =
      (m[1] ?? "").split(
        /\s+(?:but|because|when|while|although|though|since|so|who|which|whenever)\s+|,\s*(?:who|which|but)\s+|,?\s*(?:and\s+)?(?:is\s+|are\s+|am\s+)?(?:worried|worries|concerned|anxious|afraid|scared|stressed|nervous)\b/i
      )[0] ?? ""
    for (let part of clause.split(/,\s*|\s+and\s+|\s+or\s+|\s*&\s*/)) {
      part = part
        .trim()
        .replace(/^(?:to|the|a|an)\s+/i, "")
        .replace(/\s+(?:a lot|very much|too|as well)$/i, "")
        .trim()
      if (part.length === 0 || part.split(/\s+/).length > 5) continue
      if (!out.some((o) => o.toLowerCase() === part.toLowerCase())) out.push(part)
      if (out.length >= 6) return out
    }
  }
  return out
}

const TRAITS: ReadonlyArray<string> = [
  "curious",
  "shy",
  "outgoing",
  "introverted",
  "extroverted",
  "introvert",
  "extrovert",
  "ambitious",
  "pragmatic",
  "skeptical",
  "sceptical",
  "optimistic",
  "pessimistic",
  "impatient",
  "detail-oriented",
  "creative",
  "analytical",
  "friendly",
  "anxious",
  "confident",
  "cautious",
  "frugal",
  "generous",
  "organized",
  "organised",
  "tech-savvy",
  "energetic",
  "calm",
  "funny",
  "thoughtful",
  "direct",
  "stubborn",
  "loyal",
  "independent",
  "adventurous",
  "competitive",
  "empathetic",
  "sarcastic",
  "meticulous",
  "laid-back",
  "easygoing",
  "impulsive",
  "reserved",
  "talkative",
  "hardworking",
  "hard-working",
  "lazy",
  "kind",
  "grumpy",
  "cheerful",
  "busy",
  "spontaneous",
  "disciplined"
]

/** Adjectives of the fixed trait list that the text uses. */
export const findTraits = (text: string): ReadonlyArray<string> => {
  const lower = text.toLowerCase()
  const out: Array<string> = []
  for (const t of TRAITS) {
    const re = new RegExp(`(?:^|[^\\p{L}-])${t}(?:$|[^\\p{L}-])`, "u")
    if (re.test(lower) && !/\bnot\s*$/.test(lower.slice(0, Math.max(0, lower.search(re))))) out.push(t)
    if (out.length >= 5) break
  }
  return out
}

const WORRY_CUE =
  /\b(?:worried|worries|worry|concerned|anxious|afraid|scared|stressed|nervous)\s+(?:about|of|that|over)\s+([^.;!?\n]+)/gi

/** The objects of `worried about`, `concerned about`, `afraid of`, …, split on commas and `and`. */
export const findWorries = (text: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const m of text.matchAll(WORRY_CUE)) {
    const clause =
      (m[1] ?? "").split(
        /\s+(?:but|because|while|although|though)\s+|,\s*(?:who|which|but|loves|enjoys)\b/i
      )[0] ?? ""
    for (let part of clause.split(/,\s*|\s+and\s+/)) {
      part = part.trim().replace(/^(?:the)\s+/i, "")
      if (part.length === 0 || part.split(/\s+/).length > 7) continue
      if (!out.some((o) => o.toLowerCase() === part.toLowerCase())) out.push(part)
    }
  }
  return out
}
