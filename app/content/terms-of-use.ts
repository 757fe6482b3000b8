export type LegalDocument = {
  title: string;
  effective: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  effective: "August 2025",
  intro:
    "These Terms of Use explain the rules for using LA Eats Ranked (laeatsranked.com), a website that ranks Los Angeles restaurants by how many trusted expert lists feature them. In these terms, “LA Eats Ranked,” “we,” “us,” and “our” mean the people who run the site, and “you” means anyone who visits it, whether or not you create an account. We’ve tried to keep them short and written in plain English. Please read them together with our Privacy Policy, which explains what information we handle and why.",
  sections: [
    {
      heading: "1. Acceptance of These Terms",
      paragraphs: [
        "By visiting, browsing, or otherwise using LA Eats Ranked, you agree to these Terms of Use. If you don’t agree with them, please don’t use the site.",
        "These terms apply to everything on the site: the rankings, restaurant pages, search and filters, maps, saved lists, and accounts. If you create an account, you also confirm that the information you give us is accurate and that you are allowed to agree to these terms where you live.",
      ],
    },
    {
      heading: "2. About the Rankings",
      paragraphs: [
        "Our rankings are data-driven. We track ten expert sources — Bon Appétit, Eater LA, the Los Angeles Times, the Michelin Guide, The New York Times, Condé Nast Traveler, Food & Wine, The Infatuation, Time Out, and Yelp — and rank each restaurant by how many of those lists currently feature it. A restaurant’s position reflects that count, not a review or tasting by our own team.",
        "The data is compiled using a mix of AI-assisted tools and human research. We work to keep it accurate and current, but publications update their lists, restaurants change their hours, menus, and prices, and some close or move. Our data may therefore contain errors or be out of date. Before you make plans — especially around opening hours, reservations, prices, or dietary and allergy needs — please confirm details directly with the restaurant.",
        "There are no paid placements or sponsored content on LA Eats Ranked. Restaurants cannot pay to be included, to rank higher, or to be featured more prominently, and our affiliate relationships (described in Section 5) never affect whether a restaurant appears or where it ranks.",
        "If you spot a mistake — a restaurant that has closed, a list we missed, or a wrong address — please tell us at hello@laeatsranked.com. We review every correction we receive, and we may update, reorder, add, or remove listings at any time as the underlying lists change.",
      ],
    },
    {
      heading: "3. Accounts and Saved Lists",
      paragraphs: [
        "You don’t need an account to use LA Eats Ranked. If you save restaurants without signing in, your saved list is stored only in your browser’s local storage on that device. It isn’t backed up by us, so clearing your browser data, using private browsing, or switching devices or browsers may cause it to disappear.",
        "If you create an account, you sign in with your email address and a password, and your saved restaurants are stored with your account so you can see them wherever you sign in. You must be at least 13 years old to create an account. You’re responsible for keeping your password confidential and for activity that happens under your account, so please use a strong password you don’t use elsewhere, and let us know right away at hello@laeatsranked.com if you think someone else has accessed your account.",
        "You can stop using your account at any time and ask us to delete it by emailing hello@laeatsranked.com from the address you signed up with. We may suspend or close an account that breaks these terms, is used to harm the site or other people, or has been compromised.",
      ],
    },
    {
      heading: "4. Acceptable Use",
      paragraphs: [
        "We want LA Eats Ranked to be fast and reliable for everyone, so please use it the way an ordinary diner would: to browse, search, filter, and save restaurants for your own personal, non-commercial use.",
        "You agree not to: scrape, crawl, or bulk-download the rankings or restaurant data, or use them to build a competing database or product; send automated requests in volumes that go beyond normal browsing, including to our search or geocoding features; try to get around rate limits, security measures, or sign-in; access, or attempt to access, admin tools, other people’s accounts, or any part of the site you aren’t authorized to use; create accounts with automated tools or false information; upload or send anything malicious, such as viruses or code meant to disrupt the site; or use the site in any way that breaks the law or infringes someone else’s rights.",
        "Admin features, including data uploads, are limited to people we have specifically authorized. If we believe someone is misusing the site, we may block their access, limit requests from their network, or close their account, with or without notice.",
      ],
    },
    {
      heading: "5. Third-Party Links and Affiliate Disclosure",
      paragraphs: [
        "LA Eats Ranked links to websites we don’t own or control, including the expert lists we track, restaurant websites, and reservation, delivery, and booking services. Some pages also show content from third parties, such as map tiles from OpenStreetMap (map data © OpenStreetMap contributors) and Instagram posts embedded from instagram.com. Those sites and services have their own terms and privacy policies, and we aren’t responsible for their content, availability, products, or practices.",
        "Some of our outbound links are affiliate links. This means that if you click one and then make a booking or purchase, we may earn a small commission from the company you visit, at no extra cost to you. These commissions help pay for running the site.",
        "Affiliate relationships never influence our rankings. Which restaurants appear, and in what order, depends only on how many of the ten expert lists feature them. We don’t accept payment from restaurants or publications for placement, and we don’t publish sponsored content.",
      ],
    },
    {
      heading: "6. Intellectual Property",
      paragraphs: [
        "The LA Eats Ranked name, the site’s design, software, and text, and the way we compile and present the rankings belong to us or our licensors and are protected by copyright and other laws. You may view the site, share links to it, and save restaurants for your personal use, but you may not copy, republish, or sell substantial parts of the site or its data without our written permission.",
        "The names, logos, and trademarks of the publications we reference — including Bon Appétit, Eater LA, the Los Angeles Times, the Michelin Guide, The New York Times, Condé Nast Traveler, Food & Wine, The Infatuation, Time Out, and Yelp — belong to their respective owners. We use those names only to identify the source of each list. Their appearance on our site does not mean that any publication sponsors, endorses, or is affiliated with LA Eats Ranked.",
        "We link to each publication’s own lists and do not reproduce their articles, reviews, or photos; to read what they wrote, follow the link to their site. Restaurant names and marks likewise belong to the restaurants. If you believe something on our site infringes your rights, please email hello@laeatsranked.com with the details and we’ll look into it promptly.",
      ],
    },
    {
      heading: "7. Disclaimers and Limitation of Liability",
      paragraphs: [
        "LA Eats Ranked is provided “as is” and “as available.” To the fullest extent allowed by law, we make no promises or warranties of any kind, express or implied, including that the site will be accurate, complete, current, uninterrupted, or error-free, or that it will meet your needs. Rankings and restaurant details are for general information only, and we are not responsible for your experience at any restaurant, including the food, service, prices, safety, or how a restaurant handles allergies or dietary requirements.",
        "To the fullest extent allowed by law, LA Eats Ranked and the people who run it will not be liable for any indirect, incidental, special, consequential, or punitive damages, or for any lost profits, lost data (including saved lists), or loss of goodwill, arising out of or related to your use of, or inability to use, the site — even if we were told such damages were possible. Our total liability for any claim relating to the site is limited to one hundred U.S. dollars (US$100).",
        "Some jurisdictions don’t allow certain warranties to be excluded or liability to be limited, so some of these limits may not apply to you. Nothing in these terms limits any rights you have that cannot be waived under applicable law.",
      ],
    },
    {
      heading: "8. Governing Law",
      paragraphs: [
        "These terms, and any dispute related to them or to LA Eats Ranked, are governed by the laws of the State of California, without regard to its conflict-of-laws rules.",
        "You and we agree that any legal action or proceeding relating to the site or these terms will be brought only in the state or federal courts located in Los Angeles County, California, and both of us consent to the jurisdiction of those courts. Before filing a claim, we’d appreciate the chance to try to resolve the issue informally — just email us at hello@laeatsranked.com.",
      ],
    },
    {
      heading: "9. Changes and Contact",
      paragraphs: [
        "We may update these terms from time to time, for example when we add features or when the law changes. When we do, we’ll post the new version on this page and update the effective date at the top. If a change is significant, we’ll make reasonable efforts to point it out on the site. By continuing to use LA Eats Ranked after changes take effect, you accept the updated terms.",
        "We may also change, suspend, or discontinue any part of the site at any time. If any part of these terms is found to be unenforceable, the rest will remain in effect, and our not enforcing a provision right away does not waive our right to enforce it later.",
        "Questions, corrections, or concerns? Email us at hello@laeatsranked.com. We read every message.",
      ],
    },
  ],
};
