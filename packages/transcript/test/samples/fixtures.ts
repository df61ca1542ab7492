/**
 * Expected readings of the real exports in `../shared/fixtures/chats/` (MIT-licensed test
 * fixtures of public chat parsers; sources and licences in that folder's SOURCES.md).
 */
import { readFileSync } from "node:fs"
import type { Sample } from "./types.js"

/** The shared fixtures folder: a sibling of the repository root. */
export const fixturesDir = new URL("../../../../../shared/fixtures/chats/", import.meta.url)

const read = (file: string): string => readFileSync(new URL(file, fixturesDir), "utf8")

const LOREM: ReadonlyArray<readonly [string, string]> = [
  ["John Doe", "Lorem ipsum dolor sit amet."],
  ["John Doe", "."],
  ["Jahn Doe", "Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit. Duis libero."],
  ["John-John Doe", "Lorem ipsum : dolor sit amet."],
  ["John Doe 🤓", "Lorem ipsum 🤓"],
  ["🤓", "Lorem ipsum 🤓"],
  ["John Doe", "Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit. Duis libero."]
]

/** The real exports with their expected messages (a function: the files are read on use). */
export const fixtures = (): ReadonlyArray<Sample> => [
  {
    name: "fixture Pustur short-chat (WhatsApp Android, dd/mm/yyyy)",
    input: read("Pustur_whatsapp-chat-parser_short-chat.txt"),
    format: "whatsapp-android",
    messages: [
      ["Sample User", "This is a test message"],
      ["TestBot", "Hey I'm a test too!"],
      ["+410123456789", "How are you?\n\nIs everything alright?"]
    ],
    agent: "TestBot",
    timestamps: { 0: "2017-03-06T00:45:00", 1: "2017-05-08T01:48:00" }
  },
  {
    name: "fixture chat-miner [mm/dd/yy] 24h (WhatsApp iOS layout)",
    input: read("joweich_chat-miner_test_[mmddyy]_24hrs.txt"),
    format: "whatsapp-ios",
    messages: LOREM,
    agent: null,
    timestamps: { 1: "2019-01-20T11:23:00", 6: "2021-12-30T22:01:00" }
  },
  {
    name: "fixture chat-miner mm/dd/yyyy 12h a. m./p. m.",
    input: read("joweich_chat-miner_test_mmddyyyy_12hrs.txt"),
    format: "whatsapp-android",
    messages: LOREM,
    agent: null,
    timestamps: { 2: "2019-01-30T20:49:00", 6: "2021-12-30T22:01:00" }
  },
  {
    name: "fixture chat-miner yyyy/mm/dd 24h",
    input: read("joweich_chat-miner_test_yyyymmdd_24hrs.txt"),
    format: "whatsapp-android",
    messages: LOREM,
    agent: null,
    timestamps: { 2: "2019-01-30T20:49:00" }
  },
  {
    name: "fixture chat-miner Signal export",
    input: read("joweich_chat-miner_test_export.txt"),
    format: "signal",
    messages: [
      ["Jane Doe", "Hello John!"],
      ["John Doe", "Hello\nJane!"]
    ],
    agent: null
  },
  {
    name: "fixture langchain WhatsApp, six header variants",
    input: read("langchain-ai_langchain_whatsapp_chat.txt"),
    format: "whatsapp-android",
    messages: [
      ["James", "Hi here"],
      ["User name", "Message 123"],
      ["User 2", "Bye!"],
      ["User 1", "And let me know if anything changes"],
      ["User name 2", "Of course!"],
      ["User 2", "See you!"],
      ["User 1", "Hello"],
      ["User 2", "Goodbye"]
    ],
    agent: null
  },
  {
    name: "fixture slack-export-viewer enrique (channel joins)",
    input: read("hfaran_slack-export-viewer_enrique_2016-01-14.json"),
    format: "slack-json",
    messages: [
      [
        "U0BMQB6JE",
        "<@U0BMYT2FL>: Created an issue for a setup.py so that it can be installed to a standard place"
      ],
      ["U0BMQB6JE", "Need that done before it can be used in victoria"]
    ],
    agent: null
  },
  {
    name: "fixture slack-export-viewer traveling-sailor (bot messages)",
    input: read("hfaran_slack-export-viewer_traveling-sailor_2016-03-25.json"),
    format: "slack-json",
    messages: (() => {
      const items = JSON.parse(read("hfaran_slack-export-viewer_traveling-sailor_2016-03-25.json")) as Array<{
        user?: string
        bot_id?: string
        text: string
        attachments?: Array<{ text?: string; fallback?: string }>
      }>
      // Expected by hand: every item is a message; the bot's text is its attachments' text.
      return items.map((m): readonly [string, string] => [
        m.user ?? m.bot_id ?? "",
        m.text !== "" ? m.text : (m.attachments ?? []).map((a) => a.text ?? a.fallback ?? "").join("\n")
      ])
    })(),
    agent: "B0JL6UFSL"
  }
]
