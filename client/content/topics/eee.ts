import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "eee",
  kind: "branch",
  title: "Electrical and Electronics Engineering (EEE)",
  headTitle: "Embedded Systems for EEE: Power Electronics, Drives and Energy",
  description:
    "How EEE students use embedded systems: power converters, inverters, motor drives, energy metering, solar and battery systems, protection, smart grid and safety.",
  keywords: [
    "EEE projects",
    "power electronics",
    "motor drives",
    "energy metering",
    "MPPT solar charger",
    "battery management system",
    "protection relay",
    "smart grid",
    "mains safety",
  ],
  intro: [
    "Electrical and electronics engineering covers generation, conversion, distribution and use of electrical energy. Almost every piece of that chain is now controlled by a microcontroller or DSP: phone chargers, solar inverters, electric vehicle drives, variable frequency drives on factory motors, smart meters and digital protection relays all combine power semiconductors with firmware that measures, decides and switches thousands of times a second.",
    "For an EEE student, embedded skills turn machine and power system theory into something you can build and test. Because real power circuits can injure and start fires, the sensible path is to learn the control and measurement side on low-voltage rigs first and approach mains-powered work only with proper isolation, protection and supervision.",
  ],
  basics: [
    "A switching converter runs a transistor fully on or fully off, since a switch in either state dissipates little power, and smooths the result with an inductor and capacitor. The duty cycle D sets the output: an ideal buck converter gives Vout = D × Vin and an ideal boost gives Vout = Vin / (1 - D) in continuous conduction. A higher switching frequency allows smaller inductors and capacitors but increases switching losses, which is the central trade-off of converter design.",
    "MOSFETs dominate at low and medium voltage and high switching frequency; IGBTs handle higher voltages and currents at lower switching frequencies, as in many motor drives and large inverters. A standard MOSFET needs around 10 V on its gate to switch fully on, so driving it from a 3.3 V or 5 V pin leaves it half on and hot: use a logic-level part or a gate driver. In a half bridge, add dead time between turning one switch off and the other on, otherwise both conduct briefly and short the supply (shoot-through). Inductive loads need a path for their current when switched off, such as a freewheeling diode.",
    "Measuring power means sampling voltage and current together. Real power is the average of the instantaneous product v × i, apparent power is Vrms × Irms, and power factor is real divided by apparent. Current is sensed with shunt resistors, Hall-effect sensors or current transformers; mains voltage with a small transformer or an isolated amplifier, so the microcontroller never shares a reference with the mains.",
    "Mains safety is not optional. Never clip a grounded oscilloscope's ground lead onto a mains-referenced circuit: the probe ground is tied to protective earth, so this creates a short circuit through the scope. Use a differential probe or an isolated supply instead. Work behind an RCD, fuse every supply, enclose live parts, remember that bulk capacitors stay charged after switch-off, and practise with 12 V or 24 V AC from a safety transformer before touching anything connected to the grid.",
  ],
  features: [
    {
      title: "DC-DC power conversion",
      text: "Buck, boost and buck-boost converters in chargers, LED drivers and electronics supplies. Digital control lets firmware regulate voltage and current, limit faults and log efficiency.",
    },
    {
      title: "Inverters and motor drives",
      text: "Sinusoidal PWM and space vector PWM create AC from a DC bus. Induction motors are commonly run with V/f control, while permanent magnet and BLDC motors use field-oriented control (FOC) with Clarke and Park transforms computed every PWM cycle.",
    },
    {
      title: "Energy metering",
      text: "Smart meters sample voltage and current to compute energy, power factor and harmonics. Dedicated metering ICs such as the ATM90E26 do the signal processing, and the microcontroller handles display and communication.",
    },
    {
      title: "Solar and battery systems",
      text: "Maximum power point tracking (MPPT) adjusts a converter so the panel operates at its best voltage as light and temperature change. A battery management system (BMS) monitors each cell, balances them and disconnects the pack on over-voltage, under-voltage, over-current or over-temperature.",
    },
    {
      title: "Protection",
      text: "Digital relays measure current and voltage and trip breakers according to definite-time or inverse-time curves, with fault recording. Fuses, overcurrent limits and temperature cut-outs in firmware and hardware are the same idea at the scale of a single converter.",
    },
    {
      title: "Smart grid and communication",
      text: "Meters, inverters and substations exchange data over Modbus, DLMS/COSEM and IEC 61850. Demand response, remote load control and coordinating distributed solar and storage all rely on embedded devices at the edge of the grid.",
    },
    {
      title: "Real-time control hardware",
      text: "Digital power needs fast ADCs synchronised to high-resolution PWM. Families such as TI C2000 and STM32G4 are built for this, and simulation in LTspice, PLECS or Simulink comes before any hardware test.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "DC current measurement with an ACS712",
        text: "Measure the current of a 12 V load with an ACS712-05B Hall-effect module on an Arduino Uno's analog input. Its output sits at half its 5 V supply with no current and moves 185 mV per amp, so one 4.9 mV ADC step is about 26 mA; calibrate the zero reading with the load off.",
        slug: "acs712-dc-current-measurement-arduino",
      },
      {
        title: "PWM DC motor speed control",
        text: "Drive a small 12 V DC motor with a logic-level MOSFET and a flyback diode from an Arduino's PWM pin, and measure current with an INA219 at different duty cycles to see how speed and current vary with load.",
      },
      {
        title: "DC energy logger",
        text: "Use an INA219 or INA226 to log voltage, current and power of a 12 V LED strip or small solar panel, integrate power over time into watt-hours, and check against a multimeter.",
      },
      {
        title: "Low-voltage zero-crossing detector",
        text: "Feed the output of a 9 V or 12 V AC transformer through a resistor to an AC-input optocoupler such as the H11AA1, detect zero crossings with an interrupt and measure grid frequency continuously, watching how it drifts around 50 or 60 Hz.",
      },
    ],
    intermediate: [
      {
        title: "Microcontroller-controlled buck converter",
        text: "Build a synchronous buck stage with a half-bridge gate driver, run it from 12 V to produce 5 V, and close a voltage loop in firmware. Measure efficiency at several loads and the effect of dead time on losses.",
      },
      {
        title: "MPPT solar charge controller",
        text: "Measure panel voltage and current, implement perturb and observe, and charge a lead-acid or LiFePO4 battery with the correct charge profile. Compare harvested energy against a simple fixed-voltage charger.",
      },
      {
        title: "Overcurrent relay emulator",
        text: "Measure load current with a current transformer and implement the IEC standard inverse characteristic t = 0.14 × TMS / ((I / Is)^0.02 - 1), tripping a low-voltage contactor through a transistor driver with a flyback diode across its coil. Verify trip times at several multiples of the setting.",
      },
    ],
    advanced: [
      {
        title: "Field-oriented control of a PMSM",
        text: "Drive a small permanent magnet motor from a 24 V bus using an STM32 or the SimpleFOC library, implement Clarke and Park transforms with current PI loops, and compare torque ripple with simple six-step commutation.",
      },
      {
        title: "Three-phase inverter with V/f control",
        text: "Generate sinusoidal or space vector PWM on six channels with dead time, drive an intelligent power module on a low-voltage DC bus, and run a small induction motor with a constant V/f ratio.",
      },
      {
        title: "LiFePO4 battery management system",
        text: "Monitor a four-cell pack with a cell monitoring IC such as the BQ76920, add passive balancing, coulomb counting for state of charge and fault disconnection with MOSFETs, and log every event.",
      },
    ],
  },
  topProjects: [
    {
      title: "Home energy monitor",
      text: "A clamp-on CT and an isolated voltage reference feed a microcontroller that computes real power and power factor for each circuit, with a dashboard of daily use. Clamp-on sensing means no conductor is cut, though fitting clamps inside a distribution board is work for a qualified electrician.",
    },
    {
      title: "Solar microgrid testbed",
      text: "Panels, an MPPT charger, a battery and a low-voltage inverter with a supervisory controller that sheds loads by priority as the battery drains. It combines conversion, storage, protection and control logic.",
    },
    {
      title: "Grid synchronisation study",
      text: "Implement a phase-locked loop that tracks the phase and frequency of a transformer-isolated grid sample, as every grid-tie inverter must. Keep it as a measurement project: a home-built inverter must never be connected to the grid, which requires certified anti-islanding protection.",
    },
    {
      title: "Electric bike motor controller",
      text: "A BLDC controller with Hall sensors, current limiting, throttle input and regenerative braking. Current limits and thermal protection become real design requirements rather than textbook topics.",
    },
  ],
  tutorials: [
    {
      title: "Measure real power and power factor by sampling",
      text: "Practise on an isolated low-voltage source, such as a 12 V AC transformer feeding a resistor and then an inductor. Scale voltage with a divider and current with a small shunt or CT, bias both to mid-scale of the ADC and sample them as close together in time as possible. Collect samples over a whole number of cycles, subtract the DC offset, then compute Vrms = sqrt(mean(v^2)), Irms = sqrt(mean(i^2)) and P = mean(v × i). Power factor is P / (Vrms × Irms): close to 1 for the resistor and lower for the inductive load.",
    },
    {
      title: "Drive a half bridge safely",
      text: "Pick a half-bridge gate driver with a bootstrap supply for the high-side MOSFET and check its minimum supply voltage. Generate complementary PWM from a timer with hardware dead time (STM32 advanced timers provide this), and start with a resistive load from a current-limited bench supply at low voltage. Watch both gate signals on an oscilloscope to confirm that they are never high together, then raise the voltage in steps while monitoring MOSFET temperature.",
    },
    {
      title: "Implement perturb and observe MPPT",
      text: "Measure panel voltage and current and compute power. Change the converter duty cycle by a small step and measure again. If power rose, keep stepping in the same direction; if it fell, reverse. Run the loop a few times per second, use smaller steps near the peak to reduce oscillation, and clamp the duty cycle so battery voltage and charge current never exceed the chemistry's limits.",
    },
  ],
  tutorialSlugs: ["acs712-dc-current-measurement-arduino", "a4988-nema17-stepper-arduino", "voltage-divider-multimeter-basics"],
};

export default topic;
