import type { ProsePage } from "./types";

export const privacyPolicyPage: ProsePage = {
  path: "/privacypolicy",
  heading: "Privacy Policy",
  title: "Privacy Policy",
  description:
    "What this site collects and why: contact messages, questions on tutorials, author sign-in. No reader accounts, tracking or cookies. Retention and your rights.",
  keywords: [
    "privacy policy",
    "personal data",
    "data protection",
    "no tracking",
    "social login privacy",
    "data retention",
    "user rights",
  ],
  intro:
    "This policy explains what information this site handles when you read our tutorials, search them, ask a question under one, contact us or sign in as an author, why, how long we keep it and what choices you have. Readers need no account, we do not track you and we never sell your data.",
  lastUpdated: "2026-11-28",
  sections: [
    {
      id: "personal-information",
      heading: "Personal Information We Collect",
      paragraphs: [
        "You can read and search this whole site without an account and without telling us anything about yourself. We only store personal information, meaning information that identifies you or could reasonably be linked to you, when you send us a message through the contact form, when you ask a question under a tutorial (see the section on questions below), or when you are one of our authors and sign in to write (see the section on social login below).",
        "When you send a message through the contact form, we store the items listed below in our database. The IP address your message comes from is used only to limit each address to 5 messages a minute, which is handled by our hosting provider's rate limiting; it is not stored with your message. A hidden form field helps us catch automated spam. If the same message is submitted more than once on the same day, for example after a double click, it is stored only once.",
        "Please do not include sensitive information, such as health details, identity document numbers or passwords, in a contact message. We do not need it to answer your question, and we will delete it if we receive it.",
      ],
      bullets: [
        "The name you type into the form.",
        "Your e-mail address, so that we can reply.",
        "The text of your message, including any links or code you paste into it.",
        "Your browser's user-agent string (its first 300 characters), which describes the browser and operating system you used.",
        "The date and time the message was received.",
      ],
    },
    {
      id: "questions",
      heading: "Questions on Tutorials",
      paragraphs: [
        "Under each tutorial you can ask a question about it. You need no account, and we do not ask for your e-mail address or store one. When you send a question, we store the items listed below in our database (Cloudflare D1). Every question waits until the tutorial's author approves it: nothing you send is shown before that. Once approved, your question is shown on the tutorial to everyone, with the name you gave, the step it is about and the author's answer. An author may shorten or edit your text to remove personal details before approving it.",
        "To limit abuse, we never store the IP address your question comes from. Instead, each day we create a new random value (a salt) and store a one-way hash (SHA-256) of that value together with your IP address. The hash lets our hosting provider's rate limiting allow each sender 3 questions a minute, and lets us tell one sender's questions apart from another's when we remove spam. We delete each day's salt once the day is over, after which nobody can work out which address a hash came from, and we clear the hash from your question after two days.",
        "When the site uses Cloudflare Turnstile to tell people from automated spam, the question form runs Cloudflare's check in your browser, and we send its result and your IP address to Cloudflare to confirm it. We store only whether the check passed. Without JavaScript the form works without the check, and your question waits for approval like every other. A hidden form field also helps us catch automated spam.",
        'When you send a question, you get a private link. It shows your question, whether it is waiting, answered or not published, and the author\'s answer, and it has a "Delete my question" button. Deleting removes your question and its answer for good, at once, from the tutorial too. Anyone who has the link can read and delete the question, so keep it to yourself; we store only a hash of its secret part, so we cannot send it to you again. We do not set cookies for any of this.',
      ],
      bullets: [
        "The name you type, which can be any name you like: it is shown with your question once it is approved.",
        "The text of your question, including any links, and the step of the tutorial it is about, if you choose one.",
        "The date and time the question was sent, and whether it passed the Turnstile check.",
        "The day's hash of your IP address, cleared after two days (never the address itself).",
        "A hash of your private link's secret part, so that the link can find your question.",
      ],
    },
    {
      id: "non-personal-information",
      heading: "Non-Personal Information",
      paragraphs: [
        "We do not use analytics, advertising, tracking pixels or fingerprinting, and we do not allow any third party to place cookies through our pages. We do not set any cookies or browser storage entries for readers at all. Dark mode simply follows the light or dark setting of your operating system or browser; nothing about it is stored.",
        "When you use the site search, your search words are sent to the site so that it can find matching tutorials. They are not stored with your name, address or any other identity. To keep the site fast, search results are kept in our hosting provider's cache for about a minute.",
        "The site is served by Cloudflare. Like any web server, Cloudflare sees technical details of each request, such as your IP address, the address requested, the time and your browser type, and records some of them in its own platform logs. We do not keep our own access logs in addition to what Cloudflare's platform records, and we do not use these details to build profiles of readers.",
      ],
    },
    {
      id: "use-of-information",
      heading: "How We Use Information",
      paragraphs: [
        "We use the information we hold only to run this site and to respond to you. We do not sell, rent or trade personal information, and we do not share it with third parties for their own marketing.",
        "Our information is handled by the service providers that host the site (Cloudflare) and store its database and author accounts (Google Cloud, through Firebase and Firestore). They process it to provide their services to us. We may also disclose information if the law requires us to, or if it is necessary to protect the safety of our readers or the security of the site.",
      ],
      bullets: [
        "To read and reply to messages you send through the contact form, including corrections and topic suggestions.",
        "To show approved questions and their answers under the tutorial they are about, so that the next reader finds them.",
        "To block spam and abuse of the contact form and the question form.",
        "To answer search queries.",
        "To let our authors sign in to the authoring studio and to show each author's display name on their posts.",
        "To comply with legal obligations and respond to lawful requests from authorities.",
      ],
    },
    {
      id: "social-login",
      heading: "Social Login Data",
      paragraphs: [
        "Readers never sign in on this site. Sign-in exists only for our authors, who use the authoring studio at /studio. Authors sign in through Firebase Authentication, a Google service, either with an e-mail address and password or with a Google account. Only accounts that we have listed as authors can use the studio.",
        "Firebase Authentication keeps the author's account, as listed below. When an author signs in with Google, Google shares the profile data shown on its consent screen, such as name, e-mail address and the address of the profile photo; we never see the Google password. The Firebase software in the author's browser keeps the sign-in session in the browser's storage (IndexedDB or local storage) until the author signs out.",
        "We store the author's display name on their author record so that it can be shown on their posts. We do not post anything to an author's Google account and we do not ask for access beyond basic profile data. Authors can remove our access from their Google account's security settings, and can ask us to delete their author account through the contact page. Google's own handling of the data is covered by its privacy policy.",
      ],
      bullets: [
        "A unique user id.",
        "The e-mail address used to sign in.",
        "The display name.",
        "For Google sign-in, the profile data Google shares, such as name and the address of the profile photo.",
      ],
    },
    {
      id: "retention",
      heading: "Data Retention",
      paragraphs: [
        "We keep personal information only as long as we need it. Deletion is done by our team rather than automatically, and these are the limits we commit to.",
        "We may keep specific information for longer if the law requires it, or if it is needed to deal with abuse or a legal claim, and only for as long as that need lasts.",
      ],
      bullets: [
        "Contact form messages: we delete them when they are no longer needed to answer you or follow up, and at the latest 24 months after they were received. You can ask us through the contact page to delete your message sooner.",
        "Questions on tutorials: until you delete yours with its private link, or the tutorial's author deletes it. Questions marked as spam are deleted automatically 30 days after they were marked, by a job that runs every half hour. When a tutorial is deleted, its questions go with it into the trash and come back if it is restored; they are deleted for good with the tutorial, 30 days after it was deleted. The daily hash of your IP address is cleared after two days, and each day's salt is deleted once the day is over.",
        "Author accounts and author records: for as long as the person writes for the site. An author can ask through the contact page for their account to be deleted.",
        "Search queries: not stored by us; cached results expire after about a minute.",
        "Cloudflare's request logs are kept by Cloudflare under its own retention rules; we do not keep copies.",
        "Author sign-in sessions stay in the author's browser until they sign out.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "All traffic between your browser and this site is encrypted using HTTPS. Our database is not public: it is reached only by the site's own services and by the team, and only listed authors can use the authoring studio.",
        "We also protect your information by collecting as little of it as possible: no reader accounts, no tracking, no e-mail addresses with questions and no IP addresses stored with messages or questions.",
        "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If we become aware of a breach that affects your personal information, we will notify you and the relevant authorities where the law requires us to do so.",
      ],
    },
    {
      id: "children",
      heading: "Children's Privacy",
      paragraphs: [
        "Our tutorials are written for engineering students, hobbyists and engineers, and this site is not directed to children under 13. We do not knowingly collect personal information from children under 13, and children under 13 should not use the contact form without a parent or guardian.",
        "If we notice that a message comes from a child under 13, we delete it. If you are a parent or guardian and believe that a child under 13 has sent us a message, please contact us and we will delete it.",
        "Younger learners are welcome to read our tutorials and follow our projects, which needs no account and stores nothing about them.",
      ],
    },
    {
      id: "international-transfer",
      heading: "International Data Transfer",
      paragraphs: [
        "This site is served from Cloudflare's global network, so your request is usually handled by a server close to you, wherever you are. Questions on tutorials are stored in Cloudflare D1. Contact messages and author records are stored in Google Cloud Firestore, and author accounts in Firebase Authentication, whose data centres may be in a different country from yours.",
        "As a result, your information may be processed and stored outside the country where you live, including in countries whose data protection laws differ from yours. We apply the protections described in this policy wherever the data is processed.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights",
      paragraphs: [
        "Depending on where you live, data protection law may give you some or all of the rights listed below, and we extend the rights of access, correction and deletion to everyone.",
        "To use any of these rights, write to us through the contact page. We may need to confirm that the request is really yours, for example by replying to the e-mail address the message was sent from. We aim to respond within 30 days, and we do not charge for reasonable requests.",
        "If you believe we have not handled your personal information properly, you can also complain to the data protection authority in your country. We would appreciate the chance to address your concern first.",
      ],
      bullets: [
        "Access: ask for a copy of the personal information we hold about you.",
        "Correction: ask us to correct information that is inaccurate or incomplete.",
        'Deletion: ask us to delete your contact message or, for authors, your author account. A question you asked you can delete yourself, at once, with the "Delete my question" button on its private link.',
        "Objection and restriction: object to, or ask us to limit, certain uses of your information.",
        "Portability: receive the information you gave us in a common, machine-readable format.",
      ],
    },
    {
      id: "policy-changes",
      heading: "Changes to This Policy",
      paragraphs: [
        "We will update this privacy policy when we add features, change service providers or when the law changes. The date at the top of this page shows when it was last revised.",
        "If we make a significant change to the way we handle personal information, such as collecting a new type of data or using existing data for a new purpose, we will update this page before the change takes effect and highlight it on this site.",
        "We encourage you to check this page from time to time.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "If you have any questions about this privacy policy, want to use your rights, or have a concern about how we handle your information, please write to us through our contact page. Mention that your message is about privacy so that it reaches the right person quickly.",
        "We will respond to privacy requests within 30 days.",
      ],
      cta: { href: "/contact", label: "Contact us" },
    },
  ],
};
