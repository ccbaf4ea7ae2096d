// A Raspberry Pi Zero 2 W toggles an LED on GPIO17 (pin 11) with a push button on GPIO27 (pin 13) using Python and gpiozero; a long press makes it blink.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "pi-zero-button-led",
  data: {
    slug: "raspberry-pi-zero-button-led-gpiozero",
    title: "Raspberry Pi Zero 2 W: A Button and an LED with Python and gpiozero",
    topic: "raspberry-pi-zero",
    meta: {
      title: "Raspberry Pi Zero 2 W Button and LED with Python gpiozero",
      description:
        "Wire an LED to GPIO17 (pin 11) and a button to GPIO27 (pin 13) on a Pi Zero 2 W, then use gpiozero events to toggle, debounce and blink it from Python.",
      keywords:
        "raspberry pi zero 2 w, gpiozero, python, led, button, gpio, bcm numbering, physical pin, pull-up, debounce, raspberry pi os",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Switching an LED from a push button is the hardware equivalent of Hello World, and on a Raspberry Pi it teaches two things that trip up almost every beginner: the difference between GPIO (BCM) numbers and physical pin numbers, and how a Linux program reacts to a button without burning CPU time in a polling loop. gpiozero, the Python library that ships with Raspberry Pi OS, makes both easy once you know what it does for you.",
          },
          {
            p: "You will wire an LED with a series resistor and a button to the 40-pin header of a Raspberry Pi Zero 2 W, test the wiring with a short script, then write an event-driven program: a short press toggles the LED, holding the button for two seconds makes it blink, and switch bounce is filtered out. Expect about 30 minutes once the Zero is running Raspberry Pi OS, plus time to solder a header if your board has none.",
          },
          {
            figure: {
              src: "/images/boards/raspberry-pi-zero.svg",
              alt: "Illustration of a Raspberry Pi Zero board with its 40-pin GPIO header along the top edge, mini-HDMI and two micro-USB ports",
              caption:
                "A Raspberry Pi Zero 2 W. Pin 1 of the 40-pin header is at the end nearest the microSD slot and has a square solder pad.",
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
              "1 × Raspberry Pi Zero 2 W with a 2 × 20 male header soldered in (the original Zero and Zero W work the same way)",
              "1 × microSD card with Raspberry Pi OS (Lite is enough), set up for SSH or with a screen and keyboard",
              "1 × 5 V micro-USB power supply for the PWR IN port (Raspberry Pi recommends 2.5 A for the Zero 2 W)",
              "1 × 5 mm red LED",
              "1 × 330 Ω resistor, 1/4 W (orange, orange, brown)",
              "1 × 6 mm four-pin tactile push button",
              "1 × breadboard and 4 female-to-male jumper wires",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Two numbering systems" },
          {
            p: 'Every header pin has two names. The physical number counts the pins: 1 to 40, odd numbers on the inner row starting at the square pad, even numbers on the row along the board edge. The GPIO or BCM number is the Broadcom chip\'s name for the signal on that pin. GPIO17 is on physical pin 11, and GPIO27 on physical pin 13. gpiozero uses BCM numbers by default, so LED(17) means physical pin 11, and LED(11) would quietly drive a different pin (GPIO11, physical pin 23). gpiozero also accepts unambiguous strings such as "GPIO17" or "BOARD11", and the pinout command prints the header map for the board you are on.',
          },
          { h2: "Wiring" },
          {
            table: {
              header: ["Physical pin", "BCM name", "Connects to", "Note"],
              rows: [
                {
                  cells: ["11", "GPIO17", "330 Ω resistor, then the LED anode (long leg)", "Output: 3.3 V when on, 0 V when off"],
                },
                { cells: ["9", "GND", "LED cathode (short leg, flat edge of the rim)", "Return path for the LED current"] },
                {
                  cells: [
                    "13",
                    "GPIO27",
                    "One leg of the push button",
                    "Input with the internal pull-up enabled by gpiozero: reads high until pressed",
                  ],
                },
                {
                  cells: [
                    "14",
                    "GND",
                    "The diagonally opposite leg of the push button",
                    "Pressing the button pulls GPIO27 to 0 V",
                  ],
                },
              ],
            },
          },
          {
            p: "The resistor value follows from Ohm's law. A red LED drops about 2.0 V, so the resistor sees 3.3 V − 2.0 V = 1.3 V, and I = 1.3 V / 330 Ω ≈ 3.9 mA. That is plenty of brightness for an indicator and a light load for a GPIO pin, which should only ever be asked for a few milliamps. The button needs no resistor at all: Button() turns on the pin's internal pull-up (roughly 50 kΩ inside the chip), so the input sits at 3.3 V and reads as released until the switch connects it to ground.",
          },
          {
            p: "A four-pin tactile switch has its legs connected in pairs internally. Using two diagonally opposite legs guarantees you go through the switch rather than through a permanent internal link, which would make the button look pressed all the time.",
          },
          {
            warning:
              "The GPIO pins are 3.3 V only and are not 5 V tolerant. Physical pins 2 and 4 carry 5 V right next to pins 1 and 3: a wire slipping from pin 2 onto a GPIO can destroy that pin or the whole chip. Shut the Zero down with sudo shutdown -h now and unplug it before changing any wiring, and never connect a GPIO directly to a 5 V or 3.3 V pin without a resistor.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "Step 1: test the wiring" },
          {
            p: "Raspberry Pi OS includes gpiozero (package python3-gpiozero). Log in over SSH and save this as test_wiring.py. The LED should light for exactly as long as you hold the button.",
          },
          {
            code: {
              lang: "python",
              text: String.raw`from signal import pause
from gpiozero import LED, Button

led = LED(17)        # BCM GPIO17 = physical pin 11
button = Button(27)  # BCM GPIO27 = physical pin 13, internal pull-up on

button.when_pressed = led.on
button.when_released = led.off

pause()  # keep the script alive; Ctrl+C to quit
`,
            },
          },
          { h2: "Step 2: toggle, long-press blink and debounce" },
          {
            p: "Save this as button_led.py. A short press toggles the LED; holding for two seconds starts blinking; the next short press stops the blinking.",
          },
          {
            code: {
              lang: "python",
              text: String.raw`#!/usr/bin/env python3
"""Pi Zero 2 W: a short press toggles the LED, a 2 s hold makes it blink."""
from signal import pause
from gpiozero import LED, Button

led = LED(17)  # BCM GPIO17 = physical pin 11
button = Button(27, bounce_time=0.05, hold_time=2)  # GPIO27 = pin 13, pull-up on

presses = 0
was_held = False
blinking = False


def on_held():
    global was_held, blinking
    was_held = True
    blinking = True
    led.blink(on_time=0.2, off_time=0.2)  # runs in a background thread
    print("Held for 2 s: blinking at 2.5 Hz")


def on_released():
    global was_held, blinking, presses
    if was_held:  # this release ends a long press: keep blinking
        was_held = False
        return
    presses += 1
    if blinking:
        blinking = False
        led.off()  # also stops the blink thread
    else:
        led.toggle()
    print("Press {}: LED {}".format(presses, "on" if led.is_lit else "off"))


button.when_held = on_held
button.when_released = on_released

print("Ready: short press toggles, hold 2 s to blink, Ctrl+C to quit")
pause()
`,
            },
          },
          { h3: "How it works" },
          {
            p: "Nothing in the script polls the button. gpiozero asks the kernel's GPIO driver to report edges on GPIO27 and runs your functions from a background thread when they happen; the main thread simply sleeps in pause(). The program therefore uses almost no CPU while it waits, which matters on a small board like the Zero.",
          },
          {
            p: "The toggle happens on release rather than on press so that a long press does not also toggle the LED: when_held fires after two seconds, sets was_held, and the following release is ignored. bounce_time=0.05 tells gpiozero to ignore further edges for 50 ms after one is seen. Mechanical contacts chatter for a few milliseconds when they close or open, and without this filter one press could count as several. led.blink() starts its own background thread; calling led.off() or led.toggle() stops that thread before setting the new state, so no extra bookkeeping is needed.",
          },
          {
            p: "When the script ends, for example with Ctrl+C, gpiozero closes the devices and releases the pins, so the LED does not stay lit after the program has gone.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Set up and run" },
          {
            ol: [
              "Write Raspberry Pi OS Lite to the card with Raspberry Pi Imager, setting a hostname, user, your 2.4 GHz Wi-Fi and SSH in its customisation settings, then boot the Zero from its PWR IN port.",
              "Log in with ssh youruser@yourhostname.local, run pinout and find physical pins 9, 11, 13 and 14 in the diagram it prints.",
              "Shut the Zero down (sudo shutdown -h now), wait for the green activity LED to stop flashing, unplug it and build the circuit from the wiring table.",
              "Power up, log in again and make sure gpiozero is present: sudo apt install python3-gpiozero (it reports that it is already the newest version on most images).",
              "Create test_wiring.py with nano, run python3 test_wiring.py and check that the LED follows the button. Stop it with Ctrl+C.",
              "Create button_led.py, run python3 button_led.py and try short presses and a long hold.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "In the terminal, for three short presses, a long hold and one more short press:" },
          {
            code: {
              lang: "plaintext",
              text: `Ready: short press toggles, hold 2 s to blink, Ctrl+C to quit
Press 1: LED on
Press 2: LED off
Press 3: LED on
Held for 2 s: blinking at 2.5 Hz
Press 4: LED off
`,
            },
          },
          {
            p: "Each short press flips the LED, with one line printed per press even if you tap quickly. Holding the button for two seconds makes the LED flash 0.2 s on, 0.2 s off (a 0.4 s period, 2.5 flashes per second) until the next short press. A multimeter between pin 11 and GND reads about 3.3 V with the LED on and 0 V with it off, and about 1.3 V across the 330 Ω resistor when lit.",
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
                    "LED never lights, script runs without errors",
                    "LED reversed, or LED and resistor not in the same breadboard row",
                    "Turn the LED round (long leg towards the resistor) and check each connection against the table",
                  ],
                },
                {
                  cells: [
                    "The wrong thing happens, or nothing at all",
                    "Physical and BCM numbers mixed up, for example the LED on pin 17 or LED(11) in the code",
                    "Run pinout, then use LED(17) for physical pin 11 and Button(27) for physical pin 13",
                  ],
                },
                {
                  cells: [
                    "Button looks pressed all the time, or never",
                    "Switch legs chosen from the same internally connected pair",
                    "Use two diagonally opposite legs of the switch",
                  ],
                },
                {
                  cells: [
                    "Error ending in GPIO busy",
                    "Another script (or a second copy of this one) still holds the pin",
                    "Stop the other program with Ctrl+C, or find it with ps aux | grep python and end it",
                  ],
                },
                {
                  cells: [
                    "One press toggles twice",
                    "Contact bounce longer than 50 ms on a worn switch",
                    "Raise bounce_time to 0.1, or replace the switch",
                  ],
                },
                {
                  cells: [
                    "ModuleNotFoundError: No module named 'gpiozero'",
                    "Running inside a Python virtual environment created without access to system packages",
                    "Run the script with the system python3, or recreate the venv with python3 -m venv --system-site-packages",
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
              "Dim instead of switch: replace LED with PWMLED and use led.pulse() to fade in and out, or set led.value between 0 and 1.",
              "Start at boot: run button_led.py from a systemd service with Restart=on-failure, so the button works without logging in.",
              "Add a safe shutdown button: put dtoverlay=gpio-shutdown in /boot/firmware/config.txt and wire a second button from GPIO3 (physical pin 5) to GND (pin 6); pressing it shuts the Zero down cleanly, protecting the SD card.",
            ],
          },
        ],
      },
    ],
  },
};
