import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "electronics-projects",
  kind: "topic",
  title: "Electronics Projects",
  headTitle: "Electronics Projects: Circuits to Build, Debug and Document",
  description:
    "Hands-on electronics projects with 555 timers, transistor switches, power supplies, amplifiers and sensors, and how to plan, prototype, debug and document them.",
  keywords: [
    "electronics projects",
    "555 timer circuits",
    "transistor switch",
    "power supply project",
    "audio amplifier",
    "sensor circuits",
    "prototyping",
    "circuit debugging",
  ],
  intro: [
    "Building real circuits is where electronics theory becomes skill. A project forces you to choose parts that exist, fit them into a power budget, wire them without mistakes and find out why the first attempt does not work. Many of the best learning projects need no microcontroller at all: a 555 timer, a few transistors and an op-amp can flash, switch, time, amplify and sense.",
    "This page collects proven circuit building blocks and the working method that turns an idea into a reliable, documented build. Add a microcontroller once the analog and power side is solid, because that is where many projects go wrong, not in the code.",
  ],
  basics: [
    "Plan before you wire. Write down what the circuit must do, its supply voltage and how much current each part needs, then sketch a block diagram: power, inputs, processing, outputs. Draw the full schematic, even for a small build, and make a bill of materials with part numbers so you can check every part's datasheet before ordering.",
    "Prototype in stages. Build and test the power supply first, then add one block at a time and check it works before moving on. A solderless breadboard is ideal for first tests, but its contacts loosen and its long parallel strips add capacitance, so move a proven circuit to stripboard, perfboard or a printed circuit board for anything permanent or high-frequency.",
    "Debug methodically. Start with power: measure the supply at the IC pins themselves, not just at the connector, and confirm every ground is joined. Then follow the signal from input to output, checking the voltage at each stage against what you expect. When a section misbehaves, split the circuit in half and test the midpoint to narrow the fault. Typical culprits are a reversed part, a pin misread from the pinout, a missing common ground or a wire one row off on the breadboard.",
    "Document as you go. Keep a notebook or file with the schematic, part values you changed and why, measured voltages and photos of the build. A project you can reproduce six months later is worth far more than one that only works on your bench, and notes of failed attempts are often the most useful part.",
  ],
  features: [
    {
      title: "555 timer",
      text: "In astable mode it oscillates at f = 1.44 / ((R1 + 2 R2) C): with R1 = 1 kΩ, R2 = 68 kΩ and C = 10 µF it runs at about 1.05 Hz. In monostable mode one trigger gives a single pulse of t = 1.1 RC. The CMOS versions draw less current and run from lower voltages.",
    },
    {
      title: "Transistor switches",
      text: "An NPN transistor switches a load on its low side. Drive the base hard enough to saturate it, commonly about one tenth of the load current: for 100 mA from a 5 V signal, 10 mA of base current needs at most (5 - 0.7) / 0.01 = 430 Ω. That is the largest value that still works, so use 430 Ω (an E24 value) or round down to the E12 value 390 Ω (about 11 mA), never up to 470 Ω. Logic-level MOSFETs handle larger loads with little drive current.",
    },
    {
      title: "Flyback protection",
      text: "Relays, solenoids and motors generate a reverse voltage spike when switched off. A diode across the coil, cathode to the positive side, gives that current a safe path; leaving it out is a classic way to destroy transistors.",
    },
    {
      title: "Linear regulators",
      text: "A 7805 gives a fixed 5 V; an LM317 is adjustable with Vout = 1.25 V × (1 + R2 / R1). Both burn the voltage difference as heat, P = (Vin - Vout) × I, so 12 V in, 5 V out at 0.5 A means 3.5 W: a heatsink is essential.",
    },
    {
      title: "Switching regulators",
      text: "Buck converters step voltage down and boost converters step it up with far less heat than a linear regulator. The price is output ripple and electrical noise, which matter for audio and precision sensors.",
    },
    {
      title: "Amplifiers",
      text: "The LM386 is a simple audio power amplifier with a default gain of 20, raised to 200 with a 10 µF capacitor between pins 1 and 8. Op-amps handle small-signal stages such as microphone preamps, where single-supply designs bias the signal at half the supply.",
    },
    {
      title: "Sensor front ends",
      text: "An LDR or NTC thermistor in a divider plus a comparator such as the LM393 makes a threshold switch; add a pull-up on its open-collector output and hysteresis with a feedback resistor so the output does not chatter. The LM35 outputs 10 mV/°C, easy to read with a meter or an ADC.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "555 astable LED flasher",
        text: "Calculate R1, R2 and C for a flash rate you choose, build the astable circuit, then change R2 and C to predict and measure new rates, checking the formula with a stopwatch.",
        slug: "ne555-astable-led-flasher",
      },
      {
        title: "Dark-activated night light",
        text: "An LDR divider drives a transistor that turns on LEDs when light falls; a trimmer potentiometer sets the threshold.",
      },
      {
        title: "Regulated 5 V supply from a 9 V battery",
        text: "Add a 7805 with its input and output capacitors, then measure the output under different loads and feel how the regulator warms.",
      },
      {
        title: "Continuity tester",
        text: "A battery, an active buzzer and two probe leads make a first soldered tool for checking wires, fuses and switches.",
      },
    ],
    intermediate: [
      {
        title: "LM386 speaker amplifier",
        text: "Amplify a phone's headphone output, with a volume potentiometer and supply decoupling; experiment with the gain pins and listen for instability.",
      },
      {
        title: "Adjustable LM317 bench supply",
        text: "Build a variable supply with a heatsink, a potentiometer for R2 and a panel meter, from a safe low-voltage DC adapter.",
      },
      {
        title: "555 PWM motor speed controller",
        text: "Use a 555 with steering diodes to vary duty cycle at constant frequency, driving a small DC motor through a MOSFET with a flyback diode.",
      },
    ],
    advanced: [
      {
        title: "Thermostat with hysteresis",
        text: "An NTC thermistor and comparator switch a low-voltage heater or fan at set temperatures, with separate on and off points, through a relay driven by a transistor with a flyback diode across the coil. Keep to low-voltage heaters and fans: a mains heater puts lethal voltage on the relay contacts and belongs to a certified, enclosed controller installed by an electrician.",
      },
      {
        title: "LED VU meter",
        text: "Rectify and scale an audio signal with op-amps and drive a 10-LED bar graph from an LM3915 (the logarithmic, 3 dB per step version of the LM3914), then mount it on a custom PCB.",
      },
      {
        title: "Microcontroller sensor station",
        text: "Combine a regulated supply, level-shifted sensor inputs and an OLED display, documenting it with a full schematic, BOM and test report.",
      },
    ],
  },
  topProjects: [
    {
      title: "Adjustable bench power supply",
      text: "The most useful thing you can build: it teaches regulation and thermal design, then powers every later project.",
    },
    {
      title: "555 Atari Punk Console",
      text: "Two 555 timers make a noisy synthesiser; tweaking the pots shows how oscillators and monostables interact.",
    },
    {
      title: "Transistor-based audio amplifier",
      text: "A discrete push-pull stage reveals biasing, crossover distortion and heat, problems hidden inside amplifier ICs.",
    },
    {
      title: "Soil moisture alarm",
      text: "Two probes, a comparator and a buzzer make a practical sensor build; switching the probe current only when measuring slows electrode corrosion.",
    },
  ],
  tutorials: [
    {
      title: "Building a 555 astable flasher",
      text: "Place the 555 across the breadboard's centre gap. Connect pin 8 and pin 4 (reset) to the positive rail and pin 1 to ground. Fit R1 between pin 8 and pin 7, R2 between pin 7 and pin 6, and link pins 6 and 2. Put C from pin 2 to ground and a 10 nF capacitor from pin 5 to ground. Connect an LED with a 680 Ω resistor from pin 3 to ground and power the circuit from a 9 V battery. The bipolar NE555's output high sits a volt or two below the supply, so a red LED gets under 10 mA.",
    },
    {
      title: "Switching a relay from a small signal",
      text: "Connect the relay coil between the positive supply and the collector of an NPN transistor, emitter to ground. Place a 1N4007 diode across the coil with its banded cathode to the positive supply. Drive the base from your control signal through a resistor sized for a base current of about a tenth of the coil current, rounding the calculated value down, and share ground between the control circuit and the relay supply. The relay contacts then switch the load on a separate, isolated circuit. Practise with low-voltage loads. Switching mains is a shock and fire risk: use a certified relay module in a closed, earthed enclosure, and have a qualified person check the wiring.",
    },
    {
      title: "A debugging checklist",
      text: "Check for smoke, heat or smell first and remove power if you find any. Measure the supply at every IC's power pins. Verify each polarised part: diodes, LEDs, electrolytic capacitors, transistors and IC notch. Compare pinouts with the datasheet for your exact package. Then trace the signal stage by stage with a meter or oscilloscope, changing only one thing at a time and noting each result.",
    },
  ],
  tutorialSlugs: [
    "ne555-astable-led-flasher",
    "led-resistor-ohms-law-calculation",
    "voltage-divider-multimeter-basics",
    "soil-moisture-automatic-irrigation",
  ],
};

export default topic;
