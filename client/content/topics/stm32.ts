import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "stm32",
  kind: "topic",
  title: "STM32 Microcontrollers",
  headTitle: "STM32 Microcontrollers: Families, Tools and Projects",
  description:
    "Get started with STM32: part numbering, families, clock tree, GPIO, CubeMX and HAL, Nucleo, Blue Pill and Black Pill boards, tutorials and project ideas.",
  keywords: [
    "STM32",
    "STM32F103C8T6",
    "Blue Pill",
    "Black Pill",
    "STM32CubeIDE",
    "STM32CubeMX",
    "STM32 HAL",
    "Nucleo board",
    "ST-LINK",
  ],
  intro: [
    "STM32 is STMicroelectronics' family of 32-bit microcontrollers based on ARM Cortex-M cores, and one of the most widely used MCU families in industry. It spans low-cost Cortex-M0+ parts, mainstream Cortex-M3 and M4 devices, ultra-low-power lines for battery products, high-performance Cortex-M7 chips and wireless parts with Bluetooth LE or LoRa radios, all sharing similar tools and peripheral designs.",
    "For learners, STM32 is a natural step after Arduino. Hardware is cheap (Nucleo development boards include a built-in ST-LINK debugger), the free STM32Cube tools generate setup code, and the skills are the ones embedded engineers use at work: clock configuration, timers, DMA, interrupts and real debugging with breakpoints.",
    "Two hobby boards are famous. The Blue Pill carries an STM32F103C8T6: a Cortex-M3 at 72 MHz with 64 KB of flash, 20 KB of SRAM, full-speed USB, CAN, three USARTs, two SPI and two I2C interfaces. The WeAct Black Pill uses an STM32F401 or F411, a Cortex-M4 with FPU at 84 or 100 MHz; the F411CEU6 version has 512 KB of flash and 128 KB of SRAM.",
  ],
  basics: [
    "The part number tells you a lot. In STM32F103C8T6, F is the family type (F general-purpose, L and U low-power, G mainstream, H high-performance, W wireless), 103 is the product line, C means 48 pins, 8 means 64 KB of flash, T is an LQFP package and 6 the -40 to 85 °C temperature range. Decoding it lets you check quickly whether a substitute part has the same pin count and memory.",
    "An STM32 has several clock sources: the internal HSI RC oscillator (starts quickly, less accurate), an external HSE crystal (accurate, and needed for reliable USB on many parts), a PLL that multiplies either up to the system frequency, and a 32.768 kHz LSE crystal for the real-time clock. On the Blue Pill, the 8 MHz HSE times a PLL factor of 9 gives 72 MHz. Every peripheral also has a clock-enable bit in the RCC block, and writing to a GPIO or UART whose clock is off silently does nothing, a bug nearly everyone meets in their first bare-metal program. CubeMX's graphical clock tree avoids both problems.",
    "Each pin can be an input (floating, pull-up or pull-down), a push-pull or open-drain output, an analog pin, or an alternate function connected to a peripheral such as USART2_TX or TIM3_CH1. Which functions a pin offers is fixed by the datasheet's alternate-function table, so plan pins before designing a PCB. Logic is 3.3 V: pins marked FT in the datasheet tolerate 5 V inputs when used digitally with the chip powered, but not in analog mode, and no pin drives a 5 V high level (an FT pin in open-drain mode can work with an external pull-up to 5 V). The BSRR register sets or clears pins atomically, avoiding read-modify-write races with interrupts.",
    "The BOOT0 pin selects what runs after reset: low runs your program from flash, high runs a factory bootloader in system memory. On the F103 that bootloader only supports USART1, so a Blue Pill cannot be flashed over USB out of the box. F4 chips such as those on the Black Pill also support USB DFU, so holding BOOT0 while pressing reset lets STM32CubeProgrammer flash them over USB. The most flexible method is an ST-LINK over SWD (SWDIO on PA13, SWCLK on PA14), which also gives you full debugging.",
  ],
  features: [
    {
      title: "Product families",
      text: "Mainstream F0, G0 and C0 (Cortex-M0/M0+), F1 (M3), F3 and G4 (M4); high-performance F4, F7 and H7 (M4 and M7, some H7 parts adding a second M4 core); ultra-low-power L0, L4, L5 and U5; and wireless WB (Bluetooth LE and 802.15.4) and WL (LoRa).",
    },
    {
      title: "STM32CubeMX and STM32CubeIDE",
      text: "CubeMX configures pins, peripherals and the clock tree graphically and generates initialisation code; CubeIDE (Eclipse-based, using GCC) integrates it with editing and debugging. Put your own code only between USER CODE BEGIN and USER CODE END comments, or regenerating will delete it.",
    },
    {
      title: "HAL and LL libraries",
      text: "The HAL provides portable, high-level functions such as HAL_GPIO_WritePin() and HAL_UART_Transmit(); the LL (low-layer) library is thinner and faster, close to direct register access. Many projects use the HAL for setup and LL or registers in time-critical paths.",
    },
    {
      title: "Timers",
      text: "Advanced-control timers such as TIM1 produce complementary PWM with dead time for motor bridges; general-purpose timers handle PWM, input capture and quadrature encoder decoding in hardware; basic timers generate periodic interrupts or trigger the DAC.",
    },
    {
      title: "ADC with DMA",
      text: "12-bit SAR ADCs on most families (16-bit on some H7 parts) with scan modes and hardware triggers. Paired with DMA, samples stream into memory with no CPU involvement, essential for audio, motor current sensing and data acquisition.",
    },
    {
      title: "Communication peripherals",
      text: "USART, SPI, I2C and CAN (bxCAN on F1 and F4, FDCAN on G4 and H7), USB full-speed device on the F103 or OTG on the F4, and on larger parts Ethernet, SDIO/SDMMC and quad-SPI for external memory. On the F103, USB and CAN share a buffer memory and cannot be used at the same time.",
    },
    {
      title: "Nucleo and Discovery boards",
      text: "Every Nucleo board includes an ST-LINK programmer-debugger with a virtual COM port. Nucleo-64 and Nucleo-144 boards have Arduino Uno R3 headers plus ST morpho headers exposing every pin; the small Nucleo-32 has Arduino Nano-style headers and no morpho headers. Discovery boards add sensors, audio or displays to showcase a family.",
    },
    {
      title: "Low-power modes",
      text: "Sleep, Stop and Standby modes, RTC wake-up and low-power UARTs and timers on the L and U lines let battery devices sleep most of the time. Currents vary widely between families, so compare datasheets when battery life matters.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Nucleo blink and button",
        text: "On a Nucleo-F401RE, toggle the green LD2 LED on PA5 and read the blue user button on PC13, which reads low when pressed. A gentle first CubeIDE project using the generated HAL code.",
      },
      {
        title: "printf over the virtual COM port, with the button on an interrupt",
        text: "On a Nucleo-F401RE, redirect printf to USART2, which Nucleo-64 boards route to the ST-LINK's USB serial port, and print a message from an EXTI interrupt each time the B1 button on PC13 is pressed. View it in a terminal at 115200 baud: your main debugging aid from now on.",
        slug: "stm32-nucleo-hal-uart-button-interrupt",
      },
      {
        title: "Potentiometer PWM dimmer",
        text: "Read a potentiometer with ADC1 and set an LED's brightness through a timer PWM channel, learning how ADC counts map to compare values.",
      },
      {
        title: "Blue Pill with the Arduino IDE",
        text: "Install the STM32duino core and upload over an ST-LINK. The onboard LED on PC13 is active low, so writing LOW turns it on, a nice first lesson in reading schematics.",
      },
    ],
    intermediate: [
      {
        title: "Rotary encoder in timer encoder mode",
        text: "Connect a quadrature encoder to two timer channels so the hardware counts steps and direction with no CPU load, and show the position on an I2C OLED.",
      },
      {
        title: "Two-node CAN bus",
        text: "Link two boards through 3.3 V CAN transceivers such as the SN65HVD230, with a 120 Ω terminator at each end of the bus, and exchange messages at 500 kbit/s. Learn bit timing and acceptance filters.",
      },
      {
        title: "Mini oscilloscope",
        text: "A timer-triggered ADC fills a circular DMA buffer, and the board streams samples over USB CDC or draws them on an SPI TFT. Protect the input: never connect it to mains or voltages above the ADC range.",
      },
      {
        title: "FreeRTOS data logger",
        text: "Enable FreeRTOS (CMSIS-RTOS2) in CubeMX, log sensor data to an SD card with FatFs in one task, and handle buttons and a display in others.",
      },
    ],
    advanced: [
      {
        title: "Field-oriented BLDC control",
        text: "Use an STM32G4 or F4 with ST's motor-control software and a three-phase inverter board. Advanced timers provide dead time; start with a current-limited bench supply, because inverter faults can destroy transistors.",
      },
      {
        title: "Custom USB DFU bootloader",
        text: "Write a bootloader that receives firmware over USB, verifies a checksum or signature, writes flash and jumps to the application after relocating the vector table.",
      },
      {
        title: "Register-level driver library",
        text: "Write your own GPIO, UART and SPI drivers from the reference manual using only CMSIS device headers, then compare code size and speed with the HAL versions.",
      },
      {
        title: "Ethernet IoT device",
        text: "On a Nucleo-F767ZI or an H7 board, run the lwIP TCP/IP stack and publish data to an MQTT broker on port 1883, or 8883 with TLS through mbedTLS.",
      },
    ],
  },
  topProjects: [
    {
      title: "Programmable DC electronic load",
      text: "A MOSFET controlled by an op-amp, with a DAC or filtered PWM setting the current and the ADC measuring it, tests batteries and power supplies. It teaches analog feedback, heat sinking and calibration.",
    },
    {
      title: "3D printer controller firmware",
      text: "Many printer mainboards use STM32 chips running Marlin or Klipper. Building and flashing your own configuration teaches stepper timing, thermistor reading and heater safety checks such as thermal runaway protection.",
    },
    {
      title: "Handheld game console",
      text: "An STM32F4 with an SPI LCD, DMA-driven display updates and double buffering can run smooth 2D games, forcing you to think about frame budgets and memory.",
    },
    {
      title: "Blue Pill USB HID device",
      text: "Use the native USB of the F103 to build a custom keyboard or game controller. Many Blue Pills have a wrong USB D+ pull-up resistor (10 kΩ instead of 1.5 kΩ); adding about 1.8 kΩ from PA12 to 3.3 V, which in parallel with the 10 kΩ gives about 1.5 kΩ, fixes enumeration on fussy computers.",
    },
  ],
  tutorials: [
    {
      title: "First project in STM32CubeIDE",
      text: "Install STM32CubeIDE, choose File > New > STM32 Project, open the Board Selector and pick your board, for example NUCLEO-F401RE, and accept initialising peripherals in their default mode. In main.c, inside the while (1) loop between the USER CODE BEGIN 3 and END 3 comments, add HAL_GPIO_TogglePin(LD2_GPIO_Port, LD2_Pin); and HAL_Delay(500);. Click Run to build and flash through the onboard ST-LINK, or Debug to stop at main and step through.",
    },
    {
      title: "Redirect printf to the UART",
      text: "Make sure USART2 is enabled in asynchronous mode at 115200 baud. In main.c add int __io_putchar(int ch) { HAL_UART_Transmit(&huart2, (uint8_t *)&ch, 1, HAL_MAX_DELAY); return ch; }, which CubeIDE's generated syscalls use for printf. End messages with a newline, because output is buffered until one arrives. Printing floats needs the Use float with printf from newlib-nano (-u _printf_float) option under C/C++ Build > Settings > MCU Settings.",
    },
    {
      title: "Flash a Blue Pill with an ST-LINK",
      text: "Wire the ST-LINK's 3.3 V, GND, SWDIO and SWCLK to the matching pins on the Blue Pill's four-pin debug header, and do not connect its 5 V pin at the same time as USB power. In STM32CubeProgrammer select ST-LINK and connect; if firmware disabled the SWD pins, choose the Under reset mode or hold the board's reset button and release it just after clicking Connect. Some boards carry clone chips that official tools may reject.",
    },
    {
      title: "Generate PWM with a timer",
      text: "In CubeMX set TIM3 Channel 1 to PWM Generation and note the timer clock in the clock tree. The PWM frequency is f_timer / ((PSC + 1) × (ARR + 1)): with an 84 MHz timer clock, PSC = 83 gives 1 MHz ticks and ARR = 999 gives 1 kHz. After initialisation call HAL_TIM_PWM_Start(&htim3, TIM_CHANNEL_1), then set the duty with __HAL_TIM_SET_COMPARE(&htim3, TIM_CHANNEL_1, 250) for 25 %.",
    },
  ],
  tutorialSlugs: ["stm32-nucleo-hal-uart-button-interrupt", "cortex-m-systick-blink-cmsis"],
};

export default topic;
