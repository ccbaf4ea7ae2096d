import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "arm-microcontroller",
  kind: "topic",
  title: "ARM Microcontrollers",
  headTitle: "ARM Cortex-M Microcontrollers: Cores, Tools and Projects",
  description:
    "An introduction to ARM Cortex-M microcontrollers: M0+ to M7 and M33 cores, NVIC, SysTick, CMSIS, SWD debugging, startup code, toolchains and project ideas.",
  keywords: [
    "ARM microcontroller",
    "Cortex-M",
    "Cortex-M0+",
    "Cortex-M4",
    "NVIC",
    "CMSIS",
    "SWD debugging",
    "arm-none-eabi-gcc",
    "embedded firmware",
  ],
  intro: [
    "A large share of the 32-bit microcontrollers sold today are built around ARM Cortex-M processor cores. ARM does not make chips itself: it designs the cores and licenses them to companies such as ST, NXP, Microchip, Nordic, Renesas, Infineon and Raspberry Pi, who add memory, peripherals, clocks and packages. That is why an STM32, an nRF52 and an RP2040 can be built with the same compiler and debugged with the same probes while having completely different peripherals.",
    "Cortex-M cores are designed for embedded control: fast, deterministic interrupt handling, low-power sleep modes, the compact Thumb-2 instruction set that keeps code small, and a standard memory map and debug interface. They range from tiny, very cheap Cortex-M0+ parts to Cortex-M7 chips running at hundreds of megahertz with floating-point hardware and caches.",
    "Many popular maker boards are ARM inside: the Raspberry Pi Pico (RP2040, Cortex-M0+), Arduino Zero and MKR boards (SAMD21, M0+), the Arduino Uno R4 (Renesas RA4M1, Cortex-M4), Teensy 4 (NXP i.MX RT1062, Cortex-M7) and countless STM32 boards. Not every 32-bit maker chip is ARM, though: the classic ESP32 uses Xtensa cores and the ESP32-C3 uses RISC-V.",
  ],
  basics: [
    "ARM cores come in three profiles. Cortex-A application processors run Linux or Android, like the Cortex-A72 in a Raspberry Pi 4; Cortex-R cores serve real-time safety systems such as storage and automotive controllers; and Cortex-M cores are for microcontrollers. A Cortex-M chip has no memory management unit for a full operating system, so it runs bare-metal code or a small RTOS from on-chip flash, which in exchange gives fast, predictable responses.",
    "The Cortex-M0 and M0+ (ARMv6-M) are the smallest and most frugal, and lack a hardware divide instruction. The M3 (ARMv7-M) adds hardware division, a richer instruction set and more performance. The M4 adds DSP instructions (SIMD and saturating arithmetic) and an optional single-precision FPU, often written M4F when present. The M7 has a longer pipeline, caches and an optional double-precision FPU. The M23 and M33 (ARMv8-M) add TrustZone security isolation, and the M55 and M85 add Helium vector instructions aimed at signal processing and machine learning.",
    "Every Cortex-M shares a 4 GB address map: code and flash at the bottom (from 0x00000000, or aliased there), SRAM from 0x20000000 and peripheral registers from 0x40000000. Controlling a peripheral simply means writing to its memory-mapped registers. At reset the core loads the initial stack pointer from the first word of the vector table and the reset handler address from the second; startup code then copies initialised variables from flash to RAM, zeroes the .bss section, configures clocks and calls main(). A linker script tells the toolchain where flash and RAM are.",
    "The NVIC (Nested Vectored Interrupt Controller) gives each interrupt its own vector and a programmable priority, and a more urgent interrupt can preempt a less urgent one. Note that a lower priority number means higher urgency. The hardware stacks registers automatically, so handlers are ordinary C functions. Three bugs recur: forgetting to clear the peripheral's interrupt flag, so the handler re-enters endlessly; sharing variables with main code without volatile or protection against partial updates; and doing slow work such as printing inside a handler.",
  ],
  features: [
    {
      title: "Thumb-2 instruction set",
      text: "A mix of 16- and 32-bit instructions gives good code density. Cortex-M executes only Thumb code, so function addresses in the vector table have their lowest bit set, a detail you will meet when inspecting vector tables in a debugger.",
    },
    {
      title: "SysTick timer",
      text: "A 24-bit down-counting timer inside the core, present on almost every Cortex-M chip. It typically provides the 1 ms tick for HAL_Delay() and RTOS scheduling, which makes RTOS ports portable between vendors.",
    },
    {
      title: "CMSIS",
      text: "ARM's Common Microcontroller Software Interface Standard: vendor-neutral core headers (CMSIS-Core) with functions such as NVIC_EnableIRQ() and SysTick_Config(), an optimised DSP library (CMSIS-DSP), neural-network kernels (CMSIS-NN) and an RTOS API (CMSIS-RTOS2).",
    },
    {
      title: "SWD debugging",
      text: "Serial Wire Debug uses two signals, SWDIO and SWCLK, plus ground and usually reset, to program flash, set breakpoints and inspect memory while the chip runs. Probes include ST-LINK, SEGGER J-Link and open CMSIS-DAP designs; many M3, M4 and M7 parts add SWO trace output for fast printf-style logging.",
    },
    {
      title: "Low-power modes",
      text: "WFI (wait for interrupt) and WFE (wait for event) stop the core until something happens; setting the SLEEPDEEP bit lets the vendor's power controller gate clocks and regulators for deeper sleep. Real sleep currents depend on the vendor's implementation, not on the core.",
    },
    {
      title: "Fault exceptions",
      text: "Invalid memory accesses (including a stack that has overflowed into unmapped memory) and undefined instructions raise HardFault. The Mainline cores (M3, M4, M7, M33 and later) can also enable separate MemManage, BusFault and UsageFault handlers, with status registers describing the cause; the M0, M0+ and M23 have HardFault only. For precise faults the stacked program counter shows exactly which instruction failed; imprecise bus faults report a later instruction.",
    },
    {
      title: "Memory Protection Unit",
      text: "An optional MPU, present on many parts, marks memory regions as read-only, privileged or non-executable. RTOSes use it to catch stack overflows and to stop one task corrupting another.",
    },
    {
      title: "Toolchains and ecosystems",
      text: "GNU Arm toolchain (arm-none-eabi-gcc), LLVM/Clang, Keil MDK and IAR compilers; vendor IDEs such as STM32CubeIDE and MCUXpresso; RTOSes such as FreeRTOS and Zephyr; and Rust through the cortex-m and embassy crates.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Arduino-style start on a Cortex-M board",
        text: "Use the Arduino IDE with a SAMD21 board or an Uno R4 and port a sketch from an Uno. Watch out for logic levels: SAMD21 boards are 3.3 V and not 5 V tolerant, while the Uno R4 keeps 5 V I/O.",
      },
      {
        title: "SysTick interrupt blink with CMSIS",
        text: "On a Nucleo-F401RE, call SysTick_Config(SystemCoreClock / 1000) to get a 1 ms interrupt, count ticks in a volatile variable and toggle LD2 on PA5 every 500 ms without blocking delays or the HAL.",
        slug: "cortex-m-systick-blink-cmsis",
      },
      {
        title: "Debugger walk-through",
        text: "Set breakpoints, watch variables and single-step from the reset handler to main() on any board with SWD. Seeing the startup code run removes much of the mystery of how firmware begins.",
      },
      {
        title: "Button interrupt counter",
        text: "Configure an external interrupt on a button edge and count presses in the handler; the count jumping by several per press makes contact bounce visible and motivates debouncing.",
      },
    ],
    intermediate: [
      {
        title: "FreeRTOS multitasking",
        text: "Split a sensor, a display and a serial command parser into three tasks that exchange data through queues. Teaches priorities, stack sizing and why blocking calls belong in tasks rather than interrupts.",
      },
      {
        title: "Real-time spectrum analyser",
        text: "A timer triggers ADC samples that DMA writes into a buffer, and CMSIS-DSP computes an FFT on a Cortex-M4F to show a spectrum on a small display. A clear demonstration of what the FPU and DSP instructions buy.",
      },
      {
        title: "Bluetooth LE sensor on an nRF52840",
        text: "The nRF52840 combines a Cortex-M4F at 64 MHz, 1 MB of flash and 256 KB of RAM with a Bluetooth 5 radio. Advertise temperature readings to a phone app using Zephyr or the Arduino core.",
      },
      {
        title: "Composite USB device",
        text: "Use TinyUSB to make a board appear as both a serial port and a keyboard, learning USB descriptors, endpoints and enumeration on any Cortex-M with a USB peripheral.",
      },
    ],
    advanced: [
      {
        title: "Bare metal from an empty folder",
        text: "Write your own linker script, vector table, startup code and Makefile for arm-none-eabi-gcc, then flash with OpenOCD. Nothing teaches the boot process better.",
      },
      {
        title: "Bootloader with firmware update",
        text: "Split flash into a bootloader and an application, verify the application's CRC, then set the stack pointer and relocate the vector table (VTOR, on cores that have it) before jumping to it.",
      },
      {
        title: "TinyML keyword spotting",
        text: "Run a small speech model with TensorFlow Lite for Microcontrollers and CMSIS-NN on an M4F, M7 or M55, and measure inference time and RAM use against model size.",
      },
      {
        title: "TrustZone secure firmware",
        text: "On a Cortex-M33 part, split firmware into secure and non-secure worlds so that keys and a crypto service stay in the secure side, reachable only through defined entry functions.",
      },
    ],
  },
  topProjects: [
    {
      title: "Digital synthesiser on a Teensy 4",
      text: "The 600 MHz Cortex-M7 with the Teensy Audio Library and an I2S codec runs oscillators, filters and effects in real time, a vivid lesson in audio buffers and DSP budgets.",
    },
    {
      title: "Open-source debug probe",
      text: "Build a CMSIS-DAP probe from a Raspberry Pi Pico and use it to program other Cortex-M chips. You learn SWD, USB and how debuggers actually talk to cores.",
    },
    {
      title: "Study a flight controller",
      text: "Betaflight and ArduPilot run on Cortex-M4 and M7 flight controllers. Reading their code and building a quadcopter teaches sensor fusion, DMA-driven motor protocols and hard scheduling deadlines. Remove propellers when testing on the bench.",
    },
    {
      title: "Low-power LoRa sensor",
      text: "An ARM-based LoRa module on 868 MHz (EU) or 915 MHz (US) sleeps between readings and runs for months on batteries. Measuring sleep current with a power profiler shows which peripherals you forgot to switch off.",
    },
    {
      title: "Custom mechanical keyboard",
      text: "QMK and ZMK firmware run on many ARM microcontrollers; designing a PCB with a key matrix, diodes and USB or BLE teaches scanning, debouncing and HID in a product you use every day.",
    },
  ],
  tutorials: [
    {
      title: "Build firmware with the GNU Arm toolchain",
      text: "Install arm-none-eabi-gcc. Compile with flags matching your core, for example -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 for an M4F or -mcpu=cortex-m0plus -mthumb for an M0+, plus -Os or -O2. Link with -T yourchip.ld and --specs=nano.specs to use the smaller newlib-nano C library. Produce a binary with arm-none-eabi-objcopy -O binary firmware.elf firmware.bin and check flash and RAM usage with arm-none-eabi-size firmware.elf.",
    },
    {
      title: "Blink with CMSIS and SysTick",
      text: "Include the vendor's device header, which pulls in CMSIS-Core; for a Nucleo-F401RE that is stm32f4xx.h with STM32F401xE defined. In main call SysTick_Config(SystemCoreClock / 1000). Define void SysTick_Handler(void) that increments a volatile uint32_t millisecond counter. Enable the GPIOA clock in RCC->AHB1ENR, set PA5 (LD2) as an output in GPIOA->MODER, then loop: when the counter minus the last toggle time reaches 500, toggle the pin and move the toggle time on. The unsigned subtraction keeps working even when the counter wraps around after about 49.7 days. Build it with ST's CMSIS device files (system_stm32f4xx.c, the startup file and a linker script); in a HAL-generated project, delete the HAL's own SysTick_Handler first.",
      code: {
        lang: "c",
        text: '/* Nucleo-F401RE: LD2 on PA5 toggles every 500 ms from the SysTick interrupt.\n   Needs STM32F401xE defined and ST\'s CMSIS device files in the project. */\n#include <stdint.h>\n#include "stm32f4xx.h"\n\nstatic volatile uint32_t ms_ticks;\n\nvoid SysTick_Handler(void)\n{\n  ms_ticks++;\n}\n\nint main(void)\n{\n  SystemCoreClockUpdate();\n  SysTick_Config(SystemCoreClock / 1000U);\n\n  RCC->AHB1ENR |= RCC_AHB1ENR_GPIOAEN;\n  (void)RCC->AHB1ENR;\n\n  GPIOA->MODER &= ~(3U << (5U * 2U));\n  GPIOA->MODER |= (1U << (5U * 2U));\n\n  uint32_t last_toggle = 0;\n  for (;;) {\n    if ((uint32_t)(ms_ticks - last_toggle) >= 500U) {\n      last_toggle += 500U;\n      GPIOA->ODR ^= (1U << 5U);\n    }\n  }\n}\n',
      },
    },
    {
      title: "Debug with OpenOCD and GDB",
      text: "Connect the probe's SWDIO, SWCLK, GND and reset to the target. Start OpenOCD with an interface and target script, for example openocd -f interface/stlink.cfg -f target/stm32f4x.cfg. In another terminal run arm-none-eabi-gdb firmware.elf, then target extended-remote :3333, monitor reset halt, load, break main and continue. Use next, step, print and info registers to explore, and build with -g so GDB can show source lines.",
    },
    {
      title: "Decode a HardFault",
      text: "Write a HardFault handler that finds the stacked frame (MSP if bit 2 of the EXC_RETURN value in LR is 0, PSP if it is 1) and reads r0-r3, r12, lr, pc and xPSR from it. For a precise fault the stacked pc is the faulting instruction; look it up in the disassembly or with arm-none-eabi-addr2line. On Mainline cores (M3, M4, M7, M33) also read CFSR at 0xE000ED28 and HFSR at 0xE000ED2C, and the fault address registers MMFAR and BFAR when their valid bits are set.",
    },
  ],
  tutorialSlugs: ["cortex-m-systick-blink-cmsis", "stm32-nucleo-hal-uart-button-interrupt"],
};

export default topic;
