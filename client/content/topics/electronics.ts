import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "electronics",
  kind: "topic",
  title: "Electronics",
  headTitle: "Electronics: Components, Schematics, Datasheets and Tools",
  description:
    "Learn the core electronic components, from resistors and capacitors to transistors and op-amps, and how to read schematics, use datasheets and bench tools.",
  keywords: [
    "electronics",
    "electronic components",
    "transistors",
    "op-amps",
    "reading schematics",
    "datasheets",
    "multimeter",
    "oscilloscope",
    "analog and digital",
  ],
  intro: [
    "Electronics is the craft of controlling electric current so that a circuit senses, amplifies, stores, decides or switches something useful. A phone charger, a motor driver and a smartwatch are built from the same small set of parts: passive components that shape voltage and current, semiconductors that switch and amplify, and integrated circuits that pack many transistors into one package.",
    "This page maps that toolkit: what each common component does and when to use it, analog versus digital thinking, how to read schematics and datasheets, and the bench tools that show what a circuit is really doing.",
  ],
  basics: [
    "Passive components cannot amplify. A resistor sets a current or divides a voltage and turns the excess into heat, so it has a power rating as well as a resistance. A capacitor stores charge and resists fast changes in voltage: it blocks steady DC but passes changing signals, since its reactance Xc = 1 / (2πfC) falls as frequency rises. An inductor resists changes in current, which is why a relay coil produces a large voltage spike when switched off and needs a diode across it.",
    "Semiconductors are where control happens. A diode conducts one way, dropping roughly 0.6 to 0.7 V for silicon and less for a Schottky type. An LED is a diode that emits light and always needs its current limited. A bipolar transistor (BJT) is controlled by base current; a MOSFET is controlled by gate-to-source voltage and draws almost no steady gate current, so it is the usual choice for switching loads from a microcontroller pin.",
    "Analog circuits handle continuously varying quantities such as a microphone signal. Digital circuits treat voltages as two states, high or low, with thresholds and a noise margin between them. Real products mix both: an analog-to-digital converter (ADC) turns sensor voltages into numbers. A 12-bit ADC with a 3.3 V reference divides its range into 4096 steps of about 0.8 mV, the smallest change it can see.",
    "A schematic shows electrical connections, not physical placement. Parts carry reference designators (R1, C3, Q1, U4), a dot marks a real junction and crossing wires without a dot are not connected. Net labels and ground symbols join points without a drawn line, so every pin marked GND is connected. Read it by tracing where power enters, where the signal enters and what each part does to it.",
  ],
  features: [
    {
      title: "Resistors",
      text: "Defined by resistance, tolerance and power rating. Colour bands brown, black, red, gold mean 1 kΩ, ±5 %; the surface-mount code 102 also means 1 kΩ (10 followed by two zeros). Leave margin on the power rating.",
    },
    {
      title: "Capacitors",
      text: "A 100 nF ceramic next to each IC supply pin supplies fast current bursts; electrolytics store bulk energy but are polarised and can fail violently if reversed or over-voltaged.",
    },
    {
      title: "Inductors and transformers",
      text: "Inductors smooth current in switching regulators and filter supplies; transformers couple AC between isolated windings. Above its saturation current an inductor's inductance drops, often sharply.",
    },
    {
      title: "Diodes and LEDs",
      text: "Rectifiers convert AC to DC and block reversed supplies, Schottky diodes cut the drop in power paths and Zeners clamp a voltage. LED forward voltage depends on colour: roughly 2 V for red, about 3 V for blue and white.",
    },
    {
      title: "Transistors: BJT and MOSFET",
      text: "An NPN transistor or N-channel MOSFET on the low side of a load switches motors, relays and LED strips. A MOSFET's gate threshold is only where conduction begins: check that its on-resistance is specified at the gate voltage you can supply.",
    },
    {
      title: "Integrated circuits and op-amps",
      text: "ICs range from logic gates and the 555 timer to regulators and microcontrollers. An op-amp with negative feedback sets gain with two resistors, 1 + Rf / Rg for a non-inverting stage; many older op-amps cannot swing their output close to the rails.",
    },
    {
      title: "Sensors",
      text: "Thermistors and photoresistors change resistance and are read through a voltage divider; analog sensors output a voltage; digital sensors report readings over I2C or SPI.",
    },
    {
      title: "Datasheets",
      text: "Absolute maximum ratings are survival limits, not operating conditions. Design to the recommended conditions and the min and max columns, not the typical one; pinouts are usually drawn from the top.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "LED series resistor, calculated and measured",
        text: "Work out an LED's series resistor from the supply voltage, the LED's forward voltage and the current you want, round to a standard value that keeps the current at or below the target, then build it and check the real current with a multimeter in series.",
        slug: "led-resistor-ohms-law-calculation",
      },
      {
        title: "Component identification kit",
        text: "Measure resistors, capacitors and diodes and compare readings with their markings to learn colour codes and the diode-test mode.",
      },
      {
        title: "Transistor-switched LED bank",
        text: "Let a small signal switch several LEDs through an NPN transistor, and see why the base resistor is needed.",
      },
      {
        title: "Light-dependent alarm",
        text: "A photoresistor divider feeds a comparator that sounds a buzzer when light falls; it teaches dividers and thresholds.",
      },
    ],
    intermediate: [
      {
        title: "Op-amp microphone preamplifier",
        text: "Amplify an electret microphone with a single-supply op-amp biased at half the supply and view the result on a scope, learning AC coupling and gain setting.",
      },
      {
        title: "RC filter explorer",
        text: "Sweep low-pass and high-pass RC filters with a signal generator and compare the measured cut-off with 1 / (2πRC).",
      },
      {
        title: "MOSFET LED strip dimmer",
        text: "Drive a 12 V LED strip through a logic-level MOSFET with PWM, sizing the part from its datasheet and adding a gate pull-down.",
      },
    ],
    advanced: [
      {
        title: "Switch-mode buck converter",
        text: "Design a buck regulator around a controller IC, choose the inductor and capacitors from the datasheet, then measure ripple and efficiency.",
      },
      {
        title: "Instrumentation amplifier for a load cell",
        text: "Amplify the millivolt output of a strain-gauge bridge, filter and digitise it, managing offset and noise.",
      },
      {
        title: "Custom PCB for a sensor board",
        text: "Take a breadboard circuit through schematic capture, layout and ordering, making real decisions about decoupling and ground planes.",
      },
    ],
  },
  topProjects: [
    {
      title: "Bench power supply with current limit",
      text: "Teaches regulation, heat dissipation and protection, and becomes a tool for every later project. Power it from a sealed low-voltage adapter so that no mains wiring is involved.",
    },
    {
      title: "Simple audio amplifier",
      text: "Makes gain, biasing and supply noise audible: a noisy supply turns straight into hum.",
    },
    {
      title: "Component tester",
      text: "A microcontroller tester that identifies transistors and measures capacitors joins analog measurement with code.",
    },
    {
      title: "Logic-gate binary adder",
      text: "A 4-bit adder from 74HC chips shows arithmetic emerging from gates, and why unused CMOS inputs must never float.",
    },
  ],
  tutorials: [
    {
      title: "Measuring voltage, current and resistance",
      text: "Measure voltage across a component with the circuit powered. For current, switch off, break the circuit and insert the meter in series with the red lead in the current jack. Measure resistance only unpowered. Then return the red lead to the voltage jack: probing a supply from the current jack shorts it through the meter's fuse.",
    },
    {
      title: "Reading a datasheet in five minutes",
      text: "Confirm the part fits from the first-page summary. Check absolute maximum ratings against anything your circuit could exceed, then the supply range. Find the pinout for your exact package, read the figures you depend on, such as input thresholds, and start from the typical application circuit.",
    },
    {
      title: "First steps with an oscilloscope",
      text: "Set probe and channel to the same attenuation, usually 10x, and compensate the probe on the calibration output until the square wave has flat tops. Clip ground to circuit ground, trigger on a rising edge at mid-amplitude and set the time base to show one or two cycles. On mains-powered scopes the ground clip is earthed, so never clip it to a point that is not at ground potential.",
    },
    {
      title: "Soldering a through-hole joint",
      text: "Tin the tip, heat pad and lead together for a second or two, then feed solder into the joint, not onto the iron. Remove the solder, then the iron, and keep the joint still while it cools. A good joint is smooth and concave; a ball sitting on the pad means the pad was not heated. Ventilate flux fumes and wash your hands after using leaded solder.",
    },
  ],
  tutorialSlugs: ["led-resistor-ohms-law-calculation", "voltage-divider-multimeter-basics", "ne555-astable-led-flasher"],
};

export default topic;
