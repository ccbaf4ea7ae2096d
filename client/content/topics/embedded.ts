import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "embedded",
  kind: "topic",
  title: "Embedded Systems",
  headTitle: "Embedded Systems: Firmware, Interrupts, RTOS and Debugging",
  description:
    "What embedded systems are and how they work: microcontrollers vs microprocessors, firmware, interrupts, timers, real-time design, RTOS, low power and debugging.",
  keywords: [
    "embedded systems",
    "microcontroller",
    "firmware",
    "interrupts",
    "RTOS",
    "FreeRTOS",
    "real-time systems",
    "low power design",
    "JTAG SWD debugging",
  ],
  intro: [
    "An embedded system is a computer built into a product to do one dedicated job: the controller in a washing machine, the engine management unit in a car, a fitness tracker, a thermostat. Unlike a laptop, it is designed around fixed tasks, often with tight limits on cost, memory, energy and response time, and it usually runs for years without anyone seeing a screen or keyboard.",
    "Embedded engineering sits between hardware and software. You read schematics and datasheets, configure peripherals through registers, write firmware in C, C++ or Rust, and prove with instruments that the code meets its timing and power targets.",
  ],
  basics: [
    "A microcontroller (MCU) puts a processor core, flash memory for code, SRAM for data and peripherals such as timers, ADCs, UART, I2C and SPI on one chip. It starts running within milliseconds of power-up and needs little more than a supply and decoupling capacitors. A microprocessor (MPU), such as the BCM2711 in a Raspberry Pi 4, relies on external RAM and storage and usually runs an operating system like Linux: far more computing power, but longer boot times, higher power draw and less predictable timing.",
    "Firmware is the program stored in the MCU's flash. It is written on a PC, cross-compiled for the target's instruction set and flashed through a programmer or bootloader. After reset, startup code copies initial values of variables into RAM, zeroes the rest and calls main. Many simple designs then run a superloop that reads inputs, updates state and writes outputs forever; larger ones hand control to a scheduler.",
    "Peripherals are controlled through memory-mapped registers: writing a bit in a register sets a pin high or starts a timer. Vendor libraries like the STM32 HAL or the Arduino core wrap these registers, but learning to read the reference manual and set registers directly is what lets you debug when a library hides the problem.",
    "Memory is scarce. An ATmega328P has 2 KB of SRAM shared by global variables, the stack and any heap, so a large local buffer or deep recursion can silently overwrite other data. Embedded code therefore favours static allocation, avoids dynamic memory after startup, and keeps constant tables in flash.",
  ],
  features: [
    {
      title: "Interrupts",
      text: "An interrupt pauses the main code to run an interrupt service routine (ISR) when an event occurs, such as a pin change or received byte. Keep ISRs short, mark shared variables volatile, and protect multi-byte shared data, since the main code can be interrupted halfway through reading it.",
    },
    {
      title: "Timers and PWM",
      text: "A hardware timer counts clock ticks after a prescaler. At 16 MHz with a prescaler of 64 it ticks at 250 kHz, so 250 counts make 1 ms. Compare registers generate periodic interrupts or PWM outputs without any CPU involvement once configured.",
    },
    {
      title: "Real-time constraints",
      text: "Real-time means a result must arrive before a deadline, not simply fast. In a hard real-time system, such as airbag deployment, a missed deadline is a failure; in soft real-time, such as audio streaming, it degrades quality. Worst-case timing and jitter matter more than averages.",
    },
    {
      title: "RTOS",
      text: "A real-time operating system such as FreeRTOS or Zephyr runs several tasks with priorities and preemption, and provides queues, semaphores and mutexes for safe communication. ESP-IDF for the ESP32 is built on FreeRTOS. Watch for priority inversion, where a low-priority task holding a mutex blocks a high-priority one.",
    },
    {
      title: "Watchdog timer",
      text: "A watchdog resets the MCU if the firmware stops refreshing it, recovering from hangs in the field. Refresh it only from a point that proves the whole system is healthy, not from a timer interrupt that keeps running while the main loop is stuck.",
    },
    {
      title: "Power management",
      text: "Sleep modes stop the core and unused clocks, and an interrupt or timer wakes it. Average current is what drains a battery: a device that wakes briefly each minute can run far longer than one that idles awake. The ESP32 chip's datasheet gives about 10 µA in deep sleep with the RTC timer running, though many development boards draw far more because of their regulator and USB chip.",
    },
    {
      title: "Debug interfaces",
      text: "JTAG (TCK, TMS, TDI, TDO) and ARM's two-wire SWD (SWDIO, SWCLK) let a probe such as an ST-Link halt the core, set breakpoints, step through code and inspect memory, usually through OpenOCD and GDB or an IDE.",
    },
    {
      title: "Logic analysers",
      text: "A logic analyser records many digital lines at once and decodes UART, I2C and SPI traffic, showing exactly what the firmware sent and when. Toggling a spare GPIO at the start and end of a routine turns execution time into a measurable pulse.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Blink with a timer interrupt",
        text: "Replace a delay-based blink with a hardware timer interrupt so the main loop stays free, then add a second LED at a different rate.",
      },
      {
        title: "Debounced button counter",
        text: "Read a push button, filter contact bounce in software and print the count over UART; compare against an undebounced version.",
      },
      {
        title: "Non-blocking traffic light with a pedestrian button",
        text: "On an Arduino Uno, run a traffic light as a state machine timed with millis() instead of delay(), so a pedestrian button is noticed at any moment and the crossing phase starts at the next safe point.",
        slug: "arduino-millis-traffic-light-state-machine",
      },
      {
        title: "UART command shell",
        text: "Parse simple text commands from a serial terminal to set pins and read the ADC, learning buffers and string handling.",
      },
    ],
    intermediate: [
      {
        title: "Register-level STM32 drivers",
        text: "Write GPIO, UART and timer drivers for an STM32 Blue Pill straight from the reference manual, without the HAL, and flash it over SWD.",
      },
      {
        title: "FreeRTOS sensor pipeline",
        text: "On an ESP32, split sensing, processing and display into tasks joined by queues, and measure how priorities change responsiveness.",
      },
      {
        title: "Battery-powered data logger",
        text: "Log temperature to an SD card, sleeping between samples, and measure the average current to predict battery life.",
      },
    ],
    advanced: [
      {
        title: "Custom bootloader",
        text: "Write a bootloader that receives a new image over UART, verifies a checksum and jumps to the application, keeping a fallback if the update fails.",
      },
      {
        title: "DMA audio processing",
        text: "Stream ADC samples into memory by DMA with double buffering and apply a digital filter on a Cortex-M4, using its DSP instructions.",
      },
      {
        title: "Minimal preemptive scheduler",
        text: "Build a tiny task switcher using SysTick and PendSV on a Cortex-M, saving and restoring task contexts yourself.",
      },
    ],
  },
  topProjects: [
    {
      title: "Bare-metal blink on a new chip",
      text: "Bringing up a board from the datasheet alone, with clock setup, GPIO and a linker script, shows what every framework does for you.",
    },
    {
      title: "RTOS-based weather station",
      text: "Several sensors, a display and a network link in separate tasks make concurrency problems real and solvable.",
    },
    {
      title: "Motor controller with encoder feedback",
      text: "Timer capture, PWM and a fixed-rate control loop together exercise hard timing requirements.",
    },
    {
      title: "Year-on-a-coin-cell sensor",
      text: "Chasing microamps through sleep modes, pin states and regulator choice teaches power design like nothing else.",
    },
  ],
  tutorials: [
    {
      title: "Writing a safe interrupt handler",
      text: "Enable the peripheral interrupt and the global interrupt flag. In the ISR, clear the interrupt source (for the Uno's external interrupts the hardware clears the flag as the handler starts), copy the data you need into a volatile variable or ring buffer and set a flag. Do no printing, delays or heavy maths there. In the main loop, check the flag, briefly disable interrupts while copying multi-byte shared data, re-enable them and then process the data. The sketch below counts presses of a button from pin 2 to GND; an undebounced button will often add several counts per press, which is the next problem to solve.",
      code: {
        lang: "cpp",
        text: 'const byte buttonPin = 2;\n\nvolatile unsigned long pressCount = 0;\nvolatile bool pressed = false;\n\nvoid onPress() {\n  pressCount++;\n  pressed = true;\n}\n\nvoid setup() {\n  Serial.begin(115200);\n  pinMode(buttonPin, INPUT_PULLUP);\n  attachInterrupt(digitalPinToInterrupt(buttonPin), onPress, FALLING);\n}\n\nvoid loop() {\n  if (pressed) {\n    noInterrupts();\n    unsigned long count = pressCount;\n    pressed = false;\n    interrupts();\n\n    Serial.print("Presses: ");\n    Serial.println(count);\n  }\n}\n',
      },
    },
    {
      title: "Debugging over SWD",
      text: "Connect SWDIO, SWCLK, ground and the target reference voltage from an ST-Link to the board. Build with debug symbols and low optimisation so variables are not optimised away. Start a debug session in STM32CubeIDE or with OpenOCD and GDB, set a breakpoint in main, step into your code and watch registers and variables change. Add a watchpoint to catch the line that corrupts a variable.",
    },
    {
      title: "Measuring average current",
      text: "Insert a low-value shunt resistor in the supply line and view the voltage across it on an oscilloscope to see the active and sleep phases. Multiply each phase's current by its duration, add them and divide by the period to get the average, then divide the battery capacity by that figure for a first estimate of life. Sleep currents of a few microamps need a larger shunt or a dedicated power profiler to measure accurately.",
    },
  ],
  tutorialSlugs: [
    "arduino-millis-traffic-light-state-machine",
    "atmega328p-timer1-interrupt-blink",
    "cortex-m-systick-blink-cmsis",
    "stm32-nucleo-hal-uart-button-interrupt",
    "pic16f877a-led-blink-mplab",
  ],
};

export default topic;
