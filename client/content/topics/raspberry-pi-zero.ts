import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "raspberry-pi-zero",
  kind: "board",
  title: "Raspberry Pi Zero",
  headTitle: "Raspberry Pi Zero, Zero W and Zero 2 W: Specs and Projects",
  description:
    "Raspberry Pi Zero, Zero W and Zero 2 W compared: processors, wireless, GPIO, camera and power, with headless setup steps and project ideas for every level.",
  keywords: [
    "Raspberry Pi Zero",
    "Raspberry Pi Zero W",
    "Raspberry Pi Zero 2 W",
    "Pi Zero GPIO",
    "headless Raspberry Pi",
    "Raspberry Pi OS Lite",
    "USB OTG gadget",
    "Pi Zero camera",
  ],
  image: {
    src: "/images/boards/raspberry-pi-zero.svg",
    alt: "Raspberry Pi Zero board with mini-HDMI port, two micro-USB ports, microSD slot, camera connector and unpopulated 40-pin GPIO header",
  },
  intro: [
    "The Raspberry Pi Zero family packs a complete Linux computer onto a 65 x 30 mm board. Unlike a microcontroller, a Zero boots a full operating system, usually Raspberry Pi OS, from a microSD card, so it can run Python, web servers, databases and camera software while still offering the familiar 40-pin GPIO header for hardware projects.",
    "Three main versions exist, and the differences matter. The original Pi Zero (2015) has a single-core 1 GHz Broadcom BCM2835 and no wireless. The Zero W (2017) keeps that processor and adds 2.4 GHz 802.11 b/g/n Wi-Fi and Bluetooth 4.1 with BLE. The Zero 2 W (2021) looks almost identical but uses the RP3A0 module with a quad-core 64-bit Cortex-A53 at 1 GHz, making it several times faster on multi-threaded work, and has Wi-Fi plus Bluetooth 4.2 with BLE. All three have 512 MB of RAM.",
    "Zeros fit where a full-size Pi is too big or power hungry but a microcontroller is too limited: cameras, small network appliances, USB gadgets and embedded displays. Versions with an H suffix, such as the Zero WH, come with the GPIO header already soldered.",
  ],
  basics: [
    "The board has a mini-HDMI port, two micro-USB ports and a microSD slot. The micro-USB port marked PWR IN is for power only; the one marked USB is an On-The-Go data port, so a keyboard or flash drive needs a micro-USB OTG adapter, and several devices need a hub. There is no Ethernet port and no 3.5 mm audio jack: sound goes out over HDMI, through PWM on GPIO pins, or through an I2S DAC board.",
    "The 40-pin header has the same layout as larger Raspberry Pi models, so most HATs and the smaller pHATs fit, but on non-H boards it is unpopulated and you solder on a male header yourself. Logic is 3.3 V and the pins are not 5 V tolerant, so 5 V sensor outputs need a level shifter or divider, and Raspberry Pi gives 16 mA as the most a single pin should source or sink. The 5 V pins connect directly to the supply and the 3.3 V pins suit only low-current loads. There is no analog input at all: to read a potentiometer or analog sensor, add an ADC chip such as the MCP3008 (SPI) or ADS1115 (I2C).",
    "Use Raspberry Pi Imager to write the operating system to the card. Raspberry Pi OS Lite, without a desktop, is the usual choice because 512 MB of RAM is tight for a graphical session. Imager's customisation settings preset the hostname, user account, Wi-Fi network and SSH, so the board works headless, with no screen or keyboard. The original Zero and Zero W use the 32-bit ARMv6 architecture, for which some modern software no longer ships builds; the Zero 2 W can run the 64-bit OS. Wi-Fi on every wireless Zero is 2.4 GHz only, so a board set up for a 5 GHz-only network never appears.",
    "A Zero draws far less power than a Pi 4 but is still a Linux computer. It needs a stable 5 V supply (the Zero 2 W needs noticeably more current than the older models under load), and cutting power while it writes can corrupt the SD card, so shut down with sudo shutdown -h now or wire a button using the gpio-shutdown overlay. Booting takes many seconds and Linux is not real-time, so microsecond-exact timing is better handed to a microcontroller such as a Pico connected over UART or I2C.",
  ],
  features: [
    {
      title: "Processor by model",
      text: "Zero and Zero W: Broadcom BCM2835 with a single ARM1176JZF-S core at 1 GHz (32-bit ARMv6). Zero 2 W: RP3A0 system-in-package with four 64-bit ARM Cortex-A53 cores at 1 GHz, the same core type used in the Raspberry Pi 3.",
    },
    {
      title: "Memory and storage",
      text: "512 MB of RAM on every model, with the operating system and all files on a microSD card. Card quality strongly affects speed and reliability, so buy a reputable, application-rated (A1 or better) card.",
    },
    {
      title: "Wireless on the W models",
      text: "Zero W: 2.4 GHz 802.11 b/g/n Wi-Fi and Bluetooth 4.1 with BLE. Zero 2 W: 2.4 GHz 802.11 b/g/n Wi-Fi and Bluetooth 4.2 with BLE. The original Zero has no radio and needs a USB adapter for any networking.",
    },
    {
      title: "40-pin GPIO header",
      text: "Standard Raspberry Pi pinout with 3.3 V GPIO, a hardware UART, I2C, SPI, PWM-capable pins and 5 V, 3.3 V and ground pins. Unpopulated unless you buy an H version.",
    },
    {
      title: "Camera connector",
      text: "A CSI camera connector (from Zero v1.3 onwards and on all W models) works with the official camera modules, but it is a smaller 22-pin connector, so you need the Zero-specific ribbon cable instead of the standard 15-pin one.",
    },
    {
      title: "Video output",
      text: "Mini-HDMI output, which needs a mini-HDMI cable or adapter, plus composite video on unpopulated test pads for connecting old TVs or small analog screens.",
    },
    {
      title: "USB On-The-Go",
      text: "The data port supports OTG, so besides hosting devices the Zero can act as a USB device: with the dwc2 driver it can appear to a computer as a network adapter, serial port, keyboard or mass-storage drive.",
    },
    {
      title: "Small size, low power",
      text: "At 65 x 30 mm and a few grams, with idle current far below a full-size Pi, it suits wearables and battery projects, although a microcontroller still wins when a battery must last for months.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Headless Linux box over SSH",
        text: "Set up a Zero W or Zero 2 W with Imager, log in over SSH and practise Linux basics: apt updates, editing files with nano, and checking disk and memory use with df and free.",
      },
      {
        title: "LED and button with gpiozero",
        text: "An LED with a 330 Ω resistor and a push button to ground, read with the internal pull-up. About ten lines of Python teach BCM pin numbering and event callbacks.",
        slug: "raspberry-pi-zero-button-led-gpiozero",
      },
      {
        title: "Network-wide ad blocker",
        text: "Install Pi-hole on a wireless Zero and point your router's DNS at it. A practical introduction to DNS, static IP addresses and running a service that starts at boot.",
      },
      {
        title: "DS18B20 temperature logger",
        text: "Enable 1-Wire on GPIO4, add the DS18B20 with a 4.7 kΩ pull-up from data to 3.3 V, and append timestamped readings to a CSV file every minute using cron.",
      },
    ],
    intermediate: [
      {
        title: "Motion-triggered wildlife camera",
        text: "A camera module plus an HC-SR501 PIR sensor (its output is 3.3 V, safe for GPIO) takes photos with the Picamera2 library whenever something moves. Teaches camera configuration, GPIO events and storage housekeeping.",
      },
      {
        title: "USB gadget tool",
        text: "Configure OTG gadget mode so the Zero appears as a keyboard or serial device when plugged into a computer, for example to type passwords from a hardware button or to act as a serial console.",
      },
      {
        title: "E-paper information display",
        text: "An SPI e-paper HAT shows weather, calendar or transport times fetched over HTTP. The image stays visible without power, so the Zero only needs to wake and refresh occasionally.",
      },
      {
        title: "BLE sensor gateway",
        text: "A Zero W or Zero 2 W scans for Bluetooth LE temperature sensors with a Python BLE library and republishes readings over MQTT, bridging cheap battery sensors to a home automation system.",
      },
    ],
    advanced: [
      {
        title: "Portable retro game console",
        text: "A Zero 2 W, a small SPI or DPI display, buttons on GPIO and a protected Li-ion cell with a charger and 5 V boost board. Design the power path carefully, include safe shutdown, and never leave Li-ion cells charging unprotected or unattended.",
      },
      {
        title: "Low-latency streaming camera",
        text: "Use the Zero 2 W's hardware H.264 encoder to stream camera video over the network and tune resolution, bitrate and keyframe interval to trade image quality against latency and Wi-Fi bandwidth.",
      },
      {
        title: "Read-only appliance image",
        text: "Build a minimal image with Buildroot, or enable the overlay file system in raspi-config, so the root file system is never written and the device survives sudden power cuts.",
      },
      {
        title: "Linux plus microcontroller hybrid",
        text: "Let the Zero handle networking and user interface while a Pico or Arduino does real-time I/O, linked by UART with a simple framed, checksummed message protocol you design yourself.",
      },
    ],
  },
  topProjects: [
    {
      title: "Time-lapse camera",
      text: "Schedule rpicam-still with cron to capture a frame every few minutes, then assemble the images into a video with ffmpeg. It teaches scheduling, file naming, storage budgeting and weatherproof enclosure design.",
    },
    {
      title: "Wireless audio receiver",
      text: "An I2S DAC pHAT and software such as shairport-sync or MPD turn a Zero into an AirPlay or network music player with far better sound than PWM audio.",
    },
    {
      title: "Air quality monitor with web dashboard",
      text: "A PMS5003 particulate sensor (5 V supply, 3.3 V serial levels) on the UART plus a BME280 over I2C, with a small Flask app serving live graphs on the local network.",
    },
    {
      title: "Vision-guided small robot",
      text: "A Zero 2 W with a camera runs OpenCV for line or colour tracking and drives two DC motors through a motor driver board. Keep motor and logic supplies separate so motor noise does not reset the Pi.",
    },
  ],
  tutorials: [
    {
      title: "Headless setup with Raspberry Pi Imager",
      text: "In Raspberry Pi Imager pick your model (Zero, or Zero 2 W for the 64-bit option), choose Raspberry Pi OS Lite and your microSD card. Open the customisation settings, set a hostname, username and password, your 2.4 GHz Wi-Fi name and password and country, and enable SSH. Write the card, insert it, power the board from the PWR IN port and wait a couple of minutes for the first boot. Then run ssh username@hostname.local from your computer and finish with sudo apt update and sudo apt full-upgrade.",
    },
    {
      title: "Blink an LED and read a button in Python",
      text: "Solder a header if your board has none. Wire GPIO17 (physical pin 11) through a 330 Ω resistor to the LED's anode and its cathode to ground (pin 9), and a push button between GPIO27 (pin 13) and ground (pin 14). Run the script with python3: each press toggles the LED, and pause() keeps the program waiting for events. gpiozero enables the internal pull-up for Button by default, so the switch needs no resistor; the LED draws about (3.3 V - 2.0 V) / 330 Ω ≈ 4 mA, well inside the 16 mA per-pin limit.",
      code: {
        lang: "python",
        text: `from signal import pause

from gpiozero import LED, Button

led = LED(17)        # BCM numbering: GPIO17 is physical pin 11
button = Button(27)  # GPIO27, pin 13; internal pull-up on by default

button.when_pressed = led.toggle

pause()
`,
      },
    },
    {
      title: "Take photos with the camera module",
      text: "Power off, lift the camera connector's latch, insert the Zero camera cable with its exposed contacts facing the connector's contacts and press the latch closed; connect the other end to the camera the same way. Boot and test with rpicam-still -o test.jpg (called libcamera-still on older releases). The Python script below does the same with Picamera2: it configures a full-resolution still, starts the camera, waits two seconds for exposure and white balance to settle and saves photo.jpg.",
      code: {
        lang: "python",
        text: `import time

from picamera2 import Picamera2

picam2 = Picamera2()
picam2.configure(picam2.create_still_configuration())
picam2.start()
time.sleep(2)  # let exposure and white balance settle
picam2.capture_file("photo.jpg")
picam2.stop()
print("Saved photo.jpg")
`,
      },
    },
    {
      title: "Read an I2C sensor",
      text: "Enable I2C in sudo raspi-config under Interface Options, or with the first command below. Wire a 3.3 V BME280 breakout: VIN to 3.3 V (pin 1), SDA to GPIO2 (pin 3), SCL to GPIO3 (pin 5), GND to pin 6; the board's 1.8 kΩ pull-ups on those two pins mean the breakout needs none of its own. Install i2c-tools and scan bus 1: the sensor should appear at address 0x76 or 0x77. If the grid stays empty, check wiring and power before suspecting software, then read the sensor with a Python BME280 library.",
      code: {
        lang: "bash",
        text: `sudo raspi-config nonint do_i2c 0   # 0 = enable the I2C interface
sudo apt update
sudo apt install -y i2c-tools
i2cdetect -y 1                      # expect 76 or 77 in the grid
`,
      },
    },
  ],
  tutorialSlugs: ["raspberry-pi-zero-button-led-gpiozero"],
};

export default topic;
