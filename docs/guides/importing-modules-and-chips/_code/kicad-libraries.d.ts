// What `tsci add https://github.com/espressif/kicad-libraries` writes to
// types/kicad-libraries.d.ts: one declaration per .kicad_mod file (one shown).
declare module "kicad-libraries/footprints/Espressif.pretty/ESP32-S2-MINI-1.kicad_mod" {
  const value: string;
  export default value;
}
