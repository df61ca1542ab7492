import type { Sample } from "./types.js"

const NNBSP = "\u202f"
const LRM = "\u200e"

export const samples: ReadonlyArray<Sample> = [
  {
    name: "whatsapp android, day-first 24h, group events",
    input: `12/01/2024, 09:15 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
12/01/2024, 09:15 - Marta created group "Trip to Porto"
12/01/2024, 09:16 - Marta added Luis
12/01/2024, 09:17 - Marta: Hi both! Flights are booked
13/01/2024, 10:02 - Luis: Great, which hotel?
13/01/2024, 10:05 - Marta: The one near Ribeira
it has a rooftop
13/01/2024, 10:06 - Luis left`,
    format: "whatsapp-android",
    messages: [
      ["Marta", "Hi both! Flights are booked"],
      ["Luis", "Great, which hotel?"],
      ["Marta", "The one near Ribeira\nit has a rooftop"]
    ],
    agent: null,
    timestamps: { 0: "2024-01-12T09:17:00", 1: "2024-01-13T10:02:00" }
  },
  {
    name: "whatsapp android, month-first 12h US",
    input: `3/14/24, 8:05 PM - Dan: anyone up for pizza?
3/14/24, 8:06 PM - Kim: always
3/14/24, 8:07 PM - Dan: <Media omitted>
3/14/24, 8:07 PM - Dan: this place on 5th
3/15/24, 9:00 AM - Kim: This message was deleted`,
    format: "whatsapp-android",
    messages: [
      ["Dan", "anyone up for pizza?"],
      ["Kim", "always"],
      ["Dan", "this place on 5th"]
    ],
    agent: null,
    timestamps: { 0: "2024-03-14T20:05:00" }
  },
  {
    name: "whatsapp ios, narrow no-break space before PM, attachments",
    input: `[1/5/24, 7:41:02${NNBSP}PM] Priya: did you send the contract?
[1/5/24, 7:42:10${NNBSP}PM] Tom: ${LRM}document omitted
[1/5/24, 7:42:30${NNBSP}PM] Tom: yes, just now
[1/6/24, 8:01:00${NNBSP}AM] Priya: ${LRM}<attached: 00000012-PHOTO-2024-01-06-08-01-00.jpg>
[1/6/24, 8:01:15${NNBSP}AM] Priya: signed 👍`,
    format: "whatsapp-ios",
    messages: [
      ["Priya", "did you send the contract?"],
      ["Tom", "yes, just now"],
      ["Priya", "signed 👍"]
    ],
    agent: null,
    timestamps: { 0: "2024-01-05T19:41:02", 2: "2024-01-06T08:01:15" }
  },
  {
    name: "whatsapp ios, group name as fake author with LRM",
    input: `[15.02.24, 18:00:01] Lappers: ${LRM}Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
[15.02.24, 18:00:01] Lappers: ${LRM}Rudi added you
[15.02.24, 18:02:44] Rudi: Welkom! Training is Thursday
[15.02.24, 18:03:10] Anke: Top, ik ben erbij
[16.02.24, 07:12:00] Lappers: ${LRM}Rudi changed the group description`,
    format: "whatsapp-ios",
    messages: [
      ["Rudi", "Welkom! Training is Thursday"],
      ["Anke", "Top, ik ben erbij"]
    ],
    agent: null,
    timestamps: { 0: "2024-02-15T18:02:44" }
  },
  {
    name: "whatsapp android, phone-number system author and ~ non-contact",
    input: `20/03/2024, 21:00 - +44 7700 900123: Rudi added you
20/03/2024, 21:01 - ~ Jo Bloggs: hello, who's bringing the ball?
20/03/2024, 21:02 - Sam: me
20/03/2024, 21:02 - +44 7700 900123: Sam changed the subject from "Sunday" to "Sunday 5-a-side"
21/03/2024, 08:30 - ~ Jo Bloggs: cheers`,
    format: "whatsapp-android",
    messages: [
      ["Jo Bloggs", "hello, who's bringing the ball?"],
      ["Sam", "me"],
      ["Jo Bloggs", "cheers"]
    ],
    agent: null
  },
  {
    name: "whatsapp android, spanish a. m./p. m. with no-break spaces",
    input: `05/02/2024, 10:15\u00a0a.\u00a0m. - Lucía: ¿Vienes mañana?
05/02/2024, 10:20\u00a0a.\u00a0m. - Pablo: Sí, a las 5
05/02/2024, 1:03\u00a0p.\u00a0m. - Lucía: Perfecto
15/02/2024, 12:00\u00a0a.\u00a0m. - Pablo: Feliz cumple!`,
    format: "whatsapp-android",
    messages: [
      ["Lucía", "¿Vienes mañana?"],
      ["Pablo", "Sí, a las 5"],
      ["Lucía", "Perfecto"],
      ["Pablo", "Feliz cumple!"]
    ],
    agent: null,
    timestamps: { 2: "2024-02-05T13:03:00", 3: "2024-02-15T00:00:00" }
  },
  {
    name: "whatsapp android, year-first, BOM mid-file from two concatenated exports",
    input: `\ufeff2024/04/01, 14:00 - Wei: 明天见
2024/04/01, 14:01 - Lin: 好的
\ufeff2024/04/02, 09:30 - Wei: 我到了
2024/04/02, 09:31 - Lin: 马上`,
    format: "whatsapp-android",
    messages: [
      ["Wei", "明天见"],
      ["Lin", "好的"],
      ["Wei", "我到了"],
      ["Lin", "马上"]
    ],
    agent: null,
    timestamps: { 2: "2024-04-02T09:30:00" }
  },
  {
    name: "whatsapp android, support bot answering, CRLF",
    input:
      "08/07/2024, 11:00 - Acme Support Bot: Hi! I'm the Acme assistant. How can I help?\r\n08/07/2024, 11:01 - Nadia: my order 4411 hasn't arrived\r\n08/07/2024, 11:01 - Acme Support Bot: Sorry to hear that. Let me check order 4411.\r\nIt left our warehouse on Monday.\r\n08/07/2024, 11:03 - Nadia: ok thanks",
    format: "whatsapp-android",
    messages: [
      ["Acme Support Bot", "Hi! I'm the Acme assistant. How can I help?"],
      ["Nadia", "my order 4411 hasn't arrived"],
      ["Acme Support Bot", "Sorry to hear that. Let me check order 4411.\nIt left our warehouse on Monday."],
      ["Nadia", "ok thanks"]
    ],
    agent: "Acme Support Bot"
  },
  {
    name: "whatsapp ios, german, names with emoji and a colon in text, edited",
    input: `[03.05.24, 19:22:05] Oma 🌻: Wann kommt ihr an?
[03.05.24, 19:25:40] Jonas: so gegen 18 Uhr: mit dem Zug
[03.05.24, 19:26:02] Oma 🌻: Schön! <This message was edited>
[03.05.24, 19:30:00] Jonas: ${LRM}sticker omitted`,
    format: "whatsapp-ios",
    messages: [
      ["Oma 🌻", "Wann kommt ihr an?"],
      ["Jonas", "so gegen 18 Uhr: mit dem Zug"],
      ["Oma 🌻", "Schön!"]
    ],
    agent: null
  },
  {
    name: "whatsapp android, day order only visible late in the file",
    input: `01/02/2024, 10:00 - Ana: first
01/02/2024, 10:05 - Bea: second
02/02/2024, 10:00 - Ana: third
25/02/2024, 10:00 - Bea: fourth`,
    format: "whatsapp-android",
    messages: [
      ["Ana", "first"],
      ["Bea", "second"],
      ["Ana", "third"],
      ["Bea", "fourth"]
    ],
    agent: null,
    timestamps: { 0: "2024-02-01T10:00:00", 3: "2024-02-25T10:00:00" }
  },
  {
    name: "whatsapp, android and ios lines pasted together, name with colon",
    input: `10/06/2024, 12:00 - Team: Alpha: standup in 5
10/06/2024, 12:01 - Eve: coming
[10/06/2024, 12:02:00] Team: Alpha: starting now
[10/06/2024, 12:03:00] Eve: joined`,
    format: "whatsapp-android",
    messages: [
      ["Team: Alpha", "standup in 5"],
      ["Eve", "coming"],
      ["Team: Alpha", "starting now"],
      ["Eve", "joined"]
    ],
    agent: null
  },
  {
    name: "signal export",
    input: `[2024-02-03, 08:12] Ola: morning! coffee?
[2024-02-03, 08:13] Ben: yes please
two sugars
[2024-02-03, 08:20] Ola: on my way`,
    format: "signal",
    messages: [
      ["Ola", "morning! coffee?"],
      ["Ben", "yes please\ntwo sugars"],
      ["Ola", "on my way"]
    ],
    agent: null,
    timestamps: { 1: "2024-02-03T08:13:00" }
  }
]
