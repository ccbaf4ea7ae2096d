// Bare-metal CMSIS blink on a Nucleo-F401RE: GPIOA clock and MODER set by register, SysTick_Config(SystemCoreClock / 1000) drives a 1 ms tick that toggles LD2 (PA5).
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "cortex-m-systick",
  data: {
    slug: "cortex-m-systick-blink-cmsis",
    title: "ARM Cortex-M from Scratch: SysTick Interrupt Blink with CMSIS on a Nucleo-F401RE",
    topic: "arm-microcontroller",
    meta: {
      title: "Cortex-M SysTick Blink with CMSIS on a Nucleo-F401RE (PA5)",
      description:
        "Blink LD2 on PA5 of a Nucleo-F401RE with no HAL: enable the GPIOA clock, set MODER, start a 1 ms SysTick interrupt with CMSIS and build with arm-none-eabi-gcc.",
      keywords:
        "arm cortex-m, cortex-m4, cmsis, systick, SysTick_Config, SysTick_Handler, stm32f401, nucleo-f401re, bare metal, rcc, gpio moder, arm-none-eabi-gcc",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Most Cortex-M processors, whoever made the chip around it, contain the same 24-bit SysTick timer, designed to give an operating system or a bare-metal program a regular tick. It is always present on the Cortex-M3, M4, M7 and M33, but optional on the Cortex-M0, M0+, M1 and M23, where the chip maker decides whether to include it, so check the device's reference manual before relying on it on a small part. The Cortex-M4 in this tutorial's STM32F401 has it. CMSIS, ARM's standard software interface for Cortex-M, wraps it in one function, SysTick_Config(). In this tutorial you use it to build a millisecond clock and blink the green LED of a Nucleo-F401RE, writing to the peripheral registers yourself instead of calling ST's HAL.",
          },
          {
            p: "You will enable a peripheral clock in the RCC, configure a pin with the MODER register, write an interrupt handler that the vector table finds by name, and use a non-blocking timing pattern that keeps working when the counter wraps. You will also see where SystemCoreClock comes from and why it is 16 MHz until you configure the PLL. The build uses the GNU Arm toolchain and the CMSIS files from ST's STM32CubeF4 package. Allow 45 to 60 minutes.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × NUCLEO-F401RE board (STM32F401RET6: Cortex-M4 with FPU, 84 MHz maximum, 512 KB flash, 96 KB SRAM)",
              "1 × USB cable with a Mini-B plug for the board's ST-LINK connector",
              "The Arm GNU Toolchain (arm-none-eabi-gcc), version 11 or newer",
              "The STM32CubeF4 firmware package: a clone of ST's STM32CubeF4 repository with its submodules, or the STM32Cube_FW_F4 folder that STM32CubeIDE or STM32CubeMX downloads",
              "Optional: an oscilloscope or logic analyser to measure the blink period",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Board connections" },
          {
            p: "Nothing needs wiring: the LED, the programmer and the USB link are all on the board. Check the jumpers are in their factory positions.",
          },
          {
            table: {
              header: ["Connection", "Where", "Note"],
              rows: [
                {
                  cells: [
                    "LD2, green user LED",
                    "PA5, also the D13 pin of the Arduino-style header",
                    "Lights when PA5 is driven high",
                  ],
                },
                {
                  cells: [
                    "ST-LINK USB (Mini-B)",
                    "Your computer",
                    "Powers the board and provides SWD programming and a USB drive for drag-and-drop flashing",
                  ],
                },
                { cells: ["CN2 jumpers", "Both fitted", "Connects the ST-LINK to the STM32 on this board"] },
                { cells: ["JP5 power jumper", "U5V position", "Board powered from the ST-LINK USB connector"] },
              ],
            },
          },
          {
            warning:
              "PA5 is an output in this program. Do not connect anything that drives D13 (for example a shield's SPI clock or a second board's output) while it runs: two outputs fighting each other can exceed the pin's current rating. The STM32's pins use 3.3 V logic.",
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "The three registers that matter" },
          {
            p: "RCC->AHB1ENR gates the clock to the GPIO ports. After reset every port clock is off, and writes to a GPIO port whose clock is off are silently ignored: the classic reason a first bare-metal program does nothing. Bit 0, RCC_AHB1ENR_GPIOAEN in the CMSIS device header, turns on port A.",
          },
          {
            p: "GPIOA->MODER holds two bits per pin: 00 input, 01 general-purpose output, 10 alternate function, 11 analog. PA5 uses bits 11 and 10, so the program clears both (GPIO_MODER_MODER5) and sets the low one (GPIO_MODER_MODER5_0). Always change only your pin's bits: PA13 and PA14 reset to alternate-function mode because they carry the SWD debug connection, and a careless GPIOA->MODER = 0x400 would turn them into plain inputs and cut the debugger off; you would then need the programmer's connect-under-reset mode to regain control.",
          },
          {
            p: "SysTick counts down from a reload value to zero at the processor clock and raises an exception each time it reaches zero. SysTick_Config(ticks) writes ticks − 1 into the reload register, clears the current value, gives the exception the lowest priority and starts the counter with its interrupt enabled. After reset the STM32F401 runs from its 16 MHz internal HSI oscillator, and ST's system file sets SystemCoreClock to match, so SysTick_Config(SystemCoreClock / 1000) gives 16,000,000 / 1000 = 16,000 cycles per tick: a reload value of 15,999 and an interrupt every 1 ms. The counter is 24 bits wide, so the longest possible interval at 16 MHz is 2^24 / 16 MHz ≈ 1.05 s; SysTick_Config() returns 1 instead of 0 if you ask for more.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "main.c" },
          {
            code: {
              lang: "c",
              text: String.raw`/*
 * SysTick blink for the NUCLEO-F401RE, bare metal with CMSIS.
 * LD2 (PA5) toggles every 500 ms: a 1 Hz blink.
 * Clock: 16 MHz HSI straight after reset; no PLL is configured here.
 */
#include <stdint.h>
#include "stm32f4xx.h" /* with -DSTM32F401xE: stm32f401xe.h, core_cm4.h, system_stm32f4xx.h */

#define LED_PIN 5U           /* LD2 is on PA5 */
#define BLINK_HALF_MS 500U   /* 500 ms on, 500 ms off */

static volatile uint32_t ms_ticks = 0; /* written in the interrupt, read in main */

/* The startup file's vector table points here because of the name. */
void SysTick_Handler(void)
{
  ms_ticks++;
}

static uint32_t millis(void)
{
  return ms_ticks; /* an aligned 32-bit read is atomic on Cortex-M */
}

static void led_init(void)
{
  RCC->AHB1ENR |= RCC_AHB1ENR_GPIOAEN; /* clock on for GPIO port A */
  (void)RCC->AHB1ENR;                  /* read back: lets the enable take effect first */

  GPIOA->MODER &= ~GPIO_MODER_MODER5;  /* clear PA5 mode bits 11:10 ... */
  GPIOA->MODER |= GPIO_MODER_MODER5_0; /* ... and set 01 = general-purpose output */
  GPIOA->OTYPER &= ~(1U << LED_PIN);   /* push-pull (the reset value, made explicit) */
  GPIOA->BSRR = 1U << (LED_PIN + 16U); /* BSRR upper half resets the pin: LED off */
}

static void led_toggle(void)
{
  if (GPIOA->ODR & (1U << LED_PIN)) {
    GPIOA->BSRR = 1U << (LED_PIN + 16U); /* PA5 low: LED off */
  } else {
    GPIOA->BSRR = 1U << LED_PIN;         /* PA5 high: LED on */
  }
}

int main(void)
{
  SystemCoreClockUpdate(); /* recompute SystemCoreClock from RCC: 16000000 on HSI */

  led_init();

  if (SysTick_Config(SystemCoreClock / 1000U) != 0U) {
    while (1) {
      /* reload value does not fit in 24 bits: cannot happen at 16 MHz */
    }
  }

  uint32_t last_toggle = millis();
  while (1) {
    /* unsigned subtraction stays correct when ms_ticks wraps after 2^32 ms */
    if ((uint32_t)(millis() - last_toggle) >= BLINK_HALF_MS) {
      last_toggle += BLINK_HALF_MS; /* fixed cadence: no drift from loop latency */
      led_toggle();
    }
  }
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "Before main() runs, ST's startup file (startup_stm32f401xe.s) sets the stack pointer, copies initialised variables from flash to RAM, zeroes the rest, and calls SystemInit() from system_stm32f4xx.c. The startup file's vector table lists SysTick_Handler as a weak alias of an endless Default_Handler loop; because main.c defines a function with exactly that name, the linker puts your function in the table instead. No registration call is needed, and no special keyword: Cortex-M hardware saves the registers a C function may clobber on exception entry, so an ordinary void function works as a handler.",
          },
          {
            p: "ms_ticks is volatile because it changes outside the normal flow of main(). Without the qualifier the compiler may read it once, keep the value in a register and spin forever. Reading it is safe without disabling interrupts because a 32-bit aligned load is a single, indivisible access on the Cortex-M4.",
          },
          {
            p: "The main loop never waits in a delay loop; it only compares times. millis() − last_toggle is computed in unsigned 32-bit arithmetic, so even when ms_ticks rolls over from 4,294,967,295 to 0 after about 49.7 days, the difference still comes out right. Adding BLINK_HALF_MS to last_toggle, rather than setting it to the current time, keeps the blink locked to the tick even if the loop is occasionally late. The interrupt itself costs a few dozen cycles every 16,000, well under 1 % of the processor.",
          },
          {
            p: "The output is written through BSRR rather than ODR. Writing a 1 to bit n of BSRR sets pin n, and a 1 to bit n + 16 resets it, in a single write that cannot disturb the other pins of the port, even if an interrupt changes one of them between a read and a write.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and flash" },
          {
            p: "Put main.c in a new folder, copy in ST's system file, startup file and linker script for this board, and compile. CUBE is wherever your STM32CubeF4 package lives.",
          },
          {
            code: {
              lang: "bash",
              text: `CUBE=~/STM32CubeF4   # or e.g. ~/STM32Cube/Repository/STM32Cube_FW_F4_V1.28.0
mkdir -p systick-blink && cd systick-blink
# save main.c from this tutorial here, then:
cp $CUBE/Drivers/CMSIS/Device/ST/STM32F4xx/Source/Templates/system_stm32f4xx.c .
cp $CUBE/Drivers/CMSIS/Device/ST/STM32F4xx/Source/Templates/gcc/startup_stm32f401xe.s .
cp $CUBE/Projects/STM32F401RE-Nucleo/Templates/STM32CubeIDE/STM32F401RETX_FLASH.ld .

arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -mfloat-abi=soft -O1 -g -Wall \\
  -ffunction-sections -fdata-sections -DSTM32F401xE \\
  -I$CUBE/Drivers/CMSIS/Include \\
  -I$CUBE/Drivers/CMSIS/Device/ST/STM32F4xx/Include \\
  main.c system_stm32f4xx.c startup_stm32f401xe.s \\
  -T STM32F401RETX_FLASH.ld --specs=nano.specs --specs=nosys.specs \\
  -Wl,--gc-sections -o blink.elf

arm-none-eabi-size blink.elf
arm-none-eabi-objcopy -O binary blink.elf blink.bin
`,
            },
          },
          {
            ol: [
              "Install the Arm GNU Toolchain and check arm-none-eabi-gcc --version reports 11 or newer.",
              "Get the STM32CubeF4 package: git clone --recursive https://github.com/STMicroelectronics/STM32CubeF4.git, or point CUBE at the copy STM32CubeIDE keeps in its STM32Cube/Repository folder.",
              "Create the folder, save main.c, copy the three ST files and run the compile command above. arm-none-eabi-size should report about 1 KB of text (code and constants in flash) and a few bytes of data and bss, plus the stack and heap reserve the linker script sets aside.",
              "Plug the Nucleo into USB. It appears as a USB drive named NODE_F401RE.",
              "Copy blink.bin onto that drive. The ST-LINK programs the flash, the drive reappears after a few seconds and the program starts.",
              'Alternatively flash the ELF with OpenOCD: openocd -f board/st_nucleo_f4.cfg -c "program blink.elf verify reset exit".',
              "If the LED does not start blinking, press the black reset button B2.",
            ],
          },
          {
            note: "The compile uses -mfloat-abi=soft because the program contains no floating-point code, so the FPU can stay switched off. If you later add float maths and want the FPU, compile everything with -mfloat-abi=hard -mfpu=fpv4-sp-d16; SystemInit() then enables the FPU before main() runs.",
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "LD2 blinks at 1 Hz: 500 ms on, 500 ms off, indefinitely. On an oscilloscope connected to D13 and GND you see a square wave of about 1 Hz between 0 V and 3.3 V with a 50 % duty cycle. Its exact period depends on the HSI oscillator, which ST calibrates in the factory to within about ±1 % at 25 °C and which drifts a few per cent more over the full temperature range, so a measured 995 ms or 1005 ms cycle is normal. Count 60 blinks against a stopwatch and you should land within a second of one minute.",
          },
          {
            p: "In a debugger you can watch the numbers behind it: SysTick->LOAD reads 15999 (0x3E7F), SystemCoreClock reads 16000000, and ms_ticks increases by 1000 every second.",
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
                    "#error Please select first the target STM32F4xx device",
                    "The device symbol is missing from the compile command",
                    "Add -DSTM32F401xE (exact spelling, lower-case x)",
                  ],
                },
                {
                  cells: [
                    "stm32f4xx.h or core_cm4.h: No such file or directory",
                    "Include paths point to the wrong folders, or the repository was cloned without its submodules",
                    "Clone with --recursive (or run git submodule update --init) and check both -I paths exist; if core_cm4.h is not in Drivers/CMSIS/Include, search the package for it and use that folder",
                  ],
                },
                {
                  cells: [
                    "Linker reports a syntax error on the lines containing READONLY",
                    "Toolchain older than GCC 11",
                    "Update the toolchain, or delete the word (READONLY) from those lines of the linker script, as its own comments say",
                  ],
                },
                {
                  cells: [
                    "No NODE_F401RE drive appears when the board is plugged in",
                    "A charge-only USB cable, or the ST-LINK needs a driver or firmware update",
                    "Try a cable that carries data; on Windows install ST's ST-LINK driver, and update the ST-LINK firmware with STM32CubeProgrammer if needed",
                  ],
                },
                {
                  cells: [
                    "LED never lights",
                    "GPIOA clock not enabled, or the wrong MODER bits changed",
                    "Check RCC->AHB1ENR bit 0 and that MODER bits 11:10 read 01 in a debugger",
                  ],
                },
                {
                  cells: [
                    "LED never lights, and a debugger halted after a second shows the core in Default_Handler (the Infinite_Loop label of the startup file)",
                    "The handler name is misspelled (for example Systick_Handler), so the first tick, 1 ms after SysTick_Config(), lands in Default_Handler's endless loop long before the first toggle",
                    'Name it exactly SysTick_Handler; in a C++ file also declare it extern "C"',
                  ],
                },
                {
                  cells: [
                    "Blink rate wrong by a large factor after adding a PLL setup",
                    "SystemCoreClock not updated after changing the clock",
                    "Call SystemCoreClockUpdate() after switching clocks and before SysTick_Config()",
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
              "Run at full speed: configure the PLL from the 16 MHz HSI with M = 16 (1 MHz into the VCO), N = 336 (336 MHz VCO) and P = 4, giving 84 MHz; set FLASH->ACR to 2 wait states and the APB1 prescaler to 2 (APB1 must not exceed 42 MHz) before switching SYSCLK to the PLL, then call SystemCoreClockUpdate(). SysTick_Config(SystemCoreClock / 1000) then loads 83,999 and still ticks every 1 ms.",
              "Sleep between ticks: put __WFI() in the main loop so the core stops until the next interrupt. If the debugger then struggles to connect, set DBG_SLEEP in DBGMCU->CR or use connect-under-reset.",
              "Add a button: read B1 on PC13 (enable the GPIOC clock and leave PC13 as an input) and change BLINK_HALF_MS while it is pressed.",
            ],
          },
        ],
      },
    ],
  },
};
