/** The library domain of gamers (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, n, numeric, numericChild, text } from "./build.js"

/** The gamers domain. */
export const gamers: Domain = {
  id: "gamers",
  label: "gamers",
  noun: "gamer",
  keywords: {
    gamer: 6,
    gaming: 6,
    game: 3,
    "video game": 6,
    player: 3,
    esport: 5,
    twitch: 4,
    steam: 3,
    console: 4,
    playstation: 4,
    xbox: 4,
    nintendo: 4,
    switch: 1,
    streamer: 3,
    mmo: 4,
    mmorpg: 4,
    rpg: 4,
    fps: 4,
    fortnite: 4,
    minecraft: 4,
    "battle royale": 4,
    guild: 2,
    speedrunner: 4
  },
  blueprint: blueprint(
    "gamers",
    [
      numeric("age", "Age in years", n(13, 70, 27, 9)),
      categorical("gender", "Gender identity", { male: 55, female: 41, "non-binary": 4 }),
      categorical("platform", "Main platform", {
        PC: 4,
        PlayStation: 3,
        Xbox: 2,
        "Nintendo Switch": 2,
        mobile: 4
      }),
      categoricalChild("favorite_genre", "Favourite genre", "platform", {
        PC: {
          strategy: 3,
          "first-person shooter": 3,
          MMORPG: 2,
          simulation: 2,
          "role-playing": 3,
          survival: 2
        },
        PlayStation: {
          "action-adventure": 4,
          "first-person shooter": 3,
          sports: 2,
          "role-playing": 2,
          fighting: 1
        },
        Xbox: { "first-person shooter": 4, sports: 3, racing: 2, "action-adventure": 2 },
        "Nintendo Switch": { platformer: 4, "role-playing": 2, party: 3, "life simulation": 3 },
        mobile: { puzzle: 4, "battle royale": 3, casual: 3, strategy: 2 }
      }),
      categorical(
        "skill_level",
        "Self-rated skill",
        { casual: 5, intermediate: 4, advanced: 2, competitive: 1 },
        ["casual", "intermediate", "advanced", "competitive"]
      ),
      numericChild("hours_per_week", "Hours played per week", "skill_level", {
        casual: n(1, 15, 5, 3),
        intermediate: n(3, 30, 12, 5),
        advanced: n(8, 50, 20, 7),
        competitive: n(15, 80, 32, 10)
      }),
      numeric("years_gaming", "Years since they started gaming", n(0, 50, 12, 7)),
      numericChild("monthly_spend_usd", "Monthly spending on games, USD", "skill_level", {
        casual: n(0, 80, 10, 10, false),
        intermediate: n(0, 150, 25, 20, false),
        advanced: n(0, 300, 45, 35, false),
        competitive: n(0, 500, 70, 50, false)
      }),
      text("bio", "Background"),
      text("motivation", "Why they play"),
      text("pet_peeve", "What annoys them in games")
    ],
    [
      { name: "started_after_age_4", lhs: "years_gaming", op: "<=", rhs: "age - 4" },
      { name: "spend_vs_playtime", lhs: "monthly_spend_usd", op: "<=", rhs: "10 * hours_per_week + 20" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {skill_level} gamer who mostly plays {favorite_genre} games on {platform}.",
        "{first} {last}, {age}, has been gaming for {years:years_gaming} and sticks to {favorite_genre} games on {platform}.",
        "At {age}, {first} is {a:skill_level} {platform} player with a soft spot for {favorite_genre} games."
      ],
      [
        "{first} plays about {n:hours_per_week:hour} a week and spends around {usd:monthly_spend_usd} a month on games.",
        "A normal week means {n:hours_per_week:hour} of play; the monthly games budget is about {usd:monthly_spend_usd}.",
        "{Their} habit: {n:hours_per_week:hour} a week, roughly {usd:monthly_spend_usd} a month."
      ],
      ["{~gamestyle@skill_level}"]
    ],
    motivation: [
      [
        "{first} plays for {~gamemotive@skill_level}.",
        "What keeps {first} playing is {~gamemotive@skill_level}.",
        "For {first}, gaming is about {~gamemotive@skill_level}."
      ]
    ],
    pet_peeve: [
      [
        "{first} can't stand {~gamepeeve@platform}.",
        "{Their} pet peeve is {~gamepeeve@platform}.",
        "Nothing ruins a session for {first} like {~gamepeeve@platform}."
      ]
    ]
  },
  phrases: {
    "gamestyle:casual": [
      "{first} plays to unwind after work and never sweats the leaderboard.",
      "{first} drops in and out of games without much planning."
    ],
    "gamestyle:intermediate": [
      "{first} finishes most games and likes a decent challenge.",
      "{first} follows patch notes for favourite games."
    ],
    "gamestyle:advanced": [
      "{first} studies builds and strategies between sessions.",
      "{first} plays on hard mode by default."
    ],
    "gamestyle:competitive": [
      "{first} plays ranked every day and reviews replays to improve.",
      "{first} has entered several online tournaments."
    ],
    "gamemotive:casual": ["relaxing after a long day", "playing with friends who live far away"],
    "gamemotive:intermediate": ["good stories and the feeling of progress", "exploring new worlds"],
    "gamemotive:advanced": ["mastering difficult mechanics", "the satisfaction of beating hard content"],
    "gamemotive:competitive": ["climbing the rankings", "the adrenaline of close matches"],
    "gamepeeve:PC": ["games shipped with broken ports", "aggressive anti-cheat that slows the machine"],
    "gamepeeve:PlayStation": ["paywalled online play", "day-one patches bigger than the game"],
    "gamepeeve:Xbox": ["matchmaking with players far above {their} level", "long install times"],
    "gamepeeve:Nintendo Switch": ["full-price ports of old games", "drifting controllers"],
    "gamepeeve:mobile": ["pay-to-win mechanics", "ads after every level"]
  }
}
