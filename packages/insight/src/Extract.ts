/**
 * `extract`: the norms profile of a room (spec 2.7 / 4.1) and a prompt block an agent can paste
 * into its system prompt to fit in. Everything is counted from the messages: register and style
 * from the per-message signals, lexicon by term frequency × speaker spread, in-jokes as word
 * n-grams (2-4) repeated by at least two speakers, roles from each speaker's share and habits.
 */
import { Either } from "effect"
import { build, type Context, callName } from "./internal/context.js"
import * as L from "./internal/lexicon.js"
import type { ExtractResult, Profile } from "./Schemas.js"
import { type EmptyTranscript, type Message, resolve } from "./Transcript.js"

const round2 = (x: number): number => Math.round(x * 100) / 100
const share = (k: number, n: number): number => (n === 0 ? 0 : round2(k / n))

const quantile = (xs: ReadonlyArray<number>, q: number): number => {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!
}

const ids = (ctx: Context, idx: ReadonlyArray<number>, max = 3): Array<string> =>
  idx.slice(0, max).map((i) => ctx.r.messages[i]!.id)

const emojiRe = /\p{Extended_Pictographic}/gu
const groupForms = /\b(guys|everyone|everybody|folks|team|y'?all|fam|all|people|friends|gang|chat)\b/

const register = (ctx: Context): Profile["register"] => {
  const n = ctx.sig.length
  const f = ctx.sig.reduce((a, s) => a + s.formality, 0) / n
  const warm =
    ctx.sig.filter(
      (s) => s.warmth || s.politeness.gratitude || s.laughter || (s.emoji > 0 && s.sentiment > 0)
    ).length / n
  const cold = ctx.sig.filter((s) => s.complaint || s.anger || s.insult).length / n
  const lower = ctx.sig.filter((s) => s.lowercaseStart).length / n
  const shout = ctx.sig.filter((s) => s.shouting).length / n
  return {
    formality: f > 0.3 ? "formal" : f < -0.2 ? "casual" : "neutral",
    warmth: warm - cold > 0.2 ? "warm" : cold > 0.3 || cold > warm + 0.1 ? "cool" : "neutral",
    casing: shout > 0.3 ? "shouting" : lower > 0.6 ? "lowercase" : lower < 0.25 ? "sentence" : "mixed",
    confidence: round2(Math.min(0.95, 0.4 + n / 40))
  }
}

const style = (ctx: Context): Profile["style"] => {
  const n = ctx.sig.length
  const words = ctx.sig.map((s) => s.words)
  const median = quantile(words, 0.5)
  const texts = ctx.r.messages.map((m) => m.text)
  const emojiCount = new Map<string, number>()
  for (const t of texts)
    for (const e of t.match(emojiRe) ?? []) emojiCount.set(e, (emojiCount.get(e) ?? 0) + 1)
  const top = [...emojiCount]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 5)
    .map(([e]) => e)
  return {
    length: {
      label: median <= 6 ? "short" : median <= 20 ? "medium" : "long",
      median_words: median,
      p90_words: quantile(words, 0.9)
    },
    formatting: {
      multiline_share: share(texts.filter((t) => t.includes("\n")).length, n),
      list_share: share(texts.filter((t) => /^\s*(?:[-*•]|\d+[.)])\s/m.test(t)).length, n),
      link_share: share(texts.filter((t) => /https?:\/\//.test(t)).length, n),
      code_share: share(texts.filter((t) => t.includes("`")).length, n),
      terminal_punctuation_share: share(texts.filter((t) => /[.!?…]\s*$/.test(t.trim())).length, n)
    },
    emoji: {
      per_message: round2(ctx.sig.reduce((a, s) => a + s.emoji, 0) / n),
      share_of_messages: share(ctx.sig.filter((s) => s.emoji > 0).length, n),
      top
    }
  }
}

const lexicon = (ctx: Context): Profile["lexicon"] => {
  const count = new Map<string, number>()
  const speakers = new Map<string, Set<number>>()
  ctx.sig.forEach((s, i) => {
    for (const t of new Set(s.tokens)) {
      const sf = ctx.surfaceOf.get(t) ?? t
      if (ctx.knownNames.has(sf) || L.genericWords.has(sf)) continue
      count.set(t, (count.get(t) ?? 0) + 1)
      const set = speakers.get(t) ?? new Set()
      set.add(ctx.r.speakerOf[i]!)
      speakers.set(t, set)
    }
  })
  return [...count]
    .filter(([, c]) => c >= 2)
    .map(([t, c]) => {
      const sp = speakers.get(t)!.size
      return {
        term: ctx.surfaceOf.get(t) ?? t,
        count: c,
        speakers: sp,
        weight: round2(c * (1 + Math.log(sp)))
      }
    })
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1))
    .slice(0, 12)
}

const bannedPhrases = (ctx: Context, reg: Profile["register"]): Profile["banned_phrases"] => {
  const out: Array<Profile["banned_phrases"][number]> = []
  const n = ctx.sig.length
  // phrases that drew a complaint or anger from someone else
  for (let i = 0; i + 1 < n; i++) {
    const next = ctx.sig[i + 1]!
    if (ctx.r.speakerOf[i + 1] === ctx.r.speakerOf[i]) continue
    if (!(next.complaint || next.anger || next.insult) || next.laughter) continue
    const words = ctx.r.messages[i]!.text.trim().split(/\s+/).slice(0, 8).join(" ")
    if (words.length === 0 || out.some((o) => o.phrase === words)) continue
    out.push({
      phrase: words,
      reason: "drew a complaint from the next speaker",
      evidence: ids(ctx, [i, i + 1])
    })
    if (out.length >= 4) break
  }
  if (reg.formality === "casual")
    for (const p of L.corporatePhrases.filter((x) => !x.includes("apologise")).slice(0, 6))
      out.push({
        phrase: p,
        reason: "stock support phrase; reads as a form letter in this room",
        evidence: []
      })
  return out
}

const address = (ctx: Context): Profile["address"] => {
  const out: Array<Profile["address"][number]> = []
  const speakers = ctx.r.speakers
  speakers.forEach((sp, k) => {
    const parts = new Set([sp.name.toLowerCase(), callName(sp.name).toLowerCase()])
    const forms = new Map<string, number>()
    const ev: Array<number> = []
    ctx.sig.forEach((s, i) => {
      if (ctx.r.speakerOf[i] === k) return
      for (const a of s.addressed)
        if (parts.has(a.toLowerCase())) forms.set(a, (forms.get(a) ?? 0) + 1) && ev.push(i)
      for (const m of s.mentions)
        if (parts.has(m) || sp.name.toLowerCase().startsWith(m))
          forms.set(`@${m}`, (forms.get(`@${m}`) ?? 0) + 1) && ev.push(i)
    })
    if (forms.size > 0)
      out.push({
        name: sp.name,
        forms: [...forms.keys()],
        count: [...forms.values()].reduce((a, b) => a + b, 0),
        evidence: ids(ctx, ev)
      })
  })
  const group = new Map<string, number>()
  const gev: Array<number> = []
  ctx.r.messages.forEach((m, i) => {
    const g = groupForms.exec(m.text.toLowerCase())
    if (g !== null && ctx.sig[i]!.politeness.greeting) {
      group.set(g[1]!, (group.get(g[1]!) ?? 0) + 1)
      gev.push(i)
    }
  })
  if (group.size > 0)
    out.push({ name: "(the group)", forms: [...group.keys()], count: gev.length, evidence: ids(ctx, gev) })
  return out
}

const taboos = (ctx: Context): Profile["taboos"] => {
  const out: Array<Profile["taboos"][number]> = []
  const profane = ctx.sig.map((s, i) => (s.profane ? i : -1)).filter((i) => i >= 0)
  if (profane.length === 0) out.push({ topic: "profanity", reason: "nobody here swears", evidence: [] })
  else {
    const objected = profane.filter((i) => i + 1 < ctx.sig.length && ctx.sig[i + 1]!.complaint)
    if (objected.length > 0)
      out.push({ topic: "profanity", reason: "swearing drew objections", evidence: ids(ctx, objected) })
  }
  const insults = ctx.sig
    .map((s, i) => (s.insult && !s.laughter && !s.teasing ? i : -1))
    .filter((i) => i >= 0)
  if (insults.length > 0)
    out.push({
      topic: "personal insults",
      reason: "insults turned the room hostile",
      evidence: ids(ctx, insults)
    })
  return out
}

const humor = (ctx: Context): Profile["humor"] => {
  const n = ctx.sig.length
  const out: Array<Profile["humor"][number]> = []
  const pick = (
    style: Profile["humor"][number]["style"],
    test: (i: number) => boolean,
    markers: RegExp
  ): void => {
    const idx = ctx.sig.map((_, i) => (test(i) ? i : -1)).filter((i) => i >= 0)
    if (idx.length === 0) return
    const seen = new Map<string, number>()
    for (const i of idx)
      for (const m of ctx.r.messages[i]!.text.toLowerCase().match(markers) ?? [])
        seen.set(m.trim(), (seen.get(m.trim()) ?? 0) + 1)
    out.push({
      style,
      share_of_messages: share(idx.length, n),
      markers: [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([m]) => m),
      evidence: ids(ctx, idx)
    })
  }
  pick("laughter", (i) => ctx.sig[i]!.laughter, new RegExp(L.laughter.source, "gu"))
  pick("teasing", (i) => ctx.sig[i]!.teasing, new RegExp(L.teasing.source, "gu"))
  pick(
    "irony",
    (i) =>
      /\/s\b|yeah right|sure,? because|oh great|just what i needed|wow thanks a lot/.test(
        ctx.r.messages[i]!.text.toLowerCase()
      ),
    /\/s\b|yeah right|sure,? because|oh great|just what i needed|wow thanks a lot/g
  )
  pick("emoji", (i) => ctx.sig[i]!.emoji > 0 && ctx.sig[i]!.sentiment >= 0, /\p{Extended_Pictographic}/gu)
  return out
}

const roles = (ctx: Context): Profile["roles"] => {
  const n = ctx.sig.length
  return ctx.r.speakers.map((sp, k) => {
    const idx = ctx.sig.map((_, i) => (ctx.r.speakerOf[i] === k ? i : -1)).filter((i) => i >= 0)
    const m = idx.length
    const q = idx.filter((i) => ctx.sig[i]!.question).length
    const jokes = idx.filter((i) => ctx.sig[i]!.laughter || ctx.sig[i]!.teasing).length
    const vents = idx.filter((i) => ctx.sig[i]!.venting || ctx.sig[i]!.badNews).length
    const answered = ctx.questions.filter(
      (x) => x.answeredAt !== undefined && ctx.r.speakerOf[x.answeredAt] === k
    ).length
    const role: Profile["roles"][number]["role"] =
      n >= 10 && m <= 1
        ? "lurker"
        : answered >= 2
          ? "helper"
          : jokes / m >= 0.4 && jokes >= 2
            ? "joker"
            : vents >= 1 && vents / m >= 0.3
              ? "venter"
              : q >= 2 && q / m >= 0.4
                ? "asker"
                : k === 0 && m / n >= 0.25
                  ? "host"
                  : "regular"
    return { name: sp.name, role, message_share: share(m, n), evidence: ids(ctx, idx, 2) }
  })
}

const norms = (ctx: Context, reg: Profile["register"], st: Profile["style"]): Profile["norms"] => {
  const n = ctx.sig.length
  const out: Array<Profile["norms"][number]> = []
  out.push({
    norm: `messages are ${st.length.label} (median ${st.length.median_words} words)`,
    strength: round2(Math.min(1, 0.5 + n / 40)),
    evidence: []
  })
  const firsts = ctx.r.speakers.map((_, k) => ctx.r.speakerOf.indexOf(k)).filter((i) => i >= 0)
  const greeted = firsts.filter((i) => ctx.sig[i]!.politeness.greeting)
  if (firsts.length >= 2 && greeted.length / firsts.length >= 0.5)
    out.push({
      norm: "people greet when they first speak",
      strength: share(greeted.length, firsts.length),
      evidence: ids(ctx, greeted)
    })
  const thanks = ctx.sig.map((s, i) => (s.politeness.gratitude ? i : -1)).filter((i) => i >= 0)
  if (thanks.length / n >= 0.08)
    out.push({
      norm: "people thank each other",
      strength: share(thanks.length, n),
      evidence: ids(ctx, thanks)
    })
  if (ctx.questions.length >= 2) {
    const answered = ctx.questions.filter((q) => q.answeredAt !== undefined)
    out.push({
      norm: `questions get answered (${answered.length} of ${ctx.questions.length})`,
      strength: share(answered.length, ctx.questions.length),
      evidence: ids(
        ctx,
        answered.map((q) => q.index)
      )
    })
  }
  if (reg.casing === "lowercase")
    out.push({
      norm: "lowercase is the norm",
      strength: share(ctx.sig.filter((s) => s.lowercaseStart).length, n),
      evidence: []
    })
  if (st.emoji.share_of_messages >= 0.2)
    out.push({ norm: "emoji are common", strength: st.emoji.share_of_messages, evidence: [] })
  const profane = ctx.sig.filter((s) => s.profane).length
  if (profane / n >= 0.05)
    out.push({ norm: "swearing is tolerated", strength: share(profane, n), evidence: [] })
  const named = ctx.sig
    .map((s, i) => (s.addressed.length + s.mentions.length > 0 ? i : -1))
    .filter((i) => i >= 0)
  if (named.length / n >= 0.15)
    out.push({
      norm: "people address each other by name",
      strength: share(named.length, n),
      evidence: ids(ctx, named)
    })
  const times = ctx.r.messages.map((m) => (m.timestamp === undefined ? Number.NaN : Date.parse(m.timestamp)))
  const gaps: Array<number> = []
  for (let i = 1; i < times.length; i++) {
    const d = times[i]! - times[i - 1]!
    if (Number.isFinite(d) && d >= 0 && ctx.r.speakerOf[i] !== ctx.r.speakerOf[i - 1]) gaps.push(d / 1000)
  }
  if (gaps.length >= 3) {
    const med = quantile(gaps, 0.5)
    out.push({
      norm:
        med < 60
          ? `replies come fast (median ${Math.round(med)} s)`
          : `replies are unhurried (median ${Math.round(med / 60)} min)`,
      strength: round2(Math.min(1, gaps.length / 10)),
      evidence: []
    })
  }
  return out
}

const generic = new Set([
  "thank you",
  "thanks for",
  "how are",
  "are you",
  "see you",
  "good morning",
  "let me",
  "i think",
  "you know"
])

const inJokes = (ctx: Context): Profile["in_jokes"] => {
  const grams = new Map<string, { count: number; speakers: Set<number>; ev: Array<number> }>()
  ctx.r.messages.forEach((m, i) => {
    const w = m.text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []
    const seen = new Set<string>()
    for (let len = 2; len <= 4; len++)
      for (let k = 0; k + len <= w.length; k++) {
        const g = w.slice(k, k + len)
        if (g.every((x) => L.stopwords.has(x) || x.length < 3)) continue
        const key = g.join(" ")
        if (seen.has(key) || generic.has(key)) continue
        seen.add(key)
        const e = grams.get(key) ?? { count: 0, speakers: new Set<number>(), ev: [] }
        e.count++
        e.speakers.add(ctx.r.speakerOf[i]!)
        e.ev.push(i)
        grams.set(key, e)
      }
  })
  const cands = [...grams].filter(([, e]) => e.count >= 2 && e.speakers.size >= 2)
  cands.sort(
    (a, b) =>
      b[1].count * b[0].split(" ").length - a[1].count * a[0].split(" ").length || (a[0] < b[0] ? -1 : 1)
  )
  const out: Array<Profile["in_jokes"][number]> = []
  for (const [phrase, e] of cands) {
    if (out.some((o) => o.phrase.includes(phrase) || phrase.includes(o.phrase))) continue
    out.push({
      phrase,
      count: e.count,
      speakers: [...e.speakers].map((k) => ctx.r.speakers[k]!.name),
      evidence: ids(ctx, e.ev)
    })
    if (out.length >= 5) break
  }
  return out
}

const promptBlock = (p: Profile): string => {
  const lines: Array<string> = ["You are taking part in this conversation. Fit in with the room:"]
  lines.push(
    `- Register: ${p.register.formality}, ${p.register.warmth}${p.register.casing === "lowercase" ? ", mostly lowercase" : p.register.casing === "sentence" ? ", normal sentence case" : ""}.`
  )
  lines.push(
    `- Length: ${p.style.length.label} messages, about ${p.style.length.median_words} words; rarely more than ${Math.max(p.style.length.p90_words, 1)}.`
  )
  lines.push(
    p.style.emoji.share_of_messages >= 0.15
      ? `- Emoji: common${p.style.emoji.top.length > 0 ? ` (${p.style.emoji.top.join(" ")})` : ""}; use them the way others do.`
      : "- Emoji: rare here; use few or none."
  )
  if (p.lexicon.length > 0)
    lines.push(
      `- Words people here use: ${p.lexicon
        .slice(0, 8)
        .map((l) => l.term)
        .join(", ")}.`
    )
  if (p.address.length > 0)
    lines.push(
      `- How people are addressed: ${p.address.map((a) => `${a.name} as ${a.forms.map((f) => `"${f}"`).join("/")}`).join("; ")}.`
    )
  if (p.humor.length > 0)
    lines.push(
      `- Humour: ${p.humor.map((h) => `${h.style}${h.markers.length > 0 ? ` (${h.markers.slice(0, 3).join(", ")})` : ""}`).join("; ")}.`
    )
  if (p.norms.length > 0) lines.push(`- Norms: ${p.norms.map((n) => n.norm).join("; ")}.`)
  if (p.in_jokes.length > 0)
    lines.push(
      `- Running phrases (echo only once you belong): ${p.in_jokes.map((j) => `"${j.phrase}"`).join(", ")}.`
    )
  if (p.banned_phrases.length > 0)
    lines.push(
      `- Do not say: ${p.banned_phrases
        .slice(0, 6)
        .map((b) => `"${b.phrase}"`)
        .join(", ")}.`
    )
  if (p.taboos.length > 0)
    lines.push(`- Avoid: ${p.taboos.map((t) => `${t.topic} (${t.reason})`).join("; ")}.`)
  return lines.join("\n")
}

/** Build the profile from a prepared context. */
export const profileOf = (ctx: Context): Profile => {
  const reg = register(ctx)
  const st = style(ctx)
  const channels: Array<string> = []
  for (const m of ctx.r.messages)
    if (m.channel !== undefined && !channels.includes(m.channel)) channels.push(m.channel)
  const people = ctx.r.speakers.length
  const n = ctx.sig.length
  const rl = roles(ctx)
  const topRoles = rl.filter((r) => r.role !== "regular" && r.role !== "lurker").slice(0, 3)
  const humorList = humor(ctx)
  return {
    summary: `A ${reg.formality}, ${reg.warmth} room of ${people} ${people === 1 ? "person" : "people"} over ${n} message${n === 1 ? "" : "s"}: ${st.length.label} messages${humorList.length > 0 ? `, humour by ${humorList[0]!.style}` : ""}${topRoles.length > 0 ? `; ${topRoles.map((r) => `${r.name} is the ${r.role}`).join(", ")}` : ""}.`,
    register: reg,
    style: st,
    lexicon: lexicon(ctx),
    banned_phrases: bannedPhrases(ctx, reg),
    address: address(ctx),
    taboos: taboos(ctx),
    humor: humorList,
    roles: rl,
    norms: norms(ctx, reg, st),
    in_jokes: inJokes(ctx),
    meta: { message_count: n, channels }
  }
}

/**
 * Extract the norms profile and prompt block of a transcript (spec 4.1). Duplicate ids are
 * allowed here (the spec only forbids them for analyze). Pure; O(n · L) for n messages of L words.
 */
export const extract = (messages: ReadonlyArray<Message>): Either.Either<ExtractResult, EmptyTranscript> => {
  const r = resolve(messages, "\u0000", { allowDuplicateIds: true })
  if (Either.isLeft(r)) return Either.left(r.left as EmptyTranscript)
  const profile = profileOf(build(r.right))
  return Either.right({ prompt_block: promptBlock(profile), profile })
}
