import type { Sample } from "./types.js"

export const samples: ReadonlyArray<Sample> = [
  {
    name: "messy: whatsapp with blank lines inside a message and trailing spaces",
    input: `2/3/24, 22:10 - Noor: ok listen   

this is important
2/3/24, 22:11 - Ilya: go on
`,
    format: "whatsapp-android",
    messages: [
      ["Noor", "ok listen   \n\nthis is important"],
      ["Ilya", "go on"]
    ],
    agent: null
  },
  {
    name: "messy: whatsapp, timestamps out of order and CR-only line ends",
    input:
      "5/6/24, 10:00 - Ari: later message\r5/6/24, 09:00 - Bo: earlier one\r5/7/24, 08:00 - Ari: next day",
    format: "whatsapp-android",
    messages: [
      ["Ari", "later message"],
      ["Bo", "earlier one"],
      ["Ari", "next day"]
    ],
    agent: null
  },
  {
    name: "messy: whatsapp, name that looks like a system sentence speaks normally",
    input: `01/09/2024, 08:00 - Max: who added the new guy?
01/09/2024, 08:01 - Lou: I added him
01/09/2024, 08:02 - Max: fine`,
    format: "whatsapp-android",
    messages: [
      ["Max", "who added the new guy?"],
      ["Lou", "I added him"],
      ["Max", "fine"]
    ],
    agent: null
  },
  {
    name: "messy: whatsapp group where a bot answers !commands",
    input: `[12/12/23, 19:00:00] Quiz Group: ${"\u200e"}You joined using this group's invite link
[12/12/23, 19:00:05] Ines: !score
[12/12/23, 19:00:06] Marvin: Ines has 12 points
[12/12/23, 19:01:00] Ines: !top
[12/12/23, 19:01:01] Marvin: 1. Ines 12, 2. Paul 9`,
    format: "whatsapp-ios",
    messages: [
      ["Ines", "!score"],
      ["Marvin", "Ines has 12 points"],
      ["Ines", "!top"],
      ["Marvin", "1. Ines 12, 2. Paul 9"]
    ],
    agent: "Marvin"
  },
  {
    name: "messy: plain with a name containing a colon (every message of the name starts with the same `X: `)",
    input: `Dr. Who: Companion: are we there yet?
Rory: almost
Dr. Who: Companion: ok`,
    format: "plain",
    messages: [
      ["Dr. Who: Companion", "are we there yet?"],
      ["Rory", "almost"],
      ["Dr. Who: Companion", "ok"]
    ],
    agent: null
  },
  {
    name: "messy: plain chat with URLs and times in the text",
    input: `Ben: see https://example.com/a:b for the doc
Cleo: meeting at 10:30 then
Ben: ok: 10:30 it is`,
    format: "plain",
    messages: [
      ["Ben", "see https://example.com/a:b for the doc"],
      ["Cleo", "meeting at 10:30 then"],
      ["Ben", "ok: 10:30 it is"]
    ],
    agent: null
  },
  {
    name: "messy: slack copy pasted with a stray header line above",
    input: `#support-escalations
Lea Roy  4:01 PM
customer says the app crashes on login
Bot Helper  APP  4:01 PM
I found 3 similar tickets: SUP-11, SUP-19, SUP-23
Lea Roy  4:02 PM
thanks bot`,
    format: "slack-copy",
    messages: [
      ["Lea Roy", "customer says the app crashes on login"],
      ["Bot Helper", "I found 3 similar tickets: SUP-11, SUP-19, SUP-23"],
      ["Lea Roy", "thanks bot"]
    ],
    agent: "Bot Helper"
  },
  {
    name: "messy: discord copy where a message is an emoji only",
    input: `pip — Today at 1:00 PM
🎉
rex — Today at 1:01 PM
congrats!!
🎉
4
pip — Today at 1:02 PM
ty`,
    format: "discord-copy",
    messages: [
      ["pip", "🎉"],
      ["rex", "congrats!!"],
      ["pip", "ty"]
    ],
    agent: null
  },
  {
    name: "messy: ai chat with code containing role-like lines",
    input: `User: what does this print?
\`\`\`
print("Assistant: hi")
\`\`\`
Assistant: It prints the text Assistant: hi.
User: right`,
    format: "ai-chat",
    messages: [
      ["User", 'what does this print?\n```\nprint("Assistant: hi")\n```'],
      ["Assistant", "It prints the text Assistant: hi."],
      ["User", "right"]
    ],
    agent: "Assistant"
  },
  {
    name: "messy: telegram copy with bidi marks and a bot name",
    input: `\u200fנועה, [01.03.24 10:00]
שלום, מה המצב?

PizzaOrderBot, [01.03.24 10:00]
Hi! Send /menu to see today's pizzas.`,
    format: "telegram-copy",
    messages: [
      ["נועה", "שלום, מה המצב?"],
      ["PizzaOrderBot", "Hi! Send /menu to see today's pizzas."]
    ],
    agent: "PizzaOrderBot"
  },
  {
    name: "messy: irc plain <nick> lines without timestamps",
    input: `<kim> is the meeting still on?
<lou> yes
<kim> ok`,
    format: "irc",
    messages: [
      ["kim", "is the meeting still on?"],
      ["lou", "yes"],
      ["kim", "ok"]
    ],
    agent: null
  },
  {
    name: "messy: zoom old layout, name with parentheses",
    input: `00:12:34\t From  Jay (he/him) : hello
00:12:50\t From  Ops Team : welcome Jay`,
    format: "zoom-chat",
    messages: [
      ["Jay (he/him)", "hello"],
      ["Ops Team", "welcome Jay"]
    ],
    agent: null
  },
  {
    name: "messy: plain text with one-off sentence colons is not split into speakers",
    input: `Ava: the reason is simple: we ran out of time
and the fix is this: restart the worker
Liam: makes sense`,
    format: "plain",
    messages: [
      ["Ava", "the reason is simple: we ran out of time\nand the fix is this: restart the worker"],
      ["Liam", "makes sense"]
    ],
    agent: null
  },
  {
    name: "messy: a Slack thread and a WhatsApp export pasted one after the other (format: the layout with most messages)",
    input: `Maya Chen  10:32 AM
did the customer reply?
Omar Haddad  10:35 AM
yes, on WhatsApp, pasting it
12/01/2024, 10:00 - Client: the invoice is wrong
12/01/2024, 10:01 - Support Bot: I'm sorry! Which line is wrong?
12/01/2024, 10:03 - Client: the shipping`,
    format: "whatsapp-android",
    messages: [
      ["Maya Chen", "did the customer reply?"],
      ["Omar Haddad", "yes, on WhatsApp, pasting it"],
      ["Client", "the invoice is wrong"],
      ["Support Bot", "I'm sorry! Which line is wrong?"],
      ["Client", "the shipping"]
    ],
    agent: "Support Bot"
  },
  {
    name: "messy: telegram copy then an irc log",
    input: `Anya, [12.01.24 15:04]
the bot is down again

Mark, [12.01.24 15:05]
logs below

[15:06] <deploybot!~d@ci/bot/deploybot> deploy failed: timeout
[15:07] <deploybot!~d@ci/bot/deploybot> retrying`,
    format: "telegram-copy",
    messages: [
      ["Anya", "the bot is down again"],
      ["Mark", "logs below"],
      ["deploybot", "deploy failed: timeout"],
      ["deploybot", "retrying"]
    ],
    agent: "deploybot"
  },
  {
    name: "messy: discord message quoting an irc-looking line stays one message",
    input: `kim — Today at 1:00 PM
look what he wrote
<kim> hello
bo — Today at 1:01 PM
lol`,
    format: "discord-copy",
    messages: [
      ["kim", "look what he wrote\n<kim> hello"],
      ["bo", "lol"]
    ],
    agent: null
  },
  {
    name: "messy: whatsapp korean iOS with the meridiem before the time",
    input: `[2024. 1. 12. 오후 3:04:05] 민수: 안녕
[2024. 1. 12. 오후 3:05:00] 지영: 응 ㅎㅎ`,
    format: "whatsapp-ios",
    messages: [
      ["민수", "안녕"],
      ["지영", "응 ㅎㅎ"]
    ],
    agent: null,
    timestamps: { 0: "2024-01-12T15:04:05" }
  },
  {
    name: "messy: whatsapp finnish klo with dotted time",
    input: `12.1.2024 klo 15.04 - Aino: moi
12.1.2024 klo 15.05 - Eero: terve`,
    format: "whatsapp-android",
    messages: [
      ["Aino", "moi"],
      ["Eero", "terve"]
    ],
    agent: null,
    timestamps: { 1: "2024-01-12T15:05:00" }
  },
  {
    name: "messy: whatsapp subject change whose quoted subject holds a colon",
    input: `01/02/2024, 10:00 - Alice changed the subject from "Trip: day 1" to "Trip: day 2"
01/02/2024, 10:01 - Bob: ok
01/02/2024, 10:02 - Alice: see you`,
    format: "whatsapp-android",
    messages: [
      ["Bob", "ok"],
      ["Alice", "see you"]
    ],
    agent: null
  },
  {
    name: "messy: slack copy with dated headers and one-line follow-ups",
    input: `Dee Ward  May 7th, 2024 at 12:30 PM
lunch?
[12:31 PM] the new ramen place
Ian Moss  May 7th, 2024 at 12:35 PM
in!`,
    format: "slack-copy",
    messages: [
      ["Dee Ward", "lunch?"],
      ["Dee Ward", "the new ramen place"],
      ["Ian Moss", "in!"]
    ],
    agent: null,
    timestamps: { 0: "2024-05-07T12:30:00", 1: "2024-05-07T12:31:00", 2: "2024-05-07T12:35:00" }
  },
  {
    name: "messy: whatsapp ios edited mark after an LRM",
    input: "[1/2/24, 10:00:00] Ada: see you at 6 \u200e<This message was edited>\n[1/2/24, 10:01:00] Ben: ok",
    format: "whatsapp-ios",
    messages: [
      ["Ada", "see you at 6"],
      ["Ben", "ok"]
    ],
    agent: null
  }
]
