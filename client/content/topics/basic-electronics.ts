import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "basic-electronics",
  kind: "topic",
  title: "Basic Electronics",
  headTitle: "Basic Electronics: Ohm's Law, Circuits and Safety for Beginners",
  description:
    "A gentle start to electronics: voltage, current and resistance, Ohm's law, power, series and parallel circuits, voltage dividers, LED resistors and safety.",
  keywords: [
    "basic electronics",
    "Ohm's law",
    "voltage current resistance",
    "series and parallel circuits",
    "voltage divider",
    "LED resistor calculation",
    "AC vs DC",
    "electrical safety",
  ],
  intro: [
    "Every circuit, from a torch to a computer, obeys a handful of rules that fit on one page. If you understand what voltage, current and resistance are and how they relate, you can predict what a circuit will do before you build it, choose part values with a calculation instead of a guess, and work out why something got hot or did not light up.",
    "This page is a first-year starting point. It builds the ideas one at a time with worked numbers you can check on a breadboard, and it ends with the safety habits that matter from day one.",
  ],
  basics: [
    "Voltage is the push that drives charge around a circuit, measured in volts (V). It is always measured between two points, which is why circuits have a reference point called ground (0 V): when someone says a pin is at 3.3 V, they mean 3.3 V above ground. Current is the rate at which charge flows, measured in amperes (A), and it only flows when there is a complete loop from the source, through the load and back. Resistance, in ohms, is how strongly a part opposes that flow.",
    "Ohm's law ties them together: V = I R, which rearranges to I = V / R and R = V / I. A 9 V battery across a 1 kΩ resistor drives 9 / 1000 = 0.009 A, or 9 mA. Work in base units (volts, amps, ohms) or in a consistent set such as volts, milliamps and kilohms: mixing milliamps with ohms gives answers that are wrong by a factor of 1000.",
    "Power is the rate at which energy is used, P = V I, measured in watts. Combining it with Ohm's law gives P = I²R and P = V² / R. Power matters because parts turn it into heat: put 12 V across a 100 Ω resistor and it carries 120 mA and dissipates 1.44 W, far beyond the 0.25 W rating of a typical small resistor, so it will scorch. Always check the power, not just the resistance.",
    "Two further rules, Kirchhoff's laws, let you analyse any circuit. The current flowing into a junction equals the current flowing out, because charge is not created or lost. The voltages around any closed loop add up to zero: the rises from sources equal the drops across the parts. Series, parallel and divider formulas are all consequences of these two statements.",
  ],
  features: [
    {
      title: "Series circuits",
      text: "Parts in series carry the same current, and their resistances add: 1 kΩ plus 2.2 kΩ gives 3.2 kΩ. The supply voltage is shared between them in proportion to their resistance, and if one part opens the whole loop stops.",
    },
    {
      title: "Parallel circuits",
      text: "Parts in parallel share the same voltage, and the total resistance falls: 1 / R = 1 / R1 + 1 / R2. Two equal resistors in parallel give half the value, so two 1 kΩ resistors make 500 Ω, and each branch draws its own current from the supply.",
    },
    {
      title: "Voltage dividers",
      text: "Two resistors in series from Vin to ground give Vout = Vin × R2 / (R1 + R2) at their midpoint. With R1 = 20 kΩ and R2 = 10 kΩ, a 9 V battery reads as 9 × 10 / 30 = 3.0 V, safe for a 3.3 V ADC input. A divider is for signals and sensing, not for powering loads, because any current drawn from the midpoint pulls the voltage down.",
    },
    {
      title: "LED resistor calculation",
      text: "An LED needs a series resistor R = (Vsupply - Vf) / I. For a red LED (Vf about 2 V) at 5 mA from a 3.3 V pin, (3.3 - 2) / 0.005 = 260 Ω; pick the next standard value up, 270 Ω, which gives about 4.8 mA. Rounding up keeps the current at or below the target. Without the resistor, the current is limited only by the source and the LED can burn out in moments.",
    },
    {
      title: "DC and AC",
      text: "Direct current flows one way at a steady voltage, as from a battery or USB port. Alternating current reverses direction periodically; mains is 230 V at 50 Hz in most of Europe and 120 V at 60 Hz in North America. These are RMS values, so 230 V mains actually peaks at about 325 V (230 × √2).",
    },
    {
      title: "Batteries and capacity",
      text: "A battery's capacity in milliamp-hours estimates how long it lasts: a 2000 mAh cell feeding 100 mA lasts roughly 20 hours in theory, less in practice because voltage sags and capacity falls at higher currents.",
    },
    {
      title: "Conventional current",
      text: "Circuit diagrams show current flowing from positive to negative, even though electrons in a wire move the other way. All formulas and component symbols, such as the arrow in a diode, use the conventional direction.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Prove Ohm's law",
        text: "Power several resistors from a battery, measure voltage and current with a multimeter and plot V against I. The slope of the straight line is the resistance.",
      },
      {
        title: "LED with a calculated resistor",
        text: "Calculate the series resistor for an LED from its forward voltage and the current you want, build it and measure the actual current with a multimeter against your prediction; repeat with a red, a green and a blue LED.",
        slug: "led-resistor-ohms-law-calculation",
      },
      {
        title: "Series and parallel bulbs",
        text: "Wire two small lamps or LED-resistor pairs in series, then in parallel, and compare brightness and total current to see how the supply voltage is shared.",
      },
    ],
    intermediate: [
      {
        title: "Light meter with a divider",
        text: "Put a photoresistor and a fixed resistor in a divider and log the midpoint voltage in different light. Choosing the fixed value to give the widest swing teaches divider design.",
      },
      {
        title: "Battery discharge test",
        text: "Discharge a cell through a known resistor, recording voltage every few minutes, then integrate current over time to estimate its real capacity.",
      },
      {
        title: "Kirchhoff's law check",
        text: "Build a two-loop resistor network, predict every branch current by hand, then confirm each with the meter.",
      },
      {
        title: "Voltage divider: calculate, build, measure and load",
        text: "Calculate a divider, build it on a breadboard and measure its output, then add increasing loads and compare the readings with the parallel-resistance calculation to see why dividers cannot power circuits.",
        slug: "voltage-divider-multimeter-basics",
      },
    ],
    advanced: [
      {
        title: "RC charging curve",
        text: "Charge a capacitor through a resistor and record the voltage over time. After one time constant, τ = RC, it reaches about 63 % of the supply; after five it is within 1 %.",
      },
      {
        title: "Thévenin equivalent of a battery",
        text: "Measure a battery's open-circuit voltage Voc, then its voltage VL across a known load resistor RL (check that P = VL² / RL is within the resistor's rating), and compute its internal resistance as RL × (Voc / VL - 1). Repeat as the battery drains and watch the resistance rise.",
      },
      {
        title: "Wheatstone bridge",
        text: "Build a bridge of four resistors with a potentiometer as one arm and adjust it until the voltage across the middle reads zero; at balance the resistance ratios of both sides are equal, which reveals the unknown resistor.",
      },
    ],
  },
  topProjects: [
    {
      title: "Breadboard traffic light",
      text: "Three LEDs, each with a calculated resistor, switched by hand or a timer: a first build that practises the LED formula three times over.",
    },
    {
      title: "Battery voltage indicator",
      text: "A divider and comparator lights an LED when a battery falls below a set voltage, joining dividers with a useful result.",
    },
    {
      title: "Capacitor timer",
      text: "An RC delay keeps a light on after a button is released, making the time constant something you can time with a stopwatch.",
    },
    {
      title: "Resistor decade box",
      text: "A switchable set of resistors in series gives any value you need on the bench and reinforces how series values add.",
    },
  ],
  tutorials: [
    {
      title: "Your first circuit on a breadboard",
      text: "The long rails along the edge carry power; on many long boards they are split in the middle, so check continuity with your meter. Connect a 9 V battery's positive and negative to the red and blue rails. Place a 1 kΩ resistor from the positive rail to a row, then the LED from that row to another row with its longer leg (anode) toward the resistor, and finally a wire from the LED's cathode row to the negative rail. A red LED then carries about (9 - 2) / 1000 = 7 mA, plenty to see. If it stays dark, the LED is probably reversed.",
    },
    {
      title: "Calculating a voltage divider for a 3.3 V input",
      text: "To bring a 5 V signal down for a 3.3 V input, R2 / (R1 + R2) must stay below 3.3 / 5 = 0.66, with margin for a 5 V rail that can reach 5.25 V and for resistor tolerance. The textbook pair R1 = 1 kΩ and R2 = 2 kΩ gives 5 × 2 / 3 = 3.33 V, already above 3.3 V, so aim lower: R1 = 10 kΩ and R2 = 15 kΩ give 5 × 15 / 25 = 3.0 V, still a clean logic high. Larger values waste less current but react more slowly to fast signals; this pair is still fast enough for buttons and UART data. Build it, measure the output and confirm it before connecting the input pin.",
    },
    {
      title: "Safety habits from day one",
      text: "Never work on mains wiring as a beginner: use low-voltage supplies and plug-in adapters. Do not short a battery, since even small lithium cells can deliver large currents and overheat. Large capacitors can hold a charge after power is removed, so discharge them through a resistor. Wear eye protection when cutting leads, keep a hot iron in its stand, and disconnect power before changing wiring.",
    },
  ],
  tutorialSlugs: [
    "voltage-divider-multimeter-basics",
    "choosing-your-first-microcontroller-board",
    "led-resistor-ohms-law-calculation",
    "ne555-astable-led-flasher",
  ],
};

export default topic;
