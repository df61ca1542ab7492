/**
 * Geography of composed personas: the country of a place, the places a persona of a named place
 * lives in, and the name lists of a country's locale (taken from `@faker-js/faker`'s locale
 * definitions, drawn with our own seeded generator so that the engine stays pure).
 * @internal
 */
import { faker as de } from "@faker-js/faker/locale/de"
import { faker as de_AT } from "@faker-js/faker/locale/de_AT"
import { faker as de_CH } from "@faker-js/faker/locale/de_CH"
import { faker as en } from "@faker-js/faker/locale/en"
import { faker as en_AU } from "@faker-js/faker/locale/en_AU"
import { faker as en_IN } from "@faker-js/faker/locale/en_IN"
import { faker as en_NG } from "@faker-js/faker/locale/en_NG"
import { faker as es } from "@faker-js/faker/locale/es"
import { faker as es_MX } from "@faker-js/faker/locale/es_MX"
import { faker as fr } from "@faker-js/faker/locale/fr"
import { faker as it } from "@faker-js/faker/locale/it"
import { faker as nl } from "@faker-js/faker/locale/nl"
import { faker as pl } from "@faker-js/faker/locale/pl"
import { faker as pt_BR } from "@faker-js/faker/locale/pt_BR"
import { faker as sv } from "@faker-js/faker/locale/sv"
import { faker as tr } from "@faker-js/faker/locale/tr"
import { STATES } from "../places.js"

/** First names by group and last names of one locale. */
export interface NameSet {
  readonly female: ReadonlyArray<string>
  readonly male: ReadonlyArray<string>
  readonly last: ReadonlyArray<string>
}

type Definitions = typeof en.rawDefinitions

const nameSet = (d: Definitions): NameSet | undefined => {
  const first = d.person?.first_name
  const last = d.person?.last_name
  const female = first?.female ?? first?.generic
  const male = first?.male ?? first?.generic
  const lastNames = last?.generic ?? [...(last?.female ?? []), ...(last?.male ?? [])]
  if (female === undefined || male === undefined || lastNames.length === 0) return undefined
  const clean = (xs: ReadonlyArray<string>) => xs.filter((x) => /^[\p{L}' -]+$/u.test(x) && x.length > 1)
  return { female: clean(female), male: clean(male), last: clean(lastNames) }
}

const LOCALES: Readonly<Record<string, { readonly rawDefinitions: Definitions }>> = {
  de,
  de_AT,
  de_CH,
  en,
  en_AU,
  en_IN,
  en_NG,
  es,
  es_MX,
  fr,
  it,
  nl,
  pl,
  pt_BR,
  sv,
  tr
}

/** Country → locale of its names. */
const COUNTRY_LOCALE: Readonly<Record<string, string>> = {
  Nigeria: "en_NG",
  Germany: "de",
  Austria: "de_AT",
  Switzerland: "de_CH",
  France: "fr",
  Belgium: "nl",
  Netherlands: "nl",
  Spain: "es",
  Mexico: "es_MX",
  Argentina: "es",
  Colombia: "es_MX",
  Chile: "es",
  Peru: "es",
  Brazil: "pt_BR",
  Portugal: "pt_BR",
  Italy: "it",
  Poland: "pl",
  Sweden: "sv",
  Turkey: "tr",
  India: "en_IN",
  Australia: "en_AU",
  "United States": "en",
  "United Kingdom": "en",
  Ireland: "en",
  Canada: "en",
  "New Zealand": "en_AU"
}

const cache = new Map<string, NameSet | undefined>()

/** The name lists of a country, when its locale has them. */
export const namesOf = (country: string): NameSet | undefined => {
  const locale = COUNTRY_LOCALE[country]
  if (locale === undefined) return undefined
  if (!cache.has(locale)) {
    const defs = LOCALES[locale]
    cache.set(locale, defs === undefined ? undefined : nameSet(defs.rawDefinitions))
  }
  return cache.get(locale)
}

/** Names of medieval and early-modern Europe (no library has them). */
export const HISTORICAL: NameSet = {
  female: [
    "Agnes",
    "Alice",
    "Matilda",
    "Joan",
    "Isabel",
    "Cecily",
    "Margery",
    "Emma",
    "Beatrice",
    "Edith",
    "Juliana",
    "Avice",
    "Rose",
    "Sibyl",
    "Amice",
    "Helewise"
  ],
  male: [
    "John",
    "William",
    "Robert",
    "Richard",
    "Thomas",
    "Walter",
    "Hugh",
    "Geoffrey",
    "Roger",
    "Henry",
    "Ralph",
    "Simon",
    "Gilbert",
    "Adam",
    "Nicholas",
    "Stephen",
    "Osbert",
    "Baldwin"
  ],
  last: [
    "Smith",
    "atte Wode",
    "Fletcher",
    "Cooper",
    "Baker",
    "Miller",
    "Fuller",
    "of Ely",
    "Carter",
    "Turner",
    "Webb",
    "Mason",
    "Thatcher",
    "Wright",
    "le Grey",
    "Brewer",
    "Chandler",
    "Tanner"
  ]
}

const CITY_COUNTRY: Readonly<Record<string, string>> = {
  Tokyo: "Japan",
  Osaka: "Japan",
  Seoul: "South Korea",
  Beijing: "China",
  Shanghai: "China",
  Shenzhen: "China",
  Mumbai: "India",
  Delhi: "India",
  "New Delhi": "India",
  Bangalore: "India",
  Bengaluru: "India",
  Chennai: "India",
  Hyderabad: "India",
  Karachi: "Pakistan",
  Lahore: "Pakistan",
  Dhaka: "Bangladesh",
  Jakarta: "Indonesia",
  Manila: "Philippines",
  Bangkok: "Thailand",
  Hanoi: "Vietnam",
  "Ho Chi Minh City": "Vietnam",
  "Kuala Lumpur": "Malaysia",
  Sydney: "Australia",
  Melbourne: "Australia",
  Auckland: "New Zealand",
  London: "United Kingdom",
  Manchester: "United Kingdom",
  Edinburgh: "United Kingdom",
  Dublin: "Ireland",
  Paris: "France",
  Lyon: "France",
  Marseille: "France",
  Berlin: "Germany",
  Munich: "Germany",
  Hamburg: "Germany",
  Frankfurt: "Germany",
  Amsterdam: "Netherlands",
  Rotterdam: "Netherlands",
  Brussels: "Belgium",
  Zurich: "Switzerland",
  Geneva: "Switzerland",
  Vienna: "Austria",
  Prague: "Czech Republic",
  Warsaw: "Poland",
  Krakow: "Poland",
  Budapest: "Hungary",
  Bucharest: "Romania",
  Athens: "Greece",
  Rome: "Italy",
  Milan: "Italy",
  Naples: "Italy",
  Madrid: "Spain",
  Barcelona: "Spain",
  Lisbon: "Portugal",
  Porto: "Portugal",
  Stockholm: "Sweden",
  Oslo: "Norway",
  Copenhagen: "Denmark",
  Helsinki: "Finland",
  Reykjavik: "Iceland",
  Istanbul: "Turkey",
  Ankara: "Turkey",
  Moscow: "Russia",
  Kyiv: "Ukraine",
  "Tel Aviv": "Israel",
  Dubai: "United Arab Emirates",
  "Abu Dhabi": "United Arab Emirates",
  Riyadh: "Saudi Arabia",
  Doha: "Qatar",
  Cairo: "Egypt",
  Lagos: "Nigeria",
  Abuja: "Nigeria",
  Nairobi: "Kenya",
  Accra: "Ghana",
  "Addis Ababa": "Ethiopia",
  Johannesburg: "South Africa",
  "Cape Town": "South Africa",
  Casablanca: "Morocco",
  Toronto: "Canada",
  Vancouver: "Canada",
  Montreal: "Canada",
  "Mexico City": "Mexico",
  Guadalajara: "Mexico",
  Bogota: "Colombia",
  Lima: "Peru",
  Santiago: "Chile",
  "Buenos Aires": "Argentina",
  "Sao Paulo": "Brazil",
  "Rio de Janeiro": "Brazil",
  Caracas: "Venezuela",
  Havana: "Cuba",
  "Singapore City": "Singapore",
  Taipei: "Taiwan",
  "Hong Kong City": "Hong Kong",
  Bavaria: "Germany",
  Ontario: "Canada",
  Quebec: "Canada",
  "British Columbia": "Canada",
  Catalonia: "Spain"
}

const US_CITIES = new Set([
  "New York City",
  "New York",
  "Los Angeles",
  "San Francisco",
  "Chicago",
  "Houston",
  "Seattle",
  "Boston",
  "Austin",
  "Miami",
  "Atlanta",
  "Denver",
  "Silicon Valley"
])

/** Districts or towns within a place, so that a population of one city is not one address. */
const WITHIN: Readonly<Record<string, ReadonlyArray<string>>> = {
  Lagos: [
    "Yaba",
    "Surulere",
    "Ikeja",
    "Lekki",
    "Victoria Island",
    "Ikorodu",
    "Ajah",
    "Festac Town",
    "Gbagada",
    "Maryland"
  ],
  Berlin: [
    "Kreuzberg",
    "Neukölln",
    "Prenzlauer Berg",
    "Friedrichshain",
    "Charlottenburg",
    "Spandau",
    "Lichtenberg",
    "Pankow",
    "Tempelhof",
    "Wedding"
  ],
  Texas: [
    "Houston",
    "Dallas",
    "San Antonio",
    "Austin",
    "Fort Worth",
    "El Paso",
    "Lubbock",
    "Amarillo",
    "Laredo",
    "Odessa"
  ],
  California: ["Los Angeles", "San Diego", "Fresno", "Sacramento", "Bakersfield", "Oakland"],
  Nebraska: ["Omaha", "Lincoln", "Grand Island", "Kearney", "North Platte", "Scottsbluff"],
  London: ["Hackney", "Croydon", "Camden", "Brixton", "Ealing", "Walthamstow", "Greenwich"],
  Paris: ["Montmartre", "Belleville", "Le Marais", "Bastille", "Batignolles", "La Défense"],
  Germany: ["Berlin", "Hamburg", "Munich", "Cologne", "Leipzig", "Stuttgart", "Dortmund", "Dresden"],
  France: ["Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Lille", "Bordeaux"],
  Nigeria: ["Lagos", "Abuja", "Ibadan", "Kano", "Port Harcourt", "Enugu", "Benin City"],
  India: ["Mumbai", "Delhi", "Bengaluru", "Chennai", "Hyderabad", "Pune", "Kolkata"],
  Brazil: ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Salvador", "Curitiba", "Recife"],
  Mexico: ["Mexico City", "Guadalajara", "Monterrey", "Puebla", "Mérida", "Tijuana"],
  "United States": ["Ohio", "Texas", "California", "Florida", "New York", "Georgia", "Arizona", "Michigan"],
  "United Kingdom": ["London", "Manchester", "Birmingham", "Leeds", "Glasgow", "Bristol", "Cardiff"],
  Japan: ["Tokyo", "Osaka", "Nagoya", "Fukuoka", "Sapporo", "Kyoto"],
  Kenya: ["Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret"],
  Canada: ["Toronto", "Montreal", "Vancouver", "Calgary", "Ottawa", "Halifax"],
  Spain: ["Madrid", "Barcelona", "Valencia", "Seville", "Bilbao", "Málaga"],
  Italy: ["Rome", "Milan", "Naples", "Turin", "Bologna", "Florence"],
  Australia: ["Sydney", "Melbourne", "Brisbane", "Perth", "Adelaide"]
}

const STATE_SET = new Set(STATES)

/** The country of a known place (itself for a country), `undefined` when unknown. */
export const countryOf = (place: string): string => {
  const city = CITY_COUNTRY[place]
  if (city !== undefined) return city
  if (US_CITIES.has(place) || STATE_SET.has(place)) return "United States"
  return place
}

/**
 * The `location` values of a persona of `place`: `District, City` or `Town, State` when the
 * place has known parts (a country gives its cities), else the place alone.
 */
export const locationsWithin = (place: string): ReadonlyArray<string> => {
  const parts = WITHIN[place]
  if (parts === undefined) return [place]
  return parts.map((p) => `${p}, ${place}`)
}

/** The country named in a `location` value (`Yaba, Lagos` → Nigeria), if any. */
export const countryOfLocation = (location: string): string | undefined => {
  const parts = location.split(",").map((s) => s.trim())
  for (let i = parts.length - 1; i >= 0; i--) {
    const c = countryOf(parts[i]!)
    if (COUNTRY_LOCALE[c] !== undefined) return c
  }
  return undefined
}
