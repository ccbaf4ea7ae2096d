import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "ece",
  kind: "branch",
  title: "Electronics and Communication Engineering (ECE)",
  headTitle: "Embedded Systems for ECE: Circuits, DSP, RF, FPGA and PCBs",
  description:
    "What ECE students should learn in embedded systems: circuit design, signal processing, communication links, RF, FPGA and VLSI basics, firmware and PCB design.",
  keywords: [
    "ECE projects",
    "electronics and communication engineering",
    "embedded firmware",
    "digital signal processing",
    "FPGA Verilog",
    "RF design",
    "PCB design KiCad",
    "communication systems",
    "software defined radio",
  ],
  intro: [
    "Electronics and communication engineering is the branch closest to the hardware. ECE graduates design the circuits, firmware, radios and chips inside phones, network equipment, vehicles, medical devices and industrial controllers, so embedded systems are not a side subject but the place where most ECE theory becomes a working product.",
    "The useful habit for an ECE student is to connect each course to something measurable: the RC filter from circuit theory to a trace on an oscilloscope, the sampling theorem to aliasing you can hear, modulation theory to the packets a LoRa radio actually receives. Building small systems that span analog, digital and RF is the fastest way to make that connection.",
  ],
  basics: [
    "Analog fundamentals come first: Ohm's law, voltage dividers, RC filters with cutoff fc = 1 / (2πRC), transistors as switches and amplifiers, and op-amp stages. Simulate in LTspice before building, then measure the real circuit; the differences (tolerances, parasitics, loading by the next stage) are where design skill is learned.",
    "A microcontroller is a CPU plus memory plus peripherals controlled through registers: GPIO, timers, ADC, UART, SPI, I2C and interrupts. Start with the Arduino environment if you like, but move to register-level C on an AVR (DDRx, PORTx, PINx) and then to an ARM Cortex-M part such as the STM32 with a debugger over SWD. Single-stepping code and watching registers teaches more than any number of print statements.",
    "Signals and communication tie the branch together. Sample at more than twice the highest frequency present or aliasing folds high frequencies into false low ones, which is why an analog anti-aliasing filter sits before the ADC. Resolution sets quantisation noise: an N-bit converter splits its reference into 2^N steps, and the RMS quantisation noise is about one step divided by √12. Modulation (AM, FM, FSK, PSK, and the chirp spread spectrum used by LoRa), noise, bandwidth and link budgets in decibels decide how far and how fast data travels.",
    "A breadboard is fine at audio frequencies but its long wires and stray capacitance ruin fast digital and RF circuits. Real designs move to a PCB with a solid ground plane, a 100 nF decoupling capacitor at each supply pin and short return paths. Ground is not an ideal wire: every trace has inductance, and high-frequency current returns directly beneath its signal trace, so a slot cut in the plane under a fast signal forces a long detour.",
  ],
  features: [
    {
      title: "Analog and mixed-signal design",
      text: "Sensor front ends, filters, amplifiers, references and ADC/DAC interfaces. Knowing noise, offset and input impedance decides whether an ADC's nominal resolution is actually usable.",
    },
    {
      title: "Embedded firmware",
      text: "C and C++ on microcontrollers, interrupt-driven drivers, DMA, low-power modes and real-time operating systems such as FreeRTOS. Reading a reference manual and writing a peripheral driver from it is a core ECE skill.",
    },
    {
      title: "Digital signal processing",
      text: "FIR and IIR filters, FFTs and audio processing on real hardware. Cortex-M4 and M7 cores add DSP instructions and an optional floating-point unit, and the CMSIS-DSP library provides optimised filter and FFT functions.",
    },
    {
      title: "Communication systems",
      text: "On-board buses (UART, I2C, SPI), wired field buses (CAN, RS-485) and wireless links (Bluetooth Low Energy, Wi-Fi, Zigbee, LoRa). Each is a concrete example of framing, encoding, error detection and medium access.",
    },
    {
      title: "RF and antennas",
      text: "50 Ω transmission lines, impedance matching, antenna placement and measurement with a vector network analyser such as the NanoVNA. An RTL-SDR dongle is an inexpensive receive-only window into real spectrum; transmitting requires respecting licensing rules.",
    },
    {
      title: "VLSI and FPGA",
      text: "Hardware description languages (Verilog, VHDL), simulation, synthesis and timing analysis. FPGAs let you build custom digital logic today; the Lattice iCE40 family has a fully open toolchain (Yosys, nextpnr), and open process kits such as SkyWater SKY130 let students follow a real ASIC flow.",
    },
    {
      title: "PCB design and test",
      text: "Schematic capture and layout in KiCad, design rule checks, manufacturing files, then bring-up with a multimeter, oscilloscope and logic analyser. Designing for testability, with test points and a debug header, saves days later.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Ultrasonic distance meter with an LCD",
        text: "An Arduino Uno triggers an HC-SR04 with a 10 µs pulse, times the echo with pulseIn() and shows the distance on a 16x2 I2C LCD: distance in cm is about the echo time in µs divided by 58, from the speed of sound and the there-and-back path.",
        slug: "ultrasonic-distance-meter-hc-sr04",
      },
      {
        title: "555 oscillator and filter lab",
        text: "Build a 555 astable at about 1 kHz (R1 = 1 kΩ, R2 = 10 kΩ, C = 68 nF gives 1.44 / ((R1 + 2 R2) C) of roughly 1 kHz), pass it through an RC low-pass filter and compare the oscilloscope traces with an LTspice simulation.",
      },
      {
        title: "Register-level AVR firmware",
        text: "Blink an LED and send text over the UART on an ATmega328P by writing DDRB, PORTB and the UART registers in C with avr-gcc, then set the result beside the Arduino version: flash used, and how fast a pin can toggle.",
      },
      {
        title: "Infrared remote decoder",
        text: "Connect a 38 kHz IR receiver module, capture the pulse train of a remote with a logic analyser, and write a decoder for the NEC protocol's pulse-distance encoding.",
      },
    ],
    intermediate: [
      {
        title: "Real-time digital filter on a Cortex-M4",
        text: "Trigger the ADC from a timer at a fixed sample rate, filter with a CMSIS-DSP FIR designed in Python with scipy.signal, and output through a DAC; sweep a sine input to measure the real frequency response.",
      },
      {
        title: "Audio spectrum analyser",
        text: "Read an I2S MEMS microphone such as the INMP441 with an ESP32, compute an FFT with a window function and show the bands on an LED matrix or OLED. Teaches sampling, windowing and frequency resolution.",
      },
      {
        title: "LoRa link budget experiment",
        text: "With two SX1276-based modules, vary spreading factor and bandwidth, log RSSI and SNR against distance, and compare with a calculated link budget. Shows the trade between data rate and range directly.",
      },
    ],
    advanced: [
      {
        title: "UART or SPI controller in Verilog",
        text: "Write the module and a testbench, simulate with Icarus Verilog or Verilator, synthesise for an iCE40 or Artix-7 board, and verify the real waveforms with a logic analyser.",
      },
      {
        title: "SDR receiver chain",
        text: "Use an RTL-SDR with GNU Radio to demodulate FM broadcast, then decode ADS-B aircraft messages at 1090 MHz, building the filter, demodulator and decoder blocks yourself.",
      },
      {
        title: "Audio-band modem",
        text: "Send data between two microcontrollers as FSK or BPSK tones through a cable or speaker and microphone, add framing and a CRC, and measure bit error rate against added noise.",
      },
    ],
  },
  topProjects: [
    {
      title: "Custom ESP32 sensor board",
      text: "Design a two-layer board in KiCad with a regulator, USB-to-serial, an ESP32 module and sensors, respecting the antenna keep-out area. Ordering, assembling and bringing up your own PCB covers almost every ECE subject at once.",
    },
    {
      title: "Microcontroller oscilloscope",
      text: "Sample with the ADC through DMA on an STM32 or RP2040, add triggering and a timebase, and display on a TFT or stream to a PC. You meet sample rate limits, buffer management and analog input protection.",
    },
    {
      title: "FPGA VGA pattern generator",
      text: "Generate horizontal and vertical sync with counters and draw patterns or text on a monitor. Precise timing makes it an ideal first real FPGA design.",
    },
    {
      title: "Wireless sensor network",
      text: "Several nodes with BLE, Zigbee or LoRa report to a gateway with retries, acknowledgements and battery monitoring, showing medium access and power budgets in practice.",
    },
  ],
  tutorials: [
    {
      title: "Measure an RC low-pass filter",
      text: "Choose R = 1.6 kΩ and C = 100 nF, giving fc = 1 / (2πRC) of about 1 kHz. Drive the input with a sine from a function generator and put both channels of an oscilloscope on input and output. At 100 Hz the output almost equals the input; at 1 kHz it falls to about 0.707 of the input (minus 3 dB) with a 45° phase lag; at 10 kHz it is about one tenth. Plot the measured gain in dB against frequency on a log axis and compare with the formula.",
    },
    {
      title: "Blink an LED in Verilog on an iCE40",
      text: "Write a module with a 24-bit counter incremented on every clock edge and connect its top bit to an LED. With a 12 MHz clock, bit 23 toggles every 2²³ cycles, about 0.7 s, so the LED blinks about every 1.4 s. Map the clock and LED pins in a PCF constraints file, then run yosys (synth_ice40), nextpnr-ice40, icepack and iceprog. Simulate first with a testbench and a smaller counter so the waveform fits on screen.",
    },
    {
      title: "Sample a signal and find its frequency with an FFT",
      text: "Use a timer interrupt or DMA to fill a buffer of N samples at a fixed rate fs; the bin spacing is fs / N, so 1024 samples at 8 kHz give bins about 7.8 Hz apart. Subtract the mean to remove DC, apply a Hann window to reduce leakage, run the FFT and take the magnitude of each bin. The largest bin gives the dominant frequency; check that nothing above fs / 2 reaches the ADC.",
    },
  ],
  tutorialSlugs: [
    "ultrasonic-distance-meter-hc-sr04",
    "ne555-astable-led-flasher",
    "atmega328p-timer1-interrupt-blink",
    "arduino-i2c-master-slave-two-boards",
    "stm32-nucleo-hal-uart-button-interrupt",
  ],
};

export default topic;
