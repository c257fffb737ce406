import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import {
  find10kResistors,
  footprinterStringOf,
  searchParts,
} from "../../../docs/web-apis/_code/jlcsearch-api";
import { repoRoot, withFakeFetch } from "./field-tables";

const page = readFileSync(
  path.join(repoRoot, "docs/web-apis/jlcsearch-api.mdx"),
  "utf8",
);

// tscircuit/jlcsearch commit 1f71096, cf-proxy/src/handlers/index.ts:
// ROUTE_TO_TABLE ("/<route>/list" → table) and TABLE_RESPONSE_KEY (table → key).
const ROUTE_TABLE_KEY: Array<[string, string]> = [
  ["resistors", "resistors"],
  ["capacitors", "capacitors"],
  ["microcontrollers", "microcontrollers"],
  ["micro_usb_connectors", "micro_usb_connectors"],
  ["ldos", "ldos"],
  ["leds", "leds"],
  ["diodes", "diodes"],
  ["photo_diodes", "photo_diodes"],
  ["mosfets", "mosfets"],
  ["switches", "switches"],
  ["headers", "headers"],
  ["accelerometers", "accelerometers"],
  ["adcs", "adcs"],
  ["analog_multiplexers", "multiplexers"],
  ["barrel_jacks", "barrel_jacks"],
  ["battery_holders", "battery_holders"],
  ["ble_chips", "ble_chips"],
  ["ble_modules", "ble_modules"],
  ["bjt_transistors", "bjt_transistors"],
  ["boost_converters", "boost_converters"],
  ["buck_boost_converters", "buck_boost_converters"],
  ["dacs", "dacs"],
  ["drams", "drams"],
  ["dimm_connectors", "dimm_connectors"],
  ["fpc_connectors", "fpc_connectors"],
  ["fpgas", "fpgas"],
  ["fuses", "fuses"],
  ["gas_sensors", "gas_sensors"],
  ["hdmi_ports", "hdmi_ports"],
  ["gyroscopes", "gyroscopes"],
  ["io_expanders", "io_expanders"],
  ["jst_connectors", "jst_connectors"],
  ["lcd_display", "lcd_displays"],
  ["led_dot_matrix_display", "led_dot_matrix_displays"],
  ["led_drivers", "led_drivers"],
  ["led_segment_display", "led_segment_displays"],
  ["led_with_ic", "leds_with_ic"],
  ["oled_display", "oled_displays"],
  ["pcie_m2_connectors", "pcie_m2_connectors"],
  ["potentiometers", "potentiometers"],
  ["relays", "relays"],
  ["resistor_arrays", "resistor_arrays"],
  ["sodimm_connectors", "sodimm_connectors"],
  ["spring_clamp_terminal_blocks", "spring_clamp_terminal_blocks"],
  ["usb_c_connectors", "usb_c_connectors"],
  ["voltage_regulators", "regulators"],
  ["wifi_modules", "wifi_modules"],
  ["wire_to_board_connectors", "wire_to_board_connectors"],
];
// cf-proxy/src/d1-routes.ts SPECIAL_D1_HANDLERS (route → key).
const SPECIAL_ROUTE_KEY: Array<[string, string]> = [
  ["analog_switches", "switches"],
  ["arm_processors", "arm_processors"],
  ["risc_v_processors", "risc_v_processors"],
  ["microphones", "microphones"],
  ["lcd_drivers", "lcd_drivers"],
  ["tft_display_drivers", "tft_display_drivers"],
  ["categories", "categories"],
  ["footprint_index", "footprints"],
];

function section(from: string, to: string): string {
  const start = page.indexOf(from);
  const end = page.indexOf(to, start + from.length);
  assert.ok(start >= 0 && end > start, `${from} … ${to}`);
  return page.slice(start, end);
}

describe("/web-apis/jlcsearch-api", () => {
  it("names exactly the category routes of the source", () => {
    const list = section("The\ncategories are:", "A few more list routes");
    const named = [...list.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]);
    assert.deepEqual(
      [...named].sort(),
      ROUTE_TABLE_KEY.map(([route]) => route).sort(),
    );
    const more = section("A few more list routes", "The JSON key");
    for (const [route] of SPECIAL_ROUTE_KEY)
      assert.ok(more.includes(`\`${route}\``), route);
  });

  it("lists exactly the routes whose JSON key differs from the path", () => {
    const table = section("| Path | Key |", "Rows are sorted");
    const rows = table
      .split("\n")
      .filter((l) => l.startsWith("| `/"))
      .flatMap((line) => {
        const [, paths = "", keys = ""] = line.split("|");
        const p = [...paths.matchAll(/`\/([a-z0-9_]+)\/list`/g)].map(
          (m) => m[1],
        );
        const k = [...keys.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]);
        assert.equal(p.length, k.length, line);
        return p.map((route, i) => `${route}→${k[i]}`);
      });
    const expected = [...ROUTE_TABLE_KEY, ...SPECIAL_ROUTE_KEY]
      .filter(([route, key]) => route !== key)
      .filter(([route]) => route !== "footprint_index")
      .map(([route, key]) => `${route}→${key}`);
    assert.deepEqual(rows.sort(), expected.sort());
    assert.match(page, /answered under `footprints`/);
  });

  it("says category lists keep parts without stock (the source's derived tables store in_stock instead of dropping them)", () => {
    assert.match(page, /category lists also hold parts with no stock/);
    assert.doesNotMatch(page, /limited to parts that are in stock/);
  });

  it("numbers in filters are read with parseFloat, so 10k is 10", () => {
    assert.match(page, /`resistance=10k` is read as 10 Ω/);
    assert.equal(Number.parseFloat("10k"), 10);
    assert.equal(Number.parseFloat("0.0000001"), 100e-9);
  });

  it("the example client asks for JSON with GET and the documented parameters", async () => {
    const calls = await withFakeFetch(
      (call) => {
        if (call.path === "/api/search") return { components: [] };
        if (call.path === "/resistors/list.json") return { resistors: [] };
        return {
          component_footprinter_details: {
            lcsc: 2906861,
            footprinter_string: null,
            copper_iou: null,
            updated_at: "2026-08-01T00:00:00Z",
          },
        };
      },
      async () => {
        await searchParts("esp32", {
          package: "QFN-56",
          is_basic: true,
          limit: 5,
        });
        await find10kResistors();
        const details = await footprinterStringOf("C2906861");
        assert.equal(details.footprinter_string, null);
      },
    );
    assert.deepEqual(
      calls.map((c) => `${c.method} ${c.path}`),
      [
        "GET /api/search",
        "GET /resistors/list.json",
        "GET /api/footprinter_strings/C2906861",
      ],
    );
    for (const call of calls) {
      assert.equal(call.body, undefined);
      assert.equal(call.headers.accept, "application/json");
    }
    assert.deepEqual(calls[0]?.query, {
      q: "esp32",
      package: "QFN-56",
      is_basic: "true",
      limit: "5",
    });
    assert.deepEqual(calls[1]?.query, {
      package: "0603",
      resistance: "10000",
      is_basic: "true",
    });
  });

  it("the example client reports an error answer's status and error_code", async () => {
    await withFakeFetch(
      () =>
        new Response(
          JSON.stringify({
            error: {
              error_code: "invalid_lcsc",
              message:
                "LCSC must be a positive integer with an optional C prefix",
            },
          }),
          { status: 400 },
        ),
      async () => {
        await assert.rejects(footprinterStringOf("abc"), /400 invalid_lcsc/);
      },
    );
  });
});
