import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "it",
  kind: "branch",
  title: "Information Technology (IT)",
  headTitle: "Embedded Systems for IT Students: IoT, Edge and Raspberry Pi",
  description:
    "How IT students use embedded systems: IoT back ends, MQTT, edge computing, Raspberry Pi servers, device security, data pipelines and sensor dashboards.",
  keywords: [
    "IoT for IT students",
    "MQTT broker",
    "edge computing",
    "Raspberry Pi server",
    "IoT security",
    "sensor dashboard",
    "Python Raspberry Pi",
    "InfluxDB Grafana",
  ],
  intro: [
    "IT students usually meet electronics from the software side: a sensor produces numbers, and someone has to move, store, secure and present them. Once data leaves the microcontroller, an Internet of Things deployment is mostly an IT problem: provisioning devices, networking them, running brokers and databases, building dashboards and keeping everything patched.",
    "A little hardware knowledge makes those systems better. If you know that an ESP32 only speaks 2.4 GHz Wi-Fi, that a battery sensor may wake for a few seconds an hour, or that a Raspberry Pi's microSD card wears out under constant database writes, you design back ends, networks and security policies that fit the devices instead of fighting them.",
  ],
  basics: [
    "Most IoT systems have three tiers. Devices are microcontrollers such as the ESP32 or Pico W: no general-purpose operating system (at most a small RTOS such as FreeRTOS), a few hundred kilobytes of RAM (520 KB SRAM on the ESP32), firmware that reads sensors and sends small messages. Gateways are single-board computers such as a Raspberry Pi running Linux, able to host a broker, a database and containers. Servers or cloud services aggregate many sites and serve users. Deciding which tier does which job is the core design skill.",
    "MQTT is a widely used messaging protocol for such systems. Devices publish to hierarchical topics (for example lab/room2/temperature) on a broker such as Mosquitto, and any number of subscribers receive the data without knowing who sent it. The broker listens on TCP port 1883 for plain connections and 8883 for TLS. QoS 0, 1 and 2 trade overhead for delivery guarantees, a retained message gives new subscribers the last known value, and a last will message announces a device that dropped off. HTTP REST is simpler to debug but heavier for battery devices, which would also have to poll to receive commands.",
    "On a Raspberry Pi, Python is the fastest way to talk to hardware. The GPIO header uses 3.3 V logic and is not 5 V tolerant, so a 5 V sensor output needs a level shifter or divider. Enable I2C and SPI with raspi-config, then use libraries such as gpiozero, smbus2 and paho-mqtt. Three habits cause trouble later: running everything as root, installing packages into the system Python instead of a virtual environment, and starting scripts by hand instead of as systemd services that restart after a crash or reboot.",
    "Security has to be designed in, because devices are numerous and rarely updated: the Mirai botnet of 2016 grew by logging into cameras and routers with factory default passwords. A sensible baseline: unique credentials per device, SSH keys, no inbound ports open to the internet (use outbound connections or a VPN such as WireGuard), a separate network segment for IoT devices, TLS to the broker, and a way to update firmware.",
  ],
  features: [
    {
      title: "IoT back ends and message brokers",
      text: "Running brokers such as Mosquitto or EMQX, designing topics, writing access control lists and bridging local to cloud brokers. Topic structure decides how easily you can add sites and grant permissions later.",
    },
    {
      title: "Edge computing and gateways",
      text: "A gateway near the sensors filters, aggregates and buffers data, so only summaries cross a slow or costly uplink and local automation keeps working when the internet is down.",
    },
    {
      title: "Raspberry Pi as a small server",
      text: "A Pi 4 with Gigabit Ethernet and USB 3.0 can host a broker, database, reverse proxy and dashboards for a lab or home. Put write-heavy databases on a USB SSD rather than the microSD card, and back up configuration as code.",
    },
    {
      title: "Device networking",
      text: "IoT devices use Wi-Fi, Bluetooth Low Energy, Zigbee and LoRaWAN, each with different range, power and addressing. Useful skills include DHCP reservations, mDNS names, VLANs, and knowing that many microcontrollers only join 2.4 GHz networks and cannot get past a captive-portal login page.",
    },
    {
      title: "Security and fleet management",
      text: "Provisioning unique credentials, issuing certificates, keeping an inventory of firmware versions and delivering over-the-air (OTA) updates turn a pile of gadgets into a manageable fleet. The ESP-IDF framework supports secure boot and flash encryption for production devices.",
    },
    {
      title: "Data pipelines and time-series storage",
      text: "Sensor data is time-stamped and append-only, which suits time-series databases such as InfluxDB or TimescaleDB. Plan retention and downsampling early: one reading per second from 100 sensors is over 8.6 million rows a day.",
    },
    {
      title: "Web dashboards and APIs",
      text: "Grafana gives dashboards and alerts with almost no code; a custom web app with a REST API and WebSockets gives full control over live charts, user roles and commands.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Arduino readings to a CSV file with pySerial",
        text: "An Arduino prints one reading per line over USB; a Python script on the PC opens the serial port with pySerial, adds a timestamp to each line and appends it to a CSV file that opens straight in a spreadsheet or pandas.",
        slug: "python-pyserial-arduino-csv-logger",
      },
      {
        title: "Raspberry Pi MQTT broker",
        text: "Install Mosquitto, create users in a password file, design a topic scheme and test with mosquitto_pub and mosquitto_sub from two machines, learning the broker model before any hardware is involved.",
      },
      {
        title: "Python room sensor service",
        text: "Read a BME280 over I2C with Python, publish JSON readings every 30 seconds and run the script as a systemd service that survives reboots. Covers GPIO wiring, virtual environments and service management.",
      },
      {
        title: "Pi-hole to see what devices talk to",
        text: "Run Pi-hole as the DNS server for a lab network and study which domains smart plugs, TVs and cameras contact. It is a practical lesson in DNS, device privacy and why IoT gear belongs on its own segment.",
      },
    ],
    intermediate: [
      {
        title: "ESP32 sensor fleet with InfluxDB and Grafana",
        text: "Several ESP32 nodes publish readings over MQTT, Node-RED or Telegraf writes them to InfluxDB, and Grafana shows per-room panels with alert rules for out-of-range values and offline devices.",
      },
      {
        title: "Secure MQTT with TLS and ACLs",
        text: "Create a small certificate authority with openssl, enable the 8883 listener on Mosquitto, give each ESP32 its own credentials and write ACLs so a device may only publish under its own topic.",
      },
      {
        title: "Dockerised IoT stack",
        text: "Describe Mosquitto, Node-RED, InfluxDB and Grafana in one docker compose file on a Pi 4 with persistent volumes, then practise backup, restore and upgrade without losing data.",
      },
    ],
    advanced: [
      {
        title: "OTA update server for a device fleet",
        text: "Build a service that tracks firmware versions per device, serves signed images and rolls updates out in stages. The ESP32 writes each update to the other of two OTA app partitions, so with rollback enabled in the bootloader a failed update returns to the previous image.",
      },
      {
        title: "Store-and-forward edge gateway",
        text: "A gateway buffers readings in SQLite while the uplink is down and replays them with original timestamps when it returns. Make writes idempotent so replayed messages never create duplicates.",
      },
      {
        title: "IoT network segmentation lab",
        text: "Use an OpenWrt router or managed switch to place devices on an IoT VLAN, allow them to reach only the broker, and log their traffic on a Pi to spot devices contacting unexpected hosts.",
      },
    ],
  },
  topProjects: [
    {
      title: "Campus environment monitoring platform",
      text: "Temperature, humidity and CO2 nodes in classrooms feed a broker, database and dashboard, exercising the whole chain from device provisioning to web pages, with data that informs ventilation decisions.",
    },
    {
      title: "BLE asset tracking",
      text: "ESP32 gateways in each room scan for BLE beacon advertisements and report the signal strength; a back end decides which room each tagged item is in. You learn why RSSI is noisy and how smoothing and voting between gateways help.",
    },
    {
      title: "Edge vision counter",
      text: "A Raspberry Pi with a camera runs a TensorFlow Lite model to count people or vehicles and publishes only the counts. It shows the bandwidth and privacy benefits of processing at the edge.",
    },
    {
      title: "IoT honeypot",
      text: "A Pi running a honeypot such as Cowrie records login attempts against fake Telnet and SSH services, showing exactly why default passwords are dangerous. Keep it on a separate network with no route to real devices.",
    },
  ],
  tutorials: [
    {
      title: "Set up Mosquitto with password authentication",
      text: "Install with sudo apt install mosquitto mosquitto-clients. Since Mosquitto 2.0 the broker accepts only local connections until you configure a listener. Create a user with sudo mosquitto_passwd -c /etc/mosquitto/passwd labuser, then add a file in /etc/mosquitto/conf.d/ containing listener 1883, allow_anonymous false and password_file /etc/mosquitto/passwd. Restart with sudo systemctl restart mosquitto. In one terminal run mosquitto_sub -h localhost -t 'lab/#' -v -u labuser -P yourpassword, and in another publish a test value with mosquitto_pub on lab/test. If a connection is refused, read journalctl -u mosquitto.",
    },
    {
      title: "Publish I2C sensor data from Python",
      text: "Enable I2C in raspi-config and wire a BME280 breakout to 3.3 V, GND, SDA on GPIO2 (physical pin 3) and SCL on GPIO3 (pin 5). Run i2cdetect -y 1; the sensor appears at 0x76 or 0x77 (set ADDRESS to match). Create a virtual environment (on Raspberry Pi OS and other Debian systems install python3-venv first, or python3 -m venv stops because ensurepip is missing) and install smbus2, RPi.bme280 and paho-mqtt into it with its pip. The script reads the sensor every 30 seconds, builds a JSON object with a UTC timestamp and publishes it to the broker with paho-mqtt's publish.single helper; a failed read or publish is printed and the loop carries on. Then write a systemd unit with Restart=on-failure that runs it with the virtual environment's Python, and enable it.",
      code: {
        lang: "python",
        text: 'import json\nimport time\nfrom datetime import datetime, timezone\n\nimport bme280\nimport paho.mqtt.publish as publish\nimport smbus2\n\nI2C_PORT = 1\nADDRESS = 0x76\nBROKER = "localhost"\nTOPIC = "lab/room2/climate"\nAUTH = {"username": "labuser", "password": "yourpassword"}\n\nbus = smbus2.SMBus(I2C_PORT)\ncalibration = bme280.load_calibration_params(bus, ADDRESS)\n\nwhile True:\n  try:\n    data = bme280.sample(bus, ADDRESS, calibration)\n    payload = json.dumps({\n      "time": datetime.now(timezone.utc).isoformat(timespec="seconds"),\n      "temperature_c": round(data.temperature, 2),\n      "pressure_hpa": round(data.pressure, 2),\n      "humidity_pct": round(data.humidity, 1),\n    })\n    publish.single(TOPIC, payload, hostname=BROKER, port=1883, auth=AUTH)\n    print(payload)\n  except Exception as error:\n    print("read or publish failed:", error)\n  time.sleep(30)\n',
      },
    },
    {
      title: "Connect an ESP32 to MQTT",
      text: "In the Arduino IDE install the PubSubClient library. Connect with WiFi.begin, call client.setServer with the broker address and port 1883, and write a reconnect function that runs whenever client.connected() is false. Give every device a unique client ID: two devices with the same ID keep disconnecting each other. Call client.loop() often. PubSubClient's default packet limit is 256 bytes, so call setBufferSize if your JSON messages are larger.",
    },
  ],
  tutorialSlugs: [
    "python-pyserial-arduino-csv-logger",
    "raspberry-pi-4-bme280-logger-python",
    "esp8266-mqtt-temperature-sensor",
    "raspberry-pi-zero-button-led-gpiozero",
  ],
};

export default topic;
