/** The library domain of online shoppers (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, GENDER, n, numeric, numericChild, text } from "./build.js"

/** The online shoppers domain. */
export const onlineShoppers: Domain = {
  id: "online_shoppers",
  label: "online shoppers",
  noun: "online shopper",
  keywords: {
    shopper: 6,
    "online shopping": 6,
    "online shopper": 6,
    ecommerce: 5,
    "e commerce": 5,
    commerce: 2,
    buyer: 4,
    consumer: 3,
    shopping: 4,
    shop: 2,
    cart: 3,
    checkout: 3,
    purchase: 2,
    retail: 2,
    amazon: 3,
    "online store": 5,
    "web shop": 5,
    store: 1,
    product: 1,
    deal: 1,
    coupon: 3,
    delivery: 1,
    marketplace: 3
  },
  blueprint: blueprint(
    "online shoppers",
    [
      numeric("age", "Age in years", n(16, 85, 37, 13)),
      GENDER,
      categorical("device", "Device used to shop", {
        smartphone: 6,
        laptop: 3,
        tablet: 1,
        "desktop computer": 1
      }),
      categorical(
        "shopping_frequency",
        "How often they buy online",
        { rarely: 2, monthly: 4, weekly: 3, "several times a week": 1 },
        ["rarely", "monthly", "weekly", "several times a week"]
      ),
      categorical("favorite_category", "Category they buy most", {
        electronics: 3,
        fashion: 4,
        groceries: 3,
        "home and garden": 2,
        books: 2,
        beauty: 2,
        "sports and outdoors": 2,
        toys: 1
      }),
      categoricalChild(
        "price_sensitivity",
        "How much price drives the decision",
        "shopping_frequency",
        { rarely: { low: 2, medium: 4, high: 4 }, "several times a week": { low: 4, medium: 4, high: 2 } },
        { fallback: { low: 3, medium: 4, high: 3 }, ordered: ["low", "medium", "high"] }
      ),
      numericChild("orders_per_year", "Online orders per year", "shopping_frequency", {
        rarely: n(1, 8, 4, 2),
        monthly: n(6, 24, 12, 4),
        weekly: n(30, 80, 50, 12),
        "several times a week": n(80, 300, 140, 40)
      }),
      numericChild(
        "avg_order_value",
        "Average order value, USD",
        "favorite_category",
        {
          electronics: n(10, 2500, 160, 140, false),
          fashion: n(10, 600, 70, 40, false),
          groceries: n(10, 400, 65, 30, false),
          "home and garden": n(10, 1500, 90, 70, false),
          books: n(5, 300, 35, 20, false),
          beauty: n(5, 400, 45, 25, false),
          "sports and outdoors": n(10, 1200, 85, 60, false),
          toys: n(5, 500, 40, 25, false)
        },
        n(5, 1000, 60, 50, false)
      ),
      numeric("returns_per_year", "Orders returned per year", n(0, 60, 2, 3)),
      text("bio", "Background"),
      text("pain_point", "What annoys them when shopping online"),
      text("motivation", "Why they shop online")
    ],
    [{ name: "returns_vs_orders", lhs: "returns_per_year", op: "<=", rhs: "0.5 * orders_per_year" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old who shops online {shopping_frequency}, mostly for {favorite_category}.",
        "{first} {last}, {age}, places about {n:orders_per_year:order} a year online, with {favorite_category} topping the list.",
        "At {age}, {first} buys {favorite_category} online {shopping_frequency}."
      ],
      [
        "{first} usually orders from {a:device}, spending about {usd:avg_order_value} per order.",
        "A typical basket comes to {usd:avg_order_value}, usually checked out on {a:device}.",
        "Most purchases happen on {a:device}; the average order is {usd:avg_order_value}."
      ],
      ["{first} sent back {n:returns_per_year:order} last year.", ""],
      ["{~price@price_sensitivity}"]
    ],
    pain_point: [
      [
        "{first} gets annoyed by {~shoppain@favorite_category}.",
        "{Their} pet peeve is {~shoppain@favorite_category}.",
        "Nothing irritates {first} more than {~shoppain@favorite_category}."
      ],
      ["{~devicepain@device}", ""]
    ],
    motivation: [
      [
        "{first} shops online for {~motive@shopping_frequency}.",
        "For {first}, buying online is about {~motive@shopping_frequency}.",
        "What keeps {first} coming back is {~motive@shopping_frequency}."
      ]
    ]
  },
  phrases: {
    "price:low": [
      "Price matters less to {first} than speed and convenience.",
      "{first} rarely compares prices and values fast delivery."
    ],
    "price:medium": [
      "{first} compares prices on bigger purchases but not on small ones.",
      "{first} likes a deal but will pay for quality."
    ],
    "price:high": [
      "{first} always hunts for coupons and waits for sales.",
      "{first} compares prices across three shops before buying anything."
    ],
    "shoppain:electronics": [
      "product specs that do not match the listing",
      "extended warranties pushed at checkout"
    ],
    "shoppain:fashion": ["sizes that vary from brand to brand", "colours that look different in real life"],
    "shoppain:groceries": ["substituted items nobody asked for", "delivery slots that are always full"],
    "shoppain:home and garden": ["furniture that arrives damaged", "oversized delivery fees"],
    "shoppain:books": ["damaged covers", "fake reviews"],
    "shoppain:beauty": ["counterfeit products", "shades that do not match the photos"],
    "shoppain:sports and outdoors": ["gear that wears out after one season", "unclear sizing charts"],
    "shoppain:toys": ["missing parts", "packaging that is harder to open than the toy is to assemble"],
    "devicepain:smartphone": ["Checkout forms that are painful on a small screen make it worse."],
    "devicepain:laptop": ["Pop-ups and cookie banners that cover half the page make it worse."],
    "devicepain:tablet": ["Sites that are not designed for tablets make it worse."],
    "devicepain:desktop computer": ["Shops that assume everyone uses the app make it worse."],
    "motive:rarely": [
      "finding things local shops do not carry",
      "avoiding crowded stores for the odd big purchase"
    ],
    "motive:monthly": ["saving time on routine purchases", "comparing prices without leaving home"],
    "motive:weekly": ["the convenience of home delivery", "subscriptions that keep essentials topped up"],
    "motive:several times a week": ["the small thrill of a parcel at the door", "never missing a flash sale"]
  }
}
