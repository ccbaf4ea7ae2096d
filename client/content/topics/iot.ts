import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "iot",
  kind: "topic",
  title: "Internet of Things (IoT)",
  headTitle: "Internet of Things (IoT): Devices, MQTT, Security and Power",
  description:
    "How IoT devices work: Wi-Fi, BLE, LoRa, Zigbee and cellular links, MQTT, HTTP and CoAP, cloud dashboards, device security, OTA updates and power budgets.",
  keywords: ["Internet of Things", "IoT", "MQTT", "CoAP", "LoRa", "BLE", "IoT security", "OTA updates", "ESP32", "power budget"],
  intro: [
    "The Internet of Things is the practice of connecting physical devices, such as sensors, meters, locks and lights, to networks so that their data can be collected and they can be controlled remotely. A typical system has four layers: the device that senses or acts, the radio or wired link, a gateway or the internet that carries messages, and a server that stores, displays and acts on the data.",
    "Good IoT design is a chain of trade-offs. Range, data rate, battery life, cost and security pull against each other, and the weakest link decides whether a device runs for years in the field or needs constant attention.",
  ],
  basics: [
    "An IoT device is usually a microcontroller with a sensor, an actuator or both, plus a radio. Boards like the ESP32 and ESP8266 include 2.4 GHz Wi-Fi, the Raspberry Pi Pico W adds Wi-Fi to the RP2040, and Nordic nRF52 chips are common for Bluetooth Low Energy. Where a device cannot reach the internet itself, a gateway bridges its local radio, such as BLE, LoRa or Zigbee, to an IP network.",
    "Devices exchange messages rather than web pages. In MQTT, a widely used IoT protocol, a device connects to a broker and publishes readings to a topic such as home/kitchen/temperature; any client subscribed to that topic receives them. Neither side needs to know the other's address, and devices behind home routers only make outgoing connections, which simplifies networking.",
    "Power usually decides the architecture. A mains-powered light can keep Wi-Fi connected all the time, but a battery sensor must sleep almost always and wake briefly to measure and transmit. Average current over a full cycle, not the active current, sets battery life, and radio transmission and connection setup are usually the largest costs.",
  ],
  features: [
    {
      title: "Wi-Fi",
      text: "Connects straight to existing routers with high data rates, ideal for mains-powered devices and cameras. Joining a network and negotiating TLS take time and significant current, so battery devices should keep wake-ups rare and short.",
    },
    {
      title: "Bluetooth Low Energy",
      text: "Low power and short range, with devices advertising small packets or exposing data as GATT services and characteristics. A phone or gateway usually forwards the data to the internet.",
    },
    {
      title: "LoRa and LoRaWAN",
      text: "Sub-GHz long-range radio, 868 MHz in Europe and 915 MHz in the US, reaching kilometres with very low data rates. LoRaWAN adds gateways and a network server; regional rules limit airtime, so send a few bytes, not text.",
    },
    {
      title: "Zigbee and Thread",
      text: "Both use IEEE 802.15.4 radios, usually at 2.4 GHz, to form low-power mesh networks, where mains-powered nodes relay messages. Zigbee needs a coordinator; Thread carries IPv6 and is one of the networks used by Matter smart-home devices.",
    },
    {
      title: "Cellular IoT",
      text: "LTE-M and NB-IoT modems work anywhere with coverage and no local gateway, at the cost of a SIM subscription and high transmit peaks that need a supply able to deliver bursts of current.",
    },
    {
      title: "MQTT, HTTP and CoAP",
      text: "MQTT runs over TCP on port 1883, or 8883 with TLS, with QoS levels 0, 1 and 2, retained messages and a last will message when a device drops off. HTTP suits occasional uploads to web APIs. CoAP offers REST-style requests over UDP, port 5683, for very constrained devices.",
    },
    {
      title: "Cloud and dashboards",
      text: "A common self-hosted stack is the Mosquitto broker, Node-RED for logic, InfluxDB for time-series storage and Grafana for dashboards; Home Assistant integrates home devices.",
    },
    {
      title: "Security",
      text: "Use TLS and verify the server certificate, give each device its own credentials, keep secrets out of source control, sign firmware updates, and restrict each device to its own broker topics.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Wi-Fi MQTT temperature and humidity sensor",
        text: "An ESP8266 NodeMCU reads a DHT22 and publishes temperature and humidity to an MQTT broker with the PubSubClient library every 30 seconds; watch the messages arrive with mosquitto_sub or any MQTT client app.",
        slug: "esp8266-mqtt-temperature-sensor",
      },
      {
        title: "Remote-controlled relay",
        text: "Subscribe to a command topic and switch a low-voltage load through a relay module that has its own transistor driver and flyback diode, publishing the new state back so the dashboard stays in sync.",
      },
      {
        title: "BLE beacon logger",
        text: "Broadcast sensor values in BLE advertisements and read them with a phone scanner app, with no pairing needed.",
      },
    ],
    intermediate: [
      {
        title: "ESP-NOW sensor link between two ESP32 boards",
        text: "A sensor node sends readings straight to a receiver ESP32 by its MAC address with ESP-NOW, with no router or broker in between; the receiver prints them on its serial monitor.",
        slug: "esp-now-two-esp32-sensor-link",
      },
      {
        title: "Battery-powered deep-sleep node",
        text: "Wake, measure, publish and return to deep sleep, measuring average current and estimating battery life. On an ESP8266, wire GPIO16 (D0) to RST so the timer can wake it.",
      },
      {
        title: "Home dashboard",
        text: "Route several sensors through Mosquitto and Node-RED into InfluxDB and build Grafana graphs with alerts.",
      },
      {
        title: "LoRa point-to-point link",
        text: "Send compact binary readings between two LoRa modules on the legal band for your region and log signal strength against distance.",
      },
    ],
    advanced: [
      {
        title: "Secure OTA pipeline",
        text: "Build firmware, sign it, host it and let devices download, verify and install it with automatic rollback if the new image fails to start.",
      },
      {
        title: "LoRaWAN field sensor network",
        text: "Deploy solar or battery nodes through a LoRaWAN gateway and network server, decoding payloads into a database.",
      },
      {
        title: "Zigbee or Thread mesh",
        text: "Build a mesh of low-power nodes with routers and sleepy end devices, and observe how it heals when a node is removed.",
      },
    ],
  },
  topProjects: [
    {
      title: "Energy monitor",
      text: "A non-invasive current clamp and a microcontroller log household consumption without cutting or touching any conductor. Clamps that must go inside a consumer unit should be fitted by a qualified electrician.",
    },
    {
      title: "Garden irrigation controller",
      text: "Soil moisture sensors, weather data and a solenoid valve make a useful system with real reliability requirements. Switch the valve through a MOSFET or relay driver with a flyback diode across the coil, never from a pin directly.",
    },
    {
      title: "Air-quality station",
      text: "Particulate and CO2 sensors published over MQTT, with long-term graphs that reveal daily patterns.",
    },
    {
      title: "Coin-cell BLE tag",
      text: "Pushing a sensor to run for a year on a small cell teaches advertising intervals and sleep design.",
    },
  ],
  tutorials: [
    {
      title: "Publishing sensor data with MQTT",
      text: "Install the Mosquitto broker on a computer or Raspberry Pi and create a username and password. On the ESP32, connect to Wi-Fi, then to the broker with a unique client ID. Publish readings as short JSON to a topic such as sensors/room1/temperature, and reconnect automatically if the link drops. Test from a laptop with mosquitto_sub subscribed to sensors/#.",
    },
    {
      title: "Calculating a power budget",
      text: "List each phase of the cycle with its current and duration. Suppose a node draws 80 mA for 2 s every 10 minutes and 10 µA asleep. The charge per cycle is 80 × 2 + 0.01 × 598, about 166 mA·s, so the average is about 0.28 mA over 600 s. A 2000 mAh battery then lasts about 7,200 hours, roughly ten months, before allowing for self-discharge and regulator quiescent current, which can be several milliamps on some cheap regulators.",
    },
    {
      title: "Basic device hardening",
      text: "Store Wi-Fi and broker credentials outside your code repository. Enable TLS on port 8883 and load the CA certificate so the device verifies the broker, after setting the clock by NTP so certificate dates can be checked. Use a separate account per device with access only to its topics, disable debug consoles in production builds, and use the chip's secure boot and flash encryption where available.",
    },
  ],
  tutorialSlugs: ["esp-now-two-esp32-sensor-link", "esp8266-mqtt-temperature-sensor", "esp32-weather-station"],
};

export default topic;
