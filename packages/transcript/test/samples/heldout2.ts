/**
 * Held-out chats, second round: written at the end of the work, run once unchanged
 * (`pnpm eval` prints them apart), then kept as regression samples.
 */
import type { Sample } from "./types.js"

const LRM = "\u200e"

export const samples: ReadonlyArray<Sample> = [
  {
    name: "held-out 2: whatsapp ios german with localized system and media lines",
    input: `[03.03.24, 10:00:00] Familie: ${LRM}Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.
[03.03.24, 10:00:00] Familie: ${LRM}Papa hat dich hinzugefügt.
[03.03.24, 10:01:12] Papa: Sonntag Essen bei uns?
[03.03.24, 10:02:40] Lena: ${LRM}Bild weggelassen
[03.03.24, 10:02:41] Lena: Ja gerne!`,
    format: "whatsapp-ios",
    messages: [
      ["Papa", "Sonntag Essen bei uns?"],
      ["Lena", "Ja gerne!"]
    ],
    agent: null
  },
  {
    name: "held-out 2: whatsapp android portuguese, 24h, dd/mm/yy",
    input: `25/12/23 20:15 - Bia: Feliz Natal!!
25/12/23 20:16 - Caio: Feliz Natal 🎄
26/12/23 09:00 - Bia: ressaca de rabanada`,
    format: "whatsapp-android",
    messages: [
      ["Bia", "Feliz Natal!!"],
      ["Caio", "Feliz Natal 🎄"],
      ["Bia", "ressaca de rabanada"]
    ],
    agent: null,
    timestamps: { 0: "2023-12-25T20:15:00" }
  },
  {
    name: "held-out 2: customer service chat with Agent and Customer labels",
    input: `Customer: Hi, I was double charged for my subscription.
Agent (Bot): I'm sorry to hear that! Can you confirm the email on the account?
Customer: sam@example.com
Agent (Bot): Thanks. I've issued a refund of $9.99. It will appear in 3-5 days.`,
    format: "plain",
    messages: [
      ["Customer", "Hi, I was double charged for my subscription."],
      ["Agent (Bot)", "I'm sorry to hear that! Can you confirm the email on the account?"],
      ["Customer", "sam@example.com"],
      ["Agent (Bot)", "Thanks. I've issued a refund of $9.99. It will appear in 3-5 days."]
    ],
    agent: "Agent (Bot)"
  },
  {
    name: "held-out 2: discord copy with a reply preview line and an image",
    input: `lou — 03/04/2024 10:15 AM
anyone tried the new patch?
mika — 03/04/2024 10:17 AM
yes it's great
Image
lou — 03/04/2024 10:18 AM
nice`,
    format: "discord-copy",
    messages: [
      ["lou", "anyone tried the new patch?"],
      ["mika", "yes it's great\nImage"],
      ["lou", "nice"]
    ],
    agent: null
  },
  {
    name: "held-out 2: slack copy where someone pastes code with a time in it",
    input: `Rita Gomez  3:10 PM
cron is set to
0 15 * * *  # runs at 15:00
Tom Beck  3:12 PM
ok, and the log says 15:00:02 start`,
    format: "slack-copy",
    messages: [
      ["Rita Gomez", "cron is set to\n0 15 * * *  # runs at 15:00"],
      ["Tom Beck", "ok, and the log says 15:00:02 start"]
    ],
    agent: null
  },
  {
    name: "held-out 2: telegram json with a bot and a forwarded message",
    input: JSON.stringify({
      name: "Shop support",
      type: "bot_chat",
      id: 7,
      messages: [
        {
          id: 1,
          type: "message",
          date: "2024-04-02T08:00:00",
          from: "ShopHelperBot",
          from_id: "user99",
          text: "Welcome! How can I help?"
        },
        {
          id: 2,
          type: "message",
          date: "2024-04-02T08:01:00",
          from: "Nina",
          from_id: "user5",
          text: "where is my parcel",
          forwarded_from: "Nina"
        },
        {
          id: 3,
          type: "message",
          date: "2024-04-02T08:01:30",
          from: "ShopHelperBot",
          from_id: "user99",
          text: [{ type: "bold", text: "Parcel 552" }, " is out for delivery."]
        }
      ]
    }),
    format: "telegram-json",
    messages: [
      ["ShopHelperBot", "Welcome! How can I help?"],
      ["Nina", "where is my parcel"],
      ["ShopHelperBot", "Parcel 552 is out for delivery."]
    ],
    agent: "ShopHelperBot"
  },
  {
    name: "held-out 2: irc weechat with an action and a nick change",
    input: `2024-06-01 20:00:00\tana\thi all
2024-06-01 20:00:10\t *\tana waves
2024-06-01 20:01:00\t--\tana is now known as ana_
2024-06-01 20:02:00\tana_\tbrb`,
    format: "irc",
    messages: [
      ["ana", "hi all"],
      ["ana", "waves"],
      ["ana", "brb"]
    ],
    agent: null
  },
  {
    name: "held-out 2: gemini-style copy with You / Gemini markers",
    input: `You: translate "good morning" to japanese
Gemini: おはようございます (ohayō gozaimasu)
You: thanks`,
    format: "ai-chat",
    messages: [
      ["You", 'translate "good morning" to japanese'],
      ["Gemini", "おはようございます (ohayō gozaimasu)"],
      ["You", "thanks"]
    ],
    agent: "Gemini"
  },
  {
    name: "held-out 2: teams copy where a message has two paragraphs",
    input: `Nora Berg
2:03:11 PM → https://teams.microsoft.com/l/message/19:a@thread.v2/1?context=1
Update from legal:

contract is signed.
Piet de Vries
2:04:00 PM → https://teams.microsoft.com/l/message/19:a@thread.v2/2?context=1
🎉`,
    format: "teams-copy",
    messages: [
      ["Nora Berg", "Update from legal:\n\ncontract is signed."],
      ["Piet de Vries", "🎉"]
    ],
    agent: null
  },
  {
    name: "held-out 2: plain chat with lower-case handles",
    input: `jess: did u finish the slides
mo: almost, 2 left
jess: ok ping me
mo: 👍`,
    format: "plain",
    messages: [
      ["jess", "did u finish the slides"],
      ["mo", "almost, 2 left"],
      ["jess", "ok ping me"],
      ["mo", "👍"]
    ],
    agent: null
  }
]
