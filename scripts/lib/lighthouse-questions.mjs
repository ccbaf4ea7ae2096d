// Twenty readers' questions on the HC-SR04 distance meter tutorial, for `npm run lighthouse`'s
// page with questions: short and long ones, some with line breaks and blank lines, some about
// a step (by the words of its heading) and a few the author has answered.

/** The tutorial they are asked on (scripts/demo/tutorials/ultrasonic-distance-meter-hc-sr04.md). */
export const QUESTIONS_SLUG = "ultrasonic-distance-meter-hc-sr04";

/** @type {import("./seed-questions.mjs").SeedQuestion[]} */
export const QUESTIONS = [
  {
    name: "Priya",
    text: "Does the 3.3 V version of the HC-SR04 (the RCWL-1601) work with this sketch as it is?",
    answer:
      "Yes. It has the same TRIG and ECHO timing, so the sketch runs unchanged on the Uno. Power it from 3.3 V or 5 V as its seller says; at 3.3 V its ECHO pulse is 3.3 V, which the Uno still reads as HIGH.",
  },
  {
    name: "Tomasz K.",
    text: "Where exactly does the 58 come from? I get 29 when I work it out.",
    step: "How the measurement works",
    answer:
      "29 µs is one centimetre one way. The echo goes out and back, so every centimetre of distance adds twice that to the pulse: 2 × 29.2 = 58.3 µs.",
  },
  { name: "Amelia", text: "Great write-up, thank you. The median filter made my readings rock steady." },
  {
    name: "Jonas Becker",
    text: "My scanner finds nothing at all.\n\nI checked the wiring three times:\nSDA to A4\nSCL to A5\nVCC to 5V\nGND to GND\n\nThe backlight is on. What else can I try?",
    step: "Step 1: find the LCD's I2C address",
    answer:
      "With the backlight on, the backpack has power. Try another pair of jumper wires (a broken one is common), and make sure the Uno's USB cable carries data: some cables only charge.\n\nIf it still finds nothing, look at the chip on the backpack: an unsoldered PCF8574 pin or a cracked joint also hides it.",
  },
  {
    name: "Lucía",
    text: "Can I use two HC-SR04 sensors at once, one pointing left and one right, without them hearing each other's pings?",
  },
  {
    name: "Kwame",
    text: "The LCD shows only a row of solid blocks on the top line.",
    step: "Build and upload",
  },
  {
    name: "Hannah W.",
    text: "Why a timeout of 30,000 µs and not just the default? Is one second really a problem if nothing is in front of the sensor?",
    step: "Step 2: the distance meter sketch",
  },
  {
    name: "Rafael",
    text: "I get readings about 2 % too long compared with my tape measure. My workshop is at 8 °C in winter. Is that the temperature effect described above, and how much should I expect at that temperature?\n\nAt 50 cm I read 51.1 cm, at 100 cm 102.2 cm.",
    step: "Checking it against a tape measure",
  },
  { name: "Mei", text: "Which library version did you use for the LCD? Mine will not compile." },
  {
    name: "Oliver",
    text: "Would this work for measuring the water level in a rain barrel? I am worried about condensation on the sensor over time, and about the echo from the barrel's walls when the water is low.\n\nThe barrel is 90 cm tall and 55 cm across.",
    step: "Going further",
  },
  { name: "Fatima", text: "Is the breadboard needed, or can I solder the two 5 V wires together?", step: "What you need" },
  {
    name: "Sven",
    text: "What is the smallest object it can see reliably? I tried a pencil at 30 cm and got nothing.",
    step: "How the measurement works",
  },
  {
    name: "Chloé",
    text: "The reading jumps between 20 cm and out of range every few seconds.\nThe target is a cardboard box, flat and square to the sensor.\nAny ideas?",
    step: "Troubleshooting",
  },
  { name: "Ibrahim", text: "Can I run the sensor from a 9 V battery through the Uno's barrel jack?", step: "Wiring" },
  {
    name: "Grace",
    text: "Why dtostrf() and not snprintf() with %f? I have always used snprintf.",
    step: "Step 2: the distance meter sketch",
    answer:
      "On the Uno, the AVR C library's snprintf() leaves out %f to save flash: it prints a question mark instead of the number. dtostrf() is the usual way round that.",
  },
  { name: "Mateus", text: "Could you add a buzzer that beeps faster as something gets closer, like a parking sensor?" },
  {
    name: "Yuki",
    text: "I am porting this to an ESP32.\n\nThe warning says the ECHO pin needs a divider. I have 10 kΩ and 20 kΩ resistors but no 15 kΩ. Is 5 V × 20 / 30 = 3.3 V close enough, or too close to the limit?",
    step: "Wiring",
  },
  { name: "Daniel", text: "Does the angle of the target matter much? My readings off a wall at 45° are nonsense." },
  {
    name: "Aisha",
    text: "How fast can I take readings if I drop the median filter? I would like to track a pendulum swinging.",
    step: "Step 2: the distance meter sketch",
  },
  {
    name: "Noah",
    text: "Worked first time. I mounted it on a tripod to measure room sizes: the longest I could read was 3.6 m off a painted wall.",
  },
];
