import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "mech",
  kind: "branch",
  title: "Mechanical Engineering",
  headTitle: "Embedded Systems for Mechanical Engineers: Mechatronics and PID",
  description:
    "How mechanical engineers use electronics: motors and motion control, CNC and 3D printer electronics, vibration monitoring, PLCs, CAN bus and PID control.",
  keywords: [
    "mechatronics projects",
    "mechanical engineering electronics",
    "stepper motor driver",
    "PID control",
    "CNC controller GRBL",
    "vibration monitoring",
    "PLC ladder logic",
    "CAN bus OBD-II",
  ],
  intro: [
    "Modern machines are mechanical structures moved by motors, watched by sensors and coordinated by software. A CNC mill, a car engine, an HVAC unit and a packaging line all depend on embedded controllers, so mechanical engineers who can read a sensor, size a motor driver and tune a control loop design better machines and communicate far more effectively with electrical and software colleagues.",
    "The point is not to become an electronics designer but to understand the electrical side of your mechanisms: how much torque a stepper really has at speed, why an encoder is needed for closed-loop positioning, what a thermocouple amplifier does, and how a PLC or an automotive network ties many devices together.",
  ],
  basics: [
    "Actuators first. A brushed DC motor needs an H-bridge to reverse; MOSFET drivers such as the TB6612FNG waste far less power as heat than the old bipolar L298N. Stepper motors move in fixed steps, commonly 200 per revolution (1.8°), and run open loop, so an overload silently loses steps; drivers such as the A4988 or TMC2209 add microstepping and must have their current limit set. Hobby servos take a pulse of about 1 to 2 ms repeated at 50 Hz, and BLDC motors run from an electronic speed controller. Never power motors from a microcontroller's 5 V pin.",
    "Sensors close the loop. Quadrature encoders give position and direction from two phase-shifted channels, and counting every edge of both gives four counts per line. Limit switches home axes, thermocouples with an amplifier such as the MAX31855 measure high temperatures, load cells measure force and MEMS accelerometers measure vibration. Industrial sensors often output a 4 to 20 mA current loop, where the 4 mA live zero lets the controller tell a zero reading from a broken wire.",
    "PID control computes u = Kp e + Ki (integral of e) + Kd (de / dt) from the error e between setpoint and measurement. Run it at a fixed sample time, limit the integral to prevent windup when the actuator saturates, take the derivative of the measurement rather than the error to avoid kicks on setpoint changes, and filter noise before differentiating. Tune from a plotted step response: raise Kp until it responds briskly, add Ki to remove steady-state error, then add Kd to damp overshoot.",
    "In industry, programmable logic controllers (PLCs) run machines with 24 V DC inputs and outputs, programmed in IEC 61131-3 languages such as ladder diagram and structured text, and talk over Modbus, PROFINET or EtherNet/IP. Vehicles use CAN, a differential bus running up to 1 Mbit/s in its classic form. One safety rule applies everywhere: emergency stops must cut power in hardware, never rely on software alone.",
  ],
  features: [
    {
      title: "Mechatronics and motion control",
      text: "Combining mechanisms, actuators, sensors and controllers into one design: choosing between steppers, servomotors and BLDC motors, specifying gearing, and deciding where closed-loop feedback is worth its cost.",
    },
    {
      title: "CNC machines and 3D printers",
      text: "Firmware such as GRBL (which runs on an ATmega328P) and Marlin turns G-code into coordinated step pulses with acceleration planning, and drives heaters through MOSFETs with thermistor feedback. Thermal runaway protection, which cuts a heater whose temperature stops responding, is a vital safety feature.",
    },
    {
      title: "Condition monitoring",
      text: "Vibration and temperature measured on motors, pumps, fans and bearings reveal faults early. Imbalance typically shows at once per revolution, misalignment often at twice running speed, and bearing defects at higher characteristic frequencies.",
    },
    {
      title: "PLCs and industrial automation",
      text: "Ladder logic, timers, counters, interlocks and HMIs for conveyors, presses and process plants. OpenPLC lets students run IEC 61131-3 programs on an Arduino or Raspberry Pi before using a real PLC.",
    },
    {
      title: "Automotive electronics",
      text: "Engine, brake and body control units share data over CAN. The OBD-II port exposes standard diagnostic data such as engine speed, coolant temperature and vehicle speed, which makes cars an accessible data source for thermodynamics and vehicle dynamics studies.",
    },
    {
      title: "Thermal systems and HVAC",
      text: "Temperature, pressure and flow sensing with fan, pump, heater and valve control. Heat exchanger rigs, refrigeration cycles and building HVAC are natural places to apply PID and on-off control with hysteresis.",
    },
    {
      title: "Test rigs and instrumentation",
      text: "Dynamometers, torque and force measurement, strain gauges on components and high-speed logging turn lab experiments into data sets that can be compared directly with calculations.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "NEMA 17 stepper with an A4988 driver",
        text: "Set the A4988's current limit for your motor before connecting it, choose a microstepping mode with MS1 to MS3, and drive STEP and DIR from an Arduino. Put a 100 µF electrolytic capacitor across the motor supply at the driver, and only connect or disconnect the motor with the power off.",
        slug: "a4988-nema17-stepper-arduino",
      },
      {
        title: "Fin temperature profile logger",
        text: "Attach several thermocouples with MAX31855 amplifiers along a heated metal fin, log steady-state temperatures and compare the profile with the analytical fin equation.",
      },
      {
        title: "Stepper-driven linear stage",
        text: "Drive a NEMA 17 stepper with an A4988 on a lead screw, set the current limit, and compute steps per mm: 200 steps × 16 microsteps / 8 mm of travel per turn (a common T8 lead screw) gives 400 steps per mm. Measure the positioning error and backlash with a dial gauge.",
      },
      {
        title: "Optical tachometer",
        text: "Use an infrared reflective sensor or Hall-effect sensor on a rotating shaft, count pulses with an interrupt and display RPM. Compare timing between pulses with counting pulses in a fixed window at low and high speeds.",
      },
    ],
    intermediate: [
      {
        title: "DC motor position control with PID",
        text: "Read a geared motor's quadrature encoder, drive it through an H-bridge, and implement PID position control. Plot step responses for different gains and see the effect of integral windup when the motor stalls.",
      },
      {
        title: "Motor and pump vibration monitor",
        text: "Mount an ADXL345 on a motor housing, sample at a fixed high rate, compute an FFT and track the amplitude at running speed. Add a small imbalance mass to the shaft and watch the once-per-revolution peak grow.",
      },
      {
        title: "OBD-II data logger",
        text: "Use an MCP2515 CAN controller with a transceiver to request standard PIDs such as engine speed (PID 0x0C, RPM = (256 A + B) / 4) and coolant temperature (PID 0x05, A - 40 °C), and log a drive to an SD card. Set the library to the module's crystal frequency (often 8 MHz) or nothing is received, and only send standard diagnostic requests on a vehicle's bus.",
      },
    ],
    advanced: [
      {
        title: "Desktop CNC router controller",
        text: "Run GRBL on an Arduino Uno with a CNC shield and stepper drivers, add limit switches for homing, spindle PWM and a hardware emergency stop, then tune acceleration and steps per mm for accurate cuts.",
      },
      {
        title: "Self-balancing robot",
        text: "Fuse gyroscope and accelerometer data with a complementary filter to estimate tilt, then use cascaded PID loops for balance and speed. It is a hands-on inverted pendulum from control theory.",
      },
      {
        title: "PLC-controlled sorting conveyor",
        text: "Program a PLC or OpenPLC in ladder logic to detect parts with sensors, sort them with pneumatic cylinders through 24 V DC solenoid valves (switched by the PLC's outputs, or on an Arduino through transistor drivers with a flyback diode across each coil) and count them on an HMI, with interlocks and a wired emergency stop.",
      },
    ],
  },
  topProjects: [
    {
      title: "Small engine or motor dynamometer",
      text: "Measure torque with a load cell on a reaction arm and speed with an encoder, then compute power P = Tω with ω in rad/s (ω = 2π × rpm / 60) and plot torque and power curves. Calibrating the arm with known weights teaches real measurement practice.",
    },
    {
      title: "Closed-loop 3D printer upgrade",
      text: "Add filament runout and flow sensing or encoders on an axis to a printer running Marlin or Klipper and compare print accuracy before and after. It shows how feedback compensates mechanical imperfections.",
    },
    {
      title: "Predictive maintenance demonstrator",
      text: "A motor rig with vibration, temperature and current sensors streams data to a dashboard that flags imbalance, misalignment and overheating trends. It links dynamics, heat transfer and data analysis.",
    },
    {
      title: "Ball-on-plate balancer",
      text: "A resistive touch panel or camera measures ball position and two servos tilt the plate under PID control. The nonlinear, coupled mechanics make tuning a genuine control engineering exercise.",
    },
  ],
  tutorials: [
    {
      title: "Set the current limit on a stepper driver",
      text: "Find the motor's rated phase current on its datasheet and the sense resistor value on your driver board; the formula linking the reference voltage to current depends on that resistor, so use the board maker's figure. Power the driver's logic and motor supply, measure the voltage between the trimmer potentiometer and GND with a multimeter, and turn the trimmer until it matches your calculated value, starting below the rated current. Never connect or disconnect a motor while the driver is powered, as the voltage spike can destroy it. If the motor runs hot or loses steps, adjust in small increments.",
    },
    {
      title: "Read a quadrature encoder",
      text: "Connect channels A and B to interrupt-capable pins, with pull-up resistors if the encoder has open-collector outputs. On every change of either channel, read both and use a state table of previous and current states to add or subtract one count; this gives four counts per encoder line, and bounce on one channel just adds and then removes a count. At high speeds interrupts cannot keep up, so use hardware decoding such as the encoder mode of STM32 timers or the ESP32 pulse counter peripheral.",
    },
    {
      title: "Write a PID loop with a fixed sample time",
      text: "Pick a sample time well below the system's response time, for example 10 ms for a small motor, and run the loop from a timer or by checking elapsed time, never with delay(). Each cycle: read the sensor, compute the error, add error times dt to the integral and clamp it, compute the derivative from the change in measurement divided by dt, sum the three terms and clamp the output to the actuator range. Log setpoint, measurement and output every cycle and plot them to tune.",
    },
  ],
  tutorialSlugs: [
    "a4988-nema17-stepper-arduino",
    "raspberry-pi-pico-pwm-servo",
    "line-following-robot",
    "mpu6050-tilt-vibration-monitor",
  ],
};

export default topic;
