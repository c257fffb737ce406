// Finding in-stock JLCPCB parts with jlcsearch.
// Types follow tscircuit/jlcsearch (cf-proxy worker), commit 1f71096,
// 2026-08-21.

const JLCSEARCH = "https://jlcsearch.tscircuit.com";

/** One hit of /api/search (and, with category fields, /components/list). */
export interface SearchComponent {
  lcsc: number; // LCSC number without the "C", e.g. 21190 for C21190
  mfr: string; // manufacturer part number
  package: string; // e.g. "0603", "SOT-23"
  is_basic: boolean; // JLCPCB "basic" part: no extra loading fee
  is_preferred: boolean;
  description: string;
  stock: number;
  price: number | string; // smallest-quantity unit price; "" when unknown
}

/** One row of /resistors/list (every column of the resistor table). */
export interface JlcResistor {
  lcsc: number | null;
  mfr: string | null;
  package: string | null;
  resistance: number | null; // Ω
  tolerance_fraction: number | null; // 0.01 = ±1 %
  power_watts: number | null;
  max_overload_voltage: number | null; // V
  number_of_pins: number | null;
  number_of_resistors: number | null;
  is_basic: boolean | null;
  is_preferred: boolean | null;
  is_surface_mount: boolean | null;
  is_multi_resistor_chip: boolean | null;
  is_potentiometer: boolean | null;
  in_stock: boolean | null;
  stock: number | null;
  price1: number | null; // price of one part at the smallest quantity tier
  description: string | null;
  attributes: string | null; // JSON text of the catalog's attribute table
}

export interface FootprinterDetails {
  lcsc: number;
  footprinter_string: string | null; // null: no match above 95 % copper IoU
  copper_iou: number | null;
  updated_at: string;
}

/** Errors carry { error: { error_code, message } }; some also ok: false. */
export interface JlcsearchError {
  ok?: false;
  error: { error_code: string; message: string };
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${JLCSEARCH}${path}`, {
    headers: { Accept: "application/json" },
  });
  const body: unknown = await res.json();
  if (!res.ok) {
    const err = body as Partial<JlcsearchError>;
    throw new Error(
      `${res.status} ${err.error?.error_code ?? "error"}: ${err.error?.message ?? ""}`,
    );
  }
  return body as T;
}

/** Free-text search over all in-stock parts, most stock first. */
export async function searchParts(
  q: string,
  options: { package?: string; is_basic?: boolean; limit?: number } = {},
): Promise<SearchComponent[]> {
  const params = new URLSearchParams({ q });
  if (options.package) params.set("package", options.package);
  if (options.is_basic) params.set("is_basic", "true");
  if (options.limit) params.set("limit", String(options.limit));
  const res = await getJson<{ components: SearchComponent[] }>(
    `/api/search?${params}`,
  );
  return res.components;
}

/** 0603 basic resistors of exactly 10 kΩ, most stock first. */
export async function find10kResistors(): Promise<JlcResistor[]> {
  const params = new URLSearchParams({
    package: "0603",
    resistance: "10000",
    is_basic: "true",
  });
  const res = await getJson<{ resistors: JlcResistor[] }>(
    `/resistors/list.json?${params}`,
  );
  return res.resistors;
}

/** The footprinter string matched to an LCSC part, e.g. "C2906861". */
export async function footprinterStringOf(
  lcsc: string,
): Promise<FootprinterDetails> {
  const res = await getJson<{
    component_footprinter_details: FootprinterDetails;
  }>(`/api/footprinter_strings/${encodeURIComponent(lcsc)}`);
  return res.component_footprinter_details;
}
