import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "arduino-nano",
  kind: "board",
  title: "Arduino Nano",
  headTitle: "Arduino Nano: Pinout, Specs and Breadboard Projects",
  description:
    "Guide to the classic Arduino Nano: ATmega328P specs, pinout with A6/A7, powering it safely, uploading to clone boards, and compact project ideas.",
  keywords: [
    "Arduino Nano",
    "Arduino Nano pinout",
    "ATmega328P",
    "Nano clone CH340",
    "old bootloader",
    "breadboard microcontroller",
    "Arduino projects",
    "compact Arduino",
  ],
  image: {
    src: "/images/boards/arduino-nano.svg",
    alt: "Illustration of the Arduino Nano, a small board with a Mini-USB connector, the ATmega328P chip, a reset button and two rows of pins along its long edges",
  },
  intro: [
    "The classic Arduino Nano packs the same ATmega328P microcontroller as the Arduino Uno onto a board only 18 x 45 mm in size. It runs at 16 MHz with 5 V logic and executes the same sketches, so almost everything written for the Uno works unchanged.",
    "What changes is the form factor. Instead of female headers the Nano has two rows of male pins, so it plugs straight into a breadboard or a socket on a perfboard or custom PCB. That makes it the natural choice once a project moves from experimenting on a desk to being built into a box, a robot or a wearable.",
    "The name now covers a whole family: the Nano Every, Nano 33 IoT and Nano ESP32 share the footprint but use different microcontrollers and libraries, and several of them run at 3.3 V rather than 5 V. This page describes the original ATmega328P Nano and its many clones.",
  ],
  basics: [
    "The pins are labelled D0-D13 and A0-A7. D0 and D1 are the hardware UART and are connected to the USB-serial converter, so leave them free while uploading. Pins D3, D5, D6, D9, D10 and D11 provide PWM, I2C sits on A4 (SDA) and A5 (SCL), and SPI uses D10-D13 exactly as on the Uno, which is why wiring diagrams transfer directly.",
    "The Nano has two more analog inputs than the Uno, A6 and A7, but they are analog-input only: they connect to the ADC and nothing else, so pinMode(), digitalRead() and the internal pull-up do not work on them. Use them for potentiometers or sensor voltages and keep A0-A5 free for anything that needs digital I/O.",
    "Power can come from the Mini-USB port, from a regulated 5 V supply on the 5V pin, or from an unregulated supply on VIN, which goes through the onboard regulator (the same 7-12 V range recommended for the Uno is a safe choice). The small regulator heats up quickly, so at higher input voltages keep the current drawn from the 5V pin low, and never feed more than 5 V into the 5V pin. The pin current rules are those of the ATmega328P, exactly as on the Uno: design for 20 mA or less per pin (40 mA is the absolute maximum) and drive motors or relays through transistors.",
    "Most Nanos sold today are clones. They often use a CH340 USB-serial chip instead of the original FTDI chip, which may need a driver on some operating systems, and many still carry the older bootloader. If an upload fails with a sync or timeout error, select Tools > Processor > ATmega328P (Old Bootloader) in the Arduino IDE before suspecting the hardware. A data-capable Mini-USB cable matters too; charge-only cables are a frequent cause of the board not appearing at all.",
  ],
  features: [
    {
      title: "ATmega328P at 16 MHz",
      text: "The same 8-bit AVR as the Uno, so code, libraries and timing behave identically; sketches compiled for the Uno run on the Nano.",
    },
    {
      title: "Memory",
      text: "32 KB of flash, of which the Arduino IDE reserves 2 KB for the bootloader on the Nano (leaving 30 KB for sketches), 2 KB of SRAM for variables and 1 KB of EEPROM for calibration values or settings.",
    },
    {
      title: "14 digital I/O, 6 PWM",
      text: "D0-D13 work as digital inputs and outputs, with PWM on D3, D5, D6, D9, D10 and D11 and external interrupts on D2 and D3.",
    },
    {
      title: "8 analog inputs",
      text: "A0-A7 feed the 10-bit ADC (readings 0-1023); A6 and A7 are analog-only, while A0-A5 can also act as digital pins.",
    },
    {
      title: "Breadboard-friendly size",
      text: "At 18 x 45 mm with pins on a standard 0.1 inch pitch, it straddles the centre channel of a breadboard and fits in a DIP-style socket on a custom board.",
    },
    {
      title: "Mini-USB programming",
      text: "An onboard USB-serial converter handles uploads and the Serial Monitor, so no separate programmer is needed; the ICSP header allows reflashing the bootloader with an external programmer.",
    },
    {
      title: "5 V logic and onboard regulation",
      text: "Outputs are 5 V and the board provides a 5 V output; its 3.3 V pin comes from the FT232RL on the original Nano and works only on USB power, so 3.3 V modules are better fed from their own regulator, and their inputs need level shifting if they are not 5 V tolerant.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Breadboard dice",
        text: "Seven LEDs in a dice pattern and a button that rolls a number with random(), seeded with randomSeed(analogRead(A6)) from the unconnected analog-only pin; teaches arrays of pins and pseudo-random numbers.",
      },
      {
        title: "Potentiometer LED bar",
        text: "Read a potentiometer on A7 and light a row of LEDs in proportion, a neat way to use the analog-only pins for what they do best.",
      },
      {
        title: "DS18B20 thermometer on an OLED",
        text: "A DS18B20 one-wire sensor with a 4.7 kΩ pull-up on its data line shows the temperature on a 128x64 SSD1306 OLED over I2C (A4/A5); teaches the OneWire and display libraries, and a buzzer above a set temperature turns it into an alarm.",
        slug: "arduino-nano-ds18b20-oled-thermometer",
      },
    ],
    intermediate: [
      {
        title: "OLED pocket stopwatch",
        text: "A 128x64 SSD1306 OLED on I2C, two buttons and a battery pack make a handheld stopwatch; you learn display libraries and millis()-based timing.",
      },
      {
        title: "RGB LED strip controller",
        text: "Drive a short WS2812B strip from one data pin with a separate 5 V supply, a series resistor of a few hundred ohms on the data line and a large capacitor across the strip's supply.",
      },
      {
        title: "Rotary encoder menu",
        text: "Read a rotary encoder on interrupt pins D2 and D3 and build a scrolling settings menu on a small display, storing choices in EEPROM.",
      },
    ],
    advanced: [
      {
        title: "Custom PCB carrier",
        text: "Design a PCB in KiCad with female headers for the Nano, screw terminals and a regulator, turning a breadboard prototype into a robust device.",
      },
      {
        title: "Self-balancing robot",
        text: "An MPU-6050 IMU, a complementary or Kalman filter, stepper or DC motors and a PID loop keep a two-wheeled robot upright; tuning is the real challenge.",
      },
      {
        title: "Low-power sensor node",
        text: "Pair the Nano with an nRF24L01+ radio powered from its own 3.3 V regulator (the radio's supply pin is not 5 V rated, though its signal inputs tolerate 5 V), remove the power LED and use sleep modes, measuring the current to see what each change saves.",
      },
    ],
  },
  topProjects: [
    {
      title: "Mini drum machine",
      text: "Piezo discs on the analog inputs, each with a 1 MΩ resistor across it to tame the voltage spikes, detect taps and turn them into MIDI notes. The classic Nano's FT232RL or CH340 USB chip can only be a serial port, never a USB MIDI device, so send the notes through a 5-pin DIN MIDI output or to a serial-to-MIDI bridge program on the computer.",
    },
    {
      title: "Wearable step counter",
      text: "An accelerometer, an OLED and a small battery with a proper charger and protection module teach signal filtering and the care Li-ion cells require.",
    },
    {
      title: "Desk environment monitor",
      text: "Temperature, humidity and CO2 sensors feed a compact display, showing how to combine several I2C devices on one bus.",
    },
    {
      title: "Model railway controller",
      text: "PWM speed control through an H-bridge and servo-driven points make the Nano a compact, hidden controller for a layout.",
    },
  ],
  tutorials: [
    {
      title: "Set up a clone Nano",
      text: "Plug the Nano in with a data-capable Mini-USB cable and check that a new serial port appears; if not, install the CH340 driver for your operating system. In the Arduino IDE select Arduino Nano as the board, the new port, and ATmega328P as the processor. Upload File > Examples > 01.Basics > Blink; if it fails with a sync or timeout error, switch the processor to ATmega328P (Old Bootloader) and upload again.",
    },
    {
      title: "Build a breadboard circuit around the Nano",
      text: "Place the Nano across the centre channel of the breadboard so each pin gets its own row. Run jumpers from the 5V and GND pins to the breadboard power rails, add a 100 nF capacitor across the rails near any sensor, and wire components from the rails. Check that no pin row is shared by two signals before powering up, a mistake that easily happens near the board's edges.",
    },
    {
      title: "Read a potentiometer on A6",
      text: "Connect the outer legs of a 10 kΩ potentiometer to 5V and GND and the wiper to A6. The sketch reads A6 five times a second, converts the 0-1023 count to volts with the datasheet's relation V = count × Vref / 1024 and prints both. Turning the knob sweeps from 0 V to just under 5 V; a digitalRead() on the same pin would tell you nothing, because A6 is wired to the ADC only.",
      code: {
        lang: "cpp",
        text: `const float VREF = 5.0;  // default reference: the 5 V supply

void setup() {
  Serial.begin(9600);
}

void loop() {
  int count = analogRead(A6);  // 0-1023
  float volts = count * VREF / 1024.0;
  Serial.print(count);
  Serial.print(" counts = ");
  Serial.print(volts, 2);
  Serial.println(" V");
  delay(200);
}
`,
      },
    },
  ],
  tutorialSlugs: ["arduino-nano-ds18b20-oled-thermometer"],
};

export default topic;
