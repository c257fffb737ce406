// Pin tables and PDF links for a chip from the tscircuit Datasheet API.
// Shapes follow the registry's reference implementation
// (tscircuit/tscircuit.com, fake-snippets-api, commit 0f7b08a, 2026-08-22).

const API = "https://api.tscircuit.com";

export interface DatasheetPin {
  pin_number: string; // a string, e.g. "1"
  // A string in the reference schema; production examples show a list of
  // names for pins with several functions, so accept both.
  name: string | string[];
  description: string;
  capabilities: string[]; // e.g. "GPIO", "UART0_TX", "Power Supply"
}

export interface Datasheet {
  datasheet_id: string;
  chip_name: string;
  created_at: string; // ISO 8601
  pin_information: DatasheetPin[] | null; // null until processed
  datasheet_pdf_urls: string[] | null; // null until processed
  ai_description: string | null; // null until processed
}

export interface DatasheetError {
  error: { error_code: string; message: string };
}

function headers(token: string): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    "Content-Type": "application/json",
  };
}

/** Returns the datasheet, or null when none exists for that chip yet. */
export async function getDatasheet(
  chipName: string,
  token: string,
): Promise<Datasheet | null> {
  const query = new URLSearchParams({ chip_name: chipName });
  const res = await fetch(`${API}/datasheets/get?${query}`, {
    headers: headers(token),
  });
  if (res.status === 404) return null;
  if (!res.ok) {
    const { error } = (await res.json()) as DatasheetError;
    throw new Error(`${res.status} ${error.error_code}: ${error.message}`);
  }
  return ((await res.json()) as { datasheet: Datasheet }).datasheet;
}

/** Asks the service to find and read the datasheet of a chip. */
export async function requestDatasheet(
  chipName: string,
  token: string,
): Promise<Datasheet> {
  const res = await fetch(`${API}/datasheets/create`, {
    method: "POST",
    headers: headers(token),
    body: JSON.stringify({ chip_name: chipName }),
  });
  if (!res.ok) throw new Error(`datasheets/create: HTTP ${res.status}`);
  return ((await res.json()) as { datasheet: Datasheet }).datasheet;
}

/** Gets the pins of a chip, requesting processing and waiting if needed. */
export async function pinsOf(
  chipName: string,
  token: string,
  { attempts = 60, intervalMs = 1000 } = {},
): Promise<DatasheetPin[]> {
  const existing = await getDatasheet(chipName, token);
  if (existing?.pin_information) return existing.pin_information;
  if (!existing) await requestDatasheet(chipName, token);
  for (let i = 0; i < attempts; i++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const ds = await getDatasheet(chipName, token);
    if (ds?.pin_information) return ds.pin_information;
  }
  throw new Error(`${chipName}: datasheet not processed yet, try later`);
}
