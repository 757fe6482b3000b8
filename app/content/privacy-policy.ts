import type { LegalDocument } from "./terms-of-use";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  effective: "August 21, 2025",
  intro:
    "LA Eats Ranked (laeatsranked.com) helps you find Los Angeles restaurants that trusted expert lists agree on. We built it to collect as little personal information as possible: you can browse, search, filter, and save restaurants without an account, we don’t use tracking or advertising cookies, and your precise location never leaves your browser. This Privacy Policy explains, in plain English, what information we do handle, why, who else may receive it, and the choices and rights you have. In this policy, “we,” “us,” and “our” mean LA Eats Ranked, and “you” means anyone who uses the site.",
  sections: [
    {
      heading: "1. Information We Collect",
      paragraphs: [
        "Information you give us. If you create an account, we collect your email address and a password. We store the password only in a hashed form that cannot be turned back into the original, and we never see it in plain text. When you save restaurants while signed in, we store that list with your account. If you email us — for example, to report a correction or make a privacy request — we receive your email address and whatever you choose to include in your message.",
        "Information collected automatically. Like any website, our servers and hosting provider receive basic technical information when your browser requests a page, such as your IP address, browser type, the page requested, and the time of the request. We use it to deliver the site, keep it secure, and prevent abuse. We also collect aggregate, cookieless usage statistics, described in Section 2.",
        "Information that stays on your device. Some features work entirely in your browser and never send your data to us: restaurants you save without signing in are kept in your browser’s local storage, and, if you allow it, your device’s location is used in the browser only to sort and filter by distance (see Section 3).",
        "We don’t ask for your name, phone number, home address, or payment details, and we don’t buy personal information about you from data brokers or other sources.",
      ],
    },
    {
      heading: "2. Cookieless, Privacy-Friendly Analytics",
      paragraphs: [
        "To understand which pages and features are useful, we use privacy-friendly analytics that do not use cookies, do not store identifiers in your browser, and do not track you across other websites. The analytics show us totals and trends — such as how many times a page was viewed, which sites referred visitors to us, the general type of device or browser used, and the approximate country or region of visits — rather than a profile of any individual.",
        "We don’t use analytics to identify you, and we don’t combine analytics data with your account. We don’t use advertising networks, retargeting, or social-media tracking pixels, and we don’t use analytics data to build advertising profiles.",
      ],
    },
    {
      heading: "3. Location Data",
      paragraphs: [
        "Sorting and filtering restaurants by distance is optional. If you choose to use your current location, your browser will ask for your permission first. If you allow it, your coordinates are used only inside your browser to calculate distances to restaurants and to sort or filter the results. Your precise location is not sent to our servers, and we don’t store it.",
        "Instead of sharing your device’s location, you can type a ZIP code or place name (for example, “Silver Lake” or “90012”). In that case, the text you entered is sent to our own geocoding endpoint, which converts it into approximate map coordinates and sends them back to your browser. We use what you typed only to answer that request; we don’t link it to your account or keep a history of your searches, apart from the short-lived technical logs described in Section 7.",
        "You can stop using location features at any time by not granting permission, by turning off location access for laeatsranked.com in your browser or device settings, or by clearing your search. Everything else on the site works without location.",
      ],
    },
    {
      heading: "4. Accounts and Saved Restaurants",
      paragraphs: [
        "Without an account, the restaurants you save are stored in your browser’s local storage on your device. We cannot see that list, and it isn’t sent to us. You can remove it at any time by unsaving restaurants or by clearing your browser’s site data; it will also disappear if your browser clears local storage on its own, for example in private browsing mode.",
        "If you create an account, we store your email address, your hashed password, your saved restaurants and the places you mark as Been, and basic account records such as when the account was created and the browser and system each of your sessions was started from. We use this information only to let you sign in, keep your saved list available across devices, secure your account, and contact you about your account or this policy when necessary. We don’t use your email address for marketing, and we won’t add you to a newsletter.",
        "When you sign in, we set a single session cookie that keeps you signed in as you move between pages. It is strictly necessary for the account feature to work, it isn’t used for analytics or advertising, and it is removed when you sign out or when the session expires. If you never sign in, we don’t set it.",
        "Your account page (/account, linked from your email address at the bottom of every page while you are signed in) lets you change your password, see the devices where you are signed in (by browser and system, taken from what your browser reports) and sign out everywhere else, download your data (your email address, saved list and Been list) as a file, and delete your account. Deleting it at once removes your email address, password, sessions, saved list and Been list from our database; you don’t need to ask us.",
        "LA Eats Ranked is not directed at children, and we don’t knowingly collect personal information from anyone under 13. If you believe a child has created an account, please contact us and we will delete it.",
      ],
    },
    {
      heading: "5. Third-Party Content",
      paragraphs: [
        "Map tiles. Our maps display tiles loaded directly from OpenStreetMap’s tile servers. To show a map, your browser requests the tiles for the area being displayed, so OpenStreetMap receives your IP address, browser information, and the map area requested — which may be near you if you’ve centered the map on your location. OpenStreetMap handles this information under its own privacy policy.",
        "Instagram embeds. Some restaurant pages may include posts embedded from Instagram. When a page with an embed loads, your browser connects to instagram.com, and Instagram (owned by Meta) may receive your IP address and browser information, learn which page you were viewing, and set or read its own cookies, particularly if you are logged in to Instagram or Facebook. That information is governed by Instagram’s and Meta’s privacy policies, not ours.",
        "Outbound and affiliate links. We link to the expert lists we track, restaurant websites, and reservation, delivery, and booking services. Some of these are affiliate links, which include a code that tells the destination site you came from LA Eats Ranked so we can earn a commission if you make a booking or purchase. Once you click through, the destination site may use its own cookies and collect information under its own privacy policy. We don’t give affiliate partners your email address or any account information.",
        "We don’t control these third parties, so we encourage you to review their privacy policies. Browser settings and privacy extensions that block third-party content or cookies can limit what they receive, though maps and embeds may not display as a result.",
      ],
    },
    {
      heading: "6. How We Share Information",
      paragraphs: [
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising (targeted ads based on your activity across other sites). We have not done so in the past 12 months.",
        "We share personal information only in these limited cases: with service providers that host the site, store our data, and provide our analytics, who may process it only on our behalf and under our instructions; when required by law, such as in response to a valid subpoena or court order, or when needed to protect the safety, rights, or property of our users, the public, or LA Eats Ranked; as part of a merger, acquisition, or sale of the site, in which case this policy would continue to apply to the information transferred; or with your permission.",
        "California residents’ rights (CCPA/CPRA). If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to: know what personal information we have collected about you, where it came from, why we use it, and with whom we share it; get a copy of it; ask us to correct it; ask us to delete it; and opt out of its sale or sharing — although, as explained above, we don’t sell or share it. Your account password counts as sensitive personal information under California law; we use it only to let you sign in and keep your account secure, and we don’t use any sensitive information to infer characteristics about you. We will not discriminate against you for exercising any of these rights.",
        "To make a request, email hello@laeatsranked.com. If your request concerns an account, please send it from the email address on the account so we can verify that it’s you; we may ask for additional information if we can’t verify your identity. You may also use an authorized agent, who must provide proof that you authorized them. We will respond within 45 days, as California law requires, and we’ll honor privacy requests from people outside California too.",
      ],
    },
    {
      heading: "7. Data Retention and Security",
      paragraphs: [
        "We keep account information, including your email address and saved restaurants, for as long as your account exists. You can delete your account yourself on your account page, which removes it at once; if you ask us instead, we will delete your account information within 30 days of verifying your request, except where we must keep something to comply with the law. Copies in routine backups are overwritten over time rather than kept indefinitely.",
        "Technical server logs, which may include IP addresses and the text sent to our geocoding endpoint, are kept only as long as needed to run and secure the site and investigate problems, and are then deleted. Analytics data is aggregate and does not identify you, so we may keep it to understand long-term trends. Restaurants saved without an account stay on your device until you or your browser remove them.",
        "We protect information with reasonable safeguards: the site is served over encrypted HTTPS connections, passwords are stored only as one-way hashes, the session cookie is restricted so that it is sent only over secure connections and cannot be read by scripts running on the page, and access to admin tools and our systems is limited to authorized people. No website can guarantee perfect security, so please use a unique password for your account and contact us right away if you suspect a problem.",
      ],
    },
    {
      heading: "8. Changes and Contact",
      paragraphs: [
        "We may update this Privacy Policy as the site evolves or as the law changes. When we do, we’ll post the updated version on this page and change the effective date at the top. If we make a significant change to how we handle personal information, we’ll point it out clearly on the site before the change takes effect.",
        "LA Eats Ranked is operated from the United States, and the information described in this policy is processed in the United States.",
        "If you have questions about this policy, want to make a privacy request, or have a concern about how your information is handled, email us at hello@laeatsranked.com.",
      ],
    },
  ],
};
