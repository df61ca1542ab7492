/**
 * The chat layouts the parser recognises. The parser picks one per input with no hint;
 * `plain` is the generic `Name: text` fallback and `unknown` means nothing was readable.
 */

/** Every format, most specific first (the order detection breaks ties in). */
export const all = [
  "whatsapp-android",
  "whatsapp-ios",
  "signal",
  "slack-copy",
  "slack-json",
  "discord-copy",
  "discord-exporter",
  "discord-json",
  "telegram-copy",
  "telegram-json",
  "meta-json",
  "json-messages",
  "teams-copy",
  "teams-vtt",
  "zoom-chat",
  "irc",
  "ai-chat",
  "plain",
  "unknown"
] as const

/** A detected layout of the pasted text. */
export type Format = (typeof all)[number]

/** One line per format, for documentation and API responses. */
export const describe: Readonly<Record<Format, string>> = {
  "whatsapp-android": "WhatsApp Android export: `d/m/yy, hh:mm - Name: text` (any locale order, 12/24 h)",
  "whatsapp-ios": "WhatsApp iOS export: `[d/m/yy, hh:mm:ss] Name: text` (any locale order, 12/24 h)",
  signal: "Signal text export: `[yyyy-mm-dd, hh:mm] Name: text`",
  "slack-copy": "Slack desktop copy-paste: `Name  10:32 AM` then the text, `(edited)`, reactions",
  "slack-json": "Slack export JSON (a channel-day file: array of message objects)",
  "discord-copy": "Discord client copy-paste: `Name — Today at 4:20 PM` then the text, APP/BOT badges",
  "discord-exporter": "DiscordChatExporter plain text: header block, `[1/2/2024 3:04 PM] name` then the text",
  "discord-json": "DiscordChatExporter JSON: `{guild, channel, messages: [{author, content}]}`",
  "telegram-copy": "Telegram Desktop copy: `Name, [12.01.24 15:04]` then the text",
  "telegram-json": "Telegram Desktop JSON export (`result.json`, text as entity arrays, service messages)",
  "meta-json":
    "Facebook Messenger or Instagram JSON export (`sender_name`, `content`, Latin-1 mojibake repaired)",
  "json-messages":
    "A JSON list of messages with a speaker field (`speaker`, `sender`, `author`, `name`, `from`, `user`, `role`) and a text field (`text`, `content`, `message`, `body`), or `{messages: [...]}`",
  "teams-copy":
    "Microsoft Teams copy-paste: name line, `10:30:45 AM → https://teams.microsoft.com/l/message/...`, text",
  "teams-vtt": "Meeting transcript in WebVTT (`<v Speaker>text</v>` or `Speaker: text` cues)",
  "zoom-chat": "Zoom saved chat: `HH:MM:SS From  Name : text` (old) or `HH:MM:SS Name:\\ttext` (new)",
  irc: "IRC logs: irssi, WeeChat, HexChat, ISO-stamped and dircproxy `<nick!user@host>` lines",
  "ai-chat":
    "AI chat copy-paste: `You said:`/`ChatGPT said:`, `User:`/`Assistant:`, `Human:`/`AI:`, `## Prompt:`/`## Response:`",
  plain: "Generic `Name: text` lines (also `**Name:** text`), optionally after a `[10:32]` time",
  unknown: "Nothing readable: no line reads as a message"
}
