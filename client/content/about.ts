import type { ProsePage } from "./types";

export const aboutPage: ProsePage = {
  path: "/about",
  heading: "About Us",
  title: "About Us",
  description:
    "What Circuit Campus is and offers: board guides with pinout tables, electronics topic pages, project lists and tutorials with wiring tables and complete code.",
  keywords: [
    "about us",
    "electronics tutorials",
    "embedded systems learning",
    "Arduino projects",
    "ESP32 tutorials",
    "engineering student projects",
    "microcontroller guides",
  ],
  intro:
    "Circuit Campus is an electronics and embedded systems learning site: board guides, topic pages, project lists and step-by-step tutorials with real circuits, complete code and notes on what can go wrong.",
  sections: [
    {
      id: "mission",
      heading: "Our Mission",
      paragraphs: [
        "Circuit Campus exists to help you get from a formula or a datasheet to a circuit that works on your desk. Textbooks explain Ohm's law and datasheets list register maps, but the step in between, choosing the parts, wiring them and writing the code, is where many learners get stuck, and it is the step this site concentrates on.",
        "Each step-by-step tutorial aims to leave you with something concrete: a wired circuit, code you can copy and run, the output you should expect to see, and an explanation of why each part is there. Understanding why an I2C bus needs pull-up resistors is worth more than a wiring diagram copied without it.",
        "The material is free to read. Students preparing a final-year project, hobbyists building a weather station at the weekend and engineers checking how a peripheral behaves should all be able to find clear answers.",
      ],
    },
    {
      id: "who-we-are",
      heading: "Who We Are",
      paragraphs: [
        "Circuit Campus is an independent learning site about electronics and embedded systems. Its posts are written by authors who sign in to the site's own authoring studio to draft and publish them.",
        "The site is not a manufacturer, distributor or shop, and it sells nothing: no boards, no kits, no components. A guide can therefore say plainly when a cheap module is good enough and when a different microcontroller would suit a project better.",
      ],
    },
    {
      id: "how-we-help",
      heading: "How We Help Engineers",
      paragraphs: [
        "For students, six engineering-branch pages (IT, ECE, EEE, Civil, Mechanical and Agricultural engineering) show where electronics meets each discipline, with beginner, intermediate and advanced project ideas suited to lab work, mini projects and final-year projects.",
        "For hobbyists and makers, the step-by-step tutorials follow the same plan: a parts list, a wiring table, the complete code with a copy button wherever the project has a program, the output you should see and a troubleshooting section for the faults you are most likely to meet.",
        "For practising engineers, the nine board guides carry pinout tables checked against the datasheets each table cites, so you can see where a figure comes from and check it against the source yourself.",
      ],
    },
    {
      id: "start-exploring",
      heading: "Start Exploring",
      paragraphs: [
        "If you are new to electronics, begin with the Basic Electronics page: voltage, current and resistance, then LEDs, dividers and safety. The Electronics page then introduces the main components, and a board guide such as the Arduino Uno takes you on to reading sensors, driving motors and talking to displays.",
        "If you already know your way around a microcontroller, go straight to what interests you: wireless projects on the ESP8266 and ESP32, Linux-based builds on the Raspberry Pi, register-level programming on AVR and PIC, or ARM Cortex-M development on STM32. Each topic page lists project ideas and links to the published tutorials that teach it, and the search box in the header finds the rest.",
      ],
      cta: { href: "/", label: "Start exploring" },
    },
    {
      id: "what-we-offer",
      heading: "What We Offer",
      paragraphs: [
        "The site is organised so that you can either follow a path from the basics or drop in at the exact topic you need today. Here is what you will find:",
      ],
      bullets: [
        "26 topic pages: 9 board guides, 11 subject pages and 6 engineering-branch pages.",
        "Board guides for the Arduino Uno, Nano and Mega, ESP32, ESP8266, ESP32-CAM, Raspberry Pi Pico, Raspberry Pi Zero and Raspberry Pi 4, each with a pinout table checked against the datasheets it cites.",
        "Subject pages on basic electronics, components, electronics projects, embedded systems, communication buses and radio, IoT, robotics, and the PIC, AVR, ARM and STM32 microcontroller families.",
        "Step-by-step tutorials with a parts list, a wiring table, complete code with a copy button wherever the project has a program, the expected output and troubleshooting.",
        "24 project lists, grouped by board, topic and engineering branch.",
        "A site search over every topic page and published tutorial, in the header of every page.",
        "A contact form for corrections and suggestions.",
      ],
    },
    {
      id: "get-in-touch",
      heading: "Get in Touch",
      paragraphs: [
        "If you spot an error in a tutorial, a pin number that does not match your board, or code that no longer compiles with a current library version, please send it through the contact form so the page can be checked and corrected.",
        "Suggestions for new topics, tutorials and projects are welcome too: if a sensor or protocol has you stuck, others are probably stuck on it as well.",
        "We cannot promise to debug individual projects or to answer every message.",
      ],
      cta: { href: "/contact", label: "Get in touch" },
    },
  ],
};
