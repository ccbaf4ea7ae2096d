// Demo project lists for `npm start`: one document per list address, stored as `list-${address}`.
// Links to slugs from posts.mjs open real demo posts; the other links show the site's 404 page.

/**
 * @typedef {{ title: string, image?: string, description: string, link: string }} ListEntry
 */

const UNO = "/images/boards/arduino-uno.svg";
const NANO = "/images/boards/arduino-nano.svg";
const MEGA = "/images/boards/arduino-mega.svg";
const ESP8266 = "/images/boards/esp8266.svg";
const ESP32 = "/images/boards/esp32.svg";

/** Project-list documents by list address (the document id is `list-${address}`). @type {Record<string, ListEntry[]>} */
export const demoLists = {
  "arduino-uno-projects": [
    {
      title: "Blink an LED with Arduino Uno",
      image: UNO,
      description:
        "<p>The classic first sketch: an LED on pin 13 with a <strong>220 Ω</strong> series resistor, using <code>pinMode()</code>, <code>digitalWrite()</code> and <code>delay()</code>.</p>",
      link: "/arduino-blink-led-tutorial",
    },
    {
      title: "Line-Following Robot with TCRT5000 Sensors",
      image: UNO,
      description:
        "<p>Two IR reflectance sensors and an L298N driver steer a two-wheel robot along a black tape track. Covers the control logic and tuning.</p>",
      link: "/line-following-robot",
    },
    {
      title: "Ultrasonic Distance Meter with HC-SR04",
      image: UNO,
      description:
        "<p>Time the echo with <code>pulseIn()</code> and convert it with <em>distance_cm = duration_us / 58</em>. Reads from about 2 cm to 4 m.</p>",
      link: "/ultrasonic-distance-meter-hc-sr04",
    },
    {
      title: "Traffic Light Controller with Pedestrian Button",
      image: UNO,
      description:
        "<p>Red, amber and green LEDs run a timed sequence, and a push button requests a crossing phase. A good introduction to <strong>state machines</strong> and <code>millis()</code> timing.</p>",
      link: "/arduino-traffic-light-controller",
    },
    {
      title: "Digital Thermometer with LM35 and 16x2 LCD",
      image: UNO,
      description:
        "<p>The LM35 outputs 10 mV per °C, so with the 5 V reference the temperature is <code>analogRead(A0) * 500.0 / 1024</code>. The result is shown on an I2C character LCD.</p>",
      link: "/arduino-lm35-lcd-thermometer",
    },
    {
      title: "Electronic Dice with a 7-Segment Display",
      image: UNO,
      description:
        "<p>Press a button to \"roll\" a number from 1 to 6 on a common-cathode 7-segment display. Seed <code>random()</code> from a floating analog pin for better randomness.</p>",
      link: "/arduino-electronic-dice",
    },
    {
      title: "Reaction Timer Game",
      image: UNO,
      description:
        "<p>An LED lights after a random delay and the player hits a button as fast as possible; the sketch reports the reaction time in milliseconds on the Serial Monitor.</p>",
      link: "/arduino-reaction-timer-game",
    },
    {
      title: "Servo Position Control with a Potentiometer",
      image: UNO,
      description:
        "<p>Read a 10 kΩ potentiometer, scale 0-1023 to 0-180° with <code>map()</code> and drive an SG90 servo with the <code>Servo</code> library.</p>",
      link: "/arduino-servo-potentiometer-control",
    },
    {
      title: "RFID Door Lock with RC522",
      image: UNO,
      description:
        "<p>The MFRC522 reader talks over SPI and runs at <strong>3.3 V</strong>. Authorised card UIDs open a 12 V solenoid lock through a relay or MOSFET.</p>",
      link: "/arduino-rfid-door-lock-rc522",
    },
    {
      title: "Keypad Password Lock",
      image: UNO,
      description:
        "<p>A 4x4 membrane keypad, scanned with the <code>Keypad</code> library, accepts a PIN code. Wrong attempts trigger a lockout timer and a buzzer.</p>",
      link: "/arduino-keypad-password-lock",
    },
    {
      title: "Light-Seeking Robot with LDRs",
      image: UNO,
      description:
        "<p>Two light-dependent resistors in voltage dividers compare brightness on each side and steer the robot towards the brighter one.</p>",
      link: "/arduino-light-seeking-robot",
    },
    {
      title: "Obstacle-Avoiding Robot with Servo-Mounted Sensor",
      image: UNO,
      description:
        "<p>An HC-SR04 on a servo scans left and right when the path ahead is blocked, and the robot turns towards the side with more space.</p>",
      link: "/arduino-obstacle-avoiding-robot",
    },
    {
      title: "Stepper Motor Control with 28BYJ-48 and ULN2003",
      image: UNO,
      description:
        "<p>Drive the popular 5 V geared stepper through a ULN2003 Darlington board. Learn full-step and half-step sequences and why the motor is slow but precise.</p>",
      link: "/arduino-28byj-48-stepper-control",
    },
    {
      title: "DC Motor Speed and Direction with L293D",
      description:
        "<p>Use <code>analogWrite()</code> on the enable pin for speed and two inputs for direction. The L293D includes the flyback diodes for inductive loads.</p>",
      link: "/arduino-l293d-dc-motor-control",
    },
    {
      title: "Bluetooth-Controlled Car with HC-05",
      image: UNO,
      description:
        "<p>A phone app sends single-character commands over Bluetooth serial. The HC-05 RX pin expects <strong>3.3 V</strong>, so divide the Uno's TX signal with two resistors.</p>",
      link: "/arduino-bluetooth-car-hc05",
    },
    {
      title: "IR Remote Relay Switch",
      image: UNO,
      description:
        "<p>Decode a TV remote with a 38 kHz IR receiver module and the <code>IRremote</code> library, then toggle a relay to switch a lamp.</p>",
      link: "/arduino-ir-remote-relay-switch",
    },
    {
      title: "Serial Plotter Signal Viewer",
      image: UNO,
      description:
        "<p>Sample an analog input quickly and stream the values to the Arduino IDE's <em>Serial Plotter</em> to see slow waveforms, sensor noise and filter effects.</p>",
      link: "/arduino-serial-plotter-signal-viewer",
    },
    {
      title: "Capacitance Meter Using the RC Time Constant",
      image: UNO,
      description:
        "<p>Charge an unknown capacitor through a known resistor and time how long it takes to reach 63.2 % of the supply; then <code>C = t / R</code>.</p>",
      link: "/arduino-capacitance-meter",
    },
    {
      title: "Auto-Ranging Ohmmeter",
      image: UNO,
      description:
        "<p>Measure an unknown resistor in a voltage divider and switch between reference resistors with spare pins to keep the reading accurate across ranges.</p>",
      link: "/arduino-auto-ranging-ohmmeter",
    },
    {
      title: "12 V Battery Voltage Monitor",
      image: UNO,
      description:
        "<p>A 30 kΩ / 10 kΩ divider scales up to 20 V into the 0-5 V ADC range. LEDs show charge level and a buzzer warns before deep discharge.</p>",
      link: "/arduino-12v-battery-monitor",
    },
    {
      title: "Morse Code Beacon",
      description:
        "<p>Type text into the Serial Monitor and hear it as Morse code on a piezo buzzer, with standard timing where a dash is three dots long.</p>",
      link: "/arduino-morse-code-beacon",
    },
    {
      title: "Eight-Key Piezo Piano",
      image: UNO,
      description:
        "<p>Eight push buttons play one octave using <code>tone()</code>. Add a potentiometer to transpose the scale up or down.</p>",
      link: "/arduino-piezo-piano",
    },
    {
      title: "Gas Leak Alarm with MQ-2 Sensor",
      image: UNO,
      description:
        "<p>The MQ-2 responds to LPG, methane and smoke. Let its heater warm up, set an alarm threshold from clean-air readings and sound a buzzer.</p><p><em>A hobby project, not a certified safety device.</em></p>",
      link: "/arduino-mq2-gas-leak-alarm",
    },
    {
      title: "Pulse Sensor Heart-Rate Display",
      image: UNO,
      description:
        "<p>An optical pulse sensor on a fingertip produces a small analog waveform. Detect beats with a threshold and compute beats per minute from the interval.</p>",
      link: "/arduino-pulse-sensor-bpm",
    },
    {
      title: "Digital Weighing Scale with HX711",
      image: UNO,
      description:
        "<p>A bar load cell and the HX711 24-bit ADC measure weight. Calibrate with a known mass and show grams on a display.</p>",
      link: "/arduino-hx711-weighing-scale",
    },
    {
      title: "Joystick Pan-Tilt Camera Mount",
      description:
        "<p>A two-axis analog joystick moves two servos for pan and tilt, with a dead zone around the centre to stop jitter.</p>",
      link: "/arduino-joystick-pan-tilt",
    },
    {
      title: "Temperature-Controlled Cooling Fan",
      image: UNO,
      description:
        "<p>A DHT11 reads temperature and a logic-level MOSFET drives a 12 V fan with PWM, ramping speed between two set points.</p>",
      link: "/arduino-temperature-controlled-fan",
    },
    {
      title: "Scrolling Text on a MAX7219 LED Matrix",
      image: UNO,
      description:
        "<p>Chain four 8x8 MAX7219 modules and scroll messages across them using only three data pins.</p>",
      link: "/arduino-max7219-scrolling-text",
    },
    {
      title: "Rotary Encoder Menu on an SSD1306 OLED",
      description:
        "<p>Navigate a settings menu with a KY-040 rotary encoder and its push switch, drawn on a 128x64 I2C OLED.</p>",
      link: "/arduino-rotary-encoder-oled-menu",
    },
    {
      title: "Hall-Effect RPM Counter with Interrupts",
      image: UNO,
      description:
        "<p>A hall-effect switch and a magnet on a shaft trigger an external interrupt on pin 2. Count pulses per second to get revolutions per minute.</p>",
      link: "/arduino-hall-effect-rpm-counter",
    },
    {
      title: "Sound-Reactive LED Bar Graph",
      image: UNO,
      description:
        "<p>An electret microphone module feeds the ADC, and ten LEDs show the sound level like a VU meter, with a peak-hold dot.</p>",
      link: "/arduino-sound-reactive-led-bar",
    },
  ],

  "arduino-nano-projects": [
    {
      title: "Automatic Plant Watering with a Soil Moisture Sensor",
      image: NANO,
      description:
        "<p>A capacitive soil sensor and a relay-switched pump keep a planter moist, with <strong>hysteresis</strong> and a run-time limit.</p>",
      link: "/soil-moisture-automatic-irrigation",
    },
    {
      title: "Ultrasonic Parking Assistant",
      image: NANO,
      description:
        "<p>An HC-SR04 on the garage wall drives green, amber and red LEDs as the car gets closer, and sleeps when nothing moves.</p>",
      link: "/nano-ultrasonic-parking-assistant",
    },
    {
      title: "Pocket OLED Thermometer and Hygrometer",
      image: NANO,
      description:
        "<p>A Nano, an SHT31 sensor and a 0.96\" OLED fit on a small perfboard. Readings refresh every two seconds.</p>",
      link: "/nano-pocket-oled-thermometer",
    },
    {
      title: "Gesture-Controlled Lamp with APDS-9960",
      description:
        "<p>Swipe left or right over the APDS-9960 sensor to switch a lamp and change brightness. The sensor is a 3.3 V device, so use a module with level shifting.</p>",
      link: "/nano-apds9960-gesture-lamp",
    },
    {
      title: "Mini Sumo Robot",
      image: NANO,
      description:
        "<p>A 10 x 10 cm sumo robot with two IR edge sensors, a front distance sensor and N20 gear motors driven by a DRV8833.</p>",
      link: "/nano-mini-sumo-robot",
    },
    {
      title: "Clap Switch with Sound Sensor",
      description:
        "<p>Detect two claps within a short window using a microphone module and toggle a relay. Debouncing in time avoids false triggers.</p>",
      link: "/nano-clap-switch",
    },
  ],

  "arduino-mega-projects": [
    {
      title: "Arduino Mega Data Logger with SD Card and DS3231",
      image: MEGA,
      description:
        "<p>Write timestamped CSV lines to an SD card over SPI (pins 50-53) with a DS3231 real-time clock on I2C (pins 20 and 21).</p>",
      link: "/arduino-mega-data-logger",
    },
    {
      title: "3D Printer Controller with RAMPS 1.4",
      image: MEGA,
      description:
        "<p>The RAMPS 1.4 shield adds stepper driver sockets, MOSFET outputs for the heaters and thermistor inputs. Flash <strong>Marlin</strong> firmware and configure it for your printer.</p>",
      link: "/mega-ramps-3d-printer-controller",
    },
    {
      title: "Hexapod Robot with 18 Servos",
      image: MEGA,
      description:
        "<p>Two PCA9685 16-channel PWM boards drive 18 servos for a six-legged walker, while the Mega computes the leg positions for a tripod gait.</p>",
      link: "/mega-hexapod-robot",
    },
    {
      title: "GPS and GSM Vehicle Tracker",
      image: MEGA,
      description:
        "<p>The Mega's four hardware serial ports let a NEO-6M GPS and a SIM800L GSM module run side by side with the USB debug console. Positions are sent by SMS.</p>",
      link: "/mega-gps-gsm-vehicle-tracker",
    },
    {
      title: "Touchscreen Control Panel on a 3.5\" TFT Shield",
      description:
        "<p>Build a button-based control panel with a parallel TFT touchscreen shield. The Mega has enough pins and flash for the display, fonts and icons.</p>",
      link: "/mega-tft-touchscreen-control-panel",
    },
    {
      title: "16-Relay Home Automation Controller",
      image: MEGA,
      description:
        "<p>Switch lights and sockets from wall push buttons and a serial command interface, with the state of every channel saved to EEPROM.</p>",
      link: "/mega-16-relay-home-automation",
    },
  ],

  "esp32-projects": [
    {
      title: "ESP32 Weather Station with BME280",
      image: ESP32,
      description:
        "<p>Temperature, humidity and pressure from a BME280 on I2C (SDA <code>GPIO21</code>, SCL <code>GPIO22</code>), served as a web page over Wi-Fi.</p>",
      link: "/esp32-weather-station",
    },
    {
      title: "ESP32 BLE Heart-Rate Monitor",
      image: ESP32,
      description:
        "<p>Read a MAX30102 pulse oximeter sensor and advertise the standard Bluetooth LE <strong>Heart Rate service (0x180D)</strong>, so fitness apps can connect without custom code.</p>",
      link: "/esp32-ble-heart-rate-monitor",
    },
    {
      title: "ESP32 Web-Controlled Relay Board",
      image: ESP32,
      description:
        "<p>Switch four relays from a phone browser. The page uses <code>fetch()</code> calls to a small REST API running on the ESP32.</p>",
      link: "/esp32-web-relay-board",
    },
    {
      title: "ESP32 Deep-Sleep Battery Sensor Node",
      image: ESP32,
      description:
        "<p>Wake on a timer, take a reading, send it and go back to deep sleep. Learn why the bare chip sleeps at microamps while many dev boards draw far more through their regulator and USB chip.</p>",
      link: "/esp32-deep-sleep-sensor-node",
    },
    {
      title: "ESP32 Capacitive Touch Lamp",
      image: ESP32,
      description:
        "<p>The ESP32's built-in touch pins turn a piece of copper tape into a button. On the original ESP32, <code>touchRead()</code> values drop when a finger is near.</p>",
      link: "/esp32-capacitive-touch-lamp",
    },
    {
      title: "ESP32 Bluetooth Classic Serial Terminal",
      description:
        "<p>Use the <code>BluetoothSerial</code> library to send commands from a phone. Works on the original ESP32; the ESP32-S3 and ESP32-C3 support only Bluetooth LE.</p>",
      link: "/esp32-bluetooth-serial-terminal",
    },
    {
      title: "ESP32 Over-the-Air Firmware Updates",
      image: ESP32,
      description:
        "<p>Add <code>ArduinoOTA</code> so new sketches upload over Wi-Fi, and choose a partition scheme with room for two app slots.</p>",
      link: "/esp32-ota-firmware-updates",
    },
    {
      title: "ESP32 NTP Clock on an OLED",
      image: ESP32,
      description:
        "<p>Get the time from an NTP server with <code>configTime()</code>, apply your time-zone rules and show a large clock on an SSD1306 display.</p>",
      link: "/esp32-ntp-oled-clock",
    },
    {
      title: "ESP32 Internet Radio with I2S Amplifier",
      image: ESP32,
      description:
        "<p>Stream MP3 radio over Wi-Fi and play it through a MAX98357A I2S class-D amplifier and a small speaker.</p>",
      link: "/esp32-internet-radio-i2s",
    },
    {
      title: "ESP32 ESP-NOW Sensor Network",
      image: ESP32,
      description:
        "<p>ESP-NOW sends short packets (up to 250 bytes in the original version) between ESP32 boards without a Wi-Fi router. One gateway collects data from several nodes.</p>",
      link: "/esp32-esp-now-sensor-network",
    },
    {
      title: "ESP32 CAN Bus Reader with TWAI",
      image: ESP32,
      description:
        "<p>The ESP32's built-in TWAI controller plus an SN65HVD230 3.3 V transceiver reads CAN frames from a vehicle or industrial bus.</p>",
      link: "/esp32-can-bus-twai-reader",
    },
    {
      title: "ESP32 MQTT Smart Plug",
      image: ESP32,
      description:
        "<p>A relay module controlled by MQTT topics, with a retained state message so dashboards always show whether the plug is on.</p><p><strong>Mains wiring must be enclosed and done by someone qualified.</strong></p>",
      link: "/esp32-mqtt-smart-plug",
    },
    {
      title: "ESP32 Air Quality Monitor with PMS5003",
      image: ESP32,
      description:
        "<p>The PMS5003 laser particle sensor reports PM1.0, PM2.5 and PM10 over UART. Plot the values on a web dashboard.</p>",
      link: "/esp32-pms5003-air-quality-monitor",
    },
    {
      title: "ESP32 Energy Monitor with PZEM-004T",
      description:
        "<p>Read voltage, current, power and energy from a PZEM-004T module over Modbus serial and publish them every few seconds.</p>",
      link: "/esp32-pzem-004t-energy-monitor",
    },
    {
      title: "ESP32 WS2812B LED Strip Controller",
      image: ESP32,
      description:
        "<p>Pick colours and effects from a web page. A 74AHCT125 level shifter brings the 3.3 V data signal up to the 5 V the strip expects.</p>",
      link: "/esp32-ws2812b-led-controller",
    },
    {
      title: "ESP32 Dual-Core FreeRTOS Tasks",
      image: ESP32,
      description:
        "<p>Pin a sensor task and a network task to different cores with <code>xTaskCreatePinnedToCore()</code>, and pass data between them with a queue.</p>",
      link: "/esp32-freertos-dual-core-tasks",
    },
    {
      title: "ESP32 Wi-Fi Setup Captive Portal",
      image: ESP32,
      description:
        "<p>Instead of hard-coding credentials, the ESP32 opens its own access point with a setup page where users choose their network.</p>",
      link: "/esp32-wifi-captive-portal",
    },
    {
      title: "ESP32 Telegram Door Alarm",
      image: ESP32,
      description:
        "<p>A magnetic reed switch on the door wakes the ESP32, which sends a message through a Telegram bot over HTTPS.</p>",
      link: "/esp32-telegram-door-alarm",
    },
    {
      title: "ESP32 GPS Tracker with NEO-6M",
      image: ESP32,
      description:
        "<p>Parse NMEA sentences from a NEO-6M on a second hardware UART with <code>TinyGPSPlus</code> and log the route to a microSD card.</p>",
      link: "/esp32-neo6m-gps-tracker",
    },
    {
      title: "ESP32 E-Paper Weather Dashboard",
      image: ESP32,
      description:
        "<p>Fetch a forecast once an hour, draw it on an e-paper display and deep-sleep in between. The display keeps its image without power.</p>",
      link: "/esp32-epaper-weather-dashboard",
    },
    {
      title: "ESP32 Motorised Camera Slider",
      description:
        "<p>An A4988 stepper driver moves a camera along a rail at a steady speed for time-lapse shots, configured from a phone.</p>",
      link: "/esp32-motorised-camera-slider",
    },
    {
      title: "ESP32 Bluetooth LE Media Remote",
      image: ESP32,
      description:
        "<p>Appear to a phone or PC as a Bluetooth keyboard and send play, pause and volume keys from three buttons.</p>",
      link: "/esp32-ble-media-remote",
    },
    {
      title: "ESP32 Data Logger to Google Sheets",
      image: ESP32,
      description:
        "<p>Post readings over HTTPS to a Google Apps Script web app, which appends them as rows in a spreadsheet.</p>",
      link: "/esp32-google-sheets-data-logger",
    },
    {
      title: "ESP32 Soil Moisture Node on ADC1",
      image: ESP32,
      description:
        "<p>Read a capacitive soil sensor on an <strong>ADC1</strong> pin such as GPIO34: the ADC2 pins cannot be used while Wi-Fi is running.</p>",
      link: "/esp32-soil-moisture-node-adc1",
    },
    {
      title: "ESP32 Water Tank Level Monitor",
      image: ESP32,
      description:
        "<p>A waterproof JSN-SR04T ultrasonic sensor in the tank lid measures the water level and a web page shows the remaining volume.</p>",
      link: "/esp32-water-tank-level-monitor",
    },
    {
      title: "ESP32 Audio Spectrum Analyser",
      description:
        "<p>An INMP441 I2S MEMS microphone feeds an FFT, and the frequency bands are drawn as bars on an LED matrix.</p>",
      link: "/esp32-audio-spectrum-analyser",
    },
    {
      title: "ESP32 Home Assistant Sensor with ESPHome",
      image: ESP32,
      description:
        "<p>Describe sensors in a short YAML file, let ESPHome build the firmware, and Home Assistant discovers the device automatically.</p>",
      link: "/esp32-esphome-home-assistant-sensor",
    },
    {
      title: "ESP32 LoRa Point-to-Point Link",
      image: ESP32,
      description:
        "<p>Two SX1276 LoRa modules carry sensor data over long distances in a licence-free band (for example 868 MHz in Europe or 915 MHz in North America).</p>",
      link: "/esp32-lora-point-to-point",
    },
    {
      title: "ESP32 Reflow Oven Controller",
      image: ESP32,
      description:
        "<p>A K-type thermocouple on a MAX31855 amplifier and a solid-state relay let a PID loop follow a solder reflow profile in a toaster oven.</p>",
      link: "/esp32-reflow-oven-controller",
    },
    {
      title: "ESP32 RFID Attendance System",
      image: ESP32,
      description:
        "<p>Students tap an RFID card on an RC522 reader; the ESP32 timestamps each tap via NTP and serves the attendance list as a CSV download.</p>",
      link: "/esp32-rfid-attendance-system",
    },
    {
      title: "ESP32 DAC Waveform Generator",
      image: ESP32,
      description:
        "<p>The original ESP32 has two 8-bit DAC outputs on <code>GPIO25</code> and <code>GPIO26</code>. Generate sine, triangle and sawtooth waves from lookup tables.</p>",
      link: "/esp32-dac-waveform-generator",
    },
    {
      title: "ESP32 Pan-Tilt Servo over WebSocket",
      image: ESP32,
      description:
        "<p>Drag on a web page and two servos follow in real time. WebSockets keep latency low compared with repeated HTTP requests.</p>",
      link: "/esp32-websocket-pan-tilt",
    },
    {
      title: "ESP32 BLE Beacon Presence Detector",
      image: ESP32,
      description:
        "<p>Scan for Bluetooth LE beacons and use their signal strength (RSSI) to tell whether a tagged person or object is in the room.</p>",
      link: "/esp32-ble-beacon-presence",
    },
    {
      title: "ESP32 Modbus RTU Energy Meter Reader",
      image: ESP32,
      description:
        "<p>Poll an industrial energy meter over RS-485 with a 3.3 V transceiver such as the MAX3485, then forward the registers to MQTT.</p>",
      link: "/esp32-modbus-rtu-meter-reader",
    },
  ],

  "esp8266-projects": [
    {
      title: "ESP8266 MQTT Temperature Sensor with DHT22",
      image: ESP8266,
      description:
        "<p>A NodeMCU reads a DHT22 on <code>D2</code> (GPIO4) and publishes temperature and humidity to a Mosquitto broker with <code>PubSubClient</code>.</p>",
      link: "/esp8266-mqtt-temperature-sensor",
    },
    {
      title: "ESP8266 Wi-Fi Smart Switch",
      image: ESP8266,
      description:
        "<p>Control a relay from a phone browser and a physical button, keeping both in sync. The relay coil is driven by a transistor, not straight from a GPIO pin.</p>",
      link: "/esp8266-wifi-smart-switch",
    },
    {
      title: "ESP8266 Wi-Fi RGB LED Strip Controller",
      image: ESP8266,
      description:
        "<p>Three logic-level MOSFETs drive a 12 V RGB strip with PWM, and a small web page sets the colour.</p>",
      link: "/esp8266-rgb-led-strip-controller",
    },
    {
      title: "ESP8266 NTP Clock on a MAX7219 Display",
      image: ESP8266,
      description:
        "<p>A Wemos D1 mini syncs time over Wi-Fi and shows it on four chained 8x8 LED matrices.</p>",
      link: "/esp8266-ntp-matrix-clock",
    },
    {
      title: "ESP8266 Smart Mailbox Notifier",
      image: ESP8266,
      description:
        "<p>The lid switch resets the ESP8266 out of deep sleep, it sends a notification, then sleeps again so a battery lasts for months.</p>",
      link: "/esp8266-smart-mailbox-notifier",
    },
    {
      title: "ESP8266 Web-Configurable Weather Display",
      image: ESP8266,
      description:
        "<p>Fetch a forecast from a weather API and show it on an SSD1306 OLED. The city and API key are set from a web form and stored in flash.</p>",
      link: "/esp8266-weather-display",
    },
    {
      title: "ESP8266 Light Level Logger with BH1750",
      description:
        "<p>The BH1750 reports illuminance in lux over I2C. Log readings to a simple chart served by the ESP8266.</p>",
      link: "/esp8266-bh1750-light-logger",
    },
  ],

  "embedded-projects": [
    {
      title: "Choosing Your First Microcontroller Board",
      image: UNO,
      description:
        "<p>Arduino Uno, Nano or Mega, ESP8266, ESP32 or Raspberry Pi Pico? Compare voltage, memory, pins and connectivity before you buy.</p>",
      link: "/choosing-your-first-microcontroller-board",
    },
    {
      title: "Interrupt-Driven UART Ring Buffer",
      image: UNO,
      description:
        "<p>Receive serial bytes in an interrupt service routine into a circular buffer so the main loop never misses data. Covers <code>volatile</code> and atomic access.</p>",
      link: "/embedded-uart-ring-buffer",
    },
    {
      title: "Button Debouncing in Hardware and Software",
      image: NANO,
      description:
        "<p>Compare an RC filter with a Schmitt-trigger input against a software debounce that samples the pin over a few milliseconds.</p>",
      link: "/embedded-button-debouncing",
    },
    {
      title: "Using a Watchdog Timer to Recover from Hangs",
      description:
        "<p>Enable the watchdog, feed it only from a healthy main loop, and log the reset cause at start-up to find the bug later.</p>",
      link: "/embedded-watchdog-timer",
    },
    {
      title: "Non-Blocking State Machines with millis()",
      image: UNO,
      description:
        "<p>Replace <code>delay()</code> with timed states so one sketch can blink LEDs, read buttons and update a display at the same time.</p>",
      link: "/embedded-non-blocking-state-machines",
    },
    {
      title: "Measuring and Reducing Sleep Current",
      image: ESP32,
      description:
        "<p>Measure microamp currents with a shunt resistor, then remove power LEDs, regulators with high quiescent current and floating inputs.</p>",
      link: "/embedded-reducing-sleep-current",
    },
    {
      title: "Writing a Simple Serial Bootloader",
      description:
        "<p>Understand how a bootloader receives a new image over UART, writes it to flash page by page and jumps to the application.</p>",
      link: "/embedded-simple-serial-bootloader",
    },
  ],

  "pic-microcontroller-projects": [
    {
      title: "PIC16F877A LED Blink with MPLAB X and XC8",
      description:
        "<p>A 20 MHz crystal in HS mode, configuration bits, and the <code>TRISB</code> and <code>PORTB</code> registers make an LED on RB0 blink.</p>",
      link: "/pic16f877a-led-blink-mplab",
    },
    {
      title: "PIC16F877A Two-Digit 7-Segment Counter",
      description:
        "<p>Multiplex two common-cathode digits on PORTD, switching each digit with a transistor every few milliseconds so both appear lit.</p>",
      link: "/pic16f877a-seven-segment-counter",
    },
    {
      title: "PIC Digital Voltmeter with 16x2 LCD",
      description:
        "<p>Read a voltage with the 10-bit ADC (0-5 V in 1024 steps), scale it and show it on an HD44780 LCD in 4-bit mode.</p>",
      link: "/pic-digital-voltmeter-lcd",
    },
    {
      title: "PIC PWM DC Motor Speed Control with CCP",
      description:
        "<p>Configure the CCP1 module and Timer2 for hardware PWM, then set the duty cycle from a potentiometer.</p>",
      link: "/pic-ccp-pwm-motor-control",
    },
    {
      title: "PIC UART Communication with a PC",
      description:
        "<p>Set up the USART at 9600 baud and exchange text with a serial terminal through a USB-to-serial adapter.</p>",
      link: "/pic-uart-pc-communication",
    },
    {
      title: "PIC12F675 Automatic Night Light",
      description:
        "<p>An 8-pin PIC reads an LDR with its built-in ADC and switches an LED on at dusk, with hysteresis to stop flicker.</p>",
      link: "/pic12f675-night-light",
    },
  ],

  "electronics-components": [
    {
      title: "LEDs and Current-Limiting Resistors",
      image: UNO,
      description:
        "<p>Calculate the resistor with <code>R = (Vsupply - Vf) / I</code> and see it in practice in the Arduino Blink tutorial.</p>",
      link: "/arduino-blink-led-tutorial",
    },
    {
      title: "Reading Resistor Colour Codes",
      description:
        "<p>Decode 4-band and 5-band resistors, including the multiplier and tolerance bands, with worked examples.</p>",
      link: "/resistor-colour-codes",
    },
    {
      title: "Ceramic, Electrolytic and Film Capacitors",
      description:
        "<p>When to use each type: <strong>100 nF ceramics</strong> for decoupling, electrolytics for bulk storage, film for audio and timing. Mind electrolytic polarity.</p>",
      link: "/capacitor-types-explained",
    },
    {
      title: "Transistor as a Switch",
      image: UNO,
      description:
        "<p>Use an NPN transistor such as the BC547 or 2N2222 to switch loads that a microcontroller pin cannot drive, and size the base resistor.</p>",
      link: "/transistor-as-a-switch",
    },
    {
      title: "Logic-Level MOSFETs for Motors and LED Strips",
      image: UNO,
      description:
        "<p>Choose an N-channel MOSFET that is fully on at the gate voltage your board provides, and add a gate resistor and pull-down.</p>",
      link: "/logic-level-mosfets",
    },
    {
      title: "Relays and Flyback Diodes",
      description:
        "<p>A relay coil produces a voltage spike when switched off. A diode across the coil gives that current a safe path.</p>",
      link: "/relays-and-flyback-diodes",
    },
    {
      title: "Linear Regulators vs Buck Converters",
      image: ESP32,
      description:
        "<p>An LDO turns excess voltage into heat; a buck converter switches it efficiently. Compare them for powering a 3.3 V ESP32 from a battery.</p>",
      link: "/linear-regulator-vs-buck-converter",
    },
    {
      title: "555 Timer Astable Oscillator",
      description:
        "<p>Build an LED flasher and calculate its frequency with <em>f ≈ 1.44 / ((R1 + 2·R2) · C)</em>.</p>",
      link: "/555-timer-astable-oscillator",
    },
  ],

  "robotics-projects": [
    {
      title: "Line-Following Robot with Arduino Uno",
      image: UNO,
      description:
        "<p>Two TCRT5000 sensors, an L298N or TB6612FNG driver and two gear motors follow a black line. Simple rules first, PID later.</p>",
      link: "/line-following-robot",
    },
    {
      title: "Self-Balancing Robot with MPU6050",
      image: NANO,
      description:
        "<p>Fuse gyroscope and accelerometer data into a tilt angle with a complementary filter, then keep the robot upright with a PID loop.</p>",
      link: "/self-balancing-robot-mpu6050",
    },
    {
      title: "Four-Axis Robotic Arm with PCA9685",
      image: UNO,
      description:
        "<p>A PCA9685 board generates servo pulses over I2C for four joints. Record and replay movements with potentiometer controls.</p>",
      link: "/robotic-arm-pca9685",
    },
    {
      title: "Obstacle-Avoiding Robot",
      image: UNO,
      description:
        "<p>An ultrasonic sensor on a servo scans for the clearest direction whenever something blocks the path ahead.</p>",
      link: "/arduino-obstacle-avoiding-robot",
    },
    {
      title: "Maze-Solving Robot with the Left-Hand Rule",
      description:
        "<p>Three distance sensors detect walls and openings, and the robot follows the left wall until it finds the exit.</p>",
      link: "/maze-solving-robot",
    },
    {
      title: "Wi-Fi Controlled Rover with Live Camera",
      image: ESP32,
      description:
        "<p>An ESP32-CAM streams video to a browser while buttons on the same page drive the motors.</p>",
      link: "/esp32-cam-wifi-rover",
    },
    {
      title: "Servo Motion with the Raspberry Pi Pico",
      description:
        "<p>Generate 50 Hz servo pulses of 1-2 ms in MicroPython: the building block for grippers and pan-tilt heads.</p>",
      link: "/raspberry-pi-pico-pwm-servo",
    },
  ],

  "iot-projects": [
    {
      title: "ESP32 Weather Station with a Web Page",
      image: ESP32,
      description:
        "<p>Serve BME280 temperature, humidity and pressure readings from the ESP32 itself: no cloud account needed.</p>",
      link: "/esp32-weather-station",
    },
    {
      title: "ESP8266 MQTT Temperature Sensor",
      image: ESP8266,
      description:
        "<p>Publish DHT22 readings to an MQTT broker with retained messages, ready for Node-RED or Home Assistant.</p>",
      link: "/esp8266-mqtt-temperature-sensor",
    },
    {
      title: "Smart Irrigation Controller with Soil Moisture Sensing",
      image: NANO,
      description:
        "<p>Water only when the soil is dry. Calibrate a capacitive sensor and switch a pump with hysteresis and a safety time limit.</p>",
      link: "/soil-moisture-automatic-irrigation",
    },
    {
      title: "Node-RED Dashboard for Sensor Nodes",
      description:
        "<p>Subscribe to MQTT topics from several boards and build gauges and history charts in Node-RED without writing a web front end.</p>",
      link: "/node-red-sensor-dashboard",
    },
    {
      title: "Fridge and Freezer Temperature Alert",
      image: ESP8266,
      description:
        "<p>Waterproof DS18B20 probes share one 1-Wire bus. Send an alert when the temperature stays above a limit for more than ten minutes.</p>",
      link: "/fridge-freezer-temperature-alert",
    },
    {
      title: "Water Leak Detector with Push Notifications",
      image: ESP32,
      description:
        "<p>Two exposed contacts on the floor detect water; the ESP32 wakes from deep sleep on the signal and sends a phone notification.</p>",
      link: "/water-leak-detector-notifications",
    },
    {
      title: "Smart Street Light with LDR and PIR",
      image: ESP32,
      description:
        "<p>Lights dim at night when no one is around and brighten when the PIR sensor sees motion. Energy use is reported over MQTT.</p>",
      link: "/smart-street-light-ldr-pir",
    },
    {
      title: "Indoor Air Quality Station",
      image: ESP32,
      description:
        "<p>Combine an SCD40 CO₂ sensor with a particle sensor and warn when the room needs ventilation.</p>",
      link: "/indoor-air-quality-station",
    },
    {
      title: "LoRaWAN Parking Space Sensor",
      description:
        "<p>A magnetometer under the parking bay detects a car, and a LoRaWAN node reports occupancy through The Things Network.</p>",
      link: "/lorawan-parking-space-sensor",
    },
    {
      title: "Room Occupancy Counter with ToF Sensors",
      image: ESP32,
      description:
        "<p>Two VL53L1X time-of-flight zones in a doorway tell entering from leaving, keeping a live count of people in the room.</p>",
      link: "/room-occupancy-counter-tof",
    },
    {
      title: "Electricity Meter Pulse Reader",
      image: ESP8266,
      description:
        "<p>A photodiode taped over the meter's impulse LED counts flashes. At 1000 impulses per kWh, each flash is one watt-hour.</p>",
      link: "/electricity-meter-pulse-reader",
    },
    {
      title: "Garage Door Opener with Status Sensor",
      image: ESP8266,
      description:
        "<p>A relay \"presses\" the existing opener button and a reed switch reports whether the door is open or closed.</p>",
      link: "/garage-door-opener-status",
    },
    {
      title: "Beehive Weight Monitor over LoRa",
      description:
        "<p>Load cells under the hive and an HX711 track weight daily to show nectar flow, with data sent over LoRa from remote apiaries.</p>",
      link: "/beehive-weight-monitor-lora",
    },
    {
      title: "Smart Mailbox Notifier",
      image: ESP8266,
      description:
        "<p>A deep-sleeping ESP8266 wakes when the lid opens and sends one notification, then goes back to sleep.</p>",
      link: "/esp8266-smart-mailbox-notifier",
    },
    {
      title: "Greenhouse Climate Monitor",
      image: ESP32,
      description:
        "<p>Track temperature, humidity and light in a greenhouse and trigger vent fans through MQTT when it gets too warm.</p>",
      link: "/greenhouse-climate-monitor",
    },
  ],

  "communication-projects": [
    {
      title: "I2C Communication Between Two Arduinos",
      image: UNO,
      description:
        "<p>One board acts as controller, the other as a peripheral at its own address. Exchange bytes with the <code>Wire</code> library.</p>",
      link: "/i2c-between-two-arduinos",
    },
    {
      title: "nRF24L01 Wireless Link",
      image: NANO,
      description:
        "<p>Send sensor data between two boards on 2.4 GHz. The module needs <strong>3.3 V</strong>, and a 10 µF capacitor across its supply pins improves reliability.</p>",
      link: "/nrf24l01-wireless-link",
    },
    {
      title: "RS-485 Multi-Drop Sensor Bus",
      image: UNO,
      description:
        "<p>Connect several boards on one twisted pair over long distances with MAX485 transceivers and a simple addressed protocol.</p>",
      link: "/rs485-multi-drop-sensor-bus",
    },
    {
      title: "CAN Bus with MCP2515 Modules",
      image: UNO,
      description:
        "<p>Add CAN to an Arduino with the SPI-connected MCP2515 controller and exchange frames between two nodes with 120 Ω termination at each end.</p>",
      link: "/can-bus-mcp2515-arduino",
    },
    {
      title: "LoRa Point-to-Point Messaging",
      image: ESP32,
      description:
        "<p>Send short text messages kilometres apart using SX1276 modules. Experiment with spreading factor to trade data rate for range.</p>",
      link: "/esp32-lora-point-to-point",
    },
    {
      title: "Decoding the NEC Infrared Protocol",
      description:
        "<p>Capture an IR remote's pulses and decode the 9 ms leader, address and command bytes of the NEC protocol by hand.</p>",
      link: "/decoding-nec-infrared-protocol",
    },
    {
      title: "SPI Explained with a Shift Register",
      description:
        "<p>Drive eight LEDs from a 74HC595 to see clock, data and latch signals at work, first with <code>shiftOut()</code> and then with hardware SPI.</p>",
      link: "/spi-explained-74hc595",
    },
  ],

  "ece-projects": [
    {
      title: "Smart Blind Stick with Ultrasonic Sensing",
      image: NANO,
      description:
        "<p>An HC-SR04 on a walking stick vibrates a motor faster as obstacles get closer, helping visually impaired users detect them.</p>",
      link: "/smart-blind-stick-ultrasonic",
    },
    {
      title: "LM386 Audio Amplifier",
      description:
        "<p>Build a small speaker amplifier; the LM386's gain is 20 by default and up to 200 with a 10 µF capacitor between pins 1 and 8.</p>",
      link: "/lm386-audio-amplifier",
    },
    {
      title: "Digital Clock with 7-Segment Displays",
      image: UNO,
      description:
        "<p>A DS3231 keeps time and a multiplexed four-digit display shows hours and minutes with a blinking colon.</p>",
      link: "/digital-clock-seven-segment",
    },
    {
      title: "Wireless Power Transfer Demonstrator",
      description:
        "<p>Two coupled coils transfer enough power to light an LED across a small air gap, showing resonant inductive coupling.</p>",
      link: "/wireless-power-transfer-demo",
    },
    {
      title: "Fire Alarm with Flame and Smoke Sensors",
      image: UNO,
      description:
        "<p>Combine an IR flame sensor and an MQ-2 smoke sensor so the alarm only sounds when the readings agree, reducing false alarms.</p>",
      link: "/fire-alarm-flame-smoke",
    },
    {
      title: "Heartbeat Monitor with Pulse Sensor and OLED",
      image: NANO,
      description:
        "<p>Plot the pulse waveform on an OLED and compute beats per minute from the time between peaks.</p>",
      link: "/heartbeat-monitor-oled",
    },
    {
      title: "Wi-Fi Signal Strength Mapper",
      image: ESP8266,
      description:
        "<p>Walk around a building with an ESP8266 that logs RSSI for each access point, then draw a coverage map.</p>",
      link: "/wifi-signal-strength-mapper",
    },
  ],

  "electrical-electronics-projects": [
    {
      title: "PWM Solar Charge Controller",
      image: NANO,
      description:
        "<p>Measure panel and battery voltage with dividers and regulate charging of a 12 V lead-acid battery with a MOSFET and PWM.</p>",
      link: "/pwm-solar-charge-controller",
    },
    {
      title: "Over- and Under-Voltage Protection Relay",
      image: UNO,
      description:
        "<p>Disconnect a load when the supply voltage leaves a safe window, with a delay before reconnecting.</p><p><em>Mains measurement needs an isolated sensor module.</em></p>",
      link: "/over-under-voltage-protection",
    },
    {
      title: "DC Current Meter with ACS712",
      image: UNO,
      description:
        "<p>The ACS712 Hall-effect sensor outputs half the supply voltage at zero current. Measure the offset at start-up and convert with the sensitivity of your version.</p>",
      link: "/acs712-dc-current-meter",
    },
    {
      title: "Automatic Street Light with LDR and Relay",
      description:
        "<p>An LDR voltage divider and a comparator or microcontroller switch a lamp at dusk and dawn, with hysteresis so it does not flicker.</p>",
      link: "/automatic-street-light-ldr",
    },
    {
      title: "3S Lithium Battery Monitor",
      image: NANO,
      description:
        "<p>Measure each cell of a three-cell pack through dividers and warn when any cell drops below a safe voltage.</p>",
      link: "/3s-lithium-battery-monitor",
    },
    {
      title: "Automatic Transfer Switch for a Backup Supply",
      description:
        "<p>Detect loss of the main supply and switch the load to a backup source, with interlocking so both sources are never connected together.</p>",
      link: "/automatic-transfer-switch",
    },
  ],

  "civil-engineering-projects": [
    {
      title: "Structural Vibration Monitor with ADXL345",
      image: ESP32,
      description:
        "<p>Sample a 3-axis accelerometer on a floor or footbridge and find its dominant frequency with an FFT.</p>",
      link: "/structural-vibration-monitor-adxl345",
    },
    {
      title: "Beam Load Test with Strain Gauges and HX711",
      image: UNO,
      description:
        "<p>Bond strain gauges in a Wheatstone bridge to a test beam and log strain as weights are added, then compare with theory.</p>",
      link: "/beam-load-test-strain-gauges",
    },
    {
      title: "Concrete Curing Temperature Logger",
      image: MEGA,
      description:
        "<p>DS18B20 probes cast into a slab record its temperature to an SD card, giving the data needed for maturity-based strength estimates.</p>",
      link: "/concrete-curing-temperature-logger",
    },
    {
      title: "River Level Flood Alert",
      description:
        "<p>An ultrasonic sensor above the water measures the level and sends SMS warnings through a GSM module when thresholds are crossed.</p>",
      link: "/river-level-flood-alert",
    },
    {
      title: "Slope Tilt Monitor for Landslide Warning",
      image: ESP32,
      description:
        "<p>Tilt sensors on posts along a slope report small angle changes over LoRa, so movement is noticed early.</p>",
      link: "/slope-tilt-landslide-monitor",
    },
  ],

  "mechanical-engineering-projects": [
    {
      title: "Optical Tachometer",
      image: NANO,
      description:
        "<p>An IR reflective sensor counts a strip of white tape on a rotating shaft, and an interrupt-driven timer shows RPM on a display.</p>",
      link: "/optical-tachometer",
    },
    {
      title: "Heat Exchanger Efficiency Test Rig",
      image: MEGA,
      description:
        "<p>Thermocouples with MAX31855 amplifiers measure inlet and outlet temperatures, while a flow sensor gives the mass flow rate.</p>",
      link: "/heat-exchanger-test-rig",
    },
    {
      title: "Two-Axis CNC Pen Plotter",
      image: UNO,
      description:
        "<p>Two steppers on a CNC shield and a servo pen lift draw G-code drawings using GRBL firmware.</p>",
      link: "/two-axis-cnc-pen-plotter",
    },
    {
      title: "Motor Vibration Analysis for Predictive Maintenance",
      image: ESP32,
      description:
        "<p>Mount an accelerometer on a motor housing and watch the FFT for peaks that grow as bearings wear or the rotor becomes unbalanced.</p>",
      link: "/motor-vibration-analysis",
    },
    {
      title: "Small Motor Dynamometer",
      description:
        "<p>Measure torque with a load cell on a brake arm and speed with a tachometer, then plot the motor's power curve.</p>",
      link: "/small-motor-dynamometer",
    },
  ],

  "agricultural-engineering-projects": [
    {
      title: "Smart Irrigation Controller with Soil Moisture Sensing",
      image: NANO,
      description:
        "<p>Capacitive soil sensing, a relay-switched pump and a run-time limit. Water goes where and when the crop needs it.</p>",
      link: "/soil-moisture-automatic-irrigation",
    },
    {
      title: "Greenhouse Climate Controller",
      image: MEGA,
      description:
        "<p>Control fans, a heater and misting from temperature and humidity set points, with separate day and night profiles.</p>",
      link: "/greenhouse-climate-controller",
    },
    {
      title: "Egg Incubator Controller",
      image: UNO,
      description:
        "<p>Hold about 37.5 °C with PID control of a heater, monitor humidity, and turn the eggs with a motor several times a day.</p>",
      link: "/egg-incubator-controller",
    },
    {
      title: "Grain Storage Temperature Monitor",
      description:
        "<p>A chain of DS18B20 sensors on one cable in the grain bin reveals hot spots that signal spoilage or insect activity.</p>",
      link: "/grain-storage-temperature-monitor",
    },
    {
      title: "Livestock Water Trough Level Alarm",
      image: ESP32,
      description:
        "<p>A float switch and a solar-powered node send an alert when a remote trough runs low.</p>",
      link: "/livestock-water-trough-alarm",
    },
    {
      title: "Field Weather Station for Crop Disease Risk",
      image: ESP32,
      description:
        "<p>Log air temperature, humidity, rainfall and leaf wetness, the inputs many crop disease risk models use.</p>",
      link: "/field-weather-station-disease-risk",
    },
  ],

  "esp32-cam-projects": [
    {
      title: "ESP32-CAM Video Streaming Web Server",
      image: ESP32,
      description:
        "<p>Flash the CameraWebServer example and view MJPEG video from the OV2640 camera in a browser.</p>",
      link: "/esp32-cam-video-streaming",
    },
    {
      title: "Programming the ESP32-CAM with a USB-Serial Adapter",
      image: ESP32,
      description:
        "<p>The board has no USB port. Connect a USB-serial adapter with 3.3 V logic, tie <code>GPIO0</code> to GND while resetting to enter flash mode, then remove the link to run.</p>",
      link: "/programming-esp32-cam-usb-serial",
    },
    {
      title: "ESP32-CAM Doorbell with Photo Notifications",
      image: ESP32,
      description:
        "<p>Pressing the doorbell button takes a photo and sends it to your phone through a Telegram bot.</p>",
      link: "/esp32-cam-photo-doorbell",
    },
    {
      title: "ESP32-CAM Time-Lapse to microSD",
      image: ESP32,
      description:
        "<p>Capture a JPEG every minute to the onboard microSD slot and deep-sleep between shots to save power.</p>",
      link: "/esp32-cam-timelapse-microsd",
    },
    {
      title: "PIR-Triggered Wildlife Camera",
      image: ESP32,
      description:
        "<p>A PIR sensor wakes the ESP32-CAM from deep sleep when an animal passes, and the picture is saved with a sequence number.</p>",
      link: "/esp32-cam-wildlife-camera",
    },
    {
      title: "ESP32-CAM QR Code Reader",
      description:
        "<p>Decode QR codes from camera frames on the device and act on their contents, for example to check in at a door.</p>",
      link: "/esp32-cam-qr-code-reader",
    },
  ],

  "raspberry-pi-pico-projects": [
    {
      title: "Raspberry Pi Pico Servo Control with PWM",
      description:
        "<p>Set <code>freq(50)</code> and convert 1-2 ms pulses into <code>duty_u16()</code> values to position a hobby servo from MicroPython.</p>",
      link: "/raspberry-pi-pico-pwm-servo",
    },
    {
      title: "Pico Internal Temperature Sensor",
      description:
        "<p>Read ADC channel 4 and convert with <em>T = 27 - (V - 0.706) / 0.001721</em>, the formula from the RP2040 datasheet.</p>",
      link: "/pico-internal-temperature-sensor",
    },
    {
      title: "WS2812 LEDs with PIO",
      description:
        "<p>Use one of the RP2040's programmable I/O state machines to generate the precise WS2812 timing while the CPU stays free.</p>",
      link: "/pico-pio-ws2812-leds",
    },
    {
      title: "Pico USB Macro Keypad",
      description:
        "<p>The RP2040's native USB lets the Pico act as a keyboard. Map a grid of buttons to shortcuts with CircuitPython's HID library.</p>",
      link: "/pico-usb-macro-keypad",
    },
    {
      title: "Pico Data Logger to Flash",
      description:
        "<p>Append sensor readings to a CSV file on the MicroPython file system and copy it off later with Thonny.</p>",
      link: "/pico-flash-data-logger",
    },
    {
      title: "Pico Dual-Core Blink and Sensor Read",
      description:
        "<p>Start a function on the second Cortex-M0+ core with <code>_thread</code> in MicroPython and share data with a lock.</p>",
      link: "/pico-dual-core-micropython",
    },
  ],

  "raspberry-pi-zero-projects": [
    {
      title: "Pi Zero W Security Camera",
      description:
        "<p>Connect a Camera Module with the Zero's narrower ribbon cable and stream or record motion-triggered clips.</p>",
      link: "/pi-zero-w-security-camera",
    },
    {
      title: "Pi Zero E-Paper Status Display",
      description:
        "<p>Show calendar events, weather or server status on an e-paper HAT that only redraws when something changes.</p>",
      link: "/pi-zero-epaper-status-display",
    },
    {
      title: "Pi Zero as a USB Gadget",
      description:
        "<p>Configure the USB OTG port so the Zero appears as a network adapter or serial device when plugged into a computer.</p>",
      link: "/pi-zero-usb-gadget-mode",
    },
    {
      title: "Relay Control with gpiozero",
      description:
        "<p>Switch a relay module from Python using the <code>gpiozero</code> library, and schedule it with cron.</p>",
      link: "/pi-zero-gpiozero-relay",
    },
    {
      title: "Pi Zero 2 W Network Ad Blocker",
      description:
        "<p>Run Pi-hole as the DNS server for your home network to block ad and tracking domains for every device.</p>",
      link: "/pi-zero-2-w-network-ad-blocker",
    },
  ],

  "raspberry-pi-4-projects": [
    {
      title: "Home Automation Hub with Home Assistant",
      description:
        "<p>Install Home Assistant on a Pi 4 and bring ESPHome sensors, MQTT devices and Zigbee bulbs into one dashboard.</p>",
      link: "/pi-4-home-assistant-hub",
    },
    {
      title: "Network Storage with a USB 3.0 SSD",
      description:
        "<p>Use the Pi 4's USB 3.0 ports and Gigabit Ethernet to share an SSD over Samba for backups and media.</p>",
      link: "/pi-4-usb-ssd-network-storage",
    },
    {
      title: "Object Tracking with OpenCV and a Pan-Tilt Head",
      description:
        "<p>Detect a coloured object in the camera image and move two servos to keep it centred in the frame.</p>",
      link: "/pi-4-opencv-object-tracking",
    },
    {
      title: "3D Printer Host with Klipper",
      description:
        "<p>Let the Pi 4 compute motion planning for Klipper while the printer's microcontroller only generates step pulses.</p>",
      link: "/pi-4-klipper-3d-printer-host",
    },
    {
      title: "Wall-Mounted Dashboard Kiosk",
      description:
        "<p>Boot straight into a full-screen browser showing a Grafana or Home Assistant dashboard on a touchscreen.</p>",
      link: "/pi-4-dashboard-kiosk",
    },
  ],

  "avr-microcontroller-projects": [
    {
      title: "Bare-Metal ATmega328P Blink with avr-gcc",
      image: UNO,
      description:
        "<p>Blink the Uno's LED without the Arduino core: set bit PB5 in <code>DDRB</code> and toggle it in <code>PORTB</code>.</p>",
      link: "/atmega328p-bare-metal-blink",
    },
    {
      title: "Timer1 CTC Interrupt at 1 Hz",
      image: UNO,
      description:
        "<p>With a 16 MHz clock and a 1024 prescaler, <code>OCR1A = 15624</code> gives exactly one compare-match interrupt per second.</p>",
      link: "/avr-timer1-ctc-1hz",
    },
    {
      title: "ATtiny85 Candle Flicker LED",
      description:
        "<p>A tiny 8-pin AVR generates a random PWM flicker for an LED tea light, programmed through an Arduino used as ISP.</p>",
      link: "/attiny85-candle-flicker",
    },
    {
      title: "Register-Level USART on the ATmega328P",
      image: NANO,
      description:
        "<p>Set <code>UBRR0</code> for 9600 baud, enable the transmitter and receiver, and write a tiny printf-style logger.</p>",
      link: "/atmega328p-register-usart",
    },
    {
      title: "AVR Sleep Modes for Battery Projects",
      image: NANO,
      description:
        "<p>Use power-down sleep and a watchdog or pin-change interrupt to wake, reducing current from milliamps to microamps on a bare chip.</p>",
      link: "/avr-sleep-modes-battery",
    },
    {
      title: "Programming AVRs with a USBasp",
      description:
        "<p>Flash hex files and set fuses with <code>avrdude</code> through the ISP header. Double-check fuse values before writing.</p>",
      link: "/programming-avr-usbasp",
    },
  ],

  "arm-microcontroller-projects": [
    {
      title: "SysTick Millisecond Timer on Cortex-M",
      description:
        "<p>Configure the SysTick timer found in almost every Cortex-M microcontroller for a 1 ms tick and build a non-blocking delay on top of it.</p>",
      link: "/cortex-m-systick-timer",
    },
    {
      title: "nRF52840 Bluetooth LE Environmental Sensor",
      description:
        "<p>Advertise temperature and humidity from a Cortex-M4F based nRF52840 and read them in a phone app.</p>",
      link: "/nrf52840-ble-environmental-sensor",
    },
    {
      title: "Teensy 4.0 Audio Effects Pedal",
      description:
        "<p>The Teensy Audio Library and a 600 MHz Cortex-M7 handle reverb, delay and filters on a guitar signal in real time.</p>",
      link: "/teensy-4-audio-effects-pedal",
    },
    {
      title: "SAMD21 True Analog Output with the DAC",
      description:
        "<p>Use the 10-bit DAC of a SAMD21 board such as the Arduino Zero to output audio tones and slow ramps.</p>",
      link: "/samd21-dac-analog-output",
    },
    {
      title: "Understanding CMSIS and Vendor HALs",
      description:
        "<p>See how the CMSIS core headers, device headers and a vendor HAL fit together in a typical ARM microcontroller project.</p>",
      link: "/cmsis-and-vendor-hals",
    },
  ],

  "stm32-projects": [
    {
      title: "STM32 Blue Pill Blink in STM32CubeIDE",
      description:
        "<p>Configure PC13 as an output in CubeMX and toggle the on-board LED, which lights when the pin is driven <strong>low</strong>.</p>",
      link: "/stm32-blue-pill-blink-cubeide",
    },
    {
      title: "STM32 UART Receive with DMA",
      description:
        "<p>Receive variable-length messages with DMA and the UART idle-line interrupt, leaving the CPU free for other work.</p>",
      link: "/stm32-uart-dma-receive",
    },
    {
      title: "STM32 Hardware PWM for LED Dimming",
      description:
        "<p>Set the timer prescaler and auto-reload value for the PWM frequency, then change the compare register for brightness.</p>",
      link: "/stm32-timer-pwm-led-dimming",
    },
    {
      title: "STM32 USB Virtual COM Port",
      description:
        "<p>Enable the USB CDC device class in CubeMX so the board shows up as a serial port without a USB-serial adapter.</p>",
      link: "/stm32-usb-virtual-com-port",
    },
    {
      title: "STM32 Multi-Channel ADC with DMA",
      description:
        "<p>Scan several analog inputs continuously into a buffer with DMA and average them in the main loop.</p>",
      link: "/stm32-adc-dma-multichannel",
    },
    {
      title: "FreeRTOS on the STM32 Black Pill",
      description:
        "<p>Run sensor, display and communication tasks on an STM32F411 with CMSIS-RTOS v2 and queues between them.</p>",
      link: "/stm32-black-pill-freertos",
    },
  ],

  "it-projects": [
    {
      title: "Sensor Data REST API with Node.js",
      image: ESP32,
      description:
        "<p>Accept JSON readings from ESP32 boards over HTTP, validate them and store them in a database for later charts.</p>",
      link: "/sensor-data-rest-api-nodejs",
    },
    {
      title: "Serial Port Logger in Python",
      image: UNO,
      description:
        "<p>Read lines from an Arduino with <code>pyserial</code>, add timestamps and save them to CSV files that rotate daily.</p>",
      link: "/python-serial-port-logger",
    },
    {
      title: "MQTT to Time-Series Database Bridge",
      description:
        "<p>Subscribe to sensor topics and write the values to InfluxDB, then build Grafana panels on top.</p>",
      link: "/mqtt-time-series-bridge",
    },
    {
      title: "Lab Equipment Booking Web App",
      description:
        "<p>Let students reserve oscilloscopes and development boards for time slots, with an admin view for lab staff.</p>",
      link: "/lab-equipment-booking-app",
    },
    {
      title: "Firmware Update Server for IoT Devices",
      image: ESP8266,
      description:
        "<p>Host versioned firmware files and let ESP8266 and ESP32 devices check for and download updates over HTTPS.</p>",
      link: "/iot-firmware-update-server",
    },
  ],
};
