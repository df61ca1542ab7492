/**
 * @cis/transcript: pasted chat text to messages (spec 2.1, 2.11, 4.10). Detects the layout
 * with no hint (WhatsApp, Signal, Slack, Discord, Telegram, Messenger/Instagram, Teams, Zoom,
 * IRC, AI chats, plain `Name: text`), reads messages, participants and an agent guess. Pure:
 * no I/O, no clock, no randomness.
 */
export * as Agent from "./Agent.js"
export * as Format from "./Format.js"
export * as Limits from "./Limits.js"
export * as Render from "./Render.js"
export * as Transcript from "./Transcript.js"
