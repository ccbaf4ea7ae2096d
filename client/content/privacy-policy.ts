import type { ProsePage } from "./types";

export const privacyPolicyPage: ProsePage = {
  path: "/privacypolicy",
  heading: "Privacy Policy",
  title: "Privacy Policy",
  description:
    "How we collect, use, store and protect your information, including contact form messages, server logs, social sign-in data, retention periods and your rights.",
  keywords: [
    "privacy policy",
    "personal data",
    "data protection",
    "cookies",
    "social login privacy",
    "data retention",
    "user rights",
  ],
  intro:
    "This policy explains what information we collect when you read our tutorials, sign in or contact us, why we collect it, how long we keep it and what choices you have. We collect as little as we can and we never sell your data.",
  lastUpdated: "2026-11-21",
  sections: [
    {
      id: "personal-information",
      heading: "Personal Information We Collect",
      paragraphs: [
        "Most of this site can be read without telling us anything about yourself. We only collect personal information, meaning information that identifies you or could reasonably be linked to you, when you choose to give it to us.",
        "The main way this happens is through our contact form. When you send us a message, we receive the details you type into the form and a record of when it was sent. If you sign in with a third-party account, we also receive the basic profile data described in the section on social login below.",
        "Please do not include sensitive information, such as health details, identity document numbers or passwords, in a contact message. We do not need it to answer your question, and we will delete it if we receive it.",
      ],
      bullets: [
        "Your name, or the name you choose to give us.",
        "Your e-mail address, so that we can reply.",
        "The subject and content of your message, including any links or code you paste into it.",
        "The date and time the message was submitted, and technical data used to block spam, such as the IP address the form was sent from.",
      ],
    },
    {
      id: "non-personal-information",
      heading: "Non-Personal Information",
      paragraphs: [
        "Like almost every website, our servers automatically record some technical information each time a page or file is requested. This information is used in aggregate to keep the site running and to understand which tutorials are useful; we do not use it to build profiles of individual readers.",
        "We use a small number of cookies and browser local storage entries that are needed for the site to work, for example to keep you signed in, to remember your display preferences such as a light or dark theme, and to protect forms against abuse. You can clear or block these in your browser settings, although some features, such as staying signed in, may then stop working.",
        "We do not use advertising trackers, we do not allow third-party advertising networks to place cookies through our pages, and we do not use cross-site tracking pixels or fingerprinting techniques.",
      ],
      bullets: [
        "Server logs containing the requested address, the time of the request, the response status and the referring page.",
        "Your browser type and version, operating system and device type, as reported by your browser.",
        "The pages you visit on this site and how you arrived at them, for example from a search engine or another website.",
        "Your approximate location, at the level of country or region, derived from your IP address. We do not determine your precise location.",
        "Cookies and local storage entries used for sign-in sessions, preferences and security.",
      ],
    },
    {
      id: "use-of-information",
      heading: "How We Use Information",
      paragraphs: [
        "We use the information we collect only for purposes connected with running this site and responding to you. We do not sell, rent or trade personal information, and we do not share it with third parties for their own marketing.",
        "We may share information with service providers that host the site, store its database or deliver e-mail on our behalf. They process the data only on our instructions and only as far as needed to provide their service. We may also disclose information if we are required to do so by law, or if it is necessary to protect the safety of our readers or the security of the site.",
      ],
      bullets: [
        "To read and reply to messages you send through the contact form, including corrections and topic suggestions.",
        "To create and maintain your account and keep you signed in if you use social login.",
        "To operate, maintain and secure the site, including detecting spam, abuse and attacks.",
        "To understand, in aggregate, which tutorials, topics and projects are most read, so that we can improve and extend the content.",
        "To diagnose technical problems, such as broken pages or slow responses.",
        "To comply with legal obligations and respond to lawful requests from authorities.",
      ],
    },
    {
      id: "social-login",
      heading: "Social Login Data",
      paragraphs: [
        "If you choose to sign in using an account with a third-party provider, that provider verifies your identity and then shares a limited set of profile information with us, based on the permissions shown on the provider's consent screen. We never see or store your password for that account.",
        "We use this information only to create your account on this site, recognise you when you return, display your name and profile photo where relevant, and contact you about your account if necessary. The provider user id is what links your sign-in to your account with us.",
        "We do not post anything to your third-party account, we do not read your contacts, messages or files there, and we do not request access beyond basic profile data. You can revoke our access at any time from the security settings of your provider account, and you can ask us to delete the account data we hold, as described under your rights below. The provider's own handling of your data is governed by its privacy policy.",
      ],
      bullets: [
        "Your name as it appears on your provider account.",
        "Your e-mail address.",
        "Your profile photo, or a link to it.",
        "A unique user id assigned to you by the provider.",
      ],
    },
    {
      id: "retention",
      heading: "Data Retention",
      paragraphs: [
        "We keep personal information only for as long as we need it for the purpose it was collected for, and then delete it or make it anonymous. The periods below are the maximums we apply in normal operation.",
        "Statistics that have been aggregated so that no individual reader can be identified, such as the total number of visits to a tutorial in a month, may be kept indefinitely because they are no longer personal information.",
        "We may keep specific information for longer if the law requires it, or if it is needed to deal with a security incident, abuse or a legal claim, and only for as long as that need lasts.",
      ],
      bullets: [
        "Contact form messages and our replies: up to 24 months after the last message in the conversation, so that we can follow up on corrections and related questions.",
        "Server and security logs: up to 30 days, after which they are deleted automatically.",
        "Account data from social login: for as long as your account exists. When you ask us to delete your account, we remove it from our live database within 30 days.",
        "Database backups: overwritten on a rolling basis, so deleted data disappears from backups within a further 30 days.",
        "Sign-in session cookies: until you sign out or the session expires; preference entries in local storage remain in your browser until you clear them.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "We protect the information we hold with technical and organisational measures appropriate to its sensitivity. All traffic between your browser and this site is encrypted using HTTPS, and access to our database requires credentials that are held only by the services that run this site.",
        "Access to personal information is limited to the people who need it to run the site and answer messages, and it is protected by strong authentication. We keep software and dependencies up to date, and we collect as little data as possible, which is one of the most effective security measures there is.",
        "No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If we become aware of a breach that affects your personal information, we will notify you and the relevant authorities where the law requires us to do so.",
      ],
    },
    {
      id: "children",
      heading: "Children's Privacy",
      paragraphs: [
        "Our tutorials are written for engineering students, hobbyists and engineers, and this site is not directed to children under 13. We do not knowingly collect personal information from children under 13, and children under 13 should not use the contact form or create an account.",
        "If you are a parent or guardian and you believe that a child under 13 has given us personal information, for example by sending a message or signing in, please contact us. We will delete that information promptly once we have confirmed the request.",
        "Younger learners are welcome to follow our projects together with a parent, teacher or other responsible adult, who should handle any communication with us on their behalf.",
      ],
    },
    {
      id: "international-transfer",
      heading: "International Data Transfer",
      paragraphs: [
        "This site's content is served from a global edge network, which means your request is usually handled by a server close to you, wherever you are in the world. Account data and contact messages are stored with a cloud database provider whose data centres may be located in a different country from yours.",
        "As a result, your information may be transferred to, processed in and stored in countries outside the one where you live, including countries whose data protection laws may differ from those in your country.",
        "Where we transfer personal information internationally, we rely on providers that commit to protecting it with appropriate safeguards, such as standard contractual clauses or equivalent mechanisms recognised by applicable law, and we apply the same protections described in this policy regardless of where the data is processed.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights",
      paragraphs: [
        "You have control over the personal information we hold about you. Depending on where you live, data protection law may give you some or all of the rights listed below, and we extend the core rights of access, correction and deletion to all of our readers.",
        "To exercise any of these rights, contact us using the details at the end of this policy. We may need to verify your identity before acting on a request, for example by asking you to write from the e-mail address linked to your account. We aim to respond within 30 days, and we do not charge for reasonable requests.",
        "If you believe we have not handled your personal information properly, you also have the right to complain to the data protection authority in your country. We would appreciate the chance to address your concern first.",
      ],
      bullets: [
        "Access: ask for a copy of the personal information we hold about you.",
        "Correction: ask us to correct information that is inaccurate or incomplete.",
        "Deletion: ask us to delete your personal information, including your account and contact messages.",
        "Objection and restriction: object to, or ask us to limit, certain uses of your information.",
        "Portability: receive the information you gave us in a common, machine-readable format.",
        "Withdrawing consent: where we rely on your consent, withdraw it at any time, without affecting processing that took place before.",
      ],
    },
    {
      id: "policy-changes",
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this privacy policy when we add features, change service providers or respond to changes in the law. The date at the top of this page shows when the policy was last revised.",
        "If we make a significant change to the way we handle personal information, such as collecting a new type of data or using existing data for a new purpose, we will highlight the change on this site, and where we have your e-mail address and the change affects you, we may also notify you directly.",
        "We encourage you to check this page from time to time. Continuing to use the site after a change takes effect means you accept the updated policy.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "If you have any questions about this privacy policy, want to exercise your rights, or have a concern about how we handle your information, please get in touch through our contact page. Mention that your message is about privacy so that it reaches the right person quickly.",
        "We will acknowledge privacy requests as soon as possible and respond in full within 30 days.",
      ],
      cta: { href: "/contact", label: "Contact us" },
    },
  ],
};
