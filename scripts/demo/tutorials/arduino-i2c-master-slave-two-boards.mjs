// Connects two Uno boards over I2C with the Wire library: the controller sends LED commands and reads a potentiometer value back.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "i2c-two-arduinos",
  data: {
    slug: "arduino-i2c-master-slave-two-boards",
    title: "I2C Between Two Arduino Unos with the Wire Library (Controller and Peripheral)",
    topic: "communication",
    meta: {
      title: "Arduino I2C Between Two Unos: Wire Controller and Peripheral",
      description:
        "Link two Arduino Unos over I2C: a controller sends commands to a peripheral at 0x08 and reads a sensor value back. Pull-ups, Wire callbacks and error codes.",
      keywords:
        "arduino, i2c, wire library, master slave, controller peripheral, two arduinos, onReceive, onRequest, pull-up resistor",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "I2C is usually the bus between a microcontroller and a sensor, but the ATmega328P's TWI hardware can play either role, so two Arduino boards can talk over the same two wires. In this tutorial one Uno, the controller (called master in older documents and in the Wire library's history), sends a command byte once a second to a second Uno, the peripheral (the old term is slave), at address 0x08. The peripheral switches its L LED accordingly and answers with four bytes: the reading of a potentiometer on its A0 pin and a count of the commands it has received.",
          },
          {
            p: "You will learn how the bus is wired and why it needs pull-up resistors (with the arithmetic for choosing them), how the Wire library's write and request transactions map onto the bus, why the peripheral's callbacks must be short, how to pack a 16-bit value into bytes, and what the error codes from endTransmission() mean. Allow about an hour.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "2 × Arduino Uno R3 (call them board A, the controller, and board B, the peripheral)",
              "2 × USB-B cables, and a computer with two free USB ports (or a USB power supply for board B)",
              "2 × 4.7 kΩ resistors, 1/4 W (yellow, violet, red), as bus pull-ups",
              "1 × 10 kΩ potentiometer (linear) for board B",
              "1 × breadboard and about 10 jumper wires",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "I2C uses two lines shared by every device: SDA (data) and SCL (clock). On the Uno they are A4 and A5; the R3's extra SDA and SCL pins next to AREF are the same two signals. Both lines are open-drain: any device can pull them low, nothing drives them high, and resistors to 5 V return them high. The grounds must be joined, because each board measures SDA and SCL against its own GND.",
          },
          {
            table: {
              header: ["Board A (controller)", "Board B (peripheral)", "Note"],
              rows: [
                { cells: ["A4 (SDA)", "A4 (SDA)", "Data line, shared"] },
                { cells: ["A5 (SCL)", "A5 (SCL)", "Clock line, shared; the controller generates the clock"] },
                { cells: ["GND", "GND", "Common reference: without it the link fails or works only sometimes"] },
                {
                  cells: [
                    "5V, through a 4.7 kΩ resistor, to the SDA line",
                    "",
                    "One pull-up per line for the whole bus, not one per board",
                  ],
                },
                { cells: ["5V, through a 4.7 kΩ resistor, to the SCL line", "", "Second pull-up"] },
                { cells: ["", "5V and GND to the potentiometer's outer pins", "The potentiometer is powered from board B"] },
                { cells: ["", "A0 to the potentiometer's middle pin (wiper)", "0 V to 5 V as you turn it"] },
                { cells: ["", "D13 built-in L LED", "Switched by the controller's commands"] },
                {
                  cells: [
                    "USB to the computer",
                    "USB to the computer or a USB charger",
                    "Each board powered from its own USB socket",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Do not connect the two boards' 5V pins together while both are plugged into USB: that ties two separate supplies and their USB ports together. Share GND, SDA and SCL only. Also keep 3.3 V boards off this bus unless you add a level shifter, because the pull-ups hold the lines at 5 V.",
          },
          { h3: "Choosing the pull-up value" },
          {
            p: "When the Wire library starts, it turns on the ATmega328P's internal pull-ups on SDA and SCL, but those are 20 kΩ to 50 kΩ according to the datasheet. Two boards in parallel give roughly 10 kΩ to 25 kΩ, and that is too weak. A line's rise time (30 % to 70 %) is about 0.8473 × R × C; with 15 kΩ and a plausible 100 pF of wiring and pin capacitance, that is 0.8473 × 15 kΩ × 100 pF ≈ 1.3 µs, beyond the 1 µs the I2C specification allows in standard mode (100 kHz). With 4.7 kΩ added externally it drops to about 0.4 µs.",
          },
          {
            p: "The lower limit comes from the current a device must sink while holding the line low: the specification requires 3 mA at no more than 0.4 V, so R ≥ (5.0 V − 0.4 V) / 3 mA ≈ 1.5 kΩ. Anything from about 2.2 kΩ to 4.7 kΩ is a good choice for a short bus; 4.7 kΩ in parallel with the internal pull-ups still stays well above the minimum.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketches" },
          {
            p: "Both sketches use only the Wire library, which comes with the Arduino IDE. Upload the first to board A and the second to board B.",
          },
          { h3: "Board A: the controller" },
          {
            code: {
              lang: "cpp",
              text: `// I2C controller (board A): once a second, send an LED command to the peripheral at 0x08
// and read back 4 bytes: its A0 reading and how many commands it has received.
#include <Wire.h>

const uint8_t PERIPHERAL_ADDRESS = 0x08;
const uint8_t REPLY_LENGTH = 4;
const unsigned long POLL_MS = 1000;

unsigned long lastPoll = 0;
bool ledOn = false;

void setup() {
  Serial.begin(115200);
  Wire.begin();                       // no address: join the bus as controller
  Wire.setClock(100000);              // standard mode, 100 kHz
  Wire.setWireTimeout(25000, true);   // give up (and reset the TWI) after 25 ms instead of hanging
  Serial.println(F("I2C controller ready"));
}

void loop() {
  if (millis() - lastPoll < POLL_MS) return;
  lastPoll += POLL_MS;
  ledOn = !ledOn;

  // 1. Write one byte: 1 = LED on, 0 = LED off.
  Wire.beginTransmission(PERIPHERAL_ADDRESS);
  Wire.write(ledOn ? 1 : 0);
  uint8_t error = Wire.endTransmission();   // 0 = ACKed; 2 = address NACK; 3 = data NACK; 5 = timeout
  if (error != 0) {
    Serial.print(F("Write failed, error "));
    Serial.println(error);
    return;
  }

  // 2. Read four bytes back.
  uint8_t received = Wire.requestFrom(PERIPHERAL_ADDRESS, REPLY_LENGTH);
  if (received != REPLY_LENGTH) {
    Serial.print(F("Read failed, got "));
    Serial.print(received);
    Serial.println(F(" bytes"));
    return;
  }
  uint16_t reading = Wire.read();              // low byte first
  reading |= (uint16_t)Wire.read() << 8;
  uint16_t commands = Wire.read();
  commands |= (uint16_t)Wire.read() << 8;

  Serial.print(ledOn ? F("LED on   ") : F("LED off  "));
  Serial.print(F("pot="));
  Serial.print(reading);
  Serial.print(F(" ("));
  Serial.print(reading * 5.0 / 1024.0, 2);
  Serial.print(F(" V)  commands seen by peripheral="));
  Serial.println(commands);
}
`,
            },
          },
          { h3: "Board B: the peripheral" },
          {
            code: {
              lang: "cpp",
              text: `// I2C peripheral (board B) at address 0x08: obeys LED commands and reports its A0 reading.
// The Wire callbacks run inside the TWI interrupt, so they only copy bytes and set variables.
#include <Wire.h>

const uint8_t MY_ADDRESS = 0x08;
const uint8_t LED_PIN = LED_BUILTIN;   // D13, the L LED
const uint8_t POT_PIN = A0;

volatile uint8_t ledCommand = 0;       // written in onReceive, read in loop()
volatile uint16_t commandsReceived = 0;
volatile uint16_t latestReading = 0;   // written in loop(), read in onRequest

void handleReceive(int byteCount) {    // controller wrote to us
  while (Wire.available()) {
    ledCommand = Wire.read();          // keep the last byte if several arrive
  }
  if (byteCount > 0) {
    commandsReceived++;
  }
}

void handleRequest() {                 // controller wants to read from us
  uint8_t reply[4];
  reply[0] = latestReading & 0xFF;     // little-endian: low byte first
  reply[1] = latestReading >> 8;
  reply[2] = commandsReceived & 0xFF;
  reply[3] = commandsReceived >> 8;
  Wire.write(reply, sizeof(reply));    // one write of the whole reply
}

void setup() {
  pinMode(LED_PIN, OUTPUT);
  Wire.begin(MY_ADDRESS);              // join the bus as a peripheral at 0x08
  Wire.onReceive(handleReceive);
  Wire.onRequest(handleRequest);
}

void loop() {
  uint16_t reading = analogRead(POT_PIN);   // about 0.1 ms: done here, not in the interrupt
  noInterrupts();                      // a 16-bit store is two instructions: keep it atomic
  latestReading = reading;
  interrupts();

  digitalWrite(LED_PIN, ledCommand ? HIGH : LOW);
}
`,
            },
          },
          { h3: "What happens on the wires" },
          {
            p: "Each second the controller runs two transactions. The write is a start condition, the address byte (0x08 shifted left with the write bit, 0x10), one data byte and a stop. The read is a start, the address byte with the read bit (0x11), then four bytes clocked out by the peripheral, each acknowledged by the controller except the last. Every byte takes 9 clock cycles (8 data bits and an acknowledge bit), so at 100 kHz a byte costs 90 µs: about 0.2 ms for the write and 0.45 ms for the read.",
          },
          {
            p: "On board B, Wire calls handleReceive() when a write has finished and handleRequest() when a read begins. Both run inside the TWI interrupt, and the clock is held low (clock stretching) until handleRequest() has supplied the reply, so they must be fast: no Serial.print(), no delay(), no analogRead(). That is why loop() takes the analog reading, about 0.1 ms, and stores it in latestReading for the callback to copy. Variables shared between loop() and a callback are declared volatile so the compiler re-reads them each time, and the 16-bit store in loop() is wrapped in noInterrupts() and interrupts(), because the 8-bit AVR writes the two bytes with two instructions and the request could arrive between them.",
          },
          {
            p: "The 10-bit reading does not fit in one byte, so the peripheral sends it low byte first and the controller rebuilds it with reading = low | (high << 8). Both ends must agree on that order; it is a tiny protocol, and it is worth writing down in a comment at both ends. The Wire buffer on the Uno holds 32 bytes, which caps any single write or read.",
          },
          {
            p: "endTransmission() returns 0 when every byte was acknowledged, 2 when no device answered its address, 3 when a data byte was refused, 4 for other bus errors, and 5 when the timeout set by setWireTimeout() expired. Without that timeout, a bus held low by a crashed or half-reset board can hang the controller forever; with it, the controller gives up after 25 ms, resets its TWI hardware and carries on.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Label the boards A and B with tape so the sketches do not get swapped.",
              "Connect board B alone by USB, select Tools > Board > Arduino Uno and its port, and upload the peripheral sketch.",
              "Connect board A alone, select its port, and upload the controller sketch.",
              "Unplug both. Wire A4 to A4, A5 to A5 and GND to GND between the boards, then fit the two 4.7 kΩ pull-ups from the SDA and SCL lines to board A's 5V pin.",
              "Wire the potentiometer to board B: outer pins to B's 5V and GND, middle pin to B's A0.",
              "Plug board B into USB (or a charger), then board A. Open the Serial Monitor on board A's port at 115200 baud.",
              "Watch board B's L LED toggle every second, and turn the potentiometer while reading the values on board A.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "Board B's L LED is on for one second and off for the next, following the commands. Board A prints one line per exchange; here the potentiometer starts centred and is then turned fully up:",
          },
          {
            code: {
              lang: "plaintext",
              text: `I2C controller ready
LED on   pot=512 (2.50 V)  commands seen by peripheral=1
LED off  pot=511 (2.50 V)  commands seen by peripheral=2
LED on   pot=512 (2.50 V)  commands seen by peripheral=3
LED off  pot=803 (3.92 V)  commands seen by peripheral=4
LED on   pot=1023 (5.00 V)  commands seen by peripheral=5
`,
            },
          },
          {
            p: "The voltage is reading × 5.0 V / 1024, so 803 corresponds to 3.92 V, and the top reading of 1023 prints as 5.00 V after rounding. Opening the Serial Monitor resets board A but not board B, so after reopening it the count carries on from where it was (for example commands seen by peripheral=38) while the controller's own output starts again: a handy proof that the number really comes from the other board. Pull the SDA wire out of board B and the lines change to Write failed, error 2; plug it back in and the exchange resumes.",
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
                    "Write failed, error 2 on every line",
                    "Nothing acknowledges 0x08: board B not running the peripheral sketch, SDA and SCL crossed, or no common GND",
                    "Re-upload the peripheral sketch to B, check A4 to A4 and A5 to A5, and join the grounds",
                  ],
                },
                {
                  cells: [
                    "Write failed, error 5 now and then",
                    "The bus was held low past the 25 ms timeout, for example when board B was reset in the middle of a transfer",
                    "Nothing, if it recovers on the next line; if it persists, check the pull-ups and shorten the wires",
                  ],
                },
                {
                  cells: [
                    "Works on the desk but fails with longer wires",
                    "More cable capacitance slows the rising edges, especially with only the internal pull-ups",
                    "Fit the 4.7 kΩ pull-ups (or 2.2 kΩ), keep the wires short and twist SDA and SCL each with a ground wire",
                  ],
                },
                {
                  cells: [
                    "Board B freezes after you add debug printing",
                    "Serial.print() inside handleReceive() or handleRequest() runs in interrupt context and can block",
                    "Set a flag or copy the data in the callback and print from loop()",
                  ],
                },
                {
                  cells: [
                    "pot stays at 0 or 1023 whatever you turn",
                    "Wiper not on A0, or one outer pin of the potentiometer not connected",
                    "Check the middle pin goes to B's A0 and the outer pins to B's 5V and GND",
                  ],
                },
                {
                  cells: [
                    "The command count drops back to 1",
                    "Board B restarted, for instance because its Serial Monitor was opened or its supply dipped",
                    "Expected after a reset of B; if it happens on its own, check B's USB supply",
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
              "Add a third Uno as a second peripheral at 0x09 and poll both from the controller: the bus needs no extra wires, only a different address.",
              "Define a register-style protocol: the first byte written selects what the next read returns (0x00 for the potentiometer, 0x01 for a temperature), the way real sensor chips work.",
              "Connect a logic analyser to SDA and SCL, decode the I2C frames, and measure the 90 µs byte time and the clock stretching before the reply.",
            ],
          },
        ],
      },
    ],
  },
};
