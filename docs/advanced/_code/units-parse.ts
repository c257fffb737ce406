import {
  capacitance,
  current,
  frequency,
  inductance,
  length,
  resistance,
  rotation,
  voltage,
} from "circuit-json";

// Each schema accepts a number or a string and returns a plain number
// in the base unit of its quantity.
export const parsed = {
  lengthMm: length.parse("10mm"), // 10
  lengthInch: length.parse("0.1in"), // 2.54
  lengthMil: length.parse("10mil"), // 0.254
  lengthMetre: length.parse("1m"), // 1000 (one metre, in mm)
  resistanceKilo: resistance.parse("4.7k"), // 4700
  resistanceMega: resistance.parse("1M"), // 1000000
  resistanceMilli: resistance.parse("1m"), // 0.001
  capacitance: capacitance.parse("100nF"), // 1e-7
  inductance: inductance.parse("10uH"), // about 1e-5
  voltage: voltage.parse("3.3V"), // 3.3
  frequency: frequency.parse("16MHz"), // 16000000
  current: current.parse("20mA"), // 0.02
  rotationDeg: rotation.parse("90deg"), // 90
  rotationRad: rotation.parse(`${Math.PI / 2}rad`), // 90
};

console.log(parsed);
