import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "raspberry-pi-pico",
  kind: "board",
  title: "Raspberry Pi Pico",
  headTitle: "Raspberry Pi Pico: RP2040 Specs, Pinout and Projects",
  description:
    "Learn the Raspberry Pi Pico and its RP2040 chip: specs, GPIO, ADC and PIO, MicroPython and C SDK setup, the Pico W, and projects from beginner to advanced.",
  keywords: [
    "Raspberry Pi Pico",
    "RP2040",
    "Pico W",
    "MicroPython",
    "Pico SDK",
    "PIO state machines",
    "Cortex-M0+",
    "Pico pinout",
  ],
  image: {
    src: "/images/boards/raspberry-pi-pico.svg",
    alt: "Raspberry Pi Pico board with the RP2040 chip, micro-USB connector, BOOTSEL button and 40 castellated GPIO pads",
  },
  intro: [
    "The Raspberry Pi Pico is a small, inexpensive microcontroller board built around the RP2040, the first chip designed in-house by Raspberry Pi. Despite the family name it has little in common with the Linux Raspberry Pi computers: there is no operating system, no HDMI and no SD card. Your program runs directly on the chip from the moment power is applied, which makes the Pico an alternative to Arduino and ESP boards rather than to a Raspberry Pi 4.",
    "The RP2040 pairs two Arm Cortex-M0+ cores with 264 KB of on-chip SRAM; it was rated at 133 MHz at launch, and since Pico SDK 2.1.1 (February 2025) Raspberry Pi certifies it for 200 MHz with its core voltage raised to at least 1.15 V. The board adds 2 MB of QSPI flash for your program and files. Its most unusual feature is Programmable I/O (PIO): small independent state machines that implement timing-critical protocols in hardware, from WS2812 LED strips to extra serial ports, without loading the CPU.",
    "The Pico W variant adds 2.4 GHz Wi-Fi through an Infineon CYW43439 chip, turning the same footprint into a networked sensor node or browser-controlled gadget. The Pico 2 and Pico 2 W (2024) keep the board and its pinout but move to the RP2350, with two Arm Cortex-M33 or two Hazard3 RISC-V cores at 150 MHz, 520 KB of SRAM, 4 MB of flash and a third PIO block. All of them can be programmed in MicroPython for quick experiments or in C/C++ with the official Pico SDK when you need full speed and control.",
  ],
  basics: [
    "The Pico uses 3.3 V logic and its GPIO pins are not 5 V tolerant. Feeding a 5 V signal, such as the echo output of an HC-SR04 ultrasonic sensor, straight into a GPIO can damage the chip, so use a level shifter or a voltage divider: Vout = Vin × R2 / (R1 + R2), so 1 kΩ on top and 2 kΩ to ground turns 5 V into 5 × 2 / 3 ≈ 3.3 V. Power arrives over micro-USB (available as 5 V on the VBUS pin) or through the VSYS pin, which feeds an onboard buck-boost regulator accepting roughly 1.8 to 5.5 V and producing the 3.3 V rail. The 3V3(OUT) pin is fine for sensors, but motors, servos and LED strips need their own supply with a shared ground.",
    "Each of the 26 GPIO pins can take several roles, assigned in software from a fixed menu per pin. I2C0, for example, can use GP0/GP1, GP4/GP5 and several other pairs, so always check the pinout diagram before wiring. In code you use GPIO numbers (GP15), not physical header positions (GP15 sits at pin 20): Pin(20) addresses GP20 at pin 26, so an LED wired to pin 20 stays dark. Only GP26, GP27 and GP28 are analog inputs on the header.",
    "To load firmware, hold the BOOTSEL button while plugging in the USB cable. The Pico appears on your computer as a USB drive called RPI-RP2 (RP2350 on a Pico 2), and copying a .uf2 file onto it flashes the chip and reboots it. For MicroPython you do this once with the MicroPython UF2 (each board variant has its own build), then write and run scripts from an editor such as Thonny over the USB serial connection; a script saved on the board as main.py runs automatically at power-up. With the C/C++ SDK every build produces a new .uf2, or you can flash and debug through the three-pin SWD header with a debug probe.",
    "Because there is no operating system, your code owns the hardware: startup is near-instant, timing is predictable and there is nothing to shut down before unplugging. The RP2040's Cortex-M0+ cores have no floating-point unit, so floats are computed in software (the boot ROM contains optimised float routines) and integer arithmetic remains faster in tight loops; the Pico 2's Cortex-M33 cores add single-precision floating-point hardware. The second core is optional: MicroPython can start it with the _thread module, and in C multicore_launch_core1() runs a function on it.",
  ],
  features: [
    {
      title: "RP2040 dual-core processor",
      text: "Two Arm Cortex-M0+ cores, rated at 133 MHz when the chip launched and certified for 200 MHz (core voltage at least 1.15 V) since Pico SDK 2.1.1. A common pattern dedicates one core to time-critical work such as sampling or motor control while the other handles communication and the user interface.",
    },
    {
      title: "264 KB SRAM and 2 MB flash",
      text: "The SRAM is on the chip and the 2 MB QSPI flash is on the board. Code executes directly from flash through an on-chip cache (execute-in-place), so large programs do not have to fit in RAM.",
    },
    {
      title: "26 multi-function GPIO",
      text: "Exposed on 40 castellated pads, so the board can be soldered flat onto a carrier PCB. Peripherals include 2 UART, 2 SPI and 2 I2C controllers and 16 PWM channels, each routable to several pins.",
    },
    {
      title: "12-bit ADC",
      text: "Three user analog inputs on GP26-GP28 (ADC0-ADC2) plus an internal temperature sensor. MicroPython's read_u16() scales results to 0-65535, so multiply by 3.3 / 65535 to get volts; the ADC is noisier than its 12 bits suggest, so average several samples.",
    },
    {
      title: "Programmable I/O (PIO)",
      text: "Two PIO blocks with four state machines each, eight in total, running tiny programs from a 32-instruction memory shared within each block. They generate or capture precise waveforms independently of the CPU, for example WS2812 data, VGA or DVI video, or additional UARTs.",
    },
    {
      title: "Native USB 1.1 host and device",
      text: "The micro-USB port connects to the RP2040's own USB controller, so the Pico can appear as a serial port, keyboard, mouse or MIDI device, or act as a USB host, using the TinyUSB stack included in the SDK.",
    },
    {
      title: "Pico W wireless",
      text: 'The Pico W adds 2.4 GHz 802.11n Wi-Fi through the Infineon CYW43439, and later software releases also enabled the chip\'s Bluetooth. Its onboard LED is wired to the wireless chip instead of GP25, so address it as Pin("LED") in MicroPython, which also works on the plain Pico.',
    },
    {
      title: "Pico 2 and the RP2350",
      text: "The Pico 2 keeps the Pico's size and pinout but uses the RP2350: two Cortex-M33 cores with floating-point hardware (or two Hazard3 RISC-V cores, chosen at boot) at 150 MHz, 520 KB of SRAM, 4 MB of flash, three PIO blocks with 12 state machines and security features such as secure boot. Unlike the RP2040, its digital GPIOs tolerate 5 V inputs while the chip is powered; the ADC pins do not.",
    },
    {
      title: "Languages and tools",
      text: "MicroPython and CircuitPython for interactive development, the official C/C++ Pico SDK built with CMake, and community and official Arduino cores, so you can trade convenience for performance as a project grows.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Blink and breathe an LED",
        text: "Blink the onboard LED, then fade an external red LED with PWM through a 220 Ω resistor: (3.3 V - 2.0 V) / 220 Ω is about 6 mA. Teaches Pin objects, PWM frequency and duty cycle.",
      },
      {
        title: "Internal temperature readout",
        text: "Read ADC channel 4, convert it with the datasheet formula T = 27 - (V - 0.706) / 0.001721 and print the result over USB serial. A good lesson in unit conversion and in why a die sensor reads warmer than the room.",
      },
      {
        title: "SG90 servo with 50 Hz PWM",
        text: "Drive a micro servo from one PWM pin in MicroPython: a 50 Hz signal whose pulse width, 1 to 2 ms, sets the angle, with the servo powered from 5 V rather than the 3.3 V rail. Teaches PWM frequency, duty cycle and the arithmetic that turns a pulse width into a duty value.",
        slug: "raspberry-pi-pico-pwm-servo",
      },
      {
        title: "Reaction timer game",
        text: "One LED, one push button using the internal pull-up, a random delay and time.ticks_ms() to measure how quickly a player reacts. Introduces button debouncing and non-blocking timing.",
      },
      {
        title: "Plant moisture alarm",
        text: "A capacitive soil moisture sensor on GP26 and a small buzzer that sounds below a threshold you calibrate in dry and wet soil. Shows how to turn raw ADC counts into a meaningful decision.",
      },
    ],
    intermediate: [
      {
        title: "USB macro keypad",
        text: "A few mechanical key switches and CircuitPython's usb_hid library turn the Pico into a keyboard that sends shortcuts. No drivers are needed because it enumerates as a standard HID device.",
      },
      {
        title: "I2C weather station with OLED",
        text: "A BME280 sensor and an SSD1306 OLED share one I2C bus; display temperature, humidity and pressure and log readings to a file in flash. Teaches bus addressing and pull-up resistors.",
      },
      {
        title: "WS2812 LED controller with PIO",
        text: "Drive an addressable LED strip from a PIO state machine, powering the strip from a separate 5 V supply sized for its full-white current. Many strips accept 3.3 V data, but a 74AHCT125 level shifter makes it reliable.",
      },
      {
        title: "Pico W web and MQTT node",
        text: "Join Wi-Fi, serve a small HTTP page or publish readings to an MQTT broker on port 1883, and switch a relay module from a browser. Keep any mains wiring inside a certified, enclosed module.",
      },
    ],
    advanced: [
      {
        title: "PIO logic analyser",
        text: "Use PIO and DMA to sample several pins at high, exact rates into a RAM buffer and stream it to a PC for decoding. A hands-on lesson in DMA channels, ring buffers and USB throughput limits.",
      },
      {
        title: "VGA or DVI video output",
        text: "Generate VGA through a resistor DAC, or DVI over an HDMI-style connector, with PIO handling pixel timing. You quickly learn how much of the 264 KB a frame buffer consumes and why tile or line-based rendering exists.",
      },
      {
        title: "Dual-core motor controller",
        text: "Core 0 runs a fixed-rate PID loop reading a quadrature encoder through PIO, core 1 parses commands from USB. Use a proper motor driver and never power a motor from a GPIO pin.",
      },
      {
        title: "C SDK project with SWD debugging",
        text: "Build a C project with the Pico SDK and step through it with OpenOCD and GDB, using a second Pico or the Raspberry Pi Debug Probe as a CMSIS-DAP probe on the SWD pins.",
      },
    ],
  },
  topProjects: [
    {
      title: "Debug probe for other boards",
      text: "Raspberry Pi's debugprobe firmware turns a spare Pico into a CMSIS-DAP SWD probe with a USB-to-UART bridge. It then programs and debugs other Picos and many ARM microcontrollers, a tool you will keep using.",
    },
    {
      title: "USB MIDI controller",
      text: "Potentiometers, buttons or a distance sensor become a MIDI instrument that a computer or synthesiser recognises instantly. It combines ADC filtering, USB descriptors and musical timing in one satisfying build.",
    },
    {
      title: "Battery data logger",
      text: "A Pico with an RTC module and a microSD card over SPI records sensor data with timestamps for days. Use a protected Li-ion cell with a proper charger board, never charge a bare cell directly, and measure the average current to size the battery.",
    },
    {
      title: "Pico W home sensor network",
      text: "Several Pico W nodes publish temperature or door states over MQTT to a broker such as Mosquitto feeding Home Assistant. Teaches reconnect logic, message topics and robust Wi-Fi handling.",
    },
    {
      title: "Retro computer or game emulator",
      text: "Community emulators recreate classic 8-bit computers on an RP2040 with PIO-generated video. Studying one shows how far careful timing and memory management can stretch a small microcontroller.",
    },
  ],
  tutorials: [
    {
      title: "Install MicroPython and blink the LED",
      text: 'Download the MicroPython UF2 for your exact board (Pico, Pico W, Pico 2 or Pico 2 W) from micropython.org. Hold BOOTSEL, plug in the USB cable, release the button and drag the UF2 onto the drive that appears (RPI-RP2 on an RP2040 board); the board reboots into MicroPython. In Thonny choose the MicroPython (Raspberry Pi Pico) interpreter and run the script below, which toggles the onboard LED twice a second; Pin("LED") finds the LED on every variant, including the Pico W, where it hangs off the wireless chip. Save the file to the board as main.py to make it run without a computer.',
      code: {
        lang: "python",
        text: `from machine import Pin
import time

led = Pin("LED", Pin.OUT)

while True:
  led.toggle()
  time.sleep(0.5)
`,
      },
    },
    {
      title: "Read a potentiometer with the ADC",
      text: "Wire the outer legs of a 10 kΩ potentiometer to 3V3(OUT) and AGND and the wiper to GP26 (ADC0). read_u16() scales the 12-bit result to 0-65535, so volts = raw × 3.3 / 65535. The script prints ten lines a second: the raw count, the single-sample voltage and the average of 16 samples. Turn the knob and watch the range, then compare how much steadier the averaged column is.",
      code: {
        lang: "python",
        text: `from machine import ADC, Pin
import time

pot = ADC(Pin(26))  # GP26 = ADC0
SAMPLES = 16

while True:
  raw = pot.read_u16()  # 0-65535
  total = 0
  for _ in range(SAMPLES):
    total += pot.read_u16()
  single = raw * 3.3 / 65535
  averaged = total / SAMPLES * 3.3 / 65535
  print(raw, "{:.3f} V".format(single), "{:.3f} V averaged".format(averaged))
  time.sleep(0.1)
`,
      },
    },
    {
      title: "Control a hobby servo with PWM",
      text: "Servos expect a pulse every 20 ms (50 Hz) whose width, roughly 1 to 2 ms, sets the angle. Connect the servo's signal wire to GP15, its ground to a Pico GND and its power wire to 5 V: VBUS can feed one micro servo when the Pico runs from USB, larger servos need their own supply with the grounds joined. Because duty_u16 spans 0-65535 over the 20 ms period, 1 ms is about 3277, 1.5 ms about 4915 and 2 ms about 6554; the script steps through those three positions once a second. The 3.3 V signal works with most servos.",
      code: {
        lang: "python",
        text: `from machine import Pin, PWM
import time

PERIOD_US = 20000  # 50 Hz

servo = PWM(Pin(15))
servo.freq(50)

def set_pulse(width_us):
  # duty_u16 counts 0-65535 across the whole 20 ms period
  servo.duty_u16(round(width_us * 65535 / PERIOD_US))

while True:
  for width in (1000, 1500, 2000, 1500):
    set_pulse(width)
    time.sleep(1)
`,
      },
    },
    {
      title: "Build a C program with the Pico SDK",
      text: "Install CMake and the Arm GNU toolchain (arm-none-eabi-gcc), clone the pico-sdk repository with its submodules and set the PICO_SDK_PATH environment variable, or let the official VS Code extension do all of this. Save the program below as blink.c and copy pico_sdk_import.cmake from the SDK's external folder next to it. In CMakeLists.txt write cmake_minimum_required(VERSION 3.13), include(pico_sdk_import.cmake), project(blink C CXX ASM), pico_sdk_init(), add_executable(blink blink.c), target_link_libraries(blink pico_stdlib) and pico_add_extra_outputs(blink). Run cmake and make in a build folder and copy blink.uf2 to the board in BOOTSEL mode. This version is for the plain Pico, where PICO_DEFAULT_LED_PIN is GP25; on a Pico W the LED belongs to the wireless chip and needs the pico_cyw43_arch library instead.",
      code: {
        lang: "c",
        text: `#include "pico/stdlib.h"

int main(void) {
  const uint led_pin = PICO_DEFAULT_LED_PIN;  // GP25 on the Pico
  gpio_init(led_pin);
  gpio_set_dir(led_pin, GPIO_OUT);
  while (true) {
    gpio_put(led_pin, 1);
    sleep_ms(500);
    gpio_put(led_pin, 0);
    sleep_ms(500);
  }
}
`,
      },
    },
  ],
  tutorialSlugs: ["raspberry-pi-pico-pwm-servo"],
};

export default topic;
