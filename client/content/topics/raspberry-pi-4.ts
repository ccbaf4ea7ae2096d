import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "raspberry-pi-4",
  kind: "board",
  title: "Raspberry Pi 4 Model B",
  headTitle: "Raspberry Pi 4 Model B: Specs, GPIO Pinout and Projects",
  description:
    "Raspberry Pi 4 Model B explained: BCM2711 specs, RAM options, power and cooling, 40-pin GPIO, interfaces, setup tutorials and project ideas for every level.",
  keywords: [
    "Raspberry Pi 4",
    "Raspberry Pi 4 Model B",
    "BCM2711",
    "Raspberry Pi GPIO pinout",
    "Raspberry Pi OS",
    "gpiozero",
    "single-board computer",
    "home server",
  ],
  image: {
    src: "/images/boards/raspberry-pi-4.svg",
    alt: "Raspberry Pi 4 Model B with 40-pin GPIO header, two micro-HDMI ports, USB-C power input, USB 2.0 and 3.0 ports and Gigabit Ethernet jack",
  },
  intro: [
    "The Raspberry Pi 4 Model B is a credit-card-sized single-board computer powerful enough to act as a light desktop PC, a home server or the brain of a robot, while keeping the 40-pin GPIO header that makes Raspberry Pi boards so useful in electronics. Launched in 2019, it was a large step beyond the Pi 3: a faster 64-bit processor, far more memory, true Gigabit Ethernet, USB 3.0 and dual-display output.",
    "At its heart is the Broadcom BCM2711 with four ARM Cortex-A72 cores at 1.5 GHz (later board revisions run at 1.8 GHz), and it was sold with 1, 2, 4 or 8 GB of LPDDR4 RAM. Because it runs full Linux, you can combine Python hardware scripts with databases, web servers, containers, computer vision and almost any other Linux software.",
    "The trade-offs against a microcontroller are real: Linux is not a real-time system, booting takes many seconds, the board draws several watts under load, and the SD card must be protected from sudden power loss. Many good designs therefore pair a Pi 4 for networking, storage and user interface with a microcontroller that handles precise timing.",
  ],
  basics: [
    "Power goes into the USB-C port at 5 V, and the board is designed for a 3 A supply; the official supply outputs 5.1 V to make up for losses in the cable. Weak phone chargers and thin cables cause under-voltage, which shows up as random crashes, USB devices dropping out and warnings in the system log; vcgencmd get_throttled reports whether it has happened. USB hard drives add to the load, so use a powered hub or a drive with its own supply.",
    "Under sustained load the BCM2711 gets hot, and the firmware progressively lowers the clock to protect the chip once it reaches about 80 °C. A heatsink, a case with a fan or the official case fan keeps performance steady, and vcgencmd measure_temp shows the current temperature. If a long compile or video job suddenly slows down, thermal throttling is the first thing to check.",
    "The 40-pin header provides 28 GPIO lines, numbered GPIO0 to GPIO27, plus 5 V, 3.3 V and ground pins; GPIO0 and GPIO1 are reserved for the ID EEPROM on HAT boards. Logic is 3.3 V, the pins are not 5 V tolerant, and there is no analog input, so analog sensors need an external ADC such as the MCP3008 (SPI, 10-bit) or ADS1115 (I2C, 16-bit). Libraries such as gpiozero use GPIO (BCM) numbers, while diagrams also show physical pin numbers 1 to 40: LED(17) means GPIO17, which sits at physical pin 11, not pin 17 (a 3.3 V supply pin). A single pin should carry no more than 16 mA (Raspberry Pi's figure), so drive relays, motors and LED strips through a transistor, MOSFET or driver board.",
    "Raspberry Pi OS, preferably the 64-bit version on this model, is written to a microSD card with Raspberry Pi Imager. The bootloader lives in an onboard EEPROM and can also boot from a USB SSD or over the network; an SSD on a USB 3.0 port is much faster and more durable than a card for servers. Interfaces such as I2C, SPI, the serial port and 1-Wire are switched on with raspi-config or with dtoverlay and dtparam lines in config.txt.",
  ],
  features: [
    {
      title: "BCM2711 processor",
      text: "Quad-core 64-bit ARM Cortex-A72 (ARMv8-A) at 1.5 GHz, or 1.8 GHz on later revisions, with a VideoCore VI GPU supporting OpenGL ES and Vulkan.",
    },
    {
      title: "1, 2, 4 or 8 GB LPDDR4",
      text: "2 GB is plenty for headless servers and GPIO projects; 4 or 8 GB helps with the desktop, web browsers, several containers and computer vision. The amount is fixed at purchase and cannot be upgraded.",
    },
    {
      title: "Networking",
      text: "Gigabit Ethernet that no longer shares a USB 2.0 link as on earlier models, dual-band 2.4/5 GHz 802.11ac Wi-Fi and Bluetooth 5.0 with BLE. Power over Ethernet is possible with an add-on PoE HAT.",
    },
    {
      title: "USB 3.0 and USB 2.0",
      text: "Two USB 3.0 ports (blue) and two USB 2.0 ports. Put SSDs and fast storage on the blue ports. The USB-C port is mainly the power input, although it also supports USB device mode.",
    },
    {
      title: "Dual 4K display and multimedia",
      text: "Two micro-HDMI ports drive two displays at up to 4K, with hardware HEVC (H.265) decoding for 4K video. A 4-pole 3.5 mm jack carries stereo audio and composite video, and there are MIPI DSI display and MIPI CSI camera connectors.",
    },
    {
      title: "40-pin GPIO header",
      text: "Backwards-compatible pinout with 3.3 V GPIO, I2C, SPI, UART, PWM and PCM/I2S audio. The BCM2711 adds extra UART, I2C and SPI controllers compared with earlier Pis, enabled through device-tree overlays.",
    },
    {
      title: "Flexible booting",
      text: "microSD slot for the operating system, with an EEPROM bootloader that also supports USB mass-storage and network boot and can be updated from Raspberry Pi OS.",
    },
    {
      title: "USB-C power input",
      text: "5 V at 3 A recommended. The board can also be fed through the 5 V GPIO pins, but that bypasses its input protection, so only do it from a clean, well-regulated supply.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "GPIO traffic lights",
        text: "Red, amber and green LEDs with 330 Ω resistors (about 4 mA each from 3.3 V) driven by gpiozero's TrafficLights class, then add a pedestrian button. Teaches wiring, BCM numbering and sequencing.",
      },
      {
        title: "Home network file share",
        text: "Attach a USB drive to a USB 3.0 port and share it with Samba so Windows, macOS and Linux machines can store files over Gigabit Ethernet. Covers mounting drives, permissions and fixed IP addresses.",
      },
      {
        title: "Light meter with an external ADC",
        text: "An LDR and a 10 kΩ resistor form a voltage divider feeding an MCP3008 channel, read with gpiozero's MCP3008 class. Shows why the Pi needs an ADC and how a divider turns resistance into voltage.",
      },
      {
        title: "BME280 logger with graphs",
        text: "Read a BME280 over I2C once a minute with Python, append each reading to a CSV file, then plot the file with matplotlib. A first taste of combining hardware, data files and visualisation; SQLite is the next step when the file grows large.",
        slug: "raspberry-pi-4-bme280-logger-python",
      },
    ],
    intermediate: [
      {
        title: "Home Assistant hub",
        text: "Run Home Assistant with a Mosquitto MQTT broker and a USB Zigbee coordinator, then add ESP32 or Pico W sensor nodes. Teaches MQTT topics, device discovery and automation rules.",
      },
      {
        title: "Motion-detecting security camera",
        text: "A Camera Module with Picamera2 and OpenCV background subtraction saves clips only when something moves and sends a notification. Learn about frame rates, thresholds and false alarms from shadows.",
      },
      {
        title: "Web-controlled relay panel",
        text: "A Flask app switches a relay board through transistor-driven inputs. For mains loads use a certified enclosed relay or smart plug instead of open relay boards, and never work on live mains wiring.",
      },
      {
        title: "3D printer host",
        text: "Run OctoPrint or Klipper on the Pi 4, connected to the printer's controller over USB, to manage prints from a browser and watch them through a camera.",
      },
    ],
    advanced: [
      {
        title: "ROS 2 mobile robot",
        text: "Run ROS 2 on the Pi 4 with a 2D lidar and a microcontroller that closes the motor loops over a serial link. Covers odometry, coordinate frames and mapping.",
      },
      {
        title: "Edge AI object detection",
        text: "Run a compact TensorFlow Lite or ONNX model on camera frames and measure frames per second against model size; optionally add a USB AI accelerator and compare. Teaches quantisation and benchmarking.",
      },
      {
        title: "Small Kubernetes cluster",
        text: "Network several Pi 4 boards booting from USB SSDs and install k3s to run containers across them. A hands-on way to learn orchestration, networking and failure recovery.",
      },
      {
        title: "Design your own HAT",
        text: "Draw a HAT PCB in KiCad with level shifting, a protected power input and an ID EEPROM so the Pi can configure it automatically. Teaches PCB design around a real mechanical and electrical standard.",
      },
    ],
  },
  topProjects: [
    {
      title: "Self-hosted home server",
      text: "Boot from a USB SSD and run services such as Nextcloud, a media server and automated backups in Docker containers. It teaches Linux administration, networking and why a stable power supply matters.",
    },
    {
      title: "4K media centre",
      text: "LibreELEC with Kodi uses the hardware HEVC decoder to play 4K video smoothly on a TV. An easy build that shows the difference between hardware and software video decoding.",
    },
    {
      title: "Smart mirror",
      text: "A monitor behind a two-way mirror runs MagicMirror software showing time, weather and calendars, with a PIR sensor switching the screen off when nobody is around.",
    },
    {
      title: "Sensor data platform",
      text: "Collect readings from ESP32 and Pico W nodes over MQTT, store them in InfluxDB and build Grafana dashboards. This is the same architecture used in real industrial monitoring, at hobby scale.",
    },
  ],
  tutorials: [
    {
      title: "First boot and system update",
      text: "In Raspberry Pi Imager choose Raspberry Pi 4, Raspberry Pi OS (64-bit) and your microSD card, then open the customisation settings to set a hostname, user, Wi-Fi and SSH. Write the card, insert it, connect Ethernet if available and power up with a proper 5 V 3 A USB-C supply. Log in over SSH, or on a monitor plugged into the micro-HDMI port next to the USB-C socket (HDMI0), then run the commands below: a get_throttled result of 0x0 means no under-voltage or throttling has happened since boot.",
      code: {
        lang: "bash",
        text: `sudo apt update
sudo apt full-upgrade -y
vcgencmd get_throttled   # 0x0 = no under-voltage or throttling since boot
vcgencmd measure_temp
`,
      },
    },
    {
      title: "Control an LED and a button with gpiozero",
      text: "For the LED, run a wire from pin 11 (GPIO17) to a 330 Ω resistor, the resistor to the LED's long leg (anode) and the short leg to pin 9 (GND); for the button, wire one side to pin 15 (GPIO22) and the other to pin 14 (GND). The script lights the LED while the button is held; pause() from the signal module keeps it waiting for events, so it uses almost no CPU between presses.",
      code: {
        lang: "python",
        text: `from signal import pause

from gpiozero import LED, Button

led = LED(17)        # GPIO17, physical pin 11
button = Button(22)  # GPIO22, physical pin 15; internal pull-up on by default

button.when_pressed = led.on
button.when_released = led.off

pause()
`,
      },
    },
    {
      title: "Read analog sensors with an MCP3008",
      text: "Enable SPI in raspi-config. Power the MCP3008 from 3.3 V (VDD and VREF) so its output stays at safe logic levels, tie AGND and DGND to ground, and wire CLK to GPIO11 (pin 23), DOUT to GPIO9 MISO (pin 21), DIN to GPIO10 MOSI (pin 19) and CS to GPIO8 CE0 (pin 24). gpiozero's MCP3008 class returns each channel's value as a number from 0 to 1, so multiplying by the 3.3 V reference gives volts; the script prints channel 0 twice a second.",
      code: {
        lang: "python",
        text: `from time import sleep

from gpiozero import MCP3008

VREF = 3.3
sensor = MCP3008(channel=0)  # SPI0, chip select CE0

while True:
  print("{:.3f} V".format(sensor.value * VREF))
  sleep(0.5)
`,
      },
    },
    {
      title: "Run a script at boot with systemd",
      text: "Save the unit below as /etc/systemd/system/sensor.service, replacing youruser with your user name and the paths with your script's. ExecStart runs the Python inside the script's virtual environment (here ~/sensor-env, made with python3 -m venv ~/sensor-env after sudo apt install python3-venv), because that is where pip installed its libraries on Raspberry Pi OS Bookworm; /usr/bin/python3 would stop with ModuleNotFoundError. Run sudo systemctl daemon-reload, then sudo systemctl enable --now sensor.service to start it now and at every boot. Follow its output with journalctl -u sensor -f; because of Restart=always, systemd starts the script again five seconds after it crashes.",
      code: {
        lang: "ini",
        text: `[Unit]
Description=Sensor logger
Wants=network-online.target
After=network-online.target

[Service]
ExecStart=/home/youruser/sensor-env/bin/python /home/youruser/sensor.py
User=youruser
Restart=always
RestartSec=5

[Install]
WantedBy=multi-user.target
`,
      },
    },
  ],
  tutorialSlugs: ["raspberry-pi-4-bme280-logger-python"],
};

export default topic;
