// Blinks the Uno's built-in LED with the Blink example, then an external LED on D8 through a 220 Ω resistor.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "arduino-blink",
  data: {
    slug: "arduino-blink-led-tutorial",
    title: "Blink an LED with Arduino Uno",
    topic: "arduino-uno",
    meta: {
      title: "Arduino Blink Tutorial: Built-in and External LED on the Uno",
      description:
        "Blink the Uno's built-in LED, then wire an external LED with a 220 Ω resistor on D8. Learn pinMode, digitalWrite, delay and the Ohm's law behind the resistor.",
      keywords: "arduino, arduino uno, blink, led, resistor, ohm's law, digitalWrite, pinMode, beginner",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Blink is the first program nearly everyone runs on a microcontroller, and for good reason: when an LED turns on and off under your control, you have proved that the board, the USB cable, the driver, the Arduino IDE and the upload path all work. In this tutorial you first run the Blink example on the LED that is already soldered to the Arduino Uno, then wire your own LED and resistor on a breadboard and drive it from a different pin.",
          },
          {
            p: "Along the way you will learn the structure of every Arduino sketch (setup() and loop()), the three functions pinMode(), digitalWrite() and delay(), how to read the Serial Monitor, and how to size an LED resistor with Ohm's law instead of copying a value. Allow about 20 minutes, plus the time to install the Arduino IDE if you have not done so yet.",
          },
          {
            figure: {
              src: "/images/boards/arduino-uno.svg",
              alt: "Illustration of the Arduino Uno R3 with its USB-B socket, barrel jack, ATmega328P chip and pin headers",
              caption: "The Arduino Uno R3. The small LED marked L next to pin 13 is the built-in LED used in part 1.",
            },
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 (genuine or compatible)",
              "1 × USB-B cable that carries data (some cables only charge)",
              "A computer with the Arduino IDE 2 installed",
              "1 × 5 mm red LED (a standard diffused type with a forward voltage of about 2 V)",
              "1 × 220 Ω resistor, 1/4 W (colour bands red, red, brown, then gold for ±5 %)",
              "1 × solderless breadboard",
              "2 × male-to-male jumper wires",
            ],
          },
          {
            note: "Part 1 needs only the Uno and the cable. Collect the breadboard parts for part 2 while the IDE installs.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          { h3: "Part 1: the built-in LED" },
          {
            p: "Nothing to wire. On the Uno the LED marked L is connected to digital pin 13, and the Arduino core defines the constant LED_BUILTIN as 13 for this board. Using LED_BUILTIN rather than the number 13 lets the same sketch run on boards whose built-in LED sits on another pin.",
          },
          { h3: "Part 2: an external LED on D8" },
          {
            p: "Unplug the USB cable before changing any wiring. The external LED goes on D8 rather than D13 on purpose: on D13 it would flash in step with the built-in LED, and you could not tell which program was driving it. An LED is a diode, so it only lights with the anode (the longer leg) towards the positive side and the cathode (the shorter leg, next to the flat edge of the rim) towards GND.",
          },
          {
            table: {
              header: ["Uno pin", "Connects to", "Why"],
              rows: [
                {
                  cells: [
                    "D8",
                    "One end of the 220 Ω resistor",
                    "The pin switches between 0 V (LOW) and 5 V (HIGH) under the sketch's control",
                  ],
                },
                {
                  cells: [
                    "(breadboard)",
                    "Other end of the resistor to the LED anode (long leg)",
                    "The resistor sets the LED current; it can go on either side of the LED",
                  ],
                },
                {
                  cells: ["GND", "LED cathode (short leg, flat side of the rim)", "Completes the circuit back to the Uno's 0 V"],
                },
              ],
            },
          },
          { h3: "Why 220 Ω? The Ohm's law check" },
          {
            p: "An LED has almost no resistance of its own once it conducts, so something else must limit the current. When D8 is HIGH the pin sits at about 5 V. A red LED drops roughly 2.0 V (check your LED's datasheet; red parts usually lie between 1.8 V and 2.2 V), so the resistor sees what is left: 5.0 V − 2.0 V = 3.0 V. Ohm's law gives the current: I = V / R = 3.0 V / 220 Ω ≈ 13.6 mA. In practice it comes out slightly lower, because the pin's output voltage sags a little under load.",
          },
          {
            p: "About 14 mA is bright for an indicator LED and sits comfortably below the 20 mA commonly used as a working limit for an Uno pin. The resistor dissipates P = V × I = 3.0 V × 0.0136 A ≈ 41 mW, far inside the 250 mW rating of a 1/4 W resistor. If you want the LED dimmer, a larger resistor works too: 470 Ω gives (5.0 − 2.0) / 470 ≈ 6.4 mA.",
          },
          {
            warning:
              "Never connect an LED straight between a pin and GND without a resistor. The current is then limited only by the pin's output driver, which can push it towards the ATmega328P's absolute maximum rating of 40 mA per pin; that figure is a damage threshold, not a working value, and running there can destroy the LED and the pin.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketches" },
          { h3: "Part 1: the Blink example" },
          {
            p: "This is the Blink example that ships with the IDE (File > Examples > 01.Basics > Blink), with the comments trimmed:",
          },
          {
            code: {
              lang: "cpp",
              text: `void setup() {
  pinMode(LED_BUILTIN, OUTPUT);     // pin 13 on the Uno
}

void loop() {
  digitalWrite(LED_BUILTIN, HIGH);  // LED on
  delay(1000);                      // wait 1000 ms
  digitalWrite(LED_BUILTIN, LOW);   // LED off
  delay(1000);                      // wait 1000 ms
}
`,
            },
          },
          {
            p: "setup() runs once after every reset or power-up; here it makes pin 13 an output. loop() then runs again and again for as long as the board has power. digitalWrite(LED_BUILTIN, HIGH) drives the pin to 5 V, delay(1000) pauses the program for 1000 milliseconds, and the next two lines switch the LED off and wait again. One pass through loop() therefore takes 2 seconds: the LED is on for 1 s and off for 1 s, so it flashes once every two seconds (0.5 Hz, 30 flashes a minute).",
          },
          { h3: "Part 2: the external LED, with a log on the Serial Monitor" },
          {
            code: {
              lang: "cpp",
              text: `// Blink an external LED on D8 and log each flash on the Serial Monitor.
const int LED_PIN = 8;               // D8 -> 220 ohm resistor -> LED anode
const unsigned long ON_MS = 1000;    // time the LED stays on
const unsigned long OFF_MS = 1000;   // time the LED stays off

unsigned long flashCount = 0;

void setup() {
  pinMode(LED_PIN, OUTPUT);
  Serial.begin(9600);
  Serial.println("External LED blink on D8");
}

void loop() {
  digitalWrite(LED_PIN, HIGH);
  flashCount++;
  Serial.print("Flash ");
  Serial.print(flashCount);
  Serial.print(" on at ");
  Serial.print(millis());
  Serial.println(" ms");
  delay(ON_MS);

  digitalWrite(LED_PIN, LOW);
  delay(OFF_MS);
}
`,
            },
          },
          {
            p: "The pin number and the two times now live in named constants at the top, so changing the pin or the rhythm means editing one line, not hunting through the code. Serial.begin(9600) opens the USB serial link at 9600 baud, and each flash prints its number and the value of millis(), the number of milliseconds since the board started. Those timestamps show you, in numbers, what the LED shows you by eye.",
          },
          {
            p: "The two delay() values set the rhythm. The table gives some combinations to try.",
          },
          {
            table: {
              header: ["ON_MS", "OFF_MS", "Period", "Flashes per minute", "What you see"],
              rows: [
                { cells: ["1000", "1000", "2.0 s", "30", "Slow, even blink (0.5 Hz)"] },
                { cells: ["500", "500", "1.0 s", "60", "Once a second (1 Hz)"] },
                { cells: ["200", "200", "0.4 s", "150", "Fast flicker (2.5 Hz)"] },
                { cells: ["100", "900", "1.0 s", "60", "Short blip once a second, like a standby light"] },
              ],
            },
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Plug the Uno into the computer with the USB-B cable. The green ON LED lights.",
              "In the Arduino IDE, open Tools > Board and choose Arduino AVR Boards > Arduino Uno.",
              "Open Tools > Port and pick the port that appeared when you plugged the board in (COMx on Windows, /dev/cu.usbmodem… on macOS, /dev/ttyACM0 on Linux; clones with a CH340 chip show up as /dev/ttyUSB0 or a CH340 port).",
              "Open File > Examples > 01.Basics > Blink and click Upload (the right-arrow button). The RX and TX LEDs flicker, and the status bar reports Done uploading.",
              "Watch the L LED: 1 s on, 1 s off. Change both delay(1000) lines to delay(200), upload again and check that it now flickers quickly. That proves your own edits are reaching the board.",
              "Unplug the USB cable. Build the part 2 circuit on the breadboard: D8 to the resistor, resistor to the LED's long leg, LED's short leg to GND. Make sure the resistor's two legs sit in different breadboard rows.",
              "Reconnect the cable, paste the part 2 sketch into a new sketch window, save it and click Upload.",
              "Open Tools > Serial Monitor and set the baud rate in its corner to 9600.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "After part 1, the L LED is on for one second and off for one second, over and over: one flash every two seconds. After part 2, the red LED on the breadboard does the same, while the L LED stops blinking, because nothing drives pin 13 any more (on some boards L glows faintly or stays lit when pin 13 is left unused, which is harmless). The Serial Monitor prints one line per flash, 2000 ms apart:",
          },
          {
            code: {
              lang: "plaintext",
              text: `External LED blink on D8
Flash 1 on at 0 ms
Flash 2 on at 2000 ms
Flash 3 on at 4001 ms
Flash 4 on at 6001 ms
Flash 5 on at 8002 ms
`,
            },
          },
          {
            p: "Your timestamps may differ by a millisecond or so, and they creep slowly upwards: every pass through loop() takes 2000 ms of delay plus the small time spent printing and switching the pin. That drift is harmless here, but it is the reason timing-critical sketches measure elapsed time with millis() instead of adding up delays.",
          },
          {
            note: "Opening the Serial Monitor resets the Uno, so the count starts again from Flash 1 whenever you open it.",
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
                    "Upload fails with avrdude: stk500_getsync() not in sync, or programmer is not responding",
                    "Wrong board or port selected, a charge-only cable, or something wired to D0/D1 (the serial lines used for uploading)",
                    "Recheck Tools > Board and Tools > Port, try another cable, and keep D0 and D1 free while uploading",
                  ],
                },
                {
                  cells: [
                    "No port appears at all",
                    "Charge-only cable, or a clone board whose CH340 USB chip needs a driver on your system",
                    "Use a known data cable; install the CH340 driver if the board's USB chip is marked CH340",
                  ],
                },
                {
                  cells: [
                    "External LED stays dark while the sketch runs",
                    "LED reversed, resistor and LED not sharing a breadboard row, or a wire on the wrong pin",
                    "Turn the LED round (long leg towards the resistor), check every row, and confirm the wire is in D8 to match LED_PIN",
                  ],
                },
                {
                  cells: [
                    "LED glows very faintly instead of blinking",
                    "pinMode(LED_PIN, OUTPUT) is missing, so digitalWrite(HIGH) only switches on the pin's internal pull-up resistor (tens of kΩ)",
                    "Add the pinMode() call in setup() and upload again",
                  ],
                },
                {
                  cells: [
                    "LED blinks but is much dimmer than expected",
                    "A resistor of the wrong value, for example 2.2 kΩ (red, red, red) or 10 kΩ (brown, black, orange)",
                    "Read the colour bands or measure it with a multimeter; fit 220 Ω (red, red, brown)",
                  ],
                },
                {
                  cells: [
                    "Serial Monitor shows garbage characters",
                    "Monitor baud rate differs from Serial.begin(9600)",
                    "Set the Serial Monitor to 9600 baud",
                  ],
                },
              ],
            },
          },
          {
            note: "A brief burst of fast flickering on the L LED right after reset or upload is the bootloader waiting for a new sketch. It is normal and stops after a moment.",
          },
        ],
      },
      {
        section: "going-further",
        content: [
          { h2: "Going further" },
          {
            ul: [
              "Add a second LED with its own 220 Ω resistor on D7 and make the two alternate, like a level-crossing signal.",
              "Fade the LED with analogWrite(): move the wire to D9, one of the Uno's PWM pins (3, 5, 6, 9, 10 and 11), because D8 has no PWM.",
              "Open File > Examples > 02.Digital > BlinkWithoutDelay and compare it with this sketch: it uses millis() so the board stays free to read buttons while the LED blinks.",
            ],
          },
        ],
      },
    ],
  },
};
