// Designs and builds an NE555 astable LED flasher on a breadboard: calculate R1, R2 and C, wire the DIP-8, then measure and tune the timing.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "ne555-flasher",
  data: {
    slug: "ne555-astable-led-flasher",
    title: "NE555 Astable LED Flasher: Calculate R1, R2 and C, Build It, Tune It",
    topic: "electronics-projects",
    meta: {
      title: "NE555 Astable LED Flasher: Formulas, Wiring and Tuning",
      description:
        "Build an NE555 astable LED flasher: calculate frequency and duty cycle from R1, R2 and C, wire the DIP-8 pin by pin, add a diode for short flashes, measure it.",
      keywords: "ne555, 555 timer, astable, led flasher, duty cycle, frequency formula, diode across r2, breadboard",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "The 555 timer has been in production since the early 1970s and is still one of the best chips for learning how analog timing works. In astable mode it oscillates on its own: a capacitor charges and discharges between two thresholds, and the output switches each time it crosses one. Three parts, R1, R2 and C, set the timing, and you can predict the result with a calculator before you plug anything in.",
          },
          {
            p: "In this project you design a flasher that blinks about once a second, build it on a breadboard from a 9 V battery, and measure it against the prediction. Then you change the design so the LED gives a short 0.1 s blip instead of an even on-off flash, using a diode across R2, a trick that gets the 555 below the 50 % duty cycle that the basic circuit cannot reach. Building takes about 30 minutes; leave another 30 for the measurements and experiments.",
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "How the astable circuit works" },
          {
            p: "Inside the 555 are two comparators, a flip-flop, an output stage and a discharge transistor on pin 7. Three equal internal resistors set the comparator thresholds at 1/3 and 2/3 of VCC. In the astable circuit the timing capacitor C charges from VCC through R1 and R2 in series. When its voltage reaches 2/3 VCC, the threshold comparator (pin 6) resets the flip-flop: the output on pin 3 goes low and the discharge transistor switches on, pulling pin 7 to ground. C now discharges through R2 alone into pin 7. When it falls to 1/3 VCC, the trigger comparator (pin 2) sets the flip-flop again, the output goes high, the discharge transistor turns off and charging starts over. At 9 V the capacitor therefore swings between 3 V and 6 V.",
          },
          { h3: "The timing equations" },
          {
            p: "Charging from 1/3 to 2/3 of the supply takes ln(2) ≈ 0.693 time constants, which gives the standard equations. The supply voltage cancels out, so the frequency barely changes as the battery runs down.",
          },
          {
            code: {
              lang: "plaintext",
              text: "t_high = 0.693 x (R1 + R2) x C        output high, C charging\nt_low  = 0.693 x R2 x C               output low, C discharging\nT      = t_high + t_low = 0.693 x (R1 + 2 x R2) x C\nf      = 1 / T = 1.44 / ((R1 + 2 x R2) x C)\nduty   = t_high / T = (R1 + R2) / (R1 + 2 x R2)\n",
            },
          },
          {
            p: "Because charging goes through R1 + R2 and discharging through R2 only, t_high is always longer than t_low and the duty cycle is always above 50 %. Making R1 small compared with R2 brings it close to 50 %, but R1 cannot be zero: while the discharge transistor is on, R1 connects VCC straight to pin 7, so it sets that current. 1 kΩ at 9 V gives 9 mA, a sensible minimum.",
          },
          { h3: "Design A: an even flash at about 1 Hz" },
          {
            p: "Pick the capacitor first, because capacitors come in fewer values than resistors: C = 10 µF. For f = 1 Hz, R1 + 2 × R2 = 1.44 / (1 Hz × 10 µF) = 144 kΩ. Choose R1 = 1 kΩ for a nearly even flash, so 2 × R2 = 143 kΩ and R2 = 71.5 kΩ. The nearest E12 value is 68 kΩ. Unlike an LED resistor, where you always round up to keep the current below a limit, here either direction is fine: you are only nudging the frequency.",
          },
          {
            p: "Check the result: f = 1.44 / ((1 kΩ + 136 kΩ) × 10 µF) = 1.44 / 1.37 s = 1.05 Hz. t_high = 0.693 × 69 kΩ × 10 µF = 0.48 s and t_low = 0.693 × 68 kΩ × 10 µF = 0.47 s, a duty cycle of 69 / 137 = 50.4 %. With the LED on pin 3 it is lit while the output is high, so it is on for 0.48 s and off for 0.47 s.",
          },
          { h3: "Design B: a short blip, with a diode across R2" },
          {
            p: "For a beacon-style flash, 0.1 s on and about 0.9 s off, the LED must be on for the shorter part of the cycle, which the basic circuit cannot do. A small signal diode such as a 1N4148 across R2, with its anode on pin 7 and its cathode (the banded end) on pins 6 and 2, changes the charging path. While C charges, current flows from R1 through the diode and bypasses R2. While C discharges, the diode is reverse-biased and the current still goes through R2 into pin 7. Now t_high depends only on R1 and t_low only on R2, so the duty cycle can be anything you like, including below 50 %.",
          },
          {
            p: "Off time first: t_low = 0.693 × R2 × C = 0.9 s, so with 10 µF, R2 = 0.9 / (0.693 × 10 µF) = 130 kΩ. Take the E12 value 120 kΩ, which gives t_low = 0.693 × 120 kΩ × 10 µF = 0.83 s. For the on time the diode's forward drop matters: C charges toward VCC − Vd instead of VCC, which makes charging slower than the 0.693 rule says. At 9 V with Vd ≈ 0.6 V, the exact factor is ln((8.4 − 3) / (8.4 − 6)) = ln(2.25) = 0.81 instead of 0.693. For t_high = 0.1 s, R1 = 0.1 / (0.81 × 10 µF) = 12.3 kΩ, so use 12 kΩ: t_high = 0.81 × 12 kΩ × 10 µF = 0.097 s. The period is about 0.93 s (1.08 Hz) with a duty cycle near 10 %. Because the diode drop is a bigger fraction of a smaller supply, the same parts give about 0.11 s of on time at 5 V.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × NE555 timer in the 8-pin DIP package (NE555P or equivalent bipolar 555)",
              "1 × 10 µF electrolytic capacitor, 16 V or higher (timing capacitor C)",
              "1 × 10 nF ceramic capacitor (control voltage, pin 5)",
              "1 × 100 nF ceramic capacitor (supply decoupling)",
              "Design A resistors: 1 × 1 kΩ (R1) and 1 × 68 kΩ (R2)",
              "Design B resistors: 1 × 12 kΩ (R1) and 1 × 120 kΩ (R2), plus 1 × 1N4148 signal diode",
              "1 × 5 mm red LED and 1 × 470 Ω resistor",
              "1 × 9 V battery with a snap connector, or a 5 to 12 V DC supply",
              "Breadboard and jumper wires",
              "Multimeter (ideally one with a Hz or duty-cycle function) and a stopwatch or phone timer",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring the DIP-8, pin by pin" },
          {
            p: "Place the 555 across the centre gap of the breadboard with the notch or dot facing left; pin 1 is then bottom left, pins 1 to 4 run along the bottom row from left to right and pins 5 to 8 along the top row from right to left. Wire the supply and decoupling first, then the timing parts, then the LED.",
          },
          {
            table: {
              header: ["555 pin", "Name", "Connects to", "Why"],
              rows: [
                { cells: ["1", "GND", "0 V rail", "Ground for the whole chip."] },
                {
                  cells: [
                    "2",
                    "TRIG (trigger)",
                    "Pin 6, and the + lead of C",
                    "When C falls below 1/3 VCC the output goes high and a new cycle starts.",
                  ],
                },
                {
                  cells: [
                    "3",
                    "OUT (output)",
                    "470 Ω resistor, then LED anode; LED cathode to 0 V",
                    "The LED is lit while the output is high.",
                  ],
                },
                {
                  cells: [
                    "4",
                    "RESET",
                    "+9 V rail",
                    "Active low. Left floating it can pick up noise and stop the oscillator at random.",
                  ],
                },
                {
                  cells: [
                    "5",
                    "CONT (control voltage)",
                    "10 nF capacitor to 0 V",
                    "Pin 5 is the 2/3 VCC threshold node. The capacitor keeps supply noise off it so the timing stays steady.",
                  ],
                },
                {
                  cells: [
                    "6",
                    "THRES (threshold)",
                    "Pin 2, and the + lead of C",
                    "When C reaches 2/3 VCC the output goes low and discharge begins.",
                  ],
                },
                {
                  cells: [
                    "7",
                    "DISCH (discharge)",
                    "Junction of R1 and R2",
                    "Open while the output is high; pulled to ground while it is low, discharging C through R2.",
                  ],
                },
                {
                  cells: [
                    "8",
                    "VCC",
                    "+9 V rail; 100 nF from pin 8 to pin 1, close to the chip",
                    "The bipolar 555 draws current spikes each time the output switches; the 100 nF supplies them locally.",
                  ],
                },
                {
                  cells: [
                    "R1",
                    "1 kΩ (design A) or 12 kΩ (design B)",
                    "Between pin 8 and pin 7",
                    "Part of the charging path only.",
                  ],
                },
                {
                  cells: [
                    "R2",
                    "68 kΩ (design A) or 120 kΩ (design B)",
                    "Between pin 7 and pin 6",
                    "In both the charging and discharging paths (only the discharging path in design B).",
                  ],
                },
                {
                  cells: [
                    "C",
                    "10 µF electrolytic",
                    "+ lead to pins 2 and 6, − lead (stripe) to 0 V",
                    "Sets the timescale together with R1 and R2.",
                  ],
                },
                {
                  cells: [
                    "D (design B only)",
                    "1N4148",
                    "Anode to pin 7, cathode (band) to pin 6",
                    "Lets C charge through R1 alone.",
                  ],
                },
              ],
            },
          },
          {
            p: "The LED current depends on how high the output really goes. A bipolar NE555's output stage cannot reach the supply rail: TI's NE555 datasheet gives a typical high level of 1.7 V below VCC at 100 mA, and at the roughly 10 mA used here it sits slightly closer. Allowing about 1.5 V for the output stage and 2.0 V for a red LED, the current at 9 V is (9.0 − 1.5 − 2.0) V / 470 Ω ≈ 12 mA, well within the NE555's 200 mA output rating and the LED's rating.",
          },
          {
            warning:
              "Fit the electrolytic capacitor with its stripe (negative lead) to the 0 V rail. A reversed electrolytic can heat up and vent. Also keep the supply within the NE555's 4.5 to 16 V operating range; never feed a bipolar 555 from a 24 V adapter.",
          },
          {
            note: "The timing works from any supply between 5 and 12 V because the thresholds are fractions of VCC, but the LED current changes with the supply: at 5 V the same 470 Ω gives only about 3 mA. Drop to 220 Ω if you run the flasher from 5 V.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build, power up and measure" },
          {
            ol: [
              "Insert the 555 across the centre gap and connect pin 8 and pin 4 to the + rail and pin 1 to the 0 V rail. Fit the 100 nF capacitor from pin 8 to pin 1 and the 10 nF capacitor from pin 5 to 0 V.",
              "Link pin 2 to pin 6 with a short wire, then fit R1 (1 kΩ) from pin 8 to pin 7 and R2 (68 kΩ) from pin 7 to pin 6.",
              "Fit the 10 µF capacitor from pin 6 to 0 V, stripe to 0 V.",
              "Connect the 470 Ω resistor from pin 3 to the LED's anode and the LED's cathode to 0 V.",
              "Check every connection against the table, then connect the 9 V battery. The LED should start flashing within a second; the very first flash is longer than the rest because C starts charging from 0 V instead of from 1/3 VCC.",
              "Count flashes for exactly 60 seconds with a stopwatch. If your meter has a frequency or duty-cycle function, measure pin 3 too.",
              "Set the meter to DC volts and probe pin 2 (black lead on 0 V). At one flash per second you can watch the capacitor voltage rise to about 6 V and fall to about 3 V.",
              "Disconnect the battery. For design B, replace R1 with 12 kΩ and R2 with 120 kΩ and add the 1N4148 from pin 7 (anode) to pin 6 (cathode). Reconnect and measure again.",
              "Optional: swap the 10 µF capacitor for 1 µF in design A. The flash rate rises tenfold to about 10.5 Hz, too fast to count by eye, so use the meter's Hz function.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "Design A blinks evenly, a little faster than once per second. Design B gives a short, sharp blip about once per second. The measured rate will almost certainly differ from the prediction by several percent: ordinary electrolytic capacitors have a tolerance of ±20 %, which dominates every other error in this circuit. The table lists predicted values and example measurements from one build.",
          },
          {
            table: {
              header: ["Design", "Parts", "Predicted", "Example measurement", "What it tells you"],
              rows: [
                {
                  cells: [
                    "A",
                    "R1 1 kΩ, R2 68 kΩ, C 10 µF",
                    "t_high 0.48 s, t_low 0.47 s, 1.05 Hz = 63 flashes per minute",
                    "58 flashes in 60 s; meter: 0.97 Hz, 50 % duty",
                    "The real capacitance is about 10 µF × 63 / 58 ≈ 10.9 µF, within its tolerance.",
                  ],
                },
                {
                  cells: [
                    "A, pin 2 voltage",
                    "9.0 V supply",
                    "Swings between 3.0 V and 6.0 V",
                    "About 3.1 V to 5.9 V on a slow meter",
                    "The 1/3 and 2/3 VCC thresholds. A meter averages a little, so the extremes read slightly inside them.",
                  ],
                },
                {
                  cells: [
                    "B",
                    "R1 12 kΩ + 1N4148, R2 120 kΩ, C 10 µF",
                    "t_high 0.097 s, t_low 0.83 s, 1.08 Hz = 65 flashes per minute",
                    "60 flashes in 60 s; meter: about 10 % duty",
                    "The same capacitor runs about 8 % slow in both designs, so the design equations hold.",
                  ],
                },
                {
                  cells: [
                    "A with 1 µF",
                    "R1 1 kΩ, R2 68 kΩ, C 1 µF",
                    "10.5 Hz",
                    "Meter: 10.1 Hz",
                    "A different capacitor has its own tolerance, so this error is not the same as the 10 µF one.",
                  ],
                },
              ],
            },
          },
          {
            p: "A supply current check is worthwhile with a battery: a bipolar NE555 alone draws a few milliamps (TI's datasheet gives 3 mA typical at 5 V and 10 mA at 15 V with the output low and unloaded), and the LED adds its 12 mA for the fraction of time it is on. CMOS versions such as the TLC555 draw far less, which matters for a flasher meant to run for weeks.",
          },
        ],
      },
      {
        section: "troubleshooting",
        content: [
          { h2: "Troubleshooting" },
          {
            table: {
              header: ["Symptom", "Likely cause", "Fix"],
              rows: [
                {
                  cells: [
                    "LED stays on permanently",
                    "Pins 2 and 6 not linked, or C missing or open",
                    "Check the link wire and that C's + lead is in the pin 6 row.",
                  ],
                },
                {
                  cells: [
                    "LED never lights and pin 3 reads 0 V",
                    "Pin 4 (RESET) not connected to +9 V, or no supply on pin 8",
                    "Wire pin 4 to the + rail and measure 9 V between pins 8 and 1.",
                  ],
                },
                {
                  cells: [
                    "LED never lights but pin 3 toggles on the meter",
                    "LED reversed or 470 Ω missing from the loop",
                    "Long leg toward pin 3's resistor, flat side to 0 V.",
                  ],
                },
                {
                  cells: [
                    "Flashes about ten times faster than predicted",
                    "6.8 kΩ (blue, grey, red) fitted instead of 68 kΩ (blue, grey, orange), or 1 µF instead of 10 µF",
                    "Read the bands again and check the capacitor marking.",
                  ],
                },
                {
                  cells: [
                    "Design B: long flashes with very short gaps",
                    "Diode reversed, so it shorts R2 during discharge instead of during charging",
                    "Turn the diode round: band toward pins 6 and 2.",
                  ],
                },
                {
                  cells: [
                    "Timing jitters or the circuit stops when touched",
                    "No 10 nF on pin 5, no 100 nF decoupling, or pin 4 floating",
                    "Fit both capacitors close to the chip and tie pin 4 to VCC.",
                  ],
                },
                {
                  cells: [
                    "555 gets hot",
                    "Output shorted, LED without its resistor, or supply reversed",
                    "Disconnect at once, check the 470 Ω and the supply polarity; a chip that was reversed is probably damaged.",
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        section: "going-further",
        content: [
          { h2: "Going further" },
          {
            ul: [
              "Replace R2 with a 10 kΩ resistor in series with a 100 kΩ potentiometer and tune the flash rate by hand, checking each setting against the formula.",
              "Build the monostable version: one press of a button on pin 2 gives a single pulse of t = 1.1 × R × C, for example 1.1 × 100 kΩ × 10 µF = 1.1 s.",
              "Use two steering diodes and a potentiometer between pin 7 and the charge and discharge paths to make a PWM dimmer whose frequency stays nearly constant while the duty cycle changes.",
            ],
          },
        ],
      },
    ],
  },
};
