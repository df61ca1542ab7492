import type { Sample } from "./types.js"

const slackJson = (items: ReadonlyArray<Record<string, unknown>>): string => JSON.stringify(items, null, 4)

export const samples: ReadonlyArray<Sample> = [
  {
    name: "slack copy, two people, follow-up time lines, edited, reactions",
    input: `Maya Chen  10:32 AM
did the deploy go out?
10:33
staging looks broken (edited)
Omar Haddad  10:35 AM
yes, rolling back now
:eyes:
2
Maya Chen  10:41 AM
thanks!
1 reply
View thread`,
    format: "slack-copy",
    messages: [
      ["Maya Chen", "did the deploy go out?"],
      ["Maya Chen", "staging looks broken"],
      ["Omar Haddad", "yes, rolling back now"],
      ["Maya Chen", "thanks!"]
    ],
    agent: null
  },
  {
    name: "slack copy, APP badge bot and dividers",
    input: `Today
GitHub  APP  9:02 AM
New pull request #418 opened by rlee: Fix flaky login test
Rachel Lee  9:05 AM
can someone review?
Joined #eng-backend.
Ken Sato  9:06 AM
on it
👍
3`,
    format: "slack-copy",
    messages: [
      ["GitHub", "New pull request #418 opened by rlee: Fix flaky login test"],
      ["Rachel Lee", "can someone review?"],
      ["Ken Sato", "on it"]
    ],
    agent: "GitHub",
    referenceDate: "2024-05-02",
    timestamps: { 1: "2024-05-02T09:05:00" }
  },
  {
    name: "slack copy, bracketed times, multi-line code",
    input: `Ivan [2:14 PM]
the query is
select * from orders
where status = 'open'
Lena [2:15 PM]
add a limit`,
    format: "slack-copy",
    messages: [
      ["Ivan", "the query is\nselect * from orders\nwhere status = 'open'"],
      ["Lena", "add a limit"]
    ],
    agent: null
  },
  {
    name: "slack export json with joins and a bot",
    input: slackJson([
      {
        type: "message",
        subtype: "channel_join",
        user: "U1",
        text: "<@U1> has joined the channel",
        ts: "1704067200.000100"
      },
      {
        type: "message",
        user: "U1",
        user_profile: { real_name: "Ada Park", display_name: "ada" },
        text: "Is the report ready?",
        ts: "1704067260.000200"
      },
      {
        type: "message",
        subtype: "bot_message",
        bot_id: "B9",
        username: "reportbot",
        text: "Report for Q4 is ready: <https://example.com/q4|q4.pdf>",
        ts: "1704067320.000300"
      },
      {
        type: "message",
        user: "U1",
        user_profile: { real_name: "Ada Park", display_name: "ada" },
        text: "thanks",
        ts: "1704067380.000400"
      }
    ]),
    format: "slack-json",
    messages: [
      ["ada", "Is the report ready?"],
      ["reportbot", "Report for Q4 is ready: <https://example.com/q4|q4.pdf>"],
      ["ada", "thanks"]
    ],
    agent: "reportbot",
    timestamps: { 0: "2024-01-01T00:01:00.000Z" }
  },
  {
    name: "slack export json without profiles (user ids)",
    input: slackJson([
      { type: "message", user: "U0AAA", text: "ping", ts: "1700000000.000001" },
      { type: "message", user: "U0BBB", text: "pong", ts: "1700000005.000002" },
      {
        type: "message",
        subtype: "channel_topic",
        user: "U0AAA",
        text: "set the channel topic: games",
        ts: "1700000009.000003"
      }
    ]),
    format: "slack-json",
    messages: [
      ["U0AAA", "ping"],
      ["U0BBB", "pong"]
    ],
    agent: null
  },
  {
    name: "discord copy, today/yesterday, BOT badge on its own line",
    input: `Yuki — Yesterday at 11:58 PM
gn everyone
Leo — Today at 8:02 AM
gm
!rank
MEE6
BOT
 — Today at 8:02 AM
GG @Leo, you just advanced to level 3!
Leo — Today at 8:03 AM
nice`,
    format: "discord-copy",
    messages: [
      ["Yuki", "gn everyone"],
      ["Leo", "gm\n!rank"],
      ["MEE6", "GG @Leo, you just advanced to level 3!"],
      ["Leo", "nice"]
    ],
    agent: "MEE6",
    referenceDate: "2024-06-10",
    timestamps: { 0: "2024-06-09T23:58:00", 1: "2024-06-10T08:02:00" }
  },
  {
    name: "discord copy, dated headers, APP badge inline, reactions",
    input: `ferris — 01/02/2024 3:04 PM
is the server down?
🔥
2
Status APP — 01/02/2024 3:05 PM
All systems operational.
ferris — 01/02/2024 3:06 PM
weird, works now (edited)`,
    format: "discord-copy",
    messages: [
      ["ferris", "is the server down?"],
      ["Status", "All systems operational."],
      ["ferris", "weird, works now"]
    ],
    agent: "Status",
    timestamps: { 0: "2024-01-02T15:04:00" }
  },
  {
    name: "discord copy, command answered by a plain-named bot",
    input: `nora — Today at 4:20 PM
!weather berlin
Skye — Today at 4:20 PM
Berlin: 14°C, light rain
nora — Today at 4:21 PM
!weather lisbon
Skye — Today at 4:21 PM
Lisbon: 22°C, sunny
nora — Today at 4:22 PM
ty`,
    format: "discord-copy",
    messages: [
      ["nora", "!weather berlin"],
      ["Skye", "Berlin: 14°C, light rain"],
      ["nora", "!weather lisbon"],
      ["Skye", "Lisbon: 22°C, sunny"],
      ["nora", "ty"]
    ],
    agent: "Skye"
  },
  {
    name: "discordchatexporter plain text with attachments and reactions blocks",
    input: `==============================================================
Guild: Rust Learners
Channel: Text Channels / help
Topic: ask anything
==============================================================

[1/2/2024 3:04 PM] crab_fan
how do I borrow twice?

[1/2/2024 3:06 PM] mentor
you can't borrow mutably twice
use a scope
{Attachments}
https://cdn.discordapp.com/attachments/1/2/diagram.png

{Reactions}
👍 (2)

[1/2/2024 3:07 PM] crab_fan
got it

==============================================================
Exported 3 message(s)
==============================================================`,
    format: "discord-exporter",
    messages: [
      ["crab_fan", "how do I borrow twice?"],
      ["mentor", "you can't borrow mutably twice\nuse a scope"],
      ["crab_fan", "got it"]
    ],
    agent: null,
    timestamps: { 0: "2024-01-02T15:04:00" }
  },
  {
    name: "discordchatexporter, old dates with discriminators",
    input: `==============================================================
Guild: Old Server
Channel: general
==============================================================

[02-Jan-21 03:04 PM] Alex#1234
hey

[02-Jan-21 03:05 PM] HelperBot#0001
Hello Alex! Type !help for commands.`,
    format: "discord-exporter",
    messages: [
      ["Alex#1234", "hey"],
      ["HelperBot#0001", "Hello Alex! Type !help for commands."]
    ],
    agent: "HelperBot#0001",
    timestamps: { 0: "2021-01-02T15:04:00" }
  },
  {
    name: "discordchatexporter json with bot flag and join",
    input: JSON.stringify({
      guild: { id: "1", name: "G" },
      channel: { id: "2", name: "support" },
      messages: [
        {
          id: "1",
          type: "GuildMemberJoin",
          timestamp: "2024-03-01T10:00:00+00:00",
          content: "",
          author: { id: "7", name: "pat", isBot: false }
        },
        {
          id: "2",
          type: "Default",
          timestamp: "2024-03-01T10:00:05+00:00",
          content: "my invoice is wrong",
          author: { id: "7", name: "pat", nickname: "Pat", isBot: false }
        },
        {
          id: "3",
          type: "Reply",
          timestamp: "2024-03-01T10:00:09+00:00",
          content: "I can help with that. What's the invoice number?",
          author: { id: "8", name: "Helper", isBot: true }
        }
      ]
    }),
    format: "discord-json",
    messages: [
      ["Pat", "my invoice is wrong"],
      ["Helper", "I can help with that. What's the invoice number?"]
    ],
    agent: "Helper",
    timestamps: { 0: "2024-03-01T10:00:05.000Z" }
  },
  {
    name: "telegram desktop copy with reply and forward decorations",
    input: `Anya, [12.01.24 15:04]
Are we still on for tonight?

Mark, [12.01.24 15:10]
[In reply to Anya]
yes! 8pm

Anya, [12.01.24 15:11]
[Forwarded from Cinema City]
Tickets: row 7, seats 3-4`,
    format: "telegram-copy",
    messages: [
      ["Anya", "Are we still on for tonight?"],
      ["Mark", "yes! 8pm"],
      ["Anya", "Tickets: row 7, seats 3-4"]
    ],
    agent: null,
    timestamps: { 0: "2024-01-12T15:04:00" }
  },
  {
    name: "telegram desktop copy, 12-hour clock, slashes, sticker",
    input: `Dmitri, [3/9/2024 9:15 PM]
good game

Kate, [3/9/2024 9:16 PM]
[Sticker]

Kate, [3/9/2024 9:16 PM]
rematch tomorrow?`,
    format: "telegram-copy",
    messages: [
      ["Dmitri", "good game"],
      ["Kate", "rematch tomorrow?"]
    ],
    agent: null,
    timestamps: { 0: "2024-03-09T21:15:00" }
  },
  {
    name: "telegram json export, entity arrays, service message",
    input: JSON.stringify(
      {
        name: "Study group",
        type: "private_group",
        id: 42,
        messages: [
          {
            id: 1,
            type: "service",
            date: "2024-02-01T10:00:00",
            actor: "Ravi",
            action: "create_group",
            title: "Study group"
          },
          {
            id: 2,
            type: "message",
            date: "2024-02-01T10:01:00",
            from: "Ravi",
            from_id: "user1",
            text: "notes are here: ",
            text_entities: []
          },
          {
            id: 3,
            type: "message",
            date: "2024-02-01T10:01:30",
            from: "Ravi",
            from_id: "user1",
            text: ["see ", { type: "link", text: "https://example.org/notes" }, " chapter 3"]
          },
          {
            id: 4,
            type: "message",
            date: "2024-02-01T10:02:00",
            from: "Mina",
            from_id: "user2",
            text: "",
            photo: "photos/1.jpg"
          },
          {
            id: 5,
            type: "message",
            date: "2024-02-01T10:03:00",
            from: "Mina",
            from_id: "user2",
            text: "thank you!"
          }
        ]
      },
      null,
      1
    ),
    format: "telegram-json",
    messages: [
      ["Ravi", "notes are here:"],
      ["Ravi", "see https://example.org/notes chapter 3"],
      ["Mina", "thank you!"]
    ],
    agent: null,
    timestamps: { 0: "2024-02-01T10:01:00" }
  },
  {
    name: "messenger json, mojibake names and text, newest first",
    input: JSON.stringify({
      participants: [{ name: "Ã\u0089lodie Martin" }, { name: "Sam Lee" }],
      messages: [
        {
          sender_name: "Sam Lee",
          timestamp_ms: 1704103500000,
          content: "Reacted \u00e2\u009d\u00a4 to your message ",
          type: "Generic"
        },
        {
          sender_name: "Ã\u0089lodie Martin",
          timestamp_ms: 1704103300000,
          content: "Ã\u0080 demain ! \u00f0\u009f\u0098\u0098",
          type: "Generic"
        },
        { sender_name: "Sam Lee", timestamp_ms: 1704103200000, content: "Caf\u00e9 at 10?", type: "Generic" },
        {
          sender_name: "Ã\u0089lodie Martin",
          timestamp_ms: 1704103100000,
          photos: [{ uri: "photo.jpg" }],
          type: "Generic"
        }
      ],
      title: "Ã\u0089lodie Martin",
      thread_path: "inbox/elodiemartin_123"
    }),
    format: "meta-json",
    messages: [
      ["Sam Lee", "Café at 10?"],
      ["Élodie Martin", "À demain ! 😘"]
    ],
    agent: null,
    timestamps: { 0: "2024-01-01T10:00:00.000Z" }
  },
  {
    name: "instagram json, already-correct text kept",
    input: JSON.stringify({
      participants: [{ name: "jules.dubois" }, { name: "shopbot_ai" }],
      messages: [
        {
          sender_name: "shopbot_ai",
          timestamp_ms: 1710000060000,
          content: "Merci ! Votre commande part demain.",
          is_geoblocked_for_viewer: false
        },
        {
          sender_name: "jules.dubois",
          timestamp_ms: 1710000000000,
          content: "Où en est ma commande ? Ça fait une semaine",
          is_geoblocked_for_viewer: false
        },
        {
          sender_name: "jules.dubois",
          timestamp_ms: 1709999990000,
          content: "Liked a message",
          is_geoblocked_for_viewer: false
        }
      ],
      title: "shopbot_ai",
      is_still_participant: true,
      thread_path: "inbox/shopbot_ai_1"
    }),
    format: "meta-json",
    messages: [
      ["jules.dubois", "Où en est ma commande ? Ça fait une semaine"],
      ["shopbot_ai", "Merci ! Votre commande part demain."]
    ],
    agent: "shopbot_ai"
  }
]
