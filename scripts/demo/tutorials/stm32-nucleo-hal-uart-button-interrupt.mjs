// STM32CubeIDE HAL project for the Nucleo-F401RE: printf retargeted to USART2 (ST-LINK virtual COM port, 115200 baud) and the B1 button on PC13 handled as an EXTI falling-edge interrupt.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "stm32-hal-uart-button",
  data: {
    slug: "stm32-nucleo-hal-uart-button-interrupt",
    title:
      "STM32 Nucleo-F401RE with STM32CubeIDE HAL: printf over the ST-LINK Virtual COM Port and the B1 Button as an EXTI Interrupt",
    topic: "stm32",
    meta: {
      title: "STM32 Nucleo HAL: printf over USART2 and a B1 Button Interrupt",
      description:
        "Set up USART2 at 115200 baud and PC13 as an EXTI interrupt in STM32CubeIDE, retarget printf with __io_putchar and handle B1 presses in HAL_GPIO_EXTI_Callback.",
      keywords:
        "stm32, nucleo-f401re, stm32cubeide, hal, usart2, printf, __io_putchar, _write, virtual com port, st-link, exti, HAL_GPIO_EXTI_Callback, pc13, interrupt",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Two things make every later STM32 project easier: a way to print messages to your computer, and a way to react to an input the moment it changes instead of polling it. A Nucleo-F401RE has both built in. Its on-board ST-LINK programmer doubles as a USB-to-serial adapter wired to the STM32's USART2, and the blue user button B1 sits on PC13, a pin that can trigger an external interrupt (EXTI).",
          },
          {
            p: "In this tutorial you create an STM32CubeIDE project for the board, configure USART2 and the EXTI line in the graphical configuration tool, redirect printf to the UART, and count button presses in HAL_GPIO_EXTI_Callback while the main loop does the printing. You will see exactly which user code goes between which USER CODE comments, why the interrupt callback only sets a flag, and how the baud rate is derived from the 42 MHz APB1 clock. Allow about 45 minutes, plus the STM32CubeIDE download and installation.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × NUCLEO-F401RE board",
              "1 × USB cable with a Mini-B plug for the ST-LINK connector",
              "STM32CubeIDE (free from ST), which includes the compiler, the configuration tool and the debugger",
              "A serial terminal: PuTTY or Tera Term on Windows, screen or minicom on Linux and macOS, or the terminal built into STM32CubeIDE",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Connections on the board" },
          {
            p: "Everything used here is already wired on the Nucleo. The table shows which STM32 pins are involved and what the board connects them to.",
          },
          {
            table: {
              header: ["STM32 pin", "Function", "Connected to", "Note"],
              rows: [
                {
                  cells: [
                    "PA2",
                    "USART2_TX",
                    "ST-LINK virtual COM port (receive side)",
                    "Not on Arduino header D1 unless SB62 is closed (open by default)",
                  ],
                },
                {
                  cells: [
                    "PA3",
                    "USART2_RX",
                    "ST-LINK virtual COM port (transmit side)",
                    "Not on Arduino header D0 unless SB63 is closed (open by default)",
                  ],
                },
                {
                  cells: [
                    "PC13",
                    "GPIO_EXTI13, falling edge",
                    "B1 USER button (blue)",
                    "The board pulls PC13 high; pressing B1 pulls it low, so the press is a falling edge",
                  ],
                },
                { cells: ["PA5", "GPIO output", "LD2 green LED", "Toggled on each accepted press"] },
                { cells: ["ST-LINK USB", "Power, SWD, virtual COM port", "Your computer", "One cable does everything"] },
              ],
            },
          },
          {
            warning:
              "As the board ships, PA2 and PA3 go only to the ST-LINK (through solder bridges SB13 and SB14); the Arduino-style D1 and D0 pins reach them only if SB62 and SB63 are closed, and those are open by default. So a shield on D0 and D1 does not see this serial output. Do not close SB62 and SB63 while SB13 and SB14 are still fitted and something drives D0: two outputs on the same line fight, which garbles data and can overload the pins. All STM32 I/O here is 3.3 V logic.",
          },
        ],
      },
      {
        section: "configure",
        content: [
          { h2: "Create and configure the project" },
          {
            ol: [
              "In STM32CubeIDE choose File > New > STM32 Project. In the Board Selector tab type NUCLEO-F401RE, select the board and click Next.",
              "Name the project nucleo_uart_button, keep Targeted Language C, Binary Type Executable and Targeted Project Type STM32Cube, and click Finish. Answer Yes to Initialize all peripherals with their default Mode, and Yes to open the Device Configuration Tool perspective.",
              "In Pinout & Configuration open Connectivity > USART2. Check Mode is Asynchronous and, under Parameter Settings, Baud Rate 115200, Word Length 8 Bits (including Parity), Parity None, Stop Bits 1. The pinout view should show PA2 as USART2_TX and PA3 as USART2_RX.",
              "Open System Core > GPIO and select PC13 (labelled B1 [Blue PushButton]). Set GPIO mode to External Interrupt Mode with Falling edge trigger detection and GPIO Pull-up/Pull-down to No pull-up and no pull-down, because the board already has a pull-up on this line.",
              "Still under System Core > GPIO, open the NVIC tab and tick Enabled for EXTI line[15:10] interrupts. Lines 10 to 15 share this one interrupt vector, and line 13 is ours.",
              "Leave the Clock Configuration at the board default: HSI 16 MHz through the PLL to an 84 MHz system clock, with APB1 at 42 MHz.",
              "Save the .ioc file (Ctrl+S) and accept code generation. CubeIDE writes main.c, stm32f4xx_it.c, stm32f4xx_hal_msp.c and the rest.",
            ],
          },
          {
            p: "The baud rate comes from the APB1 clock, because USART2 sits on that bus. With 16× oversampling the divider is USARTDIV = 42,000,000 / (16 × 115,200) ≈ 22.79. The BRR register holds it as a whole part and a fraction in sixteenths, and the HAL's integer arithmetic stores 22 + 12/16 = 22.75. The real baud rate is therefore 42,000,000 / (16 × 22.75) ≈ 115,385, only 0.16 % fast and well inside what a UART receiver tolerates.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The code you add" },
          {
            p: "CubeIDE regenerates its own code every time you save the .ioc file, and keeps only what sits between matching /* USER CODE BEGIN ... */ and /* USER CODE END ... */ comments. Everything you type must therefore go inside those pairs. This table lists the six places in Core/Src/main.c used here:",
          },
          {
            table: {
              header: ["USER CODE section", "Where it is in main.c", "What goes there"],
              rows: [
                { cells: ["Includes", 'Near the top, after #include "main.h"', "#include <stdio.h> for printf and setvbuf"] },
                { cells: ["PD (private defines)", "After the includes", "DEBOUNCE_MS"] },
                {
                  cells: [
                    "PV (private variables)",
                    "After UART_HandleTypeDef huart2;",
                    "The three volatile variables shared with the interrupt",
                  ],
                },
                { cells: ["0", "Just before int main(void)", "__io_putchar() and HAL_GPIO_EXTI_Callback()"] },
                { cells: ["2", "In main(), after MX_USART2_UART_Init();", "Unbuffered stdout and the start-up message"] },
                { cells: ["3", "Inside while (1), after USER CODE END WHILE", "Printing each press and toggling LD2"] },
              ],
            },
          },
          {
            p: "Here is main.c after generation with your additions in place. Code outside the USER CODE pairs is what STM32CubeIDE generates for this configuration; to save space, the empty USER CODE pairs, most generated comments and the USE_FULL_ASSERT block at the end are left out, and your copy may differ slightly in comments and ordering between CubeIDE versions. Type only the parts inside the USER CODE pairs.",
          },
          {
            code: {
              lang: "c",
              text: String.raw`/* USER CODE BEGIN Header */
/* main.c: NUCLEO-F401RE, printf over USART2 (ST-LINK VCP) and B1 (PC13) on EXTI */
/* USER CODE END Header */
#include "main.h"

/* Private includes ----------------------------------------------------------*/
/* USER CODE BEGIN Includes */
#include <stdio.h>
/* USER CODE END Includes */

/* Private define ------------------------------------------------------------*/
/* USER CODE BEGIN PD */
#define DEBOUNCE_MS 50U /* ignore further edges for 50 ms after an accepted press */
/* USER CODE END PD */

/* Private variables ---------------------------------------------------------*/
UART_HandleTypeDef huart2;

/* USER CODE BEGIN PV */
static volatile uint32_t press_count = 0;  /* accepted presses since reset */
static volatile uint32_t press_tick = 0;   /* HAL_GetTick() at the last accepted press */
static volatile uint8_t press_pending = 0; /* set by the interrupt, cleared by main */
/* USER CODE END PV */

/* Private function prototypes -----------------------------------------------*/
void SystemClock_Config(void);
static void MX_GPIO_Init(void);
static void MX_USART2_UART_Init(void);

/* Private user code ---------------------------------------------------------*/
/* USER CODE BEGIN 0 */
/* printf() -> _write() in syscalls.c -> __io_putchar() for each character */
int __io_putchar(int ch)
{
  uint8_t c = (uint8_t)ch;
  HAL_UART_Transmit(&huart2, &c, 1, HAL_MAX_DELAY);
  return ch;
}

/* Called from EXTI15_10_IRQHandler via HAL_GPIO_EXTI_IRQHandler: keep it short */
void HAL_GPIO_EXTI_Callback(uint16_t GPIO_Pin)
{
  if (GPIO_Pin == B1_Pin) {
    uint32_t now = HAL_GetTick();
    if (now - press_tick >= DEBOUNCE_MS) {
      press_tick = now;
      press_count++;
      press_pending = 1;
    }
  }
}
/* USER CODE END 0 */

int main(void)
{
  HAL_Init();
  SystemClock_Config();
  MX_GPIO_Init();
  MX_USART2_UART_Init();

  /* USER CODE BEGIN 2 */
  setvbuf(stdout, NULL, _IONBF, 0); /* send each character at once, no buffering */
  printf("\r\nNUCLEO-F401RE ready, SYSCLK = %lu Hz. Press B1.\r\n",
         (unsigned long)HAL_RCC_GetSysClockFreq());
  /* USER CODE END 2 */

  /* USER CODE BEGIN WHILE */
  while (1)
  {
    /* USER CODE END WHILE */

    /* USER CODE BEGIN 3 */
    if (press_pending) {
      __disable_irq(); /* copy the shared values as one consistent set */
      uint32_t count = press_count;
      uint32_t tick = press_tick;
      press_pending = 0;
      __enable_irq();

      HAL_GPIO_TogglePin(LD2_GPIO_Port, LD2_Pin);
      printf("B1 press #%lu at %lu ms, LD2 %s\r\n", (unsigned long)count,
             (unsigned long)tick,
             HAL_GPIO_ReadPin(LD2_GPIO_Port, LD2_Pin) == GPIO_PIN_SET ? "on" : "off");
    }
  }
  /* USER CODE END 3 */
}

void SystemClock_Config(void)
{
  RCC_OscInitTypeDef RCC_OscInitStruct = {0};
  RCC_ClkInitTypeDef RCC_ClkInitStruct = {0};

  __HAL_RCC_PWR_CLK_ENABLE();
  __HAL_PWR_VOLTAGESCALING_CONFIG(PWR_REGULATOR_VOLTAGE_SCALE2);

  /* HSI 16 MHz / M 16 = 1 MHz, x N 336 = 336 MHz VCO, / P 4 = 84 MHz SYSCLK */
  RCC_OscInitStruct.OscillatorType = RCC_OSCILLATORTYPE_HSI;
  RCC_OscInitStruct.HSIState = RCC_HSI_ON;
  RCC_OscInitStruct.HSICalibrationValue = RCC_HSICALIBRATION_DEFAULT;
  RCC_OscInitStruct.PLL.PLLState = RCC_PLL_ON;
  RCC_OscInitStruct.PLL.PLLSource = RCC_PLLSOURCE_HSI;
  RCC_OscInitStruct.PLL.PLLM = 16;
  RCC_OscInitStruct.PLL.PLLN = 336;
  RCC_OscInitStruct.PLL.PLLP = RCC_PLLP_DIV4;
  RCC_OscInitStruct.PLL.PLLQ = 7;
  if (HAL_RCC_OscConfig(&RCC_OscInitStruct) != HAL_OK)
  {
    Error_Handler();
  }

  RCC_ClkInitStruct.ClockType = RCC_CLOCKTYPE_HCLK | RCC_CLOCKTYPE_SYSCLK
                              | RCC_CLOCKTYPE_PCLK1 | RCC_CLOCKTYPE_PCLK2;
  RCC_ClkInitStruct.SYSCLKSource = RCC_SYSCLKSOURCE_PLLCLK;
  RCC_ClkInitStruct.AHBCLKDivider = RCC_SYSCLK_DIV1;
  RCC_ClkInitStruct.APB1CLKDivider = RCC_HCLK_DIV2; /* 42 MHz: USART2's clock */
  RCC_ClkInitStruct.APB2CLKDivider = RCC_HCLK_DIV1;

  if (HAL_RCC_ClockConfig(&RCC_ClkInitStruct, FLASH_LATENCY_2) != HAL_OK)
  {
    Error_Handler();
  }
}

static void MX_USART2_UART_Init(void)
{
  huart2.Instance = USART2;
  huart2.Init.BaudRate = 115200;
  huart2.Init.WordLength = UART_WORDLENGTH_8B;
  huart2.Init.StopBits = UART_STOPBITS_1;
  huart2.Init.Parity = UART_PARITY_NONE;
  huart2.Init.Mode = UART_MODE_TX_RX;
  huart2.Init.HwFlowCtl = UART_HWCONTROL_NONE;
  huart2.Init.OverSampling = UART_OVERSAMPLING_16;
  if (HAL_UART_Init(&huart2) != HAL_OK)
  {
    Error_Handler();
  }
}

static void MX_GPIO_Init(void)
{
  GPIO_InitTypeDef GPIO_InitStruct = {0};

  __HAL_RCC_GPIOC_CLK_ENABLE();
  __HAL_RCC_GPIOH_CLK_ENABLE();
  __HAL_RCC_GPIOA_CLK_ENABLE();
  __HAL_RCC_GPIOB_CLK_ENABLE();

  HAL_GPIO_WritePin(LD2_GPIO_Port, LD2_Pin, GPIO_PIN_RESET);

  /* B1 on PC13: EXTI line 13, falling edge, no internal pull (the board has one) */
  GPIO_InitStruct.Pin = B1_Pin;
  GPIO_InitStruct.Mode = GPIO_MODE_IT_FALLING;
  GPIO_InitStruct.Pull = GPIO_NOPULL;
  HAL_GPIO_Init(B1_GPIO_Port, &GPIO_InitStruct);

  /* LD2 on PA5: push-pull output */
  GPIO_InitStruct.Pin = LD2_Pin;
  GPIO_InitStruct.Mode = GPIO_MODE_OUTPUT_PP;
  GPIO_InitStruct.Pull = GPIO_NOPULL;
  GPIO_InitStruct.Speed = GPIO_SPEED_FREQ_LOW;
  HAL_GPIO_Init(LD2_GPIO_Port, &GPIO_InitStruct);

  /* EXTI lines 10 to 15 share one interrupt vector */
  HAL_NVIC_SetPriority(EXTI15_10_IRQn, 0, 0);
  HAL_NVIC_EnableIRQ(EXTI15_10_IRQn);
}

void Error_Handler(void)
{
  __disable_irq();
  while (1)
  {
  }
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "printf() formats the text and hands it to the C library's _write() function. STM32CubeIDE generates Core/Src/syscalls.c with a weak _write() that calls __io_putchar() once per character, and declares __io_putchar() as a weak external. Defining __io_putchar() in main.c connects the two: each character goes out through HAL_UART_Transmit() on USART2, into the ST-LINK, and up the USB cable as a virtual COM port. A blocking transmit of one byte at 115,200 baud takes about 87 µs (10 bits including start and stop bit), so a 40-character line costs roughly 3.5 ms. That is fine in the main loop and exactly why printing does not belong in an interrupt.",
          },
          {
            p: "An alternative is to define _write() yourself, which overrides the weak one and can send the whole buffer with a single HAL_UART_Transmit(&huart2, (uint8_t *)ptr, len, HAL_MAX_DELAY) call. Either way, setvbuf(stdout, NULL, _IONBF, 0) switches off the C library's output buffering so that text appears even before a newline arrives.",
          },
          {
            p: "When B1 is pressed, PC13 falls and EXTI line 13 sets its pending bit. The generated EXTI15_10_IRQHandler() in stm32f4xx_it.c calls HAL_GPIO_EXTI_IRQHandler(B1_Pin), which clears the pending bit and calls HAL_GPIO_EXTI_Callback(). The HAL defines that callback as a weak empty function, so yours replaces it. Because lines 10 to 15 share one vector, the callback checks which pin fired.",
          },
          {
            p: "The callback does three quick things and returns: it records the time, counts the press and sets a flag. Contacts bounce, producing several edges per press, so edges within 50 ms of an accepted press are ignored. The variables are volatile because the main loop and the interrupt both use them, and the main loop briefly disables interrupts while copying them so it never prints a count from one press with the time of another.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build, flash and connect" },
          {
            ol: [
              "Add the user code to Core/Src/main.c in the six places listed above and save.",
              "Build with Project > Build Project (the hammer icon). The Console should end with 0 errors.",
              "Connect the Nucleo and click Run (the green play button). Accept the default debug configuration for the ST-LINK if asked. The program is flashed and starts.",
              "Find the virtual COM port: on Windows it is listed in Device Manager as STMicroelectronics STLink Virtual COM Port (COMx); on Linux it is usually /dev/ttyACM0; on macOS /dev/cu.usbmodem followed by a number.",
              "Open it at 115200 baud, 8 data bits, no parity, 1 stop bit, no flow control, for example with screen /dev/ttyACM0 115200 on Linux.",
              "Press the black reset button B2 to see the start-up message, then press the blue B1 button a few times.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            code: {
              lang: "plaintext",
              text: `NUCLEO-F401RE ready, SYSCLK = 84000000 Hz. Press B1.
B1 press #1 at 2315 ms, LD2 on
B1 press #2 at 3107 ms, LD2 off
B1 press #3 at 3690 ms, LD2 on
`,
            },
          },
          {
            p: "Each press prints one line and toggles the green LD2 LED. The times are milliseconds since reset from the HAL's 1 ms SysTick counter, and the count rises by exactly one per press: two lines for one press means the debounce time is too short for your button. Holding B1 down does not repeat: only the falling edge of the press raises the interrupt. If an extra line occasionally appears as you let go, the contacts are bouncing on release; raise DEBOUNCE_MS.",
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
                    "Terminal stays blank",
                    "Wrong COM port or baud rate, or another program (such as a second terminal) holds the port",
                    "Pick the STLink Virtual COM Port, set 115200 8N1, close other terminals, then press B2",
                  ],
                },
                {
                  cells: [
                    "Start-up message appears but presses print nothing",
                    "EXTI line[15:10] interrupts not enabled in the NVIC tab, so the callback never runs",
                    "Tick the NVIC option, save to regenerate, and check MX_GPIO_Init now calls HAL_NVIC_EnableIRQ(EXTI15_10_IRQn)",
                  ],
                },
                {
                  cells: [
                    "Your code vanished after changing the configuration",
                    "It was outside the USER CODE BEGIN/END pairs and was overwritten by code generation",
                    "Retype it between the matching USER CODE comments",
                  ],
                },
                {
                  cells: [
                    "Garbled characters",
                    "Terminal baud rate does not match, or the clock configuration was changed so APB1 is no longer 42 MHz without regenerating",
                    "Set the terminal to 115200 and regenerate code after any clock change so HAL_UART_Init() recomputes BRR",
                  ],
                },
                {
                  cells: [
                    "printf with %f prints nothing for the number",
                    "newlib-nano leaves out float formatting by default",
                    "Enable Use float with printf from newlib-nano (-u _printf_float) under Project > Properties > C/C++ Build > Settings > MCU Settings",
                  ],
                },
                {
                  cells: [
                    "Two or more lines per press",
                    "Switch bounce lasting longer than DEBOUNCE_MS",
                    "Raise DEBOUNCE_MS to 100U",
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
              "Receive commands: enable the USART2 global interrupt in the NVIC tab, start reception with HAL_UART_Receive_IT(&huart2, &rx_byte, 1) and handle each byte in HAL_UART_RxCpltCallback(), re-arming the reception there.",
              "Measure how long B1 is held: add a second EXTI mode with both edges (GPIO_MODE_IT_RISING_FALLING) and compare HAL_GetTick() at the falling and rising edges.",
              "Stop blocking on output: send whole lines with HAL_UART_Transmit_DMA() from a ring buffer, so printing no longer stalls the main loop for milliseconds.",
            ],
          },
        ],
      },
    ],
  },
};
