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
    "Ohm's law ties them together: V = I R, which rearranges to I = V / R and R = V / I. A 9 V battery across a 1 kilohm resistor drives 9 / 1000 = 0.009 A, or 9 mA. Work in base units (volts, amps, ohms) or in a consistent set such as volts, milliamps and kilohms, because mixing them is the most common source of answers that are wrong by a factor of 1000.",
    "Power is the rate at which energy is used, P = V I, measured in watts. Combining it with Ohm's law gives P = I squared times R and P = V squared / R. Power matters because parts turn it into heat: put 12 V across a 100 ohm resistor and it carries 120 mA and dissipates 1.44 W, far beyond the 0.25 W rating of a typical small resistor, so it will scorch. Always check the power, not just the resistance.",
    "Two further rules, Kirchhoff's laws, let you analyse any circuit. The current flowing into a junction equals the current flowing out, because charge is not created or lost. The voltages around any closed loop add up to zero: the rises from sources equal the drops across the parts. Series, parallel and divider formulas are all consequences of these two statements.",
  ],
  features: [
    {
      title: "Series circuits",
      text: "Parts in series carry the same current, and their resistances add: 1 kilohm plus 2.2 kilohm gives 3.2 kilohm. The supply voltage is shared between them in proportion to their resistance, and if one part opens the whole loop stops.",
    },
    {
      title: "Parallel circuits",
      text: "Parts in parallel share the same voltage, and the total resistance falls: 1 / R = 1 / R1 + 1 / R2. Two equal resistors in parallel give half the value, so two 1 kilohm resistors make 500 ohm, and each branch draws its own current from the supply.",
    },
    {
      title: "Voltage dividers",
      text: "Two resistors in series from Vin to ground give Vout = Vin x R2 / (R1 + R2) at their midpoint. With R1 = 1 kilohm and R2 = 2 kilohm, 5 V becomes about 3.33 V. A divider is for signals and sensing, not for powering loads, because any current drawn from the midpoint pulls the voltage down.",
    },
    {
      title: "LED resistor calculation",
      text: "An LED needs a series resistor R = (Vsupply - Vf) / I. For a red LED (Vf about 2 V) at 15 mA from 5 V, (5 - 2) / 0.015 = 200 ohm; pick the next standard value up, 220 ohm, which gives about 13.6 mA. Without the resistor, the current is limited only by the source and the LED can burn out in moments.",
    },
    {
      title: "DC and AC",
      text: "Direct current flows one way at a steady voltage, as from a battery or USB port. Alternating current reverses direction periodically; mains is 230 V at 50 Hz in most of Europe and 120 V at 60 Hz in North America. These are RMS values, so 230 V mains actually peaks at about 325 V.",
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
        text: "Calculate the resistor for a red, a green and a blue LED from 5 V, build all three and measure the actual currents against your predictions.",
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
    ],
    advanced: [
      {
        title: "RC charging curve",
        text: "Charge a capacitor through a resistor and record the voltage over time. After one time constant, tau = R C, it reaches about 63 percent of the supply.",
      },
      {
        title: "Loaded divider experiment",
        text: "Measure a divider's output with increasing loads and compare against the parallel-resistance calculation to see why dividers cannot power circuits.",
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
      text: "Three LEDs, each with a calculated resistor, switched by hand or a timer: the classic first build that practises the LED formula.",
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
      text: "The long rails along the edge carry power; on many long boards they are split in the middle, so check continuity with your meter. Connect the battery's positive and negative to the red and blue rails. Place a 220 ohm resistor from the positive rail to a row, then the LED from that row to another row with its longer leg (anode) toward the resistor, and finally a wire from the LED's cathode row to the negative rail. If it stays dark, the LED is probably reversed.",
    },
    {
      title: "Calculating a voltage divider for a 3.3 V input",
      text: "To bring a 5 V signal down for a 3.3 V input, choose R2 / (R1 + R2) = 3.3 / 5 = 0.66. R1 = 1 kilohm and R2 = 2 kilohm give 5 x 2 / 3 = 3.33 V. Ten times larger values (10 kilohm and 20 kilohm) waste less current but react more slowly to fast signals. Build it, measure the output and confirm it before connecting the input pin.",
    },
    {
      title: "Safety habits from day one",
      text: "Never work on mains wiring as a beginner: use low-voltage supplies and plug-in adapters. Do not short a battery, since even small lithium cells can deliver large currents and overheat. Large capacitors can hold a charge after power is removed, so discharge them through a resistor. Wear eye protection when cutting leads, keep a hot iron in its stand, and disconnect power before changing wiring.",
    },
  ],
  tutorialHeadings: [
    "Understanding voltage with the water-pipe analogy",
    "How to use a multimeter safely",
    "Series and parallel resistors step by step",
    "Choosing resistor power ratings",
    "What RMS means for AC voltages",
    "Capacitors and the RC time constant",
    "Reading your first circuit diagram",
  ],
};

export default topic;
