import type { ProsePage } from "./types";

export const disclaimerPage: ProsePage = {
  path: "/disclaimer",
  heading: "Disclaimer",
  title: "Disclaimer",
  description:
    "Read our disclaimer: educational electronics content, no professional advice, electrical safety warnings, liability limits and external link policy.",
  keywords: [
    "disclaimer",
    "electronics safety",
    "educational content",
    "limitation of liability",
    "mains voltage warning",
    "lithium battery safety",
  ],
  intro:
    "The tutorials, circuits and code on this site are shared to help you learn. Please read this disclaimer before you build anything based on our material, especially projects that involve mains power or batteries.",
  lastUpdated: "2026-11-21",
  sections: [
    {
      id: "general-information",
      heading: "General Information Only",
      paragraphs: [
        "All content on this site, including tutorials, topic pages, project lists, circuit diagrams, source code, calculations and answers to reader questions, is provided for general educational and informational purposes. It is intended to help students, hobbyists and engineers understand how electronic circuits and embedded systems work.",
        "Nothing on this site constitutes professional engineering, electrical, legal or safety advice. Our material is not a substitute for the advice of a qualified electrician or licensed engineer, for the applicable wiring regulations and electrical codes in your country, or for the manufacturer's datasheets and application notes of the components you use.",
        "If you are designing a product for sale, a device that will be installed in a building, or any system where a failure could harm people, property or the environment, you must have the design reviewed and certified by appropriately qualified professionals. Example projects on this site are not certified for any such use.",
      ],
    },
    {
      id: "accuracy",
      heading: "Accuracy and Completeness",
      paragraphs: [
        "We take care to check the figures, pinouts and code we publish against official datasheets and by building the circuits ourselves. Even so, mistakes happen, and electronics changes quickly: boards are revised, clone boards differ from the originals, libraries change their interfaces and components are discontinued or replaced.",
        "We therefore make no warranty, express or implied, that any information on this site is accurate, complete, current or suitable for your specific purpose. Always confirm critical values, such as maximum voltages, current ratings, pin assignments and timing requirements, in the datasheet for the exact part and revision you have in your hands.",
        "Code examples are provided as-is. They are written to be readable and to illustrate a concept, and they may omit the error handling, input validation, watchdog supervision and security hardening that a production system requires.",
      ],
    },
    {
      id: "electrical-safety",
      heading: "Electrical Safety",
      paragraphs: [
        "Working with electronics involves real hazards. Most of our projects run from low-voltage supplies such as USB, 3.3 V, 5 V or 12 V, but even low-voltage circuits can overheat, start fires or damage equipment if they are wired incorrectly or left unattended. You are responsible for your own safety and for the safety of those around you whenever you build, test or use a circuit.",
        "Please follow these precautions, and do not attempt a project if you are unsure you can do it safely:",
      ],
      bullets: [
        "Mains voltage can kill. Do not open, modify or connect to mains-powered equipment, relays switching mains loads or AC wiring unless you are qualified to do so. Where a project controls a mains appliance, we recommend certified, enclosed relay modules or smart plugs and, where required by law, installation by a licensed electrician.",
        "Never work on a circuit while it is connected to mains power, and remember that capacitors in power supplies can hold a dangerous charge after the plug is pulled.",
        "Lithium-ion and lithium-polymer cells can catch fire or vent if they are short-circuited, over-charged, over-discharged, punctured or charged with the wrong charger. Use cells with a protection circuit, a dedicated charger module, correctly rated wiring and fuses, and never leave charging batteries unattended.",
        "Soldering irons reach temperatures of around 300 to 400 degrees Celsius. Use a stand, keep the work area clear of flammable material, and wear eye protection when trimming leads or desoldering.",
        "Solder flux fumes irritate the eyes and airways. Work in a well-ventilated area or use a fume extractor, wash your hands after handling solder, particularly leaded solder, and do not eat or drink at the bench.",
        "Check polarity and supply voltage before powering a circuit. Reversing a supply or connecting a 5 V signal to a 3.3 V-only pin can destroy components, and failing parts can become hot enough to cause burns.",
        "Motors, robot arms and moving mechanisms can pinch or cut. Secure them before testing and keep hands and hair clear of moving parts.",
        "Children and young learners must be supervised by a responsible adult when soldering, using power tools, handling batteries or working with any supply other than a low-voltage USB or battery-pack source.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent permitted by law, we, our authors and contributors will not be liable for any loss, injury or damage of any kind arising from your use of, or reliance on, the information on this site. This includes, without limitation, personal injury, electric shock, fire, damage to components, boards, computers or other equipment, loss of data, and any direct, indirect, incidental or consequential loss.",
        "You build and use any circuit, device or program described on this site entirely at your own risk. It is your responsibility to verify that a design is safe and appropriate for your situation, to use components within their ratings and to comply with the laws and regulations that apply where you live, including rules on radio transmitters, drones and electrical installations.",
        "Some jurisdictions do not allow certain limitations of liability. In those jurisdictions our liability is limited to the smallest extent permitted by law.",
      ],
    },
    {
      id: "external-links",
      heading: "External Links",
      paragraphs: [
        "Our pages link to external websites such as manufacturer datasheets, official documentation, open-source libraries, code repositories and component suppliers. We provide these links for convenience and to help you find primary sources.",
        "We do not control external websites and are not responsible for their content, availability, accuracy, privacy practices or security. A link does not mean that we endorse the site, its owner or anything it offers. If you follow a link, you do so at your own risk and under the terms of that site.",
        "If you find a broken link or a link that now points to unrelated or harmful content, please let us know so we can fix or remove it.",
      ],
    },
    {
      id: "product-mentions",
      heading: "Product Mentions and Affiliate Links",
      paragraphs: [
        "Our tutorials naturally refer to specific boards, sensors, modules, tools and software by name, because you need to know which part to use. These mentions are editorial. Unless a page clearly says otherwise, we have not been paid to feature a product, and the mention of a brand or part number is not an endorsement or a guarantee of its quality or safety.",
        "Some pages may, now or in the future, contain affiliate links, which means we could earn a small commission if you buy a product after following the link, at no extra cost to you. Where this applies, it does not influence which parts we recommend, and we will always try to suggest generic or widely available alternatives.",
        "All trademarks, product names and logos mentioned on this site belong to their respective owners and are used only to identify the products concerned.",
      ],
    },
    {
      id: "consent",
      heading: "Consent",
      paragraphs: [
        "By using this site, you acknowledge that you have read this disclaimer, that you understand it, and that you agree to its terms. If you do not agree with any part of it, please do not use the information on this site to build or operate any circuit or device.",
        "If you are a student or a young learner, please go through this disclaimer together with a parent, teacher or lab supervisor, and agree with them on which projects you may build and under what supervision before you start.",
      ],
    },
    {
      id: "updates",
      heading: "Updates to This Disclaimer",
      paragraphs: [
        "We may revise this disclaimer from time to time, for example when we add new kinds of content or when the law changes. The date at the top of this page shows when it was last updated.",
        "Changes take effect as soon as they are published on this page. We encourage you to review the disclaimer periodically, and your continued use of the site after a change means you accept the revised terms.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "If you have a question about this disclaimer, want to report an error or a safety concern in one of our tutorials, or need clarification before you start a project, please reach us through the form on our contact page at /contact. Safety-related reports are reviewed first.",
      ],
      cta: { href: "/contact", label: "Contact us" },
    },
  ],
};
