/**
 * The enhance test set: free-text descriptions and the facts each must keep (field → substring
 * the field must contain, case-insensitive). Every fact listed is explicit in its text.
 */
export interface EnhanceCase {
  readonly text: string
  readonly keep: Readonly<Record<string, string>>
}

export const ENHANCE_SET: ReadonlyArray<EnhanceCase> = [
  {
    text: "Maria, 34, night-shift ICU nurse at a 25-bed critical access hospital in rural Nebraska. Single mom of two, loves true-crime podcasts, worried about staffing cuts",
    keep: {
      name: "Maria",
      age: "34",
      occupation: "night-shift ICU nurse",
      workplace: "25-bed critical access hospital",
      location: "rural Nebraska",
      family: "single mom of two",
      interests: "true-crime podcasts",
      worries: "staffing cuts"
    }
  },
  {
    text: "52-year-old male software architect",
    keep: { age: "52", gender: "male", occupation: "software architect" }
  },
  {
    text: "Maria Lopez is a 34-year-old nurse from Lyon who loves hiking and photography. She is curious and a bit shy.",
    keep: {
      name: "Maria Lopez",
      age: "34",
      gender: "female",
      occupation: "nurse",
      location: "Lyon",
      interests: "hiking",
      traits: "curious"
    }
  },
  {
    text: "Tunde, 27, Lagos-based TikTok creator who loves afrobeats",
    keep: { name: "Tunde", age: "27", occupation: "TikTok creator", interests: "afrobeats" }
  },
  {
    text: "Jonas Becker, 41, a procurement manager from Berlin, worried about vendor lock-in",
    keep: {
      name: "Jonas Becker",
      age: "41",
      occupation: "procurement manager",
      location: "Berlin",
      worries: "vendor lock-in"
    }
  },
  {
    text: "I'm Priya, a 29 year old data analyst in Mumbai. I love cricket and baking.",
    keep: { name: "Priya", age: "29", occupation: "data analyst", location: "Mumbai", interests: "cricket" }
  },
  {
    text: "Retired truck driver from Texas, 68, who plays chess online",
    keep: { age: "68", occupation: "retired truck driver", location: "Texas" }
  },
  {
    text: "Sophie, 31, primary school teacher in Manchester, married with two kids, enjoys running",
    keep: {
      name: "Sophie",
      age: "31",
      occupation: "teacher",
      location: "Manchester",
      family: "married with two kids",
      interests: "running"
    }
  },
  {
    text: "Carlos Mendes is a 45-year-old electrician from Sao Paulo who is worried about rising costs",
    keep: {
      name: "Carlos Mendes",
      age: "45",
      occupation: "electrician",
      location: "Sao Paulo",
      worries: "rising costs"
    }
  },
  {
    text: "Aiko, 23, graphic designer in Tokyo who loves anime and ramen",
    keep: { name: "Aiko", age: "23", occupation: "graphic designer", location: "Tokyo", interests: "anime" }
  },
  {
    text: "Dad of three, 39, works as a plumber in Ohio",
    keep: { age: "39", occupation: "plumber", location: "Ohio", family: "dad of three" }
  },
  {
    text: "Fatima Bello, 36, pharmacist in Abuja, concerned about drug shortages",
    keep: {
      name: "Fatima Bello",
      age: "36",
      occupation: "pharmacist",
      location: "Abuja",
      worries: "drug shortages"
    }
  },
  {
    text: "Liam, 19, university student in Dublin who enjoys gaming and football",
    keep: { name: "Liam", age: "19", occupation: "student", location: "Dublin", interests: "gaming" }
  },
  {
    text: "Greta Nilsson is a 58-year-old farmer from Sweden. She loves knitting.",
    keep: {
      name: "Greta Nilsson",
      age: "58",
      gender: "female",
      occupation: "farmer",
      location: "Sweden",
      interests: "knitting"
    }
  },
  {
    text: "Marco, 44, a chef in Rome, divorced, passionate about wine",
    keep: {
      name: "Marco",
      age: "44",
      occupation: "chef",
      location: "Rome",
      family: "divorced",
      interests: "wine"
    }
  },
  {
    text: "Hannah Schmidt, 30, first-time home buyer in Berlin, worried about interest rates",
    keep: { name: "Hannah Schmidt", age: "30", location: "Berlin", worries: "interest rates" }
  },
  {
    text: "Kwame, 50, accountant in Accra who likes jazz",
    keep: { name: "Kwame", age: "50", occupation: "accountant", location: "Accra", interests: "jazz" }
  },
  {
    text: "Elena Petrova is a 61-year-old lawyer from Madrid who loves opera and gardening",
    keep: { name: "Elena Petrova", age: "61", occupation: "lawyer", location: "Madrid", interests: "opera" }
  },
  {
    text: "Sam, 26, non-binary backend engineer in Amsterdam who enjoys climbing",
    keep: {
      name: "Sam",
      age: "26",
      gender: "non-binary",
      occupation: "backend engineer",
      location: "Amsterdam",
      interests: "climbing"
    }
  },
  {
    text: "Rosa, 72, retired teacher from Mexico City, grandmother of five, loves cooking",
    keep: {
      name: "Rosa",
      age: "72",
      occupation: "retired teacher",
      location: "Mexico City",
      family: "grandmother of five",
      interests: "cooking"
    }
  },
  {
    text: "Ahmed Hassan, 33, taxi driver in Cairo, worried about fuel prices",
    keep: {
      name: "Ahmed Hassan",
      age: "33",
      occupation: "taxi driver",
      location: "Cairo",
      worries: "fuel prices"
    }
  },
  {
    text: "Chloe, 28, marketing manager at a mid-size startup in Paris, loves yoga",
    keep: { name: "Chloe", age: "28", occupation: "marketing manager", location: "Paris", interests: "yoga" }
  },
  {
    text: "Ivan, 47, a long-haul truck driver from Poland who enjoys fishing",
    keep: {
      name: "Ivan",
      age: "47",
      occupation: "long-haul truck driver",
      location: "Poland",
      interests: "fishing"
    }
  },
  {
    text: "Olivia Brown is a 38-year-old social worker in Toronto. Mother of two. Worried about burnout.",
    keep: {
      name: "Olivia Brown",
      age: "38",
      occupation: "social worker",
      location: "Toronto",
      family: "mother of two",
      worries: "burnout"
    }
  },
  {
    text: "Raj, 55, bank manager in Delhi who loves cricket",
    keep: { name: "Raj", age: "55", occupation: "bank manager", location: "Delhi", interests: "cricket" }
  },
  {
    text: "Noura, 24, content creator in Dubai who is into fashion",
    keep: { name: "Noura", age: "24", occupation: "content creator", location: "Dubai", interests: "fashion" }
  },
  {
    text: "Peter Olsen, 63, fisherman from Norway, widowed, enjoys woodworking",
    keep: {
      name: "Peter Olsen",
      age: "63",
      occupation: "fisherman",
      location: "Norway",
      family: "widowed",
      interests: "woodworking"
    }
  },
  {
    text: "Lucia, 35, paramedic in rural Spain, worried about long response times",
    keep: {
      name: "Lucia",
      age: "35",
      occupation: "paramedic",
      location: "rural Spain",
      worries: "long response times"
    }
  },
  {
    text: "Ben, 42, high school history teacher in Chicago who loves board games",
    keep: {
      name: "Ben",
      age: "42",
      occupation: "history teacher",
      location: "Chicago",
      interests: "board games"
    }
  },
  {
    text: "Yuki Tanaka is a 31-year-old game designer from Osaka. He enjoys jazz and cycling.",
    keep: {
      name: "Yuki Tanaka",
      age: "31",
      gender: "male",
      occupation: "game designer",
      location: "Osaka",
      interests: "jazz"
    }
  },
  {
    text: "Amara, 29, nurse at a children's hospital in Nairobi, single, loves gospel music",
    keep: {
      name: "Amara",
      age: "29",
      occupation: "nurse",
      location: "Nairobi",
      family: "single",
      interests: "gospel music"
    }
  },
  {
    text: "Thomas Wright, 57, medieval history professor in Edinburgh, worried about funding cuts",
    keep: {
      name: "Thomas Wright",
      age: "57",
      occupation: "professor",
      location: "Edinburgh",
      worries: "funding cuts"
    }
  }
]
