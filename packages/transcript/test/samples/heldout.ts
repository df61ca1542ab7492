/**
 * Held-out chats: written after the parser's rules were settled and first run unchanged, to
 * measure it on layouts it was not tuned on. (`pnpm eval` prints them separately.)
 */
import type { Sample } from "./types.js"

export const samples: ReadonlyArray<Sample> = [
  {
    name: "held-out: whatsapp android french, à in the header",
    input: `14/07/2023 à 21:05 - Camille: Tu regardes le feu d'artifice ?
14/07/2023 à 21:06 - Hugo: oui, depuis le pont
14/07/2023 à 21:07 - Camille a quitté le groupe`,
    format: "whatsapp-android",
    messages: [
      ["Camille", "Tu regardes le feu d'artifice ?"],
      ["Hugo", "oui, depuis le pont"]
    ],
    agent: null
  },
  {
    name: "held-out: whatsapp ios 12h with seconds, multi-line, deleted",
    input: `[2/29/24, 11:59:59 PM] Sofia: happy leap day
see you in 4 years
[3/1/24, 12:00:10 AM] Raj: haha
[3/1/24, 12:00:30 AM] Sofia: ${"\u200e"}This message was deleted.`,
    format: "whatsapp-ios",
    messages: [
      ["Sofia", "happy leap day\nsee you in 4 years"],
      ["Raj", "haha"]
    ],
    agent: null,
    timestamps: { 0: "2024-02-29T23:59:59", 1: "2024-03-01T00:00:10" }
  },
  {
    name: "held-out: slack copy with a Workflow and thread replies",
    input: `Standup Workflow  9:00 AM
Good morning! What are you working on today?
Jon Park  9:04 AM
finishing the billing migration
2 replies
Last reply 5 minutes ago
Amy Liu  9:06 AM
reviewing PRs`,
    format: "slack-copy",
    messages: [
      ["Standup Workflow", "Good morning! What are you working on today?"],
      ["Jon Park", "finishing the billing migration"],
      ["Amy Liu", "reviewing PRs"]
    ],
    agent: null
  },
  {
    name: "held-out: discord copy with 24h dated headers",
    input: `Mara — 12.03.2024 18:45
wer spielt heute?
Tobi — 12.03.2024 18:47
ich bin dabei`,
    format: "discord-copy",
    messages: [
      ["Mara", "wer spielt heute?"],
      ["Tobi", "ich bin dabei"]
    ],
    agent: null,
    timestamps: { 0: "2024-03-12T18:45:00" }
  },
  {
    name: "held-out: telegram copy with seconds",
    input: `Oleg, [05.11.23 09:15:42]
Привет! Ты где?

Ira, [05.11.23 09:16:03]
Уже еду`,
    format: "telegram-copy",
    messages: [
      ["Oleg", "Привет! Ты где?"],
      ["Ira", "Уже еду"]
    ],
    agent: null,
    timestamps: { 0: "2023-11-05T09:15:42" }
  },
  {
    name: "held-out: plain chat between a customer and a bot named Ava (AI)",
    input: `Ava (AI): Hi, I'm Ava. How can I help with your account?
Marcus: I can't log in
Ava (AI): Let's reset your password. Check your email for a link.
Marcus: got it, thanks`,
    format: "plain",
    messages: [
      ["Ava (AI)", "Hi, I'm Ava. How can I help with your account?"],
      ["Marcus", "I can't log in"],
      ["Ava (AI)", "Let's reset your password. Check your email for a link."],
      ["Marcus", "got it, thanks"]
    ],
    agent: "Ava (AI)"
  },
  {
    name: "held-out: chatgpt copy with a list answer and a follow-up",
    input: `You said:
three names for a bakery?
ChatGPT said:
1. Crumb & Co.
2. Rise Up
3. The Daily Loaf
You said:
more like the second one`,
    format: "ai-chat",
    messages: [
      ["You", "three names for a bakery?"],
      ["ChatGPT", "1. Crumb & Co.\n2. Rise Up\n3. The Daily Loaf"],
      ["You", "more like the second one"]
    ],
    agent: "ChatGPT"
  },
  {
    name: "held-out: irssi log with op prefixes and a kick",
    input: `09:00 <@op> welcome to #ops
09:01 <+dev1> thanks
09:02 -!- spammer was kicked from #ops by op [spam]
09:03 <+dev1> phew`,
    format: "irc",
    messages: [
      ["op", "welcome to #ops"],
      ["dev1", "thanks"],
      ["dev1", "phew"]
    ],
    agent: null
  },
  {
    name: "held-out: zoom new layout with From ... to Everyone",
    input: `10:15:02 From Lina Ortiz to Everyone:
\tcan you repeat the last slide?
10:15:40 From Host to Everyone:
\tsure, going back`,
    format: "zoom-chat",
    messages: [
      ["Lina Ortiz", "can you repeat the last slide?"],
      ["Host", "sure, going back"]
    ],
    agent: null
  },
  {
    name: "held-out: teams vtt with speakers on consecutive cues and a NOTE",
    input: `WEBVTT

NOTE recorded by Teams

00:00:00.000 --> 00:00:02.000
<v Kim Lee>Hi all.</v>

00:00:02.500 --> 00:00:04.000
<v Raul Diaz>Hi Kim.</v>

00:00:04.200 --> 00:00:06.000
<v Kim Lee>Let's begin.</v>`,
    format: "teams-vtt",
    messages: [
      ["Kim Lee", "Hi all."],
      ["Raul Diaz", "Hi Kim."],
      ["Kim Lee", "Let's begin."]
    ],
    agent: null
  },
  {
    name: "held-out: signal export with emoji name",
    input: `[2023-08-01, 19:00] Papa 🧔: dinner at 8
[2023-08-01, 19:02] Léa: ok 👍`,
    format: "signal",
    messages: [
      ["Papa 🧔", "dinner at 8"],
      ["Léa", "ok 👍"]
    ],
    agent: null
  },
  {
    name: "held-out: human / assistant with a colon inside the answer",
    input: `Human: what's 2+2?
Assistant: The answer: 4.
Human: and 3+3?
Assistant: 6.`,
    format: "ai-chat",
    messages: [
      ["Human", "what's 2+2?"],
      ["Assistant", "The answer: 4."],
      ["Human", "and 3+3?"],
      ["Assistant", "6."]
    ],
    agent: "Assistant"
  }
]
