import type { ProsePage } from "./types";

export const aboutPage: ProsePage = {
  path: "/about",
  heading: "About Us",
  title: "About Us",
  description:
    "Who we are and why we write practical electronics and embedded systems tutorials, board guides and project ideas for students, hobbyists and engineers.",
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
    "We are a small group of engineers and makers who explain electronics and embedded systems the way we wish they had been explained to us: with real circuits, working code and honest notes about what can go wrong.",
  sections: [
    {
      id: "mission",
      heading: "Our Mission",
      paragraphs: [
        "Our mission is to make electronics and embedded systems understandable and buildable for anyone who is willing to pick up a breadboard. Textbooks explain Ohm's law and datasheets list register maps, but the step in between, turning that knowledge into a circuit that actually works on your desk, is where most learners get stuck. That gap is the one we try to close.",
        "Every tutorial we publish is meant to leave you with something concrete: a wired circuit, a sketch or firmware that compiles, a measurement you can check with a multimeter, and an explanation of why each part is there. We would rather show you why a pull-up resistor is needed on an I2C bus than hand you a wiring diagram to copy without understanding.",
        "We also believe that good technical material should be free to read. Students preparing a final-year project, a hobbyist building a weather station on a weekend, and a working engineer checking how a peripheral behaves should all be able to find clear, accurate answers without wading through noise.",
      ],
    },
    {
      id: "who-we-are",
      heading: "Who We Are",
      paragraphs: [
        "We are electronics and computer engineers, embedded developers and long-time hobbyists. Between us we have designed boards for industrial controllers, taught laboratory sessions to undergraduate students, written firmware for battery-powered sensors and spent more evenings than we can count debugging a serial port that refused to print anything.",
        "That mix of backgrounds shapes how we write. The engineers among us care about correct figures, proper component ratings and designs that survive outside the lab. The teachers among us care about the order in which ideas are introduced, so that a beginner meets voltage dividers before analog-to-digital converters and interrupts before real-time operating systems.",
        "We are not a manufacturer or a distributor, and we do not sell boards or kits. That independence lets us say plainly when a cheap module is good enough, when a popular part has a known quirk, and when a different microcontroller would suit your project better.",
      ],
    },
    {
      id: "how-we-help",
      heading: "How We Help Engineers",
      paragraphs: [
        "For students, we map electronics topics onto the work you actually have to hand in: lab experiments, mini projects and final-year projects. Our project lists are grouped by engineering branch, so an ECE student looking for a communication project and a Civil student looking for a structural monitoring idea each find options that fit their syllabus and their budget.",
        "For hobbyists and makers, we focus on complete builds. A typical guide starts with the parts list and the reason each part was chosen, walks through wiring with attention to power and logic levels, explains the code section by section, and ends with testing steps and the problems you are most likely to hit, such as brown-outs when a Wi-Fi radio switches on or a sensor that reads nonsense because it shares an address with another device.",
        "For practising engineers, we keep reference-style pages on boards, protocols and peripherals that are quick to scan when you need a pinout, a timing detail or a reminder of how a bus is arbitrated. Where it matters, we point you to the relevant section of the official datasheet rather than asking you to take our word for it.",
      ],
    },
    {
      id: "start-exploring",
      heading: "Start Exploring",
      paragraphs: [
        "If you are new to electronics, begin with the basic circuit topics: voltage, current and resistance, then LEDs, switches and transistors. Once those feel comfortable, pick a development board such as the Arduino Uno and work through reading sensors, driving motors and talking to displays.",
        "If you already know your way around a microcontroller, jump straight to the areas that interest you: wireless projects with the ESP8266 and ESP32, Linux-based builds on the Raspberry Pi, register-level programming on AVR and PIC, or ARM Cortex-M development on STM32. Each topic page links to the tutorials and projects that build on it.",
      ],
      cta: { href: "/", label: "Start exploring" },
    },
    {
      id: "what-we-offer",
      heading: "What We Offer",
      paragraphs: [
        "Everything on this site is organised so that you can either follow a learning path from the beginning or drop in at the exact topic you need today. Content is written and checked by people who have built the circuits themselves, and we revise pages when libraries, boards or best practices change.",
        "Here is what you will find as you browse:",
      ],
      bullets: [
        "Board guides for Arduino Uno, Nano and Mega, ESP8266, ESP32, Raspberry Pi, STM32 and other popular platforms, covering pinouts, power requirements, memory and programming options.",
        "Topic pages on circuits, sensors, actuators, communication protocols such as UART, I2C, SPI and CAN, IoT, robotics and microcontroller families including PIC, AVR and ARM.",
        "Step-by-step posts that take a single build from parts list to working result, with wiring notes, annotated code and troubleshooting tips.",
        "Curated project lists for beginners, intermediate makers and advanced builders, each with a short description of what the project teaches.",
        "Branch-specific project ideas for IT, ECE, EEE, Civil, Mechanical and Agricultural engineering students, suitable for mini projects and final-year work.",
        "Practical explanations of datasheet parameters, component selection and safe working habits, so you can design your own circuits with confidence.",
      ],
    },
    {
      id: "get-in-touch",
      heading: "Get in Touch",
      paragraphs: [
        "We read every message we receive. If you spot an error in a tutorial, a pin number that does not match your board, or code that no longer compiles with a current library version, please tell us and we will check it and correct the page.",
        "We also welcome suggestions for new topics and projects. Many of our guides started as a question from a reader who was stuck on a particular sensor or protocol, and if you are wondering about something, there is a good chance others are too.",
        "We cannot promise to debug every individual project, but we do try to reply to questions that help us improve the material for everyone.",
      ],
      cta: { href: "/contact", label: "Get in touch" },
    },
  ],
};
