import type { Sample } from "./types.js"

export const samples: ReadonlyArray<Sample> = [
  {
    name: "teams copy, arrow links",
    input: `Alice Smith
10:30:45 AM → https://teams.microsoft.com/l/message/19:meeting_abc@thread.v2/1700000000000?context=%7B%22contextType%22%3A%22chat%22%7D
Can we move the review to 3?
Bob Jones
10:31:02 AM → https://teams.microsoft.com/l/message/19:meeting_abc@thread.v2/1700000001000?context=%7B%22contextType%22%3A%22chat%22%7D
Sure, 3 works.
I'll update the invite.
Edited
Alice Smith
10:32:10 AM → https://teams.microsoft.com/l/message/19:meeting_abc@thread.v2/1700000002000?context=%7B%22contextType%22%3A%22chat%22%7D
thanks`,
    format: "teams-copy",
    messages: [
      ["Alice Smith", "Can we move the review to 3?"],
      ["Bob Jones", "Sure, 3 works.\nI'll update the invite."],
      ["Alice Smith", "thanks"]
    ],
    agent: null
  },
  {
    name: "teams copy with a dated arrow line and a copilot",
    input: `Priya Nair
1/15/2024 9:00 AM → https://teams.microsoft.com/l/message/19:x@thread.v2/1?context=1
@Copilot summarise the thread
Copilot
1/15/2024 9:00 AM → https://teams.microsoft.com/l/message/19:x@thread.v2/2?context=1
The team agreed to ship on Friday.
2 Likes`,
    format: "teams-copy",
    messages: [
      ["Priya Nair", "@Copilot summarise the thread"],
      ["Copilot", "The team agreed to ship on Friday."]
    ],
    agent: "Copilot",
    timestamps: { 0: "2024-01-15T09:00:00" }
  },
  {
    name: "teams classic copy",
    input: `[9:14 AM] Grace Ho
morning, standup moved to 9:30
[9:15 AM] Ravi Patel
ok
see you there`,
    format: "teams-copy",
    messages: [
      ["Grace Ho", "morning, standup moved to 9:30"],
      ["Ravi Patel", "ok\nsee you there"]
    ],
    agent: null
  },
  {
    name: "teams meeting transcript vtt, split cues merged per turn",
    input: `WEBVTT

3f8c1c55-1f0e-4b8e-9c1a-1/12-0
00:00:03.120 --> 00:00:06.480
<v Alice Smith>Good morning everyone, let's start</v>

3f8c1c55-1f0e-4b8e-9c1a-1/13-0
00:00:06.480 --> 00:00:08.000
<v Alice Smith>with the roadmap.</v>

3f8c1c55-1f0e-4b8e-9c1a-2/1-0
00:00:08.900 --> 00:00:11.250
<v Tom Müller>Sounds good.</v>`,
    format: "teams-vtt",
    messages: [
      ["Alice Smith", "Good morning everyone, let's start with the roadmap."],
      ["Tom Müller", "Sounds good."]
    ],
    agent: null
  },
  {
    name: "zoom transcript vtt with Name: cues",
    input: `WEBVTT

1
00:00:01.000 --> 00:00:03.500
Dana Cole: Can everyone hear me?

2
00:00:04.000 --> 00:00:05.000
Ed Brown: Yes, loud and clear.

3
00:00:05.200 --> 00:00:07.000
Dana Cole: Great.`,
    format: "teams-vtt",
    messages: [
      ["Dana Cole", "Can everyone hear me?"],
      ["Ed Brown", "Yes, loud and clear."],
      ["Dana Cole", "Great."]
    ],
    agent: null
  },
  {
    name: "zoom chat, old layout with private message",
    input: `10:01:22\t From  Karen Wu : Hello everyone
10:02:13\t From  Leo Grant  to  Karen Wu(Direct Message) : can you share the deck?
10:02:40\t From Karen Wu to Leo Grant (Privately) : sure, one sec
10:03:05\t From  Leo Grant : thanks!`,
    format: "zoom-chat",
    messages: [
      ["Karen Wu", "Hello everyone"],
      ["Leo Grant", "can you share the deck?"],
      ["Karen Wu", "sure, one sec"],
      ["Leo Grant", "thanks!"]
    ],
    agent: null
  },
  {
    name: "zoom chat, new layout with tab continuations and a reaction",
    input: `09:58:10 Host Bot:\tWelcome! The webinar starts at 10:00.
10:01:05 Sara Kim:\tquestion about pricing:
\tis there a student plan?
10:01:40 Sara Kim:\tReacted to "Welcome! The webin..." with 👍
10:02:00 Mo Ali:\tyes, 50% off`,
    format: "zoom-chat",
    messages: [
      ["Host Bot", "Welcome! The webinar starts at 10:00."],
      ["Sara Kim", "question about pricing:\nis there a student plan?"],
      ["Mo Ali", "yes, 50% off"]
    ],
    agent: "Host Bot"
  },
  {
    name: "irc irssi log with joins, action and nick change",
    input: `--- Log opened Tue Jan 02 12:00:00 2024
12:00 -!- alice [~alice@host.example] has joined #rust
12:01 < alice> anyone know why my build is slow?
12:01 <@bob> try cargo build --timings
12:02  * alice tries it
12:03 -!- alice is now known as alice_afk
12:10 < alice_afk> back: it was the proc macros
12:11 -!- bob [~bob@host] has quit [Quit: bye]`,
    format: "irc",
    messages: [
      ["alice", "anyone know why my build is slow?"],
      ["bob", "try cargo build --timings"],
      ["alice", "tries it"],
      ["alice", "back: it was the proc macros"]
    ],
    agent: null
  },
  {
    name: "irc weechat log with a bot hostmask",
    input: `2024-03-05 18:00:01\t-->\tinfobot (~infobot@user/infobot/bot/infobot) has joined #help
2024-03-05 18:00:10\tkai\t!seen maria
2024-03-05 18:00:11\tinfobot\tmaria was last seen 2 hours ago
2024-03-05 18:00:30\tkai\tthanks
2024-03-05 18:01:00\t<--\tkai (~kai@host) has quit (Ping timeout)`,
    format: "irc",
    messages: [
      ["kai", "!seen maria"],
      ["infobot", "maria was last seen 2 hours ago"],
      ["kai", "thanks"]
    ],
    agent: "infobot",
    timestamps: { 0: "2024-03-05T18:00:10" }
  },
  {
    name: "irc hexchat log",
    input: `**** BEGIN LOGGING AT Fri Feb  2 20:00:00 2024

Feb 02 20:00:05 *\tpeter (~peter@host) has joined #linux
Feb 02 20:00:30 <peter>\thow do I list open ports?
Feb 02 20:01:02 <sysadm>\tss -tulpn
Feb 02 20:01:40 *\tpeter says thanks`,
    format: "irc",
    messages: [
      ["peter", "how do I list open ports?"],
      ["sysadm", "ss -tulpn"],
      ["peter", "says thanks"]
    ],
    agent: null
  },
  {
    name: "irc iso-stamped with dircproxy hostmasks",
    input: `[2024-04-01T09:00:00Z] <june!~june@10.0.0.4> morning
[2024-04-01T09:00:05Z] <buildbot!~bb@ci/bot/buildbot> build #812 passed
[2024-04-01T09:00:20Z] <june!~june@10.0.0.4> nice
[2024-04-01T09:01:00Z] *** june is now known as june_lunch`,
    format: "irc",
    messages: [
      ["june", "morning"],
      ["buildbot", "build #812 passed"],
      ["june", "nice"]
    ],
    agent: "buildbot",
    timestamps: { 0: "2024-04-01T09:00:00Z" }
  }
]
