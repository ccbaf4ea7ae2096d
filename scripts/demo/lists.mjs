// Demo project lists for `npm start`: one document per list address, stored as `list-${address}`.
// Every card leads to a page the site has: a demo tutorial by its slug (/<slug>, one of the 31 posts in
// scripts/demo/tutorials/), a topic page (/learn/<topic>, with its project ideas under #project-ideas),
// or another project list (/learn/<list address>). A card linking to a topic page describes an idea
// that page presents, or the page itself; the worker leads an idea's card to the idea's own entry
// (worker/lists/card-target.ts), and a link may name that entry itself (#idea-… or #top-…).
// Board pictures appear only on cards about that board.

/**
 * @typedef {{ title: string, image?: string, description: string, link: string }} ListEntry
 */

const UNO = "/images/boards/arduino-uno.svg";
const NANO = "/images/boards/arduino-nano.svg";
const MEGA = "/images/boards/arduino-mega.svg";
const ESP32 = "/images/boards/esp32.svg";
const ESP8266 = "/images/boards/esp8266.svg";
const ESP32_CAM = "/images/boards/esp32-cam.svg";
const PICO = "/images/boards/raspberry-pi-pico.svg";
const PI_ZERO = "/images/boards/raspberry-pi-zero.svg";
const PI_4 = "/images/boards/raspberry-pi-4.svg";

/** Project-list documents by list address (the document id is `list-${address}`). @type {Record<string, ListEntry[]>} */
export const demoLists = {
  "arduino-uno-projects": [
    {
      title: "Blink an LED with Arduino Uno",
      image: UNO,
      description:
        "<p>Your first sketch on the Uno: blink the built-in LED on pin 13, then an external LED with its own series resistor, using <code>pinMode()</code>, <code>digitalWrite()</code> and <code>delay()</code>.</p>",
      link: "/arduino-blink-led-tutorial",
    },
    {
      title: "Arduino Uno Guide: Pinout, Power and Limits",
      image: UNO,
      description:
        "<p>The ATmega328P at 16 MHz, 14 digital pins (6 with PWM), 6 analog inputs on a 10-bit ADC and 5 V logic, plus power options and safe current limits per pin.</p>",
      link: "/learn/arduino-uno",
    },
    {
      title: "Non-Blocking Traffic Light with a Pedestrian Button",
      description:
        "<p>Red, amber and green LEDs run as a <strong>state machine</strong> timed with <code>millis()</code>, so the Uno keeps reading the crossing button instead of sitting in <code>delay()</code>.</p>",
      link: "/arduino-millis-traffic-light-state-machine",
    },
    {
      title: "Line-Following Robot with TCRT5000 Sensors",
      description:
        "<p>Two TCRT5000 infrared reflectance modules watch a black line and an L298N dual H-bridge steers two geared DC motors with PWM from the Uno.</p>",
      link: "/line-following-robot",
    },
    {
      title: "HC-SR04 Ultrasonic Distance Meter with an I2C LCD",
      description:
        "<p>Time the HC-SR04's echo pulse, convert it to centimetres (round trip at about 343 m/s, so roughly 58 µs per cm) and show the distance on a 16x2 LCD with an I2C backpack.</p>",
      link: "/ultrasonic-distance-meter-hc-sr04",
    },
    {
      title: "I2C Between Two Arduino Unos",
      description:
        "<p>Join two Unos on A4 (SDA), A5 (SCL) and ground: one runs the Wire library as controller, the other answers as a peripheral at its own 7-bit address.</p>",
      link: "/arduino-i2c-master-slave-two-boards",
    },
    {
      title: "Log Sensor Readings to CSV with Python and pySerial",
      description:
        "<p>The Arduino prints one reading per line over USB serial; a Python script using <code>pySerial</code> reads each line and appends it with a timestamp to a CSV file on your PC.</p>",
      link: "/python-pyserial-arduino-csv-logger",
    },
    {
      title: "Measure DC Current with an ACS712-05B",
      description:
        "<p>The ACS712-05B Hall-effect sensor gives 185 mV per ampere around a mid-supply zero of about 2.5 V; read it on an analog pin and calibrate the zero before trusting small currents.</p>",
      link: "/acs712-dc-current-measurement-arduino",
    },
    {
      title: "Tilt and Vibration Monitor with an MPU6050",
      description:
        "<p>An MPU6050 accelerometer and gyroscope on the Uno's I2C bus (address 0x68) turns gravity into tilt angles and flags vibration, a small model of structural monitoring.</p>",
      link: "/mpu6050-tilt-vibration-monitor",
    },
    {
      title: "NEMA 17 Stepper with an A4988 Driver",
      description:
        "<p>Set the A4988's current limit, pick microstepping on MS1-MS3 and drive STEP and DIR from the Uno: 200 full steps per revolution become 3200 at 1/16 steps.</p>",
      link: "/a4988-nema17-stepper-arduino",
    },
    {
      title: "Automatic Plant Watering with a Capacitive Soil Sensor",
      description:
        "<p>A capacitive soil moisture sensor on an analog input switches a 5 V pump through a relay or MOSFET when the soil dries past a threshold, on a scale you calibrate in dry air and in water.</p>",
      link: "/soil-moisture-automatic-irrigation",
    },
    {
      title: "Timer1 Interrupt Blink on the Uno's ATmega328P",
      description:
        "<p>Skip the Arduino core: configure Timer1 in CTC mode with registers, blink from its compare-match interrupt, build with avr-gcc and flash the ATmega328P with avrdude.</p>",
      link: "/atmega328p-timer1-interrupt-blink",
    },
    {
      title: "Thermistor Thermometer",
      description:
        "<p>An NTC thermistor in a voltage divider on A0, converted to °C with the Beta equation and printed to the Serial Monitor: a first lesson in <code>analogRead()</code> and calibration.</p>",
      link: "/learn/arduino-uno#project-ideas",
    },
    {
      title: "Night Light with Hysteresis",
      description:
        "<p>A photoresistor divider switches an LED on when the room gets dark, with separate on and off thresholds so it does not flicker at dusk.</p>",
      link: "/learn/arduino-uno#project-ideas",
    },
    {
      title: "Reaction Timer Game",
      description:
        "<p>An LED lights after a random delay and <code>millis()</code> measures how fast the player hits the button, an introduction to timing without <code>delay()</code>.</p>",
      link: "/learn/arduino-uno#project-ideas",
    },
    {
      title: "Ultrasonic Parking Sensor",
      description:
        "<p>An HC-SR04 measures the gap to an object and a buzzer beeps faster as it closes in, practising <code>pulseIn()</code> alongside non-blocking timing.</p>",
      link: "/learn/arduino-uno#project-ideas",
    },
    {
      title: "DC Motor Speed Control",
      description:
        "<p>A potentiometer sets the PWM duty on pin 9, driving a motor through a logic-level MOSFET or an H-bridge module with its own supply and a common ground.</p>",
      link: "/learn/arduino-uno#project-ideas",
    },
    {
      title: "SD Card Logger with DS3231 Timestamps",
      description:
        "<p>Log readings with DS3231 real-time clock timestamps to a microSD module over SPI, keeping the Uno's 2 KB of SRAM under control.</p>",
      link: "/learn/arduino-uno#project-ideas",
    },
    {
      title: "When the Uno Is the Right First Board",
      description:
        "<p>A comparison guide to first microcontroller boards that sets the 5 V Uno and its huge tutorial base against faster 3.3 V boards with Wi-Fi.</p>",
      link: "/choosing-your-first-microcontroller-board",
    },
    {
      title: "Digital Clock with Alarm",
      description:
        "<p>A DS3231 RTC keeps accurate time while a 7-segment or OLED display and a buzzer turn the Uno into a clock you can use every day.</p>",
      link: "/learn/arduino-uno",
    },
    {
      title: "MIDI Controller",
      description:
        "<p>Buttons and potentiometers send MIDI messages over serial to music software, a practical lesson in debouncing and mapping 0-1023 analog readings to 0-127 values.</p>",
      link: "/learn/arduino-uno",
    },
  ],
  "arduino-nano-projects": [
    {
      title: "Arduino Nano Guide: Pinout, A6/A7 and Clone Boards",
      image: NANO,
      description:
        "<p>The Uno's ATmega328P on a breadboard-sized board, with 8 analog inputs (A6 and A7 are analog-only), safe powering and tips for uploading to clones with a CH340 USB-serial chip.</p>",
      link: "/learn/arduino-nano",
    },
    {
      title: "Nano Thermometer: DS18B20 on an SSD1306 OLED",
      description:
        "<p>A DS18B20 on a single 1-Wire data line with a 4.7 kΩ pull-up, its temperature drawn on a 128x64 SSD1306 OLED over I2C on the Nano's A4 (SDA) and A5 (SCL).</p>",
      link: "/arduino-nano-ds18b20-oled-thermometer",
    },
    {
      title: "Breadboard Dice",
      description:
        "<p>Seven LEDs in a dice pattern and a button that calls <code>random()</code>, seeded from an unconnected analog pin; teaches arrays of pins and random numbers.</p>",
      link: "/learn/arduino-nano#project-ideas",
    },
    {
      title: "Potentiometer LED Bar on A7",
      description:
        "<p>Read a potentiometer on the analog-only A7 pin and light a row of LEDs in proportion, leaving every digital pin free for the LEDs.</p>",
      link: "/learn/arduino-nano#project-ideas",
    },
    {
      title: "OLED Pocket Stopwatch",
      description:
        "<p>A 128x64 SSD1306 OLED, two buttons and a battery pack make a handheld stopwatch built on <code>millis()</code> timing and a display library.</p>",
      link: "/learn/arduino-nano#project-ideas",
    },
    {
      title: "Rotary Encoder Settings Menu",
      description:
        "<p>Read a rotary encoder on the interrupt pins D2 and D3, scroll through a settings menu on a small display and keep the choices in EEPROM.</p>",
      link: "/learn/arduino-nano#project-ideas",
    },
    {
      title: "Low-Power nRF24L01+ Sensor Node",
      description:
        "<p>Pair the Nano with an nRF24L01+ radio, remove the power LED and use sleep modes, measuring the current after each change to see what it saves.</p>",
      link: "/learn/arduino-nano#project-ideas",
    },
    {
      title: "Desk Environment Monitor",
      description: "<p>Temperature, humidity and CO₂ sensors share one I2C bus and feed a compact display on the desk.</p>",
      link: "/learn/arduino-nano",
    },
    {
      title: "Uno Projects That Fit on a Nano",
      description:
        "<p>The Nano carries the same ATmega328P at 16 MHz as the Uno, so the sketches in the Uno project list run on it unchanged.</p>",
      link: "/learn/arduino-uno-projects",
    },
  ],
  "arduino-mega-projects": [
    {
      title: "Arduino Mega 2560 Guide: Pins, UARTs and Memory",
      image: MEGA,
      description:
        "<p>The ATmega2560 at 16 MHz with 54 digital pins (15 PWM), 16 analog inputs, 4 hardware UARTs, 256 KB of flash and 8 KB of SRAM, and how to port Uno projects to it.</p>",
      link: "/learn/arduino-mega",
    },
    {
      title: "Mega Data Logger: DS3231 Timestamps to microSD",
      description:
        "<p>A DS3231 real-time clock on the Mega's I2C pins 20 (SDA) and 21 (SCL) timestamps each reading, and a microSD module on the SPI bus stores it as a line of a CSV file.</p>",
      link: "/arduino-mega-data-logger",
    },
    {
      title: "Multi-Button Soundboard",
      description:
        "<p>A dozen buttons on <code>INPUT_PULLUP</code> across the Mega's extra digital pins, each playing its own tone or clip; practises arrays and loops over pins.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Bar Graph Voltmeter on A8",
      description:
        "<p>Read a voltage through a resistor divider on A8 and light a 10-segment LED bar graph with one resistor per segment, scaling 0-1023 counts to segments.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Serial Bridge to Serial1",
      description:
        "<p>Forward every byte between <code>Serial</code> and <code>Serial1</code> to talk to a Bluetooth or GPS module from the Serial Monitor, a first use of the extra UARTs.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "GPS Tracker with a TFT Display",
      description:
        "<p>A GPS module on Serial1 and an SPI TFT show position and speed, with NMEA sentences parsed by a library such as TinyGPS++.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Keypad Door Lock",
      description:
        "<p>A 4x4 matrix keypad, a servo or a solenoid switched through a MOSFET, and the access code kept in EEPROM so it survives power cuts.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Multi-Zone Irrigation Controller",
      description:
        "<p>Soil sensors on several analog inputs and an 8-channel relay board switching 24 V AC valves, run on a schedule from an RTC module.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "RAMPS 1.4 Printer or CNC Controller",
      description:
        "<p>A RAMPS 1.4 shield with stepper drivers runs Marlin firmware, teaching driver current setting, thermistors, endstops and thermal runaway protection.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Servo Robot Arm with Inverse Kinematics",
      description:
        "<p>Several servos on a separate high-current 5-6 V supply move to joint angles computed from a target position, with smooth motion profiles.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Scrolling LED Matrix with MAX7219 Drivers",
      description:
        "<p>Drive a large LED matrix through shift registers or MAX7219 chips, keep a frame buffer in the 8 KB of SRAM and scroll text with bit operations.</p>",
      link: "/learn/arduino-mega#project-ideas",
    },
    {
      title: "Home-Built 3D Printer",
      description:
        "<p>The Mega with a RAMPS board has long been the classic open-source printer controller; building a whole printer teaches mechanics, motion control and heater safety together.</p>",
      link: "/learn/arduino-mega",
    },
    {
      title: "Flight Simulator Cockpit Panel",
      description:
        "<p>Dozens of switches, encoders and LEDs talk to simulator software, one of the few builds that puts most of the 54 digital pins to work.</p>",
      link: "/learn/arduino-mega",
    },
    {
      title: "Weather Station Hub",
      description:
        "<p>Wind, rain and temperature sensors, an SD card logger and a display share one board, with spare hardware UARTs left for a radio link.</p>",
      link: "/learn/arduino-mega",
    },
    {
      title: "Automated Greenhouse",
      description:
        "<p>Fans, pumps, lights and heaters on relays, driven from sensor readings, with safety cut-offs in the code and fuses on the power side.</p>",
      link: "/learn/arduino-mega",
    },
    {
      title: "Stepper Driver Basics Before a RAMPS Build",
      description:
        "<p>RAMPS boards take A4988-style driver modules; this tutorial sets one A4988's current limit and microstepping and turns a NEMA 17 with STEP and DIR pulses.</p>",
      link: "/a4988-nema17-stepper-arduino",
    },
    {
      title: "Uno Projects to Port to the Mega",
      description:
        "<p>Most Uno sketches run on the Mega 2560 once the pins move: I2C goes from A4/A5 to pins 20/21 and SPI from 11-13 to 51, 50 and 52.</p>",
      link: "/learn/arduino-uno-projects",
    },
  ],
  "esp32-projects": [
    {
      title: "Your First ESP32: Arduino IDE 2 Setup, Blink and Serial Monitor",
      image: ESP32,
      description:
        "<p>Add Espressif's board-manager URL, install the core, pick ESP32 Dev Module and the right port, blink an LED on GPIO4 through a 270 Ω resistor and read <code>Serial</code> at 115200 baud.</p>",
      link: "/esp32-getting-started-blink-serial",
    },
    {
      title: "ESP32 Weather Station on a Wi-Fi Web Page",
      description:
        "<p>A BME280 on I2C measures temperature, humidity and pressure, and the ESP32 serves the readings as a web page that any phone on the same Wi-Fi network can open.</p>",
      link: "/esp32-weather-station",
    },
    {
      title: "ESP-NOW Link Between Two ESP32 Boards",
      description:
        "<p>A sensor node sends readings straight to a receiver's MAC address with ESP-NOW, in packets of up to 250 bytes, with no router or access point in between.</p>",
      link: "/esp-now-two-esp32-sensor-link",
    },
    {
      title: "ESP32 Deep Sleep with a Timer and a Button Wake-Up",
      description:
        "<p>Wake an ESP32 every 30 s with the RTC timer or at once with a button on GPIO33 (ext0), keep a boot count in RTC memory, and see why a DevKit draws milliamps asleep.</p>",
      link: "/esp32-deep-sleep-timer-button-wakeup",
    },
    {
      title: "ESP32 Web Server with Live Thermistor Readings",
      description:
        "<p>An NTC thermistor on GPIO34 read through ADC1, a page that updates itself with <code>fetch()</code> from a JSON endpoint, and the name thermometer.local through mDNS.</p>",
      link: "/esp32-web-server-sensor-readings",
    },
    {
      title: "BLE Notifications from an ESP32 to a Phone",
      description:
        "<p>A potentiometer becomes a BLE characteristic with notifications, read on a phone with nRF Connect or LightBlue; advertising restarts when the phone disconnects.</p>",
      link: "/esp32-ble-notifications-phone",
    },
    {
      title: "ESP32 Guide: GPIO Rules, ADC and Deep Sleep",
      image: ESP32,
      description:
        "<p>Dual-core 240 MHz, Wi-Fi and Bluetooth on 3.3 V pins that are not 5 V tolerant: which GPIOs are safe, why analog sensors belong on ADC1 and how deep sleep cuts the current.</p>",
      link: "/learn/esp32",
    },
    {
      title: "Motion-Triggered Photos on an ESP32-CAM",
      description:
        "<p>The ESP32-based AI-Thinker camera board waits for a PIR motion sensor, then captures an OV2640 frame and saves it as a JPEG on its microSD card.</p>",
      link: "/esp32-cam-motion-photo-sd",
    },
    {
      title: "Choosing Your First Microcontroller Board",
      description:
        "<p>A comparison guide to popular first boards, from 5 V Arduinos to 3.3 V Wi-Fi boards such as the ESP32: voltage, memory, pins and connectivity side by side.</p>",
      link: "/choosing-your-first-microcontroller-board",
    },
    {
      title: "Wi-Fi LED Switch",
      description:
        "<p>Host a web page with on and off buttons that toggle an LED: join Wi-Fi, read the board's IP address from the Serial Monitor and handle HTTP requests.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "Touch-Controlled Lamp",
      description:
        "<p>Connect a piece of foil to a touch GPIO and switch an LED with <code>touchRead()</code>, watching the reading drop as a finger approaches.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "NTP Network Clock on an OLED",
      description:
        "<p>Fetch the time from an NTP server and show it on an SSD1306 OLED over I2C on GPIO21 (SDA) and GPIO22 (SCL); no RTC module while Wi-Fi is available.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "MQTT Sensor Node with a BME280",
      description:
        "<p>Publish BME280 temperature and humidity to an MQTT broker on port 1883 with automatic reconnection, and chart them in Home Assistant or Node-RED.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "ESP-NOW Remote Control",
      description:
        "<p>Send button presses from one ESP32 to another with ESP-NOW: connectionless, low latency and independent of any Wi-Fi router.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "Solar-Powered Weather Station",
      description:
        "<p>Deep sleep between readings, a Li-ion cell behind a proper charge controller and protection, and the battery voltage measured through a divider on an ADC1 pin.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "Internet Radio over I2S",
      description:
        "<p>Stream MP3 audio over Wi-Fi and play it through I2S to a DAC or amplifier module, with FreeRTOS tasks keeping buffering and decoding smooth.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "ESP-IDF Firmware with Secure OTA",
      description:
        "<p>An ESP-IDF project with two app slots in its partition table, HTTPS over-the-air updates and automatic rollback when a new image fails to boot.</p>",
      link: "/learn/esp32#project-ideas",
    },
    {
      title: "Home Automation Hub",
      description:
        "<p>Relays, sensors and buttons joined to Home Assistant through ESPHome or MQTT; relays that switch mains belong in a proper enclosure, installed by someone qualified.</p>",
      link: "/learn/esp32",
    },
    {
      title: "BLE Presence Detector",
      description:
        "<p>Scan for known Bluetooth devices to tell when someone comes home, a practical lesson in RSSI, filtering and privacy.</p>",
      link: "/learn/esp32",
    },
    {
      title: "Non-Invasive Energy Monitor",
      description:
        "<p>A current clamp with a burden resistor and a mid-supply bias network feeds an ADC1 pin; sample fast, compute RMS current, estimate power and publish it over Wi-Fi.</p>",
      link: "/learn/esp32",
    },
    {
      title: "Wi-Fi Robot Car",
      description:
        "<p>Drive the motor drivers from a browser or phone over WebSockets, with a separate battery for the motors and a ground shared with the ESP32.</p>",
      link: "/learn/esp32",
    },
    {
      title: "Calibrated Soil Moisture Monitor",
      description:
        "<p>A capacitive soil sensor on an ADC1 pin (ADC2 is unavailable while Wi-Fi runs), calibrated in your own soil and shown as volumetric water content on an OLED.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "Drip Irrigation Zone Controller",
      description:
        "<p>An ESP32 switches three or four 24 V AC valves through relays on a schedule, skips runs when the soil is moist or rain is forecast, and counts flow meter pulses to spot leaks.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "Wireless Structural Monitoring Network",
      description:
        "<p>Several ESP32 nodes with accelerometers sample in synchronised, timestamped bursts, and a server compares amplitude and phase to find a structure's mode shapes.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Audio Spectrum Analyser with an INMP441",
      description:
        "<p>Read an INMP441 I2S MEMS microphone on an ESP32, apply a window function and an FFT, and show the frequency bands on an LED matrix or OLED.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "Custom ESP32 Sensor Board in KiCad",
      description:
        "<p>Design a two-layer PCB with a regulator, USB-to-serial chip, ESP32 module and sensors, keeping copper out of the antenna keep-out area, then assemble and bring it up.</p>",
      link: "/learn/ece",
    },
    {
      title: "FreeRTOS Sensor Pipeline",
      description:
        "<p>Split sensing, processing and display into FreeRTOS tasks joined by queues on an ESP32, and measure how task priorities change responsiveness.</p>",
      link: "/learn/embedded#project-ideas",
    },
    {
      title: "Wi-Fi Temperature Sensor on MQTT",
      description:
        "<p>An ESP32 reads a temperature sensor and publishes to an MQTT broker once a minute; any MQTT client app can subscribe and watch the values arrive.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "ESP32 Sensor Fleet with InfluxDB and Grafana",
      description:
        "<p>Several ESP32 nodes publish over MQTT, Node-RED or Telegraf writes to InfluxDB, and Grafana shows a panel per room with alerts for out-of-range values and silent devices.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "Secure MQTT with TLS and Per-Device ACLs",
      description:
        "<p>Make a small certificate authority with openssl, open Mosquitto's 8883 TLS listener and give each ESP32 its own credentials and an ACL limited to its own topic.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "OTA Update Server for a Device Fleet",
      description:
        "<p>Track firmware versions per device, serve signed images and roll updates out in stages; the ESP32's two app partitions let a failed update fall back to the previous image.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "BLE Asset Tracking with ESP32 Gateways",
      description:
        "<p>An ESP32 in each room scans for BLE beacons and reports signal strength, and a back end votes on which room each tag is in, smoothing the noisy RSSI.</p>",
      link: "/learn/it",
    },
    {
      title: "Home Assistant Hub for ESP32 Nodes",
      description:
        "<p>A Raspberry Pi 4 runs Home Assistant with a Mosquitto broker and a USB Zigbee coordinator, and ESP32 sensor nodes join it over MQTT.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "Sensor Data Platform for ESP32 and Pico W Nodes",
      description:
        "<p>Collect MQTT readings from ESP32 and Pico W nodes into InfluxDB and build Grafana dashboards, the architecture of industrial monitoring at hobby scale.</p>",
      link: "/learn/raspberry-pi-4",
    },
    {
      title: "ESP32-CAM Guide: Flashing, Power and Free GPIOs",
      image: ESP32_CAM,
      description:
        "<p>An ESP32-S module with 4 MB of PSRAM, an OV2640 2-megapixel camera and a microSD slot but no USB port: how to flash it through a USB-serial adapter and power it from 5 V.</p>",
      link: "/learn/esp32-cam",
    },
    {
      title: "More ESP32-CAM Projects",
      description:
        "<p>Streaming, time-lapse, doorbell and camera-trap builds for the camera version of the ESP32, collected in their own list.</p>",
      link: "/learn/esp32-cam-projects",
    },
    {
      title: "More IoT Projects",
      description:
        "<p>MQTT sensors, deep-sleep battery nodes, LoRa links and home dashboards, many of them built on the ESP32 and ESP8266.</p>",
      link: "/learn/iot-projects",
    },
  ],
  "esp8266-projects": [
    {
      title: "ESP8266 MQTT Temperature and Humidity Sensor",
      description:
        "<p>A NodeMCU reads a DHT22 and publishes temperature and humidity to an MQTT broker with the PubSubClient library, ready for any dashboard that subscribes.</p>",
      link: "/esp8266-mqtt-temperature-sensor",
    },
    {
      title: "ESP8266 and NodeMCU Guide: D-Pins, Boot Pins and A0",
      image: ESP8266,
      description:
        "<p>An 80 MHz Tensilica L106 with 2.4 GHz Wi-Fi and one 10-bit ADC: how D0-D8 map to GPIO numbers, which pins decide the boot mode and why A0 reads 0-1 V on the bare chip.</p>",
      link: "/learn/esp8266",
    },
    {
      title: "Wi-Fi Relay Switch",
      description:
        "<p>Toggle a relay module from a simple web page, choosing a module whose input works with 3.3 V logic and switching only low-voltage loads while you learn.</p>",
      link: "/learn/esp8266#project-ideas",
    },
    {
      title: "Forecast Display on an OLED",
      description:
        "<p>Download a forecast from a public weather API over HTTP, parse the JSON reply and show it on a small OLED display.</p>",
      link: "/learn/esp8266#project-ideas",
    },
    {
      title: "Internet-Synced Clock on a TM1637",
      description:
        "<p>Get the time from an NTP server with <code>configTime()</code> and show it on a TM1637 7-segment display, handling the time zone and daylight saving.</p>",
      link: "/learn/esp8266#project-ideas",
    },
    {
      title: "Deep-Sleep DS18B20 Logger",
      description:
        "<p>Publish a DS18B20 reading to MQTT, then deep-sleep for ten minutes with GPIO16 (D0) wired to RST so the timer can wake the board.</p>",
      link: "/learn/esp8266#idea-low-power-design-on-a-bare-esp-12e",
    },
    {
      title: "Wi-Fi Setup Portal with WiFiManager",
      description:
        "<p>The WiFiManager library opens the board's own access point for entering network credentials, so they are never hard-coded in the sketch.</p>",
      link: "/learn/esp8266#project-ideas",
    },
    {
      title: "Smart WS2812B LED Strip",
      description:
        "<p>Run WLED or your own code on WS2812B LEDs, with a level shifter for the 5 V data line and a separate 5 V supply for the strip.</p>",
      link: "/learn/esp8266#project-ideas",
    },
    {
      title: "Custom Tasmota or ESPHome Device",
      description:
        "<p>Write a configuration for your own sensor board and bring it into Home Assistant, learning how these firmwares map GPIOs to components.</p>",
      link: "/learn/esp8266#project-ideas",
    },
    {
      title: "Plant Monitor with Phone Notifications",
      description:
        "<p>A capacitive soil sensor on A0 triggers a message to your phone through a notification service when the soil gets too dry.</p>",
      link: "/learn/esp8266",
    },
    {
      title: "Door and Window Sensor",
      description:
        "<p>A reed switch, through a small pulse circuit on RST, wakes the board from deep sleep to report the new state over Wi-Fi before it sleeps again.</p>",
      link: "/learn/esp8266",
    },
    {
      title: "More IoT Projects for Wi-Fi Boards",
      description:
        "<p>The IoT list adds LoRa links, BLE beacons, secure OTA updates and home dashboards to the Wi-Fi builds above.</p>",
      link: "/learn/iot-projects",
    },
  ],
  "embedded-projects": [
    {
      title: "Traffic Light State Machine with millis()",
      description:
        "<p>Model a pedestrian crossing as explicit states and timed transitions on an Arduino Uno, so the button is read on every pass of <code>loop()</code> and nothing blocks.</p>",
      link: "/arduino-millis-traffic-light-state-machine",
    },
    {
      title: "Timer1 CTC Interrupt Blink in avr-gcc",
      description:
        "<p>Set the ATmega328P's Timer1 prescaler and compare register by hand, toggle an LED in the <code>TIMER1_COMPA_vect</code> interrupt and flash the program with avrdude.</p>",
      link: "/atmega328p-timer1-interrupt-blink",
    },
    {
      title: "SysTick Interrupt Blink with CMSIS",
      description:
        "<p>On a Nucleo-F401RE, the Cortex-M SysTick timer interrupts at a fixed rate and its handler blinks LD2 on PA5, using CMSIS headers instead of a vendor HAL.</p>",
      link: "/cortex-m-systick-blink-cmsis",
    },
    {
      title: "STM32 UART printf and a Button Interrupt",
      description:
        "<p>With STM32CubeIDE and the HAL, print over USART2 to the ST-LINK virtual COM port and handle the B1 button on PC13 as an EXTI interrupt.</p>",
      link: "/stm32-nucleo-hal-uart-button-interrupt",
    },
    {
      title: "Embedded Systems Guide",
      description:
        "<p>Microcontrollers versus microprocessors, interrupts, timers, watchdogs, real-time constraints, RTOS basics, low-power design and debugging over SWD.</p>",
      link: "/learn/embedded",
    },
    {
      title: "Debounced Button Counter",
      description:
        "<p>Filter contact bounce in software, print the press count over UART, and compare it with an undebounced version that counts several presses per click.</p>",
      link: "/learn/embedded#project-ideas",
    },
    {
      title: "UART Command Shell",
      description:
        "<p>Parse text commands from a serial terminal to set pins and read the ADC, learning about receive buffers and string handling on a small device.</p>",
      link: "/learn/embedded#project-ideas",
    },
    {
      title: "Battery-Powered SD Data Logger",
      description:
        "<p>Log temperature to an SD card, sleep between samples and measure the average current to predict how long the battery will last.</p>",
      link: "/learn/embedded#project-ideas",
    },
    {
      title: "Bootloader with a Fallback Image",
      description:
        "<p>Receive a new image over UART, verify its checksum and jump to the application, keeping a fallback if the update fails.</p>",
      link: "/learn/embedded#project-ideas",
    },
    {
      title: "Minimal Preemptive Scheduler",
      description:
        "<p>Build a tiny task switcher on a Cortex-M with SysTick and PendSV, saving and restoring each task's registers yourself.</p>",
      link: "/learn/embedded#project-ideas",
    },
    {
      title: "Year-on-a-Coin-Cell Sensor",
      description:
        "<p>Chase microamps through sleep modes, pin states and regulator choice until a sensor runs for a year on a single coin cell.</p>",
      link: "/learn/embedded",
    },
  ],
  "pic-microcontroller-projects": [
    {
      title: "PIC16F877A LED Blink with MPLAB X and XC8",
      description:
        "<p>Set the configuration bits for a 20 MHz HS crystal, clear TRIS bits to make a pin an output and blink an LED, built in MPLAB X with the XC8 compiler.</p>",
      link: "/pic16f877a-led-blink-mplab",
    },
    {
      title: "PIC Microcontroller Guide",
      description:
        "<p>PIC families and their Harvard architecture, TRIS and PORT registers, configuration bits, timers, CCP modules and the 10-bit ADC of the PIC16F877A.</p>",
      link: "/learn/pic-microcontroller",
    },
    {
      title: "Push Button with Debounce",
      description:
        "<p>Enable PORTB's weak pull-ups by clearing RBPU in OPTION_REG and act on a button only after its level has been stable for about 20 ms.</p>",
      link: "/learn/pic-microcontroller#project-ideas",
    },
    {
      title: "Seven-Segment Press Counter",
      description:
        "<p>Drive a common-cathode display from PORTD with one resistor per segment and count button presses from 0 to 9 using a lookup table of segment patterns.</p>",
      link: "/learn/pic-microcontroller#project-ideas",
    },
    {
      title: "LM35 Thermometer on an HD44780 LCD",
      description:
        "<p>An LM35 (10 mV per °C) on AN0 and a 16x2 HD44780 LCD in 4-bit mode; with a 5 V reference each ADC step is about 4.9 mV, roughly 0.5 °C.</p>",
      link: "/learn/pic-microcontroller#project-ideas",
    },
    {
      title: "CCP1 PWM Motor Speed Control",
      description:
        "<p>CCP1 PWM drives a logic-level MOSFET with a flyback diode across the motor while a potentiometer sets the speed, on a separate motor supply with a common ground.</p>",
      link: "/learn/pic-microcontroller#project-ideas",
    },
    {
      title: "DS1307 Real-Time Clock over I2C",
      description:
        "<p>Read a DS1307 through the MSSP in I2C mode with 4.7 kΩ pull-ups, decode its BCD registers and show the time on an LCD.</p>",
      link: "/learn/pic-microcontroller#project-ideas",
    },
    {
      title: "Digital Clock with a 32.768 kHz Timer1 Crystal",
      description:
        "<p>Timer1 with a 32.768 kHz watch crystal keeps time while a multiplexed four-digit seven-segment display and buttons set the alarm.</p>",
      link: "/learn/pic-microcontroller",
    },
    {
      title: "NEC Infrared Remote Decoder",
      description:
        "<p>A TSOP-series IR receiver feeds a capture input, and measured pulse widths decode the NEC protocol so any TV remote can switch outputs.</p>",
      link: "/learn/pic-microcontroller",
    },
  ],
  "electronics-components": [
    {
      title: "Choosing an LED Resistor with Ohm's Law",
      description:
        "<p>R = (Vsupply − Vf) / I: for example, a red LED dropping about 2 V at 15 mA from 5 V needs 200 Ω, so you fit the next standard value up and check the real current with a multimeter.</p>",
      link: "/led-resistor-ohms-law-calculation",
    },
    {
      title: "Voltage Dividers: Calculate, Build, Measure",
      description:
        "<p>Vout = Vin × R2 / (R1 + R2): for example, two 10 kΩ resistors halve 5 V to 2.5 V, but a 10 kΩ load across R2 pulls the output down to about 1.67 V.</p>",
      link: "/voltage-divider-multimeter-basics",
    },
    {
      title: "NE555 Timer in Astable Mode",
      description:
        "<p>Inside the NE555 flasher: the capacitor charges through R1 + R2 and discharges through R2, so the output is high for 0.693(R1 + R2)C and low for 0.693·R2·C.</p>",
      link: "/ne555-astable-led-flasher",
    },
    {
      title: "ACS712 Hall-Effect Current Sensor",
      description:
        "<p>The load current flows through the chip's copper path, isolated from the sensing side, and the ACS712-05B turns up to ±5 A into a voltage centred on half its 5 V supply.</p>",
      link: "/acs712-dc-current-measurement-arduino",
    },
    {
      title: "Electronics Guide: Components, Datasheets and Tools",
      description:
        "<p>Resistors, capacitors, inductors, diodes, BJTs, MOSFETs and op-amps, with how to read a schematic and a datasheet and use a multimeter and oscilloscope.</p>",
      link: "/learn/electronics",
    },
    {
      title: "Basic Electronics Guide: Ohm's Law and Safety",
      description:
        "<p>Voltage, current and resistance, Ohm's law and power, series and parallel circuits, voltage dividers, LED resistors and safe habits from day one.</p>",
      link: "/learn/basic-electronics",
    },
    {
      title: "Prove Ohm's Law",
      description:
        "<p>Power several resistors from a battery, measure voltage and current with a multimeter and plot V against I: the slope of the line is the resistance.</p>",
      link: "/learn/basic-electronics#project-ideas",
    },
    {
      title: "RC Charging Curve",
      description:
        "<p>Charge a capacitor through a resistor and record the voltage over time; after one time constant, τ = RC, it reaches about 63% of the supply.</p>",
      link: "/learn/basic-electronics#project-ideas",
    },
    {
      title: "Regulated 5 V from a 9 V Battery",
      description:
        "<p>Add a 7805 with its input and output capacitors, measure the output under different loads and feel how much the regulator warms.</p>",
      link: "/learn/electronics-projects#project-ideas",
    },
    {
      title: "Adjustable LM317 Bench Supply",
      description:
        "<p>A variable supply with a heatsink, a potentiometer as R2 and a panel meter, fed from a safe low-voltage DC adapter.</p>",
      link: "/learn/electronics-projects#project-ideas",
    },
    {
      title: "Component Identification Kit",
      description:
        "<p>Measure resistors, capacitors and diodes and compare the readings with their markings to learn colour codes and the meter's diode-test mode.</p>",
      link: "/learn/electronics#project-ideas",
    },
    {
      title: "Transistor-Switched LED Bank",
      description:
        "<p>A small signal switches several LEDs through an NPN transistor, showing why the base resistor is needed.</p>",
      link: "/learn/electronics#project-ideas",
    },
    {
      title: "Op-Amp Microphone Preamplifier",
      description:
        "<p>Amplify an electret microphone with a single-supply op-amp biased at half the supply, learning AC coupling and gain setting on an oscilloscope.</p>",
      link: "/learn/electronics#project-ideas",
    },
    {
      title: "RC Filter Explorer",
      description:
        "<p>Sweep RC low-pass and high-pass filters with a signal generator and compare the measured cut-off with fc = 1 / (2πRC).</p>",
      link: "/learn/electronics#project-ideas",
    },
    {
      title: "MOSFET LED Strip Dimmer",
      description:
        "<p>PWM a 12 V LED strip through a logic-level MOSFET chosen from its datasheet, with a gate pull-down resistor so it stays off at reset.</p>",
      link: "/learn/electronics#project-ideas",
    },
    {
      title: "Logic-Gate Binary Adder",
      description:
        "<p>A 4-bit adder built from 74HC chips shows arithmetic emerging from gates, and why unused CMOS inputs must never float.</p>",
      link: "/learn/electronics",
    },
  ],
  "robotics-projects": [
    {
      title: "Line-Following Robot: Uno, TCRT5000 and L298N",
      description:
        "<p>Two TCRT5000 reflectance modules tell a black line from a light floor, and the Uno steers the chassis by setting each geared motor's speed through an L298N dual H-bridge.</p>",
      link: "/line-following-robot",
    },
    {
      title: "A4988 and NEMA 17: Current Limit and Microstepping",
      description:
        "<p>Set the A4988's current limit from its reference voltage before the first move, then step a NEMA 17 in full, half or 1/16 steps from an Arduino.</p>",
      link: "/a4988-nema17-stepper-arduino",
    },
    {
      title: "SG90 Servo with 50 Hz PWM on a Raspberry Pi Pico",
      description:
        "<p>A hobby servo expects a pulse every 20 ms whose width, roughly 1 to 2 ms, sets the horn angle; MicroPython's <code>machine.PWM</code> on the Pico generates it.</p>",
      link: "/raspberry-pi-pico-pwm-servo",
    },
    {
      title: "Robotics Guide: Motors, Drivers and PID",
      description:
        "<p>DC, servo and stepper motors, H-bridges and the A4988, encoders and odometry, PID control and safe Li-ion and LiPo power for robots.</p>",
      link: "/learn/robotics",
    },
    {
      title: "Obstacle-Avoiding Car",
      description:
        "<p>An HC-SR04 on a servo scans ahead and the robot turns toward the clearest direction; on 3.3 V boards, divide the sensor's 5 V echo down first.</p>",
      link: "/learn/robotics#project-ideas",
    },
    {
      title: "Servo Pan-Tilt Head",
      description:
        "<p>Two servos steered by a joystick teach pulse-width control and why servos need their own power supply.</p>",
      link: "/learn/robotics#project-ideas",
    },
    {
      title: "Wheel Speed PID with Encoders",
      description:
        "<p>Fit encoders to both motors and run a PID loop per wheel so the robot drives straight despite differences between the motors.</p>",
      link: "/learn/robotics#project-ideas",
    },
    {
      title: "Two-Wheel Self-Balancing Robot",
      description:
        "<p>Fuse accelerometer and gyroscope readings with a complementary filter and use PID to keep an inverted pendulum upright.</p>",
      link: "/learn/robotics#project-ideas",
    },
    {
      title: "Desktop Robot Arm",
      description:
        "<p>A three- or four-servo arm with inverse kinematics for a planar two-link section, so you command positions instead of joint angles.</p>",
      link: "/learn/robotics#project-ideas",
    },
    {
      title: "Mapping Robot with Lidar and ROS 2",
      description:
        "<p>A rotating lidar and ROS 2 build a map with SLAM while a microcontroller handles the motors and odometry.</p>",
      link: "/learn/robotics#project-ideas",
    },
    {
      title: "Micromouse Maze Solver",
      description:
        "<p>Precise motion control, wall sensors and maze-solving algorithms packed into a small, competitive robot.</p>",
      link: "/learn/robotics",
    },
  ],
  "iot-projects": [
    {
      title: "ESP-NOW Sensor Link Without a Router",
      description:
        "<p>Pair two ESP32 boards by MAC address: a sensor node transmits its readings with ESP-NOW and a receiver picks them up, with no access point in the path.</p>",
      link: "/esp-now-two-esp32-sensor-link",
    },
    {
      title: "DHT22 Readings over MQTT from a NodeMCU",
      description:
        "<p>An ESP8266 publishes DHT22 temperature and humidity to an MQTT broker with PubSubClient; the DHT22 itself allows at most one reading every 2 seconds.</p>",
      link: "/esp8266-mqtt-temperature-sensor",
    },
    {
      title: "BME280 Web Dashboard on an ESP32",
      description:
        "<p>Temperature, humidity and pressure from a BME280, served by the ESP32's own web server to any browser on the local network.</p>",
      link: "/esp32-weather-station",
    },
    {
      title: "IoT Guide: Radios, MQTT, Security and Power",
      description:
        "<p>Wi-Fi, BLE, LoRa, Zigbee and cellular links, MQTT, HTTP and CoAP, dashboards, device hardening, OTA updates and battery power budgets.</p>",
      link: "/learn/iot",
    },
    {
      title: "Remote-Controlled Relay over MQTT",
      description:
        "<p>Subscribe to a command topic, switch a relay module on a low-voltage load and publish the new state back so the dashboard stays in sync.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "BLE Beacon Logger",
      description:
        "<p>Broadcast sensor values inside BLE advertisements and read them with a phone scanner app, with no pairing at all.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "Battery-Powered Deep-Sleep Node",
      description:
        "<p>Wake, measure, publish and sleep again, then measure the average current to estimate battery life; an ESP8266 needs GPIO16 (D0) wired to RST to wake.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "Home Dashboard with Node-RED, InfluxDB and Grafana",
      description:
        "<p>Route several sensors through Mosquitto and Node-RED into InfluxDB, then build Grafana graphs with alerts.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "LoRa Point-to-Point Link",
      description:
        "<p>Send compact binary readings between two LoRa modules on your region's legal band and log signal strength against distance.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "Secure OTA Pipeline",
      description:
        "<p>Build and sign firmware, host it, and let devices download, verify and install it, rolling back automatically if the new image fails to start.</p>",
      link: "/learn/iot#project-ideas",
    },
    {
      title: "Garden Irrigation Controller",
      description:
        "<p>Soil moisture sensors, weather data and a valve add up to a useful system with real reliability requirements.</p>",
      link: "/learn/iot",
    },
    {
      title: "Coin-Cell BLE Tag",
      description: "<p>Pushing a sensor to run for a year on a small cell teaches advertising intervals and sleep design.</p>",
      link: "/learn/iot",
    },
    {
      title: "ESP32 Projects",
      description: "<p>Over thirty ESP32 builds, from a Wi-Fi LED switch to BLE sensors and OTA updates, in their own list.</p>",
      link: "/learn/esp32-projects",
    },
  ],
  "communication-projects": [
    {
      title: "I2C Controller and Peripheral with Two Unos",
      description:
        "<p>The Wire library runs on both boards: the controller Uno addresses the peripheral Uno by a 7-bit address you choose, over SDA, SCL and a shared ground.</p>",
      link: "/arduino-i2c-master-slave-two-boards",
    },
    {
      title: "STM32 printf over the ST-LINK Virtual COM Port",
      description:
        "<p>The Nucleo-F401RE wires USART2 to the ST-LINK's USB serial port, so HAL code on it can print to a PC terminal with no extra adapter.</p>",
      link: "/stm32-nucleo-hal-uart-button-interrupt",
    },
    {
      title: "ESP-NOW: Connectionless Wi-Fi Frames Between ESP32s",
      description:
        "<p>ESP-NOW sends short packets directly between ESP32 boards addressed by MAC, trading the TCP/IP stack for low latency and no router.</p>",
      link: "/esp-now-two-esp32-sensor-link",
    },
    {
      title: "Communication Systems Guide",
      description:
        "<p>UART, I2C, SPI, CAN and RS-485 on the wire, AM, FM, ASK, FSK and PSK over the air, and the RF modules, antennas and noise in between.</p>",
      link: "/learn/communication",
    },
    {
      title: "Board-to-Board UART Chat",
      description:
        "<p>Cross two microcontrollers' TX and RX, share a ground and echo typed text between two serial terminals.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "I2C Scanner Plus Sensor and OLED",
      description:
        "<p>Run an address scanner, then read a temperature sensor and drive an OLED display on the same two wires.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "Bluetooth-Controlled LED with an HC-05",
      description:
        "<p>Send commands from an Android serial app to an HC-05; its RX pin expects 3.3 V levels, so divide down a 5 V board's TX.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "nRF24L01+ Joystick Remote",
      description:
        "<p>Send joystick readings to a receiver with automatic acknowledgement, with a 10 µF capacitor across the module's supply to absorb current spikes.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "RS-485 Sensor Network",
      description:
        "<p>Link several nodes over twisted pair with MAX485 transceivers and a simple addressed protocol or Modbus RTU.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "CAN Bus Instrument Cluster",
      description:
        "<p>Three CAN nodes built on MCP2515 controllers, with message IDs and priorities you define, show arbitration at work under load.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "LoRa Range Test",
      description:
        "<p>Log signal strength and packet loss at several distances and spreading factors, then compare the results with a link budget.</p>",
      link: "/learn/communication#project-ideas",
    },
    {
      title: "Protocol Decoder Firmware",
      description:
        "<p>Decode UART, I2C or SPI from sampled pins in your own firmware and learn each protocol's timing to the bit.</p>",
      link: "/learn/communication",
    },
  ],
  "ece-projects": [
    {
      title: "HC-SR04 Distance Meter with a 16x2 I2C LCD",
      description:
        "<p>Trigger a 10 µs pulse, measure the echo width on the Uno and display centimetres on an I2C character LCD, covering the sensor's roughly 2 cm to 4 m range.</p>",
      link: "/ultrasonic-distance-meter-hc-sr04",
    },
    {
      title: "NE555 Astable LED Flasher",
      description:
        "<p>Calculate R1, R2 and C from f = 1.44 / ((R1 + 2R2)C), build the 555 astable on a breadboard and tune the flash rate until it matches.</p>",
      link: "/ne555-astable-led-flasher",
    },
    {
      title: "Register-Level Timer Interrupt on the ATmega328P",
      description:
        "<p>Work out a Timer1 compare value from the 16 MHz clock and prescaler, write the registers in C and watch an interrupt-driven blink keep exact time.</p>",
      link: "/atmega328p-timer1-interrupt-blink",
    },
    {
      title: "ECE Guide: Circuits, DSP, RF, FPGA and PCBs",
      description:
        "<p>What ECE students need from embedded systems: analog and mixed-signal design, firmware, signal processing, communication links, RF, FPGA basics and PCB design.</p>",
      link: "/learn/ece",
    },
    {
      title: "555 Oscillator and Filter Lab",
      description:
        "<p>A 555 astable with R1 = 1 kΩ, R2 = 10 kΩ and C = 68 nF runs near 1 kHz; pass it through an RC low-pass and compare scope traces with an LTspice simulation.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "LM386 Speaker Amplifier",
      description:
        "<p>Amplify a phone's headphone output with an LM386, a volume potentiometer and supply decoupling, then experiment with the gain pins and listen for instability.</p>",
      link: "/learn/electronics-projects#project-ideas",
    },
    {
      title: "Infrared Remote Decoder",
      description:
        "<p>Capture a remote's pulse train from a 38 kHz IR receiver with a logic analyser and write a decoder for the NEC protocol's pulse-distance encoding.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "Real-Time FIR Filter on a Cortex-M4",
      description:
        "<p>Sample with a timer-triggered ADC, filter with a CMSIS-DSP FIR designed in Python with <code>scipy.signal</code> and sweep a sine input to measure the real response.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "I2S Microphone Spectrum Analyser",
      description:
        "<p>An INMP441 MEMS microphone feeds an FFT on an ESP32, a hands-on lesson in sampling rate, windowing and frequency resolution.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "LoRa Link Budget Experiment",
      description:
        "<p>With two SX1276-based modules, vary spreading factor and bandwidth, log RSSI and SNR against distance and compare with a calculated link budget.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "UART or SPI Controller in Verilog",
      description:
        "<p>Write the module and a testbench, simulate with Icarus Verilog or Verilator, synthesise for an iCE40 or Artix-7 board and check the waveforms with a logic analyser.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "SDR Receiver Chain with GNU Radio",
      description:
        "<p>Demodulate FM broadcast with an RTL-SDR, then decode ADS-B aircraft messages at 1090 MHz with filter, demodulator and decoder blocks you build yourself.</p>",
      link: "/learn/ece#project-ideas",
    },
    {
      title: "FPGA VGA Pattern Generator",
      description:
        "<p>Generate horizontal and vertical sync with counters and draw patterns or text on a monitor, an ideal first FPGA design because the timing must be exact.</p>",
      link: "/learn/ece",
    },
  ],
  "electrical-electronics-projects": [
    {
      title: "DC Current Measurement with an ACS712-05B",
      description:
        "<p>Measure DC load current with a Hall-effect ACS712-05B on an Arduino Uno: at 185 mV/A, one 10-bit ADC step of about 4.9 mV is roughly 26 mA, so calibrating the zero matters.</p>",
      link: "/acs712-dc-current-measurement-arduino",
    },
    {
      title: "Voltage Dividers and Loading Effects",
      description:
        "<p>Calculate a divider, build it on a breadboard and measure it, then see why any load in parallel with the lower resistor changes the ratio you designed.</p>",
      link: "/voltage-divider-multimeter-basics",
    },
    {
      title: "EEE Guide: Power Electronics, Drives and Energy",
      description:
        "<p>How embedded systems run DC-DC converters, inverters, motor drives, energy meters, solar and battery systems, protection and smart-grid links.</p>",
      link: "/learn/eee",
    },
    {
      title: "PWM DC Motor Speed Control with an INA219",
      description:
        "<p>Drive a small 12 V DC motor through a logic-level MOSFET and flyback diode from a PWM pin, and log current with an INA219 at different duty cycles and loads.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "555 PWM Motor Speed Controller",
      description:
        "<p>A 555 with steering diodes varies the duty cycle at constant frequency and drives a small DC motor through a MOSFET with a flyback diode, no firmware at all.</p>",
      link: "/learn/electronics-projects#project-ideas",
    },
    {
      title: "DC Energy Logger",
      description:
        "<p>Log voltage, current and power of a 12 V LED strip or small solar panel with an INA219 or INA226, integrate into watt-hours and check against a multimeter.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "Low-Voltage Zero-Crossing Detector",
      description:
        "<p>Feed a 9 V or 12 V AC transformer output through a resistor to an H11AA1 optocoupler, catch zero crossings on an interrupt and track grid frequency around 50 or 60 Hz.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "Microcontroller-Controlled Buck Converter",
      description:
        "<p>A synchronous buck stage with a half-bridge gate driver turns 12 V into 5 V under a firmware voltage loop; measure efficiency and the effect of dead time on losses.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "MPPT Solar Charge Controller",
      description:
        "<p>Measure panel voltage and current, run perturb and observe, and charge a lead-acid or LiFePO4 battery with the correct profile, then compare with a fixed-voltage charger.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "Overcurrent Relay Emulator",
      description:
        "<p>Implement the IEC standard inverse curve t = 0.14 TMS / ((I / Is)^0.02 − 1) from a current transformer reading and trip a contactor on a low-voltage bench.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "LiFePO4 Battery Management System",
      description:
        "<p>Monitor a four-cell pack with a BQ76920, add passive balancing, coulomb counting for state of charge and MOSFET disconnection on faults.</p>",
      link: "/learn/eee#project-ideas",
    },
    {
      title: "Home Energy Monitor",
      description:
        "<p>A clamp-on CT and an isolated voltage reference let a microcontroller compute real power and power factor per circuit; fitting clamps in a distribution board is a job for a qualified electrician.</p>",
      link: "/learn/eee",
    },
    {
      title: "Electric Bike Motor Controller",
      description:
        "<p>A BLDC controller with Hall sensors, current limiting, throttle input and regenerative braking, where thermal protection becomes a real requirement.</p>",
      link: "/learn/eee",
    },
  ],
  "civil-engineering-projects": [
    {
      title: "Structural Tilt and Vibration Monitor with an MPU6050",
      description:
        "<p>An MPU6050 on an Arduino Uno turns its accelerometer readings into tilt angles and watches for vibration, the core of a low-cost structural monitor.</p>",
      link: "/mpu6050-tilt-vibration-monitor",
    },
    {
      title: "Ultrasonic Distance Measurement with an HC-SR04",
      description:
        "<p>The time-of-flight method behind ultrasonic water-level gauges: an HC-SR04 on an Uno measures distances from about 2 cm to 4 m and shows them on an LCD.</p>",
      link: "/ultrasonic-distance-meter-hc-sr04",
    },
    {
      title: "Civil Engineering Guide: Sensors and Monitoring",
      description:
        "<p>Strain gauges and accelerometers for structural health monitoring, concrete curing and maturity, water level, traffic and geotechnical data.</p>",
      link: "/learn/civil",
    },
    {
      title: "Concrete Curing Logger",
      description:
        "<p>A waterproof DS18B20 cast into a specimen plus an SHT31 for the air, logged to SD with DS3231 timestamps every 10 minutes; compare sealed and exposed specimens.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Digital Tilt Meter on a Model Retaining Wall",
      description:
        "<p>Compute tilt from an ADXL345 or MPU6050 with <code>atan2</code>, average many readings, and watch a model retaining wall as backfill is added behind it.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Tank Water Level Monitor",
      description:
        "<p>A waterproof JSN-SR04T above the tank, the speed of sound corrected for air temperature, and distance converted to level and volume from the tank geometry.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Strain on a Loaded Beam",
      description:
        "<p>Bond a foil strain gauge to a beam, read the bridge with an HX711 and compare measured strain with M·y / (E·I) under known point loads.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Natural Frequency of a Model Building",
      description:
        "<p>An accelerometer on the top floor of a model frame and an FFT reveal the first mode; add mass or bracing and watch it shift as f = (1 / 2π)·√(k / m) predicts.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Traffic Counter and Speed Meter",
      description:
        "<p>Two infrared beams or magnetometers a known distance apart time each vehicle for count, direction and speed, building an hourly volume profile.</p>",
      link: "/learn/civil#project-ideas",
    },
    {
      title: "Open-Channel Flow Station",
      description:
        "<p>Measure the head over a V-notch weir with an ultrasonic or pressure sensor, compute the flow, and calibrate the discharge coefficient by timing how long a known volume takes to fill.</p>",
      link: "/learn/civil",
    },
    {
      title: "Footbridge Vibration Study",
      description:
        "<p>Record a real footbridge's response to walking and jumping, identify its natural frequencies and compare them with typical pedestrian step frequencies.</p>",
      link: "/learn/civil",
    },
  ],
  "mechanical-engineering-projects": [
    {
      title: "Drive a NEMA 17 with an A4988",
      description:
        "<p>Current limit, microstepping and the code for STEP and DIR: with 1/16 microsteps a 1.8° NEMA 17 moves 0.1125° per pulse.</p>",
      link: "/a4988-nema17-stepper-arduino",
    },
    {
      title: "Servo Positioning with PWM on a Pico",
      description:
        "<p>Drive an SG90 from a Raspberry Pi Pico in MicroPython: a 50 Hz PWM signal whose pulse width maps to the servo's angle.</p>",
      link: "/raspberry-pi-pico-pwm-servo",
    },
    {
      title: "Mechanical Engineering Guide: Mechatronics and PID",
      description:
        "<p>Motors and motion control, CNC and 3D printer electronics, condition monitoring, PLCs, CAN bus, thermal systems and test rigs.</p>",
      link: "/learn/mech",
    },
    {
      title: "Stepper-Driven Linear Stage",
      description:
        "<p>A NEMA 17 with an A4988 on an 8 mm lead screw: 200 steps × 16 microsteps / 8 mm gives 400 steps per mm; measure error and backlash with a dial gauge.</p>",
      link: "/learn/mech#project-ideas",
    },
    {
      title: "Optical Tachometer",
      description:
        "<p>Count pulses from an infrared or Hall-effect sensor on a shaft with an interrupt, display RPM and compare period timing with fixed-window counting.</p>",
      link: "/learn/mech#project-ideas",
    },
    {
      title: "DC Motor Position Control with PID",
      description:
        "<p>Read a geared motor's quadrature encoder, drive it through an H-bridge and plot step responses for different gains, including integral windup on a stall.</p>",
      link: "/learn/mech#project-ideas",
    },
    {
      title: "Motor and Pump Vibration Monitor",
      description:
        "<p>An ADXL345 on a motor housing, a fixed high sample rate and an FFT; add a small imbalance mass and watch the once-per-revolution peak grow.</p>",
      link: "/learn/mech#project-ideas",
    },
    {
      title: "OBD-II Data Logger",
      description:
        "<p>An MCP2515 CAN controller requests standard PIDs such as engine speed (0x0C) and coolant temperature (0x05) and logs a drive to SD; match the library to the module's crystal, often 8 MHz.</p>",
      link: "/learn/mech#project-ideas",
    },
    {
      title: "Desktop CNC Router with GRBL",
      description:
        "<p>GRBL on an Arduino Uno with a CNC shield, limit switches for homing, spindle PWM and a hardware emergency stop, tuned for steps per mm and acceleration.</p>",
      link: "/learn/mech#project-ideas",
    },
    {
      title: "Small Engine or Motor Dynamometer",
      description:
        "<p>A load cell on a reaction arm gives torque and an encoder gives speed, so P = T·ω with ω in rad/s yields torque and power curves.</p>",
      link: "/learn/mech",
    },
    {
      title: "Ball-on-Plate Balancer",
      description:
        "<p>A resistive touch panel or camera finds the ball and two servos tilt the plate under PID control, a coupled, nonlinear tuning exercise.</p>",
      link: "/learn/mech",
    },
  ],
  "agricultural-engineering-projects": [
    {
      title: "Automatic Plant Watering with an Arduino Uno",
      description:
        "<p>A capacitive soil moisture probe, which does not corrode like resistive forks, tells the Uno when to run a 5 V pump through a relay or MOSFET.</p>",
      link: "/soil-moisture-automatic-irrigation",
    },
    {
      title: "Greenhouse Air Logging on a Raspberry Pi 4",
      description:
        "<p>A Python script reads a BME280 over the Pi 4's I2C pins and appends temperature, humidity and pressure to a CSV file for later analysis.</p>",
      link: "/raspberry-pi-4-bme280-logger-python",
    },
    {
      title: "Agricultural Engineering Guide",
      description:
        "<p>Soil and crop sensing, automated irrigation, greenhouse climate control, weather stations, LoRa field networks and livestock monitoring.</p>",
      link: "/learn/agri",
    },
    {
      title: "Tipping-Bucket Rain Gauge",
      description:
        "<p>Count reed switch closures with a debounced interrupt, calibrate the volume per tip with measured water and log daily rainfall in millimetres.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "Greenhouse VPD Logger",
      description:
        "<p>Log an SHT31 every few minutes, compute saturation vapour pressure and VPD in kPa, and mark periods outside the comfortable range for your crop.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "ESP32 Drip Irrigation Zones",
      description:
        "<p>Schedule three or four 24 V AC valves through relays, skip runs when the soil is moist or rain is due, and raise an alert when flow pulses reveal a leak or blockage.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "Solar-Powered LoRa Soil Node",
      description:
        "<p>An RFM95 radio, capacitive sensors at two depths and a DS18B20 soil probe report every 15 minutes from an 18650 cell charged by a small solar panel.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "Greenhouse Climate Controller",
      description:
        "<p>Fan, vent and heater control with hysteresis and minimum run times, with CO₂ measured by a true NDIR or photoacoustic sensor such as the SCD30 or SCD41.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "LoRaWAN Farm Network",
      description:
        "<p>A gateway and sensor nodes on The Things Network or ChirpStack, with decoded payloads, stored readings, dashboards and threshold alerts to a phone.</p>",
      link: "/learn/agri#project-ideas",
    },
    {
      title: "Frost Alarm for Orchards",
      description:
        "<p>Temperature sensors at blossom height report to a gateway that warns before the damage threshold and can start fans or sprinklers.</p>",
      link: "/learn/agri",
    },
    {
      title: "Remote Water Trough Monitor",
      description:
        "<p>A solar-powered LoRa node measures trough level and alerts when it drops or a float valve fails, saving daily inspection trips.</p>",
      link: "/learn/agri",
    },
  ],
  "esp32-cam-projects": [
    {
      title: "ESP32-CAM Motion Photos to microSD",
      description:
        "<p>Motion seen by a PIR sensor triggers the AI-Thinker ESP32-CAM, which writes an OV2640 snapshot to its microSD card as a JPEG file.</p>",
      link: "/esp32-cam-motion-photo-sd",
    },
    {
      title: "ESP32-CAM Guide: OV2640, PSRAM and Flashing",
      image: ESP32_CAM,
      description:
        "<p>The ESP32-S module at 240 MHz with 4 MB of PSRAM, the OV2640 2-megapixel camera, the microSD slot and the flash LED on GPIO4, plus how to program a board that has no USB port.</p>",
      link: "/learn/esp32-cam",
    },
    {
      title: "Browser Video Stream",
      description:
        "<p>Run the CameraWebServer example and watch a live stream on your phone, experimenting with resolution, JPEG quality and brightness.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "Photo on Reset",
      description:
        "<p>Take one JPEG at start-up, save it to microSD with an incrementing file name kept in EEPROM or preferences, then deep-sleep until the next reset.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "Dimmable Flash Control",
      description:
        "<p>A web slider sets the PWM duty of the GPIO4 flash LED, showing how the light level changes image noise.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "PIR-Triggered Security Camera with a Bot Alert",
      description:
        "<p>A PIR sensor wakes the board from deep sleep; it takes a photo, saves it and sends it to you through a messaging bot API.</p>",
      link: "/learn/esp32-cam#idea-pir-triggered-photos-on-microsd",
    },
    {
      title: "NTP-Stamped Time-Lapse",
      description:
        "<p>Take a photo every few minutes with a timestamp from NTP, store the series on the card and join it into a video on a computer.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "Video Doorbell",
      description:
        "<p>A button triggers a photo and a notification while the live stream stays available from a phone, with a proper 5 V supply inside the housing.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "Wildlife Camera Trap",
      description:
        "<p>PIR detection, deep sleep, a protected and properly charged Li-ion cell, and an OV2640 variant without an IR-cut filter plus infrared lighting for night shots.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "Custom Streaming Server in ESP-IDF",
      description:
        "<p>Write your own MJPEG or WebSocket streaming in ESP-IDF, managing frame buffers in PSRAM and serving several clients at once.</p>",
      link: "/learn/esp32-cam#project-ideas",
    },
    {
      title: "3D Printer Monitor",
      description:
        "<p>Watch prints remotely and capture time-lapses, so a failing print becomes an early warning instead of a mess.</p>",
      link: "/learn/esp32-cam",
    },
    {
      title: "Bird Feeder Camera",
      description:
        "<p>Motion-triggered photos of visitors stored on the SD card and uploaded over Wi-Fi, with antenna and power planned for an outdoor spot.</p>",
      link: "/learn/esp32-cam",
    },
  ],
  "raspberry-pi-pico-projects": [
    {
      title: "Drive an SG90 Servo with 50 Hz PWM in MicroPython",
      description:
        "<p>Configure a Pico pin for 50 Hz PWM in MicroPython and convert each angle into a pulse width, the core of every hobby-servo build on the RP2040.</p>",
      link: "/raspberry-pi-pico-pwm-servo",
    },
    {
      title: "Raspberry Pi Pico Guide: RP2040, ADC and PIO",
      image: PICO,
      description:
        "<p>Two Cortex-M0+ cores at 125 MHz by default (certified for 200 MHz), 264 KB of SRAM, 2 MB of flash, 26 GPIO, a 12-bit ADC and programmable I/O, with MicroPython and C SDK setup and the Pico W.</p>",
      link: "/learn/raspberry-pi-pico",
    },
    {
      title: "Pico or Arduino? Choosing a First Board",
      description:
        "<p>A side-by-side guide for beginners weighing a 3.3 V board like the Pico against the 5 V Arduino family: memory, pins, connectivity and programming language.</p>",
      link: "/choosing-your-first-microcontroller-board",
    },
    {
      title: "Blink and Breathe an LED",
      description:
        "<p>Blink the onboard LED, then fade an external red LED with PWM through 220 Ω: (3.3 − 2.0) / 220 is about 6 mA.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "Internal Temperature Readout",
      description:
        "<p>Read ADC channel 4 and convert it with T = 27 − (V − 0.706) / 0.001721 from the datasheet, then see why the die reads warmer than the room.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "Plant Moisture Alarm on GP26",
      description:
        "<p>A capacitive soil moisture sensor on GP26 and a buzzer that sounds below a threshold calibrated in dry and wet soil.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "USB Macro Keypad",
      description:
        "<p>Mechanical key switches and CircuitPython's <code>usb_hid</code> library make the Pico a keyboard that sends shortcuts, with no driver to install.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "I2C Weather Station with an OLED",
      description:
        "<p>A BME280 and an SSD1306 share one I2C bus; show temperature, humidity and pressure and log the readings to a file in flash.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "WS2812 Strip Driven by PIO",
      description:
        "<p>A PIO state machine generates the WS2812 timing; give the strip its own 5 V supply and a 74AHCT125 level shifter for reliable data.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "Pico W Web and MQTT Node",
      description:
        "<p>Join Wi-Fi, serve a small HTTP page or publish readings to a broker on port 1883, and switch a relay module from a browser.</p>",
      link: "/learn/raspberry-pi-pico#project-ideas",
    },
    {
      title: "Debug Probe for Other Boards",
      description:
        "<p>The debugprobe firmware turns a spare Pico into a CMSIS-DAP SWD probe with a USB-to-UART bridge for programming other ARM microcontrollers.</p>",
      link: "/learn/raspberry-pi-pico",
    },
    {
      title: "Battery Data Logger",
      description:
        "<p>An RTC module and a microSD card over SPI record timestamped data for days from a protected Li-ion cell with a proper charger board.</p>",
      link: "/learn/raspberry-pi-pico",
    },
  ],
  "raspberry-pi-zero-projects": [
    {
      title: "Button and LED on a Pi Zero 2 W with gpiozero",
      image: PI_ZERO,
      description:
        "<p>Your first GPIO on the Zero 2 W: an LED with a series resistor and a push button on the 40-pin header, controlled from Python with gpiozero's <code>LED</code> and <code>Button</code> classes.</p>",
      link: "/raspberry-pi-zero-button-led-gpiozero",
    },
    {
      title: "Raspberry Pi Zero, Zero W and Zero 2 W Compared",
      image: PI_ZERO,
      description:
        "<p>From the single-core original to the Zero 2 W's quad-core 1 GHz Cortex-A53: processors, wireless, GPIO, camera connector, USB OTG and headless setup.</p>",
      link: "/learn/raspberry-pi-zero",
    },
    {
      title: "Headless Linux Box over SSH",
      description:
        "<p>Set up a Zero W or Zero 2 W with Raspberry Pi Imager, log in over SSH and practise apt updates, editing with nano, and <code>df</code> and <code>free</code>.</p>",
      link: "/learn/raspberry-pi-zero#project-ideas",
    },
    {
      title: "Network-Wide Ad Blocker with Pi-hole",
      description:
        "<p>Install Pi-hole on a wireless Zero and point your router's DNS at it, learning DNS, static IP addresses and services that start at boot.</p>",
      link: "/learn/raspberry-pi-zero#project-ideas",
    },
    {
      title: "DS18B20 Temperature Logger with cron",
      description:
        "<p>Enable 1-Wire on GPIO4, fit a 4.7 kΩ pull-up from data to 3.3 V and append a timestamped reading to a CSV file every minute from cron.</p>",
      link: "/learn/raspberry-pi-zero#project-ideas",
    },
    {
      title: "Motion-Triggered Wildlife Camera",
      description:
        "<p>A camera module and an HC-SR501 PIR sensor, whose 3.3 V output is safe for GPIO, take photos with Picamera2 whenever something moves.</p>",
      link: "/learn/raspberry-pi-zero#project-ideas",
    },
    {
      title: "USB Gadget Tool",
      description:
        "<p>OTG gadget mode makes the Zero appear as a keyboard or serial device when plugged into a computer, for example as a serial console.</p>",
      link: "/learn/raspberry-pi-zero#project-ideas",
    },
    {
      title: "E-Paper Information Display",
      description:
        "<p>An SPI e-paper HAT shows weather, calendar or transport times fetched over HTTP and keeps the image without power between refreshes.</p>",
      link: "/learn/raspberry-pi-zero#project-ideas",
    },
    {
      title: "Time-Lapse Camera",
      description:
        "<p>Schedule <code>rpicam-still</code> with cron to grab a frame every few minutes and assemble the images into a video with ffmpeg.</p>",
      link: "/learn/raspberry-pi-zero",
    },
    {
      title: "Air Quality Monitor with a Web Dashboard",
      description:
        "<p>A PMS5003 particulate sensor on the UART and a BME280 on I2C, with a small Flask app serving live graphs on the local network.</p>",
      link: "/learn/raspberry-pi-zero",
    },
  ],
  "raspberry-pi-4-projects": [
    {
      title: "Log BME280 Readings to CSV with Python",
      description:
        "<p>Wire a BME280 to the Pi 4's I2C pins (GPIO2 SDA, GPIO3 SCL), enable I2C, and let a Python script append temperature, humidity and pressure to a CSV file.</p>",
      link: "/raspberry-pi-4-bme280-logger-python",
    },
    {
      title: "Raspberry Pi 4 Model B Guide",
      image: PI_4,
      description:
        "<p>The BCM2711's four Cortex-A72 cores, 1 to 8 GB of LPDDR4, Gigabit Ethernet, USB 3.0, dual 4K output, the 40-pin GPIO header and USB-C power and cooling.</p>",
      link: "/learn/raspberry-pi-4",
    },
    {
      title: "GPIO Traffic Lights with gpiozero",
      description:
        "<p>Red, amber and green LEDs on 330 Ω resistors, about 4 mA each at 3.3 V, sequenced by gpiozero's <code>TrafficLights</code> class, then a pedestrian button.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "Home Network File Share",
      description:
        "<p>Share a USB drive on a USB 3.0 port with Samba so Windows, macOS and Linux machines can store files over Gigabit Ethernet.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "Light Meter with an MCP3008",
      description:
        "<p>An LDR and a 10 kΩ resistor form a divider on an MCP3008 channel read through gpiozero, because the Pi has no analog inputs of its own.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "Weather Logger with SQLite and matplotlib",
      description: "<p>Read a BME280 every minute, store the readings in SQLite and plot them with matplotlib.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "Motion-Detecting Security Camera",
      description:
        "<p>Picamera2 and OpenCV background subtraction save clips only when something moves, then send a notification; tune thresholds against shadows.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "3D Printer Host with OctoPrint or Klipper",
      description:
        "<p>Connect the Pi 4 to a printer's controller over USB to manage prints from a browser and watch them through a camera.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "ROS 2 Mobile Robot",
      description:
        "<p>ROS 2 on the Pi 4 with a 2D lidar, while a microcontroller closes the motor loops over a serial link; covers odometry, frames and mapping.</p>",
      link: "/learn/raspberry-pi-4#project-ideas",
    },
    {
      title: "Self-Hosted Home Server",
      description: "<p>Boot from a USB SSD and run Nextcloud, a media server and automated backups in Docker containers.</p>",
      link: "/learn/raspberry-pi-4",
    },
    {
      title: "4K Media Centre",
      description: "<p>LibreELEC with Kodi uses the Pi 4's hardware HEVC decoder to play 4K video smoothly on a TV.</p>",
      link: "/learn/raspberry-pi-4",
    },
  ],
  "avr-microcontroller-projects": [
    {
      title: "ATmega328P Timer1 CTC Interrupt Blink",
      description:
        "<p>Bare-register C for the ATmega328P: Timer1 counts to a compare value in CTC mode, an interrupt toggles the LED, avr-gcc compiles and avrdude uploads.</p>",
      link: "/atmega328p-timer1-interrupt-blink",
    },
    {
      title: "AVR Guide: Registers, Fuses and Toolchain",
      description:
        "<p>The 8-bit RISC Harvard core of the ATmega328P and ATtiny85, DDRx, PORTx and PINx registers, timers, interrupts, sleep modes, fuses and avr-gcc with avrdude.</p>",
      link: "/learn/avr-microcontroller",
    },
    {
      title: "Timer Interrupt Clock on a 7-Segment Display",
      description:
        "<p>Timer1 in CTC mode interrupts once per second and drives a multiplexed 7-segment display; keep time from a 16 MHz crystal or a DS3231, since the Uno's ceramic resonator drifts too much.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "Button with the Internal Pull-Up",
      description:
        "<p>Make a pin an input, write 1 to its PORTx bit to enable the pull-up and read it through PINx, lighting an LED while the button is held.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "ATtiny85 Night Light",
      description:
        "<p>Read a photoresistor with the ADC and fade an LED with hardware PWM on an 8-pin chip running from three AA cells or USB.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "Interrupt-Driven UART Command Console",
      description:
        "<p>Set the USART baud rate registers, receive into a ring buffer from an interrupt and parse text commands typed in a terminal.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "Standalone ATmega328P on a Breadboard",
      description:
        "<p>A 16 MHz crystal with two 22 pF capacitors, a 10 kΩ reset pull-up and decoupling capacitors, programmed over ISP.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "Software USB on an ATtiny85",
      description:
        "<p>The V-USB library makes an ATtiny85 enumerate as a USB keyboard or custom HID device, a lesson in cycle-exact timing.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "Battery Sensor Node That Lasts a Year",
      description:
        "<p>Power-down sleep, watchdog wake-ups, peripherals switched off in the power reduction register and a low-quiescent regulator, each verified by measuring current.</p>",
      link: "/learn/avr-microcontroller#project-ideas",
    },
    {
      title: "Logic Probe and Frequency Counter",
      description:
        "<p>Use the 16-bit timer's input capture to measure frequency and pulse width and display them on your workbench.</p>",
      link: "/learn/avr-microcontroller",
    },
    {
      title: "Your Own Arduino-Compatible Board",
      description:
        "<p>Design a PCB with an ATmega328P, crystal, regulator and USB-serial header, burn the bootloader and program it from the Arduino IDE.</p>",
      link: "/learn/avr-microcontroller",
    },
  ],
  "arm-microcontroller-projects": [
    {
      title: "SysTick Blink with CMSIS on a Nucleo-F401RE",
      description:
        "<p>Cortex-M from scratch: configure the core's SysTick timer through CMSIS and toggle LD2 on PA5 from its interrupt, without HAL code.</p>",
      link: "/cortex-m-systick-blink-cmsis",
    },
    {
      title: "STM32 HAL: UART Output and an EXTI Button",
      description:
        "<p>On the Cortex-M4 STM32F401RE, STM32CubeIDE generates the setup; you print through USART2 and catch the B1 button on PC13 with an external interrupt.</p>",
      link: "/stm32-nucleo-hal-uart-button-interrupt",
    },
    {
      title: "ARM Cortex-M Guide: Cores, CMSIS and SWD",
      description:
        "<p>Cortex-M0+ to M7 and M33 cores, the NVIC and SysTick, CMSIS, SWD debugging, startup code, fault exceptions and GNU Arm toolchains.</p>",
      link: "/learn/arm-microcontroller",
    },
    {
      title: "Debugger Walk-Through from Reset to main()",
      description:
        "<p>Set breakpoints, watch variables and single-step from the reset handler to <code>main()</code> over SWD to see how firmware really starts.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "FreeRTOS Multitasking",
      description:
        "<p>Split a sensor, a display and a serial command parser into three tasks that exchange data through queues, and size their stacks and priorities.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "Real-Time Spectrum Analyser on a Cortex-M4F",
      description:
        "<p>A timer triggers ADC samples that DMA writes to a buffer, and CMSIS-DSP computes an FFT to draw a spectrum, showing what the FPU buys.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "Bluetooth LE Sensor on an nRF52840",
      description:
        "<p>A Cortex-M4F at 64 MHz with 1 MB of flash, 256 KB of RAM and a Bluetooth 5 radio advertises temperature to a phone, using Zephyr or the Arduino core.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "Composite USB Device with TinyUSB",
      description:
        "<p>Make one board appear as both a serial port and a keyboard, learning USB descriptors, endpoints and enumeration.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "Bare Metal from an Empty Folder",
      description:
        "<p>Write the linker script, vector table, startup code and Makefile for arm-none-eabi-gcc yourself, then flash with OpenOCD.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "TrustZone Secure Firmware on a Cortex-M33",
      description:
        "<p>Split firmware into secure and non-secure worlds so keys and a crypto service are reachable only through defined entry functions.</p>",
      link: "/learn/arm-microcontroller#project-ideas",
    },
    {
      title: "Digital Synthesiser on a Teensy 4",
      description:
        "<p>The 600 MHz Cortex-M7 with the Teensy Audio Library and an I2S codec runs oscillators, filters and effects in real time.</p>",
      link: "/learn/arm-microcontroller",
    },
  ],
  "stm32-projects": [
    {
      title: "Nucleo-F401RE: printf over USART2 and a PC13 Button Interrupt",
      description:
        "<p>An STM32CubeIDE HAL project that redirects <code>printf</code> to the ST-LINK virtual COM port and handles the blue B1 button on PC13 as an EXTI interrupt.</p>",
      link: "/stm32-nucleo-hal-uart-button-interrupt",
    },
    {
      title: "SysTick Interrupt Blink Without the HAL",
      description:
        "<p>The same Nucleo-F401RE programmed with CMSIS only: the SysTick interrupt paces the blink of LD2 on PA5, so you see what the HAL does for you.</p>",
      link: "/cortex-m-systick-blink-cmsis",
    },
    {
      title: "STM32 Guide: Families, CubeMX and Boards",
      description:
        "<p>Part numbering, families, the clock tree, GPIO, CubeMX with HAL and LL, and the Nucleo, Blue Pill and Black Pill boards.</p>",
      link: "/learn/stm32",
    },
    {
      title: "Potentiometer PWM Dimmer",
      description:
        "<p>Read a potentiometer with ADC1 and set an LED's brightness through a timer PWM channel, mapping 12-bit ADC counts to compare values.</p>",
      link: "/learn/stm32#project-ideas",
    },
    {
      title: "Blue Pill with the Arduino IDE",
      description:
        "<p>Install the STM32duino core and upload over an ST-LINK; the onboard LED on PC13 is active low, so writing LOW turns it on.</p>",
      link: "/learn/stm32#project-ideas",
    },
    {
      title: "Rotary Encoder in Timer Encoder Mode",
      description:
        "<p>Connect a quadrature encoder to two timer channels so the hardware counts steps and direction with no CPU load, and show the position on an I2C OLED.</p>",
      link: "/learn/stm32#project-ideas",
    },
    {
      title: "Two-Node CAN Bus at 500 kbit/s",
      description:
        "<p>SN65HVD230 3.3 V transceivers with a 120 Ω terminator at each end of the bus; learn bit timing and acceptance filters.</p>",
      link: "/learn/stm32#project-ideas",
    },
    {
      title: "Mini Oscilloscope with ADC and DMA",
      description:
        "<p>A timer-triggered ADC fills a circular DMA buffer that is streamed over USB CDC or drawn on an SPI TFT; never connect the input to mains.</p>",
      link: "/learn/stm32#project-ideas",
    },
    {
      title: "FreeRTOS SD Card Data Logger",
      description:
        "<p>Enable FreeRTOS (CMSIS-RTOS2) in CubeMX, log to an SD card with FatFs in one task and handle buttons and a display in others.</p>",
      link: "/learn/stm32#project-ideas",
    },
    {
      title: "Programmable DC Electronic Load",
      description:
        "<p>A MOSFET under op-amp control, with a DAC or filtered PWM setting the current and the ADC measuring it, for testing batteries and power supplies.</p>",
      link: "/learn/stm32",
    },
    {
      title: "Blue Pill USB HID Device",
      description:
        "<p>Use the F103's native USB for a custom keyboard or game controller; about 1.8 kΩ from PA12 to 3.3 V fixes Blue Pills fitted with the wrong D+ pull-up.</p>",
      link: "/learn/stm32",
    },
  ],
  "it-projects": [
    {
      title: "Arduino to CSV with Python and pySerial",
      description:
        "<p>Open the board's serial port from Python with pySerial, parse each line the Arduino prints and write timestamped rows to a CSV file ready for a spreadsheet or pandas.</p>",
      link: "/python-pyserial-arduino-csv-logger",
    },
    {
      title: "Raspberry Pi 4 BME280 Logger in Python",
      description:
        "<p>Read a BME280 over I2C from Python on a Pi 4 and append each reading to a CSV file, a first step towards a sensor data pipeline.</p>",
      link: "/raspberry-pi-4-bme280-logger-python",
    },
    {
      title: "IT Guide: IoT Back Ends, Edge and Security",
      description:
        "<p>Message brokers, edge gateways, the Raspberry Pi as a small server, device networking and security, time-series storage and dashboards.</p>",
      link: "/learn/it",
    },
    {
      title: "Raspberry Pi MQTT Broker",
      description:
        "<p>Install Mosquitto, create users in a password file, design a topic scheme and test it with <code>mosquitto_pub</code> and <code>mosquitto_sub</code> from two machines.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "Python Room Sensor Service",
      description:
        "<p>Publish BME280 readings as JSON every 30 seconds from a Python script that runs as a systemd service and survives reboots.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "Pi-hole as an IoT Traffic Lens",
      description:
        "<p>Make Pi-hole the DNS server of a lab network and study which domains smart plugs, TVs and cameras contact.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "Dockerised IoT Stack",
      description:
        "<p>Mosquitto, Node-RED, InfluxDB and Grafana in one <code>docker compose</code> file on a Pi 4 with persistent volumes, then practise backup, restore and upgrade.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "Store-and-Forward Edge Gateway",
      description:
        "<p>Buffer readings in SQLite while the uplink is down and replay them with their original timestamps, using idempotent writes so nothing is duplicated.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "IoT Network Segmentation Lab",
      description:
        "<p>Put devices on an IoT VLAN with an OpenWrt router or managed switch, let them reach only the broker and log their traffic on a Pi.</p>",
      link: "/learn/it#project-ideas",
    },
    {
      title: "Edge Vision Counter",
      description:
        "<p>A Raspberry Pi camera runs a TensorFlow Lite model to count people or vehicles and publishes only the counts, saving bandwidth and protecting privacy.</p>",
      link: "/learn/it",
    },
    {
      title: "IoT Honeypot",
      description:
        "<p>Cowrie on an isolated Pi records login attempts against fake Telnet and SSH services, showing exactly why default passwords are dangerous.</p>",
      link: "/learn/it",
    },
  ],
};
