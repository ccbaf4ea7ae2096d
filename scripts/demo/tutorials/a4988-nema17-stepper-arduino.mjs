// Drives a NEMA 17 stepper from an Uno through an A4988 carrier: current limit from VREF, microstepping, a plain test sketch and AccelStepper moves.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "a4988-stepper",
  data: {
    slug: "a4988-nema17-stepper-arduino",
    title: "Drive a NEMA 17 Stepper with an A4988 Driver: Current Limit, Microstepping, Code",
    topic: "mech",
    meta: {
      title: "A4988 and NEMA 17 Stepper with Arduino: Current Limit and Code",
      description:
        "Wire an A4988 driver to a NEMA 17 stepper and an Arduino Uno, set the current limit from VREF and the sense resistor, pick microstepping, run smooth moves.",
      keywords: "a4988, nema 17, stepper motor, arduino, current limit, vref, microstepping, accelstepper, pololu, mechatronics",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Stepper motors move in fixed angular steps, which is why they position the axes of 3D printers, laser cutters and camera sliders without any position sensor. The price of running open loop is that the electronics must do their part correctly: the driver has to limit the coil current, the step pulses must respect the motor's ability to accelerate, and a wiring slip can destroy the driver in an instant.",
          },
          {
            p: "In this tutorial you connect a NEMA 17 motor to an Arduino Uno through an A4988 driver on a Pololu-style carrier board. You will identify the coil pairs with a multimeter, calculate and set the current limit from the reference voltage (VREF) and the board's sense resistors, select eighth-step microstepping, spin the motor with a plain test sketch, and then make smooth accelerated moves with the AccelStepper library. Allow an hour and a half, most of it wiring and setting the current.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 and a USB-B cable",
              "1 × A4988 stepper driver carrier (Pololu or a compatible StepStick-style board), with a stick-on heatsink",
              "1 × NEMA 17 bipolar stepper motor with four wires, 1.8° per step (200 steps per revolution)",
              "1 × 12 V DC power supply rated at least 2 A",
              "1 × 100 µF electrolytic capacitor rated 25 V or more",
              "1 × breadboard and about 16 jumper wires",
              "A digital multimeter and a small insulated (ideally ceramic) screwdriver for the trimmer potentiometer",
              "Arduino IDE 2 with the AccelStepper library (by Mike McCauley) from the Library Manager",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "First find the coil pairs. A bipolar stepper has two independent coils, each with two wires, and wire colours are not standardised between manufacturers. Set the multimeter to ohms and test pairs of wires: the two ends of one coil read a few ohms, while wires from different coils read open circuit. Mark the pairs. One coil goes to 1A and 1B on the driver, the other to 2A and 2B.",
          },
          {
            table: {
              header: ["A4988 pin", "Connects to", "Note"],
              rows: [
                {
                  cells: [
                    "VMOT",
                    "12 V supply + and the + lead of the 100 µF capacitor",
                    "Motor supply, 8 V to 35 V for the A4988",
                  ],
                },
                {
                  cells: [
                    "GND (beside VMOT)",
                    "12 V supply − and the − lead (stripe) of the capacitor",
                    "Capacitor as close to the driver as the breadboard allows",
                  ],
                },
                { cells: ["2B, 2A", "The two wires of coil 2", "Swapping the two wires of one coil reverses the direction"] },
                { cells: ["1A, 1B", "The two wires of coil 1", "Never mix wires from different coils"] },
                { cells: ["VDD", "Uno 5V", "Logic supply, 3 V to 5.5 V"] },
                {
                  cells: [
                    "GND (beside VDD)",
                    "Uno GND",
                    "Both GND pins are joined on the carrier, which gives the Uno and the 12 V supply a common ground",
                  ],
                },
                { cells: ["ENABLE", "Uno D8", "Active LOW: LOW turns the outputs on"] },
                { cells: ["MS1", "Uno D4", "Microstep select"] },
                { cells: ["MS2", "Uno D5", "Microstep select"] },
                { cells: ["MS3", "Uno D6", "Microstep select"] },
                {
                  cells: [
                    "RESET",
                    "SLEEP, and both to Uno 5V",
                    "On Pololu-style carriers RESET is left floating; holding both HIGH keeps the driver awake and out of reset",
                  ],
                },
                { cells: ["STEP", "Uno D3", "One microstep on each rising edge"] },
                { cells: ["DIR", "Uno D2", "Direction, read at each step"] },
              ],
            },
          },
          {
            warning:
              "Never connect or disconnect the motor, or any single motor wire, while the driver is powered. Breaking a coil's current makes the coil's inductance drive a voltage spike into the driver that can destroy it instantly. Switch off the 12 V supply (and unplug the Uno) before touching the motor wiring.",
          },
          {
            warning:
              "Fit the 100 µF capacitor across VMOT and GND right at the driver, with the stripe (−) to GND. The inductance of the supply leads can ring with the driver's small on-board capacitors and produce spikes well above the supply voltage, beyond the A4988's 35 V absolute maximum at higher supply voltages; the electrolytic absorbs them. An electrolytic fitted backwards can overheat and vent.",
          },
          {
            p: "The microstep pins select how finely the driver divides each 1.8° full step. The sketch drives them from D4 to D6; the table is from the A4988 datasheet (the pins have internal pull-downs, so left unconnected they select full steps).",
          },
          {
            table: {
              header: ["MS1", "MS2", "MS3", "Resolution", "Steps per revolution (1.8° motor)"],
              rows: [
                { cells: ["L", "L", "L", "Full step", "200"] },
                { cells: ["H", "L", "L", "Half step", "400"] },
                { cells: ["L", "H", "L", "Quarter step", "800"] },
                { cells: ["H", "H", "L", "Eighth step", "1600"] },
                { cells: ["H", "H", "H", "Sixteenth step", "3200"] },
              ],
            },
          },
        ],
      },
      {
        section: "current-limit",
        content: [
          { h2: "Setting the current limit" },
          {
            p: "The A4988 regulates the coil current by chopping: it switches the coil on until the current, measured as a voltage across a small sense resistor, reaches a trip level, then lets it decay and repeats. The trip level comes from the reference voltage on the REF pin, which the carrier's trimmer potentiometer sets. The A4988 datasheet gives the maximum trip current as I_max = VREF / (8 × R_S), where R_S is the sense resistor value, so VREF = I_max × 8 × R_S.",
          },
          {
            p: "R_S depends on the board, so read it before calculating. Pololu's current A4988 carriers use 0.068 Ω sense resistors (marked R068); older Pololu boards used 0.050 Ω (R050), and many StepStick-style clones use 0.100 Ω (R100) or 0.200 Ω (R200). The two resistors sit next to the chip.",
          },
          {
            p: "Choose the target current. It must not exceed the motor's rated current per phase, printed on its label or datasheet, and the driver itself is limited by heat: Pololu rates its A4988 carrier at about 1 A per phase without extra cooling and up to 2 A with sufficient cooling. For a typical NEMA 17 rated between 1.5 A and 2 A, 1.0 A is a sensible start. With the Pololu 0.068 Ω resistors: VREF = 1.0 A × 8 × 0.068 Ω = 0.544 V. For comparison, the same 1.0 A needs 0.40 V with 0.050 Ω resistors and 0.80 V with 0.100 Ω resistors. If your motor is rated below 1 A, use its rating in the formula instead.",
          },
          {
            p: "This is the peak current, the one reached at the top of the microstep current table. In full-step mode the driver holds both coils at about 70.7 % of the limit, so a meter in series with one coil at full step reads about 0.7 A for a 1.0 A setting; that is normal.",
          },
          {
            ol: [
              "Build all the wiring with both supplies off, including the motor, then upload File > Examples > 01.Basics > BareMinimum to the Uno so that no sketch drives the driver yet.",
              "Switch on the 12 V supply. The motor may hum and hold its position.",
              "Put the multimeter's black probe on a GND pin and touch the red probe to the metal top of the trimmer potentiometer (on some clones, a pad marked VREF).",
              "Turn the trimmer in small steps with the insulated screwdriver until the meter reads your VREF, 0.54 V for 1.0 A on a 0.068 Ω board. On most boards clockwise raises VREF, but watch the meter rather than trusting the direction.",
              "Switch off the 12 V supply before going on.",
            ],
          },
          {
            note: "A metal screwdriver that slips off the trimmer can short it to a neighbouring pin and damage the driver. If you only have a metal one, touch it to the trimmer only, and keep the other hand away from the board.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketches" },
          { h3: "First test, no library" },
          {
            p: "This sketch makes the pulses itself, so you can see exactly what the driver needs: a direction level, then one short HIGH pulse on STEP per microstep.",
          },
          {
            code: {
              lang: "cpp",
              text: `// A4988 first test without libraries: one revolution each way at 1/8 microstepping.
const uint8_t DIR_PIN = 2;
const uint8_t STEP_PIN = 3;
const uint8_t MS1_PIN = 4;
const uint8_t MS2_PIN = 5;
const uint8_t MS3_PIN = 6;
const uint8_t ENABLE_PIN = 8;            // active LOW on the A4988

const int STEPS_PER_REV = 200 * 8;       // 1.8 degree motor, eighth steps = 1600
const unsigned int STEP_PERIOD_US = 1000;  // 1000 steps per second = 0.625 rev/s

void setup() {
  pinMode(DIR_PIN, OUTPUT);
  pinMode(STEP_PIN, OUTPUT);
  pinMode(MS1_PIN, OUTPUT);
  pinMode(MS2_PIN, OUTPUT);
  pinMode(MS3_PIN, OUTPUT);
  pinMode(ENABLE_PIN, OUTPUT);

  digitalWrite(MS1_PIN, HIGH);           // MS1 H, MS2 H, MS3 L = eighth step
  digitalWrite(MS2_PIN, HIGH);
  digitalWrite(MS3_PIN, LOW);
  digitalWrite(ENABLE_PIN, LOW);         // outputs on: the motor now holds its position
}

void turn(uint8_t direction) {
  digitalWrite(DIR_PIN, direction);
  delayMicroseconds(5);                  // DIR must be stable before the next STEP edge
  for (int i = 0; i < STEPS_PER_REV; i++) {
    digitalWrite(STEP_PIN, HIGH);        // the A4988 steps on this rising edge
    delayMicroseconds(10);               // datasheet minimum high time is 1 us
    digitalWrite(STEP_PIN, LOW);
    delayMicroseconds(STEP_PERIOD_US - 10);
  }
}

void loop() {
  turn(HIGH);
  delay(1000);
  turn(LOW);
  delay(1000);
}
`,
            },
          },
          {
            p: "At eighth steps a 1.8° motor needs 200 × 8 = 1600 pulses per revolution. With a 1000 µs step period the motor turns at 1000 / 1600 = 0.625 rev/s (37.5 rpm), so one revolution takes about 1.6 s. The 10 µs pulse comfortably exceeds the A4988's minimum STEP high and low times of 1 µs each, and the short wait after setting DIR covers its 200 ns setup time. The limitation is obvious: the speed jumps from zero to full instantly, which is why this test runs slowly.",
          },
          { h3: "Smooth moves with AccelStepper" },
          {
            code: {
              lang: "cpp",
              text: `// A4988 + NEMA 17 with AccelStepper: accelerated moves back and forth, 1/8 microstepping.
#include <AccelStepper.h>

const uint8_t DIR_PIN = 2;
const uint8_t STEP_PIN = 3;
const uint8_t MS1_PIN = 4;
const uint8_t MS2_PIN = 5;
const uint8_t MS3_PIN = 6;
const uint8_t ENABLE_PIN = 8;            // active LOW on the A4988

const long FULL_STEPS_PER_REV = 200;     // 1.8 degree motor
const long MICROSTEPS = 8;
const long STEPS_PER_REV = FULL_STEPS_PER_REV * MICROSTEPS;   // 1600

AccelStepper stepper(AccelStepper::DRIVER, STEP_PIN, DIR_PIN);

void setup() {
  Serial.begin(115200);

  pinMode(MS1_PIN, OUTPUT);
  pinMode(MS2_PIN, OUTPUT);
  pinMode(MS3_PIN, OUTPUT);
  digitalWrite(MS1_PIN, HIGH);           // eighth step: MS1 H, MS2 H, MS3 L
  digitalWrite(MS2_PIN, HIGH);
  digitalWrite(MS3_PIN, LOW);

  stepper.setEnablePin(ENABLE_PIN);
  stepper.setPinsInverted(false, false, true);   // DIR, STEP normal; ENABLE active LOW
  stepper.enableOutputs();
  stepper.setMaxSpeed(1600);             // steps per second: 1 rev/s = 60 rpm
  stepper.setAcceleration(800);          // steps per second per second
  stepper.moveTo(2 * STEPS_PER_REV);     // two revolutions forward
  Serial.println(F("Moving to +3200"));
}

void loop() {
  if (stepper.distanceToGo() == 0) {
    Serial.print(F("Reached "));
    Serial.println(stepper.currentPosition());
    delay(1000);                         // pause; the driver keeps holding torque
    stepper.moveTo(-stepper.currentPosition());
    Serial.print(F("Moving to "));
    Serial.println(stepper.targetPosition());
  }
  stepper.run();                         // makes at most one step per call: call it often
}
`,
            },
          },
          {
            p: "AccelStepper in DRIVER mode generates STEP and DIR pulses for drivers such as the A4988. setPinsInverted(false, false, true) tells it that ENABLE is active LOW, so enableOutputs() drives D8 LOW. run() must be called as often as possible: each call checks whether the next step is due and, if so, makes one step and recalculates the speed, which gives a trapezoidal speed profile instead of an instant jump. The library's practical limit on a 16 MHz Uno is a few thousand steps per second, comfortably above the 1600 steps/s used here.",
          },
          {
            p: "The arithmetic of the moves: with a maximum speed v = 1600 steps/s and an acceleration a = 800 steps/s², reaching full speed takes v / a = 2 s and covers v² / (2a) = 1600² / 1600 = 1600 steps, one revolution. The first move of 3200 steps therefore accelerates for one revolution and decelerates for the next, about 4 s in all, without cruising. The return moves of 6400 steps (from +3200 to −3200) add 3200 steps of cruising at 1600 steps/s, 2 s, for about 6 s per move.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Press the heatsink onto the A4988 chip and seat the carrier across the breadboard's centre channel.",
              "With everything unpowered, identify the coil pairs with the multimeter and wire the motor to 1A/1B and 2A/2B.",
              "Wire the 12 V supply to VMOT and GND with the 100 µF capacitor across them at the driver, stripe to GND.",
              "Wire the logic side: VDD to 5V, logic GND to GND, RESET and SLEEP together to 5V, STEP to D3, DIR to D2, MS1 to D4, MS2 to D5, MS3 to D6, ENABLE to D8.",
              "Set the current limit as described above, then switch the 12 V supply off again.",
              "Upload the first test sketch with the 12 V supply off, then switch the 12 V on. Put a strip of tape on the shaft as a flag so the rotation is easy to see.",
              "When the test runs cleanly, switch the 12 V off, install AccelStepper from the Library Manager, upload the second sketch, switch the 12 V on and open the Serial Monitor at 115200 baud.",
              "After a few minutes of running, touch the heatsink and the motor case briefly. Both get warm, but you should be able to keep a finger on the motor; if not, lower VREF.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "With the test sketch, the shaft turns one revolution in about 1.6 s, stops for a second while holding firmly, turns back one revolution, and repeats. At this speed the motor makes a steady whine; that is the step frequency, not a fault. With the AccelStepper sketch the shaft speeds up gently, turns two revolutions in about 4 s, pauses, then sweeps four revolutions the other way in about 6 s. The Serial Monitor shows each end point:",
          },
          {
            code: {
              lang: "plaintext",
              text: `Moving to +3200
Reached 3200
Moving to -3200
Reached -3200
Moving to 3200
Reached 3200
Moving to -3200
`,
            },
          },
          {
            p: "The tape flag should stop at exactly the same angle every time it returns to a position. If it creeps, the motor is losing steps: the load or the acceleration is too much for the current you set.",
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
                    "Motor buzzes or twitches back and forth but does not turn",
                    "Coil wires paired wrongly (one wire of each coil swapped), or a coil wire loose",
                    "Power off, recheck the pairs with the ohmmeter and rewire 1A/1B and 2A/2B",
                  ],
                },
                {
                  cells: [
                    "Shaft turns freely by hand, no holding torque, nothing moves",
                    "ENABLE is HIGH, RESET/SLEEP not tied HIGH, VMOT missing, or VREF near 0 V",
                    "Check D8 is LOW (the sketch sets it), the RESET-SLEEP link to 5V, the 12 V supply, and VREF",
                  ],
                },
                {
                  cells: [
                    "Motor stalls at the start of a move or at top speed",
                    "Acceleration or speed too high for the torque available at the set current",
                    "Lower setAcceleration() and setMaxSpeed(), or raise VREF a little (never above the motor's rating)",
                  ],
                },
                {
                  cells: [
                    "Runs, then stutters every few seconds and recovers",
                    "The driver overheats and its thermal shutdown switches the outputs off",
                    "Reduce the current limit, fit the heatsink, add a small fan, or disable the outputs during long pauses",
                  ],
                },
                {
                  cells: [
                    "Moves half or double the expected distance",
                    "Microstep pins wired differently from the code (for example MS3 HIGH gives sixteenth steps)",
                    "Check D4 to D6 against the MS table and MICROSTEPS in the sketch",
                  ],
                },
                {
                  cells: [
                    "Turns the opposite way to what you want",
                    "Coil polarity",
                    "With power off, swap the two wires of one coil, or use setPinsInverted(true, false, true)",
                  ],
                },
                {
                  cells: [
                    "Driver suddenly dead, motor limp",
                    "A motor wire was disconnected under power, the screwdriver shorted the trimmer, or VMOT saw a spike",
                    "Replace the driver, keep the 100 µF capacitor at VMOT, and change wiring only with power off",
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
              "Add a limit switch on a spare pin and write a homing routine: move slowly towards the switch, stop, and call setCurrentPosition(0).",
              "Call stepper.disableOutputs() during long pauses to let the motor and driver cool, and measure how much holding torque you lose.",
              "Turn steps into distance: with a GT2 belt (2 mm pitch) on a 20-tooth pulley one revolution is 40 mm, so 1600 eighth-steps per revolution give 40 steps per millimetre.",
            ],
          },
        ],
      },
    ],
  },
};
