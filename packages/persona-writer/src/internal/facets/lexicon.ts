/**
 * The vocabulary of the facet reader: occupations, cohorts, life situations, interests, eras and
 * qualifiers, each with the words that name it (matched on singular word tokens) and what it
 * contributes to a composed blueprint.
 * @internal
 */

/** A sector: drives the goals and pain points the writer draws for an occupation. */
export type Sector =
  | "care"
  | "tech"
  | "creative"
  | "trade"
  | "transport"
  | "business"
  | "education"
  | "retail"
  | "public"
  | "farm"
  | "science"

/** An occupation of the broad list. */
export interface Occupation {
  /** Phrases that name it (several words allowed), singular. */
  readonly names: ReadonlyArray<string>
  /** The value of the `occupation` field. */
  readonly label: string
  readonly sector: Sector
  /** Youngest age at which one works in it. */
  readonly minAge: number
  /** Values of the `specialty` field (at least 4, for variety). */
  readonly specialties: ReadonlyArray<string>
  /** Library domain that models it, if any. */
  readonly domain?: string
}

const occ = (
  names: ReadonlyArray<string>,
  label: string,
  sector: Sector,
  minAge: number,
  specialties: ReadonlyArray<string>,
  domain?: string
): Occupation =>
  domain === undefined
    ? { names, label, sector, minAge, specialties }
    : { names, label, sector, minAge, specialties, domain }

/** The broad occupation list (longest names are matched first by the reader). */
export const OCCUPATIONS: ReadonlyArray<Occupation> = [
  occ(["tiktok creator", "tiktoker", "tiktok influencer"], "TikTok creator", "creative", 14, [
    "comedy skits",
    "dance trends",
    "beauty and makeup",
    "fashion hauls",
    "food and street eats",
    "tech reviews",
    "music covers",
    "lifestyle vlogs"
  ]),
  occ(["youtuber", "youtube creator"], "YouTuber", "creative", 14, [
    "gaming videos",
    "tutorials",
    "vlogs",
    "reviews",
    "documentary essays",
    "music"
  ]),
  occ(["content creator", "creator", "influencer", "streamer"], "content creator", "creative", 14, [
    "lifestyle",
    "gaming",
    "fitness",
    "beauty",
    "food",
    "travel",
    "personal finance"
  ]),
  occ(["procurement manager", "purchasing manager", "buyer manager"], "procurement manager", "business", 24, [
    "software and IT purchasing",
    "indirect spend",
    "vendor management",
    "contract negotiation",
    "category management",
    "supplier risk"
  ]),
  occ(["blacksmith", "smith"], "blacksmith", "trade", 14, [
    "tools and farm implements",
    "horseshoes",
    "nails and hardware",
    "locks and hinges",
    "arms and armour",
    "cookware"
  ]),
  occ(
    ["truck driver", "long haul truck driver", "trucker", "lorry driver"],
    "long-haul truck driver",
    "transport",
    21,
    [
      "dry van freight",
      "refrigerated freight",
      "flatbed loads",
      "tanker loads",
      "car hauling",
      "livestock hauling"
    ]
  ),
  occ(
    ["nurse", "registered nurse"],
    "registered nurse",
    "care",
    21,
    ["intensive care", "emergency", "medical-surgical", "labour and delivery", "paediatrics", "geriatrics"],
    "healthcare_workers"
  ),
  occ(
    ["doctor", "physician", "gp", "general practitioner"],
    "physician",
    "care",
    25,
    ["family medicine", "internal medicine", "emergency medicine", "paediatrics", "psychiatry", "surgery"],
    "healthcare_workers"
  ),
  occ(
    ["paramedic", "emt"],
    "paramedic",
    "care",
    19,
    ["urban ambulance", "rural ambulance", "air ambulance", "event medicine"],
    "healthcare_workers"
  ),
  occ(
    ["pharmacist"],
    "pharmacist",
    "care",
    24,
    ["community pharmacy", "hospital pharmacy", "clinical pharmacy", "compounding"],
    "healthcare_workers"
  ),
  occ(["caregiver", "care worker", "carer"], "caregiver", "care", 18, [
    "elderly home care",
    "dementia care",
    "disability support",
    "respite care"
  ]),
  occ(
    ["software developer", "developer", "programmer", "software engineer", "engineer"],
    "software developer",
    "tech",
    18,
    ["backend", "frontend", "mobile", "data", "DevOps", "embedded"],
    "software_developers"
  ),
  occ(["data scientist", "data analyst", "analyst"], "data analyst", "tech", 21, [
    "marketing analytics",
    "product analytics",
    "finance analytics",
    "operations research",
    "machine learning"
  ]),
  occ(["product manager"], "product manager", "tech", 23, [
    "B2B platform",
    "consumer apps",
    "fintech",
    "health tech",
    "developer tools"
  ]),
  occ(["designer", "ux designer", "graphic designer"], "designer", "creative", 18, [
    "UX research",
    "interaction design",
    "brand identity",
    "illustration",
    "motion graphics"
  ]),
  occ(["game developer", "game designer", "indie game developer"], "game designer", "creative", 18, [
    "level design",
    "narrative design",
    "systems design",
    "combat design",
    "monetisation design"
  ]),
  occ(["teacher", "educator", "schoolteacher"], "teacher", "education", 22, [
    "primary school",
    "secondary maths",
    "secondary science",
    "languages",
    "special educational needs",
    "history"
  ]),
  occ(
    ["university lecturer", "university professor", "professor", "lecturer", "academic"],
    "university lecturer",
    "education",
    26,
    ["engineering", "economics", "biology", "literature", "computer science"]
  ),
  occ(["researcher", "scientist"], "researcher", "science", 22, [
    "biology",
    "chemistry",
    "physics",
    "social science",
    "climate science"
  ]),
  occ(["farmer", "grower", "rancher"], "farmer", "farm", 16, [
    "dairy",
    "grain",
    "vegetables",
    "cattle",
    "poultry",
    "orchards"
  ]),
  occ(
    ["small business owner", "shop owner", "business owner", "entrepreneur", "founder"],
    "small business owner",
    "business",
    20,
    ["café", "hair salon", "hardware store", "online shop", "bakery", "repair shop"]
  ),
  occ(["accountant", "bookkeeper"], "accountant", "business", 21, [
    "audit",
    "tax",
    "payroll",
    "management accounts",
    "small business books"
  ]),
  occ(["financial advisor", "financial adviser", "wealth manager"], "financial adviser", "business", 23, [
    "retirement planning",
    "investments",
    "insurance",
    "mortgages",
    "estate planning"
  ]),
  occ(["lawyer", "attorney", "solicitor"], "lawyer", "business", 24, [
    "family law",
    "corporate law",
    "criminal defence",
    "employment law",
    "immigration law"
  ]),
  occ(["marketing manager", "marketer", "marketing professional"], "marketing manager", "business", 22, [
    "brand",
    "performance marketing",
    "content marketing",
    "product marketing",
    "events"
  ]),
  occ(
    ["sales representative", "salesperson", "sales rep", "account executive"],
    "sales representative",
    "business",
    20,
    ["SaaS", "medical devices", "industrial equipment", "insurance", "real estate"]
  ),
  occ(["hr manager", "recruiter", "human resources manager"], "HR manager", "business", 22, [
    "recruiting",
    "employee relations",
    "compensation",
    "learning and development"
  ]),
  occ(["retail worker", "cashier", "shop assistant", "sales associate"], "retail worker", "retail", 16, [
    "supermarket",
    "fashion store",
    "electronics store",
    "pharmacy counter",
    "hardware store"
  ]),
  occ(["barista", "waiter", "waitress", "server", "bartender"], "hospitality worker", "retail", 16, [
    "café",
    "restaurant",
    "bar",
    "hotel",
    "catering"
  ]),
  occ(["chef", "cook"], "chef", "trade", 16, [
    "line cooking",
    "pastry",
    "catering",
    "street food",
    "fine dining"
  ]),
  occ(["electrician"], "electrician", "trade", 18, [
    "residential wiring",
    "commercial installs",
    "solar",
    "industrial maintenance"
  ]),
  occ(["plumber"], "plumber", "trade", 18, [
    "residential repairs",
    "heating systems",
    "new builds",
    "drainage"
  ]),
  occ(["carpenter", "builder", "construction worker"], "construction worker", "trade", 18, [
    "framing",
    "finishing carpentry",
    "roofing",
    "concrete",
    "renovations"
  ]),
  occ(["mechanic", "auto mechanic"], "mechanic", "trade", 18, [
    "cars",
    "trucks",
    "motorcycles",
    "farm machinery",
    "electric vehicles"
  ]),
  occ(["factory worker", "machine operator", "warehouse worker"], "warehouse worker", "trade", 18, [
    "picking and packing",
    "forklift operation",
    "inventory",
    "shipping and receiving"
  ]),
  occ(["delivery driver", "courier", "rider"], "delivery driver", "transport", 18, [
    "food delivery",
    "parcel delivery",
    "grocery delivery",
    "same-day courier"
  ]),
  occ(["taxi driver", "rideshare driver", "uber driver"], "rideshare driver", "transport", 21, [
    "airport runs",
    "late-night rides",
    "city commuting",
    "long-distance fares"
  ]),
  occ(["pilot"], "airline pilot", "transport", 23, ["short-haul", "long-haul", "regional", "cargo"]),
  occ(["police officer", "police", "cop"], "police officer", "public", 21, [
    "patrol",
    "traffic",
    "investigations",
    "community policing"
  ]),
  occ(["firefighter"], "firefighter", "public", 19, [
    "urban fire service",
    "wildland firefighting",
    "rescue",
    "volunteer brigade"
  ]),
  occ(["soldier", "veteran"], "military veteran", "public", 18, ["army", "navy", "air force", "marines"]),
  occ(["civil servant", "government employee", "public servant"], "civil servant", "public", 20, [
    "tax office",
    "social services",
    "planning",
    "transport agency"
  ]),
  occ(["social worker"], "social worker", "care", 22, [
    "child protection",
    "mental health",
    "elder care",
    "housing support"
  ]),
  occ(["therapist", "counsellor", "counselor", "psychologist"], "therapist", "care", 24, [
    "couples therapy",
    "child psychology",
    "trauma",
    "addiction",
    "anxiety and depression"
  ]),
  occ(["journalist", "reporter", "writer"], "journalist", "creative", 20, [
    "local news",
    "investigations",
    "tech",
    "politics",
    "culture"
  ]),
  occ(["musician", "artist", "painter", "photographer"], "artist", "creative", 16, [
    "painting",
    "photography",
    "music production",
    "ceramics",
    "street art"
  ]),
  occ(["athlete", "footballer", "coach"], "sports coach", "education", 18, [
    "football",
    "athletics",
    "swimming",
    "basketball",
    "fitness"
  ]),
  occ(["librarian"], "librarian", "education", 22, [
    "public library",
    "school library",
    "university library",
    "archives"
  ]),
  occ(["real estate agent", "realtor", "estate agent"], "real estate agent", "business", 20, [
    "residential sales",
    "rentals",
    "commercial property",
    "new developments"
  ]),
  occ(["fisherman", "fisher"], "fisher", "farm", 16, [
    "inshore fishing",
    "deep-sea fishing",
    "shellfish",
    "fish farming"
  ]),
  occ(["miner"], "miner", "trade", 18, ["coal", "gold", "copper", "quarrying"]),
  occ(["chimney sweep", "sweep"], "chimney sweep", "trade", 10, [
    "town-house flues",
    "factory chimneys",
    "soot collection and sale",
    "a master sweep's crew"
  ]),
  occ(["merchant", "trader"], "merchant", "business", 16, ["cloth", "spices", "grain", "wine", "salt"]),
  occ(["knight"], "knight", "public", 16, [
    "mounted combat",
    "castle garrison",
    "tournaments",
    "crusade veteran"
  ]),
  occ(["monk", "nun"], "monastic", "education", 14, [
    "manuscript copying",
    "herbal medicine",
    "brewing",
    "teaching"
  ]),
  occ(["bank teller", "banker"], "banker", "business", 21, [
    "retail banking",
    "business lending",
    "investment banking",
    "compliance"
  ]),
  occ(
    ["gamer", "esports player"],
    "gamer",
    "creative",
    13,
    ["competitive shooters", "strategy games", "RPGs", "sports games"],
    "gamers"
  ),
  occ(["hairdresser", "barber", "stylist"], "hairdresser", "retail", 16, [
    "salon cuts",
    "colouring",
    "barbering",
    "bridal styling"
  ]),
  occ(["cleaner", "janitor", "housekeeper"], "cleaner", "retail", 18, [
    "office cleaning",
    "hotel housekeeping",
    "home cleaning",
    "hospital cleaning"
  ]),
  occ(["security guard"], "security guard", "public", 18, [
    "retail security",
    "event security",
    "night watch",
    "corporate reception"
  ]),
  occ(
    ["call center agent", "support agent", "customer service representative"],
    "customer service agent",
    "business",
    18,
    ["telecoms", "banking", "e-commerce", "utilities"]
  )
]

/** An age cohort: the words that name it and its age window (as of 2026). */
export interface Cohort {
  readonly names: ReadonlyArray<string>
  readonly label: string
  readonly lo: number
  readonly hi: number
  /** Cohorts that mean the person no longer works. */
  readonly retired?: boolean
}

/** Generations and life stages. */
export const COHORTS: ReadonlyArray<Cohort> = [
  { names: ["gen z", "genz", "generation z", "zoomer", "zoomers"], label: "Gen Z", lo: 16, hi: 29 },
  { names: ["millennial", "gen y", "generation y"], label: "millennial", lo: 30, hi: 45 },
  { names: ["gen x", "generation x"], label: "Gen X", lo: 46, hi: 61 },
  { names: ["baby boomer", "boomer"], label: "baby boomer", lo: 62, hi: 80 },
  { names: ["gen alpha", "generation alpha"], label: "Gen Alpha", lo: 8, hi: 15 },
  { names: ["teen", "teenager", "adolescent", "high schooler"], label: "teenager", lo: 13, hi: 19 },
  { names: ["young adult"], label: "young adult", lo: 18, hi: 29 },
  { names: ["middle aged", "middle age"], label: "middle-aged", lo: 40, hi: 64 },
  {
    names: ["retiree", "retired", "pensioner", "senior citizen", "elderly", "older adult"],
    label: "retired",
    lo: 60,
    hi: 85,
    retired: true
  }
]

/** A field a situation adds: numeric or categorical. */
export type SituationField =
  | {
      readonly name: string
      readonly description: string
      readonly kind: "numeric"
      readonly min: number
      readonly max: number
      readonly mean: number
      readonly sd: number
    }
  | {
      readonly name: string
      readonly description: string
      readonly kind: "categorical"
      readonly weights: Readonly<Record<string, number>>
    }

/** A life situation: the words that name it, the role it gives, and what it adds. */
export interface Situation {
  readonly names: ReadonlyArray<string>
  readonly label: string
  /** When the prompt names no occupation, this is the population's role. */
  readonly role: string
  /** Age window it implies. */
  readonly lo: number
  readonly hi: number
  readonly fields: ReadonlyArray<SituationField>
  /** Phrase lists for the writer's goals and pains. */
  readonly topic: string
}

/** Life situations. */
export const SITUATIONS: ReadonlyArray<Situation> = [
  {
    names: [
      "parent of toddler",
      "parents of toddler",
      "parent of a toddler",
      "toddler parent",
      "parent of young child"
    ],
    label: "parent of a toddler",
    role: "parent of a toddler",
    lo: 20,
    hi: 48,
    topic: "toddler",
    fields: [
      {
        name: "children",
        description: "Number of children",
        kind: "numeric",
        min: 1,
        max: 4,
        mean: 1.6,
        sd: 0.8
      },
      {
        name: "youngest_child_age",
        description: "Age of the youngest child (years)",
        kind: "numeric",
        min: 1,
        max: 3,
        mean: 2,
        sd: 0.8
      }
    ]
  },
  {
    names: [
      "for elderly parent",
      "caring for elderly parent",
      "elderly parent",
      "aging parent",
      "ageing parent"
    ],
    label: "caring for an elderly parent",
    role: "family caregiver",
    lo: 30,
    hi: 70,
    topic: "parent",
    fields: [
      {
        name: "parent_age",
        description: "Age of the parent they care for",
        kind: "numeric",
        min: 68,
        max: 98,
        mean: 82,
        sd: 7
      },
      {
        name: "care_hours_per_week",
        description: "Hours of care a week",
        kind: "numeric",
        min: 2,
        max: 60,
        mean: 15,
        sd: 10
      }
    ]
  },
  {
    names: ["parent", "mom", "mum", "mother", "dad", "father"],
    label: "parent",
    role: "parent",
    lo: 22,
    hi: 60,
    topic: "parent",
    fields: [
      { name: "children", description: "Number of children", kind: "numeric", min: 1, max: 5, mean: 2, sd: 1 }
    ]
  },
  {
    names: ["food allergy", "food allergies", "allergy", "allergies"],
    label: "food allergies in the family",
    role: "parent",
    lo: 18,
    hi: 70,
    topic: "allergy",
    fields: [
      {
        name: "allergy",
        description: "The food allergy the family manages",
        kind: "categorical",
        weights: {
          peanut: 3,
          "tree nut": 2,
          egg: 3,
          "cow's milk": 3,
          sesame: 1,
          wheat: 1,
          shellfish: 1,
          soy: 1
        }
      }
    ]
  },
  {
    names: ["first time home buyer", "first time buyer", "first home buyer", "home buyer", "homebuyer"],
    label: "first-time home buyer",
    role: "first-time home buyer",
    lo: 24,
    hi: 45,
    topic: "homebuyer",
    fields: [
      {
        name: "budget_k",
        description: "Purchase budget (thousands, local currency)",
        kind: "numeric",
        min: 150,
        max: 700,
        mean: 380,
        sd: 120
      },
      {
        name: "household",
        description: "Who is buying",
        kind: "categorical",
        weights: { single: 3, couple: 4, "couple with children": 3 }
      },
      {
        name: "search_stage",
        description: "Where they are in the search",
        kind: "categorical",
        weights: {
          "just started looking": 3,
          "viewing flats": 4,
          "applying for a mortgage": 2,
          "making offers": 1
        }
      }
    ]
  },
  {
    names: ["student", "undergraduate", "college student", "university student"],
    label: "student",
    role: "student",
    lo: 17,
    hi: 30,
    topic: "student",
    fields: [
      {
        name: "field_of_study",
        description: "Field of study",
        kind: "categorical",
        weights: {
          "computer science": 3,
          business: 3,
          medicine: 2,
          law: 1,
          engineering: 2,
          "arts and humanities": 2,
          psychology: 2
        }
      },
      {
        name: "study_year",
        description: "Year of study",
        kind: "numeric",
        min: 1,
        max: 5,
        mean: 2.5,
        sd: 1.2
      }
    ]
  },
  {
    names: ["newlywed", "newly married"],
    label: "newlywed",
    role: "newlywed",
    lo: 22,
    hi: 45,
    topic: "parent",
    fields: [
      {
        name: "months_married",
        description: "Months since the wedding",
        kind: "numeric",
        min: 0,
        max: 24,
        mean: 10,
        sd: 6
      }
    ]
  },
  {
    names: ["immigrant", "expat", "newcomer", "migrant"],
    label: "recent immigrant",
    role: "recent immigrant",
    lo: 20,
    hi: 60,
    topic: "immigrant",
    fields: [
      {
        name: "years_in_country",
        description: "Years since arriving",
        kind: "numeric",
        min: 0,
        max: 10,
        mean: 3,
        sd: 2.5
      }
    ]
  },
  {
    names: ["job seeker", "unemployed", "jobseeker"],
    label: "job seeker",
    role: "job seeker",
    lo: 18,
    hi: 64,
    topic: "jobseeker",
    fields: [
      {
        name: "months_searching",
        description: "Months looking for work",
        kind: "numeric",
        min: 0,
        max: 24,
        mean: 5,
        sd: 4
      }
    ]
  },
  {
    names: ["small investor", "retail investor", "investor", "saver"],
    label: "retail investor",
    role: "retail investor",
    lo: 20,
    hi: 75,
    topic: "investor",
    fields: [
      {
        name: "portfolio_k",
        description: "Portfolio size (thousands)",
        kind: "numeric",
        min: 1,
        max: 500,
        mean: 60,
        sd: 80
      }
    ]
  },
  {
    names: ["patient", "diabetic", "cancer survivor"],
    label: "patient",
    role: "patient",
    lo: 18,
    hi: 85,
    topic: "patient",
    fields: [
      {
        name: "years_since_diagnosis",
        description: "Years since diagnosis",
        kind: "numeric",
        min: 0,
        max: 20,
        mean: 5,
        sd: 4
      }
    ]
  }
]

/** An interest: the words that name it and the value of the `hobby` field. */
export interface Interest {
  readonly names: ReadonlyArray<string>
  readonly label: string
  /** Words that may sit around it and are covered with it ("play", "online"). */
  readonly with?: ReadonlyArray<string>
  readonly extra?: SituationField
}

/** Interests and hobbies. */
export const INTERESTS: ReadonlyArray<Interest> = [
  {
    names: ["chess"],
    label: "online chess",
    with: ["play", "online", "playing", "love", "loves"],
    extra: {
      name: "chess_rating",
      description: "Online chess rating",
      kind: "numeric",
      min: 600,
      max: 2200,
      mean: 1300,
      sd: 300
    }
  },
  { names: ["gardening", "garden"], label: "gardening", with: ["love", "loves", "enjoy", "enjoys"] },
  { names: ["hiking", "hike"], label: "hiking", with: ["love", "enjoy", "go"] },
  { names: ["running", "marathon", "runner"], label: "running", with: ["love", "loves", "enjoy", "enjoys"] },
  { names: ["cycling", "cyclist", "bike"], label: "cycling", with: ["love", "loves", "enjoy", "enjoys"] },
  { names: ["cooking", "baking"], label: "cooking", with: ["love", "loves", "enjoy", "enjoys"] },
  { names: ["video game", "gaming"], label: "video games", with: ["play", "playing", "love", "loves"] },
  { names: ["board game"], label: "board games", with: ["play", "playing"] },
  { names: ["true crime podcast", "podcast"], label: "podcasts", with: ["listen", "love"] },
  { names: ["fitness", "gym", "workout"], label: "fitness", with: ["go", "love"] },
  { names: ["fishing"], label: "fishing", with: ["go", "love"] },
  { names: ["travel", "traveling", "travelling"], label: "travel", with: ["love", "loves"] },
  {
    names: ["crypto", "cryptocurrency"],
    label: "crypto",
    with: ["invest", "trade", "love", "loves", "into"]
  },
  {
    names: ["climate science", "sustainability", "eco friendly", "climate"],
    label: "sustainability",
    with: ["care"]
  },
  { names: ["music", "concert"], label: "live music", with: ["love", "loves"] },
  { names: ["reading", "book"], label: "reading", with: ["love", "loves"] },
  { names: ["yoga"], label: "yoga", with: ["practice", "do"] },
  { names: ["knitting", "crafting"], label: "crafts", with: ["love", "loves"] }
]

/** An era or setting. */
export interface Era {
  readonly names: ReadonlyArray<string>
  readonly label: string
  /** Places of the era (the `location` field) when the prompt names none. */
  readonly places: ReadonlyArray<string>
  /** Age window typical of working people of the era. */
  readonly lo: number
  readonly hi: number
}

/** Historical and fictional settings. */
export const ERAS: ReadonlyArray<Era> = [
  {
    names: ["medieval", "middle age", "middle ages"],
    label: "medieval Europe (c. 1300)",
    places: ["York", "Nuremberg", "Bruges", "Paris", "Florence", "Winchester", "Toledo", "Lübeck"],
    lo: 14,
    hi: 60
  },
  {
    names: ["victorian"],
    label: "Victorian England (c. 1880)",
    places: ["London", "Manchester", "Leeds", "Bristol", "Birmingham"],
    lo: 14,
    hi: 65
  },
  {
    names: ["viking"],
    label: "Viking Age Scandinavia (c. 900)",
    places: ["Hedeby", "Birka", "Kaupang", "Jorvik", "Ribe"],
    lo: 14,
    hi: 55
  },
  {
    names: ["renaissance"],
    label: "Renaissance Italy (c. 1500)",
    places: ["Florence", "Venice", "Milan", "Rome", "Genoa"],
    lo: 14,
    hi: 60
  },
  {
    names: ["wild west", "old west"],
    label: "the American Old West (c. 1875)",
    places: ["Dodge City", "Tombstone", "Deadwood", "Abilene", "Santa Fe"],
    lo: 16,
    hi: 60
  },
  {
    names: ["cyberpunk", "futuristic", "sci fi"],
    label: "a near-future cyberpunk city (2077)",
    places: ["Neo-Tokyo", "Night City", "New Lagos", "Hyperion Arcology"],
    lo: 16,
    hi: 70
  },
  {
    names: ["fantasy"],
    label: "a high-fantasy realm",
    places: ["Ravenhold", "Eldmoor", "Silverkeep", "Thornwick"],
    lo: 16,
    hi: 90
  }
]

/** A qualifier: words that add one pinned field (or restrict one). */
export interface Qualifier {
  readonly names: ReadonlyArray<string>
  readonly field: string
  readonly description: string
  readonly value: string
}

/** Qualifiers of place, work pattern, employer and market. */
export const QUALIFIERS: ReadonlyArray<Qualifier> = [
  {
    names: ["rural", "countryside", "small town"],
    field: "area",
    description: "Kind of place",
    value: "rural"
  },
  { names: ["urban", "inner city", "big city"], field: "area", description: "Kind of place", value: "urban" },
  { names: ["suburban", "suburb"], field: "area", description: "Kind of place", value: "suburban" },
  { names: ["night shift", "night"], field: "shift", description: "Usual shift pattern", value: "night" },
  {
    names: ["mid size company", "mid size", "midsize", "mid market", "medium sized"],
    field: "company_size",
    description: "Size of the employer",
    value: "mid-size (250-2,000 employees)"
  },
  {
    names: ["small company", "small business", "smb", "startup"],
    field: "company_size",
    description: "Size of the employer",
    value: "small (under 250 employees)"
  },
  {
    names: ["enterprise", "large company", "fortune 500"],
    field: "company_size",
    description: "Size of the employer",
    value: "large (over 2,000 employees)"
  },
  {
    names: ["b2b saas", "saas", "b2b software"],
    field: "buys",
    description: "What they buy or sell",
    value: "B2B SaaS"
  },
  { names: ["hospital"], field: "workplace", description: "Where they work", value: "hospital" },
  { names: ["long haul"], field: "route", description: "Kind of route", value: "long-haul" },
  {
    names: ["freelance", "freelancer", "self employed"],
    field: "employment",
    description: "Employment type",
    value: "self-employed"
  },
  {
    names: ["remote", "remote worker"],
    field: "work_arrangement",
    description: "Work arrangement",
    value: "remote"
  },
  {
    names: ["low income", "low-income"],
    field: "income_band",
    description: "Household income band",
    value: "low income"
  },
  {
    names: ["high income", "affluent", "wealthy"],
    field: "income_band",
    description: "Household income band",
    value: "high income"
  },
  { names: ["vegan", "vegetarian"], field: "diet", description: "Diet", value: "vegetarian or vegan" },
  { names: ["single"], field: "marital_status", description: "Marital status", value: "single" },
  {
    names: ["female", "woman", "women", "girl"],
    field: "gender",
    description: "Gender identity",
    value: "female"
  },
  { names: ["male", "man", "men", "guy"], field: "gender", description: "Gender identity", value: "male" }
]

/** Regions named by an adjective, and the countries they stand for. */
export const REGION_ADJECTIVES: ReadonlyArray<{
  readonly names: ReadonlyArray<string>
  readonly label: string
  readonly countries: ReadonlyArray<string>
}> = [
  {
    names: ["european", "europe", "eu"],
    label: "Europe",
    countries: [
      "Germany",
      "France",
      "Netherlands",
      "Spain",
      "Italy",
      "Poland",
      "Sweden",
      "Belgium",
      "Austria",
      "Ireland"
    ]
  },
  {
    names: ["latin american", "latin america", "latam"],
    label: "Latin America",
    countries: ["Mexico", "Brazil", "Argentina", "Colombia", "Chile"]
  },
  {
    names: ["african", "africa"],
    label: "Africa",
    countries: ["Nigeria", "Kenya", "South Africa", "Ghana", "Egypt"]
  },
  {
    names: ["asian", "asia"],
    label: "Asia",
    countries: ["India", "Japan", "Indonesia", "Philippines", "Vietnam", "South Korea"]
  },
  { names: ["american"], label: "United States", countries: ["United States"] },
  { names: ["british"], label: "United Kingdom", countries: ["United Kingdom"] },
  { names: ["german"], label: "Germany", countries: ["Germany"] },
  { names: ["french"], label: "France", countries: ["France"] },
  { names: ["nigerian"], label: "Nigeria", countries: ["Nigeria"] },
  { names: ["indian"], label: "India", countries: ["India"] },
  { names: ["brazilian"], label: "Brazil", countries: ["Brazil"] },
  { names: ["mexican"], label: "Mexico", countries: ["Mexico"] },
  { names: ["japanese"], label: "Japan", countries: ["Japan"] },
  { names: ["canadian"], label: "Canada", countries: ["Canada"] },
  { names: ["australian"], label: "Australia", countries: ["Australia"] }
]

/** Words that carry no facet and need none (function words, generic population nouns). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "in",
  "at",
  "on",
  "of",
  "for",
  "from",
  "with",
  "without",
  "and",
  "or",
  "to",
  "who",
  "whom",
  "that",
  "which",
  "are",
  "is",
  "be",
  "their",
  "they",
  "them",
  "people",
  "person",
  "persona",
  "personas",
  "population",
  "living",
  "based",
  "working",
  "work",
  "live",
  "lives",
  "across",
  "around",
  "near",
  "some",
  "all",
  "any",
  "by",
  "aged",
  "age",
  "year",
  "old",
  "between",
  "under",
  "over",
  "than",
  "more",
  "less",
  "least",
  "most",
  "only",
  "group",
  "user",
  "users",
  "individual",
  "s",
  "as",
  "into",
  "about",
  "do",
  "does",
  "have",
  "has",
  "had",
  "y",
  "o",
  "company",
  "companies",
  "business",
  "who",
  "generate",
  "create",
  "make",
  "sample",
  "set",
  "mix",
  "various"
])
