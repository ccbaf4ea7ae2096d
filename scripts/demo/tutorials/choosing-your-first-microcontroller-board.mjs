// A buyer's and first-steps guide that compares the Uno, Nano, Mega, ESP8266, ESP32 and Pico boards and shows where a Raspberry Pi computer fits instead.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "choosing-first-board",
  data: {
    slug: "choosing-your-first-microcontroller-board",
    title: "Choosing Your First Microcontroller Board",
    topic: "basic-electronics",
    meta: {
      title: "Your First Microcontroller Board: Arduino, ESP32 or Pico?",
      description:
        "Compare the Arduino Uno, Nano and Mega, ESP8266, ESP32 and Raspberry Pi Pico on logic level, memory, Wi-Fi and price, and see where a Raspberry Pi fits.",
      keywords:
        "first microcontroller, arduino uno, arduino nano, arduino mega, esp8266, esp32, raspberry pi pico, raspberry pi, 3.3 v vs 5 v, beginner",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Every board in this guide can blink an LED, read a button and talk to a sensor. What differs is how easily each one fits the project you have in mind: whether your sensors run at 5 V or 3.3 V, whether the project needs Wi-Fi, how much memory the code will need, and whether you would rather write C++ in the Arduino IDE or Python.",
          },
          {
            p: "This guide compares the six boards beginners most often choose, explains the few specifications that really matter, shows where a Raspberry Pi (a Linux computer, not a microcontroller) fits instead, and ends with a shopping list and the first steps from unboxing to a blinking LED. Reading it takes about fifteen minutes; the first steps take an evening.",
          },
        ],
      },
      {
        section: "comparison",
        content: [
          { h2: "The boards at a glance" },
          {
            p: "Figures are for the standard versions of each board. Price classes are relative to each other, because prices vary widely by country, seller and whether you buy an original board or a compatible clone.",
          },
          {
            table: {
              header: ["Board", "Chip and clock", "Logic level", "Flash / RAM", "Wireless", "Analog inputs", "Price class"],
              rows: [
                {
                  cells: [
                    "Arduino Uno R3",
                    "ATmega328P, 8-bit AVR, 16 MHz",
                    "5 V",
                    "32 KB / 2 KB",
                    "None",
                    "6, 10-bit",
                    "Mid for an original, low for a clone",
                  ],
                },
                {
                  cells: [
                    "Arduino Nano (classic)",
                    "ATmega328P, 16 MHz",
                    "5 V",
                    "32 KB / 2 KB",
                    "None",
                    "8, 10-bit (A6 and A7 are analog-only)",
                    "Low (clones), mid (original)",
                  ],
                },
                {
                  cells: [
                    "Arduino Mega 2560",
                    "ATmega2560, 8-bit AVR, 16 MHz",
                    "5 V",
                    "256 KB / 8 KB",
                    "None",
                    "16, 10-bit",
                    "Mid to higher",
                  ],
                },
                {
                  cells: [
                    "ESP8266 NodeMCU",
                    "ESP8266, 32-bit, 80 MHz (160 MHz possible)",
                    "3.3 V, not 5 V tolerant",
                    "4 MB on most boards / about 80 KB, of which roughly 40 to 50 KB is free for your variables once Wi-Fi runs",
                    "Wi-Fi, 2.4 GHz",
                    "1, 10-bit (about 0 to 3.3 V on NodeMCU boards)",
                    "Low",
                  ],
                },
                {
                  cells: [
                    "ESP32 DevKit (ESP32-WROOM-32)",
                    "ESP32, dual-core, up to 240 MHz",
                    "3.3 V, not 5 V tolerant",
                    "4 MB / 520 KB",
                    "Wi-Fi 2.4 GHz and Bluetooth (Classic and BLE)",
                    "Up to 18 channels, 12-bit; only ADC1 pins while Wi-Fi is on",
                    "Low",
                  ],
                },
                {
                  cells: [
                    "Raspberry Pi Pico",
                    "RP2040, dual Cortex-M0+, 125 MHz by default (certified to 200 MHz since pico-sdk 2.1.1)",
                    "3.3 V, not 5 V tolerant",
                    "2 MB / 264 KB",
                    "None (the Pico W adds 2.4 GHz Wi-Fi and Bluetooth 5.2)",
                    "3, 12-bit (GP26 to GP28)",
                    "Low",
                  ],
                },
              ],
            },
          },
          {
            p: "None of the six runs a general-purpose operating system such as Linux: your program is the only application on the chip, it starts within a fraction of a second of power-up, and you can unplug the board at any moment without harming anything. The Uno, Nano, Mega and Pico run your code directly on the hardware. The ESP32 is different underneath: its Arduino core is built on Espressif's ESP-IDF, which includes the FreeRTOS real-time kernel, and your loop() runs as one FreeRTOS task beside the Wi-Fi and Bluetooth tasks. The ESP8266 also shares its processor with the Wi-Fi stack, which is why code there must not block for long without calling delay() or yield(). The Uno, Nano and Mega are programmed in C++ in the Arduino IDE. The ESP8266 and ESP32 use the same IDE after you add their board packages, and also run MicroPython. The Pico is one of the most popular MicroPython boards and also has an official C/C++ SDK and Arduino support.",
          },
        ],
      },
      {
        section: "what-matters",
        content: [
          { h2: "The specifications that matter" },
          { h3: "Logic level: 5 V or 3.3 V" },
          {
            p: "The Arduino AVR boards drive their pins to 5 V and accept 5 V inputs, which matches many older modules, character LCDs and hobby sensors. The ESP8266, ESP32 and Pico are 3.3 V chips whose pins are not 5 V tolerant. Modern sensors increasingly run at 3.3 V, so this is rarely a problem if you choose parts for your board, but mixing worlds needs care: a 5 V signal into a 3.3 V board needs a resistor divider or a level shifter. Going the other way is usually fine for simple signals, because a 5 V AVR reads anything above 0.6 × 5 V = 3.0 V as HIGH.",
          },
          {
            warning:
              "Never connect a 5 V output, such as an HC-SR04's ECHO pin or a 5 V module's TX line, directly to an ESP8266, ESP32, Pico or Raspberry Pi GPIO. It can damage the pin or the whole chip. A 10 kΩ / 15 kΩ divider brings 5 V down to 3.0 V for slow signals; use a bidirectional level shifter for I2C.",
          },
          { h3: "Memory" },
          {
            p: 'Flash holds your program, RAM holds variables while it runs, and RAM is the one that runs out first on an 8-bit board. The Uno\'s 2 KB sounds abstract until you notice that a 128x64 monochrome OLED needs a 1 KB frame buffer (128 × 64 pixels ÷ 8 bits per byte), half of all its RAM, before your own variables. Text in Serial.print(F("...")) stays in flash, which helps, but a project with a graphic display, an SD card and a couple of libraries is a good reason to start with a Mega, an ESP32 or a Pico. The ESP32 and the Pico have hundreds of kilobytes and rarely run short in beginner projects.',
          },
          { h3: "Wi-Fi and Bluetooth" },
          {
            p: "If the project's point is to put data on a phone or a web page, pick a board with the radio built in rather than adding a module to an Uno. The ESP32 is the usual choice because it adds Bluetooth, more pins and more analog inputs to what the ESP8266 offers; the ESP8266 is still fine and well supported for a single sensor or relay. Two practical notes: both only support 2.4 GHz Wi-Fi, and their current peaks while transmitting punish weak USB cables and small regulators, so use a good cable and power supply.",
          },
          { h3: "Analog inputs" },
          {
            p: "The AVR boards' 10-bit ADC is simple and predictable: 0 to 1023 for 0 to 5 V, about 4.9 mV per step. The ESP32's 12-bit ADC has more steps but is noticeably non-linear near the ends of its range and loses its ADC2 channels when Wi-Fi is on. The ESP8266 has just one analog input. The Pico has three 12-bit inputs. If a project is mainly about measuring analog voltages, check the ADC before anything else.",
          },
        ],
      },
      {
        section: "recommendations",
        content: [
          { h2: "Which one for which beginner" },
          { h3: "You want the most tutorials and the gentlest start: Arduino Uno R3" },
          {
            figure: {
              src: "/images/boards/arduino-uno.svg",
              alt: "Illustration of an Arduino Uno board with its USB-B socket, power jack and rows of header pins",
              caption: "The Arduino Uno R3: 5 V logic, female headers for jumper wires and shields.",
            },
          },
          {
            p: "The Uno is forgiving, 5 V matches most starter-kit parts, and nearly every beginner tutorial and shield was written for it. Choose the Nano instead if you want the same chip in a board that plugs into a breadboard, and the Mega when you need more pins, more serial ports or more RAM. The newer Uno R4 keeps the same shape and 5 V pins with a 32-bit Renesas microcontroller, but most learning material still describes the R3.",
          },
          { h3: "You want Wi-Fi or Bluetooth from day one: ESP32 DevKit" },
          {
            figure: {
              src: "/images/boards/esp32.svg",
              alt: "Illustration of an ESP32 development board with the metal-shielded ESP32-WROOM-32 module and its antenna",
              caption: "An ESP32 development board: Wi-Fi and Bluetooth on a 3.3 V board.",
            },
          },
          {
            p: "An ESP32 can serve a web page, publish to MQTT or talk to a phone over Bluetooth Low Energy, and it costs about as little as any board here. The price is more rules to learn: 3.3 V logic, pins with boot functions, and flash-connected pins you must not use. Read the board's pinout before wiring.",
          },
          { h3: "You would rather learn with Python: Raspberry Pi Pico" },
          {
            figure: {
              src: "/images/boards/raspberry-pi-pico.svg",
              alt: "Illustration of a Raspberry Pi Pico board with its RP2040 chip, micro-USB socket and two rows of castellated pins",
              caption: "The Raspberry Pi Pico: an RP2040 microcontroller that is easy to program in MicroPython.",
            },
          },
          {
            p: "MicroPython on the Pico lets you type a line at the prompt and see an LED respond immediately, without the compile and upload cycle of C++. The board is inexpensive and breadboard-friendly once headers are fitted. Take the Pico W if you may want Wi-Fi or Bluetooth.",
          },
          { h3: "When a Raspberry Pi computer fits better" },
          {
            figure: {
              src: "/images/boards/raspberry-pi-4.svg",
              alt: "Illustration of a Raspberry Pi 4 Model B with USB and Ethernet ports and the 40-pin GPIO header",
              caption: "The Raspberry Pi 4: a Linux computer with a GPIO header, not a microcontroller.",
            },
          },
          {
            p: "A Raspberry Pi Zero 2 W or Raspberry Pi 4 runs Linux from a microSD card. Choose one when the project is really a computer with a few pins attached: a camera, a web server with a database, image processing. It boots in tens of seconds, must be shut down properly or the card can be corrupted, has no analog inputs at all (an ADC chip such as the MCP3008 or ADS1115 fills the gap), and Linux does not guarantee microsecond timing. Its GPIO pins are 3.3 V and not 5 V tolerant, like the Pico's. Many good designs combine the two: a Pi for networking and storage, and a microcontroller for the precise, real-time I/O.",
          },
          {
            table: {
              header: ["Linux board", "Processor", "RAM", "Wireless and networking", "Analog inputs", "Price class"],
              rows: [
                {
                  cells: [
                    "Raspberry Pi Zero 2 W",
                    "Quad-core Cortex-A53, 1 GHz",
                    "512 MB",
                    "2.4 GHz Wi-Fi, Bluetooth 4.2 with BLE",
                    "None",
                    "Low to mid, plus a microSD card and a power supply",
                  ],
                },
                {
                  cells: [
                    "Raspberry Pi 4 Model B",
                    "Quad-core Cortex-A72, 1.5 GHz (1.8 GHz on later revisions)",
                    "1 to 8 GB",
                    "Dual-band Wi-Fi, Bluetooth, Gigabit Ethernet",
                    "None",
                    "Higher, plus a 5 V 3 A USB-C supply, a card and usually cooling",
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What to buy to start" },
          {
            ul: [
              "One board from the comparison: an Uno R3 (original or clone) for the widest choice of tutorials, an ESP32 DevKit for Wi-Fi projects, or a Raspberry Pi Pico (or Pico W) for MicroPython",
              "A USB cable that carries data and fits the board: USB-B for the Uno and Mega, Mini-B for the classic Nano (some clones have micro-USB or USB-C instead), and micro-USB or USB-C for the ESP8266, ESP32 and Pico boards, depending on the version",
              "A solderless breadboard (830 points is a comfortable size) and a set of male-to-male and male-to-female jumper wires",
              "An assortment of 5 mm LEDs and 0.25 W resistors, including 220 Ω, 330 Ω, 1 kΩ and 10 kΩ",
              "A few tactile push buttons and a 10 kΩ potentiometer",
              "A basic digital multimeter with DC volts, resistance and continuity",
              "One or two sensors that match the board's logic level, for example a BME280 temperature, humidity and pressure breakout for a 3.3 V board",
              "If you will mix 5 V modules with a 3.3 V board: a bidirectional logic-level shifter module",
              "For a Pico: a pair of 20-pin male headers if the board comes without them, and a soldering iron to fit them",
            ],
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "First steps" },
          {
            ol: [
              "Install the Arduino IDE (version 2) for the Uno, Nano, Mega, ESP8266 and ESP32, or Thonny for MicroPython on the Pico.",
              'For an ESP8266 or ESP32, add the board package. Open File > Preferences (on macOS it is under the Arduino IDE menu) and paste the board-manager URL into Additional boards manager URLs: https://arduino.esp8266.com/stable/package_esp8266com_index.json for the ESP8266, or https://espressif.github.io/arduino-esp32/package_esp32_index.json for the ESP32 (for both, put one URL on each line of the list). Then open Tools > Board > Boards Manager and install "esp8266" by ESP8266 Community or "esp32" by Espressif Systems.',
              "Connect the board with a data cable and check that a new port appears under Tools > Port. If nothing appears, try another cable; many Nano and NodeMCU clones use a CH340 USB chip that needs a driver on some systems.",
              "Select the board and port, open File > Examples > 01.Basics > Blink and upload it. For a Nano clone that fails with a sync error, choose Tools > Processor > ATmega328P (Old Bootloader).",
              "For the Pico, hold the BOOTSEL button while plugging in the cable, copy the MicroPython UF2 file for your model (Pico or Pico W) onto the RPI-RP2 drive that appears, then select the MicroPython (Raspberry Pi Pico) interpreter in Thonny and run the blink program below.",
              "Change the delay, upload again and watch the rate change: proof that the board is running your code.",
              "Move on to an external LED with a calculated resistor on the breadboard, then a push button read with an internal pull-up, then your first sensor.",
            ],
          },
          {
            p: 'The Arduino Blink example is a complete sketch that runs unchanged on the Uno, Nano and Mega. The MicroPython equivalent for the Pico is just as short; Pin("LED") selects the on-board LED on both the Pico and the Pico W in current MicroPython builds.',
          },
          {
            code: {
              lang: "cpp",
              text: "// Arduino Blink: built-in LED (pin 13 on the Uno, Nano and Mega)\nvoid setup() {\n  pinMode(LED_BUILTIN, OUTPUT);\n}\n\nvoid loop() {\n  digitalWrite(LED_BUILTIN, HIGH);\n  delay(1000);\n  digitalWrite(LED_BUILTIN, LOW);\n  delay(1000);\n}\n",
            },
          },
          {
            code: {
              lang: "python",
              text: '# MicroPython blink for the Raspberry Pi Pico and Pico W\nfrom machine import Pin\nimport time\n\nled = Pin("LED", Pin.OUT)\n\nwhile True:\n    led.toggle()\n    time.sleep(0.5)\n',
            },
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "On an Uno, Nano or Mega the LED marked L beside pin 13 turns on for one second and off for one second. The Pico's on-board LED toggles every half second, one full blink per second. On ESP8266 boards the built-in LED is wired active low, so it lights while the pin is LOW; the blink looks the same. Some ESP32 DevKit boards have a user LED on GPIO2 and some, including Espressif's own DevKitC, have only a power LED; on those, wire an LED and a 220 Ω resistor to a free pin such as GPIO4 and use that pin number instead of LED_BUILTIN.",
          },
        ],
      },
      {
        section: "troubleshooting",
        content: [
          { h2: "Troubleshooting a first board" },
          {
            table: {
              header: ["Symptom", "Likely cause", "Fix"],
              rows: [
                {
                  cells: [
                    "No port appears when the board is plugged in",
                    "Charge-only USB cable, or a missing CH340 or CP210x driver",
                    "Try a cable you know carries data; install the driver for the USB chip printed on the board.",
                  ],
                },
                {
                  cells: [
                    "Nano upload fails with a sync or timeout error",
                    "The clone carries the older bootloader",
                    "Select Tools > Processor > ATmega328P (Old Bootloader).",
                  ],
                },
                {
                  cells: [
                    "ESP32 upload stops at Connecting...",
                    "The board's automatic reset into download mode did not work",
                    "Hold the BOOT button when Connecting appears and release it once writing starts.",
                  ],
                },
                {
                  cells: [
                    "Pico does not appear as the RPI-RP2 drive",
                    "BOOTSEL not held while plugging in, or a charge-only cable",
                    "Unplug, hold BOOTSEL, plug in, then release.",
                  ],
                },
                {
                  cells: [
                    "ESP32 or ESP8266 resets when Wi-Fi starts",
                    "Supply sags under the radio's current peaks (brownout)",
                    "Use a short, good USB cable and a supply rated for at least 500 mA, and add a bulk capacitor near the board.",
                  ],
                },
                {
                  cells: [
                    "The IDE warns of low memory on an Uno",
                    "Large libraries or a display buffer filling the 2 KB of RAM",
                    "Move text into flash with F(), reduce buffers, or move up to a Mega, an ESP32 or a Pico.",
                  ],
                },
                {
                  cells: [
                    "A 3.3 V board's pin stopped working after connecting a 5 V module",
                    "5 V applied to a pin that is not 5 V tolerant",
                    "Use another pin and add a divider or level shifter; the damaged pin may not recover.",
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
              "Build the same small project, a button that toggles an LED and reports over serial, on two different boards, and note what changed: pin names, logic levels and upload steps.",
              "Read a sensor at 3.3 V on an ESP32 and show the value on a web page served by the board itself.",
              "Connect a Pico to a Raspberry Pi over UART, with the Pico doing the timing-critical I/O and the Pi logging the data, to see how the two kinds of board complement each other.",
            ],
          },
        ],
      },
    ],
  },
};
