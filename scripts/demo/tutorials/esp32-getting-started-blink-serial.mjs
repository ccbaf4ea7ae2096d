// The first ESP32 guide: Arduino IDE 2, Espressif's board-manager URL and core, board and port, an external LED on GPIO4 with a calculated resistor, the Serial Monitor at 115200 baud and the upload errors beginners meet.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "esp32-getting-started",
  data: {
    slug: "esp32-getting-started-blink-serial",
    title: "Getting Started with the ESP32: Arduino IDE 2 Setup, Blink and Serial Monitor",
    topic: "esp32",
    meta: {
      title: "ESP32 Getting Started: Arduino IDE 2, Blink an LED, Serial Monitor",
      description:
        "Set up an ESP32 DevKit in Arduino IDE 2: add Espressif's board URL, install the core, pick board and port, blink an LED on GPIO4 and print at 115200 baud.",
      keywords:
        "esp32 getting started, esp32 arduino ide 2, esp32 board manager url, esp32 dev module, esp32 blink, esp32 serial monitor 115200, cp210x, ch340, wrong boot mode, failed to connect to esp32",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "This is the guide to follow on the day your first ESP32 board arrives. By the end the board will be blinking an LED that you wired yourself and printing messages to your computer, which proves that every link in the chain works: the USB cable, the driver for the board's USB chip, the Arduino IDE, the ESP32 board package and the upload. Every later ESP32 project, from a Wi-Fi web server to a Bluetooth sensor, starts from exactly this setup.",
          },
          {
            p: "You will install the Arduino IDE 2, add Espressif's board package through the Boards Manager, choose the right board and port, calculate the resistor for an external LED, upload a sketch that blinks the LED and reports over serial, and read that report in the Serial Monitor at 115200 baud. The troubleshooting table covers the upload errors nearly everyone meets once, such as Wrong boot mode detected. Allow about an hour, most of it for downloads the first time.",
          },
          {
            figure: {
              src: "/images/boards/esp32.svg",
              alt: "Illustration of an ESP32 development board with the shielded ESP32-WROOM-32 module, micro-USB port, BOOT and EN buttons and two pin headers",
              caption:
                "An ESP32 DevKit. The EN button restarts the chip; the BOOT button holds GPIO0 low to start the upload mode.",
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
              "1 × ESP32 development board with an ESP32-WROOM-32 module: Espressif's ESP32-DevKitC or a compatible 30- or 38-pin DevKit",
              "1 × USB cable that carries data, not just charge, with the plug your board needs (micro-USB on most DevKits, USB-C on newer ones)",
              "A computer running Windows 10 or 11, macOS or Linux, with an internet connection for the downloads",
              "1 × 5 mm red, green or yellow LED (forward voltage about 2 V; blue and white LEDs need about 3 V and would barely light)",
              "1 × 220 Ω resistor, 1/4 W (colour bands red, red, brown, then gold)",
              "1 × solderless breadboard, or two side by side, and 2 male-to-male jumper wires",
            ],
          },
          {
            note: "Most ESP32 DevKits are so wide that, plugged into one standard breadboard, they leave a free row of holes on one side only. Two breadboards side by side, with the DevKit bridging the gap between them, leave room for wires on both sides.",
          },
        ],
      },
      {
        section: "board",
        content: [
          { h2: "What is on the board" },
          {
            p: "The metal can is the ESP32-WROOM-32 module: the ESP32 chip, 4 MB of flash memory, a 40 MHz crystal and the antenna (the zigzag copper track at the end of the module). The rest of the board is support: a 3.3 V regulator that powers the module from USB, a USB-to-UART bridge chip that turns USB into the serial signals the ESP32 understands, and two buttons.",
          },
          {
            p: "The bridge chip decides which driver your computer needs: most boards use a Silicon Labs CP210x (the usual chip on Espressif's DevKitC) or a WCH CH340 or CH9102. Its name is printed on the small chip next to the USB socket. The EN button resets the chip. The BOOT button connects GPIO0 to ground: if GPIO0 is low at the moment the chip comes out of reset, the ESP32 starts its built-in serial bootloader and waits for new firmware instead of running your program. Normally you never touch BOOT, because two transistors on the board let the upload tool pulse EN and GPIO0 through the bridge's DTR and RTS lines; the troubleshooting table explains what to do when that automatic reset fails.",
          },
          {
            p: "Two rules matter from the first day. The ESP32 is a 3.3 V chip and its pins are not 5 V tolerant, so a 5 V signal on a GPIO can destroy it. And in the Arduino core you address pins by their GPIO number: pin 4 is GPIO4, whether the board prints it as 4, IO4, G4 or D4.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Choosing the pin and the resistor" },
          {
            p: "Many ESP32 boards have no LED you can control: Espressif's DevKitC has only a red power LED. Some third-party boards add a blue LED on GPIO2, but rather than depend on that, this guide uses an external LED on GPIO4, which has no special function at start-up. GPIO2 works for an external LED too: it is one of the strapping pins the chip reads at reset, but it must be low or floating to upload, and an LED with its resistor to ground keeps it low. Avoid GPIO6 to GPIO11 (wired to the flash memory) and GPIO34 to GPIO39 (inputs only, so they cannot light an LED).",
          },
          {
            p: "The resistor limits the current. A GPIO set HIGH puts out about 3.3 V, a red LED drops about 2.0 V, and the rest appears across the resistor. Aiming for about 5 mA, which is plenty for a 5 mm indicator LED, Ohm's law gives R = (3.3 V − 2.0 V) ÷ 0.005 A = 260 Ω. The nearest common value is 220 Ω, which gives I = 1.3 V ÷ 220 Ω ≈ 5.9 mA, well within what an ESP32 pin can supply, and the resistor dissipates only 1.3 V × 5.9 mA ≈ 8 mW. A 330 Ω resistor (about 4 mA) also works, a little dimmer. Never connect an LED to a pin without a resistor: nothing would then limit the current except the pin's own driver.",
          },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                { cells: ["ESP32 GPIO4", "220 Ω resistor, first lead", "The pin that the sketch switches on and off."] },
                {
                  cells: [
                    "220 Ω resistor, second lead",
                    "LED anode (the longer leg)",
                    "The resistor may sit on either side of the LED; the current is the same.",
                  ],
                },
                {
                  cells: [
                    "LED cathode (the shorter leg, flat edge of the rim)",
                    "ESP32 GND",
                    "Any GND pin on the board; they are all connected.",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Wire with the USB cable unplugged, and check before plugging in. Never connect the 5V (or VIN) pin to a GPIO, and never feed a GPIO from a 5 V module: the ESP32's inputs are rated for 3.3 V only.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "The sketch needs no libraries. It prints a few facts about the chip once at start-up, then switches the LED on and off every half second and reports each change over the USB serial link.",
          },
          {
            code: {
              lang: "cpp",
              text: `// First ESP32 sketch: blink an external LED on GPIO4 and report over USB serial.
// Wiring: GPIO4 -> 220 ohm resistor -> LED anode; LED cathode -> GND.

const int LED_PIN = 4;                 // GPIO number; use 2 for a board's own LED on GPIO2
const unsigned long HALF_PERIOD_MS = 500;

unsigned long blinks = 0;

void setup() {
  Serial.begin(115200);                // the Serial Monitor must be set to the same rate
  delay(1000);                         // time to open the Serial Monitor after a reset
  Serial.println();
  Serial.println("ESP32 blink and serial test");
  Serial.printf("Chip %s with %d cores at %lu MHz, %lu bytes of flash\\n",
                ESP.getChipModel(), ESP.getChipCores(),
                (unsigned long)ESP.getCpuFreqMHz(),
                (unsigned long)ESP.getFlashChipSize());

  pinMode(LED_PIN, OUTPUT);
}

void loop() {
  blinks++;
  digitalWrite(LED_PIN, HIGH);         // about 3.3 V on GPIO4: LED on
  Serial.printf("Blink %lu: LED on\\n", blinks);
  delay(HALF_PERIOD_MS);

  digitalWrite(LED_PIN, LOW);          // 0 V: LED off
  Serial.println("LED off");
  delay(HALF_PERIOD_MS);
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "Every Arduino sketch has two functions. setup() runs once after each reset or power-up; loop() then runs again and again for as long as the board has power. pinMode(LED_PIN, OUTPUT) turns GPIO4 into an output, digitalWrite() drives it high (3.3 V) or low (0 V), and delay() waits the given number of milliseconds, so one on-off cycle takes 1 s.",
          },
          {
            p: "Serial.begin(115200) starts UART0, the serial port that the USB bridge chip connects to your computer, at 115,200 bits per second. The number has to match the rate chosen in the Serial Monitor, or the text arrives as garbage. 115200 is the usual choice on the ESP32 because its built-in bootloader prints its own start-up messages at that rate, so one setting shows both. Serial.printf() works like printf() in C and fills the values into the text: %s for a string, %d for a small whole number and %lu for an unsigned long, which is why the sketch casts the chip's 32-bit values to unsigned long. The one-second delay() in setup() is only there so that the first lines are not printed before you have had time to open the Serial Monitor.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Set up the IDE and upload" },
          {
            ol: [
              "Download the Arduino IDE 2 for your system from the Software page of arduino.cc, install it and start it.",
              "Open File > Preferences (on macOS the same window opens from the Arduino IDE menu). In the Additional boards manager URLs field paste Espressif's URL, https://espressif.github.io/arduino-esp32/package_esp32_index.json. If the field already holds a URL, click the button beside it and add this one on a line of its own. Click OK.",
              'Open the Boards Manager (the board icon in the left sidebar, or Tools > Board > Boards Manager), type esp32 in the search box and install "esp32 by Espressif Systems". Do not confuse it with "Arduino ESP32 Boards" by Arduino, which only covers Arduino\'s own Nano ESP32. The package holds compilers for every ESP32 variant, so the download is large; wait until the output pane reports that the platform is installed.',
              "Plug the board into the computer with the data cable. The red power LED should light.",
              "Open Tools > Port and note the port that appeared when you plugged the board in: COM3 or similar on Windows, /dev/ttyUSB0 on Linux, and a name such as /dev/cu.usbserial-0001 or /dev/cu.SLAB_USBtoUART on macOS. If nothing new appears, read the name on the USB bridge chip and install its driver: the CP210x USB to UART Bridge VCP driver from Silicon Labs, or the CH340 or CH9102 driver from WCH. Then unplug and replug the board.",
              "Choose Tools > Board > esp32 > ESP32 Dev Module (typing ESP32 Dev Module into the board selector at the top of the window does the same), then choose the port from step 5. The default settings in the Tools menu are right for a WROOM-32 DevKit.",
              "Unplug the USB cable, wire the LED and resistor as in the wiring table, check the wiring and plug the cable back in.",
              "Open a new sketch (File > New Sketch), replace its contents with the sketch above and click Upload (the right-arrow button). The first compile of an ESP32 sketch takes a minute or more; later ones are faster.",
              "Watch the output pane: esptool reports Connecting..., then Writing at 0x... with a rising percentage, and finally Hard resetting via RTS pin.... If it stops at Connecting... and then fails, see Wrong boot mode detected in the troubleshooting table.",
              "Open Tools > Serial Monitor, choose 115200 baud in the drop-down at its right-hand side and press the board's EN button to restart the sketch from the beginning.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "The LED lights for half a second and goes out for half a second, once per second. The Serial Monitor first shows a few lines from the ESP32's built-in bootloader. They begin with something like rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT): the reset reason and the boot mode, where SPI_FAST_FLASH_BOOT means the chip is starting your program from flash. Your sketch's own lines follow (the chip name and flash size depend on your board):",
          },
          {
            code: {
              lang: "plaintext",
              text: `ESP32 blink and serial test
Chip ESP32-D0WD-V3 with 2 cores at 240 MHz, 4194304 bytes of flash
Blink 1: LED on
LED off
Blink 2: LED on
LED off
Blink 3: LED on
`,
            },
          },
          {
            p: "Each press of EN starts the count again from Blink 1, because a reset runs setup() again and clears every ordinary variable. If the bootloader line says boot:0x3 (DOWNLOAD_BOOT...) and waiting for download instead, GPIO0 was held low at the reset: release the BOOT button, or remove whatever is connected to GPIO0, and press EN again. To be sure the board is running your latest upload, change HALF_PERIOD_MS to 100, upload again and watch the LED blink five times faster.",
          },
        ],
      },
      {
        section: "troubleshooting",
        content: [
          { h2: "Troubleshooting" },
          {
            p: "When an upload fails, the Arduino IDE shows a short summary such as Failed uploading: uploading error: exit status 2. The useful message is in the output pane above it, usually a line starting A fatal error occurred from esptool, the upload tool. Find that line in the table.",
          },
          {
            table: {
              header: ["Symptom", "Likely cause", "Fix"],
              rows: [
                {
                  cells: [
                    "No new port appears under Tools > Port",
                    "A charge-only USB cable (it has no data wires), or no driver for the board's USB bridge chip",
                    "Try a cable you know carries data, such as one that moves files from a phone; install the CP210x driver from Silicon Labs or the CH340 or CH9102 driver from WCH, then replug the board.",
                  ],
                },
                {
                  cells: [
                    "A CH340 board appears for a moment and then vanishes on Ubuntu or another Linux",
                    "The brltty braille-display service claims the USB serial chip",
                    "Remove the brltty package (sudo apt remove brltty) if you do not use a braille display, then replug the board.",
                  ],
                },
                {
                  cells: [
                    "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x13)! The chip needs to be in download mode.",
                    "The automatic reset did not hold GPIO0 low while the chip restarted, so it booted your old program instead of the bootloader; common on some cheap boards",
                    "Click Upload, and when Connecting... appears hold the BOOT button down; release it once Writing at... starts. If that works every time, a 1 µF to 10 µF capacitor between EN and GND usually repairs the automatic reset for good.",
                  ],
                },
                {
                  cells: [
                    "A fatal error occurred: Failed to connect to ESP32: No serial data received.",
                    "Wrong port selected, the board not in download mode, or a wire holding a strapping pin (GPIO0, GPIO2, GPIO12 or GPIO15) at the wrong level",
                    "Check the port, unplug everything except the LED, and upload again while holding BOOT as above.",
                  ],
                },
                {
                  cells: [
                    "A fatal error occurred: Could not open COM3 (or /dev/ttyUSB0), the port is busy or doesn't exist.",
                    "Another program has the port open, or on Linux your user may not use serial ports",
                    "Close other serial terminals and IDE windows using the board; on Debian or Ubuntu run sudo usermod -a -G dialout $USER, then log out and back in.",
                  ],
                },
                {
                  cells: [
                    "The upload succeeds but the Serial Monitor shows random characters",
                    "The Serial Monitor's baud rate does not match Serial.begin()",
                    "Choose 115200 baud in the Serial Monitor and press EN.",
                  ],
                },
                {
                  cells: [
                    "The Serial Monitor stays empty",
                    "The lines were printed before the monitor opened, or the board is waiting in download mode after holding BOOT",
                    "Press EN once with the Serial Monitor open.",
                  ],
                },
                {
                  cells: [
                    "The Serial Monitor prints but the LED stays dark",
                    "LED in backwards, the wire on another pin than GPIO4, or a blue or white LED whose 3 V forward voltage leaves almost nothing for the resistor",
                    "Turn the LED round (longer leg towards the resistor), check the pin label, or use a red LED.",
                  ],
                },
                {
                  cells: [
                    "The board resets over and over and the log mentions Brownout detector was triggered",
                    "The supply voltage dips: a long or thin USB cable, or an unpowered USB hub",
                    "Use a shorter, better cable and a port directly on the computer or a powered hub.",
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
              "Replace delay() with millis(): store the time of the last change and toggle the LED when 500 ms have passed, so that loop() is free to do other work between blinks.",
              "Add a push button between GPIO13 and GND, set pinMode(13, INPUT_PULLUP) and print a message each time digitalRead(13) changes from HIGH to LOW.",
              "Open File > Examples > WiFi > WiFiScan (shown once ESP32 Dev Module is selected) and upload it to list the 2.4 GHz networks around you, your first use of the ESP32's radio.",
              "Continue with the ESP32 weather station tutorial on this site, which serves BME280 readings on a web page using the same setup.",
            ],
          },
        ],
      },
    ],
  },
};
