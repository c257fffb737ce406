import { capacitance, frequency, length, resistance } from "circuit-json";

// None of these throw. Each returns a number that is not what was meant.
export const surprises = {
  lowercaseFarad: capacitance.parse("100nf"), // 100 (not 1e-7)
  lowercaseHertz: frequency.parse("16mhz"), // 16 (not 16000000)
  megWord: resistance.parse("1meg"), // 1 (not 1000000)
  rkmCode: resistance.parse("4k7"), // 4000 (not 4700)
  pixels: length.parse("10px"), // 10 (read as 10mm)
  words: length.parse("abc"), // NaN
};

// An empty string is the one input that throws.
export function parseEmpty(): string {
  try {
    length.parse("");
    return "no error";
  } catch (error) {
    return (error as Error).message;
  }
}

console.log(surprises, parseEmpty());
