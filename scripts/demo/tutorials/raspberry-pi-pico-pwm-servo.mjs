// A Raspberry Pi Pico drives an SG90 micro servo from GP15 with 50 Hz PWM in MicroPython, the servo powered from its own 5 V supply.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "pico-servo-pwm",
  data: {
    slug: "raspberry-pi-pico-pwm-servo",
    title: "Raspberry Pi Pico: Drive an SG90 Servo with 50 Hz PWM in MicroPython",
    topic: "raspberry-pi-pico",
    meta: {
      title: "Raspberry Pi Pico Servo Control: 50 Hz PWM in MicroPython",
      description:
        "Drive an SG90 servo from a Raspberry Pi Pico: 50 Hz PWM on GP15 with duty_ns and duty_u16, pulse-width arithmetic, a separate 5 V supply and safe calibration.",
      keywords: "raspberry pi pico, rp2040, micropython, machine.PWM, pwm, servo, sg90, duty_u16, duty_ns, 50 hz",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "A hobby servo such as the SG90 contains a small DC motor, a gearbox, a potentiometer on the output shaft and a control circuit. You do not drive the motor yourself: you send the servo a stream of pulses, and the width of each pulse tells it which angle to hold. Generating those pulses accurately is exactly what a PWM peripheral is for, and the Raspberry Pi Pico can produce PWM on any of its GPIO pins.",
          },
          {
            p: "In this tutorial you connect an SG90 to GP15, power it from its own 5 V supply with a shared ground, and write a MicroPython script that converts angles into pulse widths. You will work through the arithmetic from pulse width to duty_u16 value, use duty_ns to set pulse widths directly in nanoseconds, and learn how to calibrate the end points without straining the gears. Allow about 40 minutes if MicroPython is already on your Pico.",
          },
          {
            figure: {
              src: "/images/boards/raspberry-pi-pico.svg",
              alt: "Illustration of a Raspberry Pi Pico board with the RP2040 chip, micro-USB connector, BOOTSEL button and castellated pin edges",
              caption:
                "The Raspberry Pi Pico. GP15 is physical pin 20, the last pin on the left-hand edge with the USB connector at the top.",
            },
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Raspberry Pi Pico (or Pico W or Pico 2) with headers soldered, and a micro-USB data cable",
              "1 × SG90 micro servo (TowerPro or compatible) with its horn",
              "1 × separate 5 V supply for the servo, rated 1 A or more: a regulated 5 V adapter with a DC-jack breakout, a USB power bank with a USB breakout board, or 4 × AA NiMH cells (4.8 V)",
              "1 × 470 µF electrolytic capacitor, 10 V or higher",
              "1 × breadboard and male-to-male jumper wires",
              "A computer with Thonny and the MicroPython firmware for your board",
            ],
          },
        ],
      },
      {
        section: "pulses",
        content: [
          { h2: "How a servo reads its pulses" },
          {
            p: "A standard analogue servo expects one pulse every 20 ms, which is a PWM frequency of 1 / 0.020 s = 50 Hz. Only the width of the high part matters. TowerPro's SG90 data sheet puts the centre at 1.5 ms, one end of travel at about 1 ms and the other at about 2 ms, a total of about 180°. It also gives a dead band of 10 µs: pulse changes smaller than that do not move the shaft.",
          },
          {
            p: "MicroPython offers two ways to set the pulse. duty_ns() takes the high time in nanoseconds, so 1.5 ms is duty_ns(1_500_000). duty_u16() takes the high time as a fraction of the whole period, scaled so that 65535 means 100 %. The conversion is duty = pulse / period × 65535. For 1.5 ms that is 1.5 / 20 × 65535 = 4915.1, so 4915; for 1 ms, 3276.75 rounds to 3277; and for 2 ms, 6553.5 rounds to 6554. The usable range is narrow: the pulse only ever fills between 5 % and 10 % of the period (3277 to 6554 out of 65535), which is why servos need a PWM peripheral with fine resolution. The RP2040's PWM counters are 16 bits wide, and MicroPython chooses the clock divider so that the 20 ms period is split into tens of thousands of steps, each well under a microsecond.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "The SG90 has a three-wire lead: brown is ground, red is the supply and orange is the signal. The servo's motor draws current in bursts: little while holding still without load, and several hundred milliamps for a moment whenever it starts moving or is blocked. Those bursts on the Pico's USB supply can make the 3.3 V rail sag and the board reset or lose its USB connection, and they inject noise into everything else. So the motor gets its own 5 V supply, and the Pico only provides the signal.",
          },
          {
            table: {
              header: ["Pico pin", "Connects to", "Note"],
              rows: [
                {
                  cells: [
                    "GP15 (physical pin 20)",
                    "Servo signal wire (orange)",
                    "3.3 V pulses; most hobby servos accept a 3.3 V signal. GP15 is PWM slice 7, channel B",
                  ],
                },
                {
                  cells: [
                    "GND (physical pin 18)",
                    "External supply − and servo ground wire (brown)",
                    "The common ground: without it the servo cannot tell where the signal's 0 V is",
                  ],
                },
                {
                  cells: [
                    "(not connected to the Pico)",
                    "External supply + to servo supply wire (red)",
                    "5 V for the motor only; it never touches a Pico pin",
                  ],
                },
                {
                  cells: [
                    "(not connected to the Pico)",
                    "470 µF capacitor across the servo's + and − wires on the breadboard",
                    "Stiffens the supply against the motor's current bursts; stripe (−) to ground",
                  ],
                },
                { cells: ["Micro-USB", "Your computer", "Powers the Pico and carries the MicroPython REPL"] },
              ],
            },
          },
          {
            warning:
              "Do not connect the external 5 V to the Pico's 3V3 pin (that can destroy the RP2040, whose supply limit is well below 5 V) or to VBUS while the USB cable is plugged in (it would push current back towards your computer's USB port). Keep the servo supply and the Pico connected only through the ground wire and the signal wire. Fit the electrolytic capacitor with the right polarity, and do not use a pack of four alkaline AA cells: fresh, they give about 6 V, above the SG90's 4.8 V rating.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The MicroPython script" },
          {
            p: "machine.PWM is part of MicroPython's standard rp2 port, so there is nothing to install beyond the firmware. The script sets 50 Hz, steps the servo through five angles while printing the pulse width and the equivalent duty_u16 value, then sweeps slowly back and forth and finally stops the PWM.",
          },
          {
            code: {
              lang: "python",
              text: String.raw`# Raspberry Pi Pico, MicroPython: drive an SG90 servo with 50 Hz PWM on GP15.
from machine import Pin, PWM
import time

SERVO_PIN = 15                    # GP15 = physical pin 20
FREQ_HZ = 50                      # one pulse every 20 ms
PERIOD_US = 1_000_000 // FREQ_HZ  # 20000 us

MIN_US = 1000   # pulse for 0 degrees   (widen only as described in "Calibrating")
MAX_US = 2000   # pulse for 180 degrees

servo = PWM(Pin(SERVO_PIN))
servo.freq(FREQ_HZ)


def angle_to_us(angle):
    """Map 0-180 degrees linearly onto MIN_US..MAX_US, clamping bad input."""
    angle = max(0, min(180, angle))
    return MIN_US + (MAX_US - MIN_US) * angle / 180


def set_angle(angle):
    pulse_us = angle_to_us(angle)
    servo.duty_ns(int(pulse_us * 1000))  # high time in nanoseconds
    return pulse_us


def us_to_u16(pulse_us):
    """The same pulse as a duty_u16() value: fraction of 20 ms scaled to 0..65535."""
    return round(pulse_us / PERIOD_US * 65535)


try:
    print("angle  pulse_us  duty_u16")
    for angle in (0, 45, 90, 135, 180):
        pulse = set_angle(angle)
        print("{:5d}  {:8.0f}  {:8d}".format(angle, pulse, us_to_u16(pulse)))
        time.sleep(1)  # the SG90 needs about 0.3 s for 180 degrees unloaded

    print("slow sweep")
    for angle in list(range(0, 181, 2)) + list(range(180, -1, -2)):
        set_angle(angle)
        time.sleep_ms(20)  # one 2-degree step per PWM period

    set_angle(90)
    time.sleep(0.5)
finally:
    servo.deinit()  # stop the pulses: the servo stops holding its position
    print("PWM stopped")
`,
            },
          },
          { h3: "How it works" },
          {
            p: "PWM(Pin(15)) attaches GP15 to its hardware PWM slice, and freq(50) sets the period to 20 ms. From then on the hardware repeats the pulse by itself; the CPU only changes the width. angle_to_us() is a straight-line map: each degree adds (2000 − 1000) / 180 ≈ 5.6 µs, so 2° steps (11.1 µs) just clear the 10 µs dead band, while single-degree steps may not always move the shaft. set_angle() passes the result to duty_ns(), and us_to_u16() shows what you would pass to duty_u16() for the same pulse, so you can check the arithmetic from the section above against real numbers.",
          },
          {
            p: "The SG90 data sheet quotes an operating speed of 0.1 s per 60° at 4.8 V, so a full 180° move takes about 0.3 s without load. The one-second pauses give it ample time. The slow sweep moves 2° every 20 ms, which is 100° per second, slower than the servo's maximum, so the motion looks smooth instead of jumping. The try/finally block makes sure deinit() runs even if you stop the script with Ctrl+C, so the servo is not left holding a position with its motor energised.",
          },
          { h3: "Calibrating the end points" },
          {
            p: "Many SG90s and clones turn noticeably less than 180° between 1 ms and 2 ms, and reach their mechanical stops somewhere between about 0.5 ms and 2.5 ms. To use the full range, lower MIN_US in steps of 50 µs, run the script, and listen. The moment the servo hums or buzzes at 0°, it is pushing against its internal stop: go back 50 µs. Do the same for MAX_US upwards. A servo left stalled against its stop draws its maximum current and heats up, and can strip its plastic gears.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Set up and run" },
          {
            ol: [
              "If your Pico has no MicroPython yet, hold BOOTSEL, plug in the USB cable, release the button and copy the MicroPython UF2 for your exact board onto the RPI-RP2 drive (RP2350 on a Pico 2).",
              "Open Thonny, choose the MicroPython (Raspberry Pi Pico) interpreter in the bottom-right corner and check that the REPL shows the >>> prompt.",
              "With the external supply switched off, wire the servo: orange to GP15 (pin 20), brown to the supply's − and to Pico GND (pin 18), red to the supply's +. Add the 470 µF capacitor across + and −.",
              "Fit the horn loosely on the spline without the screw, so you can see the angle but nothing is forced if the end points are off.",
              "Switch on the servo supply, paste the script into Thonny and click Run. Keep your fingers clear of the horn.",
              "Watch the printed table and the horn. If the travel is short or the servo buzzes at an end, adjust MIN_US and MAX_US as described above.",
              "To run the script without a computer, save it to the Pico as main.py and power the Pico from a USB supply.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "In Thonny's shell:" },
          {
            code: {
              lang: "plaintext",
              text: `angle  pulse_us  duty_u16
    0      1000      3277
   45      1250      4096
   90      1500      4915
  135      1750      5734
  180      2000      6554
slow sweep
PWM stopped
`,
            },
          },
          {
            p: "The horn moves to five positions one second apart, from one end through the middle to the other, then sweeps smoothly across and back in about 3.6 seconds (91 steps each way at 20 ms per step), returns to the centre and goes limp. With a multimeter's frequency function, or better an oscilloscope, on GP15 you can confirm 50 Hz and pulse widths of 1.0 to 2.0 ms. The average voltage a plain multimeter shows is small, about 3.3 V × 1.5 / 20 ≈ 0.25 V at the centre position, because the pin is high for only 7.5 % of each period.",
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
                    "Servo does not move at all",
                    "Missing common ground, servo supply off, or signal on the wrong pin (physical pin 15 is GP11, not GP15)",
                    "Connect the supply's − to a Pico GND pin, check 5 V at the red wire, and move the orange wire to physical pin 20",
                  ],
                },
                {
                  cells: [
                    "Pico resets or Thonny loses the connection when the servo moves",
                    "Servo powered from the Pico's VBUS or 3V3 pin",
                    "Power the servo from its own 5 V supply with only the ground shared",
                  ],
                },
                {
                  cells: [
                    "Servo twitches or jitters while holding a position",
                    "Noisy or sagging servo supply, long thin wires, or a poor ground connection",
                    "Add the 470 µF capacitor close to the servo, shorten the supply wires and check the ground joint",
                  ],
                },
                {
                  cells: [
                    "Servo hums and gets warm at 0° or 180°",
                    "Pulse width beyond the mechanical stop",
                    "Bring MIN_US up or MAX_US down by 50 µs at a time until the hum stops",
                  ],
                },
                {
                  cells: [
                    "AttributeError: 'PWM' object has no attribute 'duty_ns'",
                    "Old MicroPython firmware",
                    "Flash a current MicroPython release, or use servo.duty_u16(us_to_u16(pulse_us)) instead",
                  ],
                },
                {
                  cells: [
                    "Travel much less than 180°",
                    "Normal for many SG90 clones with 1 to 2 ms pulses",
                    "Calibrate MIN_US and MAX_US outwards carefully as described above",
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
              "Control it by hand: wire a 10 kΩ potentiometer between 3V3(OUT) and AGND with the wiper on GP26, read it with machine.ADC(26).read_u16() and map 0 to 65535 onto 0 to 180°.",
              "Drive several servos: every GPIO can output PWM, but the two channels of one slice (for example GP14 and GP15, slice 7 A and B) share a frequency, which is fine for servos that all run at 50 Hz. Size the 5 V supply for all of them moving at once.",
              "Move with easing: instead of jumping to a target, step towards it with a speed limit in a timer callback (machine.Timer), so the arm accelerates and decelerates smoothly.",
            ],
          },
        ],
      },
    ],
  },
};
