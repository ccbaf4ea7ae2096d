// The demo tutorials' pictures (drawn by ./make-pictures.mjs): which post shows each, as a
// figure placed right after the heading `after`, with its alt text and caption. The seed
// uploads them through the studio's media API and inserts the figures (scripts/seed-media.mjs).

/** @typedef {{ file: string, post: string, after: string, alt: string, caption: string }} DemoPicture */

/** @type {DemoPicture[]} */
export const demoPictures = [
  {
    file: "esp32-bme280-wiring.png",
    post: "esp32-weather-station",
    after: "Wiring the BME280",
    alt: "Wiring diagram: ESP32 DevKit 3V3 to BME280 VIN, GND to GND, GPIO21 to SDA and GPIO22 to SCL",
    caption: "Four wires: power from 3V3, a shared ground, SDA on GPIO21 and SCL on GPIO22.",
  },
  {
    file: "uno-led-d8-breadboard.png",
    post: "arduino-blink-led-tutorial",
    after: "Part 2: an external LED on D8",
    alt: "Circuit: Arduino Uno D8 through a 220 ohm resistor to a red LED's anode, the LED's cathode to GND",
    caption: "D8, then the 220 Ω resistor, then the LED, whose short leg goes to GND: about 14 mA.",
  },
  {
    file: "led-series-voltage-drops.png",
    post: "led-resistor-ohms-law-calculation",
    after: "The calculation",
    alt: "Series circuit of a 5 V supply, a 200 ohm resistor and a red LED, with 3.0 V across the resistor and 2.0 V across the LED",
    caption: "The LED takes its forward voltage; the resistor takes the rest and sets the current: 3.0 V / 200 Ω = 15 mA.",
  },
  {
    file: "ne555-astable-timing.png",
    post: "ne555-astable-led-flasher",
    after: "How the astable circuit works",
    alt: "Timing diagram: the 555's capacitor voltage rising to two thirds and falling to one third of VCC while the output on pin 3 is high then low",
    caption: "The output is high while C charges from ⅓ to ⅔ VCC through R1 + R2, low while it discharges through R2.",
  },
  {
    file: "hc-sr04-trigger-echo-timing.png",
    post: "ultrasonic-distance-meter-hc-sr04",
    after: "How the measurement works",
    alt: "Timing diagram: a 10 microsecond pulse on TRIG, an eight-cycle 40 kHz burst, then an ECHO pulse 588 microseconds long",
    caption: "A 10 µs trigger starts a 40 kHz burst; ECHO stays high for the round trip: 588 µs is about 10 cm.",
  },
  {
    file: "i2c-two-uno-bus.png",
    post: "arduino-i2c-master-slave-two-boards",
    after: "Choosing the pull-up value",
    alt: "Two Arduino Unos joined A4 to A4 (SDA), A5 to A5 (SCL) and GND to GND, with a 4.7 kilohm pull-up from each bus line to 5 V",
    caption: "One pull-up per line for the whole bus, and a shared ground.",
  },
  {
    file: "servo-pulse-widths.png",
    post: "raspberry-pi-pico-pwm-servo",
    after: "How a servo reads its pulses",
    alt: "Three pulse trains with a 20 ms period: 1 ms pulses for 0 degrees, 1.5 ms for 90 degrees and 2 ms for 180 degrees",
    caption: "One pulse every 20 ms; 1 ms, 1.5 ms and 2 ms of high time turn the SG90 to its two ends and its centre.",
  },
  {
    file: "a4988-uno-pinout.png",
    post: "a4988-nema17-stepper-arduino",
    after: "Wiring",
    alt: "Wiring diagram: Uno D8 to A4988 ENABLE, D4, D5 and D6 to MS1, MS2 and MS3, D3 to STEP and D2 to DIR",
    caption: "The logic side of the A4988: six pins from the Uno. The motor coils and VMOT go on the other side.",
  },
  {
    file: "traffic-light-states.png",
    post: "arduino-millis-traffic-light-state-machine",
    after: "The state machine",
    alt: "State diagram: CARS_GO, CARS_AMBER, ALL_RED_BEFORE_WALK, WALK, WALK_FLASHING and ALL_RED_AFTER_WALK in a loop, with the time each waits",
    caption: "Six states in a loop; only CARS_GO waits for a button press as well as time.",
  },
  {
    file: "irrigation-block-diagram.png",
    post: "soil-moisture-automatic-irrigation",
    after: "How the system works",
    alt: "Block diagram: soil sensor to the Uno's A0, the Uno driving an IRLZ44N MOSFET that switches a pump on its own 5 V supply, with a common ground",
    caption: "Signal runs left to right; the pump's current comes from its own supply, never through the Uno.",
  },
  {
    file: "pi-zero-button-led.png",
    post: "raspberry-pi-zero-button-led-gpiozero",
    after: "Wiring",
    alt: "Wiring diagram: Pi Zero 2 W pin 11 (GPIO17) through a 330 ohm resistor to an LED and back to pin 9 (GND); pin 13 (GPIO27) through a button to pin 14 (GND)",
    caption: "The LED on GPIO17 (pin 11) and the button on GPIO27 (pin 13), each with its own ground pin.",
  },
  {
    file: "timer1-ctc-sawtooth.png",
    post: "atmega328p-timer1-interrupt-blink",
    after: "The timer arithmetic",
    alt: "Timing diagram: TCNT1 counting up to 31249 and clearing four times, with the PB5 output toggling at each compare match",
    caption:
      "With the 256 prescaler, TCNT1 reaches OCR1A = 31249 every 0.5 s; each match clears it and the interrupt toggles the LED.",
  },
];
